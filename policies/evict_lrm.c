/* evict_lrm.c: the `lrm` evictor, the UVM driver's default: the least
 * recently *migrated* 2 MiB root chunk leaves first.
 *
 * NVIDIA open-gpu-kernel-modules, kernel-open/nvidia-uvm/uvm_pmm_gpu.c:
 * "All allocated user memory root chunks are tracked in an LRU list
 * (root_chunks.va_block_used). A root chunk is moved to the tail of that
 * list whenever any of its subchunks is allocated (unpinned) by a VA
 * block" (chunk_update_lists_locked: list_move_tail onto va_block_used),
 * and uvm_pmm_gpu_mark_root_chunk_used moves it to the tail again when
 * pages become resident in it (block_mark_memory_used in uvm_va_block.c).
 * pick_root_chunk_to_evict takes list_first_chunk of va_block_used, the
 * head; its "TODO: Bug 1765193: Move the chunks to the tail of the used
 * list whenever they get mapped" says accesses do not reorder the list. So
 * here a migration into a block moves it to the tail; accesses are
 * ignored; the victim is the head. (The driver first takes free root
 * chunks and those on va_block_unused, blocks with no resident pages left:
 * the host frees those without asking an evictor.) */
#include "evict_lists.h"

static void *lrm_create(const struct policy_env *env, const uint64_t *values)
{
    (void)env;
    (void)values;
    return evict_lists_new(1);
}

static int lrm_migrated(void *self, uint64_t block, uint8_t tag)
{
    (void)tag;
    return evict_lists_move_tail(self, block, 0);
}

static const struct policy_param lrm_params[] = {{0}};

const struct policy_evictor policy_evict_lrm = {
    .info = {.name = "lrm",
             .summary = "the driver's default: least recently migrated 2 MiB chunk first",
             .params = lrm_params},
    .create = lrm_create,
    .destroy = evict_lists_destroy,
    .migrated = lrm_migrated,
    .accessed = NULL,
    .evicted = evict_lists_evicted,
    .victim = evict_lists_victim,
    .valid = evict_lists_valid,
    .each = evict_lists_each,
};
