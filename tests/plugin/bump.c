/* bump.c: a throwaway allocator policy for tests/test_plugin.c, which
 * copies it into a scratch tree's policies/ with one line in
 * policies/registry.c to show that a policy is one file: the registry's
 * property, parameter and out-of-memory tests and simrun take it up. It
 * is the simplest allocator that keeps policy.h's contract: it reserves
 * `chunk` bytes upstream at a time (a larger request gets its own
 * reservation) and hands out blocks one after another from the newest
 * reservation, never reusing freed memory; destroy gives everything back.
 * test_plugin.c also breaks it on purpose (the marked line), and the
 * property test must catch the overlapping blocks. */
#include "policy.h"
#include "u64map.h"

#include <assert.h>
#include <stdlib.h>

#define BUMP_ALIGN 256ull

static const struct policy_param bump_params[] = {
    {"chunk", 64ull << 20, 1ull << 20, 1ull << 40, "bytes reserved upstream at a time"},
    {0}};

struct reservation {
    uint64_t addr, size;
};

/* Invariants: live maps the address of every block handed out to its
 * size, and allocated is their sum; reserved is the sum of the nres
 * reservations; [next, end) is the unused tail of the newest one. */
struct bump {
    const struct policy_env *env;
    uint64_t chunk;
    struct reservation *res;
    size_t nres, capres;
    uint64_t next, end;
    struct u64map live;
    uint64_t allocated, reserved;
};

static void *bump_create(const struct policy_env *env, const uint64_t *values)
{
    struct bump *b = calloc(1, sizeof *b);
    if (!b)
        return NULL;
    b->env = env;
    b->chunk = values[0];
    u64map_init(&b->live);
    return b;
}

static void bump_destroy(void *self)
{
    struct bump *b = self;
    for (size_t i = 0; i < b->nres; i++)
        b->env->release(b->env->host, b->res[i].addr, b->res[i].size);
    u64map_free(&b->live);
    free(b->res);
    free(b);
}

/* A new reservation of at least size bytes for stream. */
static int bump_grow(struct bump *b, uint64_t size, uint32_t stream)
{
    if (b->nres == b->capres) {
        size_t cap = b->capres ? 2 * b->capres : 16;
        struct reservation *r = realloc(b->res, cap * sizeof *r);
        if (!r)
            return POLICY_NO_HOST_MEMORY;
        b->res = r;
        b->capres = cap;
    }
    uint64_t want = size > b->chunk ? size : b->chunk, addr;
    if (b->env->reserve(b->env->host, want, stream, &addr) != 0)
        return POLICY_NO_DEVICE_MEMORY;
    b->res[b->nres++] = (struct reservation){addr, want};
    b->reserved += want;
    b->next = addr;
    b->end = addr + want;
    return POLICY_OK;
}

static int bump_alloc(void *self, uint64_t size, uint32_t stream, uint64_t *addr)
{
    struct bump *b = self;
    if (size > UINT64_MAX / 2)
        return POLICY_NO_DEVICE_MEMORY;
    size = (size + BUMP_ALIGN - 1) & ~(BUMP_ALIGN - 1);
    if (u64map_reserve(&b->live, 1)) /* first: running out changes nothing */
        return POLICY_NO_HOST_MEMORY;
    int rc = b->end - b->next < size ? bump_grow(b, size, stream) : POLICY_OK;
    if (rc != POLICY_OK)
        return rc;
    *addr = b->next;
    b->next += size; /* the line test_plugin.c breaks */
    u64map_put(&b->live, *addr, size); /* reserved above */
    b->allocated += size;
    return POLICY_OK;
}

static int bump_free(void *self, uint64_t addr, uint32_t stream)
{
    struct bump *b = self;
    uint64_t size;
    (void)stream;
    if (!u64map_del(&b->live, addr, &size)) {
        assert(!"bump: free of an address that is not allocated");
        return POLICY_OK;
    }
    b->allocated -= size; /* never reused */
    return POLICY_OK;
}

static void bump_usage(const void *self, struct policy_usage *u, bool with_free)
{
    const struct bump *b = self;
    u->allocated = b->allocated;
    u->reserved = b->reserved;
    u->free_bytes = u->largest_free = with_free ? b->end - b->next : 0;
}

static bool bump_valid(const void *self)
{
    const struct bump *b = self;
    uint64_t pos = 0, key, size, live = 0, reserved = 0;
    while (u64map_next(&b->live, &pos, &key, &size))
        live += size;
    for (size_t i = 0; i < b->nres; i++)
        reserved += b->res[i].size;
    return live == b->allocated && reserved == b->reserved && b->next <= b->end &&
           b->allocated <= b->reserved;
}

const struct policy_allocator policy_bump = {
    .info = {.name = "bump",
             .summary = "a throwaway example: blocks one after another, memory never reused",
             .params = bump_params},
    .create = bump_create,
    .destroy = bump_destroy,
    .alloc = bump_alloc,
    .free = bump_free,
    .usage = bump_usage,
    .valid = bump_valid,
};
