# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-5.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T05:10:02Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T05:10:02Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 13.9% RMS relative over 5 repetitions.
launch_ns = 3.444us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.011us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.453us + bytes / 1.03e+04 GB/s, misses by 59.5% RMS,
# so it is not used.
# Residual: 24.3% RMS relative over 45 repetitions.
malloc_ns = 4K:1.35us 64K:1.467us 1M:1.5us 1536K:1.423us 2M:35.64us 8M:31.09us 64M:52.07us 256M:52.25us 1G:74.23us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.068us + bytes / 2.94e+03 GB/s, misses by 51.9% RMS, so it is
# not used.
# Residual: 18.7% RMS relative over 45 repetitions.
free_ns = 4K:1.244us 64K:1.291us 1M:1.215us 1536K:1.237us 2M:28.58us 8M:29.85us 64M:52.8us 256M:107.3us 1G:283.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.464us + bytes / 6.07e+03 GB/s, misses by 63.3% RMS, so it is not used.
# Residual: 34.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.274us 64K:2.223us 2M:16.05us 16M:23.14us 64M:39.39us 256M:39.07us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 11.49us +
# bytes * -6.28e-06 ns/B, written at the measured sizes (the medians would
# give 11.1%).
# Residual: 11.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.49us 64K:11.49us 2M:11.48us 16M:11.39us 64M:11.07us 256M:9.805us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 29.1%, 512K
# 28.9%, 1M 28.6%, 2M 28.1%, 4M 27.3%, 8M 26.1%, 16M 25.6%, 32M 25.7%.
# Residual: 25.6% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     65.09us     52.81us
# seq             2M          0         2         2     2097152           0     176.2us     216.7us
# seq            16M          0        16        16    16777216           0     1.455ms     1.704ms
# seq            64M          0        64        64    67108864           0     6.374ms     6.804ms
# seq           256M          0       256       256   268435456           0     34.27ms     27.21ms
# stride         64M        64K         4        32    67108864           0     4.667ms     4.339ms
# stride        256M         2M        16       128     8388608           0     1.801ms     2.105ms
# random         16M          0        16        16    16777216           0     1.449ms     1.704ms
# random         64M          0        39       104    67108864           0      6.62ms     6.202ms
# random        256M          0       127       907   268435456           0     40.62ms     27.64ms
# fresh           2M          0         2         2           0     2097152     87.87us     113.7us
# fresh          16M          0        16        16           0    16777216     810.5us     880.5us
# fresh          64M          0        64        64           0    67108864     4.018ms      3.51ms
# fresh         256M          0       256       256           0   268435456     24.07ms     14.03ms
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
# defaults). Result: 36.84us per batch, 7.971us per VA block, bytes / 17.1
# GB/s moved, 4.158us per faulting kernel, bytes / 105 GB/s zero-filled.
# Residual: 25.6% RMS relative over 70 repetitions.
fault_batch_ns = 36.84us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.6% RMS relative over 70 repetitions.
fault_block_ns = 7.971us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 25.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:240ns 64K:3.84us 512K:30.72us 1M:61.45us 2M:122.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.6% RMS relative over 70 repetitions.
fault_wake_ns = 4.158us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 25.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:38.92ns 64K:622.6ns 512K:4.981us 1M:9.962us 2M:19.92us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 40.47us + bytes /
# 44.3 GB/s, misses by 20.7% RMS, so it is not used.
# Residual: 16.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.54us 2M:118.4us 16M:423.3us 64M:1.371ms 256M:5.341ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 17.74us + bytes / 14.8 GB/s, misses by 29.4% RMS, so it is not used.
# Residual: 32.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.83us 2M:177us 16M:1.079ms 64M:6.288ms 256M:15.79ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 13.81us + bytes / 13.9 GB/s, written at the measured sizes (the
# medians would give 6.6%).
# Residual: 6.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.52us 512K:51.45us 2M:164.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 25.4us + bytes / 3.85 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 8.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.81us 512K:207.8us 2M:517.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 255.5us + bytes / 3.12 GB/s, misses by 21.4% RMS, so
# it is not used.
# Residual: 22.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:359.3us 256K:395.9us 2M:877.8us 16M:6.837ms 64M:25.28ms 256M:104.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.655us + bytes / 1.66e+03 GB/s, misses by 23.1% RMS,
# so it is not used.
# Residual: 14.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.327us 2M:2.279us 16M:11.67us 64M:40.86us 256M:198.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 15.55us + bytes / 103 GB/s,
# written at the measured sizes (the medians would give 10.3%).
# Residual: 11.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.19us 2M:36us 16M:179.2us 64M:670us 256M:2.633ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 30.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.02us

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (15 points at 3 sizes): the best line, 8.746us + bytes /
# 242 GB/s, misses by 19.5% RMS, so it is not used.
# Residual: 19.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.4us 16M:76.87us 64M:279.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 688.2ns +
# bytes / 179 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.11us 16M:92.13us 64M:372.3us 256M:1.583ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.223us
# + bytes / 11.9 GB/s, misses by 28.2% RMS, so it is not used.
# Residual: 16.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.769us 64K:23.73us 2M:142.1us 16M:1.415ms 64M:6.076ms 256M:28.45ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.08us + bytes / 14.1 GB/s,
# misses by 23.3% RMS, so it is not used.
# Residual: 10.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.565us 64K:26.39us 2M:218.1us 16M:1.092ms 64M:4.271ms 256M:19.41ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 15.6 GB/s, misses by 38.0% RMS, so it is not used.
# Residual: 28.2% RMS relative over 20 repetitions.
host_read_ns = 64K:2.907us 2M:94.74us 16M:1.609ms 64M:7.523ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 33.5 GB/s, misses by
# 39.5% RMS, so it is not used.
# Residual: 13.5% RMS relative over 20 repetitions.
host_write_ns = 64K:877ns 2M:44.58us 16M:704.4us 64M:4.667ms

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
