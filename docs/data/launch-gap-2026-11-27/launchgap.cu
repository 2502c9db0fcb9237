/* launchgap: the host time of one replay-kernel launch (gpurun's, ranges
 * inline, one range reading a status word, ns 0: the calibration's launch_ns)
 * as a function of what the host did between launches and of whether the GPU
 * was idle. Each variant is 500 launches, only the launch calls timed; the
 * variants take turns, REPS rounds, and each prints its median of the rounds:
 *   b2b          back to back (the calibration's way)
 *   spin-S       the host spins S us between launches, touching no memory
 *   sleep-100    the host sleeps 100 us between launches
 *   memset-256K  the host writes the same 256 KiB between launches
 *   stream-256K  the host writes the next 256 KiB of a 64 MiB buffer
 *   busy-...     the same, queued behind a 200 ms kernel, so the GPU is busy
 *                and every launch only appends to the stream
 * Build: nvcc -O2 -arch=sm_90 -I../../../gpu -I../../../traces launchgap.cu
 *        ../../../gpu/gpurun_kernels.cu -o launchgap
 * Output: "variant,median_us,min_us,max_us". */
#include "gpurun_kernels.h"
#include "trace.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CK(call)                                                                   \
    do {                                                                           \
        cudaError_t e_ = (call);                                                   \
        if (e_ != cudaSuccess) {                                                   \
            fprintf(stderr, "launchgap: %s: %s\n", #call, cudaGetErrorString(e_)); \
            exit(1);                                                               \
        }                                                                          \
    } while (0)

enum { N = 500, REPS = 9, NV = 13 };
static const char *names[NV] = {"b2b",       "spin-2",      "spin-5",      "spin-10",
                                "spin-20",   "spin-50",     "spin-100",    "sleep-100",
                                "memset-256K", "stream-256K", "busy-b2b",  "busy-spin-20",
                                "busy-memset-256K"};

static double now_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e6 + t.tv_nsec * 1e-3;
}

static void spin_us(double us)
{
    double t = now_us();
    while (now_us() - t < us)
        ;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(void)
{
    cudaStream_t s;
    struct gr_check_status *st;
    CK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    CK(cudaMalloc(&st, sizeof *st));
    CK(cudaMemset(st, 0, sizeof *st));
    struct gr_range g;
    memset(&g, 0, sizeof g);
    g.addr = (uint64_t)(uintptr_t)st;
    g.len = sizeof *st;
    g.mode = TRACE_READ;
    g.pattern = TRACE_SEQUENTIAL;
    g.piece = 1;
    gr_range_plan(&g, 0);
    size_t big = 64u << 20, chunk = 256u << 10;
    char *mem = (char *)malloc(big);
    memset(mem, 1, big);
    size_t off = 0;
    for (int i = 0; i < 200; i++) /* warm-up */
        CK(gr_launch_replay_inline(&g, 1, g.nchunks, 0, 0, st, s));
    CK(cudaStreamSynchronize(s));
    static double res[NV][REPS];
    for (int r = 0; r < REPS; r++)
        for (int v = 0; v < NV; v++) {
            int busy = v >= 10;
            if (busy) /* a 200 ms kernel first: 500 launches behind it */
                CK(gr_launch_replay_inline(&g, 0, 0, 200000000, 0, st, s));
            double sum = 0;
            for (int i = 0; i < N; i++) {
                switch (v) {
                case 1: spin_us(2); break;
                case 2: spin_us(5); break;
                case 3: spin_us(10); break;
                case 4: case 11: spin_us(20); break;
                case 5: spin_us(50); break;
                case 6: spin_us(100); break;
                case 7: {
                    struct timespec ts = {0, 100000};
                    nanosleep(&ts, NULL);
                    break;
                }
                case 8: case 12: memset(mem, i, chunk); break;
                case 9:
                    memset(mem + off, i, chunk);
                    off = (off + chunk) % big;
                    break;
                default: break;
                }
                double t0 = now_us();
                CK(gr_launch_replay_inline(&g, 1, g.nchunks, 0, 0, st, s));
                sum += now_us() - t0;
            }
            CK(cudaStreamSynchronize(s));
            res[v][r] = sum / N;
        }
    printf("variant,median_us,min_us,max_us\n");
    for (int v = 0; v < NV; v++) {
        qsort(res[v], REPS, sizeof res[v][0], cmp);
        printf("%s,%.3f,%.3f,%.3f\n", names[v], res[v][REPS / 2], res[v][0], res[v][REPS - 1]);
    }
    return 0;
}
