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
 */
#include "gpurun_run.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

/* One row: times in ns from the run's start (end_ns of a LAUNCH only). */
struct gr_tl_row {
    uint64_t row, bytes, start_ns, cuda_ns, upstream_ns;
    uint64_t overhead_ns; /* gpurun's own time in the event's share (host_overhead_ns) */
    uint64_t addr; /* ALLOC: the buffer's address */
    uint8_t op;
    int32_t kernel; /* index into the launch events, -1 none */
};

struct gr_timeline {
    uint64_t t0;          /* host clock at the run's start */
    cudaEvent_t start;    /* recorded at the run's start */
    cudaEvent_t *ev;      /* one per LAUNCH, in launch order */
    size_t nev, capev;
    struct gr_tl_row *rows;
    size_t n, cap;
    uint64_t cuda0, up0;  /* the counters when the current event began */
};

void gr_timeline_start(struct gr_run *p)
{
    if (!p->cfg->timeline)
        return;
    struct gr_timeline *tl = (struct gr_timeline *)calloc(1, sizeof *tl);
    if (!tl)
        gr_die_oom();
    p->tl = tl;
    CKH(p, cudaEventCreate(&tl->start));
    CKH(p, cudaEventRecord(tl->start, gr_stream_at(p, 0))); /* trace stream 0 */
    tl->t0 = gr_now_ns();
}

void gr_timeline_event_begin(struct gr_run *p)
{
    struct gr_timeline *tl = p->tl;
    if (!tl)
        return;
    tl->rows = (struct gr_tl_row *)gr_grow(tl->rows, &tl->cap, tl->n + 1, sizeof *tl->rows);
    struct gr_tl_row *w = &tl->rows[tl->n];
    w->row = p->xrow;
    w->start_ns = gr_now_ns() - tl->t0;
    w->kernel = -1;
    tl->cuda0 = p->r->cuda_ns;
    tl->up0 = p->r->upstream_alloc_ns + p->r->upstream_free_ns;
}

void gr_timeline_kernel(struct gr_run *p, cudaStream_t s)
{
    struct gr_timeline *tl = p->tl;
    if (!tl)
        return;
    tl->ev = (cudaEvent_t *)gr_grow(tl->ev, &tl->capev, tl->nev + 1, sizeof *tl->ev);
    CKH(p, cudaEventCreate(&tl->ev[tl->nev]));
    CKH(p, cudaEventRecord(tl->ev[tl->nev], s));
    tl->rows[tl->n].kernel = (int32_t)tl->nev++;
}

void gr_timeline_event_end(struct gr_run *p, uint8_t op, uint64_t bytes, uint64_t addr,
                           uint64_t overhead_ns)
{
    struct gr_timeline *tl = p->tl;
    if (!tl)
        return;
    struct gr_tl_row *w = &tl->rows[tl->n++];
    w->op = op;
    w->bytes = bytes;
    w->cuda_ns = p->r->cuda_ns - tl->cuda0;
    w->upstream_ns = p->r->upstream_alloc_ns + p->r->upstream_free_ns - tl->up0;
    w->addr = addr;
    w->overhead_ns = overhead_ns;
}

void gr_timeline_finish(struct gr_run *p)
{
    struct gr_timeline *tl = p->tl;
    if (!tl)
        return;
    FILE *f = p->cfg->timeline;
    for (size_t i = 0; i < tl->n; i++) {
        const struct gr_tl_row *w = &tl->rows[i];
        fprintf(f, "%s,%" PRIu64 ",%s,%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",",
                p->cfg->a->info.name, w->row, trace_op_name(w->op), w->bytes, w->start_ns,
                w->cuda_ns, w->upstream_ns);
        if (w->kernel >= 0) {
            float ms = 0;
            CKH(p, cudaEventElapsedTime(&ms, tl->start, tl->ev[w->kernel]));
            fprintf(f, "%.0f", (double)ms * 1e6);
        }
        fputc(',', f);
        if (w->addr)
            fprintf(f, "0x%" PRIx64, w->addr);
        fprintf(f, ",%" PRIu64 "\n", w->overhead_ns);
    }
    for (size_t i = 0; i < tl->nev; i++)
        CKH(p, cudaEventDestroy(tl->ev[i]));
    CKH(p, cudaEventDestroy(tl->start));
    free(tl->ev);
    free(tl->rows);
    free(tl);
    p->tl = NULL;
}

void gr_timeline_csv_header(FILE *f)
{
    fprintf(f, "policy,row,op,bytes,start_ns,cuda_ns,upstream_ns,kernel_end_ns,addr,overhead_ns\n");
}
