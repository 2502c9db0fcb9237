/* evict_lists.c: ordered lists of resident 2 MiB blocks with O(1) move to
 * tail, removal and head, for the evictors (see evict_lists.h). */
#include "evict_lists.h"

#include <stdlib.h>

struct evict_lists *evict_lists_new(unsigned nlists)
{
    if (nlists == 0 || nlists > EVICT_LISTS_MAX)
        return NULL;
    struct evict_lists *e = calloc(1, sizeof *e);
    if (!e)
        return NULL;
    u64map_init(&e->index);
    e->free_head = EVICT_NIL;
    e->nlists = nlists;
    for (unsigned i = 0; i < EVICT_LISTS_MAX; i++)
        e->lists[i] = (struct evict_list){EVICT_NIL, EVICT_NIL, 0};
    return e;
}

void evict_lists_destroy(void *self)
{
    struct evict_lists *e = self;
    u64map_free(&e->index);
    free(e->nodes);
    free(e);
}

static void unlink_node(struct evict_lists *e, uint32_t i)
{
    struct evict_node *n = &e->nodes[i];
    struct evict_list *l = &e->lists[n->list];
    if (n->prev != EVICT_NIL)
        e->nodes[n->prev].next = n->next;
    else
        l->head = n->next;
    if (n->next != EVICT_NIL)
        e->nodes[n->next].prev = n->prev;
    else
        l->tail = n->prev;
    l->count--;
}

static void append_node(struct evict_lists *e, uint32_t i, unsigned list)
{
    struct evict_node *n = &e->nodes[i];
    struct evict_list *l = &e->lists[list];
    n->list = (uint8_t)list;
    n->next = EVICT_NIL;
    n->prev = l->tail;
    if (l->tail != EVICT_NIL)
        e->nodes[l->tail].next = i;
    else
        l->head = i;
    l->tail = i;
    l->count++;
}

/* A node for a new block, or EVICT_NIL when out of host memory (or of node
 * indices). */
static uint32_t take_node(struct evict_lists *e)
{
    if (e->free_head != EVICT_NIL) {
        uint32_t i = e->free_head;
        e->free_head = e->nodes[i].next;
        return i;
    }
    if (e->used == e->cap) {
        uint32_t cap = e->cap ? e->cap * 2 : 64;
        if (cap <= e->cap || cap == EVICT_NIL)
            return EVICT_NIL;
        struct evict_node *n = realloc(e->nodes, (size_t)cap * sizeof *n);
        if (!n)
            return EVICT_NIL;
        e->nodes = n;
        e->cap = cap;
    }
    return e->used++;
}

int evict_lists_move_tail(struct evict_lists *e, uint64_t block, unsigned list)
{
    uint64_t v;
    if (u64map_get(&e->index, block, &v)) {
        unlink_node(e, (uint32_t)v);
        append_node(e, (uint32_t)v, list);
        return POLICY_OK;
    }
    /* the map's room first: a node once taken is not given back */
    uint32_t i = u64map_reserve(&e->index, 1) ? EVICT_NIL : take_node(e);
    if (i == EVICT_NIL)
        return POLICY_NO_HOST_MEMORY;
    u64map_put(&e->index, block, i); /* reserved above */
    e->nodes[i].block = block;
    append_node(e, i, list);
    return POLICY_OK;
}

void evict_lists_evicted(void *self, uint64_t block)
{
    struct evict_lists *e = self;
    uint64_t v;
    if (!u64map_del(&e->index, block, &v))
        return; /* never reported resident: nothing to forget */
    unlink_node(e, (uint32_t)v);
    e->nodes[v].next = e->free_head;
    e->free_head = (uint32_t)v;
}

int evict_lists_victim(void *self, uint64_t *block)
{
    struct evict_lists *e = self;
    for (unsigned l = 0; l < e->nlists; l++)
        if (e->lists[l].head != EVICT_NIL) {
            *block = e->nodes[e->lists[l].head].block;
            return 0;
        }
    return -1;
}

void evict_lists_each(const void *self, void (*fn)(void *arg, uint64_t block), void *arg)
{
    const struct evict_lists *e = self;
    for (unsigned l = 0; l < e->nlists; l++)
        for (uint32_t i = e->lists[l].head; i != EVICT_NIL; i = e->nodes[i].next)
            fn(arg, e->nodes[i].block);
}

bool evict_lists_valid(const void *self)
{
    const struct evict_lists *e = self;
    uint64_t total = 0;
    for (unsigned l = 0; l < e->nlists; l++) {
        const struct evict_list *L = &e->lists[l];
        uint64_t n = 0;
        uint32_t prev = EVICT_NIL;
        for (uint32_t i = L->head; i != EVICT_NIL; i = e->nodes[i].next) {
            if (i >= e->used || n > e->used)
                return false; /* out of range, or a cycle */
            const struct evict_node *node = &e->nodes[i];
            uint64_t v;
            /* the map points back at this node: no block twice */
            if (node->list != l || node->prev != prev || !u64map_get(&e->index, node->block, &v)
                || v != i)
                return false;
            prev = i;
            n++;
        }
        if (L->tail != prev || n != L->count)
            return false;
        total += n;
    }
    for (unsigned l = e->nlists; l < EVICT_LISTS_MAX; l++)
        if (e->lists[l].count || e->lists[l].head != EVICT_NIL)
            return false;
    uint64_t nfree = 0;
    for (uint32_t i = e->free_head; i != EVICT_NIL; i = e->nodes[i].next)
        if (i >= e->used || ++nfree > e->used)
            return false;
    return total == e->index.count && total + nfree == e->used && e->used <= e->cap;
}
