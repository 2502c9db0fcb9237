/* umprobe_populate.cu: item 7, the CPU's first touch of managed memory (the pages it
 * populates), by whether the pages are new to the process and by where in a 2 MiB VA
 * block the touch falls. simrun charges host_populate_ns by these rules
 * (model/model_um.c populate_ns, populate_more_ns; docs/measurements.md section 11).
 *
 * Each repetition, every buffer a fresh cudaMallocManaged aligned to a 2 MiB block:
 *   new_16M       16 MiB memset, the buffer kept: pages new to the process;
 *   cycle_16M     16 MiB memset, freed, and again (chunk = the round, 0 to 3): from
 *                 round 1 on, on the pages round 0 freed;
 *   block_whole   a whole fresh block in one memset (8 blocks, one value each);
 *   block_64K     a fresh block's first 64 KiB (chunk 0), then the rest (chunk 1);
 *   block_1M      a fresh block's first 1 MiB (chunk 0), then its second (chunk 1).
 * Values are the memset's host time in us. The footprint, under 110 MiB, is freed at the
 * end of each repetition, so only the first repetition's new_16M is sure to be on pages
 * new to the process; the later ones may reuse what the one before freed.
 */
#include "umprobe.h"

#include <string.h>

#define NKEEP 24

/* a fresh 2 MiB-aligned managed buffer of `size`, remembered in keep[] to be freed */
static char *fresh(void **keep, int *n, uint64_t size)
{
    CK(cudaMallocManaged(&keep[*n], size + 2 * MiB, cudaMemAttachGlobal));
    return (char *)(((uintptr_t)keep[(*n)++] + 2 * MiB - 1) & ~(uintptr_t)(2 * MiB - 1));
}

static double touch_us(char *p, uint64_t bytes, int fill)
{
    double t0 = um_now_s();
    memset(p, fill, bytes);
    return (um_now_s() - t0) * 1e6;
}

void um_item7(void)
{
    for (int r = 0; r < um_reps; r++) {
        void *keep[NKEEP];
        int n = 0;
        for (int i = 0; i < 3; i++)
            um_put(7, "new_16M", 16 * MiB, 0, "memset_us", "us",
                   touch_us(fresh(keep, &n, 16 * MiB), 16 * MiB, 0x30 + i));
        for (uint64_t round = 0; round < 4; round++) {
            void *raw;
            CK(cudaMallocManaged(&raw, 18 * MiB, cudaMemAttachGlobal));
            char *p = (char *)(((uintptr_t)raw + 2 * MiB - 1) & ~(uintptr_t)(2 * MiB - 1));
            um_put(7, "cycle_16M", 16 * MiB, round, "memset_us", "us",
                   touch_us(p, 16 * MiB, 0x40 + (int)round));
            CK(cudaFree(raw));
        }
        char *whole = fresh(keep, &n, 16 * MiB), *a = fresh(keep, &n, 16 * MiB),
             *b = fresh(keep, &n, 16 * MiB);
        for (int k = 0; k < 8; k++) {
            char *w = whole + k * 2 * MiB, *x = a + k * 2 * MiB, *y = b + k * 2 * MiB;
            um_put(7, "block_whole", 2 * MiB, 0, "memset_us", "us", touch_us(w, 2 * MiB, 0x50));
            um_put(7, "block_64K", 64 * KiB, 0, "memset_us", "us", touch_us(x, 64 * KiB, 0x51));
            um_put(7, "block_64K", 2 * MiB - 64 * KiB, 1, "memset_us", "us",
                   touch_us(x + 64 * KiB, 2 * MiB - 64 * KiB, 0x52));
            um_put(7, "block_1M", MiB, 0, "memset_us", "us", touch_us(y, MiB, 0x53));
            um_put(7, "block_1M", MiB, 1, "memset_us", "us", touch_us(y + MiB, MiB, 0x54));
        }
        for (int i = 0; i < n; i++)
            CK(cudaFree(keep[i]));
    }
}
