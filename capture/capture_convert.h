/* capture_convert.h: a capture log (capture_log.h) made into a trace.
 *
 * Every allocation becomes a buffer with its ALLOC and FREE; every kernel
 * launch a LAUNCH that accesses, whole and read-write, each live buffer that
 * one of its parameter words points into, with the kernel's measured time;
 * event records, waits and synchronizations become RECORD, WAIT and SYNC;
 * copies and memsets become the nearest trace events; iteration markers
 * become ITER. docs/capture.md gives every rule; the host time a LAUNCH
 * cannot carry (its ns is the kernel's time) goes on the next event that
 * can. The same log and settings give a byte-identical trace.
 */
#ifndef CAPTURE_CONVERT_H
#define CAPTURE_CONVERT_H

#include <stdbool.h>
#include <stdint.h>

#include "capture_log.h"

struct capture_settings {
    uint64_t iters;          /* keep events up to the iters-th ITER; 0 keeps all */
    const char *iter_kernel; /* NULL, or: every iter_every-th launch of a kernel whose
                              * name contains this ends an iteration (markers are then
                              * ignored) */
    uint64_t iter_every;     /* >= 1 */
    uint64_t samples;        /* an iteration's samples when its marker gives none */
    unsigned allocs;         /* the kinds of allocation kept: bit k for enum capture_alloc k
                              * (0 keeps all); the others, their frees and what points
                              * into them are left out */
};

#define CAPTURE_REPORT_NAMES 6

/* A count per name, the largest first (kernels that resolved no buffer,
 * calls the trace has no event for). */
struct capture_named {
    char name[TRACE_KERNEL_NAME_LEN + 1];
    uint64_t count;
};

struct capture_report {
    uint64_t buffers, events, launches, resolved, iterations;
    uint64_t untimed;         /* kernels, copies and memsets without a measured time */
    uint64_t implicit_frees;  /* live buffers a new allocation overlapped */
    uint64_t unknown_frees;   /* frees of an address that held no live buffer */
    uint64_t host_copies;     /* copies and memsets that touch no live buffer */
    uint64_t empty_allocs;    /* allocations of 0 bytes (not in the trace) */
    uint64_t left_out;        /* allocations of a kind not kept (settings.allocs) */
    bool truncated;           /* the log's last record was cut short */
    bool ended;               /* the program ran its exit handlers */
    uint64_t unresolved_kernels;                        /* kernels with a launch resolving none */
    struct capture_named unresolved[CAPTURE_REPORT_NAMES]; /* the most such launches first */
    uint64_t skipped_calls, skipped_kinds;                 /* calls; distinct names */
    struct capture_named skipped[CAPTURE_REPORT_NAMES];
};

/* Convert log (read from log_path, for messages) into a trace at out.
 * Returns 0 with *rep filled, or -1 with err (out of host memory, or the
 * trace cannot be written; out is then left as it was). */
int capture_convert(const struct capture_log *log, const struct capture_settings *s,
                    const char *out, struct capture_report *rep, struct trace_error *err);

#endif
