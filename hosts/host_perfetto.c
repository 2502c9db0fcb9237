/* host_perfetto.c: Chrome trace-event JSON for --perfetto (host_perfetto.h).
 * Write errors show at trace_output_close (the stream's error flag). */
#include "host_perfetto.h"

#include <inttypes.h>
#include <stdlib.h>

static const char *const track_names[HOST_PF_NFIXED] = {
    [HOST_PF_ALLOCS] = "allocations", [HOST_PF_FAULTS] = "fault batches",
    [HOST_PF_EVICTIONS] = "evictions", [HOST_PF_H2D] = "copy H2D", [HOST_PF_D2H] = "copy D2H",
};

static const char *const counter_names[HOST_PF_NCOUNTERS] = {
    [HOST_PF_RESERVED] = "reserved_bytes", [HOST_PF_ALLOCATED] = "allocated_bytes",
    [HOST_PF_RESIDENT] = "resident_bytes",
};

/* A JSON string of s: our names hold no control characters; quotes and
 * backslashes are escaped. */
static void put_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            fputc('\\', f);
        fputc((unsigned char)*s < 0x20 ? '?' : *s, f);
    }
    fputc('"', f);
}

/* The start of an event: separator, ph, name, pid, tid, ts. */
static void head(struct host_perfetto *w, char ph, const char *name, uint64_t tid, uint64_t ts)
{
    fprintf(w->f, "%s{\"ph\":\"%c\",\"name\":", w->any ? ",\n" : "", ph);
    put_string(w->f, name);
    fprintf(w->f, ",\"pid\":%" PRIu32 ",\"tid\":%" PRIu64 ",\"ts\":%" PRIu64 ".%03u", w->pid,
            tid, ts / 1000, (unsigned)(ts % 1000));
    w->any = true;
}

static void metadata(struct host_perfetto *w, const char *what, uint64_t tid, const char *name)
{
    head(w, 'M', what, tid, 0);
    fputs(",\"args\":{\"name\":", w->f);
    put_string(w->f, name);
    fputs("}}", w->f);
    head(w, 'M', what[0] == 'p' ? "process_sort_index" : "thread_sort_index", tid, 0);
    fprintf(w->f, ",\"args\":{\"sort_index\":%" PRIu64 "}}", what[0] == 'p' ? w->pid : tid);
}

void host_perfetto_begin(struct host_perfetto *w, FILE *f)
{
    *w = (struct host_perfetto){ .f = f };
    fputs("{\"displayTimeUnit\":\"ns\",\"traceEvents\":[\n", f);
}

void host_perfetto_process(struct host_perfetto *w, uint32_t pid, const char *host,
                           const char *policy)
{
    char name[256];
    w->pid = pid;
    w->nstreams = 0;
    for (int c = 0; c < HOST_PF_NCOUNTERS; c++)
        w->have[c] = false;
    snprintf(name, sizeof name, "%s %s", host, policy);
    metadata(w, "process_name", 0, name);
    for (int t = HOST_PF_ALLOCS; t < HOST_PF_NFIXED; t++)
        metadata(w, "thread_name", (uint64_t)t, track_names[t]);
}

void host_perfetto_slice(struct host_perfetto *w, uint64_t tid, const char *name,
                         uint64_t start, uint64_t end, const char *args)
{
    uint64_t dur = end > start ? end - start : 0;
    head(w, 'X', name, tid, start);
    fprintf(w->f, ",\"dur\":%" PRIu64 ".%03u,\"args\":{%s}}", dur / 1000,
            (unsigned)(dur % 1000), args);
}

/* Name stream's track the first time it is seen in this process. */
static void name_stream(struct host_perfetto *w, uint32_t stream)
{
    for (size_t i = 0; i < w->nstreams; i++)
        if (w->streams[i] == stream)
            return;
    if (w->nstreams == w->capstreams) {
        size_t cap = w->capstreams ? 2 * w->capstreams : 8;
        uint32_t *s = realloc(w->streams, cap * sizeof *s);
        if (!s) {
            w->oom = true;
            return;
        }
        w->streams = s;
        w->capstreams = cap;
    }
    w->streams[w->nstreams++] = stream;
    char name[32];
    snprintf(name, sizeof name, "stream %" PRIu32, stream);
    metadata(w, "thread_name", HOST_PF_STREAM + (uint64_t)stream, name);
}

void host_perfetto_kernel(struct host_perfetto *w, uint32_t stream, uint64_t kernel,
                          uint64_t row, uint64_t start, uint64_t end)
{
    char name[48], args[64];
    name_stream(w, stream);
    snprintf(name, sizeof name, "kernel %" PRIu64, kernel);
    snprintf(args, sizeof args, "\"row\":%" PRIu64, row);
    host_perfetto_slice(w, HOST_PF_STREAM + (uint64_t)stream, name, start, end, args);
}

void host_perfetto_instant(struct host_perfetto *w, uint64_t tid, const char *name, uint64_t at,
                           const char *args)
{
    head(w, 'i', name, tid, at);
    fprintf(w->f, ",\"s\":\"t\",\"args\":{%s}}", args);
}

void host_perfetto_counter(struct host_perfetto *w, enum host_pf_counter c, uint64_t at,
                           uint64_t value)
{
    if (w->have[c] && w->last[c] == value)
        return;
    w->have[c] = true;
    w->last[c] = value;
    head(w, 'C', counter_names[c], 0, at);
    fprintf(w->f, ",\"args\":{\"bytes\":%" PRIu64 "}}", value);
}

int host_perfetto_end(struct host_perfetto *w)
{
    fputs("\n]}\n", w->f);
    free(w->streams);
    bool oom = w->oom;
    *w = (struct host_perfetto){ 0 };
    return oom ? -1 : 0;
}
