/* gpurun.h: the gpurun program around its executor (gpurun_exec.h), one
 * file per part, which gpurun.cu runs in order:
 *   gpurun_options.cu    the option table: parsing, --help, the policies resolved
 *   gpurun_footprint.cu  the safety cap and each policy's footprint under it
 *   gpurun_results.cu    a run's figures as the result keys (hosts/host_results.h)
 *   gpurun_watchdog.cu   the end of a run or a calibration that makes no progress
 * --calibrate (gpurun_calibrate.h) shares the cap and the watchdog.
 */
#ifndef GPURUN_H
#define GPURUN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "gpurun_calibrate.h"
#include "gpurun_cpus.h"
#include "cuda_um_counters.h"
#include "gpurun_exec.h"
#include "gpurun_pcie.h"
extern "C" {
#include "host_results.h"
}

#define PROG "gpurun"
#define GR_MAX_RUNS 64

/* The command line. Invariant after gpurun_options: with cal.out, a
 * calibration (no trace, no policy); else trace is set and nspec >= 1
 * policies are resolved in alloc and values. */
struct gpurun_opts {
    char *spec[GR_MAX_RUNS]; /* --policy's specs, nspec of them */
    int nspec;
    const struct policy_allocator *alloc[GR_MAX_RUNS];
    uint64_t values[GR_MAX_RUNS][POLICY_MAX_PARAMS];
    struct gr_config cfg;    /* what the runs share (cfg.a and cfg.values: each run's) */
    const char *pf_arg, *ev_arg; /* --prefetch, --evict */
    uint64_t user_cap;       /* --cap, 0 none */
    int mode;                /* 'j' --json, 'c' --csv, 't' the table */
    bool quiet, pcie, share_irq_cpus;
    const char *timeline_path, *perfetto_path;
    unsigned watchdog_s;
    const char *trace;
    const char *gpu_arg;          /* --gpu: the profile timing kernels with /work */
    struct model_profile profile; /* ... loaded (cfg.kt_profile points here) */
    struct gr_calibrate_opts cal;
};

/* The program once set up (gpurun.cu). */
struct gpurun {
    struct gpurun_opts o;
    struct trace *t;
    struct trace_buffer *bufs;
    uint64_t nbuf;
    struct trace_output timeline; /* --timeline's file, written whole or not at all */
    struct trace_output perfetto_out; /* --perfetto's, likewise */
    struct host_perfetto perfetto;
    char gpu[256];            /* the device's name */
    struct gr_cpus cpus;      /* the CPUs the run's threads run on */
    struct gr_pcie_link link; /* --pcie: the link's cost of a migrated byte */
    unsigned csv_sets;        /* --csv: the sets of keys of the header (run 0's) */
};

/* One run's figures: the executor's, CUPTI's (with --cupti on managed
 * memory, else NULL) and the PCIe link's (with --pcie, else NULL). */
struct gpurun_figures {
    const struct gr_results *r;
    const struct cuda_um_sums *cupti;
    const struct gr_pcie_sums *pcie;
};

/* ---- gpurun_options.cu ---------------------------------------------------- */

/* Parse the command line into o: -1 go on, else the exit status (0 after
 * --help or --version, 2 bad usage, with the message printed). */
int gpurun_options(int argc, char **argv, struct gpurun_opts *o);

/* ---- gpurun_footprint.cu -------------------------------------------------- */

/* The safety cap: the smaller of 16 GiB and half the free device memory,
 * or user_cap when lower (0: none). */
uint64_t gr_cap(size_t free_bytes, uint64_t user_cap);
/* Each policy's footprint (a dry replay, before the GPU is touched), then
 * the cap into g->o.cfg.cap: 0, or the exit status with the message printed
 * (1 no GPU, 2 a footprint over the cap or the dry replay failed). */
int gpurun_safety(struct gpurun *g);

/* ---- gpurun_results.cu ---------------------------------------------------- */

/* Run number i's result keys into h; returns the sets of keys it has. */
unsigned gpurun_results(const struct gpurun *g, int i, const struct gpurun_figures *f,
                        struct host_results *h);
/* Print run i's h as --json, --csv (the header with run 0, every row with
 * run 0's keys, so the columns stay aligned) or the table. */
void gpurun_print(struct gpurun *g, int i, const struct host_results *h, unsigned sets);

/* ---- gpurun_watchdog.cu --------------------------------------------------- */

/* A detached thread ending the process with exit 1 once *progress has not
 * changed for seconds s, after say(s) has printed why. */
void gr_watchdog_start(unsigned s, const volatile uint64_t *progress, void (*say)(unsigned s));

#endif
