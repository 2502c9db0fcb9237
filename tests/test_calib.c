/* test_calib.c: the calibration fit (calib_lsq.h, calib.h) without a GPU.
 *
 * Synthetic measurements are generated from known parameters with
 * multiplicative Gaussian noise from a seeded GSL generator (mt19937, 2%
 * sigma); the fit must give the parameters back within 5% (batch and block
 * costs of the fault path, whose design is less well conditioned, within
 * 10%). Fits with too few points, non-finite values or points that do not
 * determine the parameters must fail with a message. The fault design must
 * be the engine's counts, checked by hand on simple patterns. */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include <gsl/gsl_randist.h>
#include <gsl/gsl_rng.h>

#include "calib.h"
#include "calib_lsq.h"
#include "model_profile.h"
#include "testutil.h"

#define KIB 1024ull
#define MIB (1024ull * 1024)
#define GIB (1024ull * MIB)
#define NOISE 0.02

static gsl_rng *rng;

static void rng_setup(void)
{
    rng = gsl_rng_alloc(gsl_rng_mt19937);
    gsl_rng_set(rng, 20261121);
}

static void rng_teardown(void)
{
    gsl_rng_free(rng);
}

static double noisy(double v)
{
    return v * (1 + gsl_ran_gaussian(rng, NOISE));
}

static void near(double got, double want, double tol, const char *what)
{
    ck_assert_msg(fabs(got - want) <= tol * fabs(want), "%s: got %g, want %g (tolerance %g%%)",
                  what, got, want, 100 * tol);
}

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

/* ---- the fault design is the engine's ------------------------------------------ */

static void base_profile(struct model_profile *p)
{
    char err[512];
    ck_assert_msg(model_profile_load_file(p, "profiles/h100-pcie5.profile", err, sizeof err) == 0,
                  "%s", err);
    ck_assert(p->fault_batch == 256);
    p->fault_window = MIB; /* the window the hand counts below assume */
}

START_TEST(fault_design_counts)
{
    struct model_profile base;
    base_profile(&base);
    double c[CALIB_FAULT_TERMS];
    char err[256];
    /* sequential 2 MiB: two 1 MiB windows of 256 pages, one batch and one
     * VA block each, every byte moved */
    ck_assert_int_eq(calib_fault_design(&base, 0, false, 2 * MIB, 0, 0, c, err, sizeof err), 0);
    ck_assert(c[0] == 2 && c[1] == 2 && c[2] == 2 * MIB && c[3] == 1 && c[4] == 0);
    /* the same on memory never touched: nothing moves, every byte is zero-filled */
    ck_assert_int_eq(calib_fault_design(&base, 0, true, 2 * MIB, 0, 0, c, err, sizeof err),
                     0);
    ck_assert(c[0] == 2 && c[1] == 2 && c[2] == 0 && c[3] == 1 && c[4] == 2 * MIB);
    /* one word per 2 MiB over 16 MiB: 8 lone faults, 64 KiB each (its big page) */
    ck_assert_int_eq(calib_fault_design(&base, 2, false, 16 * MIB, 2 * MIB, 4, c, err, sizeof err),
                     0);
    ck_assert(c[0] == 8 && c[1] == 8 && c[2] == 8 * 64 * KIB);
    /* 64 KiB alone: one batch, one block, 64 KiB */
    ck_assert_int_eq(calib_fault_design(&base, 0, false, 64 * KIB, 0, 0, c, err, sizeof err), 0);
    ck_assert(c[0] == 1 && c[1] == 1 && c[2] == 64 * KIB);
    /* random over 64 MiB: every byte moves; batches of 16 pieces touch
     * several blocks each, so blocks > batches */
    ck_assert_int_eq(calib_fault_design(&base, 1, false, 64 * MIB, 0, 0, c, err, sizeof err), 0);
    ck_assert(c[2] == 64 * MIB);
    ck_assert(c[0] > 0 && c[1] > 2 * c[0]);
    ck_assert_int_eq(calib_fault_design(&base, 2, false, 16 * MIB, 0, 4, c, err, sizeof err), -1);
}
END_TEST

/* ---- the whole calibration ------------------------------------------------------ */

/* Known parameters: a line fixed + bytes / bw (ns, GB/s) per curve key. */
struct truth_line {
    const char *key, *cas;
    double fixed, bw;
    uint64_t sizes[8];
};

static const struct truth_line lines[] = {
    { "malloc_ns", "device", 3e3, 8, { 4 * KIB, 2 * MIB, 64 * MIB, GIB } },
    { "free_ns", "device", 2.5e3, 4, { 4 * KIB, 2 * MIB, 64 * MIB, GIB } },
    { "managed_malloc_ns", "kept", 15e3, 60, { 4 * KIB, 2 * MIB, 64 * MIB, 256 * MIB } },
    { "managed_free_ns", "untouched", 12e3, 30, { 4 * KIB, 2 * MIB, 64 * MIB, 256 * MIB } },
    { "prefetch_h2d_ns", "chunk", 75e3, 49, { 64 * KIB, 2 * MIB, 16 * MIB, 256 * MIB } },
    { "prefetch_d2h_ns", "chunk", 77e3, 16.6, { 64 * KIB, 2 * MIB, 16 * MIB, 256 * MIB } },
    { "evict_d2h_ns", "harness", 20e3, 12, { 64 * KIB, 512 * KIB, 2 * MIB } },
    { "cpu_fault_d2h_ns", "read", 8e3, 4.5, { 64 * KIB, 512 * KIB, 2 * MIB } },
    { "host_populate_ns", "memset", 2e3, 3.4, { 2 * MIB, 16 * MIB, 64 * MIB } },
    { "prefetch_host_ns", "resident", 9e3, 1000, { 64 * KIB, 2 * MIB, 64 * MIB, 256 * MIB } },
    { "memcpy_h2d_ns", "written", 10e3, 12, { 4 * KIB, 2 * MIB, 64 * MIB } },
    { "memcpy_d2h_ns", "pageable", 12e3, 11, { 4 * KIB, 2 * MIB, 64 * MIB } },
    { "host_read_ns", "resident", 1e3, 5, { 64 * KIB, 2 * MIB, 64 * MIB } },
    { "host_write_ns", "resident", 1e3, 6, { 64 * KIB, 2 * MIB, 64 * MIB } },
};
#define NLINES (sizeof lines / sizeof lines[0])
/* managed_free_resident_ns extra: 5 us + bytes / 2 GB/s */
#define EXTRA_FIXED 5e3
#define EXTRA_BW 2.0
/* the fault path */
#define T_BATCH 35e3
#define T_BLOCK 6e3
#define T_WAKE 50e3
#define T_BW 12.0 /* GB/s, i.e. ns per byte = 1/12 */
#define T_ZERO 30.0 /* GB/s zero-filled */

struct fcase {
    const char *cas;
    uint64_t size, stride, piece;
};
static const struct fcase fcases[] = {
    { "seq", 64 * KIB, 0, 0 },      { "seq", 2 * MIB, 0, 0 },       { "seq", 16 * MIB, 0, 0 },
    { "seq", 64 * MIB, 0, 0 },      { "stride", 64 * MIB, 64 * KIB, 4 },
    { "stride", 256 * MIB, 2 * MIB, 4 }, { "random", 16 * MIB, 0, 0 },
    { "random", 64 * MIB, 0, 0 },   { "fresh", 2 * MIB, 0, 0 },     { "fresh", 16 * MIB, 0, 0 },
    { "fresh", 64 * MIB, 0, 0 },
};
#define NFCASES (sizeof fcases / sizeof fcases[0])

static double line_ns(const struct truth_line *l, uint64_t size)
{
    return l->fixed + (double)size / l->bw;
}

/* prefetch_call_ns (case idle) and prefetch_defer_ns (case resident-1) */
static const struct truth_line call_line = { "prefetch_call_ns", "idle", 15e3, 90,
                                             { 64 * KIB, 2 * MIB, 16 * MIB, 256 * MIB } };
/* host_write_cold_ns: writes out of the CPU's caches, recorded as
 * host_write_ns rows of case cold */
static const struct truth_line cold_line = { "host_write_ns", "cold", 0.4e3, 11,
                                             { 64 * KIB, 2 * MIB, 16 * MIB, 64 * MIB } };
/* prefetch_zero_ns: fresh prefetches, recorded as prefetch_h2d_ns rows */
static const struct truth_line zero_line = { "prefetch_h2d_ns", "fresh", 10e3, 240,
                                             { 2 * MIB, 16 * MIB, 64 * MIB } };
#define T_DEFER 85e3
#define T_GAP 2.1e3
#define T_QUEUE 41 /* prefetch_queue: repetitions of 40, 41 and 42 calls */

/* Older files time managed_malloc_ns in alloc/free pairs (case untouched)
 * and memcpy_h2d_ns from a source the CPU did not just write (pageable). */
static const char *older_case(const char *cas, bool newer)
{
    if (!newer && !strcmp(cas, "kept"))
        return "untouched";
    if (!newer && !strcmp(cas, "written"))
        return "pageable";
    return cas;
}

/* with_fault: the fault cases too; newer: the rows measured since
 * 2026-11-21 (fresh fault cases, idle and deferred prefetch calls) */
static void synthesize(struct calib *c, const struct model_profile *base, bool with_fault,
                       bool newer)
{
    calib_init(c);
    snprintf(c->meta.device, sizeof c->meta.device, "Synthetic GPU");
    snprintf(c->meta.driver, sizeof c->meta.driver, "0.0");
    snprintf(c->meta.cuda, sizeof c->meta.cuda, "13000");
    snprintf(c->meta.date, sizeof c->meta.date, "2026-11-21T00:00:00Z");
    ck_assert_int_eq(calib_add(c, "capacity", "total", 0, 0, 0, 0, 80.0 * GIB), 0);
    for (int r = 0; r < 5; r++)
        ck_assert_int_eq(calib_add(c, "launch_ns", "replay", 0, 0, 0, r, noisy(3900)), 0);
    for (size_t i = 0; i < NLINES; i++)
        for (int s = 0; s < 8 && lines[i].sizes[s]; s++)
            for (int r = 0; r < 3; r++)
                ck_assert_int_eq(calib_add(c, lines[i].key,
                                               older_case(lines[i].cas, newer),
                                               lines[i].sizes[s],
                                               0, 0, r,
                                               noisy(line_ns(&lines[i], lines[i].sizes[s]))),
                                 0);
    const struct truth_line *mf = &lines[3];
    const uint64_t rs[] = { 2 * MIB, 64 * MIB, 256 * MIB };
    for (int s = 0; s < 3; s++)
        for (int r = 0; r < 3; r++)
            ck_assert_int_eq(calib_add(c, "managed_free_resident_ns", "resident", rs[s], 0,
                                           0, r,
                                           noisy(line_ns(mf, rs[s]) + EXTRA_FIXED +
                                                 rs[s] / EXTRA_BW)),
                             0);
    for (int s = 0; newer && s < 4; s++)
        for (int r = 0; r < 3; r++) {
            uint64_t z = call_line.sizes[s];
            ck_assert_int_eq(calib_add(c, call_line.key, call_line.cas, z, 0, 0, r,
                                           noisy(line_ns(&call_line, z))),
                             0);
            ck_assert_int_eq(calib_add(c, "prefetch_defer_ns", "resident-1", z, 0, 0, r,
                                           noisy(T_DEFER)),
                             0);
            ck_assert_int_eq(calib_add(c, "kernel_gap_ns", "empty", 0, 0, 0, s * 3 + r,
                                           noisy(T_GAP)),
                             0);
            ck_assert_int_eq(calib_add(c, "prefetch_queue", "held", 64 * KIB, 0, 0,
                                           s * 3 + r, T_QUEUE - 1 + r),
                             0);
            ck_assert_int_eq(calib_add(c, cold_line.key, cold_line.cas, cold_line.sizes[s],
                                           0, 0, r, noisy(line_ns(&cold_line, cold_line.sizes[s]))),
                             0);
            if (s < 3)
                ck_assert_int_eq(calib_add(c, zero_line.key, zero_line.cas,
                                               zero_line.sizes[s], 0, 0, r,
                                               noisy(line_ns(&zero_line, zero_line.sizes[s]))),
                                 0);
        }
    if (!with_fault)
        return;
    for (size_t i = 0; i < NFCASES; i++) {
        const struct fcase *f = &fcases[i];
        bool is_fresh = !strcmp(f->cas, "fresh");
        if (is_fresh && !newer)
            continue;
        unsigned pat = !strcmp(f->cas, "random") ? 1 : !strcmp(f->cas, "stride") ? 2 : 0;
        double coef[CALIB_FAULT_TERMS];
        char err[256];
        ck_assert_int_eq(calib_fault_design(base, pat, is_fresh, f->size, f->stride,
                                                f->piece, coef, err, sizeof err),
                         0);
        double t = coef[0] * T_BATCH + coef[1] * T_BLOCK + coef[2] / T_BW + coef[3] * T_WAKE +
                   coef[4] / T_ZERO;
        for (int r = 0; r < 3; r++) {
            double res = noisy(20e3);
            ck_assert_int_eq(calib_add(c, "fault_resident", f->cas, f->size, f->stride,
                                           f->piece, r, res),
                             0);
            ck_assert_int_eq(calib_add(c, "fault", f->cas, f->size, f->stride, f->piece, r,
                                           res + noisy(t)),
                             0);
        }
    }
}

static const struct calib_key *key_of(const struct calib_result *r, const char *k)
{
    for (int i = 0; i < r->n; i++)
        if (!strcmp(r->k[i].key, k))
            return &r->k[i];
    ck_abort_msg("key %s not in the result", k);
    return NULL;
}

START_TEST(calibration_recovers_profile)
{
    struct model_profile base, out;
    base_profile(&base);
    struct calib c;
    synthesize(&c, &base, true, true);
    struct calib_result r;
    char err[512];
    ck_assert_msg(calib_fit(&c, &base, &r, err, sizeof err) == 0, "%s", err);
    const char *path = test_tmp(".profile");
    FILE *f = fopen(path, "w");
    ck_assert(f);
    ck_assert_int_eq(calib_write_profile(&c, &r, &base, "test", f), 0);
    fclose(f);
    /* every key of the table is there and parses */
    ck_assert_msg(model_profile_load_file(&out, path, err, sizeof err) == 0, "%s", err);
    ck_assert(out.capacity == 80 * GIB);
    near(out.launch_ns, 3900, 0.05, "launch_ns");
    near(out.fault_batch_ns, T_BATCH, 0.10, "fault_batch_ns");
    near(out.fault_block_ns, T_BLOCK, 0.10, "fault_block_ns");
    near(out.fault_wake_ns, T_WAKE, 0.10, "fault_wake_ns");
    near(model_curve_ns(&out.fault_h2d_ns, 2 * MIB), 2.0 * MIB / T_BW, 0.05, "fault_h2d_ns 2M");
    near(model_curve_ns(&out.fault_zero_ns, 2 * MIB), 2.0 * MIB / T_ZERO, 0.05,
         "fault_zero_ns 2M");
    ck_assert(out.fault_batch == base.fault_batch && out.fault_window == base.fault_window);
    near(model_curve_ns(&out.remote_ns, 2 * MIB), model_curve_ns(&base.remote_ns, 2 * MIB), 0.01,
         "remote_ns kept");
    const struct model_curve *curves[] = { &out.malloc_ns, &out.free_ns, &out.managed_malloc_ns,
                                         &out.managed_free_ns, &out.prefetch_h2d_ns,
                                         &out.prefetch_d2h_ns, &out.evict_d2h_ns,
                                         &out.cpu_fault_d2h_ns, &out.host_populate_ns,
                                         &out.prefetch_host_ns, &out.memcpy_h2d_ns,
                                         &out.memcpy_d2h_ns, &out.host_read_ns,
                                         &out.host_write_ns };
    for (size_t i = 0; i < NLINES; i++)
        for (int s = 0; s < 8 && lines[i].sizes[s]; s++)
            near(model_curve_ns(curves[i], lines[i].sizes[s]), line_ns(&lines[i], lines[i].sizes[s]),
                 0.05, lines[i].key);
    near(model_curve_ns(&out.managed_free_resident_ns, 256 * MIB),
         EXTRA_FIXED + 256.0 * MIB / EXTRA_BW, 0.05, "managed_free_resident_ns");
    for (int s = 0; s < 4; s++)
        near(model_curve_ns(&out.prefetch_call_ns, call_line.sizes[s]),
             line_ns(&call_line, call_line.sizes[s]), 0.05, "prefetch_call_ns");
    near(out.prefetch_defer_ns, T_DEFER, 0.05, "prefetch_defer_ns");
    near(out.kernel_gap_ns, T_GAP, 0.05, "kernel_gap_ns");
    ck_assert_uint_eq(out.prefetch_queue, T_QUEUE);
    for (int s = 0; s < 4; s++)
        near(model_curve_ns(&out.host_write_cold_ns, cold_line.sizes[s]),
             line_ns(&cold_line, cold_line.sizes[s]), 0.05, "host_write_cold_ns");
    for (int s = 0; s < 3; s++)
        near(model_curve_ns(&out.prefetch_zero_ns, zero_line.sizes[s]),
             line_ns(&zero_line, zero_line.sizes[s]), 0.05, "prefetch_zero_ns");
    /* residuals: noise-sized, reported per key */
    for (int i = 0; i < r.n; i++)
        if (r.k[i].rms_rel >= 0)
            ck_assert_msg(r.k[i].rms_rel < 0.06, "%s: residual %g", r.k[i].key, r.k[i].rms_rel);
    ck_assert(key_of(&r, "fault_h2d_ns")->points == 3 * NFCASES);
    ck_assert(key_of(&r, "remote_ns")->rms_rel < 0);
    calib_free(&c);
}
END_TEST

/* Synthetic measurements into c, fitted into r, written as a CSV: its path. */
static const char *synthetic_csv(struct calib *c, struct model_profile *base,
                                 struct calib_result *r)
{
    char err[512];
    base_profile(base);
    synthesize(c, base, true, true);
    ck_assert_msg(calib_fit(c, base, r, err, sizeof err) == 0, "%s", err);
    const char *csv = test_tmp(".csv");
    FILE *f = fopen(csv, "w");
    ck_assert_int_eq(calib_write_csv(c, r, f), 0);
    fclose(f);
    return csv;
}

START_TEST(csv_round_trip_refits_the_same)
{
    struct model_profile base;
    struct calib c, d;
    struct calib_result r1, r2;
    char err[512];
    const char *csv = synthetic_csv(&c, &base, &r1);
    calib_init(&d);
    ck_assert_msg(calib_read_csv(&d, csv, err, sizeof err) == 0, "%s", err);
    ck_assert_uint_eq(d.n, c.n);
    ck_assert_str_eq(d.meta.device, "Synthetic GPU");
    ck_assert_msg(calib_fit(&d, &base, &r2, err, sizeof err) == 0, "%s", err);
    for (int i = 0; i < r1.n; i++)
        ck_assert_str_eq(r1.k[i].value, r2.k[i].value);
    /* a second file's rows follow with their own repetitions (gpurun
     * --from A --from B): the same run twice fits the same */
    int last = 0;
    for (size_t i = 0; i < d.n; i++)
        last = d.rows[i].rep > last ? d.rows[i].rep : last;
    ck_assert_msg(calib_read_csv(&d, csv, err, sizeof err) == 0, "%s", err);
    ck_assert_uint_eq(d.n, 2 * c.n);
    for (size_t i = 0; i < c.n; i++)
        ck_assert_int_eq(d.rows[c.n + i].rep, d.rows[i].rep + last + 1);
    ck_assert_msg(calib_fit(&d, &base, &r2, err, sizeof err) == 0, "%s", err);
    for (int i = 0; i < r1.n; i++)
        ck_assert_str_eq(r1.k[i].value, r2.k[i].value);
    calib_free(&d);
    calib_free(&c);
}
END_TEST

/* A file measured a day later: the profile names the span of the dates,
 * and written again every row keeps its own date. */
START_TEST(csv_dates_span_the_files)
{
    struct model_profile base;
    struct calib c, d;
    struct calib_result r1, r2;
    char err[512], line[512];
    const char *csv = synthetic_csv(&c, &base, &r1), *later = test_tmp(".csv");
    FILE *in = fopen(csv, "r"), *out = fopen(later, "w");
    while (fgets(line, sizeof line, in)) {
        char *at = strstr(line, "2026-11-21T");
        if (at)
            at[9] = '2';
        fputs(line, out);
    }
    fclose(in);
    fclose(out);
    calib_init(&d);
    ck_assert_msg(calib_read_csv(&d, csv, err, sizeof err) == 0, "%s", err);
    ck_assert_msg(calib_read_csv(&d, later, err, sizeof err) == 0, "%s", err);
    ck_assert_str_eq(d.meta.date, "2026-11-21T00:00:00Z");
    ck_assert_str_eq(d.meta.date_last, "2026-11-22T00:00:00Z");
    ck_assert_msg(calib_fit(&d, &base, &r2, err, sizeof err) == 0, "%s", err);
    ck_assert_str_eq(r2.k[0].value, "Synthetic GPU, calibrated by gpurun --calibrate "
                                     "(2026-11-21T00:00:00Z to 2026-11-22T00:00:00Z)");
    const char *again = test_tmp(".csv");
    out = fopen(again, "w");
    ck_assert_int_eq(calib_write_csv(&d, &r2, out), 0);
    fclose(out);
    size_t first = 0, second = 0;
    in = fopen(again, "r");
    while (fgets(line, sizeof line, in))
        if (line[0] == 'm' && line[1] == ',') {
            first += strstr(line, ",2026-11-21T00:00:00Z") != NULL;
            second += strstr(line, ",2026-11-22T00:00:00Z") != NULL;
        }
    fclose(in);
    ck_assert_uint_eq(first, c.n);
    ck_assert_uint_eq(second, c.n);
    calib_free(&d);
    calib_free(&c);
}
END_TEST

/* The same file gzip-compressed (as a user may keep it) reads the same
 * rows; cut short, it is refused; a damaged row is refused with its line. */
START_TEST(csv_gzip_and_damage)
{
    struct model_profile base;
    struct calib c, e;
    struct calib_result r1;
    char err[512], buf[4096];
    const char *csv = synthetic_csv(&c, &base, &r1), *gz = test_tmp(".csv.gz");
    gzFile z = gzopen(gz, "wb");
    FILE *f = fopen(csv, "r");
    size_t got;
    while ((got = fread(buf, 1, sizeof buf, f)) > 0)
        ck_assert_int_eq(gzwrite(z, buf, (unsigned)got), (int)got);
    fclose(f);
    ck_assert_int_eq(gzclose(z), Z_OK);
    calib_init(&e);
    ck_assert_msg(calib_read_csv(&e, gz, err, sizeof err) == 0, "%s", err);
    ck_assert_uint_eq(e.n, c.n);
    for (size_t i = 0; i < c.n; i++)
        ck_assert(e.rows[i].ns == c.rows[i].ns && e.rows[i].rep == c.rows[i].rep);
    calib_free(&e);
    struct stat st;
    ck_assert_int_eq(stat(gz, &st), 0);
    ck_assert_int_eq(truncate(gz, st.st_size / 2), 0);
    calib_init(&e);
    ck_assert_int_eq(calib_read_csv(&e, gz, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "cannot read"), "%s", err);
    calib_free(&e);
    f = fopen(csv, "a");
    fprintf(f, "m,malloc_ns,device,4096,0,0,9,nan,ns,a,b,c,d\n");
    fclose(f);
    calib_init(&e);
    ck_assert_int_eq(calib_read_csv(&e, csv, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "line") && strstr(err, "finite"), "%s", err);
    calib_free(&e);
    calib_free(&c);
}
END_TEST

START_TEST(missing_measurements_fail_by_key)
{
    struct model_profile base;
    base_profile(&base);
    struct calib c;
    synthesize(&c, &base, false, false);
    struct calib_result r;
    char err[512];
    ck_assert_int_eq(calib_fit(&c, &base, &r, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "fault_batch_ns") && strstr(err, "need at least"), "%s", err);
    calib_free(&c);
    /* one size only for a curve */
    synthesize(&c, &base, true, true);
    for (size_t i = 0; i < c.n; i++)
        if (!strcmp(c.rows[i].key, "memcpy_d2h_ns"))
            c.rows[i].size = 4 * KIB;
    ck_assert_int_eq(calib_fit(&c, &base, &r, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "memcpy_d2h_ns") && strstr(err, "2 sizes"), "%s", err);
    calib_free(&c);
}
END_TEST

/* fault_window is fitted: measurements made by a GPU whose faults arrive 4
 * MiB at a time give 4M, starting from a base of 1M, and the fault terms
 * come out as they were made. */
START_TEST(fault_window_is_fitted)
{
    struct model_profile base, four;
    base_profile(&base);
    four = base;
    four.fault_window = 4 * MIB;
    struct calib c;
    synthesize(&c, &four, true, true);
    struct calib_result r;
    char err[512];
    ck_assert_msg(calib_fit(&c, &base, &r, err, sizeof err) == 0, "%s", err);
    ck_assert_str_eq(key_of(&r, "fault_window")->value, "4M");
    ck_assert_msg(strstr(key_of(&r, "fault_window")->how, "1M "), "%s",
                  key_of(&r, "fault_window")->how);
    struct model_profile out = base;
    ck_assert(model_profile_set(&out, "fault_batch_ns", key_of(&r, "fault_batch_ns")->value, err,
                              sizeof err) == 0);
    near(out.fault_batch_ns, T_BATCH, 0.10, "fault_batch_ns with the window fitted");
    calib_free(&c);
}
END_TEST

/* The fault model follows each case's median, as every other key does: the
 * fault kernels' repetitions spread by a third either way (the measured
 * ones spread 15 to 60%) give the terms they
 * were made with. Fitting the repetitions themselves with relative errors
 * weighs each by 1/y^2 and would put every term about a fifth low. */
START_TEST(fault_fit_follows_the_case_medians)
{
    struct model_profile base;
    base_profile(&base);
    struct calib c;
    synthesize(&c, &base, true, true);
    for (size_t i = 0; i < c.n; i++) {
        struct calib_row *f = &c.rows[i];
        if (strcmp(f->key, "fault"))
            continue;
        const struct calib_row *res = NULL;
        for (size_t j = 0; j < c.n && !res; j++)
            if (!strcmp(c.rows[j].key, "fault_resident") && !strcmp(c.rows[j].cas, f->cas) &&
                c.rows[j].size == f->size && c.rows[j].rep == f->rep)
                res = &c.rows[j];
        ck_assert(res);
        f->ns = res->ns + (f->ns - res->ns) * (1 + 0.35 * (f->rep - 1)); /* reps 0, 1, 2 */
    }
    struct calib_result r;
    char err[512];
    ck_assert_msg(calib_fit(&c, &base, &r, err, sizeof err) == 0, "%s", err);
    /* each case's modelled time is its median (the terms one by one are
     * less determined: eleven cases for five) */
    ck_assert_int_eq(r.nfcase, (int)NFCASES);
    for (int q = 0; q < r.nfcase; q++)
        near(r.fcase[q].model_ns, r.fcase[q].measured_ns, 0.06, r.fcase[q].cas);
    struct model_profile out = base;
    ck_assert(model_profile_set(&out, "fault_h2d_ns", key_of(&r, "fault_h2d_ns")->value, err,
                              sizeof err) == 0);
    near(model_curve_ns(&out.fault_h2d_ns, 2 * MIB), 2.0 * MIB / T_BW, 0.05, "fault_h2d_ns 2M");
    /* the residual is still reported against every repetition */
    ck_assert_msg(key_of(&r, "fault_batch_ns")->rms_rel > 0.2, "%g",
                  key_of(&r, "fault_batch_ns")->rms_rel);
    calib_free(&c);
}
END_TEST

/* A curve fitted as a line goes through the medians at each size: the
 * repetitions of host_write_ns case cold at 0.88, 1 and 1.12 times the truth
 * give the truth (fitted to the repetitions with relative errors, 1/y^2
 * weights, it came out 2% low). */
START_TEST(lines_follow_the_medians)
{
    struct model_profile base;
    base_profile(&base);
    struct calib c;
    synthesize(&c, &base, true, true);
    for (size_t i = 0; i < c.n; i++) {
        struct calib_row *w = &c.rows[i];
        if (!strcmp(w->key, cold_line.key) && !strcmp(w->cas, cold_line.cas))
            w->ns = line_ns(&cold_line, w->size) * (1 + 0.12 * (w->rep - 1));
    }
    struct calib_result r;
    char err[512];
    ck_assert_msg(calib_fit(&c, &base, &r, err, sizeof err) == 0, "%s", err);
    const struct calib_key *k = key_of(&r, "host_write_cold_ns");
    ck_assert_msg(strstr(k->how, "Fit (weighted least squares"), "%s", k->how);
    struct model_profile out = base;
    ck_assert(model_profile_set(&out, k->key, k->value, err, sizeof err) == 0);
    for (int s = 0; s < 4; s++)
        near(model_curve_ns(&out.host_write_cold_ns, cold_line.sizes[s]),
             line_ns(&cold_line, cold_line.sizes[s]), 0.005, "host_write_cold_ns");
    calib_free(&c);
}
END_TEST

/* The transfers into host memory come in spells of two levels: their
 * curves go through each size's mean, the others' through the median. With
 * the repetitions of prefetch_d2h_ns at 1, 1 and 1.3 times the truth the
 * fit gives 1.1 times it; host_write_ns repeated so stays at the truth. */
START_TEST(d2h_lines_follow_the_means)
{
    struct model_profile base;
    base_profile(&base);
    struct calib c;
    synthesize(&c, &base, true, true);
    const struct truth_line *d2h = &lines[5], *hw = &lines[13];
    ck_assert_str_eq(d2h->key, "prefetch_d2h_ns");
    ck_assert_str_eq(hw->key, "host_write_ns");
    for (size_t i = 0; i < c.n; i++) {
        struct calib_row *w = &c.rows[i];
        const struct truth_line *t = !strcmp(w->key, d2h->key) ? d2h
                                     : !strcmp(w->key, hw->key) && !strcmp(w->cas, hw->cas)
                                         ? hw
                                         : NULL;
        if (t)
            w->ns = line_ns(t, w->size) * (w->rep == 2 ? 1.3 : 1.0);
    }
    struct calib_result r;
    char err[512];
    ck_assert_msg(calib_fit(&c, &base, &r, err, sizeof err) == 0, "%s", err);
    ck_assert_msg(strstr(key_of(&r, "prefetch_d2h_ns")->how, "to the means of"), "%s",
                  key_of(&r, "prefetch_d2h_ns")->how);
    struct model_profile out = base;
    ck_assert(model_profile_set(&out, "prefetch_d2h_ns", key_of(&r, "prefetch_d2h_ns")->value,
                              err, sizeof err) == 0);
    ck_assert(model_profile_set(&out, "host_write_ns", key_of(&r, "host_write_ns")->value, err,
                              sizeof err) == 0);
    for (int s = 0; s < 4; s++) {
        near(model_curve_ns(&out.prefetch_d2h_ns, d2h->sizes[s]),
             1.1 * line_ns(d2h, d2h->sizes[s]), 0.005, "prefetch_d2h_ns");
        if (hw->sizes[s])
            near(model_curve_ns(&out.host_write_ns, hw->sizes[s]), line_ns(hw, hw->sizes[s]),
                 0.005, "host_write_ns");
    }
    calib_free(&c);
}
END_TEST

/* Older measurement files have no fresh fault case: the other four fault
 * terms are still fitted, and fault_zero_ns is the base profile's. */
START_TEST(older_measurements_keep_the_base)
{
    struct model_profile base;
    base_profile(&base);
    struct calib c;
    synthesize(&c, &base, true, false);
    struct calib_result r;
    char err[512];
    ck_assert_msg(calib_fit(&c, &base, &r, err, sizeof err) == 0, "%s", err);
    const struct calib_key *z = key_of(&r, "fault_zero_ns");
    ck_assert(z->rms_rel < 0);
    ck_assert_msg(strstr(z->how, "base profile"), "%s", z->how);
    struct model_profile one = base;
    ck_assert_msg(model_profile_set(&one, "fault_zero_ns", z->value, err, sizeof err) == 0, "%s",
                  err);
    near(model_curve_ns(&one.fault_zero_ns, 2 * MIB), model_curve_ns(&base.fault_zero_ns, 2 * MIB),
         0.01, "fault_zero_ns kept");
    struct model_profile two = base;
    ck_assert(model_profile_set(&two, "fault_batch_ns", key_of(&r, "fault_batch_ns")->value, err,
                              sizeof err) == 0);
    near(two.fault_batch_ns, T_BATCH, 0.10, "fault_batch_ns without fresh cases");
    /* no idle or deferred prefetch rows: both keys kept, said so */
    struct model_profile three = base;
    ck_assert(model_profile_set(&three, "prefetch_call_ns", key_of(&r, "prefetch_call_ns")->value,
                              err, sizeof err) == 0);
    ck_assert(model_profile_set(&three, "prefetch_defer_ns",
                              key_of(&r, "prefetch_defer_ns")->value, err, sizeof err) == 0);
    near(model_curve_ns(&three.prefetch_call_ns, 2 * MIB),
         model_curve_ns(&base.prefetch_call_ns, 2 * MIB), 0.01, "prefetch_call_ns kept");
    near(three.prefetch_defer_ns, base.prefetch_defer_ns, 0.01, "prefetch_defer_ns kept");
    ck_assert(strstr(key_of(&r, "prefetch_defer_ns")->how, "base profile"));
    /* managed_malloc_ns timed in alloc/free pairs (case untouched): not what
     * simrun charges, so the base profile's value, said so */
    ck_assert(model_profile_set(&three, "managed_malloc_ns",
                              key_of(&r, "managed_malloc_ns")->value, err, sizeof err) == 0);
    near(model_curve_ns(&three.managed_malloc_ns, 2 * MIB),
         model_curve_ns(&base.managed_malloc_ns, 2 * MIB), 0.01, "managed_malloc_ns kept");
    ck_assert(strstr(key_of(&r, "managed_malloc_ns")->how, "base profile"));
    /* memcpy_h2d_ns from a source the CPU had not just written: the same */
    ck_assert(model_profile_set(&three, "memcpy_h2d_ns", key_of(&r, "memcpy_h2d_ns")->value,
                              err, sizeof err) == 0);
    near(model_curve_ns(&three.memcpy_h2d_ns, 2 * MIB), model_curve_ns(&base.memcpy_h2d_ns, 2 * MIB),
         0.01, "memcpy_h2d_ns kept");
    ck_assert(strstr(key_of(&r, "memcpy_h2d_ns")->how, "base profile"));
    /* kernel_gap_ns, not measured before 2026-11-22: the same */
    ck_assert(model_profile_set(&three, "kernel_gap_ns", key_of(&r, "kernel_gap_ns")->value, err,
                              sizeof err) == 0);
    near(three.kernel_gap_ns, base.kernel_gap_ns, 0.01, "kernel_gap_ns kept");
    ck_assert(strstr(key_of(&r, "kernel_gap_ns")->how, "base profile"));
    /* prefetch_zero_ns, from fresh prefetches not recorded before 2026-11-21 */
    ck_assert(model_profile_set(&three, "prefetch_zero_ns", key_of(&r, "prefetch_zero_ns")->value,
                              err, sizeof err) == 0);
    near(model_curve_ns(&three.prefetch_zero_ns, 16 * MIB),
         model_curve_ns(&base.prefetch_zero_ns, 16 * MIB), 0.01, "prefetch_zero_ns kept");
    ck_assert(strstr(key_of(&r, "prefetch_zero_ns")->how, "base profile"));
    /* prefetch_zero_defer_ns, its chained case not recorded before 2026-11-22 */
    ck_assert(model_profile_set(&three, "prefetch_zero_defer_ns",
                              key_of(&r, "prefetch_zero_defer_ns")->value, err, sizeof err) == 0);
    near(model_curve_ns(&three.prefetch_zero_defer_ns, 16 * MIB),
         model_curve_ns(&base.prefetch_zero_defer_ns, 16 * MIB), 0.01, "prefetch_zero_defer_ns kept");
    ck_assert(strstr(key_of(&r, "prefetch_zero_defer_ns")->how, "base profile"));
    /* prefetch_queue, not measured before 2026-11-22 */
    ck_assert(model_profile_set(&three, "prefetch_queue", key_of(&r, "prefetch_queue")->value,
                              err, sizeof err) == 0);
    ck_assert_uint_eq(three.prefetch_queue, base.prefetch_queue);
    ck_assert_uint_ne(base.prefetch_queue, T_QUEUE);
    ck_assert(strstr(key_of(&r, "prefetch_queue")->how, "base profile"));
    /* host_write_cold_ns, not recorded before 2026-11-22 */
    ck_assert(model_profile_set(&three, "host_write_cold_ns",
                              key_of(&r, "host_write_cold_ns")->value, err, sizeof err) == 0);
    near(model_curve_ns(&three.host_write_cold_ns, 2 * MIB),
         model_curve_ns(&base.host_write_cold_ns, 2 * MIB), 0.01, "host_write_cold_ns kept");
    ck_assert(strstr(key_of(&r, "host_write_cold_ns")->how, "base profile"));
    calib_free(&c);
}
END_TEST

START_TEST(medians_when_a_line_does_not_fit)
{
    struct model_profile base, out;
    base_profile(&base);
    struct calib c;
    synthesize(&c, &base, true, true);
    /* malloc_ns becomes a step: 2 us up to 2 MiB, 500 us from 64 MiB */
    for (size_t i = 0; i < c.n; i++)
        if (!strcmp(c.rows[i].key, "malloc_ns"))
            c.rows[i].ns = noisy(c.rows[i].size <= 2 * MIB ? 2e3 : 500e3);
    struct calib_result r;
    char err[512];
    ck_assert_msg(calib_fit(&c, &base, &r, err, sizeof err) == 0, "%s", err);
    ck_assert_msg(strstr(key_of(&r, "malloc_ns")->how, "medians"), "%s",
                  key_of(&r, "malloc_ns")->how);
    const char *path = test_tmp(".profile");
    FILE *f = fopen(path, "w");
    calib_write_profile(&c, &r, &base, "test", f);
    fclose(f);
    ck_assert_msg(model_profile_load_file(&out, path, err, sizeof err) == 0, "%s", err);
    near(model_curve_ns(&out.malloc_ns, 4 * KIB), 2e3, 0.05, "malloc_ns 4K");
    near(model_curve_ns(&out.malloc_ns, GIB), 500e3, 0.05, "malloc_ns 1G");
    calib_free(&c);
}
END_TEST

Suite *calib_suite(void);
Suite *calib_suite(void)
{
    Suite *s = suite_create("calib");
    TCase *t = tcase_create("fit");
    tcase_add_checked_fixture(t, rng_setup, rng_teardown);
    tcase_set_timeout(t, 60);
    tcase_add_test(t, linear_recovers_parameters);
    tcase_add_test(t, line_recovers_fixed_cost_and_bandwidth);
    tcase_add_test(t, fit_failures_are_clear);
    tcase_add_test(t, nonneg_holds_negative_at_zero);
    tcase_add_test(t, median);
    tcase_add_test(t, fault_design_counts);
    tcase_add_test(t, calibration_recovers_profile);
    tcase_add_test(t, csv_round_trip_refits_the_same);
    tcase_add_test(t, csv_dates_span_the_files);
    tcase_add_test(t, csv_gzip_and_damage);
    tcase_add_test(t, missing_measurements_fail_by_key);
    tcase_add_test(t, older_measurements_keep_the_base);
    tcase_add_test(t, fault_window_is_fitted);
    tcase_add_test(t, fault_fit_follows_the_case_medians);
    tcase_add_test(t, lines_follow_the_medians);
    tcase_add_test(t, d2h_lines_follow_the_means);
    tcase_add_test(t, medians_when_a_line_does_not_fit);
    suite_add_tcase(s, t);
    return s;
}
