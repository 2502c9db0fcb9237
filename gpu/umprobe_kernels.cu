/* umprobe_kernels.cu: umprobe's kernels and their launchers (256 threads a block; the
 * caller checks the launch with CK_LAUNCH): one word per thread at a stride, a
 * grid-stride streaming read and a grid-stride write.
 */
#include "umprobe.h"

/* Thread i reads (or, with write set, increments) the word at base + i * stride. */
__global__ static void touch_words(uint32_t *base, uint64_t stride, uint32_t n, int write,
                            uint32_t *sink)
{
    uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    volatile uint32_t *w = (volatile uint32_t *)((char *)base + i * stride);
    if (write)
        *w = *w + 1;
    else
        sink[i] = *w;
}

/* Grid-stride streaming read of n 16-byte words; the XOR goes to sink so nothing is elided. */
__global__ static void stream_read(const uint4 *p, uint64_t n, uint32_t *sink)
{
    uint32_t acc = 0;
    for (uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x; i < n;
         i += (uint64_t)gridDim.x * blockDim.x) {
        uint4 v = p[i];
        acc ^= v.x ^ v.y ^ v.z ^ v.w;
    }
    if (acc == 0x9e3779b9u)
        sink[0] = acc;
}

/* Grid-stride write of n 16-byte words. */
__global__ static void stream_write(uint4 *p, uint64_t n, uint32_t seed)
{
    for (uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x; i < n;
         i += (uint64_t)gridDim.x * blockDim.x)
        p[i] = make_uint4(seed, (uint32_t)i, (uint32_t)(i >> 32), seed ^ 0x5a5a5a5au);
}

void um_launch_touch_words(unsigned blocks, cudaStream_t s, uint32_t *base, uint64_t stride,
                           uint32_t n, int write, uint32_t *sink)
{
    touch_words<<<blocks, 256, 0, s>>>(base, stride, n, write, sink);
}

void um_launch_stream_read(unsigned blocks, cudaStream_t s, const uint4 *p, uint64_t n,
                           uint32_t *sink)
{
    stream_read<<<blocks, 256, 0, s>>>(p, n, sink);
}

void um_launch_stream_write(unsigned blocks, cudaStream_t s, uint4 *p, uint64_t n, uint32_t seed)
{
    stream_write<<<blocks, 256, 0, s>>>(p, n, seed);
}
