/* sim_cuda_blocks.h: how the CUDA driver serves cudaMalloc requests under
 * 2 MiB. It packs them into 2 MiB blocks it maps itself: a request goes to
 * the first block (oldest first) with a free run long enough, at 256-byte
 * granularity (cudaMalloc's alignment); a request no block has room for
 * maps a new block, and the cudaFree of a block's last allocation unmaps
 * it. Mapping and unmapping are what cost: such a call takes as long as a
 * cudaMalloc or cudaFree of 2 MiB, one that fits a few microseconds.
 * Measured with gpurun --timeline on resnet-18's 264 small cudaMallocs
 * (docs/measurements.md section 8): this rule names 68 of the 69 calls
 * that took over 20 us, and 6 more; the calls it says map a block took a
 * median 43 us, those it says fit 3.6 us, the frees it says unmap 40 us.
 * The driver's own code is not public; the rule is the simplest one the
 * measurement supports (keeping one empty block mapped, for instance,
 * names only 36 of the 69).
 *
 * The simulator keeps its own address layout (sim_upstream.h); this only
 * says which calls map or unmap a block, by the caller's address as key.
 *
 * Invariants (sim_cuda_blocks_valid, debug builds): blocks are in creation
 * order and each holds at least one allocation; a block's free runs are
 * sorted, disjoint, not adjacent, inside the block, and with its live
 * allocations' granules add up to the whole block; every packed address
 * names a live block.
 */
#ifndef SIM_CUDA_BLOCKS_H
#define SIM_CUDA_BLOCKS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sim_map.h"

#define SIM_CUDA_BLOCK (2ull << 20)   /* the block the driver maps */
#define SIM_CUDA_GRANULE 256u         /* cudaMalloc's alignment */

struct sim_cuda_run {
    uint32_t start, len; /* in granules */
};

struct sim_cuda_block {
    uint64_t id;
    uint32_t live; /* allocations in it */
    uint32_t used; /* granules they take */
    struct sim_cuda_run *free;
    size_t nfree, capfree;
};

struct sim_cuda_blocks {
    struct sim_cuda_block *b;
    size_t n, cap;
    uint64_t next_id;
    struct sim_map where; /* address -> block id << 28 | first granule << 14 | granules */
};

void sim_cuda_blocks_init(struct sim_cuda_blocks *c);
void sim_cuda_blocks_free(struct sim_cuda_blocks *c);
/* Is a request of size packed (under SIM_CUDA_BLOCK, not 0)? */
bool sim_cuda_blocks_packed(uint64_t size);
/* Place a packed request known by addr: 1 when it mapped a new block, 0
 * when it fit in one, -1 out of host memory. */
int sim_cuda_blocks_alloc(struct sim_cuda_blocks *c, uint64_t addr, uint64_t size);
/* Release addr: 1 when its block is now unmapped, 0 otherwise (also when
 * addr was not placed). */
int sim_cuda_blocks_release(struct sim_cuda_blocks *c, uint64_t addr);

#ifndef NDEBUG
bool sim_cuda_blocks_valid(const struct sim_cuda_blocks *c);
#endif

#endif
