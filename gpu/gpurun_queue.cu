/* gpurun_queue.cu: the queue from the planner thread to the issuer
 * (gpurun_run.h): a ring of ops and a ring of range descriptors, one
 * writer and one reader each, no locks. The planner publishes each op as
 * it is written, so the issuer can make an event's first calls while the
 * rest is planned (against publishing per event: lower medians on 7 of
 * the H100's 8 prefetch and capacity cases, docs/gpurun.md "Planner and issuer");
 * it waits only for room, and for a RESERVE's answer. The issuer reads
 * the planner's position only when it has issued everything it saw, and
 * then spins, since the planner is about to write. Without a planner
 * thread (--one-thread) every op is issued as it is emitted, and the ops'
 * ring is not used.
 */
#include "gpurun_run.h"

#include <sched.h>
#include <stdlib.h>
#include <string.h>

#define LOAD(x) __atomic_load_n(&(x), __ATOMIC_ACQUIRE)
#define STORE(x, v) __atomic_store_n(&(x), (v), __ATOMIC_RELEASE)
/* Spins of a wait before it yields the CPU each time (about 10 us): the
 * other thread then gets a core on a machine with fewer free than two. */
#define GR_SPINS 4096

void gr_queue_init(struct gr_run *p, bool threaded)
{
    struct gr_queue *q = &p->queue;
    memset(q, 0, sizeof *q);
    q->threaded = threaded;
    q->desc = (struct gr_range *)malloc(GR_DESCS * sizeof *q->desc);
    q->ops = threaded ? (struct gr_op *)malloc(GR_OPS * sizeof *q->ops) : NULL;
    if (!q->desc || (threaded && !q->ops))
        gr_die_oom();
}

void gr_queue_free(struct gr_run *p)
{
    free(p->queue.ops);
    free(p->queue.desc);
}

bool gr_queue_stopped(struct gr_run *p)
{
    return LOAD(p->queue.stop) != 0;
}

/* [plan] Wait until the issuer has finished with positions below *seen +
 * need - size of a ring of size slots; false when it stopped instead. */
static bool wait_room(struct gr_run *p, uint64_t head, uint64_t need, uint64_t size,
                      uint64_t *seen, uint64_t *pub)
{
    while (head + need - *seen > size) {
        if (gr_queue_stopped(p))
            return false;
        uint64_t t = LOAD(*pub);
        if (t == *seen)
            sched_yield();
        *seen = t;
    }
    return true;
}

void gr_emit(struct gr_run *p, uint8_t kind, uint8_t mode, uint32_t stream, uint64_t a,
             uint64_t b, uint64_t c, uint64_t d, uint64_t e)
{
    struct gr_queue *q = &p->queue;
    struct gr_op op = { kind, mode, stream, a, b, c, d, e };
    if (!q->threaded) {
        if (!q->stop && gr_issue(p, &op))
            q->stop = 1;
        return;
    }
    if (!wait_room(p, q->head, 1, GR_OPS, &q->seen_tail, &q->pub_tail))
        return;
    q->ops[q->head & (GR_OPS - 1)] = op;
    STORE(q->pub_head, ++q->head);
}

uint64_t gr_queue_descs(struct gr_run *p, uint32_t n)
{
    struct gr_queue *q = &p->queue;
    uint64_t at = q->dhead % GR_DESCS;
    if (at + n > GR_DESCS) /* contiguous: skip the ring's end */
        q->dhead += GR_DESCS - at;
    if (q->threaded && !wait_room(p, q->dhead, n, GR_DESCS, &q->seen_dtail, &q->pub_dtail))
        return q->dhead; /* stopped: the descriptors are written and never read */
    uint64_t first = q->dhead;
    q->dhead += n;
    return first;
}

uint64_t gr_queue_reserve(struct gr_run *p, uint64_t size)
{
    struct gr_queue *q = &p->queue;
    uint64_t asked = LOAD(q->answered) + 1; /* the answers so far: one per RESERVE */
    gr_emit(p, GR_OP_RESERVE, 0, 0, size, 0, 0, 0, 0);
    if (!q->threaded)
        return q->stop ? 0 : q->answer;
    for (unsigned n = 0; LOAD(q->answered) != asked; n++) {
        if (gr_queue_stopped(p))
            return 0;
        if (n >= GR_SPINS)
            sched_yield();
    }
    return q->answer; /* written before answered (release, acquire) */
}

void gr_queue_answer(struct gr_run *p, uint64_t addr)
{
    struct gr_queue *q = &p->queue;
    q->answer = addr;
    STORE(q->answered, q->answered + 1);
}

const struct gr_op *gr_queue_take(struct gr_run *p)
{
    struct gr_queue *q = &p->queue;
    if (q->tail == q->seen_head) {
        gr_queue_done(p);
        if ((q->seen_head = LOAD(q->pub_head)) == q->tail) { /* the planner is behind */
            uint64_t t0 = gr_now_ns();
            for (unsigned n = 0; (q->seen_head = LOAD(q->pub_head)) == q->tail; n++)
                if (n >= GR_SPINS)
                    sched_yield();
            uint64_t w = gr_now_ns() - t0;
            p->r->planner_wait_ns += w;
            if (w > p->r->planner_wait_max_ns) {
                p->r->planner_wait_max_ns = w;
                p->r->planner_wait_max_row = p->xrow;
            }
        }
    }
    const struct gr_op *o = &q->ops[q->tail & (GR_OPS - 1)];
    q->tail++;
    if (o->kind == GR_OP_KERNEL)
        q->dtail = o->a + o->b; /* used up by the time the next op is taken */
    return o;
}

void gr_queue_done(struct gr_run *p)
{
    struct gr_queue *q = &p->queue;
    if (!q->threaded)
        return;
    STORE(q->pub_dtail, q->dtail);
    STORE(q->pub_tail, q->tail);
}

void gr_queue_stop(struct gr_run *p)
{
    STORE(p->queue.stop, 1);
}
