/* tests/gpu/plan.cu: gr_range_plan (gpu/gpurun_kernels.cu), the host's plan
 * of a strided range's chunks, on strides and pieces near 2^64 (run by
 * tests/gpu/overhead-stub.sh, so by CI, which has no GPU). A piece covers
 * at most its stride and the range (docs/trace-format.md), so a 64 MiB
 * range is 16384 chunks of 4 KiB when one piece covers it, and one chunk
 * for a piece of 4 KiB; a piece near 2^64 once made 2^52 chunks (a replay
 * kernel without end) or none (nothing touched). (A piece's chunks past
 * the range are counted, and empty.) Exit 0 when every check holds. */
#include "gpurun_kernels.h"

#include <stdio.h>
#include <string.h>

int main(void)
{
    static const unsigned long long strides[] = { ~0ull - 4095, ~0ull - 1, ~0ull, 3ull << 20 };
    static const struct {
        unsigned long long piece, chunks, chunks_3m; /* with a stride near 2^64; of 3 MiB */
    } cases[] = {
        { 4096, 1, 22 },                 /* 22 pieces of 3 MiB in 64 MiB */
        { 5000, 2, 44 },
        { ~0ull - 4095, 16384, 16896 },  /* the stride: 768 chunks a piece, */
        { ~0ull, 16384, 16896 },         /* 512 of the last past the range */
    };
    int failures = 0;
    for (size_t s = 0; s < sizeof strides / sizeof strides[0]; s++)
        for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
            struct gr_range r;
            memset(&r, 0, sizeof r);
            r.addr = 1ull << 40;
            r.len = 64ull << 20;
            r.pattern = 2;
            r.stride = strides[s];
            r.piece = cases[c].piece;
            gr_range_plan(&r, 1);
            unsigned long long want = s == 3 ? cases[c].chunks_3m : cases[c].chunks;
            if (r.nchunks != want) {
                fprintf(stderr, "plan: stride %llu piece %llu: %llu chunks, not %llu\n",
                        strides[s], cases[c].piece, (unsigned long long)r.nchunks, want);
                failures++;
            }
        }
    return failures != 0;
}
