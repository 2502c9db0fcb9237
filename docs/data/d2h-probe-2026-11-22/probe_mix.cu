// exploratory: do the harness's evictions cost more when they alternate with prefetches to the
// GPU and kernels on one stream, as in gpurun --capacity --prefetch manual?
// (nvcc -O2 -arch=sm_90 probe_mix.cu -o probe_mix; ./probe_mix TAG > line.txt)
// Each variant is 24 rounds on one stream of: [one prefetch of 8 MiB of CPU-resident data to the
// GPU] [a 300 us kernel] [8 prefetches of 2 MiB GPU-resident chunks to the CPU]; variants leave
// parts out: K kernels only, KH kernels and prefetches to the GPU, KE kernels and evictions,
// KHE all three, E evictions only (192 in a row behind one kernel), H prefetches only (24 in a row
// behind one kernel). Stream time from the first op to the last (events), median of 5, in us per
// round (E, H: per call). 768 MiB of managed memory at most.
#include <algorithm>
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <cstdlib>
#include <cuda_runtime.h>
#define CK(x) do{cudaError_t e_=(x); if(e_!=cudaSuccess){printf("%s: %s\n",#x,cudaGetErrorString(e_)); exit(1);}}while(0)
__global__ void spin(uint64_t ns){uint64_t t0,t; asm volatile("mov.u64 %0, %%globaltimer;":"=l"(t0)); do asm volatile("mov.u64 %0, %%globaltimer;":"=l"(t)); while(t-t0<ns);}
__global__ void fill(uint64_t *p, size_t n, uint64_t v){for(size_t i=blockIdx.x*blockDim.x+threadIdx.x;i<n;i+=gridDim.x*blockDim.x) p[i]=v^i;}
static const size_t MiB=1<<20, ABYTES=512*MiB, BBYTES=256*MiB; static const int ROUNDS=24, EV=8, REPS=5;
static cudaMemLocation G, H; static cudaStream_t s;
static double med(double *v,int n){std::sort(v,v+n); return n%2?v[n/2]:(v[n/2-1]+v[n/2])/2;}
static double variant(bool k, bool h, bool e, int mode){ // mode 0: rounds; 1: evictions in a row; 2: prefetches in a row
  char *a,*b; CK(cudaMallocManaged(&a,ABYTES)); CK(cudaMallocManaged(&b,BBYTES));
  CK(cudaMemPrefetchAsync(a,ABYTES,G,0,s)); fill<<<264,256,0,s>>>((uint64_t*)a,ABYTES/8,7);
  memset(b,3,BBYTES); CK(cudaStreamSynchronize(s));
  cudaEvent_t t0,t1; CK(cudaEventCreate(&t0)); CK(cudaEventCreate(&t1));
  spin<<<1,1,0,s>>>(1000000); CK(cudaEventRecord(t0,s));
  int n=0;
  if(mode==0) for(int r=0;r<ROUNDS;r++){
    if(h) CK(cudaMemPrefetchAsync(b+r*8*MiB,8*MiB,G,0,s));
    if(k) spin<<<1,1,0,s>>>(300000);
    if(e) for(int j=0;j<EV;j++) CK(cudaMemPrefetchAsync(a+(r*EV+j)*2*MiB,2*MiB,H,0,s));
    n=ROUNDS;
  } else if(mode==1){ for(int j=0;j<ROUNDS*EV;j++) CK(cudaMemPrefetchAsync(a+j*2*MiB,2*MiB,H,0,s)); n=ROUNDS*EV; }
  else { for(int r=0;r<ROUNDS;r++) CK(cudaMemPrefetchAsync(b+r*8*MiB,8*MiB,G,0,s)); n=ROUNDS; }
  CK(cudaEventRecord(t1,s)); CK(cudaStreamSynchronize(s));
  float ms; CK(cudaEventElapsedTime(&ms,t0,t1)); cudaEventDestroy(t0); cudaEventDestroy(t1);
  CK(cudaFree(a)); CK(cudaFree(b));
  return ms*1e3/n;
}
int main(int argc,char**argv){
  G.type=cudaMemLocationTypeDevice; G.id=0; H.type=cudaMemLocationTypeHost; H.id=0;
  CK(cudaSetDevice(0)); CK(cudaStreamCreateWithFlags(&s,cudaStreamNonBlocking));
  double v[6][REPS];
  for(int r=0;r<REPS;r++){
    v[0][r]=variant(1,0,0,0); v[1][r]=variant(1,1,0,0); v[2][r]=variant(1,0,1,0);
    v[3][r]=variant(1,1,1,0); v[4][r]=variant(0,0,1,1); v[5][r]=variant(0,1,0,2);
  }
  printf("%s K %.1f KH %.1f KE %.1f KHE %.1f E %.1f H %.1f\n",argc>1?argv[1]:"-",
    med(v[0],REPS),med(v[1],REPS),med(v[2],REPS),med(v[3],REPS),med(v[4],REPS),med(v[5],REPS));
  return 0;
}
