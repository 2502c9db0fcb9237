/* chunk.c: segments, chunks, free trees (treaps) and their checker; see
 * chunk.h for the model and its invariants. */
#include "chunk.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Node pools -------------------------------------------------------- */

#define SLAB_NODES 1024

_Static_assert(sizeof(void *) != 8 || sizeof(struct chunk) == 64, "a chunk is one cache line");

static void pool_init(struct node_pool *p, size_t node_size)
{
    memset(p, 0, sizeof *p);
    p->node_size = node_size;
}

/* At least n free nodes (n <= SLAB_NODES): 0, or -1 when out of host
 * memory (the pool is then unchanged). */
static int pool_fill(struct node_pool *p, size_t n)
{
    if (p->nfree >= n)
        return 0;
    if (p->nslabs == p->capslabs) {
        size_t cap = p->capslabs ? 2 * p->capslabs : 16;
        void **ns = realloc(p->slabs, cap * sizeof *ns);
        if (!ns)
            return -1;
        p->slabs = ns;
        p->capslabs = cap;
    }
    /* nodes of 64 bytes start on cache lines */
    char *slab = aligned_alloc(64, p->node_size * SLAB_NODES);
    if (!slab)
        return -1;
    p->slabs[p->nslabs++] = slab;
    for (size_t i = SLAB_NODES; i-- > 0;) {
        void **node = (void **)(slab + i * p->node_size);
        *node = p->free;
        p->free = node;
    }
    p->nfree += SLAB_NODES;
    return 0;
}

/* A free node; the pool has one (pool_fill). */
static void *pool_get(struct node_pool *p)
{
    assert(p->free && p->nfree > 0);
    void **node = p->free;
    p->free = *node;
    p->nfree--;
    return node;
}

static void pool_put(struct node_pool *p, void *node)
{
    *(void **)node = p->free;
    p->free = node;
    p->nfree++;
}

static void pool_destroy(struct node_pool *p)
{
    for (size_t i = 0; i < p->nslabs; i++)
        free(p->slabs[i]);
    free(p->slabs);
    memset(p, 0, sizeof *p);
}

/* ---- Treap --------------------------------------------------------------- */

static inline bool key_less(uint64_t size_a, uint64_t addr_a, uint64_t size_b, uint64_t addr_b)
{
    return size_a < size_b || (size_a == size_b && addr_a < addr_b);
}

static inline bool chunk_less(const struct chunk *a, const struct chunk *b)
{
    return key_less(a->size, a->addr, b->size, b->addr);
}

/* Split t into the nodes less than k (*l) and the others (*r). */
static void treap_split(struct chunk *t, const struct chunk *k, struct chunk **l, struct chunk **r)
{
    while (t) {
        if (chunk_less(t, k)) {
            *l = t;
            l = &t->right;
            t = t->right;
        } else {
            *r = t;
            r = &t->left;
            t = t->left;
        }
    }
    *l = *r = NULL;
}

/* Join two treaps, every key of a below every key of b. */
static struct chunk *treap_join(struct chunk *a, struct chunk *b)
{
    struct chunk *root = NULL, **link = &root;
    while (a && b) {
        if (chunk_prio(a) > chunk_prio(b)) {
            *link = a;
            link = &a->right;
            a = a->right;
        } else {
            *link = b;
            link = &b->left;
            b = b->left;
        }
    }
    *link = a ? a : b;
    return root;
}

/* The size class of a size: monotonic in size; sizes below 32 get a class
 * each, above that 32 classes per power of two. */
static inline unsigned size_class(uint64_t size)
{
    if (size < (1u << FT_SL_BITS))
        return (unsigned)size;
    unsigned fl = 63u - (unsigned)__builtin_clzll(size);
    unsigned sl = (unsigned)(size >> (fl - FT_SL_BITS)) & ((1u << FT_SL_BITS) - 1);
    return ((fl - FT_SL_BITS + 1) << FT_SL_BITS) + sl;
}

/* The first non-empty class at or after k, or FT_CLASSES. */
static inline unsigned next_class(const struct freetree *t, unsigned k)
{
    if (k >= FT_CLASSES)
        return FT_CLASSES;
    unsigned w = k >> 6;
    uint64_t m = t->bits[w] & (~0ull << (k & 63));
    if (m)
        return (w << 6) + (unsigned)__builtin_ctzll(m);
    uint64_t sw = w + 1 < FT_WORDS ? t->summary & (~0ull << (w + 1)) : 0;
    if (!sw)
        return FT_CLASSES;
    w = (unsigned)__builtin_ctzll(sw);
    return (w << 6) + (unsigned)__builtin_ctzll(t->bits[w]);
}

void tree_insert(struct freetree *t, struct chunk *c)
{
    unsigned k = size_class(c->size);
    uint64_t prio = chunk_prio(c);
    c->tree = t;
    t->count++;
    t->bytes += c->size;
    t->bits[k >> 6] |= 1ull << (k & 63);
    t->summary |= 1ull << (k >> 6);
    struct chunk **link = &t->roots[k];
    while (*link && chunk_prio(*link) > prio)
        link = chunk_less(c, *link) ? &(*link)->left : &(*link)->right;
    treap_split(*link, c, &c->left, &c->right);
    *link = c;
}

void tree_remove_at(struct freetree *t, struct chunk **link)
{
    struct chunk *c = *link;
    unsigned k = size_class(c->size);
    *link = treap_join(c->left, c->right);
    if (!t->roots[k]) {
        t->bits[k >> 6] &= ~(1ull << (k & 63));
        if (!t->bits[k >> 6])
            t->summary &= ~(1ull << (k >> 6));
    }
    c->left = c->right = NULL;
    c->tree = NULL;
    t->count--;
    t->bytes -= c->size;
}

void tree_remove(struct freetree *t, struct chunk *c)
{
    struct chunk **link = &t->roots[size_class(c->size)];
    while (*link != c)
        link = chunk_less(c, *link) ? &(*link)->left : &(*link)->right;
    tree_remove_at(t, link);
}

struct chunk **tree_find(const struct freetree *t, uint64_t size)
{
    if (!t->count)
        return NULL;
    unsigned k = size_class(size);
    struct chunk **best = NULL;
    for (struct chunk **link = &t->roots[k]; *link;) {
        if ((*link)->size >= size) {
            best = link;
            link = &(*link)->left;
        } else {
            link = &(*link)->right;
        }
    }
    if (best)
        return best;
    k = next_class(t, k + 1);
    if (k == FT_CLASSES)
        return NULL;
    struct chunk **link = &t->roots[k];
    while ((*link)->left)
        link = &(*link)->left;
    return link;
}

struct chunk *tree_best_fit(const struct freetree *t, uint64_t size)
{
    struct chunk **link = tree_find(t, size);
    return link ? *link : NULL;
}

struct chunk *tree_largest(const struct freetree *t)
{
    if (!t->count)
        return NULL;
    unsigned w = 63u - (unsigned)__builtin_clzll(t->summary);
    unsigned k = (w << 6) + 63u - (unsigned)__builtin_clzll(t->bits[w]);
    struct chunk *n = t->roots[k];
    while (n->right)
        n = n->right;
    return n;
}

/* ---- Space ------------------------------------------------------------- */

void space_init(struct chunk_space *s, const struct policy_env *env)
{
    memset(s, 0, sizeof *s);
    s->env = env;
    u64map_init(&s->live);
    pool_init(&s->chunk_nodes, sizeof(struct chunk));
    pool_init(&s->segment_nodes, sizeof(struct segment));
}

void space_destroy(struct chunk_space *s)
{
    for (struct segment *g = s->segments; g; g = g->next)
        s->env->release(s->env->host, g->addr, g->size);
    for (uint32_t i = 0; i < s->nlists; i++) {
        for (int p = 0; p < CHUNK_POOLS; p++)
            free(s->lists[i]->tree[p].roots);
        free(s->lists[i]);
    }
    free(s->lists);
    u64map_free(&s->live);
    pool_destroy(&s->chunk_nodes);
    pool_destroy(&s->segment_nodes);
    memset(s, 0, sizeof *s);
}

/* New lists for stream, with the roots of every pool's tree: NULL when
 * out of host memory. */
static struct stream_lists *lists_new(uint32_t stream)
{
    struct stream_lists *l = calloc(1, sizeof *l);
    if (!l)
        return NULL;
    l->stream = stream;
    l->active = true;
    for (uint8_t p = 0; p < CHUNK_POOLS; p++) {
        l->tree[p].stream = stream;
        l->tree[p].pool = p;
        l->tree[p].roots = calloc(FT_CLASSES, sizeof *l->tree[p].roots);
        if (!l->tree[p].roots) {
            while (p-- > 0)
                free(l->tree[p].roots);
            free(l);
            return NULL;
        }
    }
    return l;
}

struct stream_lists *space_lists(struct chunk_space *s, uint32_t stream)
{
    if (stream < 16 && s->by_id[stream])
        return s->by_id[stream];
    if (s->last && s->last->stream == stream)
        return s->last;
    for (uint32_t i = 0; i < s->nlists; i++)
        if (s->lists[i]->stream == stream)
            return s->last = s->lists[i];
    if (s->nlists == s->caplists) {
        uint32_t cap = s->caplists ? 2 * s->caplists : 8;
        struct stream_lists **nl = realloc(s->lists, cap * sizeof *nl);
        if (!nl)
            return NULL;
        s->lists = nl;
        s->caplists = cap;
    }
    struct stream_lists *l = lists_new(stream);
    if (!l)
        return NULL;
    s->lists[s->nlists++] = l;
    if (stream < 16)
        s->by_id[stream] = l;
    return s->last = l;
}

int space_prepare(struct chunk_space *s)
{
    if (pool_fill(&s->chunk_nodes, 2) || pool_fill(&s->segment_nodes, 1) ||
        u64map_reserve(&s->live, 1))
        return POLICY_NO_HOST_MEMORY;
    return 0;
}

struct chunk *space_reserve(struct chunk_space *s, uint64_t size, uint32_t stream, uint8_t pool)
{
    uint64_t addr;
    if (s->env->reserve(s->env->host, size, stream, &addr) != 0)
        return NULL;
    struct segment *g = pool_get(&s->segment_nodes);
    struct chunk *c = pool_get(&s->chunk_nodes);
    *c = (struct chunk){.addr = addr, .size = size, .seg = g};
    *g = (struct segment){.addr = addr, .size = size, .first = c, .next = s->segments,
                          .stream = stream, .pool = pool};
    if (s->segments)
        s->segments->prev = g;
    s->segments = g;
    s->nsegments++;
    s->reserved += size;
    return c;
}

void space_release(struct chunk_space *s, struct chunk *c)
{
    struct segment *g = c->seg;
    if (c->tree)
        tree_remove(c->tree, c);
    s->env->release(s->env->host, g->addr, g->size);
    if (g->prev)
        g->prev->next = g->next;
    else
        s->segments = g->next;
    if (g->next)
        g->next->prev = g->prev;
    s->nsegments--;
    s->reserved -= g->size;
    pool_put(&s->chunk_nodes, c);
    pool_put(&s->segment_nodes, g);
}

struct chunk *space_split(struct chunk_space *s, struct chunk *c, uint64_t size)
{
    struct chunk *r = pool_get(&s->chunk_nodes);
    *r = (struct chunk){.addr = c->addr + size, .size = c->size - size, .prev = c,
                        .next = c->next, .seg = c->seg};
    if (c->next)
        c->next->prev = r;
    c->next = r;
    c->size = size;
    space_count(s, POLICY_STAT_SPLIT, 1);
    return r;
}

void space_hand_out(struct chunk_space *s, struct chunk *c)
{
    int rc = u64map_put(&s->live, c->addr, (uint64_t)(uintptr_t)c);
    assert(rc == 0 && "space_hand_out without space_prepare");
    (void)rc;
    s->allocated += c->size;
}

struct chunk *space_take_back(struct chunk_space *s, uint64_t addr)
{
    uint64_t v;
    if (!u64map_del(&s->live, addr, &v))
        return NULL;
    struct chunk *c = (struct chunk *)(uintptr_t)v;
    s->allocated -= c->size;
    return c;
}

/* a absorbs its next neighbour b (both in no tree). */
static void absorb_next(struct chunk_space *s, struct chunk *a, struct chunk *b)
{
    a->size += b->size;
    a->next = b->next;
    if (b->next)
        b->next->prev = a;
    pool_put(&s->chunk_nodes, b);
    space_count(s, POLICY_STAT_MERGE, 1);
}

struct chunk *space_coalesce_into(struct chunk_space *s, struct chunk *c, struct freetree *t)
{
    struct chunk *n = c->next, *p = c->prev;
    if (n && n->tree == t) {
        tree_remove(t, n);
        absorb_next(s, c, n);
    }
    if (p && p->tree == t) {
        tree_remove(t, p);
        absorb_next(s, p, c);
        c = p;
    }
    tree_insert(t, c);
    return c;
}

void space_free_usage(const struct chunk_space *s, uint64_t *free_bytes, uint64_t *largest)
{
    uint64_t bytes = 0, big = 0;
    for (uint32_t i = 0; i < s->nlists; i++) {
        for (int p = 0; p < CHUNK_POOLS; p++) {
            const struct freetree *t = &s->lists[i]->tree[p];
            bytes += t->bytes;
            struct chunk *m = tree_largest(t);
            if (m && m->size > big)
                big = m->size;
        }
    }
    *free_bytes = bytes;
    *largest = big;
}

/* ---- Checker ------------------------------------------------------------- */

#define CHECK(cond)                                                                       \
    do {                                                                                  \
        if (!(cond)) {                                                                    \
            fprintf(stderr, "%s:%d: policy invariant failed: %s\n", __FILE__, __LINE__, \
                    #cond);                                                               \
            return false;                                                                 \
        }                                                                                 \
    } while (0)

/* Check the treap under n: keys within (lo, hi), heap order, links; count
 * the nodes and bytes. */
static bool treap_valid(const struct freetree *t, unsigned k, const struct chunk *n,
                        const struct chunk *lo, const struct chunk *hi, uint64_t *count,
                        uint64_t *bytes, int depth)
{
    if (!n)
        return true;
    CHECK(depth < 10000);
    CHECK(n->tree == t);
    CHECK(size_class(n->size) == k);
    CHECK(!lo || chunk_less(lo, n));
    CHECK(!hi || chunk_less(n, hi));
    CHECK(!n->left || chunk_prio(n->left) <= chunk_prio(n));
    CHECK(!n->right || chunk_prio(n->right) <= chunk_prio(n));
    *count += 1;
    *bytes += n->size;
    return treap_valid(t, k, n->left, lo, n, count, bytes, depth + 1) &&
           treap_valid(t, k, n->right, n, hi, count, bytes, depth + 1);
}

static bool tree_contains(const struct freetree *t, const struct chunk *c)
{
    for (const struct chunk *n = t->roots[size_class(c->size)]; n;
         n = chunk_less(c, n) ? n->left : n->right)
        if (n == c)
            return true;
    return false;
}

/* The free list holds nfree nodes, all from the slabs' count. */
static bool pool_valid(const struct node_pool *p)
{
    size_t n = 0;
    for (void *const *node = p->free; node && n <= p->nfree; node = *node)
        n++;
    return n == p->nfree && n <= p->nslabs * SLAB_NODES;
}

static int cmp_seg_addr(const void *a, const void *b)
{
    const struct segment *x = *(const struct segment *const *)a, *y = *(const struct segment *const *)b;
    return x->addr < y->addr ? -1 : x->addr > y->addr;
}

/* What a walk of the segments counts. */
struct space_walk {
    uint64_t reserved, allocated, live, nfree;
};

/* The chunks of segment g tile it, link both ways, sit in a tree that
 * holds them (free) or in the live map (handed out); flags as space_valid. */
static bool segment_valid(const struct chunk_space *s, const struct segment *g, unsigned flags,
                          struct space_walk *w)
{
    const struct chunk *c = g->first;
    CHECK(c && !c->prev && c->addr == g->addr && g->pool < CHUNK_POOLS);
    CHECK(!g->next || g->next->prev == g);
    uint64_t end = g->addr;
    for (; c; c = c->next) {
        CHECK(c->seg == g && c->addr == end && c->size > 0 && (!c->next || c->next->prev == c));
        end += c->size;
        if (c->tree) {
            w->nfree++;
            CHECK(tree_contains(c->tree, c));
            CHECK(!(flags & SPACE_MERGED) || !c->next || c->next->tree != c->tree);
            CHECK(!(flags & SPACE_STREAM_OWNED) ||
                  (c->tree->stream == g->stream && c->tree->pool == g->pool));
        } else {
            uint64_t v;
            w->live++;
            w->allocated += c->size;
            CHECK(u64map_get(&s->live, c->addr, &v) && v == (uint64_t)(uintptr_t)c);
        }
    }
    CHECK(end == g->addr + g->size);
    w->reserved += g->size;
    return true;
}

/* No two of the n segments overlap (sorts segs by address). */
static bool segments_disjoint(const struct segment **segs, size_t n)
{
    qsort(segs, n, sizeof *segs, cmp_seg_addr);
    for (size_t i = 1; i < n; i++)
        CHECK(segs[i - 1]->addr + segs[i - 1]->size <= segs[i]->addr);
    return true;
}

/* Tree t of the given stream and pool: its bitmaps, its treaps, its counts;
 * adds its chunks to *nodes. */
static bool tree_valid(const struct freetree *t, uint32_t stream, int pool, uint64_t *nodes)
{
    uint64_t count = 0, bytes = 0;
    CHECK(t->stream == stream && t->pool == pool);
    CHECK(t->roots != NULL);
    /* walk the classes the bitmap marks; a chunk in an unmarked class would
     * be missed here and fail the count below */
    for (unsigned k = next_class(t, 0); k < FT_CLASSES; k = next_class(t, k + 1)) {
        CHECK(t->roots[k] != NULL);
        if (!treap_valid(t, k, t->roots[k], NULL, NULL, &count, &bytes, 0))
            return false;
    }
    for (unsigned w = 0; w < FT_WORDS; w++)
        CHECK(((t->summary >> w) & 1) == (t->bits[w] != 0));
    CHECK(count == t->count && bytes == t->bytes);
    *nodes += count;
    return true;
}

bool space_valid(const struct chunk_space *s, unsigned flags)
{
    struct space_walk w = {0};
    /* NULL when host memory ran out: then overlaps go unchecked, not failed */
    const struct segment **segs = malloc((s->nsegments + 1) * sizeof *segs);
    size_t nseg = 0;
    bool ok = true;
    for (const struct segment *g = s->segments; g && ok; g = g->next) {
        ok = nseg < s->nsegments && segment_valid(s, g, flags, &w);
        if (segs)
            segs[nseg] = g;
        nseg++;
    }
    ok = ok && (!segs || segments_disjoint(segs, nseg));
    free(segs);
    CHECK(ok && nseg == s->nsegments);
    CHECK(w.reserved == s->reserved && w.allocated == s->allocated);
    CHECK(w.live == s->live.count);
    uint64_t tree_nodes = 0;
    for (uint32_t i = 0; i < s->nlists; i++)
        for (int p = 0; p < CHUNK_POOLS; p++)
            if (!tree_valid(&s->lists[i]->tree[p], s->lists[i]->stream, p, &tree_nodes))
                return false;
    CHECK(tree_nodes == w.nfree);
    CHECK(pool_valid(&s->chunk_nodes) && pool_valid(&s->segment_nodes));
    return true;
}
