/* gen_etl.c: the `etl` workload, a dataframe pipeline shaped like the
 * RAPIDS mortgage ETL of the seed talk (rapidsai/notebooks mortgage/E2E.ipynb,
 * process_quarter_gpu).
 *
 * Per partition (one quarter's performance file): the host writes the raw
 * CSV text of the performance and acquisition files into input buffers;
 * parsing makes one column per field; then, as in the notebook,
 * create_ever_features (group-by loan), create_delinq_features (three
 * filters, three group-bys, two joins), create_joined_df, the 12-month loop
 * of create_12_mon_features (a group-by per month, then a concat),
 * combine_joined_12_mon and final_performance_delinquency (joins), the join
 * with the acquisition table, and last_mile_cleaning (categorical codes).
 * Every dataframe primitive allocates its temporaries (masks, scan offsets,
 * sort buffers, hash tables, gather maps) and frees them when done; columns
 * die when the notebook drops them. Each partition's result is kept, and
 * all results are concatenated at the end. Kernels are short and
 * memory-bound, so the cost of cudaMalloc/cudaFree per temporary shows
 * against a pool. Each partition ends with ITER carrying its row count.
 * Sizes vary with the seed: rows per partition (+-20%), filter
 * selectivities, months per loan.
 */
#include "gen.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A column: a buffer of rows * width bytes (strings: 16 bytes a row, about
 * what cuDF's offsets plus characters take for short fields) and, for
 * dataframe columns (not scratch), a separate validity bitmask of one bit a
 * row padded to 64 bytes, as cuDF's columns carry (gdf_column.valid). */
struct col {
    uint64_t buf, mask, rows;
    unsigned width;
};

#define NO_MASK UINT64_MAX

#define MAX_COLS 128 /* at most 40 input columns + 17 joined + 24 acquisition */

struct frame {
    struct col c[MAX_COLS];
    int n;
};

static struct col col_new(struct gen *g, uint64_t rows, unsigned width, unsigned tag)
{
    if (rows == 0)
        rows = 1;
    struct col c = {.buf = gen_alloc(g, rows * width, tag, 0), .mask = NO_MASK, .rows = rows,
                    .width = width};
    if (tag != TRACE_TAG_WORKSPACE)
        c.mask = gen_alloc(g, (rows + 511) / 512 * 64, tag, 0);
    return c;
}

static void col_free(struct gen *g, struct col *c)
{
    gen_free(g, c->buf);
    if (c->mask != NO_MASK)
        gen_free(g, c->mask);
}

static uint64_t col_bytes(const struct col *c)
{
    return c->rows * c->width;
}

static void touch_col(struct gen *g, const struct col *c, unsigned mode)
{
    gen_access(g, c->buf, mode, 0, col_bytes(c));
    if (c->mask != NO_MASK)
        gen_access(g, c->mask, mode, 0, (c->rows + 511) / 512 * 64);
}

static void read_col(struct gen *g, const struct col *c)
{
    touch_col(g, c, TRACE_READ);
}

static void write_col(struct gen *g, const struct col *c)
{
    touch_col(g, c, TRACE_WRITE);
}

static void frame_free(struct gen *g, struct frame *f)
{
    for (int i = 0; i < f->n; i++)
        col_free(g, &f->c[i]);
    f->n = 0;
}

static void frame_add(struct frame *f, struct col c)
{
    assert(f->n < MAX_COLS);
    f->c[f->n++] = c;
}

/* A frame of the first n columns of another (views: no copy, no free). */
static struct frame frame_take(const struct frame *f, int n)
{
    struct frame v = {.n = n < f->n ? n : f->n};
    memcpy(v.c, f->c, (size_t)v.n * sizeof *v.c);
    return v;
}

/* An elementwise kernel over columns into a new column. */
static struct col unary(struct gen *g, const char *kind, const struct col *in, int n,
                        unsigned width)
{
    struct col out = col_new(g, in[0].rows, width, TRACE_TAG_OTHER);
    for (int i = 0; i < n; i++)
        read_col(g, &in[i]);
    write_col(g, &out);
    gen_launch(g, kind, 2.0 * (double)out.rows * n);
    return out;
}

/* Rows of `in` passing a predicate on its column `key`, about a fraction
 * sel of them: a boolean mask, an exclusive scan for output positions,
 * then a scatter of every column. */
static struct frame filter(struct gen *g, const struct frame *in, int key, double sel)
{
    uint64_t rows = in->c[0].rows;
    struct col mask = col_new(g, rows, 1, TRACE_TAG_WORKSPACE);
    read_col(g, &in->c[key]);
    write_col(g, &mask);
    gen_launch(g, "compare", (double)rows);
    struct col scan = col_new(g, rows, 4, TRACE_TAG_WORKSPACE);
    read_col(g, &mask);
    write_col(g, &scan);
    gen_launch(g, "exclusive_scan", (double)rows);
    struct frame out = {0};
    uint64_t kept = (uint64_t)((double)rows * sel);
    for (int i = 0; i < in->n; i++)
        frame_add(&out, col_new(g, kept, in->c[i].width, TRACE_TAG_OTHER));
    read_col(g, &mask);
    read_col(g, &scan);
    for (int i = 0; i < in->n; i++) {
        read_col(g, &in->c[i]);
        write_col(g, &out.c[i]);
    }
    gen_launch(g, "copy_if", (double)rows);
    col_free(g, &scan);
    col_free(g, &mask);
    return out;
}

/* Sort-based group-by (cuDF's groupby of the time): radix-sort the keys
 * with an index permutation (double buffers and CUB temp storage), gather
 * the values in key order, find segment starts, reduce each segment. The
 * result has nkeys + nvals columns of `groups` rows. */
static struct frame groupby(struct gen *g, const struct frame *keys, const struct frame *vals,
                            uint64_t groups)
{
    uint64_t rows = keys->c[0].rows;
    unsigned kw = 0;
    for (int i = 0; i < keys->n; i++)
        kw += keys->c[i].width;
    struct col sorted = col_new(g, rows, kw, TRACE_TAG_WORKSPACE);
    struct col idx = col_new(g, rows, 4, TRACE_TAG_WORKSPACE);
    struct col tmp = col_new(g, rows, kw + 4, TRACE_TAG_WORKSPACE); /* CUB double buffer */
    for (int i = 0; i < keys->n; i++)
        read_col(g, &keys->c[i]);
    gen_access(g, tmp.buf, TRACE_READWRITE, 0, col_bytes(&tmp));
    write_col(g, &sorted);
    write_col(g, &idx);
    gen_launch(g, "radix_sort_pairs", 8.0 * (double)rows);
    col_free(g, &tmp);
    struct col seg = col_new(g, rows, 4, TRACE_TAG_WORKSPACE);
    read_col(g, &sorted);
    write_col(g, &seg);
    gen_launch(g, "segment_starts", (double)rows);
    struct frame out = {0};
    for (int i = 0; i < keys->n; i++)
        frame_add(&out, col_new(g, groups, keys->c[i].width, TRACE_TAG_OTHER));
    for (int i = 0; i < vals->n; i++)
        frame_add(&out, col_new(g, groups, vals->c[i].width, TRACE_TAG_OTHER));
    for (int i = 0; i < vals->n; i++) {
        struct col gathered = col_new(g, rows, vals->c[i].width, TRACE_TAG_WORKSPACE);
        read_col(g, &idx);
        read_col(g, &vals->c[i]);
        write_col(g, &gathered);
        gen_launch(g, "gather", (double)rows);
        read_col(g, &seg);
        read_col(g, &gathered);
        write_col(g, &out.c[keys->n + i]);
        gen_launch(g, "segmented_reduce", (double)rows);
        col_free(g, &gathered);
    }
    read_col(g, &sorted);
    read_col(g, &seg);
    for (int i = 0; i < keys->n; i++)
        write_col(g, &out.c[i]);
    gen_launch(g, "unique_keys", (double)rows);
    col_free(g, &seg);
    col_free(g, &idx);
    col_free(g, &sorted);
    return out;
}

/* Hash join on the first column of each side: build a hash table of the
 * right keys (cuDF's concurrent_unordered_multimap, load factor 0.5, 16-byte
 * slots), probe with the left keys into a pair of gather maps, then gather
 * every left column and every right non-key column. */
static struct frame join(struct gen *g, const struct frame *left, const struct frame *right,
                         uint64_t out_rows)
{
    struct col table = col_new(g, 2 * right->c[0].rows, 16, TRACE_TAG_WORKSPACE);
    read_col(g, &right->c[0]);
    write_col(g, &table);
    gen_launch(g, "hash_build", 4.0 * (double)right->c[0].rows);
    struct col lmap = col_new(g, out_rows, 4, TRACE_TAG_WORKSPACE);
    struct col rmap = col_new(g, out_rows, 4, TRACE_TAG_WORKSPACE);
    read_col(g, &left->c[0]);
    read_col(g, &table);
    write_col(g, &lmap);
    write_col(g, &rmap);
    gen_launch(g, "hash_probe", 4.0 * (double)left->c[0].rows);
    col_free(g, &table);
    struct frame out = {0};
    for (int side = 0; side < 2; side++) {
        const struct frame *f = side ? right : left;
        for (int i = side; i < f->n; i++) {
            struct col c = col_new(g, out_rows, f->c[i].width, TRACE_TAG_OTHER);
            read_col(g, side ? &rmap : &lmap);
            read_col(g, &f->c[i]);
            write_col(g, &c);
            gen_launch(g, "gather", (double)out_rows);
            frame_add(&out, c);
        }
    }
    col_free(g, &rmap);
    col_free(g, &lmap);
    return out;
}

/* The host writes a CSV file's text; the parser finds row starts, then
 * writes one column per field. */
static struct frame load_csv(struct gen *g, uint64_t rows, int columns, unsigned row_bytes)
{
    uint64_t text = rows * row_bytes;
    uint64_t raw = gen_alloc(g, text, TRACE_TAG_INPUT, TRACE_FLAG_HOST_INIT);
    gen_host(g, raw, TRACE_WRITE, 0, text);
    struct col starts = col_new(g, rows, 8, TRACE_TAG_WORKSPACE);
    gen_access(g, raw, TRACE_READ, 0, text);
    write_col(g, &starts);
    gen_launch(g, "csv_find_rows", (double)text);
    struct frame f = {0};
    for (int i = 0; i < columns; i++) {
        /* loan_id and dates are 64-bit, string fields 16, the rest 4 or 8 */
        static const unsigned widths[8] = {8, 8, 16, 4, 8, 4, 4, 8};
        frame_add(&f, col_new(g, rows, widths[i % 8], TRACE_TAG_OTHER));
    }
    gen_access(g, raw, TRACE_READ, 0, text);
    read_col(g, &starts);
    for (int i = 0; i < f.n; i++)
        write_col(g, &f.c[i]);
    gen_launch(g, "csv_parse_fields", 4.0 * (double)text);
    col_free(g, &starts);
    gen_free(g, raw);
    return f;
}

static double uniform(struct gen *g, double lo, double hi)
{
    return lo + (hi - lo) * gsl_rng_uniform(g->rng);
}

/* Concatenate frames of the same columns column by column into a new
 * frame of `tag`, then free them (cudf.concat). */
static struct frame concat_frames(struct gen *g, struct frame *parts, uint64_t n, unsigned tag)
{
    struct frame all = {0};
    for (int c = 0; c < parts[0].n; c++) {
        uint64_t total = 0;
        for (uint64_t i = 0; i < n; i++)
            total += parts[i].c[c].rows;
        struct col out = col_new(g, total, parts[0].c[c].width, tag);
        for (uint64_t i = 0; i < n; i++)
            read_col(g, &parts[i].c[c]);
        write_col(g, &out);
        gen_launch(g, "concat", (double)total);
        frame_add(&all, out);
    }
    for (uint64_t i = 0; i < n; i++)
        frame_free(g, &parts[i]);
    return all;
}

/* create_ever_features: max delinquency per loan, ever_30/90/180. */
static struct frame ever_features(struct gen *g, const struct frame *perf, uint64_t loans)
{
    struct frame k = frame_take(perf, 1);
    struct frame v = {.c = {perf->c[3]}, .n = 1};
    struct frame ever = groupby(g, &k, &v, loans);
    for (int i = 0; i < 3; i++)
        frame_add(&ever, unary(g, "compare_scalar", &ever.c[1], 1, 1));
    return ever;
}

/* create_delinq_features: first month at 30, 90, 180 days late. */
static struct frame delinq_features(struct gen *g, const struct frame *perf)
{
    struct frame delinq = {0};
    struct frame sel = {.c = {perf->c[0], perf->c[1], perf->c[3]}, .n = 3};
    for (int i = 0; i < 3; i++) {
        struct frame late = filter(g, &sel, 2, uniform(g, 0.02, 0.2) / (i + 1));
        struct frame lk = frame_take(&late, 1);
        struct frame lv = {.c = {late.c[1]}, .n = 1};
        struct frame first = groupby(g, &lk, &lv, late.c[0].rows / 6 + 1);
        frame_free(g, &late);
        if (delinq.n == 0) {
            delinq = first;
        } else {
            struct frame merged = join(g, &delinq, &first, delinq.c[0].rows);
            frame_free(g, &delinq);
            frame_free(g, &first);
            delinq = merged;
        }
    }
    return delinq;
}

/* create_joined_df: timestamps, merge with everdf. */
static struct frame joined_df(struct gen *g, const struct frame *perf, const struct frame *everdf,
                              uint64_t rows)
{
    struct frame jsel = {.c = {perf->c[0], perf->c[1], perf->c[3], perf->c[4]}, .n = 4};
    frame_add(&jsel, unary(g, "timestamp_year", &perf->c[1], 1, 2));
    frame_add(&jsel, unary(g, "timestamp_month", &perf->c[1], 1, 1));
    struct frame joined = join(g, &jsel, everdf, rows);
    col_free(g, &jsel.c[4]);
    col_free(g, &jsel.c[5]);
    return joined;
}

/* One month of create_12_mon_features: a group-by of the loans. */
static struct frame month_features(struct gen *g, const struct frame *joined, uint64_t rows)
{
    struct col jm[2];
    jm[0] = unary(g, "josh_months", &joined->c[4], 2, 4);
    jm[1] = unary(g, "josh_mody_n", &jm[0], 1, 4);
    struct frame gk = {.c = {joined->c[0], jm[1]}, .n = 2};
    struct frame gv = {.c = {joined->c[2], joined->c[3]}, .n = 2};
    struct frame month = groupby(g, &gk, &gv, rows / 12 + 1);
    col_free(g, &jm[0]);
    col_free(g, &jm[1]);
    frame_add(&month, unary(g, "delinquency_12", &month.c[2], 1, 1));
    frame_add(&month, unary(g, "upb_12", &month.c[3], 1, 8));
    return month;
}

/* last_mile_cleaning drops a third of the columns (ids, dates,
 * intermediate features) and turns the categorical ones into codes; it
 * takes the columns of `in`. */
static struct frame last_mile_cleaning(struct gen *g, const struct frame *in)
{
    struct frame final = {0};
    for (int i = 0; i < in->n; i++) {
        struct col c = in->c[i];
        if (i % 3 == 1) {
            col_free(g, &c);
            continue;
        }
        if (i % 4 == 2) {
            struct col codes = unary(g, "category_codes", &c, 1, 4);
            col_free(g, &c);
            c = codes;
        }
        frame_add(&final, c);
    }
    return final;
}

/* One quarter: process_quarter_gpu. Returns the partition's result frame. */
static struct frame partition(struct gen *g, uint64_t rows, int columns)
{
    uint64_t loans = (uint64_t)((double)rows / uniform(g, 24, 48)); /* months per loan */
    struct frame acq = load_csv(g, loans, 25, 180);
    struct frame perf = load_csv(g, rows, columns, 160);
    /* perf columns: 0 loan_id, 1 monthly_reporting_period, 2 servicer,
     * 3 current_loan_delinquency_status, 4 current_actual_upb, ... */

    struct frame ever = ever_features(g, &perf, loans);
    struct frame delinq = delinq_features(g, &perf);
    struct frame everdf = join(g, &ever, &delinq, loans); /* join_ever_delinq_features */
    frame_free(g, &ever);
    frame_free(g, &delinq);
    struct frame joined = joined_df(g, &perf, &everdf, rows);
    frame_free(g, &everdf);

    /* create_12_mon_features: a group-by per month, then concat. */
    struct frame months[12];
    for (int y = 0; y < 12; y++)
        months[y] = month_features(g, &joined, rows);
    struct frame testdf = concat_frames(g, months, 12, TRACE_TAG_OTHER);

    /* combine_joined_12_mon, final_performance_delinquency */
    struct frame combined = join(g, &joined, &testdf, rows);
    frame_free(g, &joined);
    frame_free(g, &testdf);
    struct frame perf_final = join(g, &perf, &combined, rows);
    frame_free(g, &perf);
    frame_free(g, &combined);

    /* join_perf_acq_gdfs, then last_mile_cleaning */
    struct frame joined_all = join(g, &perf_final, &acq, rows);
    frame_free(g, &perf_final);
    frame_free(g, &acq);
    return last_mile_cleaning(g, &joined_all);
}

int gen_etl(struct gen *g, const struct gen_params *p)
{
    uint64_t parts = p->partitions ? p->partitions : 8;
    uint64_t rows = p->rows ? p->rows : 2000000;
    uint64_t columns = p->columns ? p->columns : 31;
    if (columns < 5 || columns > 40)
        return gen_bad_param(g, "--columns", "%llu is outside 5..40 (the performance file "
                                             "has 31)", (unsigned long long)columns);
    if (parts > 100000)
        return gen_bad_param(g, "--partitions", "%llu is more than 100000",
                             (unsigned long long)parts);
    if (rows > (uint64_t)1 << 32)
        return gen_bad_param(g, "--rows", "%llu is above the limit 2^32", (unsigned long long)rows);
    if (rows < 100)
        return gen_bad_param(g, "--rows", "%llu is fewer than 100", (unsigned long long)rows);
    g->bw = p->gpu_bw > 0 ? p->gpu_bw : GEN_GPU_BW_DEFAULT;
    g->flops = p->gpu_flops > 0 ? p->gpu_flops : GEN_FLOPS_FP32_DEFAULT;
    g->host_bw = p->host_bw > 0 ? p->host_bw : GEN_HOST_BW_DEFAULT;
    struct frame *results = calloc(parts, sizeof *results);
    if (!results) {
        snprintf(g->err->msg, sizeof g->err->msg, "out of memory");
        g->failed = true;
        return -1;
    }
    for (uint64_t i = 0; i < parts; i++) {
        uint64_t r = (uint64_t)((double)rows * uniform(g, 0.8, 1.2));
        results[i] = partition(g, r, (int)columns);
        gen_sync(g, TRACE_SYNC_DEVICE); /* the notebook's wait() */
        gen_iter(g, r);
    }
    struct frame all = concat_frames(g, results, parts, TRACE_TAG_OUTPUT);
    gen_sync(g, TRACE_SYNC_DEVICE);
    frame_free(g, &all);
    free(results);
    return g->failed ? -1 : 0;
}
