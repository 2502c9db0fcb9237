/* overlap.c: a deliberately broken allocator for gpurun's --check test
 * (tests/gpu/run.sh). It places each buffer half a buffer after the previous
 * one inside one reservation, so consecutive live buffers overlap; gpurun
 * --check must fail on any trace with two live buffers. Linked only into
 * build/bin/gpurun-overlap as gpurun_test_allocator. */
#include <stdlib.h>

#include "policy.h"

struct overlap {
    const struct policy_env *env;
    uint64_t base, size, next, allocated;
};

static const struct policy_param overlap_params[] = { { 0 } };

static void *overlap_create(const struct policy_env *env, const uint64_t *values)
{
    (void)values;
    struct overlap *o = calloc(1, sizeof *o);
    if (o)
        o->env = env;
    return o;
}

static void overlap_destroy(void *self)
{
    struct overlap *o = self;
    if (o->size)
        o->env->release(o->env->host, o->base, o->size);
    free(o);
}

static int overlap_alloc(void *self, uint64_t size, uint32_t stream, uint64_t *addr)
{
    struct overlap *o = self;
    if (!o->size) {
        uint64_t want = size * 4 > (64u << 20) ? size * 4 : (64u << 20);
        if (o->env->reserve(o->env->host, want, stream, &o->base))
            return -1;
        o->size = want;
    }
    if (size > o->size)
        return -1;
    if (o->next + size > o->size)
        o->next = 0;
    *addr = o->base + o->next;
    o->next += (size / 2 + 511) & ~511ull; /* the bug: the next buffer starts inside this one */
    o->allocated += size;
    return 0;
}

static int overlap_free(void *self, uint64_t addr, uint32_t stream)
{
    (void)self;
    (void)addr;
    (void)stream;
    return POLICY_OK;
}

static void overlap_usage(const void *self, struct policy_usage *u, bool with_free)
{
    const struct overlap *o = self;
    (void)with_free;
    u->allocated = o->allocated;
    u->reserved = o->size;
    u->free_bytes = 0;
    u->largest_free = 0;
}

const struct policy_allocator gpurun_test_allocator = {
    .info = { .name = "overlap", .summary = "broken on purpose: overlapping buffers",
              .params = overlap_params },
    .create = overlap_create,
    .destroy = overlap_destroy,
    .alloc = overlap_alloc,
    .free = overlap_free,
    .usage = overlap_usage,
    .valid = NULL,
};
