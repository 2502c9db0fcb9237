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
 * free_bytes is their sum, max_free the largest; size >= 1 MiB. */
struct sblock {
    uint64_t addr, size;
    struct fblock *free;
    uint64_t free_bytes, max_free;
    struct sblock *next; /* the owner's set, in address order */
    int32_t owner;       /* -1: the global arena, else an index of arenas */
};

/* Invariants: global and every arena's set are address ordered; together
 * they tile [base, base + size); no two superblocks of the global set are
 * both empty and contiguous. live maps each handed-out address to its
 * aligned size, where to its superblock; allocated is their sum. arenas[i]
 * is the stream first used i-th (arena_of maps stream to i). */
struct rmm_arena {
    const struct policy_env *env;
    uint64_t base, size;
    bool broken; /* the arena could not be reserved */
    struct sblock *global;
    struct owner { struct sblock *set; uint32_t stream; } *arenas;
    uint32_t narenas, caparenas;
    struct u64map arena_of, live, where;
    uint64_t allocated;
    struct fblock *spare_f; /* nodes at hand, so the operations cannot fail */
    struct sblock *spare_s;
    uint32_t nspare_f, nspare_s;
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
        struct sblock *s = malloc(sizeof *s);
        if (!s)
            return -1;
        s->next = a->spare_s;
        a->spare_s = s;
        a->nspare_s++;
    }
    return u64map_reserve(&a->live, 1) || u64map_reserve(&a->where, 1) ? -1 : 0;
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

/* ---- sets of superblocks ----------------------------------------------------- */

static void set_insert(struct rmm_arena *a, int32_t owner, struct sblock *s)
{
    struct sblock **link = set_of(a, owner);
    while (*link && (*link)->addr < s->addr)
        link = &(*link)->next;
    s->next = *link;
    *link = s;
    s->owner = owner;
}

/* The first superblock of the set that fits size, taken out; NULL if none. */
static struct sblock *set_take_fit(struct rmm_arena *a, int32_t owner, uint64_t size)
{
    struct sblock **link = set_of(a, owner);
    while (*link && (*link)->max_free < size)
        link = &(*link)->next;
    struct sblock *s = *link;
    if (s)
        *link = s->next;
    return s;
}

static void set_remove(struct rmm_arena *a, struct sblock *s)
{
    struct sblock **link = set_of(a, s->owner);
    while (*link != s)
        link = &(*link)->next;
    *link = s->next;
}

/* Absorb empty superblock b, which follows empty superblock s, into s. */
static void sb_absorb(struct rmm_arena *a, struct sblock *s, struct sblock *b)
{
    s->size += b->size;
    s->free->size = s->free_bytes = s->max_free = s->size;
    give_f(a, b->free);
    b->next = a->spare_s;
    a->spare_s = b;
    a->nspare_s++;
}

/* global_arena::coalesce: s joins the global set, merged with the empty
 * superblocks it touches when it is empty itself. */
static void global_coalesce(struct rmm_arena *a, struct sblock *s)
{
    set_insert(a, -1, s);
    if (!sb_empty(s))
        return;
    struct sblock *prev = NULL;
    for (struct sblock *p = a->global; p != s; p = p->next)
        prev = p;
    struct sblock *next = s->next;
    if (next && sb_empty(next) && s->addr + s->size == next->addr) {
        s->next = next->next;
        sb_absorb(a, s, next);
    }
    if (prev && sb_empty(prev) && prev->addr + prev->size == s->addr) {
        prev->next = s->next;
        sb_absorb(a, prev, s);
    }
}

/* global_arena::first_fit: a superblock that fits size, out of the global
 * set, split when empty and large enough; NULL if none. */
static struct sblock *global_first_fit(struct rmm_arena *a, uint64_t size)
{
    struct sblock *s = set_take_fit(a, -1, size);
    uint64_t head = max_u64(SB_MIN, size);
    if (s && sb_empty(s) && s->size >= head + SB_MIN) {
        struct sblock *t = a->spare_s;
        a->spare_s = t->next;
        a->nspare_s--;
        struct fblock *f = take_f(a);
        *f = (struct fblock){s->addr + head, s->size - head, NULL};
        *t = (struct sblock){.addr = f->addr, .size = f->size, .free = f,
                             .free_bytes = f->size, .max_free = f->size};
        s->size = s->free->size = s->free_bytes = s->max_free = head;
        set_insert(a, -1, t);
    }
    return s;
}

/* arena::allocate_sync for the arena of index i: the superblock that
 * serves size, NULL when none can. */
static struct sblock *arena_allocate(struct rmm_arena *a, int32_t i, uint64_t size,
                                     uint64_t *addr)
{
    bool global = size > SB_MIN; /* global_arena::handles */
    struct sblock *s = global ? NULL : set_take_fit(a, i, size);
    if (!s && !(s = global_first_fit(a, size)))
        return NULL;
    *addr = sb_first_fit(a, s, size);
    set_insert(a, global ? -1 : i, s);
    return s;
}

/* The host waits for stream: cudaStreamSynchronize (where the host can). */
static void sync_stream(const struct policy_env *env, uint32_t stream)
{
    if (env->stream_sync)
        env->stream_sync(env->host, stream);
}

/* defragment: cudaDeviceSynchronize (every stream with an arena), then each
 * arena's clean(): all its superblocks go back to the global arena. */
static void defragment(struct rmm_arena *a)
{
    for (uint32_t i = 0; i < a->narenas; i++)
        sync_stream(a->env, a->arenas[i].stream);
    for (uint32_t i = 0; i < a->narenas; i++) {
        struct sblock *s;
        while ((s = a->arenas[i].set)) {
            a->arenas[i].set = s->next;
            global_coalesce(a, s);
        }
    }
}

/* get_stream_arena: the index of stream's arena, made on first use; -1 when
 * out of host memory. */
static int32_t arena_index(struct rmm_arena *a, uint32_t stream)
{
    uint64_t i;
    if (u64map_get(&a->arena_of, stream, &i))
        return (int32_t)i;
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
    return (int32_t)a->narenas++;
}

static int arena_alloc(void *self, uint64_t size, uint32_t stream, uint64_t *addr)
{
    struct rmm_arena *a = self;
    if (a->broken || size > a->size)
        return POLICY_NO_DEVICE_MEMORY;
    size = (size + ARENA_ALIGN - 1) & ~(ARENA_ALIGN - 1);
    int32_t i = prepare(a) ? -1 : arena_index(a, stream);
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
    u64map_put(&a->live, *addr, size); /* room made by prepare */
    u64map_put(&a->where, *addr, (uint64_t)(uintptr_t)s);
    a->allocated += size;
    return POLICY_OK;
}

static int arena_free(void *self, uint64_t addr, uint32_t stream)
{
    struct rmm_arena *a = self;
    if (prepare(a))
        return POLICY_NO_HOST_MEMORY;
    uint64_t size, w, mine;
    if (!u64map_del(&a->live, addr, &size)) {
        assert(!"rmm-arena: free of an address that is not allocated");
        return POLICY_OK;
    }
    u64map_del(&a->where, addr, &w);
    struct sblock *s = (struct sblock *)(uintptr_t)w;
    bool own = u64map_get(&a->arena_of, stream, &mine) && s->owner == (int32_t)mine;
    if (size > SB_MIN || !own)
        sync_stream(a->env, stream);
    sb_coalesce(a, s, addr, size);
    if (s->owner < 0 && sb_empty(s)) {
        set_remove(a, s);
        global_coalesce(a, s);
    }
    a->allocated -= size;
    return POLICY_OK;
}

static void free_set(struct sblock *s)
{
    while (s) {
        struct sblock *n = s->next;
        for (struct fblock *f = s->free, *g; f; f = g) {
            g = f->next;
            free(f);
        }
        free(s);
        s = n;
    }
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
    u64map_free(&a->where);
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
    u64map_init(&a->where);
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
        struct sblock *s = a->spare_s;
        a->spare_s = s->next;
        a->nspare_s--;
        struct fblock *f = take_f(a);
        *f = (struct fblock){a->base, a->size, NULL};
        *s = (struct sblock){.addr = a->base, .size = a->size, .free = f,
                             .free_bytes = a->size, .max_free = a->size, .owner = -1};
        a->global = s;
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
        for (const struct sblock *s = i < 0 ? a->global : a->arenas[i].set; s; s = s->next)
            u->largest_free = max_u64(u->largest_free, s->max_free);
}

/* One superblock's invariants; adds its size and free bytes to the sums. */
static bool sb_valid(const struct sblock *s, int32_t owner, uint64_t *size, uint64_t *free_b)
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
    return s->owner == owner && s->size >= SB_MIN && sum == s->free_bytes && mx == s->max_free;
}

static bool arena_valid(const void *self)
{
    const struct rmm_arena *a = self;
    if (a->broken)
        return a->allocated == 0 && a->live.count == 0;
    uint64_t size = 0, free_b = 0;
    for (int32_t i = -1; i < (int32_t)a->narenas; i++) {
        const struct sblock *prev = NULL;
        for (const struct sblock *s = i < 0 ? a->global : a->arenas[i].set; s; s = s->next) {
            if (!sb_valid(s, i, &size, &free_b) || s->addr < a->base ||
                s->addr + s->size > a->base + a->size || (prev && prev->addr + prev->size > s->addr))
                return false;
            if (i < 0 && prev && sb_empty(prev) && sb_empty(s) &&
                prev->addr + prev->size == s->addr)
                return false;
            prev = s;
        }
    }
    /* (overlaps are checked within each set; across sets, the sizes sum to
     * the arena's) */
    return size == a->size && a->size - free_b == a->allocated &&
           a->live.count == a->where.count;
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
