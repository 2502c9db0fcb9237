/* fuzz_trace.c: libFuzzer target for the trace reader and validator.
 *
 * Every input ends as an HDF5 file that goes through what tracecheck does:
 * trace_open, trace_validate, reading kernel names and rows at the offsets
 * the input picks. Whatever the bytes, the library must return an error or
 * a summary: no crash, no leak, no hang (make fuzz; seeds in corpus/).
 *
 * How the bytes become a file depends on the first byte:
 *   even   records: the rest is a list of buffers, events, accesses and
 *          kernel names (any values, valid or not; a record may repeat to
 *          make traces of several chunks) written with the trace writer;
 *          with bit 1 of the next byte set, the input's last bytes then
 *          replace the stored (compressed) bytes of one chunk, which the
 *          reader decodes itself (trace_chunk.c): arbitrary deflate streams
 *          and shuffled data.
 *   odd    types: the datasets and root attributes are written through the
 *          HDF5 API with types the input chooses: fields missing, reordered,
 *          of any integer width and sign, floats, strings fixed or variable,
 *          packed or aligned compounds, contiguous or chunked layouts with
 *          any of deflate, shuffle and fletcher32, attributes absent or of
 *          the wrong type or value.
 * With FUZZ_TRACE_RAW=1 in the environment the input is instead written as
 * the file itself, byte for byte. That mode mostly fuzzes the HDF5 library:
 * HDF5 1.10.8 crashes, hangs or leaks on some damaged files (docs/
 * trace-format.md, "Damaged files"), which no code of ours can prevent, so
 * it is not the default of `make fuzz`.
 */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "trace.h"
#include "trace_hdf5.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
const char *__asan_default_options(void);
const char *__lsan_default_suppressions(void);

/* A damaged length field makes HDF5 ask malloc for absurd sizes; in a
 * normal build malloc says no and HDF5 reports an error, so let the
 * sanitizer's malloc say no too instead of aborting. */
const char *__asan_default_options(void)
{
    return "allocator_may_return_null=1";
}

/* In raw mode, HDF5 1.10.8 itself leaks internal objects on some damaged
 * files (reproducible with plain HDF5 calls: H5Dget_type's copy in
 * H5T_copy_reopen). Those leaks are not ours to fix, so memory allocated
 * inside libhdf5 is not reported; ours still is, and the test suite runs
 * under valgrind and ASan for the rest. */
const char *__lsan_default_suppressions(void)
{
    return "leak:libhdf5_serial.so\nleak:libhdf5.so\n";
}

static char path[256];

/* ---- reading the input ------------------------------------------------------ */

struct input {
    const uint8_t *p;
    size_t n;
};

static uint8_t byte(struct input *in)
{
    if (!in->n)
        return 0;
    in->n--;
    return *in->p++;
}

/* A value biased towards small numbers, with every width reachable. */
static uint64_t value(struct input *in)
{
    uint8_t k = byte(in);
    int extra = (int[]){ 0, 1, 3, 7 }[k >> 6];
    uint64_t v = k & 63;
    for (int i = 0; i < extra; i++)
        v = v << 8 | byte(in);
    return v;
}

/* ---- checking a file, as tracecheck does ------------------------------------ */

static void check_file(struct input *in)
{
    struct trace_error err;
    struct trace *t = trace_open(path, &err);
    if (!t)
        return;
    struct trace_summary s;
    trace_validate(t, &s, &err);
    struct trace_kernel k[16];
    uint64_t nk = trace_nkernels(t);
    trace_read_kernels(t, 0, nk < 16 ? (size_t)nk : 16, k, &err);
    /* A few reads where the input says, valid or not. */
    static struct trace_event ev[5000];
    static struct trace_access ac[5000];
    for (int i = 0; i < 4 && in->n; i++) {
        uint64_t first = value(in);
        size_t n = (size_t)(value(in) % 5000);
        if (i & 1)
            trace_read_accesses(t, first, n, ac, &err);
        else
            trace_read_events(t, first, n, ev, &err);
    }
    trace_close(t);
}

/* ---- records mode: the trace writer, then one chunk replaced ------------------ */

static void write_records(struct input *in)
{
    struct trace_error err;
    uint8_t mode = byte(in);
    /* With bit 1, the input's last bytes (as many as the next value says)
     * are the chunk's new stored bytes. */
    const uint8_t *chunk = NULL;
    size_t chunk_len = 0;
    if (mode & 2) {
        uint64_t len = value(in);
        chunk_len = len < in->n ? (size_t)len : in->n;
        chunk = in->p + in->n - chunk_len;
        in->n -= chunk_len;
    }
    struct trace_writer *w = trace_writer_create(path, "fuzz", NULL, &err);
    if (!w)
        return;
    size_t records = 0;
    while (in->n > 0 && records < 4096) {
        uint8_t kind = byte(in);
        /* A record repeats 1..8 times, or 70000 (several chunks). */
        size_t repeat = (kind >> 2) == 63 ? 70000 : 1 + (kind >> 2) % 8;
        records++;
        switch (kind & 3) {
        case 0: {
            struct trace_buffer b; /* one statement each: the bytes are read in order */
            b.size = value(in);
            b.tag = byte(in) % 10;
            b.flags = byte(in) % 4;
            for (size_t r = 0; r < repeat; r++)
                trace_writer_buffer(w, &b, NULL, &err);
            break;
        }
        case 1: {
            struct trace_event e;
            e.op = byte(in) % 12;
            e.mode = byte(in) % 6;
            e.stream = byte(in) % 4;
            e.obj = value(in);
            e.a = value(in);
            e.b = value(in);
            e.ns = value(in);
            for (size_t r = 0; r < repeat; r++)
                trace_writer_event(w, &e, &err);
            break;
        }
        case 2: {
            struct trace_access a;
            a.mode = byte(in) % 5;
            a.pattern = byte(in) % 4;
            a.buffer = value(in);
            a.offset = value(in);
            a.length = value(in);
            a.stride = value(in);
            a.piece = value(in);
            for (size_t r = 0; r < repeat; r++)
                trace_writer_access(w, &a, &err);
            break;
        }
        default: {
            char name[80] = { 0 };
            size_t len = byte(in) % 72;
            for (size_t i = 0; i < len; i++)
                name[i] = (char)(byte(in) | 1);
            trace_writer_kernel(w, name, NULL, &err);
            break;
        }
        }
    }
    if (trace_writer_close(w, &err) < 0 || chunk_len == 0)
        return;
    hid_t file = H5Fopen(path, H5F_ACC_RDWR, H5P_DEFAULT);
    if (file < 0)
        return;
    static const char *const names[] = { "/events", "/accesses", "/buffers" };
    hid_t ds = H5Dopen2(file, names[((mode >> 2) & 3) % 3], H5P_DEFAULT);
    hsize_t offset = 0, stored = 0;
    /* Only an existing chunk: HDF5 1.10.8 crashes writing a chunk into a
     * dataset that has none yet (H5Dwrite_chunk -> H5B_find). */
    if (ds >= 0 && H5Dget_chunk_storage_size(ds, &offset, &stored) >= 0 && stored > 0) {
        H5Dwrite_chunk(ds, H5P_DEFAULT, 0, &offset, chunk_len, chunk);
    }
    if (ds >= 0)
        H5Dclose(ds);
    H5Fclose(file);
    H5Eclear2(H5E_DEFAULT);
}

/* ---- types mode: datasets and attributes of any shape ------------------------- */

static hid_t int_type(uint8_t c)
{
    static const hid_t *const types[] = { &H5T_STD_U8LE_g,  &H5T_STD_U16LE_g, &H5T_STD_U32LE_g,
                                          &H5T_STD_U64LE_g, &H5T_STD_I8LE_g,  &H5T_STD_I16BE_g,
                                          &H5T_STD_I32LE_g, &H5T_STD_I64BE_g, &H5T_IEEE_F64LE_g,
                                          &H5T_IEEE_F32BE_g };
    return *types[c % 10];
}

static hid_t string_type(uint8_t c)
{
    hid_t s = H5Tcopy(H5T_C_S1);
    H5Tset_size(s, c & 1 ? H5T_VARIABLE : (size_t)1 + c % 100);
    H5Tset_cset(s, c & 2 ? H5T_CSET_UTF8 : H5T_CSET_ASCII);
    H5Tset_strpad(s, c & 4 ? H5T_STR_NULLPAD : H5T_STR_NULLTERM);
    return s;
}

/* Mostly the field's own type; one time in four any integer or float. */
static hid_t field_type(const struct trace_field *f, uint8_t k)
{
    if (f->kind == TRACE_FIELD_STRING)
        return string_type(k);
    if (k % 4)
        return H5Tcopy(f->size == 1 ? H5T_STD_U8LE : f->size == 4 ? H5T_STD_U32LE : H5T_STD_U64LE);
    return H5Tcopy(int_type(k / 4));
}

static void write_attr(hid_t file, struct input *in, const char *name, const char *good)
{
    uint8_t c = byte(in);
    if (c % 5 == 0)
        return; /* absent */
    hid_t space = H5Screate(H5S_SCALAR);
    if (good && c % 5 != 3) { /* a string: right or wrong text */
        hid_t t = string_type(byte(in));
        const char *text = c % 5 == 2 ? "gpumemtrace2" : good;
        char fixed[128] = { 0 };
        snprintf(fixed, sizeof fixed, "%s", text);
        hid_t a = H5Acreate2(file, name, t, space, H5P_DEFAULT, H5P_DEFAULT);
        if (a >= 0) {
            H5Awrite(a, t, H5Tis_variable_str(t) > 0 ? (const void *)&text : fixed);
            H5Aclose(a);
        }
        H5Tclose(t);
    } else { /* a number: the version, or a string attribute of the wrong type */
        hid_t t = int_type(byte(in));
        double v = c % 5 == 4 ? 1 : (double)(int64_t)value(in);
        hid_t a = H5Acreate2(file, name, t, space, H5P_DEFAULT, H5P_DEFAULT);
        if (a >= 0) {
            H5Awrite(a, H5T_NATIVE_DOUBLE, &v);
            H5Aclose(a);
        }
    }
    H5Sclose(space);
}

static void write_table(hid_t file, struct input *in, int table)
{
    const struct trace_table *tab = &trace_tables[table];
    uint8_t c = byte(in);
    if (c % 7 == 0)
        return; /* absent */
    /* The file's compound: fields in a rotated order, some missing, of the
     * input's types, packed or aligned to 8 bytes. */
    hid_t members[8];
    const char *names[8];
    size_t off = 0, nm = 0;
    int rot = byte(in) % tab->nfields;
    for (int i = 0; i < tab->nfields; i++) {
        const struct trace_field *f = &tab->fields[(i + rot) % tab->nfields];
        uint8_t k = byte(in);
        if (k == 0xff)
            continue; /* missing */
        members[nm] = field_type(f, k);
        names[nm++] = f->name;
    }
    size_t sizes[8];
    for (size_t i = 0; i < nm; i++) {
        sizes[i] = H5Tget_size(members[i]);
        off += c & 8 ? (sizes[i] + 7) / 8 * 8 : sizes[i];
    }
    hid_t ftype = H5Tcreate(H5T_COMPOUND, off ? off : 1);
    off = 0;
    for (size_t i = 0; i < nm; i++) {
        H5Tinsert(ftype, names[i], off, members[i]);
        off += c & 8 ? (sizes[i] + 7) / 8 * 8 : sizes[i];
        H5Tclose(members[i]);
    }
    hsize_t rows = value(in) % 300, maxrows = H5S_UNLIMITED;
    hid_t dcpl = H5Pcreate(H5P_DATASET_CREATE);
    if (c & 16) {
        hsize_t chunk = 1 + value(in) % 100;
        H5Pset_chunk(dcpl, 1, &chunk);
        if (c & 32)
            H5Pset_shuffle(dcpl);
        if (c & 64)
            H5Pset_deflate(dcpl, 1);
        if (c & 128)
            H5Pset_fletcher32(dcpl);
    }
    hid_t space = H5Screate_simple(1, &rows, c & 16 ? &maxrows : NULL);
    hid_t ds = H5Dcreate2(file, tab->path, nm ? ftype : H5T_STD_U32LE, space, H5P_DEFAULT,
                          dcpl, H5P_DEFAULT);
    if (ds >= 0 && rows > 0 && nm > 0) {
        /* Rows from the input, converted by HDF5 into the file's types. */
        unsigned char *recs = calloc(rows, tab->record_size);
        for (hsize_t r = 0; recs && r < rows; r++) {
            unsigned char *rec = recs + r * tab->record_size;
            for (int i = 0; i < tab->nfields; i++) {
                const struct trace_field *f = &tab->fields[i];
                uint64_t v = value(in);
                if (f->kind == TRACE_FIELD_STRING)
                    snprintf((char *)rec + f->offset, f->size + 1, "k%llu",
                             (unsigned long long)v);
                else
                    memcpy(rec + f->offset, &v, f->size); /* little-endian hosts */
            }
        }
        hid_t mtype = trace_table_mem_type(tab);
        if (recs)
            H5Dwrite(ds, mtype, H5S_ALL, H5S_ALL, H5P_DEFAULT, recs);
        H5Tclose(mtype);
        free(recs);
    }
    if (ds >= 0)
        H5Dclose(ds);
    H5Sclose(space);
    H5Pclose(dcpl);
    H5Tclose(ftype);
}

static void write_types(struct input *in)
{
    hid_t file = H5Fcreate(path, H5F_ACC_TRUNC, H5P_DEFAULT, H5P_DEFAULT);
    if (file < 0)
        return;
    write_attr(file, in, "format", TRACE_FORMAT);
    write_attr(file, in, "version", NULL);
    write_attr(file, in, "source", "fuzz");
    write_attr(file, in, "description", "types");
    for (int t = 0; t < TRACE_NTABS; t++)
        write_table(file, in, t);
    H5Fclose(file);
    H5Eclear2(H5E_DEFAULT);
}

/* ---- the target ------------------------------------------------------------------- */

static int write_raw(const uint8_t *data, size_t size)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd < 0)
        return -1;
    size_t done = 0;
    while (done < size) {
        ssize_t n = write(fd, data + done, size - done);
        if (n <= 0)
            break;
        done += (size_t)n;
    }
    close(fd);
    return done == size ? 0 : -1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!path[0]) {
        const char *dir = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
        snprintf(path, sizeof path, "%s/fuzz_trace-%d.h5", dir, (int)getpid());
        H5Eset_auto2(H5E_DEFAULT, NULL, NULL);
    }
    struct input in = { data, size };
    if (getenv("FUZZ_TRACE_RAW")) {
        if (write_raw(data, size) == 0)
            check_file(&(struct input){ NULL, 0 });
    } else if (byte(&in) & 1) {
        write_types(&in);
        check_file(&in);
    } else {
        write_records(&in);
        check_file(&in);
    }
    unlink(path);
    return 0;
}
