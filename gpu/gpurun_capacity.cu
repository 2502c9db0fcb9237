/* gpurun_capacity.cu: the evictor's view of residency, and --capacity.
 * gpurun cannot see which pages the driver moved, so the evictor is told
 * what gpurun knows, at 2 MiB block granularity (docs/gpurun.md): blocks a
 * kernel touches or a prefetch to the GPU covers are migrated (the first
 * time) or accessed; blocks a HOST event touches, a prefetch to the CPU
 * covers or a released reservation overlaps are evicted. --capacity SIZE
 * emulates a smaller GPU: after each kernel, while the blocks reported
 * resident exceed SIZE, the evictor's victim is prefetched to the CPU on the
 * kernel's stream (simrun --evict-at-kernel-boundary: sim_um_trim_victims).
 * Without --capacity nothing asks the evictor (the driver evicts by itself),
 * so the view is not kept: it costs about 150 ns a block right after a
 * large migration, 20 to 60 us an event that covers 256 MiB (machine r's
 * timeline of pf-chunk-256M), which would count as gpurun's own overhead.
 */
#include "gpurun_run.h"

void gr_ev_touch(struct gr_run *p, uint64_t addr, uint64_t len, int tag, bool access)
{
    if (!p->ev_self || !p->cfg->capacity || !len)
        return;
    for (uint64_t b = addr >> GR_BLOCK_SHIFT; b <= (addr + len - 1) >> GR_BLOCK_SHIFT; b++) {
        uint64_t v = 0; /* a block never seen: tag 0, not resident */
        u64map_get(&p->blocks, b, &v);
        uint64_t t = tag == GR_TAG_OF_BLOCK ? v >> 1 : (uint64_t)tag;
        if (v & 1) {
            if (t != v >> 1 && u64map_put(&p->blocks, b, t << 1 | 1))
                gr_die_oom();
            if (access && p->cfg->ev->accessed)
                p->cfg->ev->accessed(p->ev_self, b);
        } else {
            if (u64map_put(&p->blocks, b, t << 1 | 1))
                gr_die_oom();
            p->nresident++;
            p->cfg->ev->migrated(p->ev_self, b, (uint8_t)t);
        }
    }
}

/* Block b leaves the GPU (its tag stays): true when it was resident. */
static bool leave_block(struct gr_run *p, uint64_t b)
{
    uint64_t v;
    if (!u64map_get(&p->blocks, b, &v) || !(v & 1))
        return false;
    if (u64map_put(&p->blocks, b, v & ~1ull))
        gr_die_oom();
    p->nresident--;
    p->cfg->ev->evicted(p->ev_self, b);
    return true;
}

void gr_ev_leave(struct gr_run *p, uint64_t addr, uint64_t len)
{
    if (!p->ev_self || !p->cfg->capacity || !len)
        return;
    for (uint64_t b = addr >> GR_BLOCK_SHIFT; b <= (addr + len - 1) >> GR_BLOCK_SHIFT; b++)
        leave_block(p, b);
}

void gr_trim(struct gr_run *p, cudaStream_t s)
{
    uint64_t limit = p->cfg->capacity;
    while (p->nresident << GR_BLOCK_SHIFT > limit) {
        uint64_t b;
        if (p->cfg->ev->victim(p->ev_self, &b))
            break;
        p->r->evict_request_bytes += gr_prefetch_clipped(p, b << GR_BLOCK_SHIFT,
                                                         1ull << GR_BLOCK_SHIFT, false, s);
        p->r->evictions++;
        if (!leave_block(p, b))
            break; /* a victim never reported: an evictor bug; stop rather than loop */
    }
}
