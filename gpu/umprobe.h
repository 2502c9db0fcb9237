/* umprobe.h: what the parts of umprobe share (umprobe.cu describes the program). One
 * file per concept:
 *   umprobe.cu           options, the safety cap, set-up, the order of the items
 *   umprobe_faults.cu    items 1, 2, 4: GPU page faults (density prefetch, streaming
 *                        by faults) and CPU page faults
 *   umprobe_prefetch.cu  items 3, 5: cudaMemPrefetchAsync both ways, chunk evictions
 *   umprobe_placement.cu item 6: where small allocations land, what they inherit
 *   umprobe_populate.cu  item 7: the CPU's first touch of managed memory
 *   umprobe_malloc.cu    item 8: cudaMallocManaged as a trace calls it
 *   umprobe_streams.cu   item 9: long fault streams, in one kernel or several
 *   umprobe_kernels.cu   the kernels and their launchers
 *   umprobe_memory.cu    managed buffers, prefetch locations, pagemap residency
 *   umprobe_cupti.cu     CUPTI unified-memory counters, summed per phase
 *   umprobe_results.cu   result rows, umprobe.json, umprobe.csv, the table
 */
#ifndef UMPROBE_H
#define UMPROBE_H

#include <stddef.h>
#include <stdint.h>

#include <cuda_runtime.h>

#ifndef GMS_VERSION
#define GMS_VERSION "0.1.0"
#endif

#define KiB (1ull << 10)
#define MiB (1ull << 20)
#define GiB (1ull << 30)
#define MAX_REPS 16

/* ---- umprobe.cu: errors, the clock, the settings ------------------------------------ */

extern const char *um_prog;
void um_die(int code, const char *fmt, ...) __attribute__((noreturn, format(printf, 2, 3)));

#define CK(call)                                                                           \
    do {                                                                                   \
        cudaError_t ck_e = (call);                                                         \
        if (ck_e != cudaSuccess)                                                           \
            um_die(1, "%s:%d: %s: %s", __FILE__, __LINE__, #call, cudaGetErrorString(ck_e)); \
    } while (0)

/* After a launch: the launch error, then the kernel's own error at the sync. */
#define CK_LAUNCH() CK(cudaGetLastError())

double um_now_s(void);

extern int um_reps;            /* repetitions per case */
extern uint64_t um_max_bytes;  /* the largest managed buffer */
extern int um_sm_count;
extern uint32_t *um_dsink;     /* device memory (cudaMalloc), 64 KiB */
extern cudaStream_t um_stream; /* every probe's stream */

/* ---- umprobe_faults.cu, umprobe_prefetch.cu, umprobe_placement.cu, umprobe_populate.cu, umprobe_malloc.cu,
 * umprobe_streams.cu: the items ---- */

void um_item1(void);
void um_item2(void);
void um_item3(void);
void um_item4(void);
void um_item5(void);
void um_item6(void);
void um_item7(void);
void um_item8(void);
void um_item9(void);

/* ---- umprobe_results.cu ------------------------------------------------------------- */

/* One result row: (item, case, size, chunk, metric), one value per repetition. */
struct um_row {
    int item;
    char name[48];
    uint64_t size, chunk;
    char metric[32];
    char unit[12];
    double v[512]; /* item 5: one value per chunk per repetition */
    int n;
};
extern struct um_row *um_rows;
extern int um_nrows;

void um_put(int item, const char *name, uint64_t size, uint64_t chunk, const char *metric,
            const char *unit, double value);
/* Median, minimum and maximum of a row's values. */
void um_row_stats(const struct um_row *r, double *med, double *lo, double *hi);
void um_write_outputs(const char *dir, const cudaDeviceProp *p, int drv, int rt, size_t free_b,
                      size_t total_b, uint64_t cap, const char *cmdline, double elapsed);
void um_print_table(void);
/* The counters' figures of one phase as rows (nothing without CUPTI). */
struct umsum;
void um_put_counters(int item, const char *name, uint64_t size, uint64_t chunk,
                     const struct umsum *s);

/* ---- umprobe_cupti.cu --------------------------------------------------------------- */

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

extern int um_cupti_on;           /* counters configured and enabled */
extern char um_cupti_status[256];
extern uint64_t um_cupti_dropped;

/* Configure the counters (ctx_exists: after the CUDA context was created). */
void um_cupti_start(int ctx_exists);
uint64_t um_cupti_now(void);
void um_cupti_flush(void);
/* Sum the unclaimed records that started in [t0, t1] and lie in [lo, hi), claiming them.
 * Called after a device synchronize; flushes first. */
struct umsum um_collect(uint64_t t0, uint64_t t1, uint64_t lo, uint64_t hi);
/* Records never claimed by any phase (warm-ups, or counters outside every window). */
void um_unclaimed(uint64_t *count, uint64_t *htod, uint64_t *dtoh);

/* ---- umprobe_memory.cu -------------------------------------------------------------- */

/* A managed buffer whose data starts on a 2 MiB boundary (the VA block the driver works
 * in), so block numbers in the results are the driver's. */
struct um_mbuf {
    void *raw;
    char *p;
    uint64_t bytes;
};

extern int um_pagemap_fd; /* /proc/self/pagemap, or -1 */
/* Number of 4 KiB pages of [p, p + bytes) mapped present in the CPU page table, or -1. */
long um_cpu_present_pages(const void *p, uint64_t bytes);
struct um_mbuf um_mbuf_alloc(uint64_t bytes);
void um_mbuf_free(struct um_mbuf *b);
/* CPU writes every byte (a non-zero pattern), so every page is CPU-resident and dirty. */
void um_cpu_fill(struct um_mbuf *b, int seed);
struct cudaMemLocation um_loc_gpu(void);
struct cudaMemLocation um_loc_cpu(void);

/* ---- umprobe_kernels.cu ------------------------------------------------------------- */

/* Thread i reads (or, with write set, increments) the word at base + i * stride. */
void um_launch_touch_words(unsigned blocks, cudaStream_t s, uint32_t *base, uint64_t stride,
                           uint32_t n, int write, uint32_t *sink);
/* Grid-stride streaming read of n 16-byte words (their XOR kept in sink). */
void um_launch_stream_read(unsigned blocks, cudaStream_t s, const uint4 *p, uint64_t n,
                           uint32_t *sink);
/* Grid-stride write of n 16-byte words. */
void um_launch_stream_write(unsigned blocks, cudaStream_t s, uint4 *p, uint64_t n, uint32_t seed);

#endif
