/* test_docs.c: every command line of README.md and the docs/ pages runs
 * (tests/doc_commands.py says how each kind is run or checked), and the
 * runner catches a stale one: a scratch page with an option simrun lacks
 * fails, naming the page and line, while its sample output and synopsis
 * lines are not taken for commands. */
#include <check.h>
#include <string.h>

#include "testutil.h"

#define DOC_COMMANDS PYTHON " tests/doc_commands.py --quiet --build " BUILD_DIR

START_TEST(every_doc_command_runs)
{
    char *out = NULL;
    int rc = test_run(&out, DOC_COMMANDS);
    ck_assert_msg(rc == 0, "%s", out);
    free(out);
}
END_TEST

START_TEST(a_stale_command_fails)
{
    const char *md = test_tmp(".md");
    FILE *f = fopen(md, "w");
    ck_assert_ptr_nonnull(f);
    fputs("# A page\n\n"
          "    simrun --policy bfc traces/examples/resnet50-bs8.h5\n"
          "    simrun: TRACE: cannot open: No such file or directory\n"
          "    usage: simrun [options] TRACE.h5\n"
          "\n"
          "    simrun --no-such-option trace.h5\n",
          f);
    fclose(f);
    char *out = NULL;
    int rc = test_run(&out, DOC_COMMANDS " %s", md);
    ck_assert_msg(rc == 1, "rc %d: %s", rc, out);
    ck_assert_msg(strstr(out, ".md:7: simrun --no-such-option") && strstr(out, "FAIL"), "%s", out);
    ck_assert_msg(strstr(out, "2 command lines, 1 failed"), "%s", out);
    free(out);
}
END_TEST

Suite *docs_suite(void); /* the runner finds it by name */
Suite *docs_suite(void)
{
    Suite *s = suite_create("docs");
    TCase *tc = tcase_create("commands");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, every_doc_command_runs);
    tcase_add_test(tc, a_stale_command_fails);
    suite_add_tcase(s, tc);
    return s;
}
