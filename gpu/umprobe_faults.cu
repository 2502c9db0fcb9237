/* umprobe_faults.cu: the probes of page faults. Item 1: bytes migrated per GPU touch
 * of single 64 KiB blocks of a CPU-resident buffer (the density prefetch) and of two
 * strided patterns, by CUPTI and by pagemap; item 2: a kernel streaming through a
 * CPU-resident buffer by faulting (2 MiB to 1 GiB); item 4: the CPU reading and
 * writing GPU-resident data (CPU faults).
 */
#include "umprobe.h"

#include <string.h>

/* Launch touch_words over one buffer, time it, and record bytes moved. */
static void touch_phase(int item, const char *name, struct um_mbuf *b, uint64_t offset,
                        uint64_t stride, uint32_t n, int write, uint64_t key)
{
    cudaEvent_t e0, e1;
    CK(cudaEventCreate(&e0));
    CK(cudaEventCreate(&e1));
    long before = um_cpu_present_pages(b->p, b->bytes);
    uint64_t t0 = um_cupti_now();
    CK(cudaEventRecord(e0, um_stream));
    um_launch_touch_words((n + 255) / 256, um_stream, (uint32_t *)(b->p + offset), stride, n,
                          write, um_dsink);
    CK_LAUNCH();
    CK(cudaEventRecord(e1, um_stream));
    CK(cudaStreamSynchronize(um_stream));
    uint64_t t1 = um_cupti_now();
    float ms = 0;
    CK(cudaEventElapsedTime(&ms, e0, e1));
    CK(cudaEventDestroy(e0));
    CK(cudaEventDestroy(e1));
    long after = um_cpu_present_pages(b->p, b->bytes);
    struct umsum s = um_collect(t0, t1, (uintptr_t)b->raw, (uintptr_t)b->p + b->bytes);
    um_put_counters(item, name, b->bytes, key, &s);
    if (before >= 0 && after >= 0)
        um_put(item, name, b->bytes, key, "pagemap_left_cpu", "B", (double)(before - after) * 4096);
    um_put(item, name, b->bytes, key, "kernel_us", "us", ms * 1e3);
}

/* Item 1: the density prefetch sequence and the two strided patterns. */
void um_item1(void)
{
    static const int blocks[] = {0, 1, 2, 4, 8, 16};
    for (int r = 0; r < um_reps; r++) {
        for (int write = 0; write < 2; write++) {
            struct um_mbuf b = um_mbuf_alloc(2 * MiB);
            um_cpu_fill(&b, r);
            for (int i = 0; i < 6; i++)
                touch_phase(1, write ? "seq64k_2M_write" : "seq64k_2M_read", &b,
                            blocks[i] * 64 * KiB, 0, 1, write, blocks[i]);
            um_mbuf_free(&b);
        }
        /* 4 MiB: the sequence in VA block 0, then in VA block 1 (key 100 + block). */
        struct um_mbuf b = um_mbuf_alloc(4 * MiB);
        um_cpu_fill(&b, r);
        for (int vb = 0; vb < 2; vb++)
            for (int i = 0; i < 6; i++)
                touch_phase(1, "seq64k_4M_read", &b, vb * 2 * MiB + blocks[i] * 64 * KiB, 0, 1,
                            0, vb * 100 + blocks[i]);
        um_mbuf_free(&b);

        if (256 * MiB <= um_max_bytes) {
            b = um_mbuf_alloc(256 * MiB);
            um_cpu_fill(&b, r);
            touch_phase(1, "stride2M_256M_read", &b, 0, 2 * MiB, 128, 0, 2 * MiB);
            um_mbuf_free(&b);
        }
        if (64 * MiB <= um_max_bytes) {
            b = um_mbuf_alloc(64 * MiB);
            um_cpu_fill(&b, r);
            touch_phase(1, "stride64k_64M_read", &b, 0, 64 * KiB, 1024, 0, 64 * KiB);
            um_mbuf_free(&b);
        }
    }
}

static const uint64_t item2_sizes[] = {2 * MiB, 16 * MiB, 64 * MiB, 256 * MiB, GiB};

/* Item 2: a kernel streaming through a CPU-resident buffer, migrating it by faults. */
void um_item2(void)
{
    for (size_t k = 0; k < sizeof item2_sizes / sizeof item2_sizes[0]; k++) {
        uint64_t size = item2_sizes[k];
        if (size > um_max_bytes)
            continue;
        struct um_mbuf b = um_mbuf_alloc(size);
        cudaEvent_t e0, e1;
        CK(cudaEventCreate(&e0));
        CK(cudaEventCreate(&e1));
        for (int r = 0; r < um_reps; r++) {
            if (r > 0) /* bring it back, then dirty it on the CPU as a program would */
                CK(cudaMemPrefetchAsync(b.p, size, um_loc_cpu(), 0, um_stream));
            CK(cudaStreamSynchronize(um_stream));
            um_cpu_fill(&b, r);
            long before = um_cpu_present_pages(b.p, size);
            uint64_t t0 = um_cupti_now();
            CK(cudaEventRecord(e0, um_stream));
            um_launch_stream_read(um_sm_count * 8, um_stream, (const uint4 *)b.p, size / 16,
                                  um_dsink);
            CK_LAUNCH();
            CK(cudaEventRecord(e1, um_stream));
            CK(cudaStreamSynchronize(um_stream));
            uint64_t t1 = um_cupti_now();
            float ms = 0;
            CK(cudaEventElapsedTime(&ms, e0, e1));
            long after = um_cpu_present_pages(b.p, size);
            struct umsum s = um_collect(t0, t1, (uintptr_t)b.raw, (uintptr_t)b.p + size);
            um_put_counters(2, "fault_read", size, 0, &s);
            if (before >= 0 && after >= 0)
                um_put(2, "fault_read", size, 0, "pagemap_left_cpu", "B",
                    (double)(before - after) * 4096);
            um_put(2, "fault_read", size, 0, "kernel_us", "us", ms * 1e3);
            um_put(2, "fault_read", size, 0, "GBps", "GB/s", size / (ms * 1e-3) / 1e9);
        }
        CK(cudaEventDestroy(e0));
        CK(cudaEventDestroy(e1));
        um_mbuf_free(&b);
    }
}

/* Item 4: the CPU reads, then writes, GPU-resident data (CPU faults migrate it back). */
void um_item4(void)
{
    static const uint64_t sizes[] = {64 * MiB, 256 * MiB};
    for (int k = 0; k < 2; k++) {
        uint64_t size = sizes[k];
        if (size > um_max_bytes)
            continue;
        struct um_mbuf b = um_mbuf_alloc(size);
        um_cpu_fill(&b, 0);
        for (int r = 0; r < um_reps; r++)
            for (int write = 0; write < 2; write++) {
                /* GPU-resident and GPU-written: prefetch, then a kernel writes it all. */
                CK(cudaMemPrefetchAsync(b.p, size, um_loc_gpu(), 0, um_stream));
                um_launch_stream_write(um_sm_count * 8, um_stream, (uint4 *)b.p, size / 16, r);
                CK_LAUNCH();
                CK(cudaStreamSynchronize(um_stream));
                long before = um_cpu_present_pages(b.p, size);
                uint64_t t0 = um_cupti_now();
                double h0 = um_now_s();
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
                double h1 = um_now_s();
                (void)acc;
                uint64_t t1 = um_cupti_now();
                struct umsum s = um_collect(t0, t1, (uintptr_t)b.raw, (uintptr_t)b.p + size);
                const char *name = write ? "cpu_write_gpu_resident" : "cpu_read_gpu_resident";
                um_put_counters(4, name, size, 0, &s);
                long after = um_cpu_present_pages(b.p, size);
                if (before >= 0 && after >= 0)
                    um_put(4, name, size, 0, "pagemap_back_on_cpu", "B", (double)(after - before) * 4096);
                um_put(4, name, size, 0, "GBps", "GB/s", size / (h1 - h0) / 1e9);
                um_put(4, name, size, 0, "time_us", "us", (h1 - h0) * 1e6);
            }
        um_mbuf_free(&b);
    }
}
