/* async_granules.c: the granule map of a stream-ordered pool (the file
 * comment of async_granules.h says what it keeps and why). */
#include "async_granules.h"

#include <stdlib.h>
#include <string.h>

void granules_init(struct async_granules *m, uint64_t base, uint64_t size)
{
    memset(m, 0, sizeof *m);
    m->base = base;
    m->size = size;
    if (!(size & (size - 1)))
        m->shift = (unsigned)__builtin_ctzll(size);
}

void granules_free(struct async_granules *m)
{
    free(m->addr);
    free(m->backed);
    free(m->avail);
    free(m->owner);
    free(m->cand);
    memset(m, 0, sizeof *m);
}

/* The bits of a bitmap word from granule g's up, and up to granule g's. */
static inline uint64_t bits_from(uint64_t g)
{
    return ~0ull << (g % 64);
}
static inline uint64_t bits_to(uint64_t g)
{
    return ~0ull >> (63 - g % 64);
}

bool granules_wholly_backed(const struct async_granules *m, uint64_t a, uint64_t n)
{
    uint64_t g0 = granule_of(m, a), last = granule_of(m, a + n - 1), w = g0 / 64;
    if (last >= m->n)
        return false; /* granules past the table have no memory */
    uint64_t bits = bits_from(g0);
    for (; w < last / 64; w++, bits = ~0ull)
        if ((m->backed[w] & bits) != bits)
            return false;
    bits &= bits_to(last);
    return (m->backed[w] & bits) == bits;
}

bool granules_room(struct async_granules *m, uint64_t n)
{
    if (n <= m->n)
        return true;
    uint64_t cap = m->n ? m->n : 64;
    while (cap < n)
        cap *= 2;
    uint64_t *a = realloc(m->addr, cap * sizeof *a);
    if (a)
        m->addr = a;
    uint64_t *b = a ? realloc(m->backed, cap / 64 * sizeof *b) : NULL;
    if (b)
        m->backed = b;
    uint64_t *v = b ? realloc(m->avail, cap / 64 * sizeof *v) : NULL;
    if (v)
        m->avail = v;
    struct chunk **o = v ? realloc(m->owner, cap * sizeof *o) : NULL;
    if (!o)
        return false;
    m->owner = o;
    for (uint64_t g = m->n; g < cap; g++)
        a[g] = GRANULE_UNBACKED;
    memset(b + m->n / 64, 0, (cap - m->n) / 64 * sizeof *b);
    memset(v + m->n / 64, 0, (cap - m->n) / 64 * sizeof *v);
    m->n = cap;
    return true;
}

int granules_prepare_more(struct async_granules *m)
{
    uint64_t room = 2 * (m->mapped / m->size + 1);
    struct granule_cand *c = realloc(m->cand, room * sizeof *c);
    if (!c)
        return POLICY_NO_HOST_MEMORY;
    m->cand = c;
    m->candroom = room * m->size;
    return POLICY_OK;
}

/* The granules wholly inside chunk c that may be backed: [*g0, *g1),
 * below top. */
static void whole(const struct async_granules *m, const struct chunk *c, uint64_t *g0,
                  uint64_t *g1)
{
    *g0 = granule_of(m, c->addr + m->size - 1);
    *g1 = granule_of(m, c->addr + c->size);
    if (*g1 > m->top)
        *g1 = m->top; /* none backed above */
}

void granules_noted_whole(struct async_granules *m, struct chunk *c, bool avail)
{
    uint64_t g0, g1;
    whole(m, c, &g0, &g1);
    if (g0 >= g1)
        return;
    uint64_t last = g1 - 1, bits = bits_from(g0);
    for (uint64_t w = g0 / 64; w <= last / 64; w++, bits = ~0ull) {
        if (w == last / 64)
            bits &= bits_to(last);
        bits &= m->backed[w];
        if (!avail) {
            m->avail[w] &= ~bits;
            continue;
        }
        m->avail[w] |= bits;
        for (; bits; bits &= bits - 1)
            m->owner[w * 64 + (unsigned)__builtin_ctzll(bits)] = c;
    }
}

void granules_back(struct async_granules *m, uint64_t g, uint64_t a)
{
    m->addr[g] = a;
    m->backed[g / 64] |= 1ull << (g % 64);
    m->mapped += m->size;
    if (g >= m->top)
        m->top = g + 1;
}

uint64_t granules_unback(struct async_granules *m, uint64_t g)
{
    uint64_t a = m->addr[g];
    m->addr[g] = GRANULE_UNBACKED;
    m->backed[g / 64] &= ~(1ull << (g % 64));
    m->avail[g / 64] &= ~(1ull << (g % 64));
    m->mapped -= m->size;
    while (m->top && m->addr[m->top - 1] == GRANULE_UNBACKED)
        m->top--;
    return a;
}

size_t granules_candidates(struct async_granules *m, uint64_t top, uint64_t x0, uint64_t x1,
                           size_t max)
{
    size_t k = 0;
    if (max > m->mapped / m->size)
        max = m->mapped / m->size; /* candidates are backed */
    uint64_t t0 = granule_of(m, top + m->size - 1); /* the top's first whole granule */
    for (uint64_t g = m->top; g-- > t0 && k < max;)
        if (m->addr[g] != GRANULE_UNBACKED && (g < x0 || g >= x1))
            m->cand[k++] = (struct granule_cand){g, NULL};
    for (uint64_t w = (m->top + 63) / 64; w-- > 0 && k < max;)
        for (uint64_t bits = m->avail[w]; bits && k < max;) { /* the highest first */
            unsigned b = 63 - (unsigned)__builtin_clzll(bits);
            uint64_t g = w * 64 + b;
            bits &= ~(1ull << b);
            if (g < x0 || g >= x1)
                m->cand[k++] = (struct granule_cand){g, m->owner[g]};
        }
    return k;
}

bool granules_valid(const struct async_granules *m)
{
    uint64_t nbacked = 0;
    for (uint64_t g = 0; g < m->n; g++) {
        bool on = m->avail[g / 64] >> (g % 64) & 1, backed = m->addr[g] != GRANULE_UNBACKED;
        if ((backed && (nbacked++, g >= m->top)) || (on && !backed) ||
            (m->backed[g / 64] >> (g % 64) & 1) != backed)
            return false;
    }
    return (!m->top || m->addr[m->top - 1] != GRANULE_UNBACKED) &&
           nbacked * m->size == m->mapped;
}
