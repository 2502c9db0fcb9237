/* sim_timeline.c: host and device clocks (see sim_timeline.h for the model). */
#include "sim_timeline.h"

static uint64_t max64(uint64_t a, uint64_t b)
{
    return a > b ? a : b;
}

void sim_timeline_init(struct sim_timeline *t)
{
    *t = (struct sim_timeline){ 0 };
    sim_map_init(&t->streams);
    sim_map_init(&t->events);
}

void sim_timeline_free(struct sim_timeline *t)
{
    sim_map_free(&t->streams);
    sim_map_free(&t->events);
}

/* The ready-time slot of a stream, created at 0; NULL (and t->oom) when
 * out of memory. */
static uint64_t *stream_slot(struct sim_timeline *t, uint32_t stream)
{
    uint64_t *s = sim_map_put(&t->streams, stream, 0);
    if (!s)
        t->oom = true;
    return s;
}

void sim_timeline_host(struct sim_timeline *t, uint64_t ns)
{
    t->host_ns += ns;
    t->host_work_ns += ns;
}

static void host_wait_until(struct sim_timeline *t, uint64_t when)
{
    if (when > t->host_ns) {
        t->host_wait_ns += when - t->host_ns;
        t->host_ns = when;
    }
}

void sim_timeline_sync_device(struct sim_timeline *t)
{
    host_wait_until(t, t->device_ns);
}

void sim_timeline_sync_stream(struct sim_timeline *t, uint32_t stream)
{
    uint64_t *s = sim_map_get(&t->streams, stream);
    if (s)
        host_wait_until(t, *s);
}

uint64_t sim_timeline_kernel_start(struct sim_timeline *t, uint32_t stream, uint64_t launch_ns)
{
    t->host_ns += launch_ns;
    uint64_t *s = stream_slot(t, stream);
    return max64(max64(t->host_ns, s ? *s : 0), t->compute_ns);
}

void sim_timeline_kernel_end(struct sim_timeline *t, uint32_t stream, uint64_t ns, uint64_t end)
{
    uint64_t *s = stream_slot(t, stream);
    t->compute_ns = end;
    t->device_ns = max64(t->device_ns, end);
    if (s)
        *s = end;
    t->kernel_ns += ns;
}

void sim_timeline_launch(struct sim_timeline *t, uint32_t stream, uint64_t ns,
                         uint64_t launch_ns)
{
    uint64_t start = sim_timeline_kernel_start(t, stream, launch_ns);
    sim_timeline_kernel_end(t, stream, ns, start + ns);
}

uint64_t sim_timeline_stream_ready(struct sim_timeline *t, uint32_t stream)
{
    uint64_t *s = sim_map_get(&t->streams, stream);
    return s ? *s : 0;
}

void sim_timeline_copy(struct sim_timeline *t, uint32_t stream, uint64_t end)
{
    uint64_t *s = stream_slot(t, stream);
    if (s)
        *s = max64(*s, end);
    t->device_ns = max64(t->device_ns, end);
}

void sim_timeline_host_wait(struct sim_timeline *t, uint64_t when)
{
    host_wait_until(t, when);
}

void sim_timeline_record(struct sim_timeline *t, uint64_t event, uint32_t stream)
{
    uint64_t *s = sim_map_get(&t->streams, stream);
    uint64_t *e = sim_map_put(&t->events, event, 0);
    if (!e) {
        t->oom = true;
        return;
    }
    *e = s ? *s : 0; /* an idle stream's work is done at time 0 */
}

void sim_timeline_wait(struct sim_timeline *t, uint32_t stream, uint64_t event)
{
    uint64_t *e = sim_map_get(&t->events, event);
    if (!e)
        return;
    uint64_t when = *e;
    uint64_t *s = stream_slot(t, stream);
    if (s)
        *s = max64(*s, when);
}

void sim_timeline_stream_wait(struct sim_timeline *t, uint32_t waiter, uint32_t stream)
{
    uint64_t *s = sim_map_get(&t->streams, stream);
    if (!s)
        return;
    uint64_t when = *s;
    uint64_t *w = stream_slot(t, waiter);
    if (w)
        *w = max64(*w, when);
}

uint64_t sim_timeline_end(const struct sim_timeline *t)
{
    return max64(t->host_ns, t->device_ns);
}

#ifndef NDEBUG
bool sim_timeline_valid(const struct sim_timeline *t)
{
    if (!sim_map_valid(&t->streams) || !sim_map_valid(&t->events) ||
        t->compute_ns > t->device_ns)
        return false;
    for (size_t i = 0; i < t->streams.cap; i++)
        if (t->streams.used[i] && t->streams.vals[i] > t->device_ns)
            return false;
    for (size_t i = 0; i < t->events.cap; i++)
        if (t->events.used[i] && t->events.vals[i] > t->device_ns)
            return false;
    return true;
}
#endif
