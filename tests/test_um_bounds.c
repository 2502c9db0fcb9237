/* test_um_bounds.c: suite `um_bounds`: the Unified Memory engine's work
 * follows what a trace touches, not the numbers it declares.
 * Strided accesses whose stride or piece is near 2^64 end, with the right
 * pages faulted; the gaps between pieces cost nothing, in the kernel and
 * in the --evict-at-kernel-boundary harness's view (which, as gpurun's,
 * holds only the pieces' blocks when they are 2 MiB or more apart); a
 * reservation's blocks get their state when first named
 * (model_um_blocks.c), in the fault order they always had; past the
 * engine's limit it stops, and simrun says so. simrun runs under
 * `timeout`, so a loop without end fails the test instead of hanging the
 * suite. Time and memory figures: tests/bench_um_bounds.c. */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model_um_internal.h"
#include "policy.h"
#include "testutil.h"
#include "trace.h"
#include "uvm_fixture.h"

#define TIB (1ull << 40)
#define PIB (1ull << 50)

/* A run whose memory followed the sizes declared fails at once, not
 * after filling the machine (AddressSanitizer reserves terabytes of
 * address space: there, time alone bounds it). */
#ifdef __SANITIZE_ADDRESS__
#define MEMORY_BOUND ""
#else
#define MEMORY_BOUND "ulimit -v 4000000; "
#endif

/* simrun (managed memory, policy cuda, the test profile) on trace, killed
 * after a minute; its JSON line (caller frees), asserting exit 0. */
static char *run_bounded(const char *trace, const char *opts)
{
    char *out;
    int rc = test_run(&out, MEMORY_BOUND "timeout 60 " SIMRUN
                      " --gpu %s --policy cuda --json --no-wall %s %s", uvm_profile(), opts, trace);
    ck_assert_msg(rc == 0, "exit %d (124: still running after 60 s): %s", rc, out);
    return out;
}

static const struct trace_event alloc_launch_free[] = {
    EV(TRACE_ALLOC, 0, 0, 0, 0, 0),
    EV(TRACE_LAUNCH, 0, 0, 0, 1, 1000),
    EV(TRACE_FREE, 0, 0, 0, 0, 0),
};

/* One buffer of size (flags: bit 0 host-initialized) and one kernel making
 * one strided access of it. */
static const char *strided_trace(uint64_t size, uint8_t flags, uint64_t offset, uint64_t stride,
                                 uint64_t piece)
{
    const struct trace_buffer buf = { .size = size, .flags = flags };
    const struct trace_access acc = ACC(0, offset, size - offset, TRACE_READ, TRACE_STRIDED,
                                        stride, piece);
    return write_trace(&buf, 1, &acc, 1, alloc_launch_free, 3);
}

/* A stride of 2^64 - 4096, 2^64 - 2 or 2^64 - 1 has one piece in any range:
 * the pages of that piece fault (density off), every one from the CPU
 * (the buffer is host-initialized), and the run ends. */
START_TEST(stride_near_2_64)
{
    static const uint64_t strides[] = { UINT64_MAX - 4095, UINT64_MAX - 1, UINT64_MAX };
    static const struct {
        uint64_t offset, piece, pages;
    } cases[] = {
        { 0, 4096, 1 },
        { 0, 0, 1 },                     /* piece 0: one byte */
        { 12345, 5000, 2 },              /* bytes 12345..17344: pages 3 and 4 */
        { 0, UINT64_MAX, 16384 },        /* a piece past the range: all 64 MiB */
        { 4096, UINT64_MAX - 4095, 16383 },
    };
    for (size_t s = 0; s < sizeof strides / sizeof strides[0]; s++)
        for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
            const char *tr = strided_trace(64 * M1, 1, cases[c].offset, strides[s], cases[c].piece);
            char *out = run_bounded(tr, "--fault-prefetch off");
            ck_assert_msg(num(out, "faults") == (double)cases[c].pages,
                          "stride %zu case %zu: %s", s, c, out);
            ck_assert_double_eq(num(out, "h2d_bytes"), (double)(cases[c].pages * 4 * K1));
            free(out);
        }
}
END_TEST

/* 1024 pieces of 8 KiB spread over a 1 PiB buffer (stride 2^40 + 4 KiB):
 * 2048 pages fault, and the run takes as long as its pieces, not as the
 * 2^30 fault windows of 1 MiB its range spans. */
START_TEST(gaps_cost_nothing)
{
    const char *tr = strided_trace(PIB, 0, 0, TIB + 4 * K1, 8 * K1);
    char *out = run_bounded(tr, "--fault-prefetch off");
    ck_assert_double_eq(num(out, "faults"), 2048);
    ck_assert_double_eq(num(out, "gpu_zero_fill_bytes"), 2048 * 4 * K1);
    free(out);
}
END_TEST

/* A strided write whose pieces miss a block does not write it: here its
 * gap shares a fault window with a read of block 1's first 64 KiB under
 * read-mostly advice, which stays duplicated, so the CPU reads it after
 * the kernel without a fault (the gap's write once merged into the read
 * and dropped the CPU copies: 64 KiB faulted back). */
START_TEST(gap_writes_nothing)
{
    const struct trace_buffer buf = { .size = 4 * M1, .flags = 1 };
    const struct trace_access acc[] = {
        ACC(0, 2 * M1, 64 * K1, TRACE_READ, TRACE_SEQUENTIAL, 0, 0),
        /* one piece, [2M - 4K, 2M) in block 0, then 512 KiB of gap in block 1 */
        ACC(0, 2 * M1 - 4 * K1, 516 * K1, TRACE_WRITE, TRACE_STRIDED, M1, 4 * K1),
    };
    const struct trace_event ev[] = {
        EV(TRACE_ALLOC, 0, 0, 0, 0, 0),
        { .op = TRACE_ADVISE, .mode = TRACE_ADVISE_READ_MOSTLY, .b = 4 * M1 },
        EV(TRACE_LAUNCH, 0, 0, 0, 2, 1000),
        { .op = TRACE_HOST, .mode = TRACE_READ, .a = 2 * M1, .b = 64 * K1 },
        EV(TRACE_FREE, 0, 0, 0, 0, 0),
    };
    const char *tr = write_trace(&buf, 1, acc, 2, ev, 5);
    char *out = run_bounded(tr, "--fault-prefetch off");
    ck_assert_double_eq(num(out, "faults"), 17);
    ck_assert_double_eq(num(out, "h2d_bytes"), 17 * 4 * K1);
    ck_assert_double_eq(num(out, "d2h_cpu_fault_bytes"), 0);
    free(out);
}
END_TEST

/* The harness's view holds only the blocks of pieces 2 MiB or more apart,
 * as gpurun's harness does (gpu/gpurun_launch.cu, gr_do_launch). */
START_TEST(harness_holds_pieces_only)
{
    /* 64 MiB, a 4 KiB piece every 4 MiB: 16 pieces in blocks 0, 2, ..., 30;
     * with 16 MiB (8 blocks) the harness evicts 8 after the kernel, each
     * holding its one zero-filled page (24 when it held all 32 blocks). */
    const char *tr = strided_trace(64 * M1, 0, 0, 4 * M1, 4 * K1);
    char *out = run_bounded(tr, "--fault-prefetch off --capacity 16M --evict-at-kernel-boundary");
    ck_assert_double_eq(num(out, "faults"), 16);
    ck_assert_double_eq(num(out, "evictions"), 8);
    ck_assert_double_eq(num(out, "d2h_eviction_bytes"), 8 * 4 * K1);
    free(out);

    /* 256 pieces of 8 KiB, 2^42 + 4 KiB apart, over 1 PiB: 256 blocks in
     * the view, 128 evicted down to 256 MiB, without walking the range. */
    tr = strided_trace(PIB, 0, 0, 4 * TIB + 4 * K1, 8 * K1);
    out = run_bounded(tr, "--fault-prefetch off --capacity 256M --evict-at-kernel-boundary");
    ck_assert_double_eq(num(out, "faults"), 512);
    ck_assert_double_eq(num(out, "evictions"), 128);
    ck_assert_double_eq(num(out, "d2h_eviction_bytes"), 128 * 8 * K1);
    free(out);

    /* Pieces past their stride cover the range: every page of 64 GiB faults
     * (a piece of 2^64 - 1 once wrapped and touched nothing), and the view
     * takes its 32768 blocks once, not once for every piece after it. */
    tr = strided_trace(64 * 1024 * M1, 0, 0, 2 * M1, UINT64_MAX);
    out = run_bounded(tr, "--fault-prefetch off --capacity 256M --evict-at-kernel-boundary");
    ck_assert_double_eq(num(out, "faults"), 16 * M1);
    free(out);
}
END_TEST

/* Two buffers of 1 PiB, 1 MiB of each touched: the run costs what 2 MiB
 * do (it once made a block's state for each of their 2^30 blocks, and was
 * killed for memory; under MEMORY_BOUND it would fail at once). */
START_TEST(petabytes_declared)
{
    static const struct trace_buffer bufs[] = { { .size = PIB }, { .size = PIB } };
    static const struct trace_access acc[] = {
        ACC(0, 0, M1, TRACE_READ, TRACE_SEQUENTIAL, 0, 0),
        ACC(1, PIB - M1, M1, TRACE_WRITE, TRACE_SEQUENTIAL, 0, 0),
    };
    static const struct trace_event ev[] = {
        EV(TRACE_ALLOC, 0, 0, 0, 0, 0), EV(TRACE_ALLOC, 1, 0, 0, 0, 0),
        EV(TRACE_LAUNCH, 0, 0, 0, 2, 1000),
        EV(TRACE_FREE, 0, 0, 0, 0, 0), EV(TRACE_FREE, 1, 0, 0, 0, 0),
    };
    const char *tr = write_trace(bufs, 2, acc, 2, ev, 5);
    char *out;
    int rc = test_run(&out, MEMORY_BOUND "timeout 60 " SIMRUN " --gpu %s --policy cuda --json"
                      " --no-wall --fault-prefetch off %s", uvm_profile(), tr);
    ck_assert_msg(rc == 0, "exit %d: %s", rc, out);
    ck_assert_double_eq(num(out, "faults"), 512);
    ck_assert_double_eq(num(out, "gpu_zero_fill_bytes"), 2 * M1);
    free(out);
}
END_TEST

/* A random access over 16 TiB touches more than simrun's limit of 8 TiB
 * at once: refused before its order of 2^28 pieces is drawn, naming the
 * LAUNCH, exit 2; also when its kernel is still running as the trace ends
 * (once reported "ok", having touched nothing, when host memory ran out). */
START_TEST(limit_refuses_the_run)
{
    const struct trace_buffer buf = { .size = 16 * TIB };
    const struct trace_access acc = ACC(0, 0, 16 * TIB, TRACE_READ, TRACE_RANDOM, 0, 0);
    for (int ne = 3; ne >= 2; ne--) { /* with its FREE, and without */
        const char *tr = write_trace(&buf, 1, &acc, 1, alloc_launch_free, ne);
        char *out;
        int rc = test_run(&out, MEMORY_BOUND "timeout 60 " SIMRUN " --gpu %s --policy cuda %s",
                          uvm_profile(), tr);
        ck_assert_msg(rc == 2, "exit %d: %s", rc, out);
        ck_assert_msg(strstr(out, "/events row 1: the trace uses more than 8 TiB of managed memory"
                                  " at once") != NULL, "%s", out);
        free(out);
    }
}
END_TEST

/* ---- the engine itself ------------------------------------------------------ */

static struct model_profile prof;
static const struct policy_evictor *lrm;
static void *ev_self;

static void engine_init(struct model_um *u)
{
    char err[512];
    ck_assert_msg(model_profile_load_file(&prof, uvm_profile(), err, sizeof err) == 0, "%s", err);
    struct model_density_params d = model_density_params_default();
    struct policy_env env;
    memset(&env, 0, sizeof env);
    lrm = policy_find_evictor("lrm");
    ck_assert_ptr_nonnull(lrm);
    ev_self = lrm->create(&env, NULL);
    ck_assert_ptr_nonnull(ev_self);
    ck_assert_int_eq(model_um_init(u, &prof, prof.capacity, &d, lrm, ev_self, 1), 0);
}

static void engine_free(struct model_um *u)
{
    model_um_free(u);
    lrm->destroy(ev_self);
}

/* Blocks with state: those reservations cover in part, and those named. */
START_TEST(blocks_follow_touches)
{
    struct model_um u;
    engine_init(&u);
    const uint64_t a = 1ull << 52, b = a + PIB + 5 * M1;
    model_um_reserve(&u, a, PIB);          /* 2^29 whole blocks: none made */
    ck_assert_uint_eq(u.index.count, 0);
    model_um_reserve(&u, b, PIB);          /* unaligned: its first and last block */
    ck_assert_uint_eq(u.index.count, 2);
    model_um_host(&u, 0, a + 3 * M1, 2 * M1, TRACE_WRITE); /* blocks 1 and 2 of a */
    ck_assert_uint_eq(u.index.count, 4);
    uint64_t zero;
    model_um_prefetch(&u, 0, a + 3 * M1, 2 * M1, true, false, MODEL_CAUSE_PROGRAM_PREFETCH, &zero);
    ck_assert_uint_eq(u.s.h2d[MODEL_CAUSE_PROGRAM_PREFETCH], 2 * M1);
    /* to the CPU, over all of a: only its two blocks with state are looked at */
    model_um_prefetch(&u, 0, a, PIB, false, false, MODEL_CAUSE_PROGRAM_PREFETCH, &zero);
    ck_assert_uint_eq(u.s.d2h[MODEL_CAUSE_PROGRAM_PREFETCH], 2 * M1);
    ck_assert_uint_eq(u.gpu_pages, 0);
    model_um_advise(&u, a, PIB, TRACE_ADVISE_UNSET); /* changes nothing untouched */
    ck_assert_uint_eq(u.index.count, 4);
    model_um_advise(&u, b + 4 * M1, 8 * M1, TRACE_ADVISE_READ_MOSTLY); /* its blocks 2 to 6 */
    ck_assert_uint_eq(u.index.count, 9);
    ck_assert_uint_eq(model_um_release(&u, a, PIB), 0);
    ck_assert_uint_eq(u.index.count, 7);
    model_um_release(&u, b, PIB);
    ck_assert_uint_eq(u.index.count, 0);
    ck_assert(!u.oom && !u.too_many);
    engine_free(&u);
}
END_TEST

static uint64_t order_of(struct model_um *u, uint64_t addr)
{
    uint64_t slot = model_um_block_get(u, addr >> MODEL_BLOCK_SHIFT);
    ck_assert_uint_ne(slot, UINT64_MAX);
    return block_at(u, slot)->order;
}

/* Fault batches serve blocks by order numbers, the slots they had when
 * every block was made with its reservation: in id order, the last given
 * back taken first, else a new one; made later, they get the same. */
START_TEST(order_as_made_at_once)
{
    struct model_um u;
    engine_init(&u);
    const uint64_t x = 1ull << 40, y = 1ull << 41, z = 1ull << 42;
    model_um_reserve(&u, x, 3 * 2 * M1);              /* 0, 1, 2 */
    model_um_reserve(&u, y + M1, M1);                 /* one block in part: 3 */
    ck_assert_uint_eq(order_of(&u, x + 4 * M1), 2);   /* made in another order */
    ck_assert_uint_eq(order_of(&u, x), 0);
    ck_assert_uint_eq(order_of(&u, y + M1), 3);
    model_um_release(&u, x, 3 * 2 * M1);             /* gives back 0, 1, 2 */
    model_um_reserve(&u, z + M1, 4 * 2 * M1);         /* 5 blocks: 2, 1, 0, 4, 5 */
    ck_assert_uint_eq(order_of(&u, z + M1), 2);
    ck_assert_uint_eq(order_of(&u, z + 8 * M1), 5);
    ck_assert_uint_eq(order_of(&u, z + 4 * M1), 0);
    ck_assert_uint_eq(order_of(&u, z + 2 * M1), 1);
    ck_assert_uint_eq(order_of(&u, z + 6 * M1), 4);
    engine_free(&u);
}
END_TEST

/* Past max_blocks the engine makes no more blocks and says so. */
START_TEST(limit_stops_the_engine)
{
    struct model_um u;
    engine_init(&u);
    u.max_blocks = 4;
    model_um_reserve(&u, 1ull << 40, 64 * M1);
    model_um_host(&u, 0, 1ull << 40, 64 * M1, TRACE_WRITE);
    ck_assert(u.too_many && !u.oom);
    ck_assert_uint_eq(u.index.count, 4);
    engine_free(&u);
}
END_TEST

Suite *um_bounds_suite(void);
Suite *um_bounds_suite(void)
{
    Suite *s = suite_create("um_bounds");
    TCase *tc = tcase_create("um_bounds");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, stride_near_2_64);
    tcase_add_test(tc, gaps_cost_nothing);
    tcase_add_test(tc, gap_writes_nothing);
    tcase_add_test(tc, harness_holds_pieces_only);
    tcase_add_test(tc, petabytes_declared);
    tcase_add_test(tc, limit_refuses_the_run);
    tcase_add_test(tc, blocks_follow_touches);
    tcase_add_test(tc, order_as_made_at_once);
    tcase_add_test(tc, limit_stops_the_engine);
    suite_add_tcase(s, tc);
    return s;
}
