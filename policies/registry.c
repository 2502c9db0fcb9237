/* registry.c: the one table of each policy family, by name: allocators,
 * launch-time prefetchers and evictors.
 *
 * Adding a policy: write policies/NAME.c defining, for its family,
 *     const struct policy_allocator policy_NAME = { .info = {...}, ... };
 * (or struct policy_prefetcher / struct policy_evictor) and add one line
 * X(policy_NAME) to ALLOCATORS, PREFETCHERS or EVICTORS below
 * (docs/policies.md). */
#include "registry.h"

#include <string.h>

#define ALLOCATORS(X)    \
    X(policy_cuda)       \
    X(policy_bestfit)    \
    X(policy_bfc)        \
    X(policy_stream)     \
    X(policy_caching)    \
    X(policy_rmm_pool)   \
    X(policy_rmm_arena)  \
    X(policy_rmm_binning) \
    X(policy_cuda_async) \
    X(policy_torch_async) \
    X(policy_rmm_async)  \
    X(policy_cupy_async)

#define PREFETCHERS(X)         \
    X(policy_prefetch_none)    \
    X(policy_prefetch_manual)  \
    X(policy_prefetch_launch)  \
    X(policy_prefetch_lookahead)

#define EVICTORS(X)       \
    X(policy_evict_lrm)   \
    X(policy_evict_lru)   \
    X(policy_evict_tag)

/* For each family: declarations, the typed table, the info list (the same
 * entries' first member, struct policy_info) and the family record. */
#define DECLARE_ALLOCATOR(sym) extern const struct policy_allocator sym;
#define DECLARE_PREFETCHER(sym) extern const struct policy_prefetcher sym;
#define DECLARE_EVICTOR(sym) extern const struct policy_evictor sym;
ALLOCATORS(DECLARE_ALLOCATOR)
PREFETCHERS(DECLARE_PREFETCHER)
EVICTORS(DECLARE_EVICTOR)

#define ENTRY(sym) &sym,
#define INFO(sym) &sym.info,
const struct policy_allocator *const policy_allocators[] = {ALLOCATORS(ENTRY) NULL};
const struct policy_prefetcher *const policy_prefetchers[] = {PREFETCHERS(ENTRY) NULL};
const struct policy_evictor *const policy_evictors[] = {EVICTORS(ENTRY) NULL};
#define COUNT(table) (sizeof table / sizeof table[0] - 1)
const size_t policy_nallocators = COUNT(policy_allocators);
const size_t policy_nprefetchers = COUNT(policy_prefetchers);
const size_t policy_nevictors = COUNT(policy_evictors);

static const struct policy_info *const allocator_infos[] = {ALLOCATORS(INFO) NULL};
static const struct policy_info *const prefetcher_infos[] = {PREFETCHERS(INFO) NULL};
static const struct policy_info *const evictor_infos[] = {EVICTORS(INFO) NULL};

const struct policy_family policy_family_allocator = {"allocator", allocator_infos};
const struct policy_family policy_family_prefetcher = {"prefetch", prefetcher_infos};
const struct policy_family policy_family_evictor = {"eviction", evictor_infos};

ptrdiff_t policy_family_find(const struct policy_family *f, const char *name)
{
    for (ptrdiff_t i = 0; f->infos[i]; i++)
        if (strcmp(f->infos[i]->name, name) == 0)
            return i;
    return -1;
}

const struct policy_allocator *policy_find_allocator(const char *name)
{
    ptrdiff_t i = policy_family_find(&policy_family_allocator, name);
    return i < 0 ? NULL : policy_allocators[i];
}

const struct policy_prefetcher *policy_find_prefetcher(const char *name)
{
    ptrdiff_t i = policy_family_find(&policy_family_prefetcher, name);
    return i < 0 ? NULL : policy_prefetchers[i];
}

const struct policy_evictor *policy_find_evictor(const char *name)
{
    ptrdiff_t i = policy_family_find(&policy_family_evictor, name);
    return i < 0 ? NULL : policy_evictors[i];
}

int policy_parse_allocator(const char *spec, const struct policy_allocator **p,
                           uint64_t values[POLICY_MAX_PARAMS], char *err, size_t errlen)
{
    size_t i;
    if (policy_family_parse(&policy_family_allocator, spec, &i, values, err, errlen) != 0)
        return -1;
    *p = policy_allocators[i];
    return 0;
}

int policy_parse_prefetcher(const char *spec, const struct policy_prefetcher **p,
                            uint64_t values[POLICY_MAX_PARAMS], char *err, size_t errlen)
{
    size_t i;
    if (policy_family_parse(&policy_family_prefetcher, spec, &i, values, err, errlen) != 0)
        return -1;
    *p = policy_prefetchers[i];
    return 0;
}

int policy_parse_evictor(const char *spec, const struct policy_evictor **p,
                         uint64_t values[POLICY_MAX_PARAMS], char *err, size_t errlen)
{
    size_t i;
    if (policy_family_parse(&policy_family_evictor, spec, &i, values, err, errlen) != 0)
        return -1;
    *p = policy_evictors[i];
    return 0;
}
