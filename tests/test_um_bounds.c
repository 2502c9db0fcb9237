/* test_um_bounds.c: suite `um_bounds`: the Unified Memory engine's work
 * follows what a trace touches, not the numbers it declares (issue 42): a
 * reservation's blocks get their state when first named
 * (model_um_blocks.c), in the fault order they always had; past the
 * engine's limit it stops, and simrun says so. simrun runs under
 * `timeout`, so a run without end fails the test instead of hanging the
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

static const struct trace_event alloc_launch_free[] = {
    EV(TRACE_ALLOC, 0, 0, 0, 0, 0),
    EV(TRACE_LAUNCH, 0, 0, 0, 1, 1000),
    EV(TRACE_FREE, 0, 0, 0, 0, 0),
};

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
    tcase_add_test(tc, petabytes_declared);
    tcase_add_test(tc, limit_refuses_the_run);
    tcase_add_test(tc, blocks_follow_touches);
    tcase_add_test(tc, order_as_made_at_once);
    tcase_add_test(tc, limit_stops_the_engine);
    suite_add_tcase(s, tc);
    return s;
}
