/* umprobe_placement.cu: item 6, where the CUDA driver places small allocations and what
 * a small managed allocation inherits from the memory it is placed in.
 *
 * Placement: one sequence of cudaMallocManaged (and the same of cudaMalloc) calls of
 * sizes from 256 B to 3 MiB, then two frees and four more calls; each call's address is
 * recorded as its offset from the sequence's first address and its offset inside its
 * 2 MiB block, so packing (several allocations in one 2 MiB block), the granularity and
 * the reuse of freed space can be read off. simrun's placement (sim/sim_cuda_blocks.h)
 * is checked against these rows.
 *
 * Inheritance, managed memory only, a 4 KiB keeper allocation first so that the block
 * stays in use: (a) the CPU writes a 64 KiB allocation, it is freed, and a new 64 KiB
 * allocation is made: same address or not, and how many of its 4 KiB pages are already
 * present in the CPU page table before anyone touches it; (b) the same with the GPU as
 * the writer, then the CPU writes the new allocation: the bytes that came back to the CPU
 * (CUPTI, with --cupti) and the write's host time; (c) two adjacent 4 KiB allocations,
 * the GPU writes the first, the CPU the second: the bytes that came back (a shared
 * 64 KiB page).
 */
#include "umprobe.h"

#include <string.h>

static const uint64_t seq_sizes[] = { 256, 4 * KiB, 4 * KiB, 64 * KiB, 200 * KiB, MiB,
                                      1536 * KiB, 2 * MiB, 2 * MiB + 4 * KiB, 64 * KiB,
                                      8 * KiB, 3 * MiB, 512 };
#define NSEQ (sizeof seq_sizes / sizeof seq_sizes[0])
static const int freed[] = { 1, 3 }; /* indices freed before the second round */
static const uint64_t again_sizes[] = { 4 * KiB, 64 * KiB, 32 * KiB, MiB };
#define NAGAIN (sizeof again_sizes / sizeof again_sizes[0])

static void *alloc_kind(int managed, uint64_t size)
{
    void *p = NULL;
    if (managed)
        CK(cudaMallocManaged(&p, size, cudaMemAttachGlobal));
    else
        CK(cudaMalloc(&p, size));
    return p;
}

static void put_place(const char *name, uint64_t size, uint64_t index, const void *p,
                      const void *first)
{
    um_put(6, name, size, index, "offset", "B", (double)((intptr_t)p - (intptr_t)first));
    um_put(6, name, size, index, "block_offset", "B", (double)((uintptr_t)p % (2 * MiB)));
}

static void placement(int managed)
{
    void *seq[NSEQ], *again[NAGAIN];
    const char *name = managed ? "managed_place" : "device_place";
    const char *name2 = managed ? "managed_place_after_free" : "device_place_after_free";
    for (size_t i = 0; i < NSEQ; i++) {
        seq[i] = alloc_kind(managed, seq_sizes[i]);
        put_place(name, seq_sizes[i], i, seq[i], seq[0]);
    }
    for (size_t k = 0; k < sizeof freed / sizeof freed[0]; k++) {
        CK(cudaFree(seq[freed[k]]));
        seq[freed[k]] = NULL;
    }
    for (size_t i = 0; i < NAGAIN; i++) {
        again[i] = alloc_kind(managed, again_sizes[i]);
        put_place(name2, again_sizes[i], i, again[i], seq[0]);
    }
    for (size_t i = 0; i < NAGAIN; i++)
        CK(cudaFree(again[i]));
    for (size_t i = 0; i < NSEQ; i++)
        if (seq[i])
            CK(cudaFree(seq[i]));
}

/* (a) and (b): a 64 KiB allocation written by the CPU (gpu_writer 0) or the GPU, freed,
 * and a new one of the same size. */
static void inherit(int gpu_writer)
{
    const char *name = gpu_writer ? "reuse_after_gpu_write" : "reuse_after_cpu_write";
    const uint64_t size = 64 * KiB;
    void *keeper = alloc_kind(1, 4 * KiB);
    char *a = (char *)alloc_kind(1, size);
    if (gpu_writer) {
        um_launch_stream_write(8, um_stream, (uint4 *)a, size / 16, 1);
        CK_LAUNCH();
        CK(cudaStreamSynchronize(um_stream));
    } else {
        memset(a, 0x22, size);
    }
    CK(cudaFree(a));
    char *b = (char *)alloc_kind(1, size);
    um_put(6, name, size, 0, "same_address", "", b == a ? 1 : 0);
    um_put(6, name, size, 0, "cpu_present_pages_before_touch", "pages",
           (double)um_cpu_present_pages(b, size));
    CK(cudaDeviceSynchronize());
    uint64_t t0 = um_cupti_now();
    double h0 = um_now_s();
    memset(b, 0x33, size);
    double h1 = um_now_s();
    uint64_t t1 = um_cupti_now();
    struct umsum s = um_collect(t0, t1, (uintptr_t)b, (uintptr_t)b + size);
    um_put(6, name, size, 0, "cpu_write_us", "us", (h1 - h0) * 1e6);
    um_put_counters(6, name, size, 0, &s);
    CK(cudaFree(b));
    CK(cudaFree(keeper));
}

/* (c): two adjacent small allocations, the GPU writes one, the CPU the other. */
static void neighbours(void)
{
    const uint64_t size = 4 * KiB;
    char *g = (char *)alloc_kind(1, size), *c = (char *)alloc_kind(1, size);
    um_put(6, "neighbour_cpu_after_gpu", size, 0, "distance", "B",
           (double)((intptr_t)c - (intptr_t)g));
    memset(c, 0x44, size); /* populated on the CPU first, as a host-initialized buffer */
    um_launch_stream_write(1, um_stream, (uint4 *)g, size / 16, 2);
    CK_LAUNCH();
    CK(cudaStreamSynchronize(um_stream));
    uint64_t t0 = um_cupti_now();
    double h0 = um_now_s();
    memset(c, 0x55, size);
    double h1 = um_now_s();
    uint64_t t1 = um_cupti_now();
    uintptr_t lo = (uintptr_t)(g < c ? g : c) & ~(uintptr_t)(2 * MiB - 1);
    struct umsum s = um_collect(t0, t1, lo, lo + 4 * MiB);
    um_put(6, "neighbour_cpu_after_gpu", size, 0, "cpu_write_us", "us", (h1 - h0) * 1e6);
    um_put_counters(6, "neighbour_cpu_after_gpu", size, 0, &s);
    CK(cudaFree(c));
    CK(cudaFree(g));
}

void um_item6(void)
{
    for (int r = 0; r < um_reps; r++) {
        placement(1);
        placement(0);
        inherit(0);
        inherit(1);
        neighbours();
    }
}
