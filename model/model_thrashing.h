/* model_thrashing.h: the NVIDIA UVM driver's thrashing detection and
 * mitigation, per VA block, as a module the Unified Memory engine calls.
 *
 * The driver (kernel-open/nvidia-uvm/uvm_perf_thrashing.c) watches every
 * migration of a page. Two migrations of the same page less than a "lapse"
 * (500 us) apart are a thrashing event; at the third event the page is
 * flagged thrashing. A flagged page is never prefetched (the density
 * prefetch gets the flagged set, model_density_block.thrashing), and when a
 * processor faults on it again the driver answers with a hint: none,
 * throttle (this processor may not take the page until a nap of one lapse
 * has passed; the CPU sleeps, the GPU's fault is left for a later replay),
 * or pin (the page stays at, or goes to, one processor and the others map
 * it remotely; it is unpinned 300 lapses later). A block that stops
 * thrashing for 2000 lapses forgets its history (at most 4 times). The
 * rules, each with its source, are in model_thrashing.c and docs/thrashing.md.
 *
 * Two processors: the CPU and one GPU. Times are simulated nanoseconds and
 * must not go backwards for a block. The module is pure: it knows nothing of
 * the engine; the engine keeps one struct model_thrashing_block per VA block
 * and calls
 *   - model_thrashing_fault when a processor faults on pages of the block,
 *     before servicing them (and before the density prefetch, which then
 *     takes model_thrashing_pages as its thrashing set);
 *   - model_thrashing_migrated after pages of the block moved (fault service,
 *     density prefetch, CPU faults, program prefetches, advice, eviction:
 *     the cause says which, and the driver ignores evictions);
 *   - model_thrashing_take_unpinned to learn which pinned pages have expired
 *     (their remote mappings go);
 *   - model_thrashing_block_free when the block goes away.
 * Page indices are those of struct model_pages (from the 2 MiB-aligned start
 * of the block). A block costs about 230 bytes until it first sees two
 * processors migrate its pages within a lapse; only then does it get its
 * per-page counters (about 14 KiB), as the driver allocates them.
 */
#ifndef MODEL_THRASHING_H
#define MODEL_THRASHING_H

#include <stdbool.h>
#include <stdint.h>

#include "model_pages.h"

/* Driver defaults (uvm_perf_thrashing.c, UVM_PERF_THRASHING_*_DEFAULT) and
 * bounds (uvm_perf_thrashing_init, INIT_THRASHING_PARAMETER_*). */
#define MODEL_THRASHING_THRESHOLD_DEFAULT 3       /* 1..7 (3-bit event counter) */
#define MODEL_THRASHING_THRESHOLD_MAX 7
#define MODEL_THRASHING_PIN_THRESHOLD_DEFAULT 10  /* 1..255 (8-bit throttle counter) */
#define MODEL_THRASHING_PIN_THRESHOLD_MAX 255
#define MODEL_THRASHING_LAPSE_US_DEFAULT 500      /* >= 1 */
#define MODEL_THRASHING_NAP_DEFAULT 1             /* 1..100, in lapses */
#define MODEL_THRASHING_NAP_MAX 100
#define MODEL_THRASHING_EPOCH_DEFAULT 2000        /* >= 1, in lapses */
#define MODEL_THRASHING_PIN_DEFAULT 300           /* in lapses; 0: pinned for ever */
#define MODEL_THRASHING_MAX_RESETS_DEFAULT 4

struct model_thrashing_params {
    bool enable;            /* uvm_perf_thrashing_enable (1) */
    unsigned threshold;     /* uvm_perf_thrashing_threshold: events that flag a page */
    unsigned pin_threshold; /* uvm_perf_thrashing_pin_threshold: throttles before pinning */
    unsigned lapse_us;      /* uvm_perf_thrashing_lapse_usec */
    unsigned nap;           /* uvm_perf_thrashing_nap: throttle length, in lapses */
    unsigned epoch;         /* uvm_perf_thrashing_epoch: quiet time that resets a block, in lapses */
    unsigned pin;           /* uvm_perf_thrashing_pin: pin length, in lapses (0: for ever) */
    unsigned max_resets;    /* uvm_perf_thrashing_max_resets */
    bool fast_link;         /* not a driver parameter: the CPU-GPU link is NVLink or C2C
                             * with native atomics both ways (POWER9 + NVLink 2.0, GH200),
                             * so the CPU can map GPU memory and both have "fast access"
                             * (the driver's has_fast_link & has_native_atomics); false
                             * for PCIe */
};

/* The driver's defaults, on PCIe. */
static inline struct model_thrashing_params model_thrashing_params_default(void)
{
    return (struct model_thrashing_params){
        .enable = true,
        .threshold = MODEL_THRASHING_THRESHOLD_DEFAULT,
        .pin_threshold = MODEL_THRASHING_PIN_THRESHOLD_DEFAULT,
        .lapse_us = MODEL_THRASHING_LAPSE_US_DEFAULT,
        .nap = MODEL_THRASHING_NAP_DEFAULT,
        .epoch = MODEL_THRASHING_EPOCH_DEFAULT,
        .pin = MODEL_THRASHING_PIN_DEFAULT,
        .max_resets = MODEL_THRASHING_MAX_RESETS_DEFAULT,
        .fast_link = false,
    };
}

/* Whether p is within the driver's bounds (the driver replaces a bad value
 * by its default with a message; callers here should reject it). */
bool model_thrashing_params_valid(const struct model_thrashing_params *p);

enum model_thrashing_proc { MODEL_THRASHING_CPU = 0, MODEL_THRASHING_GPU = 1 };

/* Why pages moved (the driver's uvm_make_resident_cause_t, grouped by what
 * thrashing_event_cb does with them). */
enum model_thrashing_cause {
    MODEL_THRASHING_FAULT,    /* a GPU fault or a CPU fault serviced by moving the
                             * page (REPLAYABLE_FAULT; ACCESS_COUNTER): tracked */
    MODEL_THRASHING_PREFETCH, /* the density prefetch of a fault service (PREFETCH):
                             * tracked */
    MODEL_THRASHING_EVICTION, /* eviction to make room on the GPU (EVICTION):
                             * ignored, the driver returns at once */
    MODEL_THRASHING_OTHER,    /* anything else: cudaMemPrefetchAsync, advice,
                             * read-duplicating copies, pages under read-mostly
                             * advice: the flagged pages among them are reset */
};

/* Per-page state, allocated when the block first looks like thrashing. */
struct model_thrashing_pages;

/* One VA block's state (block_thrashing_info_t).
 * Invariants (model_thrashing_block_valid): pinned is a subset of thrashing;
 * nthrashing counts thrashing; without per-page state both sets are empty;
 * with it, a page is thrashing iff its event count reached the threshold
 * it was flagged at, a pinned page has no throttle count, a throttled page
 * is thrashing unless pinned, and last_t is 0 exactly when last_proc is
 * unset. Times are stored shifted by MODEL_THRASHING_T0 (see .c). */
struct model_thrashing_block {
    struct model_pages thrashing;  /* flagged pages (thrashing_pages) */
    struct model_pages pinned;     /* pinned pages (pinned_pages.mask) */
    struct model_pages unpinned;   /* pins expired since the engine last took them */
    struct model_thrashing_pages *pages; /* NULL until tracked per page */
    uint64_t last_t;             /* last tracked migration of the block, 0: none */
    uint64_t last_thrashing_t;   /* last event at or past the threshold, 0: none */
    uint32_t pinned_count;       /* pins ever made (pinned_pages.count; never decreases) */
    uint32_t throttle_count;     /* throttles (stats) */
    uint16_t nthrashing;         /* pages in thrashing (num_thrashing_pages) */
    uint8_t resets;              /* epoch resets done (thrashing_reset_count, 8 bits) */
    int8_t last_proc;            /* processor of last_t, -1: none */
};

void model_thrashing_block_init(struct model_thrashing_block *b);
/* Release the block's state (uvm_perf_thrashing_info_destroy); b may be
 * initialized again. */
void model_thrashing_block_free(struct model_thrashing_block *b);

/* The pages flagged thrashing: what the driver's density prefetch excludes
 * (uvm_perf_thrashing_get_thrashing_pages). Empty when disabled. */
static inline const struct model_pages *model_thrashing_pages(const struct model_thrashing_block *b)
{
    return &b->thrashing;
}

/* Pages of the block moved to dst at time t (thrashing_event_cb for
 * UVM_PERF_EVENT_MIGRATION). Each run of consecutive pages is one migration
 * event, as the driver notifies one per copied region. Returns 0, or -1 when
 * out of host memory (the rest of the pages are not tracked; the block stays
 * valid). */
int model_thrashing_migrated(struct model_thrashing_block *b, const struct model_thrashing_params *p,
                            const struct model_pages *pages, enum model_thrashing_proc dst,
                            enum model_thrashing_cause cause, uint64_t t);

/* A processor faults on pages of the block: what the fault handler asks
 * before servicing (uvm_perf_thrashing_get_hint, once per faulted page, in
 * page order). Sets are those of the block before the service; faulted,
 * on_cpu and on_gpu must not be NULL, preferred_* may be (no
 * preferred-location advice). */
struct model_thrashing_fault {
    const struct model_pages *faulted;   /* pages faulting (needing service) */
    const struct model_pages *on_cpu;    /* pages resident on the CPU */
    const struct model_pages *on_gpu;    /* pages resident on the GPU */
    const struct model_pages *preferred_cpu, *preferred_gpu;
    enum model_thrashing_proc requester;
    uint64_t t;
};

/* The hints for one fault. Pages of faulted in neither set: hint none,
 * serviced as usual.
 *  - throttled: not serviced now. The GPU leaves these faults for a later
 *    replay (service_fault_batch_block_locked, mark_fault_throttled) and
 *    faults again; the CPU sleeps until throttle_end and faults again
 *    (uvm_va_space_cpu_fault). Asking again before throttle_end throttles
 *    again.
 *  - pinned: the page is pinned at pin_gpu's processor (GPU where the bit
 *    is set, CPU otherwise): it is made resident there (if it is not) and
 *    the other processors map it remotely where they can; it is not
 *    migrated by faults until unpinned. */
struct model_thrashing_hints {
    struct model_pages throttled;
    struct model_pages pinned;
    struct model_pages pin_gpu;  /* subset of pinned: pinned at the GPU */
    uint64_t throttle_end;     /* latest end of the throttles given (0: none) */
};

void model_thrashing_fault(struct model_thrashing_block *b, const struct model_thrashing_params *p,
                         const struct model_thrashing_fault *f, struct model_thrashing_hints *out);

/* Pins that expired (the driver's unpin timer, pin lapses after pinning:
 * thrashing_unpin_pages) by time t, plus those noticed by earlier calls:
 * stores them in *out and forgets them. Those pages' remote mappings must
 * go (uvm_perf_thrashing_unmap_remote_pinned_pages_all), so the next access
 * faults. The other calls expire pins too, so calling this first is only
 * needed to learn of them. */
void model_thrashing_take_unpinned(struct model_thrashing_block *b,
                                 const struct model_thrashing_params *p, uint64_t t,
                                 struct model_pages *out);

/* One page's counters, for tests and reports. */
struct model_thrashing_page_info {
    bool tracked;       /* the block has per-page state */
    unsigned events;    /* thrashing events counted (num_thrashing_events) */
    unsigned throttles; /* throttles since the last pin (throttling_count) */
    uint64_t last_t;    /* its last event, at the driver's 64 ns resolution;
                         * UINT64_MAX: none */
};
struct model_thrashing_page_info model_thrashing_page_info(const struct model_thrashing_block *b,
                                                       unsigned page);

/* The earliest time a pin of the block expires, or UINT64_MAX (for an event
 * queue that wants to unmap on time). */
uint64_t model_thrashing_next_unpin(const struct model_thrashing_block *b);

#ifndef NDEBUG
bool model_thrashing_block_valid(const struct model_thrashing_block *b,
                               const struct model_thrashing_params *p);
#endif

#endif
