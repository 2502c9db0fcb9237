/* sim_mincap.c: the smallest capacity that completes, by doubling then
 * bisection over multiples of the resolution, and the report of the run
 * one step below (sim_mincap.h). */
#include "sim_mincap.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "u64map.h"

/* ---- the report of a failed ALLOC -------------------------------------------- */

/* What a walk over the allocator's blocks gathers. */
struct pin_walk {
    struct sim_oom_report *o;
    const struct u64map *buf_of; /* live address -> buffer id */
    const struct trace_buffer *bufs;
    struct sim_pin_segment cur;  /* the segment being walked */
    bool in_seg;
};

/* Keep the live buffer b in segment g if it is among its largest. */
static void pin_buffer(struct sim_pin_segment *g, struct sim_pin_buffer b)
{
    int i = g->nbuf < SIM_PIN_BUFFERS ? g->nbuf++ : SIM_PIN_BUFFERS;
    if (i == SIM_PIN_BUFFERS && g->buf[i - 1].bytes >= b.bytes)
        return;
    if (i == SIM_PIN_BUFFERS)
        i--;
    for (; i > 0 && (g->buf[i - 1].bytes < b.bytes ||
                     (g->buf[i - 1].bytes == b.bytes && g->buf[i - 1].buffer > b.buffer)); i--)
        g->buf[i] = g->buf[i - 1];
    g->buf[i] = b;
}

/* Order of segments in the report: most free bytes first, then address. */
static bool seg_before(const struct sim_pin_segment *a, const struct sim_pin_segment *b)
{
    return a->free_bytes > b->free_bytes || (a->free_bytes == b->free_bytes && a->addr < b->addr);
}

/* The segment walked is complete: count it and keep it if it ranks. */
static void pin_segment_end(struct pin_walk *w)
{
    struct sim_oom_report *o = w->o;
    if (!w->in_seg || !w->cur.free_bytes)
        return;
    o->pinned_segments++;
    int i = o->nseg < SIM_PIN_SEGMENTS ? o->nseg++ : SIM_PIN_SEGMENTS;
    if (i == SIM_PIN_SEGMENTS && !seg_before(&w->cur, &o->seg[i - 1]))
        return;
    if (i == SIM_PIN_SEGMENTS)
        i--;
    for (; i > 0 && seg_before(&w->cur, &o->seg[i - 1]); i--)
        o->seg[i] = o->seg[i - 1];
    o->seg[i] = w->cur;
}

static void pin_block(void *arg, const struct policy_block *b)
{
    struct pin_walk *w = arg;
    if (!w->in_seg || b->seg_addr != w->cur.addr) {
        pin_segment_end(w);
        w->cur = (struct sim_pin_segment){ .addr = b->seg_addr, .size = b->seg_size,
                                           .stream = b->seg_stream };
        w->in_seg = true;
    }
    if (!b->live) {
        w->cur.free_bytes += b->size;
        if (b->size > w->cur.largest_free)
            w->cur.largest_free = b->size;
        return;
    }
    uint64_t id = UINT64_MAX;
    u64map_get(w->buf_of, b->start, &id);
    w->cur.live++;
    pin_buffer(&w->cur, (struct sim_pin_buffer){ .buffer = id, .bytes = b->size,
                                                 .tag = id < UINT64_MAX ? w->bufs[id].tag : 0 });
}

int sim_oom_collect(struct sim_oom_report *o, const struct policy_allocator *a,
                    const void *self, const uint64_t *addr, const struct trace_buffer *bufs,
                    uint64_t nbuf)
{
    struct policy_usage u;
    a->usage(self, &u, true);
    o->allocated = u.allocated;
    o->reserved = u.reserved;
    o->free_bytes = u.free_bytes;
    o->largest_free = u.largest_free;
    o->blocks_known = a->blocks != NULL;
    if (!a->blocks)
        return 0;
    struct u64map buf_of;
    u64map_init(&buf_of);
    int rc = 0;
    for (uint64_t i = 0; i < nbuf && rc == 0; i++)
        if (addr[i])
            rc = u64map_put(&buf_of, addr[i], i);
    if (rc == 0) {
        struct pin_walk w = { .o = o, .buf_of = &buf_of, .bufs = bufs };
        a->blocks(self, pin_block, &w);
        pin_segment_end(&w);
    }
    u64map_free(&buf_of);
    return rc ? -1 : 0;
}

/* ---- the search ------------------------------------------------------------------ */

/* What every run of one search shares. */
struct search {
    struct trace *t;
    const struct trace_buffer *bufs;
    uint64_t nbuf;
    const struct policy_allocator *a;
    const uint64_t *values;
    struct sim_config cfg; /* device memory; capacity set per run */
    struct sim_mincap *m;
    char *msg;
    size_t msglen;
};

/* Replay at capacity cap into r (its failure into o): *ok when it
 * completed. Returns 0, or 2 with msg: the trace unreadable, host memory
 * gone, or a failure that is no out-of-memory (a policy bug, saturation). */
static int run_at(struct search *s, uint64_t cap, bool *ok, struct sim_oom_report *o,
                  struct host_results *r)
{
    memset(o, 0, sizeof *o);
    s->cfg.capacity = cap;
    s->cfg.oom = o;
    enum sim_outcome out = sim_replay(s->t, s->bufs, s->nbuf, s->a, s->values, &s->cfg, r,
                                      s->msg, s->msglen);
    host_results_free(r); /* each run's iteration times: a search reports capacities */
    s->m->runs++;
    *ok = out == SIM_OK;
    return out == MODEL_ERROR || (out == SIM_FAILED && !o->failed) ? 2 : 0;
}

/* The smallest k whose k * resolution completes, above k_lo, which fails;
 * *found false when none up to kmax does. Returns 0 or 2. */
static int search_k(struct search *s, uint64_t k_lo, uint64_t kmax, uint64_t *k_ok, bool *found)
{
    struct sim_oom_report o;
    struct host_results r;
    uint64_t res = s->m->resolution, k = k_lo + 1;
    bool ok = false;
    for (;;) { /* doubling: k_lo fails */
        if (run_at(s, k * res, &ok, &o, &r))
            return 2;
        if (ok || k == kmax)
            break;
        k_lo = k;
        k = k > kmax / 2 ? kmax : 2 * k;
    }
    *found = ok;
    while (ok && k - k_lo > 1) { /* bisection: k_lo fails, k completes */
        uint64_t mid = k_lo + (k - k_lo) / 2;
        bool mid_ok;
        if (run_at(s, mid * res, &mid_ok, &o, &r))
            return 2;
        *(mid_ok ? &k : &k_lo) = mid;
    }
    *k_ok = k;
    return 0;
}

int sim_mincap(struct trace *t, const struct trace_buffer *bufs, uint64_t nbuf,
               const struct policy_allocator *a, const uint64_t *values,
               const struct sim_config *cfg, uint64_t resolution, uint64_t peak_requested,
               struct sim_mincap *m, struct host_results *r, char *msg, size_t msglen)
{
    struct search s = { .t = t, .bufs = bufs, .nbuf = nbuf, .a = a, .values = values,
                        .cfg = *cfg, .m = m, .msg = msg, .msglen = msglen };
    s.cfg.upstream = SIM_UPSTREAM_DEVICE;
    s.cfg.timeline = NULL;
    s.cfg.peaks = NULL;
    *m = (struct sim_mincap){ .resolution = resolution, .peak_requested = peak_requested };
    uint64_t kmax = (TRACE_SUM_MAX * 2) / resolution, k = 0;
    uint64_t k_lo = peak_requested ? (peak_requested - 1) / resolution : 0;
    bool ok;
    struct sim_oom_report o;
    if (!peak_requested) { /* nothing is allocated: any GPU will do */
        m->found = true;
        return run_at(&s, 0, &ok, &o, r);
    }
    if (search_k(&s, k_lo, kmax, &k, &m->found))
        return 2;
    if (!m->found) { /* the results of the largest GPU tried */
        m->fail_capacity = kmax * resolution;
        return run_at(&s, m->fail_capacity, &ok, &m->oom, r);
    }
    m->capacity = k * resolution;
    m->fail_capacity = m->capacity - resolution;
    struct host_results scratch;
    if (run_at(&s, m->fail_capacity, &m->fail_completed, &m->oom, &scratch))
        return 2;
    return run_at(&s, m->capacity, &ok, &o, r);
}

/* ---- printing ------------------------------------------------------------------- */

static void json_segment(FILE *out, const struct sim_pin_segment *g)
{
    fprintf(out, "{\"addr\":%" PRIu64 ",\"bytes\":%" PRIu64 ",\"stream\":%" PRIu32
            ",\"free_bytes\":%" PRIu64 ",\"largest_free_bytes\":%" PRIu64 ",\"live_blocks\":%"
            PRIu64 ",\"buffers\":[", g->addr, g->size, g->stream, g->free_bytes,
            g->largest_free, g->live);
    for (int j = 0; j < g->nbuf; j++)
        fprintf(out, "%s{\"buffer\":%" PRIu64 ",\"bytes\":%" PRIu64 ",\"tag\":\"%s\"}",
                j ? "," : "", g->buf[j].buffer, g->buf[j].bytes, trace_tag_name(g->buf[j].tag));
    fprintf(out, "]}");
}

static void json_failure(FILE *out, const struct sim_mincap *m)
{
    const struct sim_oom_report *o = &m->oom;
    fprintf(out, ",\"fail_capacity_bytes\":%" PRIu64, m->fail_capacity);
    if (!o->failed) {
        fprintf(out, ",\"fail\":null");
        return;
    }
    fprintf(out, ",\"fail\":{\"row\":%" PRIu64 ",\"buffer\":%" PRIu64 ",\"bytes\":%" PRIu64
            ",\"stream\":%" PRIu32 ",\"live_bytes\":%" PRIu64 ",\"allocated_bytes\":%" PRIu64
            ",\"reserved_bytes\":%" PRIu64 ",\"free_bytes\":%" PRIu64
            ",\"largest_free_bytes\":%" PRIu64, o->row, o->buffer, o->size, o->stream,
            o->live_bytes, o->allocated, o->reserved, o->free_bytes, o->largest_free);
    if (!o->blocks_known) {
        fprintf(out, ",\"pinned_segments\":null,\"segments\":null}");
        return;
    }
    fprintf(out, ",\"pinned_segments\":%" PRIu64 ",\"segments\":[", o->pinned_segments);
    for (int i = 0; i < o->nseg; i++) {
        fprintf(out, i ? "," : "");
        json_segment(out, &o->seg[i]);
    }
    fprintf(out, "]}");
}

void sim_mincap_json(FILE *out, const struct sim_mincap *m, const struct host_results *r)
{
    fprintf(out, "{\"trace\":");
    host_json_string(out, r->trace);
    fprintf(out, ",\"policy\":");
    host_json_string(out, r->policy);
    fprintf(out, ",\"params\":");
    host_json_string(out, r->params);
    fprintf(out, ",\"memory\":\"device\",\"resolution_bytes\":%" PRIu64
            ",\"peak_requested_bytes\":%" PRIu64 ",\"runs\":%" PRIu64, m->resolution,
            m->peak_requested, m->runs);
    if (m->found)
        fprintf(out, ",\"min_capacity_bytes\":%" PRIu64, m->capacity);
    else
        fprintf(out, ",\"min_capacity_bytes\":null");
    if (m->found && m->capacity)
        fprintf(out, ",\"fail_completed\":%s", m->fail_completed ? "true" : "false");
    if (!m->found || m->capacity)
        json_failure(out, m);
    fprintf(out, "}\n");
}

#define MIB(x) ((double)(x) / (1 << 20))

static void text_failure(FILE *out, const struct sim_mincap *m)
{
    const struct sim_oom_report *o = &m->oom;
    fprintf(out, "  at %" PRIu64 " bytes (%.2f MiB): ", m->fail_capacity, MIB(m->fail_capacity));
    if (!o->failed) {
        fprintf(out, "%s\n", m->fail_completed ? "completed too: this allocator is not"
                " monotonic in capacity here" : "no failure");
        return;
    }
    fprintf(out, "/events row %" PRIu64 ": ALLOC of buffer %" PRIu64 " (%" PRIu64
            " bytes, stream %" PRIu32 ") failed\n  live (requested) %.2f MiB, allocated %.2f MiB,"
            " reserved %.2f MiB, free %.2f MiB, largest free block %.2f MiB\n", o->row,
            o->buffer, o->size, o->stream, MIB(o->live_bytes), MIB(o->allocated),
            MIB(o->reserved), MIB(o->free_bytes), MIB(o->largest_free));
    if (!o->blocks_known || !o->pinned_segments) {
        fprintf(out, "  %s\n", o->blocks_known ? "free space lies in no segment"
                                               : "blocks that pin the free space: not known"
                                                 " for this allocator");
        return;
    }
    fprintf(out, "  free space lies in %" PRIu64 " segments, kept there by their live blocks"
            " (none: the allocator does not release it, or its frees are pending)%s\n",
            o->pinned_segments,
            o->pinned_segments > (uint64_t)o->nseg ? "; those with the most free bytes:" : ":");
    for (int i = 0; i < o->nseg; i++) {
        const struct sim_pin_segment *g = &o->seg[i];
        fprintf(out, "    segment 0x%" PRIx64 " %.2f MiB stream %" PRIu32 ": free %.2f MiB"
                " (largest %.2f MiB), %" PRIu64 " live blocks:", g->addr, MIB(g->size),
                g->stream, MIB(g->free_bytes), MIB(g->largest_free), g->live);
        for (int j = 0; j < g->nbuf; j++)
            fprintf(out, " buffer %" PRIu64 " (%s, %" PRIu64 " B)%s", g->buf[j].buffer,
                    trace_tag_name(g->buf[j].tag), g->buf[j].bytes, j + 1 < g->nbuf ? "," : "");
        fprintf(out, "%s\n", (uint64_t)g->nbuf < g->live ? ", ..." : "");
    }
}

void sim_mincap_text(FILE *out, const struct sim_mincap *m, const struct host_results *r)
{
    fprintf(out, "%s (%s), device memory, resolution %" PRIu64 " bytes, peak requested %.2f"
            " MiB, %" PRIu64 " runs\n", r->policy, r->params, m->resolution,
            MIB(m->peak_requested), m->runs);
    if (!m->found)
        fprintf(out, "  no capacity up to %" PRIu64 " bytes completes\n", m->fail_capacity);
    else
        fprintf(out, "  smallest capacity that completes: %" PRIu64 " bytes (%.2f MiB)\n",
                m->capacity, MIB(m->capacity));
    if (!m->found || m->capacity)
        text_failure(out, m);
}
