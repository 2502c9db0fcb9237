/* tracegen_fixture.h: what the tracegen tests share (test_tracegen.c,
 * test_tracegen_llm.c): generate a trace with the library into a fresh
 * file, and validate one. Header-only. */
#ifndef TRACEGEN_FIXTURE_H
#define TRACEGEN_FIXTURE_H

#include <check.h>

#include "gen.h"
#include "testutil.h"
#include "trace.h"

/* Generate with kind (gen_dl, gen_etl, gen_micro) into a fresh file;
 * returns its path. */
static inline const char *generate(int (*kind)(struct gen *, const struct gen_params *),
                                   const struct gen_params *p)
{
    const char *path = test_tmp(".h5");
    struct trace_error err = {{0}};
    struct gen g;
    ck_assert_msg(gen_open(&g, path, "test_tracegen", NULL, p->seed, &err) == 0, "%s", err.msg);
    int rc = kind(&g, p);
    ck_assert_msg(gen_close(&g) == 0 && rc == 0, "%s", err.msg);
    return path;
}

/* Validate a trace; returns its summary. */
static inline struct trace_summary validate(const char *path)
{
    struct trace_error err = {{0}};
    struct trace_summary s;
    struct trace *t = trace_open(path, &err);
    ck_assert_msg(t != NULL, "%s", err.msg);
    ck_assert_msg(trace_validate(t, &s, &err) == 0, "%s", err.msg);
    trace_close(t);
    return s;
}

#endif
