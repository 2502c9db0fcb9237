/* calib.c: fitting a GPU profile from measurements (calib.h;
 * docs/gpurun.md "Calibration"). One table (specs) says for every key of
 * model_profile.c's table, in its order, which rows feed it and how it is
 * fitted; the writer (calib_io.c) writes the keys in the same order, so
 * the profile has every key. */
#include "calib.h"
#include "model_error.h"

#include <assert.h>
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "calib_lsq.h"

#include <gsl/gsl_statistics_double.h>

/* Above this RMS relative residual a line does not describe a curve: the
 * measured medians are written instead (and the comment says so). */
#define LINE_MAX_RMS 0.15

enum how {
    H_TEXT,     /* description */
    H_CAPACITY, /* the measured number as is */
    H_CONST,    /* the median of the repetitions */
    H_COUNT,    /* the median of the repetitions, a count */
    H_LINE,     /* fixed + bytes / bandwidth, or the medians */
    H_LINE_MEAN, /* the same through each size's mean: the transfers into host
                    memory, whose repetitions come in spells (below) */
    H_EXTRA,    /* managed_free_resident_ns: resident cudaFree minus untouched */
    H_FAULT,    /* fault_batch_ns, fault_block_ns, fault_h2d_ns, fault_wake_ns,
                   fault_zero_ns: one linear model */
    H_RATE,     /* the best repetition's size / time: a peak rate, a plain maximum */
    H_BASE,     /* kept from the base profile */
};

struct spec {
    const char *key;
    const char *cases; /* the cases fitted, comma-separated; NULL: every case */
    enum how how;
    const char *measured;
};

/* The rows a key is fitted from: its own, but for prefetch_zero_ns the
 * fresh case of prefetch_h2d_ns (recorded since 2026-11-21) and for
 * host_write_cold_ns the cold case of host_write_ns (since 2026-11-22),
 * both recorded before their key existed. */
static const char *rows_of(const char *key)
{
    return !strcmp(key, "prefetch_zero_ns")     ? "prefetch_h2d_ns"
         : !strcmp(key, "host_write_cold_ns") ? "host_write_ns"
                                                : key;
}

/* H_LINE_MEAN: every transfer from the GPU into host memory (the prefetch
 * and the eviction to the CPU, the CPU's faults on GPU-resident data, the
 * copy to pageable memory) runs in spells of two levels about a third
 * apart, which change within seconds: one calibration's repetitions of a
 * size agree, the next calibration's may sit at the other level, and a
 * trace's run of a second or more crosses several. The median of a
 * machine's calibrations follows whichever level had the majority; the mean
 * is what a run crossing the spells pays (docs/measurements.md section 18). The transfers to the GPU do not spell. */
static const struct spec specs[] = {
    { "description", NULL, H_TEXT, "" },
    { "gpu_name", NULL, H_BASE, "The device's name as the measurements record it." },
    { "capacity", NULL, H_CAPACITY, "cudaMemGetInfo's total bytes." },
    { "fp32_flops", "fma", H_RATE,
      "An FMA-bound kernel, every thread running 8 independent chains of fp32 "
      "fmaf on registers, 8 blocks of 256 threads per SM, 2 FLOPs per FMA (size = the "
      "kernel's FLOPs), GPU time by CUDA events." },
    { "fp16_flops", "wmma", H_RATE,
      "A tensor-core kernel through WMMA (nvcuda::wmma 16x16x16, fp16 inputs, "
      "fp32 accumulate), every warp running 8 independent accumulators on fragments in "
      "registers, 2 * 16^3 FLOPs per mma_sync, GPU time by CUDA events. WMMA does not use "
      "Hopper's warpgroup instructions (wgmma), so on an H100 or H200 this rate can be "
      "below the datasheet's." },
    { "mem_bw", "copy", H_RATE,
      "A device-memory streaming kernel copying between the two halves of one "
      "cudaMalloc buffer of up to 2 GiB (far beyond the L2), 16 bytes per thread; size = "
      "bytes read + written, GPU time by CUDA events." },
    { "launch_ns", "replay", H_CONST,
      "Host time per launch of gpurun's replay kernel with one range, its ranges inline in "
      "the parameters (1000 launches in a row per repetition, divided by 1000); the value "
      "is the median." },
    { "kernel_gap_ns", "empty", H_CONST,
      "GPU time per launch of gpurun's replay kernel with nothing to touch and ns 0, 1000 "
      "launches queued behind a 20 ms kernel (CUDA events from its end to the last one's, "
      "divided by 1000): what each kernel adds to its own time back to back; the value is "
      "the median." },
    { "malloc_ns", "device", H_LINE,
      "cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time, while a "
      "small allocation keeps the driver's first 2 MiB block mapped: under 2 MiB, a request "
      "that fits in a mapped block (simrun charges the 2 MiB figure when one is mapped for it)." },
    { "free_ns", "device", H_LINE,
      "cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that leaves its "
      "block mapped)." },
    { "managed_malloc_ns", "kept", H_LINE,
      "cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace calls it: "
      "five allocations of a size kept, the CPU writing each (up to 16 MiB of it) right "
      "after it; simrun adds the wait for a GPU fault batch being serviced." },
    { "managed_free_ns", "untouched", H_LINE,
      "cudaFree of managed memory never touched, host time of the call." },
    { "fault_batch", NULL, H_BASE, "Model parameter (pages per batch), not measured." },
    { "fault_window", NULL, H_BASE, "" }, /* written by the fault fit */
    { "fault_batch_ns", NULL, H_FAULT, "" },
    { "fault_block_ns", NULL, H_FAULT, "" },
    { "fault_h2d_ns", NULL, H_FAULT, "" },
    { "fault_wake_ns", NULL, H_FAULT, "" },
    { "fault_zero_ns", NULL, H_FAULT, "" },
    { "prefetch_h2d_ns", "chunk", H_LINE,
      "cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one size on "
      "one stream: host time from the first call to the end of the stream synchronize, "
      "divided by the calls (stream-completion time per call)." },
    { "prefetch_d2h_ns", "chunk", H_LINE_MEAN,
      "cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for prefetch_h2d_ns." },
    { "evict_d2h_ns", "harness", H_LINE_MEAN,
      "Harness-style eviction, as gpurun --capacity does it (and umprobe item 5): one "
      "cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream synchronize, chunk "
      "after chunk; size = the bytes of the chunk that were GPU-resident." },
    { "cpu_fault_d2h_ns", "read,write", H_LINE_MEAN,
      "The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE bytes of each "
      "2 MiB block of a GPU-resident, GPU-written managed buffer: host time per block." },
    { "remote_ns", NULL, H_BASE, "Not measured (no clean measurement of remote access yet)." },
    { "host_populate_ns", "memset", H_LINE,
      "memset of managed memory new to the process right after cudaMallocManaged, each "
      "buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a fresh "
      "block written in part the curve at its own bytes, flat below the first size." },
    { "prefetch_host_ns", "resident", H_LINE,
      "Host time inside one cudaMemPrefetchAsync to the GPU of a range already GPU-resident "
      "(nothing moves). The host time of calls that move data is recorded too (case moving) "
      "but not fitted: for 2 MiB and less it is the whole transfer (docs/measurements.md)." },
    { "prefetch_call_ns", "idle", H_LINE,
      "Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed data "
      "issued on an idle stream (the driver migrates in the calling thread), one call at a "
      "time with a stream synchronize between." },
    { "prefetch_defer_ns", "resident-1", H_CONST,
      "Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range (nothing "
      "moves) issued behind a 500 us kernel on its stream, from the kernel's end to the "
      "call's end (CUDA events): the driver's worker taking up the deferred call, and its "
      "walk of 64 KiB to 16 MiB (2 to 11 us)." },
    { "prefetch_queue", "held", H_COUNT,
      "cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20 ms "
      "kernel on their stream, one after another until one blocks its caller (past 1 ms: "
      "until the kernel has ended and the driver's worker has taken up the first): the "
      "calls that returned at once; the value is the median." },
    { "prefetch_zero_ns", "fresh", H_LINE,
      "cudaMemPrefetchAsync to the GPU of managed memory just allocated and never touched "
      "(the driver populates and zero-fills it on the GPU; the call returns about when it "
      "is done), one call on an idle stream: host time from the call to the end of the "
      "stream synchronize (prefetch_h2d_ns rows, case fresh)." },
    { "prefetch_zero_defer_ns", "chained", H_LINE,
      "cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a row "
      "behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64 MiB): the "
      "stream time per call after the first, from a CUDA event after the first call to one "
      "after the last (the driver's worker running them one after another)." },
    { "managed_free_resident_ns", "resident", H_EXTRA,
      "cudaFree of managed memory prefetched whole to the GPU, minus the median cudaFree of "
      "untouched managed memory of the same size (managed_free_ns rows)." },
    { "memcpy_h2d_ns", "written", H_LINE,
      "cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the CPU "
      "writing the bytes right before, as a device-memory HOST write does (case pageable, "
      "the source last written by a copy back, is recorded too but not fitted)." },
    { "memcpy_d2h_ns", "pageable", H_LINE_MEAN,
      "cudaMemcpy from cudaMalloc memory to pageable host memory." },
    { "host_read_ns", "resident", H_LINE,
      "The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE bytes of a "
      "managed buffer resident and written at the CPU: host time per call." },
    { "host_write_ns", "resident", H_LINE,
      "The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a managed buffer "
      "resident at the CPU: host time per call." },
    { "host_write_cold_ns", "cold", H_LINE,
      "The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches: each "
      "write the next bytes of a 512 MiB malloc'ed buffer written once before "
      "(host_write_ns rows, case cold): host time per call." },
};
#define NSPECS (sizeof specs / sizeof specs[0])


/* ---- rows ------------------------------------------------------------------ */

void calib_init(struct calib *c)
{
    memset(c, 0, sizeof *c);
}

void calib_free(struct calib *c)
{
    free(c->srcs);
    free(c->rows);
    memset(c, 0, sizeof *c);
}

int calib_add(struct calib *c, const char *key, const char *cas, uint64_t size,
                  uint64_t stride, uint64_t piece, int rep, double ns)
{
    if (!*key || !*cas || strlen(key) >= sizeof c->rows->key ||
        strlen(cas) >= sizeof c->rows->cas || !isfinite(ns))
        return -1;
    if (c->n == c->cap) {
        size_t cap = c->cap ? 2 * c->cap : 256;
        struct calib_row *r = realloc(c->rows, cap * sizeof *r);
        if (!r)
            return -1;
        c->rows = r;
        c->cap = cap;
    }
    struct calib_row *r = &c->rows[c->n++];
    memset(r, 0, sizeof *r);
    strcpy(r->key, key);
    strcpy(r->cas, cas);
    r->size = size;
    r->stride = stride;
    r->piece = piece;
    r->rep = rep;
    r->ns = ns;
    r->src = c->nsrc ? (uint32_t)(c->nsrc - 1) : 0;
    return 0;
}

/* Whether case is in the comma-separated list (NULL: any). */
static bool case_in(const char *cas, const char *list)
{
    if (!list)
        return true;
    size_t l = strlen(cas);
    for (const char *p = list; *p;) {
        const char *e = strchr(p, ',');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        if (n == l && !strncmp(p, cas, l))
            return true;
        p += n + (e != NULL);
    }
    return false;
}

/* ---- formatting ---------------------------------------------------------------- */

void calib_fmt_size(char *buf, size_t len, uint64_t b)
{
    if (b && b % (1ull << 30) == 0)
        snprintf(buf, len, "%" PRIu64 "G", b >> 30);
    else if (b && b % (1ull << 20) == 0)
        snprintf(buf, len, "%" PRIu64 "M", b >> 20);
    else if (b && b % (1ull << 10) == 0)
        snprintf(buf, len, "%" PRIu64 "K", b >> 10);
    else
        snprintf(buf, len, "%" PRIu64, b);
}

void calib_fmt_time(char *buf, size_t len, double ns)
{
    if (!(ns > 0))
        snprintf(buf, len, "0ns");
    else if (ns < 1e3)
        snprintf(buf, len, "%.4gns", ns);
    else if (ns < 1e6)
        snprintf(buf, len, "%.4gus", ns / 1e3);
    else if (ns < 1e9)
        snprintf(buf, len, "%.4gms", ns / 1e6);
    else
        snprintf(buf, len, "%.4gs", ns / 1e9);
}

void calib_fmt_curve(char *buf, size_t len, const struct model_curve *cv)
{
    size_t l = 0;
    buf[0] = '\0';
    for (int i = 0; i < cv->n && l < len; i++) {
        char s[32], t[32];
        calib_fmt_size(s, sizeof s, (uint64_t)cv->size[i]);
        calib_fmt_time(t, sizeof t, cv->ns[i]);
        l += snprintf(buf + l, len - l, "%s%s:%s", i ? " " : "", s, t);
    }
}

/* Round a curve's times as they will be written (so residuals are those of
 * the file's numbers). */
static void round_curve(struct model_curve *cv)
{
    for (int i = 0; i < cv->n; i++) {
        char t[32];
        calib_fmt_time(t, sizeof t, cv->ns[i]);
        double ns = 0;
        if (model_parse_time_ns(t, &ns) == 0)
            cv->ns[i] = ns;
    }
}

void calib_when(const struct calib_meta *m, char *buf, size_t len)
{
    if (!m->date[0])
        snprintf(buf, len, "no date");
    else if (!m->date_last[0] || !strcmp(m->date, m->date_last))
        snprintf(buf, len, "%s", m->date);
    else
        snprintf(buf, len, "%s to %s", m->date, m->date_last);
}

/* A rate as a profile writes it ("67T", "4.8T"), digits significant. */
static void fmt_rate(char *buf, size_t len, double rate, int digits)
{
    int e = 0;
    while (e < 5 && rate >= pow(1e3, e + 1))
        e++;
    snprintf(buf, len, "%.*g%s", digits, rate / pow(1e3, e),
             (const char *[]){ "", "K", "M", "G", "T", "P" }[e]);
}

void calib_fmt_bw(char *buf, size_t len, double ns_per_byte)
{
    if (ns_per_byte > 0)
        snprintf(buf, len, "bytes / %.3g GB/s", 1.0 / ns_per_byte);
    else
        snprintf(buf, len, "bytes * %.3g ns/B", ns_per_byte);
}

/* ---- points ------------------------------------------------------------------------ */

struct points {
    double *x, *y;
    size_t n;
};

static int collect(const struct calib *c, const char *key, const char *cases,
                   struct points *p)
{
    p->n = 0;
    p->x = malloc((c->n + 1) * sizeof *p->x);
    p->y = malloc((c->n + 1) * sizeof *p->y);
    if (!p->x || !p->y)
        return -1;
    for (size_t i = 0; i < c->n; i++) {
        const struct calib_row *r = &c->rows[i];
        if (!strcmp(r->key, key) && case_in(r->cas, cases)) {
            p->x[p->n] = (double)r->size;
            p->y[p->n] = r->ns;
            p->n++;
        }
    }
    return 0;
}

static void points_free(struct points *p)
{
    free(p->x);
    free(p->y);
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The distinct sizes of p, increasing. Returns their count or -1 when more
 * than MODEL_CURVE_MAX. */
static int sizes_of(const struct points *p, double *out)
{
    double *s = malloc((p->n + 1) * sizeof *s);
    if (!s)
        return -1;
    memcpy(s, p->x, p->n * sizeof *s);
    qsort(s, p->n, sizeof *s, cmp_double);
    int k = 0;
    for (size_t i = 0; i < p->n; i++)
        if (i == 0 || s[i] != s[i - 1]) {
            if (k == MODEL_CURVE_MAX || !(s[i] > 0)) {
                free(s);
                return -1;
            }
            out[k++] = s[i];
        }
    free(s);
    return k;
}

/* The median of the y at size x, or their mean. */
static double center_at(const struct points *p, double x, bool mean)
{
    double *v = malloc((p->n + 1) * sizeof *v);
    size_t k = 0;
    if (!v)
        return NAN;
    for (size_t i = 0; i < p->n; i++)
        if (p->x[i] == x)
            v[k++] = p->y[i];
    double m = !k ? NAN : mean ? gsl_stats_mean(v, 1, k) : calib_lsq_median(v, k);
    free(v);
    return m;
}

/* RMS relative residual of curve cv (+ base, a second curve or NULL) against
 * the points (relative to total[i], or to y[i] when total is NULL). */
static double curve_rms(const struct model_curve *cv, const struct points *p, const double *add,
                        const double *total)
{
    double ss = 0;
    for (size_t i = 0; i < p->n; i++) {
        double model = model_curve_ns(cv, (uint64_t)p->x[i]) + (add ? add[i] : 0);
        double ref = total ? total[i] : p->y[i];
        double r = (model - ref) / fabs(ref);
        ss += r * r;
    }
    return p->n ? sqrt(ss / p->n) : NAN;
}

/* ---- one key per method ------------------------------------------------------------- */

static int fit_const(struct calib_key *k, const struct points *p, bool count, char *err,
                     size_t errlen)
{
    if (p->n < 3) {
        model_seterr(err, errlen, "%s: %zu repetitions: need at least 3", k->key, p->n);
        return -1;
    }
    double *v = malloc(p->n * sizeof *v);
    if (!v)
        return -1;
    memcpy(v, p->y, p->n * sizeof *v);
    double m = calib_lsq_median(v, p->n);
    free(v);
    char t[32];
    double mr = 0;
    if (count) {
        mr = round(m);
        snprintf(t, sizeof t, "%.0f", mr);
    } else {
        calib_fmt_time(t, sizeof t, m);
        model_parse_time_ns(t, &mr);
    }
    double ss = 0;
    for (size_t i = 0; i < p->n; i++) {
        if (!(p->y[i] > 0)) {
            model_seterr(err, errlen, "%s: repetition %zu: %g%s: expected > 0", k->key, i, p->y[i],
                       count ? "" : " ns");
            return -1;
        }
        ss += ((mr - p->y[i]) / p->y[i]) * ((mr - p->y[i]) / p->y[i]);
    }
    snprintf(k->value, sizeof k->value, "%s", t);
    k->rms_rel = sqrt(ss / p->n);
    k->points = p->n;
    snprintf(k->how + strlen(k->how), sizeof k->how - strlen(k->how),
             " Fit: the median of %zu repetitions.", p->n);
    return 0;
}

/* What a line is fitted to: the points summarised per distinct size,
 * increasing. Invariant after centers_by_size: 2 <= n <= MODEL_CURVE_MAX;
 * center[i] is the median (or mean) at size[i] of the values fitted (y, or
 * y - extra), weight[i] 1 / t^2 for t the median (or mean) total there. */
struct size_centers {
    int n;
    double size[MODEL_CURVE_MAX], center[MODEL_CURVE_MAX], weight[MODEL_CURVE_MAX];
};

static int centers_by_size(const struct calib_key *k, const struct points *p, const double *extra,
                           bool mean, struct size_centers *c, char *err, size_t errlen)
{
    c->n = sizes_of(p, c->size);
    if (c->n < 0) {
        model_seterr(err, errlen, "%s: more than %d distinct sizes (or a size of 0)", k->key,
               MODEL_CURVE_MAX);
        return -1;
    }
    if (c->n < 2 || p->n < 3) {
        model_seterr(err, errlen, "%s: %zu points at %d sizes: a line needs at least 3 points at 2 "
               "sizes", k->key, p->n, c->n);
        return -1;
    }
    struct points q = { malloc(p->n * sizeof(double)), malloc(p->n * sizeof(double)), p->n };
    int rc = -1;
    if (!q.x || !q.y)
        goto out;
    for (size_t i = 0; i < p->n; i++) {
        if (!isfinite(p->y[i]) || !(p->y[i] > 0)) {
            model_seterr(err, errlen, "%s: point %zu (size %.0f): %g ns: expected a finite time > 0",
                   k->key, i, p->x[i], p->y[i]);
            goto out;
        }
        q.x[i] = p->x[i];
        q.y[i] = p->y[i] - (extra ? extra[i] : 0);
    }
    for (int i = 0; i < c->n; i++) {
        double tot = center_at(p, c->size[i], mean);
        c->center[i] = center_at(&q, c->size[i], mean);
        c->weight[i] = 1.0 / (tot * tot);
    }
    rc = 0;
out:
    free(q.x);
    free(q.y);
    return rc;
}

/* The line a + b x through the centers (weighted least squares, relative
 * errors), or through both when there are two. */
static int fit_line(const struct calib_key *k, const struct size_centers *c, struct calib_lsq *f,
                    char *err, size_t errlen)
{
    const double *sz = c->size, *my = c->center;
    if (c->n < 3) {
        *f = (struct calib_lsq){ .p = 2, .n = 2,
                               .c = { my[0] - sz[0] * (my[1] - my[0]) / (sz[1] - sz[0]),
                                      (my[1] - my[0]) / (sz[1] - sz[0]) } };
        return 0;
    }
    double X[2 * MODEL_CURVE_MAX];
    for (int i = 0; i < c->n; i++) {
        X[2 * i] = 1;
        X[2 * i + 1] = sz[i];
    }
    char sub[256];
    if (calib_lsq_linear(X, my, c->weight, (size_t)c->n, 2, false, f, sub, sizeof sub)) {
        model_seterr(err, errlen, "%s: %s", k->key, sub);
        return -1;
    }
    return 0;
}

/* k's value: line f written at the measured sizes, or the centers
 * themselves when it misses the points by more than LINE_MAX_RMS or goes
 * negative; its how says which, and why. */
static void write_line_or_centers(struct calib_key *k, const struct points *p,
                                  const double *extra, bool mean, const struct size_centers *c,
                                  const struct calib_lsq *f)
{
    const char *center = mean ? "means" : "medians";
    struct model_curve line = { .n = c->n }, med = { .n = c->n };
    bool negative = false;
    for (int i = 0; i < c->n; i++) {
        line.size[i] = med.size[i] = c->size[i];
        line.ns[i] = f->c[0] + f->c[1] * c->size[i];
        negative = negative || line.ns[i] < 0;
        line.ns[i] = fmax(0, line.ns[i]);
        med.ns[i] = fmax(0, c->center[i]);
    }
    round_curve(&line);
    round_curve(&med);
    double rl = curve_rms(&line, p, extra, NULL), rm = curve_rms(&med, p, extra, NULL);
    char a[32], bw[64];
    calib_fmt_time(a, sizeof a, f->c[0]);
    calib_fmt_bw(bw, sizeof bw, f->c[1]);
    size_t l = strlen(k->how);
    if (rl <= LINE_MAX_RMS && !negative) {
        calib_fmt_curve(k->value, sizeof k->value, &line);
        k->rms_rel = rl;
        snprintf(k->how + l, sizeof k->how - l,
                 " Fit (weighted least squares, relative errors, to the %s of %zu "
                 "points at %d sizes): %s + %s, written at the measured sizes (the %s "
                 "would give %.1f%%).", center, p->n, c->n, a, bw, center, 100 * rm);
    } else {
        calib_fmt_curve(k->value, sizeof k->value, &med);
        k->rms_rel = rm;
        snprintf(k->how + l, sizeof k->how - l,
                 " The measured %s (%zu points at %d sizes): the best line, %s + %s, "
                 "misses by %.1f%% RMS%s, so it is not used.",
                 center, p->n, c->n, a, bw, 100 * rl, negative ? " and goes negative" : "");
    }
}

/* A line y = a + b x through the medians at each size, or through the means
 * when mean is set (relative errors;
 * with extra: the points are totals and extra[i] is subtracted first, the
 * residual being relative to the total), written at the measured sizes; the
 * medians themselves when the line misses the points by more than
 * LINE_MAX_RMS or goes negative. Fitted to medians, not to the repetitions:
 * relative weights from each repetition's own value (1/y^2) would favour
 * the fastest. */
static int fit_curve(struct calib_key *k, const struct points *p, const double *extra,
                     bool mean, char *err, size_t errlen)
{
    struct size_centers c;
    struct calib_lsq f;
    if (centers_by_size(k, p, extra, mean, &c, err, errlen) || fit_line(k, &c, &f, err, errlen))
        return -1;
    write_line_or_centers(k, p, extra, mean, &c, &f);
    k->points = p->n;
    return 0;
}

/* H_RATE: the best repetition's rate, size (FLOPs or bytes) per second;
 * the residual is each repetition's time against the time at that rate. */
static int fit_rate(struct calib_key *k, const struct points *p, char *err, size_t errlen)
{
    double best = 0, ss = 0;
    for (size_t i = 0; i < p->n; i++) {
        if (!(p->y[i] > 0) || !(p->x[i] > 0)) {
            model_seterr(err, errlen, "%s: repetition %zu: %g in %g ns: expected both > 0",
                         k->key, i, p->x[i], p->y[i]);
            return -1;
        }
        best = fmax(best, p->x[i] / p->y[i] * 1e9);
    }
    char v[32];
    fmt_rate(v, sizeof v, best, 4);
    double written = 0;
    if (model_parse_rate(v, &written) || !(written > 0))
        written = best;
    for (size_t i = 0; i < p->n; i++) {
        double r = (p->x[i] / written * 1e9 - p->y[i]) / p->y[i];
        ss += r * r;
    }
    snprintf(k->value, sizeof k->value, "%s", v);
    k->rms_rel = sqrt(ss / p->n);
    k->points = p->n;
    snprintf(k->how + strlen(k->how), sizeof k->how - strlen(k->how),
             " Measured by gpurun --calibrate; the value is the best of %zu repetitions (a"
             " maximum: a peak rate).", p->n);
    return 0;
}

/* managed_free_resident_ns: resident cudaFree rows minus the untouched
 * median at the same size. */
static int fit_extra(const struct calib *c, struct calib_key *k, const struct points *p,
                     char *err, size_t errlen)
{
    struct points u;
    if (collect(c, "managed_free_ns", "untouched", &u)) {
        points_free(&u);
        return -1;
    }
    double *base = malloc((p->n + 1) * sizeof *base);
    int rc = base ? 0 : -1;
    for (size_t i = 0; rc == 0 && i < p->n; i++) {
        base[i] = center_at(&u, p->x[i], false);
        if (!isfinite(base[i])) {
            model_seterr(err, errlen, "%s: no cudaFree of untouched managed memory of %.0f bytes "
                   "(managed_free_ns, case untouched) to subtract", k->key, p->x[i]);
            rc = -1;
        }
    }
    if (rc == 0)
        rc = fit_curve(k, p, base, false, err, errlen);
    free(base);
    points_free(&u);
    return rc;
}

static struct calib_key *key_of_name(struct calib_result *r, const char *key)
{
    for (int i = 0; i < r->n; i++)
        if (!strcmp(r->k[i].key, key))
            return &r->k[i];
    assert(!"a key of specs[]");
    return &r->k[0];
}

/* ---- the whole profile ------------------------------------------------------------------ */

/* Keys measured only since 2026-11-21 (prefetch_zero_ns, case fresh of
 * prefetch_h2d_ns; managed_malloc_ns as a trace calls it, case kept,
 * memcpy_h2d_ns, case written, host_write_cold_ns (case cold of
 * host_write_ns), kernel_gap_ns, prefetch_queue and prefetch_zero_defer_ns:
 * since 2026-11-22; fp32_flops, fp16_flops and mem_bw since 2026-11-28
 * (a base without them leaves them out); older
 * files time them otherwise or not at all):
 * measurements without their rows keep the base profile's value. Returns
 * -1 for any other key (its fit then says what is missing). */
static int keep_base(struct calib_key *k, const struct model_profile *base)
{
    if (!strcmp(k->key, "prefetch_call_ns"))
        calib_fmt_curve(k->value, sizeof k->value, &base->prefetch_call_ns);
    else if (!strcmp(k->key, "managed_malloc_ns"))
        calib_fmt_curve(k->value, sizeof k->value, &base->managed_malloc_ns);
    else if (!strcmp(k->key, "memcpy_h2d_ns"))
        calib_fmt_curve(k->value, sizeof k->value, &base->memcpy_h2d_ns);
    else if (!strcmp(k->key, "prefetch_defer_ns"))
        calib_fmt_time(k->value, sizeof k->value, base->prefetch_defer_ns);
    else if (!strcmp(k->key, "kernel_gap_ns"))
        calib_fmt_time(k->value, sizeof k->value, base->kernel_gap_ns);
    else if (!strcmp(k->key, "prefetch_zero_ns"))
        calib_fmt_curve(k->value, sizeof k->value, &base->prefetch_zero_ns);
    else if (!strcmp(k->key, "prefetch_zero_defer_ns"))
        calib_fmt_curve(k->value, sizeof k->value, &base->prefetch_zero_defer_ns);
    else if (!strcmp(k->key, "prefetch_queue"))
        snprintf(k->value, sizeof k->value, "%" PRIu64, base->prefetch_queue);
    else if (!strcmp(k->key, "host_write_cold_ns"))
        calib_fmt_curve(k->value, sizeof k->value, &base->host_write_cold_ns);
    else if (!strcmp(k->key, "fp32_flops") || !strcmp(k->key, "fp16_flops") ||
             !strcmp(k->key, "mem_bw")) {
        double rate = !strcmp(k->key, "fp32_flops") ? base->fp32_flops
                    : !strcmp(k->key, "fp16_flops") ? base->fp16_flops
                                                    : base->mem_bw;
        if (rate > 0) /* as the base writes it: "67T", "4.8T" */
            fmt_rate(k->value, sizeof k->value, rate, 10);
    } else
        return -1;
    size_t l = strlen(k->how);
    snprintf(k->how + l, sizeof k->how - l, " Not in these measurements: kept from the base "
             "profile %s.", base->path[0] ? base->path : base->name);
    return 0;
}

int calib_fit(const struct calib *c, const struct model_profile *base,
                  struct calib_result *r, char *err, size_t errlen)
{
    assert(calib_valid(c));
    memset(r, 0, sizeof *r);
    r->n = (int)NSPECS;
    for (size_t i = 0; i < NSPECS; i++) {
        struct calib_key *k = &r->k[i];
        k->key = specs[i].key;
        k->rms_rel = -1;
        snprintf(k->how, sizeof k->how, "%s", specs[i].measured);
    }
    for (size_t i = 0; i < NSPECS; i++) {
        const struct spec *s = &specs[i];
        struct calib_key *k = &r->k[i];
        struct points p = { 0 };
        int rc = 0;
        switch (s->how) {
        case H_TEXT:
        {
            char when[80];
            calib_when(&c->meta, when, sizeof when);
            snprintf(k->value, sizeof k->value, "%s, calibrated by gpurun --calibrate (%s)",
                     c->meta.device[0] ? c->meta.device : "unknown GPU", when);
            break;
        }
        case H_CAPACITY:
            if (collect(c, s->key, NULL, &p) == 0 && p.n > 0 && p.y[0] >= 1 &&
                p.y[0] < 0x1p60) {
                snprintf(k->value, sizeof k->value, "%" PRIu64, (uint64_t)p.y[0]);
                k->points = p.n;
            } else {
                model_seterr(err, errlen, "capacity: no measured capacity row");
                rc = -1;
            }
            break;
        case H_CONST:
        case H_COUNT:
        case H_LINE:
        case H_LINE_MEAN:
        case H_RATE:
            rc = collect(c, rows_of(s->key), s->cases, &p);
            if (rc == 0 && (p.n > 0 || keep_base(k, base)))
                rc = s->how == H_RATE ? fit_rate(k, &p, err, errlen)
                     : s->how == H_LINE || s->how == H_LINE_MEAN
                         ? fit_curve(k, &p, NULL, s->how == H_LINE_MEAN, err, errlen)
                         : fit_const(k, &p, s->how == H_COUNT, err, errlen);
            break;
        case H_EXTRA:
            rc = collect(c, s->key, s->cases, &p) ? -1 : fit_extra(c, k, &p, err, errlen);
            break;
        case H_FAULT:
            if (!strcmp(s->key, "fault_batch_ns"))
                rc = calib_fit_faults(c, base, r, key_of_name(r, "fault_window"), k, err,
                                         errlen);
            break;
        case H_BASE: {
            char v[32];
            if (!strcmp(s->key, "fault_batch"))
                snprintf(k->value, sizeof k->value, "%" PRIu64, base->fault_batch);
            else if (!strcmp(s->key, "fault_window")) {
                calib_fmt_size(v, sizeof v, base->fault_window);
                snprintf(k->value, sizeof k->value, "%s", v);
            } else if (!strcmp(s->key, "remote_ns")) {
                calib_fmt_curve(k->value, sizeof k->value, &base->remote_ns);
            } else if (!strcmp(s->key, "gpu_name") && c->meta.device[0]) {
                snprintf(k->value, sizeof k->value, "%s", c->meta.device);
                break; /* measured, not the base's */
            } else if (!strcmp(s->key, "gpu_name")) {
                snprintf(k->value, sizeof k->value, "%s", base->gpu_name);
            }
            size_t l = strlen(k->how);
            snprintf(k->how + l, sizeof k->how - l, " Kept from the base profile %s.",
                     base->path[0] ? base->path : base->name);
            break;
        }
        }
        points_free(&p);
        if (rc)
            return -1;
    }
    return 0;
}

#ifndef NDEBUG
bool calib_valid(const struct calib *c)
{
    if (c->n > c->cap || (c->n && !c->rows) || (c->nsrc && !c->srcs))
        return false;
    for (size_t i = 0; i < c->n; i++)
        if (!c->rows[i].key[0] || !c->rows[i].cas[0] || !isfinite(c->rows[i].ns) ||
            (c->nsrc && c->rows[i].src >= c->nsrc))
            return false;
    return true;
}
#endif
