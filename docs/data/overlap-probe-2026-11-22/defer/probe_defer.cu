/* probe_defer.cu: how long a deferred prefetch to the GPU takes on its stream, against
 * the same call made in the caller, by what it has to move. A range of SIZE, either
 * resident on the GPU already (nothing moves), written by the CPU (copied over the link)
 * or never touched (populated on the GPU), prefetched on stream B: on an idle stream (the
 * driver migrates in the calling thread), or with B waiting for the end of a 200 us
 * one-block kernel on stream A (deferred: the driver's worker makes the call once the
 * stream gets there). CUDA events on B around the call.
 * usage: probe_defer [rounds]; output: defer SOURCE SIZE CONDITION ROUND STREAM_US */
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>
#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { fprintf(stderr, "%s: %s\n", #x, cudaGetErrorString(e_)); exit(1); } } while (0)
__global__ void spin(long long cycles, int *sink)
{
    long long t0 = clock64();
    while (clock64() - t0 < cycles)
        ;
    if (threadIdx.x == 0 && cycles < 0) *sink = 1;
}
int main(int argc, char **argv)
{
    int rounds = argc > 1 ? atoi(argv[1]) : 9;
    int khz = 0; CK(cudaDeviceGetAttribute(&khz, cudaDevAttrClockRate, 0));
    long long cyc = (long long)khz / 5; /* 200 us */
    int *sink; CK(cudaMalloc(&sink, 4));
    cudaStream_t A, B; CK(cudaStreamCreateWithFlags(&A, cudaStreamNonBlocking)); CK(cudaStreamCreateWithFlags(&B, cudaStreamNonBlocking));
    cudaEvent_t e0, e1, k1;
    CK(cudaEventCreate(&e0)); CK(cudaEventCreate(&e1)); CK(cudaEventCreate(&k1));
    cudaMemLocation gpu; gpu.type = cudaMemLocationTypeDevice; gpu.id = 0;
    spin<<<1, 32, 0, A>>>(1000, sink); CK(cudaDeviceSynchronize());
    const char *srcs[] = {"resident", "cpu-written", "untouched"};
    size_t sizes[] = {2u << 20, 32u << 20};
    for (int r = 0; r < rounds; r++)
        for (int si = 0; si < 2; si++)
            for (int src = 0; src < 3; src++)
                for (int c0 = 0; c0 < 2; c0++) {
                    int deferred = (c0 + r) % 2;
                    size_t n = sizes[si];
                    char *p; CK(cudaMallocManaged(&p, n));
                    if (src != 2) memset(p, 1, n);
                    if (src == 0) CK(cudaMemPrefetchAsync(p, n, gpu, 0, B));
                    CK(cudaDeviceSynchronize());
                    if (deferred) {
                        spin<<<1, 32, 0, A>>>(cyc, sink);
                        CK(cudaEventRecord(k1, A));
                        CK(cudaStreamWaitEvent(B, k1, 0));
                    }
                    CK(cudaEventRecord(e0, B));
                    CK(cudaMemPrefetchAsync(p, n, gpu, 0, B));
                    CK(cudaEventRecord(e1, B));
                    CK(cudaDeviceSynchronize());
                    float ms = 0;
                    CK(cudaEventElapsedTime(&ms, e0, e1));
                    printf("defer %s %zuM %s %d %.1f\n", srcs[src], n >> 20, deferred ? "deferred" : "in-caller", r, ms * 1e3);
                    CK(cudaFree(p));
                }
    return 0;
}
