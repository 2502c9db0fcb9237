/* model_thrashing.c: the UVM driver's thrashing detection and mitigation (see
 * model_thrashing.h), transcribed rule by rule for one CPU and one GPU.
 *
 * Source: NVIDIA open-gpu-kernel-modules 570.123.07 (commit 4d941c0),
 * kernel-open/nvidia-uvm/uvm_perf_thrashing.c; the function named at each
 * rule is the driver's. Callers: uvm_gpu_replayable_faults.c
 * (service_fault_batch_block_locked asks uvm_perf_thrashing_get_hint per
 * fault and skips throttled faults), uvm_va_space_cpu_fault (the CPU sleeps
 * until the throttle ends and retries), uvm_perf_prefetch.c
 * (uvm_perf_prefetch_get_hint_va_block excludes the thrashing pages).
 * docs/thrashing.md lists every rule and what is not modelled.
 *
 * What is left out, because the simulator has no such thing: revocation
 * events (system-wide atomics), HMM and ATS blocks, several GPUs, staging
 * copies, tools events and statistics files, memory allocation failures
 * (which the driver survives by not tracking).
 *
 * Times. The driver reads NV_GETTIME (never 0) and uses 0 for "no time";
 * the simulator's clock starts at 0. All times are therefore stored as
 * t + MODEL_THRASHING_T0, one 64 ns tick later, which keeps the driver's
 * 64 ns truncation of per-page stamps (PAGE_THRASHING_*_TIME_STAMP_BITS
 * 58: page_thrashing_set_time_stamp drops the low 6 bits) on the same
 * boundaries.
 */
#include "model_thrashing.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

#define MODEL_THRASHING_T0 64u
#define EVENTS_MAX 7u      /* 3-bit num_thrashing_events, saturating */
#define THROTTLES_MAX 255u /* 8-bit throttling_count, saturating */
#define PAGES MODEL_PAGES_PER_BLOCK

/* page_thrashing_info_t for every page of a block, as page sets for the
 * flags and small arrays for the counters and times. Processor masks have
 * one set per processor (index enum model_thrashing_proc). */
struct model_thrashing_pages {
    struct model_pages proc[2];      /* processors: who migrated or faulted on it */
    struct model_pages throttled[2]; /* throttled_processors */
    struct model_pages migrated;     /* has_migration_events */
    struct model_pages pin_gpu;      /* pinned_residency_id is the GPU (pinned pages) */
    struct model_pages dnt_set;      /* do_not_throttle_processor_id is valid */
    struct model_pages dnt_gpu;      /* ... and is the GPU */
    uint64_t last_t[PAGES];        /* last_time_stamp (64 ns resolution), 0: none */
    uint64_t throttle_end[PAGES];  /* throttling_end_time_stamp (64 ns), 0: none */
    uint64_t unpin_at[PAGES];      /* pinned_page_t.deadline, 0: pinned for ever */
    uint8_t events[PAGES];         /* num_thrashing_events */
    uint8_t throttles[PAGES];      /* throttling_count */
};

/* Hint types (uvm_perf_thrashing_hint_type_t). */
enum hint_type { HINT_NONE, HINT_THROTTLE, HINT_PIN };

/* Processor masks of two processors: bit 0 the CPU, bit 1 the GPU. */
#define BIT(proc) (1u << (proc))
#define BOTH 3u
#define NOBODY (-1)

static uint64_t stamp(uint64_t T)
{
    return T & ~(uint64_t)63; /* page_thrashing_set_time_stamp */
}

static uint64_t lapse_ns(const struct model_thrashing_params *p)
{
    return (uint64_t)p->lapse_us * 1000; /* va_space_thrashing_info_init_params */
}

static unsigned sat_inc(unsigned v, unsigned max)
{
    return v < max ? v + 1 : max; /* UVM_PERF_SATURATING_INC on the field */
}

bool model_thrashing_params_valid(const struct model_thrashing_params *p)
{
    /* uvm_perf_thrashing_init: threshold and pin_threshold NONZERO_MAX,
     * lapse and epoch NONZERO, nap NONZERO_MAX 100, pin and max_resets any */
    return p->threshold >= 1 && p->threshold <= MODEL_THRASHING_THRESHOLD_MAX &&
           p->pin_threshold >= 1 && p->pin_threshold <= MODEL_THRASHING_PIN_THRESHOLD_MAX &&
           p->lapse_us >= 1 && p->nap >= 1 && p->nap <= MODEL_THRASHING_NAP_MAX && p->epoch >= 1;
}

void model_thrashing_block_init(struct model_thrashing_block *b)
{
    model_pages_zero(&b->thrashing);
    model_pages_zero(&b->pinned);
    model_pages_zero(&b->unpinned);
    b->pages = NULL;
    b->last_t = 0;
    b->last_thrashing_t = 0;
    b->pinned_count = 0;
    b->throttle_count = 0;
    b->nthrashing = 0;
    b->resets = 0;
    b->last_proc = NOBODY;
}

void model_thrashing_block_free(struct model_thrashing_block *b)
{
    free(b->pages);
    model_thrashing_block_init(b);
}

/* ---- page state helpers -------------------------------------------------- */

static unsigned proc_mask(const struct model_thrashing_pages *s, unsigned i)
{
    return (unsigned)model_pages_test(&s->proc[0], i) | (unsigned)model_pages_test(&s->proc[1], i) << 1;
}

static int dnt_get(const struct model_thrashing_pages *s, unsigned i)
{
    if (!model_pages_test(&s->dnt_set, i))
        return NOBODY;
    return model_pages_test(&s->dnt_gpu, i) ? MODEL_THRASHING_GPU : MODEL_THRASHING_CPU;
}

static void dnt_put(struct model_thrashing_pages *s, unsigned i, int proc)
{
    model_pages_clear(&s->dnt_set, i);
    model_pages_clear(&s->dnt_gpu, i);
    if (proc != NOBODY)
        model_pages_set(&s->dnt_set, i);
    if (proc == MODEL_THRASHING_GPU)
        model_pages_set(&s->dnt_gpu, i);
}

/* thrashing_throttling_reset_page (through thrashing_throttle_end_processor):
 * nobody is throttled, the throttling period ends. */
static void throttling_reset(struct model_thrashing_pages *s, unsigned i)
{
    model_pages_clear(&s->throttled[0], i);
    model_pages_clear(&s->throttled[1], i);
    s->throttle_end[i] = 0;
}

/* thrashing_unpin_page: only the tracking state; remote mappings are the
 * caller's. */
static void unpin(struct model_thrashing_block *b, unsigned i)
{
    model_pages_clear(&b->pinned, i);
    model_pages_clear(&b->pages->pin_gpu, i);
    b->pages->unpin_at[i] = 0;
}

/* thrashing_reset_page: a thrashing page forgets its history. The throttle
 * count and the do-not-throttle processor survive (the driver leaves them). */
static void reset_page(struct model_thrashing_block *b, unsigned i)
{
    struct model_thrashing_pages *s = b->pages;
    assert(model_pages_test(&b->thrashing, i) && b->nthrashing > 0 && s->events[i] > 0);
    throttling_reset(s, i);
    if (model_pages_test(&b->pinned, i))
        unpin(b, i);
    s->last_t[i] = 0;
    model_pages_clear(&s->migrated, i);
    s->events[i] = 0;
    model_pages_clear(&s->proc[0], i);
    model_pages_clear(&s->proc[1], i);
    model_pages_clear(&b->thrashing, i);
    b->nthrashing--;
}

/* The unpin timer (thrashing_unpin_pages): pins made with a deadline are
 * reset at it. The driver's worker wakes at the first deadline (rounded up
 * to a jiffy) and also takes pages due within TIMER_GRANULARITY_NS (20 us);
 * here each pin ends exactly at its deadline, noticed at the block's next
 * call. */
static void expire(struct model_thrashing_block *b, uint64_t T)
{
    if (!b->pages)
        return;
    for (unsigned i = model_pages_next_set(&b->pinned, 0); i < PAGES;
         i = model_pages_next_set(&b->pinned, i + 1)) {
        uint64_t at = b->pages->unpin_at[i];
        if (at != 0 && at <= T) {
            reset_page(b, i);
            model_pages_set(&b->unpinned, i);
        }
    }
}

/* Start per-page tracking; -1 when out of host memory (the block stays
 * untracked, as if it had shown no potential thrashing). */
static int track_pages(struct model_thrashing_block *b)
{
    b->pages = calloc(1, sizeof *b->pages); /* dnt and pinned residency start invalid */
    return b->pages ? 0 : -1;
}

/* ---- migrations: thrashing_event_cb -------------------------------------- */

/* One migration event: pages [first, outer) moved to dst at T. Returns 0,
 * or -1 when out of host memory. */
static int migration_event(struct model_thrashing_block *b, const struct model_thrashing_params *p,
                            unsigned first, unsigned outer, enum model_thrashing_proc dst,
                            enum model_thrashing_cause cause, uint64_t T)
{
    /* Causes other than faults, access counters and prefetch, copies and
     * read duplication: "user commands or advice ... take precedence over
     * our heuristics", thrashing_reset_pages_in_region resets the flagged
     * pages of the region and nothing else (block stamps included). */
    if (cause == MODEL_THRASHING_OTHER) {
        if (b->pages)
            for (unsigned i = model_pages_next_set(&b->thrashing, first); i < outer;
                 i = model_pages_next_set(&b->thrashing, i + 1))
                reset_page(b, i);
        return 0;
    }
    /* is_migration_pinned_pages_update: a fault migration of only pinned
     * pages (moving them to their pin) is not an event. */
    if (cause == MODEL_THRASHING_FAULT && b->pages && model_pages_range_full(&b->pinned, first, outer))
        return 0;
    uint64_t lapse = lapse_ns(p);
    if (!b->pages) {
        /* "Don't create the per-page tracking structure unless there is some
         * potential thrashing within the block": the previous event of the
         * block went to the other processor less than a lapse ago. */
        if (b->last_t == 0 || b->last_proc == (int8_t)dst || T - b->last_t > lapse)
            goto done;
        if (track_pages(b))
            return -1;
    }
    struct model_thrashing_pages *s = b->pages;
    for (unsigned i = first; i < outer; i++) {
        uint64_t last = s->last_t[i];
        model_pages_set(&s->proc[dst], i);
        s->last_t[i] = stamp(T);
        if (last == 0)
            continue; /* the page's first event */
        if (T - last <= lapse) {
            /* a thrashing event; the count only restarts when a page that
             * reached the threshold goes quiet (below) or is reset */
            s->events[i] = (uint8_t)sat_inc(s->events[i], EVENTS_MAX);
            if (s->events[i] == p->threshold && !model_pages_test(&b->thrashing, i)) {
                model_pages_set(&b->thrashing, i); /* thrashing_detected */
                b->nthrashing++;
            }
            if (s->events[i] >= p->threshold)
                b->last_thrashing_t = T;
            model_pages_set(&s->migrated, i);
        } else if (s->events[i] >= p->threshold && !model_pages_test(&b->pinned, i)) {
            reset_page(b, i); /* clears the stamp just set, as the driver's does */
        }
    }
done:
    b->last_t = T;
    b->last_proc = (int8_t)dst;
    return 0;
}

int model_thrashing_migrated(struct model_thrashing_block *b, const struct model_thrashing_params *p,
                            const struct model_pages *pages, enum model_thrashing_proc dst,
                            enum model_thrashing_cause cause, uint64_t t)
{
    /* "Skip the thrashing detection logic on eviction as we cannot take the
     * VA space lock": evictions are not events, and reset nothing. */
    if (!p->enable || cause == MODEL_THRASHING_EVICTION)
        return 0;
    uint64_t T = t + MODEL_THRASHING_T0;
    assert(T >= b->last_t);
    expire(b, T);
    for (unsigned at = 0, f, o; model_pages_next_run(pages, &at, &f, &o);)
        if (migration_event(b, p, f, o, dst, cause, T))
            return -1;
    return 0;
}

/* ---- faults: uvm_perf_thrashing_get_hint ---------------------------------- */

/* Who can reach whose memory, for one CPU and one GPU (va_space's
 * accessible_from / can_access): the GPU always maps system memory; the CPU
 * maps GPU memory only over a coherent link. */
static unsigned accessible_from(const struct model_thrashing_params *p, int to)
{
    return to == MODEL_THRASHING_CPU ? BOTH : p->fast_link ? BOTH : BIT(MODEL_THRASHING_GPU);
}

static unsigned can_access(const struct model_thrashing_params *p, int from)
{
    return from == MODEL_THRASHING_GPU ? BOTH : p->fast_link ? BOTH : BIT(MODEL_THRASHING_CPU);
}

static bool subset(unsigned a, unsigned b)
{
    return (a & ~b) == 0;
}

struct page_hint {
    enum hint_type type;
    int residency; /* for HINT_PIN */
};

/* get_hint_for_migration_thrashing. `processors` already holds the
 * requester; `closest` is the processor nearest the requester holding the
 * page (uvm_va_block_page_get_closest_resident). */
static struct page_hint migration_hint(const struct model_thrashing_params *p,
                                       const struct model_thrashing_block *b, unsigned i,
                                       unsigned processors, int requester, int preferred,
                                       int closest)
{
    const struct model_thrashing_pages *s = b->pages;
    int dnt = dnt_get(s, i);
    bool pinned = model_pages_test(&b->pinned, i);
    int pinned_at = model_pages_test(&s->pin_gpu, i) ? MODEL_THRASHING_GPU : MODEL_THRASHING_CPU;
    struct page_hint h = {HINT_NONE, NOBODY};

    if (preferred != NOBODY && subset(processors, accessible_from(p, preferred))) {
        /* thrashing_processors_can_access(preferred): pin there */
        h = (struct page_hint){HINT_PIN, preferred};
    } else if (!(preferred != NOBODY && (processors & BIT(preferred))) &&
               subset(processors, p->fast_link ? BOTH : BIT(closest))) {
        /* thrashing_processors_have_fast_access_to(closest): NVLink/C2C with
         * native atomics, or only the holder itself thrashing */
        if (closest == MODEL_THRASHING_CPU) {
            if (requester == MODEL_THRASHING_GPU)
                h = (struct page_hint){HINT_PIN, requester}; /* the CPU maps vidmem */
        } else {
            h = (struct page_hint){HINT_PIN, closest};
        }
    } else if (requester == preferred) {
        if (pinned) {
            if (preferred == pinned_at || preferred == dnt)
                h = (struct page_hint){HINT_PIN, preferred};
            else
                h.type = HINT_THROTTLE;
        } else if (preferred != dnt) {
            h.type = HINT_THROTTLE;
        } else if (s->throttles[i] >= p->pin_threshold) {
            h = (struct page_hint){HINT_PIN, preferred};
        }
    } else if (pinned) {
        if (requester == dnt) {
            /* pin at the requester if every thrashing processor can reach it,
             * else at the common location closest to the requester, else at
             * the requester anyway */
            int at = requester;
            if (!subset(processors, accessible_from(p, requester))) {
                unsigned common = BOTH;
                for (int q = 0; q < 2; q++)
                    if (processors & BIT(q))
                        common &= can_access(p, q);
                if (common && !(common & BIT(requester)))
                    at = 1 - requester;
            }
            h = (struct page_hint){HINT_PIN, at};
        } else if (accessible_from(p, pinned_at) & BIT(requester)) {
            h = (struct page_hint){HINT_PIN, pinned_at}; /* map the pinned copy */
        } else {
            h.type = HINT_THROTTLE;
        }
    } else if (requester != dnt) {
        h.type = HINT_THROTTLE;
    } else if (s->throttles[i] >= p->pin_threshold) {
        h = (struct page_hint){HINT_PIN, requester};
    }
    /* both processors have memory: no fallback to the CPU needed */
    return h;
}

/* thrashing_throttle_update: a new throttling period starts when the last
 * one is over, and the processor spared alternates. */
static void throttle_update(const struct model_thrashing_params *p, struct model_thrashing_pages *s,
                            unsigned i, int requester, uint64_t T)
{
    if (T > s->throttle_end[i]) {
        s->throttle_end[i] = stamp(T + lapse_ns(p) * p->nap);
        dnt_put(s, i, dnt_get(s, i) == requester ? NOBODY : requester);
    } else if (dnt_get(s, i) == NOBODY) {
        dnt_put(s, i, requester);
    }
}

/* Where page i is resident, as a processor mask. */
static unsigned resident_of(const struct model_thrashing_fault *f, unsigned i)
{
    return (unsigned)model_pages_test(f->on_cpu, i) | (unsigned)model_pages_test(f->on_gpu, i) << 1;
}

/* The decision part of uvm_perf_thrashing_get_hint for page i of a block
 * with per-page state: everything up to its `done:` label. */
static struct page_hint decide(struct model_thrashing_block *b, const struct model_thrashing_params *p,
                               const struct model_thrashing_fault *f, unsigned i, uint64_t T)
{
    struct model_thrashing_pages *s = b->pages;
    int requester = (int)f->requester;
    uint64_t lapse = lapse_ns(p);
    struct page_hint none = {HINT_NONE, NOBODY};

    if (s->events[i] < p->threshold)
        return none; /* not enough thrashing events yet */
    if (model_pages_test(&s->throttled[requester], i)) {
        if (T < s->throttle_end[i] && requester != dnt_get(s, i))
            return (struct page_hint){HINT_THROTTLE, NOBODY}; /* still napping */
        model_pages_clear(&s->throttled[requester], i); /* thrashing_throttle_end_processor */
        if (!model_pages_test(&s->throttled[1 - requester], i))
            s->throttle_end[i] = 0;
    }
    /* "If the lapse since the last thrashing event is longer than a
     * thrashing lapse we are no longer thrashing" */
    if (T - s->last_t[i] > lapse && !model_pages_test(&b->pinned, i))
        return none;
    model_pages_set(&s->proc[requester], i);
    throttle_update(p, s, i, requester, T);

    int preferred = NOBODY;
    if (f->preferred_gpu && model_pages_test(f->preferred_gpu, i))
        preferred = MODEL_THRASHING_GPU;
    else if (f->preferred_cpu && model_pages_test(f->preferred_cpu, i))
        preferred = MODEL_THRASHING_CPU;
    /* resident at the requester, else at the other processor (a thrashing
     * page is resident somewhere: the driver asserts it) */
    int closest = (resident_of(f, i) & BIT(requester)) ? requester : 1 - requester;
    return migration_hint(p, b, i, proc_mask(s, i), requester, preferred, closest);
}

/* The `done:` part of uvm_perf_thrashing_get_hint: pin or throttle. */
static void apply(struct model_thrashing_block *b, const struct model_thrashing_params *p,
                  const struct model_thrashing_fault *f, unsigned i, uint64_t T,
                  struct page_hint h, struct model_thrashing_hints *out)
{
    struct model_thrashing_pages *s = b->pages;
    int requester = (int)f->requester;
    if (h.type == HINT_PIN) {
        /* thrashing_pin_page; a new pin, or one at a processor not holding
         * the page, ends the throttling */
        bool pinned = model_pages_test(&b->pinned, i);
        if (!pinned || !(resident_of(f, i) & BIT(h.residency)))
            throttling_reset(s, i);
        if (!pinned) {
            s->unpin_at[i] = p->pin ? T + lapse_ns(p) * p->pin : 0;
            s->throttles[i] = 0;
            model_pages_set(&b->pinned, i);
            if (b->pinned_count < UINT32_MAX)
                b->pinned_count++;
        }
        if (h.residency == MODEL_THRASHING_GPU)
            model_pages_set(&s->pin_gpu, i);
        else
            model_pages_clear(&s->pin_gpu, i);
        model_pages_set(&out->pinned, i);
        if (h.residency == MODEL_THRASHING_GPU)
            model_pages_set(&out->pin_gpu, i);
    } else if (h.type == HINT_THROTTLE) {
        /* thrashing_throttle_processor */
        assert(requester != dnt_get(s, i));
        if (!model_pages_test(&s->throttled[requester], i)) {
            model_pages_set(&s->throttled[requester], i);
            if (!model_pages_test(&b->pinned, i))
                s->throttles[i] = (uint8_t)sat_inc(s->throttles[i], THROTTLES_MAX);
            if (b->throttle_count < UINT32_MAX)
                b->throttle_count++;
        }
        model_pages_set(&out->throttled, i);
        uint64_t end = s->throttle_end[i] - MODEL_THRASHING_T0;
        if (end > out->throttle_end)
            out->throttle_end = end;
    }
}

/* The epoch reset at the top of uvm_perf_thrashing_get_hint: a block whose
 * last thrashing event is more than `epoch` lapses old and that never pinned
 * a page (pinned_pages.count only grows) forgets everything, at most
 * max_resets times (an 8-bit count). Returns whether it did. */
static bool epoch_reset(struct model_thrashing_block *b, const struct model_thrashing_params *p,
                        uint64_t T)
{
    if (b->last_thrashing_t == 0 || T - b->last_thrashing_t <= lapse_ns(p) * p->epoch ||
        b->pinned_count != 0 || b->resets >= p->max_resets)
        return false;
    b->resets++;
    free(b->pages);
    b->pages = NULL;
    b->nthrashing = 0;
    b->last_proc = NOBODY;
    b->last_t = 0;
    b->last_thrashing_t = 0;
    model_pages_zero(&b->thrashing);
    return true;
}

void model_thrashing_fault(struct model_thrashing_block *b, const struct model_thrashing_params *p,
                         const struct model_thrashing_fault *f, struct model_thrashing_hints *out)
{
    model_pages_zero(&out->throttled);
    model_pages_zero(&out->pinned);
    model_pages_zero(&out->pin_gpu);
    out->throttle_end = 0;
    /* no per-page state yet: "we assume no thrashing" */
    if (!p->enable || !b->pages)
        return;
    uint64_t T = f->t + MODEL_THRASHING_T0;
    assert(T >= b->last_t);
    expire(b, T);
    /* one get_hint per faulted page, in address order (the batch is sorted) */
    for (unsigned i = model_pages_next_set(f->faulted, 0); i < PAGES && b->pages;
         i = model_pages_next_set(f->faulted, i + 1)) {
        if (epoch_reset(b, p, T))
            break; /* the later pages find no per-page state: no hint */
        apply(b, p, f, i, T, decide(b, p, f, i, T), out);
    }
}

void model_thrashing_take_unpinned(struct model_thrashing_block *b,
                                 const struct model_thrashing_params *p, uint64_t t,
                                 struct model_pages *out)
{
    if (p->enable)
        expire(b, t + MODEL_THRASHING_T0);
    *out = b->unpinned;
    model_pages_zero(&b->unpinned);
}

struct model_thrashing_page_info model_thrashing_page_info(const struct model_thrashing_block *b,
                                                       unsigned page)
{
    assert(page < PAGES);
    struct model_thrashing_page_info info = {false, 0, 0, UINT64_MAX};
    if (b->pages) {
        const struct model_thrashing_pages *s = b->pages;
        info = (struct model_thrashing_page_info){true, s->events[page], s->throttles[page],
                                                s->last_t[page] ? s->last_t[page] - MODEL_THRASHING_T0
                                                                : UINT64_MAX};
    }
    return info;
}

uint64_t model_thrashing_next_unpin(const struct model_thrashing_block *b)
{
    uint64_t next = UINT64_MAX;
    if (!b->pages)
        return next;
    for (unsigned i = model_pages_next_set(&b->pinned, 0); i < PAGES;
         i = model_pages_next_set(&b->pinned, i + 1))
        if (b->pages->unpin_at[i] != 0 && b->pages->unpin_at[i] - MODEL_THRASHING_T0 < next)
            next = b->pages->unpin_at[i] - MODEL_THRASHING_T0;
    return next;
}

#ifndef NDEBUG
/* thrashing_state_checks, for every page, plus the block's own counts. */
bool model_thrashing_block_valid(const struct model_thrashing_block *b,
                               const struct model_thrashing_params *p)
{
    if (!model_pages_subset(&b->pinned, &b->thrashing) ||
        b->nthrashing != model_pages_count(&b->thrashing) || (b->last_t == 0) != (b->last_proc == NOBODY))
        return false;
    if (!b->pages)
        return model_pages_empty(&b->thrashing);
    const struct model_thrashing_pages *s = b->pages;
    for (unsigned i = 0; i < PAGES; i++) {
        unsigned procs = proc_mask(s, i);
        unsigned throttled = (unsigned)model_pages_test(&s->throttled[0], i) |
                             (unsigned)model_pages_test(&s->throttled[1], i) << 1;
        bool pinned = model_pages_test(&b->pinned, i);
        if (!subset(throttled, procs) || s->events[i] > EVENTS_MAX)
            return false;
        if (model_pages_test(&b->thrashing, i) && s->events[i] < p->threshold)
            return false;
        if (pinned && s->throttles[i] != 0)
            return false;
        if (!pinned && (model_pages_test(&s->pin_gpu, i) || s->unpin_at[i] != 0))
            return false;
        if (!pinned && throttled && (s->throttles[i] == 0 || !model_pages_test(&b->thrashing, i)))
            return false;
        if (!model_pages_test(&s->dnt_set, i) && model_pages_test(&s->dnt_gpu, i))
            return false;
    }
    return true;
}
#endif
