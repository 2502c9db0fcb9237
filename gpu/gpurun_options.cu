/* gpurun_options.cu: gpurun's command line (gpurun.h). One option table
 * (hosts/host_options.h) drives getopt_long and --help; each value is
 * checked as it is parsed, then the policies are resolved through the
 * registry, so a bad command line ends with exit 2 before the trace is read.
 */
#include "gpurun.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern "C" {
#include "host_options.h"
}

#ifndef GMS_VERSION
#define GMS_VERSION "unknown"
#endif

/* A test-only allocator (tests/gpu/overlap.c) linked into gpurun-overlap;
 * absent (NULL) in gpurun itself. */
extern "C" const struct policy_allocator gpurun_test_allocator __attribute__((weak));

enum opt_id {
    O_POLICY = 'p', O_QUIET = 'q', O_HELP = 'h', O_VERSION = 'V',
    O_CAPACITY = 256, O_MEMORY, O_PREFETCH, O_EVICT, O_KERNEL_BOUNDARY, O_SEED, O_WARMUP, O_CHECK,
    O_CUPTI, O_PCIE, O_TIMELINE, O_PERFETTO, O_ONE_THREAD, O_SHARE_IRQ_CPUS, O_CAP, O_WATCHDOG,
    O_CALIBRATE, O_BASE, O_FROM, O_REPS, O_JSON, O_CSV, O_GPU,
};

static const struct host_option opts[] = {
    { "policy", required_argument, O_POLICY, "SPEC",
      "allocators to run, as simrun (bfc:round=1024,caching)" },
    { "capacity", required_argument, O_CAPACITY, "SIZE",
      "emulate a GPU of SIZE bytes: after each kernel, evict "
      "through the evictor until the blocks it holds resident "
      "fit (simrun --evict-at-kernel-boundary)" },
    { "memory", required_argument, O_MEMORY, "KIND", "managed (default) or device (cudaMalloc)" },
    { "prefetch", required_argument, O_PREFETCH, "NAME[:key=value,...]",
      "launch-time prefetcher (default none)" },
    { "evict", required_argument, O_EVICT, "NAME[:key=value,...]", "evictor (default lrm)" },
    { "evict-at-kernel-boundary", no_argument, O_KERNEL_BOUNDARY, NULL,
      "accepted for simrun's command lines; gpurun always evicts at kernel boundaries" },
    { "seed", required_argument, O_SEED, "N", "seed of the random page orders (default 0)" },
    { "gpu", required_argument, O_GPU, "PROFILE",
      "time kernels that carry work (/work) by this profile's "
      "roofline, as simrun --gpu PROFILE does (a name or a "
      "file; nothing else of it is used); without it every "
      "kernel keeps the trace's ns" },
    { "warmup", required_argument, O_WARMUP, "N",
      "iterations left out of the steady state (default 1), as simrun's" },
    { "check", no_argument, O_CHECK, NULL,
      "correctness mode: each buffer filled with a pattern of "
      "its id, kernels write the pattern and verify reads, each "
      "buffer checked before FREE and at the end (times are "
      "then not measurements)" },
    { "cupti", optional_argument, O_CUPTI, "WHAT",
      "CUPTI unified-memory counters: all (default), bytes (by "
      "cause) or faults; counting faults loses byte records "
      "on heavily faulting kernels, so count bytes alone for "
      "bytes (slows migration: take times from a run without)" },
    { "pcie", no_argument, O_PCIE, NULL,
      "the bytes over the PCIe link each way (NVML's counters, "
      "read every 10 ms), and the payload behind them, from a "
      "known 64 MiB migration first: everything the GPU "
      "moved, not only migrations" },
    { "timeline", required_argument, O_TIMELINE, "FILE",
      "one CSV row per event: its start, its host time in "
      "CUDA calls (and cudaMalloc/cudaFree), and a LAUNCH's "
      "kernel end on the GPU (one CUDA event per launch)" },
    { "perfetto", required_argument, O_PERFETTO, "FILE",
      "a Chrome trace-event JSON timeline (ui.perfetto.dev, "
      "chrome://tracing) with simrun --perfetto's tracks: "
      "kernels per stream and prefetches per direction "
      "(CUDA events around each), ALLOC and FREE, reserved "
      "and allocated bytes" },
    { "one-thread", no_argument, O_ONE_THREAD, NULL,
      "plan each event (the policies, the evictor's view) in "
      "the thread that makes its calls, between them, not "
      "in a planner thread ahead of them (the same calls; "
      "more of gpurun's own time in the measurement)" },
    { "share-irq-cpus", no_argument, O_SHARE_IRQ_CPUS, NULL,
      "let gpurun's threads run on the CPUs that take the "
      "GPU's interrupts too (by default they keep off them)" },
    { "cap", required_argument, O_CAP, "SIZE",
      "lower the managed-memory safety cap (default the "
      "smaller of 16 GiB and half the free device memory)" },
    { "watchdog", required_argument, O_WATCHDOG, "SEC",
      "end a run making no progress for SEC s (default 120)" },
    { "calibrate", required_argument, O_CALIBRATE, "FILE",
      "measure this GPU (micro measurements, under 3 minutes) "
      "and write a fitted profile to FILE, every repetition "
      "to FILE.measurements.csv (docs/gpurun.md)" },
    { "base", required_argument, O_BASE, "PROFILE",
      "--calibrate: the profile whose unmeasured keys are kept (default h100-pcie5)" },
    { "reps", required_argument, O_REPS, "N", "--calibrate: repetitions, 3 to 20 (default 3)" },
    { "from", required_argument, O_FROM, "CSV",
      "--calibrate: fit the measurements of an earlier run "
      "again, without a GPU; repeat it to fit several runs "
      "together" },
    { "json", no_argument, O_JSON, NULL, "one JSON object per run, one per line" },
    { "csv", no_argument, O_CSV, NULL, "a header row, then one row per run" },
    { "quiet", no_argument, O_QUIET, NULL, "no progress on stderr" },
    { "help", no_argument, O_HELP, NULL, "this help" },
    { "version", no_argument, O_VERSION, NULL, "print the version" },
};
#define NOPTS (sizeof opts / sizeof opts[0])

static void usage(FILE *out)
{
    fputs("usage: " PROG " [options] --policy NAME[:key=value,...][,NAME...] TRACE.h5\n"
          "       " PROG " --calibrate FILE [--base PROFILE] [--reps N] [--from CSV]\n"
          "\n"
          "Execute a trace on the real GPU through the same policies as simrun: buffers\n"
          "through the allocator over cudaMallocManaged (or cudaMalloc), each LAUNCH as a\n"
          "kernel that touches its ranges and keeps the GPU busy for its ns, HOST as CPU\n"
          "reads and writes, PREFETCH/ADVISE/SYNC/RECORD/WAIT as the real calls. Prints\n"
          "simrun's result keys, measured.\n"
          "\n", out);
    host_options_usage(out, opts, NOPTS);
    fputs("\n"
          "Exit status: 0 every run completed; 1 a run failed (out of memory under the\n"
          "cap, --check found a damaged buffer, CUDA error, watchdog); 2 bad usage, bad\n"
          "input, or a footprint over the cap (refused before allocating).\n", out);
}

/* ---- values ------------------------------------------------------------------------ */

/* 0, or 2 after "gpurun: --NAME: 'ARG': expected WHAT". */
static int bad(const char *name, const char *arg, const char *what)
{
    fprintf(stderr, PROG ": --%s: '%s': expected %s\n", name, arg, what);
    return 2;
}

/* A size as simrun reads one (policy_parse_u64: K/M/G/T suffixes), >= min. */
static int set_size(const char *name, const char *arg, uint64_t min, const char *what,
                    uint64_t *v)
{
    if (policy_parse_u64(arg, v) || *v == UINT64_MAX || *v < min)
        return bad(name, arg, what);
    return 0;
}

/* A decimal integer in [min, max]. */
static int set_int(const char *name, const char *arg, long min, long max, const char *what,
                   long *v)
{
    char *end;
    *v = strtol(arg, &end, 10);
    if (!*arg || *end || *v < min || *v > max)
        return bad(name, arg, what);
    return 0;
}

static int set_cupti(const char *arg, int *what)
{
    if (!(*what = cuda_um_parse(arg)))
        return bad("cupti", arg, "all, bytes or faults");
    return 0;
}

/* The specs of one --policy argument (policy_split_list: simrun's rule). */
static int add_specs(struct gpurun_opts *o, const char *arg)
{
    char err[256];
    if (policy_split_list(arg, o->spec, &o->nspec, GR_MAX_RUNS, err, sizeof err) == 0)
        return 0;
    fprintf(stderr, PROG ": --policy: %s\n", err);
    return 2;
}

/* One option's value into o: 0, or 2 with the message printed. */
static int set_option(struct gpurun_opts *o, int id, const char *a)
{
    long v;
    switch (id) {
    case O_POLICY: return add_specs(o, a);
    case O_CAPACITY:
        return set_size("capacity", a, 2u << 20,
                        "bytes >= 2M with optional K/M/G/T suffix", &o->cfg.capacity);
    case O_MEMORY:
        if (strcmp(a, "managed") && strcmp(a, "device"))
            return bad("memory", a, "managed or device");
        o->cfg.managed = !strcmp(a, "managed");
        return 0;
    case O_PREFETCH: o->pf_arg = a; return 0;
    case O_EVICT: o->ev_arg = a; return 0;
    case O_KERNEL_BOUNDARY: return 0;
    case O_GPU: o->gpu_arg = a; return 0;
    case O_SEED:
        return policy_parse_u64(a, &o->cfg.seed) ? bad("seed", a, "an integer") : 0;
    case O_WARMUP:
        return policy_parse_u64(a, &o->cfg.warmup) ? bad("warmup", a, "an integer") : 0;
    case O_CHECK: o->cfg.check = true; return 0;
    case O_CUPTI: return set_cupti(a, &o->cfg.cupti);
    case O_PCIE: o->pcie = true; return 0;
    case O_TIMELINE: o->timeline_path = a; return 0;
    case O_PERFETTO: o->perfetto_path = a; return 0;
    case O_ONE_THREAD: o->cfg.one_thread = true; return 0;
    case O_SHARE_IRQ_CPUS: o->share_irq_cpus = true; return 0;
    case O_CAP: return set_size("cap", a, 1, "bytes > 0", &o->user_cap);
    case O_WATCHDOG:
        if (set_int("watchdog", a, 1, 86400, "1..86400 seconds", &v))
            return 2;
        o->watchdog_s = (unsigned)v;
        return 0;
    case O_CALIBRATE: o->cal.out = a; return 0;
    case O_BASE: o->cal.base = a; return 0;
    case O_FROM: o->cal.from[o->cal.nfrom++] = a; return 0; /* room for every argument */
    case O_REPS:
        if (set_int("reps", a, 3, 20, "3..20", &v))
            return 2;
        o->cal.reps = (int)v;
        return 0;
    case O_JSON: o->mode = 'j'; return 0;
    case O_CSV: o->mode = 'c'; return 0;
    case O_QUIET: o->quiet = true; return 0;
    }
    usage(stderr); /* getopt_long said what was wrong */
    return 2;
}

/* ---- after the options ------------------------------------------------------------- */

/* --calibrate: the command for the profile's header (a long one, a fit of
 * hundreds of --from files, ends with how many arguments it leaves out). */
static int calibration(struct gpurun_opts *o, int argc, char **argv)
{
    static char cmd[1024];
    for (int i = 0; i < argc; i++) {
        size_t l = strlen(cmd);
        if (l + strlen(argv[i]) + 48 >= sizeof cmd) {
            snprintf(cmd + l, sizeof cmd - l, " ... (%d more arguments)", argc - i);
            break;
        }
        snprintf(cmd + l, sizeof cmd - l, "%s%s", i ? " " : "", argv[i]);
    }
    if (!o->cal.out || optind != argc || o->nspec) {
        fprintf(stderr, PROG ": %s\n", !o->cal.out ? "--from needs --calibrate FILE"
                                                   : "--calibrate takes no trace nor --policy");
        return 2;
    }
    o->cal.watchdog_s = o->watchdog_s;
    o->cal.cap = o->user_cap;
    o->cal.quiet = o->quiet;
    o->cal.share_irq_cpus = o->share_irq_cpus;
    o->cal.command = cmd;
    return -1;
}

/* The prefetcher, the evictor and each allocator from the registry. */
static int resolve(struct gpurun_opts *o)
{
    struct gr_config *c = &o->cfg;
    char err[256];
    if (policy_parse_prefetcher(o->pf_arg, &c->pf, c->pf_values, err, sizeof err)) {
        fprintf(stderr, PROG ": --prefetch: %s\n", err);
        return 2;
    }
    if (policy_parse_evictor(o->ev_arg, &c->ev, c->ev_values, err, sizeof err)) {
        fprintf(stderr, PROG ": --evict: %s\n", err);
        return 2;
    }
    snprintf(c->pf_spec, sizeof c->pf_spec, "%s", c->pf->info.name);
    snprintf(c->ev_spec, sizeof c->ev_spec, "%s", c->ev->info.name);
    for (int i = 0; i < o->nspec; i++) {
        const struct policy_allocator *test = &gpurun_test_allocator;
        if (test && !strcmp(o->spec[i], test->info.name)) {
            o->alloc[i] = test;
            memset(o->values[i], 0, sizeof o->values[i]);
        } else if (policy_parse_allocator(o->spec[i], &o->alloc[i], o->values[i], err,
                                          sizeof err)) {
            fprintf(stderr, PROG ": --policy: %s\n", err);
            return 2;
        } else if (policy_own_addresses(o->alloc[i], o->values[i])) {
            fprintf(stderr, PROG ": --policy %s: " POLICY_OWN_ADDRESSES_MSG "\n", o->spec[i]);
            return 2;
        }
    }
    return -1;
}

/* The checks between options, once all are read. */
static int finish(struct gpurun_opts *o, int argc, char **argv)
{
    if (o->cal.out || o->cal.nfrom)
        return calibration(o, argc, argv);
    if (optind != argc - 1 || o->nspec == 0) {
        fprintf(stderr, PROG ": %s\n", o->nspec ? "expected one TRACE.h5" : "--policy is required");
        usage(stderr);
        return 2;
    }
    if (o->cfg.capacity && !o->cfg.managed) {
        fprintf(stderr, PROG ": --capacity emulates a smaller GPU for managed memory only\n");
        return 2;
    }
    o->trace = argv[optind];
    o->cfg.progress = !o->quiet;
    if (o->gpu_arg) { /* model_kernel_time.h: the same rule as simrun --gpu */
        char err[1024];
        if (model_profile_load(&o->profile, o->gpu_arg, err, sizeof err)) {
            fprintf(stderr, PROG ": --gpu: %s\n", err);
            return 2;
        }
        o->cfg.kt_profile = &o->profile;
    }
    return resolve(o);
}

int gpurun_options(int argc, char **argv, struct gpurun_opts *o)
{
    memset(o, 0, sizeof *o);
    o->cfg.managed = true;
    o->cfg.warmup = 1;
    o->pf_arg = "none";
    o->ev_arg = "lrm";
    o->mode = 't';
    o->watchdog_s = 120;
    o->cal.base = "h100-pcie5";
    o->cal.reps = 3;
    o->cal.from = (const char **)calloc((size_t)argc, sizeof *o->cal.from); /* each --from's */
    if (!o->cal.from) {
        fprintf(stderr, PROG ": out of host memory\n");
        return 1;
    }
    struct option longopts[NOPTS + 1];
    char shortopts[32];
    host_options_getopt(opts, NOPTS, longopts, shortopts, sizeof shortopts);
    int c, rc;
    while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1) {
        if (c == O_HELP) {
            usage(stdout);
            return 0;
        }
        if (c == O_VERSION) {
            printf(PROG " " GMS_VERSION "\n");
            return 0;
        }
        if ((rc = set_option(o, c, optarg)))
            return rc;
    }
    return finish(o, argc, argv);
}
