/* test_tracegen_llm.c: the LLM workloads of tracegen dl (--model gpt and
 * gpt-infer, traces/gen_dl_models.c, gen_dl.c, gen_dl_infer.c).
 *
 * The traces are valid; their footprints equal the formulas of
 * docs/workloads.md ("LLM footprints"), computed here by hand for small
 * configurations: parameters, Adam state, the activation peak with and
 * without checkpointing, the whole peak, and KV-cache bytes paged and
 * contiguous; a paged cache grows block by block and holds less than a
 * contiguous one; a seed fixes the file; bad options exit 2.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tracegen_fixture.h"

#define ALL_TAGS 8u


/* Live bytes of the buffers with one tag (ALL_TAGS: every buffer) over the
 * ALLOC and FREE events: the peak, the bytes live at the end, the ALLOCs. */
struct live {
    uint64_t peak, end, allocs;
};

static struct live live_bytes(const char *path, unsigned tag)
{
    struct trace_error err = {{0}};
    struct trace *t = trace_open(path, &err);
    ck_assert_msg(t != NULL, "%s", err.msg);
    uint64_t n;
    struct trace_buffer *b = trace_load_buffers(t, &n, &err);
    ck_assert_msg(b != NULL, "%s", err.msg);
    struct trace_cursor c;
    ck_assert_msg(trace_cursor_init(&c, t, &err) == 0, "%s", err.msg);
    struct live l = {0};
    const struct trace_event *e;
    while (trace_cursor_next(&c, &e, &err) == 1) {
        if ((e->op != TRACE_ALLOC && e->op != TRACE_FREE) ||
            (tag != ALL_TAGS && b[e->obj].tag != tag))
            continue;
        if (e->op == TRACE_ALLOC) {
            l.end += b[e->obj].size;
            l.allocs++;
        } else {
            l.end -= b[e->obj].size;
        }
        if (l.end > l.peak)
            l.peak = l.end;
    }
    trace_cursor_free(&c);
    free(b);
    trace_close(t);
    return l;
}

/* A small GPT: layers L, d_model d, heads h, sequence s, vocabulary V,
 * batch b, fp32 (e = 4), chosen so that the loss head holds the peak. */
enum { L = 2, D = 32, H = 2, S = 64, V = 512, B = 2, E = 4 };

static struct gen_params gpt(bool checkpoint)
{
    return (struct gen_params){.seed = 1, .iters = 2, .model = "gpt", .layers = L, .d_model = D,
                               .heads = H, .seq = S, .vocab = V, .batch = B,
                               .checkpoint = checkpoint};
}

/* Parameters P = V d + s d + L (12 d^2 + 13 d) + 2 d
 *             = 16384 + 2048 + 2 x (12288 + 416) + 64 = 43904.
 * Saved activations a layer A = b s e (16 d + h s) = 512 x (512 + 128) = 327680. */
#define P 43904u
#define A_LAYER 327680u
#define BSDE ((uint64_t)B * S * D * E) /* 16384: one hidden state */
#define BSVE ((uint64_t)B * S * V * E) /* 262144: logits */

START_TEST(test_gpt_footprint)
{
    for (int ckpt = 0; ckpt < 2; ckpt++) {
        struct gen_params p = gpt(ckpt);
        const char *path = generate(gen_dl, &p);
        struct trace_summary s = validate(path);
        ck_assert_uint_eq(s.iterations, 2);
        ck_assert_uint_eq(s.samples, 2 * B);
        ck_assert_uint_eq(live_bytes(path, TRACE_TAG_WEIGHT).peak, (uint64_t)P * E);
        ck_assert_uint_eq(live_bytes(path, TRACE_TAG_OPTIMIZER).peak, 8ull * P); /* 2 moments */
        /* Activations, no checkpointing: every layer's A, plus at the loss
         * the last hidden state, the final norm's output and logits with
         * log-softmax: L A + 2 bsde + 2 bsVe = 655360 + 32768 + 524288.
         * Checkpointing: the layer inputs L bsde, and while the last layer
         * is recomputed its A plus fc2's output and the recomputed layer
         * output: (L + 1) bsde + A = 49152 + 327680 = 376832, or at the
         * loss (L + 2) bsde + 2 bsVe = 65536 + 524288 = 589824 (more). */
        uint64_t act = ckpt ? 589824 : 1212416;
        ck_assert_uint_eq(live_bytes(path, TRACE_TAG_ACTIVATION).peak, act);
        /* The whole peak, in log_softmax's backward of iteration 2: weights
         * 4P, Adam 8P, the activations at the loss (L A or L bsde, plus
         * 2 bsde + bsVe), the gradients of log-softmax and of the logits
         * (2 bsVe), the tokens (8 b s: the labels are freed) and the loss (4). */
        uint64_t layers = ckpt ? (uint64_t)L * BSDE : (uint64_t)L * A_LAYER;
        uint64_t peak = 12ull * P + layers + 2 * BSDE + 3 * BSVE + 8 * B * S + 4;
        ck_assert_uint_eq(s.peak_live_bytes, peak);
        ck_assert_uint_eq(live_bytes(path, ALL_TAGS).end, 0);
        unlink(path);
    }
}
END_TEST

/* GPT-2 medium, the captured run's model: 354,871,296 parameters. fp16
 * keeps an fp32 master copy with Adam's moments: 12 bytes a parameter. */
START_TEST(test_gpt_medium_parameters)
{
    struct gen_params p = {.seed = 1, .iters = 1, .model = "gpt", .dtype_bytes = 2};
    const char *path = generate(gen_dl, &p);
    ck_assert_uint_eq(live_bytes(path, TRACE_TAG_WEIGHT).peak, 2ull * 354871296);
    ck_assert_uint_eq(live_bytes(path, TRACE_TAG_OPTIMIZER).peak, 12ull * 354871296);
    unlink(path);
}
END_TEST

/* Checkpointing reruns each layer's forward kernels in backward. */
START_TEST(test_gpt_checkpoint_recomputes)
{
    struct gen_params p = gpt(false);
    const char *a = generate(gen_dl, &p);
    p.checkpoint = true;
    const char *b = generate(gen_dl, &p);
    uint64_t plain = validate(a).events_by_op[TRACE_LAUNCH];
    uint64_t ckpt = validate(b).events_by_op[TRACE_LAUNCH];
    /* A block's 12 forward kernels (ln1, qkv_proj, causal_scores, softmax,
     * attn_context, out_proj, add, ln2, fc1, gelu, fc2, add) run again once
     * per layer and iteration. */
    ck_assert_uint_eq(ckpt - plain, 2ull * L * 12);
    unlink(a);
    unlink(b);
}
END_TEST

/* One request of a prompt of 20 tokens and up to 16 new ones, 2 layers of
 * d 32 in fp32: 2 x 2 x 32 x 4 = 512 KV bytes a token. */
static struct gen_params infer(const char *layout, uint64_t requests, uint64_t batch)
{
    return (struct gen_params){.seed = 7, .model = "gpt-infer", .layers = 2, .d_model = 32,
                               .heads = 2, .vocab = 64, .seq = 64, .seq_min = 20, .seq_max = 20,
                               .max_new = 16, .kv_cache = layout, .kv_block = 0,
                               .requests = requests, .batch = batch};
}

START_TEST(test_kv_cache_one_request)
{
    struct gen_params p = infer("contiguous", 1, 1);
    const char *c = generate(gen_dl, &p);
    p.kv_cache = "paged", p.kv_block = 8;
    const char *g = generate(gen_dl, &p);
    struct trace_summary sc = validate(c), sg = validate(g);
    /* A prefill step, then a decode step per further token: the output
     * length o is the number of steps and of tokens. */
    uint64_t o = sg.iterations;
    ck_assert_uint_eq(sc.iterations, o);
    ck_assert_uint_eq(sg.samples, o);
    ck_assert(o >= 1 && o <= 16);
    /* Contiguous: one buffer of prompt + max-new = 36 tokens, 18432 bytes.
     * Paged: the cache holds prompt + o - 1 tokens at the end (the last
     * token is never fed back), in blocks of 8 tokens, 4096 bytes each. */
    struct live kc = live_bytes(c, TRACE_TAG_OTHER), kg = live_bytes(g, TRACE_TAG_OTHER);
    ck_assert_uint_eq(kc.peak, 36 * 512);
    ck_assert_uint_eq(kc.allocs, 1);
    uint64_t blocks = (20 + o - 1 + 7) / 8;
    ck_assert_uint_eq(kg.allocs, blocks);
    ck_assert_uint_eq(kg.peak, blocks * 8 * 512);
    ck_assert_uint_le(kg.peak, kc.peak);
    ck_assert_uint_eq(kc.end, 0);
    ck_assert_uint_eq(kg.end, 0);
    unlink(c);
    unlink(g);
}
END_TEST

/* Twelve requests of 16..48-token prompts, four at a time: the same
 * requests (same seed) in both layouts, and the paged cache never holds
 * more than the contiguous one (a block's slack is under 8 tokens, a
 * contiguous buffer's is the unused part of max-new). */
START_TEST(test_kv_cache_paged_vs_contiguous)
{
    struct gen_params p = infer("contiguous", 12, 4);
    p.seq_min = 16, p.seq_max = 48;
    const char *c = generate(gen_dl, &p);
    p.kv_cache = "paged", p.kv_block = 8;
    const char *g = generate(gen_dl, &p);
    struct trace_summary sc = validate(c), sg = validate(g);
    ck_assert_uint_eq(sc.samples, sg.samples);
    ck_assert_uint_eq(sc.iterations, sg.iterations);
    ck_assert_uint_ge(sc.samples, 12);
    struct live kc = live_bytes(c, TRACE_TAG_OTHER), kg = live_bytes(g, TRACE_TAG_OTHER);
    ck_assert_uint_eq(kc.allocs, 12);
    ck_assert_uint_gt(kg.allocs, 12);
    ck_assert_uint_lt(kg.peak, kc.peak);
    ck_assert_uint_eq(kg.peak % (8 * 512), 0);
    ck_assert_uint_le(kc.peak, 4ull * (48 + 16) * 512); /* four running at most */
    ck_assert_uint_lt(sg.peak_live_bytes, sc.peak_live_bytes);
    ck_assert_uint_eq(live_bytes(g, ALL_TAGS).end, 0);
    unlink(c);
    unlink(g);
}
END_TEST

START_TEST(test_llm_same_seed_same_bytes)
{
    static const char *const cmds[] = {
        "dl --model gpt --layers 2 --d-model 64 --heads 4 --seq 32 --vocab 100 --batch 2 "
        "--checkpoint --fp16 --seed 3",
        "dl --model gpt-infer --layers 2 --d-model 64 --heads 4 --vocab 100 --batch 3 "
        "--requests 6 --seq-min 8 --seq-max 40 --max-new 24 --kv-block 4 --seed 3",
    };
    for (size_t i = 0; i < sizeof cmds / sizeof *cmds; i++) {
        const char *a = test_tmp(".h5"), *b = test_tmp(".h5"), *other = test_tmp(".h5");
        char *out = NULL;
        ck_assert_msg(test_run(&out, "%s %s -o %s", TEST_BIN("tracegen"), cmds[i], a) == 0, "%s",
                      out);
        free(out);
        sleep(1);
        ck_assert_int_eq(test_run(NULL, "%s %s -o %s", TEST_BIN("tracegen"), cmds[i], b), 0);
        ck_assert_msg(test_run(NULL, "cmp -s %s %s", a, b) == 0, "%s: files differ", cmds[i]);
        validate(a);
        if (i == 1) { /* the requests come from the seed */
            ck_assert_int_eq(
                test_run(NULL, "%s %s -o %s --seed 4", TEST_BIN("tracegen"), cmds[i], other), 0);
            ck_assert_msg(test_run(NULL, "cmp -s %s %s", a, other) != 0,
                          "seed 4 wrote seed 3's trace");
            unlink(other);
        }
        unlink(a);
        unlink(b);
    }
}
END_TEST

START_TEST(test_llm_bad_options)
{
    static const struct {
        const char *args, *message;
    } cases[] = {
        {"dl --model gpt-infer --iters 3", "--iters: not an option of model gpt-infer"},
        {"dl --model gpt --kv-block 4", "--kv-block: not an option of model gpt"},
        {"dl --model resnet --checkpoint", "--checkpoint: not an option of model resnet"},
        {"dl --model gpt-infer --kv-cache ring", "--kv-cache: 'ring' is not paged or contiguous"},
        {"dl --model gpt-infer --kv-cache contiguous --kv-block 8", "--kv-block: needs --kv-cache paged"},
        {"dl --model gpt-infer --seq 512 --seq-max 400 --max-new 200",
         "--seq-max: 400 prompt + 200 --max-new tokens exceed the context --seq 512"},
        {"dl --model gpt --heads 5", "--heads: 5 does not divide --d-model 1024"},
        {"etl --requests 4", "--requests: not an option of kind etl"},
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
}
END_TEST

Suite *tracegen_llm_suite(void);
Suite *tracegen_llm_suite(void)
{
    Suite *s = suite_create("tracegen_llm");
    TCase *tc = tcase_create("tracegen_llm");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_gpt_footprint);
    tcase_add_test(tc, test_gpt_medium_parameters);
    tcase_add_test(tc, test_gpt_checkpoint_recomputes);
    tcase_add_test(tc, test_kv_cache_one_request);
    tcase_add_test(tc, test_kv_cache_paged_vs_contiguous);
    tcase_add_test(tc, test_llm_same_seed_same_bytes);
    tcase_add_test(tc, test_llm_bad_options);
    suite_add_tcase(s, tc);
    return s;
}
