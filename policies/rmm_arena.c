/* rmm_arena.c: the `rmm-arena` allocator, RMM's arena_memory_resource
 * (rmm/mr/arena_memory_resource.hpp, detail/arena.hpp,
 * src/mr/detail/arena_memory_resource_impl.cpp; rapidsai/rmm at
 * 5d50a37b). Each rule names its source:
 *
 * - global_arena::global_arena / initialize: one upstream allocation of
 *   the arena size, aligned down to 256, made at construction and held
 *   until destruction (RMM_EXPECTS size >= 1 MiB); it starts as a single
 *   superblock. Default size (default_size): half the free device memory;
 *   here half the capacity the host reports, at most 1 TiB (superblock::
 *   maximum_size), which is also the size when it reports none.
 * - arena_memory_resource_impl::allocate: sizes aligned up to 256 (the
 *   RMM_ARENA_USE_SIZE_CLASSES build is not modelled); get_arena(stream):
 *   one arena per stream (stream_arenas_; the per-thread arenas serve only
 *   cudaStreamPerThread). Try the arena; if it fails, defragment() (a
 *   cudaDeviceSynchronize, then every arena's clean(): all its superblocks,
 *   empty or not, go back to the global arena) and try once more; then
 *   "Maximum pool size exceeded" (rmm::out_of_memory).
 * - arena::allocate_sync / global_arena::handles: a size above 1 MiB
 *   (superblock::minimum_size) is served by the global arena directly
 *   (global_arena::allocate_sync: first_fit, then the superblock's
 *   first_fit, the superblock stays in the global set); others by the
 *   stream's arena (get_block: its first_fit, else expand_arena, which
 *   acquires a superblock from the global arena and keeps it).
 * - first_fit (all three): address-ordered first fit: the first superblock
 *   in address order with a free block that fits, in it the first such
 *   block; the block is cut at its start, the rest stays free in place.
 * - global_arena::first_fit: the superblock taken out is split when it is
 *   empty and at least max(1 MiB, size) + 1 MiB: the head of max(1 MiB,
 *   size) bytes is taken, the tail stays in the global set.
 * - deallocate / deallocate_from_other_arena / deallocate_sync: the block
 *   returns to the superblock that holds it, wherever that superblock is
 *   (superblock::coalesce: merged with its free neighbours). A superblock
 *   in the global set that becomes empty is coalesced with contiguous empty
 *   superblocks (global_arena::coalesce); one in an arena stays there
 *   until the next defragment: superblocks return to the global arena only
 *   then (arena::defragment, which would return only empty ones, is not
 *   called by the resource). A free above 1 MiB synchronizes its stream
 *   (global_arena::deallocate); so does a free of a block held by another
 *   arena or by the global set.
 */
#include "policy.h"
#include "u64map.h"

#include <assert.h>
#include <stdint.h>
#include <stdlib.h>

#define ARENA_ALIGN 256ull
#define SB_MIN (1ull << 20)  /* superblock::minimum_size */
#define SB_MAX (1ull << 40)  /* superblock::maximum_size */

enum { P_SIZE };

static const struct policy_param arena_params[] = {
    [P_SIZE] = {"size", 0, 0, SB_MAX,
                "arena size reserved at creation, aligned down to 256 (0 = half the GPU's "
                "capacity, RMM: half the free memory); below 1 MiB every allocation fails"},
    {0}};

/* A free block of a superblock. */
struct fblock {
    uint64_t addr, size;
    struct fblock *next;
};

/* Invariants: the free blocks tile no byte twice, lie inside [addr,
 * addr+size), are in address order and no two touch (coalesced);
 * free_bytes is their sum, max_free the largest; size >= 1 MiB. kid (0
 * left, 1 right), up: the owner's set, a treap by address, heap by rank
 * (a hash of addr, then addr; up the parent, NULL at the root); kmax[d]:
 * the largest max_free in the subtree of kid[d] (0 when empty). lo, hi:
 * the superblocks just before and after in address order, whatever their
 * sets (NULL at the arena's ends). The fields a walk of the set reads
 * come first. */
struct sblock {
    uint64_t max_free, kmax[2], addr, rank;
    struct sblock *kid[2], *up;
    int32_t owner; /* -1: the global arena, else an index of arenas */
    uint32_t id;   /* its index in byid */
    uint64_t size, free_bytes;
    struct fblock *free;
    struct sblock *lo, *hi, *next; /* next: the spare list */
};

/* Invariants: global and every arena's set are address ordered; together
 * they tile [base, base + size); no two superblocks of the global set are
 * both empty and contiguous. live maps each handed-out address to its
 * aligned size and its superblock (live_entry); allocated is their sum.
 * byid holds every superblock node made, spares too, by id. arenas[i] is
 * the stream first used i-th (arena_of maps stream to i); hot is the
 * index the last call used. */
struct rmm_arena {
    const struct policy_env *env;
    uint64_t base, size;
    bool broken; /* the arena could not be reserved */
    struct sblock *global;
    struct owner { struct sblock *set; uint32_t stream; } *arenas;
    uint32_t narenas, caparenas, hot;
    struct u64map arena_of, live;
    uint64_t allocated;
    struct fblock *spare_f; /* nodes at hand, so the operations cannot fail */
    struct sblock *spare_s, **byid;
    uint32_t nspare_f, nspare_s, nids, capids;
};

static inline uint64_t max_u64(uint64_t a, uint64_t b) { return a > b ? a : b; }

static void count(const struct policy_env *env, enum policy_stat stat)
{
    if (env->count)
        env->count(env->host, stat, 1);
}

static struct sblock **set_of(struct rmm_arena *a, int32_t owner)
{
    return owner < 0 ? &a->global : &a->arenas[owner].set;
}

/* ---- nodes --------------------------------------------------------------- */

static struct fblock *take_f(struct rmm_arena *a)
{
    struct fblock *f = a->spare_f;
    a->spare_f = f->next;
    a->nspare_f--;
    return f;
}

static void give_f(struct rmm_arena *a, struct fblock *f)
{
    f->next = a->spare_f;
    a->spare_f = f;
    a->nspare_f++;
}

static struct sblock *take_s(struct rmm_arena *a)
{
    struct sblock *s = a->spare_s;
    a->spare_s = s->next;
    a->nspare_s--;
    return s;
}

static void give_s(struct rmm_arena *a, struct sblock *s)
{
    s->next = a->spare_s;
    a->spare_s = s;
    a->nspare_s++;
}

/* Nodes and map slots for one alloc or free. Returns 0 or -1 (host memory). */
static int prepare(struct rmm_arena *a)
{
    while (a->nspare_f < 2) {
        struct fblock *f = malloc(sizeof *f);
        if (!f)
            return -1;
        give_f(a, f);
    }
    while (a->nspare_s < 1) {
        if (a->nids == a->capids) {
            uint32_t cap = a->capids ? 2 * a->capids : 64;
            struct sblock **b = realloc(a->byid, cap * sizeof *b);
            if (!b)
                return -1;
            a->byid = b;
            a->capids = cap;
        }
        struct sblock *s = malloc(sizeof *s);
        if (!s)
            return -1;
        s->id = a->nids;
        a->byid[a->nids++] = s;
        give_s(a, s);
    }
    return u64map_reserve(&a->live, 1);
}

/* live's value for a block of size bytes (a multiple of 256, at most 2^40)
 * in superblock s: both in one word, s by its id (below 2^ID_BITS: at most
 * 2^20 superblocks of 1 MiB in 1 TiB, and one spare). */
#define ID_BITS 21
static uint64_t live_entry(uint64_t size, const struct sblock *s)
{
    return size >> 8 << ID_BITS | s->id;
}

/* ---- superblocks (class superblock) ---------------------------------------- */

static bool sb_empty(const struct sblock *s) { return s->free_bytes == s->size; }

static void sb_rescan(struct sblock *s)
{
    s->max_free = 0;
    for (struct fblock *f = s->free; f; f = f->next)
        s->max_free = max_u64(s->max_free, f->size);
}

/* superblock::first_fit, in a superblock that fits size. */
static uint64_t sb_first_fit(struct rmm_arena *a, struct sblock *s, uint64_t size)
{
    struct fblock **link = &s->free;
    while ((*link)->size < size)
        link = &(*link)->next;
    struct fblock *f = *link;
    uint64_t addr = f->addr, old = f->size;
    if (f->size > size) { /* split: the remainder stays in place */
        f->addr += size;
        f->size -= size;
    } else {
        *link = f->next;
        give_f(a, f);
    }
    s->free_bytes -= size;
    if (old == s->max_free)
        sb_rescan(s);
    return addr;
}

/* superblock::coalesce: [addr, addr+size) becomes free again. */
static void sb_coalesce(struct rmm_arena *a, struct sblock *s, uint64_t addr, uint64_t size)
{
    struct fblock *prev = NULL, *next = s->free;
    while (next && next->addr < addr) {
        prev = next;
        next = next->next;
    }
    bool mprev = prev && prev->addr + prev->size == addr, mnext = next && addr + size == next->addr;
    struct fblock *m;
    if (mprev) {
        m = prev;
        m->size += size;
        if (mnext) {
            m->size += next->size;
            m->next = next->next;
            give_f(a, next);
        }
    } else if (mnext) {
        m = next;
        m->addr = addr;
        m->size += size;
    } else {
        m = take_f(a);
        *m = (struct fblock){addr, size, next};
        if (prev)
            prev->next = m;
        else
            s->free = m;
    }
    s->free_bytes += size;
    s->max_free = max_u64(s->max_free, m->size);
}

/* ---- sets of superblocks ----------------------------------------------------- *
 * Treaps by address whose nodes know their parent and the largest free
 * block of each child's subtree: first fit in O(log n) from the root, with
 * the std::set order of RMM (which scans it, O(n)); insert and remove by
 * rotations. After a change at a node the maxima are mended upward only
 * while they change (mend_up), so that the calls' common case, a
 * superblock's free blocks changing in place, costs only the levels whose
 * maximum changes (about 5 of the 12 or so of a replay's global set). */

/* The largest max_free of t's subtree. */
static uint64_t sub_max(const struct sblock *t)
{
    return t ? max_u64(t->max_free, max_u64(t->kmax[0], t->kmax[1])) : 0;
}

static void pull(struct sblock *t)
{
    t->kmax[0] = sub_max(t->kid[0]);
    t->kmax[1] = sub_max(t->kid[1]);
}

/* The maxima above t, after t's subtree changed (its own right); where
 * one stays the same, those above it do too. A mend put off after a change
 * at s leaves wrong maxima only on s's path up: every later mend_up
 * computes from below and goes on while a maximum differs, rotations
 * recompute theirs, so mend_up(s) at the end of the call, or set_remove(s),
 * leaves them all right (arena_allocate, global_coalesce). */
static void mend_up(struct sblock *t)
{
    for (struct sblock *p; (p = t->up); t = p) {
        uint64_t m = sub_max(t), *slot = &p->kmax[p->kid[1] == t];
        if (*slot == m)
            return;
        *slot = m;
    }
}

/* Whether a sits above b in a treap. Ranks differ, so a set's shape
 * follows from its superblocks alone, however it was built. */
static bool outranks(const struct sblock *a, const struct sblock *b)
{
    return a->rank > b->rank;
}

/* The link that points to s: its parent's child pointer or its set's root. */
static struct sblock **link_to(struct rmm_arena *a, struct sblock *s)
{
    struct sblock *p = s->up;
    return !p ? set_of(a, s->owner) : &p->kid[p->kid[1] == s];
}

/* s rotated above its parent, the address order kept; both maxima mended
 * (the subtree's is the same). */
static void rotate_up(struct rmm_arena *a, struct sblock *s)
{
    struct sblock *p = s->up, **link = link_to(a, p);
    int d = p->kid[1] == s; /* s is p's kid[d]; its kid[!d] becomes p's */
    struct sblock *mid = s->kid[!d];
    p->kid[d] = mid;
    s->kid[!d] = p;
    if (mid)
        mid->up = p;
    s->up = p->up;
    p->up = s;
    *link = s;
    pull(p);
    pull(s);
}

/* s, about to become a leaf of the owner's set. Its rank: a hash of its
 * address, above its offset in 256-byte units (below 2^32 in 1 TiB). */
static void sb_leaf(const struct rmm_arena *a, struct sblock *s, int32_t owner)
{
    uint64_t hash = ((s->addr >> 8) * 0x9E3779B97F4A7C15ull) >> 32;
    s->rank = hash << 32 | (s->addr - a->base) >> 8;
    s->owner = owner;
    s->kid[0] = s->kid[1] = s->up = NULL;
    s->kmax[0] = s->kmax[1] = 0;
}

/* s, a leaf just linked at its address's place, rotated up to its
 * rank's. */
static void set_settle(struct rmm_arena *a, struct sblock *s)
{
    while (s->up && outranks(s, s->up))
        rotate_up(a, s);
    mend_up(s);
}

/* s (in no set) into the owner's set. */
static void set_insert(struct rmm_arena *a, int32_t owner, struct sblock *s)
{
    sb_leaf(a, s, owner);
    struct sblock **link = set_of(a, owner);
    while (*link) {
        s->up = *link;
        link = &s->up->kid[s->addr > s->up->addr];
    }
    *link = s;
    set_settle(a, s);
}

/* t (in no set) into the set of s, whose successor in address order it
 * becomes: a walk from s, not from the root. */
static void set_insert_after(struct rmm_arena *a, struct sblock *s, struct sblock *t)
{
    sb_leaf(a, t, s->owner);
    struct sblock **link = &s->kid[1];
    t->up = s;
    while (*link) {
        t->up = *link;
        link = &t->up->kid[0];
    }
    *link = t;
    set_settle(a, t);
}

/* s out of its set: rotated down until it has at most one child, which
 * takes its place. (First the mend put off for s, if any: the rotations
 * move s off the path where the maxima it left wrong lie.) */
static void set_remove(struct rmm_arena *a, struct sblock *s)
{
    mend_up(s);
    while (s->kid[0] && s->kid[1])
        rotate_up(a, s->kid[outranks(s->kid[1], s->kid[0])]);
    struct sblock *c = s->kid[0] ? s->kid[0] : s->kid[1], *p = s->up;
    *link_to(a, s) = c;
    if (c)
        c->up = p;
    if (p) {
        pull(p);
        mend_up(p);
    }
    s->kid[0] = s->kid[1] = s->up = NULL;
}

/* The first superblock of set t in address order that fits size; NULL if
 * none. */
static struct sblock *set_first_fit(struct sblock *t, uint64_t size)
{
    if (sub_max(t) < size)
        return NULL;
    while (t->kmax[0] >= size || t->max_free < size)
        t = t->kid[t->kmax[0] < size];
    return t;
}

/* Absorb empty superblock b, which follows empty superblock s, into s. */
static void sb_absorb(struct rmm_arena *a, struct sblock *s, struct sblock *b)
{
    s->size += b->size;
    s->free->size = s->free_bytes = s->max_free = s->size;
    s->hi = b->hi;
    if (b->hi)
        b->hi->lo = s;
    give_f(a, b->free);
    give_s(a, b);
}

/* global_arena::coalesce: empty superblock s of the global set merged with
 * the empty superblocks of the global set it touches; then the maxima
 * above the superblock that remains are mended (those above s may be
 * wrong on entry: its free blocks just changed). */
static void global_coalesce(struct rmm_arena *a, struct sblock *s)
{
    struct sblock *n = s->hi, *p = s->lo;
    if (n && n->owner < 0 && sb_empty(n)) {
        set_remove(a, n);
        sb_absorb(a, s, n);
    }
    if (p && p->owner < 0 && sb_empty(p)) {
        set_remove(a, s);
        sb_absorb(a, p, s);
        s = p;
    }
    mend_up(s);
}

/* global_arena::first_fit's split of s, found in the global set for
 * size: when empty and large enough, s keeps its head of max(1 MiB, size)
 * bytes; the tail, returned, is a superblock of its own, in no set yet.
 * NULL when s stays whole. The maxima above s are the caller's to mend. */
static struct sblock *global_split(struct rmm_arena *a, struct sblock *s, uint64_t size)
{
    uint64_t head = max_u64(SB_MIN, size);
    if (!sb_empty(s) || s->size < head + SB_MIN)
        return NULL;
    struct sblock *t = take_s(a);
    struct fblock *f = take_f(a);
    *f = (struct fblock){s->addr + head, s->size - head, NULL};
    t->addr = f->addr;
    t->size = t->free_bytes = t->max_free = f->size;
    t->free = f;
    t->lo = s;
    t->hi = s->hi;
    if (s->hi)
        s->hi->lo = t;
    s->hi = t;
    s->size = s->free->size = s->free_bytes = s->max_free = head;
    return t;
}

/* arena::allocate_sync for the arena of index i: the superblock that
 * serves size, NULL when none can. A superblock from the global set
 * (global_arena::first_fit) stays there for a size above 1 MiB
 * (global_arena::allocate_sync), else moves to the arena
 * (arena::expand_arena); the tail of a split joins the global set after
 * the first fit in the head, so that one mend of the maxima above the
 * tail, the head's ancestor or descendant, mends the head's too. */
static struct sblock *arena_allocate(struct rmm_arena *a, int32_t i, uint64_t size,
                                     uint64_t *addr)
{
    bool global = size > SB_MIN; /* global_arena::handles */
    struct sblock *s = global ? NULL : set_first_fit(a->arenas[i].set, size), *t = NULL;
    if (!s) {
        if (!(s = set_first_fit(a->global, size)))
            return NULL;
        t = global_split(a, s, size);
        if (!global) {
            set_remove(a, s);
            set_insert(a, i, s);
        }
    }
    *addr = sb_first_fit(a, s, size); /* the arena's first_fit, or the global's */
    if (t && global)
        set_insert_after(a, s, t);
    else if (t)
        set_insert(a, -1, t);
    mend_up(s);
    return s;
}

/* The host waits for stream: cudaStreamSynchronize (where the host can). */
static void sync_stream(const struct policy_env *env, uint32_t stream)
{
    if (env->stream_sync)
        env->stream_sync(env->host, stream);
}

/* defragment: cudaDeviceSynchronize (every stream the resource has seen: each
 * has an arena), then each
 * arena's clean(): all its superblocks go back to the global arena. */
static void defragment(struct rmm_arena *a)
{
    for (uint32_t i = 0; i < a->narenas; i++)
        sync_stream(a->env, a->arenas[i].stream);
    for (uint32_t i = 0; i < a->narenas; i++) {
        struct sblock *s;
        while ((s = a->arenas[i].set)) {
            set_remove(a, s);
            set_insert(a, -1, s);
            if (sb_empty(s))
                global_coalesce(a, s);
        }
    }
}

/* get_stream_arena: the index of stream's arena, made on first use; -1 when
 * out of host memory. */
static int32_t arena_index(struct rmm_arena *a, uint32_t stream)
{
    uint64_t i;
    if (a->hot < a->narenas && a->arenas[a->hot].stream == stream)
        return (int32_t)a->hot;
    if (u64map_get(&a->arena_of, stream, &i))
        return (int32_t)(a->hot = (uint32_t)i);
    if (a->narenas == a->caparenas) {
        uint32_t cap = a->caparenas ? 2 * a->caparenas : 8;
        struct owner *o = cap > INT32_MAX ? NULL : realloc(a->arenas, cap * sizeof *o);
        if (!o)
            return -1;
        a->arenas = o;
        a->caparenas = cap;
    }
    if (u64map_put(&a->arena_of, stream, a->narenas))
        return -1;
    a->arenas[a->narenas] = (struct owner){NULL, stream};
    a->hot = a->narenas;
    return (int32_t)a->narenas++;
}

/* prepare, then arena_index: -1 when out of host memory. The common case,
 * everything at hand and the stream of the last call, inline. */
static inline int32_t setup(struct rmm_arena *a, uint32_t stream)
{
    if (a->nspare_f >= 2 && a->nspare_s >= 1 && !u64map_reserve(&a->live, 1) &&
        a->hot < a->narenas && a->arenas[a->hot].stream == stream)
        return (int32_t)a->hot;
    return prepare(a) ? -1 : arena_index(a, stream);
}

static int arena_alloc(void *self, uint64_t size, uint32_t stream, uint64_t *addr)
{
    struct rmm_arena *a = self;
    if (a->broken || size > UINT64_MAX - ARENA_ALIGN)
        return POLICY_NO_DEVICE_MEMORY;
    size = (size + ARENA_ALIGN - 1) & ~(ARENA_ALIGN - 1);
    int32_t i = setup(a, stream);
    if (i < 0)
        return POLICY_NO_HOST_MEMORY;
    struct sblock *s = arena_allocate(a, i, size, addr);
    if (!s) {
        defragment(a);
        count(a->env, POLICY_STAT_OOM_FLUSH);
        if (!(s = arena_allocate(a, i, size, addr)))
            return POLICY_NO_DEVICE_MEMORY;
    }
    count(a->env, POLICY_STAT_CACHE_HIT);
    u64map_put(&a->live, *addr, live_entry(size, s)); /* room made by prepare */
    a->allocated += size;
    return POLICY_OK;
}

static int arena_free(void *self, uint64_t addr, uint32_t stream)
{
    struct rmm_arena *a = self;
    int32_t mine = setup(a, stream); /* get_arena, as RMM */
    if (mine < 0)
        return POLICY_NO_HOST_MEMORY;
    uint64_t e;
    if (!u64map_del(&a->live, addr, &e)) {
        assert(!"rmm-arena: free of an address that is not allocated");
        return POLICY_OK;
    }
    uint64_t size = e >> ID_BITS << 8;
    struct sblock *s = a->byid[e & ((1u << ID_BITS) - 1)];
    if (size > SB_MIN || s->owner != mine)
        sync_stream(a->env, stream);
    sb_coalesce(a, s, addr, size);
    if (s->owner < 0 && sb_empty(s)) /* global_arena::deallocate_sync */
        global_coalesce(a, s);
    else
        mend_up(s);
    a->allocated -= size;
    return POLICY_OK;
}

static void free_set(struct sblock *s)
{
    if (!s)
        return;
    free_set(s->kid[0]);
    free_set(s->kid[1]);
    for (struct fblock *f = s->free, *g; f; f = g) {
        g = f->next;
        free(f);
    }
    free(s);
}

static void arena_destroy(void *self)
{
    struct rmm_arena *a = self;
    if (!a->broken) /* ~global_arena */
        a->env->release(a->env->host, a->base, a->size);
    free_set(a->global);
    for (uint32_t i = 0; i < a->narenas; i++)
        free_set(a->arenas[i].set);
    for (struct fblock *f = a->spare_f, *g; f; f = g) {
        g = f->next;
        free(f);
    }
    for (struct sblock *s = a->spare_s, *n; s; s = n) {
        n = s->next;
        free(s);
    }
    free(a->arenas);
    u64map_free(&a->arena_of);
    u64map_free(&a->live);
    free(a->byid);
    free(a);
}

static void *arena_create(const struct policy_env *env, const uint64_t *v)
{
    struct rmm_arena *a = calloc(1, sizeof *a);
    if (!a)
        return NULL;
    a->env = env;
    a->broken = true; /* until reserved */
    u64map_init(&a->arena_of);
    u64map_init(&a->live);
    uint64_t size = v[P_SIZE], cap = env->gpu_capacity ? env->gpu_capacity(env->host) : 0;
    if (size == 0) /* default_size; simrun's managed memory has no limit */
        size = cap && cap / 2 < SB_MAX ? cap / 2 : SB_MAX;
    a->size = size & ~(ARENA_ALIGN - 1);
    if (prepare(a)) {
        arena_destroy(a);
        return NULL;
    }
    /* RMM_EXPECTS(size >= minimum_size) and initialize: a resource that
     * cannot be constructed serves nothing. */
    a->broken = a->size < SB_MIN || env->reserve(env->host, a->size, 0, &a->base) != 0;
    if (!a->broken) {
        struct sblock *s = take_s(a);
        struct fblock *f = take_f(a);
        *f = (struct fblock){a->base, a->size, NULL};
        *s = (struct sblock){.addr = a->base, .size = a->size, .free = f,
                             .free_bytes = a->size, .max_free = a->size, .id = s->id};
        set_insert(a, -1, s);
    }
    return a;
}

static void arena_usage(const void *self, struct policy_usage *u, bool with_free)
{
    const struct rmm_arena *a = self;
    u->allocated = a->allocated;
    u->reserved = a->broken ? 0 : a->size;
    u->free_bytes = u->largest_free = 0;
    if (!with_free)
        return;
    u->free_bytes = u->reserved - u->allocated;
    u->largest_free = sub_max(a->global);
    for (uint32_t i = 0; i < a->narenas; i++)
        u->largest_free = max_u64(u->largest_free, sub_max(a->arenas[i].set));
}

/* One superblock's invariants; adds its size and free bytes to the sums. */
static bool sb_valid(const struct sblock *s, uint64_t *size, uint64_t *free_b)
{
    uint64_t sum = 0, mx = 0, end = s->addr;
    for (const struct fblock *f = s->free; f; f = f->next) {
        if (f->size == 0 || f->addr < end || (f != s->free && f->addr == end) ||
            f->addr + f->size > s->addr + s->size)
            return false;
        end = f->addr + f->size;
        sum += f->size;
        mx = max_u64(mx, f->size);
    }
    *size += s->size;
    *free_b += sum;
    return s->size >= SB_MIN && sum == s->free_bytes && mx == s->max_free;
}

/* Where t's neighbours in address order (lo, hi) are right: they touch it,
 * point back, and only the arena's ends have none. */
static bool sb_tiled(const struct rmm_arena *a, const struct sblock *t)
{
    const struct sblock *lo = t->lo, *hi = t->hi;
    return (lo ? lo->hi == t && lo->addr + lo->size == t->addr : t->addr == a->base) &&
           (hi ? hi->lo == t && t->addr + t->size == hi->addr
               : t->addr + t->size == a->base + a->size);
}

/* t's kid[d]: below it in rank, its parent t, its maximum right. */
static bool kid_valid(const struct sblock *t, int d)
{
    const struct sblock *k = t->kid[d];
    return (!k || (!outranks(k, t) && k->up == t)) && t->kmax[d] == sub_max(k);
}

/* The set's invariants, in address order from *prev on: treap order,
 * heap and parents, subtree maxima, owners, bounds and neighbours, and
 * for the global set no two empty superblocks touching. */
static bool set_valid(const struct rmm_arena *a, const struct sblock *t, int32_t owner,
                      const struct sblock **prev, uint64_t *size, uint64_t *free_b)
{
    if (!t)
        return true;
    if (!set_valid(a, t->kid[0], owner, prev, size, free_b))
        return false;
    const struct sblock *p = *prev;
    if (!sb_valid(t, size, free_b) || t->owner != owner || t->addr < a->base ||
        t->addr + t->size > a->base + a->size || (p && p->addr + p->size > t->addr) ||
        (owner < 0 && p && sb_empty(p) && sb_empty(t) && p->addr + p->size == t->addr) ||
        !sb_tiled(a, t) || !kid_valid(t, 0) || !kid_valid(t, 1))
        return false;
    *prev = t;
    return set_valid(a, t->kid[1], owner, prev, size, free_b);
}

static bool arena_valid(const void *self)
{
    const struct rmm_arena *a = self;
    if (a->broken)
        return a->allocated == 0 && a->live.count == 0;
    uint64_t size = 0, free_b = 0;
    for (int32_t i = -1; i < (int32_t)a->narenas; i++) {
        const struct sblock *prev = NULL, *root = i < 0 ? a->global : a->arenas[i].set;
        if ((root && root->up) || !set_valid(a, root, i, &prev, &size, &free_b))
            return false;
    }
    /* (overlaps are checked within each set; across sets, the sizes sum to
     * the arena's and the neighbours tile it) */
    return size == a->size && a->size - free_b == a->allocated && a->nids <= 1u << ID_BITS;
}

const struct policy_allocator policy_rmm_arena = {
    .info = {.name = "rmm-arena",
             .summary = "RMM's arena_memory_resource: a global arena, per-stream arenas of superblocks",
             .params = arena_params},
    .create = arena_create,
    .destroy = arena_destroy,
    .alloc = arena_alloc,
    .free = arena_free,
    .usage = arena_usage,
    .valid = arena_valid,
};
