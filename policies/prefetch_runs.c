/* prefetch_runs.c: runs, the held set and the batch queue of the
 * launch-time prefetchers (see prefetch_runs.h). */
#include "prefetch_runs.h"

#include <stdlib.h>

#define HELD_END UINT64_MAX

static int by_addr(const void *a, const void *b)
{
    const struct prefetch_run *x = a, *y = b;
    if (x->addr != y->addr)
        return x->addr < y->addr ? -1 : 1;
    return (x->len > y->len) - (x->len < y->len);
}

int prefetch_runs_set(struct prefetch_runs *r, const struct policy_launch *l)
{
    if (l->nranges > r->cap) {
        struct prefetch_run *v = realloc(r->v, l->nranges * sizeof *v);
        if (!v)
            return POLICY_NO_HOST_MEMORY;
        r->v = v;
        r->cap = l->nranges;
    }
    r->n = 0;
    for (size_t i = 0; i < l->nranges; i++) {
        uint64_t addr = l->ranges[i].addr, len = l->ranges[i].len;
        if (len == 0)
            continue;
        if (len > UINT64_MAX - addr)
            len = UINT64_MAX - addr;
        r->v[r->n++] = (struct prefetch_run){addr, len};
    }
    if (r->n < 2)
        return POLICY_OK;
    qsort(r->v, r->n, sizeof *r->v, by_addr);
    size_t out = 0;
    for (size_t i = 1; i < r->n; i++) {
        struct prefetch_run *cur = &r->v[out];
        uint64_t end = cur->addr + cur->len;
        if (r->v[i].addr < end) { /* overlap: one call covers both */
            uint64_t e2 = r->v[i].addr + r->v[i].len;
            if (e2 > end)
                cur->len = e2 - cur->addr;
        } else {
            r->v[++out] = r->v[i];
        }
    }
    r->n = out + 1;
    return POLICY_OK;
}

int prefetch_runs_push(struct prefetch_runs *r, struct prefetch_run run)
{
    if (r->n == r->cap) {
        size_t cap = r->cap ? 2 * r->cap : 8;
        struct prefetch_run *v = realloc(r->v, cap * sizeof *v);
        if (!v)
            return POLICY_NO_HOST_MEMORY;
        r->v = v;
        r->cap = cap;
    }
    r->v[r->n++] = run;
    return POLICY_OK;
}

void prefetch_runs_free(struct prefetch_runs *r)
{
    free(r->v);
    *r = (struct prefetch_runs){0};
}

size_t prefetch_runs_issue(const struct policy_env *env, const struct prefetch_runs *r,
                           uint32_t stream, uint64_t max_len)
{
    size_t issued = 0;
    for (size_t i = 0; i < r->n; i++)
        if (r->v[i].len <= max_len) {
            env->prefetch(env->host, r->v[i].addr, r->v[i].len, true, stream);
            issued++;
        }
    return issued;
}

/* ---- held set ------------------------------------------------------------- */

void prefetch_held_init(struct prefetch_held *h)
{
    *h = (struct prefetch_held){.free_head = HELD_END};
    u64map_init(&h->index);
}

void prefetch_held_free(struct prefetch_held *h)
{
    u64map_free(&h->index);
    free(h->e);
    prefetch_held_init(h);
}

/* The entry holding run, or HELD_END; *prevp gets its predecessor on the
 * addr chain (HELD_END when it is the first). */
static uint64_t held_find(const struct prefetch_held *h, struct prefetch_run run, uint64_t *prevp)
{
    uint64_t i, prev = HELD_END;
    if (!u64map_get(&h->index, run.addr, &i))
        return HELD_END;
    for (; i != HELD_END; prev = i, i = h->e[i].next)
        if (h->e[i].len == run.len)
            break;
    if (prevp)
        *prevp = prev;
    return i;
}

uint64_t prefetch_held_count(const struct prefetch_held *h, struct prefetch_run run)
{
    uint64_t i = held_find(h, run, NULL);
    return i == HELD_END ? 0 : h->e[i].count;
}

int prefetch_held_add(struct prefetch_held *h, struct prefetch_run run)
{
    uint64_t i = held_find(h, run, NULL);
    if (i != HELD_END) {
        h->e[i].count++;
        return 0;
    }
    if (h->free_head == HELD_END && h->n == h->cap) {
        uint64_t cap = h->cap ? h->cap * 2 : 64;
        struct prefetch_held_entry *e = realloc(h->e, cap * sizeof *e);
        if (!e)
            return POLICY_NO_HOST_MEMORY;
        h->e = e;
        h->cap = cap;
    }
    uint64_t first;
    if (!u64map_get(&h->index, run.addr, &first))
        first = HELD_END;
    i = h->free_head != HELD_END ? h->free_head : h->n;
    if (u64map_put(&h->index, run.addr, i) != 0)
        return POLICY_NO_HOST_MEMORY; /* the larger array is no change */
    if (i == h->free_head)
        h->free_head = h->e[i].next;
    else
        h->n++;
    h->e[i] = (struct prefetch_held_entry){run.addr, run.len, 1, first};
    h->live++;
    h->bytes += run.len;
    return 1;
}

void prefetch_held_remove(struct prefetch_held *h, struct prefetch_run run)
{
    uint64_t prev, i = held_find(h, run, &prev);
    if (i == HELD_END)
        return;
    if (--h->e[i].count > 0)
        return;
    uint64_t next = h->e[i].next;
    if (prev != HELD_END)
        h->e[prev].next = next;
    else if (next != HELD_END)
        u64map_put(&h->index, run.addr, next); /* overwrite: cannot fail */
    else
        u64map_del(&h->index, run.addr, NULL);
    h->e[i].next = h->free_head;
    h->free_head = i;
    h->live--;
    h->bytes -= run.len;
}

bool prefetch_held_valid(const struct prefetch_held *h)
{
    uint64_t live = 0, bytes = 0;
    for (uint64_t s = 0; s < h->index.cap; s++) {
        if (h->index.slots[s].key == U64MAP_EMPTY)
            continue;
        uint64_t addr = h->index.slots[s].key;
        uint64_t chain = 0;
        for (uint64_t i = h->index.slots[s].val; i != HELD_END; i = h->e[i].next) {
            if (i >= h->n || ++chain > h->n)
                return false;
            const struct prefetch_held_entry *x = &h->e[i];
            if (x->addr != addr || x->count == 0)
                return false;
            for (uint64_t j = x->next; j != HELD_END && j < h->n; j = h->e[j].next)
                if (h->e[j].len == x->len)
                    return false; /* the same run twice */
            live++;
            bytes += x->len;
        }
        if (chain == 0)
            return false;
    }
    uint64_t nfree = 0;
    for (uint64_t i = h->free_head; i != HELD_END; i = h->e[i].next)
        if (i >= h->n || ++nfree > h->n)
            return false;
    return live == h->live && bytes == h->bytes && live + nfree == h->n && h->n <= h->cap;
}

/* ---- batch queue ------------------------------------------------------------- */

int prefetch_queue_push(struct prefetch_queue *q, struct prefetch_batch b)
{
    if (q->n == q->cap) {
        size_t cap = q->cap ? q->cap * 2 : 16;
        struct prefetch_batch *v = malloc(cap * sizeof *v);
        if (!v)
            return POLICY_NO_HOST_MEMORY;
        for (size_t i = 0; i < q->n; i++)
            v[i] = q->v[(q->head + i) % q->cap];
        free(q->v);
        q->v = v;
        q->cap = cap;
        q->head = 0;
    }
    q->v[(q->head + q->n) % q->cap] = b;
    q->n++;
    return POLICY_OK;
}

struct prefetch_batch *prefetch_queue_front(struct prefetch_queue *q)
{
    return q->n ? &q->v[q->head] : NULL;
}

struct prefetch_batch *prefetch_queue_back(struct prefetch_queue *q)
{
    return q->n ? &q->v[(q->head + q->n - 1) % q->cap] : NULL;
}

struct prefetch_batch prefetch_queue_pop(struct prefetch_queue *q)
{
    struct prefetch_batch b = q->v[q->head];
    q->head = (q->head + 1) % q->cap;
    q->n--;
    return b;
}

void prefetch_queue_free(struct prefetch_queue *q)
{
    while (q->n) {
        struct prefetch_batch b = prefetch_queue_pop(q);
        prefetch_runs_free(&b.runs);
    }
    free(q->v);
    *q = (struct prefetch_queue){0};
}
