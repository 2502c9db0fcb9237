/* calib_fault.c: the fault path's part of a calibration (calib.h).
 * Each measured fault kernel is replayed on the engine (model_um) with unit
 * costs, one term at a time, to count the batches, blocks and bytes it
 * makes (calib_fault_design); the measured times are then fitted as one
 * linear model of those counts (fault_batch_ns, fault_block_ns,
 * fault_h2d_ns, fault_wake_ns, fault_zero_ns), once for each candidate
 * fault_window, keeping the window whose fit leaves the least residual
 * (calib_fit_faults; docs/gpurun.md "Calibration"). Like every other
 * key, the model is fitted to medians: one point per case. */
#include "calib.h"
#include "model_error.h"

#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "policy.h"
#include "calib_lsq.h"
#include "model_um.h"
#include "trace.h"

/* c: exactly one ns per byte (on), or nothing (a line through 0 in the
 * log-log interpolation). */
static void unit_curve(struct model_curve *c, bool on)
{
    memset(c, 0, sizeof *c);
    c->n = 2;
    c->size[0] = 1;
    c->size[1] = 0x1p40;
    c->ns[0] = on ? 1 : 0;
    c->ns[1] = on ? 0x1p40 : 0;
}

int calib_fault_design(const struct model_profile *base, unsigned pattern, bool fresh,
                           uint64_t size, uint64_t stride, uint64_t piece,
                           double coef[CALIB_FAULT_TERMS], char *err, size_t errlen)
{
    const uint64_t block = 2ull << 20;
    if (size == 0 || pattern > TRACE_STRIDED || (pattern == TRACE_STRIDED && stride == 0)) {
        model_seterr(err, errlen, "fault case: size %" PRIu64 ", pattern %u, stride %" PRIu64
               ": not a valid access", size, pattern, stride);
        return -1;
    }
    uint64_t reserved = (size + block - 1) / block * block;
    if (reserved > base->capacity) {
        model_seterr(err, errlen, "fault case: %" PRIu64 " bytes exceed the profile's capacity",
               size);
        return -1;
    }
    const struct policy_evictor *ev;
    uint64_t values[POLICY_MAX_PARAMS];
    char sub[256];
    if (policy_parse_evictor("lrm", &ev, values, sub, sizeof sub)) {
        model_seterr(err, errlen, "fault case: evictor: %s", sub);
        return -1;
    }
    struct model_density_params d = model_density_params_default();
    struct trace_access a = { .buffer = 0, .offset = 0, .length = size,
                              .stride = pattern == TRACE_STRIDED ? stride : 0,
                              .piece = pattern == TRACE_STRIDED ? piece : 0,
                              .mode = TRACE_READ, .pattern = (uint8_t)pattern };
    const uint64_t addr = 1ull << 32;
    for (int k = 0; k < CALIB_FAULT_TERMS; k++) {
        /* unit costs: one of the terms at 1, the others 0 */
        struct model_profile p = *base;
        p.fault_batch_ns = k == 0;
        p.fault_block_ns = k == 1;
        p.fault_wake_ns = k == 3;
        unit_curve(&p.fault_h2d_ns, k == 2);
        unit_curve(&p.fault_zero_ns, k == 4);
        struct policy_env env;
        memset(&env, 0, sizeof env);
        void *self = ev->create(&env, values);
        struct model_um u;
        if (!self || model_um_init(&u, &p, p.capacity, &d, ev, self, 1)) {
            if (self)
                ev->destroy(self);
            model_seterr(err, errlen, "fault case: the engine could not start");
            return -1;
        }
        model_um_reserve(&u, addr, reserved);
        if (!fresh)
            model_um_host(&u, 0, addr, size, TRACE_WRITE); /* every page CPU-resident */
        struct model_um_access acc = { .addr = addr, .a = &a, .tag = 0 };
        struct model_um_kernel run;
        model_um_kernel_begin(&run, 0, &acc, 1, 1);
        uint64_t t = 0;
        while (!model_um_kernel_run(&u, &run, &t, UINT64_MAX) && !u.oom)
            ;
        model_um_kernel_end(&run);
        bool oom = u.oom;
        model_um_free(&u);
        ev->destroy(self);
        if (oom) {
            model_seterr(err, errlen, "fault case: the engine ran out of memory");
            return -1;
        }
        coef[k] = (double)t;
    }
    return 0;
}

static int pattern_of(const char *cas)
{
    return !strcmp(cas, "seq") || !strcmp(cas, "fresh") ? TRACE_SEQUENTIAL
         : !strcmp(cas, "random") ? TRACE_RANDOM
         : !strcmp(cas, "stride") ? TRACE_STRIDED : -1;
}

/* The fault_resident row of fault row i: the same case, size, stride, piece
 * and repetition. gpurun writes it right after (looked at first: a fit of
 * hundreds of files has a million rows); NULL when there is none. */
static const struct calib_row *resident_of(const struct calib *c, size_t i)
{
    const struct calib_row *f = &c->rows[i];
    for (size_t k = 0; k <= c->n; k++) {
        size_t j = k == 0 ? i + 1 : k - 1;
        if (j >= c->n)
            continue;
        const struct calib_row *g = &c->rows[j];
        if (!strcmp(g->key, "fault_resident") && !strcmp(g->cas, f->cas) &&
            g->size == f->size && g->stride == f->stride && g->piece == f->piece &&
            g->rep == f->rep)
            return g;
    }
    return NULL;
}

/* The measured points of the fault fit: point i is y[i] = fault -
 * fault_resident of one repetition of case caseof[i] (r->fcase). X holds a
 * design row per case (CALIB_FAULT_TERMS values, or np after
 * drop_zero_column). */
struct fault_points {
    double *X, *y;
    size_t *caseof;
    size_t m;
};

/* The index in r->fcase of row f's case, its design computed on first
 * sight; -1 with err. */
static int case_of(const struct calib_row *f, const struct model_profile *base,
                   struct calib_result *r, char *err, size_t errlen)
{
    for (int q = 0; q < r->nfcase; q++)
        if (!strcmp(r->fcase[q].cas, f->cas) && r->fcase[q].size == f->size &&
            r->fcase[q].stride == f->stride)
            return q;
    int pat = pattern_of(f->cas);
    if (pat < 0) {
        model_seterr(err, errlen, "fault: case '%s': expected seq, stride or random", f->cas);
        return -1;
    }
    if (r->nfcase == CALIB_MAXCASES) {
        model_seterr(err, errlen, "fault: more than %d cases", CALIB_MAXCASES);
        return -1;
    }
    int ci = r->nfcase++;
    snprintf(r->fcase[ci].cas, sizeof r->fcase[ci].cas, "%s", f->cas);
    r->fcase[ci].size = f->size;
    r->fcase[ci].stride = f->stride;
    char sub[256];
    if (calib_fault_design(base, (unsigned)pat, !strcmp(f->cas, "fresh"), f->size, f->stride,
                           f->piece ? f->piece : 1, r->fcase[ci].coef, sub, sizeof sub)) {
        model_seterr(err, errlen, "fault: %s", sub);
        return -1;
    }
    return ci;
}

/* Every fault row of c as a point, each paired with its fault_resident
 * row; the cases into r->fcase. Returns 0 or -1 with err. */
static int collect_points(const struct calib *c, const struct model_profile *base,
                          struct calib_result *r, struct fault_points *pts, char *err,
                          size_t errlen)
{
    for (size_t i = 0; i < c->n; i++) {
        const struct calib_row *f = &c->rows[i];
        if (strcmp(f->key, "fault"))
            continue;
        const struct calib_row *res = resident_of(c, i);
        if (!res) {
            model_seterr(err, errlen, "fault: case %s size %" PRIu64 " rep %d: no fault_resident row "
                   "(the same kernel on GPU-resident data)", f->cas, f->size, f->rep);
            return -1;
        }
        double y = f->ns - res->ns;
        if (!isfinite(y) || !(y > 0)) {
            model_seterr(err, errlen, "fault: case %s size %" PRIu64 " rep %d: the faulting kernel "
                   "(%g ns) is not slower than on resident data (%g ns)", f->cas, f->size,
                   f->rep, f->ns, res->ns);
            return -1;
        }
        int ci = case_of(f, base, r, err, errlen);
        if (ci < 0)
            return -1;
        pts->y[pts->m] = y;
        pts->caseof[pts->m++] = (size_t)ci;
    }
    return 0;
}

/* One point per case: its design row into pts->X and the median of its
 * repetitions into ymed[q] (and r's measured_ns). Returns 0 or -1 with
 * err. */
static int case_medians(struct calib_result *r, const struct fault_points *pts, double *ymed,
                        char *err, size_t errlen)
{
    enum { T = CALIB_FAULT_TERMS };
    double *v = malloc((pts->m + 1) * sizeof *v);
    if (!v) {
        model_seterr(err, errlen, "fault: out of memory");
        return -1;
    }
    for (int q = 0; q < r->nfcase; q++) {
        size_t k = 0;
        for (size_t i = 0; i < pts->m; i++)
            if (pts->caseof[i] == (size_t)q)
                v[k++] = pts->y[i];
        ymed[q] = r->fcase[q].measured_ns = calib_lsq_median(v, k);
        memcpy(&pts->X[T * q], r->fcase[q].coef, T * sizeof *pts->X);
    }
    free(v);
    return 0;
}

/* With no zero-filled bytes in any case the last column is 0: leave it out
 * of X (rows of nc cases). Returns whether it stays. */
static bool drop_zero_column(double *X, int nc)
{
    enum { T = CALIB_FAULT_TERMS };
    bool zero = false;
    for (int q = 0; q < nc; q++)
        zero |= X[T * q + 4] > 0;
    if (!zero)
        for (int q = 0; q < nc; q++)
            memmove(&X[(T - 1) * q], &X[T * q], (T - 1) * sizeof *X);
    return zero;
}

/* Each case's model value; the RMS relative residual over every point. */
static double model_cases(struct calib_result *r, const struct calib_lsq *f,
                          const struct fault_points *pts)
{
    double ss = 0;
    for (int q = 0; q < r->nfcase; q++)
        r->fcase[q].model_ns = calib_lsq_eval(f, r->fcase[q].coef);
    for (size_t i = 0; i < pts->m; i++) {
        double d = (r->fcase[pts->caseof[i]].model_ns - pts->y[i]) / pts->y[i];
        ss += d * d;
    }
    return sqrt(ss / (double)pts->m);
}

/* The five keys' values (k: fault_batch_ns, fault_block_ns, fault_h2d_ns,
 * fault_wake_ns, fault_zero_ns) from the fit; zero: the fit has the
 * zero-fill term, else it stays the base's. */
static void write_values(struct calib_key *k, const struct calib_lsq *f, bool zero,
                         const struct model_profile *base)
{
    calib_fmt_time(k[0].value, sizeof k[0].value, f->c[0]);
    calib_fmt_time(k[1].value, sizeof k[1].value, f->c[1]);
    calib_fmt_time(k[3].value, sizeof k[3].value, f->c[3]);
    struct model_curve h = { .n = 5, .size = { 4096, 65536, 524288, 1048576, 2097152 } };
    for (int i = 0; i < h.n; i++)
        h.ns[i] = f->c[2] * h.size[i];
    calib_fmt_curve(k[2].value, sizeof k[2].value, &h);
    if (zero) {
        for (int i = 0; i < h.n; i++)
            h.ns[i] = f->c[4] * h.size[i];
        calib_fmt_curve(k[4].value, sizeof k[4].value, &h);
    } else {
        calib_fmt_curve(k[4].value, sizeof k[4].value, &base->fault_zero_ns);
    }
}

/* The five keys' explanations, residuals and point counts. */
static void write_how(struct calib_key *k, const struct calib_result *r, const struct calib_lsq *f,
                      bool zero, size_t m, double rms_all)
{
    enum { T = CALIB_FAULT_TERMS };
    char tb[32], tk[32], tw[32], bw[64], bz[64];
    calib_fmt_time(tb, sizeof tb, f->c[0]);
    calib_fmt_time(tk, sizeof tk, f->c[1]);
    calib_fmt_time(tw, sizeof tw, f->c[3]);
    calib_fmt_bw(bw, sizeof bw, f->c[2]);
    calib_fmt_bw(bz, sizeof bz, f->c[4]);
    char common[1200];
    snprintf(common, sizeof common,
             "Kernels (gpurun's replay kernel, one access row, no CUPTI) reading CPU-resident "
             "managed memory, or managed memory never touched (case fresh): %d cases "
             "(sequential, strided, random, fresh; table above), %zu points. "
             "Measured: the kernel's time (CUDA events) minus the same kernel rerun on the "
             "now GPU-resident data. Fitted to each case's median (GSL weighted least "
             "squares, relative errors, coefficients >= 0) as batches * fault_batch_ns + "
             "VA blocks serviced * fault_block_ns + bytes moved * ns per byte + "
             "fault_wake_ns (once: the "
             "kernel's first fault) + bytes zero-filled * fault_zero_ns per byte, with "
             "batches, blocks and bytes those simrun's engine produces for the same access "
             "(fault_batch and fault_window as below, density prefetch at the driver's "
             "defaults). Result: %s per batch, %s per VA block, %s moved, %s per faulting "
             "kernel, %s zero-filled%s.",
             r->nfcase, m, tb, tk, bw, tw, zero ? bz : "(not measured)",
             zero ? "" : ": no fresh case, fault_zero_ns is the base profile's");
    const char *what[T] = { common, "One of the five coefficients of the fault model: see "
                            "fault_batch_ns.", "One of the five coefficients of the fault "
                            "model (see fault_batch_ns), written as the line through 0 "
                            "(fault_block_ns holds the per-block fixed cost).",
                            "One of the five coefficients of the fault model: see "
                            "fault_batch_ns.",
                            zero ? "One of the five coefficients of the fault model (see "
                                   "fault_batch_ns), written as the line through 0: GPU "
                                   "faults on pages resident nowhere, which the driver "
                                   "zero-fills on the GPU."
                                 : "Not measured (no fresh fault case in the measurements): "
                                   "kept from the base profile." };
    int np = zero ? T : T - 1;
    for (int i = 0; i < T; i++) {
        snprintf(k[i].how, sizeof k[i].how, "%s%s", what[i],
                 i < np && f->fixed[i] ? " This coefficient came out negative and is held at 0."
                                       : "");
        k[i].rms_rel = i < np ? rms_all : -1;
        k[i].points = i < np ? m : 0;
    }
}

/* The five fault keys at once (k: fault_batch_ns, then fault_block_ns,
 * fault_h2d_ns, fault_wake_ns, fault_zero_ns): fault - fault_resident =
 * batches * fault_batch_ns + blocks * fault_block_ns + bytes moved *
 * ns_per_byte + fault_wake_ns (once per faulting kernel) + bytes
 * zero-filled * zero_ns_per_byte, fitted to each case's median (relative
 * errors), as every other key is written from medians. Fitting the
 * repetitions themselves with relative errors weighs each by 1/y^2, so
 * the fast ones would count most and put the model below the cases'
 * medians. Measurements without the fresh case (older files) cannot
 * determine the last term: fault_zero_ns then stays the base profile's.
 * *fit_rms: the fit's RMS relative residual over the case medians (what
 * the window is chosen by); the keys report it against every repetition. */
static int fit_fault(const struct calib *c, const struct model_profile *base,
                     struct calib_result *r, struct calib_key *k, double *fit_rms, char *err,
                     size_t errlen)
{
    enum { T = CALIB_FAULT_TERMS };
    size_t n = 0;
    for (size_t i = 0; i < c->n; i++)
        n += !strcmp(c->rows[i].key, "fault");
    struct fault_points pts = { malloc((T * n + T) * sizeof *pts.X), malloc((n + 1) * sizeof *pts.y),
                                malloc((n + 1) * sizeof *pts.caseof), 0 };
    double *ymed = malloc((CALIB_MAXCASES + 1) * sizeof *ymed);
    int rc = -1;
    r->nfcase = 0;
    if (!pts.X || !pts.y || !pts.caseof || !ymed) {
        model_seterr(err, errlen, "fault: out of memory");
        goto out;
    }
    if (collect_points(c, base, r, &pts, err, errlen) ||
        case_medians(r, &pts, ymed, err, errlen))
        goto out;
    bool zero = drop_zero_column(pts.X, r->nfcase);
    struct calib_lsq f;
    char sub[256];
    if (calib_lsq_linear(pts.X, ymed, NULL, (size_t)r->nfcase, zero ? T : T - 1, true, &f, sub,
                         sizeof sub)) {
        model_seterr(err, errlen, "fault_batch_ns, fault_block_ns, fault_h2d_ns, fault_wake_ns%s "
                   "(fitted to %d cases' medians): %s", zero ? ", fault_zero_ns" : "",
                   r->nfcase, sub);
        goto out;
    }
    *fit_rms = f.rms_rel;
    if (!zero) { /* the model's value of the cases, with the base's zero-fill cost */
        f.c[4] = model_curve_ns(&base->fault_zero_ns, 1 << 30) / (1 << 30);
        f.fixed[4] = false;
    }
    double rms_all = model_cases(r, &f, &pts);
    write_values(k, &f, zero, base);
    write_how(k, r, &f, zero, pts.m, rms_all);
    rc = 0;
out:
    free(pts.X);
    free(pts.y);
    free(pts.caseof);
    free(ymed);
    return rc;
}

/* fault_window is fitted too, as the one of these windows whose fault fit
 * leaves the least residual (the smaller on a tie): it changes the batches,
 * blocks and bytes the engine counts for a case, not linearly. gpurun's
 * replay kernel keeps 2112 warps each on its own 4 KiB chunk, about 8 MiB of
 * a stream touched at once (gpu/gpurun_kernels.cu). */
static const uint64_t fault_windows[] = { 256 << 10, 512 << 10, 1 << 20, 2 << 20,
                                          4 << 20,   8 << 20,   16 << 20, 32 << 20 };
#define NWINDOWS (sizeof fault_windows / sizeof fault_windows[0])


int calib_fit_faults(const struct calib *c, const struct model_profile *base,
                         struct calib_result *r, struct calib_key *kwin,
                         struct calib_key *kb, char *err, size_t errlen)
{
    struct calib_result *scratch = malloc(sizeof *scratch);
    if (!scratch) {
        model_seterr(err, errlen, "fault: out of memory");
        return -1;
    }
    struct model_profile p = *base;
    double rms[NWINDOWS];
    size_t best = 0;
    for (size_t w = 0; w < NWINDOWS; w++) {
        *scratch = *r;
        p.fault_window = fault_windows[w];
        struct calib_key *k = &scratch->k[kb - r->k];
        if (fit_fault(c, &p, scratch, k, &rms[w], err, errlen)) {
            free(scratch);
            return -1;
        }
        if (rms[w] < rms[best])
            best = w;
    }
    free(scratch);
    p.fault_window = fault_windows[best];
    double chosen;
    if (fit_fault(c, &p, r, kb, &chosen, err, errlen))
        return -1;
    calib_fmt_size(kwin->value, sizeof kwin->value, p.fault_window);
    int l = snprintf(kwin->how, sizeof kwin->how,
                     "Model parameter (bytes of a kernel's access stream whose faults arrive "
                     "together), fitted: of the windows below, the one whose fault fit (see "
                     "fault_batch_ns) leaves the least RMS relative residual over the case "
                     "medians:");
    for (size_t w = 0; w < NWINDOWS && l > 0 && (size_t)l < sizeof kwin->how; w++) {
        char v[32];
        calib_fmt_size(v, sizeof v, fault_windows[w]);
        l += snprintf(kwin->how + l, sizeof kwin->how - (size_t)l, " %s %.1f%%%s", v,
                      100 * rms[w], w + 1 < NWINDOWS ? "," : ".");
    }
    kwin->rms_rel = kb->rms_rel; /* as the fault keys: against every repetition */
    kwin->points = kb->points;
    return 0;
}

