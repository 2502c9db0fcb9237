// exploratory: does a deferred cudaMemPrefetchAsync on stream P wait for a kernel running on
// another stream K? (nvcc -O2 -arch=sm_90 probe_cross.cu -o probe_cross)
// K runs a 2 ms kernel that either spins, or writes range A, or writes range B, the whole
// time; P runs a 100 us spin, then deferred prefetches to the GPU (A resident, A moving, or
// the 64 MiB range C), then an event. Printed: when P's event completes and when K's kernel
// ends, in us after both started (CUDA events recorded before them); medians of 6.
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <ctime>
#include <algorithm>
#include <vector>
#include <cuda_runtime.h>
#define CK(x) do{cudaError_t e_=(x); if(e_!=cudaSuccess){printf("%s: %s\n",#x,cudaGetErrorString(e_)); exit(1);}}while(0)
__global__ void spin(uint64_t ns){uint64_t t0,t; asm volatile("mov.u64 %0, %%globaltimer;":"=l"(t0)); do asm volatile("mov.u64 %0, %%globaltimer;":"=l"(t)); while(t-t0<ns);}
__global__ void touch(volatile char *a, size_t len, uint64_t ns, int write){
  uint64_t t0,t; asm volatile("mov.u64 %0, %%globaltimer;":"=l"(t0));
  size_t i = (size_t)threadIdx.x * 4096; unsigned s = 0;
  do { for (size_t o = i; o < len; o += (size_t)blockDim.x * 4096) { if (write) a[o] = (char)o; else s += a[o]; }
       asm volatile("mov.u64 %0, %%globaltimer;":"=l"(t)); } while (t - t0 < ns);
  if (s == 12345) a[0] = 1;
}
static cudaMemLocation g, h;
static cudaStream_t P, K;
static const size_t MB2 = 2ull << 20;
static char *A, *B, *C;
// kmode: 0 spin, 1 write A, 2 write B, 3 read A; pmode: 0 A resident, 1 A moving, 2 C (64 MiB) moving,
// 3 A resident then B resident then C resident (three calls)
static void run(const char *name, int kmode, int pmode) {
  static cudaEvent_t s0, s1, pe, ke;
  static bool init = false;
  if (!init) { CK(cudaEventCreate(&s0)); CK(cudaEventCreate(&s1)); CK(cudaEventCreate(&pe)); CK(cudaEventCreate(&ke)); init = true; }
  std::vector<double> pv, kv;
  for (int r = 0; r < 7; r++) {
    CK(cudaMemPrefetchAsync(A, MB2, g, 0, P)); CK(cudaMemPrefetchAsync(B, MB2, g, 0, P));
    CK(cudaMemPrefetchAsync(C, 32*MB2, g, 0, P)); CK(cudaDeviceSynchronize());
    if (pmode == 1) { CK(cudaMemPrefetchAsync(A, MB2, h, 0, P)); CK(cudaDeviceSynchronize()); memset(A, r, MB2); }
    if (pmode == 2) { CK(cudaMemPrefetchAsync(C, 32*MB2, h, 0, P)); CK(cudaDeviceSynchronize()); memset(C, r, 32*MB2); }
    CK(cudaDeviceSynchronize());
    CK(cudaEventRecord(s0, K)); CK(cudaEventRecord(s1, P));
    if (kmode == 0) spin<<<1,1,0,K>>>(2000000);
    else touch<<<1,256,0,K>>>(kmode == 2 ? B : A, MB2, 2000000, kmode != 3);
    CK(cudaEventRecord(ke, K));
    spin<<<1,1,0,P>>>(100000);
    if (pmode == 0 || pmode == 1) CK(cudaMemPrefetchAsync(A, MB2, g, 0, P));
    else if (pmode == 2) CK(cudaMemPrefetchAsync(C, 32*MB2, g, 0, P));
    else { CK(cudaMemPrefetchAsync(A, MB2, g, 0, P)); CK(cudaMemPrefetchAsync(B, MB2, g, 0, P)); CK(cudaMemPrefetchAsync(C, 32*MB2, g, 0, P)); }
    CK(cudaEventRecord(pe, P));
    CK(cudaDeviceSynchronize());
    float a = 0, b = 0; CK(cudaEventElapsedTime(&a, s1, pe)); CK(cudaEventElapsedTime(&b, s0, ke));
    if (r) { pv.push_back(a * 1e3); kv.push_back(b * 1e3); }
  }
  std::sort(pv.begin(), pv.end()); std::sort(kv.begin(), kv.end());
  printf("%-40s P done %8.1f us (min %8.1f max %8.1f); K done %8.1f us\n", name, pv[3], pv[0], pv.back(), kv[3]);
  fflush(stdout);
}
int main(){
  CK(cudaStreamCreateWithFlags(&P,cudaStreamNonBlocking)); CK(cudaStreamCreateWithFlags(&K,cudaStreamNonBlocking));
  g.type=cudaMemLocationTypeDevice; g.id=0; h.type=cudaMemLocationTypeHost; h.id=0;
  char*raw; CK(cudaMallocManaged(&raw, 40*MB2));
  char*p=(char*)(((uintptr_t)raw+MB2-1)&~(uintptr_t)(MB2-1));
  A = p; B = p + 2*MB2; C = p + 4*MB2;
  memset(p, 1, 36*MB2);
  cudaDeviceProp pr; CK(cudaGetDeviceProperties(&pr,0)); int dv; cudaDriverGetVersion(&dv);
  printf("# %s, driver API %d; medians of 6 (after one warm-up)\n", pr.name, dv);
  for (int rep = 0; rep < 2; rep++) {
    printf("# round %d\n", rep);
    run("K spin; P A resident", 0, 0);
    run("K writes A; P A resident", 1, 0);
    run("K reads A; P A resident", 3, 0);
    run("K writes B; P A resident", 2, 0);
    run("K spin; P A moving", 0, 1);
    run("K writes B; P A moving", 2, 1);
    run("K spin; P C moving (64M)", 0, 2);
    run("K writes B; P C moving (64M)", 2, 2);
    run("K spin; P A,B,C resident", 0, 3);
    run("K writes B; P A,B,C resident", 2, 3);
    run("K writes A; P A,B,C resident", 1, 3);
  }
  return 0;
}
