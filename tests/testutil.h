/* testutil.h: small helpers shared by the tests: running a program and
 * capturing its exit status and output, and scratch file names. */
#ifndef TESTUTIL_H
#define TESTUTIL_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* Where the build put things (set by the Makefile). */
#ifndef BUILD_DIR
#define BUILD_DIR "build"
#endif
#ifndef PYTHON
#define PYTHON "/usr/bin/python3"
#endif
#define TEST_BIN(name) BUILD_DIR "/dbg/bin/" name

/* Check's ck_assert records its location on every call (a file write); in
 * hot loops only report failures (the including file includes check.h). */
#define REQUIRE(cond, ...)             \
    do {                               \
        if (!(cond))                   \
            ck_abort_msg(__VA_ARGS__); \
    } while (0)

/* Run a shell command; its stdout+stderr go to *out (malloc'ed, may be
 * NULL to discard). Returns the exit status, or -1 if it did not exit. */
static inline int test_run(char **out, const char *fmt, ...)
    __attribute__((format(printf, 2, 3), unused));
#include <stdarg.h>
static inline int test_run(char **out, const char *fmt, ...)
{
    char cmd[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(cmd, sizeof cmd, fmt, ap);
    va_end(ap);
    char full[4200];
    snprintf(full, sizeof full, "( %s ) 2>&1", cmd);
    FILE *p = popen(full, "r");
    if (!p)
        return -1;
    size_t cap = 4096, len = 0;
    char *buf = malloc(cap);
    size_t r;
    while (buf && (r = fread(buf + len, 1, cap - len - 1, p)) > 0) {
        len += r;
        if (cap - len < 2) {
            cap *= 2;
            buf = realloc(buf, cap);
        }
    }
    if (buf)
        buf[len] = '\0';
    int st = pclose(p);
    if (out)
        *out = buf;
    else
        free(buf);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* A fresh scratch path under $TMPDIR (or /tmp), unique per call and not
 * existing when returned. */
static inline const char *test_tmp(const char *suffix) __attribute__((unused));
static inline const char *test_tmp(const char *suffix)
{
    static char paths[64][256];
    static int n;
    const char *dir = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
    char *p = paths[n++ % 64];
    snprintf(p, 256, "%s/gms-test-%d-%d%s", dir, (int)getpid(), n, suffix);
    unlink(p); /* a file left by an earlier run whose pid was the same */
    return p;
}

#endif
