# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-1.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T23:02:46Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T23:02:46Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.6% RMS relative over 5 repetitions.
launch_ns = 5.004us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.4% RMS relative over 5 repetitions.
kernel_gap_ns = 2.162us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.13us + bytes / 4.84e+03 GB/s, misses by 60.1% RMS,
# so it is not used.
# Residual: 28.0% RMS relative over 45 repetitions.
malloc_ns = 4K:3.407us 64K:3.21us 1M:2.862us 1536K:3.371us 2M:83.08us 8M:58.4us 64M:133us 256M:105.8us 1G:177us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.288us + bytes / 1.38e+03 GB/s, misses by 50.4% RMS, so it is
# not used.
# Residual: 19.9% RMS relative over 45 repetitions.
free_ns = 4K:2.688us 64K:2.726us 1M:2.759us 1536K:2.654us 2M:49.72us 8M:52.38us 64M:103.6us 256M:216.2us 1G:627.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.836us + bytes / 3.81e+03 GB/s, misses by 66.2% RMS, so it is not used.
# Residual: 40.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.659us 64K:3.321us 2M:24.41us 16M:35.99us 64M:60.19us 256M:59.26us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 10.45us + bytes * -1.3e-07 ns/B, written at the measured sizes (the
# medians would give 12.1%).
# Residual: 12.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.45us 64K:10.45us 2M:10.45us 16M:10.45us 64M:10.45us 256M:10.42us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 13.0%, 512K 12.4%, 1M 11.3%, 2M 10.7%, 4M 11.3%, 8M 12.7%, 16M
# 14.5%, 32M 15.9%.
# Residual: 16.6% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     74.05us     71.71us
# seq             2M          0         2         2     2097152           0       230us     263.4us
# seq            16M          0        16        16    16777216           0     1.515ms     1.738ms
# seq            64M          0        64        64    67108864           0     7.815ms     6.794ms
# seq           256M          0       256       256   268435456           0     36.59ms     27.02ms
# stride         64M        64K        32        32    67108864           0     6.143ms     6.372ms
# stride        256M         2M       128       128     8388608           0     2.313ms     2.477ms
# random         16M          0         9        35    16777216           0     1.955ms     1.988ms
# random         64M          0        34       306    67108864           0     10.16ms     9.982ms
# random        256M          0       139      1560   268435456           0     49.47ms      44.2ms
# fresh           2M          0         2         2           0     2097152     245.5us     227.3us
# fresh          16M          0        16        16           0    16777216     1.513ms     1.449ms
# fresh          64M          0        64        64           0    67108864     5.463ms     5.637ms
# fresh         256M          0       256       256           0   268435456     21.19ms     22.39ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 13.18us per VA
# block, bytes / 11.4 GB/s moved, 52.78us per faulting kernel, bytes / 14.2
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 16.6% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.6% RMS relative over 70 repetitions.
fault_block_ns = 13.18us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 16.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:360ns 64K:5.759us 512K:46.08us 1M:92.15us 2M:184.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.6% RMS relative over 70 repetitions.
fault_wake_ns = 52.78us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 16.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:289.4ns 64K:4.63us 512K:37.04us 1M:74.07us 2M:148.1us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 44.24us + bytes /
# 45.4 GB/s, misses by 17.5% RMS, so it is not used.
# Residual: 2.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.3us 2M:134.7us 16M:456.8us 64M:1.4ms 256M:5.476ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 19.26us + bytes / 12.8 GB/s, misses by 18.0% RMS, so it is not used.
# Residual: 10.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.77us 2M:270.8us 16M:1.159ms 64M:5.842ms 256M:19.06ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.58us + bytes / 11.5 GB/s, written at the
# measured sizes (the medians would give 10.9%).
# Residual: 10.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.27us 512K:60.1us 2M:196.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 22.93us + bytes / 3.58 GB/s, misses by 19.7% RMS, so it is not used.
# Residual: 17.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:40.26us 512K:200.3us 2M:554.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 547.5us +
# bytes / 1.87 GB/s, misses by 20.0% RMS, so it is not used.
# Residual: 11.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:655.5us 256K:739.9us 2M:1.248ms 16M:9.775ms 64M:42.39ms 256M:175.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.111us + bytes / 1.5e+03 GB/s, misses by 21.6% RMS,
# so it is not used.
# Residual: 13.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.856us 2M:2.797us 16M:14.22us 64M:49.03us 256M:188.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.39us + bytes / 73.6 GB/s, misses
# by 23.8% RMS, so it is not used.
# Residual: 12.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.21us 2M:28.91us 16M:256.9us 64M:1.13ms 256M:4.511ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 30.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 140.6us

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
# sizes): 22.85us + bytes / 210 GB/s, written at the measured sizes (the
# medians would give 11.0%).
# Residual: 11.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:32.85us 16M:102.9us 64M:343.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.5us + bytes / 163 GB/s, written at the measured sizes
# (the medians would give 12.6%).
# Residual: 12.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.33us 16M:125.2us 64M:433.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 6.768us +
# bytes / 182 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18.25us 16M:99.19us 64M:374.4us 256M:1.477ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.984us
# + bytes / 9.63 GB/s, misses by 32.8% RMS, so it is not used.
# Residual: 15.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.72us 64K:25.19us 2M:156.3us 16M:2.056ms 64M:8.811ms 256M:39.12ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.3us + bytes / 11 GB/s,
# misses by 23.6% RMS, so it is not used.
# Residual: 11.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.13us 64K:29.77us 2M:275us 16M:1.389ms 64M:5.63ms 256M:23.09ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.26 GB/s, misses by 24.8% RMS, so it is not used.
# Residual: 15.0% RMS relative over 20 repetitions.
host_read_ns = 64K:6.424us 2M:223.8us 16M:2.893ms 64M:12.28ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 21.7 GB/s, misses by
# 42.1% RMS, so it is not used.
# Residual: 12.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.28us 2M:69.33us 16M:1.544ms 64M:7.325ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 9 GB/s, written at the measured sizes (the medians would give 6.2%).
# Residual: 8.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.196us 2M:232us 16M:1.863ms 64M:7.457ms

