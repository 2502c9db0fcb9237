/* inject_prog.c: a CUDA program that knows nothing of the live library, for
 * tests/gpu/live-stub.sh. Over the stub runtime (cudastub.c) and the CUPTI
 * stub (cuptistub.c) it does what cuInit does for a tool (the library that
 * CUDA_INJECTION64_PATH names is initialized), allocates four buffers of 3
 * MiB (or of the size its one argument gives, in GiB),
 * two with cudaMalloc and two with cudaMallocAsync, runs four iterations of
 * four launches, one per buffer, each iteration ended by the marker
 * "gms:iter 4", makes one allocation that reaches the driver past every
 * hook (as a statically linked runtime's does), and frees the buffers.
 * With LD_PRELOAD naming libgmslive.so, its calls reach the policy. */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

#include "cuptistub.h"

#define K ((CUfunction)0x1001)
#define S ((cudaStream_t)0x5000)

int main(int argc, char **argv)
{
    void *buf[4];
    size_t size = argc > 1 ? strtoull(argv[1], NULL, 10) << 30 : 3u << 20;
    stub_cuda_init("inject_prog");
    stub_function((struct stub_function){ K, 0, 2, { 0, 8 }, { 8, 4 } });
    for (int i = 0; i < 4; i++)
        if ((i < 2 ? cudaMalloc(&buf[i], size) : cudaMallocAsync(&buf[i], size, S))
            != cudaSuccess) {
            fprintf(stderr, "inject_prog: allocation %d failed\n", i);
            return 1;
        }
    for (int it = 0; it < 4; it++) {
        for (int i = 0; i < 4; i++) {
            int n = 1;
            void *params[] = { &buf[i], &n };
            cuLaunchKernel_params l = { .f = K, .hStream = (CUstream)S, .kernelParams = params };
            stub_call(CUPTI_DRIVER_TRACE_CBID_cuLaunchKernel, "cuLaunchKernel", &l, "k", 0,
                      CUDA_SUCCESS);
        }
        stub_mark("gms:iter 4");
    }
    CUdeviceptr past = 0x7f0000000000ull;
    cuMemAlloc_v2_params p = { &past, 1u << 20 };
    stub_call(CUPTI_DRIVER_TRACE_CBID_cuMemAlloc_v2, "cuMemAlloc_v2", &p, NULL, 0, CUDA_SUCCESS);
    for (int i = 0; i < 4; i++)
        if ((i < 2 ? cudaFree(buf[i]) : cudaFreeAsync(buf[i], S)) != cudaSuccess)
            return 1;
    return 0;
}
