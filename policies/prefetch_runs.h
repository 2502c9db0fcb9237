/* prefetch_runs.h: the machinery shared by the launch-time prefetchers
 * (manual, launch, lookahead): turning a kernel's ranges into the calls a
 * runtime would issue, a counted set of what recent kernels hold, and a
 * queue of per-kernel batches.
 *
 * Runs. A kernel's ranges become runs: empty ranges dropped, sorted by
 * address, ranges that overlap merged into one (a tensor read and written,
 * or touched by several rows, is prefetched once). Ranges that merely abut
 * stay separate calls: a runtime prefetches tensor by tensor (the seed
 * talk's manual prefetch: one cudaMemPrefetchAsync per input, output and
 * weight; PUMP: one per memory block), and each call has a fixed cost
 * (docs/model.md), so joining two neighbouring tensors would make
 * the prefetch cheaper than any runtime's. Address order is PUMP's issue
 * order (its prefetchCache is a std::map keyed by pointer).
 *
 * Held set. PUMP (prefetch.cpp: eventQueueCount, eventQueueSize) counts
 * each memory block, keyed by (pointer, size), once however many queued
 * kernels use it. prefetch_held does the same for runs keyed by (addr,
 * len): `bytes` is the sum of len over distinct runs with a count > 0.
 * Two different runs that overlap are both counted (conservative).
 *
 * Every function here that needs host memory returns
 * POLICY_NO_HOST_MEMORY when it runs out, leaving its structure as it was
 * (policy.h, "Out of memory").
 */
#ifndef PREFETCH_RUNS_H
#define PREFETCH_RUNS_H

#include "policy.h"
#include "u64map.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct prefetch_run {
    uint64_t addr, len;
};

/* Invariant: v[i].len > 0. prefetch_runs_set leaves them sorted and
 * disjoint (v[i].addr + v[i].len <= v[i+1].addr, maybe abutting);
 * prefetch_runs_push may add more in any order (a batch topped up). */
struct prefetch_runs {
    struct prefetch_run *v;
    size_t n, cap;
};

/* Set r to the runs of l's ranges. A range whose end would pass 2^64 is
 * cut at 2^64 - 1. Returns POLICY_OK or POLICY_NO_HOST_MEMORY. */
int prefetch_runs_set(struct prefetch_runs *r, const struct policy_launch *l);
/* Append run (len > 0). Returns POLICY_OK or POLICY_NO_HOST_MEMORY. */
int prefetch_runs_push(struct prefetch_runs *r, struct prefetch_run run);
void prefetch_runs_free(struct prefetch_runs *r);

/* Queue one prefetch to the GPU per run on stream, skipping runs longer
 * than max_len; returns how many were queued. */
size_t prefetch_runs_issue(const struct policy_env *env, const struct prefetch_runs *r,
                           uint32_t stream, uint64_t max_len);

/* A counted set of runs keyed by (addr, len). Invariants: every entry with
 * count > 0 is reachable from index[addr] through next, entries with the
 * same addr have different lens, bytes is the sum of their lens; entries
 * with count 0 are on the free chain. */
struct prefetch_held_entry {
    uint64_t addr, len, count;
    uint64_t next; /* next entry with the same addr, or the free chain; UINT64_MAX ends */
};
struct prefetch_held {
    struct u64map index; /* addr -> first entry */
    struct prefetch_held_entry *e;
    uint64_t n, cap, free_head, live;
    uint64_t bytes;
};

void prefetch_held_init(struct prefetch_held *h);
void prefetch_held_free(struct prefetch_held *h);
/* Count run once more. Returns 1 when it was absent, 0 when it was there,
 * POLICY_NO_HOST_MEMORY (< 0) when it was absent and found no room. */
int prefetch_held_add(struct prefetch_held *h, struct prefetch_run run);
/* Count run once less (it must be present). */
void prefetch_held_remove(struct prefetch_held *h, struct prefetch_run run);
/* How many times run is counted (0: absent). */
uint64_t prefetch_held_count(const struct prefetch_held *h, struct prefetch_run run);
bool prefetch_held_valid(const struct prefetch_held *h);

/* A FIFO of per-kernel batches: the kernel's launch sequence number, an
 * event and the runs the batch holds (owned by the queue). */
struct prefetch_batch {
    uint64_t seq;
    uint64_t event;
    bool has_event;
    struct prefetch_runs runs;
};
struct prefetch_queue {
    struct prefetch_batch *v;
    size_t head, n, cap; /* ring buffer */
};

/* Append b, taking its runs: POLICY_OK, or POLICY_NO_HOST_MEMORY (b's runs
 * are then still the caller's). */
int prefetch_queue_push(struct prefetch_queue *q, struct prefetch_batch b);
struct prefetch_batch *prefetch_queue_front(struct prefetch_queue *q);
struct prefetch_batch *prefetch_queue_back(struct prefetch_queue *q);
/* Remove the front batch; the caller owns its runs. */
struct prefetch_batch prefetch_queue_pop(struct prefetch_queue *q);
/* Free every batch's runs and the queue. */
void prefetch_queue_free(struct prefetch_queue *q);

#endif
