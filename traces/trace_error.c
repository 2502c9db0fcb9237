/* trace_error.c: error messages and the names of ops and tags.
 *
 * Every failing function of traces/ fills a struct trace_error with
 * "FILE: where: what"; programs print it after their own name and exit 2
 * (docs/design.md section 8). The name tables serve messages and summaries.
 */
#include "trace.h"

#include <stdarg.h>
#include <stdio.h>

void trace_error_set(struct trace_error *err, const char *file, const char *fmt, ...)
{
    if (!err)
        return;
    int n = snprintf(err->msg, sizeof err->msg, "%s: ", file ? file : "(null)");
    if (n < 0 || (size_t)n >= sizeof err->msg)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->msg + n, sizeof err->msg - (size_t)n, fmt, ap);
    va_end(ap);
}

const char *trace_op_name(unsigned op)
{
    static const char *const names[TRACE_OP_MAX + 1] = {
        [TRACE_ALLOC] = "ALLOC", [TRACE_FREE] = "FREE",     [TRACE_LAUNCH] = "LAUNCH",
        [TRACE_HOST] = "HOST",   [TRACE_PREFETCH] = "PREFETCH", [TRACE_ADVISE] = "ADVISE",
        [TRACE_SYNC] = "SYNC",   [TRACE_ITER] = "ITER",     [TRACE_RECORD] = "RECORD",
        [TRACE_WAIT] = "WAIT",
    };
    return op <= TRACE_OP_MAX && names[op] ? names[op] : "?";
}

const char *trace_tag_name(unsigned tag)
{
    static const char *const names[TRACE_TAG_MAX + 1] = {
        [TRACE_TAG_OTHER] = "other",          [TRACE_TAG_WEIGHT] = "weight",
        [TRACE_TAG_ACTIVATION] = "activation", [TRACE_TAG_GRADIENT] = "gradient",
        [TRACE_TAG_OPTIMIZER] = "optimizer",   [TRACE_TAG_WORKSPACE] = "workspace",
        [TRACE_TAG_INPUT] = "input",          [TRACE_TAG_OUTPUT] = "output",
    };
    return tag <= TRACE_TAG_MAX ? names[tag] : "?";
}
