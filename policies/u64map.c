/* u64map.c: open-addressing hash map uint64_t -> uint64_t (see u64map.h). */
#include "u64map.h"

#include <assert.h>
#include <stdlib.h>

void u64map_init(struct u64map *m)
{
    m->slots = NULL;
    m->cap = m->count = 0;
    m->has_empty_key = false;
    m->empty_key_val = 0;
}

void u64map_free(struct u64map *m)
{
    free(m->slots);
    u64map_init(m);
}

/* Rehash into a table of ncap slots (a power of two, >= 4 * count). */
static int rehash(struct u64map *m, uint64_t ncap)
{
    struct u64map_slot *ns = malloc(ncap * sizeof *ns);
    if (!ns)
        return -1;
    for (uint64_t i = 0; i < ncap; i++)
        ns[i].key = U64MAP_EMPTY;
    for (uint64_t i = 0; i < m->cap; i++) {
        if (m->slots[i].key == U64MAP_EMPTY)
            continue;
        uint64_t s = u64map_home(m->slots[i].key, ncap);
        while (ns[s].key != U64MAP_EMPTY)
            s = (s + 1) & (ncap - 1);
        ns[s] = m->slots[i];
    }
    free(m->slots);
    m->slots = ns;
    m->cap = ncap;
    return 0;
}

int u64map_grow(struct u64map *m, uint64_t n)
{
    uint64_t ncap = m->cap ? m->cap : 64;
    while ((m->count + n) * 4 > ncap)
        ncap *= 2;
    return ncap == m->cap ? 0 : rehash(m, ncap);
}

int u64map_put(struct u64map *m, uint64_t key, uint64_t val)
{
    if (key == U64MAP_EMPTY) {
        m->count += !m->has_empty_key;
        m->has_empty_key = true;
        m->empty_key_val = val;
        return 0;
    }
    /* grow for a new key only: overwriting one never fails */
    if ((m->count + 1) * 4 > m->cap && !u64map_get(m, key, NULL) &&
        rehash(m, m->cap ? m->cap * 2 : 64) != 0)
        return -1;
    uint64_t s = u64map_home(key, m->cap);
    while (m->slots[s].key != U64MAP_EMPTY && m->slots[s].key != key)
        s = (s + 1) & (m->cap - 1);
    if (m->slots[s].key == U64MAP_EMPTY)
        m->count++;
    m->slots[s].key = key;
    m->slots[s].val = val;
    return 0;
}

bool u64map_del(struct u64map *m, uint64_t key, uint64_t *val)
{
    if (key == U64MAP_EMPTY) {
        if (!m->has_empty_key)
            return false;
        if (val)
            *val = m->empty_key_val;
        m->has_empty_key = false;
        m->count--;
        return true;
    }
    if (m->cap == 0)
        return false;
    uint64_t mask = m->cap - 1, s = u64map_home(key, m->cap);
    while (m->slots[s].key != key) {
        if (m->slots[s].key == U64MAP_EMPTY)
            return false;
        s = (s + 1) & mask;
    }
    if (val)
        *val = m->slots[s].val;
    /* Backward-shift: pull later entries of the probe run into the hole
     * when their home slot is not cyclically in (hole, j]. */
    uint64_t hole = s;
    for (uint64_t j = (s + 1) & mask; m->slots[j].key != U64MAP_EMPTY; j = (j + 1) & mask) {
        uint64_t home = u64map_home(m->slots[j].key, m->cap);
        bool movable = (hole <= j) ? (home <= hole || home > j) : (home <= hole && home > j);
        if (movable) {
            m->slots[hole] = m->slots[j];
            hole = j;
        }
    }
    m->slots[hole].key = U64MAP_EMPTY;
    m->count--;
    return true;
}

bool u64map_next(const struct u64map *m, uint64_t *pos, uint64_t *key, uint64_t *val)
{
    for (; *pos < m->cap; ++*pos) {
        if (m->slots[*pos].key != U64MAP_EMPTY) {
            *key = m->slots[*pos].key;
            *val = m->slots[*pos].val;
            ++*pos;
            return true;
        }
    }
    if (*pos == m->cap && m->has_empty_key) {
        *key = U64MAP_EMPTY;
        *val = m->empty_key_val;
        ++*pos;
        return true;
    }
    return false;
}

#ifndef NDEBUG
bool u64map_valid(const struct u64map *m)
{
    if (m->cap & (m->cap - 1))
        return false;
    uint64_t n = m->has_empty_key;
    for (uint64_t i = 0; i < m->cap; i++) {
        uint64_t k = m->slots[i].key;
        if (k == U64MAP_EMPTY)
            continue;
        n++;
        /* reachable from its home slot without crossing an empty one */
        for (uint64_t s = u64map_home(k, m->cap); s != i; s = (s + 1) & (m->cap - 1))
            if (m->slots[s].key == U64MAP_EMPTY)
                return false;
    }
    return n == m->count && (m->count - m->has_empty_key) * 4 <= m->cap;
}
#endif
