/* gpurun_env.cu: CUDA streams and events by trace id, and the policies'
 * environments (policy.h): the allocator's (upstream, stream_wait, clock,
 * counters) and the launch-time prefetcher's and evictor's (prefetch as
 * cudaMemPrefetchAsync on the policy's stream, real streams and events,
 * peek_launch reading ahead in the trace as simrun does, the capacity).
 * Streams are non-blocking: trace stream 0 is an ordinary stream, as in
 * simrun's timeline, not the legacy default stream that serializes the
 * others.
 */
#include "gpurun_run.h"

#include <string.h>

cudaStream_t gr_stream(struct gr_run *p, uint32_t id)
{
    uint64_t ix;
    if (u64map_get(&p->stream_ix, id, &ix))
        return p->streams[ix];
    p->streams = (cudaStream_t *)gr_grow(p->streams, &p->capstreams, p->nstreams + 1,
                                         sizeof *p->streams);
    CK(p, cudaStreamCreateWithFlags(&p->streams[p->nstreams], cudaStreamNonBlocking));
    if (u64map_put(&p->stream_ix, id, p->nstreams))
        gr_die_oom();
    return p->streams[p->nstreams++];
}

cudaEvent_t gr_event(struct gr_run *p, uint64_t id, bool create)
{
    uint64_t ix;
    if (u64map_get(&p->event_ix, id, &ix))
        return p->events[ix];
    if (!create)
        return NULL;
    p->events = (cudaEvent_t *)gr_grow(p->events, &p->capevents, p->nevents + 1,
                                       sizeof *p->events);
    CK(p, cudaEventCreateWithFlags(&p->events[p->nevents], cudaEventDisableTiming));
    if (u64map_put(&p->event_ix, id, p->nevents))
        gr_die_oom();
    return p->events[p->nevents++];
}

/* ---- the allocator's environment ------------------------------------------ */

/* waiter waits for the work queued so far on stream: an event recorded and
 * waited on at once, so one event serves every call (cudaStreamWaitEvent
 * takes the event's state at the call). */
static void env_stream_wait(void *host, uint32_t waiter, uint32_t stream)
{
    struct gr_run *p = (struct gr_run *)host;
    if (!p->join)
        CKH(p, cudaEventCreateWithFlags(&p->join, cudaEventDisableTiming));
    CK(p, cudaEventRecord(p->join, gr_stream(p, stream)));
    CK(p, cudaStreamWaitEvent(gr_stream(p, waiter), p->join, 0));
}

static uint64_t env_now(void *host)
{
    (void)host;
    return gr_now_ns();
}

static void env_count(void *host, enum policy_stat stat, uint64_t delta)
{
    struct gr_run *p = (struct gr_run *)host;
    if ((unsigned)stat < POLICY_STAT_COUNT)
        p->r->counts[stat] += delta;
}

/* ---- the prefetcher's and evictor's environment ----------------------------- */

static void env_prefetch(void *host, uint64_t addr, uint64_t len, bool to_gpu, uint32_t stream)
{
    struct gr_run *p = (struct gr_run *)host;
    gr_prefetch_clipped(p, addr, len, to_gpu, gr_stream(p, stream));
    if (to_gpu) {
        p->r->launch_prefetch_h2d_calls++;
        gr_ev_touch(p, addr, len, GR_TAG_OF_BLOCK, false);
    } else {
        p->r->launch_prefetch_d2h_calls++;
        gr_ev_leave(p, addr, len);
    }
}

static uint32_t env_stream_create(void *host)
{
    struct gr_run *p = (struct gr_run *)host;
    uint32_t id = p->next_stream++;
    gr_stream(p, id);
    return id;
}

static uint64_t env_event_record(void *host, uint32_t stream)
{
    struct gr_run *p = (struct gr_run *)host;
    uint64_t id = p->next_event++;
    CK(p, cudaEventRecord(gr_event(p, id, true), gr_stream(p, stream)));
    return id;
}

static void env_event_wait(void *host, uint32_t stream, uint64_t event)
{
    struct gr_run *p = (struct gr_run *)host;
    cudaEvent_t ev = gr_event(p, event, false);
    if (ev)
        CK(p, cudaStreamWaitEvent(gr_stream(p, stream), ev, 0));
}

static void env_event_sync(void *host, uint64_t event)
{
    struct gr_run *p = (struct gr_run *)host;
    cudaEvent_t ev = gr_event(p, event, false);
    if (ev)
        CK(p, cudaEventSynchronize(ev));
}

static uint64_t env_capacity(void *host)
{
    struct gr_run *p = (struct gr_run *)host;
    if (p->cfg->capacity)
        return p->cfg->capacity;
    size_t fr = 0, tot = 0;
    CKH(p, cudaMemGetInfo(&fr, &tot));
    return tot;
}

/* peek_launch: a second event source queues the LAUNCH events after the
 * current row (the same scheme as simrun's). */
static int env_peek_launch(void *host, uint64_t ahead, struct policy_launch *out)
{
    struct gr_run *p = (struct gr_run *)host;
    struct trace_error err;
    if (!ahead)
        return -1;
    if (!p->ahead_open) {
        if (gr_source_init(p, &p->ahead, &err))
            return -1;
        p->ahead_open = true;
    }
    gr_ahead_pop(p);
    while (p->qlen < ahead && !p->ahead_done) {
        const struct trace_event *e;
        uint64_t row;
        if (gr_source_next(&p->ahead, &e, &row, &err) != 1) {
            p->ahead_done = true;
            break;
        }
        if (row <= p->row || e->op != TRACE_LAUNCH)
            continue;
        if (p->qhead + p->qlen == p->qcap && p->qhead) {
            memmove(p->q, p->q + p->qhead, p->qlen * sizeof *p->q);
            p->qhead = 0;
        }
        p->q = (struct gr_ahead *)gr_grow(p->q, &p->qcap, p->qhead + p->qlen + 1, sizeof *p->q);
        p->q[p->qhead + p->qlen++] = (struct gr_ahead){ row, *e };
    }
    if (p->qlen < ahead)
        return -1;
    const struct trace_event *e = &p->q[p->qhead + ahead - 1].e;
    if (gr_load_launch(p, e, &p->peek, &err))
        return -1;
    *out = host_launch_policy(&p->peek, e, p->seq + ahead);
    return 0;
}

void gr_env_init(struct gr_run *p)
{
    gr_upstream_init(p);
    p->up_env.stream_wait = env_stream_wait;
    p->up_env.now_ns = env_now;
    p->up_env.count = env_count;
    p->env = p->up_env;
    if (p->cfg->managed) {
        p->env.prefetch = env_prefetch;
        p->env.stream_create = env_stream_create;
        p->env.event_record = env_event_record;
        p->env.event_wait = env_event_wait;
        p->env.event_sync = env_event_sync;
        p->env.peek_launch = env_peek_launch;
        p->env.gpu_capacity = env_capacity;
    }
}
