/* cudastub.c: a CUDA runtime that does nothing (allocations are host memory,
 * copies are memmove, kernels and prefetches return at once), linked into a
 * gpurun by tests/gpu/overhead-stub.sh to time gpurun's own host work on a
 * machine without a GPU. Its timings are not measurements of a GPU run:
 * the CUDA calls that cost host time on a real GPU (and are excluded from the
 * overhead anyway, docs/gpurun.md) cost nothing here, and gpurun's own CUDA
 * calls (harness_cuda_ns) cost a memmove. Only the symbols gpurun uses.
 *
 * CUDASTUB_EVENT_MS: below. CUDASTUB_POLLUTE_MIB=N makes every launch and prefetch write N MiB of a
 * scratch buffer first, as a stand-in for what the driver's calls do to the
 * CPU's caches (docs/gpurun.md "Host overhead": with 8, gpurun's overhead on
 * the stub comes near the GPU's).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

/* The runtime's types as gpurun's objects see them (cudaDeviceProp: only its
 * leading name is written). */
typedef int cudaError_t;
typedef void *cudaStream_t;
typedef void *cudaEvent_t;
enum { cudaSuccess = 0, cudaErrorMemoryAllocation = 2 };
struct cudaDeviceProp {
    char name[256];
};
static char dummy[64];
static void pollute(void)
{
    static char *buf;
    static size_t n = (size_t)-1;
    static int v;
    if (n == (size_t)-1) {
        const char *e = getenv("CUDASTUB_POLLUTE_MIB");
        n = e ? (size_t)strtoul(e, NULL, 10) << 20 : 0;
        buf = n ? malloc(n) : NULL;
        n = buf ? n : 0;
    }
    if (n)
        memset(buf, ++v, n);
}
void **__cudaRegisterFatBinary(void *f) { (void)f; return (void **)dummy; }
void __cudaRegisterFatBinaryEnd(void **h) { (void)h; }
void __cudaUnregisterFatBinary(void **h) { (void)h; }
void __cudaRegisterFunction() {}
unsigned __cudaPushCallConfiguration() { return 0; }
cudaError_t __cudaPopCallConfiguration() { return cudaSuccess; }
cudaError_t __cudaLaunchKernel() { pollute(); return cudaSuccess; }
cudaError_t __cudaGetKernel() { return cudaSuccess; }
cudaError_t cudaDeviceSynchronize(void) { return cudaSuccess; }
cudaError_t cudaEventCreateWithFlags(cudaEvent_t *e, unsigned f) { (void)f; *e = (cudaEvent_t)dummy; return cudaSuccess; }
cudaError_t cudaEventDestroy(cudaEvent_t e) { (void)e; return cudaSuccess; }
cudaError_t cudaEventRecord(cudaEvent_t e, cudaStream_t s) { (void)e; (void)s; return cudaSuccess; }
cudaError_t cudaEventSynchronize(cudaEvent_t e) { (void)e; return cudaSuccess; }
cudaError_t cudaStreamCreateWithFlags(cudaStream_t *s, unsigned f) { (void)f; *s = (cudaStream_t)dummy; return cudaSuccess; }
cudaError_t cudaStreamDestroy(cudaStream_t s) { (void)s; return cudaSuccess; }
cudaError_t cudaStreamSynchronize(cudaStream_t s) { (void)s; return cudaSuccess; }
cudaError_t cudaStreamWaitEvent(cudaStream_t s, cudaEvent_t e, unsigned f) { (void)s; (void)e; (void)f; return cudaSuccess; }
/* Device and managed memory: whole 2 MiB blocks handed out in order from one
 * reserved arena and never reused, so that a run's addresses, and so the
 * blocks the evictor's view sees, are the same from run to run and from build
 * to build (the host heap's are not); a free gives the pages back. */
#define ARENA (1ull << 40)
#define BLOCK (2ull << 20)
#define LIVE 4096 /* upstream allocations live at once */
static char *arena, *arena_next;
static struct { char *p; size_t len; } live[LIVE];
static cudaError_t al(void **p, size_t n)
{
    if (!arena) {
        void *a = mmap(NULL, ARENA + BLOCK, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (a == MAP_FAILED)
            return cudaErrorMemoryAllocation;
        arena = arena_next = (char *)(((uintptr_t)a + BLOCK - 1) & ~(uintptr_t)(BLOCK - 1));
    }
    size_t len = (n + BLOCK - 1) & ~(size_t)(BLOCK - 1), i = 0;
    while (i < LIVE && live[i].p)
        i++;
    if (!len || i == LIVE || len > ARENA - (size_t)(arena_next - arena))
        return cudaErrorMemoryAllocation;
    *p = live[i].p = arena_next;
    live[i].len = len;
    arena_next += len;
    return cudaSuccess;
}
static cudaError_t rel(void *p)
{
    for (size_t i = 0; p && i < LIVE; i++)
        if (live[i].p == p) {
            madvise(p, live[i].len, MADV_DONTNEED);
            live[i].p = NULL;
        }
    return cudaSuccess;
}
cudaError_t cudaMalloc(void **p, size_t n) { return al(p, n); }
cudaError_t cudaMallocAsync(void **p, size_t n, cudaStream_t s) { (void)s; return al(p, n); }
cudaError_t cudaFreeAsync(void *p, cudaStream_t s) { (void)s; return rel(p); }
cudaError_t cudaMallocHost(void **p, size_t n)
{
    *p = aligned_alloc(4096, (n + 4095) & ~(size_t)4095);
    return *p ? cudaSuccess : cudaErrorMemoryAllocation;
}
cudaError_t cudaMallocManaged(void **p, size_t n, unsigned f) { (void)f; return al(p, n); }
cudaError_t cudaFree(void *p) { return rel(p); }
cudaError_t cudaFreeHost(void *p) { free(p); return cudaSuccess; }
cudaError_t cudaGetDeviceProperties_v2(struct cudaDeviceProp *p, int d) { (void)d; strcpy(p->name, "stub"); return cudaSuccess; }
cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *p, int d) { return cudaGetDeviceProperties_v2(p, d); }
const char *cudaGetErrorString(cudaError_t e) { (void)e; return "stub"; }
cudaError_t cudaGetLastError(void) { return cudaSuccess; }
cudaError_t cudaMemAdvise() { return cudaSuccess; }
cudaError_t cudaMemAdvise_v2() { return cudaSuccess; }
cudaError_t cudaMemGetInfo(size_t *f, size_t *t) { *f = *t = 80ull << 30; return cudaSuccess; }
/* A prefetch reaches the CUPTI stub's unified-memory counters when that is
 * loaded (tests/gpu/cuptistub.c; the live library's test), as the bytes it
 * moves. */
struct cudaMemLocation { int type, id; }; /* type 1 the device, 2 the host */
void stub_um_prefetch(size_t len, int to_gpu) __attribute__((weak));
cudaError_t cudaMemPrefetchAsync(const void *p, size_t n, struct cudaMemLocation l, unsigned f,
                                 cudaStream_t s)
{
    (void)p, (void)f, (void)s;
    pollute();
    if (stub_um_prefetch)
        stub_um_prefetch(n, l.type == 1);
    return cudaSuccess;
}
cudaError_t cudaMemPrefetchAsync_v2() { pollute(); return cudaSuccess; }
cudaError_t cudaMemcpy(void *d, const void *s, size_t n, int k) { (void)k; memmove(d, s, n); return cudaSuccess; }
cudaError_t cudaMemcpyAsync(void *d, const void *s, size_t n, int k, cudaStream_t st) { (void)k; (void)st; memmove(d, s, n); return cudaSuccess; }
cudaError_t cudaMemset(void *p, int v, size_t n) { memset(p, v, n); return cudaSuccess; }
cudaError_t cudaMemsetAsync(void *p, int v, size_t n, cudaStream_t s) { (void)s; memset(p, v, n); return cudaSuccess; }
cudaError_t cudaEventCreate(cudaEvent_t *e) { *e = dummy; return cudaSuccess; }
/* CUDASTUB_EVENT_MS=X: every pair of events X ms apart (default 0), so that
 * gpurun --calibrate's GPU-timed rows have a value a test can predict. */
cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t a, cudaEvent_t b)
{
    const char *e = getenv("CUDASTUB_EVENT_MS");
    (void)a; (void)b;
    *ms = e ? strtof(e, NULL) : 0;
    return cudaSuccess;
}
cudaError_t cudaDeviceGetAttribute(int *v, int a, int d) { (void)a; (void)d; *v = 1; return cudaSuccess; }
cudaError_t cudaDriverGetVersion(int *v) { *v = 13000; return cudaSuccess; }
cudaError_t cudaRuntimeGetVersion(int *v) { *v = 13000; return cudaSuccess; }
cudaError_t cudaDeviceGetPCIBusId(char *id, int len, int d) { (void)d; strncpy(id, "0000:00:00.0", len); return cudaSuccess; }
