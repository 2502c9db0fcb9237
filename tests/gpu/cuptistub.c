/* cuptistub.c: the CUPTI and driver calls the capture library makes, with
 * no GPU (libcuptistub.so). tests/gpu/capture-stub.sh links the library
 * against it and runs tests/gpu/capture_prog.c, which plays a CUDA program
 * through stub_call: every driver call it makes reaches the library's
 * callback at its start and its return, as CUPTI delivers them, and every
 * kernel, copy and memset it times comes back through the activity buffers
 * when the library flushes them.
 *
 * Unified-memory counters, once configured and enabled, come back there
 * too: each prefetch of the CUDA stub (tests/gpu/cudastub.c calls
 * stub_um_prefetch) as a record of the user cause and its bytes, and at
 * each flush the fixed records of um_driver below, the driver's own
 * migrations, for tests/gpu/live-stub.sh to find by cause in the results.
 */
#include <cuda.h>
#include <cupti.h>
#include <dlfcn.h>
#include <generated_nvtx_meta.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cuptistub.h"

static CUpti_CallbackFunc callback;
static CUpti_BuffersCallbackRequestFunc requested;
static CUpti_BuffersCallbackCompleteFunc completed;
static uint32_t next_corr = 1;

/* Kernels' parameter layouts, as registered by the program. */
static struct stub_function functions[16];
static size_t nfunctions;

/* Durations waiting for the next flush. */
static struct { uint32_t corr, kind; uint64_t ns; } done[4096];
static size_t ndone;

/* Unified-memory counter records: the kinds configured, whether enabled,
 * the prefetches waiting for the next flush (past 4096, dropped and
 * counted as CUPTI's dropped records). */
#define UM(k) CUPTI_ACTIVITY_UNIFIED_MEMORY_COUNTER_KIND_##k
struct um_record { uint32_t kind, cause; uint64_t value; };
static int um_configured[UM(COUNT)], um_enabled;
static struct um_record um[4096];
static size_t num, um_dropped;
/* The driver's own migrations at each flush: bytes of each other cause
 * (0 unknown, 2 demand, 3 the driver's prefetch, 4 eviction), a GPU page
 * fault record of 3 fault groups, a CPU page fault record. */
static const struct um_record um_driver[] = {
    { UM(BYTES_TRANSFER_HTOD), 0, 4096 },     { UM(BYTES_TRANSFER_HTOD), 2, 1u << 20 },
    { UM(BYTES_TRANSFER_HTOD), 3, 2u << 20 }, { UM(BYTES_TRANSFER_DTOH), 2, 65536 },
    { UM(BYTES_TRANSFER_DTOH), 4, 131072 },   { UM(GPU_PAGE_FAULT), 0, 3 },
    { UM(CPU_PAGE_FAULT_COUNT), 0, 0x400000 },
};

CUptiResult cuptiSubscribe(CUpti_SubscriberHandle *s, CUpti_CallbackFunc fn, void *user)
{
    *s = (CUpti_SubscriberHandle)1;
    callback = fn;
    return CUPTI_SUCCESS;
}
CUptiResult cuptiEnableCallback(uint32_t enable, CUpti_SubscriberHandle s, CUpti_CallbackDomain d,
                                CUpti_CallbackId id) { return CUPTI_SUCCESS; }
CUptiResult cuptiEnableDomain(uint32_t enable, CUpti_SubscriberHandle s, CUpti_CallbackDomain d)
{ return CUPTI_SUCCESS; }
CUptiResult cuptiActivityRegisterCallbacks(CUpti_BuffersCallbackRequestFunc req,
                                           CUpti_BuffersCallbackCompleteFunc comp)
{
    requested = req;
    completed = comp;
    return CUPTI_SUCCESS;
}
CUptiResult cuptiActivityEnable(CUpti_ActivityKind kind)
{
    um_enabled |= kind == CUPTI_ACTIVITY_KIND_UNIFIED_MEMORY_COUNTER;
    return CUPTI_SUCCESS;
}
CUptiResult cuptiActivityConfigureUnifiedMemoryCounter(CUpti_ActivityUnifiedMemoryCounterConfig *c,
                                                       uint32_t n)
{
    for (uint32_t i = 0; i < n; i++)
        if ((unsigned)c[i].kind < UM(COUNT))
            um_configured[c[i].kind] = c[i].enable;
    return CUPTI_SUCCESS;
}
CUptiResult cuptiActivityGetNumDroppedRecords(CUcontext ctx, uint32_t stream, size_t *dropped)
{
    *dropped = um_dropped;
    um_dropped = 0;
    return CUPTI_SUCCESS;
}

/* A prefetch of len bytes, to the GPU or to the CPU (cudastub.c). */
void stub_um_prefetch(size_t len, int to_gpu)
{
    uint32_t kind = to_gpu ? UM(BYTES_TRANSFER_HTOD) : UM(BYTES_TRANSFER_DTOH);
    if (!um_enabled || !um_configured[kind])
        return;
    if (num < sizeof um / sizeof *um)
        um[num++] = (struct um_record){ kind, CUPTI_ACTIVITY_UNIFIED_MEMORY_MIGRATION_CAUSE_USER, len };
    else
        um_dropped++;
}
CUptiResult cuptiActivityFlushPeriod(uint32_t ms) { return CUPTI_SUCCESS; }
CUptiResult cuptiGetResultString(CUptiResult r, const char **s) { *s = "stub"; return CUPTI_SUCCESS; }

/* Records are laid out one per slot of the largest record's size. */
union stub_record {
    CUpti_Activity a;
    CUpti_ActivityKernel10 k;
    CUpti_ActivityMemcpy6 c;
    CUpti_ActivityMemset4 s;
    CUpti_ActivityUnifiedMemoryCounter3 u;
};

CUptiResult cuptiActivityGetNextRecord(uint8_t *buffer, size_t valid, CUpti_Activity **record)
{
    uint8_t *next = *record ? (uint8_t *)*record + sizeof(union stub_record) : buffer;
    if (next + sizeof(union stub_record) > buffer + valid)
        return CUPTI_ERROR_MAX_LIMIT_REACHED;
    *record = (CUpti_Activity *)next;
    return CUPTI_SUCCESS;
}

/* The unified-memory records into r from slot n: the prefetches, then the
 * driver's own of the kinds configured. Returns the next slot. */
static size_t um_records(union stub_record *r, size_t n, size_t slots)
{
    for (size_t i = 0; um_enabled && i < num + sizeof um_driver / sizeof *um_driver; i++) {
        const struct um_record *u = i < num ? &um[i] : &um_driver[i - num];
        if (!um_configured[u->kind] || n == slots)
            continue;
        memset(&r[n], 0, sizeof r[n]);
        r[n].u.kind = CUPTI_ACTIVITY_KIND_UNIFIED_MEMORY_COUNTER;
        r[n].u.counterKind = u->kind, r[n].u.flags = u->cause, r[n].u.value = u->value;
        n++;
    }
    num = 0;
    return n;
}

CUptiResult cuptiActivityFlushAll(uint32_t flag)
{
    uint8_t *buf;
    size_t size, max, n = 0;
    if (!requested || (!ndone && !um_enabled))
        return CUPTI_SUCCESS;
    requested(&buf, &size, &max);
    union stub_record *r = (union stub_record *)buf;
    for (size_t i = 0; i < ndone && (n + 1) * sizeof *r <= size; i++, n++) {
        memset(&r[n], 0, sizeof r[n]);
        r[n].a.kind = done[i].kind;
        if (done[i].kind == CUPTI_ACTIVITY_KIND_MEMCPY)
            r[n].c.correlationId = done[i].corr, r[n].c.start = 1000, r[n].c.end = 1000 + done[i].ns;
        else if (done[i].kind == CUPTI_ACTIVITY_KIND_MEMSET)
            r[n].s.correlationId = done[i].corr, r[n].s.start = 1000, r[n].s.end = 1000 + done[i].ns;
        else
            r[n].k.correlationId = done[i].corr, r[n].k.start = 1000, r[n].k.end = 1000 + done[i].ns;
    }
    ndone = 0;
    n = um_records(r, n, size / sizeof *r);
    completed(NULL, 0, buf, size, n * sizeof *r);
    return CUPTI_SUCCESS;
}

/* ---- the driver ---------------------------------------------------------------------- */

void stub_function(struct stub_function f)
{
    functions[nfunctions++] = f;
}

static const struct stub_function *function_of(const void *handle)
{
    for (size_t i = 0; i < nfunctions; i++)
        if (functions[i].handle == handle)
            return &functions[i];
    return NULL;
}

static CUresult param_info(const void *handle, int as_kernel, size_t i, size_t *off, size_t *size)
{
    const struct stub_function *f = function_of(handle);
    if (!f || f->as_kernel != as_kernel)
        return CUDA_ERROR_INVALID_HANDLE;
    if (i >= f->n)
        return CUDA_ERROR_INVALID_VALUE;
    *off = f->offset[i];
    *size = f->size[i];
    return CUDA_SUCCESS;
}

CUresult cuFuncGetParamInfo(CUfunction f, size_t i, size_t *off, size_t *size)
{
    return param_info(f, 0, i, off, size);
}
CUresult cuKernelGetParamInfo(CUkernel k, size_t i, size_t *off, size_t *size)
{
    return param_info(k, 1, i, off, size);
}
CUresult cuCtxGetDevice(CUdevice *d) { *d = 0; return CUDA_SUCCESS; }
CUresult cuDeviceGetName(char *name, int len, CUdevice d)
{
    strncpy(name, "Stub GPU", (size_t)len);
    return CUDA_SUCCESS;
}
CUresult cuDriverGetVersion(int *v) { *v = 13000; return CUDA_SUCCESS; }

uint32_t stub_call(CUpti_CallbackId id, const char *name, const void *params, const char *symbol,
                   unsigned delay_us, CUresult result)
{
    CUpti_CallbackData cb = { .functionName = name, .functionParams = params,
                              .functionReturnValue = &result, .symbolName = symbol,
                              .correlationId = next_corr++ };
    cb.callbackSite = CUPTI_API_ENTER;
    callback(NULL, CUPTI_CB_DOMAIN_DRIVER_API, id, &cb);
    if (delay_us)
        stub_sleep_us(delay_us);
    cb.callbackSite = CUPTI_API_EXIT;
    callback(NULL, CUPTI_CB_DOMAIN_DRIVER_API, id, &cb);
    return cb.correlationId;
}

void stub_done(uint32_t corr, uint32_t kind, uint64_t ns)
{
    done[ndone].corr = corr;
    done[ndone].kind = kind;
    done[ndone++].ns = ns;
}

void stub_cuda_init(const char *prog)
{
    const char *lib = getenv("CUDA_INJECTION64_PATH");
    void *h = lib ? dlopen(lib, RTLD_NOW) : NULL;
    int (*init)(void) = h ? (int (*)(void))dlsym(h, "InitializeInjection") : NULL;
    if (!init) {
        fprintf(stderr, "%s: cannot load %s: %s\n", prog, lib ? lib : "(unset)", dlerror());
        exit(3);
    }
    init();
}

void stub_mark(const char *message)
{
    nvtxMarkA_params p = { message };
    CUpti_NvtxData d = { .functionName = "nvtxMarkA", .functionParams = &p };
    callback(NULL, CUPTI_CB_DOMAIN_NVTX, CUPTI_CBID_NVTX_nvtxMarkA, &d);
}

void stub_sleep_us(unsigned us)
{
    struct timespec t = { us / 1000000, (long)(us % 1000000) * 1000 };
    nanosleep(&t, NULL);
}
