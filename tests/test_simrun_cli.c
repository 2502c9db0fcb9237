/* test_simrun_cli.c: suite `simrun_cli`: simrun the program as a user
 * meets it: JSON, CSV and table output with the same keys and the same
 * figures run after run, the rule that splits --policy at commas, bad
 * usage and its messages (exit status 2), a trace that fails validation
 * while the first run replays it, the default policy, a directory given as
 * a trace, and the default profile found from the build tree, an
 * install and a lone copy of the binary. The simulated times themselves are
 * checked in test_simrun.c. */
#include <check.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "model_profile.h"
#include "policy.h"
#include "simrun_fixture.h"
#include "testutil.h"
#include "trace.h"

/* The key names of a JSON line, in order, comma-joined. */
static void json_keys(const char *line, char *keys, size_t len)
{
    keys[0] = '\0';
    bool in_str = false;
    const char *start = NULL;
    for (const char *p = line; *p && *p != '\n'; p++) {
        if (*p == '\\' && in_str) {
            p++;
            continue;
        }
        if (*p == '"') {
            in_str = !in_str;
            if (in_str)
                start = p + 1;
            else if (p[1] == ':') {
                size_t l = strlen(keys);
                snprintf(keys + l, len - l, "%s%.*s", l ? "," : "", (int)(p - start), start);
            }
        }
    }
}

START_TEST(json_csv_same_keys_and_deterministic)
{
    const char *tr = write_trace(cuda_sizes, 3, cuda_events, 9);
    const char *pols = "cuda,bestfit,bfc,stream,caching,rmm-pool";
    for (int wall = 0; wall < 2; wall++) {
        char *js, *cs;
        const char *flag = wall ? "" : "--no-wall";
        ck_assert_int_eq(test_run(&js, SIMRUN " --gpu %s --json %s --policy %s %s", test_profile(),
                                  flag, pols, tr), 0);
        ck_assert_int_eq(test_run(&cs, SIMRUN " --gpu %s --csv %s --policy %s %s", test_profile(),
                                  flag, pols, tr), 0);
        ck_assert_int_eq(count_lines(js), 6);
        ck_assert_int_eq(count_lines(cs), 7);
        char keys[4096];
        json_keys(js, keys, sizeof keys);
        size_t hl = strcspn(cs, "\n");
        ck_assert_msg(strlen(keys) == hl && strncmp(keys, cs, hl) == 0, "json %s\ncsv %.*s", keys,
                      (int)hl, cs);
        ck_assert_ptr_nonnull(strstr(keys, "peak_reserved_bytes"));
        ck_assert_ptr_nonnull(strstr(keys, "peak_allocated_bytes"));
        ck_assert(wall ? strstr(keys, "wall_s") != NULL : strstr(keys, "wall_s") == NULL);
        free(js);
        free(cs);
    }
    char *a, *b, *t;
    ck_assert_int_eq(test_run(&a, SIMRUN " --gpu %s --json --no-wall --seed 7 --policy %s %s",
                              test_profile(), pols, tr), 0);
    ck_assert_int_eq(test_run(&b, SIMRUN " --gpu %s --json --no-wall --seed 7 --policy %s %s",
                              test_profile(), pols, tr), 0);
    ck_assert_str_eq(a, b);
    ck_assert_int_eq(test_run(&t, SIMRUN " --gpu %s --policy %s %s", test_profile(), pols, tr), 0);
    ck_assert_ptr_nonnull(strstr(t, "peak_reserved (MiB)"));
    ck_assert_ptr_nonnull(strstr(t, "time (ms)"));
    ck_assert_ptr_nonnull(strstr(t, "params of column"));
    free(a);
    free(b);
    free(t);
}
END_TEST

/* A comma separates policies; a token with '=' and no ':' is one more
 * parameter of the policy before it. */
START_TEST(policy_comma_rule)
{
    const struct policy_allocator *bfc = policy_find_allocator("bfc");
    ck_assert_ptr_nonnull(bfc);
    ck_assert_ptr_nonnull(bfc->info.params);
    ck_assert_ptr_nonnull(bfc->info.params[0].key);
    const struct policy_param *k = &bfc->info.params[0];
    uint64_t v = k->def == k->min ? k->def + 1 : k->min; /* a non-default value */
    const char *tr = write_trace(cuda_sizes, 3, cuda_events, 9);
    char *out, want[128];
    snprintf(want, sizeof want, "\"params\":\"%s=%" PRIu64, k->key, v);
    /* name:k=v,name  /  name,k=v,name  /  --policy twice */
    const char *forms[] = { "bfc:%s=%" PRIu64 ",cuda", "bfc,%s=%" PRIu64 ",cuda" };
    for (int i = 0; i < 2; i++) {
        char spec[128];
        snprintf(spec, sizeof spec, forms[i], k->key, v);
        int rc = test_run(&out, SIMRUN " --gpu %s --json --no-wall --policy '%s' %s",
                          test_profile(), spec, tr);
        ck_assert_msg(rc == 0, "%s: rc %d: %s", spec, rc, out);
        ck_assert_int_eq(count_lines(out), 2);
        char w1[160], w2[160];
        snprintf(w1, sizeof w1, "%s\"", want);
        snprintf(w2, sizeof w2, "%s,", want);
        ck_assert_msg(strstr(out, w1) || strstr(out, w2), "%s: want %s in %s", spec, want, out);
        ck_assert_ptr_nonnull(strstr(out, "\"policy\":\"cuda\""));
        free(out);
    }
    ck_assert_int_eq(test_run(&out, SIMRUN " --gpu %s --json --policy cuda --policy bfc %s",
                              test_profile(), tr), 0);
    ck_assert_int_eq(count_lines(out), 2);
    free(out);
    ck_assert_int_eq(test_run(&out, SIMRUN " --gpu %s --policy %s=1,cuda %s", test_profile(),
                              k->key, tr), 2);
    ck_assert_ptr_nonnull(strstr(out, "before any policy name"));
    free(out);
}
END_TEST

START_TEST(bad_usage_exits_2)
{
    const char *tr = write_trace(cuda_sizes, 3, cuda_events, 9);
    const char *prof = test_profile();
    char *out;
    ck_assert_int_eq(test_run(&out, SIMRUN " --gpu %s --policy nosuch %s", prof, tr), 2);
    ck_assert_msg(strstr(out, "simrun: --policy:") && strstr(out, "nosuch"), "%s", out);
    free(out);
    ck_assert_int_eq(test_run(&out, SIMRUN " --gpu %s --policy bfc:nokey=1 %s", prof, tr), 2);
    ck_assert_msg(strstr(out, "simrun: --policy:") && strstr(out, "nokey"), "%s", out);
    free(out);
    ck_assert_int_eq(test_run(&out, SIMRUN " --gpu %s --policy cuda /nonexistent/t.h5", prof), 2);
    ck_assert_msg(strstr(out, "simrun: /nonexistent/t.h5"), "%s", out);
    free(out);
    ck_assert_int_eq(test_run(&out, SIMRUN " --gpu %s --policy '' %s", prof, tr), 2);
    ck_assert_msg(strstr(out, "simrun: --policy:"), "%s", out);
    free(out);
    ck_assert_int_eq(test_run(&out, SIMRUN " --gpu %s --set warp=1 --policy cuda %s", prof, tr), 2);
    ck_assert_ptr_nonnull(strstr(out, "simrun: --set: key 'warp' unknown"));
    free(out);
    ck_assert_int_eq(test_run(&out, SIMRUN " --gpu %s --capacity 12Q --policy cuda %s", prof, tr),
                     2);
    ck_assert_ptr_nonnull(strstr(out, "simrun: --capacity"));
    free(out);
    ck_assert_int_eq(test_run(&out, SIMRUN " --gpu %s --host-overhead 3furlongs --policy cuda"
                              " %s", prof, tr), 2);
    ck_assert_ptr_nonnull(strstr(out, "simrun: --host-overhead: '3furlongs'"));
    free(out);
    ck_assert_int_eq(test_run(&out, SIMRUN " --gpu no-such-gpu --policy cuda %s", tr), 2);
    ck_assert_msg(strstr(out, "simrun: --gpu: profile 'no-such-gpu' not found"), "%s", out);
    free(out);
    ck_assert_int_eq(test_run(&out, SIMRUN " --gpu %s --json --csv --policy cuda %s", prof, tr), 2);
    free(out);
    /* An invalid trace: FREE of a buffer never allocated. */
    static const struct trace_event bad[] = { EV(TRACE_FREE, 0, 0, 0, 0, 0) };
    const char *btr = write_trace(cuda_sizes, 1, bad, 1);
    ck_assert_int_eq(test_run(&out, SIMRUN " --gpu %s --policy cuda %s", prof, btr), 2);
    ck_assert_msg(strstr(out, "simrun: ") && strstr(out, "/events row 0"), "%s", out);
    free(out);
    /* --set changes the costs: 1 ms per cudaFree adds 3 x (1 ms - 5 us). */
    ck_assert_int_eq(test_run(&out, SIMRUN " --gpu %s --set free_ns=1K:1ms --json --no-wall"
                              " --policy cuda %s", prof, tr), 0);
    ck_assert_double_eq(json_num(out, "cuda", "time_ns"), 207000 + 3 * 995000);
    free(out);
    ck_assert_int_eq(test_run(&out, SIMRUN " --help"), 0);
    ck_assert_ptr_nonnull(strstr(out, "usage: simrun"));
    free(out);
    ck_assert_int_eq(test_run(&out, SIMRUN " --version"), 0);
    ck_assert_ptr_nonnull(strstr(out, "simrun "));
    free(out);
    ck_assert_int_eq(test_run(&out, SIMRUN " --list"), 0);
    ck_assert_ptr_nonnull(strstr(out, "caching"));
    ck_assert_ptr_nonnull(strstr(out, "h200-pcie5"));
    free(out);
}
END_TEST

/* The first run validates each event before it replays it (simrun.c): a
 * trace that fails at a later row is reported by the validator's message
 * alone, exit 2, no results, whatever the run met first: an ALLOC that
 * does not fit (the validation goes on past the run's end), a look-ahead
 * prefetcher reading the bad LAUNCH before the replay reaches it (it never
 * hands it on); and with --min-capacity, which validates before it runs.
 * Buffers of 4 MiB; row 4's LAUNCH touches buffer 0 after its FREE. */
START_TEST(invalid_while_replaying)
{
    static const uint64_t sizes[] = { 4 << 20, 4 << 20 };
    static const struct trace_event ev[] = {
        EV(TRACE_ALLOC, 0, 0, 0, 0, 0), EV(TRACE_LAUNCH, 0, 0, 0, 1, 1000),
        EV(TRACE_ALLOC, 1, 0, 0, 0, 0), EV(TRACE_FREE, 0, 0, 0, 0, 0),
        EV(TRACE_LAUNCH, 0, 0, 0, 1, 1000), EV(TRACE_FREE, 1, 0, 0, 0, 0),
    };
    const char *tr = write_trace(sizes, 2, ev, 6), *prof = test_profile();
    static const char *const cases[] = {
        SIMRUN " --policy cuda,caching",
        SIMRUN " --capacity 6M --policy cuda,bestfit", /* the second ALLOC fails */
        TEST_BIN("simrun") " --memory managed --prefetch lookahead --policy caching,bfc",
        SIMRUN " --min-capacity --policy cuda",
    };
    char want[1024];
    snprintf(want, sizeof want, "simrun: %s: /accesses row 0: access to buffer 0 after its FREE"
             " (use after free) (LAUNCH at /events row 4)\n", tr);
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char *out;
        int rc = test_run(&out, "%s --json --gpu %s %s", cases[i], prof, tr);
        ck_assert_msg(rc == 2 && strcmp(out, want) == 0, "%s: exit %d, output:\n%s", cases[i],
                      rc, out);
        free(out);
    }
}
END_TEST

/* The same past the first block of events the cursor validates at once
 * (4096 rows): a bad row inside a later block and one that begins a block
 * are reported by the validator's message, as tracecheck gives it, exit 2.
 * 5000 buffers of 1 MiB, each allocated and freed at once: rows 2i and
 * 2i + 1 (every event the validator's common case, ALLOC or FREE on one
 * stream); row 9001 frees buffer 4499 again, or row 8192 allocates buffer
 * 0 again. */
START_TEST(invalid_in_a_later_block)
{
    enum { NB = 5000 };
    uint64_t *sizes = malloc(NB * sizeof *sizes);
    struct trace_event *ev = malloc(2 * NB * sizeof *ev);
    ck_assert(sizes && ev);
    for (int i = 0; i < NB; i++) {
        sizes[i] = 1 << 20;
        ev[2 * i] = (struct trace_event)EV(TRACE_ALLOC, (uint64_t)i, 0, 0, 0, 10);
        ev[2 * i + 1] = (struct trace_event)EV(TRACE_FREE, (uint64_t)i, 0, 0, 0, 10);
    }
    static const struct { int row; uint64_t obj; const char *what; } cases[] = {
        { 9001, 4499, "FREE of buffer 4499, which was already freed" },
        { 8192, 0, "ALLOC of buffer 0, which was allocated and freed before (a buffer is"
                   " allocated once)" },
    };
    for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
        struct trace_event saved = ev[cases[c].row];
        ev[cases[c].row].obj = cases[c].obj;
        const char *tr = write_trace(sizes, NB, ev, 2 * NB);
        ev[cases[c].row] = saved;
        char want[1024], *out;
        snprintf(want, sizeof want, "simrun: %s: /events row %d: %s\n", tr, cases[c].row,
                 cases[c].what);
        int rc = test_run(&out, SIMRUN " --json --gpu %s --policy cuda,caching %s",
                          test_profile(), tr);
        ck_assert_msg(rc == 2 && strcmp(out, want) == 0, "exit %d, output:\n%s", rc, out);
        free(out);
        rc = test_run(&out, TEST_BIN("tracecheck") " %s", tr);
        ck_assert_msg(rc == 2 && strncmp(out, "tracecheck: ", 12) == 0 &&
                      strcmp(out + 12, want + 8) == 0, "exit %d, output:\n%s", rc, out);
        free(out);
        unlink(tr);
    }
    free(sizes);
    free(ev);
}
END_TEST

/* Without --policy simrun runs caching and says so in --help; without
 * arguments it prints its usage on stderr and exits 2. */
START_TEST(default_policy_and_usage)
{
    const char *tr = write_trace(cuda_sizes, 3, cuda_events, 9);
    char *out;
    ck_assert_int_eq(test_run(&out, SIMRUN " --gpu %s --json --no-wall %s", test_profile(), tr),
                     0);
    ck_assert_int_eq(count_lines(out), 1);
    ck_assert_msg(strstr(out, "\"policy\":\"caching\""), "%s", out);
    free(out);
    ck_assert_int_eq(test_run(&out, TEST_BIN("simrun") " --help"), 0);
    ck_assert_msg(strstr(out, "default caching"), "%s", out);
    free(out);
    ck_assert_int_eq(test_run(&out, TEST_BIN("simrun") " 2>/dev/null"), 2);
    ck_assert_str_eq(out, "");
    free(out);
    ck_assert_int_eq(test_run(&out, TEST_BIN("simrun") " 2>&1 >/dev/null"), 2);
    ck_assert_msg(strncmp(out, "usage: simrun", 13) == 0, "%s", out);
    free(out);
}
END_TEST

/* Anything but a regular file given as a trace is named for what it is, by
 * simrun and tracecheck, at once: a FIFO no one writes used to block the
 * open until the 20 s watchdog fired (here shortened to 2 s). */
START_TEST(not_a_regular_file_as_trace)
{
    const char *dir = test_tmp(".d"), *fifo = test_tmp(".h5");
    ck_assert_int_eq(test_run(NULL, "mkdir %s && mkfifo %s", dir, fifo), 0);
    const char *const inputs[][2] = { { dir, "a directory" }, { fifo, "a FIFO" },
                                      { "/dev/null", "a character device" } };
    const char *progs[] = { TEST_BIN("simrun") " --policy cuda", TEST_BIN("tracecheck") };
    const char *names[] = { "simrun", "tracecheck" };
    for (int i = 0; i < 2; i++) {
        for (int k = 0; k < 3; k++) {
            char *out, want[512];
            int rc = test_run(&out, "GMS_WATCHDOG_SECONDS=2 %s %s", progs[i], inputs[k][0]);
            snprintf(want, sizeof want, "%s: %s: is %s, not a trace file\n", names[i],
                     inputs[k][0], inputs[k][1]);
            ck_assert_msg(rc == 2, "exit %d: %s", rc, out);
            ck_assert_str_eq(out, want);
            free(out);
        }
    }
    rmdir(dir);
    unlink(fifo);
}
END_TEST

/* The default profile is found wherever the user stands: from the build
 * tree (the binary in BUILD/.../bin, the profiles in the source tree) and
 * from an install (make install PREFIX=...); a copy of the binary with no
 * profiles beside it says where it looked and does not blame --gpu. */
START_TEST(profiles_from_anywhere)
{
    char root[4096], *out;
    ck_assert_ptr_nonnull(getcwd(root, sizeof root));
    const char *tr = write_trace(cuda_sizes, 3, cuda_events, 9);
    const char *run = "cd / && env -u GMS_PROFILES %s --json --no-wall --memory device %s";
    char bin[4200];
    snprintf(bin, sizeof bin, "%s/" TEST_BIN("simrun"), root);
    ck_assert_int_eq(test_run(&out, run, bin, tr), 0);
    ck_assert_msg(strstr(out, "\"profile\":\"" MODEL_PROFILE_DEFAULT "\""), "%s", out);
    free(out);
    const char *prefix = test_tmp(".prefix");
    int rc = test_run(&out, "env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make -s -C %s BUILD=%s"
                      " PREFIX=%s install", root, BUILD_DIR, prefix);
    ck_assert_msg(rc == 0, "make install: %s", out);
    free(out);
    snprintf(bin, sizeof bin, "%s/bin/simrun", prefix);
    ck_assert_int_eq(test_run(&out, run, bin, tr), 0);
    ck_assert_msg(strstr(out, "\"profile\":\"" MODEL_PROFILE_DEFAULT "\""), "%s", out);
    free(out);
    /* the copy: PREFIX2/bin/simrun, no PREFIX2/share */
    const char *lone = test_tmp(".lone");
    ck_assert_int_eq(test_run(NULL, "mkdir -p %s/bin && cp %s %s/bin/", lone, bin, lone), 0);
    snprintf(bin, sizeof bin, "%s/bin/simrun", lone);
    rc = test_run(&out, run, bin, tr);
    if (access("/usr/local/share/gpumemsim/profiles/" MODEL_PROFILE_DEFAULT ".profile", R_OK)) {
        char want[4200];
        snprintf(want, sizeof want, "simrun: profile '" MODEL_PROFILE_DEFAULT "' not found"
                 " (searched ./profiles, %s/share/gpumemsim/profiles, ", lone);
        ck_assert_int_eq(rc, 2);
        ck_assert_msg(strncmp(out, want, strlen(want)) == 0, "want %s\ngot %s", want, out);
        ck_assert_msg(!strstr(out, "--gpu"), "%s", out);
    }
    free(out);
    test_run(NULL, "rm -rf %s %s", prefix, lone);
}
END_TEST

Suite *simrun_cli_suite(void); /* the runner finds it by name */
Suite *simrun_cli_suite(void)
{
    Suite *s = suite_create("simrun_cli");
    TCase *tc = tcase_create("cli");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, json_csv_same_keys_and_deterministic);
    tcase_add_test(tc, policy_comma_rule);
    tcase_add_test(tc, bad_usage_exits_2);
    tcase_add_test(tc, invalid_while_replaying);
    tcase_add_test(tc, invalid_in_a_later_block);
    tcase_add_test(tc, default_policy_and_usage);
    tcase_add_test(tc, not_a_regular_file_as_trace);
    tcase_add_test(tc, profiles_from_anywhere);
    suite_add_tcase(s, tc);
    return s;
}
