/* trace_open.c: opening a trace and checking its structure.
 *
 * trace_open checks what can be checked without reading rows: the input is
 * a regular file that names no other file (trace_contained.c), the root
 * attributes (format string, fixed or variable-length; integer version of
 * any width), the presence of each dataset, its rank, and every field by
 * name with the right type class. It chooses how trace_read.c reads each
 * table: the packed layout this library writes is read as it is stored and
 * unpacked (the fast path), any other layout through HDF5's conversion into
 * the C struct, which refuses a value that does not fit its field.
 */
#include "trace_hdf5.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define HOST_LITTLE_ENDIAN 1
#else
#define HOST_LITTLE_ENDIAN 0
#endif

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

void trace_reader_error(const struct trace *t, struct trace_error *err, const char *what)
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
        trace_reader_error(t, err, "cannot read root attributes");
        return -1;
    }
    if (!ex) {
        if (required)
            trace_error_set(err, t->path, "missing root attribute '%s'", name);
        return 0;
    }
    hid_t attr = H5Aopen(t->file, name, H5P_DEFAULT);
    if (attr < 0) {
        trace_reader_error(t, err, "cannot open root attribute");
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
        if (!*out)
            trace_error_set(err, t->path, "out of host memory");
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
        trace_reader_error(t, err, what);
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
        trace_reader_error(t, err, "cannot read root attribute 'version'");
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

/* The memory type for the one string field of a table (/kernels.name,
 * /frames.name) in the file's character set (HDF5 does not convert between
 * character sets): a fixed string as the table's struct holds it, or a
 * pointer when the file's is variable-length. */
static hid_t string_mem_type(const struct trace_table *tab, bool vlen, H5T_cset_t cset)
{
    hid_t s = H5Tcopy(H5T_C_S1);
    H5Tset_size(s, vlen ? H5T_VARIABLE : tab->fields[0].size + 1);
    H5Tset_strpad(s, H5T_STR_NULLTERM);
    H5Tset_cset(s, cset);
    hid_t t = H5Tcreate(H5T_COMPOUND, vlen ? sizeof(char *) : tab->record_size);
    H5Tinsert(t, tab->fields[0].name, 0, s);
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
static int check_fields(struct trace *t, struct trace_reader *d, hid_t ftype,
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
    if (tab->fields[0].kind == TRACE_FIELD_STRING)
        d->memtype = string_mem_type(tab, d->vlen, cset < 0 ? H5T_CSET_ASCII : cset);
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
static int check_stored(struct trace *t, const struct trace_reader *d, hid_t ftype,
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
static int open_contained(struct trace *t, struct trace_reader *d, struct trace_error *err)
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
    struct trace_reader *d = &t->d[table];
    const struct trace_table *tab = d->tab;
    htri_t ex = H5Lexists(t->file, tab->path + 1, H5P_DEFAULT);
    if (ex < 0) {
        trace_reader_error(t, err, tab->path);
        return -1;
    }
    if (!ex) {
        if (TRACE_TAB_OPTIONAL(table))
            return 0;
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
        trace_reader_error(t, err, tab->path);
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
        t->d[i] = (struct trace_reader){ .tab = &trace_tables[i], .ds = -1, .memtype = -1 };
    t->file = H5Fopen(path, H5F_ACC_RDONLY, H5P_DEFAULT);
    if (t->file < 0) {
        trace_reader_error(t, err, "cannot open HDF5 file");
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
        for (int w = 0; w < TRACE_NWINDOWS; w++)
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

char *trace_attr(struct trace *t, const char *name, struct trace_error *err)
{
    char *value = NULL;
    trace_guard_enter();
    int rc = read_string_attr(t, name, false, &value, err);
    trace_guard_leave();
    return rc == 0 ? value : NULL;
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
uint64_t trace_nframes(const struct trace *t)
{
    return t->d[TRACE_TAB_FRAMES].rows;
}
uint64_t trace_nstacks(const struct trace *t)
{
    return t->d[TRACE_TAB_STACKS].rows;
}
bool trace_has_work(const struct trace *t)
{
    return t->d[TRACE_TAB_WORK].ds >= 0;
}
uint64_t trace_nwork(const struct trace *t)
{
    return t->d[TRACE_TAB_WORK].rows;
}
