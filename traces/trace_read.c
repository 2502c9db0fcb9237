/* trace_read.c: opening a trace, checking its structure, reading rows.
 *
 * trace_open checks what can be checked without reading rows: the root
 * attributes (format string, fixed or variable-length; integer version of
 * any width), the presence of each dataset, its rank, and every field by
 * name with the right type class. Rows are then read by field name: when
 * the file's compound type is exactly the packed layout this library
 * writes, rows are read without conversion and unpacked (the fast path);
 * otherwise HDF5 converts the file's type (h5py's packed or reordered
 * compounds, other integer widths, contiguous datasets) into a memory type
 * laid out as the C struct. A value that does not fit its field (a negative
 * or too wide integer) is an error, never a silently clamped number.
 *
 * Small reads (a LAUNCH's few access rows) are served from a few decoded
 * windows of TRACE_BLOCK rows per dataset, aligned as the writer's chunks
 * are and replaced least recently used first, so walking a trace (even with
 * LAUNCHes on several streams reading distant rows in turn) does not
 * decompress the same chunk again and again.
 */
#include "trace_hdf5.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Reads at least this many rows go straight to the caller's array. */
#define DIRECT_ROWS 4096

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define HOST_LITTLE_ENDIAN 1
#else
#define HOST_LITTLE_ENDIAN 0
#endif

#define NWINDOWS 4

/* Decoded rows [start, start + fill) of a dataset; used: when last read. */
struct window {
    void *rows;
    uint64_t start;
    size_t fill;
    uint64_t used;
};

/* One dataset open for reading. Invariant: each window with fill > 0
 * holds the decoded rows it says, and no two windows overlap. */
struct table_reader {
    const struct trace_table *tab;
    hid_t ds;      /* -1 when absent (only /kernels may be) */
    hid_t memtype; /* packed type (fast path) or struct layout */
    bool packed;   /* file type == the packed type: read, then unpack */
    bool vlen;     /* /kernels.name is a variable-length string */
    uint64_t rows;
    struct trace_chunk_decoder chunks; /* on the fast path, when it applies */
    struct window win[NWINDOWS];
    uint64_t clock; /* window reads so far, for LRU */
};

struct trace {
    char *path;
    hid_t file;
    hid_t dxpl;
    char *source;
    char *description;
    struct table_reader d[TRACE_NTABS];
    bool refused;  /* the last conversion met a value that does not fit */
    void *scratch; /* packed rows on the fast path */
    size_t scratch_cap;
    trace_progress_fn progress;
    void *progress_arg;
};

static const char *class_name(H5T_class_t c)
{
    switch (c) {
    case H5T_INTEGER:
        return "an integer";
    case H5T_FLOAT:
        return "a float";
    case H5T_STRING:
        return "a string";
    case H5T_COMPOUND:
        return "a compound";
    case H5T_ENUM:
        return "an enum";
    case H5T_ARRAY:
        return "an array";
    case H5T_VLEN:
        return "a variable-length sequence";
    case H5T_OPAQUE:
        return "opaque";
    case H5T_BITFIELD:
        return "a bitfield";
    case H5T_REFERENCE:
        return "a reference";
    case H5T_TIME:
        return "a time";
    default:
        return "of an unknown class";
    }
}

static void hdf5_error(const struct trace *t, struct trace_error *err, const char *what)
{
    char reason[256];
    trace_hdf5_reason(reason, sizeof reason);
    trace_error_set(err, t->path, "%s: %s", what, reason);
}

/* Abort a conversion whose value does not fit: never clamp silently. */
static H5T_conv_ret_t refuse_overflow(H5T_conv_except_t kind, hid_t src, hid_t dst, void *s,
                                      void *d, void *data)
{
    (void)src, (void)dst, (void)s, (void)d;
    if (kind == H5T_CONV_EXCEPT_RANGE_HI || kind == H5T_CONV_EXCEPT_RANGE_LOW
        || kind == H5T_CONV_EXCEPT_TRUNCATE || kind == H5T_CONV_EXCEPT_PRECISION) {
        ((struct trace *)data)->refused = true;
        return H5T_CONV_ABORT;
    }
    return H5T_CONV_UNHANDLED;
}

/* ---- root attributes -------------------------------------------------------- */

static hid_t open_root_attr(struct trace *t, const char *name, H5T_class_t want, bool required,
                            struct trace_error *err, hid_t *type)
{
    htri_t ex = H5Aexists(t->file, name);
    if (ex < 0) {
        hdf5_error(t, err, "cannot read root attributes");
        return -1;
    }
    if (!ex) {
        if (required)
            trace_error_set(err, t->path, "missing root attribute '%s'", name);
        return 0;
    }
    hid_t attr = H5Aopen(t->file, name, H5P_DEFAULT);
    if (attr < 0) {
        hdf5_error(t, err, "cannot open root attribute");
        return -1;
    }
    *type = H5Aget_type(attr);
    hid_t space = H5Aget_space(attr);
    H5T_class_t cls = *type >= 0 ? H5Tget_class(*type) : H5T_NO_CLASS;
    hssize_t npoints = space >= 0 ? H5Sget_simple_extent_npoints(space) : -1;
    if (space >= 0)
        H5Sclose(space);
    const char *problem = NULL;
    if (cls != want)
        problem = class_name(cls);
    else if (npoints != 1)
        problem = "not a single value";
    if (problem) {
        if (cls != want)
            trace_error_set(err, t->path, "root attribute '%s' is %s, expected %s", name, problem,
                            class_name(want));
        else
            trace_error_set(err, t->path, "root attribute '%s' is %s", name, problem);
        if (*type >= 0)
            H5Tclose(*type);
        H5Aclose(attr);
        return -1;
    }
    return attr;
}

/* A string attribute, fixed or variable length, into *out (malloc'ed; ""
 * when absent and not required). Returns 0 or -1 with err. */
static int read_string_attr(struct trace *t, const char *name, bool required, char **out,
                            struct trace_error *err)
{
    hid_t type = -1;
    hid_t attr = open_root_attr(t, name, H5T_STRING, required, err, &type);
    if (attr < 0 || (attr == 0 && required))
        return -1;
    if (attr == 0) {
        *out = strdup("");
        return *out ? 0 : -1;
    }
    hid_t mem = H5Tcopy(H5T_C_S1);
    int rc = -1;
    if (H5Tis_variable_str(type) > 0) {
        char *s = NULL;
        H5Tset_size(mem, H5T_VARIABLE);
        H5Tset_cset(mem, H5Tget_cset(type));
        if (H5Aread(attr, mem, &s) >= 0) {
            *out = strdup(s ? s : "");
            rc = *out ? 0 : -1;
            H5free_memory(s);
        }
    } else {
        size_t size = H5Tget_size(type);
        H5Tset_size(mem, size + 1);
        H5Tset_strpad(mem, H5T_STR_NULLTERM);
        H5Tset_cset(mem, H5Tget_cset(type));
        *out = calloc(1, size + 1);
        if (*out && H5Aread(attr, mem, *out) >= 0)
            rc = 0;
    }
    if (rc < 0) {
        free(*out);
        *out = NULL;
        char what[64];
        snprintf(what, sizeof what, "cannot read root attribute '%s'", name);
        hdf5_error(t, err, what);
    }
    H5Tclose(mem);
    H5Tclose(type);
    H5Aclose(attr);
    return rc;
}

static int check_root(struct trace *t, struct trace_error *err)
{
    char *format = NULL;
    if (read_string_attr(t, "format", true, &format, err) < 0)
        return -1;
    if (strcmp(format, TRACE_FORMAT) != 0) {
        trace_error_set(err, t->path, "root attribute 'format' is \"%.100s\", expected \"%s\"",
                        format, TRACE_FORMAT);
        free(format);
        return -1;
    }
    free(format);

    hid_t type = -1;
    hid_t attr = open_root_attr(t, "version", H5T_INTEGER, true, err, &type);
    if (attr <= 0)
        return -1;
    long long version = 0;
    herr_t rc = H5Aread(attr, H5T_NATIVE_LLONG, &version);
    H5Tclose(type);
    H5Aclose(attr);
    if (rc < 0) {
        hdf5_error(t, err, "cannot read root attribute 'version'");
        return -1;
    }
    if (version != TRACE_VERSION) {
        trace_error_set(err, t->path, "unsupported version %lld (this reader knows version %d)",
                        version, TRACE_VERSION);
        return -1;
    }
    if (read_string_attr(t, "source", true, &t->source, err) < 0)
        return -1;
    return read_string_attr(t, "description", false, &t->description, err);
}

/* ---- datasets ------------------------------------------------------------------ */

/* The memory type for /kernels.name in the file's character set (HDF5
 * does not convert between character sets): a fixed string as struct
 * trace_kernel holds it, or a pointer when the file's is variable-length. */
static hid_t kernel_mem_type(bool vlen, H5T_cset_t cset)
{
    hid_t s = H5Tcopy(H5T_C_S1);
    H5Tset_size(s, vlen ? H5T_VARIABLE : TRACE_KERNEL_NAME_LEN + 1);
    H5Tset_strpad(s, H5T_STR_NULLTERM);
    H5Tset_cset(s, cset);
    hid_t t = H5Tcreate(H5T_COMPOUND, vlen ? sizeof(char *) : sizeof(struct trace_kernel));
    H5Tinsert(t, "name", 0, s);
    H5Tclose(s);
    return t;
}

/* A damaged file can describe a compound whose members lie outside its
 * rows, or integers with more bits than bytes; HDF5 1.10.8 does not check
 * and then reads and writes out of bounds while converting (found by
 * fuzzing). Returns NULL when the type is sound, else what is wrong. */
static const char *damaged_compound(hid_t ftype, char *buf, size_t len)
{
    size_t size = H5Tget_size(ftype);
    int n = H5Tget_nmembers(ftype);
    if (size == 0 || n < 0 || n > 4096)
        return "an impossible compound";
    for (int i = 0; i < n; i++) {
        hid_t mt = H5Tget_member_type(ftype, (unsigned)i);
        size_t off = H5Tget_member_offset(ftype, (unsigned)i);
        size_t msize = mt >= 0 ? H5Tget_size(mt) : 0;
        bool bad = mt < 0 || msize == 0 || off > size || msize > size - off;
        if (!bad && H5Tget_class(mt) == H5T_INTEGER) {
            size_t prec = H5Tget_precision(mt);
            int bitoff = H5Tget_offset(mt);
            bad = msize > 16 || prec == 0 || bitoff < 0 || prec + (size_t)bitoff > 8 * msize;
        }
        if (mt >= 0)
            H5Tclose(mt);
        if (bad) {
            char *name = H5Tget_member_name(ftype, (unsigned)i);
            snprintf(buf, len, "field '%.64s' does not fit its row (damaged type?)",
                     name ? name : "?");
            H5free_memory(name);
            return buf;
        }
    }
    return NULL;
}

/* Check the fields of a dataset's compound type; choose how to read it. */
static int check_fields(struct trace *t, struct table_reader *d, hid_t ftype,
                        struct trace_error *err)
{
    const struct trace_table *tab = d->tab;
    H5T_cset_t cset = H5T_CSET_ASCII;
    if (H5Tget_class(ftype) != H5T_COMPOUND) {
        trace_error_set(err, t->path, "%s: type is %s, expected a compound", tab->path,
                        class_name(H5Tget_class(ftype)));
        return -1;
    }
    char why[128];
    if (damaged_compound(ftype, why, sizeof why)) {
        H5Eclear2(H5E_DEFAULT);
        trace_error_set(err, t->path, "%s: %s", tab->path, why);
        return -1;
    }
    for (int i = 0; i < tab->nfields; i++) {
        const struct trace_field *f = &tab->fields[i];
        int idx = H5Tget_member_index(ftype, f->name);
        if (idx < 0) {
            H5Eclear2(H5E_DEFAULT);
            trace_error_set(err, t->path, "%s: missing field '%s'", tab->path, f->name);
            return -1;
        }
        H5T_class_t cls = H5Tget_member_class(ftype, (unsigned)idx);
        H5T_class_t want = f->kind == TRACE_FIELD_STRING ? H5T_STRING : H5T_INTEGER;
        if (cls != want) {
            trace_error_set(err, t->path, "%s: field '%s' is %s, expected %s", tab->path, f->name,
                            class_name(cls), class_name(want));
            return -1;
        }
        if (f->kind == TRACE_FIELD_STRING) {
            hid_t mt = H5Tget_member_type(ftype, (unsigned)idx);
            d->vlen = H5Tis_variable_str(mt) > 0;
            cset = H5Tget_cset(mt);
            H5Tclose(mt);
        }
    }
    hid_t packed = trace_table_file_type(tab);
    d->packed = HOST_LITTLE_ENDIAN && H5Tequal(ftype, packed) > 0;
    if (d->packed) {
        d->memtype = packed;
        trace_chunk_setup(&d->chunks, d->ds, tab);
        return 0;
    }
    H5Tclose(packed);
    if (tab == &trace_tables[TRACE_TAB_KERNELS])
        d->memtype = kernel_mem_type(d->vlen, cset < 0 ? H5T_CSET_ASCII : cset);
    else
        d->memtype = trace_table_mem_type(tab);
    return d->memtype < 0 ? -1 : 0;
}

static bool has_variable_length(hid_t ftype)
{
    int n = H5Tget_nmembers(ftype);
    bool found = false;
    for (int i = 0; i < n && !found; i++) {
        hid_t mt = H5Tget_member_type(ftype, (unsigned)i);
        found = mt < 0 || H5Tis_variable_str(mt) > 0 || H5Tdetect_class(mt, H5T_VLEN) > 0;
        if (mt >= 0)
            H5Tclose(mt);
    }
    return found;
}

/* Rows must be stored. Deflate compresses at most 1032:1, so a chunked
 * dataset claiming far more rows than its storage holds is damaged (or was
 * extended without writing; such rows would be all zeros, invalid anyway),
 * and a contiguous or compact one stores its rows exactly: HDF5 1.10.8 does
 * not check that and reads past its buffers (found by fuzzing). This also
 * keeps a small damaged file from asking for terabytes. */
static int check_stored(struct trace *t, const struct table_reader *d, hid_t ftype,
                        struct trace_error *err)
{
    double raw = (double)d->rows * (double)H5Tget_size(ftype);
    double stored = (double)H5Dget_storage_size(d->ds);
    hid_t dcpl = H5Dget_create_plist(d->ds);
    bool chunked = dcpl >= 0 && H5Pget_layout(dcpl) == H5D_CHUNKED;
    if (dcpl >= 0)
        H5Pclose(dcpl);
    /* Variable-length members are stored elsewhere, at another size. */
    bool exact = !chunked && !has_variable_length(ftype);
    if (exact ? raw != stored : raw > 1100.0 * stored + (1 << 20)) {
        H5Eclear2(H5E_DEFAULT);
        trace_error_set(err, t->path,
                        "%s: has %" PRIu64 " rows but stores %.0f bytes (damaged file, or rows "
                        "never written?)", d->tab->path, d->rows, stored);
        return -1;
    }
    return 0;
}

/* Open the dataset a table names, once it is known to be self-contained:
 * a link to nothing outside the file, rows stored in the file with filters
 * this build can decode (trace_contained.c). */
static int open_contained(struct trace *t, struct table_reader *d, struct trace_error *err)
{
    const char *path = d->tab->path;
    char why[320];
    hid_t dapl = trace_contained_dapl();
    H5Pset_chunk_cache(dapl, 521, 16u << 20, 1.0);
    if (trace_contained_link(t->file, path + 1, dapl, why, sizeof why) < 0) {
        H5Pclose(dapl);
        trace_error_set(err, t->path, "%s: %s", path, why);
        return -1;
    }
    d->ds = H5Dopen2(t->file, path, dapl);
    H5Pclose(dapl);
    if (d->ds < 0) {
        H5Eclear2(H5E_DEFAULT);
        trace_error_set(err, t->path, "%s is not a dataset", path);
        return -1;
    }
    if (trace_contained_storage(d->ds, why, sizeof why) < 0) {
        trace_error_set(err, t->path, "%s: %s", path, why);
        return -1;
    }
    return 0;
}

static int open_dataset(struct trace *t, int table, struct trace_error *err)
{
    struct table_reader *d = &t->d[table];
    const struct trace_table *tab = d->tab;
    htri_t ex = H5Lexists(t->file, tab->path + 1, H5P_DEFAULT);
    if (ex < 0) {
        hdf5_error(t, err, tab->path);
        return -1;
    }
    if (!ex) {
        if (table == TRACE_TAB_KERNELS)
            return 0; /* optional */
        trace_error_set(err, t->path, "missing dataset %s", tab->path);
        return -1;
    }
    if (open_contained(t, d, err) < 0)
        return -1;
    hid_t space = H5Dget_space(d->ds);
    int rank = space >= 0 ? H5Sget_simple_extent_ndims(space) : -1;
    hsize_t dims = 0;
    if (rank == 1)
        H5Sget_simple_extent_dims(space, &dims, NULL);
    if (space >= 0)
        H5Sclose(space);
    if (rank != 1) {
        H5Eclear2(H5E_DEFAULT);
        trace_error_set(err, t->path, "%s: expected a one-dimensional dataset, found rank %d",
                        tab->path, rank);
        return -1;
    }
    d->rows = dims;
    hid_t ftype = H5Dget_type(d->ds);
    if (ftype < 0) {
        hdf5_error(t, err, tab->path);
        return -1;
    }
    int rc = check_fields(t, d, ftype, err);
    if (rc == 0)
        rc = check_stored(t, d, ftype, err);
    H5Tclose(ftype);
    return rc;
}

static struct trace *open_guarded(const char *path, struct trace_error *err);

struct trace *trace_open(const char *path, struct trace_error *err)
{
    trace_guard_enter();
    struct trace *t = open_guarded(path, err);
    trace_guard_leave();
    return t;
}

static struct trace *open_guarded(const char *path, struct trace_error *err)
{
    trace_hdf5_quiet();
    if (access(path, R_OK) != 0) {
        trace_error_set(err, path, "cannot open: %s", strerror(errno));
        return NULL;
    }
    if (trace_check_regular(path, err) < 0)
        return NULL;
    htri_t is = H5Fis_hdf5(path);
    if (is <= 0) {
        H5Eclear2(H5E_DEFAULT);
        trace_error_set(err, path, "not an HDF5 file");
        return NULL;
    }
    struct trace *t = calloc(1, sizeof *t);
    if (!t || !(t->path = strdup(path))) {
        free(t);
        trace_error_set(err, path, "out of host memory");
        return NULL;
    }
    t->dxpl = -1;
    for (int i = 0; i < TRACE_NTABS; i++)
        t->d[i] = (struct table_reader){ .tab = &trace_tables[i], .ds = -1, .memtype = -1 };
    t->file = H5Fopen(path, H5F_ACC_RDONLY, H5P_DEFAULT);
    if (t->file < 0) {
        hdf5_error(t, err, "cannot open HDF5 file");
        trace_close(t);
        return NULL;
    }
    t->dxpl = H5Pcreate(H5P_DATASET_XFER);
    H5Pset_type_conv_cb(t->dxpl, refuse_overflow, t);
    if (check_root(t, err) < 0) {
        trace_close(t);
        return NULL;
    }
    for (int i = 0; i < TRACE_NTABS; i++) {
        if (open_dataset(t, i, err) < 0) {
            trace_close(t);
            return NULL;
        }
    }
    return t;
}

void trace_close(struct trace *t)
{
    if (!t)
        return;
    trace_guard_enter();
    for (int i = 0; i < TRACE_NTABS; i++) {
        if (t->d[i].memtype >= 0)
            H5Tclose(t->d[i].memtype);
        if (t->d[i].ds >= 0)
            H5Dclose(t->d[i].ds);
        for (int w = 0; w < NWINDOWS; w++)
            free(t->d[i].win[w].rows);
        trace_chunk_free(&t->d[i].chunks);
    }
    if (t->dxpl >= 0)
        H5Pclose(t->dxpl);
    if (t->file >= 0)
        H5Fclose(t->file);
    H5Eclear2(H5E_DEFAULT);
    trace_guard_leave();
    free(t->scratch);
    free(t->source);
    free(t->description);
    free(t->path);
    free(t);
}

const char *trace_path(const struct trace *t)
{
    return t->path;
}
const char *trace_source(const struct trace *t)
{
    return t->source;
}
const char *trace_description(const struct trace *t)
{
    return t->description ? t->description : "";
}
uint64_t trace_nbuffers(const struct trace *t)
{
    return t->d[TRACE_TAB_BUFFERS].rows;
}
uint64_t trace_nevents(const struct trace *t)
{
    return t->d[TRACE_TAB_EVENTS].rows;
}
uint64_t trace_naccesses(const struct trace *t)
{
    return t->d[TRACE_TAB_ACCESSES].rows;
}
uint64_t trace_nkernels(const struct trace *t)
{
    return t->d[TRACE_TAB_KERNELS].rows;
}

/* ---- reading rows ---------------------------------------------------------------- */

/* Read rows [first, first+n) of d with memory type mem into out (n rows of
 * H5Tget_size(mem) bytes). Returns 0, 1 when a value did not fit (the
 * conversion refused it) or -1 on another failure; clears HDF5's error. */
static int read_as(struct trace *t, struct table_reader *d, hid_t mem, uint64_t first, size_t n,
                   void *out)
{
    hsize_t start = first, count = n;
    hid_t fspace = H5Dget_space(d->ds), mspace = H5Screate_simple(1, &count, NULL);
    herr_t rc = fspace >= 0 && mspace >= 0 ? 0 : -1;
    if (rc >= 0)
        rc = H5Sselect_hyperslab(fspace, H5S_SELECT_SET, &start, NULL, &count, NULL);
    t->refused = false;
    if (rc >= 0)
        rc = H5Dread(d->ds, mem, mspace, fspace, t->dxpl, out);
    if (mspace >= 0)
        H5Sclose(mspace);
    if (fspace >= 0)
        H5Sclose(fspace);
    H5Eclear2(H5E_DEFAULT);
    return rc >= 0 ? 0 : t->refused ? 1 : -1;
}

/* A compound memory type of field f of d alone, as type (caller closes). */
static hid_t field_type(const struct trace_field *f, hid_t type)
{
    hid_t c = H5Tcreate(H5T_COMPOUND, H5Tget_size(type));
    if (c >= 0 && H5Tinsert(c, f->name, 0, type) < 0) {
        H5Tclose(c);
        c = -1;
    }
    return c;
}

/* "FIELD VALUE does not fit its field (uintN)" for the first integer field
 * of row that does not fit, the value read as 64 bits of the file's sign
 * ("a value" when it is wider still); 0, or -1 when none is found. */
static int refused_field(struct trace *t, struct table_reader *d, uint64_t row, char *buf,
                         size_t len)
{
    const struct trace_table *tab = d->tab;
    hid_t ftype = H5Dget_type(d->ds);
    int found = -1;
    for (int i = 0; i < tab->nfields && found < 0 && ftype >= 0; i++) {
        const struct trace_field *f = &tab->fields[i];
        uint64_t v;
        hid_t one = f->kind == TRACE_FIELD_UINT
                        ? field_type(f, f->size == 1 ? H5T_NATIVE_UINT8
                                        : f->size == 4 ? H5T_NATIVE_UINT32 : H5T_NATIVE_UINT64)
                        : -1;
        if (one >= 0 && read_as(t, d, one, row, 1, &v) == 1) {
            int m = H5Tget_member_index(ftype, f->name);
            hid_t mt = m >= 0 ? H5Tget_member_type(ftype, (unsigned)m) : -1;
            bool is_signed = mt >= 0 && H5Tget_sign(mt) == H5T_SGN_2;
            hid_t wide = mt >= 0 && H5Tget_size(mt) <= 8
                             ? field_type(f, is_signed ? H5T_NATIVE_INT64 : H5T_NATIVE_UINT64) : -1;
            char value[32] = "a value";
            if (wide >= 0 && read_as(t, d, wide, row, 1, &v) == 0)
                snprintf(value, sizeof value, is_signed ? "%" PRId64 : "%" PRIu64, v);
            snprintf(buf, len, "%s %s does not fit its field (uint%zu)", f->name, value,
                     8 * f->size);
            found = 0;
            if (wide >= 0)
                H5Tclose(wide);
            if (mt >= 0)
                H5Tclose(mt);
        }
        if (one >= 0)
            H5Tclose(one);
    }
    if (ftype >= 0)
        H5Tclose(ftype);
    H5Eclear2(H5E_DEFAULT);
    return found;
}

/* A read of rows [first, first+n) met a value that does not fit: name its
 * row, halving the rows until one is left, and its field. */
static void refused_error(struct trace *t, struct table_reader *d, uint64_t first, size_t n,
                          struct trace_error *err)
{
    size_t rec = H5Tget_size(d->memtype);
    void *buf = malloc(rec * (n / 2 + 1));
    while (buf && n > 1) {
        int rc = read_as(t, d, d->memtype, first, n / 2, buf);
        if (rc < 0)
            break;
        if (rc == 0)
            first += n / 2;
        n = rc ? n / 2 : n - n / 2;
    }
    free(buf);
    char what[200];
    if (n == 1 && refused_field(t, d, first, what, sizeof what) == 0)
        trace_error_set(err, t->path, "%s row %" PRIu64 ": %s", d->tab->path, first, what);
    else
        trace_error_set(err, t->path, "%s rows %" PRIu64 "..%" PRIu64 ": a value does not fit "
                        "its field (negative, or too large for the field's type)", d->tab->path,
                        first, first + n - 1);
}

static int read_hdf5_guarded(struct trace *t, struct table_reader *d, uint64_t first, size_t n,
                             void *out, struct trace_error *err);

/* Read rows [first, first+n) from the file into out, decoded, through
 * HDF5's own pipeline. */
static int read_hdf5(struct trace *t, struct table_reader *d, uint64_t first, size_t n,
                     void *out, struct trace_error *err)
{
    trace_guard_enter();
    int rc = read_hdf5_guarded(t, d, first, n, out, err);
    trace_guard_leave();
    return rc;
}

static int read_hdf5_guarded(struct trace *t, struct table_reader *d, uint64_t first, size_t n,
                             void *out, struct trace_error *err)
{
    const struct trace_table *tab = d->tab;
    void *dst = out;
    if (d->packed || d->vlen) {
        size_t need = n * (d->packed ? tab->packed_size : sizeof(char *));
        if (need > t->scratch_cap) {
            void *p = realloc(t->scratch, need);
            if (!p) {
                trace_error_set(err, t->path, "%s rows %" PRIu64 "..%" PRIu64 ": out of host"
                                " memory", tab->path, first, first + n - 1);
                return -1;
            }
            t->scratch = p;
            t->scratch_cap = need;
        }
        dst = t->scratch;
    }
    hsize_t start = first, count = n;
    hid_t fspace = H5Dget_space(d->ds);
    hid_t mspace = H5Screate_simple(1, &count, NULL);
    herr_t rc = fspace >= 0 && mspace >= 0 ? 0 : -1;
    if (rc >= 0)
        rc = H5Sselect_hyperslab(fspace, H5S_SELECT_SET, &start, NULL, &count, NULL);
    t->refused = false;
    if (rc >= 0)
        rc = H5Dread(d->ds, d->memtype, mspace, fspace, t->dxpl, dst);
    if (rc < 0 && t->refused) {
        H5Eclear2(H5E_DEFAULT);
        refused_error(t, d, first, n, err);
    } else if (rc < 0) {
        char what[128];
        snprintf(what, sizeof what, "%s rows %" PRIu64 "..%" PRIu64 ": cannot read", tab->path,
                 first, first + n - 1);
        hdf5_error(t, err, what);
    } else if (d->packed) {
        trace_table_unpack(tab, dst, n, out);
    } else if (d->vlen) {
        struct trace_kernel *k = out;
        char **names = dst;
        for (size_t i = 0; i < n; i++) {
            memset(k[i].name, 0, sizeof k[i].name);
            if (names[i])
                strncpy(k[i].name, names[i], TRACE_KERNEL_NAME_LEN);
        }
        H5Dvlen_reclaim(d->memtype, mspace, H5P_DEFAULT, dst);
    }
    if (mspace >= 0)
        H5Sclose(mspace);
    if (fspace >= 0)
        H5Sclose(fspace);
    return rc < 0 ? -1 : 0;
}

/* Read rows [first, first+n) into out, decoded: chunk by chunk on the fast
 * path (trace_chunk.c), else through HDF5. */
static int read_direct(struct trace *t, struct table_reader *d, uint64_t first, size_t n,
                       void *out, struct trace_error *err)
{
    uint64_t rows = d->chunks.chunk_rows;
    if (rows == 0)
        return read_hdf5(t, d, first, n, out, err);
    char *dst = out;
    while (n > 0) {
        uint64_t c = first / rows;
        size_t lo = (size_t)(first - c * rows);
        size_t k = rows - lo < n ? (size_t)(rows - lo) : n;
        char why[256];
        int rc = trace_chunk_read(&d->chunks, d->ds, d->tab, c, lo, lo + k, dst, why, sizeof why);
        if (rc == 1)
            rc = read_hdf5(t, d, first, k, dst, err);
        else if (rc < 0)
            trace_error_set(err, t->path, "%s rows %" PRIu64 "..%" PRIu64 ": cannot read: %s",
                            d->tab->path, first, first + k - 1, why);
        if (rc < 0)
            return -1;
        dst += k * d->tab->record_size;
        first += k;
        n -= k;
    }
    return 0;
}

/* The window holding row first, loading it (in place of the least
 * recently used) when no window does. */
static struct window *window_for(struct trace *t, struct table_reader *d, uint64_t first,
                                 struct trace_error *err)
{
    struct window *lru = &d->win[0];
    for (int i = 0; i < NWINDOWS; i++) {
        struct window *w = &d->win[i];
        if (w->fill > 0 && first >= w->start && first < w->start + w->fill) {
            w->used = ++d->clock;
            return w;
        }
        if (w->used < lru->used)
            lru = w;
    }
    if (!lru->rows && !(lru->rows = malloc(TRACE_BLOCK * d->tab->record_size))) {
        trace_error_set(err, t->path, "%s row %" PRIu64 ": out of host memory", d->tab->path,
                        first);
        return NULL;
    }
    uint64_t start = first - first % TRACE_BLOCK;
    size_t n = d->rows - start < TRACE_BLOCK ? (size_t)(d->rows - start) : TRACE_BLOCK;
    lru->fill = 0;
    if (read_direct(t, d, start, n, lru->rows, err) < 0)
        return NULL;
    lru->start = start;
    lru->fill = n;
    lru->used = ++d->clock;
    return lru;
}

static int read_rows(struct trace *t, int table, uint64_t first, size_t n, void *out,
                     struct trace_error *err)
{
    struct table_reader *d = &t->d[table];
    const struct trace_table *tab = d->tab;
    if (first > d->rows || n > d->rows - first) {
        trace_error_set(err, t->path,
                        "%s: rows %" PRIu64 "..+%zu are past the end (%" PRIu64 " rows)",
                        tab->path, first, n, d->rows);
        return -1;
    }
    if (n == 0)
        return 0;
    if (n >= DIRECT_ROWS)
        return read_direct(t, d, first, n, out, err);
    char *dst = out;
    while (n > 0) {
        struct window *w = window_for(t, d, first, err);
        if (!w)
            return -1;
        size_t k = (size_t)(w->start + w->fill - first);
        if (k > n)
            k = n;
        memcpy(dst, (char *)w->rows + (first - w->start) * tab->record_size,
               k * tab->record_size);
        dst += k * tab->record_size;
        first += k;
        n -= k;
    }
    return 0;
}

int trace_read_buffers(struct trace *t, uint64_t first, size_t n, struct trace_buffer *out,
                       struct trace_error *err)
{
    return read_rows(t, TRACE_TAB_BUFFERS, first, n, out, err);
}
int trace_read_events(struct trace *t, uint64_t first, size_t n, struct trace_event *out,
                      struct trace_error *err)
{
    return read_rows(t, TRACE_TAB_EVENTS, first, n, out, err);
}
int trace_read_accesses(struct trace *t, uint64_t first, size_t n, struct trace_access *out,
                        struct trace_error *err)
{
    return read_rows(t, TRACE_TAB_ACCESSES, first, n, out, err);
}
int trace_read_kernels(struct trace *t, uint64_t first, size_t n, struct trace_kernel *out,
                       struct trace_error *err)
{
    return read_rows(t, TRACE_TAB_KERNELS, first, n, out, err);
}

struct trace_buffer *trace_load_buffers(struct trace *t, uint64_t *n, struct trace_error *err)
{
    uint64_t rows = trace_nbuffers(t);
    if (rows > SIZE_MAX / sizeof(struct trace_buffer)) {
        trace_error_set(err, t->path, "/buffers: too many rows (%" PRIu64 ")", rows);
        return NULL;
    }
    struct trace_buffer *b = malloc((rows ? rows : 1) * sizeof *b);
    if (!b) {
        trace_error_set(err, t->path, "/buffers: out of host memory for %" PRIu64 " rows", rows);
        return NULL;
    }
    /* In blocks, so the packed scratch stays small. */
    for (uint64_t i = 0; i < rows; i += TRACE_BLOCK) {
        size_t k = rows - i < TRACE_BLOCK ? (size_t)(rows - i) : TRACE_BLOCK;
        if (read_direct(t, &t->d[TRACE_TAB_BUFFERS], i, k, b + i, err) < 0) {
            free(b);
            return NULL;
        }
    }
    *n = rows;
    return b;
}

/* ---- cursor ------------------------------------------------------------------- */

int trace_cursor_init(struct trace_cursor *c, struct trace *t, struct trace_error *err)
{
    *c = (struct trace_cursor){ .t = t };
    c->block = malloc(TRACE_BLOCK * sizeof *c->block);
    if (!c->block) {
        trace_error_set(err, t->path, "/events: out of host memory");
        return -1;
    }
    return 0;
}

int trace_cursor_next(struct trace_cursor *c, const struct trace_event **e,
                      struct trace_error *err)
{
    if (c->next == c->start + c->fill) {
        struct table_reader *d = &c->t->d[TRACE_TAB_EVENTS];
        if (c->next >= d->rows)
            return 0;
        size_t n = d->rows - c->next < TRACE_BLOCK ? (size_t)(d->rows - c->next) : TRACE_BLOCK;
        if (c->t->progress && c->next > 0)
            c->t->progress(c->next, d->rows, c->t->progress_arg);
        c->start = c->next;
        c->fill = 0;
        if (read_direct(c->t, d, c->next, n, c->block, err) < 0)
            return -1;
        c->fill = n;
    }
    *e = &c->block[c->next - c->start];
    c->next++;
    return 1;
}

void trace_set_progress(struct trace *t, trace_progress_fn fn, void *arg)
{
    t->progress = fn;
    t->progress_arg = arg;
}

void trace_cursor_free(struct trace_cursor *c)
{
    free(c->block);
    c->block = NULL;
}
