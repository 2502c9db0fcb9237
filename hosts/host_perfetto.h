/* host_perfetto.h: --perfetto files, Chrome trace-event JSON, written the
 * same way by both hosts (simrun's replay, gpurun's measured run) so that
 * their files of one run open side by side in ui.perfetto.dev or
 * chrome://tracing with the same tracks (docs/simrun.md "Perfetto").
 *
 * The file is one object {"displayTimeUnit":"ns","traceEvents":[...]}, one
 * event a line, in the order written. A process (pid) per run of a policy,
 * named "HOST POLICY"; in it the tracks (threads, tid) of enum
 * host_pf_track, a track per stream at HOST_PF_STREAM + stream, and three
 * counter tracks of bytes. Times are integer nanoseconds, written as
 * microseconds with three decimals ("ts":1.234), so the same run gives the
 * same bytes. Slices are complete events ("ph":"X", dur >= 0), marks are
 * instant events of thread scope ("ph":"i","s":"t"), counters "ph":"C"
 * with one numeric argument, and names are metadata ("ph":"M").
 */
#ifndef HOST_PERFETTO_H
#define HOST_PERFETTO_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

/* The fixed tracks of every process; a stream's is HOST_PF_STREAM + id. */
enum host_pf_track {
    HOST_PF_ALLOCS = 1,   /* "allocations": an instant per ALLOC and FREE */
    HOST_PF_FAULTS,       /* "fault batches": a slice per GPU fault batch */
    HOST_PF_EVICTIONS,    /* "evictions": an instant per block evicted */
    HOST_PF_H2D,          /* "copy H2D": transfers to the GPU, named by cause */
    HOST_PF_D2H,          /* "copy D2H": transfers to the CPU, named by cause */
    HOST_PF_NFIXED,
    HOST_PF_STREAM = 16,  /* "stream N": its kernels */
};

/* The counter tracks, in bytes. */
enum host_pf_counter { HOST_PF_RESERVED, HOST_PF_ALLOCATED, HOST_PF_RESIDENT, HOST_PF_NCOUNTERS };

/* Invariant: f is between host_perfetto_begin and host_perfetto_end; any
 * says whether an event has been written (the next one needs a comma);
 * last[c] is counter c's value last written in process pid (have[c]). */
struct host_perfetto {
    FILE *f;
    bool any;
    uint32_t pid;            /* the process events go to */
    uint64_t last[HOST_PF_NCOUNTERS];
    bool have[HOST_PF_NCOUNTERS];
    uint32_t *streams;       /* streams named in process pid (in the order seen) */
    size_t nstreams, capstreams;
    bool oom;                /* out of host memory naming a stream */
};

/* Start the file on f (opened by the caller, trace_output.h). */
void host_perfetto_begin(struct host_perfetto *w, FILE *f);
/* From here on, events go to a new process pid named "host policy", with
 * its fixed tracks named. */
void host_perfetto_process(struct host_perfetto *w, uint32_t pid, const char *host,
                           const char *policy);
/* A slice [start, end) on track tid; args is "" or JSON members
 * ("\"bytes\":4096"). */
void host_perfetto_slice(struct host_perfetto *w, uint64_t tid, const char *name,
                         uint64_t start, uint64_t end, const char *args);
/* A kernel of stream from start to end, its stream's track named. */
void host_perfetto_kernel(struct host_perfetto *w, uint32_t stream, uint64_t kernel,
                          uint64_t row, uint64_t start, uint64_t end);
/* A mark at at on track tid. */
void host_perfetto_instant(struct host_perfetto *w, uint64_t tid, const char *name, uint64_t at,
                           const char *args);
/* Counter c is value at at (written when it changed). */
void host_perfetto_counter(struct host_perfetto *w, enum host_pf_counter c, uint64_t at,
                           uint64_t value);
/* Close the list and the object; frees what w holds. Returns -1 when out of
 * host memory was met on the way (the file lacks stream names), else 0. */
int host_perfetto_end(struct host_perfetto *w);

#endif
