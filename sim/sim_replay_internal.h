/* sim_replay_internal.h: what the replay's files (sim_replay.c, the loop;
 * sim_replay_env.c, the environment of launch-time prefetchers and
 * evictors; sim_replay_prefetch.c, the driver's prefetch calls and its
 * worker) share beyond sim_replay.h: the state one replay carries. Nothing
 * outside sim_replay*.c includes it. */
#ifndef SIM_REPLAY_INTERNAL_H
#define SIM_REPLAY_INTERNAL_H

#include "host_iters.h"
#include "sim_replay.h"

#include "host_launch.h"
#include "host_peaks.h"
#include "model_sat.h"
#include "model_spans.h"
#include "model_kernel_time.h"
#include "sim_timeline.h"
#include "model_um.h"

/* A LAUNCH waiting in the look-ahead queue of peek_launch. */
struct ahead_launch {
    uint64_t row;
    struct trace_event e;
};

/* Everything one replay carries between events. */
struct replay {
    const struct policy_allocator *a;
    struct host_iters iters;   /* when each ITER ended, on the simulated clock */
    bool iters_oom;            /* no host memory for the results' iteration_ns */
    void *self;
    struct sim_timeline tl;
    struct sim_upstream up;
    uint64_t *addr;            /* buffer id -> address from the policy (0: not live) */
    struct host_peaks peaks;   /* live requested bytes, peaks, fragmentation */
    uint64_t allocated;        /* the policy's allocated bytes after the last op */
    uint64_t op_wall_ns;       /* wall time inside the alloc/free calls timed */
    uint64_t ops_seen, ops_timed; /* alloc/free calls, and those timed (one in OP_SAMPLE) */
    uint64_t start_ns;         /* wall clock at the replay's start */
    bool progress_shown;       /* progress went to stderr: end its line */
    uint64_t launch_ns;        /* the profile's host time per launch, rounded */
    struct model_kernel_time kt, ahead_kt; /* kernel times of the replay's launches and of
                                            the look-ahead cursor's */
    struct host_results *r;
    char *msg;                 /* the caller's message buffer, for SIM_FAILED and */
    size_t msglen;             /* MODEL_ERROR: "TRACE: where: what" */
    /* managed memory */
    const struct sim_config *cfg;
    struct trace *t;
    const struct trace_buffer *bufs;
    uint64_t nbuf;
    bool managed;
    bool extras;               /* --timeline, --perfetto, --at-peak, --host-overhead or
                                  progress: work besides the replay's, looked at once */
    struct model_um um;
    struct policy_env env;     /* for the prefetcher and the evictor; host = this */
    const struct policy_prefetcher *pf;
    void *pf_self;
    const struct policy_evictor *ev;
    void *ev_self;
    uint64_t row, seq;         /* current event row; launches so far */
    uint32_t next_stream;
    struct host_launch cur, peek; /* the launch being issued; one peeked ahead */
    struct trace_cursor ahead; /* look-ahead for peek_launch */
    bool ahead_open, ahead_done;
    struct ahead_launch *q;
    size_t qhead, qlen, qcap;
    bool read_failed;
    struct trace_error terr;
    uint64_t prefetch_host_ns, host_memcpy_ns; /* host time in these calls */
    uint64_t hostcopy_bytes;   /* device memory: the host copy's bytes HOST events have
                                  touched so far (from its start) */
    uint64_t defer_end;        /* when the last deferred prefetch ended, */
    uint32_t defer_stream;     /* on this stream */
    uint64_t started_moved;    /* bytes to the GPU of the prefetch started last */
    uint64_t started_zero_ns;  /* its population of pages resident nowhere */
    uint64_t queued;           /* deferred prefetch calls not yet taken up by the worker */
    uint64_t taken_ns;         /* when the worker last took one up */
    uint64_t worker_free;      /* when the worker can take up the next (any stream's) */
    struct model_spans worker;   /* the worker's migration calls, from its call to its end */
};

/* cudaMemPrefetchAsync of [addr, addr+len) on stream, or with victims (n
 * block ids, malloc'd, owned from here on) the harness's evictions, one
 * call each (sim_replay_prefetch.c). */
void sim_replay_prefetch(struct replay *p, uint64_t addr, uint64_t len, uint64_t *victims,
                         size_t nvictims, bool to_gpu, uint32_t stream, enum model_cause cause);
/* One --timeline row at time now. */
void sim_replay_timeline_row(struct replay *p, uint64_t now);

/* sim_replay_env.c: p->env for the prefetcher and the evictor (host = p). */
void sim_replay_env_init(struct replay *p);
/* The engine's hooks on upstream: cudaMallocManaged waits for the driver's
 * locks, cudaFree unmaps GPU-resident pages. */
void sim_replay_watch_upstream(struct replay *p);
/* Read the accesses of LAUNCH e into l, resolved to the buffers' current
 * addresses (host_launch.h). Returns 0 or -1 (p->terr set). */
int sim_replay_load_launch(struct replay *p, const struct trace_event *e, struct host_launch *l);
/* Drop the look-ahead queue's launches at or before the current row. */
void sim_replay_ahead_pop(struct replay *p);

#endif
