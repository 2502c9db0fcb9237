/* gen_dl.h: the network description shared by the dl training-loop driver
 * (gen_dl.c) and the model builders (gen_dl_models.c).
 *
 * A builder describes one training iteration of a network as a list of ops
 * in forward order over tensors, at a given batch size and sequence length.
 * The driver turns it into a trace: forward allocates each op's output and
 * frees tensors nobody needs any more, backward walks the ops in reverse,
 * and an optimizer step follows. What an op's backward reads (its inputs,
 * its output, an auxiliary tensor) decides how long each activation lives,
 * the way autograd's saved tensors do in PyTorch.
 */
#ifndef GEN_DL_H
#define GEN_DL_H

#include "gen.h"

#define GEN_DL_MAX_IN 96 /* inputs of one op (a DenseNet concat has up to 65) */

/* What an op's backward reads besides the gradient of its output. */
#define GEN_DL_SAVE_IN 0x1u  /* its inputs (a convolution, for the weight gradient) */
#define GEN_DL_SAVE_OUT 0x2u /* its output (ReLU, softmax) */

/* A tensor: per-sample shape (c channels or features; d, h, w spatial or
 * sequence extents), element size, and whether it needs a gradient.
 * Invariant: bytes = batch * c * d * h * w * elem, except for an output
 * (the loss), whose shape is for the whole batch: bytes = c * d * h * w * elem. */
struct gen_dl_tensor {
    uint64_t c, d, h, w;
    unsigned elem;
    uint64_t bytes;
    uint8_t tag;    /* TRACE_TAG_ACTIVATION, _INPUT or _OUTPUT */
    bool grad;      /* some parameter lies before it: backward produces its gradient */
    int producer;   /* op index, -1 for a network input */
};

/* An op: one forward and one backward kernel, "<kind>_fwd" and "<kind>_bwd".
 * Invariant: in[] and out are earlier tensors and out is new; aux (or -1) is
 * a second output that only backward reads (a dropout mask, max-pool
 * indices, an LSTM's reserve space); param (or -1) indexes net->params. */
struct gen_dl_op {
    char kind[32];
    int in[GEN_DL_MAX_IN];
    int nin;
    int out, aux, param;
    unsigned save;      /* GEN_DL_SAVE_* */
    double flops;       /* forward FLOPs for the whole batch */
    uint64_t workspace; /* bytes of a scratch buffer around each kernel (0 = none) */
    int segment;        /* activation-checkpoint segment (a layer), or -1 */
};

struct gen_dl_net {
    uint64_t batch;
    unsigned elem; /* bytes per activation and weight element: 2 or 4 */
    struct gen_dl_tensor *t;
    int nt, capt;
    struct gen_dl_op *op;
    int nop, capop;
    uint64_t *params; /* elements of each parameter tensor */
    int nparams, capparams;
    int segment; /* the segment new ops join (-1: none); see gen_dl_op.segment */
    bool nomem;
};

/* Activation checkpointing (torch.utils.checkpoint): forward keeps none of
 * the tensors that a segment produces and only the segment's own backward
 * reads; backward reruns the segment's forward from its inputs just before
 * the segment's first backward kernel, keeps those tensors, and frees them
 * as the segment's backward goes. A segment's output must be consumed
 * outside it by ops whose backward runs first (a layer's output, the next
 * layer's input). */

/* Model parameters resolved from the command line. */
struct gen_dl_config {
    const char *model;
    uint64_t depth, batch, seq, layers, d_model, heads, ffn, vocab;
    uint64_t volume[3];
    unsigned elem;
    bool checkpoint; /* gpt: activation checkpointing, one segment per layer */
};

/* Building blocks (gen_dl.c). */
int gen_dl_tensor(struct gen_dl_net *n, uint64_t c, uint64_t d, uint64_t h, uint64_t w,
                  unsigned elem, unsigned tag);
/* Add an op reading in[0..nin) and writing a new tensor of the given shape;
 * returns the output tensor. params_count > 0 adds a parameter tensor. */
int gen_dl_op(struct gen_dl_net *n, const char *kind, const int *in, int nin, uint64_t c,
              uint64_t d, uint64_t h, uint64_t w, unsigned save, double flops,
              uint64_t params_count);
/* Give the last op an auxiliary output of `bytes` bytes, or a workspace. */
void gen_dl_aux(struct gen_dl_net *n, uint64_t bytes);
void gen_dl_workspace(struct gen_dl_net *n, uint64_t bytes);
uint64_t gen_dl_elems(const struct gen_dl_tensor *t); /* per sample */

/* The builders (gen_dl_models.c). Each appends one iteration's ops to an
 * empty net; returns 0, or -1 with a message in err for a bad parameter
 * ("--depth: ..."). */
typedef int gen_dl_builder(struct gen_dl_net *n, const struct gen_dl_config *c,
                           struct gen *g);
gen_dl_builder gen_dl_resnet, gen_dl_densenet, gen_dl_vnet, gen_dl_lstm, gen_dl_transformer,
    gen_dl_gpt;

/* GPT inference with a KV cache (gen_dl_infer.c): the weights of the net n
 * (built by gen_dl_gpt), then prefill and decode steps of --requests
 * requests. Returns 0, or -1 with g->err. */
int gen_dl_infer(struct gen *g, const struct gen_dl_net *n, const struct gen_dl_config *c,
                 const struct gen_params *prm);

#endif
