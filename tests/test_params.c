/* test_params.c: the allocator registry (every policy present, its table
 * complete) and the parameter strings of policies/params.c: parsing with
 * its error messages, formatting back, and size values. */
#include <check.h>
#include <stdint.h>
#include <string.h>

#include "policy.h"

#define MiB (1024ull * 1024ull)

START_TEST(registry_is_complete)
{
    static const char *const names[] = {"cuda", "bestfit", "bfc", "stream", "caching", "rmm-pool"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        ck_assert_ptr_nonnull(policy_find_allocator(names[i]));
    ck_assert_ptr_null(policy_find_allocator("nope"));
    size_t n = 0;
    for (; policy_allocators[n]; n++) {
        const struct policy_allocator *a = policy_allocators[n];
        ck_assert(a->info.name && a->info.summary && a->info.params);
        ck_assert(a->create && a->destroy && a->alloc && a->free && a->usage && a->valid);
        for (size_t j = 0; j < n; j++)
            ck_assert_str_ne(policy_allocators[j]->info.name, a->info.name);
        size_t k = 0;
        for (const struct policy_param *p = a->info.params; p->key; p++, k++) {
            ck_assert(p->min <= p->def && p->def <= p->max);
            ck_assert_ptr_nonnull(p->help);
        }
        ck_assert_uint_le(k, POLICY_MAX_PARAMS);
    }
    ck_assert_uint_eq(n, 6);
}
END_TEST

static void parse_fails(const char *spec, const char *expect)
{
    const struct policy_allocator *a = NULL;
    uint64_t v[POLICY_MAX_PARAMS];
    char err[256] = "";
    ck_assert_msg(policy_parse_allocator(spec, &a, v, err, sizeof err) == -1, "'%s' accepted", spec);
    ck_assert_msg(strstr(err, expect), "'%s': message '%s' lacks '%s'", spec, err, expect);
}

START_TEST(params_parse)
{
    const struct policy_allocator *a;
    uint64_t v[POLICY_MAX_PARAMS];
    char err[256];
    ck_assert_int_eq(policy_parse_allocator("caching", &a, v, err, sizeof err), 0);
    ck_assert_ptr_eq(a, policy_find_allocator("caching"));
    ck_assert_uint_eq(v[0], UINT64_MAX); /* max_split_size: inf */
    ck_assert_uint_eq(v[2], 2 * MiB);
    ck_assert_int_eq(policy_parse_allocator("bfc:round=1024", &a, v, err, sizeof err), 0);
    ck_assert_uint_eq(v[0], 1024);
    ck_assert_int_eq(policy_parse_allocator("rmm-pool:maximum=4G,initial=1G", &a, v, err, sizeof err), 0);
    ck_assert_uint_eq(v[0], 1ull << 30);
    ck_assert_uint_eq(v[1], 4ull << 30);
    ck_assert_int_eq(policy_parse_allocator("caching:max_split_size=inf", &a, v, err, sizeof err), 0);
    /* formatting gives the values back in the same form, defaults included */
    char buf[256];
    ck_assert_int_eq(policy_parse_allocator("rmm-pool:initial=1K", &a, v, err, sizeof err), 0);
    policy_format_params(&a->info, v, buf, sizeof buf);
    ck_assert_int_eq(policy_parse_params(&a->info, buf, v, err, sizeof err), 0);
    ck_assert_uint_eq(v[0], 1024);
    ck_assert_ptr_nonnull(strstr(buf, "initial=1024"));
    ck_assert_int_eq(policy_parse_allocator("caching", &a, v, err, sizeof err), 0);
    policy_format_params(&a->info, v, buf, sizeof buf);
    ck_assert_str_eq(buf, "max_split_size=inf,roundup_power2_divisions=0,small_buffer=2097152,"
                          "large_buffer=20971520,min_large_alloc=10485760,round_large=2097152");

    parse_fails("bfc:foo=1", "bfc: key 'foo' unknown (keys: round)");
    parse_fails("cuda:x=1", "cuda: key 'x' unknown");
    parse_fails("bfc:round=abc", "bfc: round=abc: not a number");
    parse_fails("bfc:round=0", "bfc: round=0: below 1");
    parse_fails("bfc:round=2T", "bfc: round=2T: above 1073741824");
    parse_fails("caching:max_split_size=1M", "caching: max_split_size=1M: below 20971520");
    parse_fails("bfc:round", "bfc: 'round': expected key=value");
    parse_fails("bfc:", "bfc: nothing after ':'");
    parse_fails("bfc:round=1024,", "empty parameter");
    parse_fails("bfc:round=1024,round=512", "bfc: key 'round' given twice");
    parse_fails("nope:x=1", "unknown allocator policy 'nope' (policies: cuda, bestfit, bfc");
    parse_fails("", "expected a policy name");
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
    Suite *s = suite_create("params");
    TCase *t = tcase_create("params");
    tcase_add_test(t, registry_is_complete);
    tcase_add_test(t, params_parse);
    tcase_add_test(t, params_values);
    suite_add_tcase(s, t);
    return s;
}
