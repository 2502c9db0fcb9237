/* trace_validate.c: the validator, every rule of docs/design.md section 3.
 *
 * One streaming pass over /events keeps the state of each buffer (never
 * allocated, live, freed) and the live bytes; each LAUNCH's /accesses rows
 * are read where it points and checked against the buffers live at that
 * moment. A last pass checks the /accesses rows no LAUNCH referenced, for
 * the rules that do not depend on time. The first violation is reported as
 * "FILE: /dataset row N: what"; a valid trace yields its summary (what
 * tracecheck prints). The pass over /events is the validator's own
 * (trace_validate) or another reader's (simrun's first replay hands it
 * each event before replaying it), then the validator's from where that
 * reader stopped.
 */
#include "trace.h"

#include <assert.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Rows of /accesses checked per read. */
#define ACCESS_ROWS 4096

/* The end of the message for a sum past TRACE_SUM_MAX. */
#define PAST_SUM_MAX "past 2^62, the most a trace may sum to"

enum buffer_state { NEVER_ALLOCATED = 0, LIVE = 1, FREED = 2 };

/* Highest valid mode per op (the lowest is 0, except HOST's 1). */
static const unsigned char mode_max[TRACE_OP_MAX + 1] = {
    [TRACE_HOST] = TRACE_READWRITE,       [TRACE_PREFETCH] = TRACE_TO_CPU,
    [TRACE_ADVISE] = TRACE_ADVISE_ACCESSED_BY_GPU, [TRACE_SYNC] = TRACE_SYNC_STREAM,
};

/* Distinct stream ids: an open-addressing set. Invariant: count < cap/2;
 * slot value 0 means empty, ids are stored plus one. */
struct stream_set {
    uint64_t *slots;
    size_t cap, count;
};

static int stream_set_add(struct stream_set *s, uint32_t id)
{
    if (2 * (s->count + 1) > s->cap) {
        size_t cap = s->cap ? 2 * s->cap : 64;
        uint64_t *slots = calloc(cap, sizeof *slots);
        if (!slots)
            return -1;
        for (size_t i = 0; i < s->cap; i++) {
            if (!s->slots[i])
                continue;
            size_t h = (size_t)(s->slots[i] * 0x9e3779b97f4a7c15ull) & (cap - 1);
            while (slots[h])
                h = (h + 1) & (cap - 1);
            slots[h] = s->slots[i];
        }
        free(s->slots);
        s->slots = slots;
        s->cap = cap;
    }
    uint64_t key = (uint64_t)id + 1;
    size_t h = (size_t)(key * 0x9e3779b97f4a7c15ull) & (s->cap - 1);
    while (s->slots[h] && s->slots[h] != key)
        h = (h + 1) & (s->cap - 1);
    if (!s->slots[h]) {
        s->slots[h] = key;
        s->count++;
    }
    return 0;
}

/* The validator's state while it walks the events. Invariant: live_bytes
 * is the sum of the sizes of the buffers in state LIVE; it, ns_total and
 * the summary's samples and bytes_touched never exceed TRACE_SUM_MAX;
 * /events rows [0, next) passed, and failed says row next did not (err
 * says why). */
struct trace_validator {
    struct trace *t;
    struct trace_error error;
    struct trace_error *err; /* &error */
    bool failed;
    uint64_t next;
    const struct trace_buffer *buffers;
    uint64_t nbuffers;
    unsigned char *state; /* enum buffer_state per buffer */
    uint64_t live_bytes;
    uint64_t ns_total;        /* the ns of the events so far */
    struct trace_access *acc; /* ACCESS_ROWS rows */
    uint64_t covered;         /* /accesses rows [0, covered) were all referenced */
    struct stream_set streams;
    uint64_t last_stream; /* in streams; UINT64_MAX before the first event */
    struct trace_summary s;
};

#ifndef NDEBUG
static bool validator_is_valid(const struct trace_validator *v)
{
    uint64_t live = 0;
    for (uint64_t i = 0; i < v->nbuffers; i++)
        if (v->state[i] == LIVE)
            live += v->buffers[i].size;
    return live == v->live_bytes && v->live_bytes <= v->s.peak_live_bytes &&
           v->s.peak_live_bytes <= TRACE_SUM_MAX && v->ns_total <= TRACE_SUM_MAX;
}
#endif

static int fail(struct trace_validator *v, const char *dataset, uint64_t row, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static int fail(struct trace_validator *v, const char *dataset, uint64_t row, const char *fmt, ...)
{
    char what[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    trace_error_set(v->err, trace_path(v->t), "%s row %" PRIu64 ": %s", dataset, row, what);
    return -1;
}

uint64_t trace_access_bytes(const struct trace_access *a)
{
    if (a->pattern != TRACE_STRIDED || a->stride == 0 || a->length == 0)
        return a->length;
    /* Pieces start at offset + k*stride while inside the range; each covers
     * min(piece or 1, stride, bytes left in the range). */
    uint64_t piece = a->piece ? a->piece : 1;
    if (piece > a->stride)
        piece = a->stride;
    uint64_t n = (a->length - 1) / a->stride + 1;
    uint64_t last = a->length - (n - 1) * a->stride;
    return (n - 1) * piece + (last < piece ? last : piece);
}

/* The rules of one access row that do not depend on time; NULL if none. */
static const char *access_static_problem(const struct trace_access *a, uint64_t nbuffers,
                                         char *buf, size_t len)
{
    if (a->mode < TRACE_READ || a->mode > TRACE_READWRITE)
        snprintf(buf, len, "unknown mode %u (1 read, 2 write, 3 read-write)", a->mode);
    else if (a->pattern > TRACE_STRIDED)
        snprintf(buf, len, "unknown pattern %u (0 sequential, 1 random, 2 strided)", a->pattern);
    else if (a->pattern == TRACE_STRIDED && a->stride == 0)
        snprintf(buf, len, "strided access with stride 0");
    else if (a->pattern != TRACE_STRIDED && (a->stride != 0 || a->piece != 0))
        snprintf(buf, len, "stride %" PRIu64 " and piece %" PRIu64
                           " must be 0 for a non-strided access", a->stride, a->piece);
    else if (a->offset + a->length < a->offset)
        snprintf(buf, len, "offset %" PRIu64 " + length %" PRIu64 " overflows", a->offset,
                 a->length);
    else if (a->buffer >= nbuffers)
        snprintf(buf, len, "buffer %" PRIu64 " does not exist (/buffers has %" PRIu64 " rows)",
                 a->buffer, nbuffers);
    else
        return NULL;
    return buf;
}

static int check_buffers(struct trace_validator *v)
{
    for (uint64_t i = 0; i < v->nbuffers; i++) {
        const struct trace_buffer *b = &v->buffers[i];
        if (b->size == 0)
            return fail(v, "/buffers", i, "size 0 (a buffer has at least one byte)");
        if (b->tag > TRACE_TAG_MAX)
            return fail(v, "/buffers", i, "unknown tag %u (0..%d)", b->tag, TRACE_TAG_MAX);
        if (b->flags & ~TRACE_FLAG_HOST_INIT)
            return fail(v, "/buffers", i, "unknown flags 0x%x (only bit 0 is defined)",
                        b->flags);
    }
    return 0;
}

/* An ALLOC or FREE of buffer id that passed: its state and the live bytes. */
static inline void buffer_alloc(struct trace_validator *v, uint64_t id)
{
    v->state[id] = LIVE;
    v->live_bytes += v->buffers[id].size;
    if (v->live_bytes > v->s.peak_live_bytes)
        v->s.peak_live_bytes = v->live_bytes;
}

static inline void buffer_free(struct trace_validator *v, uint64_t id)
{
    v->state[id] = FREED;
    v->live_bytes -= v->buffers[id].size;
}

/* obj of a buffer op must name a live buffer. */
static int check_live(struct trace_validator *v, uint64_t row, const struct trace_event *e)
{
    const char *op = trace_op_name(e->op);
    if (e->obj >= v->nbuffers)
        return fail(v, "/events", row,
                    "%s of buffer %" PRIu64 ", which does not exist (/buffers has %" PRIu64
                    " rows)", op, e->obj, v->nbuffers);
    if (v->state[e->obj] == NEVER_ALLOCATED)
        return fail(v, "/events", row, "%s of buffer %" PRIu64 " before its ALLOC", op, e->obj);
    if (v->state[e->obj] == FREED)
        return fail(v, "/events", row, "%s of buffer %" PRIu64 " after its FREE (use after free)",
                    op, e->obj);
    return 0;
}

/* [a, a+b) of a HOST, PREFETCH or ADVISE lies inside its live buffer. */
static int check_range(struct trace_validator *v, uint64_t row, const struct trace_event *e)
{
    if (check_live(v, row, e) < 0)
        return -1;
    const char *op = trace_op_name(e->op);
    if (e->a + e->b < e->a)
        return fail(v, "/events", row, "%s range offset %" PRIu64 " + length %" PRIu64
                    " overflows", op, e->a, e->b);
    uint64_t size = v->buffers[e->obj].size;
    if (e->a + e->b > size)
        return fail(v, "/events", row, "%s range [%" PRIu64 ", %" PRIu64 ") lies outside buffer %"
                    PRIu64 " of %" PRIu64 " bytes", op, e->a, e->a + e->b, e->obj, size);
    return 0;
}

static int check_launch(struct trace_validator *v, uint64_t row, const struct trace_event *e)
{
    uint64_t naccesses = trace_naccesses(v->t), nkernels = trace_nkernels(v->t);
    if (nkernels > 0 && e->obj >= nkernels)
        return fail(v, "/events", row, "LAUNCH of kernel %" PRIu64 ", but /kernels has %" PRIu64
                    " rows", e->obj, nkernels);
    if (e->a + e->b < e->a)
        return fail(v, "/events", row, "LAUNCH access rows %" PRIu64 " + count %" PRIu64
                    " overflows", e->a, e->b);
    if (e->a + e->b > naccesses)
        return fail(v, "/events", row, "LAUNCH refers to /accesses rows %" PRIu64 "..%" PRIu64
                    ", but /accesses has %" PRIu64 " rows", e->a, e->a + e->b - 1, naccesses);
    if (e->a <= v->covered && e->a + e->b > v->covered)
        v->covered = e->a + e->b;
    if (e->b > 0)
        v->s.launches_with_accesses++;
    for (uint64_t first = e->a; first < e->a + e->b; first += ACCESS_ROWS) {
        size_t n = e->a + e->b - first < ACCESS_ROWS ? (size_t)(e->a + e->b - first)
                                                      : ACCESS_ROWS;
        if (trace_read_accesses(v->t, first, n, v->acc, v->err) < 0)
            return -1;
        for (size_t i = 0; i < n; i++) {
            const struct trace_access *a = &v->acc[i];
            uint64_t arow = first + i;
            char why[200];
            if (access_static_problem(a, v->nbuffers, why, sizeof why))
                return fail(v, "/accesses", arow, "%s (LAUNCH at /events row %" PRIu64 ")", why,
                            row);
            if (v->state[a->buffer] != LIVE)
                return fail(v, "/accesses", arow,
                            "access to buffer %" PRIu64 " %s (LAUNCH at /events row %" PRIu64 ")",
                            a->buffer,
                            v->state[a->buffer] == FREED ? "after its FREE (use after free)"
                                                         : "before its ALLOC",
                            row);
            uint64_t size = v->buffers[a->buffer].size;
            if (a->offset + a->length > size)
                return fail(v, "/accesses", arow,
                            "range [%" PRIu64 ", %" PRIu64 ") lies outside buffer %" PRIu64
                            " of %" PRIu64 " bytes (LAUNCH at /events row %" PRIu64 ")",
                            a->offset, a->offset + a->length, a->buffer, size, row);
            uint64_t bytes = trace_access_bytes(a);
            if (bytes > TRACE_SUM_MAX - v->s.bytes_touched)
                return fail(v, "/accesses", arow,
                            "length %" PRIu64 ": the bytes the kernels touch add up "
                            PAST_SUM_MAX " (LAUNCH at /events row %" PRIu64 ")", a->length, row);
            v->s.bytes_touched += bytes;
        }
    }
    return 0;
}

static int check_event(struct trace_validator *v, uint64_t row, const struct trace_event *e)
{
    if (e->op < 1 || e->op > TRACE_OP_MAX)
        return fail(v, "/events", row, "unknown op %u (1..%d)", e->op, TRACE_OP_MAX);
    unsigned lo = e->op == TRACE_HOST ? TRACE_READ : 0, hi = mode_max[e->op];
    if (e->mode < lo || e->mode > hi) {
        if (lo == hi)
            return fail(v, "/events", row, "unknown mode %u for %s (expected %u)", e->mode,
                        trace_op_name(e->op), lo);
        return fail(v, "/events", row, "unknown mode %u for %s (expected %u..%u)", e->mode,
                    trace_op_name(e->op), lo, hi);
    }
    if (e->ns > TRACE_SUM_MAX - v->ns_total)
        return fail(v, "/events", row, "ns %" PRIu64 ": the events' ns add up " PAST_SUM_MAX,
                    e->ns);
    v->ns_total += e->ns;
    v->s.events_by_op[e->op]++;
    if (e->stream != v->last_stream && stream_set_add(&v->streams, e->stream) < 0)
        return fail(v, "/events", row, "out of host memory for its stream's id");
    v->last_stream = e->stream;
    switch (e->op) {
    case TRACE_ALLOC:
        if (e->obj >= v->nbuffers)
            return fail(v, "/events", row,
                        "ALLOC of buffer %" PRIu64 ", which does not exist (/buffers has %" PRIu64
                        " rows)", e->obj, v->nbuffers);
        if (v->state[e->obj] == LIVE)
            return fail(v, "/events", row, "ALLOC of buffer %" PRIu64 ", which is already allocated",
                        e->obj);
        if (v->state[e->obj] == FREED)
            return fail(v, "/events", row, "ALLOC of buffer %" PRIu64
                        ", which was allocated and freed before (a buffer is allocated once)",
                        e->obj);
        if (v->buffers[e->obj].size > TRACE_SUM_MAX - v->live_bytes)
            return fail(v, "/events", row, "ALLOC of buffer %" PRIu64 " (/buffers size %" PRIu64
                        "): the live buffers' sizes add up " PAST_SUM_MAX, e->obj,
                        v->buffers[e->obj].size);
        buffer_alloc(v, e->obj);
        return 0;
    case TRACE_FREE:
        if (e->obj >= v->nbuffers)
            return fail(v, "/events", row,
                        "FREE of buffer %" PRIu64 ", which does not exist (/buffers has %" PRIu64
                        " rows)", e->obj, v->nbuffers);
        if (v->state[e->obj] == NEVER_ALLOCATED)
            return fail(v, "/events", row, "FREE of buffer %" PRIu64 ", which is not allocated",
                        e->obj);
        if (v->state[e->obj] == FREED)
            return fail(v, "/events", row, "FREE of buffer %" PRIu64 ", which was already freed",
                        e->obj);
        buffer_free(v, e->obj);
        return 0;
    case TRACE_HOST:
    case TRACE_PREFETCH:
    case TRACE_ADVISE:
        return check_range(v, row, e);
    case TRACE_LAUNCH:
        return check_launch(v, row, e);
    case TRACE_ITER:
        if (e->a > TRACE_SUM_MAX - v->s.samples)
            return fail(v, "/events", row, "ITER of %" PRIu64 " samples (a): the samples add up "
                        PAST_SUM_MAX, e->a);
        v->s.iterations++;
        v->s.samples += e->a;
        return 0;
    default: /* SYNC, RECORD, WAIT: their mode is all there is to check */
        return 0;
    }
}

/* The common event, an ALLOC or FREE with mode 0 on the stream of the
 * event before, its ns within the sum, of a buffer that may take it: true
 * when e is one, with check_event's effects; false, nothing changed, when
 * it is not (check_event then decides). A replay's events are mostly
 * these: this spares them check_event's every rule. */
static inline bool buffer_event_passes(struct trace_validator *v, const struct trace_event *e)
{
    if (e->mode != 0 || e->stream != v->last_stream || e->obj >= v->nbuffers ||
        e->ns > TRACE_SUM_MAX - v->ns_total)
        return false;
    unsigned char state = v->state[e->obj];
    if (e->op == TRACE_ALLOC && state == NEVER_ALLOCATED &&
        v->buffers[e->obj].size <= TRACE_SUM_MAX - v->live_bytes)
        buffer_alloc(v, e->obj);
    else if (e->op == TRACE_FREE && state == LIVE)
        buffer_free(v, e->obj);
    else
        return false;
    v->ns_total += e->ns;
    v->s.events_by_op[e->op]++;
    return true;
}

size_t trace_validator_rows(struct trace_validator *v, uint64_t row, const struct trace_event *e,
                            size_t n, struct trace_error *err)
{
    assert(row <= v->next);
    size_t i = v->next - row < n ? (size_t)(v->next - row) : n; /* checked before: they pass */
    if (!v->failed)
        for (; i < n; i++, v->next++)
            if (!buffer_event_passes(v, &e[i]) && check_event(v, row + i, &e[i]) < 0) {
                v->failed = true;
                break;
            }
    if (i < n && err && err != v->err)
        *err = v->error;
    return i;
}

int trace_validator_event(struct trace_validator *v, uint64_t row, const struct trace_event *e)
{
    return trace_validator_rows(v, row, e, 1, NULL) == 1 ? 0 : -1;
}

/* The /events rows not checked yet, with a cursor of the validator's own
 * that checks them. */
static int check_events(struct trace_validator *v)
{
    struct trace_cursor c;
    if (trace_cursor_init(&c, v->t, v->err) < 0)
        return -1;
    c.start = c.next = v->next;
    c.check = v;
    const struct trace_event *e;
    int rc;
    while ((rc = trace_cursor_next(&c, &e, v->err)) == 1)
        ;
    trace_cursor_free(&c);
    return rc;
}

/* Rows no LAUNCH referenced still obey the rules that do not depend on
 * time. Those referenced were checked already, so this finds only the
 * others; the prefix known to be referenced (all of it, when LAUNCHes use
 * /accesses in order) is skipped. */
static int check_unreferenced_accesses(struct trace_validator *v)
{
    uint64_t n = trace_naccesses(v->t);
    for (uint64_t first = v->covered; first < n; first += ACCESS_ROWS) {
        size_t k = n - first < ACCESS_ROWS ? (size_t)(n - first) : ACCESS_ROWS;
        if (trace_read_accesses(v->t, first, k, v->acc, v->err) < 0)
            return -1;
        for (size_t i = 0; i < k; i++) {
            char why[200];
            if (access_static_problem(&v->acc[i], v->nbuffers, why, sizeof why))
                return fail(v, "/accesses", first + i, "%s", why);
            if (v->acc[i].offset + v->acc[i].length > v->buffers[v->acc[i].buffer].size)
                return fail(v, "/accesses", first + i,
                            "range [%" PRIu64 ", %" PRIu64 ") lies outside buffer %" PRIu64
                            " of %" PRIu64 " bytes", v->acc[i].offset,
                            v->acc[i].offset + v->acc[i].length, v->acc[i].buffer,
                            v->buffers[v->acc[i].buffer].size);
        }
    }
    return 0;
}

/* /stacks (optional): needs /frames; every row names a buffer of /buffers
 * and a frame of /frames, buffers in increasing order (a buffer's rows
 * adjacent). Read in blocks of ACCESS_ROWS rows. */
static int check_stacks(struct trace_validator *v)
{
    uint64_t n = trace_nstacks(v->t), nframes = trace_nframes(v->t), last = 0;
    if (n && !nframes)
        return fail(v, "/stacks", 0, "/stacks without /frames");
    struct trace_stack *st = n ? malloc(ACCESS_ROWS * sizeof *st) : NULL;
    if (n && !st) {
        trace_error_set(v->err, trace_path(v->t), "/stacks: out of host memory");
        return -1;
    }
    int rc = 0;
    for (uint64_t first = 0; first < n && rc == 0; first += ACCESS_ROWS) {
        size_t k = n - first < ACCESS_ROWS ? (size_t)(n - first) : ACCESS_ROWS;
        rc = trace_read_stacks(v->t, first, k, st, v->err);
        for (size_t i = 0; i < k && rc == 0; i++) {
            if (st[i].buffer >= v->nbuffers)
                rc = fail(v, "/stacks", first + i, "buffer %" PRIu64 ", but /buffers has %"
                          PRIu64 " rows", st[i].buffer, v->nbuffers);
            else if (st[i].frame >= nframes)
                rc = fail(v, "/stacks", first + i, "frame %" PRIu64 ", but /frames has %" PRIu64
                          " rows", st[i].frame, nframes);
            else if (st[i].buffer < last)
                rc = fail(v, "/stacks", first + i, "buffer %" PRIu64 " after buffer %" PRIu64
                          ": rows must come in increasing buffer order", st[i].buffer, last);
            last = st[i].buffer;
        }
    }
    free(st);
    return rc;
}

/* /work (optional): one row per LAUNCH, a known `tensor`, and the FLOPs
 * and the bytes each summing to at most TRACE_SUM_MAX (so a roofline time
 * at any rate of at least 1 per ns stays within it). Read in blocks. */
static int check_work(struct trace_validator *v)
{
    uint64_t n = trace_nwork(v->t), launches = v->s.events_by_op[TRACE_LAUNCH];
    uint64_t flops = 0, bytes = 0;
    if (!trace_has_work(v->t))
        return 0;
    if (n != launches)
        return fail(v, "/work", n < launches ? n : launches, "%" PRIu64 " rows, but /events has %"
                    PRIu64 " LAUNCHes (one row per LAUNCH)", n, launches);
    struct trace_work *wk = n ? malloc(ACCESS_ROWS * sizeof *wk) : NULL;
    if (n && !wk) {
        trace_error_set(v->err, trace_path(v->t), "/work: out of host memory");
        return -1;
    }
    int rc = 0;
    for (uint64_t first = 0; first < n && rc == 0; first += ACCESS_ROWS) {
        size_t k = n - first < ACCESS_ROWS ? (size_t)(n - first) : ACCESS_ROWS;
        rc = trace_read_work(v->t, first, k, wk, v->err);
        for (size_t i = 0; i < k && rc == 0; i++) {
            if (wk[i].tensor > 1)
                rc = fail(v, "/work", first + i, "tensor %u (expected 0 or 1)", wk[i].tensor);
            else if (wk[i].flops > TRACE_SUM_MAX - flops)
                rc = fail(v, "/work", first + i, "flops %" PRIu64 ": the launches' FLOPs add up "
                          PAST_SUM_MAX, wk[i].flops);
            else if (wk[i].bytes > TRACE_SUM_MAX - bytes)
                rc = fail(v, "/work", first + i, "bytes %" PRIu64 ": the launches' bytes add up "
                          PAST_SUM_MAX, wk[i].bytes);
            flops += wk[i].flops;
            bytes += wk[i].bytes;
            v->s.launches_with_work += wk[i].flops > 0 || wk[i].bytes > 0;
        }
    }
    free(wk);
    return rc;
}

struct trace_validator *trace_validator_begin(struct trace *t, const struct trace_buffer *bufs,
                                              uint64_t nbuf, struct trace_error *err)
{
    struct trace_validator *v = calloc(1, sizeof *v);
    if (!v) {
        trace_error_set(err, trace_path(t), "out of host memory");
        return NULL;
    }
    *v = (struct trace_validator){ .t = t, .err = &v->error, .buffers = bufs, .nbuffers = nbuf,
                                   .last_stream = UINT64_MAX };
    v->state = trace_calloc_rows(nbuf, 1);
    v->acc = malloc(ACCESS_ROWS * sizeof *v->acc);
    if (!v->state || !v->acc)
        trace_error_set(v->err, trace_path(t), "out of host memory for %" PRIu64 " buffers",
                        nbuf);
    v->s.buffers = nbuf;
    v->s.events = trace_nevents(t);
    v->s.accesses = trace_naccesses(t);
    v->s.kernels = trace_nkernels(t);
    if (!v->state || !v->acc || check_buffers(v) < 0) {
        *err = v->error;
        trace_validator_free(v);
        return NULL;
    }
    return v;
}

int trace_validator_end(struct trace_validator *v, struct trace_summary *s,
                        struct trace_error *err)
{
    if (v->failed || check_events(v) < 0) {
        *err = v->error;
        return -1;
    }
    assert(validator_is_valid(v));
    if (check_unreferenced_accesses(v) < 0 || check_stacks(v) < 0 || check_work(v) < 0) {
        *err = v->error;
        return -1;
    }
    v->s.streams = v->streams.count;
    if (s)
        *s = v->s;
    return 0;
}

void trace_validator_free(struct trace_validator *v)
{
    if (!v)
        return;
    free(v->streams.slots);
    free(v->acc);
    free(v->state);
    free(v);
}

int trace_validate(struct trace *t, struct trace_summary *s, struct trace_error *err)
{
    uint64_t n;
    struct trace_buffer *bufs = trace_load_buffers(t, &n, err);
    struct trace_validator *v = bufs ? trace_validator_begin(t, bufs, n, err) : NULL;
    int rc = v ? trace_validator_end(v, s, err) : -1;
    trace_validator_free(v);
    free(bufs);
    return rc;
}
