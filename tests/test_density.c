/* test_density.c: the page sets (model_pages.h) and the driver's density
 * prefetch (model_density.h).
 *
 * Golden cases are computed by hand from the driver's rules (docs/density.md
 * shows the arithmetic of each); a property test compares the word-parallel
 * implementation with a page-by-page transcription of the driver's loops
 * (uvm_perf_prefetch.c: grow_fault_granularity, compute_prefetch_mask,
 * compute_prefetch_region) on random blocks. */
#include <check.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "model_density.h"
#include "model_pages.h"

#define KIB(n) ((n) * 1024u)
#define PAGES(bytes) ((bytes) / MODEL_PAGE_SIZE)

/* ---- helpers --------------------------------------------------------------- */

/* Deterministic xorshift generator. */
static uint64_t rng_state = 0x9e3779b97f4a7c15u;
static uint64_t rng(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}
static unsigned rng_below(unsigned n)
{
    return (unsigned)(rng() % n);
}

static struct model_pages pages_of(unsigned first, unsigned outer)
{
    struct model_pages p;
    model_pages_range(&p, first, outer);
    return p;
}

/* A block of a whole 2 MiB-aligned region, nothing resident. */
static struct model_density_block whole_block(void)
{
    struct model_density_block b;
    memset(&b, 0, sizeof b);
    b.first = 0;
    b.npages = MODEL_PAGES_PER_BLOCK;
    return b;
}

static struct model_density_params threshold(unsigned t)
{
    struct model_density_params p = model_density_params_default();
    p.threshold = t;
    return p;
}

/* Service one batch: the pages it moves to the GPU ((faulted | prefetch)
 * minus resident), and the block's residency grows by them. Returns the
 * bytes moved. */
static unsigned batch(struct model_density_block *b, const struct model_density_params *p)
{
    struct model_pages pre, moved;
    model_density_prefetch(b, p, &pre);
    model_pages_or(&moved, &b->faulted, &pre);
    model_pages_andnot(&moved, &moved, &b->resident);
    model_pages_or(&b->resident, &b->resident, &moved);
    b->resident_nowhere = false;
    return model_pages_count(&moved) * MODEL_PAGE_SIZE;
}

/* Touch pages [first, outer): fault on those not resident, one batch.
 * Returns the bytes moved (0 when nothing faults). */
static unsigned touch(struct model_density_block *b, const struct model_density_params *p,
                      unsigned first, unsigned outer)
{
    struct model_pages f = pages_of(first, outer);
    model_pages_andnot(&b->faulted, &f, &b->resident);
    if (model_pages_empty(&b->faulted))
        return 0;
    return batch(b, p);
}

/* ---- reference: the driver's loops, page by page ---------------------------- */

/* uvm_perf_prefetch_get_hint_va_block with block-relative page numbers as
 * the driver uses them; returns the hint minus resident pages, in the
 * 2 MiB-region numbering of model_pages. */
static void reference(const struct model_density_block *b, const struct model_density_params *p,
                      struct model_pages *out)
{
    unsigned n = b->npages, first = b->first;
    bool faulted[512] = { 0 }, resident[512] = { 0 }, thrash[512] = { 0 }, hint[512] = { 0 };
    unsigned nfaults = 0;
    for (unsigned i = 0; i < n; i++) {
        faulted[i] = model_pages_test(&b->faulted, first + i);
        resident[i] = model_pages_test(&b->resident, first + i);
        thrash[i] = model_pages_test(&b->thrashing, first + i);
        nfaults += faulted[i];
    }
    model_pages_zero(out);
    if (!p->enable || b->earlier_faults + nfaults < p->min_faults)
        return;
    if (b->resident_nowhere && b->preferred_gpu) {
        for (unsigned i = 0; i < n; i++)
            hint[i] = true;
    } else {
        /* init_bitmap_tree_from_region */
        bool tree[512] = { 0 };
        unsigned offset = 0, leaves = n;
        /* uvm_va_block_big_page_region_subset */
        unsigned up = (first + 15) / 16 * 16, down = (first + n) / 16 * 16;
        unsigned big_first = 0, big_outer = 0;
        if (down > up)
            big_first = up - first, big_outer = down - first;
        /* update_bitmap_tree_from_va_block */
        if (big_first > 0) {
            offset = 16 - big_first;
            leaves = n + offset;
        }
        for (unsigned i = 0; i < n; i++)
            tree[i + offset] = resident[i] || faulted[i];
        /* grow_fault_granularity */
        unsigned regions[40][2], nreg = 0;
        if (big_outer == 0) {
            regions[nreg][0] = 0, regions[nreg++][1] = n;
        } else {
            if (big_first > 0)
                regions[nreg][0] = 0, regions[nreg++][1] = big_first;
            for (unsigned i = big_first; i < big_outer; i += 16)
                regions[nreg][0] = i, regions[nreg++][1] = i + 16;
            if (big_outer < n)
                regions[nreg][0] = big_outer, regions[nreg++][1] = n;
        }
        for (unsigned r = 0; r < nreg; r++) {
            bool any_f = false, any_t = false;
            for (unsigned i = regions[r][0]; i < regions[r][1]; i++)
                any_f |= faulted[i], any_t |= thrash[i];
            if (any_f && !any_t)
                for (unsigned i = regions[r][0]; i < regions[r][1]; i++)
                    tree[i + offset] = true;
        }
        unsigned levels = 0;
        while ((1u << levels) < leaves)
            levels++;
        /* compute_prefetch_mask over the faulted pages that do not thrash */
        for (unsigned i = 0; i < n; i++) {
            if (!faulted[i] || thrash[i])
                continue;
            unsigned leaf = i + offset, rf = 0, ro = 0;
            /* compute_prefetch_region */
            for (unsigned k = 0; k <= levels; k++) {
                unsigned start = leaf / (1u << k) * (1u << k);
                unsigned end = start + (1u << k) < leaves ? start + (1u << k) : leaves;
                unsigned count = 0;
                for (unsigned j = start; j < end; j++)
                    count += tree[j];
                if (count * 100 > (end - start) * p->threshold)
                    rf = start, ro = end;
            }
            if (ro) {
                rf = rf < offset ? offset : rf - offset;
                ro = ro < offset ? offset : ro - offset;
                if (ro > n)
                    ro = n;
            }
            for (unsigned j = rf; j < ro; j++)
                hint[j] = true;
            if (ro == n)
                break;
        }
    }
    for (unsigned i = 0; i < n; i++)
        if (hint[i] && !faulted[i] && !thrash[i] && !resident[i])
            model_pages_set(out, first + i);
}

/* ---- model_pages ------------------------------------------------------------- */

START_TEST(pages_ranges_and_counts)
{
    struct model_pages p = pages_of(3, 130);
    ck_assert_uint_eq(model_pages_count(&p), 127);
    ck_assert(!model_pages_test(&p, 2) && model_pages_test(&p, 3) && model_pages_test(&p, 129)
              && !model_pages_test(&p, 130));
    ck_assert_uint_eq(model_pages_count_range(&p, 0, 64), 61);
    ck_assert_uint_eq(model_pages_count_range(&p, 64, 512), 66);
    ck_assert(model_pages_range_full(&p, 3, 130) && !model_pages_range_full(&p, 2, 130));
    ck_assert(model_pages_range_empty(&p, 130, 512) && !model_pages_range_empty(&p, 129, 512));
    ck_assert(model_pages_range_empty(&p, 7, 7));
    model_pages_clear_range(&p, 60, 70);
    ck_assert_uint_eq(model_pages_count(&p), 117);
    ck_assert_uint_eq(model_pages_next_set(&p, 60), 70);
    ck_assert_uint_eq(model_pages_next_clear(&p, 3), 60);
    ck_assert_uint_eq(model_pages_next_set(&p, 130), MODEL_PAGES_PER_BLOCK);
    struct model_pages all;
    model_pages_fill(&all);
    ck_assert_uint_eq(model_pages_next_clear(&all, 0), MODEL_PAGES_PER_BLOCK);
    ck_assert_uint_eq(model_pages_count(&all), 512);
    unsigned at = 0, f, o, runs = 0;
    while (model_pages_next_run(&p, &at, &f, &o)) {
        ck_assert_uint_eq(f, runs == 0 ? 3 : 70);
        ck_assert_uint_eq(o, runs == 0 ? 60 : 130);
        runs++;
    }
    ck_assert_uint_eq(runs, 2);
    at = 0;
    ck_assert(model_pages_next_run(&all, &at, &f, &o) && f == 0 && o == 512);
    ck_assert(!model_pages_next_run(&all, &at, &f, &o));
}
END_TEST

/* Every operation against a bool array, on random sets and ranges. */
START_TEST(pages_match_naive)
{
    for (int iter = 0; iter < 2000; iter++) {
        bool a[512], bb[512];
        struct model_pages pa, pb;
        model_pages_zero(&pa);
        model_pages_zero(&pb);
        unsigned density = rng_below(100);
        for (unsigned i = 0; i < 512; i++) {
            a[i] = rng_below(100) < density;
            bb[i] = rng_below(100) < 50;
            if (a[i])
                model_pages_set(&pa, i);
            if (bb[i])
                model_pages_set(&pb, i);
        }
        unsigned x = rng_below(513), y = rng_below(513);
        unsigned lo = x < y ? x : y, hi = x < y ? y : x;
        unsigned cnt = 0, any = 0, full = 1;
        for (unsigned i = lo; i < hi; i++)
            cnt += a[i], any |= a[i], full &= a[i];
        ck_assert_uint_eq(model_pages_count_range(&pa, lo, hi), cnt);
        ck_assert(model_pages_range_empty(&pa, lo, hi) == !any);
        ck_assert(model_pages_range_full(&pa, lo, hi) == (bool)full);
        unsigned ns = 512, nc = 512;
        for (unsigned i = 512; i-- > lo;) {
            if (a[i])
                ns = i;
            else
                nc = i;
        }
        ck_assert_uint_eq(model_pages_next_set(&pa, lo), ns);
        ck_assert_uint_eq(model_pages_next_clear(&pa, lo), nc);
        struct model_pages o, n, d, c = pa, s = pa, u;
        model_pages_or(&o, &pa, &pb);
        model_pages_and(&n, &pa, &pb);
        model_pages_andnot(&d, &pa, &pb);
        model_pages_set_range(&s, lo, hi);
        model_pages_clear_range(&c, lo, hi);
        unsigned sh = rng_below(513);
        struct model_pages down, up;
        model_pages_shift_down(&down, &pa, sh);
        model_pages_shift_up(&up, &pa, sh);
        u = pa;
        model_pages_clip(&u, lo, hi);
        unsigned bad = 512;
        for (unsigned i = 0; i < 512 && bad == 512; i++) {
            bool in = i >= lo && i < hi;
            if (model_pages_test(&o, i) != (a[i] || bb[i]) || model_pages_test(&n, i) != (a[i] && bb[i])
                || model_pages_test(&d, i) != (a[i] && !bb[i]) || model_pages_test(&s, i) != (a[i] || in)
                || model_pages_test(&c, i) != (a[i] && !in) || model_pages_test(&u, i) != (a[i] && in)
                || model_pages_test(&down, i) != (i + sh < 512 && a[i + sh])
                || model_pages_test(&up, i) != (i >= sh && a[i - sh]))
                bad = i;
        }
        ck_assert_msg(bad == 512, "page %u wrong (range [%u, %u), shift %u)", bad, lo, hi, sh);
        ck_assert(model_pages_subset(&n, &pa) && model_pages_subset(&pa, &o));
        ck_assert(model_pages_intersect(&pa, &pb) == !model_pages_empty(&n));
        ck_assert(model_pages_equal(&d, &pa) == !model_pages_intersect(&pa, &pb));
        unsigned at = 0, f, e, total = 0, prev = 0;
        while (model_pages_next_run(&pa, &at, &f, &e)) {
            ck_assert(f < e && (total == 0 || f > prev));
            ck_assert(model_pages_range_full(&pa, f, e));
            ck_assert(f == 0 || !a[f - 1]);
            ck_assert(e == 512 || !a[e]);
            total += e - f;
            prev = e;
        }
        ck_assert_uint_eq(total, model_pages_count(&pa));
    }
}
END_TEST

/* ---- golden cases --------------------------------------------------------------- */

/* The published driver behaviour: touching 64 KiB blocks 0, 1, 2, 4, 8 and
 * 16 of a 2 MiB buffer in turn migrates 64K, 64K, 128K, 256K, 512K, 1M
 * (whole 64 KiB touched, or one byte of it: the same). */
START_TEST(published_sequence)
{
    const unsigned big[] = { 0, 1, 2, 4, 8, 16 };
    const unsigned moved[] = { KIB(64), KIB(64), KIB(128), KIB(256), KIB(512), KIB(1024) };
    struct model_density_params p = model_density_params_default();
    for (int one_byte = 0; one_byte < 2; one_byte++) {
        struct model_density_block b = whole_block();
        b.resident_nowhere = true;
        for (unsigned i = 0; i < 6; i++) {
            unsigned first = big[i] * 16, outer = one_byte ? first + 1 : first + 16;
            ck_assert_uint_eq(touch(&b, &p, first, outer), moved[i]);
        }
        ck_assert_uint_eq(model_pages_count(&b.resident), 512);
    }
}
END_TEST

/* One byte per 2 MiB over a large buffer moves 64 KiB per touch: each block
 * gets one fault, widened to its big page, 16/32 pages fails 51%. */
START_TEST(one_byte_per_2mib)
{
    struct model_density_params p = model_density_params_default();
    for (unsigned blk = 0; blk < 64; blk++) {
        struct model_density_block b = whole_block();
        b.resident_nowhere = true;
        unsigned page = (blk * 37) % 512; /* anywhere in the block */
        ck_assert_uint_eq(touch(&b, &p, page, page + 1), KIB(64));
        ck_assert(model_pages_range_full(&b.resident, page & ~15u, (page & ~15u) + 16));
    }
}
END_TEST

/* One byte per 64 KiB: all 32 big pages faulting in one batch move the whole
 * block; in sequence, only big pages 0, 1, 2, 4, 8, 16 fault and the block
 * ends up whole. */
START_TEST(one_byte_per_64kib)
{
    struct model_density_params p = model_density_params_default();
    struct model_density_block b = whole_block();
    b.resident_nowhere = true;
    for (unsigned i = 0; i < 32; i++)
        model_pages_set(&b.faulted, i * 16 + 5);
    ck_assert_uint_eq(batch(&b, &p), MODEL_BLOCK_SIZE);

    b = whole_block();
    b.resident_nowhere = true;
    unsigned total = 0, batches = 0, moved_at[32];
    for (unsigned i = 0; i < 32; i++) {
        moved_at[i] = touch(&b, &p, i * 16, i * 16 + 1);
        total += moved_at[i];
        batches += moved_at[i] > 0;
    }
    ck_assert_uint_eq(total, MODEL_BLOCK_SIZE);
    ck_assert_uint_eq(batches, 6);
    ck_assert_uint_eq(moved_at[16], KIB(1024));
    ck_assert_uint_eq(moved_at[3], 0);
}
END_TEST

/* A block resident nowhere whose preferred location is the GPU is filled
 * whole, at any threshold, within the allocation; thrashing pages excepted.
 * Either condition alone does not do it. */
START_TEST(first_touch_preferred)
{
    struct model_density_params p = model_density_params_default();
    struct model_pages pre;
    struct model_density_block b = whole_block();
    b.resident_nowhere = b.preferred_gpu = true;
    model_pages_set(&b.faulted, 200);
    ck_assert_uint_eq(model_density_prefetch(&b, &p, &pre), 511);
    p.threshold = 100; /* the tree would prefetch nothing */
    ck_assert_uint_eq(model_density_prefetch(&b, &p, &pre), 511);

    b.first = 100, b.npages = 200; /* allocation pages [100, 300) */
    model_pages_set_range(&b.thrashing, 150, 160);
    ck_assert_uint_eq(model_density_prefetch(&b, &p, &pre), 189);
    struct model_pages expect = pages_of(100, 300);
    model_pages_clear(&expect, 200);
    model_pages_clear_range(&expect, 150, 160);
    ck_assert(model_pages_equal(&pre, &expect));

    p = model_density_params_default();
    b = whole_block();
    model_pages_set(&b.faulted, 200);
    b.preferred_gpu = true; /* something resident somewhere */
    ck_assert_uint_eq(model_density_prefetch(&b, &p, &pre), 15);
    b.preferred_gpu = false, b.resident_nowhere = true; /* no preferred location */
    ck_assert_uint_eq(model_density_prefetch(&b, &p, &pre), 15);
}
END_TEST

/* Prefetch stays in the VA block: the allocation's pages of the 2 MiB region
 * (the driver's va_block is clipped to its va_range), with the tree counted
 * from the block's start, not from the 2 MiB boundary. */
START_TEST(never_crosses_block_or_allocation)
{
    struct model_density_params p = model_density_params_default();
    struct model_pages pre;

    /* Allocation ends 400 KiB into the region: pages [0, 100). Faults on
     * [0, 64): tree of 100 leaves, root 64/100 > 51% -> the whole block. */
    struct model_density_block b = whole_block();
    b.npages = 100;
    b.faulted = pages_of(0, 64);
    ck_assert_uint_eq(model_density_prefetch(&b, &p, &pre), 36);
    struct model_pages expect = pages_of(64, 100);
    ck_assert(model_pages_equal(&pre, &expect));

    /* Allocation starts at page 272: tree leaves 0..239 are pages 272..511.
     * Faults on 128 pages [272, 400): root 128/240 = 53% -> the rest of the
     * block, [400, 512). Counted from the 2 MiB boundary the node [256, 512)
     * would have 128/256 = 50% and fail. */
    b = whole_block();
    b.first = 272, b.npages = 240;
    b.faulted = pages_of(272, 400);
    ck_assert_uint_eq(model_density_prefetch(&b, &p, &pre), 112);
    expect = pages_of(400, 512);
    ck_assert(model_pages_equal(&pre, &expect));

    /* Threshold 0 takes the root: exactly the block, never past it. */
    p.threshold = 0;
    b = whole_block();
    b.first = 48, b.npages = 300;
    model_pages_set(&b.faulted, 48);
    model_pages_set(&b.resident, 10); /* outside the block: ignored */
    ck_assert_uint_eq(model_density_prefetch(&b, &p, &pre), 299);
    expect = pages_of(49, 348);
    ck_assert(model_pages_equal(&pre, &expect));
}
END_TEST

/* Threshold 5 versus 51 on one fault in an empty block: at 51 only the big
 * page (16/32 = 50% fails); at 5 up to [0, 256) (16/256 = 6.25% > 5%, 16/512 =
 * 3.1% fails): 1 MiB. */
START_TEST(threshold_5_vs_51)
{
    struct model_density_block b = whole_block();
    model_pages_set(&b.faulted, 0);
    struct model_density_params p51 = threshold(51), p5 = threshold(5);
    struct model_density_block c = b;
    ck_assert_uint_eq(batch(&b, &p51), KIB(64));
    ck_assert_uint_eq(batch(&c, &p5), KIB(1024));
    struct model_pages expect = pages_of(0, 256);
    ck_assert(model_pages_equal(&c.resident, &expect));

    /* Two faults far apart, big pages 0 and 31: at 51 two big pages; at 5
     * the root has 32/512 = 6.25% > 5%: the whole 2 MiB. */
    b = whole_block();
    model_pages_set(&b.faulted, 0);
    model_pages_set(&b.faulted, 511);
    c = b;
    ck_assert_uint_eq(batch(&b, &p51), KIB(128));
    ck_assert_uint_eq(batch(&c, &p5), MODEL_BLOCK_SIZE);
}
END_TEST

/* Thrashing pages are never prefetched, a big page with a thrashing page is
 * not widened, and a thrashing faulted page starts no region. */
START_TEST(thrashing_excluded)
{
    struct model_density_params p = model_density_params_default();
    struct model_pages pre;

    /* Fault page 0; big pages 1 and 2 resident; pages 50, 51 thrashing.
     * Marked [0, 48): [0, 64) 75% passes, [0, 128) 37.5% fails. */
    struct model_density_block b = whole_block();
    model_pages_set(&b.faulted, 0);
    b.resident = pages_of(16, 48);
    model_pages_set_range(&b.thrashing, 50, 52);
    ck_assert_uint_eq(model_density_prefetch(&b, &p, &pre), 29);
    struct model_pages expect = pages_of(1, 16);
    model_pages_set_range(&expect, 48, 64);
    model_pages_clear_range(&expect, 50, 52);
    ck_assert(model_pages_equal(&pre, &expect));

    /* A thrashing page in the faulted page's big page: no widening, the
     * page alone ([0, 2) has 1/2 = 50%). */
    b = whole_block();
    model_pages_set(&b.faulted, 0);
    model_pages_set(&b.thrashing, 3);
    ck_assert_uint_eq(model_density_prefetch(&b, &p, &pre), 0);

    /* The faulted page itself thrashes: nothing. */
    b = whole_block();
    model_pages_set(&b.faulted, 3);
    model_pages_set(&b.thrashing, 3);
    ck_assert_uint_eq(model_density_prefetch(&b, &p, &pre), 0);

    /* Dense faults around a thrashing page: the region covers it, the hint
     * leaves it out. */
    b = whole_block();
    b.faulted = pages_of(0, 300);
    model_pages_clear(&b.faulted, 400);
    model_pages_set(&b.thrashing, 400);
    ck_assert_uint_eq(model_density_prefetch(&b, &p, &pre), 211);
    ck_assert(!model_pages_test(&pre, 400));
}
END_TEST

/* Tunables: disabled, threshold 100 and 0, min faults. */
START_TEST(tunables)
{
    struct model_pages pre;
    struct model_density_block b = whole_block();
    model_pages_set(&b.faulted, 40);
    struct model_density_params p = model_density_params_default();
    ck_assert(model_density_params_valid(&p));
    p.enable = false; /* no widening either: only the faulted 4 KiB page */
    struct model_density_block copy = b;
    ck_assert_uint_eq(batch(&copy, &p), KIB(4));
    p = threshold(100); /* no node ever has more than 100% */
    ck_assert_uint_eq(model_density_prefetch(&b, &p, &pre), 0);
    p = threshold(0); /* any node with a marked page: the root */
    ck_assert_uint_eq(model_density_prefetch(&b, &p, &pre), 511);
    p = model_density_params_default();
    p.min_faults = 3;
    ck_assert_uint_eq(model_density_prefetch(&b, &p, &pre), 0);
    b.earlier_faults = 2;
    ck_assert_uint_eq(model_density_prefetch(&b, &p, &pre), 15);
    p.threshold = 101;
    ck_assert(!model_density_params_valid(&p));
    p = model_density_params_default();
    p.min_faults = 0;
    ck_assert(!model_density_params_valid(&p));
    p.min_faults = 21;
    ck_assert(!model_density_params_valid(&p));
}
END_TEST

/* Blocks that hold no whole big page are widened as a whole; a tree whose
 * leaf count is not a power of two tests its short last node on its own
 * page count. */
START_TEST(small_blocks_and_partial_nodes)
{
    struct model_density_params p = model_density_params_default();
    struct model_pages pre;
    struct model_density_block b = whole_block();
    b.first = 10, b.npages = 4; /* 16 KiB allocation inside one big page */
    model_pages_set(&b.faulted, 10);
    ck_assert_uint_eq(model_density_prefetch(&b, &p, &pre), 3);
    b.first = 10, b.npages = 12; /* pages 10..21: across two big pages */
    model_pages_zero(&b.faulted);
    model_pages_set(&b.faulted, 20);
    ck_assert_uint_eq(model_density_prefetch(&b, &p, &pre), 11);

    /* 300 pages: faults on [256, 288). The last 256-node is [256, 300):
     * 32/44 = 73% passes (as a full node 32/256 would fail); the root
     * 32/300 fails. */
    b = whole_block();
    b.npages = 300;
    b.faulted = pages_of(256, 288);
    ck_assert_uint_eq(model_density_prefetch(&b, &p, &pre), 12);
    struct model_pages expect = pages_of(288, 300);
    ck_assert(model_pages_equal(&pre, &expect));

    /* 300 pages: resident [0, 256), fault [256, 272): root 272/300 passes. */
    b.resident = pages_of(0, 256);
    b.faulted = pages_of(256, 272);
    ck_assert_uint_eq(model_density_prefetch(&b, &p, &pre), 28);
}
END_TEST

/* A block that does not start on a 64 KiB boundary: the driver prepends
 * ghost leaves so big pages align, and its clamp of a region starting in the
 * ghost leaves sets the region's first page to `offset` (in block page
 * numbers) instead of 0, so the block's first `offset` pages after the
 * faulted one are skipped. Reproduced as the driver does it. */
START_TEST(unaligned_block_start)
{
    struct model_density_params p = model_density_params_default();
    struct model_pages pre;

    /* Block starts at page 5 (offset 5). Fault page 5: the prefix [5, 16)
     * is widened; node [0, 16) has 11/16 and passes, [0, 32) 11/32 fails.
     * The region [0, 16) in tree leaves clamps to block pages [5, 11), pages
     * [10, 16): pages 6..9 are not prefetched. */
    struct model_density_block b = whole_block();
    b.first = 5, b.npages = 507;
    model_pages_set(&b.faulted, 5);
    ck_assert_uint_eq(model_density_prefetch(&b, &p, &pre), 6);
    struct model_pages expect = pages_of(10, 16);
    ck_assert(model_pages_equal(&pre, &expect));

    /* Offset 12, threshold 30: the highest passing node of page 12 is [8, 16)
     * (4/8), which clamps to block pages [12, 4): empty. */
    b = whole_block();
    b.first = 12, b.npages = 500;
    model_pages_set(&b.faulted, 12);
    struct model_density_params p30 = threshold(30);
    ck_assert_uint_eq(model_density_prefetch(&b, &p30, &pre), 0);

    /* Regions that start past the ghost leaves are exact: fault page 40 of
     * the offset-5 block, [32, 48) in the VA is the tree node [32, 48). */
    b = whole_block();
    b.first = 5, b.npages = 507;
    model_pages_set(&b.faulted, 40);
    ck_assert_uint_eq(model_density_prefetch(&b, &p, &pre), 15);
    expect = pages_of(32, 48);
    model_pages_clear(&expect, 40);
    ck_assert(model_pages_equal(&pre, &expect));
}
END_TEST

/* ---- property test: the fast version equals the transcription --------------- */

static void random_block(struct model_density_block *b, struct model_density_params *p)
{
    memset(b, 0, sizeof *b);
    switch (rng_below(4)) {
    case 0:
        b->first = 0, b->npages = 512;
        break;
    case 1:
        b->first = rng_below(32) * 16;
        b->npages = 1 + rng_below(512 - b->first);
        break;
    default:
        b->first = rng_below(512);
        b->npages = 1 + rng_below(512 - b->first);
        break;
    }
    unsigned outer = b->first + b->npages;
    unsigned fd = rng_below(4) == 0 ? rng_below(100) : rng_below(5);
    unsigned rd = rng_below(3) == 0 ? 0 : rng_below(100);
    unsigned td = rng_below(3) == 0 ? rng_below(10) : 0;
    /* Resident in runs (as migrations leave it), faults and thrashing
     * scattered. */
    for (unsigned i = b->first; i < outer; i++) {
        if (rng_below(100) < fd)
            model_pages_set(&b->faulted, i);
        if (rng_below(100) < td)
            model_pages_set(&b->thrashing, i);
    }
    for (unsigned i = b->first; i < outer; i += 16)
        if (rng_below(100) < rd)
            model_pages_set_range(&b->resident, i, i + 16 < outer ? i + 16 : outer);
    model_pages_andnot(&b->resident, &b->resident, &b->faulted);
    if (model_pages_empty(&b->faulted))
        model_pages_set(&b->faulted, b->first + rng_below(b->npages));
    b->resident_nowhere = model_pages_empty(&b->resident) && rng_below(2);
    b->preferred_gpu = rng_below(4) == 0;
    b->earlier_faults = rng_below(4);
    *p = model_density_params_default();
    p->threshold = rng_below(6) == 0 ? rng_below(101) : (rng_below(2) ? 51 : 1 + rng_below(99));
    p->min_faults = rng_below(8) == 0 ? 1 + rng_below(20) : 1;
    p->enable = rng_below(20) != 0;
}

START_TEST(matches_driver_transcription)
{
    for (int iter = 0; iter < 200000; iter++) {
        struct model_density_block b;
        struct model_density_params p;
        random_block(&b, &p);
        struct model_pages fast, ref;
        unsigned n = model_density_prefetch(&b, &p, &fast);
        reference(&b, &p, &ref);
        if (!model_pages_equal(&fast, &ref)) {
            ck_abort_msg("iter %d: first %u npages %u threshold %u: %u pages, reference %u",
                         iter, b.first, b.npages, p.threshold, n, model_pages_count(&ref));
        }
        ck_assert_uint_eq(n, model_pages_count(&fast));
        ck_assert(!model_pages_intersect(&fast, &b.faulted));
        ck_assert(!model_pages_intersect(&fast, &b.thrashing));
        ck_assert(!model_pages_intersect(&fast, &b.resident));
        ck_assert(model_pages_range_empty(&fast, 0, b.first));
        ck_assert(model_pages_range_empty(&fast, b.first + b.npages, 512));
    }
}
END_TEST

Suite *density_suite(void);
Suite *density_suite(void)
{
    Suite *s = suite_create("density");
    TCase *tc = tcase_create("pages");
    tcase_add_test(tc, pages_ranges_and_counts);
    tcase_add_test(tc, pages_match_naive);
    suite_add_tcase(s, tc);
    tc = tcase_create("golden");
    tcase_add_test(tc, published_sequence);
    tcase_add_test(tc, one_byte_per_2mib);
    tcase_add_test(tc, one_byte_per_64kib);
    tcase_add_test(tc, first_touch_preferred);
    tcase_add_test(tc, never_crosses_block_or_allocation);
    tcase_add_test(tc, threshold_5_vs_51);
    tcase_add_test(tc, thrashing_excluded);
    tcase_add_test(tc, tunables);
    tcase_add_test(tc, small_blocks_and_partial_nodes);
    tcase_add_test(tc, unaligned_block_start);
    suite_add_tcase(s, tc);
    tc = tcase_create("property");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, matches_driver_transcription);
    suite_add_tcase(s, tc);
    return s;
}
