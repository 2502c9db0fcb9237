/* test_min_capacity.c: suite `min_capacity`: simrun --min-capacity
 * (docs/simrun.md, "The smallest GPU"). On every committed PyTorch
 * snapshot and for every chunk-based allocator, the capacity found
 * completes and the capacity one resolution below fails at the /events
 * row the report names; a small trace computed by hand checks the report
 * itself (the segment and the live buffer that pin its free space, and
 * the granules of a stream-ordered pool); bad
 * resolutions and combinations exit 2. */
#include <check.h>
#include <dirent.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simrun_fixture.h"

#define MiB (UINT64_C(1) << 20)
#define SNAPSHOT_DIR "tests/data/torch-snapshots"
#define TORCH2TRACE PYTHON " scripts/torch2trace.py"
#define ALLOC(b) { .op = TRACE_ALLOC, .obj = (b) }
#define FREE(b) { .op = TRACE_FREE, .obj = (b) }

/* The number after "\"key\":" in the JSON line of policy, looked for after
 * the text `after` (NULL: from the line's start). */
static uint64_t key_after(const char *out, const char *policy, const char *after,
                          const char *key)
{
    char pat[128];
    snprintf(pat, sizeof pat, "\"policy\":\"%s\"", policy);
    const char *line = strstr(out, pat);
    ck_assert_msg(line != NULL, "no %s in: %s", policy, out);
    if (after)
        line = strstr(line, after);
    ck_assert_msg(line != NULL, "no %s for %s in: %s", after, policy, out);
    snprintf(pat, sizeof pat, "\"%s\":", key);
    const char *k = strstr(line, pat);
    ck_assert_msg(k != NULL, "no key %s for %s in: %s", key, policy, out);
    return strtoull(k + strlen(pat), NULL, 10);
}

/* Whether the JSON line of policy holds text. */
static bool line_has(const char *out, const char *policy, const char *text)
{
    char pat[128];
    snprintf(pat, sizeof pat, "\"policy\":\"%s\"", policy);
    const char *line = strstr(out, pat), *end = line ? strchr(line, '\n') : NULL;
    const char *at = line ? strstr(line, text) : NULL;
    return at && (!end || at < end);
}

/* bfc (CuPy's best fit with coalescing; round 512) by hand, sizes in MiB:
 *   row 0 ALLOC A 4   reserves a 4 MiB segment
 *   row 1 FREE A      the segment is cached, unsplit
 *   row 2 ALLOC B 2   splits it: B live, 2 MiB free behind it
 *   row 3 ALLOC C 4   no free chunk fits: reserve 4 more (8 in all)
 * Peak live bytes 6 (B + C), so capacities of 4 and less fail. At 6 the
 * reserve of row 3 fails, free_all_blocks releases nothing (the only
 * segment is split by B) and row 3 fails: live 2, allocated 2, reserved 4,
 * free 2, largest free 2, one segment of 4 with 2 free, pinned by B
 * (buffer 1, 2 MiB). At 8 it completes. The search: 6 fails, 12 completes,
 * 8 completes: three runs, then 6 again for the report and 8 for the
 * results: five. */
static const uint64_t pin_sizes[] = { 4 * MiB, 2 * MiB, 4 * MiB };
static const struct trace_event pin_events[] = { ALLOC(0), FREE(0), ALLOC(1), ALLOC(2) };

START_TEST(pinned_segment_by_hand)
{
    const char *tr = write_trace(pin_sizes, 3, pin_events, 4);
    char *out;
    int rc = test_run(&out, SIMRUN " --json --min-capacity --policy bfc,cuda,bestfit %s", tr);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    ck_assert_uint_eq(key_after(out, "bfc", NULL, "resolution_bytes"), 2 * MiB);
    ck_assert_uint_eq(key_after(out, "bfc", NULL, "peak_requested_bytes"), 6 * MiB);
    ck_assert_uint_eq(key_after(out, "bfc", NULL, "min_capacity_bytes"), 8 * MiB);
    ck_assert_uint_eq(key_after(out, "bfc", NULL, "fail_capacity_bytes"), 6 * MiB);
    ck_assert_uint_eq(key_after(out, "bfc", NULL, "runs"), 5);
    ck_assert_uint_eq(key_after(out, "bfc", "\"fail\":", "row"), 3);
    ck_assert_uint_eq(key_after(out, "bfc", "\"fail\":", "buffer"), 2);
    ck_assert_uint_eq(key_after(out, "bfc", "\"fail\":", "live_bytes"), 2 * MiB);
    ck_assert_uint_eq(key_after(out, "bfc", "\"fail\":", "allocated_bytes"), 2 * MiB);
    ck_assert_uint_eq(key_after(out, "bfc", "\"fail\":", "reserved_bytes"), 4 * MiB);
    ck_assert_uint_eq(key_after(out, "bfc", "\"fail\":", "largest_free_bytes"), 2 * MiB);
    ck_assert_uint_eq(key_after(out, "bfc", "\"fail\":", "pinned_segments"), 1);
    ck_assert_uint_eq(key_after(out, "bfc", "\"segments\":", "bytes"), 4 * MiB);
    ck_assert_uint_eq(key_after(out, "bfc", "\"segments\":", "free_bytes"), 2 * MiB);
    ck_assert_uint_eq(key_after(out, "bfc", "\"segments\":", "live_blocks"), 1);
    ck_assert_uint_eq(key_after(out, "bfc", "\"buffers\":", "buffer"), 1);
    ck_assert_uint_eq(key_after(out, "bfc", "\"buffers\":", "bytes"), 2 * MiB);
    /* cuda holds exactly what is live: 6 MiB is enough; at 4 row 3 fails
     * with no free space (2 MiB reserved, B's). bestfit: B (2) cannot use
     * A's cached 4, so at 4 its cudaMalloc fails, free_all_blocks releases
     * A and B gets 2; C (4) then fails: no free space either. At 6 A stays
     * cached and C takes it. */
    const char *const bare[] = { "cuda", "bestfit" };
    for (int i = 0; i < 2; i++) {
        ck_assert_uint_eq(key_after(out, bare[i], NULL, "min_capacity_bytes"), 6 * MiB);
        ck_assert_uint_eq(key_after(out, bare[i], "\"fail\":", "row"), 3);
        ck_assert_uint_eq(key_after(out, bare[i], "\"fail\":", "reserved_bytes"), 2 * MiB);
        ck_assert_msg(line_has(out, bare[i], "\"pinned_segments\":0,\"segments\":[]}"), "%s",
                      out);
    }
    free(out);
    rc = test_run(&out, SIMRUN " --min-capacity=1M --policy cuda %s", tr);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    ck_assert_msg(strstr(out, "free space lies in no segment\n") != NULL, "%s", out);
    ck_assert_msg(strstr(out, "/events row 3: ALLOC of buffer 2") != NULL, "%s", out);
    free(out);
}
END_TEST

/* torch-async with 2 MiB granules (docs/policies.md, "Stream-ordered
 * pools"), by hand, sizes in MiB, V0 the pool's first address:
 *   row 0 ALLOC A 1   at V0, backs granule 0 (reserved 2)
 *   row 1 ALLOC B 2   at V0+1 from the top, backs granule 1 (reserved 4)
 *   row 2 FREE A      pending; no kernel, so complete when the pool looks
 *   row 3 ALLOC C 3   A (available once looked at) is too small: the top,
 *                     V0+3, needs granule 2; no granule is wholly free
 *                     (B touches both), so a new one (reserved 6)
 * Peak live 5 (B + C): the search starts at 6, which completes. At 4 row 3
 * fails: live 2, allocated 2, reserved 4, free 2 (A, and the top's 1 MiB
 * in granule 1), largest free 1; both granules hold 1 MiB free, pinned by
 * B, 1 MiB of it in each. */
static const uint64_t async_sizes[] = { 1 * MiB, 2 * MiB, 3 * MiB };
static const struct trace_event async_events[] = { ALLOC(0), ALLOC(1), FREE(0), ALLOC(2) };

START_TEST(pinned_granules_by_hand)
{
    const char *tr = write_trace(async_sizes, 3, async_events, 4);
    char *out;
    int rc = test_run(&out, SIMRUN " --json --min-capacity --memory device"
                      " --policy torch-async:granularity=2M %s", tr);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    const char *p = "torch-async";
    ck_assert_uint_eq(key_after(out, p, NULL, "min_capacity_bytes"), 6 * MiB);
    ck_assert_uint_eq(key_after(out, p, NULL, "fail_capacity_bytes"), 4 * MiB);
    ck_assert_uint_eq(key_after(out, p, "\"fail\":", "row"), 3);
    ck_assert_uint_eq(key_after(out, p, "\"fail\":", "allocated_bytes"), 2 * MiB);
    ck_assert_uint_eq(key_after(out, p, "\"fail\":", "reserved_bytes"), 4 * MiB);
    ck_assert_uint_eq(key_after(out, p, "\"fail\":", "free_bytes"), 2 * MiB);
    ck_assert_uint_eq(key_after(out, p, "\"fail\":", "largest_free_bytes"), 1 * MiB);
    ck_assert_uint_eq(key_after(out, p, "\"fail\":", "pinned_segments"), 2);
    /* granule 0 first (equal free bytes: the lower address), then granule 1 */
    ck_assert_uint_eq(key_after(out, p, "\"segments\":", "addr"), 5ull << 60);
    ck_assert_uint_eq(key_after(out, p, "\"segments\":", "bytes"), 2 * MiB);
    ck_assert_uint_eq(key_after(out, p, "\"segments\":", "free_bytes"), 1 * MiB);
    ck_assert_uint_eq(key_after(out, p, "\"segments\":", "live_blocks"), 1);
    ck_assert_uint_eq(key_after(out, p, "\"buffers\":", "buffer"), 1);
    ck_assert_uint_eq(key_after(out, p, "\"buffers\":", "bytes"), 1 * MiB);
    ck_assert_uint_eq(key_after(out, p, "\"buffers\":[{\"buffer\":1", "addr"),
                      (5ull << 60) + 2 * MiB);
    ck_assert_uint_eq(key_after(out, p, "\"addr\":5764607523036332032", "free_bytes"), 1 * MiB);
    ck_assert_uint_eq(key_after(out, p, "\"addr\":5764607523036332032", "buffer"), 1);
    free(out);
}
END_TEST

/* Check one allocator's answer on trace tr: simrun at the capacity found
 * completes, one resolution below it fails at the row the report names. */
static void check_answer(const char *tr, const char *out, const char *policy)
{
    uint64_t cap = key_after(out, policy, NULL, "min_capacity_bytes");
    uint64_t fail = key_after(out, policy, NULL, "fail_capacity_bytes");
    uint64_t row = key_after(out, policy, "\"fail\":", "row");
    ck_assert_uint_eq(cap - fail, 2 * MiB);
    ck_assert_uint_ge(cap, key_after(out, policy, NULL, "peak_requested_bytes"));
    char *o;
    int rc = test_run(&o, SIMRUN " --json --no-wall -q --capacity %" PRIu64 " --policy %s %s",
                      cap, policy, tr);
    ck_assert_msg(rc == 0, "%s at %" PRIu64 ": rc %d: %s", policy, cap, rc, o);
    free(o);
    rc = test_run(&o, SIMRUN " --json --no-wall -q --capacity %" PRIu64 " --policy %s %s",
                  fail, policy, tr);
    ck_assert_msg(rc == 1, "%s at %" PRIu64 ": rc %d: %s", policy, fail, rc, o);
    ck_assert_uint_eq((uint64_t)json_num(o, policy, "failed_row"), row);
    free(o);
}

START_TEST(snapshots_found_and_one_step_below)
{
    static const char *const policies[] = { "caching", "bfc", "stream", "rmm-pool", "cuda",
                                            "bestfit" };
    DIR *d = opendir(SNAPSHOT_DIR);
    ck_assert_ptr_nonnull(d);
    struct dirent *de;
    int n = 0;
    while ((de = readdir(d)) != NULL) {
        size_t len = strlen(de->d_name);
        if (len < 8 || strcmp(de->d_name + len - 7, ".pkl.gz") != 0)
            continue;
        const char *tr = test_tmp(".h5");
        char *out;
        int rc = test_run(&out, TORCH2TRACE " " SNAPSHOT_DIR "/%s -o %s", de->d_name, tr);
        ck_assert_msg(rc == 0, "%s: %s", de->d_name, out);
        free(out);
        rc = test_run(&out, SIMRUN " --json -q --min-capacity"
                      " --policy caching,bfc,stream,rmm-pool,cuda,bestfit %s", tr);
        ck_assert_msg(rc == 0, "%s: rc %d: %s", de->d_name, rc, out);
        for (size_t i = 0; i < sizeof policies / sizeof *policies; i++)
            check_answer(tr, out, policies[i]);
        free(out);
        n++;
    }
    closedir(d);
    ck_assert_int_ge(n, 7);
}
END_TEST

START_TEST(bad_input_exits_2)
{
    const char *tr = write_trace(pin_sizes, 3, pin_events, 4);
    static const struct {
        const char *args, *says;
    } cases[] = {
        { "--min-capacity=0", "--min-capacity: '0': expected a resolution of 1 byte to 2^62" },
        { "--min-capacity=2X", "--min-capacity: '2X': expected a resolution" },
        { "--min-capacity=4194305T", "expected a resolution" },
        { "--min-capacity --capacity 1G", "--min-capacity and --capacity: choose one" },
        { "--min-capacity --memory managed", "asks of device memory" },
        { "--min-capacity --csv", "not --csv" },
        { "--min-capacity --at-peak", "leave out --timeline, --perfetto and --at-peak" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char *out;
        int rc = test_run(&out, SIMRUN " %s %s", cases[i].args, tr);
        ck_assert_msg(rc == 2, "%s: rc %d: %s", cases[i].args, rc, out);
        ck_assert_msg(strstr(out, cases[i].says) != NULL, "%s: %s", cases[i].args, out);
        free(out);
    }
}
END_TEST

Suite *min_capacity_suite(void);
Suite *min_capacity_suite(void)
{
    Suite *s = suite_create("min_capacity");
    TCase *tc = tcase_create("min_capacity");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, pinned_segment_by_hand);
    tcase_add_test(tc, pinned_granules_by_hand);
    tcase_add_test(tc, snapshots_found_and_one_step_below);
    tcase_add_test(tc, bad_input_exits_2);
    suite_add_tcase(s, tc);
    return s;
}
