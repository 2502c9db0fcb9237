/* async_pool.c: the stream-ordered allocators, CUDA's memory pools
 * (cudaMallocAsync / cudaFreeAsync on a cudaMemPool_t) as four presets of
 * one policy: `cuda-async` (a pool with CUDA's default attributes),
 * `torch-async` (PyTorch's cudaMallocAsync backend,
 * c10/cuda/CUDAMallocAsyncAllocator.cpp), `rmm-async` (RMM's
 * cuda_async_memory_resource) and `cupy-async` (CuPy's MemoryAsyncPool).
 * The rules, their sources and the assumptions where CUDA documents
 * nothing are in docs/policies.md ("Stream-ordered pools"); in short:
 *
 * - A free on stream A puts the block in A's pending list; an allocation
 *   on A reuses it at once (stream order makes it safe).
 * - An allocation on B takes, in this order: the best fit of its own
 *   pending list; of the completed frees (cudaMemPoolReuseAllowOpportunistic);
 *   of the frees B is ordered after through events
 *   (cudaMemPoolReuseFollowEventDependencies); of any other stream's
 *   pending frees, making B wait for that stream
 *   (cudaMemPoolReuseAllowInternalDependencies), and as a last resort the
 *   other streams' lists merged into B's one by one, each waited for
 *   (rmm-pool's merge); else the pool grows. With linear (the default)
 *   the pool is one address range of its own mapped from its start up: the
 *   block starts in the free chunk at the top when the stream may use it,
 *   and what is missing is mapped, rounded up to `granularity` (CUDA's
 *   pool: tests/data/torch-snapshots/async-probe.json); with linear=0 it
 *   is a new segment of the size rounded up to `granularity`.
 * - A freed block merges with free neighbours of its stream's list and
 *   with never-used or completed ones (with linear=0, never across
 *   segments).
 * - A free is known complete after a host synchronization that covers it
 *   (cudaStreamSynchronize of its stream, or of a stream ordered after it;
 *   cudaEventSynchronize of an event recorded after it on its stream;
 *   cudaDeviceSynchronize). At each synchronization completed frees move
 *   to the shared completed list (when opportunistic reuse is on), and
 *   while the pool holds more than release_threshold bytes its wholly free
 *   and completed growths go back upstream, newest first (linear: from
 *   the top of the range down, while the top one is wholly free).
 * - Growth that fails upstream releases every wholly free, completed
 *   segment and tries once more; `oom_sync` (CuPy) then synchronizes the
 *   allocating stream and tries the whole allocation again.
 *
 * Stream ordering comes from the host through the allocator's order hook
 * (policy.h); a host that never calls it leaves every free pending, so
 * only same-stream and internal-dependency reuse happen and nothing is
 * released before destroy. */
#include "chunk.h"

#include <assert.h>
#include <stdlib.h>

#define MB (1024ull * 1024ull)

enum { P_THRESHOLD, P_GRANULARITY, P_ALIGN, P_FOLLOW, P_OPPORTUNISTIC, P_INTERNAL, P_INITIAL,
       P_OOM_SYNC, P_LINEAR };

/* linear: the pool's one address range (own addresses, like caching's
 * expandable segments); mapped from its start upwards. */
#define ASYNC_VBASE (5ull << 60)
#define ASYNC_VSIZE (1ull << 52)

/* One table per preset: the same keys, the framework's defaults. */
#define ASYNC_PARAMS(threshold, align, oom_sync)                                                  \
    {                                                                                             \
        [P_THRESHOLD] = {"release_threshold", threshold, 0, UINT64_MAX,                           \
                         "bytes the pool keeps at a synchronization "                             \
                         "(cudaMemPoolAttrReleaseThreshold; inf: never release)"},                \
        [P_GRANULARITY] = {"granularity", 32 * MB, 512, 1ull << 40,                               \
                           "the pool grows by segments of a multiple of this (assumed)"},         \
        [P_ALIGN] = {"align", align, 1, 1 * MB, "block sizes are rounded up to this"},            \
        [P_FOLLOW] = {"follow_events", 1, 0, 1, "cudaMemPoolReuseFollowEventDependencies"},       \
        [P_OPPORTUNISTIC] = {"opportunistic", 1, 0, 1, "cudaMemPoolReuseAllowOpportunistic"},     \
        [P_INTERNAL] = {"internal_deps", 1, 0, 1, "cudaMemPoolReuseAllowInternalDependencies"},   \
        [P_INITIAL] = {"initial", 0, 0, 1ull << 50,                                               \
                       "bytes allocated and freed on stream 0 at creation (RMM's "                \
                       "initial_pool_size)"},                                                     \
        [P_OOM_SYNC] = {"oom_sync", oom_sync, 0, 1,                                               \
                        "on out of memory, synchronize the stream and retry (CuPy's malloc)"},    \
        [P_LINEAR] = {"linear", 1, 0, 1,                                                          \
                      "one address range grown at its top, a block may span the free top "       \
                      "(0: a segment per growth, at upstream's addresses)"},                      \
        {0}                                                                                       \
    }

/* align 512: CUDA's pool places blocks of n bytes round_up(n, 512) apart
 * (async-replay.json.gz, cases fill*: 4097 B at a stride of 4608). */
static const struct policy_param cuda_async_params[] = ASYNC_PARAMS(0, 512, 0);
static const struct policy_param torch_async_params[] = ASYNC_PARAMS(UINT64_MAX, 512, 0);
static const struct policy_param rmm_async_params[] = ASYNC_PARAMS(UINT64_MAX, 512, 0);
static const struct policy_param cupy_async_params[] = ASYNC_PARAMS(UINT64_MAX, 512, 1);

/* Invariants: those of the chunk space with merged trees; every chunk size
 * is a multiple of align. Tree 0 of a stream's lists holds the blocks
 * freed on that stream and not yet known complete (pending), each with an
 * entry addr -> seq in free_seq (the seq of the latest free merged into
 * it, <= seq); done (tree 1 of stream 0's lists) holds, without entries,
 * the blocks free of any stream ordering: never used since the pool grew,
 * and with opportunistic reuse the completed frees.
 * known maps B << 32 | A to the last seq of A's frees that stream B is
 * ordered after; done_of maps A to the last seq of A's frees the host has
 * seen complete, done_all is that seq for every stream; an event maps to
 * the stream and seq of its last record (ev_stream, ev_seq). */
/* With linear, the space holds one segment [ASYNC_VBASE, +ASYNC_VSIZE):
 * mapped from its start up to top, which is the handed-out chunk of the
 * unmapped rest (its bytes are in space.allocated, not in the pool's);
 * units[0..nunits) are the growths in address order, each one upstream
 * reservation (addr) mapped at [va, va + size), tiling the mapped range;
 * mapped is the sum of their sizes. */
struct async_unit {
    uint64_t va, size, addr;
};

struct async_pool {
    struct chunk_space space;
    struct freetree *done;
    uint64_t threshold, granularity, align;
    bool follow, opportunistic, internal, oom_sync, broken, linear;
    uint64_t seq, done_all;
    struct u64map free_seq, known, done_of, ev_stream, ev_seq;
    struct chunk *top;
    struct async_unit *units;
    size_t nunits, capunits;
    uint64_t mapped;
};

static uint64_t get0(const struct u64map *m, uint64_t key)
{
    uint64_t v = 0;
    u64map_get(m, key, &v);
    return v;
}

/* put key -> max(its value, v); the caller reserved room. */
static void raise_to(struct u64map *m, uint64_t key, uint64_t v)
{
    if (get0(m, key) < v) {
        int rc = u64map_put(m, key, v);
        assert(rc == 0);
        (void)rc;
    }
}

static void async_destroy(void *self)
{
    struct async_pool *p = self;
    const struct policy_env *env = p->space.env;
    for (size_t i = 0; i < p->nunits; i++)
        env->release(env->host, p->units[i].addr, p->units[i].size);
    free(p->units);
    if (p->linear) /* the address range is the pool's own: nothing upstream */
        p->space.segments = NULL;
    space_destroy(&p->space);
    struct u64map *maps[] = {&p->free_seq, &p->known, &p->done_of, &p->ev_stream, &p->ev_seq};
    for (size_t i = 0; i < sizeof maps / sizeof *maps; i++)
        u64map_free(maps[i]);
    free(p);
}

/* Whether free chunk c's free has completed, as the host knows it. */
static bool completed(const struct async_pool *p, const struct chunk *c)
{
    if (c->tree == p->done)
        return true;
    uint64_t s = get0(&p->free_seq, c->addr);
    return s <= p->done_all || s <= get0(&p->done_of, c->tree->stream);
}

/* Move free chunk c (in a pending tree, or done) into done; returns the
 * merged chunk. */
static struct chunk *to_done(struct async_pool *p, struct chunk *c)
{
    if (c->tree == p->done)
        return c;
    u64map_del(&p->free_seq, c->addr, NULL);
    tree_remove(c->tree, c);
    return space_coalesce_into(&p->space, c, p->done);
}

/* Put free chunk c (in no tree) in pending list t as freed at seq s: it
 * merges with its neighbours in t and with those in done (memory no
 * stream waits for); the merged block takes seq s. */
static struct chunk *to_pending(struct async_pool *p, struct chunk *c, struct freetree *t,
                                uint64_t s)
{
    if ((c->next && c->next->tree == p->done) || (c->prev && c->prev->tree == p->done)) {
        c = space_coalesce_into(&p->space, c, p->done);
        tree_remove(p->done, c);
    }
    if (c->next && c->next->tree == t)
        u64map_del(&p->free_seq, c->next->addr, NULL);
    if (c->prev && c->prev->tree == t)
        u64map_del(&p->free_seq, c->prev->addr, NULL);
    c = space_coalesce_into(&p->space, c, t);
    u64map_put(&p->free_seq, c->addr, s); /* room: prepare, or an entry just deleted */
    return c;
}

/* Opportunistic reuse: every completed pending block joins done. */
static void publish(struct async_pool *p)
{
    if (!p->opportunistic || !p->free_seq.count)
        return;
    for (struct segment *g = p->space.segments; g; g = g->next)
        for (struct chunk *c = g->first; c; c = c->next)
            if (c->tree && c->tree != p->done && completed(p, c))
                c = to_done(p, c);
}

/* Whether the free chunks from the top of the mapped range down to va
 * are all completed (then they merge into one). */
static bool free_down_to(const struct async_pool *p, uint64_t va)
{
    const struct chunk *c = p->top->prev;
    for (; c && c->tree && completed(p, c); c = c->prev)
        if (c->addr <= va)
            return true;
    return false;
}

/* Linear: release units from the top while the topmost lies in free,
 * completed memory; the range shrinks back (no holes). */
static void trim_linear(struct async_pool *p, uint64_t keep)
{
    struct chunk_space *s = &p->space;
    while (p->nunits && p->mapped > keep) {
        struct async_unit u = p->units[p->nunits - 1];
        if (!free_down_to(p, u.va))
            return;
        struct chunk *c = p->top->prev;
        while ((c = to_done(p, c))->addr > u.va)
            c = c->prev;
        tree_remove(p->done, c);
        if (c->addr < u.va) {
            struct chunk *r = space_split(s, c, u.va - c->addr);
            tree_insert(p->done, c);
            c = r;
        }
        s->env->release(s->env->host, u.addr, u.size);
        p->mapped -= u.size;
        p->nunits--;
        space_take_back(s, p->top->addr);
        space_merge_next(s, c);
        space_hand_out(s, c);
        p->top = c;
    }
}

/* Release wholly free, completed segments, newest first, while the pool
 * holds more than keep bytes. */
static void trim(struct async_pool *p, uint64_t keep)
{
    if (p->linear) {
        trim_linear(p, keep);
        return;
    }
    for (struct segment *g = p->space.segments, *next; g && p->space.reserved > keep; g = next) {
        next = g->next;
        bool all = true;
        for (struct chunk *c = g->first; c && all; c = c->next)
            all = c->tree && completed(p, c);
        if (!all)
            continue;
        struct chunk *c = g->first;
        while (c)
            c = to_done(p, c)->next;
        space_release(&p->space, g->first);
    }
}

/* A host synchronization: publish, then release down to the threshold. */
static void settle(struct async_pool *p)
{
    publish(p);
    if (p->threshold != UINT64_MAX)
        trim(p, p->threshold);
}

/* cudaStreamSynchronize(a): a's frees, and those a is ordered after, are
 * complete. done_of must have room for every stream. */
static void sync_stream(struct async_pool *p, uint32_t a)
{
    raise_to(&p->done_of, a, p->seq);
    uint64_t pos = 0, key, val;
    while (u64map_next(&p->known, &pos, &key, &val))
        if (key >> 32 == a)
            raise_to(&p->done_of, (uint32_t)key, val);
    settle(p);
}

/* Take free chunk c out of its tree for an allocation of size: the rest
 * goes back to the same tree, with c's seq when it is a pending one. */
static struct chunk *take(struct async_pool *p, struct chunk *c, uint64_t size)
{
    struct freetree *t = c->tree;
    uint64_t s = 0;
    bool pending = t != p->done && u64map_del(&p->free_seq, c->addr, &s);
    tree_remove(t, c);
    if (c->size > size) {
        struct chunk *r = space_split(&p->space, c, size);
        tree_insert(t, r);
        if (pending)
            u64map_put(&p->free_seq, r->addr, s); /* reserved by the caller */
    }
    return c;
}

/* The better fit of a and b: smaller, then lower address. */
static struct chunk *better(struct chunk *a, struct chunk *b)
{
    if (!a || (b && (b->size < a->size || (b->size == a->size && b->addr < a->addr))))
        return b;
    return a;
}

struct seq_limit {
    const struct async_pool *p;
    uint64_t limit;
};

static bool freed_by(void *arg, const struct chunk *c)
{
    const struct seq_limit *l = arg;
    return get0(&l->p->free_seq, c->addr) <= l->limit;
}

/* The best fit among other streams' pending blocks: with follow, only
 * those freed before a point of their stream that me is ordered after;
 * else any (the caller makes me wait for its stream). */
static struct chunk *other_streams(struct async_pool *p, struct stream_lists *me, uint64_t size,
                                   bool follow)
{
    struct chunk_space *s = &p->space;
    struct chunk *best = NULL;
    for (struct stream_lists *l = space_next_active(s, 0, size); l;
         l = space_next_active(s, l->pos + 1, size)) {
        if (l == me)
            continue;
        if (!follow) {
            best = better(best, tree_best_fit(&l->tree[0], size));
            continue;
        }
        struct seq_limit lim = {p, get0(&p->known, (uint64_t)me->stream << 32 | l->stream)};
        if (lim.limit)
            best = better(best, tree_best_fit_if(&l->tree[0], size, freed_by, &lim));
    }
    return best;
}

/* me waits for stream other (an internal dependency). */
static void wait_for(struct async_pool *p, struct stream_lists *me, uint32_t other)
{
    const struct policy_env *env = p->space.env;
    if (env->stream_wait)
        env->stream_wait(env->host, me->stream, other);
    raise_to(&p->known, (uint64_t)me->stream << 32 | other, p->seq);
    space_count(&p->space, POLICY_STAT_STREAM_STEAL, 1);
}

/* The last resort of internal dependencies, as rmm-pool's merge of free
 * lists: wait for each other stream with pending frees in turn, move them
 * into me's list (they merge there), until a block fits; NULL when none. */
static struct chunk *merge_others(struct async_pool *p, struct stream_lists *me, uint64_t size)
{
    struct chunk_space *s = &p->space;
    struct freetree *mine = &me->tree[0];
    for (uint32_t i = 0; i < s->nlists; i++) {
        struct freetree *t = &s->lists[i]->tree[0];
        if (t == mine || !t->count)
            continue;
        wait_for(p, me, t->stream);
        struct chunk *c;
        while ((c = tree_largest(t))) {
            u64map_del(&p->free_seq, c->addr, NULL);
            tree_remove(t, c);
            to_pending(p, c, mine, p->seq);
        }
        if ((c = tree_best_fit(mine, size)))
            return c;
    }
    return NULL;
}

/* A free block for size on me's stream, taken out, in the order of the
 * rules (file comment); NULL when none may be used. */
static struct chunk *reuse(struct async_pool *p, struct stream_lists *me, uint64_t size)
{
    struct chunk_space *s = &p->space;
    struct chunk *c = tree_best_fit(&me->tree[0], size);
    if (!c)
        c = tree_best_fit(p->done, size);
    if (!c && p->follow && (c = other_streams(p, me, size, true)))
        space_count(s, POLICY_STAT_STREAM_STEAL, 1);
    if (!c && p->internal && (c = other_streams(p, me, size, false)))
        wait_for(p, me, c->tree->stream);
    if (!c && p->internal)
        c = merge_others(p, me, size);
    if (c) {
        space_count(s, POLICY_STAT_CACHE_HIT, 1);
        take(p, c, size);
    }
    return c;
}

/* Linear growth: map the granules that, with the free chunk at the top
 * when me may use it (never used or completed, or freed on me's stream),
 * hold size; the new memory joins that chunk's list. NULL when upstream
 * refuses (after one release of what is free, as grow) or the range is
 * used up. The chunk returned is in a tree. */
static struct chunk *grow_linear(struct async_pool *p, uint64_t size, struct stream_lists *me)
{
    struct chunk_space *s = &p->space;
    uint64_t addr, n;
    struct chunk *tail;
    for (int attempt = 0;; attempt++) {
        tail = p->top->prev;
        if (tail && tail->tree != p->done && tail->tree != &me->tree[0])
            tail = NULL; /* live (tree NULL), or another stream's */
        if (tail && tail->size >= size)
            return tail;
        uint64_t need = size - (tail ? tail->size : 0);
        n = round_up_to(round_up_to(need, p->granularity), p->align);
        if (n >= p->top->size)
            return NULL;
        if (s->env->reserve(s->env->host, n, me->stream, &addr) == 0)
            break;
        if (attempt)
            return NULL;
        space_count(s, POLICY_STAT_OOM_FLUSH, 1);
        trim(p, 0);
    }
    p->units[p->nunits++] = (struct async_unit){.va = p->top->addr, .size = n, .addr = addr};
    p->mapped += n;
    struct chunk *c = space_take_back(s, p->top->addr);
    p->top = space_split(s, c, n);
    space_hand_out(s, p->top);
    if (tail && tail->tree != p->done)
        return to_pending(p, c, tail->tree, get0(&p->free_seq, tail->addr));
    return space_coalesce_into(s, c, p->done);
}

/* Grow by a new segment; when upstream refuses, release what is wholly
 * free and completed and try once more. */
static struct chunk *grow(struct async_pool *p, uint64_t size, uint32_t stream)
{
    uint64_t seg = round_up_to(round_up_to(size, p->granularity), p->align);
    struct chunk *c = space_reserve(&p->space, seg, stream, 0);
    if (!c) {
        space_count(&p->space, POLICY_STAT_OOM_FLUSH, 1);
        trim(p, 0);
        c = space_reserve(&p->space, seg, stream, 0);
    }
    if (c && c->size > size) /* never used: no stream ordering to follow */
        space_coalesce_into(&p->space, space_split(&p->space, c, size), p->done);
    return c;
}

/* A new block of size by growth, taken out; NULL when none. */
static struct chunk *grow_any(struct async_pool *p, uint64_t size, struct stream_lists *me)
{
    if (!p->linear)
        return grow(p, size, me->stream);
    struct chunk *c = grow_linear(p, size, me);
    return c ? take(p, c, size) : NULL;
}

/* Room for what one alloc, free or order call may add to the maps: a
 * wait for, or a completion of, each stream at most. */
static int prepare(struct async_pool *p)
{
    uint64_t streams = (uint64_t)p->space.nlists + 1;
    if (p->nunits == p->capunits) {
        size_t cap = p->capunits ? 2 * p->capunits : 16;
        struct async_unit *u = realloc(p->units, cap * sizeof *u);
        if (!u)
            return POLICY_NO_HOST_MEMORY;
        p->units = u;
        p->capunits = cap;
    }
    if (space_prepare(&p->space) || u64map_reserve(&p->free_seq, 2) ||
        u64map_reserve(&p->known, streams) || u64map_reserve(&p->ev_stream, 1) ||
        u64map_reserve(&p->ev_seq, 1) || u64map_reserve(&p->done_of, streams))
        return POLICY_NO_HOST_MEMORY;
    return POLICY_OK;
}

static int async_alloc(void *self, uint64_t size, uint32_t stream, uint64_t *addr)
{
    struct async_pool *p = self;
    if (p->broken || size > UINT64_MAX / 4)
        return POLICY_NO_DEVICE_MEMORY;
    size = round_up_to(size, p->align);
    struct stream_lists *me = prepare(p) ? NULL : space_lists(&p->space, stream);
    if (!me || prepare(p)) /* again: a new stream needs room in the maps */
        return POLICY_NO_HOST_MEMORY;
    struct chunk *c = reuse(p, me, size);
    if (!c)
        c = grow_any(p, size, me);
    if (!c && p->oom_sync) { /* CuPy: stream.synchronize(), malloc_async again */
        sync_stream(p, stream);
        c = reuse(p, me, size);
        if (!c)
            c = grow_any(p, size, me);
    }
    if (!c)
        return POLICY_NO_DEVICE_MEMORY;
    space_hand_out(&p->space, c);
    *addr = c->addr;
    return POLICY_OK;
}

static int async_free(void *self, uint64_t addr, uint32_t stream)
{
    struct async_pool *p = self;
    struct stream_lists *l = prepare(p) ? NULL : space_lists(&p->space, stream);
    if (!l)
        return POLICY_NO_HOST_MEMORY;
    struct chunk *c = space_take_back(&p->space, addr);
    if (!c) {
        assert(!"async pool: free of an address that is not allocated");
        return POLICY_OK;
    }
    to_pending(p, c, &l->tree[0], ++p->seq);
    return POLICY_OK;
}

static int async_order(void *self, enum policy_order kind, uint32_t stream, uint64_t event)
{
    struct async_pool *p = self;
    if (prepare(p))
        return POLICY_NO_HOST_MEMORY;
    uint64_t a, at;
    bool recorded = u64map_get(&p->ev_stream, event, &a) && u64map_get(&p->ev_seq, event, &at);
    switch (kind) {
    case POLICY_ORDER_RECORD: /* the frees on stream so far come before it */
        u64map_put(&p->ev_stream, event, stream);
        u64map_put(&p->ev_seq, event, p->seq);
        break;
    case POLICY_ORDER_WAIT: /* a wait for an event never recorded does nothing */
        if (recorded && a != stream)
            raise_to(&p->known, (uint64_t)stream << 32 | a, at);
        break;
    case POLICY_ORDER_SYNC_STREAM:
        sync_stream(p, stream);
        break;
    case POLICY_ORDER_SYNC_EVENT:
        if (recorded)
            raise_to(&p->done_of, a, at);
        settle(p);
        break;
    case POLICY_ORDER_SYNC_DEVICE:
        p->done_all = p->seq;
        settle(p);
        break;
    }
    return POLICY_OK;
}

static void async_usage(const void *self, struct policy_usage *u, bool with_free)
{
    const struct async_pool *p = self;
    u->allocated = p->space.allocated - (p->linear ? p->top->size : 0);
    u->reserved = p->linear ? p->mapped : p->space.reserved;
    u->free_bytes = u->largest_free = 0;
    if (with_free)
        space_free_usage(&p->space, &u->free_bytes, &u->largest_free);
}

static bool async_valid(const void *self)
{
    const struct async_pool *p = self;
    if (!space_valid(&p->space, SPACE_MERGED))
        return false;
    uint64_t pending = 0, s;
    if (p->linear) {
        uint64_t va = ASYNC_VBASE;
        for (size_t i = 0; i < p->nunits; va += p->units[i++].size)
            if (p->units[i].va != va)
                return false;
        if (!p->top || p->top->next || p->top->tree || p->top->addr != va ||
            va - ASYNC_VBASE != p->mapped || p->space.nsegments != 1)
            return false;
    }
    for (const struct segment *g = p->space.segments; g; g = g->next)
        for (const struct chunk *c = g->first; c; c = c->next) {
            if (c->size % p->align && c != p->top)
                return false;
            bool pend = c->tree && c->tree != p->done;
            if (u64map_get(&p->free_seq, c->addr, &s) != pend || (pend && (!s || s > p->seq)))
                return false;
            pending += pend;
        }
    return pending == p->free_seq.count;
}

static void *async_create(const struct policy_env *env, const uint64_t *v)
{
    struct async_pool *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    space_init(&p->space, env);
    struct u64map *maps[] = {&p->free_seq, &p->known, &p->done_of, &p->ev_stream, &p->ev_seq};
    for (size_t i = 0; i < sizeof maps / sizeof *maps; i++)
        u64map_init(maps[i]);
    p->threshold = v[P_THRESHOLD];
    p->granularity = v[P_GRANULARITY];
    p->align = v[P_ALIGN];
    p->follow = v[P_FOLLOW];
    p->opportunistic = v[P_OPPORTUNISTIC];
    p->internal = v[P_INTERNAL];
    p->oom_sync = v[P_OOM_SYNC];
    p->linear = v[P_LINEAR];
    struct stream_lists *l0 = space_lists(&p->space, 0);
    if (!l0 || space_prepare(&p->space)) {
        p->linear = false;
        async_destroy(p);
        return NULL;
    }
    p->done = &l0->tree[1];
    if (p->linear) { /* all unmapped: one chunk, handed out */
        p->top = space_adopt(&p->space, ASYNC_VBASE, ASYNC_VSIZE, 0, 0);
        space_hand_out(&p->space, p->top);
    }
    if (v[P_INITIAL]) { /* RMM: allocate and deallocate on the default stream */
        uint64_t addr;
        int rc = async_alloc(p, v[P_INITIAL], 0, &addr);
        if (rc == POLICY_NO_HOST_MEMORY || (rc == POLICY_OK && async_free(p, addr, 0))) {
            async_destroy(p);
            return NULL;
        }
        p->broken = rc != POLICY_OK; /* the resource could not be constructed */
    }
    return p;
}

static bool async_own_addresses(const uint64_t *values)
{
    return values[P_LINEAR] != 0;
}

#define ASYNC_POLICY(sym, pname, psummary, ptable)                                                \
    const struct policy_allocator sym = {                                                         \
        .info = {.name = pname, .summary = psummary, .params = ptable},                           \
        .create = async_create,                                                                   \
        .destroy = async_destroy,                                                                 \
        .alloc = async_alloc,                                                                     \
        .free = async_free,                                                                       \
        .usage = async_usage,                                                                     \
        .valid = async_valid,                                                                     \
        .order = async_order,                                                                     \
        .own_addresses = async_own_addresses,                                                     \
    };

ASYNC_POLICY(policy_cuda_async, "cuda-async",
             "CUDA's stream-ordered pool (cudaMallocAsync), default attributes", cuda_async_params)
ASYNC_POLICY(policy_torch_async, "torch-async",
             "PyTorch's cudaMallocAsync backend: a stream-ordered pool that never trims",
             torch_async_params)
ASYNC_POLICY(policy_rmm_async, "rmm-async",
             "RMM's cuda_async_memory_resource: a stream-ordered pool, threshold unset (max)",
             rmm_async_params)
ASYNC_POLICY(policy_cupy_async, "cupy-async",
             "CuPy's MemoryAsyncPool: a stream-ordered pool, 512-byte rounding, sync on OOM",
             cupy_async_params)
