/* async_granules.h: the physical memory behind a stream-ordered pool's
 * address range (async_pool.c), granule by granule, and which backed
 * granules lie wholly in available memory, the pool's candidates for
 * remapping and release. Private to async_pool.c and async_granules.c.
 *
 * The pool tells the map when a chunk enters or leaves available memory
 * (its done and part trees: granules_noted); the top, the available range
 * that reaches the end, is passed to the query instead. So the query,
 * granules_candidates, reads a bitmap from the top down and stops at the
 * number asked for instead of walking every available chunk of a granule
 * or more (tests/bench_replay.c's trace makes 19,124 such queries; the
 * walk took 2,300 instructions each, keeping the marks takes about 13 an
 * event). */
#ifndef ASYNC_GRANULES_H
#define ASYNC_GRANULES_H

#include "chunk.h"

#define GRANULE_UNBACKED UINT64_MAX /* addr[g] of a granule with no memory */

/* A wholly free backed granule g of available memory, in chunk c (NULL:
 * in the top). */
struct granule_cand {
    uint64_t g;
    struct chunk *c;
};

/* Granule g is [base + g * size, +size). Invariants (granules_valid, and
 * async_valid for what needs the chunks): addr[g] (g < n) is the upstream
 * address backing granule g or GRANULE_UNBACKED, and bit g of backed is
 * set exactly when it is not (so that ranges are checked a word at a
 * time); top is one past the highest backed granule (0: none); mapped is
 * size times the number backed. A bit of avail is set exactly for the
 * backed granules wholly inside a chunk noted available, and owner[g] is
 * then that chunk. cand has room for candroom / size granules, at least
 * every backed one at the start of each pool call (granules_prepare). */
struct async_granules {
    uint64_t base, size;
    unsigned shift; /* log2(size) when a power of two, else 0 */
    uint64_t *addr, *backed, *avail;
    struct chunk **owner;
    uint64_t n, top, mapped;
    struct granule_cand *cand;
    uint64_t candroom;
};

void granules_init(struct async_granules *m, uint64_t base, uint64_t size);
void granules_free(struct async_granules *m);

/* The granule that holds address a. */
static inline uint64_t granule_of(const struct async_granules *m, uint64_t a)
{
    uint64_t off = a - m->base;
    return m->shift ? off >> m->shift : off / m->size;
}

/* Whether every granule that [a, a + n) touches is backed. */
bool granules_wholly_backed(const struct async_granules *m, uint64_t a, uint64_t n);

/* Room for granules below n (false: out of host memory, nothing changed);
 * room in cand for every backed granule and as many again (nonzero:
 * POLICY_NO_HOST_MEMORY). */
bool granules_room(struct async_granules *m, uint64_t n);
int granules_prepare_more(struct async_granules *m);
static inline int granules_prepare(struct async_granules *m) /* every pool call: inline */
{
    return m->mapped < m->candroom ? POLICY_OK : granules_prepare_more(m);
}

/* Chunk c enters (avail) or leaves available memory. Every call: inline. */
void granules_noted_whole(struct async_granules *m, struct chunk *c, bool avail);
static inline void granules_noted(struct async_granules *m, struct chunk *c, bool avail)
{
    if (c->size >= m->size) /* else no granule lies wholly inside */
        granules_noted_whole(m, c, avail);
}

/* Granule g (backed: room for it) gets upstream address a, or loses its
 * memory (returns the address it had). */
void granules_back(struct async_granules *m, uint64_t g, uint64_t a);
uint64_t granules_unback(struct async_granules *m, uint64_t g);

/* The backed granules wholly in available memory (noted chunks and
 * [top, end)), but those in [x0, x1), highest first, at most max of them,
 * in m->cand; returns how many. */
size_t granules_candidates(struct async_granules *m, uint64_t top, uint64_t x0, uint64_t x1,
                           size_t max);

bool granules_valid(const struct async_granules *m);

#endif
