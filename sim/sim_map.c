/* sim_map.c: the open-addressed uint64 -> uint64 map of sim_map.h. */
#include "sim_map.h"

#include <assert.h>
#include <stdlib.h>

void sim_map_init(struct sim_map *m)
{
    *m = (struct sim_map){ 0 };
}

void sim_map_free(struct sim_map *m)
{
    free(m->keys);
    free(m->vals);
    free(m->used);
    sim_map_init(m);
}

/* splitmix64's finalizer: spreads small consecutive ids over the table. */
static size_t home(const struct sim_map *m, uint64_t k)
{
    k ^= k >> 30;
    k *= 0xbf58476d1ce4e5b9ULL;
    k ^= k >> 27;
    k *= 0x94d049bb133111ebULL;
    k ^= k >> 31;
    return (size_t)k & (m->cap - 1);
}

uint64_t *sim_map_get(const struct sim_map *m, uint64_t key)
{
    if (m->cap == 0)
        return NULL;
    for (size_t i = home(m, key);; i = (i + 1) & (m->cap - 1)) {
        if (!m->used[i])
            return NULL;
        if (m->keys[i] == key)
            return &m->vals[i];
    }
}

static int grow(struct sim_map *m)
{
    size_t ncap = m->cap ? m->cap * 2 : 16;
    struct sim_map n = { .cap = ncap };
    n.keys = malloc(ncap * sizeof *n.keys);
    n.vals = malloc(ncap * sizeof *n.vals);
    n.used = calloc(ncap, 1);
    if (!n.keys || !n.vals || !n.used) {
        sim_map_free(&n);
        return -1;
    }
    for (size_t i = 0; i < m->cap; i++)
        if (m->used[i])
            *sim_map_put(&n, m->keys[i], m->vals[i]) = m->vals[i];
    sim_map_free(m);
    *m = n;
    return 0;
}

uint64_t *sim_map_put(struct sim_map *m, uint64_t key, uint64_t def)
{
    uint64_t *v = sim_map_get(m, key);
    if (v)
        return v;
    if (2 * (m->count + 1) > m->cap && grow(m))
        return NULL;
    size_t i = home(m, key);
    while (m->used[i])
        i = (i + 1) & (m->cap - 1);
    m->used[i] = 1;
    m->keys[i] = key;
    m->vals[i] = def;
    m->count++;
    return &m->vals[i];
}

bool sim_map_del(struct sim_map *m, uint64_t key)
{
    uint64_t *v = sim_map_get(m, key);
    if (!v)
        return false;
    size_t mask = m->cap - 1, i = (size_t)(v - m->vals);
    m->used[i] = 0;
    m->count--;
    /* Backward shift: move later entries of the run into the hole when
     * their home slot does not lie cyclically in (hole, j]. */
    for (size_t j = (i + 1) & mask; m->used[j]; j = (j + 1) & mask) {
        size_t h = home(m, m->keys[j]);
        bool stays = (i <= j) ? (i < h && h <= j) : (i < h || h <= j);
        if (stays)
            continue;
        m->keys[i] = m->keys[j];
        m->vals[i] = m->vals[j];
        m->used[i] = 1;
        m->used[j] = 0;
        i = j;
    }
    return true;
}

#ifndef NDEBUG
bool sim_map_valid(const struct sim_map *m)
{
    size_t n = 0;
    for (size_t i = 0; i < m->cap; i++) {
        if (!m->used[i])
            continue;
        n++;
        for (size_t j = home(m, m->keys[i]); j != i; j = (j + 1) & (m->cap - 1))
            if (!m->used[j])
                return false;
    }
    return n == m->count && (m->cap == 0 || 2 * m->count <= m->cap);
}
#endif
