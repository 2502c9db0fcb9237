/* gen_dl.c: the `dl` workload, a deep network's training loop, layer by layer.
 *
 * A model builder (gen_dl_models.c) describes one iteration as ops over
 * tensors; this file plays it the way PyTorch's autograd and allocator see
 * it:
 *  - weights are allocated once, host-initialized, and written by the host;
 *  - each iteration the host writes a fresh input batch (and labels);
 *  - forward allocates each op's output, launches "<kind>_fwd" reading its
 *    inputs and weight and writing its output, and frees a tensor as soon
 *    as its last forward consumer ran if no backward needs it (a saved
 *    tensor lives until the last backward that reads it);
 *  - backward walks the ops in reverse: "<kind>_bwd" reads the output's
 *    gradient and the saved tensors, writes (or accumulates into) the
 *    inputs' gradients and the weight gradient; the output's gradient and
 *    saved tensors no longer needed are freed;
 *  - the optimizer updates weights from gradients and optimizer state in
 *    multi-tensor launches, then zero_grad frees the weight gradients;
 *  - SYNC (the loss is read back) and ITER with the batch size.
 * Kernel times follow the roofline rule in gen.c.
 */
#include "gen_dl.h"

#include <assert.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NONE UINT64_MAX

/* ---- building blocks ----------------------------------------------------- */

static void *grow(void *p, int *cap, size_t elem, bool *nomem)
{
    int c = *cap ? 2 * *cap : 64;
    void *q = realloc(p, (size_t)c * elem);
    if (!q) {
        *nomem = true;
        return p;
    }
    *cap = c;
    return q;
}

uint64_t gen_dl_elems(const struct gen_dl_tensor *t)
{
    return t->c * t->d * t->h * t->w;
}

int gen_dl_tensor(struct gen_dl_net *n, uint64_t c, uint64_t d, uint64_t h, uint64_t w,
                  unsigned elem, unsigned tag)
{
    if (n->nt == n->capt)
        n->t = grow(n->t, &n->capt, sizeof *n->t, &n->nomem);
    if (n->nomem)
        return 0;
    struct gen_dl_tensor *t = &n->t[n->nt];
    *t = (struct gen_dl_tensor){.c = c, .d = d, .h = h, .w = w, .elem = elem,
                                .tag = (uint8_t)tag, .producer = -1};
    t->bytes = gen_dl_elems(t) * elem * (tag == TRACE_TAG_OUTPUT ? 1 : n->batch);
    return n->nt++;
}

int gen_dl_op(struct gen_dl_net *n, const char *kind, const int *in, int nin, uint64_t c,
              uint64_t d, uint64_t h, uint64_t w, unsigned save, double flops,
              uint64_t params_count)
{
    if (n->nop == n->capop)
        n->op = grow(n->op, &n->capop, sizeof *n->op, &n->nomem);
    if (params_count && n->nparams == n->capparams)
        n->params = grow(n->params, &n->capparams, sizeof *n->params, &n->nomem);
    if (n->nomem)
        return 0;
    struct gen_dl_op *o = &n->op[n->nop];
    memset(o, 0, sizeof *o);
    snprintf(o->kind, sizeof o->kind, "%s", kind);
    o->nin = nin < GEN_DL_MAX_IN ? nin : GEN_DL_MAX_IN;
    bool grad = params_count > 0;
    for (int i = 0; i < o->nin; i++) {
        o->in[i] = in[i];
        grad = grad || n->t[in[i]].grad;
    }
    o->aux = -1;
    o->param = -1;
    if (params_count) {
        o->param = n->nparams;
        n->params[n->nparams++] = params_count;
    }
    o->save = save;
    o->flops = flops;
    o->segment = n->segment;
    int out = gen_dl_tensor(n, c, d, h, w, n->elem, TRACE_TAG_ACTIVATION);
    if (n->nomem)
        return 0;
    n->t[out].grad = grad;
    n->t[out].producer = n->nop;
    o->out = out;
    n->nop++;
    return out;
}

void gen_dl_aux(struct gen_dl_net *n, uint64_t bytes)
{
    if (n->nomem || n->nop == 0)
        return;
    struct gen_dl_op *o = &n->op[n->nop - 1];
    o->aux = gen_dl_tensor(n, bytes, 1, 1, 1, 1, TRACE_TAG_ACTIVATION);
    if (!n->nomem) {
        n->t[o->aux].bytes = bytes; /* whole batch already */
        n->t[o->aux].producer = n->nop - 1;
    }
}

void gen_dl_workspace(struct gen_dl_net *n, uint64_t bytes)
{
    if (!n->nomem && n->nop > 0)
        n->op[n->nop - 1].workspace = bytes;
}

#ifndef NDEBUG
/* The invariants of gen_dl.h: ops read earlier tensors and write new ones,
 * byte counts match shapes, parameters exist. */
static bool net_is_valid(const struct gen_dl_net *n)
{
    for (int t = 0; t < n->nt; t++) {
        const struct gen_dl_tensor *x = &n->t[t];
        /* Activations hold the batch; an aux tensor's shape is its byte count. */
        bool batch_shaped = x->bytes == gen_dl_elems(x) * x->elem * n->batch;
        bool aux_shaped = x->elem == 1 && gen_dl_elems(x) == x->bytes;
        if (x->bytes == 0 || (x->tag == TRACE_TAG_ACTIVATION && !batch_shaped && !aux_shaped))
            return false;
        if (x->producer >= n->nop)
            return false;
    }
    for (int i = 0; i < n->nop; i++) {
        const struct gen_dl_op *o = &n->op[i];
        if (o->out < 0 || o->out >= n->nt || n->t[o->out].producer != i)
            return false;
        for (int j = 0; j < o->nin; j++)
            if (o->in[j] < 0 || o->in[j] >= o->out)
                return false;
        if (o->aux >= 0 && (o->aux >= n->nt || n->t[o->aux].producer != i))
            return false;
        if (o->param >= n->nparams || (o->param >= 0 && n->params[o->param] == 0))
            return false;
    }
    return true;
}
#endif

static void net_free(struct gen_dl_net *n)
{
    free(n->t);
    free(n->op);
    free(n->params);
    memset(n, 0, sizeof *n);
}

/* ---- models ---------------------------------------------------------------- */

/* Defaults are the seed talk's V100-32GB batch sizes (its table "Baseline
 * Training Performance on V100-32GB"); the optimizer is what the reference
 * training scripts use (SGD with momentum for CNNs and the word language
 * model, Adam for the transformer). */
enum {
    P_DEPTH = 1, P_SEQ = 2, P_SEQ_RANGE = 4, P_SHAPE = 8, P_ATTN = 16, P_VOLUME = 32,
    P_CKPT = 64, P_INFER = 128, P_TRAIN = 256
};
static const struct dl_model {
    const char *name;
    gen_dl_builder *build;
    uint64_t batch_fp32, batch_fp16;
    const char *optimizer;
    unsigned options; /* P_*: the model options it takes */
} dl_models[] = {
    {"resnet", gen_dl_resnet, 48, 98, "sgd", P_TRAIN | P_DEPTH},
    {"densenet", gen_dl_densenet, 109, 218, "sgd", P_TRAIN | P_DEPTH},
    {"vnet", gen_dl_vnet, 15, 30, "sgd", P_TRAIN | P_VOLUME},
    {"lstm", gen_dl_lstm, 40, 32, "sgd", P_TRAIN | P_SEQ | P_SHAPE},
    {"transformer", gen_dl_transformer, 32, 64, "adam",
     P_TRAIN | P_SEQ | P_SEQ_RANGE | P_SHAPE | P_ATTN},
    /* GPT-2 medium (355 M parameters) at the batch of the captured run
     * traces/captured/gpt-350m-bs8.h5; inference: 8 requests at a time. */
    {"gpt", gen_dl_gpt, 8, 8, "adam", P_TRAIN | P_SEQ | P_SHAPE | P_ATTN | P_CKPT},
    {"gpt-infer", gen_dl_gpt, 8, 8, "adam", P_SEQ | P_SEQ_RANGE | P_SHAPE | P_ATTN | P_INFER},
};

/* Optimizer states per parameter and the tensors per multi-tensor launch.
 * PyTorch's foreach optimizers go through multi_tensor_apply, whose
 * depth_to_max_tensors = {110, 64, 48, 36, 30} (aten/src/ATen/native/cuda/
 * MultiTensorApply.cuh): SGD with momentum has 3 lists (params, grads,
 * momentum buffers), Adam 4 (params, grads, exp_avg, exp_avg_sq). */
struct dl_optimizer {
    const char *name;
    unsigned states;
    unsigned per_launch;
    double flops_per_param;
};
static const struct dl_optimizer dl_optimizers[] = {
    {"sgd", 1, 48, 4},
    {"adam", 2, 36, 12},
};

/* Buffers that live across iterations: one per parameter tensor. */
struct dl_params {
    int n;
    uint64_t *elems;
    uint64_t *weight, *grad, *state;
};

/* ---- one iteration ----------------------------------------------------------- */

/* Per-tensor lifetimes of one iteration. A tensor is saved when some
 * backward reads it; bwd_last is the first op (in forward order) whose
 * backward reads it, i.e. the last backward to run that needs it. */
struct dl_life {
    int *fwd_last, *bwd_last;
    uint64_t *buf, *gbuf;
    bool *recompute; /* saved for its checkpoint segment's backward only: dropped in forward */
};

static void plan_lifetimes(const struct gen_dl_net *n, struct dl_life *l)
{
    for (int t = 0; t < n->nt; t++) {
        l->fwd_last[t] = -1;
        l->bwd_last[t] = INT_MAX;
        l->buf[t] = l->gbuf[t] = NONE;
    }
    for (int i = 0; i < n->nop; i++) {
        const struct gen_dl_op *o = &n->op[i];
        bool backward = n->t[o->out].grad;
        for (int j = 0; j < o->nin; j++) {
            l->fwd_last[o->in[j]] = i;
            if (backward && (o->save & GEN_DL_SAVE_IN) && i < l->bwd_last[o->in[j]])
                l->bwd_last[o->in[j]] = i;
        }
        if (backward && (o->save & GEN_DL_SAVE_OUT))
            l->bwd_last[o->out] = i; /* consumers come later, so i is the least */
        if (backward && o->aux >= 0)
            l->bwd_last[o->aux] = i;
    }
    for (int t = 0; t < n->nt; t++) {
        int p = n->t[t].producer, b = l->bwd_last[t];
        l->recompute[t] = p >= 0 && n->op[p].segment >= 0 && b != INT_MAX &&
                          n->op[b].segment == n->op[p].segment;
    }
}

static void release(struct gen *g, uint64_t *id)
{
    if (*id != NONE) {
        gen_free(g, *id);
        *id = NONE;
    }
}

/* Op i's forward kernel: allocate its output (and aux), read its inputs and
 * weight, write the output. */
static void forward_op(struct gen *g, const struct gen_dl_net *n, const struct dl_params *p,
                       struct dl_life *l, int i)
{
    char name[48];
    const struct gen_dl_op *o = &n->op[i];
    l->buf[o->out] = gen_alloc(g, n->t[o->out].bytes, n->t[o->out].tag, 0);
    if (o->aux >= 0)
        l->buf[o->aux] = gen_alloc(g, n->t[o->aux].bytes, TRACE_TAG_ACTIVATION, 0);
    uint64_t ws = o->workspace ? gen_alloc(g, o->workspace, TRACE_TAG_WORKSPACE, 0) : NONE;
    for (int j = 0; j < o->nin; j++)
        gen_access(g, l->buf[o->in[j]], TRACE_READ, 0, n->t[o->in[j]].bytes);
    if (o->param >= 0)
        gen_access(g, p->weight[o->param], TRACE_READ, 0, p->elems[o->param] * n->elem);
    if (ws != NONE)
        gen_access(g, ws, TRACE_READWRITE, 0, o->workspace);
    gen_access(g, l->buf[o->out], TRACE_WRITE, 0, n->t[o->out].bytes);
    if (o->aux >= 0)
        gen_access(g, l->buf[o->aux], TRACE_WRITE, 0, n->t[o->aux].bytes);
    snprintf(name, sizeof name, "%s_fwd", o->kind);
    gen_launch(g, name, o->flops);
    release(g, &ws);
}

static void forward(struct gen *g, const struct gen_dl_net *n, const struct dl_params *p,
                    struct dl_life *l)
{
    for (int i = 0; i < n->nop; i++) {
        const struct gen_dl_op *o = &n->op[i];
        forward_op(g, n, p, l, i);
        if (o->aux >= 0 && l->recompute[o->aux])
            release(g, &l->buf[o->aux]);
        for (int j = 0; j < o->nin; j++) {
            int t = o->in[j];
            bool unsaved = l->bwd_last[t] == INT_MAX || l->recompute[t];
            if (l->fwd_last[t] == i && unsaved && n->t[t].producer >= 0)
                release(g, &l->buf[t]);
        }
    }
}

/* Rerun the forward of the checkpoint segment of ops [first, last] from its
 * inputs: keep what the segment's backward reads, free the rest (the
 * segment's output included) after its last consumer in the segment. */
static void recompute(struct gen *g, const struct gen_dl_net *n, const struct dl_params *p,
                      struct dl_life *l, int first, int last)
{
    for (int i = first; i <= last; i++) {
        const struct gen_dl_op *o = &n->op[i];
        forward_op(g, n, p, l, i);
        for (int j = 0; j < o->nin; j++) {
            int t = o->in[j];
            if (n->t[t].producer >= first && l->fwd_last[t] == i && !l->recompute[t])
                release(g, &l->buf[t]);
        }
    }
    for (int i = first; i <= last; i++) {
        const struct gen_dl_op *o = &n->op[i];
        if (!l->recompute[o->out])
            release(g, &l->buf[o->out]);
        if (o->aux >= 0 && !l->recompute[o->aux])
            release(g, &l->buf[o->aux]);
    }
}

static void backward(struct gen *g, const struct gen_dl_net *n, struct dl_params *p,
                     struct dl_life *l)
{
    char name[48];
    for (int i = n->nop - 1; i >= 0; i--) {
        const struct gen_dl_op *o = &n->op[i];
        if (o->segment >= 0 && (i == n->nop - 1 || n->op[i + 1].segment != o->segment)) {
            int first = i;
            while (first > 0 && n->op[first - 1].segment == o->segment)
                first--;
            recompute(g, n, p, l, first, i);
        }
        if (!n->t[o->out].grad)
            continue;
        uint64_t ws = o->workspace ? gen_alloc(g, o->workspace, TRACE_TAG_WORKSPACE, 0) : NONE;
        if (l->gbuf[o->out] != NONE)
            gen_access(g, l->gbuf[o->out], TRACE_READ, 0, n->t[o->out].bytes);
        if (o->save & GEN_DL_SAVE_IN)
            for (int j = 0; j < o->nin; j++)
                gen_access(g, l->buf[o->in[j]], TRACE_READ, 0, n->t[o->in[j]].bytes);
        if (o->save & GEN_DL_SAVE_OUT)
            gen_access(g, l->buf[o->out], TRACE_READ, 0, n->t[o->out].bytes);
        if (o->aux >= 0)
            gen_access(g, l->buf[o->aux], TRACE_READ, 0, n->t[o->aux].bytes);
        double mult = 0; /* one product per gradient kind produced */
        if (o->param >= 0) {
            uint64_t bytes = p->elems[o->param] * n->elem;
            gen_access(g, p->weight[o->param], TRACE_READ, 0, bytes);
            unsigned mode = TRACE_READWRITE; /* accumulate into an existing .grad */
            if (p->grad[o->param] == NONE) {
                p->grad[o->param] = gen_alloc(g, bytes, TRACE_TAG_GRADIENT, 0);
                mode = TRACE_WRITE;
            }
            gen_access(g, p->grad[o->param], mode, 0, bytes);
            mult += 1;
        }
        bool input_grad = false;
        for (int j = 0; j < o->nin; j++) {
            int t = o->in[j];
            if (!n->t[t].grad)
                continue;
            unsigned mode = TRACE_READWRITE;
            if (l->gbuf[t] == NONE) {
                l->gbuf[t] = gen_alloc(g, n->t[t].bytes, TRACE_TAG_GRADIENT, 0);
                mode = TRACE_WRITE;
            }
            gen_access(g, l->gbuf[t], mode, 0, n->t[t].bytes);
            input_grad = true;
        }
        mult += input_grad;
        if (ws != NONE)
            gen_access(g, ws, TRACE_READWRITE, 0, o->workspace);
        snprintf(name, sizeof name, "%s_bwd", o->kind);
        gen_launch(g, name, o->flops * (mult > 0 ? mult : 1));
        release(g, &ws);
        release(g, &l->gbuf[o->out]);
        for (int j = 0; j < o->nin; j++)
            if (l->bwd_last[o->in[j]] == i)
                release(g, &l->buf[o->in[j]]);
        if (l->bwd_last[o->out] == i)
            release(g, &l->buf[o->out]);
        if (o->aux >= 0 && l->bwd_last[o->aux] == i)
            release(g, &l->buf[o->aux]);
    }
}

/* optimizer.step() then zero_grad(set_to_none=True), PyTorch 2's default
 * (torch/optim/optimizer.py), which frees the weight gradients. State is
 * allocated at the first step, as PyTorch's optimizers do lazily. fp16
 * training keeps an fp32 master copy of the weights with the state. */
static void optimizer_step(struct gen *g, const struct dl_optimizer *opt, unsigned elem,
                           struct dl_params *p)
{
    unsigned state_elem = 4 * (opt->states + (elem == 2));
    for (int first = 0; first < p->n; first += (int)opt->per_launch) {
        int last = first + (int)opt->per_launch < p->n ? first + (int)opt->per_launch : p->n;
        double flops = 0;
        for (int i = first; i < last; i++) {
            if (p->grad[i] == NONE)
                continue;
            if (p->state[i] == NONE)
                p->state[i] = gen_alloc(g, p->elems[i] * state_elem, TRACE_TAG_OPTIMIZER, 0);
            gen_access(g, p->grad[i], TRACE_READ, 0, p->elems[i] * elem);
            gen_access(g, p->weight[i], TRACE_READWRITE, 0, p->elems[i] * elem);
            gen_access(g, p->state[i], TRACE_READWRITE, 0, p->elems[i] * state_elem);
            flops += opt->flops_per_param * (double)p->elems[i];
        }
        char name[48];
        snprintf(name, sizeof name, "%s_step_multi_tensor", opt->name);
        if (g->npending > 0)
            gen_launch(g, name, flops);
    }
    for (int i = 0; i < p->n; i++)
        release(g, &p->grad[i]);
}

static int iteration(struct gen *g, const struct gen_dl_net *n, const struct dl_optimizer *opt,
                     struct dl_params *p)
{
    struct dl_life l;
    l.fwd_last = malloc((size_t)n->nt * sizeof *l.fwd_last);
    l.bwd_last = malloc((size_t)n->nt * sizeof *l.bwd_last);
    l.buf = malloc((size_t)n->nt * sizeof *l.buf);
    l.gbuf = malloc((size_t)n->nt * sizeof *l.gbuf);
    l.recompute = malloc((size_t)n->nt * sizeof *l.recompute);
    int rc = -1;
    if (!l.fwd_last || !l.bwd_last || !l.buf || !l.gbuf || !l.recompute) {
        snprintf(g->err->msg, sizeof g->err->msg, "out of memory");
        g->failed = true;
        goto out;
    }
    plan_lifetimes(n, &l);
    for (int t = 0; t < n->nt; t++)
        if (n->t[t].producer < 0) { /* the input batch: written by the host */
            l.buf[t] = gen_alloc(g, n->t[t].bytes, TRACE_TAG_INPUT, TRACE_FLAG_HOST_INIT);
            gen_host(g, l.buf[t], TRACE_WRITE, 0, n->t[t].bytes);
        }
    forward(g, n, p, &l);
    backward(g, n, p, &l);
    optimizer_step(g, opt, n->elem, p);
    for (int t = 0; t < n->nt; t++) /* the loss, inputs nobody saved */
        release(g, &l.buf[t]);
    gen_sync(g, TRACE_SYNC_DEVICE);
    gen_iter(g, n->batch);
    rc = g->failed ? -1 : 0;
out:
    free(l.fwd_last);
    free(l.bwd_last);
    free(l.buf);
    free(l.gbuf);
    free(l.recompute);
    return rc;
}

/* ---- the loop ------------------------------------------------------------------ */

static int alloc_params(struct gen *g, const struct gen_dl_net *n, struct dl_params *p)
{
    p->n = n->nparams;
    p->elems = calloc((size_t)p->n + 1, sizeof *p->elems);
    p->weight = calloc((size_t)p->n + 1, sizeof *p->weight);
    p->grad = calloc((size_t)p->n + 1, sizeof *p->grad);
    p->state = calloc((size_t)p->n + 1, sizeof *p->state);
    if (!p->elems || !p->weight || !p->grad || !p->state) {
        snprintf(g->err->msg, sizeof g->err->msg, "out of memory");
        g->failed = true;
        return -1;
    }
    for (int i = 0; i < p->n; i++) {
        p->elems[i] = n->params[i];
        p->grad[i] = p->state[i] = NONE;
        p->weight[i] = gen_alloc(g, p->elems[i] * n->elem, TRACE_TAG_WEIGHT, TRACE_FLAG_HOST_INIT);
        gen_host(g, p->weight[i], TRACE_WRITE, 0, p->elems[i] * n->elem);
    }
    return 0;
}

static void free_params(struct gen *g, struct dl_params *p)
{
    for (int i = 0; p->weight && i < p->n; i++) {
        release(g, &p->weight[i]);
        release(g, &p->state[i]);
    }
    free(p->elems);
    free(p->weight);
    free(p->grad);
    free(p->state);
}

static const struct dl_model *model_named(const char *name)
{
    for (size_t i = 0; i < sizeof dl_models / sizeof *dl_models; i++)
        if (name && strcmp(name, dl_models[i].name) == 0)
            return &dl_models[i];
    return NULL;
}

static const struct dl_optimizer *optimizer_named(const char *name)
{
    for (size_t i = 0; i < sizeof dl_optimizers / sizeof *dl_optimizers; i++)
        if (strcmp(name, dl_optimizers[i].name) == 0)
            return &dl_optimizers[i];
    return NULL;
}

/* An option the model does not take is an error, not silently ignored. */
static int check_model_options(struct gen *g, const struct dl_model *m,
                               const struct gen_params *prm)
{
    const struct {
        const char *option;
        bool given;
        unsigned kind;
    } used[] = {
        {"--depth", prm->depth != 0, P_DEPTH},       {"--seq", prm->seq != 0, P_SEQ},
        {"--seq-min", prm->seq_min != 0, P_SEQ_RANGE}, {"--seq-max", prm->seq_max != 0, P_SEQ_RANGE},
        {"--layers", prm->layers != 0, P_SHAPE},     {"--d-model", prm->d_model != 0, P_SHAPE},
        {"--vocab", prm->vocab != 0, P_SHAPE},       {"--heads", prm->heads != 0, P_ATTN},
        {"--ffn", prm->ffn != 0, P_ATTN},            {"--volume", prm->volume[0] != 0, P_VOLUME},
        {"--checkpoint", prm->checkpoint, P_CKPT},   {"--optimizer", prm->optimizer != NULL, P_TRAIN},
        {"--iters", prm->iters != 0, P_TRAIN},       {"--requests", prm->requests != 0, P_INFER},
        {"--max-new", prm->max_new != 0, P_INFER},   {"--kv-cache", prm->kv_cache != NULL, P_INFER},
        {"--kv-block", prm->kv_block != 0, P_INFER},
    };
    for (size_t i = 0; i < sizeof used / sizeof *used; i++)
        if (used[i].given && !(m->options & used[i].kind))
            return gen_bad_param(g, used[i].option, "not an option of model %s", m->name);
    return 0;
}

/* Bounds that keep every byte count far from uint64 overflow (the largest
 * tensor, batch x heads x seq^2 x 4, stays under 2^60). */
static int check_limits(struct gen *g, const struct gen_params *prm)
{
    const struct {
        const char *option;
        uint64_t value, max;
    } limits[] = {
        {"--batch", prm->batch, 65536},     {"--depth", prm->depth, 10001},
        {"--seq", prm->seq, 65536},         {"--seq-min", prm->seq_min, 65536},
        {"--seq-max", prm->seq_max, 65536}, {"--layers", prm->layers, 1024},
        {"--d-model", prm->d_model, 16384}, {"--heads", prm->heads, 1024},
        {"--ffn", prm->ffn, 65536},         {"--vocab", prm->vocab, 16777216},
        {"--volume", prm->volume[0], 1024}, {"--volume", prm->volume[1], 1024},
        {"--volume", prm->volume[2], 1024}, {"--iters", prm->iters, 100000},
        {"--requests", prm->requests, 65536}, {"--max-new", prm->max_new, 65536},
        {"--kv-block", prm->kv_block, 65536},
    };
    for (size_t i = 0; i < sizeof limits / sizeof *limits; i++)
        if (limits[i].value > limits[i].max)
            return gen_bad_param(g, limits[i].option, "%llu is above the limit %llu",
                                 (unsigned long long)limits[i].value,
                                 (unsigned long long)limits[i].max);
    return 0;
}

/* Sequence lengths: fixed with --seq; the transformer draws one per
 * iteration, uniformly in [--seq-min, --seq-max]. */
struct seq_range {
    uint64_t min, max;
};

static int sequence_range(struct gen *g, const struct dl_model *m, const struct gen_params *prm,
                          struct seq_range *seq)
{
    *seq = (struct seq_range){prm->seq, prm->seq};
    if (prm->seq && (prm->seq_min || prm->seq_max))
        return gen_bad_param(g, prm->seq_min ? "--seq-min" : "--seq-max",
                             "conflicts with --seq (a fixed length)");
    if (strcmp(m->name, "transformer") == 0 && !prm->seq) {
        seq->min = prm->seq_min ? prm->seq_min : 32;
        seq->max = prm->seq_max ? prm->seq_max : 512;
        if (seq->min > seq->max)
            return gen_bad_param(g, "--seq-min", "%llu is above --seq-max %llu",
                                 (unsigned long long)seq->min, (unsigned long long)seq->max);
    }
    return 0;
}

/* Build one iteration's net into n; returns 0, or -1 with g->err. */
static int build_net(struct gen *g, const struct dl_model *m, const struct gen_dl_config *c,
                     struct gen_dl_net *n)
{
    *n = (struct gen_dl_net){.batch = c->batch, .elem = c->elem, .segment = -1};
    int rc = m->build(n, c, g);
    if (rc == 0 && n->nomem) {
        snprintf(g->err->msg, sizeof g->err->msg, "out of memory");
        g->failed = true;
        rc = -1;
    }
    assert(rc != 0 || net_is_valid(n));
    return rc;
}

/* The training loop: each iteration builds the net (at a sequence length
 * drawn from seq), the first allocates the parameters, and every one plays
 * forward, backward and the optimizer step. */
static int train(struct gen *g, const struct dl_model *m, const struct dl_optimizer *opt,
                 struct gen_dl_config *c, uint64_t iters, struct seq_range seq)
{
    struct dl_params p = {0};
    int rc = 0;
    for (uint64_t it = 0; it < iters && rc == 0; it++) {
        c->seq = seq.min == seq.max ? seq.min
                                    : seq.min + gsl_rng_uniform_int(g->rng, seq.max - seq.min + 1);
        struct gen_dl_net n;
        rc = build_net(g, m, c, &n);
        if (rc == 0 && it == 0)
            rc = alloc_params(g, &n, &p);
        if (rc == 0 && n.nparams != p.n) {
            snprintf(g->err->msg, sizeof g->err->msg,
                     "internal error: model %s changed its parameters", m->name);
            g->failed = true;
            rc = -1;
        }
        if (rc == 0)
            rc = iteration(g, &n, opt, &p);
        net_free(&n);
    }
    free_params(g, &p);
    return rc == 0 && !g->failed ? 0 : -1;
}

/* Inference: the net's weights at the context length --seq, then the
 * requests (gen_dl_infer.c). */
static int infer(struct gen *g, const struct dl_model *m, struct gen_dl_config *c,
                 const struct gen_params *prm)
{
    struct gen_dl_net n;
    c->seq = prm->seq ? prm->seq : 1024;
    int rc = build_net(g, m, c, &n);
    if (rc == 0)
        rc = gen_dl_infer(g, &n, c, prm);
    net_free(&n);
    return rc;
}

int gen_dl(struct gen *g, const struct gen_params *prm)
{
    const struct dl_model *m = model_named(prm->model);
    if (!m)
        return gen_bad_param(g, "--model", prm->model ? "unknown model '%s'" : "%s is required",
                             prm->model ? prm->model : "a model");
    if (check_model_options(g, m, prm) != 0 || check_limits(g, prm) != 0)
        return -1;
    struct gen_dl_config c = {
        .model = m->name, .depth = prm->depth, .layers = prm->layers, .d_model = prm->d_model,
        .heads = prm->heads, .ffn = prm->ffn, .vocab = prm->vocab,
        .elem = prm->dtype_bytes ? prm->dtype_bytes : 4, .checkpoint = prm->checkpoint,
    };
    memcpy(c.volume, prm->volume, sizeof c.volume);
    c.batch = prm->batch ? prm->batch : c.elem == 2 ? m->batch_fp16 : m->batch_fp32;
    const char *optname = prm->optimizer ? prm->optimizer : m->optimizer;
    const struct dl_optimizer *opt = optimizer_named(optname);
    if (!opt)
        return gen_bad_param(g, "--optimizer", "unknown optimizer '%s' (sgd, adam)", optname);
    g->flops = prm->gpu_flops > 0 ? prm->gpu_flops
               : c.elem == 2     ? GEN_FLOPS_FP16_DEFAULT
                                 : GEN_FLOPS_FP32_DEFAULT;
    g->tensor = c.elem == 2;
    g->bw = prm->gpu_bw > 0 ? prm->gpu_bw : GEN_GPU_BW_DEFAULT;
    g->host_bw = prm->host_bw > 0 ? prm->host_bw : GEN_HOST_BW_DEFAULT;
    if (m->options & P_INFER)
        return infer(g, m, &c, prm);
    struct seq_range seq;
    if (sequence_range(g, m, prm, &seq) != 0)
        return -1;
    return train(g, m, opt, &c, prm->iters ? prm->iters : 2, seq);
}
