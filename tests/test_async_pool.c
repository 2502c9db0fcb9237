/* test_async_pool.c: suite `async_pool`: the stream-ordered pools
 * (policies/async_pool.c: cuda-async, torch-async, rmm-async, cupy-async),
 * each rule with its expectation worked out by hand. Most tests use
 * granularity=1M and blocks of exactly 1 MiB, so that every growth is one
 * segment holding one block and nothing is left over to share. The fake
 * host (policy_fixture.h) hands out addresses from X0 = 2^32 upward, one
 * reservation after the other (gap 0). */
#include <check.h>

#include "policy_fixture.h"
#include "simrun_fixture.h"

#define X0 (1ull << 32)

/* The allocator's order hook, then its checker. */
static void O(struct rig *r, enum policy_order kind, uint32_t stream, uint64_t event)
{
    ck_assert_int_eq(r->a->order(r->self, kind, stream, event), POLICY_OK);
    ck_assert(r->a->valid(r->self));
}

/* A free on stream 1 is reused at once by the next allocation on stream 1,
 * with no synchronization and no wait. A 1000-byte request is 1024 bytes
 * (align 256); the segment is 32 MiB (the default granularity), whose
 * untouched rest serves the second request of stream 1 after the first
 * block. */
START_TEST(same_stream_reuse)
{
    struct rig r;
    rig_open(&r, "cuda-async", 0, 0);
    uint64_t a = A(&r, 1000, 1);
    ck_assert_uint_eq(a, X0);
    ck_assert_uint_eq(r.host.sizes[0], 32 * MiB);
    ck_assert_uint_eq(U(&r).allocated, 1024);
    F(&r, a, 1);
    ck_assert_uint_eq(A(&r, 1000, 1), X0); /* the freed block, not the rest */
    ck_assert_uint_eq(A(&r, 1000, 1), X0 + 1024);
    ck_assert_uint_eq(r.host.nreserve, 1);
    ck_assert_uint_eq(r.host.nwait, 0);
    rig_close(&r);
}
END_TEST

/* A freed block merges with the never-used rest of its segment: 1 MiB of
 * a 2 MiB segment freed on stream 1 becomes one 2 MiB block that a 2 MiB
 * request on stream 1 takes, with no growth. */
START_TEST(free_merges_with_the_untouched_rest)
{
    struct rig r;
    rig_open(&r, "cuda-async:granularity=2M", 0, 0);
    F(&r, A(&r, 1 * MiB, 1), 1);
    ck_assert_uint_eq(A(&r, 2 * MiB, 1), X0);
    ck_assert_uint_eq(r.host.nreserve, 1);
    rig_close(&r);
}
END_TEST

/* The last resort of internal dependencies: a (X0) and b (X0 + 1M) share a
 * 2 MiB segment; a is freed on stream 1, b on stream 2, so they sit in two
 * lists and do not merge. A 2 MiB request on stream 3 finds no single
 * block; it waits for stream 1 and takes its list (1 MiB: no fit), then
 * for stream 2 (b merges with a: 2 MiB at X0) and takes X0, no growth. */
START_TEST(merge_of_other_streams_lists)
{
    struct rig r;
    rig_open(&r, "cuda-async:granularity=2M", 0, 0);
    uint64_t a = A(&r, 1 * MiB, 1), b = A(&r, 1 * MiB, 1);
    ck_assert_uint_eq(b, X0 + 1 * MiB);
    F(&r, a, 1);
    F(&r, b, 2);
    ck_assert_uint_eq(A(&r, 2 * MiB, 3), X0);
    ck_assert_uint_eq(r.host.nreserve, 1);
    ck_assert_uint_eq(r.host.nwait, 2);
    ck_assert_uint_eq(r.host.waits[0][1], 1);
    ck_assert_uint_eq(r.host.waits[1][1], 2);
    rig_close(&r);
}
END_TEST

/* With internal dependencies and opportunistic reuse off, stream 2 may
 * reuse stream 1's free only once it waits for an event recorded after
 * that free:
 *   a = alloc 1M on 1 (X0), free on 1 (free #1), record e7 on 1;
 *   alloc 1M on 2: no dependency yet -> grows, X0 + 1M;
 *   wait e7 on 2; alloc 1M on 2 -> a's block, X0, with no wait inserted;
 *   c = alloc 1M on 1 -> grows (X0 + 2M); free on 1 (free #3, after e7);
 *   alloc 1M on 2 -> e7 does not cover free #3: grows (X0 + 3M). */
START_TEST(cross_stream_reuse_after_event_wait)
{
    struct rig r;
    rig_open(&r, "cuda-async:granularity=1M,internal_deps=0,opportunistic=0", 0, 0);
    uint64_t a = A(&r, 1 * MiB, 1);
    F(&r, a, 1);
    O(&r, POLICY_ORDER_RECORD, 1, 7);
    ck_assert_uint_eq(A(&r, 1 * MiB, 2), X0 + 1 * MiB);
    O(&r, POLICY_ORDER_WAIT, 2, 7);
    ck_assert_uint_eq(A(&r, 1 * MiB, 2), X0);
    ck_assert_uint_eq(r.host.stats[POLICY_STAT_STREAM_STEAL], 1);
    uint64_t c = A(&r, 1 * MiB, 1);
    ck_assert_uint_eq(c, X0 + 2 * MiB);
    F(&r, c, 1);
    ck_assert_uint_eq(A(&r, 1 * MiB, 2), X0 + 3 * MiB);
    ck_assert_uint_eq(r.host.nreserve, 4);
    ck_assert_uint_eq(r.host.nwait, 0);
    /* a wait for an event never recorded orders nothing */
    O(&r, POLICY_ORDER_WAIT, 2, 99);
    rig_close(&r);
}
END_TEST

/* CUDA's defaults: with internal dependencies allowed, stream 2 takes
 * stream 1's pending free at once and is made to wait for stream 1. */
START_TEST(cross_stream_reuse_by_internal_dependency)
{
    struct rig r;
    rig_open(&r, "cuda-async:granularity=1M", 0, 0);
    uint64_t a = A(&r, 1 * MiB, 1);
    F(&r, a, 1);
    ck_assert_uint_eq(A(&r, 1 * MiB, 2), X0);
    ck_assert_uint_eq(r.host.nreserve, 1);
    ck_assert_uint_eq(r.host.nwait, 1);
    ck_assert_uint_eq(r.host.waits[0][0], 2); /* stream 2 waits for stream 1 */
    ck_assert_uint_eq(r.host.waits[0][1], 1);
    rig_close(&r);
}
END_TEST

/* Opportunistic reuse (internal dependencies off): stream 1's free is
 * reused by stream 3 once the host has synchronized stream 1 (the free has
 * completed), not before. The threshold is inf: nothing is released. */
START_TEST(opportunistic_reuse_after_synchronize)
{
    struct rig r;
    rig_open(&r, "cuda-async:granularity=1M,internal_deps=0,release_threshold=inf", 0, 0);
    uint64_t a = A(&r, 1 * MiB, 1);
    F(&r, a, 1);
    ck_assert_uint_eq(A(&r, 1 * MiB, 2), X0 + 1 * MiB); /* not complete yet: grows */
    O(&r, POLICY_ORDER_SYNC_STREAM, 1, 0);
    ck_assert_uint_eq(A(&r, 1 * MiB, 3), X0);
    ck_assert_uint_eq(r.host.nreserve, 2);
    ck_assert_uint_eq(r.host.nrelease, 0);
    rig_close(&r);
}
END_TEST

/* Release at a synchronization, above the threshold only, newest segment
 * first: three 1 MiB segments (X0, X0+1M, X0+2M) freed on stream 0 stay
 * reserved (3 MiB > 2 MiB threshold, but no synchronization yet);
 * cudaDeviceSynchronize releases the newest, X0+2M, and stops at 2 MiB.
 * Another synchronization releases nothing; the next alloc reuses X0 (best
 * fit, lowest address). */
START_TEST(release_at_synchronize_above_threshold)
{
    struct rig r;
    rig_open(&r, "cuda-async:granularity=1M,release_threshold=2M", 0, 0);
    uint64_t b[3];
    for (int i = 0; i < 3; i++)
        b[i] = A(&r, 1 * MiB, 0);
    for (int i = 0; i < 3; i++)
        F(&r, b[i], 0);
    ck_assert_uint_eq(U(&r).reserved, 3 * MiB);
    ck_assert_uint_eq(r.host.nrelease, 0);
    O(&r, POLICY_ORDER_SYNC_DEVICE, 0, 0);
    ck_assert_uint_eq(U(&r).reserved, 2 * MiB);
    ck_assert_uint_eq(r.host.nrelease, 1);
    ck_assert_uint_eq(u64map_get(&r.host.live, X0 + 2 * MiB, NULL), false);
    O(&r, POLICY_ORDER_SYNC_DEVICE, 0, 0);
    ck_assert_uint_eq(r.host.nrelease, 1);
    ck_assert_uint_eq(A(&r, 1 * MiB, 5), X0);
    rig_close(&r);
}
END_TEST

/* An event synchronization completes only the frees recorded before the
 * event, threshold 0 (CUDA's default): a and b on stream 1, free a, record
 * e5, free b; cudaEventSynchronize(e5) releases a's segment only; then
 * cudaStreamSynchronize(1) releases b's. A live block pins its segment. */
START_TEST(event_synchronize_releases_what_it_covers)
{
    struct rig r;
    rig_open(&r, "cuda-async:granularity=1M", 0, 0);
    uint64_t a = A(&r, 1 * MiB, 1), b = A(&r, 1 * MiB, 1), c = A(&r, 1 * MiB, 1);
    F(&r, a, 1);
    O(&r, POLICY_ORDER_RECORD, 1, 5);
    F(&r, b, 1);
    O(&r, POLICY_ORDER_SYNC_EVENT, 0, 5);
    ck_assert_uint_eq(U(&r).reserved, 2 * MiB);
    ck_assert_uint_eq(u64map_get(&r.host.live, a, NULL), false);
    O(&r, POLICY_ORDER_SYNC_STREAM, 1, 0);
    ck_assert_uint_eq(U(&r).reserved, 1 * MiB); /* c is live */
    F(&r, c, 1);
    rig_close(&r);
}
END_TEST

/* The presets: torch-async and rmm-async never release at a
 * synchronization (threshold inf); cupy-async rounds to 512 bytes (700 ->
 * 1024; cuda-async's 256: 768). */
START_TEST(presets)
{
    const char *keep[] = {"torch-async:granularity=1M", "rmm-async:granularity=1M",
                          "cupy-async:granularity=1M"};
    for (int i = 0; i < 3; i++) {
        struct rig r;
        rig_open(&r, keep[i], 0, 0);
        F(&r, A(&r, 1 * MiB, 1), 1);
        O(&r, POLICY_ORDER_SYNC_DEVICE, 0, 0);
        ck_assert_uint_eq(U(&r).reserved, 1 * MiB);
        rig_close(&r);
    }
    struct rig r;
    rig_open(&r, "cupy-async", 0, 0);
    A(&r, 700, 0);
    ck_assert_uint_eq(U(&r).allocated, 1024);
    rig_close(&r);
    rig_open(&r, "cuda-async", 0, 0);
    A(&r, 700, 0);
    ck_assert_uint_eq(U(&r).allocated, 768);
    rig_close(&r);
}
END_TEST

/* Out of memory on a 2 MiB GPU: two 1 MiB blocks freed on stream 2 sit in
 * two segments, so a 2 MiB request on stream 2 must grow: upstream refuses
 * (fail 1), nothing is complete to release, refused again (fail 2).
 * torch-async reports it; cupy-async (oom_sync) synchronizes stream 2,
 * which completes both frees, refused once more (fail 3), releases both
 * segments and gets its 2 MiB. */
START_TEST(out_of_memory_and_cupy_sync)
{
    const char *spec[] = {"torch-async:granularity=1M", "cupy-async:granularity=1M"};
    for (int i = 0; i < 2; i++) {
        struct rig r;
        rig_open(&r, spec[i], 2 * MiB, 0);
        uint64_t a = A(&r, 1 * MiB, 2), b = A(&r, 1 * MiB, 2);
        F(&r, a, 2);
        F(&r, b, 2);
        if (i == 0) {
            ck_assert(A_fails(&r, 2 * MiB, 2));
            ck_assert_uint_eq(r.host.nfail, 2);
            ck_assert_uint_eq(U(&r).reserved, 2 * MiB);
        } else {
            ck_assert_uint_eq(A(&r, 2 * MiB, 2), X0 + 2 * MiB);
            ck_assert_uint_eq(r.host.nfail, 3);
            ck_assert_uint_eq(r.host.nrelease, 2);
        }
        rig_close(&r);
    }
}
END_TEST

/* RMM's initial_pool_size: 4 MiB allocated and freed on stream 0 at
 * creation; stream 1 then reuses it (an internal dependency on stream 0). */
START_TEST(rmm_initial_pool)
{
    struct rig r;
    rig_open(&r, "rmm-async:initial=4M,granularity=1M", 0, 0);
    ck_assert_uint_eq(U(&r).reserved, 4 * MiB);
    ck_assert_uint_eq(A(&r, 1 * MiB, 1), X0);
    ck_assert_uint_eq(r.host.nreserve, 1);
    ck_assert_uint_eq(r.host.nwait, 1);
    rig_close(&r);
}
END_TEST

/* Peak reserved through simrun, the trace's RECORD, WAIT and SYNC reaching
 * the pool (all buffers 1 MiB but b3, 2 MiB):
 *   ALLOC b0 s1, FREE b0 s1, RECORD e1 s1, WAIT e1 s2,
 *   ALLOC b1 s2 (b0's block: 1 MiB), ALLOC b2 s2 (grows: 2 MiB),
 *   FREE b1 s2, FREE b2 s2, SYNC device,
 *   ALLOC b3 (2 MiB) s1.
 * cuda-async (threshold 0) releases both segments at the SYNC and grows by
 * 2 MiB: peak 2 MiB, 3 upstream allocations. torch-async keeps them, two
 * separate 1 MiB segments that cannot serve 2 MiB: peak 4 MiB. */
static const uint64_t peak_sizes[] = {1 << 20, 1 << 20, 1 << 20, 2 << 20};
static const struct trace_event peak_events[] = {
    EV(TRACE_ALLOC, 0, 1, 0, 0, 0),  EV(TRACE_FREE, 0, 1, 0, 0, 0),
    EV(TRACE_RECORD, 1, 1, 0, 0, 0), EV(TRACE_WAIT, 1, 2, 0, 0, 0),
    EV(TRACE_ALLOC, 1, 2, 0, 0, 0),  EV(TRACE_ALLOC, 2, 2, 0, 0, 0),
    EV(TRACE_FREE, 1, 2, 0, 0, 0),   EV(TRACE_FREE, 2, 2, 0, 0, 0),
    EV(TRACE_SYNC, 0, 0, 0, 0, 0),   EV(TRACE_ALLOC, 3, 1, 0, 0, 0),
    EV(TRACE_FREE, 3, 1, 0, 0, 0),
};

START_TEST(peak_reserved_through_simrun)
{
    const char *tr = write_trace(peak_sizes, 4, peak_events, 11);
    char *out;
    int rc = test_run(&out, SIMRUN " --gpu %s --json --no-wall --policy "
                      "cuda-async:granularity=1M,torch-async:granularity=1M %s",
                      test_profile(), tr);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    ck_assert_double_eq(json_num(out, "cuda-async", "peak_reserved_bytes"), 2 << 20);
    ck_assert_double_eq(json_num(out, "cuda-async", "upstream_allocs"), 3);
    ck_assert_double_eq(json_num(out, "torch-async", "peak_reserved_bytes"), 4 << 20);
    free(out);
}
END_TEST

Suite *async_pool_suite(void); /* the runner finds it by name */
Suite *async_pool_suite(void)
{
    Suite *s = suite_create("async_pool");
    TCase *t = tcase_create("rules");
    tcase_add_test(t, same_stream_reuse);
    tcase_add_test(t, free_merges_with_the_untouched_rest);
    tcase_add_test(t, merge_of_other_streams_lists);
    tcase_add_test(t, cross_stream_reuse_after_event_wait);
    tcase_add_test(t, cross_stream_reuse_by_internal_dependency);
    tcase_add_test(t, opportunistic_reuse_after_synchronize);
    tcase_add_test(t, release_at_synchronize_above_threshold);
    tcase_add_test(t, event_synchronize_releases_what_it_covers);
    tcase_add_test(t, presets);
    tcase_add_test(t, out_of_memory_and_cupy_sync);
    tcase_add_test(t, rmm_initial_pool);
    tcase_add_test(t, peak_reserved_through_simrun);
    suite_add_tcase(s, t);
    return s;
}
