/* gpuinfo.cu: what the GPU validation mode needs to know about a device.
 *
 * Prints, for each visible CUDA device, its name, compute capability,
 * driver and runtime versions, free and total memory, whether it supports
 * managed memory and concurrent managed access (needed for page-fault
 * driven Unified Memory), and the managed-memory cap of docs/design.md
 * section 6: the smaller of 16 GiB and half of the free device memory.
 * gpurun refuses any run whose managed footprint exceeds that cap.
 *
 * It allocates nothing but the CUDA context. Exit 0 on success, 1 when no
 * device can be queried, 2 on bad usage or when stdout cannot be written.
 */
#include <cuda_runtime.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

extern "C" {
#include "trace.h" /* trace_output_stdout */
}

#ifndef GMS_VERSION
#define GMS_VERSION "0.1.0"
#endif

static const uint64_t cap_ceiling = 16ull << 30;

/* The managed-memory cap for a device with free_bytes free. */
static uint64_t managed_cap(uint64_t free_bytes)
{
    uint64_t half = free_bytes / 2;
    return half < cap_ceiling ? half : cap_ceiling;
}

static int fail(const char *what, cudaError_t e)
{
    fprintf(stderr, "gpuinfo: %s: %s\n", what, cudaGetErrorString(e));
    return 1;
}

int main(int argc, char **argv)
{
    trace_output_stdout("gpuinfo"); /* a write error on stdout: exit 2 */
    int json = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--json"))
            json = 1;
        else if (!strcmp(argv[i], "--version")) {
            printf("gpuinfo %s\n", GMS_VERSION);
            return 0;
        } else if (!strcmp(argv[i], "--help")) {
            printf("usage: gpuinfo [--json]\n"
                   "Print each CUDA device's memory, managed-memory support and the\n"
                   "managed-memory cap gpurun enforces (min of 16 GiB and half of free).\n");
            return 0;
        } else {
            fprintf(stderr, "gpuinfo: %s: unknown option (try --help)\n", argv[i]);
            return 2;
        }
    }

    int ndev = 0, drv = 0, rt = 0;
    cudaError_t e = cudaGetDeviceCount(&ndev);
    if (e != cudaSuccess)
        return fail("cudaGetDeviceCount", e);
    cudaDriverGetVersion(&drv);
    cudaRuntimeGetVersion(&rt);

    for (int d = 0; d < ndev; d++) {
        cudaDeviceProp p;
        if ((e = cudaGetDeviceProperties(&p, d)) != cudaSuccess)
            return fail("cudaGetDeviceProperties", e);
        if ((e = cudaSetDevice(d)) != cudaSuccess)
            return fail("cudaSetDevice", e);
        size_t free_b = 0, total_b = 0;
        if ((e = cudaMemGetInfo(&free_b, &total_b)) != cudaSuccess)
            return fail("cudaMemGetInfo", e);
        int managed = 0, concurrent = 0, pageable = 0;
        cudaDeviceGetAttribute(&managed, cudaDevAttrManagedMemory, d);
        cudaDeviceGetAttribute(&concurrent, cudaDevAttrConcurrentManagedAccess, d);
        cudaDeviceGetAttribute(&pageable, cudaDevAttrPageableMemoryAccess, d);
        uint64_t cap = managed_cap(free_b);
        if (json) {
            printf("{\"device\": %d, \"name\": \"%s\", \"cc\": \"%d.%d\", \"driver\": %d, "
                   "\"runtime\": %d, \"free_bytes\": %zu, \"total_bytes\": %zu, "
                   "\"managed\": %d, \"concurrent_managed\": %d, \"pageable_access\": %d, "
                   "\"managed_cap_bytes\": %llu}\n",
                   d, p.name, p.major, p.minor, drv, rt, free_b, total_b, managed, concurrent,
                   pageable, (unsigned long long)cap);
        } else {
            printf("device %d: %s (compute capability %d.%d)\n", d, p.name, p.major, p.minor);
            printf("  driver API %d, runtime %d\n", drv, rt);
            printf("  memory: %.2f GiB free of %.2f GiB\n", free_b / 1073741824.0,
                   total_b / 1073741824.0);
            printf("  managed memory: %s, concurrent managed access: %s, pageable access: %s\n",
                   managed ? "yes" : "no", concurrent ? "yes" : "no", pageable ? "yes" : "no");
            printf("  managed-memory cap: %.2f GiB\n", cap / 1073741824.0);
        }
    }
    return ndev > 0 ? 0 : 1;
}
