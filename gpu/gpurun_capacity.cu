/* gpurun_capacity.cu: the evictor's view of residency, and --capacity.
 * gpurun cannot see which pages the driver moved, so the evictor is told
 * what gpurun knows, at 2 MiB block granularity (docs/gpurun.md): blocks a
 * kernel touches or a prefetch to the GPU covers are migrated (the first
 * time) or accessed; blocks a HOST event touches, a prefetch to the CPU
 * covers or a released reservation overlaps are evicted. --capacity SIZE
 * emulates a smaller GPU: after each kernel, while the blocks reported
 * resident exceed SIZE, the evictor's victim is prefetched to the CPU on the
 * kernel's stream (simrun --evict-at-kernel-boundary: model_um_trim_victims).
 * Without --capacity nothing asks the evictor (the driver evicts by itself),
 * so the view is not kept.
 *
 * The view is the planner's work (gpurun_run.h). When it ran between the
 * driver's calls, on caches they had just taken, a hash map entry per
 * block cost about 150 ns a block (a cache miss each; 20 to 60 us an event
 * that covers 256 MiB on one H100). So a block's state is two bytes in a
 * leaf of 4096 consecutive blocks: the blocks of a range share a leaf and
 * its cache lines, and one map lookup finds the leaf.
 */
#include "gpurun_run.h"

#include <stdlib.h>

/* The state of block b, its leaf made (zero: never seen) when missing. */
static uint16_t *block_state(struct gr_run *p, uint64_t b)
{
    uint64_t no = b >> GR_LEAF_SHIFT, i;
    if (!p->last_leaf || no != p->last_leaf_no) {
        if (!u64map_get(&p->leaf_ix, no, &i)) {
            uint16_t *leaf = (uint16_t *)calloc(1ull << GR_LEAF_SHIFT, sizeof *leaf);
            p->leaves = (uint16_t **)gr_grow(p->leaves, &p->capleaves, p->nleaves + 1,
                                             sizeof *p->leaves);
            i = p->nleaves;
            if (!leaf || u64map_put(&p->leaf_ix, no, i))
                gr_die_oom();
            p->leaves[p->nleaves++] = leaf;
        }
        p->last_leaf = p->leaves[i];
        p->last_leaf_no = no;
    }
    return &p->last_leaf[b & ((1ull << GR_LEAF_SHIFT) - 1)];
}

void gr_view_free(struct gr_run *p)
{
    for (size_t i = 0; i < p->nleaves; i++)
        free(p->leaves[i]);
    free(p->leaves);
    u64map_free(&p->leaf_ix);
}

void gr_ev_touch(struct gr_run *p, uint64_t addr, uint64_t len, int tag, bool access)
{
    if (!p->ev_self || !p->cfg->capacity || !len)
        return;
    for (uint64_t b = addr >> GR_BLOCK_SHIFT; b <= (addr + len - 1) >> GR_BLOCK_SHIFT; b++) {
        uint16_t *v = block_state(p, b); /* a block never seen: tag 0, not resident */
        uint16_t t = tag == GR_TAG_OF_BLOCK ? *v >> 1 : (uint16_t)tag;
        bool resident = *v & 1;
        *v = (uint16_t)(t << 1 | 1);
        if (resident) {
            if (access && p->cfg->ev->accessed && p->cfg->ev->accessed(p->ev_self, b))
                gr_die_oom();
        } else {
            p->nresident++;
            if (p->cfg->ev->migrated(p->ev_self, b, (uint8_t)t))
                gr_die_oom();
        }
    }
}

/* Block b leaves the GPU (its tag stays): true when it was resident. */
static bool leave_block(struct gr_run *p, uint64_t b)
{
    uint16_t *v = block_state(p, b);
    if (!(*v & 1))
        return false;
    *v &= (uint16_t)~1u;
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

void gr_trim(struct gr_run *p, uint32_t stream)
{
    uint64_t limit = p->cfg->capacity;
    while (p->nresident << GR_BLOCK_SHIFT > limit) {
        uint64_t b;
        if (p->cfg->ev->victim(p->ev_self, &b))
            break;
        p->r->evict_request_bytes += gr_prefetch_clipped(p, b << GR_BLOCK_SHIFT,
                                                         1ull << GR_BLOCK_SHIFT, false, stream,
                                                         GR_CAUSE_EVICTION);
        p->r->evictions++;
        if (!leave_block(p, b))
            break; /* a victim never reported: an evictor bug; stop rather than loop */
    }
}
