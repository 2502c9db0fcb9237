/* gpurun_kernels.h: the GPU side of gpurun (docs/gpurun.md): the replay
 * kernel that really touches a LAUNCH's ranges in their pattern and mode
 * and keeps the GPU busy for the rest of the launch's ns, and the fill and
 * check kernels of the correctness mode (--check).
 *
 * Work unit: a "chunk" of at most 4 KiB of touched bytes, handled by one
 * warp. A sequential range is its 4 KiB pieces in address order; a random
 * range is the same pieces in a seeded permutation (j -> (j*mult + add) mod
 * n, a bijection because gcd(mult, n) = 1); a strided range is its pieces
 * [offset + k*stride, +piece) (piece 0 = one byte; at most the stride and
 * the range, as the format defines), each cut into 4 KiB chunks. Chunks of
 * all the ranges of a launch are numbered one after the other (chunk0 is
 * the first chunk of a range), so the kernel finds a chunk's range by
 * binary search.
 *
 * The check pattern: the 32-bit word w of buffer id (buffer offset 4w) is
 * gr_pattern(id, w); a byte at offset o is byte o & 3 of word o >> 2.
 * In --check mode writes store the pattern and reads compare with it, so a
 * correct allocator keeps every buffer's pattern intact and one that hands
 * out overlapping memory is caught at the first read or at the next check.
 */
#ifndef GPURUN_KERNELS_H
#define GPURUN_KERNELS_H

#include <stdint.h>
#include <cuda_runtime_api.h>

#define GR_CHUNK 4096u

/* One access range of a launch, resolved to addresses. Invariant:
 * nchunks > 0; chunk0 of range i+1 = chunk0 + nchunks of range i. */
struct gr_range {
    uint64_t addr;     /* first byte of the range */
    uint64_t len;      /* bytes of the range */
    uint64_t stride;   /* strided: bytes between piece starts */
    uint64_t piece;    /* strided: bytes per piece (>= 1) */
    uint64_t cpp;      /* strided: chunks per piece */
    uint64_t buf_base; /* address of the buffer (the pattern's offset 0) */
    uint64_t buf_id;
    uint64_t chunk0, nchunks;
    uint64_t mult, add; /* random: the permutation of the 4 KiB pages */
    uint8_t mode;       /* 1 read, 2 write, 3 both */
    uint8_t pattern;    /* 0 sequential, 1 random, 2 strided */
};

/* What the check kernels found; lives in device memory. */
struct gr_check_status {
    unsigned long long mismatches;
    unsigned long long first_buf, first_off; /* of the first mismatch seen */
    unsigned long long sink;                 /* keeps reads from being optimized away */
};

/* Chunks of one range (host helper; fills cpp, mult, add, nchunks). */
void gr_range_plan(struct gr_range *r, uint64_t seed);

/* Launch the replay of ranges [0, n) (device memory) on stream, touching
 * then spinning until ns have passed since each block began. check: write
 * patterns and verify reads into *st. Returns the launch error. */
cudaError_t gr_launch_replay(const struct gr_range *dev_ranges, uint32_t n, uint64_t total_chunks,
                             uint64_t ns, int check, struct gr_check_status *st,
                             cudaStream_t stream);

/* Ranges a launch passes by value, in its parameters (no copy to device
 * memory first): up to GR_INLINE_RANGES of them (32 x 96 bytes, within the
 * 4 KiB of kernel parameters every CUDA version allows). */
#define GR_INLINE_RANGES 32
struct gr_inline_ranges {
    struct gr_range r[GR_INLINE_RANGES];
};
/* The same replay with ranges [0, n), n <= GR_INLINE_RANGES, read from
 * host memory into the launch's parameters. */
cudaError_t gr_launch_replay_inline(const struct gr_range *host_ranges, uint32_t n,
                                    uint64_t total_chunks, uint64_t ns, int check,
                                    struct gr_check_status *st, cudaStream_t stream);

/* Fill [base, base+size) with buffer id's pattern / count the bytes that
 * differ from it into *st. */
cudaError_t gr_launch_fill(uint64_t base, uint64_t size, uint64_t id, cudaStream_t stream);
cudaError_t gr_launch_verify(uint64_t base, uint64_t size, uint64_t id,
                             struct gr_check_status *st, cudaStream_t stream);

/* The pattern, for the CPU side of HOST events in --check mode. */
uint32_t gr_pattern_host(uint64_t id, uint64_t word);
/* CPU writes the pattern into / verifies [base+off, +len) of buffer id
 * (buffer at base); verify returns the number of differing bytes and the
 * first one's offset. */
void gr_host_fill(uint64_t base, uint64_t off, uint64_t len, uint64_t id);
uint64_t gr_host_verify(uint64_t base, uint64_t off, uint64_t len, uint64_t id, uint64_t *first);
/* The CPU's touch of [p, p+len) outside --check (HOST events; --calibrate's
 * host_read_ns/host_write_ns measure this very code): mode bit 0 reads
 * (sums 8-byte words), bit 1 writes (memset). */
void gr_host_touch(void *p, uint64_t len, unsigned mode);

#endif
