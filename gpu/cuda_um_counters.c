/* cuda_um_counters.c: CUPTI unified-memory counters (cuda_um_counters.h).
 * The record handling follows gpu/umprobe.cu (NVIDIA's unified_memory
 * sample order of calls: configure, register buffers, enable). */
#include "cuda_um_counters.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "host_results.h"

int cuda_um_parse(const char *arg)
{
    if (!arg || !strcmp(arg, "all"))
        return CUDA_UM_ALL;
    if (!strcmp(arg, "bytes"))
        return CUDA_UM_BYTES;
    return !strcmp(arg, "faults") ? CUDA_UM_FAULTS : 0;
}

unsigned cuda_um_results(const struct cuda_um_sums *s, int what, struct host_results *h)
{
    unsigned sets = HOST_GPURUN_CUPTI;
    h->cupti_dropped_records = s->dropped;
    if (what & CUDA_UM_FAULTS) {
        sets |= HOST_GPURUN_FAULTS;
        h->fault_batches = s->gpu_fault_records;
        h->cupti_gpu_fault_groups = s->gpu_fault_groups;
        h->cupti_cpu_fault_records = s->cpu_fault_records;
    }
    if (!(what & CUDA_UM_BYTES))
        return sets;
    for (int c = 0; c < CUDA_UM_CAUSES; c++) {
        h->h2d_bytes += s->htod[c];
        h->d2h_bytes += s->dtoh[c];
    }
    h->h2d_demand_bytes = s->htod[2];
    h->h2d_density_bytes = s->htod[3];
    h->d2h_cpu_fault_bytes = s->dtoh[2];
    h->cupti_h2d_records = s->htod_records;
    h->cupti_d2h_records = s->dtoh_records;
    h->cupti_h2d_other_bytes = s->htod[0] + s->htod[4] + s->htod[5];
    h->cupti_d2h_other_bytes = s->dtoh[0] + s->dtoh[3] + s->dtoh[4] + s->dtoh[5];
    return sets | HOST_GPURUN_BYTES;
}

#ifdef CUDA_UM_CUPTI
#include <cupti.h>

static pthread_mutex_t um_lock = PTHREAD_MUTEX_INITIALIZER;
static struct cuda_um_sums um_acc; /* since the last collect */
static int um_on;

static void CUPTIAPI um_buffer_requested(uint8_t **buffer, size_t *size, size_t *max_records)
{
    *size = 4u << 20;
    *buffer = (uint8_t *)aligned_alloc(8, *size);
    *max_records = 0;
}

static void CUPTIAPI um_buffer_completed(CUcontext ctx, uint32_t stream, uint8_t *buffer,
                                         size_t size, size_t valid)
{
    (void)size;
    CUpti_Activity *a = NULL;
    pthread_mutex_lock(&um_lock);
    while (buffer && cuptiActivityGetNextRecord(buffer, valid, &a) == CUPTI_SUCCESS) {
        if (a->kind != CUPTI_ACTIVITY_KIND_UNIFIED_MEMORY_COUNTER)
            continue;
        const CUpti_ActivityUnifiedMemoryCounter3 *u =
            (const CUpti_ActivityUnifiedMemoryCounter3 *)a;
        unsigned cause = u->flags < CUDA_UM_CAUSES ? u->flags : 0;
        switch (u->counterKind) {
        case CUPTI_ACTIVITY_UNIFIED_MEMORY_COUNTER_KIND_BYTES_TRANSFER_HTOD:
            um_acc.htod[cause] += u->value;
            um_acc.htod_records++;
            break;
        case CUPTI_ACTIVITY_UNIFIED_MEMORY_COUNTER_KIND_BYTES_TRANSFER_DTOH:
            um_acc.dtoh[cause] += u->value;
            um_acc.dtoh_records++;
            break;
        case CUPTI_ACTIVITY_UNIFIED_MEMORY_COUNTER_KIND_GPU_PAGE_FAULT:
            um_acc.gpu_fault_records++;
            um_acc.gpu_fault_groups += u->value;
            break;
        case CUPTI_ACTIVITY_UNIFIED_MEMORY_COUNTER_KIND_CPU_PAGE_FAULT_COUNT:
            um_acc.cpu_fault_records++;
            break;
        default:
            break;
        }
    }
    size_t dropped = 0;
    if (cuptiActivityGetNumDroppedRecords(ctx, stream, &dropped) == CUPTI_SUCCESS)
        um_acc.dropped += dropped;
    pthread_mutex_unlock(&um_lock);
    free(buffer);
}

int cuda_um_start(int what, const char **why)
{
    static char msg[256];
    CUpti_ActivityUnifiedMemoryCounterConfig cfg[4];
    const CUpti_ActivityUnifiedMemoryCounterKind kinds[4] = {
        CUPTI_ACTIVITY_UNIFIED_MEMORY_COUNTER_KIND_BYTES_TRANSFER_HTOD,
        CUPTI_ACTIVITY_UNIFIED_MEMORY_COUNTER_KIND_BYTES_TRANSFER_DTOH,
        CUPTI_ACTIVITY_UNIFIED_MEMORY_COUNTER_KIND_GPU_PAGE_FAULT,
        CUPTI_ACTIVITY_UNIFIED_MEMORY_COUNTER_KIND_CPU_PAGE_FAULT_COUNT };
    for (int i = 0; i < 4; i++) {
        cfg[i].scope = CUPTI_ACTIVITY_UNIFIED_MEMORY_COUNTER_SCOPE_PROCESS_SINGLE_DEVICE;
        cfg[i].kind = kinds[i];
        cfg[i].deviceId = 0;
        cfg[i].enable = (what & (i < 2 ? CUDA_UM_BYTES : CUDA_UM_FAULTS)) != 0;
    }
    const char *s = "?";
    CUptiResult r = cuptiActivityConfigureUnifiedMemoryCounter(cfg, 4);
    if (r == CUPTI_SUCCESS)
        r = cuptiActivityRegisterCallbacks(um_buffer_requested, um_buffer_completed);
    if (r == CUPTI_SUCCESS)
        r = cuptiActivityEnable(CUPTI_ACTIVITY_KIND_UNIFIED_MEMORY_COUNTER);
    if (r != CUPTI_SUCCESS) {
        cuptiGetResultString(r, &s);
        snprintf(msg, sizeof msg, "CUPTI unified-memory counters unavailable: %s", s);
        *why = msg;
        return -1;
    }
    um_on = 1;
    return 0;
}

void cuda_um_collect(struct cuda_um_sums *s)
{
    if (um_on)
        cuptiActivityFlushAll(CUPTI_ACTIVITY_FLAG_FLUSH_FORCED);
    pthread_mutex_lock(&um_lock);
    *s = um_acc;
    memset(&um_acc, 0, sizeof um_acc);
    pthread_mutex_unlock(&um_lock);
}
#else
int cuda_um_start(int what, const char **why)
{
    (void)what;
    *why = "built without CUPTI";
    return -1;
}
void cuda_um_collect(struct cuda_um_sums *s)
{
    memset(s, 0, sizeof *s);
}
#endif
