/* gpurun_timeline.cu: gpurun --timeline FILE, one CSV row per trace event
 * of a run, to find where a measured run and simrun's prediction part
 * (docs/gpurun.md "Timeline"): when the event started on the host clock,
 * the host time inside its CUDA calls (and, of that, in the upstream's
 * cudaMalloc/cudaFree), and for a LAUNCH when its kernel ended on the GPU,
 * from a CUDA event recorded behind it; for an ALLOC, the address the
 * policy returned (where the driver placed it, for the `cuda` allocator;
 * docs/measurements.md section 10); and gpurun's own time in the event's
 * share, as host_overhead_ns counts it (docs/gpurun.md "Host overhead";
 * the per-launch event record below included). The rows are kept in memory and
 * written after the run's final synchronize; the per-launch event record
 * is gpurun's own call (harness_cuda_ns), about 2 us a launch.
 *
 * gpurun --perfetto FILE writes the same run as simrun --perfetto does
 * (host_perfetto.h), with its tracks: each LAUNCH's kernels from a CUDA
 * event before the first to one after the last, on its stream's track;
 * each prefetch between CUDA events around it, on its direction's copy
 * track, named by its cause (a copy's start is drawn no earlier than the
 * end of the one before on its track: the engine serves them in turn);
 * each harness eviction as a mark; ALLOC and FREE as marks at their end on
 * the host clock, with the reserved and allocated bytes then. Fault
 * batches and resident bytes are not measured (empty track, no counter).
 */
#include "gpurun_run.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

/* One row: times in ns from the run's start (end_ns of a LAUNCH only). */
struct gr_tl_row {
    uint64_t row, bytes, start_ns, end_ns, cuda_ns, upstream_ns;
    uint64_t overhead_ns; /* gpurun's own time in the event's share (host_overhead_ns) */
    uint64_t addr; /* ALLOC: the buffer's address */
    uint64_t obj, reserved, allocated;
    uint32_t stream; /* the trace's stream id */
    uint8_t op;
    int32_t kernel; /* index into ev of the kernel's end, -1 none */
};

/* Work on the GPU between CUDA events ev0 and ev1 (--perfetto): a
 * LAUNCH's kernels (track HOST_PF_STREAM) or a prefetch. */
struct gr_tl_span {
    size_t row;          /* index into rows */
    int32_t ev0, ev1;
    uint8_t track, cause;
    uint64_t bytes;
};

struct gr_timeline {
    uint64_t t0;          /* host clock at the run's start */
    cudaEvent_t start;    /* recorded at the run's start */
    cudaEvent_t *ev;      /* recorded on streams, in order */
    size_t nev, capev;
    struct gr_tl_row *rows;
    size_t n, cap;
    struct gr_tl_span *spans;
    size_t nspans, capspans;
    int32_t open;         /* the kernel span's first event, -1 none open */
    uint64_t cuda0, up0;  /* the counters when the current event began */
};

void gr_timeline_start(struct gr_run *p)
{
    if (!p->cfg->timeline && !p->cfg->perfetto)
        return;
    struct gr_timeline *tl = (struct gr_timeline *)calloc(1, sizeof *tl);
    if (!tl)
        gr_die_oom();
    p->tl = tl;
    tl->open = -1;
    CKH(p, cudaEventCreate(&tl->start));
    CKH(p, cudaEventRecord(tl->start, gr_stream_at(p, 0))); /* trace stream 0 */
    tl->t0 = gr_now_ns();
}

void gr_timeline_event_begin(struct gr_run *p, uint64_t obj, uint32_t stream)
{
    struct gr_timeline *tl = p->tl;
    if (!tl)
        return;
    tl->rows = (struct gr_tl_row *)gr_grow(tl->rows, &tl->cap, tl->n + 1, sizeof *tl->rows);
    struct gr_tl_row *w = &tl->rows[tl->n];
    w->row = p->xrow;
    w->start_ns = gr_now_ns() - tl->t0;
    w->kernel = -1;
    w->obj = obj;
    w->stream = stream;
    tl->cuda0 = p->r->cuda_ns;
    tl->up0 = p->r->upstream_alloc_ns + p->r->upstream_free_ns;
}

/* A CUDA event recorded on s now: its index. */
static int32_t mark(struct gr_run *p, cudaStream_t s)
{
    struct gr_timeline *tl = p->tl;
    tl->ev = (cudaEvent_t *)gr_grow(tl->ev, &tl->capev, tl->nev + 1, sizeof *tl->ev);
    CKH(p, cudaEventCreate(&tl->ev[tl->nev]));
    CKH(p, cudaEventRecord(tl->ev[tl->nev], s));
    return (int32_t)tl->nev++;
}

static void add_span(struct gr_timeline *tl, int32_t ev0, int32_t ev1, uint8_t track,
                     uint8_t cause, uint64_t bytes)
{
    tl->spans = (struct gr_tl_span *)gr_grow(tl->spans, &tl->capspans, tl->nspans + 1,
                                             sizeof *tl->spans);
    tl->spans[tl->nspans++] = (struct gr_tl_span){ tl->n, ev0, ev1, track, cause, bytes };
}

void gr_timeline_kernel_begin(struct gr_run *p, cudaStream_t s)
{
    if (p->tl && p->cfg->perfetto && p->tl->open < 0)
        p->tl->open = mark(p, s);
}

void gr_timeline_kernel(struct gr_run *p, cudaStream_t s)
{
    struct gr_timeline *tl = p->tl;
    if (!tl)
        return;
    tl->rows[tl->n].kernel = mark(p, s);
    if (tl->open >= 0)
        add_span(tl, tl->open, tl->rows[tl->n].kernel, HOST_PF_STREAM, 0, 0);
    tl->open = -1;
}

int32_t gr_timeline_copy_begin(struct gr_run *p, cudaStream_t s)
{
    return p->tl && p->cfg->perfetto ? mark(p, s) : -1;
}

void gr_timeline_copy_end(struct gr_run *p, cudaStream_t s, int32_t begin, bool to_gpu,
                          uint8_t cause, uint64_t bytes)
{
    if (begin >= 0)
        add_span(p->tl, begin, mark(p, s), to_gpu ? HOST_PF_H2D : HOST_PF_D2H, cause, bytes);
}

void gr_timeline_event_end(struct gr_run *p, uint8_t op, uint64_t bytes, uint64_t addr,
                           uint64_t reserved, uint64_t allocated, uint64_t overhead_ns)
{
    struct gr_timeline *tl = p->tl;
    if (!tl)
        return;
    struct gr_tl_row *w = &tl->rows[tl->n++];
    w->op = op;
    w->bytes = bytes;
    w->end_ns = gr_now_ns() - tl->t0;
    w->cuda_ns = p->r->cuda_ns - tl->cuda0;
    w->upstream_ns = p->r->upstream_alloc_ns + p->r->upstream_free_ns - tl->up0;
    w->addr = addr;
    w->reserved = reserved;
    w->allocated = allocated;
    w->overhead_ns = overhead_ns;
}

static void write_csv(struct gr_run *p, const uint64_t *ev_ns)
{
    struct gr_timeline *tl = p->tl;
    FILE *f = p->cfg->timeline;
    for (size_t i = 0; i < tl->n; i++) {
        const struct gr_tl_row *w = &tl->rows[i];
        fprintf(f, "%s,%" PRIu64 ",%s,%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",",
                p->cfg->a->info.name, w->row, trace_op_name(w->op), w->bytes, w->start_ns,
                w->cuda_ns, w->upstream_ns);
        if (w->kernel >= 0)
            fprintf(f, "%" PRIu64, ev_ns[w->kernel]);
        fputc(',', f);
        if (w->addr)
            fprintf(f, "0x%" PRIx64, w->addr);
        fprintf(f, ",%" PRIu64 "\n", w->overhead_ns);
    }
}

/* Span s on its track; a copy starts no earlier than the last one's end. */
static void write_span(struct host_perfetto *w, const struct gr_tl_row *r,
                       const struct gr_tl_span *s, const uint64_t *ev_ns, uint64_t *copy_end)
{
    static const char *const causes[] = { "program_prefetch", "launch_prefetch", "eviction" };
    uint64_t start = ev_ns[s->ev0], end = ev_ns[s->ev1];
    if (s->track == HOST_PF_STREAM) {
        host_perfetto_kernel(w, r->stream, r->obj, r->row, start, end);
        return;
    }
    uint64_t *last = &copy_end[s->track == HOST_PF_H2D];
    start = start > *last ? start : *last;
    end = end > start ? end : start;
    *last = end;
    char args[48];
    snprintf(args, sizeof args, "\"bytes\":%" PRIu64, s->bytes);
    host_perfetto_slice(w, s->track, causes[s->cause], start, end, args);
    if (s->cause == GR_CAUSE_EVICTION)
        host_perfetto_instant(w, HOST_PF_EVICTIONS, "evict", start, args);
}

static void write_perfetto(struct gr_run *p, const uint64_t *ev_ns)
{
    struct gr_timeline *tl = p->tl;
    struct host_perfetto *w = p->cfg->perfetto;
    uint64_t copy_end[2] = { 0, 0 };
    host_perfetto_process(w, w->pid + 1, "gpurun", p->cfg->a->info.name);
    size_t s = 0;
    for (size_t i = 0; i < tl->n; i++) {
        const struct gr_tl_row *r = &tl->rows[i];
        for (; s < tl->nspans && tl->spans[s].row == i; s++)
            write_span(w, r, &tl->spans[s], ev_ns, copy_end);
        if (r->op == TRACE_ALLOC || r->op == TRACE_FREE) {
            char args[96];
            snprintf(args, sizeof args, "\"buffer\":%" PRIu64 ",\"bytes\":%" PRIu64
                     ",\"row\":%" PRIu64, r->obj, r->bytes, r->row);
            host_perfetto_instant(w, HOST_PF_ALLOCS, trace_op_name(r->op), r->end_ns, args);
        }
        host_perfetto_counter(w, HOST_PF_RESERVED, r->end_ns, r->reserved);
        host_perfetto_counter(w, HOST_PF_ALLOCATED, r->end_ns, r->allocated);
    }
}

void gr_timeline_finish(struct gr_run *p)
{
    struct gr_timeline *tl = p->tl;
    if (!tl)
        return;
    uint64_t *ev_ns = (uint64_t *)calloc(tl->nev ? tl->nev : 1, sizeof *ev_ns);
    if (!ev_ns)
        gr_die_oom();
    for (size_t i = 0; i < tl->nev; i++) {
        float ms = 0;
        CKH(p, cudaEventElapsedTime(&ms, tl->start, tl->ev[i]));
        ev_ns[i] = ms > 0 ? (uint64_t)((double)ms * 1e6 + 0.5) : 0;
        CKH(p, cudaEventDestroy(tl->ev[i]));
    }
    if (p->cfg->timeline)
        write_csv(p, ev_ns);
    if (p->cfg->perfetto)
        write_perfetto(p, ev_ns);
    CKH(p, cudaEventDestroy(tl->start));
    free(ev_ns);
    free(tl->ev);
    free(tl->rows);
    free(tl->spans);
    free(tl);
    p->tl = NULL;
}

void gr_timeline_csv_header(FILE *f)
{
    fprintf(f, "policy,row,op,bytes,start_ns,cuda_ns,upstream_ns,kernel_end_ns,addr,overhead_ns\n");
}
