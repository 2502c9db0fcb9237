/* test_async_pool.c: suite `async_pool`: the stream-ordered pools
 * (policies/async_pool.c: cuda-async, torch-async, rmm-async, cupy-async),
 * each rule with its expectation worked out by hand (CUDA's own recordings:
 * test_async_cuda.c). The pool's range starts at V0 = 5 << 60; the fake
 * host (policy_fixture.h) hands out the memory that backs it, one granule
 * a reservation, from X0 = 2^32 upward (gap 0). Most rule tests use
 * granularity=1M and blocks of exactly 1 MiB, so that every block is one
 * granule. */
#include <check.h>
#include <stdlib.h>

#include "policy_fixture.h"
#include "simrun_fixture.h"

#define X0 (1ull << 32)
#define V0 (5ull << 60)

/* A free on stream 1 is reused at once by the next allocation on stream 1,
 * with no synchronization and no wait. A 1000-byte request is 1024 bytes
 * (align 512); the first granule is 32 MiB (the default granularity), and
 * the second request of stream 1 starts at the top, after the first
 * block, in the granule already backed. */
START_TEST(same_stream_reuse)
{
    struct rig r;
    rig_open(&r, "cuda-async", 0, 0);
    uint64_t a = A(&r, 1000, 1);
    ck_assert_uint_eq(a, V0);
    ck_assert_uint_eq(r.host.sizes[0], 32 * MiB);
    ck_assert_uint_eq(U(&r).allocated, 1024);
    F(&r, a, 1);
    ck_assert_uint_eq(A(&r, 1000, 1), V0); /* the freed block, not the top */
    ck_assert_uint_eq(A(&r, 1000, 1), V0 + 1024);
    ck_assert_uint_eq(r.host.nreserve, 1);
    ck_assert_uint_eq(r.host.nwait, 0);
    rig_close(&r);
}
END_TEST

/* A pending free does not merge with the never-used top (CUDA:
 * resnet18_bs96_lagged, step 130: 73.5 MiB goes above the 55 MiB just
 * freed at the top, not over it). Granularity 2M: a (1M at V0) freed on
 * stream 1; 2 MiB on stream 1 starts at the top, V0+1M, and backs one
 * granule more (4 MiB reserved). Once a synchronization completes a's
 * free, a is available: stream 2 takes it with no wait. */
START_TEST(pending_stays_out_of_the_top)
{
    struct rig r;
    rig_open(&r, "torch-async:granularity=2M", 0, 0);
    F(&r, A(&r, 1 * MiB, 1), 1);
    ck_assert_uint_eq(A(&r, 2 * MiB, 1), V0 + 1 * MiB);
    ck_assert_uint_eq(U(&r).reserved, 4 * MiB);
    ck_assert_uint_eq(r.host.nreserve, 2);
    O(&r, POLICY_ORDER_SYNC_DEVICE, 0, 0);
    ck_assert_uint_eq(A(&r, 1 * MiB, 2), V0);
    ck_assert_uint_eq(r.host.nwait, 0);
    rig_close(&r);
}
END_TEST

/* Granules of a size that is not a power of two (3 MiB): 4 MiB at V0
 * backs granules 0 and 1 (6 MiB); 2 MiB at V0 + 4M lies in granule 1,
 * backed already; 1 MiB at V0 + 6M backs granule 2 (9 MiB). */
START_TEST(granules_of_any_size)
{
    struct rig r;
    rig_open(&r, "torch-async:granularity=3M", 0, 0);
    ck_assert_uint_eq(A(&r, 4 * MiB, 1), V0);
    ck_assert_uint_eq(U(&r).reserved, 6 * MiB);
    ck_assert_uint_eq(A(&r, 2 * MiB, 1), V0 + 4 * MiB);
    ck_assert_uint_eq(r.host.nreserve, 2);
    ck_assert_uint_eq(A(&r, 1 * MiB, 1), V0 + 6 * MiB);
    ck_assert_uint_eq(U(&r).reserved, 9 * MiB);
    ck_assert_uint_eq(r.host.nreserve, 3);
    rig_close(&r);
}
END_TEST

/* The last resort of internal dependencies: a (V0) and b (V0 + 1M) share a
 * 2 MiB granule; a is freed on stream 1, b on stream 2, so they sit in two
 * lists and do not merge. A 2 MiB request on stream 3 finds no single
 * block; it waits for stream 1 and takes its list (1 MiB: no fit), then
 * for stream 2 (b merges with a: 2 MiB at V0) and takes V0, no growth. */
START_TEST(merge_of_other_streams_lists)
{
    struct rig r;
    rig_open(&r, "cuda-async:granularity=2M", 0, 0);
    uint64_t a = A(&r, 1 * MiB, 1), b = A(&r, 1 * MiB, 1);
    ck_assert_uint_eq(b, V0 + 1 * MiB);
    F(&r, a, 1);
    F(&r, b, 2);
    ck_assert_uint_eq(A(&r, 2 * MiB, 3), V0);
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
 *   a = alloc 1M on 1 (V0), free on 1 (free #1), record e7 on 1;
 *   alloc 1M on 2: no dependency yet -> the top, V0 + 1M;
 *   wait e7 on 2; alloc 1M on 2 -> a's block, V0, with no wait inserted;
 *   c = alloc 1M on 1 -> V0 + 2M; free on 1 (free #2, after e7);
 *   alloc 1M on 2 -> e7 does not cover free #2: V0 + 3M. */
START_TEST(cross_stream_reuse_after_event_wait)
{
    struct rig r;
    rig_open(&r, "cuda-async:granularity=1M,internal_deps=0,opportunistic=0", 0, 0);
    uint64_t a = A(&r, 1 * MiB, 1);
    F(&r, a, 1);
    O(&r, POLICY_ORDER_RECORD, 1, 7);
    ck_assert_uint_eq(A(&r, 1 * MiB, 2), V0 + 1 * MiB);
    O(&r, POLICY_ORDER_WAIT, 2, 7);
    ck_assert_uint_eq(A(&r, 1 * MiB, 2), V0);
    ck_assert_uint_eq(r.host.stats[POLICY_STAT_STREAM_STEAL], 1);
    uint64_t c = A(&r, 1 * MiB, 1);
    ck_assert_uint_eq(c, V0 + 2 * MiB);
    F(&r, c, 1);
    ck_assert_uint_eq(A(&r, 1 * MiB, 2), V0 + 3 * MiB);
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
    ck_assert_uint_eq(A(&r, 1 * MiB, 2), V0);
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
    ck_assert_uint_eq(A(&r, 1 * MiB, 2), V0 + 1 * MiB); /* not complete yet: grows */
    O(&r, POLICY_ORDER_SYNC_STREAM, 1, 0);
    ck_assert_uint_eq(A(&r, 1 * MiB, 3), V0);
    ck_assert_uint_eq(r.host.nreserve, 2);
    ck_assert_uint_eq(r.host.nrelease, 0);
    rig_close(&r);
}
END_TEST

/* When nothing fits, the pool asks the host which pending frees the
 * device has done (rule 5). Granularity 1M, internal dependencies off: a
 * (V0) freed on stream 1 behind one unit of queued work; 1 MiB on stream 2
 * while that work runs: a is pending, the top (V0 + 1M); once it has
 * finished, the next 1 MiB on stream 2 takes a (V0), with no
 * synchronization and no wait. A host that does not model the device
 * never says a free is done: the top again (V0 + 2M). */
START_TEST(device_progress_completes_frees)
{
    for (int device = 0; device < 2; device++) {
        struct rig r;
        rig_open(&r, "torch-async:granularity=1M,internal_deps=0", 0, 0);
        if (device)
            rig_device(&r, 1, 0);
        F(&r, A(&r, 1 * MiB, 1), 1);
        ck_assert_uint_eq(A(&r, 1 * MiB, 2), V0 + 1 * MiB);
        r.host.finished = 1;
        ck_assert_uint_eq(A(&r, 1 * MiB, 2), device ? V0 : V0 + 2 * MiB);
        ck_assert_uint_eq(r.host.nwait, 0);
        rig_close(&r);
    }
}
END_TEST

/* Best fit takes, among blocks of one size, the one inserted first (CUDA:
 * gpt_varlen_bs16_synced, step 318: of three free 1 KiB blocks the oldest,
 * not the lowest). Granularity 1M: six 1 MiB blocks from V0; the fifth,
 * the first and the third freed on stream 0 in that order (apart: the
 * others live): three 1 MiB requests take them in the order freed
 * (lowest address first would give V0, V0+2M, V0+4M). */
START_TEST(best_fit_oldest_among_equals)
{
    struct rig r;
    rig_open(&r, "torch-async:granularity=1M", 0, 0);
    uint64_t v[6];
    for (int i = 0; i < 6; i++)
        v[i] = A(&r, 1 * MiB, 0);
    F(&r, v[4], 0);
    F(&r, v[0], 0);
    F(&r, v[2], 0);
    ck_assert_uint_eq(A(&r, 1 * MiB, 0), V0 + 4 * MiB);
    ck_assert_uint_eq(A(&r, 1 * MiB, 0), V0);
    ck_assert_uint_eq(A(&r, 1 * MiB, 0), V0 + 2 * MiB);
    rig_close(&r);
}
END_TEST

/* Completed frees become available the latest free first, and the rest of
 * a split keeps its block's free (CUDA: gpt_varlen_bs16_blocking-1,
 * allocation 3198). A (2M, V0), X (1M), B (512K, V0+3M), Y (1M); A and B
 * freed on stream 0; 1.5M takes A's start, its rest A' (512K, V0+1.5M) is
 * a younger block than B but from an older free. A synchronization makes
 * B available first, then A': the next 512K takes B (A' if the order were
 * by insertion). */
START_TEST(publication_latest_free_first)
{
    struct rig r;
    rig_open(&r, "torch-async", 0, 0);
    uint64_t a = A(&r, 2 * MiB, 0);
    A(&r, 1 * MiB, 0);
    uint64_t b = A(&r, MiB / 2, 0);
    A(&r, 1 * MiB, 0);
    F(&r, a, 0);
    F(&r, b, 0);
    ck_assert_uint_eq(A(&r, 3 * MiB / 2, 0), V0);
    O(&r, POLICY_ORDER_SYNC_DEVICE, 0, 0);
    ck_assert_uint_eq(A(&r, MiB / 2, 0), V0 + 3 * MiB);
    ck_assert_uint_eq(A(&r, MiB / 2, 0), V0 + 3 * MiB / 2);
    rig_close(&r);
}
END_TEST

/* Release at a synchronization, above the threshold only, highest granule
 * first: three 1 MiB blocks (V0, V0+1M, V0+2M, backed by X0, X0+1M,
 * X0+2M) freed on stream 0 stay reserved (3 MiB > 2 MiB threshold, but no
 * synchronization yet); cudaDeviceSynchronize releases the highest,
 * V0+2M's, and stops at 2 MiB. Another synchronization releases nothing;
 * the next alloc starts at V0 (the top, all free now). */
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
    ck_assert_uint_eq(A(&r, 1 * MiB, 5), V0);
    rig_close(&r);
}
END_TEST

/* An event synchronization completes only the frees recorded before the
 * event, threshold 0 (CUDA's default): a, b, c on stream 1; free a,
 * record e5, free c; cudaEventSynchronize(e5) releases a's granule (X0)
 * only; then cudaStreamSynchronize(1) releases c's. A live block (b) pins
 * its granule. */
START_TEST(event_synchronize_releases_what_it_covers)
{
    struct rig r;
    rig_open(&r, "cuda-async:granularity=1M", 0, 0);
    uint64_t a = A(&r, 1 * MiB, 1), b = A(&r, 1 * MiB, 1), c = A(&r, 1 * MiB, 1);
    F(&r, a, 1);
    O(&r, POLICY_ORDER_RECORD, 1, 5);
    F(&r, c, 1);
    O(&r, POLICY_ORDER_SYNC_EVENT, 0, 5);
    ck_assert_uint_eq(U(&r).reserved, 2 * MiB);
    ck_assert_uint_eq(u64map_get(&r.host.live, X0, NULL), false);
    O(&r, POLICY_ORDER_SYNC_STREAM, 1, 0);
    ck_assert_uint_eq(U(&r).reserved, 1 * MiB); /* b is live */
    F(&r, b, 1);
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

/* Out of memory on a 3 MiB GPU (granularity 1M): a (V0), c, b (V0+2M) on
 * stream 2, a and b freed (pending, apart). 2 MiB on stream 2 fits no
 * block and starts at the top (V0+3M): upstream refuses (fail 1), nothing
 * is available to release, refused again (fail 2). torch-async reports
 * it; cupy-async (oom_sync) synchronizes stream 2, which completes both
 * frees: b joins the top, which now starts at V0+2M and has one granule;
 * the other comes from a's wholly free granule, remapped (no upstream call,
 * 3 MiB reserved). */
START_TEST(out_of_memory_and_cupy_sync)
{
    const char *spec[] = {"torch-async:granularity=1M", "cupy-async:granularity=1M"};
    for (int i = 0; i < 2; i++) {
        struct rig r;
        rig_open(&r, spec[i], 3 * MiB, 0);
        uint64_t a = A(&r, 1 * MiB, 2), c = A(&r, 1 * MiB, 2), b = A(&r, 1 * MiB, 2);
        F(&r, a, 2);
        F(&r, b, 2);
        if (i == 0) {
            ck_assert(A_fails(&r, 2 * MiB, 2));
            ck_assert_uint_eq(U(&r).reserved, 3 * MiB);
        } else {
            ck_assert_uint_eq(A(&r, 2 * MiB, 2), V0 + 2 * MiB);
            ck_assert_uint_eq(r.host.nrelease, 0);
            ck_assert_uint_eq(r.host.nreserve, 3);
        }
        ck_assert_uint_eq(r.host.nfail, 2);
        F(&r, c, 2);
        rig_close(&r);
    }
}
END_TEST

/* RMM's initial_pool_size: 4 MiB allocated and freed on stream 0 at
 * creation (four granules); stream 1 then reuses it (an internal
 * dependency on stream 0). */
START_TEST(rmm_initial_pool)
{
    struct rig r;
    rig_open(&r, "rmm-async:initial=4M,granularity=1M", 0, 0);
    ck_assert_uint_eq(U(&r).reserved, 4 * MiB);
    ck_assert_uint_eq(A(&r, 1 * MiB, 1), V0);
    ck_assert_uint_eq(r.host.nreserve, 4);
    ck_assert_uint_eq(r.host.nwait, 1);
    rig_close(&r);
}
END_TEST

/* Peak reserved through simrun, the trace's RECORD, WAIT and SYNC reaching
 * the pool (all buffers 1 MiB but b3, 2 MiB; granularity 1M):
 *   ALLOC b0 s1, FREE b0 s1, RECORD e1 s1, WAIT e1 s2,
 *   ALLOC b1 s2 (b0's block: V0), ALLOC b2 s2 (the top: V0+1M),
 *   FREE b1 s2, FREE b2 s2, SYNC device,
 *   ALLOC b3 (2 MiB) s1.
 * b1 and b2 freed on s2 merge into one pending 2 MiB block; the SYNC
 * completes it and it joins the top. torch-async keeps both granules and
 * b3 takes them: peak 2 MiB, 2 upstream allocations. cuda-async
 * (threshold 0) releases both at the SYNC and backs b3 anew: peak 2 MiB,
 * 4 upstream allocations. */
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
    ck_assert_double_eq(json_num(out, "cuda-async", "upstream_allocs"), 4);
    ck_assert_double_eq(json_num(out, "torch-async", "peak_reserved_bytes"), 2 << 20);
    ck_assert_double_eq(json_num(out, "torch-async", "upstream_allocs"), 2);
    free(out);
}
END_TEST

/* PyTorch's probe under backend:cudaMallocAsync on an H200
 * (tests/data/torch-snapshots/async-probe.json, record_snapshots.py's
 * probe): reserved after each step, in MiB, on torch-async's defaults
 * (granularity 32M). The first six (26M + 4608 in all) fit the first
 * granule: 32. Then each request starts at the top and the pool backs
 * what is missing, in 32M granules:
 *   31M:   live 57M+4608,  ends in granule 2 -> 64
 *   32M:   live 89M+4608   -> 96
 *   33M:   live 122M+4608  -> 128
 *   64M:   live 186M+4608  -> 192
 *   100M:  live 286M+4608  -> 288
 *   1000M: live 1286M+4608 -> 1312 (41 granules, 41 reservations)
 * Freeing 3M and 33M, allocating 1M (best fit: in the 3M hole) and
 * freeing everything keep 1312 (threshold inf). The probe's last step,
 * empty_cache (cudaMemPoolTrimTo(0)), is no trace event. */
START_TEST(probe)
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
    ck_assert_uint_eq(a[8], V0 + 89 * MiB + 4608);
    F(&r, a[4], 0);
    F(&r, a[8], 0);
    a[12] = A(&r, 1 * MiB, 0);
    ck_assert_uint_eq(a[12], a[4]);
    for (int i = 0; i < 13; i++)
        if (i != 4 && i != 8)
            F(&r, a[i], 0);
    ck_assert_uint_eq(U(&r).reserved, 1312 * MiB);
    ck_assert_uint_eq(r.host.nreserve, 41);
    rig_close(&r);
}
END_TEST

/* Release takes every wholly free granule, not only the top's (threshold
 * 0, granularity 1M): a, b, c (V0, V0+1M, V0+2M); with a and c freed, a
 * synchronization releases c's granule (it joined the top) and a's: b, live,
 * keeps 1 MiB. Freed b and a second synchronization release the last, and
 * the next block starts at V0 again. */
START_TEST(release_every_wholly_free_granule)
{
    struct rig r;
    rig_open(&r, "cuda-async:granularity=1M", 0, 0);
    uint64_t a = A(&r, 1 * MiB, 0), b = A(&r, 1 * MiB, 0), c = A(&r, 1 * MiB, 0);
    ck_assert_uint_eq(c, V0 + 2 * MiB);
    F(&r, a, 0);
    F(&r, c, 0);
    O(&r, POLICY_ORDER_SYNC_DEVICE, 0, 0);
    ck_assert_uint_eq(U(&r).reserved, 1 * MiB);
    ck_assert_uint_eq(r.host.nrelease, 2);
    F(&r, b, 0);
    O(&r, POLICY_ORDER_SYNC_DEVICE, 0, 0);
    ck_assert_uint_eq(U(&r).reserved, 0);
    ck_assert_uint_eq(r.host.nrelease, 3);
    ck_assert_uint_eq(A(&r, 1 * MiB, 0), V0);
    rig_close(&r);
}
END_TEST

/* Out of memory releases every wholly free granule whatever the threshold
 * (2 MiB GPU, granularity 1M, threshold inf): a and b freed and completed
 * (they join the top, two granules backed); 3 MiB at V0 needs one more:
 * refused (fail 1); both granules are released, and three new ones are
 * refused at the third (fail 2; the two taken go back): out of memory,
 * nothing reserved. 2 MiB then fits at V0. */
START_TEST(out_of_memory_releases_every_free_granule)
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
    ck_assert_uint_eq(r.host.nrelease, 4);
    ck_assert_uint_eq(U(&r).reserved, 0);
    ck_assert_uint_eq(A(&r, 2 * MiB, 0), V0);
    rig_close(&r);
}
END_TEST

/* Remapping (CUDA: remap, plain and synced): A (32M at 0), B (1M),
 * C (32M at 33M), D (1M at 65M); A and C freed and complete. 64M fits no
 * block: it starts at the top (66M) and needs granules 3 and 4; granule 0
 * (A's, wholly free) is remapped there, granule 4 is new: 128 MiB, not
 * 160. A's addresses are then unbacked: 30M goes to C's hole (33M), and a
 * 32M block to A's (0), which backs granule 0 anew (160 MiB). */
START_TEST(remap_wholly_free_granules)
{
    struct rig r;
    rig_open(&r, "torch-async", 0, 0);
    uint64_t a = A(&r, 32 * MiB, 0);
    A(&r, 1 * MiB, 0);
    uint64_t c = A(&r, 32 * MiB, 0);
    A(&r, 1 * MiB, 0);
    F(&r, a, 0);
    O(&r, POLICY_ORDER_SYNC_DEVICE, 0, 0);
    F(&r, c, 0);
    O(&r, POLICY_ORDER_SYNC_DEVICE, 0, 0);
    ck_assert_uint_eq(A(&r, 64 * MiB, 0), V0 + 66 * MiB);
    ck_assert_uint_eq(U(&r).reserved, 128 * MiB);
    ck_assert_uint_eq(r.host.nreserve, 4);
    ck_assert_uint_eq(A(&r, 30 * MiB, 0), V0 + 33 * MiB);
    ck_assert_uint_eq(A(&r, 32 * MiB, 0), V0);
    ck_assert_uint_eq(U(&r).reserved, 160 * MiB);
    rig_close(&r);
}
END_TEST

/* Remapping takes the highest wholly free granules first (granularity
 * 1M): a, c, e (V0, V0+2M, V0+4M) freed and complete between live b, d,
 * f. 1M+512 fits no block: it starts at the top (V0+6M) and needs
 * granules 6 and 7, which take e's and c's memory (no upstream call), so
 * a is the one wholly backed block left for the next 1M. */
START_TEST(remap_highest_granules_first)
{
    struct rig r;
    rig_open(&r, "torch-async:granularity=1M", 0, 0);
    uint64_t b[6];
    for (int i = 0; i < 6; i++)
        b[i] = A(&r, 1 * MiB, 0);
    for (int i = 0; i < 6; i += 2)
        F(&r, b[i], 0);
    O(&r, POLICY_ORDER_SYNC_DEVICE, 0, 0);
    ck_assert_uint_eq(A(&r, 1 * MiB + 512, 0), V0 + 6 * MiB);
    ck_assert_uint_eq(r.host.nreserve, 6);
    ck_assert_uint_eq(A(&r, 1 * MiB, 0), V0);
    rig_close(&r);
}
END_TEST

Suite *async_pool_suite(void); /* the runner finds it by name */
Suite *async_pool_suite(void)
{
    Suite *s = suite_create("async_pool");
    TCase *t = tcase_create("rules");
    tcase_add_test(t, same_stream_reuse);
    tcase_add_test(t, pending_stays_out_of_the_top);
    tcase_add_test(t, granules_of_any_size);
    tcase_add_test(t, merge_of_other_streams_lists);
    tcase_add_test(t, cross_stream_reuse_after_event_wait);
    tcase_add_test(t, cross_stream_reuse_by_internal_dependency);
    tcase_add_test(t, opportunistic_reuse_after_synchronize);
    tcase_add_test(t, device_progress_completes_frees);
    tcase_add_test(t, best_fit_oldest_among_equals);
    tcase_add_test(t, publication_latest_free_first);
    tcase_add_test(t, release_at_synchronize_above_threshold);
    tcase_add_test(t, event_synchronize_releases_what_it_covers);
    tcase_add_test(t, presets);
    tcase_add_test(t, out_of_memory_and_cupy_sync);
    tcase_add_test(t, rmm_initial_pool);
    tcase_add_test(t, peak_reserved_through_simrun);
    tcase_add_test(t, probe);
    tcase_add_test(t, release_every_wholly_free_granule);
    tcase_add_test(t, out_of_memory_releases_every_free_granule);
    tcase_add_test(t, remap_wholly_free_granules);
    tcase_add_test(t, remap_highest_granules_first);
    suite_add_tcase(s, t);
    return s;
}
