/* uvm_fixture.h: what the suites of the Unified Memory engine share
 * (test_uvm.c: pages, faults, density, eviction, kernels; test_uvm_host.c:
 * the CPU's side and the host's calls): the test profile, whose costs are
 * straight lines so the arithmetic of the golden tests stays simple, and
 * small traces written to a temporary file and run through simrun. */
#ifndef UVM_FIXTURE_H
#define UVM_FIXTURE_H

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "trace.h"

#define SIMRUN TEST_BIN("simrun")
#define K1 1024ull
#define M1 (1024ull * 1024)

/* Round numbers. Each curve "4K:x 2M:512x" has slope 1 in log-log space, so
 * the cost is exactly proportional to the bytes from 4 KiB up:
 *   fault_h2d_ns    1 us per 4 KiB   (64K 16 us, 1M 256 us, 2M 512 us)
 *   prefetch_h2d_ns 0.5 us per 4 KiB (2M 128 us)
 *   prefetch_d2h_ns 1 us per 4 KiB   (2M 512 us)
 *   evict_d2h_ns    2 us per 4 KiB   (2M 1024 us)
 *   cpu_fault_d2h_ns 4 us per 4 KiB  (1M 1024 us)
 *   remote_ns       1 us per 4 KiB
 * fault batch 20 us fixed, 5 us per VA block; launch 2 us; cudaMallocManaged
 * and its cudaFree 1 us each; faults within 1 MiB arrive together. */
static inline const char *uvm_profile(void)
{
    static char path[256];
    if (!path[0]) {
        snprintf(path, sizeof path, "%s", test_tmp(".profile"));
        FILE *f = fopen(path, "w");
        ck_assert_ptr_nonnull(f);
        fprintf(f, "description = round numbers for the uvm tests\n"
                   "capacity = 1G\nfp32_flops = 1T\nfp16_flops = 4T\nmem_bw = 1T\nlaunch_ns = 2us\nkernel_gap_ns = 0\n"
                   "malloc_ns = 1K:10us\nfree_ns = 1K:5us\n"
                   "managed_malloc_ns = 1K:1us\nmanaged_free_ns = 1K:1us\n"
                   "fault_batch = 256\nfault_window = 1M\n"
                   "fault_batch_ns = 20us\nfault_block_ns = 5us\nfault_wake_ns = 0\n"
                   "fault_h2d_ns = 4K:1us 2M:512us\n"
                   "prefetch_h2d_ns = 4K:0.5us 2M:256us\n"
                   "prefetch_d2h_ns = 4K:1us 2M:512us\n"
                   "evict_d2h_ns = 4K:2us 2M:1024us\n"
                   "cpu_fault_d2h_ns = 4K:4us 2M:2048us\n"
                   "remote_ns = 4K:1us 2M:512us\n"
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
#define ACC(buf_, off_, len_, mode_, pat_, stride_, piece_)                              \
    { .buffer = (buf_), .offset = (off_), .length = (len_), .mode = (mode_),             \
      .pattern = (pat_), .stride = (stride_), .piece = (piece_) }

static inline const char *write_trace(const struct trace_buffer *bufs, int nb,
                                      const struct trace_access *acc, int na,
                                      const struct trace_event *ev, int ne)
{
    const char *path = test_tmp(".h5");
    struct trace_error err;
    struct trace_writer *w = trace_writer_create(path, "test_uvm", NULL, &err);
    ck_assert_msg(w != NULL, "%s", err.msg);
    for (int i = 0; i < nb; i++)
        ck_assert_int_eq(trace_writer_buffer(w, &bufs[i], NULL, &err), 0);
    for (int i = 0; i < na; i++)
        ck_assert_int_eq(trace_writer_access(w, &acc[i], &err), 0);
    for (int i = 0; i < ne; i++)
        ck_assert_int_eq(trace_writer_event(w, &ev[i], &err), 0);
    ck_assert_msg(trace_writer_close(w, &err) == 0, "%s", err.msg);
    return path;
}

/* The number after "\"key\":" in the first line of out. */
static inline double num(const char *out, const char *key)
{
    char pat[128];
    snprintf(pat, sizeof pat, "\"%s\":", key);
    const char *k = strstr(out, pat);
    ck_assert_msg(k != NULL, "no key %s in: %s", key, out);
    return strtod(k + strlen(pat), NULL);
}

/* Run simrun (managed memory, policy cuda, the test profile) with extra
 * options; returns its JSON line (caller frees), asserting exit 0. */
static inline char *run(const char *trace, const char *opts)
{
    char *out;
    int rc = test_run(&out, SIMRUN " --gpu %s --policy cuda --json --no-wall %s %s",
                      uvm_profile(), opts, trace);
    ck_assert_msg(rc == 0, "exit %d: %s", rc, out);
    return out;
}

/* ---- one CPU-resident 2 MiB block read whole by one kernel --------------- */

static const struct trace_buffer one_block[] = { { .size = 2 * M1, .flags = 1 } };
static const struct trace_access read_all[] = { ACC(0, 0, 2 * M1, 1, 0, 0, 0) };
static const struct trace_event one_kernel[] = {
    EV(TRACE_ALLOC, 0, 0, 0, 0, 0),
    EV(TRACE_LAUNCH, 0, 0, 0, 1, 1000000), /* 1 ms with all data resident */
    EV(TRACE_FREE, 0, 0, 0, 0, 0),
};

#endif
