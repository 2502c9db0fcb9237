/* test_perfetto.c: simrun --perfetto (docs/simrun.md "Perfetto"): the file
 * keeps the rules of the Trace Event Format (tests/py/perfetto_check.py
 * checks them and prints what the file holds), its kernels and marks fall
 * where the hand-worked trace of simrun_fixture.h puts them, its copies,
 * fault batches and evictions add up to the run's own totals, the same run
 * writes the same bytes, and a file that cannot be written is an error. */
#include "simrun_fixture.h"

#include <inttypes.h>
#include <stdbool.h>

#define CHECK PYTHON " tests/py/perfetto_check.py"

/* perfetto_check.py's lines for file (it must pass). */
static char *checked(const char *file)
{
    char *out;
    int rc = test_run(&out, CHECK " %s", file);
    ck_assert_msg(rc == 0, "%s", out);
    return out;
}

static void has_line(const char *out, const char *line)
{
    char pat[256];
    snprintf(pat, sizeof pat, "\n%s\n", line);
    bool first = strncmp(out, pat + 1, strlen(pat + 1)) == 0;
    ck_assert_msg(first || strstr(out, pat), "no line \"%s\" in:\n%s", line, out);
}

/* The sum of the last number of the lines starting with prefix. */
static uint64_t sum_last(const char *out, const char *prefix)
{
    uint64_t sum = 0;
    for (const char *l = out; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL)
        if (strncmp(l, prefix, strlen(prefix)) == 0) {
            const char *end = strchr(l, '\n'), *sp = end;
            while (sp > l && sp[-1] != ' ')
                sp--;
            sum += strtoull(sp, NULL, 10);
        }
    return sum;
}

/* simrun_fixture.h's cudaMalloc trace, by hand (us): kernel 0 of row 1
 * runs 32..132 and kernel 1 of row 3 132..182 on stream 0; ALLOC b0 ends at
 * 30, ALLOC b1 at 52.5, FREE b0 at 187, ALLOC b2 at 197, FREE b1 at 202,
 * FREE b2 at 207; the tracks of one process, "simrun cuda". */
START_TEST(kernels_and_marks_by_hand)
{
    const char *tr = write_trace(cuda_sizes, 3, cuda_events,
                                 (int)(sizeof cuda_events / sizeof *cuda_events));
    const char *f = test_tmp(".json");
    char *out;
    int rc = test_run(&out, SIMRUN " --gpu %s --quiet --policy cuda --perfetto %s %s",
                      test_profile(), f, tr);
    ck_assert_msg(rc == 0, "%s", out);
    free(out);
    out = checked(f);
    has_line(out, "process 1 simrun cuda");
    has_line(out, "track 1 16 stream 0");
    has_line(out, "track 1 4 copy H2D");
    has_line(out, "kernel 1 0 kernel 0 32.000 100.000");
    has_line(out, "kernel 1 0 kernel 1 132.000 50.000");
    has_line(out, "instant 1 allocations ALLOC 30.000");
    has_line(out, "instant 1 allocations ALLOC 52.500");
    has_line(out, "instant 1 allocations FREE 187.000");
    has_line(out, "instant 1 allocations ALLOC 197.000");
    has_line(out, "instant 1 allocations FREE 202.000");
    has_line(out, "instant 1 allocations FREE 207.000");
    has_line(out, "counter 1 allocated_bytes 6 0"); /* each of the 6 ops changes it */
    free(out);
}
END_TEST

/* Managed memory over a GPU of 4 MiB for 8 MiB touched in order: faults,
 * evictions, copies both ways. Per process (one per policy), the copies'
 * bytes by direction, the fault batches and the evictions are the run's. */
START_TEST(copies_add_up_to_the_results)
{
    const char *tr = test_tmp(".h5"), *f = test_tmp(".json");
    char *out, pat[64];
    ck_assert_int_eq(test_run(NULL, TEST_BIN("tracegen") " micro --pattern seq --size 8M"
                                    " --seed 1 -o %s", tr), 0);
    int rc = test_run(&out, TEST_BIN("simrun") " --quiet --json --no-wall --capacity 4M"
                      " --policy caching,bfc --perfetto %s %s", f, tr);
    ck_assert_msg(rc == 0, "%s", out);
    char *c = checked(f);
    const char *pol[] = { "caching", "bfc" };
    for (int i = 0; i < 2; i++) {
        snprintf(pat, sizeof pat, "copy %d H2D ", i + 1);
        ck_assert_uint_eq(sum_last(c, pat), (uint64_t)json_num(out, pol[i], "h2d_bytes"));
        ck_assert_uint_gt(sum_last(c, pat), 0);
        snprintf(pat, sizeof pat, "copy %d D2H ", i + 1);
        ck_assert_uint_eq(sum_last(c, pat), (uint64_t)json_num(out, pol[i], "d2h_bytes"));
        ck_assert_uint_gt(sum_last(c, pat), 0);
    }
    free(out);
    free(c);
    /* the events themselves, counted by name */
    rc = test_run(&out, PYTHON " -c 'import json,sys; e=json.load(open(sys.argv[1]))[\"traceEvents\"];"
                  " print(sum(x[\"name\"]==\"fault batch\" and x[\"pid\"]==1 for x in e),"
                  " sum(x[\"name\"]==\"evict\" and x[\"pid\"]==1 for x in e))' %s", f);
    ck_assert_int_eq(rc, 0);
    char *res;
    ck_assert_int_eq(test_run(&res, TEST_BIN("simrun") " --quiet --json --no-wall --capacity 4M"
                              " %s", tr), 0);
    snprintf(pat, sizeof pat, "%.0f %.0f\n", json_num(res, "caching", "fault_batches"),
             json_num(res, "caching", "evictions"));
    ck_assert_str_eq(out, pat);
    ck_assert_str_ne(pat, "0 0\n");
    free(out);
    free(res);
}
END_TEST

START_TEST(same_run_same_bytes)
{
    const char *tr = test_tmp(".h5"), *f1 = test_tmp(".json"), *f2 = test_tmp(".json");
    ck_assert_int_eq(test_run(NULL, TEST_BIN("tracegen") " micro --pattern random --fraction 0.5"
                                    " --size 8M --seed 1 -o %s", tr), 0);
    for (int i = 0; i < 2; i++)
        ck_assert_int_eq(test_run(NULL, TEST_BIN("simrun") " --quiet --capacity 4M --perfetto %s"
                                        " %s", i ? f2 : f1, tr), 0);
    ck_assert_int_eq(test_run(NULL, "cmp %s %s", f1, f2), 0);
}
END_TEST

START_TEST(bad_file_exits_2)
{
    const char *tr = write_trace(cuda_sizes, 3, cuda_events,
                                 (int)(sizeof cuda_events / sizeof *cuda_events));
    char *out, want[512];
    int rc = test_run(&out, SIMRUN " --gpu %s --quiet --perfetto /nonexistent/p.json %s",
                      test_profile(), tr);
    ck_assert_int_eq(rc, 2);
    ck_assert_str_eq(out, "simrun: --perfetto: /nonexistent/p.json: cannot create: No such"
                          " file or directory\n");
    free(out);
    rc = test_run(&out, SIMRUN " --gpu %s --quiet --perfetto %s %s", test_profile(), tr, tr);
    ck_assert_int_eq(rc, 2);
    snprintf(want, sizeof want, "simrun: --perfetto: %s: is the same file as the input %s;"
             " not overwriting it\n", tr, tr);
    ck_assert_str_eq(out, want);
    free(out);
    rc = test_run(&out, TEST_BIN("simrun") " --min-capacity --perfetto %s %s",
                  test_tmp(".json"), tr);
    ck_assert_int_eq(rc, 2);
    ck_assert_ptr_nonnull(strstr(out, "leave out --timeline, --perfetto and --at-peak"));
    free(out);
}
END_TEST

Suite *perfetto_suite(void);
Suite *perfetto_suite(void)
{
    Suite *s = suite_create("perfetto");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, kernels_and_marks_by_hand);
    tcase_add_test(tc, copies_add_up_to_the_results);
    tcase_add_test(tc, same_run_same_bytes);
    tcase_add_test(tc, bad_file_exits_2);
    suite_add_tcase(s, tc);
    return s;
}
