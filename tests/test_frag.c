/* test_frag.c: suite `frag`: simrun's fragmentation keys on a trace small
 * enough to follow on paper (docs/simrun.md, frag_reserved_at_peak: the
 * share of reserved bytes not allocated, the last time the live requested
 * bytes stand at their peak; frag_free_at_peak: 1 - largest free block /
 * free bytes at that moment). */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simrun_fixture.h"

#define KiB (UINT64_C(1) << 10)
#define MiB (UINT64_C(1) << 20)
#define ALLOC(b) { .op = TRACE_ALLOC, .obj = (b) }
#define FREE(b) { .op = TRACE_FREE, .obj = (b) }

/* bestfit (policies/bestfit.c) caches a freed block for a request of exactly
 * its size and never splits or merges, so every figure follows by hand
 * (MiB; reserved R, allocated A, live requested L, cached blocks):
 *
 *   ALLOC X 1, ALLOC Y 0.5, FREE X, FREE Y   R 1.5  A 0     cached {1, .5}
 *   ALLOC P 4, ALLOC Q 2                     R 7.5  A 6     L 6: first peak
 *   FREE P, FREE Q                           R 7.5  A 0     cached {1, .5, 4, 2}
 *   ALLOC S 0.25 (no block of that size)     R 7.75 A .25   the peak of reserved
 *   FREE S                                                  cached {1, .5, 4, 2, .25}
 *   ALLOC P2 4, ALLOC Q2 2 (both cached)     R 7.75 A 6     L 6: the peak again
 *   FREE P2, FREE Q2
 *
 * The last moment at the peak of requested bytes is after ALLOC Q2: free
 * {1, .5, .25}, 1.75 MiB whose largest block is 1 MiB:
 *   frag_reserved_at_peak = 1 - 6/7.75 = 7/31, frag_free_at_peak = 1 - 1/1.75 = 3/7.
 * (At the first peak they are 1 - 6/7.5 = 1/5 and 1 - 1/1.5 = 1/3; at the
 * peak of reserved, where nearly nothing is allocated, 30/31 and 7/15.) */
static const uint64_t sizes[] = { 1 * MiB, 512 * KiB, 4 * MiB, 2 * MiB, 256 * KiB, 4 * MiB, 2 * MiB };
enum { X, Y, P, Q, S, P2, Q2 };
static const struct trace_event events[] = {
    ALLOC(X), ALLOC(Y), FREE(X),   FREE(Y),   ALLOC(P), ALLOC(Q),
    FREE(P),  FREE(Q),  ALLOC(S),  FREE(S),   ALLOC(P2), ALLOC(Q2),
    FREE(P2), FREE(Q2),
};

START_TEST(frag_at_last_peak_of_requested)
{
    const char *tr = write_trace(sizes, sizeof sizes / sizeof *sizes, events,
                                 sizeof events / sizeof *events);
    char *out;
    int rc = test_run(&out, SIMRUN " --json --no-wall -q --policy bestfit,cuda %s", tr);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    ck_assert_double_eq(json_num(out, "bestfit", "peak_requested_bytes"), 6 * MiB);
    ck_assert_double_eq(json_num(out, "bestfit", "peak_allocated_bytes"), 6 * MiB);
    ck_assert_double_eq(json_num(out, "bestfit", "peak_reserved_bytes"), 7.75 * MiB);
    ck_assert_double_eq_tol(json_num(out, "bestfit", "frag_reserved_at_peak"), 7.0 / 31, 1e-9);
    ck_assert_double_eq_tol(json_num(out, "bestfit", "frag_free_at_peak"), 3.0 / 7, 1e-9);
    /* cuda reserves each buffer as it is asked for and gives it back on FREE */
    ck_assert_double_eq(json_num(out, "cuda", "frag_reserved_at_peak"), 0);
    ck_assert_double_eq(json_num(out, "cuda", "frag_free_at_peak"), 0);
    free(out);
}
END_TEST

/* --timeline's frag_reserved and frag_free, the same definitions after
 * every ALLOC and FREE (device memory: a row per op, in trace order). From
 * the walk above: after FREE Y (/events row 3) nothing is allocated and
 * the cache is {1, .5}: 1 and 1 - 1/1.5 = 1/3; after ALLOC Q (row 5)
 * reserved 7.5, allocated 6, the cache {1, .5}: 1/5 and 1/3; after ALLOC
 * Q2 (row 11) 7/31 and 3/7, the figures at the peak. */
START_TEST(frag_over_time_in_timeline)
{
    const char *tr = write_trace(sizes, sizeof sizes / sizeof *sizes, events,
                                 sizeof events / sizeof *events);
    const char *csv = test_tmp(".csv");
    char *out;
    int rc = test_run(&out, SIMRUN " -q --policy bestfit --timeline %s %s >/dev/null && cat %s",
                      csv, tr, csv);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    char *line = strtok(out, "\n");
    ck_assert_msg(line && strstr(line, ",kernels,frag_reserved,frag_free") != NULL, "%s", line);
    static const struct { int row; double reserved, free; } want[] = {
        { 3, 1.0, 1.0 / 3 }, { 5, 1.0 / 5, 1.0 / 3 }, { 11, 7.0 / 31, 3.0 / 7 } };
    int row = 0, k = 0;
    while ((line = strtok(NULL, "\n")) != NULL && k < 3) {
        row++; /* data line n is the row after /events row n - 1 */
        if (row != want[k].row + 1)
            continue;
        const char *fr = strrchr(line, ',');
        ck_assert_ptr_nonnull(fr);
        const char *p = fr - 1;
        while (p > line && *p != ',')
            p--;
        ck_assert_double_eq_tol(strtod(p + 1, NULL), want[k].reserved, 1e-6);
        ck_assert_double_eq_tol(strtod(fr + 1, NULL), want[k].free, 1e-6);
        k++;
    }
    ck_assert_int_eq(k, 3);
    free(out);
}
END_TEST

Suite *frag_suite(void);
Suite *frag_suite(void)
{
    Suite *s = suite_create("frag");
    TCase *tc = tcase_create("frag");
    tcase_add_test(tc, frag_at_last_peak_of_requested);
    tcase_add_test(tc, frag_over_time_in_timeline);
    suite_add_tcase(s, tc);
    return s;
}
