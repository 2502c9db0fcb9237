/* wstreams: do deferred cudaMemPrefetchAsync calls on two streams run one
 * after the other (one driver worker for the process) or side by side?
 * Stream A gets a prefetch of CPU-resident managed memory to the GPU, stream
 * B one of GPU-resident memory to the CPU (opposite directions, so the two
 * copy engines could overlap them); each is queued behind a 1 ms kernel on
 * its own stream, so both are deferred. Variants, taking turns, REPS rounds:
 *   a-only, b-only, both      one call of SIZE on each stream named
 *   a8-only, b8-only, both8   eight calls of 2 MiB on each (harness-style)
 * Timed with CUDA events: from the kernel's end (an event recorded after it
 * on the same stream) to the prefetch's end (an event after it). Output:
 * "variant,round,a_us,b_us,span_us" (span: from the earlier kernel end to
 * the later prefetch end; -1 where a stream has no call).
 * Build: nvcc -O2 -arch=sm_90 wstreams.cu -o wstreams */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CK(call)                                                                  \
    do {                                                                          \
        cudaError_t e_ = (call);                                                  \
        if (e_ != cudaSuccess) {                                                  \
            fprintf(stderr, "wstreams: %s: %s\n", #call, cudaGetErrorString(e_)); \
            exit(1);                                                              \
        }                                                                         \
    } while (0)

enum { REPS = 7, NV = 6 };
static const size_t SIZE = 32u << 20, PIECE = 2u << 20;
static const char *names[NV] = { "a-only", "b-only", "both", "a8-only", "b8-only", "both8" };

__global__ void spin(unsigned long long ns)
{
    unsigned long long t0, t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0));
    do
        asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    while (t - t0 < ns);
}

static cudaMemLocation loc(bool gpu)
{
    cudaMemLocation l;
    l.type = gpu ? cudaMemLocationTypeDevice : cudaMemLocationTypeHost;
    l.id = gpu ? 0 : 0;
    return l;
}

static void calls(char *p, size_t len, bool gpu, bool pieces, cudaStream_t s)
{
    size_t step = pieces ? PIECE : len, n = pieces ? 8 : 1;
    for (size_t i = 0; i < n; i++)
        CK(cudaMemPrefetchAsync(p + i * step, step, loc(gpu), 0, s));
}

int main(void)
{
    char *x, *y;
    cudaStream_t a, b;
    cudaEvent_t ka, kb, ea, eb;
    CK(cudaMallocManaged(&x, SIZE));
    CK(cudaMallocManaged(&y, SIZE));
    CK(cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking));
    CK(cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking));
    CK(cudaEventCreate(&ka));
    CK(cudaEventCreate(&kb));
    CK(cudaEventCreate(&ea));
    CK(cudaEventCreate(&eb));
    printf("variant,round,a_us,b_us,span_us\n");
    for (int r = -1; r < REPS; r++) /* round -1: warm-up, not printed */
        for (int v = 0; v < NV; v++) {
            bool doa = v != 1 && v != 4, dob = v != 0 && v != 3, pieces = v >= 3;
            /* x on the CPU (written there), y on the GPU (written there) */
            CK(cudaMemPrefetchAsync(x, SIZE, loc(false), 0, a));
            CK(cudaStreamSynchronize(a));
            memset(x, v + 1, pieces ? 8 * PIECE : SIZE);
            CK(cudaMemPrefetchAsync(y, SIZE, loc(true), 0, b));
            CK(cudaMemsetAsync(y, v + 1, SIZE, b));
            CK(cudaDeviceSynchronize());
            spin<<<1, 1, 0, a>>>(1000000);
            spin<<<1, 1, 0, b>>>(1000000);
            CK(cudaEventRecord(ka, a));
            CK(cudaEventRecord(kb, b));
            if (doa)
                calls(x, SIZE, true, pieces, a);
            if (dob)
                calls(y, SIZE, false, pieces, b);
            CK(cudaEventRecord(ea, a));
            CK(cudaEventRecord(eb, b));
            CK(cudaDeviceSynchronize());
            float ta = -1, tb = -1, span = -1, k2 = 0, e2 = 0;
            if (doa)
                CK(cudaEventElapsedTime(&ta, ka, ea));
            if (dob)
                CK(cudaEventElapsedTime(&tb, kb, eb));
            if (doa && dob) {
                CK(cudaEventElapsedTime(&k2, ka, kb)); /* kb - ka */
                CK(cudaEventElapsedTime(&e2, ka, eb)); /* eb - ka */
                float first = k2 < 0 ? k2 : 0, last = e2 > ta ? e2 : ta;
                span = last - first;
            }
            if (r >= 0)
                printf("%s,%d,%.1f,%.1f,%.1f\n", names[v], r, ta * 1e3, tb * 1e3, span * 1e3);
        }
    return 0;
}
