/* prefetch_manual.c: the `manual` launch-time prefetcher, the seed talk's
 * "Manual API Prefetch" (Unified Memory oversubscription talk: "Add
 * cudaMemPrefetchAsync before kernels are called", e.g. prefetch input,
 * output and weights, then cudnnConvolutionForward; up to 1.6x faster than
 * demand paging when oversubscribed). Just before each kernel, every range
 * it touches is prefetched to the GPU on the kernel's own stream, so the
 * kernel starts after its data arrived, and nothing else orders it. The
 * ranges become runs first (prefetch_runs.h: empty ones dropped,
 * overlapping ones merged, address order, one call per run). */
#include "prefetch_runs.h"

#include <assert.h>
#include <stdlib.h>

struct manual {
    const struct policy_env *env;
    struct prefetch_runs runs; /* scratch, reused every launch */
};

static void *manual_create(const struct policy_env *env, const uint64_t *values)
{
    (void)values;
    assert(env->prefetch);
    struct manual *m = calloc(1, sizeof *m);
    if (m)
        m->env = env;
    return m;
}

static void manual_destroy(void *self)
{
    struct manual *m = self;
    prefetch_runs_free(&m->runs);
    free(m);
}

static int manual_before_launch(void *self, const struct policy_launch *l)
{
    struct manual *m = self;
    if (prefetch_runs_set(&m->runs, l))
        return POLICY_NO_HOST_MEMORY;
    prefetch_runs_issue(m->env, &m->runs, l->stream, UINT64_MAX);
    return POLICY_OK;
}

static const struct policy_param manual_params[] = {{0}};

const struct policy_prefetcher policy_prefetch_manual = {
    .info = {.name = "manual",
             .summary = "prefetch every range a kernel touches on its stream just before it",
             .params = manual_params},
    .create = manual_create,
    .destroy = manual_destroy,
    .before_launch = manual_before_launch,
    .after_launch = NULL,
    .valid = NULL,
};
