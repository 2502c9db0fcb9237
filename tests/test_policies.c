/* test_policies.c: suite `policies`: the exact rules of each allocator
 * policy behind the plugin API (docs/policies.md cites where each comes
 * from), through the fake host of policy_fixture.h: which calls go
 * upstream, how sizes are rounded, blocks reused, split and merged, which
 * stream may take a freed block and what each does when the host is out of
 * memory. Every policy's invariants under random sequences are in
 * test_policies_property.c, the registry and parameter parsing in
 * test_params.c, running out of host memory in test_oom.c, the replay of
 * PyTorch's own snapshots in test_caching_pytorch.c. */
#include <check.h>
#include <stdint.h>

#include "policy.h"
#include "policy_fixture.h"

/* ---- cuda ------------------------------------------------------------------ */

START_TEST(cuda_every_call_goes_upstream)
{
    struct rig r;
    rig_open(&r, "cuda", 0, 512);
    uint64_t a = A(&r, 1000, 0), b = A(&r, 3, 1);
    ck_assert_uint_eq(r.host.nreserve, 2);
    ck_assert_uint_eq(r.host.sizes[0], 1000);
    ck_assert_uint_eq(r.host.sizes[1], 3);
    ck_assert_uint_eq(U(&r).allocated, 1003);
    F(&r, a, 0);
    ck_assert_uint_eq(r.host.nrelease, 1);
    A(&r, 1000, 0);
    ck_assert_uint_eq(r.host.nreserve, 3);
    F(&r, b, 0);
    rig_close(&r);
}
END_TEST

/* ---- bestfit --------------------------------------------------------------- */

START_TEST(bestfit_exact_size_reuse_only)
{
    struct rig r;
    rig_open(&r, "bestfit", 0, 512);
    uint64_t a = A(&r, 1000, 0);
    ck_assert_uint_eq(r.host.sizes[0], 1024); /* rounded to 512 */
    F(&r, a, 0);
    ck_assert_uint_eq(U(&r).reserved, 1024);
    ck_assert_uint_eq(A(&r, 1024, 1), a); /* same rounded size, any stream: reused */
    ck_assert_uint_eq(r.host.nreserve, 1);
    F(&r, a, 0);
    uint64_t b = A(&r, 600, 0); /* 600 rounds to 1024 too: reused */
    ck_assert_uint_eq(b, a);
    F(&r, b, 0);
    uint64_t c = A(&r, 1025, 0); /* 1536: the cached 1024 is too small, 2048 would not be used */
    ck_assert_uint_ne(c, a);
    ck_assert_uint_eq(r.host.sizes[1], 1536);
    uint64_t d = A(&r, 2048, 0);
    F(&r, d, 0);
    uint64_t e = A(&r, 1600, 0); /* 2048 cached, 1600 -> 2048: exact, reused */
    ck_assert_uint_eq(e, d);
    uint64_t g = A(&r, 1100, 0); /* 1536 with 1024 cached: no split, no bigger block */
    ck_assert_uint_eq(r.host.nreserve, 4);
    struct policy_usage u = U(&r);
    ck_assert_uint_eq(u.allocated, 1536 + 2048 + 1536);
    ck_assert_uint_eq(u.free_bytes, 1024);
    ck_assert_uint_eq(u.largest_free, 1024);
    F(&r, c, 0);
    F(&r, e, 0);
    F(&r, g, 0);
    rig_close(&r);
}
END_TEST

START_TEST(bestfit_lifo_and_oom_flush)
{
    struct rig r;
    rig_open(&r, "bestfit", 8 * KiB, 512);
    uint64_t a = A(&r, 2048, 0), b = A(&r, 2048, 0);
    F(&r, a, 0);
    F(&r, b, 0);
    ck_assert_uint_eq(A(&r, 2048, 0), b); /* most recently freed first (list.pop()) */
    /* 2048 live + 2048 cached; 6144 does not fit in 8 KiB: flush, retry */
    uint64_t c = A(&r, 6000, 0);
    ck_assert_uint_eq(r.host.nrelease, 1);
    ck_assert_uint_eq(r.host.nfail, 1);
    ck_assert_uint_eq(r.host.stats[POLICY_STAT_OOM_FLUSH], 1);
    ck_assert(A_fails(&r, 1, 0)); /* 512 more: nothing cached to flush */
    ck_assert_uint_eq(U(&r).reserved, 2048 + 6144);
    F(&r, c, 0);
    rig_close(&r);
}
END_TEST

/* ---- bfc and stream ---------------------------------------------------------- */

START_TEST(bfc_split_merge_best_fit)
{
    struct rig r;
    rig_open(&r, "bfc", 0, 512);
    uint64_t a = A(&r, 1000, 0);
    uint64_t b = A(&r, 3000, 0);
    ck_assert_uint_eq(r.host.sizes[0], 1024);
    ck_assert_uint_eq(r.host.sizes[1], 3072);
    F(&r, b, 0);
    uint64_t c = A(&r, 1000, 1); /* split the 3072 chunk: front part, any stream */
    ck_assert_uint_eq(c, b);
    ck_assert_uint_eq(r.host.nreserve, 2);
    struct policy_usage u = U(&r);
    ck_assert_uint_eq(u.allocated, 2048);
    ck_assert_uint_eq(u.free_bytes, 2048);
    ck_assert_uint_eq(u.largest_free, 2048);
    uint64_t d = A(&r, 2048, 0); /* the remainder */
    ck_assert_uint_eq(d, b + 1024);
    F(&r, c, 0);
    F(&r, d, 0); /* merges with c's chunk: 3072 again */
    ck_assert_uint_eq(U(&r).largest_free, 3072);
    ck_assert_uint_eq(A(&r, 3072, 0), b);
    ck_assert_uint_eq(r.host.nreserve, 2);
    /* smallest fit: free 1024 (a) and 3072 (b); 600 goes to a */
    F(&r, a, 0);
    F(&r, b, 0);
    ck_assert_uint_eq(A(&r, 600, 0), a);
    rig_close(&r);
}
END_TEST

START_TEST(bfc_never_merges_across_segments)
{
    struct rig r;
    rig_open(&r, "bfc", 0, 0); /* contiguous reservations */
    uint64_t a = A(&r, 1024, 0), b = A(&r, 1024, 0);
    ck_assert_uint_eq(b, a + 1024);
    F(&r, a, 0);
    F(&r, b, 0);
    uint64_t c = A(&r, 2048, 0);
    ck_assert_uint_eq(r.host.nreserve, 3);
    F(&r, c, 0);
    rig_close(&r);
}
END_TEST

START_TEST(bfc_round_parameter_and_oom)
{
    struct rig r;
    rig_open(&r, "bfc:round=1024", 8 * KiB, 512);
    uint64_t a = A(&r, 1000, 0);
    uint64_t b = A(&r, 1025, 0);
    ck_assert_uint_eq(r.host.sizes[0], 1024);
    ck_assert_uint_eq(r.host.sizes[1], 2048);
    F(&r, a, 0);
    uint64_t c = A(&r, 1024, 0); /* reuse a */
    (void)c;
    F(&r, b, 0);
    uint64_t d = A(&r, 1024, 0); /* split b: b is now split, not releasable */
    ck_assert_uint_eq(d, b);
    /* 3072 reserved; 6144 does not fit: free_all_blocks releases nothing
     * (b's segment is split, a's is live), the retry fails too */
    ck_assert(A_fails(&r, 6000, 0));
    ck_assert_uint_eq(r.host.nrelease, 0);
    F(&r, c, 0); /* a's segment is now unsplit and free */
    uint64_t e = A(&r, 6000, 0);
    ck_assert_uint_eq(r.host.nrelease, 1); /* a released, then the retry fits */
    ck_assert_uint_eq(r.host.stats[POLICY_STAT_OOM_FLUSH], 2);
    F(&r, d, 0);
    F(&r, e, 0);
    rig_close(&r);
}
END_TEST

START_TEST(stream_arenas_are_isolated)
{
    struct rig r;
    rig_open(&r, "stream", 0, 512);
    uint64_t a = A(&r, 4096, 0);
    F(&r, a, 1); /* free ordered on stream 1: back to stream 0's arena */
    uint64_t b = A(&r, 4096, 1);
    ck_assert_uint_ne(b, a); /* no reuse across streams */
    ck_assert_uint_eq(r.host.nreserve, 2);
    ck_assert_uint_eq(A(&r, 1024, 0), a); /* stream 0 splits its own chunk */
    ck_assert_uint_eq(r.host.nreserve, 2);
    F(&r, b, 1);
    ck_assert_uint_eq(A(&r, 4096, 1), b);
    /* bfc with the same sequence shares one arena */
    struct rig q;
    rig_open(&q, "bfc", 0, 512);
    uint64_t x = A(&q, 4096, 0);
    F(&q, x, 1);
    ck_assert_uint_eq(A(&q, 4096, 1), x);
    rig_close(&q);
    rig_close(&r);
}
END_TEST

/* ---- caching ------------------------------------------------------------------- */

START_TEST(caching_segment_sizes)
{
    static const struct {
        uint64_t request, segment, allocated;
    } cases[] = {
        {1, 2 * MiB, 512},                              /* round_size: at least 512 */
        {513, 2 * MiB, 1024},                           /* multiple of 512 */
        {1 * MiB, 2 * MiB, 1 * MiB},                    /* <= kSmallSize: small pool */
        {1 * MiB + 1, 20 * MiB, 1 * MiB + 512},         /* large pool, kLargeBuffer */
        {10 * MiB - 512, 20 * MiB, 10 * MiB - 512},     /* below kMinLargeAlloc */
        {10 * MiB - 1, 10 * MiB, 10 * MiB},             /* rounds to 10 MiB: own segment */
        {10 * MiB, 10 * MiB, 10 * MiB},                 /* own segment, kRoundLarge */
        {11 * MiB, 12 * MiB, 12 * MiB},                 /* remainder 1 MiB: not split */
        {11 * MiB - 512, 12 * MiB, 11 * MiB - 512},     /* remainder 1 MiB + 512: split */
        {19 * MiB, 20 * MiB, 20 * MiB},                 /* 20 MiB segment, 1 MiB left: whole */
        {101 * MiB + 1, 102 * MiB, 102 * MiB},          /* remainder <= 1 MiB: whole */
        {100 * MiB + 1, 102 * MiB, 100 * MiB + 512},    /* remainder > 1 MiB: split */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct rig r;
        rig_open(&r, "caching", 0, 512);
        uint64_t a = A(&r, cases[i].request, 0);
        ck_assert_msg(r.host.sizes[0] == cases[i].segment, "request %llu: segment %llu",
                      (unsigned long long)cases[i].request, (unsigned long long)r.host.sizes[0]);
        ck_assert_msg(U(&r).allocated == cases[i].allocated, "request %llu: allocated %llu",
                      (unsigned long long)cases[i].request, (unsigned long long)U(&r).allocated);
        F(&r, a, 0);
        ck_assert_uint_eq(U(&r).allocated, 0);
        ck_assert_uint_eq(U(&r).largest_free, cases[i].segment); /* merged back whole */
        rig_close(&r);
    }
}
END_TEST

START_TEST(caching_split_thresholds_and_best_fit)
{
    struct rig r;
    rig_open(&r, "caching", 0, 512);
    /* small pool: a remainder of exactly 512 is split off */
    uint64_t a = A(&r, 1 * MiB, 0);
    uint64_t b = A(&r, 1 * MiB - 512, 0);
    ck_assert_uint_eq(b, a + 1 * MiB);
    uint64_t x = A(&r, 1, 0);
    ck_assert_uint_eq(x, a + 2 * MiB - 512);
    ck_assert_uint_eq(r.host.nreserve, 1);
    /* large pool: 2 MiB from a 20 MiB segment leaves 18 MiB, split */
    uint64_t c = A(&r, 2 * MiB, 0);
    uint64_t d = A(&r, 17 * MiB, 0); /* 18 MiB left, remainder 1 MiB: not split */
    ck_assert_uint_eq(d, c + 2 * MiB);
    ck_assert_uint_eq(r.host.nreserve, 2);
    ck_assert_uint_eq(U(&r).allocated, 2 * MiB + 2 * MiB + 18 * MiB);
    ck_assert_uint_eq(U(&r).free_bytes, 0);
    /* best fit: free the 18 MiB block and make a 12 MiB one elsewhere */
    uint64_t e = A(&r, 12 * MiB, 0);
    F(&r, d, 0);
    F(&r, e, 0);
    uint64_t f = A(&r, 5 * MiB, 0); /* 12 MiB free block is the best fit */
    ck_assert_uint_eq(f, e);
    F(&r, f, 0);
    F(&r, a, 0);
    F(&r, b, 0);
    F(&r, x, 0);
    F(&r, c, 0);
    rig_close(&r);
}
END_TEST

START_TEST(caching_streams)
{
    struct rig r;
    rig_open(&r, "caching", 0, 512);
    uint64_t a = A(&r, 4 * MiB, 1);
    F(&r, a, 0); /* freed on stream 0: goes back to stream 1's pool */
    uint64_t b = A(&r, 4 * MiB, 0);
    ck_assert_uint_ne(b, a); /* no cross-stream reuse */
    ck_assert_uint_eq(r.host.nreserve, 2);
    ck_assert_uint_eq(A(&r, 4 * MiB, 1), a);
    ck_assert_uint_eq(r.host.nwait, 0);
    F(&r, b, 0);
    rig_close(&r);
}
END_TEST

START_TEST(caching_oom_ladder)
{
    struct rig r;
    rig_open(&r, "caching", 44 * MiB, 512);
    uint64_t x = A(&r, 2 * MiB, 0);  /* segment 1: 20 MiB, split */
    uint64_t y = A(&r, 18 * MiB, 0); /* the 18 MiB remainder, exactly */
    ck_assert_uint_eq(y, x + 2 * MiB);
    F(&r, x, 0);                      /* segment 1 split: x free, y live */
    uint64_t z = A(&r, 20 * MiB, 1); /* segment 2: 20 MiB on stream 1 */
    /* 40 MiB reserved; 4 MiB needs a 20 MiB segment, over 44 MiB; the only
     * cached block (x) is split: nothing to release, the allocation fails */
    ck_assert(A_fails(&r, 4 * MiB, 0));
    ck_assert_uint_eq(r.host.nrelease, 0);
    ck_assert_uint_eq(r.host.nfail, 2);
    ck_assert_uint_eq(r.host.stats[POLICY_STAT_OOM_FLUSH], 1);
    F(&r, z, 1); /* segment 2 unsplit and cached (stream 1) */
    uint64_t e = A(&r, 4 * MiB, 0); /* release_cached_blocks frees it, retry succeeds */
    ck_assert_uint_eq(r.host.nrelease, 1);
    ck_assert_uint_eq(r.host.nfail, 3);
    ck_assert_uint_eq(U(&r).reserved, 40 * MiB);
    F(&r, y, 0);
    F(&r, e, 0);
    rig_close(&r);
}
END_TEST

START_TEST(caching_max_split_size)
{
    struct rig r;
    rig_open(&r, "caching:max_split_size=32M", 100 * MiB, 512);
    uint64_t a = A(&r, 40 * MiB, 0);
    F(&r, a, 0);
    uint64_t b = A(&r, 30 * MiB, 0); /* below max_split: the oversize block is refused */
    ck_assert_uint_ne(b, a);
    ck_assert_uint_eq(r.host.sizes[1], 30 * MiB);
    uint64_t c = A(&r, 36 * MiB, 0); /* >= max_split, within 20 MiB: whole block, unsplit */
    ck_assert_uint_eq(c, a);
    ck_assert_uint_eq(U(&r).allocated, 70 * MiB);
    F(&r, c, 0);
    F(&r, b, 0);
    /* 70 MiB cached; 60 MiB needs room: release_available_cached_blocks
     * frees the oversize 40 MiB block (the largest), not enough alone, then
     * release_cached_blocks frees the 30 MiB one */
    uint64_t d = A(&r, 60 * MiB, 0);
    ck_assert_uint_eq(r.host.nrelease, 2);
    ck_assert_uint_eq(U(&r).reserved, 60 * MiB);
    F(&r, d, 0);
    rig_close(&r);
}
END_TEST

START_TEST(caching_pow2_divisions)
{
    struct rig r;
    rig_open(&r, "caching:roundup_power2_divisions=4", 0, 512);
    uint64_t a = A(&r, 1200 * KiB, 0); /* between 1 and 2 MiB: 1.25 MiB */
    ck_assert_uint_eq(U(&r).allocated, 1280 * KiB);
    uint64_t b = A(&r, 1024, 0); /* 512*4 = 2048 not exceeded: plain 512 rounding */
    ck_assert_uint_eq(U(&r).allocated, 1280 * KiB + 1024);
    F(&r, a, 0);
    F(&r, b, 0);
    rig_close(&r);
}
END_TEST

/* ---- rmm-pool --------------------------------------------------------------------- */

START_TEST(rmm_alignment_and_doubling)
{
    struct rig r;
    rig_open(&r, "rmm-pool", 0, 512);
    uint64_t a = A(&r, 1 * MiB, 0);  /* pool 0: grow by the size */
    uint64_t b = A(&r, 1 * MiB, 0);  /* pool 1 MiB: grow by max(1 MiB, 1 MiB) */
    uint64_t c = A(&r, 1, 0);        /* pool 2 MiB: grow by 2 MiB; 256 B block */
    uint64_t d = A(&r, 1, 0);
    ck_assert_uint_eq(d, c + 256);
    ck_assert_uint_eq(r.host.nreserve, 3);
    ck_assert_uint_eq(r.host.sizes[0], 1 * MiB);
    ck_assert_uint_eq(r.host.sizes[1], 1 * MiB);
    ck_assert_uint_eq(r.host.sizes[2], 2 * MiB);
    ck_assert_uint_eq(U(&r).allocated, 2 * MiB + 512);
    uint64_t e = A(&r, 2 * MiB, 0); /* 2 MiB - 512 free: grow by 4 MiB */
    ck_assert_uint_eq(r.host.sizes[3], 4 * MiB);
    F(&r, a, 0);
    F(&r, b, 0);
    F(&r, c, 0);
    F(&r, d, 0);
    F(&r, e, 0);
    ck_assert_uint_eq(r.host.nrelease, 0); /* the pool keeps its memory */
    rig_close(&r);
}
END_TEST

START_TEST(rmm_initial_maximum_and_halving)
{
    struct rig r;
    rig_open(&r, "rmm-pool:initial=8M", 0, 512);
    ck_assert_uint_eq(r.host.nreserve, 1);
    ck_assert_uint_eq(r.host.sizes[0], 8 * MiB);
    uint64_t a = A(&r, 3 * MiB, 2); /* from the initial pool (stream 0's list) */
    ck_assert_uint_eq(r.host.nreserve, 1);
    ck_assert_uint_eq(r.host.nwait, 1);
    F(&r, a, 2);
    rig_close(&r);

    rig_open(&r, "rmm-pool:maximum=10M", 0, 512);
    a = A(&r, 1 * MiB, 0); /* grow by max(1 MiB, (10 MiB - 0) / 2) */
    ck_assert_uint_eq(r.host.sizes[0], 5 * MiB);
    ck_assert(A_fails(&r, 6 * MiB, 0)); /* does not fit under the maximum: no attempt */
    ck_assert_uint_eq(r.host.nreserve + r.host.nfail, 1);
    uint64_t b = A(&r, 5 * MiB, 0); /* 4 MiB free; grow by max(5, 5/2) */
    ck_assert_uint_eq(r.host.sizes[1], 5 * MiB);
    F(&r, a, 0);
    F(&r, b, 0);
    rig_close(&r);

    rig_open(&r, "rmm-pool", 6 * MiB, 512);
    a = A(&r, 4 * MiB, 0);
    b = A(&r, 1 * MiB, 0); /* try 4 MiB: refused; halve to 2 MiB */
    ck_assert_uint_eq(r.host.nfail, 1);
    ck_assert_uint_eq(r.host.fails[0], 4 * MiB);
    ck_assert_uint_eq(r.host.sizes[1], 2 * MiB);
    ck_assert(A_fails(&r, 2 * MiB, 0)); /* 1 MiB free, 0 left upstream: fails, no release */
    ck_assert_uint_eq(r.host.nrelease, 0);
    F(&r, a, 0);
    F(&r, b, 0);
    rig_close(&r);
}
END_TEST

/* size_to_grow rounds the room left up to 256 and grows by half of it,
 * which need not be a multiple of 256: the pool may pass the maximum by
 * less than 256 bytes, as RMM's does. */
START_TEST(rmm_passes_the_maximum_as_rmm_does)
{
    struct rig r;
    rig_open(&r, "rmm-pool:maximum=4864", 0, 512);
    uint64_t a = A(&r, 256, 0);  /* grow by max(256, 4864 / 2) */
    ck_assert_uint_eq(r.host.sizes[0], 2432);
    uint64_t b = A(&r, 2560, 0); /* 2176 free; room 2432, rounded up to 2560 */
    ck_assert_uint_eq(r.host.sizes[1], 2560);
    ck_assert_uint_eq(U(&r).reserved, 4992);
    ck_assert(A_fails(&r, 2432, 0)); /* 2176 free, no room left: the pool stops */
    F(&r, a, 0);
    F(&r, b, 0);
    rig_close(&r);
}
END_TEST

START_TEST(rmm_cross_stream_borrowing)
{
    struct rig r;
    rig_open(&r, "rmm-pool:initial=1M", 0, 512);
    uint64_t a = A(&r, 512 * KiB, 0), b = A(&r, 512 * KiB, 0);
    ck_assert_uint_eq(b, a + 512 * KiB);
    F(&r, a, 1); /* each goes to the list of the stream it is freed on */
    F(&r, b, 2);
    /* stream 3: own list empty; neither other list has 1 MiB in one block;
     * merging lists 0 (empty), 1 and 2 into 3's coalesces a and b */
    uint64_t c = A(&r, 1 * MiB, 3);
    ck_assert_uint_eq(c, a);
    ck_assert_uint_eq(r.host.nreserve, 1);
    ck_assert_uint_eq(r.host.nwait, 3);
    for (uint32_t i = 0; i < 3; i++) {
        ck_assert_uint_eq(r.host.waits[i][0], 3);
        ck_assert_uint_eq(r.host.waits[i][1], i);
    }
    F(&r, c, 3);
    /* stream 0 finds the block in stream 3's list: waits once, takes it */
    uint64_t d = A(&r, 256 * KiB, 0);
    ck_assert_uint_eq(d, a);
    ck_assert_uint_eq(r.host.nwait, 4);
    ck_assert_uint_eq(r.host.waits[3][0], 0);
    ck_assert_uint_eq(r.host.waits[3][1], 3);
    ck_assert_uint_eq(r.host.stats[POLICY_STAT_STREAM_STEAL], 2);
    F(&r, d, 0);
    rig_close(&r);
}
END_TEST

/* With many streams (ids past any small-id shortcut), the other lists are
 * searched in the order of their first use: a borrow takes the first that
 * has a block that fits (not the tightest), a merge goes through the active
 * lists until the merged one has room, and lists merged away are skipped
 * afterwards; the largest free block follows every move. */
START_TEST(rmm_many_streams_in_first_use_order)
{
    enum { K = 40 };
    const uint64_t sz[3] = { 256 * KiB, 2 * MiB, 512 * KiB }; /* list s_i gets sz[i % 3] */
    uint64_t x[K], sum = 0;
    uint32_t st[K];
    struct rig r;
    rig_open(&r, "rmm-pool:initial=36M", 0, 512); /* 13 * 2.75M + 256K */
    for (int i = 0; i < K; i++) { /* carved in order from stream 0's block */
        st[i] = 1000 + 37 * (uint32_t)i;
        x[i] = A(&r, sz[i % 3], 0);
        ck_assert_uint_eq(x[i], x[0] + sum);
        sum += sz[i % 3];
    }
    ck_assert_uint_eq(sum, 36 * MiB);
    for (int i = 0; i < K; i++)
        F(&r, x[i], st[i]); /* one block in each stream's list */
    ck_assert_uint_eq(U(&r).largest_free, 2 * MiB);
    /* Y: 512K from s_1 (the first that fits), not s_2 (the tightest) */
    const uint32_t Y = 7, Z = 9, W = 11;
    ck_assert_uint_eq(A(&r, 512 * KiB, Y), x[1]);
    ck_assert_uint_eq(A(&r, 2 * MiB, Y), x[4]); /* s_1 keeps 1.5M: s_4 */
    ck_assert_uint_eq(r.host.nwait, 2);
    ck_assert(r.host.waits[0][0] == Y && r.host.waits[0][1] == st[1]);
    ck_assert(r.host.waits[1][0] == Y && r.host.waits[1][1] == st[4]);
    F(&r, x[1], Y);
    F(&r, x[4], Y);
    /* Z: 6M fits no block: lists 0, s_0, s_1, ... merge into Z's until
     * x_5 .. x_11 (512K + 256K + 2M + 512K + 256K + 2M + 512K) are one */
    ck_assert_uint_eq(A(&r, 6 * MiB, Z), x[5]);
    ck_assert_uint_eq(r.host.nwait, 2 + 1 + 12);
    ck_assert(r.host.waits[2][0] == Z && r.host.waits[2][1] == 0);
    for (int i = 0; i <= 11; i++)
        ck_assert(r.host.waits[3 + i][0] == Z && r.host.waits[3 + i][1] == st[i]);
    /* left in Z's list: x_0 (256K) and x_1 + 512K .. x_4 (2.25M) */
    ck_assert_uint_eq(U(&r).largest_free, 2304 * KiB);
    /* W: the merged-away lists are inactive; s_12 is the first to fit */
    ck_assert_uint_eq(A(&r, 1 * KiB, W), x[12]);
    ck_assert(r.host.waits[15][0] == W && r.host.waits[15][1] == st[12]);
    ck_assert_uint_eq(r.host.stats[POLICY_STAT_STREAM_STEAL], 4);
    rig_close(&r);
}
END_TEST

START_TEST(rmm_never_merges_across_upstream_blocks)
{
    struct rig r;
    rig_open(&r, "rmm-pool", 0, 0);
    uint64_t a = A(&r, 1 * MiB, 0), b = A(&r, 1 * MiB, 0);
    ck_assert_uint_eq(b, a + 1 * MiB); /* contiguous upstream blocks */
    F(&r, a, 0);
    F(&r, b, 0);
    uint64_t c = A(&r, 2 * MiB, 0); /* heads never merge with what precedes */
    ck_assert_uint_eq(r.host.nreserve, 3);
    F(&r, c, 0);
    rig_close(&r);
}
END_TEST

Suite *policies_suite(void); /* the runner finds it by name */
Suite *policies_suite(void)
{
    Suite *s = suite_create("policies");
    TCase *t = tcase_create("rules");
    tcase_add_test(t, cuda_every_call_goes_upstream);
    tcase_add_test(t, bestfit_exact_size_reuse_only);
    tcase_add_test(t, bestfit_lifo_and_oom_flush);
    tcase_add_test(t, bfc_split_merge_best_fit);
    tcase_add_test(t, bfc_never_merges_across_segments);
    tcase_add_test(t, bfc_round_parameter_and_oom);
    tcase_add_test(t, stream_arenas_are_isolated);
    tcase_add_test(t, caching_segment_sizes);
    tcase_add_test(t, caching_split_thresholds_and_best_fit);
    tcase_add_test(t, caching_streams);
    tcase_add_test(t, caching_oom_ladder);
    tcase_add_test(t, caching_max_split_size);
    tcase_add_test(t, caching_pow2_divisions);
    tcase_add_test(t, rmm_alignment_and_doubling);
    tcase_add_test(t, rmm_initial_maximum_and_halving);
    tcase_add_test(t, rmm_passes_the_maximum_as_rmm_does);
    tcase_add_test(t, rmm_cross_stream_borrowing);
    tcase_add_test(t, rmm_many_streams_in_first_use_order);
    tcase_add_test(t, rmm_never_merges_across_upstream_blocks);
    suite_add_tcase(s, t);
    return s;
}
