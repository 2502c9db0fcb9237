/* umprobe.cu: measure, on a real GPU, the Unified Memory behaviour the simulator models.
 *
 * The simulator (DESIGN.md section 4) assumes the driver's fault-time density prefetch,
 * per-call costs of cudaMemPrefetchAsync, fault-driven read bandwidth, CPU-fault bandwidth
 * and the cost of evicting a 2 MiB chunk. This program measures each of them with small
 * managed footprints and writes every repetition to JSON and CSV:
 *
 *   item 1  bytes migrated host-to-device per kernel when single 64 KiB blocks of a
 *           CPU-resident buffer are touched (blocks 0, 1, 2, 4, 8, 16 of a 2 MiB block,
 *           one kernel each), one word per 2 MiB over 256 MiB, one word per 64 KiB over
 *           64 MiB; counted with CUPTI's unified-memory counters (bytes by migration
 *           cause, GPU fault groups) and, independently, with /proc/self/pagemap (how many
 *           4 KiB pages of the buffer left the CPU);
 *   item 2  a kernel streaming through a CPU-resident buffer by faulting (2 MiB to 1 GiB);
 *   item 3  cudaMemPrefetchAsync to the GPU and back, 1 GiB moved in calls of one size;
 *   item 4  the CPU reading and writing GPU-resident data (CPU faults);
 *   item 5  cudaMemPrefetchAsync to the CPU of one GPU-resident 2 MiB chunk, synchronized
 *           (the cost of one eviction done by a harness).
 *
 * Safety (DESIGN.md section 6): the largest managed footprint (--max-bytes, default and
 * ceiling 1 GiB, plus 2 MiB of alignment slack) must fit under the cap, the smaller of
 * 16 GiB and half of the free device memory from cudaMemGetInfo; otherwise it refuses
 * before allocating anything managed. Every CUDA and CUPTI return code is checked.
 * Exit 0 on success, 1 when a CUDA call fails, 2 on bad usage or a refused footprint.
 */
#include <cuda_runtime.h>
#ifdef UMPROBE_CUPTI
#include <cupti.h>
#endif
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#ifndef GMS_VERSION
#define GMS_VERSION "0.1.0"
#endif

#define KiB (1ull << 10)
#define MiB (1ull << 20)
#define GiB (1ull << 30)
#define MAX_REPS 16

static const char *prog = "umprobe";

/* ---- errors ------------------------------------------------------------------------- */

static void die(int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s: ", prog);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(code);
}

#define CK(call)                                                                           \
    do {                                                                                   \
        cudaError_t ck_e = (call);                                                         \
        if (ck_e != cudaSuccess)                                                           \
            die(1, "%s:%d: %s: %s", __FILE__, __LINE__, #call, cudaGetErrorString(ck_e)); \
    } while (0)

/* After a launch: the launch error, then the kernel's own error at the sync. */
#define CK_LAUNCH() CK(cudaGetLastError())

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

/* ---- results: one row per (item, case, size, chunk, metric), one value per repetition */

struct row {
    int item;
    char name[48];
    uint64_t size, chunk;
    char metric[32];
    char unit[12];
    double v[512]; /* item 5: one value per chunk per repetition */
    int n;
};
static struct row *rows;
static int nrows, caprows;

static void put(int item, const char *name, uint64_t size, uint64_t chunk, const char *metric,
                const char *unit, double value)
{
    for (int i = 0; i < nrows; i++) {
        struct row *r = &rows[i];
        if (r->item == item && r->size == size && r->chunk == chunk && !strcmp(r->name, name) &&
            !strcmp(r->metric, metric)) {
            if (r->n < (int)(sizeof r->v / sizeof r->v[0]))
                r->v[r->n++] = value;
            return;
        }
    }
    if (nrows == caprows) {
        caprows = caprows ? 2 * caprows : 256;
        rows = (struct row *)realloc(rows, caprows * sizeof *rows);
        if (!rows)
            die(1, "out of memory");
    }
    struct row *r = &rows[nrows++];
    memset(r, 0, sizeof *r);
    r->item = item;
    snprintf(r->name, sizeof r->name, "%s", name);
    r->size = size;
    r->chunk = chunk;
    snprintf(r->metric, sizeof r->metric, "%s", metric);
    snprintf(r->unit, sizeof r->unit, "%s", unit);
    r->v[r->n++] = value;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Median, minimum and maximum of a row's values. */
static void row_stats(const struct row *r, double *med, double *lo, double *hi)
{
    double s[sizeof r->v / sizeof r->v[0]];
    memcpy(s, r->v, r->n * sizeof s[0]);
    qsort(s, r->n, sizeof s[0], cmp_double);
    *med = r->n % 2 ? s[r->n / 2] : 0.5 * (s[r->n / 2 - 1] + s[r->n / 2]);
    *lo = s[0];
    *hi = s[r->n - 1];
}

/* ---- CUPTI unified-memory counters -------------------------------------------------- */

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
static int cupti_on;          /* counters configured and enabled */
static char cupti_status[256] = "not requested";
static uint64_t cupti_dropped;

/* What a phase (one kernel, one loop of prefetches) moved, from the counters. */
struct umsum {
    uint64_t htod, dtoh;       /* bytes */
    uint64_t htod_cause[6];    /* by CUpti_ActivityUnifiedMemoryMigrationCause */
    uint64_t dtoh_cause[6];
    uint64_t htod_records;
    uint64_t gpu_fault_records, gpu_fault_groups;
    uint64_t cpu_fault_records;
    uint64_t htod_delivered;   /* HtoD bytes in range delivered since the last collect, any time */
};
static size_t recs_mark; /* records before this index were delivered before the last collect */

#ifdef UMPROBE_CUPTI
#define CKP(call)                                                                    \
    do {                                                                             \
        CUptiResult ckp_r = (call);                                                  \
        if (ckp_r != CUPTI_SUCCESS) {                                                \
            const char *ckp_s = "?";                                                 \
            cuptiGetResultString(ckp_r, &ckp_s);                                     \
            die(1, "%s:%d: %s: %s", __FILE__, __LINE__, #call, ckp_s);               \
        }                                                                            \
    } while (0)

static size_t caprecs; /* allocated length of recs */

static void CUPTIAPI buffer_requested(uint8_t **buffer, size_t *size, size_t *max_records)
{
    *size = 4 * MiB;
    *buffer = (uint8_t *)aligned_alloc(8, *size);
    *max_records = 0;
    if (!*buffer)
        die(1, "out of memory for a CUPTI buffer");
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
                die(1, "out of memory for CUPTI records");
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
        cupti_dropped += dropped;
    pthread_mutex_unlock(&recs_lock);
    free(buffer);
}

/* Configure the counters, normally once the CUDA context exists (DESIGN.md section 6);
 * ctx_exists says which order was used. On failure the probe goes on without them and
 * says why in the JSON. */
static void cupti_start(int ctx_exists)
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
        snprintf(cupti_status, sizeof cupti_status,
                 "unavailable: cuptiActivityConfigureUnifiedMemoryCounter: %s", s);
        fprintf(stderr, "%s: CUPTI: %s\n", prog, cupti_status);
        return;
    }
    CKP(cuptiActivityRegisterCallbacks(buffer_requested, buffer_completed));
    r = cuptiActivityEnable(CUPTI_ACTIVITY_KIND_UNIFIED_MEMORY_COUNTER);
    if (r != CUPTI_SUCCESS) {
        const char *s = "?";
        cuptiGetResultString(r, &s);
        snprintf(cupti_status, sizeof cupti_status, "unavailable: cuptiActivityEnable: %s", s);
        fprintf(stderr, "%s: CUPTI: %s\n", prog, cupti_status);
        return;
    }
    cupti_on = 1;
    snprintf(cupti_status, sizeof cupti_status, "enabled (configured %s the CUDA context)",
             ctx_exists ? "after creating" : "before");
}

static uint64_t cupti_now(void)
{
    uint64_t t = 0;
    if (cupti_on)
        CKP(cuptiGetTimestamp(&t));
    return t;
}

static void cupti_flush(void)
{
    if (cupti_on)
        CKP(cuptiActivityFlushAll(CUPTI_ACTIVITY_FLAG_FLUSH_FORCED));
}
#else
static void cupti_start(int ctx_exists)
{
    (void)ctx_exists;
    snprintf(cupti_status, sizeof cupti_status, "unavailable: built without CUPTI");
}
static uint64_t cupti_now(void) { return 0; }
static void cupti_flush(void) {}
#endif

/* Sum the unclaimed records that started in [t0, t1] and lie in [lo, hi), claiming them.
 * Called after a device synchronize; flushes first. */
static struct umsum um_collect(uint64_t t0, uint64_t t1, uint64_t lo, uint64_t hi)
{
    struct umsum s;
    memset(&s, 0, sizeof s);
    if (!cupti_on)
        return s;
    cupti_flush();
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
static void um_unclaimed(uint64_t *count, uint64_t *htod, uint64_t *dtoh)
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

/* ---- CPU page residency through /proc/self/pagemap ---------------------------------- */

static int pagemap_fd = -1;

/* Number of 4 KiB pages of [p, p + bytes) mapped present in the CPU page table, or -1. */
static long cpu_present_pages(const void *p, uint64_t bytes)
{
    if (pagemap_fd < 0)
        return -1;
    uint64_t first = (uintptr_t)p / 4096, n = bytes / 4096;
    static uint64_t ent[8192];
    long present = 0;
    for (uint64_t done = 0; done < n;) {
        uint64_t k = n - done < 8192 ? n - done : 8192;
        ssize_t got = pread(pagemap_fd, ent, k * 8, (off_t)((first + done) * 8));
        if (got != (ssize_t)(k * 8))
            return -1;
        for (uint64_t i = 0; i < k; i++)
            present += (ent[i] >> 63) & 1;
        done += k;
    }
    return present;
}

/* ---- kernels ------------------------------------------------------------------------ */

/* Thread i reads (or, with write set, increments) the word at base + i * stride. */
__global__ void touch_words(uint32_t *base, uint64_t stride, uint32_t n, int write,
                            uint32_t *sink)
{
    uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    volatile uint32_t *w = (volatile uint32_t *)((char *)base + i * stride);
    if (write)
        *w = *w + 1;
    else
        sink[i] = *w;
}

/* Grid-stride streaming read of n 16-byte words; the XOR goes to sink so nothing is elided. */
__global__ void stream_read(const uint4 *p, uint64_t n, uint32_t *sink)
{
    uint32_t acc = 0;
    for (uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x; i < n;
         i += (uint64_t)gridDim.x * blockDim.x) {
        uint4 v = p[i];
        acc ^= v.x ^ v.y ^ v.z ^ v.w;
    }
    if (acc == 0x9e3779b9u)
        sink[0] = acc;
}

/* Grid-stride write of n 16-byte words. */
__global__ void stream_write(uint4 *p, uint64_t n, uint32_t seed)
{
    for (uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x; i < n;
         i += (uint64_t)gridDim.x * blockDim.x)
        p[i] = make_uint4(seed, (uint32_t)i, (uint32_t)(i >> 32), seed ^ 0x5a5a5a5au);
}

/* ---- managed buffers ---------------------------------------------------------------- */

/* A managed buffer whose data starts on a 2 MiB boundary (the VA block the driver works
 * in), so block numbers in the results are the driver's. */
struct mbuf {
    void *raw;
    char *p;
    uint64_t bytes;
};

static struct mbuf mbuf_alloc(uint64_t bytes)
{
    struct mbuf b;
    b.bytes = bytes;
    CK(cudaMallocManaged(&b.raw, bytes + 2 * MiB, cudaMemAttachGlobal));
    b.p = (char *)(((uintptr_t)b.raw + 2 * MiB - 1) & ~(uintptr_t)(2 * MiB - 1));
    return b;
}

static void mbuf_free(struct mbuf *b)
{
    CK(cudaFree(b->raw));
    b->raw = NULL;
    b->p = NULL;
}

/* CPU writes every byte (a non-zero pattern), so every page is CPU-resident and dirty. */
static void cpu_fill(struct mbuf *b, int seed)
{
    memset(b->p, 0x11 + seed, b->bytes);
}

static struct cudaMemLocation loc_gpu(void)
{
    struct cudaMemLocation l;
    l.type = cudaMemLocationTypeDevice;
    l.id = 0;
    return l;
}

static struct cudaMemLocation loc_cpu(void)
{
    struct cudaMemLocation l;
    l.type = cudaMemLocationTypeHost;
    l.id = 0;
    return l;
}

/* ---- the probe ---------------------------------------------------------------------- */

static int reps = 5;
static uint64_t max_bytes = GiB;
static int sm_count;
static uint32_t *dsink; /* device memory (cudaMalloc), 64 KiB */
static cudaStream_t stream;

/* Record what one phase moved, per the counters and per pagemap. */
static void put_um(int item, const char *name, uint64_t size, uint64_t chunk,
                   const struct umsum *s)
{
    if (!cupti_on)
        return;
    put(item, name, size, chunk, "htod_bytes", "B", (double)s->htod);
    put(item, name, size, chunk, "htod_coherence", "B", (double)s->htod_cause[2]);
    put(item, name, size, chunk, "htod_prefetch", "B", (double)s->htod_cause[3]);
    put(item, name, size, chunk, "htod_user", "B", (double)s->htod_cause[1]);
    put(item, name, size, chunk, "htod_other", "B",
        (double)(s->htod_cause[0] + s->htod_cause[4] + s->htod_cause[5]));
    put(item, name, size, chunk, "htod_records", "count", (double)s->htod_records);
    put(item, name, size, chunk, "htod_delivered", "B", (double)s->htod_delivered);
    put(item, name, size, chunk, "dtoh_bytes", "B", (double)s->dtoh);
    put(item, name, size, chunk, "gpu_fault_groups", "count", (double)s->gpu_fault_groups);
    put(item, name, size, chunk, "gpu_fault_records", "count", (double)s->gpu_fault_records);
    put(item, name, size, chunk, "cpu_fault_records", "count", (double)s->cpu_fault_records);
}

/* Launch touch_words over one buffer, time it, and record bytes moved. */
static void touch_phase(int item, const char *name, struct mbuf *b, uint64_t offset,
                        uint64_t stride, uint32_t n, int write, uint64_t key)
{
    cudaEvent_t e0, e1;
    CK(cudaEventCreate(&e0));
    CK(cudaEventCreate(&e1));
    long before = cpu_present_pages(b->p, b->bytes);
    uint64_t t0 = cupti_now();
    CK(cudaEventRecord(e0, stream));
    touch_words<<<(n + 255) / 256, 256, 0, stream>>>((uint32_t *)(b->p + offset), stride, n,
                                                     write, dsink);
    CK_LAUNCH();
    CK(cudaEventRecord(e1, stream));
    CK(cudaStreamSynchronize(stream));
    uint64_t t1 = cupti_now();
    float ms = 0;
    CK(cudaEventElapsedTime(&ms, e0, e1));
    CK(cudaEventDestroy(e0));
    CK(cudaEventDestroy(e1));
    long after = cpu_present_pages(b->p, b->bytes);
    struct umsum s = um_collect(t0, t1, (uintptr_t)b->raw, (uintptr_t)b->p + b->bytes);
    put_um(item, name, b->bytes, key, &s);
    if (before >= 0 && after >= 0)
        put(item, name, b->bytes, key, "pagemap_left_cpu", "B", (double)(before - after) * 4096);
    put(item, name, b->bytes, key, "kernel_us", "us", ms * 1e3);
}

/* Item 1: the density prefetch sequence and the two strided patterns. */
static void item1(void)
{
    static const int blocks[] = {0, 1, 2, 4, 8, 16};
    for (int r = 0; r < reps; r++) {
        for (int write = 0; write < 2; write++) {
            struct mbuf b = mbuf_alloc(2 * MiB);
            cpu_fill(&b, r);
            for (int i = 0; i < 6; i++)
                touch_phase(1, write ? "seq64k_2M_write" : "seq64k_2M_read", &b,
                            blocks[i] * 64 * KiB, 0, 1, write, blocks[i]);
            mbuf_free(&b);
        }
        /* 4 MiB: the sequence in VA block 0, then in VA block 1 (key 100 + block). */
        struct mbuf b = mbuf_alloc(4 * MiB);
        cpu_fill(&b, r);
        for (int vb = 0; vb < 2; vb++)
            for (int i = 0; i < 6; i++)
                touch_phase(1, "seq64k_4M_read", &b, vb * 2 * MiB + blocks[i] * 64 * KiB, 0, 1,
                            0, vb * 100 + blocks[i]);
        mbuf_free(&b);

        if (256 * MiB <= max_bytes) {
            b = mbuf_alloc(256 * MiB);
            cpu_fill(&b, r);
            touch_phase(1, "stride2M_256M_read", &b, 0, 2 * MiB, 128, 0, 2 * MiB);
            mbuf_free(&b);
        }
        if (64 * MiB <= max_bytes) {
            b = mbuf_alloc(64 * MiB);
            cpu_fill(&b, r);
            touch_phase(1, "stride64k_64M_read", &b, 0, 64 * KiB, 1024, 0, 64 * KiB);
            mbuf_free(&b);
        }
    }
}

static const uint64_t item2_sizes[] = {2 * MiB, 16 * MiB, 64 * MiB, 256 * MiB, GiB};

/* Item 2: a kernel streaming through a CPU-resident buffer, migrating it by faults. */
static void item2(void)
{
    for (size_t k = 0; k < sizeof item2_sizes / sizeof item2_sizes[0]; k++) {
        uint64_t size = item2_sizes[k];
        if (size > max_bytes)
            continue;
        struct mbuf b = mbuf_alloc(size);
        cudaEvent_t e0, e1;
        CK(cudaEventCreate(&e0));
        CK(cudaEventCreate(&e1));
        for (int r = 0; r < reps; r++) {
            if (r > 0) /* bring it back, then dirty it on the CPU as a program would */
                CK(cudaMemPrefetchAsync(b.p, size, loc_cpu(), 0, stream));
            CK(cudaStreamSynchronize(stream));
            cpu_fill(&b, r);
            long before = cpu_present_pages(b.p, size);
            uint64_t t0 = cupti_now();
            CK(cudaEventRecord(e0, stream));
            stream_read<<<sm_count * 8, 256, 0, stream>>>((const uint4 *)b.p, size / 16, dsink);
            CK_LAUNCH();
            CK(cudaEventRecord(e1, stream));
            CK(cudaStreamSynchronize(stream));
            uint64_t t1 = cupti_now();
            float ms = 0;
            CK(cudaEventElapsedTime(&ms, e0, e1));
            long after = cpu_present_pages(b.p, size);
            struct umsum s = um_collect(t0, t1, (uintptr_t)b.raw, (uintptr_t)b.p + size);
            put_um(2, "fault_read", size, 0, &s);
            if (before >= 0 && after >= 0)
                put(2, "fault_read", size, 0, "pagemap_left_cpu", "B",
                    (double)(before - after) * 4096);
            put(2, "fault_read", size, 0, "kernel_us", "us", ms * 1e3);
            put(2, "fault_read", size, 0, "GBps", "GB/s", size / (ms * 1e-3) / 1e9);
        }
        CK(cudaEventDestroy(e0));
        CK(cudaEventDestroy(e1));
        mbuf_free(&b);
    }
}

static const uint64_t item3_chunks[] = {64 * KiB, 2 * MiB, 16 * MiB, 64 * MiB, 256 * MiB, GiB};

/* One direction of item 3: the whole buffer in calls of `chunk` bytes, host-timed. */
static void prefetch_pass(struct mbuf *b, uint64_t chunk, int to_gpu, int record)
{
    struct cudaMemLocation l = to_gpu ? loc_gpu() : loc_cpu();
    uint64_t calls = b->bytes / chunk;
    CK(cudaStreamSynchronize(stream));
    uint64_t t0 = cupti_now();
    double h0 = now_s();
    for (uint64_t i = 0; i < calls; i++)
        CK(cudaMemPrefetchAsync(b->p + i * chunk, chunk, l, 0, stream));
    double h1 = now_s();
    CK(cudaStreamSynchronize(stream));
    double h2 = now_s();
    uint64_t t1 = cupti_now();
    struct umsum s = um_collect(t0, t1, (uintptr_t)b->raw, (uintptr_t)b->p + b->bytes);
    if (!record)
        return;
    const char *name = to_gpu ? "prefetch_to_gpu" : "prefetch_to_cpu";
    put_um(3, name, b->bytes, chunk, &s);
    put(3, name, b->bytes, chunk, "per_call_us", "us", (h2 - h0) / calls * 1e6);
    put(3, name, b->bytes, chunk, "issue_per_call_us", "us", (h1 - h0) / calls * 1e6);
    put(3, name, b->bytes, chunk, "GBps", "GB/s", b->bytes / (h2 - h0) / 1e9);
}

/* Item 3: cudaMemPrefetchAsync both ways, 1 GiB (or --max-bytes) per size. */
static void item3(void)
{
    uint64_t size = max_bytes;
    struct mbuf b = mbuf_alloc(size);
    cpu_fill(&b, 0);
    prefetch_pass(&b, size, 1, 0); /* warm-up: pages exist on both sides once */
    prefetch_pass(&b, size, 0, 0);
    for (size_t k = 0; k < sizeof item3_chunks / sizeof item3_chunks[0]; k++) {
        uint64_t chunk = item3_chunks[k];
        if (chunk > size)
            continue;
        int n = chunk == 64 * KiB && reps > 3 ? 3 : reps;
        for (int r = 0; r < n; r++) {
            prefetch_pass(&b, chunk, 1, 1);
            prefetch_pass(&b, chunk, 0, 1);
        }
    }
    mbuf_free(&b);
}

/* Item 4: the CPU reads, then writes, GPU-resident data (CPU faults migrate it back). */
static void item4(void)
{
    static const uint64_t sizes[] = {64 * MiB, 256 * MiB};
    for (int k = 0; k < 2; k++) {
        uint64_t size = sizes[k];
        if (size > max_bytes)
            continue;
        struct mbuf b = mbuf_alloc(size);
        cpu_fill(&b, 0);
        for (int r = 0; r < reps; r++)
            for (int write = 0; write < 2; write++) {
                /* GPU-resident and GPU-written: prefetch, then a kernel writes it all. */
                CK(cudaMemPrefetchAsync(b.p, size, loc_gpu(), 0, stream));
                stream_write<<<sm_count * 8, 256, 0, stream>>>((uint4 *)b.p, size / 16, r);
                CK_LAUNCH();
                CK(cudaStreamSynchronize(stream));
                long before = cpu_present_pages(b.p, size);
                uint64_t t0 = cupti_now();
                double h0 = now_s();
                volatile uint64_t acc = 0;
                if (write)
                    memset(b.p, 0x22 + r, size);
                else {
                    const uint64_t *q = (const uint64_t *)b.p;
                    uint64_t x = 0;
                    for (uint64_t i = 0; i < size / 8; i++)
                        x ^= q[i];
                    acc = x;
                }
                double h1 = now_s();
                (void)acc;
                uint64_t t1 = cupti_now();
                struct umsum s = um_collect(t0, t1, (uintptr_t)b.raw, (uintptr_t)b.p + size);
                const char *name = write ? "cpu_write_gpu_resident" : "cpu_read_gpu_resident";
                put_um(4, name, size, 0, &s);
                long after = cpu_present_pages(b.p, size);
                if (before >= 0 && after >= 0)
                    put(4, name, size, 0, "pagemap_back_on_cpu", "B", (double)(after - before) * 4096);
                put(4, name, size, 0, "GBps", "GB/s", size / (h1 - h0) / 1e9);
                put(4, name, size, 0, "time_us", "us", (h1 - h0) * 1e6);
            }
        mbuf_free(&b);
    }
}

/* Item 5: evicting one GPU-resident, GPU-written 2 MiB chunk with a synchronized
 * prefetch to the CPU, chunk after chunk. */
static void item5(void)
{
    uint64_t size = 256 * MiB <= max_bytes ? 256 * MiB : max_bytes & ~(2 * MiB - 1);
    struct mbuf b = mbuf_alloc(size);
    cpu_fill(&b, 0);
    int n = reps < 3 ? reps : 3;
    for (int r = 0; r < n; r++) {
        CK(cudaMemPrefetchAsync(b.p, size, loc_gpu(), 0, stream));
        stream_write<<<sm_count * 8, 256, 0, stream>>>((uint4 *)b.p, size / 16, r);
        CK_LAUNCH();
        CK(cudaStreamSynchronize(stream));
        uint64_t t0 = cupti_now();
        for (uint64_t off = 0; off < size; off += 2 * MiB) {
            double h0 = now_s();
            CK(cudaMemPrefetchAsync(b.p + off, 2 * MiB, loc_cpu(), 0, stream));
            CK(cudaStreamSynchronize(stream));
            double h1 = now_s();
            put(5, "evict_2M_chunk_sync", size, 2 * MiB, "per_chunk_us", "us", (h1 - h0) * 1e6);
        }
        uint64_t t1 = cupti_now();
        struct umsum s = um_collect(t0, t1, (uintptr_t)b.raw, (uintptr_t)b.p + size);
        put_um(5, "evict_2M_chunk_sync_total", size, 2 * MiB, &s);
    }
    mbuf_free(&b);
}

/* ---- output ------------------------------------------------------------------------- */

static void json_str(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            fprintf(f, "\\%c", *s);
        else if ((unsigned char)*s < 0x20)
            fprintf(f, "\\u%04x", *s);
        else
            fputc(*s, f);
    }
    fputc('"', f);
}

/* The first line of a small file, without its newline, or "" when unreadable. */
static void read_line(const char *path, char *out, size_t n)
{
    out[0] = 0;
    FILE *f = fopen(path, "r");
    if (!f)
        return;
    if (fgets(out, (int)n, f))
        out[strcspn(out, "\n")] = 0;
    fclose(f);
}

static void write_outputs(const char *dir, const cudaDeviceProp *p, int drv, int rt,
                          size_t free_b, size_t total_b, uint64_t cap, const char *cmdline,
                          double elapsed)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/umprobe.json", dir);
    FILE *f = fopen(path, "w");
    if (!f)
        die(1, "%s: cannot write: %s", path, strerror(errno));
    char date[64], line[512];
    time_t t = time(NULL);
    strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", gmtime(&t));
    fprintf(f, "{\n  \"program\": \"umprobe %s\",\n  \"date\": \"%s\",\n  \"command\": ", GMS_VERSION,
            date);
    json_str(f, cmdline);
    fprintf(f, ",\n  \"gpu\": ");
    json_str(f, p->name);
    read_line("/sys/module/nvidia/version", line, sizeof line);
    fprintf(f, ",\n  \"cc\": \"%d.%d\",\n  \"sm_count\": %d,\n  \"driver_api\": %d,\n"
               "  \"runtime\": %d,\n  \"kernel_module_version\": ",
            p->major, p->minor, p->multiProcessorCount, drv, rt);
    json_str(f, line);
    fprintf(f, ",\n  \"free_bytes\": %zu,\n  \"total_bytes\": %zu,\n  \"managed_cap_bytes\": %llu,\n"
               "  \"reps\": %d,\n  \"max_bytes\": %llu,\n  \"elapsed_s\": %.2f,\n  \"cupti\": ",
            free_b, total_b, (unsigned long long)cap, reps, (unsigned long long)max_bytes,
            elapsed);
    json_str(f, cupti_status);
    uint64_t uc, uh, ud;
    um_unclaimed(&uc, &uh, &ud);
    fprintf(f, ",\n  \"cupti_dropped_records\": %llu,\n  \"cupti_unclaimed\": {\"records\": %llu, "
               "\"htod_bytes\": %llu, \"dtoh_bytes\": %llu},\n  \"uvm_params\": {",
            (unsigned long long)cupti_dropped, (unsigned long long)uc, (unsigned long long)uh,
            (unsigned long long)ud);
    DIR *d = opendir("/sys/module/nvidia_uvm/parameters");
    int first = 1;
    if (d) {
        struct dirent *de;
        while ((de = readdir(d))) {
            if (de->d_name[0] == '.')
                continue;
            char pp[512];
            snprintf(pp, sizeof pp, "/sys/module/nvidia_uvm/parameters/%s", de->d_name);
            read_line(pp, line, sizeof line);
            fprintf(f, "%s\n    ", first ? "" : ",");
            json_str(f, de->d_name);
            fputs(": ", f);
            json_str(f, line);
            first = 0;
        }
        closedir(d);
    }
    fprintf(f, "},\n  \"rows\": [");
    for (int i = 0; i < nrows; i++) {
        const struct row *r = &rows[i];
        double med, lo, hi;
        row_stats(r, &med, &lo, &hi);
        fprintf(f, "%s\n    {\"item\": %d, \"case\": \"%s\", \"size\": %llu, \"chunk\": %llu, "
                   "\"metric\": \"%s\", \"unit\": \"%s\", \"median\": %.12g, \"min\": %.12g, "
                   "\"max\": %.12g, \"values\": [",
                i ? "," : "", r->item, r->name, (unsigned long long)r->size,
                (unsigned long long)r->chunk, r->metric, r->unit, med, lo, hi);
        for (int j = 0; j < r->n; j++)
            fprintf(f, "%s%.12g", j ? ", " : "", r->v[j]);
        fputs("]}", f);
    }
    fputs("\n  ]\n}\n", f);
    if (fclose(f))
        die(1, "%s: write failed", path);

    snprintf(path, sizeof path, "%s/umprobe.csv", dir);
    f = fopen(path, "w");
    if (!f)
        die(1, "%s: cannot write: %s", path, strerror(errno));
    fputs("item,case,size,chunk,metric,unit,n,median,min,max,values\n", f);
    for (int i = 0; i < nrows; i++) {
        const struct row *r = &rows[i];
        double med, lo, hi;
        row_stats(r, &med, &lo, &hi);
        fprintf(f, "%d,%s,%llu,%llu,%s,%s,%d,%.12g,%.12g,%.12g,", r->item, r->name,
                (unsigned long long)r->size, (unsigned long long)r->chunk, r->metric, r->unit,
                r->n, med, lo, hi);
        for (int j = 0; j < r->n; j++)
            fprintf(f, "%s%.12g", j ? ";" : "", r->v[j]);
        fputc('\n', f);
    }
    if (fclose(f))
        die(1, "%s: write failed", path);
}

static void print_table(void)
{
    printf("%-4s %-26s %10s %10s %-18s %12s %12s %12s %3s\n", "item", "case", "size", "chunk",
           "metric", "median", "min", "max", "n");
    for (int i = 0; i < nrows; i++) {
        const struct row *r = &rows[i];
        double med, lo, hi;
        row_stats(r, &med, &lo, &hi);
        printf("%-4d %-26s %10llu %10llu %-18s %12.6g %12.6g %12.6g %3d\n", r->item, r->name,
               (unsigned long long)r->size, (unsigned long long)r->chunk, r->metric, med, lo, hi,
               r->n);
    }
}

/* ---- main --------------------------------------------------------------------------- */

static int parse_size(const char *s, uint64_t *out)
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno || end == s || s[0] == '-')
        return -1;
    uint64_t mul = 1;
    if (*end == 'K' || *end == 'k')
        mul = KiB, end++;
    else if (*end == 'M' || *end == 'm')
        mul = MiB, end++;
    else if (*end == 'G' || *end == 'g')
        mul = GiB, end++;
    if (*end || v > UINT64_MAX / mul)
        return -1;
    *out = v * mul;
    return 0;
}

static void usage(FILE *f)
{
    fprintf(f,
            "usage: umprobe [options]\n"
            "Measure Unified Memory behaviour on the current GPU (device 0): bytes migrated per\n"
            "touch (density prefetch), fault-driven read bandwidth, cudaMemPrefetchAsync per-call\n"
            "cost both ways, CPU-fault bandwidth, and the cost of evicting a 2 MiB chunk.\n"
            "\n"
            "  -o, --out DIR        write DIR/umprobe.json and DIR/umprobe.csv (default: .)\n"
            "  -r, --reps N         repetitions per case, 1 to %d (default 5; the 64 KiB prefetch\n"
            "                       case and item 5 use at most 3)\n"
            "  -m, --max-bytes SIZE largest managed buffer, 2M to 1G (default 1G); larger cases\n"
            "                       are skipped\n"
            "  -i, --items LIST     which items to run, digits 1-5 (default 12345)\n"
            "      --cupti          collect CUPTI unified-memory counters (bytes by cause, fault\n"
            "                       groups), configured once the CUDA context exists; they\n"
            "                       slow migrations, so time without them\n"
            "      --cupti-early    the same, configured before the context (NVIDIA's sample's\n"
            "                       order), for drivers that refuse the other\n"
            "  -h, --help           this text\n"
            "  -V, --version        the version\n"
            "\n"
            "It refuses (exit 2), before allocating managed memory, when --max-bytes plus 2 MiB\n"
            "exceeds the cap: the smaller of 16 GiB and half of the device's free memory.\n",
            MAX_REPS);
}

int main(int argc, char **argv)
{
    const char *out = ".";
    const char *items = "12345";
    int want_cupti = 0;
    static const struct option opts[] = {
        {"out", required_argument, 0, 'o'},   {"reps", required_argument, 0, 'r'},
        {"max-bytes", required_argument, 0, 'm'}, {"items", required_argument, 0, 'i'},
        {"cupti", no_argument, 0, 'c'},       {"cupti-early", no_argument, 0, 'e'},       {"help", no_argument, 0, 'h'},
        {"version", no_argument, 0, 'V'},     {0, 0, 0, 0}};
    int c;
    while ((c = getopt_long(argc, argv, "o:r:m:i:hV", opts, NULL)) != -1) {
        switch (c) {
        case 'o':
            out = optarg;
            break;
        case 'r': {
            char *end;
            long v = strtol(optarg, &end, 10);
            if (*end || v < 1 || v > MAX_REPS)
                die(2, "--reps: %s: expected an integer from 1 to %d", optarg, MAX_REPS);
            reps = (int)v;
            break;
        }
        case 'm':
            if (parse_size(optarg, &max_bytes) || max_bytes < 2 * MiB || max_bytes > GiB ||
                max_bytes % (2 * MiB))
                die(2, "--max-bytes: %s: expected a multiple of 2M from 2M to 1G", optarg);
            break;
        case 'i':
            if (!*optarg || strspn(optarg, "12345") != strlen(optarg))
                die(2, "--items: %s: expected digits 1 to 5", optarg);
            items = optarg;
            break;
        case 'c':
            want_cupti = 1;
            break;
        case 'e':
            want_cupti = 2;
            break;
        case 'h':
            usage(stdout);
            return 0;
        case 'V':
            printf("umprobe %s\n", GMS_VERSION);
            return 0;
        default:
            usage(stderr);
            return 2;
        }
    }
    if (optind < argc)
        die(2, "%s: unexpected argument (try --help)", argv[optind]);
    if (access(out, W_OK))
        die(2, "%s: output directory not writable: %s", out, strerror(errno));

    char cmdline[2048] = "";
    for (int i = 0; i < argc; i++) {
        size_t l = strlen(cmdline);
        snprintf(cmdline + l, sizeof cmdline - l, "%s%s", i ? " " : "", argv[i]);
    }

    int ndev = 0, drv = 0, rt = 0;
    CK(cudaGetDeviceCount(&ndev));
    if (ndev < 1)
        die(1, "no CUDA device");
    if (want_cupti == 2) /* cudaSetDevice creates the context since CUDA 12 */
        cupti_start(0);
    CK(cudaSetDevice(0));
    CK(cudaFree(0)); /* the context exists from here on */
    CK(cudaDriverGetVersion(&drv));
    CK(cudaRuntimeGetVersion(&rt));
    cudaDeviceProp prop;
    CK(cudaGetDeviceProperties(&prop, 0));
    sm_count = prop.multiProcessorCount;
    int concurrent = 0;
    CK(cudaDeviceGetAttribute(&concurrent, cudaDevAttrConcurrentManagedAccess, 0));
    if (!concurrent)
        die(2, "%s: no concurrent managed access: GPU page faulting is not available, "
               "nothing here would measure the fault-driven driver", prop.name);

    size_t free_b = 0, total_b = 0;
    CK(cudaMemGetInfo(&free_b, &total_b));
    uint64_t cap = free_b / 2 < 16 * GiB ? free_b / 2 : 16 * GiB;
    uint64_t footprint = max_bytes + 2 * MiB;
    if (footprint > cap)
        die(2, "managed footprint %llu bytes exceeds the cap %llu bytes (min of 16 GiB and "
               "half of the %zu free bytes); lower --max-bytes",
            (unsigned long long)footprint, (unsigned long long)cap, free_b);

    pagemap_fd = open("/proc/self/pagemap", O_RDONLY);
    if (want_cupti == 1)
        cupti_start(1);
    CK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
    CK(cudaMalloc((void **)&dsink, 64 * KiB));

    /* Warm-up: module load, a kernel, and one managed round trip, outside every result. */
    {
        struct mbuf b = mbuf_alloc(4 * MiB);
        cpu_fill(&b, 0);
        stream_read<<<sm_count, 256, 0, stream>>>((const uint4 *)b.p, b.bytes / 16, dsink);
        CK_LAUNCH();
        CK(cudaMemPrefetchAsync(b.p, b.bytes, loc_cpu(), 0, stream));
        CK(cudaMemPrefetchAsync(b.p, b.bytes, loc_gpu(), 0, stream));
        CK(cudaStreamSynchronize(stream));
        mbuf_free(&b);
        um_collect(0, 0, 0, 0); /* flushes; the warm-up's records stay unclaimed */
    }

    printf("umprobe: %s, driver API %d, runtime %d, %.1f GiB free, cap %.1f GiB, CUPTI %s\n",
           prop.name, drv, rt, free_b / (double)GiB, cap / (double)GiB, cupti_status);
    fflush(stdout);
    double t0 = now_s();
    for (const char *it = items; *it; it++) {
        double ts = now_s();
        switch (*it) {
        case '1': item1(); break;
        case '2': item2(); break;
        case '3': item3(); break;
        case '4': item4(); break;
        case '5': item5(); break;
        }
        CK(cudaDeviceSynchronize());
        cupti_flush();
        fprintf(stderr, "umprobe: item %c done in %.1f s\n", *it, now_s() - ts);
        /* after every item, so a run cut short keeps what it measured */
        write_outputs(out, &prop, drv, rt, free_b, total_b, cap, cmdline, now_s() - t0);
    }
    print_table();
    CK(cudaFree(dsink));
    CK(cudaStreamDestroy(stream));
    return 0;
}
