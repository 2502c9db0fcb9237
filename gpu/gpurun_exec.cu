/* gpurun_exec.cu: one trace, one allocator policy, on the real GPU
 * (gpurun_exec.h): the set-up, the event loop, the teardown. The order of
 * calls mirrors simrun's replay loop (sim/sim_replay.c, docs/simrun.md
 * "Time model") so that the two compare like for like: host-side ns of
 * ALLOC, FREE, PREFETCH, ADVISE, SYNC, ITER, RECORD and WAIT is spent
 * (spinning) before the event is issued; LAUNCH and HOST are their own
 * files (gpurun_launch.cu, gpurun_host.cu).
 *
 * What the clock sees (docs/gpurun.md "Host overhead"): the set-up (trace
 * preloaded, the trace's streams created, the replay kernel's module
 * loaded, the host copy of device-memory HOST events allocated) happens
 * before the clock starts and is reported apart as setup_ns; the
 * teardown after the final synchronize is not measured.
 */
#include "gpurun_run.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

volatile uint64_t gr_current_row;
volatile uint64_t gr_progress_count;

/* The policy's usage after an ALLOC or FREE: peaks and fragmentation at
 * the reserved peak. --check also runs the policy's checker (timed runs do
 * not: it walks the policy's whole state). 1 with msg when it fails. */
static int after_op(struct gr_run *p, char *msg, size_t msglen)
{
    const struct policy_allocator *a = p->cfg->a;
    if (p->cfg->check && a->valid && !a->valid(p->self)) {
        snprintf(p->r->status, sizeof p->r->status, "check-failed");
        p->r->failed_row = (int64_t)p->row;
        snprintf(msg, msglen, "%s: /events row %" PRIu64 ": --check: policy %s: its checker"
                 " found its state inconsistent", trace_path(p->t), p->row, a->info.name);
        return 1;
    }
    struct policy_usage u;
    a->usage(p->self, &u, false);
    if (u.allocated > p->r->peak_allocated_bytes)
        p->r->peak_allocated_bytes = u.allocated;
    if (p->r->peak_reserved_bytes > p->seen_peak) {
        p->seen_peak = p->r->peak_reserved_bytes;
        a->usage(p->self, &u, true);
        p->r->frag_reserved_at_peak = u.reserved ? 1.0 - (double)u.allocated / u.reserved : 0;
        p->r->frag_free_at_peak = u.free_bytes ? 1.0 - (double)u.largest_free / u.free_bytes : 0;
    }
    return 0;
}

/* ALLOC through the policy, then the initial contents of a host-initialized
 * buffer (simrun: sim_um_host write). 1 with msg when the policy failed. */
static int do_alloc(struct gr_run *p, const struct trace_event *e, char *msg, size_t msglen)
{
    const struct gr_config *cfg = p->cfg;
    struct gr_results *r = p->r;
    uint64_t size = p->bufs[e->obj].size, t0 = gr_now_ns();
    int arc = cfg->a->alloc(p->self, size, e->stream, &p->addr[e->obj]);
    r->alloc_wall_ns += gr_now_ns() - t0;
    r->alloc_ops++;
    if (arc) {
        snprintf(r->status, sizeof r->status, "oom");
        r->failed_row = (int64_t)p->row;
        snprintf(msg, msglen, "%s: /events row %" PRIu64 ": ALLOC of buffer %" PRIu64
                 " (%" PRIu64 " bytes) failed under policy %s: out of memory (reserved %"
                 PRIu64 " of the cap %" PRIu64 ")", trace_path(p->t), p->row, e->obj, size,
                 cfg->a->info.name, p->reserved, cfg->cap);
        return 1;
    }
    uint64_t a = p->addr[e->obj];
    if (cfg->check && (a & 3)) {
        snprintf(msg, msglen, "%s: /events row %" PRIu64 ": policy %s returned the"
                 " unaligned address 0x%" PRIx64 " (--check needs 4-byte alignment)",
                 trace_path(p->t), p->row, cfg->a->info.name, a);
        return 1;
    }
    p->live += size;
    if (p->live > r->peak_requested_bytes)
        r->peak_requested_bytes = p->live;
    bool host_init = p->bufs[e->obj].flags & TRACE_FLAG_HOST_INIT;
    if (cfg->check) {
        if (host_init && cfg->managed) {
            CK(p, cudaDeviceSynchronize());
            gr_host_fill(a, 0, size, e->obj);
        } else {
            CK(p, gr_launch_fill(a, size, e->obj, gr_stream(p, e->stream)));
        }
    } else if (host_init) {
        if (cfg->managed) { /* the CPU writes the initial contents */
            uint64_t w0 = gr_now_ns();
            memset((void *)(uintptr_t)a, 0x5a, size);
            r->init_ns += gr_now_ns() - w0;
        } else {
            CK(p, cudaMemsetAsync((void *)(uintptr_t)a, 0x5a, size, gr_stream(p, e->stream)));
        }
    }
    return after_op(p, msg, msglen);
}

/* FREE through the policy (--check: the buffer is verified first). 1 with
 * msg when the check failed. */
static int do_free(struct gr_run *p, const struct trace_event *e, char *msg, size_t msglen)
{
    struct gr_results *r = p->r;
    uint64_t a = p->addr[e->obj], size = p->bufs[e->obj].size;
    if (p->cfg->check) {
        CK(p, gr_launch_verify(a, size, e->obj, p->dev_status, gr_stream(p, e->stream)));
        if (gr_check_status(p, "before FREE", msg, msglen)) {
            snprintf(r->status, sizeof r->status, "check-failed");
            r->failed_row = (int64_t)p->row;
            return 1;
        }
    }
    uint64_t t0 = gr_now_ns();
    p->cfg->a->free(p->self, a, e->stream);
    r->alloc_wall_ns += gr_now_ns() - t0;
    r->alloc_ops++;
    p->addr[e->obj] = 0;
    p->live -= size;
    return after_op(p, msg, msglen);
}

static void do_prefetch(struct gr_run *p, const struct trace_event *e)
{
    if (!p->cfg->managed || e->obj >= p->nbuf || !p->addr[e->obj] || !e->b)
        return;
    bool to_gpu = e->mode == TRACE_TO_GPU;
    uint64_t a = p->addr[e->obj] + e->a;
    CK(p, cudaMemPrefetchAsync((void *)(uintptr_t)a, e->b, gr_loc(to_gpu), 0,
                               gr_stream(p, e->stream)));
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
    if (!p->cfg->managed || e->obj >= p->nbuf || !p->addr[e->obj] || !e->b)
        return;
    void *a = (void *)(uintptr_t)(p->addr[e->obj] + e->a);
    switch (e->mode) {
    case TRACE_ADVISE_UNSET:
        CK(p, cudaMemAdvise(a, e->b, cudaMemAdviseUnsetReadMostly, gr_loc(true)));
        CK(p, cudaMemAdvise(a, e->b, cudaMemAdviseUnsetPreferredLocation, gr_loc(true)));
        CK(p, cudaMemAdvise(a, e->b, cudaMemAdviseUnsetAccessedBy, gr_loc(true)));
        break;
    case TRACE_ADVISE_READ_MOSTLY:
        CK(p, cudaMemAdvise(a, e->b, cudaMemAdviseSetReadMostly, gr_loc(true)));
        break;
    case TRACE_ADVISE_PREFER_GPU:
        CK(p, cudaMemAdvise(a, e->b, cudaMemAdviseSetPreferredLocation, gr_loc(true)));
        break;
    case TRACE_ADVISE_PREFER_CPU:
        CK(p, cudaMemAdvise(a, e->b, cudaMemAdviseSetPreferredLocation, gr_loc(false)));
        break;
    case TRACE_ADVISE_ACCESSED_BY_GPU:
        CK(p, cudaMemAdvise(a, e->b, cudaMemAdviseSetAccessedBy, gr_loc(true)));
        break;
    }
}

/* The set-up before the clock starts: device rings, policies, the trace in
 * memory, the trace's streams, the host copy for device-memory HOST events,
 * the replay kernel's module. 0, or 2 with msg (a read error). */
static int setup(struct gr_run *p, char *msg, size_t msglen)
{
    const struct gr_config *cfg = p->cfg;
    struct trace_error terr;
    CK(p, cudaMallocHost((void **)&p->stage, GR_RING * sizeof *p->stage));
    CK(p, cudaMalloc((void **)&p->dev_ring, GR_RING * sizeof *p->dev_ring));
    CK(p, cudaMalloc((void **)&p->dev_status, sizeof *p->dev_status));
    CK(p, cudaMemset(p->dev_status, 0, sizeof *p->dev_status));
    gr_env_init(p);
    if (cfg->managed) {
        p->ev_self = cfg->ev->create(&p->env, cfg->ev_values);
        p->pf_self = p->ev_self ? cfg->pf->create(&p->env, cfg->pf_values) : NULL;
        if (!p->pf_self)
            gr_die_oom();
    }
    p->self = cfg->a->create(&p->up_env, cfg->values);
    if (!p->self)
        gr_die_oom();
    if (gr_preload(p, &terr) || gr_source_init(p, &p->src, &terr)) {
        snprintf(msg, msglen, "%s", terr.msg);
        return 2;
    }
    /* with the events in memory: every trace stream, the largest HOST and
     * the largest launch (its rows' arrays allocated now) */
    uint64_t host_max = 0, rows_max = 0;
    for (uint64_t i = 0; p->all_ev && i < trace_nevents(p->t); i++) {
        const struct trace_event *e = &p->all_ev[i];
        if (e->op == TRACE_HOST && e->b > host_max)
            host_max = e->b;
        if (e->op == TRACE_LAUNCH && e->b > rows_max)
            rows_max = e->b;
        if (e->op == TRACE_ALLOC || e->op == TRACE_FREE || e->op == TRACE_LAUNCH ||
            e->op == TRACE_PREFETCH || e->op == TRACE_SYNC || e->op == TRACE_RECORD ||
            e->op == TRACE_WAIT)
            gr_stream(p, e->stream);
    }
    if (rows_max > GR_RING) /* larger ones grow when they come */
        rows_max = GR_RING;
    if (host_launch_reserve(&p->cur, rows_max) ||
        (p->env.peek_launch && host_launch_reserve(&p->peek, rows_max)))
        gr_die_oom();
    if (!cfg->managed && host_max) {
        p->hostbuf = (char *)malloc(host_max);
        if (!p->hostbuf)
            gr_die_oom();
        /* the program's array exists: its pages too. Not 0: the compiler
         * may turn malloc + memset(0) into calloc, which leaves fresh
         * pages untouched, and their first-touch faults then land in the
         * first HOST events (etl-2-device, 58 MiB: 27.5 ms of HOST touches,
         * 4.3 ms once fixed; docs/validation.md). */
        memset(p->hostbuf, 0x5a, host_max);
        p->hostbuf_len = host_max;
    }
    gr_launch_warmup(p);
    CK(p, cudaDeviceSynchronize());
    return 0;
}

static void teardown(struct gr_run *p)
{
    const struct gr_config *cfg = p->cfg;
    for (size_t i = 0; i < p->nresv; i++)
        CK(p, cudaFree((void *)(uintptr_t)p->resv[i].addr));
    if (p->pf_self)
        cfg->pf->destroy(p->pf_self);
    if (p->ev_self)
        cfg->ev->destroy(p->ev_self);
    CK(p, cudaDeviceSynchronize());
    for (size_t i = 0; i < p->nstreams; i++)
        CK(p, cudaStreamDestroy(p->streams[i]));
    for (size_t i = 0; i < p->nevents; i++)
        CK(p, cudaEventDestroy(p->events[i]));
    if (p->join)
        CK(p, cudaEventDestroy(p->join));
    CK(p, cudaFreeHost(p->stage));
    CK(p, cudaFree(p->dev_ring));
    CK(p, cudaFree(p->dev_status));
    free(p->hostbuf);
    if (p->ahead_open)
        gr_source_free(&p->ahead);
    gr_source_free(&p->src);
    gr_preload_free(p);
    host_launch_free(&p->cur);
    host_launch_free(&p->peek);
    free(p->q);
    free(p->streams);
    free(p->events);
    free(p->resv);
    free(p->addr);
    u64map_free(&p->stream_ix);
    u64map_free(&p->event_ix);
    gr_view_free(p);
}

int gr_execute(struct trace *t, const struct trace_buffer *bufs, uint64_t nbuf,
               const struct gr_config *cfg, struct gr_results *r, char *msg, size_t msglen)
{
    memset(r, 0, sizeof *r);
    snprintf(r->status, sizeof r->status, "ok");
    r->failed_row = -1;
    struct gr_run run;
    memset(&run, 0, sizeof run);
    struct gr_run *p = &run;
    p->cfg = cfg;
    p->r = r;
    p->t = t;
    p->bufs = bufs;
    p->nbuf = nbuf;
    p->next_stream = 1u << 31;
    p->next_event = 1ull << 63;
    gr_cur_run = p;
    u64map_init(&p->stream_ix);
    u64map_init(&p->event_ix);
    u64map_init(&p->leaf_ix);
    host_launch_init(&p->cur);
    host_launch_init(&p->peek);
    p->addr = (uint64_t *)calloc(nbuf ? nbuf : 1, sizeof *p->addr);
    if (!p->addr)
        gr_die_oom();
    uint64_t s0 = gr_now_ns();
    int out = setup(p, msg, msglen);
    r->setup_ns = gr_now_ns() - s0;
    r->cuda_ns = r->harness_cuda_ns = 0; /* the set-up is not part of the run */

    struct trace_error terr;
    const struct trace_event *e;
    int rc = 0;
    gr_timeline_start(p);
    uint64_t start = gr_now_ns(), last = start, lastshow = start, other_last = 0;
    bool seen[TRACE_WAIT + 1] = { false }; /* op kinds met: their first event is warm-up */
    while (!out && (rc = gr_source_next(&p->src, &e, &p->row, &terr)) == 1) {
        gr_current_row = p->row;
        if (cfg->progress && (p->row & 0x3ff) == 0 && gr_now_ns() - lastshow > 1000000000u) {
            lastshow = gr_now_ns();
            fprintf(stderr, "\rgpurun: %s: %" PRIu64 " of %" PRIu64 " events", cfg->a->info.name,
                    p->row, trace_nevents(t));
        }
        /* host time before the event (HOST: after its touches) */
        if (e->op != TRACE_LAUNCH && e->op != TRACE_HOST && e->ns)
            gr_spin_until(p, last + e->ns);
        gr_timeline_event_begin(p);
        switch (e->op) {
        case TRACE_ALLOC:
            out = do_alloc(p, e, msg, msglen);
            break;
        case TRACE_FREE:
            out = do_free(p, e, msg, msglen);
            break;
        case TRACE_LAUNCH:
            if (gr_do_launch(p, e, &terr)) {
                snprintf(msg, msglen, "%s", terr.msg);
                out = 2;
            }
            break;
        case TRACE_HOST:
            if (gr_do_host(p, e, msg, msglen)) {
                snprintf(r->status, sizeof r->status, "check-failed");
                r->failed_row = (int64_t)p->row;
                out = 1;
            }
            break;
        case TRACE_PREFETCH:
            do_prefetch(p, e);
            break;
        case TRACE_ADVISE:
            do_advise(p, e);
            break;
        case TRACE_SYNC:
            if (e->mode == TRACE_SYNC_STREAM)
                CK(p, cudaStreamSynchronize(gr_stream(p, e->stream)));
            else
                CK(p, cudaDeviceSynchronize());
            break;
        case TRACE_ITER:
            r->iterations++;
            r->samples += e->a;
            break;
        case TRACE_RECORD:
            CK(p, cudaEventRecord(gr_event(p, e->obj, true), gr_stream(p, e->stream)));
            break;
        case TRACE_WAIT: {
            cudaEvent_t ev = gr_event(p, e->obj, false);
            if (ev) /* a wait on an event never recorded does nothing (simrun too) */
                CK(p, cudaStreamWaitEvent(gr_stream(p, e->stream), ev, 0));
            break;
        }
        default:
            break;
        }
        if (p->tl) {
            bool sized = e->op == TRACE_ALLOC || e->op == TRACE_FREE;
            gr_timeline_event_end(p, e, sized && e->obj < p->nbuf ? p->bufs[e->obj].size
                                        : e->op == TRACE_PREFETCH || e->op == TRACE_HOST ? e->b
                                                                                          : 0);
        }
        r->events++;
        gr_progress_count++;
        /* this event's overhead: the time since the previous one ended (the
         * read of this one included) minus the program's parts */
        uint64_t now = gr_now_ns(), other = r->cuda_ns + r->spin_ns + r->work_ns + r->init_ns;
        if (e->op <= TRACE_WAIT && !seen[e->op]) {
            seen[e->op] = true;
            uint64_t busy = now - last, prog = other - other_last;
            r->overhead_first_ns += busy > prog ? busy - prog : 0;
            r->first_events++;
        }
        last = now;
        other_last = other;
    }
    if (rc < 0 && !out) {
        snprintf(msg, msglen, "%s", terr.msg);
        out = 2;
    }
    CK(p, cudaDeviceSynchronize());
    uint64_t end = gr_now_ns();
    gr_timeline_finish(p);
    r->sim_time_ns = end - start;
    r->loop_ns = end - start;
    /* gpurun's own time in the loop, fixed now (teardown adds CUDA calls) */
    uint64_t other = r->cuda_ns + r->spin_ns + r->work_ns + r->init_ns;
    r->overhead_ns = r->loop_ns > other ? r->loop_ns - other : 0;
    if (r->overhead_first_ns > r->overhead_ns)
        r->overhead_first_ns = r->overhead_ns;
    /* the figures of the run: what follows (--check's final verify,
     * teardown) makes CUDA calls that are not part of it */
    uint64_t run_cuda_ns = r->cuda_ns, run_harness_ns = r->harness_cuda_ns;
    if (cfg->progress && end - start > 1000000000u)
        fprintf(stderr, "\n");
    /* --check: every live buffer still holds its pattern, and no kernel
     * read a damaged one */
    if (cfg->check && !out) {
        for (uint64_t i = 0; i < nbuf; i++)
            if (p->addr[i])
                CK(p, gr_launch_verify(p->addr[i], bufs[i].size, i, p->dev_status, 0));
        if (gr_check_status(p, "end of the trace", msg, msglen)) {
            snprintf(r->status, sizeof r->status, "check-failed");
            out = 1;
        }
    }
    /* teardown: not part of the measured run (simrun does not count it either) */
    p->teardown = true;
    cfg->a->destroy(p->self);
    if (!out && p->reserved) {
        snprintf(msg, msglen, "%s: policy %s: destroy left %" PRIu64 " bytes reserved upstream"
                 " (a policy bug)", trace_path(t), cfg->a->info.name, p->reserved);
        out = 1;
    }
    teardown(p);
    r->cuda_ns = run_cuda_ns;
    r->harness_cuda_ns = run_harness_ns;
    gr_cur_run = NULL;
    return out;
}
