/* gpurun_exec.cu: one trace, one allocator policy, on the real GPU
 * (gpurun_exec.h). The order of calls mirrors simrun's replay loop
 * (sim/sim_replay.c, docs/simrun.md "Time model") so that the two compare
 * like for like: a HOST event synchronizes the device first; host-side ns
 * of other events is spent (spinning) before the event is issued; the
 * prefetcher runs just before and after each kernel is queued; with
 * --capacity the evictor's victims leave the GPU after each kernel.
 */
#include "gpurun_exec.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cuda_runtime.h>

#include "gpurun_kernels.h"
extern "C" {
#include "u64map.h"
}

#define BLOCK_SHIFT 21 /* the evictor's unit: 2 MiB, the driver's root chunk */
#define RING 65536     /* descriptors in the staging rings */
/* /accesses is read into memory before the run when it has at most this many
 * rows (48 bytes each): an HDF5 read per launch costs tens of microseconds of
 * host time, which would be the harness's, not the program's. */
#define ACC_PRELOAD (16u << 20)

volatile uint64_t gr_current_row;
volatile uint64_t gr_progress_count;

static uint64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* A reservation obtained upstream; kept sorted by addr. */
struct gr_resv {
    uint64_t addr, size;
};

struct gr_ahead {
    uint64_t row;
    struct trace_event e;
};

/* A launch's accesses resolved to addresses. */
struct gr_launch_buf {
    struct trace_access *acc;
    struct policy_range *ranges;
    size_t n, cap;
};

struct gr_run {
    const struct gr_config *cfg;
    struct gr_results *r;
    struct trace *t;
    const struct trace_buffer *bufs;
    uint64_t nbuf;
    uint64_t *addr;  /* buffer id -> address (0: not live) */
    uint64_t row;
    /* upstream */
    uint64_t reserved;
    struct gr_resv *resv;
    size_t nresv, capresv;
    /* streams and events: trace ids and policy ids -> index */
    struct u64map stream_ix, event_ix;
    cudaStream_t *streams;
    size_t nstreams, capstreams;
    cudaEvent_t *events;
    size_t nevents, capevents;
    uint32_t next_stream;
    uint64_t next_event;
    /* policies */
    void *self;
    struct policy_env env, up_env;
    void *pf_self, *ev_self;
    struct u64map resident; /* blocks reported to the evictor as resident */
    /* launches */
    struct gr_launch_buf cur, peek;
    struct gr_range *stage, *dev_ring; /* pinned staging and device rings of RING */
    size_t ring_pos;
    struct gr_check_status *dev_status;
    /* look-ahead */
    struct trace_cursor ahead;
    bool ahead_open, ahead_done;
    struct gr_ahead *q;
    size_t qhead, qlen, qcap;
    uint64_t seq, seen_peak;
    uint64_t live;
    struct trace_access *all_acc; /* the whole /accesses table when it fits (ACC_PRELOAD) */
    bool teardown; /* destroy's releases are not part of the run: not counted */
    char *hostbuf; /* device memory: bounce buffer of HOST events */
    uint64_t hostbuf_len;
};

static struct gr_run *gr_cur_run; /* for error messages */

static void gr_cuda_fail(const char *call, cudaError_t e)
{
    const struct gr_run *p = gr_cur_run;
    int n = (int)strcspn(call, "(");
    fprintf(stderr, "gpurun: %s: /events row %" PRIu64 ": %.*s: %s\n",
            p ? trace_path(p->t) : "?", p ? p->row : 0, n, call, cudaGetErrorString(e));
    exit(1);
}

/* Every CUDA call of the executor: timed (host overhead accounting) and
 * checked. */
#define CK(p, call)                                                  \
    do {                                                             \
        uint64_t ck_t0 = now_ns();                                   \
        cudaError_t ck_e = (call);                                   \
        (p)->r->cuda_ns += now_ns() - ck_t0;                         \
        if (ck_e != cudaSuccess)                                     \
            gr_cuda_fail(#call, ck_e);                               \
    } while (0)

static void die_oom(void)
{
    fprintf(stderr, "gpurun: out of host memory\n");
    exit(1);
}

static void *grow(void *p, size_t *cap, size_t need, size_t elem)
{
    if (need <= *cap)
        return p;
    size_t c = *cap ? *cap : 16;
    while (c < need)
        c *= 2;
    void *q = realloc(p, c * elem);
    if (!q)
        die_oom();
    *cap = c;
    return q;
}

/* ---- streams and events --------------------------------------------------- */

static cudaStream_t gr_stream(struct gr_run *p, uint32_t id)
{
    uint64_t ix;
    if (u64map_get(&p->stream_ix, id, &ix))
        return p->streams[ix];
    p->streams = (cudaStream_t *)grow(p->streams, &p->capstreams, p->nstreams + 1,
                                      sizeof *p->streams);
    /* Non-blocking: trace stream 0 is an ordinary stream, as in simrun's
     * timeline, not the legacy default stream that serializes the others. */
    CK(p, cudaStreamCreateWithFlags(&p->streams[p->nstreams], cudaStreamNonBlocking));
    if (u64map_put(&p->stream_ix, id, p->nstreams))
        die_oom();
    return p->streams[p->nstreams++];
}

static cudaEvent_t gr_event(struct gr_run *p, uint64_t id, bool create)
{
    uint64_t ix;
    if (u64map_get(&p->event_ix, id, &ix))
        return p->events[ix];
    if (!create)
        return NULL;
    p->events = (cudaEvent_t *)grow(p->events, &p->capevents, p->nevents + 1, sizeof *p->events);
    CK(p, cudaEventCreateWithFlags(&p->events[p->nevents], cudaEventDisableTiming));
    if (u64map_put(&p->event_ix, id, p->nevents))
        die_oom();
    return p->events[p->nevents++];
}

static struct cudaMemLocation gr_loc(bool gpu)
{
    struct cudaMemLocation l;
    l.type = gpu ? cudaMemLocationTypeDevice : cudaMemLocationTypeHost;
    l.id = 0;
    return l;
}

/* ---- the evictor's view: blocks reported resident ------------------------- */

static void ev_touch(struct gr_run *p, uint64_t addr, uint64_t len, uint8_t tag, bool access)
{
    if (!p->ev_self || !len)
        return;
    for (uint64_t b = addr >> BLOCK_SHIFT; b <= (addr + len - 1) >> BLOCK_SHIFT; b++) {
        if (u64map_get(&p->resident, b, NULL)) {
            if (access && p->cfg->ev->accessed)
                p->cfg->ev->accessed(p->ev_self, b);
        } else {
            if (u64map_put(&p->resident, b, 1))
                die_oom();
            p->cfg->ev->migrated(p->ev_self, b, tag);
        }
    }
}

static void ev_leave(struct gr_run *p, uint64_t addr, uint64_t len)
{
    if (!p->ev_self || !len)
        return;
    for (uint64_t b = addr >> BLOCK_SHIFT; b <= (addr + len - 1) >> BLOCK_SHIFT; b++)
        if (u64map_del(&p->resident, b, NULL))
            p->cfg->ev->evicted(p->ev_self, b);
}

/* The first reservation that ends after addr. */
static size_t resv_find(const struct gr_run *p, uint64_t addr)
{
    size_t lo = 0, hi = p->nresv;
    while (lo < hi) {
        size_t m = (lo + hi) / 2;
        if (p->resv[m].addr + p->resv[m].size <= addr)
            lo = m + 1;
        else
            hi = m;
    }
    return lo;
}

/* Prefetch [addr, addr+len) clipped to the live reservations (a 2 MiB
 * block may hold unmapped addresses). Returns the bytes requested. */
static uint64_t prefetch_clipped(struct gr_run *p, uint64_t addr, uint64_t len, bool to_gpu,
                                 cudaStream_t s)
{
    uint64_t end = addr + len, total = 0;
    for (size_t i = resv_find(p, addr); i < p->nresv && p->resv[i].addr < end; i++) {
        uint64_t a = p->resv[i].addr > addr ? p->resv[i].addr : addr;
        uint64_t e = p->resv[i].addr + p->resv[i].size < end ? p->resv[i].addr + p->resv[i].size
                                                              : end;
        if (e > a) {
            CK(p, cudaMemPrefetchAsync((void *)a, e - a, gr_loc(to_gpu), 0, s));
            total += e - a;
        }
    }
    return total;
}

/* --capacity: after a kernel, evict the evictor's victims until the blocks
 * reported resident fit (simrun --evict-at-kernel-boundary, sim_um_trim),
 * one cudaMemPrefetchAsync to the CPU per block, ordered after the kernel
 * on its stream. */
static void trim(struct gr_run *p, cudaStream_t s)
{
    uint64_t limit = p->cfg->capacity;
    while (p->resident.count << BLOCK_SHIFT > limit) {
        uint64_t b;
        if (p->cfg->ev->victim(p->ev_self, &b))
            break;
        p->r->evict_request_bytes += prefetch_clipped(p, b << BLOCK_SHIFT, 1ull << BLOCK_SHIFT,
                                                      false, s);
        p->r->evictions++;
        if (u64map_del(&p->resident, b, NULL))
            p->cfg->ev->evicted(p->ev_self, b);
        else
            break; /* a victim never reported: an evictor bug; stop rather than loop */
    }
}

/* ---- upstream: the allocator's environment ---------------------------------- */

static int up_reserve(void *host, uint64_t size, uint32_t stream, uint64_t *addr)
{
    struct gr_run *p = (struct gr_run *)host;
    (void)stream;
    if (p->reserved + size > p->cfg->cap || p->reserved + size < size) {
        p->r->upstream_failed++;
        return -1;
    }
    void *ptr = NULL;
    uint64_t t0 = now_ns();
    cudaError_t e = p->cfg->managed ? cudaMallocManaged(&ptr, size, cudaMemAttachGlobal)
                                    : cudaMalloc(&ptr, size);
    uint64_t dt = now_ns() - t0;
    p->r->cuda_ns += dt;
    p->r->upstream_alloc_ns += dt;
    if (e == cudaErrorMemoryAllocation) {
        cudaGetLastError();
        p->r->upstream_failed++;
        return -1;
    }
    if (e != cudaSuccess)
        gr_cuda_fail(p->cfg->managed ? "cudaMallocManaged" : "cudaMalloc", e);
    *addr = (uint64_t)(uintptr_t)ptr;
    p->reserved += size;
    p->r->upstream_allocs++;
    p->resv = (struct gr_resv *)grow(p->resv, &p->capresv, p->nresv + 1, sizeof *p->resv);
    size_t i = resv_find(p, *addr);
    memmove(p->resv + i + 1, p->resv + i, (p->nresv - i) * sizeof *p->resv);
    p->resv[i] = (struct gr_resv){ *addr, size };
    p->nresv++;
    if (p->reserved > p->r->peak_reserved_bytes)
        p->r->peak_reserved_bytes = p->reserved;
    return 0;
}

static void up_release(void *host, uint64_t addr, uint64_t size)
{
    struct gr_run *p = (struct gr_run *)host;
    size_t i = resv_find(p, addr);
    if (i == p->nresv || p->resv[i].addr != addr || p->resv[i].size != size) {
        fprintf(stderr, "gpurun: %s: /events row %" PRIu64 ": policy %s released %" PRIu64
                " bytes at 0x%" PRIx64 " it never reserved (a policy bug)\n",
                trace_path(p->t), p->row, p->cfg->a->info.name, size, addr);
        exit(1);
    }
    memmove(p->resv + i, p->resv + i + 1, (p->nresv - i - 1) * sizeof *p->resv);
    p->nresv--;
    ev_leave(p, addr, size);
    uint64_t t0 = now_ns();
    CK(p, cudaFree((void *)(uintptr_t)addr));
    p->reserved -= size;
    if (!p->teardown) {
        p->r->upstream_free_ns += now_ns() - t0;
        p->r->upstream_frees++;
    }
}

static void env_stream_wait(void *host, uint32_t waiter, uint32_t stream)
{
    struct gr_run *p = (struct gr_run *)host;
    cudaEvent_t ev;
    CK(p, cudaEventCreateWithFlags(&ev, cudaEventDisableTiming));
    CK(p, cudaEventRecord(ev, gr_stream(p, stream)));
    CK(p, cudaStreamWaitEvent(gr_stream(p, waiter), ev, 0));
    CK(p, cudaEventDestroy(ev));
}

static uint64_t env_now(void *host)
{
    (void)host;
    return now_ns();
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
    prefetch_clipped(p, addr, len, to_gpu, gr_stream(p, stream));
    if (to_gpu) {
        p->r->launch_prefetch_h2d_calls++;
        ev_touch(p, addr, len, 0, false);
    } else {
        p->r->launch_prefetch_d2h_calls++;
        ev_leave(p, addr, len);
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
    CK(p, cudaMemGetInfo(&fr, &tot));
    return tot;
}

/* ---- launches ------------------------------------------------------------------ */

static int load_launch(struct gr_run *p, const struct trace_event *e, struct gr_launch_buf *lb,
                       struct trace_error *err)
{
    if (e->b > lb->cap) {
        size_t c1 = lb->cap, c2 = lb->cap;
        lb->acc = (struct trace_access *)grow(lb->acc, &c1, e->b, sizeof *lb->acc);
        lb->ranges = (struct policy_range *)grow(lb->ranges, &c2, e->b, sizeof *lb->ranges);
        lb->cap = c1 < c2 ? c1 : c2;
    }
    lb->n = 0;
    if (p->all_acc)
        memcpy(lb->acc, p->all_acc + e->a, e->b * sizeof *lb->acc);
    else if (e->b && trace_read_accesses(p->t, e->a, e->b, lb->acc, err))
        return -1;
    for (uint64_t i = 0; i < e->b; i++) {
        const struct trace_access *a = &lb->acc[i];
        uint64_t base = a->buffer < p->nbuf ? p->addr[a->buffer] : 0;
        if (!base)
            continue;
        lb->acc[lb->n] = *a;
        lb->ranges[lb->n] = (struct policy_range){ base + a->offset, a->length, a->mode,
                                                   p->bufs[a->buffer].tag };
        lb->n++;
    }
    return 0;
}

static struct policy_launch as_launch(const struct trace_event *e, uint64_t seq,
                                      const struct gr_launch_buf *lb)
{
    struct policy_launch l;
    l.seq = seq;
    l.kernel = e->obj;
    l.stream = e->stream;
    l.ns = e->ns;
    l.ranges = lb->ranges;
    l.nranges = lb->n;
    return l;
}

static void ahead_pop(struct gr_run *p)
{
    while (p->qlen && p->q[p->qhead].row <= p->row) {
        p->qhead++;
        p->qlen--;
    }
    if (!p->qlen)
        p->qhead = 0;
}

/* peek_launch: a second cursor queues the LAUNCH events after the current
 * row (the same scheme as simrun's). */
static int env_peek_launch(void *host, uint64_t ahead, struct policy_launch *out)
{
    struct gr_run *p = (struct gr_run *)host;
    struct trace_error err;
    if (!ahead)
        return -1;
    if (!p->ahead_open) {
        if (trace_cursor_init(&p->ahead, p->t, &err))
            return -1;
        p->ahead_open = true;
    }
    ahead_pop(p);
    while (p->qlen < ahead && !p->ahead_done) {
        const struct trace_event *e;
        if (trace_cursor_next(&p->ahead, &e, &err) != 1) {
            p->ahead_done = true;
            break;
        }
        uint64_t row = p->ahead.next - 1;
        if (row <= p->row || e->op != TRACE_LAUNCH)
            continue;
        if (p->qhead + p->qlen == p->qcap && p->qhead) {
            memmove(p->q, p->q + p->qhead, p->qlen * sizeof *p->q);
            p->qhead = 0;
        }
        p->q = (struct gr_ahead *)grow(p->q, &p->qcap, p->qhead + p->qlen + 1, sizeof *p->q);
        p->q[p->qhead + p->qlen++] = (struct gr_ahead){ row, *e };
    }
    if (p->qlen < ahead)
        return -1;
    const struct trace_event *e = &p->q[p->qhead + ahead - 1].e;
    if (load_launch(p, e, &p->peek, &err))
        return -1;
    *out = as_launch(e, p->seq + ahead, &p->peek);
    return 0;
}

/* Queue the replay kernel of the current launch: descriptors through the
 * pinned staging ring, copied on the launch's stream (the ring wraps after
 * a device synchronize, so no copy still in flight is overwritten). */
static void queue_kernel(struct gr_run *p, const struct trace_event *e, cudaStream_t s)
{
    size_t n = p->cur.n, done = 0;
    do {
        size_t part = n - done > RING ? RING : n - done;
        if (p->ring_pos + part > RING) {
            CK(p, cudaDeviceSynchronize());
            p->ring_pos = 0;
        }
        struct gr_range *g = p->stage + p->ring_pos;
        uint64_t chunks = 0;
        uint32_t m = 0;
        for (size_t i = 0; i < part; i++) {
            const struct trace_access *a = &p->cur.acc[done + i];
            const struct policy_range *pr = &p->cur.ranges[done + i];
            struct gr_range *r = &g[m];
            memset(r, 0, sizeof *r);
            r->addr = pr->addr;
            r->len = pr->len;
            r->mode = a->mode;
            r->pattern = a->pattern == TRACE_STRIDED && a->stride == 0 ? (uint8_t)TRACE_SEQUENTIAL
                                                                        : a->pattern;
            r->stride = a->stride;
            r->piece = a->piece ? a->piece : 1;
            r->buf_id = a->buffer;
            r->buf_base = p->addr[a->buffer];
            gr_range_plan(r, p->cfg->seed);
            if (!r->nchunks)
                continue;
            r->chunk0 = chunks;
            chunks += r->nchunks;
            m++;
        }
        done += part;
        uint64_t ns = done == n ? e->ns : 0;
        if (m)
            CK(p, cudaMemcpyAsync(p->dev_ring + p->ring_pos, g, m * sizeof *g,
                                  cudaMemcpyHostToDevice, s));
        CK(p, gr_launch_replay(p->dev_ring + p->ring_pos, m, chunks, ns, p->cfg->check,
                               p->dev_status, s));
        p->ring_pos += m;
        p->r->kernel_ranges += m;
    } while (done < n);
}

static int do_launch(struct gr_run *p, const struct trace_event *e, struct trace_error *err)
{
    if (load_launch(p, e, &p->cur, err))
        return -1;
    cudaStream_t s = gr_stream(p, e->stream);
    struct policy_launch l = as_launch(e, p->seq, &p->cur);
    ahead_pop(p);
    if (p->pf_self)
        p->cfg->pf->before_launch(p->pf_self, &l);
    queue_kernel(p, e, s);
    if (p->pf_self && p->cfg->pf->after_launch)
        p->cfg->pf->after_launch(p->pf_self, &l);
    for (size_t i = 0; i < p->cur.n; i++) {
        const struct policy_range *pr = &p->cur.ranges[i];
        const struct trace_access *a = &p->cur.acc[i];
        if (a->pattern != TRACE_STRIDED || a->stride < (1ull << BLOCK_SHIFT)) {
            ev_touch(p, pr->addr, pr->len, pr->tag, true);
            continue;
        }
        /* pieces 2 MiB or more apart: only their own blocks are touched */
        uint64_t piece = a->piece ? a->piece : 1;
        for (uint64_t o = 0; o < pr->len; o += a->stride)
            ev_touch(p, pr->addr + o, piece < pr->len - o ? piece : pr->len - o, pr->tag, true);
    }
    if (p->ev_self && p->cfg->capacity)
        trim(p, s);
    p->seq++;
    p->r->launches++;
    return 0;
}

/* ---- host side ------------------------------------------------------------------ */

static uint64_t host_sink;

/* Spin the host until deadline (host work of the trace). */
static void spin_until(struct gr_run *p, uint64_t deadline)
{
    uint64_t t0 = now_ns(), t = t0;
    while (t < deadline)
        t = now_ns();
    p->r->spin_ns += t - t0;
}

/* Read back the device status and fail on mismatches. */
static int check_status(struct gr_run *p, const char *when, char *msg, size_t msglen)
{
    struct gr_check_status st;
    CK(p, cudaDeviceSynchronize());
    CK(p, cudaMemcpy(&st, p->dev_status, sizeof st, cudaMemcpyDeviceToHost));
    if (!st.mismatches)
        return 0;
    p->r->check_mismatches += st.mismatches;
    snprintf(msg, msglen, "%s: /events row %" PRIu64 ": --check (%s): buffer %llu: %llu"
             " bytes differ from its pattern (first at offset %llu): policy %s handed out"
             " overlapping memory", trace_path(p->t), p->row, when, st.first_buf,
             st.mismatches, st.first_off, p->cfg->a->info.name);
    return -1;
}

static void host_touch(struct gr_run *p, uint64_t id, uint64_t off, uint64_t len, unsigned mode,
                       char *msg, size_t msglen, int *failed)
{
    uint64_t base = p->addr[id];
    if (!p->cfg->managed) {
        /* device memory: the CPU reaches it through copies */
        if (len > p->hostbuf_len) {
            CK(p, cudaFreeHost(p->hostbuf));
            CK(p, cudaMallocHost((void **)&p->hostbuf, len));
            p->hostbuf_len = len;
        }
        if (mode & 1)
            CK(p, cudaMemcpy(p->hostbuf, (void *)(base + off), len, cudaMemcpyDeviceToHost));
        if (p->cfg->check && (mode & 1)) {
            uint64_t first = 0, bad = gr_host_verify((uint64_t)(uintptr_t)p->hostbuf - off, off,
                                                     len, id, &first);
            if (bad) {
                snprintf(msg, msglen, "%s: /events row %" PRIu64 ": --check (HOST read):"
                         " buffer %" PRIu64 ": %" PRIu64 " bytes differ (first at offset %"
                         PRIu64 ")", trace_path(p->t), p->row, id, bad, first);
                *failed = 1;
            }
        }
        if (mode & 2) {
            if (p->cfg->check)
                gr_host_fill((uint64_t)(uintptr_t)p->hostbuf - off, off, len, id);
            else
                memset(p->hostbuf, 0x5a, len);
            CK(p, cudaMemcpy((void *)(base + off), p->hostbuf, len, cudaMemcpyHostToDevice));
        }
        return;
    }
    ev_leave(p, base + off, len);
    if (p->cfg->check) {
        if (mode & 1) {
            uint64_t first = 0, bad = gr_host_verify(base, off, len, id, &first);
            if (bad) {
                snprintf(msg, msglen, "%s: /events row %" PRIu64 ": --check (HOST read):"
                         " buffer %" PRIu64 ": %" PRIu64 " bytes differ from its pattern"
                         " (first at offset %" PRIu64 "): policy %s handed out overlapping"
                         " memory", trace_path(p->t), p->row, id, bad, first,
                         p->cfg->a->info.name);
                p->r->check_mismatches += bad;
                *failed = 1;
            }
        }
        if (mode & 2)
            gr_host_fill(base, off, len, id);
        return;
    }
    volatile uint8_t *b = (volatile uint8_t *)(base + off);
    if (mode & 1) {
        uint64_t s = 0;
        uint64_t i = 0;
        for (; i + 8 <= len; i += 8)
            s += *(volatile uint64_t *)(b + i);
        for (; i < len; i++)
            s += b[i];
        host_sink += s;
    }
    if (mode & 2)
        memset((void *)(base + off), 0x5a, len);
}

static void after_op(struct gr_run *p)
{
    const struct policy_allocator *a = p->cfg->a;
    POLICY_ASSERT_VALID(a, p->self);
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
}

/* ---- the loop ---------------------------------------------------------------------- */

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
    u64map_init(&p->resident);
    p->addr = (uint64_t *)calloc(nbuf ? nbuf : 1, sizeof *p->addr);
    if (!p->addr)
        die_oom();
    CK(p, cudaMallocHost((void **)&p->stage, RING * sizeof *p->stage));
    CK(p, cudaMalloc((void **)&p->dev_ring, RING * sizeof *p->dev_ring));
    CK(p, cudaMalloc((void **)&p->dev_status, sizeof *p->dev_status));
    CK(p, cudaMemset(p->dev_status, 0, sizeof *p->dev_status));
    CK(p, cudaDeviceSynchronize());

    p->up_env.host = p;
    p->up_env.reserve = up_reserve;
    p->up_env.release = up_release;
    p->up_env.stream_wait = env_stream_wait;
    p->up_env.now_ns = env_now;
    p->up_env.count = env_count;
    p->env = p->up_env;
    if (cfg->managed) {
        p->env.prefetch = env_prefetch;
        p->env.stream_create = env_stream_create;
        p->env.event_record = env_event_record;
        p->env.event_wait = env_event_wait;
        p->env.event_sync = env_event_sync;
        p->env.peek_launch = env_peek_launch;
        p->env.gpu_capacity = env_capacity;
        p->ev_self = cfg->ev->create(&p->env, cfg->ev_values);
        p->pf_self = p->ev_self ? cfg->pf->create(&p->env, cfg->pf_values) : NULL;
        if (!p->pf_self)
            die_oom();
    }
    p->self = cfg->a->create(&p->up_env, cfg->values);
    if (!p->self)
        die_oom();

    struct trace_cursor cur;
    struct trace_error terr;
    int out = 0;
    uint64_t nacc = trace_naccesses(t);
    if (nacc && nacc <= ACC_PRELOAD) {
        p->all_acc = (struct trace_access *)malloc(nacc * sizeof *p->all_acc);
        if (!p->all_acc)
            die_oom();
        for (uint64_t i = 0; i < nacc; i += 1u << 20) {
            size_t n = nacc - i < (1u << 20) ? nacc - i : 1u << 20;
            if (trace_read_accesses(t, i, n, p->all_acc + i, &terr)) {
                snprintf(msg, msglen, "%s", terr.msg);
                return 2;
            }
        }
    }
    if (trace_cursor_init(&cur, t, &terr)) {
        snprintf(msg, msglen, "%s", terr.msg);
        return 2;
    }
    const struct trace_event *e;
    int rc;
    r->cuda_ns = 0; /* the set-up's calls above are not part of the run */
    uint64_t start = now_ns(), last = start, lastshow = start;
    while ((rc = trace_cursor_next(&cur, &e, &terr)) == 1) {
        p->row = cur.next - 1;
        gr_current_row = p->row;
        if (cfg->progress && (p->row & 0x3ff) == 0 && now_ns() - lastshow > 1000000000u) {
            lastshow = now_ns();
            fprintf(stderr, "\rgpurun: %s: %" PRIu64 " of %" PRIu64 " events", cfg->a->info.name,
                    p->row, trace_nevents(t));
        }
        /* host time before the event (HOST: after its touches) */
        if (e->op != TRACE_LAUNCH && e->op != TRACE_HOST && e->ns)
            spin_until(p, last + e->ns);
        switch (e->op) {
        case TRACE_ALLOC: {
            uint64_t size = bufs[e->obj].size, t0 = now_ns();
            int arc = cfg->a->alloc(p->self, size, e->stream, &p->addr[e->obj]);
            r->alloc_wall_ns += now_ns() - t0;
            r->alloc_ops++;
            if (arc) {
                snprintf(r->status, sizeof r->status, "oom");
                r->failed_row = (int64_t)p->row;
                snprintf(msg, msglen, "%s: /events row %" PRIu64 ": ALLOC of buffer %" PRIu64
                         " (%" PRIu64 " bytes) failed under policy %s: out of memory (reserved %"
                         PRIu64 " of the cap %" PRIu64 ")", trace_path(t), p->row, e->obj, size,
                         cfg->a->info.name, p->reserved, cfg->cap);
                out = 1;
                break;
            }
            uint64_t a = p->addr[e->obj];
            if (cfg->check && (a & 3)) {
                snprintf(msg, msglen, "%s: /events row %" PRIu64 ": policy %s returned the"
                         " unaligned address 0x%" PRIx64 " (--check needs 4-byte alignment)",
                         trace_path(t), p->row, cfg->a->info.name, a);
                out = 1;
                break;
            }
            p->live += size;
            if (p->live > r->peak_requested_bytes)
                r->peak_requested_bytes = p->live;
            bool host_init = bufs[e->obj].flags & TRACE_FLAG_HOST_INIT;
            if (cfg->check) {
                if (host_init && cfg->managed) {
                    CK(p, cudaDeviceSynchronize());
                    gr_host_fill(a, 0, size, e->obj);
                } else {
                    CK(p, gr_launch_fill(a, size, e->obj, gr_stream(p, e->stream)));
                }
            } else if (host_init) {
                /* the CPU writes the initial contents (simrun: sim_um_host write) */
                if (cfg->managed) {
                    uint64_t w0 = now_ns();
                    memset((void *)(uintptr_t)a, 0x5a, size);
                    r->init_ns += now_ns() - w0;
                }
                else
                    CK(p, cudaMemsetAsync((void *)(uintptr_t)a, 0x5a, size,
                                          gr_stream(p, e->stream)));
            }
            after_op(p);
            break;
        }
        case TRACE_FREE: {
            uint64_t a = p->addr[e->obj], size = bufs[e->obj].size;
            if (cfg->check) {
                CK(p, gr_launch_verify(a, size, e->obj, p->dev_status,
                                       gr_stream(p, e->stream)));
                if (check_status(p, "before FREE", msg, msglen)) {
                    snprintf(r->status, sizeof r->status, "check-failed");
                    r->failed_row = (int64_t)p->row;
                    out = 1;
                    break;
                }
            }
            uint64_t t0 = now_ns();
            cfg->a->free(p->self, a, e->stream);
            r->alloc_wall_ns += now_ns() - t0;
            r->alloc_ops++;
            p->addr[e->obj] = 0;
            p->live -= size;
            after_op(p);
            break;
        }
        case TRACE_LAUNCH:
            if (do_launch(p, e, &terr)) {
                snprintf(msg, msglen, "%s", terr.msg);
                out = 2;
            }
            break;
        case TRACE_HOST: {
            CK(p, cudaDeviceSynchronize());
            int failed = 0;
            uint64_t w0 = now_ns(), c0 = r->cuda_ns;
            /* the program's CPU work, not the harness's (CUDA calls inside it,
             * device memory's copies, are already in cuda_ns) */
            if (e->obj < nbuf && p->addr[e->obj])
                host_touch(p, e->obj, e->a, e->b, e->mode, msg, msglen, &failed);
            r->work_ns += now_ns() - w0 - (r->cuda_ns - c0);
            if (failed) {
                snprintf(r->status, sizeof r->status, "check-failed");
                r->failed_row = (int64_t)p->row;
                out = 1;
                break;
            }
            /* ns is the CPU work including its touches (as a kernel's ns
             * includes its touches): the event lasts max(ns, the touches) */
            if (e->ns)
                spin_until(p, w0 + e->ns);
            break;
        }
        case TRACE_PREFETCH:
            if (cfg->managed && e->obj < nbuf && p->addr[e->obj] && e->b) {
                bool to_gpu = e->mode == TRACE_TO_GPU;
                uint64_t a = p->addr[e->obj] + e->a;
                CK(p, cudaMemPrefetchAsync((void *)(uintptr_t)a, e->b, gr_loc(to_gpu), 0,
                                           gr_stream(p, e->stream)));
                if (to_gpu) {
                    r->program_prefetch_h2d_calls++;
                    ev_touch(p, a, e->b, bufs[e->obj].tag, false);
                } else {
                    r->program_prefetch_d2h_calls++;
                    ev_leave(p, a, e->b);
                }
            }
            break;
        case TRACE_ADVISE:
            if (cfg->managed && e->obj < nbuf && p->addr[e->obj] && e->b) {
                void *a = (void *)(uintptr_t)(p->addr[e->obj] + e->a);
                switch (e->mode) {
                case TRACE_ADVISE_UNSET:
                    CK(p, cudaMemAdvise(a, e->b, cudaMemAdviseUnsetReadMostly, gr_loc(true)));
                    CK(p, cudaMemAdvise(a, e->b, cudaMemAdviseUnsetPreferredLocation,
                                        gr_loc(true)));
                    CK(p, cudaMemAdvise(a, e->b, cudaMemAdviseUnsetAccessedBy, gr_loc(true)));
                    break;
                case TRACE_ADVISE_READ_MOSTLY:
                    CK(p, cudaMemAdvise(a, e->b, cudaMemAdviseSetReadMostly, gr_loc(true)));
                    break;
                case TRACE_ADVISE_PREFER_GPU:
                    CK(p, cudaMemAdvise(a, e->b, cudaMemAdviseSetPreferredLocation,
                                        gr_loc(true)));
                    break;
                case TRACE_ADVISE_PREFER_CPU:
                    CK(p, cudaMemAdvise(a, e->b, cudaMemAdviseSetPreferredLocation,
                                        gr_loc(false)));
                    break;
                case TRACE_ADVISE_ACCESSED_BY_GPU:
                    CK(p, cudaMemAdvise(a, e->b, cudaMemAdviseSetAccessedBy, gr_loc(true)));
                    break;
                }
            }
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
        r->events++;
        gr_progress_count++;
        last = now_ns();
        if (out)
            break;
    }
    if (rc < 0 && !out) {
        snprintf(msg, msglen, "%s", terr.msg);
        out = 2;
    }
    CK(p, cudaDeviceSynchronize());
    uint64_t end = now_ns();
    r->sim_time_ns = end - start;
    r->loop_ns = end - start;
    /* gpurun's own time in the loop, fixed now (teardown adds CUDA calls) */
    uint64_t other = r->cuda_ns + r->spin_ns + r->work_ns + r->init_ns;
    r->overhead_ns = r->loop_ns > other ? r->loop_ns - other : 0;
    if (cfg->progress && end - start > 1000000000u)
        fprintf(stderr, "\n");
    /* --check: every live buffer still holds its pattern, and no kernel
     * read a damaged one */
    if (cfg->check && !out) {
        for (uint64_t i = 0; i < nbuf; i++)
            if (p->addr[i])
                CK(p, gr_launch_verify(p->addr[i], bufs[i].size, i, p->dev_status, 0));
        if (check_status(p, "end of the trace", msg, msglen)) {
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
    CK(p, cudaFreeHost(p->stage));
    CK(p, cudaFree(p->dev_ring));
    CK(p, cudaFree(p->dev_status));
    if (p->hostbuf)
        CK(p, cudaFreeHost(p->hostbuf));
    if (p->ahead_open)
        trace_cursor_free(&p->ahead);
    trace_cursor_free(&cur);
    free(p->q);
    free(p->cur.acc);
    free(p->cur.ranges);
    free(p->peek.acc);
    free(p->peek.ranges);
    free(p->streams);
    free(p->events);
    free(p->resv);
    free(p->addr);
    free(p->all_acc);
    u64map_free(&p->stream_ix);
    u64map_free(&p->event_ix);
    u64map_free(&p->resident);
    gr_cur_run = NULL;
    return out;
}
