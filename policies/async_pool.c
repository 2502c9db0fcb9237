/* async_pool.c: the stream-ordered allocators, CUDA's memory pools
 * (cudaMallocAsync / cudaFreeAsync on a cudaMemPool_t) as four presets of
 * one policy: `cuda-async` (a pool with CUDA's default attributes),
 * `torch-async` (PyTorch's cudaMallocAsync backend,
 * c10/cuda/CUDAMallocAsyncAllocator.cpp), `rmm-async` (RMM's
 * cuda_async_memory_resource) and `cupy-async` (CuPy's MemoryAsyncPool).
 * The rules, their sources and the evidence for those CUDA does not
 * document (tests/data/torch-snapshots/async-replay.json.gz, reproduced
 * address for address) are in docs/policies.md ("Stream-ordered pools");
 * in short:
 *
 * - The pool is one address range of its own; physical memory backs it in
 *   granules of `granularity` bytes (32 MiB). Blocks are rounded up to
 *   `align` (512). A free block is pending (freed on a stream, completion
 *   not known: it merges only with pending neighbours of its stream) or
 *   available (never used or completed: it merges with available
 *   neighbours; the available range that reaches the end is the top).
 * - An allocation on B takes, in this order: the best fit of B's pending
 *   frees; of the available blocks wholly backed; once the frees that have
 *   completed are available (latest free first), those two again; of the frees
 *   B is ordered after through events; of any other stream's pending
 *   frees, making B wait (internal dependencies), and as a last resort the
 *   other streams' lists merged into B's one by one; else the best fit of
 *   the available blocks that are not wholly backed, else the top. Best
 *   fit: the smallest, the one inserted first among equals (a split's rest
 *   and a merged block are inserted anew). A block not wholly backed gets
 *   its missing granules from wholly free backed granules of available
 *   memory elsewhere (remapped, highest address first; their addresses are
 *   then unbacked) and then new ones from upstream.
 * - A free is complete after a host synchronization that covers it
 *   (cudaStreamSynchronize of its stream, or of a stream ordered after it;
 *   cudaEventSynchronize of an event recorded after it on its stream;
 *   cudaDeviceSynchronize), or once the device has done the work queued on
 *   its stream before it (the host's device_mark and mark_done, policy.h;
 *   simrun's timeline). At each synchronization completed frees become
 *   available (latest free first, when opportunistic reuse is on; a
 *   split's rest keeps its block's free), and while the
 *   pool holds more than release_threshold bytes its wholly free backed
 *   granules go back upstream, highest first.
 * - Backing that fails upstream releases every wholly free granule and
 *   tries once more; `oom_sync` (CuPy) then synchronizes the allocating
 *   stream and tries the whole allocation again.
 *
 * Stream ordering comes from the host through the allocator's order hook
 * (policy.h); a host that never calls it and does not model the device
 * leaves every free pending, so only same-stream and internal-dependency
 * reuse happen and nothing is released before destroy. */
#include "async_granules.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#define MB (1024ull * 1024ull)

enum { P_THRESHOLD, P_GRANULARITY, P_ALIGN, P_FOLLOW, P_OPPORTUNISTIC, P_INTERNAL, P_INITIAL,
       P_OOM_SYNC };

/* The pool's address range (own addresses, like caching's expandable
 * segments), backed granule by granule. */
#define ASYNC_VBASE (5ull << 60)
#define ASYNC_VSIZE (1ull << 52)
#define ASYNC_PART_STREAM UINT32_MAX /* whose tree[1] holds part (no stream's own) */

/* One table per preset: the same keys, the framework's defaults. */
#define ASYNC_PARAMS(threshold, align, oom_sync)                                                  \
    {                                                                                             \
        [P_THRESHOLD] = {"release_threshold", threshold, 0, UINT64_MAX,                           \
                         "bytes the pool keeps at a synchronization "                             \
                         "(cudaMemPoolAttrReleaseThreshold; inf: never release)"},                \
        [P_GRANULARITY] = {"granularity", 32 * MB, 512, 1ull << 40,                               \
                           "physical memory backs the pool in granules of this size"},            \
        [P_ALIGN] = {"align", align, 1, 1 * MB, "block sizes are rounded up to this"},            \
        [P_FOLLOW] = {"follow_events", 1, 0, 1, "cudaMemPoolReuseFollowEventDependencies"},       \
        [P_OPPORTUNISTIC] = {"opportunistic", 1, 0, 1, "cudaMemPoolReuseAllowOpportunistic"},     \
        [P_INTERNAL] = {"internal_deps", 1, 0, 1, "cudaMemPoolReuseAllowInternalDependencies"},   \
        [P_INITIAL] = {"initial", 0, 0, 1ull << 50,                                               \
                       "bytes allocated and freed on stream 0 at creation (RMM's "                \
                       "initial_pool_size)"},                                                     \
        [P_OOM_SYNC] = {"oom_sync", oom_sync, 0, 1,                                               \
                        "on out of memory, synchronize the stream and retry (CuPy's malloc)"},    \
        {0}                                                                                       \
    }

static const struct policy_param cuda_async_params[] = ASYNC_PARAMS(0, 512, 0);
static const struct policy_param torch_async_params[] = ASYNC_PARAMS(UINT64_MAX, 512, 0);
static const struct policy_param rmm_async_params[] = ASYNC_PARAMS(UINT64_MAX, 512, 0);
static const struct policy_param cupy_async_params[] = ASYNC_PARAMS(UINT64_MAX, 512, 1);

/* A chunk of the pool's space (a stamped space: chunk.h) and what the pool
 * keeps for it while it is free. The stamp orders equal sizes in its tree:
 * in done and the pending trees the pool's clock when the block was
 * inserted (CUDA takes the oldest of equal blocks; a split's rest and a
 * merged block are inserted anew), in part its address. A pending block
 * has seq, the seq of the latest free merged into it (1 <= seq <= the
 * pool's), and mark, the host's device mark at that free
 * (policy_env.device_mark), and sits in the pool's list of pending blocks
 * by seq (older, newer; the rest of a split takes its block's place); a
 * done block has seq 0. */
struct async_block {
    struct chunk_stamped s;
    uint64_t seq, mark;
    struct async_block *older, *newer;
};

/* Invariants: the space holds one segment [ASYNC_VBASE, +ASYNC_VSIZE);
 * top is its last chunk, handed out (its bytes are in space.allocated, not
 * the pool's), the available range that reaches the end; no free chunk is
 * in no tree. Tree 0 of a stream's lists holds its pending blocks, npend
 * in all, each in the list of pending blocks (a ring through pend, whose
 * older is the newest block and newer the oldest); done
 * (tree 1 of stream 0's lists) the available blocks that are wholly
 * backed, part (tree 1 of ASYNC_PART_STREAM's) the other available ones;
 * no two available chunks are neighbours and the chunk before top is not
 * available; pending and live chunks are wholly backed; every stamp of
 * done and the pending trees is at most clock.
 * g backs the range, granule by granule (async_granules.h), the chunks
 * of done and part noted available in it. known maps B << 32 | A
 * to the last seq of A's frees that stream B is ordered after; done_of
 * maps A to the last seq of A's frees the host has seen complete,
 * done_all is that seq for every stream; an event maps to the stream and
 * seq of its last record (ev_stream, ev_seq). */
struct async_pool {
    struct chunk_space space;
    struct freetree *done, *part;
    uint64_t threshold, align;
    bool follow, opportunistic, internal, oom_sync, broken;
    uint64_t seq, mark, done_all, clock, npend;
    struct u64map known, done_of, ev_stream, ev_seq;
    struct chunk *top;
    struct async_block pend; /* the list's ends; only older and newer used */
    struct async_granules g;
};

static struct async_block *block_of(const struct chunk *c)
{
    return (struct async_block *)(uintptr_t)c;
}

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

/* Room in known and done_of for a wait for and a completion of each
 * stream and one more: taken before anything changes by the calls that
 * may raise them (an order call, an allocation past its first two rules). */
static int maps_room(struct async_pool *p)
{
    uint64_t streams = (uint64_t)p->space.nlists + 1;
    return u64map_reserve(&p->known, streams) || u64map_reserve(&p->done_of, streams)
               ? POLICY_NO_HOST_MEMORY
               : POLICY_OK;
}

static bool available(const struct async_pool *p, const struct chunk *c)
{
    return c->tree == p->done || c->tree == p->part;
}

static bool pending(const struct async_pool *p, const struct chunk *c)
{
    return c->tree && !available(p, c);
}

static void async_destroy(void *self)
{
    struct async_pool *p = self;
    const struct policy_env *env = p->space.env;
    for (uint64_t g = 0; g < p->g.n; g++)
        if (p->g.addr[g] != GRANULE_UNBACKED)
            env->release(env->host, p->g.addr[g], p->g.size);
    granules_free(&p->g);
    p->space.segments = NULL; /* the address range is the pool's own: nothing upstream */
    space_destroy(&p->space);
    struct u64map *maps[] = {&p->known, &p->done_of, &p->ev_stream, &p->ev_seq};
    for (size_t i = 0; i < sizeof maps / sizeof *maps; i++)
        u64map_free(maps[i]);
    free(p);
}

/* Put free chunk c (in no tree) in pending tree t as freed at seq (at
 * least 1) with device mark, stamped (file comment), in the list of
 * pending blocks just older than newer (&p->pend: the newest). */
static void put_pending(struct async_pool *p, struct chunk *c, struct freetree *t, uint64_t seq,
                        uint64_t mark, struct async_block *newer)
{
    struct async_block *b = block_of(c);
    b->s.stamp = ++p->clock;
    b->seq = seq;
    b->mark = mark;
    b->newer = newer;
    b->older = newer->older;
    b->older->newer = b;
    newer->older = b;
    p->npend++;
    tree_insert(t, c);
}

/* Put available chunk c (in no tree) in t, done or part, stamped (file
 * comment), noted available in g. */
static void put_avail(struct async_pool *p, struct chunk *c, struct freetree *t)
{
    struct async_block *b = block_of(c);
    b->s.stamp = t == p->part ? c->addr : ++p->clock;
    b->seq = b->mark = 0;
    granules_noted(&p->g, c, true);
    tree_insert(t, c);
}

/* Take chunk c out of its tree t, at link (tree_find's; NULL: look it
 * up). */
static void out_of_tree(struct freetree *t, struct chunk *c, struct chunk **link)
{
    if (link)
        tree_remove_at(t, link);
    else
        tree_remove(t, c);
}

/* Take pending chunk c out of its tree (at link: out_of_tree) and of the
 * list of pending blocks. */
static void leave_pending(struct async_pool *p, struct chunk *c, struct chunk **link)
{
    struct async_block *b = block_of(c);
    b->older->newer = b->newer;
    b->newer->older = b->older;
    p->npend--;
    out_of_tree(c->tree, c, link);
}

/* Take available chunk c out of its tree (at link: out_of_tree) and out
 * of available memory in g. */
static void leave_avail(struct async_pool *p, struct chunk *c, struct chunk **link)
{
    granules_noted(&p->g, c, false);
    out_of_tree(c->tree, c, link);
}

/* Put available chunk c (in no tree, no neighbour available) in done or
 * part, by its backing. */
static void classify(struct async_pool *p, struct chunk *c)
{
    put_avail(p, c, granules_wholly_backed(&p->g, c->addr, c->size) ? p->done : p->part);
}

/* Make free chunk c (in no tree, not pending) available: it merges with
 * its available neighbours, and into the top when it reaches it. */
static void to_avail(struct async_pool *p, struct chunk *c)
{
    struct chunk_space *s = &p->space;
    struct chunk *n = c->next, *q = c->prev;
    if (n && n->tree && available(p, n)) {
        leave_avail(p, n, NULL);
        space_merge_next(s, c);
    }
    if (q && q->tree && available(p, q)) {
        leave_avail(p, q, NULL);
        space_merge_next(s, q);
        c = q;
    }
    if (c->next == p->top) {
        space_take_back(s, p->top->addr);
        space_merge_next(s, c);
        space_hand_out(s, c);
        p->top = c;
        return;
    }
    classify(p, c);
}

/* Put free chunk c (in no tree) in pending list t as freed at seq s: it
 * merges with its neighbours in t only; the merged block takes seq s and
 * the device mark now. */
static struct chunk *to_pending(struct async_pool *p, struct chunk *c, struct freetree *t,
                                uint64_t s)
{
    struct chunk *n = c->next, *q = c->prev;
    if (n && n->tree == t) {
        leave_pending(p, n, NULL);
        space_merge_next(&p->space, c);
    }
    if (q && q->tree == t) {
        leave_pending(p, q, NULL);
        space_merge_next(&p->space, q);
        c = q;
    }
    put_pending(p, c, t, s, p->mark, &p->pend);
    return c;
}

/* Pending chunk c becomes available. */
static void to_done(struct async_pool *p, struct chunk *c)
{
    leave_pending(p, c, NULL);
    to_avail(p, c);
}

/* The host's device mark now: pending blocks made now take it. */
static void mark_now(struct async_pool *p)
{
    const struct policy_env *env = p->space.env;
    p->mark = env->device_mark ? env->device_mark(env->host) : 0;
}

/* Whether the free of a pending block of stream a, with entry e, has
 * completed: a synchronization covered it, or the device has done the
 * work queued on a before it (the driver's query of the free's event). */
static bool completed(const struct async_pool *p, const struct async_block *b, uint32_t a)
{
    const struct policy_env *env = p->space.env;
    return b->seq <= p->done_all || b->seq <= get0(&p->done_of, a) ||
           (env->mark_done && env->mark_done(env->host, a, b->mark));
}

/* Opportunistic reuse: every completed pending block becomes available,
 * the latest free first (to_done changes no other pending block). Visits
 * the pending blocks. */
static void publish(struct async_pool *p)
{
    if (!p->opportunistic)
        return;
    for (struct async_block *b = p->pend.older, *older; b != &p->pend; b = older) {
        older = b->older;
        if (completed(p, b, b->s.c.tree->stream))
            to_done(p, &b->s.c);
    }
}

/* Granule e.g of chunk e.c loses its memory (done -> part); returns the
 * address it had. */
static uint64_t unback(struct async_pool *p, struct granule_cand e)
{
    uint64_t a = granules_unback(&p->g, e.g);
    if (e.c && e.c->tree == p->done) {
        leave_avail(p, e.c, NULL);
        put_avail(p, e.c, p->part);
    }
    return a;
}

/* Release wholly free backed granules, highest first, while the pool holds
 * more than keep bytes. */
static void trim(struct async_pool *p, uint64_t keep)
{
    struct async_granules *m = &p->g;
    if (m->mapped <= keep)
        return;
    size_t k = granules_candidates(m, p->top->addr, 0, 0, (m->mapped - keep - 1) / m->size + 1);
    const struct policy_env *env = p->space.env;
    for (size_t i = 0; i < k; i++)
        env->release(env->host, unback(p, m->cand[i]), m->size);
}

/* Back the granules of [a, a + n) that are not: new ones from upstream
 * for what the wholly free granules elsewhere cannot give, then those
 * remapped, highest first. POLICY_NO_DEVICE_MEMORY (nothing changed) when
 * upstream refuses. */
static int back(struct async_pool *p, uint64_t a, uint64_t n, uint32_t stream)
{
    struct async_granules *m = &p->g;
    uint64_t g0 = granule_of(m, a), g1 = granule_of(m, a + n - 1) + 1, need = 0;
    if (!granules_room(m, g1))
        return POLICY_NO_HOST_MEMORY;
    for (uint64_t g = g0; g < g1; g++)
        need += m->addr[g] == GRANULE_UNBACKED;
    if (!need)
        return POLICY_OK;
    size_t k = granules_candidates(m, p->top->addr, g0, g1, need);
    uint64_t fresh = need > k ? need - k : 0, g = g0;
    uint64_t *got = fresh ? malloc(fresh * sizeof *got) : NULL;
    if (fresh && !got)
        return POLICY_NO_HOST_MEMORY;
    const struct policy_env *env = p->space.env;
    for (uint64_t i = 0; i < fresh; i++)
        if (env->reserve(env->host, m->size, stream, &got[i]) != 0) {
            while (i--) /* give back what this call took */
                env->release(env->host, got[i], m->size);
            free(got);
            return POLICY_NO_DEVICE_MEMORY;
        }
    for (uint64_t i = 0; i < need; i++, g++) {
        while (m->addr[g] != GRANULE_UNBACKED)
            g++;
        granules_back(m, g, i < fresh ? got[i] : unback(p, m->cand[i - fresh]));
    }
    free(got);
    return POLICY_OK;
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

/* Take free chunk c, at link in its tree (out_of_tree), out for an
 * allocation of size: the rest is inserted anew in the same tree
 * (pending, with c's seq and mark and its place in the list of pending
 * blocks; done) or, from part, by its backing. */
static struct chunk *take(struct async_pool *p, struct chunk *c, struct chunk **link,
                          uint64_t size)
{
    struct freetree *t = c->tree;
    if (pending(p, c)) {
        struct async_block *b = block_of(c), *newer = b->newer;
        leave_pending(p, c, link);
        if (c->size != size)
            put_pending(p, space_split(&p->space, c, size), t, b->seq, b->mark, newer);
        return c;
    }
    leave_avail(p, c, link);
    if (c->size == size)
        return c;
    struct chunk *rest = space_split(&p->space, c, size);
    if (t == p->part)
        classify(p, rest);
    else
        put_avail(p, rest, t);
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
    return block_of(c)->seq <= l->limit;
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
        mark_now(p);
        struct chunk *c;
        while ((c = tree_largest(t))) {
            leave_pending(p, c, NULL);
            to_pending(p, c, mine, p->seq);
        }
        if ((c = tree_best_fit(mine, size)))
            return c;
    }
    return NULL;
}

/* me's own pending frees, then the available blocks wholly backed: the
 * best fit's link in its tree, NULL when none. */
static struct chunk **own_or_done(struct async_pool *p, struct stream_lists *me, uint64_t size)
{
    struct chunk **link = tree_find(&me->tree[0], size);
    return link ? link : tree_find(p->done, size);
}

/* Rules 5 on (file comment), when neither me's own pending frees nor the
 * available blocks wholly backed had a block for size: taken out, NULL
 * when none may be used. */
static struct chunk *reuse_missed(struct async_pool *p, struct stream_lists *me, uint64_t size)
{
    struct chunk_space *s = &p->space;
    struct chunk **link = NULL, *c = NULL;
    if (p->npend && s->env->mark_done) { /* rule 5: which have completed */
        publish(p);
        link = own_or_done(p, me, size);
    }
    if (link)
        c = *link;
    bool others = p->npend > me->tree[0].count; /* other streams hold pending frees */
    if (!c && others && p->follow && (c = other_streams(p, me, size, true)))
        space_count(s, POLICY_STAT_STREAM_STEAL, 1);
    if (!c && others && p->internal && (c = other_streams(p, me, size, false)))
        wait_for(p, me, c->tree->stream);
    if (!c && others && p->internal)
        c = merge_others(p, me, size);
    if (!c)
        return NULL;
    space_count(s, POLICY_STAT_CACHE_HIT, 1);
    return take(p, c, link, size);
}

/* The first two rules (file comment), which most allocations end at: the
 * best fit of me's own pending frees, then of the available blocks wholly
 * backed, taken out; NULL when neither has a block for size. */
static inline struct chunk *reuse_own_or_done(struct async_pool *p, struct stream_lists *me,
                                              uint64_t size)
{
    struct chunk **link = own_or_done(p, me, size);
    if (!link)
        return NULL;
    space_count(&p->space, POLICY_STAT_CACHE_HIT, 1);
    return take(p, *link, link, size);
}

/* A block of size on me's stream in available memory not wholly backed
 * (best fit, else the top), backed first, when none could be reused. */
static int place_fresh(struct async_pool *p, struct stream_lists *me, uint64_t size,
                       struct chunk **out)
{
    struct chunk *c = tree_best_fit(p->part, size);
    if (!c && size >= p->top->size)
        return POLICY_NO_DEVICE_MEMORY; /* the address range is used up */
    int rc = back(p, c ? c->addr : p->top->addr, size, me->stream);
    if (rc)
        return rc;
    if (c) { /* its link may have moved in back(): take looks it up */
        *out = take(p, c, NULL, size);
        return POLICY_OK;
    }
    struct chunk_space *s = &p->space;
    c = space_take_back(s, p->top->addr);
    p->top = space_split(s, c, size);
    space_hand_out(s, p->top);
    *out = c;
    return POLICY_OK;
}

/* A block of size on me's stream by every rule: reused, else fresh. */
static int place(struct async_pool *p, struct stream_lists *me, uint64_t size, struct chunk **out)
{
    if ((*out = reuse_own_or_done(p, me, size)) || (*out = reuse_missed(p, me, size)))
        return POLICY_OK;
    return place_fresh(p, me, size, out);
}

/* An allocation that the first two rules could not serve: the other rules,
 * then fresh memory; when upstream refuses, all once more after
 * releasing every wholly free granule, and with oom_sync (CuPy:
 * stream.synchronize()) after synchronizing me's stream and again after
 * releasing. Room in the maps comes first (maps_room), so that running
 * out of host memory changes nothing. */
static int place_missed(struct async_pool *p, struct stream_lists *me, uint64_t size,
                        struct chunk **out)
{
    if (maps_room(p))
        return POLICY_NO_HOST_MEMORY;
    if ((*out = reuse_missed(p, me, size)))
        return POLICY_OK;
    int rc = place_fresh(p, me, size, out);
    if (rc != POLICY_NO_DEVICE_MEMORY)
        return rc;
    space_count(&p->space, POLICY_STAT_OOM_FLUSH, 1);
    trim(p, 0);
    rc = place(p, me, size, out);
    if (rc != POLICY_NO_DEVICE_MEMORY || !p->oom_sync)
        return rc;
    sync_stream(p, me->stream);
    if ((rc = place(p, me, size, out)) != POLICY_NO_DEVICE_MEMORY)
        return rc;
    space_count(&p->space, POLICY_STAT_OOM_FLUSH, 1);
    trim(p, 0);
    return place(p, me, size, out);
}

/* Room for what one alloc, free or order call may add: in cand every
 * backed granule, and what space_prepare makes room for. Every call:
 * inline. */
static inline int prepare(struct async_pool *p)
{
    return granules_prepare(&p->g) || space_prepare(&p->space) ? POLICY_NO_HOST_MEMORY
                                                                : POLICY_OK;
}

/* stream's lists, and room for one call on them (a new stream's lists
 * come after room for them); NULL when out of host memory. */
static inline struct stream_lists *ready(struct async_pool *p, uint32_t stream)
{
    return prepare(p) ? NULL : space_lists(&p->space, stream);
}

static int async_alloc(void *self, uint64_t size, uint32_t stream, uint64_t *addr)
{
    struct async_pool *p = self;
    if (p->broken || size > UINT64_MAX / 4)
        return POLICY_NO_DEVICE_MEMORY;
    size = round_up_to(size, p->align);
    struct stream_lists *me = ready(p, stream);
    if (!me)
        return POLICY_NO_HOST_MEMORY;
    struct chunk *c = reuse_own_or_done(p, me, size);
    int rc = c ? POLICY_OK : place_missed(p, me, size, &c);
    if (rc)
        return rc;
    space_hand_out(&p->space, c);
    *addr = c->addr;
    return POLICY_OK;
}

static int async_free(void *self, uint64_t addr, uint32_t stream)
{
    struct async_pool *p = self;
    struct stream_lists *l = ready(p, stream);
    if (!l)
        return POLICY_NO_HOST_MEMORY;
    struct chunk *c = space_take_back(&p->space, addr);
    if (!c) {
        assert(!"async pool: free of an address that is not allocated");
        return POLICY_OK;
    }
    mark_now(p);
    to_pending(p, c, &l->tree[0], ++p->seq);
    return POLICY_OK;
}


static int async_order(void *self, enum policy_order kind, uint32_t stream, uint64_t event)
{
    struct async_pool *p = self;
    if (prepare(p) || maps_room(p) || u64map_reserve(&p->ev_stream, 1) ||
        u64map_reserve(&p->ev_seq, 1))
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
    u->allocated = p->space.allocated - p->top->size;
    u->reserved = p->g.mapped;
    u->free_bytes = u->largest_free = 0;
    if (!with_free)
        return;
    u->free_bytes = u->reserved - u->allocated; /* backed, not handed out */
    const struct chunk *c = tree_largest(p->done);
    u->largest_free = c ? c->size : 0;
    for (uint32_t i = 0; i < p->space.nlists; i++)
        if ((c = tree_largest(&p->space.lists[i]->tree[0])) && c->size > u->largest_free)
            u->largest_free = c->size;
}

/* The pool's reservations are its backed granules; each lists the parts
 * of the chunks that overlap it, in address order (free: pending,
 * available or the top; a live chunk keeps every granule it touches from
 * being released). The granules belong to the pool, not to a stream:
 * seg_stream 0. */
static void async_blocks(const void *self, void (*fn)(void *arg, const struct policy_block *b),
                         void *arg)
{
    const struct async_pool *p = self;
    const struct async_granules *m = &p->g;
    for (const struct chunk *c = p->space.segments->first; c; c = c->next) {
        uint64_t g = granule_of(m, c->addr), last = granule_of(m, c->addr + c->size - 1);
        bool live = !c->tree && c != p->top;
        for (; g <= last && g < m->top; g++) {
            if (m->addr[g] == GRANULE_UNBACKED)
                continue;
            uint64_t lo = ASYNC_VBASE + g * m->size, hi = lo + m->size;
            uint64_t a = c->addr > lo ? c->addr : lo, e = c->addr + c->size;
            struct policy_block b = {.seg_addr = lo, .seg_size = m->size, .addr = a,
                                     .size = (e < hi ? e : hi) - a, .start = c->addr,
                                     .live = live};
            fn(arg, &b);
        }
    }
}

/* Whether the granules wholly inside available chunk c are noted: each
 * backed one is in avail, c its owner; counts them. */
static bool noted_ok(const struct async_granules *m, const struct chunk *c, uint64_t *nnoted)
{
    uint64_t g = granule_of(m, c->addr + m->size - 1), g1 = granule_of(m, c->addr + c->size);
    for (; g < g1 && g < m->top; g++)
        if (m->addr[g] != GRANULE_UNBACKED &&
            (++*nnoted, !(m->avail[g / 64] >> (g % 64) & 1) || m->owner[g] != c))
            return false;
    return true;
}

/* The file's invariants on chunk c (not the top); counts pending chunks
 * and noted granules. */
static bool chunk_ok(const struct async_pool *p, const struct chunk *c, uint64_t *npend,
                     uint64_t *nnoted)
{
    const struct async_block *b = block_of(c);
    bool avail = c->tree && available(p, c), pend = pending(p, c);
    bool whole = granules_wholly_backed(&p->g, c->addr, c->size);
    if (c->size % p->align || (!avail && !whole) || !c->next)
        return false;
    if (avail && (c->next == p->top || available(p, c->next) ||
                  (c->tree == p->done) != whole || !noted_ok(&p->g, c, nnoted)))
        return false;
    if (c->tree == p->part && b->s.stamp != c->addr)
        return false;
    if ((pend || c->tree == p->done) &&
        (b->s.stamp > p->clock || !b->seq != !pend || b->seq > p->seq))
        return false;
    *npend += pend;
    return true;
}

/* The list of pending blocks: each pending, seqs not falling, linked both
 * ways through pend; npend of them. */
static bool pending_list_ok(const struct async_pool *p)
{
    uint64_t n = 0;
    const struct async_block *b = &p->pend;
    for (; b->older != &p->pend; b = b->older, n++)
        if (b->older->newer != b || !pending(p, &b->older->s.c) || n >= p->npend ||
            (b != &p->pend && b->older->seq > b->seq))
            return false;
    return n == p->npend && p->pend.newer == b;
}

static bool async_valid(const void *self)
{
    const struct async_pool *p = self;
    if (!space_valid(&p->space, SPACE_MERGED) || p->space.nsegments != 1 || !p->top ||
        p->top->tree || p->top->next || !p->space.stamped)
        return false;
    uint64_t npend = 0, nnoted = 0, nbits = 0;
    for (const struct chunk *c = p->space.segments->first; c != p->top; c = c->next)
        if (!chunk_ok(p, c, &npend, &nnoted))
            return false;
    for (uint64_t w = 0; w < p->g.n / 64; w++)
        nbits += (uint64_t)__builtin_popcountll(p->g.avail[w]);
    return granules_valid(&p->g) && nbits == nnoted && npend == p->npend &&
           p->seq >= p->done_all && pending_list_ok(p);
}

static void *async_create(const struct policy_env *env, const uint64_t *v)
{
    struct async_pool *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    space_init_stamped(&p->space, env, sizeof(struct async_block));
    struct u64map *maps[] = {&p->known, &p->done_of, &p->ev_stream, &p->ev_seq};
    for (size_t i = 0; i < sizeof maps / sizeof *maps; i++)
        u64map_init(maps[i]);
    p->threshold = v[P_THRESHOLD];
    granules_init(&p->g, ASYNC_VBASE, v[P_GRANULARITY]);
    p->align = v[P_ALIGN];
    p->follow = v[P_FOLLOW];
    p->opportunistic = v[P_OPPORTUNISTIC];
    p->internal = v[P_INTERNAL];
    p->oom_sync = v[P_OOM_SYNC];
    struct stream_lists *l0 = space_lists(&p->space, 0);
    struct stream_lists *lp = l0 ? space_lists(&p->space, ASYNC_PART_STREAM) : NULL;
    if (!lp || prepare(p)) {
        async_destroy(p);
        return NULL;
    }
    p->done = &l0->tree[1];
    p->part = &lp->tree[1];
    p->pend.older = p->pend.newer = &p->pend;
    p->top = space_adopt(&p->space, ASYNC_VBASE, ASYNC_VSIZE, 0, 0);
    space_hand_out(&p->space, p->top);
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
    (void)values;
    return true; /* the pool's own address range */
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
        .blocks = async_blocks,                                                                   \
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
