/* test_oom.c: the out-of-memory contract of policy.h, for every policy of
 * the registry. The test binary is linked with --wrap for malloc, calloc,
 * realloc and aligned_alloc (Makefile), and the wrappers below refuse the
 * Nth host allocation made while a policy call is armed. A run plays a
 * fixed random sequence of calls with that one allocation failing; N goes
 * from 1 until a run makes fewer than N allocations, so that every
 * allocation the sequence makes fails once. Each call must then return
 * POLICY_NO_HOST_MEMORY or succeed (never abort, never report a failure
 * that did not happen); after a failure the policy's checker passes, and
 * an allocator or evictor shows nothing changed (usage, upstream memory,
 * the tracked set) and succeeds when the call is retried. A prefetcher is
 * destroyed after its failure, as a host does. The engine's thrashing
 * detection (model/model_thrashing.c), which allocates per-page state on
 * the way, and the simulator's placement of small requests in the CUDA
 * driver's 2 MiB blocks (sim/sim_cuda_blocks.c) keep the same contract.
 * Last, simrun's whole replay
 * (sim_replay: policies, the engine, the timeline, upstream, the trace's
 * reading) with each of its allocations refused in turn: host memory
 * running out is never a simulated result. */
#include <check.h>
#include <gsl/gsl_rng.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "model_thrashing.h"
#include "policy.h"
#include "sim_cuda_blocks.h"
#include "sim_replay.h"
#include "testutil.h"

/* ---- Failing allocations --------------------------------------------------- */

void *__real_malloc(size_t n);
void *__real_calloc(size_t n, size_t size);
void *__real_realloc(void *p, size_t n);
void *__real_aligned_alloc(size_t align, size_t n);
void *__wrap_malloc(size_t n);
void *__wrap_calloc(size_t n, size_t size);
void *__wrap_realloc(void *p, size_t n);
void *__wrap_aligned_alloc(size_t align, size_t n);

static struct {
    bool armed;  /* count (and refuse) allocations now */
    long left;   /* allocations until the one refused */
    bool fired;  /* the Nth was refused (once per run) */
    bool was;    /* fired, when armed */
} oom;

static bool refuse(void)
{
    if (!oom.armed || oom.fired || --oom.left > 0)
        return false;
    oom.fired = true;
    return true;
}

void *__wrap_malloc(size_t n)
{
    return refuse() ? NULL : __real_malloc(n);
}

void *__wrap_calloc(size_t n, size_t size)
{
    return refuse() ? NULL : __real_calloc(n, size);
}

void *__wrap_realloc(void *p, size_t n)
{
    return refuse() ? NULL : __real_realloc(p, n);
}

void *__wrap_aligned_alloc(size_t align, size_t n)
{
    return refuse() ? NULL : __real_aligned_alloc(align, n);
}

/* Count allocations from now, refusing the nth since the run began. */
static void arm(void)
{
    oom.was = oom.fired;
    oom.armed = true;
}

/* Stop counting; true when the refused allocation came since arm(). */
static bool disarm(void)
{
    oom.armed = false;
    return oom.fired && !oom.was;
}

static void oom_start(long nth)
{
    oom.left = nth;
    oom.fired = false;
}

/* The default values of info's parameters. */
static void defaults(const struct policy_info *info, uint64_t values[POLICY_MAX_PARAMS])
{
    char err[256];
    ck_assert_msg(policy_parse_params(info, "", values, err, sizeof err) == 0, "%s", err);
}

/* ---- Allocators ------------------------------------------------------------------ */

/* A host with unlimited device memory that allocates nothing itself. */
struct bump {
    uint64_t next, reserved;
};

static int bump_reserve(void *h, uint64_t size, uint32_t stream, uint64_t *addr)
{
    struct bump *b = h;
    (void)stream;
    *addr = b->next;
    b->next += (size + 4095) / 4096 * 4096;
    b->reserved += size;
    return 0;
}

static void bump_release(void *h, uint64_t addr, uint64_t size)
{
    (void)addr;
    ((struct bump *)h)->reserved -= size;
}

static void bump_wait(void *h, uint32_t waiter, uint32_t stream)
{
    (void)h, (void)waiter, (void)stream;
}

enum { NOPS = 300, NLIVE = 256 };

/* One allocator call, armed; after a refusal nothing visible has changed
 * and the retry succeeds. False when an alloc found no device memory (a
 * memory fraction's limit) without running out of host memory. */
static bool alloc_call(const struct policy_allocator *a, void *self, struct bump *h, bool alloc,
                       uint64_t size, uint32_t stream, uint64_t *addr)
{
    struct policy_usage before, after;
    a->usage(self, &before, false);
    uint64_t held = h->reserved;
    arm();
    int rc = alloc ? a->alloc(self, size, stream, addr) : a->free(self, *addr, stream);
    bool ran_out = disarm();
    REQUIRE(rc == POLICY_OK || (rc == POLICY_NO_HOST_MEMORY && ran_out) ||
                (rc == POLICY_NO_DEVICE_MEMORY && alloc && !ran_out),
            "%s: %s returned %d (ran out: %d)", a->info.name, alloc ? "alloc" : "free", rc,
            ran_out);
    REQUIRE(a->valid(self), "%s: checker failed after a refused allocation", a->info.name);
    if (rc != POLICY_NO_HOST_MEMORY)
        return rc == POLICY_OK;
    a->usage(self, &after, false);
    REQUIRE(after.allocated == before.allocated && after.reserved == before.reserved &&
                h->reserved == held,
            "%s: a failed %s changed the usage", a->info.name, alloc ? "alloc" : "free");
    rc = alloc ? a->alloc(self, size, stream, addr) : a->free(self, *addr, stream);
    REQUIRE(rc == POLICY_OK || (rc == POLICY_NO_DEVICE_MEMORY && alloc), "%s: the retry failed",
            a->info.name);
    return rc == POLICY_OK;
}

/* The order hook, armed, the same way: a refusal changes nothing. */
static void order_call(const struct policy_allocator *a, void *self, struct bump *h,
                       enum policy_order kind, uint32_t stream, uint64_t event)
{
    struct policy_usage before, after;
    a->usage(self, &before, false);
    uint64_t held = h->reserved;
    arm();
    int rc = a->order(self, kind, stream, event);
    bool ran_out = disarm();
    REQUIRE(rc == POLICY_OK || (rc == POLICY_NO_HOST_MEMORY && ran_out),
            "%s: order returned %d (ran out: %d)", a->info.name, rc, ran_out);
    REQUIRE(a->valid(self), "%s: checker failed after a refused allocation", a->info.name);
    if (rc == POLICY_OK)
        return;
    a->usage(self, &after, false);
    REQUIRE(after.allocated == before.allocated && after.reserved == before.reserved &&
                h->reserved == held, "%s: a failed order changed the usage", a->info.name);
    REQUIRE(a->order(self, kind, stream, event) == POLICY_OK, "%s: the retry failed",
            a->info.name);
}

/* One run with the nth allocation refused; true when it came. */
static bool alloc_run(const struct policy_allocator *a, const uint64_t *values, long nth)
{
    struct bump h = {1ull << 32, 0};
    struct policy_env env = {.host = &h, .reserve = bump_reserve, .release = bump_release,
                             .stream_wait = bump_wait};
    uint64_t live[NLIVE];
    oom_start(nth);
    arm();
    void *self = a->create(&env, values);
    bool ran_out = disarm();
    if (!self) {
        REQUIRE(ran_out, "%s: create returned NULL", a->info.name);
        return true;
    }
    gsl_rng *rng = gsl_rng_alloc(gsl_rng_mt19937);
    gsl_rng_set(rng, 7);
    size_t n = 0;
    for (int op = 0; op < NOPS; op++) {
        uint32_t stream = (uint32_t)gsl_rng_uniform_int(rng, 4);
        if (a->order && gsl_rng_uniform(rng) < 0.1)
            order_call(a, self, &h,
                       (enum policy_order)gsl_rng_uniform_int(rng, POLICY_ORDER_SYNC_DEVICE + 1),
                       stream, gsl_rng_uniform_int(rng, 8));
        if (n == 0 || (n < NLIVE && gsl_rng_uniform(rng) < 0.65)) {
            uint64_t size = 1 + gsl_rng_uniform_int(rng, gsl_rng_uniform(rng) < 0.8 ? 1 << 16
                                                                                    : 8 << 20);
            n += alloc_call(a, self, &h, true, size, stream, &live[n]);
        } else {
            size_t i = gsl_rng_uniform_int(rng, n);
            alloc_call(a, self, &h, false, 0, stream, &live[i]);
            live[i] = live[--n];
        }
    }
    gsl_rng_free(rng);
    a->destroy(self);
    REQUIRE(h.reserved == 0, "%s: destroy kept upstream memory", a->info.name);
    return oom.fired;
}

START_TEST(allocators_survive_every_failed_allocation)
{
    const struct policy_allocator *a = policy_allocators[_i];
    uint64_t values[POLICY_MAX_PARAMS];
    defaults(&a->info, values);
    long nth = 1;
    while (alloc_run(a, values, nth))
        nth++;
}
END_TEST

/* Settings with paths of their own: caching's expandable segments, its
 * garbage collection, and both out of memory under a memory fraction
 * (0.001 of the 80 GiB assumed without a capacity: 80 MiB). */
static const char *const setting_specs[] = {
    "caching:expandable_segments=1",
    "caching:expandable_segments=1,memory_fraction=0.001",
    "caching:memory_fraction=0.001,garbage_collection_threshold=0.5",
};

START_TEST(settings_survive_every_failed_allocation)
{
    const struct policy_allocator *a;
    uint64_t values[POLICY_MAX_PARAMS];
    char err[256];
    REQUIRE(policy_parse_allocator(setting_specs[_i], &a, values, err, sizeof err) == 0, "%s",
            err);
    long nth = 1;
    while (alloc_run(a, values, nth))
        nth++;
}
END_TEST

/* ---- Evictors --------------------------------------------------------------------- */

enum { NBLOCKS = 300 };

static uint64_t listed[NBLOCKS + 1];
static size_t nlisted;

static void collect(void *arg, uint64_t block)
{
    (void)arg;
    REQUIRE(nlisted <= NBLOCKS, "a block listed twice");
    listed[nlisted++] = block;
}

static int by_value(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

/* The evictor's set, sorted, into out (the victim alone without each). */
static size_t tracked(const struct policy_evictor *e, void *self, uint64_t *out)
{
    nlisted = 0;
    if (e->each)
        e->each(self, collect, NULL);
    else if (e->victim(self, &listed[0]) == 0)
        nlisted = 1;
    qsort(listed, nlisted, sizeof *listed, by_value);
    memcpy(out, listed, nlisted * sizeof *out);
    return nlisted;
}

/* migrated (tag < 256) or accessed, armed; after a refusal the evictor
 * tracks the same blocks and the retry succeeds. */
static void ev_call(const struct policy_evictor *e, void *self, uint64_t b, unsigned tag)
{
    static uint64_t before[NBLOCKS + 1], after[NBLOCKS + 1];
    size_t nb = tracked(e, self, before);
    arm();
    int rc = tag < 256 ? e->migrated(self, b, (uint8_t)tag) : e->accessed(self, b);
    bool ran_out = disarm();
    REQUIRE(rc == POLICY_OK || (rc == POLICY_NO_HOST_MEMORY && ran_out),
            "%s: hook returned %d (ran out: %d)", e->info.name, rc, ran_out);
    REQUIRE(!e->valid || e->valid(self), "%s: checker failed after a refused allocation",
            e->info.name);
    if (rc == POLICY_OK)
        return;
    size_t na = tracked(e, self, after);
    REQUIRE(na == nb && memcmp(before, after, nb * sizeof *before) == 0,
            "%s: a failed hook changed the blocks tracked", e->info.name);
    rc = tag < 256 ? e->migrated(self, b, (uint8_t)tag) : e->accessed(self, b);
    REQUIRE(rc == POLICY_OK, "%s: the retry failed", e->info.name);
}

static bool ev_run(const struct policy_evictor *e, long nth)
{
    static const struct policy_env env = {0};
    uint64_t values[POLICY_MAX_PARAMS];
    defaults(&e->info, values);
    oom_start(nth);
    arm();
    void *self = e->create(&env, values);
    bool ran_out = disarm();
    if (!self) {
        REQUIRE(ran_out, "%s: create returned NULL", e->info.name);
        return true;
    }
    bool resident[NBLOCKS] = {false};
    gsl_rng *rng = gsl_rng_alloc(gsl_rng_mt19937);
    gsl_rng_set(rng, 9);
    for (int op = 0; op < 1500; op++) {
        uint64_t b = gsl_rng_uniform_int(rng, NBLOCKS), v;
        double u = gsl_rng_uniform(rng);
        if (u < 0.5) {
            ev_call(e, self, b, (unsigned)gsl_rng_uniform_int(rng, 9));
            resident[b] = true;
        } else if (u < 0.7) {
            if (resident[b] && e->accessed)
                ev_call(e, self, b, 256);
        } else if (u < 0.9) {
            e->evicted(self, b);
            resident[b] = false;
        } else if (e->victim(self, &v) == 0) {
            e->evicted(self, v);
            resident[v] = false;
        }
    }
    gsl_rng_free(rng);
    e->destroy(self);
    return oom.fired;
}

START_TEST(evictors_survive_every_failed_allocation)
{
    long nth = 1;
    while (ev_run(policy_evictors[_i], nth))
        nth++;
}
END_TEST

/* ---- Prefetchers ------------------------------------------------------------------ */

/* A Unified Memory host that records nothing and allocates nothing. */
struct quiet {
    const struct policy_launch *script;
    size_t n, cur;
    uint32_t streams;
    uint64_t events;
};

static void q_prefetch(void *h, uint64_t addr, uint64_t len, bool to_gpu, uint32_t stream)
{
    (void)h, (void)addr, (void)len, (void)to_gpu, (void)stream;
}

static uint32_t q_stream_create(void *h)
{
    return 100 + ((struct quiet *)h)->streams++;
}

static uint64_t q_event_record(void *h, uint32_t stream)
{
    (void)stream;
    return ++((struct quiet *)h)->events;
}

static void q_event_wait(void *h, uint32_t stream, uint64_t event)
{
    (void)h, (void)stream, (void)event;
}

static void q_event_sync(void *h, uint64_t event)
{
    (void)h, (void)event;
}

static int q_peek(void *hp, uint64_t ahead, struct policy_launch *out)
{
    struct quiet *h = hp;
    if (h->cur + ahead >= h->n)
        return -1;
    *out = h->script[h->cur + ahead];
    return 0;
}

static uint64_t q_capacity(void *h)
{
    (void)h;
    return 1 << 20;
}

enum { NLAUNCH = 200, MAXRANGES = 6 };

/* Kernels touching up to 6 ranges of 12 buffers, some sub-ranges. */
static void make_script(struct policy_launch *l, struct policy_range (*rg)[MAXRANGES])
{
    gsl_rng *rng = gsl_rng_alloc(gsl_rng_mt19937);
    gsl_rng_set(rng, 5);
    for (size_t i = 0; i < NLAUNCH; i++) {
        size_t k = gsl_rng_uniform_int(rng, MAXRANGES + 1);
        for (size_t j = 0; j < k; j++) {
            uint64_t buf = gsl_rng_uniform_int(rng, 12), size = 0x1000 * (1 + buf % 5);
            uint64_t off = gsl_rng_uniform(rng) < 0.7 ? 0 : gsl_rng_uniform_int(rng, size);
            rg[i][j] = (struct policy_range){buf * 0x10000 + off, size - off, 1, (uint8_t)buf};
        }
        l[i] = (struct policy_launch){.seq = i, .kernel = i, .stream = (uint32_t)(i % 3),
                                      .ns = 1000, .ranges = rg[i], .nranges = k};
    }
    gsl_rng_free(rng);
}

/* One hook, armed: POLICY_OK, or POLICY_NO_HOST_MEMORY with the checker
 * passing. */
static int pf_call(const struct policy_prefetcher *p, void *self,
                   int (*hook)(void *, const struct policy_launch *), const struct policy_launch *l)
{
    arm();
    int rc = hook(self, l);
    bool ran_out = disarm();
    REQUIRE(rc == POLICY_OK || (rc == POLICY_NO_HOST_MEMORY && ran_out),
            "%s: hook returned %d (ran out: %d)", p->info.name, rc, ran_out);
    REQUIRE(!p->valid || p->valid(self), "%s: checker failed after a refused allocation",
            p->info.name);
    return rc;
}

static bool pf_run(const struct policy_prefetcher *p, long nth)
{
    static struct policy_launch script[NLAUNCH];
    static struct policy_range ranges[NLAUNCH][MAXRANGES];
    make_script(script, ranges);
    struct quiet h = {.script = script, .n = NLAUNCH};
    struct policy_env env = {.host = &h, .prefetch = q_prefetch, .stream_create = q_stream_create,
                             .event_record = q_event_record, .event_wait = q_event_wait,
                             .event_sync = q_event_sync, .peek_launch = q_peek,
                             .gpu_capacity = q_capacity};
    uint64_t values[POLICY_MAX_PARAMS];
    defaults(&p->info, values);
    oom_start(nth);
    arm();
    void *self = p->create(&env, values);
    bool ran_out = disarm();
    if (!self) {
        REQUIRE(ran_out, "%s: create returned NULL", p->info.name);
        return true;
    }
    for (h.cur = 0; h.cur < NLAUNCH; h.cur++) {
        if (pf_call(p, self, p->before_launch, &script[h.cur]))
            break; /* a host stops there */
        if (p->after_launch && pf_call(p, self, p->after_launch, &script[h.cur]))
            break;
    }
    p->destroy(self);
    return oom.fired;
}

START_TEST(prefetchers_survive_every_failed_allocation)
{
    long nth = 1;
    while (pf_run(policy_prefetchers[_i], nth))
        nth++;
}
END_TEST

/* A block's per-page state is allocated at its first potential thrashing
 * (two migrations to different processors within a lapse): refused, the
 * call reports it, the block stays valid and untracked, and the next such
 * migration tracks it. */
START_TEST(thrashing_tracking_survives_failed_allocation)
{
    const uint64_t us = 1000;
    struct model_thrashing_params p = model_thrashing_params_default();
    struct model_thrashing_block b;
    model_thrashing_block_init(&b);
    struct model_pages page;
    model_pages_zero(&page);
    model_pages_set(&page, 3);
    ck_assert_int_eq(model_thrashing_migrated(&b, &p, &page, MODEL_THRASHING_GPU,
                                              MODEL_THRASHING_FAULT, 1000 * us), 0);
    oom_start(1);
    arm();
    int rc = model_thrashing_migrated(&b, &p, &page, MODEL_THRASHING_CPU, MODEL_THRASHING_FAULT,
                                      1100 * us);
    ck_assert(disarm());
    ck_assert_int_eq(rc, -1);
    ck_assert(model_thrashing_block_valid(&b, &p));
    ck_assert_ptr_null(b.pages);
    ck_assert_int_eq(model_thrashing_migrated(&b, &p, &page, MODEL_THRASHING_CPU,
                                              MODEL_THRASHING_FAULT, 1200 * us), 0);
    ck_assert_ptr_nonnull(b.pages);
    ck_assert(model_thrashing_block_valid(&b, &p));
    model_thrashing_block_free(&b);
}
END_TEST

/* ---- The replay ----------------------------------------------------------------- */

/* Kernels over buffers under and over 2 MiB on two streams ordered by an
 * event, HOST, PREFETCH and ADVISE, iterations, a FREE and a re-ALLOC, and
 * small buffers freed apart in one 2 MiB block (its free runs grow). */
static const char *replay_trace(void)
{
    static const uint64_t sizes[] = { 1 << 20, 6 << 20, 4096, 3 << 20, 4096, 4096, 4096,
                                      4096,    4096,    4096, 4096,    4096, 4096 };
    static const struct trace_access acc[] = {
        { .buffer = 0, .length = 1 << 20, .mode = TRACE_READ },
        { .buffer = 1, .length = 6 << 20, .mode = TRACE_WRITE, .pattern = TRACE_RANDOM },
        { .buffer = 2, .length = 4096, .mode = TRACE_READWRITE },
        { .buffer = 3, .length = 3 << 20, .mode = TRACE_READ, .pattern = TRACE_STRIDED,
          .stride = 1 << 16, .piece = 4096 },
    };
    static const struct trace_event ev[] = {
        { .op = TRACE_ALLOC, .obj = 0 }, { .op = TRACE_ALLOC, .obj = 1, .stream = 1 },
        { .op = TRACE_HOST, .mode = TRACE_WRITE, .obj = 0, .b = 1 << 20, .ns = 100 },
        { .op = TRACE_LAUNCH, .a = 0, .b = 2, .ns = 5000 },
        { .op = TRACE_RECORD, .obj = 7 }, { .op = TRACE_WAIT, .obj = 7, .stream = 1 },
        { .op = TRACE_ALLOC, .obj = 2, .stream = 1 },
        { .op = TRACE_PREFETCH, .obj = 1, .b = 2 << 20, .stream = 1 },
        { .op = TRACE_ADVISE, .mode = TRACE_ADVISE_READ_MOSTLY, .obj = 0, .b = 4096 },
        { .op = TRACE_LAUNCH, .a = 1, .b = 2, .ns = 3000, .stream = 1 },
        { .op = TRACE_ITER, .a = 8 }, { .op = TRACE_FREE, .obj = 1 },
        { .op = TRACE_ALLOC, .obj = 3 }, { .op = TRACE_LAUNCH, .a = 3, .b = 1, .ns = 2000 },
        { .op = TRACE_HOST, .mode = TRACE_READ, .obj = 3, .b = 3 << 20 },
        { .op = TRACE_ALLOC, .obj = 4 },  { .op = TRACE_ALLOC, .obj = 5 },
        { .op = TRACE_ALLOC, .obj = 6 },  { .op = TRACE_ALLOC, .obj = 7 },
        { .op = TRACE_ALLOC, .obj = 8 },  { .op = TRACE_ALLOC, .obj = 9 },
        { .op = TRACE_ALLOC, .obj = 10 }, { .op = TRACE_ALLOC, .obj = 11 },
        { .op = TRACE_ALLOC, .obj = 12 }, { .op = TRACE_FREE, .obj = 5 },
        { .op = TRACE_FREE, .obj = 7 },   { .op = TRACE_FREE, .obj = 9 },
        { .op = TRACE_FREE, .obj = 11 },  { .op = TRACE_FREE, .obj = 2 },
        { .op = TRACE_SYNC }, { .op = TRACE_ITER, .a = 8 },
    };
    static char path[256];
    if (path[0])
        return path;
    snprintf(path, sizeof path, "%s", test_tmp(".h5"));
    struct trace_error err = { { 0 } };
    struct trace_writer *w = trace_writer_create(path, "test_oom", NULL, &err);
    ck_assert_msg(w != NULL, "%s", err.msg);
    for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++) {
        struct trace_buffer b = { .size = sizes[i] };
        ck_assert_int_eq(trace_writer_buffer(w, &b, NULL, &err), 0);
    }
    for (size_t i = 0; i < sizeof acc / sizeof *acc; i++)
        ck_assert_int_eq(trace_writer_access(w, &acc[i], &err), 0);
    for (size_t i = 0; i < sizeof ev / sizeof *ev; i++)
        ck_assert_int_eq(trace_writer_event(w, &ev[i], &err), 0);
    ck_assert_msg(trace_writer_close(w, &err) == 0, "%s", err.msg);
    return path;
}

/* The replays of allocator i: on device memory, and on managed memory over
 * a 4 MiB GPU, so the engine evicts, with a launch-time prefetcher (for
 * every other allocator lookahead, which reads launches ahead, and the
 * harness's evictions). */
static struct sim_config replay_config(int i, bool managed, struct model_profile *prof)
{
    char err[512];
    ck_assert_msg(model_profile_load(prof, MODEL_PROFILE_DEFAULT, err, sizeof err) == 0, "%s",
                  err);
    struct sim_config cfg = { .profile = prof, .capacity = managed ? 4u << 20 : 1u << 30,
                              .upstream = managed ? SIM_UPSTREAM_MANAGED : SIM_UPSTREAM_DEVICE,
                              .density = model_density_params_default(),
                              .evict_at_boundary = managed && i % 2 };
    ck_assert(policy_parse_prefetcher(i % 2 ? "lookahead" : "launch", &cfg.prefetcher,
                                      cfg.prefetch_values, err, sizeof err) == 0);
    ck_assert(policy_parse_evictor(i % 2 ? "lru" : "lrm", &cfg.evictor, cfg.evict_values, err,
                                   sizeof err) == 0);
    return cfg;
}

/* r's keys as simrun --json --no-wall prints them (malloc'ed). */
static char *results_json(const struct host_results *r)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    ck_assert_ptr_nonnull(f);
    host_results_json(f, r, HOST_SIMRUN);
    fclose(f);
    return text;
}

/* One replay with the nth allocation refused (0: none); true when it came.
 * A refused allocation ends the run with MODEL_ERROR (simrun: exit 2) and
 * "TRACE: ... out of host memory", naming the row (of /events, or of
 * /accesses for a kernel's) once the events began; or, where the memory
 * was not the run's own (a debug checker's scratch), changes no figure of
 * it. Never a simulated out-of-memory (SIM_FAILED, status oom). */
static bool replay_run(int i, bool managed, long nth, char **ok_json)
{
    const struct policy_allocator *a = policy_allocators[i];
    struct model_profile prof;
    struct sim_config cfg = replay_config(i, managed, &prof);
    uint64_t values[POLICY_MAX_PARAMS], nbuf;
    defaults(&a->info, values);
    struct trace_error terr;
    struct trace *t = trace_open(replay_trace(), &terr);
    ck_assert_msg(t != NULL, "%s", terr.msg);
    struct trace_buffer *bufs = trace_load_buffers(t, &nbuf, &terr);
    static struct host_results r;
    char msg[1024] = "";
    oom_start(nth ? nth : LONG_MAX);
    arm();
    enum sim_outcome o = sim_replay(t, bufs, nbuf, a, values, &cfg, &r, msg, sizeof msg);
    bool ran_out = disarm();
    const char *mode = managed ? "managed" : "device";
    char *json = o == SIM_OK ? results_json(&r) : NULL;
    host_results_free(&r);
    if (!ran_out) {
        REQUIRE(o == SIM_OK, "%s %s: %s", a->info.name, mode, msg);
        if (!*ok_json)
            *ok_json = json, json = NULL;
    } else if (o == SIM_OK) {
        REQUIRE(strcmp(json, *ok_json) == 0, "%s %s, allocation %ld refused: other results"
                "\n%s\nthan without:\n%s", a->info.name, mode, nth, json, *ok_json);
    } else {
        REQUIRE(o == MODEL_ERROR && strstr(msg, replay_trace()) == msg &&
                    strstr(msg, "out of host memory") &&
                    (strstr(msg, " row") || r.events == 0),
                "%s %s, allocation %ld refused: outcome %d, \"%s\" after %llu events",
                a->info.name, mode, nth, (int)o, msg, (unsigned long long)r.events);
    }
    free(json);
    free(bufs);
    trace_close(t);
    return ran_out;
}

START_TEST(replay_reports_every_failed_allocation)
{
    for (int managed = 0; managed < 2; managed++) {
        char *ok_json = NULL;
        long nth = 0;
        while (replay_run(_i, managed, nth, &ok_json) || nth == 0)
            nth++;
        free(ok_json);
    }
}
END_TEST

/* The driver's 2 MiB blocks (sim/sim_cuda_blocks.c): a release whose free
 * run cannot be recorded says so (-1, and the replay ends), rather than
 * keep the granules and place later requests elsewhere in silence. Nine
 * requests of one block, every other released: the fifth free run needs
 * room. */
START_TEST(cuda_blocks_release_reports_failed_allocation)
{
    for (long nth = 1;; nth++) {
        struct sim_cuda_blocks c;
        sim_cuda_blocks_init(&c);
        uint64_t addr[9];
        for (int i = 0; i < 9; i++)
            ck_assert_int_ge(sim_cuda_blocks_alloc(&c, 4096, 1ull << 40, &addr[i]), 0);
        oom_start(nth);
        int rc = 0;
        for (int i = 1; i < 9 && rc >= 0; i += 2) {
            arm();
            rc = sim_cuda_blocks_release(&c, addr[i]);
            bool ran_out = disarm();
            REQUIRE(ran_out ? rc == -1 : rc == 0, "release %d, allocation %ld refused (%d):"
                    " returned %d", i, nth, ran_out, rc);
        }
        bool fired = oom.fired;
        sim_cuda_blocks_free(&c);
        if (!fired)
            break;
    }
}
END_TEST

/* One run of placements and releases of small requests with the nth
 * allocation refused: a refused call returns -1 having changed nothing
 * (the same blocks and requests, valid) and succeeds when retried. */
static bool cuda_blocks_run(long nth)
{
    struct sim_cuda_blocks c;
    uint64_t live[NLIVE] = { 0 }, fresh = 1ull << 40;
    sim_cuda_blocks_init(&c);
    gsl_rng *rng = gsl_rng_alloc(gsl_rng_mt19937);
    gsl_rng_set(rng, 11);
    oom_start(nth);
    for (int op = 0; op < NOPS; op++) {
        size_t k = gsl_rng_uniform_int(rng, NLIVE);
        uint64_t size = 1 + gsl_rng_uniform_int(rng, SIM_CUDA_BLOCK - 1);
        uint64_t blocks = c.space.nsegments, placed = c.space.live.count;
        bool release = live[k] != 0;
        int rc;
        for (int retry = 0; retry < 2; retry++) {
            arm();
            rc = release ? sim_cuda_blocks_release(&c, live[k])
                         : sim_cuda_blocks_alloc(&c, size, fresh, &live[k]);
            bool ran_out = disarm();
            REQUIRE(rc >= 0 || ran_out, "cuda blocks: %d without running out", rc);
            REQUIRE(sim_cuda_blocks_valid(&c), "cuda blocks: invalid after a refusal");
            if (rc >= 0)
                break;
            REQUIRE(c.space.nsegments == blocks && c.space.live.count == placed,
                    "cuda blocks: a refused call changed the blocks");
        }
        REQUIRE(rc >= 0, "cuda blocks: the retry failed");
        if (release)
            live[k] = 0;
        else if (rc == 1)
            fresh -= SIM_CUDA_BLOCK; /* a block was mapped there: the next goes below */
    }
    gsl_rng_free(rng);
    sim_cuda_blocks_free(&c);
    return oom.fired;
}

START_TEST(cuda_blocks_survive_every_failed_allocation)
{
    long nth = 1;
    while (cuda_blocks_run(nth))
        nth++;
}
END_TEST

Suite *oom_suite(void); /* the runner finds it by name */
Suite *oom_suite(void)
{
    Suite *s = suite_create("oom");
    TCase *t = tcase_create("every allocation fails once");
    tcase_set_timeout(t, 120);
    tcase_add_loop_test(t, allocators_survive_every_failed_allocation, 0, (int)policy_nallocators);
    tcase_add_loop_test(t, settings_survive_every_failed_allocation, 0,
                        (int)(sizeof setting_specs / sizeof *setting_specs));
    tcase_add_loop_test(t, evictors_survive_every_failed_allocation, 0, (int)policy_nevictors);
    tcase_add_loop_test(t, prefetchers_survive_every_failed_allocation, 0,
                        (int)policy_nprefetchers);
    tcase_add_test(t, thrashing_tracking_survives_failed_allocation);
    tcase_add_loop_test(t, replay_reports_every_failed_allocation, 0, (int)policy_nallocators);
    tcase_add_test(t, cuda_blocks_release_reports_failed_allocation);
    tcase_add_test(t, cuda_blocks_survive_every_failed_allocation);
    suite_add_tcase(s, t);
    return s;
}
