// rangeprobe.cu: is the fault path's step a property of one kernel's fault stream, or of one
// range's? (README.md here.) Never-touched managed memory, stepprobe's kernel shape, the
// fault time = the kernel(s) on new memory less the same rerun on the now resident data:
//   one16    one 16 MiB buffer, one kernel
//   one64    one 64 MiB buffer, one kernel
//   four16   four 16 MiB buffers (four allocations), one kernel reading them one after another
//   split64  one 64 MiB buffer, four kernels of 16 MiB in a row (timed together)
// With a second argument "two", only one16 and one64, in turn.
// One line per measurement: case round fault_us_per_MiB.
//   nvcc -O2 -arch=sm_90 rangeprobe.cu -o rangeprobe && ./rangeprobe ROUNDS [two]
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>
#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    fprintf(stderr, "%s: %s\n", #x, cudaGetErrorString(e_)); exit(1); } } while (0)

struct bufs { const uint4 *p[4]; size_t n16; int n; };

__global__ void touch(struct bufs b, unsigned long long *sink)
{
    unsigned lane = threadIdx.x & 31, warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5,
             nw = (gridDim.x * blockDim.x) >> 5;
    size_t chunks = b.n16 / 256;
    unsigned long long s = 0;
    for (int k = 0; k < b.n; k++)
        for (size_t c = warp; c < chunks; c += nw)
            for (int i = lane; i < 256; i += 32) {
                uint4 v = b.p[k][c * 256 + i];
                s += v.x ^ v.w;
            }
    if (s == 0x12345)
        *sink = s;
}

static unsigned long long *sink;
static cudaEvent_t ea, eb;

/* the kernels of one case, timed together: n buffers of each kernel, k kernels */
static float run_ms(const struct bufs *b, int kernels)
{
    float t;
    CK(cudaEventRecord(ea));
    for (int k = 0; k < kernels; k++)
        touch<<<264, 256>>>(b[k], sink);
    CK(cudaEventRecord(eb));
    CK(cudaEventSynchronize(eb));
    CK(cudaEventElapsedTime(&t, ea, eb));
    return t;
}

int main(int argc, char **argv)
{
    int rounds = argc > 1 ? atoi(argv[1]) : 8;
    const size_t M = 1 << 20;
    CK(cudaFree(0));
    CK(cudaMalloc(&sink, 8));
    CK(cudaEventCreate(&ea));
    CK(cudaEventCreate(&eb));
    const char *names[] = { "one16", "one64", "four16", "split64" };
    const int ncase = argc > 2 && !strcmp(argv[2], "two") ? 2 : 4;
    for (int r = 0; r < rounds; r++)
        for (int j = 0; j < ncase; j++) {
            int c = (j + r) % ncase;
            char *a[4] = { 0 };
            struct bufs b[4] = {};
            int kernels = 1;
            size_t mib = 64;
            if (c == 0 || c == 1) {
                mib = c == 0 ? 16 : 64;
                CK(cudaMallocManaged(&a[0], mib * M, cudaMemAttachGlobal));
                b[0].p[0] = (const uint4 *)a[0];
                b[0].n16 = mib * M / 16;
                b[0].n = 1;
            } else if (c == 2) {
                for (int k = 0; k < 4; k++) {
                    CK(cudaMallocManaged(&a[k], 16 * M, cudaMemAttachGlobal));
                    b[0].p[k] = (const uint4 *)a[k];
                }
                b[0].n16 = 16 * M / 16;
                b[0].n = 4;
            } else {
                CK(cudaMallocManaged(&a[0], 64 * M, cudaMemAttachGlobal));
                for (int k = 0; k < 4; k++) {
                    b[k].p[0] = (const uint4 *)(a[0] + k * 16 * M);
                    b[k].n16 = 16 * M / 16;
                    b[k].n = 1;
                }
                kernels = 4;
            }
            float f = run_ms(b, kernels), g = run_ms(b, kernels);
            printf("%s %d %.2f\n", names[c], r, (f - g) * 1e3 / mib);
            fflush(stdout);
            for (int k = 0; k < 4; k++)
                if (a[k])
                    CK(cudaFree(a[k]));
        }
    return 0;
}
