/* trace_read.c: reading a trace's rows.
 *
 * Rows are read by field name, in the way trace_open.c chose for each
 * table: rows stored in the packed layout this library writes are read as
 * stored and unpacked (the fast path); any other layout (h5py's packed or
 * reordered compounds, other integer widths, contiguous datasets) is
 * converted by HDF5 into the C struct. A value that does not fit its field
 * (a negative or too wide integer) is an error naming its row and field,
 * never a silently clamped number.
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
#include <sys/mman.h>
#include <unistd.h>

/* Reads at least this many rows go straight to the caller's array. */
#define DIRECT_ROWS 4096
/* Rows a cursor decodes at a time from chunks it decodes itself
 * (trace_chunk.c inflates a chunk once): 160 KiB of events, still in the
 * CPU's cache when the caller reads them. Through HDF5, TRACE_BLOCK rows
 * (its chunk cache may not hold a whole chunk). */
#define CURSOR_ROWS 4096

/* ---- reading rows ---------------------------------------------------------------- */

/* Read rows [first, first+n) of d with memory type mem into out (n rows of
 * H5Tget_size(mem) bytes). Returns 0, 1 when a value did not fit (the
 * conversion refused it) or -1 on another failure; clears HDF5's error. */
static int read_as(struct trace *t, struct trace_reader *d, hid_t mem, uint64_t first, size_t n,
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
static int refused_field(struct trace *t, struct trace_reader *d, uint64_t row, char *buf,
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
static void refused_error(struct trace *t, struct trace_reader *d, uint64_t first, size_t n,
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

static int read_hdf5_guarded(struct trace *t, struct trace_reader *d, uint64_t first, size_t n,
                             void *out, struct trace_error *err);

/* Read rows [first, first+n) from the file into out, decoded, through
 * HDF5's own pipeline. */
static int read_hdf5(struct trace *t, struct trace_reader *d, uint64_t first, size_t n,
                     void *out, struct trace_error *err)
{
    trace_guard_enter();
    int rc = read_hdf5_guarded(t, d, first, n, out, err);
    trace_guard_leave();
    return rc;
}

static int read_hdf5_guarded(struct trace *t, struct trace_reader *d, uint64_t first, size_t n,
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
        trace_reader_error(t, err, what);
    } else if (d->packed) {
        trace_table_unpack(tab, dst, n, out);
    } else if (d->vlen) { /* a table of one string field */
        char *rec = out, **names = dst;
        for (size_t i = 0; i < n; i++, rec += tab->record_size) {
            memset(rec, 0, tab->record_size);
            if (names[i])
                strncpy(rec, names[i], tab->fields[0].size);
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
static int read_direct(struct trace *t, struct trace_reader *d, uint64_t first, size_t n,
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
static struct trace_window *window_for(struct trace *t, struct trace_reader *d, uint64_t first,
                                 struct trace_error *err)
{
    struct trace_window *lru = &d->win[0];
    for (int i = 0; i < TRACE_NWINDOWS; i++) {
        struct trace_window *w = &d->win[i];
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
    struct trace_reader *d = &t->d[table];
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
        struct trace_window *w = window_for(t, d, first, err);
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
int trace_read_frames(struct trace *t, uint64_t first, size_t n, struct trace_frame *out,
                      struct trace_error *err)
{
    return read_rows(t, TRACE_TAB_FRAMES, first, n, out, err);
}
int trace_read_stacks(struct trace *t, uint64_t first, size_t n, struct trace_stack *out,
                      struct trace_error *err)
{
    return read_rows(t, TRACE_TAB_STACKS, first, n, out, err);
}

int trace_read_work(struct trace *t, uint64_t first, size_t n, struct trace_work *out,
                    struct trace_error *err)
{
    return read_rows(t, TRACE_TAB_WORK, first, n, out, err);
}

void *trace_malloc_huge(size_t bytes)
{
#ifdef MADV_HUGEPAGE
    size_t huge = 2u << 20;
    if (bytes >= huge / 8 && bytes <= SIZE_MAX - huge) {
        size_t len = (bytes + huge - 1) / huge * huge;
        void *p = aligned_alloc(huge, len);
        if (p)
            (void)madvise(p, len, MADV_HUGEPAGE); /* a hint only */
        return p;
    }
#endif
    return malloc(bytes ? bytes : 1);
}

void *trace_calloc_rows(size_t n, size_t size)
{
    if (n && size > SIZE_MAX / n)
        return NULL;
    void *p = trace_malloc_huge(n ? n * size : size);
    if (p)
        memset(p, 0, n ? n * size : size);
    return p;
}

struct trace_buffer *trace_load_buffers(struct trace *t, uint64_t *n, struct trace_error *err)
{
    uint64_t rows = trace_nbuffers(t);
    if (rows > SIZE_MAX / sizeof(struct trace_buffer)) {
        trace_error_set(err, t->path, "/buffers: too many rows (%" PRIu64 ")", rows);
        return NULL;
    }
    struct trace_buffer *b = trace_calloc_rows(rows, sizeof *b);
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

int trace_cursor_fill(struct trace_cursor *c, const struct trace_event **e,
                      struct trace_error *err)
{
    struct trace_reader *d = &c->t->d[TRACE_TAB_EVENTS];
    if (c->stopped) { /* row next failed validation: say why again */
        trace_validator_rows(c->check, c->next, &c->block[c->fill], 1, err);
        return -1;
    }
    if (c->next >= d->rows)
        return 0;
    size_t n = d->chunks.chunk_rows ? CURSOR_ROWS : TRACE_BLOCK;
    if (n > d->rows - c->next)
        n = (size_t)(d->rows - c->next);
    if (c->t->progress && c->next / TRACE_BLOCK != c->start / TRACE_BLOCK)
        c->t->progress(c->next, d->rows, c->t->progress_arg);
    c->start = c->next;
    c->fill = 0;
    if (read_direct(c->t, d, c->next, n, c->block, err) < 0)
        return -1;
    c->fill = c->check ? trace_validator_rows(c->check, c->next, c->block, n, err) : n;
    c->stopped = c->fill < n;
    if (c->fill == 0)
        return -1;
    *e = &c->block[0];
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
