/* gmslive.c: run a CUDA program, PyTorch or any other, with the project's
 * policies inside it (docs/live.md).
 *
 *     gmslive --policy caching --prefetch launch --capacity 4G --json out.json -- python train.py
 *
 * It checks the settings, spells them into GMS_LIVE for the library
 * (gpu/live_alloc.c, build/lib/libgmslive.so) and runs the program in its
 * place with the library in it, both ways unless --via says one: for
 * PyTorch, live/'s sitecustomize.py (installed beside the library) goes
 * first on PYTHONPATH, so that Python installs the library as PyTorch's
 * allocator before the program starts; for any CUDA program, LD_PRELOAD
 * names the library, whose cudaMalloc and kin then serve the program's
 * calls (gpu/live_inject.c). CUDA_INJECTION64_PATH and NVTX_INJECTION64_PATH
 * name it too, so that it sees the driver's allocations from CUDA's start
 * and the iteration markers. The library writes the results at the
 * program's exit. Exit status: the program's; 2 for bad usage or settings.
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
              O_EVICT, O_CAPACITY, O_OVER_CAP, O_VIA, O_CUPTI, O_WARMUP };

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
    { "over-cap", required_argument, O_OVER_CAP, "WHAT",
      "refuse (default: a managed reservation past the cap fails, as out of memory) or device "
      "(it is made with cudaMalloc instead, and never prefetched or evicted)" },
    { "via", required_argument, O_VIA, "WAY",
      "both (default), torch (PyTorch's pluggable allocator takes the tensors) or cuda (the "
      "program's cudaMalloc and kin, through LD_PRELOAD)" },
    { "cupti", optional_argument, O_CUPTI, "WHAT",
      "CUPTI's unified-memory counters, as gpurun's --cupti: all (default), bytes (by cause) or "
      "faults; bytes moved by cause in the results (needs --memory managed)" },
    { "warmup", required_argument, O_WARMUP, "N",
      "iterations (gms:iter markers) left out of the steady state (default 1), as simrun's" },
    { "json", required_argument, O_JSON, "FILE",
      "write the results there at the program's exit (default: standard error)" },
    { "help", no_argument, O_HELP, NULL, "this text" },
    { "version", no_argument, O_VERSION, NULL, "the version" },
};
#define NOPTS (sizeof opts / sizeof opts[0])

static void usage(FILE *f)
{
    fputs("usage: gmslive [options] -- PROGRAM [ARGS...]\n"
          "Run a CUDA program (PyTorch or any other) with this project's allocator policy\n"
          "serving its allocations, and its prefetcher and evictor at its launches\n"
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

/* name=value, or value first in name's list of folders or files (sep). */
static void prepend(const char *name, const char *value, const char *sep)
{
    const char *old = getenv(name);
    char *v = malloc(strlen(value) + (old ? strlen(old) : 0) + 2);
    if (!v)
        die("out of host memory", NULL);
    sprintf(v, "%s%s%s", value, old && old[0] ? sep : "", old && old[0] ? old : "");
    if (setenv(name, v, 1))
        die("cannot set the environment", NULL);
    free(v);
}

/* The library in the program, the ways via says. */
static void set_environment(const char *setting, const char *via)
{
    char lib[PATH_MAX], site[PATH_MAX + 16];
    library_paths(lib, site, sizeof lib);
    if (setenv("GMS_LIVE", setting, 1) || setenv("GMS_LIVE_LIB", lib, 1)
        || setenv("NVTX_INJECTION64_PATH", lib, 1) || setenv("CUDA_INJECTION64_PATH", lib, 1))
        die("cannot set the environment", NULL);
    if (strcmp(via, "cuda"))
        prepend("PYTHONPATH", site, ":");
    if (strcmp(via, "torch"))
        prepend("LD_PRELOAD", lib, " ");
}

/* The options into GMS_LIVE's spelling, checked as the library will. */
static void spell_settings(char *setting, size_t len, const char *const flags[][2], size_t nflags)
{
    size_t n = 0;
    for (size_t i = 0; i < nflags && n < len; i++)
        if (flags[i][1] && strpbrk(flags[i][1], " \t"))
            die("a setting may not hold spaces: ", flags[i][1]);
        else if (flags[i][1])
            n += (size_t)snprintf(setting + n, len - n, "%s%s %s", n ? " " : "", flags[i][0],
                                  flags[i][1]);
}

int main(int argc, char **argv)
{
    struct option longopts[NOPTS + 1];
    char shortopts[32], err[512], setting[8192] = "";
    const struct policy_allocator *a;
    uint64_t values[POLICY_MAX_PARAMS];
    const char *policy = "caching", *memory = "managed", *json = NULL, *prefetch = NULL,
               *evict = NULL, *capacity = NULL, *over_cap = NULL, *via = "both", *cupti = NULL,
               *warmup = NULL;
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
        case O_OVER_CAP: over_cap = optarg; break;
        case O_VIA: via = optarg; break;
        case O_CUPTI: cupti = optarg ? optarg : "all"; break;
        case O_WARMUP: warmup = optarg; break;
        case O_HELP: usage(stdout); return 0;
        case O_VERSION: printf("gmslive %s\n", GMS_VERSION); return 0;
        default: usage(stderr); return 2;
        }
    }
    if (optind == argc)
        die("no program to run: give it after -- (--help for usage)", NULL);
    if (policy_parse_allocator(policy, &a, values, err, sizeof err) < 0)
        die("--policy: ", err);
    if (policy_own_addresses(a, values))
        die("--policy: ", POLICY_OWN_ADDRESSES_MSG);
    if (prefetch && policy_parse_prefetcher(prefetch, &pf, values, err, sizeof err) < 0)
        die("--prefetch: ", err);
    if (evict && policy_parse_evictor(evict, &ev, values, err, sizeof err) < 0)
        die("--evict: ", err);
    if (strcmp(memory, "managed") && strcmp(memory, "device"))
        die("--memory: managed or device, not ", memory);
    if (over_cap && strcmp(over_cap, "refuse") && strcmp(over_cap, "device"))
        die("--over-cap: refuse or device, not ", over_cap);
    if (strcmp(via, "both") && strcmp(via, "torch") && strcmp(via, "cuda"))
        die("--via: both, torch or cuda, not ", via);
    if (cupti && strcmp(cupti, "all") && strcmp(cupti, "bytes") && strcmp(cupti, "faults"))
        die("--cupti: all, bytes or faults, not ", cupti);
    const char *const flags[][2] = {
        { "--policy", policy }, { "--memory", memory }, { "--json", json },
        { "--prefetch", prefetch }, { "--evict", evict }, { "--capacity", capacity },
        { "--over-cap", over_cap }, { "--cupti", cupti }, { "--warmup", warmup } };
    spell_settings(setting, sizeof setting, flags, sizeof flags / sizeof *flags);
    set_environment(setting, via);
    execvp(argv[optind], argv + optind);
    fprintf(stderr, "gmslive: %s: cannot run: %s\n", argv[optind], strerror(errno));
    return 127;
}
