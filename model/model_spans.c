/* model_spans.c: spans of simulated time the host may wait on (model_spans.h). */
#include "model_spans.h"

#include <assert.h>
#include <stdlib.h>

void model_spans_free(struct model_spans *sp)
{
    free(sp->s);
    *sp = (struct model_spans){ 0 };
}

bool model_spans_add(struct model_spans *sp, uint64_t floor, uint64_t start, uint64_t end)
{
    assert(start <= end);
    if (sp->n == sp->cap)
        (void)model_spans_prune(sp, floor);
    if (sp->n == sp->cap) {
        size_t cap = sp->cap ? 2 * sp->cap : 64;
        uint64_t(*q)[2] = realloc(sp->s, cap * sizeof *q);
        if (!q)
            return false;
        sp->s = q;
        sp->cap = cap;
    }
    sp->s[sp->n][0] = start;
    sp->s[sp->n++][1] = end;
    assert(model_spans_valid(sp));
    return true;
}

size_t model_spans_prune(struct model_spans *sp, uint64_t now)
{
    (void)model_spans_end_at(sp, now);
    return sp->n;
}

uint64_t model_spans_end_at(struct model_spans *sp, uint64_t now)
{
    uint64_t at = now;
    size_t m = 0;
    for (size_t i = 0; i < sp->n; i++) {
        if (sp->s[i][1] <= now)
            continue;
        if (sp->s[i][0] <= now && sp->s[i][1] > at)
            at = sp->s[i][1];
        sp->s[m][0] = sp->s[i][0];
        sp->s[m++][1] = sp->s[i][1];
    }
    sp->n = m;
    return at;
}

bool model_spans_valid(const struct model_spans *sp)
{
    if (sp->n > sp->cap || (sp->cap && !sp->s))
        return false;
    for (size_t i = 0; i < sp->n; i++)
        if (sp->s[i][0] > sp->s[i][1])
            return false;
    return true;
}
