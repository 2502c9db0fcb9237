/* model_um_host.c: the CPU's side of the Unified Memory page model
 * (model_um.h; docs/model.md): a HOST access or a host-initialized buffer's
 * first write (model_um_host: the CPU's first touch of pages resident
 * nowhere, its faults on GPU-resident pages with the density prefetch
 * towards the CPU, thrashing's throttle) and cudaMemAdvise (model_um_advise). */
#include "model_um.h"
#include "model_um_internal.h"

#include <assert.h>

/* A CPU fault is serviced like a GPU's (uvm_va_block_cpu_fault ->
 * uvm_va_block_service_locked, which asks uvm_va_block_get_prefetch_hint
 * for the faulting processor): the density prefetch, towards the CPU, adds
 * GPU-only pages of the block to the pages *faulted that come back
 * (docs/measurements.md section 4: 6 CPU-fault records per 2 MiB block read in
 * order, the density sequence). */
static void cpu_fault_prefetch(struct model_um *u, struct model_block *b, struct model_pages *faulted)
{
    if (!u->density.enable || model_pages_empty(faulted))
        return;
    struct model_density_block db = {
        .faulted = *faulted,
        .resident = b->cpu,
        .first = 0,
        .npages = b->npages,
        .resident_nowhere = false, /* faulted pages are on the GPU */
        .preferred_gpu = !model_pages_empty(&b->prefer_cpu), /* the faulting processor */
    };
    db.thrashing = *model_thrashing_pages(&b->thr);
    struct model_pages pre;
    model_density_prefetch(&db, &u->density, &pre);
    model_pages_and(&pre, &pre, &b->gpu); /* only pages with a GPU copy move */
    model_pages_andnot(&pre, &pre, &b->cpu);
    model_pages_or(faulted, faulted, &pre);
}

/* The CPU's first touch of bytes resident nowhere, in a fresh 2 MiB block:
 * the curve at those bytes, flat below its first point. The block's first
 * page carries a part of its own, whatever follows (gpurun --calibrate's
 * curve is the memset of a fresh aligned buffer; popprobe2, one H100,
 * 2026-11-26: 4 KiB 384 us, 16 KiB 371, 64 KiB 401, 256 KiB 470, 2 MiB 985;
 * docs/measurements.md section 24). */
static uint64_t populate_ns(const struct model_um *u, uint64_t bytes)
{
    return curve(&u->p->host_populate_ns, bytes);
}

/* The first touch of `bytes` more in a block whose first `held` bytes are
 * populated already: the curve's increment, so that a block populated in
 * pieces costs what it costs at once. The block's own part (the first
 * touch of a fresh block: 270 to 410 us of a 64 KiB touch, against 260 to
 * 330 us for a block's second MiB; docs/measurements.md section 11) is
 * paid by its first piece, which the curve charges in full. */
static uint64_t populate_more_ns(const struct model_um *u, uint64_t held, uint64_t bytes)
{
    uint64_t before = populate_ns(u, held), after = populate_ns(u, held + bytes);
    return after > before ? after - before : 0;
}

/* The pages m of b resident nowhere are populated on the CPU (its page
 * faults). A fresh block touched whole adds its bytes to *fresh, charged
 * together on the curve's points past 2 MiB; a block touched in part adds
 * its own first touch, or the curve's increment past the bytes it holds,
 * to *more_ns (4 MiB and 8 KiB: 2330 us measured against 1978 for 4 MiB,
 * where the curve at the touch's bytes charges about the 4 MiB figure;
 * popprobe2, docs/measurements.md section 24). */
static void populate_nowhere(const struct model_um *u, struct model_block *b,
                             const struct model_pages *m, uint64_t *fresh, uint64_t *more_ns)
{
    struct model_pages x;
    model_pages_or(&x, &b->gpu, &b->cpu);
    uint64_t held = pages_bytes(&x);
    model_pages_andnot(&x, m, &x);
    uint64_t xb = pages_bytes(&x);
    if (!held && xb == MODEL_BLOCK_SIZE)
        *fresh += xb;
    else if (!held && xb)
        MODEL_SAT_INC(*more_ns, populate_ns(u, xb));
    else if (xb)
        MODEL_SAT_INC(*more_ns, populate_more_ns(u, held, xb));
    model_pages_or(&b->cpu, &b->cpu, &x);
}

/* Thrashing on the CPU's faulted pages of b at *t: a throttled CPU waits
 * out its nap (no pins: over PCIe the CPU cannot map GPU memory, the pages
 * move). */
static void cpu_throttle(struct model_um *u, struct model_block *b,
                         const struct model_pages *faulted, uint64_t *t)
{
    struct model_thrashing_hints h;
    struct model_thrashing_fault tf = { .faulted = faulted, .on_cpu = &b->cpu,
                                      .on_gpu = &b->gpu,
                                      .preferred_cpu = &b->prefer_cpu,
                                      .preferred_gpu = &b->prefer_gpu,
                                      .requester = MODEL_THRASHING_CPU,
                                      .t = thr_time(b, *t) };
    model_thrashing_fault(&b->thr, &u->thrash, &tf, &h);
    if (!model_pages_empty(&h.throttled) && h.throttle_end > *t) {
        MODEL_SAT_INC(u->s.throttle_ns, h.throttle_end - *t);
        *t = h.throttle_end;
    }
}

/* The pages m of b only the GPU holds fault back over D2H at *t, at the CPU
 * fault rate, with their density prefetch; a read of read-mostly pages
 * duplicates them, anything else leaves the GPU. */
static void cpu_fault_back(struct model_um *u, struct model_block *b, const struct model_pages *m,
                           unsigned mode, uint64_t *t)
{
    struct model_pages x, g;
    model_pages_andnot(&x, m, &b->cpu);
    cpu_fault_prefetch(u, b, &x);
    uint64_t bytes = pages_bytes(&x);
    if (!bytes)
        return;
    cpu_throttle(u, b, &x, t);
    uint64_t s0 = max64(*t, u->d2h_free);
    uint64_t c = curve(&u->p->cpu_fault_d2h_ns, bytes);
    u->d2h_free = model_sat_add(s0, c);
    *t = u->d2h_free;
    watch_copy(u, false, MODEL_CAUSE_CPU_FAULT, s0, *t, bytes);
    MODEL_SAT_INC(u->s.cpu_fault_ns, c);
    MODEL_SAT_INC(u->s.d2h[MODEL_CAUSE_CPU_FAULT], bytes);
    if (model_thrashing_migrated(&b->thr, &u->thrash, &x, MODEL_THRASHING_CPU,
                                 MODEL_THRASHING_FAULT, thr_time(b, *t)))
        u->oom = true;
    model_pages_or(&b->cpu, &b->cpu, &x);
    if (mode & TRACE_WRITE)
        model_pages_zero(&g);
    else
        model_pages_and(&g, &x, &b->read_mostly);
    model_pages_andnot(&x, &x, &g); /* leave the GPU */
    model_pages_andnot(&g, &b->gpu, &x);
    block_set_gpu(u, b, &g);
}

/* The CPU's own time after its faults: the population of the pages it
 * touched first (fresh blocks whole, then the other first touches), and
 * its reads and writes of the at_cpu bytes already resident there. */
static uint64_t cpu_access_ns(struct model_um *u, uint64_t fresh, uint64_t more_ns, uint64_t at_cpu,
                              unsigned mode)
{
    uint64_t ns = 0;
    if (fresh || more_ns) {
        ns = model_sat_add(populate_ns(u, fresh), more_ns);
        MODEL_SAT_INC(u->s.host_populate_ns, ns);
    }
    if (at_cpu && (mode & TRACE_READ))
        MODEL_SAT_INC(ns, curve(&u->p->host_read_ns, at_cpu));
    if (at_cpu && (mode & TRACE_WRITE))
        MODEL_SAT_INC(ns, curve(&u->p->host_write_ns, at_cpu));
    return ns;
}

uint64_t model_um_host(struct model_um *u, uint64_t now, uint64_t addr, uint64_t len, unsigned mode)
{
    assert(model_um_valid(u));
    struct model_block *b;
    uint64_t t = now, fresh = 0, more_ns = 0, at_cpu = 0;
    FOR_BLOCKS(u, addr, len, true, b) {
        struct model_pages m, x;
        BEGIN_CHANGE(b);
        range_pages(b, addr, len, &m);
        model_um_harness_set(u, b, false, false);
        model_pages_and(&x, &m, &b->cpu);
        at_cpu += pages_bytes(&x);
        populate_nowhere(u, b, &m, &fresh, &more_ns);
        cpu_fault_back(u, b, &m, mode, &t);
        /* a CPU write invalidates the GPU's duplicates */
        if (mode & TRACE_WRITE) {
            model_pages_andnot(&x, &b->gpu, &m);
            block_set_gpu(u, b, &x);
        }
        END_CHANGE(u, b);
        block_drop_chunk(u, b);
    }
    MODEL_SAT_INC(t, cpu_access_ns(u, fresh, more_ns, at_cpu, mode));
    assert(model_um_valid(u));
    return t;
}

void model_um_advise(struct model_um *u, uint64_t addr, uint64_t len, unsigned mode)
{
    struct model_block *b;
    /* advice unset changes nothing on a block untouched */
    bool make = mode != TRACE_ADVISE_UNSET && mode <= TRACE_ADVISE_ACCESSED_BY_GPU;
    FOR_BLOCKS(u, addr, len, make, b) {
        struct model_pages m;
        range_pages(b, addr, len, &m);
        switch (mode) {
        case TRACE_ADVISE_UNSET: {
            /* duplicates collapse to the GPU copy */
            struct model_pages d;
            model_pages_and(&d, &m, &b->gpu);
            model_pages_andnot(&b->cpu, &b->cpu, &d);
            model_pages_andnot(&b->read_mostly, &b->read_mostly, &m);
            model_pages_andnot(&b->prefer_gpu, &b->prefer_gpu, &m);
            model_pages_andnot(&b->prefer_cpu, &b->prefer_cpu, &m);
            model_pages_andnot(&b->accessed_by, &b->accessed_by, &m);
            break;
        }
        case TRACE_ADVISE_READ_MOSTLY: model_pages_or(&b->read_mostly, &b->read_mostly, &m); break;
        case TRACE_ADVISE_PREFER_GPU:
            model_pages_or(&b->prefer_gpu, &b->prefer_gpu, &m);
            model_pages_andnot(&b->prefer_cpu, &b->prefer_cpu, &m);
            break;
        case TRACE_ADVISE_PREFER_CPU:
            model_pages_or(&b->prefer_cpu, &b->prefer_cpu, &m);
            model_pages_andnot(&b->prefer_gpu, &b->prefer_gpu, &m);
            break;
        case TRACE_ADVISE_ACCESSED_BY_GPU:
            model_pages_or(&b->accessed_by, &b->accessed_by, &m);
            break;
        default: break;
        }
    }
    assert(model_um_valid(u));
}
