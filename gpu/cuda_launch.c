/* cuda_launch.c: a kernel launch's arguments and parameter memory, NVTX
 * messages and iteration markers, as CUPTI reports them (cuda_launch.h). */
#define _GNU_SOURCE
#include "cuda_launch.h"

#include <dlfcn.h>
#include <generated_nvtx_meta.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "u64map.h"

#define CB(name) CUPTI_DRIVER_TRACE_CBID_##name
#define P(type) const type##_params *a = (const type##_params *)cb->functionParams

const CUpti_CallbackId cuda_launch_ids[] = {
    CB(cuLaunchKernel), CB(cuLaunchKernel_ptsz), CB(cuLaunchCooperativeKernel),
    CB(cuLaunchCooperativeKernel_ptsz), CB(cuLaunchKernelEx), CB(cuLaunchKernelEx_ptsz), 0,
};

bool cuda_launch_args(CUpti_CallbackId id, const CUpti_CallbackData *cb, CUfunction *f,
                      CUstream *stream, void ***params, void ***extra)
{
    switch (id) {
    case CB(cuLaunchKernel): case CB(cuLaunchKernel_ptsz): {
        P(cuLaunchKernel);
        *f = a->f, *stream = a->hStream, *params = a->kernelParams, *extra = a->extra;
        return true;
    }
    case CB(cuLaunchCooperativeKernel): case CB(cuLaunchCooperativeKernel_ptsz): {
        P(cuLaunchCooperativeKernel);
        *f = a->f, *stream = a->hStream, *params = a->kernelParams, *extra = NULL;
        return true;
    }
    case CB(cuLaunchKernelEx): case CB(cuLaunchKernelEx_ptsz): {
        P(cuLaunchKernelEx);
        *f = a->f, *stream = a->config ? a->config->hStream : 0;
        *params = a->kernelParams, *extra = a->extra;
        return true;
    }
    default:
        return false;
    }
}

/* ---- parameter layouts ---------------------------------------------------------------
 * A function's parameters (offset and size of each), asked of the driver
 * once per function. */
struct layout {
    uint32_t n;
    uint32_t bytes;   /* the parameter memory's size */
    uint32_t (*p)[2]; /* offset, size */
};
static pthread_mutex_t layout_lock = PTHREAD_MUTEX_INITIALIZER;
static struct u64map layouts; /* CUfunction -> struct layout * */

static CUresult param_info(CUfunction f, int as_kernel, size_t i, size_t *off, size_t *size)
{
    return as_kernel ? cuKernelGetParamInfo((CUkernel)f, i, off, size)
                     : cuFuncGetParamInfo(f, i, off, size);
}

static struct layout *new_layout(CUfunction f)
{
    struct layout *l = calloc(1, sizeof *l);
    size_t off, size;
    int as_kernel = param_info(f, 0, 0, &off, &size) == CUDA_ERROR_INVALID_HANDLE;
    for (size_t i = 0; l && param_info(f, as_kernel, i, &off, &size) == CUDA_SUCCESS; i++) {
        void *p = realloc(l->p, (i + 1) * sizeof *l->p);
        if (!p)
            break;
        l->p = p;
        l->p[i][0] = (uint32_t)off;
        l->p[i][1] = (uint32_t)size;
        l->n = (uint32_t)i + 1;
        if (off + size > l->bytes)
            l->bytes = (uint32_t)(off + size);
    }
    return l;
}

/* f's layout, and whether f is new. */
static struct layout *layout_of(CUfunction f, int *is_new)
{
    uint64_t v;
    struct layout *l = NULL;
    pthread_mutex_lock(&layout_lock);
    *is_new = !u64map_get(&layouts, (uint64_t)(uintptr_t)f, &v);
    if (!*is_new)
        l = (struct layout *)(uintptr_t)v;
    else if ((l = new_layout(f)) && u64map_put(&layouts, (uint64_t)(uintptr_t)f, (uintptr_t)l) < 0)
        l = NULL; /* (leaks l: only when out of host memory) */
    pthread_mutex_unlock(&layout_lock);
    return l;
}

uint32_t cuda_launch_params(CUfunction f, void **params, void **extra, unsigned char *buf,
                            int *is_new)
{
    const struct layout *l = layout_of(f, is_new);
    if (params && l) {
        uint32_t n = l->bytes < CUDA_LAUNCH_PARAMS_MAX ? l->bytes : CUDA_LAUNCH_PARAMS_MAX;
        memset(buf, 0, n);
        for (uint32_t i = 0; i < l->n; i++)
            if (params[i] && l->p[i][0] + l->p[i][1] <= n)
                memcpy(buf + l->p[i][0], params[i], l->p[i][1]);
        return n;
    }
    const void *packed = NULL;
    size_t size = 0;
    for (size_t i = 0; extra && extra[i] != CU_LAUNCH_PARAM_END; i += 2) {
        if (extra[i] == CU_LAUNCH_PARAM_BUFFER_POINTER)
            packed = extra[i + 1];
        else if (extra[i] == CU_LAUNCH_PARAM_BUFFER_SIZE && extra[i + 1])
            size = *(size_t *)extra[i + 1];
    }
    uint32_t n = size < CUDA_LAUNCH_PARAMS_MAX ? (uint32_t)size : CUDA_LAUNCH_PARAMS_MAX;
    if (packed)
        memcpy(buf, packed, n);
    return packed ? n : 0;
}

/* ---- NVTX ------------------------------------------------------------------------------ */

const char *cuda_nvtx_message(CUpti_CallbackId id, const CUpti_NvtxData *d)
{
    const void *params = d->functionParams;
    const nvtxEventAttributes_t *e = NULL;
    if (!params)
        return NULL;
    switch (id) {
    case CUPTI_CBID_NVTX_nvtxMarkA: return ((const nvtxMarkA_params *)params)->message;
    case CUPTI_CBID_NVTX_nvtxRangePushA: return ((const nvtxRangePushA_params *)params)->message;
    case CUPTI_CBID_NVTX_nvtxRangeStartA: return ((const nvtxRangeStartA_params *)params)->message;
    case CUPTI_CBID_NVTX_nvtxMarkEx: e = ((const nvtxMarkEx_params *)params)->eventAttrib; break;
    case CUPTI_CBID_NVTX_nvtxRangePushEx: e = ((const nvtxRangePushEx_params *)params)->eventAttrib; break;
    case CUPTI_CBID_NVTX_nvtxRangeStartEx: e = ((const nvtxRangeStartEx_params *)params)->eventAttrib; break;
    case CUPTI_CBID_NVTX_nvtxDomainMarkEx:
        e = ((const nvtxDomainMarkEx_params *)params)->core.eventAttrib;
        break;
    case CUPTI_CBID_NVTX_nvtxDomainRangePushEx:
        e = ((const nvtxDomainRangePushEx_params *)params)->core.eventAttrib;
        break;
    case CUPTI_CBID_NVTX_nvtxDomainRangeStartEx:
        e = ((const nvtxDomainRangeStartEx_params *)params)->core.eventAttrib;
        break;
    }
    return e && e->messageType == NVTX_MESSAGE_TYPE_ASCII ? e->message.ascii : NULL;
}

bool cuda_iter_marker(const char *m, uint64_t *samples)
{
    if (!m || strncmp(m, "gms:iter", 8) || (m[8] && m[8] != ' '))
        return false;
    *samples = strtoull(m + 8, NULL, 10);
    return true;
}

int cuda_nvtx_to_cupti(const void *get_export_table)
{
    Dl_info info;
    if (!dladdr((void *)cuptiSubscribe, &info) || !info.dli_fname)
        return 0;
    void *cupti = dlopen(info.dli_fname, RTLD_NOW | RTLD_NOLOAD);
    int (*init)(const void *) = cupti ? (int (*)(const void *))dlsym(cupti, "InitializeInjectionNvtx2") : NULL;
    return init ? init(get_export_table) : 0;
}

uint64_t cuda_now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}
