/* trace.h: the gpumemtrace format, version 1 (docs/design.md section 3).
 *
 * A trace is one HDF5 file describing a program's memory behaviour with
 * logical buffer ids, never addresses: /buffers, /events, /accesses, the
 * optional /kernels, /frames, /stacks and /work, and root attributes. This
 * header is the whole public
 * interface of the traces/ library: the record structs as C sees them, a
 * writer that appends records in chunked, compressed datasets, a reader that
 * fetches any row range (so callers stream through a trace larger than
 * memory in blocks) and a validator that checks every rule of the format.
 *
 * Fields are read by name, so files written by other HDF5 tools (h5py's
 * packed compounds, contiguous datasets, integers of any width) read the
 * same. Every function that can fail takes a `struct trace_error *` and
 * fills it with "FILE: where: what"; callers print it and exit 2.
 *
 * traces/ depends on nothing else of this project.
 */
#ifndef TRACE_H
#define TRACE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define TRACE_FORMAT "gpumemtrace"
#define TRACE_VERSION 1

/* Event ops (/events.op). */
enum trace_op {
    TRACE_ALLOC = 1,
    TRACE_FREE = 2,
    TRACE_LAUNCH = 3,
    TRACE_HOST = 4,
    TRACE_PREFETCH = 5,
    TRACE_ADVISE = 6,
    TRACE_SYNC = 7,
    TRACE_ITER = 8,
    TRACE_RECORD = 9,
    TRACE_WAIT = 10,
};
#define TRACE_OP_MAX 10

/* Access modes (HOST events and /accesses.mode). */
enum trace_access_mode { TRACE_READ = 1, TRACE_WRITE = 2, TRACE_READWRITE = 3 };

/* PREFETCH modes. */
enum trace_prefetch_mode { TRACE_TO_GPU = 0, TRACE_TO_CPU = 1 };

/* ADVISE modes. */
enum trace_advise_mode {
    TRACE_ADVISE_UNSET = 0,
    TRACE_ADVISE_READ_MOSTLY = 1,
    TRACE_ADVISE_PREFER_GPU = 2,
    TRACE_ADVISE_PREFER_CPU = 3,
    TRACE_ADVISE_ACCESSED_BY_GPU = 4,
};

/* SYNC modes. */
enum trace_sync_mode { TRACE_SYNC_DEVICE = 0, TRACE_SYNC_STREAM = 1 };

/* Access patterns (/accesses.pattern). */
enum trace_pattern { TRACE_SEQUENTIAL = 0, TRACE_RANDOM = 1, TRACE_STRIDED = 2 };

/* Buffer tags (/buffers.tag). */
enum trace_tag {
    TRACE_TAG_OTHER = 0,
    TRACE_TAG_WEIGHT = 1,
    TRACE_TAG_ACTIVATION = 2,
    TRACE_TAG_GRADIENT = 3,
    TRACE_TAG_OPTIMIZER = 4,
    TRACE_TAG_WORKSPACE = 5,
    TRACE_TAG_INPUT = 6,
    TRACE_TAG_OUTPUT = 7,
};
#define TRACE_TAG_MAX 7

/* Buffer flags. */
#define TRACE_FLAG_HOST_INIT 0x1u

/* One row of /buffers; row i is buffer id i. */
struct trace_buffer {
    uint64_t size;
    uint8_t tag;
    uint8_t flags;
};

/* One row of /events, in program order. The meaning of mode, obj, a, b and
 * ns depends on op (docs/design.md section 3). */
struct trace_event {
    uint64_t obj;
    uint64_t a;
    uint64_t b;
    uint64_t ns;
    uint32_t stream;
    uint8_t op;
    uint8_t mode;
};

/* One row of /accesses: what a LAUNCH touches, in first-touch order. */
struct trace_access {
    uint64_t buffer;
    uint64_t offset;
    uint64_t length;
    uint64_t stride;
    uint64_t piece;
    uint8_t mode;
    uint8_t pattern;
};

#define TRACE_KERNEL_NAME_LEN 64

/* One row of /kernels: row i names kernel id i (NUL-padded). */
struct trace_kernel {
    char name[TRACE_KERNEL_NAME_LEN + 1];
};

#define TRACE_FRAME_NAME_LEN 256

/* One row of /frames (optional): row i is stack frame i,
 * "FILE:LINE:FUNCTION" as a PyTorch snapshot records it (NUL-padded). */
struct trace_frame {
    char name[TRACE_FRAME_NAME_LEN + 1];
};

/* One row of /stacks (optional): one frame of the stack that allocated a
 * buffer. A buffer's rows are adjacent, innermost frame first, and buffers
 * come in increasing id order. */
struct trace_stack {
    uint64_t buffer;
    uint64_t frame;
};

/* One row of /work (optional): the work of one kernel launch. Row k is the
 * k-th LAUNCH of /events; when /work exists it has a row per LAUNCH. A
 * host times the kernel for its GPU with a roofline from these
 * (docs/simrun.md, "Kernel times"); a row with flops and bytes both 0
 * carries no work, and that launch keeps its event's ns. */
struct trace_work {
    uint64_t flops;  /* floating-point operations */
    uint64_t bytes;  /* bytes the kernel moves to and from device memory */
    uint8_t tensor;  /* 1: the FLOPs run at the GPU's fp16 tensor rate; 0: fp32 */
};

/* An error message "FILE: where: what", ready to print after "prog: ". */
struct trace_error {
    char msg[512];
};

/* Fill err with "file: " followed by the printf-style message. */
void trace_error_set(struct trace_error *err, const char *file, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

const char *trace_op_name(unsigned op);   /* "ALLOC", ...; "?" if unknown */
const char *trace_tag_name(unsigned tag); /* "weight", ...; "?" if unknown */

/* ---- Writing ------------------------------------------------------------ */

struct trace_writer;

/* Start writing a trace to path (replaced at close) and write the root
 * attributes. description may be NULL. Returns NULL and fills err on
 * failure: "PATH: cannot create: No such file or directory". */
struct trace_writer *trace_writer_create(const char *path, const char *source,
                                         const char *description, struct trace_error *err);

/* One more root string attribute (provenance: docs/trace-format.md, "Root
 * attributes"), stored as source is; value NULL is "". Returns 0, or -1
 * with err filled and nothing written (the writer stays usable) for an
 * empty name, a name written before, one of format, version, source and
 * description, or a name and value longer than TRACE_ATTR_MAX bytes
 * together (HDF5 holds at most 64 KiB in one attribute of the root, and
 * the writer would fail as a whole past that); -1 with err and the writer
 * failed on an HDF5 write failure. */
#define TRACE_ATTR_MAX 32768
int trace_writer_attr(struct trace_writer *w, const char *name, const char *value,
                      struct trace_error *err);

/* Append one record each; rows are buffered and flushed in chunks. Return 0,
 * or -1 with err filled (an HDF5 write failure). Adding a buffer returns its
 * id through *id when id is not NULL. The writer does not validate. */
int trace_writer_buffer(struct trace_writer *w, const struct trace_buffer *b, uint64_t *id,
                        struct trace_error *err);
int trace_writer_event(struct trace_writer *w, const struct trace_event *e,
                       struct trace_error *err);
int trace_writer_access(struct trace_writer *w, const struct trace_access *a,
                        struct trace_error *err);
/* Kernel names longer than 64 bytes are cut to 64. */
int trace_writer_kernel(struct trace_writer *w, const char *name, uint64_t *id,
                        struct trace_error *err);
/* Stack frames (/frames, names cut to 256 bytes) and the stacks of
 * buffers (/stacks: one row per frame, a buffer's innermost first, buffers
 * in increasing order); both datasets are written only when used. */
int trace_writer_frame(struct trace_writer *w, const char *name, uint64_t *id,
                       struct trace_error *err);
int trace_writer_stack(struct trace_writer *w, uint64_t buffer, uint64_t frame,
                       struct trace_error *err);

/* The work of the next LAUNCH (/work, written only when used: a trace
 * that has it gives every LAUNCH a row, in /events order). */
int trace_writer_work(struct trace_writer *w, const struct trace_work *work,
                      struct trace_error *err);

/* Rows written so far (the next id of each kind). */
uint64_t trace_writer_nbuffers(const struct trace_writer *w);
uint64_t trace_writer_naccesses(const struct trace_writer *w);
uint64_t trace_writer_nkernels(const struct trace_writer *w);

/* Flush, close and put the file in place (it was written under a temporary
 * name beside it, trace_output.c); frees w in every case. Returns 0 or -1
 * with err, nothing written. */
int trace_writer_close(struct trace_writer *w, struct trace_error *err);
/* Close and remove what was written, keeping an earlier file; frees w. */
void trace_writer_discard(struct trace_writer *w);

/* ---- Output files (trace_output.c) ----------------------------------------
 *
 * A file is written whole or not at all: to a temporary file beside the
 * target, renamed onto it by trace_output_close once every byte is written
 * and synced; an earlier file of that name is kept until then. A target that
 * exists and is not a regular file (/dev/null, a FIFO) is written in place.
 */

/* Invariant: path is NULL but while open (a zeroed struct is not open);
 * while open, fd (and f, over fd) is open on the file being written: tmp,
 * beside target (the output's real path), or path itself when tmp is NULL. */
struct trace_output {
    const char *path; /* as the caller named it, for messages */
    char *target;     /* where the file is renamed to */
    char *tmp;        /* the temporary file, NULL when writing path in place */
    int fd;
    FILE *f;          /* trace_output_fopen's stream over fd, else NULL */
};

/* Start writing path. inputs (NULL-terminated, may be NULL) are the files
 * the program reads: an output that is one of them (the same device and
 * inode) is refused. Returns 0, or -1 with err: "FILE: is the same file as
 * the input IN; ..." or "FILE: cannot create: reason" (errno's). */
int trace_output_open(struct trace_output *o, const char *path, const char *const *inputs,
                      struct trace_error *err);
/* The same, with a stdio stream to write through (NULL on failure). */
FILE *trace_output_fopen(struct trace_output *o, const char *path, const char *const *inputs,
                         struct trace_error *err);
/* The name to write the file under, for a library that opens it itself. */
const char *trace_output_name(const struct trace_output *o);
/* Flush, check for write errors, sync, close and rename onto the target.
 * Returns 0, or -1 with err "FILE: cannot write: reason", the temporary file
 * removed and an earlier file kept. */
int trace_output_close(struct trace_output *o, struct trace_error *err);
/* Give up: close and remove the temporary file; an earlier file is kept. */
void trace_output_discard(struct trace_output *o);

/* For programs: at exit, a write error on stdout (results, --help, --list)
 * is reported as "PROG: stdout: cannot write: reason" and the exit status
 * becomes 2. Call once, first thing in main. */
void trace_output_stdout(const char *prog);

/* ---- Reading ------------------------------------------------------------ */

struct trace;

/* Open a trace and check its structure: root attributes (format, version),
 * the datasets and the name and type class of every field. Does not check
 * the rows; see trace_validate. Returns NULL and fills err on failure. */
struct trace *trace_open(const char *path, struct trace_error *err);
void trace_close(struct trace *t);

const char *trace_path(const struct trace *t);
const char *trace_source(const struct trace *t);
const char *trace_description(const struct trace *t); /* "" when absent */
/* Any root string attribute by name (such as the provenance attributes
 * of docs/trace-format.md), malloc'ed: "" when absent. Returns NULL with
 * err filled when it is not a single string or cannot be read. */
char *trace_attr(struct trace *t, const char *name, struct trace_error *err);
uint64_t trace_nbuffers(const struct trace *t);
uint64_t trace_nevents(const struct trace *t);
uint64_t trace_naccesses(const struct trace *t);
uint64_t trace_nkernels(const struct trace *t); /* 0 when /kernels is absent */
uint64_t trace_nframes(const struct trace *t);  /* 0 when /frames is absent */
uint64_t trace_nstacks(const struct trace *t);  /* 0 when /stacks is absent */
bool trace_has_work(const struct trace *t);     /* /work is present */
uint64_t trace_nwork(const struct trace *t);    /* 0 when /work is absent */

/* Read rows [first, first+n) of a dataset into out (n records). Return 0, or
 * -1 with err filled (range past the end, HDF5 read failure). */
int trace_read_buffers(struct trace *t, uint64_t first, size_t n, struct trace_buffer *out,
                       struct trace_error *err);
int trace_read_events(struct trace *t, uint64_t first, size_t n, struct trace_event *out,
                      struct trace_error *err);
int trace_read_accesses(struct trace *t, uint64_t first, size_t n, struct trace_access *out,
                        struct trace_error *err);
int trace_read_kernels(struct trace *t, uint64_t first, size_t n, struct trace_kernel *out,
                       struct trace_error *err);
int trace_read_frames(struct trace *t, uint64_t first, size_t n, struct trace_frame *out,
                      struct trace_error *err);
int trace_read_stacks(struct trace *t, uint64_t first, size_t n, struct trace_stack *out,
                      struct trace_error *err);
int trace_read_work(struct trace *t, uint64_t first, size_t n, struct trace_work *out,
                    struct trace_error *err);

/* Whole /buffers table, allocated by trace_calloc_rows (free() it).
 * Returns NULL with err filled on failure; *n gets the count. */
struct trace_buffer *trace_load_buffers(struct trace *t, uint64_t *n, struct trace_error *err);

/* malloc(bytes) for a large array that a run fills once or reuses (an
 * array with a slot per row of a dataset, a chunk's scratch): from 256 KiB
 * on the memory is whole 2 MiB pages, aligned, which the kernel is asked
 * to back with huge pages (Linux's MADV_HUGEPAGE, a hint), so filling it
 * faults once per 2 MiB instead of once per 4 KiB. A hint on malloc's own
 * block covered only its aligned middle: bench_replay's 1M-event trace
 * (500,940 buffers) made 4,555 page faults a run with no hint, 2,510 with
 * it, 800 with whole pages (the arrays and the chunk scratch). free() it;
 * NULL when out of memory. */
void *trace_malloc_huge(size_t bytes);
/* calloc(n, size) (n 0: one) the same way. */
void *trace_calloc_rows(size_t n, size_t size);

/* A cursor that streams /events in blocks of at most TRACE_BLOCK rows.
 * With check set (after trace_cursor_init), each block is validated as it
 * is read (trace_validator_rows): the cursor returns the rows before the
 * first that fails, then -1 with the validator's message. Invariant:
 * block holds rows [start, start + fill); stopped says row start + fill
 * failed validation. */
#define TRACE_BLOCK 65536
struct trace_validator;
struct trace_cursor {
    struct trace *t;
    uint64_t next;  /* row index of the next event to return */
    uint64_t start; /* row index of block[0] */
    size_t fill;    /* rows in block */
    struct trace_event *block;
    struct trace_validator *check; /* NULL: rows are not validated */
    bool stopped;
};
int trace_cursor_init(struct trace_cursor *c, struct trace *t, struct trace_error *err);
/* trace_cursor_next once block is used up: reads the next block. */
int trace_cursor_fill(struct trace_cursor *c, const struct trace_event **e,
                      struct trace_error *err);
/* Returns 1 and sets *e (valid until the next call), 0 at the end, -1 with
 * err on a read failure. The row index of *e is c->next - 1. Readers call
 * it for every event, so the common case, a row left in the block, is
 * inline. */
static inline int trace_cursor_next(struct trace_cursor *c, const struct trace_event **e,
                                    struct trace_error *err)
{
    if (c->next == c->start + c->fill)
        return trace_cursor_fill(c, e, err);
    *e = &c->block[c->next - c->start];
    c->next++;
    return 1;
}
/* The same for the rest of the block at once: *e and the *n events after
 * it in memory (n >= 1), all taken (the row index of *e is c->next - *n),
 * for a loop over a block without a call per event. */
static inline int trace_cursor_rows(struct trace_cursor *c, const struct trace_event **e,
                                    size_t *n, struct trace_error *err)
{
    int rc = trace_cursor_next(c, e, err);
    if (rc == 1) {
        *n = (size_t)(c->start + c->fill - c->next) + 1;
        c->next = c->start + c->fill;
    }
    return rc;
}
void trace_cursor_free(struct trace_cursor *c);

/* ---- Validating --------------------------------------------------------- */

/* The most a valid trace may sum to (docs/design.md section 3): its events'
 * ns together, its ITER samples together, its live buffers' sizes at any
 * moment and the bytes its kernels' accesses touch together. A host adds
 * its own costs to the trace's: with the trace's sums this far below 2^64,
 * its totals have room to spare. */
#define TRACE_SUM_MAX (1ull << 62)

/* What tracecheck prints for a valid trace. */
struct trace_summary {
    uint64_t buffers, events, accesses, kernels;
    uint64_t events_by_op[TRACE_OP_MAX + 1];
    uint64_t iterations, samples;
    uint64_t streams;          /* distinct stream ids used by events */
    uint64_t peak_live_bytes;  /* max over time of the sum of live buffer sizes */
    uint64_t bytes_touched;    /* sum over LAUNCH accesses of the bytes touched */
    uint64_t launches_with_accesses; /* LAUNCH events with b > 0 (an /accesses row) */
    uint64_t launches_with_work; /* /work rows with flops or bytes > 0 */
};

/* Check every rule of docs/design.md section 3, streaming through the trace.
 * Returns 0 with *s filled (s may be NULL), or -1 with err holding the first
 * violation as "FILE: /dataset row N: what". */
int trace_validate(struct trace *t, struct trace_summary *s, struct trace_error *err);

/* trace_validate in parts, for a program that walks /events anyway (simrun
 * checks each block of events just before its first replay replays it,
 * sparing a pass over the file): begin with the trace's /buffers (checked
 * here; the caller keeps them), hand it /events rows in order (or let a
 * cursor do it: trace_cursor's check), then end. */
/* NULL with err on a /buffers violation or out of host memory. */
struct trace_validator *trace_validator_begin(struct trace *t, const struct trace_buffer *bufs,
                                              uint64_t nbuf, struct trace_error *err);
/* Check /events row `row`, e: 0, or -1 once a row has failed (its message
 * kept for trace_validator_end). row is at most one past the rows checked
 * so far; a row checked before passes again (a reader ahead of the
 * caller's, such as a look-ahead cursor, may check rows first). */
int trace_validator_event(struct trace_validator *v, uint64_t row, const struct trace_event *e);
/* The same for rows [row, row + n), e[0..n): the number of them that
 * pass, fewer than n when a row fails (err then holds why, "FILE: /events
 * row N: what"). */
size_t trace_validator_rows(struct trace_validator *v, uint64_t row, const struct trace_event *e,
                            size_t n, struct trace_error *err);
/* Check the rows after those checked so far, then the rules that need the
 * whole trace: 0 with *s (s may be NULL), or -1 with err holding the first
 * violation, "FILE: /dataset row N: what". */
int trace_validator_end(struct trace_validator *v, struct trace_summary *s,
                        struct trace_error *err);
void trace_validator_free(struct trace_validator *v);

/* Optional progress report for long walks: every cursor over t (so
 * trace_validate too) calls fn each time its reads pass another multiple
 * of TRACE_BLOCK events, with the events done so far and the total; fn
 * NULL turns it off. Programs use it for their progress line. */
typedef void (*trace_progress_fn)(uint64_t done, uint64_t total, void *arg);
void trace_set_progress(struct trace *t, trace_progress_fn fn, void *arg);

/* For programs (not the library's own calls): report a crash or hang of
 * the HDF5 library on a damaged file as "PROG: FILE: ..." with exit 2. A
 * crash outside the library's HDF5 calls takes the signal's default
 * action. trace_guard_install sets the handlers once; trace_guard_file names the
 * file being read; trace_guard_watch(n) arms a watchdog of n seconds
 * around a step that must be quick (0 disarms it). */
#define TRACE_GUARD_OPEN_SECONDS 20
void trace_guard_install(const char *prog);
void trace_guard_file(const char *path);
void trace_guard_watch(unsigned seconds);

/* Bytes an access touches: length for sequential and random patterns; for
 * strided, the union of [offset + k*stride, +piece) clipped to the range. */
uint64_t trace_access_bytes(const struct trace_access *a);

#endif
