/* policy.h: the plugin API shared by every memory policy.
 *
 * A policy is a const struct of function pointers, filled with designated
 * initializers and listed by name in one registry (policies/registry.c).
 * Three families share the naming, parameters and environment below:
 * allocators (where a buffer goes inside memory obtained upstream),
 * launch-time prefetchers (what a runtime prefetches before a kernel) and
 * evictors (which GPU memory leaves when Unified Memory needs room).
 *
 * A policy never includes a CUDA or simulator header. Everything it may do
 * to the world goes through the struct policy_env its host hands it: in
 * simrun a simulated address space charging the GPU profile's costs, in
 * gpurun real cudaMallocManaged/cudaFree. Addresses are plain uint64_t.
 *
 * Parameters are given as "name:key=value,key=value"; each key has a
 * default and bounds, values are unsigned integers with optional K/M/G/T
 * binary suffixes or "inf" (UINT64_MAX), or fractions such as 0.6.
 *
 * Running out of memory is reported, never fatal inside a policy (see
 * "Out of memory" below).
 */
#ifndef POLICY_H
#define POLICY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* ---- Out of memory ---------------------------------------------------------
 *
 * Two memories can run out, and the calls tell them apart:
 *  - device memory, the host's, behind env->reserve. An allocator that
 *    cannot serve a request even after its own recovery (releasing cached
 *    blocks, retrying) returns POLICY_NO_DEVICE_MEMORY from alloc: the
 *    program's out-of-memory error, a result of the run (status "oom").
 *  - host memory for the policy's own bookkeeping (its instance, nodes,
 *    maps, lists). A policy never aborts or prints for it: create returns
 *    NULL, and alloc, free, before_launch, after_launch, migrated and
 *    accessed return POLICY_NO_HOST_MEMORY. The host stops the run and
 *    reports it (simrun and gpurun: "out of host memory", exit 2 and 1),
 *    as the UVM driver's functions unwind a failed allocation with `goto
 *    fail` to a caller that reports the error.
 * After POLICY_NO_HOST_MEMORY the instance is consistent (its checker
 * passes) and may be destroyed. A failed allocator or evictor call has
 * changed nothing the host can see: the same blocks are handed out, the
 * same memory is reserved upstream, the same blocks are tracked, so the
 * host may even retry it. A failed prefetcher call may have queued part of
 * its work (prefetches, events) first. The other calls (usage, victim,
 * evicted, each, destroy) never need host memory and cannot fail; valid,
 * a debug checker, may report false when it cannot get memory for its
 * walk. */
enum policy_status {
    POLICY_OK = 0,
    POLICY_NO_DEVICE_MEMORY = -1,
    POLICY_NO_HOST_MEMORY = -2,
};

/* ---- Environment: what the host provides -------------------------------- */

/* A byte range a kernel touches, resolved to an address by the host. */
struct policy_range {
    uint64_t addr, len;
    uint8_t mode;   /* 1 read, 2 write, 3 both (trace access modes) */
    uint8_t tag;    /* the buffer's tag (trace buffer tags) */
};

/* A kernel launch as a prefetcher sees it. */
struct policy_launch {
    uint64_t seq;      /* 0, 1, 2, ... in issue order */
    uint64_t kernel;   /* kernel id in the trace */
    uint32_t stream;
    uint64_t ns;       /* its run time with all data resident */
    const struct policy_range *ranges;
    size_t nranges;
};

/* Counters a policy may bump through env->count. */
enum policy_stat {
    POLICY_STAT_CACHE_HIT,   /* an alloc served from cached memory */
    POLICY_STAT_SPLIT,       /* a free block split in two */
    POLICY_STAT_MERGE,       /* two free neighbours merged */
    POLICY_STAT_OOM_FLUSH,   /* upstream failed, cache released, retried */
    POLICY_STAT_STREAM_STEAL,/* a block taken from another stream's free list */
    POLICY_STAT_COUNT
};

struct policy_env {
    void *host; /* first argument of every call below */

    /* Obtain size bytes of device memory upstream, for use on stream.
     * Returns 0 with *addr set, or -1 when upstream is out of memory (the
     * host's capacity); the policy may then free cache and retry. The host
     * charges the call's cost (a cudaMalloc, which does not synchronize the
     * device; release, a cudaFree, does). */
    int (*reserve)(void *host, uint64_t size, uint32_t stream, uint64_t *addr);
    /* Return a whole reservation obtained from reserve (same addr, size). */
    void (*release)(void *host, uint64_t addr, uint64_t size);
    /* Make stream `waiter` wait for the work queued so far on `stream`, as
     * cudaEventRecord on stream + cudaStreamWaitEvent on waiter. */
    void (*stream_wait)(void *host, uint32_t waiter, uint32_t stream);
    /* The host's clock, in nanoseconds. */
    uint64_t (*now_ns)(void *host);
    /* Add delta to counter stat. */
    void (*count)(void *host, enum policy_stat stat, uint64_t delta);
    /* Block the host until the work queued so far on stream has completed
     * (cudaStreamSynchronize). NULL where the host cannot (gpurun, whose
     * planner runs ahead of the GPU). */
    void (*stream_sync)(void *host, uint32_t stream);
    /* A mark of the work queued so far on every stream, and whether the
     * device had finished, at the host's clock, the work queued on stream
     * before mark (as an event recorded then and queried now). NULL where
     * the host does not model the device's progress. A stream-ordered pool
     * learns so which frees have completed. */
    uint64_t (*device_mark)(void *host);
    bool (*mark_done)(void *host, uint32_t stream, uint64_t mark);

    /* -- Unified Memory hosts only (simrun's engine, gpurun); NULL in an
     *    allocator-only host. Used by launch-time prefetchers. -- */
    /* Queue a migration of [addr, addr+len) on stream, to the GPU
     * (to_gpu true) or to the CPU: cudaMemPrefetchAsync. */
    void (*prefetch)(void *host, uint64_t addr, uint64_t len, bool to_gpu, uint32_t stream);
    /* A new stream for the policy's own work (created once, kept). */
    uint32_t (*stream_create)(void *host);
    /* Record an event after the work queued so far on stream; returns its
     * id (cudaEventRecord). */
    uint64_t (*event_record)(void *host, uint32_t stream);
    /* Make stream wait for event (cudaStreamWaitEvent). */
    void (*event_wait)(void *host, uint32_t stream, uint64_t event);
    /* Block the host until event has completed (cudaEventSynchronize). */
    void (*event_sync)(void *host, uint64_t event);
    /* The ahead-th LAUNCH after the current one (ahead >= 1), with its
     * ranges resolved to addresses, valid until the next call; returns 0,
     * or -1 when the trace has no such launch. NULL where the host cannot
     * look ahead (a live program). */
    int (*peek_launch)(void *host, uint64_t ahead, struct policy_launch *out);
    /* Bytes of GPU memory Unified Memory may use (the capacity); simrun
     * gives allocators its device capacity too. */
    uint64_t (*gpu_capacity)(void *host);
};

/* ---- Parameters --------------------------------------------------------- */

#define POLICY_MAX_PARAMS 12

struct policy_param {
    const char *key;
    uint64_t def, min, max;
    const char *help;
};

#define POLICY_MILLIONTHS UINT64_C(1000000)

/* What every family's struct starts with. params ends with a {0} row.
 * Bit i of fractions set: params[i] is a decimal fraction such as 0.6,
 * written so and held in millionths (600000), def, min and max too. */
struct policy_info {
    const char *name;
    const char *summary;
    const struct policy_param *params;
    uint32_t fractions;
};

/* ---- Allocators ----------------------------------------------------------- */

/* What an allocator holds right now. allocated counts bytes of blocks
 * handed out, after the policy's rounding; reserved counts bytes held
 * upstream. free_bytes and largest_free describe cached free memory and
 * are only filled when asked (they may cost a walk). */
struct policy_usage {
    uint64_t allocated;
    uint64_t reserved;
    uint64_t free_bytes;
    uint64_t largest_free;
};

/* One block of an upstream reservation (a segment), as an allocator lists
 * them (policy_allocator.blocks): live when handed out, else free (cached,
 * the allocator's to reuse). addr and size are its part inside the
 * reservation; start is where the block begins, addr unless it began in an
 * earlier one (a stream-ordered pool's block over several granules is
 * listed in each: it pins them all). */
struct policy_block {
    uint64_t seg_addr, seg_size; /* the reservation the block lies in */
    uint32_t seg_stream;         /* the stream the reservation was made for */
    uint64_t addr, size, start;
    bool live;
};

/* The program's stream ordering and host synchronizations, as a host
 * replays them (trace RECORD, WAIT and SYNC events), for an allocator that
 * follows them (a stream-ordered pool). stream and event are those of the
 * call; a kind without one passes 0. */
enum policy_order {
    POLICY_ORDER_RECORD,      /* cudaEventRecord(event, stream) */
    POLICY_ORDER_WAIT,        /* cudaStreamWaitEvent(stream, event) */
    POLICY_ORDER_SYNC_STREAM, /* cudaStreamSynchronize(stream) */
    POLICY_ORDER_SYNC_EVENT,  /* cudaEventSynchronize(event) */
    POLICY_ORDER_SYNC_DEVICE, /* cudaDeviceSynchronize() */
};

struct policy_allocator {
    struct policy_info info;
    /* Create an instance; values[i] is the value of info.params[i]. Returns
     * NULL only when out of host memory. */
    void *(*create)(const struct policy_env *env, const uint64_t *values);
    /* Release every reservation upstream and free the instance. */
    void (*destroy)(void *self);
    /* Serve size (> 0) bytes for stream. Returns POLICY_OK with *addr,
     * POLICY_NO_DEVICE_MEMORY when upstream memory is exhausted even after
     * the policy's own recovery, or POLICY_NO_HOST_MEMORY. */
    int (*alloc)(void *self, uint64_t size, uint32_t stream, uint64_t *addr);
    /* Give back a block returned by alloc; stream is where the free is
     * ordered (the trace's FREE stream). Returns POLICY_OK, or
     * POLICY_NO_HOST_MEMORY (the block is then still allocated). */
    int (*free)(void *self, uint64_t addr, uint32_t stream);
    /* Fill u; free_bytes/largest_free only when with_free is true. */
    void (*usage)(const void *self, struct policy_usage *u, bool with_free);
    /* Debug checker: true when every invariant of the instance holds.
     * Hosts assert it after every operation in debug builds. */
    bool (*valid)(const void *self);
    /* Optional (NULL: the allocator cannot say): fn(arg, b) once for every
     * block of every reservation it holds, a reservation's blocks one after
     * another in address order. O(blocks): for reports (simrun
     * --min-capacity: which live blocks keep free space from being released
     * or merged), never the hot path; fn must not call back. */
    void (*blocks)(const void *self, void (*fn)(void *arg, const struct policy_block *b),
                   void *arg);
    /* The program recorded or waited on an event or synchronized the host
     * (enum policy_order), told after the host has done it itself; the
     * allocator may release memory upstream here. NULL: not interested (a
     * host that sees no such calls, such as a live program, never calls
     * it). Returns POLICY_OK or POLICY_NO_HOST_MEMORY (nothing changed). */
    int (*order)(void *self, enum policy_order kind, uint32_t stream, uint64_t event);
    /* NULL, or true when an instance with these values hands out addresses
     * in ranges it maps itself rather than those reserve returned (caching's
     * expandable segments): only a simulated host that never touches the
     * memory can run it (simrun --memory device). */
    bool (*own_addresses)(const uint64_t *values);
};

/* Whether a (with values) hands out addresses of its own (own_addresses);
 * hosts on a real GPU refuse such a policy with POLICY_OWN_ADDRESSES_MSG. */
static inline bool policy_own_addresses(const struct policy_allocator *a, const uint64_t *values)
{
    return a->own_addresses && a->own_addresses(values);
}
#define POLICY_OWN_ADDRESSES_MSG                                                       \
    "expandable segments and the stream-ordered pools map pages at addresses of their" \
    " own, which only simulated device memory models (simrun --memory device)"

/* ---- Launch-time prefetchers ------------------------------------------------ */

/* What a runtime does before a kernel runs (docs/policies.md): none,
 * manual, launch (PUMP), lookahead. The host calls before_launch just
 * before it queues the kernel on l->stream, and after_launch just after;
 * whatever the policy queues through env (prefetches, events, waits)
 * orders the kernel as real CUDA calls would. */
struct policy_prefetcher {
    struct policy_info info;
    void *(*create)(const struct policy_env *env, const uint64_t *values);
    void (*destroy)(void *self);
    /* Both return POLICY_OK or POLICY_NO_HOST_MEMORY. */
    int (*before_launch)(void *self, const struct policy_launch *l);
    int (*after_launch)(void *self, const struct policy_launch *l); /* NULL: not interested */
    bool (*valid)(const void *self); /* debug checker, or NULL */
};

/* ---- Evictors ----------------------------------------------------------------- */

/* Which GPU memory leaves when a migration needs room (docs/policies.md).
 * The unit is a 2 MiB block of the address space (address >> 21), the
 * driver's root chunk. The host reports what happens to blocks and asks
 * for a victim among those it has reported resident and not yet evicted.
 * Every hook must be O(1) or O(log n): they run once per block touched. */
struct policy_evictor {
    struct policy_info info;
    void *(*create)(const struct policy_env *env, const uint64_t *values);
    void (*destroy)(void *self);
    /* Pages of block migrated to the GPU (it becomes or stays resident);
     * tag is the tag of the buffer that caused the migration. Returns
     * POLICY_OK or POLICY_NO_HOST_MEMORY. */
    int (*migrated)(void *self, uint64_t block, uint8_t tag);
    /* A kernel touched block, which is resident. NULL: not interested.
     * Returns POLICY_OK or POLICY_NO_HOST_MEMORY. */
    int (*accessed)(void *self, uint64_t block);
    /* block is no longer resident on the GPU (evicted, migrated to the
     * CPU or freed). */
    void (*evicted)(void *self, uint64_t block);
    /* The block to evict next; 0 with *block, or -1 when none is resident. */
    int (*victim)(void *self, uint64_t *block);
    bool (*valid)(const void *self); /* debug checker, or NULL */
    /* Debug listing of the evictor's set: calls fn(arg, block) exactly once
     * for every block reported migrated and not evicted since (the blocks
     * victim may return), in any order; fn must not call back into the
     * evictor. O(n): for invariant checks, not for the hot path. NULL: the
     * evictor cannot list its set (a checker then only tests the victim). */
    void (*each)(const void *self, void (*fn)(void *arg, uint64_t block), void *arg);
};

/* ---- Registry ------------------------------------------------------------- */

/* NULL-terminated tables of every policy of each family, in registry.c,
 * and the number of policies in each. */
extern const struct policy_allocator *const policy_allocators[];
extern const struct policy_prefetcher *const policy_prefetchers[];
extern const struct policy_evictor *const policy_evictors[];
extern const size_t policy_nallocators, policy_nprefetchers, policy_nevictors;

const struct policy_allocator *policy_find_allocator(const char *name);
const struct policy_prefetcher *policy_find_prefetcher(const char *name);
const struct policy_evictor *policy_find_evictor(const char *name);

/* Parse "name[:key=value,...]" for an allocator: sets *p and fills values
 * (defaults, then the given keys). Returns 0, or -1 with a message such as
 * "bfc: key 'x' unknown (keys: ...)" or "caching: min_split=3: below 512"
 * in err. */
int policy_parse_allocator(const char *spec, const struct policy_allocator **p,
                           uint64_t values[POLICY_MAX_PARAMS], char *err, size_t errlen);

/* The same for the other families. */
int policy_parse_prefetcher(const char *spec, const struct policy_prefetcher **p,
                            uint64_t values[POLICY_MAX_PARAMS], char *err, size_t errlen);
int policy_parse_evictor(const char *spec, const struct policy_evictor **p,
                         uint64_t values[POLICY_MAX_PARAMS], char *err, size_t errlen);

/* Parse "key=value,..." against info's params into values (defaults
 * first). Shared by every family. Returns 0 or -1 with err. */
int policy_parse_params(const struct policy_info *info, const char *kv,
                        uint64_t values[POLICY_MAX_PARAMS], char *err, size_t errlen);

/* The inverse: "key=value,..." of every parameter's value (defaults
 * included; UINT64_MAX as "inf") into buf, truncated to len. */
void policy_format_params(const struct policy_info *info, const uint64_t *values, char *buf,
                          size_t len);

/* Split a list of policies, as given to --policy, into single specs: a
 * comma separates policies, and a piece with '=' before any ':' is one more
 * parameter of the policy before it, so "bfc:round=1024,caching" and
 * "bfc,round=1024,caching" both give "bfc:round=1024" and "caching".
 * Appends malloc'ed specs to specs[*n..max); returns 0, or -1 with err. */
int policy_split_list(const char *list, char **specs, int *n, int max, char *err,
                      size_t errlen);

/* Parse one value: decimal with optional K/M/G/T (binary) suffix, or
 * "inf". Returns 0 or -1. */
int policy_parse_u64(const char *s, uint64_t *v);
/* Write value v of parameter i of info as policy_format_params does
 * ("inf", an integer, or a fraction such as 0.6). */
void policy_format_value(const struct policy_info *info, int i, uint64_t v, char *buf,
                         size_t len);

/* Debug-build assertion of a policy checker. */
#ifdef NDEBUG
#define POLICY_ASSERT_VALID(a, self) ((void)0)
#else
#include <assert.h>
#define POLICY_ASSERT_VALID(a, self) assert(!(a)->valid || (a)->valid(self))
#endif

#endif
