/* test_async_pool.c: suite `async_pool`: the stream-ordered pools
 * (policies/async_pool.c: cuda-async, torch-async, rmm-async, cupy-async),
 * each rule with its expectation worked out by hand. The stream rules
 * are checked with linear=0 (a segment per growth, at the host's
 * addresses): most of those tests use granularity=1M and blocks of exactly
 * 1 MiB, so that every growth is one segment holding one block and nothing
 * is left over to share. The fake host (policy_fixture.h) hands out
 * addresses from X0 = 2^32 upward, one reservation after the other (gap
 * 0). The default, linear=1 (one address range from V0 = 5 << 60 grown at
 * its top), has tests of its own, and the replays of PyTorch's
 * cudaMallocAsync runs. */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "policy_fixture.h"
#include "simrun_fixture.h"

#define X0 (1ull << 32)
#define V0 (5ull << 60)

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
    rig_open(&r, "cuda-async:linear=0", 0, 0);
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
    rig_open(&r, "cuda-async:linear=0,granularity=2M", 0, 0);
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
    rig_open(&r, "cuda-async:linear=0,granularity=2M", 0, 0);
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
    rig_open(&r, "cuda-async:linear=0,granularity=1M,internal_deps=0,opportunistic=0", 0, 0);
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
    rig_open(&r, "cuda-async:linear=0,granularity=1M", 0, 0);
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
    rig_open(&r, "cuda-async:linear=0,granularity=1M,internal_deps=0,release_threshold=inf", 0, 0);
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
    rig_open(&r, "cuda-async:linear=0,granularity=1M,release_threshold=2M", 0, 0);
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
    rig_open(&r, "cuda-async:linear=0,granularity=1M", 0, 0);
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
 * synchronization (threshold inf); every preset rounds to 512 bytes (700 ->
 * 1024; align=256: 768). */
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
    ck_assert_uint_eq(U(&r).allocated, 1024);
    rig_close(&r);
    rig_open(&r, "cuda-async:align=256", 0, 0);
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
    const char *spec[] = {"torch-async:linear=0,granularity=1M",
                          "cupy-async:linear=0,granularity=1M"};
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
    rig_open(&r, "rmm-async:linear=0,initial=4M,granularity=1M", 0, 0);
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
 * b0 and b2 are two 1 MiB growths, adjacent in the pool's range
 * ([V0, V0+1M) and [V0+1M, V0+2M)); b1 and b2 freed on s2 merge into one
 * 2 MiB block. cuda-async (threshold 0) releases both growths at the SYNC
 * (top first) and grows by 2 MiB for b3: peak 2 MiB, 3 upstream
 * allocations. torch-async keeps them; the SYNC completes the frees and b3
 * takes the merged block: peak 2 MiB, 2 upstream allocations (a segment per
 * growth, linear=0, could not merge them: 4 MiB). */
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
    ck_assert_double_eq(json_num(out, "torch-async", "peak_reserved_bytes"), 2 << 20);
    ck_assert_double_eq(json_num(out, "torch-async", "upstream_allocs"), 2);
    free(out);
}
END_TEST

/* ---- linear=1: one address range, grown at its top --------------------- */

/* PyTorch's probe under backend:cudaMallocAsync on an H200
 * (tests/data/torch-snapshots/async-probe.json, record_snapshots.py's
 * probe): reserved after each step, in MiB, on torch-async's defaults
 * (granularity 32M, align 256; all sizes are multiples of 256). The first
 * six (26M + 4608 in all) fit the first granule: 32. Then each request
 * spans the free top (the never-used rest) and the pool maps what is
 * missing, rounded up to 32M:
 *   31M:   live 57M+4608,  need 31M - (6M-4608) = 25M+4608 -> +32 = 64
 *   32M:   live 89M+4608,  need 25M+4608 -> 96
 *   33M:   live 122M+4608, need 26M+4608 -> 128 (a segment per growth: 160)
 *   64M:   live 186M+4608, need 58M+4608 -> 192
 *   100M:  live 286M+4608, need 94M+4608 -> 288
 *   1000M: live 1286M+4608, need 998M+4608 -> 1312
 * Freeing 3M and 33M, allocating 1M (best fit: in the 3M hole) and
 * freeing everything keep 1312 (threshold inf). The probe's last step,
 * empty_cache (cudaMemPoolTrimTo(0)), is no trace event. */
START_TEST(linear_probe)
{
    static const uint64_t size[] = {512,     4096,    1 * MiB,  2 * MiB,   3 * MiB,   20 * MiB,
                                    31 * MiB, 32 * MiB, 33 * MiB, 64 * MiB, 100 * MiB, 1000 * MiB};
    static const uint64_t want[] = {32, 32, 32, 32, 32, 32, 64, 96, 128, 192, 288, 1312};
    struct rig r;
    rig_open(&r, "torch-async", 0, 0);
    uint64_t a[13];
    for (int i = 0; i < 12; i++) {
        a[i] = A(&r, size[i], 0);
        ck_assert_uint_eq(U(&r).reserved, want[i] * MiB);
    }
    ck_assert_uint_eq(a[0], V0);
    ck_assert_uint_eq(a[8], V0 + 89 * MiB + 4608); /* 33M spans the top of the 96 */
    F(&r, a[4], 0);
    F(&r, a[8], 0);
    a[12] = A(&r, 1 * MiB, 0);
    ck_assert_uint_eq(a[12], a[4]);
    for (int i = 0; i < 13; i++)
        if (i != 4 && i != 8)
            F(&r, a[i], 0);
    ck_assert_uint_eq(U(&r).reserved, 1312 * MiB);
    ck_assert_uint_eq(r.host.nreserve, 7);
    rig_close(&r);
}
END_TEST

/* The free top is spanned only when the allocating stream may use it
 * (granularity 2M, internal dependencies off): a (V0) and b (V0+1M) fill
 * the first granule on stream 1. b freed on stream 2 is not stream 1's:
 * a 2 MiB request on 1 maps a new granule and starts there (V0+2M). Freed
 * on stream 1, b spans: the request starts at V0+1M and maps 2M more
 * (1M of b + 1M new, rounded up). */
START_TEST(linear_spans_only_a_usable_top)
{
    for (int same = 0; same < 2; same++) {
        struct rig r;
        rig_open(&r, "cuda-async:granularity=2M,internal_deps=0,release_threshold=inf", 0, 0);
        uint64_t a = A(&r, 1 * MiB, 1), b = A(&r, 1 * MiB, 1);
        ck_assert_uint_eq(a, V0);
        F(&r, b, same ? 1 : 2);
        ck_assert_uint_eq(A(&r, 2 * MiB, 1), same ? V0 + 1 * MiB : V0 + 2 * MiB);
        ck_assert_uint_eq(U(&r).reserved, 4 * MiB);
        ck_assert_uint_eq(r.host.nreserve, 2);
        rig_close(&r);
    }
}
END_TEST

/* Release shrinks the range from its top (threshold 0, granularity 1M):
 * a, b, c are three growths (V0, V0+1M, V0+2M); with a and c freed, a
 * synchronization releases c's growth and stops at b: a's memory, below a
 * live block, stays (1 MiB free, 2 reserved). Freed b and a second
 * synchronization release the other two, and the next block starts at V0
 * again. */
START_TEST(linear_release_from_the_top)
{
    struct rig r;
    rig_open(&r, "cuda-async:granularity=1M", 0, 0);
    uint64_t a = A(&r, 1 * MiB, 0), b = A(&r, 1 * MiB, 0), c = A(&r, 1 * MiB, 0);
    ck_assert_uint_eq(c, V0 + 2 * MiB);
    F(&r, a, 0);
    F(&r, c, 0);
    O(&r, POLICY_ORDER_SYNC_DEVICE, 0, 0);
    ck_assert_uint_eq(U(&r).reserved, 2 * MiB);
    ck_assert_uint_eq(r.host.nrelease, 1);
    F(&r, b, 0);
    O(&r, POLICY_ORDER_SYNC_DEVICE, 0, 0);
    ck_assert_uint_eq(U(&r).reserved, 0);
    ck_assert_uint_eq(r.host.nrelease, 3);
    ck_assert_uint_eq(A(&r, 1 * MiB, 0), V0);
    rig_close(&r);
}
END_TEST

/* Out of memory releases the free top whatever the threshold (2 MiB GPU,
 * granularity 1M, threshold inf): a and b freed and completed (one 2 MiB
 * block); 3 MiB spans it and needs 1M more: refused (fail 1); both
 * growths are released (top first), and 3 MiB from an empty range is
 * refused too (fail 2): out of memory, nothing reserved. 2 MiB then fits
 * at V0. */
START_TEST(linear_out_of_memory_releases_the_top)
{
    struct rig r;
    rig_open(&r, "cuda-async:granularity=1M,release_threshold=inf", 2 * MiB, 0);
    uint64_t a = A(&r, 1 * MiB, 0), b = A(&r, 1 * MiB, 0);
    F(&r, a, 0);
    F(&r, b, 0);
    O(&r, POLICY_ORDER_SYNC_DEVICE, 0, 0);
    ck_assert_uint_eq(U(&r).reserved, 2 * MiB);
    ck_assert(A_fails(&r, 3 * MiB, 0));
    ck_assert_uint_eq(r.host.nfail, 2);
    ck_assert_uint_eq(r.host.nrelease, 2);
    ck_assert_uint_eq(U(&r).reserved, 0);
    ck_assert_uint_eq(A(&r, 2 * MiB, 0), V0);
    rig_close(&r);
}
END_TEST

/* The number after "key": in the JSON file at path. */
static double json_file_num(const char *path, const char *key)
{
    char buf[4096], pat[64];
    FILE *f = fopen(path, "r");
    ck_assert_msg(f != NULL, "%s: cannot open", path);
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    snprintf(pat, sizeof pat, "\"%s\": ", key);
    const char *v = strstr(buf, pat);
    ck_assert_msg(v != NULL, "%s: no %s", path, key);
    return strtod(v + strlen(pat), NULL);
}

/* CUDA's own placements (tests/data/torch-snapshots/async-replay.json.gz,
 * H200, driver 580.159.04, PyTorch 2.11 backend:cudaMallocAsync, one
 * stream, no compute; cases as tests/gpu/record_snapshots.py's MICRO),
 * replayed through torch-async on stream 0. A step is an alloc of a size
 * (its expected offset from V0) or, with size 0, a free of the step-th
 * allocation; want_res is the reserved MiB at the end.
 * - fit: best fit: 4M goes to C's 4M hole (9M), 8M to A's (0), 32 MiB.
 * - merge: A (1M..16M) and B (16M..32M) freed merge at once: 31M at 1M.
 * - small: no size classes: 32M right after the 512 B block (0x200); two
 *   granules.
 * - remap: after A (0..32M) and C (33M..65M) are freed, 64M starts at the
 *   top (66M; 30M free there, 130M mapped: 160 MiB) and 30M then goes to
 *   A's 32M hole: the stream's own frees come first (best fit, lowest
 *   address), the never-used 30M at the top after them. This is CUDA's remap_lagged, where A's free is
 *   still pending. In the plain run A's free has completed and CUDA remaps
 *   A's wholly free granule to the top (128 MiB; 30M then goes to C's hole,
 *   33M): not modelled (docs/policies.md). */
struct micro_step {
    uint64_t size, want; /* size 0: free allocation number want */
};

static void micro(const struct micro_step *st, int n, uint64_t want_res)
{
    struct rig r;
    rig_open(&r, "torch-async", 0, 0);
    uint64_t a[8];
    int na = 0;
    for (int i = 0; i < n; i++) {
        if (!st[i].size) {
            F(&r, a[st[i].want], 0);
            continue;
        }
        a[na] = A(&r, st[i].size, 0);
        ck_assert_msg(a[na] == V0 + st[i].want, "step %d: %#llx, CUDA V0 + %#llx", i,
                      (unsigned long long)(a[na] - V0), (unsigned long long)st[i].want);
        na++;
    }
    ck_assert_uint_eq(U(&r).reserved, want_res * MiB);
    rig_close(&r);
}

START_TEST(cuda_placements)
{
    const struct micro_step fit[] = {{8 * MiB, 0},      {1 * MiB, 8 * MiB}, {4 * MiB, 9 * MiB},
                                     {19 * MiB, 13 * MiB}, {0, 0},          {0, 2},
                                     {4 * MiB, 9 * MiB},   {8 * MiB, 0}};
    const struct micro_step merge[] = {{1 * MiB, 0}, {15 * MiB, 1 * MiB}, {16 * MiB, 16 * MiB},
                                       {0, 1},       {0, 2},              {31 * MiB, 1 * MiB}};
    const struct micro_step small[] = {{512, 0}, {32 * MiB, 512}, {512, 32 * MiB + 512},
                                       {2 * MiB, 32 * MiB + 1024}};
    const struct micro_step remap[] = {{32 * MiB, 0},        {1 * MiB, 32 * MiB},
                                       {32 * MiB, 33 * MiB}, {1 * MiB, 65 * MiB},
                                       {0, 0},               {0, 2},
                                       {64 * MiB, 66 * MiB}, {30 * MiB, 0}};
    micro(fit, 8, 32);
    micro(merge, 6, 32);
    micro(small, 4, 64);
    micro(remap, 8, 160);
}
END_TEST

/* fill4097: 4200 blocks of 4097 B lie 4608 B apart (512-byte rounding)
 * from V0, all in the first 32 MiB granule (4200 * 4608 < 32M). */
START_TEST(cuda_rounds_to_512)
{
    struct rig r;
    rig_open(&r, "torch-async", 0, 0);
    for (uint64_t i = 0; i < 4200; i++)
        ck_assert_uint_eq(A(&r, 4097, 0), V0 + i * 4608);
    ck_assert_uint_eq(U(&r).reserved, 32 * MiB);
    rig_close(&r);
}
END_TEST

/* PyTorch's own peak under backend:cudaMallocAsync (H200, PyTorch 2.11,
 * CUDA 13.0): async_WORKLOAD.json's max_reserved, for the requests of the
 * same program recorded under the default backend (its "snapshot"),
 * replayed through torch-async. The model is not exact: CUDA does not
 * document where its pool places blocks, and the rule here (best fit in
 * one range grown at its top) is what async-probe.json shows and no more.
 * Measured: GPT 6688 MiB against 6400 (+4.5%), ResNet-18 2272 against
 * 2528 (-10.1%); a segment per growth (linear=0) gave 7328 (+14.5%) and
 * 3808 (+50.6%). The tolerance, 12%, holds the model to that: a change that
 * moves it further from PyTorch fails. The same requests replayed alone
 * by torch.empty (async-replay.json.gz, plain: no compute, every free soon
 * complete) peaked at 6432 and 2400 MiB (behind a GPU sleep, every free
 * pending: 7136 and 2304): the model is +4.0% and -5.3% from the plain
 * replay, held within 6%. The rest is timing the trace does not carry and
 * CUDA's remapping of completed free granules, not modelled
 * (docs/policies.md has the figures). */
START_TEST(replays_pytorch_async_runs)
{
    static const char *name[] = {"gpt_varlen_bs16", "resnet18_bs96"};
    for (int i = 0; i < 2; i++) {
        char json[256], snap[256], *out;
        snprintf(json, sizeof json, "tests/data/torch-snapshots/async_%s.json", name[i]);
        snprintf(snap, sizeof snap, "tests/data/torch-snapshots/default_%s.pkl.gz", name[i]);
        const char *tr = test_tmp(".h5");
        int rc = test_run(&out, PYTHON " scripts/torch2trace.py %s -o %s", snap, tr);
        ck_assert_msg(rc == 0, "torch2trace %s: %s", snap, out);
        free(out);
        rc = test_run(&out, SIMRUN " --json --no-wall --policy torch-async %s", tr);
        ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
        double got = json_num(out, "torch-async", "peak_reserved_bytes");
        double want = json_file_num(json, "max_reserved");
        ck_assert_msg(fabs(got / want - 1) < 0.12, "%s: peak reserved %.0f, PyTorch %.0f",
                      name[i], got, want);
        free(out);
        rc = test_run(&out,
                      PYTHON " -c \"import gzip, json; print(json.load(gzip.open("
                             "'tests/data/torch-snapshots/async-replay.json.gz'))['results']"
                             "['%s']['max_reserved'])\"",
                      name[i]);
        ck_assert_msg(rc == 0, "async-replay.json.gz: %s", out);
        want = strtod(out, NULL);
        ck_assert_msg(fabs(got / want - 1) < 0.06, "%s: peak reserved %.0f, CUDA's replay %.0f",
                      name[i], got, want);
        free(out);
    }
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
    tcase_add_test(t, linear_probe);
    tcase_add_test(t, linear_spans_only_a_usable_top);
    tcase_add_test(t, linear_release_from_the_top);
    tcase_add_test(t, linear_out_of_memory_releases_the_top);
    tcase_add_test(t, cuda_placements);
    tcase_add_test(t, cuda_rounds_to_512);
    tcase_add_test(t, replays_pytorch_async_runs);
    suite_add_tcase(s, t);
    return s;
}
