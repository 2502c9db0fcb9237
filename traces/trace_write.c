/* trace_write.c: the trace writer.
 *
 * Records are packed into a chunk-sized buffer per dataset and written a
 * whole chunk at a time into extendible, chunked datasets compressed with
 * shuffle + deflate. A dataset is created at its first flush, or at close
 * with a chunk just as big as its rows, so small traces stay small.
 *
 * Output is deterministic: the same records give a byte-identical file.
 * Nothing time-dependent is stored (object modification times are off), the
 * library version bounds are fixed, fill values are explicit zeros and
 * packed rows carry no padding bytes. The file is written whole or not at
 * all (trace_output.c): HDF5 creates it under a temporary name beside the
 * target, and a complete file is renamed onto the target at close.
 */
#include "trace_hdf5.h"

#include <assert.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Deflate level: 1 compresses these shuffled integer columns nearly as well
 * as 6 at several times the speed (docs/trace-format.md has the figures). */
#ifndef TRACE_DEFLATE_LEVEL
#define TRACE_DEFLATE_LEVEL 1
#endif

/* One dataset being written. Invariant: rows holds fill < tab->chunk_rows
 * packed rows not yet written; written rows are in the file (ds >= 0 once
 * anything was flushed). */
struct table_writer {
    const struct trace_table *tab;
    hid_t ds;
    hid_t ftype;
    unsigned char *rows;
    size_t fill;
    uint64_t written;
};

struct trace_writer {
    char *path;
    struct trace_output out; /* the temporary file HDF5 writes */
    hid_t file;
    bool failed; /* a write failed; the file is incomplete */
    struct table_writer t[TRACE_NTABS];
};

/* Root string attributes are fixed-length (NUL-terminated, UTF-8), not
 * variable-length: variable-length strings live in HDF5's global heap, and
 * HDF5 1.10.8 loops forever on a damaged global heap collection (a
 * zero-size free-space object in H5HG__cache_heap_deserialize; h5py hangs
 * on such a file too). Our own traces never touch the global heap; the
 * reader still accepts variable-length strings (h5py writes them). */
static int write_string_attr(hid_t obj, const char *name, const char *value)
{
    hid_t type = H5Tcopy(H5T_C_S1);
    H5Tset_size(type, strlen(value) + 1);
    H5Tset_strpad(type, H5T_STR_NULLTERM);
    H5Tset_cset(type, H5T_CSET_UTF8);
    hid_t space = H5Screate(H5S_SCALAR);
    hid_t attr = H5Acreate2(obj, name, type, space, H5P_DEFAULT, H5P_DEFAULT);
    int rc = attr >= 0 && H5Awrite(attr, type, value) >= 0 ? 0 : -1;
    if (attr >= 0)
        H5Aclose(attr);
    H5Sclose(space);
    H5Tclose(type);
    return rc;
}

static int write_version_attr(hid_t obj)
{
    int32_t v = TRACE_VERSION;
    hid_t space = H5Screate(H5S_SCALAR);
    hid_t attr = H5Acreate2(obj, "version", H5T_STD_I32LE, space, H5P_DEFAULT, H5P_DEFAULT);
    int rc = attr >= 0 && H5Awrite(attr, H5T_NATIVE_INT32, &v) >= 0 ? 0 : -1;
    if (attr >= 0)
        H5Aclose(attr);
    H5Sclose(space);
    return rc;
}

static int fail(struct trace_writer *w, struct trace_error *err, const char *what)
{
    char reason[256];
    trace_hdf5_reason(reason, sizeof reason);
    trace_error_set(err, w->path, "%s: %s", what, reason);
    w->failed = true;
    return -1;
}

/* HDF5 seeks as it writes: a FIFO or a socket cannot hold a trace. */
static int seekable(const char *path, struct trace_error *err)
{
    struct stat st;
    if (stat(path, &st) == 0 && (S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode))) {
        trace_error_set(err, path, "cannot create: %s (a trace is written with seeks)",
                        strerror(ESPIPE));
        return -1;
    }
    return 0;
}

struct trace_writer *trace_writer_create(const char *path, const char *source,
                                         const char *description, struct trace_error *err)
{
    trace_hdf5_quiet();
    if (seekable(path, err))
        return NULL;
    struct trace_writer *w = calloc(1, sizeof *w);
    if (!w || !(w->path = strdup(path))) {
        free(w);
        trace_error_set(err, path, "out of memory");
        return NULL;
    }
    for (int i = 0; i < TRACE_NTABS; i++)
        w->t[i] = (struct table_writer){ .tab = &trace_tables[i], .ds = -1, .ftype = -1 };
    if (trace_output_open(&w->out, path, NULL, err)) {
        free(w->path);
        free(w);
        return NULL;
    }
    hid_t fcpl = H5Pcreate(H5P_FILE_CREATE);
    H5Pset_obj_track_times(fcpl, 0);
    hid_t fapl = H5Pcreate(H5P_FILE_ACCESS);
    H5Pset_libver_bounds(fapl, H5F_LIBVER_EARLIEST, H5F_LIBVER_V18);
    w->file = H5Fcreate(trace_output_name(&w->out), H5F_ACC_TRUNC, fcpl, fapl);
    if (w->file < 0)
        fail(w, err, "cannot create"); /* HDF5's reason, before H5Pclose clears it */
    H5Pclose(fcpl);
    H5Pclose(fapl);
    if (w->file < 0) {
        trace_output_discard(&w->out);
        free(w->path);
        free(w);
        return NULL;
    }
    if (write_string_attr(w->file, "format", TRACE_FORMAT) < 0 || write_version_attr(w->file) < 0
        || write_string_attr(w->file, "source", source ? source : "") < 0
        || (description && write_string_attr(w->file, "description", description) < 0)) {
        fail(w, err, "cannot write root attributes");
        trace_writer_close(w, NULL);
        return NULL;
    }
    for (int i = 0; i < TRACE_NTABS; i++) {
        struct table_writer *tw = &w->t[i];
        tw->ftype = trace_table_file_type(tw->tab);
        tw->rows = malloc(tw->tab->chunk_rows * tw->tab->packed_size);
        if (!tw->rows) {
            trace_error_set(err, path, "out of memory");
            w->failed = true;
            trace_writer_close(w, NULL);
            return NULL;
        }
    }
    return w;
}

/* The root attributes trace_writer_create writes; trace_writer_attr
 * refuses them. */
static const char *const reserved_attrs[] = { "format", "version", "source", "description" };

int trace_writer_attr(struct trace_writer *w, const char *name, const char *value,
                      struct trace_error *err)
{
    if (w->failed) {
        trace_error_set(err, w->path, "root attribute: an earlier write failed");
        return -1;
    }
    if (!name || !name[0]) {
        trace_error_set(err, w->path, "root attribute with an empty name");
        return -1;
    }
    for (size_t i = 0; i < sizeof reserved_attrs / sizeof *reserved_attrs; i++) {
        if (strcmp(name, reserved_attrs[i]) == 0) {
            trace_error_set(err, w->path, "root attribute '%s' is reserved", name);
            return -1;
        }
    }
    size_t len = strlen(name) + (value ? strlen(value) : 0);
    if (len > TRACE_ATTR_MAX) {
        trace_error_set(err, w->path, "root attribute '%.64s': name and value of %zu bytes, "
                        "more than the %d an attribute may hold", name, len, TRACE_ATTR_MAX);
        return -1;
    }
    htri_t ex = H5Aexists(w->file, name);
    if (ex != 0) {
        if (ex < 0)
            return fail(w, err, "cannot read root attributes");
        trace_error_set(err, w->path, "root attribute '%s' written twice", name);
        return -1;
    }
    if (write_string_attr(w->file, name, value ? value : "") < 0)
        return fail(w, err, "cannot write root attributes");
    return 0;
}

static hid_t create_dataset(struct trace_writer *w, struct table_writer *tw, hsize_t chunk)
{
    hsize_t zero = 0, unlimited = H5S_UNLIMITED;
    hid_t space = H5Screate_simple(1, &zero, &unlimited);
    hid_t dcpl = H5Pcreate(H5P_DATASET_CREATE);
    H5Pset_chunk(dcpl, 1, &chunk);
    H5Pset_shuffle(dcpl);
    H5Pset_deflate(dcpl, TRACE_DEFLATE_LEVEL);
    H5Pset_obj_track_times(dcpl, 0);
    unsigned char zeros[TRACE_KERNEL_NAME_LEN] = { 0 }; /* >= every packed_size */
    H5Pset_fill_value(dcpl, tw->ftype, zeros);
    H5Pset_fill_time(dcpl, H5D_FILL_TIME_ALLOC);
    hid_t ds = H5Dcreate2(w->file, tw->tab->path, tw->ftype, space, H5P_DEFAULT, dcpl,
                          H5P_DEFAULT);
    H5Pclose(dcpl);
    H5Sclose(space);
    return ds;
}

/* Write the buffered rows. At close, a dataset not yet created gets a chunk
 * as big as its rows. */
static int flush(struct trace_writer *w, struct table_writer *tw, bool closing,
                 struct trace_error *err)
{
    if (w->failed)
        return -1;
    if (tw->ds < 0) {
        hsize_t chunk = tw->tab->chunk_rows;
        if (closing && tw->fill < chunk)
            chunk = tw->fill > 0 ? tw->fill : 1;
        tw->ds = create_dataset(w, tw, chunk);
        if (tw->ds < 0)
            return fail(w, err, tw->tab->path);
    }
    if (tw->fill == 0)
        return 0;
    hsize_t start = tw->written, count = tw->fill, total = tw->written + tw->fill;
    if (H5Dset_extent(tw->ds, &total) < 0)
        return fail(w, err, tw->tab->path);
    hid_t fspace = H5Dget_space(tw->ds);
    hid_t mspace = H5Screate_simple(1, &count, NULL);
    herr_t rc = H5Sselect_hyperslab(fspace, H5S_SELECT_SET, &start, NULL, &count, NULL);
    if (rc >= 0)
        rc = H5Dwrite(tw->ds, tw->ftype, mspace, fspace, H5P_DEFAULT, tw->rows);
    H5Sclose(mspace);
    H5Sclose(fspace);
    if (rc < 0)
        return fail(w, err, tw->tab->path);
    tw->written = total;
    tw->fill = 0;
    return 0;
}

static int append(struct trace_writer *w, int table, const void *rec, uint64_t *id,
                  struct trace_error *err)
{
    struct table_writer *tw = &w->t[table];
    if (w->failed) {
        trace_error_set(err, w->path, "%s: an earlier write failed", tw->tab->path);
        return -1;
    }
    assert(tw->fill < tw->tab->chunk_rows);
    if (id)
        *id = tw->written + tw->fill;
    trace_table_pack(tw->tab, rec, 1, tw->rows + tw->fill * tw->tab->packed_size);
    if (++tw->fill == tw->tab->chunk_rows)
        return flush(w, tw, false, err);
    return 0;
}

int trace_writer_buffer(struct trace_writer *w, const struct trace_buffer *b, uint64_t *id,
                        struct trace_error *err)
{
    return append(w, TRACE_TAB_BUFFERS, b, id, err);
}

int trace_writer_event(struct trace_writer *w, const struct trace_event *e,
                       struct trace_error *err)
{
    return append(w, TRACE_TAB_EVENTS, e, NULL, err);
}

int trace_writer_access(struct trace_writer *w, const struct trace_access *a,
                        struct trace_error *err)
{
    return append(w, TRACE_TAB_ACCESSES, a, NULL, err);
}

int trace_writer_kernel(struct trace_writer *w, const char *name, uint64_t *id,
                        struct trace_error *err)
{
    struct trace_kernel k;
    memset(&k, 0, sizeof k);
    strncpy(k.name, name ? name : "", TRACE_KERNEL_NAME_LEN);
    return append(w, TRACE_TAB_KERNELS, &k, id, err);
}

int trace_writer_frame(struct trace_writer *w, const char *name, uint64_t *id,
                       struct trace_error *err)
{
    struct trace_frame f;
    memset(&f, 0, sizeof f);
    strncpy(f.name, name ? name : "", TRACE_FRAME_NAME_LEN);
    return append(w, TRACE_TAB_FRAMES, &f, id, err);
}

int trace_writer_stack(struct trace_writer *w, uint64_t buffer, uint64_t frame,
                       struct trace_error *err)
{
    struct trace_stack s = { .buffer = buffer, .frame = frame };
    return append(w, TRACE_TAB_STACKS, &s, NULL, err);
}

int trace_writer_work(struct trace_writer *w, const struct trace_work *work,
                      struct trace_error *err)
{
    return append(w, TRACE_TAB_WORK, work, NULL, err);
}

static uint64_t rows(const struct trace_writer *w, int table)
{
    return w->t[table].written + w->t[table].fill;
}
uint64_t trace_writer_nbuffers(const struct trace_writer *w)
{
    return rows(w, TRACE_TAB_BUFFERS);
}
uint64_t trace_writer_naccesses(const struct trace_writer *w)
{
    return rows(w, TRACE_TAB_ACCESSES);
}
uint64_t trace_writer_nkernels(const struct trace_writer *w)
{
    return rows(w, TRACE_TAB_KERNELS);
}

int trace_writer_close(struct trace_writer *w, struct trace_error *err)
{
    if (!w)
        return 0;
    int rc = w->failed ? -1 : 0;
    if (w->failed)
        trace_error_set(err, w->path, "an earlier write failed; nothing was written");
    for (int i = 0; i < TRACE_NTABS; i++) {
        struct table_writer *tw = &w->t[i];
        /* the optional tables are written only when they have rows */
        bool wanted = !TRACE_TAB_OPTIONAL(i) || rows(w, i) > 0;
        if (rc == 0 && wanted && flush(w, tw, true, err) < 0)
            rc = -1;
        if (tw->ds >= 0)
            H5Dclose(tw->ds);
        if (tw->ftype >= 0)
            H5Tclose(tw->ftype);
        free(tw->rows);
    }
    if (w->file >= 0 && H5Fclose(w->file) < 0 && rc == 0)
        rc = fail(w, err, "cannot write");
    if (rc == 0 && trace_output_close(&w->out, err) != 0)
        rc = -1;
    else if (rc != 0)
        trace_output_discard(&w->out); /* an earlier file of that name is kept */
    free(w->path);
    free(w);
    return rc;
}

void trace_writer_discard(struct trace_writer *w)
{
    if (!w)
        return;
    w->failed = true;
    trace_writer_close(w, NULL);
}
