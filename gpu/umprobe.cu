/* umprobe.cu: measure, on a real GPU, the Unified Memory behaviour the simulator models
 * (this file: options, the safety cap, set-up and the order of the items; the parts
 * are listed in umprobe.h).
 *
 * The simulator (docs/design.md section 4) assumes the driver's fault-time density prefetch,
 * per-call costs of cudaMemPrefetchAsync, fault-driven read bandwidth, CPU-fault bandwidth
 * and the cost of evicting a 2 MiB chunk. This program measures each of them with small
 * managed footprints and writes every repetition to JSON and CSV:
 *
 *   item 1  bytes migrated host-to-device per kernel when single 64 KiB blocks of a
 *           CPU-resident buffer are touched (blocks 0, 1, 2, 4, 8, 16 of a 2 MiB block,
 *           one kernel each), one word per 2 MiB over 256 MiB, one word per 64 KiB over
 *           64 MiB; counted with CUPTI's unified-memory counters (bytes by migration
 *           cause, GPU fault groups) and, independently, with /proc/self/pagemap (how many
 *           4 KiB pages of the buffer left the CPU);
 *   item 2  a kernel streaming through a CPU-resident buffer by faulting (2 MiB to 1 GiB);
 *   item 3  cudaMemPrefetchAsync to the GPU and back, 1 GiB moved in calls of one size;
 *   item 4  the CPU reading and writing GPU-resident data (CPU faults);
 *   item 5  cudaMemPrefetchAsync to the CPU of one GPU-resident 2 MiB chunk, synchronized
 *           (the cost of one eviction done by a harness);
 *   item 6  where cudaMallocManaged and cudaMalloc place small allocations (packing into
 *           2 MiB blocks, reuse after a free) and what a small managed allocation inherits
 *           from the pages it is placed in;
 *   item 7  the CPU's first touch of managed memory: pages new to the process against
 *           pages it freed just before, and a fresh 2 MiB block touched whole or in pieces;
 *   item 8  the host time of cudaMallocManaged as a trace calls it (allocations kept, the
 *           CPU writing each; while a kernel faults, a prefetch migrates, a kernel runs)
 *           against an allocation freed at once;
 *   item 9  64 MiB read by faults in one kernel, in four or sixteen back to back, and in
 *           four with the host idle between them.
 *
 * Safety (docs/design.md section 6): the largest managed footprint (--max-bytes, default and
 * ceiling 1 GiB, plus 2 MiB of alignment slack) must fit under the cap, the smaller of
 * 16 GiB and half of the free device memory from cudaMemGetInfo; otherwise it refuses
 * before allocating anything managed. Every CUDA and CUPTI return code is checked.
 * Exit 0 on success, 1 when a CUDA call fails, 2 on bad usage, a refused footprint or
 * an output that cannot be written (written whole or not at all: traces/trace_output.c).
 */
#include "umprobe.h"

extern "C" {
#include "host_options.h"
#include "policy.h"
#include "trace.h" /* trace_output_stdout */
}

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

const char *um_prog = "umprobe";

void um_die(int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s: ", um_prog);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(code);
}


double um_now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

/* ---- the probe's settings (umprobe.h) ---------------------------------------------- */

int um_reps = 5;
uint64_t um_max_bytes = GiB;
int um_sm_count;
uint32_t *um_dsink; /* device memory (cudaMalloc), 64 KiB */
cudaStream_t um_stream;

/* ---- main --------------------------------------------------------------------------- */

enum opt_id { O_OUT = 'o', O_REPS = 'r', O_MAX_BYTES = 'm', O_ITEMS = 'i', O_HELP = 'h',
              O_VERSION = 'V', O_CUPTI = 256, O_CUPTI_EARLY };

#define STR(x) #x
#define XSTR(x) STR(x)
static const struct host_option opts[] = {
    { "out", required_argument, O_OUT, "DIR",
      "write DIR/umprobe.json and DIR/umprobe.csv (default: .)" },
    { "reps", required_argument, O_REPS, "N",
      "repetitions per case, 1 to " XSTR(MAX_REPS) " (default 5; the 64 KiB "
      "prefetch case and item 5 use at most 3)" },
    { "max-bytes", required_argument, O_MAX_BYTES, "SIZE",
      "largest managed buffer, 2M to 1G (default 1G); larger cases are skipped" },
    { "items", required_argument, O_ITEMS, "LIST",
      "which items to run, digits 1-9 (default 123456789)" },
    { "cupti", no_argument, O_CUPTI, NULL,
      "collect CUPTI unified-memory counters (bytes by cause, "
      "fault groups), configured once the CUDA context exists; "
      "they slow migrations, so time without them" },
    { "cupti-early", no_argument, O_CUPTI_EARLY, NULL,
      "the same, configured before the context (NVIDIA's "
      "sample's order), for drivers that refuse the other" },
    { "help", no_argument, O_HELP, NULL, "this text" },
    { "version", no_argument, O_VERSION, NULL, "the version" },
};
#define NOPTS (sizeof opts / sizeof opts[0])

static void usage(FILE *f)
{
    fputs("usage: umprobe [options]\n"
          "Measure Unified Memory behaviour on the current GPU (device 0): bytes migrated per\n"
          "touch (density prefetch), fault-driven read bandwidth, cudaMemPrefetchAsync per-call\n"
          "cost both ways, CPU-fault bandwidth, and the cost of evicting a 2 MiB chunk.\n"
          "\n", f);
    host_options_usage(f, opts, NOPTS);
    fputs("\n"
          "It refuses (exit 2), before allocating managed memory, when --max-bytes plus 2 MiB\n"
          "exceeds the cap: the smaller of 16 GiB and half of the device's free memory.\n", f);
}

/* The command line. */
struct um_opts {
    const char *out, *items;
    int cupti; /* 0 none, 1 --cupti, 2 --cupti-early */
};

/* One option's value (exit 2 on a bad one). */
static void set_option(struct um_opts *o, int id, const char *a)
{
    char *end;
    long v;
    switch (id) {
    case O_OUT: o->out = a; return;
    case O_REPS:
        v = strtol(a, &end, 10);
        if (!*a || *end || v < 1 || v > MAX_REPS)
            um_die(2, "--reps: %s: expected an integer from 1 to %d", a, MAX_REPS);
        um_reps = (int)v;
        return;
    case O_MAX_BYTES:
        if (policy_parse_u64(a, &um_max_bytes) || um_max_bytes < 2 * MiB ||
            um_max_bytes > GiB || um_max_bytes % (2 * MiB))
            um_die(2, "--max-bytes: %s: expected a multiple of 2M from 2M to 1G", a);
        return;
    case O_ITEMS:
        if (!*a || strspn(a, "123456789") != strlen(a))
            um_die(2, "--items: %s: expected digits 1 to 9", a);
        o->items = a;
        return;
    case O_CUPTI: o->cupti = 1; return;
    case O_CUPTI_EARLY: o->cupti = 2; return;
    case O_HELP: usage(stdout); exit(0);
    case O_VERSION: printf("umprobe %s\n", GMS_VERSION); exit(0);
    }
    usage(stderr); /* getopt_long said what was wrong */
    exit(2);
}

static void parse_options(int argc, char **argv, struct um_opts *o)
{
    struct option longopts[NOPTS + 1];
    char shortopts[32];
    host_options_getopt(opts, NOPTS, longopts, shortopts, sizeof shortopts);
    int c;
    while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1)
        set_option(o, c, optarg);
    if (optind < argc)
        um_die(2, "%s: unexpected argument (try --help)", argv[optind]);
    if (access(o->out, W_OK))
        um_die(2, "%s: output directory not writable: %s", o->out, strerror(errno));
}

/* ---- the device ---------------------------------------------------------------------- */

/* What the outputs say of the machine. */
struct um_device {
    cudaDeviceProp prop;
    int drv, rt;
    size_t free_b, total_b;
    uint64_t cap;
};

/* The context, the device's figures, and the footprint under the cap (exit
 * 2 when over, or without GPU page faults). */
static void open_device(int cupti, struct um_device *d)
{
    int ndev = 0, concurrent = 0;
    CK(cudaGetDeviceCount(&ndev));
    if (ndev < 1)
        um_die(1, "no CUDA device");
    if (cupti == 2) /* cudaSetDevice creates the context since CUDA 12 */
        um_cupti_start(0);
    CK(cudaSetDevice(0));
    CK(cudaFree(0)); /* the context exists from here on */
    CK(cudaDriverGetVersion(&d->drv));
    CK(cudaRuntimeGetVersion(&d->rt));
    CK(cudaGetDeviceProperties(&d->prop, 0));
    um_sm_count = d->prop.multiProcessorCount;
    CK(cudaDeviceGetAttribute(&concurrent, cudaDevAttrConcurrentManagedAccess, 0));
    if (!concurrent)
        um_die(2, "%s: no concurrent managed access: GPU page faulting is not available, "
               "nothing here would measure the fault-driven driver", d->prop.name);
    CK(cudaMemGetInfo(&d->free_b, &d->total_b));
    d->cap = d->free_b / 2 < 16 * GiB ? d->free_b / 2 : 16 * GiB;
    uint64_t footprint = um_max_bytes + 2 * MiB;
    if (footprint > d->cap)
        um_die(2, "managed footprint %llu bytes exceeds the cap %llu bytes (min of 16 GiB and "
               "half of the %zu free bytes); lower --max-bytes",
               (unsigned long long)footprint, (unsigned long long)d->cap, d->free_b);
}

/* Module load, a kernel, and one managed round trip, outside every result. */
static void warm_up(void)
{
    struct um_mbuf b = um_mbuf_alloc(4 * MiB);
    um_cpu_fill(&b, 0);
    um_launch_stream_read(um_sm_count, um_stream, (const uint4 *)b.p, b.bytes / 16, um_dsink);
    CK_LAUNCH();
    CK(cudaMemPrefetchAsync(b.p, b.bytes, um_loc_cpu(), 0, um_stream));
    CK(cudaMemPrefetchAsync(b.p, b.bytes, um_loc_gpu(), 0, um_stream));
    CK(cudaStreamSynchronize(um_stream));
    um_mbuf_free(&b);
    um_collect(0, 0, 0, 0); /* flushes; the warm-up's records stay unclaimed */
}

/* ---- main ------------------------------------------------------------------------------ */

static void (*const items[])(void) = { um_item1, um_item2, um_item3, um_item4, um_item5,
                                        um_item6, um_item7, um_item8, um_item9 };

int main(int argc, char **argv)
{
    trace_output_stdout(um_prog);
    struct um_opts o = { ".", "123456789", 0 };
    parse_options(argc, argv, &o);
    char cmdline[2048] = "";
    for (int i = 0; i < argc; i++) {
        size_t l = strlen(cmdline);
        snprintf(cmdline + l, sizeof cmdline - l, "%s%s", i ? " " : "", argv[i]);
    }
    struct um_device d;
    open_device(o.cupti, &d);
    um_pagemap_fd = open("/proc/self/pagemap", O_RDONLY);
    if (o.cupti == 1)
        um_cupti_start(1);
    CK(cudaStreamCreateWithFlags(&um_stream, cudaStreamNonBlocking));
    CK(cudaMalloc((void **)&um_dsink, 64 * KiB));
    warm_up();
    printf("umprobe: %s, driver API %d, runtime %d, %.1f GiB free, cap %.1f GiB, CUPTI %s\n",
           d.prop.name, d.drv, d.rt, d.free_b / (double)GiB, d.cap / (double)GiB,
           um_cupti_status);
    fflush(stdout);
    double t0 = um_now_s();
    for (const char *it = o.items; *it; it++) {
        double ts = um_now_s();
        items[*it - '1']();
        CK(cudaDeviceSynchronize());
        um_cupti_flush();
        fprintf(stderr, "umprobe: item %c done in %.1f s\n", *it, um_now_s() - ts);
        /* after every item, so a run cut short keeps what it measured */
        um_write_outputs(o.out, &d.prop, d.drv, d.rt, d.free_b, d.total_b, d.cap, cmdline,
                         um_now_s() - t0);
    }
    um_print_table();
    CK(cudaFree(um_dsink));
    CK(cudaStreamDestroy(um_stream));
    return 0;
}
