/* host_results.c: the results key table and its printers (host_results.h). */
#include "host_results.h"

#include <assert.h>
#include <inttypes.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

enum res_type { RES_STR, RES_U64, RES_I64, RES_F64, RES_LIST };
/* How the table shows a value; JSON and CSV always print raw units. */
enum res_unit { UNIT_RAW, UNIT_BYTES, UNIT_NS, UNIT_SECONDS, UNIT_RATIO, UNIT_RATE };

/* One key. Invariant (keys_valid): it belongs to at least one set, its
 * field lies inside struct host_results, and two keys of one name (a name
 * the programs print from different fields or places) share no set, so no
 * output holds a key twice. The keys before `status` say how the run was
 * set up; `status` and those after it are what it found. */
struct res_key {
    const char *name;
    enum res_type type;
    size_t offset;
    enum res_unit unit;
    unsigned sets;  /* enum host_set */
    bool table;     /* shown in the table (else, like params, under or above it) */
};

#define S HOST_SIMRUN
#define SW HOST_SIMRUN_WALL
#define G HOST_GPURUN
#define GM HOST_GPURUN_MANAGED
#define GC HOST_GPURUN_CAPACITY
#define GU HOST_GPURUN_CUPTI
#define GB HOST_GPURUN_BYTES
#define GF HOST_GPURUN_FAULTS
#define GH HOST_GPURUN_H2D_SPLIT
#define GD HOST_GPURUN_D2H_SPLIT
#define GP HOST_GPURUN_PCIE
#define GO HOST_GPURUN_OVERHEAD
#define GW HOST_GPURUN_WAIT_MAX
#define L HOST_LIVE
#define AT(f) offsetof(struct host_results, f)
#define K(n, t, u, s) { #n, t, AT(n), u, s, true }
#define H(n, t, u, s) { #n, t, AT(n), u, s, false } /* not in the table */

static const struct res_key res_keys[] = {
    H(trace, RES_STR, UNIT_RAW, S | G), /* above the table */
    K(policy, RES_STR, UNIT_RAW, S | G),
    H(params, RES_STR, UNIT_RAW, S | G), /* under the table: it can be long */
    K(profile, RES_STR, UNIT_RAW, S | G),
    K(upstream, RES_STR, UNIT_RAW, S | G),
    K(capacity_bytes, RES_U64, UNIT_BYTES, S | G),
    K(seed, RES_U64, UNIT_RAW, S | G),
    H(host_overhead_ns_per_event, RES_U64, UNIT_NS, S),
    K(status, RES_STR, UNIT_RAW, S | G),
    K(failed_row, RES_I64, UNIT_RAW, S | G),
    K(events, RES_U64, UNIT_RAW, S | G),
    K(time_ns, RES_U64, UNIT_NS, S | G),
    H(time_s, RES_F64, UNIT_SECONDS, S | G),
    K(kernel_ns, RES_U64, UNIT_NS, S | G),
    K(kernel_time_rule, RES_STR, UNIT_RAW, S | G),
    K(host_ns, RES_U64, UNIT_NS, S),
    K(host_memcpy_ns, RES_U64, UNIT_NS, S),
    K(prefetch_host_ns, RES_U64, UNIT_NS, S),
    K(iterations, RES_U64, UNIT_RAW, S | G),
    K(samples, RES_U64, UNIT_RAW, S | G),
    K(samples_per_sec, RES_F64, UNIT_RATE, S | G),
    K(first_iteration_ns, RES_U64, UNIT_NS, S | G),
    K(first_samples_per_sec, RES_F64, UNIT_RATE, S | G),
    K(warmup_iterations, RES_U64, UNIT_RAW, S | G),
    K(steady_iterations, RES_U64, UNIT_RAW, S | G),
    K(steady_samples_per_sec, RES_F64, UNIT_RATE, S | G),
    H(iteration_ns, RES_LIST, UNIT_NS, S | G),
    K(peak_requested_bytes, RES_U64, UNIT_BYTES, S | G),
    K(peak_allocated_bytes, RES_U64, UNIT_BYTES, S | G),
    K(peak_reserved_bytes, RES_U64, UNIT_BYTES, S | G),
    K(upstream_allocs, RES_U64, UNIT_RAW, S | G),
    K(upstream_frees, RES_U64, UNIT_RAW, S | G),
    K(upstream_failed, RES_U64, UNIT_RAW, S | G),
    K(upstream_alloc_ns, RES_U64, UNIT_NS, S | G),
    K(upstream_free_ns, RES_U64, UNIT_NS, S | G),
    K(upstream_sync_wait_ns, RES_U64, UNIT_NS, S),
    K(frag_reserved_at_peak, RES_F64, UNIT_RATIO, S | G),
    K(frag_free_at_peak, RES_F64, UNIT_RATIO, S | G),
    K(cache_hits, RES_U64, UNIT_RAW, S | G),
    K(splits, RES_U64, UNIT_RAW, S | G),
    K(merges, RES_U64, UNIT_RAW, S | G),
    K(oom_flushes, RES_U64, UNIT_RAW, S | G),
    K(stream_steals, RES_U64, UNIT_RAW, S | G),
    K(alloc_ops, RES_U64, UNIT_RAW, S | G),
    K(fault_prefetch, RES_STR, UNIT_RAW, S | GM),
    K(prefetcher, RES_STR, UNIT_RAW, S | GM),
    K(evictor, RES_STR, UNIT_RAW, S | GM),
    K(capacity_mode, RES_STR, UNIT_RAW, S | GM),
    K(fault_stall_ns, RES_U64, UNIT_NS, S),
    K(prefetch_wait_ns, RES_U64, UNIT_NS, S),
    K(evict_ns, RES_U64, UNIT_NS, S),
    K(remote_ns, RES_U64, UNIT_NS, S),
    K(cpu_fault_ns, RES_U64, UNIT_NS, S),
    K(host_populate_ns, RES_U64, UNIT_NS, S),
    K(thrashing_throttle_ns, RES_U64, UNIT_NS, S),
    K(thrashing_pinned_remote_bytes, RES_U64, UNIT_BYTES, S),
    K(fault_batches, RES_U64, UNIT_RAW, S | GF),
    K(faults, RES_U64, UNIT_RAW, S),
    K(h2d_bytes, RES_U64, UNIT_BYTES, S | GB),
    K(d2h_bytes, RES_U64, UNIT_BYTES, S | GB),
    K(h2d_demand_bytes, RES_U64, UNIT_BYTES, S | GB),
    K(h2d_density_bytes, RES_U64, UNIT_BYTES, S | GB),
    K(h2d_launch_prefetch_bytes, RES_U64, UNIT_BYTES, S | GH),
    K(h2d_program_prefetch_bytes, RES_U64, UNIT_BYTES, S | GH),
    K(d2h_eviction_bytes, RES_U64, UNIT_BYTES, S | GD),
    K(d2h_cpu_fault_bytes, RES_U64, UNIT_BYTES, S | GB),
    K(d2h_launch_prefetch_bytes, RES_U64, UNIT_BYTES, S | GD),
    K(d2h_program_prefetch_bytes, RES_U64, UNIT_BYTES, S | GD),
    K(gpu_zero_fill_bytes, RES_U64, UNIT_BYTES, S),
    K(evictions, RES_U64, UNIT_RAW, S | GC),
    K(evicted_bytes, RES_U64, UNIT_BYTES, S),
    K(thrashed_pages, RES_U64, UNIT_RAW, S),
    K(remote_bytes, RES_U64, UNIT_BYTES, S),
    K(peak_resident_bytes, RES_U64, UNIT_BYTES, S),
    K(cupti_gpu_fault_groups, RES_U64, UNIT_RAW, GF),
    K(cupti_cpu_fault_records, RES_U64, UNIT_RAW, GF),
    K(cupti_h2d_records, RES_U64, UNIT_RAW, GB),
    K(cupti_d2h_records, RES_U64, UNIT_RAW, GB),
    K(cupti_h2d_other_bytes, RES_U64, UNIT_BYTES, GB),
    K(cupti_d2h_other_bytes, RES_U64, UNIT_BYTES, GB),
    K(cupti_dropped_records, RES_U64, UNIT_RAW, GU),
    K(evict_request_bytes, RES_U64, UNIT_BYTES, GC),
    K(link_h2d_bytes, RES_U64, UNIT_BYTES, GP),
    K(link_d2h_bytes, RES_U64, UNIT_BYTES, GP),
    K(pcie_rx_bytes, RES_U64, UNIT_BYTES, GP),
    K(pcie_tx_bytes, RES_U64, UNIT_BYTES, GP),
    K(pcie_samples, RES_U64, UNIT_RAW, GP),
    K(pcie_rx_per_h2d_byte, RES_F64, UNIT_RATIO, GP),
    K(pcie_tx_per_h2d_byte, RES_F64, UNIT_RATIO, GP),
    K(pcie_rx_per_d2h_byte, RES_F64, UNIT_RATIO, GP),
    K(pcie_tx_per_d2h_byte, RES_F64, UNIT_RATIO, GP),
    K(pcie_idle_rx_bytes_per_s, RES_F64, UNIT_RATE, GP),
    K(pcie_idle_tx_bytes_per_s, RES_F64, UNIT_RATE, GP),
    K(launches, RES_U64, UNIT_RAW, G),
    K(host_touch_ns, RES_U64, UNIT_NS, G),
    K(host_init_ns, RES_U64, UNIT_NS, G),
    K(host_spin_ns, RES_U64, UNIT_NS, G),
    K(cuda_call_ns, RES_U64, UNIT_NS, G),
    K(harness_cuda_ns, RES_U64, UNIT_NS, G),
    K(setup_ns, RES_U64, UNIT_NS, G),
    K(mode, RES_STR, UNIT_RAW, G),
    { "host_overhead_ns_per_event", RES_F64, AT(overhead_ns_per_event), UNIT_RATE, GO, true },
    K(host_overhead_first_ns, RES_U64, UNIT_NS, G),
    K(host_overhead_ns, RES_U64, UNIT_NS, G),
    K(planner_wait_ns, RES_U64, UNIT_NS, G),
    K(planner_wait_max_ns, RES_U64, UNIT_NS, GW),
    K(planner_wait_max_row, RES_U64, UNIT_RAW, GW),
    K(gpu_irq_cpus, RES_STR, UNIT_RAW, G),
    K(cpus_allowed, RES_I64, UNIT_RAW, G),
    K(allocs_passed_through, RES_U64, UNIT_RAW, L),
    K(allocs_unseen, RES_U64, UNIT_RAW, L),
    K(fallback_reserves, RES_U64, UNIT_RAW, L),
    K(fallback_bytes, RES_U64, UNIT_BYTES, L),
    K(alloc_wall_ns_per_op, RES_F64, UNIT_RATE, SW | G),
    K(wall_s, RES_F64, UNIT_SECONDS, SW | G),
    K(events_per_sec, RES_F64, UNIT_RATE, SW),
};
#define NRES (sizeof res_keys / sizeof res_keys[0])

#ifndef NDEBUG
static size_t type_size(enum res_type t)
{
    return t == RES_STR ? 1 : t == RES_F64 ? sizeof(double)
           : t == RES_LIST ? sizeof(struct host_u64_list) : sizeof(uint64_t);
}

/* The invariant above struct res_key. */
static bool keys_valid(void)
{
    for (size_t i = 0; i < NRES; i++) {
        const struct res_key *k = &res_keys[i];
        if (!k->sets || k->offset + type_size(k->type) > sizeof(struct host_results))
            return false;
        for (size_t j = 0; j < i; j++)
            if ((res_keys[j].sets & k->sets) && strcmp(res_keys[j].name, k->name) == 0)
                return false;
    }
    return true;
}
#endif

static const void *field(const struct host_results *r, const struct res_key *k)
{
    return (const char *)r + k->offset;
}

int host_results_saturated(const struct host_results *r, unsigned mask, char *buf, size_t len)
{
    int n = 0;
    size_t at = 0;
    bool found = false; /* the results begin at status */
    buf[0] = '\0';
    for (size_t i = 0; i < NRES; i++) {
        const struct res_key *k = &res_keys[i];
        found |= strcmp(k->name, "status") == 0;
        if (!found || !(k->sets & mask) || k->type != RES_U64 ||
            *(const uint64_t *)field(r, k) != UINT64_MAX)
            continue;
        int w = snprintf(buf + at, len - at, "%s%s", n ? ", " : "", k->name);
        if (w > 0 && (size_t)w < len - at)
            at += (size_t)w;
        n++;
    }
    return n;
}

void host_json_string(FILE *out, const char *s)
{
    fputc('"', out);
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        switch (*p) {
        case '"': fputs("\\\"", out); break;
        case '\\': fputs("\\\\", out); break;
        case '\n': fputs("\\n", out); break;
        case '\r': fputs("\\r", out); break;
        case '\t': fputs("\\t", out); break;
        default:
            if (*p < 0x20)
                fprintf(out, "\\u%04x", *p);
            else
                fputc(*p, out);
        }
    }
    fputc('"', out);
}

/* A number in raw units, the same text for JSON and CSV. Doubles get 9
 * significant digits: enough for every figure, stable across runs. */
static void print_number(FILE *out, const struct host_results *r, const struct res_key *k)
{
    const void *f = field(r, k);
    switch (k->type) {
    case RES_U64: fprintf(out, "%" PRIu64, *(const uint64_t *)f); break;
    case RES_I64: fprintf(out, "%" PRId64, *(const int64_t *)f); break;
    case RES_F64: fprintf(out, "%.9g", *(const double *)f); break;
    case RES_STR: case RES_LIST: break;
    }
}

/* A list: JSON [a,b], CSV a;b. */
static void print_list(FILE *out, const struct host_results *r, const struct res_key *k, bool json)
{
    const struct host_u64_list *l = field(r, k);
    if (json)
        fputc('[', out);
    for (size_t i = 0; i < l->n; i++)
        fprintf(out, "%s%" PRIu64, i ? (json ? "," : ";") : "", l->v[i]);
    if (json)
        fputc(']', out);
}

void host_results_free(struct host_results *r)
{
    free(r->iteration_ns.v);
    r->iteration_ns = (struct host_u64_list){ 0 };
}

void host_results_json(FILE *out, const struct host_results *r, unsigned mask)
{
    assert(keys_valid());
    fputc('{', out);
    bool first = true;
    for (size_t i = 0; i < NRES; i++) {
        const struct res_key *k = &res_keys[i];
        if (!(k->sets & mask))
            continue;
        fprintf(out, "%s\"%s\":", first ? "" : ",", k->name);
        first = false;
        if (k->type == RES_STR)
            host_json_string(out, field(r, k));
        else if (k->type == RES_LIST)
            print_list(out, r, k, true);
        else
            print_number(out, r, k);
    }
    fputs("}\n", out);
}

/* RFC 4180: quote a field holding a comma, quote or line break. */
static void csv_string(FILE *out, const char *s)
{
    if (!strpbrk(s, ",\"\r\n")) {
        fputs(s, out);
        return;
    }
    fputc('"', out);
    for (; *s; s++) {
        if (*s == '"')
            fputc('"', out);
        fputc(*s, out);
    }
    fputc('"', out);
}

void host_results_csv_header(FILE *out, unsigned mask)
{
    assert(keys_valid());
    bool first = true;
    for (size_t i = 0; i < NRES; i++) {
        if (!(res_keys[i].sets & mask))
            continue;
        fprintf(out, "%s%s", first ? "" : ",", res_keys[i].name);
        first = false;
    }
    fputc('\n', out);
}

void host_results_csv_row(FILE *out, const struct host_results *r, unsigned mask)
{
    bool first = true;
    for (size_t i = 0; i < NRES; i++) {
        const struct res_key *k = &res_keys[i];
        if (!(k->sets & mask))
            continue;
        if (!first)
            fputc(',', out);
        first = false;
        if (k->type == RES_STR)
            csv_string(out, field(r, k));
        else if (k->type == RES_LIST)
            print_list(out, r, k, false);
        else
            print_number(out, r, k);
    }
    fputc('\n', out);
}

/* The table's label for a key: its name with the unit the table shows. */
static void table_label(const struct res_key *k, char *buf, size_t len)
{
    char name[64];
    snprintf(name, sizeof name, "%s", k->name);
    size_t l = strlen(name);
    /* peak_reserved_bytes -> peak_reserved (MiB); kernel_ns -> kernel (ms) */
    const char *unit = NULL;
    switch (k->unit) {
    case UNIT_BYTES:
        unit = "MiB";
        if (l > 6 && strcmp(name + l - 6, "_bytes") == 0)
            name[l - 6] = '\0';
        break;
    case UNIT_NS:
        unit = "ms";
        if (l > 3 && strcmp(name + l - 3, "_ns") == 0)
            name[l - 3] = '\0';
        break;
    case UNIT_SECONDS:
        unit = "s";
        if (l > 2 && strcmp(name + l - 2, "_s") == 0)
            name[l - 2] = '\0';
        break;
    default: break;
    }
    if (unit)
        snprintf(buf, len, "%s (%s)", name, unit);
    else
        snprintf(buf, len, "%s", name);
}

static void table_value(const struct host_results *r, const struct res_key *k, char *buf,
                        size_t len)
{
    const void *f = field(r, k);
    switch (k->type) {
    case RES_STR:
        snprintf(buf, len, "%s", *(const char *)f ? (const char *)f : "-");
        return;
    case RES_I64:
        snprintf(buf, len, "%" PRId64, *(const int64_t *)f);
        return;
    case RES_U64: {
        uint64_t v = *(const uint64_t *)f;
        if (k->unit == UNIT_BYTES)
            snprintf(buf, len, "%.1f", (double)v / (1 << 20));
        else if (k->unit == UNIT_NS)
            snprintf(buf, len, "%.3f", (double)v / 1e6);
        else
            snprintf(buf, len, "%" PRIu64, v);
        return;
    }
    case RES_F64: {
        double v = *(const double *)f;
        if (k->unit == UNIT_RATIO)
            snprintf(buf, len, "%.4f", v);
        else if (k->unit == UNIT_SECONDS)
            snprintf(buf, len, "%.6f", v);
        else
            snprintf(buf, len, "%.1f", v);
        return;
    }
    case RES_LIST: /* never in the table */
        snprintf(buf, len, "-");
        return;
    }
}

void host_results_table(FILE *out, const struct host_results *r, int n, unsigned mask)
{
    assert(keys_valid());
    if (n <= 0)
        return;
    const int lw = 28;
    int cw = 12;
    char buf[600];
    for (int j = 0; j < n; j++)
        for (size_t i = 0; i < NRES; i++) {
            if (!res_keys[i].table || !(res_keys[i].sets & mask))
                continue;
            table_value(&r[j], &res_keys[i], buf, sizeof buf);
            int l = (int)strlen(buf);
            if (l > cw && l <= 40)
                cw = l;
        }
    fprintf(out, "trace: %s\n", r[0].trace);
    for (size_t i = 0; i < NRES; i++) {
        const struct res_key *k = &res_keys[i];
        if (!k->table || !(k->sets & mask))
            continue;
        table_label(k, buf, sizeof buf);
        fprintf(out, "%-*s", lw, buf);
        for (int j = 0; j < n; j++) {
            table_value(&r[j], k, buf, sizeof buf);
            fprintf(out, "  %*s", cw, buf);
        }
        fputc('\n', out);
    }
    for (int j = 0; j < n; j++)
        if (r[j].params[0])
            fprintf(out, "params of column %d (%s): %s\n", j + 1, r[j].policy, r[j].params);
}
