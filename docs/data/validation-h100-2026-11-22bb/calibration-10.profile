# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T05:12:33Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T05:12:33Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.7% RMS relative over 5 repetitions.
launch_ns = 3.812us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.055us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.53us + bytes / 8.41e+03 GB/s, misses by 57.0% RMS,
# so it is not used.
# Residual: 29.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.709us 64K:2.817us 1M:2.708us 1536K:2.853us 2M:51.39us 8M:40.9us 64M:38.83us 256M:52.99us 1G:127.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.288us + bytes / 2.67e+03 GB/s, misses by 51.7% RMS, so it is
# not used.
# Residual: 23.0% RMS relative over 45 repetitions.
free_ns = 4K:1.478us 64K:1.504us 1M:1.416us 1536K:1.42us 2M:38.85us 8M:36.96us 64M:47.4us 256M:97.36us 1G:328.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.584us + bytes / 4.43e+03 GB/s, misses by 59.5% RMS, so it is not used.
# Residual: 36.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.378us 64K:2.072us 2M:21.16us 16M:22.91us 64M:31.11us 256M:56.4us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 12.52us + bytes /
# 2.92e+06 GB/s, misses by 18.2% RMS, so it is not used.
# Residual: 16.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.1us 64K:12.51us 2M:13.34us 16M:12.15us 64M:10.68us 256M:13.23us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 23.1%, 512K
# 22.8%, 1M 22.5%, 2M 21.7%, 4M 21.6%, 8M 21.5%, 16M 21.6%, 32M 22.2%.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     105.8us     70.92us
# seq             2M          0         2         2     2097152           0     204.7us     252.5us
# seq            16M          0        16        16    16777216           0     1.529ms     1.774ms
# seq            64M          0        64        64    67108864           0     7.567ms     6.991ms
# seq           256M          0       256       256   268435456           0     33.18ms     27.86ms
# stride         64M        64K         8        32    67108864           0     5.114ms     5.535ms
# stride        256M         2M        32       128     8388608           0     2.482ms     2.766ms
# random         16M          0        12        16    16777216           0     1.858ms     1.697ms
# random         64M          0        36       161    67108864           0     9.328ms     7.579ms
# random        256M          0       125      1211   268435456           0     48.34ms     36.44ms
# fresh           2M          0         2         2           0     2097152     144.8us     161.1us
# fresh          16M          0        16        16           0    16777216     1.064ms     1.044ms
# fresh          64M          0        64        64           0    67108864     4.058ms     4.069ms
# fresh         256M          0       256       256           0   268435456     16.68ms     16.17ms
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
# defaults). Result: 19.35us per batch, 11.64us per VA block, bytes / 13.5
# GB/s moved, 35.07us per faulting kernel, bytes / 32.7 GB/s zero-filled.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_batch_ns = 19.35us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_block_ns = 11.64us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:303.5ns 64K:4.856us 512K:38.85us 1M:77.7us 2M:155.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_wake_ns = 35.07us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:125.2ns 64K:2.003us 512K:16.02us 1M:32.04us 2M:64.08us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 34.62us + bytes /
# 44.5 GB/s, misses by 17.6% RMS, so it is not used.
# Residual: 2.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:32.79us 2M:124.9us 16M:443.9us 64M:1.428ms 256M:5.65ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 14.11us + bytes / 13 GB/s, written at the measured sizes (the
# medians would give 7.9%).
# Residual: 8.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.13us 2M:174.9us 16M:1.301ms 64M:5.161ms 256M:20.6ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 17.42us + bytes / 9.23 GB/s, written at the measured sizes (the
# medians would give 12.9%).
# Residual: 13.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.52us 512K:74.22us 2M:244.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 20.61us + bytes / 3.77 GB/s, written at the measured sizes (the
# medians would give 6.5%).
# Residual: 7.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38us 512K:159.7us 2M:577us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 260.4us + bytes / 2.88 GB/s, misses by 30.8% RMS, so
# it is not used.
# Residual: 28.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:287.3us 256K:375.5us 2M:761.9us 16M:6.253ms 64M:28.15ms 256M:96.07ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.156us + bytes / 1.25e+03 GB/s, misses by 24.4% RMS,
# so it is not used.
# Residual: 13.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.101us 2M:3.026us 16M:15.29us 64M:53.44us 256M:286.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 12.12us + bytes / 92.1 GB/s, misses
# by 23.2% RMS, so it is not used.
# Residual: 19.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.33us 2M:30.96us 16M:222.2us 64M:866.5us 256M:3.479ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 29.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.9us

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (15 points at 3 sizes): the best line, 6.699us + bytes /
# 310 GB/s, misses by 20.3% RMS, so it is not used.
# Residual: 20.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.62us 16M:58.62us 64M:222.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 983ns +
# bytes / 161 GB/s, misses by 23.2% RMS, so it is not used.
# Residual: 23.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.02us 16M:101.8us 64M:418.9us 256M:1.731ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.789us
# + bytes / 9.62 GB/s, misses by 27.1% RMS, so it is not used.
# Residual: 16.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.591us 64K:25.19us 2M:167.6us 16M:1.881ms 64M:8.025ms 256M:35.26ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.69us + bytes / 10.4 GB/s,
# misses by 22.0% RMS, so it is not used.
# Residual: 14.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.94us 64K:29.5us 2M:258us 16M:1.52ms 64M:6.027ms 256M:26.64ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14 GB/s, misses by 34.2% RMS, so it is not used.
# Residual: 21.5% RMS relative over 20 repetitions.
host_read_ns = 64K:2.929us 2M:110.3us 16M:1.746ms 64M:7.264ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 33.4 GB/s, misses by
# 38.2% RMS, so it is not used.
# Residual: 12.7% RMS relative over 20 repetitions.
host_write_ns = 64K:863ns 2M:44.8us 16M:843.9us 64M:4.163ms

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
