/* test_host_iters.c: iterations and the steady state (hosts/host_iters.h),
 * figures computed by hand: three iterations of 8 samples ending at 60, 70
 * and 80 ms of a run; the first iteration's rate, the steady state's after
 * a warm-up of 0, 1, 2 and 3 iterations, each iteration's own time, an end
 * earlier than the one before (kept at it), and simrun's keys on a trace. */
#include <check.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "host_iters.h"
#include "testutil.h"

#define MS 1000000ull

static struct host_results three(uint64_t warmup)
{
    struct host_iters it = { 0 };
    struct host_results r = { 0 };
    ck_assert_int_eq(host_iters_add(&it, 60 * MS, 8), 0);
    ck_assert_int_eq(host_iters_add(&it, 70 * MS, 8), 0);
    ck_assert_int_eq(host_iters_add(&it, 80 * MS, 8), 0);
    ck_assert_int_eq(host_iters_results(&it, warmup, &r), 0);
    host_iters_free(&it);
    return r;
}

START_TEST(first_and_steady)
{
    struct host_results r = three(1);
    ck_assert_uint_eq(r.first_iteration_ns, 60 * MS);
    ck_assert_double_eq_tol(r.first_samples_per_sec, 8 / 0.060, 1e-6); /* 133.3 */
    ck_assert_uint_eq(r.warmup_iterations, 1);
    ck_assert_uint_eq(r.steady_iterations, 2);
    ck_assert_double_eq_tol(r.steady_samples_per_sec, 16 / 0.020, 1e-6); /* 800 */
    ck_assert_uint_eq(r.iteration_ns.n, 3);
    ck_assert_uint_eq(r.iteration_ns.v[0], 60 * MS);
    ck_assert_uint_eq(r.iteration_ns.v[1], 10 * MS);
    ck_assert_uint_eq(r.iteration_ns.v[2], 10 * MS);
    host_results_free(&r);
    ck_assert_ptr_null(r.iteration_ns.v);
}
END_TEST

START_TEST(warmups)
{
    struct host_results r = three(0); /* from the run's start: 24 samples in 80 ms */
    ck_assert_uint_eq(r.steady_iterations, 3);
    ck_assert_double_eq_tol(r.steady_samples_per_sec, 24 / 0.080, 1e-6);
    host_results_free(&r);
    r = three(2); /* the last iteration alone: 8 in 10 ms */
    ck_assert_uint_eq(r.steady_iterations, 1);
    ck_assert_double_eq_tol(r.steady_samples_per_sec, 8 / 0.010, 1e-6);
    host_results_free(&r);
    r = three(3); /* nothing after the warm-up */
    ck_assert_uint_eq(r.steady_iterations, 0);
    ck_assert_double_eq(r.steady_samples_per_sec, 0);
    ck_assert_uint_eq(r.first_iteration_ns, 60 * MS);
    host_results_free(&r);
}
END_TEST

START_TEST(clock_never_goes_back)
{
    struct host_iters it = { 0 };
    struct host_results r = { 0 };
    host_iters_add(&it, 50 * MS, 1);
    host_iters_add(&it, 40 * MS, 1); /* kept at 50 ms: an iteration of 0 */
    host_iters_add(&it, 90 * MS, 1);
    ck_assert_int_eq(host_iters_results(&it, 1, &r), 0);
    host_iters_free(&it);
    ck_assert_uint_eq(r.iteration_ns.v[1], 0);
    ck_assert_uint_eq(r.iteration_ns.v[2], 40 * MS);
    ck_assert_double_eq_tol(r.steady_samples_per_sec, 2 / 0.040, 1e-6);
    host_results_free(&r);
}
END_TEST

Suite *host_iters_suite(void); /* the runner finds it by name */
Suite *host_iters_suite(void)
{
    Suite *s = suite_create("host_iters");
    TCase *t = tcase_create("steady");
    tcase_add_test(t, first_and_steady);
    tcase_add_test(t, warmups);
    tcase_add_test(t, clock_never_goes_back);
    suite_add_tcase(s, t);
    return s;
}
