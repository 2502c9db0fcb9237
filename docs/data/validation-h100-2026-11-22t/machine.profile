# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/machine.profile --base
# scripts/../profiles/h100-pcie5.profile --from
# /root/out/w/val/gpu/calibration-1.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-2.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-3.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-4.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-5.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-6.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-7.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-8.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-9.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-10.profile.measurements.csv` on
# 2026-11-22T01:12:22Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:12:22Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 50 repetitions.
# Residual: 16.7% RMS relative over 50 repetitions.
launch_ns = 4.23us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (450 points at 9
# sizes): the best line, 2.205us + bytes / 7.43e+03 GB/s, misses by 60.4% RMS,
# so it is not used.
# Residual: 34.5% RMS relative over 450 repetitions.
malloc_ns = 4K:2.768us 64K:2.629us 1M:2.62us 1536K:2.488us 2M:52.1us 8M:47.08us 64M:60.83us 256M:67.76us 1G:125us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (450 points at 9 sizes): the
# best line, 1.636us + bytes / 1.96e+03 GB/s, misses by 57.1% RMS, so it is
# not used.
# Residual: 43.5% RMS relative over 450 repetitions.
free_ns = 4K:3.291us 64K:2.744us 1M:2.562us 1536K:2.266us 2M:41.68us 8M:43.39us 64M:77.31us 256M:171.3us 1G:582.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (300 points at 6 sizes): the best line, 10.64us + bytes * -1.48e-06
# ns/B, misses by 27.3% RMS, so it is not used.
# Residual: 30.3% RMS relative over 300 repetitions.
managed_malloc_ns = 4K:13.93us 64K:12.01us 2M:11.55us 16M:11.98us 64M:11.77us 256M:12.06us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (300 points at 6 sizes): the best line, 10.7us + bytes /
# 6.15e+05 GB/s, misses by 24.9% RMS, so it is not used.
# Residual: 27.6% RMS relative over 300 repetitions.
managed_free_ns = 4K:12.91us 64K:11.72us 2M:11.98us 16M:11.97us 64M:12.26us 256M:12.6us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     69.25us     59.72us
# seq             2M          0         2         2     2097152           0     255.8us     230.7us
# seq            16M          0        16        16    16777216           0     1.456ms     1.552ms
# seq            64M          0        64        64    67108864           0     8.002ms     6.082ms
# seq           256M          0       256       256   268435456           0     33.91ms      24.2ms
# stride         64M        64K        64        64    67108864           0      6.06ms     6.082ms
# stride        256M         2M       128       128     8388608           0     2.318ms     2.312ms
# random         16M          0        10        55    16777216           0     1.434ms     1.729ms
# random         64M          0        38       373    67108864           0     7.731ms     7.635ms
# random        256M          0       160      1651   268435456           0     43.55ms     31.36ms
# fresh           2M          0         2         2           0     2097152       148us     155.5us
# fresh          16M          0        16        16           0    16777216     971.7us     950.4us
# fresh          64M          0        64        64           0    67108864     4.123ms     3.676ms
# fresh         256M          0       256       256           0   268435456     19.82ms     14.58ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 700 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted (GSL weighted least squares, relative errors,
# coefficients >= 0) as batches * fault_batch_ns + VA blocks serviced *
# fault_block_ns + bytes moved * ns per byte + fault_wake_ns (once: the
# kernel's first fault) + bytes zero-filled * fault_zero_ns per byte, with
# batches, blocks and bytes those simrun's engine produces for the same access
# (fault_batch and fault_window as below, density prefetch at the driver's
# defaults). Result: 7.01us per batch, 5.617us per VA block, bytes / 12.8 GB/s
# moved, 41.98us per faulting kernel, bytes / 23.8 GB/s zero-filled.
# Residual: 27.0% RMS relative over 700 repetitions.
fault_batch_ns = 7.01us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.0% RMS relative over 700 repetitions.
fault_block_ns = 5.617us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 27.0% RMS relative over 700 repetitions.
fault_h2d_ns = 4K:319.3ns 64K:5.109us 512K:40.87us 1M:81.75us 2M:163.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.0% RMS relative over 700 repetitions.
fault_wake_ns = 41.98us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 27.0% RMS relative over 700 repetitions.
fault_zero_ns = 4K:172.4ns 64K:2.759us 512K:22.07us 1M:44.15us 2M:88.29us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (250 points at 5 sizes): the best line, 46.04us + bytes /
# 46 GB/s, misses by 19.7% RMS, so it is not used.
# Residual: 13.7% RMS relative over 250 repetitions.
prefetch_h2d_ns = 64K:44.53us 2M:126.1us 16M:436.2us 64M:1.368ms 256M:5.46ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (250 points at 5 sizes): the best
# line, 17.29us + bytes / 14.3 GB/s, misses by 23.1% RMS, so it is not used.
# Residual: 21.6% RMS relative over 250 repetitions.
prefetch_d2h_ns = 64K:21.72us 2M:193.9us 16M:1.094ms 64M:4.354ms 256M:18.75ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (4800 points at 3 sizes): the best line,
# 15.74us + bytes / 11.8 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.5% RMS relative over 4800 repetitions.
evict_d2h_ns = 64K:21.39us 512K:59.62us 2M:196.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (300 points at 3 sizes): the best
# line, 23.74us + bytes / 4.24 GB/s, misses by 20.0% RMS, so it is not used.
# Residual: 19.4% RMS relative over 300 repetitions.
cpu_fault_d2h_ns = 64K:38.94us 512K:176.1us 2M:526.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (300 points at 6
# sizes): the best line, 278.7us + bytes / 2.79 GB/s, misses by 20.5% RMS, so
# it is not used.
# Residual: 18.0% RMS relative over 300 repetitions.
host_populate_ns = 64K:342.8us 256K:410us 2M:880.6us 16M:7.124ms 64M:28.23ms 256M:115.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (500 points at 5
# sizes): the best line, 2.289us + bytes / 1.48e+03 GB/s, misses by 38.0% RMS,
# so it is not used.
# Residual: 41.1% RMS relative over 500 repetitions.
prefetch_host_ns = 64K:4.442us 2M:3.804us 16M:14.75us 64M:47.74us 256M:182.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (250 points at 5 sizes): the best line, 12.32us + bytes / 96.3 GB/s, misses
# by 22.3% RMS, so it is not used.
# Residual: 21.2% RMS relative over 250 repetitions.
prefetch_call_ns = 64K:15.58us 2M:32.35us 16M:207.4us 64M:741.5us 256M:2.795ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 150 repetitions.
# Residual: 23.9% RMS relative over 150 repetitions.
prefetch_defer_ns = 94.05us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (200 points at 4 sizes): the best line, 0ns +
# bytes / 173 GB/s, misses by 27.2% RMS, so it is not used.
# Residual: 27.0% RMS relative over 200 repetitions.
managed_free_resident_ns = 2M:13.61us 16M:92.61us 64M:382.5us 256M:1.683ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (300 points at 6 sizes): the best line, 4.932us
# + bytes / 8.27 GB/s, misses by 26.6% RMS, so it is not used.
# Residual: 21.6% RMS relative over 300 repetitions.
memcpy_h2d_ns = 4K:5.085us 64K:21.17us 2M:259.3us 16M:1.919ms 64M:7.725ms 256M:32.23ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (300 points at 6 sizes): the best line, 12.42us + bytes / 12.2 GB/s,
# misses by 25.8% RMS, so it is not used.
# Residual: 17.4% RMS relative over 300 repetitions.
memcpy_d2h_ns = 4K:10.74us 64K:28us 2M:233.9us 16M:1.289ms 64M:5.182ms 256M:22.37ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (200 points at 4 sizes): the best line, 50.09ns +
# bytes / 7.91 GB/s, misses by 28.6% RMS, so it is not used.
# Residual: 29.7% RMS relative over 200 repetitions.
host_read_ns = 64K:8.842us 2M:290.6us 16M:2.289ms 64M:9.651ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (200 points at 4 sizes): the best line, 0ns + bytes / 25.5 GB/s, misses by
# 41.3% RMS, so it is not used.
# Residual: 26.7% RMS relative over 200 repetitions.
host_write_ns = 64K:1.203us 2M:60.7us 16M:995.3us 64M:4.927ms


# kernel_gap_ns: added 2026-11-22, when simrun began to charge each kernel the
# GPU's time between back-to-back kernels; these measurements have no
# kernel_gap_ns rows, so this is the value replay-bench measured on machine z
# (gpurun's replay kernel with nothing to do: docs/measurements.md section 15).
kernel_gap_ns = 2us

# prefetch_zero_ns: added 2026-11-22, when simrun began to charge a prefetch to the
# GPU of pages resident nowhere: the fit of this set's calibrations
# (prefetch_h2d_ns case fresh; gpurun --calibrate --from their measurements).
prefetch_zero_ns = 2M:16.54us 16M:71.55us 64M:256.9us

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
