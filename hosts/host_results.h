/* host_results.h: what one run reports, simulated by simrun or measured by
 * gpurun, and its three printers: JSON Lines (--json), CSV (--csv) and a
 * table with one column per run (the default).
 *
 * One table of keys in host_results.c (name, type, place in the struct,
 * unit, the sets it belongs to) drives every printer of both programs, so
 * JSON and CSV carry the same keys in the same order, and a key both
 * programs print has one name and one place. A printer is given a mask of
 * sets (enum host_set) and prints the keys of any of them. simrun's
 * HOST_SIMRUN_WALL keys depend on the machine's clock (how fast simrun
 * itself ran); leaving them out makes its output byte-identical for the same
 * trace, parameters and seed. docs/simrun.md and docs/gpurun.md document
 * every key.
 */
#ifndef HOST_RESULTS_H
#define HOST_RESULTS_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

/* The sets of keys. simrun prints HOST_SIMRUN (and HOST_SIMRUN_WALL unless
 * --no-wall); gpurun prints HOST_GPURUN and the sets its run has. */
enum host_set {
    HOST_SIMRUN = 1u << 0,           /* simrun: every run */
    HOST_SIMRUN_WALL = 1u << 1,      /* simrun: measured on this machine */
    HOST_GPURUN = 1u << 2,           /* gpurun: every run */
    HOST_GPURUN_MANAGED = 1u << 3,   /* managed memory */
    HOST_GPURUN_CAPACITY = 1u << 4,  /* managed memory with --capacity */
    HOST_GPURUN_CUPTI = 1u << 5,     /* managed memory with --cupti */
    HOST_GPURUN_BYTES = 1u << 6,     /* --cupti counting bytes by cause */
    HOST_GPURUN_FAULTS = 1u << 7,    /* --cupti counting faults */
    HOST_GPURUN_H2D_SPLIT = 1u << 8, /* CUPTI's prefetch bytes to the GPU: one kind issued */
    HOST_GPURUN_D2H_SPLIT = 1u << 9, /* ... to the CPU: one kind (or evictions) issued */
    HOST_GPURUN_PCIE = 1u << 10,     /* --pcie */
    HOST_GPURUN_OVERHEAD = 1u << 11, /* events past the first of each kind */
    HOST_GPURUN_WAIT_MAX = 1u << 12, /* the issuer waited for the planner */
    HOST_LIVE = 1u << 13,            /* gmslive: a real program's calls (docs/live.md) */
};

/* A list of numbers in the results (JSON: an array; CSV: one field, the
 * numbers joined by ';'; not in the table). The host that fills it owns v
 * and frees it with host_results_free. */
struct host_u64_list {
    uint64_t *v;
    size_t n;
};

struct host_results {
    char trace[512];
    char policy[64];
    char params[256];   /* "key=value,..." as the policy ran (defaults included) */
    char profile[64];   /* simrun: the profile; gpurun: the GPU measured on */
    char upstream[16];  /* "device" (cudaMalloc) or "managed" */
    char status[16];    /* "ok", "oom", (simrun) "saturated" or (gpurun --check) "check-failed" */
    int64_t failed_row; /* /events row of the failed ALLOC, -1 when ok */
    uint64_t capacity_bytes;
    uint64_t seed;
    uint64_t host_overhead_ns_per_event; /* simrun --host-overhead, as charged */
    uint64_t events;
    uint64_t time_ns; /* the run's time: simulated (simrun) or measured (gpurun) */
    double time_s;
    uint64_t kernel_ns;
    char kernel_time_rule[24]; /* how kernels were timed: "trace", "roofline",
                                  "scaled", or two joined by '+' (model_kernel_time.h) */
    uint64_t host_ns;
    uint64_t host_memcpy_ns;   /* device memory: HOST events' cudaMemcpy */
    uint64_t prefetch_host_ns; /* host time inside cudaMemPrefetchAsync calls */
    uint64_t iterations, samples;
    double samples_per_sec;
    /* simrun, gpurun and the live library: each iteration's time (host_iters.h),
     * the first's samples/sec and the steady state's, the iterations after
     * the warm-up */
    struct host_u64_list iteration_ns;
    uint64_t first_iteration_ns, warmup_iterations, steady_iterations;
    double first_samples_per_sec, steady_samples_per_sec;
    uint64_t peak_requested_bytes, peak_allocated_bytes, peak_reserved_bytes;
    uint64_t upstream_allocs, upstream_frees, upstream_failed;
    uint64_t upstream_alloc_ns, upstream_free_ns, upstream_sync_wait_ns;
    double frag_reserved_at_peak, frag_free_at_peak;
    uint64_t cache_hits, splits, merges, oom_flushes, stream_steals;
    uint64_t alloc_ops;
    /* Unified Memory (managed memory only; 0 or "" with device memory) */
    char fault_prefetch[32]; /* "density:threshold=51", "off" or (gpurun) "driver" */
    char prefetcher[64], evictor[64];
    char capacity_mode[16];  /* "driver" or "kernel-boundary" */
    uint64_t fault_stall_ns, prefetch_wait_ns, evict_ns, remote_ns, cpu_fault_ns;
    uint64_t host_populate_ns; /* CPU first touches of managed memory */
    uint64_t thrashing_throttle_ns;        /* faults held back by thrashing throttles */
    uint64_t thrashing_pinned_remote_bytes; /* accesses to pages pinned at the CPU */
    uint64_t fault_batches, faults;
    uint64_t h2d_bytes, d2h_bytes;
    uint64_t h2d_demand_bytes, h2d_density_bytes, h2d_launch_prefetch_bytes,
        h2d_program_prefetch_bytes;
    uint64_t d2h_eviction_bytes, d2h_cpu_fault_bytes, d2h_launch_prefetch_bytes,
        d2h_program_prefetch_bytes;
    uint64_t gpu_zero_fill_bytes; /* pages first touched by the GPU, zero-filled there */
    uint64_t evictions, evicted_bytes, thrashed_pages, remote_bytes, peak_resident_bytes;
    /* gpurun's own: CUPTI's counts, the PCIe link's, the host's time */
    uint64_t cupti_gpu_fault_groups, cupti_cpu_fault_records;
    uint64_t cupti_h2d_records, cupti_d2h_records;
    uint64_t cupti_h2d_other_bytes, cupti_d2h_other_bytes, cupti_dropped_records;
    uint64_t evict_request_bytes;
    uint64_t link_h2d_bytes, link_d2h_bytes, pcie_rx_bytes, pcie_tx_bytes, pcie_samples;
    double pcie_rx_per_h2d_byte, pcie_tx_per_h2d_byte, pcie_rx_per_d2h_byte,
        pcie_tx_per_d2h_byte, pcie_idle_rx_bytes_per_s, pcie_idle_tx_bytes_per_s;
    uint64_t launches, host_touch_ns, host_init_ns, host_spin_ns, cuda_call_ns,
        harness_cuda_ns, setup_ns;
    char mode[16]; /* "timing", "check", "cupti", "cupti-bytes" or "cupti-faults" */
    double overhead_ns_per_event; /* key host_overhead_ns_per_event, as measured */
    uint64_t host_overhead_first_ns, host_overhead_ns;
    uint64_t planner_wait_ns, planner_wait_max_ns, planner_wait_max_row;
    char gpu_irq_cpus[256];
    int64_t cpus_allowed;
    /* gmslive: the program's allocation calls handed to CUDA unchanged, the
     * driver allocations no hook saw, reservations over the cap in device
     * memory (--over-cap device) */
    uint64_t allocs_passed_through, allocs_unseen, fallback_reserves, fallback_bytes;
    /* measured on this machine */
    double alloc_wall_ns_per_op;
    double wall_s;
    double events_per_sec;
};

/* Free what the host allocated in r (its lists). */
void host_results_free(struct host_results *r);

/* One JSON object on one line: the keys of the sets in mask. */
void host_results_json(FILE *out, const struct host_results *r, unsigned mask);
/* The CSV header row, then one row per run. */
void host_results_csv_header(FILE *out, unsigned mask);
void host_results_csv_row(FILE *out, const struct host_results *r, unsigned mask);
/* A table with one column per run, values in human units (MiB, ms). */
void host_results_table(FILE *out, const struct host_results *r, int n, unsigned mask);

/* The results keys of the sets in mask holding UINT64_MAX, where a total
 * that did not fit 64 bits stayed (model/model_sat.h): their names, ", "
 * between them, into buf; returns how many. */
int host_results_saturated(const struct host_results *r, unsigned mask, char *buf, size_t len);

/* Write s as a JSON string literal (quotes and escapes included). */
void host_json_string(FILE *out, const char *s);

#endif
