# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-26pp/machine-refit.profile --base
# docs/data/validation-h100-2026-11-26pp/machine.profile --from
# docs/data/validation-h100-2026-11-26pp/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26pp/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26pp/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26pp/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26pp/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26pp/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26pp/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26pp/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26pp/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26pp/calibration-10.profile.measuremen` on
# 2026-11-26T17:53:52Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-26pp/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T17:53:52Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 75 repetitions.
# Residual: 17.8% RMS relative over 75 repetitions.
launch_ns = 3.701us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 75 repetitions.
# Residual: 5.8% RMS relative over 75 repetitions.
kernel_gap_ns = 2.165us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (675 points at 9
# sizes): the best line, 2.265us + bytes / 7.02e+03 GB/s, misses by 63.3% RMS,
# so it is not used.
# Residual: 38.8% RMS relative over 675 repetitions.
malloc_ns = 4K:2.601us 64K:2.202us 1M:2.451us 1536K:2.056us 2M:51.4us 8M:36.19us 64M:50.67us 256M:61.49us 1G:120.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (675 points at 9 sizes): the
# best line, 1.504us + bytes / 2.6e+03 GB/s, misses by 56.4% RMS, so it is not
# used.
# Residual: 33.5% RMS relative over 675 repetitions.
free_ns = 4K:2.21us 64K:1.664us 1M:1.744us 1536K:1.6us 2M:36.61us 8M:34.5us 64M:57.15us 256M:109.5us 1G:344.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (450 points at 6 sizes): the best line,
# 2.661us + bytes / 8.43e+03 GB/s, misses by 65.4% RMS, so it is not used.
# Residual: 38.9% RMS relative over 450 repetitions.
managed_malloc_ns = 4K:2.448us 64K:2.336us 2M:16.72us 16M:24.26us 64M:29.32us 256M:28.23us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (450 points at 6 sizes): the best line, 8.317us + bytes /
# 9.01e+05 GB/s, misses by 20.3% RMS, so it is not used.
# Residual: 20.3% RMS relative over 450 repetitions.
managed_free_ns = 4K:9.319us 64K:7.751us 2M:8.231us 16M:8.29us 64M:8.373us 256M:8.624us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-26pp/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.5%, 512K 16.1%, 1M 15.6%, 2M 14.8%, 4M 14.1%, 8M 13.4%, 16M
# 13.5%, 32M 14.2%.
# Residual: 26.2% RMS relative over 1050 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     80.06us     66.28us
# seq             2M          0         2         2     2097152           0     227.2us     263.2us
# seq            16M          0        16        16    16777216           0     1.658ms     1.901ms
# seq            64M          0        64        64    67108864           0     8.165ms     7.518ms
# seq           256M          0       256       256   268435456           0     34.61ms     29.98ms
# stride         64M        64K         8        32    67108864           0     5.934ms     5.977ms
# stride        256M         2M        32       128     8388608           0     2.375ms     2.685ms
# random         16M          0        12        16    16777216           0     1.811ms     1.814ms
# random         64M          0        36       161    67108864           0     8.637ms     7.873ms
# random        256M          0       125      1211   268435456           0     43.71ms     36.64ms
# fresh           2M          0         2         2           0     2097152     141.7us     167.4us
# fresh          16M          0        16        16           0    16777216      1.04ms     1.135ms
# fresh          64M          0        64        64           0    67108864     5.114ms     4.453ms
# fresh         256M          0       256       256           0   268435456      22.3ms     17.72ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 1050 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted to each case's median (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte +
# fault_wake_ns (once: the kernel's first fault) + bytes zero-filled *
# fault_zero_ns per byte, with batches, blocks and bytes those simrun's engine
# produces for the same access (fault_batch and fault_window as below, density
# prefetch at the driver's defaults). Result: 21.83us per batch, 9.962us per
# VA block, bytes / 12.3 GB/s moved, 29.16us per faulting kernel, bytes / 28.1
# GB/s zero-filled.
# Residual: 26.2% RMS relative over 1050 repetitions.
fault_batch_ns = 21.83us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.2% RMS relative over 1050 repetitions.
fault_block_ns = 9.962us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.2% RMS relative over 1050 repetitions.
fault_h2d_ns = 4K:332.9ns 64K:5.326us 512K:42.61us 1M:85.22us 2M:170.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.2% RMS relative over 1050 repetitions.
fault_wake_ns = 29.16us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 26.2% RMS relative over 1050 repetitions.
fault_zero_ns = 4K:145.8ns 64K:2.333us 512K:18.66us 1M:37.33us 2M:74.66us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (375 points at 5 sizes): the best line, 36.32us + bytes /
# 47.3 GB/s, misses by 20.4% RMS, so it is not used.
# Residual: 12.4% RMS relative over 375 repetitions.
prefetch_h2d_ns = 64K:34.39us 2M:119.4us 16M:419.9us 64M:1.342ms 256M:5.295ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (375 points at 5 sizes): the best line,
# 15.07us + bytes / 13.8 GB/s, misses by 21.0% RMS, so it is not used.
# Residual: 19.3% RMS relative over 375 repetitions.
prefetch_d2h_ns = 64K:19.52us 2M:199.9us 16M:1.237ms 64M:4.601ms 256M:18.45ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (7200 points at 3 sizes): the best line,
# 15.18us + bytes / 11.7 GB/s, misses by 17.8% RMS, so it is not used.
# Residual: 17.8% RMS relative over 7200 repetitions.
evict_d2h_ns = 64K:20.79us 512K:60.05us 2M:194.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (450 points at 3 sizes): the best
# line, 22.28us + bytes / 4.11 GB/s, misses by 18.6% RMS, so it is not used.
# Residual: 16.8% RMS relative over 450 repetitions.
cpu_fault_d2h_ns = 64K:37.54us 512K:167.6us 2M:497.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-26pp/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (450 points at 6 sizes): the best line, 246.6us +
# bytes / 3.35 GB/s, misses by 20.0% RMS, so it is not used.
# Residual: 16.2% RMS relative over 450 repetitions.
host_populate_ns = 64K:299us 256K:325.1us 2M:689.5us 16M:5.514ms 64M:22.43ms 256M:90.97ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (750 points at 5
# sizes): the best line, 2.365us + bytes / 1.64e+03 GB/s, misses by 29.8% RMS,
# so it is not used.
# Residual: 25.8% RMS relative over 750 repetitions.
prefetch_host_ns = 64K:2.962us 2M:3.015us 16M:13.6us 64M:44.03us 256M:169.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (375 points at 5 sizes): the best line, 10.92us + bytes / 108 GB/s, misses
# by 19.1% RMS, so it is not used.
# Residual: 14.3% RMS relative over 375 repetitions.
prefetch_call_ns = 64K:13.05us 2M:24.62us 16M:177.6us 64M:686.7us 256M:2.643ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 225 repetitions.
# Residual: 24.0% RMS relative over 225 repetitions.
prefetch_defer_ns = 85.5us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Fit:
# the median of 75 repetitions.
# Residual: 0.0% RMS relative over 75 repetitions.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (225 points at 3 sizes): the best line, 7.137us + bytes /
# 300 GB/s, misses by 19.8% RMS, so it is not used.
# Residual: 19.8% RMS relative over 225 repetitions.
prefetch_zero_ns = 2M:14.09us 16M:64.2us 64M:227.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (225 points at 3 sizes): the best line,
# 23.48us + bytes / 203 GB/s, misses by 20.8% RMS, so it is not used.
# Residual: 20.8% RMS relative over 225 repetitions.
prefetch_zero_defer_ns = 2M:33.75us 16M:106.4us 64M:352.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (300 points at 4 sizes): the best line, 1.381us
# + bytes / 200 GB/s, misses by 24.6% RMS, so it is not used.
# Residual: 24.6% RMS relative over 300 repetitions.
managed_free_resident_ns = 2M:11.97us 16M:83.9us 64M:336.1us 256M:1.373ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (450 points at 6 sizes): the best line,
# 7.444us + bytes / 12.4 GB/s, misses by 28.3% RMS, so it is not used.
# Residual: 16.5% RMS relative over 450 repetitions.
memcpy_h2d_ns = 4K:6.948us 64K:22.63us 2M:135.4us 16M:1.338ms 64M:6.312ms 256M:28.17ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (450 points at 6 sizes): the best line, 15.35us + bytes / 12.6 GB/s,
# misses by 28.9% RMS, so it is not used.
# Residual: 19.8% RMS relative over 450 repetitions.
memcpy_d2h_ns = 4K:13.56us 64K:30.15us 2M:244.2us 16M:1.294ms 64M:5.043ms 256M:19.41ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (300 points at 4 sizes): the best line, 0ns +
# bytes / 15.3 GB/s, misses by 37.1% RMS, so it is not used.
# Residual: 32.8% RMS relative over 300 repetitions.
host_read_ns = 64K:4.271us 2M:101.8us 16M:1.562ms 64M:7.034ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (300 points at 4 sizes): the best line, 0ns + bytes / 32.3 GB/s, misses by
# 36.3% RMS, so it is not used.
# Residual: 16.2% RMS relative over 300 repetitions.
host_write_ns = 64K:926ns 2M:47.47us 16M:732.4us 64M:4.189ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 300 points at 4 sizes): 303.5ns
# + bytes / 12.3 GB/s, written at the measured sizes (the medians would give
# 10.7%).
# Residual: 10.7% RMS relative over 300 repetitions.
host_write_cold_ns = 64K:5.64us 2M:171.1us 16M:1.366ms 64M:5.465ms

