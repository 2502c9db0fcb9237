/* sim_timeline.c: the host clock, streams, compute engine and event loop
 * (see sim_timeline.h for the model). */
#include "sim_timeline.h"
#include "model_sat.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

enum { EV_RUN, EV_DONE }; /* a kernel resumes; an operation finishes */

static uint64_t max64(uint64_t a, uint64_t b)
{
    return a > b ? a : b;
}

void sim_timeline_init(struct sim_timeline *t, void *ctx)
{
    *t = (struct sim_timeline){ .ctx = ctx, .next_event = 1ull << 63, .horizon = UINT64_MAX,
                                .settling = SIM_NO_STREAM };
    sim_queue_init(&t->q);
    u64map_init(&t->stream_index);
    u64map_init(&t->event_index);
}

void sim_timeline_free(struct sim_timeline *t)
{
    /* what is still queued: only after an error; the caller's ops leak to
     * their owner, the timeline's own are freed */
    for (size_t i = 0; i < t->nstreams; i++)
        for (struct sim_op *op = t->streams[i].head, *next; op; op = next) {
            next = op->next;
            if (!op->cls)
                free(op);
        }
    for (struct sim_op *op = t->spare, *next; op; op = next) {
        next = op->next;
        free(op);
    }
    sim_queue_free(&t->q);
    u64map_free(&t->stream_index);
    u64map_free(&t->event_index);
    free(t->streams);
    free(t->woken);
    free(t->events);
}

/* ---- streams and events ----------------------------------------------------- */

/* Index of stream id, created empty; SIZE_MAX (and t->oom) when out of memory. */
static size_t stream_at(struct sim_timeline *t, uint32_t id)
{
    uint64_t i;
    if (u64map_get(&t->stream_index, id, &i))
        return (size_t)i;
    if (t->nstreams == t->capstreams) {
        size_t cap = t->capstreams ? 2 * t->capstreams : 8;
        struct sim_stream *s = realloc(t->streams, cap * sizeof *s);
        uint64_t *w = s ? realloc(t->woken, cap * sizeof *w) : NULL;
        if (s)
            t->streams = s;
        if (!w) {
            t->oom = true;
            return SIZE_MAX;
        }
        t->woken = w;
        t->capstreams = cap;
    }
    if (u64map_put(&t->stream_index, id, t->nstreams)) {
        t->oom = true;
        return SIZE_MAX;
    }
    t->streams[t->nstreams] = (struct sim_stream){ .id = id, .next_waiter = SIM_NO_STREAM };
    return t->nstreams++;
}

/* The state of event id; created (never recorded) when create, else NULL
 * when unknown. */
static struct sim_event_state *event_at(struct sim_timeline *t, uint64_t id, bool create)
{
    uint64_t i;
    if (u64map_get(&t->event_index, id, &i))
        return &t->events[i];
    if (!create)
        return NULL;
    if (t->nevents == t->capevents) {
        size_t cap = t->capevents ? 2 * t->capevents : 16;
        struct sim_event_state *e = realloc(t->events, cap * sizeof *e);
        if (!e) {
            t->oom = true;
            return NULL;
        }
        t->events = e;
        t->capevents = cap;
    }
    if (u64map_put(&t->event_index, id, t->nevents)) {
        t->oom = true;
        return NULL;
    }
    t->events[t->nevents] = (struct sim_event_state){ .waiters = SIM_NO_STREAM };
    return &t->events[t->nevents++];
}

uint64_t sim_timeline_new_event(struct sim_timeline *t)
{
    return t->next_event++;
}

static struct sim_op *own_op(struct sim_timeline *t)
{
    struct sim_op *op = t->spare;
    if (op)
        t->spare = op->next;
    else if (!(op = malloc(sizeof *op)))
        t->oom = true;
    if (op)
        memset(op, 0, sizeof *op);
    return op;
}

static void push(struct sim_timeline *t, uint64_t time, unsigned kind, struct sim_op *op)
{
    if (sim_queue_push(&t->q, time, kind, op))
        t->oom = true;
}

/* ---- the device ------------------------------------------------------------- */

/* The head of stream si finished at now. */
static void finish(struct sim_timeline *t, size_t si, uint64_t now)
{
    struct sim_stream *s = &t->streams[si];
    struct sim_op *op = s->head;
    s->head = op->next;
    if (!s->head)
        s->tail = NULL;
    s->started = false;
    s->done_ns = now;
    t->pending--;
    t->device_ns = max64(t->device_ns, now);
    if (op->kind == SIM_OP_KERNEL) {
        s->kernel_end_ns = now;
        MODEL_SAT_INC(t->kernel_ns, op->ns);
        t->kernels_done++;
        if (t->kernel_end)
            t->kernel_end(t->ctx, op, now);
    }
    if (!op->cls) {
        op->next = t->spare;
        t->spare = op;
    } else if (op->cls->done) {
        op->cls->done(t->ctx, op, now);
    }
}

/* Run a kernel from start until it finishes or the next thing due. */
static void run_kernel(struct sim_timeline *t, struct sim_op *op, uint64_t start)
{
    uint64_t at = start, limit = sim_queue_next_time(&t->q);
    if (t->horizon < limit)
        limit = t->horizon;
    bool finished = true;
    if (op->cls)
        finished = op->cls->run(t->ctx, op, &at, limit);
    else
        MODEL_SAT_INC(at, op->ns);
    push(t, at, finished ? EV_DONE : EV_RUN, op);
}

/* Give the compute engine to the first ready kernel, if it is free. The
 * kernel holds it kernel_gap_ns before its own time: the GPU's processing
 * of each launch and the drain after it, which back-to-back kernels pay one
 * after another (gpurun's replay kernel with nothing to do: 2.0 us apart on
 * an H100, docs/measurements.md section 15). */
static void engine_kick(struct sim_timeline *t, uint64_t now)
{
    struct sim_op *op = t->ready;
    if (t->running || !op)
        return;
    t->ready = op->ready_next;
    if (!t->ready)
        t->ready_tail = NULL;
    t->running = op;
    /* Held back past its issue, its stream's last kernel and the engine
     * becoming free: by copies or waits its stream is ordered after. */
    uint64_t i;
    bool known = u64map_get(&t->stream_index, op->stream, &i);
    uint64_t base = max64(max64(op->issued_ns, t->engine_free_ns),
                          known ? t->streams[i].kernel_end_ns : 0);
    if (now > base)
        MODEL_SAT_INC(t->copy_wait_ns, now - base);
    op->start_ns = model_sat_add(now, t->kernel_gap_ns);
    run_kernel(t, op, op->start_ns);
}

/* ---- waits ---------------------------------------------------------------------
 * A record that finishes lets go on the streams waiting for its event. The
 * order in which they go on matters (the kernels they reach queue for the
 * engine in that order), and it is that of a sweep over all streams by
 * index, repeated while records finish: one that a record of stream i lets
 * go comes later in the same sweep when its index is above i, else in the
 * next. Only the streams waiting for an event can go on, so only they are
 * tried, through the event's list of waiters and the heap of woken streams
 * keyed by (sweep, index): a record costs the streams that wait for it, not
 * every stream. */

static void heap_push(struct sim_timeline *t, uint64_t key)
{
    size_t i = t->nwoken++;
    for (; i > 0 && t->woken[(i - 1) / 2] > key; i = (i - 1) / 2)
        t->woken[i] = t->woken[(i - 1) / 2];
    t->woken[i] = key;
}

static uint64_t heap_pop(struct sim_timeline *t)
{
    uint64_t top = t->woken[0], last = t->woken[--t->nwoken];
    size_t i = 0;
    for (size_t c; (c = 2 * i + 1) < t->nwoken; i = c) {
        if (c + 1 < t->nwoken && t->woken[c + 1] < t->woken[c])
            c++;
        if (t->woken[c] >= last)
            break;
        t->woken[i] = t->woken[c];
    }
    if (t->nwoken)
        t->woken[i] = last;
    return top;
}

/* Event e's record finished: its waiters whose WAIT it covers are woken,
 * in this sweep when they come after the stream being kicked. */
static void wake(struct sim_timeline *t, struct sim_event_state *e)
{
    for (uint32_t *link = &e->waiters; *link != SIM_NO_STREAM;) {
        uint32_t si = *link;
        struct sim_stream *s = &t->streams[si];
        if (s->head->gen > e->done) {
            link = &s->next_waiter;
            continue;
        }
        *link = s->next_waiter;
        s->next_waiter = SIM_NO_STREAM;
        bool later = t->settling == SIM_NO_STREAM || si > t->settling;
        heap_push(t, (t->sweep + !later) << 32 | si);
    }
}

/* Start what stream si can start at now. */
static void stream_kick(struct sim_timeline *t, size_t si, uint64_t now)
{
    for (;;) {
        struct sim_stream *s = &t->streams[si];
        struct sim_op *op = s->head;
        if (!op || s->started)
            return;
        switch (op->kind) {
        case SIM_OP_RECORD: {
            struct sim_event_state *e = event_at(t, op->event, true);
            if (e && op->gen > e->done) {
                e->done = op->gen;
                e->done_ns = now;
                wake(t, e);
            }
            finish(t, si, now);
            break;
        }
        case SIM_OP_WAIT: {
            struct sim_event_state *e = event_at(t, op->event, false);
            if (e && e->done < op->gen) {
                if (!s->waiting) { /* into the event's waiters */
                    s->waiting = true;
                    s->next_waiter = e->waiters;
                    e->waiters = (uint32_t)si;
                }
                return;
            }
            s->waiting = false;
            finish(t, si, now);
            break;
        }
        case SIM_OP_COPY:
            s->started = true;
            push(t, max64(op->cls->start(t->ctx, op, now), now), EV_DONE, op);
            return;
        case SIM_OP_KERNEL:
            s->started = true;
            op->ready_next = NULL;
            if (t->ready_tail)
                t->ready_tail->ready_next = op;
            else
                t->ready = op;
            t->ready_tail = op;
            engine_kick(t, now);
            return;
        }
    }
}

/* After records finished: the streams they woke go on, sweep by sweep. */
static void settle(struct sim_timeline *t, uint64_t now)
{
    while (t->nwoken) {
        uint64_t key = heap_pop(t);
        t->sweep = key >> 32;
        t->settling = (uint32_t)key;
        stream_kick(t, t->settling, now);
    }
    t->sweep = 0;
    t->settling = SIM_NO_STREAM;
}

/* Run the first queued event. Returns false when there is none. */
static bool step(struct sim_timeline *t)
{
    struct sim_queue_event ev;
    if (!sim_queue_pop(&t->q, &ev))
        return false;
    assert(ev.time >= t->now_ns);
    t->now_ns = ev.time;
    struct sim_op *op = ev.obj;
    if (ev.kind == EV_RUN) {
        run_kernel(t, op, ev.time);
        return true;
    }
    uint64_t si = 0;
    u64map_get(&t->stream_index, op->stream, &si); /* the op's stream is known */
    if (op->kind == SIM_OP_KERNEL) {
        t->running = NULL;
        t->engine_free_ns = ev.time;
    }
    finish(t, si, ev.time);
    stream_kick(t, si, ev.time);
    engine_kick(t, ev.time);
    settle(t, ev.time);
    return true;
}

/* What is due before until (sim_timeline.h): the host acts at until,
 * before what is due then (a kernel waiting there to go on would otherwise
 * never get past the host). */
void sim_timeline_run_until(struct sim_timeline *t, uint64_t until)
{
    t->horizon = until;
    while (sim_queue_next_time(&t->q) < until && !t->oom)
        step(t);
}

/* ---- the host --------------------------------------------------------------- */

void sim_timeline_host_call(struct sim_timeline *t, uint64_t ns)
{
    MODEL_SAT_INC(t->host_ns, ns);
    sim_timeline_run_until(t, t->host_ns);
}

void sim_timeline_host_wait(struct sim_timeline *t, uint64_t when)
{
    if (when > t->host_ns) {
        t->host_wait_ns += when - t->host_ns;
        t->host_ns = when;
    }
    sim_timeline_run_until(t, t->host_ns);
}

/* The host waits while more is due: kernels run freely. */
#define WAIT_WHILE(t, cond)                                                          \
    do {                                                                             \
        (t)->horizon = UINT64_MAX;                                                   \
        while ((cond) && !(t)->oom && step(t))                                       \
            ;                                                                        \
    } while (0)

void sim_timeline_sync_device(struct sim_timeline *t)
{
    WAIT_WHILE(t, t->pending);
    assert(t->pending == 0 || t->oom);
    sim_timeline_host_wait(t, t->device_ns);
}

void sim_timeline_sync_stream(struct sim_timeline *t, uint32_t stream)
{
    uint64_t si;
    if (!u64map_get(&t->stream_index, stream, &si))
        return;
    WAIT_WHILE(t, t->streams[si].head);
    sim_timeline_host_wait(t, t->streams[si].done_ns);
}

void sim_timeline_wait_until(struct sim_timeline *t, bool (*ready)(void *arg), void *arg)
{
    WAIT_WHILE(t, !ready(arg));
}

void sim_timeline_sync_event(struct sim_timeline *t, uint64_t event)
{
    struct sim_event_state *e = event_at(t, event, false);
    if (!e)
        return;
    size_t ei = (size_t)(e - t->events);
    uint64_t gen = e->issued;
    WAIT_WHILE(t, t->events[ei].done < gen);
    sim_timeline_host_wait(t, t->events[ei].done_ns);
}

void sim_timeline_submit(struct sim_timeline *t, struct sim_op *op)
{
    sim_timeline_run_until(t, t->host_ns);
    size_t si = stream_at(t, op->stream);
    if (si == SIZE_MAX) {
        if (!op->cls)
            free(op);
        else if (op->cls->done)
            op->cls->done(t->ctx, op, t->host_ns);
        return;
    }
    struct sim_stream *s = &t->streams[si];
    op->issued_ns = t->host_ns;
    op->index = ++t->issued;
    op->next = NULL;
    if (s->tail)
        s->tail->next = op;
    else
        s->head = op;
    s->tail = op;
    t->pending++;
    stream_kick(t, si, t->host_ns);
    settle(t, t->host_ns);
}

bool sim_timeline_stream_idle(struct sim_timeline *t, uint32_t stream)
{
    sim_timeline_run_until(t, t->host_ns);
    uint64_t i;
    return !u64map_get(&t->stream_index, stream, &i) || !t->streams[i].head;
}

uint64_t sim_timeline_mark(const struct sim_timeline *t)
{
    return t->issued;
}

bool sim_timeline_mark_done(struct sim_timeline *t, uint32_t stream, uint64_t mark)
{
    sim_timeline_run_until(t, t->host_ns);
    uint64_t i;
    return !u64map_get(&t->stream_index, stream, &i) || !t->streams[i].head ||
           t->streams[i].head->index > mark;
}

void sim_timeline_launch(struct sim_timeline *t, uint32_t stream, uint64_t ns,
                         uint64_t launch_ns, uint64_t kernel, uint64_t row)
{
    MODEL_SAT_INC(t->host_ns, launch_ns);
    struct sim_op *op = own_op(t);
    if (!op)
        return;
    op->kind = SIM_OP_KERNEL;
    op->stream = stream;
    op->ns = ns;
    op->kernel = kernel;
    op->row = row;
    sim_timeline_submit(t, op);
}

void sim_timeline_record(struct sim_timeline *t, uint64_t event, uint32_t stream)
{
    struct sim_event_state *e = event_at(t, event, true);
    struct sim_op *op = e ? own_op(t) : NULL;
    if (!op)
        return;
    op->kind = SIM_OP_RECORD;
    op->stream = stream;
    op->event = event;
    op->gen = ++e->issued;
    sim_timeline_submit(t, op);
}

void sim_timeline_wait(struct sim_timeline *t, uint32_t stream, uint64_t event)
{
    const struct sim_event_state *e = event_at(t, event, false);
    if (!e || e->issued == 0)
        return; /* never recorded: nothing to wait for, as in CUDA */
    struct sim_op *op = own_op(t);
    if (!op)
        return;
    op->kind = SIM_OP_WAIT;
    op->stream = stream;
    op->event = event;
    op->gen = e->issued;
    sim_timeline_submit(t, op);
}

void sim_timeline_stream_wait(struct sim_timeline *t, uint32_t waiter, uint32_t stream)
{
    if (waiter == stream)
        return;
    uint64_t event = sim_timeline_new_event(t);
    sim_timeline_record(t, event, stream);
    sim_timeline_wait(t, waiter, event);
}

uint64_t sim_timeline_end(const struct sim_timeline *t)
{
    return max64(t->host_ns, t->device_ns);
}

#ifndef NDEBUG
bool sim_timeline_valid(const struct sim_timeline *t)
{
    if (!sim_queue_valid(&t->q) || !u64map_valid(&t->stream_index) ||
        !u64map_valid(&t->event_index))
        return false;
    for (size_t i = 0; i < t->q.n; i++)
        if (t->q.heap[i].time < t->now_ns)
            return false;
    uint64_t ops = 0, waiting = 0, listed = 0;
    for (size_t i = 0; i < t->nstreams; i++) {
        const struct sim_stream *s = &t->streams[i];
        if ((s->started && !s->head) ||
            (s->head && !s->started && (s->head->kind != SIM_OP_WAIT || !s->waiting)))
            return false;
        waiting += s->waiting;
        for (const struct sim_op *op = s->head; op; op = op->next, ops++)
            if (op->index > t->issued || (op->next && op->next->index <= op->index))
                return false;
    }
    if (t->running && t->running->kind != SIM_OP_KERNEL)
        return false;
    if (!t->running && t->ready)
        return false;
    for (size_t i = 0; i < t->nevents; i++)
        for (uint32_t w = t->events[i].waiters; w != SIM_NO_STREAM && listed <= waiting;
             w = t->streams[w].next_waiter)
            listed++;
    return ops == t->pending && listed == waiting && t->nwoken == 0;
}
#endif
