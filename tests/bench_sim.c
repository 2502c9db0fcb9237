/* bench_sim.c: how fast simrun's Unified Memory engine runs.
 *
 *   bench_sim BUILD_DIR
 *
 * 1. Oversubscription: a `micro` sweep trace (tracegen micro --pattern
 *    sweep --size 64G --sweeps 2: two kernels each reading a host-initialized
 *    64 GiB buffer) through a 32 GiB GPU (--capacity 32G): every 64 KiB big
 *    page is faulted, migrated, and evicted again (the second sweep finds
 *    the first half gone and pushes the second half out). Target (issue 4):
 *    at most 5 s of wall time on one core.
 * 2. The dl ResNet-1001 trace (tracegen dl --model resnet --depth 1001,
 *    batch 48 and 98) on v100-pcie3-32g with the caching allocator: events
 *    per second and simulated seconds per wall second.
 *
 * The programs are the release builds in BUILD_DIR/bin; each figure is
 * simrun's own wall_s (replay only, the trace open and validation
 * excluded), the best of three runs. Prints a table; not a test (exit 1
 * only when a program fails). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench_run.h"

static const char *build;

/* Best of three simrun runs; returns the JSON of the fastest. */
static char *best_run(const char *opts, const char *trace)
{
    char cmd[2048], *best = NULL;
    snprintf(cmd, sizeof cmd, "%s/bin/simrun --quiet --json %s %s", build, opts, trace);
    for (int i = 0; i < 3; i++) {
        char *out = bench_run(cmd);
        if (!out) {
            free(best);
            return NULL;
        }
        if (!best || bench_num(out, "wall_s") < bench_num(best, "wall_s")) {
            free(best);
            best = out;
        } else
            free(out);
    }
    return best;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: bench_sim BUILD_DIR\n");
        return 2;
    }
    build = argv[1];
    const char *dir = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
    char micro[512], cmd[2048];
    snprintf(micro, sizeof micro, "%s/bench_sim_micro_%d.h5", dir, (int)getpid());
    snprintf(cmd, sizeof cmd, "%s/bin/tracegen micro --pattern sweep --size 64G --sweeps 2 -o %s",
             build, micro);
    char *o = bench_run(cmd);
    if (!o)
        return 1;
    free(o);
    char *j = best_run("--policy cuda --capacity 32G", micro);
    remove(micro);
    if (!j)
        return 1;
    double wall = bench_num(j, "wall_s");
    printf("bench_sim: micro sweep 64 GiB x 2 through a 32 GiB GPU (h200-pcie5, density 51, lrm)\n");
    printf("  wall %.3f s (target <= 5 s: %s); simulated %.3f s; %.0f fault batches, %.0f faults;"
           " %.1f GiB h2d, %.1f GiB evicted\n",
           wall, wall <= 5 ? "met" : "MISSED", bench_num(j, "time_s"), bench_num(j, "fault_batches"),
           bench_num(j, "faults"), bench_num(j, "h2d_bytes") / (1 << 30),
           bench_num(j, "d2h_eviction_bytes") / (1 << 30));
    free(j);

    static const int batches[] = { 48, 98 };
    printf("bench_sim: dl ResNet-1001 fp32, 2 iterations, v100-pcie3-32g, caching allocator\n");
    printf("  %-6s %9s %12s %12s %14s %12s\n", "batch", "events", "wall s", "events/s",
           "sim s/wall s", "samples/s");
    for (int i = 0; i < 2; i++) {
        char tr[512];
        snprintf(tr, sizeof tr, "%s/bench_sim_resnet_%d_%d.h5", dir, batches[i], (int)getpid());
        snprintf(cmd, sizeof cmd,
                 "%s/bin/tracegen dl --model resnet --depth 1001 --batch %d -o %s", build,
                 batches[i], tr);
        if (!(o = bench_run(cmd)))
            return 1;
        free(o);
        j = best_run("--policy caching --gpu v100-pcie3-32g", tr);
        remove(tr);
        if (!j)
            return 1;
        double w = bench_num(j, "wall_s");
        printf("  %-6d %9.0f %12.4f %12.0f %14.1f %12.2f\n", batches[i], bench_num(j, "events"), w,
               bench_num(j, "events_per_sec"), w > 0 ? bench_num(j, "time_s") / w : 0,
               bench_num(j, "samples_per_sec"));
        free(j);
    }
    return 0;
}
