/* gpurun_cupti.cu: CUPTI unified-memory counters (gpurun_cupti.h). The
 * record handling follows gpu/umprobe.cu (NVIDIA's unified_memory sample
 * order of calls: configure, register buffers, enable). */
#include "gpurun_cupti.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef GPURUN_CUPTI
#include <cupti.h>

static pthread_mutex_t gr_lock = PTHREAD_MUTEX_INITIALIZER;
static struct gr_cupti_sums gr_acc; /* since the last collect */
static int gr_on;

static void CUPTIAPI gr_buffer_requested(uint8_t **buffer, size_t *size, size_t *max_records)
{
    *size = 4u << 20;
    *buffer = (uint8_t *)aligned_alloc(8, *size);
    *max_records = 0;
}

static void CUPTIAPI gr_buffer_completed(CUcontext ctx, uint32_t stream, uint8_t *buffer,
                                         size_t size, size_t valid)
{
    (void)size;
    CUpti_Activity *a = NULL;
    pthread_mutex_lock(&gr_lock);
    while (buffer && cuptiActivityGetNextRecord(buffer, valid, &a) == CUPTI_SUCCESS) {
        if (a->kind != CUPTI_ACTIVITY_KIND_UNIFIED_MEMORY_COUNTER)
            continue;
        const CUpti_ActivityUnifiedMemoryCounter3 *u =
            (const CUpti_ActivityUnifiedMemoryCounter3 *)a;
        unsigned cause = u->flags < GR_CAUSES ? u->flags : 0;
        switch (u->counterKind) {
        case CUPTI_ACTIVITY_UNIFIED_MEMORY_COUNTER_KIND_BYTES_TRANSFER_HTOD:
            gr_acc.htod[cause] += u->value;
            gr_acc.htod_records++;
            break;
        case CUPTI_ACTIVITY_UNIFIED_MEMORY_COUNTER_KIND_BYTES_TRANSFER_DTOH:
            gr_acc.dtoh[cause] += u->value;
            gr_acc.dtoh_records++;
            break;
        case CUPTI_ACTIVITY_UNIFIED_MEMORY_COUNTER_KIND_GPU_PAGE_FAULT:
            gr_acc.gpu_fault_records++;
            gr_acc.gpu_fault_groups += u->value;
            break;
        case CUPTI_ACTIVITY_UNIFIED_MEMORY_COUNTER_KIND_CPU_PAGE_FAULT_COUNT:
            gr_acc.cpu_fault_records++;
            break;
        default:
            break;
        }
    }
    size_t dropped = 0;
    if (cuptiActivityGetNumDroppedRecords(ctx, stream, &dropped) == CUPTI_SUCCESS)
        gr_acc.dropped += dropped;
    pthread_mutex_unlock(&gr_lock);
    free(buffer);
}

int gr_cupti_start(int what, const char **why)
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
        cfg[i].enable = (what & (i < 2 ? GR_CUPTI_BYTES : GR_CUPTI_FAULTS)) != 0;
    }
    const char *s = "?";
    CUptiResult r = cuptiActivityConfigureUnifiedMemoryCounter(cfg, 4);
    if (r == CUPTI_SUCCESS)
        r = cuptiActivityRegisterCallbacks(gr_buffer_requested, gr_buffer_completed);
    if (r == CUPTI_SUCCESS)
        r = cuptiActivityEnable(CUPTI_ACTIVITY_KIND_UNIFIED_MEMORY_COUNTER);
    if (r != CUPTI_SUCCESS) {
        cuptiGetResultString(r, &s);
        snprintf(msg, sizeof msg, "CUPTI unified-memory counters unavailable: %s", s);
        *why = msg;
        return -1;
    }
    gr_on = 1;
    return 0;
}

void gr_cupti_collect(struct gr_cupti_sums *s)
{
    if (gr_on)
        cuptiActivityFlushAll(CUPTI_ACTIVITY_FLAG_FLUSH_FORCED);
    pthread_mutex_lock(&gr_lock);
    *s = gr_acc;
    memset(&gr_acc, 0, sizeof gr_acc);
    pthread_mutex_unlock(&gr_lock);
}
#else
int gr_cupti_start(int what, const char **why)
{
    (void)what;
    *why = "built without CUPTI";
    return -1;
}
void gr_cupti_collect(struct gr_cupti_sums *s)
{
    memset(s, 0, sizeof *s);
}
#endif
