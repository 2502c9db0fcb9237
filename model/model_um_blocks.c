/* model_um_blocks.c: where the Unified Memory engine keeps its blocks
 * (model_um.h). The blocks a reservation covers in part (at most its first
 * and last, which other reservations may share) get their struct
 * model_block when it appears; those wholly inside it get theirs when an
 * operation first names them (model_um_block_get), so host memory and time
 * follow the blocks a trace touches, not the sizes it declares. A tree
 * (POSIX tsearch) finds the reservation whose whole blocks hold an id.
 *
 * A fault batch serves its blocks by their order numbers (model_um.c):
 * the numbers the engine has always given them, as if every block of a
 * reservation were made when it appears, in id order, each taking the
 * number a released block gave back last, else a new one. They are kept
 * without the blocks' structs: a reservation holds those of its whole
 * blocks as runs of consecutive numbers, and numbers given back wait on a
 * stack of runs. */
#include "model_um_internal.h"

#include <assert.h>
#include <search.h>
#include <stdlib.h>
#include <string.h>

/* n order numbers, start, start + 1, ... (down: start, start - 1, ...);
 * at: the index of the first among its reservation's whole blocks. */
struct model_um_run {
    uint64_t start, n, at;
    bool down;
};

/* The blocks wholly inside one live reservation: ids [first, outer).
 * Invariants: runs hold their order numbers in id order (at counting from
 * 0, n adding up to outer - first); made holds the slots of those with a
 * struct, each once. Reservations never overlap, so neither do these. */
struct model_um_whole {
    uint64_t first, outer;
    struct model_um_run *runs;
    size_t nruns, capruns;
    uint64_t *made;
    size_t nmade, capmade;
};

static uint64_t run_at(const struct model_um_run *r, uint64_t i)
{
    return r->down ? r->start - i : r->start + i;
}

/* Room for need elements of elem bytes at *p (capacity *cap); -1 when out
 * of host memory (nothing changed). */
static int grow(void **p, size_t *cap, size_t need, size_t elem)
{
    if (need <= *cap)
        return 0;
    size_t n = *cap ? 2 * *cap : 4;
    void *q = realloc(*p, n * elem);
    if (!q)
        return -1;
    *p = q;
    *cap = n;
    return 0;
}

/* ---- order numbers ----------------------------------------------------- */

/* Numbers r gives back, in the order given. */
static void give_orders(struct model_um *u, const struct model_um_run *r)
{
    struct model_um_run *top = u->nfree_orders ? &u->free_orders[u->nfree_orders - 1] : NULL;
    if (top && top->down == r->down && run_at(top, top->n) == r->start) {
        top->n += r->n;
        return;
    }
    if (grow((void **)&u->free_orders, &u->capfree_orders, u->nfree_orders + 1,
             sizeof *u->free_orders)) {
        u->oom = true;
        return;
    }
    u->free_orders[u->nfree_orders++] = (struct model_um_run){ .start = r->start, .n = r->n,
                                                               .down = r->down };
}

/* Up to n numbers in the order taken: the last given back first, else new. */
static struct model_um_run take_orders(struct model_um *u, uint64_t n)
{
    if (!u->nfree_orders) {
        u->norders += n;
        return (struct model_um_run){ .start = u->norders - n, .n = n };
    }
    struct model_um_run *top = &u->free_orders[u->nfree_orders - 1];
    struct model_um_run r = { .start = run_at(top, top->n - 1), .n = min64(n, top->n),
                              .down = !top->down };
    if (!(top->n -= r.n))
        u->nfree_orders--;
    return r;
}

/* Order numbers for w's whole blocks, in id order. */
static int whole_orders(struct model_um *u, struct model_um_whole *w)
{
    for (uint64_t at = 0; at < w->outer - w->first;) {
        if (grow((void **)&w->runs, &w->capruns, w->nruns + 1, sizeof *w->runs))
            return -1;
        struct model_um_run r = take_orders(u, w->outer - w->first - at);
        r.at = at;
        w->runs[w->nruns++] = r;
        at += r.n;
    }
    return 0;
}

/* The order number of w's block id. */
static uint64_t whole_order(const struct model_um_whole *w, uint64_t id)
{
    uint64_t i = id - w->first;
    size_t lo = 0, hi = w->nruns; /* the last run with at <= i */
    while (hi - lo > 1) {
        size_t mid = lo + (hi - lo) / 2;
        if (w->runs[mid].at <= i)
            lo = mid;
        else
            hi = mid;
    }
    return run_at(&w->runs[lo], i - w->runs[lo].at);
}

/* ---- reservations' whole blocks ------------------------------------------ */

static int cmp_whole(const void *x, const void *y)
{
    const struct model_um_whole *a = x, *b = y;
    return a->outer <= b->first ? -1 : b->outer <= a->first ? 1 : 0;
}

/* The reservation whose whole blocks hold id, or NULL. */
static struct model_um_whole *whole_of(const struct model_um *u, uint64_t id)
{
    struct model_um_whole key = { .first = id, .outer = id + 1 };
    void *const *node = tfind(&key, &u->whole, cmp_whole);
    return node ? *(struct model_um_whole *const *)node : NULL;
}

static void whole_free(struct model_um_whole *w)
{
    free(w->runs);
    free(w->made);
    free(w);
}

/* ---- blocks -------------------------------------------------------------- */

/* A new block id with order number order, no page valid and no user yet.
 * Its slot, or UINT64_MAX with oom or too_many set. */
static uint64_t new_block(struct model_um *u, uint64_t id, uint64_t order)
{
    if (u->index.count >= u->max_blocks) {
        u->too_many = true;
        return UINT64_MAX;
    }
    if (!u->nfree && u->nblocks == u->capblocks) {
        size_t cap = u->capblocks ? 2 * u->capblocks : 64;
        struct model_block *nb = realloc(u->blocks, cap * sizeof *nb);
        if (nb)
            u->blocks = nb;
        uint64_t *nf = nb ? realloc(u->free_slots, cap * sizeof *nf) : NULL;
        if (!nf) {
            u->oom = true;
            return UINT64_MAX;
        }
        u->free_slots = nf;
        u->capblocks = cap;
    }
    if (u64map_reserve(&u->index, 1)) {
        u->oom = true;
        return UINT64_MAX;
    }
    uint64_t slot = u->nfree ? u->free_slots[--u->nfree] : u->nblocks++;
    u64map_put(&u->index, id, slot);
    struct model_block *b = block_at(u, slot);
    memset(b, 0, sizeof *b);
    b->id = id;
    b->order = order;
    b->moved_iter = UINT64_MAX;
    model_thrashing_block_init(&b->thr);
    return slot;
}

/* Block slot goes: every copy of its pages with it. Returns the bytes it
 * had on the GPU. */
static uint64_t drop_block(struct model_um *u, uint64_t slot)
{
    struct model_block *b = block_at(u, slot);
    struct model_pages none;
    model_pages_zero(&none);
    uint64_t resident = pages_bytes(&b->gpu);
    model_um_harness_set(u, b, false, false);
    model_thrashing_block_free(&b->thr);
    block_set_gpu(u, b, &none);
    block_drop_chunk(u, b);
    u64map_del(&u->index, b->id, NULL);
    u->free_slots[u->nfree++] = slot;
    return resident;
}

uint64_t model_um_block_get(struct model_um *u, uint64_t id)
{
    uint64_t slot = block_find(u, id);
    struct model_um_whole *w;
    if (slot != UINT64_MAX || u->oom || u->too_many || !(w = whole_of(u, id)))
        return slot;
    if (grow((void **)&w->made, &w->capmade, w->nmade + 1, sizeof *w->made)) {
        u->oom = true;
        return UINT64_MAX;
    }
    slot = new_block(u, id, whole_order(w, id));
    if (slot == UINT64_MAX)
        return slot;
    struct model_block *b = block_at(u, slot);
    model_pages_fill(&b->valid);
    b->npages = MODEL_PAGES_PER_BLOCK;
    b->users = 1;
    w->made[w->nmade++] = slot;
    return slot;
}

/* Block id, which [addr, addr+size) covers in part, gains its pages and a
 * user; made if new (those it has keep their state: sim/sim_cuda_blocks.h). */
static void reserve_edge(struct model_um *u, uint64_t id, uint64_t addr, uint64_t size)
{
    uint64_t base = id << MODEL_BLOCK_SHIFT, lo = max64(addr, base);
    unsigned first = (unsigned)((lo - base) / PAGE);
    unsigned outer = (unsigned)((min64(addr + size - base, BLOCK) + PAGE - 1) / PAGE);
    uint64_t slot = block_find(u, id);
    if (slot == UINT64_MAX) {
        struct model_um_run r = take_orders(u, 1);
        if ((slot = new_block(u, id, r.start)) == UINT64_MAX)
            return;
    }
    struct model_block *b = block_at(u, slot);
    struct model_pages pages;
    model_pages_range(&pages, first, outer);
    model_pages_or(&b->valid, &b->valid, &pages);
    if (outer > b->npages)
        b->npages = outer;
    b->users++;
}

/* Block id, covered in part by a reservation going away, loses a user;
 * the last takes the block. Returns the GPU-resident bytes dropped. */
static uint64_t release_edge(struct model_um *u, uint64_t id)
{
    uint64_t slot = block_find(u, id);
    if (slot == UINT64_MAX || --block_at(u, slot)->users)
        return 0; /* other allocations live in it: the driver leaves its pages */
    struct model_um_run r = { .start = block_at(u, slot)->order, .n = 1 };
    uint64_t resident = drop_block(u, slot);
    give_orders(u, &r);
    return resident;
}

/* The blocks of [addr, addr+size): ids [*first, *last], of which
 * [*wfirst, *wouter) lie wholly inside. */
static void span(uint64_t addr, uint64_t size, uint64_t *first, uint64_t *last, uint64_t *wfirst,
                 uint64_t *wouter)
{
    *first = addr >> MODEL_BLOCK_SHIFT;
    *last = (addr + size - 1) >> MODEL_BLOCK_SHIFT;
    *wfirst = *first + ((addr & (BLOCK - 1)) != 0);
    *wouter = addr + size < addr ? *last + 1 /* a range ending at 2^64 */
                                 : (addr + size) >> MODEL_BLOCK_SHIFT;
}

void model_um_reserve(struct model_um *u, uint64_t addr, uint64_t size)
{
    assert(size > 0);
    uint64_t first, last, wf, wo;
    span(addr, size, &first, &last, &wf, &wo);
    if (first < wf || first >= wo) /* the first block, in part */
        reserve_edge(u, first, addr, size);
    if (wf < wo) {
        struct model_um_whole *w = calloc(1, sizeof *w);
        void *node = NULL;
        if (w) {
            w->first = wf;
            w->outer = wo;
            node = whole_orders(u, w) ? NULL : tsearch(w, &u->whole, cmp_whole);
        }
        if (!node) {
            if (w)
                whole_free(w);
            u->oom = true;
            return;
        }
        assert(*(struct model_um_whole **)node == w); /* reservations never overlap */
    }
    if (last != first && last >= wo) /* the last block, in part */
        reserve_edge(u, last, addr, size);
}

uint64_t model_um_release(struct model_um *u, uint64_t addr, uint64_t size)
{
    uint64_t first, last, wf, wo, resident = 0;
    span(addr, size, &first, &last, &wf, &wo);
    if (first < wf || first >= wo)
        resident += release_edge(u, first);
    struct model_um_whole *w = wf < wo ? whole_of(u, wf) : NULL;
    if (w) {
        assert(w->first == wf && w->outer == wo);
        for (size_t i = 0; i < w->nmade; i++)
            resident += drop_block(u, w->made[i]);
        for (size_t i = 0; i < w->nruns; i++)
            give_orders(u, &w->runs[i]);
        tdelete(w, &u->whole, cmp_whole);
        whole_free(w);
    }
    if (last != first && last >= wo)
        resident += release_edge(u, last);
    return resident;
}

void model_um_blocks_free(struct model_um *u)
{
    for (size_t i = 0; i < u->nblocks; i++)
        if (block_find(u, u->blocks[i].id) == i)
            model_thrashing_block_free(&u->blocks[i].thr);
    while (u->whole) {
        struct model_um_whole *w = *(struct model_um_whole **)u->whole;
        tdelete(w, &u->whole, cmp_whole);
        whole_free(w);
    }
    u64map_free(&u->index);
    free(u->blocks);
    free(u->free_slots);
    free(u->free_orders);
}

/* ---- walking a range ------------------------------------------------------ */

struct model_block *model_um_walk_next(struct model_um *u, struct model_um_walk *k)
{
    for (;;) {
        if (k->w && k->i < k->w->nmade) { /* a reservation's blocks, from its list */
            struct model_block *b = block_at(u, k->w->made[k->i++]);
            if (b->id >= k->id && b->id <= k->last)
                return b;
            continue;
        }
        if (k->w) {
            k->id = k->w->outer;
            k->w = NULL;
        }
        if (k->id > k->last || u->oom || u->too_many)
            return NULL;
        uint64_t id = k->id++;
        uint64_t slot = k->make ? model_um_block_get(u, id) : block_find(u, id);
        if (slot != UINT64_MAX)
            return block_at(u, slot);
        struct model_um_whole *w = k->make ? NULL : whole_of(u, id);
        if (w && w->nmade < min64(w->outer - 1, k->last) - id + 1) {
            k->w = w; /* fewer blocks with a struct than ids left in it */
            k->i = 0;
            k->id = id;
        }
    }
}

#ifndef NDEBUG
bool model_um_blocks_valid(const struct model_um *u, const struct model_block *b)
{
    const struct model_um_whole *w = whole_of(u, b->id);
    if (u->index.count > u->max_blocks)
        return false;
    if (!w)
        return true; /* a block reservations cover in part */
    uint64_t n = 0;
    for (size_t i = 0; i < w->nruns; i++) {
        if (w->runs[i].at != n || !w->runs[i].n)
            return false;
        n += w->runs[i].n;
    }
    return n == w->outer - w->first && w->nmade <= n && b->users == 1 &&
           b->npages == MODEL_PAGES_PER_BLOCK && b->order == whole_order(w, b->id);
}
#endif
