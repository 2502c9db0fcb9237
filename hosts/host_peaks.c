/* host_peaks.c: peaks and fragmentation after every ALLOC and FREE
 * (host_peaks.h). */
#include "host_peaks.h"

#include <assert.h>

void host_frag(const struct policy_usage *d, double *frag_reserved, double *frag_free)
{
    *frag_reserved = d->reserved ? 1.0 - (double)d->allocated / d->reserved : 0;
    *frag_free = d->free_bytes ? 1.0 - (double)d->largest_free / d->free_bytes : 0;
}

void host_peaks_at_peak(struct host_peaks *k, const struct policy_allocator *a, void *self)
{
    struct policy_usage d;
    a->usage(self, &d, true);
    host_frag(&d, &k->frag_reserved, &k->frag_free);
    assert(host_peaks_valid(k));
}

#ifndef NDEBUG
bool host_peaks_valid(const struct host_peaks *k)
{
    return k->live <= k->peak_requested && k->frag_reserved >= 0 && k->frag_reserved <= 1 &&
           k->frag_free >= 0 && k->frag_free <= 1;
}
#endif
