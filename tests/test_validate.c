/* test_validate.c: the validator through tracecheck, one test per rule of
 * docs/design.md section 3 and per kind of malformed file. Each writes an invalid
 * trace (with the C writer, which does not validate, or with h5py for
 * structural defects), runs tracecheck and asserts exit status 2 and the
 * message "tracecheck: FILE: /dataset row N: what".
 */
#include <check.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "testutil.h"
#include "trace.h"

#define TRACECHECK TEST_BIN("tracecheck")
#define H5PY PYTHON " tests/py/trace_h5py.py"
#define N(a) (sizeof(a) / sizeof((a)[0]))

/* Buffers 0..2 of 4096 bytes, buffer 3 of 100. */
static const struct trace_buffer bufs[] = {
    { .size = 4096, .tag = TRACE_TAG_WEIGHT, .flags = TRACE_FLAG_HOST_INIT },
    { .size = 4096, .tag = TRACE_TAG_ACTIVATION },
    { .size = 4096, .tag = TRACE_TAG_GRADIENT },
    { .size = 100, .tag = TRACE_TAG_WORKSPACE },
};
/* One harmless access row, for traces whose LAUNCHes do not matter. */
static const struct trace_access one_access[] = {
    { .buffer = 0, .offset = 0, .length = 1, .mode = TRACE_READ },
};

static const char *make(const struct trace_buffer *b, size_t nb, const struct trace_event *e,
                        size_t ne, const struct trace_access *a, size_t na, unsigned nkernels)
{
    const char *path = test_tmp(".h5");
    struct trace_error err = { { 0 } };
    struct trace_writer *w = trace_writer_create(path, "test_validate", NULL, &err);
    ck_assert_msg(w != NULL, "%s", err.msg);
    for (size_t i = 0; i < nb; i++)
        ck_assert_msg(trace_writer_buffer(w, &b[i], NULL, &err) == 0, "%s", err.msg);
    for (size_t i = 0; i < ne; i++)
        ck_assert_msg(trace_writer_event(w, &e[i], &err) == 0, "%s", err.msg);
    for (size_t i = 0; i < na; i++)
        ck_assert_msg(trace_writer_access(w, &a[i], &err) == 0, "%s", err.msg);
    for (unsigned i = 0; i < nkernels; i++)
        ck_assert_msg(trace_writer_kernel(w, "k", NULL, &err) == 0, "%s", err.msg);
    ck_assert_msg(trace_writer_close(w, &err) == 0, "%s", err.msg);
    return path;
}
#define MAKE(e, a) make(bufs, N(bufs), e, N(e), a, N(a), 0)

/* tracecheck PATH exits 2 with "tracecheck: PATH: what". */
static void expect_invalid(const char *path, const char *what)
{
    char *out = NULL;
    int rc = test_run(&out, "%s %s", TRACECHECK, path);
    char want[1024];
    snprintf(want, sizeof want, "tracecheck: %s: %s", path, what);
    ck_assert_msg(rc == 2, "exit %d, output: %s", rc, out);
    ck_assert_msg(strstr(out, want) != NULL, "wanted \"%s\", got \"%s\"", want, out);
    free(out);
    unlink(path);
}

/* A valid trace, rewritten by h5py with one structural defect. */
static const char *broken(const char *defect)
{
    static const struct trace_event ev[] = {
        { .op = TRACE_ALLOC, .obj = 0 },
        { .op = TRACE_LAUNCH, .a = 0, .b = 1, .ns = 10 },
        { .op = TRACE_FREE, .obj = 0 },
    };
    const char *path = MAKE(ev, one_access);
    const char *out = test_tmp(".h5");
    char *msg = NULL;
    int rc = test_run(&msg, H5PY " break %s %s %s", defect, path, out);
    ck_assert_msg(rc == 0, "%s", msg);
    free(msg);
    unlink(path);
    return out;
}

/* ---- files that are not traces ------------------------------------------------ */

START_TEST(not_hdf5)
{
    const char *path = test_tmp(".h5");
    FILE *f = fopen(path, "w");
    fputs("Thread,Time,Action,Pointer,Size,Stream\n", f);
    fclose(f);
    expect_invalid(path, "not an HDF5 file");
}
END_TEST

START_TEST(empty_file)
{
    const char *path = test_tmp(".h5");
    fclose(fopen(path, "w"));
    expect_invalid(path, "not an HDF5 file");
}
END_TEST

START_TEST(missing_file)
{
    expect_invalid("/nonexistent/trace.h5", "cannot open: No such file or directory");
}
END_TEST

START_TEST(truncated_file)
{
    static struct trace_event ev[200];
    for (int i = 0; i < 200; i++)
        ev[i] = (struct trace_event){ .op = TRACE_SYNC, .ns = (uint64_t)i * 7919 };
    const char *path = MAKE(ev, one_access);
    ck_assert_int_eq(test_run(NULL, "truncate -s $(($(stat -c %%s %s) / 2)) %s", path, path), 0);
    expect_invalid(path, "cannot open HDF5 file: truncated file");
}
END_TEST

/* ---- structure: attributes, datasets, fields ----------------------------------- */

START_TEST(missing_dataset_events)
{
    expect_invalid(broken("missing-events"), "missing dataset /events");
}
END_TEST

START_TEST(missing_dataset_accesses)
{
    expect_invalid(broken("missing-accesses"), "missing dataset /accesses");
}
END_TEST

START_TEST(missing_attribute_version)
{
    expect_invalid(broken("missing-version"), "missing root attribute 'version'");
}
END_TEST

START_TEST(missing_attribute_format)
{
    expect_invalid(broken("missing-format"), "missing root attribute 'format'");
}
END_TEST

START_TEST(wrong_format)
{
    expect_invalid(broken("wrong-format"),
                   "root attribute 'format' is \"hdf5trace\", expected \"gpumemtrace\"");
}
END_TEST

START_TEST(unsupported_version)
{
    expect_invalid(broken("version-2"), "unsupported version 2");
}
END_TEST

START_TEST(version_not_an_integer)
{
    expect_invalid(broken("version-string"),
                   "root attribute 'version' is a string, expected an integer");
}
END_TEST

START_TEST(field_of_wrong_type)
{
    expect_invalid(broken("float-size"), "/buffers: field 'size' is a float, expected an integer");
}
END_TEST

START_TEST(missing_field)
{
    expect_invalid(broken("missing-field-ns"), "/events: missing field 'ns'");
}
END_TEST

START_TEST(dataset_not_compound)
{
    expect_invalid(broken("events-not-compound"),
                   "/events: type is an integer, expected a compound");
}
END_TEST

START_TEST(damaged_compound_type)
{
    static const struct trace_event ev[] = { { .op = TRACE_ALLOC, .obj = 0 } };
    const char *path = MAKE(ev, one_access);
    const char *out = test_tmp(".h5");
    char *msg = NULL;
    int rc = test_run(&msg, H5PY " break tag-outside-row %s %s", path, out);
    ck_assert_msg(rc == 0, "%s", msg);
    free(msg);
    unlink(path);
    expect_invalid(out, "/buffers: field 'tag' does not fit its row (damaged type?)");
}
END_TEST

START_TEST(rows_never_written)
{
    expect_invalid(broken("unwritten-events"),
                   "/events: has 3 rows but stores 0 bytes (damaged file, or rows never written?)");
}
END_TEST

START_TEST(negative_value)
{
    expect_invalid(broken("negative-obj"), "/events row 2: obj -1 does not fit its field (uint64)");
}
END_TEST

/* ---- what a trace may not contain: other files, broken links, filters ------------ */

/* A trace that names another file is refused before that file is read: its
 * bytes never reach a message (before: "/events row 0: unknown op 83", the
 * 'S' of the secret), and no link into it is followed. */
START_TEST(refers_to_other_files)
{
    static const char *const cases[][2] = {
        { "external-storage", "/events: rows stored in another file ('%s.secret', external "
                              "storage): a trace may not refer to other files" },
        { "external-link", "/events: external link to '/events' in file '%s.src.h5': a trace "
                           "may not refer to other files" },
        { "soft-into-external", "/events: soft link to '/other/events', which names no object "
                                "of this file (a dangling link)" },
        { "virtual", "/events: a virtual dataset (rows mapped from other datasets, maybe of "
                     "other files): a trace must store its own rows" },
    };
    for (size_t i = 0; i < N(cases); i++) {
        const char *path = broken(cases[i][0]);
        char what[512];
        snprintf(what, sizeof what, cases[i][1], path);
        char *out = NULL;
        test_run(&out, "%s %s", TRACECHECK, path);
        ck_assert_msg(!strstr(out, "SECRET") && !strstr(out, "unknown op"), "%s", out);
        free(out);
        expect_invalid(path, what);
    }
}
END_TEST

START_TEST(links_dangling_or_circular)
{
    expect_invalid(broken("dangling-link"),
                   "/events: soft link to '/nowhere', which names no object of this file (a "
                   "dangling link)");
    expect_invalid(broken("circular-link"),
                   "/events: soft link to '/events', which leads back to itself (a circular "
                   "link, or a chain of more than 16 links)");
}
END_TEST

/* A soft link to a dataset of the same file is a dataset like any other. */
START_TEST(soft_link_inside_the_file)
{
    const char *path = broken("soft-link");
    char *out = NULL;
    int rc = test_run(&out, "%s %s", TRACECHECK, path);
    ck_assert_msg(rc == 0, "%s", out);
    free(out);
    unlink(path);
}
END_TEST

/* h5py writes LZF (filter 32000) with its own plugin; HDF5 alone lacks it
 * (before: "cannot read: can't open directory: .../plugins"). */
START_TEST(filter_unavailable)
{
    expect_invalid(broken("lzf"), "/events: compressed with filter 'lzf' (id 32000), which "
                                  "this build of HDF5 lacks");
}
END_TEST

/* ---- /buffers ------------------------------------------------------------------- */

START_TEST(buffer_size_zero)
{
    static const struct trace_buffer b[] = { { .size = 1 }, { .size = 0 } };
    static const struct trace_event ev[] = { { .op = TRACE_SYNC } };
    expect_invalid(make(b, 2, ev, 1, one_access, 1, 0), "/buffers row 1: size 0");
}
END_TEST

START_TEST(buffer_unknown_tag)
{
    static const struct trace_buffer b[] = { { .size = 1, .tag = 8 } };
    static const struct trace_event ev[] = { { .op = TRACE_SYNC } };
    expect_invalid(make(b, 1, ev, 1, one_access, 1, 0), "/buffers row 0: unknown tag 8");
}
END_TEST

START_TEST(buffer_unknown_flags)
{
    static const struct trace_buffer b[] = { { .size = 1, .flags = 2 } };
    static const struct trace_event ev[] = { { .op = TRACE_SYNC } };
    expect_invalid(make(b, 1, ev, 1, one_access, 1, 0), "/buffers row 0: unknown flags 0x2");
}
END_TEST

/* ---- ops and modes ---------------------------------------------------------------- */

START_TEST(unknown_op)
{
    static const struct trace_event ev[] = { { .op = TRACE_SYNC }, { .op = 11 } };
    expect_invalid(MAKE(ev, one_access), "/events row 1: unknown op 11");
}
END_TEST

START_TEST(unknown_op_zero)
{
    static const struct trace_event ev[] = { { .op = 0 } };
    expect_invalid(MAKE(ev, one_access), "/events row 0: unknown op 0");
}
END_TEST

START_TEST(unknown_mode_host)
{
    static const struct trace_event ev[] = {
        { .op = TRACE_ALLOC, .obj = 0 },
        { .op = TRACE_HOST, .mode = 0, .obj = 0, .a = 0, .b = 1 },
    };
    expect_invalid(MAKE(ev, one_access), "/events row 1: unknown mode 0 for HOST (expected 1..3)");
}
END_TEST

START_TEST(unknown_mode_advise)
{
    static const struct trace_event ev[] = {
        { .op = TRACE_ALLOC, .obj = 0 },
        { .op = TRACE_ADVISE, .mode = 5, .obj = 0, .a = 0, .b = 1 },
    };
    expect_invalid(MAKE(ev, one_access),
                   "/events row 1: unknown mode 5 for ADVISE (expected 0..4)");
}
END_TEST

START_TEST(unknown_mode_prefetch_sync_alloc)
{
    static const struct trace_event e1[] = { { .op = TRACE_PREFETCH, .mode = 2 } };
    expect_invalid(MAKE(e1, one_access), "/events row 0: unknown mode 2 for PREFETCH");
    static const struct trace_event e2[] = { { .op = TRACE_SYNC, .mode = 2 } };
    expect_invalid(MAKE(e2, one_access), "/events row 0: unknown mode 2 for SYNC");
    static const struct trace_event e3[] = { { .op = TRACE_ALLOC, .mode = 1 } };
    expect_invalid(MAKE(e3, one_access), "/events row 0: unknown mode 1 for ALLOC (expected 0)");
    static const struct trace_event e4[] = { { .op = TRACE_ITER, .mode = 3 } };
    expect_invalid(MAKE(e4, one_access), "/events row 0: unknown mode 3 for ITER");
}
END_TEST

START_TEST(unknown_access_mode)
{
    static const struct trace_event ev[] = {
        { .op = TRACE_ALLOC, .obj = 0 },
        { .op = TRACE_LAUNCH, .a = 0, .b = 1 },
    };
    static const struct trace_access acc[] = { { .buffer = 0, .length = 8, .mode = 4 } };
    expect_invalid(MAKE(ev, acc), "/accesses row 0: unknown mode 4");
}
END_TEST

START_TEST(unknown_access_pattern)
{
    static const struct trace_event ev[] = {
        { .op = TRACE_ALLOC, .obj = 0 },
        { .op = TRACE_LAUNCH, .a = 0, .b = 1 },
    };
    static const struct trace_access acc[] = {
        { .buffer = 0, .length = 8, .mode = TRACE_READ, .pattern = 3 },
    };
    expect_invalid(MAKE(ev, acc), "/accesses row 0: unknown pattern 3");
}
END_TEST

START_TEST(strided_with_stride_zero)
{
    static const struct trace_event ev[] = {
        { .op = TRACE_ALLOC, .obj = 0 },
        { .op = TRACE_LAUNCH, .a = 0, .b = 1 },
    };
    static const struct trace_access acc[] = {
        { .buffer = 0, .length = 8, .mode = TRACE_READ, .pattern = TRACE_STRIDED, .piece = 4 },
    };
    expect_invalid(MAKE(ev, acc), "/accesses row 0: strided access with stride 0");
}
END_TEST

START_TEST(sequential_with_stride)
{
    static const struct trace_event ev[] = {
        { .op = TRACE_ALLOC, .obj = 0 },
        { .op = TRACE_LAUNCH, .a = 0, .b = 1 },
    };
    static const struct trace_access acc[] = {
        { .buffer = 0, .length = 8, .mode = TRACE_READ, .pattern = TRACE_RANDOM, .stride = 4 },
    };
    expect_invalid(MAKE(ev, acc),
                   "/accesses row 0: stride 4 and piece 0 must be 0 for a non-strided access");
}
END_TEST

START_TEST(unreferenced_access_row_checked)
{
    static const struct trace_event ev[] = {
        { .op = TRACE_ALLOC, .obj = 0 },
        { .op = TRACE_LAUNCH, .a = 0, .b = 1 },
    };
    static const struct trace_access acc[] = {
        { .buffer = 0, .length = 8, .mode = TRACE_READ },
        { .buffer = 0, .length = 8, .mode = TRACE_READ, .pattern = 7 },
    };
    expect_invalid(MAKE(ev, acc), "/accesses row 1: unknown pattern 7");
}
END_TEST

/* ---- buffer lifetimes ---------------------------------------------------------------- */

START_TEST(alloc_twice)
{
    static const struct trace_event ev[] = {
        { .op = TRACE_ALLOC, .obj = 0 },
        { .op = TRACE_ALLOC, .obj = 0 },
    };
    expect_invalid(MAKE(ev, one_access),
                   "/events row 1: ALLOC of buffer 0, which is already allocated");
}
END_TEST

START_TEST(alloc_after_free)
{
    static const struct trace_event ev[] = {
        { .op = TRACE_ALLOC, .obj = 2 },
        { .op = TRACE_FREE, .obj = 2 },
        { .op = TRACE_ALLOC, .obj = 2 },
    };
    expect_invalid(MAKE(ev, one_access),
                   "/events row 2: ALLOC of buffer 2, which was allocated and freed before");
}
END_TEST

START_TEST(alloc_of_missing_buffer)
{
    static const struct trace_event ev[] = { { .op = TRACE_ALLOC, .obj = 4 } };
    expect_invalid(MAKE(ev, one_access),
                   "/events row 0: ALLOC of buffer 4, which does not exist (/buffers has 4 rows)");
}
END_TEST

START_TEST(free_never_allocated)
{
    static const struct trace_event ev[] = {
        { .op = TRACE_ALLOC, .obj = 0 },
        { .op = TRACE_FREE, .obj = 1 },
    };
    expect_invalid(MAKE(ev, one_access), "/events row 1: FREE of buffer 1, which is not allocated");
}
END_TEST

START_TEST(free_already_freed)
{
    static const struct trace_event ev[] = {
        { .op = TRACE_ALLOC, .obj = 0 },
        { .op = TRACE_FREE, .obj = 0 },
        { .op = TRACE_FREE, .obj = 0 },
    };
    expect_invalid(MAKE(ev, one_access),
                   "/events row 2: FREE of buffer 0, which was already freed");
}
END_TEST

START_TEST(use_after_free_host)
{
    static const struct trace_event ev[] = {
        { .op = TRACE_ALLOC, .obj = 0 },
        { .op = TRACE_FREE, .obj = 0 },
        { .op = TRACE_HOST, .mode = TRACE_WRITE, .obj = 0, .a = 0, .b = 16 },
    };
    expect_invalid(MAKE(ev, one_access),
                   "/events row 2: HOST of buffer 0 after its FREE (use after free)");
}
END_TEST

START_TEST(use_after_free_access)
{
    static const struct trace_event ev[] = {
        { .op = TRACE_ALLOC, .obj = 0 },
        { .op = TRACE_ALLOC, .obj = 1 },
        { .op = TRACE_LAUNCH, .a = 0, .b = 2 },
        { .op = TRACE_FREE, .obj = 1 },
        { .op = TRACE_LAUNCH, .a = 0, .b = 2 },
    };
    static const struct trace_access acc[] = {
        { .buffer = 0, .length = 8, .mode = TRACE_READ },
        { .buffer = 1, .length = 8, .mode = TRACE_WRITE },
    };
    expect_invalid(MAKE(ev, acc), "/accesses row 1: access to buffer 1 after its FREE "
                                  "(use after free) (LAUNCH at /events row 4)");
}
END_TEST

START_TEST(use_before_alloc)
{
    static const struct trace_event e1[] = {
        { .op = TRACE_PREFETCH, .mode = TRACE_TO_GPU, .obj = 1, .a = 0, .b = 16 },
    };
    expect_invalid(MAKE(e1, one_access), "/events row 0: PREFETCH of buffer 1 before its ALLOC");
    static const struct trace_event e2[] = { { .op = TRACE_LAUNCH, .a = 0, .b = 1 } };
    expect_invalid(MAKE(e2, one_access),
                   "/accesses row 0: access to buffer 0 before its ALLOC (LAUNCH at /events row 0)");
    static const struct trace_event e3[] = {
        { .op = TRACE_ADVISE, .mode = TRACE_ADVISE_READ_MOSTLY, .obj = 7, .a = 0, .b = 1 },
    };
    expect_invalid(MAKE(e3, one_access), "/events row 0: ADVISE of buffer 7, which does not exist");
}
END_TEST

START_TEST(access_outside_buffer)
{
    static const struct trace_event ev[] = {
        { .op = TRACE_ALLOC, .obj = 3 },
        { .op = TRACE_LAUNCH, .a = 0, .b = 1 },
    };
    static const struct trace_access acc[] = {
        { .buffer = 3, .offset = 50, .length = 51, .mode = TRACE_READ },
    };
    expect_invalid(MAKE(ev, acc),
                   "/accesses row 0: range [50, 101) lies outside buffer 3 of 100 bytes "
                   "(LAUNCH at /events row 1)");
}
END_TEST

START_TEST(host_range_outside_buffer)
{
    static const struct trace_event ev[] = {
        { .op = TRACE_ALLOC, .obj = 3 },
        { .op = TRACE_HOST, .mode = TRACE_READ, .obj = 3, .a = 100, .b = 1 },
    };
    expect_invalid(MAKE(ev, one_access),
                   "/events row 1: HOST range [100, 101) lies outside buffer 3 of 100 bytes");
}
END_TEST

START_TEST(access_offset_length_overflow)
{
    static const struct trace_event ev[] = {
        { .op = TRACE_ALLOC, .obj = 0 },
        { .op = TRACE_LAUNCH, .a = 0, .b = 1 },
    };
    static const struct trace_access acc[] = {
        { .buffer = 0, .offset = UINT64_MAX - 1, .length = 4, .mode = TRACE_READ },
    };
    expect_invalid(MAKE(ev, acc),
                   "/accesses row 0: offset 18446744073709551614 + length 4 overflows");
}
END_TEST

START_TEST(host_offset_length_overflow)
{
    static const struct trace_event ev[] = {
        { .op = TRACE_ALLOC, .obj = 0 },
        { .op = TRACE_PREFETCH, .obj = 0, .a = 1ull << 63, .b = 1ull << 63 },
    };
    expect_invalid(MAKE(ev, one_access), "/events row 1: PREFETCH range offset "
                                         "9223372036854775808 + length 9223372036854775808 "
                                         "overflows");
}
END_TEST

/* ---- LAUNCH ---------------------------------------------------------------------------- */

START_TEST(launch_past_accesses)
{
    static const struct trace_event ev[] = {
        { .op = TRACE_ALLOC, .obj = 0 },
        { .op = TRACE_LAUNCH, .a = 0, .b = 5 },
    };
    expect_invalid(MAKE(ev, one_access),
                   "/events row 1: LAUNCH refers to /accesses rows 0..4, but /accesses has 1 rows");
}
END_TEST

START_TEST(launch_rows_overflow)
{
    static const struct trace_event ev[] = { { .op = TRACE_LAUNCH, .a = 2, .b = UINT64_MAX } };
    expect_invalid(MAKE(ev, one_access), "/events row 0: LAUNCH access rows 2 + count "
                                         "18446744073709551615 overflows");
}
END_TEST

START_TEST(launch_of_unknown_kernel)
{
    static const struct trace_event ev[] = {
        { .op = TRACE_ALLOC, .obj = 0 },
        { .op = TRACE_LAUNCH, .obj = 2, .a = 0, .b = 1 },
    };
    expect_invalid(make(bufs, N(bufs), ev, N(ev), one_access, 1, 2),
                   "/events row 1: LAUNCH of kernel 2, but /kernels has 2 rows");
}
END_TEST

/* ---- tracecheck itself ------------------------------------------------------------------- */

static const struct trace_event valid_events[] = {
    { .op = TRACE_ALLOC, .obj = 0, .stream = 1 },
    { .op = TRACE_ALLOC, .obj = 3 },
    { .op = TRACE_HOST, .mode = TRACE_WRITE, .obj = 0, .a = 0, .b = 4096 },
    { .op = TRACE_LAUNCH, .obj = 0, .a = 0, .b = 1, .ns = 100 },
    { .op = TRACE_FREE, .obj = 3 },
    { .op = TRACE_ITER, .a = 16 },
};

START_TEST(valid_trace_summary)
{
    const char *path = make(bufs, N(bufs), valid_events, N(valid_events), one_access, 1, 1);
    char *out = NULL;
    int rc = test_run(&out, "%s %s", TRACECHECK, path);
    ck_assert_msg(rc == 0, "%s", out);
    ck_assert_ptr_nonnull(strstr(out, "valid gpumemtrace version 1"));
    ck_assert_ptr_nonnull(strstr(out, "  buffers                4\n"));
    ck_assert_ptr_nonnull(strstr(out, "  events                 6\n"));
    ck_assert_ptr_nonnull(strstr(out, "    ALLOC                2\n"));
    ck_assert_ptr_nonnull(strstr(out, "    HOST                 1\n"));
    ck_assert_ptr_nonnull(strstr(out, "  launches with a buffer 1 of 1 (100.0%)\n"));
    ck_assert_ptr_nonnull(strstr(out, "  kernels                1\n"));
    ck_assert_ptr_nonnull(strstr(out, "  iterations             1\n"));
    ck_assert_ptr_nonnull(strstr(out, "  samples                16\n"));
    ck_assert_ptr_nonnull(strstr(out, "  streams                2\n"));
    ck_assert_ptr_nonnull(strstr(out, "  peak live bytes        4196 (4.1 KiB)\n"));
    ck_assert_ptr_nonnull(strstr(out, "  bytes touched          1 B\n"));
    ck_assert_ptr_null(strstr(out, "  gpu")); /* no provenance written */
    free(out);
    rc = test_run(&out, "%s --quiet %s", TRACECHECK, path);
    ck_assert_int_eq(rc, 0);
    ck_assert_str_eq(out, "");
    free(out);
    unlink(path);
}
END_TEST

/* The provenance attributes present, in the documented order whatever the
 * order written, unknown ones not printed; launches with and without
 * /accesses rows. */
START_TEST(summary_provenance_and_launches)
{
    static const struct trace_event ev[] = {
        { .op = TRACE_ALLOC, .obj = 0 },
        { .op = TRACE_LAUNCH, .a = 0, .b = 1 },
        { .op = TRACE_LAUNCH, .a = 1, .b = 0 },
        { .op = TRACE_LAUNCH, .a = 0, .b = 1 },
        { .op = TRACE_FREE, .obj = 0 },
    };
    static const char *const attrs[][2] = {
        { "capture", "accesses=args sync=off" }, { "date", "2025-11-28T14:49:03Z" },
        { "tool", "not printed" }, { "gpu", "NVIDIA H200" }, { "cuda", "13.0" },
        { "command", "./app --n 8" },
    };
    const char *path = test_tmp(".h5");
    struct trace_error err = { { 0 } };
    struct trace_writer *w = trace_writer_create(path, "test_validate", NULL, &err);
    ck_assert_msg(w != NULL, "%s", err.msg);
    for (size_t i = 0; i < N(attrs); i++)
        ck_assert_msg(trace_writer_attr(w, attrs[i][0], attrs[i][1], &err) == 0, "%s", err.msg);
    ck_assert_msg(trace_writer_buffer(w, &bufs[0], NULL, &err) == 0, "%s", err.msg);
    for (size_t i = 0; i < N(ev); i++)
        ck_assert_msg(trace_writer_event(w, &ev[i], &err) == 0, "%s", err.msg);
    ck_assert_msg(trace_writer_access(w, &one_access[0], &err) == 0, "%s", err.msg);
    ck_assert_msg(trace_writer_close(w, &err) == 0, "%s", err.msg);
    char *out = NULL;
    int rc = test_run(&out, "%s %s", TRACECHECK, path);
    ck_assert_msg(rc == 0, "%s", out);
    ck_assert_msg(strstr(out, "  source                 test_validate\n"
                              "  gpu                    NVIDIA H200\n"
                              "  cuda                   13.0\n"
                              "  command                ./app --n 8\n"
                              "  date                   2025-11-28T14:49:03Z\n"
                              "  capture                accesses=args sync=off\n"
                              "  buffers                1\n"), "%s", out);
    ck_assert_msg(strstr(out, "  launches with a buffer 2 of 3 (66.7%)\n"), "%s", out);
    ck_assert_msg(!strstr(out, "driver") && !strstr(out, "tool"), "%s", out);
    free(out);
    unlink(path);

    static const struct trace_event no_launch[] = { { .op = TRACE_ALLOC, .obj = 0 } };
    path = MAKE(no_launch, one_access);
    rc = test_run(&out, "%s %s", TRACECHECK, path);
    ck_assert_msg(rc == 0, "%s", out);
    ck_assert_msg(strstr(out, "  launches with a buffer 0 of 0\n"), "%s", out);
    free(out);
    unlink(path);
}
END_TEST

/* A provenance attribute that is not a string is reported, not ignored. */
START_TEST(provenance_not_a_string)
{
    expect_invalid(broken("gpu-not-string"),
                   "root attribute 'gpu' is an integer, expected a string");
}
END_TEST

START_TEST(several_files_all_checked)
{
    const char *good = make(bufs, N(bufs), valid_events, N(valid_events), one_access, 1, 0);
    static const struct trace_event ev[] = { { .op = TRACE_FREE, .obj = 0 } };
    const char *bad = MAKE(ev, one_access);
    char *out = NULL;
    int rc = test_run(&out, "%s %s %s %s", TRACECHECK, bad, good, bad);
    ck_assert_int_eq(rc, 2);
    char want[512];
    snprintf(want, sizeof want, "%s: valid", good);
    ck_assert_ptr_nonnull(strstr(out, want));
    snprintf(want, sizeof want, "tracecheck: %s: /events row 0: FREE of buffer 0", bad);
    char *first = strstr(out, want);
    ck_assert_ptr_nonnull(first);
    ck_assert_ptr_nonnull(strstr(first + 1, want)); /* reported for both arguments */
    free(out);
    unlink(good);
    unlink(bad);
}
END_TEST

/* HDF5 1.10.8 loops forever on this damaged file (tests/fuzz/hdf5-known):
 * the watchdog turns the hang into a message and exit 2, in tracecheck and
 * in simrun, which open traces the same way. */
START_TEST(hdf5_hang_is_reported)
{
    static const char *const progs[] = {TRACECHECK, TEST_BIN("simrun") " --policy bfc"};
    for (size_t i = 0; i < N(progs); i++) {
        char *out = NULL;
        int rc = test_run(&out, "GMS_WATCHDOG_SECONDS=1 %s tests/fuzz/hdf5-known/hang-global-heap.h5",
                          progs[i]);
        ck_assert_int_eq(rc, 2);
        ck_assert_ptr_nonnull(strstr(out, ": tests/fuzz/hdf5-known/hang-global-heap.h5: the HDF5 "
                                          "library stopped responding reading this file"));
        free(out);
    }
}
END_TEST

START_TEST(usage)
{
    char *out = NULL;
    ck_assert_int_eq(test_run(&out, "%s --help", TRACECHECK), 0);
    ck_assert_ptr_nonnull(strstr(out, "usage: tracecheck"));
    free(out);
    ck_assert_int_eq(test_run(&out, "%s --version", TRACECHECK), 0);
    ck_assert_ptr_nonnull(strstr(out, "tracecheck "));
    free(out);
    ck_assert_int_eq(test_run(&out, "%s", TRACECHECK), 2);
    ck_assert_ptr_nonnull(strstr(out, "tracecheck: no trace given"));
    free(out);
    ck_assert_int_eq(test_run(&out, "%s --frobnicate x.h5", TRACECHECK), 2);
    free(out);
}
END_TEST

Suite *validate_suite(void);
Suite *validate_suite(void)
{
    Suite *s = suite_create("validate");
    TCase *tc = tcase_create("rules");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, not_hdf5);
    tcase_add_test(tc, hdf5_hang_is_reported);
    tcase_add_test(tc, empty_file);
    tcase_add_test(tc, missing_file);
    tcase_add_test(tc, truncated_file);
    tcase_add_test(tc, missing_dataset_events);
    tcase_add_test(tc, missing_dataset_accesses);
    tcase_add_test(tc, missing_attribute_version);
    tcase_add_test(tc, missing_attribute_format);
    tcase_add_test(tc, wrong_format);
    tcase_add_test(tc, unsupported_version);
    tcase_add_test(tc, version_not_an_integer);
    tcase_add_test(tc, field_of_wrong_type);
    tcase_add_test(tc, missing_field);
    tcase_add_test(tc, dataset_not_compound);
    tcase_add_test(tc, damaged_compound_type);
    tcase_add_test(tc, rows_never_written);
    tcase_add_test(tc, negative_value);
    tcase_add_test(tc, refers_to_other_files);
    tcase_add_test(tc, links_dangling_or_circular);
    tcase_add_test(tc, soft_link_inside_the_file);
    tcase_add_test(tc, filter_unavailable);
    tcase_add_test(tc, buffer_size_zero);
    tcase_add_test(tc, buffer_unknown_tag);
    tcase_add_test(tc, buffer_unknown_flags);
    tcase_add_test(tc, unknown_op);
    tcase_add_test(tc, unknown_op_zero);
    tcase_add_test(tc, unknown_mode_host);
    tcase_add_test(tc, unknown_mode_advise);
    tcase_add_test(tc, unknown_mode_prefetch_sync_alloc);
    tcase_add_test(tc, unknown_access_mode);
    tcase_add_test(tc, unknown_access_pattern);
    tcase_add_test(tc, strided_with_stride_zero);
    tcase_add_test(tc, sequential_with_stride);
    tcase_add_test(tc, unreferenced_access_row_checked);
    tcase_add_test(tc, alloc_twice);
    tcase_add_test(tc, alloc_after_free);
    tcase_add_test(tc, alloc_of_missing_buffer);
    tcase_add_test(tc, free_never_allocated);
    tcase_add_test(tc, free_already_freed);
    tcase_add_test(tc, use_after_free_host);
    tcase_add_test(tc, use_after_free_access);
    tcase_add_test(tc, use_before_alloc);
    tcase_add_test(tc, access_outside_buffer);
    tcase_add_test(tc, host_range_outside_buffer);
    tcase_add_test(tc, access_offset_length_overflow);
    tcase_add_test(tc, host_offset_length_overflow);
    tcase_add_test(tc, launch_past_accesses);
    tcase_add_test(tc, launch_rows_overflow);
    tcase_add_test(tc, launch_of_unknown_kernel);
    tcase_add_test(tc, valid_trace_summary);
    tcase_add_test(tc, summary_provenance_and_launches);
    tcase_add_test(tc, provenance_not_a_string);
    tcase_add_test(tc, several_files_all_checked);
    tcase_add_test(tc, usage);
    suite_add_tcase(s, tc);
    return s;
}
