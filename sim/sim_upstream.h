/* sim_upstream.h: the simulated device address space behind the struct
 * policy_env that simrun hands to a policy.
 *
 * reserve() plays cudaMalloc (or cudaMallocManaged) and release() plays
 * cudaFree. cudaFree synchronizes the device, so the host first waits for
 * every queued kernel; neither cudaMalloc nor cudaMallocManaged does (gpurun
 * --timeline: a cudaMalloc of resnet-18 returned in 45 us with 115 us of
 * queued kernels left, docs/measurements.md section 23; resnet-18's kernels
 * ran on for up to 60 ms after a cudaMallocManaged returned, section 12).
 * Then the call pays the profile's latency for that size (on device memory,
 * a request under 2 MiB pays that of 2 MiB when the driver maps or unmaps
 * one of its blocks for it), and a managed one what on_reserve adds.
 * Reserving past the capacity fails (the call still costs its latency, as a
 * failing cudaMalloc does), which is what drives the policies'
 * out-of-memory recovery.
 *
 * Addresses: requests under 2 MiB are placed as the driver places them,
 * packed into 2 MiB blocks (sim_cuda_blocks.h), so on managed memory small
 * allocations share pages as they do on the GPU; larger ones get whole
 * 2 MiB blocks of their own. New blocks and large requests take the next
 * span down from SIM_UPSTREAM_TOP, so each lies below the earlier ones, as
 * CUDA placed the large segments of the recorded PyTorch snapshots (their
 * segment_alloc addresses); allocators break best-fit ties by address, and
 * with rising addresses the caching policy misses PyTorch's peak reserved
 * bytes by up to 3.8% (docs/importers.md). Spans are never reused, so
 * every block the page model of the Unified Memory engine keeps has a
 * distinct, stable address; a reservation that would reach down to address
 * 0 (after about 2^62 bytes reserved over the run) sets `exhausted`, which
 * ends the run with an error.
 *
 * Invariants (sim_upstream_valid): reserved equals the sum of the sizes of
 * the live reservations and never exceeds capacity; peak_reserved >=
 * reserved. A release that does not match a live reservation is a policy
 * bug: it is recorded in `bad_release` and ends the run with an error.
 */
#ifndef SIM_UPSTREAM_H
#define SIM_UPSTREAM_H

#include <stdbool.h>
#include <stdint.h>

#include "policy.h"
#include "sim_cuda_blocks.h"
#include "u64map.h"
#include "model_profile.h"
#include "sim_timeline.h"

#define SIM_UPSTREAM_ALIGN (2ull << 20) /* cudaMalloc's 2 MiB granularity */
#define SIM_UPSTREAM_TOP (1ull << 62)   /* end of the first range handed out */

/* Which runtime call plays upstream. */
enum sim_upstream_kind { SIM_UPSTREAM_DEVICE, SIM_UPSTREAM_MANAGED };

/* The latencies of sizes asked for before, per curve, direct-mapped by
 * size: a trace asks for few sizes again and again, and evaluating a
 * profile curve (logarithms) took a fifth of a replay under `cuda`. 1024
 * slots: in 256, 9 of the 57 sizes of the replay benchmark's snapshot
 * (tests/bench_replay.c) share a slot and 3% of the calls miss; in 1024,
 * 2 and 0.6%.
 * Invariant: ns[i] is the latency of a call of size key[i] - 1 that maps
 * or unmaps no block (sim_upstream.c, memo_cost; key 0: empty). */
#define SIM_COST_MEMO_BITS 10
struct sim_cost_memo {
    uint64_t key[1u << SIM_COST_MEMO_BITS];
    uint64_t ns[1u << SIM_COST_MEMO_BITS];
};

struct sim_upstream {
    struct policy_env env; /* handed to the policy; env.host = this */
    struct sim_timeline *tl;
    const struct model_curve *cost[2]; /* cudaMalloc's and cudaFree's latency by size */
    struct sim_cost_memo memo[2];      /* theirs */
    double small_last[2]; /* the largest size of each curve below 2 MiB, or 0 */
    uint64_t capacity;
    uint64_t reserved, peak_reserved;
    uint64_t next_addr;
    struct u64map live; /* addr -> size of every live reservation */
    bool device;         /* cudaMalloc, not cudaMallocManaged: mapping a block costs */
    struct sim_cuda_blocks blocks; /* where requests under 2 MiB go */
    /* Called on every successful reserve, at the call's start, and before
     * every release, once the device is idle (the Unified Memory engine's
     * page model); each returns time the call costs beyond the profile's
     * latency for its size (a reserve: waiting for the driver's locks; a
     * release: unmapping GPU-resident pages). NULL: nobody listens. */
    uint64_t (*on_reserve)(void *arg, uint64_t addr, uint64_t size);
    uint64_t (*on_release)(void *arg, uint64_t addr, uint64_t size);
    void *hook_arg;
    bool charging;       /* false during teardown: nothing counted */
    bool bad_release;    /* a release matched no live reservation */
    bool oom;            /* host memory ran out in the map */
    bool exhausted;      /* the address space below SIM_UPSTREAM_TOP ran out */
    /* results */
    uint64_t allocs, frees, failed;
    uint64_t alloc_ns, free_ns;  /* latency charged */
    uint64_t sync_wait_ns;       /* host waits for the device at these calls */
    uint64_t counts[POLICY_STAT_COUNT];
};

void sim_upstream_init(struct sim_upstream *u, struct sim_timeline *tl,
                       const struct model_profile *p, enum sim_upstream_kind kind,
                       uint64_t capacity);
void sim_upstream_free(struct sim_upstream *u);

const char *sim_upstream_kind_name(enum sim_upstream_kind k);
/* "device" or "managed" -> kind; -1 when unknown. */
int sim_upstream_parse_kind(const char *s, enum sim_upstream_kind *k);

#ifndef NDEBUG
bool sim_upstream_valid(const struct sim_upstream *u);
#endif

#endif
