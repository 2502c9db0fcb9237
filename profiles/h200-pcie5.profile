# h200-pcie5: NVIDIA H200 (141 GB HBM3e) on PCIe Gen5 x16.
#
# Sources (docs/simrun.md, "Profiles", has the full table):
#   [D] DESIGN.md section 4: measured on this H200, driver 580, CUDA 13.0.
#   [P] build-sim probe (docs/simrun.md): the same machine kind, driver
#       580.159.04, 2026-11-21: empty-kernel launches, cudaMemGetInfo, and
#       100 cudaMalloc in a row then 100 cudaFree, per-call means.
# Copy this file, edit it, and pass it with --gpu FILE, or override one key
# with --set key=value.

description = NVIDIA H200 141GB, PCIe Gen5 x16 (measured)

# cudaMemGetInfo total [P]; 149557477376 bytes were free after the context.
capacity = 150109880320

# Host time per kernel launch: 2.95 us per empty-kernel launch [P].
launch_ns = 2.95us

# cudaMalloc latency by size: 1 to 2 us small, 34 us at 64 MiB, 75 us at
# 1 GiB [D]; 64 KiB, 1 MiB, 256 MiB points from [P]. Sizes between points
# are interpolated log-log; past the last point the last slope continues.
malloc_ns = 4K:1.4us 64K:3.5us 1M:16us 2M:34us 64M:34us 256M:49us 1G:75us

# cudaFree latency by size: 1 us small, 40 us at 64 MiB, 237 us at 1 GiB [D];
# 64 KiB, 1 MiB, 2 MiB, 256 MiB points from [P].
free_ns = 4K:1us 64K:3us 1M:14us 2M:36us 64M:40us 256M:82us 1G:237us

# cudaMallocManaged + cudaFree: 12 to 15 us at any size [D]; the split
# between the two calls and the 16 GiB point are from [P] (7.4 + 7.1 us
# alternating single calls; 21 + 16.5 us at 16 GiB).
managed_malloc_ns = 4K:7.5us 1G:8.3us 16G:21us
managed_free_ns = 4K:7us 1G:7.2us 16G:16.5us
