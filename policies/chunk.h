/* chunk.h: segments, chunks and free trees, the machinery shared by every
 * allocator that carves upstream reservations into blocks (bfc, stream,
 * caching, rmm-pool).
 *
 * A segment is one upstream reservation (a cudaMalloc in the real
 * allocators). It is tiled by chunks in address order, linked through
 * prev/next, like PyTorch's Block and CuPy's _Chunk. A chunk is either
 * handed out (live, found by address in the space's live map) or free, and
 * then it sits in exactly one free tree: the free list of one stream and
 * one pool. Splitting cuts a free chunk in two; coalescing merges a newly
 * freed chunk with the free neighbours that sit in the same tree, so
 * chunks never merge across segments (CuPy, PyTorch: blocks only link
 * inside one cudaMalloc; RMM: a block that is the head of an upstream
 * allocation is never merged with the block before it).
 *
 * A free tree answers best fit exactly: the lowest entry by (size,
 * address) with size >= the request, ties going to the lowest address,
 * which is PyTorch's std::set order (BlockComparatorSize) and RMM's
 * best-fit scan over its address-ordered list. It is split into size
 * classes (TLSF's two-level mapping: the power of two, then 32
 * subdivisions), each a treap ordered by (size, address), with a bitmap of
 * non-empty classes: a search looks in the request's class, then takes the
 * smallest entry of the next non-empty class, found with two bit scans.
 * Treaps stay small (a class mostly holds one size), so every operation is
 * a few cache lines; nodes come from a free list, not from malloc.
 *
 * Out of host memory (policy.h): only space_lists and space_prepare
 * allocate, and both leave the space as it was when they fail. An
 * allocator calls them first, before it changes anything, so that an
 * alloc that runs out of host memory has no effect; everything after
 * space_prepare (reserve, split, hand out, coalesce) cannot fail for want
 * of host memory.
 */
#ifndef CHUNK_H
#define CHUNK_H

#include "policy.h"
#include "u64map.h"

#include <stdbool.h>
#include <stdint.h>

#define CHUNK_POOLS 2 /* caching uses a small and a large pool; others pool 0 */

struct segment;
struct freetree;

/* Invariants: prev/next are the address neighbours inside seg (NULL at its
 * ends) and prev->addr + prev->size == addr. tree is the free tree that
 * holds the chunk when it is free, NULL while it is handed out; left,
 * right are that tree's links (treap: BST by (size, addr), heap by
 * chunk_prio, a hash of the address, which never changes while the chunk
 * is in a tree). 64 bytes: one cache line. */
struct chunk {
    uint64_t addr;
    uint64_t size;
    struct chunk *prev, *next;
    struct chunk *left, *right;
    struct segment *seg;
    struct freetree *tree;
};

/* Invariants: the chunks from first through next tile [addr, addr+size)
 * exactly; stream is the stream the reservation was made for; pool is the
 * pool (0 or 1) whose trees its free chunks go to. */
struct segment {
    uint64_t addr;
    uint64_t size;
    struct chunk *first;
    struct segment *prev, *next; /* the space's list of segments */
    uint32_t stream;
    uint8_t pool;
};

#define FT_SL_BITS 5
#define FT_CLASSES (64 << FT_SL_BITS) /* more than every class of a 64-bit size */
#define FT_WORDS (FT_CLASSES / 64)

/* Invariants: roots (FT_CLASSES entries, allocated with the tree's lists)
 * holds at [k] a treap of the chunks of size class k; bit k of bits is set exactly when
 * roots[k] is not empty, bit w of summary exactly when bits[w] is not 0;
 * count and bytes are the number and total size of the chunks in the tree;
 * each has ->tree == this tree. */
struct freetree {
    struct chunk **roots;
    uint64_t bits[FT_WORDS];
    uint64_t summary;
    uint64_t count;
    uint64_t bytes;
    uint32_t stream; /* the stream whose list this is */
    uint8_t pool;
};

/* The free lists of one stream, one per pool. active is the policy's own
 * flag (rmm-pool: the stream has an entry in RMM's map of free lists); it
 * is set when the lists are created. */
struct stream_lists {
    uint32_t stream;
    bool active;
    struct freetree tree[CHUNK_POOLS];
};

/* A fixed-size node allocator: slabs carved into nodes, a free list of
 * nfree nodes. */
struct node_pool {
    size_t node_size;
    void *free;
    size_t nfree;
    void **slabs;
    size_t nslabs, capslabs;
};

/* Invariants: allocated is the sum of live chunk sizes, reserved the sum of
 * segment sizes; live maps the address of every handed-out chunk to it;
 * lists holds every stream's lists in the order they were first used. */
struct chunk_space {
    const struct policy_env *env;
    struct segment *segments;
    uint64_t nsegments;
    uint64_t allocated;
    uint64_t reserved;
    struct u64map live;
    struct stream_lists **lists;
    uint32_t nlists, caplists;
    struct stream_lists *last;
    struct stream_lists *by_id[16]; /* direct lookup for small stream ids */
    struct node_pool chunk_nodes, segment_nodes;
};

void space_init(struct chunk_space *s, const struct policy_env *env);
/* Release every segment upstream and free all memory of the space. */
void space_destroy(struct chunk_space *s);

/* The free lists of stream, created on first use; NULL when out of host
 * memory. Lookups are O(1) for stream ids below 16 (traces number their
 * streams from 0) and for the stream used last, O(streams) otherwise. */
struct stream_lists *space_lists(struct chunk_space *s, uint32_t stream);

/* Make sure the operations of one alloc cannot run out of host memory: two
 * chunk nodes, a segment node and a slot of the live map at hand. Returns
 * 0, or POLICY_NO_HOST_MEMORY (the space is then unchanged). */
int space_prepare(struct chunk_space *s);

/* Reserve size bytes upstream for stream as a new segment of pool, made of
 * one free chunk that sits in no tree yet. NULL when upstream refuses.
 * Takes a chunk and a segment node (space_prepare). */
struct chunk *space_reserve(struct chunk_space *s, uint64_t size, uint32_t stream, uint8_t pool);
/* Give an unsplit free chunk's segment back upstream (removing the chunk
 * from its tree if it is in one). */
void space_release(struct chunk_space *s, struct chunk *c);
/* Cut free chunk c (in no tree) after size bytes; the tail becomes a new
 * free chunk, in no tree, which is returned. Requires 0 < size < c->size.
 * Takes a chunk node (space_prepare). */
struct chunk *space_split(struct chunk_space *s, struct chunk *c, uint64_t size);
/* Hand chunk c (in no tree) out: it becomes live. Takes the live map's
 * slot (space_prepare). */
void space_hand_out(struct chunk_space *s, struct chunk *c);
/* Take back the live chunk at addr; NULL when addr is not live. */
struct chunk *space_take_back(struct chunk_space *s, uint64_t addr);
/* Put free chunk c (in no tree) into t, first merging it with the address
 * neighbours that are already in t. Returns the merged chunk. */
struct chunk *space_coalesce_into(struct chunk_space *s, struct chunk *c, struct freetree *t);
/* The treap priority of a chunk: its address times the golden ratio
 * (Fibonacci hashing), so it needs no storage and no random state; the
 * products of evenly spaced addresses are spread like a low-discrepancy
 * sequence, which keeps the treaps shallow. */
static inline uint64_t chunk_prio(const struct chunk *c)
{
    return c->addr * 0x9E3779B97F4A7C15ull;
}

/* True when c is alone in its segment (never split, or merged back). */
static inline bool chunk_unsplit(const struct chunk *c)
{
    return !c->prev && !c->next;
}
/* Fill free_bytes and largest_free by walking the trees. */
void space_free_usage(const struct chunk_space *s, uint64_t *free_bytes, uint64_t *largest);

/* ---- Free trees ---- */
void tree_insert(struct freetree *t, struct chunk *c);
void tree_remove(struct freetree *t, struct chunk *c);
/* The smallest chunk with size >= size (lowest address among equals). */
struct chunk *tree_best_fit(const struct freetree *t, uint64_t size);
/* The same, as the link that points to it (NULL when none), so that
 * tree_remove_at can take it out without searching again. */
struct chunk **tree_find(const struct freetree *t, uint64_t size);
void tree_remove_at(struct freetree *t, struct chunk **link);
struct chunk *tree_largest(const struct freetree *t);

/* ---- Checking (debug builds) ---- */
#define SPACE_MERGED 1u       /* no two address neighbours free in the same tree */
#define SPACE_STREAM_OWNED 2u /* free chunks sit in their segment's stream and pool */
/* Every invariant above: tiling, counters, live map, tree membership and
 * shape, non-overlapping segments, plus the optional flags. */
bool space_valid(const struct chunk_space *s, unsigned flags);

/* Bump a host counter when the host wants counts. */
static inline void space_count(const struct chunk_space *s, enum policy_stat st, uint64_t d)
{
    if (s->env->count)
        s->env->count(s->env->host, st, d);
}

/* x rounded up to a multiple of unit (no overflow check); a mask when unit
 * is a power of two, which spares a division on every allocation. */
static inline uint64_t round_up_to(uint64_t x, uint64_t unit)
{
    if ((unit & (unit - 1)) == 0)
        return (x + unit - 1) & ~(unit - 1);
    return (x + unit - 1) / unit * unit;
}

#endif
