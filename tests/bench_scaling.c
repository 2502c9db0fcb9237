/* bench_scaling.c: whether simrun's time grows linearly with the trace.
 *
 *   bench_scaling BUILD_DIR
 *
 * Three workloads, each at n, 10n and 100n, each once quadratic:
 *
 * - live: n buffers allocated, then all freed (n live at the peak; the
 *   driver packs those under 2 MiB into its 2 MiB blocks,
 *   sim_cuda_blocks.h), of 4 KiB (512 to a block; n = 4000, so 100n =
 *   400,000 buffers; 4 million took 31 s with bfc) and of 1 MiB (2 to a
 *   block, so a scan over blocks shows at these sizes; n = 4000);
 * - streams: n streams, each one ALLOC, LAUNCH (reading its 4 KiB) and
 *   FREE in turn (n streams with lists in the per-stream pools); n = 400,
 *   so 100n = 40,000 streams (which took 37 to 85 s with stream, rmm-pool
 *   and caching);
 * - growing: n buffers of 512 B, 1 KiB, ... n * 512 B, each freed right
 *   after its ALLOC, so every ALLOC is a new peak, where the fragmentation
 *   asks for the largest cached block (bestfit caches n sizes); n = 2000,
 *   so 100n = 200,000 (20,000 took bestfit 3 s). On device memory with a
 *   capacity of 16 TiB: the sizes add up to 10 TiB, which bestfit keeps.
 *
 * Each trace is written to a temporary file and replayed by BUILD_DIR/bin/
 * simrun with every allocator (managed memory unless said, the default
 * profile); the figure is events per second of simrun's own wall_s (the
 * replay only), the best of three runs. The last column is events/s at
 * 100n over events/s at n: about 1 when the time is linear (somewhat less
 * as the simulator's maps outgrow the caches), 0.01 when it is quadratic.
 * Prints a table; not a test (exit 1 only when a program fails). */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench_run.h"

#include "trace.h"

static const char *build;

static const char *const policies[] = { "cuda", "bestfit", "bfc", "stream", "caching",
                                        "rmm-pool" };
#define NPOL (sizeof policies / sizeof policies[0])

/* Events per second of the best of three replays; -1 when simrun failed. */
static double events_per_s(const char *policy, const char *opts, const char *trace)
{
    char cmd[2048];
    snprintf(cmd, sizeof cmd, "%s/bin/simrun --quiet --json --policy %s %s %s", build, policy,
             opts, trace);
    double best = -1;
    for (int i = 0; i < 3; i++) {
        char *out = bench_run(cmd);
        if (!out)
            return -1;
        double wall = bench_num(out, "wall_s"), events = bench_num(out, "events");
        if (wall > 0 && events / wall > best)
            best = events / wall;
        free(out);
    }
    return best;
}

/* The workloads: n buffers and the events of kind over them. */
enum workload { LIVE_4K, LIVE_1M, STREAMS, GROWING };

static int write_events(struct trace_writer *w, enum workload kind, uint64_t n,
                        struct trace_error *err)
{
    bool live = kind == LIVE_4K || kind == LIVE_1M;
    for (uint64_t i = 0; i < n; i++) {
        struct trace_buffer b = { .size = kind == GROWING ? 512 * (i + 1)
                                        : kind == LIVE_1M ? 1 << 20 : 4096 };
        if (trace_writer_buffer(w, &b, NULL, err))
            return -1;
    }
    for (uint64_t i = 0; i < n; i++) {
        uint32_t s = kind == STREAMS ? (uint32_t)i : 0;
        struct trace_access a = { .buffer = i, .length = 4096, .mode = TRACE_READ };
        struct trace_event alloc = { .op = TRACE_ALLOC, .obj = i, .stream = s },
                           launch = { .op = TRACE_LAUNCH, .stream = s, .a = i, .b = 1,
                                      .ns = 1000 },
                           release = { .op = TRACE_FREE, .obj = i, .stream = s };
        int rc = trace_writer_event(w, &alloc, err);
        if (kind == STREAMS) /* launch reads access row i */
            rc = rc || trace_writer_access(w, &a, err) || trace_writer_event(w, &launch, err);
        if (!live)
            rc = rc || trace_writer_event(w, &release, err);
        if (rc)
            return -1;
    }
    for (uint64_t i = 0; live && i < n; i++) {
        struct trace_event e = { .op = TRACE_FREE, .obj = i };
        if (trace_writer_event(w, &e, err))
            return -1;
    }
    return 0;
}

static int write_trace(const char *path, enum workload kind, uint64_t n)
{
    struct trace_error err, close_err;
    struct trace_writer *w = trace_writer_create(path, "bench_scaling", NULL, &err);
    int rc = w ? write_events(w, kind, n, &err) : -1;
    if (w && trace_writer_close(w, &close_err) && rc == 0) {
        err = close_err;
        rc = -1;
    }
    if (rc)
        fprintf(stderr, "bench_scaling: %s\n", err.msg);
    return rc;
}

/* One table: events/s of every policy at n, 10n, 100n, and the ratio. */
static int table(enum workload kind, uint64_t n, const char *opts, const char *title)
{
    const char *dir = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
    double eps[NPOL][3];
    for (int s = 0; s < 3; s++) {
        uint64_t size = n * (s == 0 ? 1 : s == 1 ? 10 : 100);
        char path[512];
        snprintf(path, sizeof path, "%s/bench_scaling_%d_%d.h5", dir, (int)kind, (int)getpid());
        if (write_trace(path, kind, size))
            return -1;
        for (size_t p = 0; p < NPOL; p++)
            eps[p][s] = events_per_s(policies[p], opts, path);
        remove(path);
    }
    printf("bench_scaling: %s\n", title);
    printf("  %-9s %14llu %14llu %14llu %9s\n", "n =", (unsigned long long)n,
           (unsigned long long)(10 * n), (unsigned long long)(100 * n), "100n/n");
    for (size_t p = 0; p < NPOL; p++) {
        if (eps[p][0] < 0 || eps[p][1] < 0 || eps[p][2] < 0)
            return -1;
        printf("  %-9s %14.0f %14.0f %14.0f %9.2f\n", policies[p], eps[p][0], eps[p][1],
               eps[p][2], eps[p][2] / eps[p][0]);
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: bench_scaling BUILD_DIR\n");
        return 2;
    }
    build = argv[1];
    if (table(LIVE_4K, 4000, "", "events/s, n live 4 KiB buffers (n ALLOCs, then n FREEs)") ||
        table(LIVE_1M, 4000, "", "events/s, n live 1 MiB buffers (n ALLOCs, then n FREEs)") ||
        table(STREAMS, 400, "", "events/s, n streams each ALLOC, LAUNCH, FREE of 4 KiB") ||
        table(GROWING, 2000, "--memory device --capacity 16T",
              "events/s, n buffers of growing sizes, each ALLOC then FREE (device memory)"))
        return 1;
    printf("  (best of 3 runs of simrun's wall_s; 100n/n near 1: linear, 0.01: quadratic)\n");
    return 0;
}
