/* tracegen.c: the workload generator program.
 *
 *   tracegen KIND [options] -o FILE
 *
 * KIND is dl (a deep network's training loop), etl (a dataframe pipeline)
 * or micro (validation access patterns). One option table lists every
 * option with the kinds it applies to and its help line; it drives
 * getopt_long, the --help text and the check that an option belongs to the
 * chosen kind. The output is a function of the options and --seed alone:
 * the same command writes a byte-identical file (the `source` attribute
 * records the command without its output path).
 */
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"

#ifndef GMS_VERSION
#define GMS_VERSION "unknown"
#endif

enum { K_DL = 1, K_ETL = 2, K_MICRO = 4, K_ALL = 7 };

static const struct kind {
    const char *name;
    unsigned bit;
    int (*generate)(struct gen *, const struct gen_params *);
    const char *about;
} kinds[] = {
    {"dl", K_DL, gen_dl, "training loop of a deep network, layer by layer"},
    {"etl", K_ETL, gen_etl, "dataframe pipeline shaped like the RAPIDS mortgage ETL"},
    {"micro", K_MICRO, gen_micro, "access patterns over one host-initialized buffer"},
};

enum opt_id {
    O_HELP = 'h', O_OUTPUT = 'o', O_VERSION = 'V',
    O_SEED = 256, O_ITERS, O_MODEL, O_DEPTH, O_BATCH, O_DTYPE, O_FP16, O_FP32, O_SEQ,
    O_SEQ_MIN, O_SEQ_MAX, O_LAYERS, O_D_MODEL, O_HEADS, O_FFN, O_VOCAB, O_VOLUME, O_OPTIMIZER,
    O_GPU_FLOPS, O_GPU_BW, O_HOST_BW, O_PARTITIONS, O_ROWS, O_COLUMNS, O_PATTERN, O_SIZE,
    O_STRIDE, O_PIECE, O_FRACTION, O_SWEEPS, O_PREFETCH, O_PREFETCH_BACK, O_PREFETCH_CHUNK, O_ORDER,
    O_CHECKPOINT, O_REQUESTS, O_MAX_NEW, O_KV_CACHE, O_KV_BLOCK,
};

static const struct opt {
    const char *name;
    int has_arg;
    int id;
    unsigned kinds;
    const char *arg, *help;
} opts[] = {
    {"output", required_argument, O_OUTPUT, K_ALL, "FILE", "the trace to write (required)"},
    {"seed", required_argument, O_SEED, K_ALL, "N", "random seed (default 1)"},
    {"iters", required_argument, O_ITERS, K_DL | K_MICRO, "N",
     "iterations (dl: 2; micro: repetitions of the pattern, 1)"},
    {"gpu-flops", required_argument, O_GPU_FLOPS, K_ALL, "X",
     "peak FLOP/s (default V100: 15.7e12 fp32, 125e12 fp16)"},
    {"gpu-bw", required_argument, O_GPU_BW, K_ALL, "X", "GPU memory bytes/s (default 900e9)"},
    {"host-bw", required_argument, O_HOST_BW, K_ALL, "X", "host write bytes/s (default 10e9)"},
    {"model", required_argument, O_MODEL, K_DL, "NAME",
     "resnet, densenet, vnet, lstm, transformer, gpt or gpt-infer (required)"},
    {"depth", required_argument, O_DEPTH, K_DL, "N",
     "resnet: 18, 34, 50, 101, 152 (ImageNet) or 9n+2 (CIFAR pre-activation; default 1001); "
     "densenet: 121, 169, 201, 264 (default)"},
    {"batch", required_argument, O_BATCH, K_DL, "N",
     "batch size (default: the seed talk's V100-32GB batch for the model and dtype)"},
    {"dtype", required_argument, O_DTYPE, K_DL, "T", "fp32 (default) or fp16"},
    {"fp16", no_argument, O_FP16, K_DL, NULL, "same as --dtype fp16"},
    {"fp32", no_argument, O_FP32, K_DL, NULL, "same as --dtype fp32"},
    {"optimizer", required_argument, O_OPTIMIZER, K_DL, "NAME",
     "sgd (momentum; default) or adam (default for transformer)"},
    {"seq", required_argument, O_SEQ, K_DL, "N",
     "lstm: BPTT length (default 1408); transformer: a fixed sequence length; "
     "gpt: sequence (1024); gpt-infer: context, prompt + output (1024)"},
    {"seq-min", required_argument, O_SEQ_MIN, K_DL, "N",
     "transformer: shortest sequence drawn per iteration; gpt-infer: prompt (32)"},
    {"seq-max", required_argument, O_SEQ_MAX, K_DL, "N",
     "transformer: longest sequence drawn per iteration; gpt-infer: prompt (512)"},
    {"layers", required_argument, O_LAYERS, K_DL, "N",
     "transformer encoder layers (6), gpt layers (24) or LSTM layers (2)"},
    {"d-model", required_argument, O_D_MODEL, K_DL, "N",
     "transformer width (512), gpt (1024), LSTM units and embedding (256)"},
    {"heads", required_argument, O_HEADS, K_DL, "N", "transformer (8) or gpt (16) attention heads"},
    {"ffn", required_argument, O_FFN, K_DL, "N", "transformer feed-forward width (4 x d-model)"},
    {"vocab", required_argument, O_VOCAB, K_DL, "N",
     "dictionary size (lstm 33278, transformer 32000, gpt 50304)"},
    {"checkpoint", no_argument, O_CHECKPOINT, K_DL, NULL,
     "gpt: activation checkpointing (keep layer inputs, recompute in backward)"},
    {"requests", required_argument, O_REQUESTS, K_DL, "N",
     "gpt-infer: requests served, --batch at a time (default 2 x batch)"},
    {"max-new", required_argument, O_MAX_NEW, K_DL, "N",
     "gpt-infer: most tokens a request generates, drawn in [1, N] (default 256)"},
    {"kv-cache", required_argument, O_KV_CACHE, K_DL, "L",
     "gpt-infer: paged (default; blocks of --kv-block tokens) or contiguous"},
    {"kv-block", required_argument, O_KV_BLOCK, K_DL, "N",
     "gpt-infer: tokens per paged KV-cache block (default 16)"},
    {"volume", required_argument, O_VOLUME, K_DL, "DxHxW",
     "vnet input volume (default 64x128x128, the V-Net paper's 128x128x64)"},
    {"partitions", required_argument, O_PARTITIONS, K_ETL, "N", "partitions (default 8)"},
    {"rows", required_argument, O_ROWS, K_ETL, "N",
     "rows per partition, +-20% by seed (default 2000000; K/M/G accepted)"},
    {"columns", required_argument, O_COLUMNS, K_ETL, "N",
     "columns of the performance table (default 31)"},
    {"pattern", required_argument, O_PATTERN, K_MICRO, "P",
     "seq (default), seq-write, strided, random, sweep, write-read or pingpong"},
    {"size", required_argument, O_SIZE, K_MICRO, "BYTES", "buffer size (default 64M)"},
    {"stride", required_argument, O_STRIDE, K_MICRO, "BYTES", "strided: stride (default 128K)"},
    {"piece", required_argument, O_PIECE, K_MICRO, "BYTES",
     "bytes touched per stride (strided, default 4K) or block (random, default all)"},
    {"fraction", required_argument, O_FRACTION, K_MICRO, "F",
     "random: fraction of 64 KiB blocks touched, 0 < F <= 1 (default 0.5)"},
    {"order", required_argument, O_ORDER, K_MICRO, "O",
     "random: the chosen blocks in random (default) or address order"},
    {"sweeps", required_argument, O_SWEEPS, K_MICRO, "N",
     "kernels (pingpong: round trips) a repetition (sweep, pingpong: 4; else 1)"},
    {"prefetch", no_argument, O_PREFETCH, K_MICRO, NULL,
     "PREFETCH to the GPU the ranges of each kernel before it"},
    {"prefetch-back", no_argument, O_PREFETCH_BACK, K_MICRO, NULL,
     "PREFETCH to the CPU the ranges of each kernel after it"},
    {"prefetch-chunk", required_argument, O_PREFETCH_CHUNK, K_MICRO, "BYTES",
     "split each PREFETCH into calls of BYTES, a multiple of 4K (default one call a range)"},
    {"help", no_argument, O_HELP, 0, NULL, "print this help and exit"},
    {"version", no_argument, O_VERSION, 0, NULL, "print the version and exit"},
};
#define NOPTS (sizeof opts / sizeof *opts)

static void usage(FILE *f)
{
    fprintf(f, "usage: tracegen KIND [options] -o FILE\n\n"
               "Writes a synthetic gpumemtrace (docs/workloads.md describes each workload).\n\n"
               "kinds:\n");
    for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++)
        fprintf(f, "  %-6s %s\n", kinds[k].name, kinds[k].about);
    static const char *const sections[] = {"common", "dl", "etl", "micro"};
    static const unsigned masks[] = {K_ALL, K_DL, K_ETL, K_MICRO};
    for (int s = 0; s < 4; s++) {
        fprintf(f, "\n%s options:\n", sections[s]);
        for (size_t i = 0; i < NOPTS; i++) {
            unsigned m = opts[i].kinds;
            bool several = m == 0 || (m & (m - 1)) != 0; /* common: not one kind's own */
            if (s == 0 ? !several : m != masks[s])
                continue;
            char left[40];
            snprintf(left, sizeof left, "%s--%s%s%s", opts[i].id == O_OUTPUT ? "-o, " : "",
                     opts[i].name, opts[i].arg ? " " : "", opts[i].arg ? opts[i].arg : "");
            fprintf(f, "  %-22s %s\n", left, opts[i].help);
        }
    }
}

static void die_usage(const char *fmt, const char *a, const char *b)
{
    fprintf(stderr, "tracegen: ");
    fprintf(stderr, fmt, a, b);
    fprintf(stderr, "\n");
    exit(2);
}

/* A positive integer, with an optional binary K/M/G/T suffix when
 * `suffix` (sizes). */
static uint64_t parse_count(const char *opt, const char *s, bool suffix)
{
    errno = 0;
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    unsigned shift = 0;
    if (suffix && end != s && *end) {
        const char *units = "KMGT";
        const char *u = strchr(units, *end >= 'a' ? *end - 32 : *end);
        if (u && *u) {
            shift = 10 * (unsigned)(u - units + 1);
            end++;
            if (*end == 'i' || *end == 'I')
                end++;
            if (*end == 'B' || *end == 'b')
                end++;
        }
    }
    if (errno || end == s || *end || s[0] == '-' || v == 0 || (shift && v > (UINT64_MAX >> shift)))
        die_usage(suffix ? "--%s: '%s' is not a positive size (bytes, K, M, G or T suffix)"
                         : "--%s: '%s' is not a positive integer",
                  opt, s);
    return (uint64_t)v << shift;
}

static double parse_positive(const char *opt, const char *s, double max)
{
    errno = 0;
    char *end;
    double v = strtod(s, &end);
    if (errno || end == s || *end || !(v > 0) || v > max || !isfinite(v))
        die_usage(max == 1 ? "--%s: '%s' is not a number in (0, 1]"
                           : "--%s: '%s' is not a positive number",
                  opt, s);
    return v;
}

static void parse_volume(const char *s, uint64_t out[3])
{
    char buf[64];
    snprintf(buf, sizeof buf, "%s", s);
    char *save = NULL, *tok = strtok_r(buf, "xX", &save);
    for (int i = 0; i < 3; i++, tok = strtok_r(NULL, "xX", &save)) {
        if (!tok)
            die_usage("--%s: '%s' is not DxHxW", "volume", s);
        out[i] = parse_count("volume", tok, false);
    }
    if (tok)
        die_usage("--%s: '%s' is not DxHxW", "volume", s);
}

/* The command line without the output path, for the `source` attribute. */
static void command_line(int argc, char **argv, char *out, size_t cap)
{
    size_t n = (size_t)snprintf(out, cap, "tracegen");
    for (int i = 1; i < argc && n < cap; i++) {
        if (strcmp(argv[i], "-o") == 0 || strcmp(argv[i], "--output") == 0) {
            i++;
            continue;
        }
        if (strncmp(argv[i], "-o", 2) == 0 || strncmp(argv[i], "--output=", 9) == 0)
            continue;
        n += (size_t)snprintf(out + n, cap - n, " %s", argv[i]);
    }
}

/* The option table's entry for a code getopt_long returned. */
static const struct opt *option_of(int id)
{
    for (size_t i = 0; i < NOPTS; i++)
        if (opts[i].id == id)
            return &opts[i];
    return NULL;
}

static uint64_t parse_seed(const char *opt, const char *s)
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno || end == s || *end || s[0] == '-')
        die_usage("--%s: '%s' is not a non-negative integer", opt, s);
    return v;
}

/* Store option o's argument a in p (or *output); --help and --version
 * print and exit here. */
static void set_option(struct gen_params *p, const char **output, const struct opt *o,
                       const char *a)
{
    const char *name = o->name;
    switch (o->id) {
    case O_HELP: usage(stdout); exit(0);
    case O_VERSION: printf("tracegen %s\n", GMS_VERSION); exit(0);
    case O_OUTPUT: *output = a; break;
    case O_SEED: p->seed = parse_seed(name, a); break;
    case O_ITERS: p->iters = parse_count(name, a, false); break;
    case O_MODEL: p->model = a; break;
    case O_DEPTH: p->depth = parse_count(name, a, false); break;
    case O_BATCH: p->batch = parse_count(name, a, false); break;
    case O_DTYPE:
        if (strcmp(a, "fp16") && strcmp(a, "fp32"))
            die_usage("--%s: '%s' is not fp16 or fp32", name, a);
        p->dtype_bytes = strcmp(a, "fp16") == 0 ? 2 : 4;
        break;
    case O_FP16: p->dtype_bytes = 2; break;
    case O_FP32: p->dtype_bytes = 4; break;
    case O_OPTIMIZER: p->optimizer = a; break;
    case O_SEQ: p->seq = parse_count(name, a, false); break;
    case O_SEQ_MIN: p->seq_min = parse_count(name, a, false); break;
    case O_SEQ_MAX: p->seq_max = parse_count(name, a, false); break;
    case O_LAYERS: p->layers = parse_count(name, a, false); break;
    case O_D_MODEL: p->d_model = parse_count(name, a, false); break;
    case O_HEADS: p->heads = parse_count(name, a, false); break;
    case O_FFN: p->ffn = parse_count(name, a, false); break;
    case O_VOCAB: p->vocab = parse_count(name, a, false); break;
    case O_VOLUME: parse_volume(a, p->volume); break;
    case O_CHECKPOINT: p->checkpoint = true; break;
    case O_REQUESTS: p->requests = parse_count(name, a, false); break;
    case O_MAX_NEW: p->max_new = parse_count(name, a, false); break;
    case O_KV_CACHE:
        if (strcmp(a, "paged") && strcmp(a, "contiguous"))
            die_usage("--%s: '%s' is not paged or contiguous", name, a);
        p->kv_cache = a;
        break;
    case O_KV_BLOCK: p->kv_block = parse_count(name, a, false); break;
    case O_GPU_FLOPS: p->gpu_flops = parse_positive(name, a, INFINITY); break;
    case O_GPU_BW: p->gpu_bw = parse_positive(name, a, INFINITY); break;
    case O_HOST_BW: p->host_bw = parse_positive(name, a, INFINITY); break;
    case O_PARTITIONS: p->partitions = parse_count(name, a, false); break;
    case O_ROWS: p->rows = parse_count(name, a, true); break;
    case O_COLUMNS: p->columns = parse_count(name, a, false); break;
    case O_PATTERN: p->pattern = a; break;
    case O_SIZE: p->size = parse_count(name, a, true); break;
    case O_STRIDE: p->stride = parse_count(name, a, true); break;
    case O_PIECE: p->piece = parse_count(name, a, true); break;
    case O_FRACTION: p->fraction = parse_positive(name, a, 1); break;
    case O_SWEEPS: p->sweeps = parse_count(name, a, false); break;
    case O_PREFETCH: p->prefetch = true; break;
    case O_PREFETCH_BACK: p->prefetch_back = true; break;
    case O_PREFETCH_CHUNK: p->prefetch_chunk = parse_count(name, a, true); break;
    case O_ORDER:
        if (strcmp(a, "random") && strcmp(a, "address"))
            die_usage("--%s: '%s' is not random or address", name, a);
        p->order = a;
        break;
    }
}

/* Read every option into p and *output; the options given (up to NOPTS
 * of them) go to given[], and their count is returned. */
static size_t parse_options(int argc, char **argv, struct gen_params *p, const char **output,
                            const struct opt *given[NOPTS])
{
    struct option longopts[NOPTS + 1];
    for (size_t i = 0; i < NOPTS; i++)
        longopts[i] = (struct option){opts[i].name, opts[i].has_arg, NULL, opts[i].id};
    longopts[NOPTS] = (struct option){0};
    size_t ngiven = 0;
    int c;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":o:hV", longopts, NULL)) != -1) {
        if (c == '?' || c == ':')
            die_usage(c == ':' ? "%s: missing argument%s" : "%s: unknown option%s; try --help",
                      argv[optind - 1], "");
        const struct opt *o = option_of(c); /* getopt_long returns only the table's codes */
        if (ngiven < NOPTS)
            given[ngiven++] = o;
        set_option(p, output, o, optarg);
    }
    return ngiven;
}

/* The KIND operand left after the options, checked against the options
 * given. */
static const struct kind *chosen_kind(int argc, char **argv, const struct opt *const *given,
                                      size_t ngiven)
{
    if (optind >= argc)
        die_usage("missing KIND (%s); try --help", "dl, etl or micro", "");
    if (optind + 1 < argc)
        die_usage("unexpected argument '%s'%s", argv[optind + 1], "");
    const struct kind *k = NULL;
    for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++)
        if (strcmp(argv[optind], kinds[i].name) == 0)
            k = &kinds[i];
    if (!k)
        die_usage("unknown kind '%s' (%s)", argv[optind], "dl, etl or micro");
    for (size_t i = 0; i < ngiven; i++)
        if (given[i]->kinds && !(given[i]->kinds & k->bit))
            die_usage("--%s: not an option of kind %s", given[i]->name, k->name);
    return k;
}

/* Run kind k's generator into output. Returns the exit status: 0, or 2 (a
 * bad parameter, an output that cannot be written) with nothing written and
 * an earlier file of that name kept. */
static int write_trace(const struct kind *k, const struct gen_params *p, const char *output,
                       const char *source)
{
    char description[160];
    snprintf(description, sizeof description, "%s: %s", k->name, k->about);
    struct trace_error err = {{0}};
    struct gen g;
    if (gen_open(&g, output, source, description, p->seed, &err) == 0) {
        g.failed |= k->generate(&g, p) != 0;
        if (gen_close(&g) == 0)
            return 0;
    }
    fprintf(stderr, "tracegen: %s\n", err.msg);
    return 2;
}

int main(int argc, char **argv)
{
    trace_output_stdout("tracegen");
    char source[2048]; /* before getopt_long permutes argv */
    command_line(argc, argv, source, sizeof source);
    struct gen_params p = {.seed = 1};
    const char *output = NULL;
    const struct opt *given[NOPTS];
    size_t ngiven = parse_options(argc, argv, &p, &output, given);
    const struct kind *k = chosen_kind(argc, argv, given, ngiven);
    if (!output)
        die_usage("-o FILE is required%s%s", "", "");
    return write_trace(k, &p, output, source);
}
