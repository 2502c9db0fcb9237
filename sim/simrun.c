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
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "policy.h"
#include "sim_profile.h"
#include "sim_replay.h"
#include "sim_results.h"
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
    { "upstream", required_argument, NULL, 'u' },
    { "seed", required_argument, NULL, 'S' },
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
            "Replay a trace's ALLOC and FREE events through allocator policies on a\n"
            "simulated GPU and compare peak memory, upstream calls and simulated time.\n"
            "\n"
            "  -p, --policy SPEC     policies to run, each with a fresh instance; a comma\n"
            "                        separates policies, and a comma-separated token that\n"
            "                        contains '=' (and no ':') is one more parameter of the\n"
            "                        policy before it: bfc:round=1024,caching. May repeat.\n"
            "  -g, --gpu NAME|FILE   GPU profile (default " SIM_PROFILE_DEFAULT ")\n"
            "      --set KEY=VALUE   override a profile parameter (see --list); may repeat\n"
            "      --capacity SIZE   upstream memory limit, K/M/G/T suffixes (default: the\n"
            "                        profile's capacity)\n"
            "      --upstream KIND   device (cudaMalloc costs, default) or managed\n"
            "                        (cudaMallocManaged costs)\n"
            "      --seed N          seed for engines that draw random numbers (reported)\n"
            "      --json            one JSON object per run, one per line\n"
            "      --csv             a header row, then one row per run\n"
            "      --no-wall         leave out the keys measured on this machine's clock\n"
            "                        (alloc_wall_ns_per_op, wall_s, events_per_sec)\n"
            "      --list            print the policies, their parameters, and the profiles\n"
            "  -q, --quiet           no progress on stderr\n"
            "  -h, --help            this help\n"
            "  -V, --version         print the version\n"
            "\n"
            "Exit status: 0 every run completed; 1 a run failed (an allocation could not\n"
            "be served within the capacity); 2 bad usage or bad input.\n");
}

static void list_policies(FILE *out)
{
    fprintf(out, "allocator policies (--policy NAME[:key=value,...]):\n");
    for (int i = 0; policy_allocators[i]; i++) {
        const struct policy_info *in = &policy_allocators[i]->info;
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

/* The policy specs of every --policy, split by the comma rule of usage(). */
struct specs {
    char *spec[MAX_RUNS];
    int n;
};

static int split_specs(struct specs *s, const char *arg)
{
    char *buf = strdup(arg);
    if (!buf)
        return -1;
    char *save = NULL;
    int rc = 0;
    for (char *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        char *eq = strchr(tok, '='), *colon = strchr(tok, ':');
        bool param = eq && (!colon || eq < colon);
        if (param) {
            if (s->n == 0 || !s->spec[s->n - 1]) {
                fprintf(stderr, PROG ": --policy: parameter '%s' comes before any policy name\n",
                        tok);
                rc = -1;
                break;
            }
            char *prev = s->spec[s->n - 1];
            size_t l = strlen(prev) + strlen(tok) + 2;
            char *joined = malloc(l);
            if (!joined) {
                rc = -1;
                break;
            }
            /* "bfc" + "round=1024" -> "bfc:round=1024"; else append ",k=v". */
            snprintf(joined, l, "%s%s%s", prev, strchr(prev, ':') ? "," : ":", tok);
            free(prev);
            s->spec[s->n - 1] = joined;
        } else {
            if (s->n == MAX_RUNS) {
                fprintf(stderr, PROG ": --policy: more than %d policies\n", MAX_RUNS);
                rc = -1;
                break;
            }
            s->spec[s->n++] = strdup(tok);
        }
    }
    free(buf);
    return rc;
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
    const char *gpu = SIM_PROFILE_DEFAULT;
    const char *sets[64];
    int nsets = 0;
    uint64_t capacity = 0, seed = 0;
    enum sim_upstream_kind upstream = SIM_UPSTREAM_DEVICE;
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
            if (sim_parse_size(optarg, &capacity) || capacity == 0) {
                fprintf(stderr, PROG ": --capacity: '%s': expected bytes > 0 with optional"
                        " K/M/G/T suffix\n", optarg);
                return 2;
            }
            break;
        case 'u':
            if (sim_upstream_parse_kind(optarg, &upstream)) {
                fprintf(stderr, PROG ": --upstream: '%s': expected device or managed\n", optarg);
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
        sim_profile_list(stdout);
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
    struct sim_profile profile;
    if (sim_profile_load(&profile, gpu, err, sizeof err)) {
        fprintf(stderr, PROG ": --gpu: %s\n", err);
        return 2;
    }
    for (int i = 0; i < nsets; i++)
        if (sim_profile_set_kv(&profile, sets[i], err, sizeof err)) {
            fprintf(stderr, PROG ": --set: %s\n", err);
            return 2;
        }
#ifndef NDEBUG
    if (!sim_profile_valid(&profile)) {
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

    struct sim_config cfg = {
        .profile = &profile,
        .capacity = capacity ? capacity : profile.capacity,
        .upstream = upstream,
        .seed = seed,
        .progress = !quiet && isatty(STDERR_FILENO),
    };
    struct sim_results *res = calloc(specs->n, sizeof *res);
    int nres = 0;
    for (int i = 0; res && i < specs->n; i++) {
        enum sim_outcome o =
            sim_replay(t, bufs, nbuf, alloc[i], values[i], &cfg, &res[nres], err, sizeof err);
        if (o != SIM_OK)
            fprintf(stderr, PROG ": %s\n", err);
        if (o == SIM_ERROR) {
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

    if (status != 2) {
        if (json)
            for (int i = 0; i < nres; i++)
                sim_results_json(stdout, &res[i], with_wall);
        else if (csv) {
            sim_results_csv_header(stdout, with_wall);
            for (int i = 0; i < nres; i++)
                sim_results_csv_row(stdout, &res[i], with_wall);
        } else
            sim_results_table(stdout, res, nres, with_wall);
    }
    if (fflush(stdout) != 0 && status == 0) {
        perror(PROG ": stdout");
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
