/* sim_at_peak.c: the live buffers at the peaks of a run, by tag and by
 * stream (sim_at_peak.h). */
#include "sim_at_peak.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "u64map.h"

void sim_peak_rows_init(struct sim_peak_rows *k)
{
    memset(k, 0, sizeof *k);
    k->row[SIM_PEAK_RESERVED] = k->row[SIM_PEAK_ALLOCATED] = -1;
}

static void note(struct sim_peak_rows *k, int i, uint64_t row, uint64_t peak, uint64_t reserved,
                 uint64_t allocated)
{
    if (k->row[i] >= 0 && peak <= k->peak[i])
        return;
    k->row[i] = (int64_t)row;
    k->peak[i] = peak;
    k->reserved[i] = reserved;
    k->allocated[i] = allocated;
}

void sim_peak_rows_after_op(struct sim_peak_rows *k, uint64_t row, uint64_t peak_reserved,
                            uint64_t reserved, uint64_t allocated)
{
    note(k, SIM_PEAK_RESERVED, row, peak_reserved, reserved, allocated);
    note(k, SIM_PEAK_ALLOCATED, row, allocated, reserved, allocated);
}

/* The live buffers after one row, added up. Invariant: requested is the
 * sum of by_tag, of by_stream's values, and of by_frame's values plus
 * no_frame when frame_of is known. */
struct breakdown {
    uint64_t requested, buffers;
    uint64_t by_tag[TRACE_TAG_MAX + 1];
    struct u64map by_stream; /* stream -> requested bytes */
    const uint64_t *frame_of; /* buffer -> innermost frame (UINT64_MAX: none), or NULL */
    struct u64map by_frame;  /* frame -> requested bytes */
    uint64_t no_frame;
};

/* Add bytes to key's value in m; -1 when out of host memory. */
static int add_to(struct u64map *m, uint64_t key, uint64_t bytes)
{
    uint64_t v = 0;
    u64map_get(m, key, &v);
    return u64map_put(m, key, v + bytes);
}

/* The innermost frame of each buffer's stack from /stacks (its first row),
 * malloc'ed; NULL with msg when it cannot be read. */
static uint64_t *load_frame_of(struct trace *t, uint64_t nbuf, char *msg, size_t msglen)
{
    enum { ROWS = 4096 };
    uint64_t n = trace_nstacks(t), *frame_of = malloc((nbuf ? nbuf : 1) * sizeof *frame_of);
    struct trace_stack *st = malloc(ROWS * sizeof *st);
    struct trace_error err;
    int rc = frame_of && st ? 0 : -2;
    for (uint64_t i = 0; rc == 0 && i < nbuf; i++)
        frame_of[i] = UINT64_MAX;
    for (uint64_t first = 0; rc == 0 && first < n; first += ROWS) {
        size_t k = n - first < ROWS ? (size_t)(n - first) : ROWS;
        rc = trace_read_stacks(t, first, k, st, &err);
        for (size_t i = 0; rc == 0 && i < k; i++) /* validated: buffer < nbuf */
            if (frame_of[st[i].buffer] == UINT64_MAX)
                frame_of[st[i].buffer] = st[i].frame;
    }
    if (rc)
        snprintf(msg, msglen, rc == -2 ? "%s: --at-peak: out of host memory" : "%s",
                 rc == -2 ? trace_path(t) : err.msg);
    free(st);
    if (rc)
        free(frame_of);
    return rc ? NULL : frame_of;
}

/* Replay /events rows 0..row for liveness into b. Returns 0 or 2 (msg). */
static int live_after(struct trace *t, const struct trace_buffer *bufs, uint64_t nbuf,
                      uint64_t row, struct breakdown *b, char *msg, size_t msglen)
{
    uint32_t *stream_of = calloc(nbuf ? nbuf : 1, sizeof *stream_of);
    bool *live = calloc(nbuf ? nbuf : 1, sizeof *live);
    struct trace_cursor cur = { 0 };
    struct trace_error err;
    const struct trace_event *e;
    int rc = stream_of && live ? trace_cursor_init(&cur, t, &err) : -2;
    while (rc == 0 && (rc = trace_cursor_next(&cur, &e, &err)) == 1 && cur.next - 1 <= row) {
        rc = 0;
        if (e->obj >= nbuf || (e->op != TRACE_ALLOC && e->op != TRACE_FREE))
            continue;
        live[e->obj] = e->op == TRACE_ALLOC;
        stream_of[e->obj] = e->stream;
    }
    if (rc == -1)
        snprintf(msg, msglen, "%s", err.msg);
    for (uint64_t i = 0; rc >= 0 && i < nbuf; i++) {
        if (!live[i])
            continue;
        b->requested += bufs[i].size;
        b->buffers++;
        b->by_tag[bufs[i].tag <= TRACE_TAG_MAX ? bufs[i].tag : 0] += bufs[i].size;
        if (add_to(&b->by_stream, stream_of[i], bufs[i].size))
            rc = -2;
        if (b->frame_of && b->frame_of[i] == UINT64_MAX)
            b->no_frame += bufs[i].size;
        else if (b->frame_of && add_to(&b->by_frame, b->frame_of[i], bufs[i].size))
            rc = -2;
    }
    if (rc == -2)
        snprintf(msg, msglen, "%s: --at-peak: out of host memory", trace_path(t));
    trace_cursor_free(&cur);
    free(stream_of);
    free(live);
    return rc < 0 ? 2 : 0;
}

static int cmp_key(const void *a, const void *b)
{
    const uint64_t *x = a, *y = b;
    return x[0] < y[0] ? -1 : x[0] > y[0];
}

/* Most bytes first, then the lowest key. */
static int cmp_bytes(const void *a, const void *b)
{
    const uint64_t *x = a, *y = b;
    return x[1] != y[1] ? (x[1] < y[1] ? 1 : -1) : cmp_key(a, b);
}

/* m's entries as (key, value) pairs in cmp's order, malloc'ed; NULL when
 * out of host memory. */
static uint64_t *pairs_sorted(const struct u64map *m, uint64_t *n,
                              int (*cmp)(const void *, const void *))
{
    uint64_t *pairs = malloc((m->count + 1) * 2 * sizeof *pairs), pos = 0, key, val;
    *n = 0;
    while (pairs && u64map_next(m, &pos, &key, &val)) {
        pairs[2 * *n] = key;
        pairs[2 * *n + 1] = val;
        (*n)++;
    }
    if (pairs)
        qsort(pairs, *n, 2 * sizeof *pairs, cmp);
    return pairs;
}

/* What is printed of one breakdown: streams in id order, the top frames
 * with their names. */
struct listing {
    uint64_t *st, ns, *fr, nf;
    struct trace_frame names[SIM_AT_PEAK_FRAMES];
};

static const char *const peak_names[SIM_NPEAKS] = { "reserved", "allocated" };

static void print_json(FILE *out, const struct sim_peak_rows *k, int i,
                       const struct breakdown *b, const struct listing *l)
{
    fprintf(out, "%s\"%s\":{\"row\":%" PRId64 ",\"reserved_bytes\":%" PRIu64
            ",\"allocated_bytes\":%" PRIu64 ",\"requested_bytes\":%" PRIu64 ",\"buffers\":%"
            PRIu64 ",\"rounding_bytes\":%" PRIu64 ",\"cached_bytes\":%" PRIu64 ",\"by_tag\":{",
            i ? "," : "", peak_names[i], k->row[i], k->reserved[i], k->allocated[i],
            b->requested, b->buffers, k->allocated[i] - b->requested,
            k->reserved[i] - k->allocated[i]);
    for (unsigned g = 0; g <= TRACE_TAG_MAX; g++)
        fprintf(out, "%s\"%s\":%" PRIu64, g ? "," : "", trace_tag_name(g), b->by_tag[g]);
    fprintf(out, "},\"by_stream\":{");
    for (uint64_t j = 0; j < l->ns; j++)
        fprintf(out, "%s\"%" PRIu64 "\":%" PRIu64, j ? "," : "", l->st[2 * j], l->st[2 * j + 1]);
    fprintf(out, "}");
    if (b->frame_of) {
        fprintf(out, ",\"no_frame_bytes\":%" PRIu64 ",\"by_frame\":[", b->no_frame);
        for (uint64_t j = 0; j < l->nf; j++) {
            fprintf(out, "%s{\"frame\":%" PRIu64 ",\"name\":", j ? "," : "", l->fr[2 * j]);
            host_json_string(out, l->names[j].name);
            fprintf(out, ",\"bytes\":%" PRIu64 "}", l->fr[2 * j + 1]);
        }
        fprintf(out, "]");
    }
    fprintf(out, "}");
}

#define MIB(x) ((double)(x) / (1 << 20))

static void print_text(FILE *out, const struct sim_peak_rows *k, int i,
                       const struct breakdown *b, const struct listing *l)
{
    fprintf(out, "  at the peak of %s bytes, after /events row %" PRId64 ": reserved %.2f MiB,"
            " allocated %.2f MiB, %" PRIu64 " live buffers requesting %.2f MiB (rounding %.2f"
            " MiB, cached %.2f MiB)\n", peak_names[i], k->row[i], MIB(k->reserved[i]),
            MIB(k->allocated[i]), b->buffers, MIB(b->requested),
            MIB(k->allocated[i] - b->requested), MIB(k->reserved[i] - k->allocated[i]));
    fprintf(out, "    by tag:");
    for (unsigned g = 0; g <= TRACE_TAG_MAX; g++)
        if (b->by_tag[g])
            fprintf(out, " %s %.2f MiB", trace_tag_name(g), MIB(b->by_tag[g]));
    fprintf(out, "\n    by stream:");
    for (uint64_t j = 0; j < l->ns; j++)
        fprintf(out, " %" PRIu64 ": %.2f MiB", l->st[2 * j], MIB(l->st[2 * j + 1]));
    fprintf(out, "\n");
    if (!b->frame_of)
        return;
    fprintf(out, "    by frame (innermost; no stack: %.2f MiB):\n", MIB(b->no_frame));
    for (uint64_t j = 0; j < l->nf; j++)
        fprintf(out, "      %10.2f MiB  %s\n", MIB(l->fr[2 * j + 1]), l->names[j].name);
}

/* b's streams and top frames into l. Returns 0, or 2 with msg. */
static int list_breakdown(struct trace *t, const struct breakdown *b, struct listing *l,
                          char *msg, size_t msglen)
{
    struct trace_error err;
    l->st = pairs_sorted(&b->by_stream, &l->ns, cmp_key);
    l->fr = pairs_sorted(&b->by_frame, &l->nf, cmp_bytes);
    if (!l->st || !l->fr) {
        snprintf(msg, msglen, "%s: --at-peak: out of host memory", trace_path(t));
        return 2;
    }
    if (l->nf > SIM_AT_PEAK_FRAMES)
        l->nf = SIM_AT_PEAK_FRAMES;
    for (uint64_t j = 0; j < l->nf; j++)
        if (trace_read_frames(t, l->fr[2 * j], 1, &l->names[j], &err)) {
            snprintf(msg, msglen, "%s", err.msg);
            return 2;
        }
    return 0;
}

/* The breakdown at peak i, printed. Returns 0, or 2 with msg. */
static int print_peak(FILE *out, bool json, struct trace *t, const struct trace_buffer *bufs,
                      uint64_t nbuf, const struct sim_peak_rows *k, int i,
                      const uint64_t *frame_of, char *msg, size_t msglen)
{
    struct breakdown b = { .frame_of = frame_of };
    struct listing l = { 0 };
    u64map_init(&b.by_stream);
    u64map_init(&b.by_frame);
    int rc = live_after(t, bufs, nbuf, (uint64_t)k->row[i], &b, msg, msglen);
    if (rc == 0)
        rc = list_breakdown(t, &b, &l, msg, msglen);
    if (rc == 0)
        (json ? print_json : print_text)(out, k, i, &b, &l);
    free(l.st);
    free(l.fr);
    u64map_free(&b.by_stream);
    u64map_free(&b.by_frame);
    return rc;
}

int sim_at_peak_print(FILE *out, bool json, struct trace *t, const struct trace_buffer *bufs,
                      uint64_t nbuf, const struct sim_peak_rows *k, const struct host_results *r,
                      char *msg, size_t msglen)
{
    uint64_t *frame_of = NULL;
    if (trace_nstacks(t) && !(frame_of = load_frame_of(t, nbuf, msg, msglen)))
        return 2;
    if (json) {
        fprintf(out, "{\"trace\":");
        host_json_string(out, r->trace);
        fprintf(out, ",\"policy\":");
        host_json_string(out, r->policy);
        fprintf(out, ",\"params\":");
        host_json_string(out, r->params);
        fprintf(out, ",\"at_peak\":{");
    } else {
        fprintf(out, "%s (%s): what is live at the peaks\n", r->policy, r->params);
    }
    int rc = 0;
    for (int i = 0; i < SIM_NPEAKS && rc == 0 && k->row[i] >= 0; i++)
        rc = print_peak(out, json, t, bufs, nbuf, k, i, frame_of, msg, msglen);
    if (json)
        fprintf(out, "}}\n");
    free(frame_of);
    return rc;
}
