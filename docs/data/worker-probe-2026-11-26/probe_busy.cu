// exploratory (probe_busy): probe_xfchain, with the host thread busy in the driver while
// the driver's worker runs the deferred calls: after issuing every group, until the kernel
// stream's last event has completed, the host either waits in cudaEventSynchronize (idle),
// polls that event with cudaEventQuery (poll), or launches a 1 us kernel on a third stream,
// records an event after it and queries it, over and over (calls), as a trace's issuer keeps
// making calls. The rest as probe_xfchain:
// the launch prefetcher's pattern on resident data, per group ("launch"): CALLS
// deferred cudaMemPrefetchAsync of resident ranges on a prefetch stream P, an event recorded on
// P, the kernel stream K waiting for it, a small kernel on K reading the group's ranges, an
// event on K. Compares ranges of whole aligned 2 MiB blocks with xf-small-launch's kind
// (128 KiB to 1.5 MiB at offsets inside blocks, in several allocations), and kernels that
// spin with kernels that read the ranges. A 2 ms spin on K and P first, so every call is
// deferred. Times: K from its first wait's release to its last kernel's end per group (us),
// P per call (us), host issue per group (us). 9 repetitions after one warm-up; medians.
// (nvcc -O2 -arch=sm_90 probe_xfchain.cu -o probe_xfchain; ./probe_xfchain)
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <ctime>
#include <algorithm>
#include <vector>
#include <cuda_runtime.h>
#define CK(x) do{cudaError_t e_=(x); if(e_!=cudaSuccess){printf("%s: %s\n",#x,cudaGetErrorString(e_)); exit(1);}}while(0)
static uint64_t now(){timespec t; clock_gettime(CLOCK_MONOTONIC,&t); return t.tv_sec*1000000000ull+t.tv_nsec;}
__global__ void spin(uint64_t ns){uint64_t t0,t; asm volatile("mov.u64 %0, %%globaltimer;":"=l"(t0)); do asm volatile("mov.u64 %0, %%globaltimer;":"=l"(t)); while(t-t0<ns);}
struct rg { char *a; size_t n; };
__global__ void readk(rg r0, rg r1, rg r2, unsigned long long *sink){
  unsigned long long s=0; rg rs[3]={r0,r1,r2};
  for (int k=0;k<3;k++) for (size_t i=(blockIdx.x*blockDim.x+threadIdx.x)*4096; i<rs[k].n; i+=(size_t)gridDim.x*blockDim.x*4096) s+=rs[k].a[i];
  if (s==42) *sink=s;
}
static cudaStream_t P, K;
static cudaMemLocation g;
static unsigned long long *sink;
static const int G = 48, CALLS = 3;
// ranges[i*CALLS+j]
static std::vector<rg> aligned, xf;
struct res { double k_per_group, p_per_call, host_per_group; };
static cudaStream_t X; static cudaEvent_t xev;
static res run(const std::vector<rg> &r, bool reading, bool fresh_events, int mode) {
  static cudaEvent_t ev[G], kdone[G], p0, p1, k0, k1; static bool init=false;
  if (!init) { for (int i=0;i<G;i++){CK(cudaEventCreateWithFlags(&ev[i],cudaEventDisableTiming));CK(cudaEventCreateWithFlags(&kdone[i],cudaEventDisableTiming));}
    CK(cudaEventCreate(&p0));CK(cudaEventCreate(&p1));CK(cudaEventCreate(&k0));CK(cudaEventCreate(&k1)); init=true; }
  CK(cudaDeviceSynchronize());
  spin<<<1,1,0,P>>>(2000000); spin<<<1,1,0,K>>>(2000000);
  CK(cudaEventRecord(p0,P)); CK(cudaEventRecord(k0,K));
  uint64_t t0=now();
  for (int i=0;i<G;i++){
    cudaEvent_t e=ev[i], d=kdone[i];
    if (fresh_events) { CK(cudaEventCreateWithFlags(&e,cudaEventDisableTiming)); CK(cudaEventCreateWithFlags(&d,cudaEventDisableTiming)); }
    for (int j=0;j<CALLS;j++) CK(cudaMemPrefetchAsync(r[i*CALLS+j].a, r[i*CALLS+j].n, g, 0, P));
    CK(cudaEventRecord(e,P)); CK(cudaStreamWaitEvent(K,e,0));
    if (reading) readk<<<4,128,0,K>>>(r[i*CALLS],r[i*CALLS+1],r[i*CALLS+2],sink); else spin<<<1,1,0,K>>>(3000);
    CK(cudaEventRecord(d,K));
    if (fresh_events) { CK(cudaEventDestroy(e)); CK(cudaEventDestroy(d)); }
  }
  uint64_t t1=now();
  CK(cudaEventRecord(p1,P)); CK(cudaEventRecord(k1,K));
  if (mode==1) while (cudaEventQuery(k1)==cudaErrorNotReady) ;
  if (mode==2) while (cudaEventQuery(k1)==cudaErrorNotReady) { spin<<<1,1,0,X>>>(1000); CK(cudaEventRecord(xev,X)); cudaEventQuery(xev); }
  CK(cudaDeviceSynchronize());
  float a,b; CK(cudaEventElapsedTime(&a,p0,p1)); CK(cudaEventElapsedTime(&b,k0,k1));
  return { (b*1e3)/G, (a*1e3)/(G*CALLS), (t1-t0)/1e3/G };
}
static void cas(const char *name, const std::vector<rg> &r, bool reading, bool fresh, int mode){
  std::vector<double> a,b,c;
  for (int k=0;k<10;k++){ res x=run(r,reading,fresh,mode); if(k){a.push_back(x.k_per_group);b.push_back(x.p_per_call);c.push_back(x.host_per_group);} }
  std::sort(a.begin(),a.end());std::sort(b.begin(),b.end());std::sort(c.begin(),c.end()); int m=a.size()/2;
  printf("%-44s K per group %7.1f us (%.1f..%.1f)  P per call %6.1f us  host per group %6.1f us\n", name, a[m], a.front(), a.back(), b[m], c[m]); fflush(stdout);
}
int main(){
  CK(cudaStreamCreateWithFlags(&P,cudaStreamNonBlocking)); CK(cudaStreamCreateWithFlags(&K,cudaStreamNonBlocking));
  CK(cudaStreamCreateWithFlags(&X,cudaStreamNonBlocking)); CK(cudaEventCreateWithFlags(&xev,cudaEventDisableTiming));
  g.type=cudaMemLocationTypeDevice; g.id=0; CK(cudaMalloc(&sink,8));
  // aligned: one 2 MiB block per call, in one 512 MiB allocation... keep it 320 MiB
  char *A; size_t asz=(size_t)G*CALLS*(2<<20)+(2<<20); CK(cudaMallocManaged(&A,asz));
  char *a0=(char*)(((uintptr_t)A+(2<<20)-1)&~(uintptr_t)((2<<20)-1));
  for (int i=0;i<G*CALLS;i++) aligned.push_back({a0+(size_t)i*(2<<20), 2<<20});
  // xf-like: four 20 MiB segments, ranges of 128K..1.5M at offsets 64K-aligned inside them, cycling
  char *S[4]; for (int s=0;s<4;s++) CK(cudaMallocManaged(&S[s], 20<<20));
  size_t sizes[6]={131072,524288,1048576,1572864,262144,1050624}; size_t off[4]={0,0,0,0};
  for (int i=0;i<G*CALLS;i++){ int s=i%4; size_t n=sizes[i%6]; if (off[s]+n > (20u<<20)) off[s]=(i*65536)%(1<<20); xf.push_back({S[s]+off[s], n}); off[s]+=n+65536; }
  // everything resident on the GPU, written once by the CPU first (as a trace's initialized data)
  memset(A,1,asz); for (int s=0;s<4;s++) memset(S[s],1,20<<20);
  CK(cudaMemPrefetchAsync(A,asz,g,0,0)); for (int s=0;s<4;s++) CK(cudaMemPrefetchAsync(S[s],20<<20,g,0,0)); CK(cudaDeviceSynchronize());
  cudaDeviceProp pr; CK(cudaGetDeviceProperties(&pr,0)); int dv; cudaDriverGetVersion(&dv);
  printf("# %s, driver API %d; %d groups of %d calls; medians of 9 (after one warm-up)\n", pr.name, dv, G, CALLS);
  for (int round=0; round<2; round++){
    printf("# round %d\n", round);
    cas("xf, reads, host idle", xf, true, false, 0);
    cas("xf, reads, host polls", xf, true, false, 1);
    cas("xf, reads, host calls", xf, true, false, 2);
    cas("aligned, reads, host idle", aligned, true, false, 0);
    cas("aligned, reads, host calls", aligned, true, false, 2);
  }
  return 0;
}
