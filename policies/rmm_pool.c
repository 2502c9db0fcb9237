/* rmm_pool.c: the `rmm-pool` allocator, RMM's pool_memory_resource
 * (rmm/mr/device/pool_memory_resource.hpp on top of
 * detail/stream_ordered_memory_resource.hpp and
 * detail/coalescing_free_list.hpp). Each rule names its source:
 *
 * - do_allocate / do_deallocate: sizes are aligned up to 256 bytes
 *   (allocation_alignment, rmm::CUDA_ALLOCATION_ALIGNMENT).
 * - stream_free_blocks_: one free list per stream; a freed block goes to
 *   the list of the stream the free is ordered on (do_deallocate records
 *   the stream's event and inserts the block in that stream's list).
 * - coalescing_free_list::insert: lists are address ordered and a block
 *   merges with the contiguous blocks before and after it in the same list,
 *   except that a block that is the head of an upstream allocation
 *   (is_head) never merges with the block before it.
 * - coalescing_free_list::get_block: best fit, the smallest block that
 *   fits, the lowest address among equal sizes (min_element over the
 *   address-ordered list keeps the first).
 * - allocate_from_block / allocate_and_insert_remainder: the block is cut
 *   to the aligned size, the remainder goes back to the list it came from.
 * - get_block: (1) best fit in the stream's own list; (2) else, for each
 *   other stream's list in turn, a best fit there: the allocating stream
 *   waits on that stream's event (cudaStreamWaitEvent) and the remainder
 *   stays in that list; (3) else, for each other list in turn, wait on its
 *   event, move all its blocks into our list (coalescing) and erase it,
 *   then try a best fit in the merged list; (4) else expand_pool.
 *   RMM walks its std::map of lists in the order of their event handles;
 *   we walk streams in the order they were first used.
 * - expand_pool / size_to_grow / try_to_expand: grow by max(size,
 *   pool_size) (doubling) when no maximum is set; with a maximum, by
 *   max(size, (maximum - pool_size) / 2), and not at all when size does not
 *   fit under the maximum. If upstream refuses, the attempt is halved (never
 *   below size) and retried; when even size fails the allocation fails
 *   ("Maximum pool size exceeded", rmm::out_of_memory). The pool never
 *   returns memory upstream before it is destroyed, so there is no cache
 *   flush to retry with: merging other streams' lists (step 3) is done
 *   before growing, not after a failure.
 * - initialize_pool: an initial_pool_size > 0 is reserved at construction
 *   (try_to_expand(initial, initial)) and put in the default stream's list.
 *   RMM's default initial size was half the free device memory (older
 *   constructors, rmm.reinitialize); current C++ requires it explicitly.
 *   This policy cannot see the device, so its default is 0 (grow on the
 *   first allocation); give rmm-pool:initial=SIZE to match a setting.
 */
#include "chunk.h"

#include <assert.h>
#include <stddef.h>
#include <stdlib.h>

#define RMM_ALIGN 256ull

enum { P_INITIAL, P_MAXIMUM };

static const struct policy_param rmm_params[] = {
    [P_INITIAL] = {"initial", 0, 0, UINT64_MAX,
                   "initial pool size, reserved at creation (RMM: half the free memory; "
                   "here 0 = grow on first use); aligned up to 256"},
    [P_MAXIMUM] = {"maximum", UINT64_MAX, RMM_ALIGN, UINT64_MAX,
                   "maximum pool size (inf = unset: grow by doubling while upstream allows); "
                   "aligned up to 256"},
    {0}};

/* Invariants: those of the chunk space with coalesced lists (inactive
 * lists among them are empty); reserved
 * (RMM's current_pool_size_) passes the maximum by less than 256 bytes if
 * at all (size_to_grow rounds the room left up to 256 and grows by half of
 * it, which need not be a multiple of 256: RMM's own arithmetic); every
 * handed-out chunk is a multiple of 256 bytes. */
struct rmm_pool {
    struct chunk_space space;
    uint64_t maximum; /* UINT64_MAX: unset */
    bool broken;      /* the initial pool could not be reserved */
};
_Static_assert(offsetof(struct rmm_pool, space) == 0, "space_blocks needs the space first");


static inline uint64_t align_up(uint64_t x)
{
    return (x + RMM_ALIGN - 1) & ~(RMM_ALIGN - 1);
}

static void rmm_destroy(void *self)
{
    struct rmm_pool *p = self;
    space_destroy(&p->space);
    free(p);
}

static void *rmm_create(const struct policy_env *env, const uint64_t *v)
{
    struct rmm_pool *p = malloc(sizeof *p);
    if (!p)
        return NULL;
    space_init(&p->space, env);
    p->maximum = v[P_MAXIMUM] == UINT64_MAX ? UINT64_MAX : align_up(v[P_MAXIMUM]);
    p->broken = false;
    uint64_t initial = v[P_INITIAL] > UINT64_MAX - RMM_ALIGN ? UINT64_MAX : align_up(v[P_INITIAL]);
    if (initial > 0) {
        /* RMM_EXPECTS(initial <= maximum) and try_to_expand(initial, initial):
         * a pool that cannot be constructed serves nothing. */
        struct stream_lists *l = space_prepare(&p->space) ? NULL : space_lists(&p->space, 0);
        if (!l) {
            rmm_destroy(p);
            return NULL;
        }
        struct chunk *c = initial <= p->maximum ? space_reserve(&p->space, initial, 0, 0) : NULL;
        if (c)
            tree_insert(&l->tree[0], c);
        else
            p->broken = true;
    }
    return p;
}

/* stream's lists, (re)entered in RMM's map; NULL when out of host memory. */
static struct stream_lists *lists_of(struct rmm_pool *p, uint32_t stream)
{
    struct stream_lists *l = space_lists(&p->space, stream);
    if (l)
        space_set_active(&p->space, l, true);
    return l;
}

/* size_to_grow */
static uint64_t size_to_grow(const struct rmm_pool *p, uint64_t size)
{
    uint64_t pool_size = p->space.reserved;
    if (p->maximum != UINT64_MAX) {
        uint64_t remaining = align_up(p->maximum - pool_size);
        return size <= remaining ? (size > remaining / 2 ? size : remaining / 2) : 0;
    }
    return size > pool_size ? size : pool_size;
}

/* try_to_expand: the new segment's single chunk, or NULL. */
static struct chunk *try_to_expand(struct rmm_pool *p, uint64_t try_size, uint64_t min_size,
                                   uint32_t stream)
{
    while (try_size >= min_size && try_size > 0) {
        struct chunk *c = space_reserve(&p->space, try_size, stream, 0);
        if (c)
            return c;
        if (try_size == min_size)
            break;
        try_size = try_size / 2 > min_size ? try_size / 2 : min_size;
    }
    return NULL;
}

/* allocate_and_insert_remainder: cut c (in no tree) to size; the rest goes
 * back to t. */
static void cut(struct rmm_pool *p, struct chunk *c, uint64_t size, struct freetree *t)
{
    if (c->size > size)
        tree_insert(t, space_split(&p->space, c, size));
}

/* merge_lists: move every block of `from` into `to`, coalescing. */
static void merge_lists(struct rmm_pool *p, struct freetree *to, struct freetree *from)
{
    struct chunk *c;
    while ((c = tree_largest(from))) {
        tree_remove(from, c);
        space_coalesce_into(&p->space, c, to);
    }
}

/* get_block (2): a block from another stream's list, the remainder left
 * there; NULL when none fits. The space's index finds the first list with
 * a block that fits without looking at the others. */
static struct chunk *borrow(struct rmm_pool *p, struct stream_lists *me, uint64_t size)
{
    const struct policy_env *env = p->space.env;
    struct stream_lists *o = space_next_active(&p->space, 0, size);
    if (o == me) /* cannot happen: our own list has no block that fits */
        o = space_next_active(&p->space, me->pos + 1, size);
    if (!o)
        return NULL;
    struct chunk *c = tree_best_fit(&o->tree[0], size);
    if (env->stream_wait)
        env->stream_wait(env->host, me->stream, o->stream);
    tree_remove(&o->tree[0], c);
    cut(p, c, size, &o->tree[0]);
    return c;
}

/* get_block (3): merge the other lists into ours, one at a time, until a
 * block fits; NULL when none does. */
static struct chunk *merge_others(struct rmm_pool *p, struct stream_lists *me, uint64_t size)
{
    const struct policy_env *env = p->space.env;
    struct freetree *mine = &me->tree[0];
    struct stream_lists *o;
    for (uint32_t i = 0; (o = space_next_active(&p->space, i, 0)); i = o->pos + 1) {
        if (o == me)
            continue;
        if (env->stream_wait)
            env->stream_wait(env->host, me->stream, o->stream);
        merge_lists(p, mine, &o->tree[0]);
        space_set_active(&p->space, o, false);
        struct chunk *c = tree_best_fit(mine, size);
        if (c) {
            tree_remove(mine, c);
            cut(p, c, size, mine);
            return c;
        }
    }
    return NULL;
}

static int rmm_alloc(void *self, uint64_t size, uint32_t stream, uint64_t *addr)
{
    struct rmm_pool *p = self;
    struct chunk_space *s = &p->space;
    if (p->broken || size > UINT64_MAX - RMM_ALIGN)
        return POLICY_NO_DEVICE_MEMORY;
    size = align_up(size);
    struct stream_lists *me = space_prepare(s) ? NULL : lists_of(p, stream);
    if (!me)
        return POLICY_NO_HOST_MEMORY;
    struct freetree *mine = &me->tree[0];
    struct chunk **link = tree_find(mine, size), *c;
    if (link) { /* (1) our own list */
        c = *link;
        tree_remove_at(mine, link);
        cut(p, c, size, mine);
        space_count(s, POLICY_STAT_CACHE_HIT, 1);
    } else if ((c = borrow(p, me, size)) || (c = merge_others(p, me, size))) {
        space_count(s, POLICY_STAT_CACHE_HIT, 1);
        space_count(s, POLICY_STAT_STREAM_STEAL, 1);
    } else { /* (4) grow the pool */
        c = try_to_expand(p, size_to_grow(p, size), size, stream);
        if (!c)
            return POLICY_NO_DEVICE_MEMORY;
        cut(p, c, size, mine);
    }
    space_hand_out(s, c);
    *addr = c->addr;
    return POLICY_OK;
}

static int rmm_free(void *self, uint64_t addr, uint32_t stream)
{
    struct rmm_pool *p = self;
    /* first: a failure changes nothing */
    struct stream_lists *l = space_prepare(&p->space) ? NULL : lists_of(p, stream);
    if (!l)
        return POLICY_NO_HOST_MEMORY;
    struct chunk *c = space_take_back(&p->space, addr);
    if (!c) {
        assert(!"rmm-pool: free of an address that is not allocated");
        return POLICY_OK;
    }
    space_coalesce_into(&p->space, c, &l->tree[0]);
    return POLICY_OK;
}

static void rmm_usage(const void *self, struct policy_usage *u, bool with_free)
{
    const struct rmm_pool *p = self;
    u->allocated = p->space.allocated;
    u->reserved = p->space.reserved;
    u->free_bytes = u->largest_free = 0;
    if (with_free)
        space_free_usage(&p->space, &u->free_bytes, &u->largest_free);
}

static bool rmm_valid(const void *self)
{
    const struct rmm_pool *p = self;
    if (!space_valid(&p->space, SPACE_MERGED))
        return false;
    if (p->maximum != UINT64_MAX && p->space.reserved > p->maximum &&
        p->space.reserved - p->maximum >= RMM_ALIGN)
        return false;
    for (const struct segment *g = p->space.segments; g; g = g->next)
        for (const struct chunk *c = g->first; c; c = c->next)
            if (!c->tree && c->size % RMM_ALIGN != 0)
                return false;
    return true;
}

const struct policy_allocator policy_rmm_pool = {
    .info = {.name = "rmm-pool",
             .summary = "RMM's pool_memory_resource: coalescing best fit, per-stream lists, doubling growth",
             .params = rmm_params},
    .create = rmm_create,
    .destroy = rmm_destroy,
    .alloc = rmm_alloc,
    .free = rmm_free,
    .usage = rmm_usage,
    .valid = rmm_valid,
    .blocks = space_blocks,
};
