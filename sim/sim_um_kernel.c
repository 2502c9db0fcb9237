/* sim_um_kernel.c: how a kernel's accesses become fault windows
 * (sim_um_kernel_run, sim_um.h): each access in turn, sequential and
 * strided ranges fault_window bytes at a time, random ones as 64 KiB pieces
 * in a seeded order, fault_window / 64 KiB of them together; the kernel's
 * compute time spread over its touched bytes. What a window's faults do to
 * the pages is sim_um.c's. */
#include "sim_um.h"

#include <assert.h>
#include <stdlib.h>

static uint64_t max64(uint64_t a, uint64_t b)
{
    return a > b ? a : b;
}

static uint64_t min64(uint64_t a, uint64_t b)
{
    return a < b ? a : b;
}

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static unsigned __int128 mul128(uint64_t a, uint64_t b)
{
    return (unsigned __int128)a * b;
}

void sim_um_kernel_begin(struct sim_um_kernel *k, uint64_t ns, const struct sim_um_access *acc,
                         size_t n, uint64_t salt)
{
    *k = (struct sim_um_kernel){ .acc = acc, .n = n, .ns = ns, .salt = salt };
    for (size_t i = 0; i < n; i++)
        k->total += trace_access_bytes(acc[i].a);
}

void sim_um_kernel_end(struct sim_um_kernel *k)
{
    free(k->perm);
    k->perm = NULL;
}

/* Compute progress: the kernel's ns spread over its touched bytes; *t
 * moves by the compute time of bytes more. */
static void progress(struct sim_um_kernel *k, uint64_t bytes, uint64_t *t)
{
    k->done += bytes;
    uint64_t due = k->total ? (uint64_t)(mul128(k->ns, k->done) / k->total) : k->ns;
    *t += due - k->charged;
    k->charged = due;
}

/* Set up access k->i: its first window, or its random order of 64 KiB
 * pieces. Returns false when out of memory. */
static bool access_begin(struct sim_um *u, struct sim_um_kernel *k)
{
    const struct trace_access *a = k->acc[k->i].a;
    uint64_t base = k->acc[k->i].addr + a->offset, end = base + a->length;
    k->before = 0;
    k->pos = base;
    if (a->pattern != TRACE_RANDOM)
        return true;
    uint64_t first = base >> 16, np = ((end - 1) >> 16) - first + 1;
    if (np > k->capperm) {
        uint64_t *q = realloc(k->perm, np * sizeof *q);
        if (!q)
            return false;
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

/* Serve the next window of access k->i at *t. Returns true when the
 * access is done. Random: 64 KiB pieces in a seeded random order, W / 64 KiB
 * of them fault together; sequential and strided: W bytes of the range. */
static bool access_window(struct sim_um *u, struct sim_um_kernel *k, uint64_t *t)
{
    const struct trace_access *a = k->acc[k->i].a;
    const uint64_t W = u->p->fault_window;
    uint64_t base = k->acc[k->i].addr + a->offset, end = base + a->length;
    bool write = a->mode & TRACE_WRITE;
    uint8_t tag = k->acc[k->i].tag;
    if (a->pattern == TRACE_RANDOM) {
        uint64_t group = W >> 16 ? W >> 16 : 1, bytes = 0;
        for (uint64_t j = k->pos; j < k->np && j < k->pos + group; j++) {
            uint64_t lo = max64(k->perm[j] << 16, base);
            uint64_t hi = min64((k->perm[j] + 1) << 16, end);
            sim_um_window_touch(u, lo, hi, base, 0, 0);
            bytes += hi - lo;
        }
        sim_um_window_serve(u, write, tag, t, &k->faulted);
        progress(k, bytes, t);
        k->pos += group;
        return k->pos >= k->np;
    }
    bool strided = a->pattern == TRACE_STRIDED;
    uint64_t lo = k->pos, hi = end - lo > W ? lo + W : end;
    sim_um_window_touch(u, lo, hi, base, strided ? a->stride : 0, strided ? (a->piece ? a->piece : 1) : 0);
    sim_um_window_serve(u, write, tag, t, &k->faulted);
    /* touched bytes so far, in proportion for strided ranges */
    uint64_t upto = strided ? (uint64_t)(mul128(trace_access_bytes(a), hi - base) / a->length)
                            : hi - base;
    progress(k, upto - k->before, t);
    k->before = upto;
    k->pos = hi;
    return hi >= end;
}

bool sim_um_kernel_run(struct sim_um *u, struct sim_um_kernel *k, uint64_t *t, uint64_t limit)
{
    assert(sim_um_valid(u));
    while (*t < limit) {
        if (k->i == k->n || u->oom) {
            /* the rest of the compute time (all of it when nothing was
             * touched or memory ran out) */
            *t += k->ns - k->charged;
            k->charged = k->ns;
            return true;
        }
        if (k->acc[k->i].a->length == 0) {
            k->i++;
            continue;
        }
        if (!k->in_access) {
            if (!access_begin(u, k)) {
                u->oom = true;
                continue;
            }
            k->in_access = true;
        }
        if (access_window(u, k, t)) {
            k->in_access = false;
            k->i++;
        }
    }
    assert(sim_um_valid(u));
    return false;
}
