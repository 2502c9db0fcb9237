/* test_at_peak.c: suite `at_peak`: simrun --at-peak (docs/simrun.md, "What
 * is live at the peak") on a trace written here with tags, streams and
 * stacks, figures computed by hand; a trace's optional /frames and /stacks
 * (docs/trace-format.md): written by torch2trace from a snapshot's frames,
 * validated, and optional. */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simrun_fixture.h"

#define MiB (UINT64_C(1) << 20)
#define TORCH2TRACE PYTHON " scripts/torch2trace.py"

/* Buffers (MiB, tag, ALLOC stream) and their stacks, innermost first:
 *   A 2 weight     stream 0  a.py:1:f, main.py:9:main
 *   B 4 activation stream 1  b.py:2:g, main.py:9:main
 *   C 6 activation stream 0  b.py:2:g, main.py:9:main
 *   D 2 workspace  stream 1  (no stack)
 * Events: ALLOC A, ALLOC B, ALLOC C, FREE B, ALLOC D, FREE A, FREE C, FREE D.
 * cuda reserves each buffer as asked (sizes whole 2 MiB blocks), so reserved
 * = allocated = live; both peak at 12 MiB after row 2 (A, B, C live):
 *   by tag: weight 2, activation 10; by stream: 0: 8, 1: 4;
 *   by innermost frame: b.py:2:g 10, a.py:1:f 2; no stack 0.
 * bfc (round 512) reserves a segment per miss and keeps freed ones: rows
 * 0..2 reserve 2 + 4 + 6 = 12, FREE B caches 4, ALLOC D splits it; so
 * the peak of reserved (12) is first reached after row 2, where nothing
 * is cached: rounding 0, cached 0. */
static const char *write_tagged(void)
{
    const char *path = test_tmp(".h5");
    struct trace_error err;
    struct trace_writer *w = trace_writer_create(path, "test_at_peak", NULL, &err);
    ck_assert_msg(w != NULL, "%s", err.msg);
    const struct trace_buffer b[] = { { 2 * MiB, TRACE_TAG_WEIGHT, 0 },
                                      { 4 * MiB, TRACE_TAG_ACTIVATION, 0 },
                                      { 6 * MiB, TRACE_TAG_ACTIVATION, 0 },
                                      { 2 * MiB, TRACE_TAG_WORKSPACE, 0 } };
    for (int i = 0; i < 4; i++)
        ck_assert_int_eq(trace_writer_buffer(w, &b[i], NULL, &err), 0);
    const char *frames[] = { "a.py:1:f", "b.py:2:g", "main.py:9:main" };
    for (int i = 0; i < 3; i++)
        ck_assert_int_eq(trace_writer_frame(w, frames[i], NULL, &err), 0);
    const uint64_t stacks[][2] = { { 0, 0 }, { 0, 2 }, { 1, 1 }, { 1, 2 }, { 2, 1 }, { 2, 2 } };
    for (int i = 0; i < 6; i++)
        ck_assert_int_eq(trace_writer_stack(w, stacks[i][0], stacks[i][1], &err), 0);
    const struct trace_event ev[] = {
        EV(TRACE_ALLOC, 0, 0, 0, 0, 0), EV(TRACE_ALLOC, 1, 1, 0, 0, 0),
        EV(TRACE_ALLOC, 2, 0, 0, 0, 0), EV(TRACE_FREE, 1, 1, 0, 0, 0),
        EV(TRACE_ALLOC, 3, 1, 0, 0, 0), EV(TRACE_FREE, 0, 0, 0, 0, 0),
        EV(TRACE_FREE, 2, 0, 0, 0, 0),  EV(TRACE_FREE, 3, 1, 0, 0, 0),
    };
    for (size_t i = 0; i < sizeof ev / sizeof *ev; i++)
        ck_assert_int_eq(trace_writer_event(w, &ev[i], &err), 0);
    ck_assert_msg(trace_writer_close(w, &err) == 0, "%s", err.msg);
    return path;
}

static void expect(const char *out, const char *text)
{
    ck_assert_msg(strstr(out, text) != NULL, "no '%s' in: %s", text, out);
}

START_TEST(breakdown_by_hand)
{
    const char *tr = write_tagged();
    char *out;
    int rc = test_run(&out, SIMRUN " --json --no-wall --at-peak --policy cuda,bfc %s", tr);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    expect(out, "\"at_peak\":{\"reserved\":{\"row\":2,\"reserved_bytes\":12582912,"
                "\"allocated_bytes\":12582912,\"requested_bytes\":12582912,\"buffers\":3,"
                "\"rounding_bytes\":0,\"cached_bytes\":0,\"by_tag\":{\"other\":0,"
                "\"weight\":2097152,\"activation\":10485760,\"gradient\":0,\"optimizer\":0,"
                "\"workspace\":0,\"input\":0,\"output\":0},\"by_stream\":{\"0\":8388608,"
                "\"1\":4194304},\"no_frame_bytes\":0,\"by_frame\":[{\"frame\":1,"
                "\"name\":\"b.py:2:g\",\"bytes\":10485760},{\"frame\":0,\"name\":\"a.py:1:f\","
                "\"bytes\":2097152}]},\"allocated\":{\"row\":2,");
    free(out);
    rc = test_run(&out, SIMRUN " --at-peak --policy cuda %s", tr);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    expect(out, "at the peak of reserved bytes, after /events row 2: reserved 12.00 MiB");
    expect(out, "by tag: weight 2.00 MiB activation 10.00 MiB\n");
    expect(out, "by stream: 0: 8.00 MiB 1: 4.00 MiB\n");
    expect(out, "      10.00 MiB  b.py:2:g\n");
    free(out);
}
END_TEST

/* A snapshot with frames (written here, as torch.cuda.memory._snapshot()
 * lays them out: a list of filename, line, name per alloc entry) gives
 * /frames and /stacks; one without gives neither, and both replay. */
START_TEST(torch2trace_keeps_frames)
{
    const char *pkl = test_tmp(".pkl"), *tr = test_tmp(".h5");
    char *out;
    int rc = test_run(&out, PYTHON " -c 'import pickle\n"
        "fr = [dict(filename=\"m.py\", line=7, name=\"fwd\"), dict(filename=\"t.py\", line=3,"
        " name=\"main\")]\n"
        "t = [dict(action=\"alloc\", addr=4096, size=1024, stream=0, frames=fr),\n"
        "     dict(action=\"alloc\", addr=8192, size=512, stream=0, frames=fr[1:]),\n"
        "     dict(action=\"free_requested\", addr=4096, size=1024, stream=0),\n"
        "     dict(action=\"free_completed\", addr=4096, size=1024, stream=0),\n"
        "     dict(action=\"alloc\", addr=4096, size=256, stream=0)]\n"
        "pickle.dump(dict(device_traces=[t], segments=[]), open(\"%s\", \"wb\"))'", pkl);
    ck_assert_msg(rc == 0, "%s", out);
    free(out);
    rc = test_run(&out, TORCH2TRACE " %s -o %s && " PYTHON " -c 'import h5py\n"
                  "f = h5py.File(\"%s\", \"r\")\n"
                  "print([r[0].decode() for r in f[\"frames\"][:]])\n"
                  "print([(int(r[0]), int(r[1])) for r in f[\"stacks\"][:]])'", pkl, tr, tr);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    /* frames by first use; rows (buffer, frame): buffer 0 m.py then t.py,
     * buffer 1 t.py, buffer 2 none */
    expect(out, "['m.py:7:fwd', 't.py:3:main']\n[(0, 0), (0, 1), (1, 1)]\n");
    free(out);
    rc = test_run(&out, SIMRUN " --at-peak --policy cuda %s", tr);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    expect(out, "by frame (innermost; no stack: 0.00 MiB):");
    free(out);
}
END_TEST

/* /stacks rules: frames named must exist, buffers in order, /frames there. */
START_TEST(bad_stacks_exit_2)
{
    static const struct {
        const char *py, *says;
    } cases[] = {
        { "f.create_dataset(\"stacks2\", data=np.array([(0, 0)], dtype=S))\n"
          "f.create_dataset(\"stacks\", data=np.array([(0,)], dtype=[(\"buffer\", \"<u8\")]))",
          "/stacks: missing field 'frame'" },
        { "f.create_dataset(\"stacks\", data=np.array([(9, 0)], dtype=S))",
          "/stacks row 0: buffer 9, but /buffers has 1 rows" },
        { "f.create_dataset(\"stacks\", data=np.array([(0, 5)], dtype=S))",
          "/stacks row 0: frame 5, but /frames has 1 rows" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        const char *tr = test_tmp(".h5");
        const uint64_t sizes[] = { 1024 };
        const struct trace_event ev[] = { EV(TRACE_ALLOC, 0, 0, 0, 0, 0) };
        const char *src = write_trace(sizes, 1, ev, 1);
        char *out;
        int rc = test_run(&out, "cp %s %s && " PYTHON " -c 'import h5py, numpy as np\n"
                          "S = np.dtype([(\"buffer\", \"<u8\"), (\"frame\", \"<u8\")])\n"
                          "f = h5py.File(\"%s\", \"a\")\n"
                          "f.create_dataset(\"frames\", data=np.array([(b\"x.py:1:f\",)],"
                          " dtype=[(\"name\", \"S256\")]))\n%s\n' && " SIMRUN " %s", src, tr, tr,
                          cases[i].py, tr);
        ck_assert_msg(rc == 2, "case %zu: rc %d: %s", i, rc, out);
        expect(out, cases[i].says);
        free(out);
    }
}
END_TEST

Suite *at_peak_suite(void);
Suite *at_peak_suite(void)
{
    Suite *s = suite_create("at_peak");
    TCase *tc = tcase_create("at_peak");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, breakdown_by_hand);
    tcase_add_test(tc, torch2trace_keeps_frames);
    tcase_add_test(tc, bad_stacks_exit_2);
    suite_add_tcase(s, tc);
    return s;
}
