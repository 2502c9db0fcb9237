/* live.h: the parts of the live library (libgmslive.so, docs/live.md):
 * live_alloc.c serves the program's allocations through the allocator
 * policy, as PyTorch's pluggable allocator; live_inject.c takes a CUDA
 * program's own allocation calls to it; live_launch.c, at each kernel
 * launch, runs the launch-time prefetcher and keeps managed memory within
 * the emulated capacity through the evictor, and counts the iteration
 * markers. */
#ifndef LIVE_H
#define LIVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <cuda_runtime_api.h>
#include <cupti.h>

#include "host_results.h"
#include "policy.h"

/* What live_alloc.c's settings say of launches. */
struct live_launch_settings {
    const struct policy_prefetcher *pf; /* NULL: no launch hooks */
    const uint64_t *pf_values;
    const struct policy_evictor *ev;    /* with capacity */
    const uint64_t *ev_values;
    uint64_t capacity;                  /* emulated GPU memory, 0: none */
    uint64_t warmup;                    /* iterations before the steady state (--warmup) */
};

/* ---- live_alloc.c: the policy serving the program ---- */

/* Whether the program's own CUDA allocation calls go through the policy:
 * GMS_LIVE is set and PyTorch's pluggable allocator did not take over. */
bool live_takes_calls(void);
/* An allocation of size bytes on stream (a cudaStream_t) through the
 * policy: 0 with *addr, or -1 (out of memory, said once). */
int live_alloc(size_t size, void *stream, uint64_t *addr);
/* Whether addr is a block the policy handed out and still holds. */
bool live_owns(uint64_t addr);
/* Give a block back to the policy; false when it is not the policy's. */
bool live_free(uint64_t addr, void *stream);
/* An allocation call handed to CUDA unchanged, counted. */
void live_passed_through(void);
/* A driver allocation that no hook saw, counted. */
void live_unseen(void);

/* ---- live_inject.c: the CUDA libraries' own allocation calls ---- */

/* cudaMalloc and cudaFree themselves, past the library's. */
cudaError_t live_cuda_malloc(void **p, size_t size);
cudaError_t live_cuda_free(void *p);
/* The driver's allocation callback ids, 0-terminated, and whether a
 * callback is an allocation that succeeded past every hook. */
extern const CUpti_CallbackId live_inject_alloc_ids[];
bool live_inject_unseen(const CUpti_CallbackData *cb);

/* ---- live_launch.c ---- */

/* Subscribe to CUPTI's callbacks: NVTX markers and the driver's
 * allocations (once; at CUDA's start when the driver injects the library,
 * else at the first allocation). stream_id maps a CUDA stream to the
 * policies' stream ids. Returns 0, or -1 with what failed in err. */
int live_launch_subscribe(uint32_t (*stream_id)(uint64_t), char *err, size_t len);
/* Start: subscribe, and follow launches when s->pf; env is the allocator's
 * environment over the GPU. Returns 0, or -1 with what failed in err. */
int live_launch_start(const struct live_launch_settings *s, const struct policy_env *env,
                      uint32_t (*stream_id)(uint64_t), char *err, size_t len);
/* The program's buffers (tensors) and the policy's reservations, as they
 * come and go. */
void live_launch_buffer(uint64_t addr, uint64_t size, bool alive);
void live_launch_reservation(uint64_t addr, uint64_t size, bool alive);
/* The launch-side results. */
void live_launch_results(struct host_results *r, uint64_t start_ns);

#endif
