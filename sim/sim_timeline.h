/* sim_timeline.h: simulated time: the host's clock, the device's streams
 * and engines, and the discrete-event loop that runs them.
 *
 * The host (the replay loop) issues the trace's calls one after another on
 * its own clock. A call that gives the device work puts an operation (a
 * struct sim_op) at the back of its stream; a stream runs its operations in
 * order, each once the one before it has finished. Kernels run on one
 * compute engine, one at a time, in the order they became ready; copies
 * (cudaMemPrefetchAsync) run on the copy engines of the Unified Memory
 * engine (model_um.h) beside compute; RECORD and WAIT order streams through
 * CUDA events (a wait covers the records issued before it, as
 * cudaStreamWaitEvent does; a wait on an event never recorded does nothing).
 *
 * Everything that happens later is an event in a (time, sequence) queue
 * (sim_queue.h): a kernel resuming after its faults, an operation
 * finishing. Before the host acts at time h, every event due before h has been
 * run, so the page model always sees the device's work in time order: a
 * prefetch issued while a kernel runs takes the copy engine in the middle of
 * that kernel's faults, not after all of them. A kernel runs through its
 * accesses (sim_op_class.run) until the next queued event is due, and
 * resumes from there, so nothing is stepped that cannot be affected.
 * When the host must wait (synchronize, a blocking runtime call), the loop
 * runs until what it waits for has finished and the host's clock jumps to
 * that moment.
 *
 * All times are integer nanoseconds from 0; with the sequence tie-break the
 * same input gives the same run, byte for byte.
 *
 * Invariants (sim_timeline_valid, debug builds): every queued event is due
 * at or after the last one run (now_ns); a stream with a started head is
 * not empty; the compute engine holds at most one kernel and has none
 * waiting while it is idle; pending counts the operations issued and not
 * finished, and when it is 0 no stream holds any; a stream whose head has
 * not started is waiting (a WAIT on an event not yet done) and is in that
 * event's list of waiters; a stream's operations have increasing indices,
 * none above issued; woken is empty outside the event loop.
 */
#ifndef SIM_TIMELINE_H
#define SIM_TIMELINE_H

#include <stdbool.h>
#include <stdint.h>

#include "model_sat.h"
#include "u64map.h"
#include "sim_queue.h"

enum sim_op_kind {
    SIM_OP_KERNEL, /* holds the compute engine while it runs */
    SIM_OP_COPY,   /* a copy: its class's start() says when it ends */
    SIM_OP_RECORD, /* cudaEventRecord */
    SIM_OP_WAIT,   /* cudaStreamWaitEvent */
};

struct sim_op;

/* What a caller's operation does. The caller owns the op (embedding struct
 * sim_op first in its own struct) and frees it in done(). */
struct sim_op_class {
    /* SIM_OP_KERNEL: run from *t, advancing *t, until finished (return
     * true) or until *t reaches limit (return false: run() is called again
     * at *t); limit UINT64_MAX: until finished (a clock saturated at
     * UINT64_MAX, model_sat.h, reaches no later limit). */
    bool (*run)(void *ctx, struct sim_op *op, uint64_t *t, uint64_t limit);
    /* SIM_OP_COPY: start at now; return when it ends (>= now). */
    uint64_t (*start)(void *ctx, struct sim_op *op, uint64_t now);
    /* It finished at now (may free op). */
    void (*done)(void *ctx, struct sim_op *op, uint64_t now);
};

struct sim_op {
    enum sim_op_kind kind;
    uint32_t stream;
    uint64_t ns;               /* kernel compute time (without a class: its run time) */
    uint64_t issued_ns;        /* host time when it was issued */
    uint64_t index;            /* its place among all operations issued (1, 2, ...) */
    uint64_t start_ns;         /* kernel: when it took the compute engine, past the gap */
    uint64_t kernel, row;      /* kernel: its id and /events row (set by the caller) */
    uint64_t event, gen;       /* RECORD, WAIT: the event and the record it is / waits for */
    const struct sim_op_class *cls; /* NULL: the timeline's own (fixed kernel, RECORD, WAIT) */
    struct sim_op *next;       /* in its stream */
    struct sim_op *ready_next; /* in the compute engine's ready list */
};

#define SIM_NO_STREAM UINT32_MAX

struct sim_stream {
    uint32_t id;
    struct sim_op *head, *tail;
    bool started;              /* head has started */
    bool waiting;              /* head is a WAIT not done: in a list of waiters or woken */
    uint32_t next_waiter;      /* the next stream waiting for the same event */
    uint64_t done_ns;          /* when its last operation finished */
    uint64_t kernel_end_ns;    /* when its last kernel finished */
};

struct sim_event_state {
    uint64_t issued, done;     /* records issued, finished (generations) */
    uint64_t done_ns;          /* when the last finished record finished */
    uint32_t waiters;          /* first stream waiting for it (SIM_NO_STREAM: none) */
};

struct sim_timeline {
    uint64_t host_ns;          /* the host's clock */
    uint64_t now_ns;           /* time of the last event run */
    uint64_t device_ns;        /* when the last device operation finished */
    uint64_t kernel_ns;        /* sum of kernel compute times */
    uint64_t host_work_ns;     /* sum of host work (HOST ns and time before events) */
    uint64_t host_wait_ns;     /* host time spent waiting for the device */
    uint64_t copy_wait_ns;     /* kernels held back by copies their stream waits for */
    struct sim_queue q;
    struct u64map stream_index; /* stream id -> index in streams */
    struct sim_stream *streams;
    size_t nstreams, capstreams;
    uint64_t *woken;             /* min-heap of the waiting streams a record let go on,
                                    as (sweep << 32 | index); capstreams entries */
    size_t nwoken;
    uint64_t sweep;              /* the sweep of the streams woken under way, */
    uint32_t settling;           /* the stream it kicks (SIM_NO_STREAM: none) */
    struct u64map event_index;  /* CUDA event id -> index in events */
    struct sim_event_state *events;
    size_t nevents, capevents;
    struct sim_op *running;      /* the kernel on the compute engine */
    struct sim_op *ready, *ready_tail; /* kernels waiting for the engine */
    uint64_t engine_free_ns;     /* when the engine last became free */
    uint64_t kernel_gap_ns;      /* engine time before each kernel (the profile's
                                    kernel_gap_ns; 0 after init) */
    uint64_t pending;            /* operations issued, not finished */
    uint64_t issued;             /* operations issued */
    struct sim_op *spare;        /* free list of the timeline's own ops */
    uint64_t next_event;         /* sim_timeline_new_event */
    uint64_t horizon;            /* kernels run no further than this while the
                                    host is about to act (UINT64_MAX: it waits) */
    uint64_t kernels_done;       /* kernels finished so far */
    /* when each kernel finishes, before its class's done(), or NULL */
    void (*kernel_end)(void *ctx, const struct sim_op *op, uint64_t now);
    void *ctx;                   /* passed to the classes and kernel_end */
    bool oom;                    /* host memory ran out */
};

void sim_timeline_init(struct sim_timeline *t, void *ctx);
/* Frees the timeline's own operations; the caller finishes (sync_device)
 * or frees its own first. */
void sim_timeline_free(struct sim_timeline *t);

/* Run every event due before until, kernels not past it: the host acts at
 * until, before what is due then. */
void sim_timeline_run_until(struct sim_timeline *t, uint64_t until);

/* The host works for ns (a HOST event's CPU time, time before an event, a
 * call's latency); the device runs meanwhile. Every event calls it: inline,
 * with nothing due (no device work) a few instructions. */
static inline void sim_timeline_host(struct sim_timeline *t, uint64_t ns)
{
    MODEL_SAT_INC(t->host_ns, ns);
    MODEL_SAT_INC(t->host_work_ns, ns);
    if (sim_queue_next_time(&t->q) < t->host_ns)
        sim_timeline_run_until(t, t->host_ns);
    else
        t->horizon = t->host_ns;
}
/* The host spends ns inside a runtime call (its latency). */
void sim_timeline_host_call(struct sim_timeline *t, uint64_t ns);
/* The host waits until when. */
void sim_timeline_host_wait(struct sim_timeline *t, uint64_t when);
/* The host waits until the device has finished everything issued. */
void sim_timeline_sync_device(struct sim_timeline *t);
/* The host waits until stream's work has finished. */
void sim_timeline_sync_stream(struct sim_timeline *t, uint32_t stream);
/* The host waits, the device running, until ready(arg) holds or nothing
 * is left to run; the host's clock does not move (the caller says to when). */
void sim_timeline_wait_until(struct sim_timeline *t, bool (*ready)(void *arg), void *arg);
/* The host waits until event's last record issued so far has finished
 * (cudaEventSynchronize). */
void sim_timeline_sync_event(struct sim_timeline *t, uint64_t event);

/* Issue an operation at the host's clock (kind, stream, ns and cls set by
 * the caller). */
void sim_timeline_submit(struct sim_timeline *t, struct sim_op *op);
/* The host spends launch_ns issuing a kernel (id kernel, /events row) of
 * run time ns on stream (a kernel whose time does not depend on memory:
 * device memory). */
void sim_timeline_launch(struct sim_timeline *t, uint32_t stream, uint64_t ns,
                         uint64_t launch_ns, uint64_t kernel, uint64_t row);
/* Whether stream has no unfinished work at the host's clock. */
bool sim_timeline_stream_idle(struct sim_timeline *t, uint32_t stream);
/* A mark of the work issued so far on every stream (the operations
 * issued); whether, at the host's clock, stream has finished every
 * operation issued on it before mark. */
uint64_t sim_timeline_mark(const struct sim_timeline *t);
bool sim_timeline_mark_done(struct sim_timeline *t, uint32_t stream, uint64_t mark);
/* cudaEventRecord(event, stream) / cudaStreamWaitEvent(stream, event). */
void sim_timeline_record(struct sim_timeline *t, uint64_t event, uint32_t stream);
void sim_timeline_wait(struct sim_timeline *t, uint32_t stream, uint64_t event);
/* A fresh event id, from 2^63 up (apart from the trace's ids). */
uint64_t sim_timeline_new_event(struct sim_timeline *t);
/* Stream waiter waits for the work issued so far on stream (a record of a
 * fresh event on stream, and a wait for it on waiter). */
void sim_timeline_stream_wait(struct sim_timeline *t, uint32_t waiter, uint32_t stream);

/* When the last host or device work ends. */
uint64_t sim_timeline_end(const struct sim_timeline *t);

#ifndef NDEBUG
bool sim_timeline_valid(const struct sim_timeline *t);
#endif

#endif
