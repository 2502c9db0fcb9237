/* gpurun_calibrate_prefetch.cu: the prefetch measurements of `gpurun
 * --calibrate` (gpurun_calibrate_kit.h): cudaMemPrefetchAsync by call size
 * both ways, in a row and one at a time on an idle stream; calls that move
 * nothing (the walk of the range); calls deferred behind a kernel to the
 * driver's worker; and pages resident nowhere, populated on the GPU, in the
 * caller and in chained deferred calls. They feed prefetch_h2d_ns,
 * prefetch_d2h_ns, prefetch_host_ns, prefetch_call_ns, prefetch_defer_ns,
 * prefetch_queue, prefetch_zero_ns and prefetch_zero_defer_ns
 * (calib/calib.c says how each is fitted). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpurun_calibrate_kit.h"

/* The call sizes of the prefetch measurements: the traces' calls are mostly
 * 64 KiB to 16 MiB, so steps of four there. */
static const uint64_t prefetch_sizes[] = { 64 * KiB, 256 * KiB, 1 * MiB, 2 * MiB, 4 * MiB,
                                           16 * MiB, 64 * MiB,  256 * MiB };
#define NPREFETCH_SIZES (sizeof prefetch_sizes / sizeof prefetch_sizes[0])

/* A 256 MiB managed buffer written by the CPU, its pages created on both
 * sides once, back at the CPU. */
static struct cal_buf buf_both_sides(void)
{
    struct cal_buf b = cal_buf_alloc(256 * MiB);
    cal_cpu_fill(&b, 0);
    cal_prefetch_sync(b.p, b.bytes, true);
    cal_prefetch_sync(b.p, b.bytes, false);
    return b;
}

/* cudaMemPrefetchAsync per call both ways, and the host time inside calls
 * on already-resident ranges. */
void cal_prefetch_chunks(void)
{
    const uint64_t *chunks = prefetch_sizes;
    struct cal_buf b = buf_both_sides();
    for (size_t k = 0; k < NPREFETCH_SIZES; k++) {
        uint64_t chunk = chunks[k], region = chunk > 64 * MiB ? chunk : 64 * MiB;
        uint64_t calls = region / chunk;
        for (int r = 0; r < cal_reps; r++)
            for (int gpu = 1; gpu >= 0; gpu--) {
                cal_step("prefetch_%s_ns (chunk %" PRIu64 ", rep %d)", gpu ? "h2d" : "d2h",
                         chunk, r);
                CK(cudaStreamSynchronize(cal_stream));
                uint64_t t0 = cal_now_ns();
                for (uint64_t i = 0; i < calls; i++)
                    CK(cudaMemPrefetchAsync(b.p + i * chunk, chunk, cal_loc(gpu), 0, cal_stream));
                uint64_t t1 = cal_now_ns();
                CK(cudaStreamSynchronize(cal_stream));
                uint64_t t2 = cal_now_ns();
                cal_add(gpu ? "prefetch_h2d_ns" : "prefetch_d2h_ns", "chunk", chunk, 0, 0, r,
                        (double)(t2 - t0) / calls);
                if (gpu)
                    cal_add("prefetch_host_ns", "moving", chunk, 0, 0, r,
                            (double)(t1 - t0) / calls);
            }
    }
    /* ranges already on the GPU: nothing moves */
    cal_prefetch_sync(b.p, b.bytes, true);
    for (size_t k = 0; k < NPREFETCH_SIZES; k++)
        for (int r = 0; r < 2 * cal_reps; r++) {
            cal_step("prefetch_host_ns (resident, size %" PRIu64 ", rep %d)", chunks[k], r);
            uint64_t t0 = cal_now_ns();
            CK(cudaMemPrefetchAsync(b.p, chunks[k], cal_loc(true), 0, cal_stream));
            uint64_t t1 = cal_now_ns();
            CK(cudaStreamSynchronize(cal_stream));
            cal_add("prefetch_host_ns", "resident", chunks[k], 0, 0, r, (double)(t1 - t0));
        }
    cal_buf_free(&b);
}

/* cudaMemPrefetchAsync on an idle stream, one call at a time with a stream
 * synchronize between: the stream-completion time of the call (case idle of
 * prefetch_h2d_ns and prefetch_d2h_ns) and, to the GPU, the host time inside
 * it (case idle of prefetch_call_ns: with nothing queued before it, the
 * driver migrates in the calling thread). Averaged over up to 16 calls. */
void cal_prefetch_idle(void)
{
    const uint64_t *sizes = prefetch_sizes;
    struct cal_buf b = buf_both_sides();
    for (size_t k = 0; k < NPREFETCH_SIZES; k++) {
        uint64_t calls = b.bytes / sizes[k] < 16 ? b.bytes / sizes[k] : 16;
        for (int r = 0; r < cal_reps; r++)
            for (int gpu = 1; gpu >= 0; gpu--) {
                cal_step("prefetch_%s_ns (idle, size %" PRIu64 ", rep %d)", gpu ? "h2d" : "d2h",
                         sizes[k], r);
                double host = 0, done = 0;
                for (uint64_t i = 0; i < calls; i++) {
                    CK(cudaStreamSynchronize(cal_stream));
                    uint64_t t0 = cal_now_ns();
                    CK(cudaMemPrefetchAsync(b.p + i * sizes[k], sizes[k], cal_loc(gpu), 0,
                                            cal_stream));
                    uint64_t t1 = cal_now_ns();
                    CK(cudaStreamSynchronize(cal_stream));
                    uint64_t t2 = cal_now_ns();
                    host += (double)(t1 - t0);
                    done += (double)(t2 - t0);
                }
                cal_add(gpu ? "prefetch_h2d_ns" : "prefetch_d2h_ns", "idle", sizes[k], 0, 0, r,
                        done / (double)calls);
                if (gpu)
                    cal_add("prefetch_call_ns", "idle", sizes[k], 0, 0, r, host / (double)calls);
            }
    }
    cal_buf_free(&b);
}

/* Keeps its stream busy for ns (the GPU's global timer). */
__global__ static void cal_spin(uint64_t ns)
{
    uint64_t t0, t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0));
    do
        asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    while (t - t0 < ns);
}

/* cudaMemPrefetchAsync issued while a kernel still runs on its stream, N
 * calls in a row: the driver defers them to its worker, which runs them
 * once the kernel is done. To the GPU, of ranges already GPU-resident (case
 * resident-N) or CPU-resident (moving-N); to the CPU, of GPU-resident
 * ranges (cpu-N). Recorded: the stream time per call from the kernel's end
 * to the last call's end, by CUDA events (prefetch_defer_ns), and the host
 * time per call (prefetch_host_ns, case busy; busy-cpu to the CPU); and the
 * host time of a call on a second, idle stream meanwhile (device-busy); and
 * how many deferred calls the driver holds before one blocks, behind a
 * 20 ms kernel (prefetch_queue). The kernel of the others runs 500 us, a
 * typical dl kernel's order of magnitude and longer than issuing the calls
 * takes (the driver's wait grows with how long its worker waited:
 * docs/measurements.md). */
static const struct {
    uint64_t chunk;
    int calls;
} busy_cfg[] = { { 64 * KiB, 1 }, { 64 * KiB, 16 }, { 2 * MiB, 1 }, { 2 * MiB, 16 },
                 { 16 * MiB, 1 }, { 16 * MiB, 4 } };
#define BUSY_CFGS (sizeof busy_cfg / sizeof busy_cfg[0])
#define BUSY_SPIN_NS 500000

/* Calls of configuration k, of kind 0 resident, 1 moving, 2 to the CPU,
 * behind the kernel: their deferral and host time, one repetition r. */
static void busy_deferred(struct cal_buf *b, int kind, size_t k, int r, cudaEvent_t e0,
                          cudaEvent_t e1)
{
    static const char *const kinds[] = { "resident", "moving", "cpu" };
    char cas[32];
    snprintf(cas, sizeof cas, "%s-%d", kinds[kind], busy_cfg[k].calls);
    cal_step("prefetch_defer_ns (%s, chunk %" PRIu64 ", rep %d)", cas, busy_cfg[k].chunk, r);
    cal_prefetch_sync(b->p, b->bytes, kind != 1);
    cal_spin<<<1, 1, 0, cal_stream>>>(BUSY_SPIN_NS);
    CK(cudaGetLastError());
    CK(cudaEventRecord(e0, cal_stream));
    uint64_t t0 = cal_now_ns();
    for (int i = 0; i < busy_cfg[k].calls; i++)
        CK(cudaMemPrefetchAsync(b->p + (uint64_t)i * busy_cfg[k].chunk, busy_cfg[k].chunk,
                                cal_loc(kind != 2), 0, cal_stream));
    uint64_t t1 = cal_now_ns();
    CK(cudaEventRecord(e1, cal_stream));
    CK(cudaStreamSynchronize(cal_stream));
    if (t1 - t0 > BUSY_SPIN_NS / 2)
        fprintf(stderr, PROG ": --calibrate: %s: warning: issuing took %.1f us, the "
                "stream may have gone idle first\n", cal_where, (t1 - t0) / 1e3);
    float ms = 0;
    CK(cudaEventElapsedTime(&ms, e0, e1));
    cal_add("prefetch_defer_ns", cas, busy_cfg[k].chunk, 0, 0, r, ms * 1e6 / busy_cfg[k].calls);
    cal_add("prefetch_host_ns", kind == 2 ? "busy-cpu" : "busy", busy_cfg[k].chunk, 0, 0,
            r + 100 * (int)k + 1000 * kind, (double)(t1 - t0) / busy_cfg[k].calls);
}

/* On an idle second stream while the kernel runs on the first: in the
 * caller, of GPU-resident ranges (case device-busy; not fitted). */
static void busy_other_stream(struct cal_buf *b)
{
    cudaStream_t other;
    CK(cudaStreamCreateWithFlags(&other, cudaStreamNonBlocking));
    cal_prefetch_sync(b->p, b->bytes, true);
    for (size_t k = 0; k < BUSY_CFGS; k += 2)
        for (int r = 0; r < cal_reps; r++) {
            cal_step("prefetch_host_ns (device-busy, chunk %" PRIu64 ", rep %d)",
                     busy_cfg[k].chunk, r);
            cal_spin<<<1, 1, 0, cal_stream>>>(BUSY_SPIN_NS);
            CK(cudaGetLastError());
            uint64_t t0 = cal_now_ns();
            CK(cudaMemPrefetchAsync(b->p, busy_cfg[k].chunk, cal_loc(true), 0, other));
            uint64_t t1 = cal_now_ns();
            CK(cudaStreamSynchronize(other));
            CK(cudaStreamSynchronize(cal_stream));
            cal_add("prefetch_host_ns", "device-busy", busy_cfg[k].chunk, 0, 0, r,
                    (double)(t1 - t0));
        }
    CK(cudaStreamDestroy(other));
}

/* The driver's queue of deferred calls: behind a 20 ms kernel, 64 KiB
 * calls of GPU-resident ranges one after another until one blocks its
 * caller (past 1 ms: until the kernel ends); prefetch_queue counts the
 * calls that returned at once (docs/measurements.md section 16). */
static void busy_queue(struct cal_buf *b)
{
    const int queue_max = (int)(b->bytes / (64 * KiB) / 2);
    for (int r = 0; r < cal_reps; r++) {
        cal_step("prefetch_queue (rep %d)", r);
        cal_spin<<<1, 1, 0, cal_stream>>>(20000000);
        CK(cudaGetLastError());
        int held = 0;
        for (; held < queue_max; held++) {
            uint64_t t0 = cal_now_ns();
            CK(cudaMemPrefetchAsync(b->p + (uint64_t)held * 64 * KiB, 64 * KiB, cal_loc(true), 0,
                                    cal_stream));
            if (cal_now_ns() - t0 > 1000000)
                break;
        }
        CK(cudaStreamSynchronize(cal_stream));
        cal_add("prefetch_queue", "held", 64 * KiB, 0, 0, r, held);
    }
}

void cal_prefetch_busy(void)
{
    struct cal_buf b = cal_buf_alloc(64 * MiB);
    cal_cpu_fill(&b, 0);
    cudaEvent_t e0, e1;
    CK(cudaEventCreate(&e0));
    CK(cudaEventCreate(&e1));
    for (int kind = 0; kind < 3; kind++)
        for (size_t k = 0; k < BUSY_CFGS; k++)
            for (int r = 0; r < cal_reps; r++)
                busy_deferred(&b, kind, k, r, e0, e1);
    busy_other_stream(&b);
    busy_queue(&b);
    CK(cudaEventDestroy(e0));
    CK(cudaEventDestroy(e1));
    cal_buf_free(&b);
}

/* cudaMemPrefetchAsync to the GPU of managed memory never touched (the
 * driver populates and zero-fills it there): stream-completion and host
 * time of one call (case fresh); and, behind a 500 us kernel, calls in a
 * row that the driver's worker runs one after another: stream time per
 * call after the first, by CUDA events (prefetch_zero_defer_ns, case
 * chained; docs/measurements.md section 22). */
void cal_prefetch_fresh(void)
{
    static const uint64_t sizes[] = { 2 * MiB, 16 * MiB, 64 * MiB };
    static const int calls[] = { 8, 4, 2 };
    cudaEvent_t e0, e1;
    CK(cudaEventCreate(&e0));
    CK(cudaEventCreate(&e1));
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
        for (int r = 0; r < cal_reps; r++) {
            cal_step("prefetch_zero_defer_ns (chained, size %" PRIu64 ", rep %d)", sizes[k], r);
            struct cal_buf b = cal_buf_alloc(sizes[k] * calls[k]);
            CK(cudaStreamSynchronize(cal_stream));
            cal_spin<<<1, 1, 0, cal_stream>>>(500000);
            CK(cudaGetLastError());
            CK(cudaMemPrefetchAsync(b.p, sizes[k], cal_loc(true), 0, cal_stream));
            CK(cudaEventRecord(e0, cal_stream));
            for (int i = 1; i < calls[k]; i++)
                CK(cudaMemPrefetchAsync(b.p + i * sizes[k], sizes[k], cal_loc(true), 0,
                                        cal_stream));
            CK(cudaEventRecord(e1, cal_stream));
            CK(cudaStreamSynchronize(cal_stream));
            float ms = 0;
            CK(cudaEventElapsedTime(&ms, e0, e1));
            cal_add("prefetch_zero_defer_ns", "chained", sizes[k], 0, 0, r,
                    ms * 1e6 / (calls[k] - 1));
            cal_buf_free(&b);
        }
    CK(cudaEventDestroy(e0));
    CK(cudaEventDestroy(e1));
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
        for (int r = 0; r < cal_reps; r++) {
            cal_step("prefetch_h2d_ns (fresh, size %" PRIu64 ", rep %d)", sizes[k], r);
            struct cal_buf b = cal_buf_alloc(sizes[k]);
            CK(cudaStreamSynchronize(cal_stream));
            uint64_t t0 = cal_now_ns();
            CK(cudaMemPrefetchAsync(b.p, b.bytes, cal_loc(true), 0, cal_stream));
            uint64_t t1 = cal_now_ns();
            CK(cudaStreamSynchronize(cal_stream));
            uint64_t t2 = cal_now_ns();
            cal_add("prefetch_h2d_ns", "fresh", sizes[k], 0, 0, r, (double)(t2 - t0));
            cal_add("prefetch_host_ns", "fresh", sizes[k], 0, 0, r, (double)(t1 - t0));
            cal_buf_free(&b);
        }
}
