/* mctx: what a cudaMalloc of 2 to 9 MiB costs in the contexts a trace makes
 * it in, against the calibration's alloc/free pairs. rn18-device with the
 * `cuda` allocator pays its calls about 1.2 to 1.4 times the pairs' median
 * (docs/validation.md, "What still misses"). Variants, taking turns, REPS
 * rounds, each call timed on the CPU's clock:
 *   pairs        cudaMalloc + cudaFree of one size, one pair at a time
 *   kept         60 calls of the sizes below, all kept, then all freed
 *   kept-busy    the same, a 200 us kernel launched before each call
 *   kept-cpu     the same, the CPU writing 1 MiB before each call
 *   kept-copy    the same, a 1 MiB pageable cudaMemcpy to the GPU before each
 * A small allocation keeps the driver's first 2 MiB block mapped, as in the
 * calibration. Sizes: 2, 2.25, 3, 4, 4.5, 6, 9 MiB, in turn (rn18's
 * activations and workspaces). Output: "variant,size,us" per call.
 * Build: nvcc -O2 -arch=sm_90 mctx.cu -o mctx */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CK(call)                                                              \
    do {                                                                      \
        cudaError_t e_ = (call);                                              \
        if (e_ != cudaSuccess) {                                              \
            fprintf(stderr, "mctx: %s: %s\n", #call, cudaGetErrorString(e_)); \
            exit(1);                                                          \
        }                                                                     \
    } while (0)

enum { REPS = 5, N = 60 };
static const size_t MiB = 1 << 20;
static const size_t sizes[] = { 2 * MiB, 9 * MiB / 4, 3 * MiB, 4 * MiB, 9 * MiB / 2, 6 * MiB,
                                9 * MiB };
#define NS (sizeof sizes / sizeof sizes[0])

static double now_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e6 + t.tv_nsec * 1e-3;
}

__global__ void spin(unsigned long long ns)
{
    unsigned long long t0, t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0));
    do
        asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    while (t - t0 < ns);
}

int main(void)
{
    void *keep, *p[N], *dst;
    char *host = (char *)malloc(MiB);
    memset(host, 1, MiB);
    CK(cudaMalloc(&keep, 4096));
    CK(cudaMalloc(&dst, MiB));
    printf("variant,size,us\n");
    for (int r = 0; r < REPS; r++) {
        for (size_t s = 0; s < NS; s++) /* pairs */
            for (int i = 0; i < 8; i++) {
                double t0 = now_us();
                CK(cudaMalloc(&p[0], sizes[s]));
                double t1 = now_us();
                CK(cudaFree(p[0]));
                printf("pairs,%zu,%.1f\n", sizes[s], t1 - t0);
            }
        for (int v = 0; v < 4; v++) {
            static const char *name[] = { "kept", "kept-busy", "kept-cpu", "kept-copy" };
            for (int i = 0; i < N; i++) {
                size_t sz = sizes[i % NS];
                if (v == 1)
                    spin<<<1, 1>>>(200000);
                if (v == 2)
                    memset(host, i, MiB);
                if (v == 3)
                    CK(cudaMemcpy(dst, host, MiB, cudaMemcpyHostToDevice));
                double t0 = now_us();
                CK(cudaMalloc(&p[i], sz));
                double t1 = now_us();
                printf("%s,%zu,%.1f\n", name[v], sz, t1 - t0);
            }
            CK(cudaDeviceSynchronize());
            for (int i = 0; i < N; i++)
                CK(cudaFree(p[i]));
        }
    }
    return 0;
}
