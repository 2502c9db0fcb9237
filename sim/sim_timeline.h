/* sim_timeline.h: the simulated clocks of the host, the streams and the
 * compute engine.
 *
 * The host issues the trace's events one after another on its own clock.
 * The device runs kernels in the order they were issued, one at a time
 * (one compute engine, no concurrent kernels); a kernel starts at the
 * latest of: the host issuing it, its stream's last work finishing (and
 * any event the stream waits for), and the compute engine finishing the
 * kernel before it. Copies (the Unified Memory engine's prefetches, on the
 * copy engines of sim_um.h) end a stream's work through sim_timeline_copy
 * without occupying the compute engine. Streams keep their own "ready" times so
 * SYNC on one stream and RECORD/WAIT between streams are exact under that
 * model, and stay right when the engine lets kernels overlap.
 *
 * Invariants (sim_timeline_valid): every stream's ready time and every
 * recorded event time is at most device_ns (all device work ends by then).
 * All times are integer nanoseconds from 0, so replays are deterministic.
 */
#ifndef SIM_TIMELINE_H
#define SIM_TIMELINE_H

#include <stdbool.h>
#include <stdint.h>

#include "sim_map.h"

struct sim_timeline {
    uint64_t host_ns;   /* when the host is free to issue its next call */
    uint64_t device_ns; /* when all device work queued so far has finished */
    uint64_t compute_ns; /* when the compute engine is free (<= device_ns) */
    uint64_t kernel_ns; /* sum of kernel run times */
    uint64_t host_work_ns; /* sum of host work (HOST ns and time before events) */
    uint64_t host_wait_ns; /* host time spent waiting for the device */
    struct sim_map streams; /* stream id -> ready time */
    struct sim_map events;  /* CUDA event id -> time of the work it records */
    bool oom;              /* a map insert ran out of host memory */
};

void sim_timeline_init(struct sim_timeline *t);
void sim_timeline_free(struct sim_timeline *t);

/* The host works for ns (a HOST event's CPU time, or time spent before
 * issuing an event). */
void sim_timeline_host(struct sim_timeline *t, uint64_t ns);
/* The host waits until the device has finished everything queued. */
void sim_timeline_sync_device(struct sim_timeline *t);
/* The host waits until stream's work has finished. */
void sim_timeline_sync_stream(struct sim_timeline *t, uint32_t stream);
/* The host spends launch_ns issuing a kernel of run time ns on stream. */
void sim_timeline_launch(struct sim_timeline *t, uint32_t stream, uint64_t ns,
                         uint64_t launch_ns);
/* The same in two steps, for kernels whose run time depends on when they
 * start (Unified Memory faults): the host spends launch_ns issuing, the
 * start time is returned; then the kernel of compute time ns ends at end. */
uint64_t sim_timeline_kernel_start(struct sim_timeline *t, uint32_t stream, uint64_t launch_ns);
void sim_timeline_kernel_end(struct sim_timeline *t, uint32_t stream, uint64_t ns, uint64_t end);
/* When stream's queued work is done (0 when it never had any). */
uint64_t sim_timeline_stream_ready(struct sim_timeline *t, uint32_t stream);
/* Work on stream (a copy) that ends at end. */
void sim_timeline_copy(struct sim_timeline *t, uint32_t stream, uint64_t end);
/* The host waits until when. */
void sim_timeline_host_wait(struct sim_timeline *t, uint64_t when);
/* cudaEventRecord(event, stream) / cudaStreamWaitEvent(stream, event); a
 * wait on an event never recorded does nothing, as in CUDA. */
void sim_timeline_record(struct sim_timeline *t, uint64_t event, uint32_t stream);
void sim_timeline_wait(struct sim_timeline *t, uint32_t stream, uint64_t event);
/* Stream waiter waits for the work queued so far on stream. */
void sim_timeline_stream_wait(struct sim_timeline *t, uint32_t waiter, uint32_t stream);
/* When the last host or device work ends. */
uint64_t sim_timeline_end(const struct sim_timeline *t);

#ifndef NDEBUG
bool sim_timeline_valid(const struct sim_timeline *t);
#endif

#endif
