/* popsleep: does the CPU's first touch of new memory get slower the longer the
 * memory it reuses has been free?  Each round frees a 256 MiB buffer, sleeps S
 * seconds, then allocates and first-touches a new one (memset), timing the touch.
 * Kinds: anon (mmap, THP as the system sets it), anon4k (MADV_NOHUGEPAGE), managed
 * (cudaMallocManaged, touched by the CPU). Sleeps are shuffled with a fixed seed.
 * Output CSV: kind,round,sleep_s,touch_ms.
 * Build: nvcc -O2 -arch=sm_90 -o popsleep popsleep.cu */
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static void *get(const char *kind, size_t n)
{
    void *p = NULL;
    if (!strcmp(kind, "managed")) {
        if (cudaMallocManaged(&p, n, cudaMemAttachGlobal) != cudaSuccess) exit(1);
        return p;
    }
    p = mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) exit(1);
    if (!strcmp(kind, "anon4k")) madvise(p, n, MADV_NOHUGEPAGE);
    return p;
}

static void put(const char *kind, void *p, size_t n)
{
    if (!strcmp(kind, "managed")) cudaFree(p);
    else munmap(p, n);
}

int main(int argc, char **argv)
{
    const char *kind = argc > 1 ? argv[1] : "anon";
    int reps = argc > 2 ? atoi(argv[2]) : 4;
    const double sleeps[] = {0, 0.25, 1, 2.5, 5};
    const int ns = sizeof sleeps / sizeof sleeps[0];
    size_t n = (size_t)256 << 20;
    int total = ns * reps, *order = (int *)malloc(total * sizeof *order);
    for (int i = 0; i < total; i++) order[i] = i % ns;
    srand(7);
    for (int i = total - 1; i > 0; i--) {
        int j = rand() % (i + 1), t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    cudaFree(0);
    void *p = get(kind, n);
    memset(p, 1, n);
    for (int r = 0; r < total; r++) {
        double s = sleeps[order[r]];
        put(kind, p, n);
        struct timespec ts = {(time_t)s, (long)((s - (time_t)s) * 1e9)};
        nanosleep(&ts, NULL);
        p = get(kind, n);
        double t0 = now_s();
        memset(p, r & 0xff, n);
        double t1 = now_s();
        printf("%s,%d,%.2f,%.2f\n", kind, r, s, (t1 - t0) * 1e3);
        fflush(stdout);
    }
    put(kind, p, n);
    return 0;
}
