/* model_evict_check.h: the debug check that an evictor's set is exactly the
 * set of VA blocks that hold a root chunk on the GPU.
 *
 * The Unified Memory engine tells its evictor (policies/policy.h, struct
 * policy_evictor) about every block that gains or loses its root chunk; if
 * a notification is lost or doubled, the evictor offers a victim that holds
 * nothing, or never offers one that does, and eviction order silently goes
 * wrong. model_um_valid calls model_evict_check after every operation in debug
 * builds. It lists the evictor's set through its `each` hook and compares it
 * with the engine's own record, given as a predicate and a count, so the
 * check needs nothing of the engine's data structures.
 */
#ifndef MODEL_EVICT_CHECK_H
#define MODEL_EVICT_CHECK_H

#include <stdbool.h>
#include <stdint.h>

#include "policy.h"

/* Whether block id holds a root chunk, as the engine records it. */
typedef bool (*model_evict_holds_fn)(const void *ctx, uint64_t block);

/* True iff the evictor ev (instance self) is consistent with the engine:
 *  - its own checker (ev->valid) passes, when it has one;
 *  - with `each`: every block it lists holds a chunk (holds(ctx, block)),
 *    none is listed twice, and it lists exactly nchunks blocks, so its set
 *    equals the set of the nchunks blocks holding a chunk;
 *  - its victim holds a chunk, and it has no victim when nchunks is 0 (the
 *    only test possible for an evictor without `each`).
 * O(n) time and a temporary set of n entries (n = the blocks listed); false
 * as well if that set cannot be allocated. */
bool model_evict_check(const struct policy_evictor *ev, void *self, model_evict_holds_fn holds,
                     const void *ctx, uint64_t nchunks);

#endif
