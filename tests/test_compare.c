/* test_compare.c: suite compare: scripts/compare.py's interval of the
 * measured median (order statistics of the runs), how its summary tells a
 * miss the runs' spread explains from one it does not, and its judgment of
 * several suites together (--pool), end to end on micro traces with the
 * debug simrun and hand-written gpurun runs. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

#define COMPARE PYTHON " scripts/compare.py --simrun " TEST_BIN("simrun")

START_TEST(median_interval_is_order_statistics)
{
    char *out = NULL;
    int rc = test_run(&out, PYTHON " -c \"import sys; sys.path.insert(0, 'scripts'); "
                      "import compare as c; r = list(range(1, 16)); "
                      "print(c.median_interval(r[:9]), c.median_interval(r), "
                      "c.median_interval(r[:6]), c.median_interval(r[:5]))\"");
    ck_assert_msg(rc == 0, "%s", out);
    /* n = 9: 2nd and 8th (96.1%); n = 15: 4th and 12th (96.5%); n = 6: 1st and 6th
     * (96.9%); n = 5: none reaches 95% */
    ck_assert_str_eq(out, "(2, 8) (4, 12) (1, 6) None\n");
    free(out);
}
END_TEST

/* compare.py's summary for measured runs of the trace at simulated time /
 * 0.8 times each factor (nine runs, median factor 1: time ratio 0.80), the
 * simulated time with compare.py's default profile. */
static char *summary(const char *trace, const double f[9])
{
    char *out = NULL;
    int rc = test_run(&out, TEST_BIN("simrun") " --quiet --json --no-wall --gpu h100-pcie5"
                      " --policy caching %s", trace);
    ck_assert_msg(rc == 0, "%s", out);
    const char *p = strstr(out, "\"time_ns\":");
    ck_assert_ptr_nonnull(p);
    double sim = atof(p + strlen("\"time_ns\":"));
    free(out);
    const char *runs = test_tmp(".json");
    FILE *fp = fopen(runs, "w");
    ck_assert_ptr_nonnull(fp);
    for (int i = 0; i < 9; i++)
        fprintf(fp, "{\"policy\":\"caching\",\"upstream\":\"managed\",\"time_ns\":%.0f}\n",
                sim / 0.8 * f[i]);
    fclose(fp);
    rc = test_run(&out, COMPARE " --trace %s --measured %s -- --policy caching | grep '^outside'",
                  trace, runs);
    ck_assert_msg(rc == 0, "%s", out);
    return out;
}

START_TEST(miss_inside_or_outside_the_runs_spread)
{
    const char *trace = test_tmp(".h5");
    char *out = NULL;
    int rc = test_run(&out, TEST_BIN("tracegen") " micro --pattern seq --size 4M --seed 1 -o %s",
                      trace);
    ck_assert_msg(rc == 0, "%s", out);
    free(out);
    static const double tight[9] = { 0.99, 0.995, 1, 1, 1, 1, 1, 1.005, 1.01 };
    static const double wide[9] = { 0.6, 0.7, 0.8, 0.9, 1, 1.1, 1.2, 1.3, 1.4 };
    out = summary(trace, tight);
    ck_assert_msg(strstr(out, " 0.80 (0.80-0.80)") && strstr(out, "included): 1 of 1"),
                  "%s", out);
    free(out);
    out = summary(trace, wide); /* the 2nd and 8th runs: 0.8 / 1.3 to 0.8 / 0.7 */
    ck_assert_msg(strstr(out, " 0.80 (0.62-1.14)") && strstr(out, "included): 0 of 1"),
                  "%s", out);
    free(out);
}
END_TEST

/* simrun gets, one policy at a time, the host time of gpurun's own that the
 * median run of that policy reports, averaged over its events (the first of
 * each kind included), and nothing where a run does not report it or with
 * --no-host-overhead. */
START_TEST(host_overhead_per_policy)
{
    char *out = NULL;
    int rc = test_run(&out, PYTHON " -c \"import sys; sys.path.insert(0, 'scripts'); "
                      "import compare as c; print(c.split_policies(['--policy', "
                      "'bfc:round=1024,max_split=2,cuda', '--capacity', '1G', '-p', "
                      "'caching']))\"");
    ck_assert_msg(rc == 0, "%s", out);
    ck_assert_str_eq(out, "(['--capacity', '1G'], ['bfc:round=1024,max_split=2', 'cuda',"
                     " 'caching'])\n");
    free(out);
    const char *trace = test_tmp(".h5");
    rc = test_run(&out, TEST_BIN("tracegen") " micro --pattern seq --size 4M --seed 1 -o %s",
                  trace);
    ck_assert_msg(rc == 0, "%s", out);
    free(out);
    const char *runs = test_tmp(".json");
    FILE *fp = fopen(runs, "w");
    ck_assert_ptr_nonnull(fp);
    /* caching's median run (5 ms) spent 1502 ns of its own over 6 events, 250.3 an
     * event (after its first events, 100: not what simrun gets); cuda's none */
    fprintf(fp, "{\"policy\":\"caching\",\"upstream\":\"managed\",\"time_ns\":4000000,"
            "\"events\":6,\"host_overhead_ns\":5400,\"host_overhead_ns_per_event\":900}\n"
            "{\"policy\":\"caching\",\"upstream\":\"managed\",\"time_ns\":5000000,"
            "\"events\":6,\"host_overhead_ns\":1502,\"host_overhead_ns_per_event\":100}\n"
            "{\"policy\":\"caching\",\"upstream\":\"managed\",\"time_ns\":6000000,"
            "\"events\":6,\"host_overhead_ns\":4200,\"host_overhead_ns_per_event\":700}\n"
            "{\"policy\":\"cuda\",\"upstream\":\"managed\",\"time_ns\":5000000}\n");
    fclose(fp);
    rc = test_run(&out, COMPARE " --trace %s --measured %s -- --policy cuda,caching"
                  " | grep '^simrun:'", trace, runs);
    ck_assert_msg(rc == 0, "%s", out);
    ck_assert_msg(strstr(out, "--policy cuda /") || strstr(out, "--policy cuda '"), "%s", out);
    ck_assert_msg(strstr(out, "--policy caching --host-overhead 250ns"), "%s", out);
    free(out);
    /* the summary's overhead line: caching's median over its runs 0.7 us an event; cuda
     * reports none */
    rc = test_run(&out, COMPARE " --trace %s --measured %s -- --policy cuda,caching"
                  " | grep \"^gpurun's own overhead\"", trace, runs);
    ck_assert_msg(rc == 0 && strstr(out, "at or under 2 us in 1 of 1 runs (target: all)\n"),
                  "%s", out);
    free(out);
    rc = test_run(&out, COMPARE " --no-host-overhead --trace %s --measured %s -- --policy"
                  " cuda,caching | grep -c host-overhead", trace, runs);
    ck_assert_str_eq(out, "0\n");
    free(out);
}
END_TEST

/* Simulated time of a fresh micro trace of size (caching, the h100-pcie5 profile). */
static double sim_ns(const char *size)
{
    const char *trace = test_tmp(".h5");
    char *out = NULL;
    int rc = test_run(&out, TEST_BIN("tracegen") " micro --pattern seq --size %s --seed 1 -o %s"
                      " && " TEST_BIN("simrun") " --quiet --json --no-wall --gpu h100-pcie5"
                      " --policy caching %s", size, trace, trace);
    ck_assert_msg(rc == 0, "%s", out);
    const char *p = strstr(out, "\"time_ns\":");
    ck_assert_ptr_nonnull(p);
    double ns = atof(p + strlen("\"time_ns\":"));
    free(out);
    return ns;
}

/* --pool: three suites of two cases, a simulated as measured in each, b at 0.80,
 * 0.84 and 0.82 (always outside 15%, 0.820 over the pool). As measured no suite
 * meets the targets; with b's mean over the pool taken out every one does; with
 * each suite's offset alone, none (it cannot move b by a fifth). gpurun's own
 * overhead: 1.5 us an event for a, for b 2.5 in the first suite (over the
 * target) and 1.0 in the others. */
START_TEST(pool_of_suites)
{
    const char *cases = test_tmp(".txt");
    FILE *fp = fopen(cases, "w");
    ck_assert_ptr_nonnull(fp);
    fprintf(fp, "# NAME | tracegen | flags\n"
                "a | micro --pattern seq --size 4M | --policy caching\n"
                "b | micro --pattern seq --size 8M | --policy caching\n");
    fclose(fp);
    double a = sim_ns("4M"), b = sim_ns("8M");
    static const double rb[3] = { 0.80, 0.84, 0.82 };
    char dirs[3][256], path[1024];
    for (int i = 0; i < 3; i++) {
        snprintf(dirs[i], sizeof dirs[i], "%s", test_tmp("-suite"));
        snprintf(path, sizeof path, "%s/gpu", dirs[i]);
        ck_assert_int_eq(test_run(NULL, "mkdir -p %s", path), 0);
        const char *name[2] = { "a", "b" };
        const double t[2] = { a, b / rb[i] };
        for (int c = 0; c < 2; c++) {
            snprintf(path, sizeof path, "%s/gpu/%s.json", dirs[i], name[c]);
            fp = fopen(path, "w");
            ck_assert_ptr_nonnull(fp);
            fprintf(fp, "{\"policy\":\"caching\",\"upstream\":\"managed\",\"time_ns\":%.0f,"
                    "\"host_overhead_ns_per_event\":%d}\n",
                    t[c], c == 0 ? 1500 : i == 0 ? 2500 : 1000);
            fclose(fp);
        }
    }
    char *out = NULL;
    int rc = test_run(&out, COMPARE " --gpu h100-pcie5 --cases %s --pool %s %s %s", cases,
                      dirs[0], dirs[1], dirs[2]);
    ck_assert_msg(rc == 0, "%s", out);
    ck_assert_msg(strstr(out, " | 0.894 | 0.80..1.00 | 1 of 2 | 0 of 0 | 1 of 2 |"), "%s", out);
    ck_assert_msg(strstr(out, " | 0.917 | 0.84..1.00 | 1 of 2 | 0 of 0 | 2 of 2 |"), "%s", out);
    ck_assert_msg(strstr(out, "at or under 2 us in every case on 2 of 3 suites: b caching over"
                              " it on 1 (2.50..2.50 us)\n"), "%s", out);
    ck_assert_msg(strstr(out, "| b | caching | 3 | 0.820 | 0.024 | 0.80..0.84 | 3 |"), "%s", out);
    ck_assert_msg(strstr(out, "| a | caching | 3 | 1.000 | 0.000 | 1.00..1.00 | 0 |"), "%s", out);
    ck_assert_msg(strstr(out, "as measured: 0 of 3 suites; 3 runs outside 15%:"), "%s", out);
    ck_assert_msg(strstr(out, "over the pool taken out: 3 of 3 suites; 0 runs outside 15%\n"),
                  "%s", out);
    ck_assert_msg(strstr(out, "offset taken out: 0 of 3 suites; 3 runs outside 15%:"), "%s", out);
    ck_assert_msg(strstr(out, "both taken out: 3 of 3 suites; 0 runs outside 15%\n"), "%s", out);
    free(out);
    /* a directory that is not a suite: exit 2, naming it */
    const char *none = test_tmp("-none");
    rc = test_run(&out, COMPARE " --cases %s --pool %s %s", cases, none, dirs[0]);
    ck_assert_msg(rc == 2 && strstr(out, none) && strstr(out, "no gpu/ directory"), "%d %s",
                  rc, out);
    free(out);
}
END_TEST

Suite *compare_suite(void); /* the runner finds it by name */
Suite *compare_suite(void)
{
    Suite *s = suite_create("compare");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, median_interval_is_order_statistics);
    tcase_add_test(tc, host_overhead_per_policy);
    tcase_add_test(tc, miss_inside_or_outside_the_runs_spread);
    tcase_add_test(tc, pool_of_suites);
    suite_add_tcase(s, tc);
    return s;
}
