/* cupy_pool.h: CuPy's best-fit-with-coalescing memory pool, shared by the
 * `bfc` policy (one arena for all streams) and the `stream` policy (CuPy's
 * real per-stream arenas). See cupy_pool.c for the rules and sources. */
#ifndef CUPY_POOL_H
#define CUPY_POOL_H

#include "policy.h"

/* Parameter rows shared by both policies (round), in this order. */
extern const struct policy_param cupy_pool_params[];

void *cupy_pool_create(const struct policy_env *env, const uint64_t *values, bool per_stream);
void cupy_pool_destroy(void *self);
int cupy_pool_alloc(void *self, uint64_t size, uint32_t stream, uint64_t *addr);
int cupy_pool_free(void *self, uint64_t addr, uint32_t stream);
void cupy_pool_usage(const void *self, struct policy_usage *u, bool with_free);
bool cupy_pool_valid(const void *self);

#endif
