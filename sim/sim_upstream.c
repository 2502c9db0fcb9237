/* sim_upstream.c: the simulated address space (see sim_upstream.h). */
#include "sim_upstream.h"
#include "model_sat.h"

#include <math.h>
#include <string.h>

enum { ALLOC, FREE }; /* the curves: cudaMalloc's and cudaFree's latency */

/* The latency of a call of size bytes on curve which, in whole ns, as the
 * profile gives it. */
static uint64_t curve_cost(const struct sim_upstream *u, int which, uint64_t size)
{
    return model_ns(model_curve_ns(u->cost[which], size));
}

/* The latency of a call of size bytes on curve which that maps or unmaps
 * none of the driver's 2 MiB blocks (sim_cuda_blocks.h): the curve's; on
 * device memory, for a request under 2 MiB, the curve's points under
 * 2 MiB describe it (the calibration measures them while a small
 * allocation of its own keeps the driver's first block mapped), flat past
 * the last of them. Memoized in slot i of the curve's memo. */
static uint64_t memo_cost(struct sim_upstream *u, int which, uint64_t size, size_t i)
{
    double last = u->small_last[which];
    uint64_t at = size;
    if (u->device && sim_cuda_blocks_packed(size) && last > 0 && (double)size > last)
        at = (uint64_t)last;
    u->memo[which].key[i] = size + 1;
    return u->memo[which].ns[i] = curve_cost(u, which, at);
}

/* memo_cost, looked up in the memo first. (A call that maps or unmaps a
 * block on device memory costs that of 2 MiB: cost(u, which,
 * SIM_CUDA_BLOCK).) */
static inline uint64_t cost(struct sim_upstream *u, int which, uint64_t size)
{
    const struct sim_cost_memo *m = &u->memo[which];
    size_t i = (size_t)((size * 0x9E3779B97F4A7C15ull) >> (64 - SIM_COST_MEMO_BITS));
    if (m->key[i] == size + 1 && size != UINT64_MAX) /* its key is 0, an empty slot's */
        return m->ns[i];
    return memo_cost(u, which, size, i);
}

/* A synchronizing runtime call waits for the device first. */
static void sync(struct sim_upstream *u)
{
    uint64_t before = u->tl->host_wait_ns;
    sim_timeline_sync_device(u->tl);
    u->sync_wait_ns += u->tl->host_wait_ns - before;
}

/* Then the host pays the call's latency, ns. */
static uint64_t charge(struct sim_upstream *u, uint64_t ns)
{
    sim_timeline_host_call(u->tl, ns);
    return ns;
}

static int up_reserve(void *host, uint64_t size, uint32_t stream, uint64_t *addr)
{
    struct sim_upstream *u = host;
    (void)stream; /* no sync: cudaMalloc returns while kernels run (sim_upstream.h) */
    if (size == 0 || size > u->capacity - u->reserved) {
        if (u->charging) /* a failing cudaMalloc costs its latency too */
            MODEL_SAT_INC(u->alloc_ns, charge(u, curve_cost(u, ALLOC, size)));
        u->failed++;
        return -1;
    }
    bool packed = sim_cuda_blocks_packed(size);
    uint64_t span = packed ? SIM_CUDA_BLOCK
                           : (size + SIM_UPSTREAM_ALIGN - 1) & ~(SIM_UPSTREAM_ALIGN - 1);
    if (span > u->next_addr - SIM_UPSTREAM_ALIGN) { /* keep off address 0: "not live" */
        u->exhausted = true;
        return -1;
    }
    int mapped = 0; /* a packed request that mapped a new block */
    if (packed) {
        mapped = sim_cuda_blocks_alloc(&u->blocks, size, u->next_addr - SIM_CUDA_BLOCK, addr);
        if (mapped == 1)
            u->next_addr -= SIM_CUDA_BLOCK;
    } else {
        u->next_addr -= span;
        *addr = u->next_addr; /* top-down: see sim_upstream.h */
    }
    if (mapped < 0 || u64map_reserve(&u->live, 1)) {
        u->oom = true;
        return -1;
    }
    u64map_add(&u->live, *addr, size); /* no live reservation has this address */
    u->reserved += size;
    if (u->reserved > u->peak_reserved)
        u->peak_reserved = u->reserved;
    uint64_t extra = u->on_reserve ? u->on_reserve(u->hook_arg, *addr, size) : 0;
    if (u->charging) {
        uint64_t at = u->device && mapped ? SIM_CUDA_BLOCK : size;
        MODEL_SAT_INC(u->alloc_ns, charge(u, model_sat_add(extra, cost(u, ALLOC, at))));
        u->allocs++;
    }
    return 0;
}

static void up_release(void *host, uint64_t addr, uint64_t size)
{
    struct sim_upstream *u = host;
    const uint64_t *live_size = u64map_find(&u->live, addr);
    if (!live_size || *live_size != size) {
        u->bad_release = true;
        return;
    }
    if (u->charging)
        sync(u);
    uint64_t extra = u->on_release ? u->on_release(u->hook_arg, addr, size) : 0;
    u64map_del(&u->live, addr, NULL);
    u->reserved -= size;
    int unmapped = sim_cuda_blocks_packed(size) ? sim_cuda_blocks_release(&u->blocks, addr) : 0;
    if (unmapped < 0) {
        u->oom = true;
        unmapped = 0;
    }
    if (u->charging) {
        uint64_t at = u->device && unmapped ? SIM_CUDA_BLOCK : size;
        MODEL_SAT_INC(u->free_ns, charge(u, model_sat_add(extra, cost(u, FREE, at))));
        u->frees++;
    }
}

static void up_stream_wait(void *host, uint32_t waiter, uint32_t stream)
{
    struct sim_upstream *u = host;
    sim_timeline_stream_wait(u->tl, waiter, stream);
}

static void up_stream_sync(void *host, uint32_t stream)
{
    struct sim_upstream *u = host;
    sim_timeline_sync_stream(u->tl, stream);
}

static uint64_t up_device_mark(void *host)
{
    struct sim_upstream *u = host;
    return sim_timeline_mark(u->tl);
}

static bool up_mark_done(void *host, uint32_t stream, uint64_t mark)
{
    struct sim_upstream *u = host;
    return sim_timeline_mark_done(u->tl, stream, mark);
}

static uint64_t up_capacity(void *host)
{
    struct sim_upstream *u = host;
    return u->capacity;
}

static uint64_t up_now_ns(void *host)
{
    struct sim_upstream *u = host;
    return u->tl->host_ns;
}

static void up_count(void *host, enum policy_stat stat, uint64_t delta)
{
    struct sim_upstream *u = host;
    if ((unsigned)stat < POLICY_STAT_COUNT && u->charging)
        u->counts[stat] += delta;
}

void sim_upstream_init(struct sim_upstream *u, struct sim_timeline *tl,
                       const struct model_profile *p, enum sim_upstream_kind kind,
                       uint64_t capacity)
{
    memset(u, 0, sizeof *u);
    u->env = (struct policy_env){
        .host = u,
        .reserve = up_reserve,
        .release = up_release,
        .stream_wait = up_stream_wait,
        .now_ns = up_now_ns,
        .count = up_count,
        .stream_sync = up_stream_sync,
        .device_mark = up_device_mark, /* the stream-ordered pools' completed frees */
        .mark_done = up_mark_done,
        .gpu_capacity = up_capacity, /* rmm-arena's size, caching's memory_fraction */
    };
    u->tl = tl;
    u->cost[ALLOC] = kind == SIM_UPSTREAM_MANAGED ? &p->managed_malloc_ns : &p->malloc_ns;
    u->cost[FREE] = kind == SIM_UPSTREAM_MANAGED ? &p->managed_free_ns : &p->free_ns;
    for (int w = ALLOC; w <= FREE; w++)
        for (int i = 0; i < u->cost[w]->n; i++)
            if (u->cost[w]->size[i] < (double)SIM_CUDA_BLOCK)
                u->small_last[w] = u->cost[w]->size[i];
    u->capacity = capacity;
    u->next_addr = SIM_UPSTREAM_TOP;
    u->charging = true;
    u->device = kind == SIM_UPSTREAM_DEVICE;
    u64map_init(&u->live);
    sim_cuda_blocks_init(&u->blocks);
}

void sim_upstream_free(struct sim_upstream *u)
{
    u64map_free(&u->live);
    sim_cuda_blocks_free(&u->blocks);
}

const char *sim_upstream_kind_name(enum sim_upstream_kind k)
{
    return k == SIM_UPSTREAM_MANAGED ? "managed" : "device";
}

int sim_upstream_parse_kind(const char *s, enum sim_upstream_kind *k)
{
    if (strcmp(s, "device") == 0)
        *k = SIM_UPSTREAM_DEVICE;
    else if (strcmp(s, "managed") == 0)
        *k = SIM_UPSTREAM_MANAGED;
    else
        return -1;
    return 0;
}

#ifndef NDEBUG
bool sim_upstream_valid(const struct sim_upstream *u)
{
    uint64_t sum = 0;
    uint64_t pos = 0, addr, size;
    while (u64map_next(&u->live, &pos, &addr, &size))
        sum += size;
    return sum == u->reserved && u->reserved <= u->capacity &&
           u->peak_reserved >= u->reserved && u64map_valid(&u->live) &&
           sim_cuda_blocks_valid(&u->blocks);
}
#endif
