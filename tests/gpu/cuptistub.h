/* cuptistub.h: what tests/gpu/capture_prog.c drives the CUPTI stub with
 * (cuptistub.c). */
#ifndef CUPTISTUB_H
#define CUPTISTUB_H

#include <cuda.h>
#include <cupti.h>
#include <stdint.h>
#include <time.h>

/* A kernel handle and its parameters' offsets and sizes; as_kernel: a
 * CUkernel, which only cuKernelGetParamInfo answers for. */
struct stub_function {
    const void *handle;
    int as_kernel;
    size_t n, offset[8], size[8];
};
void stub_function(struct stub_function f);

/* One driver call: the callback at its start, delay_us of work inside it,
 * the callback at its return. Returns the call's correlation id. */
uint32_t stub_call(CUpti_CallbackId id, const char *name, const void *params, const char *symbol,
                   unsigned delay_us, CUresult result);
/* A measured duration of the call corr, delivered at the next flush. */
void stub_done(uint32_t corr, uint32_t kind, uint64_t ns);
/* What cuInit does for a tool: load the library CUDA_INJECTION64_PATH
 * names and call its InitializeInjection (exit 3, naming prog, if it
 * cannot). */
void stub_cuda_init(const char *prog);
/* An NVTX mark. */
void stub_mark(const char *message);
void stub_sleep_us(unsigned us);

#endif
