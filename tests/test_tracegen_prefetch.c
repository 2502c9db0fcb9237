/* test_tracegen_prefetch.c: suite tracegen_prefetch: tracegen micro's
 * --prefetch-chunk and --prefetch-back (prefetch chunk sizes both ways, for
 * the validation suite): every prefetch split into calls of the chunk size
 * that tile the kernel's ranges exactly, to the GPU before each kernel and
 * to the CPU after it; the options' errors. */
#include <check.h>

#include "testutil.h"
#include "trace.h"

/* Prefetch calls of a seq trace by direction, checked as they go: each
 * call at most chunk bytes; the TO_GPU calls before each launch tile
 * [0, size) in order, the TO_CPU calls after it likewise (gpu, back: which
 * directions the trace should have). */
struct seen {
    uint64_t calls[2], bytes[2], launches;
};

static struct seen walk(const char *path, uint64_t size, uint64_t chunk, bool gpu, bool back)
{
    struct trace_error err;
    struct trace *t = trace_open(path, &err);
    ck_assert_msg(t != NULL, "%s", err.msg);
    struct trace_summary sum;
    ck_assert_msg(trace_validate(t, &sum, &err) == 0, "%s", err.msg);
    struct trace_cursor c;
    ck_assert(trace_cursor_init(&c, t, &err) == 0);
    const struct trace_event *e;
    struct seen s = { { 0, 0 }, { 0, 0 }, 0 };
    uint64_t next[2] = { 0, 0 }; /* offset of the next call each way */
    while (trace_cursor_next(&c, &e, &err) == 1) {
        if (e->op == TRACE_LAUNCH) {
            ck_assert_uint_eq(next[0], gpu ? size : 0); /* all of it reached the GPU first */
            if (s.launches)
                ck_assert_uint_eq(next[1], back ? size : 0); /* the previous one's way back */
            next[0] = next[1] = 0;
            s.launches++;
        } else if (e->op == TRACE_PREFETCH) {
            unsigned d = e->mode;
            ck_assert_uint_le(d, 1);
            if (d == TRACE_TO_CPU)
                ck_assert_msg(s.launches > 0 && next[0] == 0, "TO_CPU before its kernel");
            ck_assert_uint_eq(e->a, next[d]);
            ck_assert_uint_le(e->b, chunk);
            ck_assert_uint_gt(e->b, 0);
            next[d] += e->b;
            s.calls[d]++;
            s.bytes[d] += e->b;
        }
    }
    ck_assert_uint_eq(next[1], back ? size : 0);
    trace_cursor_free(&c);
    trace_close(t);
    return s;
}

START_TEST(chunks_both_ways)
{
    const char *out = test_tmp(".h5");
    /* 64 MiB in 2 MiB calls, twice, both ways: 32 calls each way per kernel */
    ck_assert_int_eq(test_run(NULL, "%s micro --size 64M --prefetch --prefetch-back"
                              " --prefetch-chunk 2M --iters 2 -o %s", TEST_BIN("tracegen"), out), 0);
    struct seen s = walk(out, 64u << 20, 2u << 20, true, true);
    ck_assert_uint_eq(s.launches, 2);
    ck_assert_uint_eq(s.calls[TRACE_TO_GPU], 64);
    ck_assert_uint_eq(s.calls[TRACE_TO_CPU], 64);
    ck_assert_uint_eq(s.bytes[TRACE_TO_GPU], 2 * (64ull << 20));
    ck_assert_uint_eq(s.bytes[TRACE_TO_CPU], 2 * (64ull << 20));
    /* a chunk that does not divide the size: the last call is the rest */
    ck_assert_int_eq(test_run(NULL, "%s micro --size 10M --prefetch --prefetch-chunk 4M -o %s",
                              TEST_BIN("tracegen"), out), 0);
    s = walk(out, 10u << 20, 4u << 20, true, false);
    ck_assert_uint_eq(s.calls[TRACE_TO_GPU], 3);
    ck_assert_uint_eq(s.bytes[TRACE_TO_GPU], 10u << 20);
    ck_assert_uint_eq(s.calls[TRACE_TO_CPU], 0);
    /* 64 KiB calls, back only */
    ck_assert_int_eq(test_run(NULL, "%s micro --size 4M --prefetch-back --prefetch-chunk 64K"
                              " -o %s", TEST_BIN("tracegen"), out), 0);
    s = walk(out, 4u << 20, 64u << 10, false, true);
    ck_assert_uint_eq(s.calls[TRACE_TO_GPU], 0);
    ck_assert_uint_eq(s.calls[TRACE_TO_CPU], 64);
    ck_assert_uint_eq(s.bytes[TRACE_TO_CPU], 4u << 20);
}
END_TEST

START_TEST(random_blocks_chunked)
{
    const char *out = test_tmp(".h5");
    /* 64 KiB blocks in 16 KiB calls: 4 calls per chosen block */
    ck_assert_int_eq(test_run(NULL, "%s micro --pattern random --size 4M --fraction 0.25"
                              " --prefetch --prefetch-chunk 16K -o %s", TEST_BIN("tracegen"), out),
                     0);
    struct trace_error err;
    struct trace *t = trace_open(out, &err);
    ck_assert_msg(t != NULL, "%s", err.msg);
    struct trace_cursor c;
    ck_assert(trace_cursor_init(&c, t, &err) == 0);
    const struct trace_event *e;
    uint64_t calls = 0, bytes = 0;
    while (trace_cursor_next(&c, &e, &err) == 1)
        if (e->op == TRACE_PREFETCH) {
            ck_assert_uint_eq(e->b, 16u << 10);
            ck_assert_uint_eq(e->a % (16u << 10), 0);
            calls++;
            bytes += e->b;
        }
    trace_cursor_free(&c);
    trace_close(t);
    ck_assert_uint_eq(calls, 16 * 4); /* 0.25 of 64 blocks */
    ck_assert_uint_eq(bytes, 1u << 20);
}
END_TEST

START_TEST(errors)
{
    const char *out = test_tmp(".h5");
    char *o = NULL;
    ck_assert_int_eq(test_run(&o, "%s micro --size 4M --prefetch-chunk 2M -o %s",
                              TEST_BIN("tracegen"), out), 2);
    ck_assert_msg(strstr(o, "--prefetch-chunk") && strstr(o, "needs"), "%s", o);
    free(o);
    ck_assert_int_eq(test_run(&o, "%s micro --size 4M --prefetch --prefetch-chunk 5000 -o %s",
                              TEST_BIN("tracegen"), out), 2);
    ck_assert_msg(strstr(o, "multiple of 4K"), "%s", o);
    free(o);
    ck_assert_int_eq(test_run(&o, "%s micro --size 4M --prefetch --prefetch-chunk 0 -o %s",
                              TEST_BIN("tracegen"), out), 2);
    free(o);
    ck_assert_int_eq(test_run(&o, "%s dl --model resnet --depth 18 --prefetch-back -o %s",
                              TEST_BIN("tracegen"), out), 2);
    free(o);
}
END_TEST

Suite *tracegen_prefetch_suite(void); /* the runner finds it by name */
Suite *tracegen_prefetch_suite(void)
{
    Suite *s = suite_create("tracegen_prefetch");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, chunks_both_ways);
    tcase_add_test(tc, random_blocks_chunked);
    tcase_add_test(tc, errors);
    suite_add_tcase(s, tc);
    return s;
}
