/* rmm_binning.c: the `rmm-binning` allocator, RMM's binning_memory_resource
 * with its bins of fixed_size_memory_resource (rmm/mr/
 * binning_memory_resource.hpp, fixed_size_memory_resource.hpp,
 * src/mr/detail/binning_memory_resource_impl.cpp,
 * fixed_size_memory_resource_impl.cpp, detail/fixed_size_free_list.hpp,
 * detail/stream_ordered_memory_resource.hpp; rapidsai/rmm at 5d50a37b).
 * Each rule names its source:
 *
 * - binning_memory_resource_impl(upstream, min, max): add_bin(1 << i) for
 *   i = min..max; add_bin aligns the size up to 256 and adds a
 *   fixed_size_memory_resource(upstream, size) unless a bin of that size
 *   exists. RMM has no default range (Python's is none: -1); ours is the
 *   replay benchmark's 18..22 (make_binning: 256 KiB .. 4 MiB), over its
 *   upstream make_pool(0), a pool_memory_resource grown from 0 (pool=1:
 *   our rmm-pool with its defaults; pool=0: cuda_memory_resource).
 * - get_resource_ref: the bin of the smallest size >= the request
 *   (resource_bins_.lower_bound on the unaligned size), else upstream; the
 *   upstream serves the request as it is and sees its free.
 * - fixed_size_memory_resource_impl: block_size aligned up to 256; chunk =
 *   block_size * blocks_to_preallocate (default 128); the constructor takes
 *   one chunk from upstream (blocks_from_upstream on cuda_stream_legacy,
 *   our stream 0) and puts its blocks, in address order, on that stream's
 *   list; expand_pool takes one more chunk on the allocating stream. A
 *   chunk goes back upstream only when the resource is destroyed
 *   (release). allocate_from_block: the whole block, no remainder.
 * - fixed_size_free_list: insert = push_back, get_block = the front block
 *   (FIFO per stream).
 * - stream_ordered_memory_resource::get_block, as for rmm-pool: (1) the
 *   stream's own list; (2) else the first other list with a block (the
 *   stream waits on that stream's event); (3) else every other list in the
 *   map is merged into ours, a wait each, and erased; (4) else expand_pool.
 *   deallocate: the block goes to the list of the stream the free is
 *   ordered on. RMM walks its map in event-handle order; we walk streams in
 *   the order they were first used in the bin.
 */
#include "policy.h"
#include "u64map.h"

#include <stdlib.h>

#define BIN_ALIGN 256ull
#define MAX_BINS 31

extern const struct policy_allocator policy_cuda, policy_rmm_pool;

enum { P_MIN_EXP, P_MAX_EXP, P_BLOCKS, P_POOL };

static const struct policy_param binning_params[] = {
    [P_MIN_EXP] = {"min_exp", 18, 0, 30, "smallest bin 2^min_exp bytes (RMM's replay benchmark: 18)"},
    [P_MAX_EXP] = {"max_exp", 22, 0, 30,
                   "largest bin 2^max_exp bytes (benchmark: 22); min_exp > max_exp: no bins"},
    [P_BLOCKS] = {"blocks", 128, 1, 1u << 20,
                  "blocks_to_preallocate: blocks per upstream chunk of a bin (RMM: 128)"},
    [P_POOL] = {"pool", 1, 0, 1,
                "upstream: 1 = pool_memory_resource grown from 0 (rmm-pool), 0 = cudaMalloc"},
    {0}};

/* One stream's FIFO of free blocks: a ring of n addresses from head, cap
 * 0 or a power of two. present: the stream has an entry in RMM's map
 * (stream_free_blocks_). */
struct fifo {
    uint64_t *q;
    uint32_t head, n, cap;
    uint32_t stream;
    bool present;
};

/* Invariants: nfree is the sum of the lists' n; nchunks * blocks ==
 * nlive + nfree; lists are in the order the streams were first used. */
struct bin {
    uint64_t size, chunk;
    struct fifo *lists;
    uint32_t nlists, caplists;
    uint64_t nchunks, nlive, nfree;
};

/* Invariants: live maps each address handed out from a bin to the bin's
 * index (those served upstream are the upstream's to know), chunks the
 * base of each bin's chunk to the bin's index; bins[i].size
 * is 2^(exp0 + i); idle is the sum over bins of nchunks * chunk - nlive *
 * size, the bytes of the bins' chunks no live block holds (usage asks for
 * it after every alloc and free). */
struct rmm_binning {
    const struct policy_env *env;
    const struct policy_allocator *up;
    void *upself;
    struct bin bins[MAX_BINS];
    int nbins, exp0;
    uint64_t blocks;
    struct u64map live, chunks;
    uint64_t idle;
    bool broken; /* a bin's first chunk could not be reserved */
};

static void count(const struct policy_env *env, enum policy_stat stat)
{
    if (env->count)
        env->count(env->host, stat, 1);
}

/* ---- fixed_size_memory_resource ---------------------------------------------- */

/* f's ring grown to hold extra more addresses. Returns 0 or -1 (host
 * memory). */
static int fifo_grow(struct fifo *f, uint64_t extra)
{
    uint64_t cap = f->cap ? f->cap : 16;
    while (cap < f->n + extra)
        cap *= 2;
    uint64_t *q = cap > UINT32_MAX ? NULL : malloc(cap * sizeof *q);
    if (!q)
        return -1;
    for (uint32_t i = 0; i < f->n; i++)
        q[i] = f->q[(f->head + i) & (f->cap - 1)];
    free(f->q);
    f->q = q;
    f->head = 0;
    f->cap = (uint32_t)cap;
    return 0;
}

/* Room for extra more addresses in f. Returns 0 or -1 (host memory). */
static inline int fifo_room(struct fifo *f, uint64_t extra)
{
    return f->n + extra <= f->cap ? 0 : fifo_grow(f, extra);
}

static void fifo_push(struct fifo *f, uint64_t addr)
{
    f->q[(f->head + f->n++) & (f->cap - 1)] = addr;
}

static uint64_t fifo_pop(struct fifo *f)
{
    uint64_t addr = f->q[f->head];
    f->head = (f->head + 1) & (f->cap - 1);
    f->n--;
    return addr;
}

/* A new list for stream in bin b; NULL when out of host memory. */
static struct fifo *list_new(struct bin *b, uint32_t stream)
{
    if (b->nlists == b->caplists) {
        uint32_t cap = b->caplists ? 2 * b->caplists : 4;
        struct fifo *l = realloc(b->lists, cap * sizeof *l);
        if (!l)
            return NULL;
        b->lists = l;
        b->caplists = cap;
    }
    b->lists[b->nlists] = (struct fifo){.stream = stream};
    return &b->lists[b->nlists++];
}

/* get_event: stream's list in bin b, made on first use; NULL when out of
 * host memory. */
static inline struct fifo *list_of(struct bin *b, uint32_t stream)
{
    for (uint32_t i = 0; i < b->nlists; i++)
        if (b->lists[i].stream == stream)
            return &b->lists[i];
    return list_new(b, stream);
}

/* blocks_from_upstream: one chunk onto f (which has room). Returns a
 * policy status. */
static int blocks_from_upstream(struct rmm_binning *p, struct bin *b, struct fifo *f)
{
    uint64_t base;
    if (u64map_reserve(&p->chunks, 1))
        return POLICY_NO_HOST_MEMORY;
    int rc = p->up->alloc(p->upself, b->chunk, f->stream, &base);
    if (rc != POLICY_OK)
        return rc;
    u64map_add(&p->chunks, base, (uint64_t)(b - p->bins));
    for (uint64_t i = 0; i < p->blocks; i++)
        fifo_push(f, base + i * b->size);
    f->present = true;
    b->nchunks++;
    b->nfree += p->blocks;
    p->idle += b->chunk;
    return POLICY_OK;
}

/* get_block, steps (2) and (3): a block from another stream's list, else
 * merge (erase) the others; 0 with *addr, or -1. */
static int from_other_streams(struct rmm_binning *p, struct bin *b, struct fifo *me,
                              uint64_t *addr)
{
    const struct policy_env *env = p->env;
    for (uint32_t i = 0; i < b->nlists; i++) {
        struct fifo *o = &b->lists[i];
        if (o != me && o->present && o->n) {
            if (env->stream_wait)
                env->stream_wait(env->host, me->stream, o->stream);
            *addr = fifo_pop(o);
            count(env, POLICY_STAT_STREAM_STEAL);
            return 0;
        }
    }
    for (uint32_t i = 0; i < b->nlists; i++) {
        struct fifo *o = &b->lists[i];
        if (o != me && o->present) { /* merge_lists: empty, but waited on */
            if (env->stream_wait)
                env->stream_wait(env->host, me->stream, o->stream);
            o->present = false;
        }
    }
    return -1;
}

/* fixed_size allocate (stream_ordered_memory_resource::allocate). */
static int bin_alloc(struct rmm_binning *p, struct bin *b, uint32_t stream, uint64_t *addr)
{
    struct fifo *me = list_of(b, stream);
    if (!me || fifo_room(me, p->blocks))
        return POLICY_NO_HOST_MEMORY;
    me->present = true;
    if (me->n) { /* (1) */
        *addr = fifo_pop(me);
        count(p->env, POLICY_STAT_CACHE_HIT);
    } else if (from_other_streams(p, b, me, addr) == 0) { /* (2) */
        count(p->env, POLICY_STAT_CACHE_HIT);
    } else { /* (4) expand_pool */
        int rc = blocks_from_upstream(p, b, me);
        if (rc != POLICY_OK)
            return rc;
        *addr = fifo_pop(me);
    }
    b->nfree--;
    b->nlive++;
    p->idle -= b->size;
    return POLICY_OK;
}

/* ---- binning_memory_resource ---------------------------------------------------- */

static void binning_destroy(void *self)
{
    struct rmm_binning *p = self;
    if (p->upself) /* releases the chunks and the upstream blocks */
        p->up->destroy(p->upself);
    for (int i = 0; i < p->nbins; i++) {
        for (uint32_t j = 0; j < p->bins[i].nlists; j++)
            free(p->bins[i].lists[j].q);
        free(p->bins[i].lists);
    }
    u64map_free(&p->live);
    u64map_free(&p->chunks);
    free(p);
}

/* add_bin(1 << e) with its fixed_size_memory_resource constructor. Returns
 * 0, or -1 when out of host memory. */
static int add_bin(struct rmm_binning *p, uint64_t e)
{
    uint64_t size = ((1ull << e) + BIN_ALIGN - 1) & ~(BIN_ALIGN - 1);
    if (p->nbins && p->bins[p->nbins - 1].size == size)
        return 0;
    if (!p->nbins) /* 2^exp0: e, or 8 for the sizes aligned up to 256 */
        p->exp0 = size == 1ull << e ? (int)e : 8;
    struct bin *b = &p->bins[p->nbins++];
    *b = (struct bin){.size = size, .chunk = size * p->blocks};
    struct fifo *f = list_of(b, 0);
    if (!f || fifo_room(f, p->blocks))
        return -1;
    int rc = p->broken ? POLICY_NO_DEVICE_MEMORY : blocks_from_upstream(p, b, f);
    if (rc == POLICY_NO_HOST_MEMORY)
        return -1;
    p->broken |= rc != POLICY_OK; /* RMM's constructor throws */
    return 0;
}

static void *binning_create(const struct policy_env *env, const uint64_t *v)
{
    struct rmm_binning *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    p->env = env;
    p->blocks = v[P_BLOCKS];
    u64map_init(&p->live);
    u64map_init(&p->chunks);
    p->up = v[P_POOL] ? &policy_rmm_pool : &policy_cuda;
    uint64_t upv[POLICY_MAX_PARAMS];
    char err[128];
    if (policy_parse_params(&p->up->info, NULL, upv, err, sizeof err) != 0 ||
        !(p->upself = p->up->create(env, upv))) {
        binning_destroy(p);
        return NULL;
    }
    for (uint64_t e = v[P_MIN_EXP]; e <= v[P_MAX_EXP]; e++)
        if (add_bin(p, e)) {
            binning_destroy(p);
            return NULL;
        }
    return p;
}

/* get_resource_ref: the smallest bin that holds size, or NULL: the one of
 * 2^ceil(log2 size) bytes, the first if that is smaller. */
static struct bin *bin_for(struct rmm_binning *p, uint64_t size)
{
    int e = size <= 1 ? 0 : 64 - __builtin_clzll(size - 1), i = e - p->exp0;
    i = i < 0 ? 0 : i;
    return i < p->nbins ? &p->bins[i] : NULL;
}

static int binning_alloc(void *self, uint64_t size, uint32_t stream, uint64_t *addr)
{
    struct rmm_binning *p = self;
    if (p->broken)
        return POLICY_NO_DEVICE_MEMORY;
    struct bin *b = bin_for(p, size);
    if (!b)
        return p->up->alloc(p->upself, size, stream, addr);
    if (u64map_reserve(&p->live, 1))
        return POLICY_NO_HOST_MEMORY;
    int rc = bin_alloc(p, b, stream, addr);
    if (rc == POLICY_OK)
        u64map_put(&p->live, *addr, (uint64_t)(b - p->bins));
    return rc;
}

static int binning_free(void *self, uint64_t addr, uint32_t stream)
{
    struct rmm_binning *p = self;
    uint64_t i;
    if (!u64map_get(&p->live, addr, &i)) /* served upstream */
        return p->up->free(p->upself, addr, stream);
    struct bin *b = &p->bins[i];
    struct fifo *f = list_of(b, stream);
    if (!f || fifo_room(f, 1))
        return POLICY_NO_HOST_MEMORY;
    u64map_del(&p->live, addr, NULL);
    fifo_push(f, addr); /* deallocate: onto the free's stream list */
    f->present = true;
    b->nlive--;
    b->nfree++;
    p->idle += b->size;
    return POLICY_OK;
}

static void binning_usage(const void *self, struct policy_usage *u, bool with_free)
{
    const struct rmm_binning *p = self;
    p->up->usage(p->upself, u, with_free);
    u->allocated -= p->idle; /* chunks are the upstream's, blocks ours */
    for (int i = 0; with_free && i < p->nbins; i++) {
        const struct bin *b = &p->bins[i];
        u->free_bytes += b->nfree * b->size;
        if (b->nfree && b->size > u->largest_free)
            u->largest_free = b->size;
    }
}

/* What blocks passes on to its caller. */
struct binning_walk {
    const struct rmm_binning *p;
    void (*fn)(void *arg, const struct policy_block *b);
    void *arg;
};

/* An upstream block as it is, but a bin's chunk as its blocks. */
static void bin_blocks(void *arg, const struct policy_block *up)
{
    const struct binning_walk *w = arg;
    uint64_t i;
    if (!up->live || up->addr != up->start || !u64map_get(&w->p->chunks, up->addr, &i)) {
        w->fn(w->arg, up);
        return;
    }
    const struct bin *b = &w->p->bins[i];
    struct policy_block x = *up;
    for (x.addr = up->addr; x.addr < up->addr + b->chunk; x.addr += b->size) {
        x.start = x.addr;
        x.size = b->size;
        x.live = u64map_get(&w->p->live, x.addr, NULL);
        w->fn(w->arg, &x);
    }
}

/* The upstream's reservations and blocks, each bin chunk as its blocks
 * (free ones: a bin's, never returned before destroy). */
static void binning_blocks(const void *self, void (*fn)(void *arg, const struct policy_block *b),
                           void *arg)
{
    const struct rmm_binning *p = self;
    struct binning_walk w = {p, fn, arg};
    p->up->blocks(p->upself, bin_blocks, &w);
}

static bool binning_valid(const void *self)
{
    const struct rmm_binning *p = self;
    uint64_t nlive = 0, idle = 0, nchunks = 0;
    for (int i = 0; i < p->nbins; i++) {
        const struct bin *b = &p->bins[i];
        uint64_t nfree = 0;
        for (uint32_t j = 0; j < b->nlists; j++)
            nfree += b->lists[j].n;
        if (nfree != b->nfree || b->nchunks * p->blocks != b->nlive + b->nfree ||
            b->size != 1ull << (p->exp0 + i))
            return false;
        nlive += b->nlive;
        nchunks += b->nchunks;
        idle += b->nchunks * b->chunk - b->nlive * b->size;
    }
    return nlive == p->live.count && idle == p->idle && nchunks == p->chunks.count &&
           p->up->valid(p->upself);
}

const struct policy_allocator policy_rmm_binning = {
    .info = {.name = "rmm-binning",
             .summary = "RMM's binning_memory_resource: fixed-size bins up to 4 MiB, larger upstream",
             .params = binning_params},
    .create = binning_create,
    .destroy = binning_destroy,
    .alloc = binning_alloc,
    .free = binning_free,
    .usage = binning_usage,
    .valid = binning_valid,
    .blocks = binning_blocks,
};
