/* test_crash.c: a crash is named for what crashed. The guard
 * of traces/trace_guard.c turns a fatal signal inside the HDF5 library's
 * reading into "PROG: FILE: the HDF5 library crashed reading this file
 * (damaged file?)", exit 2; a crash anywhere else (the replay itself) must
 * stay a crash: the program dies of its signal. build/dbg/bin/simrun-crash
 * (tests/simrun_crash.c) crashes on purpose where GMS_CRASH says: in HDF5
 * opening the trace, in HDF5 reading its rows, or in the replay after the
 * first ALLOC. The shell reports death by SIGSEGV as status 128 + 11. */
#include <check.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "testutil.h"
#include "trace.h"

#define SIMRUN_CRASH TEST_BIN("simrun-crash") " --no-wall --policy cuda"
#define HDF5_CRASHED "the HDF5 library crashed reading this file (damaged file?)"

#ifndef TEST_MAKE_ARGS
#define TEST_MAKE_ARGS "SANITIZE= "
#endif

/* Sanitizers keep their own handlers and reports (trace_guard.c). */
static bool sanitized(void)
{
    return strstr(TEST_MAKE_ARGS, "SANITIZE= ") == NULL;
}

/* One ALLOC, a kernel, the FREE, as the C writer writes them (chunked). */
static const char *small_trace(void)
{
    const char *path = test_tmp(".h5");
    struct trace_error err = { { 0 } };
    struct trace_writer *w = trace_writer_create(path, "test_crash", NULL, &err);
    ck_assert_msg(w != NULL, "%s", err.msg);
    struct trace_buffer b = { .size = 4096 };
    struct trace_access a = { .buffer = 0, .length = 4096, .mode = TRACE_READ };
    struct trace_event ev[] = { { .op = TRACE_ALLOC }, { .op = TRACE_LAUNCH, .b = 1, .ns = 1000 },
                                { .op = TRACE_FREE } };
    ck_assert_int_eq(trace_writer_buffer(w, &b, NULL, &err), 0);
    ck_assert_int_eq(trace_writer_access(w, &a, &err), 0);
    for (size_t i = 0; i < sizeof ev / sizeof *ev; i++)
        ck_assert_int_eq(trace_writer_event(w, &ev[i], &err), 0);
    ck_assert_msg(trace_writer_close(w, &err) == 0, "%s", err.msg);
    return path;
}

/* simrun-crash with GMS_CRASH=where on a small trace; its output and the
 * shell's "status=N" line. */
static char *crash(const char *where, const char **path)
{
    *path = small_trace();
    char *out = NULL;
    test_run(&out, "GMS_CRASH=%s %s %s; echo status=$?", where, SIMRUN_CRASH, *path);
    ck_assert_ptr_nonnull(out);
    return out;
}

/* Was: "simrun: FILE: the HDF5 library crashed reading this file (damaged
 * file?)", exit 2, the guard armed through the whole replay. */
START_TEST(crash_in_the_replay_is_a_crash)
{
    const char *path;
    char *out = crash("replay", &path);
    ck_assert_msg(!strstr(out, "HDF5"), "a crash of the replay blamed on HDF5: %s", out);
    ck_assert_msg(!strstr(out, "status=0\n") && !strstr(out, "status=2\n"), "%s", out);
    if (!sanitized()) {
        char want[32];
        snprintf(want, sizeof want, "status=%d\n", 128 + SIGSEGV);
        ck_assert_msg(strstr(out, want), "wanted death by SIGSEGV (%s), got: %s", want, out);
    }
    free(out);
    unlink(path);
}
END_TEST

/* The guard still does its job inside HDF5: opening, and reading rows. */
START_TEST(crash_in_hdf5_is_blamed_on_the_file)
{
    if (sanitized())
        return;
    static const char *const in_hdf5[] = { "open", "read" };
    for (size_t i = 0; i < 2; i++) {
        const char *path;
        char *out = crash(in_hdf5[i], &path);
        char want[1024];
        snprintf(want, sizeof want, "simrun: %s: " HDF5_CRASHED "\nstatus=2\n", path);
        ck_assert_msg(strstr(out, want), "%s: wanted \"%s\", got: %s", in_hdf5[i], want, out);
        free(out);
        unlink(path);
    }
}
END_TEST

/* Without GMS_CRASH it is simrun. */
START_TEST(no_crash_asked_runs_through)
{
    const char *path;
    char *out = crash("none", &path);
    ck_assert_msg(strstr(out, "status=0\n"), "%s", out);
    free(out);
    unlink(path);
}
END_TEST

Suite *crash_suite(void); /* the runner finds it by name */
Suite *crash_suite(void)
{
    Suite *s = suite_create("crash");
    TCase *tc = tcase_create("guard");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, crash_in_the_replay_is_a_crash);
    tcase_add_test(tc, crash_in_hdf5_is_blamed_on_the_file);
    tcase_add_test(tc, no_crash_asked_runs_through);
    suite_add_tcase(s, tc);
    return s;
}
