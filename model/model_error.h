/* model_error.h: the one way sim/ writes an error message into a caller's
 * buffer (snprintf-style; the message is truncated to fit). */
#ifndef MODEL_ERROR_H
#define MODEL_ERROR_H

#include <stddef.h>

void model_seterr(char *err, size_t errlen, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

#endif
