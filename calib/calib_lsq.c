/* calib_lsq.c: weighted linear least squares with GSL for calibration
 * (calib_lsq.h). */
#include "calib_lsq.h"
#include "model_error.h"

#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gsl/gsl_errno.h>
#include <gsl/gsl_multifit.h>


double calib_lsq_eval(const struct calib_lsq *f, const double *x)
{
    double s = 0;
    for (int j = 0; j < f->p; j++)
        s += f->c[j] * x[j];
    return s;
}

/* One weighted solve over the free columns (fixed[j] false). Returns the
 * GSL rank in *rank; 0 or -1 when GSL fails. */
static int solve(const double *X, const double *y, const double *w, size_t n, int p,
                 const bool *fixed, double *c, size_t *rank)
{
    int q = 0, col[CALIB_LSQ_MAXP];
    for (int j = 0; j < p; j++)
        if (!fixed[j])
            col[q++] = j;
    for (int j = 0; j < p; j++)
        c[j] = 0;
    if (q == 0) {
        *rank = 0;
        return 0;
    }
    gsl_matrix *A = gsl_matrix_alloc(n, q), *cov = gsl_matrix_alloc(q, q);
    gsl_vector *Y = gsl_vector_alloc(n), *W = gsl_vector_alloc(n), *C = gsl_vector_alloc(q);
    gsl_multifit_linear_workspace *ws = gsl_multifit_linear_alloc(n, q);
    int rc = -1;
    if (A && cov && Y && W && C && ws) {
        for (size_t i = 0; i < n; i++) {
            for (int k = 0; k < q; k++)
                gsl_matrix_set(A, i, k, X[i * p + col[k]]);
            gsl_vector_set(Y, i, y[i]);
            gsl_vector_set(W, i, w[i]);
        }
        double chisq;
        /* tol: singular values below 1e-10 of the largest count as zero */
        if (gsl_multifit_wlinear_tsvd(A, W, Y, 1e-10, C, cov, &chisq, rank, ws) == GSL_SUCCESS) {
            for (int k = 0; k < q; k++)
                c[col[k]] = gsl_vector_get(C, k);
            rc = 0;
        }
    }
    gsl_multifit_linear_free(ws);
    gsl_vector_free(C);
    gsl_vector_free(W);
    gsl_vector_free(Y);
    gsl_matrix_free(cov);
    gsl_matrix_free(A);
    return rc;
}

/* The contract of calib_lsq.h on the inputs of calib_lsq_linear: 1 to
 * CALIB_LSQ_MAXP parameters, more points than parameters, every value
 * finite, weights >= 0, every y non-zero (> 0 for relative weights). */
static int check_points(const double *X, const double *y, const double *w, size_t n, int p,
                        char *err, size_t errlen)
{
    if (p < 1 || p > CALIB_LSQ_MAXP) {
        model_seterr(err, errlen, "%d parameters: expected 1 to %d", p, CALIB_LSQ_MAXP);
        return -1;
    }
    if (n <= (size_t)p) {
        model_seterr(err, errlen, "%zu points for %d parameters: need at least %d", n, p, p + 1);
        return -1;
    }
    for (size_t i = 0; i < n; i++) {
        bool ok = isfinite(y[i]) && (!w || (isfinite(w[i]) && w[i] >= 0));
        for (int j = 0; j < p; j++)
            ok = ok && isfinite(X[i * p + j]);
        if (!ok) {
            model_seterr(err, errlen, "point %zu: value not finite", i);
            return -1;
        }
        if (y[i] == 0 || (!w && y[i] < 0)) {
            model_seterr(err, errlen, "point %zu: measured value %g: relative errors need y %s 0", i,
                   y[i], w ? "!=" : ">");
            return -1;
        }
    }
    return 0;
}

/* Solve with weights wt into c; with nonneg, hold the most negative
 * coefficient at 0 (fixed) and refit the rest until none is negative. */
static int solve_holding_negatives(const double *X, const double *y, const double *wt, size_t n,
                                   int p, bool nonneg, double *c, bool *fixed, char *err,
                                   size_t errlen)
{
    gsl_error_handler_t *old = gsl_set_error_handler_off();
    int rc = 0;
    for (;;) {
        size_t rank = 0;
        int q = 0;
        for (int j = 0; j < p; j++)
            q += !fixed[j];
        if (solve(X, y, wt, n, p, fixed, c, &rank)) {
            model_seterr(err, errlen, "the least-squares solve failed");
            rc = -1;
            break;
        }
        if (rank < (size_t)q) {
            model_seterr(err, errlen, "the points do not determine %d parameters (rank %zu)", q,
                   rank);
            rc = -1;
            break;
        }
        int worst = -1;
        for (int j = 0; nonneg && j < p; j++)
            if (!fixed[j] && c[j] < 0 && (worst < 0 || c[j] < c[worst]))
                worst = j;
        if (worst < 0)
            break;
        fixed[worst] = true;
    }
    gsl_set_error_handler(old);
    return rc;
}

/* f's relative residuals against the points: rms_rel and max_rel. */
static void set_residuals(struct calib_lsq *f, const double *X, const double *y)
{
    double ss = 0, mx = 0;
    for (size_t i = 0; i < f->n; i++) {
        double r = (calib_lsq_eval(f, X + i * f->p) - y[i]) / fabs(y[i]);
        ss += r * r;
        mx = fmax(mx, fabs(r));
    }
    f->rms_rel = sqrt(ss / f->n);
    f->max_rel = mx;
}

int calib_lsq_linear(const double *X, const double *y, const double *w, size_t n, int p,
                   bool nonneg, struct calib_lsq *f, char *err, size_t errlen)
{
    memset(f, 0, sizeof *f);
    if (check_points(X, y, w, n, p, err, errlen))
        return -1;
    double *wt = malloc(n * sizeof *wt);
    if (!wt) {
        model_seterr(err, errlen, "out of memory");
        return -1;
    }
    for (size_t i = 0; i < n; i++)
        wt[i] = w ? w[i] : 1.0 / (y[i] * y[i]);
    bool fixed[CALIB_LSQ_MAXP] = { false };
    int rc = solve_holding_negatives(X, y, wt, n, p, nonneg, f->c, fixed, err, errlen);
    free(wt);
    if (rc)
        return rc;
    f->p = p;
    f->n = n;
    memcpy(f->fixed, fixed, sizeof fixed);
    set_residuals(f, X, y);
    for (int j = 0; j < p; j++)
        if (!isfinite(f->c[j])) {
            model_seterr(err, errlen, "coefficient %d is not finite", j);
            return -1;
        }
    assert(calib_lsq_valid(f));
    return 0;
}

int calib_lsq_line(const double *x, const double *y, size_t n, struct calib_lsq *f, char *err,
                 size_t errlen)
{
    memset(f, 0, sizeof *f);
    if (n < 3) {
        model_seterr(err, errlen, "%zu points for a line: need at least 3", n);
        return -1;
    }
    double *X = malloc(2 * n * sizeof *X);
    if (!X) {
        model_seterr(err, errlen, "out of memory");
        return -1;
    }
    bool distinct = false;
    for (size_t i = 0; i < n; i++) {
        X[2 * i] = 1;
        X[2 * i + 1] = x[i];
        distinct = distinct || x[i] != x[0];
    }
    int rc;
    if (!distinct) {
        model_seterr(err, errlen, "every point has the same size: a line needs 2 sizes");
        rc = -1;
    } else {
        rc = calib_lsq_linear(X, y, NULL, n, 2, false, f, err, errlen);
    }
    free(X);
    return rc;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

double calib_lsq_median(double *v, size_t n)
{
    assert(n >= 1);
    qsort(v, n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

#ifndef NDEBUG
bool calib_lsq_valid(const struct calib_lsq *f)
{
    if (f->p < 1 || f->p > CALIB_LSQ_MAXP || f->n <= (size_t)f->p)
        return false;
    for (int j = 0; j < f->p; j++)
        if (!isfinite(f->c[j]) || (f->fixed[j] && f->c[j] != 0))
            return false;
    return isfinite(f->rms_rel) && f->rms_rel >= 0 && isfinite(f->max_rel) && f->max_rel >= 0;
}
#endif
