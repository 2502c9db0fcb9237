/* sim_error.c: sim_seterr (sim_error.h). */
#include "sim_error.h"

#include <stdarg.h>
#include <stdio.h>

void sim_seterr(char *err, size_t errlen, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
}
