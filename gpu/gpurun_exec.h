/* gpurun_exec.h: execute one trace with one allocator policy on the real
 * GPU (docs/design.md section 6, docs/gpurun.md): ALLOC/FREE through the policy
 * over cudaMallocManaged (or cudaMalloc), LAUNCH as the replay kernel,
 * HOST as CPU reads and writes, PREFETCH/ADVISE/SYNC/RECORD/WAIT as the
 * real calls, the launch-time prefetcher and the evictor through the
 * policy API, --capacity by evicting at kernel boundaries.
 *
 * Every CUDA error ends the process with exit 1 and the message
 * "gpurun: TRACE: /events row N: cudaCall: error". The managed-memory cap
 * (docs/design.md section 6) is enforced a second time in the upstream reserve,
 * so no code path can ask for more than the cap. The executor's parts are
 * listed in gpurun_run.h.
 */
#ifndef GPURUN_EXEC_H
#define GPURUN_EXEC_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

extern "C" {
#include "host_iters.h"
#include "host_perfetto.h"
#include "model_profile.h"
#include "policy.h"
#include "trace.h"
}

struct gr_config {
    const struct policy_allocator *a;
    uint64_t values[POLICY_MAX_PARAMS];
    const struct policy_prefetcher *pf;
    uint64_t pf_values[POLICY_MAX_PARAMS];
    char pf_spec[64];
    const struct policy_evictor *ev;
    uint64_t ev_values[POLICY_MAX_PARAMS];
    char ev_spec[64];
    bool managed;       /* cudaMallocManaged (default) or cudaMalloc */
    uint64_t capacity;  /* --capacity: GPU-resident managed bytes at kernel boundaries; 0 none */
    uint64_t cap;       /* the safety cap on upstream bytes (docs/design.md section 6) */
    uint64_t seed;      /* random page orders */
    bool check;         /* --check: patterns written and verified */
    int cupti;          /* --cupti: what CUPTI counts, CUDA_UM_* (0 off; started by the caller) */
    bool progress;
    bool one_thread;    /* --one-thread: plan and issue in one thread (gpurun_run.h) */
    uint64_t warmup;    /* --warmup: iterations before the steady state (host_iters.h) */
    const struct model_profile *kt_profile; /* --gpu: a LAUNCH with /work runs for its
                                               roofline (model_kernel_time.h); NULL: every
                                               LAUNCH for its ns */
    FILE *timeline;     /* --timeline: rows appended here (gpurun_timeline.cu), or NULL */
    struct host_perfetto *perfetto; /* --perfetto: a process per run written here, or NULL */
};

/* Measured figures. Field names are the result keys (hosts/host_results.c)
 * where the meaning is the same; gpurun_results.cu turns them into keys. */
struct gr_results {
    char status[16];    /* "ok", "oom" or "check-failed" */
    int64_t failed_row;
    uint64_t events;
    uint64_t time_ns; /* measured wall time, first event to the final synchronize */
    uint64_t iterations, samples;
    uint64_t peak_requested_bytes, peak_allocated_bytes, peak_reserved_bytes;
    uint64_t upstream_allocs, upstream_frees, upstream_failed;
    uint64_t upstream_alloc_ns, upstream_free_ns;
    double frag_reserved_at_peak, frag_free_at_peak;
    uint64_t counts[POLICY_STAT_COUNT];
    uint64_t alloc_ops, alloc_wall_ns;
    uint64_t launches, kernel_ranges;
    uint64_t kernel_ns;            /* the replay kernels' times (each runs at least that) */
    char kernel_time_rule[24];     /* how they were timed (model_kernel_time_rule) */
    uint64_t evictions;            /* 2 MiB blocks the harness evicted (--capacity) */
    uint64_t evict_request_bytes;  /* bytes of those prefetches to the CPU */
    uint64_t launch_prefetch_h2d_calls, launch_prefetch_d2h_calls;
    uint64_t program_prefetch_h2d_calls, program_prefetch_d2h_calls;
    /* the issuing thread's clock from here on, in cache lines apart from the
     * planner's counters above (gpurun_run.h); cuda_ns: host time inside the
     * CUDA calls the trace's events make */
    uint64_t cuda_ns __attribute__((aligned(64)));
    uint64_t harness_cuda_ns; /* ... inside gpurun's own CUDA calls (part of the overhead) */
    uint64_t spin_ns, loop_ns; /* host time spinning (the trace's host time), in the loop */
    uint64_t setup_ns;    /* the set-up before the clock starts (not in time_ns) */
    uint64_t work_ns;     /* host time in the CPU touches of HOST events */
    uint64_t init_ns;     /* host time writing host-initialized buffers at ALLOC */
    uint64_t overhead_ns; /* loop time minus cuda, spin, work and init: gpurun's own work */
    uint64_t overhead_first_ns; /* ... of the first event of each kind (one-off warm-up) */
    uint64_t planner_wait_ns;   /* ... spent waiting for the planner's next ops */
    uint64_t planner_wait_max_ns;  /* the longest of those waits */
    uint64_t planner_wait_max_row; /* the event being issued when it began */
    uint64_t first_events;      /* those events */
    uint64_t check_mismatches;
    struct host_iters iters; /* the issuer's clock at each ITER (run_one frees it) */
};

/* Run trace t (validated) with bufs; returns 0 ok, 1 failed (the policy
 * ran out of memory under the cap, or --check found a damaged buffer; msg
 * says which). CUDA errors exit the process. */
int gr_execute(struct trace *t, const struct trace_buffer *bufs, uint64_t nbuf,
               const struct gr_config *cfg, struct gr_results *r, char *msg, size_t msglen);

/* The row being executed and a counter bumped after every event, for the
 * watchdog (gpurun_watchdog.cu). */
extern volatile uint64_t gr_current_row;
extern volatile uint64_t gr_progress_count;

/* The header row of --timeline files. */
void gr_timeline_csv_header(FILE *f);

#endif
