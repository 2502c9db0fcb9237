/* gen_micro.c: the `micro` workload, validation patterns over one buffer.
 *
 * One buffer whose contents start on the host (host-initialized flag, then
 * a HOST write of all of it), then kernels that touch it in one pattern,
 * mirroring the access patterns of NVIDIA's unified-memory oversubscription
 * benchmark (NVIDIA-developer-blog/code-samples, uvm_oversubs: streaming,
 * block streaming, random warp):
 *   seq        one kernel reads the whole buffer in address order (streaming)
 *   seq-write  the same, writing
 *   strided    reads `piece` bytes every `stride` bytes (block streaming with
 *              gaps; piece = stride is a plain stream)
 *   random     reads the first `piece` bytes (default all) of a fraction of
 *              the 64 KiB blocks (the driver's migration unit), in random
 *              order (random warp) or, with order "address", the same
 *              blocks in address order: one access row per block
 *   sweep      `sweeps` kernels each reading the whole buffer (reuse, and
 *              thrashing once the buffer exceeds the GPU)
 *   write-read a buffer the host never touched (no host init): one kernel
 *              writes all of it, the next reads it, `sweeps` times
 *   pingpong   `sweeps` round trips: a kernel reads the whole buffer, then
 *              the host writes all of it (CPU-GPU thrashing)
 * With --prefetch every kernel is preceded by PREFETCH to the GPU of exactly
 * the ranges it touches (one call per range); with --prefetch-back it is
 * followed by PREFETCH to the CPU of the same ranges, so each kernel moves
 * them again; --prefetch-chunk SIZE splits every such call into calls of
 * at most SIZE bytes (the per-call cost against the bytes, both ways). --iters repeats the whole
 * pattern; each repetition ends with ITER (1 sample).
 */
#include "gen.h"

#include <gsl/gsl_randist.h>
#include <stdlib.h>
#include <string.h>

#define MICRO_BLOCK 65536u /* the driver's 64 KiB big page */

/* Each pattern and the kernel it launches. */
static const struct {
    const char *pattern, *kernel;
} micro_patterns[] = {
    {"seq", "micro_seq_read"},
    {"seq-write", "micro_seq_write"},
    {"strided", "micro_strided_read"},
    {"random", "micro_random_blocks"},
    {"sweep", "micro_sweep_read"},
    {"write-read", "micro_read_after_write"},
    {"pingpong", "micro_pingpong_read"},
};

/* The kernel of a pattern, or NULL for an unknown one. */
static const char *kernel_of(const char *pattern)
{
    for (size_t i = 0; i < sizeof micro_patterns / sizeof *micro_patterns; i++)
        if (strcmp(pattern, micro_patterns[i].pattern) == 0)
            return micro_patterns[i].kernel;
    return NULL;
}

/* PREFETCH [off, off+len) of buf towards mode, in calls of at most
 * p->prefetch_chunk bytes (one call when 0). */
static void prefetch_range(struct gen *g, const struct gen_params *p, uint64_t buf, unsigned mode,
                           uint64_t off, uint64_t len)
{
    uint64_t chunk = p->prefetch_chunk ? p->prefetch_chunk : len;
    for (uint64_t o = 0; o < len; o += chunk)
        gen_prefetch(g, buf, mode, off + o, len - o < chunk ? len - o : chunk);
}

/* Bytes a random touch covers at off: the block's first `piece`, within the buffer. */
static uint64_t block_len(const struct gen_params *p, uint64_t off)
{
    return p->size - off < p->piece ? p->size - off : p->piece;
}

/* PREFETCH towards mode every range one kernel of the pattern touches:
 * strided, its pieces, one range each, as a careful program would; random,
 * the touched part of each chosen block in the kernel's order; else the
 * whole buffer. */
static void prefetch_pattern(struct gen *g, const struct gen_params *p, unsigned mode,
                             uint64_t buf, const uint64_t *blocks, uint64_t nblocks)
{
    uint64_t size = p->size;
    if (strcmp(p->pattern, "strided") == 0) {
        for (uint64_t off = 0; off < size; off += p->stride)
            prefetch_range(g, p, buf, mode, off, size - off < p->piece ? size - off : p->piece);
    } else if (strcmp(p->pattern, "random") == 0) {
        for (uint64_t i = 0; i < nblocks; i++) {
            uint64_t off = blocks[i] * MICRO_BLOCK;
            prefetch_range(g, p, buf, mode, off, block_len(p, off));
        }
    } else {
        prefetch_range(g, p, buf, mode, 0, size);
    }
}

/* Queue one kernel's accesses for the pattern. */
static void queue_pattern(struct gen *g, const struct gen_params *p, uint64_t buf,
                          const uint64_t *blocks, uint64_t nblocks)
{
    uint64_t size = p->size;
    if (strcmp(p->pattern, "strided") == 0) {
        struct trace_access a = {.buffer = buf, .offset = 0, .length = size, .mode = TRACE_READ,
                                 .pattern = TRACE_STRIDED, .stride = p->stride,
                                 .piece = p->piece};
        gen_access_row(g, &a);
    } else if (strcmp(p->pattern, "random") == 0) {
        for (uint64_t i = 0; i < nblocks; i++) {
            uint64_t off = blocks[i] * MICRO_BLOCK;
            gen_access(g, buf, TRACE_READ, off, block_len(p, off));
        }
    } else {
        gen_access(g, buf, strcmp(p->pattern, "seq-write") == 0 ? TRACE_WRITE : TRACE_READ, 0,
                   size);
    }
}

/* Fill in the defaults of a known pattern's options. */
static void fill_defaults(struct gen_params *p)
{
    p->size = p->size ? p->size : 64u << 20;
    p->stride = p->stride ? p->stride : 128u << 10;
    bool random = strcmp(p->pattern, "random") == 0;
    p->piece = p->piece ? p->piece : random ? MICRO_BLOCK : 4u << 10;
    p->fraction = p->fraction > 0 ? p->fraction : 0.5;
    bool many = strcmp(p->pattern, "sweep") == 0 || strcmp(p->pattern, "pingpong") == 0;
    p->sweeps = p->sweeps ? p->sweeps : many ? 4 : 1;
    p->iters = p->iters ? p->iters : 1;
}

/* Rows (accesses and prefetches) one sweep of the pattern writes. */
static uint64_t rows_per_kernel(const struct gen_params *p, uint64_t nblocks)
{
    bool random = strcmp(p->pattern, "random") == 0, strided = strcmp(p->pattern, "strided") == 0;
    uint64_t ranges = random ? nblocks : strided ? p->size / p->stride + 1 : 1; /* prefetched */
    uint64_t range_len = random || strided ? p->piece : p->size;
    uint64_t calls = ranges * (p->prefetch_chunk ? (range_len - 1) / p->prefetch_chunk + 1 : 1);
    uint64_t touching = random ? nblocks : strcmp(p->pattern, "write-read") == 0 ? 2 : 1;
    return touching + calls * ((uint64_t)p->prefetch + p->prefetch_back);
}

/* The checks that keep the options consistent and the trace finite;
 * returns 0, or -1 with g->err. */
static int check_params(struct gen *g, const struct gen_params *p, uint64_t nblocks)
{
    bool random = strcmp(p->pattern, "random") == 0;
    if (p->order && !random)
        return gen_bad_param(g, "--order", "applies to --pattern random only");
    if (random && p->piece > MICRO_BLOCK)
        return gen_bad_param(g, "--piece", "%llu bytes is more than a 64 KiB block",
                             (unsigned long long)p->piece);
    if (!random && p->piece > p->stride)
        return gen_bad_param(g, "--piece", "%llu bytes is more than --stride %llu",
                             (unsigned long long)p->piece, (unsigned long long)p->stride);
    if (p->size > (uint64_t)1 << 40)
        return gen_bad_param(g, "--size", "%llu bytes is above the limit of 1 TiB",
                             (unsigned long long)p->size);
    bool prefetching = p->prefetch || p->prefetch_back;
    if (p->prefetch_chunk && !prefetching)
        return gen_bad_param(g, "--prefetch-chunk", "needs --prefetch or --prefetch-back");
    if (p->prefetch_chunk % 4096)
        return gen_bad_param(g, "--prefetch-chunk", "%llu bytes is not a multiple of 4K",
                             (unsigned long long)p->prefetch_chunk);
    if (strcmp(p->pattern, "strided") == 0 && prefetching && p->size / p->stride > (1u << 24))
        return gen_bad_param(g, "--stride", "%llu bytes makes more than 2^24 prefetches",
                             (unsigned long long)p->stride);
    if (p->sweeps > 1000000 || p->iters > 1000000 / p->sweeps)
        return gen_bad_param(g, "--iters", "%llu repetitions of %llu sweeps is above 10^6 kernels",
                             (unsigned long long)p->iters, (unsigned long long)p->sweeps);
    if (rows_per_kernel(p, nblocks) > ((uint64_t)1 << 26) / (p->iters * p->sweeps))
        return gen_bad_param(g, "--iters", "the pattern would write more than 2^26 rows");
    return 0;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

/* Random: a fresh shuffle of all the blocks, the first nblocks chosen; in
 * address order they are sorted, so both orders touch the same blocks. */
static void choose_blocks(struct gen *g, const struct gen_params *p, uint64_t *blocks,
                          uint64_t total_blocks, uint64_t nblocks)
{
    gsl_ran_shuffle(g->rng, blocks, total_blocks, sizeof *blocks);
    if (p->order && strcmp(p->order, "address") == 0)
        qsort(blocks, nblocks, sizeof *blocks, cmp_u64);
}

/* The host fills the buffer (write-read: it never touches it), then each
 * repetition runs `sweeps` kernels of the pattern (random: over a fresh
 * choice of blocks; write-read: each after a kernel writing the buffer;
 * pingpong: each followed by the host writing the buffer) and ends with ITER. */
static void run_pattern(struct gen *g, const struct gen_params *p, uint64_t *blocks,
                        uint64_t total_blocks, uint64_t nblocks)
{
    const char *kernel = kernel_of(p->pattern);
    bool write_read = strcmp(p->pattern, "write-read") == 0;
    uint64_t buf = gen_alloc(g, p->size, TRACE_TAG_INPUT, write_read ? 0 : TRACE_FLAG_HOST_INIT);
    if (!write_read)
        gen_host(g, buf, TRACE_WRITE, 0, p->size);
    for (uint64_t it = 0; it < p->iters && !g->failed; it++) {
        for (uint64_t s = 0; s < p->sweeps && !g->failed; s++) {
            if (blocks)
                choose_blocks(g, p, blocks, total_blocks, nblocks);
            if (p->prefetch)
                prefetch_pattern(g, p, TRACE_TO_GPU, buf, blocks, nblocks);
            if (write_read) {
                gen_access(g, buf, TRACE_WRITE, 0, p->size);
                gen_launch(g, "micro_seq_write", 0);
            }
            queue_pattern(g, p, buf, blocks, nblocks);
            gen_launch(g, kernel, 0);
            if (p->prefetch_back)
                prefetch_pattern(g, p, TRACE_TO_CPU, buf, blocks, nblocks);
            if (strcmp(p->pattern, "pingpong") == 0)
                gen_host(g, buf, TRACE_WRITE, 0, p->size);
        }
        gen_sync(g, TRACE_SYNC_DEVICE);
        gen_iter(g, 1);
    }
    gen_free(g, buf);
}

int gen_micro(struct gen *g, const struct gen_params *prm)
{
    struct gen_params p = *prm;
    if (!p.pattern)
        p.pattern = "seq";
    if (!kernel_of(p.pattern))
        return gen_bad_param(g, "--pattern",
                             "unknown pattern '%s' (seq, seq-write, strided, random, sweep, "
                             "write-read, pingpong)",
                             p.pattern);
    fill_defaults(&p);
    /* Random touches: a shuffled permutation of the blocks, the first
     * `fraction` of it; drawn again for each kernel. */
    uint64_t total_blocks = (p.size + MICRO_BLOCK - 1) / MICRO_BLOCK;
    uint64_t nblocks = (uint64_t)(p.fraction * (double)total_blocks + 0.5);
    if (nblocks == 0)
        nblocks = 1;
    if (check_params(g, &p, nblocks) != 0)
        return -1;
    g->bw = p.gpu_bw > 0 ? p.gpu_bw : GEN_GPU_BW_DEFAULT;
    g->flops = p.gpu_flops > 0 ? p.gpu_flops : GEN_FLOPS_FP32_DEFAULT;
    g->host_bw = p.host_bw > 0 ? p.host_bw : GEN_HOST_BW_DEFAULT;
    uint64_t *blocks = NULL;
    if (strcmp(p.pattern, "random") == 0) {
        blocks = malloc(total_blocks * sizeof *blocks);
        if (!blocks)
            return gen_bad_param(g, "--size", "%llu bytes: too many 64 KiB blocks to shuffle",
                                 (unsigned long long)p.size);
        for (uint64_t i = 0; i < total_blocks; i++)
            blocks[i] = i;
    }
    run_pattern(g, &p, blocks, total_blocks, nblocks);
    free(blocks);
    return g->failed ? -1 : 0;
}
