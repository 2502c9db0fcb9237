/* simrun_fixture.h: what the suites of simrun the program share
 * (test_simrun.c: simulated times computed by hand; test_simrun_cli.c: its
 * command line, output formats and profile search): the test profile with
 * round numbers, small traces written to a temporary file, a figure read
 * back from simrun's JSON lines, and the trace of cudaMalloc and cudaFree
 * calls whose simulated time is worked out below. */
#ifndef SIMRUN_FIXTURE_H
#define SIMRUN_FIXTURE_H

#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
static inline const char *test_profile(void)
{
    static char path[256];
    if (!path[0]) {
        snprintf(path, sizeof path, "%s", test_tmp(".profile"));
        FILE *f = fopen(path, "w");
        ck_assert_ptr_nonnull(f);
        fprintf(f, "# test profile\n"
                   "description = round numbers for tests\n"
                   "capacity = 1G\n"
                   "fp32_flops = 1T\nfp16_flops = 4T\nmem_bw = 1T\n"
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
static inline const char *write_trace(const uint64_t *sizes, int nb,
                                      const struct trace_event *ev, int ne)
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
static inline double json_num(const char *out, const char *policy, const char *key)
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

static inline int count_lines(const char *s)
{
    int n = 0;
    for (; *s; s++)
        n += *s == '\n';
    return n;
}

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

#endif
