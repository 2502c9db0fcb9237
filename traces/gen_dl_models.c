/* gen_dl_models.c: the networks of the `dl` workload, as ops over tensors.
 *
 * Each builder lays out one training iteration of a published network the
 * way its PyTorch reference implementation runs it, so that the tensors
 * autograd keeps for backward (and therefore the activation footprint) are
 * those of the real thing:
 *  - resnet: torchvision's ResNet-18/34 (basic blocks) and ResNet-50/101/152
 *    (bottleneck, stride on the 3x3 convolution), ImageNet 224x224, or, for
 *    depth 9n+2 (164, 1001), the
 *    pre-activation bottleneck ResNet for CIFAR 32x32 of He et al. 2016,
 *    "Identity Mappings in Deep Residual Networks" (KaimingHe/resnet-1k-layers);
 *  - densenet: torchvision's DenseNet (growth 32, bottleneck 4k, compression
 *    0.5, memory_efficient=False: every layer concatenates its inputs anew),
 *    depth 121, 169, 201 or 264 (Huang et al. 2017, Table 1), ImageNet;
 *  - vnet: the 3-D V-Net of Milletari et al. 2016 as in mattmacy/vnet.pytorch
 *    (5x5x5 convolutions, 2x2x2 strided down/up convolutions, residual stages,
 *    16-32-64-128-256 channels), volume D x H x W;
 *  - lstm: PyTorch's examples/word_language_model (embedding, 2 LSTM layers
 *    with dropout, linear decoder to the dictionary), the seed talk's
 *    dictionary 33278, embedding 256, 256 LSTM units, BPTT --seq;
 *  - transformer: a post-norm encoder (torch.nn.TransformerEncoderLayer)
 *    language model whose sequence length the driver draws per iteration;
 *  - gpt: a GPT-2-style decoder (pre-norm blocks, causal attention, GELU
 *    MLP, head tied to the token embedding), as tests/gpu/workloads/
 *    gpt_train.py writes it; one checkpoint segment per block on request.
 * A convolution followed by batch norm and ReLU is two ops (conv, bn_relu),
 * as autograd saves both the convolution's output (for batch norm) and the
 * ReLU's output. FLOPs count a multiply-add as 2.
 */
#include "gen_dl.h"

#include <stdio.h>
#include <string.h>

static uint64_t ceil_div(uint64_t a, uint64_t b)
{
    return (a + b - 1) / b;
}

static double batch_elems(const struct gen_dl_net *n, int x)
{
    return (double)gen_dl_elems(&n->t[x]) * (double)n->batch;
}

/* A convolution with a kd x k x k kernel (kd = 1: 2-D) and the given stride
 * ("same" padding). cuDNN gets a workspace of an eighth of the output for
 * kernels larger than 1x1: an assumption of ours, cuDNN's choice depends on
 * the algorithm it picks. */
static int conv(struct gen_dl_net *n, int x, uint64_t cout, uint64_t kd, uint64_t k,
                uint64_t stride, bool bias)
{
    const struct gen_dl_tensor t = n->t[x];
    uint64_t od = kd > 1 ? ceil_div(t.d, stride) : t.d;
    uint64_t oh = ceil_div(t.h, stride), ow = ceil_div(t.w, stride);
    uint64_t taps = kd * k * k;
    char kind[32];
    if (kd > 1)
        snprintf(kind, sizeof kind, "conv%llux%llux%llu", (unsigned long long)kd,
                 (unsigned long long)k, (unsigned long long)k);
    else
        snprintf(kind, sizeof kind, "conv%llux%llu", (unsigned long long)k, (unsigned long long)k);
    double flops = 2.0 * (double)(taps * t.c * cout * od * oh * ow) * (double)n->batch;
    int y = gen_dl_op(n, kind, &x, 1, cout, od, oh, ow, GEN_DL_SAVE_IN, flops,
                      taps * t.c * cout + (bias ? cout : 0));
    if (k > 1 && !n->nomem)
        gen_dl_workspace(n, n->t[y].bytes / 8);
    return y;
}

/* A transposed 2x2x2 convolution with stride 2 (V-Net's up-convolution). */
static int deconv(struct gen_dl_net *n, int x, uint64_t cout)
{
    const struct gen_dl_tensor t = n->t[x];
    double flops = 2.0 * 8 * (double)(t.c * cout * t.d * t.h * t.w) * (double)n->batch;
    return gen_dl_op(n, "deconv2x2x2", &x, 1, cout, 2 * t.d, 2 * t.h, 2 * t.w, GEN_DL_SAVE_IN,
                     flops, 8 * t.c * cout + cout);
}

/* Batch norm, optionally fused with an activation ("bn", "bn_relu",
 * "bn_elu"): it saves its input, and the activation its output. */
static int bn(struct gen_dl_net *n, int x, const char *kind)
{
    const struct gen_dl_tensor t = n->t[x];
    unsigned save = GEN_DL_SAVE_IN | (strcmp(kind, "bn") ? GEN_DL_SAVE_OUT : 0);
    return gen_dl_op(n, kind, &x, 1, t.c, t.d, t.h, t.w, save, 8 * batch_elems(n, x), 2 * t.c);
}

/* An elementwise op over one or two inputs of the same shape. */
static int eltwise(struct gen_dl_net *n, const char *kind, int a, int b, unsigned save)
{
    const struct gen_dl_tensor t = n->t[a];
    int in[2] = {a, b};
    return gen_dl_op(n, kind, in, b >= 0 ? 2 : 1, t.c, t.d, t.h, t.w, save, batch_elems(n, a), 0);
}

/* Dropout: the mask (one byte per element) is what backward reads. */
static int dropout(struct gen_dl_net *n, int x)
{
    int y = eltwise(n, "dropout", x, -1, 0);
    gen_dl_aux(n, (uint64_t)batch_elems(n, x));
    return y;
}

/* k x k pooling with stride s. Max pooling saves its input and int64
 * indices (max_pool2d_with_indices); average pooling saves nothing. */
static int pool(struct gen_dl_net *n, int x, bool max, uint64_t s)
{
    const struct gen_dl_tensor t = n->t[x];
    uint64_t oh = ceil_div(t.h, s), ow = ceil_div(t.w, s);
    int y = gen_dl_op(n, max ? "maxpool" : "avgpool", &x, 1, t.c, t.d, oh, ow,
                      max ? GEN_DL_SAVE_IN : 0, 9 * batch_elems(n, x), 0);
    if (max)
        gen_dl_aux(n, t.c * t.d * oh * ow * 8 * n->batch);
    return y;
}

static int global_pool(struct gen_dl_net *n, int x)
{
    return gen_dl_op(n, "global_avgpool", &x, 1, n->t[x].c, 1, 1, 1, 0, batch_elems(n, x), 0);
}

/* A linear layer over the last dimension (features c) of every position. */
static int linear(struct gen_dl_net *n, int x, uint64_t dout, const char *kind)
{
    const struct gen_dl_tensor t = n->t[x];
    double flops = 2.0 * (double)(t.c * dout) * (double)(t.d * t.h * t.w) * (double)n->batch;
    return gen_dl_op(n, kind, &x, 1, dout, t.d, t.h, t.w, GEN_DL_SAVE_IN, flops,
                     t.c * dout + dout);
}

/* Layer norm over the features of every position: saves its input (and
 * its per-position statistics, which we leave out). */
static int layernorm(struct gen_dl_net *n, int x)
{
    const struct gen_dl_tensor t = n->t[x];
    return gen_dl_op(n, "layernorm", &x, 1, t.c, t.d, t.h, t.w, GEN_DL_SAVE_IN,
                     8 * batch_elems(n, x), 2 * t.c);
}

/* Cross-entropy as PyTorch computes it: log_softmax (saves its output) and
 * nll_loss (saves its inputs) into a scalar loss, the trace's output. */
static void cross_entropy(struct gen_dl_net *n, int logits, int labels)
{
    int ls = eltwise(n, "log_softmax", logits, -1, GEN_DL_SAVE_OUT);
    int in[2] = {ls, labels};
    int loss = gen_dl_op(n, "nll_loss", in, 2, 1, 1, 1, 1, GEN_DL_SAVE_IN,
                         batch_elems(n, labels), 0);
    if (!n->nomem) {
        n->t[loss].tag = TRACE_TAG_OUTPUT;
        n->t[loss].bytes = 4;
    }
}

/* ---- ResNet ----------------------------------------------------------------- */

static int resnet_imagenet(struct gen_dl_net *n, const uint64_t blocks[4], bool bottleneck)
{
    int x = gen_dl_tensor(n, 3, 1, 224, 224, n->elem, TRACE_TAG_INPUT);
    int labels = gen_dl_tensor(n, 1, 1, 1, 1, 8, TRACE_TAG_INPUT);
    x = pool(n, bn(n, conv(n, x, 64, 1, 7, 2, false), "bn_relu"), true, 2);
    for (int s = 0; s < 4; s++) {
        uint64_t width = 64u << s, out = bottleneck ? 4 * width : width;
        for (uint64_t b = 0; b < blocks[s]; b++) {
            uint64_t stride = s > 0 && b == 0 ? 2 : 1;
            int o;
            if (bottleneck) {
                o = bn(n, conv(n, x, width, 1, 1, 1, false), "bn_relu");
                o = bn(n, conv(n, o, width, 1, 3, stride, false), "bn_relu");
                o = bn(n, conv(n, o, out, 1, 1, 1, false), "bn");
            } else {
                o = bn(n, conv(n, x, width, 1, 3, stride, false), "bn_relu");
                o = bn(n, conv(n, o, width, 1, 3, 1, false), "bn");
            }
            bool project = stride != 1 || n->t[x].c != out; /* torchvision's downsample */
            int sc = project ? bn(n, conv(n, x, out, 1, 1, stride, false), "bn") : x;
            x = eltwise(n, "add_relu", o, sc, GEN_DL_SAVE_OUT);
        }
    }
    cross_entropy(n, linear(n, global_pool(n, x), 1000, "fc"), labels);
    return 0;
}

static int resnet_cifar_preact(struct gen_dl_net *n, uint64_t blocks)
{
    int x = gen_dl_tensor(n, 3, 1, 32, 32, n->elem, TRACE_TAG_INPUT);
    int labels = gen_dl_tensor(n, 1, 1, 1, 1, 8, TRACE_TAG_INPUT);
    x = conv(n, x, 16, 1, 3, 1, false);
    for (int s = 0; s < 3; s++) {
        uint64_t width = 16u << s;
        for (uint64_t b = 0; b < blocks; b++) {
            uint64_t stride = s > 0 && b == 0 ? 2 : 1;
            int pre = bn(n, x, "bn_relu");
            int o = bn(n, conv(n, pre, width, 1, 1, stride, false), "bn_relu");
            o = bn(n, conv(n, o, width, 1, 3, 1, false), "bn_relu");
            o = conv(n, o, 4 * width, 1, 1, 1, false);
            int sc = b == 0 ? conv(n, pre, 4 * width, 1, 1, stride, false) : x;
            x = eltwise(n, "add", o, sc, 0);
        }
    }
    x = bn(n, x, "bn_relu");
    cross_entropy(n, linear(n, global_pool(n, x), 10, "fc"), labels);
    return 0;
}

int gen_dl_resnet(struct gen_dl_net *n, const struct gen_dl_config *c, struct gen *g)
{
    uint64_t depth = c->depth ? c->depth : 1001;
    static const struct {
        uint64_t depth, blocks[4];
        bool bottleneck;
    } imagenet[] = {{18, {2, 2, 2, 2}, false}, {34, {3, 4, 6, 3}, false},
                    {50, {3, 4, 6, 3}, true},  {101, {3, 4, 23, 3}, true},
                    {152, {3, 8, 36, 3}, true}};
    for (size_t i = 0; i < sizeof imagenet / sizeof *imagenet; i++)
        if (imagenet[i].depth == depth)
            return resnet_imagenet(n, imagenet[i].blocks, imagenet[i].bottleneck);
    if (depth >= 11 && (depth - 2) % 9 == 0)
        return resnet_cifar_preact(n, (depth - 2) / 9);
    return gen_bad_param(g, "--depth",
                         "resnet depth %llu is neither 18, 34, 50, 101, 152 (ImageNet) nor 9n+2 "
                         "(CIFAR pre-activation, e.g. 164, 1001)",
                         (unsigned long long)depth);
}

/* ---- DenseNet --------------------------------------------------------------- */

int gen_dl_densenet(struct gen_dl_net *n, const struct gen_dl_config *c, struct gen *g)
{
    static const struct {
        uint64_t depth, blocks[4];
    } configs[] = {{121, {6, 12, 24, 16}}, {169, {6, 12, 32, 32}},
                   {201, {6, 12, 48, 32}}, {264, {6, 12, 64, 48}}};
    uint64_t depth = c->depth ? c->depth : 264;
    const uint64_t *blocks = NULL;
    for (size_t i = 0; i < sizeof configs / sizeof *configs; i++)
        if (configs[i].depth == depth)
            blocks = configs[i].blocks;
    if (!blocks)
        return gen_bad_param(g, "--depth", "densenet depth %llu is not 121, 169, 201 or 264",
                             (unsigned long long)depth);
    const uint64_t k = 32;
    int x = gen_dl_tensor(n, 3, 1, 224, 224, n->elem, TRACE_TAG_INPUT);
    int labels = gen_dl_tensor(n, 1, 1, 1, 1, 8, TRACE_TAG_INPUT);
    x = pool(n, bn(n, conv(n, x, 2 * k, 1, 7, 2, false), "bn_relu"), true, 2);
    for (int s = 0; s < 4; s++) {
        int feats[GEN_DL_MAX_IN];
        int nf = 0;
        feats[nf++] = x;
        uint64_t ch = n->t[x].c;
        for (uint64_t l = 0; l < blocks[s] && nf < GEN_DL_MAX_IN; l++) {
            const struct gen_dl_tensor t = n->t[x];
            int cat = gen_dl_op(n, "concat", feats, nf, ch, t.d, t.h, t.w, 0,
                                (double)(ch * t.h * t.w) * (double)n->batch, 0);
            int o = bn(n, conv(n, bn(n, cat, "bn_relu"), 4 * k, 1, 1, 1, false), "bn_relu");
            feats[nf++] = conv(n, o, k, 1, 3, 1, false);
            ch += k;
        }
        const struct gen_dl_tensor t = n->t[x];
        x = gen_dl_op(n, "concat", feats, nf, ch, t.d, t.h, t.w, 0,
                      (double)(ch * t.h * t.w) * (double)n->batch, 0);
        if (s < 3)
            x = pool(n, conv(n, bn(n, x, "bn_relu"), ch / 2, 1, 1, 1, false), false, 2);
    }
    x = bn(n, x, "bn_relu");
    cross_entropy(n, linear(n, global_pool(n, x), 1000, "fc"), labels);
    return 0;
}

/* ---- V-Net -------------------------------------------------------------------- */

/* nconvs 5x5x5 convolutions with batch norm and ELU, then the residual add
 * with the stage's input (vnet.pytorch's _make_nConv plus the add). */
static int vnet_stage(struct gen_dl_net *n, int x, uint64_t nconvs)
{
    int o = x;
    for (uint64_t i = 0; i < nconvs; i++)
        o = bn(n, conv(n, o, n->t[x].c, 5, 5, 1, true), "bn_elu");
    return eltwise(n, "add_elu", o, x, GEN_DL_SAVE_OUT);
}

int gen_dl_vnet(struct gen_dl_net *n, const struct gen_dl_config *c, struct gen *g)
{
    /* Milletari et al. 2016, section 4: volumes of 128 x 128 x 64 voxels. */
    uint64_t d = c->volume[0] ? c->volume[0] : 64;
    uint64_t h = c->volume[1] ? c->volume[1] : 128;
    uint64_t w = c->volume[2] ? c->volume[2] : 128;
    if (d % 16 || h % 16 || w % 16)
        return gen_bad_param(g, "--volume", "every extent must be a multiple of 16 (four "
                                            "halvings), not %llux%llux%llu",
                             (unsigned long long)d, (unsigned long long)h, (unsigned long long)w);
    int x = gen_dl_tensor(n, 1, d, h, w, n->elem, TRACE_TAG_INPUT);
    int labels = gen_dl_tensor(n, 1, d, h, w, 8, TRACE_TAG_INPUT);
    /* Input transition: conv + bn, added to the input repeated 16 times. */
    int o = bn(n, conv(n, x, 16, 5, 5, 1, true), "bn");
    const struct gen_dl_tensor t = n->t[x];
    int x16 = gen_dl_op(n, "repeat16", &x, 1, 16, t.d, t.h, t.w, 0, 16 * batch_elems(n, x), 0);
    int skip[4];
    x = skip[0] = eltwise(n, "add_elu", o, x16, GEN_DL_SAVE_OUT);
    static const uint64_t down_convs[4] = {1, 2, 3, 2}, up_convs[4] = {2, 2, 1, 1};
    for (int s = 0; s < 4; s++) {
        x = bn(n, conv(n, x, 2 * n->t[x].c, 2, 2, 2, true), "bn_elu");
        x = vnet_stage(n, x, down_convs[s]);
        if (s < 3)
            skip[s + 1] = x;
    }
    static const uint64_t up_out[4] = {256, 128, 64, 32};
    for (int s = 0; s < 4; s++) {
        int up = bn(n, deconv(n, x, up_out[s] / 2), "bn_elu");
        int in[2] = {up, skip[3 - s]};
        const struct gen_dl_tensor u = n->t[up];
        uint64_t ch = u.c + n->t[skip[3 - s]].c;
        int cat = gen_dl_op(n, "concat", in, 2, ch, u.d, u.h, u.w, 0,
                            (double)(ch * u.d * u.h * u.w) * (double)n->batch, 0);
        x = vnet_stage(n, cat, up_convs[s]);
    }
    x = bn(n, conv(n, x, 2, 5, 5, 1, true), "bn_elu");
    x = conv(n, x, 2, 1, 1, 1, true);
    cross_entropy(n, x, labels);
    return 0;
}

/* ---- word language model (LSTM) --------------------------------------------------- */

int gen_dl_lstm(struct gen_dl_net *n, const struct gen_dl_config *c, struct gen *g)
{
    uint64_t seq = c->seq ? c->seq : 1408;
    uint64_t vocab = c->vocab ? c->vocab : 33278;
    uint64_t hidden = c->d_model ? c->d_model : 256;
    uint64_t layers = c->layers ? c->layers : 2;
    int tokens = gen_dl_tensor(n, 1, 1, 1, seq, 8, TRACE_TAG_INPUT);
    int labels = gen_dl_tensor(n, 1, 1, 1, seq, 8, TRACE_TAG_INPUT);
    int x = gen_dl_op(n, "embedding", &tokens, 1, hidden, 1, 1, seq, GEN_DL_SAVE_IN,
                      (double)(hidden * seq) * (double)n->batch, vocab * hidden);
    x = dropout(n, x);
    for (uint64_t l = 0; l < layers; l++) {
        /* cuDNN's LSTM over the whole sequence: 4 gates, two biases; its
         * reserve space keeps the gates, cell states and tanh(c) per step. */
        double flops = 2.0 * (double)(4 * hidden * (hidden + hidden) * seq) * (double)n->batch;
        x = gen_dl_op(n, "lstm", &x, 1, hidden, 1, 1, seq, GEN_DL_SAVE_IN | GEN_DL_SAVE_OUT,
                      flops, 4 * (hidden * hidden + hidden * hidden + 2 * hidden));
        gen_dl_aux(n, 6 * hidden * seq * n->batch * n->elem);
        x = dropout(n, x);
    }
    cross_entropy(n, linear(n, x, vocab, "decoder"), labels);
    return 0;
}

/* ---- transformer ---------------------------------------------------------------------- */

int gen_dl_transformer(struct gen_dl_net *n, const struct gen_dl_config *c, struct gen *g)
{
    uint64_t layers = c->layers ? c->layers : 6, d = c->d_model ? c->d_model : 512;
    uint64_t heads = c->heads ? c->heads : 8, ffn = c->ffn ? c->ffn : 4 * d;
    uint64_t vocab = c->vocab ? c->vocab : 32000, s = c->seq;
    if (d % heads)
        return gen_bad_param(g, "--heads", "%llu does not divide --d-model %llu",
                             (unsigned long long)heads, (unsigned long long)d);
    int tokens = gen_dl_tensor(n, 1, 1, 1, s, 8, TRACE_TAG_INPUT);
    int labels = gen_dl_tensor(n, 1, 1, 1, s, 8, TRACE_TAG_INPUT);
    int x = gen_dl_op(n, "embedding", &tokens, 1, d, 1, 1, s, GEN_DL_SAVE_IN,
                      (double)(d * s) * (double)n->batch, vocab * d);
    x = dropout(n, x);
    double attn_flops = 2.0 * (double)(s * s * d) * (double)n->batch;
    for (uint64_t l = 0; l < layers; l++) {
        int qkv = linear(n, x, 3 * d, "qkv_proj");
        int scores = gen_dl_op(n, "attn_scores", &qkv, 1, heads, 1, s, s, GEN_DL_SAVE_IN,
                               attn_flops, 0);
        int probs = dropout(n, eltwise(n, "softmax", scores, -1, GEN_DL_SAVE_OUT));
        int in[2] = {probs, qkv};
        int ctx = gen_dl_op(n, "attn_context", in, 2, d, 1, 1, s, GEN_DL_SAVE_IN, attn_flops, 0);
        int r = eltwise(n, "add", x, dropout(n, linear(n, ctx, d, "out_proj")), 0);
        x = layernorm(n, r);
        int f = dropout(n, eltwise(n, "relu", linear(n, x, ffn, "ffn1"), -1, GEN_DL_SAVE_OUT));
        r = eltwise(n, "add", x, dropout(n, linear(n, f, d, "ffn2")), 0);
        x = layernorm(n, r);
    }
    cross_entropy(n, linear(n, x, vocab, "decoder"), labels);
    return 0;
}

/* ---- GPT (decoder only) ------------------------------------------------------------------ */

/* One pre-norm block: x + attn(ln1(x)), then + mlp(ln2(.)). The causal
 * mask is applied by the scores kernel (masked_fill of the upper triangle),
 * which computes all s x s products as unfused attention does. */
static int gpt_block(struct gen_dl_net *n, int x, uint64_t heads, uint64_t ffn)
{
    uint64_t d = n->t[x].c, s = n->t[x].w;
    double attn_flops = 2.0 * (double)(s * s * d) * (double)n->batch;
    int qkv = linear(n, layernorm(n, x), 3 * d, "qkv_proj");
    int scores = gen_dl_op(n, "causal_scores", &qkv, 1, heads, 1, s, s, GEN_DL_SAVE_IN,
                           attn_flops, 0);
    int in[2] = {eltwise(n, "softmax", scores, -1, GEN_DL_SAVE_OUT), qkv};
    int ctx = gen_dl_op(n, "attn_context", in, 2, d, 1, 1, s, GEN_DL_SAVE_IN, attn_flops, 0);
    int r = eltwise(n, "add", x, linear(n, ctx, d, "out_proj"), 0);
    int f = eltwise(n, "gelu", linear(n, layernorm(n, r), ffn, "fc1"), -1, GEN_DL_SAVE_IN);
    return eltwise(n, "add", r, linear(n, f, d, "fc2"), 0);
}

int gen_dl_gpt(struct gen_dl_net *n, const struct gen_dl_config *c, struct gen *g)
{
    uint64_t layers = c->layers ? c->layers : 24, d = c->d_model ? c->d_model : 1024;
    uint64_t heads = c->heads ? c->heads : 16, ffn = c->ffn ? c->ffn : 4 * d;
    uint64_t vocab = c->vocab ? c->vocab : 50304, s = c->seq ? c->seq : 1024;
    if (d % heads)
        return gen_bad_param(g, "--heads", "%llu does not divide --d-model %llu",
                             (unsigned long long)heads, (unsigned long long)d);
    int tokens = gen_dl_tensor(n, 1, 1, 1, s, 8, TRACE_TAG_INPUT);
    int labels = gen_dl_tensor(n, 1, 1, 1, s, 8, TRACE_TAG_INPUT);
    int x = gen_dl_op(n, "embedding", &tokens, 1, d, 1, 1, s, GEN_DL_SAVE_IN,
                      (double)(d * s) * (double)n->batch, vocab * d);
    int tok_param = n->nomem ? 0 : n->op[n->nop - 1].param;
    x = gen_dl_op(n, "pos_embedding_add", &x, 1, d, 1, 1, s, 0,
                  (double)(d * s) * (double)n->batch, s * d);
    for (uint64_t l = 0; l < layers && !n->nomem; l++) {
        n->segment = c->checkpoint ? (int)l : -1;
        x = gpt_block(n, x, heads, ffn);
    }
    n->segment = -1;
    x = layernorm(n, x);
    int logits = gen_dl_op(n, "lm_head", &x, 1, vocab, 1, 1, s, GEN_DL_SAVE_IN,
                           2.0 * (double)(d * vocab * s) * (double)n->batch, 0);
    if (!n->nomem)
        n->op[n->nop - 1].param = tok_param; /* tied to the token embedding */
    cross_entropy(n, logits, labels);
    return 0;
}
