/* tests/gpu/workloads/streams.cu: a plain CUDA C program that checks
 * gmscapture on a GPU (issue 43) without any library: cudaMalloc and cudaFree
 * each iteration, two non-blocking streams ordered by cudaEventRecord and
 * cudaStreamWaitEvent, cudaMemcpyAsync both ways from pinned memory,
 * cudaMemsetAsync and three kernels: add (two buffers read, a third written),
 * axpy (its buffers in a struct parameter) and square (launched with
 * cudaLaunchKernelEx). Each of the 4 iterations ends with the NVTX mark
 * "gms:iter 1" (nvtx3, header-only). Every CUDA call is checked (exit 1 with
 * a message); the results are checked on the host; prints "ok".
 *
 *   nvcc -arch=sm_90 -o streams tests/gpu/workloads/streams.cu && ./streams
 *   gmscapture -o streams.h5 -- ./streams */
#include <nvtx3/nvToolsExt.h>

#include <stdio.h>
#include <stdlib.h>

#define CHECK(call) check((call), #call, __LINE__)
enum { ITERS = 4, THREADS = 256 };
static const size_t N = (size_t)4 << 20; /* floats per buffer: 16 MiB */

static void check(cudaError_t e, const char *what, int line)
{
    if (e != cudaSuccess) {
        fprintf(stderr, "streams: line %d: %s: %s\n", line, what, cudaGetErrorString(e));
        exit(1);
    }
}

/* c = a + b */
__global__ void add(const float *a, const float *b, float *c, size_t n)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        c[i] = a[i] + b[i];
}

/* The buffers of axpy: it reads src and adds to dst. */
struct Pair {
    const float *src;
    float *dst;
};

/* dst += k * src */
__global__ void axpy(Pair p, float k, size_t n)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        p.dst[i] += k * p.src[i];
}

/* x = x * x */
__global__ void square(float *x, size_t n)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        x[i] *= x[i];
}

/* On s2, after s1's event: d = b + c, then d = d * d (cudaLaunchKernelEx). */
static void second(cudaStream_t s2, const float *b, const float *c, float *d, unsigned blocks)
{
    add<<<blocks, THREADS, 0, s2>>>(b, c, d, N);
    CHECK(cudaGetLastError());
    cudaLaunchAttribute attr;
    attr.id = cudaLaunchAttributePriority;
    attr.val.priority = 0;
    cudaLaunchConfig_t cfg = {};
    cfg.gridDim = dim3(blocks);
    cfg.blockDim = dim3(THREADS);
    cfg.stream = s2;
    cfg.attrs = &attr;
    cfg.numAttrs = 1;
    CHECK(cudaLaunchKernelEx(&cfg, square, d, N));
}

/* d = (2 a + c)^2 exactly: small whole numbers. */
static void verify(int it, const float *ha, const float *hc, const float *hd)
{
    for (size_t j = 0; j < N; j++) {
        float want = (2 * ha[j] + hc[j]) * (2 * ha[j] + hc[j]);
        if (hd[j] != want) {
            fprintf(stderr, "streams: iteration %d, element %zu: got %g, want %g\n", it, j,
                    hd[j], want);
            exit(1);
        }
    }
}

int main(void)
{
    size_t bytes = N * sizeof(float);
    unsigned blocks = (unsigned)((N + THREADS - 1) / THREADS);
    float *ha, *hc, *hd;
    CHECK(cudaMallocHost(&ha, bytes));
    CHECK(cudaMallocHost(&hc, bytes));
    CHECK(cudaMallocHost(&hd, bytes));
    cudaStream_t s1, s2;
    cudaEvent_t ev;
    CHECK(cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking));
    CHECK(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));
    CHECK(cudaEventCreateWithFlags(&ev, cudaEventDisableTiming));
    for (size_t j = 0; j < N; j++)
        hc[j] = (float)(j % 5);
    for (int it = 0; it < ITERS; it++) {
        for (size_t j = 0; j < N; j++)
            ha[j] = (float)(j % 7 + it);
        float *a, *b, *c, *d;
        CHECK(cudaMalloc(&a, bytes));
        CHECK(cudaMalloc(&b, bytes));
        CHECK(cudaMalloc(&c, bytes));
        CHECK(cudaMalloc(&d, bytes));
        /* s1: b = 0 + 2 a */
        CHECK(cudaMemcpyAsync(a, ha, bytes, cudaMemcpyHostToDevice, s1));
        CHECK(cudaMemsetAsync(b, 0, bytes, s1));
        axpy<<<blocks, THREADS, 0, s1>>>(Pair{a, b}, 2.0f, N);
        CHECK(cudaGetLastError());
        CHECK(cudaEventRecord(ev, s1));
        /* s2: c from the host, then after ev d = (b + c)^2, back to the host */
        CHECK(cudaMemcpyAsync(c, hc, bytes, cudaMemcpyHostToDevice, s2));
        CHECK(cudaStreamWaitEvent(s2, ev, 0));
        second(s2, b, c, d, blocks);
        CHECK(cudaMemcpyAsync(hd, d, bytes, cudaMemcpyDeviceToHost, s2));
        CHECK(cudaStreamSynchronize(s2));
        verify(it, ha, hc, hd);
        CHECK(cudaFree(a));
        CHECK(cudaFree(b));
        CHECK(cudaFree(c));
        CHECK(cudaFree(d));
        nvtxMarkA("gms:iter 1");
    }
    CHECK(cudaEventDestroy(ev));
    CHECK(cudaStreamDestroy(s1));
    CHECK(cudaStreamDestroy(s2));
    CHECK(cudaFreeHost(ha));
    CHECK(cudaFreeHost(hc));
    CHECK(cudaFreeHost(hd));
    puts("ok");
    return 0;
}
