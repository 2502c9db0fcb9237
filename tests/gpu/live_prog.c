/* live_prog.c: a program that allocates through libgmslive.so (gms_malloc,
 * gms_free, as PyTorch's pluggable allocator calls them) and launches
 * kernels through the CUPTI stub (cuptistub.c), for tests/gpu/live-stub.sh:
 * four 3 MiB buffers, each touched by one launch per iteration, four
 * iterations, each ended by the marker "gms:iter 4". GMS_LIVE (set by the
 * caller) picks the policies, the capacity and the results file. */
#include <stddef.h>
#include <stdio.h>

#include "cuptistub.h"

void *gms_malloc(size_t size, int device, void *stream);
void gms_free(void *ptr, size_t size, int device, void *stream);

#define K ((CUfunction)0x1001)
#define S ((CUstream)0x5000)

int main(void)
{
    void *buf[4];
    stub_function((struct stub_function){ K, 0, 2, { 0, 8 }, { 8, 4 } });
    for (int i = 0; i < 4; i++)
        if (!(buf[i] = gms_malloc(3u << 20, 0, S))) {
            fprintf(stderr, "live_prog: gms_malloc failed\n");
            return 1;
        }
    for (int it = 0; it < 4; it++) {
        for (int i = 0; i < 4; i++) {
            int n = 1;
            void *params[] = { &buf[i], &n };
            cuLaunchKernel_params l = { .f = K, .hStream = S, .kernelParams = params };
            stub_call(CUPTI_DRIVER_TRACE_CBID_cuLaunchKernel, "cuLaunchKernel", &l, "k", 0,
                      CUDA_SUCCESS);
        }
        stub_mark("gms:iter 4");
    }
    for (int i = 0; i < 4; i++)
        gms_free(buf[i], 3u << 20, 0, S);
    return 0;
}
