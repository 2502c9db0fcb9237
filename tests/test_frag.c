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

#include "testutil.h"
#include "trace.h"

#define SIMRUN TEST_BIN("simrun") " --memory device --json --no-wall -q"

/* The number after "\"key\":" in the JSON line of out that names policy. */
static double frag_json_num(const char *out, const char *policy, const char *key)
{
    char pat[128];
    snprintf(pat, sizeof pat, "\"policy\":\"%s\"", policy);
    const char *line = strstr(out, pat);
    ck_assert_msg(line != NULL, "no run of %s in: %s", policy, out);
    while (line > out && line[-1] != '\n')
        line--;
    const char *end = strchr(line, '\n');
    snprintf(pat, sizeof pat, "\"%s\":", key);
    const char *k = strstr(line, pat);
    ck_assert_msg(k != NULL && (!end || k < end), "no key %s for %s", key, policy);
    return strtod(k + strlen(pat), NULL);
}

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

static const char *write_frag_trace(void)
{
    const char *path = test_tmp(".h5");
    struct trace_error err;
    struct trace_writer *w = trace_writer_create(path, "test_frag", NULL, &err);
    ck_assert_msg(w != NULL, "%s", err.msg);
    for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++) {
        struct trace_buffer b = { .size = sizes[i] };
        ck_assert_int_eq(trace_writer_buffer(w, &b, NULL, &err), 0);
    }
    for (size_t i = 0; i < sizeof events / sizeof *events; i++)
        ck_assert_int_eq(trace_writer_event(w, &events[i], &err), 0);
    ck_assert_msg(trace_writer_close(w, &err) == 0, "%s", err.msg);
    return path;
}

START_TEST(frag_at_last_peak_of_requested)
{
    const char *tr = write_frag_trace();
    char *out;
    int rc = test_run(&out, SIMRUN " --policy bestfit,cuda %s", tr);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    ck_assert_double_eq(frag_json_num(out, "bestfit", "peak_requested_bytes"), 6 * MiB);
    ck_assert_double_eq(frag_json_num(out, "bestfit", "peak_allocated_bytes"), 6 * MiB);
    ck_assert_double_eq(frag_json_num(out, "bestfit", "peak_reserved_bytes"), 7.75 * MiB);
    ck_assert_double_eq_tol(frag_json_num(out, "bestfit", "frag_reserved_at_peak"), 7.0 / 31, 1e-9);
    ck_assert_double_eq_tol(frag_json_num(out, "bestfit", "frag_free_at_peak"), 3.0 / 7, 1e-9);
    /* cuda reserves each buffer as it is asked for and gives it back on FREE */
    ck_assert_double_eq(frag_json_num(out, "cuda", "frag_reserved_at_peak"), 0);
    ck_assert_double_eq(frag_json_num(out, "cuda", "frag_free_at_peak"), 0);
    free(out);
}
END_TEST

Suite *frag_suite(void);
Suite *frag_suite(void)
{
    Suite *s = suite_create("frag");
    TCase *tc = tcase_create("frag");
    tcase_add_test(tc, frag_at_last_peak_of_requested);
    suite_add_tcase(s, tc);
    return s;
}
