/* trace_hdf5.c: the one description of the format's tables, and the HDF5
 * types and row packing derived from it (see trace_hdf5.h).
 *
 * The file layout is docs/design.md section 3: uint8 op, mode, tag, flags,
 * pattern; uint32 stream; uint64 everything else; kernel names as fixed
 * 64-byte NUL-padded strings. Rows are packed (no padding) and little-endian,
 * so a file is the same bytes on every machine.
 */
#include "trace_hdf5.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define UINT_FIELD(type, field, bytes)                                                         \
    { #field, TRACE_FIELD_UINT, offsetof(type, field), bytes }

static const struct trace_field buffer_fields[] = {
    UINT_FIELD(struct trace_buffer, size, 8),
    UINT_FIELD(struct trace_buffer, tag, 1),
    UINT_FIELD(struct trace_buffer, flags, 1),
};

static const struct trace_field event_fields[] = {
    UINT_FIELD(struct trace_event, op, 1),     UINT_FIELD(struct trace_event, mode, 1),
    UINT_FIELD(struct trace_event, stream, 4), UINT_FIELD(struct trace_event, obj, 8),
    UINT_FIELD(struct trace_event, a, 8),      UINT_FIELD(struct trace_event, b, 8),
    UINT_FIELD(struct trace_event, ns, 8),
};

static const struct trace_field access_fields[] = {
    UINT_FIELD(struct trace_access, buffer, 8), UINT_FIELD(struct trace_access, offset, 8),
    UINT_FIELD(struct trace_access, length, 8), UINT_FIELD(struct trace_access, mode, 1),
    UINT_FIELD(struct trace_access, pattern, 1), UINT_FIELD(struct trace_access, stride, 8),
    UINT_FIELD(struct trace_access, piece, 8),
};

static const struct trace_field kernel_fields[] = {
    { "name", TRACE_FIELD_STRING, offsetof(struct trace_kernel, name), TRACE_KERNEL_NAME_LEN },
};

static const struct trace_field frame_fields[] = {
    { "name", TRACE_FIELD_STRING, offsetof(struct trace_frame, name), TRACE_FRAME_NAME_LEN },
};

static const struct trace_field stack_fields[] = {
    UINT_FIELD(struct trace_stack, buffer, 8),
    UINT_FIELD(struct trace_stack, frame, 8),
};

static const struct trace_field work_fields[] = {
    UINT_FIELD(struct trace_work, flops, 8),
    UINT_FIELD(struct trace_work, bytes, 8),
    UINT_FIELD(struct trace_work, tensor, 1),
};

#define NFIELDS(a) ((int)(sizeof(a) / sizeof((a)[0])))

/* Chunks of 65536 rows (2.5 MiB of events) match TRACE_BLOCK, so a cursor
 * block is one chunk and is decompressed once. */
const struct trace_table trace_tables[TRACE_NTABS] = {
    [TRACE_TAB_BUFFERS] = { "/buffers", sizeof(struct trace_buffer), 10, 16384, buffer_fields,
                            NFIELDS(buffer_fields) },
    [TRACE_TAB_EVENTS] = { "/events", sizeof(struct trace_event), 38, TRACE_BLOCK, event_fields,
                           NFIELDS(event_fields) },
    [TRACE_TAB_ACCESSES] = { "/accesses", sizeof(struct trace_access), 42, TRACE_BLOCK,
                             access_fields, NFIELDS(access_fields) },
    [TRACE_TAB_KERNELS] = { "/kernels", sizeof(struct trace_kernel), TRACE_KERNEL_NAME_LEN, 4096,
                            kernel_fields, NFIELDS(kernel_fields) },
    [TRACE_TAB_FRAMES] = { "/frames", sizeof(struct trace_frame), TRACE_FRAME_NAME_LEN, 1024,
                           frame_fields, NFIELDS(frame_fields) },
    [TRACE_TAB_STACKS] = { "/stacks", sizeof(struct trace_stack), 16, 65536, stack_fields,
                           NFIELDS(stack_fields) },
    [TRACE_TAB_WORK] = { "/work", sizeof(struct trace_work), 17, TRACE_BLOCK, work_fields,
                         NFIELDS(work_fields) },
};

static hid_t uint_file_type(size_t size)
{
    switch (size) {
    case 1:
        return H5T_STD_U8LE;
    case 4:
        return H5T_STD_U32LE;
    default:
        return H5T_STD_U64LE;
    }
}

static hid_t uint_mem_type(size_t size)
{
    switch (size) {
    case 1:
        return H5T_NATIVE_UINT8;
    case 4:
        return H5T_NATIVE_UINT32;
    default:
        return H5T_NATIVE_UINT64;
    }
}

hid_t trace_table_file_type(const struct trace_table *tab)
{
    hid_t t = H5Tcreate(H5T_COMPOUND, tab->packed_size);
    size_t off = 0;
    for (int i = 0; i < tab->nfields; i++) {
        const struct trace_field *f = &tab->fields[i];
        if (f->kind == TRACE_FIELD_STRING) {
            hid_t s = H5Tcopy(H5T_C_S1);
            H5Tset_size(s, f->size);
            H5Tset_strpad(s, H5T_STR_NULLPAD);
            H5Tinsert(t, f->name, off, s);
            H5Tclose(s);
        } else {
            H5Tinsert(t, f->name, off, uint_file_type(f->size));
        }
        off += f->size;
    }
    return t;
}

hid_t trace_table_mem_type(const struct trace_table *tab)
{
    hid_t t = H5Tcreate(H5T_COMPOUND, tab->record_size);
    for (int i = 0; i < tab->nfields; i++) {
        const struct trace_field *f = &tab->fields[i];
        if (f->kind == TRACE_FIELD_STRING) {
            hid_t s = H5Tcopy(H5T_C_S1);
            H5Tset_size(s, f->size + 1);
            H5Tset_strpad(s, H5T_STR_NULLTERM);
            H5Tinsert(t, f->name, f->offset, s);
            H5Tclose(s);
        } else {
            H5Tinsert(t, f->name, f->offset, uint_mem_type(f->size));
        }
    }
    return t;
}

/* Packing copies bytes, so it assumes a little-endian host; the reader
 * only takes the packed path there (trace_open.c). */
void trace_table_pack(const struct trace_table *tab, const void *recs, size_t n, void *packed)
{
    const char *src = recs;
    char *dst = packed;
    for (size_t r = 0; r < n; r++, src += tab->record_size) {
        for (int i = 0; i < tab->nfields; i++) {
            const struct trace_field *f = &tab->fields[i];
            if (f->kind == TRACE_FIELD_STRING)
                strncpy(dst, src + f->offset, f->size); /* NUL-padded, cut */
            else
                memcpy(dst, src + f->offset, f->size);
            dst += f->size;
        }
    }
}

/* The straight-line unpacking below relies on these layouts. */
_Static_assert(offsetof(struct trace_event, a) == offsetof(struct trace_event, obj) + 8
                   && offsetof(struct trace_event, b) == offsetof(struct trace_event, obj) + 16
                   && offsetof(struct trace_event, ns) == offsetof(struct trace_event, obj) + 24,
               "obj, a, b, ns must be adjacent");
_Static_assert(offsetof(struct trace_access, offset) == offsetof(struct trace_access, buffer) + 8
                   && offsetof(struct trace_access, length)
                          == offsetof(struct trace_access, buffer) + 16
                   && offsetof(struct trace_access, piece) == offsetof(struct trace_access, stride) + 8,
               "buffer, offset, length and stride, piece must be adjacent");

void trace_table_unpack(const struct trace_table *tab, const void *packed, size_t n, void *recs)
{
    /* The hot path of reading: events, buffers and accesses get straight-line
     * code (their packed layouts: trace_tables). */
    const unsigned char *src = packed;
    if (tab == &trace_tables[TRACE_TAB_EVENTS]) {
        struct trace_event *e = recs;
        for (size_t r = 0; r < n; r++, src += 38, e++) {
            e->op = src[0];
            e->mode = src[1];
            memcpy(&e->stream, src + 2, 4);
            memcpy(&e->obj, src + 6, 32); /* obj, a, b, ns: adjacent in both */
        }
        return;
    }
    if (tab == &trace_tables[TRACE_TAB_BUFFERS] && tab->packed_size == 10) {
        struct trace_buffer *b = recs;
        for (size_t r = 0; r < n; r++, src += 10, b++) {
            memcpy(&b->size, src, 8);
            b->tag = src[8];
            b->flags = src[9];
        }
        return;
    }
    if (tab == &trace_tables[TRACE_TAB_ACCESSES]) {
        struct trace_access *a = recs;
        for (size_t r = 0; r < n; r++, src += 42, a++) {
            memcpy(&a->buffer, src, 24); /* buffer, offset, length */
            a->mode = src[24];
            a->pattern = src[25];
            memcpy(&a->stride, src + 26, 16); /* stride, piece */
        }
        return;
    }
    char *dst = recs;
    for (size_t r = 0; r < n; r++, dst += tab->record_size) {
        memset(dst, 0, tab->record_size);
        for (int i = 0; i < tab->nfields; i++) {
            const struct trace_field *f = &tab->fields[i];
            memcpy(dst + f->offset, src, f->size); /* strings stay NUL-terminated */
            src += f->size;
        }
    }
}

void trace_hdf5_quiet(void)
{
    static int done;
    if (!done) {
        /* No clean-up at exit: after a failed H5Fclose (a write error, a full
         * disk) HDF5 1.10's own clean-up crashes or loops ("infinite loop
         * closing library"; CVE-2020-10812). Every file is closed explicitly.
         * Effective only before the library's first call, as here. */
        H5dont_atexit();
        H5Eset_auto2(H5E_DEFAULT, NULL, NULL);
        done = 1;
    }
}

struct reason {
    char *buf;
    size_t len;
    int sys_errno; /* from a driver's "errno = N", 0 if none */
};

static herr_t first_message(unsigned n, const H5E_error2_t *e, void *data)
{
    struct reason *r = data;
    const char *p = e->desc ? strstr(e->desc, "errno = ") : NULL;
    if (n == 0 && e->desc && e->desc[0])
        snprintf(r->buf, r->len, "%s", e->desc);
    if (p && !r->sys_errno)
        r->sys_errno = atoi(p + 8);
    return 0;
}

void trace_hdf5_reason(char *buf, size_t len)
{
    snprintf(buf, len, "unknown HDF5 error");
    struct reason r = { buf, len, 0 };
    H5Ewalk2(H5E_DEFAULT, H5E_WALK_UPWARD, first_message, &r);
    H5Eclear2(H5E_DEFAULT);
    if (r.sys_errno > 0) /* the system's reason: "No space left on device" */
        snprintf(buf, len, "%s", strerror(r.sys_errno));
}
