/* model_kernel_time.h: each kernel's time on a profile's GPU, the one rule
 * simrun's replay and gpurun's (with --gpu) both time launches by
 * (docs/simrun.md, "Kernel times"; docs/gpurun.md).
 *
 * A LAUNCH whose /work row carries FLOPs or bytes takes the roofline of the
 * profile: max(FLOPs / fp32_flops or fp16_flops, bytes / mem_bw). A LAUNCH
 * without work keeps its event's ns, the time of the GPU it was measured on
 * (or computed for), or, with --scale-kernel-times, that time times the
 * ratio of the two GPUs' memory bandwidths. The rules used are counted, so
 * the results can say which applied.
 */
#ifndef MODEL_KERNEL_TIME_H
#define MODEL_KERNEL_TIME_H

#include <stdbool.h>
#include <stdint.h>

#include "model_profile.h"
#include "trace.h"

enum sim_kernel_rule { MODEL_KT_ROOFLINE, MODEL_KT_SCALED, MODEL_KT_TRACE, MODEL_KT_NRULES };

/* Invariant: rates > 0 when work (used: the trace has /work, the profile
 * its rates); scale >= 0 (0: times without work are kept); next
 * is the /work row of the next LAUNCH, by_rule counts the launches timed;
 * all, when set, holds every /work row (read from it, not the file). */
struct model_kernel_time {
    struct trace *t;
    const struct trace_work *all;
    bool work;                /* /work is used */
    double fp32, fp16, bw;    /* the profile's rates, per second */
    double scale;             /* --scale-kernel-times' factor, 0 when off */
    uint64_t next;
    uint64_t by_rule[MODEL_KT_NRULES];
};

/* trace_only (simrun --trace-kernel-times, gpurun without --gpu): every
 * launch keeps its ns; so does every launch when the profile lacks a rate. */
void model_kernel_time_init(struct model_kernel_time *k, struct trace *t,
                          const struct model_profile *p, double scale, bool trace_only);

/* The time of LAUNCH e, the next LAUNCH of the trace, into *ns. Returns 0,
 * or -1 with err filled (/work cannot be read). */
int model_kernel_time_next(struct model_kernel_time *k, const struct trace_event *e, uint64_t *ns,
                         struct trace_error *err);

/* The rules used, "roofline", "trace", "scaled" or two joined by '+'
 * (roofline first); "trace" before any launch. */
const char *model_kernel_time_rule(const struct model_kernel_time *k);

/* --scale-kernel-times[=FROM]: the factor that takes kernel times measured
 * on FROM (a profile name or file; NULL: the profile whose gpu_name is the
 * trace's root attribute gpu) to profile `to`: from's mem_bw / to's. Returns
 * 0 with *scale and from_desc ("h200-pcie5 (NVIDIA H200)"), or -1 with msg
 * "TRACE: --scale-kernel-times: what". */
int model_kernel_scale(struct trace *t, const char *from, const struct model_profile *to,
                     double *scale, char *from_desc, size_t desclen, char *msg, size_t msglen);

#endif
