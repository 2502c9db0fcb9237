# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-2.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T21:01:49Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:01:49Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.4% RMS relative over 5 repetitions.
launch_ns = 4.632us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.068us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.871us + bytes / 6.57e+03 GB/s, misses by 58.1% RMS,
# so it is not used.
# Residual: 25.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.687us 64K:2.977us 1M:2.896us 1536K:2.98us 2M:66.56us 8M:53.12us 64M:79.33us 256M:83.59us 1G:129.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.418us + bytes / 1.37e+03 GB/s, misses by 44.9% RMS, so it is
# not used.
# Residual: 15.1% RMS relative over 45 repetitions.
free_ns = 4K:3.903us 64K:3.82us 1M:3.628us 1536K:3.785us 2M:43.52us 8M:48.44us 64M:78.99us 256M:190.1us 1G:672.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.475us + bytes / 3.75e+03 GB/s, misses by 64.1% RMS, so it is not used.
# Residual: 36.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.541us 64K:2.935us 2M:26.18us 16M:37.59us 64M:65.3us 256M:60.13us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.01us + bytes / 3.17e+05 GB/s, written at the measured sizes (the
# medians would give 7.2%).
# Residual: 9.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.01us 64K:13.01us 2M:13.01us 16M:13.06us 64M:13.22us 256M:13.86us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.0%, 512K 14.8%, 1M 14.6%, 2M 14.0%, 4M 14.4%, 8M 15.3%, 16M
# 16.0%, 32M 17.2%.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     73.06us     68.17us
# seq             2M          0         2         2     2097152           0     293.2us     271.4us
# seq            16M          0        16        16    16777216           0     1.572ms     1.846ms
# seq            64M          0        64        64    67108864           0     7.599ms     7.246ms
# seq           256M          0       256       256   268435456           0     39.04ms     28.85ms
# stride         64M        64K        32        32    67108864           0     6.009ms     6.743ms
# stride        256M         2M       128       128     8388608           0     2.698ms     2.835ms
# random         16M          0         9        35    16777216           0      2.44ms     2.145ms
# random         64M          0        34       306    67108864           0     9.888ms     11.05ms
# random        256M          0       139      1560   268435456           0     55.83ms     49.37ms
# fresh           2M          0         2         2           0     2097152     173.7us       204us
# fresh          16M          0        16        16           0    16777216     1.171ms     1.308ms
# fresh          64M          0        64        64           0    67108864     6.062ms     5.091ms
# fresh         256M          0       256       256           0   268435456     24.84ms     20.22ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 15.74us per VA
# block, bytes / 10.8 GB/s moved, 46.39us per faulting kernel, bytes / 16.6
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_block_ns = 15.74us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:378ns 64K:6.048us 512K:48.38us 1M:96.76us 2M:193.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_wake_ns = 46.39us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:246.4ns 64K:3.943us 512K:31.54us 1M:63.08us 2M:126.2us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 44.09us + bytes /
# 45.1 GB/s, misses by 20.9% RMS, so it is not used.
# Residual: 10.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.28us 2M:131.5us 16M:461.1us 64M:1.406ms 256M:5.534ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.81us + bytes / 9.15 GB/s, written at
# the measured sizes (the medians would give 2.3%).
# Residual: 4.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.97us 2M:247us 16M:1.851ms 64M:7.352ms 256M:29.35ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.5us + bytes / 7.98 GB/s, written at the
# measured sizes (the medians would give 7.7%).
# Residual: 7.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.71us 512K:83.2us 2M:280.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.21us + bytes / 2.98 GB/s, written at
# the measured sizes (the medians would give 7.2%).
# Residual: 10.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.18us 512K:198.9us 2M:726us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 322.4us + bytes / 2.34 GB/s, written at the measured
# sizes (the medians would give 5.5%).
# Residual: 12.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:350.4us 256K:434.4us 2M:1.219ms 16M:7.492ms 64M:29ms 256M:115ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.131us + bytes / 821 GB/s, misses by 21.3% RMS, so
# it is not used.
# Residual: 14.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.453us 2M:5.404us 16M:25.66us 64M:89.08us 256M:347us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.59us + bytes / 78.9 GB/s, misses
# by 16.3% RMS, so it is not used.
# Residual: 8.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.58us 2M:34.23us 16M:254.6us 64M:1.001ms 256M:3.33ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.95us

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
# sizes): 8.445us + bytes / 233 GB/s, written at the measured sizes (the
# medians would give 12.8%).
# Residual: 12.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.45us 16M:80.49us 64M:296.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 28.83us + bytes / 179 GB/s, written at the measured
# sizes (the medians would give 6.6%).
# Residual: 6.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:40.53us 16M:122.5us 64M:403.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 737.7ns +
# bytes / 157 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.21us 16M:105.7us 64M:432.9us 256M:1.723ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.636us
# + bytes / 9.23 GB/s, misses by 31.7% RMS, so it is not used.
# Residual: 15.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.253us 64K:24.68us 2M:164us 16M:2.185ms 64M:9.804ms 256M:37.9ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.05us + bytes / 9.48 GB/s,
# misses by 21.6% RMS, so it is not used.
# Residual: 11.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.75us 64K:32.28us 2M:302.3us 16M:1.718ms 64M:6.569ms 256M:25.6ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.81 GB/s, misses by 23.9% RMS, so it is not used.
# Residual: 14.8% RMS relative over 20 repetitions.
host_read_ns = 64K:6.935us 2M:184.6us 16M:2.395ms 64M:10.37ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 25.6 GB/s, misses by
# 42.1% RMS, so it is not used.
# Residual: 12.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.087us 2M:58.89us 16M:1.195ms 64M:6.018ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.256us +
# bytes / 9.96 GB/s, written at the measured sizes (the medians would give
# 4.3%).
# Residual: 4.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.835us 2M:211.8us 16M:1.686ms 64M:6.739ms

