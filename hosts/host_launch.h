/* host_launch.h: a LAUNCH's /accesses rows resolved to addresses, written
 * once for the two hosts of the policies: simrun's replay (sim/) and
 * gpurun's executor (gpu/). Both read rows a .. a+b-1 of /accesses, keep
 * the rows whose buffer is live, and give the prefetcher each kept row as a
 * policy_range (address = buffer address + offset).
 *
 * Why in hosts/: the module needs both traces/trace.h and policies/policy.h,
 * neither of which may include the other, and gpu/ may not include sim/
 * (docs/design.md section 2). hosts/ is the code both hosts share.
 */
#ifndef HOST_LAUNCH_H
#define HOST_LAUNCH_H

#include <stddef.h>
#include <stdint.h>

#include "policy.h"
#include "trace.h"

/* The kept rows of one launch. Invariant (host_launch_valid): n <= cap;
 * for i < n, base[i] != 0, ranges[i].addr = base[i] + acc[i].offset,
 * ranges[i].len = acc[i].length, ranges[i].mode = acc[i].mode. */
struct host_launch {
    struct trace_access *acc;    /* the kept rows, in row order */
    struct policy_range *ranges; /* ranges[i]: acc[i] as the policies see it */
    uint64_t *base;              /* base[i]: the address of acc[i]'s buffer */
    size_t n;                    /* kept rows */
    size_t cap;                  /* allocated length of the three arrays */
};

/* An empty launch buffer (no allocation until the first load). */
void host_launch_init(struct host_launch *l);
void host_launch_free(struct host_launch *l);

/* Room for n rows, so that loading a launch of at most n rows allocates
 * nothing (a host that times its loads can allocate before its clock
 * starts). Returns 0, or -1 when out of host memory (l unchanged). */
int host_launch_reserve(struct host_launch *l, size_t n);

/* Load launch e (a LAUNCH event): rows e->a .. e->a + e->b - 1 of
 * /accesses, from all (the whole /accesses table, read into memory by the
 * caller) or, when all is NULL, read from t. A row is kept when its buffer
 * id is below nbuf and addr[buffer] != 0 (the buffer is live; addr is the
 * caller's buffer id -> address array); its range's tag is
 * bufs[buffer].tag. Returns 0, or -1 with err set (a read failure, out of
 * host memory); on failure l->n is 0. */
int host_launch_load(struct host_launch *l, struct trace *t, const struct trace_access *all,
                     const struct trace_event *e, const uint64_t *addr,
                     const struct trace_buffer *bufs, uint64_t nbuf, struct trace_error *err);

/* The launch as a prefetcher sees it (policy_launch), numbered seq; its
 * ranges point into l (valid until l's next load). */
struct policy_launch host_launch_policy(const struct host_launch *l, const struct trace_event *e,
                                        uint64_t seq);

#ifndef NDEBUG
/* 0 when the invariant above holds, else -1 (debug builds). */
int host_launch_valid(const struct host_launch *l);
#endif

#endif
