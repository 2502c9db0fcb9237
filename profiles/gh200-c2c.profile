# gh200-c2c: NVIDIA GH200 Grace Hopper (96 GB HBM3), CPU and GPU joined by
# NVLink-C2C.
#
# ESTIMATES, not measurements: no GH200 was available to measure.
#   capacity: 96 GiB of HBM3 (the 96 GB GH200).
#   launch and allocation costs: the H200 measurements of h200-pcie5 reused.
#   link: NVLink-C2C, 450 GB/s per direction nominal (NVIDIA's GH200
#     datasheet: 900 GB/s total); migrations by the Unified Memory driver
#     are assumed to reach about 200 GB/s, so the curves below are the
#     H200's scaled to 200 GB/s (fixed per-call and per-fault costs kept).
#     The GH200's hardware coherence (ATS) lets the GPU access CPU memory
#     without migrating; this profile models only the migrating driver.

description = NVIDIA GH200 96GB, NVLink-C2C (estimates)
capacity = 96G

# Kernel rooflines (docs/simrun.md, "Kernel times"). Source:
# NVIDIA GH200 Grace Hopper Superchip datasheet, 96 GB HBM3 version: FP32 67 TFLOPS,
# FP16 Tensor Core 1,979 TFLOPS with sparsity (989.4 dense), HBM3 4 TB/s. Vendor
# peaks, not measured.
gpu_name = NVIDIA GH200 480GB
fp32_flops = 67T
fp16_flops = 989.4T
mem_bw = 4T

launch_ns = 2.95us

# GPU time each kernel takes beyond its own as kernels run back to back (the
# GPU's processing of the launch and the drain after it): taken from the H100
# (replay-bench, gpurun's replay kernel with nothing to do, 2026-11-22;
# docs/measurements.md section 15): an ESTIMATE here.
kernel_gap_ns = 2us
malloc_ns = 4K:1.4us 64K:3.5us 1M:16us 2M:34us 64M:34us 256M:49us 1G:75us
free_ns = 4K:1us 64K:3us 1M:14us 2M:36us 64M:40us 256M:82us 1G:237us
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
# Transfers: ESTIMATES scaled from the H200's PCIe Gen5 curves (55.5 GB/s
# pinned memcpy each way) to this link's 200 GB/s: each point keeps the
# H200's time and adds the extra wire time of its bytes, size/200 GB/s -
# size/55.5 GB/s (fixed per-call costs kept, bandwidth scaled).
fault_h2d_ns = 4K:2.947us 64K:4.147us 1M:96.35us 2M:182.7us 64M:5.826ms
prefetch_h2d_ns = 64K:31.95us 2M:103.7us 16M:211.6us 1G:7.522ms
prefetch_d2h_ns = 64K:32.15us 2M:232.7us 64M:5.826ms 256M:13.31ms 1G:51.02ms
evict_d2h_ns = 64K:9.147us 2M:122.7us
cpu_fault_d2h_ns = 4K:5.947us 64K:19.15us 2M:472.7us
remote_ns = 4K:1.947us 2M:47.7us

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
# cudaMemcpy with pageable host memory (device-memory HOST events): ESTIMATE, about 40 GB/s over C2C
memcpy_h2d_ns = 4K:8us 2M:60us 64M:1.7ms 1G:27ms
memcpy_d2h_ns = 4K:8us 2M:60us 64M:1.7ms 1G:27ms

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
