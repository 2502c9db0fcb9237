/* gpurun_timing.cu: host-time accounting of a gpurun run (docs/gpurun.md
 * "Host overhead"). Every CUDA call goes through CK (a call the trace's
 * events make: cuda_ns) or CKH (a call gpurun makes for itself:
 * harness_cuda_ns); the trace's host time is spent in gr_spin_until
 * (spin_ns); HOST touches and host-initialized fills are timed where they
 * happen (work_ns, init_ns). The host overhead is what is left of the
 * loop's wall time: loop_ns - cuda_ns - spin_ns - work_ns - init_ns, so it
 * holds gpurun's own work, its own CUDA calls and the policies' calls.
 */
#include "gpurun_run.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

struct gr_run *gr_cur_run;

uint64_t gr_now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

void gr_cuda_fail(const char *call, cudaError_t e)
{
    const struct gr_run *p = gr_cur_run;
    int n = (int)strcspn(call, "(");
    fprintf(stderr, "gpurun: %s: /events row %" PRIu64 ": %.*s: %s\n",
            p ? trace_path(p->t) : "?", p ? p->xrow : 0, n, call, cudaGetErrorString(e));
    exit(1);
}

void gr_die_oom(void)
{
    const struct gr_run *p = gr_cur_run;
    if (p)
        fprintf(stderr, "gpurun: %s: /events row %" PRIu64 ": out of host memory\n",
                trace_path(p->t), p->row);
    else
        fprintf(stderr, "gpurun: out of host memory\n");
    exit(2);
}

void *gr_grow(void *p, size_t *cap, size_t need, size_t elem)
{
    if (need <= *cap)
        return p;
    size_t c = *cap ? *cap : 16;
    while (c < need)
        c *= 2;
    void *q = realloc(p, c * elem);
    if (!q)
        gr_die_oom();
    *cap = c;
    return q;
}

void gr_spin_until(struct gr_run *p, uint64_t deadline)
{
    uint64_t t0 = gr_now_ns(), t = t0;
    while (t < deadline)
        t = gr_now_ns();
    p->r->spin_ns += t - t0;
}
