/* sim_mincap.h: simrun --min-capacity (docs/simrun.md): the smallest GPU on
 * which a trace completes under one allocator, and why one step less does
 * not.
 *
 * The capacity is device memory, the upstream limit (cudaMalloc): with
 * managed memory an allocation never fails for want of GPU memory (Unified
 * Memory oversubscribes), so the question is asked of device memory only.
 * Capacities are multiples of the resolution. None below the trace's peak
 * of live requested bytes can complete (an allocator holds at least what
 * it hands out); from the first multiple at or above it the search doubles
 * until a run completes, then bisects, assuming that a larger GPU never
 * fails where a smaller one completed. The answer is the smallest multiple
 * found to complete; the run one resolution below it is replayed once more
 * to report its failure: the ALLOC that failed, bytes live, allocated and
 * reserved, the largest free block, and the segments that hold free bytes
 * with the live buffers that keep each from being released or merged.
 */
#ifndef SIM_MINCAP_H
#define SIM_MINCAP_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "policy.h"
#include "host_results.h"
#include "sim_replay.h"
#include "trace.h"

#define SIM_MINCAP_RESOLUTION_DEFAULT (2ull << 20)
#define SIM_PIN_SEGMENTS 8 /* segments reported, those with the most free bytes */
#define SIM_PIN_BUFFERS 8  /* live buffers reported per segment, the largest */

struct sim_pin_buffer {
    uint64_t buffer, bytes; /* the trace's buffer id, the block's size */
    uint8_t tag;
};

/* A segment (upstream reservation) holding free bytes that its live
 * blocks keep from being released (and, split by them, from merging). */
struct sim_pin_segment {
    uint64_t addr, size, free_bytes, largest_free;
    uint64_t live;  /* live blocks in it */
    uint32_t stream;
    int nbuf;
    struct sim_pin_buffer buf[SIM_PIN_BUFFERS];
};

/* What a failed ALLOC left behind (sim_replay fills it when its config
 * asks). Invariant: nseg <= pinned_segments; with !blocks_known the
 * segments are not known (the allocator has no blocks hook). */
struct sim_oom_report {
    bool failed;
    uint64_t row, buffer, size;
    uint32_t stream;
    uint64_t live_bytes; /* requested bytes live when the ALLOC came */
    uint64_t allocated, reserved, free_bytes, largest_free;
    bool blocks_known;
    uint64_t pinned_segments; /* segments with free bytes (all have live blocks) */
    int nseg;
    struct sim_pin_segment seg[SIM_PIN_SEGMENTS];
};

/* Fill o's usage and segments from allocator a's instance; addr maps
 * buffer ids to addresses (0: not live). Returns 0, or -1 when host memory
 * ran out. */
int sim_oom_collect(struct sim_oom_report *o, const struct policy_allocator *a,
                    const void *self, const uint64_t *addr, const struct trace_buffer *bufs,
                    uint64_t nbuf);

/* One allocator's answer. found: some capacity up to TRACE_SUM_MAX
 * completed; capacity is the smallest; fail_completed: the run one step
 * below completed too (the allocator is not monotonic there). */
struct sim_mincap {
    uint64_t resolution, peak_requested, runs;
    bool found, fail_completed;
    uint64_t capacity, fail_capacity;
    struct sim_oom_report oom; /* the run at fail_capacity */
};

/* Search for allocator a with values; cfg is simrun's configuration with
 * device memory (its capacity and timeline are set here, per run). r gets
 * the results of the run at the capacity found. Returns 0, or 2 with msg
 * ("TRACE: where: what") when the trace cannot be read or host memory ran
 * out. */
int sim_mincap(struct trace *t, const struct trace_buffer *bufs, uint64_t nbuf,
               const struct policy_allocator *a, const uint64_t *values,
               const struct sim_config *cfg, uint64_t resolution, uint64_t peak_requested,
               struct sim_mincap *m, struct host_results *r, char *msg, size_t msglen);

/* The answer as one JSON object on one line (with the run's policy and
 * params from r), or as text. */
void sim_mincap_json(FILE *out, const struct sim_mincap *m, const struct host_results *r);
void sim_mincap_text(FILE *out, const struct sim_mincap *m, const struct host_results *r);

#endif
