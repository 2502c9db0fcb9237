# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-26qq/machine-refit.profile --base
# docs/data/validation-h100-2026-11-26qq/machine.profile --from
# docs/data/validation-h100-2026-11-26qq/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26qq/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26qq/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26qq/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26qq/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26qq/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26qq/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26qq/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26qq/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26qq/calibration-10.profile.measuremen` on
# 2026-11-26T19:16:06Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-26qq/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:16:06Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 75 repetitions.
# Residual: 28.7% RMS relative over 75 repetitions.
launch_ns = 4.365us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 75 repetitions.
# Residual: 5.9% RMS relative over 75 repetitions.
kernel_gap_ns = 2.151us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (675 points at 9
# sizes): the best line, 2.666us + bytes / 5.13e+03 GB/s, misses by 61.6% RMS,
# so it is not used.
# Residual: 35.4% RMS relative over 675 repetitions.
malloc_ns = 4K:2.717us 64K:2.742us 1M:2.703us 1536K:2.678us 2M:59.77us 8M:46.51us 64M:68.28us 256M:78.14us 1G:164.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (675 points at 9 sizes): the
# best line, 2.075us + bytes / 1.58e+03 GB/s, misses by 57.4% RMS, so it is
# not used.
# Residual: 34.9% RMS relative over 675 repetitions.
free_ns = 4K:2.787us 64K:2.482us 1M:2.411us 1536K:2.313us 2M:42.17us 8M:42.98us 64M:77.75us 256M:174.3us 1G:579us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (450 points at 6 sizes): the best line,
# 3.704us + bytes / 6.12e+03 GB/s, misses by 69.0% RMS, so it is not used.
# Residual: 50.3% RMS relative over 450 repetitions.
managed_malloc_ns = 4K:3.646us 64K:3.126us 2M:25.44us 16M:37.87us 64M:44.05us 256M:39.26us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (450 points at 6 sizes): the best line, 11.3us + bytes /
# 3.22e+05 GB/s, misses by 26.7% RMS, so it is not used.
# Residual: 26.6% RMS relative over 450 repetitions.
managed_free_ns = 4K:11.81us 64K:11.24us 2M:11.33us 16M:11.18us 64M:11.15us 256M:12.25us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-26qq/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.9%, 512K 15.5%, 1M 14.9%, 2M 14.1%, 4M 13.9%, 8M 14.1%, 16M
# 14.4%, 32M 15.4%.
# Residual: 28.3% RMS relative over 1050 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     80.16us     65.08us
# seq             2M          0         2         2     2097152           0     212.4us     258.1us
# seq            16M          0        16        16    16777216           0     1.685ms     1.768ms
# seq            64M          0        64        64    67108864           0     8.086ms     6.944ms
# seq           256M          0       256       256   268435456           0      34.4ms     27.65ms
# stride         64M        64K        16        32    67108864           0     5.873ms     6.355ms
# stride        256M         2M        64       128     8388608           0     2.496ms     2.763ms
# random         16M          0         9        23    16777216           0     1.963ms     1.847ms
# random         64M          0        35       230    67108864           0     9.306ms     9.212ms
# random        256M          0       128      1431   268435456           0     48.06ms     43.92ms
# fresh           2M          0         2         2           0     2097152     149.2us     176.9us
# fresh          16M          0        16        16           0    16777216     1.019ms     1.118ms
# fresh          64M          0        64        64           0    67108864     4.967ms     4.345ms
# fresh         256M          0       256       256           0   268435456     21.63ms     17.25ms
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
# prefetch at the driver's defaults). Result: 2.844us per batch, 14.16us per
# VA block, bytes / 11.5 GB/s moved, 42.4us per faulting kernel, bytes / 20.9
# GB/s zero-filled.
# Residual: 28.3% RMS relative over 1050 repetitions.
fault_batch_ns = 2.844us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.3% RMS relative over 1050 repetitions.
fault_block_ns = 14.16us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 28.3% RMS relative over 1050 repetitions.
fault_h2d_ns = 4K:354.8ns 64K:5.678us 512K:45.42us 1M:90.84us 2M:181.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.3% RMS relative over 1050 repetitions.
fault_wake_ns = 42.4us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 28.3% RMS relative over 1050 repetitions.
fault_zero_ns = 4K:196.2ns 64K:3.139us 512K:25.11us 1M:50.23us 2M:100.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (375 points at 5 sizes): the best line, 39.35us + bytes /
# 45.9 GB/s, misses by 18.5% RMS, so it is not used.
# Residual: 9.7% RMS relative over 375 repetitions.
prefetch_h2d_ns = 64K:37.18us 2M:121.9us 16M:441.5us 64M:1.383ms 256M:5.432ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (375 points at 5 sizes): the best line,
# 17.87us + bytes / 10.9 GB/s, misses by 26.0% RMS, so it is not used.
# Residual: 25.4% RMS relative over 375 repetitions.
prefetch_d2h_ns = 64K:23.62us 2M:234.1us 16M:1.594ms 64M:5.744ms 256M:23.94ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (7200 points at 3 sizes): the best line,
# 17.33us + bytes / 10.3 GB/s, misses by 20.5% RMS, so it is not used.
# Residual: 20.5% RMS relative over 7200 repetitions.
evict_d2h_ns = 64K:23.68us 512K:68.27us 2M:220.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (450 points at 3 sizes): the best
# line, 25.55us + bytes / 3.45 GB/s, misses by 23.5% RMS, so it is not used.
# Residual: 22.6% RMS relative over 450 repetitions.
cpu_fault_d2h_ns = 64K:43.69us 512K:201.6us 2M:587.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-26qq/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (450 points at 6 sizes): the best line, 288.1us +
# bytes / 2.66 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 20.7% RMS relative over 450 repetitions.
host_populate_ns = 64K:335us 256K:402.7us 2M:853.9us 16M:6.962ms 64M:27.98ms 256M:114.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (750 points at 5
# sizes): the best line, 3.03us + bytes / 1.06e+03 GB/s, misses by 44.6% RMS,
# so it is not used.
# Residual: 42.1% RMS relative over 750 repetitions.
prefetch_host_ns = 64K:4.035us 2M:4.011us 16M:20.26us 64M:69.91us 256M:261.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (375 points at 5 sizes): the best line, 12.67us + bytes / 103 GB/s, misses
# by 25.8% RMS, so it is not used.
# Residual: 23.3% RMS relative over 375 repetitions.
prefetch_call_ns = 64K:15.35us 2M:26.72us 16M:182.7us 64M:697.6us 256M:2.988ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 225 repetitions.
# Residual: 25.6% RMS relative over 225 repetitions.
prefetch_defer_ns = 85.38us

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
# measured medians (225 points at 3 sizes): the best line, 8.278us + bytes /
# 280 GB/s, misses by 21.5% RMS, so it is not used.
# Residual: 21.5% RMS relative over 225 repetitions.
prefetch_zero_ns = 2M:15.63us 16M:72.46us 64M:238.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of
# 225 points at 3 sizes): 21.81us + bytes / 216 GB/s, written at the measured
# sizes (the medians would give 14.1%).
# Residual: 13.9% RMS relative over 225 repetitions.
prefetch_zero_defer_ns = 2M:31.53us 16M:99.56us 64M:332.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (300 points at 4 sizes): the best line, 3.067us
# + bytes / 165 GB/s, misses by 28.0% RMS, so it is not used.
# Residual: 28.0% RMS relative over 300 repetitions.
managed_free_resident_ns = 2M:15.97us 16M:100.1us 64M:413.7us 256M:1.661ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (450 points at 6 sizes): the best line,
# 7.569us + bytes / 10.8 GB/s, misses by 30.4% RMS, so it is not used.
# Residual: 19.3% RMS relative over 450 repetitions.
memcpy_h2d_ns = 4K:7.143us 64K:23.65us 2M:153.7us 16M:1.619ms 64M:7.035ms 256M:32.08ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (450 points at 6 sizes): the best line, 14.53us + bytes / 11 GB/s,
# misses by 28.9% RMS, so it is not used.
# Residual: 21.8% RMS relative over 450 repetitions.
memcpy_d2h_ns = 4K:13.05us 64K:29.23us 2M:248.7us 16M:1.386ms 64M:5.629ms 256M:24.95ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (300 points at 4 sizes): the best line, 0ns +
# bytes / 7.97 GB/s, misses by 39.6% RMS, so it is not used.
# Residual: 39.2% RMS relative over 300 repetitions.
host_read_ns = 64K:7.827us 2M:255.9us 16M:2.136ms 64M:8.521ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (300 points at 4 sizes): the best line, 0ns + bytes / 29.6 GB/s, misses by
# 38.9% RMS, so it is not used.
# Residual: 20.2% RMS relative over 300 repetitions.
host_write_ns = 64K:1.033us 2M:51.2us 16M:901.4us 64M:4.678ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 300 points at 4 sizes): 218.7ns
# + bytes / 12 GB/s, written at the measured sizes (the medians would give
# 11.7%).
# Residual: 11.8% RMS relative over 300 repetitions.
host_write_cold_ns = 64K:5.701us 2M:175.6us 16M:1.404ms 64M:5.614ms

