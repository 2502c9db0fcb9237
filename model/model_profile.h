/* model_profile.h: GPU profiles, the named sets of hardware parameters the
 * simulator charges its costs from (docs/design.md section 4).
 *
 * A profile is a text file of `key = value` lines that anyone can copy and
 * edit (profiles/NAME.profile); `#` starts a comment. Every key the simulator
 * knows is listed once, with its kind and help, in the table in
 * model_profile.c: files and `--set key=value` overrides are checked against
 * it, so an unknown key or a bad value is an error, never ignored, and
 * every key but `description` must be present in the file.
 *
 * Three kinds of values:
 *   size   bytes, integer with optional binary suffix K/M/G/T ("141G"),
 *   time   a duration, decimal with unit ns/us/ms/s ("2.5us"; bare = ns),
 *   rate   a quantity per second, decimal with optional SI suffix
 *          K/M/G/T/P ("4.8T" bytes/s, "67T" FLOP/s), > 0,
 *   curve  a cost by size: SIZE:TIME points with increasing sizes,
 *          separated by spaces or commas ("4K:1.5us 64M:34us 1G:75us");
 *          model_curve_ns() interpolates log-log between points, is
 *          flat below the first and, past the last, goes on at the last
 *          segment's cost per byte (a straight line, never decreasing).
 *
 * The Unified Memory engine (model_um.h) reads its fault, link and page
 * keys from the same struct and table (docs/model.md gives the source of
 * every number in the shipped profiles).
 */
#ifndef MODEL_PROFILE_H
#define MODEL_PROFILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define MODEL_CURVE_MAX 16
#define MODEL_PROFILE_DEFAULT "h200-pcie5"
#define MODEL_PROFILE_SUFFIX ".profile"

/* A cost by size. Invariant: 1 <= n <= MODEL_CURVE_MAX, sizes strictly
 * increasing and > 0, every ns finite and >= 0. */
struct model_curve {
    int n;
    double size[MODEL_CURVE_MAX];
    double ns[MODEL_CURVE_MAX];
};

struct model_profile {
    char name[64];          /* file name without .profile, or as given */
    char path[512];         /* where it was read from */
    char description[256];
    char gpu_name[128];     /* CUDA's name of the device ("NVIDIA H200"), "" if unset */
    uint64_t capacity;      /* device memory, bytes */
    /* Kernel rooflines (docs/simrun.md, "Kernel times"): vendor peaks, > 0;
     * optional keys, 0 when the profile does not give them */
    double fp32_flops;      /* FLOP/s on fp32 */
    double fp16_flops;      /* FLOP/s on fp16 tensor cores, dense */
    double mem_bw;          /* device memory bytes/s */
    double launch_ns;       /* host time to issue one kernel launch */
    double kernel_gap_ns;   /* GPU time of a kernel beyond its own (back to back) */
    struct model_curve malloc_ns;         /* cudaMalloc latency by size */
    struct model_curve free_ns;           /* cudaFree latency by size */
    struct model_curve managed_malloc_ns; /* cudaMallocManaged latency */
    struct model_curve managed_free_ns;   /* cudaFree of managed memory */
    /* Unified Memory (model_um.h, docs/model.md) */
    uint64_t fault_batch;               /* pages per fault batch (driver: 256) */
    uint64_t fault_window;              /* bytes of a kernel's access stream whose
                                           faults arrive together */
    double fault_batch_ns;              /* fixed cost of one batch (fetch, replay) */
    double fault_block_ns;              /* cost per VA block serviced in a batch */
    double fault_wake_ns;               /* extra cost of a kernel's first fault batch */
    struct model_curve fault_h2d_ns;      /* migration on a GPU fault, by bytes per block */
    struct model_curve fault_zero_ns;     /* GPU fault populating pages resident nowhere
                                           (zero-filled on the GPU), by bytes per block */
    struct model_curve prefetch_h2d_ns;   /* cudaMemPrefetchAsync to GPU, by bytes per call */
    struct model_curve prefetch_d2h_ns;   /* cudaMemPrefetchAsync to CPU, by bytes per call */
    struct model_curve evict_d2h_ns;      /* eviction of one root chunk, by bytes moved */
    struct model_curve cpu_fault_d2h_ns;  /* CPU faults on GPU-resident data, by bytes per block */
    struct model_curve remote_ns;         /* GPU access to CPU memory over the link
                                           (accessed-by, preferred CPU), by bytes */
    struct model_curve host_populate_ns;  /* CPU first touch of pages resident nowhere */
    struct model_curve prefetch_host_ns;  /* host time in one cudaMemPrefetchAsync call
                                           moving nothing in the caller, by bytes of its
                                           range (the walk of the range) */
    struct model_curve prefetch_call_ns;  /* host time of a call to the GPU run in the caller
                                           (idle stream), by bytes it moves */
    double prefetch_defer_ns;           /* a deferred prefetch's wait for the driver's
                                           worker after its stream reaches it */
    uint64_t prefetch_queue;            /* deferred calls the driver holds before a
                                           call blocks (0: no limit) */
    struct model_curve prefetch_zero_ns;  /* a prefetch to the GPU of pages resident
                                           nowhere (populated and zero-filled there),
                                           by those bytes per call */
    struct model_curve prefetch_zero_defer_ns; /* the same in a deferred call the
                                                driver's worker takes up right after
                                                the one before it */
    struct model_curve managed_free_resident_ns; /* cudaFree of managed memory: extra,
                                                  by its GPU-resident bytes */
    struct model_curve memcpy_h2d_ns;     /* cudaMemcpy pageable host -> device */
    struct model_curve memcpy_d2h_ns;     /* cudaMemcpy device -> pageable host */
    struct model_curve host_read_ns;      /* the CPU reading memory resident at the CPU */
    struct model_curve host_write_ns;     /* the CPU writing memory resident at the CPU */
    struct model_curve host_write_cold_ns; /* the CPU writing memory out of its caches
                                            (device-memory HOST writes beyond the bytes of
                                            the host copy written before) */
    uint64_t given;                     /* bit i: key i of the table was set */
};

/* Set one key from its text value. Returns 0, or -1 with a message such as
 * "key 'x' unknown" or "malloc_ns: '4K:' : missing time" in err. */
int model_profile_set(struct model_profile *p, const char *key, const char *value, char *err,
                    size_t errlen);

/* Parse "key=value" (for --set). Same returns as model_profile_set. */
int model_profile_set_kv(struct model_profile *p, const char *kv, char *err, size_t errlen);

/* Read a profile file (every key but description required). Returns 0, or -1 with err as
 * "FILE: line N: what". */
int model_profile_load_file(struct model_profile *p, const char *path, char *err, size_t errlen);

/* Find a profile by name or path: a value containing '/' or ending in
 * .profile is a file; otherwise NAME.profile is looked up in
 * model_profile_dirs() order. Returns 0 or -1 with err. */
int model_profile_load(struct model_profile *p, const char *name_or_file, char *err,
                     size_t errlen);

/* The directories searched for profiles, in order: $GMS_PROFILES, ./profiles,
 * PREFIX/share/gpumemsim/profiles for a program in PREFIX/bin (an install),
 * REPO/profiles for a program in REPO/BUILD/bin or REPO/BUILD/KIND/bin (a
 * build tree; listed only when it exists), GMS_DATADIR/profiles. The
 * program's folder comes from /proc/self/exe, so the search does not depend
 * on the working directory. Returns the count (at most max); dirs[i] point
 * to static storage. */
int model_profile_dirs(const char **dirs, int max);

/* Load the first profile of the search directories (in the order of
 * model_profile_list) whose gpu_name is gpu_name. Returns 0, or -1 with
 * err "no profile has gpu_name '...'". */
int model_profile_find_gpu(struct model_profile *p, const char *gpu_name, char *err,
                           size_t errlen);

/* Print every profile found in the search directories (first of each name
 * wins), one per line with its description, then the keys with help. */
void model_profile_list(FILE *out);

/* Latency of curve c at size bytes, in ns. */
double model_curve_ns(const struct model_curve *c, uint64_t size);

/* Parse a size ("64M") or time ("34us") value. Return 0 or -1. */
int model_parse_size(const char *s, uint64_t *v);
int model_parse_time_ns(const char *s, double *ns);
int model_parse_rate(const char *s, double *v); /* "4.8T" -> 4.8e12 */

#ifndef NDEBUG
bool model_profile_valid(const struct model_profile *p);
#endif

#endif
