/* gpurun_plan.cu: the planner (gpurun_run.h): it walks the trace's events
 * in order with the policies and emits what each one stands for: an event
 * is BEGIN, its ops, END. The order of calls mirrors simrun's replay loop
 * (sim/sim_replay.c, docs/simrun.md "Time model") so that the two compare
 * like for like; LAUNCH and HOST are their own files (gpurun_launch.cu,
 * gpurun_host.cu). The planner makes no CUDA call, and no decision of it
 * reads a clock (the clock only times the allocator: alloc_wall_ns): what
 * it decides depends on the trace, the policies and the addresses the
 * upstream returned, so the ops are the same whichever thread plans them.
 */
#include "gpurun_run.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

/* The plan fails at the current row with status (the caller writes msg). */
static void fail(struct gr_run *p, const char *status)
{
    snprintf(p->status, sizeof p->status, "%s", status);
    p->failed_row = (int64_t)p->row;
    p->outcome = 1;
}

/* The policy's usage after an ALLOC or FREE: peaks and fragmentation
 * (host_peaks.h). --check also runs the policy's checker (timed runs do
 * not: it walks the policy's whole state). */
static void after_op(struct gr_run *p)
{
    const struct policy_allocator *a = p->cfg->a;
    if (p->cfg->check && a->valid && !a->valid(p->self)) {
        fail(p, "check-failed");
        snprintf(p->msg, sizeof p->msg, "%s: /events row %" PRIu64 ": --check: policy %s: its"
                 " checker found its state inconsistent", trace_path(p->t), p->row, a->info.name);
        return;
    }
    struct policy_usage u;
    host_peaks_after_op(&p->peaks, a, p->self, &u);
    p->allocated = u.allocated;
    p->r->peak_requested_bytes = p->peaks.peak_requested;
    p->r->peak_allocated_bytes = p->peaks.peak_allocated;
    p->r->frag_reserved_at_peak = p->peaks.frag_reserved;
    p->r->frag_free_at_peak = p->peaks.frag_free;
}

/* The allocator's own time (its reserves' waits for the issuer left out). */
static void count_op(struct gr_run *p, uint64_t t0, uint64_t wait0)
{
    p->r->alloc_wall_ns += gr_now_ns() - t0 - (p->reserve_wait_ns - wait0);
    p->r->alloc_ops++;
}

/* ALLOC through the policy, then the initial contents of a host-initialized
 * buffer (simrun: model_um_host write). */
static void do_alloc(struct gr_run *p, const struct trace_event *e)
{
    const struct gr_config *cfg = p->cfg;
    uint64_t size = p->bufs[e->obj].size, t0 = gr_now_ns(), wait0 = p->reserve_wait_ns;
    int arc = cfg->a->alloc(p->self, size, e->stream, &p->addr[e->obj]);
    count_op(p, t0, wait0);
    if (arc == POLICY_NO_HOST_MEMORY)
        gr_die_oom();
    if (arc) {
        fail(p, "oom");
        snprintf(p->msg, sizeof p->msg, "%s: /events row %" PRIu64 ": ALLOC of buffer %" PRIu64
                 " (%" PRIu64 " bytes) failed under policy %s: out of memory (reserved %"
                 PRIu64 " of the cap %" PRIu64 ")", trace_path(p->t), p->row, e->obj, size,
                 cfg->a->info.name, p->reserved, cfg->cap);
        return;
    }
    uint64_t a = p->addr[e->obj];
    if (cfg->check && (a & 3)) {
        fail(p, "check-failed");
        snprintf(p->msg, sizeof p->msg, "%s: /events row %" PRIu64 ": policy %s returned the"
                 " unaligned address 0x%" PRIx64 " (--check needs 4-byte alignment)",
                 trace_path(p->t), p->row, cfg->a->info.name, a);
        return;
    }
    host_peaks_alloc(&p->peaks, size);
    uint32_t s = gr_stream_ix(p, e->stream);
    bool host_init = p->bufs[e->obj].flags & TRACE_FLAG_HOST_INIT;
    if (cfg->check) /* by the CPU when the program's CPU wrote it */
        gr_emit(p, GR_OP_FILL, host_init && cfg->managed, s, a, size, e->obj, 0, 0);
    else if (host_init)
        gr_emit(p, GR_OP_INIT, 0, s, a, size, 0, 0, 0);
    after_op(p);
}

/* FREE through the policy (--check: the buffer is verified first). */
static void do_free(struct gr_run *p, const struct trace_event *e)
{
    uint64_t a = p->addr[e->obj], size = p->bufs[e->obj].size;
    if (p->cfg->check)
        gr_emit(p, GR_OP_VERIFY, 0, gr_stream_ix(p, e->stream), a, size, e->obj, 0, 0);
    uint64_t t0 = gr_now_ns(), wait0 = p->reserve_wait_ns;
    if (p->cfg->a->free(p->self, a, e->stream))
        gr_die_oom();
    count_op(p, t0, wait0);
    p->addr[e->obj] = 0;
    host_peaks_free(&p->peaks, size);
    after_op(p);
}

/* RECORD, WAIT and SYNC to an allocator that follows stream order
 * (host_order.h): it may release memory, so peaks follow. */
static void do_order(struct gr_run *p, const struct trace_event *e)
{
    bool told;
    if (host_order_event(p->cfg->a, p->self, e, &told))
        gr_die_oom();
    if (told)
        after_op(p);
}

static void do_prefetch(struct gr_run *p, const struct trace_event *e)
{
    if (!p->cfg->managed || e->obj >= p->nbuf || !p->addr[e->obj] || !e->b)
        return;
    bool to_gpu = e->mode == TRACE_TO_GPU;
    uint64_t a = p->addr[e->obj] + e->a;
    gr_emit(p, GR_OP_PREFETCH, to_gpu, gr_stream_ix(p, e->stream), a, e->b, GR_CAUSE_PROGRAM,
            0, 0);
    if (to_gpu) {
        p->r->program_prefetch_h2d_calls++;
        gr_ev_touch(p, a, e->b, GR_TAG_OF_BLOCK, false);
    } else {
        p->r->program_prefetch_d2h_calls++;
        gr_ev_leave(p, a, e->b);
    }
}

static void do_advise(struct gr_run *p, const struct trace_event *e)
{
    if (p->cfg->managed && e->obj < p->nbuf && p->addr[e->obj] && e->b)
        gr_emit(p, GR_OP_ADVISE, e->mode, 0, p->addr[e->obj] + e->a, e->b, 0, 0, 0);
}

/* The bytes --timeline shows for an event. */
static uint64_t shown_bytes(const struct gr_run *p, const struct trace_event *e)
{
    if (e->op == TRACE_ALLOC || e->op == TRACE_FREE)
        return e->obj < p->nbuf ? p->bufs[e->obj].size : 0;
    return e->op == TRACE_PREFETCH || e->op == TRACE_HOST ? e->b : 0;
}

void gr_plan(struct gr_run *p)
{
    struct trace_error terr;
    const struct trace_event *e;
    int rc = 0;
    while (!p->outcome && !gr_queue_stopped(p) &&
           (rc = gr_source_next(&p->src, &e, &p->row, &terr)) == 1) {
        gr_emit(p, GR_OP_BEGIN, e->op, 0, p->row, e->ns, e->obj, e->stream, 0);
        switch (e->op) {
        case TRACE_ALLOC:
            do_alloc(p, e);
            break;
        case TRACE_FREE:
            do_free(p, e);
            break;
        case TRACE_LAUNCH:
            if (gr_do_launch(p, e, &terr)) {
                snprintf(p->msg, sizeof p->msg, "%s", terr.msg);
                p->outcome = 2;
            }
            break;
        case TRACE_HOST:
            gr_do_host(p, e);
            break;
        case TRACE_PREFETCH:
            do_prefetch(p, e);
            break;
        case TRACE_ADVISE:
            do_advise(p, e);
            break;
        case TRACE_SYNC:
            gr_emit(p, GR_OP_SYNC, e->mode == TRACE_SYNC_STREAM, gr_stream_ix(p, e->stream), 0, 0,
                    0, 0, 0);
            do_order(p, e);
            break;
        case TRACE_ITER:
            p->r->iterations++;
            p->r->samples += e->a;
            break;
        case TRACE_RECORD: {
            uint64_t ix;
            gr_event_ix(p, e->obj, true, &ix);
            gr_emit(p, GR_OP_RECORD, 0, gr_stream_ix(p, e->stream), ix, 0, 0, 0, 0);
            do_order(p, e);
            break;
        }
        case TRACE_WAIT: {
            uint64_t ix; /* a wait on an event never recorded does nothing (simrun too) */
            if (gr_event_ix(p, e->obj, false, &ix))
                gr_emit(p, GR_OP_WAIT, 0, gr_stream_ix(p, e->stream), ix, 0, 0, 0, 0);
            do_order(p, e);
            break;
        }
        default:
            break;
        }
        gr_emit(p, GR_OP_END, 0, 0, shown_bytes(p, e),
                e->op == TRACE_ALLOC && e->obj < p->nbuf ? p->addr[e->obj] : 0, p->reserved,
                p->allocated, e->op == TRACE_ITER ? e->a : 0); /* e: an ITER's samples */
    }
    if (rc < 0 && !p->outcome) {
        snprintf(p->msg, sizeof p->msg, "%s", terr.msg);
        p->outcome = 2;
    }
    gr_emit(p, GR_OP_STOP, 0, 0, 0, 0, 0, 0, 0);
}
