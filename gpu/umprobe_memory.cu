/* umprobe_memory.cu: umprobe's managed buffers (data aligned to a 2 MiB VA block, so
 * block numbers are the driver's), their CPU fill, the two prefetch locations, and CPU
 * page residency read from /proc/self/pagemap (an independent count of the pages that
 * left the CPU).
 */
#include "umprobe.h"

#include <string.h>
#include <unistd.h>

/* ---- CPU page residency through /proc/self/pagemap ---------------------------------- */

int um_pagemap_fd = -1;

/* Number of 4 KiB pages of [p, p + bytes) mapped present in the CPU page table, or -1. */
long um_cpu_present_pages(const void *p, uint64_t bytes)
{
    if (um_pagemap_fd < 0)
        return -1;
    uint64_t first = (uintptr_t)p / 4096, n = bytes / 4096;
    static uint64_t ent[8192];
    long present = 0;
    for (uint64_t done = 0; done < n;) {
        uint64_t k = n - done < 8192 ? n - done : 8192;
        ssize_t got = pread(um_pagemap_fd, ent, k * 8, (off_t)((first + done) * 8));
        if (got != (ssize_t)(k * 8))
            return -1;
        for (uint64_t i = 0; i < k; i++)
            present += (ent[i] >> 63) & 1;
        done += k;
    }
    return present;
}

/* ---- managed buffers ---------------------------------------------------------------- */

struct um_mbuf um_mbuf_alloc(uint64_t bytes)
{
    struct um_mbuf b;
    b.bytes = bytes;
    CK(cudaMallocManaged(&b.raw, bytes + 2 * MiB, cudaMemAttachGlobal));
    b.p = (char *)(((uintptr_t)b.raw + 2 * MiB - 1) & ~(uintptr_t)(2 * MiB - 1));
    return b;
}

void um_mbuf_free(struct um_mbuf *b)
{
    CK(cudaFree(b->raw));
    b->raw = NULL;
    b->p = NULL;
}

/* CPU writes every byte (a non-zero pattern), so every page is CPU-resident and dirty. */
void um_cpu_fill(struct um_mbuf *b, int seed)
{
    memset(b->p, 0x11 + seed, b->bytes);
}

struct cudaMemLocation um_loc_gpu(void)
{
    struct cudaMemLocation l;
    l.type = cudaMemLocationTypeDevice;
    l.id = 0;
    return l;
}

struct cudaMemLocation um_loc_cpu(void)
{
    struct cudaMemLocation l;
    l.type = cudaMemLocationTypeHost;
    l.id = 0;
    return l;
}
