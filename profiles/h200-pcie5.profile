# h200-pcie5: NVIDIA H200 (141 GB HBM3e) on PCIe Gen5 x16.
#
# Sources (docs/simrun.md, "Profiles", has the full table):
#   [D] docs/design.md section 4: measured on this H200, driver 580, CUDA 13.0.
#   [P] build-sim probe (docs/simrun.md): the same machine kind, driver
#       580.159.04, 2026-11-21: empty-kernel launches, cudaMemGetInfo, and
#       100 cudaMalloc in a row then 100 cudaFree, per-call means.
# Copy this file, edit it, and pass it with --gpu FILE, or override one key
# with --set key=value.

description = NVIDIA H200 141GB, PCIe Gen5 x16 (measured)

# cudaMemGetInfo total [P]; 149557477376 bytes were free after the context.
capacity = 150109880320

# Kernel rooflines (docs/simrun.md, "Kernel times").
# Measured on an H200 (driver 580.159.04, CUDA 13.0, 2026-11-28; gpurun --calibrate,
# docs/data/h200-2026-11-28): fp32 FMA chains filling every SM, 65.26 TFLOP/s;
# fp16 WMMA 16x16x16 with fp32 accumulation, 647.6 TFLOP/s (WMMA does not use
# Hopper's warpgroup instructions: the datasheet's dense 989.4 is out of its reach,
# and of many frameworks' kernels); a device-memory copy, 4.244 TB/s read + written.
# Each the best of 5 repetitions. Datasheet (SXM, which CUDA names "NVIDIA H200"):
# 67 TFLOPS fp32, 989.4 dense fp16 tensor, 4.8 TB/s.
gpu_name = NVIDIA H200
fp32_flops = 65.26T
fp16_flops = 647.6T
mem_bw = 4.244T

# Host time per kernel launch: 2.95 us per empty-kernel launch [P].
launch_ns = 2.95us

# GPU time each kernel takes beyond its own as kernels run back to back (the
# GPU's processing of the launch and the drain after it): taken from the H100
# (replay-bench, gpurun's replay kernel with nothing to do, 2026-11-22;
# docs/measurements.md section 15): an ESTIMATE here.
kernel_gap_ns = 2us

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

# ---- Unified Memory (docs/model.md has every source) ----
# Fault handling: batches of up to 256 faults (the driver's
# uvm_perf_fault_batch_count default); faults within 1 MiB of a kernel's
# access stream arrive together (model parameter, docs/model.md).
fault_batch = 256
fault_window = 1M
# Fixed cost per batch and per VA block: ESTIMATES calibrated so that a group
# moving 64 KiB costs about 27 us and one moving 1 MiB about 132 us (published
# GTX 1080 Ti groups: 25 us and 157 us), kept for every GPU.
fault_batch_ns = 20us
fault_block_ns = 2us
# Extra cost of a kernel's first fault batch (fault interrupt, service
# wake-up): ESTIMATE from the H100's isolated faults, 40 to 80 us
# (docs/measurements.md), until calibrated.
fault_wake_ns = 50us
# Transfers on PCIe Gen5 x16, measured on the H200 [D] (docs/design.md section 4):
# fault migration: kernels faulting on CPU-resident data ran at 5.5 to 10 GB/s;
#   with the fixed costs above a 1 MiB batch gives 7.9 GB/s, 2 MiB 9.0 GB/s.
# prefetch to GPU per call: 64 KiB 2 GB/s, 2 MiB 16 GB/s, 16 MiB 39 GB/s, 1 GiB 50 GB/s.
# prefetch to CPU: 10 GB/s at 64 MiB, 15 to 17 GB/s from 256 MiB [D]; the
#   64 KiB and 2 MiB points are ESTIMATES (same fixed cost as to the GPU).
# eviction of a root chunk: ESTIMATE, 2 MiB at 14 GB/s (between the prefetch
#   to CPU rates), 10 us floor.
# CPU faults on GPU-resident data: 3.6 to 4.8 GB/s [D]; 2 MiB at 4.2 GB/s.
# remote access (accessed-by, preferred CPU): ESTIMATE, 28 GB/s, half pinned memcpy.
fault_h2d_ns = 4K:3us 64K:5us 1M:110us 2M:210us 64M:6.7ms
prefetch_h2d_ns = 64K:32.8us 2M:131us 16M:430us 1G:21.5ms
prefetch_d2h_ns = 64K:33us 2M:260us 64M:6.7ms 256M:16.8ms 1G:65ms
evict_d2h_ns = 64K:10us 2M:150us
cpu_fault_d2h_ns = 4K:6us 64K:20us 2M:500us
remote_ns = 4K:2us 2M:75us

# ---- costs beside the page model (docs/model.md) ----
# CPU first touch of managed memory new to the process (page faults populating
# it on the CPU): host-side costs, taken from the H100's calibration
# (profiles/h100-pcie5.profile, gpurun --calibrate, 2026-11-22; docs/measurements.md
# section 11): ESTIMATES here.
host_populate_ns = 64K:379.4us 256K:460.5us 2M:991.5us 16M:7.903ms 64M:31.75ms 256M:128.5ms
# Host time inside one cudaMemPrefetchAsync call whatever it moves: the H100's.
prefetch_host_ns = 64K:4.897us 2M:4.048us 16M:20.21us 64M:69.13us 256M:337us
# Estimate, taken from the H100 PCIe calibration (h100-pcie5.profile).
prefetch_call_ns = 64K:22.06us 2M:35.45us 16M:236us 64M:921.2us 256M:3.573ms
# Estimate, taken from the H100 PCIe calibration (h100-pcie5.profile).
prefetch_defer_ns = 84.86us
# Estimate, taken from the H100 PCIe (driver 580.159.04, gpurun --calibrate: 56
# deferred calls held; docs/measurements.md section 16): a driver property.
prefetch_queue = 56

# A prefetch to the GPU of managed pages resident nowhere: the driver
# populates and zero-fills them on the GPU, the call returning about when it
# is done. Taken from the H100's calibration (profiles/h100-pcie5.profile,
# case fresh, 2026-11-22): an ESTIMATE here.
prefetch_zero_ns = 2M:18.94us 16M:83.1us 64M:311.9us
# The same population in a deferred call that the driver's worker runs right
# after the call before it on the stream (calls in a row on a busy stream):
# slower than in the caller. Measured on an H100 (probe_fresh, docs/measurements.md
# section 22, 2026-11-22): calls in a row of 2 MiB 34 to 62 us each, of 16 MiB 110
# to 145 us; one of 64 MiB 277 to 286 us after the worker's wait. An ESTIMATE
# until gpurun --calibrate's case chained (since 2026-11-22) fits a machine's own.
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
# cudaFree of managed memory, extra by the bytes still GPU-resident: the H100's.
managed_free_resident_ns = 2M:11.98us 16M:87.31us 64M:371.1us 256M:1.56ms
# cudaMemcpy with pageable host memory (device-memory HOST events): ESTIMATE, about 12 GB/s on Gen5
memcpy_h2d_ns = 4K:10us 2M:170us 64M:5.4ms 1G:86ms
memcpy_d2h_ns = 4K:12us 2M:190us 64M:6ms 1G:96ms

# GPU faults on pages resident nowhere (the driver zero-fills them on the GPU):
# the H100's calibrated per-byte cost (profiles/h100-pcie5.profile, case
# fresh of gpurun --calibrate, 2026-11-21): an ESTIMATE here.
fault_zero_ns = 4K:191.2ns 64K:3.059us 512K:24.47us 1M:48.94us 2M:97.89us
# The CPU reading / writing memory already resident at the CPU (a HOST event
# lasts at least this): the H100 machine's host (gpurun --calibrate,
# 2026-11-21): ESTIMATES, they depend on the host CPU, not the GPU.
host_read_ns = 64K:2.818us 2M:93.14us 16M:1.628ms 64M:7.021ms
host_write_ns = 64K:838ns 2M:43.13us 16M:727.1us 64M:4.219ms
# The CPU writing memory out of its caches (a device-memory HOST write's bytes
# of the host copy beyond those earlier HOST events touched): the H100
# machine's host (gpurun --calibrate case cold, 2026-11-22, machine y): an
# ESTIMATE, it depends on the host CPU, not the GPU.
host_write_cold_ns = 64K:6.872us 2M:194.2us 16M:1.548ms 64M:6.188ms
