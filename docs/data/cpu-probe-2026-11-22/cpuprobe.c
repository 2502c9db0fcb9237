/* cpuprobe.c: the speed of the CPU and memory a process gets, where it runs:
 * a dependent-load chase over 64 MiB (ns a load), a 64 MiB memcpy (GB/s), and
 * the first touch of 64 MiB of new anonymous memory (us a MiB). One line:
 * cpu chase_ns copy_gbs touch_us_per_mib (each the best of three). */
#define _GNU_SOURCE
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#define MB (1u << 20)
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec * 1e-9; }
int main(void)
{
    size_t n = 64 * MB / 64, steps = 4u << 20;
    uint64_t *nodes = aligned_alloc(64, n * 64);
    uint32_t *perm = malloc(n * sizeof *perm);
    for (size_t i = 0; i < n; i++) perm[i] = i;
    srand(1);
    for (size_t i = n - 1; i > 0; i--) { size_t j = ((size_t)rand() << 16 ^ rand()) % (i + 1); uint32_t t = perm[i]; perm[i] = perm[j]; perm[j] = t; }
    for (size_t i = 0; i < n; i++) nodes[perm[i] * 8] = perm[(i + 1) % n] * 8;
    double best_chase = 1e9, best_bw = 0, best_touch = 1e9;
    char *a = malloc(64 * MB), *b = malloc(64 * MB);
    memset(a, 1, 64 * MB); memset(b, 2, 64 * MB);
    for (int r = 0; r < 3; r++) {
        uint64_t p = 0; double t0 = now();
        for (size_t s = 0; s < steps; s++) p = nodes[p];
        double c = (now() - t0) / steps * 1e9; if (c < best_chase) best_chase = c;
        if (p == 12345) puts("");
        t0 = now(); memcpy(a, b, 64 * MB); double bw = 64.0 * MB / (now() - t0) / 1e9; if (bw > best_bw) best_bw = bw;
        a[r] = b[r + 1];
        char *m = mmap(NULL, 64 * MB, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        t0 = now(); for (size_t o = 0; o < 64 * MB; o += 4096) m[o] = 1;
        double tu = (now() - t0) / 64 * 1e6; if (tu < best_touch) best_touch = tu;
        munmap(m, 64 * MB);
    }
    printf("%d %.1f %.2f %.1f\n", sched_getcpu(), best_chase, best_bw, best_touch);
    return a[5] == 7;
}
