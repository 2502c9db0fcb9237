/* gpurun_calibrate.cu: the measurements of `gpurun --calibrate`
 * (gpurun_calibrate.h; docs/gpurun.md "Calibration"). Each measurement
 * feeds one profile key (calib/calib.c says how each is fitted); the
 * methods follow umprobe's (docs/measurements.md): managed buffers used from
 * their first 2 MiB boundary, CPU-written before GPU phases, kernels timed
 * with CUDA events on a non-blocking stream, host operations with
 * CLOCK_MONOTONIC around the calls, a warm-up before anything is recorded,
 * no CUPTI (it slows migration). Fault kernels are gpurun's own replay
 * kernel (gpurun_kernels.h), so the costs are those of the kernels gpurun
 * validates with. */
#include "gpurun_calibrate.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cuda_runtime.h>

extern "C" {
#include "model_profile.h"
#include "trace.h"
}
#include "calib.h"

#include "gpurun_calibrate_kit.h"
#include "gpurun_cpus.h"
#include "gpurun_kernels.h"

/* The one managed buffer live at any time (data + 2 MiB of alignment
 * slack), but for measure_populate's, which keeps its buffers (at most
 * populate_footprint(reps), under 7 GiB), and measure_managed's, which keeps
 * CAL_KEPT of one size (at most CAL_KEPT * 256 MiB). */
#define CAL_MANAGED_MAX (256 * MiB + 2 * MiB)
#define CAL_KEPT 5

/* ---- errors and progress (the watchdog reads it) ---------------------------------- */

char cal_where[200] = "setup";
static volatile uint64_t cal_progress;

void cal_step(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(cal_where, sizeof cal_where, fmt, ap);
    va_end(ap);
    cal_progress++;
}

void cal_cuda_failed(const char *call, cudaError_t e)
{
    fprintf(stderr, PROG ": --calibrate: %s: %.*s: %s\n", cal_where, (int)strcspn(call, "("),
            call, cudaGetErrorString(e));
    exit(1);
}

uint64_t cal_now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000000000ull + (uint64_t)t.tv_nsec;
}

/* ---- state ------------------------------------------------------------------------ */

static struct calib cal;
cudaStream_t cal_stream;
static struct gr_check_status *dstatus; /* the replay kernel's sink (device memory) */
static uint64_t managed_live;            /* bytes of the managed buffer now allocated */
static size_t free_bytes;                /* the device's free memory before the run */
int cal_reps = 3;

void cal_add(const char *key, const char *cas, uint64_t size, uint64_t stride,
             uint64_t piece, int rep, double ns)
{
    if (calib_add(&cal, key, cas, size, stride, piece, rep, ns)) {
        fprintf(stderr, PROG ": --calibrate: %s: out of memory recording a measurement\n",
                cal_where);
        exit(1);
    }
}

struct cudaMemLocation cal_loc(bool gpu)
{
    struct cudaMemLocation l;
    l.type = gpu ? cudaMemLocationTypeDevice : cudaMemLocationTypeHost;
    l.id = 0;
    return l;
}

/* Within CAL_MANAGED_MAX. */
struct cal_buf cal_buf_alloc(uint64_t bytes)
{
    struct cal_buf b;
    if (managed_live || bytes + 2 * MiB > CAL_MANAGED_MAX) {
        fprintf(stderr, PROG ": --calibrate: %s: internal error: a managed buffer of %" PRIu64
                " bytes would pass the calibration's footprint\n", cal_where, bytes);
        exit(1);
    }
    b.bytes = bytes;
    CK(cudaMallocManaged(&b.raw, bytes + 2 * MiB, cudaMemAttachGlobal));
    managed_live = bytes + 2 * MiB;
    b.p = (char *)(((uintptr_t)b.raw + 2 * MiB - 1) & ~(uintptr_t)(2 * MiB - 1));
    return b;
}

void cal_buf_free(struct cal_buf *b)
{
    CK(cudaFree(b->raw));
    managed_live = 0;
    b->raw = NULL;
    b->p = NULL;
}

void cal_prefetch_sync(char *p, uint64_t bytes, bool gpu)
{
    CK(cudaMemPrefetchAsync(p, bytes, cal_loc(gpu), 0, cal_stream));
    CK(cudaStreamSynchronize(cal_stream));
}

void cal_cpu_fill(struct cal_buf *b, int seed)
{
    cal_prefetch_sync(b->p, b->bytes, false);
    memset(b->p, 0x11 + seed, b->bytes);
}

/* One launch of gpurun's replay kernel over the range arg (dstatus: its flag). */
static void launch_replay(void *arg)
{
    struct gr_range *r = (struct gr_range *)arg;
    CK(gr_launch_replay_inline(r, 1, r->nchunks, 0, 0, dstatus, cal_stream));
}

/* gpurun's replay kernel over [p, p+len) in a pattern, timed with events. */
static double replay_ns(char *p, uint64_t len, uint8_t pattern, uint64_t stride,
                        uint64_t piece, uint8_t mode)
{
    struct gr_range r;
    memset(&r, 0, sizeof r);
    r.addr = (uint64_t)(uintptr_t)p;
    r.len = len;
    r.stride = stride;
    r.piece = piece ? piece : 1;
    r.buf_base = r.addr;
    r.mode = mode;
    r.pattern = pattern;
    gr_range_plan(&r, 1);
    return cal_timed_ns(launch_replay, &r);
}

double cal_timed_ns(void (*launch)(void *), void *arg)
{
    cudaEvent_t e0, e1;
    CK(cudaEventCreate(&e0));
    CK(cudaEventCreate(&e1));
    CK(cudaEventRecord(e0, cal_stream));
    launch(arg);
    CK(cudaGetLastError());
    CK(cudaEventRecord(e1, cal_stream));
    CK(cudaStreamSynchronize(cal_stream));
    float ms = 0;
    CK(cudaEventElapsedTime(&ms, e0, e1));
    CK(cudaEventDestroy(e0));
    CK(cudaEventDestroy(e1));
    return ms * 1e6;
}

__global__ static void cal_empty(void) {}

/* ---- the measurements ------------------------------------------------------------- */

static void warm_up(void)
{
    cal_step("warm-up");
    struct cal_buf b = cal_buf_alloc(4 * MiB);
    cal_cpu_fill(&b, 0);
    replay_ns(b.p, b.bytes, TRACE_SEQUENTIAL, 0, 0, TRACE_READ);
    cal_prefetch_sync(b.p, b.bytes, false);
    cal_prefetch_sync(b.p, b.bytes, true);
    cal_empty<<<1, 1, 0, cal_stream>>>();
    CK(cudaGetLastError());
    CK(cudaStreamSynchronize(cal_stream));
    cal_buf_free(&b);
    void *d;
    CK(cudaMalloc(&d, 2 * MiB));
    CK(cudaFree(d));
}

/* The replay kernel as gpurun launches it, its ranges inline in the
 * parameters (the whole 3 KiB block is copied at every launch, 1 to 1.5 us
 * more than an empty kernel's), here one range reading the status word:
 * the host's time per launch, then the GPU's. */
static void measure_launch(void)
{
    const int launches = 1000;
    struct gr_range g;
    memset(&g, 0, sizeof g);
    g.addr = (uint64_t)(uintptr_t)dstatus;
    g.len = sizeof *dstatus;
    g.mode = TRACE_READ;
    g.pattern = TRACE_SEQUENTIAL;
    g.piece = 1;
    gr_range_plan(&g, 0);
    for (int r = 0; r < (cal_reps > 5 ? cal_reps : 5); r++) {
        cal_step("launch_ns (rep %d)", r);
        uint64_t t0 = cal_now_ns();
        for (int i = 0; i < launches; i++)
            CK(gr_launch_replay_inline(&g, 1, g.nchunks, 0, 0, dstatus, cal_stream));
        uint64_t t1 = cal_now_ns();
        CK(cudaStreamSynchronize(cal_stream));
        cal_add("launch_ns", "replay", 0, 0, 0, r, (double)(t1 - t0) / launches);
    }
    /* kernel_gap_ns: the same launches with nothing to touch and ns 0, queued
     * behind a 20 ms one (the host issues 1000 in about 5 ms), so the GPU
     * runs them back to back: its time per launch */
    cudaEvent_t e0, e1;
    CK(cudaEventCreate(&e0));
    CK(cudaEventCreate(&e1));
    for (int r = 0; r < (cal_reps > 5 ? cal_reps : 5); r++) {
        cal_step("kernel_gap_ns (rep %d)", r);
        CK(gr_launch_replay_inline(&g, 0, 0, 20000000, 0, dstatus, cal_stream));
        CK(cudaEventRecord(e0, cal_stream));
        for (int i = 0; i < launches; i++)
            CK(gr_launch_replay_inline(&g, 0, 0, 0, 0, dstatus, cal_stream));
        CK(cudaEventRecord(e1, cal_stream));
        CK(cudaStreamSynchronize(cal_stream));
        float ms = 0;
        CK(cudaEventElapsedTime(&ms, e0, e1));
        cal_add("kernel_gap_ns", "empty", 0, 0, 0, r, ms * 1e6 / launches);
    }
    CK(cudaEventDestroy(e0));
    CK(cudaEventDestroy(e1));
}

/* cudaMalloc/cudaFree pairs. The driver packs requests under 2 MiB into
 * 2 MiB blocks it maps and unmaps itself (sim/sim_cuda_blocks.h); dstatus,
 * allocated before the measurements and live throughout, keeps its first
 * block mapped, so the pairs under 2 MiB measure a request that fits (up
 * to 1.5 MiB here) and the 2 MiB pair what mapping a block costs. */
static void measure_malloc(void)
{
    static const uint64_t sizes[] = { 4 * KiB, 64 * KiB, 1 * MiB, 1536 * KiB, 2 * MiB, 8 * MiB,
                                      64 * MiB, 256 * MiB, GiB };
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        if (sizes[s] > free_bytes / 4)
            continue;
        for (int r = 0; r < (cal_reps > 5 ? cal_reps : 5); r++) {
            cal_step("malloc_ns/free_ns (size %" PRIu64 ", rep %d)", sizes[s], r);
            void *d = NULL;
            uint64_t t0 = cal_now_ns();
            CK(cudaMalloc(&d, sizes[s]));
            uint64_t t1 = cal_now_ns();
            CK(cudaFree(d));
            uint64_t t2 = cal_now_ns();
            cal_add("malloc_ns", "device", sizes[s], 0, 0, r, (double)(t1 - t0));
            cal_add("free_ns", "device", sizes[s], 0, 0, r, (double)(t2 - t1));
        }
    }
}

static void measure_managed(void)
{
    static const uint64_t sizes[] = { 4 * KiB, 64 * KiB, 2 * MiB, 16 * MiB, 64 * MiB, 256 * MiB };
    const int n = cal_reps > 5 ? cal_reps : 5;
    /* cudaMallocManaged as a trace calls it: CAL_KEPT allocations of a size kept, the
     * CPU writing each (its first 16 MiB) right after it. Once the process has written
     * managed memory, a call costs about four times what it costs in an alloc/free pair
     * (umprobe item 8: 45 to 54 us against 11 to 12 for 20 MiB; docs/measurements.md
     * section 12). */
    void *kept[CAL_KEPT];
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        for (int r = 0; r < CAL_KEPT; r++) {
            cal_step("managed_malloc_ns (size %" PRIu64 ", rep %d)", sizes[s], r);
            uint64_t t0 = cal_now_ns();
            CK(cudaMallocManaged(&kept[r], sizes[s], cudaMemAttachGlobal));
            uint64_t t1 = cal_now_ns();
            memset(kept[r], 0x21 + r, sizes[s] < 16 * MiB ? sizes[s] : 16 * MiB);
            cal_add("managed_malloc_ns", "kept", sizes[s], 0, 0, r, (double)(t1 - t0));
        }
        for (int r = 0; r < CAL_KEPT; r++)
            CK(cudaFree(kept[r]));
    }
    /* cudaFree of memory never touched, one alloc/free pair at a time */
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
        for (int r = 0; r < n; r++) {
            cal_step("managed_free_ns (size %" PRIu64 ", rep %d)", sizes[s], r);
            void *m = NULL;
            CK(cudaMallocManaged(&m, sizes[s], cudaMemAttachGlobal));
            uint64_t t0 = cal_now_ns();
            CK(cudaFree(m));
            cal_add("managed_free_ns", "untouched", sizes[s], 0, 0, r, (double)(cal_now_ns() - t0));
        }
    /* resident: the same sizes from 2 MiB, prefetched whole to the GPU first */
    for (size_t s = 2; s < sizeof sizes / sizeof sizes[0]; s++)
        for (int r = 0; r < cal_reps; r++) {
            cal_step("managed_free_resident_ns (size %" PRIu64 ", rep %d)", sizes[s], r);
            void *m = NULL;
            CK(cudaMallocManaged(&m, sizes[s], cudaMemAttachGlobal));
            cal_prefetch_sync((char *)m, sizes[s], true);
            uint64_t t0 = cal_now_ns();
            CK(cudaFree(m));
            uint64_t t1 = cal_now_ns();
            cal_add("managed_free_resident_ns", "resident", sizes[s], 0, 0, r, (double)(t1 - t0));
        }
}

/* The CPU's first touch of managed memory new to the process, as a trace's
 * host-initialized buffers are: every buffer of every repetition stays
 * allocated until all are measured, so that no memset lands on pages the
 * process has just freed (those populate 18 to 31% faster), and each starts
 * a fresh 2 MiB VA block (its first touch costs a part per block:
 * docs/measurements.md section 11). */
static const uint64_t populate_sizes[] = { 64 * KiB, 256 * KiB, 2 * MiB, 16 * MiB, 64 * MiB,
                                           256 * MiB };
#define NPOPULATE (sizeof populate_sizes / sizeof populate_sizes[0])

/* The managed bytes measure_populate holds at its peak. */
static uint64_t populate_footprint(int nreps)
{
    uint64_t one = 0;
    for (size_t s = 0; s < NPOPULATE; s++)
        one += populate_sizes[s] + 2 * MiB;
    return one * (uint64_t)nreps;
}

static void measure_populate(void)
{
    void *raw[NPOPULATE * 20];
    size_t n = 0;
    for (int r = 0; r < cal_reps; r++)
        for (size_t s = 0; s < NPOPULATE; s++) {
            cal_step("host_populate_ns (size %" PRIu64 ", rep %d)", populate_sizes[s], r);
            CK(cudaMallocManaged(&raw[n], populate_sizes[s] + 2 * MiB, cudaMemAttachGlobal));
            char *p = (char *)(((uintptr_t)raw[n++] + 2 * MiB - 1) & ~(uintptr_t)(2 * MiB - 1));
            uint64_t t0 = cal_now_ns();
            memset(p, 0x5a + r, populate_sizes[s]);
            uint64_t t1 = cal_now_ns();
            cal_add("host_populate_ns", "memset", populate_sizes[s], 0, 0, r, (double)(t1 - t0));
        }
    for (size_t i = 0; i < n; i++)
        CK(cudaFree(raw[i]));
}

/* The CPU reading and writing managed memory already resident at the CPU
 * with gpurun's own HOST touch (gr_host_touch): host time per call. */
static void measure_host_touch(void)
{
    static const uint64_t sizes[] = { 64 * KiB, 256 * KiB, 1 * MiB, 2 * MiB, 4 * MiB, 16 * MiB,
                                      64 * MiB };
    struct cal_buf b = cal_buf_alloc(64 * MiB);
    cal_cpu_fill(&b, 0);
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
        for (int r = 0; r < cal_reps; r++)
            for (unsigned mode = 1; mode <= 2; mode++) {
                cal_step("host_%s_ns (size %" PRIu64 ", rep %d)", mode == 1 ? "read" : "write",
                         sizes[s], r);
                uint64_t t0 = cal_now_ns();
                gr_host_touch(b.p, sizes[s], mode);
                uint64_t t1 = cal_now_ns();
                cal_add(mode == 1 ? "host_read_ns" : "host_write_ns", "resident", sizes[s], 0, 0, r,
                        (double)(t1 - t0));
            }
    cal_buf_free(&b);
    /* Case cold (host_write_cold_ns): writes to bytes out of the CPU's caches, as a
     * device-memory HOST event writes the part of gpurun's host copy no earlier
     * event touched (gpurun_host.cu). Above, each write follows a read of the same
     * bytes, so up to the last-level cache's size it finds them cached. Here each
     * write takes the next bytes of a 512 MiB buffer, written once beforehand, so
     * it comes back to bytes only after 512 MiB of others. */
    const uint64_t ring = 512 * MiB;
    char *h = (char *)malloc(ring);
    if (!h) {
        fprintf(stderr, PROG ": --calibrate: %s: out of host memory\n", cal_where);
        exit(1);
    }
    memset(h, 0x45, ring);
    uint64_t off = 0;
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
        for (int r = 0; r < cal_reps; r++) {
            cal_step("host_write_ns (cold, size %" PRIu64 ", rep %d)", sizes[s], r);
            if (off + sizes[s] > ring)
                off = 0;
            uint64_t t0 = cal_now_ns();
            gr_host_touch(h + off, sizes[s], 2);
            cal_add("host_write_ns", "cold", sizes[s], 0, 0, r, (double)(cal_now_ns() - t0));
            off += sizes[s];
        }
    free(h);
}

/* GPU-resident, GPU-written managed data: a prefetch, then the replay
 * kernel writing every byte. */
static void gpu_resident_written(struct cal_buf *b)
{
    cal_prefetch_sync(b->p, b->bytes, true);
    replay_ns(b->p, b->bytes, TRACE_SEQUENTIAL, 0, 0, TRACE_WRITE);
}

static void measure_cpu_fault(void)
{
    static const uint64_t per_block[] = { 64 * KiB, 512 * KiB, 2 * MiB };
    const uint64_t size = 64 * MiB, blocks = size / (2 * MiB);
    struct cal_buf b = cal_buf_alloc(size);
    cal_cpu_fill(&b, 0);
    for (size_t k = 0; k < sizeof per_block / sizeof per_block[0]; k++)
        for (int r = 0; r < cal_reps; r++)
            for (int write = 0; write < 2; write++) {
                cal_step("cpu_fault_d2h_ns (%s, %" PRIu64 " bytes per block, rep %d)",
                         write ? "write" : "read", per_block[k], r);
                gpu_resident_written(&b);
                volatile uint64_t sink = 0;
                uint64_t t0 = cal_now_ns();
                for (uint64_t j = 0; j < blocks; j++) {
                    char *p = b.p + j * 2 * MiB;
                    if (write) {
                        memset(p, 0x33 + r, per_block[k]);
                    } else {
                        const uint64_t *q = (const uint64_t *)p;
                        uint64_t x = 0;
                        for (uint64_t i = 0; i < per_block[k] / 8; i++)
                            x ^= q[i];
                        sink ^= x;
                    }
                }
                uint64_t t1 = cal_now_ns();
                (void)sink;
                cal_add("cpu_fault_d2h_ns", write ? "write" : "read", per_block[k], 0, 0, r,
                        (double)(t1 - t0) / blocks);
            }
    cal_buf_free(&b);
}

/* The harness's eviction (gpurun --capacity; umprobe item 5): each 2 MiB
 * chunk, of which the first `resident` bytes are on the GPU, prefetched
 * whole to the CPU and synchronized. */
static void measure_evict(void)
{
    static const uint64_t resident[] = { 64 * KiB, 512 * KiB, 2 * MiB };
    const uint64_t size = 64 * MiB, chunks = size / (2 * MiB);
    struct cal_buf b = cal_buf_alloc(size);
    cal_cpu_fill(&b, 0);
    for (size_t k = 0; k < sizeof resident / sizeof resident[0]; k++)
        for (int r = 0; r < cal_reps; r++) {
            cal_step("evict_d2h_ns (%" PRIu64 " bytes resident per chunk, rep %d)", resident[k], r);
            cal_prefetch_sync(b.p, b.bytes, false);
            for (uint64_t j = 0; j < chunks; j++)
                CK(cudaMemPrefetchAsync(b.p + j * 2 * MiB, resident[k], cal_loc(true), 0,
                                        cal_stream));
            CK(cudaStreamSynchronize(cal_stream));
            for (uint64_t j = 0; j < chunks; j++) {
                uint64_t t0 = cal_now_ns();
                cal_prefetch_sync(b.p + j * 2 * MiB, 2 * MiB, false);
                uint64_t t1 = cal_now_ns();
                cal_add("evict_d2h_ns", "harness", resident[k], 0, 0, r * (int)chunks + (int)j,
                        (double)(t1 - t0));
            }
        }
    cal_buf_free(&b);
}

/* The copies by size, every power of two from 4 KiB to 64 MiB and 256 MiB:
 * between sparse sizes the curve misses the driver's own steps (on one H100:
 * 64 KiB 23.3 us, 128 KiB 16.8, 256 KiB 22.5, where the curve through
 * 64 KiB and 2 MiB gave 53). */
static void measure_memcpy(void)
{
    static const uint64_t sizes[] = { 4 * KiB,   8 * KiB,   16 * KiB, 32 * KiB, 64 * KiB,  128 * KiB,
                                      256 * KiB, 512 * KiB, 1 * MiB,  2 * MiB,  4 * MiB,   8 * MiB,
                                      16 * MiB,  32 * MiB,  64 * MiB, 256 * MiB };
    const uint64_t max = 256 * MiB;
    if (free_bytes / 4 < max)
        return; /* the fit will say memcpy_*: too few points */
    cal_step("memcpy (buffers)");
    char *h = (char *)malloc(max);
    if (!h) {
        fprintf(stderr, PROG ": --calibrate: %s: out of host memory\n", cal_where);
        exit(1);
    }
    memset(h, 0x44, max); /* pageable, touched */
    void *d;
    CK(cudaMalloc(&d, max));
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
        for (int r = 0; r < (cal_reps > 5 ? cal_reps : 5); r++) {
            cal_step("memcpy_h2d_ns/memcpy_d2h_ns (size %" PRIu64 ", rep %d)", sizes[s], r);
            uint64_t t0 = cal_now_ns();
            CK(cudaMemcpy(d, h, sizes[s], cudaMemcpyHostToDevice));
            uint64_t t1 = cal_now_ns();
            CK(cudaMemcpy(h, d, sizes[s], cudaMemcpyDeviceToHost));
            uint64_t t2 = cal_now_ns();
            cal_add("memcpy_h2d_ns", "pageable", sizes[s], 0, 0, r, (double)(t1 - t0));
            cal_add("memcpy_d2h_ns", "pageable", sizes[s], 0, 0, r, (double)(t2 - t1));
        }
    /* Case written: the CPU writes the bytes right before the copy, as a
     * device-memory HOST write does (gpurun_host.cu); above, the copy's source was
     * last written by the copy back, so the CPU's caches do not hold it. */
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
        for (int r = 0; r < (cal_reps > 5 ? cal_reps : 5); r++) {
            cal_step("memcpy_h2d_ns (written, size %" PRIu64 ", rep %d)", sizes[s], r);
            gr_host_touch(h, sizes[s], 2);
            uint64_t t0 = cal_now_ns();
            CK(cudaMemcpy(d, h, sizes[s], cudaMemcpyHostToDevice));
            cal_add("memcpy_h2d_ns", "written", sizes[s], 0, 0, r, (double)(cal_now_ns() - t0));
        }
    CK(cudaFree(d));
    free(h);
}

/* Kernels reading CPU-resident managed memory (the fault path), or managed
 * memory never touched (case fresh: the GPU's faults zero-fill it), and the
 * same kernel again on the data it brought to the GPU. */
static void measure_faults(void)
{
    static const struct {
        const char *cas;
        uint8_t pattern;
        uint64_t size, stride, piece;
    } cases[] = {
        { "seq", TRACE_SEQUENTIAL, 64 * KiB, 0, 0 },
        { "seq", TRACE_SEQUENTIAL, 2 * MiB, 0, 0 },
        { "seq", TRACE_SEQUENTIAL, 16 * MiB, 0, 0 },
        { "seq", TRACE_SEQUENTIAL, 64 * MiB, 0, 0 },
        { "seq", TRACE_SEQUENTIAL, 256 * MiB, 0, 0 },
        { "stride", TRACE_STRIDED, 64 * MiB, 64 * KiB, 4 },
        { "stride", TRACE_STRIDED, 256 * MiB, 2 * MiB, 4 },
        { "random", TRACE_RANDOM, 16 * MiB, 0, 0 },
        { "random", TRACE_RANDOM, 64 * MiB, 0, 0 },
        { "random", TRACE_RANDOM, 256 * MiB, 0, 0 },
        { "fresh", TRACE_SEQUENTIAL, 2 * MiB, 0, 0 },
        { "fresh", TRACE_SEQUENTIAL, 16 * MiB, 0, 0 },
        { "fresh", TRACE_SEQUENTIAL, 64 * MiB, 0, 0 },
        { "fresh", TRACE_SEQUENTIAL, 256 * MiB, 0, 0 },
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        bool fresh = !strcmp(cases[c].cas, "fresh");
        struct cal_buf b = { NULL, NULL, 0 };
        for (int r = 0; r < cal_reps; r++) {
            cal_step("fault_batch_ns/fault_block_ns/fault_h2d_ns/fault_zero_ns (%s, size %" PRIu64
                     ", stride %" PRIu64 ", rep %d)", cases[c].cas, cases[c].size, cases[c].stride,
                     r);
            if (!b.p || fresh) {
                if (b.p)
                    cal_buf_free(&b);
                b = cal_buf_alloc(cases[c].size);
            }
            if (!fresh)
                cal_cpu_fill(&b, r);
            double f = replay_ns(b.p, b.bytes, cases[c].pattern, cases[c].stride,
                                 cases[c].piece, TRACE_READ);
            double g = replay_ns(b.p, b.bytes, cases[c].pattern, cases[c].stride,
                                 cases[c].piece, TRACE_READ);
            cal_add("fault", cases[c].cas, cases[c].size, cases[c].stride, cases[c].piece, r, f);
            cal_add("fault_resident", cases[c].cas, cases[c].size, cases[c].stride, cases[c].piece,
                    r, g);
        }
        cal_buf_free(&b);
    }
}

/* ---- files ------------------------------------------------------------------------- */

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

/* The files --calibrate reads (--from's, --base's), NULL-terminated: an
 * output that is one of them is refused (gr_calibrate sets it). */
static const char **cal_inputs;

/* Start writing path whole or not at all (trace_output.c): the stream, or
 * NULL with the message printed. */
static FILE *open_out(struct trace_output *out, const char *path)
{
    struct trace_error e;
    FILE *f = trace_output_fopen(out, path, cal_inputs, &e);
    if (!f)
        fprintf(stderr, PROG ": --calibrate: %s\n", e.msg);
    return f;
}

/* Put it in place once written (a write error is caught here): 0, or -1
 * with the message printed and nothing written. */
static int close_out(struct trace_output *out)
{
    struct trace_error e;
    if (trace_output_close(out, &e) == 0)
        return 0;
    fprintf(stderr, PROG ": --calibrate: %s\n", e.msg);
    return -1;
}

/* Write FILE.measurements.csv (with r's fit rows when r is given). */
static int write_csv(const char *out, const struct calib_result *r)
{
    char path[4096];
    snprintf(path, sizeof path, "%s.measurements.csv", out);
    struct trace_output o;
    FILE *f = open_out(&o, path);
    if (!f)
        return -1;
    calib_write_csv(&cal, r, f);
    return close_out(&o);
}

static int fit_and_write(const struct gr_calibrate_opts *o, const struct model_profile *base)
{
    static struct calib_result res;
    char err[1024];
    if (calib_fit(&cal, base, &res, err, sizeof err)) {
        fprintf(stderr, PROG ": --calibrate: the fit failed: %s\n", err);
        return 1;
    }
    if (write_csv(o->out, &res))
        return 2;
    struct trace_output out;
    FILE *f = open_out(&out, o->out);
    if (!f)
        return 2;
    calib_write_profile(&cal, &res, base, o->command, f);
    if (close_out(&out))
        return 2;
    struct model_profile check;
    if (model_profile_load_file(&check, o->out, err, sizeof err)) {
        fprintf(stderr, PROG ": --calibrate: the profile written does not load: %s\n", err);
        return 1;
    }
    if (!o->quiet) {
        fprintf(stderr, PROG ": --calibrate: wrote %s and %s.measurements.csv; RMS relative "
                "residuals:", o->out, o->out);
        for (int i = 0; i < res.n; i++)
            if (res.k[i].rms_rel >= 0)
                fprintf(stderr, " %s %.1f%%", res.k[i].key, 100 * res.k[i].rms_rel);
        fputc('\n', stderr);
    }
    return 0;
}

/* ---- main ---------------------------------------------------------------------------- */

static void say_stuck(unsigned s)
{
    fprintf(stderr, PROG ": --calibrate: %s: no progress for %u s (watchdog): ending\n", cal_where,
            s);
}

/* The GPU, and its footprint under the cap before anything is allocated:
 * 0, or the exit status with the message printed. */
static int check_gpu(const struct gr_calibrate_opts *o)
{
    size_t tot = 0;
    cudaError_t ce = cudaMemGetInfo(&free_bytes, &tot);
    if (ce != cudaSuccess) {
        fprintf(stderr, PROG ": no usable GPU: cudaMemGetInfo: %s\n", cudaGetErrorString(ce));
        return 1;
    }
    struct gr_cpus cpus;
    gr_cpus_avoid_gpu_irqs(o->share_irq_cpus, &cpus);
    if (!o->quiet)
        fprintf(stderr, PROG ": --calibrate: the GPU's interrupts go to CPU %s; measuring on %d"
                " CPUs\n", cpus.irq_cpus[0] ? cpus.irq_cpus : "(none found)", cpus.allowed);
    uint64_t cap = gr_cap(free_bytes, o->cap);
    uint64_t footprint = populate_footprint(cal_reps) > CAL_KEPT * 256 * MiB
                             ? populate_footprint(cal_reps)
                             : CAL_KEPT * 256 * MiB;
    if (footprint > cap) {
        fprintf(stderr, PROG ": --calibrate: refused: its managed footprint of %" PRIu64 " bytes "
                "exceeds the cap of %" PRIu64 " bytes (the smaller of 16 GiB and half the %zu "
                "bytes free%s); nothing was allocated\n", footprint, cap, free_bytes,
                o->cap ? ", or --cap" : "");
        return 2;
    }
    int concurrent = 0;
    CK(cudaDeviceGetAttribute(&concurrent, cudaDevAttrConcurrentManagedAccess, 0));
    if (!concurrent) {
        fprintf(stderr, PROG ": --calibrate: the GPU has no concurrent managed access (no GPU "
                "page faults): nothing here would measure the fault path\n");
        return 1;
    }
    cal_add("capacity", "total", 0, 0, 0, 0, (double)tot);
    return 0;
}

/* The profile header's machine: the device, the driver, the runtime, the date. */
static void describe_gpu(char *device, size_t len)
{
    cudaDeviceProp prop;
    int drv = 0, rt = 0;
    CK(cudaGetDeviceProperties(&prop, 0));
    CK(cudaDriverGetVersion(&drv));
    CK(cudaRuntimeGetVersion(&rt));
    char kmod[64];
    read_line("/sys/module/nvidia/version", kmod, sizeof kmod);
    snprintf(device, len, "%s", prop.name);
    snprintf(cal.meta.device, sizeof cal.meta.device, "%.120s", prop.name);
    snprintf(cal.meta.driver, sizeof cal.meta.driver, "%s (API %d)", kmod[0] ? kmod : "?", drv);
    snprintf(cal.meta.cuda, sizeof cal.meta.cuda, "runtime %d", rt);
    time_t now = time(NULL);
    strftime(cal.meta.date, sizeof cal.meta.date, "%Y-%m-%dT%H:%M:%SZ", gmtime(&now));
    snprintf(cal.meta.date_last, sizeof cal.meta.date_last, "%s", cal.meta.date);
}

/* The measurements, in this order: populate first, on pages new to the
 * process (managed's writes and frees would hand it recycled ones). */
static const struct {
    const char *name;
    void (*measure)(void);
} parts[] = { { "warm-up", warm_up }, { "launch", measure_launch },
              { "cudaMalloc", measure_malloc }, { "host populate", measure_populate },
              { "managed", measure_managed }, { "prefetch", cal_prefetch_chunks },
              { "CPU faults", measure_cpu_fault }, { "eviction", measure_evict },
              { "memcpy", measure_memcpy }, { "GPU faults", measure_faults },
              { "host touches", measure_host_touch }, { "fresh prefetch", cal_prefetch_fresh },
              { "idle-stream prefetch", cal_prefetch_idle },
              { "busy-stream prefetch", cal_prefetch_busy }, { "roofline", cal_roofline } };

/* Every part, the CSV written after each (a run cut short keeps its data):
 * 0, or -1 when it cannot be written. */
static int measure_all(const struct gr_calibrate_opts *o)
{
    gr_watchdog_start(o->watchdog_s, &cal_progress, say_stuck);
    CK(cudaStreamCreateWithFlags(&cal_stream, cudaStreamNonBlocking));
    CK(cudaMalloc((void **)&dstatus, sizeof *dstatus));
    CK(cudaMemset(dstatus, 0, sizeof *dstatus));
    for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++) {
        uint64_t ts = cal_now_ns();
        parts[i].measure();
        CK(cudaDeviceSynchronize());
        if (!o->quiet)
            fprintf(stderr, PROG ": --calibrate: %s done in %.1f s\n", parts[i].name,
                    (cal_now_ns() - ts) / 1e9);
        if (write_csv(o->out, NULL))
            return -1;
    }
    cal_step("teardown");
    CK(cudaFree(dstatus));
    CK(cudaStreamDestroy(cal_stream));
    return 0;
}

int gr_calibrate(const struct gr_calibrate_opts *o)
{
    struct model_profile base;
    char err[1024];
    if (model_profile_load(&base, o->base, err, sizeof err)) {
        fprintf(stderr, PROG ": --base: %s\n", err);
        return 2;
    }
    cal_inputs = (const char **)calloc(o->nfrom + 2, sizeof *cal_inputs); /* NULL-terminated */
    if (!cal_inputs) {
        fprintf(stderr, PROG ": out of host memory\n");
        return 2;
    }
    cal_inputs[0] = base.path;
    for (int i = 0; i < o->nfrom; i++)
        cal_inputs[i + 1] = o->from[i];
    calib_init(&cal);
    for (int i = 0; i < o->nfrom; i++)
        if (calib_read_csv(&cal, o->from[i], err, sizeof err)) {
            fprintf(stderr, PROG ": --from: %s\n", err);
            return 2;
        }
    if (o->nfrom)
        return fit_and_write(o, &base);
    cal_reps = o->reps;
    int rc = check_gpu(o);
    if (rc)
        return rc;
    char device[256];
    describe_gpu(device, sizeof device);
    if (write_csv(o->out, NULL)) /* a path that cannot be written fails before measuring */
        return 2;
    uint64_t t0 = cal_now_ns();
    if (measure_all(o))
        return 2;
    if (!o->quiet)
        fprintf(stderr, PROG ": --calibrate: %s: measured in %.1f s\n", device,
                (cal_now_ns() - t0) / 1e9);
    rc = fit_and_write(o, &base);
    calib_free(&cal);
    return rc;
}
