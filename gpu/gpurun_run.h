/* gpurun_run.h: the state of one gpurun run, shared by the parts of the
 * executor (gpurun_exec.h is the public side). One file per concept:
 *   gpurun_exec.cu      the event loop: set-up, one case per event, teardown
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

struct gr_run {
    const struct gr_config *cfg;
    struct gr_results *r;
    struct trace *t;
    const struct trace_buffer *bufs;
    uint64_t nbuf;
    uint64_t *addr;  /* buffer id -> address (0: not live) */
    uint64_t row;    /* the event being executed */
    /* upstream (gpurun_upstream.cu) */
    uint64_t reserved;
    struct gr_resv *resv;
    size_t nresv, capresv;
    bool teardown; /* destroy's releases are not part of the run: not counted */
    /* streams and events: trace ids and policy ids -> index (gpurun_env.cu) */
    struct u64map stream_ix, event_ix;
    cudaStream_t *streams;
    size_t nstreams, capstreams;
    cudaEvent_t *events;
    size_t nevents, capevents;
    cudaEvent_t join;  /* env stream_wait's event, reused */
    uint32_t next_stream;
    uint64_t next_event;
    /* policies */
    void *self;
    struct policy_env env, up_env;
    void *pf_self, *ev_self;
    /* the evictor's view (gpurun_capacity.cu): each 2 MiB block's state,
     * (tag of the last kernel range touching it) << 1 | 1 when it is reported
     * to the evictor as resident, in leaves of 1 << GR_LEAF_SHIFT consecutive
     * blocks found through leaf_ix (leaf number -> index in leaves);
     * nresident counts the resident ones */
    struct u64map leaf_ix;
    uint16_t **leaves;
    size_t nleaves, capleaves;
    uint64_t last_leaf_no;
    uint16_t *last_leaf; /* the leaf of last_leaf_no, NULL before any */
    uint64_t nresident;
    /* launches (gpurun_launch.cu) */
    struct host_launch cur, peek;
    struct gr_range *stage, *dev_ring; /* pinned staging and device rings of GR_RING */
    size_t ring_pos;
    struct gr_check_status *dev_status;
    uint64_t seq;
    /* the trace in memory (gpurun_preload.cu) */
    struct trace_event *all_ev;   /* /events, when it fits */
    struct trace_access *all_acc; /* /accesses, when it fits */
    struct gr_source src, ahead;  /* the loop's events, the look-ahead's */
    bool ahead_open, ahead_done;
    struct gr_ahead *q;
    size_t qhead, qlen, qcap;
    /* bookkeeping */
    uint64_t seen_peak;
    uint64_t live;
    char *hostbuf; /* device memory: the pageable host copy of HOST events */
    uint64_t hostbuf_len;
    struct gr_timeline *tl; /* --timeline, else NULL */
};

extern struct gr_run *gr_cur_run; /* for error messages */

/* ---- gpurun_timing.cu ---------------------------------------------------- */

uint64_t gr_now_ns(void);
/* "gpurun: TRACE: /events row N: call: error", exit 1. */
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

/* ---- gpurun_preload.cu --------------------------------------------------- */

/* Read /events and /accesses into memory when they fit; 0 or -1 with err. */
int gr_preload(struct gr_run *p, struct trace_error *err);
void gr_preload_free(struct gr_run *p);
/* Start a source at row 0; 0 or -1 with err. */
int gr_source_init(struct gr_run *p, struct gr_source *s, struct trace_error *err);
/* 1 and *e (valid until the next call) with its row, 0 at the end, -1 with err. */
int gr_source_next(struct gr_source *s, const struct trace_event **e, uint64_t *row,
                   struct trace_error *err);
void gr_source_free(struct gr_source *s);

/* ---- gpurun_upstream.cu -------------------------------------------------- */

void gr_upstream_init(struct gr_run *p); /* p->up_env's reserve and release */
/* cudaMemPrefetchAsync of [addr, addr+len) clipped to the live
 * reservations (a 2 MiB block may hold unmapped addresses); the bytes asked. */
uint64_t gr_prefetch_clipped(struct gr_run *p, uint64_t addr, uint64_t len, bool to_gpu,
                             cudaStream_t s);
struct cudaMemLocation gr_loc(bool gpu);

/* ---- gpurun_capacity.cu -------------------------------------------------- */

/* Blocks of [addr, addr+len) reach the GPU (migrated the first time, else
 * accessed when access) / leave it (evicted), as the evictor is told. A
 * kernel's touch (access) gives its blocks the range's tag; a prefetch to
 * the GPU (tag GR_TAG_OF_BLOCK) migrates a block under the tag of the last
 * kernel range that touched it, 0 before any, as simrun does (sim_um.c). */
#define GR_TAG_OF_BLOCK (-1)
void gr_ev_touch(struct gr_run *p, uint64_t addr, uint64_t len, int tag, bool access);
void gr_ev_leave(struct gr_run *p, uint64_t addr, uint64_t len);
/* --capacity: evict the evictor's victims after a kernel on stream s. */
void gr_trim(struct gr_run *p, cudaStream_t s);
void gr_view_free(struct gr_run *p);

/* ---- gpurun_env.cu ------------------------------------------------------- */

cudaStream_t gr_stream(struct gr_run *p, uint32_t id);
cudaEvent_t gr_event(struct gr_run *p, uint64_t id, bool create);
/* The environments: up_env (allocator) and env (prefetcher, evictor). */
void gr_env_init(struct gr_run *p);

/* ---- gpurun_launch.cu ---------------------------------------------------- */

/* Load launch e into lb (its rows resolved to live buffers). */
int gr_load_launch(struct gr_run *p, const struct trace_event *e, struct host_launch *lb,
                   struct trace_error *err);
/* One LAUNCH event; -1 with err on a read failure. */
int gr_do_launch(struct gr_run *p, const struct trace_event *e, struct trace_error *err);
/* Drop the look-ahead's queued launches up to the current row. */
void gr_ahead_pop(struct gr_run *p);
/* Load the replay kernel's module before the clock starts (lazy loading
 * would put it in the first launch). */
void gr_launch_warmup(struct gr_run *p);

/* ---- gpurun_host.cu ------------------------------------------------------ */

/* One HOST event; 1 when --check found a damaged buffer (msg says). */
int gr_do_host(struct gr_run *p, const struct trace_event *e, char *msg, size_t msglen);
/* Read back the device status; -1 with msg on mismatches. */
int gr_check_status(struct gr_run *p, const char *when, char *msg, size_t msglen);

/* ---- gpurun_timeline.cu -------------------------------------------------- */

/* All do nothing without --timeline. Start: at the run's start (records a
 * CUDA event on stream 0); event_begin/event_end around each event (bytes:
 * the buffer's size for ALLOC and FREE, the length for PREFETCH and HOST);
 * kernel: right after a LAUNCH's kernel is queued on s; finish: after the
 * run's final synchronize, writes the rows to cfg->timeline. */
void gr_timeline_start(struct gr_run *p);
void gr_timeline_event_begin(struct gr_run *p);
void gr_timeline_kernel(struct gr_run *p, cudaStream_t s);
void gr_timeline_event_end(struct gr_run *p, const struct trace_event *e, uint64_t bytes);
void gr_timeline_finish(struct gr_run *p);

#endif
