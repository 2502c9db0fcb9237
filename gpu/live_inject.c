/* live_inject.c: the live library inside any CUDA program, PUMP's way
 * (docs/live.md). gmslive preloads libgmslive.so (LD_PRELOAD), so the
 * program's calls of the runtime's cudaMalloc, cudaFree, cudaMallocAsync and
 * cudaFreeAsync, and of the driver's cuMemAlloc, cuMemFree, cuMemAllocAsync
 * and cuMemFreeAsync, reach the functions here first. They serve them
 * through the allocator policy (live_alloc.c), whose upstream is
 * cudaMallocManaged (or cudaMalloc): the program's device buffers become
 * managed memory that the launch-time prefetcher and the evictor move. The
 * CUDA libraries' own functions, found after this library (dlsym
 * RTLD_NEXT), serve the rest: a pointer the policy did not hand out, every
 * call while PyTorch's pluggable allocator takes the tensors (the CUDA
 * libraries' own buffers then stay theirs, as PyTorch counts them), and the
 * library's own reservations.
 *
 * A free through the policy first waits for the device, as cudaFree and
 * cuMemFree do; the stream-ordered forms do not wait. A runtime linked
 * statically into the program (nvcc's default, -cudart static) calls the
 * driver through its own table, past any symbol: CUPTI's callbacks on the
 * driver's allocations count those as allocations no hook saw
 * (allocs_unseen), and the library says so at exit.
 */
#include <cuda.h>
#include <cuda_runtime_api.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "live.h"

#define EXPORTED __attribute__((visibility("default")))

/* The CUDA libraries' own functions, behind these. */
static struct {
    cudaError_t (*malloc)(void **, size_t);
    cudaError_t (*free)(void *);
    cudaError_t (*malloc_async)(void **, size_t, cudaStream_t);
    cudaError_t (*free_async)(void *, cudaStream_t);
    CUresult (*mem_alloc)(CUdeviceptr *, size_t);
    CUresult (*mem_free)(CUdeviceptr);
    CUresult (*mem_alloc_async)(CUdeviceptr *, size_t, CUstream);
    CUresult (*mem_free_async)(CUdeviceptr, CUstream);
} next;
static pthread_once_t next_once = PTHREAD_ONCE_INIT;

/* Nonzero while this thread is inside a CUDA allocation call the library
 * makes itself or passes through: the driver's callbacks then saw a hook. */
static __thread int inside;

static void *find(const char *name)
{
    void *f = dlsym(RTLD_NEXT, name);
    return f ? f : dlsym(RTLD_DEFAULT, name);
}

static void find_next(void)
{
    *(void **)&next.malloc = find("cudaMalloc");
    *(void **)&next.free = find("cudaFree");
    *(void **)&next.malloc_async = find("cudaMallocAsync");
    *(void **)&next.free_async = find("cudaFreeAsync");
    *(void **)&next.mem_alloc = find("cuMemAlloc_v2");
    *(void **)&next.mem_free = find("cuMemFree_v2");
    *(void **)&next.mem_alloc_async = find("cuMemAllocAsync");
    *(void **)&next.mem_free_async = find("cuMemFreeAsync");
}

/* The next library's function, or a message and exit 2 (a CUDA without it). */
#define NEXT(f) (pthread_once(&next_once, find_next), next.f ? (void)0 : missing(#f), next.f)
static void missing(const char *what) __attribute__((noreturn));
static void missing(const char *what)
{
    fprintf(stderr, "gmslive: the CUDA libraries have no %s to pass calls to\n", what);
    exit(2);
}

cudaError_t live_cuda_malloc(void **p, size_t size)
{
    inside++;
    cudaError_t e = NEXT(malloc)(p, size);
    inside--;
    return e;
}

cudaError_t live_cuda_free(void *p)
{
    inside++;
    cudaError_t e = NEXT(free)(p);
    inside--;
    return e;
}

/* ---- the program's calls ------------------------------------------------------------- */

/* Serve an allocation through the policy; false: not the policy's to serve. */
static bool take(size_t size, void *stream, uint64_t *addr, bool *ok)
{
    if (!size || !live_takes_calls())
        return false;
    *ok = live_alloc(size, stream, addr) == 0;
    return true;
}

/* Give back a block the policy handed out; false: not the policy's. */
static bool give(uint64_t addr, void *stream, bool wait)
{
    if (!addr || !live_takes_calls() || !live_owns(addr))
        return false;
    if (wait) /* cudaFree and cuMemFree wait for the device */
        cudaDeviceSynchronize();
    return live_free(addr, stream);
}

EXPORTED cudaError_t cudaMalloc(void **p, size_t size)
{
    uint64_t a;
    bool ok;
    if (take(size, NULL, &a, &ok))
        return *p = ok ? (void *)(uintptr_t)a : NULL, ok ? cudaSuccess : cudaErrorMemoryAllocation;
    live_passed_through();
    return live_cuda_malloc(p, size);
}

EXPORTED cudaError_t cudaFree(void *p)
{
    return give((uintptr_t)p, NULL, true) ? cudaSuccess : live_cuda_free(p);
}

EXPORTED cudaError_t cudaMallocAsync(void **p, size_t size, cudaStream_t s)
{
    uint64_t a;
    bool ok;
    if (take(size, s, &a, &ok))
        return *p = ok ? (void *)(uintptr_t)a : NULL, ok ? cudaSuccess : cudaErrorMemoryAllocation;
    live_passed_through();
    inside++;
    cudaError_t e = NEXT(malloc_async)(p, size, s);
    inside--;
    return e;
}

EXPORTED cudaError_t cudaFreeAsync(void *p, cudaStream_t s)
{
    return give((uintptr_t)p, s, false) ? cudaSuccess : NEXT(free_async)(p, s);
}

EXPORTED CUresult cuMemAlloc_v2(CUdeviceptr *d, size_t size)
{
    uint64_t a;
    bool ok;
    if (take(size, NULL, &a, &ok))
        return *d = ok ? a : 0, ok ? CUDA_SUCCESS : CUDA_ERROR_OUT_OF_MEMORY;
    live_passed_through();
    inside++;
    CUresult e = NEXT(mem_alloc)(d, size);
    inside--;
    return e;
}

EXPORTED CUresult cuMemFree_v2(CUdeviceptr d)
{
    return give(d, NULL, true) ? CUDA_SUCCESS : NEXT(mem_free)(d);
}

EXPORTED CUresult cuMemAllocAsync(CUdeviceptr *d, size_t size, CUstream s)
{
    uint64_t a;
    bool ok;
    if (take(size, s, &a, &ok))
        return *d = ok ? a : 0, ok ? CUDA_SUCCESS : CUDA_ERROR_OUT_OF_MEMORY;
    live_passed_through();
    inside++;
    CUresult e = NEXT(mem_alloc_async)(d, size, s);
    inside--;
    return e;
}

EXPORTED CUresult cuMemFreeAsync(CUdeviceptr d, CUstream s)
{
    return give(d, s, false) ? CUDA_SUCCESS : NEXT(mem_free_async)(d, s);
}

/* ---- allocations past every hook ----------------------------------------------------- */

const CUpti_CallbackId live_inject_alloc_ids[] = {
    CUPTI_DRIVER_TRACE_CBID_cuMemAlloc_v2, CUPTI_DRIVER_TRACE_CBID_cuMemAllocPitch_v2,
    CUPTI_DRIVER_TRACE_CBID_cuMemAllocAsync, CUPTI_DRIVER_TRACE_CBID_cuMemAllocAsync_ptsz,
    CUPTI_DRIVER_TRACE_CBID_cuMemAllocFromPoolAsync,
    CUPTI_DRIVER_TRACE_CBID_cuMemAllocFromPoolAsync_ptsz, 0,
};

bool live_inject_unseen(const CUpti_CallbackData *cb)
{
    return cb->callbackSite == CUPTI_API_EXIT && !inside && cb->functionReturnValue
           && *(const CUresult *)cb->functionReturnValue == CUDA_SUCCESS;
}
