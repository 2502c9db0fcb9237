/* sim_replay.c: the replay loop of one policy over one trace
 * (sim_replay.h). What each event does to the clocks is documented in
 * docs/simrun.md ("Time model") and sim_timeline.h. */
#include "sim_replay.h"

#include <assert.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sim_timeline.h"

static uint64_t wall_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

void sim_format_params(const struct policy_info *info, const uint64_t *values, char *buf,
                       size_t len)
{
    size_t l = 0;
    buf[0] = '\0';
    for (int i = 0; info->params && info->params[i].key && i < POLICY_MAX_PARAMS; i++) {
        if (values[i] == UINT64_MAX)
            l += snprintf(buf + l, l < len ? len - l : 0, "%s%s=inf", i ? "," : "",
                          info->params[i].key);
        else
            l += snprintf(buf + l, l < len ? len - l : 0, "%s%s=%" PRIu64, i ? "," : "",
                          info->params[i].key, values[i]);
    }
}

/* Everything one replay carries between events. */
struct replay {
    const struct policy_allocator *a;
    void *self;
    struct sim_timeline tl;
    struct sim_upstream up;
    uint64_t *addr;            /* buffer id -> address from the policy */
    uint64_t live, seen_peak;  /* requested live bytes; peak reserved seen */
    uint64_t op_wall_ns;       /* wall time inside alloc/free */
    struct sim_results *r;
};

/* After every alloc/free: peaks, and fragmentation when reserved has
 * reached a new peak (usage with free-block detail only then: it may walk
 * the policy's free lists). */
static void after_op(struct replay *p)
{
    POLICY_ASSERT_VALID(p->a, p->self);
    struct policy_usage u;
    p->a->usage(p->self, &u, false);
    assert(u.reserved == p->up.reserved);
    if (u.allocated > p->r->peak_allocated_bytes)
        p->r->peak_allocated_bytes = u.allocated;
    if (p->up.peak_reserved > p->seen_peak) {
        p->seen_peak = p->up.peak_reserved;
        p->a->usage(p->self, &u, true);
        p->r->frag_reserved_at_peak = u.reserved ? 1.0 - (double)u.allocated / u.reserved : 0;
        p->r->frag_free_at_peak =
            u.free_bytes ? 1.0 - (double)u.largest_free / u.free_bytes : 0;
    }
}

static void progress(const struct replay *p, uint64_t row, uint64_t total, uint64_t start)
{
    if (wall_ns() - start < 1000000000u)
        return;
    fprintf(stderr, "\rsimrun: %s: %3d%% of %" PRIu64 " events", p->r->policy,
            (int)(100.0 * row / (total ? total : 1)), total);
}

enum sim_outcome sim_replay(struct trace *t, const struct trace_buffer *bufs, uint64_t nbuf,
                            const struct policy_allocator *a, const uint64_t *values,
                            const struct sim_config *cfg, struct sim_results *r, char *msg,
                            size_t msglen)
{
    const char *path = trace_path(t);
    memset(r, 0, sizeof *r);
    snprintf(r->trace, sizeof r->trace, "%s", path);
    snprintf(r->policy, sizeof r->policy, "%s", a->info.name);
    sim_format_params(&a->info, values, r->params, sizeof r->params);
    snprintf(r->profile, sizeof r->profile, "%s", cfg->profile->name);
    snprintf(r->upstream, sizeof r->upstream, "%s", sim_upstream_kind_name(cfg->upstream));
    snprintf(r->status, sizeof r->status, "ok");
    r->failed_row = -1;
    r->capacity_bytes = cfg->capacity;
    r->seed = cfg->seed;

    struct replay p = { .a = a, .r = r };
    enum sim_outcome out = SIM_OK;
    uint64_t start = wall_ns();
    const uint64_t launch_ns = (uint64_t)llround(cfg->profile->launch_ns);
    sim_timeline_init(&p.tl);
    sim_upstream_init(&p.up, &p.tl, cfg->profile, cfg->upstream, cfg->capacity);
    p.addr = calloc(nbuf ? nbuf : 1, sizeof *p.addr);
    p.self = p.addr ? a->create(&p.up.env, values) : NULL;
    struct trace_cursor cur = { 0 };
    struct trace_error terr;
    if (!p.self) {
        snprintf(msg, msglen, "%s: policy %s: out of host memory", path, a->info.name);
        out = SIM_ERROR;
        goto done;
    }
    if (trace_cursor_init(&cur, t, &terr)) {
        snprintf(msg, msglen, "%s", terr.msg);
        out = SIM_ERROR;
        goto done;
    }

    const uint64_t nevents = trace_nevents(t);
    const struct trace_event *e;
    int rc;
    bool shown = false;
    while ((rc = trace_cursor_next(&cur, &e, &terr)) == 1) {
        uint64_t row = cur.next - 1;
        if (cfg->progress && (row & 0xffff) == 0 && row) {
            progress(&p, row, nevents, start);
            shown = wall_ns() - start >= 1000000000u;
        }
        switch (e->op) {
        case TRACE_ALLOC:
        case TRACE_FREE: {
            sim_timeline_host(&p.tl, e->ns);
            if (e->obj >= nbuf) { /* trace_validate rules this out */
                snprintf(msg, msglen, "%s: /events row %" PRIu64 ": buffer %" PRIu64
                         " past /buffers", path, row, e->obj);
                out = SIM_ERROR;
                goto done;
            }
            uint64_t size = bufs[e->obj].size;
            uint64_t t0 = wall_ns();
            if (e->op == TRACE_ALLOC) {
                if (a->alloc(p.self, size, e->stream, &p.addr[e->obj])) {
                    p.op_wall_ns += wall_ns() - t0;
                    r->alloc_ops++;
                    snprintf(r->status, sizeof r->status, "oom");
                    r->failed_row = (int64_t)row;
                    snprintf(msg, msglen,
                             "%s: /events row %" PRIu64 ": ALLOC of buffer %" PRIu64
                             " (%" PRIu64 " bytes) failed under policy %s: out of memory"
                             " (reserved %" PRIu64 " of capacity %" PRIu64 ")",
                             path, row, e->obj, size, a->info.name, p.up.reserved,
                             p.up.capacity);
                    out = SIM_FAILED;
                    break;
                }
                p.live += size;
                if (p.live > r->peak_requested_bytes)
                    r->peak_requested_bytes = p.live;
            } else {
                a->free(p.self, p.addr[e->obj], e->stream);
                p.live -= size;
            }
            p.op_wall_ns += wall_ns() - t0;
            r->alloc_ops++;
            after_op(&p);
            break;
        }
        case TRACE_LAUNCH:
            sim_timeline_launch(&p.tl, e->stream, e->ns, launch_ns);
            break;
        case TRACE_HOST:
            /* The CPU touches managed or pinned data the GPU may be using:
             * assume the program synchronized first. */
            sim_timeline_sync_device(&p.tl);
            sim_timeline_host(&p.tl, e->ns);
            break;
        case TRACE_SYNC:
            sim_timeline_host(&p.tl, e->ns);
            if (e->mode == TRACE_SYNC_STREAM)
                sim_timeline_sync_stream(&p.tl, e->stream);
            else
                sim_timeline_sync_device(&p.tl);
            break;
        case TRACE_ITER:
            sim_timeline_host(&p.tl, e->ns);
            r->iterations++;
            r->samples += e->a;
            break;
        case TRACE_RECORD:
            sim_timeline_host(&p.tl, e->ns);
            sim_timeline_record(&p.tl, e->obj, e->stream);
            break;
        case TRACE_WAIT:
            sim_timeline_host(&p.tl, e->ns);
            sim_timeline_wait(&p.tl, e->stream, e->obj);
            break;
        default: /* PREFETCH, ADVISE: no page model yet; host time only */
            sim_timeline_host(&p.tl, e->ns);
            break;
        }
        r->events++;
        if (out != SIM_OK)
            break;
        if (p.up.bad_release) {
            snprintf(msg, msglen, "%s: /events row %" PRIu64 ": policy %s released upstream"
                     " memory it never reserved (a policy bug)", path, row, a->info.name);
            out = SIM_FAILED;
            break;
        }
        if (p.up.oom || p.tl.oom) {
            snprintf(msg, msglen, "%s: /events row %" PRIu64 ": out of host memory", path, row);
            out = SIM_ERROR;
            break;
        }
    }
    if (rc < 0 && out == SIM_OK) {
        snprintf(msg, msglen, "%s", terr.msg);
        out = SIM_ERROR;
    }
    if (shown)
        fprintf(stderr, "\n");
    assert(sim_timeline_valid(&p.tl));
    assert(sim_upstream_valid(&p.up));

done:
    r->sim_time_ns = sim_timeline_end(&p.tl);
    r->sim_time_s = r->sim_time_ns / 1e9;
    r->kernel_ns = p.tl.kernel_ns;
    r->host_ns = p.tl.host_work_ns;
    r->samples_per_sec = r->sim_time_ns ? r->samples / r->sim_time_s : 0;
    r->peak_reserved_bytes = p.up.peak_reserved;
    r->upstream_allocs = p.up.allocs;
    r->upstream_frees = p.up.frees;
    r->upstream_failed = p.up.failed;
    r->upstream_alloc_ns = p.up.alloc_ns;
    r->upstream_free_ns = p.up.free_ns;
    r->upstream_sync_wait_ns = p.up.sync_wait_ns;
    r->cache_hits = p.up.counts[POLICY_STAT_CACHE_HIT];
    r->splits = p.up.counts[POLICY_STAT_SPLIT];
    r->merges = p.up.counts[POLICY_STAT_MERGE];
    r->oom_flushes = p.up.counts[POLICY_STAT_OOM_FLUSH];
    r->stream_steals = p.up.counts[POLICY_STAT_STREAM_STEAL];
    r->alloc_wall_ns_per_op = r->alloc_ops ? (double)p.op_wall_ns / r->alloc_ops : 0;

    /* Teardown is not part of the program: nothing is charged or counted. */
    p.up.charging = false;
    if (p.self) {
        a->destroy(p.self);
        if (out == SIM_OK && (p.up.bad_release || p.up.reserved != 0)) {
            snprintf(msg, msglen, "%s: policy %s: destroy left %" PRIu64 " bytes reserved"
                     " upstream%s (a policy bug)", path, a->info.name, p.up.reserved,
                     p.up.bad_release ? " and released memory it never reserved" : "");
            out = SIM_FAILED;
        }
    }
    trace_cursor_free(&cur);
    free(p.addr);
    sim_upstream_free(&p.up);
    sim_timeline_free(&p.tl);
    r->wall_s = (wall_ns() - start) / 1e9;
    r->events_per_sec = r->wall_s > 0 ? r->events / r->wall_s : 0;
    return out;
}
