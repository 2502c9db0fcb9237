/* capture_convert.c: a capture log made into a trace (capture_convert.h).
 *
 * One pass over the records, each kind to its handler, builds the trace's
 * rows in memory; a second writes them. Addresses become buffer ids through
 * the live spans of capture_match.h, CUDA's stream and event handles become
 * dense ids in order of first use (the default streams are stream 0), and a
 * kernel's measured time, which CUPTI delivers later in the log, reaches its
 * LAUNCH through the call's correlation id.
 */
#include "capture_convert.h"

#include "capture_match.h"
#include "u64map.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A growable array of elem-byte rows. */
struct vec {
    unsigned char *p;
    size_t n, cap, elem;
};

/* A new zeroed row at the end, or NULL when out of host memory. */
static void *vec_push(struct vec *v)
{
    if (v->n == v->cap) {
        size_t cap = v->cap ? 2 * v->cap : 256;
        unsigned char *p = realloc(v->p, cap * v->elem);
        if (!p)
            return NULL;
        v->p = p;
        v->cap = cap;
    }
    void *row = v->p + v->n++ * v->elem;
    memset(row, 0, v->elem);
    return row;
}

#define VEC_AT(v, type, i) ((type *)(v).p + (i))

struct kernel_row {
    char name[TRACE_KERNEL_NAME_LEN + 1];
    uint64_t launches, unresolved;
};

struct conv {
    const struct capture_settings *s;
    struct capture_report *rep;
    struct vec bufs, events, accs, kernels, skipped;
    struct capture_match live;
    struct capture_match left_out; /* live allocations of a kind not kept */
    struct u64map fn_kernel, name_kernel, corr_event, streams, cuevents, cuevent_stream;
    struct capture_span *spans; /* scratch for one launch's matches */
    struct vec info;            /* the INFO payloads, one after another */
    uint64_t pending_ns;        /* host time not yet on an event */
    uint64_t live_bytes, peak_live_bytes;
    uint64_t kernel_hits;       /* launches of --iter-kernel's kernel */
    bool cut;                   /* past the last ITER kept: only durations are taken */
    bool launch_blocking;       /* INFO said CUDA_LAUNCH_BLOCKING=1: a launch returned
                                   when its kernel had finished */
};

enum { SPAN_MAX = CAPTURE_PAYLOAD_MAX / 8 };

/* ---- ids ------------------------------------------------------------------------ */

static int dense_id(struct u64map *m, uint64_t key, uint64_t first, uint64_t *id)
{
    if (u64map_get(m, key, id))
        return 0;
    *id = first + m->count;
    return u64map_put(m, key, *id);
}

static int stream_id(struct conv *c, uint64_t handle, uint32_t *id)
{
    uint64_t v = 0;
    if (handle > 2 && dense_id(&c->streams, handle, 1, &v) < 0)
        return -1;
    *id = (uint32_t)v;
    return 0;
}

static uint64_t name_hash(const char *s)
{
    uint64_t h = 14695981039346656037ull; /* FNV-1a */
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511627211ull;
    return h;
}

/* The kernel id of a name (cut to the format's 64 bytes), made on first use. */
static int kernel_id(struct conv *c, const char *name, uint64_t *id)
{
    char cut[TRACE_KERNEL_NAME_LEN + 1];
    snprintf(cut, sizeof cut, "%s", name);
    uint64_t h = name_hash(cut);
    if (u64map_get(&c->name_kernel, h, id) && !strcmp(VEC_AT(c->kernels, struct kernel_row, *id)->name, cut))
        return 0;
    struct kernel_row *k = vec_push(&c->kernels);
    if (!k)
        return -1;
    memcpy(k->name, cut, sizeof cut);
    *id = c->kernels.n - 1;
    return u64map_get(&c->name_kernel, h, NULL) ? 0 : u64map_put(&c->name_kernel, h, *id);
}

/* ---- rows ----------------------------------------------------------------------- */

/* v, or just past the format's bound on sums: adding such values never wraps. */
static uint64_t bounded(uint64_t v)
{
    return v <= TRACE_SUM_MAX ? v : TRACE_SUM_MAX + 1;
}

/* An event that carries host time: the time pending goes on it. */
static struct trace_event *push_event(struct conv *c, uint8_t op, uint8_t mode, uint32_t stream,
                                      uint64_t obj, uint64_t a, uint64_t b)
{
    struct trace_event *e = vec_push(&c->events);
    if (!e)
        return NULL;
    *e = (struct trace_event){ .op = op, .mode = mode, .stream = stream, .obj = obj, .a = a,
                               .b = b, .ns = op == TRACE_LAUNCH ? 0 : c->pending_ns };
    if (op != TRACE_LAUNCH)
        c->pending_ns = 0;
    return e;
}

static int push_access(struct conv *c, uint64_t buffer, uint64_t offset, uint64_t length,
                       uint8_t mode)
{
    struct trace_access *a = vec_push(&c->accs);
    if (!a)
        return -1;
    *a = (struct trace_access){ .buffer = buffer, .offset = offset, .length = length,
                                .mode = mode, .pattern = TRACE_SEQUENTIAL };
    return 0;
}

/* A LAUNCH of kernel id k timed by correlation id corr, its accesses to
 * follow (push_access, then end_launch). */
static struct trace_event *begin_launch(struct conv *c, uint64_t k, uint32_t stream, uint64_t corr)
{
    struct trace_event *e = push_event(c, TRACE_LAUNCH, 0, stream, k, c->accs.n, 0);
    if (!e || u64map_put(&c->corr_event, corr, c->events.n - 1) < 0)
        return NULL;
    return e;
}

static int end_launch(struct conv *c, uint64_t k)
{
    struct trace_event *e = VEC_AT(c->events, struct trace_event, c->events.n - 1);
    struct kernel_row *row = VEC_AT(c->kernels, struct kernel_row, k);
    e->b = c->accs.n - e->a;
    row->launches++;
    c->rep->launches++;
    if (e->b)
        c->rep->resolved++;
    else
        row->unresolved++;
    return 0;
}

/* The offset and length of [addr, addr + bytes) clipped to span s. */
static void clip(const struct capture_span *s, uint64_t addr, uint64_t bytes, uint64_t *off,
                 uint64_t *len)
{
    *off = addr - s->base;
    *len = bytes < s->size - *off ? bytes : s->size - *off;
}

/* ---- handlers, one per record kind ------------------------------------------------ */

typedef int (*handler)(struct conv *c, const struct capture_record *r, const unsigned char *p);

/* The value of the last "key=value" line of the INFO records, or NULL. */
static const char *info_value(struct conv *c, const char *key, char *buf, size_t len)
{
    if (!c->info.n)
        return NULL;
    const char *found = NULL, *text = (const char *)c->info.p, *end = text + c->info.n;
    size_t klen = strlen(key), flen = 0;
    for (const char *line = text; line < end;) {
        const char *nl = memchr(line, '\n', (size_t)(end - line));
        const char *stop = nl ? nl : end;
        if ((size_t)(stop - line) > klen && !memcmp(line, key, klen) && line[klen] == '=') {
            found = line + klen + 1;
            flen = (size_t)(stop - found);
        }
        line = stop + 1;
    }
    if (!found)
        return NULL;
    snprintf(buf, len, "%.*s", (int)flen, found);
    return buf;
}

static int on_info(struct conv *c, const struct capture_record *r, const unsigned char *p)
{
    for (uint32_t i = 0; i < r->len; i++) {
        char *ch = vec_push(&c->info);
        if (!ch)
            return -1;
        *ch = p[i] ? (char)p[i] : '\n';
    }
    char v[8];
    c->launch_blocking = info_value(c, "launch_blocking", v, sizeof v) && !strcmp(v, "1");
    return 0;
}

static int free_span(struct conv *c, const struct capture_span *s, uint32_t stream)
{
    c->live_bytes -= bounded(s->size);
    return push_event(c, TRACE_FREE, 0, stream, s->id, 0, 0) ? 0 : -1;
}

/* A new allocation ends every live one it overlaps (their frees were not
 * seen); one of a kind not kept is remembered only so that its free is known. */
/* A new allocation ends every live one it overlaps (their frees were not
 * seen); one of a kind not kept is remembered only so that its free is known. */
static int on_alloc(struct conv *c, const struct capture_record *r, const unsigned char *p)
{
    uint32_t stream;
    struct capture_span s;
    uint64_t kind = r->x[2]; /* < CAPTURE_ALLOC_KINDS: capture_log_read checked */
    if (!r->x[1]) {
        c->rep->empty_allocs++;
        return 0;
    }
    if (stream_id(c, r->stream, &stream) < 0)
        return -1;
    while (capture_match_overlap(&c->live, r->x[0], r->x[1], &s)) {
        capture_match_remove(&c->live, s.base, &s);
        c->rep->implicit_frees++;
        if (free_span(c, &s, stream) < 0)
            return -1;
    }
    while (capture_match_overlap(&c->left_out, r->x[0], r->x[1], &s))
        capture_match_remove(&c->left_out, s.base, &s);
    if (c->s->allocs && !(c->s->allocs & (1u << kind))) {
        c->rep->left_out++;
        return capture_match_add(&c->left_out, r->x[0], r->x[1], 0) < 0 ? -1 : 0;
    }
    struct trace_buffer *b = vec_push(&c->bufs);
    if (!b || capture_match_add(&c->live, r->x[0], r->x[1], c->bufs.n - 1) != 0)
        return -1;
    b->size = r->x[1];
    c->live_bytes += bounded(r->x[1]);
    if (c->live_bytes > c->peak_live_bytes)
        c->peak_live_bytes = c->live_bytes;
    return push_event(c, TRACE_ALLOC, 0, stream, c->bufs.n - 1, 0, 0) ? 0 : -1;
}

static int on_free(struct conv *c, const struct capture_record *r, const unsigned char *p)
{
    uint32_t stream;
    struct capture_span s;
    if (stream_id(c, r->stream, &stream) < 0)
        return -1;
    if (!r->x[1]) {
        if (capture_match_remove(&c->live, r->x[0], &s))
            return free_span(c, &s, stream);
        if (!capture_match_remove(&c->left_out, r->x[0], &s))
            c->rep->unknown_frees++;
        return 0;
    }
    while (capture_match_overlap(&c->live, r->x[0], r->x[1], &s)) { /* an unmapped range */
        capture_match_remove(&c->live, s.base, &s);
        if (free_span(c, &s, stream) < 0)
            return -1;
    }
    while (capture_match_overlap(&c->left_out, r->x[0], r->x[1], &s))
        capture_match_remove(&c->left_out, s.base, &s);
    return 0;
}

static int on_kernel(struct conv *c, const struct capture_record *r, const unsigned char *p)
{
    char name[TRACE_KERNEL_NAME_LEN + 1] = "?";
    if (r->len)
        snprintf(name, sizeof name, "%.*s", (int)r->len, (const char *)p);
    uint64_t id;
    return kernel_id(c, name, &id) < 0 ? -1 : u64map_put(&c->fn_kernel, r->x[0], id);
}

/* --iter-kernel: this launch of kernel k may end an iteration. */
static int kernel_iteration(struct conv *c, uint64_t k)
{
    const struct capture_settings *s = c->s;
    if (!s->iter_kernel || !strstr(VEC_AT(c->kernels, struct kernel_row, k)->name, s->iter_kernel)
        || ++c->kernel_hits % s->iter_every)
        return 0;
    if (!push_event(c, TRACE_ITER, 0, 0, 0, s->samples, 0))
        return -1;
    c->rep->iterations++;
    c->cut = s->iters && c->rep->iterations >= s->iters;
    return 0;
}

/* Under CUDA_LAUNCH_BLOCKING=1 a launch, memset or copy returns once its
 * work has finished, on memory the trace keeps or not: a SYNC of its stream
 * after it. */
static int blocking_sync(struct conv *c, const struct capture_record *r)
{
    uint32_t stream;
    if (!c->launch_blocking)
        return 0;
    if (stream_id(c, r->stream, &stream) < 0)
        return -1;
    return push_event(c, TRACE_SYNC, TRACE_SYNC_STREAM, stream, 0, 0, 0) ? 0 : -1;
}

static int on_launch(struct conv *c, const struct capture_record *r, const unsigned char *p)
{
    uint64_t k;
    uint32_t stream;
    if (!u64map_get(&c->fn_kernel, r->x[1], &k) && kernel_id(c, "?", &k) < 0)
        return -1;
    if (stream_id(c, r->stream, &stream) < 0 || !begin_launch(c, k, stream, r->x[0]))
        return -1;
    size_t n = capture_match_words(&c->live, p, r->len, c->spans, SPAN_MAX);
    for (size_t i = 0; i < n; i++)
        if (push_access(c, c->spans[i].id, 0, c->spans[i].size, TRACE_READWRITE) < 0)
            return -1;
    if (end_launch(c, k) < 0 || blocking_sync(c, r) < 0)
        return -1;
    return kernel_iteration(c, k);
}

static int on_done(struct conv *c, const struct capture_record *r, const unsigned char *p)
{
    uint64_t row;
    if (u64map_del(&c->corr_event, r->x[0], &row))
        VEC_AT(c->events, struct trace_event, row)->ns = r->x[1];
    return 0;
}

static int on_record_wait(struct conv *c, const struct capture_record *r, const unsigned char *p)
{
    uint32_t stream;
    uint64_t ev;
    if (stream_id(c, r->stream, &stream) < 0 || dense_id(&c->cuevents, r->x[0], 0, &ev) < 0)
        return -1;
    if (r->kind == CAPTURE_RECORD && u64map_put(&c->cuevent_stream, r->x[0], stream) < 0)
        return -1;
    uint8_t op = r->kind == CAPTURE_RECORD ? TRACE_RECORD : TRACE_WAIT;
    return push_event(c, op, 0, stream, ev, 0, 0) ? 0 : -1;
}

/* A stream's or an event's synchronization waits for that stream; an event
 * never recorded, or the device's, for everything. */
static int on_sync(struct conv *c, const struct capture_record *r, const unsigned char *p)
{
    uint32_t stream = 0;
    uint64_t s;
    uint8_t mode = TRACE_SYNC_STREAM;
    if (r->x[0] == CAPTURE_SYNC_STREAM) {
        if (stream_id(c, r->stream, &stream) < 0)
            return -1;
    } else if (r->x[0] == CAPTURE_SYNC_EVENT && u64map_get(&c->cuevent_stream, r->x[1], &s)) {
        stream = (uint32_t)s;
    } else {
        mode = TRACE_SYNC_DEVICE;
    }
    return push_event(c, TRACE_SYNC, mode, stream, 0, 0, 0) ? 0 : -1;
}

/* A copy between two live buffers runs on the GPU: a LAUNCH of the pseudo
 * kernel "[memcpy]" reading one range and writing the other. A copy with
 * one end in host memory is the CPU reading or writing the device range
 * (HOST), the nearest event the format has. */
static int copy_event(struct conv *c, const struct capture_record *r)
{
    struct capture_span d, s;
    uint64_t doff = 0, dlen = 0, soff = 0, slen = 0, k;
    uint32_t stream;
    bool dev_dst = capture_match_find(&c->live, r->x[0], &d);
    bool dev_src = capture_match_find(&c->live, r->x[1], &s);
    if (!r->x[2])
        return 0;
    if (dev_dst)
        clip(&d, r->x[0], r->x[2], &doff, &dlen);
    if (dev_src)
        clip(&s, r->x[1], r->x[2], &soff, &slen);
    if (stream_id(c, r->stream, &stream) < 0)
        return -1;
    if (dev_dst && dev_src) {
        if (kernel_id(c, "[memcpy]", &k) < 0 || !begin_launch(c, k, stream, r->x[3])
            || push_access(c, s.id, soff, slen, TRACE_READ) < 0
            || push_access(c, d.id, doff, dlen, TRACE_WRITE) < 0)
            return -1;
        return end_launch(c, k);
    }
    if (dev_dst)
        return push_event(c, TRACE_HOST, TRACE_WRITE, stream, d.id, doff, dlen) ? 0 : -1;
    if (dev_src)
        return push_event(c, TRACE_HOST, TRACE_READ, stream, s.id, soff, slen) ? 0 : -1;
    c->rep->host_copies++;
    return 0;
}

/* A memset of a live buffer: a LAUNCH of the pseudo kernel "[memset]". */
static int set_event(struct conv *c, const struct capture_record *r)
{
    struct capture_span d;
    uint64_t off, len, k;
    uint32_t stream;
    if (!r->x[1])
        return 0;
    if (!capture_match_find(&c->live, r->x[0], &d)) {
        c->rep->host_copies++;
        return 0;
    }
    clip(&d, r->x[0], r->x[1], &off, &len);
    if (stream_id(c, r->stream, &stream) < 0 || kernel_id(c, "[memset]", &k) < 0
        || !begin_launch(c, k, stream, r->x[3]) || push_access(c, d.id, off, len, TRACE_WRITE) < 0)
        return -1;
    return end_launch(c, k);
}

static int on_copy(struct conv *c, const struct capture_record *r, const unsigned char *p)
{
    return copy_event(c, r) < 0 ? -1 : blocking_sync(c, r);
}

static int on_set(struct conv *c, const struct capture_record *r, const unsigned char *p)
{
    return set_event(c, r) < 0 ? -1 : blocking_sync(c, r);
}

/* A program's own prefetch or advice on a live managed buffer. */
static int on_prefetch_advise(struct conv *c, const struct capture_record *r,
                              const unsigned char *p)
{
    struct capture_span d;
    uint64_t off, len;
    uint32_t stream;
    if (!r->x[1] || !capture_match_find(&c->live, r->x[0], &d))
        return 0;
    clip(&d, r->x[0], r->x[1], &off, &len);
    if (stream_id(c, r->stream, &stream) < 0)
        return -1;
    uint8_t op = r->kind == CAPTURE_PREFETCH ? TRACE_PREFETCH : TRACE_ADVISE;
    return push_event(c, op, (uint8_t)r->x[2], stream, d.id, off, len) ? 0 : -1;
}

static int on_iter(struct conv *c, const struct capture_record *r, const unsigned char *p)
{
    if (c->s->iter_kernel)
        return 0;
    if (!push_event(c, TRACE_ITER, 0, 0, 0, r->x[0] ? r->x[0] : c->s->samples, 0))
        return -1;
    c->rep->iterations++;
    c->cut = c->s->iters && c->rep->iterations >= c->s->iters;
    return 0;
}

static int on_end(struct conv *c, const struct capture_record *r, const unsigned char *p)
{
    c->rep->ended = true;
    return 0;
}

static int on_skipped(struct conv *c, const struct capture_record *r, const unsigned char *p)
{
    char name[TRACE_KERNEL_NAME_LEN + 1];
    snprintf(name, sizeof name, "%.*s", (int)r->len, (const char *)p);
    c->rep->skipped_calls++;
    for (size_t i = 0; i < c->skipped.n; i++) {
        struct capture_named *n = VEC_AT(c->skipped, struct capture_named, i);
        if (!strcmp(n->name, name)) {
            n->count++;
            return 0;
        }
    }
    struct capture_named *n = vec_push(&c->skipped);
    if (!n)
        return -1;
    memcpy(n->name, name, sizeof name);
    n->count = 1;
    return 0;
}

static const handler handlers[CAPTURE_KIND_MAX + 1] = {
    [CAPTURE_INFO] = on_info,         [CAPTURE_ALLOC] = on_alloc,
    [CAPTURE_FREE] = on_free,         [CAPTURE_LAUNCH] = on_launch,
    [CAPTURE_KERNEL] = on_kernel,     [CAPTURE_DONE] = on_done,
    [CAPTURE_RECORD] = on_record_wait, [CAPTURE_WAIT] = on_record_wait,
    [CAPTURE_SYNC] = on_sync,         [CAPTURE_COPY] = on_copy,
    [CAPTURE_SET] = on_set,           [CAPTURE_PREFETCH] = on_prefetch_advise,
    [CAPTURE_ADVISE] = on_prefetch_advise, [CAPTURE_ITER] = on_iter,
    [CAPTURE_END] = on_end,           [CAPTURE_SKIPPED] = on_skipped,
};

/* ---- the report ------------------------------------------------------------------- */

static int by_count(const void *pa, const void *pb)
{
    const struct capture_named *a = pa, *b = pb;
    if (a->count != b->count)
        return a->count < b->count ? 1 : -1;
    return strcmp(a->name, b->name);
}

/* The largest counts of names[0 .. n) into out (sorted in place). */
static void top_names(struct capture_named *names, size_t n,
                      struct capture_named out[CAPTURE_REPORT_NAMES])
{
    if (n)
        qsort(names, n, sizeof *names, by_count);
    for (size_t i = 0; i < n && i < CAPTURE_REPORT_NAMES; i++)
        out[i] = names[i];
}

static int finish_report(struct conv *c)
{
    struct capture_report *rep = c->rep;
    struct vec un = { .elem = sizeof(struct capture_named) };
    for (size_t i = 0; i < c->kernels.n; i++) {
        const struct kernel_row *k = VEC_AT(c->kernels, struct kernel_row, i);
        struct capture_named *n;
        if (!k->unresolved)
            continue;
        if (!(n = vec_push(&un))) {
            free(un.p);
            return -1;
        }
        memcpy(n->name, k->name, sizeof n->name);
        n->count = k->unresolved;
    }
    rep->unresolved_kernels = un.n;
    top_names((struct capture_named *)un.p, un.n, rep->unresolved);
    top_names((struct capture_named *)c->skipped.p, c->skipped.n, rep->skipped);
    rep->skipped_kinds = c->skipped.n;
    free(un.p);
    rep->untimed = c->corr_event.count;
    rep->buffers = c->bufs.n;
    rep->events = c->events.n;
    return 0;
}

/* ---- writing the trace ---------------------------------------------------------------- */

/* The format's bounds on sums (docs/trace-format.md): a log whose times,
 * samples or bytes pass them cannot be a trace. Returns what passed, or NULL. */
static const char *past_sum_bounds(const struct conv *c)
{
    uint64_t ns = 0, samples = 0, touched = 0;
    for (size_t i = 0; i < c->events.n; i++) {
        const struct trace_event *e = VEC_AT(c->events, struct trace_event, i);
        ns += bounded(e->ns);
        if (e->op == TRACE_ITER)
            samples += bounded(e->a);
        if (ns > TRACE_SUM_MAX || samples > TRACE_SUM_MAX)
            return ns > TRACE_SUM_MAX ? "the events' times" : "the iterations' samples";
    }
    for (size_t i = 0; i < c->accs.n && touched <= TRACE_SUM_MAX; i++) {
        touched += bounded(VEC_AT(c->accs, struct trace_access, i)->length);
    }
    if (touched > TRACE_SUM_MAX)
        return "the bytes the kernels touch";
    return c->peak_live_bytes > TRACE_SUM_MAX ? "the bytes live at once" : NULL;
}

/* The `capture` attribute: the conversion's settings and the environment
 * the program ran in. */
static void capture_text(struct conv *c, char *text, size_t len)
{
    static const char *const kinds[CAPTURE_ALLOC_KINDS] = { "device", "async", "managed", "mapped" };
    const struct capture_settings *s = c->s;
    char env[1024] = "";
    size_t n = (size_t)snprintf(text, len, "iters=%" PRIu64 " iter_kernel=%s iter_every=%" PRIu64
                                " samples=%" PRIu64 " allocs=", s->iters,
                                s->iter_kernel ? s->iter_kernel : "-", s->iter_every, s->samples);
    if (!s->allocs)
        n += (size_t)snprintf(text + n, len - n, "all");
    for (unsigned k = 0, first = 1; s->allocs && k < CAPTURE_ALLOC_KINDS && n < len; k++)
        if (s->allocs & (1u << k)) {
            n += (size_t)snprintf(text + n, len - n, "%s%s", first ? "" : ",", kinds[k]);
            first = 0;
        }
    if (c->launch_blocking && n < len)
        n += (size_t)snprintf(text + n, len - n, " launch_blocking=1");
    if (info_value(c, "env", env, sizeof env) && n < len)
        snprintf(text + n, len - n, " %s", env);
}

static int write_rows(struct conv *c, struct trace_writer *w, struct trace_error *err)
{
    static const char *const keys[] = { "gpu", "driver", "cuda", "command", "date" };
    char value[4096];
    for (size_t i = 0; i < sizeof keys / sizeof *keys; i++)
        if (info_value(c, keys[i], value, sizeof value)
            && trace_writer_attr(w, keys[i], value, err) < 0)
            return -1;
    capture_text(c, value, sizeof value);
    if (trace_writer_attr(w, "capture", value, err) < 0)
        return -1;
    for (size_t i = 0; i < c->bufs.n; i++)
        if (trace_writer_buffer(w, VEC_AT(c->bufs, struct trace_buffer, i), NULL, err) < 0)
            return -1;
    for (size_t i = 0; i < c->kernels.n; i++)
        if (trace_writer_kernel(w, VEC_AT(c->kernels, struct kernel_row, i)->name, NULL, err) < 0)
            return -1;
    for (size_t i = 0; i < c->events.n; i++)
        if (trace_writer_event(w, VEC_AT(c->events, struct trace_event, i), err) < 0)
            return -1;
    for (size_t i = 0; i < c->accs.n; i++)
        if (trace_writer_access(w, VEC_AT(c->accs, struct trace_access, i), err) < 0)
            return -1;
    return 0;
}

static void conv_free(struct conv *c)
{
    free(c->bufs.p);
    free(c->events.p);
    free(c->accs.p);
    free(c->kernels.p);
    free(c->skipped.p);
    free(c->info.p);
    free(c->spans);
    capture_match_free(&c->live);
    capture_match_free(&c->left_out);
    u64map_free(&c->fn_kernel);
    u64map_free(&c->name_kernel);
    u64map_free(&c->corr_event);
    u64map_free(&c->streams);
    u64map_free(&c->cuevents);
    u64map_free(&c->cuevent_stream);
}

/* Every record to its handler; past the cut, only measured times. */
static int read_records(struct conv *c, const struct capture_log *log)
{
    size_t pos = 0;
    struct capture_record r;
    const unsigned char *p;
    while (capture_log_next(log, &pos, &r, &p)) {
        if (c->cut && r.kind != CAPTURE_DONE && r.kind != CAPTURE_END)
            continue;
        c->pending_ns += r.host_ns;
        if (handlers[r.kind](c, &r, p) < 0)
            return -1;
    }
    return 0;
}

int capture_convert(const struct capture_log *log, const struct capture_settings *s,
                    const char *out, struct capture_report *rep, struct trace_error *err)
{
    struct conv c = {
        .s = s, .rep = rep,
        .bufs = { .elem = sizeof(struct trace_buffer) },
        .events = { .elem = sizeof(struct trace_event) },
        .accs = { .elem = sizeof(struct trace_access) },
        .kernels = { .elem = sizeof(struct kernel_row) },
        .skipped = { .elem = sizeof(struct capture_named) },
        .info = { .elem = 1 },
    };
    u64map_init(&c.fn_kernel);
    u64map_init(&c.name_kernel);
    u64map_init(&c.corr_event);
    u64map_init(&c.streams);
    u64map_init(&c.cuevents);
    u64map_init(&c.cuevent_stream);
    *rep = (struct capture_report){ .truncated = log->truncated };
    c.spans = malloc(SPAN_MAX * sizeof *c.spans);
    if (!c.spans || read_records(&c, log) < 0 || finish_report(&c) < 0) {
        trace_error_set(err, out, "out of host memory converting the capture");
        conv_free(&c);
        return -1;
    }
    const char *past = past_sum_bounds(&c);
    if (past) {
        trace_error_set(err, log->path, "%s add up past 2^62, more than a trace may hold: "
                        "not a log a program made", past);
        conv_free(&c);
        return -1;
    }
    struct trace_writer *w = trace_writer_create(out, "gmscapture", NULL, err);
    int rc = !w ? -1 : write_rows(&c, w, err) < 0 ? -1 : 0;
    if (w && rc < 0)
        trace_writer_discard(w);
    else if (w)
        rc = trace_writer_close(w, err);
    conv_free(&c);
    return rc;
}
