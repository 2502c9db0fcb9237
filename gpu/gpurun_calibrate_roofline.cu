/* gpurun_calibrate_roofline.cu: the three rates of the kernel roofline
 * (model_kernel_time.h; docs/gpurun.md "Calibration"), measured by
 * `gpurun --calibrate` with one kernel each, every kernel timed with CUDA
 * events on the calibration's stream after an untimed warm-up launch:
 *
 *   fp32_flops  FMA-bound: every thread runs CAL_CHAINS independent chains
 *               of fp32 fmaf on registers, 8 blocks of 256 threads per SM
 *               (2048 threads, all resident at 14 registers each); 2 FLOPs
 *               per FMA.
 *   fp16_flops  tensor cores through WMMA (nvcuda::wmma, 16x16x16, fp16
 *               inputs, fp32 accumulate as frameworks' fp16 matmuls do):
 *               every warp runs CAL_CHAINS independent accumulators on
 *               fragments in registers, 4 blocks of 4 warps per SM (all
 *               resident at 80 registers a thread); 2 * 16^3 FLOPs per
 *               mma_sync.
 *   mem_bw      device-memory streaming: a copy between the two halves of
 *               one cudaMalloc buffer of up to 2 GiB (far beyond any L2), 16
 *               bytes per thread; bytes = read + written.
 *
 * Each repetition is a row (key, case fma / wmma / copy, size = the
 * kernel's FLOPs or bytes, its time in ns); the fit (calib/calib.c) takes
 * the best repetition's rate, a plain maximum: a peak rate is what the
 * roofline asks for, and every disturbance only slows a kernel down. The
 * three kernels take about 0.1 s of GPU time on an H200 (each runs 6 times,
 * 0.5 to 5 ms at the datasheet's rates).
 * Results are stored only under a flag the host never sets, so the compiler
 * keeps the work and no memory traffic enters the compute kernels.
 */
#include <inttypes.h>
#include <string.h>

#include <cuda_fp16.h>
#include <mma.h>

#include "gpurun_calibrate_kit.h"

#define CAL_CHAINS 8        /* independent FMA chains / accumulators per thread or warp */
#define CAL_FMA_ITERS 65536 /* loop trips of the FMA kernel (CAL_CHAINS FMAs each) */
#define CAL_MMA_ITERS 32768 /* loop trips of the WMMA kernel (CAL_CHAINS mma_sync each) */
#define CAL_BW_MAX (2 * GiB)

__global__ static void cal_fma(int iters, float x, float y, int store, float *out)
{
    float a[CAL_CHAINS];
    for (int j = 0; j < CAL_CHAINS; j++)
        a[j] = threadIdx.x + j;
#pragma unroll 16 /* the loop's own instructions under 3% of those issued */
    for (int i = 0; i < iters; i++)
#pragma unroll
        for (int j = 0; j < CAL_CHAINS; j++)
            a[j] = fmaf(a[j], x, y);
    float s = 0;
    for (int j = 0; j < CAL_CHAINS; j++)
        s += a[j];
    if (store)
        out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}

__global__ static void cal_wmma(int iters, const __half *in, int store, float *out)
{
    using namespace nvcuda;
    wmma::fragment<wmma::matrix_a, 16, 16, 16, __half, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, __half, wmma::col_major> b;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> c[CAL_CHAINS];
    wmma::load_matrix_sync(a, in, 16);
    wmma::load_matrix_sync(b, in + 256, 16);
    for (int j = 0; j < CAL_CHAINS; j++)
        wmma::fill_fragment(c[j], (float)j);
#pragma unroll 4
    for (int i = 0; i < iters; i++)
#pragma unroll
        for (int j = 0; j < CAL_CHAINS; j++)
            wmma::mma_sync(c[j], a, b, c[j]);
    for (int j = 1; j < CAL_CHAINS; j++)
        for (int k = 0; k < c[0].num_elements; k++)
            c[0].x[k] += c[j].x[k];
    if (store)
        wmma::store_matrix_sync(out + 256 * ((blockIdx.x * blockDim.x + threadIdx.x) / 32),
                                c[0], 16, wmma::mem_row_major);
}

__global__ static void cal_copy(const uint4 *src, uint4 *dst, uint64_t n)
{
    uint64_t i = (uint64_t)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        dst[i] = src[i];
}

struct cal_roof {
    int sms;           /* the GPU's SMs (multiprocessors) */
    float *out;        /* never written (the store flag is 0): room for a float per FMA
                          thread, 256 per WMMA warp */
    __half *in;        /* the two 16x16 fp16 tiles, small values not 0 */
    uint4 *buf;        /* mem_bw: src then dst, n each */
    uint64_t n;
};

static void launch_fma(void *arg)
{
    struct cal_roof *r = (struct cal_roof *)arg;
    cal_fma<<<r->sms * 8, 256, 0, cal_stream>>>(CAL_FMA_ITERS, 0.999999f, 1e-6f, 0, r->out);
}

static void launch_wmma(void *arg)
{
    struct cal_roof *r = (struct cal_roof *)arg;
    cal_wmma<<<r->sms * 4, 128, 0, cal_stream>>>(CAL_MMA_ITERS, r->in, 0, r->out);
}

static void launch_copy(void *arg)
{
    struct cal_roof *r = (struct cal_roof *)arg;
    cal_copy<<<(unsigned)((r->n + 255) / 256), 256, 0, cal_stream>>>(r->buf, r->buf + r->n, r->n);
}

/* A warm-up launch, then the repetitions as rows of key, case cas, size work. */
static void measure(const char *key, const char *cas, uint64_t work, void (*launch)(void *),
                    struct cal_roof *r)
{
    cal_step("%s (warm-up)", key);
    cal_timed_ns(launch, r);
    for (int rep = 0; rep < (cal_reps > 5 ? cal_reps : 5); rep++) {
        cal_step("%s (rep %d)", key, rep);
        cal_add(key, cas, work, 0, 0, rep, cal_timed_ns(launch, r));
    }
}

void cal_roofline(void)
{
    struct cal_roof r;
    memset(&r, 0, sizeof r);
    int sms = 0;
    CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
    r.sms = sms > 0 ? sms : 1;
    cal_step("roofline (buffers)");
    CK(cudaMalloc((void **)&r.out, (size_t)r.sms * 16 * 256 * sizeof(float))); /* the larger */
    CK(cudaMalloc((void **)&r.in, 512 * sizeof(__half)));
    __half tiles[512];
    for (int i = 0; i < 512; i++)
        tiles[i] = __float2half((float)(i % 7 + 1) / 64);
    CK(cudaMemcpy(r.in, tiles, sizeof tiles, cudaMemcpyHostToDevice));
    uint64_t threads = (uint64_t)r.sms * 8 * 256, warps = (uint64_t)r.sms * 4 * 4;
    measure("fp32_flops", "fma", threads * CAL_FMA_ITERS * CAL_CHAINS * 2, launch_fma, &r);
    measure("fp16_flops", "wmma", warps * CAL_MMA_ITERS * CAL_CHAINS * 2 * 16 * 16 * 16,
            launch_wmma, &r);
    CK(cudaFree(r.in));
    CK(cudaFree(r.out));
    size_t free_now = 0, total = 0;
    CK(cudaMemGetInfo(&free_now, &total));
    uint64_t bytes = CAL_BW_MAX; /* the largest power of two up to a quarter of the free */
    while (bytes > 256 * MiB && bytes > free_now / 4)
        bytes /= 2;
    if (bytes > free_now / 4)
        return; /* the fit keeps the base profile's mem_bw and says so */
    cal_step("mem_bw (buffer of %" PRIu64 " bytes)", bytes);
    CK(cudaMalloc((void **)&r.buf, bytes));
    r.n = bytes / 2 / sizeof(uint4); /* read as it is: no set-up traffic */
    measure("mem_bw", "copy", bytes, launch_copy, &r);
    CK(cudaFree(r.buf));
}
