/* caching_expand.c: the expandable segments of the `caching` allocator
 * (PyTorch's expandable_segments:True; c10/cuda/CUDACachingAllocator.cpp,
 * Note [Expandable Segments], struct ExpandableSegment and the functions
 * named below). Every rule names the function it comes from.
 *
 * - A segment is a virtual range of pages, 2 MiB (kSmallBuffer) in the
 *   small pool and 20 MiB (kLargeBuffer) in the large one, as many as
 *   cover 1 1/8 of the GPU's memory (ExpandableSegment's constructor:
 *   totalGlobalMem + totalGlobalMem / 8). Only mapped pages are memory:
 *   each mapped page is one upstream reservation of a page (map: one
 *   cuMemCreate per page), and reserved bytes are mapped pages.
 * - find_expandable_block: among the unmapped chunks of the request's
 *   stream and pool, in address order, the first that, together with the
 *   free chunk before it if there is one, starts a run of free and
 *   unmapped chunks of at least the request's size; else a new segment,
 *   all unmapped, above the others.
 * - try_allocate_expandable_block / map_block: map the pages of the run
 *   from its start until the free chunk holds the request (map rounds up
 *   to whole pages); each newly mapped range becomes free memory and merges
 *   with the free chunks before and after it, so blocks merge across what
 *   were separate mappings. A page that cannot be mapped fails the
 *   request; the pages of that map call are given back, those of earlier
 *   calls stay mapped.
 * - release_blocks / unmap_block (empty_cache, and malloc's last resort
 *   release_cached_blocks): every free chunk gives back its whole pages;
 *   the bytes before the first and after the last whole page stay free;
 *   the unmapped range merges with unmapped neighbours, and a segment left
 *   wholly unmapped is released (release_expandable_segment).
 * Best fit (get_free_block's expandable_size walk), should_split and
 * free_block are in caching.c. */
#include "caching.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#define DEFAULT_TOTAL (80ull << 30) /* a host that does not say: an 80 GiB GPU */

static inline uint64_t div_up(uint64_t x, uint64_t unit)
{
    return (x + unit - 1) / unit;
}

static uint64_t pages_of(const struct caching_pool *p, uint64_t page)
{
    return div_up(p->total + p->total / 8, page);
}

void xs_init(struct caching_pool *p)
{
    const struct policy_env *env = p->space.env;
    p->total = env->gpu_capacity ? env->gpu_capacity(env->host) : DEFAULT_TOTAL;
    if (p->total < K_LARGE_BUFFER)
        p->total = K_LARGE_BUFFER;
    p->stride = (pages_of(p, K_SMALL_BUFFER) + 1) * K_SMALL_BUFFER + K_LARGE_BUFFER;
}

static void xseg_free(struct xseg *x)
{
    if (x) {
        free(x->handle);
        free(x->unm);
        free(x);
    }
}

void xs_destroy(struct caching_pool *p)
{
    struct chunk_space *s = &p->space;
    for (size_t i = 0; i < p->nxsegs; i++) {
        struct xseg *x = p->xsegs[i];
        if (!x)
            continue;
        for (uint64_t k = 0; k < x->size / x->page; k++)
            if (x->handle[k])
                s->env->release(s->env->host, x->handle[k] - 1, x->page);
        struct segment *g = x->seg; /* out of the list: space_destroy releases the rest */
        if (g->prev)
            g->prev->next = g->next;
        else
            s->segments = g->next;
        if (g->next)
            g->next->prev = g->prev;
        s->nsegments--;
        xseg_free(x);
    }
    free(p->xsegs);
    xseg_free(p->spare);
}

/* The index in x->unm of the first unmapped chunk at or after addr. */
static size_t unm_at(const struct xseg *x, uint64_t addr)
{
    size_t lo = 0, hi = x->nunm;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (x->unm[mid]->addr < addr)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

static struct xseg *xseg_of(const struct caching_pool *p, const struct chunk *c)
{
    return p->xsegs[(c->seg->addr - CACHING_VBASE) / p->stride];
}

bool xs_unmapped(const struct caching_pool *p, const struct chunk *c)
{
    if (!p->expandable || c->tree)
        return false;
    const struct xseg *x = xseg_of(p, c);
    size_t i = unm_at(x, c->addr);
    return i < x->nunm && x->unm[i] == c;
}

static int unm_reserve(struct xseg *x, size_t more)
{
    if (x->nunm + more <= x->capunm)
        return 0;
    size_t cap = 2 * (x->nunm + more);
    struct chunk **n = realloc(x->unm, cap * sizeof *n);
    if (!n)
        return POLICY_NO_HOST_MEMORY;
    x->unm = n;
    x->capunm = cap;
    return 0;
}

static void unm_insert(struct xseg *x, struct chunk *c)
{
    size_t i = unm_at(x, c->addr);
    assert(x->nunm < x->capunm);
    memmove(x->unm + i + 1, x->unm + i, (x->nunm - i) * sizeof *x->unm);
    x->unm[i] = c;
    x->nunm++;
}

static void unm_remove(struct xseg *x, const struct chunk *c)
{
    size_t i = unm_at(x, c->addr);
    assert(i < x->nunm && x->unm[i] == c);
    memmove(x->unm + i, x->unm + i + 1, (x->nunm - i - 1) * sizeof *x->unm);
    x->nunm--;
}

int xs_prepare_alloc(struct caching_pool *p)
{
    if (space_prepare_n(&p->space, 4, 3))
        return POLICY_NO_HOST_MEMORY;
    if (p->nxsegs == p->capxsegs) {
        size_t cap = p->capxsegs ? 2 * p->capxsegs : 8;
        struct xseg **n = realloc(p->xsegs, cap * sizeof *n);
        if (!n)
            return POLICY_NO_HOST_MEMORY;
        p->xsegs = n;
        p->capxsegs = cap;
    }
    if (p->spare)
        return 0;
    struct xseg *x = calloc(1, sizeof *x);
    if (x) { /* enough handles for the small pool's pages, the more numerous */
        x->handle = calloc(pages_of(p, K_SMALL_BUFFER), sizeof *x->handle);
        x->unm = malloc(4 * sizeof *x->unm);
        x->capunm = 4;
    }
    if (!x || !x->handle || !x->unm) {
        xseg_free(x);
        return POLICY_NO_HOST_MEMORY;
    }
    p->spare = x;
    return 0;
}

/* A free chunk, or an unmapped one: what find_expandable_block may use
 * (its `allocatable`). */
static bool usable(const struct caching_pool *p, const struct chunk *c)
{
    return c && (c->tree || xs_unmapped(p, c));
}

/* has_available_address_space */
static bool has_room(const struct caching_pool *p, const struct chunk *c, uint64_t size)
{
    uint64_t bytes = 0;
    for (; bytes < size && usable(p, c); c = c->next)
        bytes += c->size;
    return bytes >= size;
}

/* A new segment of stream and pool, all unmapped, from the spare. */
static struct chunk *new_segment(struct caching_pool *p, uint32_t stream, uint8_t pool)
{
    struct xseg *x = p->spare;
    p->spare = NULL;
    x->page = pool == POOL_SMALL ? K_SMALL_BUFFER : K_LARGE_BUFFER;
    x->size = pages_of(p, x->page) * x->page;
    x->base = CACHING_VBASE + p->nxsegs * p->stride;
    p->xsegs[p->nxsegs++] = x;
    struct chunk *c = space_adopt(&p->space, x->base, x->size, stream, pool);
    x->seg = c->seg;
    space_hand_out(&p->space, c);
    p->unmapped += x->size;
    unm_insert(x, c);
    return c;
}

/* find_expandable_block */
static struct chunk *find_block(struct caching_pool *p, uint32_t stream, uint8_t pool,
                                uint64_t size)
{
    for (size_t i = 0; i < p->nxsegs; i++) {
        struct xseg *x = p->xsegs[i];
        if (!x || x->seg->stream != stream || x->seg->pool != pool)
            continue;
        for (size_t k = 0; k < x->nunm; k++) {
            struct chunk *c = x->unm[k];
            if (c->prev && c->prev->tree)
                c = c->prev;
            if (has_room(p, c, size))
                return c;
        }
    }
    /* a second new segment in one alloc: the first could not be mapped */
    return p->spare ? new_segment(p, stream, pool) : NULL;
}

/* ExpandableSegment::map of pages [first, last): false (and nothing
 * mapped) when upstream refuses one. */
static bool map_pages(struct caching_pool *p, struct xseg *x, uint64_t first, uint64_t last)
{
    const struct policy_env *env = p->space.env;
    for (uint64_t i = first; i < last; i++) {
        uint64_t addr;
        assert(!x->handle[i]);
        if (env->reserve(env->host, x->page, x->seg->stream, &addr) != 0) {
            while (i-- > first) {
                env->release(env->host, x->handle[i] - 1, x->page);
                x->handle[i] = 0;
            }
            return false;
        }
        x->handle[i] = addr + 1;
    }
    return true;
}

/* map_block: map the pages of unmapped chunk u that cover its first size
 * bytes; the mapped part becomes free and merges with its free
 * neighbours. The merged free chunk, or NULL when a page was refused. */
static struct chunk *map_block(struct caching_pool *p, struct chunk *u, uint64_t size)
{
    struct chunk_space *s = &p->space;
    struct xseg *x = xseg_of(p, u);
    uint64_t first = (u->addr - x->base) / x->page, n = div_up(size, x->page);
    if (!map_pages(p, x, first, first + n))
        return NULL;
    uint64_t mapped = n * x->page;
    struct chunk *c = space_take_back(s, u->addr);
    assert(c == u);
    (void)c;
    if (mapped < u->size) {
        struct chunk *rest = space_split(s, u, mapped);
        space_hand_out(s, rest);
        x->unm[unm_at(x, u->addr)] = rest;
    } else {
        unm_remove(x, u);
    }
    p->unmapped -= mapped;
    struct segment *g = u->seg;
    return space_coalesce_into(s, u, &space_lists(s, g->stream)->tree[g->pool]);
}

struct chunk *xs_allocate(struct caching_pool *p, uint32_t stream, uint8_t pool, uint64_t size)
{
    uint64_t page = pool == POOL_SMALL ? K_SMALL_BUFFER : K_LARGE_BUFFER;
    if (size > pages_of(p, page) * page) /* more than a segment: no mapping holds it */
        return NULL;
    struct chunk *c = find_block(p, stream, pool, size);
    if (!c || (!c->tree && !(c = map_block(p, c, c->size < size ? c->size : size))))
        return NULL;
    while (c->size < size) { /* c is free and an unmapped chunk follows */
        struct chunk *u = c->next;
        uint64_t want = size - c->size;
        if (!(c = map_block(p, u, u->size < want ? u->size : want)))
            return NULL;
    }
    tree_remove(c->tree, c);
    return c;
}

int xs_prepare_release(struct caching_pool *p)
{
    uint64_t nfree = 0;
    struct chunk_space *s = &p->space;
    for (uint32_t i = 0; i < s->nlists; i++)
        nfree += s->lists[i]->tree[0].count + s->lists[i]->tree[1].count;
    if (space_prepare_n(s, 2 * nfree + 4, nfree + 3))
        return POLICY_NO_HOST_MEMORY;
    for (size_t i = 0; i < p->nxsegs; i++)
        if (p->xsegs[i] && unm_reserve(p->xsegs[i], nfree + 1))
            return POLICY_NO_HOST_MEMORY;
    return 0;
}

/* Unmapped chunk a absorbs the unmapped chunk after it. */
static void merge_unmapped(struct caching_pool *p, struct xseg *x, struct chunk *a)
{
    struct chunk_space *s = &p->space;
    struct chunk *b = a->next;
    unm_remove(x, b);
    space_take_back(s, a->addr);
    space_take_back(s, b->addr);
    space_merge_next(s, a);
    space_hand_out(s, a);
}

/* unmap_block of free chunk b: its whole pages are given back upstream.
 * Returns the last chunk of what b became. */
static struct chunk *unmap_block(struct caching_pool *p, struct xseg *x, struct chunk *b)
{
    struct chunk_space *s = &p->space;
    uint64_t first = div_up(b->addr - x->base, x->page);
    uint64_t last = (b->addr + b->size - x->base) / x->page;
    if (first >= last)
        return b;
    for (uint64_t i = first; i < last; i++) {
        s->env->release(s->env->host, x->handle[i] - 1, x->page);
        x->handle[i] = 0;
    }
    struct freetree *t = b->tree;
    tree_remove(t, b);
    struct chunk *m = b, *after = NULL;
    uint64_t before = x->base + first * x->page - b->addr, bytes = (last - first) * x->page;
    if (before) {
        m = space_split(s, b, before);
        tree_insert(t, b);
    }
    if (m->size > bytes) {
        after = space_split(s, m, bytes);
        tree_insert(t, after);
    }
    space_hand_out(s, m);
    p->unmapped += bytes;
    unm_insert(x, m);
    if (m->next && xs_unmapped(p, m->next))
        merge_unmapped(p, x, m);
    if (m->prev && xs_unmapped(p, m->prev)) {
        m = m->prev;
        merge_unmapped(p, x, m);
    }
    return after ? after : m;
}

/* release_expandable_segment: x is one unmapped chunk. */
static void release_segment(struct caching_pool *p, size_t i)
{
    struct xseg *x = p->xsegs[i];
    struct chunk *c = x->seg->first;
    space_take_back(&p->space, c->addr);
    p->unmapped -= c->size;
    space_forget(&p->space, c);
    xseg_free(x);
    p->xsegs[i] = NULL;
}

void xs_release_blocks(struct caching_pool *p, uint8_t pool)
{
    for (size_t i = 0; i < p->nxsegs; i++) {
        struct xseg *x = p->xsegs[i];
        if (!x || x->seg->pool != pool)
            continue;
        bool unmapped_some = false;
        for (struct chunk *c = x->seg->first; c; c = c->next)
            if (c->tree) {
                uint64_t before = p->unmapped;
                c = unmap_block(p, x, c);
                unmapped_some |= p->unmapped != before;
            }
        if (unmapped_some && chunk_unsplit(x->seg->first))
            release_segment(p, i);
    }
}

bool xs_valid(const struct caching_pool *p)
{
    uint64_t unmapped = 0;
    for (size_t i = 0; i < p->nxsegs; i++) {
        const struct xseg *x = p->xsegs[i];
        if (!x)
            continue;
        size_t k = 0;
        if (x->seg->addr != x->base || x->seg->size != x->size || x->nunm > x->capunm)
            return false;
        for (const struct chunk *c = x->seg->first; c; c = c->next) {
            bool unm = k < x->nunm && x->unm[k] == c;
            uint64_t a = (c->addr - x->base) / x->page, z = (c->addr + c->size - 1 - x->base) / x->page;
            if (unm && ((c->addr - x->base) % x->page || c->size % x->page || c->tree ||
                        x->handle[a] || x->handle[z] || (c->next && k + 1 < x->nunm &&
                                                         x->unm[k + 1] == c->next)))
                return false;
            if (!unm && (!x->handle[a] || !x->handle[z]))
                return false;
            unmapped += unm ? c->size : 0;
            k += unm;
        }
        if (k != x->nunm)
            return false;
    }
    return unmapped == p->unmapped;
}
