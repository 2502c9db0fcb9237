/* bench_um_policies.c: nanoseconds per hook of the evictors and per launch
 * of the launch-time prefetchers.
 *
 *   bench_um_policies BUILD_DIR
 *
 * Evictors: the pattern of the throughput benchmark, a 64 GiB
 * buffer streamed through a 32 GiB GPU twice: each 2 MiB block receives 32
 * migrations of 64 KiB (migrated with an activation or weight tag) and 32
 * accesses, and whenever more than 16384 blocks are resident the victim is
 * asked for and evicted. Prefetchers: 1 million launches of 8 ranges each
 * drawn from 4096 buffers (GSL mt19937), on a host whose calls do nothing.
 * Only the policy calls are timed, in thread CPU time. Prints one row per
 * policy; not a test. */
#include <gsl/gsl_rng.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "policy.h"

static double cpu_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* ---- A host that does nothing ----------------------------------------------- */

static uint64_t sink;
static void h_prefetch(void *h, uint64_t addr, uint64_t len, bool to_gpu, uint32_t stream)
{
    (void)h, (void)to_gpu, (void)stream;
    sink += addr ^ len;
}
static uint32_t h_stream_create(void *h)
{
    (void)h;
    return 100;
}
static uint64_t h_event_record(void *h, uint32_t stream)
{
    (void)h, (void)stream;
    return ++sink;
}
static void h_event_wait(void *h, uint32_t stream, uint64_t event)
{
    (void)h, (void)stream;
    sink += event;
}
static void h_event_sync(void *h, uint64_t event)
{
    (void)h;
    sink += event;
}
static uint64_t h_capacity(void *h)
{
    (void)h;
    return 32ull << 30;
}

struct script {
    struct policy_launch *l;
    struct policy_range *r;
    size_t n, cur;
};
static int h_peek(void *h, uint64_t ahead, struct policy_launch *out)
{
    struct script *s = h;
    if (s->cur + ahead >= s->n)
        return -1;
    *out = s->l[s->cur + ahead];
    return 0;
}

static void bench_evictor(const struct policy_evictor *e)
{
    enum { BLOCKS = 32768, CAPACITY = 16384, PIECES = 32 };
    static const struct policy_env env = {0};
    uint64_t values[POLICY_MAX_PARAMS] = {0};
    void *self = e->create(&env, values);
    uint64_t resident = 0, ops = 0, evictions = 0;
    double t0 = cpu_s();
    for (int pass = 0; pass < 2; pass++)
        for (uint64_t b = 0; b < BLOCKS; b++) {
            if (resident == CAPACITY) {
                uint64_t v;
                if (e->victim(self, &v) == 0) {
                    e->evicted(self, v);
                    resident--;
                    evictions++;
                    ops += 2;
                }
            }
            for (int p = 0; p < PIECES; p++) {
                e->migrated(self, b, (uint8_t)(b % 3 ? 2 : 1));
                if (e->accessed)
                    e->accessed(self, b);
                ops += 2;
            }
            resident++;
        }
    double t = cpu_s() - t0;
    e->destroy(self);
    printf("%-10s %8.1f ns/hook  %10llu hooks  %8llu evictions\n", e->info.name, t * 1e9 / ops,
           (unsigned long long)ops, (unsigned long long)evictions);
}

static void bench_prefetcher(const char *spec, struct script *s)
{
    struct policy_env env = {.host = s, .prefetch = h_prefetch, .stream_create = h_stream_create,
                             .event_record = h_event_record, .event_wait = h_event_wait,
                             .event_sync = h_event_sync, .peek_launch = h_peek,
                             .gpu_capacity = h_capacity};
    uint64_t values[POLICY_MAX_PARAMS];
    char err[256];
    const struct policy_prefetcher *p;
    if (policy_parse_prefetcher(spec, &p, values, err, sizeof err) != 0) {
        fprintf(stderr, "bench_um_policies: %s\n", err);
        exit(1);
    }
    void *self = p->create(&env, values);
    double t0 = cpu_s();
    for (s->cur = 0; s->cur < s->n; s->cur++) {
        p->before_launch(self, &s->l[s->cur]);
        if (p->after_launch)
            p->after_launch(self, &s->l[s->cur]);
    }
    double t = cpu_s() - t0;
    p->destroy(self);
    printf("%-20s %8.1f ns/launch\n", spec, t * 1e9 / s->n);
}

int main(int argc, char **argv)
{
    (void)argc, (void)argv;
    printf("evictors: 64 GiB streamed twice through 32 GiB, 32 migrations + 32 accesses per 2 MiB block\n");
    for (size_t i = 0; policy_evictors[i]; i++)
        bench_evictor(policy_evictors[i]);

    enum { LAUNCHES = 1000000, PER = 8, BUFFERS = 4096 };
    struct script s = {.l = calloc(LAUNCHES, sizeof *s.l), .r = calloc((size_t)LAUNCHES * PER, sizeof *s.r),
                       .n = LAUNCHES};
    gsl_rng *rng = gsl_rng_alloc(gsl_rng_mt19937);
    gsl_rng_set(rng, 1);
    for (size_t i = 0; i < LAUNCHES; i++) {
        for (size_t j = 0; j < PER; j++) {
            uint64_t b = gsl_rng_uniform_int(rng, BUFFERS);
            s.r[i * PER + j] = (struct policy_range){b << 24, (1 + b % 16) << 20, 1, 2};
        }
        s.l[i] = (struct policy_launch){.seq = i, .kernel = i, .stream = 0, .ns = 1000,
                                        .ranges = &s.r[i * PER], .nranges = PER};
    }
    gsl_rng_free(rng);
    printf("prefetchers: 1M launches of 8 ranges over 4096 buffers of 1..16 MiB, 32 GiB GPU\n");
    for (size_t i = 0; policy_prefetchers[i]; i++)
        bench_prefetcher(policy_prefetchers[i]->info.name, &s);
    /* settings that change the cost: no budget to wait on, a deep window */
    static const char *const settings[] = {"launch:factor=100", "lookahead:depth=16"};
    for (size_t i = 0; i < sizeof settings / sizeof settings[0]; i++)
        bench_prefetcher(settings[i], &s);
    free(s.l);
    free(s.r);
    return sink == 42 ? 1 : 0;
}
