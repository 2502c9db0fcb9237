/* gen.c: the emitters every workload generator writes through.
 *
 * They turn program-level actions (allocate a buffer, let the host write it,
 * launch a kernel over some byte ranges) into trace rows, give each kernel
 * name one /kernels row, and compute each kernel's time with the roofline
 * rule of the issue: ns = max(FLOPs / peak FLOP/s, bytes / bandwidth),
 * writing the FLOPs and bytes themselves to /work beside it.
 * Errors are sticky (see gen.h).
 */
#include "gen.h"

#include <assert.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int gen_open(struct gen *g, const char *path, const char *source, const char *description,
             uint64_t seed, struct trace_error *err)
{
    memset(g, 0, sizeof *g);
    g->err = err;
    g->flops = GEN_FLOPS_FP32_DEFAULT;
    g->bw = GEN_GPU_BW_DEFAULT;
    g->host_bw = GEN_HOST_BW_DEFAULT;
    g->rng = gsl_rng_alloc(gsl_rng_mt19937);
    if (!g->rng) {
        trace_error_set(err, path, "out of memory");
        return -1;
    }
    /* gsl_rng_set takes an unsigned long; MT19937 uses its low 32 bits. */
    gsl_rng_set(g->rng, (unsigned long)seed);
    g->w = trace_writer_create(path, source, description, err);
    if (!g->w) {
        gsl_rng_free(g->rng);
        g->rng = NULL;
        return -1;
    }
    return 0;
}

int gen_close(struct gen *g)
{
    if (g->w && g->failed)
        trace_writer_discard(g->w); /* an earlier file of that name is kept */
    else if (g->w && trace_writer_close(g->w, g->err) != 0)
        g->failed = true;
    g->w = NULL;
    gsl_rng_free(g->rng);
    g->rng = NULL;
    free(g->kernels);
    free(g->pending);
    g->kernels = NULL;
    g->pending = NULL;
    return g->failed ? -1 : 0;
}

int gen_bad_param(struct gen *g, const char *option, const char *fmt, ...)
{
    int n = snprintf(g->err->msg, sizeof g->err->msg, "%s: ", option);
    va_list ap;
    va_start(ap, fmt);
    if (n > 0 && (size_t)n < sizeof g->err->msg)
        vsnprintf(g->err->msg + n, sizeof g->err->msg - (size_t)n, fmt, ap);
    va_end(ap);
    g->failed = true;
    return -1;
}

static void emit_event(struct gen *g, unsigned op, unsigned mode, uint64_t obj, uint64_t a,
                       uint64_t b, uint64_t ns)
{
    if (g->failed)
        return;
    struct trace_event e = {.op = (uint8_t)op, .mode = (uint8_t)mode, .stream = 0,
                            .obj = obj, .a = a, .b = b, .ns = ns};
    if (trace_writer_event(g->w, &e, g->err) != 0)
        g->failed = true;
}

uint64_t gen_alloc(struct gen *g, uint64_t size, unsigned tag, unsigned flags)
{
    uint64_t id = 0;
    assert(size > 0); /* a generator never asks for an empty buffer */
    if (g->failed)
        return 0;
    struct trace_buffer b = {.size = size, .tag = (uint8_t)tag, .flags = (uint8_t)flags};
    if (trace_writer_buffer(g->w, &b, &id, g->err) != 0) {
        g->failed = true;
        return 0;
    }
    emit_event(g, TRACE_ALLOC, 0, id, 0, 0, 0);
    return id;
}

void gen_free(struct gen *g, uint64_t buffer)
{
    emit_event(g, TRACE_FREE, 0, buffer, 0, 0, 0);
}

void gen_host(struct gen *g, uint64_t buffer, unsigned mode, uint64_t off, uint64_t len)
{
    uint64_t ns = (uint64_t)ceil((double)len / g->host_bw * 1e9);
    emit_event(g, TRACE_HOST, mode, buffer, off, len, ns);
}

void gen_prefetch(struct gen *g, uint64_t buffer, unsigned mode, uint64_t off, uint64_t len)
{
    emit_event(g, TRACE_PREFETCH, mode, buffer, off, len, 0);
}

void gen_sync(struct gen *g, unsigned mode)
{
    emit_event(g, TRACE_SYNC, mode, 0, 0, 0, 0);
}

void gen_iter(struct gen *g, uint64_t samples)
{
    emit_event(g, TRACE_ITER, 0, 0, samples, 0, 0);
}

void gen_access_row(struct gen *g, const struct trace_access *a)
{
    if (g->failed)
        return;
    if (g->npending == g->pending_cap) {
        uint64_t cap = g->pending_cap ? 2 * g->pending_cap : 64;
        struct trace_access *p = realloc(g->pending, cap * sizeof *p);
        if (!p) {
            snprintf(g->err->msg, sizeof g->err->msg, "out of memory");
            g->failed = true;
            return;
        }
        g->pending = p;
        g->pending_cap = cap;
    }
    g->pending[g->npending++] = *a;
    g->pending_bytes += trace_access_bytes(a);
}

void gen_access(struct gen *g, uint64_t buffer, unsigned mode, uint64_t off, uint64_t len)
{
    struct trace_access a = {.buffer = buffer, .offset = off, .length = len,
                             .mode = (uint8_t)mode, .pattern = TRACE_SEQUENTIAL};
    gen_access_row(g, &a);
}

uint64_t gen_kernel_ns(const struct gen *g, double flops, double bytes)
{
    double ns = fmax(flops / g->flops, bytes / g->bw) * 1e9;
    return ns < 1 ? 1 : (uint64_t)ceil(ns);
}

/* The id of a kernel name, adding a /kernels row the first time. Kernels
 * are few (tens), so a linear search is enough. */
static uint64_t kernel_id(struct gen *g, const char *name)
{
    for (uint64_t i = 0; i < g->nkernels; i++)
        if (strncmp(g->kernels[i], name, TRACE_KERNEL_NAME_LEN) == 0)
            return i;
    if (g->nkernels == g->kernels_cap) {
        uint64_t cap = g->kernels_cap ? 2 * g->kernels_cap : 32;
        void *p = realloc(g->kernels, cap * sizeof *g->kernels);
        if (!p) {
            snprintf(g->err->msg, sizeof g->err->msg, "out of memory");
            g->failed = true;
            return 0;
        }
        g->kernels = p;
        g->kernels_cap = cap;
    }
    uint64_t id;
    if (trace_writer_kernel(g->w, name, &id, g->err) != 0) {
        g->failed = true;
        return 0;
    }
    snprintf(g->kernels[g->nkernels++], TRACE_KERNEL_NAME_LEN + 1, "%s", name);
    return id;
}

void gen_launch(struct gen *g, const char *name, double flops)
{
    if (g->failed)
        return;
    uint64_t kernel = kernel_id(g, name);
    uint64_t first = trace_writer_naccesses(g->w);
    for (uint64_t i = 0; i < g->npending && !g->failed; i++)
        if (trace_writer_access(g->w, &g->pending[i], g->err) != 0)
            g->failed = true;
    emit_event(g, TRACE_LAUNCH, 0, kernel, first, g->npending,
               gen_kernel_ns(g, flops, (double)g->pending_bytes));
    /* Generators bound their sizes (--batch, --rows, ...) far below 2^62. */
    assert(flops >= 0 && flops < 0x1p62);
    struct trace_work work = {.flops = (uint64_t)ceil(flops), .bytes = g->pending_bytes,
                              .tensor = g->tensor};
    if (!g->failed && trace_writer_work(g->w, &work, g->err) != 0)
        g->failed = true;
    g->npending = 0;
    g->pending_bytes = 0;
}
