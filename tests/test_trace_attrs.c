/* test_trace_attrs.c: the trace library's root string attributes (the
 * provenance a capture writes, docs/trace-format.md): written and read
 * back, every refusal, absent ones read as "", byte-identical files. */
#include <check.h>
#include <unistd.h>

#include "trace_fixture.h"

static const struct attr provenance[] = {
    { "gpu", "NVIDIA H200" },
    { "driver", "580.95.05" },
    { "cuda", "13.0" },
    { "command", "python3 train.py --data /tmp/données --batch 8" },
    { "date", "2025-11-28T14:49:03Z" },
    { "capture", "accesses=args sync=off" },
    { "empty", "" },
};
#define NPROVENANCE (sizeof provenance / sizeof *provenance)

/* trace_attr's value of name, which must read. */
static void expect_attr(struct trace *t, const char *name, const char *want)
{
    struct trace_error err = { { 0 } };
    char *v = trace_attr(t, name, &err);
    ck_assert_msg(v != NULL, "%s: %s", name, err.msg);
    ck_assert_str_eq(v, want);
    free(v);
}

START_TEST(attributes_roundtrip)
{
    const char *path = write_rows_attrs(&all_rows, "capture-test", "d", provenance, NPROVENANCE);
    struct trace *t = open_ok(path);
    for (size_t i = 0; i < NPROVENANCE; i++)
        expect_attr(t, provenance[i].name, provenance[i].value);
    expect_attr(t, "source", "capture-test");
    expect_attr(t, "description", "d");
    expect_attr(t, "absent", "");
    struct trace_error err = { { 0 } };
    ck_assert_ptr_null(trace_attr(t, "version", &err));
    ck_assert_msg(strstr(err.msg, "root attribute 'version' is an integer, expected a string"),
                  "%s", err.msg);
    ck_assert_msg(trace_validate(t, NULL, &err) == 0, "%s", err.msg);
    trace_close(t);
    /* The rows are what they are without the attributes. */
    const char *plain = write_rows(&all_rows, "capture-test", "d");
    char *d1 = dump(path), *d2 = dump(plain);
    ck_assert_str_eq(d1, d2);
    free(d1);
    free(d2);
    unlink(path);
    unlink(plain);
}
END_TEST

/* Refused with err containing want, nothing written, the writer usable. */
static void expect_refused(struct trace_writer *w, const char *name, const char *value,
                           const char *want)
{
    struct trace_error err = { { 0 } };
    ck_assert_int_eq(trace_writer_attr(w, name, value, &err), -1);
    ck_assert_msg(strstr(err.msg, want), "%s: wanted \"%s\", got \"%s\"", name ? name : "NULL",
                  want, err.msg);
}

START_TEST(attribute_refusals)
{
    const char *path = test_tmp(".h5");
    struct trace_error err = { { 0 } };
    struct trace_writer *w = trace_writer_create(path, "s", NULL, &err);
    ck_assert_msg(w != NULL, "%s", err.msg);
    static const char *const reserved[] = { "format", "version", "source", "description" };
    for (size_t i = 0; i < 4; i++) {
        char want[512];
        snprintf(want, sizeof want, "%s: root attribute '%s' is reserved", path, reserved[i]);
        expect_refused(w, reserved[i], "x", want);
    }
    expect_refused(w, "", "x", "root attribute with an empty name");
    expect_refused(w, NULL, "x", "root attribute with an empty name");
    ck_assert_msg(trace_writer_attr(w, "gpu", "first", &err) == 0, "%s", err.msg);
    expect_refused(w, "gpu", "second", "root attribute 'gpu' written twice");
    /* Name and value at most TRACE_ATTR_MAX bytes together. */
    char *long_value = malloc(TRACE_ATTR_MAX + 1);
    memset(long_value, 'x', TRACE_ATTR_MAX);
    long_value[TRACE_ATTR_MAX - 7] = '\0';
    ck_assert_msg(trace_writer_attr(w, "command", long_value, &err) == 0, "%s", err.msg);
    long_value[TRACE_ATTR_MAX - 7] = 'x';
    long_value[TRACE_ATTR_MAX - 6] = '\0';
    expect_refused(w, "capture", long_value,
                   "root attribute 'capture': name and value of 32769 bytes, more than the 32768");
    struct trace_buffer b = { .size = 1 };
    ck_assert_msg(trace_writer_buffer(w, &b, NULL, &err) == 0, "%s", err.msg);
    ck_assert_msg(trace_writer_close(w, &err) == 0, "%s", err.msg);

    struct trace *t = open_ok(path);
    ck_assert_str_eq(trace_source(t), "s");
    ck_assert_str_eq(trace_description(t), "");
    expect_attr(t, "gpu", "first");
    expect_attr(t, "capture", "");
    long_value[TRACE_ATTR_MAX - 7] = '\0';
    expect_attr(t, "command", long_value);
    ck_assert_uint_eq(trace_nbuffers(t), 1);
    trace_close(t);
    free(long_value);
    unlink(path);
}
END_TEST

START_TEST(attributes_same_bytes)
{
    const char *p1 = write_rows_attrs(&all_rows, "det", "d", provenance, NPROVENANCE);
    const char *p2 = write_rows_attrs(&all_rows, "det", "d", provenance, NPROVENANCE);
    ck_assert_int_eq(test_run(NULL, "cmp %s %s", p1, p2), 0);
    struct attr other[NPROVENANCE];
    memcpy(other, provenance, sizeof other);
    other[0].value = "NVIDIA H100";
    const char *p3 = write_rows_attrs(&all_rows, "det", "d", other, NPROVENANCE);
    ck_assert_int_ne(test_run(NULL, "cmp -s %s %s", p1, p3), 0);
    unlink(p1);
    unlink(p2);
    unlink(p3);
}
END_TEST

Suite *trace_attrs_suite(void); /* the runner finds it by name */
Suite *trace_attrs_suite(void)
{
    Suite *s = suite_create("trace_attrs");
    TCase *tc = tcase_create("trace_attrs");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, attributes_roundtrip);
    tcase_add_test(tc, attribute_refusals);
    tcase_add_test(tc, attributes_same_bytes);
    suite_add_tcase(s, tc);
    return s;
}
