/* test_layout.c: the layout's dependency rule (tests/deps.sh) holds on the
 * tree, and fails, naming the file and line, on a scratch copy given one
 * forbidden include of each kind: a quoted name, a bare <name>, a relative
 * path, and a CUDA header in policies/. */
#include <check.h>
#include <string.h>

#include "testutil.h"

START_TEST(tree_follows_rule)
{
    char *out = NULL;
    int rc = test_run(&out, "sh tests/deps.sh");
    ck_assert_msg(rc == 0, "%s", out);
    free(out);
}
END_TEST

/* A scratch copy of the library folders and the rule, with line appended
 * to file; returns deps.sh's exit status and its output in *out. */
static int rule_on_copy(const char *file, const char *line, char **out)
{
    const char *dir = test_tmp("-tree");
    int rc = test_run(NULL, "mkdir -p %s/tests && cp -r traces policies hosts model calib sim gpu %s"
                      " && cp tests/deps.sh tests/*.h %s/tests/ && printf '%%s\\n' '%s' >> %s/%s",
                      dir, dir, dir, line, dir, file);
    ck_assert_int_eq(rc, 0);
    rc = test_run(out, "sh %s/tests/deps.sh", dir);
    test_run(NULL, "rm -rf %s", dir);
    return rc;
}

START_TEST(forbidden_includes_fail)
{
    static const struct {
        const char *file, *line, *says;
    } cases[] = {
        { "sim/simrun.c", "#include \"gpurun_run.h\"", "sim/simrun.c:" },
        { "gpu/gpurun.cu", "#include <sim_replay.h>", "gpu/gpurun.cu:" },
        { "model/model_um.c", "#include \"../calib/calib.h\"", "model/model_um.c:" },
        { "policies/bfc.c", "#include \"trace.h\"", "policies/bfc.c:" },
        { "policies/cuda.c", "#include <cuda_runtime.h>", "host-neutral" },
        { "traces/trace_read.c", "#include \"testutil.h\"", "traces/trace_read.c:" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *out = NULL;
        int rc = rule_on_copy(cases[i].file, cases[i].line, &out);
        ck_assert_msg(rc == 1 && strstr(out, cases[i].says), "%s + %s: rc %d: %s",
                      cases[i].file, cases[i].line, rc, out);
        free(out);
    }
}
END_TEST

Suite *layout_suite(void); /* the runner finds it by name */
Suite *layout_suite(void)
{
    Suite *s = suite_create("layout");
    TCase *tc = tcase_create("deps");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, tree_follows_rule);
    tcase_add_test(tc, forbidden_includes_fail);
    suite_add_tcase(s, tc);
    return s;
}
