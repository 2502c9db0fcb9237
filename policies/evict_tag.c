/* evict_tag.c: the `tag` evictor, the "smart eviction" the seed talk
 * suggests ("Smart evictions: Activation's only", Unified Memory
 * oversubscription talk; docs/policies.md): data a framework can
 * recompute or will not touch again soon leaves before the model's state.
 *
 * Each block belongs to the class of the buffer whose pages last migrated
 * into it (the tag given to `migrated`, docs/trace-format.md's buffer tags):
 *   class 0, evicted first:  activation (2), input (6);
 *   class 1:                 other (0), workspace (5), output (7), and any
 *                            unknown tag;
 *   class 2, evicted last:   weight (1), gradient (3), optimizer state (4).
 * Within a class the order is the driver's: least recently migrated first
 * (see evict_lrm.c); accesses are ignored. A block that migrates again
 * moves to the tail of its (possibly new) class. No parameters. */
#include "evict_lists.h"

static void *tag_create(const struct policy_env *env, const uint64_t *values)
{
    (void)env;
    (void)values;
    return evict_lists_new(3);
}

static unsigned tag_class(uint8_t tag)
{
    switch (tag) {
    case 2: /* activation */
    case 6: /* input */
        return 0;
    case 1: /* weight */
    case 3: /* gradient */
    case 4: /* optimizer state */
        return 2;
    default: /* other, workspace, output */
        return 1;
    }
}

static int tag_migrated(void *self, uint64_t block, uint8_t tag)
{
    return evict_lists_move_tail(self, block, tag_class(tag));
}

static const struct policy_param tag_params[] = {{0}};

const struct policy_evictor policy_evict_tag = {
    .info = {.name = "tag",
             .summary = "activations and inputs first, then other, then weights/gradients/optimizer; "
                        "least recently migrated within each",
             .params = tag_params},
    .create = tag_create,
    .destroy = evict_lists_destroy,
    .migrated = tag_migrated,
    .accessed = NULL,
    .evicted = evict_lists_evicted,
    .victim = evict_lists_victim,
    .valid = evict_lists_valid,
    .each = evict_lists_each,
};
