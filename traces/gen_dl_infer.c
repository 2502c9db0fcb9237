/* gen_dl_infer.c: `dl --model gpt-infer`, GPT inference with a KV cache.
 *
 * The weights are those of gen_dl_gpt's net (one buffer per parameter
 * tensor, host-written). --requests requests, their prompt lengths drawn in
 * [--seq-min, --seq-max], output lengths in [1, --max-new] and arrival
 * gaps in [0, 8] steps (all from --seed), are served --batch at a time in
 * arrival order (continuous batching). A step is either a prefill step (the
 * requests admitted now, one forward pass over each prompt, each yielding
 * its first token) or a decode step (one pass over the last token of every
 * running request). Each ends with SYNC (the host reads the sampled ids)
 * and ITER whose samples are the tokens produced.
 *
 * The KV cache (tag other: the format has no KV tag) holds, per layer, for
 * each token its key and value vectors side by side ([layer][token][k|v]
 * [d_model]): 2 x layers x d_model x elem bytes a token.
 *  - contiguous: one buffer per request preallocated to prompt + --max-new
 *    tokens (its output length is not known in advance), freed when it
 *    finishes;
 *  - paged (vLLM): blocks of --kv-block tokens for every layer, a block
 *    allocated when a token enters an empty slot and all a request's blocks
 *    freed when it finishes; a block table (int32 per block, host-written
 *    each step, tag input) tells the attention kernels where they are.
 * Activations of a pass are allocated and freed within it (tag activation);
 * residual adds and GELU run in place; attention materializes its scores in
 * a workspace (heads x tokens x context). Kernel times: gen.c's roofline.
 */
#include "gen_dl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NONE UINT64_MAX

struct request {
    uint64_t prompt, out, arrive; /* tokens; step at which it arrives */
    uint64_t len, made;           /* tokens in its KV cache; tokens generated */
    uint64_t kv;                  /* contiguous: its buffer */
    uint64_t *blocks, nblocks;    /* paged: its block buffers */
    bool running;
};

/* Invariant: param k of net n is the token embedding (k = 0), position
 * embedding (1), layer l's ln1, qkv, proj, ln2, fc1, fc2 (2 + 6l + 0..5),
 * the final layer norm (2 + 6 layers): gen_dl_gpt's order. */
struct infer {
    struct gen *g;
    uint64_t *w, *wbytes;                        /* weight buffers and sizes */
    uint64_t layers, d, heads, ffn, vocab, e;    /* e: bytes per element */
    uint64_t block;                              /* paged: tokens a block; contiguous: 0 */
    uint64_t max_new, table, table_bytes;        /* this step's block table (or NONE) */
    struct request *r;
    uint64_t nr;
};

/* ---- the KV cache ------------------------------------------------------------ */

static uint64_t token_bytes(const struct infer *in)
{
    return 2 * in->d * in->e; /* key and value, one layer */
}

/* Make room for `tokens` more tokens of request q. */
static void kv_grow(struct infer *in, struct request *q, uint64_t tokens)
{
    uint64_t len = q->len + tokens;
    if (!in->block) {
        if (q->kv == NONE)
            q->kv = gen_alloc(in->g, in->layers * (q->prompt + in->max_new) * token_bytes(in),
                              TRACE_TAG_OTHER, 0);
    } else {
        for (uint64_t b = q->nblocks; b * in->block < len; b++)
            q->blocks[q->nblocks++] =
                gen_alloc(in->g, in->layers * in->block * token_bytes(in), TRACE_TAG_OTHER, 0);
    }
    q->len = len;
}

static void kv_free(struct infer *in, struct request *q)
{
    if (q->kv != NONE)
        gen_free(in->g, q->kv);
    for (uint64_t b = 0; b < q->nblocks; b++)
        gen_free(in->g, q->blocks[b]);
    q->kv = NONE;
    q->nblocks = 0;
}

/* Access rows for tokens [a, b) of request q in layer l. */
static void kv_access(struct infer *in, const struct request *q, uint64_t l, uint64_t a,
                      uint64_t b, unsigned mode)
{
    uint64_t tb = token_bytes(in);
    if (!in->block) {
        gen_access(in->g, q->kv, mode, (l * (q->prompt + in->max_new) + a) * tb, (b - a) * tb);
        return;
    }
    for (uint64_t k = a / in->block; k * in->block < b; k++) {
        uint64_t lo = k * in->block > a ? k * in->block : a;
        uint64_t hi = (k + 1) * in->block < b ? (k + 1) * in->block : b;
        gen_access(in->g, q->blocks[k], mode,
                   (l * in->block + lo - k * in->block) * tb, (hi - lo) * tb);
    }
}

/* ---- one forward pass ------------------------------------------------------------ */

static uint64_t act(struct infer *in, uint64_t bytes)
{
    return gen_alloc(in->g, bytes, TRACE_TAG_ACTIVATION, 0);
}

/* Kernel `kind`: reads x, weight k, writes y (each whole). */
static void dense(struct infer *in, const char *kind, uint64_t x, uint64_t xb, uint64_t k,
                  uint64_t y, uint64_t yb, double flops)
{
    gen_access(in->g, x, TRACE_READ, 0, xb);
    gen_access(in->g, in->w[k], TRACE_READ, 0, in->wbytes[k]);
    gen_access(in->g, y, TRACE_WRITE, 0, yb);
    gen_launch(in->g, kind, flops);
}

/* In place: y += x (a residual) or y = gelu(y) (x NONE). */
static void inplace(struct infer *in, const char *kind, uint64_t x, uint64_t y, uint64_t bytes)
{
    if (x != NONE)
        gen_access(in->g, x, TRACE_READ, 0, bytes);
    gen_access(in->g, y, TRACE_READWRITE, 0, bytes);
    gen_launch(in->g, kind, (double)(bytes / in->e));
}

/* Attention of layer l for the requests q[0..nq): T query tokens in all
 * (a prefill: one request, its new tokens; a decode: one token each). */
static void attention(struct infer *in, struct request **q, uint64_t nq, uint64_t l, uint64_t T,
                      bool prefill, uint64_t qkv, uint64_t ctx)
{
    uint64_t tb = token_bytes(in), context = 0;
    for (uint64_t i = 0; i < nq; i++) /* write the new tokens' keys and values */
        kv_access(in, q[i], l, q[i]->len - (prefill ? T : 1), q[i]->len, TRACE_WRITE);
    gen_access(in->g, qkv, TRACE_READ, 0, 3 * T * in->d * in->e);
    if (in->table != NONE)
        gen_access(in->g, in->table, TRACE_READ, 0, in->table_bytes);
    gen_launch(in->g, in->block ? "reshape_and_cache" : "kv_cache_append", (double)(T * tb / in->e));
    for (uint64_t i = 0; i < nq; i++) {
        kv_access(in, q[i], l, 0, q[i]->len, TRACE_READ);
        context += q[i]->len * (prefill ? T : 1);
    }
    uint64_t ws = gen_alloc(in->g, in->heads * context * in->e, TRACE_TAG_WORKSPACE, 0);
    gen_access(in->g, qkv, TRACE_READ, 0, 3 * T * in->d * in->e);
    if (in->table != NONE)
        gen_access(in->g, in->table, TRACE_READ, 0, in->table_bytes);
    gen_access(in->g, ws, TRACE_READWRITE, 0, in->heads * context * in->e);
    gen_access(in->g, ctx, TRACE_WRITE, 0, T * in->d * in->e);
    const char *name = prefill ? "causal_attention_prefill"
                       : in->block ? "paged_attention_decode" : "attention_decode";
    gen_launch(in->g, name, 4.0 * (double)(context * in->d));
    gen_free(in->g, ws);
}

/* One block of layer l over T tokens whose hidden states are x. */
static void layer(struct infer *in, struct request **q, uint64_t nq, uint64_t l, uint64_t T,
                  bool prefill, uint64_t x)
{
    uint64_t d = in->d, e = in->e, k = 2 + 6 * l, xb = T * d * e;
    double mm = 2.0 * (double)(T * d);
    uint64_t h = act(in, xb), qkv = act(in, 3 * xb);
    dense(in, "layernorm_fwd", x, xb, k, h, xb, 8.0 * (double)(T * d));
    dense(in, "qkv_proj_fwd", h, xb, k + 1, qkv, 3 * xb, mm * (double)(3 * d));
    gen_free(in->g, h);
    uint64_t ctx = act(in, xb);
    attention(in, q, nq, l, T, prefill, qkv, ctx);
    gen_free(in->g, qkv);
    uint64_t o = act(in, xb);
    dense(in, "out_proj_fwd", ctx, xb, k + 2, o, xb, mm * (double)d);
    gen_free(in->g, ctx);
    inplace(in, "add_fwd", o, x, xb);
    gen_free(in->g, o);
    h = act(in, xb);
    dense(in, "layernorm_fwd", x, xb, k + 3, h, xb, 8.0 * (double)(T * d));
    uint64_t f = act(in, T * in->ffn * e);
    dense(in, "fc1_fwd", h, xb, k + 4, f, T * in->ffn * e, mm * (double)in->ffn);
    gen_free(in->g, h);
    inplace(in, "gelu_fwd", NONE, f, T * in->ffn * e);
    o = act(in, xb);
    dense(in, "fc2_fwd", f, T * in->ffn * e, k + 5, o, xb, mm * (double)in->ffn);
    gen_free(in->g, f);
    inplace(in, "add_fwd", o, x, xb);
    gen_free(in->g, o);
}

/* A forward pass: embed T tokens, the layers, then the head on the last
 * token of each request, sampling (the ids go back to the host). */
static void pass(struct infer *in, struct request **q, uint64_t nq, uint64_t T, bool prefill)
{
    struct gen *g = in->g;
    uint64_t d = in->d, e = in->e;
    uint64_t ids = gen_alloc(g, T * 8, TRACE_TAG_INPUT, TRACE_FLAG_HOST_INIT);
    gen_host(g, ids, TRACE_WRITE, 0, T * 8);
    uint64_t x = act(in, T * d * e);
    gen_access(g, ids, TRACE_READ, 0, T * 8);
    gen_access(g, in->w[0], TRACE_READ, 0, T * d * e < in->wbytes[0] ? T * d * e : in->wbytes[0]);
    gen_access(g, in->w[1], TRACE_READ, 0, T * d * e < in->wbytes[1] ? T * d * e : in->wbytes[1]);
    gen_access(g, x, TRACE_WRITE, 0, T * d * e);
    gen_launch(g, "embedding_fwd", (double)(T * d));
    gen_free(g, ids);
    for (uint64_t l = 0; l < in->layers; l++)
        layer(in, q, nq, l, T, prefill, x);
    uint64_t y = act(in, nq * d * e), logits = act(in, nq * in->vocab * e);
    dense(in, "layernorm_fwd", x, nq * d * e, 2 + 6 * in->layers, y, nq * d * e,
          8.0 * (double)(nq * d));
    gen_free(g, x);
    dense(in, "lm_head_fwd", y, nq * d * e, 0, logits, nq * in->vocab * e,
          2.0 * (double)(nq * d * in->vocab));
    gen_free(g, y);
    uint64_t next = gen_alloc(g, nq * 8, TRACE_TAG_OUTPUT, 0);
    gen_access(g, logits, TRACE_READ, 0, nq * in->vocab * e);
    gen_access(g, next, TRACE_WRITE, 0, nq * 8);
    gen_launch(g, "sample_fwd", (double)(nq * in->vocab));
    gen_free(g, logits);
    gen_sync(g, TRACE_SYNC_DEVICE);
    gen_host(g, next, TRACE_READ, 0, nq * 8);
    gen_free(g, next);
}

/* ---- serving ------------------------------------------------------------------------ */

/* One step over requests q[0..nq): room in the KV cache, the block table,
 * the pass(es), ITER with the tokens made; finished requests free their
 * cache. */
static void step(struct infer *in, struct request **q, uint64_t nq, bool prefill)
{
    struct gen *g = in->g;
    uint64_t blocks = 0;
    for (uint64_t i = 0; i < nq; i++) {
        kv_grow(in, q[i], prefill ? q[i]->prompt : 1);
        blocks += q[i]->nblocks;
    }
    in->table = NONE;
    if (in->block) {
        in->table_bytes = 4 * blocks;
        in->table = gen_alloc(g, in->table_bytes, TRACE_TAG_INPUT, TRACE_FLAG_HOST_INIT);
        gen_host(g, in->table, TRACE_WRITE, 0, in->table_bytes);
    }
    if (prefill)
        for (uint64_t i = 0; i < nq; i++)
            pass(in, &q[i], 1, q[i]->prompt, true);
    else
        pass(in, q, nq, nq, false);
    if (in->table != NONE)
        gen_free(g, in->table);
    for (uint64_t i = 0; i < nq; i++)
        if (++q[i]->made == q[i]->out) {
            kv_free(in, q[i]);
            q[i]->running = false;
        }
    gen_iter(g, nq);
}

/* Continuous batching: admit arrived requests while fewer than `batch`
 * run (a prefill step), else decode every running request; when none runs
 * and none has arrived, time skips to the next arrival. */
static void serve(struct infer *in, uint64_t batch)
{
    struct request **q = malloc((size_t)(in->nr + 1) * sizeof *q);
    if (!q) {
        snprintf(in->g->err->msg, sizeof in->g->err->msg, "out of memory");
        in->g->failed = true;
        return;
    }
    uint64_t next = 0, running = 0, now = 0;
    while ((next < in->nr || running > 0) && !in->g->failed) {
        uint64_t nq = 0;
        if (running == 0 && in->r[next].arrive > now)
            now = in->r[next].arrive;
        while (next < in->nr && running + nq < batch && in->r[next].arrive <= now) {
            in->r[next].running = true;
            q[nq++] = &in->r[next++];
        }
        bool prefill = nq > 0;
        if (!prefill)
            for (uint64_t i = 0; i < next; i++)
                if (in->r[i].running)
                    q[nq++] = &in->r[i];
        step(in, q, nq, prefill);
        running = 0;
        for (uint64_t i = 0; i < next; i++)
            running += in->r[i].running;
        now++;
    }
    free(q);
}

/* Draw the requests: prompt, output length, arrival gap, in that order. */
static int draw_requests(struct infer *in, const struct gen_params *prm, uint64_t nr,
                         uint64_t seq)
{
    uint64_t lo = prm->seq_min ? prm->seq_min : 32, hi = prm->seq_max ? prm->seq_max : 512;
    if (lo > hi)
        return gen_bad_param(in->g, "--seq-min", "%llu is above --seq-max %llu",
                             (unsigned long long)lo, (unsigned long long)hi);
    if (hi + in->max_new > seq)
        return gen_bad_param(in->g, "--seq-max",
                             "%llu prompt + %llu --max-new tokens exceed the context --seq %llu",
                             (unsigned long long)hi, (unsigned long long)in->max_new,
                             (unsigned long long)seq);
    in->r = calloc((size_t)nr, sizeof *in->r);
    uint64_t maxblocks = in->block ? (seq + in->block - 1) / in->block : 0;
    for (uint64_t i = 0; in->r && i < nr; i++) {
        struct request *q = &in->r[i];
        q->blocks = calloc((size_t)maxblocks + 1, sizeof *q->blocks);
        if (!q->blocks)
            break;
        q->prompt = lo + gsl_rng_uniform_int(in->g->rng, hi - lo + 1);
        q->out = 1 + gsl_rng_uniform_int(in->g->rng, in->max_new);
        q->arrive = (i ? in->r[i - 1].arrive : 0) + gsl_rng_uniform_int(in->g->rng, 9);
        q->kv = NONE;
        in->nr = i + 1;
    }
    if (in->nr < nr) {
        snprintf(in->g->err->msg, sizeof in->g->err->msg, "out of memory");
        in->g->failed = true;
        return -1;
    }
    return 0;
}

/* The model's shape, read off gen_dl_gpt's net. */
static void shape_of(struct infer *in, const struct gen_dl_net *n)
{
    for (int i = 0; i < n->nop; i++) {
        const struct gen_dl_op *o = &n->op[i];
        uint64_t c = n->t[o->out].c;
        if (strcmp(o->kind, "embedding") == 0)
            in->d = c;
        else if (strcmp(o->kind, "causal_scores") == 0)
            in->heads = c, in->layers++;
        else if (strcmp(o->kind, "fc1") == 0)
            in->ffn = c;
        else if (strcmp(o->kind, "lm_head") == 0)
            in->vocab = c;
    }
}

int gen_dl_infer(struct gen *g, const struct gen_dl_net *n, const struct gen_dl_config *c,
                 const struct gen_params *prm)
{
    struct infer in = {.g = g, .e = n->elem, .max_new = prm->max_new ? prm->max_new : 256};
    bool paged = !prm->kv_cache || strcmp(prm->kv_cache, "paged") == 0;
    in.block = paged ? (prm->kv_block ? prm->kv_block : 16) : 0;
    if (!paged && prm->kv_block)
        return gen_bad_param(g, "--kv-block", "needs --kv-cache paged");
    shape_of(&in, n);
    if ((uint64_t)n->nparams != 3 + 6 * in.layers) {
        snprintf(g->err->msg, sizeof g->err->msg, "internal error: not gen_dl_gpt's parameters");
        g->failed = true;
        return -1;
    }
    int rc = draw_requests(&in, prm, prm->requests ? prm->requests : 2 * c->batch, c->seq);
    in.w = calloc((size_t)n->nparams + 1, sizeof *in.w);
    in.wbytes = calloc((size_t)n->nparams + 1, sizeof *in.wbytes);
    if (rc == 0 && (!in.w || !in.wbytes)) {
        snprintf(g->err->msg, sizeof g->err->msg, "out of memory");
        g->failed = true;
        rc = -1;
    }
    for (int k = 0; rc == 0 && k < n->nparams; k++) {
        in.wbytes[k] = n->params[k] * n->elem;
        in.w[k] = gen_alloc(g, in.wbytes[k], TRACE_TAG_WEIGHT, TRACE_FLAG_HOST_INIT);
        gen_host(g, in.w[k], TRACE_WRITE, 0, in.wbytes[k]);
    }
    if (rc == 0) {
        serve(&in, c->batch);
        for (int k = 0; k < n->nparams; k++)
            gen_free(g, in.w[k]);
    }
    for (uint64_t i = 0; i < in.nr; i++)
        free(in.r[i].blocks);
    free(in.r);
    free(in.w);
    free(in.wbytes);
    return rc == 0 && !g->failed ? 0 : -1;
}
