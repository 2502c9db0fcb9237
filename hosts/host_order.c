/* host_order.c: trace RECORD, WAIT and SYNC events as an allocator's order
 * calls (host_order.h). */
#include "host_order.h"

int host_order_event(const struct policy_allocator *a, void *self, const struct trace_event *e,
                     bool *told)
{
    enum policy_order kind;
    *told = false;
    if (!a->order)
        return POLICY_OK;
    switch (e->op) {
    case TRACE_RECORD:
        kind = POLICY_ORDER_RECORD;
        break;
    case TRACE_WAIT:
        kind = POLICY_ORDER_WAIT;
        break;
    case TRACE_SYNC:
        kind = e->mode == TRACE_SYNC_STREAM ? POLICY_ORDER_SYNC_STREAM : POLICY_ORDER_SYNC_DEVICE;
        break;
    default:
        return POLICY_OK;
    }
    *told = true;
    return a->order(self, kind, e->stream, e->op == TRACE_SYNC ? 0 : e->obj);
}
