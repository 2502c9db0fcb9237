/* test_params.c: the registry of every policy family and the parameter
 * strings of policies/params.c, for whatever policies the registry holds:
 * every entry complete and found by its name in its own family only;
 * every parameter parsed at its default and its bounds, refused past them
 * with the message naming policy, key and bound, and formatted back; the
 * messages for malformed specs; and size values. Nothing here names a
 * policy: a new policy in policies/registry.c is tested as it stands. */
#include <check.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "policy.h"

#define MiB (1024ull * 1024ull)

/* ---- The three families through one interface ------------------------------- */

struct family {
    const char *word; /* as in "unknown WORD policy" */
    size_t n;
    const struct policy_info *(*info)(size_t i); /* NULL past the end */
    const struct policy_info *(*find)(const char *name);
    /* policy_parse_*: the policy found as its info */
    int (*parse)(const char *spec, const struct policy_info **info, uint64_t *v, char *err);
};

#define ERRLEN 512

static const struct policy_info *a_info(size_t i)
{
    return policy_allocators[i] ? &policy_allocators[i]->info : NULL;
}
static const struct policy_info *a_find(const char *name)
{
    const struct policy_allocator *a = policy_find_allocator(name);
    return a ? &a->info : NULL;
}
static int a_parse(const char *spec, const struct policy_info **info, uint64_t *v, char *err)
{
    const struct policy_allocator *a = NULL;
    int rc = policy_parse_allocator(spec, &a, v, err, ERRLEN);
    *info = a ? &a->info : NULL;
    return rc;
}

static const struct policy_info *p_info(size_t i)
{
    return policy_prefetchers[i] ? &policy_prefetchers[i]->info : NULL;
}
static const struct policy_info *p_find(const char *name)
{
    const struct policy_prefetcher *p = policy_find_prefetcher(name);
    return p ? &p->info : NULL;
}
static int p_parse(const char *spec, const struct policy_info **info, uint64_t *v, char *err)
{
    const struct policy_prefetcher *p = NULL;
    int rc = policy_parse_prefetcher(spec, &p, v, err, ERRLEN);
    *info = p ? &p->info : NULL;
    return rc;
}

static const struct policy_info *e_info(size_t i)
{
    return policy_evictors[i] ? &policy_evictors[i]->info : NULL;
}
static const struct policy_info *e_find(const char *name)
{
    const struct policy_evictor *e = policy_find_evictor(name);
    return e ? &e->info : NULL;
}
static int e_parse(const char *spec, const struct policy_info **info, uint64_t *v, char *err)
{
    const struct policy_evictor *e = NULL;
    int rc = policy_parse_evictor(spec, &e, v, err, ERRLEN);
    *info = e ? &e->info : NULL;
    return rc;
}

static struct family families[3];

static void families_setup(void)
{
    families[0] = (struct family){"allocator", policy_nallocators, a_info, a_find, a_parse};
    families[1] = (struct family){"prefetch", policy_nprefetchers, p_info, p_find, p_parse};
    families[2] = (struct family){"eviction", policy_nevictors, e_info, e_find, e_parse};
}

/* ---- Registry ------------------------------------------------------------------ */

/* Every hook a host calls unconditionally is there. */
START_TEST(hooks_are_there)
{
    for (size_t i = 0; i < policy_nallocators; i++) {
        const struct policy_allocator *a = policy_allocators[i];
        ck_assert(a->create && a->destroy && a->alloc && a->free && a->usage && a->valid);
    }
    for (size_t i = 0; i < policy_nprefetchers; i++) {
        const struct policy_prefetcher *p = policy_prefetchers[i];
        ck_assert(p->create && p->destroy && p->before_launch);
    }
    for (size_t i = 0; i < policy_nevictors; i++) {
        const struct policy_evictor *e = policy_evictors[i];
        ck_assert(e->create && e->destroy && e->migrated && e->evicted && e->victim);
    }
}
END_TEST

START_TEST(registry_is_complete)
{
    const struct family *f = &families[_i];
    ck_assert_uint_gt(f->n, 0);
    ck_assert_ptr_null(f->info(f->n)); /* the table ends where its count says */
    for (size_t i = 0; i < f->n; i++) {
        const struct policy_info *info = f->info(i);
        ck_assert_msg(info->name && *info->name && info->summary && info->params,
                      "%s policy %zu: name, summary or parameter table missing", f->word, i);
        ck_assert_ptr_eq(f->find(info->name), info);
        for (size_t j = 0; j < i; j++)
            ck_assert_str_ne(f->info(j)->name, info->name);
        size_t k = 0;
        for (const struct policy_param *p = info->params; p->key; p++, k++)
            ck_assert_msg(p->min <= p->def && p->def <= p->max && p->help,
                          "%s: %s: default outside its bounds, or no help", info->name, p->key);
        ck_assert_uint_le(k, POLICY_MAX_PARAMS);
    }
    ck_assert_ptr_null(f->find("no-such-policy"));
}
END_TEST

/* A name is found in its own family only (unless another uses it too). */
START_TEST(families_are_apart)
{
    const struct family *f = &families[_i];
    for (size_t i = 0; i < f->n; i++) {
        const char *name = f->info(i)->name;
        for (size_t o = 0; o < 3; o++) {
            const struct family *g = &families[o];
            bool listed = false;
            for (size_t j = 0; j < g->n; j++)
                listed |= strcmp(g->info(j)->name, name) == 0;
            ck_assert_msg((g->find(name) != NULL) == listed, "%s: found among %s policies", name,
                          g->word);
        }
    }
}
END_TEST

/* ---- Parameters of every policy ---------------------------------------------------- */

static void parse_fails(const struct family *f, const char *spec, const char *expect)
{
    const struct policy_info *info;
    uint64_t v[POLICY_MAX_PARAMS];
    char err[ERRLEN] = "";
    ck_assert_msg(f->parse(spec, &info, v, err) == -1, "'%s' accepted", spec);
    ck_assert_msg(strstr(err, expect), "'%s': message '%s' lacks '%s'", spec, err, expect);
}

static void parse_ok(const struct family *f, const char *spec, const struct policy_info *want,
                     uint64_t v[POLICY_MAX_PARAMS])
{
    const struct policy_info *info = NULL;
    char err[ERRLEN] = "";
    ck_assert_msg(f->parse(spec, &info, v, err) == 0, "'%s': %s", spec, err);
    ck_assert_ptr_eq(info, want);
}

/* Value v of parameter k of info as a user writes it. */
static void value_text(char *buf, size_t len, const struct policy_info *info, size_t k, uint64_t v)
{
    policy_format_value(info, (int)k, v, buf, len);
}

/* Key k of info at its bounds and past them. */
static void param_bounds(const struct family *f, const struct policy_info *info, size_t k)
{
    const struct policy_param *p = &info->params[k];
    uint64_t v[POLICY_MAX_PARAMS];
    char spec[256], x[96], bound[32];
    const uint64_t ends[2] = {p->min, p->max};
    for (int e = 0; e < 2; e++) {
        value_text(x, sizeof x, info, k, ends[e]);
        snprintf(spec, sizeof spec, "%s:%s=%s", info->name, p->key, x);
        parse_ok(f, spec, info, v);
        ck_assert_uint_eq(v[k], ends[e]);
    }
    char past[32];
    if (p->min > 0) {
        value_text(past, sizeof past, info, k, p->min - 1);
        snprintf(spec, sizeof spec, "%s:%s=%s", info->name, p->key, past);
        value_text(bound, sizeof bound, info, k, p->min);
        snprintf(x, sizeof x, "%s: below %s", past, bound);
        parse_fails(f, spec, x);
    }
    if (p->max < UINT64_MAX) {
        value_text(past, sizeof past, info, k, p->max + 1);
        snprintf(spec, sizeof spec, "%s:%s=%s", info->name, p->key, past);
        value_text(bound, sizeof bound, info, k, p->max);
        snprintf(x, sizeof x, "%s: above %s", past, bound);
        parse_fails(f, spec, x);
    }
}

/* Key k of info: not a number, without a value, given twice. */
static void param_errors(const struct family *f, const struct policy_info *info, size_t k)
{
    const char *name = info->name, *key = info->params[k].key;
    char spec[256], expect[256], def[32];
    value_text(def, sizeof def, info, k, info->params[k].def);
    snprintf(spec, sizeof spec, "%s:%s=abc", name, key);
    snprintf(expect, sizeof expect, "%s: %s=abc: not a number", name, key);
    parse_fails(f, spec, expect);
    snprintf(spec, sizeof spec, "%s:%s", name, key);
    snprintf(expect, sizeof expect, "%s: '%s': expected key=value", name, key);
    parse_fails(f, spec, expect);
    snprintf(spec, sizeof spec, "%s:%s=%s,%s=%s", name, key, def, key, def);
    snprintf(expect, sizeof expect, "%s: key '%s' given twice", name, key);
    parse_fails(f, spec, expect);
    snprintf(spec, sizeof spec, "%s:%s=%s,", name, key, def);
    parse_fails(f, spec, "empty parameter");
}

/* The defaults, formatted as key=value,... and parsed back the same. */
static void defaults_round_trip(const struct family *f, const struct policy_info *info)
{
    uint64_t v[POLICY_MAX_PARAMS], w[POLICY_MAX_PARAMS];
    char text[512], want[512] = "", spec[600], x[32], err[ERRLEN];
    parse_ok(f, info->name, info, v);
    size_t n = 0, len = 0;
    for (const struct policy_param *p = info->params; p->key; p++, n++) {
        ck_assert_uint_eq(v[n], p->def);
        value_text(x, sizeof x, info, n, p->def);
        len += (size_t)snprintf(want + len, sizeof want - len, "%s%s=%s", n ? "," : "", p->key, x);
    }
    policy_format_params(info, v, text, sizeof text);
    ck_assert_str_eq(text, want);
    ck_assert_int_eq(policy_parse_params(info, text, w, err, sizeof err), 0);
    ck_assert_int_eq(memcmp(v, w, n * sizeof *v), 0);
    if (n) {
        snprintf(spec, sizeof spec, "%s:%s", info->name, text);
        parse_ok(f, spec, info, w);
        ck_assert_int_eq(memcmp(v, w, n * sizeof *v), 0);
    }
}

/* An unknown key lists the keys there are (or says there are none). */
static void unknown_key(const struct family *f, const struct policy_info *info)
{
    char spec[128], want[400];
    size_t len = (size_t)snprintf(want, sizeof want, "%s: key 'nokey' unknown (", info->name);
    if (!info->params[0].key)
        snprintf(want + len, sizeof want - len, "%s takes no parameters)", info->name);
    for (size_t k = 0; info->params[k].key; k++)
        len += (size_t)snprintf(want + len, sizeof want - len, "%s%s", k ? ", " : "keys: ",
                                info->params[k].key);
    snprintf(spec, sizeof spec, "%s:nokey=1", info->name);
    parse_fails(f, spec, want);
    snprintf(spec, sizeof spec, "%s:", info->name);
    parse_fails(f, spec, "nothing after ':'");
}

START_TEST(every_parameter_parses)
{
    const struct family *f = &families[_i];
    for (size_t i = 0; i < f->n; i++) {
        const struct policy_info *info = f->info(i);
        defaults_round_trip(f, info);
        unknown_key(f, info);
        for (size_t k = 0; info->params[k].key; k++) {
            param_bounds(f, info, k);
            param_errors(f, info, k);
        }
    }
}
END_TEST

/* An unknown or missing policy name: the message lists the family. */
START_TEST(unknown_policy_lists_the_family)
{
    const struct family *f = &families[_i];
    char want[128];
    snprintf(want, sizeof want, "unknown %s policy 'nope' (policies: %s", f->word,
             f->info(0)->name);
    parse_fails(f, "nope", want);
    parse_fails(f, "nope:x=1", want);
    parse_fails(f, "", "expected a policy name");
    parse_fails(f, ":x=1", "expected a policy name");
}
END_TEST

START_TEST(params_values)
{
    uint64_t v;
    ck_assert_int_eq(policy_parse_u64("0", &v), 0);
    ck_assert_uint_eq(v, 0);
    ck_assert_int_eq(policy_parse_u64("4K", &v), 0);
    ck_assert_uint_eq(v, 4096);
    ck_assert_int_eq(policy_parse_u64("3M", &v), 0);
    ck_assert_uint_eq(v, 3 * MiB);
    ck_assert_int_eq(policy_parse_u64("2GiB", &v), 0);
    ck_assert_uint_eq(v, 2ull << 30);
    ck_assert_int_eq(policy_parse_u64("1T", &v), 0);
    ck_assert_uint_eq(v, 1ull << 40);
    ck_assert_int_eq(policy_parse_u64("inf", &v), 0);
    ck_assert_uint_eq(v, UINT64_MAX);
    ck_assert_int_eq(policy_parse_u64("18446744073709551615", &v), 0);
    ck_assert_int_eq(policy_parse_u64("18446744073709551616", &v), -1); /* overflow */
    ck_assert_int_eq(policy_parse_u64("16777216T", &v), -1);            /* overflow */
    ck_assert_int_eq(policy_parse_u64("12x", &v), -1);
    ck_assert_int_eq(policy_parse_u64("-1", &v), -1);
    ck_assert_int_eq(policy_parse_u64("", &v), -1);
    ck_assert_int_eq(policy_parse_u64("1.5G", &v), -1);
}
END_TEST

Suite *params_suite(void); /* the runner finds it by name */
Suite *params_suite(void)
{
    families_setup();
    Suite *s = suite_create("params");
    TCase *t = tcase_create("registry");
    tcase_add_loop_test(t, registry_is_complete, 0, 3);
    tcase_add_test(t, hooks_are_there);
    tcase_add_loop_test(t, families_are_apart, 0, 3);
    tcase_add_loop_test(t, every_parameter_parses, 0, 3);
    tcase_add_loop_test(t, unknown_policy_lists_the_family, 0, 3);
    tcase_add_test(t, params_values);
    suite_add_tcase(s, t);
    return s;
}
