/* test_roofline.c: kernel times that follow the GPU (docs/simrun.md,
 * "Kernel times"): a trace whose launches carry work (/work) is timed by
 * each profile's roofline; one with measured times only keeps them, and
 * scales them only when asked; /work's rules in the validator; tracegen's
 * work reproduces its own times on the V100 profile it assumes. Times are
 * worked out by hand below, on device memory with the cuda policy (no
 * fault costs; the test profile's kernel_gap_ns is 0). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "simrun_fixture.h"

#define RUN SIMRUN " --json --no-wall --policy cuda"

/* The test profile with gpu_name and mem_bw replaced (later lines win),
 * as NAME.profile in a folder of its own for GMS_PROFILES. */
static const char *profile_dir(void)
{
    static char dir[256];
    if (dir[0])
        return dir;
    snprintf(dir, sizeof dir, "%s", test_tmp(".profiles"));
    ck_assert_int_eq(mkdir(dir, 0755), 0);
    const struct { const char *name, *gpu, *bw; } p[] = {
        { "ta", "Test GPU A", "1T" }, { "tb", "Test GPU B", "4T" },
    };
    for (int i = 0; i < 2; i++) {
        char *out = NULL;
        ck_assert_int_eq(test_run(&out, "cp %s %s/%s.profile && printf 'gpu_name = %s\\n"
                                  "mem_bw = %s\\n' >> %s/%s.profile", test_profile(), dir,
                                  p[i].name, p[i].gpu, p[i].bw, dir, p[i].name), 0);
        free(out);
    }
    return dir;
}

/* One 1 KiB buffer, three LAUNCHes (ns 100, 50 and 7 us), then an ITER;
 * with work: /work rows as given; gpu: the root attribute, or NULL. */
static const char *trace_with(const struct trace_work *work, const char *gpu)
{
    const uint64_t size = 1024;
    const struct trace_event ev[] = {
        EV(TRACE_ALLOC, 0, 0, 0, 0, 0),        EV(TRACE_LAUNCH, 0, 0, 0, 1, 100000),
        EV(TRACE_LAUNCH, 0, 0, 0, 1, 50000),   EV(TRACE_LAUNCH, 0, 0, 0, 1, 7000),
        EV(TRACE_FREE, 0, 0, 0, 0, 0),         EV(TRACE_ITER, 0, 0, 1, 0, 0),
    };
    const char *path = test_tmp(".h5");
    struct trace_error err;
    struct trace_writer *w = trace_writer_create(path, "test_roofline", NULL, &err);
    ck_assert_msg(w != NULL, "%s", err.msg);
    struct trace_buffer b = { .size = size };
    struct trace_access acc = { .buffer = 0, .length = size, .mode = TRACE_READ };
    ck_assert_int_eq(trace_writer_buffer(w, &b, NULL, &err), 0);
    ck_assert_int_eq(trace_writer_access(w, &acc, &err), 0);
    if (gpu)
        ck_assert_int_eq(trace_writer_attr(w, "gpu", gpu, &err), 0);
    for (size_t i = 0; i < sizeof ev / sizeof ev[0]; i++)
        ck_assert_int_eq(trace_writer_event(w, &ev[i], &err), 0);
    for (int i = 0; work && i < 3; i++)
        ck_assert_int_eq(trace_writer_work(w, &work[i], &err), 0);
    ck_assert_msg(trace_writer_close(w, &err) == 0, "%s", err.msg);
    return path;
}

/* The run's kernel_ns, after checking its kernel_time_rule. */
static double kernel_ns(const char *out, const char *rule)
{
    char want[64];
    snprintf(want, sizeof want, "\"kernel_time_rule\":\"%s\"", rule);
    ck_assert_msg(strstr(out, want) != NULL, "expected %s in: %s", want, out);
    return json_num(out, "cuda", "kernel_ns");
}

/* Work: launch 1 300M fp32 FLOPs and 100 MB; launch 2 400M fp16 FLOPs and
 * 200 MB; launch 3 none (keeps its 7 us). By hand (FLOP/s and bytes/s):
 *   test profile (fp32 1T, fp16 4T, memory 1T):
 *     k1 max(300 us, 100 us) = 300 us; k2 max(100 us, 200 us) = 200 us;
 *     k3 7 us: 507 us, rule roofline+trace.
 *   --set fp32_flops=2T fp16_flops=1T mem_bw=500G:
 *     k1 max(150 us, 200 us) = 200 us; k2 max(400 us, 400 us) = 400 us;
 *     k3 7 us: 607 us.
 * Without /work the same trace keeps 100 + 50 + 7 = 157 us. */
static const struct trace_work work3[] = {
    { .flops = 300000000, .bytes = 100000000 },
    { .flops = 400000000, .bytes = 200000000, .tensor = 1 },
    { 0 },
};

START_TEST(work_gives_each_profiles_roofline)
{
    const char *tr = trace_with(work3, NULL);
    char *out = NULL;
    ck_assert_int_eq(test_run(&out, RUN " --gpu %s %s", test_profile(), tr), 0);
    ck_assert_double_eq(kernel_ns(out, "roofline+trace"), 507000);
    free(out);
    ck_assert_int_eq(test_run(&out, RUN " --gpu %s --set fp32_flops=2T --set fp16_flops=1T"
                              " --set mem_bw=500G %s", test_profile(), tr), 0);
    ck_assert_double_eq(kernel_ns(out, "roofline+trace"), 607000);
    free(out);
    /* all three with work: the third 7 us of memory at 1T is 7 MB */
    struct trace_work all[3] = { work3[0], work3[1], { .bytes = 7000000 } };
    ck_assert_int_eq(test_run(&out, RUN " --gpu %s %s", test_profile(), trace_with(all, NULL)),
                     0);
    ck_assert_double_eq(kernel_ns(out, "roofline"), 507000);
    free(out);
}
END_TEST

/* Measured times only, measured on "Test GPU A" (profile ta, memory 1T):
 * kept on any profile (157 us, rule trace); --scale-kernel-times to tb
 * (memory 4T) multiplies each by 1T/4T: 25 + 12.5 + 1.75 = 39.25 us, rule
 * scaled, with a warning; --scale-kernel-times=tb onto ta: x4, 628 us. */
START_TEST(measured_times_kept_and_scaled_when_asked)
{
    const char *tr = trace_with(NULL, "Test GPU A");
    char *out = NULL;
    ck_assert_int_eq(test_run(&out, "GMS_PROFILES=%s " RUN " --gpu tb %s", profile_dir(), tr), 0);
    ck_assert_double_eq(kernel_ns(out, "trace"), 157000);
    ck_assert_ptr_null(strstr(out, "warning"));
    free(out);
    ck_assert_int_eq(test_run(&out, "GMS_PROFILES=%s " RUN " --gpu tb --scale-kernel-times %s",
                              profile_dir(), tr), 0);
    ck_assert_double_eq(kernel_ns(out, "scaled"), 39250);
    ck_assert_msg(strstr(out, "simrun: warning: ") && strstr(out, "from ta (Test GPU A) to tb"),
                  "%s", out);
    free(out);
    ck_assert_int_eq(test_run(&out, "GMS_PROFILES=%s " RUN " --gpu ta --scale-kernel-times=tb %s",
                              profile_dir(), tr), 0);
    ck_assert_double_eq(kernel_ns(out, "scaled"), 628000);
    free(out);
    /* with work, the rooflines win; only the launch without work is scaled */
    ck_assert_int_eq(test_run(&out, "GMS_PROFILES=%s " RUN " --gpu ta --scale-kernel-times=tb %s",
                              profile_dir(), trace_with(work3, NULL)), 0);
    ck_assert_double_eq(kernel_ns(out, "roofline+scaled"), 300000 + 200000 + 28000);
    free(out);
}
END_TEST

/* --scale-kernel-times with nothing to scale from: exit 2, saying why. */
START_TEST(scale_without_a_known_gpu_exits_2)
{
    const struct { const char *gpu, *opt, *says; } cases[] = {
        { NULL, "", "no root attribute 'gpu'" },
        { "Other GPU", "", "no profile has gpu_name 'Other GPU'" },
        { "Test GPU A", "=nosuch", "profile 'nosuch' not found" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *out = NULL;
        const char *tr = trace_with(NULL, cases[i].gpu);
        int rc = test_run(&out, "GMS_PROFILES=%s " RUN " --gpu ta --scale-kernel-times%s %s",
                          profile_dir(), cases[i].opt, tr);
        ck_assert_msg(rc == 2 && strstr(out, cases[i].says) &&
                          strstr(out, "--scale-kernel-times"), "case %zu: rc %d: %s", i, rc, out);
        free(out);
    }
}
END_TEST

/* /work's rules: a row per LAUNCH, tensor 0 or 1, sums at most 2^62; h5py's
 * own compound (fields by name, in another order: W's rows are (tensor,
 * bytes, flops); other widths) reads the same. */
START_TEST(work_rules_in_the_validator)
{
    const struct { const char *py, *says; } cases[] = {
        { "f.create_dataset(\"work\", data=np.zeros(2, dtype=W))",
          "/work row 2: 2 rows, but /events has 3 LAUNCHes" },
        { "f.create_dataset(\"work\", data=np.array([(0, 1, 1), (2, 1, 1), (0, 0, 0)], dtype=W))",
          "/work row 1: tensor 2 (expected 0 or 1)" },
        { "f.create_dataset(\"work\", data=np.array([(0, 0, 2**62), (0, 0, 1), (0, 0, 0)],"
          " dtype=W))", "/work row 1: flops 1: the launches' FLOPs add up past 2^62" },
    };
    const char *src = trace_with(NULL, NULL);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *out = NULL;
        const char *tr = test_tmp(".h5");
        int rc = test_run(&out, "cp %s %s && " PYTHON " -c 'import h5py, numpy as np\n"
                          "W = np.dtype([(\"tensor\", \"u1\"), (\"bytes\", \"<u8\"),"
                          " (\"flops\", \"<u8\")])\n"
                          "f = h5py.File(\"%s\", \"a\")\n%s\n' && " TEST_BIN("tracecheck") " %s",
                          src, tr, tr, cases[i].py, tr);
        ck_assert_msg(rc == 2 && strstr(out, cases[i].says), "case %zu: rc %d: %s", i, rc, out);
        free(out);
    }
    /* fields in another order, written by h5py: read by name */
    char *out = NULL;
    const char *tr = test_tmp(".h5");
    ck_assert_int_eq(test_run(&out, "cp %s %s && " PYTHON " -c 'import h5py, numpy as np\n"
                              "W = np.dtype([(\"tensor\", \"u1\"), (\"bytes\", \"<u4\"),"
                              " (\"flops\", \"<u8\")])\n"
                              "f = h5py.File(\"%s\", \"a\")\n"
                              "f.create_dataset(\"work\", data=np.array([(0, 100000000, 300000000),"
                              " (1, 200000000, 400000000), (0, 0, 0)], dtype=W))\n' && "
                              RUN " --gpu %s %s", src, tr, tr, test_profile(), tr), 0);
    ck_assert_double_eq(kernel_ns(out, "roofline+trace"), 507000);
    free(out);
}
END_TEST

/* tracegen writes the FLOPs and bytes behind its times (fp16 on tensor
 * cores); on the V100 profile, whose rates are tracegen's defaults, the
 * roofline gives the trace's own times: kernel_ns equals that of the same
 * trace with /work removed. */
START_TEST(tracegen_work_reproduces_its_times_on_v100)
{
    const char *tr = test_tmp(".h5"), *old = test_tmp(".h5");
    char *out = NULL;
    ck_assert_int_eq(test_run(&out, TEST_BIN("tracegen") " dl --model transformer --batch 4"
                              " --iters 1 --fp16 -o %s && " TEST_BIN("tracecheck") " %s", tr, tr),
                     0);
    ck_assert_msg(strstr(out, "launches with work"), "%s", out);
    free(out);
    ck_assert_int_eq(test_run(&out, "cp %s %s && " PYTHON " -c 'import h5py\n"
                              "f = h5py.File(\"%s\", \"a\")\nassert f[\"work\"][\"tensor\"].all()\n"
                              "del f[\"work\"]\n'", tr, old, old), 0);
    free(out);
    char *a = NULL, *b = NULL;
    ck_assert_int_eq(test_run(&a, RUN " --gpu v100-pcie3-32g %s", tr), 0);
    ck_assert_int_eq(test_run(&b, RUN " --gpu v100-pcie3-32g %s", old), 0);
    ck_assert_double_eq(kernel_ns(a, "roofline"), kernel_ns(b, "trace"));
    free(a);
    /* on the H200 (647.6 TFLOP/s fp16, 4.244 TB/s, measured) the same kernels are faster */
    ck_assert_int_eq(test_run(&a, RUN " --gpu h200-pcie5 %s", tr), 0);
    ck_assert(kernel_ns(a, "roofline") < kernel_ns(b, "trace") / 4);
    free(a);
    free(b);
}
END_TEST

/* Kernels keep the trace's times when asked (--trace-kernel-times, what
 * gpurun replays and compare.py gives) and when the profile has no rates
 * (older profile files: they are optional keys), with a warning; asking
 * for both rules, or scaling from a profile without mem_bw, is exit 2. */
START_TEST(trace_times_when_asked_or_without_rates)
{
    const char *tr = trace_with(work3, "Test GPU A"), *norates = test_tmp(".profile");
    char *out = NULL;
    ck_assert_int_eq(test_run(&out, RUN " --gpu %s --trace-kernel-times %s", test_profile(), tr),
                     0);
    ck_assert_double_eq(kernel_ns(out, "trace"), 157000);
    ck_assert_ptr_null(strstr(out, "warning"));
    free(out);
    ck_assert_int_eq(test_run(&out, "grep -v '_flops\\|mem_bw' %s > %s && " RUN " --gpu %s %s",
                              test_profile(), norates, norates, tr), 0);
    ck_assert_double_eq(kernel_ns(out, "trace"), 157000);
    ck_assert_msg(strstr(out, "simrun: warning: ") && strstr(out, "lacks fp32_flops"), "%s", out);
    free(out);
    ck_assert_int_eq(test_run(&out, RUN " --gpu %s --scale-kernel-times=%s %s", test_profile(),
                              norates, tr), 2);
    ck_assert_msg(strstr(out, "--scale-kernel-times: profile") && strstr(out, "has no mem_bw"),
                  "%s", out);
    free(out);
    ck_assert_int_eq(test_run(&out, RUN " --gpu %s --scale-kernel-times --trace-kernel-times %s",
                              test_profile(), tr), 2);
    ck_assert_msg(strstr(out, "choose one"), "%s", out);
    free(out);
}
END_TEST

Suite *roofline_suite(void);
Suite *roofline_suite(void)
{
    Suite *s = suite_create("roofline");
    TCase *tc = tcase_create("roofline");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, work_gives_each_profiles_roofline);
    tcase_add_test(tc, measured_times_kept_and_scaled_when_asked);
    tcase_add_test(tc, scale_without_a_known_gpu_exits_2);
    tcase_add_test(tc, work_rules_in_the_validator);
    tcase_add_test(tc, tracegen_work_reproduces_its_times_on_v100);
    tcase_add_test(tc, trace_times_when_asked_or_without_rates);
    suite_add_tcase(s, tc);
    return s;
}
