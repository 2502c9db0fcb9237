/* host_peaks.h: a run's memory peaks and its fragmentation, measured the
 * same way by both hosts (simrun's replay, gpurun's planner) after every
 * ALLOC and FREE the allocator served.
 *
 * Fragmentation answers "how much of what the allocator holds is wasted,
 * when it matters": it is taken each time the live requested bytes stand
 * at their peak so far, so the last such moment of the run is what remains
 * (in a training loop every iteration reaches the peak; the last shows the
 * steady state). frag_reserved is 1 - allocated/reserved then, the share of
 * reserved memory no live block uses (PyTorch's "reserved but unallocated");
 * frag_free is 1 - largest free block / free bytes then, how scattered that
 * idle part is (docs/design.md section 7). Not at the peak of reserved: a
 * caching allocator often reaches that while almost nothing is allocated.
 */
#ifndef HOST_PEAKS_H
#define HOST_PEAKS_H

#include <assert.h>
#include <stdbool.h>
#include <stdint.h>

#include "policy.h"

/* Invariant (host_peaks_valid): live <= peak_requested; both fractions in
 * [0, 1]; they are 0 until live first reached a peak above 0. */
struct host_peaks {
    uint64_t live;           /* requested bytes live now */
    uint64_t peak_requested; /* the most ever live */
    uint64_t peak_allocated; /* the most the allocator had handed out (its rounding included) */
    double frag_reserved;    /* 1 - allocated/reserved, the last time live stood at its peak */
    double frag_free;        /* 1 - largest free block / free bytes, at that moment */
};

/* Fragmentation of usage d (taken with free detail), as defined above:
 * 1 - allocated/reserved and 1 - largest free / free bytes, each 0 when
 * its denominator is. */
void host_frag(const struct policy_usage *d, double *frag_reserved, double *frag_free);

#ifndef NDEBUG
bool host_peaks_valid(const struct host_peaks *k);
#endif

/* Fragmentation now, live standing at its peak (host_peaks_after_op). */
void host_peaks_at_peak(struct host_peaks *k, const struct policy_allocator *a, void *self);

/* These three run for every ALLOC and FREE of a replay: inline. */

/* An ALLOC of size bytes served, or a FREE of size bytes done; then call
 * host_peaks_after_op. */
static inline void host_peaks_alloc(struct host_peaks *k, uint64_t size)
{
    k->live += size;
    if (k->live > k->peak_requested)
        k->peak_requested = k->live;
}

static inline void host_peaks_free(struct host_peaks *k, uint64_t size)
{
    assert(size <= k->live);
    k->live -= size;
}

/* After each served ALLOC and FREE: the allocated peak and, when live
 * stands at its peak so far, fragmentation (the usage with free-block
 * detail only then: it may walk the free lists). *u gets the allocator's
 * usage without that detail. After a FREE it changes nothing (live has
 * fallen below its peak, and allocated, the bytes of blocks handed out,
 * cannot have risen: policy.h): a host that needs no *u may skip it. */
static inline void host_peaks_after_op(struct host_peaks *k, const struct policy_allocator *a,
                                       void *self, struct policy_usage *u)
{
    a->usage(self, u, false);
    if (u->allocated > k->peak_allocated)
        k->peak_allocated = u->allocated;
    if (k->live != 0 && k->live >= k->peak_requested)
        host_peaks_at_peak(k, a, self);
}

#endif
