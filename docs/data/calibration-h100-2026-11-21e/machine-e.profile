# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/calibration-h100-2026-11-21e/machine-e.profile --base
# profiles/h100-pcie5.profile --from
# docs/data/calibration-h100-2026-11-21e/run4.measurements.csv` on
# 2026-11-21T20:56:51Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys): profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-21T20:56:51Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 6.1% RMS relative over 5 repetitions.
launch_ns = 3.574us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time.
# The measured medians (40 points at 8 sizes): the best line, 2.733us + bytes
# / 9.72e+03 GB/s, misses by 59.5% RMS, so it is not used.
# Residual: 27.0% RMS relative over 40 repetitions.
malloc_ns = 4K:3.005us 64K:2.763us 1M:2.787us 2M:49.72us 8M:35.27us 64M:40.74us 256M:49.85us 1G:80.61us

# cudaFree of cudaMalloc memory, host time of the call. The measured medians
# (40 points at 8 sizes): the best line, 1.421us + bytes / 2.62e+03 GB/s,
# misses by 53.0% RMS, so it is not used.
# Residual: 21.4% RMS relative over 40 repetitions.
free_ns = 4K:1.592us 64K:1.432us 1M:1.376us 2M:31.38us 8M:32.91us 64M:48.87us 256M:100.8us 1G:317.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 8.188us + bytes * -1.84e-06
# ns/B, misses by 19.0% RMS, so it is not used.
# Residual: 16.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:10.86us 64K:7.654us 2M:8.057us 16M:7.938us 64M:7.384us 256M:7.868us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 8.301us + bytes /
# 2.48e+06 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 13.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.32us 64K:8.006us 2M:7.8us 16M:7.789us 64M:7.998us 256M:8.567us

# Model parameter (pages per batch), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     62.98us      52.4us
# seq             2M          0         2         2     2097152           0     250.7us       241us
# seq            16M          0        16        16    16777216           0     1.844ms       1.7ms
# seq            64M          0        64        64    67108864           0     9.082ms     6.701ms
# seq           256M          0       256       256   268435456           0     31.18ms      26.7ms
# stride         64M        64K        64        64    67108864           0      6.87ms     6.701ms
# stride        256M         2M       128       128     8388608           0     2.508ms     2.567ms
# random         16M          0        10        55    16777216           0     1.271ms     1.838ms
# random         64M          0        38       373    67108864           0     10.48ms     7.993ms
# random        256M          0       160      1651   268435456           0     50.16ms     32.74ms
# fresh           2M          0         2         2           0     2097152     167.6us     180.8us
# fresh          16M          0        16        16           0    16777216     1.192ms     1.218ms
# fresh          64M          0        64        64           0    67108864     5.808ms     4.775ms
# fresh         256M          0       256       256           0   268435456     16.27ms        19ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 70 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted (GSL weighted least squares, relative errors,
# coefficients >= 0) as batches * fault_batch_ns + VA blocks serviced *
# fault_block_ns + bytes moved * ns per byte + fault_wake_ns (once: the
# kernel's first fault) + bytes zero-filled * fault_zero_ns per byte, with
# batches, blocks and bytes those simrun's engine produces for the same access
# (fault_batch and fault_window as below, density prefetch at the driver's
# defaults). Result: 9.215us per batch, 4.959us per VA block, bytes / 11.6
# GB/s moved, 32.6us per faulting kernel, bytes / 17.5 GB/s zero-filled.
# Residual: 24.4% RMS relative over 70 repetitions.
fault_batch_ns = 9.215us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.4% RMS relative over 70 repetitions.
fault_block_ns = 4.959us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:351.6ns 64K:5.626us 512K:45.01us 1M:90.01us 2M:180us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.4% RMS relative over 70 repetitions.
fault_wake_ns = 32.6us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:234.1ns 64K:3.746us 512K:29.96us 1M:59.93us 2M:119.9us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 42.8us + bytes /
# 45.9 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 2.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.35us 2M:124.9us 16M:432.9us 64M:1.4ms 256M:5.42ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 17.19us + bytes / 9.48 GB/s, written at the measured sizes (the
# medians would give 5.3%).
# Residual: 8.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.1us 2M:238.5us 16M:1.787ms 64M:7.098ms 256M:28.34ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 17.75us + bytes / 8.37 GB/s, written at the measured sizes (the
# medians would give 10.0%).
# Residual: 10.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.58us 512K:80.36us 2M:268.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 25.12us + bytes / 3.22 GB/s, written at the measured sizes (the
# medians would give 8.8%).
# Residual: 11.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.47us 512K:187.9us 2M:676.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of fresh managed memory right after cudaMallocManaged (CPU first
# touch). Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 0ns + bytes / 2.64 GB/s, written at the measured sizes (the medians would
# give 9.9%).
# Residual: 9.7% RMS relative over 20 repetitions.
host_populate_ns = 2M:540.6us 16M:6.102ms 64M:25.17ms 256M:101.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.024us + bytes / 856 GB/s, misses by 22.3% RMS, so
# it is not used.
# Residual: 12.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.287us 2M:4.277us 16M:23.68us 64M:87.73us 256M:335.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 18.59us + bytes / 81.3 GB/s, misses
# by 15.6% RMS, so it is not used.
# Residual: 7.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:22.06us 2M:35.45us 16M:236us 64M:921.2us 256M:3.788ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 87.04us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.652us +
# bytes / 193 GB/s, misses by 21.7% RMS, so it is not used.
# Residual: 21.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.43us 16M:82.11us 64M:343.9us 256M:1.521ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.382us
# + bytes / 7.18 GB/s, misses by 25.6% RMS, so it is not used.
# Residual: 25.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.573us 64K:22.26us 2M:287.4us 16M:2.303ms 64M:8.919ms 256M:35.29ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.4us + bytes / 9.88 GB/s,
# misses by 20.2% RMS, so it is not used.
# Residual: 10.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.11us 64K:31.62us 2M:259.7us 16M:1.631ms 64M:6.396ms 256M:25.65ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.17 GB/s, misses by 20.4% RMS, so it is not used.
# Residual: 14.7% RMS relative over 20 repetitions.
host_read_ns = 64K:6.06us 2M:204.2us 16M:2.358ms 64M:9.891ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 18.8 GB/s, misses by
# 30.1% RMS, so it is not used.
# Residual: 17.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.134us 2M:84.83us 16M:1.096ms 64M:5.461ms


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
