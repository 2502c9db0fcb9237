/* gpurun_pcie.cu: NVML's PCIe byte counters (gpurun_pcie.h).
 *
 * NVML (nvml.h, driver R530 and later) reports the link's cumulative byte
 * counts as field values NVML_FI_DEV_PCIE_COUNT_TX_BYTES (197) and
 * NVML_FI_DEV_PCIE_COUNT_RX_BYTES (198) of nvmlDeviceGetFieldValues; nvml.h
 * says the values may wrap. A value's width is its valueType (32 or 64
 * bits), so a thread reads both every 10 ms, well inside one wrap of a
 * 32-bit counter at a PCIe 5 x16 link's 64 GB/s (67 ms), and sums the
 * differences modulo the width. The few declarations below are nvml.h's
 * public ABI (nvmlFieldValue_t is 40 bytes: two 32-bit ids, two 64-bit
 * times, type and return code, an 8-byte value).
 */
#include "gpurun_pcie.h"

#include <cuda_runtime.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { NV_FIELD_TX = 197, NV_FIELD_RX = 198, NV_TYPE_UINT = 1, NV_SAMPLE_NS = 10000000 };

struct nv_field {
    unsigned field_id, scope_id;
    long long timestamp, latency_us;
    unsigned value_type, ret;
    union {
        double d;
        unsigned ui;
        unsigned long long ull;
    } value;
};

typedef int (*nv_init_fn)(void);
typedef int (*nv_handle_fn)(const char *, void **);
typedef int (*nv_fields_fn)(void *, int, struct nv_field *);

static struct {
    pthread_mutex_t lock;
    nv_fields_fn fields;
    void *dev;
    uint64_t last[2], mask[2]; /* rx, tx */
    struct gr_pcie_sums acc;   /* since the last collect */
    uint64_t collected_ns;     /* when */
} nv = { PTHREAD_MUTEX_INITIALIZER, NULL, NULL, { 0, 0 }, { 0, 0 }, { 0, 0, 0, 0 }, 0 };

static uint64_t nv_now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

/* Read both counters: 0, or the first failing NVML return code. */
static int nv_read(uint64_t v[2], uint64_t mask[2])
{
    struct nv_field f[2];
    memset(f, 0, sizeof f);
    f[0].field_id = NV_FIELD_RX;
    f[1].field_id = NV_FIELD_TX;
    int r = nv.fields(nv.dev, 2, f);
    for (int i = 0; i < 2 && !r; i++) {
        r = (int)f[i].ret;
        bool narrow = f[i].value_type == NV_TYPE_UINT;
        v[i] = narrow ? f[i].value.ui : f[i].value.ull;
        if (mask)
            mask[i] = narrow ? 0xffffffffull : ~0ull;
    }
    return r;
}

/* Add the bytes since the last read (caller holds the lock). */
static void nv_sample(void)
{
    uint64_t v[2];
    if (nv_read(v, NULL))
        return;
    nv.acc.rx_bytes += (v[0] - nv.last[0]) & nv.mask[0];
    nv.acc.tx_bytes += (v[1] - nv.last[1]) & nv.mask[1];
    nv.last[0] = v[0];
    nv.last[1] = v[1];
    nv.acc.samples++;
}

static void *nv_sampler(void *arg)
{
    (void)arg;
    const struct timespec period = { 0, NV_SAMPLE_NS };
    for (;;) {
        nanosleep(&period, NULL);
        pthread_mutex_lock(&nv.lock);
        nv_sample();
        pthread_mutex_unlock(&nv.lock);
    }
    return NULL;
}

int gr_pcie_start(const char *bus_id, const char **why)
{
    static char msg[256];
    void *lib = dlopen("libnvidia-ml.so.1", RTLD_NOW);
    nv_init_fn init = lib ? (nv_init_fn)dlsym(lib, "nvmlInit_v2") : NULL;
    nv_handle_fn handle = lib ? (nv_handle_fn)dlsym(lib, "nvmlDeviceGetHandleByPciBusId_v2")
                              : NULL;
    nv.fields = lib ? (nv_fields_fn)dlsym(lib, "nvmlDeviceGetFieldValues") : NULL;
    int r = -1;
    const char *step = "dlopen libnvidia-ml.so.1";
    if (init && handle && nv.fields) {
        step = "nvmlInit";
        r = init();
        if (!r) {
            step = "nvmlDeviceGetHandleByPciBusId";
            r = handle(bus_id, &nv.dev);
        }
        if (!r) {
            step = "the PCIe byte counters (field values 197, 198)";
            r = nv_read(nv.last, nv.mask);
        }
    }
    if (r) {
        snprintf(msg, sizeof msg, "NVML PCIe counters unavailable: %s failed (%d)", step, r);
        *why = msg;
        return -1;
    }
    pthread_t t;
    if (pthread_create(&t, NULL, nv_sampler, NULL)) {
        *why = "cannot start the NVML sampler thread";
        return -1;
    }
    pthread_detach(t);
    nv.collected_ns = nv_now_ns();
    return 0;
}

void gr_pcie_collect(struct gr_pcie_sums *s)
{
    pthread_mutex_lock(&nv.lock);
    nv_sample();
    *s = nv.acc;
    uint64_t t = nv_now_ns();
    s->ns = t - nv.collected_ns;
    nv.collected_ns = t;
    memset(&nv.acc, 0, sizeof nv.acc);
    pthread_mutex_unlock(&nv.lock);
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The counts of one window with the idle link's share taken off. */
static void nv_net(const struct gr_pcie_link *l, const struct gr_pcie_sums *s, double *rx,
                   double *tx)
{
    *rx = (double)s->rx_bytes - l->idle_rx_per_s * s->ns / 1e9;
    *tx = (double)s->tx_bytes - l->idle_tx_per_s * s->ns / 1e9;
}

int gr_pcie_calibrate(uint64_t bytes, struct gr_pcie_link *l, const char **why)
{
    enum { REPS = 3 };
    memset(l, 0, sizeof *l);
    struct gr_pcie_sums s;
    const struct timespec idle = { 0, 200000000 };
    gr_pcie_collect(&s);
    nanosleep(&idle, NULL);
    gr_pcie_collect(&s);
    l->idle_rx_per_s = s.rx_bytes / (s.ns / 1e9);
    l->idle_tx_per_s = s.tx_bytes / (s.ns / 1e9);
    char *p = NULL;
    cudaStream_t st;
    if (cudaStreamCreateWithFlags(&st, cudaStreamNonBlocking) != cudaSuccess)
        p = NULL;
    else if (cudaMallocManaged(&p, bytes, cudaMemAttachGlobal) != cudaSuccess) {
        cudaStreamDestroy(st);
        p = NULL;
    }
    if (!p) {
        *why = "cannot allocate the managed buffer that calibrates the link counters";
        return -1;
    }
    memset(p, 1, bytes);
    cudaMemLocation gpu = { cudaMemLocationTypeDevice, 0 }, cpu = { cudaMemLocationTypeHost, 0 };
    double f[4][REPS]; /* rx_per_h2d, tx_per_h2d, rx_per_d2h, tx_per_d2h */
    cudaError_t e = cudaSuccess;
    for (int r = 0; r < REPS && e == cudaSuccess; r++)
        for (int to_gpu = 1; to_gpu >= 0 && e == cudaSuccess; to_gpu--) {
            gr_pcie_collect(&s);
            e = cudaMemPrefetchAsync(p, bytes, to_gpu ? gpu : cpu, 0, st);
            if (e == cudaSuccess)
                e = cudaStreamSynchronize(st);
            gr_pcie_collect(&s);
            double rx, tx;
            nv_net(l, &s, &rx, &tx);
            f[to_gpu ? 0 : 2][r] = rx / (double)bytes;
            f[to_gpu ? 1 : 3][r] = tx / (double)bytes;
        }
    cudaFree(p);
    cudaStreamDestroy(st);
    if (e != cudaSuccess) {
        *why = "a prefetch of the link counters' calibration failed";
        return -1;
    }
    for (int i = 0; i < 4; i++)
        qsort(f[i], REPS, sizeof f[i][0], cmp_double);
    l->rx_per_h2d = f[0][REPS / 2];
    l->tx_per_h2d = f[1][REPS / 2];
    l->rx_per_d2h = f[2][REPS / 2];
    l->tx_per_d2h = f[3][REPS / 2];
    return 0;
}

void gr_pcie_payload(const struct gr_pcie_link *l, const struct gr_pcie_sums *s, double *h2d,
                     double *d2h)
{
    double rx, tx;
    nv_net(l, s, &rx, &tx);
    double det = l->rx_per_h2d * l->tx_per_d2h - l->rx_per_d2h * l->tx_per_h2d;
    *h2d = det > 0 ? (rx * l->tx_per_d2h - tx * l->rx_per_d2h) / det : 0;
    *d2h = det > 0 ? (tx * l->rx_per_h2d - rx * l->tx_per_h2d) / det : 0;
}
