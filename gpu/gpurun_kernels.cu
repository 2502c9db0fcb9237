/* gpurun_kernels.cu: the replay, fill and verify kernels (gpurun_kernels.h). */
#include "gpurun_kernels.h"

#include <string.h>

#define GR_THREADS 256
#define GR_MAX_BLOCKS 264 /* two blocks per SM of an H100 SXM/PCIe: one wave */

/* splitmix64's finalizer: a well-mixed word of (id, word index). */
__host__ __device__ static inline uint32_t gr_pattern(uint64_t id, uint64_t w)
{
    uint64_t z = id * 0x9E3779B97F4A7C15ull + w + 0x632BE59BD9B4E019ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return (uint32_t)(z ^ (z >> 31));
}

uint32_t gr_pattern_host(uint64_t id, uint64_t word)
{
    return gr_pattern(id, word);
}

__host__ __device__ static inline uint8_t gr_pattern_byte(uint64_t id, uint64_t off)
{
    return (uint8_t)(gr_pattern(id, off >> 2) >> (8 * (off & 3)));
}

__device__ static inline uint64_t gr_globaltimer(void)
{
    uint64_t t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    return t;
}

static const uint64_t gr_mults[] = { 1000003, 999983, 999979, 999961, 524287, 131071 };

static uint64_t gcd64(uint64_t a, uint64_t b)
{
    while (b) {
        uint64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

void gr_range_plan(struct gr_range *r, uint64_t seed)
{
    r->cpp = 1;
    r->mult = 1;
    r->add = 0;
    if (r->pattern == 2) {
        /* a piece covers at most its stride and the range (docs/trace-format.md):
         * a piece near 2^64 neither wraps its chunk count nor its end */
        if (r->piece > r->stride)
            r->piece = r->stride;
        if (r->piece > r->len)
            r->piece = r->len;
        uint64_t npieces = r->len ? (r->len - 1) / r->stride + 1 : 0;
        r->cpp = (r->piece + GR_CHUNK - 1) / GR_CHUNK;
        r->nchunks = npieces * r->cpp;
        return;
    }
    r->nchunks = (r->len + GR_CHUNK - 1) / GR_CHUNK;
    if (r->pattern == 1 && r->nchunks > 1) {
        for (unsigned i = 0; i < sizeof gr_mults / sizeof gr_mults[0]; i++)
            if (gcd64(gr_mults[i] % r->nchunks, r->nchunks) == 1) {
                r->mult = gr_mults[i] % r->nchunks;
                break;
            }
        r->add = (seed * 0x9E3779B97F4A7C15ull + r->addr) % r->nchunks;
    }
}

/* Bytes [s, e) of chunk j of range r. */
__device__ static inline void gr_chunk(const struct gr_range *r, uint64_t j, uint64_t *s,
                                       uint64_t *e)
{
    uint64_t end = r->addr + r->len;
    if (r->pattern == 2) {
        uint64_t k = j / r->cpp, sub = j % r->cpp;
        uint64_t ps = r->addr + k * r->stride;
        uint64_t pe = ps + r->piece < end ? ps + r->piece : end;
        *s = ps + sub * GR_CHUNK;
        *e = *s + GR_CHUNK < pe ? *s + GR_CHUNK : pe;
        return;
    }
    uint64_t p = r->pattern == 1 ? (j * r->mult + r->add) % r->nchunks : j;
    *s = r->addr + p * GR_CHUNK;
    *e = *s + GR_CHUNK < end ? *s + GR_CHUNK : end;
}

struct gr_touch {
    int check;
    uint8_t mode;
    uint64_t base, id;
    uint32_t sink;
    unsigned long long bad, bad_off;
};

__device__ static inline void gr_touch_byte(struct gr_touch *t, uint64_t a)
{
    volatile uint8_t *p = (volatile uint8_t *)a;
    uint8_t want = t->check ? gr_pattern_byte(t->id, a - t->base) : (uint8_t)a;
    if (t->mode & 1) {
        uint8_t v = *p;
        t->sink += v;
        if (t->check && v != want && t->bad++ == 0)
            t->bad_off = a - t->base;
    }
    if (t->mode & 2)
        *p = want;
}

__device__ static inline void gr_touch_word(struct gr_touch *t, uint64_t a)
{
    volatile uint32_t *p = (volatile uint32_t *)a;
    uint32_t want = t->check ? gr_pattern(t->id, (a - t->base) >> 2) : (uint32_t)a;
    if (t->mode & 1) {
        uint32_t v = *p;
        t->sink += v;
        if (t->check && v != want && t->bad++ == 0)
            t->bad_off = a - t->base;
    }
    if (t->mode & 2)
        *p = want;
}

/* A lane's 16-byte vectors of a span, at most this many (a span is at most
 * GR_CHUNK bytes, 512 of them per round of the warp's 32 lanes). */
#define GR_LANE_VECS (GR_CHUNK / 512)
static_assert(GR_CHUNK % 512 == 0, "a chunk is whole rounds of a warp's vectors");

/* One lane's vectors a, a + 512, ... below ea (16 aligned bytes each), in
 * the mode t->mode; in --check mode word by word. Plain (not volatile)
 * accesses: a kernel touching GPU-resident data then streams at a good
 * fraction of the memory bandwidth instead of about 0.6 TB/s; the loads
 * stay, since their sum reaches gr_report. All the loads are issued before
 * any is used: a warp then waits for memory once per span, not once per
 * vector, which left a small kernel (2.4 MiB in 3 us, an ETL step) about
 * 5.5 us past its ns on an H100 (docs/measurements.md section 15). */
__device__ static inline void gr_touch_lane(struct gr_touch *t, uint64_t a, uint64_t ea)
{
    if (t->check) {
        for (; a < ea; a += 512)
            for (int i = 0; i < 4; i++)
                gr_touch_word(t, a + 4 * i);
        return;
    }
    if (t->mode & 1) {
        uint4 v[GR_LANE_VECS];
#pragma unroll
        for (int k = 0; k < GR_LANE_VECS; k++)
            if (a + 512 * k < ea)
                v[k] = *(const uint4 *)(a + 512 * k);
#pragma unroll
        for (int k = 0; k < GR_LANE_VECS; k++)
            if (a + 512 * k < ea)
                t->sink += v[k].x ^ v[k].y ^ v[k].z ^ v[k].w;
    }
    if (t->mode & 2)
#pragma unroll
        for (int k = 0; k < GR_LANE_VECS; k++)
            if (a + 512 * k < ea) {
                uint32_t w = (uint32_t)(a + 512 * k);
                *(uint4 *)(a + 512 * k) = make_uint4(w, w + 4, w + 8, w + 12);
            }
}

/* One warp touches [s, e) (at most GR_CHUNK bytes): 16-byte vectors by the
 * lanes, the unaligned ends byte by byte by lane 0. Read-and-write spans are
 * read whole, then written: a store right behind its own load waits for it,
 * which on an H100 ran read-and-write kernels past the L2 at 143 GB/s (128
 * MiB in 940 us, where reading alone took 77 us and writing alone 52 us);
 * two passes over the 4 KiB span, the second in the L2, keep the kernel
 * within its ns as the program's own kernel was. */
__device__ static void gr_touch_span(struct gr_touch *t, uint64_t s, uint64_t e, unsigned lane)
{
    uint64_t sa = (s + 15) & ~15ull, ea = e & ~15ull;
    if (sa >= ea) {
        if (lane == 0)
            for (uint64_t a = s; a < e; a++)
                gr_touch_byte(t, a);
        return;
    }
    if (lane == 0) {
        for (uint64_t a = s; a < sa; a++)
            gr_touch_byte(t, a);
        for (uint64_t a = ea; a < e; a++)
            gr_touch_byte(t, a);
    }
    uint8_t mode = t->mode;
    for (uint8_t pass = mode == 3 ? 1 : mode; pass & mode; pass <<= 1) {
        t->mode = pass;
        gr_touch_lane(t, sa + 16 * lane, ea);
    }
    t->mode = mode;
}

__device__ static void gr_report(struct gr_touch *t, struct gr_check_status *st)
{
    if (t->bad) {
        if (atomicAdd(&st->mismatches, t->bad) == 0) {
            st->first_buf = t->id;
            st->first_off = t->bad_off;
        }
    }
    if (t->sink == 0x9E3779B9u) /* practically never: only keeps the loads */
        st->sink = t->sink;
}

/* The replay of ranges [0, n): each warp takes chunks warp, warp +
 * nwarps, ...; then every thread spins until ns have passed since t0. */
__device__ static void gr_replay(const struct gr_range *ranges, uint32_t n, uint64_t total,
                                 uint64_t ns, int check, struct gr_check_status *st, uint64_t t0)
{
    unsigned lane = threadIdx.x & 31;
    uint64_t warp = ((uint64_t)blockIdx.x * blockDim.x + threadIdx.x) >> 5;
    uint64_t nwarps = ((uint64_t)gridDim.x * blockDim.x) >> 5;
    struct gr_touch t = { check, 0, 0, 0, 0, 0, 0 };
    uint32_t lo = 0;
    for (uint64_t j = warp; j < total; j += nwarps) {
        /* the range holding chunk j: chunk0 <= j < chunk0 + nchunks */
        uint32_t a = lo, b = n;
        while (b - a > 1) {
            uint32_t m = (a + b) / 2;
            if (ranges[m].chunk0 <= j)
                a = m;
            else
                b = m;
        }
        lo = a; /* chunks only grow within a warp's loop */
        const struct gr_range *r = &ranges[a];
        if (t.id != r->buf_id || t.base != r->buf_base) {
            gr_report(&t, st);
            t.bad = 0;
        }
        t.mode = r->mode;
        t.base = r->buf_base;
        t.id = r->buf_id;
        uint64_t s, e;
        gr_chunk(r, j - r->chunk0, &s, &e);
        gr_touch_span(&t, s, e, lane);
    }
    gr_report(&t, st);
    while (gr_globaltimer() - t0 < ns)
        ;
}

__global__ static void gr_replay_kernel(const struct gr_range *ranges, uint32_t n, uint64_t total,
                                        uint64_t ns, int check, struct gr_check_status *st)
{
    gr_replay(ranges, n, total, ns, check, st, gr_globaltimer());
}

/* __grid_constant__: the ranges are read in place from the parameter
 * space (no per-thread copy of the 3 KiB). */
__global__ static void gr_replay_inline_kernel(const __grid_constant__ struct gr_inline_ranges in,
                                               uint32_t n, uint64_t total, uint64_t ns,
                                               int check, struct gr_check_status *st)
{
    gr_replay(in.r, n, total, ns, check, st, gr_globaltimer());
}

static unsigned gr_blocks(uint64_t warps_of_work)
{
    uint64_t b = (warps_of_work + GR_THREADS / 32 - 1) / (GR_THREADS / 32);
    return b < 1 ? 1 : b > GR_MAX_BLOCKS ? GR_MAX_BLOCKS : (unsigned)b;
}

cudaError_t gr_launch_replay(const struct gr_range *dev_ranges, uint32_t n, uint64_t total_chunks,
                             uint64_t ns, int check, struct gr_check_status *st,
                             cudaStream_t stream)
{
    /* a launch with nothing to touch still occupies the GPU for its ns */
    unsigned blocks = total_chunks ? gr_blocks(total_chunks) : GR_MAX_BLOCKS;
    gr_replay_kernel<<<blocks, GR_THREADS, 0, stream>>>(dev_ranges, n, total_chunks, ns, check,
                                                        st);
    return cudaGetLastError();
}

cudaError_t gr_launch_replay_inline(const struct gr_range *host_ranges, uint32_t n,
                                    uint64_t total_chunks, uint64_t ns, int check,
                                    struct gr_check_status *st, cudaStream_t stream)
{
    struct gr_inline_ranges in;
    memcpy(in.r, host_ranges, n * sizeof *host_ranges);
    unsigned blocks = total_chunks ? gr_blocks(total_chunks) : GR_MAX_BLOCKS;
    gr_replay_inline_kernel<<<blocks, GR_THREADS, 0, stream>>>(in, n, total_chunks, ns, check,
                                                               st);
    return cudaGetLastError();
}

__global__ static void gr_fill_kernel(uint64_t base, uint64_t size, uint64_t id)
{
    uint64_t i = (uint64_t)blockIdx.x * blockDim.x + threadIdx.x;
    uint64_t stride = (uint64_t)gridDim.x * blockDim.x;
    uint64_t words = size / 4;
    for (uint64_t w = i; w < words; w += stride)
        ((uint32_t *)base)[w] = gr_pattern(id, w);
    if (i == 0)
        for (uint64_t o = words * 4; o < size; o++)
            ((uint8_t *)base)[o] = gr_pattern_byte(id, o);
}

__global__ static void gr_verify_kernel(uint64_t base, uint64_t size, uint64_t id,
                                        struct gr_check_status *st)
{
    uint64_t i = (uint64_t)blockIdx.x * blockDim.x + threadIdx.x;
    uint64_t stride = (uint64_t)gridDim.x * blockDim.x;
    uint64_t words = size / 4;
    struct gr_touch t = { 1, 1, base, id, 0, 0, 0 };
    for (uint64_t w = i; w < words; w += stride)
        gr_touch_word(&t, base + 4 * w);
    if (i == 0)
        for (uint64_t o = words * 4; o < size; o++)
            gr_touch_byte(&t, base + o);
    gr_report(&t, st);
}

cudaError_t gr_launch_fill(uint64_t base, uint64_t size, uint64_t id, cudaStream_t stream)
{
    gr_fill_kernel<<<gr_blocks(size / GR_CHUNK + 1), GR_THREADS, 0, stream>>>(base, size, id);
    return cudaGetLastError();
}

cudaError_t gr_launch_verify(uint64_t base, uint64_t size, uint64_t id,
                             struct gr_check_status *st, cudaStream_t stream)
{
    gr_verify_kernel<<<gr_blocks(size / GR_CHUNK + 1), GR_THREADS, 0, stream>>>(base, size, id,
                                                                                 st);
    return cudaGetLastError();
}

void gr_host_fill(uint64_t base, uint64_t off, uint64_t len, uint64_t id)
{
    uint8_t *p = (uint8_t *)base;
    uint64_t o = off, end = off + len;
    for (; o < end && (o & 3); o++)
        p[o] = gr_pattern_byte(id, o);
    for (; o + 4 <= end; o += 4)
        *(uint32_t *)(p + o) = gr_pattern(id, o >> 2);
    for (; o < end; o++)
        p[o] = gr_pattern_byte(id, o);
}

uint64_t gr_host_verify(uint64_t base, uint64_t off, uint64_t len, uint64_t id, uint64_t *first)
{
    const uint8_t *p = (const uint8_t *)base;
    uint64_t bad = 0;
    for (uint64_t o = off; o < off + len; o++)
        if (p[o] != gr_pattern_byte(id, o) && bad++ == 0)
            *first = o;
    return bad;
}

static uint64_t gr_host_sink; /* keeps the CPU's reads */

void gr_host_touch(void *p, uint64_t len, unsigned mode)
{
    volatile uint8_t *b = (volatile uint8_t *)p;
    if (mode & 1) {
        uint64_t s = 0, i = 0;
        for (; i + 8 <= len; i += 8)
            s += *(volatile uint64_t *)(b + i);
        for (; i < len; i++)
            s += b[i];
        gr_host_sink += s;
    }
    if (mode & 2)
        memset(p, 0x5a, len);
}
