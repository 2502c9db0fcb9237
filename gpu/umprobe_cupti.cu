/* umprobe_cupti.cu: CUPTI's unified-memory counters for umprobe --cupti: records
 * (bytes host-to-device and device-to-host by migration cause, GPU fault groups, CPU
 * faults) gathered from CUPTI's buffers, and summed per phase by time window and address
 * range (um_collect), each record claimed once. Without CUPTI at build time the
 * counters are off and say why.
 */
#include "umprobe.h"

#ifdef UMPROBE_CUPTI
#include <cupti.h>
#endif
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One unified-memory counter record, as delivered. claimed: already summed into a phase. */
struct umrec {
    int kind;            /* CUpti_ActivityUnifiedMemoryCounterKind */
    uint32_t flags;      /* migration cause (bytes) or access type (GPU faults) */
    uint64_t value;      /* bytes; fault groups; for CPU faults a program counter */
    uint64_t start, end; /* ns, CUPTI timebase */
    uint64_t address;
    int claimed;
};
static struct umrec *recs;
static size_t nrecs;
static pthread_mutex_t recs_lock = PTHREAD_MUTEX_INITIALIZER;
int um_cupti_on;          /* counters configured and enabled */
char um_cupti_status[256] = "not requested";
uint64_t um_cupti_dropped;

static size_t recs_mark; /* records before this index were delivered before the last collect */

#ifdef UMPROBE_CUPTI
#define CKP(call)                                                                    \
    do {                                                                             \
        CUptiResult ckp_r = (call);                                                  \
        if (ckp_r != CUPTI_SUCCESS) {                                                \
            const char *ckp_s = "?";                                                 \
            cuptiGetResultString(ckp_r, &ckp_s);                                     \
            um_die(1, "%s:%d: %s: %s", __FILE__, __LINE__, #call, ckp_s);               \
        }                                                                            \
    } while (0)

static size_t caprecs; /* allocated length of recs */

static void CUPTIAPI buffer_requested(uint8_t **buffer, size_t *size, size_t *max_records)
{
    *size = 4 * MiB;
    *buffer = (uint8_t *)aligned_alloc(8, *size);
    *max_records = 0;
    if (!*buffer)
        um_die(1, "out of memory for a CUPTI buffer");
}

static void CUPTIAPI buffer_completed(CUcontext ctx, uint32_t stream, uint8_t *buffer,
                                      size_t size, size_t valid)
{
    (void)size;
    CUpti_Activity *a = NULL;
    pthread_mutex_lock(&recs_lock);
    while (cuptiActivityGetNextRecord(buffer, valid, &a) == CUPTI_SUCCESS) {
        if (a->kind != CUPTI_ACTIVITY_KIND_UNIFIED_MEMORY_COUNTER)
            continue;
        const CUpti_ActivityUnifiedMemoryCounter3 *u =
            (const CUpti_ActivityUnifiedMemoryCounter3 *)a;
        if (nrecs == caprecs) {
            caprecs = caprecs ? 2 * caprecs : 65536;
            recs = (struct umrec *)realloc(recs, caprecs * sizeof *recs);
            if (!recs)
                um_die(1, "out of memory for CUPTI records");
        }
        struct umrec *r = &recs[nrecs++];
        r->kind = u->counterKind;
        r->flags = u->flags;
        r->value = u->value;
        r->start = u->start;
        r->end = u->end;
        r->address = u->address;
        r->claimed = 0;
    }
    size_t dropped = 0;
    if (cuptiActivityGetNumDroppedRecords(ctx, stream, &dropped) == CUPTI_SUCCESS)
        um_cupti_dropped += dropped;
    pthread_mutex_unlock(&recs_lock);
    free(buffer);
}

/* Configure the counters, normally once the CUDA context exists (docs/design.md section 6);
 * ctx_exists says which order was used. On failure the probe goes on without them and
 * says why in the JSON. */
void um_cupti_start(int ctx_exists)
{
    CUpti_ActivityUnifiedMemoryCounterConfig cfg[4];
    const CUpti_ActivityUnifiedMemoryCounterKind kinds[4] = {
        CUPTI_ACTIVITY_UNIFIED_MEMORY_COUNTER_KIND_BYTES_TRANSFER_HTOD,
        CUPTI_ACTIVITY_UNIFIED_MEMORY_COUNTER_KIND_BYTES_TRANSFER_DTOH,
        CUPTI_ACTIVITY_UNIFIED_MEMORY_COUNTER_KIND_GPU_PAGE_FAULT,
        CUPTI_ACTIVITY_UNIFIED_MEMORY_COUNTER_KIND_CPU_PAGE_FAULT_COUNT};
    for (int i = 0; i < 4; i++) {
        cfg[i].scope = CUPTI_ACTIVITY_UNIFIED_MEMORY_COUNTER_SCOPE_PROCESS_SINGLE_DEVICE;
        cfg[i].kind = kinds[i];
        cfg[i].deviceId = 0;
        cfg[i].enable = 1;
    }
    CUptiResult r = cuptiActivityConfigureUnifiedMemoryCounter(cfg, 4);
    if (r != CUPTI_SUCCESS) {
        const char *s = "?";
        cuptiGetResultString(r, &s);
        snprintf(um_cupti_status, sizeof um_cupti_status,
                 "unavailable: cuptiActivityConfigureUnifiedMemoryCounter: %s", s);
        fprintf(stderr, "%s: CUPTI: %s\n", um_prog, um_cupti_status);
        return;
    }
    CKP(cuptiActivityRegisterCallbacks(buffer_requested, buffer_completed));
    r = cuptiActivityEnable(CUPTI_ACTIVITY_KIND_UNIFIED_MEMORY_COUNTER);
    if (r != CUPTI_SUCCESS) {
        const char *s = "?";
        cuptiGetResultString(r, &s);
        snprintf(um_cupti_status, sizeof um_cupti_status, "unavailable: cuptiActivityEnable: %s", s);
        fprintf(stderr, "%s: CUPTI: %s\n", um_prog, um_cupti_status);
        return;
    }
    um_cupti_on = 1;
    snprintf(um_cupti_status, sizeof um_cupti_status, "enabled (configured %s the CUDA context)",
             ctx_exists ? "after creating" : "before");
}

uint64_t um_cupti_now(void)
{
    uint64_t t = 0;
    if (um_cupti_on)
        CKP(cuptiGetTimestamp(&t));
    return t;
}

void um_cupti_flush(void)
{
    if (um_cupti_on)
        CKP(cuptiActivityFlushAll(CUPTI_ACTIVITY_FLAG_FLUSH_FORCED));
}
#else
void um_cupti_start(int ctx_exists)
{
    (void)ctx_exists;
    snprintf(um_cupti_status, sizeof um_cupti_status, "unavailable: built without CUPTI");
}
uint64_t um_cupti_now(void) { return 0; }
void um_cupti_flush(void) {}
#endif

/* Sum the unclaimed records that started in [t0, t1] and lie in [lo, hi), claiming them.
 * Called after a device synchronize; flushes first. */
struct umsum um_collect(uint64_t t0, uint64_t t1, uint64_t lo, uint64_t hi)
{
    struct umsum s;
    memset(&s, 0, sizeof s);
    if (!um_cupti_on)
        return s;
    um_cupti_flush();
    pthread_mutex_lock(&recs_lock);
    /* A cross-check on the time windows: everything delivered by this flush. */
    for (size_t i = recs_mark; i < nrecs; i++)
        if (recs[i].kind == 1 && recs[i].address >= lo && recs[i].address < hi)
            s.htod_delivered += recs[i].value;
    recs_mark = nrecs;
    for (size_t i = 0; i < nrecs; i++) {
        struct umrec *r = &recs[i];
        if (r->claimed || r->start < t0 || r->start > t1)
            continue;
        /* CPU-fault records carry no address range worth filtering on, the others do. */
        if (r->kind != 3 && (r->address < lo || r->address >= hi))
            continue;
        r->claimed = 1;
        uint32_t cause = r->flags < 6 ? r->flags : 0;
        switch (r->kind) {
        case 1:
            s.htod += r->value;
            s.htod_cause[cause] += r->value;
            s.htod_records++;
            break;
        case 2:
            s.dtoh += r->value;
            s.dtoh_cause[cause] += r->value;
            break;
        case 3:
            s.cpu_fault_records++;
            break;
        case 4:
            s.gpu_fault_records++;
            s.gpu_fault_groups += r->value;
            break;
        default:
            break;
        }
    }
    pthread_mutex_unlock(&recs_lock);
    return s;
}

/* Records never claimed by any phase (warm-ups, or counters outside every window). */
void um_unclaimed(uint64_t *count, uint64_t *htod, uint64_t *dtoh)
{
    *count = *htod = *dtoh = 0;
    pthread_mutex_lock(&recs_lock);
    for (size_t i = 0; i < nrecs; i++)
        if (!recs[i].claimed) {
            (*count)++;
            if (recs[i].kind == 1)
                *htod += recs[i].value;
            if (recs[i].kind == 2)
                *dtoh += recs[i].value;
        }
    pthread_mutex_unlock(&recs_lock);
}
