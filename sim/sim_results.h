/* sim_results.h: what one simulated run reports (DESIGN.md section 7), and
 * its three printers: JSON Lines (--json), CSV (--csv) and a comparison
 * table with one column per run (the default).
 *
 * One table of keys in sim_results.c (name, type, place in the struct,
 * unit) drives all three printers, so JSON and CSV always carry the same
 * keys in the same order. Keys marked "wall" depend on the machine's
 * clock (how fast simrun itself ran); with_wall = false leaves them out,
 * which makes the output byte-identical for the same trace, parameters
 * and seed. docs/simrun.md documents every key.
 */
#ifndef SIM_RESULTS_H
#define SIM_RESULTS_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

struct sim_results {
    char trace[512];
    char policy[64];
    char params[256];   /* "key=value,..." as the policy ran (defaults included) */
    char profile[64];
    char upstream[16];  /* "device" (cudaMalloc) or "managed" */
    char status[16];    /* "ok" or "oom" */
    int64_t failed_row; /* /events row of the failed ALLOC, -1 when ok */
    uint64_t capacity_bytes;
    uint64_t seed;
    uint64_t host_overhead_ns_per_event; /* --host-overhead, as charged */
    uint64_t events;
    uint64_t sim_time_ns;
    double sim_time_s;
    uint64_t kernel_ns;
    uint64_t host_ns;
    uint64_t host_memcpy_ns;   /* device memory: HOST events' cudaMemcpy */
    uint64_t prefetch_host_ns; /* host time inside cudaMemPrefetchAsync calls */
    uint64_t iterations, samples;
    double samples_per_sec;
    uint64_t peak_requested_bytes, peak_allocated_bytes, peak_reserved_bytes;
    uint64_t upstream_allocs, upstream_frees, upstream_failed;
    uint64_t upstream_alloc_ns, upstream_free_ns, upstream_sync_wait_ns;
    double frag_reserved_at_peak, frag_free_at_peak;
    uint64_t cache_hits, splits, merges, oom_flushes, stream_steals;
    uint64_t alloc_ops;
    /* Unified Memory (managed memory only; 0 or "" with device memory) */
    char fault_prefetch[32]; /* "density:threshold=51" or "off" */
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
    /* measured on this machine ("wall" keys) */
    double alloc_wall_ns_per_op;
    double wall_s;
    double events_per_sec;
};

/* One JSON object on one line. */
void sim_results_json(FILE *out, const struct sim_results *r, bool with_wall);
/* The CSV header row, then one row per run. */
void sim_results_csv_header(FILE *out, bool with_wall);
void sim_results_csv_row(FILE *out, const struct sim_results *r, bool with_wall);
/* A table with one column per run, values in human units (MiB, ms). */
void sim_results_table(FILE *out, const struct sim_results *r, int n, bool with_wall);

/* Write s as a JSON string literal (quotes and escapes included). */
void sim_json_string(FILE *out, const char *s);

#endif
