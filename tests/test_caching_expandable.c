/* test_caching_expandable.c: the caching policy's PyTorch settings beyond
 * the defaults: expandable_segments, garbage_collection_threshold and
 * memory_fraction (policies/caching.c, policies/caching_expand.c), each
 * against a sequence worked out by hand from PyTorch's rules
 * (c10/cuda/CUDACachingAllocator.cpp), and the fractions of params.c. The
 * fake host (policy_fixture.h) hands out rising addresses and says how much
 * memory the GPU has (gpu_capacity). */
#include "policy_fixture.h"

#define GiB (1024ull * MiB)

static uint64_t xh_capacity(void *h)
{
    return ((struct fake_host *)h)->capacity;
}

/* rig_open with the capacity told to the policy as the GPU's memory. */
static void xrig_open(struct rig *r, const char *spec, uint64_t capacity)
{
    memset(r, 0, sizeof *r);
    r->host.next = 1ull << 32;
    r->host.capacity = capacity;
    u64map_init(&r->host.live);
    r->env = (struct policy_env){.host = &r->host, .reserve = fh_reserve, .release = fh_release,
                                 .stream_wait = fh_wait, .now_ns = fh_now, .count = fh_count,
                                 .gpu_capacity = xh_capacity};
    uint64_t values[POLICY_MAX_PARAMS];
    char err[256];
    ck_assert_msg(policy_parse_allocator(spec, &r->a, values, err, sizeof err) == 0, "%s", err);
    r->self = r->a->create(&r->env, values);
    ck_assert_ptr_nonnull(r->self);
    ck_assert(r->a->valid(r->self));
}

#define X "caching:expandable_segments=1"

/* Large pool, pages of 20 MiB: blocks merge across separate mappings. */
START_TEST(large_pool_maps_and_merges)
{
    struct rig r;
    xrig_open(&r, X, 1 * GiB);
    uint64_t a = A(&r, 30 * MiB, 0); /* maps 2 pages: [0, 40), free [30, 40) */
    ck_assert_uint_eq(U(&r).reserved, 40 * MiB);
    ck_assert_uint_eq(r.host.nreserve, 2);
    ck_assert_uint_eq(r.host.sizes[0], 20 * MiB);
    /* the 10 MiB left and 2 more pages: [30, 80), right after a */
    uint64_t b = A(&r, 50 * MiB, 0);
    ck_assert_uint_eq(b, a + 30 * MiB);
    ck_assert_uint_eq(U(&r).reserved, 80 * MiB);
    ck_assert_uint_eq(r.host.nreserve, 4);
    F(&r, a, 0);
    F(&r, b, 0);
    struct policy_usage u = U(&r);
    ck_assert_uint_eq(u.allocated, 0);
    ck_assert_uint_eq(u.largest_free, 80 * MiB); /* one block over both mappings */
    /* 75 MiB fits in it: nothing mapped (the default allocator: a 76 MiB segment) */
    ck_assert_uint_eq(A(&r, 75 * MiB, 0), a);
    ck_assert_uint_eq(U(&r).reserved, 80 * MiB);
    ck_assert_uint_eq(U(&r).allocated, 75 * MiB);
    ck_assert_uint_eq(r.host.nreserve, 4);
    rig_close(&r);
}
END_TEST

/* Small pool, pages of 2 MiB; streams get segments of their own. */
START_TEST(small_pool_pages)
{
    struct rig r;
    xrig_open(&r, X, 1 * GiB);
    uint64_t a = A(&r, 700 * KiB, 0);
    ck_assert_uint_eq(U(&r).reserved, 2 * MiB);
    ck_assert_uint_eq(A(&r, 700 * KiB, 0), a + 700 * KiB);
    /* 648 KiB left in the page: one more page extends the free block */
    ck_assert_uint_eq(A(&r, 700 * KiB, 0), a + 1400 * KiB);
    ck_assert_uint_eq(U(&r).reserved, 4 * MiB);
    uint64_t s1 = A(&r, 300, 1); /* 512 bytes on a segment of stream 1 */
    ck_assert_uint_ne(s1 & ~(2 * MiB - 1), a & ~(2 * MiB - 1));
    ck_assert_uint_eq(U(&r).reserved, 6 * MiB);
    ck_assert_uint_eq(U(&r).allocated, 2100 * KiB + 512);
    rig_close(&r);
}
END_TEST

/* get_free_block's expandable_size: a larger free block is taken over the
 * best fit when the best fit could grow into unmapped pages. */
START_TEST(best_fit_prefers_non_growable)
{
    struct rig r;
    xrig_open(&r, X, 1 * GiB);
    uint64_t a = A(&r, 30 * MiB, 0);   /* [0, 30), free [30, 40) */
    uint64_t b = A(&r, 5 * MiB, 0);    /* [30, 35), free [35, 40) */
    uint64_t c = A(&r, 50 * MiB, 0);   /* maps 3 pages: [35, 85), free [85, 100) */
    ck_assert_uint_eq(b, a + 30 * MiB);
    ck_assert_uint_eq(c, a + 35 * MiB);
    ck_assert_uint_eq(U(&r).reserved, 100 * MiB);
    F(&r, a, 0);                       /* free [0, 30) */
    /* 12 MiB: the best fit is [85, 100) (15 MiB, unmapped pages after it);
     * the next block, [0, 30), cannot grow, so it is taken */
    ck_assert_uint_eq(A(&r, 12 * MiB, 0), a);
    ck_assert_uint_eq(U(&r).reserved, 100 * MiB);
    rig_close(&r);
}
END_TEST

/* Out of memory: release_cached_blocks unmaps the whole free pages, keeps
 * the partial ones, and releases a segment left wholly unmapped. */
START_TEST(oom_unmaps_whole_pages)
{
    struct rig r;
    xrig_open(&r, X, 100 * MiB);
    uint64_t a = A(&r, 30 * MiB, 0);
    uint64_t b = A(&r, 50 * MiB, 0);   /* [30, 80) */
    F(&r, a, 0);                       /* free [0, 30) */
    /* 40 MiB: no free block; 2 pages after b would make 120 MiB: refused.
     * Page [0, 20) is unmapped ([20, 30) stays: its page holds b), 60 MiB
     * are left; then the 2 pages after b fit. */
    uint64_t d = A(&r, 40 * MiB, 0);
    ck_assert_uint_eq(d, a + 80 * MiB);
    ck_assert_uint_eq(U(&r).reserved, 100 * MiB);
    ck_assert_uint_eq(r.host.nrelease, 2); /* page 0, and the refused map's first page */
    F(&r, b, 0);
    F(&r, d, 0);                       /* free [20, 120) */
    /* 110 MiB: [0, 20) unmapped + [20, 120) free have room; mapping page 0
     * is refused; every whole free page goes, and so does the segment; a
     * new segment cannot map 6 pages: out of memory, nothing reserved. */
    ck_assert(A_fails(&r, 110 * MiB, 0));
    ck_assert_uint_eq(U(&r).reserved, 0);
    /* the new, never mapped segment serves 90 MiB */
    uint64_t e = A(&r, 90 * MiB, 0);
    ck_assert_uint_gt(e, a + 120 * MiB);
    ck_assert_uint_eq(U(&r).reserved, 100 * MiB);
    rig_close(&r);
}
END_TEST

/* garbage_collection_threshold acts with a memory fraction: allowed
 * 512 MiB of 1 GiB, collection above 256 MiB. */
START_TEST(garbage_collection)
{
    const char *specs[] = {
        "caching:memory_fraction=0.5,garbage_collection_threshold=0.5",
        "caching:memory_fraction=0.5",
        "caching:garbage_collection_threshold=0.5",
    };
    /* with both: reserved 350 MiB > 256 MiB before E: B (age 5 - 2 = 3)
     * is at least the average age (3 + 1) / 2, D (5 - 4 = 1) is not; B
     * freed is enough, so 250 + 200. The fraction alone: 550 > 512, so
     * release_cached_blocks frees B and D, 100 + 200. The threshold
     * alone: no collection (no fraction set): 550. */
    const uint64_t want[] = {450 * MiB, 300 * MiB, 550 * MiB};
    for (int i = 0; i < 3; i++) {
        struct rig r;
        xrig_open(&r, specs[i], 1 * GiB);
        uint64_t a = A(&r, 100 * MiB, 0); /* get_free_block calls: 1 */
        uint64_t b = A(&r, 100 * MiB, 0); /* 2 */
        F(&r, a, 0);                      /* A in the pool at count 2 */
        F(&r, b, 0);                      /* B too */
        A(&r, 60 * MiB, 0);               /* 3: splits A */
        uint64_t d = A(&r, 150 * MiB, 0); /* 4: 200 MiB <= 256: no collection */
        F(&r, d, 0);                      /* D in the pool at count 4 */
        A(&r, 200 * MiB, 0);              /* 5 */
        ck_assert_msg(U(&r).reserved == want[i], "%s: reserved %llu MiB", specs[i],
                      (unsigned long long)(U(&r).reserved / MiB));
        rig_close(&r);
    }
}
END_TEST

/* A memory fraction refuses before upstream is asked. */
START_TEST(memory_fraction_refuses)
{
    struct rig r;
    xrig_open(&r, "caching:memory_fraction=0.25", 1 * GiB); /* 256 MiB allowed */
    A(&r, 200 * MiB, 0);
    ck_assert(A_fails(&r, 100 * MiB, 0));
    ck_assert_uint_eq(r.host.nfail, 0);
    ck_assert_uint_eq(U(&r).reserved, 200 * MiB);
    rig_close(&r);
}
END_TEST

/* Fractions are written and read back as decimals. */
START_TEST(fraction_params)
{
    const struct policy_allocator *a;
    uint64_t v[POLICY_MAX_PARAMS];
    char err[256], buf[256];
    ck_assert_int_eq(policy_parse_allocator("caching:garbage_collection_threshold=0.6,"
                                            "memory_fraction=1", &a, v, err, sizeof err), 0);
    policy_format_params(&a->info, v, buf, sizeof buf);
    ck_assert_msg(strstr(buf, "garbage_collection_threshold=0.6,memory_fraction=1"), "%s", buf);
    ck_assert_int_eq(policy_parse_allocator("caching", &a, v, err, sizeof err), 0);
    policy_format_params(&a->info, v, buf, sizeof buf);
    ck_assert_msg(strstr(buf, "expandable_segments=0,garbage_collection_threshold=0,"
                              "memory_fraction=0"), "%s", buf);
    const char *bad[][2] = {
        {"caching:garbage_collection_threshold=1", "above 0.999999"},
        {"caching:garbage_collection_threshold=0.1234567", "not a number"},
        {"caching:memory_fraction=1.5", "above 1"},
        {"caching:memory_fraction=.5", "not a number"},
        {"caching:expandable_segments=2", "above 1"},
    };
    for (int i = 0; i < 5; i++) {
        ck_assert_int_eq(policy_parse_allocator(bad[i][0], &a, v, err, sizeof err), -1);
        ck_assert_msg(strstr(err, bad[i][1]), "%s: %s", bad[i][0], err);
    }
}
END_TEST

Suite *caching_expandable_suite(void);
Suite *caching_expandable_suite(void)
{
    Suite *s = suite_create("caching_expandable");
    TCase *tc = tcase_create("rules");
    tcase_add_test(tc, large_pool_maps_and_merges);
    tcase_add_test(tc, small_pool_pages);
    tcase_add_test(tc, best_fit_prefers_non_growable);
    tcase_add_test(tc, oom_unmaps_whole_pages);
    tcase_add_test(tc, garbage_collection);
    tcase_add_test(tc, memory_fraction_refuses);
    tcase_add_test(tc, fraction_params);
    suite_add_tcase(s, tc);
    return s;
}
