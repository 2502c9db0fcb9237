/* sim_replay_prefetch.c: a replay's cudaMemPrefetchAsync calls
 * (sim_replay_internal.h): in the caller on an idle stream, or deferred to
 * the driver's one worker for the process, which takes them up in turn,
 * with the driver's queue of calls not yet taken up; the harness's
 * evictions are such calls, one per victim. docs/model.md ("Prefetch
 * calls") has the rules and the measurements behind each. */
#include "sim_replay_internal.h"

#include <math.h>
#include <stdlib.h>

/* A cudaMemPrefetchAsync queued on a stream, or the harness's run of them
 * (--evict-at-kernel-boundary: one 2 MiB prefetch to the CPU per victim;
 * victims owned, malloc'd). */
struct copy_op {
    struct sim_op op;
    uint64_t addr, len;
    uint64_t *victims;
    size_t nvictims;
    bool to_gpu;
    bool deferred;   /* issued behind unfinished work on its stream */
    enum model_cause cause;
};

/* The driver calls a copy stands for: the harness's victims are a call each
 * (gpurun_capacity.cu). */
static uint64_t copy_calls(const struct copy_op *c)
{
    return c->nvictims ? c->nvictims : 1;
}

/* When the worker's call for c, taken up at call and done at end, returns
 * and frees the worker for the next deferred call, on any stream: the
 * process has one worker (docs/measurements.md section 25: behind 1 ms
 * kernels on two streams, a 32 MiB prefetch to the CPU on one waits 0.3 to
 * 0.8 ms for a 32 MiB prefetch to the GPU on the other). A call to the CPU
 * returns when its copy is done. One to the GPU returns once it has
 * populated its new pages and started its copy: after as long as the same
 * call holds its caller on an idle stream (prefetch_call_ns), the copy
 * going on. */
static uint64_t worker_returns(const struct replay *p, const struct copy_op *c, uint64_t call,
                               uint64_t end)
{
    if (c->nvictims || !c->to_gpu || !p->started_moved)
        return end;
    uint64_t ret = model_sat_add(model_sat_add(call, p->started_zero_ns),
                                 model_ns(model_curve_ns(&p->cfg->profile->prefetch_call_ns,
                                                         p->started_moved)));
    return ret < end ? ret : end;
}

/* A prefetch starts when its stream reaches it. One issued on an idle
 * stream started in the caller, at once. A deferred one is run by the
 * driver's worker once the stream's earlier work is done: prefetch_defer_ns
 * later (or once the worker is free, worker_returns), then its walk of the
 * range (prefetch_host_ns), then the migration.
 * If the worker is still at it (chained: the op before it on the stream was
 * a deferred prefetch that has just ended), the migration starts at once:
 * the per-call curves prefetch_h2d_ns and prefetch_d2h_ns are measured on
 * calls in a row, the worker's walk of each included (replaying that
 * measurement added the walk twice: 64 KiB calls 47.5 us, measured 42.9),
 * and so is prefetch_zero_defer_ns's. A chained call that moves and
 * populates nothing still costs the worker its walk (gpurun --calibrate,
 * cases resident-16 and resident-4: after the first call, 2 to 4 us a call
 * of 64 KiB and 2 MiB, 21 us of 16 MiB, where prefetch_host_ns is 4.5 and
 * 20 us; docs/measurements.md section 22). */
static uint64_t copy_start(void *ctx, struct sim_op *op, uint64_t now)
{
    struct replay *p = ctx;
    struct copy_op *c = (struct copy_op *)op;
    const struct model_profile *pr = p->cfg->profile;
    uint64_t t = now, calls = copy_calls(c);
    bool chained = c->deferred && p->defer_end == now && p->defer_stream == op->stream;
    if (c->deferred && !chained)
        MODEL_SAT_INC(t, model_ns(pr->prefetch_defer_ns));
    if (c->deferred && t < p->worker_free)
        t = p->worker_free; /* busy with another stream's call */
    if (c->deferred) {
        p->queued -= calls < p->queued ? calls : p->queued;
        p->taken_ns = t;
    }
    uint64_t call = t, end;
    if (c->nvictims) { /* deferred, the worker walks each call's range; else the host did */
        end = model_um_evict_blocks(&p->um, t, c->victims, c->nvictims,
                                  c->deferred ? model_ns(model_curve_ns(&pr->prefetch_host_ns,
                                                                        MODEL_BLOCK_SIZE))
                                              : 0);
    } else {
        if (c->deferred && !chained)
            MODEL_SAT_INC(t, model_ns(model_curve_ns(&pr->prefetch_host_ns, c->len)));
        uint64_t moved0 = p->um.s.h2d[c->cause], d2h0 = p->um.s.d2h[c->cause];
        end = model_um_prefetch(&p->um, t, c->addr, c->len, c->to_gpu, chained, c->cause,
                              &p->started_zero_ns);
        p->started_moved = p->um.s.h2d[c->cause] - moved0;
        if (chained && !p->started_moved && !p->started_zero_ns &&
            p->um.s.d2h[c->cause] == d2h0)
            MODEL_SAT_INC(end, model_ns(model_curve_ns(&pr->prefetch_host_ns, c->len)));
    }
    if (c->deferred)
        p->worker_free = worker_returns(p, c, call, end);
    /* the worker's calls, the victims' one after another (taken as equally long) */
    for (uint64_t i = 0; c->deferred && i < calls; i++)
        if (!model_spans_add(&p->worker, now, call + (end - call) * i / calls,
                           call + (end - call) * (i + 1) / calls))
            p->tl.oom = true;
    return end;
}

static void copy_done(void *ctx, struct sim_op *op, uint64_t now)
{
    struct replay *p = ctx;
    struct copy_op *c = (struct copy_op *)op;
    if (c->deferred) {
        p->defer_end = now;
        p->defer_stream = op->stream;
    }
    sim_replay_timeline_row(ctx, now);
    free(c->victims);
    free(op);
}

static const struct sim_op_class copy_class = { .start = copy_start, .done = copy_done };

static bool queue_has_room(void *arg)
{
    const struct replay *p = arg;
    return p->queued < p->cfg->profile->prefetch_queue;
}

/* Room in the driver's queue of deferred calls: it holds prefetch_queue
 * calls its worker has not taken up (on all streams together); a call
 * beyond them blocks its caller until the worker takes up the oldest
 * (docs/measurements.md section 16: behind a 20 ms kernel, 56 to 58 calls
 * return in 2 to 7 us each, and the next one when the kernel has ended and
 * the worker has taken up the first). */
static void queue_room(struct replay *p)
{
    if (!p->cfg->profile->prefetch_queue || p->queued < p->cfg->profile->prefetch_queue)
        return;
    sim_timeline_wait_until(&p->tl, queue_has_room, p);
    sim_timeline_host_wait(&p->tl, p->taken_ns);
}

/* cudaMemPrefetchAsync of [addr, addr+len) on stream. The driver's
 * migration call cannot wait for stream work (UVM_MIGRATE takes only a
 * semaphore to release when done: uvm_ioctl.h), so the CUDA driver runs it
 * in the calling thread when the stream is idle and otherwise defers it to
 * its own worker (docs/measurements.md section 6; docs/model.md, "Prefetch calls"). In the caller,
 * a prefetch to the GPU costs the host prefetch_call_ns by the bytes it
 * moves (the copy goes on after the call returns; prefetch_host_ns when
 * nothing moves), plus the population of its pages resident nowhere, which
 * the call waits for (prefetch_zero_ns); one to the CPU blocks the host
 * until it has finished.
 * A deferred call costs the host prefetch_host_ns, once the driver's queue
 * has room for it (queue_room); copy_start says what its stream waits. */
void sim_replay_prefetch(struct replay *p, uint64_t addr, uint64_t len, uint64_t *victims,
                         size_t nvictims, bool to_gpu, uint32_t stream, enum model_cause cause)
{
    const struct model_profile *pr = p->cfg->profile;
    struct copy_op *op = malloc(sizeof *op);
    if (!op) {
        free(victims);
        p->tl.oom = true;
        return;
    }
    *op = (struct copy_op){ .op = { .kind = SIM_OP_COPY, .stream = stream, .cls = &copy_class },
                            .addr = addr, .len = len, .victims = victims,
                            .nvictims = nvictims, .to_gpu = to_gpu, .cause = cause };
    uint64_t h0 = p->tl.host_ns;
    if (!sim_timeline_stream_idle(&p->tl, stream))
        queue_room(p);
    MODEL_SAT_INC(p->prefetch_host_ns, p->tl.host_ns - h0);
    op->deferred = !sim_timeline_stream_idle(&p->tl, stream);
    if (op->deferred)
        p->queued += copy_calls(op);
    bool in_caller = !op->deferred;
    p->started_moved = 0;
    p->started_zero_ns = 0;
    sim_timeline_submit(&p->tl, &op->op); /* op is the timeline's; an idle stream starts it */
    uint64_t c = model_ns(
        in_caller && to_gpu && p->started_moved
            ? model_curve_ns(&pr->prefetch_call_ns, p->started_moved)
            : nvictims ? nvictims * model_curve_ns(&pr->prefetch_host_ns, MODEL_BLOCK_SIZE)
                       : model_curve_ns(&pr->prefetch_host_ns, len));
    if (in_caller)
        MODEL_SAT_INC(c, p->started_zero_ns);
    MODEL_SAT_INC(p->prefetch_host_ns, c);
    sim_timeline_host_call(&p->tl, c);
    if (!nvictims)
        model_um_harness_mark(&p->um, addr, len, to_gpu);
    if (!to_gpu && in_caller) {
        uint64_t done = sim_timeline_new_event(&p->tl);
        sim_timeline_record(&p->tl, done, stream);
        sim_timeline_sync_event(&p->tl, done);
    }
}
