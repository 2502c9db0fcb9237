/* chunk.c: segments, chunks, free trees (treaps) and their checker; see
 * chunk.h for the model and its invariants. */
#include "chunk.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Node pools -------------------------------------------------------- */

#define SLAB_BYTES 65536 /* a slab: 1024 chunks, 128 root blocks */

_Static_assert(sizeof(void *) != 8 || sizeof(struct chunk) == 64, "a chunk is one cache line");

static void pool_init(struct node_pool *p, size_t node_size)
{
    memset(p, 0, sizeof *p);
    p->node_size = node_size;
}

/* Nodes in one slab. */
static size_t slab_nodes(const struct node_pool *p)
{
    return SLAB_BYTES / p->node_size;
}

/* At least n free nodes (n <= slab_nodes): 0, or -1 when out of host
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
    char *slab = aligned_alloc(64, SLAB_BYTES);
    if (!slab)
        return -1;
    p->slabs[p->nslabs++] = slab;
    for (size_t i = slab_nodes(p); i-- > 0;) {
        void **node = (void **)(slab + i * p->node_size);
        *node = p->free;
        p->free = node;
    }
    p->nfree += slab_nodes(p);
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

/* Whether a comes before b in tree t's order. */
static inline bool chunk_less(const struct freetree *t, const struct chunk *a,
                              const struct chunk *b)
{
    return key_less(a->size, chunk_tie(t, a), b->size, chunk_tie(t, b));
}

/* Split treap n of tree t into the nodes less than k (*l) and the others
 * (*r). */
static void treap_split(const struct freetree *t, struct chunk *n, const struct chunk *k,
                        struct chunk **l, struct chunk **r)
{
    while (n) {
        if (chunk_less(t, n, k)) {
            *l = n;
            l = &n->right;
            n = n->right;
        } else {
            *r = n;
            r = &n->left;
            n = n->left;
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

/* The size class of a size: monotonic in size; sizes below 2^FT_SL_BITS
 * get a class each, above that 2^FT_SL_BITS classes per power of two, and
 * sizes of 2^FT_FL_LUMP and more class FT_LUMP (a treap orders any sizes,
 * so a coarse class costs only speed, and so large a block is rare). */
static inline unsigned size_class(uint64_t size)
{
    if (size < (1u << FT_SL_BITS))
        return (unsigned)size;
    unsigned fl = 63u - (unsigned)__builtin_clzll(size);
    unsigned sl = (unsigned)(size >> (fl - FT_SL_BITS)) & ((1u << FT_SL_BITS) - 1);
    unsigned k = ((fl - FT_SL_BITS + 1) << FT_SL_BITS) + sl;
    return k < FT_LUMP ? k : FT_LUMP;
}

/* The first non-empty class at or after k, or FT_CLASSES. */
static inline unsigned next_class(const struct freetree *t, unsigned k)
{
    if (k >= FT_CLASSES)
        return FT_CLASSES;
    unsigned w = k >> 6;
    uint64_t m = t->word[w].bits & (~0ull << (k & 63));
    if (m)
        return (w << 6) + (unsigned)__builtin_ctzll(m);
    uint64_t sw = w + 1 < FT_WORDS ? t->summary & (~0ull << (w + 1)) : 0;
    if (!sw)
        return FT_CLASSES;
    w = (unsigned)__builtin_ctzll(sw);
    return (w << 6) + (unsigned)__builtin_ctzll(t->word[w].bits);
}

/* The root of class k's treap (NULL: empty). */
static inline struct chunk *class_root(const struct freetree *t, unsigned k)
{
    struct chunk **block = t->word[k >> 6].roots;
    return block ? block[k & 63] : NULL;
}

static void lists_grew(struct freetree *t, uint64_t size);
static void lists_shrank(struct freetree *t, uint64_t size);

/* tree_insert of c, whose size class is k. */
static inline void link_chunk(struct freetree *t, struct chunk *c, unsigned k)
{
    struct ft_word *wd = &t->word[k >> 6];
    if (!wd->roots) { /* space_prepare left enough blocks at hand */
        wd->roots = pool_get(&t->owner->space->root_nodes);
        memset(wd->roots, 0, 64 * sizeof *wd->roots);
    }
    uint64_t prio = chunk_prio(c);
    c->tree = t;
    t->count++;
    wd->bits |= 1ull << (k & 63);
    t->summary |= 1ull << (k >> 6);
    struct chunk **link = &wd->roots[k & 63];
    while (*link && chunk_prio(*link) > prio)
        link = chunk_less(t, c, *link) ? &(*link)->left : &(*link)->right;
    if (*link)
        treap_split(t, *link, c, &c->left, &c->right);
    else
        c->left = c->right = NULL;
    *link = c;
    lists_grew(t, c->size);
}

/* tree_remove_at of the chunk at *link, whose size class is k. */
static inline void unlink_at(struct freetree *t, struct chunk **link, unsigned k)
{
    struct chunk *c = *link;
    struct ft_word *wd = &t->word[k >> 6];
    *link = !c->left ? c->right : !c->right ? c->left : treap_join(c->left, c->right);
    if (!wd->roots[k & 63]) {
        wd->bits &= ~(1ull << (k & 63));
        if (!wd->bits)
            t->summary &= ~(1ull << (k >> 6));
    }
    c->left = c->right = NULL;
    c->tree = NULL;
    t->count--;
    lists_shrank(t, c->size);
}

/* tree_remove: c's link found by its key. */
static inline void unlink_chunk(struct freetree *t, struct chunk *c)
{
    unsigned k = size_class(c->size);
    struct chunk **link = &t->word[k >> 6].roots[k & 63];
    while (*link != c)
        link = chunk_less(t, c, *link) ? &(*link)->left : &(*link)->right;
    unlink_at(t, link, k);
}

void tree_insert(struct freetree *t, struct chunk *c)
{
    link_chunk(t, c, size_class(c->size));
}

void tree_remove_at(struct freetree *t, struct chunk **link)
{
    unlink_at(t, link, size_class((*link)->size));
}

void tree_remove(struct freetree *t, struct chunk *c)
{
    unlink_chunk(t, c);
}

/* tree_find_key; with ties false, tie is 0 and ties are not read (every
 * entry of size >= size is at or after (size, 0)): the best fit by sizes
 * alone, which spares a stamped tree's nodes their second cache line. */
static inline struct chunk **find(const struct freetree *t, uint64_t size, uint64_t tie,
                                  bool ties)
{
    if (!t->count)
        return NULL;
    unsigned k = size_class(size);
    const struct ft_word *wd = &t->word[k >> 6];
    struct chunk **best = NULL;
    if (wd->bits >> (k & 63) & 1) {
        for (struct chunk **link = &wd->roots[k & 63]; *link;) {
            if (!key_less((*link)->size, ties ? chunk_tie(t, *link) : 0, size, tie)) {
                best = link;
                link = &(*link)->left;
            } else {
                link = &(*link)->right;
            }
        }
    }
    if (best)
        return best;
    k = next_class(t, k + 1);
    if (k == FT_CLASSES)
        return NULL;
    struct chunk **link = &t->word[k >> 6].roots[k & 63];
    while ((*link)->left)
        link = &(*link)->left;
    return link;
}

struct chunk **tree_find_key(const struct freetree *t, uint64_t size, uint64_t tie)
{
    return find(t, size, tie, true);
}

struct chunk **tree_find(const struct freetree *t, uint64_t size)
{
    return find(t, size, 0, false);
}

struct chunk *tree_best_fit(const struct freetree *t, uint64_t size)
{
    struct chunk **link = tree_find(t, size);
    return link ? *link : NULL;
}

/* In-order walk of the treap under n for the first chunk of size >= size
 * that ok accepts; subtrees wholly below size are skipped. */
static struct chunk *treap_first_if(struct chunk *n, uint64_t size, tree_pred ok, void *arg)
{
    while (n) {
        if (n->size < size) {
            n = n->right;
            continue;
        }
        struct chunk *c = treap_first_if(n->left, size, ok, arg);
        if (c)
            return c;
        if (ok(arg, n))
            return n;
        n = n->right;
    }
    return NULL;
}

struct chunk *tree_best_fit_if(const struct freetree *t, uint64_t size, tree_pred ok, void *arg)
{
    if (!t->count)
        return NULL;
    for (unsigned k = next_class(t, size_class(size)); k < FT_CLASSES; k = next_class(t, k + 1)) {
        struct chunk *c = treap_first_if(class_root(t, k), size, ok, arg);
        if (c)
            return c;
    }
    return NULL;
}

struct chunk *tree_largest(const struct freetree *t)
{
    if (!t->count)
        return NULL;
    unsigned w = 63u - (unsigned)__builtin_clzll(t->summary);
    unsigned k = (w << 6) + 63u - (unsigned)__builtin_clzll(t->word[w].bits);
    struct chunk *n = class_root(t, k);
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
    u64map_init(&s->list_of);
    pool_init(&s->chunk_nodes, sizeof(struct chunk));
    pool_init(&s->segment_nodes, sizeof(struct segment));
    pool_init(&s->root_nodes, 64 * sizeof(struct chunk *));
}

void space_init_stamped(struct chunk_space *s, const struct policy_env *env, size_t node_size)
{
    assert(node_size >= sizeof(struct chunk_stamped) && node_size % sizeof(uint64_t) == 0);
    space_init(s, env);
    s->stamped = true;
    pool_init(&s->chunk_nodes, node_size);
}

void space_destroy(struct chunk_space *s)
{
    for (struct segment *g = s->segments; g; g = g->next)
        s->env->release(s->env->host, g->addr, g->size);
    for (uint32_t i = 0; i < s->nlists; i++)
        free(s->lists[i]);
    free(s->lists);
    free(s->index);
    free(s->stale);
    u64map_free(&s->live);
    u64map_free(&s->list_of);
    pool_destroy(&s->chunk_nodes);
    pool_destroy(&s->segment_nodes);
    pool_destroy(&s->root_nodes);
    memset(s, 0, sizeof *s);
}

/* ---- The lists and their index ------------------------------------------- */

static inline uint64_t max64(uint64_t a, uint64_t b)
{
    return a > b ? a : b;
}

/* 1 + size, saturating: a key that size bytes reach. */
static inline uint64_t key_of(uint64_t size)
{
    return size == UINT64_MAX ? size : size + 1;
}

/* key(l) as the index would have it, from l's trees. */
static uint64_t lists_key(const struct stream_lists *l)
{
    if (!l->active)
        return 0;
    uint64_t big = 0;
    for (int p = 0; p < CHUNK_POOLS; p++) {
        const struct chunk *m = tree_largest(&l->tree[p]);
        if (m)
            big = max64(big, m->size);
    }
    return key_of(big);
}

/* l's trees' grow_from and shrink_from, from its key, flag and staleness
 * (struct freetree). A key is 1 + the largest size, so a chunk of at
 * least key raises it and one of at least key - 1 was the largest. */
static uint64_t grow_from(const struct stream_lists *l)
{
    return l->stale || !l->active ? UINT64_MAX : l->key;
}
static uint64_t shrink_from(const struct stream_lists *l)
{
    return l->stale || !l->key ? UINT64_MAX : l->key - 1;
}
static void lists_thresholds(struct stream_lists *l)
{
    for (int p = 0; p < CHUNK_POOLS; p++) {
        l->tree[p].grow_from = grow_from(l);
        l->tree[p].shrink_from = shrink_from(l);
    }
}

/* Set l's key, its leaf, and the leaf's ancestors to their maxima. */
static void index_set(struct stream_lists *l, uint64_t key)
{
    struct chunk_space *s = l->space;
    uint64_t *x = s->index;
    size_t i = (size_t)s->caplists + l->pos;
    l->key = x[i] = key;
    lists_thresholds(l);
    for (i >>= 1; i; i >>= 1) {
        uint64_t m = max64(x[2 * i], x[2 * i + 1]);
        if (x[i] == m)
            break;
        x[i] = m;
    }
}

/* l's key may have changed: mark it stale (once). */
static inline void lists_stale(struct stream_lists *l)
{
    if (!l->stale) {
        l->stale = true;
        l->space->stale[l->space->nstale++] = l;
        lists_thresholds(l);
    }
}

/* A chunk of size went into tree t. (A stale list's key may be out of
 * date, but it is stale already.) */
static inline void lists_grew(struct freetree *t, uint64_t size)
{
    if (size >= t->grow_from)
        lists_stale(t->owner);
}

/* A chunk of size left tree t: when it may have been the largest, the
 * largest is to be looked up again. */
static inline void lists_shrank(struct freetree *t, uint64_t size)
{
    if (size >= t->shrink_from)
        lists_stale(t->owner);
}

/* Bring the index up to date: the keys of the stale lists looked up. The
 * index is a cache of the lists' keys, so readers that hold a const space
 * may call it (the lists themselves do not change). */
static void index_refresh(const struct chunk_space *cs)
{
    struct chunk_space *s = (struct chunk_space *)cs;
    while (s->nstale > 0) {
        struct stream_lists *l = s->stale[--s->nstale];
        l->stale = false;
        index_set(l, lists_key(l));
    }
}

/* Room for one more list: the lists array and the index doubled, the index
 * rebuilt from its leaves. -1 when out of host memory (nothing changed). */
static int lists_grow(struct chunk_space *s)
{
    if (s->nlists < s->caplists)
        return 0;
    uint32_t cap = s->caplists ? 2 * s->caplists : 8;
    uint64_t *x = calloc(2 * (size_t)cap, sizeof *x);
    struct stream_lists **nl = x ? realloc(s->lists, cap * sizeof *nl) : NULL, **ns = NULL;
    if (nl) /* a larger array with the same lists: kept even if the next fails */
        s->lists = nl;
    if (!nl || !(ns = realloc(s->stale, cap * sizeof *ns))) {
        free(x);
        return -1;
    }
    s->stale = ns;
    for (uint32_t i = 0; i < s->nlists; i++)
        x[cap + i] = s->index[s->caplists + i];
    for (size_t i = cap; --i > 0;)
        x[i] = max64(x[2 * i], x[2 * i + 1]);
    free(s->index);
    s->index = x;
    s->caplists = cap;
    return 0;
}

struct stream_lists *space_lists_more(struct chunk_space *s, uint32_t stream)
{
    uint64_t v;
    if (stream >= SPACE_SMALL_IDS && u64map_get(&s->list_of, stream, &v))
        return (struct stream_lists *)(uintptr_t)v;
    struct stream_lists *l = NULL;
    if (lists_grow(s) || u64map_reserve(&s->list_of, 1) || !(l = calloc(1, sizeof *l)))
        return NULL;
    *l = (struct stream_lists){.stream = stream, .pos = s->nlists, .active = true, .space = s};
    for (uint8_t p = 0; p < CHUNK_POOLS; p++)
        l->tree[p] = (struct freetree){.owner = l, .stream = stream, .pool = p,
                                       .stamped = s->stamped};
    s->lists[s->nlists++] = l;
    u64map_put(&s->list_of, stream, (uint64_t)(uintptr_t)l); /* reserved: cannot fail */
    if (stream < SPACE_SMALL_IDS)
        s->by_id[stream] = l;
    index_set(l, lists_key(l));
    return l;
}

/* space_set_active's change of the flag. */
void space_flip_active(struct chunk_space *s, struct stream_lists *l)
{
    (void)s;
    l->active = !l->active;
    index_set(l, lists_key(l));
}

struct stream_lists *space_next_active(const struct chunk_space *s, uint32_t from, uint64_t size)
{
    if (from >= s->nlists)
        return NULL;
    index_refresh(s);
    const uint64_t *x = s->index, need = key_of(size);
    size_t i = (size_t)s->caplists + from;
    /* up until a node to the right of the path holds a key that large */
    while (x[i] < need) {
        while (i & 1)
            i >>= 1;
        if (!i)
            return NULL;
        i++;
    }
    /* then down to its leftmost such leaf */
    while (i < s->caplists)
        i = x[2 * i] >= need ? 2 * i : 2 * i + 1;
    return s->lists[i - s->caplists]; /* leaves past nlists are 0 */
}

int space_prepare_n(struct chunk_space *s, size_t chunks, size_t live)
{
    while (s->chunk_nodes.nfree < chunks)
        if (pool_fill(&s->chunk_nodes, s->chunk_nodes.nfree + 1))
            return POLICY_NO_HOST_MEMORY;
    return u64map_reserve(&s->live, live) ? POLICY_NO_HOST_MEMORY : 0;
}

int space_prepare_more(struct chunk_space *s)
{
    if (pool_fill(&s->chunk_nodes, 2) || pool_fill(&s->segment_nodes, 1) ||
        pool_fill(&s->root_nodes, FT_WORDS + 1) || u64map_reserve(&s->live, 1))
        return POLICY_NO_HOST_MEMORY;
    return 0;
}

struct chunk *space_adopt(struct chunk_space *s, uint64_t addr, uint64_t size, uint32_t stream,
                          uint8_t pool)
{
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

struct chunk *space_reserve(struct chunk_space *s, uint64_t size, uint32_t stream, uint8_t pool)
{
    uint64_t addr;
    if (s->env->reserve(s->env->host, size, stream, &addr) != 0)
        return NULL;
    return space_adopt(s, addr, size, stream, pool);
}

void space_forget(struct chunk_space *s, struct chunk *c)
{
    struct segment *g = c->seg;
    if (c->tree)
        tree_remove(c->tree, c);
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

void space_release(struct chunk_space *s, struct chunk *c)
{
    s->env->release(s->env->host, c->seg->addr, c->seg->size);
    space_forget(s, c);
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

void space_merge_next(struct chunk_space *s, struct chunk *a)
{
    absorb_next(s, a, a->next);
}

struct chunk *space_coalesce_into(struct chunk_space *s, struct chunk *c, struct freetree *t)
{
    struct chunk *n = c->next, *p = c->prev;
    if (n && n->tree == t) {
        unlink_chunk(t, n);
        absorb_next(s, c, n);
    }
    if (p && p->tree == t) {
        unlink_chunk(t, p);
        absorb_next(s, p, c);
        c = p;
    }
    link_chunk(t, c, size_class(c->size));
    return c;
}

void space_free_usage(const struct chunk_space *s, uint64_t *free_bytes, uint64_t *largest)
{
    index_refresh(s);
    *free_bytes = s->reserved - s->allocated; /* every chunk not handed out is in a tree */
    *largest = s->nlists && s->index[1] ? s->index[1] - 1 : 0;
}

void space_blocks(const void *self, void (*fn)(void *arg, const struct policy_block *b),
                  void *arg)
{
    const struct chunk_space *s = self; /* the instance's first member */
    for (const struct segment *g = s->segments; g; g = g->next)
        for (const struct chunk *c = g->first; c; c = c->next) {
            struct policy_block b = {.seg_addr = g->addr, .seg_size = g->size,
                                     .seg_stream = g->stream, .addr = c->addr,
                                     .size = c->size, .start = c->addr, .live = !c->tree};
            fn(arg, &b);
        }
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
    CHECK(!lo || chunk_less(t, lo, n));
    CHECK(!hi || chunk_less(t, n, hi));
    CHECK(!n->left || chunk_prio(n->left) <= chunk_prio(n));
    CHECK(!n->right || chunk_prio(n->right) <= chunk_prio(n));
    *count += 1;
    *bytes += n->size;
    return treap_valid(t, k, n->left, lo, n, count, bytes, depth + 1) &&
           treap_valid(t, k, n->right, n, hi, count, bytes, depth + 1);
}

static bool tree_contains(const struct freetree *t, const struct chunk *c)
{
    for (const struct chunk *n = class_root(t, size_class(c->size)); n;
         n = chunk_less(t, c, n) ? n->left : n->right)
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
    return n == p->nfree && n <= p->nslabs * slab_nodes(p);
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

/* Tree pool of list l: its owner, bitmaps, root blocks, treaps and
 * counts; adds its chunks and bytes to *nodes and *bytes_sum. */
static bool tree_valid(const struct stream_lists *l, int pool, uint64_t *nodes,
                       uint64_t *bytes_sum)
{
    const struct freetree *t = &l->tree[pool];
    uint64_t count = 0, bytes = 0;
    CHECK(t->stream == l->stream && t->pool == pool && t->owner == l &&
          t->stamped == l->space->stamped);
    /* walk the classes the bitmap marks; a chunk in an unmarked class would
     * be missed here and fail the count below */
    for (unsigned k = next_class(t, 0); k < FT_CLASSES; k = next_class(t, k + 1)) {
        CHECK(t->word[k >> 6].roots && class_root(t, k));
        if (!treap_valid(t, k, class_root(t, k), NULL, NULL, &count, &bytes, 0))
            return false;
    }
    for (unsigned w = 0; w < FT_WORDS; w++)
        CHECK(((t->summary >> w) & 1) == (t->word[w].bits != 0));
    CHECK(count == t->count);
    *nodes += count;
    *bytes_sum += bytes;
    return true;
}

/* The lists: found by stream, in their places, inactive ones empty, their
 * trees valid; the index holds their keys. */
static bool lists_valid(const struct chunk_space *s, uint64_t *nodes)
{
    uint64_t bytes = 0, v, nstale = 0;
    CHECK(s->nlists <= s->caplists && (s->caplists & (s->caplists - 1)) == 0);
    CHECK(s->list_of.count == s->nlists);
    for (uint32_t i = 0; i < s->nlists; i++) {
        const struct stream_lists *l = s->lists[i];
        CHECK(l->pos == i && l->space == s);
        CHECK(u64map_get(&s->list_of, l->stream, &v) && v == (uint64_t)(uintptr_t)l);
        CHECK(l->stream >= SPACE_SMALL_IDS || s->by_id[l->stream] == l);
        for (int p = 0; p < CHUNK_POOLS; p++) {
            CHECK(l->active || !l->tree[p].count);
            if (!tree_valid(l, p, nodes, &bytes))
                return false;
        }
        CHECK(s->index[s->caplists + i] == l->key && (l->stale || l->key == lists_key(l)));
        for (int p = 0; p < CHUNK_POOLS; p++)
            CHECK(l->tree[p].grow_from == grow_from(l) && l->tree[p].shrink_from == shrink_from(l));
        nstale += l->stale;
    }
    CHECK(nstale == s->nstale);
    for (uint32_t i = 0; i < s->nstale; i++)
        CHECK(s->stale[i]->stale && s->stale[i]->space == s);
    for (size_t i = (size_t)s->caplists + s->nlists; i < 2 * (size_t)s->caplists; i++)
        CHECK(s->index[i] == 0);
    for (size_t i = 1; i < s->caplists; i++)
        CHECK(s->index[i] == max64(s->index[2 * i], s->index[2 * i + 1]));
    CHECK(bytes == s->reserved - s->allocated);
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
    if (!lists_valid(s, &tree_nodes))
        return false;
    CHECK(tree_nodes == w.nfree);
    CHECK(pool_valid(&s->chunk_nodes) && pool_valid(&s->segment_nodes) &&
          pool_valid(&s->root_nodes));
    return true;
}
