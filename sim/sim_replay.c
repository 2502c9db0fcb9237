/* sim_replay.c: the replay of one policy over one trace (sim_replay.h):
 * setup, then a loop that fetches each event and hands it to the one
 * handler of its op (handlers[]), then the results and the teardown. What
 * each event does to the clocks is documented in docs/simrun.md ("Time
 * model") and sim_timeline.h. */
#include "sim_replay_internal.h"
#include "sim_at_peak.h"
#include "sim_mincap.h"
#include "sim_perfetto.h"

#include "host_order.h"

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

/* alloc_wall_ns_per_op times one ALLOC or FREE call in OP_SAMPLE: two clock
 * reads around every call took a fifth of a device-memory replay, around
 * one in 16 still 3%. */
#define OP_SAMPLE 64

/* Call a->alloc (free when size is 0), timing one call in OP_SAMPLE. */
static inline int policy_op(struct replay *p, uint64_t size, uint64_t *addr, uint32_t stream)
{
    bool timed = p->ops_seen++ % OP_SAMPLE == 0;
    uint64_t t0 = timed ? wall_ns() : 0;
    int rc = size ? p->a->alloc(p->self, size, stream, addr) : p->a->free(p->self, *addr, stream);
    if (timed) {
        p->op_wall_ns += wall_ns() - t0;
        p->ops_timed++;
    }
    return rc;
}

/* After every alloc/free: peaks and fragmentation (host_peaks.h). */
static inline void after_op(struct replay *p)
{
    POLICY_ASSERT_VALID(p->a, p->self);
    struct policy_usage u;
    host_peaks_after_op(&p->peaks, p->a, p->self, &u);
    assert(u.reserved == p->up.reserved);
    p->allocated = u.allocated;
    if (p->extras && p->cfg->peaks)
        sim_peak_rows_after_op(p->cfg->peaks, p->row, p->up.peak_reserved, p->up.reserved,
                               u.allocated);
}

static void progress(const struct replay *p, uint64_t row, uint64_t total, uint64_t start)
{
    if (wall_ns() - start < 1000000000u)
        return;
    fprintf(stderr, "\rsimrun: %s: %3d%% of %" PRIu64 " events", p->r->policy,
            (int)(100.0 * row / (total ? total : 1)), total);
}

void sim_timeline_csv_header(FILE *out)
{
    fprintf(out, "policy,time_ns,resident_bytes,allocated_bytes,reserved_bytes,"
                 "transfers_in_flight,faults,h2d_demand_bytes,h2d_density_bytes,"
                 "h2d_prefetch_bytes,d2h_eviction_bytes,d2h_cpu_fault_bytes,"
                 "d2h_prefetch_bytes,kernels,frag_reserved,frag_free\n");
}

/* One --timeline row at time now, and --perfetto's counters: rows come in
 * time order, since the host and the event loop act in time order. Bytes
 * moved are totals so far. Fragmentation now, by host_peaks.h's
 * definitions (host_frag); every allocator's usage with free detail is O(1). */
static void timeline_row(struct replay *p, uint64_t now)
{
    uint64_t resident = p->managed ? MODEL_UM_RESIDENT_BYTES(&p->um) : p->up.reserved;
    struct host_perfetto *w = p->cfg->perfetto;
    if (w) {
        host_perfetto_counter(w, HOST_PF_RESERVED, now, p->up.reserved);
        host_perfetto_counter(w, HOST_PF_ALLOCATED, now, p->allocated);
        host_perfetto_counter(w, HOST_PF_RESIDENT, now, resident);
    }
    FILE *f = p->cfg->timeline;
    if (!f)
        return;
    struct policy_usage u;
    double fr, ff;
    p->a->usage(p->self, &u, true);
    host_frag(&u, &fr, &ff);
    const struct model_um_stats *s = &p->um.s;
    fprintf(f, "%s,%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64
               ",%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64
               ",%" PRIu64 ",%.6f,%.6f\n",
            p->a->info.name, now, resident, p->allocated, p->up.reserved,
            p->managed ? model_um_inflight(&p->um, now) : 0, s->faults,
            s->h2d[MODEL_CAUSE_DEMAND], s->h2d[MODEL_CAUSE_DENSITY],
            s->h2d[MODEL_CAUSE_LAUNCH_PREFETCH] + s->h2d[MODEL_CAUSE_PROGRAM_PREFETCH],
            s->d2h[MODEL_CAUSE_EVICTION], s->d2h[MODEL_CAUSE_CPU_FAULT],
            s->d2h[MODEL_CAUSE_LAUNCH_PREFETCH] + s->d2h[MODEL_CAUSE_PROGRAM_PREFETCH],
            p->tl.kernels_done, fr, ff);
}

void sim_replay_timeline_row(struct replay *p, uint64_t now)
{
    if (p->cfg->timeline || p->cfg->perfetto)
        timeline_row(p, now);
}

/* A kernel finished at now (either memory): its --perfetto slice, a
 * timeline row. */
static void timeline_kernel_end(void *ctx, const struct sim_op *op, uint64_t now)
{
    struct replay *p = ctx;
    if (p->cfg->perfetto)
        sim_perfetto_kernel(p->cfg->perfetto, op, now);
    sim_replay_timeline_row(p, now);
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
        ns = model_ns(model_curve_ns(&pr->memcpy_d2h_ns, bytes));
    if (bytes && (mode & TRACE_WRITE)) {
        MODEL_SAT_INC(ns, model_ns(model_curve_ns(&pr->memcpy_h2d_ns, bytes)));
        /* the CPU's work: writing its copy */
        uint64_t warm = bytes < p->hostcopy_bytes ? bytes : p->hostcopy_bytes;
        double cpu = warm == bytes ? model_curve_ns(&pr->host_write_ns, bytes)
                   : warm == 0     ? model_curve_ns(&pr->host_write_cold_ns, bytes)
                                   : model_curve_ns(&pr->host_write_ns, warm) +
                                         model_curve_ns(&pr->host_write_cold_ns, bytes) -
                                         model_curve_ns(&pr->host_write_cold_ns, warm);
        sim_timeline_host(&p->tl, model_ns(cpu));
    }
    if (bytes > p->hostcopy_bytes)
        p->hostcopy_bytes = bytes;
    MODEL_SAT_INC(p->host_memcpy_ns, ns);
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
static int managed_launch(struct replay *p, const struct trace_event *e)
{
    if (sim_replay_load_launch(p, e, &p->cur))
        return -1;
    struct policy_launch l = host_launch_policy(&p->cur, e, p->seq);
    sim_replay_ahead_pop(p);
    if (p->pf->before_launch(p->pf_self, &l)) {
        trace_error_set(&p->terr, trace_path(p->t), "/events row %" PRIu64 ": prefetcher %s:"
                        " out of host memory", p->row, p->pf->info.name);
        return -1;
    }
    size_t n = p->cur.n;
    struct kernel_op *k = malloc(sizeof *k + n * (sizeof *k->uacc + sizeof *k->acc));
    if (!k) {
        trace_error_set(&p->terr, trace_path(p->t), "/events row %" PRIu64 ": out of host memory",
                        p->row);
        return -1;
    }
    *k = (struct kernel_op){ .op = { .kind = SIM_OP_KERNEL, .stream = e->stream, .ns = e->ns,
                                     .kernel = e->obj, .row = p->row, .cls = &kernel_class } };
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
    sim_timeline_host_call(&p->tl, p->launch_ns);
    sim_timeline_submit(&p->tl, &k->op); /* k is the timeline's until it finishes */
    if (p->cfg->evict_at_boundary) {
        uint64_t *victims;
        model_um_harness_touch(&p->um, k->uacc, n);
        size_t nv = model_um_trim_victims(&p->um, p->cfg->capacity, &victims);
        if (nv)
            sim_replay_prefetch(p, 0, 0, victims, nv, false, e->stream, MODEL_CAUSE_EVICTION);
    }
    if (p->pf->after_launch && p->pf->after_launch(p->pf_self, &l)) {
        trace_error_set(&p->terr, trace_path(p->t), "/events row %" PRIu64 ": prefetcher %s:"
                        " out of host memory", p->row, p->pf->info.name);
        return -1;
    }
    POLICY_ASSERT_VALID(p->pf, p->pf_self);
    p->seq++;
    return p->read_failed ? -1 : 0;
}

/* ---- one handler per event op ------------------------------------------------
 * Each acts on the clocks as docs/simrun.md ("Time model") says and returns
 * SIM_OK, or SIM_FAILED / MODEL_ERROR with p->msg set. */

/* The start of ALLOC and FREE: the host's own time, and the buffer's size. */
static inline enum sim_outcome buffer_op_begin(struct replay *p,
                                               const struct trace_event *e, uint64_t *size)
{
    sim_timeline_host(&p->tl, e->ns);
    if (e->obj >= p->nbuf) { /* trace_validate rules this out */
        snprintf(p->msg, p->msglen, "%s: /events row %" PRIu64 ": buffer %" PRIu64
                 " past /buffers", trace_path(p->t), p->row, e->obj);
        return MODEL_ERROR;
    }
    *size = p->bufs[e->obj].size;
    return SIM_OK;
}

/* The end of ALLOC and FREE e of size bytes: peaks, fragmentation, a
 * --perfetto mark, a timeline row. A FREE moves no peak (host_peaks.h), so
 * after one the allocator's usage is asked only for what reads it (the
 * extras) and, in debug builds, to check that allocated did not rise. */
static inline void buffer_op_end(struct replay *p, const struct trace_event *e, uint64_t size)
{
    p->r->alloc_ops++;
#ifdef NDEBUG
    if (e->op == TRACE_FREE && !p->extras)
        return;
#else
    uint64_t before = p->allocated;
#endif
    after_op(p);
    assert(e->op == TRACE_ALLOC || p->allocated <= before);
    if (!p->extras)
        return;
    if (p->cfg->perfetto)
        sim_perfetto_buffer(p->cfg->perfetto, p->tl.host_ns, e->op == TRACE_ALLOC, e->obj, size,
                            p->row);
    sim_replay_timeline_row(p, p->tl.host_ns);
}

static enum sim_outcome host_oom(struct replay *p);

static enum sim_outcome alloc_failed(struct replay *p, const struct trace_event *e,
                                     uint64_t size)
{
    struct host_results *r = p->r;
    r->alloc_ops++;
    snprintf(r->status, sizeof r->status, "oom");
    r->failed_row = (int64_t)p->row;
    struct sim_oom_report *o = p->cfg->oom;
    if (o) {
        *o = (struct sim_oom_report){ .failed = true, .row = p->row, .buffer = e->obj,
                                      .size = size, .stream = e->stream,
                                      .live_bytes = p->peaks.live };
        if (sim_oom_collect(o, p->a, p->self, p->addr, p->bufs, p->nbuf))
            return host_oom(p);
    }
    snprintf(p->msg, p->msglen,
             "%s: /events row %" PRIu64 ": ALLOC of buffer %" PRIu64 " (%" PRIu64 " bytes)"
             " failed under policy %s: out of memory (reserved %" PRIu64 " of capacity %"
             PRIu64 ")", trace_path(p->t), p->row, e->obj, size, p->a->info.name,
             p->up.reserved, p->up.capacity);
    return SIM_FAILED;
}

/* The allocator ran out of host memory for its own bookkeeping: the run
 * cannot go on (policy.h, "Out of memory"). */
static enum sim_outcome host_oom(struct replay *p)
{
    snprintf(p->msg, p->msglen, "%s: /events row %" PRIu64 ": policy %s: out of host memory",
             trace_path(p->t), p->row, p->a->info.name);
    return MODEL_ERROR;
}

/* ALLOC and FREE, most of a trace's events: inlined into the event loop,
 * which calls them directly (replay_events). */
static inline __attribute__((always_inline))
enum sim_outcome on_alloc(struct replay *p, const struct trace_event *e)
{
    uint64_t size;
    if (buffer_op_begin(p, e, &size) != SIM_OK)
        return MODEL_ERROR;
    int failed = policy_op(p, size, &p->addr[e->obj], e->stream);
    if (failed == POLICY_NO_HOST_MEMORY)
        return host_oom(p);
    if (failed)
        return alloc_failed(p, e, size);
    host_peaks_alloc(&p->peaks, size);
    /* host-initialized contents: the CPU writes them right after the
     * allocation (pages resident nowhere are populated on the CPU; reused
     * memory still on the GPU faults back) */
    if (p->managed && (p->bufs[e->obj].flags & 1))
        sim_timeline_host_wait(&p->tl, model_um_host(&p->um, p->tl.host_ns, p->addr[e->obj],
                                                     size, TRACE_WRITE));
    buffer_op_end(p, e, size);
    return SIM_OK;
}

static inline __attribute__((always_inline))
enum sim_outcome on_free(struct replay *p, const struct trace_event *e)
{
    uint64_t size;
    if (buffer_op_begin(p, e, &size) != SIM_OK)
        return MODEL_ERROR;
    int failed = policy_op(p, 0, &p->addr[e->obj], e->stream);
    if (failed)
        return host_oom(p);
    p->addr[e->obj] = 0;
    host_peaks_free(&p->peaks, size);
    buffer_op_end(p, e, size);
    return SIM_OK;
}

/* A LAUNCH, timed for the profile's GPU (model_kernel_time.h). */
static enum sim_outcome on_launch(struct replay *p, const struct trace_event *ev)
{
    struct trace_event timed = *ev, *e = &timed;
    if (model_kernel_time_next(&p->kt, ev, &timed.ns, &p->terr) != 0) {
        snprintf(p->msg, p->msglen, "%s", p->terr.msg);
        return MODEL_ERROR;
    }
    if (!p->managed) {
        sim_timeline_launch(&p->tl, e->stream, e->ns, p->launch_ns, e->obj, p->row);
    } else if (managed_launch(p, e)) {
        snprintf(p->msg, p->msglen, "%s", p->terr.msg);
        return MODEL_ERROR;
    }
    return SIM_OK;
}

/* Whether e's buffer is in /buffers and live (allocated, not yet freed). */
static bool buffer_live(const struct replay *p, const struct trace_event *e)
{
    return e->obj < p->nbuf && p->addr[e->obj];
}

/* The CPU touches managed or pinned data the GPU may be using: assume the
 * program synchronized first. ns is its work with its touches in it, so
 * the event lasts max(ns, its touches: page faults, copies for device
 * memory), as in gpurun. */
static enum sim_outcome on_host(struct replay *p, const struct trace_event *e)
{
    sim_timeline_sync_device(&p->tl);
    uint64_t h0 = p->tl.host_ns;
    if (p->managed && buffer_live(p, e))
        sim_timeline_host_wait(&p->tl, model_um_host(&p->um, p->tl.host_ns,
                                                     p->addr[e->obj] + e->a, e->b, e->mode));
    else if (buffer_live(p, e))
        host_memcpy(p, e->b, e->mode);
    uint64_t end = model_sat_add(h0, e->ns);
    if (end > p->tl.host_ns)
        sim_timeline_host(&p->tl, end - p->tl.host_ns);
    return SIM_OK;
}

static enum sim_outcome on_prefetch(struct replay *p, const struct trace_event *e)
{
    sim_timeline_host(&p->tl, e->ns);
    if (p->managed && buffer_live(p, e))
        sim_replay_prefetch(p, p->addr[e->obj] + e->a, e->b, NULL, 0, e->mode == TRACE_TO_GPU,
                            e->stream, MODEL_CAUSE_PROGRAM_PREFETCH);
    return SIM_OK;
}

static enum sim_outcome on_advise(struct replay *p, const struct trace_event *e)
{
    sim_timeline_host(&p->tl, e->ns);
    if (p->managed && buffer_live(p, e))
        model_um_advise(&p->um, p->addr[e->obj] + e->a, e->b, e->mode);
    return SIM_OK;
}

/* RECORD, WAIT and SYNC, once the timeline has them, to an allocator that
 * follows stream order (host_order.h); it may release memory upstream, so
 * peaks and a timeline row follow. */
static enum sim_outcome tell_order(struct replay *p, const struct trace_event *e)
{
    bool told;
    if (host_order_event(p->a, p->self, e, &told))
        return host_oom(p);
    if (told) {
        after_op(p);
        sim_replay_timeline_row(p, p->tl.host_ns);
    }
    return SIM_OK;
}

static enum sim_outcome on_sync(struct replay *p, const struct trace_event *e)
{
    sim_timeline_host(&p->tl, e->ns);
    if (e->mode == TRACE_SYNC_STREAM)
        sim_timeline_sync_stream(&p->tl, e->stream);
    else
        sim_timeline_sync_device(&p->tl);
    return tell_order(p, e);
}

static enum sim_outcome on_iter(struct replay *p, const struct trace_event *e)
{
    sim_timeline_host(&p->tl, e->ns);
    if (host_iters_add(&p->iters, sim_timeline_end(&p->tl), e->a))
        return host_oom(p);
    p->r->iterations++;
    p->r->samples += e->a;
    if (p->managed)
        model_um_next_iteration(&p->um);
    return SIM_OK;
}

static enum sim_outcome on_record(struct replay *p, const struct trace_event *e)
{
    sim_timeline_host(&p->tl, e->ns);
    sim_timeline_record(&p->tl, e->obj, e->stream);
    return tell_order(p, e);
}

static enum sim_outcome on_wait(struct replay *p, const struct trace_event *e)
{
    sim_timeline_host(&p->tl, e->ns);
    sim_timeline_wait(&p->tl, e->stream, e->obj);
    return tell_order(p, e);
}

/* Unknown ops (trace_validate rules them out): the host's time only. */
static enum sim_outcome on_other(struct replay *p, const struct trace_event *e)
{
    sim_timeline_host(&p->tl, e->ns);
    return SIM_OK;
}

typedef enum sim_outcome (*replay_handler)(struct replay *p, const struct trace_event *e);

/* By op; 0 for any other (trace_validate rules them out). */
static const replay_handler handlers[TRACE_OP_MAX + 1] = {
    [0] = on_other,                 [TRACE_ALLOC] = on_alloc,   [TRACE_FREE] = on_free,
    [TRACE_LAUNCH] = on_launch,     [TRACE_HOST] = on_host,     [TRACE_PREFETCH] = on_prefetch,
    [TRACE_ADVISE] = on_advise,     [TRACE_SYNC] = on_sync,     [TRACE_ITER] = on_iter,
    [TRACE_RECORD] = on_record,     [TRACE_WAIT] = on_wait,
};

/* ---- the event loop ----------------------------------------------------------- */

/* What the last event, ending with out, left behind that ends the run:
 * the engine past its limit (MODEL_UM_MAX_BLOCKS), host memory run out
 * or the address space used up, whatever the policy made of it (an
 * upstream call that failed for either is no simulated out-of-memory),
 * or a policy's bad release. after_event looks; run_ended says. */
static enum sim_outcome run_ended(struct replay *p, enum sim_outcome out)
{
    const char *path = trace_path(p->t);
    if (p->um.too_many) { /* named at the kernel's LAUNCH when a kernel ran past it */
        uint64_t row = p->um.too_many_salt != UINT64_MAX ? p->um.too_many_salt : p->row;
        snprintf(p->msg, p->msglen, "%s: /events row %" PRIu64 ": the trace uses more than"
                 " %" PRIu64 " TiB of managed memory at once (touched, prefetched to the GPU or"
                 " advised), simrun's limit", path, row,
                 (uint64_t)(MODEL_UM_MAX_BLOCKS * MODEL_BLOCK_SIZE >> 40));
        return MODEL_ERROR;
    }
    if (p->up.oom || p->tl.oom || p->um.oom) {
        snprintf(p->msg, p->msglen, "%s: /events row %" PRIu64 ": out of host memory", path,
                 p->row);
        return MODEL_ERROR;
    }
    if (p->up.exhausted) {
        snprintf(p->msg, p->msglen, "%s: /events row %" PRIu64 ": the simulated address space"
                 " is used up: the run has reserved about 2^62 bytes in all (simrun never"
                 " reuses an address)", path, p->row);
        return MODEL_ERROR;
    }
    if (out == SIM_OK && p->up.bad_release) {
        snprintf(p->msg, p->msglen, "%s: /events row %" PRIu64 ": policy %s released upstream"
                 " memory it never reserved (a policy bug)", path, p->row, p->a->info.name);
        return SIM_FAILED;
    }
    return out;
}

static inline enum sim_outcome after_event(struct replay *p, enum sim_outcome out)
{
    if (out == MODEL_ERROR || !(p->um.too_many | p->up.oom | p->tl.oom | p->um.oom |
                                p->up.exhausted | p->up.bad_release))
        return out;
    return run_ended(p, out);
}

/* Every 65536 rows: progress on stderr once the run has taken a second. */
static void show_progress(struct replay *p)
{
    if (!p->cfg->progress || (p->row & 0xffff) != 0 || p->row == 0)
        return;
    progress(p, p->row, trace_nevents(p->t), p->start_ns);
    p->progress_shown = wall_ns() - p->start_ns >= 1000000000u;
}

/* Event e (row p->row): the harness's own work, its handler, what it left. */
static inline __attribute__((always_inline))
enum sim_outcome replay_event(struct replay *p, const struct trace_event *e)
{
    if (p->extras) {
        show_progress(p);
        if (p->cfg->host_overhead_ns) /* the harness's own work, before the event's */
            sim_timeline_host_call(&p->tl, p->cfg->host_overhead_ns);
    }
    enum sim_outcome out;
    if (e->op == TRACE_ALLOC) /* the most common: called directly, inline */
        out = on_alloc(p, e);
    else if (e->op == TRACE_FREE)
        out = on_free(p, e);
    else
        out = handlers[e->op <= TRACE_OP_MAX ? e->op : 0](p, e);
    return after_event(p, out);
}

/* Replay every event through its handler until the trace ends or a handler
 * ends the run, a block of events at a time; then the program ends when its
 * device work has. The validator (cfg->validator) checks each block as the
 * cursor reads it: the cursor stops before a row that fails (the caller
 * reports why, trace_validator_end). */
static enum sim_outcome replay_events(struct replay *p)
{
    struct trace_cursor cur = { 0 };
    struct trace_error terr;
    if (trace_cursor_init(&cur, p->t, &terr)) {
        snprintf(p->msg, p->msglen, "%s", terr.msg);
        trace_cursor_free(&cur);
        return MODEL_ERROR;
    }
    cur.check = p->cfg->validator;
    enum sim_outcome out = SIM_OK;
    const struct trace_event *e;
    size_t n;
    int rc = 0;
    while (out == SIM_OK && (rc = trace_cursor_rows(&cur, &e, &n, &terr)) == 1) {
        const struct trace_event *first = e, *end = e + n;
        for (uint64_t row = cur.next - n; out == SIM_OK && e < end; e++, row++) {
            p->row = row;
            out = replay_event(p, e);
        }
        p->r->events += (uint64_t)(e - first);
    }
    if (out == SIM_OK && rc < 0) {
        snprintf(p->msg, p->msglen, "%s", terr.msg);
        out = MODEL_ERROR;
    }
    trace_cursor_free(&cur);
    if (p->progress_shown)
        fprintf(stderr, "\n");
    sim_timeline_sync_device(&p->tl);
    if (out == SIM_OK) /* what the device work left after the last event did */
        out = after_event(p, out);
    assert(sim_timeline_valid(&p->tl));
    assert(sim_upstream_valid(&p->up));
    return out;
}

/* ---- setup ------------------------------------------------------------------------ */

/* What the run is, before any event: the results' text keys and settings. */
static void results_begin(struct host_results *r, struct trace *t,
                          const struct policy_allocator *a, const uint64_t *values,
                          const struct sim_config *cfg)
{
    memset(r, 0, sizeof *r);
    snprintf(r->trace, sizeof r->trace, "%s", trace_path(t));
    snprintf(r->policy, sizeof r->policy, "%s", a->info.name);
    policy_format_params(&a->info, values, r->params, sizeof r->params);
    snprintf(r->profile, sizeof r->profile, "%s", cfg->profile->name);
    snprintf(r->upstream, sizeof r->upstream, "%s", sim_upstream_kind_name(cfg->upstream));
    snprintf(r->status, sizeof r->status, "ok");
    r->failed_row = -1;
    r->capacity_bytes = cfg->capacity;
    r->seed = cfg->seed;
    r->host_overhead_ns_per_event = cfg->host_overhead_ns;
    if (cfg->upstream != SIM_UPSTREAM_MANAGED)
        return;
    snprintf(r->prefetcher, sizeof r->prefetcher, "%s", cfg->prefetcher->info.name);
    snprintf(r->evictor, sizeof r->evictor, "%s", cfg->evictor->info.name);
    if (cfg->density.enable)
        snprintf(r->fault_prefetch, sizeof r->fault_prefetch, "density:threshold=%u",
                 cfg->density.threshold);
    else
        snprintf(r->fault_prefetch, sizeof r->fault_prefetch, "off");
    snprintf(r->capacity_mode, sizeof r->capacity_mode, "%s",
             cfg->evict_at_boundary ? "kernel-boundary" : "driver");
}

/* The clocks, upstream and the buffer map, before any policy exists. */
static void replay_init(struct replay *p)
{
    const struct sim_config *cfg = p->cfg;
    p->launch_ns = model_ns(cfg->profile->launch_ns);
    sim_timeline_init(&p->tl, p);
    p->tl.kernel_gap_ns = model_ns(cfg->profile->kernel_gap_ns);
    model_kernel_time_init(&p->kt, p->t, cfg->profile, cfg->kernel_scale, cfg->trace_kernel_times);
    model_kernel_time_init(&p->ahead_kt, p->t, cfg->profile, cfg->kernel_scale,
                         cfg->trace_kernel_times);
    if (cfg->timeline || cfg->perfetto)
        p->tl.kernel_end = timeline_kernel_end;
    host_launch_init(&p->cur);
    host_launch_init(&p->peek);
    /* Managed memory is not limited by the GPU's size (oversubscription). */
    sim_upstream_init(&p->up, &p->tl, cfg->profile, cfg->upstream,
                      p->managed ? UINT64_MAX / 2 : cfg->capacity);
    p->addr = trace_calloc_rows(p->nbuf, sizeof *p->addr);
}

/* Managed memory: the evictor, the Unified Memory engine over the GPU, the
 * harness's own evictor under --evict-at-kernel-boundary, the prefetcher,
 * then the engine's hooks on upstream. Returns SIM_OK (p->pf_self NULL when
 * host memory ran out) or MODEL_ERROR with p->msg. */
static enum sim_outcome managed_setup(struct replay *p)
{
    const struct sim_config *cfg = p->cfg;
    sim_replay_env_init(p);
    p->ev = cfg->evictor;
    p->pf = cfg->prefetcher;
    p->ev_self = p->ev->create(&p->env, cfg->evict_values);
    /* --evict-at-kernel-boundary: the physical GPU is the profile's */
    uint64_t physical = cfg->evict_at_boundary ? cfg->profile->capacity : cfg->capacity;
    if (p->ev_self && model_um_init(&p->um, cfg->profile, physical, &cfg->density, p->ev,
                                    p->ev_self, cfg->seed)) {
        snprintf(p->msg, p->msglen, "%s: capacity %" PRIu64 " is less than one 2 MiB root"
                 " chunk", trace_path(p->t), physical);
        return MODEL_ERROR;
    }
    if (cfg->perfetto)
        sim_perfetto_watch(cfg->perfetto, &p->um.watch);
    if (p->ev_self && cfg->evict_at_boundary) { /* gpurun's evictor, of the harness's view */
        void *hev = p->ev->create(&p->env, cfg->evict_values);
        if (!hev) {
            snprintf(p->msg, p->msglen, "%s: out of host memory", trace_path(p->t));
            return MODEL_ERROR;
        }
        model_um_set_harness(&p->um, hev);
    }
    p->pf_self = p->ev_self ? p->pf->create(&p->env, cfg->prefetch_values) : NULL;
    sim_replay_watch_upstream(p);
    return SIM_OK;
}

/* Everything the events need, the allocator policy's instance last. */
static enum sim_outcome replay_setup(struct replay *p, const uint64_t *values)
{
    replay_init(p);
    if (p->managed && managed_setup(p) != SIM_OK)
        return MODEL_ERROR;
    p->self = p->addr && (!p->managed || p->pf_self) ? p->a->create(&p->up.env, values) : NULL;
    if (!p->self) {
        snprintf(p->msg, p->msglen, "%s: policy %s: out of host memory", trace_path(p->t),
                 p->a->info.name);
        return MODEL_ERROR;
    }
    return SIM_OK;
}

/* ---- results and teardown ----------------------------------------------------------- */

/* The clocks' and upstream's totals into the results. */
static void results_end(struct replay *p)
{
    struct host_results *r = p->r;
    r->time_ns = sim_timeline_end(&p->tl);
    r->time_s = r->time_ns / 1e9;
    r->kernel_ns = p->tl.kernel_ns;
    snprintf(r->kernel_time_rule, sizeof r->kernel_time_rule, "%s",
             model_kernel_time_rule(&p->kt));
    r->host_ns = p->tl.host_work_ns;
    r->host_memcpy_ns = p->host_memcpy_ns;
    r->prefetch_host_ns = p->prefetch_host_ns;
    r->samples_per_sec = r->time_ns ? r->samples / r->time_s : 0;
    p->iters_oom = host_iters_results(&p->iters, p->cfg->warmup, r) != 0;
    host_iters_free(&p->iters);
    r->peak_requested_bytes = p->peaks.peak_requested;
    r->peak_allocated_bytes = p->peaks.peak_allocated;
    r->frag_reserved_at_peak = p->peaks.frag_reserved;
    r->frag_free_at_peak = p->peaks.frag_free;
    r->peak_reserved_bytes = p->up.peak_reserved;
    r->upstream_allocs = p->up.allocs;
    r->upstream_frees = p->up.frees;
    r->upstream_failed = p->up.failed;
    r->upstream_alloc_ns = p->up.alloc_ns;
    r->upstream_free_ns = p->up.free_ns;
    r->upstream_sync_wait_ns = p->up.sync_wait_ns;
    r->cache_hits = p->up.counts[POLICY_STAT_CACHE_HIT];
    r->splits = p->up.counts[POLICY_STAT_SPLIT];
    r->merges = p->up.counts[POLICY_STAT_MERGE];
    r->oom_flushes = p->up.counts[POLICY_STAT_OOM_FLUSH];
    r->stream_steals = p->up.counts[POLICY_STAT_STREAM_STEAL];
    r->alloc_wall_ns_per_op = p->ops_timed ? (double)p->op_wall_ns / p->ops_timed : 0;
}

/* The Unified Memory engine's totals into the results. */
static void results_end_managed(struct replay *p)
{
    struct host_results *r = p->r;
    const struct model_um_stats *s = &p->um.s;
    r->fault_stall_ns = s->fault_stall_ns;
    r->prefetch_wait_ns = s->prefetch_wait_ns + p->tl.copy_wait_ns;
    r->host_populate_ns = s->host_populate_ns;
    r->thrashing_throttle_ns = s->throttle_ns;
    r->thrashing_pinned_remote_bytes = s->pinned_remote_bytes;
    r->evict_ns = s->evict_ns;
    r->remote_ns = s->remote_ns;
    r->cpu_fault_ns = s->cpu_fault_ns;
    r->fault_batches = s->fault_batches;
    r->faults = s->faults;
    for (int c = 0; c < MODEL_CAUSE_COUNT; c++) {
        MODEL_SAT_INC(r->h2d_bytes, s->h2d[c]);
        MODEL_SAT_INC(r->d2h_bytes, s->d2h[c]);
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

/* A total past 2^64 - 1 ns or bytes stayed there (model_sat.h): the run's
 * figures are not its own, so it fails, naming them. */
static enum sim_outcome results_saturated(struct replay *p, enum sim_outcome out)
{
    char keys[512];
    if (out != SIM_OK || !host_results_saturated(p->r, HOST_SIMRUN, keys, sizeof keys))
        return out;
    snprintf(p->r->status, sizeof p->r->status, "saturated");
    snprintf(p->msg, p->msglen, "%s: policy %s: %s reached 2^64-1 and stopped there: the"
             " profile's costs take the run past what 64 bits hold", trace_path(p->t),
             p->a->info.name, keys);
    return SIM_FAILED;
}

/* Teardown is not part of the program: nothing is charged or counted.
 * Returns out, or SIM_FAILED when the policy's destroy broke its contract. */
static enum sim_outcome replay_teardown(struct replay *p, enum sim_outcome out)
{
    p->up.charging = false;
    if (p->self) {
        p->a->destroy(p->self);
        if (out == SIM_OK && (p->up.bad_release || p->up.reserved != 0)) {
            snprintf(p->msg, p->msglen, "%s: policy %s: destroy left %" PRIu64 " bytes"
                     " reserved upstream%s (a policy bug)", trace_path(p->t), p->a->info.name,
                     p->up.reserved,
                     p->up.bad_release ? " and released memory it never reserved" : "");
            out = SIM_FAILED;
        }
    }
    if (p->pf_self)
        p->pf->destroy(p->pf_self);
    if (p->ev_self)
        p->ev->destroy(p->ev_self);
    p->up.on_release = NULL;
    if (p->managed)
        model_um_free(&p->um);
    model_spans_free(&p->worker);
    if (p->ahead_open)
        trace_cursor_free(&p->ahead);
    free(p->q);
    host_launch_free(&p->cur);
    host_launch_free(&p->peek);
    free(p->addr);
    sim_upstream_free(&p->up);
    sim_timeline_free(&p->tl);
    return out;
}

enum sim_outcome sim_replay(struct trace *t, const struct trace_buffer *bufs, uint64_t nbuf,
                            const struct policy_allocator *a, const uint64_t *values,
                            const struct sim_config *cfg, struct host_results *r, char *msg,
                            size_t msglen)
{
    struct replay p = { .a = a, .r = r, .cfg = cfg, .t = t, .bufs = bufs, .nbuf = nbuf,
                        .managed = cfg->upstream == SIM_UPSTREAM_MANAGED,
                        .extras = cfg->timeline || cfg->perfetto || cfg->peaks ||
                                  cfg->host_overhead_ns || cfg->progress,
                        .next_stream = 1u << 31, .msg = msg, .msglen = msglen,
                        .start_ns = wall_ns() };
    results_begin(r, t, a, values, cfg);
    enum sim_outcome out = replay_setup(&p, values);
    if (out == SIM_OK)
        out = replay_events(&p);
    results_end(&p);
    if (p.iters_oom && out == SIM_OK)
        out = host_oom(&p);
    if (p.managed)
        results_end_managed(&p);
    out = results_saturated(&p, out);
    out = replay_teardown(&p, out);
    r->wall_s = (wall_ns() - p.start_ns) / 1e9;
    r->events_per_sec = r->wall_s > 0 ? r->events / r->wall_s : 0;
    return out;
}
