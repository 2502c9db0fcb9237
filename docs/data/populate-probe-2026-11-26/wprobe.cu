// wprobe.cu: the GPU's first touch of managed memory never touched, read against written,
// with a kernel shaped like gpurun's replay kernel (264 blocks of 256 threads, each warp
// taking 4 KiB chunks in turn, 16-byte accesses; reads summed into a sink). The fault
// time = the kernel on fresh memory - the same kernel rerun on the now GPU-resident data
// (gpurun --calibrate's case "fresh" is the read). Also CPU-written data read and written.
// One line: kind size rep fault_us.   nvcc -O2 -arch=sm_90 wprobe.cu -o wprobe
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <cuda_runtime.h>
#define CK(x) do{cudaError_t e_=(x); if(e_!=cudaSuccess){printf("%s: %s\n",#x,cudaGetErrorString(e_)); return 1;}}while(0)
__global__ void touch(uint4 *p, size_t n16, int write, unsigned long long *sink){
  unsigned lane=threadIdx.x&31, warp=(blockIdx.x*blockDim.x+threadIdx.x)>>5, nw=(gridDim.x*blockDim.x)>>5;
  size_t chunks=n16/256; unsigned long long s=0;
  for (size_t c=warp;c<chunks;c+=nw){
    uint4 *q=p+c*256;
    for (int i=lane;i<256;i+=32){ if(write) q[i]=make_uint4(1,2,3,4); else { uint4 v=q[i]; s+=v.x^v.w; } }
  }
  if (s==0x12345) *sink=s;
}
int main(){
  CK(cudaFree(0)); unsigned long long *sink; CK(cudaMalloc(&sink,8));
  cudaEvent_t a,b; cudaEventCreate(&a); cudaEventCreate(&b);
  const size_t M=1<<20; size_t sizes[]={2*M,16*M,64*M};
  const char *names[]={"fresh-read","fresh-write","cpu-read","cpu-write"};
  for (int rep=0;rep<6;rep++) for (int k=0;k<4;k++) for (size_t s: sizes){
    char *p; CK(cudaMallocManaged(&p,s,cudaMemAttachGlobal));
    if (k>=2) memset(p,1,s);
    int wr = k==1||k==3; float t1,t2;
    CK(cudaEventRecord(a)); touch<<<264,256>>>((uint4*)p,s/16,wr,sink); CK(cudaEventRecord(b)); CK(cudaEventSynchronize(b)); cudaEventElapsedTime(&t1,a,b);
    CK(cudaEventRecord(a)); touch<<<264,256>>>((uint4*)p,s/16,wr,sink); CK(cudaEventRecord(b)); CK(cudaEventSynchronize(b)); cudaEventElapsedTime(&t2,a,b);
    printf("%s %zu %d %.1f %.1f\n",names[k],s>>20,rep,(t1-t2)*1e3,t2*1e3);
    CK(cudaFree(p));
  }
  return 0;
}
