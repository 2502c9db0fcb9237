/* bench_trace_read.c: trace-reading throughput (issue 2's benchmark).
 *
 * Writes a trace of 10.5 million events shaped like a training loop (ALLOC,
 * LAUNCH, FREE, HOST, SYNC and ITER rows with plausible ids, sizes and
 * kernel times from a fixed-seed generator) into a temporary file, then
 * streams it back with the cursor on one core and prints events per second
 * (best of three passes, and each pass). Not a test: it prints figures.
 * Usage: bench_trace_read [BUILD_DIR]   (the argument is ignored)
 */
#include "trace.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define NEVENTS 10500000ull

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;
static uint64_t rnd(void) /* xorshift64* */
{
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return rng_state * 2685821657736338717ull;
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static void die(const struct trace_error *err)
{
    fprintf(stderr, "bench_trace_read: %s\n", err->msg);
    exit(1);
}

/* A layer loop: each step allocates an activation, launches a kernel that
 * reads two live buffers and writes the new one, frees an old activation. */
static void write_trace(const char *path)
{
    struct trace_error err;
    struct trace_writer *w = trace_writer_create(path, "bench_trace_read", NULL, &err);
    if (!w)
        die(&err);
    enum { NWEIGHTS = 64 };
    uint64_t weights[NWEIGHTS], live[8] = { 0 };
    for (int i = 0; i < NWEIGHTS; i++) {
        struct trace_buffer b = { .size = 4096 + (rnd() % (64u << 20)), .tag = TRACE_TAG_WEIGHT };
        if (trace_writer_buffer(w, &b, &weights[i], &err) < 0)
            die(&err);
        struct trace_event e = { .op = TRACE_ALLOC, .obj = weights[i] };
        if (trace_writer_event(w, &e, &err) < 0)
            die(&err);
    }
    uint64_t nev = NWEIGHTS, step = 0;
    while (nev < NEVENTS) {
        uint64_t size = 512 * (1 + rnd() % 65536), id;
        struct trace_buffer b = { .size = size, .tag = TRACE_TAG_ACTIVATION };
        if (trace_writer_buffer(w, &b, &id, &err) < 0)
            die(&err);
        uint32_t stream = (uint32_t)(step % 4 == 0 ? rnd() % 4 : 0);
        uint64_t prev = live[step % 8];
        struct trace_event ev[5];
        int k = 0;
        ev[k++] = (struct trace_event){ .op = TRACE_ALLOC, .obj = id, .stream = stream };
        uint64_t w0 = weights[rnd() % NWEIGHTS];
        struct trace_access acc[2] = {
            { .buffer = w0, .offset = 0, .length = 4096, .mode = TRACE_READ },
            { .buffer = id, .offset = 0, .length = size, .mode = TRACE_WRITE },
        };
        uint64_t first = trace_writer_naccesses(w);
        for (int i = 0; i < 2; i++)
            if (trace_writer_access(w, &acc[i], &err) < 0)
                die(&err);
        ev[k++] = (struct trace_event){ .op = TRACE_LAUNCH, .obj = rnd() % 300, .stream = stream,
                                        .a = first, .b = 2, .ns = 2000 + rnd() % 200000 };
        if (prev)
            ev[k++] = (struct trace_event){ .op = TRACE_FREE, .obj = prev, .stream = stream };
        if (step % 97 == 0)
            ev[k++] = (struct trace_event){ .op = TRACE_HOST, .mode = TRACE_WRITE, .obj = id,
                                            .a = 0, .b = size, .ns = rnd() % 50000 };
        if (step % 500 == 499)
            ev[k++] = (struct trace_event){ .op = TRACE_ITER, .a = 32, .ns = rnd() % 1000 };
        live[step % 8] = id;
        for (int i = 0; i < k; i++)
            if (trace_writer_event(w, &ev[i], &err) < 0)
                die(&err);
        nev += (uint64_t)k;
        step++;
    }
    if (trace_writer_close(w, &err) < 0)
        die(&err);
}

int main(int argc, char **argv)
{
    (void)argc, (void)argv;
    char path[256];
    snprintf(path, sizeof path, "%s/gms-bench-trace-%d.h5",
             getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp", (int)getpid());
    double t0 = now();
    write_trace(path);
    double tw = now() - t0;
    struct stat st;
    stat(path, &st);

    struct trace_error err;
    double best = 0;
    uint64_t n = 0, check = 0;
    printf("bench_trace_read: writing %.1f s, %.1f MiB on disk\n", tw, st.st_size / 1048576.0);
    for (int pass = 0; pass < 3; pass++) {
        double t1 = now();
        struct trace *t = trace_open(path, &err);
        if (!t)
            die(&err);
        struct trace_cursor c;
        if (trace_cursor_init(&c, t, &err) < 0)
            die(&err);
        const struct trace_event *e;
        int rc;
        n = 0;
        check = 0;
        while ((rc = trace_cursor_next(&c, &e, &err)) == 1) {
            check += e->obj ^ e->ns ^ e->op;
            n++;
        }
        if (rc < 0)
            die(&err);
        trace_cursor_free(&c);
        trace_close(t);
        double dt = now() - t1, rate = n / dt;
        if (rate > best)
            best = rate;
        printf("bench_trace_read: pass %d: %" PRIu64 " events in %.3f s = %.1f M events/s\n",
               pass + 1, n, dt, rate / 1e6);
    }
    printf("bench_trace_read: %.1f M events/s (best of 3, one core; target >= 20; checksum %"
           PRIx64 ")\n", best / 1e6, check);
    if (!getenv("KEEP")) unlink(path); else printf("%s\n", path);
    return 0;
}
