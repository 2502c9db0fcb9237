/* test_sim_parts.c: suite `sim_parts`: the simulator's pieces on their
 * own, without running simrun: profiles (their keys, files and log-log cost
 * curves, the shipped ones), the spans the host may wait on, the id map
 * (u64map), where the CUDA driver places requests under 2 MiB in its
 * 2 MiB blocks (sim_cuda_blocks.h), the latencies upstream charges
 * (sim_upstream.h) and the order in which streams waiting for events go on
 * (sim_timeline.h). simrun itself is tested in
 * test_simrun.c and test_simrun_cli.c. */
#include <check.h>
#include <inttypes.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model_profile.h"
#include "model_sat.h"
#include "model_spans.h"
#include "sim_cuda_blocks.h"
#include "sim_timeline.h"
#include "sim_upstream.h"
#include "testutil.h"
#include "u64map.h"

/* ---- profiles --------------------------------------------------------------- */

START_TEST(curve_interpolates_log_log)
{
    struct model_profile p;
    char err[512];
    memset(&p, 0, sizeof p);
    ck_assert_int_eq(model_profile_set(&p, "malloc_ns", "4K:1.5us 64M:34us 1G:75us", err,
                                     sizeof err), 0);
    ck_assert_double_eq_tol(model_curve_ns(&p.malloc_ns, 64 << 20), 34000, 1e-6);
    ck_assert_double_eq_tol(model_curve_ns(&p.malloc_ns, 1 << 30), 75000, 1e-6);
    ck_assert_double_eq_tol(model_curve_ns(&p.malloc_ns, 512), 1500, 1e-6); /* flat below */
    /* 256 MiB is halfway between 64 MiB and 1 GiB in log size, so its cost
     * is the geometric mean of 34 and 75 us. */
    ck_assert_double_eq_tol(model_curve_ns(&p.malloc_ns, 256 << 20), sqrt(34000.0 * 75000), 1e-6);
    /* Past the end the last segment's cost per byte goes on, a straight
     * line: 64 MiB -> 1 GiB adds 41 us over 960 MiB, so 4 GiB, 3072 MiB
     * past 1 GiB, adds 41 * 3.2 = 131.2 us: 206.2 us (log-log would say
     * 75 * sqrt(75 / 34) = 111.4 us; with a slope above 1 it grew faster
     * than the bytes). */
    ck_assert_double_eq_tol(model_curve_ns(&p.malloc_ns, 4ull << 30), 206200, 1e-3);
    /* A last segment going down stays flat past its end. */
    ck_assert_int_eq(model_profile_set(&p, "malloc_ns", "4K:10us 1M:5us", err, sizeof err), 0);
    ck_assert_double_eq_tol(model_curve_ns(&p.malloc_ns, 4 << 20), 5000, 1e-6);
    /* H200 lease of 2026-11-28, host_write_ns's last two points (16M:894.6us
     * 64M:5.626ms): 1 GiB is 960 MiB past 64 MiB, 20 times the segment's
     * 48 MiB, so 5626 + 20 * (5626 - 894.6) = 5626 + 94628 = 100254 us
     * (log-log: 562 ms at 2 GiB against the 211-217 ms measured;
     * docs/model.md "Curves"). */
    ck_assert_int_eq(model_profile_set(&p, "host_write_ns", "16M:894.6us 64M:5.626ms", err,
                                     sizeof err), 0);
    ck_assert_double_eq_tol(model_curve_ns(&p.host_write_ns, 1 << 30), 100254000, 1);
    ck_assert_int_ne(model_profile_set(&p, "malloc_ns", "4K:1us 2K:2us", err, sizeof err), 0);
    ck_assert_ptr_nonnull(strstr(err, "increase"));
    ck_assert_int_ne(model_profile_set(&p, "malloc_ns", "4K", err, sizeof err), 0);
    ck_assert_int_ne(model_profile_set(&p, "launch_ns", "3parsecs", err, sizeof err), 0);
    ck_assert_int_ne(model_profile_set(&p, "nope", "1", err, sizeof err), 0);
    ck_assert_ptr_nonnull(strstr(err, "key 'nope' unknown"));
    double ns;
    ck_assert_int_eq(model_parse_time_ns("2.5ms", &ns), 0);
    ck_assert_double_eq_tol(ns, 2.5e6, 1e-6);
    uint64_t v;
    ck_assert_int_eq(model_parse_size("141G", &v), 0);
    ck_assert_uint_eq(v, 141ull << 30);
    ck_assert_int_ne(model_parse_size("12Q", &v), 0);
}
END_TEST

START_TEST(shipped_profiles_load)
{
    static const char *names[] = { "h200-pcie5", "h100-pcie5", "v100-pcie3-32g",
                                   "v100-pcie3-16g" };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        struct model_profile p;
        char err[512];
        ck_assert_msg(model_profile_load(&p, names[i], err, sizeof err) == 0, "%s", err);
        ck_assert_str_eq(p.name, names[i]);
        ck_assert(model_profile_valid(&p));
        ck_assert_uint_gt(p.capacity, 10ull << 30);
    }
    struct model_profile h;
    char err[512];
    ck_assert_int_eq(model_profile_load(&h, "h200-pcie5", err, sizeof err), 0);
    /* docs/design.md section 4's measured points. */
    ck_assert_double_eq_tol(model_curve_ns(&h.malloc_ns, 64 << 20), 34000, 1e-6);
    ck_assert_double_eq_tol(model_curve_ns(&h.malloc_ns, 1 << 30), 75000, 1e-6);
    ck_assert_double_eq_tol(model_curve_ns(&h.free_ns, 64 << 20), 40000, 1e-6);
    ck_assert_double_eq_tol(model_curve_ns(&h.free_ns, 1 << 30), 237000, 1e-6);
    ck_assert_int_ne(model_profile_load(&h, "no-such-gpu", err, sizeof err), 0);
    ck_assert_ptr_nonnull(strstr(err, "not found"));
}
END_TEST

START_TEST(profile_file_errors)
{
    const char *path = test_tmp(".profile");
    FILE *f = fopen(path, "w");
    fprintf(f, "capacity = 1G\n\nlaunch_ns = 2us\nwarp_speed = 9\n");
    fclose(f);
    struct model_profile p;
    char err[512];
    ck_assert_int_ne(model_profile_load_file(&p, path, err, sizeof err), 0);
    ck_assert_msg(strstr(err, "line 4: key 'warp_speed' unknown"), "%s", err);
    f = fopen(path, "w");
    fprintf(f, "capacity = 1G\nlaunch_ns = 2us\nkernel_gap_ns = 0\n");
    fclose(f);
    ck_assert_int_ne(model_profile_load_file(&p, path, err, sizeof err), 0);
    ck_assert_msg(strstr(err, "key 'malloc_ns' missing"), "%s", err);
}
END_TEST

/* Spans the host may wait on: the end of those under way at a time, and
 * the ones that ended forgotten; many adds keep the array bounded by what
 * has not ended. */
START_TEST(spans_under_way)
{
    struct model_spans sp = { 0 };
    ck_assert(model_spans_add(&sp, 0, 10, 20));
    ck_assert(model_spans_add(&sp, 0, 15, 40));
    ck_assert(model_spans_add(&sp, 0, 50, 60));
    ck_assert_uint_eq(model_spans_end_at(&sp, 5), 5);   /* none begun */
    ck_assert_uint_eq(model_spans_end_at(&sp, 12), 20); /* the first only */
    ck_assert_uint_eq(model_spans_end_at(&sp, 18), 40); /* both: the later end */
    ck_assert_uint_eq(model_spans_prune(&sp, 20), 2);   /* [10, 20) forgotten */
    ck_assert_uint_eq(model_spans_end_at(&sp, 45), 45); /* between spans */
    ck_assert_uint_eq(model_spans_prune(&sp, 60), 0);
    /* one span at a time, each ending before the next: the array never
     * holds more than what a full one's prune leaves */
    for (uint64_t t = 0; t < 100000; t += 10)
        ck_assert(model_spans_add(&sp, t, t, t + 5));
    ck_assert(sp.cap <= 128);
    ck_assert(model_spans_valid(&sp));
    model_spans_free(&sp);
    ck_assert_uint_eq(sp.n, 0);
}
END_TEST

/* u64map against a plain array of the same 3000 keys, U64MAP_EMPTY's stand-in
 * (key 2999 stored as UINT64_MAX) included: every get, del and the iteration
 * agree with the array. */
START_TEST(map_insert_delete)
{
    enum { N = 3000 };
    static uint64_t val[N];
    static bool present[N];
    memset(present, 0, sizeof present);
    struct u64map m;
    u64map_init(&m);
    uint64_t x = 12345;
    for (int i = 0; i < 20000; i++) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        uint64_t k = (x >> 33) % N; /* many collisions and re-inserts */
        uint64_t key = k == N - 1 ? UINT64_MAX : k, v;
        if (x & (1ull << 20)) {
            ck_assert_int_eq(u64map_put(&m, key, k * 7 + (uint64_t)i), 0);
            present[k] = true;
            val[k] = k * 7 + (uint64_t)i;
        } else {
            ck_assert(u64map_del(&m, key, &v) == present[k]);
            if (present[k])
                ck_assert_uint_eq(v, val[k]);
            present[k] = false;
            ck_assert(!u64map_get(&m, key, NULL));
        }
        if (i % 1000 == 0)
            ck_assert(u64map_valid(&m));
    }
    ck_assert(u64map_valid(&m));
    uint64_t n = 0, pos = 0, key, v;
    while (u64map_next(&m, &pos, &key, &v)) {
        uint64_t k = key == UINT64_MAX ? N - 1 : key;
        ck_assert(k < N && present[k]);
        ck_assert_uint_eq(v, val[k]);
        n++;
    }
    uint64_t want = 0;
    for (int k = 0; k < N; k++)
        want += present[k];
    ck_assert_uint_eq(n, want);
    ck_assert_uint_eq(m.count, want);
    u64map_free(&m);
}
END_TEST

/* The driver's 2 MiB blocks for requests under 2 MiB (sim_cuda_blocks.h):
 * the tightest free run over all blocks (the oldest on a tie), at its
 * start, in 512-byte granules; freed runs merged; a block unmapped with its
 * last allocation. New blocks go top-down, as sim_upstream places them. */
static uint64_t next_fresh;
static int place(struct sim_cuda_blocks *c, uint64_t size, uint64_t *addr)
{
    int m = sim_cuda_blocks_alloc(c, size, next_fresh, addr);
    if (m == 1)
        next_fresh -= 2ull << 20;
    return m;
}

START_TEST(cuda_blocks_best_fit)
{
    const uint64_t K = 1024, M = 1024 * K, A = 64 * M, B = A - 2 * M, C = B - 2 * M;
    struct sim_cuda_blocks c;
    uint64_t a1, a2, a3, a4, a5, a6;
    sim_cuda_blocks_init(&c);
    next_fresh = A;
    ck_assert(!sim_cuda_blocks_packed(0) && !sim_cuda_blocks_packed(2 * M));
    ck_assert(sim_cuda_blocks_packed(2 * M - 1));
    ck_assert_int_eq(place(&c, M, &a1), 1); /* maps A */
    ck_assert_uint_eq(a1, A);
    ck_assert_int_eq(place(&c, 512 * K, &a2), 0); /* A: 1.5M used */
    ck_assert_uint_eq(a2, A + M);
    ck_assert_int_eq(place(&c, 768 * K, &a3), 1); /* no room: maps B */
    ck_assert_uint_eq(a3, B);
    ck_assert_int_eq(place(&c, 100, &a4), 0); /* A's 512K run is tighter than B's */
    ck_assert_uint_eq(a4, A + 1536 * K);
    ck_assert(sim_cuda_blocks_valid(&c));
    ck_assert_int_eq(sim_cuda_blocks_release(&c, a1), 0); /* A keeps a2 and a4 */
    ck_assert_int_eq(place(&c, 300 * K, &a5), 0); /* A's tail (512K - 512) beats its 1M hole */
    ck_assert_uint_eq(a5, A + 1536 * K + 512);
    ck_assert_int_eq(place(&c, M, &a6), 0); /* A's hole fits exactly */
    ck_assert_uint_eq(a6, A);
    ck_assert_int_eq(sim_cuda_blocks_release(&c, a3), 1); /* B's last: unmapped */
    ck_assert_int_eq(sim_cuda_blocks_release(&c, 99), 0); /* never placed */
    ck_assert_int_eq(sim_cuda_blocks_release(&c, a2), 0);
    ck_assert_int_eq(sim_cuda_blocks_release(&c, a4), 0);
    ck_assert_int_eq(sim_cuda_blocks_release(&c, a5), 0);
    ck_assert(sim_cuda_blocks_valid(&c));
    ck_assert_uint_eq(c.space.nsegments, 1);
    const struct freetree *runs = &space_lists(&c.space, 0)->tree[0];
    ck_assert_uint_eq(runs->count, 1); /* a6 at the start, the rest one run */
    ck_assert_uint_eq(tree_largest(runs)->addr % (2 * M), M);
    ck_assert_int_eq(sim_cuda_blocks_release(&c, a6), 1);
    ck_assert_uint_eq(c.space.nsegments, 0);
    ck_assert_int_eq(place(&c, 1536 * K, &a1), 1); /* C */
    ck_assert_int_eq(place(&c, 1536 * K, &a2), 1); /* D: its run as long as C's... */
    ck_assert_uint_eq(a1, C);
    ck_assert_uint_eq(a2, C - 2 * M);
    ck_assert_int_eq(place(&c, 4 * K, &a3), 0); /* ...the older block wins */
    ck_assert_uint_eq(a3, C + 1536 * K);
    ck_assert_int_eq(sim_cuda_blocks_release(&c, a2), 1);
    ck_assert_int_eq(sim_cuda_blocks_release(&c, a1), 0);
    ck_assert_int_eq(sim_cuda_blocks_release(&c, a3), 1);
    ck_assert_uint_eq(c.space.nsegments, 0);

    /* resnet-18's first 34 requests under 2 MiB with the `cuda` allocator on
     * managed memory, and where the driver put them (an H100 with driver 580,
     * read off gpurun --timeline): size, the block (in order of first use),
     * the offset in it */
    static const uint64_t measured[][3] = {
        { 37632, 0, 0 },         { 512, 0, 37888 },       { 147456, 0, 38400 },
        { 512, 0, 185856 },      { 147456, 0, 186368 },   { 512, 0, 333824 },
        { 147456, 0, 334336 },   { 512, 0, 481792 },      { 147456, 0, 482304 },
        { 512, 0, 629760 },      { 294912, 0, 630272 },   { 1024, 0, 925184 },
        { 589824, 0, 926208 },   { 1024, 0, 1516032 },    { 32768, 0, 1517056 },
        { 1024, 0, 1549824 },    { 589824, 1, 0 },        { 1024, 0, 1550848 },
        { 589824, 1, 589824 },   { 1024, 0, 1551872 },    { 1179648, 2, 0 },
        { 2048, 0, 1552896 },    { 2048, 0, 1554944 },    { 131072, 0, 1556992 },
        { 2048, 0, 1688064 },    { 2048, 0, 1690112 },    { 2048, 0, 1692160 },
        { 4096, 0, 1694208 },    { 4096, 0, 1698304 },    { 524288, 1, 1179648 },
        { 4096, 1, 1703936 },    { 4096, 1, 1708032 },    { 4096, 1, 1712128 },
        { 2052000, 3, 0 },       { 128, 3, 2052096 },
    };
    next_fresh = A;
    for (size_t i = 0; i < sizeof measured / sizeof measured[0]; i++) {
        uint64_t addr;
        ck_assert_int_ge(place(&c, measured[i][0], &addr), 0);
        ck_assert_msg(addr == A - measured[i][1] * 2 * M + measured[i][2],
                      "request %zu (%" PRIu64 " B): block %" PRIu64 " offset %" PRIu64
                      ", measured block %" PRIu64 " offset %" PRIu64, i, measured[i][0],
                      (A + 2 * M - 1 - addr) >> 21, addr & (2 * M - 1), measured[i][1],
                      measured[i][2]);
    }
    sim_cuda_blocks_free(&c);
    sim_cuda_blocks_init(&c);
    next_fresh = 1ull << 40;

    /* random requests and releases keep the invariants */
    uint64_t x = 7, live[64] = { 0 };
    int maps = 0, unmaps = 0;
    for (int i = 0; i < 5000; i++) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        int k = (int)((x >> 40) % 64);
        if (live[k]) {
            unmaps += sim_cuda_blocks_release(&c, live[k]);
            live[k] = 0;
        } else {
            int m = place(&c, 1 + (x >> 20) % (2 * M - 1), &live[k]);
            ck_assert_int_ge(m, 0);
            maps += m;
        }
        if (i % 250 == 0)
            ck_assert(sim_cuda_blocks_valid(&c));
    }
    ck_assert_int_eq(maps - unmaps, (int)c.space.nsegments);
    ck_assert_int_gt(unmaps, 0);
    sim_cuda_blocks_free(&c);
}
END_TEST

/* ---- streams waiting for events ------------------------------------------------ */

static uint64_t kernel_ends[8];
static int nkernel_ends;
static void note_kernel_end(void *ctx, const struct sim_op *op, uint64_t now)
{
    (void)ctx;
    (void)op;
    if (nkernel_ends < 8)
        kernel_ends[nkernel_ends++] = now;
}

/* A record lets the streams waiting for it go on as a sweep over all
 * streams in the order of their first use would, repeated while records
 * finish: one later in the sweep than the stream whose record woke it goes
 * on in the same sweep, one earlier in the next. Streams 0, 7, 3, 5 are
 * used in that order; 0 runs kernel K0 (100 ns) and records e1; 5 waits
 * for e1, records e2 and runs KC (20 ns); 7 waits for e2 and runs KA
 * (30 ns); 3 waits for e1 and runs KB (10 ns). When e1 is done, the sweep
 * meets 3 (KB), then 5 (KC, and e2 is done), and 7, before 5, only in the
 * next sweep (KA): the engine runs KB, KC, KA. */
START_TEST(waits_go_on_in_sweep_order)
{
    struct sim_timeline t;
    sim_timeline_init(&t, NULL);
    t.kernel_end = note_kernel_end;
    nkernel_ends = 0;
    static const uint32_t order[] = { 0, 7, 3, 5 };
    for (int i = 0; i < 4; i++) /* first use: the streams' indices */
        sim_timeline_record(&t, 99, order[i]);
    sim_timeline_launch(&t, 0, 100, 0, 0, 0);
    sim_timeline_record(&t, 1, 0);
    sim_timeline_wait(&t, 5, 1);
    sim_timeline_record(&t, 2, 5);
    sim_timeline_launch(&t, 5, 20, 0, 0, 0);
    sim_timeline_wait(&t, 7, 2);
    sim_timeline_launch(&t, 7, 30, 0, 0, 0);
    sim_timeline_wait(&t, 3, 1);
    sim_timeline_launch(&t, 3, 10, 0, 0, 0);
    ck_assert(sim_timeline_valid(&t));
    sim_timeline_sync_device(&t);
    ck_assert(sim_timeline_valid(&t) && !t.oom);
    static const uint64_t want[] = { 100, 110, 130, 160 }; /* K0, KB, KC, KA */
    ck_assert_int_eq(nkernel_ends, 4);
    for (int i = 0; i < 4; i++)
        ck_assert_uint_eq(kernel_ends[i], want[i]);
    sim_timeline_free(&t);
}
END_TEST

/* Upstream remembers the latency of each size it was asked for (struct
 * sim_cost_memo): whatever the sizes share a slot of the memo, every
 * cudaMalloc and cudaFree is charged the profile curve's latency for its
 * size. 1000 sizes from 4 MiB up (far more than the memo's slots, each
 * slot shared), reserved and released twice in a different order. */
START_TEST(upstream_latency_remembered)
{
    struct model_profile p;
    char err[512];
    memset(&p, 0, sizeof p);
    ck_assert_int_eq(model_profile_set(&p, "malloc_ns", "4K:1.5us 64M:34us 1G:75us", err,
                                     sizeof err), 0);
    ck_assert_int_eq(model_profile_set(&p, "free_ns", "4K:1us 1G:50us", err, sizeof err), 0);
    struct sim_timeline t;
    sim_timeline_init(&t, NULL);
    struct sim_upstream u;
    sim_upstream_init(&u, &t, &p, SIM_UPSTREAM_DEVICE, UINT64_MAX / 4);
    enum { N = 1000 };
    static uint64_t addr[N];
    uint64_t want_alloc = 0, want_free = 0;
    for (int pass = 0; pass < 2; pass++) {
        for (int j = 0; j < N; j++) {
            int i = pass ? N - 1 - j : (j * 7) % N; /* 7 and N are coprime: each once */
            uint64_t size = (4ull << 20) + (uint64_t)i * 512;
            ck_assert_int_eq(u.env.reserve(&u, size, 0, &addr[i]), 0);
            want_alloc += model_ns(model_curve_ns(&p.malloc_ns, size));
        }
        for (int i = 0; i < N; i++) {
            uint64_t size = (4ull << 20) + (uint64_t)i * 512;
            u.env.release(&u, addr[i], size);
            want_free += model_ns(model_curve_ns(&p.free_ns, size));
        }
    }
    ck_assert(!u.bad_release && !u.oom && u.allocs == 2 * N && u.frees == 2 * N);
    ck_assert_uint_eq(u.alloc_ns, want_alloc);
    ck_assert_uint_eq(u.free_ns, want_free);
    sim_upstream_free(&u);
    sim_timeline_free(&t);
}
END_TEST

Suite *sim_parts_suite(void); /* the runner finds it by name */
Suite *sim_parts_suite(void)
{
    Suite *s = suite_create("sim_parts");
    TCase *tc = tcase_create("parts");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, curve_interpolates_log_log);
    tcase_add_test(tc, shipped_profiles_load);
    tcase_add_test(tc, profile_file_errors);
    tcase_add_test(tc, map_insert_delete);
    tcase_add_test(tc, spans_under_way);
    tcase_add_test(tc, cuda_blocks_best_fit);
    tcase_add_test(tc, upstream_latency_remembered);
    tcase_add_test(tc, waits_go_on_in_sweep_order);
    suite_add_tcase(s, tc);
    return s;
}
