// exploratory: the driver's worker running deferred cudaMemPrefetchAsync calls in a row,
// with and without event records between them (the launch prefetcher's pattern: calls on a
// prefetch stream, an event after each kernel's calls, the kernel's stream waiting for it).
// (nvcc -O2 -arch=sm_90 probe_chain.cu -o probe_chain; ./probe_chain > probe_chain.txt)
// A 500 us spin kernel on the prefetch stream P first, so that every call is deferred; the
// stream time is taken from an event after the spin to an event after the last call.
// 64 MiB of managed memory.
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
static cudaMemLocation g, h;
static cudaStream_t P, K;
static char *p;
static const size_t SZ = 64ull << 20;
enum { REC = 1, WAIT = 2, KBUSY = 4 };
// n groups of `per` calls of `chunk` each (consecutive ranges), flags as above; kernel_ns: K's
// kernel after each group (0: none). Returns P's time after the spin (us) and K's time from
// its first wait to its last kernel's end (us; 0 without WAIT), and the host's issue time.
struct res { double p_us, k_us, host_us; };
static res run(int n, int per, size_t chunk, bool moving, int flags, uint64_t kernel_ns) {
  static cudaEvent_t marks[1024], e0, e1, k0, k1;
  static bool init = false;
  if (!init) {
    for (int i=0;i<1024;i++) CK(cudaEventCreateWithFlags(&marks[i], cudaEventDisableTiming));
    CK(cudaEventCreate(&e0)); CK(cudaEventCreate(&e1)); CK(cudaEventCreate(&k0)); CK(cudaEventCreate(&k1));
    init = true;
  }
  if (moving) { CK(cudaMemPrefetchAsync(p, SZ, h, 0, P)); CK(cudaDeviceSynchronize()); memset(p, 7, SZ); }
  else { CK(cudaMemPrefetchAsync(p, SZ, g, 0, P)); }
  CK(cudaDeviceSynchronize());
  if (flags & KBUSY) spin<<<1,1,0,K>>>(300000);
  spin<<<1,1,0,P>>>(500000);
  CK(cudaEventRecord(e0, P));
  CK(cudaEventRecord(k0, K));
  uint64_t t0 = now();
  size_t off = 0;
  for (int i=0;i<n;i++) {
    for (int j=0;j<per;j++) { CK(cudaMemPrefetchAsync(p+off, chunk, moving ? g : g, 0, P)); off += chunk; if (off + chunk > SZ) off = 0; }
    if (flags & (REC|WAIT)) CK(cudaEventRecord(marks[i], P));
    if (flags & WAIT) { CK(cudaStreamWaitEvent(K, marks[i], 0)); if (kernel_ns) spin<<<1,1,0,K>>>(kernel_ns); }
  }
  uint64_t t1 = now();
  CK(cudaEventRecord(e1, P));
  CK(cudaEventRecord(k1, K));
  CK(cudaDeviceSynchronize());
  float a=0,b=0; CK(cudaEventElapsedTime(&a, e0, e1)); CK(cudaEventElapsedTime(&b, k0, k1));
  return { a*1e3, (flags & WAIT) ? b*1e3 : 0, (t1-t0)/1e3 };
}
static void cas(const char *name, int n, int per, size_t chunk, bool moving, int flags, uint64_t kernel_ns) {
  std::vector<double> a, b, c;
  for (int r=0;r<7;r++) { res x = run(n, per, chunk, moving, flags, kernel_ns); if (r) { a.push_back(x.p_us); b.push_back(x.k_us); c.push_back(x.host_us); } }
  std::sort(a.begin(), a.end()); std::sort(b.begin(), b.end()); std::sort(c.begin(), c.end());
  int m = a.size()/2;
  printf("%-34s n %3d x %d of %6zu KiB %s: P after spin %8.1f us (%.1f per call, min %.1f max %.1f); K %8.1f us; host issue %7.1f us\n",
         name, n, per, chunk>>10, moving ? "moving  " : "resident", a[m], a[m]/(n*per), a.front(), a.back(), b[m], c[m]);
  fflush(stdout);
}
int main(){
  CK(cudaStreamCreateWithFlags(&P,cudaStreamNonBlocking)); CK(cudaStreamCreateWithFlags(&K,cudaStreamNonBlocking));
  g.type=cudaMemLocationTypeDevice; g.id=0; h.type=cudaMemLocationTypeHost; h.id=0;
  char*raw; CK(cudaMallocManaged(&raw,SZ+(2<<20)));
  p=(char*)(((uintptr_t)raw+(2<<20)-1)&~(uintptr_t)((2<<20)-1));
  memset(p,1,SZ);
  cudaDeviceProp pr; CK(cudaGetDeviceProperties(&pr,0)); int dv; cudaDriverGetVersion(&dv);
  printf("# %s, driver API %d; medians of 6 (after one warm-up)\n", pr.name, dv);
  for (int rep=0; rep<2; rep++) {
    printf("# round %d\n", rep);
    cas("R plain", 16, 1, 2<<20, false, 0, 0);
    cas("R plain 1", 1, 1, 2<<20, false, 0, 0);
    cas("R event after each", 16, 1, 2<<20, false, REC, 0);
    cas("R event+wait after each", 16, 1, 2<<20, false, WAIT, 0);
    cas("R event+wait+kernel 20us", 16, 1, 2<<20, false, WAIT, 20000);
    cas("R 3 per event+wait+kernel 20us", 16, 3, 2<<20, false, WAIT, 20000);
    cas("R 3 per event+wait+kernel 100us", 16, 3, 2<<20, false, WAIT, 100000);
    cas("R 64K event after each", 16, 1, 64<<10, false, REC, 0);
    cas("R 64K plain", 16, 1, 64<<10, false, 0, 0);
    cas("M plain", 16, 1, 2<<20, true, 0, 0);
    cas("M event after each", 16, 1, 2<<20, true, REC, 0);
    cas("M event+wait+kernel 20us", 16, 1, 2<<20, true, WAIT, 20000);
    cas("M 3 per event+wait+kernel 100us", 10, 3, 2<<20, true, WAIT, 100000);
  }
  return 0;
}
