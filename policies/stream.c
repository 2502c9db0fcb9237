/* stream.c: the `stream` allocator, CuPy's best-fit with coalescing with
 * its real per-stream arenas (SingleDeviceMemoryPool._arena(stream_ident)
 * in cupy/cuda/memory.pyx): each stream allocates only from its own arena,
 * and a freed chunk returns to the arena of the stream that allocated it,
 * so memory is never reused across streams. free_all_blocks on upstream
 * failure releases unsplit free chunks of every arena. The rules and their
 * sources are in cupy_pool.c. */
#include "cupy_pool.h"
#include "chunk.h"

static void *stream_create(const struct policy_env *env, const uint64_t *values)
{
    return cupy_pool_create(env, values, true);
}

const struct policy_allocator policy_stream = {
    .info = {.name = "stream",
             .summary = "CuPy's per-stream arenas: BFC per stream, no reuse across streams",
             .params = cupy_pool_params},
    .create = stream_create,
    .destroy = cupy_pool_destroy,
    .alloc = cupy_pool_alloc,
    .free = cupy_pool_free,
    .usage = cupy_pool_usage,
    .valid = cupy_pool_valid,
    .blocks = space_blocks,
};
