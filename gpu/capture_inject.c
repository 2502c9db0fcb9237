/* capture_inject.c: the capture library, libgmscapture.so. CUDA loads it into
 * an unmodified program through the driver's tool injection
 * (CUDA_INJECTION64_PATH names it; cuInit calls InitializeInjection), and
 * NVTX through NVTX_INJECTION64_PATH (InitializeInjectionNvtx2, passed on to
 * CUPTI). gmscapture sets both (capture/gmscapture.c).
 *
 * Through CUPTI's callbacks on the driver API it records, at the return of
 * each call that succeeded, the program's allocations and frees, kernel
 * launches with their parameter memory, event records and waits,
 * synchronizations, copies, memsets, prefetches and advice; through CUPTI's
 * activity records the measured time of each kernel, copy and memset; and
 * through NVTX the iteration markers `gms:iter [N]`. Everything goes,
 * unjudged, into the capture log (capture/capture_log.h) named by
 * GMS_CAPTURE_LOG; gmscapture makes the trace from it afterwards.
 *
 * It never changes what the program computes: it reads the calls'
 * parameters and nothing else. The host time it takes inside a call is
 * inside that call, so it is not counted as the program's host time.
 * One process captures: the first to take the log's lock; a forked child
 * or another process of the program's tree records nothing.
 */
#define _GNU_SOURCE
#include <cuda.h>
#include <cupti.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <time.h>
#include <unistd.h>

#include "capture_log.h"
#include "cuda_launch.h"

/* The capture's state. Invariant: when on, w is open on the log and pid is
 * the capturing process; lock guards everything but on. The program's host
 * time is the time during which no thread is inside a traced call. */
static struct {
    pthread_mutex_t lock;
    struct capture_writer *w;
    pid_t pid;
    volatile int on;        /* still recording calls (off past --iters, in a child) */
    unsigned inside;        /* threads inside a traced call */
    uint64_t pending_ns;    /* host time since the last record */
    uint64_t last_exit_ns;  /* when inside last fell to 0; 0 before the first call */
    uint64_t iters_left;    /* markers to record before stopping; 0: no limit */
    uint64_t last_corr;     /* the latest correlation id of a call recorded */
    CUpti_SubscriberHandle sub;
} g = { .lock = PTHREAD_MUTEX_INITIALIZER };

/* Host time up to now, while no thread is inside a traced call (lock held). */
static void host_time_to_now(void)
{
    uint64_t t = cuda_now_ns();
    if (!g.inside && g.last_exit_ns && t > g.last_exit_ns)
        g.pending_ns += t - g.last_exit_ns;
    g.last_exit_ns = t;
}

static void call_entered(void)
{
    pthread_mutex_lock(&g.lock);
    host_time_to_now();
    g.inside++;
    pthread_mutex_unlock(&g.lock);
}

static void call_returned(uint64_t corr)
{
    pthread_mutex_lock(&g.lock);
    if (g.on && corr > g.last_corr)
        g.last_corr = corr;
    if (g.inside)
        g.inside--;
    g.last_exit_ns = cuda_now_ns();
    pthread_mutex_unlock(&g.lock);
}

/* Append one record, the host time pending on it (lock held). */
static void put_locked(uint32_t kind, uint64_t stream, uint64_t x0, uint64_t x1, uint64_t x2,
                       uint64_t x3, const void *payload, uint32_t len)
{
    struct capture_record r = { .kind = kind, .host_ns = g.pending_ns, .stream = stream,
                                .x = { x0, x1, x2, x3 } };
    capture_writer_put(g.w, r, payload, len);
    g.pending_ns = 0;
}

static void put(uint32_t kind, uint64_t stream, uint64_t x0, uint64_t x1, uint64_t x2,
                uint64_t x3, const void *payload, uint32_t len)
{
    pthread_mutex_lock(&g.lock);
    if (g.on)
        put_locked(kind, stream, x0, x1, x2, x3, payload, len);
    pthread_mutex_unlock(&g.lock);
}

static void put_info(const char *text)
{
    put(CAPTURE_INFO, 0, 0, 0, 0, 0, text, (uint32_t)strlen(text));
}

/* The GPU, the driver and the CUDA version, once a context exists, and
 * whether kernel launches block (CUDA_LAUNCH_BLOCKING=1 in the program's
 * environment: each launch returns once its kernel has finished). */
static void device_info(void)
{
    char text[512], name[256] = "?", driver[64] = "?";
    CUdevice dev;
    int version = 0;
    if (cuCtxGetDevice(&dev) != CUDA_SUCCESS || cuDeviceGetName(name, sizeof name, dev))
        snprintf(name, sizeof name, "?");
    cuDriverGetVersion(&version);
    FILE *f = fopen("/proc/driver/nvidia/version", "r");
    if (f) {
        char line[256];
        char *k, *tok, *save = NULL;
        if (fgets(line, sizeof line, f) && (k = strstr(line, "Kernel Module")))
            for (tok = strtok_r(k, " \t", &save); tok; tok = strtok_r(NULL, " \t", &save))
                if (tok[0] >= '0' && tok[0] <= '9') { /* "580.159.04" */
                    snprintf(driver, sizeof driver, "%s", tok);
                    break;
                }
        fclose(f);
    }
    const char *blocking = getenv("CUDA_LAUNCH_BLOCKING");
    snprintf(text, sizeof text, "gpu=%s\ndriver=%s\ncuda=%d.%d\nlaunch_blocking=%d\n", name,
             driver, version / 1000, version % 1000 / 10, blocking && !strcmp(blocking, "1"));
    put_info(text);
}
static pthread_once_t device_once = PTHREAD_ONCE_INIT;

static void on_launch(const CUpti_CallbackData *cb, CUfunction f, CUstream stream, void **params,
                      void **extra)
{
    static __thread unsigned char buf[CUDA_LAUNCH_PARAMS_MAX];
    int is_new;
    uint32_t n = cuda_launch_params(f, params, extra, buf, &is_new);
    const char *name = cb->symbolName ? cb->symbolName : "?";
    pthread_mutex_lock(&g.lock);
    if (g.on) {
        if (is_new)
            put_locked(CAPTURE_KERNEL, 0, (uintptr_t)f, 0, 0, 0, name, (uint32_t)strlen(name) + 1);
        put_locked(CAPTURE_LAUNCH, (uintptr_t)stream, cb->correlationId, (uintptr_t)f, 0, 0, buf, n);
    }
    pthread_mutex_unlock(&g.lock);
}

/* ---- the driver calls, at their return --------------------------------------------- */

#define CB(name) CUPTI_DRIVER_TRACE_CBID_##name
#define P(type) const type##_params *a = (const type##_params *)cb->functionParams
#define U(x) ((uint64_t)(uintptr_t)(x))

static void on_memory(CUpti_CallbackId id, const CUpti_CallbackData *cb)
{
    switch (id) {
    case CB(cuMemAlloc_v2): {
        P(cuMemAlloc_v2);
        put(CAPTURE_ALLOC, 0, *a->dptr, a->bytesize, CAPTURE_ALLOC_DEVICE, 0, NULL, 0);
        break;
    }
    case CB(cuMemAllocPitch_v2): {
        P(cuMemAllocPitch_v2);
        put(CAPTURE_ALLOC, 0, *a->dptr, *a->pPitch * a->Height, CAPTURE_ALLOC_DEVICE, 0, NULL, 0);
        break;
    }
    case CB(cuMemAllocManaged): {
        P(cuMemAllocManaged);
        put(CAPTURE_ALLOC, 0, *a->dptr, a->bytesize, CAPTURE_ALLOC_MANAGED, 0, NULL, 0);
        break;
    }
    case CB(cuMemAllocAsync): case CB(cuMemAllocAsync_ptsz): {
        P(cuMemAllocAsync);
        put(CAPTURE_ALLOC, U(a->hStream), *a->dptr, a->bytesize, CAPTURE_ALLOC_ASYNC, 0, NULL, 0);
        break;
    }
    case CB(cuMemAllocFromPoolAsync): case CB(cuMemAllocFromPoolAsync_ptsz): {
        P(cuMemAllocFromPoolAsync);
        put(CAPTURE_ALLOC, U(a->hStream), *a->dptr, a->bytesize, CAPTURE_ALLOC_ASYNC, 0, NULL, 0);
        break;
    }
    case CB(cuMemMap): {
        P(cuMemMap);
        put(CAPTURE_ALLOC, 0, a->ptr, a->size, CAPTURE_ALLOC_MAPPED, 0, NULL, 0);
        break;
    }
    case CB(cuMemFree_v2): {
        P(cuMemFree_v2);
        if (a->dptr) /* freeing 0 does nothing */
            put(CAPTURE_FREE, 0, a->dptr, 0, 0, 0, NULL, 0);
        break;
    }
    case CB(cuMemFreeAsync): case CB(cuMemFreeAsync_ptsz): {
        P(cuMemFreeAsync);
        if (a->dptr)
            put(CAPTURE_FREE, U(a->hStream), a->dptr, 0, 0, 0, NULL, 0);
        break;
    }
    case CB(cuMemUnmap): { P(cuMemUnmap); put(CAPTURE_FREE, 0, a->ptr, a->size, 0, 0, NULL, 0); break; }
    }
}

static void on_order(CUpti_CallbackId id, const CUpti_CallbackData *cb)
{
    switch (id) {
    case CB(cuEventRecord): case CB(cuEventRecord_ptsz):
    case CB(cuEventRecordWithFlags): case CB(cuEventRecordWithFlags_ptsz): {
        P(cuEventRecord); /* WithFlags's parameters start the same */
        put(CAPTURE_RECORD, U(a->hStream), U(a->hEvent), 0, 0, 0, NULL, 0);
        break;
    }
    case CB(cuStreamWaitEvent): case CB(cuStreamWaitEvent_ptsz): {
        P(cuStreamWaitEvent);
        put(CAPTURE_WAIT, U(a->hStream), U(a->hEvent), 0, 0, 0, NULL, 0);
        break;
    }
    case CB(cuStreamSynchronize): case CB(cuStreamSynchronize_ptsz): {
        P(cuStreamSynchronize);
        put(CAPTURE_SYNC, U(a->hStream), CAPTURE_SYNC_STREAM, 0, 0, 0, NULL, 0);
        break;
    }
    case CB(cuEventSynchronize): {
        P(cuEventSynchronize);
        put(CAPTURE_SYNC, 0, CAPTURE_SYNC_EVENT, U(a->hEvent), 0, 0, NULL, 0);
        break;
    }
    case CB(cuCtxSynchronize): case CB(cuCtxSynchronize_v2):
        put(CAPTURE_SYNC, 0, CAPTURE_SYNC_DEVICE, 0, 0, 0, NULL, 0);
        break;
    }
}

/* Copies: destination, source, bytes and stream of each 1-D form. */
static void on_copy(CUpti_CallbackId id, const CUpti_CallbackData *cb)
{
    uint64_t d, s, n, stream = 0;
    switch (id) {
    case CB(cuMemcpyHtoD_v2): case CB(cuMemcpyHtoD_v2_ptds): { P(cuMemcpyHtoD_v2); d = a->dstDevice; s = U(a->srcHost); n = a->ByteCount; break; }
    case CB(cuMemcpyDtoH_v2): case CB(cuMemcpyDtoH_v2_ptds): { P(cuMemcpyDtoH_v2); d = U(a->dstHost); s = a->srcDevice; n = a->ByteCount; break; }
    case CB(cuMemcpyDtoD_v2): case CB(cuMemcpyDtoD_v2_ptds): { P(cuMemcpyDtoD_v2); d = a->dstDevice; s = a->srcDevice; n = a->ByteCount; break; }
    case CB(cuMemcpy): case CB(cuMemcpy_ptds): { P(cuMemcpy); d = a->dst; s = a->src; n = a->ByteCount; break; }
    case CB(cuMemcpyHtoDAsync_v2): case CB(cuMemcpyHtoDAsync_v2_ptsz): {
        P(cuMemcpyHtoDAsync_v2); d = a->dstDevice; s = U(a->srcHost); n = a->ByteCount; stream = U(a->hStream); break; }
    case CB(cuMemcpyDtoHAsync_v2): case CB(cuMemcpyDtoHAsync_v2_ptsz): {
        P(cuMemcpyDtoHAsync_v2); d = U(a->dstHost); s = a->srcDevice; n = a->ByteCount; stream = U(a->hStream); break; }
    case CB(cuMemcpyDtoDAsync_v2): case CB(cuMemcpyDtoDAsync_v2_ptsz): {
        P(cuMemcpyDtoDAsync_v2); d = a->dstDevice; s = a->srcDevice; n = a->ByteCount; stream = U(a->hStream); break; }
    case CB(cuMemcpyAsync): case CB(cuMemcpyAsync_ptsz): {
        P(cuMemcpyAsync); d = a->dst; s = a->src; n = a->ByteCount; stream = U(a->hStream); break; }
    default:
        return;
    }
    put(CAPTURE_COPY, stream, d, s, n, cb->correlationId, NULL, 0);
}

/* Memsets: destination, bytes (elements times their size) and stream. */
static void on_set(CUpti_CallbackId id, const CUpti_CallbackData *cb)
{
    uint64_t d, n, stream = 0;
    switch (id) {
    case CB(cuMemsetD8_v2): case CB(cuMemsetD8_v2_ptds): { P(cuMemsetD8_v2); d = a->dstDevice; n = a->N; break; }
    case CB(cuMemsetD16_v2): case CB(cuMemsetD16_v2_ptds): { P(cuMemsetD16_v2); d = a->dstDevice; n = 2 * a->N; break; }
    case CB(cuMemsetD32_v2): case CB(cuMemsetD32_v2_ptds): { P(cuMemsetD32_v2); d = a->dstDevice; n = 4 * a->N; break; }
    case CB(cuMemsetD8Async): case CB(cuMemsetD8Async_ptsz): {
        P(cuMemsetD8Async); d = a->dstDevice; n = a->N; stream = U(a->hStream); break; }
    case CB(cuMemsetD16Async): case CB(cuMemsetD16Async_ptsz): {
        P(cuMemsetD16Async); d = a->dstDevice; n = 2 * a->N; stream = U(a->hStream); break; }
    case CB(cuMemsetD32Async): case CB(cuMemsetD32Async_ptsz): {
        P(cuMemsetD32Async); d = a->dstDevice; n = 4 * a->N; stream = U(a->hStream); break; }
    default:
        return;
    }
    put(CAPTURE_SET, stream, d, n, 0, cb->correlationId, NULL, 0);
}

/* cuMemAdvise's advice as the trace's ADVISE mode (an unset of one kind of
 * advice becomes the trace's unset of all: the nearest it has). */
static uint64_t advise_mode(CUmem_advise advice, int on_host)
{
    switch (advice) {
    case CU_MEM_ADVISE_SET_READ_MOSTLY: return TRACE_ADVISE_READ_MOSTLY;
    case CU_MEM_ADVISE_SET_PREFERRED_LOCATION:
        return on_host ? TRACE_ADVISE_PREFER_CPU : TRACE_ADVISE_PREFER_GPU;
    case CU_MEM_ADVISE_SET_ACCESSED_BY: return on_host ? TRACE_ADVISE_UNSET : TRACE_ADVISE_ACCESSED_BY_GPU;
    default: return TRACE_ADVISE_UNSET;
    }
}

static int location_is_host(CUmemLocation l)
{
    return l.type == CU_MEM_LOCATION_TYPE_HOST || l.type == CU_MEM_LOCATION_TYPE_HOST_NUMA
           || l.type == CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT;
}

static void on_managed(CUpti_CallbackId id, const CUpti_CallbackData *cb)
{
    switch (id) {
    case CB(cuMemPrefetchAsync): case CB(cuMemPrefetchAsync_ptsz): {
        P(cuMemPrefetchAsync);
        put(CAPTURE_PREFETCH, U(a->hStream), a->devPtr, a->count,
            a->dstDevice == CU_DEVICE_CPU ? TRACE_TO_CPU : TRACE_TO_GPU, 0, NULL, 0);
        break;
    }
    case CB(cuMemPrefetchAsync_v2): case CB(cuMemPrefetchAsync_v2_ptsz): {
        P(cuMemPrefetchAsync_v2);
        put(CAPTURE_PREFETCH, U(a->hStream), a->devPtr, a->count,
            location_is_host(a->location) ? TRACE_TO_CPU : TRACE_TO_GPU, 0, NULL, 0);
        break;
    }
    case CB(cuMemAdvise): {
        P(cuMemAdvise);
        put(CAPTURE_ADVISE, 0, a->devPtr, a->count, advise_mode(a->advice, a->device == CU_DEVICE_CPU), 0, NULL, 0);
        break;
    }
    case CB(cuMemAdvise_v2): {
        P(cuMemAdvise_v2);
        put(CAPTURE_ADVISE, 0, a->devPtr, a->count, advise_mode(a->advice, location_is_host(a->location)), 0, NULL, 0);
        break;
    }
    }
}

static void on_kernel_launch(CUpti_CallbackId id, const CUpti_CallbackData *cb)
{
    CUfunction f;
    CUstream stream;
    void **params, **extra;
    if (cuda_launch_args(id, cb, &f, &stream, &params, &extra))
        on_launch(cb, f, stream, params, extra);
}

/* The calls recorded, by the handler that records them; and calls the
 * trace has no event for, counted by name so gmscapture can say so. */
static const struct traced {
    void (*fn)(CUpti_CallbackId, const CUpti_CallbackData *);
    CUpti_CallbackId ids[24];
} traced[] = {
    { on_memory, { CB(cuMemAlloc_v2), CB(cuMemAllocPitch_v2), CB(cuMemAllocManaged),
                   CB(cuMemAllocAsync), CB(cuMemAllocAsync_ptsz), CB(cuMemAllocFromPoolAsync),
                   CB(cuMemAllocFromPoolAsync_ptsz), CB(cuMemMap), CB(cuMemFree_v2),
                   CB(cuMemFreeAsync), CB(cuMemFreeAsync_ptsz), CB(cuMemUnmap) } },
    { on_order, { CB(cuEventRecord), CB(cuEventRecord_ptsz), CB(cuEventRecordWithFlags),
                  CB(cuEventRecordWithFlags_ptsz), CB(cuStreamWaitEvent), CB(cuStreamWaitEvent_ptsz),
                  CB(cuStreamSynchronize), CB(cuStreamSynchronize_ptsz), CB(cuEventSynchronize),
                  CB(cuCtxSynchronize), CB(cuCtxSynchronize_v2) } },
    { on_copy, { CB(cuMemcpyHtoD_v2), CB(cuMemcpyHtoD_v2_ptds), CB(cuMemcpyDtoH_v2),
                 CB(cuMemcpyDtoH_v2_ptds), CB(cuMemcpyDtoD_v2), CB(cuMemcpyDtoD_v2_ptds),
                 CB(cuMemcpy), CB(cuMemcpy_ptds), CB(cuMemcpyHtoDAsync_v2),
                 CB(cuMemcpyHtoDAsync_v2_ptsz), CB(cuMemcpyDtoHAsync_v2),
                 CB(cuMemcpyDtoHAsync_v2_ptsz), CB(cuMemcpyDtoDAsync_v2),
                 CB(cuMemcpyDtoDAsync_v2_ptsz), CB(cuMemcpyAsync), CB(cuMemcpyAsync_ptsz) } },
    { on_set, { CB(cuMemsetD8_v2), CB(cuMemsetD8_v2_ptds), CB(cuMemsetD16_v2),
                CB(cuMemsetD16_v2_ptds), CB(cuMemsetD32_v2), CB(cuMemsetD32_v2_ptds),
                CB(cuMemsetD8Async), CB(cuMemsetD8Async_ptsz), CB(cuMemsetD16Async),
                CB(cuMemsetD16Async_ptsz), CB(cuMemsetD32Async), CB(cuMemsetD32Async_ptsz) } },
    { on_managed, { CB(cuMemPrefetchAsync), CB(cuMemPrefetchAsync_ptsz), CB(cuMemPrefetchAsync_v2),
                    CB(cuMemPrefetchAsync_v2_ptsz), CB(cuMemAdvise), CB(cuMemAdvise_v2) } },
    { on_kernel_launch, { CB(cuLaunchKernel), CB(cuLaunchKernel_ptsz), CB(cuLaunchCooperativeKernel),
                          CB(cuLaunchCooperativeKernel_ptsz), CB(cuLaunchKernelEx),
                          CB(cuLaunchKernelEx_ptsz) } },
    { NULL, { CB(cuGraphLaunch), CB(cuGraphLaunch_ptsz), CB(cuMemcpy2D_v2), CB(cuMemcpy2D_v2_ptds),
              CB(cuMemcpy2DAsync_v2), CB(cuMemcpy2DAsync_v2_ptsz), CB(cuMemcpy3D_v2),
              CB(cuMemcpy3D_v2_ptds), CB(cuMemcpy3DAsync_v2), CB(cuMemcpy3DAsync_v2_ptsz),
              CB(cuMemcpyPeer), CB(cuMemcpyPeerAsync), CB(cuMemcpyBatchAsync_v2),
              CB(cuMemcpyBatchAsync_v2_ptsz), CB(cuMemPrefetchBatchAsync),
              CB(cuMemPrefetchBatchAsync_ptsz) } },
};
enum { NTRACED = sizeof traced / sizeof *traced };

static void on_driver_exit(CUpti_CallbackId id, const CUpti_CallbackData *cb)
{
    for (size_t t = 0; t < NTRACED; t++)
        for (size_t i = 0; i < sizeof traced[t].ids / sizeof *traced[t].ids && traced[t].ids[i]; i++)
            if (traced[t].ids[i] == id) {
                if (traced[t].fn)
                    traced[t].fn(id, cb);
                else
                    put(CAPTURE_SKIPPED, 0, 0, 0, 0, 0, cb->functionName, (uint32_t)strlen(cb->functionName));
                return;
            }
}

/* ---- iteration markers (NVTX) ------------------------------------------------------ */

/* "gms:iter" or "gms:iter N": the end of an iteration of N samples. */
static void on_nvtx(CUpti_CallbackId id, const CUpti_NvtxData *d)
{
    uint64_t samples;
    if (!cuda_iter_marker(cuda_nvtx_message(id, d), &samples))
        return;
    pthread_mutex_lock(&g.lock);
    if (g.on) {
        host_time_to_now();
        put_locked(CAPTURE_ITER, 0, samples, 0, 0, 0, NULL, 0);
        capture_writer_flush(g.w);
        if (g.iters_left && !--g.iters_left)
            g.on = 0;
    }
    pthread_mutex_unlock(&g.lock);
}

static void CUPTIAPI on_callback(void *user, CUpti_CallbackDomain domain, CUpti_CallbackId id,
                                 const void *data)
{
    (void)user;
    if (!g.on)
        return;
    if (domain == CUPTI_CB_DOMAIN_NVTX) {
        on_nvtx(id, (const CUpti_NvtxData *)data);
        return;
    }
    const CUpti_CallbackData *cb = (const CUpti_CallbackData *)data;
    if (domain != CUPTI_CB_DOMAIN_DRIVER_API)
        return;
    if (cb->callbackSite == CUPTI_API_ENTER) {
        call_entered();
        return;
    }
    pthread_once(&device_once, device_info);
    if (cb->functionReturnValue && *(const CUresult *)cb->functionReturnValue == CUDA_SUCCESS)
        on_driver_exit(id, cb);
    call_returned(cb->correlationId);
}

/* ---- measured times (activity records) ---------------------------------------------- */

static void CUPTIAPI buffer_requested(uint8_t **buffer, size_t *size, size_t *max_records)
{
    *size = 8u << 20;
    *buffer = aligned_alloc(8, *size);
    *max_records = 0;
}

/* Each kernel's, copy's and memset's duration, by its call's correlation id;
 * none past the last call recorded (after --iters). */
static void CUPTIAPI buffer_completed(CUcontext ctx, uint32_t stream, uint8_t *buffer, size_t size,
                                      size_t valid)
{
    CUpti_Activity *a = NULL;
    (void)ctx, (void)stream, (void)size;
    pthread_mutex_lock(&g.lock);
    while (buffer && cuptiActivityGetNextRecord(buffer, valid, &a) == CUPTI_SUCCESS) {
        uint64_t corr = 0, ns = 0;
        if (a->kind == CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL || a->kind == CUPTI_ACTIVITY_KIND_KERNEL) {
            const CUpti_ActivityKernel10 *k = (const CUpti_ActivityKernel10 *)a;
            corr = k->correlationId, ns = k->end - k->start;
        } else if (a->kind == CUPTI_ACTIVITY_KIND_MEMCPY) {
            const CUpti_ActivityMemcpy6 *m = (const CUpti_ActivityMemcpy6 *)a;
            corr = m->correlationId, ns = m->end - m->start;
        } else if (a->kind == CUPTI_ACTIVITY_KIND_MEMSET) {
            const CUpti_ActivityMemset4 *m = (const CUpti_ActivityMemset4 *)a;
            corr = m->correlationId, ns = m->end - m->start;
        }
        if (corr && corr <= g.last_corr && g.w && g.pid == getpid()) {
            struct capture_record r = { .kind = CAPTURE_DONE, .x = { corr, ns } };
            capture_writer_put(g.w, r, NULL, 0);
        }
    }
    pthread_mutex_unlock(&g.lock);
    free(buffer);
}

/* ---- starting and ending ----------------------------------------------------------- */

static void at_exit(void)
{
    if (!g.w || g.pid != getpid())
        return;
    g.on = 0;
    cuptiActivityFlushAll(CUPTI_ACTIVITY_FLAG_FLUSH_FORCED);
    pthread_mutex_lock(&g.lock);
    struct capture_record r = { .kind = CAPTURE_END };
    capture_writer_put(g.w, r, NULL, 0);
    capture_writer_flush(g.w);
    pthread_mutex_unlock(&g.lock);
}

static void in_child(void)
{
    g.on = 0;
    g.w = NULL;
}

static int subscribe(const char **what, CUptiResult *res)
{
    *what = "cuptiSubscribe";
    if ((*res = cuptiSubscribe(&g.sub, on_callback, NULL)) != CUPTI_SUCCESS)
        return -1;
    *what = "cuptiEnableCallback";
    for (size_t t = 0; t < NTRACED; t++)
        for (size_t i = 0; i < sizeof traced[t].ids / sizeof *traced[t].ids && traced[t].ids[i]; i++)
            if ((*res = cuptiEnableCallback(1, g.sub, CUPTI_CB_DOMAIN_DRIVER_API, traced[t].ids[i])))
                return -1;
    *what = "cuptiEnableDomain(NVTX)";
    if ((*res = cuptiEnableDomain(1, g.sub, CUPTI_CB_DOMAIN_NVTX)))
        return -1;
    *what = "cuptiActivityRegisterCallbacks";
    if ((*res = cuptiActivityRegisterCallbacks(buffer_requested, buffer_completed)))
        return -1;
    *what = "cuptiActivityEnable";
    if ((*res = cuptiActivityEnable(CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL))
        || (*res = cuptiActivityEnable(CUPTI_ACTIVITY_KIND_MEMCPY))
        || (*res = cuptiActivityEnable(CUPTI_ACTIVITY_KIND_MEMSET)))
        return -1;
    cuptiActivityFlushPeriod(1000); /* measured times reach the log within a second */
    return 0;
}

/* Called by cuInit when CUDA_INJECTION64_PATH names this library. */
#define EXPORTED __attribute__((visibility("default")))
EXPORTED int InitializeInjection(void);
EXPORTED int InitializeInjection(void)
{
    static int done;
    const char *path = getenv("GMS_CAPTURE_LOG"), *iters = getenv("GMS_CAPTURE_ITERS");
    if (done++ || !path)
        return 1;
    int fd = open(path, O_WRONLY | O_APPEND | O_CLOEXEC);
    if (fd < 0 || flock(fd, LOCK_EX | LOCK_NB) < 0 || !(g.w = malloc(sizeof *g.w))) {
        if (fd >= 0)
            close(fd);
        return 1;
    }
    capture_writer_init(g.w, fd);
    g.pid = getpid();
    g.iters_left = iters ? strtoull(iters, NULL, 10) : 0;
    g.on = 1;
    const char *what;
    CUptiResult res;
    if (subscribe(&what, &res) < 0) {
        const char *s = "?";
        char text[256];
        cuptiGetResultString(res, &s);
        snprintf(text, sizeof text, "error=%s failed: %s\n", what, s);
        put_info(text);
        capture_writer_flush(g.w);
        g.on = 0;
        return 1;
    }
    pthread_atfork(NULL, NULL, in_child);
    atexit(at_exit);
    return 1;
}

/* Called by NVTX when NVTX_INJECTION64_PATH names this library: CUPTI takes
 * the program's NVTX calls and passes the markers to on_callback. */
EXPORTED int InitializeInjectionNvtx2(const void *get_export_table);
EXPORTED int InitializeInjectionNvtx2(const void *get_export_table)
{
    return cuda_nvtx_to_cupti(get_export_table);
}
