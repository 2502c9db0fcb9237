/* registry.c: the one table of allocator policies, by name.
 *
 * Adding a policy: write policies/NAME.c defining
 *     const struct policy_allocator policy_NAME = { .info = {...}, ... };
 * and add one line X(policy_NAME) to ALLOCATORS below (docs/policies.md). */
#include "policy.h"

#include <string.h>

#define ALLOCATORS(X)    \
    X(policy_cuda)       \
    X(policy_bestfit)    \
    X(policy_bfc)        \
    X(policy_stream)     \
    X(policy_caching)    \
    X(policy_rmm_pool)

#define DECLARE(sym) extern const struct policy_allocator sym;
ALLOCATORS(DECLARE)
#undef DECLARE

#define ENTRY(sym) &sym,
const struct policy_allocator *const policy_allocators[] = {ALLOCATORS(ENTRY) NULL};
#undef ENTRY

const struct policy_allocator *policy_find_allocator(const char *name)
{
    for (size_t i = 0; policy_allocators[i]; i++)
        if (strcmp(policy_allocators[i]->info.name, name) == 0)
            return policy_allocators[i];
    return NULL;
}
