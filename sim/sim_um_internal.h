/* sim_um_internal.h: what the engine's files (sim_um.c, sim_um_host.c,
 * sim_um_kernel.c, sim_um_harness.c) share beyond sim_um.h: the blocks and
 * their bookkeeping. Nothing outside sim_um*.c includes it. */
#ifndef SIM_UM_INTERNAL_H
#define SIM_UM_INTERNAL_H

#include "sim_um.h"

#include <math.h>

#define PAGE SIM_PAGE_SIZE
#define BLOCK ((uint64_t)SIM_BLOCK_SIZE)

static inline uint64_t max64(uint64_t a, uint64_t b)
{
    return a > b ? a : b;
}

static inline uint64_t min64(uint64_t a, uint64_t b)
{
    return a < b ? a : b;
}

static inline uint64_t curve(const struct sim_curve *c, uint64_t bytes)
{
    return bytes ? (uint64_t)llround(sim_curve_ns(c, bytes)) : 0;
}

static inline uint64_t pages_bytes(const struct sim_pages *p)
{
    return (uint64_t)sim_pages_count(p) * PAGE;
}

static inline struct sim_block *block_at(struct sim_um *u, uint64_t slot)
{
    return &u->blocks[slot];
}

/* The slot of block id, or UINT64_MAX when it is not managed memory. */
static inline uint64_t block_find(const struct sim_um *u, uint64_t id)
{
    const uint64_t *s = sim_map_get(&u->index, id);
    return s ? *s : UINT64_MAX;
}

/* Block id (address >> 21) of live managed memory, or NULL. */
struct sim_block *sim_um_block(const struct sim_um *u, uint64_t id);
/* The harness's view: block b counted resident (on) or not, as its
 * evictor is told; access: a kernel touches it (sim_um_harness.c). */
void sim_um_harness_set(struct sim_um *u, struct sim_block *b, bool on, bool access);

/* b leaves its 2 MiB chunk, and the evictor, once none of its pages is on the GPU. */
static inline void block_drop_chunk(struct sim_um *u, struct sim_block *b)
{
    if (b->chunk && sim_pages_empty(&b->gpu)) {
        b->chunk = false;
        u->chunks--;
        u->ev->evicted(u->ev_self, b->id);
    }
}

/* Debug accounting (sim_um_valid: bytes moved equal the pages that changed
 * place): BEGIN_CHANGE saves a block's copies, END_CHANGE counts the pages
 * that gained a GPU copy while they had a CPU one (a transfer to the GPU)
 * and the reverse. Pages gaining a copy from nowhere are zero-filled or
 * first touched, and move nothing. */
#ifndef NDEBUG
#define BEGIN_CHANGE(b) struct sim_pages og_ = (b)->gpu, oc_ = (b)->cpu
#define END_CHANGE(u, b) account((u), (b), &og_, &oc_)
static inline void account(struct sim_um *u, const struct sim_block *b, const struct sim_pages *og,
                    const struct sim_pages *oc)
{
    struct sim_pages x;
    sim_pages_andnot(&x, &b->gpu, og);
    sim_pages_and(&x, &x, oc);
    u->dbg_h2d_pages += sim_pages_count(&x);
    sim_pages_andnot(&x, &b->cpu, oc);
    sim_pages_and(&x, &x, og);
    u->dbg_d2h_pages += sim_pages_count(&x);
}
#else
#define BEGIN_CHANGE(b) ((void)0)
#define END_CHANGE(u, b) ((void)0)
#endif

/* Pages of b leave the GPU (gone: neither copy is kept anywhere else). */
static inline void block_set_gpu(struct sim_um *u, struct sim_block *b, const struct sim_pages *gpu)
{
    u->gpu_pages -= sim_pages_count(&b->gpu);
    b->gpu = *gpu;
    u->gpu_pages += sim_pages_count(&b->gpu);
    if (SIM_UM_RESIDENT_BYTES(u) > u->s.peak_resident_bytes)
        u->s.peak_resident_bytes = SIM_UM_RESIDENT_BYTES(u);
}

/* The time to give b's thrashing state: t, or later if the block has seen a
 * later time (a fault window may end past the moment the host acts next). */
static inline uint64_t thr_time(struct sim_block *b, uint64_t t)
{
    if (t > b->thr_t)
        b->thr_t = t;
    return b->thr_t;
}

/* The pages of block b inside [addr, addr+len). */
static inline void range_pages(const struct sim_block *b, uint64_t addr, uint64_t len,
                        struct sim_pages *out)
{
    uint64_t b0 = b->id << SIM_BLOCK_SHIFT;
    uint64_t lo = max64(addr, b0), hi = min64(addr + len, b0 + BLOCK);
    sim_pages_range(out, (unsigned)((lo - b0) / PAGE), (unsigned)((hi - b0 + PAGE - 1) / PAGE));
    sim_pages_and(out, out, &b->valid);
}

/* Call fn for every managed block overlapping [addr, addr+len). */
#define FOR_BLOCKS(u, addr, len, b)                                                 \
    for (uint64_t id_ = (addr) >> SIM_BLOCK_SHIFT,                                \
                  last_ = (len) ? ((addr) + (len) - 1) >> SIM_BLOCK_SHIFT : 0,    \
                  slot_;                                                          \
         (len) && id_ <= last_; id_++)                                            \
        if ((slot_ = block_find((u), id_)) != UINT64_MAX &&                       \
            ((b) = block_at((u), slot_)) != NULL)

#endif
