/* gpurun.cu: run a trace on the real GPU through the same allocator,
 * prefetch and eviction policies as simrun, and report the same result keys,
 * measured (docs/design.md sections 6 and 7; docs/gpurun.md).
 *
 *   gpurun [options] --policy NAME[:key=value,...][,NAME...] TRACE.h5
 *
 * The trace is validated first; then the managed footprint of each policy
 * (its peak reserved bytes over the trace, from a dry replay of ALLOC/FREE
 * with a fake upstream) is compared with the safety cap, min(16 GiB, half
 * the free device memory), before anything is allocated: over the cap is
 * refused with exit 2. A watchdog thread ends a run that makes no progress
 * for --watchdog seconds (exit 1). Exit 0 every run completed, 1 a run
 * failed (out of memory under the cap, --check found damage, CUDA error,
 * watchdog), 2 bad usage, bad input or refused. This file runs the parts
 * gpurun.h lists, in order.
 */
#include "gpurun.h"

#include <inttypes.h>
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda_runtime.h>

/* malloc without the process's mmap lock once the heap has grown: no trimming, a
 * 64 MiB pad on each growth of the main heap, blocks up to 32 MiB from the heap
 * rather than their own mmap. With glibc's defaults the issuer sometimes waited up
 * to 5 ms for the planner right after a RESERVE, the planner not preempted: most
 * likely its malloc was in mmap, munmap or mprotect, which wait for that lock while
 * the Unified Memory driver migrates; with these none waited 1 ms (docs/gpurun.md,
 * "Host overhead"). The same settings are the usual ones for real-time programs. */
static void malloc_without_syscalls(void)
{
    mallopt(M_TRIM_THRESHOLD, -1);
    mallopt(M_TOP_PAD, 64 << 20);
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
}

static struct gpurun the; /* the program's state (large: every policy's parameters) */

static void say_stuck(unsigned s)
{
    fprintf(stderr, PROG ": %s: /events row %" PRIu64 ": no progress for %u s (watchdog):"
            " ending the run\n", the.o.trace, (uint64_t)gr_current_row, s);
}

/* The trace, validated before anything runs, its buffers, and --timeline's
 * file: 0, or 2 with the message printed. */
static int open_trace(struct gpurun *g)
{
    trace_guard_install(PROG);
    trace_guard_file(g->o.trace);
    struct trace_error err;
    trace_guard_watch(TRACE_GUARD_OPEN_SECONDS);
    g->t = trace_open(g->o.trace, &err);
    trace_guard_watch(0);
    struct trace_summary sum;
    if (!g->t || trace_validate(g->t, &sum, &err) ||
        !(g->bufs = trace_load_buffers(g->t, &g->nbuf, &err))) {
        fprintf(stderr, PROG ": %s\n", err.msg);
        return 2;
    }
    const struct model_profile *kp = g->o.cfg.kt_profile;
    if (trace_has_work(g->t) && (!kp || !(kp->fp32_flops > 0 && kp->fp16_flops > 0 &&
                                          kp->mem_bw > 0)))
        fprintf(stderr, PROG ": warning: %s: kernels carry work (/work), but %s%s%s: kernel"
                " times are the trace's\n", g->o.trace, kp ? "profile " : "no --gpu PROFILE",
                kp ? kp->name : " gives their rates",
                kp ? " lacks fp32_flops, fp16_flops or mem_bw" : "");
    if (g->o.timeline_path) {
        const char *inputs[] = { g->o.trace, NULL };
        g->o.cfg.timeline = trace_output_fopen(&g->timeline, g->o.timeline_path, inputs, &err);
        if (!g->o.cfg.timeline) {
            fprintf(stderr, PROG ": --timeline: %s\n", err.msg);
            return 2;
        }
        gr_timeline_csv_header(g->o.cfg.timeline);
    }
    if (g->o.perfetto_path) {
        const char *inputs[] = { g->o.trace, NULL };
        FILE *f = trace_output_fopen(&g->perfetto_out, g->o.perfetto_path, inputs, &err);
        if (!f) {
            fprintf(stderr, PROG ": --perfetto: %s\n", err.msg);
            return 2;
        }
        host_perfetto_begin(&g->perfetto, f);
        g->o.cfg.perfetto = &g->perfetto;
    }
    return 0;
}

/* --pcie: the link's counters, and a known migration measured before the
 * runs, under the cap like them: 0, or 1 with the message printed. */
static int start_pcie(struct gpurun *g)
{
    char bus[32] = "";
    const char *why = "cudaDeviceGetPCIBusId failed";
    if (cudaDeviceGetPCIBusId(bus, sizeof bus, 0) != cudaSuccess || gr_pcie_start(bus, &why)) {
        fprintf(stderr, PROG ": --pcie: %s\n", why);
        return 1;
    }
    uint64_t cap = g->o.cfg.cap;
    uint64_t known = cap < (64u << 20) ? cap & ~((2ull << 20) - 1) : 64u << 20;
    if (!known || gr_pcie_calibrate(known, &g->link, &why)) {
        fprintf(stderr, PROG ": --pcie: %s\n", known ? why : "the cap leaves no room");
        return 1;
    }
    return 0;
}

/* The GPU, once every footprint fits under the cap (the context exists:
 * cudaMemGetInfo made it): the threads' CPUs, the device's name, the
 * counters. 0, or 1 with the message printed. */
static int set_up_gpu(struct gpurun *g)
{
    gr_cpus_avoid_gpu_irqs(g->o.share_irq_cpus, &g->cpus); /* before any thread starts */
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, 0);
    snprintf(g->gpu, sizeof g->gpu, "%s", prop.name);
    if (g->o.cfg.cupti && g->o.cfg.managed) {
        const char *why = NULL;
        if (cuda_um_start(g->o.cfg.cupti, &why)) {
            fprintf(stderr, PROG ": --cupti: %s\n", why);
            return 1;
        }
    }
    return g->o.pcie ? start_pcie(g) : 0;
}

/* "gpurun: TRACE: POLICY: 12.345 ms, host overhead ..." on stderr. */
static void say_done(const struct gpurun *g, int i, const struct gr_results *r)
{
    uint64_t rest = r->events - r->first_events;
    fprintf(stderr, PROG ": %s: %s: %.3f ms, host overhead %.0f ns per event after the first"
            " of each kind (%" PRIu64 " of %" PRIu64 "; those took %.1f us)\n", g->o.trace,
            g->o.alloc[i]->info.name, r->time_ns / 1e6,
            rest ? (double)(r->overhead_ns - r->overhead_first_ns) / rest : 0.0, rest,
            r->events, r->overhead_first_ns / 1e3);
}

/* Run i, between two collections of the counters, and its keys printed:
 * 0, 1 (the run failed) or 2 (it could not start). */
static int run_one(struct gpurun *g, int i)
{
    struct gr_config *c = &g->o.cfg;
    c->a = g->o.alloc[i];
    memcpy(c->values, g->o.values[i], sizeof c->values);
    struct gr_results r;
    struct cuda_um_sums cs;
    struct gr_pcie_sums ps;
    char msg[1024] = "";
    if (c->cupti)
        cuda_um_collect(&cs); /* drop what came before */
    if (g->o.pcie)
        gr_pcie_collect(&ps);
    int rc = gr_execute(g->t, g->bufs, g->nbuf, c, &r, msg, sizeof msg);
    if (c->cupti)
        cuda_um_collect(&cs);
    if (g->o.pcie)
        gr_pcie_collect(&ps);
    if (rc)
        fprintf(stderr, PROG ": %s\n", msg);
    if (rc == 2)
        return 2;
    struct gpurun_figures f = { &r, c->cupti && c->managed ? &cs : NULL, g->o.pcie ? &ps : NULL };
    struct host_results h;
    gpurun_print(g, i, &h, gpurun_results(g, i, &f, &h));
    if (!g->o.quiet)
        say_done(g, i, &r);
    host_results_free(&h);
    host_iters_free(&r.iters);
    return rc ? 1 : 0;
}

int main(int argc, char **argv)
{
    trace_output_stdout(PROG);
    malloc_without_syscalls();
    struct gpurun *g = &the;
    int rc = gpurun_options(argc, argv, &g->o);
    if (rc >= 0)
        return rc;
    if (g->o.cal.out)
        return gr_calibrate(&g->o.cal);
    if ((rc = open_trace(g)) || (rc = gpurun_safety(g)) || (rc = set_up_gpu(g)))
        return rc;
    gr_watchdog_start(g->o.watchdog_s, &gr_progress_count, say_stuck);
    int status = 0;
    for (int i = 0; i < g->o.nspec && status != 2; i++) {
        rc = run_one(g, i);
        status = rc > status ? rc : status;
    }
    struct trace_error err; /* a timeline not closed here is removed at exit */
    if (g->o.cfg.timeline && status != 2 && trace_output_close(&g->timeline, &err) != 0) {
        fprintf(stderr, PROG ": --timeline: %s\n", err.msg);
        status = 2;
    }
    if (g->o.cfg.perfetto && status != 2 && host_perfetto_end(g->o.cfg.perfetto)) {
        fprintf(stderr, PROG ": %s: --perfetto: out of host memory\n", g->o.trace);
        status = 2;
    } else if (g->o.cfg.perfetto && status != 2 &&
               trace_output_close(&g->perfetto_out, &err) != 0) {
        fprintf(stderr, PROG ": --perfetto: %s\n", err.msg);
        status = 2;
    }
    free(g->bufs);
    trace_close(g->t);
    for (int i = 0; i < g->o.nspec; i++)
        free(g->o.spec[i]);
    return status;
}
