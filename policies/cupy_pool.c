/* cupy_pool.c: CuPy's SingleDeviceMemoryPool with best-fit-with-coalescing
 * (introduced by cupy/cupy PR #168; rules from cupy/cuda/memory.pyx):
 *
 * - malloc rounds the size up to a multiple of 512 bytes (_round_size with
 *   _allocation_unit_size = 512, cupy/cupy PR #176);
 * - the arena of the current stream (_arena(stream_ident)) keeps free
 *   chunks in bins by size (_bin_index_from_size); _get_chunk takes a chunk
 *   from the lowest non-empty bin at or above the request's bin, so the
 *   smallest free chunk that fits; since every chunk size is a multiple of
 *   the unit, a bin holds one size, and CuPy picks among equal sizes with
 *   set.pop() (Python's hash order), for which we take the lowest address;
 * - the chunk is split (_Chunk.split) whenever it is larger than the
 *   request, the remainder going back to the arena's free list;
 * - with no fitting chunk, _try_malloc allocates exactly the rounded size
 *   upstream, a new chunk with no neighbours;
 * - free returns a chunk to the arena of the stream it was allocated on
 *   (chunk.stream_ident), merging it first with the next and then the
 *   previous chunk when they are in that arena's free list
 *   (remove_from_free_list + merge); chunks only link inside one upstream
 *   allocation, so nothing merges across allocations;
 * - when cudaMalloc fails, _try_malloc calls free_all_blocks(), which frees
 *   every free chunk that has no prev and no next in every arena
 *   (_compact_index with free=True), and retries (twice, with a gc.collect
 *   in between that has no counterpart here); a failed retry is the
 *   OutOfMemoryError.
 *
 * `bfc` keeps one arena for every stream (CuPy's behaviour when all work
 * is on one stream); `stream` keeps CuPy's per-stream arenas, so a chunk is
 * only reused by the stream that allocated it. */
#include "cupy_pool.h"
#include "chunk.h"

#include <assert.h>
#include <stddef.h>
#include <stdlib.h>

const struct policy_param cupy_pool_params[] = {
    {"round", 512, 1, 1ull << 30, "sizes are rounded up to a multiple of this (CuPy: 512)"},
    {0}};

enum { CP_ROUND };

/* Invariants: those of the chunk space; free chunks of one arena are
 * coalesced; with per_stream, every free chunk sits in the arena of its
 * segment's stream; without it, in arena 0. */
struct cupy_pool {
    struct chunk_space space;
    uint64_t round;
    bool per_stream;
};
_Static_assert(offsetof(struct cupy_pool, space) == 0, "space_blocks needs the space first");


void *cupy_pool_create(const struct policy_env *env, const uint64_t *values, bool per_stream)
{
    struct cupy_pool *p = malloc(sizeof *p);
    if (!p)
        return NULL;
    space_init(&p->space, env);
    p->round = values[CP_ROUND];
    p->per_stream = per_stream;
    return p;
}

void cupy_pool_destroy(void *self)
{
    struct cupy_pool *p = self;
    space_destroy(&p->space);
    free(p);
}

/* The free list of stream's arena; NULL when out of host memory. */
static struct freetree *arena(struct cupy_pool *p, uint32_t stream)
{
    struct stream_lists *l = space_lists(&p->space, p->per_stream ? stream : 0);
    return l ? &l->tree[0] : NULL;
}

/* free_all_blocks: release every free chunk that is alone in its segment. */
static void free_all_blocks(struct cupy_pool *p)
{
    for (struct segment *g = p->space.segments, *next; g; g = next) {
        next = g->next;
        if (g->first->tree && chunk_unsplit(g->first))
            space_release(&p->space, g->first);
    }
}

int cupy_pool_alloc(void *self, uint64_t size, uint32_t stream, uint64_t *addr)
{
    struct cupy_pool *p = self;
    struct chunk_space *s = &p->space;
    if (size > UINT64_MAX - p->round)
        return POLICY_NO_DEVICE_MEMORY;
    uint64_t rounded = round_up_to(size, p->round);
    struct freetree *t = space_prepare(s) ? NULL : arena(p, stream);
    if (!t)
        return POLICY_NO_HOST_MEMORY;
    struct chunk **link = tree_find(t, rounded), *c;
    if (link) {
        c = *link;
        tree_remove_at(t, link);
        if (c->size > rounded)
            tree_insert(t, space_split(s, c, rounded));
        space_count(s, POLICY_STAT_CACHE_HIT, 1);
    } else {
        c = space_reserve(s, rounded, stream, 0);
        if (!c) {
            space_count(s, POLICY_STAT_OOM_FLUSH, 1);
            free_all_blocks(p);
            c = space_reserve(s, rounded, stream, 0);
            if (!c)
                return POLICY_NO_DEVICE_MEMORY;
        }
    }
    space_hand_out(s, c);
    *addr = c->addr;
    return POLICY_OK;
}

int cupy_pool_free(void *self, uint64_t addr, uint32_t stream)
{
    struct cupy_pool *p = self;
    (void)stream; /* CuPy returns a chunk to its allocation stream's arena */
    if (space_prepare(&p->space)) /* first: a failure changes nothing */
        return POLICY_NO_HOST_MEMORY;
    struct chunk *c = space_take_back(&p->space, addr);
    if (!c) {
        assert(!"bfc/stream: free of an address that is not allocated");
        return POLICY_OK;
    }
    /* the arena exists: the alloc that reserved the segment made it */
    space_coalesce_into(&p->space, c, arena(p, c->seg->stream));
    return POLICY_OK;
}

void cupy_pool_usage(const void *self, struct policy_usage *u, bool with_free)
{
    const struct cupy_pool *p = self;
    u->allocated = p->space.allocated;
    u->reserved = p->space.reserved;
    u->free_bytes = u->largest_free = 0;
    if (with_free)
        space_free_usage(&p->space, &u->free_bytes, &u->largest_free);
}

bool cupy_pool_valid(const void *self)
{
    const struct cupy_pool *p = self;
    if (!space_valid(&p->space, SPACE_MERGED | (p->per_stream ? SPACE_STREAM_OWNED : 0)))
        return false;
    /* every chunk is a multiple of the unit; without streams, arena 0 only */
    for (const struct segment *g = p->space.segments; g; g = g->next)
        for (const struct chunk *c = g->first; c; c = c->next)
            if (c->size % p->round != 0 || (!p->per_stream && c->tree && c->tree->stream != 0))
                return false;
    return true;
}
