// popprobe.cu: the CPU's first touch of managed memory, by the size of the cudaMallocManaged
// allocation the touched bytes sit in: A a buffer of its own (cudaMallocManaged(s + 2 MiB), s
// bytes from the first 2 MiB boundary: gpurun --calibrate's host_populate_ns), B the first s
// bytes of a 20 MiB allocation, C of a 64 MiB one (the caching allocator's segments). Every
// allocation is kept, so no memset lands on recycled pages. One line per measurement:
// kind size rep us addr_mod_2M.   nvcc -O2 -arch=sm_90 popprobe.cu -o popprobe
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <ctime>
#include <cuda_runtime.h>
#define CK(x) do{cudaError_t e_=(x); if(e_!=cudaSuccess){printf("%s: %s\n",#x,cudaGetErrorString(e_)); return 1;}}while(0)
static uint64_t now(){timespec t; clock_gettime(CLOCK_MONOTONIC,&t); return t.tv_sec*1000000000ull+t.tv_nsec;}
int main(){
  CK(cudaFree(0));
  const size_t M=1<<20; size_t sizes[]={1*M,3*M,4*M,9*M}; const char *kinds="ABC";
  for (int rep=0; rep<8; rep++)
    for (int k=0;k<3;k++)
      for (size_t s: sizes){
        char *raw; size_t alloc = k==0 ? s+2*M : k==1 ? 20*M : 64*M;
        CK(cudaMallocManaged(&raw, alloc, cudaMemAttachGlobal));
        char *p = k==0 ? (char*)(((uintptr_t)raw+2*M-1)&~(uintptr_t)(2*M-1)) : raw;
        uint64_t t0=now(); memset(p, 0x5a+rep, s); uint64_t t1=now();
        printf("%c %zu %d %.1f %zu\n", kinds[k], s>>20, rep, (t1-t0)/1e3, (size_t)((uintptr_t)p % (2*M)));
      }
  return 0;
}
