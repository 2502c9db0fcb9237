/* cuda_launch.h: what the CUPTI-based libraries (the capture library,
 * capture_inject.c, and the live allocator, live_alloc.c) read of a kernel
 * launch and of an NVTX call, written once for both: the launch's function,
 * stream, and parameter memory as the kernel sees it; the iteration markers
 * "gms:iter [N]"; and the hand-over of NVTX's injection to CUPTI.
 */
#ifndef CUDA_LAUNCH_H
#define CUDA_LAUNCH_H

#include <cuda.h>
#include <cupti.h>
#include <stdbool.h>
#include <stdint.h>

/* The largest parameter memory copied (CUDA's kernel parameters are at most
 * 32764 bytes). */
#define CUDA_LAUNCH_PARAMS_MAX 65536u

/* A launch call's function, stream, kernelParams and extra, for the launch
 * callback ids (cuLaunchKernel, cuLaunchCooperativeKernel, cuLaunchKernelEx
 * and their _ptsz forms). false for any other id. */
bool cuda_launch_args(CUpti_CallbackId id, const CUpti_CallbackData *cb, CUfunction *f,
                      CUstream *stream, void ***params, void ***extra);
/* The launch callback ids, 0-terminated. */
extern const CUpti_CallbackId cuda_launch_ids[];

/* The kernel's parameter memory, as the kernel sees it, into buf
 * (CUDA_LAUNCH_PARAMS_MAX bytes): each parameter at its offset (from
 * cuFuncGetParamInfo, or cuKernelGetParamInfo for the CUkernel handles the
 * runtime passes cast to CUfunction), or the packed buffer of `extra`.
 * Returns its length; *is_new tells whether f was seen for the first time.
 * Thread-safe. */
uint32_t cuda_launch_params(CUfunction f, void **params, void **extra, unsigned char *buf,
                            int *is_new);

/* An NVTX call's message: its ASCII text, or NULL. */
const char *cuda_nvtx_message(CUpti_CallbackId id, const CUpti_NvtxData *d);
/* Whether message is an iteration marker, "gms:iter" or "gms:iter N"; its N
 * (0 when absent) into *samples. */
bool cuda_iter_marker(const char *message, uint64_t *samples);

/* CLOCK_MONOTONIC in nanoseconds: the libraries' one clock. */
uint64_t cuda_now_ns(void);

/* NVTX's injection entry, handed to CUPTI: each library exports
 * InitializeInjectionNvtx2 as a call of this. */
int cuda_nvtx_to_cupti(const void *get_export_table);

#endif
