/* policy_fixture.h: what the suites of the allocator policies share
 * (test_policies.c: each policy's rules; test_policies_property.c: random
 * sequences through every policy): a fake host, a simple address space
 * with an optional capacity that records every reserve, release and stream
 * wait, and a rig that opens a policy on a fresh one, with A, F and U to
 * allocate, free and read the usage, running the policy's checker after
 * each call. */
#ifndef POLICY_FIXTURE_H
#define POLICY_FIXTURE_H

#include <check.h>
#include <stdint.h>
#include <string.h>

#include "policy.h"
#include "testutil.h"
#include "u64map.h"

#define KiB 1024ull
#define MiB (1024ull * 1024ull)

/* ---- Fake host ------------------------------------------------------------ */

struct fake_host {
    uint64_t next;     /* next address handed out (bump) */
    uint64_t gap;      /* bytes left between reservations (0: contiguous) */
    uint64_t capacity; /* 0: unlimited */
    uint64_t reserved;
    struct u64map live; /* addr -> size of each reservation */
    uint64_t nreserve, nrelease, nfail;
    uint64_t sizes[64]; /* sizes of the first successful reservations */
    uint64_t fails[64]; /* sizes of the first refused reservations */
    uint64_t nwait;
    uint32_t waits[64][2]; /* (waiter, stream) of the first waits */
    uint64_t stats[POLICY_STAT_COUNT];
    uint64_t queued, finished; /* the device's work (rig_device): issued, done */
};

static inline int fh_reserve(void *h, uint64_t size, uint32_t stream, uint64_t *addr)
{
    struct fake_host *f = h;
    (void)stream;
    REQUIRE(size > 0, "reserve of 0 bytes");
    if (f->capacity && f->reserved + size > f->capacity) {
        if (f->nfail < 64)
            f->fails[f->nfail] = size;
        f->nfail++;
        return -1;
    }
    *addr = f->next;
    f->next += (size + 511) / 512 * 512 + f->gap;
    f->reserved += size;
    REQUIRE(u64map_put(&f->live, *addr, size) == 0, "host out of memory");
    if (f->nreserve < 64)
        f->sizes[f->nreserve] = size;
    f->nreserve++;
    return 0;
}

static inline void fh_release(void *h, uint64_t addr, uint64_t size)
{
    struct fake_host *f = h;
    uint64_t s;
    REQUIRE(u64map_del(&f->live, addr, &s), "release of %llx, never reserved",
            (unsigned long long)addr);
    REQUIRE(s == size, "release of %llu bytes at %llx reserved as %llu", (unsigned long long)size,
            (unsigned long long)addr, (unsigned long long)s);
    f->reserved -= size;
    f->nrelease++;
}

static inline void fh_wait(void *h, uint32_t waiter, uint32_t stream)
{
    struct fake_host *f = h;
    REQUIRE(waiter != stream, "stream %u waits on itself", waiter);
    if (f->nwait < 64) {
        f->waits[f->nwait][0] = waiter;
        f->waits[f->nwait][1] = stream;
    }
    f->nwait++;
}

static inline uint64_t fh_now(void *h)
{
    (void)h;
    return 0;
}

static inline void fh_count(void *h, enum policy_stat st, uint64_t d)
{
    ((struct fake_host *)h)->stats[st] += d;
}

/* The device's progress (rig_device): a mark is the work queued so far,
 * done once as much has finished, on every stream alike. */
static inline uint64_t fh_mark(void *h)
{
    return ((struct fake_host *)h)->queued;
}

static inline bool fh_mark_done(void *h, uint32_t stream, uint64_t mark)
{
    (void)stream;
    return ((struct fake_host *)h)->finished >= mark;
}

/* The capacity, or 0 (unlimited): what env->gpu_capacity reports. */
static inline uint64_t fh_capacity(void *h)
{
    return ((struct fake_host *)h)->capacity;
}

/* A policy instance on a fresh fake host. */
struct rig {
    struct fake_host host;
    struct policy_env env;
    const struct policy_allocator *a;
    void *self;
    bool own; /* the policy hands out addresses of its own (policy_own_addresses) */
};

static inline void rig_open(struct rig *r, const char *spec, uint64_t capacity, uint64_t gap)
{
    memset(r, 0, sizeof *r);
    r->host.next = 1ull << 32;
    r->host.capacity = capacity;
    r->host.gap = gap;
    u64map_init(&r->host.live);
    r->env = (struct policy_env){.host = &r->host, .reserve = fh_reserve, .release = fh_release,
                                 .stream_wait = fh_wait, .now_ns = fh_now, .count = fh_count,
                                 .gpu_capacity = fh_capacity};
    uint64_t values[POLICY_MAX_PARAMS];
    char err[256];
    ck_assert_msg(policy_parse_allocator(spec, &r->a, values, err, sizeof err) == 0, "%s", err);
    r->own = policy_own_addresses(r->a, values);
    r->self = r->a->create(&r->env, values);
    ck_assert_ptr_nonnull(r->self);
    ck_assert(r->a->valid(r->self));
}

/* The fake host models the device's progress from now on: queued units
 * of work, finished of them done (the test moves both). */
static inline void rig_device(struct rig *r, uint64_t queued, uint64_t finished)
{
    r->host.queued = queued;
    r->host.finished = finished;
    r->env.device_mark = fh_mark;
    r->env.mark_done = fh_mark_done;
}

static inline void rig_close(struct rig *r)
{
    r->a->destroy(r->self);
    ck_assert_uint_eq(r->host.reserved, 0); /* destroy gives everything back */
    ck_assert_uint_eq(r->host.live.count, 0);
    u64map_free(&r->host.live);
}

static inline uint64_t A(struct rig *r, uint64_t size, uint32_t stream)
{
    uint64_t addr = 0;
    ck_assert_msg(r->a->alloc(r->self, size, stream, &addr) == 0, "%s: alloc %llu failed",
                  r->a->info.name, (unsigned long long)size);
    ck_assert(r->a->valid(r->self));
    return addr;
}

static inline int A_fails(struct rig *r, uint64_t size, uint32_t stream)
{
    uint64_t addr;
    int rc = r->a->alloc(r->self, size, stream, &addr);
    ck_assert(r->a->valid(r->self));
    return rc == POLICY_NO_DEVICE_MEMORY;
}

static inline void F(struct rig *r, uint64_t addr, uint32_t stream)
{
    ck_assert_int_eq(r->a->free(r->self, addr, stream), POLICY_OK);
    ck_assert(r->a->valid(r->self));
}

/* The allocator's order hook (a stream-ordered pool's), then its checker. */
static inline void O(struct rig *r, enum policy_order kind, uint32_t stream, uint64_t event)
{
    ck_assert_int_eq(r->a->order(r->self, kind, stream, event), POLICY_OK);
    ck_assert(r->a->valid(r->self));
}

static inline struct policy_usage U(struct rig *r)
{
    struct policy_usage u;
    r->a->usage(r->self, &u, true);
    struct policy_usage q;
    r->a->usage(r->self, &q, false);
    ck_assert_uint_eq(u.allocated, q.allocated);
    ck_assert_uint_eq(u.reserved, q.reserved);
    ck_assert_uint_eq(u.reserved, r->host.reserved); /* reserved is what the host holds */
    return u;
}

#endif
