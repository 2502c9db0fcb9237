/* test_plots.c: suite plots: scripts/sweep.py (grid order, determinism,
 * failures listed, kept and grouped, Slurm script, run from anywhere and
 * installed), plots/pivot.py (gaps for failed runs) and
 * plots/timeline_bins.py, end to end on small micro traces with the debug
 * simrun.
 * `make plots` itself is checked by .ci/run (plots/make_plots.sh --check). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

/* Print the named columns of a CSV, one row a line, fields joined by ','. */
#define COLS PYTHON " -c \"import csv,sys; [print(*[r[k] for k in sys.argv[2:]], sep=',') " \
    "for r in csv.DictReader(open(sys.argv[1]))]\" "

#define SWEEP PYTHON " scripts/sweep.py --simrun " TEST_BIN("simrun") " --tracegen " TEST_BIN("tracegen")

START_TEST(sweep_rows_in_grid_order)
{
    const char *d = test_tmp(".d");
    char o[300];
    snprintf(o, sizeof o, "%s.csv", d);
    char *out = NULL;
    int rc = test_run(&out, SWEEP " -j 2 -d %s -o %s --gen 'micro --pattern seq --iters 1 --seed 1' "
                      "--vary size=2M,1M --policy cuda,bfc --memory device", d, o);
    ck_assert_msg(rc == 0, "%s", out);
    free(out);
    rc = test_run(&out, COLS "%s grid_run grid_exit grid_trace grid_size grid_policy policy | tr '\\n' ';'", o);
    ck_assert_int_eq(rc, 0);
    ck_assert_str_eq(out, "0,0,gen0-size2M,2M,cuda,cuda;1,0,gen0-size2M,2M,bfc,bfc;"
                          "2,0,gen0-size1M,1M,cuda,cuda;3,0,gen0-size1M,1M,bfc,bfc;");
    free(out);
}
END_TEST

START_TEST(sweep_same_grid_same_results)
{
    const char *d1 = test_tmp(".d"), *d2 = test_tmp(".d");
    const char *grid = "--gen 'micro --pattern random --size 8M --iters 1 --seed 3' "
                       "--policy caching --prefetch none,manual --capacity 4M,64M";
    char *out = NULL;
    int rc = test_run(&out, SWEEP " -j 2 -d %s -o %s/r.csv %s", d1, d1, grid);
    ck_assert_msg(rc == 0, "%s", out);
    free(out);
    rc = test_run(&out, SWEEP " -j 1 -d %s -o %s/r.csv %s", d2, d2, grid);
    ck_assert_msg(rc == 0, "%s", out);
    free(out);
    /* identical apart from the working directory in the trace paths */
    rc = test_run(&out, "sed 's|%s||g' %s/r.csv > %s/a && sed 's|%s||g' %s/r.csv > %s/b && "
                  "cmp %s/a %s/b && wc -l < %s/a", d1, d1, d1, d2, d2, d1, d1, d1, d1);
    ck_assert_msg(rc == 0, "%s", out);
    ck_assert_int_eq(atoi(out), 5);
    free(out);
}
END_TEST

START_TEST(sweep_lists_failures_and_keeps_their_rows)
{
    const char *d = test_tmp(".d");
    char *out = NULL;
    /* one trace that does not exist (exit 2) and one run out of memory (exit 1) */
    int rc = test_run(&out, "%s -j 2 -d %s -o %s/r.csv --trace /nonexistent/x.h5 "
                      "--gen 'micro --pattern seq --size 64M --iters 1 --seed 1' "
                      "--policy cuda --memory device --capacity 1M,1G", SWEEP, d, d);
    ck_assert_msg(rc == 1, "sweep exit %d: %s", rc, out);
    ck_assert_ptr_nonnull(strstr(out, "3 of 4 runs failed"));
    free(out);
    rc = test_run(&out, "cat %s/failed.txt", d);
    ck_assert_int_eq(rc, 0);
    ck_assert_ptr_nonnull(strstr(out, "run 0: exit 2"));
    ck_assert_ptr_nonnull(strstr(out, "run 1: exit 2"));
    ck_assert_ptr_nonnull(strstr(out, "command: "));
    ck_assert_ptr_nonnull(strstr(out, "/nonexistent/x.h5"));
    ck_assert_ptr_nonnull(strstr(out, "run 2: exit 1"));
    ck_assert_ptr_nonnull(strstr(out, "out of memory"));
    ck_assert_ptr_null(strstr(out, "run 3:"));
    free(out);
    /* every run has a row: the bad trace with empty results, the OOM run with status oom */
    rc = test_run(&out, COLS "%s/r.csv grid_run grid_exit grid_capacity status | tr '\\n' ';'", d);
    ck_assert_int_eq(rc, 0);
    ck_assert_str_eq(out, "0,2,1M,;1,2,1G,;2,1,1M,oom;3,0,1G,ok;");
    free(out);
}
END_TEST

START_TEST(pivot_gap_for_failed_run)
{
    const char *d = test_tmp(".d");
    char *out = NULL;
    int rc = test_run(&out, "mkdir -p %s && printf 'grid_batch,grid_policy,status,samples_per_sec\\n"
                      "16,a,ok,10\\n16,b,ok,20\\n32,a,oom,5\\n32,b,ok,\\n64,a,ok,7.5\\n' > %s/s.csv && "
                      PYTHON " plots/pivot.py %s/s.csv %s/w.csv --x grid_batch --y samples_per_sec "
                      "--series grid_policy && cat %s/w.csv", d, d, d, d, d);
    ck_assert_msg(rc == 0, "%s", out);
    ck_assert_str_eq(out, "3\nbatch,a,b\n16,10,20\n32,,\n64,7.5,\n");
    free(out);
    /* OUT naming IN once replaced the sweep's results with the pivot */
    rc = test_run(&out, "cp %s/s.csv %s/s0.csv && " PYTHON " plots/pivot.py %s/s.csv %s/s.csv --x "
                  "grid_batch --y samples_per_sec --series grid_policy", d, d, d, d);
    ck_assert_int_eq(rc, 2);
    ck_assert_ptr_nonnull(strstr(out, "pivot.py: "));
    ck_assert_ptr_nonnull(strstr(out, "/s.csv: is the same file as the input "));
    free(out);
    ck_assert_int_eq(test_run(NULL, "cmp -s %s/s.csv %s/s0.csv", d, d), 0);
}
END_TEST

START_TEST(sweep_slurm_script)
{
    const char *d = test_tmp(".d");
    char *out = NULL;
    int rc = test_run(&out, "%s -d %s --slurm %s/job.sh --gen 'micro --iters 1' --vary size=1M,2M,4M "
                      "--policy cuda,bfc && cat %s/job.sh && ls %s/runs | wc -l", SWEEP, d, d, d, d);
    ck_assert_msg(rc == 0, "%s", out);
    ck_assert_ptr_nonnull(strstr(out, "#SBATCH --array=0-5\n"));
    ck_assert_ptr_nonnull(strstr(out, "run.jobs"));
    /* nothing ran: no run outputs */
    ck_assert_ptr_nonnull(strstr(out, "\n0\n"));
    free(out);
    rc = test_run(&out, "wc -l < %s/run.jobs; wc -l < %s/gen.jobs", d, d);
    ck_assert_int_eq(rc, 0);
    ck_assert_str_eq(out, "6\n3\n");
    free(out);
}
END_TEST

static int count_of(const char *s, const char *what)
{
    int n = 0;
    for (const char *p = s; (p = strstr(p, what)) != NULL; p += strlen(what))
        n++;
    return n;
}

/* From a scratch directory, without -d or -o: the work files and results go
 * to ./sweep-out there, and six runs failing alike (two missing traces, three
 * policies) are reported as one failure, with its count and one command. */
START_TEST(sweep_groups_alike_failures)
{
    const char *d = test_tmp(".d");
    char *out = NULL;
    int rc = test_run(&out, "R=$(pwd) && mkdir -p %s && cd %s && " PYTHON " $R/scripts/sweep.py -j 2 "
                      "--simrun $R/" TEST_BIN("simrun") " --trace /nonexistent/a.h5 --trace /nonexistent/b.h5 "
                      "--policy cuda,bfc,caching --memory device --gpu $R/profiles/h200-pcie5.profile",
                      d, d);
    ck_assert_msg(rc == 1, "sweep exit %d: %s", rc, out);
    ck_assert_msg(strstr(out, "6 of 6 runs failed (each listed in sweep-out/failed.txt); "
                              "1 distinct failure:\n  6 runs, exit 2; e.g. run 0: ") != NULL, "%s", out);
    ck_assert_int_eq(count_of(out, "e.g. run"), 1);
    ck_assert_int_eq(count_of(out, "cannot open"), 1);
    ck_assert_msg(strstr(out, "sweep: 6 runs, 6 failed; results in sweep-out/results.csv (6 rows)") != NULL,
                  "%s", out);
    free(out);
    rc = test_run(&out, "cd %s && ls && wc -l < sweep-out/results.csv && grep -c '^run ' sweep-out/failed.txt", d);
    ck_assert_int_eq(rc, 0);
    ck_assert_str_eq(out, "sweep-out\n7\n6\n");
    free(out);
}
END_TEST

/* make install puts sweep.py and pivot.py in PREFIX/bin as gpumemsim-sweep and
 * gpumemsim-pivot; the installed sweep, run from elsewhere, finds the
 * installed simrun and tracegen by itself and says where its results are. */
START_TEST(sweep_installed_runs_anywhere)
{
    const char *dest = test_tmp(".inst"), *d = test_tmp(".d");
    char *out = NULL;
    int rc = test_run(&out, "env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make -s install BUILD=%s DESTDIR=%s PREFIX=/p",
                      BUILD_DIR, dest);
    ck_assert_msg(rc == 0, "make install: %s", out);
    free(out);
    rc = test_run(&out, "mkdir -p %s && cd %s && %s/p/bin/gpumemsim-sweep -j 2 --gen 'micro --pattern seq --iters 1 "
                  "--seed 1' --vary size=1M,2M --policy bfc --memory device", d, d, dest);
    ck_assert_msg(rc == 0, "%s", out);
    ck_assert_msg(strstr(out, "sweep: 2 runs, none failed; results in sweep-out/results.csv (2 rows), "
                              "work files in sweep-out\n") != NULL, "%s", out);
    ck_assert_ptr_null(strstr(out, "failure"));
    free(out);
    rc = test_run(&out, "cd %s && %s/p/bin/gpumemsim-pivot sweep-out/results.csv w.csv --x grid_size "
                  "--y peak_reserved_bytes --series grid_policy && cat w.csv", d, dest);
    ck_assert_msg(rc == 0, "%s", out);
    ck_assert_str_eq(out, "2\nsize,bfc\n1M,1048576\n2M,2097152\n");
    free(out);
}
END_TEST

/* plots/timeline_bins.py on a timeline computed by hand: rows at 0, 1, 2.5
 * and 4 ms, two bins of 2 ms. Faults (totals so far) 0, 100, 300, 400: 100
 * by 2 ms and 400 by 4, so 50 and 150 per ms. Demand bytes 0, 2e6, 2e6,
 * 6e6: 2e6 and 4e6 bytes over 2 ms, 1 and 2 GB/s. In flight 1, 0, 1, 0
 * from each row to the next: 1 over [0, 1) and 0 over [1, 2), mean 0.5;
 * 0 over [2, 2.5) and 1 over [2.5, 4), mean 0.75. */
START_TEST(timeline_bins_by_hand)
{
    const char *d = test_tmp(".d");
    char *out = NULL;
    int rc = test_run(&out, "mkdir -p %s && printf '"
                      "policy,time_ns,resident_bytes,allocated_bytes,reserved_bytes,transfers_in_flight,"
                      "faults,h2d_demand_bytes,h2d_density_bytes,h2d_prefetch_bytes,d2h_eviction_bytes,"
                      "d2h_cpu_fault_bytes,d2h_prefetch_bytes,kernels\n"
                      "p,0,0,0,0,1,0,0,0,0,0,0,0,0\n"
                      "p,1000000,0,0,0,0,100,2000000,0,0,0,0,0,1\n"
                      "q,2000000,0,0,0,0,999,0,0,0,0,0,0,0\n"
                      "p,2500000,0,0,0,1,300,2000000,0,0,0,0,0,2\n"
                      "p,4000000,0,0,0,0,400,6000000,0,0,0,0,0,3\n' > %s/tl.csv && "
                      PYTHON " plots/timeline_bins.py %s/tl.csv %s/b.csv --policy p --bins 2 && cat %s/b.csv",
                      d, d, d, d, d);
    ck_assert_msg(rc == 0, "%s", out);
    ck_assert_str_eq(out, "binms=2; nbins=2; tmax=4; faults=400; inflight_max=0.75; rates='h2d_demand'\n"
                          "t_ms,faults_per_ms,h2d_demand_gbps,h2d_density_gbps,h2d_prefetch_gbps,"
                          "d2h_eviction_gbps,d2h_cpu_fault_gbps,d2h_prefetch_gbps,inflight\n"
                          "1,50,1,0,0,0,0,0,0.5\n3,150,2,0,0,0,0,0,0.75\n");
    free(out);
}
END_TEST

Suite *plots_suite(void);
Suite *plots_suite(void)
{
    Suite *s = suite_create("plots");
    TCase *tc = tcase_create("sweep");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, sweep_rows_in_grid_order);
    tcase_add_test(tc, sweep_same_grid_same_results);
    tcase_add_test(tc, sweep_lists_failures_and_keeps_their_rows);
    tcase_add_test(tc, pivot_gap_for_failed_run);
    tcase_add_test(tc, sweep_slurm_script);
    tcase_add_test(tc, timeline_bins_by_hand);
    tcase_add_test(tc, sweep_groups_alike_failures);
    tcase_add_test(tc, sweep_installed_runs_anywhere);
    suite_add_tcase(s, tc);
    return s;
}
