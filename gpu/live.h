/* live.h: the parts of the live library (libgmslive.so, docs/live.md):
 * live_alloc.c serves the program's allocations through the allocator
 * policy; live_launch.c, at each kernel launch, runs the launch-time
 * prefetcher and keeps managed memory within the emulated capacity through
 * the evictor, and counts the iteration markers. */
#ifndef LIVE_H
#define LIVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "host_results.h"
#include "policy.h"

/* What live_alloc.c's settings say of launches. */
struct live_launch_settings {
    const struct policy_prefetcher *pf; /* NULL: no launch hooks */
    const uint64_t *pf_values;
    const struct policy_evictor *ev;    /* with capacity */
    const uint64_t *ev_values;
    uint64_t capacity;                  /* emulated GPU memory, 0: none */
};

/* Start: subscribe to CUPTI (launches when s->pf, NVTX markers always);
 * env is the allocator's environment over the GPU, stream_id its mapping of
 * a CUDA stream to the policies' stream ids. Returns 0, or -1 with what
 * failed in err. */
int live_launch_start(const struct live_launch_settings *s, const struct policy_env *env,
                      uint32_t (*stream_id)(uint64_t), char *err, size_t len);
/* The program's buffers (tensors) and the policy's reservations, as they
 * come and go. */
void live_launch_buffer(uint64_t addr, uint64_t size, bool alive);
void live_launch_reservation(uint64_t addr, uint64_t size, bool alive);
/* The launch-side results. */
void live_launch_results(struct host_results *r, uint64_t start_ns);

#endif
