/* test_thrashing.c: the driver's thrashing detection (model/model_thrashing.h)
 * on hand-computed histories of one page bouncing between the CPU and the
 * GPU, with the driver's defaults (lapse 500 us, threshold 3, nap 1 lapse,
 * pin 300 lapses, epoch 2000 lapses, 4 resets) unless a case says
 * otherwise; a random history checks the invariants after every step.
 *
 * Times are in nanoseconds; the driver keeps per-page stamps at 64 ns
 * resolution, so where it matters the expected value is worked out in the
 * comment (x mod 64 dropped). */
#include <check.h>
#include <gsl/gsl_rng.h>
#include <stdint.h>

#include "model_thrashing.h"

#define US 1000ull
#define CPU MODEL_THRASHING_CPU
#define GPU MODEL_THRASHING_GPU
#define P 37 /* the page under test */

static struct model_pages one(unsigned i)
{
    struct model_pages s;
    model_pages_zero(&s);
    model_pages_set(&s, i);
    return s;
}

static void move(struct model_thrashing_block *b, const struct model_thrashing_params *p, unsigned page,
                 enum model_thrashing_proc dst, enum model_thrashing_cause cause, uint64_t t)
{
    struct model_pages s = one(page);
    model_thrashing_migrated(b, p, &s, dst, cause, t);
    ck_assert(model_thrashing_block_valid(b, p));
}

/* A fault migration of page P. */
static void mig(struct model_thrashing_block *b, const struct model_thrashing_params *p,
                enum model_thrashing_proc dst, uint64_t t)
{
    move(b, p, P, dst, MODEL_THRASHING_FAULT, t);
}

/* requester faults on page P, resident at `at`, at time t: 'N' none, 'T'
 * throttle (*end), 'C' / 'G' pinned at the CPU / GPU. */
static char fault(struct model_thrashing_block *b, const struct model_thrashing_params *p,
                  enum model_thrashing_proc requester, enum model_thrashing_proc at, uint64_t t,
                  uint64_t *end)
{
    struct model_pages faulted = one(P), on_cpu, on_gpu;
    model_pages_zero(&on_cpu);
    model_pages_zero(&on_gpu);
    model_pages_set(at == CPU ? &on_cpu : &on_gpu, P);
    struct model_thrashing_fault f = {.faulted = &faulted, .on_cpu = &on_cpu, .on_gpu = &on_gpu,
                                    .preferred_cpu = NULL, .preferred_gpu = NULL,
                                    .requester = requester, .t = t};
    struct model_thrashing_hints h;
    model_thrashing_fault(b, p, &f, &h);
    ck_assert(model_thrashing_block_valid(b, p));
    ck_assert(model_pages_subset(&h.pin_gpu, &h.pinned) && !model_pages_intersect(&h.pinned, &h.throttled));
    if (end)
        *end = h.throttle_end;
    if (model_pages_test(&h.throttled, P))
        return 'T';
    ck_assert_uint_eq(h.throttle_end, 0);
    if (model_pages_test(&h.pinned, P))
        return model_pages_test(&h.pin_gpu, P) ? 'G' : 'C';
    ck_assert(model_pages_empty(&h.pinned) && model_pages_empty(&h.throttled));
    return 'N';
}

static struct model_thrashing_page_info info(const struct model_thrashing_block *b)
{
    return model_thrashing_page_info(b, P);
}

static bool thrashing(const struct model_thrashing_block *b)
{
    return model_pages_test(model_thrashing_pages(b), P);
}

/* Five migrations 100 us apart from t0 (us): GPU, CPU, GPU, CPU, GPU. */
static void bounce5(struct model_thrashing_block *b, const struct model_thrashing_params *p, uint64_t t0)
{
    for (int k = 0; k < 5; k++)
        mig(b, p, k % 2 ? CPU : GPU, (t0 + 100 * (uint64_t)k) * US);
}

START_TEST(defaults_are_the_drivers)
{
    struct model_thrashing_params p = model_thrashing_params_default();
    ck_assert(p.enable && !p.fast_link);
    ck_assert_uint_eq(p.threshold, 3);
    ck_assert_uint_eq(p.pin_threshold, 10);
    ck_assert_uint_eq(p.lapse_us, 500);
    ck_assert_uint_eq(p.nap, 1);
    ck_assert_uint_eq(p.epoch, 2000);
    ck_assert_uint_eq(p.pin, 300);
    ck_assert_uint_eq(p.max_resets, 4);
    ck_assert(model_thrashing_params_valid(&p));
    struct model_thrashing_params q = p;
    q.threshold = 0;
    ck_assert(!model_thrashing_params_valid(&q));
    q.threshold = 8;
    ck_assert(!model_thrashing_params_valid(&q));
    q = p;
    q.pin_threshold = 256;
    ck_assert(!model_thrashing_params_valid(&q));
    q = p;
    q.nap = 101;
    ck_assert(!model_thrashing_params_valid(&q));
    q = p;
    q.lapse_us = 0;
    ck_assert(!model_thrashing_params_valid(&q));
    q = p;
    q.epoch = 0;
    ck_assert(!model_thrashing_params_valid(&q));
    q = p;
    q.pin = 0; /* pinned for ever: allowed */
    q.max_resets = 0;
    ck_assert(model_thrashing_params_valid(&q));
}
END_TEST

/* m1 to the GPU starts the block's history; m2 to the CPU 100 us later
 * (another processor within the lapse) creates the per-page state and
 * stamps the page; m3, m4, m5 are thrashing events 1, 2, 3: flagged at m5. */
START_TEST(bouncing_page_becomes_thrashing)
{
    struct model_thrashing_params p = model_thrashing_params_default();
    struct model_thrashing_block b;
    model_thrashing_block_init(&b);
    for (int k = 0; k < 4; k++) {
        mig(&b, &p, k % 2 ? CPU : GPU, (1000 + 100 * (uint64_t)k) * US);
        ck_assert(!thrashing(&b));
    }
    ck_assert_ptr_nonnull(b.pages);
    mig(&b, &p, GPU, 1400 * US);
    ck_assert(thrashing(&b));
    ck_assert_uint_eq(b.nthrashing, 1);
    ck_assert_uint_eq(model_pages_count(model_thrashing_pages(&b)), 1);
    model_thrashing_block_free(&b);
}
END_TEST

START_TEST(outside_the_lapse_never)
{
    struct model_thrashing_params p = model_thrashing_params_default();
    struct model_thrashing_block b;
    model_thrashing_block_init(&b);
    /* 501 us apart: the block never gets per-page state */
    for (int k = 0; k < 20; k++)
        mig(&b, &p, k % 2 ? CPU : GPU, (1000 + 501 * (uint64_t)k) * US);
    ck_assert_ptr_null(b.pages);
    ck_assert(!thrashing(&b));
    /* at the 64 ns resolution of page stamps, 499,968 ns apart (a multiple
     * of 64) is within the lapse and 500,032 is not */
    model_thrashing_block_free(&b);
    for (int k = 0; k < 5; k++)
        mig(&b, &p, k % 2 ? CPU : GPU, 6400000 + 499968 * (uint64_t)k);
    ck_assert(thrashing(&b));
    model_thrashing_block_free(&b);
    for (int k = 0; k < 5; k++)
        mig(&b, &p, k % 2 ? CPU : GPU, 6400000 + 500032 * (uint64_t)k);
    ck_assert_ptr_null(b.pages);
    ck_assert(!thrashing(&b));
    model_thrashing_block_free(&b);
    /* exactly one lapse after an exact stamp (6,400,000 + 64 is a multiple
     * of 64) is within: m3 is event 1, m4 and m5 make 3 */
    mig(&b, &p, GPU, 6300000);
    mig(&b, &p, CPU, 6400000);
    mig(&b, &p, GPU, 6900000);
    ck_assert_uint_eq(info(&b).events, 1);
    mig(&b, &p, CPU, 7000000);
    mig(&b, &p, GPU, 7100000);
    ck_assert(thrashing(&b));
    model_thrashing_block_free(&b);
}
END_TEST

/* The driver keeps per-page stamps at 64 ns: m2 at t = 1,100,100 ns is
 * stored as 1,100,096 (1,100,100 mod 64 = 4); an event 499,998 ns later
 * looks 500,002 ns old: not within the lapse. Block-level stamps are exact. */
START_TEST(page_stamps_64ns)
{
    struct model_thrashing_params p = model_thrashing_params_default();
    struct model_thrashing_block b;
    model_thrashing_block_init(&b);
    mig(&b, &p, GPU, 1000 * US);
    mig(&b, &p, CPU, 1100 * US + 100);
    ck_assert_ptr_nonnull(b.pages);
    mig(&b, &p, GPU, 1100 * US + 100 + 499998); /* 500,002 after the stamp */
    mig(&b, &p, CPU, 1700 * US);                /* 99,902 after: event 1 */
    mig(&b, &p, GPU, 1800 * US);                /* event 2 */
    ck_assert(!thrashing(&b));
    mig(&b, &p, CPU, 1900 * US); /* event 3: had the first counted, this would be 4 */
    ck_assert(thrashing(&b));
    model_thrashing_block_free(&b);
    /* the same with the third move 4 ns earlier: 499,998 after the stamp, an event */
    mig(&b, &p, GPU, 1000 * US);
    mig(&b, &p, CPU, 1100 * US + 100);
    mig(&b, &p, GPU, 1100 * US + 100 + 499994);
    mig(&b, &p, CPU, 1700 * US);
    mig(&b, &p, GPU, 1800 * US);
    ck_assert(thrashing(&b));
    model_thrashing_block_free(&b);
}
END_TEST

/* Evictions are not events (the driver returns at once), so a page evicted
 * and faulted back, GPU after GPU, never creates per-page state: the block's
 * last processor stays the GPU. */
START_TEST(eviction_thrashing_is_invisible)
{
    struct model_thrashing_params p = model_thrashing_params_default();
    struct model_thrashing_block b;
    model_thrashing_block_init(&b);
    for (int k = 0; k < 50; k++) {
        mig(&b, &p, GPU, (1000 + 20 * (uint64_t)k) * US);
        move(&b, &p, P, CPU, MODEL_THRASHING_EVICTION, (1010 + 20 * (uint64_t)k) * US);
    }
    ck_assert_ptr_null(b.pages);
    ck_assert_int_eq(b.last_proc, GPU);
    ck_assert_uint_eq(b.last_t, (1000 + 20 * 49) * US + 64); /* stored one tick late (T0) */
    model_thrashing_block_free(&b);
}
END_TEST

/* Reset rules of thrashing_event_cb. */
START_TEST(reset_rules)
{
    struct model_thrashing_params p = model_thrashing_params_default();
    struct model_thrashing_block b;
    model_thrashing_block_init(&b);
    /* (1) a thrashing page migrated after a quiet lapse is reset, and that
     * move's stamp too: the next move 100 us later is not an event */
    bounce5(&b, &p, 1000);
    ck_assert(thrashing(&b));
    mig(&b, &p, CPU, 2000 * US);
    ck_assert(!thrashing(&b));
    ck_assert_uint_eq(info(&b).events, 0);
    ck_assert_uint_eq(info(&b).last_t, UINT64_MAX);
    mig(&b, &p, GPU, 2100 * US);
    ck_assert_uint_eq(info(&b).events, 0);
    mig(&b, &p, CPU, 2200 * US);
    mig(&b, &p, GPU, 2300 * US);
    mig(&b, &p, CPU, 2400 * US); /* events 1, 2, 3 */
    ck_assert(thrashing(&b));
    model_thrashing_block_free(&b);

    /* (2) below the threshold a quiet lapse resets nothing: events 1 and 2,
     * 700 us of quiet, then one more event flags the page */
    model_thrashing_block_init(&b);
    for (int k = 0; k < 4; k++)
        mig(&b, &p, k % 2 ? CPU : GPU, (1000 + 100 * (uint64_t)k) * US);
    ck_assert_uint_eq(info(&b).events, 2);
    mig(&b, &p, GPU, 2000 * US); /* 700 us: not an event, count kept */
    ck_assert_uint_eq(info(&b).events, 2);
    ck_assert(!thrashing(&b));
    mig(&b, &p, CPU, 2100 * US);
    ck_assert(thrashing(&b));
    model_thrashing_block_free(&b);

    /* (3) other causes (cudaMemPrefetchAsync, advice, duplication) reset the
     * flagged pages of the range only, and leave the block's stamps */
    model_thrashing_block_init(&b);
    for (int k = 0; k < 5; k++) {
        struct model_pages two = one(P);
        model_pages_set(&two, P + 1);
        model_thrashing_migrated(&b, &p, &two, k % 2 ? CPU : GPU, MODEL_THRASHING_FAULT,
                               (1000 + 100 * (uint64_t)k) * US);
    }
    move(&b, &p, P + 2, CPU, MODEL_THRASHING_FAULT, 1410 * US); /* a page stamped only */
    ck_assert_uint_eq(b.nthrashing, 2);
    uint64_t last = b.last_t;
    struct model_pages range;
    model_pages_range(&range, P, P + 3);
    model_pages_clear(&range, P + 1);
    model_thrashing_migrated(&b, &p, &range, GPU, MODEL_THRASHING_OTHER, 1450 * US);
    ck_assert(model_thrashing_block_valid(&b, &p));
    ck_assert(!thrashing(&b));
    ck_assert(model_pages_test(model_thrashing_pages(&b), P + 1));
    ck_assert_uint_eq(model_thrashing_page_info(&b, P + 2).last_t, 1409984); /* not flagged: untouched
                                                                        * (1,410,000 mod 64 = 16) */
    ck_assert_uint_eq(b.last_t, last);
    ck_assert_int_eq(b.last_proc, CPU);
    model_thrashing_block_free(&b);

    /* (4) prefetch migrations count like faults */
    model_thrashing_block_init(&b);
    for (int k = 0; k < 5; k++)
        move(&b, &p, P, k % 2 ? CPU : GPU, k == 4 ? MODEL_THRASHING_PREFETCH : MODEL_THRASHING_FAULT,
             (1000 + 100 * (uint64_t)k) * US);
    ck_assert(thrashing(&b));
    model_thrashing_block_free(&b);

    /* (5) disabled: nothing at all */
    p.enable = false;
    model_thrashing_block_init(&b);
    bounce5(&b, &p, 1000);
    ck_assert_ptr_null(b.pages);
    ck_assert_uint_eq(b.last_t, 0);
    ck_assert_int_eq(fault(&b, &p, CPU, GPU, 1450 * US, NULL), 'N');
    model_thrashing_block_free(&b);
}
END_TEST

/* Throttling, then pinning, on PCIe with pin_threshold 2, worked out from
 * uvm_perf_thrashing_get_hint. The page is flagged by m5 at 1400 us (on the
 * GPU). End times and stamps are at 64 ns: t mod 64 dropped. */
START_TEST(throttle_then_pin)
{
    struct model_thrashing_params p = model_thrashing_params_default();
    p.pin_threshold = 2;
    struct model_thrashing_block b;
    model_thrashing_block_init(&b);
    bounce5(&b, &p, 1000);
    uint64_t end = 0;
    /* A: the CPU faults at 1450: a throttling period starts (ends 1950 us,
     * stamp 1,949,952), the CPU is the one spared: no hint; it takes the
     * page at 1460 (stamp 1,459,968) */
    ck_assert_int_eq(fault(&b, &p, CPU, GPU, 1450 * US, &end), 'N');
    mig(&b, &p, CPU, 1460 * US);
    /* B: the GPU faults at 1500, inside the period: throttled to its end */
    ck_assert_int_eq(fault(&b, &p, GPU, CPU, 1500 * US, &end), 'T');
    ck_assert_uint_eq(end, 1949952);
    ck_assert_uint_eq(info(&b).throttles, 1);
    /* ... again at 1600: still throttled, counted once */
    ck_assert_int_eq(fault(&b, &p, GPU, CPU, 1600 * US, &end), 'T');
    ck_assert_uint_eq(info(&b).throttles, 1);
    /* C: at 1950 the nap is over (490 us after the page's last move); a new
     * period (ends 2,449,984) spares the GPU: no hint (1 throttle < 2); it
     * takes the page at 1955 (495 us after the last move: an event) */
    ck_assert_int_eq(fault(&b, &p, GPU, CPU, 1950 * US, &end), 'N');
    mig(&b, &p, GPU, 1955 * US);
    ck_assert_uint_eq(info(&b).events, 5);
    /* D: the CPU at 2000 is throttled until 2,449,984: throttle 2 */
    ck_assert_int_eq(fault(&b, &p, CPU, GPU, 2000 * US, &end), 'T');
    ck_assert_uint_eq(end, 2449984);
    ck_assert_uint_eq(info(&b).throttles, 2);
    /* E: the CPU at 2450: a new period spares the CPU, and 2 throttles reach
     * pin_threshold: pinned at the CPU, unpinned 300 lapses later */
    ck_assert_int_eq(fault(&b, &p, CPU, GPU, 2450 * US, &end), 'C');
    ck_assert(model_pages_test(&b.pinned, P));
    ck_assert_uint_eq(info(&b).throttles, 0);
    ck_assert_uint_eq(model_thrashing_next_unpin(&b), 152450 * US);
    /* the move to its pin is not an event: the stamp stays m7's
     * (1,955,000 - 1,955,000 mod 64) */
    mig(&b, &p, CPU, 2455 * US);
    ck_assert_uint_eq(info(&b).last_t, 1954944);
    /* F: the GPU faults on the pinned page: it maps the CPU copy, also long
     * after the lapse (a pinned page skips that test) */
    ck_assert_int_eq(fault(&b, &p, GPU, CPU, 2500 * US, &end), 'C');
    ck_assert_int_eq(fault(&b, &p, GPU, CPU, 100000 * US, &end), 'C');
    /* G: the pin expires at 152,450 us: the page forgets everything */
    struct model_pages un;
    model_thrashing_take_unpinned(&b, &p, 152450 * US - 1, &un);
    ck_assert(model_pages_empty(&un));
    model_thrashing_take_unpinned(&b, &p, 152450 * US, &un);
    ck_assert(model_pages_test(&un, P) && model_pages_count(&un) == 1);
    ck_assert(!thrashing(&b) && !model_pages_test(&b.pinned, P));
    ck_assert_uint_eq(model_thrashing_next_unpin(&b), UINT64_MAX);
    model_thrashing_take_unpinned(&b, &p, 152456 * US, &un);
    ck_assert(model_pages_empty(&un));
    ck_assert_int_eq(fault(&b, &p, GPU, CPU, 152500 * US, &end), 'N');
    model_thrashing_block_free(&b);
}
END_TEST

/* The nap is one lapse, so a throttled processor moves the page about a
 * lapse after the previous move: a little later than that and the move is
 * not an event but a quiet reset. Same as above to B; the GPU retries at
 * 1955 and moves at 1960, 500,032 ns after the CPU's stamp 1,459,968 (the
 * CPU moved 10 us after its hint, the GPU 10 us after the end): reset. */
START_TEST(late_wakeup_resets)
{
    struct model_thrashing_params p = model_thrashing_params_default();
    struct model_thrashing_block b;
    model_thrashing_block_init(&b);
    bounce5(&b, &p, 1000);
    ck_assert_int_eq(fault(&b, &p, CPU, GPU, 1450 * US, NULL), 'N');
    mig(&b, &p, CPU, 1460 * US);
    ck_assert_int_eq(fault(&b, &p, GPU, CPU, 1500 * US, NULL), 'T');
    ck_assert_int_eq(fault(&b, &p, GPU, CPU, 1955 * US, NULL), 'N');
    ck_assert(thrashing(&b));
    mig(&b, &p, GPU, 1960 * US);
    ck_assert(!thrashing(&b));
    ck_assert_uint_eq(info(&b).events, 0);
    ck_assert_uint_eq(info(&b).throttles, 1); /* the throttle count survives a reset */
    model_thrashing_block_free(&b);
}
END_TEST

/* With the defaults, a ping-pong in which each side faults 50 us after the
 * other moved the page, a throttled side retries at the end of its nap, and
 * moves happen at the hint's time: every period throttles one side once,
 * and the side spared after the tenth throttle pins the page at itself
 * (pin_threshold 10). The first period starts at 1450 us; then each lasts
 * 499,968 ns (500 us at 64 ns), so every move stays within the lapse. */
START_TEST(default_pin_after_ten_throttles)
{
    struct model_thrashing_params p = model_thrashing_params_default();
    struct model_thrashing_block b;
    model_thrashing_block_init(&b);
    bounce5(&b, &p, 1000);
    enum model_thrashing_proc at = GPU, who = CPU;
    uint64_t t = 1450 * US, end = 0;
    unsigned throttles = 0, moves = 0;
    char h;
    for (;;) {
        h = fault(&b, &p, who, at, t, &end);
        if (h == 'C' || h == 'G')
            break;
        if (h == 'T') {
            throttles++;
            ck_assert_uint_gt(end, t);
            t = end; /* retry when the nap is over */
            continue;
        }
        ck_assert_int_eq(h, 'N');
        ck_assert(thrashing(&b));
        mig(&b, &p, who, t);
        moves++;
        at = who;
        who = who == CPU ? GPU : CPU;
        t += 50 * US;
        ck_assert_uint_lt(moves, 100);
    }
    ck_assert_uint_eq(throttles, 10);
    ck_assert_uint_eq(moves, 10); /* the spared side of periods 1 to 10 */
    ck_assert_int_eq(h, who == CPU ? 'C' : 'G'); /* pinned at the side throttled tenth, now spared */
    ck_assert(model_pages_test(&b.pinned, P));
    model_thrashing_block_free(&b);
}
END_TEST

/* Advice and links change the hint at once: preferred location CPU pins
 * there (every processor reaches system memory); over NVLink/C2C with
 * native atomics the page is pinned at the GPU whoever faults. */
START_TEST(preferred_and_fast_link)
{
    struct model_thrashing_params p = model_thrashing_params_default();
    struct model_thrashing_block b;
    model_thrashing_block_init(&b);
    bounce5(&b, &p, 1000);
    struct model_pages faulted = one(P), on_cpu, on_gpu = one(P), pref = one(P);
    model_pages_zero(&on_cpu);
    struct model_thrashing_fault f = {.faulted = &faulted, .on_cpu = &on_cpu, .on_gpu = &on_gpu,
                                    .preferred_cpu = &pref, .preferred_gpu = NULL,
                                    .requester = CPU, .t = 1450 * US};
    struct model_thrashing_hints h;
    model_thrashing_fault(&b, &p, &f, &h);
    ck_assert(model_pages_test(&h.pinned, P) && !model_pages_test(&h.pin_gpu, P));
    model_thrashing_block_free(&b);

    p.fast_link = true;
    model_thrashing_block_init(&b);
    bounce5(&b, &p, 1000);
    ck_assert_int_eq(fault(&b, &p, GPU, CPU, 1450 * US, NULL), 'G'); /* at the GPU: the CPU maps vidmem */
    model_thrashing_block_free(&b);
    model_thrashing_block_init(&b);
    bounce5(&b, &p, 1000);
    ck_assert_int_eq(fault(&b, &p, CPU, GPU, 1450 * US, NULL), 'G'); /* the CPU maps GPU memory */
    model_thrashing_block_free(&b);
}
END_TEST

/* The epoch: 2000 lapses (1 s) after the last thrashing event a fault
 * makes the block forget everything, at most 4 times; a block that ever
 * pinned a page never resets. */
START_TEST(epoch_resets)
{
    struct model_thrashing_params p = model_thrashing_params_default();
    struct model_thrashing_block b;
    model_thrashing_block_init(&b);
    uint64_t t0 = 1000;
    for (unsigned r = 0; r < 5; r++) {
        bounce5(&b, &p, t0);
        ck_assert(thrashing(&b));
        uint64_t last = (t0 + 400) * US; /* m5, the last event */
        ck_assert_int_eq(fault(&b, &p, CPU, GPU, last + 1000000 * US, NULL), 'N'); /* exactly 2000 lapses */
        ck_assert(thrashing(&b));
        ck_assert_int_eq(fault(&b, &p, CPU, GPU, last + 1000000 * US + 1, NULL), 'N');
        if (r < 4) {
            ck_assert_ptr_null(b.pages);
            ck_assert(!thrashing(&b));
            ck_assert_uint_eq(b.resets, r + 1);
        } else {
            ck_assert_ptr_nonnull(b.pages); /* the fifth time: no reset, still flagged */
            ck_assert(thrashing(&b));
        }
        t0 += 2000000;
    }
    model_thrashing_block_free(&b);

    p.pin_threshold = 1;
    model_thrashing_block_init(&b);
    bounce5(&b, &p, 1000);
    uint64_t end;
    ck_assert_int_eq(fault(&b, &p, CPU, GPU, 1450 * US, &end), 'N'); /* CPU spared, 0 throttles */
    mig(&b, &p, CPU, 1460 * US);
    ck_assert_int_eq(fault(&b, &p, GPU, CPU, 1500 * US, &end), 'T');
    ck_assert_int_eq(fault(&b, &p, GPU, CPU, end + 5 * US, &end), 'G'); /* spared, 1 throttle: pin */
    struct model_pages un;
    model_thrashing_take_unpinned(&b, &p, 400000 * US, &un); /* the pin expired long ago */
    ck_assert(model_pages_test(&un, P));
    ck_assert_uint_eq(b.pinned_count, 1);
    bounce5(&b, &p, 500000);
    ck_assert(thrashing(&b));
    ck_assert_int_eq(fault(&b, &p, CPU, GPU, 5000000 * US, NULL), 'N');
    ck_assert_ptr_nonnull(b.pages); /* pinned once: never reset */
    ck_assert(thrashing(&b));
    model_thrashing_block_free(&b);
}
END_TEST

/* Random histories of faults and moves of a few pages by both processors
 * at random gaps around the lapse: the invariants hold after every step,
 * hints only for flagged pages, pins only on flagged pages. */
START_TEST(random_invariants)
{
    gsl_rng *rng = gsl_rng_alloc(gsl_rng_mt19937);
    gsl_rng_set(rng, 51);
    for (int run = 0; run < 40; run++) {
        struct model_thrashing_params p = model_thrashing_params_default();
        p.pin_threshold = 1 + (unsigned)gsl_rng_uniform_int(rng, 4);
        p.threshold = 1 + (unsigned)gsl_rng_uniform_int(rng, 4);
        p.fast_link = gsl_rng_uniform_int(rng, 4) == 0;
        p.pin = (unsigned)gsl_rng_uniform_int(rng, 3) * 50;
        p.epoch = 1 + (unsigned)gsl_rng_uniform_int(rng, 40);
        struct model_thrashing_block b;
        model_thrashing_block_init(&b);
        struct model_pages on[2];
        model_pages_zero(&on[0]);
        model_pages_range(&on[0], 0, 8);
        model_pages_zero(&on[1]);
        uint64_t t = 0;
        for (int op = 0; op < 3000; op++) {
            t += gsl_rng_uniform_int(rng, 700 * US);
            struct model_pages pages;
            model_pages_zero(&pages);
            for (unsigned i = 0; i < 8; i++)
                if (gsl_rng_uniform(rng) < 0.4)
                    model_pages_set(&pages, i);
            enum model_thrashing_proc who = gsl_rng_uniform_int(rng, 2) ? GPU : CPU;
            double u = gsl_rng_uniform(rng);
            if (u < 0.5) {
                struct model_pages faulted;
                model_pages_andnot(&faulted, &pages, &on[who]);
                struct model_thrashing_fault f = {.faulted = &faulted, .on_cpu = &on[0], .on_gpu = &on[1],
                                                .preferred_cpu = NULL, .preferred_gpu = NULL,
                                                .requester = who, .t = t};
                struct model_thrashing_hints h;
                model_thrashing_fault(&b, &p, &f, &h);
                ck_assert(model_pages_subset(&h.throttled, &faulted) && model_pages_subset(&h.pinned, &faulted));
                ck_assert(!model_pages_intersect(&h.throttled, &h.pinned));
                ck_assert(model_pages_subset(&h.pinned, &b.pinned));
                ck_assert(model_pages_empty(&h.throttled) == (h.throttle_end == 0) || h.throttle_end == 0);
                /* serviced: everything not throttled and not pinned elsewhere moves */
                struct model_pages moved, elsewhere;
                model_pages_andnot(&moved, &faulted, &h.throttled);
                if (who == GPU)
                    model_pages_andnot(&elsewhere, &h.pinned, &h.pin_gpu);
                else
                    elsewhere = h.pin_gpu;
                model_pages_andnot(&moved, &moved, &elsewhere);
                if (!model_pages_empty(&moved)) {
                    t += 5 * US; /* the service's copy */
                    model_thrashing_migrated(&b, &p, &moved, who, MODEL_THRASHING_FAULT, t);
                    model_pages_or(&on[who], &on[who], &moved);
                    model_pages_andnot(&on[1 - who], &on[1 - who], &moved);
                }
            } else if (u < 0.6) {
                model_thrashing_migrated(&b, &p, &pages, who, MODEL_THRASHING_OTHER, t);
            } else if (u < 0.7) {
                struct model_pages out;
                model_thrashing_take_unpinned(&b, &p, t, &out);
                ck_assert(!model_pages_intersect(&out, &b.pinned));
            } else {
                struct model_pages gone;
                model_pages_and(&gone, &pages, &on[1]);
                model_thrashing_migrated(&b, &p, &gone, CPU, MODEL_THRASHING_EVICTION, t);
                model_pages_or(&on[0], &on[0], &gone);
                model_pages_andnot(&on[1], &on[1], &gone);
            }
            ck_assert_msg(model_thrashing_block_valid(&b, &p), "run %d op %d", run, op);
        }
        model_thrashing_block_free(&b);
    }
    gsl_rng_free(rng);
}
END_TEST

Suite *thrashing_suite(void); /* the runner finds it by name */
Suite *thrashing_suite(void)
{
    Suite *s = suite_create("thrashing");
    TCase *t = tcase_create("driver");
    tcase_set_timeout(t, 60);
    tcase_add_test(t, defaults_are_the_drivers);
    tcase_add_test(t, bouncing_page_becomes_thrashing);
    tcase_add_test(t, outside_the_lapse_never);
    tcase_add_test(t, page_stamps_64ns);
    tcase_add_test(t, eviction_thrashing_is_invisible);
    tcase_add_test(t, reset_rules);
    tcase_add_test(t, throttle_then_pin);
    tcase_add_test(t, late_wakeup_resets);
    tcase_add_test(t, default_pin_after_ten_throttles);
    tcase_add_test(t, preferred_and_fast_link);
    tcase_add_test(t, epoch_resets);
    tcase_add_test(t, random_invariants);
    suite_add_tcase(s, t);
    return s;
}
