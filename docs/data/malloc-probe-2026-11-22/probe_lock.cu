// exploratory: does cudaMallocManaged wait for a deferred cudaMemPrefetchAsync that the driver's
// worker is executing? (nvcc -O2 -arch=sm_90 probe_lock.cu -o probe_lock; ./probe_lock > out.txt)
// Each round: a 200 us kernel on stream s, then a 32 MiB prefetch to the GPU on s (deferred behind
// the kernel: the driver's worker makes the call when s reaches it), then the host waits DELAY us
// from the prefetch call's return and times one cudaMallocManaged of 2 MiB (kept; the CPU writes
// it after, as a trace does). Sources: "cpu" (32 MiB the CPU wrote, migrated) or "fresh" (never
// touched: populated and zero-filled on the GPU). Also the stream time of the prefetch (events
// around it) and the malloc's end relative to it. 9 rounds per (source, delay); medians in us.
#include <algorithm>
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <cstdlib>
#include <ctime>
#include <vector>
#include <cuda_runtime.h>
#define CK(x) do{cudaError_t e_=(x); if(e_!=cudaSuccess){printf("%s: %s\n",#x,cudaGetErrorString(e_)); exit(1);}}while(0)
__global__ void spin(uint64_t ns){uint64_t t0,t; asm volatile("mov.u64 %0, %%globaltimer;":"=l"(t0)); do asm volatile("mov.u64 %0, %%globaltimer;":"=l"(t)); while(t-t0<ns);}
static const size_t MiB=1<<20; static const int R=9;
static double now_us(){timespec ts; clock_gettime(CLOCK_MONOTONIC,&ts); return ts.tv_sec*1e6+ts.tv_nsec/1e3;}
static double med(std::vector<double> v){std::sort(v.begin(),v.end()); return v[v.size()/2];}
int main(){
  cudaStream_t s; CK(cudaSetDevice(0)); CK(cudaStreamCreateWithFlags(&s,cudaStreamNonBlocking));
  cudaMemLocation G; G.type=cudaMemLocationTypeDevice; G.id=0;
  spin<<<1,1,0,s>>>(1000); CK(cudaDeviceSynchronize());
  std::vector<void*> kept;
  { void *w; CK(cudaMallocManaged(&w,2*MiB)); memset(w,1,2*MiB); kept.push_back(w); }
  const int delays[]={-1,0,100,250,400,700,1200};
  for(int src=0;src<2;src++) for(int d: delays){
    std::vector<double> mal, pf, endrel;
    for(int r=0;r<R;r++){
      char *buf; CK(cudaMallocManaged((void**)&buf,32*MiB));
      if(src==0) memset(buf,2,32*MiB);
      cudaEvent_t e0,e1; CK(cudaEventCreate(&e0)); CK(cudaEventCreate(&e1));
      double t0=now_us(), m0=0, m1=0;
      if(d>=0){
        spin<<<1,1,0,s>>>(200000); CK(cudaEventRecord(e0,s));
        CK(cudaMemPrefetchAsync(buf,32*MiB,G,0,s)); CK(cudaEventRecord(e1,s));
        double tr=now_us(); while(now_us()-tr<d); 
      }
      void *p; m0=now_us(); CK(cudaMallocManaged(&p,2*MiB)); m1=now_us();
      memset(p,3,2*MiB); kept.push_back(p);
      CK(cudaDeviceSynchronize());
      mal.push_back(m1-m0);
      if(d>=0){ float ms; CK(cudaEventElapsedTime(&ms,e0,e1)); pf.push_back(ms*1e3); }
      (void)t0; CK(cudaEventDestroy(e0)); CK(cudaEventDestroy(e1)); CK(cudaFree(buf));
    }
    printf("%s delay %d malloc %.1f (min %.1f max %.1f) prefetch_stream %.1f\n", src?"fresh":"cpu", d, med(mal),
           *std::min_element(mal.begin(),mal.end()), *std::max_element(mal.begin(),mal.end()), pf.empty()?0:med(pf));
    fflush(stdout);
  }
  for(void *p: kept) CK(cudaFree(p));
  return 0;
}
