/* gpurun_launch.cu: one LAUNCH event on the GPU. The planner times it as
 * simrun does (model_kernel_time.h: with --gpu, the profile's roofline for
 * a launch with /work), resolves its
 * /accesses rows to the live buffers (hosts/host_launch.c, shared with
 * simrun), runs the prefetcher's before_launch, plans the replay kernel's
 * range descriptors, runs after_launch, reports the touched blocks to the
 * evictor and, with --capacity, makes its victims leave the GPU; the
 * issuer makes the calls in that order.
 *
 * The kernel's range descriptors travel in the launch's parameters when
 * there are at most GR_INLINE_RANGES of them (no copy, no extra CUDA call);
 * larger launches go through a pinned staging ring copied with
 * cudaMemcpyAsync on the launch's stream. Those copies and the ring's
 * synchronizes are gpurun's own CUDA calls (CKH: host overhead).
 */
#include "gpurun_run.h"

#include <string.h>

#include "model_sat.h"

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

/* The replay kernel(s) of the current launch on stream: at most
 * GR_INLINE_RANGES descriptors in the launch's parameters, more in parts
 * of at most GR_RING through the device ring; the last carries the
 * launch's ns. */
static void plan_kernel(struct gr_run *p, const struct trace_event *e, uint32_t stream)
{
    size_t n = p->cur.n, done = 0;
    uint8_t ring = n > GR_INLINE_RANGES ? GR_KERNEL_RING : 0;
    do {
        size_t part = n - done > GR_RING ? GR_RING : n - done;
        uint64_t first = gr_queue_descs(p, (uint32_t)part), chunks = 0;
        uint32_t m = plan_ranges(p, done, part, p->queue.desc + first % GR_DESCS, &chunks);
        done += part;
        bool last = done == n;
        gr_emit(p, GR_OP_KERNEL, ring | (last ? GR_KERNEL_LAST : 0), stream, first, m, chunks,
                last ? e->ns : 0, 0);
        p->r->kernel_ranges += m;
    } while (done < n);
}

/* The issuer's side: the descriptors of the inline kind go in the launch's
 * parameters; the others are copied into the pinned staging ring and from
 * there to the device ring on the launch's stream (the ring wraps after a
 * device synchronize, so a copy in flight is never overwritten). */
void gr_issue_kernel(struct gr_run *p, const struct gr_op *o, cudaStream_t s)
{
    const struct gr_range *g = p->queue.desc + o->a % GR_DESCS;
    uint32_t m = (uint32_t)o->b;
    if (!(o->mode & GR_KERNEL_RING)) {
        gr_timeline_kernel_begin(p, s);
        CK(p, gr_launch_replay_inline(g, m, o->c, o->d, p->cfg->check, p->dev_status, s));
    } else {
        if (p->ring_pos + m > GR_RING) {
            CKH(p, cudaDeviceSynchronize());
            p->ring_pos = 0;
        }
        if (m) {
            memcpy(p->stage + p->ring_pos, g, m * sizeof *g);
            CKH(p, cudaMemcpyAsync(p->dev_ring + p->ring_pos, p->stage + p->ring_pos,
                                   m * sizeof *g, cudaMemcpyHostToDevice, s));
        }
        gr_timeline_kernel_begin(p, s);
        CK(p, gr_launch_replay(p->dev_ring + p->ring_pos, m, o->c, o->d, p->cfg->check,
                               p->dev_status, s));
        p->ring_pos += m;
    }
    if (o->mode & GR_KERNEL_LAST)
        gr_timeline_kernel(p, s);
}

int gr_do_launch(struct gr_run *p, const struct trace_event *ev, struct trace_error *err)
{
    struct trace_event timed = *ev, *e = &timed;
    if (model_kernel_time_next(&p->kt, ev, &timed.ns, err) || gr_load_launch(p, e, &p->cur, err))
        return -1;
    MODEL_SAT_INC(p->r->kernel_ns, timed.ns);
    uint32_t stream = gr_stream_ix(p, e->stream);
    struct policy_launch l = host_launch_policy(&p->cur, e, p->seq);
    gr_ahead_pop(p);
    if (p->pf_self && p->cfg->pf->before_launch(p->pf_self, &l))
        gr_die_oom();
    plan_kernel(p, e, stream);
    if (p->pf_self && p->cfg->pf->after_launch && p->cfg->pf->after_launch(p->pf_self, &l))
        gr_die_oom();
    for (size_t i = 0; i < p->cur.n; i++) {
        const struct policy_range *pr = &p->cur.ranges[i];
        const struct trace_access *a = &p->cur.acc[i];
        uint64_t piece = a->piece ? a->piece : 1;
        if (a->pattern != TRACE_STRIDED || a->stride < (1ull << GR_BLOCK_SHIFT) ||
            piece >= a->stride) { /* pieces that cover the range: touched once */
            gr_ev_touch(p, pr->addr, pr->len, pr->tag, true);
            continue;
        }
        /* pieces 2 MiB or more apart: only their own blocks are touched */
        for (uint64_t o = 0; o < pr->len; o += a->stride) {
            gr_ev_touch(p, pr->addr + o, piece < pr->len - o ? piece : pr->len - o, pr->tag,
                        true);
            if (a->stride >= pr->len - o) /* the next piece is past the range (or 2^64) */
                break;
        }
    }
    if (p->ev_self && p->cfg->capacity)
        gr_trim(p, stream);
    p->seq++;
    p->r->launches++;
    return 0;
}

void gr_launch_warmup(struct gr_run *p)
{
    cudaStream_t s = gr_stream_at(p, 0); /* trace stream 0 */
    struct gr_range none;
    memset(&none, 0, sizeof none);
    CK(p, gr_launch_replay_inline(&none, 0, 0, 0, 0, p->dev_status, s));
    CK(p, gr_launch_replay(p->dev_ring, 0, 0, 0, 0, p->dev_status, s));
    CK(p, cudaStreamSynchronize(s));
}
