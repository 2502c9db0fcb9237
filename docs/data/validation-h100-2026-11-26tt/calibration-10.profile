# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T21:05:56Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:05:56Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 16.2% RMS relative over 5 repetitions.
launch_ns = 5.33us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.008us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.906us + bytes / 5.19e+03 GB/s, misses by 58.1% RMS,
# so it is not used.
# Residual: 25.1% RMS relative over 45 repetitions.
malloc_ns = 4K:2.925us 64K:3.075us 1M:2.789us 1536K:3.038us 2M:74.6us 8M:53.64us 64M:87.86us 256M:72.34us 1G:167.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.289us + bytes / 1.42e+03 GB/s, misses by 46.4% RMS, so it is
# not used.
# Residual: 15.9% RMS relative over 45 repetitions.
free_ns = 4K:3.741us 64K:3.654us 1M:3.578us 1536K:3.605us 2M:46.95us 8M:48.36us 64M:81.6us 256M:189.3us 1G:632.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.808us + bytes / 2.82e+03 GB/s, misses by 67.6% RMS, so it is not used.
# Residual: 39.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.746us 64K:3.387us 2M:39.25us 16M:52.16us 64M:77.62us 256M:78.94us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.11us + bytes * -1.11e-06 ns/B, written at the measured sizes (the
# medians would give 13.8%).
# Residual: 14.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.11us 64K:14.11us 2M:14.11us 16M:14.09us 64M:14.03us 256M:13.81us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.6%, 512K 14.2%, 1M 13.7%, 2M 12.9%, 4M 12.5%, 8M 12.2%, 16M
# 12.4%, 32M 13.3%.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     85.31us     71.87us
# seq             2M          0         2         2     2097152           0     258.4us     292.3us
# seq            16M          0        16        16    16777216           0     1.901ms     2.097ms
# seq            64M          0        64        64    67108864           0     8.218ms     8.284ms
# seq           256M          0       256       256   268435456           0     36.54ms     33.03ms
# stride         64M        64K         8        32    67108864           0     6.682ms     6.816ms
# stride        256M         2M        32       128     8388608           0     2.624ms     2.952ms
# random         16M          0        12        16    16777216           0     2.108ms     2.019ms
# random         64M          0        36       161    67108864           0     9.806ms     8.887ms
# random        256M          0       125      1211   268435456           0     49.36ms     41.78ms
# fresh           2M          0         2         2           0     2097152     153.9us       183us
# fresh          16M          0        16        16           0    16777216     1.135ms     1.223ms
# fresh          64M          0        64        64           0    67108864     5.416ms     4.788ms
# fresh         256M          0       256       256           0   268435456     23.92ms     19.05ms
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
# prefetch at the driver's defaults). Result: 19.45us per batch, 11.83us per
# VA block, bytes / 10.7 GB/s moved, 34.49us per faulting kernel, bytes / 24.4
# GB/s zero-filled.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_batch_ns = 19.45us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_block_ns = 11.83us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:381.3ns 64K:6.101us 512K:48.81us 1M:97.62us 2M:195.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_wake_ns = 34.49us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:168ns 64K:2.687us 512K:21.5us 1M:43us 2M:85.99us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 42.81us + bytes /
# 45.9 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 1.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.19us 2M:127us 16M:447.2us 64M:1.391ms 256M:5.447ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.47us + bytes / 9.51 GB/s, written at
# the measured sizes (the medians would give 4.6%).
# Residual: 7.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.36us 2M:237.9us 16M:1.781ms 64M:7.072ms 256M:28.23ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.14us + bytes / 8.82 GB/s, written at the
# measured sizes (the medians would give 9.2%).
# Residual: 9.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.57us 512K:75.56us 2M:253.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.91us + bytes / 3.22 GB/s, written at
# the measured sizes (the medians would give 7.6%).
# Residual: 11.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.27us 512K:187.8us 2M:676.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 338.7us + bytes / 2.46 GB/s, written at the measured
# sizes (the medians would give 3.6%).
# Residual: 11.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:365.3us 256K:445.1us 2M:1.19ms 16M:7.15ms 64M:27.58ms 256M:109.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.193us + bytes / 899 GB/s, misses by 19.3% RMS, so
# it is not used.
# Residual: 13.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.375us 2M:5.36us 16M:23.93us 64M:79.64us 256M:318.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.31us + bytes / 104 GB/s, misses by
# 15.8% RMS, so it is not used.
# Residual: 9.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.13us 2M:26.31us 16M:187.7us 64M:697.2us 256M:2.653ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 27.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.5us

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
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). Fit
# (weighted least squares, relative errors, to the medians of 15 points at 3
# sizes): 7.033us + bytes / 288 GB/s, written at the measured sizes (the
# medians would give 8.0%).
# Residual: 8.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.32us 16M:65.29us 64M:240.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 20.42us + bytes / 209 GB/s, written at the measured
# sizes (the medians would give 6.5%).
# Residual: 7.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:30.46us 16M:100.7us 64M:341.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 158 GB/s, misses by 23.2% RMS, so it is not used.
# Residual: 23.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.12us 16M:99.18us 64M:435.2us 256M:1.737ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.994us
# + bytes / 8.98 GB/s, misses by 23.9% RMS, so it is not used.
# Residual: 15.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.726us 64K:21.92us 2M:183.5us 16M:2.006ms 64M:8.369ms 256M:36.71ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 15.16us + bytes / 10.7 GB/s,
# misses by 23.9% RMS, so it is not used.
# Residual: 11.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:13.5us 64K:31.15us 2M:295.9us 16M:1.679ms 64M:6.479ms 256M:19.86ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14.6 GB/s, misses by 36.6% RMS, so it is not used.
# Residual: 20.6% RMS relative over 20 repetitions.
host_read_ns = 64K:4.323us 2M:104.8us 16M:1.957ms 64M:7.76ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 30.5 GB/s, misses by
# 38.4% RMS, so it is not used.
# Residual: 14.4% RMS relative over 20 repetitions.
host_write_ns = 64K:961ns 2M:49.29us 16M:1.069ms 64M:4.574ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 327.4ns +
# bytes / 11.4 GB/s, written at the measured sizes (the medians would give
# 4.3%).
# Residual: 4.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.082us 2M:184.5us 16M:1.473ms 64M:5.893ms

