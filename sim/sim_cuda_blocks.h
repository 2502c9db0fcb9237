/* sim_cuda_blocks.h: where the CUDA driver places cudaMalloc and
 * cudaMallocManaged requests under 2 MiB, and which calls map or unmap
 * memory for them. The driver packs such requests into 2 MiB blocks of its
 * own: a request, rounded up to 512 bytes, goes to the free run that fits it
 * most tightly over all blocks (the oldest block on a tie), at that run's
 * start; a request no block has room for maps a new block, and the free of
 * a block's last allocation unmaps it. Requests of 2 MiB and more get
 * whole blocks of their own (sim_upstream.h).
 *
 * Measured with gpurun --timeline, which records each ALLOC's address
 * (docs/measurements.md section 10): on resnet-18's 264 small requests with
 * the `cuda` allocator this rule gives the driver's address for 262 on
 * device memory and 262 on managed memory (H100, driver 580); first fit, the
 * rule of the earlier timing-only evidence, gives 129. The 2 it misses are
 * ties between blocks. On device memory, mapping and unmapping are what cost:
 * a call that maps a block took a median 45 us, one that fits 3.6 us
 * (section 8). On managed memory, the allocations of one block share its
 * pages (model_um.h).
 *
 * The packer is best fit with coalescing inside 2 MiB reservations, which
 * is what the chunk space of the allocator policies does (chunk.h), so it
 * is one, over mirrored addresses: a block's base b is b' = -b - 2 MiB
 * (mod 2^64), an offset in it stays one. The upstream places each new
 * block below the earlier ones (sim_upstream.h), so the later a block, the
 * higher its mirrored base, and the free trees' order, (size, address), is
 * (length, the oldest block, the lowest start). Every operation costs
 * O(log) of the live requests and blocks (tests/bench_scaling.c prints the
 * scaling).
 *
 * Invariants (sim_cuda_blocks_valid, debug builds): those of the space,
 * with coalesced free runs, over whole 2 MiB-aligned blocks; every mapped
 * block lies at or above newest, the real base of the last one mapped.
 */
#ifndef SIM_CUDA_BLOCKS_H
#define SIM_CUDA_BLOCKS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "chunk.h"

#define SIM_CUDA_BLOCK (2ull << 20)   /* the block the driver maps */
#define SIM_CUDA_GRANULE 512u         /* what a packed request is rounded up to */

struct sim_cuda_blocks {
    struct chunk_space space; /* over mirrored addresses (stream 0, pool 0) */
    struct policy_env env;    /* the space's upstream: the block at newest */
    uint64_t newest;          /* the real base of the last block mapped (UINT64_MAX: none) */
};

void sim_cuda_blocks_init(struct sim_cuda_blocks *c);
void sim_cuda_blocks_free(struct sim_cuda_blocks *c);
/* Is a request of size packed (under SIM_CUDA_BLOCK, not 0)? */
static inline bool sim_cuda_blocks_packed(uint64_t size)
{
    return size && size < SIM_CUDA_BLOCK;
}
/* Place a packed request of size bytes; *addr gets its address. fresh is
 * where a new block would go: 2 MiB-aligned, not 0, and below every block
 * mapped (sim_upstream places them top-down). Returns 1 when the request
 * mapped it, 0 when it fit in a block already mapped, -1 out of host
 * memory (nothing changed). */
int sim_cuda_blocks_alloc(struct sim_cuda_blocks *c, uint64_t size, uint64_t fresh,
                          uint64_t *addr);
/* Release addr: 1 when its block is now unmapped, 0 otherwise (also when
 * addr was not placed), -1 out of host memory (nothing changed). */
int sim_cuda_blocks_release(struct sim_cuda_blocks *c, uint64_t addr);

#ifndef NDEBUG
bool sim_cuda_blocks_valid(const struct sim_cuda_blocks *c);
#endif

#endif
