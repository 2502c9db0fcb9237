/* test_capture.c: the capture's parts that need no GPU: the live-span
 * matcher, the log and its conversion into a trace (logs written here with
 * the library's own writer), and the captured traces committed in
 * traces/captured/, replayed against the figures PyTorch reported for the
 * same programs run without capture (docs/capture.md, "Measured").
 * tests/gpu/capture-stub.sh runs the library itself over a CUPTI stub. */
#include <check.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdint.h>
#include <sys/stat.h>

#include "capture_convert.h"
#include "capture_match.h"
#include "testutil.h"
#include "simrun_fixture.h"

/* ---- the matcher ------------------------------------------------------------------ */

START_TEST(match_finds_the_span_holding_an_address)
{
    struct capture_match m = { 0 };
    struct capture_span s;
    ck_assert_int_eq(capture_match_add(&m, 1000, 100, 7), 0);
    ck_assert_int_eq(capture_match_add(&m, 1100, 50, 8), 0);  /* touching: allowed */
    ck_assert_int_eq(capture_match_add(&m, 1149, 10, 9), 1);  /* overlapping: refused */
    ck_assert_int_eq(capture_match_add(&m, 5, 0, 9), 1);      /* empty: refused */
    ck_assert_int_eq(capture_match_add(&m, UINT64_MAX - 1, 4, 9), 1); /* wraps */
    ck_assert(capture_match_find(&m, 1000, &s) && s.id == 7);
    ck_assert(capture_match_find(&m, 1099, &s) && s.id == 7);
    ck_assert(capture_match_find(&m, 1100, &s) && s.id == 8);
    ck_assert(!capture_match_find(&m, 1150, &s) && !capture_match_find(&m, 999, &s));
    ck_assert(capture_match_overlap(&m, 900, 101, &s) && s.id == 7);
    ck_assert(!capture_match_overlap(&m, 900, 100, &s));
    ck_assert(capture_match_valid(&m) && m.n == 2);
    ck_assert(capture_match_remove(&m, 1050, &s) && s.base == 1000 && s.id == 7);
    ck_assert(!capture_match_find(&m, 1050, &s) && m.n == 1);
    capture_match_free(&m);
    ck_assert(m.root == NULL && m.n == 0);
}
END_TEST

START_TEST(match_reads_parameter_words)
{
    struct capture_match m = { 0 };
    capture_match_add(&m, 0x10000, 0x1000, 1);
    capture_match_add(&m, 0x20000, 0x1000, 2);
    uint64_t words[5] = { 0x20010, 7, 0x10fff, 0x20000, 0x11000 }; /* 2, -, 1, 2 again, past 1 */
    unsigned char bytes[sizeof words + 4];
    memcpy(bytes, words, sizeof words);
    memcpy(bytes + sizeof words, "\x00\x00\x01\x00", 4); /* a last partial word: ignored */
    struct capture_span out[4];
    ck_assert_uint_eq(capture_match_words(&m, bytes, sizeof bytes, out, 4), 2);
    ck_assert(out[0].id == 2 && out[1].id == 1);
    ck_assert_uint_eq(capture_match_words(&m, bytes, sizeof bytes, out, 1), 1);
    ck_assert_uint_eq(capture_match_words(&m, bytes, 7, out, 4), 0);
    capture_match_free(&m);
}
END_TEST

/* Random disjoint spans added and removed, checked against a plain array. */
START_TEST(match_agrees_with_a_list)
{
    enum { N = 4000 };
    static uint8_t live[N];
    struct capture_match m = { 0 };
    struct capture_span s;
    srand(5);
    for (int step = 0; step < 40000; step++) {
        int i = rand() % N;
        if (live[i])
            ck_assert(capture_match_remove(&m, (uint64_t)i * 4096, &s) && s.id == (uint64_t)i);
        else
            ck_assert_int_eq(capture_match_add(&m, (uint64_t)i * 4096, 1 + rand() % 4096, i), 0);
        live[i] ^= 1;
        uint64_t probe = (uint64_t)(rand() % N) * 4096;
        ck_assert_int_eq(capture_match_find(&m, probe, &s), live[probe / 4096]);
    }
    ck_assert(capture_match_valid(&m));
    capture_match_free(&m);
}
END_TEST

/* ---- logs and their conversion ------------------------------------------------------ */

/* A log being written by a test: the magic, then records. */
static struct capture_writer *log_start(const char *path)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    ck_assert_int_ge(fd, 0);
    struct capture_writer *w = malloc(sizeof *w);
    capture_writer_init(w, fd);
    ck_assert(write(fd, CAPTURE_MAGIC, 8) == 8);
    return w;
}

static void put(struct capture_writer *w, uint32_t kind, uint64_t host_ns, uint64_t stream,
                uint64_t x0, uint64_t x1, uint64_t x2, uint64_t x3, const void *p, uint32_t len)
{
    struct capture_record r = { .kind = kind, .host_ns = host_ns, .stream = stream,
                                .x = { x0, x1, x2, x3 } };
    capture_writer_put(w, r, p, len);
}

static void log_end(struct capture_writer *w)
{
    ck_assert(capture_writer_flush(w));
    close(w->fd);
    free(w);
}

/* One program: two buffers and a left-out one, a kernel reading both, the
 * host's 500 ns before that launch, a copy between the two, a copy from the
 * host, an event, two iterations, an overlapping allocation and frees. */
static const char *sample_log(void)
{
    const char *path = test_tmp(".log");
    struct capture_writer *w = log_start(path);
    uint64_t params[3] = { 0xA010, 3, 0xB000 };
    put(w, CAPTURE_INFO, 0, 0, 0, 0, 0, 0, "gpu=Test\ncommand=prog x\n", 24);
    put(w, CAPTURE_ALLOC, 10, 0, 0xA000, 0x100, CAPTURE_ALLOC_DEVICE, 0, NULL, 0);
    put(w, CAPTURE_ALLOC, 20, 0x5000, 0xB000, 0x100, CAPTURE_ALLOC_ASYNC, 0, NULL, 0);
    put(w, CAPTURE_ALLOC, 0, 0, 0xC000, 0, CAPTURE_ALLOC_DEVICE, 0, NULL, 0); /* 0 bytes */
    put(w, CAPTURE_KERNEL, 0, 0, 0xF1, 0, 0, 0, "gemm", 5);
    for (int i = 0; i < 2; i++) {
        put(w, CAPTURE_LAUNCH, 500, 0x5000, 100 + i, 0xF1, 0, 0, params, sizeof params);
        put(w, CAPTURE_RECORD, 30, 0x5000, 0xE1, 0, 0, 0, NULL, 0);
        put(w, CAPTURE_COPY, 0, 0, 0xB008, 0xA000, 0x1000, 200 + i, NULL, 0); /* clipped */
        put(w, CAPTURE_COPY, 0, 0, 0xA000, 0x1234, 16, 300 + i, NULL, 0);     /* from the host */
        put(w, CAPTURE_SYNC, 0, 0, CAPTURE_SYNC_EVENT, 0xE1, 0, 0, NULL, 0);
        put(w, CAPTURE_DONE, 0, 0, 100 + i, 7000, 0, 0, NULL, 0);
        put(w, CAPTURE_ITER, 40, 0, 32, 0, 0, 0, NULL, 0);
    }
    put(w, CAPTURE_DONE, 0, 0, 200, 900, 0, 0, NULL, 0);
    put(w, CAPTURE_ALLOC, 0, 0, 0xB080, 0x10, CAPTURE_ALLOC_DEVICE, 0, NULL, 0); /* overlaps B */
    put(w, CAPTURE_FREE, 0, 0, 0xA000, 0, 0, 0, NULL, 0);
    put(w, CAPTURE_FREE, 0, 0, 0xD000, 0, 0, 0, NULL, 0); /* nothing there */
    put(w, CAPTURE_END, 0, 0, 0, 0, 0, 0, NULL, 0);
    log_end(w);
    return path;
}

static struct trace *convert(const char *log_path, const struct capture_settings *s,
                             struct capture_report *rep)
{
    struct capture_log log;
    struct trace_error err;
    const char *out = test_tmp(".h5");
    ck_assert_msg(capture_log_read(&log, log_path, &err) == 0, "%s", err.msg);
    ck_assert_msg(capture_convert(&log, s, out, rep, &err) == 0, "%s", err.msg);
    capture_log_free(&log);
    struct trace *t = trace_open(out, &err);
    ck_assert_msg(t && trace_validate(t, NULL, &err) == 0, "%s", err.msg);
    return t;
}

static const struct capture_settings all = { .iter_every = 1, .samples = 1 };

START_TEST(convert_makes_the_program_s_events)
{
    struct capture_report rep;
    struct trace *t = convert(sample_log(), &all, &rep);
    struct trace_event e[32];
    struct trace_access a[8];
    struct trace_error err;
    ck_assert_uint_eq(trace_nevents(t), 17);
    ck_assert_int_eq(trace_read_events(t, 0, 17, e, &err), 0);
    ck_assert_int_eq(trace_read_accesses(t, 0, trace_naccesses(t), a, &err), 0);
    /* ALLOC A (10 ns), ALLOC B on stream 1 (20 ns) */
    ck_assert(e[0].op == TRACE_ALLOC && e[0].obj == 0 && e[0].ns == 10);
    ck_assert(e[1].op == TRACE_ALLOC && e[1].obj == 1 && e[1].stream == 1 && e[1].ns == 20);
    /* the launch: its measured time; its 500 ns of host time go to the RECORD */
    ck_assert(e[2].op == TRACE_LAUNCH && e[2].ns == 7000 && e[2].b == 2 && e[2].stream == 1);
    ck_assert(a[0].buffer == 0 && a[0].length == 0x100 && a[0].mode == TRACE_READWRITE);
    ck_assert(a[1].buffer == 1 && a[1].offset == 0);
    ck_assert(e[3].op == TRACE_RECORD && e[3].ns == 530 && e[3].stream == 1);
    /* device to device: a [memcpy] launch, clipped to B's end; host to device: HOST */
    ck_assert(e[4].op == TRACE_LAUNCH && e[4].ns == 900 && e[4].b == 2);
    ck_assert(a[2].buffer == 0 && a[2].mode == TRACE_READ && a[2].length == 0x100);
    ck_assert(a[3].buffer == 1 && a[3].offset == 8 && a[3].length == 0xF8 && a[3].mode == TRACE_WRITE);
    ck_assert(e[5].op == TRACE_HOST && e[5].mode == TRACE_WRITE && e[5].obj == 0 && e[5].b == 16);
    /* the event's synchronization waits for the stream it was recorded on */
    ck_assert(e[6].op == TRACE_SYNC && e[6].mode == TRACE_SYNC_STREAM && e[6].stream == 1);
    ck_assert(e[7].op == TRACE_ITER && e[7].a == 32 && e[7].ns == 40);
    /* the second iteration: the kernel's time came, the copy's never did */
    ck_assert(e[8].op == TRACE_LAUNCH && e[8].ns == 7000 && e[9].ns == 530);
    ck_assert(e[10].op == TRACE_LAUNCH && e[10].ns == 0);
    /* the overlapping allocation frees B first */
    ck_assert(e[14].op == TRACE_FREE && e[14].obj == 1);
    ck_assert(e[15].op == TRACE_ALLOC && e[15].obj == 2);
    ck_assert(e[16].op == TRACE_FREE && e[16].obj == 0);
    ck_assert(rep.implicit_frees == 1 && rep.unknown_frees == 1 && rep.empty_allocs == 1);
    ck_assert(rep.launches == 4 && rep.resolved == 4 && rep.untimed == 1 && rep.ended);
    char *gpu = trace_attr(t, "gpu", &err), *cap = trace_attr(t, "capture", &err);
    ck_assert_str_eq(gpu, "Test");
    ck_assert_ptr_nonnull(strstr(cap, "allocs=all"));
    free(gpu);
    free(cap);
    trace_close(t);
}
END_TEST

/* A program run with CUDA_LAUNCH_BLOCKING=1 (the library's INFO says so):
 * each launch, memset and copy returned once its work had finished, also
 * one on memory the trace leaves out, which CUDA's stream-ordered pool
 * treats as a synchronization of the stream, so a SYNC of its stream
 * follows each (docs/capture.md; without the memset's and the copy's,
 * resnet18_bs96_blocking-1 parts from CUDA at allocation 395); the capture
 * attribute says launch_blocking=1. */
START_TEST(convert_blocking_launches_synchronize)
{
    const char *path = test_tmp(".log");
    struct capture_writer *w = log_start(path);
    uint64_t params[1] = { 0xA000 };
    put(w, CAPTURE_INFO, 0, 0, 0, 0, 0, 0, "gpu=Test\nlaunch_blocking=1\n", 27);
    put(w, CAPTURE_ALLOC, 0, 0x5000, 0xA000, 0x100, CAPTURE_ALLOC_ASYNC, 0, NULL, 0);
    put(w, CAPTURE_KERNEL, 0, 0, 0xF1, 0, 0, 0, "gemm", 5);
    put(w, CAPTURE_LAUNCH, 0, 0x5000, 100, 0xF1, 0, 0, params, sizeof params);
    put(w, CAPTURE_SET, 0, 0x6000, 0xB000, 64, 0, 101, NULL, 0); /* memory not in the trace */
    put(w, CAPTURE_COPY, 0, 0x5000, 0xA080, 0xA000, 0x80, 102, NULL, 0);
    put(w, CAPTURE_FREE, 0, 0x5000, 0xA000, 0, 0, 0, NULL, 0);
    put(w, CAPTURE_END, 0, 0, 0, 0, 0, 0, NULL, 0);
    log_end(w);
    struct capture_report rep;
    struct trace *t = convert(path, &all, &rep);
    struct trace_event e[8];
    struct trace_error err;
    ck_assert_uint_eq(trace_nevents(t), 7);
    ck_assert_int_eq(trace_read_events(t, 0, 7, e, &err), 0);
    ck_assert(e[1].op == TRACE_LAUNCH && e[1].stream == 1);
    ck_assert(e[2].op == TRACE_SYNC && e[2].mode == TRACE_SYNC_STREAM && e[2].stream == 1);
    ck_assert(e[3].op == TRACE_SYNC && e[3].mode == TRACE_SYNC_STREAM && e[3].stream == 2);
    ck_assert(e[4].op == TRACE_LAUNCH && e[4].stream == 1); /* [memcpy] */
    ck_assert(e[5].op == TRACE_SYNC && e[5].stream == 1);
    ck_assert(e[6].op == TRACE_FREE);
    char *cap = trace_attr(t, "capture", &err);
    ck_assert_ptr_nonnull(strstr(cap, "launch_blocking=1"));
    free(cap);
    trace_close(t);
}
END_TEST

START_TEST(convert_keeps_what_the_settings_say)
{
    struct capture_report rep;
    struct trace_event e[32];
    struct trace_error err;
    const char *log = sample_log();
    /* --iters 1: up to the first ITER, measured times still joined */
    struct capture_settings s = all;
    s.iters = 1;
    struct trace *t = convert(log, &s, &rep);
    ck_assert_uint_eq(trace_nevents(t), 8);
    ck_assert_int_eq(trace_read_events(t, 0, 8, e, &err), 0);
    ck_assert(e[4].op == TRACE_LAUNCH && e[4].ns == 900 && e[7].op == TRACE_ITER);
    trace_close(t);
    /* --iter-kernel gemm --iter-every 2 --samples 5: one ITER after the second
     * gemm, the markers ignored */
    s = all;
    s.iter_kernel = "gem";
    s.iter_every = 2;
    s.samples = 5;
    t = convert(log, &s, &rep);
    ck_assert_uint_eq(trace_nevents(t), 16);
    ck_assert_int_eq(trace_read_events(t, 0, 16, e, &err), 0);
    ck_assert(e[7].op == TRACE_LAUNCH && e[8].op == TRACE_ITER && e[8].a == 5);
    ck_assert_uint_eq(rep.iterations, 1);
    trace_close(t);
    /* --allocs async: A and the last allocation leave (which still ends B);
     * the launches resolve B alone; A's copies become HOST events of B */
    s = all;
    s.allocs = 1u << CAPTURE_ALLOC_ASYNC;
    t = convert(log, &s, &rep);
    ck_assert_uint_eq(trace_nbuffers(t), 1);
    ck_assert(rep.left_out == 2 && rep.unknown_frees == 1 && rep.implicit_frees == 1);
    ck_assert(rep.launches == 2 && rep.resolved == 2);
    trace_close(t);
}
END_TEST

START_TEST(convert_is_deterministic)
{
    struct capture_report rep;
    const char *log = sample_log();
    struct trace *a = convert(log, &all, &rep), *b = convert(log, &all, &rep);
    ck_assert_int_eq(test_run(NULL, "cmp -s %s %s", trace_path(a), trace_path(b)), 0);
    trace_close(a);
    trace_close(b);
}
END_TEST

/* A program killed mid-write: the last record is cut short. */
START_TEST(truncated_log_converts_what_was_whole)
{
    const char *log = sample_log();
    struct capture_report rep;
    struct stat st;
    ck_assert_int_eq(stat(log, &st), 0);
    ck_assert_int_eq(truncate(log, st.st_size - sizeof(struct capture_record) - 3), 0);
    struct trace *t = convert(log, &all, &rep);
    ck_assert(rep.truncated && !rep.ended);
    ck_assert_uint_eq(trace_nevents(t), 17); /* the last FREE was whole */
    trace_close(t);
}
END_TEST

static void expect_log_error(const char *path, const char *what)
{
    struct capture_log log;
    struct trace_error err;
    ck_assert_int_eq(capture_log_read(&log, path, &err), -1);
    ck_assert_msg(strstr(err.msg, what) && strstr(err.msg, path), "message: %s", err.msg);
}

START_TEST(bad_logs_are_named)
{
    const char *path = test_tmp(".log");
    struct capture_writer *w = log_start(path);
    put(w, CAPTURE_ITER, 0, 0, 1, 0, 0, 0, NULL, 0);
    put(w, 99, 0, 0, 0, 0, 0, 0, NULL, 0);
    log_end(w);
    expect_log_error(path, "offset 64: unknown record kind 99");
    w = log_start(path);
    put(w, CAPTURE_ADVISE, 0, 0, 0xA000, 16, 108, 0, NULL, 0);
    log_end(w);
    expect_log_error(path, "offset 8: advice 108 is not one there is (0..4)");
    FILE *f = fopen(path, "w");
    struct capture_record r = { .kind = CAPTURE_LAUNCH, .len = CAPTURE_PAYLOAD_MAX + 1 };
    fwrite(CAPTURE_MAGIC, 1, 8, f);
    fwrite(&r, sizeof r, 1, f);
    fclose(f);
    expect_log_error(path, "offset 8: payload of 65537 bytes, more than 65536");
    f = fopen(path, "w");
    fputs("GMSCAP", f);
    fclose(f);
    expect_log_error(path, "offset 0: not a capture log");
    expect_log_error("/nonexistent/x.log", "cannot open");
    char *out;
    ck_assert_int_eq(test_run(&out, TEST_BIN("gmscapture") " -o %s --from-log %s", test_tmp(".h5"),
                              path), 2);
    ck_assert_ptr_nonnull(strstr(out, "gmscapture: "));
    ck_assert_ptr_nonnull(strstr(out, "not a capture log"));
    free(out);
    ck_assert_int_eq(test_run(&out, TEST_BIN("gmscapture") " -o x.h5"), 2);
    ck_assert_ptr_nonnull(strstr(out, "no program to run"));
    free(out);
    ck_assert_int_eq(test_run(&out, TEST_BIN("gmscapture") " -o x.h5 --allocs pinned -- true"), 2);
    ck_assert_ptr_nonnull(strstr(out, "--allocs: unknown kind 'pinned'"));
    free(out);
}
END_TEST

/* ---- the committed captures ---------------------------------------------------------- */

/* PyTorch's own torch.cuda.max_memory_reserved() of the same programs run
 * without capture, on the same machine (docs/capture.md, "Measured"). */
static const struct {
    const char *trace;
    uint64_t pytorch_reserved;
} captured[] = {
    { "traces/captured/resnet50-bs64.h5", 7029653504u },
    { "traces/captured/gpt-350m-bs8.h5", 17767071744u },
    { "traces/captured/cupy-streams.h5", 0 },
    { "traces/captured/cuda-streams.h5", 0 },
};

START_TEST(captured_traces_are_valid_and_resolved)
{
    struct trace_error err;
    struct trace_summary sum;
    struct trace *t = trace_open(captured[_i].trace, &err);
    ck_assert_msg(t && trace_validate(t, &sum, &err) == 0, "%s", err.msg);
    uint64_t launches = sum.events_by_op[TRACE_LAUNCH];
    ck_assert_msg(launches && sum.launches_with_accesses >= 0.99 * (double)launches,
                  "%s: %" PRIu64 " of %" PRIu64 " launches resolved", captured[_i].trace,
                  sum.launches_with_accesses, launches);
    ck_assert_uint_ge(sum.iterations, 4);
    trace_close(t);
}
END_TEST

START_TEST(captured_pytorch_reserved_is_pytorch_s)
{
    char *out;
    if (!captured[_i].pytorch_reserved)
        return;
    ck_assert_int_eq(test_run(&out, TEST_BIN("simrun") " --memory device --policy caching --json %s",
                              captured[_i].trace), 0);
    ck_assert_uint_eq((uint64_t)json_num(out, "caching", "peak_reserved_bytes"),
                      captured[_i].pytorch_reserved);
    free(out);
}
END_TEST

Suite *capture_suite(void); /* the runner finds it by name */
Suite *capture_suite(void)
{
    Suite *s = suite_create("capture");
    TCase *tc = tcase_create("capture");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, match_finds_the_span_holding_an_address);
    tcase_add_test(tc, match_reads_parameter_words);
    tcase_add_test(tc, match_agrees_with_a_list);
    tcase_add_test(tc, convert_makes_the_program_s_events);
    tcase_add_test(tc, convert_keeps_what_the_settings_say);
    tcase_add_test(tc, convert_blocking_launches_synchronize);
    tcase_add_test(tc, convert_is_deterministic);
    tcase_add_test(tc, truncated_log_converts_what_was_whole);
    tcase_add_test(tc, bad_logs_are_named);
    int n = (int)(sizeof captured / sizeof *captured);
    tcase_add_loop_test(tc, captured_traces_are_valid_and_resolved, 0, n);
    tcase_add_loop_test(tc, captured_pytorch_reserved_is_pytorch_s, 0, n);
    suite_add_tcase(s, tc);
    return s;
}
