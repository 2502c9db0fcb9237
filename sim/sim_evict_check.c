/* sim_evict_check.c: the evictor's set against the blocks holding a root
 * chunk (see sim_evict_check.h). */
#include "sim_evict_check.h"

#include "sim_map.h"

/* What the listing callback carries: the engine's predicate, the blocks
 * seen so far (a set, to catch one listed twice) and the verdict. */
struct evict_walk {
    sim_evict_holds_fn holds;
    const void *ctx;
    struct sim_map seen;
    uint64_t listed;
    bool ok;
};

static void visit(void *arg, uint64_t block)
{
    struct evict_walk *w = arg;
    w->listed++;
    if (!w->ok)
        return;
    if (!w->holds(w->ctx, block) || sim_map_get(&w->seen, block)) {
        w->ok = false; /* holds nothing, or listed twice */
        return;
    }
    if (!sim_map_put(&w->seen, block, 0))
        w->ok = false; /* out of memory: cannot vouch for the set */
}

bool sim_evict_check(const struct policy_evictor *ev, void *self, sim_evict_holds_fn holds,
                     const void *ctx, uint64_t nchunks)
{
    if (ev->valid && !ev->valid(self))
        return false;
    if (ev->each) {
        struct evict_walk w = {.holds = holds, .ctx = ctx, .listed = 0, .ok = true};
        sim_map_init(&w.seen);
        ev->each(self, visit, &w);
        sim_map_free(&w.seen);
        /* distinct blocks, each holding a chunk, as many as hold one */
        if (!w.ok || w.listed != nchunks)
            return false;
    }
    uint64_t v;
    int rc = ev->victim(self, &v);
    return nchunks == 0 ? rc != 0 : rc == 0 && holds(ctx, v);
}
