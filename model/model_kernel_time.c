/* model_kernel_time.c: each kernel's time for a profile's GPU: the
 * profile's roofline for a LAUNCH with work, the trace's time (scaled on
 * request) for one without (model_kernel_time.h, docs/simrun.md "Kernel
 * times"). Times round up to whole ns, at least 1 as tracegen's do
 * (traces/gen.c), and saturate at 2^64-1, where the clocks of the replay
 * say so. */
#include "model_kernel_time.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void model_kernel_time_init(struct model_kernel_time *k, struct trace *t,
                          const struct model_profile *p, double scale, bool trace_only)
{
    bool rates = p->fp32_flops > 0 && p->fp16_flops > 0 && p->mem_bw > 0;
    *k = (struct model_kernel_time){ .t = t, .work = trace_has_work(t) && rates && !trace_only,
                                   .fp32 = p->fp32_flops, .fp16 = p->fp16_flops,
                                   .bw = p->mem_bw, .scale = scale };
}

/* seconds -> whole ns, rounded up, saturating. */
static uint64_t to_ns(double s)
{
    double ns = ceil(s * 1e9);
    return !(ns < 0x1p64) ? UINT64_MAX : ns < 1 ? 1 : (uint64_t)ns;
}

int model_kernel_time_next(struct model_kernel_time *k, const struct trace_event *e, uint64_t *ns,
                         struct trace_error *err)
{
    struct trace_work w = { 0 };
    if (k->work && k->all)
        w = k->all[k->next];
    else if (k->work && trace_read_work(k->t, k->next, 1, &w, err) != 0)
        return -1;
    k->next++;
    if (w.flops > 0 || w.bytes > 0) {
        double rate = w.tensor ? k->fp16 : k->fp32;
        *ns = to_ns(fmax((double)w.flops / rate, (double)w.bytes / k->bw));
        k->by_rule[MODEL_KT_ROOFLINE]++;
    } else if (k->scale > 0) {
        double x = nearbyint((double)e->ns * k->scale);
        *ns = !(x < 0x1p64) ? UINT64_MAX : (uint64_t)x;
        k->by_rule[MODEL_KT_SCALED]++;
    } else {
        *ns = e->ns;
        k->by_rule[MODEL_KT_TRACE]++;
    }
    return 0;
}

const char *model_kernel_time_rule(const struct model_kernel_time *k)
{
    bool roof = k->by_rule[MODEL_KT_ROOFLINE] > 0, scaled = k->by_rule[MODEL_KT_SCALED] > 0,
         kept = k->by_rule[MODEL_KT_TRACE] > 0;
    if (roof && scaled)
        return "roofline+scaled";
    if (roof && kept)
        return "roofline+trace";
    return roof ? "roofline" : scaled ? "scaled" : "trace";
}

int model_kernel_scale(struct trace *t, const char *from, const struct model_profile *to,
                     double *scale, char *from_desc, size_t desclen, char *msg, size_t msglen)
{
    struct trace_error terr;
    char err[1024];
    struct model_profile *src = malloc(sizeof *src);
    char *gpu = trace_attr(t, "gpu", &terr);
    int rc = -1;
    if (!src || !gpu)
        snprintf(msg, msglen, "%s", !gpu ? terr.msg : "out of host memory");
    else if (!from && !gpu[0])
        snprintf(msg, msglen, "%s: --scale-kernel-times: the trace does not say which GPU its"
                 " kernel times are from (no root attribute 'gpu'); name that GPU's profile:"
                 " --scale-kernel-times=PROFILE", trace_path(t));
    else if (from ? model_profile_load(src, from, err, sizeof err)
                  : model_profile_find_gpu(src, gpu, err, sizeof err))
        snprintf(msg, msglen, "%s: --scale-kernel-times: %s%s", trace_path(t), err,
                 from ? "" : " (the trace's gpu attribute); name the GPU's profile:"
                             " --scale-kernel-times=PROFILE");
    else if (!(src->mem_bw > 0 && to->mem_bw > 0))
        snprintf(msg, msglen, "%s: --scale-kernel-times: profile %s has no mem_bw",
                 trace_path(t), src->mem_bw > 0 ? to->name : src->name);
    else
        rc = 0;
    if (rc == 0) {
        *scale = src->mem_bw / to->mem_bw;
        snprintf(from_desc, desclen, "%s (%s)", src->name,
                 src->gpu_name[0] ? src->gpu_name : "no gpu_name");
    }
    free(gpu);
    free(src);
    return rc;
}
