/* bench_um_bounds.c: simrun's time and memory with managed memory follow
 * the bytes a trace touches, not the bytes it declares.
 *
 *   bench_um_bounds BUILD_DIR
 *
 * 1. One buffer of 1 GiB, 1 TiB, 4 TiB or 1 PiB, and two of 1 PiB, with
 *    1 MiB of each touched by one kernel; and one strided access over
 *    1 PiB with a stride of 2^64 - 1 (one piece). Each run's figures should
 *    be those of the 1 GiB one.
 * 2. What the engine costs per 2 MiB block touched: a kernel reading 64 GiB
 *    or 256 GiB of one buffer (32,768 or 131,072 blocks, the GPU holding
 *    what fits), the difference in peak RSS and wall time over the
 *    difference in blocks.
 *
 * Each run is the release simrun (--policy cuda, h200-pcie5) on a trace
 * written here; the figures are the child's wall time and peak RSS
 * (wait4's ru_maxrss). Prints a table; not a test (exit 1 only when a
 * program fails). */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "trace.h"

#define MIB (1ull << 20)
#define GIB (1ull << 30)
#define TIB (1ull << 40)
#define PIB (1ull << 50)

static const char *build;

/* A trace of n buffers of size, each with one kernel reading touch bytes
 * from offset 0 (stride: strided with a piece of 4 KiB; 0: sequential).
 * Returns 0, or -1 with a message. */
static int write_trace(const char *path, int n, uint64_t size, uint64_t touch, uint64_t stride)
{
    struct trace_error err;
    struct trace_writer *w = trace_writer_create(path, "bench_um_bounds", NULL, &err);
    int bad = !w;
    for (int i = 0; i < n && !bad; i++) {
        struct trace_buffer b = { .size = size };
        struct trace_access a = { .buffer = (uint64_t)i, .length = touch, .mode = TRACE_READ,
                                  .pattern = stride ? TRACE_STRIDED : TRACE_SEQUENTIAL,
                                  .stride = stride, .piece = stride ? 4096 : 0 };
        bad = trace_writer_buffer(w, &b, NULL, &err) || trace_writer_access(w, &a, &err);
    }
    static const uint8_t ops[] = { TRACE_ALLOC, TRACE_LAUNCH, TRACE_FREE }; /* each for all */
    for (int k = 0; k < 3 && !bad; k++)
        for (int i = 0; i < n && !bad; i++) {
            bool launch = ops[k] == TRACE_LAUNCH; /* kernel 0 touching access row i */
            struct trace_event e = { .op = ops[k], .obj = launch ? 0 : (uint64_t)i,
                                     .a = launch ? (uint64_t)i : 0, .b = launch,
                                     .ns = launch ? 1000 : 0 };
            bad = trace_writer_event(w, &e, &err);
        }
    if (w && trace_writer_close(w, &err))
        bad = 1;
    if (bad)
        fprintf(stderr, "bench_um_bounds: %s\n", err.msg);
    return bad ? -1 : 0;
}

/* Run simrun on trace; its wall seconds and peak RSS in KiB. Returns 0, or
 * -1 when it failed. */
static int measure(const char *trace, double *wall, long *rss_kib)
{
    char prog[1024];
    snprintf(prog, sizeof prog, "%s/bin/simrun", build);
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        if (!freopen("/dev/null", "w", stdout))
            _exit(127);
        execl(prog, prog, "--quiet", "--json", "--policy", "cuda", trace, (char *)NULL);
        _exit(127);
    }
    int st;
    struct rusage ru;
    if (pid < 0 || wait4(pid, &st, 0, &ru) != pid || !WIFEXITED(st) || WEXITSTATUS(st)) {
        fprintf(stderr, "bench_um_bounds: simrun failed on %s\n", trace);
        return -1;
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    *wall = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
    *rss_kib = ru.ru_maxrss;
    return 0;
}

/* Write and run one case; prints its row. */
static int row(const char *name, int n, uint64_t size, uint64_t touch, uint64_t stride,
               double *wall, long *rss)
{
    const char *dir = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
    char path[512];
    snprintf(path, sizeof path, "%s/bench_um_bounds_%d.h5", dir, (int)getpid());
    int bad = write_trace(path, n, size, touch, stride) || measure(path, wall, rss);
    remove(path);
    if (!bad)
        printf("  %-44s %9.3f %14.1f\n", name, *wall, *rss / 1024.0);
    return bad;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: bench_um_bounds BUILD_DIR\n");
        return 2;
    }
    build = argv[1];
    static const struct {
        const char *name;
        int n;
        uint64_t size, touch, stride;
    } cases[] = {
        { "1 GiB buffer, 1 MiB touched", 1, GIB, MIB, 0 },
        { "1 TiB buffer, 1 MiB touched", 1, TIB, MIB, 0 },
        { "4 TiB buffer, 1 MiB touched", 1, 4 * TIB, MIB, 0 },
        { "1 PiB buffer, 1 MiB touched", 1, PIB, MIB, 0 },
        { "two 1 PiB buffers, 1 MiB of each touched", 2, PIB, MIB, 0 },
        { "1 PiB strided, stride 2^64-1, piece 4 KiB", 1, PIB, PIB, UINT64_MAX },
    };
    double wall, w64, w256;
    long rss, r64, r256;
    printf("bench_um_bounds: simrun --policy cuda (h200-pcie5), managed memory\n");
    printf("  %-44s %9s %14s\n", "trace", "wall s", "peak RSS MiB");
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        if (row(cases[i].name, cases[i].n, cases[i].size, cases[i].touch, cases[i].stride, &wall,
                &rss))
            return 1;
    if (row("256 GiB buffer, 64 GiB touched", 1, 256 * GIB, 64 * GIB, 0, &w64, &r64) ||
        row("256 GiB buffer, 256 GiB touched", 1, 256 * GIB, 256 * GIB, 0, &w256, &r256))
        return 1;
    double blocks = (double)(192 * GIB / (2 * MIB));
    printf("  per 2 MiB block touched: %.0f bytes of host memory, %.1f us\n",
           (double)(r256 - r64) * 1024 / blocks, (w256 - w64) * 1e6 / blocks);
    return 0;
}
