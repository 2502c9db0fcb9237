/* sim_queue.h: the simulator's event queue, a binary min-heap of future
 * events ordered by (time, sequence).
 *
 * The sequence number is given at push, counting up from 0, so events due
 * at the same nanosecond come out in the order they were pushed: the
 * simulation never depends on the heap's internal layout, and the same
 * input gives the same order on every machine (determinism, docs/design.md
 * section 7).
 *
 * Invariant (sim_queue_valid, debug builds): every parent orders before
 * its children; n <= cap; next_seq is greater than every queued seq.
 */
#ifndef SIM_QUEUE_H
#define SIM_QUEUE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct sim_queue_event {
    uint64_t time;   /* simulated ns when it is due */
    uint64_t seq;    /* push order: the tie-break */
    void *obj;       /* what it is about; the queue never looks inside */
    unsigned kind;   /* what happens; meaning is the caller's */
};

struct sim_queue {
    struct sim_queue_event *heap;
    size_t n, cap;
    uint64_t next_seq;
};

void sim_queue_init(struct sim_queue *q);
void sim_queue_free(struct sim_queue *q);

/* Queue an event. Returns 0, or -1 when out of host memory. */
int sim_queue_push(struct sim_queue *q, uint64_t time, unsigned kind, void *obj);

/* Remove the first event into *out. Returns false when empty. */
bool sim_queue_pop(struct sim_queue *q, struct sim_queue_event *out);

/* Time of the first event, or UINT64_MAX when empty. */
static inline uint64_t sim_queue_next_time(const struct sim_queue *q)
{
    return q->n ? q->heap[0].time : UINT64_MAX;
}

#ifndef NDEBUG
bool sim_queue_valid(const struct sim_queue *q);
#endif

#endif
