// popprobe2.cu: the CPU's first touch of managed memory by how many fresh 2 MiB VA blocks it
// begins: a buffer of its own (cudaMallocManaged(s + 2 MiB), memset of s bytes from the first
// 2 MiB boundary, as gpurun --calibrate's host_populate_ns), s from 4 KiB to 16 MiB, with
// sizes just past a block multiple (2M+4K, 4M+8K, ...); every allocation kept. Then, in a
// block begun by 64 KiB, 4 KiB more at 1 MiB. One line per measurement: size rep us.
// nvcc -O2 -arch=sm_90 popprobe2.cu -o popprobe2
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <ctime>
#include <cuda_runtime.h>
#define CK(x) do{cudaError_t e_=(x); if(e_!=cudaSuccess){printf("%s: %s\n",#x,cudaGetErrorString(e_)); return 1;}}while(0)
static uint64_t now(){timespec t; clock_gettime(CLOCK_MONOTONIC,&t); return t.tv_sec*1000000000ull+t.tv_nsec;}
int main(){
  CK(cudaFree(0));
  const size_t K=1024, M=1<<20;
  size_t sizes[]={4*K,16*K,64*K,256*K,1*M,2*M,2*M+4*K,2*M+64*K,3*M,4*M,4*M+8*K,9*M,16*M,16*M+4*K};
  for (int rep=0; rep<8; rep++){
    for (size_t s: sizes){
      char *raw; CK(cudaMallocManaged(&raw, s+2*M, cudaMemAttachGlobal));
      char *p=(char*)(((uintptr_t)raw+2*M-1)&~(uintptr_t)(2*M-1));
      uint64_t t0=now(); memset(p, 0x5a+rep, s); uint64_t t1=now();
      printf("%zu %d %.1f\n", s, rep, (t1-t0)/1e3);
    }
    char *raw; CK(cudaMallocManaged(&raw, 4*M, cudaMemAttachGlobal));
    char *p=(char*)(((uintptr_t)raw+2*M-1)&~(uintptr_t)(2*M-1));
    memset(p, 1, 64*K);
    uint64_t t0=now(); memset(p+M, 2, 4*K); uint64_t t1=now();
    printf("begun+4K %d %.1f\n", rep, (t1-t0)/1e3);
  }
  return 0;
}
