/* test_host_launch.c: suite host_launch: a LAUNCH's accesses resolved to
 * addresses (hosts/host_launch.c), the loop simrun's replay and gpurun's
 * executor share: rows of dead or unknown buffers dropped, the rest at
 * buffer address + offset with the buffer's tag, the same from the file
 * and from a preloaded table, reuse across loads, read errors. */
#include <check.h>

#include "host_launch.h"
#include "testutil.h"

/* Three buffers (tags 1, 2, 3); one LAUNCH whose 5 rows touch buffers 0,
 * 1, 2, 7 (no such buffer) and 0 again; a second LAUNCH of 1 row. */
static const char *write_trace(void)
{
    const char *path = test_tmp(".h5");
    struct trace_error err;
    struct trace_writer *w = trace_writer_create(path, "test_host_launch", NULL, &err);
    ck_assert_msg(w != NULL, "%s", err.msg);
    for (uint8_t i = 0; i < 3; i++) {
        struct trace_buffer b = { .size = 1u << 20, .tag = (uint8_t)(i + 1), .flags = 0 };
        ck_assert(trace_writer_buffer(w, &b, NULL, &err) == 0);
    }
    const struct trace_access rows[] = {
        { .buffer = 0, .offset = 0, .length = 4096, .mode = TRACE_READ },
        { .buffer = 1, .offset = 512, .length = 100, .mode = TRACE_WRITE },
        { .buffer = 2, .offset = 8192, .length = 65536, .mode = TRACE_READ | TRACE_WRITE,
          .pattern = TRACE_STRIDED, .stride = 16384, .piece = 4096 },
        { .buffer = 7, .offset = 0, .length = 1, .mode = TRACE_READ },
        { .buffer = 0, .offset = 4096, .length = 4096, .mode = TRACE_WRITE },
        { .buffer = 1, .offset = 0, .length = 8, .mode = TRACE_READ },
    };
    for (size_t i = 0; i < sizeof rows / sizeof *rows; i++)
        ck_assert(trace_writer_access(w, &rows[i], &err) == 0);
    ck_assert(trace_writer_close(w, &err) == 0);
    return path;
}

static void check_first(const struct host_launch *l, const uint64_t *addr, bool dead1)
{
    /* kept: rows 0, 1 (unless buffer 1 is dead), 2, 4 */
    ck_assert_uint_eq(l->n, dead1 ? 3 : 4);
    size_t k = 0;
    ck_assert_uint_eq(l->acc[k].buffer, 0);
    ck_assert_uint_eq(l->base[k], addr[0]);
    ck_assert_uint_eq(l->ranges[k].addr, addr[0]);
    ck_assert_uint_eq(l->ranges[k].len, 4096);
    ck_assert_uint_eq(l->ranges[k].mode, TRACE_READ);
    ck_assert_uint_eq(l->ranges[k].tag, 1);
    k++;
    if (!dead1) {
        ck_assert_uint_eq(l->ranges[k].addr, addr[1] + 512);
        ck_assert_uint_eq(l->ranges[k].len, 100);
        ck_assert_uint_eq(l->ranges[k].mode, TRACE_WRITE);
        ck_assert_uint_eq(l->ranges[k].tag, 2);
        k++;
    }
    ck_assert_uint_eq(l->acc[k].pattern, TRACE_STRIDED); /* rows are copied whole */
    ck_assert_uint_eq(l->acc[k].stride, 16384);
    ck_assert_uint_eq(l->ranges[k].addr, addr[2] + 8192);
    ck_assert_uint_eq(l->ranges[k].len, 65536);
    ck_assert_uint_eq(l->ranges[k].mode, TRACE_READ | TRACE_WRITE);
    ck_assert_uint_eq(l->ranges[k].tag, 3);
    k++;
    ck_assert_uint_eq(l->ranges[k].addr, addr[0] + 4096);
    ck_assert_uint_eq(l->acc[k].offset, 4096);
#ifndef NDEBUG
    ck_assert_int_eq(host_launch_valid(l), 0);
#endif
}

START_TEST(from_file_and_preloaded)
{
    const char *path = write_trace();
    struct trace_error err;
    struct trace *t = trace_open(path, &err);
    ck_assert_msg(t != NULL, "%s", err.msg);
    const struct trace_buffer bufs[3] = { { 1u << 20, 1, 0 }, { 1u << 20, 2, 0 },
                                          { 1u << 20, 3, 0 } };
    uint64_t addr[3] = { 0x100000, 0x300000, 0x500000 };
    struct trace_access all[6];
    ck_assert(trace_read_accesses(t, 0, 6, all, &err) == 0);
    struct trace_event e = { .op = TRACE_LAUNCH, .stream = 3, .obj = 9, .a = 0, .b = 5,
                             .ns = 1000 };
    for (int pre = 0; pre < 2; pre++) {
        struct host_launch l;
        host_launch_init(&l);
        ck_assert_int_eq(host_launch_load(&l, t, pre ? all : NULL, &e, addr, bufs, 3, &err), 0);
        check_first(&l, addr, false);
        struct policy_launch pl = host_launch_policy(&l, &e, 42);
        ck_assert_uint_eq(pl.seq, 42);
        ck_assert_uint_eq(pl.kernel, 9);
        ck_assert_uint_eq(pl.stream, 3);
        ck_assert_uint_eq(pl.ns, 1000);
        ck_assert_ptr_eq(pl.ranges, l.ranges);
        ck_assert_uint_eq(pl.nranges, 4);
        /* buffer 1 freed: its row is dropped */
        addr[1] = 0;
        ck_assert_int_eq(host_launch_load(&l, t, pre ? all : NULL, &e, addr, bufs, 3, &err), 0);
        check_first(&l, addr, true);
        addr[1] = 0x300000;
        /* the next launch reuses the arrays and starts from 0 */
        struct trace_event e2 = { .op = TRACE_LAUNCH, .a = 5, .b = 1 };
        ck_assert_int_eq(host_launch_load(&l, t, pre ? all : NULL, &e2, addr, bufs, 3, &err), 0);
        ck_assert_uint_eq(l.n, 1);
        ck_assert_uint_eq(l.ranges[0].addr, 0x300000);
        ck_assert_uint_eq(l.ranges[0].len, 8);
        /* a launch with no rows */
        struct trace_event e3 = { .op = TRACE_LAUNCH, .a = 6, .b = 0 };
        ck_assert_int_eq(host_launch_load(&l, t, pre ? all : NULL, &e3, addr, bufs, 3, &err), 0);
        ck_assert_uint_eq(l.n, 0);
        host_launch_free(&l);
        ck_assert_ptr_null(l.acc);
        /* reserved room: a load within it keeps the same arrays */
        ck_assert_int_eq(host_launch_reserve(&l, 5), 0);
        ck_assert_uint_ge(l.cap, 5);
        struct trace_access *before = l.acc;
        ck_assert_int_eq(host_launch_load(&l, t, pre ? all : NULL, &e, addr, bufs, 3, &err), 0);
        ck_assert_ptr_eq(l.acc, before);
        check_first(&l, addr, false);
        ck_assert_int_eq(host_launch_reserve(&l, SIZE_MAX), -1);
        ck_assert_ptr_eq(l.acc, before);
        host_launch_free(&l);
    }
    trace_close(t);
}
END_TEST

START_TEST(nothing_live)
{
    const char *path = write_trace();
    struct trace_error err;
    struct trace *t = trace_open(path, &err);
    ck_assert_msg(t != NULL, "%s", err.msg);
    const struct trace_buffer bufs[3] = { { 1, 1, 0 }, { 1, 2, 0 }, { 1, 3, 0 } };
    uint64_t addr[3] = { 0, 0, 0 };
    struct trace_event e = { .op = TRACE_LAUNCH, .a = 0, .b = 6 };
    struct host_launch l;
    host_launch_init(&l);
    ck_assert_int_eq(host_launch_load(&l, t, NULL, &e, addr, bufs, 3, &err), 0);
    ck_assert_uint_eq(l.n, 0);
    /* nbuf bounds the ids: buffer 2 is beyond nbuf = 2 even with an address */
    uint64_t addr2[3] = { 0x1000, 0x2000, 0x3000 };
    ck_assert_int_eq(host_launch_load(&l, t, NULL, &e, addr2, bufs, 2, &err), 0);
    ck_assert_uint_eq(l.n, 4); /* rows 0, 1, 4, 5 */
    ck_assert_uint_eq(l.ranges[3].addr, 0x2000);
    host_launch_free(&l);
    trace_close(t);
}
END_TEST

START_TEST(read_error)
{
    const char *path = write_trace();
    struct trace_error err;
    struct trace *t = trace_open(path, &err);
    ck_assert_msg(t != NULL, "%s", err.msg);
    const struct trace_buffer bufs[3] = { { 1, 1, 0 }, { 1, 2, 0 }, { 1, 3, 0 } };
    uint64_t addr[3] = { 0x1000, 0x2000, 0x3000 };
    struct trace_event e = { .op = TRACE_LAUNCH, .a = 4, .b = 10 }; /* past the 6 rows */
    struct host_launch l;
    host_launch_init(&l);
    err.msg[0] = '\0';
    ck_assert_int_eq(host_launch_load(&l, t, NULL, &e, addr, bufs, 3, &err), -1);
    ck_assert_uint_eq(l.n, 0);
    ck_assert_msg(err.msg[0] != '\0', "no message");
    host_launch_free(&l);
    trace_close(t);
}
END_TEST

Suite *host_launch_suite(void); /* the runner finds it by name */
Suite *host_launch_suite(void)
{
    Suite *s = suite_create("host_launch");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, from_file_and_preloaded);
    tcase_add_test(tc, nothing_live);
    tcase_add_test(tc, read_error);
    suite_add_tcase(s, tc);
    return s;
}
