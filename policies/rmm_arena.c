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
 * free_bytes is their sum, max_free the largest; size >= 1 MiB. lo, hi:
 * the superblocks just before and after in address order, whatever their
 * sets (NULL at the arena's ends). */
struct sblock {
    uint64_t addr, size, free_bytes, max_free;
    struct fblock *free;
    struct sblock *lo, *hi, *next; /* next: the spare list */
    int32_t owner; /* its set: -1 the global arena, else an index of arenas */
    uint32_t id;   /* its index in byid */
};

/* Invariants: the superblocks tile [base, base + size) (from at[0] by hi);
 * at[k] is the one that starts in slot k (the k-th MiB of the arena), NULL
 * where none does. global and every arena's set are trees of maxima over
 * the slots (see "sets of superblocks"); no two superblocks of the global
 * set are both empty and contiguous. live maps each handed-out address to
 * its aligned size and its superblock (live_entry); allocated is their
 * sum. byid holds every superblock node made, spares too, by id.
 * arenas[i] is the stream first used i-th (arena_of maps stream to i); hot
 * is the index the last call used. */
#define TREE_LEVELS 12
struct rmm_arena {
    const struct policy_env *env;
    uint64_t base, size;
    bool broken; /* the arena could not be reserved */
    struct sblock **at;
    uint64_t *global;
    struct owner { uint64_t *set; uint32_t stream; } *arenas;
    uint64_t off[TREE_LEVELS], nvals; /* the trees' shape: level j at off[j] */
    uint32_t top;                     /* the root's level */
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

static uint64_t *set_of(const struct rmm_arena *a, int32_t owner)
{
    return owner < 0 ? a->global : a->arenas[owner].set;
}

static uint64_t slot_of(const struct rmm_arena *a, const struct sblock *s)
{
    return (s->addr - a->base) >> 20;
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

/* The size of the block of live entry e. */
static uint64_t entry_size(uint64_t e)
{
    return e >> ID_BITS << 8;
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
 * A superblock is at least 1 MiB, so no MiB of the arena (a slot) holds
 * the start of two. A set is a tree of maxima over the slots: level 0
 * holds for each slot the max_free of the set's superblock that starts
 * there, 0 where none of the set does; each value of level j + 1 is the
 * largest of 8 of level j (levels padded with 0 to a multiple of 8; the
 * root, level top, is one value). First fit goes down from the root to the
 * first slot that fits: RMM's std::set order (which it scans, O(n)) in
 * O(log8 n) cache lines; a change mends the levels above a slot only while
 * they change. Every set has the arena's shape: 8 bytes and a seventh per
 * MiB of arena. */

static void tree_shape(struct rmm_arena *a)
{
    uint64_t n = max_u64((a->size + SB_MIN - 1) >> 20, 1), off = 0;
    uint32_t j = 0;
    for (; n > 1; j++, n = (n + 7) / 8) {
        a->off[j] = off;
        off += (n + 7) & ~7ull;
    }
    assert(j < TREE_LEVELS);
    a->off[j] = off;
    a->top = j;
    a->nvals = off + 1;
}

static uint64_t max8(const uint64_t *g)
{
    return max_u64(max_u64(max_u64(g[0], g[1]), max_u64(g[2], g[3])),
                   max_u64(max_u64(g[4], g[5]), max_u64(g[6], g[7])));
}

/* Slot k of tree v takes value x; the levels above follow while they
 * change: a value rises to x when below it, falls only when the old value
 * was its maximum (to the largest of its 8 below). */
static void tree_set(const struct rmm_arena *a, uint64_t *v, uint64_t k, uint64_t x)
{
    uint64_t old = v[k];
    v[k] = x;
    if (x > old) {
        for (uint32_t j = 1; j <= a->top; j++) {
            uint64_t *p = v + a->off[j] + (k >>= 3);
            if (*p >= x)
                return;
            *p = x;
        }
        return;
    }
    for (uint32_t j = 1; j <= a->top && x != old; j++) {
        const uint64_t *g = v + a->off[j - 1] + (k & ~7ull);
        uint64_t *p = v + a->off[j] + (k >>= 3);
        if (*p != old)
            return;
        *p = x = max8(g);
    }
}

/* The max_free of s is now right: its slot in its set's tree follows. */
static void mend(struct rmm_arena *a, struct sblock *s)
{
    tree_set(a, set_of(a, s->owner), slot_of(a, s), s->max_free);
}

/* s out of its set, into the owner's. */
static void set_move(struct rmm_arena *a, struct sblock *s, int32_t owner)
{
    tree_set(a, set_of(a, s->owner), slot_of(a, s), 0);
    s->owner = owner;
    mend(a, s);
}

/* The first superblock of set v in address order that fits size; NULL if
 * none. */
static struct sblock *set_first_fit(const struct rmm_arena *a, const uint64_t *v, uint64_t size)
{
    if (v[a->off[a->top]] < size)
        return NULL;
    uint64_t k = 0;
    for (uint32_t j = a->top; j-- > 0;) {
        const uint64_t *c = v + a->off[j] + (k *= 8);
        while (*c < size)
            c++, k++;
    }
    return a->at[k];
}

/* Absorb empty superblock b of the global set, which follows empty
 * superblock s, into s; returns b's slot, whose value in the global tree
 * is the caller's to clear. */
static uint64_t sb_absorb(struct rmm_arena *a, struct sblock *s, struct sblock *b)
{
    uint64_t k = slot_of(a, b);
    a->at[k] = NULL;
    s->size += b->size;
    s->free->size = s->free_bytes = s->max_free = s->size;
    s->hi = b->hi;
    if (b->hi)
        b->hi->lo = s;
    give_f(a, b->free);
    give_s(a, b);
    return k;
}

/* global_arena::coalesce: empty superblock s of the global set merged with
 * the empty superblocks of the global set it touches; returns the one that
 * remains, its slot mended (s's may be wrong on entry). The slots of those
 * absorbed are cleared after: below the one that remains, whose value
 * rose above theirs, their falls stop. */
static struct sblock *global_coalesce(struct rmm_arena *a, struct sblock *s)
{
    struct sblock *n = s->hi, *p = s->lo;
    uint64_t gone[2];
    int ngone = 0;
    if (n && n->owner < 0 && sb_empty(n))
        gone[ngone++] = sb_absorb(a, s, n);
    if (p && p->owner < 0 && sb_empty(p)) {
        gone[ngone++] = sb_absorb(a, p, s);
        s = p;
    }
    mend(a, s);
    while (ngone-- > 0)
        tree_set(a, a->global, gone[ngone], 0);
    return s;
}

/* global_arena::first_fit's split of s, found in the global set for
 * size: when empty and large enough, s keeps its head of max(1 MiB, size)
 * bytes; the tail, a superblock of its own, joins the global set. s's
 * slot is the caller's to mend. */
static void global_split(struct rmm_arena *a, struct sblock *s, uint64_t size)
{
    uint64_t head = max_u64(SB_MIN, size);
    if (!sb_empty(s) || s->size < head + SB_MIN)
        return;
    struct sblock *t = take_s(a);
    struct fblock *f = take_f(a);
    *f = (struct fblock){s->addr + head, s->size - head, NULL};
    t->addr = f->addr;
    t->size = t->free_bytes = t->max_free = f->size;
    t->free = f;
    t->owner = -1;
    t->lo = s;
    t->hi = s->hi;
    if (s->hi)
        s->hi->lo = t;
    s->hi = t;
    s->size = s->free->size = s->free_bytes = s->max_free = head;
    a->at[slot_of(a, t)] = t;
    mend(a, t);
}

/* arena::allocate_sync for the arena of index i: the superblock that
 * serves size, NULL when none can. A superblock from the global set
 * (global_arena::first_fit) stays there for a size above 1 MiB
 * (global_arena::allocate_sync), else moves to the arena
 * (arena::expand_arena). */
static struct sblock *arena_allocate(struct rmm_arena *a, int32_t i, uint64_t size,
                                     uint64_t *addr)
{
    bool global = size > SB_MIN; /* global_arena::handles */
    struct sblock *s = global ? NULL : set_first_fit(a, a->arenas[i].set, size);
    uint64_t was = s ? s->max_free : 0; /* what s's slot holds */
    if (!s) {
        if (!(s = set_first_fit(a, a->global, size)))
            return NULL;
        was = s->max_free;
        global_split(a, s, size);
        if (!global) {
            tree_set(a, a->global, slot_of(a, s), 0);
            s->owner = i;
            was = 0;
        }
    }
    *addr = sb_first_fit(a, s, size); /* the arena's first_fit, or the global's */
    if (s->max_free != was)
        mend(a, s);
    return s;
}

/* The host waits for stream: cudaStreamSynchronize (where the host can). */
static void sync_stream(const struct policy_env *env, uint32_t stream)
{
    if (env->stream_sync)
        env->stream_sync(env->host, stream);
}

/* defragment: cudaDeviceSynchronize (every stream the resource has seen: each
 * has an arena), then each arena's clean(): all its superblocks go back to
 * the global arena (here in address order: the outcome is the same). */
static void defragment(struct rmm_arena *a)
{
    for (uint32_t i = 0; i < a->narenas; i++)
        sync_stream(a->env, a->arenas[i].stream);
    for (struct sblock *s = a->at[0]; s; s = s->hi) {
        if (s->owner < 0)
            continue;
        set_move(a, s, -1);
        if (sb_empty(s))
            s = global_coalesce(a, s);
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
    uint64_t *set = calloc(a->nvals, sizeof *set);
    if (!set || u64map_put(&a->arena_of, stream, a->narenas)) {
        free(set);
        return -1;
    }
    a->arenas[a->narenas] = (struct owner){set, stream};
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
    uint64_t size = entry_size(e);
    struct sblock *s = a->byid[e & ((1u << ID_BITS) - 1)];
    if (size > SB_MIN || s->owner != mine)
        sync_stream(a->env, stream);
    uint64_t was = s->max_free;
    sb_coalesce(a, s, addr, size);
    if (s->owner < 0 && sb_empty(s)) /* global_arena::deallocate_sync */
        global_coalesce(a, s);
    else if (s->max_free != was)
        mend(a, s);
    a->allocated -= size;
    return POLICY_OK;
}

static void arena_destroy(void *self)
{
    struct rmm_arena *a = self;
    if (!a->broken) /* ~global_arena */
        a->env->release(a->env->host, a->base, a->size);
    for (struct sblock *s = a->at ? a->at[0] : NULL; s; s = s->hi)
        for (struct fblock *f = s->free, *g; f; f = g) {
            g = f->next;
            free(f);
        }
    for (struct fblock *f = a->spare_f, *g; f; f = g) {
        g = f->next;
        free(f);
    }
    for (uint32_t i = 0; i < a->nids; i++)
        free(a->byid[i]);
    for (uint32_t i = 0; i < a->narenas; i++)
        free(a->arenas[i].set);
    free(a->arenas);
    free(a->global);
    free(a->at);
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
    tree_shape(a);
    a->global = calloc(a->nvals, sizeof *a->global);
    a->at = calloc(a->top ? a->off[1] : 1, sizeof *a->at); /* level 0, padded */
    if (!a->global || !a->at || prepare(a)) {
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
        *s = (struct sblock){.addr = a->base, .size = a->size, .free = f, .owner = -1,
                             .free_bytes = a->size, .max_free = a->size, .id = s->id};
        a->at[0] = s;
        mend(a, s);
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
    for (int32_t i = -1; i < (int32_t)a->narenas; i++)
        u->largest_free = max_u64(u->largest_free, set_of(a, i)[a->off[a->top]]);
}

/* The superblocks as the segments (they tile the one reservation; one
 * merges with its neighbours only when empty), each with its blocks in
 * address order: the free ones, and between them the live ones, which
 * tile what is not free. seg_stream: the stream of the arena that holds
 * the superblock, 0 for the global arena. */
static void arena_blocks(const void *self, void (*fn)(void *arg, const struct policy_block *b),
                         void *arg)
{
    const struct rmm_arena *a = self;
    for (const struct sblock *s = a->broken ? NULL : a->at[0]; s; s = s->hi) {
        struct policy_block b = {.seg_addr = s->addr, .seg_size = s->size,
                                 .seg_stream = s->owner < 0 ? 0 : a->arenas[s->owner].stream};
        uint64_t x = s->addr, e;
        for (const struct fblock *f = s->free;; f = f->next) {
            uint64_t end = f ? f->addr : s->addr + s->size;
            for (b.live = true; x < end && u64map_get(&a->live, x, &e); x += b.size) {
                b.addr = b.start = x; /* a live block starts where the last one ended */
                b.size = entry_size(e);
                fn(arg, &b);
            }
            assert(x == end);
            if (!f)
                break;
            b.addr = b.start = f->addr;
            b.size = f->size;
            b.live = false;
            fn(arg, &b);
            x = f->addr + f->size;
        }
    }
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

/* The values of tree v at and below value i of level j, where not 0: each
 * the largest of its 8 below, each of level 0 the max_free of a superblock
 * of the owner's set that starts in its slot. (Zero values are checked on
 * the superblocks' paths: tree_path_valid.) */
static bool tree_valid(const struct rmm_arena *a, const uint64_t *v, int32_t owner, uint32_t j,
                       uint64_t i)
{
    uint64_t x = v[a->off[j] + i];
    if (x == 0)
        return true;
    if (j == 0)
        return a->at[i] && a->at[i]->owner == owner && a->at[i]->max_free == x;
    const uint64_t *g = v + a->off[j - 1] + 8 * i;
    if (max8(g) != x)
        return false;
    for (uint64_t c = 0; c < 8; c++)
        if (!tree_valid(a, v, owner, j - 1, 8 * i + c))
            return false;
    return true;
}

/* s's slot in its set's tree holds its max_free, and no value above is
 * smaller. */
static bool tree_path_valid(const struct rmm_arena *a, const struct sblock *s)
{
    const uint64_t *v = set_of(a, s->owner);
    uint64_t k = slot_of(a, s);
    if (v[k] != s->max_free)
        return false;
    for (uint32_t j = 1; j <= a->top; j++)
        if (v[a->off[j] + (k >>= 3)] < s->max_free)
            return false;
    return true;
}

/* The superblocks in address order (bounds, neighbours, slots, owners, the
 * paths of their trees, for the global set no two empty superblocks
 * touching), then every set's tree. */
static bool arena_valid(const void *self)
{
    const struct rmm_arena *a = self;
    if (a->broken)
        return a->allocated == 0 && a->live.count == 0;
    uint64_t size = 0, free_b = 0;
    for (const struct sblock *p = NULL, *t = a->at[0]; t; p = t, t = t->hi)
        if (!sb_valid(t, &size, &free_b) || !sb_tiled(a, t) || a->at[slot_of(a, t)] != t ||
            t->owner < -1 || t->owner >= (int32_t)a->narenas || !tree_path_valid(a, t) ||
            (t->owner < 0 && p && p->owner < 0 && sb_empty(p) && sb_empty(t)))
            return false;
    for (int32_t i = -1; i < (int32_t)a->narenas; i++)
        if (!tree_valid(a, set_of(a, i), i, a->top, 0))
            return false;
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
    .blocks = arena_blocks,
};
