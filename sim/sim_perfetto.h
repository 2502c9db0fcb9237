/* sim_perfetto.h: simrun --perfetto, what one replay writes through the
 * trace-event writer both hosts share (host_perfetto.h): kernels on their
 * streams' tracks from the timeline (sim_timeline.h's kernel_end), the
 * copies by cause, fault batches and evictions from the Unified Memory
 * engine (model_um_watch), ALLOC and FREE marks and the byte counters from
 * the replay (sim_replay.c). Everything is simulated time, in ns. */
#ifndef SIM_PERFETTO_H
#define SIM_PERFETTO_H

#include "host_perfetto.h"
#include "model_um.h"
#include "sim_timeline.h"

/* Point watch at w: the engine's copies, batches and evictions go to w. */
void sim_perfetto_watch(struct host_perfetto *w, struct model_um_watch *watch);
/* Kernel op finished at end. */
void sim_perfetto_kernel(struct host_perfetto *w, const struct sim_op *op, uint64_t end);
/* ALLOC (alloc) or FREE of buffer (bytes) at at, /events row. */
void sim_perfetto_buffer(struct host_perfetto *w, uint64_t at, bool alloc, uint64_t buffer,
                         uint64_t bytes, uint64_t row);

#endif
