/* live_launch.c: the live library at each kernel launch (live.h).
 *
 * Through CUPTI's callbacks on the driver's launch calls it reads the
 * launch's parameter memory (cuda_launch.h) and matches its 8-byte words
 * against the program's live buffers (capture_match.h), as gmscapture does:
 * each buffer found is a range the kernel touches. At the launch's start
 * the prefetcher's before_launch sees those ranges (its prefetches are
 * queued ahead of the kernel on its stream); at its return the 2 MiB blocks
 * of the ranges enter the view of residency, and while that view is over
 * the emulated capacity the evictor names victims, each prefetched to the
 * CPU on the kernel's stream, behind it: the kernel-boundary eviction of
 * gpurun's harness (docs/gpurun.md). Prefetches are clipped to the policy's
 * reservations, so no call covers unmapped memory. It also counts the
 * iteration markers "gms:iter N" for samples/sec.
 *
 * A live program's future is unknown; peek_launch (the `lookahead`
 * prefetcher's view ahead) takes it to be the previous iteration again:
 * the launches recorded between the last two markers, in order, with the
 * buffers they touched then. Before the second marker it knows no future.
 */
#include "live.h"

#include <cuda_runtime_api.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "capture_match.h"
#include "host_iters.h"
#include "cuda_launch.h"
#include "u64map.h"

#define BLOCK_SHIFT 21 /* 2 MiB, the driver's VA block */

/* One iteration's launches. Invariant: launch i touched
 * ranges[launches[i].first, launches[i].first + launches[i].n). */
struct live_iteration {
    struct policy_range *ranges;
    size_t nranges, ranges_cap;
    struct live_launched { size_t first, n; uint32_t stream; } *launches;
    size_t nlaunches, launches_cap;
};

/* Invariant: resident counts the keys of view; pf_self and ev_self exist
 * once started with a prefetcher; iters[now] is the iteration under way,
 * iters[!now] the previous one; lock guards everything. */
static struct {
    pthread_mutex_t lock;
    const struct live_launch_settings *s;
    struct policy_env env;        /* the allocator's, prefetch through prefetch_clipped */
    const struct policy_env *gpu; /* the allocator's own */
    void *pf_self, *ev_self;
    struct capture_match buffers, reservations;
    struct u64map view;           /* resident 2 MiB block -> 1 */
    uint64_t resident, seq;
    uint64_t launches, iterations, samples, last_marker_ns;
    struct host_iters marks;      /* each marker's time (CLOCK_MONOTONIC) and samples */
    uint64_t evictions, evicted_bytes;
    bool failed;                  /* a policy ran out of host memory: launches no longer followed */
    struct policy_range ranges[CUDA_LAUNCH_PARAMS_MAX / 8];
    size_t nranges;
    struct live_iteration iters[2];
    int now;
    CUpti_SubscriberHandle sub;
} g = { .lock = PTHREAD_MUTEX_INITIALIZER };

/* ---- the view of residency ------------------------------------------------------------ */

static void view_add(uint64_t block)
{
    if (u64map_get(&g.view, block, NULL)) {
        if (g.s->ev->accessed)
            g.failed |= g.s->ev->accessed(g.ev_self, block) != POLICY_OK;
    } else if (u64map_put(&g.view, block, 1) == 0) {
        g.resident++;
        g.failed |= g.s->ev->migrated(g.ev_self, block, 0) != POLICY_OK;
    } else {
        g.failed = true;
    }
}

static void view_remove(uint64_t block)
{
    if (u64map_del(&g.view, block, NULL)) {
        g.resident--;
        g.s->ev->evicted(g.ev_self, block);
    }
}

/* The reservation overlapping [addr, end) that starts first, into *r. */
static bool first_reservation(uint64_t addr, uint64_t end, struct capture_span *r)
{
    struct capture_span earlier;
    if (!capture_match_overlap(&g.reservations, addr, end - addr, r))
        return false;
    while (r->base > addr && capture_match_overlap(&g.reservations, addr, r->base - addr, &earlier))
        *r = earlier;
    return true;
}

/* Prefetch [addr, addr + len) as far as the reservations cover it, and move
 * its blocks in or out of the view. Returns the bytes asked for. */
static uint64_t prefetch_clipped(uint64_t addr, uint64_t len, bool to_gpu, uint32_t stream)
{
    uint64_t end = addr + len, done = 0;
    struct capture_span r;
    while (addr < end && first_reservation(addr, end, &r)) {
        uint64_t a = r.base > addr ? r.base : addr;
        uint64_t e = r.base + r.size < end ? r.base + r.size : end;
        g.gpu->prefetch(g.gpu->host, a, e - a, to_gpu, stream);
        for (uint64_t b = a >> BLOCK_SHIFT; b <= (e - 1) >> BLOCK_SHIFT; b++)
            to_gpu ? view_add(b) : view_remove(b);
        done += e - a;
        addr = e;
    }
    return done;
}

/* The prefetcher's own prefetches. */
static void env_prefetch(void *host, uint64_t addr, uint64_t len, bool to_gpu, uint32_t stream)
{
    prefetch_clipped(addr, len, to_gpu, stream);
}

/* After a kernel is queued: its blocks are resident; over capacity, evict. */
static void after_kernel(uint32_t stream)
{
    struct capture_span r;
    for (size_t i = 0; i < g.nranges; i++)
        if (capture_match_find(&g.reservations, g.ranges[i].addr, &r))
            for (uint64_t b = g.ranges[i].addr >> BLOCK_SHIFT;
                 b <= (g.ranges[i].addr + g.ranges[i].len - 1) >> BLOCK_SHIFT; b++)
                view_add(b);
    uint64_t cap_blocks = g.s->capacity >> BLOCK_SHIFT, victim;
    while (g.s->capacity && g.resident > cap_blocks && g.s->ev->victim(g.ev_self, &victim) == 0) {
        g.evicted_bytes += prefetch_clipped(victim << BLOCK_SHIFT, 1ull << BLOCK_SHIFT, false, stream);
        view_remove(victim); /* even a block no reservation covers any more */
        g.evictions++;
    }
}

/* ---- the previous iteration, as the future ------------------------------------------- */

static bool grow(void **p, size_t *cap, size_t need, size_t size)
{
    if (need <= *cap)
        return true;
    size_t n = *cap ? *cap : 256;
    while (n < need)
        n *= 2;
    void *q = realloc(*p, n * size);
    if (!q)
        return false;
    *p = q;
    *cap = n;
    return true;
}

/* The launch just queued, with g.ranges, into the iteration under way. */
static void record_launch(uint32_t stream)
{
    struct live_iteration *it = &g.iters[g.now];
    if (!grow((void **)&it->ranges, &it->ranges_cap, it->nranges + g.nranges, sizeof *it->ranges)
        || !grow((void **)&it->launches, &it->launches_cap, it->nlaunches + 1,
                 sizeof *it->launches)) {
        g.failed = true;
        return;
    }
    memcpy(it->ranges + it->nranges, g.ranges, g.nranges * sizeof *g.ranges);
    it->launches[it->nlaunches++] = (struct live_launched){ it->nranges, g.nranges, stream };
    it->nranges += g.nranges;
}

/* A marker: the iteration under way becomes the previous one. */
static void iteration_ends(void)
{
    g.now ^= 1;
    g.iters[g.now].nranges = g.iters[g.now].nlaunches = 0;
}

/* The ahead-th launch after the one being queued: the previous iteration's
 * launch at that place, the iteration repeating. Called by the prefetcher,
 * under the lock. */
static int peek_launch(void *host, uint64_t ahead, struct policy_launch *out)
{
    const struct live_iteration *prev = &g.iters[g.now ^ 1];
    if (!prev->nlaunches || !ahead)
        return -1;
    size_t at = (g.iters[g.now].nlaunches + ahead) % prev->nlaunches;
    const struct live_launched *l = &prev->launches[at];
    *out = (struct policy_launch){ .seq = g.seq + ahead, .stream = l->stream,
                                   .ranges = prev->ranges + l->first, .nranges = l->n };
    return 0;
}

/* ---- launches and markers ---------------------------------------------------------------- */

/* The ranges the launch's parameter words point into: whole live buffers. */
static void launch_ranges(CUfunction f, void **params, void **extra)
{
    static __thread unsigned char buf[CUDA_LAUNCH_PARAMS_MAX];
    static struct capture_span spans[CUDA_LAUNCH_PARAMS_MAX / 8];
    int is_new;
    uint32_t n = cuda_launch_params(f, params, extra, buf, &is_new);
    g.nranges = capture_match_words(&g.buffers, buf, n, spans, sizeof spans / sizeof *spans);
    for (size_t i = 0; i < g.nranges; i++)
        g.ranges[i] = (struct policy_range){ .addr = spans[i].base, .len = spans[i].size,
                                             .mode = 3 };
}

static void on_launch(CUpti_CallbackId id, const CUpti_CallbackData *cb, uint32_t (*stream_id)(uint64_t))
{
    CUfunction f;
    CUstream stream;
    void **params, **extra;
    if (!cuda_launch_args(id, cb, &f, &stream, &params, &extra))
        return;
    pthread_mutex_lock(&g.lock);
    if (g.failed) {
        pthread_mutex_unlock(&g.lock);
        return;
    }
    uint32_t sid = stream_id((uint64_t)(uintptr_t)stream);
    if (cb->callbackSite == CUPTI_API_ENTER) {
        launch_ranges(f, params, extra);
        struct policy_launch l = { .seq = g.seq, .stream = sid, .ranges = g.ranges,
                                   .nranges = g.nranges };
        g.failed |= g.s->pf->before_launch(g.pf_self, &l) != POLICY_OK;
    } else { /* another thread's launch may have come between: read them again */
        launch_ranges(f, params, extra);
        struct policy_launch l = { .seq = g.seq++, .stream = sid, .ranges = g.ranges,
                                   .nranges = g.nranges };
        if (g.s->pf->after_launch)
            g.failed |= g.s->pf->after_launch(g.pf_self, &l) != POLICY_OK;
        after_kernel(sid);
        record_launch(sid);
        g.launches++;
    }
    if (g.failed)
        fprintf(stderr, "gmslive: the prefetcher or the evictor ran out of host memory: "
                "launches are no longer prefetched or evicted\n");
    pthread_mutex_unlock(&g.lock);
}

static uint32_t (*g_stream_id)(uint64_t);

static bool is_launch(CUpti_CallbackId id)
{
    for (size_t i = 0; cuda_launch_ids[i]; i++)
        if (cuda_launch_ids[i] == id)
            return true;
    return false;
}

static void CUPTIAPI on_callback(void *user, CUpti_CallbackDomain domain, CUpti_CallbackId id,
                                 const void *data)
{
    uint64_t samples;
    if (domain == CUPTI_CB_DOMAIN_DRIVER_API && is_launch(id)) {
        if (__atomic_load_n(&g.s, __ATOMIC_ACQUIRE) && g.s->pf) /* followed once started */
            on_launch(id, data, g_stream_id);
    } else if (domain == CUPTI_CB_DOMAIN_DRIVER_API) {
        if (live_inject_unseen(data))
            live_unseen();
    } else if (domain == CUPTI_CB_DOMAIN_NVTX
               && cuda_iter_marker(cuda_nvtx_message(id, data), &samples)) {
        pthread_mutex_lock(&g.lock);
        iteration_ends();
        g.iterations++;
        g.samples += samples;
        g.last_marker_ns = cuda_now_ns();
        if (host_iters_add(&g.marks, g.last_marker_ns, samples))
            g.failed = true;
        pthread_mutex_unlock(&g.lock);
    }
}

/* ---- the library's side ---------------------------------------------------------------- */

static int cupti_failed(CUptiResult rc, char *err, size_t len)
{
    const char *what = "?";
    cuptiGetResultString(rc, &what);
    snprintf(err, len, "CUPTI: %s", what);
    return -1;
}

static CUptiResult subscribe(uint32_t (*stream_id)(uint64_t));

int live_launch_subscribe(uint32_t (*stream_id)(uint64_t), char *err, size_t len)
{
    static pthread_mutex_t once = PTHREAD_MUTEX_INITIALIZER;
    static int done;
    CUptiResult rc = CUPTI_SUCCESS;
    pthread_mutex_lock(&once);
    if (!done)
        rc = subscribe(stream_id);
    done |= rc == CUPTI_SUCCESS;
    pthread_mutex_unlock(&once);
    return rc == CUPTI_SUCCESS ? 0 : cupti_failed(rc, err, len);
}

static CUptiResult subscribe(uint32_t (*stream_id)(uint64_t))
{
    CUptiResult rc;
    g_stream_id = stream_id;
    if ((rc = cuptiSubscribe(&g.sub, on_callback, NULL)) != CUPTI_SUCCESS
        || (rc = cuptiEnableDomain(1, g.sub, CUPTI_CB_DOMAIN_NVTX)) != CUPTI_SUCCESS)
        return rc;
    for (size_t i = 0; live_inject_alloc_ids[i]; i++)
        if ((rc = cuptiEnableCallback(1, g.sub, CUPTI_CB_DOMAIN_DRIVER_API, live_inject_alloc_ids[i])))
            return rc;
    return CUPTI_SUCCESS;
}

int live_launch_start(const struct live_launch_settings *s, const struct policy_env *env,
                      uint32_t (*stream_id)(uint64_t), char *err, size_t len)
{
    CUptiResult rc;
    pthread_mutex_lock(&g.lock);
    g.gpu = env;
    g.env = *env;
    g.env.prefetch = env_prefetch;
    g.env.peek_launch = peek_launch;
    u64map_init(&g.view);
    pthread_mutex_unlock(&g.lock);
    if (s->pf && (!(g.pf_self = s->pf->create(&g.env, s->pf_values))
                  || !(g.ev_self = s->ev->create(&g.env, s->ev_values)))) {
        snprintf(err, len, "out of host memory creating the prefetcher and the evictor");
        return -1;
    }
    __atomic_store_n(&g.s, s, __ATOMIC_RELEASE);
    if (live_launch_subscribe(stream_id, err, len) < 0)
        return -1;
    for (size_t i = 0; s->pf && cuda_launch_ids[i]; i++)
        if ((rc = cuptiEnableCallback(1, g.sub, CUPTI_CB_DOMAIN_DRIVER_API, cuda_launch_ids[i])))
            return cupti_failed(rc, err, len);
    return 0;
}

static void track(struct capture_match *m, uint64_t addr, uint64_t size, bool alive)
{
    struct capture_span s;
    pthread_mutex_lock(&g.lock);
    if (alive)
        capture_match_add(m, addr, size, 0);
    else
        capture_match_remove(m, addr, &s);
    pthread_mutex_unlock(&g.lock);
}

void live_launch_buffer(uint64_t addr, uint64_t size, bool alive)
{
    track(&g.buffers, addr, size, alive);
}

/* A released reservation's blocks leave the view with it. */
void live_launch_reservation(uint64_t addr, uint64_t size, bool alive)
{
    track(&g.reservations, addr, size, alive);
    pthread_mutex_lock(&g.lock);
    for (uint64_t b = addr >> BLOCK_SHIFT; !alive && g.ev_self && b <= (addr + size - 1) >> BLOCK_SHIFT; b++)
        view_remove(b);
    pthread_mutex_unlock(&g.lock);
}

void live_launch_results(struct host_results *r, uint64_t start_ns)
{
    pthread_mutex_lock(&g.lock);
    r->launches = g.launches;
    r->iterations = g.iterations;
    r->samples = g.samples;
    if (g.last_marker_ns > start_ns)
        r->samples_per_sec = (double)g.samples * 1e9 / (double)(g.last_marker_ns - start_ns);
    for (size_t i = 0; i < g.marks.n; i++) /* times from the library's start */
        g.marks.end_ns[i] = g.marks.end_ns[i] > start_ns ? g.marks.end_ns[i] - start_ns : 0;
    host_iters_results(&g.marks, g.s ? g.s->warmup : 1, r); /* out of memory: no list */
    host_iters_free(&g.marks);
    r->evictions = g.evictions;
    r->evict_request_bytes = g.evicted_bytes;
    if (g.s && g.s->pf) {
        snprintf(r->prefetcher, sizeof r->prefetcher, "%s", g.s->pf->info.name);
        snprintf(r->evictor, sizeof r->evictor, "%s", g.s->ev->info.name);
        snprintf(r->capacity_mode, sizeof r->capacity_mode, "kernel-boundary");
    }
    pthread_mutex_unlock(&g.lock);
}
