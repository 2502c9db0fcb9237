/* cuda.c: the `cuda` allocator, no pool at all: every ALLOC is one
 * upstream reservation of exactly the requested size (cudaMalloc), every
 * FREE gives it back (cudaFree). It is the baseline the pools are compared
 * with (docs/policies.md): each call pays the upstream cost, and each
 * cudaFree synchronizes the device (cudaMalloc does not: measured,
 * docs/measurements.md section 23). */
#include "chunk.h"

#include <assert.h>
#include <stdlib.h>

/* Invariants: live maps each handed-out address to its size; allocated
 * and reserved both equal the sum of those sizes. */
struct cuda_pool {
    const struct policy_env *env;
    struct u64map live;
    uint64_t allocated;
};

static void *cuda_create(const struct policy_env *env, const uint64_t *values)
{
    (void)values;
    struct cuda_pool *p = malloc(sizeof *p);
    if (!p)
        return NULL;
    p->env = env;
    u64map_init(&p->live);
    p->allocated = 0;
    return p;
}

static void cuda_destroy(void *self)
{
    struct cuda_pool *p = self;
    for (uint64_t i = 0; i < p->live.cap; i++)
        if (p->live.slots[i].key != U64MAP_EMPTY)
            p->env->release(p->env->host, p->live.slots[i].key, p->live.slots[i].val);
    u64map_free(&p->live);
    free(p);
}

static int cuda_alloc(void *self, uint64_t size, uint32_t stream, uint64_t *addr)
{
    struct cuda_pool *p = self;
    if (u64map_reserve(&p->live, 1)) /* first: running out changes nothing */
        return POLICY_NO_HOST_MEMORY;
    if (p->env->reserve(p->env->host, size, stream, addr) != 0)
        return POLICY_NO_DEVICE_MEMORY;
    u64map_add(&p->live, *addr, size); /* reserved above; a new reservation */
    p->allocated += size;
    return POLICY_OK;
}

static int cuda_free(void *self, uint64_t addr, uint32_t stream)
{
    struct cuda_pool *p = self;
    uint64_t size;
    (void)stream;
    if (!u64map_del(&p->live, addr, &size)) {
        assert(!"cuda: free of an address that is not allocated");
        return POLICY_OK;
    }
    p->allocated -= size;
    p->env->release(p->env->host, addr, size);
    return POLICY_OK;
}

static void cuda_usage(const void *self, struct policy_usage *u, bool with_free)
{
    const struct cuda_pool *p = self;
    (void)with_free;
    u->allocated = u->reserved = p->allocated;
    u->free_bytes = u->largest_free = 0;
}

/* Every reservation is one live block: no free space to pin. The stream
 * is not kept (0). */
static void cuda_blocks(const void *self, void (*fn)(void *arg, const struct policy_block *b),
                        void *arg)
{
    const struct cuda_pool *p = self;
    uint64_t pos = 0, addr, size;
    while (u64map_next(&p->live, &pos, &addr, &size))
        fn(arg, &(struct policy_block){.seg_addr = addr, .seg_size = size, .addr = addr,
                                       .size = size, .start = addr, .live = true});
}

static bool cuda_valid(const void *self)
{
    const struct cuda_pool *p = self;
    uint64_t sum = 0, n = 0;
    for (uint64_t i = 0; i < p->live.cap; i++)
        if (p->live.slots[i].key != U64MAP_EMPTY) {
            sum += p->live.slots[i].val;
            n++;
        }
    return sum == p->allocated && n == p->live.count;
}

static const struct policy_param cuda_params[] = {{0}};

const struct policy_allocator policy_cuda = {
    .info = {.name = "cuda",
             .summary = "no pool: every alloc is cudaMalloc, every free cudaFree",
             .params = cuda_params},
    .create = cuda_create,
    .destroy = cuda_destroy,
    .alloc = cuda_alloc,
    .free = cuda_free,
    .usage = cuda_usage,
    .valid = cuda_valid,
    .blocks = cuda_blocks,
};
