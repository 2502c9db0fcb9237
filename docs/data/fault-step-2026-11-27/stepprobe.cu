// stepprobe.cu: where the fault path's step from 16 to 64 MiB comes from (README.md here).
// The GPU's first touch of a managed buffer, read by wprobe's kernel (gpurun's replay kernel's
// shape: 264 blocks of 256 threads, each warp taking 4 KiB chunks in turn), less the same
// kernel rerun on the now GPU-resident data, in six conditions, each round in a rotated order:
//   cpu            the CPU writes the buffer (memset), then the kernel (gpurun --calibrate's seq)
//   cpu-flush      the same, then the CPU writes 512 MiB of other memory before the kernel
//   cpu-sleep      the same, then 20 ms asleep before the kernel
//   fresh          never touched (the calibration's fresh)
//   fresh-prewarm  never touched, after 1 GiB of managed memory was populated on the GPU
//                  (a prefetch) and freed, so the driver has had that much GPU memory
//   cpu-prewarm    cpu, after the same
// With a second argument, only that condition, round after round (no other work between).
// Environment: STEP_NOHOST=1 leaves out the 512 MiB host buffer (cpu-flush then fails),
// STEP_REVERSE=1 takes the sizes largest first, STEP_NOWARM=1 leaves out the 2 MiB
// warm-up kernel, STEP_STRUCT=1 reads through rangeprobe's kernel (its buffers in a struct),
// STEP_STRUCT=2 through the same with its one buffer taken as b.p[0] (no loop over buffers).
// One line per measurement: cond MiB round fault_us resident_us.
//   nvcc -O2 -arch=sm_90 stepprobe.cu -o stepprobe && ./stepprobe ROUNDS [COND]
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <cuda_runtime.h>
#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    fprintf(stderr, "%s: %s\n", #x, cudaGetErrorString(e_)); exit(1); } } while (0)

__global__ void touch(const uint4 *p, size_t n16, unsigned long long *sink)
{
    unsigned lane = threadIdx.x & 31, warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5,
             nw = (gridDim.x * blockDim.x) >> 5;
    size_t chunks = n16 / 256;
    unsigned long long s = 0;
    for (size_t c = warp; c < chunks; c += nw)
        for (int i = lane; i < 256; i += 32) {
            uint4 v = p[c * 256 + i];
            s += v.x ^ v.w;
        }
    if (s == 0x12345)
        *sink = s;
}

/* rangeprobe.cu's kernel, copied as it is there: the experiment (STEP_STRUCT=1) runs the
 * same code inside this program, so the copy is the point, not a duplicate to share. */
struct bufs { const uint4 *p[4]; size_t n16; int n; };

__global__ void touch_struct(struct bufs b, unsigned long long *sink)
{
    unsigned lane = threadIdx.x & 31, warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5,
             nw = (gridDim.x * blockDim.x) >> 5;
    size_t chunks = b.n16 / 256;
    unsigned long long s = 0;
    for (int k = 0; k < b.n; k++)
        for (size_t c = warp; c < chunks; c += nw)
            for (int i = lane; i < 256; i += 32) {
                uint4 v = b.p[k][c * 256 + i];
                s += v.x ^ v.w;
            }
    if (s == 0x12345)
        *sink = s;
}

/* touch_struct with one buffer and no loop over them (STEP_STRUCT=2) */
__global__ void touch_struct1(struct bufs b, unsigned long long *sink)
{
    unsigned lane = threadIdx.x & 31, warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5,
             nw = (gridDim.x * blockDim.x) >> 5;
    size_t chunks = b.n16 / 256;
    unsigned long long s = 0;
    for (size_t c = warp; c < chunks; c += nw)
        for (int i = lane; i < 256; i += 32) {
            uint4 v = b.p[0][c * 256 + i];
            s += v.x ^ v.w;
        }
    if (s == 0x12345)
        *sink = s;
}

static int use_struct;
static unsigned long long *sink;
static cudaEvent_t ea, eb;

static float kernel_ms(const char *p, size_t bytes)
{
    float t;
    CK(cudaEventRecord(ea));
    if (use_struct) {
        struct bufs b = {};
        b.p[0] = (const uint4 *)p;
        b.n16 = bytes / 16;
        b.n = 1;
        if (use_struct == 2)
            touch_struct1<<<264, 256>>>(b, sink);
        else
            touch_struct<<<264, 256>>>(b, sink);
    } else {
        touch<<<264, 256>>>((const uint4 *)p, bytes / 16, sink);
    }
    CK(cudaEventRecord(eb));
    CK(cudaEventSynchronize(eb));
    CK(cudaEventElapsedTime(&t, ea, eb));
    return t;
}

static void prewarm(void)
{
    const size_t g = 1ull << 30;
    char *w;
    CK(cudaMallocManaged(&w, g, cudaMemAttachGlobal));
    cudaMemLocation loc = { cudaMemLocationTypeDevice, 0 };
    CK(cudaMemPrefetchAsync(w, g, loc, 0, 0));
    CK(cudaDeviceSynchronize());
    CK(cudaFree(w));
}

int main(int argc, char **argv)
{
    int rounds = argc > 1 ? atoi(argv[1]) : 8;
    CK(cudaFree(0));
    CK(cudaMalloc(&sink, 8));
    CK(cudaEventCreate(&ea));
    CK(cudaEventCreate(&eb));
    const size_t M = 1 << 20, other = 512 * M;
    const bool nohost = getenv("STEP_NOHOST") && atoi(getenv("STEP_NOHOST"));
    const bool reverse = getenv("STEP_REVERSE") && atoi(getenv("STEP_REVERSE"));
    char *h = NULL;
    if (!nohost) {
        h = (char *)malloc(other);
        memset(h, 7, other);
    }
    const size_t sizes[] = { reverse ? 64 * M : 16 * M, 32 * M, reverse ? 16 * M : 64 * M };
    const char *conds[] = { "cpu", "cpu-flush", "cpu-sleep", "fresh", "fresh-prewarm",
                            "cpu-prewarm" };
    const int nc = 6;
    use_struct = getenv("STEP_STRUCT") ? atoi(getenv("STEP_STRUCT")) : 0;
    if (!(getenv("STEP_NOWARM") && atoi(getenv("STEP_NOWARM")))) {
        char *p0;
        CK(cudaMallocManaged(&p0, 2 * M, cudaMemAttachGlobal)); /* warm-up */
        kernel_ms(p0, 2 * M);
        CK(cudaFree(p0));
    }
    int only = -1;
    for (int k = 0; argc > 2 && k < nc; k++)
        if (!strcmp(argv[2], conds[k]))
            only = k;
    if (argc > 2 && only < 0) {
        fprintf(stderr, "stepprobe: no condition '%s'\n", argv[2]);
        return 2;
    }
    if (nohost && only != 3 && only != 4) {
        fprintf(stderr, "stepprobe: STEP_NOHOST=1 only with fresh or fresh-prewarm\n");
        return 2;
    }
    for (int r = 0; r < rounds; r++)
        for (int j = 0; j < nc; j++) {
            int k = (j + r) % nc;
            if (only >= 0 && k != only)
                continue;
            for (size_t s : sizes) {
                if (k == 4 || k == 5)
                    prewarm();
                char *p;
                CK(cudaMallocManaged(&p, s, cudaMemAttachGlobal));
                if (k != 3 && k != 4)
                    memset(p, 1 + r, s);
                if (k == 1)
                    memset(h, 2 + r, other);
                if (k == 2) {
                    struct timespec ts = { 0, 20000000 };
                    nanosleep(&ts, NULL);
                }
                float f = kernel_ms(p, s), g = kernel_ms(p, s);
                printf("%s %zu %d %.1f %.1f\n", conds[k], s / M, r, (f - g) * 1e3, g * 1e3);
                fflush(stdout);
                CK(cudaFree(p));
            }
        }
    free(h);
    return 0;
}
