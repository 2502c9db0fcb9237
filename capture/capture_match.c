/* capture_match.c: live address spans in a search tree, and the matching of
 * kernel parameter words against them (capture_match.h). */
#include "capture_match.h"

#include <search.h>
#include <stdlib.h>
#include <string.h>

/* Overlapping spans compare equal; otherwise by address. */
static int cmp_span(const void *pa, const void *pb)
{
    const struct capture_span *a = pa, *b = pb;
    if (a->base + a->size <= b->base)
        return -1;
    if (b->base + b->size <= a->base)
        return 1;
    return 0;
}

int capture_match_add(struct capture_match *m, uint64_t base, uint64_t size, uint64_t id)
{
    if (!size || base + size < base)
        return 1;
    struct capture_span *s = malloc(sizeof *s);
    if (!s)
        return -1;
    *s = (struct capture_span){ base, size, id };
    struct capture_span **got = tsearch(s, &m->root, cmp_span);
    if (!got) {
        free(s);
        return -1;
    }
    if (*got != s) {
        free(s);
        return 1;
    }
    m->n++;
    return 0;
}

bool capture_match_overlap(const struct capture_match *m, uint64_t base, uint64_t size,
                           struct capture_span *out)
{
    if (!size)
        return false;
    if (base + size < base)
        size = UINT64_MAX - base;
    struct capture_span key = { base, size, 0 };
    struct capture_span *const *got = tfind(&key, (void *const *)&m->root, cmp_span);
    if (!got)
        return false;
    *out = **got;
    return true;
}

bool capture_match_find(const struct capture_match *m, uint64_t addr, struct capture_span *out)
{
    return addr != UINT64_MAX && capture_match_overlap(m, addr, 1, out);
}

bool capture_match_remove(struct capture_match *m, uint64_t addr, struct capture_span *out)
{
    struct capture_span key = { addr, 1, 0 };
    if (addr == UINT64_MAX)
        return false;
    struct capture_span **got = tfind(&key, &m->root, cmp_span);
    if (!got)
        return false;
    struct capture_span *s = *got;
    *out = *s;
    tdelete(s, &m->root, cmp_span);
    free(s);
    m->n--;
    return true;
}

void capture_match_free(struct capture_match *m)
{
    while (m->root) {
        struct capture_span *s = *(struct capture_span **)m->root;
        tdelete(s, &m->root, cmp_span);
        free(s);
    }
    m->n = 0;
}

size_t capture_match_words(const struct capture_match *m, const unsigned char *bytes, size_t len,
                           struct capture_span *out, size_t max)
{
    size_t n = 0;
    for (size_t off = 0; off + 8 <= len && n < max; off += 8) {
        uint64_t w;
        memcpy(&w, bytes + off, 8);
        struct capture_span s;
        if (!capture_match_find(m, w, &s))
            continue;
        size_t i = 0;
        while (i < n && out[i].base != s.base)
            i++;
        if (i == n)
            out[n++] = s;
    }
    return n;
}

#ifndef NDEBUG
static uint64_t walk_count, walk_end;
static bool walk_ok;

/* In-order visits see ascending, disjoint, non-empty spans. */
static void check_node(const void *node, VISIT v, int depth)
{
    (void)depth;
    if (v != postorder && v != leaf)
        return;
    const struct capture_span *s = *(struct capture_span *const *)node;
    if (!s->size || s->base + s->size < s->base || (walk_count && s->base < walk_end))
        walk_ok = false;
    walk_end = s->base + s->size;
    walk_count++;
}

bool capture_match_valid(const struct capture_match *m)
{
    walk_count = walk_end = 0;
    walk_ok = true;
    twalk(m->root, check_node);
    return walk_ok && walk_count == m->n;
}
#endif
