/* bench_replay.c: how fast simrun replays an allocator trace end to end.
 *
 *   bench_replay BUILD_DIR [TRACE]
 *
 * The trace: a real PyTorch snapshot (tests/data/torch-snapshots/
 * cold_resnet18_bs96, imported by scripts/torch2trace.py) repeated until it
 * holds 1 million events, its ALLOC and FREE events only, each copy with
 * buffers of its own: what an allocator sees of a long training run.
 * Each allocator replays it with device memory (`simrun --memory device`,
 * the release build in BUILD_DIR/bin): the end-to-end rate is the events
 * over the wall time of the whole command (start-up, opening and reading
 * the trace, validating it, the replay, the results), the replay rate
 * simrun's own events_per_sec (its first run validates each block of
 * events as it reads it); the best of three runs each. Target (issue 46): 10 million
 * events per second end to end (RMM's replay benchmark: about 2 million).
 * With TRACE, that file is replayed instead of the one made here (for a
 * machine without Debian's h5py: the same trace made elsewhere).
 * docs/policies.md, "Replay end to end", gives the figures per policy
 * (an idle Xeon core, medians of seven at e589714f: the framework
 * allocators 12.0 to 18.6 M, the stream-ordered pools 9.6 to 10.0 M, in
 * a lease whose spreads were 13 to 53%) and where the time goes. Prints a table; not a test (exit 1 only when a program
 * fails). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "bench_run.h"
#include "policy.h"
#include "trace.h"

#define EVENTS 1000000u

static double wall_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* out: the ALLOC and FREE events of in, again and again, EVENTS of them.
 * Returns 0 or -1 (said). */
static int repeat_trace(const char *in, const char *out)
{
    struct trace_error err;
    struct trace *t = trace_open(in, &err);
    struct trace_writer *w = t ? trace_writer_create(out, "bench_replay", NULL, &err) : NULL;
    uint64_t nb = 0, ne = t ? trace_nevents(t) : 0, written = 0;
    struct trace_buffer *bufs = w ? trace_load_buffers(t, &nb, &err) : NULL;
    struct trace_event *ev = bufs ? malloc(ne * sizeof *ev) : NULL;
    int rc = ev && trace_read_events(t, 0, ne, ev, &err) == 0 ? 0 : -1;
    for (uint64_t base = 0; rc == 0 && written < EVENTS; base += nb) {
        for (uint64_t i = 0; rc == 0 && i < nb; i++)
            rc = trace_writer_buffer(w, &bufs[i], NULL, &err);
        for (uint64_t i = 0; rc == 0 && i < ne && written < EVENTS; i++) {
            if (ev[i].op != TRACE_ALLOC && ev[i].op != TRACE_FREE)
                continue;
            struct trace_event e = ev[i];
            e.obj += base;
            rc = trace_writer_event(w, &e, &err);
            written++;
        }
    }
    if (w && (rc == 0 ? trace_writer_close(w, &err) : (trace_writer_discard(w), -1)) != 0)
        rc = -1;
    if (rc)
        fprintf(stderr, "bench_replay: %s\n", err.msg);
    free(ev);
    free(bufs);
    if (t)
        trace_close(t);
    return rc;
}

int main(int argc, char **argv)
{
    if (argc != 2 && argc != 3) {
        fprintf(stderr, "usage: bench_replay BUILD_DIR [TRACE]\n");
        return 2;
    }
    char dir[] = "/tmp/bench_replay.XXXXXX", cmd[4096], snap[600], big[600];
    if (!mkdtemp(dir))
        return 1;
    snprintf(snap, sizeof snap, "%s/snap.h5", dir);
    snprintf(big, sizeof big, "%s", argc == 3 ? argv[2] : "");
    if (argc == 2) {
        snprintf(big, sizeof big, "%s/1m.h5", dir);
        snprintf(cmd, sizeof cmd, "/usr/bin/python3 scripts/torch2trace.py "
                 "tests/data/torch-snapshots/cold_resnet18_bs96.pkl.gz -o %s 2>/dev/null", snap);
        char *out = bench_run(cmd);
        if (!out || repeat_trace(snap, big) != 0)
            return 1;
        free(out);
    }
    printf("bench_replay: a PyTorch snapshot repeated to %u events, simrun --memory device\n",
           EVENTS);
    printf("%-10s %14s %14s\n", "policy", "end to end/s", "replay/s");
    int failed = 0;
    for (size_t i = 0; policy_allocators[i]; i++) {
        const char *name = policy_allocators[i]->info.name;
        double best = 1e9, replay = 0;
        snprintf(cmd, sizeof cmd, "%s/bin/simrun -q --json --memory device --policy %s %s",
                 argv[1], name, big);
        for (int r = 0; r < 3; r++) {
            double t0 = wall_s();
            char *json = bench_run(cmd);
            double t = wall_s() - t0;
            if (!json) {
                failed = 1;
                break;
            }
            if (t < best) {
                best = t;
                replay = bench_num(json, "events_per_sec");
            }
            free(json);
        }
        printf("%-10s %14.0f %14.0f\n", name, EVENTS / best, replay);
    }
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    if (system(cmd) != 0)
        return 1;
    return failed;
}
