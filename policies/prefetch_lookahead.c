/* prefetch_lookahead.c: the `lookahead` prefetcher, an upper bound on what
 * launch-time prefetch can do when the future is known, in the spirit of
 * DeepUM (Jung et al., ASPLOS 2023), whose correlation tables predict the
 * next kernels' blocks and prefetch them ahead; here the prediction is the
 * trace itself (env->peek_launch), so it is always right.
 *
 * The window is the current kernel and the next `depth` launches. Before
 * kernel k, every launch of the window not yet handled gets a batch on the
 * prefetcher's own stream (created once): its runs (prefetch_runs.h) that
 * no batch still in the window has issued are prefetched to the GPU, then
 * an event is recorded after them. Kernel k's stream waits for the event of
 * k's batch (recorded after everything issued for k and earlier), as with
 * `launch`. When k+1 arrives, k's batch leaves the window, so a run used
 * again later than `depth` launches after its last use is prefetched
 * again (it may have been evicted meanwhile). Batches are handed out in
 * launch order, the current kernel's first. A batch with nothing new
 * records no event and waits on the latest one, which covers its runs.
 * Without peek_launch (a live program) it prefetches the current kernel
 * only, like `launch` without a budget. There is no memory budget: depth
 * bounds how far ahead it reaches.
 *
 * A batch made from a peek is topped up when its launch arrives (top_up):
 * the host resolves a peeked launch's ranges to the addresses of the
 * moment, leaving out buffers not yet allocated, so runs of the launch
 * itself missing from its batch are prefetched then, or waited for when a
 * later launch's batch already issued them.
 */
#include "prefetch_runs.h"

#include <assert.h>
#include <stdlib.h>

/* Invariants: the queue holds the batches of consecutive launches, oldest
 * first; held counts the runs of every queued batch; last_event is the
 * latest event recorded on stream (has_last once there is one). */
struct lookahead {
    const struct policy_env *env;
    uint64_t depth;
    bool started;
    uint32_t stream;
    struct prefetch_held held;
    struct prefetch_queue window;
    struct prefetch_runs scratch;
    uint64_t last_event;
    bool has_last;
};

static void *lookahead_create(const struct policy_env *env, const uint64_t *values)
{
    assert(env->prefetch && env->stream_create && env->event_record && env->event_wait);
    struct lookahead *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    p->env = env;
    p->depth = values[0];
    prefetch_held_init(&p->held);
    return p;
}

static void lookahead_destroy(void *self)
{
    struct lookahead *p = self;
    prefetch_held_free(&p->held);
    prefetch_queue_free(&p->window);
    prefetch_runs_free(&p->scratch);
    free(p);
}

/* Issue launch l's batch: its runs not already held, then an event.
 * Out of host memory, the batch keeps the runs it counted before. */
static int issue_batch(struct lookahead *p, const struct policy_launch *l)
{
    const struct policy_env *env = p->env;
    struct prefetch_runs runs = {0};
    if (prefetch_runs_set(&runs, l) ||
        prefetch_queue_push(&p->window, (struct prefetch_batch){.seq = l->seq, .runs = runs})) {
        prefetch_runs_free(&runs);
        return POLICY_NO_HOST_MEMORY;
    }
    struct prefetch_batch *b = prefetch_queue_back(&p->window);
    int rc = POLICY_OK, added;
    bool issued = false;
    for (size_t i = 0; i < b->runs.n && rc == POLICY_OK; i++) {
        if ((added = prefetch_held_add(&p->held, b->runs.v[i])) < 0) {
            b->runs.n = i;
            rc = POLICY_NO_HOST_MEMORY;
        } else if (added) {
            env->prefetch(env->host, b->runs.v[i].addr, b->runs.v[i].len, true, p->stream);
            issued = true;
        }
    }
    if (issued) {
        p->last_event = env->event_record(env->host, p->stream);
        p->has_last = true;
    }
    b->event = p->last_event;
    b->has_event = p->has_last;
    return rc;
}

/* A batch issued from a peek saw the launch's ranges as they were then:
 * buffers allocated since were left out and a buffer freed and allocated
 * again may have moved. When the launch arrives, its runs missing from its
 * batch are settled: one that no batch of the window has issued is
 * prefetched now; one that a later launch's batch has issued (after this
 * batch's event) is covered by waiting for the latest event instead. Both
 * lists are sorted by (addr, len), so one merge walk finds the missing
 * runs. */
static int top_up(struct lookahead *p, struct prefetch_batch *mine, const struct policy_launch *l)
{
    const struct policy_env *env = p->env;
    if (prefetch_runs_set(&p->scratch, l))
        return POLICY_NO_HOST_MEMORY;
    size_t have = mine->runs.n, j = 0;
    bool issued = false, later = false;
    int rc = POLICY_OK;
    for (size_t i = 0; i < p->scratch.n && rc == POLICY_OK; i++) {
        struct prefetch_run run = p->scratch.v[i];
        const struct prefetch_run *v = mine->runs.v;
        while (j < have && (v[j].addr < run.addr || (v[j].addr == run.addr && v[j].len < run.len)))
            j++;
        if (j < have && v[j].addr == run.addr && v[j].len == run.len)
            continue; /* in the batch: issued before its event */
        if (prefetch_held_count(&p->held, run) > 0) {
            later = true;
            continue;
        }
        if (prefetch_runs_push(&mine->runs, run)) {
            rc = POLICY_NO_HOST_MEMORY;
        } else if (prefetch_held_add(&p->held, run) < 0) {
            mine->runs.n--; /* the batch holds what is counted */
            rc = POLICY_NO_HOST_MEMORY;
        } else {
            env->prefetch(env->host, run.addr, run.len, true, p->stream);
            issued = true;
        }
    }
    if (issued) {
        p->last_event = env->event_record(env->host, p->stream);
        p->has_last = true;
    }
    if (issued || later) {
        mine->event = p->last_event; /* after everything issued so far */
        mine->has_event = true;
    }
    return rc;
}

static int lookahead_before_launch(void *self, const struct policy_launch *l)
{
    struct lookahead *p = self;
    const struct policy_env *env = p->env;
    if (!p->started) {
        p->stream = env->stream_create(env->host);
        p->started = true;
    }
    /* kernels before this one leave the window */
    struct prefetch_batch *front;
    while ((front = prefetch_queue_front(&p->window)) && front->seq < l->seq) {
        struct prefetch_batch b = prefetch_queue_pop(&p->window);
        for (size_t i = 0; i < b.runs.n; i++)
            prefetch_held_remove(&p->held, b.runs.v[i]);
        prefetch_runs_free(&b.runs);
    }
    /* the current launch first, before any later launch's batch, so the
     * kernel need not wait for those */
    front = prefetch_queue_front(&p->window);
    if (front ? top_up(p, front, l) : issue_batch(p, l))
        return POLICY_NO_HOST_MEMORY;
    /* launches up to `last` have their batch: peek only beyond it, so a
     * launch costs one peek however deep the window */
    uint64_t last = prefetch_queue_back(&p->window)->seq;
    for (uint64_t a = last - l->seq + 1; a <= p->depth && env->peek_launch; a++) {
        struct policy_launch next;
        if (env->peek_launch(env->host, a, &next) != 0)
            break; /* the trace ends */
        if (next.seq <= last)
            continue;
        if (issue_batch(p, &next))
            return POLICY_NO_HOST_MEMORY;
        last = next.seq;
    }
    const struct prefetch_batch *mine = prefetch_queue_front(&p->window);
    assert(mine->seq == l->seq);
    if (mine->has_event)
        env->event_wait(env->host, l->stream, mine->event);
    return POLICY_OK;
}

static bool lookahead_valid(const void *self)
{
    const struct lookahead *p = self;
    if (!prefetch_held_valid(&p->held))
        return false;
    struct prefetch_held h; /* the recount; none when host memory runs out */
    prefetch_held_init(&h);
    bool ok = true, counted = true;
    uint64_t prev_seq = 0;
    for (size_t i = 0; i < p->window.n; i++) {
        const struct prefetch_batch *b = &p->window.v[(p->window.head + i) % p->window.cap];
        if ((i > 0 && b->seq <= prev_seq) || (b->has_event && !p->has_last))
            ok = false;
        prev_seq = b->seq;
        for (size_t j = 0; counted && j < b->runs.n; j++)
            counted = prefetch_held_add(&h, b->runs.v[j]) >= 0;
    }
    ok = ok && (!counted || (h.bytes == p->held.bytes && h.live == p->held.live));
    for (uint64_t i = 0; ok && counted && i < h.n; i++)
        if (h.e[i].count > 0)
            ok = prefetch_held_count(&p->held, (struct prefetch_run){h.e[i].addr, h.e[i].len})
                 == h.e[i].count;
    prefetch_held_free(&h);
    return ok && p->window.n <= p->depth + 1;
}

static const struct policy_param lookahead_params[] = {
    {"depth", 1, 1, 1024, "how many launches after the current one to prefetch for"},
    {0}};

const struct policy_prefetcher policy_prefetch_lookahead = {
    .info = {.name = "lookahead",
             .summary = "prefetch for the next `depth` launches of the trace (an upper bound, "
                        "after DeepUM)",
             .params = lookahead_params},
    .create = lookahead_create,
    .destroy = lookahead_destroy,
    .before_launch = lookahead_before_launch,
    .after_launch = NULL,
    .valid = lookahead_valid,
};
