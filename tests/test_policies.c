/* test_policies.c: the allocator policies behind the plugin API, through a
 * fake host: a simple address space with an optional capacity that records
 * every reserve, release and stream wait. Unit tests pin the exact rules of
 * each policy (docs/policies.md cites where each comes from); property
 * tests run every allocator of the registry, with its defaults and with
 * parameters drawn within their bounds, through long random ALLOC/FREE
 * sequences on several streams with the policy's checker after every
 * operation and an independent check that live blocks never overlap, lie
 * inside memory reserved upstream and hold at least the requested size.
 * The registry and parameter parsing are in test_params.c, running out of
 * host memory in test_oom.c, the replay of PyTorch's own snapshots in
 * test_caching_pytorch.c. */
#include <check.h>
#include <gsl/gsl_randist.h>
#include <gsl/gsl_rng.h>
#include <math.h>
#include <stdlib.h>
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
};

static int fh_reserve(void *h, uint64_t size, uint32_t stream, uint64_t *addr)
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

static void fh_release(void *h, uint64_t addr, uint64_t size)
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

static void fh_wait(void *h, uint32_t waiter, uint32_t stream)
{
    struct fake_host *f = h;
    REQUIRE(waiter != stream, "stream %u waits on itself", waiter);
    if (f->nwait < 64) {
        f->waits[f->nwait][0] = waiter;
        f->waits[f->nwait][1] = stream;
    }
    f->nwait++;
}

static uint64_t fh_now(void *h)
{
    (void)h;
    return 0;
}

static void fh_count(void *h, enum policy_stat st, uint64_t d)
{
    ((struct fake_host *)h)->stats[st] += d;
}

/* A policy instance on a fresh fake host. */
struct rig {
    struct fake_host host;
    struct policy_env env;
    const struct policy_allocator *a;
    void *self;
};

static void rig_open(struct rig *r, const char *spec, uint64_t capacity, uint64_t gap)
{
    memset(r, 0, sizeof *r);
    r->host.next = 1ull << 32;
    r->host.capacity = capacity;
    r->host.gap = gap;
    u64map_init(&r->host.live);
    r->env = (struct policy_env){.host = &r->host, .reserve = fh_reserve, .release = fh_release,
                                 .stream_wait = fh_wait, .now_ns = fh_now, .count = fh_count};
    uint64_t values[POLICY_MAX_PARAMS];
    char err[256];
    ck_assert_msg(policy_parse_allocator(spec, &r->a, values, err, sizeof err) == 0, "%s", err);
    r->self = r->a->create(&r->env, values);
    ck_assert_ptr_nonnull(r->self);
    ck_assert(r->a->valid(r->self));
}

static void rig_close(struct rig *r)
{
    r->a->destroy(r->self);
    ck_assert_uint_eq(r->host.reserved, 0); /* destroy gives everything back */
    ck_assert_uint_eq(r->host.live.count, 0);
    u64map_free(&r->host.live);
}

static uint64_t A(struct rig *r, uint64_t size, uint32_t stream)
{
    uint64_t addr = 0;
    ck_assert_msg(r->a->alloc(r->self, size, stream, &addr) == 0, "%s: alloc %llu failed",
                  r->a->info.name, (unsigned long long)size);
    ck_assert(r->a->valid(r->self));
    return addr;
}

static int A_fails(struct rig *r, uint64_t size, uint32_t stream)
{
    uint64_t addr;
    int rc = r->a->alloc(r->self, size, stream, &addr);
    ck_assert(r->a->valid(r->self));
    return rc == POLICY_NO_DEVICE_MEMORY;
}

static void F(struct rig *r, uint64_t addr, uint32_t stream)
{
    ck_assert_int_eq(r->a->free(r->self, addr, stream), POLICY_OK);
    ck_assert(r->a->valid(r->self));
}

static struct policy_usage U(struct rig *r)
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

/* ---- cuda ------------------------------------------------------------------ */

START_TEST(cuda_every_call_goes_upstream)
{
    struct rig r;
    rig_open(&r, "cuda", 0, 512);
    uint64_t a = A(&r, 1000, 0), b = A(&r, 3, 1);
    ck_assert_uint_eq(r.host.nreserve, 2);
    ck_assert_uint_eq(r.host.sizes[0], 1000);
    ck_assert_uint_eq(r.host.sizes[1], 3);
    ck_assert_uint_eq(U(&r).allocated, 1003);
    F(&r, a, 0);
    ck_assert_uint_eq(r.host.nrelease, 1);
    A(&r, 1000, 0);
    ck_assert_uint_eq(r.host.nreserve, 3);
    F(&r, b, 0);
    rig_close(&r);
}
END_TEST

/* ---- bestfit --------------------------------------------------------------- */

START_TEST(bestfit_exact_size_reuse_only)
{
    struct rig r;
    rig_open(&r, "bestfit", 0, 512);
    uint64_t a = A(&r, 1000, 0);
    ck_assert_uint_eq(r.host.sizes[0], 1024); /* rounded to 512 */
    F(&r, a, 0);
    ck_assert_uint_eq(U(&r).reserved, 1024);
    ck_assert_uint_eq(A(&r, 1024, 1), a); /* same rounded size, any stream: reused */
    ck_assert_uint_eq(r.host.nreserve, 1);
    F(&r, a, 0);
    uint64_t b = A(&r, 600, 0); /* 600 rounds to 1024 too: reused */
    ck_assert_uint_eq(b, a);
    F(&r, b, 0);
    uint64_t c = A(&r, 1025, 0); /* 1536: the cached 1024 is too small, 2048 would not be used */
    ck_assert_uint_ne(c, a);
    ck_assert_uint_eq(r.host.sizes[1], 1536);
    uint64_t d = A(&r, 2048, 0);
    F(&r, d, 0);
    uint64_t e = A(&r, 1600, 0); /* 2048 cached, 1600 -> 2048: exact, reused */
    ck_assert_uint_eq(e, d);
    uint64_t g = A(&r, 1100, 0); /* 1536 with 1024 cached: no split, no bigger block */
    ck_assert_uint_eq(r.host.nreserve, 4);
    struct policy_usage u = U(&r);
    ck_assert_uint_eq(u.allocated, 1536 + 2048 + 1536);
    ck_assert_uint_eq(u.free_bytes, 1024);
    ck_assert_uint_eq(u.largest_free, 1024);
    F(&r, c, 0);
    F(&r, e, 0);
    F(&r, g, 0);
    rig_close(&r);
}
END_TEST

START_TEST(bestfit_lifo_and_oom_flush)
{
    struct rig r;
    rig_open(&r, "bestfit", 8 * KiB, 512);
    uint64_t a = A(&r, 2048, 0), b = A(&r, 2048, 0);
    F(&r, a, 0);
    F(&r, b, 0);
    ck_assert_uint_eq(A(&r, 2048, 0), b); /* most recently freed first (list.pop()) */
    /* 2048 live + 2048 cached; 6144 does not fit in 8 KiB: flush, retry */
    uint64_t c = A(&r, 6000, 0);
    ck_assert_uint_eq(r.host.nrelease, 1);
    ck_assert_uint_eq(r.host.nfail, 1);
    ck_assert_uint_eq(r.host.stats[POLICY_STAT_OOM_FLUSH], 1);
    ck_assert(A_fails(&r, 1, 0)); /* 512 more: nothing cached to flush */
    ck_assert_uint_eq(U(&r).reserved, 2048 + 6144);
    F(&r, c, 0);
    rig_close(&r);
}
END_TEST

/* ---- bfc and stream ---------------------------------------------------------- */

START_TEST(bfc_split_merge_best_fit)
{
    struct rig r;
    rig_open(&r, "bfc", 0, 512);
    uint64_t a = A(&r, 1000, 0);
    uint64_t b = A(&r, 3000, 0);
    ck_assert_uint_eq(r.host.sizes[0], 1024);
    ck_assert_uint_eq(r.host.sizes[1], 3072);
    F(&r, b, 0);
    uint64_t c = A(&r, 1000, 1); /* split the 3072 chunk: front part, any stream */
    ck_assert_uint_eq(c, b);
    ck_assert_uint_eq(r.host.nreserve, 2);
    struct policy_usage u = U(&r);
    ck_assert_uint_eq(u.allocated, 2048);
    ck_assert_uint_eq(u.free_bytes, 2048);
    ck_assert_uint_eq(u.largest_free, 2048);
    uint64_t d = A(&r, 2048, 0); /* the remainder */
    ck_assert_uint_eq(d, b + 1024);
    F(&r, c, 0);
    F(&r, d, 0); /* merges with c's chunk: 3072 again */
    ck_assert_uint_eq(U(&r).largest_free, 3072);
    ck_assert_uint_eq(A(&r, 3072, 0), b);
    ck_assert_uint_eq(r.host.nreserve, 2);
    /* smallest fit: free 1024 (a) and 3072 (b); 600 goes to a */
    F(&r, a, 0);
    F(&r, b, 0);
    ck_assert_uint_eq(A(&r, 600, 0), a);
    rig_close(&r);
}
END_TEST

START_TEST(bfc_never_merges_across_segments)
{
    struct rig r;
    rig_open(&r, "bfc", 0, 0); /* contiguous reservations */
    uint64_t a = A(&r, 1024, 0), b = A(&r, 1024, 0);
    ck_assert_uint_eq(b, a + 1024);
    F(&r, a, 0);
    F(&r, b, 0);
    uint64_t c = A(&r, 2048, 0);
    ck_assert_uint_eq(r.host.nreserve, 3);
    F(&r, c, 0);
    rig_close(&r);
}
END_TEST

START_TEST(bfc_round_parameter_and_oom)
{
    struct rig r;
    rig_open(&r, "bfc:round=1024", 8 * KiB, 512);
    uint64_t a = A(&r, 1000, 0);
    uint64_t b = A(&r, 1025, 0);
    ck_assert_uint_eq(r.host.sizes[0], 1024);
    ck_assert_uint_eq(r.host.sizes[1], 2048);
    F(&r, a, 0);
    uint64_t c = A(&r, 1024, 0); /* reuse a */
    (void)c;
    F(&r, b, 0);
    uint64_t d = A(&r, 1024, 0); /* split b: b is now split, not releasable */
    ck_assert_uint_eq(d, b);
    /* 3072 reserved; 6144 does not fit: free_all_blocks releases nothing
     * (b's segment is split, a's is live), the retry fails too */
    ck_assert(A_fails(&r, 6000, 0));
    ck_assert_uint_eq(r.host.nrelease, 0);
    F(&r, c, 0); /* a's segment is now unsplit and free */
    uint64_t e = A(&r, 6000, 0);
    ck_assert_uint_eq(r.host.nrelease, 1); /* a released, then the retry fits */
    ck_assert_uint_eq(r.host.stats[POLICY_STAT_OOM_FLUSH], 2);
    F(&r, d, 0);
    F(&r, e, 0);
    rig_close(&r);
}
END_TEST

START_TEST(stream_arenas_are_isolated)
{
    struct rig r;
    rig_open(&r, "stream", 0, 512);
    uint64_t a = A(&r, 4096, 0);
    F(&r, a, 1); /* free ordered on stream 1: back to stream 0's arena */
    uint64_t b = A(&r, 4096, 1);
    ck_assert_uint_ne(b, a); /* no reuse across streams */
    ck_assert_uint_eq(r.host.nreserve, 2);
    ck_assert_uint_eq(A(&r, 1024, 0), a); /* stream 0 splits its own chunk */
    ck_assert_uint_eq(r.host.nreserve, 2);
    F(&r, b, 1);
    ck_assert_uint_eq(A(&r, 4096, 1), b);
    /* bfc with the same sequence shares one arena */
    struct rig q;
    rig_open(&q, "bfc", 0, 512);
    uint64_t x = A(&q, 4096, 0);
    F(&q, x, 1);
    ck_assert_uint_eq(A(&q, 4096, 1), x);
    rig_close(&q);
    rig_close(&r);
}
END_TEST

/* ---- caching ------------------------------------------------------------------- */

START_TEST(caching_segment_sizes)
{
    static const struct {
        uint64_t request, segment, allocated;
    } cases[] = {
        {1, 2 * MiB, 512},                              /* round_size: at least 512 */
        {513, 2 * MiB, 1024},                           /* multiple of 512 */
        {1 * MiB, 2 * MiB, 1 * MiB},                    /* <= kSmallSize: small pool */
        {1 * MiB + 1, 20 * MiB, 1 * MiB + 512},         /* large pool, kLargeBuffer */
        {10 * MiB - 512, 20 * MiB, 10 * MiB - 512},     /* below kMinLargeAlloc */
        {10 * MiB - 1, 10 * MiB, 10 * MiB},             /* rounds to 10 MiB: own segment */
        {10 * MiB, 10 * MiB, 10 * MiB},                 /* own segment, kRoundLarge */
        {11 * MiB, 12 * MiB, 12 * MiB},                 /* remainder 1 MiB: not split */
        {11 * MiB - 512, 12 * MiB, 11 * MiB - 512},     /* remainder 1 MiB + 512: split */
        {19 * MiB, 20 * MiB, 20 * MiB},                 /* 20 MiB segment, 1 MiB left: whole */
        {101 * MiB + 1, 102 * MiB, 102 * MiB},          /* remainder <= 1 MiB: whole */
        {100 * MiB + 1, 102 * MiB, 100 * MiB + 512},    /* remainder > 1 MiB: split */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct rig r;
        rig_open(&r, "caching", 0, 512);
        uint64_t a = A(&r, cases[i].request, 0);
        ck_assert_msg(r.host.sizes[0] == cases[i].segment, "request %llu: segment %llu",
                      (unsigned long long)cases[i].request, (unsigned long long)r.host.sizes[0]);
        ck_assert_msg(U(&r).allocated == cases[i].allocated, "request %llu: allocated %llu",
                      (unsigned long long)cases[i].request, (unsigned long long)U(&r).allocated);
        F(&r, a, 0);
        ck_assert_uint_eq(U(&r).allocated, 0);
        ck_assert_uint_eq(U(&r).largest_free, cases[i].segment); /* merged back whole */
        rig_close(&r);
    }
}
END_TEST

START_TEST(caching_split_thresholds_and_best_fit)
{
    struct rig r;
    rig_open(&r, "caching", 0, 512);
    /* small pool: a remainder of exactly 512 is split off */
    uint64_t a = A(&r, 1 * MiB, 0);
    uint64_t b = A(&r, 1 * MiB - 512, 0);
    ck_assert_uint_eq(b, a + 1 * MiB);
    uint64_t x = A(&r, 1, 0);
    ck_assert_uint_eq(x, a + 2 * MiB - 512);
    ck_assert_uint_eq(r.host.nreserve, 1);
    /* large pool: 2 MiB from a 20 MiB segment leaves 18 MiB, split */
    uint64_t c = A(&r, 2 * MiB, 0);
    uint64_t d = A(&r, 17 * MiB, 0); /* 18 MiB left, remainder 1 MiB: not split */
    ck_assert_uint_eq(d, c + 2 * MiB);
    ck_assert_uint_eq(r.host.nreserve, 2);
    ck_assert_uint_eq(U(&r).allocated, 2 * MiB + 2 * MiB + 18 * MiB);
    ck_assert_uint_eq(U(&r).free_bytes, 0);
    /* best fit: free the 18 MiB block and make a 12 MiB one elsewhere */
    uint64_t e = A(&r, 12 * MiB, 0);
    F(&r, d, 0);
    F(&r, e, 0);
    uint64_t f = A(&r, 5 * MiB, 0); /* 12 MiB free block is the best fit */
    ck_assert_uint_eq(f, e);
    F(&r, f, 0);
    F(&r, a, 0);
    F(&r, b, 0);
    F(&r, x, 0);
    F(&r, c, 0);
    rig_close(&r);
}
END_TEST

START_TEST(caching_streams)
{
    struct rig r;
    rig_open(&r, "caching", 0, 512);
    uint64_t a = A(&r, 4 * MiB, 1);
    F(&r, a, 0); /* freed on stream 0: goes back to stream 1's pool */
    uint64_t b = A(&r, 4 * MiB, 0);
    ck_assert_uint_ne(b, a); /* no cross-stream reuse */
    ck_assert_uint_eq(r.host.nreserve, 2);
    ck_assert_uint_eq(A(&r, 4 * MiB, 1), a);
    ck_assert_uint_eq(r.host.nwait, 0);
    F(&r, b, 0);
    rig_close(&r);
}
END_TEST

START_TEST(caching_oom_ladder)
{
    struct rig r;
    rig_open(&r, "caching", 44 * MiB, 512);
    uint64_t x = A(&r, 2 * MiB, 0);  /* segment 1: 20 MiB, split */
    uint64_t y = A(&r, 18 * MiB, 0); /* the 18 MiB remainder, exactly */
    ck_assert_uint_eq(y, x + 2 * MiB);
    F(&r, x, 0);                      /* segment 1 split: x free, y live */
    uint64_t z = A(&r, 20 * MiB, 1); /* segment 2: 20 MiB on stream 1 */
    /* 40 MiB reserved; 4 MiB needs a 20 MiB segment, over 44 MiB; the only
     * cached block (x) is split: nothing to release, the allocation fails */
    ck_assert(A_fails(&r, 4 * MiB, 0));
    ck_assert_uint_eq(r.host.nrelease, 0);
    ck_assert_uint_eq(r.host.nfail, 2);
    ck_assert_uint_eq(r.host.stats[POLICY_STAT_OOM_FLUSH], 1);
    F(&r, z, 1); /* segment 2 unsplit and cached (stream 1) */
    uint64_t e = A(&r, 4 * MiB, 0); /* release_cached_blocks frees it, retry succeeds */
    ck_assert_uint_eq(r.host.nrelease, 1);
    ck_assert_uint_eq(r.host.nfail, 3);
    ck_assert_uint_eq(U(&r).reserved, 40 * MiB);
    F(&r, y, 0);
    F(&r, e, 0);
    rig_close(&r);
}
END_TEST

START_TEST(caching_max_split_size)
{
    struct rig r;
    rig_open(&r, "caching:max_split_size=32M", 100 * MiB, 512);
    uint64_t a = A(&r, 40 * MiB, 0);
    F(&r, a, 0);
    uint64_t b = A(&r, 30 * MiB, 0); /* below max_split: the oversize block is refused */
    ck_assert_uint_ne(b, a);
    ck_assert_uint_eq(r.host.sizes[1], 30 * MiB);
    uint64_t c = A(&r, 36 * MiB, 0); /* >= max_split, within 20 MiB: whole block, unsplit */
    ck_assert_uint_eq(c, a);
    ck_assert_uint_eq(U(&r).allocated, 70 * MiB);
    F(&r, c, 0);
    F(&r, b, 0);
    /* 70 MiB cached; 60 MiB needs room: release_available_cached_blocks
     * frees the oversize 40 MiB block (the largest), not enough alone, then
     * release_cached_blocks frees the 30 MiB one */
    uint64_t d = A(&r, 60 * MiB, 0);
    ck_assert_uint_eq(r.host.nrelease, 2);
    ck_assert_uint_eq(U(&r).reserved, 60 * MiB);
    F(&r, d, 0);
    rig_close(&r);
}
END_TEST

START_TEST(caching_pow2_divisions)
{
    struct rig r;
    rig_open(&r, "caching:roundup_power2_divisions=4", 0, 512);
    uint64_t a = A(&r, 1200 * KiB, 0); /* between 1 and 2 MiB: 1.25 MiB */
    ck_assert_uint_eq(U(&r).allocated, 1280 * KiB);
    uint64_t b = A(&r, 1024, 0); /* 512*4 = 2048 not exceeded: plain 512 rounding */
    ck_assert_uint_eq(U(&r).allocated, 1280 * KiB + 1024);
    F(&r, a, 0);
    F(&r, b, 0);
    rig_close(&r);
}
END_TEST

/* ---- rmm-pool --------------------------------------------------------------------- */

START_TEST(rmm_alignment_and_doubling)
{
    struct rig r;
    rig_open(&r, "rmm-pool", 0, 512);
    uint64_t a = A(&r, 1 * MiB, 0);  /* pool 0: grow by the size */
    uint64_t b = A(&r, 1 * MiB, 0);  /* pool 1 MiB: grow by max(1 MiB, 1 MiB) */
    uint64_t c = A(&r, 1, 0);        /* pool 2 MiB: grow by 2 MiB; 256 B block */
    uint64_t d = A(&r, 1, 0);
    ck_assert_uint_eq(d, c + 256);
    ck_assert_uint_eq(r.host.nreserve, 3);
    ck_assert_uint_eq(r.host.sizes[0], 1 * MiB);
    ck_assert_uint_eq(r.host.sizes[1], 1 * MiB);
    ck_assert_uint_eq(r.host.sizes[2], 2 * MiB);
    ck_assert_uint_eq(U(&r).allocated, 2 * MiB + 512);
    uint64_t e = A(&r, 2 * MiB, 0); /* 2 MiB - 512 free: grow by 4 MiB */
    ck_assert_uint_eq(r.host.sizes[3], 4 * MiB);
    F(&r, a, 0);
    F(&r, b, 0);
    F(&r, c, 0);
    F(&r, d, 0);
    F(&r, e, 0);
    ck_assert_uint_eq(r.host.nrelease, 0); /* the pool keeps its memory */
    rig_close(&r);
}
END_TEST

START_TEST(rmm_initial_maximum_and_halving)
{
    struct rig r;
    rig_open(&r, "rmm-pool:initial=8M", 0, 512);
    ck_assert_uint_eq(r.host.nreserve, 1);
    ck_assert_uint_eq(r.host.sizes[0], 8 * MiB);
    uint64_t a = A(&r, 3 * MiB, 2); /* from the initial pool (stream 0's list) */
    ck_assert_uint_eq(r.host.nreserve, 1);
    ck_assert_uint_eq(r.host.nwait, 1);
    F(&r, a, 2);
    rig_close(&r);

    rig_open(&r, "rmm-pool:maximum=10M", 0, 512);
    a = A(&r, 1 * MiB, 0); /* grow by max(1 MiB, (10 MiB - 0) / 2) */
    ck_assert_uint_eq(r.host.sizes[0], 5 * MiB);
    ck_assert(A_fails(&r, 6 * MiB, 0)); /* does not fit under the maximum: no attempt */
    ck_assert_uint_eq(r.host.nreserve + r.host.nfail, 1);
    uint64_t b = A(&r, 5 * MiB, 0); /* 4 MiB free; grow by max(5, 5/2) */
    ck_assert_uint_eq(r.host.sizes[1], 5 * MiB);
    F(&r, a, 0);
    F(&r, b, 0);
    rig_close(&r);

    rig_open(&r, "rmm-pool", 6 * MiB, 512);
    a = A(&r, 4 * MiB, 0);
    b = A(&r, 1 * MiB, 0); /* try 4 MiB: refused; halve to 2 MiB */
    ck_assert_uint_eq(r.host.nfail, 1);
    ck_assert_uint_eq(r.host.fails[0], 4 * MiB);
    ck_assert_uint_eq(r.host.sizes[1], 2 * MiB);
    ck_assert(A_fails(&r, 2 * MiB, 0)); /* 1 MiB free, 0 left upstream: fails, no release */
    ck_assert_uint_eq(r.host.nrelease, 0);
    F(&r, a, 0);
    F(&r, b, 0);
    rig_close(&r);
}
END_TEST

/* size_to_grow rounds the room left up to 256 and grows by half of it,
 * which need not be a multiple of 256: the pool may pass the maximum by
 * less than 256 bytes, as RMM's does. */
START_TEST(rmm_passes_the_maximum_as_rmm_does)
{
    struct rig r;
    rig_open(&r, "rmm-pool:maximum=4864", 0, 512);
    uint64_t a = A(&r, 256, 0);  /* grow by max(256, 4864 / 2) */
    ck_assert_uint_eq(r.host.sizes[0], 2432);
    uint64_t b = A(&r, 2560, 0); /* 2176 free; room 2432, rounded up to 2560 */
    ck_assert_uint_eq(r.host.sizes[1], 2560);
    ck_assert_uint_eq(U(&r).reserved, 4992);
    ck_assert(A_fails(&r, 2432, 0)); /* 2176 free, no room left: the pool stops */
    F(&r, a, 0);
    F(&r, b, 0);
    rig_close(&r);
}
END_TEST

START_TEST(rmm_cross_stream_borrowing)
{
    struct rig r;
    rig_open(&r, "rmm-pool:initial=1M", 0, 512);
    uint64_t a = A(&r, 512 * KiB, 0), b = A(&r, 512 * KiB, 0);
    ck_assert_uint_eq(b, a + 512 * KiB);
    F(&r, a, 1); /* each goes to the list of the stream it is freed on */
    F(&r, b, 2);
    /* stream 3: own list empty; neither other list has 1 MiB in one block;
     * merging lists 0 (empty), 1 and 2 into 3's coalesces a and b */
    uint64_t c = A(&r, 1 * MiB, 3);
    ck_assert_uint_eq(c, a);
    ck_assert_uint_eq(r.host.nreserve, 1);
    ck_assert_uint_eq(r.host.nwait, 3);
    for (uint32_t i = 0; i < 3; i++) {
        ck_assert_uint_eq(r.host.waits[i][0], 3);
        ck_assert_uint_eq(r.host.waits[i][1], i);
    }
    F(&r, c, 3);
    /* stream 0 finds the block in stream 3's list: waits once, takes it */
    uint64_t d = A(&r, 256 * KiB, 0);
    ck_assert_uint_eq(d, a);
    ck_assert_uint_eq(r.host.nwait, 4);
    ck_assert_uint_eq(r.host.waits[3][0], 0);
    ck_assert_uint_eq(r.host.waits[3][1], 3);
    ck_assert_uint_eq(r.host.stats[POLICY_STAT_STREAM_STEAL], 2);
    F(&r, d, 0);
    rig_close(&r);
}
END_TEST

START_TEST(rmm_never_merges_across_upstream_blocks)
{
    struct rig r;
    rig_open(&r, "rmm-pool", 0, 0);
    uint64_t a = A(&r, 1 * MiB, 0), b = A(&r, 1 * MiB, 0);
    ck_assert_uint_eq(b, a + 1 * MiB); /* contiguous upstream blocks */
    F(&r, a, 0);
    F(&r, b, 0);
    uint64_t c = A(&r, 2 * MiB, 0); /* heads never merge with what precedes */
    ck_assert_uint_eq(r.host.nreserve, 3);
    F(&r, c, 0);
    rig_close(&r);
}
END_TEST

/* ---- Property tests ---------------------------------------------------------------- */

struct live_block {
    uint64_t addr, size;
};

/* The reservation of the fake host that holds [addr, addr+size), if any. */
static bool inside_reservation(const struct fake_host *f, uint64_t addr, uint64_t size)
{
    for (uint64_t i = 0; i < f->live.cap; i++) {
        uint64_t k = f->live.slots[i].key;
        if (k != U64MAP_EMPTY && k <= addr && addr + size <= k + f->live.slots[i].val)
            return true;
    }
    return false;
}

/* A size with a realistic spread: mostly small, some medium, few large. */
static uint64_t random_size(gsl_rng *rng)
{
    double u = gsl_rng_uniform(rng);
    if (u < 0.6)
        return 1 + gsl_rng_uniform_int(rng, 64 * KiB);
    if (u < 0.9)
        return 64 * KiB + gsl_rng_uniform_int(rng, 3 * MiB);
    if (u < 0.98)
        return 3 * MiB + gsl_rng_uniform_int(rng, 20 * MiB);
    return 20 * MiB + gsl_rng_uniform_int(rng, 60 * MiB);
}

/* nops random ALLOC and FREE calls of spec on 4 streams, with the checker
 * and the independent checks after every one. Without a capacity only
 * may_fail lets an alloc fail. */
static void property_run(const char *spec, unsigned long seed, uint64_t capacity, int nops,
                         bool may_fail)
{
    struct rig r;
    rig_open(&r, spec, capacity, seed % 2 ? 0 : 4096);
    gsl_rng *rng = gsl_rng_alloc(gsl_rng_mt19937);
    gsl_rng_set(rng, seed);
    struct live_block *live = malloc(512 * sizeof *live);
    size_t nlive = 0;
    int fails = 0;
    for (int op = 0; op < nops; op++) {
        uint32_t stream = (uint32_t)gsl_rng_uniform_int(rng, 4);
        bool do_alloc = nlive == 0 || (nlive < 500 && gsl_rng_uniform(rng) < 0.55);
        if (do_alloc) {
            uint64_t size = random_size(rng), addr;
            int rc = r.a->alloc(r.self, size, stream, &addr);
            if (rc != POLICY_OK) {
                fails++;
                REQUIRE(rc == POLICY_NO_DEVICE_MEMORY, "%s: alloc returned %d", spec, rc);
                REQUIRE(capacity != 0 || may_fail, "%s: alloc failed without a capacity", spec);
            } else {
                REQUIRE(inside_reservation(&r.host, addr, size),
                        "%s seed %lu op %d: block outside reserved memory", spec, seed, op);
                for (size_t i = 0; i < nlive; i++)
                    REQUIRE(addr + size <= live[i].addr || live[i].addr + live[i].size <= addr,
                            "%s seed %lu op %d: overlapping blocks", spec, seed, op);
                live[nlive++] = (struct live_block){addr, size};
            }
        } else {
            size_t i = gsl_rng_uniform_int(rng, nlive);
            REQUIRE(r.a->free(r.self, live[i].addr, stream) == POLICY_OK, "%s: free failed", spec);
            live[i] = live[--nlive];
        }
        REQUIRE(r.a->valid(r.self), "%s seed %lu: checker failed after op %d", spec, seed, op);
        struct policy_usage u;
        r.a->usage(r.self, &u, false);
        REQUIRE(u.reserved == r.host.reserved && u.allocated <= u.reserved,
                "%s seed %lu op %d: usage %llu/%llu, host holds %llu", spec, seed, op,
                (unsigned long long)u.allocated, (unsigned long long)u.reserved,
                (unsigned long long)r.host.reserved);
    }
    if (capacity && !may_fail)
        ck_assert_msg(fails > 0 || r.host.nfail > 0, "%s: the capacity never bit", spec);
    for (size_t i = 0; i < nlive; i++) {
        r.a->free(r.self, live[i].addr, 0);
        REQUIRE(r.a->valid(r.self), "%s: checker failed while freeing", spec);
    }
    struct policy_usage u = U(&r);
    ck_assert_uint_eq(u.allocated, 0);
    free(live);
    gsl_rng_free(rng);
    rig_close(&r);
}

/* Every allocator of the registry, with its default parameters. */
START_TEST(property_random_sequences)
{
    const char *name = policy_allocators[_i]->info.name;
    property_run(name, 1, 0, 20000, false);
    property_run(name, 2, 0, 20000, false);
}
END_TEST

START_TEST(property_random_sequences_with_capacity)
{
    const char *name = policy_allocators[_i]->info.name;
    property_run(name, 3, 1500 * MiB, 20000, false);
    property_run(name, 4, 900 * MiB, 20000, false);
}
END_TEST

/* A value of [min, max]: log-uniform between max(min, 1) and min(max, 256
 * MiB), about where the sizes drawn by random_size end. */
static uint64_t random_within(gsl_rng *rng, uint64_t min, uint64_t max)
{
    double lo = min ? (double)min : 1, hi = max < (256 * MiB) ? (double)max : 256.0 * MiB;
    if (hi <= lo)
        return min;
    uint64_t v = (uint64_t)exp(log(lo) + gsl_rng_uniform(rng) * (log(hi) - log(lo)));
    return v < min ? min : v > max ? max : v;
}

/* "name:key=value,..." with each parameter its default or, half the time,
 * drawn at random within its bounds. */
static void random_spec(const struct policy_info *info, gsl_rng *rng, char *spec, size_t len)
{
    uint64_t v[POLICY_MAX_PARAMS];
    size_t k = 0;
    for (const struct policy_param *p = info->params; p->key; p++, k++)
        v[k] = gsl_rng_uniform(rng) < 0.5 ? p->def : random_within(rng, p->min, p->max);
    int n = snprintf(spec, len, k ? "%s:" : "%s", info->name);
    policy_format_params(info, v, spec + n, len - (size_t)n);
}

/* A seed of its own for each name (FNV-1a): adding a policy to the
 * registry changes no other's draws. */
static unsigned long seed_of(const char *name)
{
    unsigned long h = 2166136261u;
    for (; *name; name++)
        h = (h ^ (unsigned char)*name) * 16777619u;
    return h;
}

/* Every allocator with parameters drawn within their bounds: any setting
 * a user may give keeps the allocator's invariants. */
START_TEST(property_random_parameters)
{
    const struct policy_info *info = &policy_allocators[_i]->info;
    gsl_rng *rng = gsl_rng_alloc(gsl_rng_mt19937);
    gsl_rng_set(rng, seed_of(info->name));
    for (unsigned long j = 0; j < 8; j++) {
        char spec[512];
        random_spec(info, rng, spec, sizeof spec);
        property_run(spec, 5 + j, j % 2 ? 900 * MiB : 0, 3000, true);
    }
    gsl_rng_free(rng);
}
END_TEST

Suite *policies_suite(void); /* the runner finds it by name */
Suite *policies_suite(void)
{
    Suite *s = suite_create("policies");
    TCase *t = tcase_create("rules");
    tcase_add_test(t, cuda_every_call_goes_upstream);
    tcase_add_test(t, bestfit_exact_size_reuse_only);
    tcase_add_test(t, bestfit_lifo_and_oom_flush);
    tcase_add_test(t, bfc_split_merge_best_fit);
    tcase_add_test(t, bfc_never_merges_across_segments);
    tcase_add_test(t, bfc_round_parameter_and_oom);
    tcase_add_test(t, stream_arenas_are_isolated);
    tcase_add_test(t, caching_segment_sizes);
    tcase_add_test(t, caching_split_thresholds_and_best_fit);
    tcase_add_test(t, caching_streams);
    tcase_add_test(t, caching_oom_ladder);
    tcase_add_test(t, caching_max_split_size);
    tcase_add_test(t, caching_pow2_divisions);
    tcase_add_test(t, rmm_alignment_and_doubling);
    tcase_add_test(t, rmm_initial_maximum_and_halving);
    tcase_add_test(t, rmm_passes_the_maximum_as_rmm_does);
    tcase_add_test(t, rmm_cross_stream_borrowing);
    tcase_add_test(t, rmm_never_merges_across_upstream_blocks);
    suite_add_tcase(s, t);
    TCase *p = tcase_create("property");
    tcase_set_timeout(p, 300);
    tcase_add_loop_test(p, property_random_sequences, 0, (int)policy_nallocators);
    tcase_add_loop_test(p, property_random_sequences_with_capacity, 0, (int)policy_nallocators);
    tcase_add_loop_test(p, property_random_parameters, 0, (int)policy_nallocators);
    suite_add_tcase(s, p);
    return s;
}
