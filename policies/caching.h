/* caching.h: what caching.c (PyTorch's DeviceCachingAllocator) and
 * caching_expand.c (its expandable segments) share. Private to the two. */
#ifndef CACHING_H
#define CACHING_H

#include "chunk.h"

#define CACHING_MB (1024ull * 1024ull)
#define K_MIN_BLOCK_SIZE 512ull            /* kMinBlockSize */
#define K_SMALL_SIZE (1 * CACHING_MB)      /* kSmallSize */
#define K_SMALL_BUFFER (2 * CACHING_MB)    /* kSmallBuffer: small pool's page */
#define K_LARGE_BUFFER (20 * CACHING_MB)   /* kLargeBuffer: large pool's page */

enum { POOL_SMALL = 0, POOL_LARGE = 1 };

/* One expandable segment (ExpandableSegment): a virtual range [base,
 * base + size) of whole pages (2 MiB in the small pool, 20 MiB in the
 * large one) that belongs to one stream and pool. In the chunk space it is
 * one segment, seg, tiled by chunks as usual; a chunk whose pages are not
 * mapped is an "unmapped" chunk: handed out in the space (so that no best
 * fit finds it), listed in unm, never next to another unmapped chunk.
 * Invariants: unm holds exactly the unmapped chunks of seg, in address
 * order (nunm <= capunm), each page-aligned at both ends; handle[i] is 0
 * for the pages of unmapped chunks and 1 + the upstream address of the
 * page's reservation for every other page (mapped). */
struct xseg {
    uint64_t base, size, page;
    struct segment *seg;
    uint64_t *handle; /* size / page entries */
    struct chunk **unm;
    size_t nunm, capunm;
};

/* Invariants: those of the chunk space, with coalesced free chunks that
 * sit in their segment's stream and pool; every chunk size is a multiple
 * of 512; without expandable segments every large-pool chunk is larger
 * than 1 MiB. unmapped is the sum of the unmapped chunks' sizes, which the
 * space counts as reserved and allocated; reserved and allocated bytes are
 * the space's less unmapped. xsegs[i] is the expandable segment at
 * CACHING_VBASE + i * stride, or NULL once released; spare is one more,
 * ready (its arrays allocated), so that making a segment cannot fail.
 * gets[pool] counts get_free_block calls while garbage collection is on
 * (get_free_blocks_call_count); gc_base maps the address of every free
 * unsplit large-pool chunk to gets[POOL_LARGE] when it went into its free
 * list (gc_count_base), kept only while garbage collection is on. */
struct caching_pool {
    struct chunk_space space;
    uint64_t max_split, pow2_div, small_buffer, large_buffer, min_large_alloc, round_large;
    bool expandable;
    uint64_t gc_threshold; /* millionths; 0: off */
    bool set_fraction;     /* set_per_process_memory_fraction was called */
    uint64_t allowed;      /* allowed_memory_maximum, bytes */
    uint64_t total;        /* the GPU's memory (totalGlobalMem) */
    uint64_t gets[2];
    struct u64map gc_base;
    uint64_t unmapped;
    uint64_t stride;
    struct xseg **xsegs, *spare;
    size_t nxsegs, capxsegs;
};

/* Where expandable segments live: above every address the simulator's
 * upstream hands out (below 2^62), one stride apart. */
#define CACHING_VBASE (3ull << 61)

static inline uint64_t caching_reserved(const struct caching_pool *p)
{
    return p->space.reserved - p->unmapped;
}

/* ---- caching_expand.c ---- */
void xs_init(struct caching_pool *p);
void xs_destroy(struct caching_pool *p);
/* Host memory for one alloc: the spare segment and the nodes and slots an
 * alloc may take. 0 or POLICY_NO_HOST_MEMORY (nothing changed). */
int xs_prepare_alloc(struct caching_pool *p);
/* The same for release_cached_blocks (run at an alloc that found no free
 * block, before anything changes). */
int xs_prepare_release(struct caching_pool *p);
/* True when c is an unmapped chunk. */
bool xs_unmapped(const struct caching_pool *p, const struct chunk *c);
/* try_allocate_expandable_block: a free chunk (taken out of its tree) of
 * at least size bytes, mapping pages as needed; NULL when a page cannot be
 * mapped (pages mapped before then stay mapped, as in PyTorch). */
struct chunk *xs_allocate(struct caching_pool *p, uint32_t stream, uint8_t pool, uint64_t size);
/* release_blocks for the expandable segments of pool: unmap every whole
 * page of every free chunk; release segments left wholly unmapped. */
void xs_release_blocks(struct caching_pool *p, uint8_t pool);
bool xs_valid(const struct caching_pool *p);

#endif
