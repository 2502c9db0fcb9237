/* gpurun_upstream.cu: the allocator policy's upstream on the real GPU:
 * reserve is cudaMallocManaged(..., cudaMemAttachGlobal) (cudaMalloc with
 * --memory device), release is cudaFree. The managed-memory cap (docs/design.md
 * section 6) is enforced here a second time: a reserve that would pass it
 * fails as out of memory, so no policy can ask the GPU for more. The
 * planner keeps the live reservations sorted, so prefetches can be clipped
 * to mapped memory; a reserve waits for the issuer's call and its address,
 * a release does not wait.
 */
#include "gpurun_run.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct cudaMemLocation gr_loc(bool gpu)
{
    struct cudaMemLocation l;
    l.type = gpu ? cudaMemLocationTypeDevice : cudaMemLocationTypeHost;
    l.id = 0;
    return l;
}

/* The first reservation that ends after addr. */
static size_t resv_find(const struct gr_run *p, uint64_t addr)
{
    size_t lo = 0, hi = p->nresv;
    while (lo < hi) {
        size_t m = (lo + hi) / 2;
        if (p->resv[m].addr + p->resv[m].size <= addr)
            lo = m + 1;
        else
            hi = m;
    }
    return lo;
}

uint64_t gr_prefetch_clipped(struct gr_run *p, uint64_t addr, uint64_t len, bool to_gpu,
                             uint32_t stream, uint8_t cause)
{
    uint64_t end = addr + len, total = 0;
    for (size_t i = resv_find(p, addr); i < p->nresv && p->resv[i].addr < end; i++) {
        uint64_t a = p->resv[i].addr > addr ? p->resv[i].addr : addr;
        uint64_t e = p->resv[i].addr + p->resv[i].size < end ? p->resv[i].addr + p->resv[i].size
                                                              : end;
        if (e > a) {
            gr_emit(p, GR_OP_PREFETCH, to_gpu, stream, a, e - a, cause, 0, 0);
            total += e - a;
        }
    }
    return total;
}

void gr_issue_reserve(struct gr_run *p, uint64_t size)
{
    void *ptr = NULL;
    uint64_t t0 = gr_now_ns();
    cudaError_t e = p->cfg->managed ? cudaMallocManaged(&ptr, size, cudaMemAttachGlobal)
                                    : cudaMalloc(&ptr, size);
    uint64_t dt = gr_now_ns() - t0;
    p->r->cuda_ns += dt;
    p->r->upstream_alloc_ns += dt;
    if (e == cudaErrorMemoryAllocation) {
        cudaGetLastError();
        ptr = NULL;
    } else if (e != cudaSuccess) {
        gr_cuda_fail(p->cfg->managed ? "cudaMallocManaged" : "cudaMalloc", e);
    }
    gr_queue_answer(p, (uint64_t)(uintptr_t)ptr);
}

void gr_issue_release(struct gr_run *p, uint64_t addr)
{
    uint64_t t0 = gr_now_ns();
    CK(p, cudaFree((void *)(uintptr_t)addr));
    if (!p->teardown)
        p->r->upstream_free_ns += gr_now_ns() - t0;
}

static int up_reserve(void *host, uint64_t size, uint32_t stream, uint64_t *addr)
{
    struct gr_run *p = (struct gr_run *)host;
    (void)stream;
    if (p->reserved + size > p->cfg->cap || p->reserved + size < size) {
        p->r->upstream_failed++;
        return -1;
    }
    uint64_t t0 = gr_now_ns();
    *addr = gr_queue_reserve(p, size);
    p->reserve_wait_ns += gr_now_ns() - t0;
    if (!*addr) {
        p->r->upstream_failed++;
        return -1;
    }
    p->reserved += size;
    p->r->upstream_allocs++;
    p->resv = (struct gr_resv *)gr_grow(p->resv, &p->capresv, p->nresv + 1, sizeof *p->resv);
    size_t i = resv_find(p, *addr);
    memmove(p->resv + i + 1, p->resv + i, (p->nresv - i) * sizeof *p->resv);
    p->resv[i] = (struct gr_resv){ *addr, size };
    p->nresv++;
    if (p->reserved > p->r->peak_reserved_bytes)
        p->r->peak_reserved_bytes = p->reserved;
    return 0;
}

static void up_release(void *host, uint64_t addr, uint64_t size)
{
    struct gr_run *p = (struct gr_run *)host;
    size_t i = resv_find(p, addr);
    if (i == p->nresv || p->resv[i].addr != addr || p->resv[i].size != size) {
        fprintf(stderr, "gpurun: %s: /events row %" PRIu64 ": policy %s released %" PRIu64
                " bytes at 0x%" PRIx64 " it never reserved (a policy bug)\n",
                trace_path(p->t), p->row, p->cfg->a->info.name, size, addr);
        exit(1);
    }
    memmove(p->resv + i, p->resv + i + 1, (p->nresv - i - 1) * sizeof *p->resv);
    p->nresv--;
    gr_ev_leave(p, addr, size);
    p->reserved -= size;
    if (p->teardown) {
        gr_issue_release(p, addr);
        return;
    }
    gr_emit(p, GR_OP_RELEASE, 0, 0, addr, 0, 0, 0, 0);
    p->r->upstream_frees++;
}

void gr_upstream_init(struct gr_run *p)
{
    p->up_env.host = p;
    p->up_env.reserve = up_reserve;
    p->up_env.release = up_release;
}
