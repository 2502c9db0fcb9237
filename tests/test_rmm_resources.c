/* test_rmm_resources.c: suite `rmm_resources`: the rmm-arena and
 * rmm-binning allocators (RMM's arena_memory_resource and
 * binning_memory_resource, docs/policies.md) by rules computed by hand:
 * sequences of alloc and free on the fake host of policy_fixture.h, whose
 * reservations are laid end to end from B = 2^32 (gap 0), with the
 * arithmetic in the comments; and an RMM log, converted by
 * scripts/rmm2trace.py, replayed by simrun through both. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "policy.h"
#include "policy_fixture.h"
#include "simrun_fixture.h"
#include "testutil.h"

#define B (1ull << 32) /* the fake host's first address */

/* The streams the policy synchronized on, in order (env->stream_sync). */
static uint32_t syncs[64];
static unsigned nsyncs;

static void count_sync(void *host, uint32_t stream)
{
    (void)host;
    if (nsyncs < 64)
        syncs[nsyncs] = stream;
    nsyncs++;
}

static void open_with_sync(struct rig *r, const char *spec, uint64_t capacity)
{
    rig_open(r, spec, capacity, 0);
    r->env.stream_sync = count_sync; /* read at each call */
    nsyncs = 0;
}

/* ---- rmm-arena ------------------------------------------------------------------ */

/* Superblocks: split off the global arena for a stream (1 MiB) or for a
 * request above 1 MiB (its size, when 1 MiB is left over); empty ones in
 * the global set coalesce; a failure defragments (every superblock back to
 * the global set, the device synchronized) and retries once. */
START_TEST(arena_superblocks_and_defragment)
{
    struct rig r;
    open_with_sync(&r, "rmm-arena:size=8M", 0);
    ck_assert_uint_eq(r.host.nreserve, 1); /* the whole arena, at creation */
    ck_assert_uint_eq(r.host.sizes[0], 8 * MiB);
    /* 1000 -> 1024; stream 0's arena is empty: acquire from [B, 8M), empty
     * and >= 1M + 1M: split off [B, 1M) */
    uint64_t a = A(&r, 1000, 0);
    ck_assert_uint_eq(a, B);
    uint64_t b = A(&r, 1, 0); /* 256, first fit after a */
    ck_assert_uint_eq(b, B + 1024);
    uint64_t c = A(&r, 1, 1); /* stream 1's arena: [B+1M, 1M) split off */
    ck_assert_uint_eq(c, B + 1 * MiB);
    /* 3M > 1M: the global arena; [B+2M, 6M) >= 3M + 1M: split at 3M */
    uint64_t d = A(&r, 3 * MiB, 0);
    ck_assert_uint_eq(d, B + 2 * MiB);
    /* 1M+1 -> 1M+256, global: [B+5M, 3M) >= 2M+256: split at 1M+256 */
    uint64_t e = A(&r, 1 * MiB + 1, 0);
    ck_assert_uint_eq(e, B + 5 * MiB);
    ck_assert_uint_eq(U(&r).allocated, 1024 + 256 + 256 + 3 * MiB + 1 * MiB + 256);
    ck_assert_uint_eq(U(&r).largest_free, 2 * MiB - 256); /* [B+6M+256, 8M) */
    F(&r, d, 0); /* above 1 MiB: the stream is synchronized; next to e: no merge */
    F(&r, e, 0); /* empty: merges with [B+6M+256) and with [B+2M, 3M): [B+2M, 6M) */
    ck_assert_uint_eq(nsyncs, 2);
    ck_assert_uint_eq(U(&r).largest_free, 6 * MiB);
    uint64_t f = A(&r, 5 * MiB, 2); /* [B+2M, 6M) split at 5M: [B+7M, 1M) left */
    ck_assert_uint_eq(f, B + 2 * MiB);
    uint64_t g = A(&r, 512 * KiB, 3); /* acquires [B+7M, 1M): too small to split */
    ck_assert_uint_eq(g, B + 7 * MiB);
    /* stream 3: 512K left in its superblock, none in the global set: fails,
     * defragment (sync streams 0..3, all superblocks to the global set, none
     * empty), retry: no free block of 1M anywhere */
    ck_assert(A_fails(&r, 1 * MiB, 3));
    ck_assert_uint_eq(r.host.stats[POLICY_STAT_OOM_FLUSH], 1);
    ck_assert_uint_eq(nsyncs, 6);
    for (uint32_t i = 0; i < 4; i++)
        ck_assert_uint_eq(syncs[2 + i], i);
    F(&r, c, 1); /* c's superblock is in the global set now: sync; it is empty */
    ck_assert_uint_eq(nsyncs, 7);
    uint64_t h = A(&r, 1 * MiB, 3); /* acquires [B+1M, 1M) whole */
    ck_assert_uint_eq(h, B + 1 * MiB);
    F(&r, h, 3); /* in stream 3's own arena: no sync; the superblock stays there */
    ck_assert_uint_eq(nsyncs, 7);
    F(&r, a, 0);
    F(&r, b, 0);
    F(&r, f, 2);
    F(&r, g, 3);
    ck_assert_uint_eq(U(&r).allocated, 0);
    ck_assert_uint_eq(r.host.nreserve, 1);
    ck_assert_uint_eq(r.host.nrelease, 0); /* held until destroyed */
    rig_close(&r);
}
END_TEST

/* Address-ordered first fit (not best fit) in a stream's superblocks; the
 * 1 MiB boundary; a free on another stream; a non-empty superblock of the
 * global set acquired whole by an arena; an empty superblock stays in its
 * arena until a failure defragments. */
START_TEST(arena_first_fit_and_ownership)
{
    struct rig r;
    open_with_sync(&r, "rmm-arena:size=4M", 0);
    uint64_t x1 = A(&r, 512 * KiB, 0), x2 = A(&r, 64 * KiB, 0), x3 = A(&r, 128 * KiB, 0),
             x4 = A(&r, 64 * KiB, 0);
    ck_assert_uint_eq(x1, B);
    ck_assert_uint_eq(x3, B + 576 * KiB);
    ck_assert_uint_eq(x4, B + 704 * KiB);
    F(&r, x1, 0);
    F(&r, x3, 0);
    /* holes: [B, 512K), [B+576K, 128K), [B+768K, 256K): 100K goes to the
     * first (best fit would take the second) */
    uint64_t y = A(&r, 100 * KiB, 0);
    ck_assert_uint_eq(y, B);
    uint64_t z = A(&r, 400 * KiB, 0); /* [B+100K, 412K) */
    ck_assert_uint_eq(z, B + 100 * KiB);
    F(&r, x2, 1); /* stream 1 has no arena: the free synchronizes it */
    ck_assert_uint_eq(nsyncs, 1);
    uint64_t w = A(&r, 1 * MiB, 1); /* exactly 1M: an arena's; [B+1M, 1M) split off */
    ck_assert_uint_eq(w, B + 1 * MiB);
    /* 1M+256 > 1M: global; [B+2M, 2M) < 2M+256 + 1M: no split */
    uint64_t big = A(&r, 1 * MiB + 256, 1);
    ck_assert_uint_eq(big, B + 2 * MiB);
    /* stream 2: acquires the first global superblock with room, [B+2M, 2M),
     * non-empty, whole: the block after big */
    uint64_t s2 = A(&r, 1 * KiB, 2);
    ck_assert_uint_eq(s2, B + 3 * MiB + 256);
    F(&r, big, 1); /* sync (above 1 MiB); back to its superblock, in arena 2 */
    F(&r, s2, 2);  /* own arena: no sync; empty, stays in arena 2 */
    ck_assert_uint_eq(nsyncs, 2);
    /* 1.5M: global set empty: fail, defragment (streams 0, 1, 2), retry:
     * [B+2M, 2M) empty, < 1.5M + 1M: taken whole */
    uint64_t v = A(&r, 1536 * KiB, 0);
    ck_assert_uint_eq(v, B + 2 * MiB);
    ck_assert_uint_eq(nsyncs, 5);
    ck_assert_uint_eq(r.host.stats[POLICY_STAT_OOM_FLUSH], 1);
    F(&r, v, 0);
    F(&r, w, 1);
    F(&r, y, 0);
    F(&r, z, 0);
    F(&r, x4, 0);
    ck_assert_uint_eq(U(&r).largest_free, 4 * MiB); /* all merged again */
    rig_close(&r);
}
END_TEST

/* size=0: half the capacity the host reports (RMM: half the free memory);
 * below 1 MiB (aligned down to 256) or refused upstream: every alloc fails. */
START_TEST(arena_sizes)
{
    struct rig r;
    rig_open(&r, "rmm-arena", 64 * MiB, 0);
    ck_assert_uint_eq(r.host.sizes[0], 32 * MiB);
    ck_assert(A_fails(&r, 32 * MiB + 1, 0));
    uint64_t a = A(&r, 32 * MiB, 0);
    F(&r, a, 0);
    rig_close(&r);
    /* larger than the arena: RMM still defragments before it fails, so
     * stream 0's superblock [B, 1M) goes back to the global set, where
     * stream 1 acquires it (non-empty, whole): B + 1K, not B + 1M */
    rig_open(&r, "rmm-arena:size=4M", 0, 0);
    a = A(&r, 1 * KiB, 0);
    ck_assert(A_fails(&r, 8 * MiB, 0));
    ck_assert_uint_eq(r.host.stats[POLICY_STAT_OOM_FLUSH], 1);
    uint64_t b = A(&r, 1 * KiB, 1);
    ck_assert_uint_eq(b, B + 1 * KiB);
    F(&r, a, 0);
    F(&r, b, 1);
    rig_close(&r);
    rig_open(&r, "rmm-arena:size=1048831", 0, 0); /* aligned down: 1M + 0 */
    ck_assert_uint_eq(r.host.sizes[0], 1 * MiB);
    rig_close(&r);
    rig_open(&r, "rmm-arena:size=1048575", 0, 0);
    ck_assert_uint_eq(r.host.nreserve, 0);
    ck_assert(A_fails(&r, 1, 0));
    rig_close(&r);
    rig_open(&r, "rmm-arena:size=16M", 8 * MiB, 0);
    ck_assert_uint_eq(r.host.nfail, 1);
    ck_assert(A_fails(&r, 1, 0));
    ck_assert_uint_eq(U(&r).reserved, 0);
    rig_close(&r);
}
END_TEST

/* What the blocks hook listed, in order. */
struct listed {
    struct policy_block b[16];
    int n;
};

static void list_block(void *arg, const struct policy_block *b)
{
    struct listed *l = arg;
    ck_assert_int_lt(l->n, 16);
    l->b[l->n++] = *b;
}

/* Block i of l is [addr, +size) in segment [seg, +seg_size) of stream,
 * live or not. */
static void listed_is(const struct listed *l, int i, uint64_t seg, uint64_t seg_size,
                      uint32_t stream, uint64_t addr, uint64_t size, bool live)
{
    const struct policy_block *b = &l->b[i];
    ck_assert_msg(b->seg_addr == seg && b->seg_size == seg_size && b->seg_stream == stream &&
                      b->addr == addr && b->start == addr && b->size == size && b->live == live,
                  "block %d: segment 0x%llx +%llu stream %u, 0x%llx +%llu %s", i,
                  (unsigned long long)b->seg_addr, (unsigned long long)b->seg_size,
                  b->seg_stream, (unsigned long long)b->addr, (unsigned long long)b->size,
                  b->live ? "live" : "free");
}

/* The arena's blocks hook lists superblocks in address order, each with
 * its blocks: a 4 MiB arena; 1000 B (1024) on stream 1 splits [B, 1M) off
 * for stream 1's arena; 256 after it; freeing the first leaves free,
 * live, free in that superblock, and the global [B+1M, 3M) free. */
START_TEST(arena_blocks_by_hand)
{
    struct rig r;
    rig_open(&r, "rmm-arena:size=4M", 0, 0);
    uint64_t a = A(&r, 1000, 1);
    ck_assert_uint_eq(A(&r, 1, 1), B + 1024);
    F(&r, a, 1);
    struct listed l = {.n = 0};
    r.a->blocks(r.self, list_block, &l);
    ck_assert_int_eq(l.n, 4);
    listed_is(&l, 0, B, 1 * MiB, 1, B, 1024, false);
    listed_is(&l, 1, B, 1 * MiB, 1, B + 1024, 256, true);
    listed_is(&l, 2, B, 1 * MiB, 1, B + 1280, 1 * MiB - 1280, false);
    listed_is(&l, 3, B + 1 * MiB, 3 * MiB, 0, B + 1 * MiB, 3 * MiB, false);
    rig_close(&r);
}
END_TEST

/* ---- rmm-binning ------------------------------------------------------------------ */

/* The binning's blocks hook: one bin of 1 MiB, 4 blocks a chunk, straight
 * on cudaMalloc (pool=0): the chunk [B, 4M) is reserved at creation; 1 MiB
 * takes its first block; 8 MiB goes upstream, [B+4M, 8M). The chunk is
 * listed as its four blocks, the upstream block as it is. */
START_TEST(binning_blocks_by_hand)
{
    struct rig r;
    rig_open(&r, "rmm-binning:min_exp=20,max_exp=20,blocks=4,pool=0", 0, 0);
    ck_assert_uint_eq(A(&r, 1 * MiB, 0), B);
    ck_assert_uint_eq(A(&r, 8 * MiB, 0), B + 4 * MiB);
    struct listed l = {.n = 0};
    r.a->blocks(r.self, list_block, &l);
    ck_assert_int_eq(l.n, 5);
    int c = l.b[0].seg_addr == B ? 0 : 1; /* cuda lists its reservations in no order */
    for (int i = 0; i < 4; i++)
        listed_is(&l, c + i, B, 4 * MiB, 0, B + i * MiB, 1 * MiB, i == 0);
    listed_is(&l, c ? 0 : 4, B + 4 * MiB, 8 * MiB, 0, B + 4 * MiB, 8 * MiB, true);
    rig_close(&r);
}
END_TEST

/* Bins 256K..4M over cudaMalloc: each bin's chunk (128 blocks) is taken at
 * creation; a request goes to the smallest bin >= its size, larger ones
 * upstream; a bin's free list is FIFO. */
START_TEST(binning_bins_and_upstream)
{
    struct rig r;
    rig_open(&r, "rmm-binning:pool=0", 0, 0);
    ck_assert_uint_eq(r.host.nreserve, 5);
    for (int i = 0; i < 5; i++) /* 128 * 256K, 512K, 1M, 2M, 4M */
        ck_assert_uint_eq(r.host.sizes[i], (32 * MiB) << i);
    ck_assert_uint_eq(U(&r).reserved, 992 * MiB);
    ck_assert_uint_eq(U(&r).allocated, 0);
    uint64_t a = A(&r, 1, 0), b = A(&r, 256 * KiB, 0), c = A(&r, 256 * KiB + 1, 0);
    ck_assert_uint_eq(a, B);
    ck_assert_uint_eq(b, B + 256 * KiB);
    ck_assert_uint_eq(c, B + 32 * MiB); /* the 512K bin's first block */
    uint64_t d = A(&r, 4 * MiB + 1, 0); /* above every bin: cudaMalloc of the size */
    ck_assert_uint_eq(r.host.nreserve, 6);
    ck_assert_uint_eq(r.host.sizes[5], 4 * MiB + 1);
    ck_assert_uint_eq(U(&r).allocated, 2 * 256 * KiB + 512 * KiB + 4 * MiB + 1);
    ck_assert_uint_eq(U(&r).free_bytes, 992 * MiB - 1 * MiB);
    F(&r, a, 0); /* to the back of stream 0's list */
    uint64_t e = A(&r, 100, 0);
    ck_assert_uint_eq(e, B + 512 * KiB);
    F(&r, d, 0); /* upstream: cudaFree */
    ck_assert_uint_eq(r.host.nrelease, 1);
    F(&r, b, 0);
    F(&r, c, 0);
    F(&r, e, 0);
    ck_assert_uint_eq(r.host.nrelease, 1); /* chunks stay until destroyed */
    rig_close(&r);
}
END_TEST

/* Per-stream lists, as stream_ordered_memory_resource::get_block: own
 * list, then the first other list with a block (one wait), then merging
 * every other list in the map (a wait each, erased), then a new chunk on
 * the allocating stream. */
START_TEST(binning_streams)
{
    struct rig r;
    rig_open(&r, "rmm-binning:pool=0,blocks=2,min_exp=18,max_exp=19", 0, 0);
    ck_assert_uint_eq(r.host.nreserve, 2); /* 2 * 256K, 2 * 512K */
    uint64_t a = A(&r, 1, 0), b = A(&r, 1, 0);
    ck_assert_uint_eq(b, B + 256 * KiB);
    F(&r, b, 1); /* lists: 0 [], 1 [b] */
    F(&r, a, 0); /* 0 [a] */
    uint64_t c = A(&r, 1, 2); /* first other list with a block: 0 */
    uint64_t d = A(&r, 1, 2); /* then 1 */
    ck_assert_uint_eq(c, a);
    ck_assert_uint_eq(d, b);
    ck_assert_uint_eq(r.host.stats[POLICY_STAT_STREAM_STEAL], 2);
    /* all empty: merge 0 and 1 (waits), new chunk of 512K at B + 1.5M */
    uint64_t e = A(&r, 1, 2);
    ck_assert_uint_eq(r.host.nreserve, 3);
    ck_assert_uint_eq(e, B + 1536 * KiB);
    ck_assert_uint_eq(r.host.nwait, 4);
    uint32_t want[4][2] = {{2, 0}, {2, 1}, {2, 0}, {2, 1}};
    for (int i = 0; i < 4; i++) {
        ck_assert_uint_eq(r.host.waits[i][0], want[i][0]);
        ck_assert_uint_eq(r.host.waits[i][1], want[i][1]);
    }
    uint64_t g = A(&r, 1, 3); /* 0 and 1 were erased: 2's remaining block */
    ck_assert_uint_eq(g, B + 1792 * KiB);
    /* only 2 is left in the map: one wait, then a fourth chunk */
    uint64_t h = A(&r, 1, 3);
    ck_assert_uint_eq(r.host.nwait, 6);
    ck_assert_uint_eq(r.host.waits[5][1], 2);
    ck_assert_uint_eq(h, B + 2 * MiB);
    ck_assert_uint_eq(U(&r).reserved, 2560 * KiB);
    ck_assert_uint_eq(U(&r).allocated, 5 * 256 * KiB);
    F(&r, c, 0);
    F(&r, d, 0);
    F(&r, e, 0);
    F(&r, g, 0);
    F(&r, h, 0);
    rig_close(&r);
}
END_TEST

/* add_bin aligns 1 << i up to 256 and keeps one bin per size; the bin is
 * found by the unaligned size. The default upstream is a pool growing from
 * 0: max(chunk, pool size) each time. */
START_TEST(binning_small_bins_and_pool_upstream)
{
    struct rig r;
    rig_open(&r, "rmm-binning:pool=0,min_exp=0,max_exp=9,blocks=4", 0, 0);
    ck_assert_uint_eq(r.host.nreserve, 2); /* bins 256 (2^0..2^8) and 512 */
    ck_assert_uint_eq(r.host.sizes[0], 1024);
    ck_assert_uint_eq(r.host.sizes[1], 2048);
    uint64_t a = A(&r, 300, 0); /* the 512 bin, at B + 1024 (host rounds to 512) */
    ck_assert_uint_eq(a, B + 1024);
    uint64_t b = A(&r, 513, 0); /* upstream */
    ck_assert_uint_eq(r.host.sizes[2], 513);
    F(&r, a, 0);
    F(&r, b, 0);
    rig_close(&r);

    rig_open(&r, "rmm-binning", 0, 0);
    /* chunks 32M, 64M, 128M, 256M, 512M; the pool grows by max(chunk, size
     * so far): 32M, max(64M, 32M), max(128M, 96M), max(256M, 224M),
     * max(512M, 480M) */
    ck_assert_uint_eq(r.host.nreserve, 5);
    for (int i = 0; i < 5; i++)
        ck_assert_uint_eq(r.host.sizes[i], (32 * MiB) << i);
    uint64_t c = A(&r, 5 * MiB, 0); /* pool: none free, grow by max(5M, 992M) */
    ck_assert_uint_eq(r.host.sizes[5], 992 * MiB);
    ck_assert_uint_eq(U(&r).allocated, 5 * MiB);
    F(&r, c, 0);
    ck_assert_uint_eq(r.host.nrelease, 0);
    rig_close(&r);

    /* a chunk that upstream refuses at creation: RMM's constructor throws,
     * every allocation fails */
    rig_open(&r, "rmm-binning:pool=0", 100 * MiB, 0); /* 32M + 64M fit, 128M not */
    ck_assert_uint_eq(r.host.nfail, 1);
    ck_assert(A_fails(&r, 1, 0));
    rig_close(&r);
}
END_TEST

/* ---- an RMM log replayed by simrun ---------------------------------------------------- */

/* The log of a program on two streams (0 and 0x55d0c0a1b2c0, which
 * rmm2trace numbers 1; rows are the trace's event rows), replayed by
 * simrun --memory device. */
static const char rmm_log[] =
    "Thread,Time,Action,Pointer,Size,Stream\n"
    "1,10:00:00.000001,allocate,0x7f0000000000,3000000,0\n"          /* b0 */
    "1,10:00:00.000002,allocate,0x7f0000400000,100000,0x55d0c0a1b2c0\n" /* b1 */
    "1,10:00:00.000003,allocate,0x7f0000500000,300000,0\n"           /* b2 */
    "1,10:00:00.000004,free,0x7f0000000000,3000000,0\n"
    "1,10:00:00.000005,allocate,0x7f0000600000,6000000,0x55d0c0a1b2c0\n" /* b3 */
    "1,10:00:00.000006,free,0x7f0000400000,100000,0x55d0c0a1b2c0\n"
    "1,10:00:00.000007,allocate,0x7f0000700000,200000,0\n"           /* b4 */
    "1,10:00:00.000008,free,0x7f0000500000,300000,0\n"
    "1,10:00:00.000009,free,0x7f0000600000,6000000,0x55d0c0a1b2c0\n"
    "1,10:00:00.000010,free,0x7f0000700000,200000,0\n";

/* simrun's figures for one policy at capacity cap: failed_row (-1: the
 * whole trace ran), peak_reserved_bytes, peak_allocated_bytes, oom_flushes. */
struct replay_result {
    double failed_row, reserved, allocated, flushes;
};

static struct replay_result replay(const char *trace, const char *spec, const char *cap)
{
    char *out = NULL;
    test_run(&out, SIMRUN " --json --no-wall --capacity %s --policy %s %s", cap, spec, trace);
    ck_assert_ptr_nonnull(out);
    char policy[32]; /* the name, without the parameters */
    snprintf(policy, sizeof policy, "%.*s", (int)strcspn(spec, ":"), spec);
    struct replay_result r = {json_num(out, policy, "failed_row"),
                              json_num(out, policy, "peak_reserved_bytes"),
                              json_num(out, policy, "peak_allocated_bytes"),
                              json_num(out, policy, "oom_flushes")};
    free(out);
    return r;
}

/* Sizes aligned to 256: b0 3000064, b1 100096, b2 300032, b3 6000128, b4
 * 200192. */
START_TEST(rmm_log_replay)
{
    const char *log = test_tmp(".csv"), *trace = test_tmp(".h5");
    FILE *fp = fopen(log, "w");
    ck_assert_ptr_nonnull(fp);
    fputs(rmm_log, fp);
    fclose(fp);
    char *out = NULL;
    int rc = test_run(&out, PYTHON " scripts/rmm2trace.py %s -o %s", log, trace);
    ck_assert_msg(rc == 0, "rmm2trace: %s", out ? out : "");
    free(out);
    /* rmm-arena, arena of size S at A:
     * row 0 b0 > 1M: global, [A, S) split at 3000064;
     * row 1 b1: stream 1 acquires [A+3000064, 1M); row 2 b2: stream 0 the next 1M;
     * row 3 free b0: its superblock is empty, but b1's is between it and
     *   the tail [A+5097216, S): no merge;
     * row 4 b3: first fit in the global set: b0's 3000064 is too small, the
     *   tail fits when S - 5097216 >= 6000128, i.e. S >= 11097344;
     * row 6 b4: in stream 0's superblock, after b2 (b1 was freed at row 5).
     * Peak allocated at row 6: b2 + b3 + b4 = 6500352 (row 4: 6400256). */
    struct replay_result r = replay(trace, "rmm-arena:size=16M", "64M");
    ck_assert_int_eq((int)r.failed_row, -1);
    ck_assert_uint_eq((uint64_t)r.reserved, 16 * MiB);
    ck_assert_uint_eq((uint64_t)r.allocated, 6500352);
    r = replay(trace, "rmm-arena:size=11097344", "64M");
    ck_assert_int_eq((int)r.failed_row, -1);
    ck_assert_uint_eq((uint64_t)r.flushes, 0);
    /* 256 bytes less: b3 fails at row 4 after a defragment, which returns
     * both arenas' superblocks (not empty) and so frees nothing */
    r = replay(trace, "rmm-arena:size=11097088", "64M");
    ck_assert_int_eq((int)r.failed_row, 4);
    ck_assert_uint_eq((uint64_t)r.flushes, 1);
    /* rmm-binning over cudaMalloc (bins 256K..4M, 128 blocks each: 992M at
     * creation): b0 3000000 -> the 4M bin, b1 -> 256K, b2 300000 > 256K ->
     * 512K, b3 6000000 > 4M -> cudaMalloc(6000000), b4 -> 256K. Peak
     * allocated: rows 4 and 6, 262144 + 524288 + 6000000 = 6786432 (row 2:
     * 4194304 + 262144 + 524288 = 4980736); reserved 992M + 6000000. */
    r = replay(trace, "rmm-binning:pool=0", "2G");
    ck_assert_int_eq((int)r.failed_row, -1);
    ck_assert_uint_eq((uint64_t)r.allocated, 6786432);
    ck_assert_uint_eq((uint64_t)r.reserved, 992 * MiB + 6000000);
    /* over the default pool: it grows by 32M, 64M, 128M, 256M, 512M for
     * the chunks (max(chunk, pool size)), then by max(6000128, 992M) for
     * b3: 1984M; b3 counts 6000128 */
    r = replay(trace, "rmm-binning", "2G");
    ck_assert_int_eq((int)r.failed_row, -1);
    ck_assert_uint_eq((uint64_t)r.allocated, 6786432 + 128);
    ck_assert_uint_eq((uint64_t)r.reserved, 1984 * MiB);
    /* below 992M the bins cannot be made: the first ALLOC fails */
    r = replay(trace, "rmm-binning:pool=0", "900M");
    ck_assert_int_eq((int)r.failed_row, 0);
    unlink(log);
    unlink(trace);
}
END_TEST

Suite *rmm_resources_suite(void); /* the runner finds it by name */
Suite *rmm_resources_suite(void)
{
    Suite *s = suite_create("rmm_resources");
    TCase *t = tcase_create("rmm_resources");
    tcase_set_timeout(t, 60);
    tcase_add_test(t, arena_superblocks_and_defragment);
    tcase_add_test(t, arena_first_fit_and_ownership);
    tcase_add_test(t, arena_sizes);
    tcase_add_test(t, arena_blocks_by_hand);
    tcase_add_test(t, binning_bins_and_upstream);
    tcase_add_test(t, binning_streams);
    tcase_add_test(t, binning_small_bins_and_pool_upstream);
    tcase_add_test(t, binning_blocks_by_hand);
    tcase_add_test(t, rmm_log_replay);
    suite_add_tcase(s, t);
    return s;
}
