/* test_simrun.c: suite `simrun`: the allocator replay (device memory,
 * every byte resident) end to end on small traces written here, whose
 * simulated times are computed by hand from the test profile's round
 * numbers (simrun_fixture.h, beside the first trace): cudaMalloc and
 * cudaFree and what waits for the kernels, pools that reserve once, streams
 * and host syncs, running out of the capacity, caching's out-of-memory
 * ladder and fragmentation at the peak. The simulator's pieces are in
 * test_sim_parts.c, simrun's command line and output in test_simrun_cli.c,
 * the Unified Memory engine in test_uvm.c. */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simrun_fixture.h"
#include "trace.h"

/* ---- simrun end to end -------------------------------------------------------- */

START_TEST(cuda_time_by_hand)
{
    const char *tr = write_trace(cuda_sizes, 3, cuda_events, 9);
    char *out;
    int rc = test_run(&out, SIMRUN " --gpu %s --json --no-wall --policy cuda %s", test_profile(),
                      tr);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    ck_assert_int_eq(count_lines(out), 1);
    ck_assert_double_eq(json_num(out, "cuda", "time_ns"), 207000);
    ck_assert_double_eq(json_num(out, "cuda", "upstream_allocs"), 3);
    ck_assert_double_eq(json_num(out, "cuda", "upstream_frees"), 3);
    ck_assert_double_eq(json_num(out, "cuda", "upstream_alloc_ns"), 60000);
    ck_assert_double_eq(json_num(out, "cuda", "upstream_free_ns"), 15000);
    ck_assert_double_eq(json_num(out, "cuda", "upstream_sync_wait_ns"), 127500);
    ck_assert_double_eq(json_num(out, "cuda", "kernel_ns"), 150000);
    ck_assert_double_eq(json_num(out, "cuda", "samples"), 8);
    ck_assert_double_eq_tol(json_num(out, "cuda", "samples_per_sec"), 8 / 207e-6, 1e-3);
    ck_assert_double_eq(json_num(out, "cuda", "peak_requested_bytes"), (1 << 20) + 1024);
    ck_assert_double_eq(json_num(out, "cuda", "alloc_ops"), 6);
    ck_assert_ptr_null(strstr(out, "wall_s"));
    ck_assert_double_eq(json_num(out, "cuda", "host_overhead_ns_per_event"), 0);
    free(out);
    /* --host-overhead 1us: a harness's 1 us before each of the 9 events.
     * Rows 0 and 1 end at 31 and 34 (kernel 34..134); rows 2 and 3 at 55.5
     * and 58.5 (kernel 134..184); row 4's wait hides their 3 us and its own
     * (59.5, waits to 184, +5 = 189); rows 5 to 8 show theirs: 200, 206,
     * 212, 213. Total 213 us: 6 of the 9 us (added at the end, all 9, it
     * would be 216). */
    rc = test_run(&out, SIMRUN " --gpu %s --json --no-wall --host-overhead 1us --policy cuda %s",
                  test_profile(), tr);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    ck_assert_double_eq(json_num(out, "cuda", "time_ns"), 213000);
    ck_assert_double_eq(json_num(out, "cuda", "host_overhead_ns_per_event"), 1000);
    ck_assert_double_eq(json_num(out, "cuda", "upstream_alloc_ns"), 60000);
    free(out);
}
END_TEST

/* A pool keeps a freed block and serves the next ALLOC of that size from
 * it: one cudaMalloc, no cudaFree, and the second ALLOC does not wait for
 * the kernel. By hand (us), with F the pool's first cudaMalloc: ALLOC F;
 * LAUNCH host F+2, kernel F+2..F+102; FREE (cached, no call) F+2; ALLOC b1
 * from the cache F+2; LAUNCH host F+4, kernel F+102..F+202; end F+202.
 * cuda: ALLOC 30 (1 MiB: maps a driver block); LAUNCH host 32, kernel
 * 32..132; FREE waits to 132, +5 (unmaps it) = 137; ALLOC +30 (maps
 * another) = 167; LAUNCH host 169, kernel 169..269. */
static const uint64_t pool_sizes[] = { 1 << 20, 1 << 20 };
static const struct trace_event pool_events[] = {
    EV(TRACE_ALLOC, 0, 0, 0, 0, 0), EV(TRACE_LAUNCH, 0, 0, 0, 1, 100000),
    EV(TRACE_FREE, 0, 0, 0, 0, 0),  EV(TRACE_ALLOC, 1, 0, 0, 0, 0),
    EV(TRACE_LAUNCH, 1, 0, 0, 0, 100000), EV(TRACE_ITER, 0, 0, 1, 0, 0),
};

START_TEST(pool_reserves_once)
{
    const char *tr = write_trace(pool_sizes, 2, pool_events, 6);
    char *out;
    int rc = test_run(&out, SIMRUN " --gpu %s --json --no-wall --policy cuda,bestfit,bfc,caching"
                      " %s", test_profile(), tr);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    ck_assert_int_eq(count_lines(out), 4);
    ck_assert_double_eq(json_num(out, "cuda", "upstream_allocs"), 2);
    ck_assert_double_eq(json_num(out, "cuda", "time_ns"), 269000);
    static const char *pools[] = { "bestfit", "bfc", "caching" };
    for (int i = 0; i < 3; i++) {
        ck_assert_double_eq(json_num(out, pools[i], "upstream_allocs"), 1);
        ck_assert_double_eq(json_num(out, pools[i], "upstream_frees"), 0);
        ck_assert_double_eq(json_num(out, pools[i], "cache_hits"), 1);
        /* Pools reserve their own segment size; the time does not depend
         * on it here beyond the first cudaMalloc. */
        double first = json_num(out, pools[i], "upstream_alloc_ns");
        ck_assert_double_eq(json_num(out, pools[i], "time_ns"), 202000 + first);
    }
    free(out);
}
END_TEST

/* Streams and host sync (us): ALLOC 10; LAUNCH s1 100: host 12, 12..112;
 * LAUNCH s2 50: host 14, 112..162; SYNC stream 1: host 112; LAUNCH s1 10:
 * host 114, starts when the device is free, 162..172; HOST 5: waits for
 * the device, 172..177. End 177. (A device-wide SYNC would end at 179; a
 * HOST event that did not wait would end at 172.) With kernel_gap_ns = 1
 * us each kernel holds the GPU 1 us before its own time: 13..113, 114..164;
 * the SYNC returns at 113, the third launch at 115 runs 165..175, the HOST
 * event 175..180. */
static const uint64_t sync_sizes[] = { 4096 };
static const struct trace_event sync_events[] = {
    EV(TRACE_ALLOC, 0, 1, 0, 0, 0),          EV(TRACE_LAUNCH, 0, 1, 0, 1, 100000),
    EV(TRACE_LAUNCH, 1, 2, 0, 1, 50000),     EV(TRACE_SYNC, 0, 1, 0, 0, 0),
    EV(TRACE_LAUNCH, 2, 1, 0, 1, 10000),     EV(TRACE_HOST, 0, 0, 0, 1, 5000),
};

START_TEST(stream_sync_and_host)
{
    struct trace_event ev[6];
    memcpy(ev, sync_events, sizeof ev);
    ev[3].mode = TRACE_SYNC_STREAM;
    ev[5].mode = TRACE_READ;
    const char *tr = write_trace(sync_sizes, 1, ev, 6);
    char *out;
    int rc = test_run(&out, SIMRUN " --gpu %s --json --no-wall --policy bfc %s", test_profile(),
                      tr);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    double first = json_num(out, "bfc", "upstream_alloc_ns");
    ck_assert_double_eq(json_num(out, "bfc", "time_ns"), 177000 - 10000 + first);
    free(out);
    rc = test_run(&out, SIMRUN " --gpu %s --set kernel_gap_ns=1us --json --no-wall --policy bfc"
                  " %s", test_profile(), tr);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    ck_assert_double_eq(json_num(out, "bfc", "time_ns"), 180000 - 10000 + first);
    ck_assert_double_eq(json_num(out, "bfc", "kernel_ns"), 160000);
    free(out);
    ev[3].mode = TRACE_SYNC_DEVICE;
    tr = write_trace(sync_sizes, 1, ev, 6);
    rc = test_run(&out, SIMRUN " --gpu %s --json --no-wall --policy bfc %s", test_profile(), tr);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    ck_assert_double_eq(json_num(out, "bfc", "time_ns"), 179000 - 10000 + first);
    free(out);
}
END_TEST

/* Two 1 MiB buffers live at once under a 1.5 MiB capacity: cuda's second
 * cudaMalloc fails; caching's first already does (a request of 1 MiB goes
 * to its small pool, whose segments are 2 MiB). Each failure is reported,
 * every run is printed with its status, and the exit status is 1. */
static const struct trace_event oom_events[] = {
    EV(TRACE_ALLOC, 0, 0, 0, 0, 0), EV(TRACE_ALLOC, 1, 0, 0, 0, 0),
    EV(TRACE_FREE, 0, 0, 0, 0, 0),  EV(TRACE_FREE, 1, 0, 0, 0, 0),
};

START_TEST(capacity_oom_reported)
{
    const char *tr = write_trace(pool_sizes, 2, oom_events, 4);
    char *out;
    int rc = test_run(&out, SIMRUN " --gpu %s --capacity 1536K --json --no-wall"
                      " --policy cuda,caching %s", test_profile(), tr);
    ck_assert_msg(rc == 1, "rc %d: %s", rc, out);
    char want[512];
    snprintf(want, sizeof want,
             "simrun: %s: /events row 1: ALLOC of buffer 1 (1048576 bytes) failed under policy"
             " cuda: out of memory (reserved 1048576 of capacity 1572864)", tr);
    ck_assert_msg(strstr(out, want), "want '%s' in: %s", want, out);
    /* Both runs are still reported, each with its status. */
    snprintf(want, sizeof want,
             "simrun: %s: /events row 0: ALLOC of buffer 0 (1048576 bytes) failed under policy"
             " caching: out of memory (reserved 0 of capacity 1572864)", tr);
    ck_assert_msg(strstr(out, want), "want '%s' in: %s", want, out);
    ck_assert_double_eq(json_num(out, "cuda", "failed_row"), 1);
    ck_assert_double_eq(json_num(out, "caching", "failed_row"), 0);
    ck_assert_double_eq(json_num(out, "cuda", "upstream_allocs"), 1);
    ck_assert_ptr_nonnull(strstr(out, "\"status\":\"oom\""));
    ck_assert_ptr_null(strstr(out, "\"status\":\"ok\""));
    free(out);
    rc = test_run(&out, SIMRUN " --gpu %s --capacity 2M --policy cuda %s", test_profile(), tr);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    free(out);
}
END_TEST

/* caching isolates streams: a block freed on stream 1 is not reused for
 * stream 2, so stream 2's ALLOC needs a second 2 MiB segment. With room for
 * one segment only, the OOM ladder releases the cached one and retries. */
static const struct trace_event ladder_events[] = {
    EV(TRACE_ALLOC, 0, 1, 0, 0, 0), EV(TRACE_FREE, 0, 1, 0, 0, 0),
    EV(TRACE_ALLOC, 1, 2, 0, 0, 0), EV(TRACE_FREE, 1, 2, 0, 0, 0),
};

START_TEST(caching_oom_ladder)
{
    static const uint64_t sizes[] = { 512 << 10, 512 << 10 };
    const char *tr = write_trace(sizes, 2, ladder_events, 4);
    char *out;
    int rc = test_run(&out, SIMRUN " --gpu %s --capacity 3M --json --no-wall --policy caching %s",
                      test_profile(), tr);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    ck_assert_double_eq(json_num(out, "caching", "oom_flushes"), 1);
    ck_assert_double_eq(json_num(out, "caching", "upstream_allocs"), 2);
    ck_assert_double_eq(json_num(out, "caching", "upstream_frees"), 1);
    ck_assert_double_eq(json_num(out, "caching", "upstream_failed"), 1);
    ck_assert_double_eq(json_num(out, "caching", "peak_reserved_bytes"), 2 << 20);
    free(out);
    /* Without the capacity limit both segments stay reserved. */
    rc = test_run(&out, SIMRUN " --gpu %s --json --no-wall --policy caching %s", test_profile(),
                  tr);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    ck_assert_double_eq(json_num(out, "caching", "oom_flushes"), 0);
    ck_assert_double_eq(json_num(out, "caching", "peak_reserved_bytes"), 4 << 20);
    free(out);
}
END_TEST

/* Fragmentation at the peak of requested bytes (here also that of reserved;
 * tests/test_frag.c separates the two), under bestfit (cached blocks are
 * reused for their exact size only, never merged): a 1 MiB and a 512 KiB
 * block are freed and cached, then a 4 MiB request needs a new
 * reservation: reserved 6.5 MiB, allocated 5 MiB (x and c), free 1.5 MiB
 * whose largest block is 1 MiB. frag_reserved = 1 - 5/6.5 = 3/13, frag_free
 * = 1 - 1/1.5 = 1/3. */
static const uint64_t frag_sizes[] = { 1 << 20, 512 << 10, 1 << 20, 4 << 20 };
static const struct trace_event frag_events[] = {
    EV(TRACE_ALLOC, 0, 0, 0, 0, 0), EV(TRACE_ALLOC, 1, 0, 0, 0, 0),
    EV(TRACE_ALLOC, 2, 0, 0, 0, 0), EV(TRACE_FREE, 0, 0, 0, 0, 0),
    EV(TRACE_FREE, 1, 0, 0, 0, 0),  EV(TRACE_ALLOC, 3, 0, 0, 0, 0),
    EV(TRACE_FREE, 2, 0, 0, 0, 0),  EV(TRACE_FREE, 3, 0, 0, 0, 0),
};

START_TEST(fragmentation_at_peak)
{
    const char *tr = write_trace(frag_sizes, 4, frag_events, 8);
    char *out;
    int rc = test_run(&out, SIMRUN " --gpu %s --json --no-wall --policy bestfit,cuda %s",
                      test_profile(), tr);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    ck_assert_double_eq(json_num(out, "bestfit", "peak_reserved_bytes"), 6.5 * (1 << 20));
    ck_assert_double_eq(json_num(out, "bestfit", "peak_allocated_bytes"), 5 << 20);
    ck_assert_double_eq(json_num(out, "bestfit", "peak_requested_bytes"), 5 << 20);
    ck_assert_double_eq_tol(json_num(out, "bestfit", "frag_reserved_at_peak"), 3.0 / 13, 1e-8);
    ck_assert_double_eq_tol(json_num(out, "bestfit", "frag_free_at_peak"), 1.0 / 3, 1e-8);
    ck_assert_double_eq(json_num(out, "cuda", "frag_reserved_at_peak"), 0);
    ck_assert_double_eq(json_num(out, "cuda", "frag_free_at_peak"), 0);
    free(out);
}
END_TEST

Suite *simrun_suite(void); /* the runner finds it by name */
Suite *simrun_suite(void)
{
    Suite *s = suite_create("simrun");
    TCase *tc = tcase_create("times");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, cuda_time_by_hand);
    tcase_add_test(tc, pool_reserves_once);
    tcase_add_test(tc, stream_sync_and_host);
    tcase_add_test(tc, capacity_oom_reported);
    tcase_add_test(tc, caching_oom_ladder);
    tcase_add_test(tc, fragmentation_at_peak);
    suite_add_tcase(s, tc);
    return s;
}
