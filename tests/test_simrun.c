/* test_simrun.c: suite `simrun`: the simulator's pieces (profiles and their
 * cost curves, the id map) and the simrun program end to end on small
 * traces written here, whose simulated times are computed by hand from a
 * test profile with round numbers (written below, beside the expected
 * figures). */
#include <check.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "policy.h"
#include "sim_cuda_blocks.h"
#include "u64map.h"
#include "model_profile.h"
#include "model_spans.h"
#include "testutil.h"
#include "trace.h"

/* The allocator replay: device memory (cudaMalloc), every byte resident,
 * so the times below are allocation costs, launches and kernels only; the
 * Unified Memory engine has its own suite (test_uvm.c). */
#define SIMRUN TEST_BIN("simrun") " --memory device"

/* ---- helpers -------------------------------------------------------------- */

/* Round numbers for hand computation: launch 2 us; cudaMalloc 10 us up to
 * 1 KiB, rising log-log to 20 us at 1 MiB and 30 us at 2 MiB, the cost of
 * a request under 2 MiB for which the driver maps a new block
 * (sim_cuda_blocks.h; pools that reserve more than 2 MiB pay the
 * extrapolated cost; tests read it back from the output); cudaFree 5 us
 * at every size. */
static const char *test_profile(void)
{
    static char path[256];
    if (!path[0]) {
        snprintf(path, sizeof path, "%s", test_tmp(".profile"));
        FILE *f = fopen(path, "w");
        ck_assert_ptr_nonnull(f);
        fprintf(f, "# test profile\n"
                   "description = round numbers for tests\n"
                   "capacity = 1G\n"
                   "launch_ns = 2us\nkernel_gap_ns = 0\n"
                   "malloc_ns = 1K:10us 1M:20us 2M:30us\n"
                   "free_ns = 1K:5us\n"
                   "managed_malloc_ns = 1K:1us\n"
                   "managed_free_ns = 1K:1us\n"
                   "fault_batch = 256\nfault_window = 1M\nfault_batch_ns = 20us\n"
                   "fault_block_ns = 2us\nfault_wake_ns = 0\nfault_h2d_ns = 4K:10us\n"
                   "prefetch_h2d_ns = 4K:10us\nprefetch_d2h_ns = 4K:10us\n"
                   "evict_d2h_ns = 4K:10us\ncpu_fault_d2h_ns = 4K:10us\n"
                   "remote_ns = 4K:10us\n"
                   "host_populate_ns = 4K:0\nprefetch_host_ns = 4K:0\n"
                   "fault_zero_ns = 4K:0\nhost_read_ns = 4K:0\nhost_write_ns = 4K:0\n"
                   "host_write_cold_ns = 4K:0\n"
                   "prefetch_call_ns = 4K:0\nprefetch_defer_ns = 0\nprefetch_queue = 0\n"
                   "prefetch_zero_ns = 4K:0\nprefetch_zero_defer_ns = 4K:0\n"
                   "managed_free_resident_ns = 4K:0\nmemcpy_h2d_ns = 4K:0\n"
                   "memcpy_d2h_ns = 4K:0\n");
        fclose(f);
    }
    return path;
}

#define EV(op_, obj_, stream_, a_, b_, ns_) \
    { .op = (op_), .obj = (obj_), .stream = (stream_), .a = (a_), .b = (b_), .ns = (ns_) }

/* Write a trace: buffers of the given sizes, one access row (all of buffer
 * 0) for LAUNCH events to point at (a=0, b=1), and the events. */
static const char *write_trace(const uint64_t *sizes, int nb, const struct trace_event *ev,
                               int ne)
{
    const char *path = test_tmp(".h5");
    struct trace_error err;
    struct trace_writer *w = trace_writer_create(path, "test_simrun", NULL, &err);
    ck_assert_msg(w != NULL, "%s", err.msg);
    for (int i = 0; i < nb; i++) {
        struct trace_buffer b = { .size = sizes[i] };
        ck_assert_int_eq(trace_writer_buffer(w, &b, NULL, &err), 0);
    }
    struct trace_access acc = { .buffer = 0, .offset = 0, .length = sizes[0], .mode = 1 };
    ck_assert_int_eq(trace_writer_access(w, &acc, &err), 0);
    for (int i = 0; i < ne; i++)
        ck_assert_int_eq(trace_writer_event(w, &ev[i], &err), 0);
    ck_assert_msg(trace_writer_close(w, &err) == 0, "%s", err.msg);
    return path;
}

/* The number after "\"key\":" in the line of out that mentions policy. */
static double json_num(const char *out, const char *policy, const char *key)
{
    char pat[128];
    snprintf(pat, sizeof pat, "\"policy\":\"%s\"", policy);
    const char *line = strstr(out, pat);
    ck_assert_msg(line != NULL, "no run of %s in: %s", policy, out);
    while (line > out && line[-1] != '\n')
        line--;
    const char *end = strchr(line, '\n');
    snprintf(pat, sizeof pat, "\"%s\":", key);
    const char *k = strstr(line, pat);
    ck_assert_msg(k != NULL && (!end || k < end), "no key %s for %s", key, policy);
    return strtod(k + strlen(pat), NULL);
}

static int count_lines(const char *s)
{
    int n = 0;
    for (; *s; s++)
        n += *s == '\n';
    return n;
}

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
    /* Past the end the last slope continues: 64 MiB -> 1 GiB is a factor
     * of 16, 1 GiB -> 4 GiB half that in log size. */
    ck_assert_double_eq_tol(model_curve_ns(&p.malloc_ns, 4ull << 30),
                            75000 * sqrt(75000 / 34000.0), 1e-3);
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
 * last allocation. */
static uint64_t next_fresh;
static int place(struct sim_cuda_blocks *c, uint64_t size, uint64_t *addr)
{
    int m = sim_cuda_blocks_alloc(c, size, next_fresh, addr);
    if (m == 1)
        next_fresh += 2ull << 20;
    return m;
}

START_TEST(cuda_blocks_best_fit)
{
    const uint64_t K = 1024, M = 1024 * K, A = 64 * M, B = A + 2 * M, C = B + 2 * M;
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
    ck_assert_uint_eq(c.n, 1);
    ck_assert_uint_eq(c.b[0].nfree, 1); /* a6 at the start, the rest one run */
    ck_assert_uint_eq(c.b[0].free[0].start, 2048);
    ck_assert_int_eq(sim_cuda_blocks_release(&c, a6), 1);
    ck_assert_uint_eq(c.n, 0);
    ck_assert_int_eq(place(&c, 1536 * K, &a1), 1); /* C */
    ck_assert_int_eq(place(&c, 1536 * K, &a2), 1); /* D: its run as long as C's... */
    ck_assert_uint_eq(a1, C);
    ck_assert_uint_eq(a2, C + 2 * M);
    ck_assert_int_eq(place(&c, 4 * K, &a3), 0); /* ...the older block wins */
    ck_assert_uint_eq(a3, C + 1536 * K);
    ck_assert_int_eq(sim_cuda_blocks_release(&c, a2), 1);
    ck_assert_int_eq(sim_cuda_blocks_release(&c, a1), 0);
    ck_assert_int_eq(sim_cuda_blocks_release(&c, a3), 1);
    ck_assert_uint_eq(c.n, 0);

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
        ck_assert_msg(addr == A + measured[i][1] * 2 * M + measured[i][2],
                      "request %zu (%" PRIu64 " B): block %" PRIu64 " offset %" PRIu64
                      ", measured block %" PRIu64 " offset %" PRIu64, i, measured[i][0],
                      (addr - A) >> 21, (addr - A) & (2 * M - 1), measured[i][1], measured[i][2]);
    }
    sim_cuda_blocks_free(&c);
    sim_cuda_blocks_init(&c);

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
    ck_assert_int_eq(maps - unmaps, (int)c.n);
    ck_assert_int_gt(unmaps, 0);
    sim_cuda_blocks_free(&c);
}
END_TEST

/* ---- simrun end to end -------------------------------------------------------- */

/* cuda: every ALLOC is a cudaMalloc, every FREE a cudaFree; the cudaFree
 * waits for the queued kernels, the cudaMalloc does not. All three requests
 * are under 2 MiB: the driver packs them into one 2 MiB block, mapped by
 * the first (the cost of a 2 MiB cudaMalloc) and unmapped by the last
 * cudaFree (sim_cuda_blocks.h). By hand, with the test profile (times in us):
 *   row 0 ALLOC b0 1K      host 0 -> 30 (maps the block: malloc 2M, 30)
 *   row 1 LAUNCH 100us     host 32; kernel 32..132
 *   row 2 ALLOC b1 1M, 0.5 before: host 32.5, +20 (fits) -> 52.5
 *   row 3 LAUNCH 50us      host 54.5; kernel 132..182
 *   row 4 FREE b0          waits to 182, +5 -> 187
 *   row 5 ALLOC b2 1K      +10 (fits) -> 197
 *   row 6 FREE b1          +5 -> 202
 *   row 7 FREE b2          +5 (unmaps the block: free 2M, 5) -> 207
 *   row 8 ITER 8 samples
 * Total 207 us (229 had the cudaMalloc of row 2 waited for the kernel); host
 * waited 127.5 us; 3 cudaMalloc (60 us), 3 cudaFree (15 us). */
static const uint64_t cuda_sizes[] = { 1024, 1 << 20, 1024 };
static const struct trace_event cuda_events[] = {
    EV(TRACE_ALLOC, 0, 0, 0, 0, 0),  EV(TRACE_LAUNCH, 0, 0, 0, 1, 100000),
    EV(TRACE_ALLOC, 1, 0, 0, 0, 500), EV(TRACE_LAUNCH, 1, 0, 0, 1, 50000),
    EV(TRACE_FREE, 0, 0, 0, 0, 0),   EV(TRACE_ALLOC, 2, 0, 0, 0, 0),
    EV(TRACE_FREE, 1, 0, 0, 0, 0),   EV(TRACE_FREE, 2, 0, 0, 0, 0),
    EV(TRACE_ITER, 0, 0, 8, 0, 0),
};

START_TEST(cuda_time_by_hand)
{
    const char *tr = write_trace(cuda_sizes, 3, cuda_events, 9);
    char *out;
    int rc = test_run(&out, SIMRUN " --gpu %s --json --no-wall --policy cuda %s", test_profile(),
                      tr);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    ck_assert_int_eq(count_lines(out), 1);
    ck_assert_double_eq(json_num(out, "cuda", "time_ns"), 207000);
    ck_assert_double_eq(json_num(out, "cuda", "upstream_allocs"), 3);
    ck_assert_double_eq(json_num(out, "cuda", "upstream_frees"), 3);
    ck_assert_double_eq(json_num(out, "cuda", "upstream_alloc_ns"), 60000);
    ck_assert_double_eq(json_num(out, "cuda", "upstream_free_ns"), 15000);
    ck_assert_double_eq(json_num(out, "cuda", "upstream_sync_wait_ns"), 127500);
    ck_assert_double_eq(json_num(out, "cuda", "kernel_ns"), 150000);
    ck_assert_double_eq(json_num(out, "cuda", "samples"), 8);
    ck_assert_double_eq_tol(json_num(out, "cuda", "samples_per_sec"), 8 / 207e-6, 1e-3);
    ck_assert_double_eq(json_num(out, "cuda", "peak_requested_bytes"), (1 << 20) + 1024);
    ck_assert_double_eq(json_num(out, "cuda", "alloc_ops"), 6);
    ck_assert_ptr_null(strstr(out, "wall_s"));
    ck_assert_double_eq(json_num(out, "cuda", "host_overhead_ns_per_event"), 0);
    free(out);
    /* --host-overhead 1us: a harness's 1 us before each of the 9 events.
     * Rows 0 and 1 end at 31 and 34 (kernel 34..134); rows 2 and 3 at 55.5
     * and 58.5 (kernel 134..184); row 4's wait hides their 3 us and its own
     * (59.5, waits to 184, +5 = 189); rows 5 to 8 show theirs: 200, 206,
     * 212, 213. Total 213 us: 6 of the 9 us (added at the end, all 9, it
     * would be 216). */
    rc = test_run(&out, SIMRUN " --gpu %s --json --no-wall --host-overhead 1us --policy cuda %s",
                  test_profile(), tr);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    ck_assert_double_eq(json_num(out, "cuda", "time_ns"), 213000);
    ck_assert_double_eq(json_num(out, "cuda", "host_overhead_ns_per_event"), 1000);
    ck_assert_double_eq(json_num(out, "cuda", "upstream_alloc_ns"), 60000);
    free(out);
}
END_TEST

/* A pool keeps a freed block and serves the next ALLOC of that size from
 * it: one cudaMalloc, no cudaFree, and the second ALLOC does not wait for
 * the kernel. By hand (us), with F the pool's first cudaMalloc: ALLOC F;
 * LAUNCH host F+2, kernel F+2..F+102; FREE (cached, no call) F+2; ALLOC b1
 * from the cache F+2; LAUNCH host F+4, kernel F+102..F+202; end F+202.
 * cuda: ALLOC 30 (1 MiB: maps a driver block); LAUNCH host 32, kernel
 * 32..132; FREE waits to 132, +5 (unmaps it) = 137; ALLOC +30 (maps
 * another) = 167; LAUNCH host 169, kernel 169..269. */
static const uint64_t pool_sizes[] = { 1 << 20, 1 << 20 };
static const struct trace_event pool_events[] = {
    EV(TRACE_ALLOC, 0, 0, 0, 0, 0), EV(TRACE_LAUNCH, 0, 0, 0, 1, 100000),
    EV(TRACE_FREE, 0, 0, 0, 0, 0),  EV(TRACE_ALLOC, 1, 0, 0, 0, 0),
    EV(TRACE_LAUNCH, 1, 0, 0, 0, 100000), EV(TRACE_ITER, 0, 0, 1, 0, 0),
};

START_TEST(pool_reserves_once)
{
    const char *tr = write_trace(pool_sizes, 2, pool_events, 6);
    char *out;
    int rc = test_run(&out, SIMRUN " --gpu %s --json --no-wall --policy cuda,bestfit,bfc,caching"
                      " %s", test_profile(), tr);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    ck_assert_int_eq(count_lines(out), 4);
    ck_assert_double_eq(json_num(out, "cuda", "upstream_allocs"), 2);
    ck_assert_double_eq(json_num(out, "cuda", "time_ns"), 269000);
    static const char *pools[] = { "bestfit", "bfc", "caching" };
    for (int i = 0; i < 3; i++) {
        ck_assert_double_eq(json_num(out, pools[i], "upstream_allocs"), 1);
        ck_assert_double_eq(json_num(out, pools[i], "upstream_frees"), 0);
        ck_assert_double_eq(json_num(out, pools[i], "cache_hits"), 1);
        /* Pools reserve their own segment size; the time does not depend
         * on it here beyond the first cudaMalloc. */
        double first = json_num(out, pools[i], "upstream_alloc_ns");
        ck_assert_double_eq(json_num(out, pools[i], "time_ns"), 202000 + first);
    }
    free(out);
}
END_TEST

/* Streams and host sync (us): ALLOC 10; LAUNCH s1 100: host 12, 12..112;
 * LAUNCH s2 50: host 14, 112..162; SYNC stream 1: host 112; LAUNCH s1 10:
 * host 114, starts when the device is free, 162..172; HOST 5: waits for
 * the device, 172..177. End 177. (A device-wide SYNC would end at 179; a
 * HOST event that did not wait would end at 172.) With kernel_gap_ns = 1
 * us each kernel holds the GPU 1 us before its own time: 13..113, 114..164;
 * the SYNC returns at 113, the third launch at 115 runs 165..175, the HOST
 * event 175..180. */
static const uint64_t sync_sizes[] = { 4096 };
static const struct trace_event sync_events[] = {
    EV(TRACE_ALLOC, 0, 1, 0, 0, 0),          EV(TRACE_LAUNCH, 0, 1, 0, 1, 100000),
    EV(TRACE_LAUNCH, 1, 2, 0, 1, 50000),     EV(TRACE_SYNC, 0, 1, 0, 0, 0),
    EV(TRACE_LAUNCH, 2, 1, 0, 1, 10000),     EV(TRACE_HOST, 0, 0, 0, 1, 5000),
};

START_TEST(stream_sync_and_host)
{
    struct trace_event ev[6];
    memcpy(ev, sync_events, sizeof ev);
    ev[3].mode = TRACE_SYNC_STREAM;
    ev[5].mode = TRACE_READ;
    const char *tr = write_trace(sync_sizes, 1, ev, 6);
    char *out;
    int rc = test_run(&out, SIMRUN " --gpu %s --json --no-wall --policy bfc %s", test_profile(),
                      tr);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    double first = json_num(out, "bfc", "upstream_alloc_ns");
    ck_assert_double_eq(json_num(out, "bfc", "time_ns"), 177000 - 10000 + first);
    free(out);
    rc = test_run(&out, SIMRUN " --gpu %s --set kernel_gap_ns=1us --json --no-wall --policy bfc"
                  " %s", test_profile(), tr);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    ck_assert_double_eq(json_num(out, "bfc", "time_ns"), 180000 - 10000 + first);
    ck_assert_double_eq(json_num(out, "bfc", "kernel_ns"), 160000);
    free(out);
    ev[3].mode = TRACE_SYNC_DEVICE;
    tr = write_trace(sync_sizes, 1, ev, 6);
    rc = test_run(&out, SIMRUN " --gpu %s --json --no-wall --policy bfc %s", test_profile(), tr);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    ck_assert_double_eq(json_num(out, "bfc", "time_ns"), 179000 - 10000 + first);
    free(out);
}
END_TEST

/* Two 1 MiB buffers live at once under a 1.5 MiB capacity: cuda's second
 * cudaMalloc fails; caching's first already does (a request of 1 MiB goes
 * to its small pool, whose segments are 2 MiB). Each failure is reported,
 * every run is printed with its status, and the exit status is 1. */
static const struct trace_event oom_events[] = {
    EV(TRACE_ALLOC, 0, 0, 0, 0, 0), EV(TRACE_ALLOC, 1, 0, 0, 0, 0),
    EV(TRACE_FREE, 0, 0, 0, 0, 0),  EV(TRACE_FREE, 1, 0, 0, 0, 0),
};

START_TEST(capacity_oom_reported)
{
    const char *tr = write_trace(pool_sizes, 2, oom_events, 4);
    char *out;
    int rc = test_run(&out, SIMRUN " --gpu %s --capacity 1536K --json --no-wall"
                      " --policy cuda,caching %s", test_profile(), tr);
    ck_assert_msg(rc == 1, "rc %d: %s", rc, out);
    char want[512];
    snprintf(want, sizeof want,
             "simrun: %s: /events row 1: ALLOC of buffer 1 (1048576 bytes) failed under policy"
             " cuda: out of memory (reserved 1048576 of capacity 1572864)", tr);
    ck_assert_msg(strstr(out, want), "want '%s' in: %s", want, out);
    /* Both runs are still reported, each with its status. */
    snprintf(want, sizeof want,
             "simrun: %s: /events row 0: ALLOC of buffer 0 (1048576 bytes) failed under policy"
             " caching: out of memory (reserved 0 of capacity 1572864)", tr);
    ck_assert_msg(strstr(out, want), "want '%s' in: %s", want, out);
    ck_assert_double_eq(json_num(out, "cuda", "failed_row"), 1);
    ck_assert_double_eq(json_num(out, "caching", "failed_row"), 0);
    ck_assert_double_eq(json_num(out, "cuda", "upstream_allocs"), 1);
    ck_assert_ptr_nonnull(strstr(out, "\"status\":\"oom\""));
    ck_assert_ptr_null(strstr(out, "\"status\":\"ok\""));
    free(out);
    rc = test_run(&out, SIMRUN " --gpu %s --capacity 2M --policy cuda %s", test_profile(), tr);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    free(out);
}
END_TEST

/* caching isolates streams: a block freed on stream 1 is not reused for
 * stream 2, so stream 2's ALLOC needs a second 2 MiB segment. With room for
 * one segment only, the OOM ladder releases the cached one and retries. */
static const struct trace_event ladder_events[] = {
    EV(TRACE_ALLOC, 0, 1, 0, 0, 0), EV(TRACE_FREE, 0, 1, 0, 0, 0),
    EV(TRACE_ALLOC, 1, 2, 0, 0, 0), EV(TRACE_FREE, 1, 2, 0, 0, 0),
};

START_TEST(caching_oom_ladder)
{
    static const uint64_t sizes[] = { 512 << 10, 512 << 10 };
    const char *tr = write_trace(sizes, 2, ladder_events, 4);
    char *out;
    int rc = test_run(&out, SIMRUN " --gpu %s --capacity 3M --json --no-wall --policy caching %s",
                      test_profile(), tr);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    ck_assert_double_eq(json_num(out, "caching", "oom_flushes"), 1);
    ck_assert_double_eq(json_num(out, "caching", "upstream_allocs"), 2);
    ck_assert_double_eq(json_num(out, "caching", "upstream_frees"), 1);
    ck_assert_double_eq(json_num(out, "caching", "upstream_failed"), 1);
    ck_assert_double_eq(json_num(out, "caching", "peak_reserved_bytes"), 2 << 20);
    free(out);
    /* Without the capacity limit both segments stay reserved. */
    rc = test_run(&out, SIMRUN " --gpu %s --json --no-wall --policy caching %s", test_profile(),
                  tr);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    ck_assert_double_eq(json_num(out, "caching", "oom_flushes"), 0);
    ck_assert_double_eq(json_num(out, "caching", "peak_reserved_bytes"), 4 << 20);
    free(out);
}
END_TEST

/* Fragmentation at the peak of requested bytes (here also that of reserved;
 * tests/test_frag.c separates the two), under bestfit (cached blocks are
 * reused for their exact size only, never merged): a 1 MiB and a 512 KiB
 * block are freed and cached, then a 4 MiB request needs a new
 * reservation: reserved 6.5 MiB, allocated 5 MiB (x and c), free 1.5 MiB
 * whose largest block is 1 MiB. frag_reserved = 1 - 5/6.5 = 3/13, frag_free
 * = 1 - 1/1.5 = 1/3. */
static const uint64_t frag_sizes[] = { 1 << 20, 512 << 10, 1 << 20, 4 << 20 };
static const struct trace_event frag_events[] = {
    EV(TRACE_ALLOC, 0, 0, 0, 0, 0), EV(TRACE_ALLOC, 1, 0, 0, 0, 0),
    EV(TRACE_ALLOC, 2, 0, 0, 0, 0), EV(TRACE_FREE, 0, 0, 0, 0, 0),
    EV(TRACE_FREE, 1, 0, 0, 0, 0),  EV(TRACE_ALLOC, 3, 0, 0, 0, 0),
    EV(TRACE_FREE, 2, 0, 0, 0, 0),  EV(TRACE_FREE, 3, 0, 0, 0, 0),
};

START_TEST(fragmentation_at_peak)
{
    const char *tr = write_trace(frag_sizes, 4, frag_events, 8);
    char *out;
    int rc = test_run(&out, SIMRUN " --gpu %s --json --no-wall --policy bestfit,cuda %s",
                      test_profile(), tr);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    ck_assert_double_eq(json_num(out, "bestfit", "peak_reserved_bytes"), 6.5 * (1 << 20));
    ck_assert_double_eq(json_num(out, "bestfit", "peak_allocated_bytes"), 5 << 20);
    ck_assert_double_eq(json_num(out, "bestfit", "peak_requested_bytes"), 5 << 20);
    ck_assert_double_eq_tol(json_num(out, "bestfit", "frag_reserved_at_peak"), 3.0 / 13, 1e-8);
    ck_assert_double_eq_tol(json_num(out, "bestfit", "frag_free_at_peak"), 1.0 / 3, 1e-8);
    ck_assert_double_eq(json_num(out, "cuda", "frag_reserved_at_peak"), 0);
    ck_assert_double_eq(json_num(out, "cuda", "frag_free_at_peak"), 0);
    free(out);
}
END_TEST

/* The key names of a JSON line, in order, comma-joined. */
static void json_keys(const char *line, char *keys, size_t len)
{
    keys[0] = '\0';
    bool in_str = false;
    const char *start = NULL;
    for (const char *p = line; *p && *p != '\n'; p++) {
        if (*p == '\\' && in_str) {
            p++;
            continue;
        }
        if (*p == '"') {
            in_str = !in_str;
            if (in_str)
                start = p + 1;
            else if (p[1] == ':') {
                size_t l = strlen(keys);
                snprintf(keys + l, len - l, "%s%.*s", l ? "," : "", (int)(p - start), start);
            }
        }
    }
}

START_TEST(json_csv_same_keys_and_deterministic)
{
    const char *tr = write_trace(cuda_sizes, 3, cuda_events, 9);
    const char *pols = "cuda,bestfit,bfc,stream,caching,rmm-pool";
    for (int wall = 0; wall < 2; wall++) {
        char *js, *cs;
        const char *flag = wall ? "" : "--no-wall";
        ck_assert_int_eq(test_run(&js, SIMRUN " --gpu %s --json %s --policy %s %s", test_profile(),
                                  flag, pols, tr), 0);
        ck_assert_int_eq(test_run(&cs, SIMRUN " --gpu %s --csv %s --policy %s %s", test_profile(),
                                  flag, pols, tr), 0);
        ck_assert_int_eq(count_lines(js), 6);
        ck_assert_int_eq(count_lines(cs), 7);
        char keys[4096];
        json_keys(js, keys, sizeof keys);
        size_t hl = strcspn(cs, "\n");
        ck_assert_msg(strlen(keys) == hl && strncmp(keys, cs, hl) == 0, "json %s\ncsv %.*s", keys,
                      (int)hl, cs);
        ck_assert_ptr_nonnull(strstr(keys, "peak_reserved_bytes"));
        ck_assert_ptr_nonnull(strstr(keys, "peak_allocated_bytes"));
        ck_assert(wall ? strstr(keys, "wall_s") != NULL : strstr(keys, "wall_s") == NULL);
        free(js);
        free(cs);
    }
    char *a, *b, *t;
    ck_assert_int_eq(test_run(&a, SIMRUN " --gpu %s --json --no-wall --seed 7 --policy %s %s",
                              test_profile(), pols, tr), 0);
    ck_assert_int_eq(test_run(&b, SIMRUN " --gpu %s --json --no-wall --seed 7 --policy %s %s",
                              test_profile(), pols, tr), 0);
    ck_assert_str_eq(a, b);
    ck_assert_int_eq(test_run(&t, SIMRUN " --gpu %s --policy %s %s", test_profile(), pols, tr), 0);
    ck_assert_ptr_nonnull(strstr(t, "peak_reserved (MiB)"));
    ck_assert_ptr_nonnull(strstr(t, "time (ms)"));
    ck_assert_ptr_nonnull(strstr(t, "params of column"));
    free(a);
    free(b);
    free(t);
}
END_TEST

/* A comma separates policies; a token with '=' and no ':' is one more
 * parameter of the policy before it. */
START_TEST(policy_comma_rule)
{
    const struct policy_allocator *bfc = policy_find_allocator("bfc");
    ck_assert_ptr_nonnull(bfc);
    ck_assert_ptr_nonnull(bfc->info.params);
    ck_assert_ptr_nonnull(bfc->info.params[0].key);
    const struct policy_param *k = &bfc->info.params[0];
    uint64_t v = k->def == k->min ? k->def + 1 : k->min; /* a non-default value */
    const char *tr = write_trace(cuda_sizes, 3, cuda_events, 9);
    char *out, want[128];
    snprintf(want, sizeof want, "\"params\":\"%s=%" PRIu64, k->key, v);
    /* name:k=v,name  /  name,k=v,name  /  --policy twice */
    const char *forms[] = { "bfc:%s=%" PRIu64 ",cuda", "bfc,%s=%" PRIu64 ",cuda" };
    for (int i = 0; i < 2; i++) {
        char spec[128];
        snprintf(spec, sizeof spec, forms[i], k->key, v);
        int rc = test_run(&out, SIMRUN " --gpu %s --json --no-wall --policy '%s' %s",
                          test_profile(), spec, tr);
        ck_assert_msg(rc == 0, "%s: rc %d: %s", spec, rc, out);
        ck_assert_int_eq(count_lines(out), 2);
        char w1[160], w2[160];
        snprintf(w1, sizeof w1, "%s\"", want);
        snprintf(w2, sizeof w2, "%s,", want);
        ck_assert_msg(strstr(out, w1) || strstr(out, w2), "%s: want %s in %s", spec, want, out);
        ck_assert_ptr_nonnull(strstr(out, "\"policy\":\"cuda\""));
        free(out);
    }
    ck_assert_int_eq(test_run(&out, SIMRUN " --gpu %s --json --policy cuda --policy bfc %s",
                              test_profile(), tr), 0);
    ck_assert_int_eq(count_lines(out), 2);
    free(out);
    ck_assert_int_eq(test_run(&out, SIMRUN " --gpu %s --policy %s=1,cuda %s", test_profile(),
                              k->key, tr), 2);
    ck_assert_ptr_nonnull(strstr(out, "before any policy name"));
    free(out);
}
END_TEST

START_TEST(bad_usage_exits_2)
{
    const char *tr = write_trace(cuda_sizes, 3, cuda_events, 9);
    const char *prof = test_profile();
    char *out;
    ck_assert_int_eq(test_run(&out, SIMRUN " --gpu %s --policy nosuch %s", prof, tr), 2);
    ck_assert_msg(strstr(out, "simrun: --policy:") && strstr(out, "nosuch"), "%s", out);
    free(out);
    ck_assert_int_eq(test_run(&out, SIMRUN " --gpu %s --policy bfc:nokey=1 %s", prof, tr), 2);
    ck_assert_msg(strstr(out, "simrun: --policy:") && strstr(out, "nokey"), "%s", out);
    free(out);
    ck_assert_int_eq(test_run(&out, SIMRUN " --gpu %s --policy cuda /nonexistent/t.h5", prof), 2);
    ck_assert_msg(strstr(out, "simrun: /nonexistent/t.h5"), "%s", out);
    free(out);
    ck_assert_int_eq(test_run(&out, SIMRUN " --gpu %s --policy '' %s", prof, tr), 2);
    ck_assert_msg(strstr(out, "simrun: --policy:"), "%s", out);
    free(out);
    ck_assert_int_eq(test_run(&out, SIMRUN " --gpu %s --set warp=1 --policy cuda %s", prof, tr), 2);
    ck_assert_ptr_nonnull(strstr(out, "simrun: --set: key 'warp' unknown"));
    free(out);
    ck_assert_int_eq(test_run(&out, SIMRUN " --gpu %s --capacity 12Q --policy cuda %s", prof, tr),
                     2);
    ck_assert_ptr_nonnull(strstr(out, "simrun: --capacity"));
    free(out);
    ck_assert_int_eq(test_run(&out, SIMRUN " --gpu %s --host-overhead 3furlongs --policy cuda"
                              " %s", prof, tr), 2);
    ck_assert_ptr_nonnull(strstr(out, "simrun: --host-overhead: '3furlongs'"));
    free(out);
    ck_assert_int_eq(test_run(&out, SIMRUN " --gpu no-such-gpu --policy cuda %s", tr), 2);
    ck_assert_msg(strstr(out, "simrun: --gpu: profile 'no-such-gpu' not found"), "%s", out);
    free(out);
    ck_assert_int_eq(test_run(&out, SIMRUN " --gpu %s --json --csv --policy cuda %s", prof, tr), 2);
    free(out);
    /* An invalid trace: FREE of a buffer never allocated. */
    static const struct trace_event bad[] = { EV(TRACE_FREE, 0, 0, 0, 0, 0) };
    const char *btr = write_trace(cuda_sizes, 1, bad, 1);
    ck_assert_int_eq(test_run(&out, SIMRUN " --gpu %s --policy cuda %s", prof, btr), 2);
    ck_assert_msg(strstr(out, "simrun: ") && strstr(out, "/events row 0"), "%s", out);
    free(out);
    /* --set changes the costs: 1 ms per cudaFree adds 3 x (1 ms - 5 us). */
    ck_assert_int_eq(test_run(&out, SIMRUN " --gpu %s --set free_ns=1K:1ms --json --no-wall"
                              " --policy cuda %s", prof, tr), 0);
    ck_assert_double_eq(json_num(out, "cuda", "time_ns"), 207000 + 3 * 995000);
    free(out);
    ck_assert_int_eq(test_run(&out, SIMRUN " --help"), 0);
    ck_assert_ptr_nonnull(strstr(out, "usage: simrun"));
    free(out);
    ck_assert_int_eq(test_run(&out, SIMRUN " --version"), 0);
    ck_assert_ptr_nonnull(strstr(out, "simrun "));
    free(out);
    ck_assert_int_eq(test_run(&out, SIMRUN " --list"), 0);
    ck_assert_ptr_nonnull(strstr(out, "caching"));
    ck_assert_ptr_nonnull(strstr(out, "h200-pcie5"));
    free(out);
}
END_TEST

/* Without --policy simrun runs caching and says so in --help; without
 * arguments it prints its usage on stderr and exits 2. */
START_TEST(default_policy_and_usage)
{
    const char *tr = write_trace(cuda_sizes, 3, cuda_events, 9);
    char *out;
    ck_assert_int_eq(test_run(&out, SIMRUN " --gpu %s --json --no-wall %s", test_profile(), tr),
                     0);
    ck_assert_int_eq(count_lines(out), 1);
    ck_assert_msg(strstr(out, "\"policy\":\"caching\""), "%s", out);
    free(out);
    ck_assert_int_eq(test_run(&out, TEST_BIN("simrun") " --help"), 0);
    ck_assert_msg(strstr(out, "default caching"), "%s", out);
    free(out);
    ck_assert_int_eq(test_run(&out, TEST_BIN("simrun") " 2>/dev/null"), 2);
    ck_assert_str_eq(out, "");
    free(out);
    ck_assert_int_eq(test_run(&out, TEST_BIN("simrun") " 2>&1 >/dev/null"), 2);
    ck_assert_msg(strncmp(out, "usage: simrun", 13) == 0, "%s", out);
    free(out);
}
END_TEST

/* A directory given as a trace is named as one, by simrun and tracecheck. */
START_TEST(directory_as_trace)
{
    const char *dir = test_tmp(".d");
    ck_assert_int_eq(test_run(NULL, "mkdir %s", dir), 0);
    const char *progs[] = { TEST_BIN("simrun") " --policy cuda", TEST_BIN("tracecheck") };
    const char *names[] = { "simrun", "tracecheck" };
    for (int i = 0; i < 2; i++) {
        char *out, want[512];
        ck_assert_int_eq(test_run(&out, "%s %s", progs[i], dir), 2);
        snprintf(want, sizeof want, "%s: %s: is a directory, not a trace file\n", names[i], dir);
        ck_assert_str_eq(out, want);
        free(out);
    }
    rmdir(dir);
}
END_TEST

/* The default profile is found wherever the user stands: from the build
 * tree (the binary in BUILD/.../bin, the profiles in the source tree) and
 * from an install (make install PREFIX=...); a copy of the binary with no
 * profiles beside it says where it looked and does not blame --gpu. */
START_TEST(profiles_from_anywhere)
{
    char root[4096], *out;
    ck_assert_ptr_nonnull(getcwd(root, sizeof root));
    const char *tr = write_trace(cuda_sizes, 3, cuda_events, 9);
    const char *run = "cd / && env -u GMS_PROFILES %s --json --no-wall --memory device %s";
    char bin[4200];
    snprintf(bin, sizeof bin, "%s/" TEST_BIN("simrun"), root);
    ck_assert_int_eq(test_run(&out, run, bin, tr), 0);
    ck_assert_msg(strstr(out, "\"profile\":\"" MODEL_PROFILE_DEFAULT "\""), "%s", out);
    free(out);
    const char *prefix = test_tmp(".prefix");
    int rc = test_run(&out, "env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make -s -C %s BUILD=%s"
                      " PREFIX=%s install", root, BUILD_DIR, prefix);
    ck_assert_msg(rc == 0, "make install: %s", out);
    free(out);
    snprintf(bin, sizeof bin, "%s/bin/simrun", prefix);
    ck_assert_int_eq(test_run(&out, run, bin, tr), 0);
    ck_assert_msg(strstr(out, "\"profile\":\"" MODEL_PROFILE_DEFAULT "\""), "%s", out);
    free(out);
    /* the copy: PREFIX2/bin/simrun, no PREFIX2/share */
    const char *lone = test_tmp(".lone");
    ck_assert_int_eq(test_run(NULL, "mkdir -p %s/bin && cp %s %s/bin/", lone, bin, lone), 0);
    snprintf(bin, sizeof bin, "%s/bin/simrun", lone);
    rc = test_run(&out, run, bin, tr);
    if (access("/usr/local/share/gpumemsim/profiles/" MODEL_PROFILE_DEFAULT ".profile", R_OK)) {
        char want[4200];
        snprintf(want, sizeof want, "simrun: profile '" MODEL_PROFILE_DEFAULT "' not found"
                 " (searched ./profiles, %s/share/gpumemsim/profiles, ", lone);
        ck_assert_int_eq(rc, 2);
        ck_assert_msg(strncmp(out, want, strlen(want)) == 0, "want %s\ngot %s", want, out);
        ck_assert_msg(!strstr(out, "--gpu"), "%s", out);
    }
    free(out);
    test_run(NULL, "rm -rf %s %s", prefix, lone);
}
END_TEST

Suite *simrun_suite(void); /* the runner finds it by name */
Suite *simrun_suite(void)
{
    Suite *s = suite_create("simrun");
    TCase *tc = tcase_create("simrun");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, curve_interpolates_log_log);
    tcase_add_test(tc, shipped_profiles_load);
    tcase_add_test(tc, profile_file_errors);
    tcase_add_test(tc, map_insert_delete);
    tcase_add_test(tc, spans_under_way);
    tcase_add_test(tc, cuda_blocks_best_fit);
    tcase_add_test(tc, cuda_time_by_hand);
    tcase_add_test(tc, pool_reserves_once);
    tcase_add_test(tc, stream_sync_and_host);
    tcase_add_test(tc, capacity_oom_reported);
    tcase_add_test(tc, caching_oom_ladder);
    tcase_add_test(tc, fragmentation_at_peak);
    tcase_add_test(tc, json_csv_same_keys_and_deterministic);
    tcase_add_test(tc, policy_comma_rule);
    tcase_add_test(tc, bad_usage_exits_2);
    tcase_add_test(tc, default_policy_and_usage);
    tcase_add_test(tc, directory_as_trace);
    tcase_add_test(tc, profiles_from_anywhere);
    suite_add_tcase(s, tc);
    return s;
}
