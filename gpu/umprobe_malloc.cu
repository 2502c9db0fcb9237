/* umprobe_malloc.cu: item 8, the host time of cudaMallocManaged in the settings a trace
 * calls it in, against the calibration's (an allocation freed right after it is made).
 * simrun charges managed_malloc_ns by what this finds (docs/measurements.md section 12).
 *
 * Each repetition, every call allocating 20 MiB (a caching allocator's large segment);
 * the values are the call's host time in us (chunk = the call's index in its case):
 *   pair           allocated and freed at once, 8 times (the calibration's way);
 *   keep           8 allocations kept, nothing touched;
 *   keep_pop       8 allocations kept, the CPU writing the first 16 MiB of each right
 *                  after it (a trace's host-initialized buffers), the next call at once;
 *   keep_pop_idle  the same with 5 ms of idle host between a memset and the next call;
 *   busy_fault     while a kernel streams by faults through 256 MiB the CPU wrote (8
 *                  calls 1 ms apart; a call counts only if the kernel was still running
 *                  when it returned);
 *   busy_prefetch  while cudaMemPrefetchAsync moves 256 MiB the CPU wrote to the GPU;
 *   busy_spin      while a kernel that touches no managed memory runs;
 * and the CPU's first touch in a caching segment (memset_us, chunk 0 and 1):
 *   seg_9M         9 MiB at offset 0 of a fresh 20 MiB allocation, then 9 MiB at 9 MiB;
 *   fresh_9M       9 MiB of a fresh allocation aligned to a 2 MiB block.
 * Everything a repetition allocates is freed at its end; its peak is 256 MiB + 9 * 20 MiB.
 */
#include "umprobe.h"

#include <stdio.h>
#include <string.h>

#define SEG (20 * MiB)
#define NCALL 8
#define BIG (256 * MiB)

static double spin_until(double t)
{
    double now;
    while ((now = um_now_s()) < t)
        ;
    return now;
}

static double malloc_us(void **p)
{
    double t0 = um_now_s();
    CK(cudaMallocManaged(p, SEG, cudaMemAttachGlobal));
    return (um_now_s() - t0) * 1e6;
}

static void free_all(void **p, int n)
{
    for (int i = 0; i < n; i++)
        CK(cudaFree(p[i]));
}

/* NCALL allocations kept; with pop, the CPU writes 16 MiB of each right after it, and
 * with idle_s, the host then waits idle_s before the next call. */
static void kept(const char *name, int pop, double idle_s)
{
    void *p[NCALL];
    for (int i = 0; i < NCALL; i++) {
        um_put(8, name, SEG, (uint64_t)i, "malloc_us", "us", malloc_us(&p[i]));
        if (pop)
            memset(p[i], 0x60 + i, 16 * MiB);
        if (idle_s > 0)
            spin_until(um_now_s() + idle_s);
    }
    free_all(p, NCALL);
}

/* NCALL allocations 1 ms apart while the work `start` put on um_stream runs; a call counts
 * only if that work was still running when the call returned. */
static void during(const char *name, void (*start)(struct um_mbuf *), struct um_mbuf *big)
{
    void *p[NCALL];
    int n = 0;
    start(big);
    double t = um_now_s() + 1e-3;
    for (int i = 0; i < NCALL; i++, t += 1e-3) {
        spin_until(t);
        double us = malloc_us(&p[n++]);
        cudaError_t q = cudaStreamQuery(um_stream);
        if (q == cudaErrorNotReady)
            um_put(8, name, SEG, (uint64_t)i, "malloc_us", "us", us);
        else
            CK(q);
    }
    CK(cudaStreamSynchronize(um_stream));
    free_all(p, n);
}

static void start_fault(struct um_mbuf *b)
{
    um_cpu_fill(b, 3);
    um_launch_stream_read(um_sm_count * 2, um_stream, (const uint4 *)b->p, b->bytes / 16,
                          um_dsink);
    CK_LAUNCH();
}

static void start_prefetch(struct um_mbuf *b)
{
    um_cpu_fill(b, 4);
    CK(cudaMemPrefetchAsync(b->p, b->bytes, um_loc_gpu(), 0, um_stream));
}

/* a kernel on GPU-resident data (the buffer, prefetched and synchronized first), long
 * enough to outlast the calls: reads of 256 MiB at the memory's speed take about 0.1 ms,
 * so 200 of them */
static void start_spin(struct um_mbuf *b)
{
    CK(cudaMemPrefetchAsync(b->p, b->bytes, um_loc_gpu(), 0, um_stream));
    CK(cudaStreamSynchronize(um_stream));
    for (int k = 0; k < 200; k++) {
        um_launch_stream_read(um_sm_count * 2, um_stream, (const uint4 *)b->p, b->bytes / 16,
                              um_dsink);
        CK_LAUNCH();
    }
}

static double memset_us(char *p, uint64_t bytes, int fill)
{
    double t0 = um_now_s();
    memset(p, fill, bytes);
    return (um_now_s() - t0) * 1e6;
}

void um_item8(void)
{
    if (um_max_bytes < BIG + (NCALL + 1) * SEG) { /* its peak, checked against the cap */
        fprintf(stderr, "umprobe: item 8 needs --max-bytes of at least 436M; skipped\n");
        return;
    }
    for (int r = 0; r < um_reps; r++) {
        for (int i = 0; i < NCALL; i++) {
            void *p;
            um_put(8, "pair", SEG, (uint64_t)i, "malloc_us", "us", malloc_us(&p));
            CK(cudaFree(p));
        }
        kept("keep", 0, 0);
        kept("keep_pop", 1, 0);
        kept("keep_pop_idle", 1, 5e-3);

        struct um_mbuf big = um_mbuf_alloc(BIG);
        during("busy_fault", start_fault, &big);
        um_mbuf_free(&big);
        big = um_mbuf_alloc(BIG);
        during("busy_prefetch", start_prefetch, &big);
        during("busy_spin", start_spin, &big);
        um_mbuf_free(&big);

        void *seg;
        CK(cudaMallocManaged(&seg, SEG, cudaMemAttachGlobal));
        um_put(8, "seg_9M", 9 * MiB, 0, "memset_us", "us", memset_us((char *)seg, 9 * MiB, 0x70));
        um_put(8, "seg_9M", 9 * MiB, 1, "memset_us", "us",
               memset_us((char *)seg + 9 * MiB, 9 * MiB, 0x71));
        struct um_mbuf f = um_mbuf_alloc(9 * MiB);
        um_put(8, "fresh_9M", 9 * MiB, 0, "memset_us", "us", memset_us(f.p, 9 * MiB, 0x72));
        um_mbuf_free(&f);
        CK(cudaFree(seg));
    }
}
