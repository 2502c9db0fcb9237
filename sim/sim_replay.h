/* sim_replay.h: replaying a trace through one allocator policy.
 *
 * The replay streams /events through a trace_cursor, keeps the host and
 * device clocks of sim_timeline.h, hands ALLOC and FREE to a fresh instance
 * of the policy over the simulated address space of sim_upstream.h, and
 * fills struct host_results. Buffer ids map to the policy's addresses in a
 * flat array sized by /buffers. The trace must have passed trace_validate,
 * or cfg->validator checks each event before the replay (or its look-ahead)
 * acts on it, and the caller ends the validation before it trusts the run.
 *
 * With managed memory (the default) upstream is cudaMallocManaged and the
 * Unified Memory engine (model_um.h) sees every reservation: LAUNCH runs the
 * kernel's accesses through the page model (faults, density prefetch,
 * eviction through the evictor policy), HOST, PREFETCH and ADVISE act on
 * pages, and a launch-time prefetcher policy is called around every kernel
 * with a struct policy_env whose Unified Memory part this file provides.
 * With device memory (cudaMalloc) every byte is resident and only the
 * clocks of sim_timeline.h run.
 */
#ifndef SIM_REPLAY_H
#define SIM_REPLAY_H

#include <stdbool.h>
#include <stdint.h>

#include "policy.h"
#include "model_density.h"
#include "model_profile.h"
#include "host_results.h"
#include "sim_upstream.h"
#include "trace.h"

struct host_perfetto;
struct sim_oom_report;
struct sim_peak_rows;

struct sim_config {
    const struct model_profile *profile;
    uint64_t capacity; /* device: upstream limit in bytes; managed: GPU memory
                          Unified Memory may use (the profile's by default) */
    enum sim_upstream_kind upstream; /* the memory mode */
    uint64_t seed;     /* random access patterns */
    bool progress;     /* progress on stderr after a second (caller checks tty) */
    uint64_t warmup;   /* iterations before the steady state (--warmup; host_iters.h) */
    double kernel_scale; /* --scale-kernel-times: the factor for kernel times without
                            work (model_kernel_time.h); 0: kept as the trace has them */
    bool trace_kernel_times; /* --trace-kernel-times: /work ignored, every kernel takes
                                its event's ns (as gpurun replays it) */
    uint64_t host_overhead_ns; /* --host-overhead: host time a replay harness spends on
                                  each event besides the trace's own work (gpurun's
                                  host_overhead_ns_per_event); 0: the traced program */
    /* managed memory only */
    struct model_density_params density; /* --fault-prefetch */
    const struct policy_prefetcher *prefetcher; /* --prefetch */
    uint64_t prefetch_values[POLICY_MAX_PARAMS];
    const struct policy_evictor *evictor;       /* --evict */
    uint64_t evict_values[POLICY_MAX_PARAMS];
    bool evict_at_boundary; /* --evict-at-kernel-boundary: capacity is a limit the
                               harness keeps between kernels; the GPU is the profile's */
    FILE *timeline;    /* --timeline: rows appended here, or NULL */
    struct host_perfetto *perfetto; /* --perfetto: events written here (its process
                                       named by the caller), or NULL */
    struct sim_oom_report *oom;  /* a failed ALLOC fills it (sim_mincap.h), or NULL */
    struct sim_peak_rows *peaks; /* where the peaks were reached (sim_at_peak.h), or NULL */
    struct trace_validator *validator; /* checks each event first (a trace not yet
                                          validated; its failure ends the run with
                                          MODEL_ERROR), or NULL */
};

/* The header row of --timeline files. */
void sim_timeline_csv_header(FILE *out);

/* What the replay of one policy came to. */
enum sim_outcome {
    SIM_OK = 0,      /* replayed to the end; results complete */
    SIM_FAILED = 1,  /* the policy could not serve an ALLOC (out of memory) or
                        broke its contract; results hold the run up to there */
    MODEL_ERROR = 2,   /* the trace could not be read; nothing to report */
};

/* Replay t (whose /buffers are bufs[0..nbuf)) through allocator a with
 * parameter values. Fills r. On SIM_FAILED and MODEL_ERROR, msg gets
 * "TRACE: where: what" (print it after "simrun: "). */
enum sim_outcome sim_replay(struct trace *t, const struct trace_buffer *bufs, uint64_t nbuf,
                            const struct policy_allocator *a, const uint64_t *values,
                            const struct sim_config *cfg, struct host_results *r, char *msg,
                            size_t msglen);

#endif
