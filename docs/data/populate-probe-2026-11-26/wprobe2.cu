// wprobe2.cu: how the GPU's first touch of never-touched managed memory grows with the
// size of the touch. A: one kernel (shaped like gpurun's replay kernel: 264 blocks of 256
// threads, each warp taking 4 KiB chunks in turn in address order, 16-byte reads summed
// into a sink) over one fresh buffer of S bytes; B: four such kernels back to back, each
// over its own fresh 16 MiB buffer; C: one kernel over four fresh 16 MiB buffers, their
// chunks in order (as the replay kernel takes a launch's ranges). The fault time = the
// first run less its rerun on the now GPU-resident data (CUDA events), as gpurun
// --calibrate's case fresh. One line: case MiB rep fault_us.
// With the argument "cal": only A, as gpurun --calibrate's case fresh orders and places it
// (every repetition of one size in a row, each buffer cudaMallocManaged(S + 2 MiB) read
// from its first 2 MiB boundary).
// nvcc -O2 -arch=sm_90 wprobe2.cu -o wprobe2
#include <cstdio>
#include <cstdint>
#include <cuda_runtime.h>
#define CK(x) do{cudaError_t e_=(x); if(e_!=cudaSuccess){printf("%s: %s\n",#x,cudaGetErrorString(e_)); return 1;}}while(0)
struct rs { uint4 *p[4]; size_t chunks[4]; int n; };
__global__ void touch(rs r, unsigned long long *sink){
  unsigned lane=threadIdx.x&31, warp=(blockIdx.x*blockDim.x+threadIdx.x)>>5, nw=(gridDim.x*blockDim.x)>>5;
  size_t total=0; for (int k=0;k<r.n;k++) total+=r.chunks[k];
  unsigned long long s=0;
  for (size_t c=warp;c<total;c+=nw){
    size_t cc=c; int k=0; while (cc>=r.chunks[k]) { cc-=r.chunks[k]; k++; }
    uint4 *q=r.p[k]+cc*256;
    for (int i=lane;i<256;i+=32){ uint4 v=q[i]; s+=v.x^v.w; }
  }
  if (s==0x12345) *sink=s;
}
static unsigned long long *sink; static cudaEvent_t a,b;
static float run(rs r){ float t; cudaEventRecord(a); touch<<<264,256>>>(r,sink); cudaEventRecord(b); cudaEventSynchronize(b); cudaEventElapsedTime(&t,a,b); return t*1e3f; }
int main(int argc, char **argv){
  CK(cudaFree(0)); CK(cudaMalloc(&sink,8)); cudaEventCreate(&a); cudaEventCreate(&b);
  const size_t M=1<<20; size_t sizes[]={2*M,4*M,8*M,16*M,32*M,64*M,128*M,256*M};
  if (argc > 1) { /* cal */
    for (size_t s: sizes) for (int rep=0;rep<5;rep++){
      char *raw; CK(cudaMallocManaged(&raw,s+2*M));
      rs r={}; r.p[0]=(uint4*)(((uintptr_t)raw+2*M-1)&~(uintptr_t)(2*M-1)); r.chunks[0]=s/4096; r.n=1;
      float f=run(r), g=run(r); printf("cal %zu %d %.1f\n",s>>20,rep,f-g); CK(cudaFree(raw));
    }
    return 0;
  }
  for (int rep=0;rep<6;rep++){
    for (size_t s: sizes){
      rs r={}; CK(cudaMallocManaged(&r.p[0],s)); r.chunks[0]=s/4096; r.n=1;
      float f=run(r), g=run(r); printf("A %zu %d %.1f\n",s>>20,rep,f-g); CK(cudaFree(r.p[0]));
    }
    { rs r[4]; float f=0,g=0;
      for (int k=0;k<4;k++){ r[k]=rs{}; CK(cudaMallocManaged(&r[k].p[0],16*M)); r[k].chunks[0]=16*M/4096; r[k].n=1; }
      CK(cudaEventRecord(a)); for (int k=0;k<4;k++) touch<<<264,256>>>(r[k],sink); CK(cudaEventRecord(b)); CK(cudaEventSynchronize(b)); cudaEventElapsedTime(&f,a,b);
      CK(cudaEventRecord(a)); for (int k=0;k<4;k++) touch<<<264,256>>>(r[k],sink); CK(cudaEventRecord(b)); CK(cudaEventSynchronize(b)); cudaEventElapsedTime(&g,a,b);
      printf("B 64 %d %.1f\n",rep,(f-g)*1e3); for (int k=0;k<4;k++) CK(cudaFree(r[k].p[0])); }
    { rs r={}; r.n=4; for (int k=0;k<4;k++){ CK(cudaMallocManaged(&r.p[k],16*M)); r.chunks[k]=16*M/4096; }
      float f=run(r), g=run(r); printf("C 64 %d %.1f\n",rep,f-g); for (int k=0;k<4;k++) CK(cudaFree(r.p[k])); }
  }
  return 0;
}
