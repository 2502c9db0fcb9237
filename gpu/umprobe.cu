/* umprobe.cu: measure, on a real GPU, the Unified Memory behaviour the simulator models
 * (this file: options, the safety cap, set-up and the order of the items; the parts
 * are listed in umprobe.h).
 *
 * The simulator (DESIGN.md section 4) assumes the driver's fault-time density prefetch,
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
 * Safety (DESIGN.md section 6): the largest managed footprint (--max-bytes, default and
 * ceiling 1 GiB, plus 2 MiB of alignment slack) must fit under the cap, the smaller of
 * 16 GiB and half of the free device memory from cudaMemGetInfo; otherwise it refuses
 * before allocating anything managed. Every CUDA and CUPTI return code is checked.
 * Exit 0 on success, 1 when a CUDA call fails, 2 on bad usage or a refused footprint.
 */
#include "umprobe.h"

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

static int parse_size(const char *s, uint64_t *out)
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno || end == s || s[0] == '-')
        return -1;
    uint64_t mul = 1;
    if (*end == 'K' || *end == 'k')
        mul = KiB, end++;
    else if (*end == 'M' || *end == 'm')
        mul = MiB, end++;
    else if (*end == 'G' || *end == 'g')
        mul = GiB, end++;
    if (*end || v > UINT64_MAX / mul)
        return -1;
    *out = v * mul;
    return 0;
}

static void usage(FILE *f)
{
    fprintf(f,
            "usage: umprobe [options]\n"
            "Measure Unified Memory behaviour on the current GPU (device 0): bytes migrated per\n"
            "touch (density prefetch), fault-driven read bandwidth, cudaMemPrefetchAsync per-call\n"
            "cost both ways, CPU-fault bandwidth, and the cost of evicting a 2 MiB chunk.\n"
            "\n"
            "  -o, --out DIR        write DIR/umprobe.json and DIR/umprobe.csv (default: .)\n"
            "  -r, --reps N         repetitions per case, 1 to %d (default 5; the 64 KiB prefetch\n"
            "                       case and item 5 use at most 3)\n"
            "  -m, --max-bytes SIZE largest managed buffer, 2M to 1G (default 1G); larger cases\n"
            "                       are skipped\n"
            "  -i, --items LIST     which items to run, digits 1-9 (default 123456789)\n"
            "      --cupti          collect CUPTI unified-memory counters (bytes by cause, fault\n"
            "                       groups), configured once the CUDA context exists; they\n"
            "                       slow migrations, so time without them\n"
            "      --cupti-early    the same, configured before the context (NVIDIA's sample's\n"
            "                       order), for drivers that refuse the other\n"
            "  -h, --help           this text\n"
            "  -V, --version        the version\n"
            "\n"
            "It refuses (exit 2), before allocating managed memory, when --max-bytes plus 2 MiB\n"
            "exceeds the cap: the smaller of 16 GiB and half of the device's free memory.\n",
            MAX_REPS);
}

int main(int argc, char **argv)
{
    const char *out = ".";
    const char *items = "123456789";
    int want_cupti = 0;
    static const struct option opts[] = {
        {"out", required_argument, 0, 'o'},   {"reps", required_argument, 0, 'r'},
        {"max-bytes", required_argument, 0, 'm'}, {"items", required_argument, 0, 'i'},
        {"cupti", no_argument, 0, 'c'},       {"cupti-early", no_argument, 0, 'e'},       {"help", no_argument, 0, 'h'},
        {"version", no_argument, 0, 'V'},     {0, 0, 0, 0}};
    int c;
    while ((c = getopt_long(argc, argv, "o:r:m:i:hV", opts, NULL)) != -1) {
        switch (c) {
        case 'o':
            out = optarg;
            break;
        case 'r': {
            char *end;
            long v = strtol(optarg, &end, 10);
            if (*end || v < 1 || v > MAX_REPS)
                um_die(2, "--reps: %s: expected an integer from 1 to %d", optarg, MAX_REPS);
            um_reps = (int)v;
            break;
        }
        case 'm':
            if (parse_size(optarg, &um_max_bytes) || um_max_bytes < 2 * MiB || um_max_bytes > GiB ||
                um_max_bytes % (2 * MiB))
                um_die(2, "--max-bytes: %s: expected a multiple of 2M from 2M to 1G", optarg);
            break;
        case 'i':
            if (!*optarg || strspn(optarg, "123456789") != strlen(optarg))
                um_die(2, "--items: %s: expected digits 1 to 9", optarg);
            items = optarg;
            break;
        case 'c':
            want_cupti = 1;
            break;
        case 'e':
            want_cupti = 2;
            break;
        case 'h':
            usage(stdout);
            return 0;
        case 'V':
            printf("umprobe %s\n", GMS_VERSION);
            return 0;
        default:
            usage(stderr);
            return 2;
        }
    }
    if (optind < argc)
        um_die(2, "%s: unexpected argument (try --help)", argv[optind]);
    if (access(out, W_OK))
        um_die(2, "%s: output directory not writable: %s", out, strerror(errno));

    char cmdline[2048] = "";
    for (int i = 0; i < argc; i++) {
        size_t l = strlen(cmdline);
        snprintf(cmdline + l, sizeof cmdline - l, "%s%s", i ? " " : "", argv[i]);
    }

    int ndev = 0, drv = 0, rt = 0;
    CK(cudaGetDeviceCount(&ndev));
    if (ndev < 1)
        um_die(1, "no CUDA device");
    if (want_cupti == 2) /* cudaSetDevice creates the context since CUDA 12 */
        um_cupti_start(0);
    CK(cudaSetDevice(0));
    CK(cudaFree(0)); /* the context exists from here on */
    CK(cudaDriverGetVersion(&drv));
    CK(cudaRuntimeGetVersion(&rt));
    cudaDeviceProp prop;
    CK(cudaGetDeviceProperties(&prop, 0));
    um_sm_count = prop.multiProcessorCount;
    int concurrent = 0;
    CK(cudaDeviceGetAttribute(&concurrent, cudaDevAttrConcurrentManagedAccess, 0));
    if (!concurrent)
        um_die(2, "%s: no concurrent managed access: GPU page faulting is not available, "
               "nothing here would measure the fault-driven driver", prop.name);

    size_t free_b = 0, total_b = 0;
    CK(cudaMemGetInfo(&free_b, &total_b));
    uint64_t cap = free_b / 2 < 16 * GiB ? free_b / 2 : 16 * GiB;
    uint64_t footprint = um_max_bytes + 2 * MiB;
    if (footprint > cap)
        um_die(2, "managed footprint %llu bytes exceeds the cap %llu bytes (min of 16 GiB and "
               "half of the %zu free bytes); lower --max-bytes",
            (unsigned long long)footprint, (unsigned long long)cap, free_b);

    um_pagemap_fd = open("/proc/self/pagemap", O_RDONLY);
    if (want_cupti == 1)
        um_cupti_start(1);
    CK(cudaStreamCreateWithFlags(&um_stream, cudaStreamNonBlocking));
    CK(cudaMalloc((void **)&um_dsink, 64 * KiB));

    /* Warm-up: module load, a kernel, and one managed round trip, outside every result. */
    {
        struct um_mbuf b = um_mbuf_alloc(4 * MiB);
        um_cpu_fill(&b, 0);
        um_launch_stream_read(um_sm_count, um_stream, (const uint4 *)b.p, b.bytes / 16,
                              um_dsink);
        CK_LAUNCH();
        CK(cudaMemPrefetchAsync(b.p, b.bytes, um_loc_cpu(), 0, um_stream));
        CK(cudaMemPrefetchAsync(b.p, b.bytes, um_loc_gpu(), 0, um_stream));
        CK(cudaStreamSynchronize(um_stream));
        um_mbuf_free(&b);
        um_collect(0, 0, 0, 0); /* flushes; the warm-up's records stay unclaimed */
    }

    printf("umprobe: %s, driver API %d, runtime %d, %.1f GiB free, cap %.1f GiB, CUPTI %s\n",
           prop.name, drv, rt, free_b / (double)GiB, cap / (double)GiB, um_cupti_status);
    fflush(stdout);
    double t0 = um_now_s();
    for (const char *it = items; *it; it++) {
        double ts = um_now_s();
        switch (*it) {
        case '1': um_item1(); break;
        case '2': um_item2(); break;
        case '3': um_item3(); break;
        case '4': um_item4(); break;
        case '5': um_item5(); break;
        case '6': um_item6(); break;
        case '7': um_item7(); break;
        case '8': um_item8(); break;
        case '9': um_item9(); break;
        }
        CK(cudaDeviceSynchronize());
        um_cupti_flush();
        fprintf(stderr, "umprobe: item %c done in %.1f s\n", *it, um_now_s() - ts);
        /* after every item, so a run cut short keeps what it measured */
        um_write_outputs(out, &prop, drv, rt, free_b, total_b, cap, cmdline, um_now_s() - t0);
    }
    um_print_table();
    CK(cudaFree(um_dsink));
    CK(cudaStreamDestroy(um_stream));
    return 0;
}
