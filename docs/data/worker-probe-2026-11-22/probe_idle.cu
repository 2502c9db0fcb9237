// exploratory: when is a stream idle enough for cudaMemPrefetchAsync to run in the caller?
// A 2 MiB range the CPU wrote, prefetched to the GPU on stream P after: nothing (P idle and
// synchronized), an event recorded on P just before, an event recorded and K made to wait for
// it, an event recorded then the host waiting D us, an event recorded and queried until done.
// A call made in the caller holds the host for the migration's first part (30 to 45 us at
// 2 MiB, prefetch_call_ns); a deferred one returns in about 5 us.
// (nvcc -O2 -arch=sm_90 probe_idle.cu -o probe_idle)
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <ctime>
#include <algorithm>
#include <vector>
#include <cuda_runtime.h>
#define CK(x) do{cudaError_t e_=(x); if(e_!=cudaSuccess){printf("%s: %s\n",#x,cudaGetErrorString(e_)); exit(1);}}while(0)
static uint64_t now(){timespec t; clock_gettime(CLOCK_MONOTONIC,&t); return t.tv_sec*1000000000ull+t.tv_nsec;}
static void host_wait(uint64_t ns){uint64_t t0=now(); while(now()-t0<ns);}
static cudaMemLocation g, h;
static cudaStream_t P, K;
static char *p;
static const size_t MB2 = 2ull << 20;
static void cas(const char *name, int mode, uint64_t wait_ns) {
  std::vector<double> ho, st;
  cudaEvent_t ev; CK(cudaEventCreateWithFlags(&ev, cudaEventDisableTiming));
  for (int r = 0; r < 9; r++) {
    CK(cudaMemPrefetchAsync(p, MB2, h, 0, P)); CK(cudaDeviceSynchronize()); memset(p, r, MB2);
    host_wait(200000);
    if (mode >= 1) CK(cudaEventRecord(ev, P));
    if (mode == 2) CK(cudaStreamWaitEvent(K, ev, 0));
    if (mode == 3) host_wait(wait_ns);
    if (mode == 4) while (cudaEventQuery(ev) != cudaSuccess) ;
    uint64_t t0 = now();
    CK(cudaMemPrefetchAsync(p, MB2, g, 0, P));
    uint64_t t1 = now();
    CK(cudaStreamSynchronize(P));
    uint64_t t2 = now();
    if (r) { ho.push_back((t1 - t0) / 1e3); st.push_back((t2 - t0) / 1e3); }
  }
  std::sort(ho.begin(), ho.end()); std::sort(st.begin(), st.end());
  printf("%-44s call %6.1f us (min %6.1f max %6.1f); to the synchronize's end %6.1f us\n", name, ho[4], ho[0], ho.back(), st[4]);
  fflush(stdout);
  cudaEventDestroy(ev);
}
int main(){
  CK(cudaStreamCreateWithFlags(&P,cudaStreamNonBlocking)); CK(cudaStreamCreateWithFlags(&K,cudaStreamNonBlocking));
  g.type=cudaMemLocationTypeDevice; g.id=0; h.type=cudaMemLocationTypeHost; h.id=0;
  char*raw; CK(cudaMallocManaged(&raw, 2*MB2));
  p=(char*)(((uintptr_t)raw+MB2-1)&~(uintptr_t)(MB2-1));
  memset(p, 1, MB2);
  cudaDeviceProp pr; CK(cudaGetDeviceProperties(&pr,0)); int dv; cudaDriverGetVersion(&dv);
  printf("# %s, driver API %d; medians of 8 (after one warm-up)\n", pr.name, dv);
  for (int rep = 0; rep < 2; rep++) {
    printf("# round %d\n", rep);
    cas("idle (synchronized)", 0, 0);
    cas("event recorded just before", 1, 0);
    cas("event recorded, K waits for it", 2, 0);
    cas("event recorded, host waits 5 us", 3, 5000);
    cas("event recorded, host waits 20 us", 3, 20000);
    cas("event recorded, host waits 100 us", 3, 100000);
    cas("event recorded, queried until done", 4, 0);
  }
  return 0;
}
