/* gpurun_preload.cu: the trace in memory before the clock starts, and the
 * event sources of the loop and of the look-ahead. An HDF5 read costs tens
 * of microseconds of host time (measured: about 20 us per launch when
 * /accesses was read per launch, docs/validation.md as of bba87e0), which would be the
 * harness's time, not the program's; so /events (up to GR_EV_PRELOAD rows)
 * and /accesses (up to GR_ACC_PRELOAD rows) are read whole during the
 * set-up, and /work beside /events when the kernels are timed from it
 * (model_kernel_time.h). Larger traces stream through cursors, as before,
 * and pay for it in the host overhead.
 */
#include "gpurun_run.h"

#include <stdlib.h>
#include <string.h>

#define GR_EV_PRELOAD (8u << 20)   /* events, 40 bytes each */
#define GR_ACC_PRELOAD (16u << 20) /* accesses, 48 bytes each */
#define GR_READ_ROWS (1u << 20)    /* rows per HDF5 read while preloading */

int gr_preload(struct gr_run *p, struct trace_error *err)
{
    uint64_t nacc = trace_naccesses(p->t), nev = trace_nevents(p->t);
    if (nacc && nacc <= GR_ACC_PRELOAD) {
        p->all_acc = (struct trace_access *)malloc(nacc * sizeof *p->all_acc);
        if (!p->all_acc)
            gr_die_oom();
        for (uint64_t i = 0; i < nacc; i += GR_READ_ROWS) {
            size_t n = nacc - i < GR_READ_ROWS ? nacc - i : GR_READ_ROWS;
            if (trace_read_accesses(p->t, i, n, p->all_acc + i, err))
                return -1;
        }
    }
    if (nev && nev <= GR_EV_PRELOAD) {
        p->all_ev = (struct trace_event *)malloc(nev * sizeof *p->all_ev);
        if (!p->all_ev)
            gr_die_oom();
        for (uint64_t i = 0; i < nev; i += GR_READ_ROWS) {
            size_t n = nev - i < GR_READ_ROWS ? nev - i : GR_READ_ROWS;
            if (trace_read_events(p->t, i, n, p->all_ev + i, err))
                return -1;
        }
    }
    uint64_t nwork = trace_nwork(p->t);
    if (p->all_ev && p->kt.work && nwork) { /* /work: a row per LAUNCH (validated) */
        p->all_work = (struct trace_work *)malloc(nwork * sizeof *p->all_work);
        if (!p->all_work)
            gr_die_oom();
        for (uint64_t i = 0; i < nwork; i += GR_READ_ROWS) {
            size_t n = nwork - i < GR_READ_ROWS ? nwork - i : GR_READ_ROWS;
            if (trace_read_work(p->t, i, n, p->all_work + i, err))
                return -1;
        }
        p->kt.all = p->ahead_kt.all = p->all_work;
    }
    return 0;
}

void gr_preload_free(struct gr_run *p)
{
    free(p->all_acc);
    free(p->all_ev);
    free(p->all_work);
    p->all_acc = NULL;
    p->all_ev = NULL;
    p->all_work = NULL;
}

int gr_source_init(struct gr_run *p, struct gr_source *s, struct trace_error *err)
{
    memset(s, 0, sizeof *s);
    if (p->all_ev) {
        s->all = p->all_ev;
        s->n = trace_nevents(p->t);
        return 0;
    }
    if (trace_cursor_init(&s->cur, p->t, err))
        return -1;
    s->open = true;
    return 0;
}

int gr_source_next(struct gr_source *s, const struct trace_event **e, uint64_t *row,
                   struct trace_error *err)
{
    if (s->all) {
        if (s->next >= s->n)
            return 0;
        *row = s->next;
        *e = &s->all[s->next++];
        return 1;
    }
    int rc = trace_cursor_next(&s->cur, e, err);
    if (rc == 1)
        *row = s->cur.next - 1;
    return rc;
}

void gr_source_free(struct gr_source *s)
{
    if (s->open)
        trace_cursor_free(&s->cur);
    s->open = false;
}
