# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T22:02:25Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:02:25Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.7% RMS relative over 5 repetitions.
launch_ns = 4.757us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.178us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.76us + bytes / 4.57e+03 GB/s, misses by 57.9% RMS,
# so it is not used.
# Residual: 26.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.875us 64K:3.023us 1M:2.7us 1536K:2.767us 2M:64.9us 8M:49.83us 64M:80.95us 256M:67.62us 1G:198.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.121us + bytes / 1.36e+03 GB/s, misses by 48.7% RMS, so it is
# not used.
# Residual: 18.6% RMS relative over 45 repetitions.
free_ns = 4K:2.668us 64K:2.579us 1M:2.566us 1536K:2.48us 2M:46.41us 8M:47.87us 64M:84.11us 256M:195us 1G:697.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.647us + bytes / 2.29e+03 GB/s, misses by 65.0% RMS, so it is not used.
# Residual: 37.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.095us 64K:4.393us 2M:28.86us 16M:48.6us 64M:81.77us 256M:95.1us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.41us + bytes / 4.71e+05 GB/s, written at the measured sizes (the
# medians would give 5.9%).
# Residual: 7.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.41us 64K:14.41us 2M:14.41us 16M:14.44us 64M:14.55us 256M:14.98us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.9%, 512K 14.3%, 1M 13.4%, 2M 13.3%, 4M 13.9%, 8M 15.2%, 16M
# 17.0%, 32M 18.6%.
# Residual: 17.3% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     78.14us     67.68us
# seq             2M          0         2         2     2097152           0     259.1us     261.5us
# seq            16M          0        16        16    16777216           0     1.427ms      1.78ms
# seq            64M          0        64        64    67108864           0     7.567ms     6.985ms
# seq           256M          0       256       256   268435456           0      31.7ms     27.81ms
# stride         64M        64K        32        32    67108864           0     7.191ms     6.428ms
# stride        256M         2M       128       128     8388608           0     2.836ms         3ms
# random         16M          0         9        35    16777216           0     2.145ms      2.11ms
# random         64M          0        34       306    67108864           0     10.88ms      11.2ms
# random        256M          0       139      1560   268435456           0      54.7ms      50.5ms
# fresh           2M          0         2         2           0     2097152     165.6us     207.5us
# fresh          16M          0        16        16           0    16777216     1.306ms     1.348ms
# fresh          64M          0        64        64           0    67108864     6.088ms     5.258ms
# fresh         256M          0       256       256           0   268435456     26.35ms      20.9ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 70 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted to each case's median (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte +
# fault_wake_ns (once: the kernel's first fault) + bytes zero-filled *
# fault_zero_ns per byte, with batches, blocks and bytes those simrun's engine
# produces for the same access (fault_batch and fault_window as below, density
# prefetch at the driver's defaults). Result: 0ns per batch, 17.4us per VA
# block, bytes / 11.5 GB/s moved, 44.59us per faulting kernel, bytes / 16.4
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 17.3% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.3% RMS relative over 70 repetitions.
fault_block_ns = 17.4us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:355.6ns 64K:5.69us 512K:45.52us 1M:91.04us 2M:182.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.3% RMS relative over 70 repetitions.
fault_wake_ns = 44.59us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:250.2ns 64K:4.003us 512K:32.03us 1M:64.05us 2M:128.1us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 43.96us + bytes /
# 45.3 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 1.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.18us 2M:130.5us 16M:457.3us 64M:1.403ms 256M:5.5ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.6us + bytes / 8.83 GB/s, written at the
# measured sizes (the medians would give 2.0%).
# Residual: 5.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.02us 2M:256us 16M:1.918ms 64M:7.616ms 256M:30.41ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 19.13us + bytes / 8.01 GB/s, written at the
# measured sizes (the medians would give 8.7%).
# Residual: 8.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.31us 512K:84.56us 2M:280.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.27us + bytes / 2.99 GB/s, written at
# the measured sizes (the medians would give 7.6%).
# Residual: 9.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.18us 512K:198.6us 2M:724.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 310.6us + bytes / 2.4 GB/s, written at the measured
# sizes (the medians would give 2.8%).
# Residual: 10.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:337.9us 256K:419.8us 2M:1.184ms 16M:7.3ms 64M:28.27ms 256M:112.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.327us + bytes / 834 GB/s, misses by 22.8% RMS, so
# it is not used.
# Residual: 15.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.557us 2M:4.601us 16M:24.94us 64M:88us 256M:343.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 11.55us +
# bytes / 97.4 GB/s, written at the measured sizes (the medians would give
# 9.2%).
# Residual: 14.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.23us 2M:33.09us 16M:183.9us 64M:700.9us 256M:2.769ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.74us

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
# measured medians (15 points at 3 sizes): the best line, 7.455us + bytes /
# 283 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 16.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.9us 16M:65.74us 64M:247.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 20.47us + bytes / 227 GB/s, written at the measured
# sizes (the medians would give 8.4%).
# Residual: 8.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:29.72us 16M:94.49us 64M:316.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.593us +
# bytes / 154 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.51us 16M:105.7us 64M:441.4us 256M:1.797ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.407us
# + bytes / 9.22 GB/s, misses by 27.0% RMS, so it is not used.
# Residual: 15.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.005us 64K:24.91us 2M:174.7us 16M:2.036ms 64M:9.055ms 256M:33.19ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.19us + bytes / 9.5 GB/s,
# misses by 24.0% RMS, so it is not used.
# Residual: 13.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.89us 64K:32.03us 2M:295.1us 16M:1.689ms 64M:6.578ms 256M:26.03ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 11.8 GB/s, misses by 32.8% RMS, so it is not used.
# Residual: 21.5% RMS relative over 20 repetitions.
host_read_ns = 64K:4.569us 2M:132.6us 16M:2.06ms 64M:8.533ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27.3 GB/s, misses by
# 37.8% RMS, so it is not used.
# Residual: 14.8% RMS relative over 20 repetitions.
host_write_ns = 64K:1.03us 2M:55.43us 16M:1.007ms 64M:5.284ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 791ns +
# bytes / 10.2 GB/s, written at the measured sizes (the medians would give
# 4.5%).
# Residual: 5.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.186us 2M:205.4us 16M:1.638ms 64M:6.549ms

