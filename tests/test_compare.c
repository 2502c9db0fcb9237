/* test_compare.c: suite compare: scripts/compare.py end to end on micro
 * traces with the debug simrun and hand-written gpurun runs: one trace
 * against its runs (--trace), suites summarized (--summarize) and the table
 * from the summary (--summary) equal to the table from the suites, the
 * reduction of calibration measurements (--calibration-summary), and the
 * table of docs/validation.md as the committed summary gives it today. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

#define COMPARE PYTHON " scripts/compare.py --simrun " TEST_BIN("simrun")

/* A key of simrun's JSON for a fresh micro trace of size (caching, the
 * h100-pcie5 profile): the run's time under either of its names. */
static double sim_key(const char *size, const char *key)
{
    const char *trace = test_tmp(".h5");
    char *out = NULL;
    int rc = test_run(&out, TEST_BIN("tracegen") " micro --pattern seq --size %s --seed 1 -o %s"
                      " && " TEST_BIN("simrun") " --quiet --json --no-wall --gpu h100-pcie5"
                      " --policy caching %s", size, trace, trace);
    ck_assert_msg(rc == 0, "%s", out);
    char pat[64];
    snprintf(pat, sizeof pat, "\"%s\":", key);
    const char *p = strstr(out, pat);
    if (!p && !strcmp(key, "time_ns")) {
        snprintf(pat, sizeof pat, "\"sim_time_ns\":");
        p = strstr(out, pat);
    }
    ck_assert_msg(p != NULL, "%s: no %s", out, key);
    double v = atof(p + strlen(pat));
    free(out);
    return v;
}

static const char *micro_trace(const char *size)
{
    const char *trace = test_tmp(".h5");
    char *out = NULL;
    int rc = test_run(&out, TEST_BIN("tracegen") " micro --pattern seq --size %s --seed 1 -o %s",
                      size, trace);
    ck_assert_msg(rc == 0, "%s", out);
    free(out);
    return trace;
}

/* The summary lines for nine measured runs of the trace at simulated time /
 * 0.8 times each factor (median factor 1: time ratio 0.80). */
static char *summary_of(const char *trace, double sim, const double f[9])
{
    const char *runs = test_tmp(".json");
    FILE *fp = fopen(runs, "w");
    ck_assert_ptr_nonnull(fp);
    for (int i = 0; i < 9; i++)
        fprintf(fp, "{\"policy\":\"caching\",\"upstream\":\"managed\",\"time_ns\":%.0f}\n",
                sim / 0.8 * f[i]);
    fclose(fp);
    char *out = NULL;
    int rc = test_run(&out, COMPARE " --trace %s --measured %s -- --policy caching", trace, runs);
    ck_assert_msg(rc == 0, "%s", out);
    return out;
}

/* A miss is reported with its ratio against the runs' 90th and 10th
 * percentiles (linear between order statistics): a tight spread leaves it
 * outside 15%, a wide one reaches into the band. */
START_TEST(miss_against_the_runs_spread)
{
    const char *trace = micro_trace("4M");
    double sim = sim_key("4M", "time_ns");
    static const double tight[9] = { 0.99, 0.995, 1, 1, 1, 1, 1, 1.005, 1.01 };
    static const double wide[9] = { 0.6, 0.7, 0.8, 0.9, 1, 1.1, 1.2, 1.3, 1.4 };
    char *out = summary_of(trace, sim, tight);
    ck_assert_msg(strstr(out, "within 15%: 0 of 1\n") &&
                  strstr(out, "outside 15% (in brackets: against the runs' 90th and 10th"
                              " percentiles): ") &&
                  strstr(out, " 0.80 (0.80–0.80)\n"), "%s", out);
    free(out);
    out = summary_of(trace, sim, wide); /* p10 0.68, p90 1.32: 0.8 / 1.32 to 0.8 / 0.68 */
    ck_assert_msg(strstr(out, " 0.80 (0.61–1.18)\n"), "%s", out);
    free(out);
}
END_TEST

/* simrun gets, one policy at a time, the host time of gpurun's own that the
 * median run of that policy reports, averaged over its events (the first of
 * each kind included), and nothing where a run does not report it or with
 * --no-host-overhead. Runs give their time as time_ns or, as results named
 * it before, sim_time_ns. */
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
    const char *trace = micro_trace("4M");
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
    /* the overhead line: caching's median over its runs 0.7 us an event; cuda
     * reports none */
    rc = test_run(&out, COMPARE " --trace %s --measured %s -- --policy cuda,caching"
                  " | grep \"^gpurun's own overhead\"", trace, runs);
    ck_assert_msg(rc == 0 && strstr(out, "at or under 2 us in 1 of 1\n"), "%s", out);
    free(out);
    rc = test_run(&out, COMPARE " --no-host-overhead --trace %s --measured %s -- --policy"
                  " cuda,caching | grep -c host-overhead", trace, runs);
    ck_assert_str_eq(out, "0\n");
    free(out);
}
END_TEST

/* Three suites of two cases, written as scripts/validate.sh writes them (the
 * runs of the first two in DIR/gpu/, of the third in DIR itself, which is how
 * a suite's directory is kept): a's suite medians at 1.0, 1.1 and 0.9 times
 * its simulated time, each of three runs at 0.98, 1 and 1.02 times that (the
 * median of the nine: simulated as measured); b at simulated / 0.8 in every
 * run. The summary holds those medians and spreads; the table from it is the
 * table from the suites themselves. */
START_TEST(suites_summary_table)
{
    const char *cases = test_tmp(".txt");
    FILE *fp = fopen(cases, "w");
    ck_assert_ptr_nonnull(fp);
    fprintf(fp, "# NAME | tracegen | flags\n"
                "a | micro --pattern seq --size 4M | --policy caching\n"
                "b | micro --pattern seq --size 8M | --policy caching\n");
    fclose(fp);
    double a = sim_key("4M", "time_ns"), b = sim_key("8M", "time_ns");
    double ah2d = sim_key("4M", "h2d_bytes");
    static const double suite[3] = { 1.0, 1.1, 0.9 }, run[3] = { 0.98, 1, 1.02 };
    char dirs[3][256], path[1024];
    for (int i = 0; i < 3; i++) {
        snprintf(dirs[i], sizeof dirs[i], "%s", test_tmp("-suite"));
        const char *sub = i < 2 ? "/gpu" : "";
        ck_assert_int_eq(test_run(NULL, "mkdir -p %s%s", dirs[i], sub), 0);
        snprintf(path, sizeof path, "%s%s/a.json", dirs[i], sub);
        fp = fopen(path, "w");
        ck_assert_ptr_nonnull(fp);
        for (int k = 0; k < 3; k++)
            fprintf(fp, "{\"policy\":\"caching\",\"upstream\":\"managed\",\"%s\":%.0f,"
                    "\"events\":4,\"host_overhead_ns\":%d,\"host_overhead_ns_per_event\":%d}\n",
                    i == 2 ? "time_ns" : "sim_time_ns", a * suite[i] * run[k],
                    k == 1 ? 4 + 4 * i : 9000, 1500);
        fclose(fp);
        /* a's bytes: CUPTI's count 0.9, 1 and 1 times simulated, the link's 1.05 */
        snprintf(path, sizeof path, "%s%s/a-cupti.json", dirs[i], sub);
        fp = fopen(path, "w");
        ck_assert_ptr_nonnull(fp);
        fprintf(fp, "{\"policy\":\"caching\",\"upstream\":\"managed\",\"h2d_bytes\":%.0f,"
                "\"link_h2d_bytes\":%.0f,\"d2h_bytes\":0,\"link_d2h_bytes\":0}\n",
                ah2d * (i == 0 ? 0.9 : 1), ah2d * 1.05);
        fclose(fp);
        snprintf(path, sizeof path, "%s%s/b.json", dirs[i], sub);
        fp = fopen(path, "w");
        ck_assert_ptr_nonnull(fp);
        fprintf(fp, "{\"policy\":\"caching\",\"upstream\":\"managed\",\"time_ns\":%.0f}\n",
                b / 0.8);
        fclose(fp);
    }
    const char *csv = test_tmp(".csv");
    char *out = NULL;
    int rc = test_run(&out, COMPARE " --cases %s --summarize %s %s %s %s && cat %s", cases, csv,
                      dirs[0], dirs[1], dirs[2], csv);
    ck_assert_msg(rc == 0, "%s", out);
    char want[512];
    /* a: 3 suites, 9 runs, the median a (rounded), the suites' medians 0.9a..1.1a in
     * suite order; the median run (the first suite's middle one) spent 4 ns of its
     * own over 4 events (too little to move the simulated time) */
    snprintf(want, sizeof want, "\na,caching,managed,micro --pattern seq --size 4M,"
             "--policy caching,3,9,%.0f,", a);
    ck_assert_msg(strstr(out, want), "%s\nwanted %s", out, want);
    snprintf(want, sizeof want, ",%.0f,%.0f,%.0f %.0f %.0f,", a * 0.9, a * 1.1, a, a * 1.1,
             a * 0.9);
    ck_assert_msg(strstr(out, want), "%s\nwanted %s", out, want);
    ck_assert_msg(strstr(out, ",1.0,1500.0,"), "%s", out);
    ck_assert_msg(strstr(out, "\nb,caching,managed,micro --pattern seq --size 8M,--policy"
                              " caching,3,3,"), "%s", out);
    free(out);

    char *table = NULL;
    rc = test_run(&table, COMPARE " --gpu h100-pcie5 --summary %s", csv);
    ck_assert_msg(rc == 0, "%s", table);
    ck_assert_msg(strstr(table, "| a | caching | ") && strstr(table, " | 1.00 | 1.00 | - | 1.50 |\n"),
                  "%s", table);
    ck_assert_msg(strstr(table, " | 0.80 | ") &&
                  strstr(table, "geometric mean 0.894 over 2 runs of 2 cases (0.80 to 1.00);"
                                " within 15%: 1 of 2\n") &&
                  strstr(table, "bytes each way within 10% of the measured range (CUPTI's count"
                                " to the link's payload): 1 of 1\n"), "%s", table);
    /* each suite alone: a at 1, 1/1.1 and 1/0.9 with b at 0.8 */
    ck_assert_msg(strstr(table, "each of the 3 suites alone: geometric mean 0.853 (suite 2) to"
                                " 0.943 (suite 3); every run within 15% in 0 of them\n"), "%s",
                  table);
    ck_assert_msg(strstr(table, "largest over smallest of the suites': median 11.1%, largest"
                                " 22.2% (a)"), "%s", table);
    /* the suites themselves give the same table */
    rc = test_run(&out, COMPARE " --gpu h100-pcie5 --cases %s %s %s %s", cases, dirs[0],
                  dirs[1], dirs[2]);
    ck_assert_msg(rc == 0, "%s", out);
    ck_assert_str_eq(out, table);
    free(out);
    free(table);

    /* a directory that is not a suite: exit 2, naming it */
    const char *none = test_tmp("-none");
    ck_assert_int_eq(test_run(NULL, "mkdir -p %s", none), 0);
    rc = test_run(&out, COMPARE " --cases %s --summarize %s %s %s", cases, csv, dirs[0], none);
    ck_assert_msg(rc == 2 && strstr(out, none) && strstr(out, "not an output directory"),
                  "%d %s", rc, out);
    free(out);
}
END_TEST

/* --calibration-summary: each point of the fit as three rows whose median is
 * the point's (a constant's case pooled over its sizes at size 0, the fault
 * path's pairs as their differences beside a resident row of 0, repetitions
 * of a second file paired within it), a mean's middle row its mean; rows 0
 * carry the earliest date of a point's repetitions, rows 1 and 2 the latest. */
START_TEST(calibration_summary)
{
    const char *f1 = test_tmp(".csv"), *f2 = test_tmp(".csv"), *outcsv = test_tmp(".csv");
    const char *head = "kind,key,case,size,stride,piece,rep,value,unit,device,driver,cuda,date\n";
    const char *t1 = "ns,GPU,drv,cu,2026-01-01T00:00:00Z\n", *t2 = "ns,GPU,drv,cu,2026-01-02T00:00:00Z\n";
    FILE *fp = fopen(f1, "w");
    ck_assert_ptr_nonnull(fp);
    fprintf(fp, "%sm,capacity,total,0,0,0,0,85017493504,B,GPU,drv,cu,2026-01-01T00:00:00Z\n"
            "m,launch_ns,replay,0,0,0,0,3000,%sm,launch_ns,replay,0,0,0,1,4000,%s"
            "m,launch_ns,replay,0,0,0,2,5000,%s"
            "m,prefetch_defer_ns,resident-1,65536,0,0,0,100,%s"
            "m,prefetch_defer_ns,resident-1,2097152,0,0,0,300,%s"
            "m,fault,seq,2097152,0,0,0,1000,%sm,fault_resident,seq,2097152,0,0,0,400,%s"
            "m,fault,seq,2097152,0,0,1,1100,%sm,fault_resident,seq,2097152,0,0,1,300,%s"
            "m,evict_d2h_ns,harness,65536,0,0,0,10,%sm,evict_d2h_ns,harness,65536,0,0,1,20,%s"
            "m,evict_d2h_ns,harness,65536,0,0,2,30,%s"
            "fit,launch_ns,rms_rel,0,0,0,3,0.2,1,GPU,drv,cu,2026-01-01T00:00:00Z\n",
            head, t1, t1, t1, t1, t1, t1, t1, t1, t1, t1, t1, t1);
    fclose(fp);
    fp = fopen(f2, "w");
    ck_assert_ptr_nonnull(fp);
    fprintf(fp, "%sm,launch_ns,replay,0,0,0,0,6000,%s"
            "m,prefetch_defer_ns,resident-1,16777216,0,0,0,200,%s"
            "m,fault,seq,2097152,0,0,0,900,%sm,fault_resident,seq,2097152,0,0,0,200,%s",
            head, t2, t2, t2, t2);
    fclose(fp);
    char *out = NULL;
    int rc = test_run(&out, PYTHON " scripts/compare.py --calibration-summary %s %s %s && cat %s",
                      outcsv, f1, f2, outcsv);
    ck_assert_msg(rc == 0, "%s", out);
    ck_assert_msg(!strncmp(out, head, strlen(head)), "%s", out);
    static const char *want[] = {
        "m,capacity,total,0,0,0,1,85017493504,B,GPU,drv,cu,2026-01-01T00:00:00Z\n",
        "m,launch_ns,replay,0,0,0,0,", /* then below the median, earliest date */
        "m,launch_ns,replay,0,0,0,1,4500,ns,GPU,drv,cu,2026-01-02T00:00:00Z\n",
        "m,prefetch_defer_ns,resident-1,0,0,0,1,200,ns,GPU,drv,cu,2026-01-02T00:00:00Z\n",
        "m,fault,seq,2097152,0,0,1,700,ns,GPU,drv,cu,2026-01-02T00:00:00Z\n",
        "m,fault_resident,seq,2097152,0,0,1,0,ns,GPU,drv,cu,2026-01-02T00:00:00Z\n",
        "m,evict_d2h_ns,harness,65536,0,0,1,20,ns,GPU,drv,cu,2026-01-01T00:00:00Z\n",
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++)
        ck_assert_msg(strstr(out, want[i]), "%s\nwanted %s", out, want[i]);
    /* three rows a point: capacity, launch, defer, fault (+ resident), evict */
    int rows = 0;
    for (const char *p = out; (p = strchr(p, '\n')); p++)
        rows++;
    ck_assert_int_eq(rows, 1 + 3 * 6);
    ck_assert_msg(!strstr(out, "prefetch_defer_ns,resident-1,65536") && !strstr(out, "fit,"),
                  "%s", out);
    free(out);
    /* below and above the median: launch_ns's rows 0 and 2 straddle 4500 */
    rc = test_run(&out, "awk -F, '$2 == \"launch_ns\" { print ($8 < 4500) + 0, ($8 > 4500) + 0 }' %s",
                  outcsv);
    ck_assert_str_eq(out, "1 0\n0 0\n0 1\n");
    free(out);
    /* not a measurements file: exit 2, naming it */
    fp = fopen(f2, "w");
    ck_assert_ptr_nonnull(fp);
    fprintf(fp, "case,policy\n");
    fclose(fp);
    rc = test_run(&out, PYTHON " scripts/compare.py --calibration-summary %s %s", outcsv, f2);
    ck_assert_msg(rc == 2 && strstr(out, f2) && strstr(out, "not a gpurun --calibrate"
                                                        " measurements file"), "%d %s", rc, out);
    free(out);
}
END_TEST

/* docs/validation.md shows the table and summary lines that compare.py prints
 * from the committed 2026-11-27 summary with this simrun and the shipped
 * profile (the summary lines indented as a code block): a change of the model
 * that moves a figure fails here until the page is regenerated with that
 * command. */
START_TEST(validation_page_is_current)
{
    char *out = NULL;
    int rc = test_run(&out, COMPARE " --gpu profiles/h100-pcie5.profile --summary"
                      " docs/data/h100-2026-11-27 | sed -e '/^$/d' -e '/^|/!s/^/    /'"
                      " | grep -vxF -f docs/validation.md");
    ck_assert_msg(rc == 1 && !*out, "docs/validation.md lacks these lines of `scripts/compare.py"
                  " --summary docs/data/h100-2026-11-27 --gpu profiles/h100-pcie5.profile`:\n%s",
                  out);
    free(out);
}
END_TEST

/* scripts/fit_corpus.py gives back the fault costs of runs that simrun itself
 * "measured" with known costs (the check and its figures:
 * tests/py/fit_corpus_check.py). */
START_TEST(fit_corpus_recovers_known_costs)
{
    const char *dir = test_tmp("-fit");
    ck_assert_int_eq(test_run(NULL, "mkdir -p %s", dir), 0);
    char *out = NULL;
    int rc = test_run(&out, PYTHON " tests/py/fit_corpus_check.py " TEST_BIN("simrun") " %s",
                      dir);
    ck_assert_msg(rc == 0 && strstr(out, "ok"), "%d %s", rc, out);
    free(out);
}
END_TEST

Suite *compare_suite(void);
Suite *compare_suite(void)
{
    Suite *s = suite_create("compare");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, host_overhead_per_policy);
    tcase_add_test(tc, miss_against_the_runs_spread);
    tcase_add_test(tc, suites_summary_table);
    tcase_add_test(tc, calibration_summary);
    tcase_add_test(tc, validation_page_is_current);
    tcase_add_test(tc, fit_corpus_recovers_known_costs);
    suite_add_tcase(s, tc);
    return s;
}
