/* capture_prog.c: a CUDA program played through the CUPTI stub
 * (cuptistub.c), for gmscapture's test without a GPU
 * (tests/gpu/capture-stub.sh). It loads the library CUDA_INJECTION64_PATH
 * names and calls InitializeInjection, as cuInit does, then makes the calls
 * of three iterations of a small program: allocations of each kind, four
 * kernels (parameters through kernelParams, a CUkernel handle, a struct of
 * two pointers, the packed `extra` buffer), events, copies each way, a
 * memset, a prefetch, advice, a call the trace has no event for, a failed
 * call, a synchronization and an iteration marker. tests/gpu/capture_check.py
 * checks the trace against exactly this.
 *
 * usage: capture_prog [--crash] [--no-cuda]
 *   --crash    abort() after the second iteration (no exit handlers)
 *   --no-cuda  exit at once, never "initializing CUDA"
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cuptistub.h"

#define CB(name) CUPTI_DRIVER_TRACE_CBID_##name
#define A_ADDR 0x7f0000000000ull
#define B_ADDR 0x7f0000100000ull
#define C_ADDR 0x7f0000200000ull
#define S1 ((CUstream)0x5000)
#define S2 ((CUstream)0x6000)
#define EV ((CUevent)0x7000)
#define K1 ((CUfunction)0x1001)
#define K2 ((CUfunction)0x2002) /* a CUkernel cast to CUfunction, as the runtime passes */
#define K3 ((CUfunction)0x3003)
#define K4 ((CUfunction)0x4004)

static void allocate(void)
{
    CUdeviceptr a = A_ADDR, b = B_ADDR, c = C_ADDR;
    cuMemAlloc_v2_params pa = { &a, 1 << 20 };
    stub_call(CB(cuMemAlloc_v2), "cuMemAlloc_v2", &pa, NULL, 5000, CUDA_SUCCESS);
    cuMemAllocAsync_params pb = { &b, 4096, S1 };
    stub_call(CB(cuMemAllocAsync), "cuMemAllocAsync", &pb, NULL, 0, CUDA_SUCCESS);
    cuMemAllocManaged_params pc = { &c, 2 << 20, 1 };
    stub_call(CB(cuMemAllocManaged), "cuMemAllocManaged", &pc, NULL, 0, CUDA_SUCCESS);
}

static void launches(void)
{
    CUdeviceptr a = A_ADDR, b16 = B_ADDR + 16, c = C_ADDR;
    int n = 7;
    void *p1[] = { &a, &n, &b16 };
    cuLaunchKernel_params l1 = { .f = K1, .hStream = S1, .kernelParams = p1 };
    stub_done(stub_call(CB(cuLaunchKernel), "cuLaunchKernel", &l1, "k1", 0, CUDA_SUCCESS), CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL, 10000);
    cuEventRecord_params r = { EV, S1 };
    stub_call(CB(cuEventRecord), "cuEventRecord", &r, NULL, 0, CUDA_SUCCESS);
    cuStreamWaitEvent_params w = { S2, EV, 0 };
    stub_call(CB(cuStreamWaitEvent), "cuStreamWaitEvent", &w, NULL, 0, CUDA_SUCCESS);
    struct { CUdeviceptr c, a; } pair = { c, a };
    void *p2[] = { &pair, &n };
    CUlaunchConfig cfg = { .hStream = S2 };
    cuLaunchKernelEx_params l2 = { &cfg, K2, p2, NULL };
    stub_done(stub_call(CB(cuLaunchKernelEx), "cuLaunchKernelEx", &l2, "k2", 0, CUDA_SUCCESS), CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL, 20000);
    void *p3[] = { &n };
    cuLaunchKernel_ptsz_params l3 = { .f = K3, .kernelParams = p3 };
    stub_done(stub_call(CB(cuLaunchKernel_ptsz), "cuLaunchKernel_ptsz", &l3, "k3", 0, CUDA_SUCCESS), CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL, 3000);
    CUdeviceptr packed[2] = { 42, B_ADDR + 100 };
    size_t size = sizeof packed;
    void *extra[] = { CU_LAUNCH_PARAM_BUFFER_POINTER, packed, CU_LAUNCH_PARAM_BUFFER_SIZE, &size,
                      CU_LAUNCH_PARAM_END };
    cuLaunchKernel_params l4 = { .f = K4, .hStream = S1, .extra = extra };
    stub_done(stub_call(CB(cuLaunchKernel), "cuLaunchKernel", &l4, "k4", 0, CUDA_SUCCESS), CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL, 4000);
}

static void copies(void)
{
    static char host[4096];
    cuMemcpyHtoDAsync_v2_params h2d = { A_ADDR + 64, host, 128, S1 };
    stub_call(CB(cuMemcpyHtoDAsync_v2), "cuMemcpyHtoDAsync_v2", &h2d, NULL, 0, CUDA_SUCCESS);
    cuMemcpyDtoH_v2_params d2h = { host, B_ADDR, 8192 };
    stub_call(CB(cuMemcpyDtoH_v2), "cuMemcpyDtoH_v2", &d2h, NULL, 0, CUDA_SUCCESS);
    cuMemcpyDtoDAsync_v2_params d2d = { B_ADDR, A_ADDR, 256, S2 };
    stub_done(stub_call(CB(cuMemcpyDtoDAsync_v2), "cuMemcpyDtoDAsync_v2", &d2d, NULL, 0, CUDA_SUCCESS), CUPTI_ACTIVITY_KIND_MEMCPY, 500);
    cuMemsetD32Async_params set = { B_ADDR, 0, 16, S1 };
    stub_done(stub_call(CB(cuMemsetD32Async), "cuMemsetD32Async", &set, NULL, 0, CUDA_SUCCESS), CUPTI_ACTIVITY_KIND_MEMSET, 200);
    cuMemcpyHtoD_v2_params h2h = { 0x1000, host, 64 }; /* no captured buffer there */
    stub_call(CB(cuMemcpyHtoD_v2), "cuMemcpyHtoD_v2", &h2h, NULL, 0, CUDA_SUCCESS);
}

static void managed_and_order(void)
{
    CUmemLocation gpu = { CU_MEM_LOCATION_TYPE_DEVICE, 0 };
    cuMemPrefetchAsync_v2_params pf = { C_ADDR, 2 << 20, gpu, 0, S1 };
    stub_call(CB(cuMemPrefetchAsync_v2), "cuMemPrefetchAsync_v2", &pf, NULL, 0, CUDA_SUCCESS);
    cuMemAdvise_v2_params adv = { C_ADDR, 4096, CU_MEM_ADVISE_SET_READ_MOSTLY, gpu };
    stub_call(CB(cuMemAdvise_v2), "cuMemAdvise_v2", &adv, NULL, 0, CUDA_SUCCESS);
    stub_call(CB(cuMemcpy2D_v2), "cuMemcpy2D_v2", NULL, NULL, 0, CUDA_SUCCESS);
    CUdeviceptr failed = 0;
    cuMemAlloc_v2_params oom = { &failed, 1ull << 40 };
    stub_call(CB(cuMemAlloc_v2), "cuMemAlloc_v2", &oom, NULL, 0, CUDA_ERROR_OUT_OF_MEMORY);
    cuStreamSynchronize_params sync = { S1 };
    stub_call(CB(cuStreamSynchronize), "cuStreamSynchronize", &sync, NULL, 0, CUDA_SUCCESS);
}

static void release(void)
{
    cuMemFreeAsync_params fb = { B_ADDR, S1 };
    stub_call(CB(cuMemFreeAsync), "cuMemFreeAsync", &fb, NULL, 0, CUDA_SUCCESS);
    cuMemFree_v2_params fa = { A_ADDR }, fc = { C_ADDR };
    stub_call(CB(cuMemFree_v2), "cuMemFree_v2", &fa, NULL, 0, CUDA_SUCCESS);
    stub_call(CB(cuMemFree_v2), "cuMemFree_v2", &fc, NULL, 0, CUDA_SUCCESS);
    stub_call(CB(cuCtxSynchronize), "cuCtxSynchronize", NULL, NULL, 0, CUDA_SUCCESS);
}

int main(int argc, char **argv)
{
    int crash = argc > 1 && !strcmp(argv[1], "--crash");
    if (argc > 1 && !strcmp(argv[1], "--no-cuda"))
        return 0;
    stub_function((struct stub_function){ K1, 0, 3, { 0, 8, 16 }, { 8, 4, 8 } });
    stub_function((struct stub_function){ K2, 1, 2, { 0, 16 }, { 16, 4 } });
    stub_function((struct stub_function){ K3, 0, 1, { 0 }, { 4 } });
    stub_function((struct stub_function){ K4, 0, 2, { 0, 8 }, { 8, 8 } });
    stub_cuda_init("capture_prog");
    allocate();
    for (int i = 0; i < 3; i++) {
        stub_sleep_us(2000); /* the program's own host work */
        launches();
        copies();
        managed_and_order();
        stub_mark("gms:iter 8");
        stub_mark("gms:iteration"); /* not a marker */
        if (crash && i == 1)
            abort();
    }
    release();
    puts("capture_prog: done");
    return 0;
}
