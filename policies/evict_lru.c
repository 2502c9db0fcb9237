/* evict_lru.c: the `lru` evictor: the least recently *used* 2 MiB block
 * leaves first. A migration into a block and a kernel's access to it both
 * move it to the tail; the victim is the head. This is what the driver's
 * own TODO in pick_root_chunk_to_evict (uvm_pmm_gpu.c, "Bug 1765193: Move
 * the chunks to the tail of the used list whenever they get mapped")
 * points at, and what the lrm/lru comparison of the issue measures. */
#include "evict_lists.h"

static void *lru_create(const struct policy_env *env, const uint64_t *values)
{
    (void)env;
    (void)values;
    return evict_lists_new(1);
}

static int lru_migrated(void *self, uint64_t block, uint8_t tag)
{
    (void)tag;
    return evict_lists_move_tail(self, block, 0);
}

static int lru_accessed(void *self, uint64_t block)
{
    return evict_lists_move_tail(self, block, 0);
}

static const struct policy_param lru_params[] = {{0}};

const struct policy_evictor policy_evict_lru = {
    .info = {.name = "lru",
             .summary = "least recently used 2 MiB block first (migrations and accesses)",
             .params = lru_params},
    .create = lru_create,
    .destroy = evict_lists_destroy,
    .migrated = lru_migrated,
    .accessed = lru_accessed,
    .evicted = evict_lists_evicted,
    .victim = evict_lists_victim,
    .valid = evict_lists_valid,
    .each = evict_lists_each,
};
