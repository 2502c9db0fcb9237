/* sim_cuda_blocks.c: the CUDA driver's 2 MiB blocks for requests under
 * 2 MiB (sim_cuda_blocks.h). */
#include "sim_cuda_blocks.h"

#include <stdlib.h>
#include <string.h>

#define GRANULES ((uint32_t)(SIM_CUDA_BLOCK / SIM_CUDA_GRANULE))

void sim_cuda_blocks_init(struct sim_cuda_blocks *c)
{
    memset(c, 0, sizeof *c);
    u64map_init(&c->where);
}

void sim_cuda_blocks_free(struct sim_cuda_blocks *c)
{
    for (size_t i = 0; i < c->n; i++)
        free(c->b[i].free);
    free(c->b);
    u64map_free(&c->where);
    memset(c, 0, sizeof *c);
}

/* Room for need elements of elem bytes in *p (capacity *cap, doubling from
 * 4); -1 out of memory. */
static int reserve(void **p, size_t *cap, size_t need, size_t elem)
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

bool sim_cuda_blocks_packed(uint64_t size)
{
    return size && size < SIM_CUDA_BLOCK;
}

/* Take len granules from free run i of b; its start. */
static uint32_t take(struct sim_cuda_block *b, size_t i, uint32_t len)
{
    struct sim_cuda_run *r = &b->free[i];
    uint32_t start = r->start;
    r->start += len;
    r->len -= len;
    if (!r->len) {
        memmove(r, r + 1, (b->nfree - i - 1) * sizeof *r);
        b->nfree--;
    }
    b->live++;
    b->used += len;
    return start;
}

/* Give [start, start+len) back to b's free runs, merging neighbours; -1
 * out of memory. */
static int give(struct sim_cuda_block *b, uint32_t start, uint32_t len)
{
    size_t i = 0;
    while (i < b->nfree && b->free[i].start < start)
        i++;
    bool left = i > 0 && b->free[i - 1].start + b->free[i - 1].len == start;
    bool right = i < b->nfree && start + len == b->free[i].start;
    if (left && right) {
        b->free[i - 1].len += len + b->free[i].len;
        memmove(&b->free[i], &b->free[i + 1], (b->nfree - i - 1) * sizeof *b->free);
        b->nfree--;
    } else if (left) {
        b->free[i - 1].len += len;
    } else if (right) {
        b->free[i].start = start;
        b->free[i].len += len;
    } else {
        if (reserve((void **)&b->free, &b->capfree, b->nfree + 1, sizeof *b->free))
            return -1;
        memmove(&b->free[i + 1], &b->free[i], (b->nfree - i) * sizeof *b->free);
        b->free[i] = (struct sim_cuda_run){ start, len };
        b->nfree++;
    }
    b->live--;
    b->used -= len;
    return 0;
}

int sim_cuda_blocks_alloc(struct sim_cuda_blocks *c, uint64_t size, uint64_t fresh,
                          uint64_t *addr)
{
    uint32_t len = (uint32_t)((size + SIM_CUDA_GRANULE - 1) / SIM_CUDA_GRANULE);
    size_t bi = SIZE_MAX, ri = 0; /* the tightest run; the oldest block on a tie */
    for (size_t i = 0; i < c->n; i++)
        for (size_t k = 0; k < c->b[i].nfree; k++) {
            uint32_t l = c->b[i].free[k].len;
            if (l >= len && (bi == SIZE_MAX || l < c->b[bi].free[ri].len)) {
                bi = i;
                ri = k;
            }
        }
    if (bi != SIZE_MAX) {
        struct sim_cuda_block *b = &c->b[bi];
        *addr = b->base + (uint64_t)take(b, ri, len) * SIM_CUDA_GRANULE;
        return u64map_put(&c->where, *addr, len);
    }
    if (reserve((void **)&c->b, &c->cap, c->n + 1, sizeof *c->b))
        return -1;
    struct sim_cuda_block *b = &c->b[c->n];
    *b = (struct sim_cuda_block){ .id = c->next_id, .base = fresh };
    if (len < GRANULES) {
        if (reserve((void **)&b->free, &b->capfree, 1, sizeof *b->free))
            return -1;
        b->free[0] = (struct sim_cuda_run){ len, GRANULES - len };
        b->nfree = 1;
    }
    b->live = 1;
    b->used = len;
    if (u64map_put(&c->where, fresh, len)) {
        free(b->free);
        return -1;
    }
    *addr = fresh;
    c->n++;
    c->next_id++;
    return 1;
}

/* The live block holding addr, or NULL. */
static struct sim_cuda_block *block_of(const struct sim_cuda_blocks *c, uint64_t addr)
{
    uint64_t base = addr & ~(SIM_CUDA_BLOCK - 1);
    for (size_t i = 0; i < c->n; i++)
        if (c->b[i].base == base)
            return &c->b[i];
    return NULL;
}

int sim_cuda_blocks_release(struct sim_cuda_blocks *c, uint64_t addr)
{
    uint64_t v;
    if (!u64map_del(&c->where, addr, &v))
        return 0;
    uint32_t len = (uint32_t)v;
    struct sim_cuda_block *b = block_of(c, addr);
    if (!b)
        return 0; /* cannot happen: every placed address lies in a live block */
    if (b->live == 1) { /* its last allocation: the driver unmaps it */
        free(b->free);
        memmove(b, b + 1, (size_t)(c->b + c->n - b - 1) * sizeof *b);
        c->n--;
        return 1;
    }
    uint32_t start = (uint32_t)((addr - b->base) / SIM_CUDA_GRANULE);
    if (give(b, start, len)) { /* out of host memory: the granules stay taken */
        b->live--;
        return -1;
    }
    return 0;
}

#ifndef NDEBUG
bool sim_cuda_blocks_valid(const struct sim_cuda_blocks *c)
{
    uint64_t live = 0;
    for (size_t i = 0; i < c->n; i++) {
        const struct sim_cuda_block *b = &c->b[i];
        if (!b->live || (i && b->id <= c->b[i - 1].id) || b->id >= c->next_id ||
            b->base % SIM_CUDA_BLOCK)
            return false;
        for (size_t j = 0; j < i; j++)
            if (c->b[j].base == b->base)
                return false;
        uint64_t freeg = 0, end = 0;
        for (size_t k = 0; k < b->nfree; k++) {
            const struct sim_cuda_run *r = &b->free[k];
            if (!r->len || r->start + r->len > GRANULES || (k && r->start <= end))
                return false;
            end = r->start + r->len;
            freeg += r->len;
        }
        if (freeg + b->used != GRANULES)
            return false;
        live += b->live;
    }
    if (live != c->where.count)
        return false;
    uint64_t pos = 0, addr, len;
    while (u64map_next(&c->where, &pos, &addr, &len))
        if (!block_of(c, addr))
            return false;
    return u64map_valid(&c->where);
}
#endif
