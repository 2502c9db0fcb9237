/* test_evictors.c: the evictor policies: their eviction order by hand and
 * against a reference model, their set listing (policy_evictor.each) and
 * the engine's invariant check built on it (model/model_evict_check.h).
 *
 * Property tests drive every evictor of the registry through long random
 * sequences of migrated / accessed / evicted / victim-then-evicted (GSL
 * mt19937, fixed seeds) beside a reference model (per block: resident,
 * class, last stamp) and check after every step that the listing is
 * exactly the model's set, each block once, that the victim is resident
 * and that the evictor's own checker passes; for the evictors whose order
 * the model knows (lrm, lru, tag, by name), that the listing is in the
 * model's eviction order and the victim is its first. Unit tests feed
 * model_evict_check consistent and broken states: a block the engine holds
 * that the evictor never heard of, a block the evictor lists that holds
 * nothing, a block listed twice, a wrong count, and an evictor that cannot
 * list (victim-only check). */
#include <check.h>
#include <gsl/gsl_rng.h>
#include <stdlib.h>
#include <string.h>

#include "policy.h"
#include "model_evict_check.h"
#include "testutil.h"

enum { NB = 200 };

/* ---- the listing --------------------------------------------------------- */

struct listing {
    uint64_t blocks[NB + 8];
    size_t n;
    bool overflow;
};

static void collect(void *arg, uint64_t block)
{
    struct listing *l = arg;
    if (l->n == sizeof l->blocks / sizeof l->blocks[0]) {
        l->overflow = true;
        return;
    }
    l->blocks[l->n++] = block;
}

static void *open_evictor(const char *spec, const struct policy_evictor **e)
{
    uint64_t values[POLICY_MAX_PARAMS];
    char err[256];
    static const struct policy_env env = {0};
    ck_assert_msg(policy_parse_evictor(spec, e, values, err, sizeof err) == 0, "%s", err);
    void *self = (*e)->create(&env, values);
    ck_assert_ptr_nonnull(self);
    return self;
}

/* The evictor's set as each lists it, or its victim alone without each. */
static void list_set(const struct policy_evictor *e, void *self, struct listing *l)
{
    uint64_t v;
    l->n = 0;
    l->overflow = false;
    if (e->each)
        e->each(self, collect, l);
    else if (e->victim(self, &v) == 0)
        collect(l, v);
}

/* The eviction orders this file models, by name: accesses reorder (lru),
 * tags pick one of three classes (tag). Other evictors are held to the
 * rules every evictor keeps. */
struct reference {
    const char *name;
    bool by_access, by_tag;
};
static const struct reference references[] = {
    {"lrm", false, false}, {"lru", true, false}, {"tag", false, true}};

static const struct reference *reference_of(const char *name)
{
    for (size_t i = 0; i < sizeof references / sizeof references[0]; i++)
        if (strcmp(references[i].name, name) == 0)
            return &references[i];
    return NULL;
}

/* Reference model: the class (tag evictor) and the stamp of the last move
 * to the tail; the eviction order is by (class, stamp). */
struct model_block {
    bool resident;
    unsigned cls;
    uint64_t stamp;
};

static unsigned model_class(const struct reference *ref, uint8_t tag)
{
    if (!ref || !ref->by_tag)
        return 0;
    return (tag == 2 || tag == 6) ? 0 : (tag == 1 || tag == 3 || tag == 4) ? 2 : 1;
}

static const struct model_block *cmp_model;
static int by_class_stamp(const void *a, const void *b)
{
    const struct model_block *x = &cmp_model[*(const uint64_t *)a];
    const struct model_block *y = &cmp_model[*(const uint64_t *)b];
    if (x->cls != y->cls)
        return x->cls < y->cls ? -1 : 1;
    return x->stamp < y->stamp ? -1 : x->stamp > y->stamp;
}

/* The model's set in eviction order into out; returns its size. */
static size_t model_order(const struct model_block *m, uint64_t *out)
{
    size_t n = 0;
    for (uint64_t b = 0; b < NB; b++)
        if (m[b].resident)
            out[n++] = b;
    cmp_model = m;
    qsort(out, n, sizeof *out, by_class_stamp);
    return n;
}

/* One random step on evictor e and on the model. */
static void random_step(const struct policy_evictor *e, void *self, const struct reference *ref,
                        struct model_block *model, uint64_t *clock, gsl_rng *rng)
{
    uint64_t b = gsl_rng_uniform_int(rng, NB), v;
    double u = gsl_rng_uniform(rng);
    if (u < 0.4) {
        uint8_t tag = (uint8_t)gsl_rng_uniform_int(rng, 9); /* 8: an unknown tag */
        REQUIRE(e->migrated(self, b, tag) == POLICY_OK, "%s: migrated failed", e->info.name);
        model[b] = (struct model_block){true, model_class(ref, tag), ++*clock};
    } else if (u < 0.65) {
        if (model[b].resident) { /* the host reports accesses of resident blocks only */
            REQUIRE(!e->accessed || e->accessed(self, b) == POLICY_OK, "%s: accessed failed",
                    e->info.name);
            if (ref && ref->by_access)
                model[b].stamp = ++*clock;
        }
    } else if (u < 0.85) {
        e->evicted(self, b); /* resident or not: a non-resident one is ignored */
        model[b].resident = false;
    } else if (e->victim(self, &v) == 0) {
        REQUIRE(v < NB && model[v].resident, "%s: victim %llu not resident", e->info.name,
                (unsigned long long)v);
        e->evicted(self, v);
        model[v].resident = false;
    }
}

static int by_id(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

/* After step op: the listing is the model's set, each block once (in the
 * model's order with a reference), the victim is resident (the model's
 * first with a reference) and the checker passes. */
#define AT "%s seed %lu op %d: "
static void check_step(const struct policy_evictor *e, void *self, const struct reference *ref,
                       const struct model_block *model, unsigned long seed, int op)
{
    const char *name = e->info.name;
    uint64_t want[NB], v = UINT64_MAX;
    size_t n = model_order(model, want);
    struct listing l;
    list_set(e, self, &l);
    if (e->each) {
        REQUIRE(!l.overflow && l.n == n, AT "%zu blocks listed, the model has %zu", name, seed,
                op, l.n, n);
        if (!ref) { /* any order: compare the sets */
            qsort(l.blocks, n, sizeof *l.blocks, by_id);
            qsort(want, n, sizeof *want, by_id);
        }
        for (size_t i = 0; i < n; i++)
            REQUIRE(l.blocks[i] == want[i], AT "position %zu lists %llu, the model %llu", name,
                    seed, op, i, (unsigned long long)l.blocks[i], (unsigned long long)want[i]);
    }
    int rc = e->victim(self, &v);
    REQUIRE(n == 0 ? rc == -1 : rc == 0 && v < NB && model[v].resident, AT "victim", name, seed,
            op);
    REQUIRE(!ref || n == 0 || v == want[0], AT "victim %llu, the model's first %llu", name, seed,
            op, (unsigned long long)v, (unsigned long long)want[0]);
    REQUIRE(!e->valid || e->valid(self), AT "checker failed", name, seed, op);
}

static void each_property(const char *spec, unsigned long seed, int ops)
{
    struct model_block model[NB];
    memset(model, 0, sizeof model);
    uint64_t clock = 0;
    const struct policy_evictor *e;
    void *self = open_evictor(spec, &e);
    const struct reference *ref = reference_of(e->info.name);
    gsl_rng *rng = gsl_rng_alloc(gsl_rng_mt19937);
    gsl_rng_set(rng, seed);
    for (int op = 0; op < ops; op++) {
        random_step(e, self, ref, model, &clock, rng);
        check_step(e, self, ref, model, seed, op);
    }
    e->destroy(self);
    gsl_rng_free(rng);
}

/* The evictor of the registry a loop test is at. */
#define NAME(i) (policy_evictors[i]->info.name)

START_TEST(each_lists_the_set)
{
    each_property(NAME(_i), 31, 20000);
    each_property(NAME(_i), 32, 20000);
}
END_TEST

START_TEST(each_empty_and_after_drain)
{
    const struct policy_evictor *e;
    void *self = open_evictor(NAME(_i), &e);
    struct listing l;
    list_set(e, self, &l);
    ck_assert_uint_eq(l.n, 0);
    e->migrated(self, 4, 2);
    e->migrated(self, 1ull << 40, 1);
    e->migrated(self, 4, 2); /* again: still once */
    list_set(e, self, &l);
    ck_assert_uint_eq(l.n, e->each ? 2 : 1);
    uint64_t v;
    while (e->victim(self, &v) == 0)
        e->evicted(self, v);
    list_set(e, self, &l);
    ck_assert_uint_eq(l.n, 0);
    e->destroy(self);
}
END_TEST

/* ---- model_evict_check ------------------------------------------------------- */

/* A fake engine: which blocks hold a chunk. */
struct fake_engine {
    bool holds[NB];
    uint64_t nchunks;
};

static bool fake_holds(const void *ctx, uint64_t block)
{
    const struct fake_engine *f = ctx;
    return block < NB && f->holds[block];
}

static void fake_take(struct fake_engine *f, uint64_t b)
{
    if (!f->holds[b])
        f->nchunks++;
    f->holds[b] = true;
}

static void fake_drop(struct fake_engine *f, uint64_t b)
{
    if (f->holds[b])
        f->nchunks--;
    f->holds[b] = false;
}

START_TEST(check_agrees_with_engine)
{
    const struct policy_evictor *e;
    void *self = open_evictor(NAME(_i), &e);
    struct fake_engine f;
    memset(&f, 0, sizeof f);
    gsl_rng *rng = gsl_rng_alloc(gsl_rng_mt19937);
    gsl_rng_set(rng, 41);
    ck_assert(model_evict_check(e, self, fake_holds, &f, 0));
    for (int op = 0; op < 5000; op++) {
        uint64_t b = gsl_rng_uniform_int(rng, NB);
        double u = gsl_rng_uniform(rng);
        if (u < 0.5) {
            fake_take(&f, b);
            e->migrated(self, b, (uint8_t)gsl_rng_uniform_int(rng, 8));
        } else if (u < 0.7) {
            if (f.holds[b] && e->accessed)
                e->accessed(self, b);
        } else {
            fake_drop(&f, b);
            e->evicted(self, b);
        }
        REQUIRE(model_evict_check(e, self, fake_holds, &f, f.nchunks), "%s op %d: consistent state refused",
                NAME(_i), op);
    }
    /* the engine holds a block the evictor never heard of */
    uint64_t missing = NB - 1;
    e->evicted(self, missing);
    fake_drop(&f, missing);
    fake_take(&f, missing);
    ck_assert(!model_evict_check(e, self, fake_holds, &f, f.nchunks));
    e->migrated(self, missing, 0);
    ck_assert(model_evict_check(e, self, fake_holds, &f, f.nchunks));
    /* the evictor lists a block that holds nothing (a lost `evicted`) */
    fake_drop(&f, missing);
    ck_assert(!model_evict_check(e, self, fake_holds, &f, f.nchunks));
    /* ... even with a count that matches */
    ck_assert(!model_evict_check(e, self, fake_holds, &f, f.nchunks + 1));
    e->evicted(self, missing);
    ck_assert(model_evict_check(e, self, fake_holds, &f, f.nchunks));
    /* a wrong count alone */
    ck_assert(!model_evict_check(e, self, fake_holds, &f, f.nchunks + 1));
    if (f.nchunks)
        ck_assert(!model_evict_check(e, self, fake_holds, &f, f.nchunks - 1));
    e->destroy(self);
    gsl_rng_free(rng);
}
END_TEST

/* Broken evictors: one that lists a block twice (and so misses another with
 * the right count), one without `each` (only the victim can be tested). */
struct fake_evictor {
    uint64_t blocks[4];
    size_t n;
    bool twice;
};

static int fake_victim(void *self, uint64_t *block)
{
    struct fake_evictor *x = self;
    if (!x->n)
        return -1;
    *block = x->blocks[0];
    return 0;
}

static void fake_each(const void *self, void (*fn)(void *, uint64_t), void *arg)
{
    const struct fake_evictor *x = self;
    for (size_t i = 0; i < x->n; i++)
        fn(arg, x->twice && i == x->n - 1 ? x->blocks[0] : x->blocks[i]);
}

START_TEST(check_catches_broken_listing)
{
    struct policy_evictor ev = {.victim = fake_victim, .each = fake_each};
    struct fake_evictor x = {.blocks = {3, 5, 7}, .n = 3, .twice = false};
    struct fake_engine f;
    memset(&f, 0, sizeof f);
    fake_take(&f, 3);
    fake_take(&f, 5);
    fake_take(&f, 7);
    ck_assert(model_evict_check(&ev, &x, fake_holds, &f, 3));
    x.twice = true; /* lists 3, 5, 3: three entries, 7 missing */
    ck_assert(!model_evict_check(&ev, &x, fake_holds, &f, 3));
    /* without each: only the victim is checked, so the same state passes,
     * and a victim that holds nothing does not */
    ev.each = NULL;
    ck_assert(model_evict_check(&ev, &x, fake_holds, &f, 3));
    fake_drop(&f, 3);
    ck_assert(!model_evict_check(&ev, &x, fake_holds, &f, 2));
    /* no victim while the engine holds chunks, and a victim while it holds none */
    x.n = 0;
    ck_assert(!model_evict_check(&ev, &x, fake_holds, &f, 2));
    memset(&f, 0, sizeof f);
    ck_assert(model_evict_check(&ev, &x, fake_holds, &f, 0));
    x.n = 1;
    fake_take(&f, 3);
    ck_assert(model_evict_check(&ev, &x, fake_holds, &f, 1));
    ck_assert(!model_evict_check(&ev, &x, fake_holds, &f, 0));
}
END_TEST

/* ---- eviction order ---------------------------------------------------------------------- */

struct ev_rig {
    const struct policy_evictor *e;
    void *self;
};

static void ev_open(struct ev_rig *r, const char *spec)
{
    r->self = open_evictor(spec, &r->e);
}

static void M(struct ev_rig *r, uint64_t block, uint8_t tag)
{
    ck_assert_int_eq(r->e->migrated(r->self, block, tag), POLICY_OK);
    ck_assert(!r->e->valid || r->e->valid(r->self));
}

static void X(struct ev_rig *r, uint64_t block)
{
    if (r->e->accessed)
        ck_assert_int_eq(r->e->accessed(r->self, block), POLICY_OK);
    ck_assert(!r->e->valid || r->e->valid(r->self));
}

/* Evict everything; the victims in order as text. */
static const char *drain(struct ev_rig *r)
{
    static char buf[512];
    size_t len = 0;
    uint64_t b;
    buf[0] = '\0';
    while (r->e->victim(r->self, &b) == 0) {
        len += snprintf(buf + len, sizeof buf - len, "%s%llu", len ? " " : "", (unsigned long long)b);
        r->e->evicted(r->self, b);
        ck_assert(r->e->valid(r->self));
        ck_assert_uint_lt(len, sizeof buf - 32);
    }
    return buf;
}

static const char *lrm_lru_history(const char *spec)
{
    struct ev_rig r;
    ev_open(&r, spec);
    M(&r, 7, 2);
    M(&r, 3, 1);
    M(&r, 9, 2);
    X(&r, 7); /* lru: 7 is now the most recent; lrm: no change */
    M(&r, 3, 1); /* more pages of 3 migrate: the tail for both */
    X(&r, 9);
    static char out[256];
    snprintf(out, sizeof out, "%s", drain(&r));
    r.e->destroy(r.self);
    return out;
}

START_TEST(lrm_orders_by_migration_lru_by_access)
{
    ck_assert_str_eq(lrm_lru_history("lrm"), "7 9 3");
    ck_assert_str_eq(lrm_lru_history("lru"), "7 3 9");
}
END_TEST

/* Every evictor: nothing to evict when empty, a block evicted (or never
 * resident) is gone, victim removes nothing; with a reference order, the
 * victims come in it. */
START_TEST(evictor_empty_and_evicted)
{
    struct ev_rig r;
    ev_open(&r, NAME(_i));
    bool ordered = reference_of(NAME(_i)) != NULL;
    uint64_t b = 12345, c;
    ck_assert_int_eq(r.e->victim(r.self, &b), -1);
    ck_assert_uint_eq(b, 12345);
    M(&r, 5, 2);
    M(&r, 6, 2);
    M(&r, 1ull << 40, 2); /* a large block id */
    r.e->evicted(r.self, 5); /* not the victim: still removed */
    ck_assert(!r.e->valid || r.e->valid(r.self));
    r.e->evicted(r.self, 99); /* never resident: ignored */
    ck_assert(!r.e->valid || r.e->valid(r.self));
    ck_assert_int_eq(r.e->victim(r.self, &b), 0);
    ck_assert(b == 6 || b == 1ull << 40);
    ck_assert_int_eq(r.e->victim(r.self, &c), 0); /* victim does not remove */
    ck_assert_uint_eq(c, b);
    const char *order = drain(&r);
    ck_assert(ordered ? !strcmp(order, "6 1099511627776")
                      : !strcmp(order, "6 1099511627776") || !strcmp(order, "1099511627776 6"));
    ck_assert_int_eq(r.e->victim(r.self, &b), -1);
    M(&r, 5, 2); /* back again after eviction */
    ck_assert_str_eq(drain(&r), "5");
    r.e->destroy(r.self);
}
END_TEST

START_TEST(tag_activations_first)
{
    struct ev_rig r;
    ev_open(&r, "tag");
    ck_assert_ptr_null(r.e->accessed);
    M(&r, 10, 1);  /* weight */
    M(&r, 11, 2);  /* activation */
    M(&r, 12, 5);  /* workspace */
    M(&r, 13, 6);  /* input */
    M(&r, 14, 3);  /* gradient */
    M(&r, 15, 0);  /* other */
    M(&r, 16, 4);  /* optimizer state */
    M(&r, 17, 7);  /* output */
    M(&r, 18, 2);  /* activation */
    M(&r, 11, 2);  /* 11 migrates again: after 18 */
    M(&r, 13, 1);  /* 13 now holds a weight's pages */
    ck_assert_str_eq(drain(&r), "18 11 12 15 17 10 14 16 13");
    r.e->destroy(r.self);
}
END_TEST

/* Longer runs of the same property, other seeds: the victim is the model's
 * first after every step (each_property checks it beside the listing). */
START_TEST(property_evictors)
{
    each_property(NAME(_i), 21, 40000);
    each_property(NAME(_i), 22, 40000);
}
END_TEST

Suite *evictors_suite(void); /* the runner finds it by name */
Suite *evictors_suite(void)
{
    Suite *s = suite_create("evictors");
    TCase *o = tcase_create("order");
    tcase_set_timeout(o, 120);
    tcase_add_test(o, lrm_orders_by_migration_lru_by_access);
    tcase_add_loop_test(o, evictor_empty_and_evicted, 0, (int)policy_nevictors);
    tcase_add_test(o, tag_activations_first);
    tcase_add_loop_test(o, property_evictors, 0, (int)policy_nevictors);
    suite_add_tcase(s, o);
    TCase *t = tcase_create("each");
    tcase_set_timeout(t, 120);
    tcase_add_loop_test(t, each_lists_the_set, 0, (int)policy_nevictors);
    tcase_add_loop_test(t, each_empty_and_after_drain, 0, (int)policy_nevictors);
    tcase_add_loop_test(t, check_agrees_with_engine, 0, (int)policy_nevictors);
    tcase_add_test(t, check_catches_broken_listing);
    suite_add_tcase(s, t);
    return s;
}
