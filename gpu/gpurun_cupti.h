/* gpurun_cupti.h: CUPTI's unified-memory counters for gpurun --cupti
 * (docs/design.md section 6, docs/measurements.md sections 2 and 7).
 *
 * Configured after the CUDA context exists. Records are summed by kind and
 * migration cause; CPU page faults are counted as records (their value is a
 * program counter). CUPTI loses records when one kernel faults continuously
 * (docs/measurements.md: above about 100 to 200 MB per kernel), without a
 * dropped count, and halves the fault-driven bandwidth: gpurun takes its
 * times from runs without --cupti and reports CUPTI's byte figures as
 * lower bounds, beside the bytes it knows it asked for.
 */
#ifndef GPURUN_CUPTI_H
#define GPURUN_CUPTI_H

#include <stdint.h>

/* CUpti_ActivityUnifiedMemoryMigrationCause: 0 unknown, 1 user (prefetch),
 * 2 coherence (demand), 3 prefetch (the driver's), 4 eviction, 5 access
 * counters. */
#define GR_CAUSES 6

struct gr_cupti_sums {
    uint64_t htod[GR_CAUSES], dtoh[GR_CAUSES];
    uint64_t htod_records, dtoh_records;
    uint64_t gpu_fault_records, gpu_fault_groups;
    uint64_t cpu_fault_records;
    uint64_t dropped; /* cuptiActivityGetNumDroppedRecords, summed */
};

/* What --cupti counts (a bit set). */
enum { GR_CUPTI_BYTES = 1, GR_CUPTI_FAULTS = 2, GR_CUPTI_ALL = 3 };

/* Start the counters of WHAT; returns 0, or -1 with the reason in *why.
 * Without CUPTI at build time (no GPURUN_CUPTI) always -1. */
int gr_cupti_start(int what, const char **why);
/* Flush and return the sums of every record since the previous call. */
void gr_cupti_collect(struct gr_cupti_sums *s);

#endif
