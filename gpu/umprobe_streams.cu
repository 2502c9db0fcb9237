/* umprobe_streams.cu: item 9, whether a long stream of GPU faults costs more per byte
 * because it is long within one kernel, or because the fault service has been busy for
 * long: 64 MiB the CPU wrote, read by faults (docs/measurements.md section 12).
 *
 * Each repetition, values in us of GPU time (CUDA events), chunk = the kernel's index:
 *   one_64M      one kernel over the 64 MiB;
 *   split_16M    four kernels over consecutive 16 MiB, queued back to back (chunk 0 to 3,
 *                and chunk 9: the four together);
 *   apart_16M    the same four, each after the one before has finished and the host
 *                has idled 5 ms;
 *   split_4M     sixteen kernels over consecutive 4 MiB, back to back (chunk 9: all).
 */
#include "umprobe.h"

#include <stdio.h>

#define TOTAL (64 * MiB)

static double elapsed_us(cudaEvent_t a, cudaEvent_t b)
{
    float ms = 0;
    CK(cudaEventElapsedTime(&ms, a, b));
    return ms * 1e3;
}

/* n kernels over consecutive TOTAL / n pieces of b, each between its own two events;
 * apart: synchronized, then 5 ms idle, between them. */
static void pieces(const char *name, struct um_mbuf *b, int n, int apart)
{
    cudaEvent_t start[16], end[16];
    uint64_t piece = TOTAL / n;
    for (int i = 0; i < n; i++) {
        CK(cudaEventCreate(&start[i]));
        CK(cudaEventCreate(&end[i]));
        if (apart && i) {
            CK(cudaStreamSynchronize(um_stream));
            double t = um_now_s() + 5e-3;
            while (um_now_s() < t)
                ;
        }
        CK(cudaEventRecord(start[i], um_stream));
        um_launch_stream_read(um_sm_count * 2, um_stream, (const uint4 *)(b->p + i * piece),
                              piece / 16, um_dsink);
        CK_LAUNCH();
        CK(cudaEventRecord(end[i], um_stream));
    }
    CK(cudaStreamSynchronize(um_stream));
    double sum = 0;
    for (int i = 0; i < n; i++) {
        double us = elapsed_us(start[i], end[i]);
        sum += us;
        if (n <= 4)
            um_put(9, name, piece, (uint64_t)i, "kernel_us", "us", us);
    }
    if (n > 1) /* back to back: first start to last end; apart: the kernels' sum */
        um_put(9, name, TOTAL, 9, "kernel_us", "us",
               apart ? sum : elapsed_us(start[0], end[n - 1]));
    for (int i = 0; i < n; i++) {
        CK(cudaEventDestroy(start[i]));
        CK(cudaEventDestroy(end[i]));
    }
}

void um_item9(void)
{
    if (um_max_bytes < TOTAL) {
        fprintf(stderr, "umprobe: item 9 needs --max-bytes of at least 64M; skipped\n");
        return;
    }
    static const struct {
        const char *name;
        int n, apart;
    } cases[] = { { "one_64M", 1, 0 }, { "split_16M", 4, 0 }, { "apart_16M", 4, 1 },
                  { "split_4M", 16, 0 } };
    for (int r = 0; r < um_reps; r++)
        for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
            struct um_mbuf b = um_mbuf_alloc(TOTAL);
            um_cpu_fill(&b, 9 + (int)c);
            pieces(cases[c].name, &b, cases[c].n, cases[c].apart);
            um_mbuf_free(&b);
        }
}
