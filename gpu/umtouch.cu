/* umtouch.cu: an independent kernel doing a micro trace's touches, to hold
 * gpurun's replay kernel against (issue 45; docs/gpurun.md "Fault order").
 *
 * It reads the first LAUNCH of a trace (one buffer, as tracegen micro
 * writes) and turns its access rows into a list of one-byte touches, in
 * the rows' order: one at the start of every strided piece, and one per
 * 4 KiB page of every longer span (a sequential row, a random block, a
 * piece over 4 KiB), so it faults the same pages as the trace. Then, for
 * each repetition, it allocates the buffer with cudaMallocManaged, writes
 * all of it on the CPU (the pages CPU-resident and fresh, as gpurun's HOST
 * event leaves them), and times with CUDA events one plain kernel: one
 * thread per touch, all launched at once, thread i touching touch i (a
 * read, or a write where the rows write). One CSV row per repetition on
 * stdout: case, bytes (the buffer), touches, rep, ms.
 *
 * Exit 0 on success, 1 on a CUDA error, 2 on bad usage or a trace it
 * cannot use (the message names the file and row).
 */
#include <cuda_runtime.h>
#include <ctype.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern "C" {
#include "trace.h"
}

#ifndef GMS_VERSION
#define GMS_VERSION "0.1.0"
#endif

#define UT_PAGE 4096u
#define UT_MAX_TOUCHES (1ull << 28) /* 1 TiB of 4 KiB pages */
#define UT_CAP (16ull << 30)        /* docs/design.md's managed cap ceiling */

/* The touches of one launch. Invariant: every offs[i] < size. */
struct ut_touches {
    uint64_t buffer, size; /* the buffer the rows touch, its bytes */
    uint8_t mode;          /* OR of the rows' modes: 1 read, 2 write */
    uint64_t *offs, n, cap;
};

/* "umtouch: PATH: what" on stderr; returns 2. */
static int ut_fail(const char *path, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int ut_fail(const char *path, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "umtouch: %s: ", path);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    return 2;
}

/* A trace library error (its message names the file); returns 2. */
static int ut_err(const struct trace_error *err)
{
    fprintf(stderr, "umtouch: %s\n", err->msg);
    return 2;
}

static int ut_push(struct ut_touches *t, uint64_t off)
{
    if (t->n == t->cap) {
        uint64_t cap = t->cap ? 2 * t->cap : 4096;
        uint64_t *p = (uint64_t *)realloc(t->offs, cap * sizeof *p);
        if (!p || t->n >= UT_MAX_TOUCHES)
            return -1;
        t->offs = p;
        t->cap = cap;
    }
    t->offs[t->n++] = off;
    return 0;
}

/* One touch per 4 KiB page of [s, e), the first at s. */
static int ut_span(struct ut_touches *t, uint64_t s, uint64_t e)
{
    for (uint64_t o = s; o < e; o += UT_PAGE)
        if (ut_push(t, o) != 0)
            return -1;
    return 0;
}

/* The touches of access row a (trace-format.md: a strided piece covers at
 * most piece or 1, its stride and the range's end). */
static int ut_row(struct ut_touches *t, const struct trace_access *a)
{
    uint64_t end = a->offset + a->length;
    if (a->pattern != TRACE_STRIDED)
        return ut_span(t, a->offset, end);
    uint64_t piece = a->piece ? a->piece : 1;
    piece = piece < a->stride ? piece : a->stride;
    for (uint64_t k = 0; k * a->stride < a->length; k++) {
        uint64_t s = a->offset + k * a->stride;
        if (ut_span(t, s, end - s < piece ? end : s + piece) != 0)
            return -1;
    }
    return 0;
}

/* The first LAUNCH with accesses in an open, valid trace: its rows' touches. */
static int ut_load(struct trace *tr, const char *path, struct ut_touches *t)
{
    struct trace_error err;
    struct trace_cursor c;
    const struct trace_event *e = NULL;
    int rc;
    if (trace_cursor_init(&c, tr, &err) != 0)
        return ut_err(&err);
    while ((rc = trace_cursor_next(&c, &e, &err)) == 1 && !(e->op == TRACE_LAUNCH && e->b > 0))
        ;
    uint64_t first = rc == 1 ? e->a : 0, nrows = rc == 1 ? e->b : 0;
    trace_cursor_free(&c);
    if (rc != 1)
        return rc < 0 ? ut_err(&err)
                      : ut_fail(path, "/events: no LAUNCH with accesses");
    for (uint64_t r = first; r < first + nrows; r++) {
        struct trace_access a;
        struct trace_buffer b;
        if (trace_read_accesses(tr, r, 1, &a, &err) != 0)
            return ut_err(&err);
        if (r == first) {
            if (trace_read_buffers(tr, a.buffer, 1, &b, &err) != 0)
                return ut_err(&err);
            t->buffer = a.buffer;
            t->size = b.size;
        } else if (a.buffer != t->buffer) {
            return ut_fail(path, "/accesses row %llu: a second buffer in the launch",
                           (unsigned long long)r);
        }
        t->mode |= a.mode;
        if (ut_row(t, &a) != 0)
            return ut_fail(path, "/accesses row %llu: more than 2^28 touches, or out of memory",
                           (unsigned long long)r);
    }
    return 0;
}

/* Thread i touches byte offs[i] of base: reads it (kept by the volatile
 * load and a store no value reaches) and/or writes it. */
__global__ static void ut_kernel(volatile uint8_t *base, const uint64_t *offs, uint64_t n,
                                 unsigned mode, unsigned *sink)
{
    uint64_t i = (uint64_t)blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    volatile uint8_t *p = base + offs[i];
    if (mode & 1) {
        uint8_t v = *p;
        if (v == 0xA5 && mode == 0x100) /* never: mode < 4 */
            atomicAdd(sink, 1);
    }
    if (mode & 2)
        *p = (uint8_t)i;
}

#define UT_CUDA(call)                                                                        \
    do {                                                                                     \
        cudaError_t e_ = (call);                                                             \
        if (e_ != cudaSuccess) {                                                             \
            fprintf(stderr, "umtouch: %s: %s: %s\n", path, #call, cudaGetErrorString(e_));   \
            return 1;                                                                        \
        }                                                                                    \
    } while (0)

/* One repetition: a fresh managed buffer written by the CPU, the kernel
 * timed by CUDA events; *ms its time. */
static int ut_rep(const char *path, const struct ut_touches *t, const uint64_t *d_offs,
                  unsigned *d_sink, float *ms)
{
    uint8_t *buf;
    cudaEvent_t e0, e1;
    UT_CUDA(cudaMallocManaged((void **)&buf, t->size, cudaMemAttachGlobal));
    memset(buf, 1, t->size);
    UT_CUDA(cudaEventCreate(&e0));
    UT_CUDA(cudaEventCreate(&e1));
    uint64_t blocks = (t->n + 255) / 256;
    UT_CUDA(cudaEventRecord(e0, 0));
    ut_kernel<<<(unsigned)blocks, 256>>>(buf, d_offs, t->n, t->mode, d_sink);
    UT_CUDA(cudaGetLastError());
    UT_CUDA(cudaEventRecord(e1, 0));
    UT_CUDA(cudaEventSynchronize(e1));
    UT_CUDA(cudaEventElapsedTime(ms, e0, e1));
    UT_CUDA(cudaEventDestroy(e0));
    UT_CUDA(cudaEventDestroy(e1));
    UT_CUDA(cudaFree(buf));
    return 0;
}

/* The case: reps repetitions of the touches, one CSV row each. */
static int ut_run(const char *path, const char *name, const struct ut_touches *t, unsigned reps)
{
    size_t free_b = 0, total_b = 0;
    UT_CUDA(cudaMemGetInfo(&free_b, &total_b));
    uint64_t cap = free_b / 2 < UT_CAP ? free_b / 2 : UT_CAP;
    if (t->size > cap)
        return ut_fail(path, "/buffers row %llu: %llu bytes is over the managed cap %llu",
                       (unsigned long long)t->buffer, (unsigned long long)t->size,
                       (unsigned long long)cap);
    uint64_t *d_offs;
    unsigned *d_sink;
    UT_CUDA(cudaMalloc((void **)&d_offs, t->n * sizeof *d_offs));
    UT_CUDA(cudaMalloc((void **)&d_sink, sizeof *d_sink));
    UT_CUDA(cudaMemcpy(d_offs, t->offs, t->n * sizeof *d_offs, cudaMemcpyHostToDevice));
    /* a launch touching nothing first: the module's lazy loading is not timed */
    ut_kernel<<<1, 32>>>(NULL, d_offs, 0, 0, d_sink);
    UT_CUDA(cudaGetLastError());
    UT_CUDA(cudaDeviceSynchronize());
    for (unsigned r = 0; r < reps; r++) {
        float ms = 0;
        int rc = ut_rep(path, t, d_offs, d_sink, &ms);
        if (rc != 0)
            return rc;
        printf("%s,%llu,%llu,%u,%.4f\n", name, (unsigned long long)t->size,
               (unsigned long long)t->n, r + 1, ms);
    }
    UT_CUDA(cudaFree(d_offs));
    UT_CUDA(cudaFree(d_sink));
    return 0;
}

static int usage(FILE *f, int rc)
{
    fprintf(f, "usage: umtouch [--reps N] [--case NAME] [--header] TRACE\n"
               "Time a plain kernel doing the one-byte touches of TRACE's first launch over\n"
               "freshly CPU-written managed memory; CSV rows case,bytes,touches,rep,ms.\n"
               "  --reps N     repetitions, 1 to 1000 (default 3)\n"
               "  --case NAME  the case column (default the trace's file name)\n"
               "  --header     print the CSV header first\n");
    return rc;
}

int main(int argc, char **argv)
{
    trace_output_stdout("umtouch");
    static const struct option opts[] = {
        {"reps", required_argument, NULL, 'r'}, {"case", required_argument, NULL, 'c'},
        {"header", no_argument, NULL, 'H'},     {"help", no_argument, NULL, 'h'},
        {"version", no_argument, NULL, 'V'},    {NULL, 0, NULL, 0},
    };
    unsigned long reps = 3;
    int header = 0, o;
    const char *name = NULL;
    char *end;
    while ((o = getopt_long(argc, argv, "", opts, NULL)) != -1) {
        switch (o) {
        case 'r':
            reps = strtoul(optarg, &end, 10);
            if (*end || !isdigit((unsigned char)optarg[0]) || reps == 0 || reps > 1000) {
                fprintf(stderr, "umtouch: --reps: '%s' is not 1 to 1000\n", optarg);
                return 2;
            }
            break;
        case 'c': name = optarg; break;
        case 'H': header = 1; break;
        case 'h': return usage(stdout, 0);
        case 'V': printf("umtouch %s\n", GMS_VERSION); return 0;
        default: return usage(stderr, 2);
        }
    }
    if (optind != argc - 1)
        return usage(stderr, 2);
    const char *path = argv[optind];
    if (!name) {
        const char *sl = strrchr(path, '/');
        name = sl ? sl + 1 : path;
    }
    struct trace_error err;
    struct trace_summary sum;
    struct trace *tr = trace_open(path, &err);
    if (!tr || trace_validate(tr, &sum, &err) != 0) {
        if (tr)
            trace_close(tr);
        return ut_err(&err);
    }
    struct ut_touches t = {0, 0, 0, NULL, 0, 0};
    int rc = ut_load(tr, path, &t);
    trace_close(tr);
    if (rc == 0 && header)
        printf("case,bytes,touches,rep,ms\n");
    if (rc == 0)
        rc = ut_run(path, name, &t, (unsigned)reps);
    free(t.offs);
    return rc;
}
