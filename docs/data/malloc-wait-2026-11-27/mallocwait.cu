/* mallocwait: the host time of cudaMalloc and cudaFree (device memory) as the
 * calibration times them (alloc/free pairs, the GPU idle) and as a trace meets
 * them: right after the host waited for a 1 ms kernel (cudaDeviceSynchronize),
 * after 200 us of host spinning, and after a pageable 8 MiB cudaMemcpy to the
 * GPU. Sizes 2, 8 and 64 MiB, REPS rounds, the conditions taking turns; prints
 * "cond,op,size_mib,median_us,p25_us,p75_us".
 * Build: nvcc -O2 -arch=sm_90 -o mallocwait mallocwait.cu */
#include <cuda_runtime.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CK(call)                                                                    \
    do {                                                                            \
        cudaError_t e_ = (call);                                                    \
        if (e_ != cudaSuccess) {                                                    \
            fprintf(stderr, "mallocwait: %s: %s\n", #call, cudaGetErrorString(e_)); \
            exit(1);                                                                \
        }                                                                           \
    } while (0)

enum { REPS = 25, NS = 3, NC = 4 };
static const char *conds[NC] = {"pairs", "after-wait", "after-spin", "after-memcpy"};
static const size_t sizes[NS] = {2u << 20, 8u << 20, 64u << 20};

__global__ void spin(uint64_t ns)
{
    uint64_t t0, t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0));
    do
        asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    while (t - t0 < ns);
}

static double now_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e6 + t.tv_nsec * 1e-3;
}

static void host_spin(double us)
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

/* Whatever the condition does before a call. */
static void before(int c, char *h, void *scratch)
{
    if (c == 1) {
        spin<<<1, 1>>>(1000000);
        CK(cudaDeviceSynchronize());
    } else if (c == 2) {
        host_spin(200);
    } else if (c == 3) {
        memset(h, 7, 8u << 20);
        CK(cudaMemcpy(scratch, h, 8u << 20, cudaMemcpyHostToDevice));
    }
}

int main(void)
{
    static double t[NC][NS][2][REPS];
    char *h = (char *)malloc(8u << 20);
    void *scratch, *keep;
    CK(cudaMalloc(&scratch, 8u << 20));
    CK(cudaMalloc(&keep, 4096)); /* as the calibration: a small block kept mapped */
    for (int i = 0; i < 20; i++) { /* warm-up */
        void *p;
        CK(cudaMalloc(&p, 8u << 20));
        CK(cudaFree(p));
    }
    for (int r = 0; r < REPS; r++)
        for (int s = 0; s < NS; s++)
            for (int c = 0; c < NC; c++) {
                void *p;
                before(c, h, scratch);
                double t0 = now_us();
                CK(cudaMalloc(&p, sizes[s]));
                double t1 = now_us();
                before(c, h, scratch);
                double t2 = now_us();
                CK(cudaFree(p));
                double t3 = now_us();
                t[c][s][0][r] = t1 - t0;
                t[c][s][1][r] = t3 - t2;
            }
    printf("cond,op,size_mib,median_us,p25_us,p75_us\n");
    for (int c = 0; c < NC; c++)
        for (int s = 0; s < NS; s++)
            for (int o = 0; o < 2; o++) {
                double *v = t[c][s][o];
                qsort(v, REPS, sizeof *v, cmp);
                printf("%s,%s,%zu,%.1f,%.1f,%.1f\n", conds[c], o ? "free" : "malloc",
                       sizes[s] >> 20, v[REPS / 2], v[REPS / 4], v[3 * REPS / 4]);
            }
    return 0;
}
