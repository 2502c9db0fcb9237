/* gpurun_pcie.h: the bytes that crossed the GPU's PCIe link in each
 * direction, from NVML's cumulative link counters, for gpurun --pcie.
 *
 * CUPTI's unified-memory records are lost on heavily faulting runs (a
 * quarter of a 256 MiB fault stream, all or most of the evictions of a
 * --capacity run with demand faults: docs/measurements.md section 7); the
 * link counters see every byte, migrations and everything else the GPU
 * sends or fetches (its command buffers, semaphores, the fault service's
 * traffic), so they are an upper bound where CUPTI is a lower one. NVML is opened with dlopen: gpurun builds without
 * its headers and runs without it (--pcie then reports why and exits 1).
 */
#ifndef GPURUN_PCIE_H
#define GPURUN_PCIE_H

#include <stdint.h>

struct gr_pcie_sums {
    uint64_t rx_bytes; /* into the GPU: host to device */
    uint64_t tx_bytes; /* out of the GPU: device to host */
    uint64_t samples;  /* counter reads summed (a sampler thread reads every 10 ms) */
    uint64_t ns;       /* the time they cover */
};

/* The link's cost of a migrated byte each way, measured by migrating a known
 * buffer (the counters count packet headers, and the read requests a copy
 * to the GPU sends back), and its idle traffic. */
struct gr_pcie_link {
    double rx_per_h2d, tx_per_h2d; /* link bytes in, out per byte copied to the GPU */
    double rx_per_d2h, tx_per_d2h; /* per byte copied to the CPU */
    double idle_rx_per_s, idle_tx_per_s;
};

/* Open NVML for the GPU with this PCI bus id (cudaDeviceGetPCIBusId) and
 * start sampling; 0, or -1 with the reason in *why. */
int gr_pcie_start(const char *bus_id, const char **why);
/* The bytes since the previous call (or since the start). */
void gr_pcie_collect(struct gr_pcie_sums *s);
/* Measure *l: 200 ms idle, then `bytes` of managed memory prefetched to the
 * GPU and back three times (medians); 0, or -1 with the reason in *why. */
int gr_pcie_calibrate(uint64_t bytes, struct gr_pcie_link *l, const char **why);
/* The payload each way behind one run's counts: the idle traffic of its
 * time taken off, then rx = rx_per_h2d H + rx_per_d2h D and
 * tx = tx_per_h2d H + tx_per_d2h D solved for H and D. */
void gr_pcie_payload(const struct gr_pcie_link *l, const struct gr_pcie_sums *s, double *h2d,
                     double *d2h);

#endif
