/* gmslive.c: run a PyTorch program with one of the project's allocator
 * policies as its allocator (docs/live.md).
 *
 *     gmslive --policy caching --prefetch launch --capacity 4G --json out.json -- python train.py
 *
 * It checks the settings, spells them into GMS_LIVE for the library
 * (gpu/live_alloc.c, build/lib/libgmslive.so), puts live/'s sitecustomize.py
 * (installed beside the library) first on PYTHONPATH so that Python installs
 * the library as PyTorch's allocator before the program starts, names the
 * library in NVTX_INJECTION64_PATH so that the iteration markers reach it,
 * and runs the program in its place. The library writes the results at the program's exit.
 * Exit status: the program's; 2 for bad usage or settings.
 */
#include "host_options.h"
#include "policy.h"

#include <errno.h>
#include <getopt.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum opt_id { O_POLICY = 'p', O_HELP = 'h', O_VERSION = 'V', O_MEMORY = 256, O_JSON, O_PREFETCH,
              O_EVICT, O_CAPACITY, O_CUPTI };

static const struct host_option opts[] = {
    { "policy", required_argument, O_POLICY, "NAME[:key=value,...]",
      "the allocator policy, as simrun spells it (default caching)" },
    { "memory", required_argument, O_MEMORY, "KIND",
      "managed (default: the policy reserves with cudaMallocManaged, within gpurun's cap) or "
      "device (cudaMalloc)" },
    { "prefetch", required_argument, O_PREFETCH, "NAME[:key=value,...]",
      "the launch-time prefetcher, as simrun spells it: none, manual, launch (PUMP); at each "
      "kernel launch it sees the buffers the kernel's parameters point into" },
    { "evict", required_argument, O_EVICT, "NAME[:key=value,...]",
      "the evictor that keeps managed memory within --capacity at kernel boundaries (default lrm)" },
    { "capacity", required_argument, O_CAPACITY, "SIZE",
      "emulate a GPU of SIZE bytes (K/M/G suffixes), within the managed-memory cap" },
    { "cupti", optional_argument, O_CUPTI, "WHAT",
      "CUPTI's unified-memory counters, as gpurun's --cupti: all (default), bytes (by cause) or "
      "faults; bytes moved by cause in the results (needs --memory managed)" },
    { "json", required_argument, O_JSON, "FILE",
      "write the results there at the program's exit (default: standard error)" },
    { "help", no_argument, O_HELP, NULL, "this text" },
    { "version", no_argument, O_VERSION, NULL, "the version" },
};
#define NOPTS (sizeof opts / sizeof opts[0])

static void usage(FILE *f)
{
    fputs("usage: gmslive [options] -- PROGRAM [ARGS...]\n"
          "Run a PyTorch program with an allocator policy of this project as its allocator\n"
          "(docs/live.md).\n\n", f);
    host_options_usage(f, opts, NOPTS);
}

static void die(const char *what, const char *arg) __attribute__((noreturn));
static void die(const char *what, const char *arg)
{
    fprintf(stderr, "gmslive: %s%s\n", what, arg ? arg : "");
    exit(2);
}

/* The library and the sitecustomize folder: $GMS_LIVE_LIB, else
 * lib/libgmslive.so and lib/gmslive/ beside this program's folder. */
static void library_paths(char *lib, char *site, size_t len)
{
    char self[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    const char *env = getenv("GMS_LIVE_LIB");
    if (n <= 0)
        die("cannot find this program's folder (/proc/self/exe)", NULL);
    self[n] = 0;
    char *dir = dirname(self);
    snprintf(lib, len, "%s", env && env[0] ? env : "");
    if (!lib[0])
        snprintf(lib, len, "%s/../lib/libgmslive.so", dir);
    snprintf(site, len, "%s/../lib/gmslive", dir);
    if (access(lib, R_OK) != 0)
        die("cannot read the library (build it with 'make gpu'; it needs the CUDA toolkit): ", lib);
}

int main(int argc, char **argv)
{
    struct option longopts[NOPTS + 1];
    char shortopts[32], err[512], setting[8192] = "", lib[PATH_MAX], site[PATH_MAX + 16];
    const struct policy_allocator *a;
    uint64_t values[POLICY_MAX_PARAMS];
    const char *policy = "caching", *memory = "managed", *json = NULL, *prefetch = NULL,
               *evict = NULL, *capacity = NULL, *cupti = NULL;
    const struct policy_prefetcher *pf;
    const struct policy_evictor *ev;
    int c;
    host_options_getopt(opts, NOPTS, longopts, shortopts, sizeof shortopts);
    while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1) {
        switch (c) {
        case O_POLICY: policy = optarg; break;
        case O_MEMORY: memory = optarg; break;
        case O_JSON: json = optarg; break;
        case O_PREFETCH: prefetch = optarg; break;
        case O_EVICT: evict = optarg; break;
        case O_CAPACITY: capacity = optarg; break;
        case O_CUPTI: cupti = optarg ? optarg : "all"; break;
        case O_HELP: usage(stdout); return 0;
        case O_VERSION: printf("gmslive %s\n", GMS_VERSION); return 0;
        default: usage(stderr); return 2;
        }
    }
    if (optind == argc)
        die("no program to run: give it after -- (--help for usage)", NULL);
    if (policy_parse_allocator(policy, &a, values, err, sizeof err) < 0)
        die("--policy: ", err);
    if (prefetch && policy_parse_prefetcher(prefetch, &pf, values, err, sizeof err) < 0)
        die("--prefetch: ", err);
    if (evict && policy_parse_evictor(evict, &ev, values, err, sizeof err) < 0)
        die("--evict: ", err);
    if (strcmp(memory, "managed") && strcmp(memory, "device"))
        die("--memory: managed or device, not ", memory);
    if (cupti && strcmp(cupti, "all") && strcmp(cupti, "bytes") && strcmp(cupti, "faults"))
        die("--cupti: all, bytes or faults, not ", cupti);
    size_t n = (size_t)snprintf(setting, sizeof setting, "--policy %s --memory %s", policy, memory);
    const char *flags[][2] = { { "--json", json }, { "--prefetch", prefetch },
                               { "--evict", evict }, { "--capacity", capacity },
                               { "--cupti", cupti } };
    for (size_t i = 0; i < sizeof flags / sizeof *flags && n < sizeof setting; i++)
        if (flags[i][1] && strpbrk(flags[i][1], " \t"))
            die("a setting may not hold spaces: ", flags[i][1]);
        else if (flags[i][1])
            n += (size_t)snprintf(setting + n, sizeof setting - n, " %s %s", flags[i][0], flags[i][1]);
    library_paths(lib, site, sizeof lib);
    const char *path = getenv("PYTHONPATH");
    char *pp = malloc(strlen(site) + (path ? strlen(path) : 0) + 2);
    if (!pp)
        die("out of host memory", NULL);
    sprintf(pp, "%s%s%s", site, path && path[0] ? ":" : "", path && path[0] ? path : "");
    if (setenv("GMS_LIVE", setting, 1) || setenv("GMS_LIVE_LIB", lib, 1)
        || setenv("NVTX_INJECTION64_PATH", lib, 1) || setenv("PYTHONPATH", pp, 1))
        die("cannot set the environment", NULL);
    execvp(argv[optind], argv + optind);
    fprintf(stderr, "gmslive: %s: cannot run: %s\n", argv[optind], strerror(errno));
    return 127;
}
