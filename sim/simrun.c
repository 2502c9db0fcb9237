/* simrun.c: replay a trace through allocator policies in the simulator and
 * compare them (docs/simrun.md).
 *
 *   simrun [options] [--policy NAME[:k=v,...][,NAME...]] TRACE.h5
 *
 * Each policy (caching, PyTorch's caching allocator, when none is named)
 * gets a fresh instance and a fresh simulated GPU (sim_replay.c) and the
 * results are printed as a table, JSON Lines or CSV (hosts/host_results.c).
 * The first run validates the trace as it replays it, each event before
 * the replay acts on it, and the validation ends (the rest of the trace)
 * before anything is printed: one pass over the file fewer. One option table drives getopt_long and
 * the --help text. Exit 0 when every run went through, 1 when a run failed
 * (an allocation that could not be served), 2 on bad usage or bad input.
 */
#include <getopt.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "policy.h"
#include "model_profile.h"
#include "sim_at_peak.h"
#include "model_kernel_time.h"
#include "sim_mincap.h"
#include "sim_replay.h"
#include "host_options.h"
#include "host_perfetto.h"
#include "host_results.h"
#include "sim_upstream.h"
#include "trace.h"

#ifndef GMS_VERSION
#define GMS_VERSION "unknown"
#endif

#define PROG "simrun"
#define MAX_RUNS 64
#define MAX_SETS 64
#define DEFAULT_POLICY "caching"
#define STR_(x) #x
#define STR(x) STR_(x)

enum opt_id {
    O_POLICY = 'p', O_GPU = 'g', O_QUIET = 'q', O_HELP = 'h', O_VERSION = 'V',
    O_SET = 256, O_CAPACITY, O_MEMORY, O_PREFETCH, O_FAULT_PREFETCH, O_EVICT, O_AT_BOUNDARY,
    O_TIMELINE, O_PERFETTO, O_SEED, O_WARMUP, O_HOST_OVERHEAD, O_JSON, O_CSV, O_NO_WALL, O_LIST,
    O_MIN_CAPACITY, O_AT_PEAK, O_SCALE_KT, O_TRACE_KT,
};

/* Every option, in --help order (host_options.h); a row without help is an
 * alias. */
static const struct host_option opts[] = {
    {"policy", required_argument, O_POLICY, "SPEC",
     "allocator policies to run, each with a fresh instance (default " DEFAULT_POLICY
     ", PyTorch's caching allocator; --list shows them all); a comma separates policies, and a"
     " comma-separated token that contains '=' (and no ':') is one more parameter of the policy"
     " before it: bfc:round=1024,caching. May repeat."},
    {"gpu", required_argument, O_GPU, "NAME|FILE",
     "GPU profile (default " MODEL_PROFILE_DEFAULT "; --list shows the profiles and the folders"
     " searched for them)"},
    {"set", required_argument, O_SET, "KEY=VALUE",
     "override a profile parameter (see --list); may repeat"},
    {"capacity", required_argument, O_CAPACITY, "SIZE",
     "GPU memory, K/M/G/T suffixes (default: the profile's capacity); with device memory the"
     " upstream limit"},
    {"memory", required_argument, O_MEMORY, "KIND",
     "managed (default: cudaMallocManaged and the Unified Memory engine) or device (cudaMalloc,"
     " every byte resident, allocation costs only); --upstream is an alias"},
    {"upstream", required_argument, O_MEMORY, "KIND", NULL},
    {"prefetch", required_argument, O_PREFETCH, "NAME[:key=value,...]",
     "launch-time prefetcher (default none)"},
    {"fault-prefetch", required_argument, O_FAULT_PREFETCH, "density[:threshold=N]|off",
     "the driver's fault-time prefetch (default density, threshold "
     STR(MODEL_DENSITY_THRESHOLD_DEFAULT) ", 0.." STR(MODEL_DENSITY_THRESHOLD_MAX) ")"},
    {"evict", required_argument, O_EVICT, "NAME", "evictor (default lrm)"},
    {"evict-at-kernel-boundary", no_argument, O_AT_BOUNDARY, NULL,
     "the GPU is the profile's; between kernels the harness evicts through the evictor until"
     " the GPU-resident chunks fit in --capacity (as gpurun does)"},
    {"timeline", required_argument, O_TIMELINE, "FILE",
     "write resident, allocated, reserved bytes, transfers in flight, faults and"
     " fragmentation after every ALLOC, FREE, kernel and copy (CSV)"},
    {"perfetto", required_argument, O_PERFETTO, "FILE",
     "write a Chrome trace-event JSON timeline (ui.perfetto.dev, chrome://tracing): kernels per"
     " stream, copies by cause per direction, fault batches, evictions, ALLOC and FREE, and"
     " reserved, allocated and resident bytes"},
    {"min-capacity", optional_argument, O_MIN_CAPACITY, "RESOLUTION",
     "for each allocator, the smallest GPU (device memory) on which the trace completes, by"
     " bisection to RESOLUTION (default 2M), and why one step less fails: the failing ALLOC,"
     " bytes live and reserved, the largest free block, the live blocks that pin free space"},
    {"at-peak", no_argument, O_AT_PEAK, NULL,
     "after each run, what is live at the peak of reserved and of allocated bytes, by tag and"
     " by stream"},
    {"scale-kernel-times", optional_argument, O_SCALE_KT, "PROFILE",
     "kernels without work (FLOPs and bytes) keep the trace's time; this scales it from the"
     " GPU it was measured on (PROFILE, default the profile whose gpu_name is the trace's gpu"
     " attribute) to --gpu by the ratio of their memory bandwidths, with a warning"},
    {"trace-kernel-times", no_argument, O_TRACE_KT, NULL,
     "every kernel takes its event's ns, work or not, as gpurun replays it (for comparing"
     " with gpurun; scripts/compare.py gives it)"},
    {"seed", required_argument, O_SEED, "N",
     "seed for engines that draw random numbers (reported)"},
    {"warmup", required_argument, O_WARMUP, "N",
     "iterations left out of the steady state (default 1: steady_samples_per_sec is the"
     " iterations after the first)"},
    {"host-overhead", required_argument, O_HOST_OVERHEAD, "TIME",
     "host time a replay harness spends on each event besides the trace's own work, e.g. 300ns"
     " (default 0: the traced program; scripts/compare.py gives gpurun's measured"
     " host_overhead_ns_per_event)"},
    {"json", no_argument, O_JSON, NULL, "one JSON object per run, one per line"},
    {"csv", no_argument, O_CSV, NULL, "a header row, then one row per run"},
    {"no-wall", no_argument, O_NO_WALL, NULL,
     "leave out the keys measured on this machine's clock (alloc_wall_ns_per_op, wall_s,"
     " events_per_sec)"},
    {"list", no_argument, O_LIST, NULL,
     "print the policies (allocators, prefetchers, evictors), their parameters, and the"
     " profiles"},
    {"quiet", no_argument, O_QUIET, NULL, "no progress on stderr"},
    {"help", no_argument, O_HELP, NULL, "print this help and exit"},
    {"version", no_argument, O_VERSION, NULL, "print the version and exit"},
};
#define NOPTS (sizeof opts / sizeof *opts)

static void usage(FILE *f)
{
    fprintf(f, "usage: " PROG " [options] [--policy NAME[:key=value,...][,NAME...]] TRACE.h5\n"
               "\n");
    host_print_wrapped(f, "Replay a trace through allocator policies on a simulated GPU: with managed"
                  " memory (the default) every kernel's pages go through the Unified Memory"
                  " engine (faults, density prefetch, eviction, prefetch policies); compare"
                  " simulated time, transfers, peak memory and upstream calls.", 0);
    fprintf(f, "\n");
    host_options_usage(f, opts, NOPTS);
    fprintf(f, "\n");
    host_print_wrapped(f, "Exit status: 0 every run completed; 1 a run failed (an allocation could"
                  " not be served within the capacity); 2 bad usage or bad input.", 0);
}

static void list_family(FILE *out, const char *title, const struct policy_info *const *infos,
                        int n)
{
    fprintf(out, "%s:\n", title);
    for (int i = 0; i < n; i++) {
        const struct policy_info *in = infos[i];
        fprintf(out, "  %-10s %s\n", in->name, in->summary ? in->summary : "");
        for (int k = 0; in->params && in->params[k].key && k < POLICY_MAX_PARAMS; k++) {
            const struct policy_param *pp = &in->params[k];
            char def[24], min[24], max[24];
            policy_format_value(in, k, pp->def, def, sizeof def);
            policy_format_value(in, k, pp->min, min, sizeof min);
            policy_format_value(in, k, pp->max, max, sizeof max);
            fprintf(out, "      %s=%s  [%s..%s]  %s\n", pp->key, def, min, max,
                    pp->help ? pp->help : "");
        }
    }
}

static void list_policies(FILE *out)
{
    const struct policy_info *infos[64];
    int n = 0;
    for (int i = 0; policy_allocators[i] && n < 64; i++)
        infos[n++] = &policy_allocators[i]->info;
    list_family(out, "allocator policies (--policy NAME[:key=value,...])", infos, n);
    n = 0;
    for (int i = 0; policy_prefetchers[i] && n < 64; i++)
        infos[n++] = &policy_prefetchers[i]->info;
    list_family(out, "launch-time prefetchers (--prefetch NAME[:key=value,...])", infos, n);
    n = 0;
    for (int i = 0; policy_evictors[i] && n < 64; i++)
        infos[n++] = &policy_evictors[i]->info;
    list_family(out, "evictors (--evict NAME[:key=value,...])", infos, n);
    fprintf(out, "fault-time prefetch (--fault-prefetch):\n"
                 "  density    the driver's density prefetch (uvm_perf_prefetch.c)\n"
                 "      threshold=%d  [0..%d]  percent of a region's pages that must be\n"
                 "                     marked to migrate it whole\n"
                 "  off        migrate only the faulted 4 KiB pages\n",
            MODEL_DENSITY_THRESHOLD_DEFAULT, MODEL_DENSITY_THRESHOLD_MAX);
}

/* "density[:threshold=N]" or "off". */
static int parse_fault_prefetch(const char *s, struct model_density_params *d)
{
    *d = model_density_params_default();
    if (strcmp(s, "off") == 0) {
        d->enable = false;
        return 0;
    }
    if (strncmp(s, "density", 7) != 0 || (s[7] && s[7] != ':'))
        return -1;
    if (!s[7])
        return 0;
    const char *kv = s + 8;
    if (strncmp(kv, "threshold=", 10) != 0)
        return -1;
    char *end;
    unsigned long v = strtoul(kv + 10, &end, 10);
    if (!kv[10] || *end || v > MODEL_DENSITY_THRESHOLD_MAX)
        return -1;
    d->threshold = (unsigned)v;
    return 0;
}

/* What the command line asks for. */
struct args {
    char *spec[MAX_RUNS];      /* the policy specs, split by --policy's comma rule */
    int nspecs;
    const char *gpu;           /* --gpu, or NULL: MODEL_PROFILE_DEFAULT */
    const char *sets[MAX_SETS];
    int nsets;
    uint64_t capacity, seed;   /* capacity 0: the profile's */
    uint64_t warmup;           /* --warmup */
    double host_overhead;      /* ns */
    enum sim_upstream_kind upstream;
    const char *prefetch, *evict, *timeline, *perfetto, *trace;
    struct model_density_params density;
    bool at_boundary, json, csv, with_wall, list, quiet;
    bool memory_given, capacity_given, at_peak;
    bool scale_kt, trace_kt;   /* --scale-kernel-times, --trace-kernel-times */
    const char *scale_from;    /* its PROFILE, or NULL: the trace's gpu attribute's */
    uint64_t min_capacity; /* --min-capacity's resolution; 0: not asked */
};

/* Append the specs of one --policy; one naming no policy is bad usage (the
 * default is for a command line without --policy). Returns 0 or 2. */
static int split_specs(struct args *a, const char *arg)
{
    char err[256];
    int before = a->nspecs;
    int rc = policy_split_list(arg, a->spec, &a->nspecs, MAX_RUNS, err, sizeof err);
    if (rc == 0 && a->nspecs > before)
        return 0;
    if (rc == 0)
        snprintf(err, sizeof err, "'%s' names no policy", arg);
    fprintf(stderr, PROG ": --policy: %s\n", err);
    return 2;
}

/* "simrun: --opt: 'arg': what"; returns 2, the exit status of bad usage. */
static int bad_value(const char *opt, const char *arg, const char *what)
{
    fprintf(stderr, PROG ": --%s: '%s': %s\n", opt, arg, what);
    return 2;
}

/* Apply the option id with argument arg. Returns 0, or 2 after saying why. */
static int parse_option(struct args *a, int id, const char *arg)
{
    char *end;
    switch (id) {
    case O_POLICY: return split_specs(a, arg);
    case O_GPU: a->gpu = arg; return 0;
    case O_SET:
        if (a->nsets == MAX_SETS) {
            fprintf(stderr, PROG ": --set: more than " STR(MAX_SETS) "\n");
            return 2;
        }
        a->sets[a->nsets++] = arg;
        return 0;
    case O_CAPACITY:
        a->capacity_given = true;
        return model_parse_size(arg, &a->capacity) || a->capacity == 0
                   ? bad_value("capacity", arg, "expected bytes > 0 with optional K/M/G/T suffix")
                   : 0;
    case O_MEMORY:
        a->memory_given = true;
        return sim_upstream_parse_kind(arg, &a->upstream)
                   ? bad_value("memory", arg, "expected managed or device") : 0;
    case O_PREFETCH: a->prefetch = arg; return 0;
    case O_FAULT_PREFETCH:
        return parse_fault_prefetch(arg, &a->density)
                   ? bad_value("fault-prefetch", arg, "expected density, density:threshold=N (N"
                               " 0.." STR(MODEL_DENSITY_THRESHOLD_MAX) ") or off") : 0;
    case O_EVICT: a->evict = arg; return 0;
    case O_AT_BOUNDARY: a->at_boundary = true; return 0;
    case O_TIMELINE: a->timeline = arg; return 0;
    case O_PERFETTO: a->perfetto = arg; return 0;
    case O_SEED:
        a->seed = strtoull(arg, &end, 10);
        return !*arg || *end ? bad_value("seed", arg, "expected an unsigned integer") : 0;
    case O_WARMUP:
        a->warmup = strtoull(arg, &end, 10);
        return !*arg || *end || *arg == '-' ? bad_value("warmup", arg, "expected an unsigned integer")
                                            : 0;
    case O_HOST_OVERHEAD:
        return model_parse_time_ns(arg, &a->host_overhead) || a->host_overhead > 1e9
                   ? bad_value("host-overhead", arg,
                               "expected a time up to 1s (number with ns/us/ms/s)") : 0;
    case O_JSON: a->json = true; return 0;
    case O_CSV: a->csv = true; return 0;
    case O_NO_WALL: a->with_wall = false; return 0;
    case O_LIST: a->list = true; return 0;
    case O_QUIET: a->quiet = true; return 0;
    case O_AT_PEAK: a->at_peak = true; return 0;
    case O_SCALE_KT: a->scale_kt = true; a->scale_from = arg; return 0;
    case O_TRACE_KT: a->trace_kt = true; return 0;
    case O_MIN_CAPACITY:
        a->min_capacity = SIM_MINCAP_RESOLUTION_DEFAULT;
        return arg && (model_parse_size(arg, &a->min_capacity) || a->min_capacity == 0 ||
                       a->min_capacity > TRACE_SUM_MAX)
                   ? bad_value("min-capacity", arg, "expected a resolution of 1 byte to 2^62"
                               " bytes, with optional K/M/G/T suffix") : 0;
    }
    return 0;
}

/* Options that do not go together. Returns 0 or 2. */
static int check_combinations(struct args *a)
{
    const char *why = NULL;
    if (a->min_capacity && a->memory_given && a->upstream == SIM_UPSTREAM_MANAGED)
        why = "--min-capacity: asks of device memory (with managed memory no allocation fails"
              " for want of GPU memory); leave out --memory managed";
    else if (a->min_capacity && a->capacity_given)
        why = "--min-capacity and --capacity: choose one";
    else if (a->min_capacity && (a->timeline || a->perfetto || a->at_peak))
        why = "--min-capacity replays many times: leave out --timeline, --perfetto and --at-peak";
    else if ((a->min_capacity || a->at_peak) && a->csv)
        why = "--min-capacity and --at-peak report as text or --json, not --csv";
    if (a->scale_kt && a->trace_kt)
        why = "--scale-kernel-times and --trace-kernel-times: choose one";
    if (why) {
        fprintf(stderr, PROG ": %s\n", why);
        return 2;
    }
    if (a->min_capacity)
        a->upstream = SIM_UPSTREAM_DEVICE;
    return 0;
}

/* Parse the command line into a. Returns -1 to go on and replay, or the
 * exit status (--help, --version, --list, bad usage). */
static int parse_args(int argc, char **argv, struct args *a)
{
    if (argc < 2) {
        usage(stderr);
        return 2;
    }
    struct option longopts[NOPTS + 1];
    char shortopts[3 * NOPTS + 1];
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
        if (c == '?' || c == ':') {
            fprintf(stderr, "Try '" PROG " --help'.\n");
            return 2;
        }
        if ((rc = parse_option(a, c, optarg)) != 0)
            return rc;
    }
    if (a->list) {
        list_policies(stdout);
        model_profile_list(stdout);
        return 0;
    }
    if (a->json && a->csv) {
        fprintf(stderr, PROG ": --json and --csv: choose one\n");
        return 2;
    }
    if ((rc = check_combinations(a)) != 0)
        return rc;
    if (optind != argc - 1) {
        fprintf(stderr, PROG ": %s\nTry '" PROG " --help'.\n",
                optind == argc ? "missing TRACE.h5" : "one trace at a time");
        return 2;
    }
    a->trace = argv[optind];
    if (a->nspecs == 0 && split_specs(a, DEFAULT_POLICY))
        return 2;
    return -1;
}

/* What the runs share: the policies, the profile, the trace, the results. */
struct run {
    const struct policy_allocator *alloc[MAX_RUNS];
    uint64_t values[MAX_RUNS][POLICY_MAX_PARAMS];
    struct model_profile profile;
    struct sim_config cfg;
    struct trace *t;
    struct trace_buffer *bufs;
    uint64_t nbuf;
    struct trace_validator *validator; /* until the trace has passed; then NULL */
    struct trace_output timeline; /* --timeline's file, written whole or not at all */
    struct trace_output perfetto_out; /* --perfetto's file, likewise */
    struct host_perfetto perfetto;
    struct host_results *res;
    int nres;
    struct trace_summary sum;
    struct sim_peak_rows peaks[MAX_RUNS]; /* --at-peak */
};

/* The allocators, the prefetcher and the evictor: bad usage fails here,
 * before any file work. Returns 0 or 2. */
static int parse_policies(const struct args *a, struct run *r)
{
    char err[1024];
    for (int i = 0; i < a->nspecs; i++)
        if (policy_parse_allocator(a->spec[i], &r->alloc[i], r->values[i], err, sizeof err)) {
            fprintf(stderr, PROG ": --policy: %s\n", err);
            return 2;
        }
    if (policy_parse_prefetcher(a->prefetch, &r->cfg.prefetcher, r->cfg.prefetch_values, err,
                                sizeof err)) {
        fprintf(stderr, PROG ": --prefetch: %s\n", err);
        return 2;
    }
    if (policy_parse_evictor(a->evict, &r->cfg.evictor, r->cfg.evict_values, err, sizeof err)) {
        fprintf(stderr, PROG ": --evict: %s\n", err);
        return 2;
    }
    if (a->at_boundary && a->upstream != SIM_UPSTREAM_MANAGED) {
        fprintf(stderr, PROG ": --evict-at-kernel-boundary: needs --memory managed\n");
        return 2;
    }
    return 0;
}

/* The profile of --gpu (or the default) with the --set overrides. A missing
 * default profile is not blamed on --gpu. Returns 0 or 2. */
static int load_profile(const struct args *a, struct run *r)
{
    char err[2048];
    if (model_profile_load(&r->profile, a->gpu ? a->gpu : MODEL_PROFILE_DEFAULT, err,
                           sizeof err)) {
        fprintf(stderr, PROG ": %s%s\n", a->gpu ? "--gpu: " : "", err);
        return 2;
    }
    for (int i = 0; i < a->nsets; i++)
        if (model_profile_set_kv(&r->profile, a->sets[i], err, sizeof err)) {
            fprintf(stderr, PROG ": --set: %s\n", err);
            return 2;
        }
#ifndef NDEBUG
    if (!model_profile_valid(&r->profile)) {
        fprintf(stderr, PROG ": %s: profile fails its checks\n", r->profile.path);
        return 2;
    }
#endif
    return 0;
}

/* Open the trace, read its /buffers and begin validating it (the rules of
 * /buffers). Returns 0 or 2. */
static int open_trace(const char *path, struct run *r)
{
    struct trace_error terr;
    trace_guard_install(PROG);
    trace_guard_file(path);
    trace_guard_watch(TRACE_GUARD_OPEN_SECONDS);
    r->t = trace_open(path, &terr);
    trace_guard_watch(0);
    if (!r->t || !(r->bufs = trace_load_buffers(r->t, &r->nbuf, &terr)) ||
        !(r->validator = trace_validator_begin(r->t, r->bufs, r->nbuf, &terr))) {
        fprintf(stderr, PROG ": %s\n", terr.msg);
        return 2;
    }
    return 0;
}

/* The rest of the validation: the events no run has checked (all of them
 * when none has run) and the rules that need the whole trace, r->sum
 * filled. Returns 0, or 2 after printing the first violation. */
static int end_validation(struct run *r)
{
    struct trace_error terr;
    if (!r->validator)
        return 0;
    int rc = trace_validator_end(r->validator, &r->sum, &terr);
    trace_validator_free(r->validator);
    r->validator = r->cfg.validator = NULL;
    if (rc) {
        fprintf(stderr, PROG ": %s\n", terr.msg);
        return 2;
    }
    return 0;
}

/* recorded's key=value pairs whose keys given does not name, then given's:
 * the settings a trace recorded with the user's keys over them (malloc'd;
 * NULL when host memory ran out). */
static char *merge_settings(const char *recorded, const char *given)
{
    size_t len = strlen(recorded) + strlen(given) + 2, n = 0;
    char *out = malloc(len);
    if (!out)
        return NULL;
    for (const char *p = recorded; *p;) {
        size_t item = strcspn(p, ","), key = strcspn(p, "=,");
        bool overridden = false;
        for (const char *q = given; *q && !overridden; q += strcspn(q, ","), q += *q == ',')
            overridden = strcspn(q, "=,") == key && strncmp(q, p, key) == 0;
        if (!overridden)
            n += (size_t)snprintf(out + n, len - n, "%s%.*s", n ? "," : "", (int)item, p);
        p += item + (p[item] == ',');
    }
    snprintf(out + n, len - n, "%s%s", n && *given ? "," : "", given);
    return out;
}

/* A trace that records the allocator settings its program ran under (root
 * attribute allocator_settings, docs/design.md) replays `caching` under
 * them; caching:key=value runs the keys given over them. A policy that maps
 * pages of its own (expandable segments) needs device memory. Returns 0 or 2. */
static int trace_settings(const struct args *a, struct run *r)
{
    struct trace_error terr;
    char err[512], *set = NULL;
    int status = 0;
    for (int i = 0; i < a->nspecs && status == 0; i++) {
        bool recorded = false;
        size_t name = strlen(DEFAULT_POLICY);
        if (strncmp(a->spec[i], DEFAULT_POLICY, name) == 0 && strchr(":", a->spec[i][name])) {
            if (!set && !(set = trace_attr(r->t, "allocator_settings", &terr))) {
                fprintf(stderr, PROG ": %s\n", terr.msg);
                return 2;
            }
            recorded = *set != '\0';
            char *merged = recorded ? merge_settings(set, a->spec[i] + name + !!a->spec[i][name]) : NULL;
            if (recorded && !merged) {
                fprintf(stderr, PROG ": %s: out of host memory\n", a->trace);
                status = 2;
            } else if (recorded && policy_parse_params(&r->alloc[i]->info, merged, r->values[i],
                                                       err, sizeof err)) {
                fprintf(stderr, PROG ": %s: attribute allocator_settings: %s\n", a->trace, err);
                status = 2;
            }
            free(merged);
        }
        const struct policy_allocator *p = r->alloc[i];
        if (status == 0 && a->upstream == SIM_UPSTREAM_MANAGED &&
            policy_own_addresses(p, r->values[i])) {
            fprintf(stderr, PROG ": --policy %s%s: " POLICY_OWN_ADDRESSES_MSG ": give --memory"
                    " device\n", a->spec[i], recorded ? " (allocator_settings of the trace)" : "");
            status = 2;
        }
    }
    free(set);
    return status;
}

/* The rest of the simulated GPU's settings, checked against the profile;
 * the --timeline file opened. Returns 0 or 2. */
static int configure(const struct args *a, struct run *r)
{
    struct sim_config *cfg = &r->cfg;
    cfg->upstream = a->upstream;
    cfg->seed = a->seed;
    cfg->warmup = a->warmup;
    cfg->host_overhead_ns = (uint64_t)llround(a->host_overhead);
    cfg->progress = !a->quiet && isatty(STDERR_FILENO);
    cfg->density = a->density;
    cfg->evict_at_boundary = a->at_boundary;
    cfg->profile = &r->profile;
    cfg->capacity = a->capacity ? a->capacity : r->profile.capacity;
    if (a->upstream == SIM_UPSTREAM_MANAGED && cfg->capacity < (2u << 20)) {
        fprintf(stderr, PROG ": --capacity: %" PRIu64 " bytes: managed memory needs at least"
                " one 2 MiB root chunk\n", cfg->capacity);
        return 2;
    }
    if (a->at_boundary && cfg->capacity > r->profile.capacity) {
        fprintf(stderr, PROG ": --evict-at-kernel-boundary: --capacity %" PRIu64 " exceeds"
                " the GPU's %" PRIu64 " bytes\n", cfg->capacity, r->profile.capacity);
        return 2;
    }
    if (a->timeline) {
        const char *inputs[] = { a->trace, r->profile.path, NULL };
        struct trace_error err;
        if (!(cfg->timeline = trace_output_fopen(&r->timeline, a->timeline, inputs, &err))) {
            fprintf(stderr, PROG ": --timeline: %s\n", err.msg);
            return 2;
        }
        sim_timeline_csv_header(cfg->timeline);
    }
    if (a->perfetto) {
        const char *inputs[] = { a->trace, r->profile.path, NULL };
        struct trace_error err;
        FILE *f = trace_output_fopen(&r->perfetto_out, a->perfetto, inputs, &err);
        if (!f) {
            fprintf(stderr, PROG ": --perfetto: %s\n", err.msg);
            return 2;
        }
        host_perfetto_begin(&r->perfetto, f);
        cfg->perfetto = &r->perfetto;
    }
    return 0;
}

/* How kernels are timed (model_kernel_time.h): a warning when the trace's
 * work finds no rates in the profile; --scale-kernel-times' factor, with a
 * warning (the bandwidth ratio is right for memory-bound kernels only).
 * Returns 0 or 2. */
static int kernel_times(const struct args *a, struct run *r)
{
    char msg[2048], from[256];
    const struct model_profile *p = &r->profile;
    r->cfg.trace_kernel_times = a->trace_kt;
    if (!a->trace_kt && trace_has_work(r->t) &&
        !(p->fp32_flops > 0 && p->fp16_flops > 0 && p->mem_bw > 0))
        fprintf(stderr, PROG ": warning: %s: profile %s lacks fp32_flops, fp16_flops or mem_bw:"
                " kernel times are the trace's\n", a->trace, p->name);
    if (!a->scale_kt)
        return 0;
    if (model_kernel_scale(r->t, a->scale_from, &r->profile, &r->cfg.kernel_scale, from,
                         sizeof from, msg, sizeof msg)) {
        fprintf(stderr, PROG ": %s\n", msg);
        return 2;
    }
    fprintf(stderr, PROG ": warning: %s: kernel times without work scaled from %s to %s by"
            " the memory bandwidth ratio %.4g: an estimate (a compute-bound kernel scales by"
            " the FLOP rates instead)\n", a->trace, from, r->profile.name, r->cfg.kernel_scale);
    return 0;
}

/* Replay the trace through each policy in turn, until one cannot be read.
 * Returns 0 (every run completed), 1 (a run failed) or 2. */
static int replay_all(const struct args *a, struct run *r)
{
    char err[1024];
    int status = 0;
    if (!(r->res = calloc(a->nspecs, sizeof *r->res))) {
        fprintf(stderr, PROG ": %s: out of host memory\n", a->trace);
        return 2;
    }
    r->cfg.validator = r->validator; /* the first run validates */
    for (int i = 0; i < a->nspecs; i++) {
        sim_peak_rows_init(&r->peaks[i]);
        r->cfg.peaks = a->at_peak ? &r->peaks[i] : NULL;
        if (r->cfg.perfetto)
            host_perfetto_process(r->cfg.perfetto, (uint32_t)i + 1, PROG, r->alloc[i]->info.name);
        enum sim_outcome o = sim_replay(r->t, r->bufs, r->nbuf, r->alloc[i], r->values[i],
                                        &r->cfg, &r->res[r->nres], err, sizeof err);
        if (end_validation(r))
            return 2;
        if (o != SIM_OK)
            fprintf(stderr, PROG ": %s\n", err);
        if (o == MODEL_ERROR)
            return 2;
        if (o == SIM_FAILED)
            status = 1;
        r->nres++;
    }
    return status;
}

/* --min-capacity: the search for each allocator, its answer printed as it
 * ends. Returns 0 (each found one), 1 (some allocator completes at no
 * capacity) or 2. */
static int mincap_all(const struct args *a, struct run *r)
{
    char err[1024];
    int status = 0;
    struct host_results *res = malloc(sizeof *res);
    if (!res) {
        fprintf(stderr, PROG ": %s: out of host memory\n", a->trace);
        return 2;
    }
    for (int i = 0; i < a->nspecs && status != 2; i++) {
        struct sim_mincap m;
        if (sim_mincap(r->t, r->bufs, r->nbuf, r->alloc[i], r->values[i], &r->cfg,
                       a->min_capacity, r->sum.peak_live_bytes, &m, res, err, sizeof err)) {
            fprintf(stderr, PROG ": %s\n", err);
            status = 2;
        } else {
            (a->json ? sim_mincap_json : sim_mincap_text)(stdout, &m, res);
            status = m.found ? status : 1;
        }
    }
    free(res);
    return status;
}

/* --at-peak: the live buffers at each run's peaks. Returns 0 or 2. */
static int print_at_peak(const struct args *a, struct run *r)
{
    char err[1024];
    for (int i = 0; i < r->nres; i++)
        if (sim_at_peak_print(stdout, a->json, r->t, r->bufs, r->nbuf, &r->peaks[i], &r->res[i],
                              err, sizeof err)) {
            fprintf(stderr, PROG ": %s\n", err);
            return 2;
        }
    return 0;
}

/* The results in the format asked for: the one place simrun calls the
 * results printers (host_results.h). */
static void print_results(const struct args *a, const struct host_results *res, int n)
{
    unsigned keys = HOST_SIMRUN | (a->with_wall ? HOST_SIMRUN_WALL : 0);
    if (a->json) {
        for (int i = 0; i < n; i++)
            host_results_json(stdout, &res[i], keys);
    } else if (a->csv) {
        host_results_csv_header(stdout, keys);
        for (int i = 0; i < n; i++)
            host_results_csv_row(stdout, &res[i], keys);
    } else {
        host_results_table(stdout, res, n, keys);
    }
}

/* Everything after the command line; r holds what main frees. Returns the
 * exit status. */
static int simrun(const struct args *a, struct run *r)
{
    int status = parse_policies(a, r);
    if (status == 0)
        status = load_profile(a, r);
    if (status == 0)
        status = open_trace(a->trace, r);
    if (status == 0)
        status = trace_settings(a, r);
    if (status == 0)
        status = configure(a, r);
    if (status == 0)
        status = kernel_times(a, r);
    if (status != 0)
        return status;
    if (a->min_capacity) /* its search starts from the trace's peak of live bytes */
        return end_validation(r) ? 2 : mincap_all(a, r);
    status = replay_all(a, r);
    if (status != 2)
        print_results(a, r->res, r->nres); /* a write error: trace_output_stdout */
    if (status != 2 && a->at_peak && print_at_peak(a, r))
        status = 2;
    struct trace_error err;
    if (r->cfg.timeline && status != 2 && trace_output_close(&r->timeline, &err) != 0) {
        fprintf(stderr, PROG ": --timeline: %s\n", err.msg);
        status = 2;
    }
    if (r->cfg.perfetto && status != 2 && host_perfetto_end(r->cfg.perfetto)) {
        fprintf(stderr, PROG ": %s: --perfetto: out of host memory\n", a->trace);
        status = 2;
    } else if (r->cfg.perfetto && status != 2 &&
               trace_output_close(&r->perfetto_out, &err) != 0) {
        fprintf(stderr, PROG ": --perfetto: %s\n", err.msg);
        status = 2;
    }
    return status;
}

int main(int argc, char **argv)
{
    trace_output_stdout(PROG);
    static struct run r; /* large: every policy's parameter values, the profile */
    struct args a = { .upstream = SIM_UPSTREAM_MANAGED, .prefetch = "none", .evict = "lrm",
                      .warmup = 1,
                      .density = model_density_params_default(), .with_wall = true };
    int status = parse_args(argc, argv, &a);
    if (status < 0)
        status = simrun(&a, &r);
    for (int i = 0; i < r.nres; i++)
        host_results_free(&r.res[i]);
    free(r.res); /* a timeline not closed above is removed at exit (trace_output.c) */
    trace_validator_free(r.validator);
    free(r.bufs);
    trace_close(r.t);
    for (int i = 0; i < a.nspecs; i++)
        free(a.spec[i]);
    return status;
}
