/* u64map.h: an open-addressing hash map from uint64_t keys to uint64_t
 * values, used by the allocator policies to find a live block from the
 * address the host hands back on free (PyTorch keeps the same index,
 * allocated_blocks, in CUDACachingAllocator.cpp), and by bestfit to find
 * the stack of cached blocks of one exact size.
 *
 * Linear probing with backward-shift deletion (no tombstones), capacity a
 * power of two kept at most a quarter full, so lookups stay O(1) on average
 * whatever the order of inserts and removals.
 */
#ifndef U64MAP_H
#define U64MAP_H

#include <stdbool.h>
#include <stdint.h>

/* The one key value that cannot be stored: it marks an empty slot. */
#define U64MAP_EMPTY UINT64_MAX

/* Invariants: cap is 0 or a power of two; count <= cap / 4; every stored
 * key k sits in slot hash(k) or after it with no empty slot in between. */
struct u64map_slot {
    uint64_t key;
    uint64_t val;
};
struct u64map {
    struct u64map_slot *slots; /* key and value side by side: one cache line */
    uint64_t cap;
    uint64_t count;
};

void u64map_init(struct u64map *m);
void u64map_free(struct u64map *m);
/* Insert or overwrite. Returns 0, or -1 when out of host memory. */
int u64map_put(struct u64map *m, uint64_t key, uint64_t val);
/* Returns true and sets *val (if val is not NULL) when key is present. */
bool u64map_get(const struct u64map *m, uint64_t key, uint64_t *val);
/* Remove key; returns true and sets *val (if not NULL) when it was present. */
bool u64map_del(struct u64map *m, uint64_t key, uint64_t *val);

#endif
