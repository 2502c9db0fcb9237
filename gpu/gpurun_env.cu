/* gpurun_env.cu: CUDA streams and events by trace id, and the policies'
 * environments (policy.h): the allocator's (upstream, stream_wait, clock,
 * counters) and the launch-time prefetcher's and evictor's (prefetch as
 * cudaMemPrefetchAsync on the policy's stream, real streams and events,
 * peek_launch reading ahead in the trace as simrun does, the capacity).
 * The planner numbers the streams and events it meets (trace ids and the
 * policies' own) 0, 1, 2, ..., so the issuer finds a CUDA stream or event
 * by index, creating it at its first use. Streams are non-blocking: trace
 * stream 0 is an ordinary stream, as in simrun's timeline, not the legacy
 * default stream that serializes the others. The policies' clock (now_ns)
 * is the planner's, which runs ahead of the calls: no policy reads it.
 */
#include "gpurun_run.h"

#include <string.h>

uint32_t gr_stream_ix(struct gr_run *p, uint32_t id)
{
    uint64_t ix;
    if (u64map_get(&p->stream_ix, id, &ix))
        return (uint32_t)ix;
    if (u64map_put(&p->stream_ix, id, p->nstream_ids))
        gr_die_oom();
    return p->nstream_ids++;
}

bool gr_event_ix(struct gr_run *p, uint64_t id, bool create, uint64_t *ix)
{
    if (u64map_get(&p->event_ix, id, ix))
        return true;
    if (!create)
        return false;
    if (u64map_put(&p->event_ix, id, p->nevent_ids))
        gr_die_oom();
    *ix = p->nevent_ids++;
    return true;
}

cudaStream_t gr_stream_at(struct gr_run *p, uint32_t ix)
{
    if (ix < p->capstreams && p->streams[ix])
        return p->streams[ix];
    if (ix >= p->capstreams) {
        size_t old = p->capstreams;
        p->streams = (cudaStream_t *)gr_grow(p->streams, &p->capstreams, ix + 1,
                                             sizeof *p->streams);
        memset(p->streams + old, 0, (p->capstreams - old) * sizeof *p->streams);
    }
    CK(p, cudaStreamCreateWithFlags(&p->streams[ix], cudaStreamNonBlocking));
    return p->streams[ix];
}

cudaEvent_t gr_event_at(struct gr_run *p, uint64_t ix)
{
    if (ix < p->capevents && p->events[ix])
        return p->events[ix];
    if (ix >= p->capevents) {
        size_t old = p->capevents;
        p->events = (cudaEvent_t *)gr_grow(p->events, &p->capevents, ix + 1, sizeof *p->events);
        memset(p->events + old, 0, (p->capevents - old) * sizeof *p->events);
    }
    CK(p, cudaEventCreateWithFlags(&p->events[ix], cudaEventDisableTiming));
    return p->events[ix];
}

/* ---- the allocator's environment ------------------------------------------ */

/* waiter waits for the work queued so far on stream (issued with one
 * event recorded and waited on at once: gpurun_exec.cu). */
static void env_stream_wait(void *host, uint32_t waiter, uint32_t stream)
{
    struct gr_run *p = (struct gr_run *)host;
    gr_emit(p, GR_OP_STREAM_WAIT, 0, gr_stream_ix(p, waiter), gr_stream_ix(p, stream), 0, 0, 0,
            0);
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
    gr_prefetch_clipped(p, addr, len, to_gpu, gr_stream_ix(p, stream), GR_CAUSE_LAUNCH);
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
    gr_stream_ix(p, id);
    return id;
}

static uint64_t env_event_record(void *host, uint32_t stream)
{
    struct gr_run *p = (struct gr_run *)host;
    uint64_t id = p->next_event++, ix;
    gr_event_ix(p, id, true, &ix);
    gr_emit(p, GR_OP_RECORD, 0, gr_stream_ix(p, stream), ix, 0, 0, 0, 0);
    return id;
}

static void env_event_wait(void *host, uint32_t stream, uint64_t event)
{
    struct gr_run *p = (struct gr_run *)host;
    uint64_t ix;
    if (gr_event_ix(p, event, false, &ix))
        gr_emit(p, GR_OP_WAIT, 0, gr_stream_ix(p, stream), ix, 0, 0, 0, 0);
}

static void env_event_sync(void *host, uint64_t event)
{
    struct gr_run *p = (struct gr_run *)host;
    uint64_t ix;
    if (gr_event_ix(p, event, false, &ix))
        gr_emit(p, GR_OP_EVENT_SYNC, 0, 0, ix, 0, 0, 0, 0);
}

static uint64_t env_capacity(void *host)
{
    struct gr_run *p = (struct gr_run *)host;
    return p->cfg->capacity ? p->cfg->capacity : p->gpu_total;
}

/* peek_launch: a second event source queues the LAUNCH events after the
 * current row, each timed as the loop will time it (the same scheme as
 * simrun's: ahead_kt sees every LAUNCH from row 0, so its /work rows
 * follow). */
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
        struct trace_event timed = *e;
        if (e->op != TRACE_LAUNCH)
            continue;
        if (model_kernel_time_next(&p->ahead_kt, e, &timed.ns, &err)) {
            p->ahead_done = true;
            break;
        }
        if (row <= p->row)
            continue;
        if (p->qhead + p->qlen == p->qcap && p->qhead) {
            memmove(p->q, p->q + p->qhead, p->qlen * sizeof *p->q);
            p->qhead = 0;
        }
        p->q = (struct gr_ahead *)gr_grow(p->q, &p->qcap, p->qhead + p->qlen + 1, sizeof *p->q);
        p->q[p->qhead + p->qlen++] = (struct gr_ahead){ row, timed };
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
    p->up_env.gpu_capacity = env_capacity; /* rmm-arena's default size: half of it */
    p->env = p->up_env;
    if (p->cfg->managed) {
        p->env.prefetch = env_prefetch;
        p->env.stream_create = env_stream_create;
        p->env.event_record = env_event_record;
        p->env.event_wait = env_event_wait;
        p->env.event_sync = env_event_sync;
        p->env.peek_launch = env_peek_launch;
    }
}
