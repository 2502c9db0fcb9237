/* test_uvm.c: suite `uvm`: the Unified Memory engine of simrun end to end
 * (model_um.c, model_um_kernel.c, sim_replay.c): faults, density prefetch,
 * eviction, kernels and streams, on small traces written here (the CPU's
 * side and the host's calls: test_uvm_host.c). Every expected figure is
 * computed by hand from the test profile of uvm_fixture.h, whose costs are
 * straight lines so the arithmetic stays simple; the arithmetic is in the
 * comments beside each assertion. The published driver behaviours (density
 * prefetch on successive 64 KiB touches, one byte per 2 MiB or per 64 KiB)
 * are checked through simrun, not through the density module alone. */
#include <check.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "trace.h"
#include "uvm_fixture.h"

/* ---- one CPU-resident 2 MiB block read by one kernel (uvm_fixture.h) ----- */

START_TEST(single_block_by_hand)
{
    const char *tr = write_trace(one_block, 1, read_all, 1, one_kernel, 3);
    char *out = run(tr, "");
    /* ALLOC: cudaMallocManaged 1 us (host 1 us); host-initialized, so its
     * pages start on the CPU without cost. LAUNCH: 2 us to issue, starts at
     * 3 us. Window 1 = the first 1 MiB (256 pages): one batch, 20 us + 5 us
     * for the block; density: 256 of 512 pages marked is 50%, not above
     * 51%, so only the faulted half moves: 1 MiB = 256 us: 3 + 20 + 5 + 256
     * = 284 us. Window 2: the other 256 pages, same costs: 565 us. The
     * kernel is busy for the rest of its 1 ms: it ends at 1003 us. FREE:
     * cudaFree waits for the kernel, then 1 us: 1004 us. */
    ck_assert_double_eq(num(out, "time_ns"), 1004000);
    ck_assert_double_eq(num(out, "fault_stall_ns"), 2 * 281000);
    ck_assert_double_eq(num(out, "h2d_bytes"), 2 * M1);
    ck_assert_double_eq(num(out, "h2d_demand_bytes"), 2 * M1);
    ck_assert_double_eq(num(out, "h2d_density_bytes"), 0);
    ck_assert_double_eq(num(out, "d2h_bytes"), 0);
    ck_assert_double_eq(num(out, "faults"), 512);
    ck_assert_double_eq(num(out, "fault_batches"), 2);
    /* stall: 2 x (20 + 5 + 256) us */
    ck_assert_double_eq(num(out, "fault_stall_ns"), 562000);
    ck_assert_double_eq(num(out, "kernel_ns"), 1000000);
    ck_assert_double_eq(num(out, "peak_resident_bytes"), 2 * M1);
    free(out);

    /* Device memory: no faults, the kernel's 1 ms only. cudaMalloc 10 us,
     * launch 2 us, kernel 12..1012 us, cudaFree 5 us: 1017 us. */
    out = run(tr, "--memory device");
    ck_assert_double_eq(num(out, "time_ns"), 1017000);
    ck_assert_double_eq(num(out, "faults"), 0);
    ck_assert_double_eq(num(out, "h2d_bytes"), 0);
    free(out);

    /* Density off: only the faulted pages, the same here. */
    out = run(tr, "--fault-prefetch off");
    ck_assert_double_eq(num(out, "time_ns"), 1004000);
    free(out);

    /* --prefetch manual: the kernel's 2 MiB prefetched on its stream just
     * before it: issued at 1 us, 2 MiB at 0.5 us per 4 KiB = 256 us, done at
     * 257 us; the kernel (issued at 3 us) waits for it on its stream, runs
     * 257..1257 us without faults; cudaFree at 1258 us. */
    out = run(tr, "--prefetch manual");
    ck_assert_double_eq(num(out, "time_ns"), 1258000);
    ck_assert_double_eq(num(out, "faults"), 0);
    ck_assert_double_eq(num(out, "h2d_launch_prefetch_bytes"), 2 * M1);
    /* held back from 3 us (issued, engine free) to 257 us by the prefetch */
    ck_assert_double_eq(num(out, "prefetch_wait_ns"), 254000);
    free(out);
}
END_TEST

/* ---- a kernel's accesses are one stream ---------------------------------- */

static const struct trace_buffer two_halves[] = { { .size = 2 * M1, .flags = 1 },
                                                  { .size = 2 * M1, .flags = 1 } };
static const struct trace_access half_each[] = { ACC(0, 0, 512 * K1, 1, 0, 0, 0),
                                                 ACC(1, 0, 512 * K1, 1, 0, 0, 0) };
static const struct trace_event two_range_kernel[] = {
    EV(TRACE_ALLOC, 0, 0, 0, 0, 0),
    EV(TRACE_ALLOC, 1, 0, 0, 0, 0),
    EV(TRACE_LAUNCH, 0, 0, 0, 2, 1000), /* 1 us with all data resident */
    EV(TRACE_FREE, 1, 0, 0, 0, 0),
    EV(TRACE_FREE, 0, 0, 0, 0, 0),
};

START_TEST(windows_span_accesses)
{
    const char *tr = write_trace(two_halves, 2, half_each, 2, two_range_kernel, 5);
    char *out = run(tr, "");
    /* Two ALLOCs, 1 us each; the launch 2 us: the kernel starts at 4 us.
     * Its two 512 KiB reads, in two blocks, are 1 MiB of one stream: one
     * window, one batch of 256 pages (20 us), two VA blocks (10 us), 1 MiB
     * moved (256 us): 286 us of stall, ending at 290 us; density: 128 of
     * 512 pages in each block, nothing more. Served one access at a time
     * they would be two batches: 2 x (20 + 5 + 128) = 306 us. FREEs wait
     * for the kernel and cost 1 us each: 292 us. */
    ck_assert_double_eq(num(out, "fault_batches"), 1);
    ck_assert_double_eq(num(out, "fault_stall_ns"), 286000);
    ck_assert_double_eq(num(out, "h2d_bytes"), M1);
    ck_assert_double_eq(num(out, "time_ns"), 292000);
    free(out);
}
END_TEST

/* ---- one-byte rows: a 4 KiB chunk of the window each ----------------------- */

/* 512 one-byte reads of an 8 MiB CPU-resident buffer (4 VA blocks), one
 * every 16 KiB, 128 per block, in address order (row i at i * 16 KiB) or
 * interleaved over the blocks (row j in block j % 4, at (j / 4) * 16 KiB
 * in it); density prefetch off, so only the faulted pages move. */
static double rows_stall(bool interleaved, double *batches)
{
    static const struct trace_buffer eight[] = { { .size = 8 * M1, .flags = 1 } };
    struct trace_access acc[512];
    for (uint64_t j = 0; j < 512; j++) {
        uint64_t off = interleaved ? (j % 4) * 2 * M1 + (j / 4) * 16 * K1 : j * 16 * K1;
        acc[j] = (struct trace_access)ACC(0, off, 1, 1, 0, 0, 0);
    }
    const struct trace_event ev[] = { EV(TRACE_ALLOC, 0, 0, 0, 0, 0),
                                      EV(TRACE_LAUNCH, 0, 0, 0, 512, 1000),
                                      EV(TRACE_FREE, 0, 0, 0, 0, 0) };
    char *out = run(write_trace(eight, 1, acc, 512, ev, 3), "--fault-prefetch off");
    double stall = num(out, "fault_stall_ns");
    *batches = num(out, "fault_batches");
    ck_assert_double_eq(num(out, "faults"), 512);
    ck_assert_double_eq(num(out, "h2d_bytes"), 512 * 4 * K1);
    free(out);
    return stall;
}

START_TEST(one_byte_rows_take_a_chunk)
{
    double batches;
    /* Each row takes 4 KiB of the 1 MiB window: 256 rows a window, two
     * windows of 256 faulted pages, one batch each. Address order: window
     * 1 is blocks 0 and 1, window 2 blocks 2 and 3: 2 x (20 + 2 x 5 + 256
     * x 1) = 572 us. (Counted by their bytes, the 512 rows were one window,
     * sorted into the same two batches: 572 us in either order.) */
    ck_assert_double_eq(rows_stall(false, &batches), 572000);
    ck_assert_double_eq(batches, 2);
    /* Interleaved: each window holds 64 pages of every block, so each batch
     * services 4 VA blocks: 2 x (20 + 4 x 5 + 256) = 592 us. */
    ck_assert_double_eq(rows_stall(true, &batches), 592000);
    ck_assert_double_eq(batches, 2);
}
END_TEST

/* ---- the published density behaviour ------------------------------------ */

/* Kernels touching 64 KiB blocks 0, 1, 2, 4, 8 and 16 of a CPU-resident
 * 2 MiB buffer, one kernel each, migrate 64K, 64K, 128K, 256K, 512K and 1M:
 * the driver's tree takes the largest region whose marked (resident or
 * faulted) fraction exceeds 51%: after block 2, 48 of the first 64 pages
 * (75%); after block 4, 80 of 128 (62.5%); after 8, 144 of 256 (56%);
 * after 16, 272 of 512 (53%). */
START_TEST(density_published_sequence)
{
    static const uint64_t bigs[] = { 0, 1, 2, 4, 8, 16 };
    static const uint64_t expect[] = { 64 * K1, 64 * K1, 128 * K1, 256 * K1, 512 * K1, M1 };
    uint64_t total = 0;
    for (int n = 1; n <= 6; n++) {
        struct trace_access acc[6];
        struct trace_event ev[8];
        int ne = 0;
        ev[ne++] = (struct trace_event)EV(TRACE_ALLOC, 0, 0, 0, 0, 0);
        for (int i = 0; i < n; i++) {
            acc[i] = (struct trace_access)ACC(0, bigs[i] * 64 * K1, 64 * K1, 1, 0, 0, 0);
            ev[ne++] = (struct trace_event)EV(TRACE_LAUNCH, (uint64_t)i, 0, (uint64_t)i, 1, 1000);
        }
        const char *tr = write_trace(one_block, 1, acc, n, ev, ne);
        char *out = run(tr, "");
        total += expect[n - 1];
        ck_assert_msg(num(out, "h2d_bytes") == (double)total, "after %d kernels: %.0f, want %"
                      PRIu64, n, num(out, "h2d_bytes"), total);
        ck_assert_double_eq(num(out, "faults"), 16 * n); /* the 16 pages of each big page */
        ck_assert_double_eq(num(out, "fault_batches"), n);
        free(out);
    }
}
END_TEST

/* One byte per 2 MiB over 64 MiB: each touch moves its 64 KiB big page.
 * One byte per 64 KiB: each 1 MiB window faults 16 pages, widened to 16
 * big pages = the whole window, and the second window of a block makes it
 * 100% marked: everything moves. */
START_TEST(sparse_bytes_by_hand)
{
    static const struct trace_buffer big[] = { { .size = 64 * M1, .flags = 1 } };
    static const struct trace_access per2m[] = { ACC(0, 0, 64 * M1, 1, 2, 2 * M1, 1) };
    static const struct trace_access per64k[] = { ACC(0, 0, 64 * M1, 1, 2, 64 * K1, 1) };
    static const struct trace_event ev[] = {
        EV(TRACE_ALLOC, 0, 0, 0, 0, 0),
        EV(TRACE_LAUNCH, 0, 0, 0, 1, 0),
    };
    const char *tr = write_trace(big, 1, per2m, 1, ev, 2);
    char *out = run(tr, "");
    ck_assert_double_eq(num(out, "faults"), 32);
    ck_assert_double_eq(num(out, "h2d_bytes"), 32 * 64 * K1);
    ck_assert_double_eq(num(out, "h2d_demand_bytes"), 32 * 4 * K1);
    ck_assert_double_eq(num(out, "fault_batches"), 32);
    /* 1 us + 2 us, then per block 20 + 5 + 16 us: 3 + 32 x 41 = 1315 us */
    ck_assert_double_eq(num(out, "time_ns"), 1315000);
    free(out);

    tr = write_trace(big, 1, per64k, 1, ev, 2);
    out = run(tr, "");
    ck_assert_double_eq(num(out, "faults"), 1024);
    ck_assert_double_eq(num(out, "h2d_bytes"), 64 * M1);
    ck_assert_double_eq(num(out, "h2d_demand_bytes"), 1024 * 4 * K1);
    ck_assert_double_eq(num(out, "h2d_density_bytes"), 64 * M1 - 1024 * 4 * K1);
    /* 64 windows of 1 MiB, one batch each moving 1 MiB: 3 + 64 x (20 + 5 +
     * 256) us */
    ck_assert_double_eq(num(out, "time_ns"), 3000 + 64 * 281000);
    free(out);

    /* Without density only the touched pages move. */
    out = run(tr, "--fault-prefetch off");
    ck_assert_double_eq(num(out, "h2d_bytes"), 1024 * 4 * K1);
    free(out);
}
END_TEST

/* Prefetch never crosses a 2 MiB VA block nor the allocation: with
 * threshold 0 any marked region is taken, so a touch fills its block, but
 * only its block, and only up to the end of a 3 MiB allocation. */
START_TEST(prefetch_stays_in_block)
{
    static const struct trace_buffer three[] = { { .size = 3 * M1, .flags = 1 } };
    static const struct trace_access acc[] = {
        ACC(0, 0, 1, 1, 0, 0, 0),          /* first byte of block 0 */
        ACC(0, 2 * M1, 1, 1, 0, 0, 0),     /* first byte of block 1 (1 MiB long) */
        ACC(0, 2 * M1 - 64 * K1, 128 * K1, 1, 0, 0, 0), /* across the boundary */
    };
    for (int k = 0; k < 3; k++) {
        struct trace_event ev[] = {
            EV(TRACE_ALLOC, 0, 0, 0, 0, 0),
            EV(TRACE_LAUNCH, 0, 0, (uint64_t)k, 1, 0),
        };
        const char *tr = write_trace(three, 1, acc, 3, ev, 2);
        char *out = run(tr, "--fault-prefetch density:threshold=0");
        static const double want0[] = { 2 * M1, M1, 3 * M1 };
        ck_assert_msg(num(out, "h2d_bytes") == want0[k], "access %d: %.0f", k,
                      num(out, "h2d_bytes"));
        free(out);
        out = run(tr, "");
        /* threshold 51: the big pages touched, 64 KiB each side */
        static const double want51[] = { 64 * K1, 64 * K1, 128 * K1 };
        ck_assert_double_eq(num(out, "h2d_bytes"), want51[k]);
        free(out);
    }
    /* The program's own PREFETCH of the whole buffer moves 3 MiB, one call:
     * 3 MiB at 0.5 us per 4 KiB = 384 us. */
    static const struct trace_event pev[] = {
        EV(TRACE_ALLOC, 0, 0, 0, 0, 0),
        EV(TRACE_PREFETCH, 0, 0, 0, 3 * M1, 0),
        EV(TRACE_SYNC, 0, 0, 0, 0, 0),
    };
    const char *tr = write_trace(three, 1, acc, 3, pev, 3);
    char *out = run(tr, "");
    ck_assert_double_eq(num(out, "h2d_program_prefetch_bytes"), 3 * M1);
    ck_assert_double_eq(num(out, "time_ns"), 1000 + 384000);
    free(out);
}
END_TEST

/* ---- eviction ---------------------------------------------------------- */

/* Buffers A, B, C of one 2 MiB block each on a GPU of two root chunks.
 * Kernels touch A, B, A, C, A. At C the GPU is full: lrm evicts A (least
 * recently migrated), lru evicts B (A was used since). The last touch of A
 * then faults again under lrm (evicting B), and hits under lru. */
static const struct trace_buffer abc[] = {
    { .size = 2 * M1, .flags = 1 }, { .size = 2 * M1, .flags = 1 }, { .size = 2 * M1, .flags = 1 } };
static const struct trace_access abc_acc[] = {
    ACC(0, 0, 2 * M1, 1, 0, 0, 0), ACC(1, 0, 2 * M1, 1, 0, 0, 0), ACC(2, 0, 2 * M1, 1, 0, 0, 0) };
static const struct trace_event abc_ev[] = {
    EV(TRACE_ALLOC, 0, 0, 0, 0, 0), EV(TRACE_ALLOC, 1, 0, 0, 0, 0),
    EV(TRACE_ALLOC, 2, 0, 0, 0, 0),
    EV(TRACE_LAUNCH, 0, 0, 0, 1, 0), EV(TRACE_LAUNCH, 1, 0, 1, 1, 0),
    EV(TRACE_LAUNCH, 2, 0, 0, 1, 0), EV(TRACE_LAUNCH, 3, 0, 2, 1, 0),
    EV(TRACE_LAUNCH, 4, 0, 0, 1, 0),
};

START_TEST(eviction_lrm_versus_lru)
{
    const char *tr = write_trace(abc, 3, abc_acc, 3, abc_ev, 8);
    char *out = run(tr, "--capacity 4M --evict lrm");
    ck_assert_double_eq(num(out, "h2d_bytes"), 8 * M1);  /* A B C A */
    ck_assert_double_eq(num(out, "d2h_eviction_bytes"), 4 * M1); /* A, then B */
    ck_assert_double_eq(num(out, "evictions"), 2);
    ck_assert_double_eq(num(out, "thrashed_pages"), 512); /* A twice, no ITER */
    ck_assert_double_eq(num(out, "peak_resident_bytes"), 4 * M1);
    /* Each eviction: 2 MiB at 2 us per 4 KiB = 1024 us */
    ck_assert_double_eq(num(out, "evict_ns"), 2 * 1024000);
    free(out);
    out = run(tr, "--capacity 4M --evict lru");
    ck_assert_double_eq(num(out, "h2d_bytes"), 6 * M1);  /* A B C */
    ck_assert_double_eq(num(out, "d2h_eviction_bytes"), 2 * M1); /* B */
    ck_assert_double_eq(num(out, "evictions"), 1);
    ck_assert_double_eq(num(out, "thrashed_pages"), 0);
    free(out);

    /* The harness keeps 4 MiB between kernels on a 1 GiB GPU: after C (three
     * chunks) it evicts A by lrm, as the driver did; A faults back and B
     * leaves after the last kernel. The harness's prefetches to the CPU
     * are its own, not the fault service's (evict_ns stays 0). */
    out = run(tr, "--capacity 4M --evict lrm --evict-at-kernel-boundary");
    ck_assert_double_eq(num(out, "h2d_bytes"), 8 * M1);
    ck_assert_double_eq(num(out, "d2h_eviction_bytes"), 4 * M1);
    ck_assert_double_eq(num(out, "evict_ns"), 0);
    ck_assert_double_eq(num(out, "peak_resident_bytes"), 6 * M1);
    ck_assert_ptr_nonnull(strstr(out, "\"capacity_mode\":\"kernel-boundary\""));
    free(out);
}
END_TEST

/* The harness's eviction is queued behind the kernel that needs the room
 * and does not hold the host: A and B (2 MiB each, resident nowhere, so
 * their faults copy nothing) on a 2 MiB emulated GPU. cudaMallocManaged x2:
 * 2 us; A issued at 4 us runs 4..1004 us (its two fault batches, 2 x 25 us,
 * inside its 1 ms). B issued at 6 us: the harness's view holds A and B, so
 * its evictor's victim A (lrm) is prefetched to the CPU on B's stream. B
 * runs 1004..2004 us, then A's 2 MiB go back at evict_d2h_ns, 2 us per 4
 * KiB: 1024 us, to 3028 us (at prefetch_d2h_ns, the curve of a synchronized
 * prefetch to the CPU, it would end at 2516 us). */
static const struct trace_buffer two_blocks[] = { { .size = 2 * M1, .flags = 0 },
                                                  { .size = 2 * M1, .flags = 0 } };
static const struct trace_access write_each[] = { ACC(0, 0, 2 * M1, 2, 0, 0, 0),
                                                  ACC(1, 0, 2 * M1, 2, 0, 0, 0) };
static const struct trace_event a_then_b[] = {
    EV(TRACE_ALLOC, 0, 0, 0, 0, 0), EV(TRACE_ALLOC, 1, 0, 0, 0, 0),
    EV(TRACE_LAUNCH, 0, 0, 0, 1, 1000000), EV(TRACE_LAUNCH, 1, 0, 1, 1, 1000000),
};

START_TEST(harness_eviction_queued_by_hand)
{
    const char *tr = write_trace(two_blocks, 2, write_each, 2, a_then_b, 4);
    char *out = run(tr, "--capacity 2M --evict-at-kernel-boundary --evict lrm");
    ck_assert_double_eq(num(out, "time_ns"), 3028000);
    ck_assert_double_eq(num(out, "d2h_eviction_bytes"), 2 * M1);
    ck_assert_double_eq(num(out, "evictions"), 1);
    ck_assert_double_eq(num(out, "evict_ns"), 0); /* not the fault service's */
    free(out);
}
END_TEST

/* cudaMallocManaged while the harness evicts: its victims are one call each,
 * and the allocation waits for the call under way, not for the others. One
 * kernel writes A (6 MiB, resident nowhere: no transfer) on a 2 MiB emulated
 * GPU: ALLOC 1 us, LAUNCH 2 us, the kernel 3..1003 us; then two of A's
 * blocks go back one call after the other, 1024 us each (evict_d2h_ns):
 * 1003..2027 and 2027..3051 us. A 4 KiB allocation at 1200 us waits for the
 * first call to end, then costs 1 us: 1 + 827 + 1 us of allocation time
 * (1853 us, had it waited for both; 2 us, had it waited for neither). */
START_TEST(managed_malloc_waits_for_one_eviction_call)
{
    static const struct trace_buffer bufs[] = { { .size = 6 * M1, .flags = 0 },
                                                { .size = 4 * K1, .flags = 0 } };
    static const struct trace_access acc[] = { ACC(0, 0, 6 * M1, 2, 0, 0, 0) };
    static const struct trace_event ev[] = {
        EV(TRACE_ALLOC, 0, 0, 0, 0, 0),
        EV(TRACE_LAUNCH, 0, 0, 0, 1, 1000000),
        EV(TRACE_ALLOC, 1, 0, 0, 0, 1197000), /* the host at 3 + 1197 = 1200 us */
    };
    const char *tr = write_trace(bufs, 2, acc, 1, ev, 3);
    char *out = run(tr, "--capacity 2M --evict-at-kernel-boundary --evict lrm");
    ck_assert_double_eq(num(out, "evictions"), 2);
    ck_assert_double_eq(num(out, "upstream_alloc_ns"), 829000);
    ck_assert_double_eq(num(out, "time_ns"), 3051000);
    free(out);
}
END_TEST

/* ---- streams: a prefetch on another stream overlaps a kernel ------------- */

START_TEST(prefetch_overlaps_kernel)
{
    static const struct trace_buffer two[] = { { .size = 2 * M1, .flags = 1 },
                                               { .size = 2 * M1, .flags = 0 } };
    static const struct trace_access acc[] = { ACC(1, 0, 2 * M1, 2, 0, 0, 0) };
    /* Kernel of 1 ms on stream 0 (buffer 1, zero-filled: 2 batches of 25 us);
     * the program prefetches buffer 0 (128 us) on stream 1 meanwhile. */
    static const struct trace_event ev[] = {
        EV(TRACE_ALLOC, 0, 0, 0, 0, 0), EV(TRACE_ALLOC, 1, 0, 0, 0, 0),
        EV(TRACE_LAUNCH, 0, 0, 0, 1, 1000000),
        EV(TRACE_PREFETCH, 0, 1, 0, 2 * M1, 0),
        EV(TRACE_SYNC, 0, 0, 0, 0, 0),
    };
    const char *tr = write_trace(two, 2, acc, 1, ev, 5);
    char *out = run(tr, "");
    /* 2 us of allocations, launch 2 us: kernel 4 .. 4 + max(50, 1000) =
     * 1004 us; the prefetch 4 .. 260 us beside it; the SYNC ends at 1004 us. */
    ck_assert_double_eq(num(out, "time_ns"), 1004000);
    ck_assert_double_eq(num(out, "h2d_program_prefetch_bytes"), 2 * M1);
    free(out);
}
END_TEST

/* ---- the event queue: a copy issued while a kernel faults ------------------ */

/* A kernel faults a CPU-resident 4 MiB buffer in four 1 MiB windows, each
 * 20 + 5 us of fault handling then 256 us on the host-to-device engine:
 * window 1 moves 29..285 us, window 2 310..566 us. The host issues a
 * prefetch of another 2 MiB buffer on stream 1 at 304 us: in time order it
 * is the next request for the engine, so it moves 566..822 us (0.5 us per
 * 4 KiB), and the kernel's windows 3 and 4 queue behind it: 822..1078 and
 * 1103..1359 us. (Scheduling at issue time would have put the prefetch
 * after all four windows, ending at 1384 us.) Then cudaFree twice. */
START_TEST(prefetch_interleaves_with_faults)
{
    static const struct trace_buffer bufs[] = { { .size = 4 * M1, .flags = 1 },
                                                { .size = 2 * M1, .flags = 1 } };
    static const struct trace_access acc[] = { ACC(0, 0, 4 * M1, 1, 0, 0, 0) };
    static const struct trace_event ev[] = {
        EV(TRACE_ALLOC, 0, 0, 0, 0, 0),
        EV(TRACE_ALLOC, 1, 0, 0, 0, 0),
        EV(TRACE_LAUNCH, 0, 0, 0, 1, 0),
        { .op = TRACE_PREFETCH, .obj = 1, .stream = 1, .a = 0, .b = 2 * M1,
          .mode = TRACE_TO_GPU, .ns = 300000 },
        { .op = TRACE_SYNC, .mode = TRACE_SYNC_DEVICE },
        EV(TRACE_FREE, 0, 0, 0, 0, 0),
        EV(TRACE_FREE, 1, 0, 0, 0, 0),
    };
    const char *tr = write_trace(bufs, 2, acc, 1, ev, 7);
    char *out = run(tr, "");
    ck_assert_double_eq(num(out, "time_ns"), 1361000);
    ck_assert_double_eq(num(out, "h2d_program_prefetch_bytes"), 2 * M1);
    ck_assert_double_eq(num(out, "h2d_demand_bytes"), 4 * M1);
    ck_assert_double_eq(num(out, "fault_batches"), 4);
    free(out);
}
END_TEST

/* ---- the driver's thrashing detection ------------------------------------ */

/* 64 KiB bounce between the GPU (a kernel reads it) and the CPU (a HOST read
 * moves it back) eight times. Moves closer than the 500 us lapse are
 * thrashing events; at the threshold (3) the pages are flagged and later GPU
 * faults are throttled (docs/thrashing.md). With 1 ms of host work between
 * the moves nothing is flagged and nothing waits. */
static const char *bounce_trace(uint64_t host_ns)
{
    static const struct trace_buffer buf[] = { { .size = 64 * 1024, .flags = 1 } };
    static const struct trace_access acc[] = { ACC(0, 0, 64 * 1024, 1, 0, 0, 0) };
    struct trace_event ev[18];
    int n = 0;
    ev[n++] = (struct trace_event)EV(TRACE_ALLOC, 0, 0, 0, 0, 0);
    for (int i = 0; i < 8; i++) {
        ev[n++] = (struct trace_event)EV(TRACE_LAUNCH, 0, 0, 0, 1, 0);
        ev[n++] = (struct trace_event){ .op = TRACE_HOST, .obj = 0, .a = 0, .b = 64 * 1024,
                                        .mode = TRACE_READ, .ns = host_ns };
    }
    ev[n++] = (struct trace_event)EV(TRACE_FREE, 0, 0, 0, 0, 0);
    return write_trace(buf, 1, acc, 1, ev, n);
}

START_TEST(thrashing_throttles_bouncing_pages)
{
    char *close = run(bounce_trace(0), "");
    char *apart = run(bounce_trace(1000000), "");
    ck_assert_double_gt(num(close, "thrashing_throttle_ns"), 0);
    ck_assert_double_eq(num(apart, "thrashing_throttle_ns"), 0);
    /* the same pages move either way: detection delays, it moves nothing less */
    ck_assert_double_eq(num(close, "h2d_bytes"), num(apart, "h2d_bytes"));
    free(close);
    free(apart);
}
END_TEST

/* ---- costs beside the page model ----------------------------------------- */

START_TEST(zero_fill_by_hand)
{
    static const struct trace_buffer fresh[] = { { .size = 2 * M1, .flags = 0 } };
    static const struct trace_event ev[] = {
        EV(TRACE_ALLOC, 0, 0, 0, 0, 0),
        EV(TRACE_LAUNCH, 0, 0, 0, 1, 100000), /* 100 us with all data resident */
        EV(TRACE_SYNC, 0, 0, 0, 0, 0),
    };
    const char *tr = write_trace(fresh, 1, read_all, 1, ev, 3);
    char *out = run(tr, "--set 'fault_zero_ns=4K:1us 2M:512us'");
    /* ALLOC 1 us, launch 2 us: starts at 3 us. Window 1: 20 + 5 us, and its
     * 256 pages zero-filled, 256 us; window 2 the same: 3 + 2 * 281 = 565
     * us, past the 103 us its ns alone would take. */
    ck_assert_double_eq(num(out, "time_ns"), 565000);
    ck_assert_double_eq(num(out, "gpu_zero_fill_bytes"), 2 * M1);
    ck_assert_double_eq(num(out, "h2d_bytes"), 0);
    free(out);
}
END_TEST

/* A HOST event lasts max(ns, its touches): here the CPU writing 2 MiB it
 * already holds at host_write_ns, 512 us. */
/* ---- determinism, timeline, bad options ---------------------------------- */

START_TEST(deterministic_random)
{
    static const struct trace_buffer big[] = { { .size = 48 * M1, .flags = 1 } };
    static const struct trace_access acc[] = { ACC(0, 0, 48 * M1, 3, 1, 0, 0) };
    static const struct trace_event ev[] = {
        EV(TRACE_ALLOC, 0, 0, 0, 0, 0), EV(TRACE_LAUNCH, 0, 0, 0, 1, 5000000),
        EV(TRACE_ITER, 0, 0, 8, 0, 0), EV(TRACE_LAUNCH, 0, 0, 0, 1, 5000000),
        EV(TRACE_ITER, 0, 0, 8, 0, 0),
    };
    const char *tr = write_trace(big, 1, acc, 1, ev, 5);
    char *a = run(tr, "--capacity 32M --seed 3");
    char *b = run(tr, "--capacity 32M --seed 3");
    ck_assert_str_eq(a, b);
    /* Random order: 16 pieces of 64 KiB per batch, spread over the 24
     * blocks, so density moves little beyond the faulted big pages while
     * blocks are sparse; every byte still reaches the GPU at least once. */
    ck_assert_double_ge(num(a, "h2d_bytes"), 48 * M1);
    ck_assert_double_gt(num(a, "evictions"), 0);
    ck_assert_double_eq(num(a, "samples"), 16);
    char *c = run(tr, "--capacity 32M --seed 4");
    ck_assert_double_ne(num(a, "time_ns"), num(c, "time_ns")); /* another order */
    free(a);
    free(b);
    free(c);

    const char *tl = test_tmp(".csv");
    char opts[512];
    snprintf(opts, sizeof opts, "--capacity 32M --timeline %s", tl);
    a = run(tr, opts);
    FILE *f = fopen(tl, "r");
    ck_assert_ptr_nonnull(f);
    char line[512];
    ck_assert_ptr_nonnull(fgets(line, sizeof line, f));
    ck_assert_str_eq(line, "policy,time_ns,resident_bytes,allocated_bytes,reserved_bytes,"
                           "transfers_in_flight,faults,h2d_demand_bytes,h2d_density_bytes,"
                           "h2d_prefetch_bytes,d2h_eviction_bytes,d2h_cpu_fault_bytes,"
                           "d2h_prefetch_bytes,kernels,frag_reserved,frag_free\n");
    int rows = 0;
    uint64_t last_time = 0, col[14] = { 0 };
    while (fgets(line, sizeof line, f)) {
        rows++;
        char *q = strchr(line, ',') + 1; /* past the policy name */
        for (int i = 1; i < 14; i++, q = strchr(q, ',') + 1) {
            col[i] = strtoull(q, NULL, 10);
            if (i == 13)
                break;
        }
        ck_assert_uint_le(col[2], 32 * M1);   /* resident within the capacity */
        ck_assert_uint_ge(col[1], last_time); /* rows in time order */
        ck_assert_uint_eq(col[13], rows - 1); /* the ALLOC's row, then one per kernel */
        last_time = col[1];
    }
    fclose(f);
    ck_assert_int_eq(rows, 3); /* the ALLOC, then one per kernel */
    /* the last row's totals are the run's */
    ck_assert_double_eq(col[6], num(a, "faults"));
    ck_assert_double_eq(col[7], num(a, "h2d_demand_bytes"));
    ck_assert_double_eq(col[8], num(a, "h2d_density_bytes"));
    ck_assert_double_eq(col[10], num(a, "d2h_eviction_bytes"));
    free(a);
}
END_TEST

START_TEST(bad_options)
{
    const char *tr = write_trace(one_block, 1, read_all, 1, one_kernel, 3);
    const char *prof = uvm_profile();
    static const struct {
        const char *opts, *msg;
    } bad[] = {
        { "--prefetch nosuch", "simrun: --prefetch" },
        { "--evict nosuch", "simrun: --evict" },
        { "--fault-prefetch density:threshold=101", "simrun: --fault-prefetch" },
        { "--fault-prefetch dense", "simrun: --fault-prefetch" },
        { "--memory floppy", "simrun: --memory" },
        { "--capacity 1M", "simrun: --capacity" },
        { "--capacity 2G --evict-at-kernel-boundary", "simrun: --evict-at-kernel-boundary" },
        { "--memory device --evict-at-kernel-boundary", "simrun: --evict-at-kernel-boundary" },
        { "--set fault_h2d_ns=4K", "simrun: --set" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char *out;
        int rc = test_run(&out, SIMRUN " --gpu %s --policy cuda %s %s", prof, bad[i].opts, tr);
        ck_assert_msg(rc == 2, "%s: exit %d", bad[i].opts, rc);
        ck_assert_msg(strstr(out, bad[i].msg) != NULL, "%s: %s", bad[i].opts, out);
        free(out);
    }
    char *out;
    ck_assert_int_eq(test_run(&out, SIMRUN " --list"), 0);
    ck_assert_ptr_nonnull(strstr(out, "lookahead"));
    ck_assert_ptr_nonnull(strstr(out, "lrm"));
    ck_assert_ptr_nonnull(strstr(out, "fault_h2d_ns"));
    free(out);
}
END_TEST

Suite *uvm_suite(void);
Suite *uvm_suite(void)
{
    Suite *s = suite_create("uvm");
    TCase *tc = tcase_create("uvm");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, single_block_by_hand);
    tcase_add_test(tc, windows_span_accesses);
    tcase_add_test(tc, one_byte_rows_take_a_chunk);
    tcase_add_test(tc, density_published_sequence);
    tcase_add_test(tc, harness_eviction_queued_by_hand);
    tcase_add_test(tc, managed_malloc_waits_for_one_eviction_call);
    tcase_add_test(tc, sparse_bytes_by_hand);
    tcase_add_test(tc, prefetch_stays_in_block);
    tcase_add_test(tc, eviction_lrm_versus_lru);
    tcase_add_test(tc, prefetch_overlaps_kernel);
    tcase_add_test(tc, deterministic_random);
    tcase_add_test(tc, prefetch_interleaves_with_faults);
    tcase_add_test(tc, zero_fill_by_hand);
    tcase_add_test(tc, thrashing_throttles_bouncing_pages);
    tcase_add_test(tc, bad_options);
    suite_add_tcase(s, tc);
    return s;
}
