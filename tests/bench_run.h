/* bench_run.h: what the benchmarks that time a program share: run a
 * command and keep its standard output (simrun's JSON line), and read one
 * number of that JSON. Header-only, for tests/bench_*.c. */
#ifndef BENCH_RUN_H
#define BENCH_RUN_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The command's standard output, or NULL (said on stderr, as `bench:
 * failed: CMD`) when it could not run or exited non-zero. Free it. */
static inline char *bench_run(const char *cmd)
{
    FILE *p = popen(cmd, "r");
    if (!p)
        return NULL;
    size_t cap = 1 << 16, len = 0, r;
    char *buf = malloc(cap);
    while (buf && (r = fread(buf + len, 1, cap - len - 1, p)) > 0)
        len += r;
    if (buf)
        buf[len] = '\0';
    if (pclose(p) != 0) {
        fprintf(stderr, "bench: failed: %s\n", cmd);
        free(buf);
        return NULL;
    }
    return buf;
}

/* The number after "key": in a JSON object, or -1 when it is not there. */
static inline double bench_num(const char *json, const char *key)
{
    char pat[128];
    snprintf(pat, sizeof pat, "\"%s\":", key);
    const char *k = strstr(json, pat);
    return k ? strtod(k + strlen(pat), NULL) : -1;
}

#endif
