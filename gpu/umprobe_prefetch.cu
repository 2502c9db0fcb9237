/* umprobe_prefetch.cu: the probes of cudaMemPrefetchAsync. Item 3: the buffer moved
 * to the GPU and back in calls of one size (64 KiB to 1 GiB), per-call and issue cost;
 * item 5: one GPU-resident 2 MiB chunk after another evicted by a synchronized prefetch
 * to the CPU (what a harness's eviction costs).
 */
#include "umprobe.h"

static const uint64_t item3_chunks[] = {64 * KiB, 2 * MiB, 16 * MiB, 64 * MiB, 256 * MiB, GiB};

/* One direction of item 3: the whole buffer in calls of `chunk` bytes, host-timed. */
static void prefetch_pass(struct um_mbuf *b, uint64_t chunk, int to_gpu, int record)
{
    struct cudaMemLocation l = to_gpu ? um_loc_gpu() : um_loc_cpu();
    uint64_t calls = b->bytes / chunk;
    CK(cudaStreamSynchronize(um_stream));
    uint64_t t0 = um_cupti_now();
    double h0 = um_now_s();
    for (uint64_t i = 0; i < calls; i++)
        CK(cudaMemPrefetchAsync(b->p + i * chunk, chunk, l, 0, um_stream));
    double h1 = um_now_s();
    CK(cudaStreamSynchronize(um_stream));
    double h2 = um_now_s();
    uint64_t t1 = um_cupti_now();
    struct umsum s = um_collect(t0, t1, (uintptr_t)b->raw, (uintptr_t)b->p + b->bytes);
    if (!record)
        return;
    const char *name = to_gpu ? "prefetch_to_gpu" : "prefetch_to_cpu";
    um_put_counters(3, name, b->bytes, chunk, &s);
    um_put(3, name, b->bytes, chunk, "per_call_us", "us", (h2 - h0) / calls * 1e6);
    um_put(3, name, b->bytes, chunk, "issue_per_call_us", "us", (h1 - h0) / calls * 1e6);
    um_put(3, name, b->bytes, chunk, "GBps", "GB/s", b->bytes / (h2 - h0) / 1e9);
}

/* Item 3: cudaMemPrefetchAsync both ways, 1 GiB (or --max-bytes) per size. */
void um_item3(void)
{
    uint64_t size = um_max_bytes;
    struct um_mbuf b = um_mbuf_alloc(size);
    um_cpu_fill(&b, 0);
    prefetch_pass(&b, size, 1, 0); /* warm-up: pages exist on both sides once */
    prefetch_pass(&b, size, 0, 0);
    for (size_t k = 0; k < sizeof item3_chunks / sizeof item3_chunks[0]; k++) {
        uint64_t chunk = item3_chunks[k];
        if (chunk > size)
            continue;
        int n = chunk == 64 * KiB && um_reps > 3 ? 3 : um_reps;
        for (int r = 0; r < n; r++) {
            prefetch_pass(&b, chunk, 1, 1);
            prefetch_pass(&b, chunk, 0, 1);
        }
    }
    um_mbuf_free(&b);
}

/* Item 5: evicting one GPU-resident, GPU-written 2 MiB chunk with a synchronized
 * prefetch to the CPU, chunk after chunk. */
void um_item5(void)
{
    uint64_t size = 256 * MiB <= um_max_bytes ? 256 * MiB : um_max_bytes & ~(2 * MiB - 1);
    struct um_mbuf b = um_mbuf_alloc(size);
    um_cpu_fill(&b, 0);
    int n = um_reps < 3 ? um_reps : 3;
    for (int r = 0; r < n; r++) {
        CK(cudaMemPrefetchAsync(b.p, size, um_loc_gpu(), 0, um_stream));
        um_launch_stream_write(um_sm_count * 8, um_stream, (uint4 *)b.p, size / 16, r);
        CK_LAUNCH();
        CK(cudaStreamSynchronize(um_stream));
        uint64_t t0 = um_cupti_now();
        for (uint64_t off = 0; off < size; off += 2 * MiB) {
            double h0 = um_now_s();
            CK(cudaMemPrefetchAsync(b.p + off, 2 * MiB, um_loc_cpu(), 0, um_stream));
            CK(cudaStreamSynchronize(um_stream));
            double h1 = um_now_s();
            um_put(5, "evict_2M_chunk_sync", size, 2 * MiB, "per_chunk_us", "us", (h1 - h0) * 1e6);
        }
        uint64_t t1 = um_cupti_now();
        struct umsum s = um_collect(t0, t1, (uintptr_t)b.raw, (uintptr_t)b.p + size);
        um_put_counters(5, "evict_2M_chunk_sync_total", size, 2 * MiB, &s);
    }
    um_mbuf_free(&b);
}
