/* model_um_internal.h: what the engine's files (model_um.c, model_um_blocks.c,
 * model_um_host.c, model_um_kernel.c, model_um_harness.c) share beyond
 * model_um.h: the blocks and their bookkeeping. Nothing outside model_um*.c
 * includes it. */
#ifndef MODEL_UM_INTERNAL_H
#define MODEL_UM_INTERNAL_H

#include "model_um.h"
#include "model_sat.h"

#include <math.h>

#define PAGE MODEL_PAGE_SIZE
#define BLOCK ((uint64_t)MODEL_BLOCK_SIZE)

static inline uint64_t max64(uint64_t a, uint64_t b)
{
    return a > b ? a : b;
}

static inline uint64_t min64(uint64_t a, uint64_t b)
{
    return a < b ? a : b;
}

static inline uint64_t curve(const struct model_curve *c, uint64_t bytes)
{
    return bytes ? model_ns(model_curve_ns(c, bytes)) : 0;
}

static inline uint64_t pages_bytes(const struct model_pages *p)
{
    return (uint64_t)model_pages_count(p) * PAGE;
}

/* Tell the watcher of a copy [start, end) (model_um_watch). */
static inline void watch_copy(struct model_um *u, bool h2d, enum model_cause cause,
                              uint64_t start, uint64_t end, uint64_t bytes)
{
    if (u->watch.copy)
        u->watch.copy(u->watch.ctx, h2d, cause, start, end, bytes);
}

static inline struct model_block *block_at(struct model_um *u, uint64_t slot)
{
    return &u->blocks[slot];
}

/* The slot of block id when it has a struct, else UINT64_MAX. */
static inline uint64_t block_find(const struct model_um *u, uint64_t id)
{
    uint64_t slot;
    return u64map_get(&u->index, id, &slot) ? slot : UINT64_MAX;
}

/* The slot of block id (address >> 21), its struct made if it is live
 * managed memory without one yet; UINT64_MAX when it is not managed
 * memory, or when out of host memory or past MODEL_UM_MAX_BLOCKS (oom or
 * too_many set) (model_um_blocks.c). */
uint64_t model_um_block_get(struct model_um *u, uint64_t id);
void model_um_blocks_free(struct model_um *u);
#ifndef NDEBUG
/* b's reservation holds the order number and state it was made with. */
bool model_um_blocks_valid(const struct model_um *u, const struct model_block *b);
#endif
/* The harness's view: block b counted resident (on) or not, as its
 * evictor is told; access: a kernel touches it (model_um_harness.c). */
void model_um_harness_set(struct model_um *u, struct model_block *b, bool on, bool access);

/* b leaves its 2 MiB chunk, and the evictor, once none of its pages is on the GPU. */
static inline void block_drop_chunk(struct model_um *u, struct model_block *b)
{
    if (b->chunk && model_pages_empty(&b->gpu)) {
        b->chunk = false;
        u->chunks--;
        u->ev->evicted(u->ev_self, b->id);
    }
}

/* Debug accounting (model_um_valid: bytes moved equal the pages that changed
 * place): BEGIN_CHANGE saves a block's copies, END_CHANGE counts the pages
 * that gained a GPU copy while they had a CPU one (a transfer to the GPU)
 * and the reverse. Pages gaining a copy from nowhere are zero-filled or
 * first touched, and move nothing. */
#ifndef NDEBUG
#define BEGIN_CHANGE(b) struct model_pages og_ = (b)->gpu, oc_ = (b)->cpu
#define END_CHANGE(u, b) account((u), (b), &og_, &oc_)
static inline void account(struct model_um *u, const struct model_block *b, const struct model_pages *og,
                    const struct model_pages *oc)
{
    struct model_pages x;
    model_pages_andnot(&x, &b->gpu, og);
    model_pages_and(&x, &x, oc);
    u->dbg_h2d_pages += model_pages_count(&x);
    model_pages_andnot(&x, &b->cpu, oc);
    model_pages_and(&x, &x, og);
    u->dbg_d2h_pages += model_pages_count(&x);
}
#else
#define BEGIN_CHANGE(b) ((void)0)
#define END_CHANGE(u, b) ((void)0)
#endif

/* Pages of b leave the GPU (gone: neither copy is kept anywhere else). */
static inline void block_set_gpu(struct model_um *u, struct model_block *b, const struct model_pages *gpu)
{
    u->gpu_pages -= model_pages_count(&b->gpu);
    b->gpu = *gpu;
    u->gpu_pages += model_pages_count(&b->gpu);
    if (MODEL_UM_RESIDENT_BYTES(u) > u->s.peak_resident_bytes)
        u->s.peak_resident_bytes = MODEL_UM_RESIDENT_BYTES(u);
}

/* The time to give b's thrashing state: t, or later if the block has seen a
 * later time (a fault window may end past the moment the host acts next). */
static inline uint64_t thr_time(struct model_block *b, uint64_t t)
{
    if (t > b->thr_t)
        b->thr_t = t;
    return b->thr_t;
}

/* The pages of block b inside [addr, addr+len). */
static inline void range_pages(const struct model_block *b, uint64_t addr, uint64_t len,
                        struct model_pages *out)
{
    uint64_t b0 = b->id << MODEL_BLOCK_SHIFT;
    uint64_t lo = max64(addr, b0), hi = min64(addr + len, b0 + BLOCK);
    model_pages_range(out, (unsigned)((lo - b0) / PAGE), (unsigned)((hi - b0 + PAGE - 1) / PAGE));
    model_pages_and(out, out, &b->valid);
}

/* A walk over the managed blocks of a range (FOR_BLOCKS). */
struct model_um_walk {
    uint64_t id, last;            /* the next block id to look at; the range's last */
    bool make;                    /* make the structs of blocks without one */
    struct model_um_whole *w;     /* without make: a reservation walked by its */
    size_t i;                     /* list of blocks with a struct, the next of it */
};

static inline struct model_um_walk model_um_walk_begin(uint64_t addr, uint64_t len, bool make)
{
    return (struct model_um_walk){ .id = len ? addr >> MODEL_BLOCK_SHIFT : 1,
                                   .last = len ? (addr + len - 1) >> MODEL_BLOCK_SHIFT : 0,
                                   .make = make };
}

/* The walk's next block, or NULL at its end (model_um_blocks.c). */
struct model_block *model_um_walk_next(struct model_um *u, struct model_um_walk *k);

/* b: every managed block overlapping [addr, addr+len), made first when
 * make is true (an operation that changes it). Without make only the
 * blocks with a struct, those without standing for blocks untouched (every
 * page resident nowhere, no advice); then the walk costs the blocks with a
 * struct, not the range. In id order, except without make inside a
 * reservation whose blocks mostly have none. */
#define FOR_BLOCKS(u, addr, len, make, b)                                         \
    for (struct model_um_walk walk_ = model_um_walk_begin((addr), (len), (make)); \
         ((b) = model_um_walk_next((u), &walk_)) != NULL;)

#endif
