/* bfc.c: the `bfc` allocator, CuPy's best-fit with coalescing (cupy/cupy
 * PR #168, cupy/cuda/memory.pyx) with one arena shared by every stream:
 * 512 B size classes, the smallest free chunk that fits is split, freed
 * chunks merge with free neighbours inside their upstream allocation, and
 * when upstream fails every unsplit free chunk is released and the
 * allocation retried. The rules and their sources are in cupy_pool.c. */
#include "cupy_pool.h"
#include "chunk.h"

static void *bfc_create(const struct policy_env *env, const uint64_t *values)
{
    return cupy_pool_create(env, values, false);
}

const struct policy_allocator policy_bfc = {
    .info = {.name = "bfc",
             .summary = "CuPy's best-fit with coalescing, one arena for all streams",
             .params = cupy_pool_params},
    .create = bfc_create,
    .destroy = cupy_pool_destroy,
    .alloc = cupy_pool_alloc,
    .free = cupy_pool_free,
    .usage = cupy_pool_usage,
    .valid = cupy_pool_valid,
    .blocks = space_blocks,
};
