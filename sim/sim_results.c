/* sim_results.c: the results key table and its printers (sim_results.h). */
#include "sim_results.h"

#include <inttypes.h>
#include <stddef.h>
#include <string.h>

enum res_type { RES_STR, RES_U64, RES_I64, RES_F64 };
/* How the table shows a value; JSON and CSV always print raw units. */
enum res_unit { UNIT_RAW, UNIT_BYTES, UNIT_NS, UNIT_SECONDS, UNIT_RATIO, UNIT_RATE };

struct res_key {
    const char *name;
    enum res_type type;
    size_t offset;
    enum res_unit unit;
    bool wall;  /* measured on this machine: omitted by --no-wall */
    bool table; /* shown in the comparison table */
};

#define K(n, t, u) { #n, t, offsetof(struct sim_results, n), u, false, true }
#define H(n, t, u) { #n, t, offsetof(struct sim_results, n), u, false, false } /* not in table */
#define W(n, t, u) { #n, t, offsetof(struct sim_results, n), u, true, true }

static const struct res_key res_keys[] = {
    { "trace", RES_STR, offsetof(struct sim_results, trace), UNIT_RAW, false, false },
    K(policy, RES_STR, UNIT_RAW),
    H(params, RES_STR, UNIT_RAW), /* under the table: it can be long */
    K(profile, RES_STR, UNIT_RAW),
    K(upstream, RES_STR, UNIT_RAW),
    K(capacity_bytes, RES_U64, UNIT_BYTES),
    K(seed, RES_U64, UNIT_RAW),
    H(host_overhead_ns_per_event, RES_U64, UNIT_NS),
    K(status, RES_STR, UNIT_RAW),
    K(failed_row, RES_I64, UNIT_RAW),
    K(events, RES_U64, UNIT_RAW),
    K(sim_time_ns, RES_U64, UNIT_NS),
    H(sim_time_s, RES_F64, UNIT_SECONDS),
    K(kernel_ns, RES_U64, UNIT_NS),
    K(host_ns, RES_U64, UNIT_NS),
    K(host_memcpy_ns, RES_U64, UNIT_NS),
    K(prefetch_host_ns, RES_U64, UNIT_NS),
    K(iterations, RES_U64, UNIT_RAW),
    K(samples, RES_U64, UNIT_RAW),
    K(samples_per_sec, RES_F64, UNIT_RATE),
    K(peak_requested_bytes, RES_U64, UNIT_BYTES),
    K(peak_allocated_bytes, RES_U64, UNIT_BYTES),
    K(peak_reserved_bytes, RES_U64, UNIT_BYTES),
    K(upstream_allocs, RES_U64, UNIT_RAW),
    K(upstream_frees, RES_U64, UNIT_RAW),
    K(upstream_failed, RES_U64, UNIT_RAW),
    K(upstream_alloc_ns, RES_U64, UNIT_NS),
    K(upstream_free_ns, RES_U64, UNIT_NS),
    K(upstream_sync_wait_ns, RES_U64, UNIT_NS),
    K(frag_reserved_at_peak, RES_F64, UNIT_RATIO),
    K(frag_free_at_peak, RES_F64, UNIT_RATIO),
    K(cache_hits, RES_U64, UNIT_RAW),
    K(splits, RES_U64, UNIT_RAW),
    K(merges, RES_U64, UNIT_RAW),
    K(oom_flushes, RES_U64, UNIT_RAW),
    K(stream_steals, RES_U64, UNIT_RAW),
    K(alloc_ops, RES_U64, UNIT_RAW),
    K(fault_prefetch, RES_STR, UNIT_RAW),
    K(prefetcher, RES_STR, UNIT_RAW),
    K(evictor, RES_STR, UNIT_RAW),
    K(capacity_mode, RES_STR, UNIT_RAW),
    K(fault_stall_ns, RES_U64, UNIT_NS),
    K(prefetch_wait_ns, RES_U64, UNIT_NS),
    K(evict_ns, RES_U64, UNIT_NS),
    K(remote_ns, RES_U64, UNIT_NS),
    K(cpu_fault_ns, RES_U64, UNIT_NS),
    K(host_populate_ns, RES_U64, UNIT_NS),
    K(thrashing_throttle_ns, RES_U64, UNIT_NS),
    K(thrashing_pinned_remote_bytes, RES_U64, UNIT_BYTES),
    K(fault_batches, RES_U64, UNIT_RAW),
    K(faults, RES_U64, UNIT_RAW),
    K(h2d_bytes, RES_U64, UNIT_BYTES),
    K(d2h_bytes, RES_U64, UNIT_BYTES),
    K(h2d_demand_bytes, RES_U64, UNIT_BYTES),
    K(h2d_density_bytes, RES_U64, UNIT_BYTES),
    K(h2d_launch_prefetch_bytes, RES_U64, UNIT_BYTES),
    K(h2d_program_prefetch_bytes, RES_U64, UNIT_BYTES),
    K(d2h_eviction_bytes, RES_U64, UNIT_BYTES),
    K(d2h_cpu_fault_bytes, RES_U64, UNIT_BYTES),
    K(d2h_launch_prefetch_bytes, RES_U64, UNIT_BYTES),
    K(d2h_program_prefetch_bytes, RES_U64, UNIT_BYTES),
    K(gpu_zero_fill_bytes, RES_U64, UNIT_BYTES),
    K(evictions, RES_U64, UNIT_RAW),
    K(evicted_bytes, RES_U64, UNIT_BYTES),
    K(thrashed_pages, RES_U64, UNIT_RAW),
    K(remote_bytes, RES_U64, UNIT_BYTES),
    K(peak_resident_bytes, RES_U64, UNIT_BYTES),
    W(alloc_wall_ns_per_op, RES_F64, UNIT_RATE),
    W(wall_s, RES_F64, UNIT_SECONDS),
    W(events_per_sec, RES_F64, UNIT_RATE),
};
#define NRES (sizeof res_keys / sizeof res_keys[0])

static const void *field(const struct sim_results *r, const struct res_key *k)
{
    return (const char *)r + k->offset;
}

void sim_json_string(FILE *out, const char *s)
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
static void print_number(FILE *out, const struct sim_results *r, const struct res_key *k)
{
    const void *f = field(r, k);
    switch (k->type) {
    case RES_U64: fprintf(out, "%" PRIu64, *(const uint64_t *)f); break;
    case RES_I64: fprintf(out, "%" PRId64, *(const int64_t *)f); break;
    case RES_F64: fprintf(out, "%.9g", *(const double *)f); break;
    case RES_STR: break;
    }
}

void sim_results_json(FILE *out, const struct sim_results *r, bool with_wall)
{
    fputc('{', out);
    bool first = true;
    for (size_t i = 0; i < NRES; i++) {
        const struct res_key *k = &res_keys[i];
        if (k->wall && !with_wall)
            continue;
        fprintf(out, "%s\"%s\":", first ? "" : ",", k->name);
        first = false;
        if (k->type == RES_STR)
            sim_json_string(out, field(r, k));
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

void sim_results_csv_header(FILE *out, bool with_wall)
{
    bool first = true;
    for (size_t i = 0; i < NRES; i++) {
        if (res_keys[i].wall && !with_wall)
            continue;
        fprintf(out, "%s%s", first ? "" : ",", res_keys[i].name);
        first = false;
    }
    fputc('\n', out);
}

void sim_results_csv_row(FILE *out, const struct sim_results *r, bool with_wall)
{
    bool first = true;
    for (size_t i = 0; i < NRES; i++) {
        const struct res_key *k = &res_keys[i];
        if (k->wall && !with_wall)
            continue;
        if (!first)
            fputc(',', out);
        first = false;
        if (k->type == RES_STR)
            csv_string(out, field(r, k));
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

static void table_value(const struct sim_results *r, const struct res_key *k, char *buf,
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
    }
}

void sim_results_table(FILE *out, const struct sim_results *r, int n, bool with_wall)
{
    if (n <= 0)
        return;
    const int lw = 28;
    int cw = 12;
    char buf[600];
    for (int j = 0; j < n; j++)
        for (size_t i = 0; i < NRES; i++) {
            if (!res_keys[i].table || (res_keys[i].wall && !with_wall))
                continue;
            table_value(&r[j], &res_keys[i], buf, sizeof buf);
            int l = (int)strlen(buf);
            if (l > cw && l <= 40)
                cw = l;
        }
    fprintf(out, "trace: %s\n", r[0].trace);
    for (size_t i = 0; i < NRES; i++) {
        const struct res_key *k = &res_keys[i];
        if (!k->table || (k->wall && !with_wall))
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
