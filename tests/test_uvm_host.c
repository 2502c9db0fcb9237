/* test_uvm_host.c: suite `uvm_host`: the CPU's side of the Unified Memory
 * engine of simrun and the host's calls, end to end (model_um.c's host
 * touches, populate and advice; sim_replay.c's and sim_upstream.c's calls):
 * CPU faults and read-mostly duplicates, the first touch, packed
 * allocations, prefetch calls in the caller or deferred, cudaMallocManaged
 * while a kernel faults, the costs of frees and copies. Every expected
 * figure is computed by hand from the test profile of uvm_fixture.h; the
 * arithmetic is in the comments beside each assertion. */
#include <check.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "trace.h"
#include "uvm_fixture.h"

/* ---- cudaMallocManaged while a kernel faults ----------------------------- */

static const struct trace_buffer block_and_small[] = { { .size = 2 * M1, .flags = 1 },
                                                       { .size = 4 * K1, .flags = 0 } };
static const struct trace_event alloc_while_faulting[] = {
    EV(TRACE_ALLOC, 0, 0, 0, 0, 0),
    EV(TRACE_LAUNCH, 0, 0, 0, 1, 1000000),
    EV(TRACE_ALLOC, 1, 0, 0, 0, 100000), /* 100 us of host work first */
    EV(TRACE_FREE, 1, 0, 0, 0, 0),
    EV(TRACE_FREE, 0, 0, 0, 0, 0),
};

START_TEST(managed_malloc_waits_for_the_fault_batch)
{
    const char *tr = write_trace(block_and_small, 2, read_all, 1, alloc_while_faulting, 5);
    char *out = run(tr, "");
    /* As single_block_by_hand: the kernel starts at 3 us and services its
     * first batch over 3..284 us, its second over 284..565 us, and ends at
     * 1003 us. The second ALLOC comes at 3 + 100 = 103 us, inside the first
     * batch: cudaMallocManaged does not wait for the kernel, only for that
     * batch (its mmap wants the lock the batch holds), until 284 us, then
     * costs its 1 us: 285 us. Upstream alloc time: 1 + (284 - 103) + 1 =
     * 183 us. The FREEs wait for the kernel (cudaFree synchronizes) and cost
     * 1 us each: 1005 us. Synchronizing at the ALLOC, as the model did
     * before, would give 1006 us and 2 us of alloc time. */
    ck_assert_double_eq(num(out, "upstream_alloc_ns"), 183000);
    ck_assert_double_eq(num(out, "time_ns"), 1005000);
    ck_assert_double_eq(num(out, "fault_batches"), 2);
    free(out);
}
END_TEST

/* Prefetch calls (docs/simrun.md): the worker takes a deferred call up 100
 * us after its stream reaches it; a call's walk of its range costs 3 us, a
 * call in the caller 40 us for 2 MiB. */
#define PF_SET "--set prefetch_defer_ns=100us --set 'prefetch_call_ns=4K:1us 2M:40us' " \
               "--set 'prefetch_host_ns=4K:3us 2M:3us'"

/* cudaMallocManaged while the driver's worker migrates a deferred prefetch:
 * the migration call holds the mmap lock the allocation's mmap wants. */
START_TEST(managed_malloc_waits_for_the_worker_migration)
{
    static const struct trace_event ev[] = {
        EV(TRACE_ALLOC, 0, 0, 0, 0, 0),
        EV(TRACE_LAUNCH, 0, 0, 0, 0, 1000000),
        EV(TRACE_PREFETCH, 0, 0, 0, 2 * M1, 0),
        EV(TRACE_ALLOC, 1, 0, 0, 0, 0), /* its host time set below */
        EV(TRACE_SYNC, 0, 0, 0, 0, 0),
    };
    /* ALLOC 1 us, LAUNCH 2 us: the kernel runs 3 .. 1003 us. The prefetch
     * finds stream 0 busy: deferred, 3 us of host. The worker makes its
     * call at 1003 + 100 us = 1103 us, walks 3 us and moves the CPU-written
     * 2 MiB in 256 us: the call holds the lock over 1103 .. 1362 us. The
     * second ALLOC comes at 6 us plus its host time. */
    static const struct { uint64_t at_ns, upstream_ns, end_ns; } when[] = {
        { 1050000, 2000, 1362000 },    /* before the call: 1 + 1 us */
        { 1200000, 164000, 1363000 },  /* during it: 1 + (1362 - 1200) + 1 us; ends 1363 */
        { 1400000, 2000, 1401000 },    /* after it: 1 + 1 us; the host ends at 1401 */
    };
    for (size_t i = 0; i < sizeof when / sizeof when[0]; i++) {
        struct trace_event e[5];
        memcpy(e, ev, sizeof e);
        e[3].ns = when[i].at_ns - 6000;
        const char *tr = write_trace(block_and_small, 2, NULL, 0, e, 5);
        char *out = run(tr, PF_SET);
        ck_assert_double_eq(num(out, "upstream_alloc_ns"), when[i].upstream_ns);
        ck_assert_double_eq(num(out, "time_ns"), when[i].end_ns);
        free(out);
    }
}
END_TEST

/* ---- host accesses and advice ------------------------------------------ */

START_TEST(host_faults_and_read_mostly)
{
    static const struct trace_buffer buf[] = { { .size = 2 * M1, .flags = 0 } };
    static const struct trace_access w[] = { ACC(0, 0, 2 * M1, 2, 0, 0, 0),
                                             ACC(0, 0, 2 * M1, 1, 0, 0, 0) };
    /* A kernel writes the buffer (first touch on the GPU: zero-filled, no
     * transfer), then the CPU reads its first 1 MiB: 1 MiB back at 4 us per
     * 4 KiB = 1024 us. */
    static const struct trace_event ev[] = {
        EV(TRACE_ALLOC, 0, 0, 0, 0, 0),
        EV(TRACE_LAUNCH, 0, 0, 0, 1, 0),
        EV(TRACE_HOST, 0, 0, 0, M1, 0),
    };
    struct trace_event e2[3];
    memcpy(e2, ev, sizeof e2);
    e2[2].mode = TRACE_READ;
    const char *tr = write_trace(buf, 1, w, 2, e2, 3);
    char *out = run(tr, "");
    ck_assert_double_eq(num(out, "h2d_bytes"), 0);
    ck_assert_double_eq(num(out, "faults"), 512);
    ck_assert_double_eq(num(out, "d2h_cpu_fault_bytes"), M1);
    ck_assert_double_eq(num(out, "cpu_fault_ns"), 1024000);
    /* 1 + 2 us, two batches of 20 + 5 us (nothing to copy): 53 us; the
     * host waits for the kernel, then 1024 us of CPU faults: 1077 us. */
    ck_assert_double_eq(num(out, "time_ns"), 1077000);
    free(out);

    /* CPU faults are widened and prefetched like a GPU's (the driver's
     * uvm_va_block_service_locked asks the density prefetch for the
     * faulting processor): reading 4 KiB brings its 64 KiB big page back,
     * 16 us per 4 KiB; reading 64 KiB blocks 0, 1, 2 and 4 in turn brings
     * 64K, 64K, 128K, 256K, as the published sequence does to the GPU
     * (density_published_sequence): 512 KiB. */
    e2[2].b = 4 * K1;
    tr = write_trace(buf, 1, w, 2, e2, 3);
    out = run(tr, "");
    ck_assert_double_eq(num(out, "d2h_cpu_fault_bytes"), 64 * K1);
    ck_assert_double_eq(num(out, "cpu_fault_ns"), 64000);
    free(out);
    struct trace_event seq[6] = { ev[0], ev[1], ev[2], ev[2], ev[2], ev[2] };
    for (int i = 0; i < 4; i++) {
        seq[2 + i].mode = TRACE_READ;
        seq[2 + i].a = (i == 3 ? 4 : (uint64_t)i) * 64 * K1;
        seq[2 + i].b = 64 * K1;
    }
    tr = write_trace(buf, 1, w, 2, seq, 6);
    out = run(tr, "");
    ck_assert_double_eq(num(out, "d2h_cpu_fault_bytes"), 512 * K1);
    free(out);
    out = run(tr, "--fault-prefetch off"); /* only the touched pages */
    ck_assert_double_eq(num(out, "d2h_cpu_fault_bytes"), 256 * K1);
    free(out);

    /* Read-mostly: the CPU's read duplicates the pages, so a second kernel
     * reading them faults nothing and nothing moves back to the GPU. */
    static const struct trace_event rm[] = {
        EV(TRACE_ALLOC, 0, 0, 0, 0, 0),
        EV(TRACE_ADVISE, 0, 0, 0, 2 * M1, 0),
        EV(TRACE_LAUNCH, 0, 0, 0, 1, 0),
        EV(TRACE_HOST, 0, 0, 0, M1, 0),
        EV(TRACE_LAUNCH, 1, 0, 1, 1, 0),
    };
    struct trace_event r2[5];
    memcpy(r2, rm, sizeof r2);
    r2[1].mode = TRACE_ADVISE_READ_MOSTLY;
    r2[3].mode = TRACE_READ;
    tr = write_trace(buf, 1, w, 2, r2, 5);
    out = run(tr, "");
    ck_assert_double_eq(num(out, "faults"), 512);
    ck_assert_double_eq(num(out, "d2h_cpu_fault_bytes"), M1);
    ck_assert_double_eq(num(out, "h2d_bytes"), 0);
    free(out);
    /* Without the advice the CPU read takes the pages: the second kernel
     * faults 256 pages back, 1 MiB. */
    r2[1].mode = TRACE_ADVISE_UNSET;
    tr = write_trace(buf, 1, w, 2, r2, 5);
    out = run(tr, "");
    ck_assert_double_eq(num(out, "faults"), 768);
    ck_assert_double_eq(num(out, "h2d_bytes"), M1);
    free(out);

    /* Accessed-by the GPU on CPU-resident data: mapped remotely, nothing
     * migrates; 2 MiB at 1 us per 4 KiB = 512 us of remote access. */
    static const struct trace_buffer hb[] = { { .size = 2 * M1, .flags = 1 } };
    struct trace_event ab[] = {
        EV(TRACE_ALLOC, 0, 0, 0, 0, 0),
        EV(TRACE_ADVISE, 0, 0, 0, 2 * M1, 0),
        EV(TRACE_LAUNCH, 0, 0, 1, 1, 0),
    };
    ab[1].mode = TRACE_ADVISE_ACCESSED_BY_GPU;
    tr = write_trace(hb, 1, w, 2, ab, 3);
    out = run(tr, "");
    ck_assert_double_eq(num(out, "faults"), 0);
    ck_assert_double_eq(num(out, "h2d_bytes"), 0);
    ck_assert_double_eq(num(out, "remote_bytes"), 2 * M1);
    ck_assert_double_eq(num(out, "time_ns"), 3000 + 2 * 256000);
    free(out);
}
END_TEST

/* ---- small allocations share the driver's 2 MiB blocks ------------------- */

START_TEST(packed_allocations_share_pages)
{
    /* cudaMallocManaged packs allocations under 2 MiB into shared 2 MiB
     * blocks (sim_cuda_blocks.h): b0 gets pages 0-7 of a block, b1, host-
     * initialized, pages 8-15 of the same 64 KiB big page. A kernel writes
     * b0 (first touch: zero-filled on the GPU, no transfer); the density
     * prefetch widens the fault to the big page, whose other valid pages
     * (b1's, on the CPU) come along: 32 KiB to the GPU. The CPU then
     * writes b1: its pages fault back, widened to the big page again, which
     * brings b0's pages too: 64 KiB at 4 us per 4 KiB = 64 us. Alone in
     * their blocks (2 MiB each) nothing crosses the link either way. */
    static const struct trace_buffer small[] = { { .size = 32 * K1, .flags = 0 },
                                                 { .size = 32 * K1, .flags = 1 } };
    static const struct trace_buffer large[] = { { .size = 2 * M1, .flags = 0 },
                                                 { .size = 2 * M1, .flags = 1 } };
    static const struct trace_access w[] = { ACC(0, 0, 32 * K1, 2, 0, 0, 0) };
    struct trace_event ev[] = {
        EV(TRACE_ALLOC, 0, 0, 0, 0, 0), EV(TRACE_ALLOC, 1, 0, 0, 0, 0),
        EV(TRACE_LAUNCH, 0, 0, 0, 1, 0), EV(TRACE_HOST, 1, 0, 0, 32 * K1, 0),
        EV(TRACE_FREE, 0, 0, 0, 0, 0), EV(TRACE_FREE, 1, 0, 0, 0, 0),
    };
    ev[3].mode = TRACE_WRITE;
    const char *tr = write_trace(small, 2, w, 1, ev, 6);
    char *out = run(tr, "");
    ck_assert_double_eq(num(out, "h2d_bytes"), 32 * K1);
    ck_assert_double_eq(num(out, "d2h_cpu_fault_bytes"), 64 * K1);
    ck_assert_double_eq(num(out, "cpu_fault_ns"), 64000);
    free(out);
    tr = write_trace(large, 2, w, 1, ev, 6);
    out = run(tr, "");
    ck_assert_double_eq(num(out, "h2d_bytes"), 0);
    ck_assert_double_eq(num(out, "d2h_bytes"), 0);
    free(out);
}
END_TEST

/* ---- the CPU's first touch pays a block's part once ---------------------- */

START_TEST(populate_pays_each_block_once)
{
    /* host_populate_ns 64K:300us 2M:1000us: a fresh block's first touch
     * costs the curve at its bytes, a later touch of the same block the
     * curve's increment (umprobe item 7: 64 KiB then the rest cost what the
     * whole block costs at once). One 2 MiB buffer written whole, or 64 KiB
     * then the rest: 300 + 700 us; two 1 MiB host-initialized buffers, which
     * cudaMallocManaged packs into one block: c(1M) = 300 + 700 * 960/1984 us
     * = 638.710 us, then 1000 - 638.710 us. Before, each piece paid the curve
     * at its own bytes (the second 1 MiB 638.710 us again). */
    const char *curve = "--set 'host_populate_ns=64K:300us 2M:1000us'";
    static const struct trace_buffer one[] = { { .size = 2 * M1, .flags = 0 } };
    static const struct trace_event whole[] = {
        EV(TRACE_ALLOC, 0, 0, 0, 0, 0),
        { .op = TRACE_HOST, .obj = 0, .a = 0, .b = 2 * M1, .mode = TRACE_WRITE },
        EV(TRACE_FREE, 0, 0, 0, 0, 0),
    };
    static const struct trace_event pieces[] = {
        EV(TRACE_ALLOC, 0, 0, 0, 0, 0),
        { .op = TRACE_HOST, .obj = 0, .a = 0, .b = 64 * K1, .mode = TRACE_WRITE },
        { .op = TRACE_HOST, .obj = 0, .a = 64 * K1, .b = 2 * M1 - 64 * K1, .mode = TRACE_WRITE },
        EV(TRACE_FREE, 0, 0, 0, 0, 0),
    };
    const char *tr = write_trace(one, 1, read_all, 1, whole, 3);
    char *out = run(tr, curve);
    ck_assert_double_eq(num(out, "host_populate_ns"), 1000000);
    free(out);
    tr = write_trace(one, 1, read_all, 1, pieces, 4);
    out = run(tr, curve);
    ck_assert_double_eq(num(out, "host_populate_ns"), 1000000);
    free(out);

    static const struct trace_buffer two[] = { { .size = M1, .flags = 1 },
                                               { .size = M1, .flags = 1 } };
    static const struct trace_event packed[] = {
        EV(TRACE_ALLOC, 0, 0, 0, 0, 0), EV(TRACE_ALLOC, 1, 0, 0, 0, 0),
        EV(TRACE_FREE, 0, 0, 0, 0, 0), EV(TRACE_FREE, 1, 0, 0, 0, 0),
    };
    static const struct trace_access half[] = { ACC(0, 0, M1, 1, 0, 0, 0) }; /* unused */
    tr = write_trace(two, 2, half, 1, packed, 4);
    out = run(tr, curve);
    ck_assert_double_eq(num(out, "host_populate_ns"), 1000000);
    free(out);

    /* 2 MiB and 4 KiB host-initialized: a whole fresh block and the first
     * page of another, which pays its block's part, the curve's floor
     * below its first point: 1000 + 300 us (popprobe2 on an H100: 985 us,
     * then 377 us more for the 4 KiB). The curve at the touch's 2 MiB + 4
     * KiB gave 1000.7 us. */
    static const struct trace_buffer past[] = { { .size = 2 * M1 + 4 * K1, .flags = 1 } };
    static const struct trace_event alloc_free[] = {
        EV(TRACE_ALLOC, 0, 0, 0, 0, 0),
        EV(TRACE_FREE, 0, 0, 0, 0, 0),
    };
    tr = write_trace(past, 1, half, 1, alloc_free, 2);
    out = run(tr, curve);
    ck_assert_double_eq(num(out, "host_populate_ns"), 1300000);
    free(out);
}
END_TEST

/* ---- a prefetch runs in the caller on an idle stream, deferred otherwise ---- */

START_TEST(prefetch_in_caller_or_deferred_by_hand)
{
    static const struct trace_buffer three[] = { { .size = 2 * M1, .flags = 1 },
                                                 { .size = 2 * M1, .flags = 1 },
                                                 { .size = 2 * M1, .flags = 1 } };
    /* Three CPU-resident buffers; a 1 ms kernel touching nothing on stream
     * 0, then buffers 0 and 1 prefetched on stream 0 behind it; after a
     * SYNC, buffer 2 prefetched on the idle stream. */
    static const struct trace_event ev[] = {
        EV(TRACE_ALLOC, 0, 0, 0, 0, 0), EV(TRACE_ALLOC, 1, 0, 0, 0, 0),
        EV(TRACE_ALLOC, 2, 0, 0, 0, 0),
        EV(TRACE_LAUNCH, 0, 0, 0, 0, 1000000),
        EV(TRACE_PREFETCH, 0, 0, 0, 2 * M1, 0), EV(TRACE_PREFETCH, 1, 0, 0, 2 * M1, 0),
        EV(TRACE_SYNC, 0, 0, 0, 0, 0),
        EV(TRACE_PREFETCH, 2, 0, 0, 2 * M1, 0),
        EV(TRACE_SYNC, 0, 0, 0, 0, 0),
    };
    const char *tr = write_trace(three, 3, NULL, 0, ev, 9);
    char *out = run(tr, PF_SET);
    /* Allocations 3 us, launch 2 us: the kernel runs 5 .. 1005 us. Both
     * prefetches find stream 0 busy: deferred, 3 us of host each. The
     * first starts when the kernel ends, 100 us later, walks 3 us and moves
     * 2 MiB in 256 us: 1005 + 103 + 256 = 1364 us. The second follows it
     * at once (the worker is still at it: the per-call curve holds its
     * walk) and moves 2 MiB: 1620 us (with a walk of its own, 1623). The
     * SYNC ends there. Buffer 2's prefetch finds the stream idle: it runs
     * in the caller, the copy 1620 .. 1876 us, the host spending
     * prefetch_call_ns(2 MiB) = 40 us meanwhile. */
    ck_assert_double_eq(num(out, "time_ns"), 1876000);
    ck_assert_double_eq(num(out, "prefetch_host_ns"), 3000 + 3000 + 40000);
    ck_assert_double_eq(num(out, "h2d_program_prefetch_bytes"), 6 * M1);
    free(out);

    /* The same with room for one deferred call in the driver's queue: the
     * second prefetch (host at 8 us) blocks until the worker takes up the
     * first, at 1005 + 100 us, then is queued behind it (3 us). The device's
     * times are as before; the host spent 1097 us more in the call. */
    out = run(tr, PF_SET " --set prefetch_queue=1");
    ck_assert_double_eq(num(out, "time_ns"), 1876000);
    ck_assert_double_eq(num(out, "prefetch_host_ns"), 3000 + 1097000 + 3000 + 40000);
    free(out);

    /* To the CPU: a deferred prefetch does not block the host. Buffer 0
     * goes to the GPU in the caller (copy 1 .. 257 us, host 1 + 40 us), a
     * 1 ms kernel on stream 0 waits for the copy (issued at 41 us, runs
     * 257 .. 1257 us), buffer 0 goes back on stream 0 (busy: deferred, 3
     * us of host), and a 100 us kernel on stream 1 is issued at 46 us.
     * The engine runs it after the first kernel, 1257 .. 1357 us; the copy
     * back starts at 1257 + 100 + 3 us and takes 512 us: 1872 us. Had the
     * host waited for the copy, the second kernel would end at 1974 us. */
    static const struct trace_event back[] = {
        EV(TRACE_ALLOC, 0, 0, 0, 0, 0),
        EV(TRACE_PREFETCH, 0, 0, 0, 2 * M1, 0),
        EV(TRACE_LAUNCH, 0, 0, 0, 0, 1000000),
        { .op = TRACE_PREFETCH, .obj = 0, .stream = 0, .a = 0, .b = 2 * M1,
          .mode = TRACE_TO_CPU },
        EV(TRACE_LAUNCH, 0, 1, 0, 0, 100000),
        { .op = TRACE_SYNC, .mode = TRACE_SYNC_DEVICE },
    };
    tr = write_trace(three, 1, NULL, 0, back, 6);
    out = run(tr, PF_SET);
    ck_assert_double_eq(num(out, "time_ns"), 1872000);
    ck_assert_double_eq(num(out, "d2h_program_prefetch_bytes"), 2 * M1);
    free(out);

    /* Memory never touched: the driver populates it on the GPU, and the
     * call waits. ALLOC 1 us; the prefetch on the idle stream walks 3 us
     * and populates 2 MiB in 50 us: host 54 us, stream 51 us, nothing
     * copied; LAUNCH 2 us, the kernel 56 .. 156 us without a fault. (Not
     * charged, the kernel would run 6 .. 106 us.) */
    static const struct trace_buffer fresh[] = { { .size = 2 * M1, .flags = 0 } };
    static const struct trace_event pf_fresh[] = {
        EV(TRACE_ALLOC, 0, 0, 0, 0, 0), EV(TRACE_PREFETCH, 0, 0, 0, 2 * M1, 0),
        EV(TRACE_LAUNCH, 0, 0, 0, 1, 100000), EV(TRACE_SYNC, 0, 0, 0, 0, 0),
    };
    tr = write_trace(fresh, 1, read_all, 1, pf_fresh, 4);
    out = run(tr, PF_SET " --set 'prefetch_zero_ns=4K:50us 2M:50us'");
    ck_assert_double_eq(num(out, "time_ns"), 156000);
    ck_assert_double_eq(num(out, "prefetch_host_ns"), 53000);
    ck_assert_double_eq(num(out, "h2d_program_prefetch_bytes"), 0);
    ck_assert_double_eq(num(out, "faults"), 0);
    free(out);
}
END_TEST

/* Deferred calls in a row: the driver's worker populates pages resident
 * nowhere at its own rate in every call after the first, and walks the
 * range of a call that moves nothing (docs/measurements.md section 22). */
START_TEST(chained_deferred_calls_populate_and_walk)
{
    static const struct trace_buffer fresh[] = { { .size = 2 * M1, .flags = 0 },
                                                 { .size = 2 * M1, .flags = 0 },
                                                 { .size = 2 * M1, .flags = 0 } };
    static const struct trace_event ev[] = {
        EV(TRACE_ALLOC, 0, 0, 0, 0, 0), EV(TRACE_ALLOC, 1, 0, 0, 0, 0),
        EV(TRACE_ALLOC, 2, 0, 0, 0, 0),
        EV(TRACE_LAUNCH, 0, 0, 0, 0, 1000000),
        EV(TRACE_PREFETCH, 0, 0, 0, 2 * M1, 0), EV(TRACE_PREFETCH, 1, 0, 0, 2 * M1, 0),
        EV(TRACE_PREFETCH, 2, 0, 0, 2 * M1, 0),
        EV(TRACE_SYNC, 0, 0, 0, 0, 0),
        EV(TRACE_LAUNCH, 0, 0, 0, 0, 1000000),
        EV(TRACE_PREFETCH, 0, 0, 0, 2 * M1, 0), EV(TRACE_PREFETCH, 1, 0, 0, 2 * M1, 0),
        EV(TRACE_PREFETCH, 2, 0, 0, 2 * M1, 0),
        EV(TRACE_SYNC, 0, 0, 0, 0, 0),
    };
    const char *tr = write_trace(fresh, 3, NULL, 0, ev, 13);
    char *out = run(tr, PF_SET " --set 'prefetch_zero_ns=4K:20us 2M:20us'"
                           " --set 'prefetch_zero_defer_ns=4K:50us 2M:50us'");
    /* Allocations 3 us, launch 2 us: the kernel runs 5 .. 1005 us; the
     * three prefetches are deferred. The worker takes up the first 100 us
     * after the kernel, walks 3 us and populates 2 MiB in 20 us (1128 us);
     * the next two follow at once, 50 us each (1228 us), where the SYNC
     * ends. The second kernel runs 1230 .. 2230 us; the same prefetches,
     * nothing left to populate: the first 100 + 3 us after it, the next two
     * 3 us each, walking their ranges: 2339 us. (Populated at the caller's
     * rate, the first round would end at 1168 us; without their walks the
     * last two would add nothing.) */
    ck_assert_double_eq(num(out, "time_ns"), 2339000);
    ck_assert_double_eq(num(out, "h2d_program_prefetch_bytes"), 0);
    free(out);
}
END_TEST

/* One driver worker for the process: deferred calls on two streams take
 * turns (docs/measurements.md section 25). */
START_TEST(deferred_calls_on_two_streams_share_the_worker)
{
    static const struct trace_buffer two[] = { { .size = 2 * M1, .flags = 1 },
                                               { .size = 2 * M1, .flags = 1 } };
    /* Buffer 1 goes to the GPU first; a 1 ms kernel on stream 0, which
     * stream 1 waits for; then stream 0 prefetches buffer 0 to the GPU and
     * stream 1 buffer 1 back to the CPU, both deferred. */
    static const struct trace_event ev[] = {
        EV(TRACE_ALLOC, 0, 0, 0, 0, 0),
        EV(TRACE_ALLOC, 1, 0, 0, 0, 0),
        EV(TRACE_PREFETCH, 1, 1, 0, 2 * M1, 0),
        { .op = TRACE_SYNC, .mode = TRACE_SYNC_DEVICE },
        EV(TRACE_LAUNCH, 0, 0, 0, 0, 1000000),
        EV(TRACE_RECORD, 0, 0, 0, 0, 0),
        EV(TRACE_WAIT, 0, 1, 0, 0, 0),
        EV(TRACE_PREFETCH, 0, 0, 0, 2 * M1, 0),
        { .op = TRACE_PREFETCH, .obj = 1, .stream = 1, .a = 0, .b = 2 * M1,
          .mode = TRACE_TO_CPU },
        { .op = TRACE_SYNC, .mode = TRACE_SYNC_DEVICE },
    };
    const char *tr = write_trace(two, 2, NULL, 0, ev, 10);
    char *out = run(tr, PF_SET);
    /* ALLOCs 2 us; buffer 1's prefetch on the idle stream 1 runs in the
     * caller (40 us of host), its copy 2 .. 258 us; the SYNC waits for it;
     * LAUNCH 2 us: the kernel runs 260 .. 1260 us. Both prefetches are
     * deferred (3 us of host each) and both streams reach them at 1260 us.
     * The worker takes up stream 0's at 1260 + 100 us, walks 3 us and
     * starts its 256 us copy (to 1619 us); the call returns after what it
     * would cost a caller, 40 us, at 1400 us. Only then does the worker
     * take up stream 1's: a walk of 3 us and 512 us to the CPU, 1403 ..
     * 1915 us. With a worker per stream it would end at 1360 + 3 + 512 =
     * 1875 us; held through stream 0's copy, at 1619 + 3 + 512 = 2134. */
    ck_assert_double_eq(num(out, "time_ns"), 1915000);
    ck_assert_double_eq(num(out, "prefetch_host_ns"), 40000 + 3000 + 3000);
    ck_assert_double_eq(num(out, "d2h_program_prefetch_bytes"), 2 * M1);
    free(out);
}
END_TEST

START_TEST(populate_free_and_memcpy_costs)
{
    const char *tr = write_trace(one_block, 1, read_all, 1, one_kernel, 3);
    /* The CPU's first touch of the host-initialized 2 MiB at 1 us per 4 KiB:
     * 512 us more than single_block_by_hand's 1004 us. */
    char *out = run(tr, "--set 'host_populate_ns=4K:1us 2M:512us'");
    ck_assert_double_eq(num(out, "time_ns"), 1004000 + 512000);
    ck_assert_double_eq(num(out, "host_populate_ns"), 512000);
    free(out);
    /* cudaFree of the 2 MiB still on the GPU: 100 us more. */
    out = run(tr, "--set 'managed_free_resident_ns=4K:1us 2M:100us'");
    ck_assert_double_eq(num(out, "time_ns"), 1004000 + 100000);
    ck_assert_double_eq(num(out, "upstream_free_ns"), 1000 + 100000);
    free(out);

    /* Device memory: the CPU reads 1 MiB of it through cudaMemcpy (device to
     * host at 1 us per 4 KiB) and writes 2 MiB (host to device, 2 us per 4
     * KiB): cudaMalloc 10 us, 256 + 1024 us of copies, cudaFree 5 us. */
    static const struct trace_event host[] = {
        EV(TRACE_ALLOC, 0, 0, 0, 0, 0),
        { .op = TRACE_HOST, .obj = 0, .a = 0, .b = M1, .mode = TRACE_READ },
        { .op = TRACE_HOST, .obj = 0, .a = 0, .b = 2 * M1, .mode = TRACE_WRITE },
        EV(TRACE_FREE, 0, 0, 0, 0, 0),
    };
    tr = write_trace(one_block, 1, read_all, 1, host, 4);
    out = run(tr, "--memory device --set 'memcpy_d2h_ns=4K:1us 2M:512us'"
                  " --set 'memcpy_h2d_ns=4K:2us 2M:1024us'");
    ck_assert_double_eq(num(out, "time_ns"), 10000 + 256000 + 1024000 + 5000);
    ck_assert_double_eq(num(out, "host_memcpy_ns"), 256000 + 1024000);
    free(out);
}
END_TEST

/* Device memory: each HOST write has the CPU write the program's host copy
 * from its start, then copy it. Bytes beyond those earlier HOST events
 * touched are out of the CPU's caches (host_write_cold_ns, 3 us per 4 KiB),
 * the rest in them (host_write_ns, 1 us per 4 KiB): 1 MiB all cold (768
 * us), then 2 MiB half and half (256 + 1536 - 768 us), then 2 MiB warm (512
 * us); cudaMalloc 10 us, cudaFree 5 us, the copies free here. */
START_TEST(host_copy_cold_beyond_what_was_written)
{
    static const struct trace_event host[] = {
        EV(TRACE_ALLOC, 0, 0, 0, 0, 0),
        { .op = TRACE_HOST, .obj = 0, .a = 0, .b = M1, .mode = TRACE_WRITE },
        { .op = TRACE_HOST, .obj = 0, .a = 0, .b = 2 * M1, .mode = TRACE_WRITE },
        { .op = TRACE_HOST, .obj = 0, .a = 0, .b = 2 * M1, .mode = TRACE_WRITE },
        EV(TRACE_FREE, 0, 0, 0, 0, 0),
    };
    const char *tr = write_trace(one_block, 1, read_all, 1, host, 5);
    const char *set = "--memory device --set 'host_write_ns=4K:1us 2M:512us'"
                      " --set 'host_write_cold_ns=4K:3us 2M:1536us'";
    char *out = run(tr, set);
    ck_assert_double_eq(num(out, "time_ns"), 10000 + 768000 + 1024000 + 512000 + 5000);
    free(out);
    /* a read copies the device's bytes into the host copy first: the 1 MiB
     * write after it finds them in the caches */
    static const struct trace_event read_first[] = {
        EV(TRACE_ALLOC, 0, 0, 0, 0, 0),
        { .op = TRACE_HOST, .obj = 0, .a = 0, .b = M1, .mode = TRACE_READ },
        { .op = TRACE_HOST, .obj = 0, .a = 0, .b = M1, .mode = TRACE_WRITE },
        EV(TRACE_FREE, 0, 0, 0, 0, 0),
    };
    tr = write_trace(one_block, 1, read_all, 1, read_first, 4);
    out = run(tr, set);
    ck_assert_double_eq(num(out, "time_ns"), 10000 + 256000 + 5000);
    free(out);
}
END_TEST

/* A kernel's first touch of memory resident nowhere: the driver zero-fills
 * the pages on the GPU (fault_zero_ns), nothing crosses the link; and a
 * kernel whose faults outlast its ns ends when they are served. */

START_TEST(host_touch_floor_by_hand)
{
    static const struct trace_event ev[] = {
        EV(TRACE_ALLOC, 0, 0, 0, 0, 0),
        { .op = TRACE_HOST, .obj = 0, .a = 0, .b = 2 * M1, .mode = TRACE_WRITE, .ns = 100000 },
        { .op = TRACE_HOST, .obj = 0, .a = 0, .b = 2 * M1, .mode = TRACE_WRITE, .ns = 900000 },
    };
    const char *tr = write_trace(one_block, 1, read_all, 1, ev, 3);
    char *out = run(tr, "--set 'host_write_ns=4K:1us 2M:512us'");
    /* ALLOC 1 us (the host-initialized pages are populated by that first
     * write, host_populate_ns: 0 here); the first HOST 512 us (its touches
     * outlast its 100 us), the second 900 us (its ns). */
    ck_assert_double_eq(num(out, "time_ns"), 1000 + 512000 + 900000);
    free(out);
}
END_TEST

Suite *uvm_host_suite(void);
Suite *uvm_host_suite(void)
{
    Suite *s = suite_create("uvm_host");
    TCase *tc = tcase_create("uvm_host");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, managed_malloc_waits_for_the_fault_batch);
    tcase_add_test(tc, managed_malloc_waits_for_the_worker_migration);
    tcase_add_test(tc, host_faults_and_read_mostly);
    tcase_add_test(tc, packed_allocations_share_pages);
    tcase_add_test(tc, populate_pays_each_block_once);
    tcase_add_test(tc, prefetch_in_caller_or_deferred_by_hand);
    tcase_add_test(tc, chained_deferred_calls_populate_and_walk);
    tcase_add_test(tc, deferred_calls_on_two_streams_share_the_worker);
    tcase_add_test(tc, populate_free_and_memcpy_costs);
    tcase_add_test(tc, host_touch_floor_by_hand);
    tcase_add_test(tc, host_copy_cold_beyond_what_was_written);
    suite_add_tcase(s, tc);
    return s;
}
