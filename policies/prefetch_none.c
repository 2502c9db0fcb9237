/* prefetch_none.c: the `none` launch-time prefetcher: the runtime
 * prefetches nothing, so kernels fault their data in on demand (plus
 * whatever the fault-time prefetcher adds). The baseline the others are
 * compared with (docs/policies.md). */
#include "policy.h"

static char none_instance; /* no state; any non-NULL pointer will do */

static void *none_create(const struct policy_env *env, const uint64_t *values)
{
    (void)env;
    (void)values;
    return &none_instance;
}

static void none_destroy(void *self)
{
    (void)self;
}

static int none_before_launch(void *self, const struct policy_launch *l)
{
    (void)self;
    (void)l;
    return POLICY_OK;
}

static const struct policy_param none_params[] = {{0}};

const struct policy_prefetcher policy_prefetch_none = {
    .info = {.name = "none", .summary = "no launch-time prefetch: demand paging", .params = none_params},
    .create = none_create,
    .destroy = none_destroy,
    .before_launch = none_before_launch,
    .after_launch = NULL,
    .valid = NULL,
};
