/* model_um_harness.c: the view of residency that --evict-at-kernel-boundary's
 * harness keeps, as gpurun's does (gpu/gpurun_capacity.cu; model_um.h): 2 MiB
 * blocks enter it when a kernel or a prefetch to the GPU covering them is
 * issued and leave it when the harness evicts them or a prefetch to the
 * CPU, a CPU touch or a release covers them; the harness's own evictor
 * instance (hev_self) is told each change, and names the victims. The
 * pages themselves move in model_um.c (model_um_evict_blocks). */
#include "model_um_internal.h"

#include <stdlib.h>

void model_um_harness_set(struct model_um *u, struct model_block *b, bool on, bool access)
{
    if (b->harness != on) {
        b->harness = on;
        u->harness_blocks += on ? 1 : (uint64_t)-1;
        if (u->hev_self && on && u->ev->migrated(u->hev_self, b->id, b->tag))
            u->oom = true;
        else if (u->hev_self && !on)
            u->ev->evicted(u->hev_self, b->id);
    } else if (on && access && u->hev_self && u->ev->accessed &&
               u->ev->accessed(u->hev_self, b->id))
        u->oom = true;
}

void model_um_set_harness(struct model_um *u, void *hev_self)
{
    u->hev_self = hev_self;
}

/* The blocks of [addr, addr+len) that are live managed memory: on (or off)
 * in the view; tag, when not NULL, becomes theirs first (a kernel's touch). */
static void mark(struct model_um *u, uint64_t addr, uint64_t len, bool on, const uint8_t *tag)
{
    struct model_block *b;
    FOR_BLOCKS(u, addr, len, on, b) { /* a block untouched is not in the view */
        if (tag)
            b->tag = *tag;
        model_um_harness_set(u, b, on, tag != NULL);
    }
}

void model_um_harness_mark(struct model_um *u, uint64_t addr, uint64_t len, bool resident)
{
    mark(u, addr, len, resident, NULL);
}

void model_um_harness_touch(struct model_um *u, const struct model_um_access *acc, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        const struct trace_access *a = acc[i].a;
        uint64_t addr = acc[i].addr + a->offset, piece = a->piece ? a->piece : 1;
        if (a->pattern != TRACE_STRIDED || a->stride < BLOCK || piece >= a->stride) {
            mark(u, addr, a->length, true, &acc[i].tag);
            continue;
        }
        /* pieces 2 MiB or more apart: only their own blocks, as gpurun's
         * harness (gpu/gpurun_launch.cu) */
        for (uint64_t o = 0; o < a->length; o += a->stride) {
            mark(u, addr + o, min64(piece, a->length - o), true, &acc[i].tag);
            if (a->stride >= a->length - o)
                break;
        }
    }
}

size_t model_um_trim_victims(struct model_um *u, uint64_t limit, uint64_t **ids)
{
    size_t n = 0, cap = 0;
    uint64_t victim, slot;
    struct model_block *b;
    *ids = NULL;
    while (u->harness_blocks * (uint64_t)MODEL_BLOCK_SIZE > limit &&
           !u->ev->victim(u->hev_self, &victim) && (slot = block_find(u, victim)) != UINT64_MAX) {
        b = block_at(u, slot);
        if (n == cap) {
            cap = cap ? 2 * cap : 16;
            uint64_t *grown = realloc(*ids, cap * sizeof *grown);
            if (!grown) {
                free(*ids);
                *ids = NULL;
                u->oom = true;
                return 0;
            }
            *ids = grown;
        }
        (*ids)[n++] = victim;
        model_um_harness_set(u, b, false, false);
    }
    return n;
}
