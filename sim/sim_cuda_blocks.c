/* sim_cuda_blocks.c: the CUDA driver's 2 MiB blocks for requests under
 * 2 MiB (sim_cuda_blocks.h), as a chunk space over mirrored addresses. */
#include "sim_cuda_blocks.h"

#include <assert.h>
#include <string.h>

/* The space's address of real address a, and back: the block's base
 * mirrored, the offset kept (sim_cuda_blocks.h). */
static uint64_t mirror(uint64_t a)
{
    uint64_t offset = a & (SIM_CUDA_BLOCK - 1);
    return (0 - SIM_CUDA_BLOCK - (a - offset)) | offset;
}

/* The space's upstream: the block at c->newest (sim_cuda_blocks_alloc set
 * it). Unmapping one needs nothing. */
static int vblock_reserve(void *host, uint64_t size, uint32_t stream, uint64_t *addr)
{
    struct sim_cuda_blocks *c = host;
    (void)size, (void)stream;
    *addr = mirror(c->newest);
    return 0;
}

static void vblock_release(void *host, uint64_t addr, uint64_t size)
{
    (void)host, (void)addr, (void)size;
}

void sim_cuda_blocks_init(struct sim_cuda_blocks *c)
{
    memset(c, 0, sizeof *c);
    c->env = (struct policy_env){ .host = c, .reserve = vblock_reserve,
                                  .release = vblock_release };
    c->newest = UINT64_MAX;
    space_init(&c->space, &c->env);
}

void sim_cuda_blocks_free(struct sim_cuda_blocks *c)
{
    space_destroy(&c->space);
    memset(c, 0, sizeof *c);
}

int sim_cuda_blocks_alloc(struct sim_cuda_blocks *c, uint64_t size, uint64_t fresh,
                          uint64_t *addr)
{
    struct chunk_space *s = &c->space;
    struct stream_lists *l = NULL;
    if (space_prepare(s) || !(l = space_lists(s, 0)))
        return -1;
    struct freetree *t = &l->tree[0];
    uint64_t len = round_up_to(size, SIM_CUDA_GRANULE);
    struct chunk **link = tree_find(t, len), *ch;
    int mapped = !link;
    if (link) { /* the tightest run: the oldest block, the lowest start */
        ch = *link;
        tree_remove_at(t, link);
    } else {
        assert(fresh && fresh % SIM_CUDA_BLOCK == 0 && (!s->nsegments || fresh < c->newest));
        c->newest = fresh;
        ch = space_reserve(s, SIM_CUDA_BLOCK, 0, 0);
    }
    if (ch->size > len)
        tree_insert(t, space_split(s, ch, len));
    space_hand_out(s, ch);
    *addr = mirror(ch->addr);
    return mapped;
}

int sim_cuda_blocks_release(struct sim_cuda_blocks *c, uint64_t addr)
{
    struct chunk_space *s = &c->space;
    if (space_prepare(s))
        return -1;
    struct chunk *ch = space_take_back(s, mirror(addr));
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
    if (!space_valid(&c->space, SPACE_MERGED))
        return false;
    for (const struct segment *g = c->space.segments; g; g = g->next)
        if (g->size != SIM_CUDA_BLOCK || g->addr % SIM_CUDA_BLOCK || mirror(g->addr) < c->newest)
            return false;
    return true;
}
#endif
