// exploratory: how many cudaMemPrefetchAsync calls a busy stream holds before a call blocks
// (nvcc -O2 -arch=sm_90 probe_queue.cu -o probe_queue; ./probe_queue > probe_queue.txt)
// Every case puts a 20 ms spin kernel in front, so no deferred call can start or finish
// while the calls are issued; the first call whose host time is far above the others is
// the first one the stream could not hold. 256 MiB of managed memory at most.
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <ctime>
#include <cuda_runtime.h>
#define CK(x) do{cudaError_t e_=(x); if(e_!=cudaSuccess){printf("%s: %s\n",#x,cudaGetErrorString(e_)); return 1;}}while(0)
static uint64_t now(){timespec t; clock_gettime(CLOCK_MONOTONIC,&t); return t.tv_sec*1000000000ull+t.tv_nsec;}
__global__ void spin(uint64_t ns){uint64_t t0,t; asm volatile("mov.u64 %0, %%globaltimer;":"=l"(t0)); do asm volatile("mov.u64 %0, %%globaltimer;":"=l"(t)); while(t-t0<ns);}
static const int N=200;
static double host[N+1], at[N+1];
static cudaMemLocation g, h;
// one case: kernel of `spin_ns` on s; then N calls of `chunk` at p (consecutive), on stream ps
// (ps waits for s's event when ps != s); `ev` != 0: an event record on ps after every call.
static int run(const char *name, cudaStream_t s, cudaStream_t ps, char *p, size_t chunk, bool to_gpu,
               int ev, uint64_t spin_ns, size_t first_big) {
  cudaEvent_t e, marks[N];
  CK(cudaEventCreateWithFlags(&e, cudaEventDisableTiming));
  for (int i=0;i<N;i++) CK(cudaEventCreateWithFlags(&marks[i], cudaEventDisableTiming));
  CK(cudaDeviceSynchronize());
  spin<<<1,1,0,s>>>(spin_ns);
  if (ps != s) { CK(cudaEventRecord(e, s)); CK(cudaStreamWaitEvent(ps, e, 0)); }
  uint64_t k0=now(), t=k0;
  size_t off=0;
  for (int i=0;i<N;i++) {
    size_t len = i==0 && first_big ? first_big : chunk;
    CK(cudaMemPrefetchAsync(p+off, len, to_gpu ? g : h, 0, ps));
    off += len;
    if (ev) CK(cudaEventRecord(marks[i], ps));
    uint64_t t1=now(); host[i]=(t1-t)/1e3; at[i]=(t1-k0)/1e3; t=t1;
  }
  uint64_t issued=now();
  CK(cudaDeviceSynchronize());
  uint64_t done=now();
  int first=-1; for (int i=1;i<N;i++) if (host[i]>500) { first=i; break; }
  printf("%s: first call over 500 us: %d (0-based)", name, first);
  if (first>=0) printf(", it took %.1f us and returned %.1f us after the first call began", host[first], at[first]);
  printf("; issue %.1f ms, all done %.1f ms after the first call\n", (issued-k0)/1e6, (done-k0)/1e6);
  printf("%s: per call us:", name); for (int i=0;i<N;i++) printf(" %.0f", host[i]); printf("\n");
  for (int i=0;i<N;i++) cudaEventDestroy(marks[i]);
  cudaEventDestroy(e);
  return 0;
}
int main(){
  cudaStream_t s, s2, s3; CK(cudaStreamCreateWithFlags(&s,cudaStreamNonBlocking));
  CK(cudaStreamCreateWithFlags(&s2,cudaStreamNonBlocking)); CK(cudaStreamCreateWithFlags(&s3,cudaStreamNonBlocking));
  g.type=cudaMemLocationTypeDevice; g.id=0; h.type=cudaMemLocationTypeHost; h.id=0;
  char*raw; size_t sz=200ull<<20; CK(cudaMallocManaged(&raw,sz+(2<<20)));
  char*p=(char*)(((uintptr_t)raw+(2<<20)-1)&~(uintptr_t)((2<<20)-1));
  cudaDeviceProp pr; CK(cudaGetDeviceProperties(&pr,0)); int dv; cudaDriverGetVersion(&dv);
  printf("# %s, driver API %d\n", pr.name, dv);
  for (int rep=0; rep<2; rep++) {
    printf("# rep %d\n", rep);
    // A: CPU-resident 64 KiB ranges to the GPU, same stream as the kernel
    memset(p,1,sz); CK(cudaDeviceSynchronize());
    if (run("A moving-64K same-stream", s, s, p, 64<<10, true, 0, 20000000, 0)) return 1;
    // B: the same ranges, now GPU-resident (nothing moves)
    if (run("B resident-64K same-stream", s, s, p, 64<<10, true, 0, 20000000, 0)) return 1;
    // C: CPU-resident, on a second stream made to wait for the kernel (the launch prefetcher's way)
    memset(p,2,sz); CK(cudaDeviceSynchronize());
    if (run("C moving-64K waiting-stream", s, s2, p, 64<<10, true, 0, 20000000, 0)) return 1;
    // D: as C with an event record after every call
    memset(p,3,sz); CK(cudaDeviceSynchronize());
    if (run("D moving-64K waiting-stream+events", s, s2, p, 64<<10, true, 1, 20000000, 0)) return 1;
    // E: the first call moves 64 MiB, then 64 KiB calls: does a blocked call wait for the
    // oldest call to start (kernel end + the worker's delay) or to finish (+ its copy)?
    memset(p,4,sz); CK(cudaDeviceSynchronize());
    if (run("E moving-64M-then-64K same-stream", s, s, p, 64<<10, true, 0, 20000000, 64<<20)) return 1;
    // F: to the CPU, GPU-resident 64 KiB ranges
    CK(cudaMemPrefetchAsync(p,sz,g,0,s)); CK(cudaDeviceSynchronize());
    if (run("F to-cpu-64K same-stream", s, s, p, 64<<10, false, 0, 20000000, 0)) return 1;
  }
  // G: two waiting streams, calls alternating: one queue or one per stream?
  memset(p,5,sz); CK(cudaDeviceSynchronize());
  {
    cudaEvent_t e; CK(cudaEventCreateWithFlags(&e, cudaEventDisableTiming));
    spin<<<1,1,0,s>>>(20000000); CK(cudaEventRecord(e,s)); CK(cudaStreamWaitEvent(s2,e,0)); CK(cudaStreamWaitEvent(s3,e,0));
    uint64_t t=now(); int first=-1;
    for (int i=0;i<N;i++){ CK(cudaMemPrefetchAsync(p+(size_t)i*(64<<10),64<<10,g,0,i&1?s3:s2)); uint64_t t1=now(); host[i]=(t1-t)/1e3; t=t1; if(first<0&&i&&host[i]>500) first=i; }
    CK(cudaDeviceSynchronize());
    printf("G moving-64K two-waiting-streams-alternating: first call over 500 us: %d\nG: per call us:", first);
    for (int i=0;i<N;i++) printf(" %.0f", host[i]); printf("\n");
  }
  return 0;
}
