/* coldprobe.cu: how long a fixed piece of host work takes right after a
 * CUDA call or a wait of milliseconds, against right after a short one; a
 * diagnostic for gpurun's overhead after long driver calls (docs/gpurun.md
 * "Host overhead", pf-chunk-256M). Not part of the build:
 *   nvcc -O2 -arch=sm_90 coldprobe.cu -o coldprobe && ./coldprobe ROUNDS > out.csv
 * The work is a chase of 24 dependent loads (its nodes in random order),
 * in one of two layouts: "pages", one node in each of 24 pages (a TLB
 * entry and a cache line each), or "lines", 24 lines of two pages. Each
 * round runs every condition with every layout once, the order rotating.
 * "-touching": the chain walked over and over during the wait, by this
 * thread or ("other") by a second one.
 * Output: round,cond,layout,ns,cpu_before,cpu_after. */
#include <cuda_runtime.h>
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NODES 24
#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    fprintf(stderr, "%s: %s\n", #x, cudaGetErrorString(e_)); exit(1); } } while (0)

static uint64_t now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

struct node { struct node *next; char pad[56]; };

/* A chain through NODES nodes in random order, stride bytes apart. */
static struct node *chain(size_t stride, unsigned seed)
{
    char *mem = (char *)aligned_alloc(4096, NODES * stride + 4096);
    memset(mem, 0, NODES * stride + 4096);
    int ord[NODES];
    for (int i = 0; i < NODES; i++) ord[i] = i;
    srand(seed);
    for (int i = NODES - 1; i > 0; i--) { int j = rand() % (i + 1), t = ord[i]; ord[i] = ord[j]; ord[j] = t; }
    for (int i = 0; i < NODES; i++) {
        struct node *a = (struct node *)(mem + ord[i] * stride);
        a->next = i + 1 < NODES ? (struct node *)(mem + ord[i + 1] * stride) : NULL;
    }
    return (struct node *)(mem + ord[0] * stride);
}

static volatile uintptr_t sink;
static uint64_t walk(const struct node *n)
{
    uint64_t t0 = now();
    uintptr_t s = 0;
    for (; n; n = n->next) s += (uintptr_t)n;
    uint64_t t1 = now();
    sink = s;
    return t1 - t0;
}

/* The helper thread: while toucher is set, walks that chain over and over. */
static const struct node *volatile toucher;
static volatile int helper_stop;
static void *helper(void *arg)
{
    (void)arg;
    while (!helper_stop) {
        const struct node *c = toucher;
        if (c)
            walk(c);
    }
    return NULL;
}

static void spin_ms(double ms, const struct node *touch)
{
    uint64_t e = now() + (uint64_t)(ms * 1e6);
    while (now() < e)
        if (touch)
            walk(touch);
}

__global__ void spin_kernel(long long cycles)
{
    long long t0 = clock64();
    while (clock64() - t0 < cycles) {}
}

int main(int argc, char **argv)
{
    int rounds = argc > 1 ? atoi(argv[1]) : 50;
    size_t big = 256u << 20;
    char *m;
    int dev;
    CK(cudaGetDevice(&dev));
    size_t fr, tot;
    CK(cudaMemGetInfo(&fr, &tot));
    if (fr < 4 * big) { fprintf(stderr, "coldprobe: too little free GPU memory\n"); return 2; }
    CK(cudaMallocManaged(&m, big));
    memset(m, 1, big);
    cudaMemLocation gpu = { cudaMemLocationTypeDevice, dev }, cpu = { cudaMemLocationTypeHost, 0 };
    cudaEvent_t ev;
    CK(cudaEventCreate(&ev));
    int khz;
    CK(cudaDeviceGetAttribute(&khz, cudaDevAttrClockRate, dev));
    long long cyc20 = (long long)khz * 20; /* kHz * 20 ms */
    spin_kernel<<<1, 1>>>(1000);
    CK(cudaDeviceSynchronize());
    struct node *lay[2] = { chain(4096 + 64, 1), chain(64, 2) };
    const char *layname[2] = { "pages", "lines" };
    const char *conds[] = { "warm", "short-call", "spin-20ms", "sleep-20ms", "sync-kernel-20ms",
                            "prefetch-h2d-256M", "sync-after-d2h-256M", "spin-0.1ms", "spin-0.3ms",
                            "spin-1ms", "spin-3ms", "spin-10ms", "spin-20ms-touching",
                            "spin-20ms-other-touching", "sync-kernel-20ms-other-touching" };
    pthread_t th;
    pthread_create(&th, NULL, helper, NULL);
    int nc = sizeof conds / sizeof *conds;
    printf("round,cond,layout,ns,cpu_before,cpu_after,call_ns\n");
    for (int r = 0; r < rounds; r++) {
        for (int k = 0; k < 2 * nc; k++) {
            int c = (k + r) % nc, l = (k / nc + r) % 2;
            walk(lay[l]); /* warm it */
            int cpu0 = sched_getcpu();
            uint64_t t0 = now();
            switch (c) {
            case 0: break;
            case 1: CK(cudaEventRecord(ev, 0)); break;
            case 2: spin_ms(20, NULL); break;
            case 3: { struct timespec ts = { 0, 20000000 }; nanosleep(&ts, NULL); break; }
            case 4: spin_kernel<<<1, 1>>>(cyc20); CK(cudaDeviceSynchronize()); break;
            case 5: CK(cudaMemPrefetchAsync(m, big, gpu, 0, 0)); break;
            case 6: CK(cudaMemPrefetchAsync(m, big, gpu, 0, 0)); CK(cudaDeviceSynchronize());
                    CK(cudaMemPrefetchAsync(m, big, cpu, 0, 0));
                    t0 = now(); CK(cudaDeviceSynchronize()); break;
            case 7: spin_ms(0.1, NULL); break;
            case 8: spin_ms(0.3, NULL); break;
            case 9: spin_ms(1, NULL); break;
            case 10: spin_ms(3, NULL); break;
            case 11: spin_ms(10, NULL); break;
            case 12: spin_ms(20, lay[l]); break;
            case 13: toucher = lay[l]; spin_ms(20, NULL); toucher = NULL; break;
            case 14: toucher = lay[l]; spin_kernel<<<1, 1>>>(cyc20); CK(cudaDeviceSynchronize());
                     toucher = NULL; break;
            }
            uint64_t call = now() - t0;
            uint64_t ns = walk(lay[l]);
            int cpu1 = sched_getcpu();
            printf("%d,%s,%s,%llu,%d,%d,%llu\n", r, conds[c], layname[l], (unsigned long long)ns,
                   cpu0, cpu1, (unsigned long long)call);
            /* back to the CPU, untimed, so that each prefetch-h2d moves 256 MiB */
            if (c == 5) {
                CK(cudaDeviceSynchronize());
                CK(cudaMemPrefetchAsync(m, big, cpu, 0, 0));
                CK(cudaDeviceSynchronize());
            }
        }
    }
    helper_stop = 1;
    pthread_join(th, NULL);
    return 0;
}
