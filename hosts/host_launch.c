/* host_launch.c: a LAUNCH's accesses resolved to addresses (host_launch.h). */
#include "host_launch.h"

#include <inttypes.h>

#include <stdlib.h>
#include <string.h>

void host_launch_init(struct host_launch *l)
{
    memset(l, 0, sizeof *l);
}

void host_launch_free(struct host_launch *l)
{
    free(l->acc);
    free(l->ranges);
    free(l->base);
    host_launch_init(l);
}

/* Room for need rows in all three arrays; -1 when out of memory (the
 * arrays that did grow are kept, cap stays the old length). */
static int grow(struct host_launch *l, size_t need)
{
    if (need <= l->cap)
        return 0;
    size_t cap = l->cap ? l->cap : 16;
    while (cap < need)
        cap *= 2;
    struct trace_access *a = realloc(l->acc, cap * sizeof *a);
    if (a)
        l->acc = a;
    struct policy_range *r = realloc(l->ranges, cap * sizeof *r);
    if (r)
        l->ranges = r;
    uint64_t *b = realloc(l->base, cap * sizeof *b);
    if (b)
        l->base = b;
    if (!a || !r || !b)
        return -1;
    l->cap = cap;
    return 0;
}

int host_launch_reserve(struct host_launch *l, size_t n)
{
    return n > SIZE_MAX / sizeof *l->acc ? -1 : grow(l, n);
}

int host_launch_load(struct host_launch *l, struct trace *t, const struct trace_access *all,
                     const struct trace_event *e, const uint64_t *addr,
                     const struct trace_buffer *bufs, uint64_t nbuf, struct trace_error *err)
{
    l->n = 0;
    if (!e->b)
        return 0;
    if (e->b > SIZE_MAX / sizeof *l->acc || grow(l, e->b)) {
        trace_error_set(err, trace_path(t), "/accesses rows %" PRIu64 "..%" PRIu64 ": out of host"
                        " memory", e->a, e->a + e->b - 1);
        return -1;
    }
    /* From the file, the rows land in acc and are compacted in place. */
    const struct trace_access *rows = all ? all + e->a : l->acc;
    if (!all && trace_read_accesses(t, e->a, e->b, l->acc, err))
        return -1;
    for (uint64_t i = 0; i < e->b; i++) {
        const struct trace_access *a = &rows[i];
        uint64_t base = a->buffer < nbuf ? addr[a->buffer] : 0;
        if (!base)
            continue;
        struct trace_access row = *a; /* rows may alias acc + n */
        l->acc[l->n] = row;
        l->base[l->n] = base;
        l->ranges[l->n] = (struct policy_range){ .addr = base + row.offset, .len = row.length,
                                                 .mode = row.mode,
                                                 .tag = bufs[row.buffer].tag };
        l->n++;
    }
    return 0;
}

struct policy_launch host_launch_policy(const struct host_launch *l, const struct trace_event *e,
                                        uint64_t seq)
{
    return (struct policy_launch){ .seq = seq, .kernel = e->obj, .stream = e->stream,
                                   .ns = e->ns, .ranges = l->ranges, .nranges = l->n };
}

#ifndef NDEBUG
int host_launch_valid(const struct host_launch *l)
{
    if (l->n > l->cap)
        return -1;
    for (size_t i = 0; i < l->n; i++)
        if (!l->base[i] || l->ranges[i].addr != l->base[i] + l->acc[i].offset ||
            l->ranges[i].len != l->acc[i].length || l->ranges[i].mode != l->acc[i].mode)
            return -1;
    return 0;
}
#endif
