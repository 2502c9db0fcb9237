/* caching.c: the `caching` allocator, PyTorch's CUDA caching allocator
 * (c10/cuda/CUDACachingAllocator.cpp, DeviceCachingAllocator); by default
 * with PyTorch's default settings: expandable_segments off, no memory
 * fraction, no garbage collection threshold, max_split_size unlimited (no
 * CUDA graph pools ever). Every rule below names the function it comes
 * from; expandable segments are in caching_expand.c.
 *
 * - round_size: a request is rounded up to a multiple of kMinBlockSize =
 *   512 bytes, and requests under 512 become 512. With
 *   roundup_power2_divisions = N > 1 (off by default), sizes above 512*N
 *   are rounded up to the next of N equal divisions between two powers of
 *   two (roundup_power2_next_division).
 * - get_pool: rounded sizes <= kSmallSize = 1 MiB go to the small pool,
 *   the others to the large pool; each pool is a std::set ordered by
 *   (stream, size, address) (BlockComparatorSize).
 * - get_free_block: lower_bound on (stream, size): the smallest free block
 *   of the request's own stream and pool that fits, lowest address among
 *   equal sizes; never a block of another stream. With a finite
 *   max_split_size, a request below it never takes a block of at least
 *   max_split_size, and a request of at least max_split_size never takes a
 *   block of size + kLargeBuffer (20 MiB) or more.
 * - get_allocation_size: with no fitting block, cudaMalloc kSmallBuffer =
 *   2 MiB for the small pool, kLargeBuffer = 20 MiB for sizes below
 *   kMinLargeAlloc = 10 MiB, else the size rounded up to kRoundLarge =
 *   2 MiB. The segment belongs to the request's stream and pool.
 * - malloc's ladder when cudaMalloc fails: alloc_block ->
 *   release_available_cached_blocks (does nothing unless max_split_size is
 *   set: then it frees the smallest cached oversize block that is big
 *   enough, or the largest oversize blocks until their total is enough)
 *   -> alloc_block -> release_cached_blocks (cudaFree every cached block
 *   that is not split, in both pools and all streams) -> alloc_block; a
 *   failure then is the out-of-memory error.
 * - should_split: the found block is split when the remainder is >= 512
 *   bytes in the small pool or with expandable segments, or, in the large
 *   pool, when the request is below max_split_size and the remainder is
 *   > kSmallSize = 1 MiB;
 *   otherwise the whole block is handed out, and allocated bytes count the
 *   whole block (alloc_found_block: allocated_bytes += block->size).
 *   The remainder keeps the stream and pool and goes back to the pool.
 * - free / free_block / try_merge_blocks: the block goes back to the pool
 *   and stream it was allocated from (block->pool, block->stream), whatever
 *   stream the free is ordered on, after merging with its prev and next
 *   blocks when they are free. Blocks only link inside one cudaMalloc, so
 *   nothing merges across segments. (recordStream's deferred frees are the
 *   trace's business: a trace FREE stands where PyTorch's free_completed
 *   is.)
 *
 * - memory_fraction (set_per_process_memory_fraction, setMemoryFraction):
 *   allowed_memory_maximum = fraction x the GPU's memory (the host's
 *   gpu_capacity); alloc_block then fails, without calling upstream, when
 *   reserved + get_allocation_size(size) would exceed it, and the ladder
 *   above goes on.
 * - garbage_collection_threshold (garbage_collect_cached_blocks): only
 *   with a memory fraction set (malloc, get_free_block: `set_fraction &&
 *   garbage_collection_threshold() > 0`). Every get_free_block call counts
 *   one for the request's pool (get_free_blocks_call_count); a block's age
 *   (gc_count) is that count less its value when the block went into the
 *   pool. Before alloc_block, when reserved bytes exceed threshold x
 *   allowed_memory_maximum, passes free the unsplit cached blocks of the
 *   large pool (all streams) whose age is at least the pass's average age,
 *   until the excess is freed or nothing is.
 * - expandable_segments (caching_expand.c): alloc_block maps pages of an
 *   expandable segment instead of cudaMalloc; get_free_block takes, among
 *   blocks of the same stream next in (size, address) order, the next one
 *   while its expandable size (its size plus that of an unmapped range
 *   right after it) is smaller; release_cached_blocks unmaps whole free
 *   pages. release_available_cached_blocks and garbage collection free
 *   only blocks outside expandable segments: none in this mode.
 *
 * Reserved bytes are segment sizes (reserved_bytes counts cudaMalloc
 * sizes, or mapped pages); allocated bytes are handed-out block sizes. The parameters that
 * set segment sizes (small_buffer, large_buffer, round_large) are rounded
 * up to multiples of 512, so that every size stays a multiple of
 * kMinBlockSize. */
#include "caching.h"

#include <assert.h>
#include <stddef.h>
#include <stdlib.h>

#define MB CACHING_MB

enum {
    P_MAX_SPLIT,
    P_POW2_DIV,
    P_SMALL_BUFFER,
    P_LARGE_BUFFER,
    P_MIN_LARGE_ALLOC,
    P_ROUND_LARGE,
    P_EXPANDABLE,
    P_GC_THRESHOLD,
    P_FRACTION,
};

static const struct policy_param caching_params[] = {
    [P_MAX_SPLIT] = {"max_split_size", UINT64_MAX, 20 * MB, UINT64_MAX,
                     "blocks this large are never split (PYTORCH_CUDA_ALLOC_CONF "
                     "max_split_size_mb; default unlimited)"},
    [P_POW2_DIV] = {"roundup_power2_divisions", 0, 0, 64,
                    "round sizes up to N divisions per power of two (0, 1: off)"},
    [P_SMALL_BUFFER] = {"small_buffer", 2 * MB, 1 * MB, 1ull << 40,
                        "segment size of the small pool (kSmallBuffer)"},
    [P_LARGE_BUFFER] = {"large_buffer", 20 * MB, 2 * MB, 1ull << 40,
                        "segment size for large requests below min_large_alloc (kLargeBuffer)"},
    [P_MIN_LARGE_ALLOC] = {"min_large_alloc", 10 * MB, 1 * MB, 1ull << 40,
                           "large requests from this size get their own segment (kMinLargeAlloc)"},
    [P_ROUND_LARGE] = {"round_large", 2 * MB, 512, 1ull << 40,
                       "own segments are rounded up to a multiple of this (kRoundLarge)"},
    [P_EXPANDABLE] = {"expandable_segments", 0, 0, 1,
                      "1: segments grow by mapping 2 MiB / 20 MiB pages (expandable_segments:True;"
                      " simulated device memory only)"},
    [P_GC_THRESHOLD] = {"garbage_collection_threshold", 0, 0, POLICY_MILLIONTHS - 1,
                        "free old cached blocks above this fraction of the allowed memory"
                        " (0: off; acts only with memory_fraction)"},
    [P_FRACTION] = {"memory_fraction", 0, 0, POLICY_MILLIONTHS,
                    "set_per_process_memory_fraction: the fraction of the GPU the allocator may"
                    " reserve (0: not set)"},
    {0}};

_Static_assert(offsetof(struct caching_pool, space) == 0, "space_blocks needs the space first");

static inline uint64_t round_up(uint64_t x, uint64_t unit)
{
    return (x + unit - 1) / unit * unit;
}

static void *caching_create(const struct policy_env *env, const uint64_t *v)
{
    struct caching_pool *p = malloc(sizeof *p);
    if (!p)
        return NULL;
    space_init(&p->space, env);
    p->max_split = v[P_MAX_SPLIT];
    p->pow2_div = v[P_POW2_DIV];
    /* segment sizes stay whole blocks of kMinBlockSize, as every size is */
    p->small_buffer = round_up(v[P_SMALL_BUFFER], K_MIN_BLOCK_SIZE);
    p->large_buffer = round_up(v[P_LARGE_BUFFER], K_MIN_BLOCK_SIZE);
    p->min_large_alloc = v[P_MIN_LARGE_ALLOC];
    p->round_large = round_up(v[P_ROUND_LARGE], K_MIN_BLOCK_SIZE);
    p->expandable = v[P_EXPANDABLE] != 0;
    p->gc_threshold = v[P_GC_THRESHOLD];
    p->set_fraction = v[P_FRACTION] != 0;
    p->unmapped = 0;
    p->gets[0] = p->gets[1] = 0;
    p->xsegs = NULL;
    p->spare = NULL;
    p->nxsegs = p->capxsegs = 0;
    u64map_init(&p->gc_base);
    xs_init(p); /* the GPU's memory */
    /* setMemoryFraction: static_cast<size_t>(fraction * device_total) */
    p->allowed = p->set_fraction ? (uint64_t)((double)v[P_FRACTION] / (double)POLICY_MILLIONTHS *
                                              (double)p->total)
                                 : UINT64_MAX;
    return p;
}

static void caching_destroy(void *self)
{
    struct caching_pool *p = self;
    xs_destroy(p);
    space_destroy(&p->space);
    u64map_free(&p->gc_base);
    free(p);
}

static inline unsigned log2_floor(uint64_t x)
{
    return 63u - (unsigned)__builtin_clzll(x);
}

/* roundup_power2_next_division */
static uint64_t pow2_next_division(uint64_t size, uint64_t divisions)
{
    if ((size & (size - 1)) == 0)
        return size;
    uint64_t floor2 = 1ull << log2_floor(size);
    uint64_t division = floor2 >> log2_floor(divisions);
    if (division == 0)
        return floor2 << 1;
    uint64_t below = size & ~(division - 1);
    return below == size ? size : below + division;
}

/* round_size */
static uint64_t round_size(const struct caching_pool *p, uint64_t size)
{
    if (size < K_MIN_BLOCK_SIZE)
        return K_MIN_BLOCK_SIZE;
    if (p->pow2_div > 1 && size > K_MIN_BLOCK_SIZE * p->pow2_div)
        return pow2_next_division(size, p->pow2_div);
    return round_up(size, K_MIN_BLOCK_SIZE);
}

/* get_allocation_size (never below the size itself, whatever the
 * parameters) */
static uint64_t allocation_size(const struct caching_pool *p, uint64_t size)
{
    uint64_t a;
    if (size <= K_SMALL_SIZE)
        a = p->small_buffer;
    else if (size < p->min_large_alloc)
        a = p->large_buffer;
    else
        a = round_up(size, p->round_large);
    return a >= size ? a : round_up(size, p->round_large);
}

/* expandable_size in get_free_block: c's size plus that of an unmapped
 * chunk right after it. */
static uint64_t expandable_size(const struct caching_pool *p, const struct chunk *c)
{
    return c->size + (c->next && xs_unmapped(p, c->next) ? c->next->size : 0);
}

/* get_free_block: the best fit, taken out of the pool, unless the
 * oversize rules refuse it. */
static struct chunk *get_free_block(const struct caching_pool *p, struct freetree *t, uint64_t size)
{
    struct chunk **link = tree_find(t, size);
    if (!link)
        return NULL;
    struct chunk *c = *link;
    while (p->expandable) { /* the walk of get_free_block's expandable branch */
        struct chunk **next = tree_find_key(t, c->size, c->addr + 1);
        if (!next || expandable_size(p, *next) >= expandable_size(p, c))
            break;
        link = next;
        c = *link;
    }
    if (size < p->max_split && c->size >= p->max_split)
        return NULL;
    if (size >= p->max_split && c->size >= size + K_LARGE_BUFFER)
        return NULL;
    tree_remove_at(t, link);
    return c;
}

/* should_split of c, a chunk of pool (its segment's) */
static bool should_split(const struct caching_pool *p, const struct chunk *c, uint64_t size,
                         uint8_t pool)
{
    uint64_t remaining = c->size - size;
    if (pool == POOL_SMALL || p->expandable)
        return remaining >= K_MIN_BLOCK_SIZE;
    return size < p->max_split && remaining > K_SMALL_SIZE;
}

static inline bool gc_on(const struct caching_pool *p)
{
    return p->set_fraction && p->gc_threshold > 0;
}

/* release_block of an unsplit free chunk: cudaFree. */
static void release_block(struct caching_pool *p, struct chunk *c)
{
    if (gc_on(p))
        u64map_del(&p->gc_base, c->addr, NULL);
    space_release(&p->space, c);
}

/* release_available_cached_blocks: only with a finite max_split_size, and
 * never in an expandable segment (release_block asserts it is not one). */
static bool release_available_cached_blocks(struct caching_pool *p, struct freetree *t, uint64_t size)
{
    if (p->max_split == UINT64_MAX || p->expandable)
        return false;
    uint64_t key = size < p->max_split ? p->max_split : size;
    struct chunk *c = tree_best_fit(t, key);
    if (c) {
        if (!chunk_unsplit(c)) /* cannot happen: oversize blocks are never split */
            return false;
        release_block(p, c);
        return true;
    }
    uint64_t released = 0;
    while (released < key) {
        struct chunk *m = tree_largest(t);
        if (!m || m->size < p->max_split || !chunk_unsplit(m))
            break;
        released += m->size;
        release_block(p, m);
    }
    return released >= key;
}

/* release_cached_blocks: cudaFree every cached block that is not split
 * (release_blocks), large pool first; with expandable segments, unmap
 * every whole free page instead. */
static void release_cached_blocks(struct caching_pool *p)
{
    if (p->expandable) {
        xs_release_blocks(p, POOL_LARGE);
        xs_release_blocks(p, POOL_SMALL);
        return;
    }
    for (struct segment *g = p->space.segments, *next; g; g = next) {
        next = g->next;
        if (g->first->tree && chunk_unsplit(g->first))
            release_block(p, g->first);
    }
}

/* The age of an unsplit free large-pool chunk (Block::gc_count). */
static uint64_t gc_count(const struct caching_pool *p, const struct chunk *c)
{
    uint64_t base = 0;
    u64map_get(&p->gc_base, c->addr, &base);
    return p->gets[POOL_LARGE] - base;
}

static bool gc_freeable(const struct segment *g)
{
    return g->pool == POOL_LARGE && g->addr < CACHING_VBASE && g->first->tree &&
           chunk_unsplit(g->first);
}

/* large_blocks' order (BlockComparatorSize): stream, size, address. */
static int gc_order(const void *x, const void *y)
{
    const struct segment *a = *(const struct segment *const *)x, *b = *(const struct segment *const *)y;
    if (a->stream != b->stream)
        return a->stream < b->stream ? -1 : 1;
    if (a->size != b->size)
        return a->size < b->size ? -1 : 1;
    return a->addr < b->addr ? -1 : a->addr > b->addr;
}

/* garbage_collect_cached_blocks: each pass walks large_blocks in its set's
 * order and frees every block at least as old as the average. False when
 * host memory ran out (nothing changed then). */
static bool garbage_collect(struct caching_pool *p)
{
    uint64_t gc = (uint64_t)((double)p->gc_threshold / (double)POLICY_MILLIONTHS *
                             (double)p->allowed);
    uint64_t reserved = caching_reserved(p);
    if (reserved <= gc)
        return true;
    uint64_t target = reserved - gc, reclaimed = 0, total_age = 0;
    size_t n = 0;
    for (const struct segment *g = p->space.segments; g; g = g->next)
        n += gc_freeable(g);
    if (n == 0)
        return true;
    struct segment **v = malloc(n * sizeof *v);
    if (!v)
        return false;
    n = 0;
    for (struct segment *g = p->space.segments; g; g = g->next)
        if (gc_freeable(g)) {
            total_age += gc_count(p, g->first);
            v[n++] = g;
        }
    qsort(v, n, sizeof *v, gc_order);
    size_t left = n;
    for (bool freed = true; reclaimed < target && freed && left > 0;) {
        double age_threshold = (double)total_age / (double)left;
        freed = false;
        for (size_t i = 0; i < n; i++) {
            if (!v[i] || (double)gc_count(p, v[i]->first) < age_threshold)
                continue;
            freed = true;
            reclaimed += v[i]->size;
            total_age -= gc_count(p, v[i]->first);
            left--;
            release_block(p, v[i]->first);
            v[i] = NULL;
        }
    }
    free(v);
    return true;
}

/* alloc_block: a memory fraction refuses first; then cudaMalloc, or the
 * pages of an expandable segment. */
static struct chunk *alloc_block(struct caching_pool *p, uint64_t size, uint32_t stream,
                                 uint8_t pool)
{
    uint64_t alloc_size = allocation_size(p, size);
    if (p->set_fraction && caching_reserved(p) + alloc_size > p->allowed)
        return NULL;
    if (p->expandable)
        return xs_allocate(p, stream, pool, size);
    return space_reserve(&p->space, alloc_size, stream, pool);
}

/* malloc's ladder after get_free_block found nothing; NULL: out of memory.
 * *host is set when host memory ran out first (nothing changed then). */
static struct chunk *new_block(struct caching_pool *p, struct freetree *t, uint64_t size,
                               uint32_t stream, uint8_t pool, bool *host)
{
    if (p->expandable && xs_prepare_release(p)) {
        *host = true;
        return NULL;
    }
    if (gc_on(p) && !garbage_collect(p)) {
        *host = true;
        return NULL;
    }
    struct chunk *c = alloc_block(p, size, stream, pool);
    if (!c && release_available_cached_blocks(p, t, size))
        c = alloc_block(p, size, stream, pool);
    if (!c) {
        space_count(&p->space, POLICY_STAT_OOM_FLUSH, 1);
        release_cached_blocks(p);
        c = alloc_block(p, size, stream, pool);
    }
    return c;
}

static int caching_alloc(void *self, uint64_t orig_size, uint32_t stream, uint64_t *addr)
{
    struct caching_pool *p = self;
    struct chunk_space *s = &p->space;
    if (orig_size > UINT64_MAX / 2)
        return POLICY_NO_DEVICE_MEMORY;
    uint64_t size = round_size(p, orig_size);
    uint8_t pool = size <= K_SMALL_SIZE ? POOL_SMALL : POOL_LARGE;
    struct stream_lists *l = space_prepare(s) || (p->expandable && xs_prepare_alloc(p))
                                 ? NULL : space_lists(s, stream);
    if (!l)
        return POLICY_NO_HOST_MEMORY;
    struct freetree *t = &l->tree[pool];
    if (gc_on(p))
        p->gets[pool]++;
    struct chunk *c = get_free_block(p, t, size);
    if (c) {
        space_count(s, POLICY_STAT_CACHE_HIT, 1);
    } else {
        bool host = false;
        if (!(c = new_block(p, t, size, stream, pool, &host)))
            return host ? POLICY_NO_HOST_MEMORY : POLICY_NO_DEVICE_MEMORY;
    }
    assert(c->seg->pool == pool);
    if (should_split(p, c, size, pool))
        tree_insert(t, space_split(s, c, size));
    space_hand_out(s, c);
    *addr = c->addr;
    return POLICY_OK;
}

static int caching_free(void *self, uint64_t addr, uint32_t stream)
{
    struct caching_pool *p = self;
    (void)stream; /* the block returns to its allocation stream's pool */
    /* first: a failure changes nothing */
    if (space_prepare(&p->space) || (gc_on(p) && u64map_reserve(&p->gc_base, 1)))
        return POLICY_NO_HOST_MEMORY;
    struct chunk *c = space_take_back(&p->space, addr);
    if (!c) {
        assert(!"caching: free of an address that is not allocated");
        return POLICY_OK;
    }
    /* the lists exist: the alloc that reserved the segment made them */
    struct segment *g = c->seg;
    c = space_coalesce_into(&p->space, c, &space_lists(&p->space, g->stream)->tree[g->pool]);
    if (gc_on(p) && gc_freeable(g)) /* insert_into_blocks: gc_count_base */
        u64map_put(&p->gc_base, c->addr, p->gets[POOL_LARGE]);
    return POLICY_OK;
}

static void caching_usage(const void *self, struct policy_usage *u, bool with_free)
{
    const struct caching_pool *p = self;
    u->allocated = p->space.allocated - p->unmapped;
    u->reserved = caching_reserved(p);
    u->free_bytes = u->largest_free = 0;
    if (with_free)
        space_free_usage(&p->space, &u->free_bytes, &u->largest_free);
}

static bool caching_valid(const void *self)
{
    const struct caching_pool *p = self;
    if (!space_valid(&p->space, SPACE_MERGED | SPACE_STREAM_OWNED) || !xs_valid(p))
        return false;
    for (const struct segment *g = p->space.segments; g; g = g->next)
        for (const struct chunk *c = g->first; c; c = c->next)
            if (c->size % K_MIN_BLOCK_SIZE != 0 ||
                (!p->expandable && g->pool == POOL_LARGE && c->size <= K_SMALL_SIZE))
                return false;
    return true;
}

/* Expandable segments hand out addresses of ranges the policy maps itself. */
static bool caching_own_addresses(const uint64_t *values)
{
    return values[P_EXPANDABLE] != 0;
}

const struct policy_allocator policy_caching = {
    .info = {.name = "caching",
             .summary = "PyTorch's CUDA caching allocator (default settings unless given)",
             .params = caching_params,
             .fractions = 1u << P_GC_THRESHOLD | 1u << P_FRACTION},
    .create = caching_create,
    .destroy = caching_destroy,
    .alloc = caching_alloc,
    .free = caching_free,
    .usage = caching_usage,
    .valid = caching_valid,
    .blocks = space_blocks,
    .own_addresses = caching_own_addresses,
};
