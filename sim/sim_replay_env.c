/* sim_replay_env.c: what a replay under managed memory gives its
 * launch-time prefetcher and its evictor (sim_replay_internal.h): the
 * struct policy_env of policy.h over the replay's upstream, timeline and
 * Unified Memory engine; the look-ahead cursor behind peek_launch; and the
 * engine's hooks on cudaMallocManaged and cudaFree. */
#include "sim_replay_internal.h"

#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- the environment of launch-time prefetchers and evictors ------------- */

static int env_reserve(void *host, uint64_t size, uint32_t stream, uint64_t *addr)
{
    struct replay *p = host;
    return p->up.env.reserve(p->up.env.host, size, stream, addr);
}

static void env_release(void *host, uint64_t addr, uint64_t size)
{
    struct replay *p = host;
    p->up.env.release(p->up.env.host, addr, size);
}

static void env_stream_wait(void *host, uint32_t waiter, uint32_t stream)
{
    struct replay *p = host;
    sim_timeline_stream_wait(&p->tl, waiter, stream);
}

static uint64_t env_now_ns(void *host)
{
    struct replay *p = host;
    return p->tl.host_ns;
}

static void env_count(void *host, enum policy_stat stat, uint64_t delta)
{
    struct replay *p = host;
    p->up.env.count(p->up.env.host, stat, delta);
}

static void env_prefetch(void *host, uint64_t addr, uint64_t len, bool to_gpu, uint32_t stream)
{
    sim_replay_prefetch(host, addr, len, NULL, 0, to_gpu, stream, MODEL_CAUSE_LAUNCH_PREFETCH);
}

/* Streams of policies: ids from 2^31 up, apart from the trace's small ids. */
static uint32_t env_stream_create(void *host)
{
    struct replay *p = host;
    return p->next_stream++;
}

/* Events of policies: ids from 2^63 up, apart from the trace's. */
static uint64_t env_event_record(void *host, uint32_t stream)
{
    struct replay *p = host;
    uint64_t id = sim_timeline_new_event(&p->tl);
    sim_timeline_record(&p->tl, id, stream);
    return id;
}

static void env_event_wait(void *host, uint32_t stream, uint64_t event)
{
    struct replay *p = host;
    sim_timeline_wait(&p->tl, stream, event);
}

static void env_event_sync(void *host, uint64_t event)
{
    struct replay *p = host;
    sim_timeline_sync_event(&p->tl, event);
}

static uint64_t env_gpu_capacity(void *host)
{
    struct replay *p = host;
    return p->cfg->capacity;
}

/* ---- peek_launch: a second cursor ahead of the replay ------------------------ */

int sim_replay_load_launch(struct replay *p, const struct trace_event *e, struct host_launch *l)
{
    return host_launch_load(l, p->t, NULL, e, p->addr, p->bufs, p->nbuf, &p->terr);
}

void sim_replay_ahead_pop(struct replay *p)
{
    while (p->qlen && p->q[p->qhead].row <= p->row) {
        p->qhead++;
        p->qlen--;
    }
    if (p->qlen == 0)
        p->qhead = 0;
}

/* Append the LAUNCH e of row to the look-ahead queue. Returns 0 or -1 (out
 * of host memory). */
static int ahead_push(struct replay *p, uint64_t row, const struct trace_event *e)
{
    if (p->qhead + p->qlen == p->qcap) {
        if (p->qhead) {
            memmove(p->q, p->q + p->qhead, p->qlen * sizeof *p->q);
            p->qhead = 0;
        } else {
            size_t cap = p->qcap ? 2 * p->qcap : 64;
            struct ahead_launch *q = realloc(p->q, cap * sizeof *q);
            if (!q)
                return -1;
            p->q = q;
            p->qcap = cap;
        }
    }
    p->q[p->qhead + p->qlen++] = (struct ahead_launch){ .row = row, .e = *e };
    return 0;
}

/* Out of host memory at the current row: the look-ahead stops. */
static int ahead_oom(struct replay *p)
{
    trace_error_set(&p->terr, trace_path(p->t), "/events row %" PRIu64 ": out of host memory"
                    " (reading launches ahead)", p->row);
    p->read_failed = true;
    return -1;
}

/* Queue the LAUNCH events after the current row until there are `ahead`
 * of them or the trace ends; a run that validates as it goes
 * (cfg->validator) checks each row before a prefetcher can see it.
 * Returns 0, or -1 (p->read_failed set). */
static int ahead_fill(struct replay *p, uint64_t ahead)
{
    if (!p->ahead_open) {
        if (trace_cursor_init(&p->ahead, p->t, &p->terr)) /* fails only for memory */
            return ahead_oom(p);
        p->ahead_open = true;
    }
    sim_replay_ahead_pop(p);
    while (p->qlen < ahead && !p->ahead_done) {
        const struct trace_event *e;
        int rc = trace_cursor_next(&p->ahead, &e, &p->terr);
        if (rc != 1) {
            p->ahead_done = true;
            p->read_failed |= rc < 0;
            break;
        }
        uint64_t row = p->ahead.next - 1;
        if (p->cfg->validator && trace_validator_event(p->cfg->validator, row, e)) {
            trace_error_set(&p->terr, trace_path(p->t), "/events row %" PRIu64 ": fails"
                            " validation (reading launches ahead)", row);
            p->ahead_done = p->read_failed = true;
            return -1;
        }
        if (e->op != TRACE_LAUNCH)
            continue;
        struct trace_event timed = *e; /* the launch's time on this GPU, as the replay's */
        if (model_kernel_time_next(&p->ahead_kt, e, &timed.ns, &p->terr)) {
            p->read_failed = true;
            return -1;
        }
        if (row > p->row && ahead_push(p, row, &timed))
            return ahead_oom(p);
    }
    return 0;
}

/* The launch `ahead` launches after the current one, resolved to the
 * buffers' current addresses. */
static int env_peek_launch(void *host, uint64_t ahead, struct policy_launch *out)
{
    struct replay *p = host;
    if (ahead == 0 || p->read_failed || ahead_fill(p, ahead) || p->qlen < ahead)
        return -1;
    const struct trace_event *e = &p->q[p->qhead + ahead - 1].e;
    if (sim_replay_load_launch(p, e, &p->peek)) {
        p->read_failed = true;
        return -1;
    }
    *out = host_launch_policy(&p->peek, e, p->seq + ahead);
    return 0;
}

void sim_replay_env_init(struct replay *p)
{
    p->env = (struct policy_env){
        .host = p, .reserve = env_reserve, .release = env_release,
        .stream_wait = env_stream_wait, .now_ns = env_now_ns, .count = env_count,
        .prefetch = env_prefetch, .stream_create = env_stream_create,
        .event_record = env_event_record, .event_wait = env_event_wait,
        .event_sync = env_event_sync, .peek_launch = env_peek_launch,
        .gpu_capacity = env_gpu_capacity,
    };
}

/* ---- the engine's hooks on upstream ---------------------------------------------- */

/* cudaMallocManaged: its mmap takes the process's mmap lock for writing, so
 * it waits for what holds it for reading: the GPU fault batch in service
 * (uvm_gpu_replayable_faults.c, service_fault_batch) and the migration call
 * the driver's worker is making for a deferred prefetch (uvm_migrate.c,
 * uvm_api_migrate; docs/measurements.md section 19). */
static uint64_t um_on_reserve(void *arg, uint64_t addr, uint64_t size)
{
    struct replay *p = arg;
    uint64_t now = p->tl.host_ns, batch = model_um_batch_end(&p->um, now),
             call = model_spans_end_at(&p->worker, now);
    model_um_reserve(&p->um, addr, size);
    return (batch > call ? batch : call) - now;
}

/* cudaFree of managed memory: unmapping what is GPU-resident costs more. */
static uint64_t um_on_release(void *arg, uint64_t addr, uint64_t size)
{
    struct replay *p = arg;
    uint64_t resident = model_um_release(&p->um, addr, size);
    return resident ? model_ns(model_curve_ns(&p->cfg->profile->managed_free_resident_ns,
                                              resident))
                    : 0;
}

void sim_replay_watch_upstream(struct replay *p)
{
    p->up.on_reserve = um_on_reserve;
    p->up.on_release = um_on_release;
    p->up.hook_arg = p;
}
