/* registry.h: what the three policy families share inside policies/: each
 * family's name and NULL-terminated list of struct policy_info, in the
 * same order as its typed table in registry.c, so that lookup and spec
 * parsing are written once; the typed functions of policy.h
 * (policy_find_allocator, policy_parse_evictor, ...) are thin wrappers. */
#ifndef REGISTRY_H
#define REGISTRY_H

#include "policy.h"

#include <stddef.h>

struct policy_family {
    const char *name;                       /* as in "unknown NAME policy" */
    const struct policy_info *const *infos; /* NULL-terminated */
};

extern const struct policy_family policy_family_allocator, policy_family_prefetcher,
    policy_family_evictor;

/* The index of the policy called name in f, or -1. */
ptrdiff_t policy_family_find(const struct policy_family *f, const char *name);

/* Parse "name[:key=value,...]" against f: sets *index and fills values.
 * Returns 0, or -1 with a message in err. */
int policy_family_parse(const struct policy_family *f, const char *spec, size_t *index,
                        uint64_t values[POLICY_MAX_PARAMS], char *err, size_t errlen);

#endif
