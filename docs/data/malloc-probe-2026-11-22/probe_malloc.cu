// exploratory: what does a cudaMalloc / cudaMallocManaged call cost as a program makes it,
// against the calibration's alloc/free pairs? (nvcc -O2 -arch=sm_90 probe_malloc.cu -o probe_malloc;
// ./probe_malloc ROT > out.txt, ROT rotates the order of the conditions)
// Conditions, each KEPT=10 calls of one size, timed call by call on the CPU clock:
//   pair   cudaMalloc then cudaFree, one at a time (gpurun --calibrate's malloc_ns)
//   kept   KEPT calls kept, then all freed (each free timed: "free-kept")
//   again  the same, right after kept's frees (does the driver reuse what was freed?)
//   other  after kept's frees, calls of twice the size (reuse of freed bytes at another size)
//   busy   each call made while a 1 ms kernel runs
//   copy   each call right after a synchronous 2 MiB pageable cudaMemcpy to the device
//   pf     (managed) each call while a 64 MiB prefetch to the GPU is in flight on another stream
//   cold   each call right after the CPU writes 8 MiB (its caches cold)
// Managed calls: the CPU writes the allocation's first 16 MiB after each (as a trace's HOST does;
// the calibration's managed_malloc_ns case kept). Sizes 1.5M (a new 2 MiB block each), 2M, 8M, 32M,
// 128M. Prints one line per kind, size, condition: median, min, max in us.
#include <algorithm>
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <cstdlib>
#include <ctime>
#include <vector>
#include <string>
#include <cuda_runtime.h>
#define CK(x) do{cudaError_t e_=(x); if(e_!=cudaSuccess){printf("%s: %s\n",#x,cudaGetErrorString(e_)); exit(1);}}while(0)
__global__ void spin(uint64_t ns){uint64_t t0,t; asm volatile("mov.u64 %0, %%globaltimer;":"=l"(t0)); do asm volatile("mov.u64 %0, %%globaltimer;":"=l"(t)); while(t-t0<ns);}
static const size_t MiB=1<<20; static const int KEPT=10;
static double now_us(){timespec ts; clock_gettime(CLOCK_MONOTONIC,&ts); return ts.tv_sec*1e6+ts.tv_nsec/1e3;}
static cudaStream_t s, s2; static char *pf_buf, *host_src, *dev_dst, *junk; static volatile char sink;
static cudaMemLocation G, H;
static void *one(bool managed, size_t n, double *us){
  void *p; double t0=now_us();
  if(managed) CK(cudaMallocManaged(&p,n,cudaMemAttachGlobal)); else CK(cudaMalloc(&p,n));
  *us=now_us()-t0;
  if(managed) memset(p,0x5a,n<16*MiB?n:16*MiB);
  return p;
}
static double freeit(void *p){double t0=now_us(); CK(cudaFree(p)); return now_us()-t0;}
static void report(const char *kind,size_t n,const char *cond,std::vector<double> v){
  std::sort(v.begin(),v.end()); size_t k=v.size();
  double m=k%2?v[k/2]:(v[k/2-1]+v[k/2])/2;
  printf("%s %zuK %s %.1f %.1f %.1f\n",kind,n>>10,cond,m,v.front(),v.back()); fflush(stdout);
}
static void cond(bool managed,size_t n,const std::string &c){
  const char *kind=managed?"managed":"device";
  std::vector<double> t, f; void *kept[KEPT]; double us;
  if(c=="pair"){ for(int i=0;i<KEPT;i++){ void *p=one(managed,n,&us); t.push_back(us); f.push_back(freeit(p)); }
    report(kind,n,"pair",t); report(kind,n,"free-pair",f); return; }
  if(c=="kept"){
    for(int i=0;i<KEPT;i++){ kept[i]=one(managed,n,&us); t.push_back(us); }
    for(int i=0;i<KEPT;i++) f.push_back(freeit(kept[i]));
    report(kind,n,"kept",t); report(kind,n,"free-kept",f); t.clear();
    for(int i=0;i<KEPT;i++){ kept[i]=one(managed,n,&us); t.push_back(us); }
    for(int i=0;i<KEPT;i++) freeit(kept[i]);
    report(kind,n,"again",t); t.clear();
    for(int i=0;i<KEPT/2;i++){ kept[i]=one(managed,2*n,&us); t.push_back(us); }
    for(int i=0;i<KEPT/2;i++) freeit(kept[i]);
    report(kind,n,"other",t); return; }
  for(int i=0;i<KEPT;i++){
    if(c=="busy"){ spin<<<1,1,0,s>>>(1000000); CK(cudaGetLastError()); }
    if(c=="copy") CK(cudaMemcpy(dev_dst,host_src,2*MiB,cudaMemcpyHostToDevice));
    if(c=="pf"){ CK(cudaMemPrefetchAsync(pf_buf,64*MiB,(i%2)?H:G,0,s2)); }
    if(c=="cold"){ memset(junk,i,8*MiB); sink=junk[i*4096]; }
    kept[i]=one(managed,n,&us); t.push_back(us);
    CK(cudaDeviceSynchronize());
  }
  for(int i=0;i<KEPT;i++) freeit(kept[i]);
  report(kind,n,c.c_str(),t);
}
int main(int argc,char**argv){
  int rot=argc>1?atoi(argv[1]):0;
  G.type=cudaMemLocationTypeDevice; G.id=0; H.type=cudaMemLocationTypeHost; H.id=0;
  CK(cudaSetDevice(0)); CK(cudaStreamCreateWithFlags(&s,cudaStreamNonBlocking)); CK(cudaStreamCreateWithFlags(&s2,cudaStreamNonBlocking));
  void *status; CK(cudaMalloc(&status,4096)); // as gpurun's dstatus: a first block mapped throughout
  CK(cudaMallocManaged((void**)&pf_buf,64*MiB,cudaMemAttachGlobal)); memset(pf_buf,1,64*MiB);
  host_src=(char*)malloc(2*MiB); memset(host_src,2,2*MiB); CK(cudaMalloc((void**)&dev_dst,2*MiB));
  junk=(char*)malloc(8*MiB); memset(junk,3,8*MiB);
  spin<<<1,1,0,s>>>(1000); CK(cudaDeviceSynchronize());
  const char *conds_d[]={"pair","kept","busy","copy","cold"};
  const char *conds_m[]={"pair","kept","busy","copy","pf","cold"};
  size_t sizes[]={1536*1024,2*MiB,8*MiB,32*MiB,128*MiB};
  for(int m=0;m<2;m++){ bool managed=(m+rot)%2;
    int nc=managed?6:5; const char **cs=managed?conds_m:conds_d;
    for(size_t si=0;si<5;si++) for(int ci=0;ci<nc;ci++) cond(managed,sizes[si],cs[(ci+rot)%nc]);
  }
  return 0;
}
