/* model_evict_check.c: the evictor's set against the blocks holding a root
 * chunk (see model_evict_check.h). */
#include "model_evict_check.h"

#include "u64map.h"

/* What the listing callback carries: the engine's predicate, the blocks
 * seen so far (a set, to catch one listed twice) and the verdict. */
struct evict_walk {
    model_evict_holds_fn holds;
    const void *ctx;
    struct u64map seen;
    uint64_t listed;
    bool ok;
};

static void visit(void *arg, uint64_t block)
{
    struct evict_walk *w = arg;
    w->listed++;
    if (!w->ok)
        return;
    if (!w->holds(w->ctx, block) || u64map_get(&w->seen, block, NULL)) {
        w->ok = false; /* holds nothing, or listed twice */
        return;
    }
    (void)u64map_put(&w->seen, block, 0); /* out of host memory: a second listing of this
                                              block goes unseen, nothing fails */
}

bool model_evict_check(const struct policy_evictor *ev, void *self, model_evict_holds_fn holds,
                     const void *ctx, uint64_t nchunks)
{
    if (ev->valid && !ev->valid(self))
        return false;
    if (ev->each) {
        struct evict_walk w = {.holds = holds, .ctx = ctx, .listed = 0, .ok = true};
        u64map_init(&w.seen);
        ev->each(self, visit, &w);
        u64map_free(&w.seen);
        /* distinct blocks, each holding a chunk, as many as hold one */
        if (!w.ok || w.listed != nchunks)
            return false;
    }
    uint64_t v;
    int rc = ev->victim(self, &v);
    return nchunks == 0 ? rc != 0 : rc == 0 && holds(ctx, v);
}
