/* model_um.h: the Unified Memory page model: where every page of managed
 * memory is, what a kernel's faults, the driver's density prefetch,
 * eviction, prefetches, CPU accesses and advice do to it, and what each
 * costs in simulated time (docs/design.md section 4; docs/model.md).
 *
 * Memory is kept per 2 MiB VA block (address >> 21), the unit faults are
 * serviced in, prefetch never crosses and a root chunk backs on the GPU.
 * Every block of a live managed reservation that an operation has named
 * has a struct model_block with 512-bit page sets (model_pages.h): resident
 * on the GPU, resident on the CPU, inside the reservations placed in it,
 * and the pages under each kind of advice. A block wholly inside one
 * reservation gets its struct when first named (model_um_blocks.c), so
 * host memory follows the blocks a trace touches, not the bytes it
 * declares, at most max_blocks (MODEL_UM_MAX_BLOCKS) blocks at once:
 * one more sets too_many, and the engine changes nothing more.
 * Work on a block is a handful of word operations, never a loop per page.
 *
 * Time: the event loop of sim/sim_timeline.h calls in here in time order. A
 * kernel is a struct model_um_kernel that runs window by window (the bytes
 * of its access stream whose faults arrive together) until the next event
 * is due, so a copy started meanwhile changes pages between two windows.
 * The copy engines (one per direction) serve transfers first come, first
 * served: a transfer starts at the latest of its request and the engine
 * finishing the one before (h2d_free, d2h_free), which is exact because
 * requests arrive in time order. A prefetch changes the pages when it
 * starts; a kernel touching a block whose migration to the GPU ends later
 * waits for it (ready_ns).
 *
 * Invariants (model_um_valid, debug builds): every block has a live
 * reservation in it; a block holds a root chunk
 * exactly when some page of it is GPU-resident; chunks equals the number of
 * such blocks and never exceeds max_chunks; gpu_pages counts the GPU-resident
 * pages; a page is GPU- and CPU-resident at once only under read-mostly
 * advice (a duplicate); every resident page lies inside a reservation;
 * the bytes charged to the links equal the pages that changed place (a
 * page gaining a GPU copy while it had a CPU copy, or the reverse); the
 * evictor's set (as it lists it) is exactly the blocks holding a chunk
 * (model_evict_check.h).
 */
#ifndef MODEL_UM_H
#define MODEL_UM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "policy.h"
#include "model_density.h"
#include "u64map.h"
#include "model_pages.h"
#include "model_profile.h"
#include "model_spans.h"
#include "model_thrashing.h"
#include "trace.h"

/* Why bytes crossed the link (results keys h2d_* and d2h_*). */
enum model_cause {
    MODEL_CAUSE_DEMAND,           /* the faulted pages themselves */
    MODEL_CAUSE_DENSITY,          /* added by the density prefetch */
    MODEL_CAUSE_LAUNCH_PREFETCH,  /* a launch-time prefetcher (--prefetch) */
    MODEL_CAUSE_PROGRAM_PREFETCH, /* the trace's own PREFETCH events */
    MODEL_CAUSE_EVICTION,         /* evicted to make room, or by the harness */
    MODEL_CAUSE_CPU_FAULT,        /* the CPU touching GPU-resident pages */
    MODEL_CAUSE_COUNT
};

/* One 2 MiB VA block of a live managed reservation. */
struct model_block {
    uint64_t id;                /* address >> 21 */
    uint64_t order;             /* its place in a fault batch's service order
                                 * (model_um_blocks.c) */
    struct model_pages gpu, cpu;  /* resident copies */
    struct model_pages valid;     /* pages inside the reservations placed in it */
    struct model_pages read_mostly, prefer_gpu, prefer_cpu, accessed_by; /* advice */
    struct model_pages moved;     /* pages migrated to the GPU in iteration moved_iter */
    uint64_t moved_iter;
    uint64_t ready_ns;          /* when the last migration to the GPU ends */
    unsigned npages;            /* one past the last valid page */
    unsigned users;             /* live reservations with pages in it */
    uint8_t tag;                /* tag of the buffer that last touched it */
    bool chunk;                 /* holds a GPU root chunk */
    bool harness;               /* counted resident by the harness (model_um_harness_touch) */
    struct model_thrashing_block thr; /* the driver's thrashing detection (model_thrashing.h) */
    uint64_t thr_t;             /* latest time given to thr (its calls never go back) */
};

struct model_um_stats {
    uint64_t fault_batches, faults;
    uint64_t h2d[MODEL_CAUSE_COUNT], d2h[MODEL_CAUSE_COUNT];
    uint64_t evictions, evicted_bytes;
    uint64_t thrashed_pages;
    uint64_t remote_bytes;
    uint64_t zero_fill_bytes;    /* pages resident nowhere populated by GPU faults */
    uint64_t fault_stall_ns, prefetch_wait_ns, evict_ns, remote_ns, cpu_fault_ns;
    uint64_t host_populate_ns;   /* CPU first touches (host time) */
    uint64_t throttle_ns;        /* faults held back by thrashing throttles */
    uint64_t pinned_remote_bytes; /* GPU accesses to pages pinned at the CPU */
    uint64_t peak_resident_bytes;
};

struct model_um_run; /* model_um_blocks.c */

/* Who is told of the engine's work as it is decided (simrun --perfetto),
 * or all NULL (model_um_init): each copy on an engine, from start to end
 * (per engine in start order: first come, first served), named by its
 * cause (a fault's migration: demand, or density when only prefetched
 * pages cross); each GPU fault batch serviced; each block evicted. */
struct model_um_watch {
    void (*copy)(void *ctx, bool h2d, enum model_cause cause, uint64_t start, uint64_t end,
                 uint64_t bytes);
    void (*batch)(void *ctx, uint64_t start, uint64_t end);
    void (*evict)(void *ctx, uint64_t at, uint64_t bytes);
    void *ctx;
};

struct model_um {
    const struct model_profile *p;
    struct model_density_params density;
    struct model_thrashing_params thrash; /* the driver's defaults (enable: on) */
    const struct policy_evictor *ev;
    void *ev_self;
    struct u64map index;        /* block id -> slot in blocks */
    struct model_block *blocks;
    size_t nblocks, capblocks;   /* slots used (some free), allocated */
    uint64_t *free_slots;        /* stack of free slots */
    size_t nfree;
    void *whole;                 /* reservations' whole blocks, by id (model_um_blocks.c) */
    struct model_um_run *free_orders; /* stack of order numbers given back */
    size_t nfree_orders, capfree_orders;
    uint64_t norders;            /* order numbers ever handed out */
    uint64_t chunks, max_chunks; /* root chunks held; physical capacity in chunks */
    uint64_t gpu_pages;
    uint64_t harness_blocks;     /* blocks with harness set */
    void *hev_self;              /* --evict-at-kernel-boundary: another instance of the
                                  * evictor, told the harness's view as gpurun's is
                                  * (model_um_set_harness); NULL otherwise */
    uint64_t h2d_free, d2h_free; /* when each copy engine is next free */
    uint64_t iter;               /* iteration number (thrashing) */
    uint64_t seed;
    /* scratch of one kernel window */
    struct model_um_touch *touch;
    size_t ntouch, captouch;
    struct model_spans inflight;   /* migrations queued by prefetches and evictions */
    struct model_spans batches;    /* the GPU fault batches serviced */
    bool oom;                      /* out of host memory, here or in an evictor hook */
    uint64_t max_blocks;           /* blocks with a struct at most (MODEL_UM_MAX_BLOCKS) */
    bool too_many;                 /* one more was needed: the engine stops changing */
    uint64_t too_many_salt;        /* the salt of the kernel that needed it, else UINT64_MAX */
    struct model_um_stats s;
    struct model_um_watch watch;   /* set by the caller after model_um_init */
    uint64_t dbg_h2d_pages, dbg_d2h_pages; /* debug builds: pages that changed place */
};

/* The most blocks with state at once: 8 TiB of managed memory touched and
 * live together, more than a host holds; about 1 KiB of host memory each
 * (docs/model.md, "Geometry"). */
#define MODEL_UM_MAX_BLOCKS (1ull << 22)

/* evictor may be NULL only while no memory is managed (device mode). */
int model_um_init(struct model_um *u, const struct model_profile *p, uint64_t capacity,
                const struct model_density_params *density, const struct policy_evictor *ev,
                void *ev_self, uint64_t seed);
void model_um_free(struct model_um *u);

/* A managed reservation [addr, addr+size) appears / goes away. Its pages
 * start resident nowhere, unless its 2 MiB block already holds other live
 * reservations (the driver packs allocations under 2 MiB into shared
 * blocks, sim/sim_cuda_blocks.h): then the pages it shares with them, and those
 * of allocations freed there earlier, keep their state, for the driver
 * frees nothing until the block's last allocation goes. That last release
 * drops every copy of the block; model_um_release returns the GPU-resident
 * bytes so dropped. */
void model_um_reserve(struct model_um *u, uint64_t addr, uint64_t size);
uint64_t model_um_release(struct model_um *u, uint64_t addr, uint64_t size);

/* One range a kernel touches, resolved to an address. */
struct model_um_access {
    uint64_t addr;
    const struct trace_access *a; /* offset, length, pattern, stride, piece, mode */
    uint8_t tag;
};

/* One fault window (model_um_kernel.c builds them): add the pages of
 * [lo, hi) touched with stride/piece (piece 0: every byte; base: where the
 * strided range starts), read or written, by a range of the tag given, to
 * the window; then serve the window at *t: wait for migrations in flight,
 * access remotely what advice keeps on the CPU, fault the rest in batches,
 * serviced one VA block at a time in block order; the kernel's first fault
 * (*faulted false) costs fault_wake_ns more. */
void model_um_window_touch(struct model_um *u, uint64_t lo, uint64_t hi, uint64_t base,
                         uint64_t stride, uint64_t piece, bool write, uint8_t tag);
void model_um_window_serve(struct model_um *u, uint64_t *t, bool *faulted);

/* A kernel in progress (model_um_kernel_run). */
struct model_um_kernel {
    const struct model_um_access *acc;
    size_t n, i;            /* its accesses; the one being run */
    uint64_t ns, salt;      /* time with all data resident; makes random orders
                               differ per kernel */
    bool started;           /* run has begun, at start */
    uint64_t start;
    bool faulted;           /* it has faulted (fault_wake_ns charged) */
    uint64_t room;          /* bytes the open window can still take */
    bool in_access;         /* access i has begun: */
    uint64_t pos;           /*   next address to touch, or next random piece */
    uint64_t *perm;         /*   random: its 64 KiB pieces in order */
    size_t np, capperm;
};

/* A kernel of ns (its time with all its data resident) touching acc in
 * order (acc must outlive it); salt: the event row. */
void model_um_kernel_begin(struct model_um_kernel *k, uint64_t ns, const struct model_um_access *acc,
                         size_t n, uint64_t salt);
/* Run k from *t, one fault window at a time, while *t < limit (to its end
 * when limit is UINT64_MAX, where a saturated clock stays): its faults,
 * waits for migrations in flight and remote accesses move *t. Returns true
 * when the kernel has finished (at *t): at max(its start + ns, its last
 * window served), as gpurun's replay kernel does. */
bool model_um_kernel_run(struct model_um *u, struct model_um_kernel *k, uint64_t *t, uint64_t limit);
void model_um_kernel_end(struct model_um_kernel *k);

/* cudaMemPrefetchAsync of [addr, addr+len) on a stream whose work is ready at
 * start; returns when it ends. Pages outside managed memory are skipped. To
 * the GPU, pages resident nowhere are populated and zero-filled there first
 * (by their bytes, *zero_ns: prefetch_zero_ns, or prefetch_zero_defer_ns for
 * a deferred call chained to the one before it), then the CPU-resident ones
 * copied. */
uint64_t model_um_prefetch(struct model_um *u, uint64_t start, uint64_t addr, uint64_t len,
                         bool to_gpu, bool chained, enum model_cause cause, uint64_t *zero_ns);

/* The CPU touches [addr, addr+len) at time now (mode: trace access mode);
 * returns when its touches end: pages resident nowhere are populated on the
 * CPU (host_populate_ns), GPU-only pages fault back (cpu_fault_d2h_ns), and
 * the pages already at the CPU are read or written at host_read_ns /
 * host_write_ns. */
uint64_t model_um_host(struct model_um *u, uint64_t now, uint64_t addr, uint64_t len,
                     unsigned mode);

/* cudaMemAdvise on [addr, addr+len) (mode: enum trace_advise). */
void model_um_advise(struct model_um *u, uint64_t addr, uint64_t len, unsigned mode);

/* --evict-at-kernel-boundary, as gpurun's harness does it
 * (gpu/gpurun_capacity.cu). The harness keeps its own view of residency:
 * 2 MiB blocks a kernel or a prefetch to the GPU covers count as resident
 * from when it is issued; eviction by the harness, a prefetch to the CPU, a
 * CPU touch or a release takes them out. Its evictor, hev_self (another
 * instance of the policy, which the engine owns from here on and destroys
 * in model_um_free), is told that view: a block entering it migrated under
 * its tag (a kernel range's, else the block's last one), a kernel touching
 * it again accessed, a block leaving evicted. */
void model_um_set_harness(struct model_um *u, void *hev_self);
/* A kernel's blocks enter the harness's view. */
void model_um_harness_touch(struct model_um *u, const struct model_um_access *acc, size_t n);
/* A prefetch issued over [addr, addr+len): to the GPU (resident) or not. */
void model_um_harness_mark(struct model_um *u, uint64_t addr, uint64_t len, bool resident);
/* After issuing a kernel, while the view holds more than limit bytes, the
 * harness takes its evictor's victim out of it, to be prefetched to the CPU
 * on the kernel's stream. Returns how many, their block ids in *ids
 * (malloc'd; NULL and 0 when none, or out of memory, which sets oom). */
size_t model_um_trim_victims(struct model_um *u, uint64_t limit, uint64_t **ids);
/* Those prefetches, when the stream reaches them, at now: each after
 * walk_ns of the driver's walk, on the device-to-host engine at
 * evict_d2h_ns (the calibration's eviction as the harness makes it, a call
 * per block). Returns when the last copy ends. */
uint64_t model_um_evict_blocks(struct model_um *u, uint64_t now, const uint64_t *ids, size_t n,
                             uint64_t walk_ns);

/* A new iteration begins (pages may migrate once more without thrashing). */
void model_um_next_iteration(struct model_um *u);

/* Copy operations queued and still running at now. */
uint64_t model_um_inflight(struct model_um *u, uint64_t now);

/* When a host call made at now that maps memory (cudaMallocManaged: mmap
 * takes the process's mmap lock for writing) gets its locks: the end of the
 * GPU fault batch being serviced at now, whose service holds that lock and
 * the VA space lock for reading (uvm_gpu_replayable_faults.c,
 * service_fault_batch; uvm.c, uvm_mmap), else now. Calls come in time order:
 * batches that end by now are forgotten. */
uint64_t model_um_batch_end(struct model_um *u, uint64_t now);

#define MODEL_UM_RESIDENT_BYTES(u) ((u)->gpu_pages * (uint64_t)MODEL_PAGE_SIZE)

#ifndef NDEBUG
bool model_um_valid(const struct model_um *u);
#endif

#endif
