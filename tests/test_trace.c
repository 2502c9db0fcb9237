/* test_trace.c: the trace library (traces/trace_*.c): writing and reading
 * back every op and field, multi-chunk traces read at every offset, byte
 * for byte determinism, traces written by h5py in the ways other tools
 * write HDF5 (tests/py/trace_h5py.py), h5py reading what C wrote, the
 * validator's summary and trace_access_bytes. Root string attributes:
 * test_trace_attrs.c.
 */
#include <check.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "testutil.h"
#include "trace.h"
#include "trace_fixture.h"

#define H5PY PYTHON " tests/py/trace_h5py.py"

/* ---- round trip ---------------------------------------------------------------- */

START_TEST(roundtrip_every_op_and_field)
{
    const char *path = write_rows(&all_rows, "test_trace", "every op, mode, tag and pattern");
    struct trace_error err = { { 0 } };
    struct trace *t = open_ok(path);
    ck_assert_str_eq(trace_path(t), path);
    ck_assert_str_eq(trace_source(t), "test_trace");
    ck_assert_str_eq(trace_description(t), "every op, mode, tag and pattern");
    ck_assert_uint_eq(trace_nbuffers(t), all_rows.nb);
    ck_assert_uint_eq(trace_nevents(t), all_rows.ne);
    ck_assert_uint_eq(trace_naccesses(t), all_rows.na);
    ck_assert_uint_eq(trace_nkernels(t), 3);

    struct trace_buffer b[8];
    ck_assert_msg(trace_read_buffers(t, 0, all_rows.nb, b, &err) == 0, "%s", err.msg);
    for (size_t i = 0; i < all_rows.nb; i++) {
        ck_assert_uint_eq(b[i].size, all_buffers[i].size);
        ck_assert_uint_eq(b[i].tag, all_buffers[i].tag);
        ck_assert_uint_eq(b[i].flags, all_buffers[i].flags);
    }
    struct trace_event e[sizeof all_events / sizeof *all_events];
    ck_assert_msg(trace_read_events(t, 0, all_rows.ne, e, &err) == 0, "%s", err.msg);
    for (size_t i = 0; i < all_rows.ne; i++) {
        const struct trace_event *x = &all_events[i];
        ck_assert_uint_eq(e[i].op, x->op);
        ck_assert_uint_eq(e[i].mode, x->mode);
        ck_assert_uint_eq(e[i].stream, x->stream);
        ck_assert_uint_eq(e[i].obj, x->obj);
        ck_assert_uint_eq(e[i].a, x->a);
        ck_assert_uint_eq(e[i].b, x->b);
        ck_assert_uint_eq(e[i].ns, x->ns);
    }
    struct trace_access a[4];
    ck_assert_msg(trace_read_accesses(t, 0, 4, a, &err) == 0, "%s", err.msg);
    for (size_t i = 0; i < 4; i++) {
        const struct trace_access *x = &all_accesses[i];
        ck_assert_uint_eq(a[i].buffer, x->buffer);
        ck_assert_uint_eq(a[i].offset, x->offset);
        ck_assert_uint_eq(a[i].length, x->length);
        ck_assert_uint_eq(a[i].mode, x->mode);
        ck_assert_uint_eq(a[i].pattern, x->pattern);
        ck_assert_uint_eq(a[i].stride, x->stride);
        ck_assert_uint_eq(a[i].piece, x->piece);
    }
    struct trace_kernel k[3];
    ck_assert_msg(trace_read_kernels(t, 0, 3, k, &err) == 0, "%s", err.msg);
    ck_assert_str_eq(k[0].name, "sgemm_128x64_nn");
    ck_assert_str_eq(k[1].name, "");
    ck_assert_uint_eq(strlen(k[2].name), TRACE_KERNEL_NAME_LEN);
    ck_assert_int_eq(strncmp(k[2].name, all_kernels[2], TRACE_KERNEL_NAME_LEN), 0);

    /* The whole buffer table, and the cursor over every event. */
    uint64_t nb = 0;
    struct trace_buffer *all = trace_load_buffers(t, &nb, &err);
    ck_assert_msg(all != NULL, "%s", err.msg);
    ck_assert_uint_eq(nb, all_rows.nb);
    ck_assert_uint_eq(all[1].size, BIG);
    free(all);
    struct trace_cursor c;
    ck_assert_msg(trace_cursor_init(&c, t, &err) == 0, "%s", err.msg);
    const struct trace_event *ep;
    size_t n = 0;
    int rc;
    while ((rc = trace_cursor_next(&c, &ep, &err)) == 1) {
        ck_assert_uint_eq(c.next - 1, n);
        ck_assert_uint_eq(ep->obj, all_events[n].obj);
        ck_assert_uint_eq(ep->ns, all_events[n].ns);
        n++;
    }
    ck_assert_int_eq(rc, 0);
    ck_assert_uint_eq(n, all_rows.ne);
    trace_cursor_free(&c);
    trace_close(t);
    unlink(path);
}
END_TEST

START_TEST(no_description_no_kernels_no_rows)
{
    struct rows none = { 0 };
    const char *path = write_rows(&none, "empty", NULL);
    struct trace_error err = { { 0 } };
    struct trace *t = open_ok(path);
    ck_assert_str_eq(trace_description(t), "");
    ck_assert_uint_eq(trace_nbuffers(t) + trace_nevents(t) + trace_naccesses(t), 0);
    ck_assert_uint_eq(trace_nkernels(t), 0);
    struct trace_cursor c;
    const struct trace_event *e;
    ck_assert_int_eq(trace_cursor_init(&c, t, &err), 0);
    ck_assert_int_eq(trace_cursor_next(&c, &e, &err), 0);
    trace_cursor_free(&c);
    struct trace_summary s;
    ck_assert_msg(trace_validate(t, &s, &err) == 0, "%s", err.msg);
    ck_assert_uint_eq(s.events + s.buffers + s.peak_live_bytes, 0);
    trace_close(t);
    unlink(path);
}
END_TEST

START_TEST(read_past_the_end_is_an_error)
{
    const char *path = write_rows(&all_rows, "t", NULL);
    struct trace_error err = { { 0 } };
    struct trace *t = open_ok(path);
    struct trace_event e[2];
    ck_assert_int_eq(trace_read_events(t, all_rows.ne - 1, 2, e, &err), -1);
    ck_assert_ptr_nonnull(strstr(err.msg, path));
    ck_assert_ptr_nonnull(strstr(err.msg, "/events"));
    ck_assert_ptr_nonnull(strstr(err.msg, "past the end"));
    ck_assert_int_eq(trace_read_events(t, UINT64_MAX, 1, e, &err), -1);
    ck_assert_int_eq(trace_read_events(t, all_rows.ne, 0, e, &err), 0);
    struct trace_access a;
    ck_assert_int_eq(trace_read_accesses(t, 4, 1, &a, &err), -1);
    ck_assert_ptr_nonnull(strstr(err.msg, "/accesses"));
    trace_close(t);
    unlink(path);
}
END_TEST

/* ---- big traces: many chunks, every way of reading --------------------------- */

/* Row i's values, from a hash of i, so any row can be checked alone. */
static uint64_t mix(uint64_t x)
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ull;
    return x ^ (x >> 33);
}
static struct trace_event event_of(uint64_t i)
{
    uint64_t h = mix(i);
    return (struct trace_event){ .op = (uint8_t)(1 + h % 10), .mode = (uint8_t)(h >> 8),
                                 .stream = (uint32_t)(h >> 16), .obj = i, .a = h,
                                 .b = mix(h) >> (h % 64), .ns = i * 1000 };
}
static struct trace_access access_of(uint64_t i)
{
    uint64_t h = mix(~i);
    return (struct trace_access){ .buffer = i / 3, .offset = h >> 20, .length = h % 100000,
                                  .mode = (uint8_t)h, .pattern = (uint8_t)(h >> 8),
                                  .stride = mix(h), .piece = i };
}
static bool event_eq(const struct trace_event *x, const struct trace_event *y)
{
    return x->op == y->op && x->mode == y->mode && x->stream == y->stream && x->obj == y->obj
           && x->a == y->a && x->b == y->b && x->ns == y->ns;
}
static bool access_eq(const struct trace_access *x, const struct trace_access *y)
{
    return x->buffer == y->buffer && x->offset == y->offset && x->length == y->length
           && x->mode == y->mode && x->pattern == y->pattern && x->stride == y->stride
           && x->piece == y->piece;
}

#define NBIG_EVENTS (2 * TRACE_BLOCK + 12345)
#define NBIG_ACCESSES (TRACE_BLOCK + 777)

static const char *write_big(void)
{
    const char *path = test_tmp(".h5");
    struct trace_error err = { { 0 } };
    struct trace_writer *w = trace_writer_create(path, "big", NULL, &err);
    ck_assert_msg(w != NULL, "%s", err.msg);
    for (uint64_t i = 0; i < NBIG_EVENTS; i++) {
        struct trace_event e = event_of(i);
        ck_assert_msg(trace_writer_event(w, &e, &err) == 0, "%s", err.msg);
    }
    for (uint64_t i = 0; i < NBIG_ACCESSES; i++) {
        struct trace_access a = access_of(i);
        ck_assert_msg(trace_writer_access(w, &a, &err) == 0, "%s", err.msg);
    }
    for (uint64_t i = 0; i < 20000; i++) {
        struct trace_buffer b = { .size = mix(i) | 1, .tag = (uint8_t)i, .flags = (uint8_t)(i >> 8) };
        ck_assert_msg(trace_writer_buffer(w, &b, NULL, &err) == 0, "%s", err.msg);
    }
    ck_assert_msg(trace_writer_close(w, &err) == 0, "%s", err.msg);
    return path;
}

/* Every row through the cursor; then ranges at chunk boundaries, small
 * and large, in and out of order. */
static void check_big(const char *path)
{
    struct trace_error err = { { 0 } };
    struct trace *t = open_ok(path);
    ck_assert_uint_eq(trace_nevents(t), NBIG_EVENTS);
    ck_assert_uint_eq(trace_naccesses(t), NBIG_ACCESSES);
    struct trace_cursor c;
    ck_assert_int_eq(trace_cursor_init(&c, t, &err), 0);
    const struct trace_event *e;
    uint64_t n = 0;
    while (trace_cursor_next(&c, &e, &err) == 1) {
        struct trace_event x = event_of(n);
        ck_assert_msg(event_eq(e, &x), "event %" PRIu64 " differs", n);
        n++;
    }
    ck_assert_uint_eq(n, NBIG_EVENTS);
    trace_cursor_free(&c);

    static struct trace_event ev[TRACE_BLOCK + 10];
    static const uint64_t starts[] = { TRACE_BLOCK - 3, 0, 2 * TRACE_BLOCK + 12000, 5,
                                       TRACE_BLOCK, 2 * TRACE_BLOCK - 1, 77777 };
    static const size_t lens[] = { 7, 1, 345, TRACE_BLOCK + 10, 4095, 2, 4096 };
    for (size_t r = 0; r < sizeof starts / sizeof *starts; r++) {
        ck_assert_msg(trace_read_events(t, starts[r], lens[r], ev, &err) == 0, "%s", err.msg);
        for (size_t i = 0; i < lens[r]; i++) {
            struct trace_event x = event_of(starts[r] + i);
            ck_assert_msg(event_eq(&ev[i], &x), "event %" PRIu64 " differs",
                          starts[r] + i);
        }
    }
    static struct trace_access ac[3000];
    for (int64_t f = NBIG_ACCESSES - 1; f >= 0; f -= 9001) {
        uint64_t first = (uint64_t)f;
        size_t k = 1 + first % 3000;
        if (first + k > NBIG_ACCESSES)
            k = NBIG_ACCESSES - first;
        ck_assert_msg(trace_read_accesses(t, first, k, ac, &err) == 0, "%s", err.msg);
        for (size_t i = 0; i < k; i++) {
            struct trace_access x = access_of(first + i);
            ck_assert_msg(access_eq(&ac[i], &x), "access %" PRIu64 " differs", first + i);
        }
    }
    uint64_t nb;
    struct trace_buffer *b = trace_load_buffers(t, &nb, &err);
    ck_assert_msg(b != NULL, "%s", err.msg);
    ck_assert_uint_eq(nb, 20000);
    for (uint64_t i = 0; i < nb; i++) {
        ck_assert_uint_eq(b[i].size, mix(i) | 1);
        ck_assert_uint_eq(b[i].tag, (uint8_t)i);
        ck_assert_uint_eq(b[i].flags, (uint8_t)(i >> 8));
    }
    free(b);
    trace_close(t);
}

START_TEST(roundtrip_many_chunks)
{
    const char *path = write_big();
    check_big(path);
    unlink(path);
}
END_TEST

static void count_progress(uint64_t done, uint64_t total, void *arg)
{
    uint64_t *calls = arg;
    ck_assert_uint_eq(done, (calls[0] + 1) * TRACE_BLOCK);
    ck_assert_uint_eq(total, NBIG_EVENTS);
    calls[0]++;
}

START_TEST(progress_after_each_block)
{
    const char *path = write_big();
    struct trace_error err = { { 0 } };
    struct trace *t = open_ok(path);
    uint64_t calls = 0;
    trace_set_progress(t, count_progress, &calls);
    trace_validate(t, NULL, &err); /* the rows are random: invalid, but walked */
    ck_assert_uint_eq(calls, 0); /* it stops at a violation in the first block */
    struct trace_cursor c;
    const struct trace_event *e;
    ck_assert_int_eq(trace_cursor_init(&c, t, &err), 0);
    while (trace_cursor_next(&c, &e, &err) == 1)
        ;
    trace_cursor_free(&c);
    ck_assert_uint_eq(calls, 2); /* before the second and the third block */
    trace_close(t);
    unlink(path);
}
END_TEST

/* The same rows through HDF5's own conversion path: reordered, chunked
 * by 7 rows, no shuffle. */
START_TEST(many_chunks_rewritten_by_h5py)
{
    const char *path = write_big();
    const char *other = test_tmp(".h5");
    char *out = NULL;
    int rc = test_run(&out, H5PY " rewrite reordered %s %s", path, other);
    ck_assert_msg(rc == 0, "%s", out);
    free(out);
    check_big(other);
    unlink(path);
    unlink(other);
}
END_TEST

START_TEST(same_records_same_bytes)
{
    const char *p1 = write_rows(&all_rows, "det", "d");
    sleep(1); /* a stored time would differ now */
    const char *p2 = write_rows(&all_rows, "det", "d");
    ck_assert_int_eq(test_run(NULL, "cmp %s %s", p1, p2), 0);
    const char *p3 = write_rows(&all_rows, "det", "e");
    ck_assert_int_ne(test_run(NULL, "cmp -s %s %s", p1, p3), 0);
    unlink(p1);
    unlink(p2);
    unlink(p3);
}
END_TEST

/* ---- other tools' files ---------------------------------------------------------- */

static void check_variant(const char *variant)
{
    const char *path = write_rows(&all_rows, "variants", "rows for h5py");
    const char *other = test_tmp(".h5");
    char *out = NULL;
    int rc = test_run(&out, H5PY " rewrite %s %s %s", variant, path, other);
    ck_assert_msg(rc == 0, "%s", out);
    free(out);
    char *want = dump(path), *got = dump(other);
    ck_assert_str_eq(got, want);
    /* and it validates as the original does */
    struct trace_error err = { { 0 } };
    struct trace_summary s1, s2;
    struct trace *t1 = open_ok(path), *t2 = open_ok(other);
    ck_assert_msg(trace_validate(t1, &s1, &err) == 0, "%s", err.msg);
    ck_assert_msg(trace_validate(t2, &s2, &err) == 0, "%s", err.msg);
    ck_assert_int_eq(memcmp(&s1, &s2, sizeof s1), 0);
    trace_close(t1);
    trace_close(t2);
    free(want);
    free(got);
    unlink(path);
    unlink(other);
}

START_TEST(h5py_packed_contiguous_vlen_attributes)
{
    check_variant("packed");
}
END_TEST

START_TEST(h5py_chunks_of_3_gzip9_shuffle)
{
    check_variant("chunked");
}
END_TEST

START_TEST(h5py_reordered_fixed_strings_uint16_version)
{
    check_variant("reordered");
}
END_TEST

START_TEST(h5py_other_widths_aligned_extra_field)
{
    check_variant("wide");
}
END_TEST

START_TEST(h5py_reads_what_c_wrote)
{
    const char *path = write_rows(&all_rows, "read by h5py", "desc");
    char *py = NULL;
    int rc = test_run(&py, H5PY " dump %s", path);
    ck_assert_msg(rc == 0, "%s", py);
    char *c = dump(path);
    ck_assert_str_eq(py, c);
    free(py);
    free(c);
    unlink(path);
}
END_TEST

START_TEST(negative_value_is_an_error_not_clamped)
{
    const char *path = write_rows(&all_rows, "neg", NULL);
    const char *other = test_tmp(".h5");
    ck_assert_int_eq(test_run(NULL, H5PY " break negative-obj %s %s", path, other), 0);
    struct trace_error err = { { 0 } };
    struct trace *t = open_ok(other);
    struct trace_event e[sizeof all_events / sizeof *all_events];
    ck_assert_int_eq(trace_read_events(t, 0, all_rows.ne, e, &err), -1);
    ck_assert_ptr_nonnull(strstr(err.msg, "/events"));
    ck_assert_ptr_nonnull(strstr(err.msg, "does not fit"));
    trace_close(t);
    unlink(path);
    unlink(other);
}
END_TEST

/* ---- validator summary, access bytes ---------------------------------------- */

START_TEST(summary_of_the_canonical_trace)
{
    const char *path = write_rows(&all_rows, "summary", NULL);
    struct trace_error err = { { 0 } };
    struct trace *t = open_ok(path);
    struct trace_summary s;
    ck_assert_msg(trace_validate(t, &s, &err) == 0, "%s", err.msg);
    ck_assert_uint_eq(s.buffers, 8);
    ck_assert_uint_eq(s.events, all_rows.ne);
    ck_assert_uint_eq(s.accesses, 4);
    ck_assert_uint_eq(s.kernels, 3);
    ck_assert_uint_eq(s.events_by_op[TRACE_ALLOC], 5);
    ck_assert_uint_eq(s.events_by_op[TRACE_FREE], 2);
    ck_assert_uint_eq(s.events_by_op[TRACE_LAUNCH], 3);
    ck_assert_uint_eq(s.events_by_op[TRACE_HOST], 3);
    ck_assert_uint_eq(s.events_by_op[TRACE_PREFETCH], 2);
    ck_assert_uint_eq(s.events_by_op[TRACE_ADVISE], 5);
    ck_assert_uint_eq(s.events_by_op[TRACE_SYNC], 2);
    ck_assert_uint_eq(s.events_by_op[TRACE_ITER], 2);
    ck_assert_uint_eq(s.events_by_op[TRACE_RECORD], 1);
    ck_assert_uint_eq(s.events_by_op[TRACE_WAIT], 1);
    ck_assert_uint_eq(s.iterations, 2);
    ck_assert_uint_eq(s.samples, 96);
    ck_assert_uint_eq(s.streams, 5); /* 0, 0xffffffff, 1, 2, 3 */
    /* Buffers 0, 1, 6, 7 live together; buffer 2 only after 7 is freed. */
    ck_assert_uint_eq(s.peak_live_bytes, 4096 + BIG + (1u << 20) + 12345);
    /* 4096 + 1000 + strided (a piece of 4096 at 10 + k*2^40 for every k
     * with k*2^40 < BIG - 10; the last one whole too) + one-byte pieces at
     * 1, 5 and 9 of [1, 11); the third LAUNCH touches nothing. */
    uint64_t npieces = (BIG - 10 - 1) / (1ull << 40) + 1;
    ck_assert_uint_eq(s.bytes_touched, 4096 + 1000 + npieces * 4096 + 3);
    ck_assert_uint_eq(s.launches_with_accesses, 2); /* of 3: the third has b = 0 */
    trace_close(t);
    unlink(path);
}
END_TEST

/* LAUNCHes with and without /accesses rows, and a trace with none. */
START_TEST(summary_counts_launches_with_accesses)
{
    static const struct trace_buffer b[] = { { .size = 4096 } };
    static const struct trace_event e[] = {
        { .op = TRACE_ALLOC, .obj = 0 },
        { .op = TRACE_LAUNCH, .a = 0, .b = 0 },
        { .op = TRACE_LAUNCH, .a = 0, .b = 2 },
        { .op = TRACE_LAUNCH, .a = 2, .b = 0 },
        { .op = TRACE_LAUNCH, .a = 1, .b = 1 },
        { .op = TRACE_FREE, .obj = 0 },
    };
    static const struct trace_access a[] = {
        { .buffer = 0, .length = 64, .mode = TRACE_READ },
        { .buffer = 0, .offset = 64, .length = 64, .mode = TRACE_WRITE },
    };
    const struct rows with = { b, 1, e, 6, a, 2, NULL, 0 };
    const struct rows none = { b, 1, e, 1, NULL, 0, NULL, 0 }; /* only the ALLOC */
    const struct rows *cases[] = { &with, &none };
    const uint64_t want[][2] = { { 2, 4 }, { 0, 0 } };
    for (size_t i = 0; i < 2; i++) {
        const char *path = write_rows(cases[i], "launches", NULL);
        struct trace_error err = { { 0 } };
        struct trace *t = open_ok(path);
        struct trace_summary s;
        ck_assert_msg(trace_validate(t, &s, &err) == 0, "%s", err.msg);
        ck_assert_uint_eq(s.launches_with_accesses, want[i][0]);
        ck_assert_uint_eq(s.events_by_op[TRACE_LAUNCH], want[i][1]);
        trace_close(t);
        unlink(path);
    }
}
END_TEST

START_TEST(access_bytes_strided_union)
{
    struct trace_access a = { .length = 100, .pattern = TRACE_SEQUENTIAL };
    ck_assert_uint_eq(trace_access_bytes(&a), 100);
    a.pattern = TRACE_RANDOM;
    ck_assert_uint_eq(trace_access_bytes(&a), 100);
    a = (struct trace_access){ .offset = 7, .length = 100, .pattern = TRACE_STRIDED,
                               .stride = 10, .piece = 3 };
    ck_assert_uint_eq(trace_access_bytes(&a), 30); /* 10 pieces of 3 */
    a.length = 101;
    ck_assert_uint_eq(trace_access_bytes(&a), 31); /* an 11th piece, 1 byte left */
    a.length = 92;
    ck_assert_uint_eq(trace_access_bytes(&a), 29); /* pieces at 0..90, the last 2 bytes */
    a.piece = 0;
    ck_assert_uint_eq(trace_access_bytes(&a), 10); /* one byte per piece */
    a.piece = 25;
    ck_assert_uint_eq(trace_access_bytes(&a), 92); /* pieces overlap: the union is all */
    a.length = 0;
    ck_assert_uint_eq(trace_access_bytes(&a), 0);
    a = (struct trace_access){ .length = UINT64_MAX, .pattern = TRACE_STRIDED,
                               .stride = 1ull << 63, .piece = 1ull << 62 };
    ck_assert_uint_eq(trace_access_bytes(&a), 1ull << 63);
}
END_TEST

START_TEST(op_and_tag_names)
{
    ck_assert_str_eq(trace_op_name(TRACE_ALLOC), "ALLOC");
    ck_assert_str_eq(trace_op_name(TRACE_WAIT), "WAIT");
    ck_assert_str_eq(trace_op_name(0), "?");
    ck_assert_str_eq(trace_op_name(11), "?");
    ck_assert_str_eq(trace_tag_name(TRACE_TAG_WEIGHT), "weight");
    ck_assert_str_eq(trace_tag_name(TRACE_TAG_OUTPUT), "output");
    ck_assert_str_eq(trace_tag_name(8), "?");
    struct trace_error err;
    trace_error_set(&err, "f.h5", "/events row %d: %s", 3, "bad");
    ck_assert_str_eq(err.msg, "f.h5: /events row 3: bad");
}
END_TEST

START_TEST(writer_reports_unwritable_path)
{
    struct trace_error err = { { 0 } };
    struct trace_writer *w = trace_writer_create("/nonexistent-dir/x.h5", "s", NULL, &err);
    ck_assert_ptr_null(w);
    ck_assert_ptr_nonnull(strstr(err.msg, "/nonexistent-dir/x.h5: cannot create"));
}
END_TEST

Suite *trace_suite(void);
Suite *trace_suite(void)
{
    Suite *s = suite_create("trace");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, roundtrip_every_op_and_field);
    tcase_add_test(tc, no_description_no_kernels_no_rows);
    tcase_add_test(tc, read_past_the_end_is_an_error);
    tcase_add_test(tc, roundtrip_many_chunks);
    tcase_add_test(tc, progress_after_each_block);
    tcase_add_test(tc, many_chunks_rewritten_by_h5py);
    tcase_add_test(tc, same_records_same_bytes);
    tcase_add_test(tc, h5py_packed_contiguous_vlen_attributes);
    tcase_add_test(tc, h5py_chunks_of_3_gzip9_shuffle);
    tcase_add_test(tc, h5py_reordered_fixed_strings_uint16_version);
    tcase_add_test(tc, h5py_other_widths_aligned_extra_field);
    tcase_add_test(tc, h5py_reads_what_c_wrote);
    tcase_add_test(tc, negative_value_is_an_error_not_clamped);
    tcase_add_test(tc, summary_of_the_canonical_trace);
    tcase_add_test(tc, summary_counts_launches_with_accesses);
    tcase_add_test(tc, access_bytes_strided_union);
    tcase_add_test(tc, op_and_tag_names);
    tcase_add_test(tc, writer_reports_unwritable_path);
    suite_add_tcase(s, tc);
    return s;
}
