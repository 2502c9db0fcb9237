/* cuda_um_counters.h: CUPTI's unified-memory counters, summed by kind and
 * migration cause, written once for gpurun --cupti and the live library's
 * --cupti (docs/design.md section 6, docs/measurements.md sections 2 and 7,
 * docs/live.md).
 *
 * Configured after the CUDA context exists. Records are summed by kind and
 * migration cause; CPU page faults are counted as records (their value is a
 * program counter). CUPTI loses records when one kernel faults continuously
 * (docs/measurements.md: above about 100 to 200 MB per kernel), without a
 * dropped count, and halves the fault-driven bandwidth: gpurun takes its
 * times from runs without --cupti and reports CUPTI's byte figures as
 * lower bounds, beside the bytes it knows it asked for.
 *
 * Plain C: gpurun compiles it with nvcc (as C), the live library with cc;
 * without CUDA_UM_CUPTI at build time (no CUPTI) the counters never start.
 */
#ifndef CUDA_UM_COUNTERS_H
#define CUDA_UM_COUNTERS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

struct host_results;

/* CUpti_ActivityUnifiedMemoryMigrationCause: 0 unknown, 1 user (prefetch),
 * 2 coherence (demand), 3 prefetch (the driver's), 4 eviction, 5 access
 * counters. */
#define CUDA_UM_CAUSES 6

struct cuda_um_sums {
    uint64_t htod[CUDA_UM_CAUSES], dtoh[CUDA_UM_CAUSES];
    uint64_t htod_records, dtoh_records;
    uint64_t gpu_fault_records, gpu_fault_groups;
    uint64_t cpu_fault_records;
    uint64_t dropped; /* cuptiActivityGetNumDroppedRecords, summed */
};

/* What --cupti counts (a bit set). */
enum { CUDA_UM_BYTES = 1, CUDA_UM_FAULTS = 2, CUDA_UM_ALL = 3 };

/* --cupti's value: "all" (or NULL, the option alone), "bytes" or "faults"
 * as a bit set; 0 for anything else. */
int cuda_um_parse(const char *arg);
/* Start the counters of WHAT; returns 0, or -1 with the reason in *why.
 * Without CUPTI at build time always -1. */
int cuda_um_start(int what, const char **why);
/* Flush and return the sums of every record since the previous call. */
void cuda_um_collect(struct cuda_um_sums *s);
/* The sums of the counters of WHAT into h's keys (host_results.h): bytes by
 * cause, fault records, CUPTI's own record counts. Bytes of the user cause
 * (cudaMemPrefetchAsync) are only in h2d_bytes and d2h_bytes: whose
 * prefetches they were is the host's to say. Returns the result sets
 * filled (HOST_GPURUN_CUPTI, _BYTES, _FAULTS). */
unsigned cuda_um_results(const struct cuda_um_sums *s, int what, struct host_results *h);

#ifdef __cplusplus
}
#endif

#endif
