/* host_order.h: telling an allocator the program's stream ordering. Every
 * host that replays a trace (simrun, gpurun and its footprint check) passes
 * each RECORD, WAIT and SYNC event through host_order_event, so that a
 * stream-ordered pool (policies/async_pool.c) sees the events and host
 * synchronizations its reuse and release rules follow (policy.h, the
 * allocator's order hook). */
#ifndef HOST_ORDER_H
#define HOST_ORDER_H

#include "policy.h"
#include "trace.h"

/* Hand e to a->order when e is a RECORD, WAIT or SYNC event and the
 * allocator follows them; returns POLICY_OK (also for every other event)
 * or POLICY_NO_HOST_MEMORY. *told is set when the allocator was called
 * (it may have released memory upstream). */
int host_order_event(const struct policy_allocator *a, void *self, const struct trace_event *e,
                     bool *told);

#endif
