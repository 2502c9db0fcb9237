/* calib_fixture.h: what the suites of the calibration fit share
 * (test_calib_lsq.c: the least squares; test_calib.c: the whole fit;
 * test_calib_csv.c: its measurement files). Synthetic measurements are
 * generated from known parameters with multiplicative Gaussian noise from a
 * seeded GSL generator (mt19937, 2% sigma; each TCase sets it up with
 * rng_setup and rng_teardown), and near() checks a fitted value against the
 * truth within a relative tolerance. synthesize() makes a whole
 * calibration's rows from the parameters below, on the base profile that
 * base_profile() loads. */
#ifndef CALIB_FIXTURE_H
#define CALIB_FIXTURE_H

#include <check.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <gsl/gsl_randist.h>
#include <gsl/gsl_rng.h>

#include "calib.h"
#include "model_profile.h"

#define KIB 1024ull
#define MIB (1024ull * 1024)
#define GIB (1024ull * MIB)
#define NOISE 0.02

static gsl_rng *rng;

static inline void rng_setup(void)
{
    rng = gsl_rng_alloc(gsl_rng_mt19937);
    gsl_rng_set(rng, 20261121);
}

static inline void rng_teardown(void)
{
    gsl_rng_free(rng);
}

static inline double noisy(double v)
{
    return v * (1 + gsl_ran_gaussian(rng, NOISE));
}

static inline void near(double got, double want, double tol, const char *what)
{
    ck_assert_msg(fabs(got - want) <= tol * fabs(want), "%s: got %g, want %g (tolerance %g%%)",
                  what, got, want, 100 * tol);
}

static inline void base_profile(struct model_profile *p)
{
    char err[512];
    ck_assert_msg(model_profile_load_file(p, "profiles/h100-pcie5.profile", err, sizeof err) == 0,
                  "%s", err);
    ck_assert(p->fault_batch == 256);
    p->fault_window = MIB; /* the window fault_design_counts's hand counts assume */
}

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

static inline double line_ns(const struct truth_line *l, uint64_t size)
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
static inline const char *older_case(const char *cas, bool newer)
{
    if (!newer && !strcmp(cas, "kept"))
        return "untouched";
    if (!newer && !strcmp(cas, "written"))
        return "pageable";
    return cas;
}

/* with_fault: the fault cases too; newer: the rows measured since
 * 2026-11-21 (fresh fault cases, idle and deferred prefetch calls) */
static inline void synthesize(struct calib *c, const struct model_profile *base,
                              bool with_fault, bool newer)
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

#endif
