/* live_alloc.c: the project's allocator policies serving a real program's
 * allocations (libgmslive.so, docs/live.md). PyTorch takes it as its
 * allocator through torch.cuda.memory.CUDAPluggableAllocator(path,
 * "gms_malloc", "gms_free"), which `gmslive` installs without a change to
 * the program: every tensor then goes through the chosen policy, whose
 * upstream is cudaMallocManaged (or cudaMalloc with --memory device), as in
 * gpurun. Any other CUDA program's allocation calls come through
 * live_inject.c.
 *
 * The settings come from GMS_LIVE, spelled as simrun's flags:
 *     GMS_LIVE="--policy caching:max_split_size=64M --memory managed --json out.json"
 * and --prefetch, --evict and --capacity for what happens at each kernel
 * launch (live_launch.c); --cupti bytes|faults|all counts migrations as
 * gpurun --cupti does (cuda_um_counters.h).
 * A bad setting stops the program at its first allocation with exit 2 and
 * a message naming it. Managed reservations are kept within the same cap as
 * gpurun's (the smaller of 16 GiB and half the GPU's free memory when the
 * library starts): a reservation past it fails, so the policy sees the GPU
 * full and PyTorch raises its out-of-memory error; the GPU is never asked
 * for more; with --over-cap device such a reservation is made in device
 * memory instead. At exit the run's results go to --json (or standard error) as
 * one JSON object with the keys of simrun and gpurun (host_results.h).
 */
#include <cuda_runtime_api.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "host_peaks.h"
#include "host_results.h"
#include "cuda_launch.h"
#include "cuda_um_counters.h"
#include "live.h"
#include "policy.h"
#include "u64map.h"

#define EXPORTED __attribute__((visibility("default")))
#define LIVE_CAP_MAX (16ull << 30)

/* The library's state. Invariant: once started, a and self are the policy
 * and its instance; reserved is the sum of the upstream reservations alive,
 * managed_reserved that of the managed ones (within cap), fallback holds
 * the device reservations made over the cap; lock guards everything
 * (PyTorch allocates from several threads). */
static struct {
    pthread_mutex_t lock;
    int started, torch;
    const struct policy_allocator *a;
    void *self;
    struct policy_env env;
    int managed, over_cap_device;
    int cupti; /* --cupti: CUDA_UM_* (0 off) */
    uint64_t cap, reserved, managed_reserved;
    struct u64map fallback;  /* device reservation over the cap -> its size */
    pthread_mutex_t streams_lock; /* streams alone: launches map theirs too */
    struct u64map streams;   /* cudaStream_t -> policy stream id (0: the default) */
    cudaStream_t by_id[256]; /* policy stream id -> cudaStream_t */
    uint32_t nstreams;
    struct u64map sizes;     /* live block -> requested bytes */
    struct host_peaks peaks;
    struct host_results r;
    uint64_t start_ns;
    char json[4096];
    struct live_launch_settings launch;
    uint64_t pf_values[POLICY_MAX_PARAMS], ev_values[POLICY_MAX_PARAMS];
} g = { .lock = PTHREAD_MUTEX_INITIALIZER, .streams_lock = PTHREAD_MUTEX_INITIALIZER };

static void fail_setting(const char *what) __attribute__((noreturn));
static void fail_setting(const char *what)
{
    fprintf(stderr, "gmslive: GMS_LIVE: %s\n", what);
    exit(2);
}

/* ---- the policy's environment: the real GPU ------------------------------------- */

static cudaStream_t stream_of(uint32_t id)
{
    return id < g.nstreams ? g.by_id[id] : 0;
}

/* The policy stream id of a CUDA stream, made on first use. */
static uint32_t stream_id(cudaStream_t s)
{
    uint64_t id = 0;
    if (!s)
        return 0;
    pthread_mutex_lock(&g.streams_lock);
    if (!u64map_get(&g.streams, (uint64_t)(uintptr_t)s, &id)
        && g.nstreams < sizeof g.by_id / sizeof *g.by_id /* past 255: the default's order */
        && u64map_put(&g.streams, (uint64_t)(uintptr_t)s, g.nstreams) == 0) {
        g.by_id[g.nstreams] = s;
        id = g.nstreams++;
    }
    pthread_mutex_unlock(&g.streams_lock);
    return (uint32_t)id;
}

static uint32_t stream_id_of_handle(uint64_t handle)
{
    return stream_id((cudaStream_t)(uintptr_t)handle);
}

/* cudaMallocManaged (cudaMalloc with --memory device), within the cap; over
 * it, with --over-cap device, cudaMalloc. */
static int env_reserve(void *host, uint64_t size, uint32_t stream, uint64_t *addr)
{
    void *p = NULL;
    uint64_t t0 = cuda_now_ns();
    bool over = g.managed && size > g.cap - g.managed_reserved, managed = g.managed && !over;
    cudaError_t e = over && !g.over_cap_device ? cudaErrorMemoryAllocation
                    : managed ? cudaMallocManaged(&p, size, cudaMemAttachGlobal)
                              : live_cuda_malloc(&p, size);
    g.r.upstream_alloc_ns += cuda_now_ns() - t0;
    if (e == cudaSuccess && over && u64map_put(&g.fallback, (uintptr_t)p, size) != 0) {
        live_cuda_free(p);
        e = cudaErrorMemoryAllocation;
    }
    if (e != cudaSuccess) {
        cudaGetLastError(); /* clear it: the policy answers out of memory */
        g.r.upstream_failed++;
        return -1;
    }
    g.reserved += size;
    g.managed_reserved += managed ? size : 0;
    if (g.reserved > g.r.peak_reserved_bytes)
        g.r.peak_reserved_bytes = g.reserved;
    g.r.upstream_allocs++;
    g.r.fallback_reserves += over;
    g.r.fallback_bytes += over ? size : 0;
    *addr = (uint64_t)(uintptr_t)p;
    if (managed) /* what the prefetcher and the evictor may move */
        live_launch_reservation(*addr, size, true);
    return 0;
}

static void env_release(void *host, uint64_t addr, uint64_t size)
{
    uint64_t t0 = cuda_now_ns();
    bool device = !g.managed || u64map_del(&g.fallback, addr, NULL);
    if (!device) {
        live_launch_reservation(addr, size, false);
        g.managed_reserved -= size;
    }
    live_cuda_free((void *)(uintptr_t)addr);
    g.r.upstream_free_ns += cuda_now_ns() - t0;
    g.reserved -= size;
    g.r.upstream_frees++;
}

static uint64_t env_event_record(void *host, uint32_t stream)
{
    cudaEvent_t e;
    if (cudaEventCreateWithFlags(&e, cudaEventDisableTiming) != cudaSuccess)
        return 0;
    cudaEventRecord(e, stream_of(stream));
    return (uint64_t)(uintptr_t)e;
}

static void env_event_wait(void *host, uint32_t stream, uint64_t event)
{
    if (event)
        cudaStreamWaitEvent(stream_of(stream), (cudaEvent_t)(uintptr_t)event, 0);
}

static void env_stream_sync(void *host, uint32_t stream)
{
    cudaStreamSynchronize(stream_of(stream));
}

static void env_event_sync(void *host, uint64_t event)
{
    if (event)
        cudaEventSynchronize((cudaEvent_t)(uintptr_t)event);
}

/* waiter waits for the work queued so far on stream. */
static void env_stream_wait(void *host, uint32_t waiter, uint32_t stream)
{
    env_event_wait(host, waiter, env_event_record(host, stream));
}

static uint32_t env_stream_create(void *host)
{
    cudaStream_t s;
    if (cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking) != cudaSuccess)
        return 0;
    return stream_id(s);
}

static void env_prefetch(void *host, uint64_t addr, uint64_t len, bool to_gpu, uint32_t stream)
{
    struct cudaMemLocation l = { .type = to_gpu ? cudaMemLocationTypeDevice : cudaMemLocationTypeHost };
    if (g.managed)
        cudaMemPrefetchAsync((void *)(uintptr_t)addr, len, l, 0, stream_of(stream));
}

static uint64_t env_now(void *host)
{
    return cuda_now_ns() - g.start_ns;
}

static void env_count(void *host, enum policy_stat stat, uint64_t delta)
{
    uint64_t *c[POLICY_STAT_COUNT] = {
        [POLICY_STAT_CACHE_HIT] = &g.r.cache_hits, [POLICY_STAT_SPLIT] = &g.r.splits,
        [POLICY_STAT_MERGE] = &g.r.merges, [POLICY_STAT_OOM_FLUSH] = &g.r.oom_flushes,
        [POLICY_STAT_STREAM_STEAL] = &g.r.stream_steals,
    };
    if ((unsigned)stat < POLICY_STAT_COUNT && c[stat])
        *c[stat] += delta;
}

static uint64_t env_gpu_capacity(void *host)
{
    size_t free_b = 0, total = 0;
    cudaMemGetInfo(&free_b, &total);
    return g.managed ? g.cap : total;
}

/* ---- settings, start and results -------------------------------------------------- */

/* The value after a flag: "--flag VALUE" or "--flag=VALUE". */
static const char *flag_value(char **tok, int *i, int n, const char *flag)
{
    size_t len = strlen(flag);
    if (!strncmp(tok[*i], flag, len) && tok[*i][len] == '=')
        return tok[*i] + len + 1;
    if (!strcmp(tok[*i], flag) && *i + 1 < n)
        return tok[++*i];
    return NULL;
}

/* --prefetch, --evict and --capacity: the launch hooks' settings. */
static void read_launch_settings(const char *prefetch, const char *evict, const char *capacity)
{
    char err[512];
    struct live_launch_settings *l = &g.launch;
    if (!prefetch && !capacity)
        return;
    if (!g.managed)
        fail_setting("--prefetch and --capacity need --memory managed");
    if (policy_parse_prefetcher(prefetch ? prefetch : "none", &l->pf, g.pf_values, err, sizeof err) < 0
        || policy_parse_evictor(evict ? evict : "lrm", &l->ev, g.ev_values, err, sizeof err) < 0)
        fail_setting(err);
    l->pf_values = g.pf_values;
    l->ev_values = g.ev_values;
    if (capacity && (policy_parse_u64(capacity, &l->capacity) != 0 || l->capacity < (2u << 20)))
        fail_setting("--capacity: a size of 2M or more, with a K/M/G/T suffix");
}

/* GMS_LIVE's flags into the policy, the memory kind and the results file. */
static void read_settings(uint64_t values[POLICY_MAX_PARAMS])
{
    const char *env = getenv("GMS_LIVE"), *policy = "caching", *memory = "managed", *v;
    const char *prefetch = NULL, *evict = NULL, *capacity = NULL, *over_cap = "refuse";
    const char *cupti = NULL, *warmup = "1";
    char copy[4096], *tok[64], *save = NULL, err[512];
    int n = 0;
    snprintf(copy, sizeof copy, "%s", env ? env : "");
    for (char *t = strtok_r(copy, " \t", &save); t && n < 64; t = strtok_r(NULL, " \t", &save))
        tok[n++] = t;
    for (int i = 0; i < n; i++) {
        if ((v = flag_value(tok, &i, n, "--policy")))
            policy = v;
        else if ((v = flag_value(tok, &i, n, "--memory")))
            memory = v;
        else if ((v = flag_value(tok, &i, n, "--json")))
            snprintf(g.json, sizeof g.json, "%s", v);
        else if ((v = flag_value(tok, &i, n, "--prefetch")))
            prefetch = v;
        else if ((v = flag_value(tok, &i, n, "--evict")))
            evict = v;
        else if ((v = flag_value(tok, &i, n, "--capacity")))
            capacity = v;
        else if ((v = flag_value(tok, &i, n, "--over-cap")))
            over_cap = v;
        else if ((v = flag_value(tok, &i, n, "--cupti")))
            cupti = v;
        else if ((v = flag_value(tok, &i, n, "--warmup")))
            warmup = v;
        else {
            snprintf(err, sizeof err, "'%s': not a setting (--policy, --memory, --prefetch, --evict,"
                     " --capacity, --over-cap, --cupti, --warmup, --json)", tok[i]);
            fail_setting(err);
        }
    }
    if (strcmp(memory, "managed") && strcmp(memory, "device"))
        fail_setting("--memory: managed or device");
    g.managed = !strcmp(memory, "managed");
    if (strcmp(over_cap, "refuse") && strcmp(over_cap, "device"))
        fail_setting("--over-cap: refuse or device");
    g.over_cap_device = !strcmp(over_cap, "device");
    char *end;
    g.launch.warmup = strtoull(warmup, &end, 10);
    if (!*warmup || *end || *warmup == '-')
        fail_setting("--warmup: an unsigned integer");
    if (cupti && !(g.cupti = cuda_um_parse(cupti))) {
        snprintf(err, sizeof err, "--cupti: all, bytes or faults, not '%s'", cupti);
        fail_setting(err);
    }
    if (g.cupti && !g.managed)
        fail_setting("--cupti needs --memory managed (nothing migrates in device memory)");
    if (strchr(policy, ','))
        fail_setting("--policy: one allocator (a live program runs once)");
    if (policy_parse_allocator(policy, &g.a, values, err, sizeof err) < 0)
        fail_setting(err);
    if (policy_own_addresses(g.a, values))
        fail_setting("--policy: " POLICY_OWN_ADDRESSES_MSG);
    snprintf(g.r.policy, sizeof g.r.policy, "%s", g.a->info.name);
    policy_format_params(&g.a->info, values, g.r.params, sizeof g.r.params);
    snprintf(g.r.upstream, sizeof g.r.upstream, "%s", memory);
    read_launch_settings(prefetch, evict, capacity);
}

static void write_results(void);

/* At the first allocation (CUDA is up by then): settings, cap, policy. */
static void start(void)
{
    uint64_t values[POLICY_MAX_PARAMS];
    size_t free_b = 0, total = 0;
    read_settings(values);
    cudaMemGetInfo(&free_b, &total);
    g.cap = free_b / 2 < LIVE_CAP_MAX ? free_b / 2 : LIVE_CAP_MAX;
    g.r.capacity_bytes = g.managed ? g.cap : total;
    g.env = (struct policy_env){
        .reserve = env_reserve, .release = env_release, .stream_wait = env_stream_wait,
        .now_ns = env_now, .count = env_count, .prefetch = env_prefetch,
        .stream_create = env_stream_create, .event_record = env_event_record,
        .event_wait = env_event_wait, .event_sync = env_event_sync, .stream_sync = env_stream_sync,
        .gpu_capacity = env_gpu_capacity,
    };
    u64map_init(&g.streams);
    u64map_init(&g.sizes);
    u64map_init(&g.fallback);
    g.by_id[0] = 0;
    g.nstreams = 1;
    g.start_ns = cuda_now_ns();
    if (!(g.self = g.a->create(&g.env, values)))
        fail_setting("out of host memory creating the policy");
    char err[256];
    if (g.launch.capacity > g.cap)
        fail_setting("--capacity: more than the managed-memory cap (the smaller of 16 GiB and half"
                     " the GPU's free memory)");
    if (live_launch_start(&g.launch, &g.env, stream_id_of_handle, err, sizeof err) < 0)
        fail_setting(err);
    const char *why;
    if (g.cupti && cuda_um_start(g.cupti, &why) < 0) {
        snprintf(err, sizeof err, "--cupti: %s", why);
        fail_setting(err);
    }
    if (g.launch.capacity)
        g.r.capacity_bytes = g.launch.capacity;
    snprintf(g.r.status, sizeof g.r.status, "ok");
    g.r.failed_row = -1;
    atexit(write_results);
    g.started = 1;
}

/* --cupti: CUPTI's keys, its user-cause bytes the library's own prefetches
 * (docs/live.md): the launch prefetcher's to the GPU, the evictions to the
 * CPU. */
static unsigned cupti_results(void)
{
    struct cuda_um_sums s;
    if (!g.cupti)
        return 0;
    cudaDeviceSynchronize(); /* the migrations queued so far, counted */
    cuda_um_collect(&s);
    unsigned sets = cuda_um_results(&s, g.cupti, &g.r);
    if (!(g.cupti & CUDA_UM_BYTES))
        return sets;
    g.r.h2d_launch_prefetch_bytes = s.htod[1];
    g.r.d2h_eviction_bytes = s.dtoh[1];
    return sets | HOST_GPURUN_H2D_SPLIT | HOST_GPURUN_D2H_SPLIT;
}

static void write_results(void)
{
    pthread_mutex_lock(&g.lock);
    g.r.time_ns = cuda_now_ns() - g.start_ns;
    g.r.time_s = (double)g.r.time_ns * 1e-9;
    g.r.peak_requested_bytes = g.peaks.peak_requested;
    g.r.peak_allocated_bytes = g.peaks.peak_allocated;
    g.r.frag_reserved_at_peak = g.peaks.frag_reserved;
    g.r.frag_free_at_peak = g.peaks.frag_free;
    live_launch_results(&g.r, g.start_ns);
    unsigned sets = cupti_results();
    FILE *f = g.json[0] ? fopen(g.json, "w") : stderr;
    if (!f) {
        fprintf(stderr, "gmslive: %s: cannot write the results\n", g.json);
        f = stderr;
    }
    host_results_json(f, &g.r, HOST_GPURUN | HOST_LIVE | (g.managed ? HOST_GPURUN_MANAGED : 0)
                                   | (g.launch.capacity ? HOST_GPURUN_CAPACITY : 0) | sets);
    if (f != stderr)
        fclose(f);
    pthread_mutex_unlock(&g.lock);
}

/* ---- serving the program ----------------------------------------------------------- */

/* The first allocation that failed, said once: PyTorch reports only that it
 * got no memory. */
static void say_oom(size_t size, int rc)
{
    char cap[200] = "";
    snprintf(g.r.status, sizeof g.r.status, "oom");
    if (g.managed && !g.over_cap_device)
        snprintf(cap, sizeof cap, " of the managed-memory cap of %" PRIu64 " (the smaller of 16 GiB"
                 " and half the GPU's free memory at start; --over-cap device goes on in device"
                 " memory)", g.cap);
    fprintf(stderr, "gmslive: %s could not serve %zu bytes (%s): %" PRIu64 " bytes reserved%s\n",
            g.a->info.name, size, rc == POLICY_NO_HOST_MEMORY ? "out of host memory"
                                                             : "out of GPU memory",
            g.reserved, cap);
}

int live_alloc(size_t size, void *stream, uint64_t *addr)
{
    struct policy_usage u;
    pthread_mutex_lock(&g.lock);
    if (!g.started)
        start();
    int rc = g.a->alloc(g.self, size, stream_id(stream), addr);
    g.r.alloc_ops++;
    if (rc == POLICY_OK && u64map_put(&g.sizes, *addr, size) == 0) {
        live_launch_buffer(*addr, size, true);
        host_peaks_alloc(&g.peaks, size);
        host_peaks_after_op(&g.peaks, g.a, g.self, &u);
    } else if (rc == POLICY_OK) {
        g.a->free(g.self, *addr, stream_id(stream));
        rc = POLICY_NO_HOST_MEMORY;
    }
    if (rc != POLICY_OK && strcmp(g.r.status, "oom"))
        say_oom(size, rc);
    pthread_mutex_unlock(&g.lock);
    return rc == POLICY_OK ? 0 : -1;
}

bool live_owns(uint64_t addr)
{
    pthread_mutex_lock(&g.lock);
    bool owns = g.started && u64map_get(&g.sizes, addr, NULL);
    pthread_mutex_unlock(&g.lock);
    return owns;
}

bool live_free(uint64_t addr, void *stream)
{
    uint64_t requested;
    struct policy_usage u;
    bool freed = false;
    pthread_mutex_lock(&g.lock);
    if (g.started && u64map_get(&g.sizes, addr, &requested)
        && g.a->free(g.self, addr, stream_id(stream)) == POLICY_OK) {
        u64map_del(&g.sizes, addr, NULL);
        g.r.alloc_ops++;
        live_launch_buffer(addr, requested, false);
        host_peaks_free(&g.peaks, requested);
        host_peaks_after_op(&g.peaks, g.a, g.self, &u);
        freed = true;
    }
    pthread_mutex_unlock(&g.lock);
    return freed;
}

bool live_takes_calls(void)
{
    static int set = -1;
    if (set < 0)
        set = getenv("GMS_LIVE") != NULL;
    return set && !__atomic_load_n(&g.torch, __ATOMIC_RELAXED);
}

void live_passed_through(void)
{
    __atomic_add_fetch(&g.r.allocs_passed_through, 1, __ATOMIC_RELAXED);
}

void live_unseen(void)
{
    __atomic_add_fetch(&g.r.allocs_unseen, 1, __ATOMIC_RELAXED);
}

/* ---- PyTorch's pluggable allocator ---------------------------------------------- */

EXPORTED void *gms_malloc(size_t size, int device, cudaStream_t stream);
EXPORTED void *gms_malloc(size_t size, int device, cudaStream_t stream)
{
    uint64_t addr;
    (void)device;
    return size && live_alloc(size, stream, &addr) == 0 ? (void *)(uintptr_t)addr : NULL;
}

EXPORTED void gms_free(void *ptr, size_t size, int device, cudaStream_t stream);
EXPORTED void gms_free(void *ptr, size_t size, int device, cudaStream_t stream)
{
    (void)size, (void)device;
    if (ptr)
        live_free((uint64_t)(uintptr_t)ptr, stream);
}

/* Called by sitecustomize.py once PyTorch takes its tensors from gms_malloc:
 * the program's own CUDA allocation calls (the CUDA libraries' buffers) then
 * pass through unchanged, as PyTorch counts only tensors. */
EXPORTED void gms_live_torch(void);
EXPORTED void gms_live_torch(void)
{
    __atomic_store_n(&g.torch, 1, __ATOMIC_RELAXED);
}

/* Allocations past the library, said at exit (but under PyTorch, whose
 * CUDA libraries' own buffers are expected there). */
static void say_unseen(void)
{
    uint64_t n = __atomic_load_n(&g.r.allocs_unseen, __ATOMIC_RELAXED);
    if (n && !g.torch && live_takes_calls())
        fprintf(stderr, "gmslive: %" PRIu64 " device allocations reached the driver past the"
                " library, not through the policy (is the CUDA runtime linked into the program"
                " statically, nvcc's default? build it with -cudart shared)\n", n);
}

/* Called by the CUDA driver at CUDA's start when CUDA_INJECTION64_PATH
 * names this library (gmslive sets it): the driver's allocations are
 * followed from the start, so those that pass every hook are counted. */
EXPORTED int InitializeInjection(void);
EXPORTED int InitializeInjection(void)
{
    char err[256];
    if (live_launch_subscribe(stream_id_of_handle, err, sizeof err) < 0)
        fprintf(stderr, "gmslive: %s\n", err);
    atexit(say_unseen);
    return 1;
}

/* Called by NVTX when NVTX_INJECTION64_PATH names this library (gmslive sets
 * it): CUPTI takes the program's NVTX calls, and the iteration markers reach
 * live_launch.c. */
EXPORTED int InitializeInjectionNvtx2(const void *get_export_table);
EXPORTED int InitializeInjectionNvtx2(const void *get_export_table)
{
    return cuda_nvtx_to_cupti(get_export_table);
}
