/* test_outputs.c: suite `outputs`: the files the programs write and their
 * stdout (traces/trace_output.c; docs/design.md section 8), the programs
 * run as a user runs them.
 *
 * An output that is the program's input (the same name, a hard link, a
 * ../ path, a symlink) is refused with exit 2 and the input is left byte
 * for byte. A write that fails (/dev/full; a regular file past the
 * file-size limit, `ulimit -f` with SIGXFSZ ignored, which fails writes
 * as a full disk does, without root) exits 2 naming the file and the
 * reason, and leaves neither a partial file nor a temporary one, and an
 * earlier file of that name as it was. A write error on stdout exits 2.
 * tracegen names what is wrong with an output it cannot create. The
 * Python tools' outputs are in test_importers.c and test_plots.c.
 */
#include <check.h>
#include <dirent.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "simrun_fixture.h"
#include "testutil.h"

#define SIMRUN_BIN TEST_BIN("simrun")
#define TRACEGEN TEST_BIN("tracegen")
#define TRACECHECK TEST_BIN("tracecheck")
/* A shell prefix: writes past LIMIT 512-byte blocks fail with EFBIG ("File
 * too large") instead of killing the program, as writes to a full disk do. */
#define FSIZE_LIMIT(blocks) "trap '' XFSZ; ulimit -f " #blocks "; "
#define RESNET "dl --model resnet --depth 50 --batch 8 --iters 2 --seed 1"

/* ---- helpers ------------------------------------------------------------ */

/* A fresh empty folder. */
static const char *fresh_dir(void)
{
    const char *d = test_tmp(".d");
    ck_assert_int_eq(mkdir(d, 0755), 0);
    return d;
}

/* The names in dir, space-separated and sorted (".." and "." left out). */
static const char *listing(const char *dir)
{
    static char out[2048];
    struct dirent **names;
    int n = scandir(dir, &names, NULL, alphasort);
    ck_assert_int_ge(n, 0);
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        if (strcmp(names[i]->d_name, ".") && strcmp(names[i]->d_name, ".."))
            snprintf(out + strlen(out), sizeof out - strlen(out), "%s%s", out[0] ? " " : "",
                     names[i]->d_name);
        free(names[i]);
    }
    free(names);
    return out;
}

/* tracegen RESNET into dir/name (a trace of 2,645 events whose timeline is
 * some 200 KB); returns the path. */
static const char *resnet(const char *dir, const char *name)
{
    static char paths[8][512];
    static int n;
    char *p = paths[n++ % 8];
    snprintf(p, 512, "%s/%s", dir, name);
    char *out;
    int rc = test_run(&out, TRACEGEN " " RESNET " -o %s", p);
    ck_assert_msg(rc == 0, "tracegen: %s", out);
    free(out);
    return p;
}

static bool same_bytes(const char *a, const char *b)
{
    return test_run(NULL, "cmp -s %s %s", a, b) == 0;
}

/* ---- an output that is an input ----------------------------------------- */

/* simrun --timeline naming the trace once replaced it with a CSV header
 * (exit 0 on a small trace; "corrupt" on a larger one). */
START_TEST(timeline_over_the_trace_refused)
{
    const char *d = fresh_dir();
    const char *tr = resnet(d, "t.h5"), *copy = resnet(d, "copy.h5");
    char hard[512], sub[512], sym[512], bin[4096];
    snprintf(hard, sizeof hard, "%s/hard.h5", d);
    snprintf(sub, sizeof sub, "%s/sub", d);
    snprintf(sym, sizeof sym, "%s/sym.h5", d);
    ck_assert_int_eq(link(tr, hard), 0);
    ck_assert_ptr_nonnull(realpath(SIMRUN_BIN, bin));
    ck_assert_int_eq(mkdir(sub, 0755), 0);
    ck_assert_int_eq(symlink("t.h5", sym), 0);
    /* the output named as the trace, through a hard link, ../ and a symlink */
    const char *forms[][2] = { { tr, tr }, { hard, tr }, { "../t.h5", tr }, { sym, tr } };
    for (int i = 0; i < 4; i++) {
        char *out, want[1024];
        int rc = test_run(&out, "cd %s && %s -q --policy cuda --timeline %s %s", sub, bin,
                          forms[i][0], forms[i][1]);
        snprintf(want, sizeof want, "simrun: --timeline: %s: is the same file as the input %s;"
                 " not overwriting it\n", forms[i][0], forms[i][1]);
        ck_assert_msg(rc == 2, "%s: exit %d: %s", forms[i][0], rc, out);
        ck_assert_str_eq(out, want);
        ck_assert_msg(same_bytes(tr, copy), "%s: the trace changed", forms[i][0]);
        free(out);
    }
    /* the profile read (--gpu FILE) is an input too */
    char prof[512], *out;
    snprintf(prof, sizeof prof, "%s/p.profile", d);
    ck_assert_int_eq(test_run(NULL, "cp %s %s", test_profile(), prof), 0);
    ck_assert_int_eq(test_run(&out, SIMRUN_BIN " -q --gpu %s --timeline %s %s", prof, prof, tr),
                     2);
    ck_assert_msg(strstr(out, "is the same file as the input") && same_bytes(prof, test_profile()),
                  "%s", out);
    free(out);
    ck_assert_str_eq(listing(d), "copy.h5 hard.h5 p.profile sub sym.h5 t.h5");
    test_run(NULL, "rm -rf %s", d);
}
END_TEST

/* ---- writes that fail ----------------------------------------------------- */

/* /dev/full, written in place (a device is never renamed over). */
START_TEST(dev_full_is_an_error)
{
    const char *tr = write_trace(cuda_sizes, 3, cuda_events, 9);
    char *out;
    int rc = test_run(&out, SIMRUN " -q --gpu %s --timeline /dev/full %s >/dev/null",
                      test_profile(), tr);
    ck_assert_int_eq(rc, 2);
    ck_assert_str_eq(out, "simrun: --timeline: /dev/full: cannot write: No space left on device\n");
    free(out);
    rc = test_run(&out, TRACEGEN " micro -o /dev/full");
    ck_assert_int_eq(rc, 2);
    ck_assert_str_eq(out, "tracegen: /dev/full: cannot create: No space left on device\n");
    free(out);
    /* /dev/null stays a way to discard an output; the devices stay devices (a
     * failed write unlinked its target: run as root, that removed /dev/full) */
    ck_assert_int_eq(test_run(NULL, TRACEGEN " micro -o /dev/null"), 0);
    ck_assert_int_eq(test_run(NULL, SIMRUN " -q --gpu %s --timeline /dev/null %s >/dev/null",
                              test_profile(), tr), 0);
    struct stat st;
    ck_assert(stat("/dev/null", &st) == 0 && S_ISCHR(st.st_mode));
    ck_assert(stat("/dev/full", &st) == 0 && S_ISCHR(st.st_mode));
}
END_TEST

/* A timeline past the file-size limit was cut at the limit (65,536 bytes,
 * mid-row) over the earlier file; now neither is touched. */
START_TEST(timeline_write_error_keeps_earlier_file)
{
    const char *d = fresh_dir();
    const char *tr = resnet(d, "t.h5");
    char tl[512], *out;
    snprintf(tl, sizeof tl, "%s/tl.csv", d);
    ck_assert_int_eq(test_run(NULL, "echo earlier > %s", tl), 0);
    int rc = test_run(&out, FSIZE_LIMIT(128) SIMRUN_BIN " -q --json --timeline %s %s >/dev/null",
                      tl, tr);
    char want[1024];
    snprintf(want, sizeof want, "simrun: --timeline: %s: cannot write: File too large\n", tl);
    ck_assert_msg(rc == 2, "exit %d: %s", rc, out);
    ck_assert_str_eq(out, want);
    free(out);
    char *text = NULL;
    ck_assert_int_eq(test_run(&text, "cat %s", tl), 0);
    ck_assert_str_eq(text, "earlier\n");
    free(text);
    ck_assert_str_eq(listing(d), "t.h5 tl.csv"); /* no temporary file left */
    /* without the limit: the whole timeline, in place of the earlier file */
    ck_assert_int_eq(test_run(NULL, SIMRUN_BIN " -q --json --timeline %s %s >/dev/null", tl, tr),
                     0);
    ck_assert_int_eq(test_run(&text, "wc -l < %s", tl), 0);
    ck_assert_int_gt(atoi(text), 1000);
    free(text);
    struct stat st; /* the mode of the file replaced, not mkstemp's 0600 */
    mode_t mask = umask(0);
    umask(mask);
    ck_assert_int_eq(stat(tl, &st), 0);
    ck_assert_int_eq(st.st_mode & 0777, 0666 & ~mask);
    ck_assert_int_eq(chmod(tl, 0640), 0);
    ck_assert_int_eq(test_run(NULL, SIMRUN_BIN " -q --json --timeline %s %s >/dev/null", tl, tr),
                     0);
    ck_assert_int_eq(stat(tl, &st), 0);
    ck_assert_int_eq(st.st_mode & 0777, 0640);
    ck_assert_str_eq(listing(d), "t.h5 tl.csv");
    test_run(NULL, "rm -rf %s", d);
}
END_TEST

/* tracegen's failed write removed the earlier file, and HDF5 then crashed
 * at exit (exit 139): now the earlier file is kept and the exit is 2. */
START_TEST(tracegen_write_error_keeps_earlier_file)
{
    const char *d = fresh_dir();
    const char *old = resnet(d, "old.h5"), *copy = resnet(d, "copy.h5");
    char *out, want[1024];
    int rc = test_run(&out, FSIZE_LIMIT(16) TRACEGEN " dl --model resnet --depth 101 --batch 8"
                      " -o %s", old);
    snprintf(want, sizeof want, "tracegen: %s: ", old);
    ck_assert_msg(rc == 2 && strncmp(out, want, strlen(want)) == 0
                      && strstr(out, ": File too large\n"), "exit %d: %s", rc, out);
    free(out);
    ck_assert(same_bytes(old, copy));
    ck_assert_str_eq(listing(d), "copy.h5 old.h5");
    /* a bad parameter found after the output was opened: the same */
    rc = test_run(&out, TRACEGEN " dl --model nope -o %s", old);
    ck_assert_int_eq(rc, 2);
    ck_assert_str_eq(out, "tracegen: --model: unknown model 'nope'\n");
    free(out);
    ck_assert(same_bytes(old, copy));
    ck_assert_str_eq(listing(d), "copy.h5 old.h5");
    test_run(NULL, "rm -rf %s", d);
}
END_TEST

/* ---- what tracegen says of an output it cannot create ---------------------- */

START_TEST(tracegen_names_the_reason)
{
    const char *d = fresh_dir();
    char path[512], *out, want[1024];
    const char *cases[][2] = {
        { "missing/x.h5", "No such file or directory" }, /* a missing folder */
        { ".", "Is a directory" },                       /* a folder given as output */
        { "fifo", "Illegal seek (a trace is written with seeks)" },
    };
    snprintf(path, sizeof path, "%s/fifo", d);
    ck_assert_int_eq(mkfifo(path, 0644), 0);
    for (int i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s/%s", d, cases[i][0]);
        int rc = test_run(&out, "timeout 10 " TRACEGEN " micro -o %s", path);
        snprintf(want, sizeof want, "tracegen: %s: cannot create: %s\n", path, cases[i][1]);
        ck_assert_msg(rc == 2, "%s: exit %d: %s", path, rc, out);
        ck_assert_str_eq(out, want);
        free(out);
    }
    /* a read-only folder: root writes anyway, so as nobody */
    snprintf(path, sizeof path, "%s/ro", d);
    ck_assert_int_eq(mkdir(path, 0555), 0);
    char bin[4096];
    ck_assert_ptr_nonnull(realpath(TRACEGEN, bin));
    const char *as = geteuid() != 0 ? "" : "setpriv --reuid=65534 --regid=65534 --clear-groups ";
    int rc = test_run(&out, "%s%s micro -o %s/x.h5", as, bin, path);
    snprintf(want, sizeof want, "tracegen: %s/x.h5: cannot create: Permission denied\n", path);
    if (rc != 126 && rc != 127) { /* setpriv missing, or the build unreadable to nobody */
        ck_assert_msg(rc == 2, "exit %d: %s", rc, out);
        ck_assert_str_eq(out, want);
    }
    free(out);
    test_run(NULL, "rm -rf %s", d);
}
END_TEST

/* ---- stdout ------------------------------------------------------------------ */

/* Results, --help, --list and --version written to a full stdout exited 0. */
START_TEST(stdout_write_error_is_an_error)
{
    const char *d = fresh_dir();
    const char *tr = resnet(d, "t.h5");
    const char *cmds[][2] = {
        { TRACECHECK " %s", "tracecheck" },       { TRACECHECK " --help", "tracecheck" },
        { SIMRUN_BIN " -q %s", "simrun" },        { SIMRUN_BIN " --list", "simrun" },
        { SIMRUN_BIN " --help", "simrun" },       { SIMRUN_BIN " --version", "simrun" },
        { TRACEGEN " --help", "tracegen" },       { TRACEGEN " --version", "tracegen" },
    };
    for (size_t i = 0; i < sizeof cmds / sizeof *cmds; i++) {
        char cmd[1024], *out, want[256];
        snprintf(cmd, sizeof cmd, cmds[i][0], tr);
        int rc = test_run(&out, "%s > /dev/full", cmd);
        snprintf(want, sizeof want, "%s: stdout: cannot write: No space left on device\n",
                 cmds[i][1]);
        ck_assert_msg(rc == 2, "%s: exit %d: %s", cmd, rc, out);
        ck_assert_str_eq(out, want);
        free(out);
        ck_assert_msg(test_run(NULL, "%s > /dev/null", cmd) == 0, "%s", cmd);
    }
    /* a closed stdout with nothing written to it is not an error */
    ck_assert_int_eq(test_run(NULL, TRACECHECK " -q %s >&-", tr), 0);
    test_run(NULL, "rm -rf %s", d);
}
END_TEST

Suite *outputs_suite(void); /* the runner finds it by name */
Suite *outputs_suite(void)
{
    Suite *s = suite_create("outputs");
    TCase *tc = tcase_create("outputs");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, timeline_over_the_trace_refused);
    tcase_add_test(tc, dev_full_is_an_error);
    tcase_add_test(tc, timeline_write_error_keeps_earlier_file);
    tcase_add_test(tc, tracegen_write_error_keeps_earlier_file);
    tcase_add_test(tc, tracegen_names_the_reason);
    tcase_add_test(tc, stdout_write_error_is_an_error);
    suite_add_tcase(s, tc);
    return s;
}
