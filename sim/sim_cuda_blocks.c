/* sim_cuda_blocks.c: the CUDA driver's 2 MiB blocks for requests under
 * 2 MiB (sim_cuda_blocks.h), as a chunk space over virtual blocks. */
#include "sim_cuda_blocks.h"

#include <string.h>

#define BLOCK_BITS 21 /* SIM_CUDA_BLOCK = 1 << BLOCK_BITS */

/* The space's upstream: block next_id, at a virtual address; its real one
 * is c->fresh (sim_cuda_blocks_alloc reserved the maps' slots). */
static int vblock_reserve(void *host, uint64_t size, uint32_t stream, uint64_t *addr)
{
    struct sim_cuda_blocks *c = host;
    (void)size, (void)stream;
    uint64_t id = c->next_id++;
    u64map_put(&c->base, id, c->fresh);
    u64map_put(&c->block_of, c->fresh, id);
    *addr = id << BLOCK_BITS;
    return 0;
}

static void vblock_release(void *host, uint64_t addr, uint64_t size)
{
    struct sim_cuda_blocks *c = host;
    uint64_t real;
    (void)size;
    if (u64map_del(&c->base, addr >> BLOCK_BITS, &real))
        u64map_del(&c->block_of, real, NULL);
}

void sim_cuda_blocks_init(struct sim_cuda_blocks *c)
{
    memset(c, 0, sizeof *c);
    c->env = (struct policy_env){ .host = c, .reserve = vblock_reserve,
                                  .release = vblock_release };
    space_init(&c->space, &c->env);
    u64map_init(&c->base);
    u64map_init(&c->block_of);
}

void sim_cuda_blocks_free(struct sim_cuda_blocks *c)
{
    space_destroy(&c->space);
    u64map_free(&c->base);
    u64map_free(&c->block_of);
    memset(c, 0, sizeof *c);
}

bool sim_cuda_blocks_packed(uint64_t size)
{
    return size && size < SIM_CUDA_BLOCK;
}

/* The real address of virtual address v (in a live block). */
static uint64_t real_of(const struct sim_cuda_blocks *c, uint64_t v)
{
    uint64_t real = 0;
    u64map_get(&c->base, v >> BLOCK_BITS, &real);
    return real + (v & (SIM_CUDA_BLOCK - 1));
}

int sim_cuda_blocks_alloc(struct sim_cuda_blocks *c, uint64_t size, uint64_t fresh,
                          uint64_t *addr)
{
    struct chunk_space *s = &c->space;
    struct stream_lists *l = NULL;
    if (space_prepare(s) || u64map_reserve(&c->base, 1) || u64map_reserve(&c->block_of, 1) ||
        !(l = space_lists(s, 0)))
        return -1;
    struct freetree *t = &l->tree[0];
    uint64_t len = round_up_to(size, SIM_CUDA_GRANULE);
    struct chunk **link = tree_find(t, len), *ch;
    int mapped = !link;
    if (link) { /* the tightest run: the oldest block, the lowest start */
        ch = *link;
        tree_remove_at(t, link);
    } else {
        c->fresh = fresh;
        ch = space_reserve(s, SIM_CUDA_BLOCK, 0, 0);
    }
    if (ch->size > len)
        tree_insert(t, space_split(s, ch, len));
    space_hand_out(s, ch);
    *addr = real_of(c, ch->addr);
    return mapped;
}

int sim_cuda_blocks_release(struct sim_cuda_blocks *c, uint64_t addr)
{
    struct chunk_space *s = &c->space;
    uint64_t id;
    if (!u64map_get(&c->block_of, addr & ~(SIM_CUDA_BLOCK - 1), &id))
        return 0;
    if (space_prepare(s))
        return -1;
    struct chunk *ch = space_take_back(s, (id << BLOCK_BITS) | (addr & (SIM_CUDA_BLOCK - 1)));
    if (!ch)
        return 0;
    /* the lists exist: the alloc that placed addr made them */
    ch = space_coalesce_into(s, ch, &space_lists(s, 0)->tree[0]);
    if (!chunk_unsplit(ch))
        return 0;
    space_release(s, ch); /* its last allocation: the driver unmaps it */
    return 1;
}

#ifndef NDEBUG
bool sim_cuda_blocks_valid(const struct sim_cuda_blocks *c)
{
    if (!space_valid(&c->space, SPACE_MERGED) || c->base.count != c->space.nsegments ||
        c->block_of.count != c->space.nsegments)
        return false;
    for (const struct segment *g = c->space.segments; g; g = g->next) {
        uint64_t id = g->addr >> BLOCK_BITS, real, back;
        if (g->size != SIM_CUDA_BLOCK || g->addr % SIM_CUDA_BLOCK || id >= c->next_id ||
            !u64map_get(&c->base, id, &real) || real % SIM_CUDA_BLOCK ||
            !u64map_get(&c->block_of, real, &back) || back != id)
            return false;
    }
    return u64map_valid(&c->base) && u64map_valid(&c->block_of);
}
#endif
