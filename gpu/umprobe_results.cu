/* umprobe_results.cu: umprobe's results: one row per (item, case, size, chunk,
 * metric) holding one value per repetition, and their output as umprobe.json (with the
 * GPU, driver, CUPTI status and nvidia_uvm parameters), umprobe.csv and a table on
 * stdout (median, minimum, maximum).
 */
#include "umprobe.h"

extern "C" {
#include "host_results.h" /* host_json_string */
#include "trace.h"        /* trace_output */
}

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

struct um_row *um_rows;
int um_nrows;
static int um_caprows;

void um_put(int item, const char *name, uint64_t size, uint64_t chunk, const char *metric,
                const char *unit, double value)
{
    for (int i = 0; i < um_nrows; i++) {
        struct um_row *r = &um_rows[i];
        if (r->item == item && r->size == size && r->chunk == chunk && !strcmp(r->name, name) &&
            !strcmp(r->metric, metric)) {
            if (r->n < (int)(sizeof r->v / sizeof r->v[0]))
                r->v[r->n++] = value;
            return;
        }
    }
    if (um_nrows == um_caprows) {
        um_caprows = um_caprows ? 2 * um_caprows : 256;
        um_rows = (struct um_row *)realloc(um_rows, um_caprows * sizeof *um_rows);
        if (!um_rows)
            um_die(1, "out of memory");
    }
    struct um_row *r = &um_rows[um_nrows++];
    memset(r, 0, sizeof *r);
    r->item = item;
    snprintf(r->name, sizeof r->name, "%s", name);
    r->size = size;
    r->chunk = chunk;
    snprintf(r->metric, sizeof r->metric, "%s", metric);
    snprintf(r->unit, sizeof r->unit, "%s", unit);
    r->v[r->n++] = value;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Median, minimum and maximum of a row's values. */
void um_row_stats(const struct um_row *r, double *med, double *lo, double *hi)
{
    double s[sizeof r->v / sizeof r->v[0]];
    memcpy(s, r->v, r->n * sizeof s[0]);
    qsort(s, r->n, sizeof s[0], cmp_double);
    *med = r->n % 2 ? s[r->n / 2] : 0.5 * (s[r->n / 2 - 1] + s[r->n / 2]);
    *lo = s[0];
    *hi = s[r->n - 1];
}

/* Record what one phase moved, per the counters and per pagemap. */
void um_put_counters(int item, const char *name, uint64_t size, uint64_t chunk,
                   const struct umsum *s)
{
    if (!um_cupti_on)
        return;
    um_put(item, name, size, chunk, "htod_bytes", "B", (double)s->htod);
    um_put(item, name, size, chunk, "htod_coherence", "B", (double)s->htod_cause[2]);
    um_put(item, name, size, chunk, "htod_prefetch", "B", (double)s->htod_cause[3]);
    um_put(item, name, size, chunk, "htod_user", "B", (double)s->htod_cause[1]);
    um_put(item, name, size, chunk, "htod_other", "B",
        (double)(s->htod_cause[0] + s->htod_cause[4] + s->htod_cause[5]));
    um_put(item, name, size, chunk, "htod_records", "count", (double)s->htod_records);
    um_put(item, name, size, chunk, "htod_delivered", "B", (double)s->htod_delivered);
    um_put(item, name, size, chunk, "dtoh_bytes", "B", (double)s->dtoh);
    um_put(item, name, size, chunk, "gpu_fault_groups", "count", (double)s->gpu_fault_groups);
    um_put(item, name, size, chunk, "gpu_fault_records", "count", (double)s->gpu_fault_records);
    um_put(item, name, size, chunk, "cpu_fault_records", "count", (double)s->cpu_fault_records);
}

/* ---- output ------------------------------------------------------------------------- */

/* The first line of a small file, without its newline, or "" when unreadable. */
static void read_line(const char *path, char *out, size_t n)
{
    out[0] = 0;
    FILE *f = fopen(path, "r");
    if (!f)
        return;
    if (fgets(out, (int)n, f))
        out[strcspn(out, "\n")] = 0;
    fclose(f);
}

/* DIR/NAME, written whole or not at all (traces/trace_output.c). */
static FILE *open_out(const char *dir, const char *name, char *path, size_t len,
                      struct trace_output *out)
{
    snprintf(path, len, "%s/%s", dir, name);
    struct trace_error e;
    FILE *f = trace_output_fopen(out, path, NULL, &e);
    if (!f)
        um_die(2, "%s", e.msg);
    return f;
}

static void close_out(struct trace_output *out)
{
    struct trace_error e;
    if (trace_output_close(out, &e))
        um_die(2, "%s", e.msg);
}

/* umprobe.json's opening: the program, the machine, the run, CUPTI. */
static void json_machine(FILE *f, const cudaDeviceProp *p, int drv, int rt, size_t free_b,
                         size_t total_b, uint64_t cap, const char *cmdline, double elapsed)
{
    char date[64], line[512];
    time_t t = time(NULL);
    strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", gmtime(&t));
    fprintf(f, "{\n  \"program\": \"umprobe %s\",\n  \"date\": \"%s\",\n  \"command\": ", GMS_VERSION,
            date);
    host_json_string(f, cmdline);
    fprintf(f, ",\n  \"gpu\": ");
    host_json_string(f, p->name);
    read_line("/sys/module/nvidia/version", line, sizeof line);
    fprintf(f, ",\n  \"cc\": \"%d.%d\",\n  \"sm_count\": %d,\n  \"driver_api\": %d,\n"
               "  \"runtime\": %d,\n  \"kernel_module_version\": ",
            p->major, p->minor, p->multiProcessorCount, drv, rt);
    host_json_string(f, line);
    fprintf(f, ",\n  \"free_bytes\": %zu,\n  \"total_bytes\": %zu,\n  \"managed_cap_bytes\": %llu,\n"
               "  \"reps\": %d,\n  \"max_bytes\": %llu,\n  \"elapsed_s\": %.2f,\n  \"cupti\": ",
            free_b, total_b, (unsigned long long)cap, um_reps, (unsigned long long)um_max_bytes,
            elapsed);
    host_json_string(f, um_cupti_status);
    uint64_t uc, uh, ud;
    um_unclaimed(&uc, &uh, &ud);
    fprintf(f, ",\n  \"cupti_dropped_records\": %llu,\n  \"cupti_unclaimed\": {\"records\": %llu, "
               "\"htod_bytes\": %llu, \"dtoh_bytes\": %llu}",
            (unsigned long long)um_cupti_dropped, (unsigned long long)uc, (unsigned long long)uh,
            (unsigned long long)ud);
}

/* nvidia_uvm's module parameters, as the object "uvm_params". */
static void json_uvm_params(FILE *f)
{
    fputs(",\n  \"uvm_params\": {", f);
    DIR *d = opendir("/sys/module/nvidia_uvm/parameters");
    int first = 1;
    for (struct dirent *de; d && (de = readdir(d));) {
        if (de->d_name[0] == '.')
            continue;
        char pp[512], line[512];
        snprintf(pp, sizeof pp, "/sys/module/nvidia_uvm/parameters/%s", de->d_name);
        read_line(pp, line, sizeof line);
        fprintf(f, "%s\n    ", first ? "" : ",");
        host_json_string(f, de->d_name);
        fputs(": ", f);
        host_json_string(f, line);
        first = 0;
    }
    if (d)
        closedir(d);
    fputs("}", f);
}

/* The rows, each with its statistics and values, and the closing brace. */
static void json_rows(FILE *f)
{
    fprintf(f, ",\n  \"rows\": [");
    for (int i = 0; i < um_nrows; i++) {
        const struct um_row *r = &um_rows[i];
        double med, lo, hi;
        um_row_stats(r, &med, &lo, &hi);
        fprintf(f, "%s\n    {\"item\": %d, \"case\": \"%s\", \"size\": %llu, \"chunk\": %llu, "
                   "\"metric\": \"%s\", \"unit\": \"%s\", \"median\": %.12g, \"min\": %.12g, "
                   "\"max\": %.12g, \"values\": [",
                i ? "," : "", r->item, r->name, (unsigned long long)r->size,
                (unsigned long long)r->chunk, r->metric, r->unit, med, lo, hi);
        for (int j = 0; j < r->n; j++)
            fprintf(f, "%s%.12g", j ? ", " : "", r->v[j]);
        fputs("]}", f);
    }
    fputs("\n  ]\n}\n", f);
}

static void write_csv(const char *dir)
{
    char path[4096];
    struct trace_output out;
    FILE *f = open_out(dir, "umprobe.csv", path, sizeof path, &out);
    fputs("item,case,size,chunk,metric,unit,n,median,min,max,values\n", f);
    for (int i = 0; i < um_nrows; i++) {
        const struct um_row *r = &um_rows[i];
        double med, lo, hi;
        um_row_stats(r, &med, &lo, &hi);
        fprintf(f, "%d,%s,%llu,%llu,%s,%s,%d,%.12g,%.12g,%.12g,", r->item, r->name,
                (unsigned long long)r->size, (unsigned long long)r->chunk, r->metric, r->unit,
                r->n, med, lo, hi);
        for (int j = 0; j < r->n; j++)
            fprintf(f, "%s%.12g", j ? ";" : "", r->v[j]);
        fputc('\n', f);
    }
    close_out(&out);
}

void um_write_outputs(const char *dir, const cudaDeviceProp *p, int drv, int rt,
                      size_t free_b, size_t total_b, uint64_t cap, const char *cmdline,
                      double elapsed)
{
    char path[4096];
    struct trace_output out;
    FILE *f = open_out(dir, "umprobe.json", path, sizeof path, &out);
    json_machine(f, p, drv, rt, free_b, total_b, cap, cmdline, elapsed);
    json_uvm_params(f);
    json_rows(f);
    close_out(&out);
    write_csv(dir);
}

void um_print_table(void)
{
    printf("%-4s %-26s %10s %10s %-18s %12s %12s %12s %3s\n", "item", "case", "size", "chunk",
           "metric", "median", "min", "max", "n");
    for (int i = 0; i < um_nrows; i++) {
        const struct um_row *r = &um_rows[i];
        double med, lo, hi;
        um_row_stats(r, &med, &lo, &hi);
        printf("%-4d %-26s %10llu %10llu %-18s %12.6g %12.6g %12.6g %3d\n", r->item, r->name,
               (unsigned long long)r->size, (unsigned long long)r->chunk, r->metric, med, lo, hi,
               r->n);
    }
}
