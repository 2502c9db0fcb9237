# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-9.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T06:13:25Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T06:13:25Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 10.9% RMS relative over 5 repetitions.
launch_ns = 4.527us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.9% RMS relative over 5 repetitions.
kernel_gap_ns = 2.074us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 27.68us + bytes / 2.49e+03 GB/s, misses by 59.1% RMS,
# so it is not used.
# Residual: 32.3% RMS relative over 45 repetitions.
malloc_ns = 4K:28.36us 64K:25.69us 1M:27.28us 1536K:28.59us 2M:653us 8M:549.3us 64M:258.7us 256M:269.1us 1G:351.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 22.96us + bytes / 437 GB/s, misses by 52.0% RMS, so it is not
# used.
# Residual: 23.0% RMS relative over 45 repetitions.
free_ns = 4K:26.04us 64K:26.22us 1M:23.82us 1536K:22.5us 2M:376.1us 8M:285.5us 64M:451.5us 256M:651.5us 1G:2.253ms

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.849us + bytes / 3.54e+03 GB/s, misses by 66.2% RMS, so it is not used.
# Residual: 43.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.063us 64K:3.344us 2M:51.96us 16M:62.91us 64M:71.95us 256M:77.75us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 16.91us +
# bytes / 1.31e+06 GB/s, written at the measured sizes (the medians would give
# 6.8%).
# Residual: 7.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:16.91us 64K:16.91us 2M:16.91us 16M:16.92us 64M:16.96us 256M:17.12us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 20.7%, 512K
# 20.4%, 1M 19.8%, 2M 19.7%, 4M 20.1%, 8M 21.0%, 16M 22.1%, 32M 23.1%.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     64.77us     56.76us
# seq             2M          0         2         2     2097152           0     185.8us     234.5us
# seq            16M          0        16        16    16777216           0     1.332ms     1.608ms
# seq            64M          0        64        64    67108864           0     7.642ms     6.317ms
# seq           256M          0       256       256   268435456           0     29.67ms     25.15ms
# stride         64M        64K        32        32    67108864           0     6.637ms     5.896ms
# stride        256M         2M       128       128     8388608           0     2.043ms     2.403ms
# random         16M          0         9        35    16777216           0     1.886ms     1.858ms
# random         64M          0        34       306    67108864           0     9.203ms     9.503ms
# random        256M          0       139      1560   268435456           0      54.5ms     42.32ms
# fresh           2M          0         2         2           0     2097152     166.1us     199.4us
# fresh          16M          0        16        16           0    16777216      1.19ms     1.327ms
# fresh          64M          0        64        64           0    67108864     6.042ms     5.195ms
# fresh         256M          0       256       256           0   268435456     24.97ms     20.67ms
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
# defaults). Result: 0ns per batch, 13.17us per VA block, bytes / 12.3 GB/s
# moved, 38.28us per faulting kernel, bytes / 15.6 GB/s zero-filled. This
# coefficient came out negative and is held at 0.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_block_ns = 13.17us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:331.8ns 64K:5.309us 512K:42.47us 1M:84.94us 2M:169.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_wake_ns = 38.28us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:263.3ns 64K:4.213us 512K:33.7us 1M:67.41us 2M:134.8us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.87us + bytes /
# 46.3 GB/s, misses by 19.5% RMS, so it is not used.
# Residual: 12.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.24us 2M:120.9us 16M:437.8us 64M:1.385ms 256M:5.388ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 19.86us + bytes / 10.1 GB/s, written at the measured sizes (the
# medians would give 8.5%).
# Residual: 8.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.32us 2M:226.6us 16M:1.674ms 64M:6.636ms 256M:26.48ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 17.46us + bytes / 8.62 GB/s, written at the measured sizes (the
# medians would give 11.0%).
# Residual: 11.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.06us 512K:78.26us 2M:260.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 23.69us + bytes / 3.37 GB/s, written at the measured sizes (the
# medians would give 10.0%).
# Residual: 12.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.13us 512K:179.2us 2M:645.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 321.4us + bytes / 2.33 GB/s, misses by 15.2% RMS, so
# it is not used.
# Residual: 12.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:347.1us 256K:433.8us 2M:940.6us 16M:7.679ms 64M:30.86ms 256M:122.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.3us + bytes / 1.01e+03 GB/s, misses by 28.1% RMS,
# so it is not used.
# Residual: 15.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.921us 2M:3.37us 16M:21.54us 64M:71.48us 256M:282.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 11.5us + bytes / 108 GB/s,
# written at the measured sizes (the medians would give 7.1%).
# Residual: 13.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.1us 2M:30.97us 16M:167.3us 64M:634.6us 256M:2.504ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.8us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Fit:
# the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (15 points at 3 sizes): the best line, 7.496us + bytes /
# 304 GB/s, misses by 45.4% RMS, so it is not used.
# Residual: 313.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.19us 16M:57.47us 64M:2.117ms

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.12us +
# bytes / 137 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 23.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:17.01us 16M:119.4us 64M:485.4us 256M:2.024ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 9.291us
# + bytes / 8.75 GB/s, misses by 29.6% RMS, so it is not used.
# Residual: 21.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.626us 64K:28.29us 2M:218.5us 16M:1.835ms 64M:9.302ms 256M:29.68ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.41us + bytes / 9.76 GB/s,
# misses by 21.1% RMS, so it is not used.
# Residual: 13.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.83us 64K:32.21us 2M:270.9us 16M:1.588ms 64M:6.027ms 256M:26.17ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.34 GB/s, misses by 21.4% RMS, so it is not used.
# Residual: 19.1% RMS relative over 20 repetitions.
host_read_ns = 64K:7.351us 2M:202.2us 16M:2.15ms 64M:9.542ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.1 GB/s, misses by
# 41.7% RMS, so it is not used.
# Residual: 13.1% RMS relative over 20 repetitions.
host_write_ns = 64K:953ns 2M:49.28us 16M:1.015ms 64M:5.648ms


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
