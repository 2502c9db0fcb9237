/* capture_log.h: the capture log, the record stream that the capture library
 * (gpu/capture_inject.c) writes inside a running program and gmscapture turns
 * into a trace (capture_convert.h). The library only records what the
 * program did, with raw addresses and handles; everything that needs a
 * judgement (which buffer a kernel parameter points into, which copy is
 * which kind of trace event) is decided afterwards, where it can be tested
 * without a GPU and redone with other settings (gmscapture --from-log).
 *
 * A log is the 8 bytes CAPTURE_MAGIC, then records, each a struct
 * capture_record followed by `len` payload bytes. Records are appended with
 * write(2) in batches, so a program that dies leaves a log whose last record
 * may be cut short: the reader stops there and says so (capture_log_read).
 * Integers are in the host's byte order: a log is read on the machine that
 * wrote it.
 */
#ifndef CAPTURE_LOG_H
#define CAPTURE_LOG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "trace.h"

#define CAPTURE_MAGIC "GMSCAP1\n"

/* Record kinds; what stream and x[0..3] hold for each. */
enum capture_kind {
    CAPTURE_INFO = 1,   /* payload: "key=value\n" lines (provenance) */
    CAPTURE_ALLOC,      /* x0 address, x1 bytes, x2 the call's enum capture_alloc; stream */
    CAPTURE_FREE,       /* x0 address, x1 bytes (0: the buffer at x0; else every buffer
                         * inside [x0, x0+x1), an unmapped range); stream */
    CAPTURE_LAUNCH,     /* x0 correlation id, x1 function key; stream; payload: the
                         * kernel's parameter memory as the kernel sees it */
    CAPTURE_KERNEL,     /* x0 function key; payload: its name, NUL-terminated */
    CAPTURE_DONE,       /* x0 correlation id, x1 measured duration in ns */
    CAPTURE_RECORD,     /* x0 event handle; stream */
    CAPTURE_WAIT,       /* x0 event handle; stream */
    CAPTURE_SYNC,       /* x0 CAPTURE_SYNC_*, x1 event handle for CAPTURE_SYNC_EVENT; stream */
    CAPTURE_COPY,       /* x0 destination, x1 source, x2 bytes, x3 correlation id; stream */
    CAPTURE_SET,        /* x0 destination, x1 bytes, x3 correlation id; stream */
    CAPTURE_PREFETCH,   /* x0 address, x1 bytes, x2 trace_prefetch_mode; stream */
    CAPTURE_ADVISE,     /* x0 address, x1 bytes, x2 trace_advise_mode */
    CAPTURE_ITER,       /* x0 samples (0: not given by the marker) */
    CAPTURE_END,        /* the program exited through its exit handlers */
    CAPTURE_SKIPPED,    /* payload: the name of a call the trace has no event for */
};
#define CAPTURE_KIND_MAX CAPTURE_SKIPPED

/* Which kind of call made an allocation (gmscapture --allocs keeps some). */
enum capture_alloc {
    CAPTURE_ALLOC_DEVICE = 0,  /* cuMemAlloc, cuMemAllocPitch */
    CAPTURE_ALLOC_ASYNC = 1,   /* cuMemAllocAsync, cuMemAllocFromPoolAsync (stream-ordered) */
    CAPTURE_ALLOC_MANAGED = 2, /* cuMemAllocManaged */
    CAPTURE_ALLOC_MAPPED = 3,  /* cuMemMap of a virtual range */
};
#define CAPTURE_ALLOC_KINDS 4
enum { CAPTURE_SYNC_DEVICE = 0, CAPTURE_SYNC_STREAM = 1, CAPTURE_SYNC_EVENT = 2 };

/* The largest payload a record may carry (CUDA's kernel parameters are at
 * most 32764 bytes). */
#define CAPTURE_PAYLOAD_MAX 65536u

/* One record. host_ns is the host's time since the previous traced call
 * returned, less the time spent inside traced calls: the program's own work
 * between two CUDA calls, with the driver's and the allocator's time taken out. */
struct capture_record {
    uint32_t kind;
    uint32_t len;     /* payload bytes that follow */
    uint64_t host_ns;
    uint64_t stream;  /* the CUstream handle; 0, 1 (legacy) and 2 (per-thread) are the default */
    uint64_t x[4];
};

/* ---- writing (inside the program) ------------------------------------------------
 * Invariant: fd >= 0 while open; used <= sizeof buf. Not thread-safe: the
 * library holds its lock around these calls. */
struct capture_writer {
    int fd;
    size_t used;
    bool failed;           /* a write failed: nothing more is written */
    unsigned char buf[1u << 20];
};

/* Start a writer on fd (opened for appending). */
void capture_writer_init(struct capture_writer *w, int fd);
/* Append one record and its payload (len bytes at payload, clipped to
 * CAPTURE_PAYLOAD_MAX); written through when the buffer fills. */
void capture_writer_put(struct capture_writer *w, struct capture_record r, const void *payload,
                        uint32_t len);
/* Write out what is buffered. false when a write failed. */
bool capture_writer_flush(struct capture_writer *w);

/* ---- reading (in gmscapture) ---------------------------------------------------- */

/* A whole log in memory. Invariant: every record from data[8] to data[end]
 * is whole and of a known kind; truncated tells whether bytes followed that
 * did not make a whole record. */
struct capture_log {
    const char *path; /* as given to capture_log_read, for messages */
    unsigned char *data;
    size_t end;
    bool truncated;
};

/* Read path. Returns 0, or -1 with err "PATH: offset N: what" (not a log,
 * an unknown record kind, a payload past the limit) or the read error. */
int capture_log_read(struct capture_log *log, const char *path, struct trace_error *err);
void capture_log_free(struct capture_log *log);

/* Step through the records: *pos starts at 0; fills r and *payload and
 * returns true, or false at the end. */
bool capture_log_next(const struct capture_log *log, size_t *pos, struct capture_record *r,
                      const unsigned char **payload);

#endif
