/* model_um.c: the Unified Memory page model (model_um.h; the rules and their
 * sources are in docs/model.md): blocks, faults, eviction, prefetch. A
 * kernel's windows are model_um_kernel.c's, the CPU's accesses and advice
 * model_um_host.c's, the --evict-at-kernel-boundary harness's view
 * model_um_harness.c's. */
#include "model_um.h"
#include "model_evict_check.h"
#include "model_um_internal.h"

#include <assert.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The pages of one block a kernel window touches; touches of one block
 * merge in merge_touches (written if any wrote, the later one's tag). */
struct model_um_touch {
    uint64_t slot, order; /* the block's slot and order number */
    size_t seq;   /* the order of the touch in its window */
    bool write;
    uint8_t tag;
    struct model_pages pages;
};

/* ---- eviction ----------------------------------------------------------- */

/* Evict block slot's GPU pages to the CPU at time *t on the D2H engine, one
 * call of evict_d2h_ns by the bytes only the GPU holds; *t moves to when it
 * ends. */
static void evict_block(struct model_um *u, struct model_block *b, uint64_t *t)
{
    struct model_pages only, none;
    BEGIN_CHANGE(b);
    model_pages_andnot(&only, &b->gpu, &b->cpu); /* duplicates need no copy */
    uint64_t bytes = pages_bytes(&only);
    MODEL_SAT_INC(u->s.evicted_bytes, pages_bytes(&b->gpu));
    u->s.evictions++;
    if (u->watch.evict)
        u->watch.evict(u->watch.ctx, *t, pages_bytes(&b->gpu));
    if (bytes) {
        uint64_t start = max64(*t, u->d2h_free);
        u->d2h_free = model_sat_add(start, curve(&u->p->evict_d2h_ns, bytes));
        *t = u->d2h_free;
        watch_copy(u, false, MODEL_CAUSE_EVICTION, start, *t, bytes);
        MODEL_SAT_INC(u->s.d2h[MODEL_CAUSE_EVICTION], bytes);
    }
    model_pages_or(&b->cpu, &b->cpu, &b->gpu);
    model_pages_zero(&none);
    block_set_gpu(u, b, &none);
    END_CHANGE(u, b);
    block_drop_chunk(u, b);
}

/* Take a root chunk for b, evicting (driver-style, within the service that
 * needs it) while the GPU is full; *t moves past the evictions. */
static void take_chunk(struct model_um *u, struct model_block *b, uint8_t tag, uint64_t *t)
{
    if (b->chunk)
        return;
    uint64_t t0 = *t;
    while (u->chunks >= u->max_chunks) {
        uint64_t victim, slot;
        if (u->ev->victim(u->ev_self, &victim) || (slot = block_find(u, victim)) == UINT64_MAX)
            break; /* the evictor holds nothing: cannot happen with max_chunks >= 1 */
        evict_block(u, block_at(u, slot), t);
    }
    MODEL_SAT_INC(u->s.evict_ns, *t - t0);
    b->chunk = true;
    u->chunks++;
    (void)tag;
}

/* Pages mig of b (none GPU-resident) become GPU-resident; duplicates stay
 * on the CPU as read-only copies where dup says so. Thrashing accounting. */
static void to_gpu(struct model_um *u, struct model_block *b, const struct model_pages *mig,
                   const struct model_pages *dup, uint8_t tag)
{
    struct model_pages g, drop;
    BEGIN_CHANGE(b);
    model_pages_or(&g, &b->gpu, mig);
    block_set_gpu(u, b, &g);
    model_pages_andnot(&drop, mig, dup);
    model_pages_andnot(&b->cpu, &b->cpu, &drop);
    END_CHANGE(u, b);
    if (b->moved_iter != u->iter) {
        model_pages_zero(&b->moved);
        b->moved_iter = u->iter;
    }
    struct model_pages again;
    model_pages_and(&again, &b->moved, mig);
    MODEL_SAT_INC(u->s.thrashed_pages, model_pages_count(&again));
    model_pages_or(&b->moved, &b->moved, mig);
    if (u->ev->migrated(u->ev_self, b->id, tag))
        u->oom = true;
}

/* ---- faults ------------------------------------------------------------- */

/* The driver's thrashing detection (model_thrashing.h, docs/thrashing.md)
 * on b's faulted pages at *t: throttled pages wait out their nap before the
 * service; pages pinned at the CPU are mapped remotely instead of moving,
 * and leave *faulted. */
static void throttle_and_pin(struct model_um *u, struct model_block *b, struct model_pages *faulted,
                             uint64_t *t)
{
    struct model_thrashing_hints h;
    struct model_thrashing_fault tf = { .faulted = faulted, .on_cpu = &b->cpu, .on_gpu = &b->gpu,
                                      .preferred_cpu = &b->prefer_cpu,
                                      .preferred_gpu = &b->prefer_gpu,
                                      .requester = MODEL_THRASHING_GPU, .t = thr_time(b, *t) };
    model_thrashing_fault(&b->thr, &u->thrash, &tf, &h);
    if (!model_pages_empty(&h.throttled) && h.throttle_end > *t) {
        MODEL_SAT_INC(u->s.throttle_ns, h.throttle_end - *t);
        *t = h.throttle_end;
    }
    struct model_pages at_cpu;
    model_pages_andnot(&at_cpu, &h.pinned, &h.pin_gpu);
    model_pages_and(&at_cpu, &at_cpu, &b->cpu);
    if (!model_pages_empty(&at_cpu)) {
        uint64_t bytes = pages_bytes(&at_cpu), c = curve(&u->p->remote_ns, bytes);
        MODEL_SAT_INC(*t, c);
        MODEL_SAT_INC(u->s.remote_ns, c);
        MODEL_SAT_INC(u->s.remote_bytes, bytes);
        MODEL_SAT_INC(u->s.pinned_remote_bytes, bytes);
        model_pages_andnot(faulted, faulted, &at_cpu);
    }
}

/* The pages of b the density prefetch (model_density.h) adds to its
 * faulted pages; none when the driver's prefetch is off. */
static void density_pages(const struct model_um *u, const struct model_block *b,
                          const struct model_pages *faulted, struct model_pages *pre)
{
    model_pages_zero(pre);
    if (!u->density.enable)
        return;
    struct model_pages any;
    model_pages_or(&any, &b->gpu, &b->cpu);
    struct model_density_block db = {
        .faulted = *faulted,
        .resident = b->gpu,
        .first = 0,
        .npages = b->npages,
        .resident_nowhere = model_pages_empty(&any),
        .preferred_gpu = !model_pages_empty(&b->prefer_gpu),
    };
    db.thrashing = *model_thrashing_pages(&b->thr);
    model_density_prefetch(&db, &u->density, pre);
    model_pages_and(pre, pre, &b->valid);
}

/* b's faulted pages and their prefetch pre become GPU-resident at *t, in a
 * chunk taken for b (evicting if need be). Only pages with a CPU copy cross
 * the link; pages resident nowhere are zero-filled on the GPU (the driver's
 * block_zero_new_gpu_chunk in uvm_va_block.c), by the fault service itself,
 * at fault_zero_ns. Read-mostly pages the GPU reads are duplicated, not
 * moved. */
static void migrate_faulted(struct model_um *u, struct model_block *b,
                            const struct model_pages *faulted, const struct model_pages *pre,
                            bool write, uint8_t tag, uint64_t *t)
{
    struct model_pages mig, dup, dem_c, pre_c, moving, zero;
    model_pages_or(&mig, faulted, pre);
    if (write)
        model_pages_zero(&dup);
    else
        model_pages_and(&dup, &mig, &b->read_mostly);
    take_chunk(u, b, tag, t);
    model_pages_and(&dem_c, faulted, &b->cpu);
    model_pages_and(&pre_c, pre, &b->cpu);
    model_pages_or(&moving, &dem_c, &pre_c);
    model_pages_andnot(&zero, &mig, &b->cpu);
    uint64_t zbytes = pages_bytes(&zero);
    if (zbytes) {
        MODEL_SAT_INC(*t, curve(&u->p->fault_zero_ns, zbytes));
        MODEL_SAT_INC(u->s.zero_fill_bytes, zbytes);
    }
    uint64_t bytes = pages_bytes(&moving);
    if (bytes) {
        uint64_t start = max64(*t, u->h2d_free);
        u->h2d_free = model_sat_add(start, curve(&u->p->fault_h2d_ns, bytes));
        *t = u->h2d_free;
        watch_copy(u, true, model_pages_empty(&dem_c) ? MODEL_CAUSE_DENSITY : MODEL_CAUSE_DEMAND,
                   start, *t, bytes);
        MODEL_SAT_INC(u->s.h2d[MODEL_CAUSE_DEMAND], pages_bytes(&dem_c));
        MODEL_SAT_INC(u->s.h2d[MODEL_CAUSE_DENSITY], pages_bytes(&pre_c));
    }
    to_gpu(u, b, &mig, &dup, tag);
    b->ready_ns = max64(b->ready_ns, *t);
    uint64_t tt = thr_time(b, *t);
    if (model_thrashing_migrated(&b->thr, &u->thrash, &dem_c, MODEL_THRASHING_GPU,
                                 MODEL_THRASHING_FAULT, tt) ||
        model_thrashing_migrated(&b->thr, &u->thrash, &pre_c, MODEL_THRASHING_GPU,
                                 MODEL_THRASHING_PREFETCH, tt))
        u->oom = true;
}

/* Service the faults of one VA block within a batch at *t. */
static void service_block(struct model_um *u, uint64_t slot, struct model_pages faulted,
                          bool write, uint8_t tag, uint64_t *t)
{
    struct model_block *b = block_at(u, slot);
    model_pages_andnot(&faulted, &faulted, &b->gpu); /* an earlier block's prefetch */
    if (model_pages_empty(&faulted))
        return;
    MODEL_SAT_INC(*t, model_ns(u->p->fault_block_ns));
    throttle_and_pin(u, b, &faulted, t);
    if (model_pages_empty(&faulted))
        return;
    MODEL_SAT_INC(u->s.faults, model_pages_count(&faulted));
    struct model_pages pre;
    density_pages(u, b, &faulted, &pre);
    migrate_faulted(u, b, &faulted, &pre, write, tag, t);
}

static int cmp_touch(const void *x, const void *y)
{
    const struct model_um_touch *a = x, *b = y;
    if (a->order != b->order)
        return a->order < b->order ? -1 : 1;
    return a->seq < b->seq ? -1 : a->seq > b->seq;
}

/* The pages of [lo, hi), inside the block starting at b0, that pieces
 * [base + k*stride, +piece) cover (piece < stride): one run per piece, at
 * most 512 (stride > 4 KiB), however large the stride or piece. */
static void piece_pages(struct model_pages *p, uint64_t b0, uint64_t lo, uint64_t hi,
                        uint64_t base, uint64_t stride, uint64_t piece)
{
    model_pages_zero(p);
    uint64_t s = base + (lo > base ? (lo - base) / stride * stride : 0);
    while (s < hi) {
        uint64_t pl = max64(s, lo), ph = piece < hi - s ? s + piece : hi;
        if (pl < ph)
            model_pages_set_range(p, (unsigned)((pl - b0) / PAGE),
                                  (unsigned)((ph - b0 + PAGE - 1) / PAGE));
        if (stride >= hi - s)
            break;
        s += stride;
    }
}

void model_um_window_touch(struct model_um *u, uint64_t lo, uint64_t hi, uint64_t base,
                         uint64_t stride, uint64_t piece, bool write, uint8_t tag)
{
    for (uint64_t bend; lo < hi; lo = bend) {
        uint64_t id = lo >> MODEL_BLOCK_SHIFT, b0 = id << MODEL_BLOCK_SHIFT, slot;
        bend = hi - b0 > BLOCK ? b0 + BLOCK : hi;
        struct model_pages pages;
        if (!piece || stride <= PAGE || piece >= stride)
            model_pages_range(&pages, (unsigned)((lo - b0) / PAGE),
                            (unsigned)((bend - b0 + PAGE - 1) / PAGE));
        else
            piece_pages(&pages, b0, lo, bend, base, stride, piece);
        /* a block in a gap between pieces is not touched */
        if (model_pages_empty(&pages) || (slot = model_um_block_get(u, id)) == UINT64_MAX)
            continue;
        if (u->ntouch == u->captouch) {
            size_t cap = u->captouch ? 2 * u->captouch : 16;
            struct model_um_touch *n = realloc(u->touch, cap * sizeof *n);
            if (!n) {
                u->oom = true;
                return;
            }
            u->touch = n;
            u->captouch = cap;
        }
        struct model_block *b = block_at(u, slot);
        struct model_um_touch *w = &u->touch[u->ntouch];
        model_pages_and(&w->pages, &pages, &b->valid);
        w->slot = slot;
        w->order = b->order;
        w->seq = u->ntouch;
        w->write = write;
        w->tag = tag;
        u->ntouch += !model_pages_empty(&w->pages);
    }
}

/* The first k pages of *from move to *part (k < count of *from). */
static void take_first(struct model_pages *from, unsigned k, struct model_pages *part)
{
    model_pages_zero(part);
    for (unsigned i = 0; i < MODEL_PAGES_WORDS && k; i++) {
        uint64_t w = from->w[i];
        unsigned c = (unsigned)__builtin_popcountll(w);
        if (c <= k) {
            part->w[i] = w;
            k -= c;
        } else {
            uint64_t m = 0;
            while (k--) {
                uint64_t low = w & -w;
                m |= low;
                w &= w - 1;
            }
            part->w[i] = m;
            k = 0;
        }
    }
    model_pages_andnot(from, from, part);
}

uint64_t model_um_batch_end(struct model_um *u, uint64_t now)
{
    return model_spans_end_at(&u->batches, now);
}

/* Sort the window's touches by block and merge those of one block (written
 * if any wrote, the later one's tag). */
static void merge_touches(struct model_um *u)
{
    if (u->ntouch < 2)
        return;
    qsort(u->touch, u->ntouch, sizeof *u->touch, cmp_touch);
    size_t m = 0;
    for (size_t i = 1; i < u->ntouch; i++) {
        struct model_um_touch *a = &u->touch[m], *b = &u->touch[i];
        if (b->slot == a->slot) {
            model_pages_or(&a->pages, &a->pages, &b->pages);
            a->write |= b->write;
            a->tag = b->tag;
        } else {
            u->touch[++m] = *b;
        }
    }
    u->ntouch = m + 1;
}

/* What a touch needs before any fault: the advice applied, and its
 * GPU-resident pages waited for at *t while a migration to them is in
 * flight. Leaves in w->pages the pages that fault; returns the bytes
 * accessed remotely. */
static uint64_t settle_touch(struct model_um *u, struct model_um_touch *w, uint64_t *t)
{
    struct model_block *b = block_at(u, w->slot);
    struct model_pages x, y;
    BEGIN_CHANGE(b);
    b->tag = w->tag;
    /* preferred location CPU: first touch populates the CPU */
    model_pages_or(&x, &b->gpu, &b->cpu);
    model_pages_andnot(&y, &w->pages, &x);
    model_pages_and(&y, &y, &b->prefer_cpu);
    model_pages_or(&b->cpu, &b->cpu, &y);
    /* CPU-resident pages under accessed-by or preferred CPU: remote */
    model_pages_or(&x, &b->accessed_by, &b->prefer_cpu);
    model_pages_and(&x, &x, &b->cpu);
    model_pages_andnot(&x, &x, &b->gpu);
    model_pages_and(&x, &x, &w->pages);
    uint64_t remote = pages_bytes(&x);
    model_pages_andnot(&w->pages, &w->pages, &x);
    /* a GPU write collapses read-mostly duplicates */
    if (w->write) {
        model_pages_and(&x, &w->pages, &b->gpu);
        model_pages_andnot(&b->cpu, &b->cpu, &x);
    }
    END_CHANGE(u, b);
    if (model_pages_intersect(&w->pages, &b->gpu)) {
        if (b->ready_ns > *t) {
            MODEL_SAT_INC(u->s.prefetch_wait_ns, b->ready_ns - *t);
            *t = b->ready_ns;
        }
        if (u->ev->accessed && u->ev->accessed(u->ev_self, b->id))
            u->oom = true;
    }
    model_pages_andnot(&w->pages, &w->pages, &b->gpu);
    return remote;
}

/* A fault batch [start, end) ended: kept in u->batches (those that ended
 * by t0 are forgotten) and told the watcher. */
static void batch_end(struct model_um *u, uint64_t t0, uint64_t start, uint64_t end)
{
    if (!model_spans_add(&u->batches, t0, start, end))
        u->oom = true;
    if (u->watch.batch)
        u->watch.batch(u->watch.ctx, start, end);
}

/* Fault the touches' pages in batches of fault_batch pages from *t, each
 * serviced one VA block at a time in block order (the driver sorts a
 * batch's faults); each batch goes to u->batches, but those that ended by
 * t0, the window's start, are of no use to a host call to come. */
static void fault_in_batches(struct model_um *u, uint64_t t0, uint64_t *t)
{
    unsigned left = 0;
    uint64_t batch0 = 0; /* the open batch's start, if open */
    bool open = false;
    for (size_t i = 0; i < u->ntouch; i++) {
        struct model_pages rest = u->touch[i].pages;
        while (!model_pages_empty(&rest)) {
            if (left == 0) {
                if (open)
                    batch_end(u, t0, batch0, *t);
                batch0 = *t;
                open = true;
                MODEL_SAT_INC(*t, model_ns(u->p->fault_batch_ns));
                MODEL_SAT_INC(u->s.fault_batches, 1);
                left = (unsigned)min64(u->p->fault_batch, MODEL_PAGES_PER_BLOCK * 1024ull);
            }
            unsigned c = model_pages_count(&rest);
            struct model_pages part;
            if (c <= left) {
                part = rest;
                model_pages_zero(&rest);
                left -= c;
            } else {
                take_first(&rest, left, &part);
                left = 0;
            }
            service_block(u, u->touch[i].slot, part, u->touch[i].write, u->touch[i].tag, t);
        }
    }
    if (open)
        batch_end(u, t0, batch0, *t);
}

/* Serve the touches of one window at *t: wait for migrations still in
 * flight to touched blocks, map remotely what advice says stays on the CPU,
 * then fault the rest in batches; the kernel's first fault (*faulted false)
 * costs fault_wake_ns more. Returns the bytes accessed remotely. */
static uint64_t serve_window(struct model_um *u, uint64_t *t, bool *faulted)
{
    merge_touches(u);
    uint64_t remote = 0, need_pages = 0;
    for (size_t i = 0; i < u->ntouch; i++) {
        remote += settle_touch(u, &u->touch[i], t);
        need_pages += model_pages_count(&u->touch[i].pages);
    }
    if (need_pages == 0)
        return remote;
    uint64_t t0 = *t, e0 = u->s.evict_ns;
    if (!*faulted) { /* the kernel's first fault wakes the fault service */
        *faulted = true;
        MODEL_SAT_INC(*t, model_ns(u->p->fault_wake_ns));
    }
    fault_in_batches(u, t0, t);
    MODEL_SAT_INC(u->s.fault_stall_ns, (*t - t0) - (u->s.evict_ns - e0));
    return remote;
}

void model_um_window_serve(struct model_um *u, uint64_t *t, bool *faulted)
{
    uint64_t bytes = serve_window(u, t, faulted);
    u->ntouch = 0;
    if (bytes) { /* the GPU reads or writes CPU memory mapped remotely */
        uint64_t c = curve(&u->p->remote_ns, bytes);
        MODEL_SAT_INC(*t, c);
        MODEL_SAT_INC(u->s.remote_ns, c);
        MODEL_SAT_INC(u->s.remote_bytes, bytes);
    }
}

/* ---- prefetch, host, advice ------------------------------------------ */

static void push_inflight(struct model_um *u, uint64_t now, uint64_t end)
{
    if (!model_spans_add(&u->inflight, now, now, end))
        u->oom = true;
}

uint64_t model_um_inflight(struct model_um *u, uint64_t now)
{
    return model_spans_prune(&u->inflight, now);
}

uint64_t model_um_prefetch(struct model_um *u, uint64_t start, uint64_t addr, uint64_t len,
                         bool gpu, bool chained, enum model_cause cause, uint64_t *zero_ns)
{
    assert(model_um_valid(u));
    struct model_block *b;
    uint64_t t = start, bytes = 0, fresh = 0;
    *zero_ns = 0;
    if (gpu) {
        /* One call: evictions first where room is needed (D2H engine), the
         * pages resident nowhere populated on the GPU (gpurun --calibrate:
         * 2 MiB in about 18 us, 64 MiB in 240 to 330 us, the call returning
         * about when they are done; the driver's worker, in calls in a row,
         * takes longer: 2 MiB in 34 to 62 us, docs/measurements.md section
         * 22), then the whole call's CPU-resident bytes on the H2D engine at
         * its per-call cost. */
        FOR_BLOCKS(u, addr, len, true, b) {
            struct model_pages m, dup, c, z;
            range_pages(b, addr, len, &m);
            model_pages_andnot(&m, &m, &b->gpu);
            if (model_pages_empty(&m))
                continue;
            uint64_t evict_ns = u->s.evict_ns;
            take_chunk(u, b, b->tag, &t);
            u->s.evict_ns = evict_ns; /* not a fault stall: counted as the prefetch's */
            model_pages_and(&c, &m, &b->cpu);
            model_pages_andnot(&z, &m, &b->cpu); /* resident nowhere */
            bytes += pages_bytes(&c);
            fresh += pages_bytes(&z);
            model_pages_and(&dup, &m, &b->read_mostly);
            to_gpu(u, b, &m, &dup, b->tag);
            if (model_thrashing_migrated(&b->thr, &u->thrash, &c, MODEL_THRASHING_GPU,
                                         MODEL_THRASHING_OTHER, thr_time(b, t)))
                u->oom = true;
        }
        if (fresh) {
            *zero_ns = curve(chained ? &u->p->prefetch_zero_defer_ns : &u->p->prefetch_zero_ns,
                             fresh);
            MODEL_SAT_INC(t, *zero_ns);
        }
        uint64_t s0 = max64(t, u->h2d_free);
        u->h2d_free = model_sat_add(s0, curve(&u->p->prefetch_h2d_ns, bytes));
        t = bytes ? u->h2d_free : t;
        if (bytes)
            watch_copy(u, true, cause, s0, t, bytes);
        MODEL_SAT_INC(u->s.h2d[cause], bytes);
        FOR_BLOCKS(u, addr, len, true, b) b->ready_ns = max64(b->ready_ns, t);
    } else {
        FOR_BLOCKS(u, addr, len, false, b) {
            struct model_pages m, only, g;
            BEGIN_CHANGE(b);
            range_pages(b, addr, len, &m);
            model_pages_and(&m, &m, &b->gpu);
            model_pages_andnot(&only, &m, &b->cpu);
            bytes += pages_bytes(&only);
            if (model_thrashing_migrated(&b->thr, &u->thrash, &only, MODEL_THRASHING_CPU,
                                         MODEL_THRASHING_OTHER, thr_time(b, t)))
                u->oom = true;
            model_pages_or(&b->cpu, &b->cpu, &m);
            model_pages_andnot(&g, &b->gpu, &m);
            block_set_gpu(u, b, &g);
            END_CHANGE(u, b);
            block_drop_chunk(u, b);
        }
        if (bytes) {
            uint64_t s0 = max64(t, u->d2h_free);
            u->d2h_free = model_sat_add(s0, curve(&u->p->prefetch_d2h_ns, bytes));
            t = u->d2h_free;
            watch_copy(u, false, cause, s0, t, bytes);
            MODEL_SAT_INC(u->s.d2h[cause], bytes);
        }
    }
    if (t > start)
        push_inflight(u, start, t);
    assert(model_um_valid(u));
    return t;
}

uint64_t model_um_evict_blocks(struct model_um *u, uint64_t now, const uint64_t *ids, size_t n,
                             uint64_t walk_ns)
{
    uint64_t t = now;
    for (size_t i = 0; i < n; i++) {
        MODEL_SAT_INC(t, walk_ns);
        uint64_t slot = block_find(u, ids[i]), t0 = t;
        if (slot == UINT64_MAX)
            continue; /* released since */
        evict_block(u, block_at(u, slot), &t);
        if (t > t0)
            push_inflight(u, t0, t);
    }
    assert(model_um_valid(u));
    return t;
}

void model_um_next_iteration(struct model_um *u)
{
    u->iter++;
}

/* ---- life ----------------------------------------------------------------- */

int model_um_init(struct model_um *u, const struct model_profile *p, uint64_t capacity,
                const struct model_density_params *density, const struct policy_evictor *ev,
                void *ev_self, uint64_t seed)
{
    memset(u, 0, sizeof *u);
    u->p = p;
    u->density = *density;
    u->thrash = model_thrashing_params_default();
    u->ev = ev;
    u->ev_self = ev_self;
    u->max_chunks = capacity / BLOCK;
    u->seed = seed;
    u->max_blocks = MODEL_UM_MAX_BLOCKS;
    u->too_many_salt = UINT64_MAX;
    u64map_init(&u->index);
    return u->max_chunks ? 0 : -1;
}

void model_um_free(struct model_um *u)
{
    model_um_blocks_free(u);
    free(u->touch);
    model_spans_free(&u->inflight);
    model_spans_free(&u->batches);
    if (u->hev_self)
        u->ev->destroy(u->hev_self);
    memset(u, 0, sizeof *u);
}

#ifndef NDEBUG
/* model_evict_check's view of the engine: block id holds a root chunk. */
static bool um_holds_chunk(const void *ctx, uint64_t block)
{
    const struct model_um *u = ctx;
    uint64_t slot = block_find(u, block);
    return slot != UINT64_MAX && u->blocks[slot].chunk;
}

/* ... and block id is in the harness's view. */
static bool um_in_harness(const void *ctx, uint64_t block)
{
    const struct model_um *u = ctx;
    uint64_t slot = block_find(u, block);
    return slot != UINT64_MAX && u->blocks[slot].harness;
}

/* Checks every block: O(blocks); debug builds call it around every
 * operation, so it samples when there are many blocks. */
bool model_um_valid(const struct model_um *u)
{
    uint64_t h2d = 0, d2h = 0;
    for (int c = 0; c < MODEL_CAUSE_COUNT; c++) {
        h2d += u->s.h2d[c];
        d2h += u->s.d2h[c];
    }
    if (h2d != u->dbg_h2d_pages * PAGE || d2h != u->dbg_d2h_pages * PAGE)
        return false;
    static uint64_t calls;
    if (u->nblocks > 4096 && (calls++ & 1023) != 0)
        return true;
    uint64_t chunks = 0, pages = 0, live = 0, harness = 0;
    for (size_t i = 0; i < u->nblocks; i++) {
        const struct model_block *b = &u->blocks[i];
        if (block_find(u, b->id) != i)
            continue; /* a free slot */
        live++;
        struct model_pages x;
        if (!b->users || b->chunk == model_pages_empty(&b->gpu))
            return false;
        chunks += b->chunk;
        harness += b->harness;
        pages += model_pages_count(&b->gpu);
        model_pages_or(&x, &b->gpu, &b->cpu);
        if (!model_pages_subset(&x, &b->valid))
            return false;
        model_pages_and(&x, &b->gpu, &b->cpu);
        if (!model_pages_subset(&x, &b->read_mostly))
            return false;
        if (!model_thrashing_block_valid(&b->thr, &u->thrash) || !model_um_blocks_valid(u, b))
            return false;
    }
    if (chunks != u->chunks || pages != u->gpu_pages || harness != u->harness_blocks || u->chunks > u->max_chunks ||
        live != u->index.count || !u64map_valid(&u->index))
        return false;
    /* The evictor's set is exactly the blocks holding a chunk (unless one of
     * its hooks ran out of host memory: then the run is over). */
    if (u->ev && !u->oom && !model_evict_check(u->ev, u->ev_self, um_holds_chunk, u, u->chunks))
        return false;
    /* The harness's evictor's set is exactly its view. */
    if (u->hev_self && !u->oom && !model_evict_check(u->ev, u->hev_self, um_in_harness, u, u->harness_blocks))
        return false;
    return true;
}
#endif
