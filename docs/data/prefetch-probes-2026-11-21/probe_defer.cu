// exploratory: deferred cudaMemPrefetchAsync latency vs kernel length and pattern
#include <cstdio>
#include <cstdint>
#include <ctime>
#include <cuda_runtime.h>
#define CK(x) do{cudaError_t e=(x); if(e!=cudaSuccess){printf("%s: %s\n",#x,cudaGetErrorString(e)); return 1;}}while(0)
static uint64_t now(){timespec t; clock_gettime(CLOCK_MONOTONIC,&t); return t.tv_sec*1000000000ull+t.tv_nsec;}
__global__ void spin(uint64_t ns){uint64_t t0,t; asm volatile("mov.u64 %0, %%globaltimer;":"=l"(t0)); do asm volatile("mov.u64 %0, %%globaltimer;":"=l"(t)); while(t-t0<ns);}
int main(){
  cudaStream_t s; CK(cudaStreamCreateWithFlags(&s,cudaStreamNonBlocking));
  char*raw; size_t sz=66<<20; CK(cudaMallocManaged(&raw,sz)); char*p=(char*)(((uintptr_t)raw+(2<<20)-1)&~(uintptr_t)((2<<20)-1));
  memset(p,1,64<<20);
  cudaMemLocation g; g.type=cudaMemLocationTypeDevice; g.id=0;
  cudaMemLocation h; h.type=cudaMemLocationTypeHost; h.id=0;
  CK(cudaMemPrefetchAsync(p,64<<20,g,0,s)); CK(cudaStreamSynchronize(s));
  cudaEvent_t e0,e1; cudaEventCreate(&e0); cudaEventCreate(&e1);
  // A: single deferred resident prefetch behind spin of S
  uint64_t spins[]={20000,50000,100000,200000,500000,1000000,5000000,20000000};
  for(auto S: spins){ for(int r=0;r<3;r++){
    spin<<<1,1,0,s>>>(S); cudaEventRecord(e0,s); uint64_t t0=now();
    CK(cudaMemPrefetchAsync(p,64<<10,g,0,s)); uint64_t t1=now(); cudaEventRecord(e1,s); CK(cudaStreamSynchronize(s));
    float ms; cudaEventElapsedTime(&ms,e0,e1); printf("A spin=%lu us rep=%d defer=%.1f us host=%.1f us\n",S/1000,r,ms*1e3,(t1-t0)/1e3);} }
  // B: alternation: M x {spin S; k resident prefetches}, vs M x spin S alone
  int ks[]={0,1,4}; uint64_t Ss[]={20000,100000,500000};
  for(auto S: Ss) for(int k: ks){ int M=50;
    cudaEventRecord(e0,s); uint64_t t0=now();
    for(int i=0;i<M;i++){ spin<<<1,1,0,s>>>(S); for(int j=0;j<k;j++) CK(cudaMemPrefetchAsync(p+j*(2<<20),64<<10,g,0,s)); }
    uint64_t t1=now(); cudaEventRecord(e1,s); CK(cudaStreamSynchronize(s)); uint64_t t2=now();
    float ms; cudaEventElapsedTime(&ms,e0,e1); printf("B spin=%lu us k=%d per-iter=%.1f us (extra %.1f) host/iter=%.1f wall/iter=%.1f\n",S/1000,k,ms*1e3/M,ms*1e3/M-S/1e3,(t1-t0)/1e3/M,(t2-t0)/1e3/M);}
  // C: alternation with moving 2M prefetch each iteration (data back at CPU first)
  for(auto S: Ss){ int M=16; CK(cudaMemPrefetchAsync(p,64<<20,h,0,s)); CK(cudaStreamSynchronize(s));
    cudaEventRecord(e0,s);
    for(int i=0;i<M;i++){ spin<<<1,1,0,s>>>(S); CK(cudaMemPrefetchAsync(p+i*(2<<20),2<<20,g,0,s)); }
    cudaEventRecord(e1,s); CK(cudaStreamSynchronize(s));
    float ms; cudaEventElapsedTime(&ms,e0,e1); printf("C spin=%lu us moving 2M per-iter=%.1f us (extra %.1f)\n",S/1000,ms*1e3/M,ms*1e3/M-S/1e3);}
  // D: prefetch on a second stream, idle: host time resident and moving; and while another stream is busy
  cudaStream_t s2; cudaStreamCreateWithFlags(&s2,cudaStreamNonBlocking);
  CK(cudaMemPrefetchAsync(p,64<<20,g,0,s)); CK(cudaStreamSynchronize(s));
  for(int r=0;r<3;r++){ spin<<<1,1,0,s>>>(5000000); uint64_t t0=now(); CK(cudaMemPrefetchAsync(p,64<<10,g,0,s2)); uint64_t t1=now(); CK(cudaStreamSynchronize(s2)); uint64_t t2=now(); CK(cudaStreamSynchronize(s));
    printf("D idle s2 while s busy, resident 64K: host=%.1f done=%.1f us\n",(t1-t0)/1e3,(t2-t0)/1e3);}
  return 0;}
