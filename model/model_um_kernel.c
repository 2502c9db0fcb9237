/* model_um_kernel.c: how a kernel's accesses become fault windows
 * (model_um_kernel_run, model_um.h). A kernel's accesses are one stream, in
 * order, as gpurun's replay kernel runs them (its warps take 4 KiB chunks of
 * all its ranges in turn, about 8 MiB at once): a window is the next
 * fault_window bytes of that stream, across accesses, sequential and strided
 * ranges in address order, random ones as 64 KiB pieces in a seeded order,
 * a row shorter than a page as a 4 KiB chunk.
 * A kernel's time is that of the replay kernel gpurun runs for it
 * (docs/model.md, "Kernels"): its touches begin at its start, one window
 * after another, each stalled by its faults, and it keeps the GPU busy for
 * the rest of its ns, so it ends at max(start + ns, its last window
 * served). What a window's faults do to the pages is model_um.c's. */
#include "model_um.h"
#include "model_um_internal.h"

#include <assert.h>
#include <stdlib.h>

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

void model_um_kernel_begin(struct model_um_kernel *k, uint64_t ns, const struct model_um_access *acc,
                         size_t n, uint64_t salt)
{
    *k = (struct model_um_kernel){ .acc = acc, .n = n, .ns = ns, .salt = salt };
}

void model_um_kernel_end(struct model_um_kernel *k)
{
    free(k->perm);
    k->perm = NULL;
}

/* Set up access k->i: its first window, or its random order of 64 KiB
 * pieces. Returns false (oom or too_many set) when out of host memory, or
 * when a random range has more blocks than the engine may hold. */
static bool access_begin(struct model_um *u, struct model_um_kernel *k)
{
    const struct trace_access *a = k->acc[k->i].a;
    uint64_t base = k->acc[k->i].addr + a->offset, end = base + a->length;
    k->pos = base;
    if (a->pattern != TRACE_RANDOM)
        return true;
    if (((end - 1) >> MODEL_BLOCK_SHIFT) - (base >> MODEL_BLOCK_SHIFT) >= u->max_blocks) {
        u->too_many = true; /* every block of it is touched: stop before the order */
        return false;
    }
    uint64_t first = base >> 16, np = ((end - 1) >> 16) - first + 1;
    if (np > k->capperm) {
        uint64_t *q = realloc(k->perm, np * sizeof *q);
        if (!q) {
            u->oom = true;
            return false;
        }
        k->perm = q;
        k->capperm = np;
    }
    for (uint64_t j = 0; j < np; j++)
        k->perm[j] = first + j;
    uint64_t x = u->seed ^ (k->salt * 0x9e3779b97f4a7c15ull) ^ ((uint64_t)k->i << 48);
    for (uint64_t j = np; j > 1; j--) {
        uint64_t r = splitmix64(&x) % j, tmp = k->perm[j - 1];
        k->perm[j - 1] = k->perm[r];
        k->perm[r] = tmp;
    }
    k->np = np;
    k->pos = 0;
    return true;
}

/* Add the next part of access k->i to the open window, at most k->room
 * bytes of it (random: whole 64 KiB pieces). Returns true when the access
 * is done. */
static bool access_touch(struct model_um *u, struct model_um_kernel *k)
{
    const struct trace_access *a = k->acc[k->i].a;
    uint64_t base = k->acc[k->i].addr + a->offset, end = base + a->length;
    bool write = a->mode & TRACE_WRITE;
    uint8_t tag = k->acc[k->i].tag;
    if (a->pattern == TRACE_RANDOM) {
        for (; k->pos < k->np && k->room; k->pos++) {
            uint64_t lo = max64(k->perm[k->pos] << 16, base);
            uint64_t hi = min64((k->perm[k->pos] + 1) << 16, end);
            model_um_window_touch(u, lo, hi, base, 0, 0, write, tag);
            k->room -= min64(k->room, 1 << 16);
        }
        return k->pos >= k->np;
    }
    bool strided = a->pattern == TRACE_STRIDED;
    uint64_t lo = k->pos, hi = end - lo > k->room ? lo + k->room : end;
    model_um_window_touch(u, lo, hi, base, strided ? a->stride : 0,
                        strided ? (a->piece ? a->piece : 1) : 0, write, tag);
    /* a row shorter than a page takes a 4 KiB chunk of the window: gpurun's
     * replay gives each of a row's chunks a warp (docs/gpurun.md "Fault
     * order"), so its one-byte rows fault a page per chunk of the stream */
    k->room -= !strided && a->length < PAGE ? min64(k->room, PAGE) : hi - lo;
    k->pos = hi;
    return hi >= end;
}

/* A strided access at a fresh window (room W) inside a gap between two
 * pieces: the whole windows before the next piece touch nothing, so they
 * are passed over at once; a kernel's time follows its pieces, not its
 * range (windows with nothing to serve change nothing). */
static void skip_gap(struct model_um_kernel *k, uint64_t W)
{
    const struct trace_access *a = k->acc[k->i].a;
    uint64_t base = k->acc[k->i].addr + a->offset, end = base + a->length;
    uint64_t piece = a->piece ? a->piece : 1;
    if (a->pattern != TRACE_STRIDED || k->room != W || piece >= a->stride)
        return;
    uint64_t in = (k->pos - base) % a->stride;
    if (in >= piece)
        k->pos += min64(a->stride - in, end - k->pos) / W * W;
}

bool model_um_kernel_run(struct model_um *u, struct model_um_kernel *k, uint64_t *t, uint64_t limit)
{
    assert(model_um_valid(u));
    const uint64_t W = u->p->fault_window ? u->p->fault_window : 1;
    if (!k->started) {
        k->started = true;
        k->start = *t;
        k->room = W;
    }
    while (*t < limit || limit == UINT64_MAX) {
        /* the window is full, or the stream has ended: serve it */
        if (k->room == 0 || (k->i == k->n && k->room < W)) {
            model_um_window_serve(u, t, &k->faulted);
            k->room = W;
            continue;
        }
        if (u->too_many && u->too_many_salt == UINT64_MAX)
            u->too_many_salt = k->salt;
        if (k->i == k->n || u->oom || u->too_many) {
            /* busy for the rest of its ns (all of it when nothing faulted) */
            *t = max64(*t, model_sat_add(k->start, k->ns));
            return true;
        }
        if (k->acc[k->i].a->length == 0) {
            k->i++;
            continue;
        }
        if (!k->in_access) {
            if (!access_begin(u, k))
                continue;
            k->in_access = true;
        }
        skip_gap(k, W);
        if (access_touch(u, k)) {
            k->in_access = false;
            k->i++;
        }
    }
    assert(model_um_valid(u));
    return false;
}
