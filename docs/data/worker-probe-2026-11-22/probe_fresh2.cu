// exploratory: cudaMemPrefetchAsync to the GPU of managed memory never touched (the driver
// populates and zero-fills it on the GPU), in the caller (idle stream) or deferred (behind a
// 500 us spin on the same stream), one call or several in a row.
// (nvcc -O2 -arch=sm_90 probe_fresh.cu -o probe_fresh). Every repetition allocates new memory.
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <ctime>
#include <algorithm>
#include <vector>
#include <cuda_runtime.h>
#define CK(x) do{cudaError_t e_=(x); if(e_!=cudaSuccess){printf("%s: %s\n",#x,cudaGetErrorString(e_)); exit(1);}}while(0)
static uint64_t now(){timespec t; clock_gettime(CLOCK_MONOTONIC,&t); return t.tv_sec*1000000000ull+t.tv_nsec;}
__global__ void spin(uint64_t ns){uint64_t t0,t; asm volatile("mov.u64 %0, %%globaltimer;":"=l"(t0)); do asm volatile("mov.u64 %0, %%globaltimer;":"=l"(t)); while(t-t0<ns);}
static cudaMemLocation g;
static cudaStream_t P;
// n calls of chunk bytes, fresh (or resident: prefetched first), deferred or in the caller
static int with_event = 1;
static void cas(const char *name, int n, size_t chunk, bool deferred, bool fresh) {
  std::vector<double> st, ho;
  cudaEvent_t e0, e1; CK(cudaEventCreate(&e0)); CK(cudaEventCreate(&e1));
  for (int r = 0; r < 7; r++) {
    char *p; CK(cudaMallocManaged(&p, n * chunk));
    if (!fresh) { CK(cudaMemPrefetchAsync(p, n * chunk, g, 0, P)); }
    CK(cudaDeviceSynchronize());
    if (deferred) spin<<<1,1,0,P>>>(500000);
    if (with_event || deferred) CK(cudaEventRecord(e0, P));
    uint64_t t0 = now();
    for (int i = 0; i < n; i++) CK(cudaMemPrefetchAsync(p + (size_t)i * chunk, chunk, g, 0, P));
    uint64_t t1 = now();
    CK(cudaEventRecord(e1, P));
    CK(cudaStreamSynchronize(P));
    uint64_t t2 = now();
    float ms = 0; if (with_event || deferred) CK(cudaEventElapsedTime(&ms, e0, e1));
    if (r) { st.push_back(deferred ? ms * 1e3 : (t2 - t0) / 1e3); ho.push_back((t1 - t0) / 1e3); }
    CK(cudaFree(p));
  }
  std::sort(st.begin(), st.end()); std::sort(ho.begin(), ho.end());
  printf("%-24s %2d x %6zu KiB %s %s%s: stream %8.1f us (min %8.1f max %8.1f; %.1f per call); host %7.1f us\n", name, n, chunk >> 10,
         fresh ? "fresh   " : "resident", deferred ? "deferred " : "in caller", (!deferred && with_event) ? " (event before)" : "", st[3], st[0], st.back(), st[3] / n, ho[3]);
  fflush(stdout);
  cudaEventDestroy(e0); cudaEventDestroy(e1);
}
int main(){
  CK(cudaStreamCreateWithFlags(&P,cudaStreamNonBlocking));
  g.type=cudaMemLocationTypeDevice; g.id=0;
  cudaDeviceProp pr; CK(cudaGetDeviceProperties(&pr,0)); int dv; cudaDriverGetVersion(&dv);
  printf("# %s, driver API %d; medians of 6 (after one warm-up); deferred: stream time after the 500 us spin (its event to the last call's); in caller: host time from the first call to the end of the synchronize\n", pr.name, dv);
  for (int rep = 0; rep < 2; rep++) {
    printf("# round %d\n", rep);
    for (int d = 0; d < 3; d++) {
      with_event = d == 2; if (d == 2) d = 0;
      cas("one", 1, 2ull << 20, d, true);
      cas("one", 1, 16ull << 20, d, true);
      cas("one", 1, 64ull << 20, d, true);
      cas("in a row", 16, 2ull << 20, d, true);
      cas("in a row", 4, 16ull << 20, d, true);
      cas("in a row", 16, 576ull << 10, d, true);
      cas("in a row (resident)", 16, 2ull << 20, d, false);
      cas("in a row (resident)", 4, 16ull << 20, d, false);
      if (with_event) break;
    }
  }
  return 0;
}
