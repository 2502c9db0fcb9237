/* bench_alloc.c: nanoseconds per allocator operation for every policy.
 *
 *   bench_alloc BUILD_DIR [TRACE.h5 ...]
 *
 * Runs each registered allocator over a synthetic stream of 10 million
 * ALLOC/FREE operations (deterministic GSL mt19937 numbers: repeated tensor
 * sizes mixed with fresh ones, small to hundreds of MiB, on four streams,
 * about 2000 blocks live), and over the ALLOC/FREE events of each trace
 * given. The host behind the policy is a trivial bump allocator with no
 * capacity and no costs, so the figure is the policy's own cost: the
 * operations are generated before the clock starts and only the calls to
 * alloc and free are timed, in thread CPU time. Besides the mean over all
 * operations, the synthetic table gives the best million (the least
 * disturbed by other programs on a shared machine). Target (issue 3): at most 100 ns per operation
 * for bfc and caching. Prints one row per policy; not a test. */
#include <gsl/gsl_randist.h>
#include <gsl/gsl_rng.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "policy.h"
#include "trace.h"

#define KiB 1024ull
#define MiB (1024ull * 1024ull)

/* ---- Trivial host: bump addresses, nothing else ------------------------- */

struct bump_host {
    uint64_t next;
    uint64_t reserve_calls;
};

/* Top-down, like CUDA's virtual address allocator (and simrun's): best-fit
 * ties between equal sizes go to the lowest address, so the direction
 * decides which of two equal blocks a policy picks. */
static int bump_reserve(void *h, uint64_t size, uint32_t stream, uint64_t *addr)
{
    struct bump_host *b = h;
    (void)stream;
    b->next -= (size + 511) & ~511ull;
    *addr = b->next;
    b->reserve_calls++;
    return 0;
}
static void bump_release(void *h, uint64_t addr, uint64_t size)
{
    (void)h;
    (void)addr;
    (void)size;
}
static void bump_wait(void *h, uint32_t waiter, uint32_t stream)
{
    (void)h;
    (void)waiter;
    (void)stream;
}
static uint64_t bump_now(void *h)
{
    (void)h;
    return 0;
}

/* BENCH_ALLOC_POLICIES=bfc,caching limits the run to those policies. */
static bool selected(const char *name)
{
    const char *sel = getenv("BENCH_ALLOC_POLICIES");
    if (!sel || !*sel)
        return true;
    size_t n = strlen(name);
    for (const char *p = sel; (p = strstr(p, name)); p += n)
        if ((p == sel || p[-1] == ',') && (p[n] == ',' || p[n] == '\0'))
            return true;
    return false;
}

/* ---- Operation streams ---------------------------------------------------- */

/* One operation: ALLOC of size into slot, or FREE of slot. */
struct op {
    uint64_t size; /* 0 for FREE */
    uint32_t slot;
    uint32_t stream;
};

/* CPU time of this thread: on a shared machine, time spent descheduled
 * while other programs run is not the policy's cost. */
static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* Replay ops against a policy instance; returns seconds spent in the
 * policy's calls. addrs has one entry per slot. */
static double replay(const struct policy_allocator *a, void *self, const struct op *ops, size_t n,
                     uint64_t *addrs, uint64_t *fails)
{
    double t0 = now_s();
    for (size_t i = 0; i < n; i++) {
        const struct op *o = &ops[i];
        if (o->size) {
            if (a->alloc(self, o->size, o->stream, &addrs[o->slot]) != 0) {
                addrs[o->slot] = UINT64_MAX;
                (*fails)++;
            }
        } else if (addrs[o->slot] != UINT64_MAX) {
            a->free(self, addrs[o->slot], o->stream);
            addrs[o->slot] = UINT64_MAX;
        }
    }
    return now_s() - t0;
}

/* The same replay, untimed, sampling usage after every operation. */
static void replay_peak(const struct policy_allocator *a, void *self, const struct op *ops,
                        size_t n, uint64_t *addrs, uint64_t *peak)
{
    for (size_t i = 0; i < n; i++) {
        const struct op *o = &ops[i];
        if (o->size) {
            if (a->alloc(self, o->size, o->stream, &addrs[o->slot]) != 0)
                addrs[o->slot] = UINT64_MAX;
        } else if (addrs[o->slot] != UINT64_MAX) {
            a->free(self, addrs[o->slot], o->stream);
            addrs[o->slot] = UINT64_MAX;
        }
        struct policy_usage u;
        a->usage(self, &u, false);
        if (u.reserved > *peak)
            *peak = u.reserved;
    }
}

/* Synthetic generator state: which slots are live. */
#define SYN_SLOTS 4096
#define SYN_TARGET_LIVE 2000
#define SYN_COMMON 512
struct synth {
    gsl_rng *rng;
    uint32_t live[SYN_SLOTS]; /* dense list of live slots */
    uint32_t where[SYN_SLOTS];
    uint32_t stream_of[SYN_SLOTS];
    uint32_t nlive;
    uint32_t freeslots[SYN_SLOTS];
    uint32_t nfree;
    uint64_t common[SYN_COMMON];
};

/* Sizes: log-uniform within bands, mostly small tensors, some activations
 * of MiBs, a few large buffers. */
static uint64_t synth_size(gsl_rng *rng)
{
    double u = gsl_rng_uniform(rng);
    double lo, hi;
    if (u < 0.50) {
        lo = 256;
        hi = 64 * KiB;
    } else if (u < 0.85) {
        lo = 64 * KiB;
        hi = 4 * MiB;
    } else if (u < 0.98) {
        lo = 4 * MiB;
        hi = 64 * MiB;
    } else {
        lo = 64 * MiB;
        hi = 256 * MiB;
    }
    return (uint64_t)(lo * pow(hi / lo, gsl_rng_uniform(rng)));
}

static void synth_init(struct synth *s, unsigned long seed)
{
    s->rng = gsl_rng_alloc(gsl_rng_mt19937);
    gsl_rng_set(s->rng, seed);
    s->nlive = 0;
    s->nfree = SYN_SLOTS;
    for (uint32_t i = 0; i < SYN_SLOTS; i++)
        s->freeslots[i] = SYN_SLOTS - 1 - i;
    for (int i = 0; i < SYN_COMMON; i++)
        s->common[i] = synth_size(s->rng);
}

static void synth_fill(struct synth *s, struct op *ops, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        double p_alloc = s->nlive < SYN_TARGET_LIVE ? 0.6 : 0.4;
        if (s->nlive == 0 || (s->nfree > 0 && gsl_rng_uniform(s->rng) < p_alloc)) {
            uint32_t slot = s->freeslots[--s->nfree];
            double u = gsl_rng_uniform(s->rng);
            uint32_t stream = u < 0.7 ? 0 : 1 + (uint32_t)gsl_rng_uniform_int(s->rng, 3);
            uint64_t size = gsl_rng_uniform(s->rng) < 0.8
                                ? s->common[gsl_rng_uniform_int(s->rng, SYN_COMMON)]
                                : synth_size(s->rng);
            s->where[slot] = s->nlive;
            s->live[s->nlive++] = slot;
            s->stream_of[slot] = stream;
            ops[i] = (struct op){.size = size, .slot = slot, .stream = stream};
        } else {
            uint32_t k = (uint32_t)gsl_rng_uniform_int(s->rng, s->nlive);
            uint32_t slot = s->live[k];
            s->live[k] = s->live[--s->nlive];
            s->where[s->live[k]] = k;
            s->freeslots[s->nfree++] = slot;
            /* mostly freed on the allocating stream, sometimes elsewhere */
            uint32_t stream = gsl_rng_uniform(s->rng) < 0.9
                                  ? s->stream_of[slot]
                                  : (uint32_t)gsl_rng_uniform_int(s->rng, 4);
            ops[i] = (struct op){.size = 0, .slot = slot, .stream = stream};
        }
    }
}

static void *make_instance(const struct policy_allocator *a, struct bump_host *host,
                           struct policy_env *env)
{
    uint64_t values[POLICY_MAX_PARAMS];
    char err[256];
    if (policy_parse_allocator(a->info.name, &a, values, err, sizeof err) != 0) {
        fprintf(stderr, "bench_alloc: %s\n", err);
        exit(1);
    }
    memset(host, 0, sizeof *host);
    host->next = 1ull << 56;
    *env = (struct policy_env){.host = host, .reserve = bump_reserve, .release = bump_release,
                               .stream_wait = bump_wait, .now_ns = bump_now, .count = NULL};
    void *self = a->create(env, values);
    if (!self) {
        fprintf(stderr, "bench_alloc: %s: out of memory\n", a->info.name);
        exit(1);
    }
    return self;
}

#define SYN_OPS 10000000
#define SYN_CHUNK 1000000

static void bench_synthetic(void)
{
    printf("synthetic: %d ops (ALLOC+FREE), 4 streams, ~%d live blocks, mt19937 seed 42\n",
           SYN_OPS, SYN_TARGET_LIVE);
    printf("  %-10s %10s %10s %14s %14s %10s\n", "policy", "ns/op", "best 1M", "peak reserved",
           "upstream calls", "failures");
    fflush(stdout);
    struct op *ops = malloc(SYN_CHUNK * sizeof *ops);
    uint64_t *addrs = malloc(SYN_SLOTS * sizeof *addrs);
    if (!ops || !addrs) {
        fprintf(stderr, "bench_alloc: out of memory\n");
        exit(1);
    }
    for (size_t p = 0; policy_allocators[p]; p++) {
        const struct policy_allocator *a = policy_allocators[p];
        if (!selected(a->info.name))
            continue;
        struct bump_host host;
        struct policy_env env;
        void *self = make_instance(a, &host, &env);
        struct synth syn;
        synth_init(&syn, 42);
        for (uint32_t i = 0; i < SYN_SLOTS; i++)
            addrs[i] = UINT64_MAX;
        double secs = 0, best = 1e30;
        uint64_t fails = 0, peak = 0;
        for (size_t done = 0; done < SYN_OPS; done += SYN_CHUNK) {
            synth_fill(&syn, ops, SYN_CHUNK);
            double t = replay(a, self, ops, SYN_CHUNK, addrs, &fails);
            secs += t;
            if (t < best)
                best = t;
        }
        uint64_t calls = host.reserve_calls;
        a->destroy(self);
        gsl_rng_free(syn.rng);
        /* again, untimed, for the peak */
        self = make_instance(a, &host, &env);
        synth_init(&syn, 42);
        for (uint32_t i = 0; i < SYN_SLOTS; i++)
            addrs[i] = UINT64_MAX;
        for (size_t done = 0; done < SYN_OPS; done += SYN_CHUNK) {
            synth_fill(&syn, ops, SYN_CHUNK);
            replay_peak(a, self, ops, SYN_CHUNK, addrs, &peak);
        }
        a->destroy(self);
        gsl_rng_free(syn.rng);
        printf("  %-10s %10.1f %10.1f %10.2f GiB %14llu %10llu\n", a->info.name,
               1e9 * secs / SYN_OPS, 1e9 * best / SYN_CHUNK, (double)peak / (double)(1ull << 30),
               (unsigned long long)calls, (unsigned long long)fails);
        fflush(stdout);
    }
    free(ops);
    free(addrs);
}

/* ---- Traces --------------------------------------------------------------- */

static int bench_trace(const char *path)
{
    struct trace_error err;
    struct trace *t = trace_open(path, &err);
    if (!t) {
        fprintf(stderr, "bench_alloc: %s\n", err.msg);
        return 2;
    }
    uint64_t nbuf;
    struct trace_buffer *bufs = trace_load_buffers(t, &nbuf, &err);
    if (!bufs) {
        fprintf(stderr, "bench_alloc: %s\n", err.msg);
        trace_close(t);
        return 2;
    }
    struct trace_cursor cur;
    if (trace_cursor_init(&cur, t, &err) != 0) {
        fprintf(stderr, "bench_alloc: %s\n", err.msg);
        free(bufs);
        trace_close(t);
        return 2;
    }
    size_t n = 0, cap = 1024;
    struct op *ops = malloc(cap * sizeof *ops);
    const struct trace_event *e;
    int rc;
    while ((rc = trace_cursor_next(&cur, &e, &err)) == 1) {
        if (e->op != TRACE_ALLOC && e->op != TRACE_FREE)
            continue;
        if (e->obj >= nbuf) {
            fprintf(stderr, "bench_alloc: %s: /events row %llu: buffer %llu out of range\n", path,
                    (unsigned long long)(cur.next - 1), (unsigned long long)e->obj);
            rc = -2;
            break;
        }
        if (n == cap) {
            cap *= 2;
            ops = realloc(ops, cap * sizeof *ops);
        }
        if (!ops) {
            fprintf(stderr, "bench_alloc: out of memory\n");
            exit(1);
        }
        ops[n++] = (struct op){.size = e->op == TRACE_ALLOC ? bufs[e->obj].size : 0,
                               .slot = (uint32_t)e->obj, .stream = e->stream};
    }
    trace_cursor_free(&cur);
    trace_close(t);
    if (rc != 0 || nbuf > UINT32_MAX) {
        if (rc == -1)
            fprintf(stderr, "bench_alloc: %s\n", err.msg);
        free(ops);
        free(bufs);
        return 2;
    }
    /* repeat the trace until about a million operations have been timed */
    size_t reps = n ? (1000000 + n - 1) / n : 0;
    printf("trace %s: %zu ALLOC/FREE events, replayed %zu times\n", path, n, reps);
    printf("  %-10s %10s %14s %14s %10s\n", "policy", "ns/op", "peak reserved", "upstream calls",
           "failures");
    uint64_t *addrs = malloc((nbuf ? nbuf : 1) * sizeof *addrs);
    for (size_t p = 0; policy_allocators[p] && n; p++) {
        const struct policy_allocator *a = policy_allocators[p];
        if (!selected(a->info.name))
            continue;
        double secs = 0;
        uint64_t fails = 0, peak = 0, calls = 0;
        for (size_t r = 0; r < reps; r++) {
            struct bump_host host;
            struct policy_env env;
            void *self = make_instance(a, &host, &env);
            for (uint64_t i = 0; i < nbuf; i++)
                addrs[i] = UINT64_MAX;
            secs += replay(a, self, ops, n, addrs, &fails);
            calls = host.reserve_calls;
            a->destroy(self);
        }
        {
            struct bump_host host;
            struct policy_env env;
            void *self = make_instance(a, &host, &env);
            for (uint64_t i = 0; i < nbuf; i++)
                addrs[i] = UINT64_MAX;
            replay_peak(a, self, ops, n, addrs, &peak);
            a->destroy(self);
        }
        printf("  %-10s %10.1f %12.2f GiB %14llu %10llu\n", a->info.name,
               1e9 * secs / (double)(n * reps), (double)peak / (double)(1ull << 30),
               (unsigned long long)calls, (unsigned long long)fails);
    }
    free(addrs);
    free(ops);
    free(bufs);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2 || strcmp(argv[1], "--help") == 0) {
        printf("usage: bench_alloc BUILD_DIR [TRACE.h5 ...]\n"
               "Prints nanoseconds per allocator operation for every policy on a synthetic\n"
               "stream of 10 million operations and on the ALLOC/FREE events of each trace.\n"
               "BENCH_ALLOC_POLICIES=bfc,caching limits it to those policies.\n");
        return argc < 2 ? 2 : 0;
    }
    bench_synthetic();
    int rc = 0;
    for (int i = 2; i < argc; i++)
        if (bench_trace(argv[i]) != 0)
            rc = 2;
    return rc;
}
