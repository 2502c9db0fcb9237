/* gpurun_footprint.cu: the safety cap on managed memory (docs/design.md section
 * 6; gpurun.h) and each policy's footprint under it. The footprint of a
 * policy is its peak reserved bytes over the trace, counted in the 2 MiB
 * blocks cudaMallocManaged maps, from a dry replay of ALLOC and FREE over a
 * fake upstream; it is known before anything is allocated, and a policy
 * over the cap is refused (exit 2). The executor enforces the cap a second
 * time in its upstream (gpurun_upstream.cu).
 */
#include "gpurun.h"
extern "C" {
#include "host_order.h"
}

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda_runtime.h>

#define GR_CAP_MAX (16ull << 30)
#define GR_2M (2ull << 20)

uint64_t gr_cap(size_t free_bytes, uint64_t user_cap)
{
    uint64_t cap = free_bytes / 2 < GR_CAP_MAX ? free_bytes / 2 : GR_CAP_MAX;
    return user_cap && user_cap < cap ? user_cap : cap;
}

/* ---- the dry replay's upstream: addresses from a counter, bytes counted -------- */

struct dry {
    uint64_t next, reserved, peak;
};

static int dry_reserve(void *host, uint64_t size, uint32_t stream, uint64_t *addr)
{
    struct dry *d = (struct dry *)host;
    (void)stream;
    uint64_t r = (size + GR_2M - 1) & ~(GR_2M - 1); /* what the GPU may hold */
    if (r < size || d->reserved + r > (1ull << 60))
        return -1;
    *addr = d->next;
    d->next += r;
    d->reserved += r;
    if (d->reserved > d->peak)
        d->peak = d->reserved;
    return 0;
}
static void dry_release(void *host, uint64_t addr, uint64_t size)
{
    struct dry *d = (struct dry *)host;
    (void)addr;
    d->reserved -= (size + GR_2M - 1) & ~(GR_2M - 1);
}
static void dry_wait(void *host, uint32_t a, uint32_t b) { (void)host; (void)a; (void)b; }
static uint64_t dry_now(void *host) { (void)host; return 0; }
static void dry_count(void *host, enum policy_stat s, uint64_t d) { (void)host; (void)s; (void)d; }

/* Peak upstream bytes (2 MiB-rounded) of policy i over the trace; -1 on a
 * read error or when the policy cannot serve the trace at all. */
static int footprint(const struct gpurun *g, int i, uint64_t *peak, struct trace_error *err)
{
    const struct policy_allocator *a = g->o.alloc[i];
    struct dry d = { 1ull << 40, 0, 0 };
    struct policy_env env;
    memset(&env, 0, sizeof env);
    env.host = &d;
    env.reserve = dry_reserve;
    env.release = dry_release;
    env.stream_wait = dry_wait;
    env.now_ns = dry_now;
    env.count = dry_count;
    void *self = a->create(&env, g->o.values[i]);
    uint64_t *addr = (uint64_t *)calloc(g->nbuf ? g->nbuf : 1, sizeof *addr);
    struct trace_cursor cur;
    if (!self || !addr || trace_cursor_init(&cur, g->t, err)) {
        if (self)
            a->destroy(self);
        free(addr);
        return -1;
    }
    const struct trace_event *e;
    int rc;
    while ((rc = trace_cursor_next(&cur, &e, err)) == 1) {
        if (e->op == TRACE_ALLOC && a->alloc(self, g->bufs[e->obj].size, e->stream, &addr[e->obj]))
            break;
        if (e->op == TRACE_FREE && a->free(self, addr[e->obj], e->stream))
            break; /* out of host memory: the run itself will report it */
        bool told;
        if (host_order_event(a, self, e, &told))
            break;
    }
    trace_cursor_free(&cur);
    a->destroy(self);
    free(addr);
    *peak = d.peak;
    return rc < 0 ? -1 : 0;
}

int gpurun_safety(struct gpurun *g)
{
    uint64_t peaks[GR_MAX_RUNS];
    struct trace_error err;
    for (int i = 0; i < g->o.nspec; i++) /* before the GPU is touched */
        if (footprint(g, i, &peaks[i], &err)) {
            fprintf(stderr, PROG ": %s: policy %s: the dry replay failed: %s\n", g->o.trace,
                    g->o.alloc[i]->info.name, err.msg);
            return 2;
        }
    size_t fr = 0, tot = 0;
    cudaError_t ce = cudaMemGetInfo(&fr, &tot);
    if (ce != cudaSuccess) {
        fprintf(stderr, PROG ": no usable GPU: cudaMemGetInfo: %s\n", cudaGetErrorString(ce));
        return 1;
    }
    g->o.cfg.cap = gr_cap(fr, g->o.user_cap);
    for (int i = 0; i < g->o.nspec; i++)
        if (peaks[i] > g->o.cfg.cap) {
            fprintf(stderr, PROG ": %s: policy %s: refused: its managed footprint of %" PRIu64
                    " bytes (peak reserved over the trace, in 2 MiB blocks) exceeds the cap of %"
                    PRIu64 " bytes (the smaller of 16 GiB and half the %zu bytes free%s);"
                    " nothing was allocated\n", g->o.trace, g->o.alloc[i]->info.name, peaks[i],
                    g->o.cfg.cap, fr, g->o.user_cap ? ", or --cap" : "");
            return 2;
        }
    return 0;
}
