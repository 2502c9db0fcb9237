/* test_plugin.c: a policy is one file plus one registry line. The test
 * copies the sources to a scratch directory, with this build's debug
 * objects so that only what changes is compiled, adds the throwaway
 * allocator tests/plugin/bump.c as policies/bump.c and its line to
 * ALLOCATORS in policies/registry.c, and builds the test runner and
 * simrun there. Then the registry-iterating suites (params, the property
 * runs of policies_property, oom) must pass, simrun --list must show the policy
 * and simrun --policy bump must replay a generated example trace. Last,
 * the policy is broken on purpose (each block starts halfway into the one
 * before) and the property runs must fail on it, naming it. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

#ifndef TEST_MAKE_ARGS
#define TEST_MAKE_ARGS ""
#endif
/* The scratch tree's build directory (BUILD_DIR may be absolute). */
#define B "b"

/* Replace the first `from` in file path with `to` (from must be there). */
static void edit_file(const char *path, const char *from, const char *to)
{
    FILE *f = fopen(path, "r");
    ck_assert_msg(f, "%s: cannot read", path);
    static char text[1 << 16];
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    ck_assert_uint_lt(n, sizeof text - 1);
    text[n] = '\0';
    char *at = strstr(text, from);
    ck_assert_msg(at, "%s: '%s' not found", path, from);
    f = fopen(path, "w");
    ck_assert_msg(f, "%s: cannot write", path);
    fprintf(f, "%.*s%s%s", (int)(at - text), text, to, at + strlen(from));
    ck_assert_int_eq(fclose(f), 0);
}

/* Run cmd in dir: its exit status, its output in *out. */
static int in_dir(const char *dir, char **out, const char *cmd)
{
    return test_run(out, "cd %s && %s", dir, cmd);
}

/* Build the runner and simrun in dir, with none of the calling make's
 * settings (jobserver, BUILD) but the compiler and sanitizer. */
static void build(const char *dir)
{
    char *out = NULL;
    int rc = in_dir(dir, &out, "env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make -j2 BUILD=" B " "
                               TEST_MAKE_ARGS " " B "/tests/run_tests " B "/dbg/bin/simrun");
    ck_assert_msg(rc == 0, "%s: the build failed:\n%s", dir, out);
    ck_assert_msg(!strstr(out, "warning:"), "%s: the build warns:\n%s", dir, out);
    free(out);
}

/* The scratch tree with the policy added, built. */
static const char *scratch_with_bump(void)
{
    const char *dir = test_tmp("-plugin");
    char *out = NULL;
    int rc = test_run(&out, "mkdir -p %s/" B " && cp -a Makefile traces policies hosts model capture live "
                      "calib sim tests profiles %s/ && { [ ! -d %s/dbg ] || cp -a %s/dbg %s/" B
                      "/; } && cp tests/plugin/bump.c %s/policies/bump.c",
                      dir, dir, BUILD_DIR, BUILD_DIR, dir, dir);
    ck_assert_msg(rc == 0, "copying to %s: %s", dir, out);
    free(out);
    char registry[512];
    snprintf(registry, sizeof registry, "%s/policies/registry.c", dir);
    edit_file(registry, "#define ALLOCATORS(X)", "#define ALLOCATORS(X) \\\n    X(policy_bump)");
    build(dir);
    return dir;
}

START_TEST(a_policy_is_one_file)
{
    const char *dir = scratch_with_bump();
    char *out = NULL;
    ck_assert_int_eq(in_dir(dir, &out, B "/dbg/bin/simrun --list"), 0);
    ck_assert_msg(strstr(out, "bump"), "simrun --list lacks the new policy:\n%s", out);
    free(out);
    static const char *const suites[] = {
        "CK_RUN_SUITE=params " B "/tests/run_tests", "CK_RUN_SUITE=oom " B "/tests/run_tests",
        "CK_RUN_SUITE=policies_property " B "/tests/run_tests"};
    for (size_t i = 0; i < sizeof suites / sizeof suites[0]; i++) {
        int rc = in_dir(dir, &out, suites[i]);
        ck_assert_msg(rc == 0, "%s: %s failed with the new policy:\n%s", dir, suites[i], out);
        free(out);
    }
    int rc = in_dir(dir, &out, B "/dbg/bin/tracegen dl --model resnet --depth 50 --batch 8 "
                    "--iters 2 --seed 1 -o ex.h5 && " B "/dbg/bin/simrun -q --json --policy bump "
                    "ex.h5 && " B "/dbg/bin/simrun -q --json --memory device --policy "
                    "bump:chunk=16M ex.h5 && " B "/dbg/bin/simrun --min-capacity --policy bump "
                    "ex.h5");
    ck_assert_msg(rc == 0 && strstr(out, "\"policy\":\"bump\"") && strstr(out, "chunk=16777216") &&
                      strstr(out, "blocks that pin the free space: not known for this allocator"),
                  "simrun --policy bump:\n%s", out);
    free(out);

    /* broken: each block starts halfway into the one before */
    char bump[512];
    snprintf(bump, sizeof bump, "%s/policies/bump.c", dir);
    edit_file(bump, "b->next += size;", "b->next += size / 2;");
    build(dir);
    rc = in_dir(dir, &out, "CK_RUN_SUITE=policies_property " B "/tests/run_tests");
    ck_assert_msg(rc != 0 && strstr(out, "bump") && strstr(out, "overlapping blocks"),
                  "the property runs missed the broken policy:\n%s", out);
    free(out);
    ck_assert_int_eq(test_run(NULL, "rm -rf %s", dir), 0);
}
END_TEST

Suite *plugin_suite(void); /* the runner finds it by name */
Suite *plugin_suite(void)
{
    Suite *s = suite_create("plugin");
    TCase *t = tcase_create("one file");
    tcase_set_timeout(t, 600);
    tcase_add_test(t, a_policy_is_one_file);
    suite_add_tcase(s, t);
    return s;
}
