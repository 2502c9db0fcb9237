/* test_async_cuda.c: suite `async_cuda`: the stream-ordered pools held to
 * CUDA's own pool on an H200: its recorded replays of request sequences
 * (tests/data/torch-snapshots/async-*.json.gz, address for address and
 * peak), and PyTorch training runs under the cudaMallocAsync backend
 * captured by gmscapture (tests/data/captured-async: the launch-blocking
 * ones address for address, every run's peak). Each replay goes through
 * torch-async on the fake host of policy_fixture.h (the pool's range from
 * V0 = 5 << 60) or through simrun. */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "policy_fixture.h"
#include "simrun_fixture.h"

#define V0 (5ull << 60)

/* tests/data/torch-snapshots/async-replay.json.gz (H200, driver 580.159.04,
 * PyTorch 2.11 backend:cudaMallocAsync, CUDA 13.0; record_snapshots.py's
 * replay_probe): the requests of default_gpt_varlen_bs16 and
 * default_resnet18_bs96 (alloc and free_requested of device_traces[0]) and
 * of its MICRO cases, replayed on one stream with torch.empty, no
 * compute, with every address CUDA gave (relative to the pool's first)
 * and the reserved bytes after every step, in three timings: synced (the
 * host synchronizes after every free: here a device SYNC after every
 * FREE), lagged (behind a GPU sleep: the fake device has one unit of work
 * queued that never finishes, so no free completes) and plain (the device
 * idle: every free complete when the pool looks); for the two workloads
 * also (async-syncs.json.gz) with the stream synchronized after every free
 * (SYNC of stream 0) and with an event recorded after it and synchronized.
 * tests/py/async_replay.py writes them as text; each case is replayed
 * through torch-async on stream 0 and must give CUDA's every address,
 * every reserved value and its peak. */
static void replay_case(FILE *f, const char *name, const char *timing)
{
    bool synced = !strcmp(timing, "synced"), streamsynced = !strcmp(timing, "streamsynced"),
         eventsynced = !strcmp(timing, "eventsynced");
    struct rig r;
    rig_open(&r, "torch-async", 0, 0);
    rig_device(&r, !strcmp(timing, "lagged"), 0);
    uint64_t *addr = NULL, peak = 0;
    size_t n = 0, cap = 0, step = 0;
    unsigned long long x, y, res;
    char op[8];
    for (; fscanf(f, " %7s", op) == 1 && strcmp(op, "end"); step++) {
        if (op[0] == 'a') {
            ck_assert_int_eq(fscanf(f, "%llu %llu %llu", &x, &y, &res), 3);
            if (n == cap) {
                cap = cap ? 2 * cap : 1024;
                addr = realloc(addr, cap * sizeof *addr);
                ck_assert_ptr_nonnull(addr);
            }
            addr[n] = A(&r, x, 0);
            ck_assert_msg(addr[n] - V0 == y, "%s %s step %zu: %llu B at V0 + %#llx, CUDA + %#llx",
                          name, timing, step, x, (unsigned long long)(addr[n] - V0), y);
            n++;
        } else if (op[0] == 's') {
            ck_assert_int_eq(fscanf(f, "%llu", &res), 1);
            O(&r, POLICY_ORDER_SYNC_DEVICE, 0, 0);
        } else {
            ck_assert_int_eq(fscanf(f, "%llu %llu", &x, &res), 2);
            ck_assert_uint_lt(x, n);
            F(&r, addr[x], 0);
            if (synced)
                O(&r, POLICY_ORDER_SYNC_DEVICE, 0, 0);
            if (streamsynced)
                O(&r, POLICY_ORDER_SYNC_STREAM, 0, 0);
            if (eventsynced) {
                O(&r, POLICY_ORDER_RECORD, 0, 7);
                O(&r, POLICY_ORDER_SYNC_EVENT, 0, 7);
            }
        }
        uint64_t got = U(&r).reserved;
        ck_assert_msg(got == res, "%s %s step %zu: reserved %llu MiB, CUDA %llu", name, timing,
                      step, (unsigned long long)(got / MiB), res / MiB);
        peak = got > peak ? got : peak;
    }
    ck_assert_int_eq(fscanf(f, "%llu", &res), 1);
    ck_assert_msg(peak == res, "%s %s: peak %llu, CUDA %llu", name, timing,
                  (unsigned long long)peak, res);
    free(addr);
    rig_close(&r);
}

START_TEST(cuda_replays_every_address)
{
    const char *path = test_tmp(".txt");
    char *out, name[64], timing[16];
    int rc = test_run(&out, PYTHON " tests/py/async_replay.py steps %s", path);
    ck_assert_msg(rc == 0, "async_replay.py: %s", out);
    free(out);
    FILE *f = fopen(path, "r");
    ck_assert_ptr_nonnull(f);
    int ncases = 0;
    for (; fscanf(f, " case %63s %15s", name, timing) == 2; ncases++)
        replay_case(f, name, timing);
    fclose(f);
    ck_assert_int_eq(ncases, 15 * 3 + 2 * 2); /* 2 workloads and 13 MICRO cases, 3 timings;
                                                  the workloads' 2 other synchronizations */
}
END_TEST

/* Replays the allocations, frees and synchronizations of captured run
 * (async_replay.py captured) through torch-async on an idle device: every
 * address must be CUDA's (relative to the pool's first) and the peak
 * PyTorch's max_reserved. */
static void replay_captured(const char *run)
{
    const char *path = test_tmp(".txt");
    char *out, op[8];
    int rc = test_run(&out, PYTHON " tests/py/async_replay.py captured %s %s", run, path);
    ck_assert_msg(rc == 0, "async_replay.py: %s", out);
    free(out);
    FILE *f = fopen(path, "r");
    ck_assert_ptr_nonnull(f);
    struct rig r;
    rig_open(&r, "torch-async", 0, 0);
    rig_device(&r, 0, 0);
    static uint64_t addr[8192];
    uint64_t n = 0, peak = 0;
    unsigned long long x, off;
    unsigned stream;
    while (fscanf(f, " %7s", op) == 1 && strcmp(op, "end")) {
        if (op[0] == 'a') {
            ck_assert_int_eq(fscanf(f, "%llu %u %llu", &x, &stream, &off), 3);
            ck_assert_uint_lt(n, 8192);
            addr[n] = A(&r, x, stream);
            ck_assert_msg(addr[n] - V0 == off, "%s allocation %llu: V0 + %#llx, CUDA + %#llx",
                          run, (unsigned long long)n, (unsigned long long)(addr[n] - V0), off);
            n++;
        } else if (op[0] == 'f') {
            ck_assert_int_eq(fscanf(f, "%llu %u", &x, &stream), 2);
            ck_assert_uint_lt(x, n);
            F(&r, addr[x], stream);
        } else {
            ck_assert_int_eq(fscanf(f, "%llu %u", &x, &stream), 2);
            O(&r, x ? POLICY_ORDER_SYNC_STREAM : POLICY_ORDER_SYNC_DEVICE, stream, 0);
        }
        uint64_t got = U(&r).reserved;
        peak = got > peak ? got : peak;
    }
    ck_assert_int_eq(fscanf(f, "%llu", &x), 1);
    ck_assert_msg(peak == x, "%s: peak %llu MiB, PyTorch %llu", run,
                  (unsigned long long)(peak / MiB), x / MiB);
    fclose(f);
    rig_close(&r);
}

/* Training runs under CUDA_LAUNCH_BLOCKING=1 (tests/data/captured-async,
 * H200, captured by gmscapture): every launch, memset and copy has
 * finished when its call returns, so which frees have completed does not
 * depend on timing, and torch-async gives every address CUDA's pool gave
 * (addresses.json.gz, from the capture logs) and PyTorch's max_reserved.
 * Eleven runs: GPT batch 16 and ResNet-18 batch 96, where the rules were
 * read, twice each; then, captured after the rules were written, GPT batch
 * 24, MobileNetV3, DenseNet-121 once and VGG-16, ResNet-50 twice: 526 to
 * 6032 allocations a run. */
START_TEST(captured_blocking_runs_every_address)
{
    char *list;
    int rc = test_run(&list, PYTHON " -c \"import gzip, json; print(' '.join(sorted(json.load("
                             "gzip.open('tests/data/captured-async/addresses.json.gz')))))\"");
    ck_assert_msg(rc == 0, "addresses.json.gz: %s", list);
    char run[64];
    int n = 0, off;
    for (const char *p = list; sscanf(p, "%63s%n", run, &off) == 1; p += off, n++)
        replay_captured(run);
    free(list);
    ck_assert_int_eq(n, 11);
}
END_TEST

/* CUDA's max_reserved for the replay of workload in timing (results in
 * tests/data/torch-snapshots/FILE). */
static double cuda_peak(const char *file, const char *workload, const char *timing)
{
    char *out;
    int rc = test_run(&out,
                      PYTHON " -c \"import gzip, json; print(json.load(gzip.open("
                             "'tests/data/torch-snapshots/%s'))['results']"
                             "['%s%s%s']['max_reserved'])\"",
                      file, workload, *timing ? "_" : "", timing);
    ck_assert_msg(rc == 0, "%s: %s", file, out);
    double v = strtod(out, NULL);
    free(out);
    return v;
}

/* simrun's peak_reserved_bytes for trace under policy. */
static double simrun_peak(const char *policy, const char *trace)
{
    char *out;
    int rc = test_run(&out, SIMRUN " --json --no-wall --policy %s %s", policy, trace);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, out);
    double v = json_num(out, "torch-async", "peak_reserved_bytes");
    free(out);
    return v;
}

/* The requests of snapshot (async_replay.py's WORKLOAD) as traces through
 * simrun, against CUDA's peaks for workload in file, in each timing: the
 * requests alone (plain), behind a 2 s kernel (lagged: simrun's device
 * finishes it long after the last request), with a SYNC after every FREE
 * (synced). torch-async learns which frees completed from simrun's
 * timeline and gives all three exactly. */
static void check_peaks(const char *file, const char *snapshot, const char *workload)
{
    static const char *timing[] = {"plain", "lagged", "synced"};
    for (int i = 0; i < 3; i++) {
        const char *tr = test_tmp(".h5");
        char *out;
        int rc = test_run(&out, PYTHON " tests/py/async_replay.py trace %s %s %s", snapshot,
                          timing[i], tr);
        ck_assert_msg(rc == 0, "async_replay.py: %s", out);
        free(out);
        double got = simrun_peak("torch-async", tr);
        ck_assert_msg(got == cuda_peak(file, workload, i ? timing[i] : ""), "%s %s: %.0f",
                      workload, timing[i], got);
    }
}

/* The workloads the rules were read from (GPT: lagged 7136 MiB, plain
 * 6432, synced 6304; ResNet-18 2304, 2400, 2272). */
START_TEST(cuda_replays_peak_through_simrun)
{
    check_peaks("async-replay.json.gz", "gpt_varlen_bs16", "gpt_varlen_bs16");
    check_peaks("async-replay.json.gz", "resnet18_bs96", "resnet18_bs96");
}
END_TEST

/* Seven workloads no rule was read from: the cold_* snapshots' requests,
 * replayed on an H200 after the rules were written
 * (record_snapshots.py async-heldout; synced peaks 896 to 9600 MiB, lagged
 * up to 2080 MiB above them): all 21 peaks exactly. */
START_TEST(cuda_heldout_peaks_through_simrun)
{
    static const char *name[] = { "mobilenet_v3_large_bs64", "resnet18_bs32", "resnet18_bs96",
                                  "sidecopy_resnet18_bs128", "tfm_varlen_bs24", "twobranch_bs48",
                                  "vgg16_bs32" };
    for (size_t i = 0; i < sizeof name / sizeof *name; i++) {
        char snapshot[64];
        snprintf(snapshot, sizeof snapshot, "cold_%s", name[i]);
        check_peaks("async-heldout.json.gz", snapshot, name[i]);
    }
}
END_TEST

/* PyTorch's own peak in training runs under backend:cudaMallocAsync,
 * captured by gmscapture on an H200 (tests/data/captured-async: the runs'
 * allocations through CUDA's pool, gmscapture --allocs async, with their
 * kernels' times and synchronizations; runs.json has PyTorch's figures).
 * How far the GPU ran behind the frees sets the figure, and the same
 * program moves by a granule between runs (ResNet-50 5760 and 5792 MiB);
 * torch-async on simrun's timeline gives each run's figure within two
 * granules (64 MiB) and 19 of the 24 exactly: ResNet-18, VGG-16 (twice),
 * MobileNetV3 (twice), DenseNet-121, GPT batch 24 and batch 16 once each,
 * and the eleven runs under CUDA_LAUNCH_BLOCKING=1 (a SYNC after each
 * launch, memset and copy). Five of the seven workloads were captured after
 * the rules were written (heldout). */
START_TEST(replays_captured_pytorch_runs)
{
    char *list;
    int rc = test_run(&list, PYTHON " -c \"import json; [print(k, v['max_reserved']) for k, v in "
                             "sorted(json.load(open('tests/data/captured-async/runs.json'))"
                             ".items())]\"");
    ck_assert_msg(rc == 0, "runs.json: %s", list);
    char name[64];
    double want;
    int n = 0, exact = 0, off;
    for (const char *p = list; sscanf(p, "%63s %lf%n", name, &want, &off) == 2; p += off, n++) {
        char tr[128];
        snprintf(tr, sizeof tr, "tests/data/captured-async/%s.h5", name);
        double got = simrun_peak("torch-async", tr);
        ck_assert_msg(fabs(got - want) <= 64 * MiB, "%s: peak reserved %.0f MiB, PyTorch %.0f",
                      name, got / MiB, want / MiB);
        exact += got == want;
    }
    free(list);
    ck_assert_int_eq(n, 24);
    ck_assert_int_eq(exact, 19);
}
END_TEST

Suite *async_cuda_suite(void); /* the runner finds it by name */
Suite *async_cuda_suite(void)
{
    Suite *s = suite_create("async_cuda");
    TCase *c = tcase_create("cuda");
    tcase_set_timeout(c, 120); /* about 22 s alone: 166,000 steps, each checked */
    tcase_add_test(c, cuda_replays_every_address);
    tcase_add_test(c, captured_blocking_runs_every_address);
    tcase_add_test(c, cuda_replays_peak_through_simrun);
    tcase_add_test(c, cuda_heldout_peaks_through_simrun);
    tcase_add_test(c, replays_captured_pytorch_runs);
    suite_add_tcase(s, c);
    return s;
}
