/* gpurun_exec.cu: one trace, one allocator policy, on the real GPU
 * (gpurun_exec.h): the set-up, the issuer's loop, the teardown. The
 * planner (gpurun_plan.cu) runs in a thread of its own and the issuer
 * makes its ops' calls in order: host-side ns of ALLOC, FREE, PREFETCH,
 * ADVISE, SYNC, ITER, RECORD and WAIT is spent (spinning) before the
 * event's calls, as simrun's replay loop does (sim/sim_replay.c,
 * docs/simrun.md "Time model").
 *
 * What the clock sees (docs/gpurun.md "Host overhead"): the set-up (trace
 * preloaded, the trace's streams created, the replay kernel's module
 * loaded, the host copy of device-memory HOST events allocated) happens
 * before the clock starts and is reported apart as setup_ns; the
 * teardown after the final synchronize is not measured.
 */
#include "gpurun_run.h"

#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

volatile uint64_t gr_current_row;
volatile uint64_t gr_progress_count;

/* An advice, as the trace names it. */
static void issue_advise(struct gr_run *p, const struct gr_op *o)
{
    void *a = (void *)(uintptr_t)o->a;
    switch (o->mode) {
    case TRACE_ADVISE_UNSET:
        CK(p, cudaMemAdvise(a, o->b, cudaMemAdviseUnsetReadMostly, gr_loc(true)));
        CK(p, cudaMemAdvise(a, o->b, cudaMemAdviseUnsetPreferredLocation, gr_loc(true)));
        CK(p, cudaMemAdvise(a, o->b, cudaMemAdviseUnsetAccessedBy, gr_loc(true)));
        break;
    case TRACE_ADVISE_READ_MOSTLY:
        CK(p, cudaMemAdvise(a, o->b, cudaMemAdviseSetReadMostly, gr_loc(true)));
        break;
    case TRACE_ADVISE_PREFER_GPU:
        CK(p, cudaMemAdvise(a, o->b, cudaMemAdviseSetPreferredLocation, gr_loc(true)));
        break;
    case TRACE_ADVISE_PREFER_CPU:
        CK(p, cudaMemAdvise(a, o->b, cudaMemAdviseSetPreferredLocation, gr_loc(false)));
        break;
    case TRACE_ADVISE_ACCESSED_BY_GPU:
        CK(p, cudaMemAdvise(a, o->b, cudaMemAdviseSetAccessedBy, gr_loc(true)));
        break;
    }
}

/* An event starts: the host time before it (HOST: after its touches). */
static void issue_begin(struct gr_run *p, const struct gr_op *o)
{
    p->xrow = o->a;
    p->xop = o->mode;
    gr_current_row = p->xrow;
    if (p->cfg->progress && (p->xrow & 0x3ff) == 0 && gr_now_ns() - p->lastshow > 1000000000u) {
        p->lastshow = gr_now_ns();
        fprintf(stderr, "\rgpurun: %s: %" PRIu64 " of %" PRIu64 " events", p->cfg->a->info.name,
                p->xrow, trace_nevents(p->t));
    }
    if (p->xop != TRACE_LAUNCH && p->xop != TRACE_HOST && o->b)
        gr_spin_until(p, p->last + o->b);
    gr_timeline_event_begin(p, o->c, (uint32_t)o->d);
}

/* An event ends: its overhead is the time since the previous one ended
 * (the wait for its ops included) minus the program's parts. */
static void issue_end(struct gr_run *p, const struct gr_op *o)
{
    struct gr_results *r = p->r;
    uint8_t op = p->xop;
    uint64_t a = o->a, b = o->b, reserved = o->c, allocated = o->d, samples = o->e;
    gr_queue_done(p); /* o is not read below */
    r->events++;
    gr_progress_count++;
    uint64_t now = gr_now_ns(), other = r->cuda_ns + r->spin_ns + r->work_ns + r->init_ns;
    if (op == TRACE_ITER && host_iters_add(&r->iters, now - p->start, samples)) {
        fprintf(stderr, "gpurun: %s: /events row %" PRIu64 ": out of host memory\n",
                trace_path(p->t), p->xrow);
        exit(2);
    }
    uint64_t busy = now - p->last, prog = other - p->other_last;
    uint64_t overhead = busy > prog ? busy - prog : 0;
    if (op <= TRACE_WAIT && !p->seen[op]) {
        p->seen[op] = true;
        r->overhead_first_ns += overhead;
        r->first_events++;
    }
    gr_timeline_event_end(p, op, a, b, reserved, allocated, overhead);
    p->last = now;
    p->other_last = other;
}

/* --check: the status the check kernels left; 1 (status set) on damage. */
static int checked(struct gr_run *p, const char *when)
{
    if (!gr_check_status(p, when, p->xmsg, p->xmsglen))
        return 0;
    snprintf(p->r->status, sizeof p->r->status, "check-failed");
    p->r->failed_row = (int64_t)p->xrow;
    return 1;
}

/* SYNC, RECORD, WAIT, EVENT_SYNC and STREAM_WAIT on stream s. */
static void issue_order(struct gr_run *p, const struct gr_op *o, cudaStream_t s)
{
    switch (o->kind) {
    case GR_OP_SYNC:
        if (o->mode)
            CK(p, cudaStreamSynchronize(s));
        else
            CK(p, cudaDeviceSynchronize());
        break;
    case GR_OP_RECORD:
        CK(p, cudaEventRecord(gr_event_at(p, o->a), s));
        break;
    case GR_OP_WAIT:
        CK(p, cudaStreamWaitEvent(s, gr_event_at(p, o->a), 0));
        break;
    case GR_OP_EVENT_SYNC:
        CK(p, cudaEventSynchronize(gr_event_at(p, o->a)));
        break;
    case GR_OP_STREAM_WAIT: { /* one event recorded and waited on at once serves every
                               * call: cudaStreamWaitEvent takes its state at the call */
        if (!p->join)
            CKH(p, cudaEventCreateWithFlags(&p->join, cudaEventDisableTiming));
        cudaStream_t other = gr_stream_at(p, (uint32_t)o->a);
        CK(p, cudaEventRecord(p->join, other));
        CK(p, cudaStreamWaitEvent(s, p->join, 0));
        break;
    }
    }
}

/* INIT and FILL: a buffer's contents written, by the CPU or on stream s. */
static void issue_contents(struct gr_run *p, const struct gr_op *o, cudaStream_t s)
{
    void *a = (void *)(uintptr_t)o->a;
    if (o->kind == GR_OP_INIT && p->cfg->managed) { /* the CPU writes the initial contents */
        uint64_t w0 = gr_now_ns();
        memset(a, 0x5a, o->b);
        p->r->init_ns += gr_now_ns() - w0;
    } else if (o->kind == GR_OP_INIT) {
        CK(p, cudaMemsetAsync(a, 0x5a, o->b, s));
    } else if (o->mode) {
        CK(p, cudaDeviceSynchronize());
        gr_host_fill(o->a, 0, o->b, o->c);
    } else {
        CK(p, gr_launch_fill(o->a, o->b, o->c, s));
    }
}

int gr_issue(struct gr_run *p, const struct gr_op *o)
{
    /* the op's stream (0 where it has none), made when new by a timed call
     * of its own, never inside the timing of another */
    cudaStream_t s = gr_stream_at(p, o->stream);
    switch (o->kind) {
    case GR_OP_BEGIN: issue_begin(p, o); break;
    case GR_OP_END: issue_end(p, o); break;
    case GR_OP_RESERVE: gr_issue_reserve(p, o->a); break;
    case GR_OP_RELEASE: gr_issue_release(p, o->a); break;
    case GR_OP_PREFETCH: {
        int32_t begin = gr_timeline_copy_begin(p, s);
        CK(p, cudaMemPrefetchAsync((void *)(uintptr_t)o->a, o->b, gr_loc(o->mode), 0, s));
        gr_timeline_copy_end(p, s, begin, o->mode, (uint8_t)o->c, o->b);
        break;
    }
    case GR_OP_ADVISE: issue_advise(p, o); break;
    case GR_OP_SYNC:
    case GR_OP_RECORD:
    case GR_OP_WAIT:
    case GR_OP_EVENT_SYNC:
    case GR_OP_STREAM_WAIT: issue_order(p, o, s); break;
    case GR_OP_KERNEL: gr_issue_kernel(p, o, s); break;
    case GR_OP_INIT:
    case GR_OP_FILL: issue_contents(p, o, s); break;
    case GR_OP_VERIFY:
        CK(p, gr_launch_verify(o->a, o->b, o->c, p->dev_status, s));
        return checked(p, "before FREE");
    case GR_OP_HOST:
        if (gr_issue_host(p, o, p->xmsg, p->xmsglen)) {
            snprintf(p->r->status, sizeof p->r->status, "check-failed");
            p->r->failed_row = (int64_t)p->xrow;
            return 1;
        }
        break;
    case GR_OP_STOP: return 1;
    }
    return 0;
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
    size_t fr = 0, tot = 0;
    CK(p, cudaMemGetInfo(&fr, &tot));
    p->gpu_total = tot;
    gr_stream_at(p, gr_stream_ix(p, 0)); /* index 0 is trace stream 0 */
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
    static const struct model_profile none = {}; /* no --gpu: no rates, the trace's ns */
    model_kernel_time_init(&p->kt, p->t, cfg->kt_profile ? cfg->kt_profile : &none, 0,
                           !cfg->kt_profile);
    p->ahead_kt = p->kt;
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
            gr_stream_at(p, gr_stream_ix(p, e->stream));
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
         * 4.3 ms once fixed, on an H100). */
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
    for (size_t i = 0; i < p->capstreams; i++)
        if (p->streams[i])
            CK(p, cudaStreamDestroy(p->streams[i]));
    for (size_t i = 0; i < p->capevents; i++)
        if (p->events[i])
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
    gr_queue_free(p);
    free(p->q);
    free(p->streams);
    free(p->events);
    free(p->resv);
    free(p->addr);
    u64map_free(&p->stream_ix);
    u64map_free(&p->event_ix);
    gr_view_free(p);
}

static void *planner(void *arg)
{
    gr_plan((struct gr_run *)arg);
    return NULL;
}

/* The run under the clock: the planner in its thread and the issuer here,
 * or both here, one op at a time (--one-thread). */
static void run_events(struct gr_run *p)
{
    if (!p->queue.threaded) {
        gr_plan(p);
        return;
    }
    pthread_t th;
    if (pthread_create(&th, NULL, planner, p)) {
        fprintf(stderr, "gpurun: cannot start the planner thread\n");
        exit(1);
    }
    while (!gr_issue(p, gr_queue_take(p)))
        ;
    gr_queue_stop(p); /* the planner ends at once when the issuer stopped early */
    pthread_join(th, NULL);
}

/* A run's state before the set-up: nothing allocated but the addresses. */
static void init_run(struct gr_run *p, struct trace *t, const struct trace_buffer *bufs,
                     uint64_t nbuf, const struct gr_config *cfg, struct gr_results *r,
                     char *msg, size_t msglen)
{
    memset(r, 0, sizeof *r);
    snprintf(r->status, sizeof r->status, "ok");
    r->failed_row = -1;
    memset(p, 0, sizeof *p);
    p->cfg = cfg;
    p->r = r;
    p->t = t;
    p->bufs = bufs;
    p->nbuf = nbuf;
    p->next_stream = 1u << 31;
    p->next_event = 1ull << 63;
    snprintf(p->status, sizeof p->status, "ok");
    p->failed_row = -1;
    p->xmsg = msg;
    p->xmsglen = msglen;
    u64map_init(&p->stream_ix);
    u64map_init(&p->event_ix);
    u64map_init(&p->leaf_ix);
    host_launch_init(&p->cur);
    host_launch_init(&p->peek);
    gr_queue_init(p, !cfg->one_thread);
    p->addr = (uint64_t *)calloc(nbuf ? nbuf : 1, sizeof *p->addr);
    if (!p->addr)
        gr_die_oom();
}

/* The run's outcome (out: the set-up's): 0 ok, or the plan's or the
 * issuer's failure, with status and msg. */
static int outcome(struct gr_run *p, int out, char *msg, size_t msglen)
{
    struct gr_results *r = p->r;
    if (!out && strcmp(r->status, "ok") == 0 && p->outcome) { /* the plan ended the run */
        memcpy(r->status, p->status, sizeof r->status);
        r->failed_row = p->failed_row;
        snprintf(msg, msglen, "%s", p->msg);
        return p->outcome;
    }
    if (!out && strcmp(r->status, "ok") != 0) /* the issuer did (--check) */
        return 1;
    return out;
}

/* The time figures once the clock stops at end: gpurun's own time in the
 * loop, fixed now (the teardown adds CUDA calls). */
static void time_figures(struct gr_run *p, uint64_t end)
{
    struct gr_results *r = p->r;
    r->time_ns = end - p->start;
    r->loop_ns = end - p->start;
    uint64_t other = r->cuda_ns + r->spin_ns + r->work_ns + r->init_ns;
    r->overhead_ns = r->loop_ns > other ? r->loop_ns - other : 0;
    if (r->overhead_first_ns > r->overhead_ns)
        r->overhead_first_ns = r->overhead_ns;
}

/* --check at the end: every live buffer still holds its pattern, and no
 * kernel read a damaged one; 1 with status and msg when one did. */
static int final_check(struct gr_run *p, char *msg, size_t msglen)
{
    for (uint64_t i = 0; i < p->nbuf; i++)
        if (p->addr[i])
            CK(p, gr_launch_verify(p->addr[i], p->bufs[i].size, i, p->dev_status, 0));
    if (!gr_check_status(p, "end of the trace", msg, msglen))
        return 0;
    snprintf(p->r->status, sizeof p->r->status, "check-failed");
    return 1;
}

int gr_execute(struct trace *t, const struct trace_buffer *bufs, uint64_t nbuf,
               const struct gr_config *cfg, struct gr_results *r, char *msg, size_t msglen)
{
    struct gr_run run;
    struct gr_run *p = &run;
    gr_cur_run = p; /* for error messages */
    init_run(p, t, bufs, nbuf, cfg, r, msg, msglen);
    uint64_t s0 = gr_now_ns();
    int out = setup(p, msg, msglen);
    r->setup_ns = gr_now_ns() - s0;
    r->cuda_ns = r->harness_cuda_ns = 0; /* the set-up is not part of the run */

    gr_timeline_start(p);
    p->start = p->last = p->lastshow = gr_now_ns();
    if (!out)
        run_events(p);
    out = outcome(p, out, msg, msglen);
    snprintf(r->kernel_time_rule, sizeof r->kernel_time_rule, "%s",
             model_kernel_time_rule(&p->kt));
    CK(p, cudaDeviceSynchronize());
    uint64_t end = gr_now_ns();
    gr_timeline_finish(p);
    time_figures(p, end);
    /* the figures of the run: what follows (--check's final verify,
     * teardown) makes CUDA calls that are not part of it */
    uint64_t run_cuda_ns = r->cuda_ns, run_harness_ns = r->harness_cuda_ns;
    if (cfg->progress && end - p->start > 1000000000u)
        fprintf(stderr, "\n");
    if (cfg->check && !out)
        out = final_check(p, msg, msglen);
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
