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
 *   random     reads a fraction of the 64 KiB blocks (the driver's
 *              migration unit), each whole, in random order: one access
 *              row per block (random warp)
 *   sweep      `sweeps` kernels each reading the whole buffer (reuse, and
 *              thrashing once the buffer exceeds the GPU)
 * With --prefetch every kernel is preceded by PREFETCH to the GPU of exactly
 * the ranges it touches (one call per range). --iters repeats the whole
 * pattern; each repetition ends with ITER (1 sample).
 */
#include "gen.h"

#include <gsl/gsl_randist.h>
#include <stdlib.h>
#include <string.h>

#define MICRO_BLOCK 65536u /* the driver's 64 KiB big page */

/* Queue one kernel's accesses (and their prefetches) for the pattern. */
static void queue_pattern(struct gen *g, const struct gen_params *p, uint64_t buf, uint64_t size,
                          const uint64_t *blocks, uint64_t nblocks)
{
    if (strcmp(p->pattern, "strided") == 0) {
        struct trace_access a = {.buffer = buf, .offset = 0, .length = size, .mode = TRACE_READ,
                                 .pattern = TRACE_STRIDED, .stride = p->stride,
                                 .piece = p->piece};
        if (p->prefetch) /* the pieces, one call each, as a careful program would */
            for (uint64_t off = 0; off < size; off += p->stride)
                gen_prefetch(g, buf, TRACE_TO_GPU, off,
                             size - off < p->piece ? size - off : p->piece);
        gen_access_row(g, &a);
    } else if (strcmp(p->pattern, "random") == 0) {
        for (uint64_t i = 0; i < nblocks; i++) {
            uint64_t off = blocks[i] * MICRO_BLOCK;
            uint64_t len = size - off < MICRO_BLOCK ? size - off : MICRO_BLOCK;
            if (p->prefetch)
                gen_prefetch(g, buf, TRACE_TO_GPU, off, len);
            gen_access(g, buf, TRACE_READ, off, len);
        }
    } else {
        if (p->prefetch)
            gen_prefetch(g, buf, TRACE_TO_GPU, 0, size);
        gen_access(g, buf, strcmp(p->pattern, "seq-write") == 0 ? TRACE_WRITE : TRACE_READ, 0,
                   size);
    }
}

int gen_micro(struct gen *g, const struct gen_params *prm)
{
    static const char *const patterns[] = {"seq", "seq-write", "strided", "random", "sweep"};
    struct gen_params p = *prm;
    if (!p.pattern)
        p.pattern = "seq";
    bool known = false;
    for (size_t i = 0; i < sizeof patterns / sizeof *patterns; i++)
        known = known || strcmp(p.pattern, patterns[i]) == 0;
    if (!known)
        return gen_bad_param(g, "--pattern",
                             "unknown pattern '%s' (seq, seq-write, strided, random, sweep)",
                             p.pattern);
    uint64_t size = p.size ? p.size : 64u << 20;
    p.stride = p.stride ? p.stride : 128u << 10;
    p.piece = p.piece ? p.piece : 4u << 10;
    if (p.piece > p.stride)
        return gen_bad_param(g, "--piece", "%llu bytes is more than --stride %llu",
                             (unsigned long long)p.piece, (unsigned long long)p.stride);
    if (size > (uint64_t)1 << 40)
        return gen_bad_param(g, "--size", "%llu bytes is above the limit of 1 TiB",
                             (unsigned long long)size);
    if (strcmp(p.pattern, "strided") == 0 && p.prefetch && size / p.stride > (1u << 24))
        return gen_bad_param(g, "--stride", "%llu bytes makes more than 2^24 prefetches",
                             (unsigned long long)p.stride);
    double fraction = p.fraction > 0 ? p.fraction : 0.5;
    uint64_t sweeps = p.sweeps ? p.sweeps : strcmp(p.pattern, "sweep") == 0 ? 4 : 1;
    uint64_t iters = p.iters ? p.iters : 1;
    if (sweeps > 1000000 || iters > 1000000 / sweeps)
        return gen_bad_param(g, "--iters", "%llu repetitions of %llu sweeps is above 10^6 kernels",
                             (unsigned long long)iters, (unsigned long long)sweeps);
    g->bw = p.gpu_bw > 0 ? p.gpu_bw : GEN_GPU_BW_DEFAULT;
    g->flops = p.gpu_flops > 0 ? p.gpu_flops : GEN_FLOPS_FP32_DEFAULT;
    g->host_bw = p.host_bw > 0 ? p.host_bw : GEN_HOST_BW_DEFAULT;

    /* Random touches: a shuffled permutation of the blocks, the first
     * `fraction` of it; drawn again for each kernel. */
    uint64_t total_blocks = (size + MICRO_BLOCK - 1) / MICRO_BLOCK;
    uint64_t nblocks = (uint64_t)(fraction * (double)total_blocks + 0.5);
    if (nblocks == 0)
        nblocks = 1;
    /* Rows (accesses or prefetches) per kernel, to keep the trace finite. */
    uint64_t per_kernel = strcmp(p.pattern, "random") == 0 ? nblocks
                          : strcmp(p.pattern, "strided") == 0 && p.prefetch ? size / p.stride + 1
                                                                            : 1;
    if (per_kernel > ((uint64_t)1 << 26) / (iters * sweeps))
        return gen_bad_param(g, "--iters", "the pattern would write more than 2^26 rows");
    uint64_t *blocks = NULL;
    if (strcmp(p.pattern, "random") == 0) {
        blocks = malloc(total_blocks * sizeof *blocks);
        if (!blocks)
            return gen_bad_param(g, "--size", "%llu bytes: too many 64 KiB blocks to shuffle",
                                 (unsigned long long)size);
        for (uint64_t i = 0; i < total_blocks; i++)
            blocks[i] = i;
    }

    const char *kernel = strcmp(p.pattern, "seq") == 0         ? "micro_seq_read"
                         : strcmp(p.pattern, "seq-write") == 0 ? "micro_seq_write"
                         : strcmp(p.pattern, "strided") == 0   ? "micro_strided_read"
                         : strcmp(p.pattern, "random") == 0    ? "micro_random_blocks"
                                                               : "micro_sweep_read";
    uint64_t buf = gen_alloc(g, size, TRACE_TAG_INPUT, TRACE_FLAG_HOST_INIT);
    gen_host(g, buf, TRACE_WRITE, 0, size);
    for (uint64_t it = 0; it < iters && !g->failed; it++) {
        for (uint64_t s = 0; s < sweeps && !g->failed; s++) {
            if (blocks)
                gsl_ran_shuffle(g->rng, blocks, total_blocks, sizeof *blocks);
            queue_pattern(g, &p, buf, size, blocks, nblocks);
            gen_launch(g, kernel, 0);
        }
        gen_sync(g, TRACE_SYNC_DEVICE);
        gen_iter(g, 1);
    }
    gen_free(g, buf);
    free(blocks);
    return g->failed ? -1 : 0;
}
