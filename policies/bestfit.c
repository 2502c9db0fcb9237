/* bestfit.c: the `bestfit` allocator, CuPy's memory pool before
 * best-fit-with-coalescing (CuPy v1.0.x SingleDeviceMemoryPool in
 * cupy/cuda/memory.pyx, as backported by cupy/cupy PR #256):
 *
 * - sizes are rounded up to a multiple of 512 bytes (_allocation_unit_size:
 *   256 since chainer/chainer PR #1130, 512 since cupy/cupy PR #176);
 * - freed blocks are cached in self._free[size], one list per exact rounded
 *   size, and malloc reuses a cached block only for exactly that size,
 *   taking the most recently freed one (list.pop());
 * - otherwise it allocates a new block upstream (cudaMalloc of the rounded
 *   size), never splitting or merging anything;
 * - when cudaMalloc fails with cudaErrorMemoryAllocation it frees every
 *   cached block (free_all_blocks) and retries once; a second failure is
 *   the out-of-memory error.
 * There is one pool per device; streams are ignored. */
#include "chunk.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

/* A block obtained upstream; next links the stack of cached blocks of
 * one size. */
struct bf_block {
    uint64_t addr, size;
    struct bf_block *next;
};

/* Invariants: live maps each handed-out address to its block; cached maps
 * each size with cached blocks to the top of a non-empty stack of blocks
 * of exactly that size; allocated is the sum of live block sizes,
 * cached_bytes the sum of cached ones, reserved their total. sizes is a
 * max-heap (nsizes of capsizes) holding every size of cached at least
 * once, and sizes no longer cached, but never at the top: the largest
 * cached block, asked for after every new peak (host_peaks.h), is its top
 * rather than a walk of cached, which made growing sizes quadratic.
 * nsizes stays within cached.cap / 2 + 1. */
struct bestfit_pool {
    const struct policy_env *env;
    uint64_t round;
    struct u64map live;
    struct u64map cached;
    uint64_t allocated, cached_bytes, ncached;
    uint64_t *sizes;
    uint64_t nsizes, capsizes;
};

enum { BF_ROUND };

static void *bf_create(const struct policy_env *env, const uint64_t *values)
{
    struct bestfit_pool *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    p->env = env;
    p->round = values[BF_ROUND];
    u64map_init(&p->live);
    u64map_init(&p->cached);
    return p;
}

static void count(struct bestfit_pool *p, enum policy_stat st)
{
    if (p->env->count)
        p->env->count(p->env->host, st, 1);
}

/* ---- The heap of cached sizes ---------------------------------------------- */

static void sizes_push(struct bestfit_pool *p, uint64_t size)
{
    uint64_t i = p->nsizes++;
    for (; i > 0 && p->sizes[(i - 1) / 2] < size; i = (i - 1) / 2)
        p->sizes[i] = p->sizes[(i - 1) / 2];
    p->sizes[i] = size;
}

static void sizes_pop(struct bestfit_pool *p)
{
    uint64_t last = p->sizes[--p->nsizes], i = 0;
    for (uint64_t c; (c = 2 * i + 1) < p->nsizes; i = c) {
        if (c + 1 < p->nsizes && p->sizes[c + 1] > p->sizes[c])
            c++;
        if (p->sizes[c] <= last)
            break;
        p->sizes[i] = p->sizes[c];
    }
    if (p->nsizes)
        p->sizes[i] = last;
}

/* Room to push one size: when the heap holds more than half as many
 * entries as cached has slots, it is rebuilt from cached's sizes (after at
 * least a quarter of cached.cap pushes: O(1) a push). -1 when out of host
 * memory (nothing changed). */
static int sizes_reserve(struct bestfit_pool *p)
{
    uint64_t need = p->cached.cap / 2 + 1;
    if (p->capsizes < need) {
        uint64_t *h = realloc(p->sizes, need * sizeof *h);
        if (!h)
            return -1;
        p->sizes = h;
        p->capsizes = need;
    }
    if (p->nsizes + 1 > need) {
        p->nsizes = 0;
        uint64_t pos = 0, size, top;
        while (u64map_next(&p->cached, &pos, &size, &top))
            sizes_push(p, size);
    }
    return 0;
}

/* A size is no longer cached: drop the heap's top while it is not. */
static void sizes_settle(struct bestfit_pool *p)
{
    while (p->nsizes && !u64map_get(&p->cached, p->sizes[0], NULL))
        sizes_pop(p);
}

/* free_all_blocks: give every cached block back upstream. */
static void release_cached(struct bestfit_pool *p)
{
    for (uint64_t i = 0; i < p->cached.cap; i++) {
        if (p->cached.slots[i].key == U64MAP_EMPTY)
            continue;
        for (struct bf_block *b = (struct bf_block *)(uintptr_t)p->cached.slots[i].val, *n; b; b = n) {
            n = b->next;
            p->env->release(p->env->host, b->addr, b->size);
            free(b);
        }
    }
    u64map_free(&p->cached);
    p->cached_bytes = p->ncached = p->nsizes = 0;
}

static void bf_destroy(void *self)
{
    struct bestfit_pool *p = self;
    release_cached(p);
    for (uint64_t i = 0; i < p->live.cap; i++) {
        if (p->live.slots[i].key == U64MAP_EMPTY)
            continue;
        struct bf_block *b = (struct bf_block *)(uintptr_t)p->live.slots[i].val;
        p->env->release(p->env->host, b->addr, b->size);
        free(b);
    }
    u64map_free(&p->live);
    free(p->sizes);
    free(p);
}

static int bf_alloc(void *self, uint64_t size, uint32_t stream, uint64_t *addr)
{
    struct bestfit_pool *p = self;
    if (size > UINT64_MAX - p->round)
        return POLICY_NO_DEVICE_MEMORY;
    /* the host memory it may need first, so that running out changes nothing */
    if (u64map_reserve(&p->live, 1) || u64map_reserve(&p->cached, 1))
        return POLICY_NO_HOST_MEMORY;
    uint64_t rounded = round_up_to(size, p->round);
    uint64_t *top = u64map_find(&p->cached, rounded);
    struct bf_block *b;
    if (top) {
        b = (struct bf_block *)(uintptr_t)*top;
        if (b->next)
            *top = (uint64_t)(uintptr_t)b->next;
        else if (u64map_del(&p->cached, rounded, NULL))
            sizes_settle(p);
        p->cached_bytes -= rounded;
        p->ncached--;
        count(p, POLICY_STAT_CACHE_HIT);
    } else {
        b = malloc(sizeof *b);
        if (!b)
            return POLICY_NO_HOST_MEMORY;
        uint64_t a;
        if (p->env->reserve(p->env->host, rounded, stream, &a) != 0) {
            count(p, POLICY_STAT_OOM_FLUSH);
            release_cached(p);
            if (p->env->reserve(p->env->host, rounded, stream, &a) != 0) {
                free(b);
                return POLICY_NO_DEVICE_MEMORY;
            }
        }
        b->addr = a;
        b->size = rounded;
    }
    b->next = NULL;
    u64map_add(&p->live, b->addr, (uint64_t)(uintptr_t)b); /* reserved above; not live */
    p->allocated += rounded;
    *addr = b->addr;
    return POLICY_OK;
}

static int bf_free(void *self, uint64_t addr, uint32_t stream)
{
    struct bestfit_pool *p = self;
    uint64_t v;
    (void)stream;
    if (u64map_reserve(&p->cached, 1) || sizes_reserve(p))
        return POLICY_NO_HOST_MEMORY;
    if (!u64map_del(&p->live, addr, &v)) {
        assert(!"bestfit: free of an address that is not allocated");
        return POLICY_OK;
    }
    struct bf_block *b = (struct bf_block *)(uintptr_t)v;
    p->allocated -= b->size;
    uint64_t *top = u64map_find(&p->cached, b->size);
    b->next = top ? (struct bf_block *)(uintptr_t)*top : NULL;
    if (top) {
        *top = (uint64_t)(uintptr_t)b;
    } else {
        sizes_push(p, b->size);                                  /* reserved above */
        u64map_add(&p->cached, b->size, (uint64_t)(uintptr_t)b); /* reserved above */
    }
    p->cached_bytes += b->size;
    p->ncached++;
    return POLICY_OK;
}

static void bf_usage(const void *self, struct policy_usage *u, bool with_free)
{
    const struct bestfit_pool *p = self;
    u->allocated = p->allocated;
    u->reserved = p->allocated + p->cached_bytes;
    u->free_bytes = u->largest_free = 0;
    if (with_free) {
        u->free_bytes = p->cached_bytes;
        u->largest_free = p->nsizes ? p->sizes[0] : 0;
    }
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static bool bf_valid(const void *self)
{
    const struct bestfit_pool *p = self;
    uint64_t live = 0, livebytes = 0, cached = 0, cachedbytes = 0;
    for (uint64_t i = 0; i < p->live.cap; i++) {
        if (p->live.slots[i].key == U64MAP_EMPTY)
            continue;
        const struct bf_block *b = (const struct bf_block *)(uintptr_t)p->live.slots[i].val;
        if (b->addr != p->live.slots[i].key || b->size % p->round != 0 || b->next)
            return false;
        live++;
        livebytes += b->size;
    }
    for (uint64_t i = 0; i < p->cached.cap; i++) {
        if (p->cached.slots[i].key == U64MAP_EMPTY)
            continue;
        const struct bf_block *b = (const struct bf_block *)(uintptr_t)p->cached.slots[i].val;
        if (!b)
            return false;
        for (; b; b = b->next) {
            if (b->size != p->cached.slots[i].key || u64map_get(&p->live, b->addr, NULL))
                return false;
            cached++;
            cachedbytes += b->size;
        }
    }
    /* the heap: ordered, its top cached, every cached size in it */
    for (uint64_t i = 1; i < p->nsizes; i++)
        if (p->sizes[i] > p->sizes[(i - 1) / 2])
            return false;
    if (p->nsizes ? !u64map_get(&p->cached, p->sizes[0], NULL) : p->cached.count != 0)
        return false;
    /* NULL when host memory ran out: then membership goes unchecked, not failed */
    uint64_t *sorted = malloc((p->nsizes + 1) * sizeof *sorted), pos = 0, size, top;
    uint64_t in_heap = p->cached.count;
    if (sorted) {
        memcpy(sorted, p->sizes, p->nsizes * sizeof *sorted);
        qsort(sorted, p->nsizes, sizeof *sorted, cmp_u64);
        for (in_heap = 0; u64map_next(&p->cached, &pos, &size, &top);)
            in_heap += bsearch(&size, sorted, p->nsizes, sizeof *sorted, cmp_u64) != NULL;
        free(sorted);
    }
    return live == p->live.count && livebytes == p->allocated && cached == p->ncached &&
           cachedbytes == p->cached_bytes && in_heap == p->cached.count &&
           p->nsizes <= p->cached.cap / 2 + 1;
}

/* Every reservation is one block, live or cached (free); streams are
 * ignored (0). */
static void bf_blocks(const void *self, void (*fn)(void *arg, const struct policy_block *b),
                      void *arg)
{
    const struct bestfit_pool *p = self;
    const struct u64map *maps[] = {&p->live, &p->cached};
    for (int m = 0; m < 2; m++) {
        uint64_t pos = 0, key, val;
        while (u64map_next(maps[m], &pos, &key, &val))
            for (const struct bf_block *b = (const struct bf_block *)(uintptr_t)val; b;
                 b = m ? b->next : NULL)
                fn(arg, &(struct policy_block){.seg_addr = b->addr, .seg_size = b->size,
                                               .addr = b->addr, .size = b->size,
                                               .start = b->addr, .live = !m});
    }
}

static const struct policy_param bf_params[] = {
    {"round", 512, 1, 1ull << 30, "sizes are rounded up to a multiple of this (CuPy: 512)"},
    {0}};

const struct policy_allocator policy_bestfit = {
    .info = {.name = "bestfit",
             .summary = "CuPy before BFC: 512 B rounding, cached blocks reused for the exact size only",
             .params = bf_params},
    .create = bf_create,
    .destroy = bf_destroy,
    .alloc = bf_alloc,
    .free = bf_free,
    .usage = bf_usage,
    .valid = bf_valid,
    .blocks = bf_blocks,
};
