/* model_density.h: the NVIDIA UVM driver's fault-time density prefetch, as a
 * pure function of one VA block's page sets at the moment a fault batch is
 * serviced for it.
 *
 * The driver (kernel-open/nvidia-uvm/uvm_perf_prefetch.c,
 * uvm_perf_prefetch_get_hint_va_block) marks the faulted pages and the pages
 * already resident at the destination in a bitmap of the VA block, widens
 * each faulted page to its whole 64 KiB big page, and then, for each faulted
 * page, walks a binary tree over the block from the page up to the root and
 * takes the largest subregion whose marked fraction exceeds the threshold;
 * the union of those subregions, clamped to the VA block, minus the faulted
 * and the thrashing pages, is prefetched. A block resident nowhere whose
 * preferred location is the faulting processor is prefetched whole. The
 * exact rules, each with its source, are in model_density.c and
 * docs/density.md.
 *
 * The same rule serves CPU faults (the driver calls it for every fault
 * service with a single destination, uvm_va_block_get_prefetch_hint in
 * uvm_va_block.c, and assumes 64 KiB big pages for the CPU): pass the pages
 * resident on the CPU as `resident` and whether the preferred location is the
 * CPU as `preferred_gpu`.
 *
 * The engine calls model_density_prefetch once per VA block per fault batch;
 * it costs a few hundred word operations, allocates nothing, and keeps no
 * state (the driver's only state, the fault count behind
 * uvm_perf_prefetch_min_faults, is an input).
 */
#ifndef MODEL_DENSITY_H
#define MODEL_DENSITY_H

#include <stdbool.h>

#include "model_pages.h"

/* Tunables, as the driver's module parameters (uvm_perf_prefetch.c). */
#define MODEL_DENSITY_THRESHOLD_DEFAULT 51  /* UVM_PREFETCH_THRESHOLD_DEFAULT */
#define MODEL_DENSITY_THRESHOLD_MAX 100     /* valid values 0..100 */
#define MODEL_DENSITY_MIN_FAULTS_DEFAULT 1  /* UVM_PREFETCH_MIN_FAULTS_DEFAULT */
#define MODEL_DENSITY_MIN_FAULTS_MIN 1      /* UVM_PREFETCH_MIN_FAULTS_MIN */
#define MODEL_DENSITY_MIN_FAULTS_MAX 20     /* UVM_PREFETCH_MIN_FAULTS_MAX */

struct model_density_params {
    bool enable;         /* uvm_perf_prefetch_enable; false: no prefetch at
                          * all, and faults are not widened to big pages
                          * (only the faulted 4 KiB pages move) */
    unsigned threshold;  /* uvm_perf_prefetch_threshold, percent, 0..100: a
                          * tree node is taken when marked * 100 >
                          * pages * threshold (0: any node with a marked page,
                          * i.e. the whole block; 100: never, not even the big
                          * page of the fault) */
    unsigned min_faults; /* uvm_perf_prefetch_min_faults, 1..20 */
};

/* The driver's defaults: enabled, threshold 51, min faults 1. */
static inline struct model_density_params model_density_params_default(void)
{
    return (struct model_density_params){ .enable = true,
                                        .threshold = MODEL_DENSITY_THRESHOLD_DEFAULT,
                                        .min_faults = MODEL_DENSITY_MIN_FAULTS_DEFAULT };
}

/* Whether p is within the driver's bounds. The driver replaces a bad value by
 * the default with a warning (uvm_perf_prefetch_init); callers here should
 * reject it instead. */
bool model_density_params_valid(const struct model_density_params *p);

/* One VA block when a fault batch is serviced for it, all page indices
 * relative to the 2 MiB-aligned region that holds it (struct model_pages).
 *
 * Invariants (checked in debug builds): the VA block is the part of its
 * 2 MiB-aligned region that lies in the managed allocation (the driver's
 * va_range): pages [first, first + npages), npages >= 1; faulted is
 * non-empty and inside the block. resident and thrashing may hold pages
 * outside it (of another allocation sharing the 2 MiB region): they are
 * ignored. */
struct model_density_block {
    struct model_pages faulted;   /* pages of this batch that fault-migrate to the
                                 * GPU: the driver's faulted_pages (the
                                 * new-residency mask of the service), after
                                 * duplicate faults are merged */
    struct model_pages resident;  /* pages resident on the GPU before the batch */
    struct model_pages thrashing; /* pages the thrashing detector flags
                                 * (uvm_perf_thrashing_get_thrashing_pages);
                                 * usually empty */
    unsigned first, npages;     /* the VA block: pages [first, first + npages) */
    bool resident_nowhere;      /* no page of the block resident on any
                                 * processor (va_block->resident empty): a
                                 * first touch */
    bool preferred_gpu;         /* the block's preferred location is the
                                 * faulting GPU (cudaMemAdviseSetPreferredLocation) */
    unsigned earlier_faults;    /* pages fault-migrated to the GPU by earlier
                                 * batches since the block last fault-migrated
                                 * to another processor (the driver's
                                 * fault_migrations_to_last_proc); only matters
                                 * when min_faults > 1, 0 is fine otherwise */
};

/* The pages the density prefetch adds to this batch's migration to the GPU:
 * the driver's prefetch hint minus the pages already resident on the GPU
 * (which the driver's mask may contain but which do not move). Never
 * contains a faulted or a thrashing page, never a page outside the VA
 * block. The batch makes faulted | *prefetch resident on the GPU. Returns
 * the number of pages in *prefetch. */
unsigned model_density_prefetch(const struct model_density_block *b,
                              const struct model_density_params *p,
                              struct model_pages *prefetch);

#ifndef NDEBUG
bool model_density_block_valid(const struct model_density_block *b);
#endif

#endif
