/* gpurun_calibrate_kit.h: what the measurements of `gpurun --calibrate`
 * share across its files (gpurun_calibrate.cu, which owns this state and
 * runs the parts in order; gpurun_calibrate_prefetch.cu,
 * gpurun_calibrate_roofline.cu): the step being
 * measured (named in every error and watched by the watchdog), the clock,
 * the recorder of one measurement, the stream, the repetitions, and the
 * one managed buffer live at a time. Not an interface beyond --calibrate. */
#ifndef GPURUN_CALIBRATE_KIT_H
#define GPURUN_CALIBRATE_KIT_H

#include <stdbool.h>
#include <stdint.h>

#include <cuda_runtime.h>

#include "gpurun.h" /* PROG, the cap, the watchdog */

#define KiB (1ull << 10)
#define MiB (1ull << 20)
#define GiB (1ull << 30)

/* The measurement under way, as errors and the watchdog name it. */
extern char cal_where[200];
void cal_step(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* A failed CUDA call ends the calibration with the step and the call. */
void cal_cuda_failed(const char *call, cudaError_t e);
#define CK(call)                                                                       \
    do {                                                                               \
        cudaError_t ck_e = (call);                                                     \
        if (ck_e != cudaSuccess)                                                       \
            cal_cuda_failed(#call, ck_e);                                           \
    } while (0)

uint64_t cal_now_ns(void); /* CLOCK_MONOTONIC */
/* The GPU time of what launch(arg) queues on cal_stream, in ns (CUDA events). */
double cal_timed_ns(void (*launch)(void *), void *arg);

extern cudaStream_t cal_stream; /* non-blocking: every measurement's stream */
extern int cal_reps;            /* repetitions of each measurement */

/* Record one measurement of key (calib_add): ns for case cas at size. */
void cal_add(const char *key, const char *cas, uint64_t size, uint64_t stride,
             uint64_t piece, int rep, double ns);

struct cudaMemLocation cal_loc(bool gpu); /* device 0 or the host */

/* A managed buffer whose data starts on a 2 MiB boundary (a driver VA
 * block). Only one is live at a time, within the calibration's footprint:
 * cal_buf_alloc checks it as well as gr_calibrate before the run. */
struct cal_buf {
    void *raw;
    char *p;
    uint64_t bytes;
};
struct cal_buf cal_buf_alloc(uint64_t bytes);
void cal_buf_free(struct cal_buf *b);

/* A prefetch of [p, p+bytes) on the stream, waited for. */
void cal_prefetch_sync(char *p, uint64_t bytes, bool gpu);
/* Every byte CPU-resident and written by the CPU (pages on the GPU come
 * back first by a prefetch, so the memset does not time CPU faults). */
void cal_cpu_fill(struct cal_buf *b, int seed);

/* The prefetch measurements (gpurun_calibrate_prefetch.cu). */
void cal_prefetch_chunks(void); /* per call both ways; calls moving nothing */
void cal_prefetch_idle(void);   /* one call at a time on an idle stream */
void cal_prefetch_busy(void);   /* calls deferred behind a kernel */
void cal_prefetch_fresh(void);  /* pages resident nowhere; chained calls */

/* The roofline's rates (gpurun_calibrate_roofline.cu): fp32 FMAs, WMMA,
 * device-memory streaming. */
void cal_roofline(void);

#endif
