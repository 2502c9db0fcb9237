/* check_main.c: the one test runner. Every tests/test_NAME.c defines
 * `Suite *NAME_suite(void)`; the build lists them in suites.h, and this
 * runs them all in one SRunner so the summary line counts every test.
 * CK_FORK stays on (the default), so a crashing test fails alone. */
#include <check.h>
#include <stdlib.h>

#define SUITE(n) Suite *n##_suite(void);
#include "suites.h"
#undef SUITE

int main(void)
{
    SRunner *sr = srunner_create(NULL);
#define SUITE(n) srunner_add_suite(sr, n##_suite());
#include "suites.h"
#undef SUITE
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
