/* tracecheck.c: validate traces and summarize them.
 *
 *   tracecheck [--quiet] FILE...
 *
 * Checks every rule of the trace format (docs/design.md section 3) on each file
 * and prints a summary of each valid one. The first violation in a file is
 * reported as "tracecheck: FILE: /dataset row N: what"; every file is
 * checked, and the exit status is 2 when any was invalid or the summary
 * could not be written (docs/design.md section 8), 0 otherwise.
 *
 * A damaged file can crash or hang the HDF5 library itself
 * (docs/trace-format.md, "Damaged files"); tracecheck then says so, naming
 * the file, and exits 2 rather than dying with a bare signal or hanging
 * (trace_guard.c).
 */
#include "trace.h"

#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#ifndef GMS_VERSION
#define GMS_VERSION "unknown"
#endif

static const struct option options[] = {
    { "quiet", no_argument, NULL, 'q' },
    { "help", no_argument, NULL, 'h' },
    { "version", no_argument, NULL, 'V' },
    { NULL, 0, NULL, 0 },
};

static void usage(FILE *f)
{
    fprintf(f,
            "usage: tracecheck [--quiet] FILE...\n"
            "Validate gpumemtrace files (format version %d) and print a summary of each.\n"
            "\n"
            "  -q, --quiet    print nothing for valid files (and no progress), only violations\n"
            "  -h, --help     show this help\n"
            "  -V, --version  show the version\n"
            "\n"
            "Exit status: 0 when every file is valid, 2 when one is not (or bad usage, or\n"
            "stdout cannot be written).\n",
            TRACE_VERSION);
}

/* "123456789 (117.7 MiB)" */
static const char *bytes(uint64_t n, char *buf, size_t len)
{
    static const char *const units[] = { "KiB", "MiB", "GiB", "TiB", "PiB", "EiB" };
    if (n < 1024) {
        snprintf(buf, len, "%" PRIu64 " B", n);
        return buf;
    }
    double v = (double)n;
    int u = -1;
    while (v >= 1024 && u < 5) {
        v /= 1024;
        u++;
    }
    snprintf(buf, len, "%" PRIu64 " (%.1f %s)", n, v, units[u]);
    return buf;
}

/* The provenance attributes a capture writes (docs/trace-format.md), in
 * the order they are printed. */
static const char *const provenance[] = { "gpu", "driver", "cuda", "command", "date", "capture" };
#define NPROVENANCE (sizeof provenance / sizeof *provenance)

/* Read them all into values[] ("" when absent). Returns 0, or -1 with err
 * (one is not a string) and values[] freed. */
static int read_provenance(struct trace *t, char *values[NPROVENANCE], struct trace_error *err)
{
    for (size_t i = 0; i < NPROVENANCE; i++) {
        values[i] = trace_attr(t, provenance[i], err);
        if (!values[i]) {
            while (i > 0)
                free(values[--i]);
            return -1;
        }
    }
    return 0;
}

static void print_summary(const struct trace *t, const struct trace_summary *s,
                          char *const values[NPROVENANCE])
{
    char b[64];
    printf("%s: valid gpumemtrace version %d\n", trace_path(t), TRACE_VERSION);
    printf("  %-22s %s\n", "source", trace_source(t));
    if (trace_description(t)[0])
        printf("  %-22s %s\n", "description", trace_description(t));
    for (size_t i = 0; i < NPROVENANCE; i++)
        if (values[i][0])
            printf("  %-22s %s\n", provenance[i], values[i]);
    printf("  %-22s %" PRIu64 "\n", "buffers", s->buffers);
    printf("  %-22s %" PRIu64 "\n", "events", s->events);
    for (unsigned op = 1; op <= TRACE_OP_MAX; op++)
        printf("    %-20s %" PRIu64 "\n", trace_op_name(op), s->events_by_op[op]);
    printf("  %-22s %" PRIu64 "\n", "accesses", s->accesses);
    uint64_t launches = s->events_by_op[TRACE_LAUNCH];
    printf("  %-22s %" PRIu64 " of %" PRIu64, "launches with a buffer", s->launches_with_accesses,
           launches);
    if (launches > 0)
        printf(" (%.1f%%)", 100.0 * (double)s->launches_with_accesses / (double)launches);
    if (trace_has_work(t))
        printf("\n  %-22s %" PRIu64 " of %" PRIu64, "launches with work", s->launches_with_work,
               launches);
    printf("\n  %-22s %" PRIu64 "\n", "kernels", s->kernels);
    printf("  %-22s %" PRIu64 "\n", "iterations", s->iterations);
    printf("  %-22s %" PRIu64 "\n", "samples", s->samples);
    printf("  %-22s %" PRIu64 "\n", "streams", s->streams);
    printf("  %-22s %s\n", "peak live bytes", bytes(s->peak_live_bytes, b, sizeof b));
    printf("  %-22s %s\n", "bytes touched", bytes(s->bytes_touched, b, sizeof b));
}

/* Progress on stderr, for checks longer than a second on a terminal. */
struct progress {
    const char *path;
    double start;
    bool shown;
};

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void show_progress(uint64_t done, uint64_t total, void *arg)
{
    struct progress *p = arg;
    if (!p->shown && now() - p->start < 1.0)
        return;
    p->shown = true;
    fprintf(stderr, "\rtracecheck: %s: %.0f%% of %" PRIu64 " events", p->path,
            100.0 * (double)done / (double)(total ? total : 1), total);
}

/* 0 when path is a valid trace, 2 otherwise (the message is printed). */
static int check(const char *path, bool quiet)
{
    trace_guard_file(path);
    struct trace_error err;
    trace_guard_watch(TRACE_GUARD_OPEN_SECONDS);
    struct trace *t = trace_open(path, &err);
    trace_guard_watch(0);
    struct trace_summary s;
    struct progress p = { path, now(), false };
    if (t && !quiet && isatty(STDERR_FILENO))
        trace_set_progress(t, show_progress, &p);
    int rc = t ? trace_validate(t, &s, &err) : -1;
    if (p.shown)
        fprintf(stderr, "\r\033[K"); /* clear the progress line */
    char *values[NPROVENANCE];
    if (rc == 0)
        rc = read_provenance(t, values, &err);
    if (rc < 0) {
        fprintf(stderr, "tracecheck: %s\n", err.msg);
        trace_close(t);
        return 2;
    }
    if (!quiet)
        print_summary(t, &s, values);
    for (size_t i = 0; i < NPROVENANCE; i++)
        free(values[i]);
    trace_close(t);
    return 0;
}

int main(int argc, char **argv)
{
    trace_output_stdout("tracecheck");
    bool quiet = false;
    int c;
    while ((c = getopt_long(argc, argv, "qhV", options, NULL)) != -1) {
        switch (c) {
        case 'q':
            quiet = true;
            break;
        case 'h':
            usage(stdout);
            return 0;
        case 'V':
            printf("tracecheck %s\n", GMS_VERSION);
            return 0;
        default:
            usage(stderr);
            return 2;
        }
    }
    if (optind >= argc) {
        fprintf(stderr, "tracecheck: no trace given\n");
        usage(stderr);
        return 2;
    }
    trace_guard_install("tracecheck");
    int status = 0;
    for (int i = optind; i < argc; i++) {
        if (check(argv[i], quiet) != 0)
            status = 2;
        if (!quiet && i + 1 < argc)
            fflush(stdout);
    }
    return status;
}
