/* sim_perfetto.c: simrun --perfetto's events of one replay (sim_perfetto.h). */
#include "sim_perfetto.h"

#include <inttypes.h>

/* The copies' names, as the results' keys name their causes. */
static const char *const cause_names[MODEL_CAUSE_COUNT] = {
    [MODEL_CAUSE_DEMAND] = "demand", [MODEL_CAUSE_DENSITY] = "density",
    [MODEL_CAUSE_LAUNCH_PREFETCH] = "launch_prefetch",
    [MODEL_CAUSE_PROGRAM_PREFETCH] = "program_prefetch",
    [MODEL_CAUSE_EVICTION] = "eviction", [MODEL_CAUSE_CPU_FAULT] = "cpu_fault",
};

static void on_copy(void *ctx, bool h2d, enum model_cause cause, uint64_t start, uint64_t end,
                    uint64_t bytes)
{
    char args[48];
    snprintf(args, sizeof args, "\"bytes\":%" PRIu64, bytes);
    host_perfetto_slice(ctx, h2d ? HOST_PF_H2D : HOST_PF_D2H, cause_names[cause], start, end,
                        args);
}

static void on_batch(void *ctx, uint64_t start, uint64_t end)
{
    host_perfetto_slice(ctx, HOST_PF_FAULTS, "fault batch", start, end, "");
}

static void on_evict(void *ctx, uint64_t at, uint64_t bytes)
{
    char args[48];
    snprintf(args, sizeof args, "\"bytes\":%" PRIu64, bytes);
    host_perfetto_instant(ctx, HOST_PF_EVICTIONS, "evict", at, args);
}

void sim_perfetto_watch(struct host_perfetto *w, struct model_um_watch *watch)
{
    *watch = (struct model_um_watch){ .copy = on_copy, .batch = on_batch, .evict = on_evict,
                                      .ctx = w };
}

void sim_perfetto_kernel(struct host_perfetto *w, const struct sim_op *op, uint64_t end)
{
    host_perfetto_kernel(w, op->stream, op->kernel, op->row, op->start_ns, end);
}

void sim_perfetto_buffer(struct host_perfetto *w, uint64_t at, bool alloc, uint64_t buffer,
                         uint64_t bytes, uint64_t row)
{
    char args[96];
    snprintf(args, sizeof args, "\"buffer\":%" PRIu64 ",\"bytes\":%" PRIu64 ",\"row\":%" PRIu64,
             buffer, bytes, row);
    host_perfetto_instant(w, HOST_PF_ALLOCS, alloc ? "ALLOC" : "FREE", at, args);
}
