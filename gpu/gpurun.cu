/* gpurun.cu: run a trace on the real GPU through the same allocator,
 * prefetch and eviction policies as simrun, and report the same result keys,
 * measured (DESIGN.md sections 6 and 7; docs/gpurun.md).
 *
 *   gpurun [options] --policy NAME[:key=value,...][,NAME...] TRACE.h5
 *
 * The trace is validated first; then the managed footprint of each policy
 * (its peak reserved bytes over the trace, from a dry replay of ALLOC/FREE
 * with a fake upstream) is compared with the safety cap, min(16 GiB, half
 * the free device memory), before anything is allocated: over the cap is
 * refused with exit 2. A watchdog thread ends a run that makes no progress
 * for --watchdog seconds (exit 1). Exit 0 every run completed, 1 a run
 * failed (out of memory under the cap, --check found damage, CUDA error,
 * watchdog), 2 bad usage, bad input or refused.
 */
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <malloc.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <cuda_runtime.h>

#include "gpurun_cpus.h"
#include "gpurun_cupti.h"
#include "gpurun_pcie.h"
#include "gpurun_calibrate.h"
#include "gpurun_exec.h"

#ifndef GMS_VERSION
#define GMS_VERSION "unknown"
#endif
#define PROG "gpurun"
#define MAX_RUNS 64
#define GR_CAP_MAX (16ull << 30)

/* A test-only allocator (tests/gpu/overlap.c) linked into gpurun-overlap;
 * absent (NULL) in gpurun itself. */
extern "C" const struct policy_allocator gpurun_test_allocator __attribute__((weak));

static const struct option long_opts[] = {
    { "policy", required_argument, NULL, 'p' },
    { "capacity", required_argument, NULL, 'c' },
    { "memory", required_argument, NULL, 'u' },
    { "prefetch", required_argument, NULL, 'P' },
    { "evict", required_argument, NULL, 'E' },
    { "evict-at-kernel-boundary", no_argument, NULL, 'B' },
    { "seed", required_argument, NULL, 'S' },
    { "check", no_argument, NULL, 'k' },
    { "cupti", optional_argument, NULL, 'U' },
    { "pcie", no_argument, NULL, 'X' },
    { "timeline", required_argument, NULL, 'T' },
    { "one-thread", no_argument, NULL, 'O' },
    { "share-irq-cpus", no_argument, NULL, 'I' },
    { "cap", required_argument, NULL, 'A' },
    { "watchdog", required_argument, NULL, 'w' },
    { "calibrate", required_argument, NULL, 'K' },
    { "base", required_argument, NULL, 'b' },
    { "from", required_argument, NULL, 'F' },
    { "reps", required_argument, NULL, 'r' },
    { "json", no_argument, NULL, 'j' },
    { "csv", no_argument, NULL, 'C' },
    { "quiet", no_argument, NULL, 'q' },
    { "help", no_argument, NULL, 'h' },
    { "version", no_argument, NULL, 'V' },
    { NULL, 0, NULL, 0 },
};

static void usage(FILE *out)
{
    fprintf(out,
            "usage: " PROG " [options] --policy NAME[:key=value,...][,NAME...] TRACE.h5\n"
            "       " PROG " --calibrate FILE [--base PROFILE] [--reps N] [--from CSV]\n"
            "\n"
            "Execute a trace on the real GPU through the same policies as simrun: buffers\n"
            "through the allocator over cudaMallocManaged (or cudaMalloc), each LAUNCH as a\n"
            "kernel that touches its ranges and keeps the GPU busy for its ns, HOST as CPU\n"
            "reads and writes, PREFETCH/ADVISE/SYNC/RECORD/WAIT as the real calls. Prints\n"
            "simrun's result keys, measured.\n"
            "\n"
            "  -p, --policy SPEC     allocators to run, as simrun (bfc:round=1024,caching)\n"
            "      --capacity SIZE   emulate a GPU of SIZE bytes: after each kernel, evict\n"
            "                        through the evictor until the blocks it holds resident\n"
            "                        fit (simrun --evict-at-kernel-boundary)\n"
            "      --memory KIND     managed (default) or device (cudaMalloc)\n"
            "      --prefetch NAME[:key=value,...]   launch-time prefetcher (default none)\n"
            "      --evict NAME[:key=value,...]      evictor (default lrm)\n"
            "      --evict-at-kernel-boundary   accepted for simrun's command lines; gpurun\n"
            "                        always evicts at kernel boundaries\n"
            "      --seed N          seed of the random page orders (default 0)\n"
            "      --check           correctness mode: each buffer filled with a pattern of\n"
            "                        its id, kernels write the pattern and verify reads, each\n"
            "                        buffer checked before FREE and at the end (times are\n"
            "                        then not measurements)\n"
            "      --cupti[=WHAT]    CUPTI unified-memory counters: all (default), bytes (by\n"
            "                        cause) or faults; counting faults loses byte records\n"
            "                        on heavily faulting kernels, so count bytes alone for\n"
            "                        bytes (slows migration: take times from a run without)\n"
            "      --pcie            the bytes over the PCIe link each way (NVML's counters,\n"
            "                        read every 10 ms), and the payload behind them, from a\n"
            "                        known 64 MiB migration first: everything the GPU\n"
            "                        moved, not only migrations\n"
            "      --timeline FILE   one CSV row per event: its start, its host time in\n"
            "                        CUDA calls (and cudaMalloc/cudaFree), and a LAUNCH's\n"
            "                        kernel end on the GPU (one CUDA event per launch)\n"
            "      --one-thread      plan each event (the policies, the evictor's view) in\n"
            "                        the thread that makes its calls, between them, not\n"
            "                        in a planner thread ahead of them (the same calls;\n"
            "                        more of gpurun's own time in the measurement)\n"
            "      --share-irq-cpus  let gpurun's threads run on the CPUs that take the\n"
            "                        GPU's interrupts too (by default they keep off them)\n"
            "      --cap SIZE        lower the managed-memory safety cap (default the\n"
            "                        smaller of 16 GiB and half the free device memory)\n"
            "      --watchdog SEC    end a run making no progress for SEC s (default 120)\n"
            "      --calibrate FILE  measure this GPU (micro measurements, under 3 minutes)\n"
            "                        and write a fitted profile to FILE, every repetition\n"
            "                        to FILE.measurements.csv (docs/gpurun.md)\n"
            "      --base PROFILE    --calibrate: the profile whose unmeasured keys are kept\n"
            "                        (default h100-pcie5)\n"
            "      --reps N          --calibrate: repetitions, 3 to 20 (default 3)\n"
            "      --from CSV        --calibrate: fit the measurements of an earlier run\n"
            "                        again, without a GPU; repeat it to fit several runs\n"
            "                        together\n"
            "      --json            one JSON object per run, one per line\n"
            "      --csv             a header row, then one row per run\n"
            "  -q, --quiet           no progress on stderr\n"
            "  -h, --help            this help\n"
            "  -V, --version         print the version\n"
            "\n"
            "Exit status: 0 every run completed; 1 a run failed (out of memory under the\n"
            "cap, --check found a damaged buffer, CUDA error, watchdog); 2 bad usage, bad\n"
            "input, or a footprint over the cap (refused before allocating).\n");
}

/* ---- sizes and specs (simrun's conventions) --------------------------------- */

static int parse_size(const char *s, uint64_t *v)
{
    return policy_parse_u64(s, v) || *v == UINT64_MAX ? -1 : 0;
}

struct specs {
    char *spec[MAX_RUNS];
    int n;
};

/* The specs of one --policy argument (policy_split_list: simrun's rule). */
static int split_specs(struct specs *s, const char *arg)
{
    char err[256];
    if (policy_split_list(arg, s->spec, &s->n, MAX_RUNS, err, sizeof err) == 0)
        return 0;
    fprintf(stderr, PROG ": --policy: %s\n", err);
    return -1;
}

/* ---- the footprint: a dry replay of ALLOC/FREE with a fake upstream -------- */

struct dry {
    uint64_t next, reserved, peak;
};

static int dry_reserve(void *host, uint64_t size, uint32_t stream, uint64_t *addr)
{
    struct dry *d = (struct dry *)host;
    (void)stream;
    /* cudaMallocManaged maps whole 2 MiB blocks: count what the GPU may hold */
    uint64_t r = (size + (2u << 20) - 1) & ~((2ull << 20) - 1);
    if (r < size || d->reserved + r > (1ull << 60))
        return -1;
    *addr = d->next;
    d->next += r;
    d->reserved += r;
    if (d->reserved > d->peak)
        d->peak = d->reserved;
    return 0;
}
static void dry_release(void *host, uint64_t addr, uint64_t size)
{
    struct dry *d = (struct dry *)host;
    (void)addr;
    d->reserved -= (size + (2u << 20) - 1) & ~((2ull << 20) - 1);
}
static void dry_wait(void *host, uint32_t a, uint32_t b) { (void)host; (void)a; (void)b; }
static uint64_t dry_now(void *host) { (void)host; return 0; }
static void dry_count(void *host, enum policy_stat s, uint64_t d) { (void)host; (void)s; (void)d; }

/* Peak upstream bytes (2 MiB-rounded) of policy a over the trace; -1 on a
 * read error or when the policy cannot serve the trace at all. */
static int footprint(struct trace *t, const struct trace_buffer *bufs, uint64_t nbuf,
                     const struct policy_allocator *a, const uint64_t *values, uint64_t *peak,
                     struct trace_error *err)
{
    struct dry d = { 1ull << 40, 0, 0 };
    struct policy_env env;
    memset(&env, 0, sizeof env);
    env.host = &d;
    env.reserve = dry_reserve;
    env.release = dry_release;
    env.stream_wait = dry_wait;
    env.now_ns = dry_now;
    env.count = dry_count;
    void *self = a->create(&env, values);
    uint64_t *addr = (uint64_t *)calloc(nbuf ? nbuf : 1, sizeof *addr);
    struct trace_cursor cur;
    if (!self || !addr || trace_cursor_init(&cur, t, err)) {
        if (self)
            a->destroy(self);
        free(addr);
        return -1;
    }
    const struct trace_event *e;
    int rc;
    while ((rc = trace_cursor_next(&cur, &e, err)) == 1) {
        if (e->op == TRACE_ALLOC && a->alloc(self, bufs[e->obj].size, e->stream, &addr[e->obj]))
            break;
        if (e->op == TRACE_FREE && a->free(self, addr[e->obj], e->stream))
            break; /* out of host memory: the run itself will report it */
    }
    trace_cursor_free(&cur);
    a->destroy(self);
    free(addr);
    *peak = d.peak;
    return rc < 0 ? -1 : 0;
}

/* ---- watchdog ------------------------------------------------------------------- */

static unsigned watchdog_s = 120;
static const char *watch_path = "";

static void *watchdog(void *arg)
{
    (void)arg;
    uint64_t seen = gr_progress_count;
    unsigned quiet = 0;
    for (;;) {
        usleep(250000);
        uint64_t now = gr_progress_count;
        if (now != seen) {
            seen = now;
            quiet = 0;
            continue;
        }
        if (++quiet >= 4 * watchdog_s) {
            fprintf(stderr, PROG ": %s: /events row %" PRIu64 ": no progress for %u s"
                    " (watchdog): ending the run\n", watch_path, (uint64_t)gr_current_row,
                    watchdog_s);
            _exit(1);
        }
    }
    return NULL;
}

/* ---- results --------------------------------------------------------------------- */

/* One printed key: simrun's name, and its value as text (numbers raw). */
struct kv {
    const char *key;
    char val[512];
    bool str;
};
struct kvs {
    struct kv k[96];
    int n;
};

static void put_s(struct kvs *o, const char *k, const char *v)
{
    struct kv *x = &o->k[o->n++];
    x->key = k;
    x->str = true;
    snprintf(x->val, sizeof x->val, "%s", v);
}
static void put_u(struct kvs *o, const char *k, uint64_t v)
{
    struct kv *x = &o->k[o->n++];
    x->key = k;
    x->str = false;
    snprintf(x->val, sizeof x->val, "%" PRIu64, v);
}
static void put_i(struct kvs *o, const char *k, int64_t v)
{
    struct kv *x = &o->k[o->n++];
    x->key = k;
    x->str = false;
    snprintf(x->val, sizeof x->val, "%" PRId64, v);
}
static void put_f(struct kvs *o, const char *k, double v)
{
    struct kv *x = &o->k[o->n++];
    x->key = k;
    x->str = false;
    snprintf(x->val, sizeof x->val, "%.9g", v);
}

static void json_string(FILE *out, const char *s)
{
    fputc('"', out);
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p == '"' || *p == '\\')
            fprintf(out, "\\%c", *p);
        else if (*p < 0x20)
            fprintf(out, "\\u%04x", *p);
        else
            fputc(*p, out);
    }
    fputc('"', out);
}

static void print_kvs(const struct kvs *o, int mode, bool header)
{
    if (mode == 'j') {
        fputc('{', stdout);
        for (int i = 0; i < o->n; i++) {
            fprintf(stdout, "%s\"%s\":", i ? "," : "", o->k[i].key);
            if (o->k[i].str)
                json_string(stdout, o->k[i].val);
            else
                fputs(o->k[i].val, stdout);
        }
        fputs("}\n", stdout);
    } else if (mode == 'c') {
        if (header)
            for (int i = 0; i < o->n; i++)
                printf("%s%s", i ? "," : "", o->k[i].key);
        if (header)
            putchar('\n');
        for (int i = 0; i < o->n; i++) {
            const char *v = o->k[i].val;
            if (strpbrk(v, ",\"\n")) {
                putchar(i ? ',' : '"');
                if (i)
                    putchar('"');
                for (; *v; v++) {
                    if (*v == '"')
                        putchar('"');
                    putchar(*v);
                }
                putchar('"');
            } else {
                printf("%s%s", i ? "," : "", v);
            }
        }
        putchar('\n');
    } else {
        for (int i = 0; i < o->n; i++)
            printf("%-28s %s\n", o->k[i].key, o->k[i].val);
        putchar('\n');
    }
}

/* Bytes of CUPTI's "user" cause (any cudaMemPrefetchAsync) go to the one
 * kind of prefetch that issued calls in that direction; with both kinds,
 * the split is unknown and both keys stay absent. */
static void put_user_split(struct kvs *o, const char *prog_key, const char *launch_key,
                           const char *evict_key, uint64_t bytes, uint64_t prog_calls,
                           uint64_t launch_calls, uint64_t evict_calls)
{
    int kinds = (prog_calls > 0) + (launch_calls > 0) + (evict_calls > 0);
    if (kinds > 1)
        return;
    if (prog_key)
        put_u(o, prog_key, prog_calls ? bytes : 0);
    if (launch_key)
        put_u(o, launch_key, launch_calls ? bytes : 0);
    if (evict_key)
        put_u(o, evict_key, evict_calls ? bytes : 0);
}

/* --pcie: the link's bytes during one run, and what one migrated byte costs it */
struct pcie_counts {
    struct gr_pcie_sums run;
    struct gr_pcie_link link;
};

/* the CPUs the run's threads ran on (gpurun_cpus.h), set once the context exists */
static struct gr_cpus cpus;

static void results(struct kvs *o, const char *path, const char *policy, const char *params,
                    const struct gr_config *cfg, const struct gr_results *r,
                    const struct gr_cupti_sums *cs, const struct pcie_counts *pcie,
                    const char *gpu_name)
{
    o->n = 0;
    put_s(o, "trace", path);
    put_s(o, "policy", policy);
    put_s(o, "params", params);
    put_s(o, "profile", gpu_name); /* the GPU the figures were measured on */
    put_s(o, "upstream", cfg->managed ? "managed" : "device");
    put_u(o, "capacity_bytes", cfg->capacity);
    put_u(o, "seed", cfg->seed);
    put_s(o, "status", r->status);
    put_i(o, "failed_row", r->failed_row);
    put_u(o, "events", r->events);
    put_u(o, "sim_time_ns", r->sim_time_ns);
    put_f(o, "sim_time_s", r->sim_time_ns / 1e9);
    put_u(o, "iterations", r->iterations);
    put_u(o, "samples", r->samples);
    put_f(o, "samples_per_sec", r->sim_time_ns ? r->samples / (r->sim_time_ns / 1e9) : 0);
    put_u(o, "peak_requested_bytes", r->peak_requested_bytes);
    put_u(o, "peak_allocated_bytes", r->peak_allocated_bytes);
    put_u(o, "peak_reserved_bytes", r->peak_reserved_bytes);
    put_u(o, "upstream_allocs", r->upstream_allocs);
    put_u(o, "upstream_frees", r->upstream_frees);
    put_u(o, "upstream_failed", r->upstream_failed);
    put_u(o, "upstream_alloc_ns", r->upstream_alloc_ns);
    put_u(o, "upstream_free_ns", r->upstream_free_ns);
    put_f(o, "frag_reserved_at_peak", r->frag_reserved_at_peak);
    put_f(o, "frag_free_at_peak", r->frag_free_at_peak);
    put_u(o, "cache_hits", r->counts[POLICY_STAT_CACHE_HIT]);
    put_u(o, "splits", r->counts[POLICY_STAT_SPLIT]);
    put_u(o, "merges", r->counts[POLICY_STAT_MERGE]);
    put_u(o, "oom_flushes", r->counts[POLICY_STAT_OOM_FLUSH]);
    put_u(o, "stream_steals", r->counts[POLICY_STAT_STREAM_STEAL]);
    put_u(o, "alloc_ops", r->alloc_ops);
    if (cfg->managed) {
        put_s(o, "fault_prefetch", "driver"); /* the driver's own, whatever it is set to */
        put_s(o, "prefetcher", cfg->pf_spec);
        put_s(o, "evictor", cfg->ev_spec);
        put_s(o, "capacity_mode", cfg->capacity ? "kernel-boundary" : "driver");
    }
    bool bytes = cfg->managed && cs && (cfg->cupti & GR_CUPTI_BYTES);
    bool faults = cfg->managed && cs && (cfg->cupti & GR_CUPTI_FAULTS);
    if (faults)
        put_u(o, "fault_batches", cs->gpu_fault_records);
    if (bytes) { /* lower bounds when faults are counted too (gpurun_cupti.h) */
        uint64_t h2d = 0, d2h = 0;
        for (int c = 0; c < GR_CAUSES; c++) {
            h2d += cs->htod[c];
            d2h += cs->dtoh[c];
        }
        put_u(o, "h2d_bytes", h2d);
        put_u(o, "d2h_bytes", d2h);
        put_u(o, "h2d_demand_bytes", cs->htod[2]);
        put_u(o, "h2d_density_bytes", cs->htod[3]);
        put_user_split(o, "h2d_program_prefetch_bytes", "h2d_launch_prefetch_bytes", NULL,
                       cs->htod[1], r->program_prefetch_h2d_calls, r->launch_prefetch_h2d_calls,
                       0);
        put_user_split(o, "d2h_program_prefetch_bytes", "d2h_launch_prefetch_bytes",
                       "d2h_eviction_bytes", cs->dtoh[1], r->program_prefetch_d2h_calls,
                       r->launch_prefetch_d2h_calls, r->evictions);
        put_u(o, "d2h_cpu_fault_bytes", cs->dtoh[2]);
    }
    if (cfg->managed && cfg->capacity)
        put_u(o, "evictions", r->evictions);
    /* gpurun's own keys (docs/gpurun.md) */
    if (faults) {
        put_u(o, "cupti_gpu_fault_groups", cs->gpu_fault_groups);
        put_u(o, "cupti_cpu_fault_records", cs->cpu_fault_records);
    }
    if (bytes) {
        put_u(o, "cupti_h2d_records", cs->htod_records);
        put_u(o, "cupti_d2h_records", cs->dtoh_records);
        put_u(o, "cupti_h2d_other_bytes", cs->htod[0] + cs->htod[4] + cs->htod[5]);
        put_u(o, "cupti_d2h_other_bytes", cs->dtoh[0] + cs->dtoh[3] + cs->dtoh[4] + cs->dtoh[5]);
    }
    if (cfg->managed && cs)
        put_u(o, "cupti_dropped_records", cs->dropped);
    if (cfg->managed && cfg->capacity)
        put_u(o, "evict_request_bytes", r->evict_request_bytes);
    if (pcie) { /* docs/gpurun.md: the link's counts, and the payload behind them */
        double h2d, d2h;
        gr_pcie_payload(&pcie->link, &pcie->run, &h2d, &d2h);
        put_u(o, "link_h2d_bytes", (uint64_t)llround(h2d > 0 ? h2d : 0));
        put_u(o, "link_d2h_bytes", (uint64_t)llround(d2h > 0 ? d2h : 0));
        put_u(o, "pcie_rx_bytes", pcie->run.rx_bytes);
        put_u(o, "pcie_tx_bytes", pcie->run.tx_bytes);
        put_u(o, "pcie_samples", pcie->run.samples);
        put_f(o, "pcie_rx_per_h2d_byte", pcie->link.rx_per_h2d);
        put_f(o, "pcie_tx_per_h2d_byte", pcie->link.tx_per_h2d);
        put_f(o, "pcie_rx_per_d2h_byte", pcie->link.rx_per_d2h);
        put_f(o, "pcie_tx_per_d2h_byte", pcie->link.tx_per_d2h);
        put_f(o, "pcie_idle_rx_bytes_per_s", pcie->link.idle_rx_per_s);
        put_f(o, "pcie_idle_tx_bytes_per_s", pcie->link.idle_tx_per_s);
    }
    put_u(o, "launches", r->launches);
    put_u(o, "host_touch_ns", r->work_ns);
    put_u(o, "host_init_ns", r->init_ns);
    put_u(o, "host_spin_ns", r->spin_ns);
    put_u(o, "cuda_call_ns", r->cuda_ns);
    put_u(o, "harness_cuda_ns", r->harness_cuda_ns);
    put_u(o, "setup_ns", r->setup_ns);
    put_s(o, "mode", cfg->check ? "check" : cfg->cupti == GR_CUPTI_BYTES ? "cupti-bytes" :
                      cfg->cupti == GR_CUPTI_FAULTS ? "cupti-faults" : cfg->cupti ? "cupti" : "timing");
    /* per event without the first event of each kind (one-off warm-up,
     * reported apart); absent when every event was a first */
    if (r->events > r->first_events)
        put_f(o, "host_overhead_ns_per_event",
              (double)(r->overhead_ns - r->overhead_first_ns) / (r->events - r->first_events));
    put_u(o, "host_overhead_first_ns", r->overhead_first_ns);
    put_u(o, "host_overhead_ns", r->overhead_ns);
    put_u(o, "planner_wait_ns", r->planner_wait_ns);
    if (r->planner_wait_max_ns) {
        put_u(o, "planner_wait_max_ns", r->planner_wait_max_ns);
        put_u(o, "planner_wait_max_row", r->planner_wait_max_row);
    }
    put_s(o, "gpu_irq_cpus", cpus.irq_cpus);
    put_i(o, "cpus_allowed", cpus.allowed);
    put_f(o, "alloc_wall_ns_per_op", r->alloc_ops ? (double)r->alloc_wall_ns / r->alloc_ops : 0);
    put_f(o, "wall_s", r->sim_time_ns / 1e9);
}

/* ---- main ---------------------------------------------------------------------------- */

/* malloc without the process's mmap lock once the heap has grown: no trimming, a
 * 64 MiB pad on each growth of the main heap, blocks up to 32 MiB from the heap
 * rather than their own mmap. With glibc's defaults the issuer sometimes waited up
 * to 5 ms for the planner right after a RESERVE, the planner not preempted: most
 * likely its malloc was in mmap, munmap or mprotect, which wait for that lock while
 * the Unified Memory driver migrates; with these none waited 1 ms (docs/gpurun.md,
 * "Host overhead"). The same settings are the usual ones for real-time programs. */
static void malloc_without_syscalls(void)
{
    mallopt(M_TRIM_THRESHOLD, -1);
    mallopt(M_TOP_PAD, 64 << 20);
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
}

int main(int argc, char **argv)
{
    malloc_without_syscalls();
    struct specs specs;
    memset(&specs, 0, sizeof specs);
    struct gr_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.managed = true;
    const char *pf_spec = "none", *ev_spec = "lrm";
    uint64_t user_cap = 0;
    int mode = 't', c;
    bool quiet = false, use_pcie = false, share_irq_cpus = false;
    const char *timeline_path = NULL;
    struct gr_calibrate_opts cal = {};
    cal.from = (const char **)calloc((size_t)argc, sizeof *cal.from); /* each --from's file */
    if (!cal.from) {
        fprintf(stderr, PROG ": out of host memory\n");
        return 1;
    }
    cal.base = "h100-pcie5";
    cal.reps = 3;
    while ((c = getopt_long(argc, argv, "p:qhV", long_opts, NULL)) != -1) {
        switch (c) {
        case 'p':
            if (split_specs(&specs, optarg))
                return 2;
            break;
        case 'c':
            if (parse_size(optarg, &cfg.capacity) || cfg.capacity < (2u << 20)) {
                fprintf(stderr, PROG ": --capacity: '%s': expected bytes >= 2M with optional"
                        " K/M/G/T suffix\n", optarg);
                return 2;
            }
            break;
        case 'u':
            if (strcmp(optarg, "managed") && strcmp(optarg, "device")) {
                fprintf(stderr, PROG ": --memory: '%s': expected managed or device\n", optarg);
                return 2;
            }
            cfg.managed = !strcmp(optarg, "managed");
            break;
        case 'P': pf_spec = optarg; break;
        case 'E': ev_spec = optarg; break;
        case 'B': break;
        case 'S':
            if (policy_parse_u64(optarg, &cfg.seed)) {
                fprintf(stderr, PROG ": --seed: '%s': expected an integer\n", optarg);
                return 2;
            }
            break;
        case 'k': cfg.check = true; break;
        case 'X': use_pcie = true; break;
        case 'T': timeline_path = optarg; break;
        case 'O': cfg.one_thread = true; break;
        case 'I': share_irq_cpus = true; break;
        case 'U':
            if (!optarg || !strcmp(optarg, "all"))
                cfg.cupti = GR_CUPTI_ALL;
            else if (!strcmp(optarg, "bytes"))
                cfg.cupti = GR_CUPTI_BYTES;
            else if (!strcmp(optarg, "faults"))
                cfg.cupti = GR_CUPTI_FAULTS;
            else {
                fprintf(stderr, PROG ": --cupti: '%s': expected all, bytes or faults\n", optarg);
                return 2;
            }
            break;
        case 'A':
            if (parse_size(optarg, &user_cap) || !user_cap) {
                fprintf(stderr, PROG ": --cap: '%s': expected bytes > 0\n", optarg);
                return 2;
            }
            break;
        case 'w': {
            char *end;
            unsigned long v = strtoul(optarg, &end, 10);
            if (*end || !v || v > 86400) {
                fprintf(stderr, PROG ": --watchdog: '%s': expected 1..86400 seconds\n", optarg);
                return 2;
            }
            watchdog_s = (unsigned)v;
            break;
        }
        case 'K': cal.out = optarg; break;
        case 'b': cal.base = optarg; break;
        case 'F':
            cal.from[cal.nfrom++] = optarg; /* room for every argument: below */
            break;
        case 'r': {
            char *end;
            long v = strtol(optarg, &end, 10);
            if (*end || v < 3 || v > 20) {
                fprintf(stderr, PROG ": --reps: '%s': expected 3..20\n", optarg);
                return 2;
            }
            cal.reps = (int)v;
            break;
        }
        case 'j': mode = 'j'; break;
        case 'C': mode = 'c'; break;
        case 'q': quiet = true; break;
        case 'h': usage(stdout); return 0;
        case 'V': printf(PROG " " GMS_VERSION "\n"); return 0;
        default: usage(stderr); return 2;
        }
    }
    if (cal.out || cal.nfrom) {
        /* the command for the profile's header; a long one (a fit of hundreds of
         * --from files) ends with how many arguments it leaves out */
        char cmd[1024] = "";
        for (int i = 0; i < argc; i++) {
            size_t l = strlen(cmd);
            if (l + strlen(argv[i]) + 48 >= sizeof cmd) {
                snprintf(cmd + l, sizeof cmd - l, " ... (%d more arguments)", argc - i);
                break;
            }
            snprintf(cmd + l, sizeof cmd - l, "%s%s", i ? " " : "", argv[i]);
        }
        if (!cal.out || optind != argc || specs.n) {
            fprintf(stderr, PROG ": %s\n", !cal.out ? "--from needs --calibrate FILE"
                                                    : "--calibrate takes no trace nor --policy");
            return 2;
        }
        cal.watchdog_s = watchdog_s;
        cal.cap = user_cap;
        cal.quiet = quiet;
        cal.share_irq_cpus = share_irq_cpus;
        cal.command = cmd;
        return gr_calibrate(&cal);
    }
    if (optind != argc - 1 || specs.n == 0) {
        fprintf(stderr, PROG ": %s\n", specs.n ? "expected one TRACE.h5" : "--policy is required");
        usage(stderr);
        return 2;
    }
    if (cfg.capacity && !cfg.managed) {
        fprintf(stderr, PROG ": --capacity emulates a smaller GPU for managed memory only\n");
        return 2;
    }
    cfg.progress = !quiet;
    char err[256];
    if (policy_parse_prefetcher(pf_spec, &cfg.pf, cfg.pf_values, err, sizeof err)) {
        fprintf(stderr, PROG ": --prefetch: %s\n", err);
        return 2;
    }
    if (policy_parse_evictor(ev_spec, &cfg.ev, cfg.ev_values, err, sizeof err)) {
        fprintf(stderr, PROG ": --evict: %s\n", err);
        return 2;
    }
    snprintf(cfg.pf_spec, sizeof cfg.pf_spec, "%s", cfg.pf->info.name);
    snprintf(cfg.ev_spec, sizeof cfg.ev_spec, "%s", cfg.ev->info.name);
    const struct policy_allocator *allocs[MAX_RUNS];
    uint64_t values[MAX_RUNS][POLICY_MAX_PARAMS];
    for (int i = 0; i < specs.n; i++) {
        const struct policy_allocator *test = &gpurun_test_allocator;
        if (test && !strcmp(specs.spec[i], test->info.name)) {
            allocs[i] = test;
            memset(values[i], 0, sizeof values[i]);
        } else if (policy_parse_allocator(specs.spec[i], &allocs[i], values[i], err,
                                          sizeof err)) {
            fprintf(stderr, PROG ": --policy: %s\n", err);
            return 2;
        }
    }

    /* the trace, validated before anything runs */
    const char *path = argv[optind];
    watch_path = path;
    trace_guard_install(PROG);
    trace_guard_file(path);
    struct trace_error terr;
    trace_guard_watch(TRACE_GUARD_OPEN_SECONDS);
    struct trace *t = trace_open(path, &terr);
    trace_guard_watch(0);
    if (!t) {
        fprintf(stderr, PROG ": %s\n", terr.msg);
        return 2;
    }
    struct trace_summary sum;
    if (trace_validate(t, &sum, &terr)) {
        fprintf(stderr, PROG ": %s\n", terr.msg);
        return 2;
    }
    uint64_t nbuf;
    struct trace_buffer *bufs = trace_load_buffers(t, &nbuf, &terr);
    if (!bufs) {
        fprintf(stderr, PROG ": %s\n", terr.msg);
        return 2;
    }

    if (timeline_path) {
        cfg.timeline = fopen(timeline_path, "w");
        if (!cfg.timeline) {
            fprintf(stderr, PROG ": --timeline: %s: %s\n", timeline_path, strerror(errno));
            return 2;
        }
        gr_timeline_csv_header(cfg.timeline);
    }
    /* the footprint of every policy, before the GPU is touched */
    uint64_t peaks[MAX_RUNS];
    for (int i = 0; i < specs.n; i++)
        if (footprint(t, bufs, nbuf, allocs[i], values[i], &peaks[i], &terr)) {
            fprintf(stderr, PROG ": %s: policy %s: the dry replay failed: %s\n", path,
                    allocs[i]->info.name, terr.msg);
            return 2;
        }

    /* the cap: min(16 GiB, half the free device memory), or lower by --cap */
    size_t fr = 0, tot = 0;
    cudaError_t ce = cudaMemGetInfo(&fr, &tot);
    if (ce != cudaSuccess) {
        fprintf(stderr, PROG ": no usable GPU: cudaMemGetInfo: %s\n", cudaGetErrorString(ce));
        return 1;
    }
    gr_cpus_avoid_gpu_irqs(share_irq_cpus, &cpus);
    cfg.cap = fr / 2 < GR_CAP_MAX ? fr / 2 : GR_CAP_MAX;
    if (user_cap && user_cap < cfg.cap)
        cfg.cap = user_cap;
    for (int i = 0; i < specs.n; i++)
        if (peaks[i] > cfg.cap) {
            fprintf(stderr, PROG ": %s: policy %s: refused: its managed footprint of %" PRIu64
                    " bytes (peak reserved over the trace, in 2 MiB blocks) exceeds the cap of %"
                    PRIu64 " bytes (the smaller of 16 GiB and half the %zu bytes free%s);"
                    " nothing was allocated\n", path, allocs[i]->info.name, peaks[i], cfg.cap,
                    fr, user_cap ? ", or --cap" : "");
            return 2;
        }
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, 0);
    if (cfg.cupti && cfg.managed) {
        const char *why = NULL;
        if (gr_cupti_start(cfg.cupti, &why)) { /* after the context exists (cudaMemGetInfo made it) */
            fprintf(stderr, PROG ": --cupti: %s\n", why);
            return 1;
        }
    }
    struct pcie_counts pcie;
    memset(&pcie, 0, sizeof pcie);
    if (use_pcie) {
        char bus[32] = "";
        const char *why = "cudaDeviceGetPCIBusId failed";
        if (cudaDeviceGetPCIBusId(bus, sizeof bus, 0) != cudaSuccess ||
            gr_pcie_start(bus, &why)) {
            fprintf(stderr, PROG ": --pcie: %s\n", why);
            return 1;
        }
        /* a known migration, before the runs and under the cap like them */
        uint64_t known = cfg.cap < (64u << 20) ? cfg.cap & ~((2u << 20) - 1) : 64u << 20;
        if (!known || gr_pcie_calibrate(known, &pcie.link, &why)) {
            fprintf(stderr, PROG ": --pcie: %s\n", known ? why : "the cap leaves no room");
            return 1;
        }
    }
    pthread_t wd;
    pthread_create(&wd, NULL, watchdog, NULL);
    pthread_detach(wd);

    int status = 0;
    for (int i = 0; i < specs.n; i++) {
        cfg.a = allocs[i];
        memcpy(cfg.values, values[i], sizeof cfg.values);
        struct gr_results r;
        struct gr_cupti_sums cs;
        char msg[1024] = "";
        if (cfg.cupti)
            gr_cupti_collect(&cs); /* drop what came before */
        if (use_pcie)
            gr_pcie_collect(&pcie.run);
        int rc = gr_execute(t, bufs, nbuf, &cfg, &r, msg, sizeof msg);
        if (cfg.cupti)
            gr_cupti_collect(&cs);
        if (use_pcie)
            gr_pcie_collect(&pcie.run);
        if (rc) {
            fprintf(stderr, PROG ": %s\n", msg);
            if (rc == 2)
                return 2;
            status = 1;
        }
        char params[256];
        policy_format_params(&allocs[i]->info, values[i], params, sizeof params);
        struct kvs o;
        results(&o, path, allocs[i]->info.name, params, &cfg, &r,
                cfg.cupti && cfg.managed ? &cs : NULL, use_pcie ? &pcie : NULL, prop.name);
        print_kvs(&o, mode, i == 0);
        fflush(stdout);
        if (!quiet)
            fprintf(stderr, PROG ": %s: %s: %.3f ms, host overhead %.0f ns per event after"
                    " the first of each kind (%" PRIu64 " of %" PRIu64 "; those took %.1f us)\n",
                    path, allocs[i]->info.name, r.sim_time_ns / 1e6,
                    r.events > r.first_events ? (double)(r.overhead_ns - r.overhead_first_ns) /
                                                    (r.events - r.first_events) : 0.0,
                    r.events - r.first_events, r.events, r.overhead_first_ns / 1e3);
    }
    if (cfg.timeline && fclose(cfg.timeline) != 0) {
        fprintf(stderr, PROG ": --timeline: %s: %s\n", timeline_path, strerror(errno));
        status = 1;
    }
    free(bufs);
    trace_close(t);
    for (int i = 0; i < specs.n; i++)
        free(specs.spec[i]);
    return status;
}
