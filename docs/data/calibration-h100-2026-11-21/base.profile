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
# Transfers on PCIe Gen5 x16, measured on the H200 [D] (DESIGN.md section 4):
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
# CPU first touch of fresh managed memory (page faults populating it on the
# CPU): host-side, so the same on every PCIe host here; gpurun's memset of
# host-initialized buffers on the H100 ran at about 3.4 GB/s (docs/validation.md).
host_populate_ns = 4K:1.2us 2M:617us 64M:19.7ms 1G:316ms
# Host time inside one cudaMemPrefetchAsync call whatever it moves: ESTIMATE
# until gpurun --calibrate measures it.
prefetch_host_ns = 4K:10us 2M:15us 1G:200us
# cudaFree of managed memory, extra by the bytes still GPU-resident: ESTIMATE
# (resnet-18's frees of GPU-resident managed buffers cost 260 to 320 us each).
managed_free_resident_ns = 4K:20us 2M:150us 1G:20ms
# cudaMemcpy with pageable host memory (device-memory HOST events): ESTIMATE, about 12 GB/s on Gen5
memcpy_h2d_ns = 4K:10us 2M:170us 64M:5.4ms 1G:86ms
memcpy_d2h_ns = 4K:12us 2M:190us 64M:6ms 1G:96ms

# kernel_gap_ns: added 2026-11-22, when simrun began to charge each kernel the
# GPU's time between back-to-back kernels; these measurements have no
# kernel_gap_ns rows, so this is the value replay-bench measured on machine z
# (gpurun's replay kernel with nothing to do: docs/measurements.md section 15).
kernel_gap_ns = 2us

# prefetch_zero_ns: added 2026-11-22, when simrun began to charge a prefetch to the
# GPU of pages resident nowhere; the fit of the committed H100 profile (42
# calibrations of machines o, p, r, u and y, prefetch_h2d_ns case fresh).
prefetch_zero_ns = 2M:18.94us 16M:83.1us 64M:311.9us

# prefetch_queue: added 2026-11-22, when simrun began to model the driver's
# queue of deferred prefetch calls; these measurements have none: 56, as
# gpurun --calibrate and probe_queue.cu measure it on an H100 PCIe, driver
# 580.159.04 (docs/measurements.md section 16).
prefetch_queue = 56

# host_write_cold_ns: added 2026-11-22, after this file was written, when
# simrun began to charge a device-memory HOST write's bytes of the host copy
# beyond those earlier HOST events touched out of the CPU's caches: the fit of
# the committed H100 profile (host_write_ns case cold, machine y's ten
# calibrations).
host_write_cold_ns = 64K:6.872us 2M:194.2us 16M:1.548ms 64M:6.188ms

# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
