/* trace_hdf5.h: what the writer and the reader of traces/ share (internal).
 *
 * Each table of the format (/buffers, /events, /accesses and the optional
 * /kernels, /frames, /stacks, /work) is
 * described once, as a list of fields with their name, their place in the
 * C struct of trace.h and their size in the file. From that one description
 * come the file's compound type (packed, little-endian, in the order of
 * docs/design.md section 3), the native memory type used when HDF5 must convert
 * (a file written by another tool), and the packing and unpacking between
 * packed rows and C structs. Not part of the public API.
 */
#ifndef TRACE_HDF5_H
#define TRACE_HDF5_H

#include <hdf5.h>

#include "trace.h"

enum trace_field_kind { TRACE_FIELD_UINT, TRACE_FIELD_STRING };

/* The most bytes a field has in the file (the longest string, /frames.name). */
#define TRACE_FIELD_MAX TRACE_FRAME_NAME_LEN
_Static_assert(TRACE_KERNEL_NAME_LEN <= TRACE_FIELD_MAX, "fields fit TRACE_FIELD_MAX");

struct trace_field {
    const char *name;
    enum trace_field_kind kind;
    size_t offset; /* in the C struct */
    size_t size;   /* bytes in the file: 1, 4 or 8 for integers; string length */
};

/* Invariant: fields[] lists every field of the C struct once; packed_size
 * is the sum of the fields' sizes. */
struct trace_table {
    const char *path;     /* "/events" */
    size_t record_size;   /* sizeof the C struct */
    size_t packed_size;   /* bytes per row in the file */
    hsize_t chunk_rows;   /* rows per chunk written by the writer */
    const struct trace_field *fields;
    int nfields;
};

/* The optional tables come last, from TRACE_TAB_KERNELS on; a table of one
 * string field (/kernels, /frames) may store it variable-length. */
enum {
    TRACE_TAB_BUFFERS, TRACE_TAB_EVENTS, TRACE_TAB_ACCESSES,
    TRACE_TAB_KERNELS, TRACE_TAB_FRAMES, TRACE_TAB_STACKS, TRACE_TAB_WORK, TRACE_NTABS
};
#define TRACE_TAB_OPTIONAL(i) ((i) >= TRACE_TAB_KERNELS)
extern const struct trace_table trace_tables[TRACE_NTABS];

/* The packed little-endian compound type the writer uses (caller closes). */
hid_t trace_table_file_type(const struct trace_table *tab);
/* A compound type laid out as the C struct (caller closes). */
hid_t trace_table_mem_type(const struct trace_table *tab);

/* Between n packed rows (file layout) and n C structs. */
void trace_table_pack(const struct trace_table *tab, const void *recs, size_t n, void *packed);
void trace_table_unpack(const struct trace_table *tab, const void *packed, size_t n, void *recs);

/* Turn HDF5's own error printing off (once per process). */
void trace_hdf5_quiet(void);
/* The innermost message on HDF5's error stack ("truncated file: ..."), or
 * "unknown HDF5 error"; clears the stack. */
void trace_hdf5_reason(char *buf, size_t len);

/* ---- What a trace may not be or contain (trace_contained.c) ----------------
 *
 * Each returns 0, or -1 with why (or err) saying what is wrong. */

/* path names a regular file (not a directory, FIFO, device or socket). */
int trace_check_regular(const char *path, struct trace_error *err);
/* A dataset access list (also a link access list) that refuses to
 * traverse external links; the caller closes it. */
hid_t trace_contained_dapl(void);
/* The link name (in the root group) is a hard link, or a soft link to an
 * object of this file; not an external or user-defined link. */
int trace_contained_link(hid_t file, const char *name, hid_t dapl, char *why, size_t len);
/* The dataset stores its rows in this file (no external storage, not
 * virtual), with filters this build of HDF5 can decode. */
int trace_contained_storage(hid_t ds, char *why, size_t len);

/* ---- Decoding our own chunks without HDF5's filter pipeline (trace_chunk.c)
 *
 * For a chunked dataset whose type is exactly the packed type and whose
 * filters are shuffle and/or deflate, a chunk is fetched raw
 * (H5Dread_chunk), inflated with libdeflate and unshuffled straight into the C
 * structs: several times faster than HDF5's pipeline plus a copy.
 */
#include <libdeflate.h>

struct trace_chunk_decoder {
    hsize_t chunk_rows; /* rows per chunk; 0: this dataset cannot be decoded so */
    bool shuffle, deflate;
    struct libdeflate_decompressor *inflater; /* NULL until the first chunk */
    unsigned char *zbuf, *raw;
    size_t zcap, rawcap;
    uint64_t cached; /* chunk number + 1 whose bytes raw (or zbuf) holds; 0: none */
};

/* Look at a dataset's layout and filters; set d->chunk_rows (0 when the
 * fast path does not apply). tab's packed type must equal the file type. */
void trace_chunk_setup(struct trace_chunk_decoder *d, hid_t ds, const struct trace_table *tab);

/* Decode rows [lo, hi) of chunk number c into out (hi - lo records).
 * Returns 0; 1 when this chunk must go through H5Dread instead (not
 * written yet, a filter skipped); -1 with why filled on corrupt data. */
int trace_chunk_read(struct trace_chunk_decoder *d, hid_t ds, const struct trace_table *tab,
                     uint64_t c, size_t lo, size_t hi, void *out, char *why, size_t whylen);

void trace_chunk_free(struct trace_chunk_decoder *d);

/* ---- Around every call into HDF5 that reads a file (trace_guard.c) ----------
 *
 * A fatal signal between trace_guard_enter and the matching
 * trace_guard_leave (they nest, per thread) is the HDF5 library crashing on
 * a damaged file; anywhere else it is a crash of ours, and takes its
 * default action. */
void trace_guard_enter(void);
void trace_guard_leave(void);

/* ---- the reader's state: trace_open.c opens, trace_read.c reads ---------- */

#define TRACE_NWINDOWS 4

/* Decoded rows [start, start + fill) of a dataset; used: when last read. */
struct trace_window {
    void *rows;
    uint64_t start;
    size_t fill;
    uint64_t used;
};

/* One dataset open for reading. Invariant: each window with fill > 0
 * holds the decoded rows it says, and no two windows overlap. */
struct trace_reader {
    const struct trace_table *tab;
    hid_t ds;      /* -1 when absent (an optional table) */
    hid_t memtype; /* packed type (fast path) or struct layout */
    bool packed;   /* file type == the packed type: read, then unpack */
    bool vlen;     /* its one string field is variable-length */
    uint64_t rows;
    struct trace_chunk_decoder chunks; /* on the fast path, when it applies */
    struct trace_window win[TRACE_NWINDOWS];
    uint64_t clock; /* window reads so far, for LRU */
};

struct trace {
    char *path;
    hid_t file;
    hid_t dxpl;
    char *source;
    char *description;
    struct trace_reader d[TRACE_NTABS];
    bool refused;  /* the last conversion met a value that does not fit */
    void *scratch; /* packed rows on the fast path */
    size_t scratch_cap;
    trace_progress_fn progress;
    void *progress_arg;
};

/* err := "WHAT: " and the reason HDF5's error stack gives. */
void trace_reader_error(const struct trace *t, struct trace_error *err, const char *what);

#endif
