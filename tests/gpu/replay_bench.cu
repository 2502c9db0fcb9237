/* replay_bench.cu: how fast gpurun's replay kernel (gpu/gpurun_kernels.cu)
 * touches GPU-resident memory, so that a kernel's touches are known to fit in
 * its ns as the traced program's own kernel did. Device memory (no Unified
 * Memory: the kernel alone), one range of 16 and 128 MiB read, written, read
 * and written, and 128 MiB in 123 ranges (an optimizer step's shape: two of
 * three read and written). Prints one line per case, the median of five
 * launches after one warm-up: "replay-bench: CASE: US us (GB/s of the range)".
 * tests/gpu/run.sh checks the ratio of read-and-write to read at 128 MiB.
 *
 * Then the GPU time of small kernels back to back (1000 launches queued
 * behind a 20 ms kernel, from its end to the last one's, divided by 1000;
 * the median of five): "empty" (no ranges, ns 0: the GPU's floor per
 * kernel), "spin" (ns 3 us), "small" (five ranges of 2.4 MiB in all, two
 * read, two read and written, one written, ns 0) and "small+spin" (the
 * same with ns 3 us): an ETL trace's kernels (docs/measurements.md section
 * 15). "replay-bench: kernel CASE: US us".
 *
 * Then the host time of one launch as gpurun issues it (ranges inline), the
 * median of five runs of 1000 launches: "same" the calibration's way (one
 * range, the same every time, back to back); "varied" four ranges at other
 * addresses every launch; "varied+cpu" the same with the CPU writing 256 KiB
 * of its own memory between launches, as a harness's allocator and
 * bookkeeping run between a trace's launches (docs/measurements.md section
 * 12). Only the launch calls are timed.
 */
#include "gpurun_kernels.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MiB (1ull << 20)
#define CK(call)                                                                       \
    do {                                                                               \
        cudaError_t e_ = (call);                                                       \
        if (e_ != cudaSuccess) {                                                       \
            fprintf(stderr, "replay-bench: %s: %s\n", #call, cudaGetErrorString(e_)); \
            exit(1);                                                                   \
        }                                                                              \
    } while (0)

static cudaStream_t stream;
static struct gr_check_status *status;
static struct gr_range *dev_ranges;

static int cmp(const void *a, const void *b)
{
    float x = *(const float *)a, y = *(const float *)b;
    return (x > y) - (x < y);
}

/* Median launch time of ranges [0, n) in us. */
static float time_us(const struct gr_range *r, uint32_t n)
{
    uint64_t chunks = 0;
    for (uint32_t i = 0; i < n; i++)
        chunks += r[i].nchunks;
    CK(cudaMemcpy(dev_ranges, r, n * sizeof *r, cudaMemcpyHostToDevice));
    cudaEvent_t a, b;
    CK(cudaEventCreate(&a));
    CK(cudaEventCreate(&b));
    float t[6];
    for (int k = 0; k < 6; k++) {
        CK(cudaEventRecord(a, stream));
        CK(gr_launch_replay(dev_ranges, n, chunks, 0, 0, status, stream));
        CK(cudaEventRecord(b, stream));
        CK(cudaStreamSynchronize(stream));
        CK(cudaEventElapsedTime(&t[k], a, b));
    }
    qsort(t + 1, 5, sizeof t[0], cmp);
    CK(cudaEventDestroy(a));
    CK(cudaEventDestroy(b));
    return t[3] * 1000;
}

static struct gr_range range(char *base, uint64_t off, uint64_t len, uint8_t mode, uint64_t c0)
{
    struct gr_range r;
    memset(&r, 0, sizeof r);
    r.addr = r.buf_base = (uint64_t)(uintptr_t)(base + off);
    r.len = len;
    r.mode = mode;
    r.pattern = 0;
    r.piece = 1;
    gr_range_plan(&r, 1);
    r.chunk0 = c0;
    return r;
}

static double now_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e6 + t.tv_nsec * 1e-3;
}

/* Median host time of one launch over five runs of 1000 (see the top). */
static double launch_us(char *buf, int nranges, int vary, int cpu)
{
    enum { N = 1000 };
    static char scratch[256 << 10];
    double run[5];
    for (int k = 0; k < 5; k++) {
        double sum = 0;
        for (int i = 0; i < N; i++) {
            struct gr_range r[4];
            uint64_t c0 = 0;
            for (int j = 0; j < nranges; j++) {
                uint64_t off = vary ? ((uint64_t)(i * 4 + j) * 65536) % (64 * MiB) : 0;
                r[j] = range(buf, off, 4096, j % 2 ? 3 : 1, c0);
                c0 += r[j].nchunks;
            }
            if (cpu)
                memset(scratch, i, sizeof scratch);
            double t0 = now_us();
            CK(gr_launch_replay_inline(r, (uint32_t)nranges, c0, 0, 0, status, stream));
            sum += now_us() - t0;
        }
        CK(cudaStreamSynchronize(stream));
        run[k] = sum / N;
    }
    for (int a = 1; a < 5; a++) /* sort the five */
        for (int b = a; b > 0 && run[b] < run[b - 1]; b--) {
            double t = run[b];
            run[b] = run[b - 1];
            run[b - 1] = t;
        }
    return run[2];
}

/* Median GPU time of one of 1000 back-to-back launches of ranges [0, n)
 * with ns, in us (see the top). */
static double kernel_us(const struct gr_range *r, uint32_t n, uint64_t ns)
{
    enum { N = 1000 };
    uint64_t chunks = 0;
    for (uint32_t i = 0; i < n; i++)
        chunks += r[i].nchunks;
    cudaEvent_t a, b;
    CK(cudaEventCreate(&a));
    CK(cudaEventCreate(&b));
    float t[5];
    for (int k = 0; k < 5; k++) {
        CK(gr_launch_replay_inline(r, 0, 0, 20000000, 0, status, stream));
        CK(cudaEventRecord(a, stream));
        for (int i = 0; i < N; i++)
            CK(gr_launch_replay_inline(r, n, chunks, ns, 0, status, stream));
        CK(cudaEventRecord(b, stream));
        CK(cudaStreamSynchronize(stream));
        CK(cudaEventElapsedTime(&t[k], a, b));
    }
    qsort(t, 5, sizeof t[0], cmp);
    CK(cudaEventDestroy(a));
    CK(cudaEventDestroy(b));
    return t[2] * 1000.0 / N;
}

int main(void)
{
    enum { NMANY = 123 };
    char *buf;
    CK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
    CK(cudaMalloc((void **)&buf, 128 * MiB));
    CK(cudaMemset(buf, 1, 128 * MiB));
    CK(cudaMalloc((void **)&status, sizeof *status));
    CK(cudaMemset(status, 0, sizeof *status));
    CK(cudaMalloc((void **)&dev_ranges, NMANY * sizeof *dev_ranges));
    static const char *const modes[] = { "", "read", "write", "read-write" };
    for (uint64_t size = 16 * MiB; size <= 128 * MiB; size *= 8)
        for (uint8_t mode = 1; mode <= 3; mode++) {
            struct gr_range r = range(buf, 0, size, mode, 0);
            float us = time_us(&r, 1);
            printf("replay-bench: %s %llu MiB: %.1f us (%.0f GB/s)\n", modes[mode],
                   (unsigned long long)(size / MiB), us, size / (us * 1e3));
        }
    /* 123 ranges over the 128 MiB, sizes 4 KiB-aligned and varied, every
     * third read only */
    struct gr_range many[NMANY];
    uint64_t off = 0, c0 = 0, step = 128 * MiB / NMANY & ~4095ull;
    for (int i = 0; i < NMANY; i++) {
        uint64_t len = i == NMANY - 1 ? 128 * MiB - off : (step / 2 + (i * 7919 % 97) * step / 97) & ~4095ull;
        many[i] = range(buf, off, len, i % 3 == 2 ? 1 : 3, c0);
        c0 += many[i].nchunks;
        off += len;
    }
    float us = time_us(many, NMANY);
    printf("replay-bench: %d ranges, 128 MiB: %.1f us (%.0f GB/s)\n", NMANY, us,
           128 * MiB / (us * 1e3));
    /* an ETL step's kernel: five ranges, 2.4 MiB, at 1 MiB-spaced offsets */
    static const uint64_t lens[] = { 743424, 33792, 792576, 792576, 33792 };
    static const uint8_t kmodes[] = { 1, 3, 1, 3, 2 };
    struct gr_range small[5];
    c0 = 0;
    for (int i = 0; i < 5; i++) {
        small[i] = range(buf, (uint64_t)(i + 1) * MiB, lens[i], kmodes[i], c0);
        c0 += small[i].nchunks;
    }
    printf("replay-bench: kernel empty: %.2f us\n", kernel_us(small, 0, 0));
    printf("replay-bench: kernel spin: %.2f us\n", kernel_us(small, 0, 3000));
    printf("replay-bench: kernel small: %.2f us\n", kernel_us(small, 5, 0));
    printf("replay-bench: kernel small+spin: %.2f us\n", kernel_us(small, 5, 3000));
    printf("replay-bench: launch same: %.2f us\n", launch_us(buf, 1, 0, 0));
    printf("replay-bench: launch varied: %.2f us\n", launch_us(buf, 4, 1, 0));
    printf("replay-bench: launch varied+cpu: %.2f us\n", launch_us(buf, 4, 1, 1));
    CK(cudaFree(dev_ranges));
    CK(cudaFree(status));
    CK(cudaFree(buf));
    return 0;
}
