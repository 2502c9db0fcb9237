/* gpurun_launch.cu: one LAUNCH event on the GPU. Its /accesses rows are
 * resolved to the live buffers (hosts/host_launch.c, shared with simrun),
 * the prefetcher's before_launch runs, the replay kernel is queued on the
 * event's stream, then after_launch, then the touched blocks are reported
 * to the evictor and, with --capacity, its victims leave the GPU.
 *
 * The kernel's range descriptors travel in the launch's parameters when
 * there are at most GR_INLINE_RANGES of them (no copy, no extra CUDA call);
 * larger launches go through a pinned staging ring copied with
 * cudaMemcpyAsync on the launch's stream (the ring wraps after a device
 * synchronize, so a copy in flight is never overwritten). Those copies and
 * synchronizes are gpurun's own CUDA calls (CKH: host overhead).
 */
#include "gpurun_run.h"

#include <string.h>

int gr_load_launch(struct gr_run *p, const struct trace_event *e, struct host_launch *lb,
                   struct trace_error *err)
{
    return host_launch_load(lb, p->t, p->all_acc, e, p->addr, p->bufs, p->nbuf, err);
}

void gr_ahead_pop(struct gr_run *p)
{
    while (p->qlen && p->q[p->qhead].row <= p->row) {
        p->qhead++;
        p->qlen--;
    }
    if (!p->qlen)
        p->qhead = 0;
}

/* Descriptors of the current launch's rows [from, from+part) into g; the
 * count kept (ranges with something to touch) and their chunks. */
static uint32_t plan_ranges(struct gr_run *p, size_t from, size_t part, struct gr_range *g,
                            uint64_t *chunks)
{
    uint32_t m = 0;
    for (size_t i = 0; i < part; i++) {
        const struct trace_access *a = &p->cur.acc[from + i];
        struct gr_range *r = &g[m];
        memset(r, 0, sizeof *r);
        r->addr = p->cur.ranges[from + i].addr;
        r->len = a->length;
        r->mode = a->mode;
        r->pattern = a->pattern == TRACE_STRIDED && a->stride == 0 ? (uint8_t)TRACE_SEQUENTIAL
                                                                    : a->pattern;
        r->stride = a->stride;
        r->piece = a->piece ? a->piece : 1;
        r->buf_id = a->buffer;
        r->buf_base = p->cur.base[from + i];
        gr_range_plan(r, p->cfg->seed);
        if (!r->nchunks)
            continue;
        r->chunk0 = *chunks;
        *chunks += r->nchunks;
        m++;
    }
    return m;
}

/* Queue the replay kernel(s) of the current launch on s; the last one
 * carries the launch's ns. */
static void queue_kernel(struct gr_run *p, const struct trace_event *e, cudaStream_t s)
{
    size_t n = p->cur.n, done = 0;
    if (n <= GR_INLINE_RANGES) {
        struct gr_range g[GR_INLINE_RANGES];
        uint64_t chunks = 0;
        uint32_t m = plan_ranges(p, 0, n, g, &chunks);
        CK(p, gr_launch_replay_inline(g, m, chunks, e->ns, p->cfg->check, p->dev_status, s));
        p->r->kernel_ranges += m;
        return;
    }
    do {
        size_t part = n - done > GR_RING ? GR_RING : n - done;
        if (p->ring_pos + part > GR_RING) {
            CKH(p, cudaDeviceSynchronize());
            p->ring_pos = 0;
        }
        struct gr_range *g = p->stage + p->ring_pos;
        uint64_t chunks = 0;
        uint32_t m = plan_ranges(p, done, part, g, &chunks);
        done += part;
        uint64_t ns = done == n ? e->ns : 0;
        if (m)
            CKH(p, cudaMemcpyAsync(p->dev_ring + p->ring_pos, g, m * sizeof *g,
                                   cudaMemcpyHostToDevice, s));
        CK(p, gr_launch_replay(p->dev_ring + p->ring_pos, m, chunks, ns, p->cfg->check,
                               p->dev_status, s));
        p->ring_pos += m;
        p->r->kernel_ranges += m;
    } while (done < n);
}

int gr_do_launch(struct gr_run *p, const struct trace_event *e, struct trace_error *err)
{
    if (gr_load_launch(p, e, &p->cur, err))
        return -1;
    cudaStream_t s = gr_stream(p, e->stream);
    struct policy_launch l = host_launch_policy(&p->cur, e, p->seq);
    gr_ahead_pop(p);
    if (p->pf_self)
        p->cfg->pf->before_launch(p->pf_self, &l);
    queue_kernel(p, e, s);
    gr_timeline_kernel(p, s);
    if (p->pf_self && p->cfg->pf->after_launch)
        p->cfg->pf->after_launch(p->pf_self, &l);
    for (size_t i = 0; i < p->cur.n; i++) {
        const struct policy_range *pr = &p->cur.ranges[i];
        const struct trace_access *a = &p->cur.acc[i];
        if (a->pattern != TRACE_STRIDED || a->stride < (1ull << GR_BLOCK_SHIFT)) {
            gr_ev_touch(p, pr->addr, pr->len, pr->tag, true);
            continue;
        }
        /* pieces 2 MiB or more apart: only their own blocks are touched */
        uint64_t piece = a->piece ? a->piece : 1;
        for (uint64_t o = 0; o < pr->len; o += a->stride)
            gr_ev_touch(p, pr->addr + o, piece < pr->len - o ? piece : pr->len - o, pr->tag,
                        true);
    }
    if (p->ev_self && p->cfg->capacity)
        gr_trim(p, s);
    p->seq++;
    p->r->launches++;
    return 0;
}

void gr_launch_warmup(struct gr_run *p)
{
    cudaStream_t s = gr_stream(p, 0);
    struct gr_range none;
    memset(&none, 0, sizeof none);
    CK(p, gr_launch_replay_inline(&none, 0, 0, 0, 0, p->dev_status, s));
    CK(p, gr_launch_replay(p->dev_ring, 0, 0, 0, 0, p->dev_status, s));
    CK(p, cudaStreamSynchronize(s));
}
