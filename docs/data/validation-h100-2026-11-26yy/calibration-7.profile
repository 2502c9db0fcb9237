# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-7.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T23:06:11Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T23:06:11Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 18.4% RMS relative over 5 repetitions.
launch_ns = 5.162us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.153us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.06us + bytes / 3.94e+03 GB/s, misses by 58.7% RMS,
# so it is not used.
# Residual: 25.8% RMS relative over 45 repetitions.
malloc_ns = 4K:3.254us 64K:2.923us 1M:3.162us 1536K:3.209us 2M:64.88us 8M:56.22us 64M:102.3us 256M:107.8us 1G:213us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.429us + bytes / 1.3e+03 GB/s, misses by 48.8% RMS, so it is not
# used.
# Residual: 18.3% RMS relative over 45 repetitions.
free_ns = 4K:2.952us 64K:2.837us 1M:2.788us 1536K:2.92us 2M:50.35us 8M:51.54us 64M:103.5us 256M:207.6us 1G:703us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.969us + bytes / 2.67e+03 GB/s, misses by 64.9% RMS, so it is not used.
# Residual: 40.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.845us 64K:2.688us 2M:26.46us 16M:36.73us 64M:47.78us 256M:79.96us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 10.86us + bytes *
# -5.83e-06 ns/B, misses by 15.7% RMS, so it is not used.
# Residual: 15.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.33us 64K:11.11us 2M:10.47us 16M:10.69us 64M:10.22us 256M:9.348us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.1%, 512K 15.8%, 1M 15.4%, 2M 15.3%, 4M 15.8%, 8M 16.4%, 16M
# 16.1%, 32M 16.3%.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     113.1us     85.18us
# seq             2M          0         2         2     2097152           0       286us     340.2us
# seq            16M          0        16        16    16777216           0     2.353ms     2.272ms
# seq            64M          0        64        64    67108864           0      8.73ms     8.896ms
# seq           256M          0       256       256   268435456           0     46.23ms     35.39ms
# stride         64M        64K        32        32    67108864           0     7.869ms     8.476ms
# stride        256M         2M       128       128     8388608           0     2.466ms     2.741ms
# random         16M          0         9        35    16777216           0      2.62ms     2.521ms
# random         64M          0        34       306    67108864           0     12.17ms     12.07ms
# random        256M          0       139      1560   268435456           0     59.64ms     52.48ms
# fresh           2M          0         2         2           0     2097152     187.1us     240.2us
# fresh          16M          0        16        16           0    16777216      1.45ms     1.472ms
# fresh          64M          0        64        64           0    67108864     6.732ms     5.695ms
# fresh         256M          0       256       256           0   268435456     27.85ms     22.59ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 13.11us per VA
# block, bytes / 8.4 GB/s moved, 64.27us per faulting kernel, bytes / 14 GB/s
# zero-filled. This coefficient came out negative and is held at 0.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_block_ns = 13.11us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:487.8ns 64K:7.805us 512K:62.44us 1M:124.9us 2M:249.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_wake_ns = 64.27us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:292.4ns 64K:4.679us 512K:37.43us 1M:74.87us 2M:149.7us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 46.36us + bytes /
# 43.2 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 5.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:43.78us 2M:128.4us 16M:474.9us 64M:1.451ms 256M:5.94ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.01us + bytes / 12.8 GB/s, written at
# the measured sizes (the medians would give 8.2%).
# Residual: 11.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.12us 2M:179.6us 16M:1.325ms 64M:5.252ms 256M:20.96ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 15us + bytes / 11 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 15.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.93us 512K:63.32us 2M:205.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 27.4us + bytes / 3.28 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 12.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.25us 512K:221.2us 2M:609.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 407.4us +
# bytes / 2.35 GB/s, misses by 18.2% RMS, so it is not used.
# Residual: 13.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:464.6us 256K:553.8us 2M:1.03ms 16M:7.46ms 64M:34.82ms 256M:126ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.04us + bytes / 1.08e+03 GB/s, misses by 28.6% RMS,
# so it is not used.
# Residual: 28.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.98us 2M:5.668us 16M:16.93us 64M:57.91us 256M:345us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.19us + bytes / 67.3 GB/s, misses
# by 25.6% RMS, so it is not used.
# Residual: 12.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:20.37us 2M:36.75us 16M:262.1us 64M:1.19ms 256M:4.681ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 140.3us

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
# sizes): 24.87us + bytes / 278 GB/s, written at the measured sizes (the
# medians would give 11.1%).
# Residual: 10.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:32.42us 16M:85.29us 64M:266.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.92us + bytes / 190 GB/s, written at the measured
# sizes (the medians would give 10.4%).
# Residual: 11.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.95us 16M:110.2us 64M:375us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.07us +
# bytes / 181 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.78us 16M:95.26us 64M:369.4us 256M:1.529ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.449us
# + bytes / 8.46 GB/s, misses by 34.3% RMS, so it is not used.
# Residual: 18.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.126us 64K:26.13us 2M:178.7us 16M:2.395ms 64M:10.15ms 256M:42.04ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.27us + bytes / 10.2 GB/s,
# misses by 23.8% RMS, so it is not used.
# Residual: 15.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.21us 64K:29.01us 2M:272.7us 16M:1.469ms 64M:5.84ms 256M:28.03ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.3 GB/s, misses by 43.6% RMS, so it is not used.
# Residual: 21.9% RMS relative over 20 repetitions.
host_read_ns = 64K:4.689us 2M:114.3us 16M:2.386ms 64M:10.68ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27.1 GB/s, misses by
# 45.5% RMS, so it is not used.
# Residual: 16.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.06us 2M:56.11us 16M:1.255ms 64M:7.044ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 8.59 GB/s, written at the measured sizes (the medians would give
# 5.3%).
# Residual: 6.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.478us 2M:244us 16M:1.953ms 64M:7.813ms

