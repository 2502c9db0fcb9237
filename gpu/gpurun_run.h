/* gpurun_run.h: the state of one gpurun run, shared by the parts of the
 * executor (gpurun_exec.h is the public side).
 *
 * Two threads share a run. The planner walks the trace with the policies:
 * it runs the allocator, the prefetcher and the evictor, keeps the
 * reservations and the evictor's view, resolves launches to range
 * descriptors, and writes the CUDA calls and CPU work the events stand for
 * into a queue (struct gr_op). The issuer, the thread that owns the CUDA
 * context and the clock, takes them from the queue and makes them, in
 * order. So gpurun's own bookkeeping runs beside the calls instead of
 * between them, on a core whose caches the driver's calls have not just
 * taken (docs/gpurun.md "Host overhead"); the calls and their order are the
 * same as one thread would make (--one-thread does exactly that). Only
 * reserve waits for the issuer: the policy needs the address the driver
 * returns. Fields below are marked [plan] (the planner's alone while it
 * runs) or [issue] (the issuer's).
 *
 * One file per concept, most with a planning half and an issuing half:
 *   gpurun_exec.cu      set-up, the issuer's loop, teardown
 *   gpurun_plan.cu      the planner's loop: one case per event; ALLOC, FREE, ...
 *   gpurun_queue.cu     the queue between the two threads
 *   gpurun_timing.cu    the clock, timed CUDA calls, spins: host-time accounting
 *   gpurun_preload.cu   the trace in memory before the clock starts; event sources
 *   gpurun_upstream.cu  the allocator's upstream: cudaMallocManaged/cudaMalloc
 *   gpurun_capacity.cu  the evictor's view of residency and --capacity trimming
 *   gpurun_env.cu       streams, events and the prefetcher's environment
 *   gpurun_launch.cu    LAUNCH: the prefetcher, the replay kernel, the evictor
 *   gpurun_host.cu      HOST: the CPU's touches (managed) or copies (device)
 *   gpurun_timeline.cu  --timeline: one row per event, kernels' GPU end times
 */
#ifndef GPURUN_RUN_H
#define GPURUN_RUN_H

#include <stddef.h>
#include <stdint.h>

#include <cuda_runtime.h>

#include "gpurun_exec.h"
#include "gpurun_kernels.h"
extern "C" {
#include "host_launch.h"
#include "host_order.h"
#include "host_peaks.h"
#include "model_kernel_time.h"
#include "u64map.h"
}

#define GR_BLOCK_SHIFT 21 /* the evictor's unit: 2 MiB, the driver's root chunk */
#define GR_LEAF_SHIFT 12  /* the view's leaves: 4096 blocks (8 GiB), 8 KiB each */
#define GR_RING 65536     /* descriptors in the staging rings */

/* A reservation obtained upstream; kept sorted by addr. */
struct gr_resv {
    uint64_t addr, size;
};

/* A LAUNCH event queued by the look-ahead (peek_launch). */
struct gr_ahead {
    uint64_t row;
    struct trace_event e;
};

/* Events in row order: from the preloaded table (all != NULL) or streamed
 * from the file through a cursor. next is the row of the next event. */
struct gr_source {
    const struct trace_event *all;
    uint64_t n, next;
    struct trace_cursor cur;
    bool open;
};

/* What the planner asks the issuer to do; the fields each kind uses. */
enum gr_op_kind {
    GR_OP_BEGIN,       /* an event starts: a row, mode its op, b its ns, c its obj, d its
                          stream (the trace's id) */
    GR_OP_END,         /* it ends: a the --timeline bytes, b an ALLOC's address, c the
                          bytes reserved upstream, d allocated, after it */
    GR_OP_RESERVE,     /* upstream: a bytes; the answer through gr_queue_answer */
    GR_OP_RELEASE,     /* upstream: a the address */
    GR_OP_PREFETCH,    /* a addr, b bytes, mode 1 to the GPU, 0 to the CPU, c GR_CAUSE_*;
                          stream */
    GR_OP_ADVISE,      /* a addr, b bytes, mode the trace's advice */
    GR_OP_SYNC,        /* mode 1 the stream, 0 the device */
    GR_OP_RECORD,      /* event a after the work on stream */
    GR_OP_WAIT,        /* stream waits for event a */
    GR_OP_EVENT_SYNC,  /* the host waits for event a */
    GR_OP_STREAM_WAIT, /* stream waits for the work queued so far on stream a */
    GR_OP_KERNEL,      /* descriptors [a, a+b) of the queue, c chunks, d ns, mode GR_KERNEL_* */
    GR_OP_INIT,        /* a host-initialized buffer's contents: a addr, b bytes; stream */
    GR_OP_FILL,        /* --check: buffer c's pattern into [a, a+b); mode 1 by the CPU */
    GR_OP_VERIFY,      /* --check: buffer c at a, b bytes, before its FREE */
    GR_OP_HOST,        /* HOST: buffer e at a, touches [a+b, +c), mode, d ns */
    GR_OP_STOP         /* the plan ends (the outcome is in the planner's fields) */
};
#define GR_KERNEL_RING 1 /* descriptors through the device ring, not the parameters */
#define GR_KERNEL_LAST 2 /* the launch's last (or only) kernel */
/* Why a prefetch is made (--perfetto names its copy so, as simrun does). */
enum { GR_CAUSE_PROGRAM, GR_CAUSE_LAUNCH, GR_CAUSE_EVICTION };

struct gr_op {
    uint8_t kind, mode;
    uint32_t stream; /* an index into the issuer's streams */
    uint64_t a, b, c, d, e;
};

/* The single-producer single-consumer queue from the planner to the
 * issuer: ops and, beside them, the launches' range descriptors. Positions
 * count from 0 and never wrap (slot = position mod size). Invariant:
 * tail <= head, head - tail <= GR_OPS; dtail <= dhead, dhead - dtail <=
 * GR_DESCS; a launch's descriptors are contiguous in desc. The planner
 * publishes head (pub_head) with release stores, the issuer tail and dtail;
 * each reads the other's with acquire loads. */
#define GR_OPS (1u << 16)
#define GR_DESCS (2u * GR_RING)
#define GR_LINE __attribute__((aligned(64))) /* a cache line of its own */
struct gr_queue {
    struct gr_op *ops;
    struct gr_range *desc;
    bool threaded;                /* false: --one-thread, ops are issued at once */
    /* [plan] next to write; the issuer's positions, as last read */
    uint64_t head GR_LINE, dhead, seen_tail, seen_dtail;
    /* [issue] next to read, descriptors done with; the planner's, as last read */
    uint64_t tail GR_LINE, dtail, seen_head;
    uint64_t pub_head GR_LINE;    /* [plan] publishes */
    uint64_t pub_tail GR_LINE, pub_dtail; /* [issue] publishes */
    uint64_t answered GR_LINE;    /* [issue] RESERVE ops answered */
    uint64_t answer;              /* the last answer: an address, 0 failed */
    int stop GR_LINE;             /* [issue] stopped early: the planner ends */
};

struct gr_run {
    const struct gr_config *cfg;
    struct gr_results *r; /* each field written by one of the two threads */
    struct trace *t;
    const struct trace_buffer *bufs;
    uint64_t nbuf;
    struct gr_queue queue;
    /* the planner [plan] */
    uint64_t *addr;  /* buffer id -> address (0: not live) */
    uint64_t row;    /* the event being planned */
    int outcome;     /* gr_execute's return for the plan: 0, 1 (status says) or 2 */
    char status[16]; /* "ok", "oom" or "check-failed" */
    int64_t failed_row;
    char msg[1024];
    uint64_t reserve_wait_ns; /* in reserve, waiting for the issuer's answer */
    /* upstream (gpurun_upstream.cu) [plan] */
    uint64_t reserved;
    struct gr_resv *resv;
    size_t nresv, capresv;
    bool teardown; /* destroy's releases are not part of the run: not counted */
    /* streams and events: trace ids and policy ids -> index (gpurun_env.cu;
     * the issuer's CUDA streams and events by index are below) [plan] */
    struct u64map stream_ix, event_ix;
    uint32_t nstream_ids;
    uint64_t nevent_ids;
    uint32_t next_stream;
    uint64_t next_event;
    uint64_t gpu_total; /* the device's memory, read in the set-up */
    /* policies [plan] */
    void *self;
    struct policy_env env, up_env;
    void *pf_self, *ev_self;
    /* the evictor's view (gpurun_capacity.cu) [plan]: each 2 MiB block's
     * state, (tag of the last kernel range touching it) << 1 | 1 when it is
     * reported to the evictor as resident, in leaves of 1 << GR_LEAF_SHIFT
     * consecutive blocks found through leaf_ix (leaf number -> index in
     * leaves); nresident counts the resident ones */
    struct u64map leaf_ix;
    uint16_t **leaves;
    size_t nleaves, capleaves;
    uint64_t last_leaf_no;
    uint16_t *last_leaf; /* the leaf of last_leaf_no, NULL before any */
    uint64_t nresident;
    /* launches (gpurun_launch.cu) [plan]: kt times the loop's, ahead_kt the
     * look-ahead's (model_kernel_time.h, as simrun's replay) */
    struct host_launch cur, peek;
    uint64_t seq;
    struct model_kernel_time kt, ahead_kt;
    /* the trace in memory (gpurun_preload.cu) [plan] */
    struct trace_event *all_ev;   /* /events, when it fits */
    struct trace_access *all_acc; /* /accesses, when it fits */
    struct trace_work *all_work;  /* /work, when the events fit and kernels use it */
    struct gr_source src, ahead;  /* the loop's events, the look-ahead's */
    bool ahead_open, ahead_done;
    struct gr_ahead *q;
    size_t qhead, qlen, qcap;
    /* bookkeeping [plan] */
    struct host_peaks peaks; /* live requested bytes, peaks, fragmentation */
    uint64_t allocated;      /* the policy's allocated bytes after the last ALLOC or FREE */
    /* the issuer [issue], apart from the planner's fields' cache lines */
    uint64_t xrow GR_LINE; /* the event being issued */
    uint8_t xop;       /* its op */
    uint64_t start, last, lastshow, other_last; /* the clock: gpurun_exec.cu */
    bool seen[TRACE_WAIT + 1]; /* op kinds met: their first event is warm-up */
    char *xmsg;        /* gr_execute's message, xmsglen bytes */
    size_t xmsglen;
    cudaStream_t *streams; /* by index, made when first used (gpurun_env.cu) */
    size_t capstreams;
    cudaEvent_t *events;
    size_t capevents;
    cudaEvent_t join;  /* env stream_wait's event, reused */
    struct gr_range *stage, *dev_ring; /* pinned staging and device rings of GR_RING */
    size_t ring_pos;
    struct gr_check_status *dev_status;
    char *hostbuf; /* device memory: the pageable host copy of HOST events */
    uint64_t hostbuf_len;
    struct gr_timeline *tl; /* --timeline, else NULL */
};

extern struct gr_run *gr_cur_run; /* for error messages */

/* ---- gpurun_timing.cu ---------------------------------------------------- */

uint64_t gr_now_ns(void);
/* "gpurun: TRACE: /events row N: call: error" (the row being issued), exit 1. */
void gr_cuda_fail(const char *call, cudaError_t e) __attribute__((noreturn));
void gr_die_oom(void) __attribute__((noreturn));
/* Grow an array of elem-sized items to hold need (doubling). */
void *gr_grow(void *p, size_t *cap, size_t need, size_t elem);
/* Spin the host until deadline (the trace's host time), into spin_ns. */
void gr_spin_until(struct gr_run *p, uint64_t deadline);

/* A CUDA call the trace's events make (the program would make it too):
 * timed into cuda_ns, which the host overhead excludes; checked. */
#define CK(p, call) GR_TIMED_CALL(p, call, cuda_ns)
/* A CUDA call gpurun makes for itself (descriptor copies, ring wraps, the
 * stream_wait event): timed into harness_cuda_ns, which stays part of the
 * host overhead. */
#define CKH(p, call) GR_TIMED_CALL(p, call, harness_cuda_ns)
#define GR_TIMED_CALL(p, call, counter)                              \
    do {                                                             \
        uint64_t ck_t0 = gr_now_ns();                                \
        cudaError_t ck_e = (call);                                   \
        (p)->r->counter += gr_now_ns() - ck_t0;                      \
        if (ck_e != cudaSuccess)                                     \
            gr_cuda_fail(#call, ck_e);                               \
    } while (0)

/* ---- gpurun_queue.cu ------------------------------------------------------ */

/* Both sides: set up (threaded or not) and free the queue. */
void gr_queue_init(struct gr_run *p, bool threaded);
void gr_queue_free(struct gr_run *p);
/* [plan] An op: queued, or issued at once without a planner thread (and
 * dropped once the issuer has stopped). */
void gr_emit(struct gr_run *p, uint8_t kind, uint8_t mode, uint32_t stream, uint64_t a,
             uint64_t b, uint64_t c, uint64_t d, uint64_t e);
/* [plan] Room for n contiguous descriptors: their first position. */
uint64_t gr_queue_descs(struct gr_run *p, uint32_t n);
/* [plan] A RESERVE of size bytes, issued: the address, 0 when it failed. */
uint64_t gr_queue_reserve(struct gr_run *p, uint64_t size);
/* [plan] True once the issuer has stopped early. */
bool gr_queue_stopped(struct gr_run *p);
/* [issue] The next op (waits for the planner); done: every op taken so far
 * is finished with, its slots and descriptors free; answer a RESERVE. */
const struct gr_op *gr_queue_take(struct gr_run *p);
void gr_queue_done(struct gr_run *p);
void gr_queue_answer(struct gr_run *p, uint64_t addr);
/* [issue] End early: the planner stops at its next op. */
void gr_queue_stop(struct gr_run *p);

/* ---- gpurun_plan.cu ------------------------------------------------------- */

/* [plan] Plan the whole trace (its events as ops, then STOP); the outcome
 * in p->outcome, p->status, p->failed_row, p->msg. */
void gr_plan(struct gr_run *p);

/* ---- gpurun_exec.cu ------------------------------------------------------- */

/* [issue] Issue one op: 0 go on, 1 the run ends (STOP, or --check found
 * damage: xmsg, and status and failed_row in r, say so). */
int gr_issue(struct gr_run *p, const struct gr_op *o);

/* ---- gpurun_preload.cu --------------------------------------------------- */

/* Read /events and /accesses (and /work, which kt uses) into memory when
 * they fit; 0 or -1 with err. */
int gr_preload(struct gr_run *p, struct trace_error *err);
void gr_preload_free(struct gr_run *p);
/* Start a source at row 0; 0 or -1 with err. */
int gr_source_init(struct gr_run *p, struct gr_source *s, struct trace_error *err);
/* 1 and *e (valid until the next call) with its row, 0 at the end, -1 with err. */
int gr_source_next(struct gr_source *s, const struct trace_event **e, uint64_t *row,
                   struct trace_error *err);
void gr_source_free(struct gr_source *s);

/* ---- gpurun_upstream.cu -------------------------------------------------- */

void gr_upstream_init(struct gr_run *p); /* [plan] p->up_env's reserve and release */
/* [plan] A prefetch of [addr, addr+len) clipped to the live reservations
 * (a 2 MiB block may hold unmapped addresses); the bytes asked. */
uint64_t gr_prefetch_clipped(struct gr_run *p, uint64_t addr, uint64_t len, bool to_gpu,
                             uint32_t stream, uint8_t cause);
/* [issue] RESERVE and RELEASE. */
void gr_issue_reserve(struct gr_run *p, uint64_t size);
void gr_issue_release(struct gr_run *p, uint64_t addr);
struct cudaMemLocation gr_loc(bool gpu);

/* ---- gpurun_capacity.cu -------------------------------------------------- */

/* [plan] Blocks of [addr, addr+len) reach the GPU (migrated the first time,
 * else accessed when access) / leave it (evicted), as the evictor is told.
 * A kernel's touch (access) gives its blocks the range's tag; a prefetch to
 * the GPU (tag GR_TAG_OF_BLOCK) migrates a block under the tag of the last
 * kernel range that touched it, 0 before any, as simrun does (model_um.c). */
#define GR_TAG_OF_BLOCK (-1)
void gr_ev_touch(struct gr_run *p, uint64_t addr, uint64_t len, int tag, bool access);
void gr_ev_leave(struct gr_run *p, uint64_t addr, uint64_t len);
/* [plan] --capacity: evict the evictor's victims after a kernel on stream. */
void gr_trim(struct gr_run *p, uint32_t stream);
void gr_view_free(struct gr_run *p);

/* ---- gpurun_env.cu ------------------------------------------------------- */

/* [plan] The index of stream id (a new one for an id not seen); of event
 * id, false when it was never recorded and create is false. */
uint32_t gr_stream_ix(struct gr_run *p, uint32_t id);
bool gr_event_ix(struct gr_run *p, uint64_t id, bool create, uint64_t *ix);
/* [issue] The CUDA stream and event of an index, created when first used. */
cudaStream_t gr_stream_at(struct gr_run *p, uint32_t ix);
cudaEvent_t gr_event_at(struct gr_run *p, uint64_t ix);
/* The environments: up_env (allocator) and env (prefetcher, evictor). */
void gr_env_init(struct gr_run *p);

/* ---- gpurun_launch.cu ---------------------------------------------------- */

/* [plan] Load launch e into lb (its rows resolved to live buffers). */
int gr_load_launch(struct gr_run *p, const struct trace_event *e, struct host_launch *lb,
                   struct trace_error *err);
/* [plan] One LAUNCH event; -1 with err on a read failure. */
int gr_do_launch(struct gr_run *p, const struct trace_event *e, struct trace_error *err);
/* [plan] Drop the look-ahead's queued launches up to the current row. */
void gr_ahead_pop(struct gr_run *p);
/* [issue] A KERNEL op on its stream s. */
void gr_issue_kernel(struct gr_run *p, const struct gr_op *o, cudaStream_t s);
/* Load the replay kernel's module before the clock starts (lazy loading
 * would put it in the first launch). */
void gr_launch_warmup(struct gr_run *p);

/* ---- gpurun_host.cu ------------------------------------------------------ */

/* [plan] One HOST event. */
void gr_do_host(struct gr_run *p, const struct trace_event *e);
/* [issue] A HOST op; 1 with msg when --check found a damaged buffer. */
int gr_issue_host(struct gr_run *p, const struct gr_op *o, char *msg, size_t msglen);
/* [issue] Read back the device status; -1 with msg on mismatches. */
int gr_check_status(struct gr_run *p, const char *when, char *msg, size_t msglen);

/* ---- gpurun_timeline.cu -------------------------------------------------- */

/* [issue] All do nothing without --timeline or --perfetto. Start: at the
 * run's start (records a CUDA event on stream 0); event_begin/event_end
 * around each event (obj and stream: the trace's; bytes: the buffer's size
 * for ALLOC and FREE, the length for PREFETCH and HOST; addr: an ALLOC's
 * address; reserved and allocated: the bytes after it); kernel_begin
 * (--perfetto): right before each of a LAUNCH's kernels is queued on s;
 * kernel: right after its last; copy_begin and copy_end (--perfetto):
 * around a prefetch of bytes on s (to_gpu, cause GR_CAUSE_*), copy_begin's
 * answer passed to copy_end; finish: after the run's final synchronize,
 * writes the rows to cfg->timeline and a process to cfg->perfetto. */
void gr_timeline_start(struct gr_run *p);
void gr_timeline_event_begin(struct gr_run *p, uint64_t obj, uint32_t stream);
void gr_timeline_kernel_begin(struct gr_run *p, cudaStream_t s);
void gr_timeline_kernel(struct gr_run *p, cudaStream_t s);
int32_t gr_timeline_copy_begin(struct gr_run *p, cudaStream_t s);
void gr_timeline_copy_end(struct gr_run *p, cudaStream_t s, int32_t begin, bool to_gpu,
                          uint8_t cause, uint64_t bytes);
void gr_timeline_event_end(struct gr_run *p, uint8_t op, uint64_t bytes, uint64_t addr,
                           uint64_t reserved, uint64_t allocated, uint64_t overhead_ns);
void gr_timeline_finish(struct gr_run *p);

#endif
