/* gpurun_host.cu: one HOST event, the CPU's side of the trace (the planner
 * updates the evictor's view, the issuer does the rest). The device
 * is synchronized first (simrun assumes the program synchronized before its
 * CPU touched the data). Managed memory: the CPU reads (sums 8-byte words)
 * or writes (memset) the bytes itself, faulting pages back as the driver
 * decides. Device memory: the CPU cannot touch it, so the event is what a
 * program does instead and what simrun charges for it: cudaMemcpy of the
 * touched bytes between the buffer and pageable host memory (malloc, not
 * pinned), device to host for a read, host to device for a write (the CPU
 * writes the host copy first), both for readwrite. The event lasts max(ns,
 * its touches), as a kernel does: after the touches the host spins until ns
 * have passed since they began. --check: writes store the buffer's pattern
 * and reads verify it.
 */
#include "gpurun_run.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int gr_check_status(struct gr_run *p, const char *when, char *msg, size_t msglen)
{
    struct gr_check_status st;
    CK(p, cudaDeviceSynchronize());
    CK(p, cudaMemcpy(&st, p->dev_status, sizeof st, cudaMemcpyDeviceToHost));
    if (!st.mismatches)
        return 0;
    p->r->check_mismatches += st.mismatches;
    snprintf(msg, msglen, "%s: /events row %" PRIu64 ": --check (%s): buffer %llu: %llu"
             " bytes differ from its pattern (first at offset %llu): policy %s handed out"
             " overlapping memory", trace_path(p->t), p->xrow, when, st.first_buf,
             st.mismatches, st.first_off, p->cfg->a->info.name);
    return -1;
}

/* HOST read of device memory under --check: the copy holds the pattern. */
static int verify_copy(struct gr_run *p, uint64_t id, uint64_t off, uint64_t len, char *msg,
                       size_t msglen)
{
    uint64_t first = 0, bad = gr_host_verify((uint64_t)(uintptr_t)p->hostbuf - off, off, len,
                                             id, &first);
    if (!bad)
        return 0;
    p->r->check_mismatches += bad;
    snprintf(msg, msglen, "%s: /events row %" PRIu64 ": --check (HOST read): buffer %" PRIu64
             ": %" PRIu64 " bytes differ from its pattern (first at offset %" PRIu64 "): policy"
             " %s handed out overlapping memory", trace_path(p->t), p->xrow, id, bad, first,
             p->cfg->a->info.name);
    return 1;
}

/* Device memory: copies through the pageable host buffer. */
static int touch_device(struct gr_run *p, uint64_t base, uint64_t id, uint64_t off, uint64_t len,
                        unsigned mode, char *msg, size_t msglen)
{
    int failed = 0;
    if (mode & 1) {
        CK(p, cudaMemcpy(p->hostbuf, (void *)(base + off), len, cudaMemcpyDeviceToHost));
        if (p->cfg->check)
            failed = verify_copy(p, id, off, len, msg, msglen);
    }
    if (mode & 2) {
        if (p->cfg->check)
            gr_host_fill((uint64_t)(uintptr_t)p->hostbuf - off, off, len, id);
        else
            gr_host_touch(p->hostbuf, len, 2);
        CK(p, cudaMemcpy((void *)(base + off), p->hostbuf, len, cudaMemcpyHostToDevice));
    }
    return failed;
}

/* Managed memory: the CPU touches the bytes where they are. */
static int touch_managed(struct gr_run *p, uint64_t base, uint64_t id, uint64_t off,
                         uint64_t len, unsigned mode, char *msg, size_t msglen)
{
    if (p->cfg->check) {
        int failed = 0;
        if (mode & 1) {
            uint64_t first = 0, bad = gr_host_verify(base, off, len, id, &first);
            if (bad) {
                snprintf(msg, msglen, "%s: /events row %" PRIu64 ": --check (HOST read):"
                         " buffer %" PRIu64 ": %" PRIu64 " bytes differ from its pattern"
                         " (first at offset %" PRIu64 "): policy %s handed out overlapping"
                         " memory", trace_path(p->t), p->xrow, id, bad, first,
                         p->cfg->a->info.name);
                p->r->check_mismatches += bad;
                failed = 1;
            }
        }
        if (mode & 2)
            gr_host_fill(base, off, len, id);
        return failed;
    }
    gr_host_touch((void *)(uintptr_t)(base + off), len, mode);
    return 0;
}

void gr_do_host(struct gr_run *p, const struct trace_event *e)
{
    uint64_t base = e->obj < p->nbuf ? p->addr[e->obj] : 0;
    if (base && p->cfg->managed) /* the evictor's view (gpurun's work, not the CPU's) */
        gr_ev_leave(p, base + e->a, e->b);
    gr_emit(p, GR_OP_HOST, e->mode, 0, base, e->a, e->b, e->ns, e->obj);
}

int gr_issue_host(struct gr_run *p, const struct gr_op *o, char *msg, size_t msglen)
{
    uint64_t base = o->a, off = o->b, len = o->c, ns = o->d, id = o->e;
    CK(p, cudaDeviceSynchronize());
    if (base && !p->cfg->managed && len > p->hostbuf_len) {
        /* the host copy, when the set-up could not size it: gpurun's cost */
        free(p->hostbuf);
        p->hostbuf = (char *)malloc(len);
        if (!p->hostbuf)
            gr_die_oom();
        p->hostbuf_len = len;
    }
    int failed = 0;
    uint64_t w0 = gr_now_ns(), c0 = p->r->cuda_ns;
    /* the program's CPU work, not the harness's (CUDA calls inside it,
     * device memory's copies, are already in cuda_ns) */
    if (base)
        failed = p->cfg->managed ? touch_managed(p, base, id, off, len, o->mode, msg, msglen)
                                 : touch_device(p, base, id, off, len, o->mode, msg, msglen);
    p->r->work_ns += gr_now_ns() - w0 - (p->r->cuda_ns - c0);
    if (failed)
        return 1;
    /* ns is the CPU work including its touches (as a kernel's ns includes
     * its touches): the event lasts max(ns, the touches) */
    if (ns)
        gr_spin_until(p, w0 + ns);
    return 0;
}
