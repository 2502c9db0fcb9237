/* test_calib_lsq.c: suite `calib_lsq`: the least squares under the
 * calibration (calib_lsq.h) on synthetic points (calib_fixture.h): a
 * linear fit and a line give their parameters back within 5% of 2% noise,
 * a fit with too few points, non-finite or non-positive values or columns
 * that do not determine the parameters fails with a message, the
 * non-negative fit holds a negative coefficient at zero, and the median. */
#include <check.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "calib_fixture.h"
#include "calib_lsq.h"

/* ---- calib_lsq --------------------------------------------------------------- */

START_TEST(linear_recovers_parameters)
{
    const double truth[3] = { 30e3, 4e3, 0.12 };
    enum { N = 60 };
    double X[3 * N], y[N];
    for (int i = 0; i < N; i++) {
        X[3 * i] = 1 + i % 7;
        X[3 * i + 1] = 1 + (i * 5) % 11;
        X[3 * i + 2] = (double)(64 * KIB) * (1 + i % 13);
        y[i] = noisy(truth[0] * X[3 * i] + truth[1] * X[3 * i + 1] + truth[2] * X[3 * i + 2]);
    }
    struct calib_lsq f;
    char err[256];
    ck_assert_int_eq(calib_lsq_linear(X, y, NULL, N, 3, true, &f, err, sizeof err), 0);
    for (int j = 0; j < 3; j++)
        near(f.c[j], truth[j], 0.05, "coefficient");
    ck_assert(f.rms_rel > 0.005 && f.rms_rel < 0.04);
}
END_TEST

START_TEST(line_recovers_fixed_cost_and_bandwidth)
{
    /* 75 us + bytes / 49 GB/s: the prefetch fit of docs/measurements.md */
    const uint64_t sizes[] = { 2 * MIB, 16 * MIB, 64 * MIB, 256 * MIB, GIB };
    double x[25], y[25];
    int n = 0;
    for (int s = 0; s < 5; s++)
        for (int r = 0; r < 5; r++, n++) {
            x[n] = (double)sizes[s];
            y[n] = noisy(75e3 + x[n] / 49.0);
        }
    struct calib_lsq f;
    char err[256];
    ck_assert_int_eq(calib_lsq_line(x, y, n, &f, err, sizeof err), 0);
    near(f.c[0], 75e3, 0.05, "fixed cost");
    near(1 / f.c[1], 49.0, 0.05, "bandwidth");
}
END_TEST

START_TEST(fit_failures_are_clear)
{
    struct calib_lsq f;
    char err[256];
    double x[3] = { 1, 2, 3 }, y[3] = { 1, 2, 3 };
    ck_assert_int_eq(calib_lsq_line(x, y, 2, &f, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "need at least 3"), "%s", err);
    double same[3] = { 5, 5, 5 };
    ck_assert_int_eq(calib_lsq_line(same, y, 3, &f, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "same size"), "%s", err);
    y[1] = NAN;
    ck_assert_int_eq(calib_lsq_line(x, y, 3, &f, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "not finite"), "%s", err);
    y[1] = INFINITY;
    ck_assert_int_eq(calib_lsq_line(x, y, 3, &f, err, sizeof err), -1);
    y[1] = -2; /* relative errors need positive times */
    ck_assert_int_eq(calib_lsq_line(x, y, 3, &f, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "> 0"), "%s", err);
    /* two identical columns: rank 1 of 2 */
    double X[8] = { 1, 1, 2, 2, 3, 3, 4, 4 }, z[4] = { 1, 2, 3, 4 };
    ck_assert_int_eq(calib_lsq_linear(X, z, NULL, 4, 2, false, &f, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "do not determine"), "%s", err);
    ck_assert_int_eq(calib_lsq_linear(X, z, NULL, 2, 2, false, &f, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "need at least 3"), "%s", err);
}
END_TEST

START_TEST(nonneg_holds_negative_at_zero)
{
    /* y = 10 x0 - 3 x1 (+ noise): the free fit goes negative on x1 */
    enum { N = 20 };
    double X[2 * N], y[N];
    for (int i = 0; i < N; i++) {
        X[2 * i] = 1 + i;
        X[2 * i + 1] = 1 + (i * 7) % 5;
        y[i] = noisy(10 * X[2 * i] - 3 * X[2 * i + 1]);
    }
    struct calib_lsq f;
    char err[256];
    ck_assert_int_eq(calib_lsq_linear(X, y, NULL, N, 2, true, &f, err, sizeof err), 0);
    ck_assert(f.c[0] > 0);
    ck_assert(f.c[1] == 0 && f.fixed[1]);
}
END_TEST

START_TEST(median)
{
    double v[] = { 5, 1, 4, 2, 3 };
    ck_assert(calib_lsq_median(v, 5) == 3);
    double w[] = { 4, 1, 3, 2 };
    ck_assert(calib_lsq_median(w, 4) == 2.5);
}
END_TEST

Suite *calib_lsq_suite(void); /* the runner finds it by name */
Suite *calib_lsq_suite(void)
{
    Suite *s = suite_create("calib_lsq");
    TCase *t = tcase_create("lsq");
    tcase_add_checked_fixture(t, rng_setup, rng_teardown);
    tcase_set_timeout(t, 60);
    tcase_add_test(t, linear_recovers_parameters);
    tcase_add_test(t, line_recovers_fixed_cost_and_bandwidth);
    tcase_add_test(t, fit_failures_are_clear);
    tcase_add_test(t, nonneg_holds_negative_at_zero);
    tcase_add_test(t, median);
    suite_add_tcase(s, t);
    return s;
}
