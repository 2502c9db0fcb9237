# a100-pcie4-40g: NVIDIA A100 40 GB on PCIe Gen4 x16.
#
# ESTIMATES, not measurements: no A100 was available to measure.
#   capacity: 40 GiB (the A100 40GB's HBM2; the CUDA context takes a few
#     hundred MiB of it on a real card).
#   launch and allocation costs: the H200 measurements of h200-pcie5 reused
#     (host/driver work, of the same order on any recent host).
#   link: PCIe Gen4 x16, about 26 GB/s pinned memcpy each way (half of Gen5's
#     measured 55.5 GB/s); Unified Memory curves scaled to it (below).

description = NVIDIA A100 40GB, PCIe Gen4 x16 (estimates)
capacity = 40G

# Kernel rooflines (docs/simrun.md, "Kernel times"). Source:
# NVIDIA A100 Tensor Core GPU datasheet, A100 40GB PCIe column: FP32 19.5 TFLOPS,
# FP16 Tensor Core 312 TFLOPS (dense), HBM2 1,555 GB/s. Vendor peaks, not measured.
gpu_name = NVIDIA A100-PCIE-40GB
fp32_flops = 19.5T
fp16_flops = 312T
mem_bw = 1555G

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
# pinned memcpy each way) to this link's 26 GB/s: each point keeps the
# H200's time and adds the extra wire time of its bytes, size/26 GB/s -
# size/55.5 GB/s (fixed per-call costs kept, bandwidth scaled).
fault_h2d_ns = 4K:3.084us 64K:6.34us 1M:131.4us 2M:252.9us 64M:8.072ms
prefetch_h2d_ns = 64K:34.14us 2M:173.9us 16M:773us 1G:43.45ms
prefetch_d2h_ns = 64K:34.34us 2M:302.9us 64M:8.072ms 256M:22.29ms 1G:86.95ms
evict_d2h_ns = 64K:11.34us 2M:192.9us
cpu_fault_d2h_ns = 4K:6.084us 64K:21.34us 2M:542.9us
remote_ns = 4K:2.084us 2M:117.9us

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
# cudaMemcpy with pageable host memory (device-memory HOST events): ESTIMATE, about 9 GB/s on Gen4
memcpy_h2d_ns = 4K:10us 2M:250us 64M:7.5ms 1G:120ms
memcpy_d2h_ns = 4K:12us 2M:270us 64M:8ms 1G:128ms

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
