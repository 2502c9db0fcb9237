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
 * sum of by_tag, and of by_stream's values. */
struct breakdown {
    uint64_t requested, buffers;
    uint64_t by_tag[TRACE_TAG_MAX + 1];
    struct u64map by_stream; /* stream -> requested bytes */
};

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
        uint64_t v = 0;
        if (!live[i])
            continue;
        b->requested += bufs[i].size;
        b->buffers++;
        b->by_tag[bufs[i].tag <= TRACE_TAG_MAX ? bufs[i].tag : 0] += bufs[i].size;
        u64map_get(&b->by_stream, stream_of[i], &v);
        if (u64map_put(&b->by_stream, stream_of[i], v + bufs[i].size))
            rc = -2;
    }
    if (rc == -2)
        snprintf(msg, msglen, "%s: --at-peak: out of host memory", trace_path(t));
    trace_cursor_free(&cur);
    free(stream_of);
    free(live);
    return rc < 0 ? 2 : 0;
}

static int cmp_pair(const void *a, const void *b)
{
    const uint64_t *x = a, *y = b;
    return x[0] < y[0] ? -1 : x[0] > y[0];
}

/* by_stream as (stream, bytes) pairs in stream order; NULL when out of
 * host memory (n = 0 gives a valid pointer). */
static uint64_t *streams_sorted(const struct breakdown *b, uint64_t *n)
{
    uint64_t *pairs = malloc((b->by_stream.count + 1) * 2 * sizeof *pairs), pos = 0, key, val;
    *n = 0;
    while (pairs && u64map_next(&b->by_stream, &pos, &key, &val)) {
        pairs[2 * *n] = key;
        pairs[2 * *n + 1] = val;
        (*n)++;
    }
    if (pairs)
        qsort(pairs, *n, 2 * sizeof *pairs, cmp_pair);
    return pairs;
}

static const char *const peak_names[SIM_NPEAKS] = { "reserved", "allocated" };

static void print_json(FILE *out, const struct sim_peak_rows *k, int i,
                       const struct breakdown *b, const uint64_t *st, uint64_t ns)
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
    for (uint64_t j = 0; j < ns; j++)
        fprintf(out, "%s\"%" PRIu64 "\":%" PRIu64, j ? "," : "", st[2 * j], st[2 * j + 1]);
    fprintf(out, "}}");
}

#define MIB(x) ((double)(x) / (1 << 20))

static void print_text(FILE *out, const struct sim_peak_rows *k, int i,
                       const struct breakdown *b, const uint64_t *st, uint64_t ns)
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
    for (uint64_t j = 0; j < ns; j++)
        fprintf(out, " %" PRIu64 ": %.2f MiB", st[2 * j], MIB(st[2 * j + 1]));
    fprintf(out, "\n");
}

int sim_at_peak_print(FILE *out, bool json, struct trace *t, const struct trace_buffer *bufs,
                      uint64_t nbuf, const struct sim_peak_rows *k, const struct host_results *r,
                      char *msg, size_t msglen)
{
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
    for (int i = 0; i < SIM_NPEAKS && rc == 0 && k->row[i] >= 0; i++) {
        struct breakdown b = { 0 };
        u64map_init(&b.by_stream);
        uint64_t ns = 0, *st = NULL;
        rc = live_after(t, bufs, nbuf, (uint64_t)k->row[i], &b, msg, msglen);
        if (rc == 0 && !(st = streams_sorted(&b, &ns))) {
            snprintf(msg, msglen, "%s: --at-peak: out of host memory", trace_path(t));
            rc = 2;
        }
        if (rc == 0)
            (json ? print_json : print_text)(out, k, i, &b, st, ns);
        free(st);
        u64map_free(&b.by_stream);
    }
    if (json)
        fprintf(out, "}}\n");
    return rc;
}
