/* model_error.c: model_seterr (model_error.h). */
#include "model_error.h"

#include <stdarg.h>
#include <stdio.h>

void model_seterr(char *err, size_t errlen, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
}
