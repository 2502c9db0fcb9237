/* simrun.c: replay a trace through allocator policies in the simulator and
 * compare them (DESIGN.md sections 1, 7, 8; docs/simrun.md).
 *
 *   simrun [options] --policy NAME[:k=v,...][,NAME...] TRACE.h5
 *
 * The trace is validated first; then each policy gets a fresh instance and
 * a fresh simulated GPU (sim_replay.c) and the results are printed as a
 * table, JSON Lines or CSV (sim_results.c). Exit 0 when every run went
 * through, 1 when a run failed (an allocation that could not be served),
 * 2 on bad usage or bad input.
 */
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "policy.h"
#include "model_profile.h"
#include "sim_replay.h"
#include "host_results.h"
#include "sim_upstream.h"
#include "trace.h"

#ifndef GMS_VERSION
#define GMS_VERSION "unknown"
#endif

#define PROG "simrun"
#define MAX_RUNS 64

static const struct option long_opts[] = {
    { "policy", required_argument, NULL, 'p' },
    { "gpu", required_argument, NULL, 'g' },
    { "set", required_argument, NULL, 's' },
    { "capacity", required_argument, NULL, 'c' },
    { "memory", required_argument, NULL, 'u' },
    { "upstream", required_argument, NULL, 'u' }, /* the old name of --memory */
    { "prefetch", required_argument, NULL, 'P' },
    { "fault-prefetch", required_argument, NULL, 'F' },
    { "evict", required_argument, NULL, 'E' },
    { "evict-at-kernel-boundary", no_argument, NULL, 'B' },
    { "timeline", required_argument, NULL, 'T' },
    { "seed", required_argument, NULL, 'S' },
    { "host-overhead", required_argument, NULL, 'O' },
    { "json", no_argument, NULL, 'j' },
    { "csv", no_argument, NULL, 'C' },
    { "no-wall", no_argument, NULL, 'W' },
    { "list", no_argument, NULL, 'l' },
    { "quiet", no_argument, NULL, 'q' },
    { "help", no_argument, NULL, 'h' },
    { "version", no_argument, NULL, 'V' },
    { NULL, 0, NULL, 0 },
};

static void usage(FILE *out)
{
    fprintf(out,
            "usage: " PROG " [options] --policy NAME[:key=value,...][,NAME...] TRACE.h5\n"
            "\n"
            "Replay a trace through allocator policies on a simulated GPU: with managed\n"
            "memory (the default) every kernel's pages go through the Unified Memory\n"
            "engine (faults, density prefetch, eviction, prefetch policies); compare\n"
            "simulated time, transfers, peak memory and upstream calls.\n"
            "\n"
            "  -p, --policy SPEC     policies to run, each with a fresh instance; a comma\n"
            "                        separates policies, and a comma-separated token that\n"
            "                        contains '=' (and no ':') is one more parameter of the\n"
            "                        policy before it: bfc:round=1024,caching. May repeat.\n"
            "  -g, --gpu NAME|FILE   GPU profile (default " MODEL_PROFILE_DEFAULT ")\n"
            "      --set KEY=VALUE   override a profile parameter (see --list); may repeat\n"
            "      --capacity SIZE   GPU memory, K/M/G/T suffixes (default: the profile's\n"
            "                        capacity); with device memory the upstream limit\n"
            "      --memory KIND     managed (default: cudaMallocManaged and the Unified\n"
            "                        Memory engine) or device (cudaMalloc, every byte\n"
            "                        resident, allocation costs only); --upstream is an alias\n"
            "      --prefetch NAME[:key=value,...]   launch-time prefetcher (default none)\n"
            "      --fault-prefetch density[:threshold=N]|off   the driver's fault-time\n"
            "                        prefetch (default density, threshold 51, 0..100)\n"
            "      --evict NAME      evictor (default lrm)\n"
            "      --evict-at-kernel-boundary   the GPU is the profile's; between kernels\n"
            "                        the harness evicts through the evictor until the\n"
            "                        GPU-resident chunks fit in --capacity (as gpurun does)\n"
            "      --timeline FILE   write resident, allocated, reserved bytes, transfers\n"
            "                        in flight and faults after every kernel (CSV)\n"
            "      --seed N          seed for engines that draw random numbers (reported)\n"
            "      --host-overhead TIME   host time a replay harness spends on each event\n"
            "                        besides the trace's own work, e.g. 300ns (default 0:\n"
            "                        the traced program; scripts/compare.py gives gpurun's\n"
            "                        measured host_overhead_ns_per_event)\n"
            "      --json            one JSON object per run, one per line\n"
            "      --csv             a header row, then one row per run\n"
            "      --no-wall         leave out the keys measured on this machine's clock\n"
            "                        (alloc_wall_ns_per_op, wall_s, events_per_sec)\n"
            "      --list            print the policies (allocators, prefetchers,\n"
            "                        evictors), their parameters, and the profiles\n"
            "  -q, --quiet           no progress on stderr\n"
            "  -h, --help            this help\n"
            "  -V, --version         print the version\n"
            "\n"
            "Exit status: 0 every run completed; 1 a run failed (an allocation could not\n"
            "be served within the capacity); 2 bad usage or bad input.\n");
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
            char def[24], max[24];
            snprintf(def, sizeof def, pp->def == UINT64_MAX ? "inf" : "%" PRIu64, pp->def);
            snprintf(max, sizeof max, pp->max == UINT64_MAX ? "inf" : "%" PRIu64, pp->max);
            fprintf(out, "      %s=%s  [%" PRIu64 "..%s]  %s\n", pp->key, def, pp->min, max,
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

/* The policy specs of every --policy, split by the comma rule of usage(). */
struct specs {
    char *spec[MAX_RUNS];
    int n;
};

static int split_specs(struct specs *s, const char *arg)
{
    char err[256];
    if (policy_split_list(arg, s->spec, &s->n, MAX_RUNS, err, sizeof err) == 0)
        return 0;
    fprintf(stderr, PROG ": --policy: %s\n", err);
    return -1;
}

static void free_specs(struct specs *s)
{
    for (int i = 0; i < s->n; i++)
        free(s->spec[i]);
    s->n = 0;
}

/* Everything but freeing the policy specs, so every return path is clean. */
static int simrun(int argc, char **argv, struct specs *specs)
{
    const char *gpu = MODEL_PROFILE_DEFAULT;
    const char *sets[64];
    int nsets = 0;
    uint64_t capacity = 0, seed = 0;
    double host_overhead = 0;
    enum sim_upstream_kind upstream = SIM_UPSTREAM_MANAGED;
    const char *prefetch_spec = "none", *evict_spec = "lrm", *timeline_path = NULL;
    struct model_density_params density = model_density_params_default();
    bool at_boundary = false;
    bool json = false, csv = false, with_wall = true, list = false, quiet = false;
    int c, status = 0;

    while ((c = getopt_long(argc, argv, "p:g:qhV", long_opts, NULL)) != -1) {
        switch (c) {
        case 'p':
            if (split_specs(specs, optarg))
                return 2;
            break;
        case 'g': gpu = optarg; break;
        case 's':
            if (nsets == 64) {
                fprintf(stderr, PROG ": --set: too many\n");
                return 2;
            }
            sets[nsets++] = optarg;
            break;
        case 'c':
            if (model_parse_size(optarg, &capacity) || capacity == 0) {
                fprintf(stderr, PROG ": --capacity: '%s': expected bytes > 0 with optional"
                        " K/M/G/T suffix\n", optarg);
                return 2;
            }
            break;
        case 'u':
            if (sim_upstream_parse_kind(optarg, &upstream)) {
                fprintf(stderr, PROG ": --memory: '%s': expected managed or device\n", optarg);
                return 2;
            }
            break;
        case 'P': prefetch_spec = optarg; break;
        case 'E': evict_spec = optarg; break;
        case 'B': at_boundary = true; break;
        case 'T': timeline_path = optarg; break;
        case 'F':
            if (parse_fault_prefetch(optarg, &density)) {
                fprintf(stderr, PROG ": --fault-prefetch: '%s': expected density,"
                        " density:threshold=N (N 0..%d) or off\n", optarg,
                        MODEL_DENSITY_THRESHOLD_MAX);
                return 2;
            }
            break;
        case 'S': {
            char *end;
            seed = strtoull(optarg, &end, 10);
            if (!*optarg || *end) {
                fprintf(stderr, PROG ": --seed: '%s': expected an unsigned integer\n", optarg);
                return 2;
            }
            break;
        }
        case 'O':
            if (model_parse_time_ns(optarg, &host_overhead) || host_overhead > 1e9) {
                fprintf(stderr, PROG ": --host-overhead: '%s': expected a time up to 1s"
                        " (number with ns/us/ms/s)\n", optarg);
                return 2;
            }
            break;
        case 'j': json = true; break;
        case 'C': csv = true; break;
        case 'W': with_wall = false; break;
        case 'l': list = true; break;
        case 'q': quiet = true; break;
        case 'h': usage(stdout); return 0;
        case 'V': printf(PROG " " GMS_VERSION "\n"); return 0;
        default:
            fprintf(stderr, "Try '" PROG " --help'.\n");
            return 2;
        }
    }
    if (list) {
        list_policies(stdout);
        model_profile_list(stdout);
        return 0;
    }
    if (json && csv) {
        fprintf(stderr, PROG ": --json and --csv: choose one\n");
        return 2;
    }
    if (specs->n == 0) {
        fprintf(stderr, PROG ": --policy: missing (see --list for policies)\n");
        return 2;
    }
    if (optind != argc - 1) {
        fprintf(stderr, PROG ": %s\nTry '" PROG " --help'.\n",
                optind == argc ? "missing TRACE.h5" : "one trace at a time");
        return 2;
    }
    const char *path = argv[optind];

    /* Policies and profile first: bad usage fails before any file work. */
    const struct policy_allocator *alloc[MAX_RUNS];
    uint64_t values[MAX_RUNS][POLICY_MAX_PARAMS];
    char err[1024];
    for (int i = 0; i < specs->n; i++)
        if (policy_parse_allocator(specs->spec[i], &alloc[i], values[i], err, sizeof err)) {
            fprintf(stderr, PROG ": --policy: %s\n", err);
            return 2;
        }
    struct sim_config cfg = {
        .upstream = upstream,
        .seed = seed,
        .host_overhead_ns = (uint64_t)llround(host_overhead),
        .progress = !quiet && isatty(STDERR_FILENO),
        .density = density,
        .evict_at_boundary = at_boundary,
    };
    if (policy_parse_prefetcher(prefetch_spec, &cfg.prefetcher, cfg.prefetch_values, err,
                                sizeof err)) {
        fprintf(stderr, PROG ": --prefetch: %s\n", err);
        return 2;
    }
    if (policy_parse_evictor(evict_spec, &cfg.evictor, cfg.evict_values, err, sizeof err)) {
        fprintf(stderr, PROG ": --evict: %s\n", err);
        return 2;
    }
    if (at_boundary && upstream != SIM_UPSTREAM_MANAGED) {
        fprintf(stderr, PROG ": --evict-at-kernel-boundary: needs --memory managed\n");
        return 2;
    }
    struct model_profile profile;
    if (model_profile_load(&profile, gpu, err, sizeof err)) {
        fprintf(stderr, PROG ": --gpu: %s\n", err);
        return 2;
    }
    for (int i = 0; i < nsets; i++)
        if (model_profile_set_kv(&profile, sets[i], err, sizeof err)) {
            fprintf(stderr, PROG ": --set: %s\n", err);
            return 2;
        }
#ifndef NDEBUG
    if (!model_profile_valid(&profile)) {
        fprintf(stderr, PROG ": %s: profile fails its checks\n", profile.path);
        return 2;
    }
#endif

    struct trace_error terr;
    trace_guard_install(PROG);
    trace_guard_file(path);
    trace_guard_watch(TRACE_GUARD_OPEN_SECONDS);
    struct trace *t = trace_open(path, &terr);
    trace_guard_watch(0);
    if (!t) {
        fprintf(stderr, PROG ": %s\n", terr.msg);
        return 2;
    }
    uint64_t nbuf = 0;
    struct trace_buffer *bufs = NULL;
    if (trace_validate(t, NULL, &terr) || !(bufs = trace_load_buffers(t, &nbuf, &terr))) {
        fprintf(stderr, PROG ": %s\n", terr.msg);
        trace_close(t);
        return 2;
    }

    cfg.profile = &profile;
    cfg.capacity = capacity ? capacity : profile.capacity;
    if (upstream == SIM_UPSTREAM_MANAGED && cfg.capacity < (2u << 20)) {
        fprintf(stderr, PROG ": --capacity: %" PRIu64 " bytes: managed memory needs at least"
                " one 2 MiB root chunk\n", cfg.capacity);
        free(bufs);
        trace_close(t);
        return 2;
    }
    if (at_boundary && cfg.capacity > profile.capacity) {
        fprintf(stderr, PROG ": --evict-at-kernel-boundary: --capacity %" PRIu64 " exceeds"
                " the GPU's %" PRIu64 " bytes\n", cfg.capacity, profile.capacity);
        free(bufs);
        trace_close(t);
        return 2;
    }
    if (timeline_path) {
        cfg.timeline = fopen(timeline_path, "w");
        if (!cfg.timeline) {
            fprintf(stderr, PROG ": %s: %s\n", timeline_path, strerror(errno));
            free(bufs);
            trace_close(t);
            return 2;
        }
        sim_timeline_csv_header(cfg.timeline);
    }
    struct host_results *res = calloc(specs->n, sizeof *res);
    int nres = 0;
    for (int i = 0; res && i < specs->n; i++) {
        enum sim_outcome o =
            sim_replay(t, bufs, nbuf, alloc[i], values[i], &cfg, &res[nres], err, sizeof err);
        if (o != SIM_OK)
            fprintf(stderr, PROG ": %s\n", err);
        if (o == MODEL_ERROR) {
            status = 2;
            break;
        }
        if (o == SIM_FAILED)
            status = 1;
        nres++;
    }
    if (!res) {
        fprintf(stderr, PROG ": out of memory\n");
        status = 2;
    }

    unsigned keys = HOST_SIMRUN | (with_wall ? HOST_SIMRUN_WALL : 0);
    if (status != 2) {
        if (json)
            for (int i = 0; i < nres; i++)
                host_results_json(stdout, &res[i], keys);
        else if (csv) {
            host_results_csv_header(stdout, keys);
            for (int i = 0; i < nres; i++)
                host_results_csv_row(stdout, &res[i], keys);
        } else
            host_results_table(stdout, res, nres, keys);
    }
    if (fflush(stdout) != 0 && status == 0) {
        perror(PROG ": stdout");
        status = 2;
    }
    if (cfg.timeline && fclose(cfg.timeline) != 0 && status == 0) {
        fprintf(stderr, PROG ": %s: %s\n", timeline_path, strerror(errno));
        status = 2;
    }
    free(res);
    free(bufs);
    trace_close(t);
    return status;
}

int main(int argc, char **argv)
{
    struct specs specs = { 0 };
    int status = simrun(argc, argv, &specs);
    free_specs(&specs);
    return status;
}
