/* prefetch_launch.c: the `launch` prefetcher, PUMP's launch-time prefetch
 * (ailabstw/PUMP, "Profiling-free Unified Memory Prefetcher for Large
 * Model Deep Learning"; rules from its prefetch.cpp, prefetchPreKernel and
 * prefetchPostKernel, which its cuLaunchKernel hook calls around every
 * kernel). PUMP knows the memory blocks a kernel touches (from cuDNN,
 * cuBLAS and kernel parameters); here they are the kernel's ranges, as
 * runs (prefetch_runs.h).
 *
 * Before a kernel (prefetchPreKernel):
 *  1. On the first call, create the prefetch stream (PUMP: a non-blocking
 *     low-priority stream) and read the GPU capacity; the budget is
 *     capacity * factor / 100 (PUMP: totalGlobalMem * ULMS_GPU_MEMORY_FACTOR
 *     / 100, RESERVE_GPU_MEMORY being 0).
 *  2. Held bytes: each run of the kernels in the queue counted once (a
 *     run is (addr, len); PUMP keys blocks by (pointer, size)), plus the
 *     new kernel's runs not already among them (PUMP's prefetchSize()).
 *     While held bytes exceed the budget and the queue is not empty, the
 *     prefetch stream waits for the completion event of the oldest queued
 *     kernel (cudaStreamWaitEvent), which then leaves the queue and stops
 *     counting. The host is not blocked: PUMP waits on the stream. With
 *     sync=1 the host blocks instead (cudaEventSynchronize), a variant that
 *     also stops the host from running ahead.
 *  3. Every run is prefetched to the GPU on the prefetch stream, in address
 *     order, except a run larger than the whole GPU (PUMP: `if (size >
 *     gpuMemorySize) continue;`), which is left to demand paging but still
 *     counted as held, as PUMP does.
 *  4. If anything was prefetched, an event is recorded on the prefetch
 *     stream and the kernel's stream waits for it (cudaStreamWaitEvent).
 * After the kernel is queued (prefetchPostKernel): an event is recorded on
 * the kernel's stream and the kernel, with its runs, joins the queue.
 *
 * So the held bytes are exactly: the sum of len over the distinct runs of
 * the kernels launched whose completion event the prefetcher has not yet
 * waited on, including the kernel being launched. A kernel whose runs alone
 * exceed the budget empties the queue and is prefetched anyway (PUMP's
 * loop stops when the queue is empty).
 *
 * Not modelled: PUMP queues a no-op host function (cudaLaunchHostFunc)
 * before each prefetch on its stream, so that cudaMemPrefetchAsync does
 * not run synchronously in the calling thread; the host's prefetch cost is
 * the host's business.
 */
#include "prefetch_runs.h"

#include <assert.h>
#include <stdlib.h>

/* Invariants: held counts the runs of every queued batch plus those of
 * pending (while has_pending); every queued batch has an event. */
struct launch {
    const struct policy_env *env;
    uint64_t factor;
    bool host_sync;
    bool started;
    uint32_t stream;   /* the prefetch stream, once started */
    uint64_t capacity, budget;
    struct prefetch_held held;
    struct prefetch_queue queue; /* launched kernels, oldest first */
    struct prefetch_runs pending; /* the kernel between before and after_launch */
    bool has_pending;
};

static void *launch_create(const struct policy_env *env, const uint64_t *values)
{
    assert(env->prefetch && env->stream_create && env->event_record && env->event_wait
           && env->event_sync && env->gpu_capacity);
    struct launch *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    p->env = env;
    p->factor = values[0];
    p->host_sync = values[1] != 0;
    prefetch_held_init(&p->held);
    return p;
}

static void launch_destroy(void *self)
{
    struct launch *p = self;
    prefetch_held_free(&p->held);
    prefetch_queue_free(&p->queue);
    prefetch_runs_free(&p->pending);
    free(p);
}

/* Count every run of r once more: POLICY_OK, or POLICY_NO_HOST_MEMORY
 * with none counted. */
static int held_add_all(struct prefetch_held *h, const struct prefetch_runs *r)
{
    for (size_t i = 0; i < r->n; i++)
        if (prefetch_held_add(h, r->v[i]) < 0) {
            while (i-- > 0)
                prefetch_held_remove(h, r->v[i]);
            return POLICY_NO_HOST_MEMORY;
        }
    return POLICY_OK;
}

static void held_remove_all(struct prefetch_held *h, const struct prefetch_runs *r)
{
    for (size_t i = 0; i < r->n; i++)
        prefetch_held_remove(h, r->v[i]);
}

/* capacity * factor / 100 without overflow, rounded down. */
static uint64_t percent_of(uint64_t capacity, uint64_t factor)
{
    return capacity / 100 * factor + capacity % 100 * factor / 100;
}

static int launch_before_launch(void *self, const struct policy_launch *l)
{
    struct launch *p = self;
    const struct policy_env *env = p->env;
    if (!p->started) {
        p->stream = env->stream_create(env->host);
        p->capacity = env->gpu_capacity(env->host);
        p->budget = percent_of(p->capacity, p->factor);
        p->started = true;
    }
    assert(!p->has_pending && "launch: before_launch twice without after_launch");
    if (p->has_pending) { /* a host that skipped after_launch: forget that kernel */
        held_remove_all(&p->held, &p->pending);
        p->has_pending = false;
    }

    if (prefetch_runs_set(&p->pending, l) || held_add_all(&p->held, &p->pending))
        return POLICY_NO_HOST_MEMORY;
    p->has_pending = true;
    while (p->held.bytes > p->budget && p->queue.n > 0) {
        struct prefetch_batch oldest = prefetch_queue_pop(&p->queue);
        if (p->host_sync)
            env->event_sync(env->host, oldest.event);
        else
            env->event_wait(env->host, p->stream, oldest.event);
        held_remove_all(&p->held, &oldest.runs);
        prefetch_runs_free(&oldest.runs);
    }

    if (prefetch_runs_issue(env, &p->pending, p->stream, p->capacity) > 0) {
        uint64_t ready = env->event_record(env->host, p->stream);
        env->event_wait(env->host, l->stream, ready);
    }
    return POLICY_OK;
}

static int launch_after_launch(void *self, const struct policy_launch *l)
{
    struct launch *p = self;
    if (!p->has_pending)
        return POLICY_OK;
    uint64_t done = p->env->event_record(p->env->host, l->stream);
    if (prefetch_queue_push(&p->queue, (struct prefetch_batch){.seq = l->seq, .event = done,
                                                               .has_event = true,
                                                               .runs = p->pending}))
        return POLICY_NO_HOST_MEMORY; /* still pending, still held */
    p->pending = (struct prefetch_runs){0};
    p->has_pending = false;
    return POLICY_OK;
}

/* The recount costs O(runs queued), and the queue holds every kernel
 * since the budget last bit (on a trace whose footprint fits, all of
 * them, as PUMP's eventQueue does): hosts assert the checker after every
 * launch, so past LAUNCH_RECOUNT_MAX queued kernels only the held set's
 * own consistency is checked. */
#define LAUNCH_RECOUNT_MAX 4096

static bool launch_valid(const void *self)
{
    const struct launch *p = self;
    if (!prefetch_held_valid(&p->held) || p->factor < 1 || p->factor > 100)
        return false;
    if (p->queue.n > LAUNCH_RECOUNT_MAX)
        return true;
    /* recount the held set from the batches (unless host memory runs out:
     * then there is nothing to compare, and no failure) */
    struct prefetch_held h;
    prefetch_held_init(&h);
    bool same = true, counted = true;
    for (size_t i = 0; same && counted && i < p->queue.n; i++) {
        const struct prefetch_batch *b = &p->queue.v[(p->queue.head + i) % p->queue.cap];
        same = b->has_event;
        counted = held_add_all(&h, &b->runs) == POLICY_OK;
    }
    if (p->has_pending && counted)
        counted = held_add_all(&h, &p->pending) == POLICY_OK;
    same = same && (!counted || (h.bytes == p->held.bytes && h.live == p->held.live));
    for (uint64_t i = 0; same && counted && i < h.n; i++)
        if (h.e[i].count > 0)
            same = prefetch_held_count(&p->held, (struct prefetch_run){h.e[i].addr, h.e[i].len})
                   == h.e[i].count;
    prefetch_held_free(&h);
    return same;
}

static const struct policy_param launch_params[] = {
    {"factor", 60, 1, 100,
     "percent of GPU memory that prefetched and recently used blocks may hold "
     "(PUMP's ULMS_GPU_MEMORY_FACTOR; its defaults are 60, 80 or 100)"},
    {"sync", 0, 0, 1,
     "0: the prefetch stream waits for the oldest kernel (PUMP); 1: the host blocks on it"},
    {0}};

const struct policy_prefetcher policy_prefetch_launch = {
    .info = {.name = "launch",
             .summary = "PUMP: prefetch on a side stream, kernel waits, memory-factor budget",
             .params = launch_params},
    .create = launch_create,
    .destroy = launch_destroy,
    .before_launch = launch_before_launch,
    .after_launch = launch_after_launch,
    .valid = launch_valid,
};
