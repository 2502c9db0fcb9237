/* u64map.h: the project's one hash map, from uint64_t keys to uint64_t
 * values. The allocator policies find a live block from the address the
 * host hands back on free (PyTorch keeps the same index, allocated_blocks,
 * in CUDACachingAllocator.cpp) and bestfit the stack of cached blocks of
 * one exact size; the simulator maps the trace's sparse ids (streams, CUDA
 * events, upstream reservations, managed blocks) to its own dense ones.
 *
 * Linear probing with backward-shift deletion (no tombstones), capacity a
 * power of two kept at most a quarter full, so lookups stay O(1) on average
 * whatever the order of inserts and removals. Every key may be stored: the
 * one value that marks an empty slot, U64MAP_EMPTY, lives beside the table.
 */
#ifndef U64MAP_H
#define U64MAP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define U64MAP_EMPTY UINT64_MAX

/* Invariants (u64map_valid): cap is 0 or a power of two; count <= cap / 4;
 * count is the number of keys stored, the table's plus has_empty_key; every
 * key k in the table sits in slot hash(k) or after it with no empty slot in
 * between. */
struct u64map_slot {
    uint64_t key;
    uint64_t val;
};
struct u64map {
    struct u64map_slot *slots; /* key and value side by side: one cache line */
    uint64_t cap;
    uint64_t count;
    bool has_empty_key; /* U64MAP_EMPTY is stored, with value empty_key_val */
    uint64_t empty_key_val;
};

void u64map_init(struct u64map *m);
void u64map_free(struct u64map *m);
/* Insert or overwrite. Returns 0, or -1 when a new key finds no host
 * memory (the map is then unchanged); overwriting never fails. */
int u64map_put(struct u64map *m, uint64_t key, uint64_t val);
/* Make room for n more keys: the next n puts cannot fail. Returns 0, or -1
 * when out of host memory (the map is then unchanged). Policies call it on
 * every operation, so the common case, room already there, is inline. */
int u64map_grow(struct u64map *m, uint64_t n);
static inline int u64map_reserve(struct u64map *m, uint64_t n)
{
    return m->cap && (m->count + n) * 4 <= m->cap ? 0 : u64map_grow(m, n);
}
/* The slot where key's probe starts (cap a power of two): Fibonacci
 * hashing, as addresses are multiples of 256 or 512 the multiply spreads
 * their high bits; the top bits are taken. */
static inline uint64_t u64map_home(uint64_t key, uint64_t cap)
{
    return (key * 0x9E3779B97F4A7C15ull) >> (64 - __builtin_ctzll(cap));
}
/* u64map_put of a key that is not present, after u64map_reserve made
 * room: it cannot fail, and the policies call it on every allocation, so
 * it is inline. */
static inline void u64map_add(struct u64map *m, uint64_t key, uint64_t val)
{
    if (key == U64MAP_EMPTY) {
        u64map_put(m, key, val);
        return;
    }
    uint64_t s = u64map_home(key, m->cap);
    while (m->slots[s].key != U64MAP_EMPTY)
        s = (s + 1) & (m->cap - 1);
    m->slots[s].key = key;
    m->slots[s].val = val;
    m->count++;
}
/* The slot that holds key (not U64MAP_EMPTY, which lives beside the
 * table), or m->cap when the table does not hold it. */
static inline uint64_t u64map_slot(const struct u64map *m, uint64_t key)
{
    if (m->cap == 0)
        return 0;
    uint64_t s = u64map_home(key, m->cap);
    while (m->slots[s].key != key) {
        if (m->slots[s].key == U64MAP_EMPTY)
            return m->cap;
        s = (s + 1) & (m->cap - 1);
    }
    return s;
}
/* Where key's value is stored, to read or overwrite in place (one probe
 * where u64map_get and u64map_put take two); NULL when key is absent.
 * Valid until the next put, add, del or grow. */
static inline uint64_t *u64map_find(struct u64map *m, uint64_t key)
{
    if (key == U64MAP_EMPTY)
        return m->has_empty_key ? &m->empty_key_val : NULL;
    uint64_t s = u64map_slot(m, key);
    return s < m->cap ? &m->slots[s].val : NULL;
}
/* Returns true and sets *val (if val is not NULL) when key is present. */
static inline bool u64map_get(const struct u64map *m, uint64_t key, uint64_t *val)
{
    if (key == U64MAP_EMPTY) {
        if (m->has_empty_key && val)
            *val = m->empty_key_val;
        return m->has_empty_key;
    }
    uint64_t s = u64map_slot(m, key);
    if (s >= m->cap)
        return false;
    if (val)
        *val = m->slots[s].val;
    return true;
}
/* Remove key; returns true and sets *val (if not NULL) when it was present. */
bool u64map_del(struct u64map *m, uint64_t key, uint64_t *val);
/* Every entry once, in no particular order: start with *pos = 0, call until it
 * returns false. Inserting or removing while iterating restarts nothing and
 * may skip or repeat entries. */
bool u64map_next(const struct u64map *m, uint64_t *pos, uint64_t *key, uint64_t *val);

#ifndef NDEBUG
bool u64map_valid(const struct u64map *m);
#endif

#endif
