/* test_um_policies.c: the launch-time prefetchers behind the plugin API,
 * through a fake Unified Memory host that records every call (prefetches
 * with their stream, stream creation, event records, waits and syncs, and
 * where each kernel is queued) and plays a scripted list of launches for
 * peek_launch. Unit tests pin the exact sequence of calls on crafted
 * launches (docs/policies.md cites where each rule comes from). Property
 * tests run every prefetcher of the registry through random scripts with
 * its checker on, held to the rules all keep (waits on recorded events,
 * calls on the kernel's stream or on streams it created), and the
 * prefetchers whose rules they know to more: every range prefetched before
 * its kernel, on the right stream, and for `launch` PUMP's budget against
 * a naive model. The evictors are in test_evictors.c, the registry and
 * parameter parsing of every family in test_params.c. */
#include <check.h>
#include <gsl/gsl_rng.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "policy.h"
#include "testutil.h"

/* ---- Fake Unified Memory host ---------------------------------------------- */

/* One recorded call: P prefetch (a addr, b len, to_gpu), C stream created,
 * R event recorded (a event), W stream waits (a event), S host syncs (a
 * event), K the host queued kernel a. */
struct call {
    char op;
    uint32_t stream;
    uint64_t a, b;
};

struct um_host {
    struct call *calls;
    size_t ncalls, cap;
    uint32_t next_stream;
    uint64_t next_event;
    uint64_t capacity;
    const struct policy_launch *script; /* the launches */
    const struct policy_launch *peeks;  /* what peek_launch sees of them (NULL: script) */
    size_t nscript, cur;
    uint64_t npeeks;
};

static void record(struct um_host *h, char op, uint32_t stream, uint64_t a, uint64_t b)
{
    if (h->ncalls == h->cap) {
        h->cap = h->cap ? 2 * h->cap : 256;
        h->calls = realloc(h->calls, h->cap * sizeof *h->calls);
        REQUIRE(h->calls, "out of memory");
    }
    h->calls[h->ncalls++] = (struct call){op, stream, a, b};
}

static void um_prefetch(void *hp, uint64_t addr, uint64_t len, bool to_gpu, uint32_t stream)
{
    REQUIRE(len > 0, "prefetch of 0 bytes");
    record(hp, 'P', stream, addr, len);
    REQUIRE(to_gpu, "prefetch to the CPU");
}

static uint32_t um_stream_create(void *hp)
{
    struct um_host *h = hp;
    uint32_t s = h->next_stream++;
    record(h, 'C', s, 0, 0);
    return s;
}

static uint64_t um_event_record(void *hp, uint32_t stream)
{
    struct um_host *h = hp;
    uint64_t e = h->next_event++;
    record(h, 'R', stream, e, 0);
    return e;
}

static void um_event_wait(void *hp, uint32_t stream, uint64_t event)
{
    record(hp, 'W', stream, event, 0);
}

static void um_event_sync(void *hp, uint64_t event)
{
    record(hp, 'S', 0, event, 0);
}

static int um_peek(void *hp, uint64_t ahead, struct policy_launch *out)
{
    struct um_host *h = hp;
    REQUIRE(ahead >= 1, "peek_launch(0)");
    h->npeeks++;
    if (h->cur + ahead >= h->nscript)
        return -1;
    *out = (h->peeks ? h->peeks : h->script)[h->cur + ahead];
    return 0;
}

static uint64_t um_capacity(void *hp)
{
    return ((struct um_host *)hp)->capacity;
}

/* The calls from index `from` as text: "P 1000+2000 s3, R s100 e1, ...". */
static const char *calls_text(const struct um_host *h, size_t from)
{
    static char buf[8192];
    size_t len = 0;
    buf[0] = '\0';
    for (size_t i = from; i < h->ncalls && len < sizeof buf - 64; i++) {
        const struct call *c = &h->calls[i];
        const char *sep = i > from ? ", " : "";
        unsigned long long a = c->a, b = c->b;
        switch (c->op) {
        case 'P': len += snprintf(buf + len, sizeof buf - len, "%sP %llx+%llx s%u", sep, a, b, c->stream); break;
        case 'C': len += snprintf(buf + len, sizeof buf - len, "%sC s%u", sep, c->stream); break;
        case 'R': len += snprintf(buf + len, sizeof buf - len, "%sR s%u e%llu", sep, c->stream, a); break;
        case 'W': len += snprintf(buf + len, sizeof buf - len, "%sW s%u e%llu", sep, c->stream, a); break;
        case 'S': len += snprintf(buf + len, sizeof buf - len, "%sS e%llu", sep, a); break;
        case 'K': len += snprintf(buf + len, sizeof buf - len, "%sK%llu s%u", sep, a, c->stream); break;
        }
    }
    return buf;
}

/* A prefetcher instance on a fresh host playing script. */
struct pf_rig {
    struct um_host host;
    struct policy_env env;
    const struct policy_prefetcher *p;
    void *self;
};

static void pf_open(struct pf_rig *r, const char *spec, uint64_t capacity,
                    const struct policy_launch *script, size_t nscript)
{
    memset(r, 0, sizeof *r);
    r->host = (struct um_host){.next_stream = 100, .next_event = 1, .capacity = capacity,
                               .script = script, .nscript = nscript};
    r->env = (struct policy_env){.host = &r->host,
                                 .prefetch = um_prefetch,
                                 .stream_create = um_stream_create,
                                 .event_record = um_event_record,
                                 .event_wait = um_event_wait,
                                 .event_sync = um_event_sync,
                                 .peek_launch = um_peek,
                                 .gpu_capacity = um_capacity};
    uint64_t values[POLICY_MAX_PARAMS];
    char err[256];
    ck_assert_msg(policy_parse_prefetcher(spec, &r->p, values, err, sizeof err) == 0, "%s", err);
    r->self = r->p->create(&r->env, values);
    ck_assert_ptr_nonnull(r->self);
    ck_assert(!r->p->valid || r->p->valid(r->self));
}

/* Launch script[i] as a host does: before_launch, queue it, after_launch. */
static void pf_launch(struct pf_rig *r, size_t i)
{
    const struct policy_launch *l = &r->host.script[i];
    r->host.cur = i;
    r->p->before_launch(r->self, l);
    record(&r->host, 'K', l->stream, l->seq, 0);
    if (r->p->after_launch)
        r->p->after_launch(r->self, l);
    REQUIRE(!r->p->valid || r->p->valid(r->self), "%s: checker failed after launch %zu",
            r->p->info.name, i);
}

static void pf_close(struct pf_rig *r)
{
    r->p->destroy(r->self);
    free(r->host.calls);
}

/* Launch every kernel of the script; the calls as text. */
static const char *pf_run_all(struct pf_rig *r)
{
    for (size_t i = 0; i < r->host.nscript; i++)
        pf_launch(r, i);
    return calls_text(&r->host, 0);
}

#define RANGES(...) ((const struct policy_range[]){__VA_ARGS__})
#define LAUNCH(seq_, stream_, ...)                                                             \
    {.seq = seq_, .kernel = seq_, .stream = stream_, .ns = 1000, .ranges = RANGES(__VA_ARGS__), \
     .nranges = sizeof RANGES(__VA_ARGS__) / sizeof(struct policy_range)}

/* ---- Prefetchers ------------------------------------------------------------------ */

START_TEST(none_does_nothing)
{
    const struct policy_launch script[] = {LAUNCH(0, 0, {0x1000, 0x1000, 1, 2})};
    struct pf_rig r;
    pf_open(&r, "none", 1 << 20, script, 1);
    ck_assert_str_eq(pf_run_all(&r), "K0 s0");
    pf_close(&r);
}
END_TEST

START_TEST(manual_prefetches_runs_on_kernel_stream)
{
    /* overlapping ranges merge, empty ones go, abutting ones stay separate
     * calls, address order */
    const struct policy_launch script[] = {
        LAUNCH(0, 3, {0x10000, 0x100, 1, 2}, {0x1000, 0x2000, 1, 1}, {0x8000, 0, 1, 2},
               {0x1800, 0x1000, 2, 2}, {0x3000, 0x1000, 3, 5}),
        LAUNCH(1, 4, {0x20000, 0x10, 1, 2}, {0x20008, 0x10, 2, 2}),
        LAUNCH(2, 3, {0x5000, 0, 1, 2}),
    };
    struct pf_rig r;
    pf_open(&r, "manual", 1 << 20, script, 3);
    ck_assert_str_eq(pf_run_all(&r), "P 1000+2000 s3, P 3000+1000 s3, P 10000+100 s3, K0 s3, "
                                     "P 20000+18 s4, K1 s4, K2 s3");
    pf_close(&r);
}
END_TEST

START_TEST(launch_side_stream_and_kernel_wait)
{
    const struct policy_launch script[] = {
        LAUNCH(0, 0, {0x1000, 0x1000, 1, 1}, {0x4000, 0x1000, 2, 2}),
        LAUNCH(1, 7, {0x4000, 0x1000, 1, 2}),
        LAUNCH(2, 0, {0x9000, 0, 1, 2}),
    };
    struct pf_rig r;
    pf_open(&r, "launch", 1 << 30, script, 3);
    ck_assert_str_eq(pf_run_all(&r),
                     "C s100, P 1000+1000 s100, P 4000+1000 s100, R s100 e1, W s0 e1, K0 s0, "
                     "R s0 e2, "
                     "P 4000+1000 s100, R s100 e3, W s7 e3, K1 s7, R s7 e4, "
                     "K2 s0, R s0 e5"); /* nothing to prefetch: no wait */
    pf_close(&r);
}
END_TEST

/* Capacity 1000, factor 50: a budget of 500 bytes. */
static const struct policy_launch budget_script[] = {
    LAUNCH(0, 1, {0, 200, 1, 2}),
    LAUNCH(1, 1, {1000, 300, 1, 2}),
    LAUNCH(2, 1, {2000, 100, 1, 2}, {0, 200, 1, 2}), /* 0+200 already held by kernel 0 */
    LAUNCH(3, 1, {3000, 400, 1, 2}),
    LAUNCH(4, 1, {5000, 2000, 1, 2}), /* larger than the GPU: not prefetched */
};

START_TEST(launch_budget_waits_for_oldest_kernel)
{
    struct pf_rig r;
    pf_open(&r, "launch:factor=50", 1000, budget_script, 5);
    ck_assert_str_eq(pf_run_all(&r),
                     /* 200 held */
                     "C s100, P 0+c8 s100, R s100 e1, W s1 e1, K0 s1, R s1 e2, "
                     /* 500 held: not above the budget */
                     "P 3e8+12c s100, R s100 e3, W s1 e3, K1 s1, R s1 e4, "
                     /* 600: wait for kernel 0 (0+200 stays, kernel 2 holds it), still
                      * 600: wait for kernel 1, 300 */
                     "W s100 e2, W s100 e4, P 0+c8 s100, P 7d0+64 s100, R s100 e5, W s1 e5, "
                     "K2 s1, R s1 e6, "
                     /* 700: wait for kernel 2 */
                     "W s100 e6, P bb8+190 s100, R s100 e7, W s1 e7, K3 s1, R s1 e8, "
                     /* 2400: wait for kernel 3, the queue is empty, nothing issued */
                     "W s100 e8, K4 s1, R s1 e9");
    pf_close(&r);
}
END_TEST

START_TEST(launch_budget_host_sync)
{
    struct pf_rig r;
    pf_open(&r, "launch:factor=50,sync=1", 1000, budget_script, 4);
    pf_run_all(&r);
    ck_assert_str_eq(calls_text(&r.host, 11), /* from kernel 2 on */
                     "S e2, S e4, P 0+c8 s100, P 7d0+64 s100, R s100 e5, W s1 e5, K2 s1, R s1 e6, "
                     "S e6, P bb8+190 s100, R s100 e7, W s1 e7, K3 s1, R s1 e8");
    pf_close(&r);
}
END_TEST

START_TEST(launch_factor_100_and_rounding)
{
    /* budget = floor(capacity * factor / 100): 999 * 100% = 999 holds
     * 999 bytes, not 1000 */
    const struct policy_launch script[] = {
        LAUNCH(0, 0, {0, 999, 1, 2}),
        LAUNCH(1, 0, {999, 1, 1, 2}),
    };
    struct pf_rig r;
    pf_open(&r, "launch:factor=100", 999, script, 2);
    ck_assert_str_eq(pf_run_all(&r), "C s100, P 0+3e7 s100, R s100 e1, W s0 e1, K0 s0, R s0 e2, "
                                     "W s100 e2, P 3e7+1 s100, R s100 e3, W s0 e3, K1 s0, R s0 e4");
    pf_close(&r);
}
END_TEST

START_TEST(lookahead_depth_two)
{
    enum { A = 0x10000, B = 0x20000, C = 0x30000, D = 0x40000 };
    const struct policy_launch script[] = {
        LAUNCH(0, 0, {A, 0x100, 1, 2}),
        LAUNCH(1, 0, {B, 0x100, 1, 2}),
        LAUNCH(2, 5, {A, 0x100, 1, 2}, {C, 0x100, 1, 2}),
        LAUNCH(3, 0, {D, 0x100, 1, 2}),
        LAUNCH(4, 0, {B, 0x100, 1, 2}),
    };
    struct pf_rig r;
    pf_open(&r, "lookahead:depth=2", 1 << 30, script, 5);
    ck_assert_str_eq(pf_run_all(&r),
                     /* batches for 0, 1, 2 (A is already issued for 0) */
                     "C s100, P 10000+100 s100, R s100 e1, P 20000+100 s100, R s100 e2, "
                     "P 30000+100 s100, R s100 e3, W s0 e1, K0 s0, "
                     /* batch for 3 */
                     "P 40000+100 s100, R s100 e4, W s0 e2, K1 s0, "
                     /* batch for 4: B left the window with kernel 1, so again */
                     "P 20000+100 s100, R s100 e5, W s5 e3, K2 s5, "
                     "W s0 e4, K3 s0, W s0 e5, K4 s0");
    /* one peek per launch past the first: 2, 1, 1, then the end twice */
    ck_assert_uint_eq(r.host.npeeks, 6);
    pf_close(&r);
}
END_TEST

START_TEST(lookahead_batch_with_nothing_new)
{
    const struct policy_launch script[] = {
        LAUNCH(0, 0, {0x1000, 0x100, 1, 2}),
        LAUNCH(1, 2, {0x1000, 0x100, 1, 2}),
        LAUNCH(2, 0, {0x1000, 0x80, 1, 2}), /* another run: issued */
    };
    struct pf_rig r;
    pf_open(&r, "lookahead", 1 << 30, script, 3);
    ck_assert_str_eq(pf_run_all(&r), "C s100, P 1000+100 s100, R s100 e1, W s0 e1, K0 s0, "
                                     "P 1000+80 s100, R s100 e2, W s2 e1, K1 s2, W s0 e2, K2 s0");
    pf_close(&r);
}
END_TEST

START_TEST(lookahead_tops_up_what_a_peek_missed)
{
    /* when launch 1 was peeked, buffer 0x9000 was not allocated yet */
    const struct policy_launch script[] = {
        LAUNCH(0, 0, {0x1000, 0x100, 1, 2}),
        LAUNCH(1, 0, {0x1000, 0x100, 1, 2}, {0x9000, 0x100, 2, 2}),
    };
    const struct policy_launch peeks[] = {script[0], LAUNCH(1, 0, {0x1000, 0x100, 1, 2})};
    struct pf_rig r;
    pf_open(&r, "lookahead", 1 << 30, script, 2);
    r.host.peeks = peeks;
    ck_assert_str_eq(pf_run_all(&r), "C s100, P 1000+100 s100, R s100 e1, W s0 e1, K0 s0, "
                                     "P 9000+100 s100, R s100 e2, W s0 e2, K1 s0");
    pf_close(&r);
}
END_TEST

START_TEST(lookahead_waits_for_a_run_issued_later)
{
    /* launch 1's peek missed 0x9000, which launch 2's batch then issued
     * after launch 1's event: launch 1 waits for the latest event */
    const struct policy_launch script[] = {
        LAUNCH(0, 0, {0x1000, 0x100, 1, 2}),
        LAUNCH(1, 0, {0x1000, 0x100, 1, 2}, {0x9000, 0x100, 2, 2}),
        LAUNCH(2, 0, {0x9000, 0x100, 1, 2}),
    };
    const struct policy_launch peeks[] = {script[0], LAUNCH(1, 0, {0x1000, 0x100, 1, 2}),
                                          script[2]};
    struct pf_rig r;
    pf_open(&r, "lookahead:depth=2", 1 << 30, script, 3);
    r.host.peeks = peeks;
    ck_assert_str_eq(pf_run_all(&r), "C s100, P 1000+100 s100, R s100 e1, P 9000+100 s100, "
                                     "R s100 e2, W s0 e1, K0 s0, W s0 e2, K1 s0, W s0 e2, K2 s0");
    pf_close(&r);
}
END_TEST

START_TEST(lookahead_without_peek)
{
    const struct policy_launch script[] = {
        LAUNCH(0, 0, {0x1000, 0x100, 1, 2}),
        LAUNCH(1, 0, {0x2000, 0x100, 1, 2}),
    };
    struct pf_rig r;
    pf_open(&r, "lookahead:depth=4", 1 << 30, script, 2);
    r.env.peek_launch = NULL;
    ck_assert_str_eq(pf_run_all(&r), "C s100, P 1000+100 s100, R s100 e1, W s0 e1, K0 s0, "
                                     "P 2000+100 s100, R s100 e2, W s0 e2, K1 s0");
    pf_close(&r);
}
END_TEST

/* ---- Prefetcher properties ----------------------------------------------------------- */

/* A random script: kernels on 3 streams touching 0..6 ranges drawn from a
 * small pool of buffers (so kernels share data), some empty, some
 * overlapping, some sub-ranges. */
static struct policy_launch *random_script(gsl_rng *rng, size_t n)
{
    struct policy_launch *s = calloc(n, sizeof *s);
    for (size_t i = 0; i < n; i++) {
        size_t k = gsl_rng_uniform_int(rng, 7);
        struct policy_range *rg = calloc(k ? k : 1, sizeof *rg);
        for (size_t j = 0; j < k; j++) {
            uint64_t buf = gsl_rng_uniform_int(rng, 12);
            uint64_t base = buf * 0x10000, size = 0x1000 * (1 + buf % 5);
            uint64_t off = gsl_rng_uniform(rng) < 0.7 ? 0 : gsl_rng_uniform_int(rng, size);
            uint64_t len = gsl_rng_uniform(rng) < 0.05 ? 0 : size - off;
            rg[j] = (struct policy_range){base + off, len, (uint8_t)(1 + j % 3), (uint8_t)(buf % 8)};
        }
        s[i] = (struct policy_launch){.seq = i, .kernel = i % 17, .stream = (uint32_t)(i % 3),
                                      .ns = 1000, .ranges = rg, .nranges = k};
    }
    return s;
}

static void free_script(struct policy_launch *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free((void *)s[i].ranges);
    free(s);
}

/* Is every byte of l's non-empty ranges (up to max_len each) inside some
 * prefetch of calls[from, to) on a stream in `streams`, issued before the
 * event the kernel's stream waits on (or on its own stream)? Checked byte
 * range by byte range against the union of those prefetches. */
static bool covered(const struct um_host *h, size_t from, size_t to, uint64_t addr, uint64_t len)
{
    uint64_t pos = addr, end = addr + len;
    bool progress = true;
    while (pos < end && progress) {
        progress = false;
        for (size_t i = from; i < to; i++) {
            const struct call *c = &h->calls[i];
            if (c->op == 'P' && c->a <= pos && pos < c->a + c->b) {
                pos = c->a + c->b;
                progress = true;
            }
        }
    }
    return pos >= end;
}

/* An independent model of PUMP's budget for `launch`: a kernel's runs by
 * brute force (drop empty ranges, merge overlapping ones until nothing
 * changes), and the held runs as a plain array of (addr, len, count)
 * searched linearly. */
struct naive_run {
    uint64_t addr, len, count;
};

static size_t naive_runs(const struct policy_launch *l, struct naive_run *out)
{
    size_t n = 0;
    for (size_t j = 0; j < l->nranges; j++)
        if (l->ranges[j].len)
            out[n++] = (struct naive_run){l->ranges[j].addr, l->ranges[j].len, 1};
    for (bool again = true; again;) {
        again = false;
        for (size_t a = 0; a < n && !again; a++)
            for (size_t b = 0; b < n && !again; b++)
                if (a != b && out[a].addr <= out[b].addr && out[b].addr < out[a].addr + out[a].len) {
                    uint64_t e = out[b].addr + out[b].len;
                    if (e > out[a].addr + out[a].len)
                        out[a].len = e - out[a].addr;
                    out[b] = out[--n];
                    again = true;
                }
    }
    return n;
}

struct naive_held {
    struct naive_run v[4096];
    size_t n;
    uint64_t bytes;
};

static void naive_held_change(struct naive_held *h, const struct policy_launch *l, int delta)
{
    struct naive_run mine[8];
    size_t k = naive_runs(l, mine);
    for (size_t j = 0; j < k; j++) {
        size_t x = 0;
        while (x < h->n && !(h->v[x].addr == mine[j].addr && h->v[x].len == mine[j].len))
            x++;
        if (x == h->n) {
            REQUIRE(delta > 0 && h->n < 4096, "naive model: run missing or too many runs");
            h->v[h->n++] = (struct naive_run){mine[j].addr, mine[j].len, 0};
        }
        if (delta > 0 && h->v[x].count++ == 0)
            h->bytes += h->v[x].len;
        if (delta < 0 && --h->v[x].count == 0)
            h->bytes -= h->v[x].len;
    }
}

/* Does a run of l longer than max_len contain [addr, addr+len)? */
static bool in_long_run(const struct policy_launch *l, uint64_t addr, uint64_t len, uint64_t max_len)
{
    struct naive_run mine[8];
    size_t k = naive_runs(l, mine);
    for (size_t j = 0; j < k; j++)
        if (mine[j].addr <= addr && addr + len <= mine[j].addr + mine[j].len && mine[j].len > max_len)
            return true;
    return false;
}

/* What the property checks of a prefetcher beyond the rules every one
 * keeps, by its name: that it prefetches every range of a kernel before
 * the kernel runs (covers), on the kernel's own stream (manual) or on its
 * own, and within PUMP's budget (launch). */
struct semantics {
    bool covers, kernel_stream, budget;
};

static struct semantics semantics_of(const char *name)
{
    bool manual = !strcmp(name, "manual"), launch = !strcmp(name, "launch");
    return (struct semantics){.covers = manual || launch || !strcmp(name, "lookahead"),
                              .kernel_stream = manual, .budget = launch};
}

/* The value of key among a policy's values. */
static uint64_t value_of(const struct policy_info *info, const uint64_t *v, const char *key)
{
    for (size_t k = 0; info->params[k].key; k++)
        if (!strcmp(info->params[k].key, key))
            return v[k];
    ck_abort_msg("%s has no parameter %s", info->name, key);
    return 0;
}

/* A property run: the rig, and what the checks keep between launches. */
struct pf_prop {
    const char *spec;
    unsigned long seed;
    uint64_t capacity;
    struct semantics x;
    struct pf_rig r;
    size_t scanned;        /* calls checked by the rules every prefetcher keeps */
    uint64_t nrecorded;    /* events recorded so far (the host numbers them 1, 2, ...) */
    uint32_t ncreated;     /* streams created so far (100, 101, ...) */
    uint32_t own;          /* the prefetcher's stream, for the semantic checks */
    uint64_t budget;       /* launch: the model of PUMP's budget */
    bool sync;
    size_t queue[3000], nq, pops;
    uint64_t queue_event[3000];
    struct naive_held held;
};

/* Every prefetcher: a wait or sync is on an event recorded before, and a
 * call is on the kernel's stream or on a stream the prefetcher created. */
static void check_rules(struct pf_prop *t, const struct policy_launch *l, size_t i)
{
    const struct um_host *h = &t->r.host;
    for (; t->scanned < h->ncalls; t->scanned++) {
        const struct call *c = &h->calls[t->scanned];
        if (c->op == 'C')
            t->ncreated++;
        if (c->op == 'R')
            t->nrecorded++;
        if (c->op == 'W' || c->op == 'S')
            REQUIRE(c->a >= 1 && c->a <= t->nrecorded, "%s seed %lu launch %zu: event %llu "
                    "waited for before it was recorded", t->spec, t->seed, i,
                    (unsigned long long)c->a);
        if (c->op == 'P' || c->op == 'R' || c->op == 'W')
            REQUIRE(c->stream == l->stream || (c->stream >= 100 && c->stream < 100 + t->ncreated),
                    "%s seed %lu launch %zu: a call on stream %u", t->spec, t->seed, i, c->stream);
    }
}

/* manual, launch, lookahead: prefetches on the right stream, waits only
 * where they belong, every range of the kernel prefetched before the event
 * the kernel's stream waits for (before the kernel, for manual). */
static void check_coverage(struct pf_prop *t, const struct policy_launch *l, size_t i,
                           size_t from, size_t k_at)
{
    const struct um_host *h = &t->r.host;
    size_t wait_event = 0, ev_at = 0;
    for (size_t c = from; c < k_at; c++) {
        const struct call *x = &h->calls[c];
        if (x->op == 'P')
            REQUIRE(x->stream == (t->x.kernel_stream ? l->stream : t->own),
                    "%s seed %lu launch %zu: prefetch on stream %u", t->spec, t->seed, i, x->stream);
        if (x->op == 'W' && x->stream != l->stream)
            REQUIRE(t->x.budget && x->stream == t->own, "%s: stray wait on stream %u", t->spec,
                    x->stream);
        if (x->op == 'W' && x->stream == l->stream)
            wait_event = x->a; /* the kernel waits on the last one */
    }
    if (wait_event)
        for (size_t c = 0; c < k_at; c++)
            if (h->calls[c].op == 'R' && h->calls[c].a == wait_event)
                ev_at = c;
    for (size_t j = 0; j < l->nranges; j++) {
        const struct policy_range *g = &l->ranges[j];
        if (g->len == 0 || (t->x.budget && in_long_run(l, g->addr, g->len, t->capacity)))
            continue;
        bool ok = t->x.kernel_stream ? covered(h, from, k_at, g->addr, g->len)
                                     : wait_event && covered(h, 0, ev_at, g->addr, g->len);
        REQUIRE(ok, "%s seed %lu launch %zu: range %llx+%llx not prefetched before the kernel",
                t->spec, t->seed, i, (unsigned long long)g->addr, (unsigned long long)g->len);
    }
}

/* launch: the waits on the prefetch stream pop the naive queue in order,
 * no more than the budget needs, and the kernel joins the queue. */
static void check_budget(struct pf_prop *t, const struct policy_launch *l, size_t i, size_t from,
                         size_t k_at)
{
    const struct um_host *h = &t->r.host;
    size_t pops = 0;
    naive_held_change(&t->held, l, +1);
    while (t->held.bytes > t->budget && t->nq > 0) {
        size_t c = from + pops;
        REQUIRE(c < k_at && h->calls[c].op == (t->sync ? 'S' : 'W') &&
                    h->calls[c].a == t->queue_event[0],
                "%s seed %lu launch %zu: expected a wait for event %llu", t->spec, t->seed, i,
                (unsigned long long)t->queue_event[0]);
        naive_held_change(&t->held, &t->r.host.script[t->queue[0]], -1);
        memmove(t->queue, t->queue + 1, (t->nq - 1) * sizeof *t->queue);
        memmove(t->queue_event, t->queue_event + 1, (t->nq - 1) * sizeof *t->queue_event);
        t->nq--;
        pops++;
    }
    t->pops += pops;
    const struct call *next = &h->calls[from + pops];
    REQUIRE(next->op != 'S' && !(next->op == 'W' && next->stream == t->own),
            "%s seed %lu launch %zu: waited more than the budget needs", t->spec, t->seed, i);
    REQUIRE(h->calls[h->ncalls - 1].op == 'R', "%s: no completion event", t->spec);
    t->queue[t->nq] = i;
    t->queue_event[t->nq++] = h->calls[h->ncalls - 1].a;
}

static void prefetch_property(const char *spec, unsigned long seed, uint64_t capacity)
{
    enum { N = 3000 };
    gsl_rng *rng = gsl_rng_alloc(gsl_rng_mt19937);
    gsl_rng_set(rng, seed);
    struct policy_launch *script = random_script(rng, N);
    /* peeks miss some ranges, as the host's do for buffers not yet allocated */
    struct policy_launch *peeks = malloc(N * sizeof *peeks);
    for (size_t i = 0; i < N; i++) {
        peeks[i] = script[i];
        if (gsl_rng_uniform(rng) < 0.3)
            peeks[i].nranges = gsl_rng_uniform_int(rng, script[i].nranges + 1);
    }
    static struct pf_prop t;
    memset(&t, 0, sizeof t);
    t.spec = spec;
    t.seed = seed;
    t.capacity = capacity;
    pf_open(&t.r, spec, capacity, script, N);
    t.r.host.peeks = peeks;
    t.x = semantics_of(t.r.p->info.name);
    if (t.x.budget) {
        uint64_t v[POLICY_MAX_PARAMS];
        char err[256];
        const char *kv = strchr(spec, ':');
        ck_assert_int_eq(policy_parse_params(&t.r.p->info, kv ? kv + 1 : "", v, err, sizeof err), 0);
        t.budget = capacity * value_of(&t.r.p->info, v, "factor") / 100;
        t.sync = value_of(&t.r.p->info, v, "sync") != 0;
    }
    for (size_t i = 0; i < N; i++) {
        size_t from = t.r.host.ncalls, k_at = from;
        pf_launch(&t.r, i);
        while (t.r.host.calls[k_at].op != 'K')
            k_at++;
        check_rules(&t, &script[i], i);
        if (i == 0 && !t.x.kernel_stream && t.r.host.ncalls && t.r.host.calls[0].op == 'C')
            t.own = t.r.host.calls[0].stream; /* created on the first launch */
        if (t.x.covers)
            check_coverage(&t, &script[i], i, from, k_at);
        if (t.x.budget)
            check_budget(&t, &script[i], i, from, k_at);
    }
    if (t.x.budget)
        REQUIRE(t.pops > 0, "%s seed %lu: the budget never bit", spec, seed);
    pf_close(&t.r);
    free(peeks);
    free_script(script, N);
    gsl_rng_free(rng);
}

static void prefetch_property_seeds(const char *spec)
{
    prefetch_property(spec, 11, 0x30000);  /* a tight GPU: the budget bites */
    prefetch_property(spec, 12, 0x100000); /* room for everything */
    prefetch_property(spec, 13, 0x4000);   /* some ranges larger than the GPU */
}

/* Every prefetcher of the registry, with its default parameters. */
START_TEST(property_every_prefetcher)
{
    prefetch_property_seeds(policy_prefetchers[_i]->info.name);
}
END_TEST

/* Settings of the prefetchers whose semantics the checks know. */
static const char *const prefetch_settings[] = {"launch:factor=10", "launch:factor=100,sync=1",
                                                "lookahead:depth=3", "lookahead:depth=50"};

START_TEST(property_prefetcher_settings)
{
    prefetch_property_seeds(prefetch_settings[_i]);
}
END_TEST

/* PUMP's defaults (ULMS_GPU_MEMORY_FACTOR 60, the prefetch stream waits). */
START_TEST(launch_defaults_are_pumps)
{
    const struct policy_prefetcher *p;
    uint64_t v[POLICY_MAX_PARAMS];
    char err[256];
    ck_assert_int_eq(policy_parse_prefetcher("launch", &p, v, err, sizeof err), 0);
    ck_assert_uint_eq(value_of(&p->info, v, "factor"), 60);
    ck_assert_uint_eq(value_of(&p->info, v, "sync"), 0);
}
END_TEST

Suite *um_policies_suite(void); /* the runner finds it by name */
Suite *um_policies_suite(void)
{
    Suite *s = suite_create("um_policies");
    TCase *t = tcase_create("rules");
    tcase_add_test(t, none_does_nothing);
    tcase_add_test(t, manual_prefetches_runs_on_kernel_stream);
    tcase_add_test(t, launch_side_stream_and_kernel_wait);
    tcase_add_test(t, launch_budget_waits_for_oldest_kernel);
    tcase_add_test(t, launch_budget_host_sync);
    tcase_add_test(t, launch_factor_100_and_rounding);
    tcase_add_test(t, lookahead_depth_two);
    tcase_add_test(t, lookahead_batch_with_nothing_new);
    tcase_add_test(t, lookahead_tops_up_what_a_peek_missed);
    tcase_add_test(t, lookahead_waits_for_a_run_issued_later);
    tcase_add_test(t, lookahead_without_peek);
    tcase_add_test(t, launch_defaults_are_pumps);
    suite_add_tcase(s, t);
    TCase *prop = tcase_create("properties");
    tcase_set_timeout(prop, 120);
    tcase_add_loop_test(prop, property_every_prefetcher, 0, (int)policy_nprefetchers);
    tcase_add_loop_test(prop, property_prefetcher_settings, 0,
                        sizeof prefetch_settings / sizeof prefetch_settings[0]);
    suite_add_tcase(s, prop);
    return s;
}
