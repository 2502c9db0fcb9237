/* test_tracegen.c: the workload generators (traces/gen*.c) and tracegen.
 *
 * Every kind writes a trace the validator accepts; activation bytes grow
 * linearly with the batch size; a seed fixes the file byte for byte and
 * another seed changes it; parameter counts match the reference networks;
 * the micro patterns touch exactly what they say; bad options exit 2 with
 * a message naming the option and write nothing.
 */
#include <check.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tracegen_fixture.h"

/* ---- helpers ------------------------------------------------------------------ */

/* Sum of the sizes of the buffers with a tag. */
static uint64_t tag_bytes(const char *path, unsigned tag)
{
    struct trace_error err = {{0}};
    struct trace *t = trace_open(path, &err);
    ck_assert_msg(t != NULL, "%s", err.msg);
    uint64_t n, sum = 0;
    struct trace_buffer *b = trace_load_buffers(t, &n, &err);
    ck_assert_msg(b != NULL, "%s", err.msg);
    for (uint64_t i = 0; i < n; i++)
        if (b[i].tag == tag)
            sum += b[i].size;
    free(b);
    trace_close(t);
    return sum;
}

static struct gen_params dl_params(const char *model, uint64_t batch)
{
    struct gen_params p = {.seed = 1, .iters = 1, .model = model, .batch = batch};
    if (strcmp(model, "vnet") == 0)
        p.volume[0] = 32, p.volume[1] = p.volume[2] = 64;
    if (strcmp(model, "lstm") == 0)
        p.seq = 256;
    if (strcmp(model, "densenet") == 0 || strcmp(model, "resnet") == 0)
        p.depth = strcmp(model, "resnet") == 0 ? 50 : 121;
    return p;
}

static const char *const models[] = {"resnet", "densenet", "vnet", "lstm", "transformer"};
#define NMODELS (sizeof models / sizeof *models)

/* ---- every kind is valid -------------------------------------------------------- */

START_TEST(test_dl_models_valid)
{
    struct gen_params p = dl_params(models[_i], 2);
    p.iters = 2;
    const char *path = generate(gen_dl, &p);
    struct trace_summary s = validate(path);
    ck_assert_uint_eq(s.iterations, 2);
    ck_assert_uint_eq(s.samples, 4);
    ck_assert_uint_gt(s.events_by_op[TRACE_LAUNCH], 10);
    ck_assert_uint_gt(s.kernels, 3);
    ck_assert_uint_gt(s.peak_live_bytes, 0);
    /* Every tag a training loop has is present. */
    static const unsigned tags[] = {TRACE_TAG_WEIGHT, TRACE_TAG_ACTIVATION, TRACE_TAG_GRADIENT,
                                    TRACE_TAG_OPTIMIZER, TRACE_TAG_INPUT, TRACE_TAG_OUTPUT};
    for (size_t i = 0; i < sizeof tags / sizeof *tags; i++)
        ck_assert_msg(tag_bytes(path, tags[i]) > 0, "%s: no %s buffer", models[_i],
                      trace_tag_name(tags[i]));
    unlink(path);
}
END_TEST

START_TEST(test_fp16_halves_activations)
{
    struct gen_params p = dl_params("resnet", 4);
    const char *a = generate(gen_dl, &p);
    p.dtype_bytes = 2;
    const char *b = generate(gen_dl, &p);
    validate(b);
    /* Weights exactly; activations nearly (max-pool indices stay int64). */
    ck_assert_uint_eq(tag_bytes(a, TRACE_TAG_WEIGHT), 2 * tag_bytes(b, TRACE_TAG_WEIGHT));
    double ratio = (double)tag_bytes(a, TRACE_TAG_ACTIVATION) /
                   (double)tag_bytes(b, TRACE_TAG_ACTIVATION);
    ck_assert_msg(ratio > 1.9 && ratio <= 2.0, "fp32/fp16 activation ratio %g", ratio);
    unlink(a);
    unlink(b);
}
END_TEST

START_TEST(test_etl_valid)
{
    struct gen_params p = {.seed = 3, .partitions = 3, .rows = 10000};
    const char *path = generate(gen_etl, &p);
    struct trace_summary s = validate(path);
    ck_assert_uint_eq(s.iterations, 3);
    /* Rows vary by +-20% per partition around --rows. */
    ck_assert_uint_ge(s.samples, 3 * 8000);
    ck_assert_uint_le(s.samples, 3 * 12000);
    /* Many short-lived temporaries: most buffers are freed. */
    ck_assert_uint_gt(s.events_by_op[TRACE_ALLOC], 300);
    ck_assert_uint_ge(s.events_by_op[TRACE_FREE], s.events_by_op[TRACE_ALLOC] * 9 / 10);
    ck_assert_uint_gt(tag_bytes(path, TRACE_TAG_INPUT), 0);
    ck_assert_uint_gt(tag_bytes(path, TRACE_TAG_OUTPUT), 0);
    unlink(path);
}
END_TEST

START_TEST(test_micro_patterns_valid)
{
    static const char *const patterns[] = {"seq", "seq-write", "strided", "random", "sweep"};
    for (int prefetch = 0; prefetch < 2; prefetch++)
        for (size_t i = 0; i < sizeof patterns / sizeof *patterns; i++) {
            struct gen_params p = {.seed = 1, .pattern = patterns[i], .size = 3u << 20,
                                   .prefetch = prefetch};
            const char *path = generate(gen_micro, &p);
            struct trace_summary s = validate(path);
            ck_assert_uint_eq(s.buffers, 1);
            ck_assert_uint_eq(s.events_by_op[TRACE_HOST], 1);
            ck_assert_uint_eq(s.events_by_op[TRACE_PREFETCH] > 0, prefetch);
            ck_assert_uint_eq(s.events_by_op[TRACE_LAUNCH], strcmp(patterns[i], "sweep") ? 1 : 4);
            unlink(path);
        }
}
END_TEST

/* ---- micro patterns touch what they say -------------------------------------------- */

START_TEST(test_micro_random_blocks)
{
    struct gen_params p = {.seed = 7, .pattern = "random", .size = (100u << 16) + 1000,
                           .fraction = 0.25, .prefetch = true};
    const char *path = generate(gen_micro, &p);
    struct trace_error err = {{0}};
    struct trace *t = trace_open(path, &err);
    ck_assert_msg(t != NULL, "%s", err.msg);
    /* 101 blocks (the last one partial), a quarter of them: 25. */
    uint64_t n = trace_naccesses(t);
    ck_assert_uint_eq(n, 25);
    struct trace_access a[25];
    ck_assert(trace_read_accesses(t, 0, 25, a, &err) == 0);
    bool seen[101] = {false};
    bool in_order = true;
    for (uint64_t i = 0; i < n; i++) {
        ck_assert_uint_eq(a[i].offset % 65536, 0);
        ck_assert_uint_eq(a[i].pattern, TRACE_SEQUENTIAL);
        uint64_t blk = a[i].offset / 65536;
        ck_assert(!seen[blk]);
        seen[blk] = true;
        ck_assert_uint_eq(a[i].length, blk == 100 ? 1000 : 65536);
        in_order = in_order && (i == 0 || a[i].offset > a[i - 1].offset);
    }
    ck_assert_msg(!in_order, "random blocks came out in address order");
    /* One PREFETCH per touched block, all before the kernel. */
    struct trace_cursor c;
    ck_assert(trace_cursor_init(&c, t, &err) == 0);
    const struct trace_event *e;
    uint64_t prefetches = 0;
    bool launched = false;
    while (trace_cursor_next(&c, &e, &err) == 1) {
        if (e->op == TRACE_PREFETCH) {
            ck_assert(!launched);
            ck_assert_uint_eq(e->mode, TRACE_TO_GPU);
            prefetches++;
        }
        launched = launched || e->op == TRACE_LAUNCH;
    }
    ck_assert_uint_eq(prefetches, 25);
    trace_cursor_free(&c);
    trace_close(t);
    unlink(path);
}
END_TEST

START_TEST(test_micro_strided_bytes)
{
    struct gen_params p = {.seed = 1, .pattern = "strided", .size = 1u << 20,
                           .stride = 64u << 10, .piece = 4u << 10};
    const char *path = generate(gen_micro, &p);
    struct trace_summary s = validate(path);
    ck_assert_uint_eq(s.bytes_touched, 16 * 4096); /* 16 strides of 64 KiB, 4 KiB each */
    unlink(path);
}
END_TEST

/* ---- footprints ------------------------------------------------------------------------ */

/* Activation bytes fit a line through (nearly) the origin over batch 2, 4, 8. */
START_TEST(test_activations_linear_in_batch)
{
    double act[3];
    uint64_t peak[3];
    for (int i = 0; i < 3; i++) {
        struct gen_params p = dl_params(models[_i], 2u << i);
        const char *path = generate(gen_dl, &p);
        act[i] = (double)tag_bytes(path, TRACE_TAG_ACTIVATION);
        peak[i] = validate(path).peak_live_bytes;
        unlink(path);
    }
    double slope = (act[2] - act[0]) / 6; /* bytes per sample */
    double mid = act[0] + 2 * slope;      /* the line's value at batch 4 */
    double intercept = act[0] - 2 * slope;
    ck_assert_msg(slope > 0, "%s: activations do not grow", models[_i]);
    ck_assert_msg(fabs(act[1] - mid) <= 0.01 * act[1], "%s: %g, %g, %g not on a line",
                  models[_i], act[0], act[1], act[2]);
    ck_assert_msg(fabs(intercept) <= 0.01 * act[0], "%s: intercept %g", models[_i], intercept);
    /* Peak live bytes grow too (small nets may peak at the optimizer step,
     * where weights, gradients and state dominate: so not strictly). */
    ck_assert_uint_le(peak[0], peak[1]);
    ck_assert_uint_le(peak[1], peak[2]);
    ck_assert_uint_lt(peak[0], peak[2]);
}
END_TEST

/* Parameter counts of torchvision's models (their documented num_params)
 * and of He et al. 2016's ResNet-1001 (10.2M). */
START_TEST(test_parameter_counts)
{
    static const struct {
        const char *model;
        uint64_t depth, params;
    } cases[] = {
        {"resnet", 18, 11689512},   {"resnet", 34, 21797672},  {"resnet", 50, 25557032},
        {"resnet", 101, 44549160},  {"resnet", 152, 60192808},
        {"densenet", 121, 7978856}, {"densenet", 169, 14149480}, {"densenet", 201, 20013928},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        struct gen_params p = {.seed = 1, .iters = 1, .batch = 1, .model = cases[i].model,
                               .depth = cases[i].depth};
        const char *path = generate(gen_dl, &p);
        ck_assert_uint_eq(tag_bytes(path, TRACE_TAG_WEIGHT) / 4, cases[i].params);
        unlink(path);
    }
    struct gen_params p = {.seed = 1, .iters = 1, .batch = 1, .model = "resnet", .depth = 1001};
    const char *path = generate(gen_dl, &p);
    double params = (double)tag_bytes(path, TRACE_TAG_WEIGHT) / 4;
    ck_assert_msg(fabs(params - 10.2e6) < 0.15e6, "ResNet-1001 has %g parameters", params);
    unlink(path);
}
END_TEST

/* Against a real PyTorch run: torch.cuda.memory snapshots of torchvision's
 * ResNet-18 training (fp32, 224x224) had max_allocated 917899264 bytes at
 * batch 32 and 2356808704 at batch 96 (tests/data/torch-snapshots/
 * cold_resnet18_bs{32,96}.json): 22.48 MB per sample. The generated
 * trace's peak live bytes must grow by the same per sample within 5%, and
 * its peak stay within 15% of PyTorch's. */
START_TEST(test_resnet18_matches_pytorch)
{
    static const double batch[2] = {32, 96}, torch_peak[2] = {917899264.0, 2356808704.0};
    double peak[2];
    for (int i = 0; i < 2; i++) {
        struct gen_params p = {.seed = 1, .iters = 3, .batch = (uint64_t)batch[i],
                               .model = "resnet", .depth = 18};
        const char *path = generate(gen_dl, &p);
        peak[i] = (double)validate(path).peak_live_bytes;
        unlink(path);
        ck_assert_msg(fabs(peak[i] - torch_peak[i]) <= 0.15 * torch_peak[i],
                      "batch %g: peak %g, PyTorch %g", batch[i], peak[i], torch_peak[i]);
    }
    double ours = (peak[1] - peak[0]) / 64, torch = (torch_peak[1] - torch_peak[0]) / 64;
    ck_assert_msg(fabs(ours - torch) <= 0.05 * torch, "%g bytes per sample, PyTorch %g", ours,
                  torch);
}
END_TEST

START_TEST(test_kernel_ns_roofline)
{
    struct gen g = {.flops = 1e12, .bw = 1e9};
    ck_assert_uint_eq(gen_kernel_ns(&g, 2e12, 1e6), 2000000000u); /* compute-bound: 2 s */
    ck_assert_uint_eq(gen_kernel_ns(&g, 1e3, 3e9), 3000000000u);  /* memory-bound: 3 s */
    ck_assert_uint_eq(gen_kernel_ns(&g, 0, 0), 1);
}
END_TEST

/* ---- determinism (through the program) ---------------------------------------------------- */

START_TEST(test_same_seed_same_bytes)
{
    static const char *const cmds[] = {
        "dl --model transformer --batch 4 --iters 3 --seed 5",
        "etl --partitions 2 --rows 5000 --seed 5",
        "micro --pattern random --size 8M --fraction 0.3 --prefetch --seed 5",
    };
    for (size_t i = 0; i < sizeof cmds / sizeof *cmds; i++) {
        const char *a = test_tmp(".h5"), *b = test_tmp(".h5");
        char *out = NULL;
        ck_assert_msg(test_run(&out, "%s %s -o %s", TEST_BIN("tracegen"), cmds[i], a) == 0, "%s",
                      out);
        free(out);
        sleep(1); /* HDF5 object timestamps, if any were written, would differ */
        ck_assert_msg(test_run(&out, "%s %s -o %s", TEST_BIN("tracegen"), cmds[i], b) == 0, "%s",
                      out);
        free(out);
        ck_assert_msg(test_run(NULL, "cmp -s %s %s", a, b) == 0, "%s: files differ", cmds[i]);
        unlink(a);
        unlink(b);
    }
}
END_TEST

START_TEST(test_other_seed_other_trace)
{
    struct gen_params p = dl_params("transformer", 4);
    p.iters = 4;
    const char *a = generate(gen_dl, &p);
    p.seed = 2;
    const char *b = generate(gen_dl, &p);
    /* Sequence lengths differ, so activation sizes do. */
    ck_assert_uint_ne(tag_bytes(a, TRACE_TAG_ACTIVATION), tag_bytes(b, TRACE_TAG_ACTIVATION));
    unlink(a);
    unlink(b);
}
END_TEST

/* Activation bytes allocated in each iteration (up to max iterations). */
static int iteration_activations(const char *path, uint64_t *out, int max)
{
    struct trace_error err = {{0}};
    struct trace *t = trace_open(path, &err);
    ck_assert_msg(t != NULL, "%s", err.msg);
    uint64_t nb;
    struct trace_buffer *b = trace_load_buffers(t, &nb, &err);
    ck_assert_msg(b != NULL, "%s", err.msg);
    struct trace_cursor c;
    ck_assert(trace_cursor_init(&c, t, &err) == 0);
    const struct trace_event *e;
    int n = 0;
    out[0] = 0;
    while (n < max && trace_cursor_next(&c, &e, &err) == 1) {
        if (e->op == TRACE_ALLOC && b[e->obj].tag == TRACE_TAG_ACTIVATION)
            out[n] += b[e->obj].size;
        if (e->op == TRACE_ITER && ++n < max)
            out[n] = 0;
    }
    trace_cursor_free(&c);
    free(b);
    trace_close(t);
    return n;
}

START_TEST(test_transformer_sequence_varies)
{
    /* Drawn sequence lengths make iterations differ; a fixed --seq does not. */
    struct gen_params p = dl_params("transformer", 2);
    p.iters = 4;
    p.seq_min = 16;
    p.seq_max = 256;
    const char *varied = generate(gen_dl, &p);
    p.seq = 128, p.seq_min = p.seq_max = 0;
    const char *fixed = generate(gen_dl, &p);
    uint64_t v[4], f[4];
    ck_assert_int_eq(iteration_activations(varied, v, 4), 4);
    ck_assert_int_eq(iteration_activations(fixed, f, 4), 4);
    int distinct = 0;
    for (int i = 1; i < 4; i++) {
        distinct += v[i] != v[0];
        ck_assert_uint_eq(f[i], f[0]);
    }
    ck_assert_int_gt(distinct, 0);
    validate(varied);
    unlink(varied);
    unlink(fixed);
}
END_TEST

/* ---- the program ------------------------------------------------------------------------- */

START_TEST(test_examples_and_python)
{
    const char *path = test_tmp(".h5");
    char *out = NULL;
    int rc = test_run(&out, "%s dl --model resnet --depth 50 --batch 8 --iters 2 --seed 1 -o %s",
                      TEST_BIN("tracegen"), path);
    ck_assert_msg(rc == 0, "%s", out);
    free(out);
    validate(path);
    /* h5py reads it; HOST writes precede kernels on host-initialized buffers. */
    rc = test_run(&out, "%s tests/py/gen_footprint.py %s --check", PYTHON, path);
    ck_assert_msg(rc == 0, "%s", out);
    ck_assert_msg(strstr(out, "iterations 2") && strstr(out, "samples 16"), "%s", out);
    free(out);
    unlink(path);
}
END_TEST

START_TEST(test_bad_options)
{
    static const struct {
        const char *args, *message;
    } cases[] = {
        {"dl --model resnet --batch abc", "tracegen: --batch: 'abc' is not a positive integer"},
        {"dl --model resnet --batch 0", "--batch: '0' is not a positive integer"},
        {"dl --model resnet --depth 37", "--depth: resnet depth 37"},
        {"dl --model alexnet", "--model: unknown model 'alexnet'"},
        {"dl --model vnet --volume 8x8", "--volume: '8x8' is not DxHxW"},
        {"dl --model transformer --seq-min 90 --seq-max 10", "--seq-min: 90 is above"},
        {"dl --model resnet --dtype fp8", "--dtype: 'fp8' is not fp16 or fp32"},
        {"etl --depth 50", "--depth: not an option of kind etl"},
        {"dl --model lstm --heads 4", "--heads: not an option of model lstm"},
        {"dl --model resnet --seq 100", "--seq: not an option of model resnet"},
        {"dl --model transformer --seq 64 --seq-max 128", "--seq-max: conflicts with --seq"},
        {"dl --model vnet --batch 70000", "--batch: 70000 is above the limit 65536"},
        {"micro --size 12Q", "--size: '12Q' is not a positive size"},
        {"micro --fraction 0", "--fraction: '0' is not a number in (0, 1]"},
        {"micro --pattern zigzag", "--pattern: unknown pattern 'zigzag'"},
        {"micro --stride 4K --piece 8K", "--piece: 8192 bytes is more than --stride 4096"},
        {"micro --no-such-option", "--no-such-option: unknown option"},
        {"bogus", "unknown kind 'bogus'"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        const char *path = test_tmp(".h5");
        char *out = NULL;
        int rc = test_run(&out, "%s %s -o %s", TEST_BIN("tracegen"), cases[i].args, path);
        ck_assert_msg(rc == 2, "%s: exit %d: %s", cases[i].args, rc, out);
        ck_assert_msg(strstr(out, cases[i].message), "%s: got '%s'", cases[i].args, out);
        ck_assert_msg(access(path, F_OK) != 0, "%s: left a file", cases[i].args);
        free(out);
    }
    char *out = NULL;
    ck_assert_int_eq(test_run(&out, "%s micro", TEST_BIN("tracegen")), 2);
    ck_assert_msg(strstr(out, "-o FILE is required"), "%s", out);
    free(out);
    ck_assert_int_eq(test_run(&out, "%s --help", TEST_BIN("tracegen")), 0);
    ck_assert_msg(strstr(out, "--pattern") && strstr(out, "transformer"), "%s", out);
    free(out);
    ck_assert_int_eq(test_run(&out, "%s --version", TEST_BIN("tracegen")), 0);
    ck_assert_msg(strncmp(out, "tracegen ", 9) == 0, "%s", out);
    free(out);
}
END_TEST

START_TEST(test_size_suffixes)
{
    const char *path = test_tmp(".h5");
    char *out = NULL;
    int rc = test_run(&out, "%s micro --size 3M --seed 1 -o %s", TEST_BIN("tracegen"), path);
    ck_assert_msg(rc == 0, "%s", out);
    free(out);
    ck_assert_uint_eq(tag_bytes(path, TRACE_TAG_INPUT), 3u << 20);
    unlink(path);
}
END_TEST

Suite *tracegen_suite(void);
Suite *tracegen_suite(void)
{
    Suite *s = suite_create("tracegen");
    TCase *tc = tcase_create("tracegen");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, test_dl_models_valid, 0, NMODELS);
    tcase_add_test(tc, test_fp16_halves_activations);
    tcase_add_test(tc, test_etl_valid);
    tcase_add_test(tc, test_micro_patterns_valid);
    tcase_add_test(tc, test_micro_random_blocks);
    tcase_add_test(tc, test_micro_strided_bytes);
    tcase_add_loop_test(tc, test_activations_linear_in_batch, 0, NMODELS);
    tcase_add_test(tc, test_parameter_counts);
    tcase_add_test(tc, test_resnet18_matches_pytorch);
    tcase_add_test(tc, test_kernel_ns_roofline);
    tcase_add_test(tc, test_same_seed_same_bytes);
    tcase_add_test(tc, test_other_seed_other_trace);
    tcase_add_test(tc, test_transformer_sequence_varies);
    tcase_add_test(tc, test_examples_and_python);
    tcase_add_test(tc, test_bad_options);
    tcase_add_test(tc, test_size_suffixes);
    suite_add_tcase(s, tc);
    return s;
}
