/* check_main.c: the one test runner. Every tests/test_NAME.c defines
 * `Suite *NAME_suite(void)`; the build lists them in suites.h, and this
 * runs them all in one SRunner so the summary line counts every test.
 * CK_FORK stays on (the default), so a crashing test fails alone. Scratch
 * files go to a fresh directory (TMPDIR for the tests and the programs they
 * run), removed at the end, so no run sees another's leftovers. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>

#define SUITE(n) Suite *n##_suite(void);
#include "suites.h"
#undef SUITE

int main(void)
{
    const char *base = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
    char scratch[4096];
    snprintf(scratch, sizeof scratch, "%s/gms-tests-XXXXXX", base);
    if (!mkdtemp(scratch)) {
        perror("run_tests: mkdtemp");
        return EXIT_FAILURE;
    }
    setenv("TMPDIR", scratch, 1);

    SRunner *sr = srunner_create(NULL);
#define SUITE(n) srunner_add_suite(sr, n##_suite());
#include "suites.h"
#undef SUITE
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    char rm[4200];
    snprintf(rm, sizeof rm, "rm -rf '%s'", scratch);
    if (system(rm) != 0)
        fprintf(stderr, "run_tests: could not remove %s\n", scratch);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
