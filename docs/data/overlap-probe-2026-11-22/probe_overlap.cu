/* probe_overlap.cu: does a prefetch to the GPU take longer on its stream while a kernel
 * runs on another? 32 MiB, either written by the CPU (copied over the link) or never
 * touched (populated on the GPU), prefetched on stream B alone, while a 10 ms kernel
 * holding every SM runs on stream A, and while a 10 ms one-block kernel runs. Each round
 * prints the prefetch's time on its stream (events around it) and the kernel's.
 * usage: probe_overlap [rounds]  (output: case source condition rep prefetch_us kernel_us) */
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
    int rounds = argc > 1 ? atoi(argv[1]) : 7;
    size_t n = 32u << 20;
    cudaDeviceProp prop;
    CK(cudaGetDeviceProperties(&prop, 0));
    int khz = 0; CK(cudaDeviceGetAttribute(&khz, cudaDevAttrClockRate, 0));
    long long cyc = (long long)khz * 10; /* kHz: 10 ms */
    int *sink; CK(cudaMalloc(&sink, 4));
    cudaStream_t A, B; CK(cudaStreamCreateWithFlags(&A, cudaStreamNonBlocking)); CK(cudaStreamCreateWithFlags(&B, cudaStreamNonBlocking));
    cudaEvent_t e0, e1, k0, k1;
    CK(cudaEventCreate(&e0)); CK(cudaEventCreate(&e1)); CK(cudaEventCreate(&k0)); CK(cudaEventCreate(&k1));
    cudaMemLocation gpu; gpu.type = cudaMemLocationTypeDevice; gpu.id = 0;
    cudaMemLocation cpu; cpu.type = cudaMemLocationTypeHost; cpu.id = 0;
    spin<<<1, 32, 0, A>>>(1000, sink); CK(cudaDeviceSynchronize());
    /* 1, 2: the prefetch's stream waits for the kernel's start (so the call is deferred
     * to the driver's worker); 3: no wait (the call made in the caller, the kernel
     * running); 4: the stream waits for a 200 us one-block kernel, which is over
     * before the prefetch starts (deferred, alone) */
    const char *conds[] = {"alone", "full-gpu-kernel", "one-block-kernel", "full-gpu-no-wait",
                           "deferred-alone"};
    for (int r = 0; r < rounds; r++)
        for (int src = 0; src < 3; src++)
            for (int c0 = 0; c0 < 5; c0++) {
                int c = (c0 + r) % 5;
                char *p; CK(cudaMallocManaged(&p, n));
                if (src != 1) memset(p, 1, n);
                if (src == 2) CK(cudaMemPrefetchAsync(p, n, gpu, 0, B));
                CK(cudaDeviceSynchronize());
                float kus = 0, pus = 0;
                if (c) {
                    CK(cudaEventRecord(k0, A));
                    if (c == 1 || c == 3) spin<<<prop.multiProcessorCount * 8, 256, 0, A>>>(cyc, sink);
                    else spin<<<1, 32, 0, A>>>(c == 4 ? cyc / 50 : cyc, sink);
                    CK(cudaEventRecord(k1, A));
                    if (c == 4)
                        CK(cudaStreamWaitEvent(B, k1, 0));
                    else if (c != 3)
                        CK(cudaStreamWaitEvent(B, k0, 0));
                    else
                        for (volatile int i = 0; i < 200000; i++) /* let the kernel start */
                            ;
                }
                CK(cudaEventRecord(e0, B));
                CK(cudaMemPrefetchAsync(p, n, src == 2 ? cpu : gpu, 0, B));
                CK(cudaEventRecord(e1, B));
                CK(cudaDeviceSynchronize());
                CK(cudaEventElapsedTime(&pus, e0, e1));
                if (c) CK(cudaEventElapsedTime(&kus, k0, k1));
                printf("overlap %s %s %d %.1f %.1f\n", src == 0 ? "cpu-written" : src == 1 ? "untouched" : "to-cpu", conds[c], r, pus * 1e3, kus * 1e3);
                CK(cudaFree(p));
            }
    return 0;
}
