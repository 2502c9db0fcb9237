# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-6.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T01:06:58Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:06:58Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.1% RMS relative over 5 repetitions.
launch_ns = 4.026us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.15us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.829us + bytes / 3.37e+03 GB/s, misses by 58.8% RMS,
# so it is not used.
# Residual: 26.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.623us 64K:3.327us 1M:2.962us 1536K:2.99us 2M:68.09us 8M:50.24us 64M:89.33us 256M:120.2us 1G:245.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.439us + bytes / 1.34e+03 GB/s, misses by 45.9% RMS, so it is
# not used.
# Residual: 16.2% RMS relative over 45 repetitions.
free_ns = 4K:3.793us 64K:3.899us 1M:3.795us 1536K:3.755us 2M:49.26us 8M:46.94us 64M:86.11us 256M:207.7us 1G:656.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.134us + bytes / 2.31e+03 GB/s, misses by 67.3% RMS, so it is not used.
# Residual: 49.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.173us 64K:3.628us 2M:36.84us 16M:75.27us 64M:113.4us 256M:97.23us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.62us + bytes / 2.8e+05 GB/s, written at the measured sizes (the
# medians would give 13.5%).
# Residual: 14.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.62us 64K:11.62us 2M:11.62us 16M:11.68us 64M:11.85us 256M:12.57us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 31.1%, 512K 31.2%, 1M 31.4%, 2M 31.4%, 4M 31.2%, 8M 30.8%, 16M
# 30.2%, 32M 30.2%.
# Residual: 35.0% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     889.1us     165.5us
# seq             2M          0         2         2     2097152           0     830.5us     445.2us
# seq            16M          0        16        16    16777216           0     2.926ms     2.841ms
# seq            64M          0        64        64    67108864           0     8.648ms     11.05ms
# seq           256M          0       256       256   268435456           0     36.91ms     43.91ms
# stride         64M        64K         4        32    67108864           0     8.661ms     7.948ms
# stride        256M         2M        16       128     8388608           0     2.664ms     2.778ms
# random         16M          0        16        16    16777216           0     4.687ms     2.841ms
# random         64M          0        39       104    67108864           0     9.554ms     10.17ms
# random        256M          0       127       907   268435456           0     48.84ms     42.78ms
# fresh           2M          0         2         2           0     2097152       178us     226.6us
# fresh          16M          0        16        16           0    16777216     1.072ms     1.092ms
# fresh          64M          0        64        64           0    67108864      4.63ms      4.06ms
# fresh         256M          0       256       256           0   268435456     18.03ms     15.93ms
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
# prefetch at the driver's defaults). Result: 47.67us per batch, 7.709us per
# VA block, bytes / 9.06 GB/s moved, 102.9us per faulting kernel, bytes / 163
# GB/s zero-filled.
# Residual: 35.0% RMS relative over 70 repetitions.
fault_batch_ns = 47.67us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 35.0% RMS relative over 70 repetitions.
fault_block_ns = 7.709us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 35.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:452.1ns 64K:7.234us 512K:57.87us 1M:115.7us 2M:231.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 35.0% RMS relative over 70 repetitions.
fault_wake_ns = 102.9us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 35.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:25.2ns 64K:403.2ns 512K:3.226us 1M:6.451us 2M:12.9us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.87us + bytes / 43
# GB/s, misses by 15.5% RMS, so it is not used.
# Residual: 5.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.13us 2M:122.2us 16M:451us 64M:1.498ms 256M:5.838ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.3us + bytes / 9.55 GB/s, written at the
# measured sizes (the medians would give 6.8%).
# Residual: 8.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.17us 2M:236us 16M:1.774ms 64M:7.046ms 256M:28.14ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.94us + bytes / 8.33 GB/s, written at the
# measured sizes (the medians would give 10.8%).
# Residual: 10.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.8us 512K:79.86us 2M:268.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 21.05us + bytes / 2.77 GB/s, misses by 32.6% RMS, so it is not used.
# Residual: 27.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.17us 512K:310.6us 2M:670.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 330.7us +
# bytes / 2.24 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 12.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:391.6us 256K:450.2us 2M:1.026ms 16M:8.135ms 64M:33.38ms 256M:132.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.953us + bytes / 1.04e+03 GB/s, misses by 22.0% RMS,
# so it is not used.
# Residual: 14.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.997us 2M:3.973us 16M:19.22us 64M:71.4us 256M:279.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.39us + bytes / 79.2 GB/s, misses
# by 15.3% RMS, so it is not used.
# Residual: 9.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.15us 2M:33.36us 16M:228.3us 64M:954.1us 256M:3.727ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 39.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 161.8us

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
# measured medians (15 points at 3 sizes): the best line, 8.852us + bytes /
# 258 GB/s, misses by 20.6% RMS, so it is not used.
# Residual: 20.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.05us 16M:72.37us 64M:273.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 26.62us + bytes / 196 GB/s, written at the measured
# sizes (the medians would give 6.3%).
# Residual: 8.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:37.34us 16M:112.4us 64M:369.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 9.309us +
# bytes / 153 GB/s, misses by 24.0% RMS, so it is not used.
# Residual: 24.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:23.35us 16M:114us 64M:454.2us 256M:1.796ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 9.099us
# + bytes / 9.55 GB/s, misses by 30.9% RMS, so it is not used.
# Residual: 16.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.691us 64K:23.45us 2M:160.7us 16M:2.105ms 64M:8.816ms 256M:38.34ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.38us + bytes / 10.1 GB/s,
# misses by 21.6% RMS, so it is not used.
# Residual: 13.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.18us 64K:30.73us 2M:240us 16M:1.624ms 64M:6.257ms 256M:25.31ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.94 GB/s, misses by 26.2% RMS, so it is not used.
# Residual: 15.6% RMS relative over 20 repetitions.
host_read_ns = 64K:7.049us 2M:182.4us 16M:2.305ms 64M:10.51ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22.3 GB/s, misses by
# 36.5% RMS, so it is not used.
# Residual: 11.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.131us 2M:68.38us 16M:1.109ms 64M:6.312ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (20 points at 4 sizes): the best line, 22.04us + bytes / 6.26 GB/s, misses
# by 39.5% RMS, so it is not used.
# Residual: 15.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:31.89us 2M:1.149ms 16M:2.948ms 64M:8.786ms

