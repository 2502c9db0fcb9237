/* sim_queue.c: the (time, sequence) event heap (sim_queue.h). */
#include "sim_queue.h"

#include <stdlib.h>
#include <string.h>

static bool before(const struct sim_queue_event *a, const struct sim_queue_event *b)
{
    return a->time != b->time ? a->time < b->time : a->seq < b->seq;
}

void sim_queue_init(struct sim_queue *q)
{
    memset(q, 0, sizeof *q);
}

void sim_queue_free(struct sim_queue *q)
{
    free(q->heap);
    memset(q, 0, sizeof *q);
}

int sim_queue_push(struct sim_queue *q, uint64_t time, unsigned kind, void *obj)
{
    if (q->n == q->cap) {
        size_t cap = q->cap ? 2 * q->cap : 64;
        struct sim_queue_event *h = realloc(q->heap, cap * sizeof *h);
        if (!h)
            return -1;
        q->heap = h;
        q->cap = cap;
    }
    struct sim_queue_event e = { .time = time, .seq = q->next_seq++, .obj = obj, .kind = kind };
    size_t i = q->n++;
    while (i > 0) {
        size_t parent = (i - 1) / 2;
        if (!before(&e, &q->heap[parent]))
            break;
        q->heap[i] = q->heap[parent];
        i = parent;
    }
    q->heap[i] = e;
    return 0;
}

bool sim_queue_pop(struct sim_queue *q, struct sim_queue_event *out)
{
    if (q->n == 0)
        return false;
    *out = q->heap[0];
    struct sim_queue_event last = q->heap[--q->n];
    size_t i = 0;
    for (;;) {
        size_t c = 2 * i + 1;
        if (c >= q->n)
            break;
        if (c + 1 < q->n && before(&q->heap[c + 1], &q->heap[c]))
            c++;
        if (!before(&q->heap[c], &last))
            break;
        q->heap[i] = q->heap[c];
        i = c;
    }
    if (q->n)
        q->heap[i] = last;
    return true;
}

#ifndef NDEBUG
bool sim_queue_valid(const struct sim_queue *q)
{
    if (q->n > q->cap)
        return false;
    for (size_t i = 0; i < q->n; i++) {
        if (q->heap[i].seq >= q->next_seq)
            return false;
        if (i && before(&q->heap[i], &q->heap[(i - 1) / 2]))
            return false;
    }
    return true;
}
#endif
