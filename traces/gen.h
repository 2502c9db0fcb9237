/* gen.h: the internal interface between tracegen and its workload generators.
 *
 * A generator describes a program (a training loop, a dataframe pipeline, a
 * micro-benchmark) by calling the emitters below, which append rows to a
 * trace through the trace writer: gen_alloc adds a /buffers row and its
 * ALLOC event, gen_access queues one /accesses row for the next launch and
 * gen_launch writes the queued rows, the LAUNCH event whose `ns` is the
 * roofline time max(FLOPs / peak FLOP/s, bytes touched / bandwidth), and
 * the launch's /work row (its FLOPs and bytes, so a host can time it for
 * any GPU).
 *
 * Errors are sticky: the first writer failure is kept in `err`, `failed` is
 * set and every later emitter does nothing, so generators need not check
 * each call; gen_close reports it. Randomness comes only from `rng`
 * (GSL's MT19937 seeded with --seed), so a seed fixes the file.
 *
 * Every generator takes the whole option set (struct gen_params) and uses
 * the fields of its kind; tracegen.c fills it from the command line.
 */
#ifndef GEN_H
#define GEN_H

#include <stdbool.h>
#include <stdint.h>

#include <gsl/gsl_rng.h>

#include "trace.h"

/* Defaults: an NVIDIA V100 (the seed talk's GPU): 15.7 TFLOP/s fp32,
 * 125 TFLOP/s fp16 tensor cores, 900 GB/s HBM2 (NVIDIA V100 datasheet);
 * host writes at 10 GB/s (one core's memcpy-class bandwidth). */
#define GEN_FLOPS_FP32_DEFAULT 15.7e12
#define GEN_FLOPS_FP16_DEFAULT 125e12
#define GEN_GPU_BW_DEFAULT 900e9
#define GEN_HOST_BW_DEFAULT 10e9

/* Everything the command line can set; 0 / NULL means "the kind's default". */
struct gen_params {
    uint64_t seed;
    uint64_t iters;
    /* dl */
    const char *model;
    uint64_t depth, batch, seq, seq_min, seq_max, layers, d_model, heads, ffn, vocab;
    uint64_t volume[3]; /* V-Net input depth, height, width */
    unsigned dtype_bytes;  /* 2 (fp16) or 4 (fp32) */
    const char *optimizer; /* "sgd" or "adam" */
    bool checkpoint;       /* gpt: activation checkpointing */
    uint64_t requests, max_new, kv_block; /* gpt-infer */
    const char *kv_cache;  /* gpt-infer: "paged" or "contiguous" */
    double gpu_flops, gpu_bw, host_bw;
    /* etl */
    uint64_t partitions, rows, columns;
    /* micro */
    const char *pattern;
    uint64_t size, stride, piece, sweeps;
    double fraction;
    bool prefetch;          /* PREFETCH to the GPU before each kernel */
    bool prefetch_back;     /* PREFETCH to the CPU after each kernel */
    uint64_t prefetch_chunk; /* bytes per PREFETCH call (0: one call per range) */
    const char *order;      /* random: "random" (default) or "address" */
};

struct gen {
    struct trace_writer *w;
    struct trace_error *err;
    bool failed;    /* an error is in err; emitters do nothing more */
    gsl_rng *rng;
    double flops, bw, host_bw; /* peak FLOP/s, device bytes/s, host bytes/s */
    bool tensor;    /* the FLOPs are fp16 on tensor cores (/work.tensor) */
    /* Kernel names written so far; row i of /kernels is name i. */
    char (*kernels)[TRACE_KERNEL_NAME_LEN + 1];
    uint64_t nkernels, kernels_cap;
    /* Accesses queued for the next launch. */
    struct trace_access *pending;
    uint64_t npending, pending_cap;
    uint64_t pending_bytes;
};

/* Open path for writing and seed the generator. Returns 0, or -1 with err. */
int gen_open(struct gen *g, const char *path, const char *source, const char *description,
             uint64_t seed, struct trace_error *err);
/* Close the writer and free everything; returns 0 with the trace in place,
 * or -1 with the first error and nothing written (an earlier file kept). */
int gen_close(struct gen *g);

/* A new buffer of `size` bytes (> 0) with its ALLOC event; returns its id. */
uint64_t gen_alloc(struct gen *g, uint64_t size, unsigned tag, unsigned flags);
void gen_free(struct gen *g, uint64_t buffer);
/* The host touches [off, off+len) of a buffer; ns from the host bandwidth. */
void gen_host(struct gen *g, uint64_t buffer, unsigned mode, uint64_t off, uint64_t len);
void gen_prefetch(struct gen *g, uint64_t buffer, unsigned mode, uint64_t off, uint64_t len);
void gen_sync(struct gen *g, unsigned mode);
void gen_iter(struct gen *g, uint64_t samples);

/* Queue a sequential access of [off, off+len) for the next launch. */
void gen_access(struct gen *g, uint64_t buffer, unsigned mode, uint64_t off, uint64_t len);
/* Queue any access row. */
void gen_access_row(struct gen *g, const struct trace_access *a);
/* Launch kernel `name` over the queued accesses, doing `flops` arithmetic. */
void gen_launch(struct gen *g, const char *name, double flops);

/* Roofline kernel time in ns (at least 1). */
uint64_t gen_kernel_ns(const struct gen *g, double flops, double bytes);

/* The generators, one per kind. Each returns 0, or -1 with g->err filled
 * (bad parameters are reported as "--option: what"). */
int gen_dl(struct gen *g, const struct gen_params *p);
int gen_etl(struct gen *g, const struct gen_params *p);
int gen_micro(struct gen *g, const struct gen_params *p);

/* A parameter error: fill g->err with "--option: message", set failed,
 * return -1. */
int gen_bad_param(struct gen *g, const char *option, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

#endif
