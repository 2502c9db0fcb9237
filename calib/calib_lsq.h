/* calib_lsq.h: least-squares fits for calibration (gpurun --calibrate,
 * docs/gpurun.md): a linear model y ~ X c fitted by weighted least squares
 * with GSL (gsl_multifit_wlinear_tsvd), relative errors by default, optionally
 * with non-negative coefficients; a line y ~ a + b x as its special case;
 * the median and the RMS relative residual that every calibrated key
 * reports.
 *
 * Contract: every input value must be finite; relative weights (w == NULL)
 * need every y > 0; a fit needs more points than parameters and points
 * that determine every parameter (full rank). Anything else fails with a
 * message, never with a silently wrong coefficient.
 */
#ifndef CALIB_LSQ_H
#define CALIB_LSQ_H

#include <stdbool.h>
#include <stddef.h>

#define CALIB_LSQ_MAXP 8

/* A fit's outcome. Invariant after a successful fit: 1 <= p <= CALIB_LSQ_MAXP,
 * n > p, every c[i] finite (>= 0 when fitted with nonneg), rms_rel and
 * max_rel finite and >= 0. */
struct calib_lsq {
    int p;                   /* parameters */
    size_t n;                /* points */
    double c[CALIB_LSQ_MAXP];  /* coefficients */
    bool fixed[CALIB_LSQ_MAXP]; /* nonneg: held at 0 because the free fit went negative */
    double rms_rel;          /* sqrt(mean(((X c)_i - y_i) / y_i)^2) */
    double max_rel;          /* max |(X c)_i - y_i| / |y_i| */
};

/* Fit y ~ X c, X row-major n x p. w: weights (NULL: 1/y^2, i.e. relative
 * errors, which needs y > 0). nonneg: a coefficient that comes out negative
 * is held at 0 and the rest refitted, until none is negative. The relative
 * residuals are always relative to y (which must then be non-zero).
 * Returns 0, or -1 with err ("3 points for 3 parameters: need at least 4",
 * "point 2: value not finite", "the points do not determine 3 parameters
 * (rank 2)"). */
int calib_lsq_linear(const double *X, const double *y, const double *w, size_t n, int p,
                   bool nonneg, struct calib_lsq *f, char *err, size_t errlen);

/* Fit y ~ a + b x (c[0] = a, c[1] = b) with relative errors; needs at least
 * 3 points and 2 distinct x. */
int calib_lsq_line(const double *x, const double *y, size_t n, struct calib_lsq *f, char *err,
                 size_t errlen);

/* The model's value at row x (p values). */
double calib_lsq_eval(const struct calib_lsq *f, const double *x);

/* Median of v[0..n) (n >= 1); reorders v. */
double calib_lsq_median(double *v, size_t n);

#ifndef NDEBUG
bool calib_lsq_valid(const struct calib_lsq *f);
#endif

#endif
