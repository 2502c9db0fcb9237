/* sim_map.h: a small open-addressed hash map from uint64_t keys to uint64_t
 * values, for the simulator's sparse ids (streams, CUDA events, upstream
 * reservations), which the trace may number any way it likes.
 *
 * Linear probing in a power-of-two table kept at most half full; deletion
 * shifts the following entries back, so there are no tombstones and a
 * lookup stops at the first empty slot. Invariant (checked by
 * sim_map_valid in debug builds): count equals the used slots, and every
 * key is reachable from its home slot without crossing an empty slot.
 */
#ifndef SIM_MAP_H
#define SIM_MAP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct sim_map {
    uint64_t *keys;
    uint64_t *vals;
    uint8_t *used;
    size_t cap; /* power of two, or 0 before the first insert */
    size_t count;
};

void sim_map_init(struct sim_map *m);
void sim_map_free(struct sim_map *m);
/* The value slot of key, or NULL when absent. */
uint64_t *sim_map_get(const struct sim_map *m, uint64_t key);
/* The value slot of key, inserted with value def when absent; NULL only
 * when out of memory. The pointer is valid until the next insert. */
uint64_t *sim_map_put(struct sim_map *m, uint64_t key, uint64_t def);
/* Remove key; returns false when it was absent. */
bool sim_map_del(struct sim_map *m, uint64_t key);

#ifndef NDEBUG
bool sim_map_valid(const struct sim_map *m);
#endif

#endif
