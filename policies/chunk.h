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
 * best-fit scan over its address-ordered list (in a stamped space, by
 * (size, stamp): the policy's order among equal sizes). It is split into size
 * classes (TLSF's two-level mapping: the power of two, then 128
 * subdivisions; one class from 128 GiB on), each a treap ordered by (size,
 * address), with a bitmap of non-empty classes: a search looks in the
 * request's class, then takes the smallest entry of the next non-empty
 * class, found with two bit scans.
 * Treaps stay small (a class mostly holds one size), so every operation is
 * a few cache lines; nodes come from a free list, not from malloc.
 *
 * Out of host memory (policy.h): only space_lists and space_prepare
 * allocate, and both leave the space as it was when they fail. An
 * allocator calls them first, before it changes anything, so that an
 * alloc or free that runs out of host memory has no effect; everything
 * after space_prepare (reserve, split, hand out, coalesce) cannot fail for
 * want of host memory.
 *
 * Scale: every operation is O(1) or O(log) in the number of chunks and of
 * streams (tests/bench_scaling.c prints the scaling): streams are found
 * through a hash map, and the space keeps a max tree over its streams'
 * lists for the largest free chunk and for rmm-pool's search of other
 * streams.
 */
#ifndef CHUNK_H
#define CHUNK_H

#include "policy.h"
#include "u64map.h"

#include <assert.h>
#include <stdbool.h>
#include <stdint.h>

#define CHUNK_POOLS 2 /* caching uses a small and a large pool; others pool 0 */
#define SPACE_SMALL_IDS 16 /* streams found without hashing */

struct segment;
struct freetree;

/* Invariants: prev/next are the address neighbours inside seg (NULL at its
 * ends) and prev->addr + prev->size == addr. tree is the free tree that
 * holds the chunk when it is free, NULL while it is handed out; left,
 * right are that tree's links (treap: BST by (size, chunk_tie), heap by
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

/* The chunk of a stamped space (space_init_stamped): trees order equal
 * sizes by stamp, which the policy sets before it inserts the chunk and
 * leaves alone while the chunk is in a tree, instead of by address. The
 * policy's own fields may follow it in the node. */
struct chunk_stamped {
    struct chunk c;
    uint64_t stamp;
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

#define FT_SL_BITS 7  /* 128 classes per power of two: few sizes share a treap */
#define FT_FL_LUMP 37 /* sizes of 2^37 (128 GiB) and more share one class, */
#define FT_LUMP ((FT_FL_LUMP - FT_SL_BITS + 1) << FT_SL_BITS) /* this one, the last */
#define FT_CLASSES 4096
#define FT_WORDS (FT_CLASSES / 64)
_Static_assert(FT_LUMP < FT_CLASSES && FT_WORDS <= 64, "one summary word covers every class");

/* One word of a tree's size classes: the roots of its 64 treaps and the
 * bitmap of the non-empty ones, side by side so that one cache line holds
 * both. */
struct ft_word {
    struct chunk **roots;
    uint64_t bits;
};

/* Invariants: word[w].roots[i] (for k = 64w + i) is the treap of the
 * chunks of size class k; word[w].roots is a block of 64 roots from the
 * space's pool, taken when class word w first gets a chunk and kept until
 * the space is destroyed, so a tree costs memory for the word classes it
 * has used, not for all of them (at most FT_WORDS blocks). bit i of
 * word[w].bits is set exactly when that treap is not empty, bit w of
 * summary exactly when word[w].bits is not 0; count is the number of
 * chunks in the tree; each has ->tree == this tree; owner holds the tree.
 * grow_from and shrink_from say when the owner's key in the space's index
 * may change (chunk_space): a chunk of at least grow_from entering, of at
 * least shrink_from leaving; UINT64_MAX when no chunk can change it (the
 * owner is stale, inactive, or for shrink_from holds no chunk). Beside
 * count, they spare every insertion and removal a visit to the owner. */
struct freetree {
    uint64_t summary;
    uint64_t count;
    uint64_t grow_from, shrink_from;
    struct stream_lists *owner;
    uint32_t stream; /* the stream whose list this is */
    uint8_t pool;
    bool stamped; /* the space's: equal sizes ordered by stamp, not address */
    struct ft_word word[FT_WORDS];
};

/* The free lists of one stream, one per pool. active is the policy's own
 * flag (rmm-pool: the stream has an entry in RMM's map of free lists); it
 * is set when the lists are created and changed only by space_set_active.
 * An inactive stream's lists are empty. pos is its place in the space's
 * lists (the order of first use), key its key in the space's index; when
 * stale is set the key may be out of date (the list is then on the
 * space's stale stack). */
struct stream_lists {
    uint32_t stream;
    uint32_t pos;
    bool active;
    bool stale;
    uint64_t key;
    struct chunk_space *space;
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
 * segment sizes, and reserved - allocated the sum of the trees' bytes (a
 * chunk is handed out or in a tree); live maps the address of every
 * handed-out chunk to it. lists holds every stream's lists in the order
 * they were first used (nlists <= caplists, a power of two); list_of maps
 * each stream to its lists, and so does by_id for streams below
 * SPACE_SMALL_IDS (traces number streams from 0: an array lookup spares
 * the hashing on every operation). index is a max tree over the lists:
 * leaf caplists + pos holds key(lists[pos]) (0 past nlists), inner node i
 * the larger of nodes 2i and 2i + 1, where key(l) is 0 when l is inactive,
 * else 1 + the size of its largest free chunk (0 when none). It says, in
 * O(log nlists), how large the largest free chunk of all is and which list
 * is the first to hold one of a given size. The index is brought up to
 * date when it is read: a change of a list's key only marks the list stale
 * (stale[0..nstale) are the lists marked, each once; nstale <= nlists), and
 * space_next_active and space_free_usage look the keys of those lists up
 * again first, so that the splits and merges between two reads, which
 * often take and put back a list's largest chunk, cost nothing there. */
struct chunk_space {
    const struct policy_env *env;
    struct segment *segments;
    uint64_t nsegments;
    uint64_t allocated;
    uint64_t reserved;
    struct u64map live;
    struct stream_lists **lists;
    uint32_t nlists, caplists;
    struct u64map list_of;
    struct stream_lists *by_id[SPACE_SMALL_IDS];
    uint64_t *index;
    struct stream_lists **stale;
    uint32_t nstale;
    bool stamped;
    struct node_pool chunk_nodes, segment_nodes, root_nodes;
};

void space_init(struct chunk_space *s, const struct policy_env *env);
/* A space whose chunks are nodes of node_size bytes (at least a struct
 * chunk_stamped; the rest is the policy's) and whose trees order equal
 * sizes by stamp: first inserted first, as CUDA's pools take the oldest of
 * equal blocks (async_pool.c). */
void space_init_stamped(struct chunk_space *s, const struct policy_env *env, size_t node_size);
/* Release every segment upstream and free all memory of the space. */
void space_destroy(struct chunk_space *s);

/* The free lists of stream, created on first use (active); NULL when out of
 * host memory. O(1) (by_id, or the hash map on average); every alloc and
 * free calls it, so a small id that has its lists is found here, inline. */
struct stream_lists *space_lists_more(struct chunk_space *s, uint32_t stream);
static inline struct stream_lists *space_lists(struct chunk_space *s, uint32_t stream)
{
    if (stream < SPACE_SMALL_IDS && s->by_id[stream])
        return s->by_id[stream];
    return space_lists_more(s, stream);
}
/* Set l's active flag; l must be empty to become inactive. (The flag
 * seldom changes, so the change is out of line: space_flip_active.) */
void space_flip_active(struct chunk_space *s, struct stream_lists *l);
static inline void space_set_active(struct chunk_space *s, struct stream_lists *l, bool active)
{
    assert(l->space == s && (active || (!l->tree[0].count && !l->tree[1].count)));
    if (l->active != active)
        space_flip_active(s, l);
}
/* The first active list at or after position from, in the order of first
 * use, whose largest free chunk (of any pool) has at least size bytes; with
 * size 0, the first active list. NULL when none. O(log nlists). */
struct stream_lists *space_next_active(const struct chunk_space *s, uint32_t from, uint64_t size);

/* Make sure the operations of one alloc or free cannot run out of host
 * memory: two chunk nodes, a segment node, a slot of the live map and the
 * root blocks of a whole tree and one more at hand. Returns 0, or
 * POLICY_NO_HOST_MEMORY (the space is then unchanged). Every alloc and
 * free calls it, so what is at hand is checked here, inline. */
int space_prepare_more(struct chunk_space *s);
static inline int space_prepare(struct chunk_space *s)
{
    if (s->chunk_nodes.nfree >= 2 && s->segment_nodes.nfree >= 1 &&
        s->root_nodes.nfree >= FT_WORDS + 1 && (s->live.count + 1) * 4 <= s->live.cap)
        return 0;
    return space_prepare_more(s);
}

/* Reserve size bytes upstream for stream as a new segment of pool, made of
 * one free chunk that sits in no tree yet. NULL when upstream refuses.
 * Takes a chunk and a segment node (space_prepare). */
struct chunk *space_reserve(struct chunk_space *s, uint64_t size, uint32_t stream, uint8_t pool);
/* Give an unsplit free chunk's segment back upstream (removing the chunk
 * from its tree if it is in one). */
void space_release(struct chunk_space *s, struct chunk *c);
/* The same two without the upstream call, for memory the policy maps
 * itself (caching's expandable segments): a segment [addr, addr+size) of
 * one free chunk in no tree (takes a chunk and a segment node), and the
 * removal of an unsplit chunk's segment. */
struct chunk *space_adopt(struct chunk_space *s, uint64_t addr, uint64_t size, uint32_t stream,
                          uint8_t pool);
void space_forget(struct chunk_space *s, struct chunk *c);
/* Chunk a absorbs its next neighbour (both in no tree). */
void space_merge_next(struct chunk_space *s, struct chunk *a);
/* At least chunks chunk nodes at hand and room for live more live chunks:
 * 0, or POLICY_NO_HOST_MEMORY (then nothing is lost). */
int space_prepare_n(struct chunk_space *s, size_t chunks, size_t live);
/* Cut free chunk c (in no tree) after size bytes; the tail becomes a new
 * free chunk, in no tree, which is returned. Requires 0 < size < c->size.
 * Takes a chunk node (space_prepare). */
struct chunk *space_split(struct chunk_space *s, struct chunk *c, uint64_t size);
/* Hand chunk c (in no tree) out: it becomes live. Takes the live map's
 * slot (space_prepare). Inline, as the next one: every alloc and free. */
static inline void space_hand_out(struct chunk_space *s, struct chunk *c)
{
    assert(s->live.cap && (s->live.count + 1) * 4 <= s->live.cap && "hand out without prepare");
    assert(!u64map_get(&s->live, c->addr, NULL));
    u64map_add(&s->live, c->addr, (uint64_t)(uintptr_t)c);
    s->allocated += c->size;
}
/* Take back the live chunk at addr; NULL when addr is not live. */
static inline struct chunk *space_take_back(struct chunk_space *s, uint64_t addr)
{
    uint64_t v;
    if (!u64map_del(&s->live, addr, &v))
        return NULL;
    struct chunk *c = (struct chunk *)(uintptr_t)v;
    s->allocated -= c->size;
    return c;
}
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
/* Fill free_bytes and largest_free (O(1): the index). */
void space_free_usage(const struct chunk_space *s, uint64_t *free_bytes, uint64_t *largest);

/* The allocators' blocks hook (policy.h), one for all of them: self is an
 * instance whose struct begins with its struct chunk_space (bfc, stream,
 * caching, rmm-pool: each asserts it). Segments newest first. */
void space_blocks(const void *self, void (*fn)(void *arg, const struct policy_block *b),
                  void *arg);

/* ---- Free trees ---- */
/* What orders c among equal sizes in tree t: its address, or its stamp. */
static inline uint64_t chunk_tie(const struct freetree *t, const struct chunk *c)
{
    return t->stamped ? ((const struct chunk_stamped *)c)->stamp : c->addr;
}
void tree_insert(struct freetree *t, struct chunk *c);
void tree_remove(struct freetree *t, struct chunk *c);
/* The smallest chunk with size >= size (lowest tie among equals). */
struct chunk *tree_best_fit(const struct freetree *t, uint64_t size);
/* The lowest entry at or after (size, tie) in the tree's order, as the
 * link that points to it (NULL when none), so that tree_remove_at can
 * take it out without searching again: tree_find_key(t, c->size,
 * chunk_tie(t, c) + 1) is c's successor, tree_find(t, size) the best fit. */
struct chunk **tree_find_key(const struct freetree *t, uint64_t size, uint64_t tie);
struct chunk **tree_find(const struct freetree *t, uint64_t size);
void tree_remove_at(struct freetree *t, struct chunk **link);
struct chunk *tree_largest(const struct freetree *t);
/* The first chunk in best-fit order (size >= size, then by (size,
 * address)) that ok(arg, c) accepts; NULL when none. O(log n) plus a step
 * for each chunk ok refuses. */
typedef bool (*tree_pred)(void *arg, const struct chunk *c);
struct chunk *tree_best_fit_if(const struct freetree *t, uint64_t size, tree_pred ok, void *arg);

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
