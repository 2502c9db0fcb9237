/* d2hprobe.cu: the driver's prefetch to the CPU, right now: 32 calls of 2 MiB
 * of a 64 MiB managed buffer written by the CPU and prefetched to the GPU,
 * on one stream, timed to the stream's end (as gpurun --calibrate's case
 * chunk of prefetch_d2h_ns); and the same back to the GPU. Prints one line:
 * "d2h_us h2d_us" per call, the median of REPS rounds. A diagnostic for
 * docs/data/estimator-2026-11-26/ (the spells of transfers into host memory):
 *   nvcc -O2 -arch=sm_90 d2hprobe.cu -o d2hprobe && ./d2hprobe [REPS] */
#include <cuda_runtime.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    fprintf(stderr, "d2hprobe: %s: %s\n", #x, cudaGetErrorString(e_)); exit(1); } } while (0)

static double now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
    int reps = argc > 1 ? atoi(argv[1]) : 5;
    if (reps < 1 || reps > 64)
        reps = 5;
    const size_t chunk = 2u << 20, bytes = 64u << 20, calls = bytes / chunk;
    size_t fr, tot;
    CK(cudaMemGetInfo(&fr, &tot));
    if (fr < 4 * bytes) { fprintf(stderr, "d2hprobe: too little free GPU memory\n"); return 2; }
    char *m;
    cudaStream_t s;
    CK(cudaMallocManaged(&m, bytes));
    CK(cudaStreamCreate(&s));
    cudaMemLocation gpu = { cudaMemLocationTypeDevice, 0 }, cpu = { cudaMemLocationTypeHost, 0 };
    memset(m, 1, bytes);
    CK(cudaMemPrefetchAsync(m, bytes, gpu, 0, s));
    CK(cudaStreamSynchronize(s));
    CK(cudaMemPrefetchAsync(m, bytes, cpu, 0, s));
    CK(cudaStreamSynchronize(s));
    double d2h[64], h2d[64];
    for (int r = 0; r < reps; r++) {
        for (int to_gpu = 1; to_gpu >= 0; to_gpu--) {
            double t0 = now_us();
            for (size_t i = 0; i < calls; i++)
                CK(cudaMemPrefetchAsync(m + i * chunk, chunk, to_gpu ? gpu : cpu, 0, s));
            CK(cudaStreamSynchronize(s));
            (to_gpu ? h2d : d2h)[r] = (now_us() - t0) / calls;
        }
    }
    qsort(d2h, reps, sizeof *d2h, cmp);
    qsort(h2d, reps, sizeof *h2d, cmp);
    printf("%.1f %.1f\n", d2h[reps / 2], h2d[reps / 2]);
    return 0;
}
