/* test_overflow.c: numbers that would wrap 64 bits. A valid
 * trace's sums stay within TRACE_SUM_MAX (2^62): tracecheck and simrun
 * name the row and field that takes one past it (docs/design.md section
 * 3). The simulator's own clocks and totals saturate (model/model_sat.h):
 * a run that reached 2^64-1 has status `saturated`, says so and exits 1.
 * simrun's address space, never reused, ends the run with an error when
 * used up. A value that does not fit its field is named by row and field.
 * Each case is one the issue reproduced giving a silently wrong number. */
#include <check.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "testutil.h"
#include "trace.h"

#define TRACECHECK TEST_BIN("tracecheck")
#define SIMRUN TEST_BIN("simrun") " --json --no-wall"
#define N(a) (sizeof(a) / sizeof((a)[0]))
#define P62 (1ull << 62)

/* A trace of these rows (the writer does not validate). */
static const char *make(const uint64_t *sizes, size_t nb, const struct trace_event *e,
                        size_t ne, const struct trace_access *a, size_t na)
{
    const char *path = test_tmp(".h5");
    struct trace_error err = { { 0 } };
    struct trace_writer *w = trace_writer_create(path, "test_overflow", NULL, &err);
    ck_assert_msg(w != NULL, "%s", err.msg);
    for (size_t i = 0; i < nb; i++) {
        struct trace_buffer b = { .size = sizes[i] };
        ck_assert_msg(trace_writer_buffer(w, &b, NULL, &err) == 0, "%s", err.msg);
    }
    for (size_t i = 0; i < ne; i++)
        ck_assert_msg(trace_writer_event(w, &e[i], &err) == 0, "%s", err.msg);
    for (size_t i = 0; i < na; i++)
        ck_assert_msg(trace_writer_access(w, &a[i], &err) == 0, "%s", err.msg);
    ck_assert_msg(trace_writer_close(w, &err) == 0, "%s", err.msg);
    return path;
}

/* Page 0 of buffer 0, read: what the LAUNCHes below touch. */
static const uint64_t one_page[] = { 4096 };
static const struct trace_access page_read[] = { { .buffer = 0, .length = 4096, .mode = 1 } };

/* `prog args path` exits with status and its output holds "path: what". */
static char *expect(int status, const char *prog, const char *args, const char *path,
                    const char *what)
{
    char *out = NULL;
    int rc = test_run(&out, "%s %s %s", prog, args, path);
    char want[1024];
    snprintf(want, sizeof want, "%s: %s", path, what);
    ck_assert_msg(rc == status, "%s: exit %d, wanted %d; output: %s", prog, rc, status, out);
    ck_assert_msg(strstr(out, want) != NULL, "wanted \"%s\", got \"%s\"", want, out);
    return out;
}

/* Both programs refuse the trace at the same place. */
static void refused(const char *path, const char *what)
{
    free(expect(2, TRACECHECK, "", path, what));
    free(expect(2, SIMRUN, "--memory device --policy cuda", path, what));
    free(expect(2, SIMRUN, "--policy caching", path, what));
    unlink(path);
}

/* ---- the trace's sums -------------------------------------------------------- */

/* Was: time_ns 1 ns shorter than with a 1000 ns kernel. */
START_TEST(kernel_of_2_64_minus_1_ns)
{
    static const struct trace_event ev[] = { { .op = TRACE_ALLOC },
                                             { .op = TRACE_LAUNCH, .b = 1, .ns = UINT64_MAX } };
    refused(make(one_page, 1, ev, N(ev), page_read, 1),
            "/events row 1: ns 18446744073709551615: the events' ns add up past 2^62");
}
END_TEST

/* Was: kernel_ns 0. */
START_TEST(four_kernels_of_2_62_ns)
{
    struct trace_event ev[5] = { { .op = TRACE_ALLOC } };
    for (int i = 1; i < 5; i++)
        ev[i] = (struct trace_event){ .op = TRACE_LAUNCH, .b = 1, .ns = P62 };
    refused(make(one_page, 1, ev, N(ev), page_read, 1),
            "/events row 2: ns 4611686018427387904: the events' ns add up past 2^62");
}
END_TEST

/* Was: the host waited nothing. */
START_TEST(two_syncs_of_2_63_ns)
{
    static const struct trace_event ev[] = { { .op = TRACE_SYNC, .ns = 1ull << 63 },
                                             { .op = TRACE_SYNC, .ns = 1ull << 63 } };
    refused(make(one_page, 1, ev, N(ev), page_read, 0),
            "/events row 0: ns 9223372036854775808: the events' ns add up past 2^62");
}
END_TEST

/* Up to the bound, every figure is exact: one kernel of 2^62 ns. */
START_TEST(kernel_of_2_62_ns_is_exact)
{
    static const struct trace_event ev[] = { { .op = TRACE_ALLOC },
                                             { .op = TRACE_LAUNCH, .b = 1, .ns = P62 } };
    const char *path = make(one_page, 1, ev, N(ev), page_read, 1);
    char *out = NULL;
    int rc = test_run(&out, SIMRUN " --memory device --policy cuda %s", path);
    ck_assert_msg(rc == 0, "exit %d: %s", rc, out);
    ck_assert_msg(strstr(out, "\"kernel_ns\":4611686018427387904,"), "%s", out);
    ck_assert_msg(strstr(out, "\"status\":\"ok\""), "%s", out);
    uint64_t time = strtoull(strstr(out, "\"time_ns\":") + 10, NULL, 10);
    ck_assert_msg(time > P62 && time < P62 + 1000000, "time_ns %" PRIu64, time);
    free(out);
    unlink(path);
}
END_TEST

/* Was: tracecheck's peak 8 EiB where it is 16. */
START_TEST(live_bytes_past_2_62)
{
    static const uint64_t sizes[] = { 1ull << 63, 1ull << 63 };
    static const struct trace_event ev[] = { { .op = TRACE_ALLOC, .obj = 0 },
                                             { .op = TRACE_ALLOC, .obj = 1 } };
    refused(make(sizes, 2, ev, N(ev), page_read, 0),
            "/events row 0: ALLOC of buffer 0 (/buffers size 9223372036854775808): the live"
            " buffers' sizes add up past 2^62");
    static const uint64_t at_bound[] = { P62, 1 };
    refused(make(at_bound, 2, ev, N(ev), page_read, 0),
            "/events row 1: ALLOC of buffer 1 (/buffers size 1): the live buffers' sizes add"
            " up past 2^62");
}
END_TEST

START_TEST(peak_of_2_62_is_exact)
{
    static const uint64_t sizes[] = { P62 / 2, P62 / 2 };
    static const struct trace_event ev[] = { { .op = TRACE_ALLOC, .obj = 0 },
                                             { .op = TRACE_ALLOC, .obj = 1 } };
    const char *path = make(sizes, 2, ev, N(ev), page_read, 0);
    char *out = NULL;
    int rc = test_run(&out, TRACECHECK " %s", path);
    ck_assert_msg(rc == 0, "exit %d: %s", rc, out);
    ck_assert_msg(strstr(out, "peak live bytes        4611686018427387904 (4.0 EiB)"), "%s", out);
    free(out);
    unlink(path);
}
END_TEST

START_TEST(samples_past_2_62)
{
    static const struct trace_event ev[] = { { .op = TRACE_ITER, .a = P62 },
                                             { .op = TRACE_ITER, .a = 1 } };
    refused(make(one_page, 1, ev, N(ev), page_read, 0),
            "/events row 1: ITER of 1 samples (a): the samples add up past 2^62");
}
END_TEST

START_TEST(bytes_touched_past_2_62)
{
    static const uint64_t sizes[] = { P62 };
    static const struct trace_access whole[] = { { .buffer = 0, .length = P62, .mode = 1 },
                                                 { .buffer = 0, .length = P62, .mode = 1 } };
    static const struct trace_event ev[] = { { .op = TRACE_ALLOC },
                                             { .op = TRACE_LAUNCH, .b = 2 } };
    const char *path = make(sizes, 1, ev, N(ev), whole, 2);
    free(expect(2, TRACECHECK, "", path,
                "/accesses row 1: length 4611686018427387904: the bytes the kernels touch add"
                " up past 2^62, the most a trace may sum to (LAUNCH at /events row 1)"));
    unlink(path);
}
END_TEST

/* Was: "/events rows 65536..70000: a value does not fit its field". */
START_TEST(value_out_of_range_names_row_and_field)
{
    enum { ROWS = 70001 };
    struct trace_event *ev = calloc(ROWS, sizeof *ev);
    for (int i = 0; i < ROWS; i++)
        ev[i].op = TRACE_SYNC;
    const char *path = make(one_page, 1, ev, ROWS, page_read, 0), *wide = test_tmp(".h5");
    free(ev);
    char *out = NULL;
    int rc = test_run(&out, PYTHON " tests/py/trace_h5py.py break wide-stream %s %s", path, wide);
    ck_assert_msg(rc == 0, "%s", out);
    free(out);
    free(expect(2, TRACECHECK, "", wide,
                "/events row 70000: stream 4294967296 does not fit its field (uint32)"));
    unlink(path);
    unlink(wide);
}
END_TEST

/* ---- the simulator's own totals ---------------------------------------------- */

static const struct trace_event kernel_1us[] = {
    { .op = TRACE_ALLOC }, { .op = TRACE_LAUNCH, .b = 1, .ns = 1000 }, { .op = TRACE_FREE } };

/* A cost of 10^27 ns: was a time wrapped past 2^64 (or llround's
 * undefined result), status ok. */
START_TEST(costs_past_2_64_saturate)
{
    const char *path = make(one_page, 1, kernel_1us, N(kernel_1us), page_read, 1);
    static const char *const args[] = {
        "--memory device --set launch_ns=1e18s --policy cuda",
        "--set fault_batch_ns=1e18s --policy caching",     /* a kernel's faults */
        "--set managed_malloc_ns=1K:1e18s --policy bfc",   /* an upstream call */
    };
    for (size_t i = 0; i < N(args); i++) {
        char *out = expect(1, SIMRUN, args[i], path, "policy");
        ck_assert_msg(strstr(out, ": time_ns") && strstr(out, " reached 2^64-1 and stopped"
                                                          " there"), "%s", out);
        ck_assert_msg(strstr(out, "\"status\":\"saturated\""), "%s: %s", args[i], out);
        ck_assert_msg(strstr(out, "\"time_ns\":18446744073709551615,"), "%s: %s", args[i], out);
        free(out);
    }
    unlink(path);
}
END_TEST

/* 2^60-byte buffers allocated one after another: the fourth would take
 * simrun's never-reused addresses down to 0 (was: wrapped, a buffer at
 * address 0 taken for not live). */
START_TEST(address_space_used_up)
{
    enum { NB = 5 };
    uint64_t sizes[NB];
    struct trace_event ev[3 * NB];
    for (int i = 0; i < NB; i++) {
        sizes[i] = 1ull << 60;
        ev[3 * i] = (struct trace_event){ .op = TRACE_ALLOC, .obj = i };
        ev[3 * i + 1] = (struct trace_event){ .op = TRACE_HOST, .mode = TRACE_WRITE, .obj = i,
                                              .b = 4096 };
        ev[3 * i + 2] = (struct trace_event){ .op = TRACE_FREE, .obj = i };
    }
    const char *path = make(sizes, NB, ev, N(ev), page_read, 0);
    free(expect(2, SIMRUN, "--memory device --capacity 1048576T --policy cuda", path,
                "/events row 9: the simulated address space is used up"));
    unlink(path);
}
END_TEST

Suite *overflow_suite(void); /* the runner finds it by name */
Suite *overflow_suite(void)
{
    Suite *s = suite_create("overflow");
    TCase *tc = tcase_create("sums");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, kernel_of_2_64_minus_1_ns);
    tcase_add_test(tc, four_kernels_of_2_62_ns);
    tcase_add_test(tc, two_syncs_of_2_63_ns);
    tcase_add_test(tc, kernel_of_2_62_ns_is_exact);
    tcase_add_test(tc, live_bytes_past_2_62);
    tcase_add_test(tc, peak_of_2_62_is_exact);
    tcase_add_test(tc, samples_past_2_62);
    tcase_add_test(tc, bytes_touched_past_2_62);
    tcase_add_test(tc, value_out_of_range_names_row_and_field);
    tcase_add_test(tc, costs_past_2_64_saturate);
    tcase_add_test(tc, address_space_used_up);
    suite_add_tcase(s, tc);
    return s;
}
