# h100-pcie5: NVIDIA H100 80GB HBM3 on PCIe Gen5 x16.
#
# Source: our probe (docs/simrun.md, "Profiles"), one run on 2026-11-21:
# NVIDIA H100 80GB HBM3, PCIe Gen5 x16 (nvidia-smi), driver 580.159.04,
# CUDA 13.0. Single runs on a shared host: expect +-20% on any point.
#   [B] 100 cudaMalloc in a row, then 100 cudaFree: per-call means
#   [A] alternating single cudaMalloc/cudaFree pairs: per-call means
# Copy this file, edit it, and pass it with --gpu FILE, or override one key
# with --set key=value.

description = NVIDIA H100 80GB, PCIe Gen5 x16 (measured, one run)

# cudaMemGetInfo total; 84465090560 bytes were free after the context.
capacity = 85017493504

# Host time per kernel launch: 3.78 to 4.04 us per empty-kernel launch.
launch_ns = 3.9us

# cudaMalloc: [B] up to 256 MiB; 1 GiB from [A] (a batch of fresh 1 GiB
# allocations cost 1.38 ms each: see docs/simrun.md on history).
malloc_ns = 4K:2.5us 64K:5.3us 1M:25us 2M:48us 8M:46us 64M:69us 256M:88us 1G:242us

# cudaFree: [B] except 2 MiB ([B] gave an outlier of 104 us; [A] 59 us).
free_ns = 4K:2.5us 64K:3.9us 1M:20.5us 2M:59us 8M:40us 64M:87us 256M:212us 1G:890us

# cudaMallocManaged and its cudaFree: [A].
managed_malloc_ns = 4K:24us 1M:15.6us 1G:35us 16G:98us
managed_free_ns = 4K:16.7us 1M:12.9us 1G:23us 16G:57us
