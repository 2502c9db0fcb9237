/* sim_replay.c: the replay loop of one policy over one trace
 * (sim_replay.h). What each event does to the clocks is documented in
 * docs/simrun.md ("Time model") and sim_timeline.h. */
#include "sim_replay_internal.h"

#include <assert.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static uint64_t wall_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* After every alloc/free: peaks, and fragmentation when reserved has
 * reached a new peak (usage with free-block detail only then: it may walk
 * the policy's free lists). */
static void after_op(struct replay *p)
{
    POLICY_ASSERT_VALID(p->a, p->self);
    struct policy_usage u;
    p->a->usage(p->self, &u, false);
    assert(u.reserved == p->up.reserved);
    p->allocated = u.allocated;
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

/* Read the accesses of LAUNCH e into l, resolved to the buffers' current
 * addresses (host_launch.h). Returns 0 or -1 (p->terr set). */
static int load_launch(struct replay *p, const struct trace_event *e, struct host_launch *l)
{
    return host_launch_load(l, p->t, NULL, e, p->addr, p->bufs, p->nbuf, &p->terr);
}

/* Drop the queued launches at or before the current row. */
static void ahead_pop(struct replay *p)
{
    while (p->qlen && p->q[p->qhead].row <= p->row) {
        p->qhead++;
        p->qlen--;
    }
    if (p->qlen == 0)
        p->qhead = 0;
}

/* peek_launch: a second cursor runs ahead of the replay and queues the
 * LAUNCH events after the current row, as many as asked for. */
static int env_peek_launch(void *host, uint64_t ahead, struct policy_launch *out)
{
    struct replay *p = host;
    if (ahead == 0 || p->read_failed)
        return -1;
    if (!p->ahead_open) {
        if (trace_cursor_init(&p->ahead, p->t, &p->terr)) {
            p->read_failed = true;
            return -1;
        }
        p->ahead_open = true;
    }
    ahead_pop(p);
    while (p->qlen < ahead && !p->ahead_done) {
        const struct trace_event *e;
        int rc = trace_cursor_next(&p->ahead, &e, &p->terr);
        if (rc != 1) {
            p->ahead_done = true;
            p->read_failed |= rc < 0;
            break;
        }
        uint64_t row = p->ahead.next - 1;
        if (row <= p->row || e->op != TRACE_LAUNCH)
            continue;
        if (p->qhead + p->qlen == p->qcap) {
            if (p->qhead) {
                memmove(p->q, p->q + p->qhead, p->qlen * sizeof *p->q);
                p->qhead = 0;
            } else {
                size_t cap = p->qcap ? 2 * p->qcap : 64;
                struct ahead_launch *q = realloc(p->q, cap * sizeof *q);
                if (!q) {
                    p->read_failed = true;
                    return -1;
                }
                p->q = q;
                p->qcap = cap;
            }
        }
        p->q[p->qhead + p->qlen++] = (struct ahead_launch){ .row = row, .e = *e };
    }
    if (p->qlen < ahead)
        return -1;
    const struct trace_event *e = &p->q[p->qhead + ahead - 1].e;
    if (load_launch(p, e, &p->peek)) {
        p->read_failed = true;
        return -1;
    }
    *out = host_launch_policy(&p->peek, e, p->seq + ahead);
    return 0;
}

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
    return resident ? (uint64_t)llround(model_curve_ns(&p->cfg->profile->managed_free_resident_ns,
                                                     resident))
                    : 0;
}

void sim_timeline_csv_header(FILE *out)
{
    fprintf(out, "policy,time_ns,resident_bytes,allocated_bytes,reserved_bytes,"
                 "transfers_in_flight,faults,h2d_demand_bytes,h2d_density_bytes,"
                 "h2d_prefetch_bytes,d2h_eviction_bytes,d2h_cpu_fault_bytes,"
                 "d2h_prefetch_bytes,kernels\n");
}

/* One --timeline row at time now: rows come in time order, since the host
 * and the event loop act in time order. Bytes moved are totals so far. */
void sim_replay_timeline_row(struct replay *p, uint64_t now)
{
    FILE *f = p->cfg->timeline;
    if (!f)
        return;
    const struct model_um_stats *s = &p->um.s;
    uint64_t resident = p->managed ? MODEL_UM_RESIDENT_BYTES(&p->um) : p->up.reserved;
    fprintf(f, "%s,%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64
               ",%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64
               ",%" PRIu64 "\n",
            p->a->info.name, now, resident, p->allocated, p->up.reserved,
            p->managed ? model_um_inflight(&p->um, now) : 0, s->faults,
            s->h2d[MODEL_CAUSE_DEMAND], s->h2d[MODEL_CAUSE_DENSITY],
            s->h2d[MODEL_CAUSE_LAUNCH_PREFETCH] + s->h2d[MODEL_CAUSE_PROGRAM_PREFETCH],
            s->d2h[MODEL_CAUSE_EVICTION], s->d2h[MODEL_CAUSE_CPU_FAULT],
            s->d2h[MODEL_CAUSE_LAUNCH_PREFETCH] + s->d2h[MODEL_CAUSE_PROGRAM_PREFETCH],
            p->tl.kernels_done);
}

/* A kernel finished at now (either memory): a timeline row. */
static void timeline_kernel_end(void *ctx, uint64_t now)
{
    sim_replay_timeline_row(ctx, now);
}

/* A HOST event on device memory: the CPU cannot touch it, so the program
 * copies the bytes with cudaMemcpy through pageable memory (as gpurun
 * does): in before a write (the CPU writes its copy first), out for a
 * read, both for read-write. The copy is one host buffer, used from its
 * start by every event: the CPU writes the bytes earlier events touched at
 * host_write_ns (in its caches) and those beyond at host_write_cold_ns, the
 * increment of that curve (docs/measurements.md section 17). */
static void host_memcpy(struct replay *p, uint64_t bytes, unsigned mode)
{
    const struct model_profile *pr = p->cfg->profile;
    uint64_t ns = 0;
    if (bytes && (mode & TRACE_READ))
        ns += (uint64_t)llround(model_curve_ns(&pr->memcpy_d2h_ns, bytes));
    if (bytes && (mode & TRACE_WRITE)) {
        ns += (uint64_t)llround(model_curve_ns(&pr->memcpy_h2d_ns, bytes));
        /* the CPU's work: writing its copy */
        uint64_t warm = bytes < p->hostcopy_bytes ? bytes : p->hostcopy_bytes;
        double cpu = warm == bytes ? model_curve_ns(&pr->host_write_ns, bytes)
                   : warm == 0     ? model_curve_ns(&pr->host_write_cold_ns, bytes)
                                   : model_curve_ns(&pr->host_write_ns, warm) +
                                         model_curve_ns(&pr->host_write_cold_ns, bytes) -
                                         model_curve_ns(&pr->host_write_cold_ns, warm);
        sim_timeline_host(&p->tl, (uint64_t)llround(cpu));
    }
    if (bytes > p->hostcopy_bytes)
        p->hostcopy_bytes = bytes;
    p->host_memcpy_ns += ns;
    sim_timeline_host_call(&p->tl, ns);
}

/* A kernel under managed memory, queued on its stream: its own copy of the
 * resolved accesses (the host may issue more launches before it runs). */
struct kernel_op {
    struct sim_op op;
    struct model_um_kernel k;
    struct model_um_access *uacc;
    struct trace_access *acc;
};

static bool kernel_run(void *ctx, struct sim_op *op, uint64_t *t, uint64_t limit)
{
    struct replay *p = ctx;
    return model_um_kernel_run(&p->um, &((struct kernel_op *)op)->k, t, limit);
}

static void kernel_done(void *ctx, struct sim_op *op, uint64_t now)
{
    (void)ctx;
    (void)now;
    model_um_kernel_end(&((struct kernel_op *)op)->k);
    free(op);
}

static const struct sim_op_class kernel_class = { .run = kernel_run, .done = kernel_done };

/* A LAUNCH under managed memory: the prefetcher, then the kernel on its
 * stream. Returns -1 on a read error. */
static int managed_launch(struct replay *p, const struct trace_event *e, uint64_t launch_ns)
{
    if (load_launch(p, e, &p->cur))
        return -1;
    struct policy_launch l = host_launch_policy(&p->cur, e, p->seq);
    ahead_pop(p);
    if (p->pf->before_launch(p->pf_self, &l)) {
        trace_error_set(&p->terr, trace_path(p->t), "prefetcher %s: out of host memory",
                        p->pf->info.name);
        return -1;
    }
    size_t n = p->cur.n;
    struct kernel_op *k = malloc(sizeof *k + n * (sizeof *k->uacc + sizeof *k->acc));
    if (!k) {
        trace_error_set(&p->terr, trace_path(p->t), "out of host memory");
        return -1;
    }
    *k = (struct kernel_op){ .op = { .kind = SIM_OP_KERNEL, .stream = e->stream, .ns = e->ns,
                                     .cls = &kernel_class } };
    k->uacc = (struct model_um_access *)(k + 1);
    k->acc = (struct trace_access *)(k->uacc + n);
    for (size_t i = 0; i < n; i++) {
        k->acc[i] = p->cur.acc[i];
        k->uacc[i] = (struct model_um_access){ .addr = p->cur.base[i], .a = &k->acc[i],
                                             .tag = p->cur.ranges[i].tag };
    }
    model_um_kernel_begin(&k->k, e->ns, k->uacc, n, p->row);
    /* --evict-at-kernel-boundary, as gpurun's harness does it: right after
     * the launch, while its view of residency is over the limit, one
     * prefetch to the CPU per victim on the kernel's stream, queued behind
     * the kernel (model_um_trim_victims, sim_replay_prefetch). */
    sim_timeline_host_call(&p->tl, launch_ns);
    sim_timeline_submit(&p->tl, &k->op); /* k is the timeline's until it finishes */
    if (p->cfg->evict_at_boundary) {
        uint64_t *victims;
        model_um_harness_touch(&p->um, k->uacc, n);
        size_t nv = model_um_trim_victims(&p->um, p->cfg->capacity, &victims);
        if (nv)
            sim_replay_prefetch(p, 0, 0, victims, nv, false, e->stream, MODEL_CAUSE_EVICTION);
    }
    if (p->pf->after_launch && p->pf->after_launch(p->pf_self, &l)) {
        trace_error_set(&p->terr, trace_path(p->t), "prefetcher %s: out of host memory",
                        p->pf->info.name);
        return -1;
    }
    POLICY_ASSERT_VALID(p->pf, p->pf_self);
    p->seq++;
    return p->read_failed ? -1 : 0;
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
    policy_format_params(&a->info, values, r->params, sizeof r->params);
    snprintf(r->profile, sizeof r->profile, "%s", cfg->profile->name);
    snprintf(r->upstream, sizeof r->upstream, "%s", sim_upstream_kind_name(cfg->upstream));
    snprintf(r->status, sizeof r->status, "ok");
    r->failed_row = -1;
    r->capacity_bytes = cfg->capacity;
    r->seed = cfg->seed;
    r->host_overhead_ns_per_event = cfg->host_overhead_ns;

    struct replay p = { .a = a, .r = r, .cfg = cfg, .t = t, .bufs = bufs, .nbuf = nbuf,
                        .managed = cfg->upstream == SIM_UPSTREAM_MANAGED,
                        .next_stream = 1u << 31 };
    enum sim_outcome out = SIM_OK;
    uint64_t start = wall_ns();
    const uint64_t launch_ns = (uint64_t)llround(cfg->profile->launch_ns);
    sim_timeline_init(&p.tl, &p);
    p.tl.kernel_gap_ns = (uint64_t)llround(cfg->profile->kernel_gap_ns);
    if (cfg->timeline)
        p.tl.kernel_end = timeline_kernel_end;
    host_launch_init(&p.cur);
    host_launch_init(&p.peek);
    /* Managed memory is not limited by the GPU's size (oversubscription). */
    sim_upstream_init(&p.up, &p.tl, cfg->profile, cfg->upstream,
                      p.managed ? UINT64_MAX / 2 : cfg->capacity);
    p.addr = calloc(nbuf ? nbuf : 1, sizeof *p.addr);
    struct trace_cursor cur = { 0 };
    struct trace_error terr;
    if (p.managed) {
        p.env = (struct policy_env){
            .host = &p, .reserve = env_reserve, .release = env_release,
            .stream_wait = env_stream_wait, .now_ns = env_now_ns, .count = env_count,
            .prefetch = env_prefetch, .stream_create = env_stream_create,
            .event_record = env_event_record, .event_wait = env_event_wait,
            .event_sync = env_event_sync, .peek_launch = env_peek_launch,
            .gpu_capacity = env_gpu_capacity,
        };
        p.ev = cfg->evictor;
        p.pf = cfg->prefetcher;
        snprintf(r->prefetcher, sizeof r->prefetcher, "%s", p.pf->info.name);
        snprintf(r->evictor, sizeof r->evictor, "%s", p.ev->info.name);
        if (cfg->density.enable)
            snprintf(r->fault_prefetch, sizeof r->fault_prefetch, "density:threshold=%u",
                     cfg->density.threshold);
        else
            snprintf(r->fault_prefetch, sizeof r->fault_prefetch, "off");
        snprintf(r->capacity_mode, sizeof r->capacity_mode, "%s",
                 cfg->evict_at_boundary ? "kernel-boundary" : "driver");
        p.ev_self = p.ev->create(&p.env, cfg->evict_values);
        /* --evict-at-kernel-boundary: the physical GPU is the profile's */
        uint64_t physical = cfg->evict_at_boundary ? cfg->profile->capacity : cfg->capacity;
        if (p.ev_self && model_um_init(&p.um, cfg->profile, physical, &cfg->density, p.ev,
                                     p.ev_self, cfg->seed)) {
            snprintf(msg, msglen, "%s: capacity %" PRIu64 " is less than one 2 MiB root chunk",
                     path, physical);
            out = MODEL_ERROR;
            goto done;
        }
        if (p.ev_self && cfg->evict_at_boundary) { /* gpurun's evictor, of the harness's view */
            void *hev = p.ev->create(&p.env, cfg->evict_values);
            if (!hev) {
                snprintf(msg, msglen, "%s: out of host memory", path);
                out = MODEL_ERROR;
                goto done;
            }
            model_um_set_harness(&p.um, hev);
        }
        p.pf_self = p.ev_self ? p.pf->create(&p.env, cfg->prefetch_values) : NULL;
        p.up.on_reserve = um_on_reserve;
        p.up.on_release = um_on_release;
        p.up.hook_arg = &p;
    }
    p.self = p.addr && (!p.managed || p.pf_self) ? a->create(&p.up.env, values) : NULL;
    if (!p.self) {
        snprintf(msg, msglen, "%s: policy %s: out of host memory", path, a->info.name);
        out = MODEL_ERROR;
        goto done;
    }
    if (trace_cursor_init(&cur, t, &terr)) {
        snprintf(msg, msglen, "%s", terr.msg);
        out = MODEL_ERROR;
        goto done;
    }

    const uint64_t nevents = trace_nevents(t);
    const struct trace_event *e;
    int rc;
    bool shown = false;
    while ((rc = trace_cursor_next(&cur, &e, &terr)) == 1) {
        uint64_t row = cur.next - 1;
        p.row = row;
        if (cfg->progress && (row & 0xffff) == 0 && row) {
            progress(&p, row, nevents, start);
            shown = wall_ns() - start >= 1000000000u;
        }
        if (cfg->host_overhead_ns) /* the harness's own work, before the event's */
            sim_timeline_host_call(&p.tl, cfg->host_overhead_ns);
        switch (e->op) {
        case TRACE_ALLOC:
        case TRACE_FREE: {
            sim_timeline_host(&p.tl, e->ns);
            if (e->obj >= nbuf) { /* trace_validate rules this out */
                snprintf(msg, msglen, "%s: /events row %" PRIu64 ": buffer %" PRIu64
                         " past /buffers", path, row, e->obj);
                out = MODEL_ERROR;
                goto done;
            }
            uint64_t size = bufs[e->obj].size;
            uint64_t t0 = wall_ns();
            int prc = e->op == TRACE_ALLOC ? a->alloc(p.self, size, e->stream, &p.addr[e->obj])
                                           : a->free(p.self, p.addr[e->obj], e->stream);
            if (prc == POLICY_NO_HOST_MEMORY) {
                snprintf(msg, msglen, "%s: /events row %" PRIu64 ": policy %s: out of host memory",
                         path, row, a->info.name);
                out = MODEL_ERROR;
                break;
            }
            if (e->op == TRACE_ALLOC) {
                if (prc) {
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
                p.addr[e->obj] = 0;
                p.live -= size;
            }
            p.op_wall_ns += wall_ns() - t0;
            /* host-initialized contents: the CPU writes them right after the
             * allocation (pages resident nowhere are populated on the CPU;
             * reused memory still on the GPU faults back) */
            if (e->op == TRACE_ALLOC && p.managed && (bufs[e->obj].flags & 1))
                sim_timeline_host_wait(&p.tl, model_um_host(&p.um, p.tl.host_ns, p.addr[e->obj],
                                                          size, TRACE_WRITE));
            r->alloc_ops++;
            after_op(&p);
            sim_replay_timeline_row(&p, p.tl.host_ns);
            break;
        }
        case TRACE_LAUNCH:
            if (!p.managed) {
                sim_timeline_launch(&p.tl, e->stream, e->ns, launch_ns);
            } else if (managed_launch(&p, e, launch_ns)) {
                snprintf(msg, msglen, "%s", p.terr.msg);
                out = MODEL_ERROR;
            }
            break;
        case TRACE_HOST: {
            /* The CPU touches managed or pinned data the GPU may be using:
             * assume the program synchronized first. ns is its work with
             * its touches in it, so the event lasts max(ns, its touches:
             * page faults, copies for device memory), as in gpurun. */
            sim_timeline_sync_device(&p.tl);
            uint64_t h0 = p.tl.host_ns;
            if (p.managed && e->obj < nbuf && p.addr[e->obj])
                sim_timeline_host_wait(&p.tl, model_um_host(&p.um, p.tl.host_ns,
                                                          p.addr[e->obj] + e->a, e->b,
                                                          e->mode));
            else if (!p.managed && e->obj < nbuf && p.addr[e->obj])
                host_memcpy(&p, e->b, e->mode);
            if (h0 + e->ns > p.tl.host_ns)
                sim_timeline_host(&p.tl, h0 + e->ns - p.tl.host_ns);
            break;
        }
        case TRACE_PREFETCH:
            sim_timeline_host(&p.tl, e->ns);
            if (p.managed && e->obj < nbuf && p.addr[e->obj])
                sim_replay_prefetch(&p, p.addr[e->obj] + e->a, e->b, NULL, 0,
                                    e->mode == TRACE_TO_GPU, e->stream,
                                    MODEL_CAUSE_PROGRAM_PREFETCH);
            break;
        case TRACE_ADVISE:
            sim_timeline_host(&p.tl, e->ns);
            if (p.managed && e->obj < nbuf && p.addr[e->obj])
                model_um_advise(&p.um, p.addr[e->obj] + e->a, e->b, e->mode);
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
            if (p.managed)
                model_um_next_iteration(&p.um);
            break;
        case TRACE_RECORD:
            sim_timeline_host(&p.tl, e->ns);
            sim_timeline_record(&p.tl, e->obj, e->stream);
            break;
        case TRACE_WAIT:
            sim_timeline_host(&p.tl, e->ns);
            sim_timeline_wait(&p.tl, e->stream, e->obj);
            break;
        default: /* unknown ops: trace_validate rules them out */
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
        if (p.up.oom || p.tl.oom || p.um.oom) {
            snprintf(msg, msglen, "%s: /events row %" PRIu64 ": out of host memory", path, row);
            out = MODEL_ERROR;
            break;
        }
    }
    if (rc < 0 && out == SIM_OK) {
        snprintf(msg, msglen, "%s", terr.msg);
        out = MODEL_ERROR;
    }
    if (shown)
        fprintf(stderr, "\n");
    /* the program ends when its device work has */
    sim_timeline_sync_device(&p.tl);
    assert(sim_timeline_valid(&p.tl));
    assert(sim_upstream_valid(&p.up));

done:
    r->sim_time_ns = sim_timeline_end(&p.tl);
    r->sim_time_s = r->sim_time_ns / 1e9;
    r->kernel_ns = p.tl.kernel_ns;
    r->host_ns = p.tl.host_work_ns;
    r->host_memcpy_ns = p.host_memcpy_ns;
    r->prefetch_host_ns = p.prefetch_host_ns;
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
    if (p.managed) {
        const struct model_um_stats *s = &p.um.s;
        r->fault_stall_ns = s->fault_stall_ns;
        r->prefetch_wait_ns = s->prefetch_wait_ns + p.tl.copy_wait_ns;
        r->host_populate_ns = s->host_populate_ns;
        r->thrashing_throttle_ns = s->throttle_ns;
        r->thrashing_pinned_remote_bytes = s->pinned_remote_bytes;
        r->evict_ns = s->evict_ns;
        r->remote_ns = s->remote_ns;
        r->cpu_fault_ns = s->cpu_fault_ns;
        r->fault_batches = s->fault_batches;
        r->faults = s->faults;
        for (int c = 0; c < MODEL_CAUSE_COUNT; c++) {
            r->h2d_bytes += s->h2d[c];
            r->d2h_bytes += s->d2h[c];
        }
        r->h2d_demand_bytes = s->h2d[MODEL_CAUSE_DEMAND];
        r->h2d_density_bytes = s->h2d[MODEL_CAUSE_DENSITY];
        r->h2d_launch_prefetch_bytes = s->h2d[MODEL_CAUSE_LAUNCH_PREFETCH];
        r->h2d_program_prefetch_bytes = s->h2d[MODEL_CAUSE_PROGRAM_PREFETCH];
        r->d2h_eviction_bytes = s->d2h[MODEL_CAUSE_EVICTION];
        r->d2h_cpu_fault_bytes = s->d2h[MODEL_CAUSE_CPU_FAULT];
        r->d2h_launch_prefetch_bytes = s->d2h[MODEL_CAUSE_LAUNCH_PREFETCH];
        r->d2h_program_prefetch_bytes = s->d2h[MODEL_CAUSE_PROGRAM_PREFETCH];
        r->gpu_zero_fill_bytes = s->zero_fill_bytes;
        r->evictions = s->evictions;
        r->evicted_bytes = s->evicted_bytes;
        r->thrashed_pages = s->thrashed_pages;
        r->remote_bytes = s->remote_bytes;
        r->peak_resident_bytes = s->peak_resident_bytes;
    }

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
    if (p.pf_self)
        p.pf->destroy(p.pf_self);
    if (p.ev_self)
        p.ev->destroy(p.ev_self);
    p.up.on_release = NULL;
    if (p.managed)
        model_um_free(&p.um);
    model_spans_free(&p.worker);
    if (p.ahead_open)
        trace_cursor_free(&p.ahead);
    free(p.q);
    host_launch_free(&p.cur);
    host_launch_free(&p.peek);
    trace_cursor_free(&cur);
    free(p.addr);
    sim_upstream_free(&p.up);
    sim_timeline_free(&p.tl);
    r->wall_s = (wall_ns() - start) / 1e9;
    r->events_per_sec = r->wall_s > 0 ? r->events / r->wall_s : 0;
    return out;
}
