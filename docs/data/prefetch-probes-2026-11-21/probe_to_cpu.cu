// exploratory: eviction-style prefetch to CPU on a busy stream (gpurun --capacity's trim)
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <ctime>
#include <cuda_runtime.h>
#define CK(x) do{cudaError_t e=(x); if(e!=cudaSuccess){printf("%s: %s\n",#x,cudaGetErrorString(e)); return 1;}}while(0)
static uint64_t now(){timespec t; clock_gettime(CLOCK_MONOTONIC,&t); return t.tv_sec*1000000000ull+t.tv_nsec;}
__global__ void spin(uint64_t ns){uint64_t t0,t; asm volatile("mov.u64 %0, %%globaltimer;":"=l"(t0)); do asm volatile("mov.u64 %0, %%globaltimer;":"=l"(t)); while(t-t0<ns);}
__global__ void touchw(char*p,size_t n){for(size_t i=(blockIdx.x*blockDim.x+threadIdx.x)*4096;i<n;i+=(size_t)gridDim.x*blockDim.x*4096)p[i]=1;}
int main(){
  cudaStream_t s; CK(cudaStreamCreateWithFlags(&s,cudaStreamNonBlocking));
  char*raw; size_t sz=66<<20; CK(cudaMallocManaged(&raw,sz)); char*p=(char*)(((uintptr_t)raw+(2<<20)-1)&~(uintptr_t)((2<<20)-1));
  memset(p,1,64<<20);
  cudaMemLocation g; g.type=cudaMemLocationTypeDevice; g.id=0;
  cudaMemLocation h; h.type=cudaMemLocationTypeHost; h.id=0;
  const int K=16; const size_t C=2<<20;
  for(int mode=0; mode<4; mode++) for(int r=0;r<4;r++){
    // all 32 blocks GPU-resident and GPU-written
    CK(cudaMemPrefetchAsync(p,64<<20,g,0,s)); touchw<<<64,256,0,s>>>(p,64<<20); CK(cudaStreamSynchronize(s));
    uint64_t spinns = mode==0?0: mode==1?100000: mode==2?1000000: 100000;
    if(spinns) spin<<<1,1,0,s>>>(spinns);
    uint64_t t0=now(), tc[K+1]; tc[0]=t0;
    for(int i=0;i<K;i++){ CK(cudaMemPrefetchAsync(p+i*C, mode==3? (64<<10): C, h,0,s)); tc[i+1]=now(); }
    CK(cudaStreamSynchronize(s)); uint64_t t2=now();
    printf("E mode=%d spin=%lu us chunk=%s r=%d: total %.1f us; first call %.1f us; later calls avg %.1f us; after-last-call sync %.1f us\n",
      mode, spinns/1000, mode==3?"64K":"2M", r, (t2-t0)/1e3, (tc[1]-tc[0])/1e3, (tc[K]-tc[1])/1e3/(K-1), (t2-tc[K])/1e3);
  }
  // single idle d2h calls by size, with sync between
  size_t sizes[]={64<<10, 2<<20, 16<<20};
  for(auto S: sizes) for(int r=0;r<3;r++){
    CK(cudaMemPrefetchAsync(p,64<<20,g,0,s)); touchw<<<64,256,0,s>>>(p,64<<20); CK(cudaStreamSynchronize(s));
    int n = (int)((32<<20)/S); if(n>16)n=16; double host=0, done=0;
    for(int i=0;i<n;i++){ CK(cudaStreamSynchronize(s)); uint64_t a=now(); CK(cudaMemPrefetchAsync(p+i*S,S,h,0,s)); uint64_t b=now(); CK(cudaStreamSynchronize(s)); uint64_t c=now(); host+=b-a; done+=c-a; }
    printf("F idle d2h size=%zu r=%d host %.1f done %.1f us\n", S, r, host/n/1e3, done/n/1e3);
    // the same, written by CPU only (not GPU-written: clean pages?)
  }
  // G: h2d deferred moving behind spin then d2h eviction pattern per iteration
  for(int r=0;r<3;r++){
    CK(cudaMemPrefetchAsync(p,64<<20,h,0,s)); CK(cudaStreamSynchronize(s));
    uint64_t t0=now(); cudaEvent_t e0,e1; cudaEventCreate(&e0); cudaEventCreate(&e1); cudaEventRecord(e0,s);
    for(int it=0; it<8; it++){ CK(cudaMemPrefetchAsync(p+it*4*C,4*C,g,0,s)); spin<<<1,1,0,s>>>(100000); for(int j=0;j<4;j++) CK(cudaMemPrefetchAsync(p+(it*4+j)*C,C,h,0,s)); }
    cudaEventRecord(e1,s); CK(cudaStreamSynchronize(s)); uint64_t t2=now(); float ms; cudaEventElapsedTime(&ms,e0,e1);
    printf("G 8x{h2d 8M; spin 100us; 4 x d2h 2M}: per iter %.1f us (gpu %.1f)\n",(t2-t0)/1e3/8, ms*1e3/8);
  }
  return 0;}
