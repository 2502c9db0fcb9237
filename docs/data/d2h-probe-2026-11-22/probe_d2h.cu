// exploratory: what a 2 MiB cudaMemPrefetchAsync to the CPU costs in the states gpurun --capacity
// meets (nvcc -O2 -arch=sm_90 probe_d2h.cu -o probe_d2h; ./probe_d2h TAG > line.txt).
// One process prints one line: the CPU it started on, the host's memset speed on fresh and on
// touched memory, and the median microseconds per 2 MiB call to the CPU of 32 calls in a row for
//   idle-cpu:  data created by the CPU, moved to the GPU; calls on an idle stream, synchronized
//              one by one (what gpurun --calibrate's evict_d2h_ns measures)
//   idle-gpu:  the same, data created on the GPU (prefetched there new, written by a kernel)
//   defer-gpu: data created on the GPU; the 32 calls issued behind a 2 ms kernel (what
//              gpurun --capacity does after a launch); stream time from the kernel's end
//   defer-cpu: the same, data created by the CPU
//   defer-again: defer-gpu's data, back on the GPU by prefetch, evicted again behind a kernel
//   chunk64: 64 MiB in 2 MiB calls without synchronizing (the calibration's chunk case), CPU data
// 5 repetitions each, new buffers each time; 64 MiB of managed memory per buffer, 3 at most.
// The memset columns of the committed outputs are not valid: the compiler removed the stores to
// a buffer freed right after them (they print bytes per nanosecond of an empty interval).
#include <algorithm>
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <cstdlib>
#include <ctime>
#include <sched.h>
#include <cuda_runtime.h>
#define CK(x) do{cudaError_t e_=(x); if(e_!=cudaSuccess){printf("%s: %s\n",#x,cudaGetErrorString(e_)); exit(1);}}while(0)
static uint64_t now(){timespec t; clock_gettime(CLOCK_MONOTONIC,&t); return t.tv_sec*1000000000ull+t.tv_nsec;}
__global__ void spin(uint64_t ns){uint64_t t0,t; asm volatile("mov.u64 %0, %%globaltimer;":"=l"(t0)); do asm volatile("mov.u64 %0, %%globaltimer;":"=l"(t)); while(t-t0<ns);}
__global__ void fill(uint64_t *p, size_t n, uint64_t v){for(size_t i=blockIdx.x*blockDim.x+threadIdx.x;i<n;i+=gridDim.x*blockDim.x) p[i]=v^i;}
static const size_t MiB=1<<20, BUF=64*MiB, CH=2*MiB; static const int CALLS=32, REPS=5;
static cudaMemLocation G, H; static cudaStream_t s;
static double med(double *v,int n){std::sort(v,v+n); return n%2?v[n/2]:(v[n/2-1]+v[n/2])/2;}
static char *make(bool gpu_created){
  char *p; CK(cudaMallocManaged(&p,BUF));
  if(gpu_created){CK(cudaMemPrefetchAsync(p,BUF,G,0,s)); fill<<<264,256,0,s>>>((uint64_t*)p,BUF/8,1);}
  else {memset(p,1,BUF); CK(cudaMemPrefetchAsync(p,BUF,G,0,s)); fill<<<264,256,0,s>>>((uint64_t*)p,BUF/8,2);}
  CK(cudaStreamSynchronize(s)); return p;
}
static double idle(char *p){ // us per call, synchronized one by one
  uint64_t t0=now(); for(int i=0;i<CALLS;i++){CK(cudaMemPrefetchAsync(p+i*CH,CH,H,0,s)); CK(cudaStreamSynchronize(s));}
  return (now()-t0)/1e3/CALLS;
}
static double deferred(char *p){ // us per call of stream time after a 2 ms kernel
  cudaEvent_t a,b; CK(cudaEventCreate(&a)); CK(cudaEventCreate(&b));
  spin<<<1,1,0,s>>>(2000000); CK(cudaEventRecord(a,s));
  for(int i=0;i<CALLS;i++) CK(cudaMemPrefetchAsync(p+i*CH,CH,H,0,s));
  CK(cudaEventRecord(b,s)); CK(cudaStreamSynchronize(s));
  float ms; CK(cudaEventElapsedTime(&ms,a,b)); cudaEventDestroy(a); cudaEventDestroy(b);
  return ms*1e3/CALLS;
}
int main(int argc,char**argv){
  G.type=cudaMemLocationTypeDevice; G.id=0; H.type=cudaMemLocationTypeHost; H.id=0;
  CK(cudaSetDevice(0)); CK(cudaStreamCreateWithFlags(&s,cudaStreamNonBlocking));
  int cpu=sched_getcpu();
  double mf[REPS],mw[REPS],a[REPS],b[REPS],c[REPS],d[REPS],e[REPS],f[REPS];
  for(int r=0;r<REPS;r++){
    char *h=(char*)malloc(BUF); uint64_t t0=now(); memset(h,r,BUF); uint64_t t1=now(); memset(h,r+1,BUF); uint64_t t2=now();
    mf[r]=BUF/(double)(t1-t0); mw[r]=BUF/(double)(t2-t1); free(h);
    char *p=make(false); a[r]=idle(p); CK(cudaFree(p));
    p=make(true); b[r]=idle(p); CK(cudaFree(p));
    p=make(true); c[r]=deferred(p);
    CK(cudaMemPrefetchAsync(p,BUF,G,0,s)); fill<<<264,256,0,s>>>((uint64_t*)p,BUF/8,3); CK(cudaStreamSynchronize(s));
    e[r]=deferred(p); CK(cudaFree(p));
    p=make(false); d[r]=deferred(p); CK(cudaFree(p));
    p=make(false); uint64_t u0=now(); for(size_t i=0;i<BUF/CH;i++) CK(cudaMemPrefetchAsync(p+i*CH,CH,H,0,s));
    CK(cudaStreamSynchronize(s)); f[r]=(now()-u0)/1e3/(BUF/CH); CK(cudaFree(p));
  }
  printf("%s cpu %d cpu_end %d memset_fresh_GBps %.2f memset_warm_GBps %.2f idle-cpu %.1f idle-gpu %.1f defer-gpu %.1f defer-cpu %.1f defer-again %.1f chunk64 %.1f\n",
    argc>1?argv[1]:"-",cpu,sched_getcpu(),med(mf,REPS),med(mw,REPS),med(a,REPS),med(b,REPS),med(c,REPS),med(d,REPS),med(e,REPS),med(f,REPS));
  return 0;
}
