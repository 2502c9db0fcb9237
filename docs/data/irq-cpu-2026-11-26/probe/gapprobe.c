/* gapprobe.c: how often each CPU of this machine stops running a thread that
 * never sleeps. One thread per CPU listed (pinned), each spinning on the clock
 * for SECONDS: the gaps between two readings over 50 us (count, sum, longest),
 * and the thread's CPU time (CLOCK_THREAD_CPUTIME_ID: steal time excluded
 * where the guest accounts it) against the wall time. A gap the thread's CPU
 * clock also counts was spent on the CPU in the kernel (an interrupt, say);
 * one it does not count, off it (preempted, or stolen by the hypervisor).
 * usage: gapprobe SECONDS CPU... ; one line per CPU on stdout.
 * build: cc -O2 -pthread gapprobe.c -o gapprobe */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

struct probe {
    int cpu;
    double seconds;
    uint64_t gaps, gap_ns, gap_max_ns, gaps_oncpu_ns, wall_ns, cpu_ns;
};

static uint64_t now(clockid_t c)
{
    struct timespec ts;
    clock_gettime(c, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static void *spin(void *arg)
{
    struct probe *p = arg;
    cpu_set_t s;
    CPU_ZERO(&s);
    CPU_SET(p->cpu, &s);
    if (pthread_setaffinity_np(pthread_self(), sizeof s, &s))
        return NULL;
    uint64_t t0 = now(CLOCK_MONOTONIC), c0 = now(CLOCK_THREAD_CPUTIME_ID);
    uint64_t end = t0 + (uint64_t)(p->seconds * 1e9), prev = t0, cprev = c0;
    for (unsigned n = 0;; n++) {
        uint64_t t = now(CLOCK_MONOTONIC);
        if (t - prev > 50000) {
            uint64_t c = now(CLOCK_THREAD_CPUTIME_ID);
            p->gaps++;
            p->gap_ns += t - prev;
            if (t - prev > p->gap_max_ns)
                p->gap_max_ns = t - prev;
            p->gaps_oncpu_ns += c - cprev < t - prev ? c - cprev : t - prev;
            t = now(CLOCK_MONOTONIC);
            cprev = now(CLOCK_THREAD_CPUTIME_ID);
        } else if ((n & 1023) == 0) {
            cprev = now(CLOCK_THREAD_CPUTIME_ID);
            t = now(CLOCK_MONOTONIC);
        }
        prev = t;
        if (t >= end)
            break;
    }
    p->wall_ns = now(CLOCK_MONOTONIC) - t0;
    p->cpu_ns = now(CLOCK_THREAD_CPUTIME_ID) - c0;
    return NULL;
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: %s SECONDS CPU...\n", argv[0]);
        return 2;
    }
    int n = argc - 2;
    struct probe *p = calloc(n, sizeof *p);
    pthread_t *th = calloc(n, sizeof *th);
    for (int i = 0; i < n; i++) {
        p[i].cpu = atoi(argv[i + 2]);
        p[i].seconds = atof(argv[1]);
        pthread_create(&th[i], NULL, spin, &p[i]);
    }
    for (int i = 0; i < n; i++) {
        pthread_join(th[i], NULL);
        printf("cpu %d gaps %llu gap_ms %.3f gap_max_ms %.3f gap_oncpu_ms %.3f wall_s %.3f "
               "offcpu_ms %.3f\n", p[i].cpu, (unsigned long long)p[i].gaps, p[i].gap_ns / 1e6,
               p[i].gap_max_ns / 1e6, p[i].gaps_oncpu_ns / 1e6, p[i].wall_ns / 1e9,
               (p[i].wall_ns - (p[i].cpu_ns < p[i].wall_ns ? p[i].cpu_ns : p[i].wall_ns)) / 1e6);
    }
    return 0;
}
