/* evict_lists.h: the machinery shared by the evictors (lrm, lru, tag):
 * resident 2 MiB blocks kept on a few ordered lists, oldest at the head,
 * as the UVM driver keeps root chunks on its va_block_used list
 * (kernel-open/nvidia-uvm/uvm_pmm_gpu.c). Every operation is O(1): a
 * block id finds its node through a hash map (u64map.h), nodes are linked
 * by index in one array and reused through a free list.
 *
 * An evictor built on it supplies only its `migrated` (and `accessed`)
 * hooks, choosing the list a block goes to; create, destroy, evicted,
 * victim, valid and each below have the hooks' own signatures. The victim is
 * the head of the first non-empty list, so list 0 is evicted first.
 */
#ifndef EVICT_LISTS_H
#define EVICT_LISTS_H

#include "policy.h"
#include "u64map.h"

#include <stdbool.h>
#include <stdint.h>

#define EVICT_LISTS_MAX 4
#define EVICT_NIL UINT32_MAX

struct evict_node {
    uint64_t block;
    uint32_t prev, next; /* EVICT_NIL at the ends; next links free nodes */
    uint8_t list;        /* which list it is on */
};

struct evict_list {
    uint32_t head, tail; /* EVICT_NIL when empty */
    uint64_t count;
};

/* Invariants: index maps each tracked block to the node holding it, and
 * no other node holds a block; every tracked node sits on exactly the list
 * its `list` says, linked both ways; the counts of the lists add up to
 * index.count; every node of the array is tracked or on the free chain. */
struct evict_lists {
    struct u64map index; /* block -> node index */
    struct evict_node *nodes;
    uint32_t cap, used;  /* nodes allocated, nodes ever handed out */
    uint32_t free_head;  /* chain of released nodes through next */
    unsigned nlists;
    struct evict_list lists[EVICT_LISTS_MAX];
};

/* A new instance with nlists lists (1..EVICT_LISTS_MAX), or NULL when out
 * of host memory. */
struct evict_lists *evict_lists_new(unsigned nlists);

/* Put block at the tail of list (inserting it if untracked, moving it from
 * wherever it was otherwise). Returns POLICY_OK, or POLICY_NO_HOST_MEMORY
 * when a new block finds no room (nothing is then changed). */
int evict_lists_move_tail(struct evict_lists *e, uint64_t block, unsigned list);

/* The hooks every evictor shares (self is a struct evict_lists). */
void evict_lists_destroy(void *self);
void evict_lists_evicted(void *self, uint64_t block);
int evict_lists_victim(void *self, uint64_t *block);
bool evict_lists_valid(const void *self);
/* policy_evictor.each: lists the blocks in eviction order (list 0 head to
 * tail, then list 1, ...), the order victim would return them if nothing
 * else happened. */
void evict_lists_each(const void *self, void (*fn)(void *arg, uint64_t block), void *arg);

#endif
