# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-1.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T00:32:04Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T00:32:04Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.2% RMS relative over 5 repetitions.
launch_ns = 5.064us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.174us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.94us + bytes / 3.96e+03 GB/s, misses by 59.6% RMS,
# so it is not used.
# Residual: 26.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.955us 64K:3.105us 1M:3.13us 1536K:2.925us 2M:82.74us 8M:55.83us 64M:89.43us 256M:129.6us 1G:208.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.267us + bytes / 1.37e+03 GB/s, misses by 49.9% RMS, so it is
# not used.
# Residual: 19.7% RMS relative over 45 repetitions.
free_ns = 4K:2.747us 64K:2.937us 1M:2.651us 1536K:2.601us 2M:50.18us 8M:51.86us 64M:90.3us 256M:199us 1G:674.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.891us + bytes / 2.91e+03 GB/s, misses by 65.5% RMS, so it is not used.
# Residual: 39.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.923us 64K:3.384us 2M:32.67us 16M:66.19us 64M:84.13us 256M:77.82us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.38us + bytes / 3.89e+05 GB/s, written at the measured sizes (the
# medians would give 6.3%).
# Residual: 7.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.38us 64K:14.38us 2M:14.38us 16M:14.42us 64M:14.55us 256M:15.07us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.8%, 512K 15.5%, 1M 15.0%, 2M 14.4%, 4M 14.7%, 8M 14.6%, 16M
# 14.6%, 32M 15.2%.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     111.9us     89.08us
# seq             2M          0         2         2     2097152           0       309us     355.7us
# seq            16M          0        16        16    16777216           0      2.28ms     2.406ms
# seq            64M          0        64        64    67108864           0     11.97ms     9.434ms
# seq           256M          0       256       256   268435456           0     45.09ms     37.55ms
# stride         64M        64K        32        32    67108864           0     8.116ms     8.851ms
# stride        256M         2M       128       128     8388608           0      3.24ms      3.42ms
# random         16M          0         9        35    16777216           0     2.753ms      2.74ms
# random         64M          0        34       306    67108864           0     13.74ms     13.71ms
# random        256M          0       139      1560   268435456           0     60.44ms     60.63ms
# fresh           2M          0         2         2           0     2097152     192.2us     239.4us
# fresh          16M          0        16        16           0    16777216     1.367ms     1.475ms
# fresh          64M          0        64        64           0    67108864     6.919ms     5.712ms
# fresh         256M          0       256       256           0   268435456     28.64ms     22.66ms
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
# prefetch at the driver's defaults). Result: 470.1ns per batch, 17.74us per
# VA block, bytes / 8.18 GB/s moved, 62.86us per faulting kernel, bytes / 15
# GB/s zero-filled.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_batch_ns = 470.1ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_block_ns = 17.74us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:500.8ns 64K:8.013us 512K:64.11us 1M:128.2us 2M:256.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_wake_ns = 62.86us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:273.7ns 64K:4.379us 512K:35.03us 1M:70.06us 2M:140.1us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 57.6us + bytes / 45.5 GB/s, written at the measured sizes (the
# medians would give 5.0%).
# Residual: 13.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:59.04us 2M:103.7us 16M:426.6us 64M:1.534ms 256M:5.961ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 18.22us + bytes / 11.8 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 12.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.69us 2M:199.5us 16M:1.594ms 64M:7.15ms 256M:18.8ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.55us + bytes / 11.4 GB/s, written at the
# measured sizes (the medians would give 12.1%).
# Residual: 12.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.3us 512K:59.59us 2M:197.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.19us + bytes / 3.8 GB/s, written at the
# measured sizes (the medians would give 12.9%).
# Residual: 14.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.46us 512K:160.3us 2M:574.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 428.6us + bytes / 1.94 GB/s, written at the measured
# sizes (the medians would give 6.0%).
# Residual: 13.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:462.3us 256K:563.5us 2M:1.507ms 16M:9.059ms 64M:34.95ms 256M:138.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.076us + bytes / 1.5e+03 GB/s, misses by 20.4% RMS,
# so it is not used.
# Residual: 12.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.804us 2M:2.77us 16M:14.05us 64M:48.67us 256M:191us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 19.46us + bytes / 74.5 GB/s, misses
# by 17.0% RMS, so it is not used.
# Residual: 10.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:22.38us 2M:40.75us 16M:250.9us 64M:846.1us 256M:4.779ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 140.2us

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
# sizes): 8.844us + bytes / 210 GB/s, written at the measured sizes (the
# medians would give 13.4%).
# Residual: 13.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.81us 16M:88.59us 64M:327.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 35.35us + bytes / 162 GB/s, written at the measured
# sizes (the medians would give 12.2%).
# Residual: 12.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:48.26us 16M:138.6us 64M:448.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.087us +
# bytes / 150 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.24us 16M:109.1us 64M:465.6us 256M:1.78ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.646us
# + bytes / 7.5 GB/s, misses by 34.1% RMS, so it is not used.
# Residual: 17.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.639us 64K:24.3us 2M:190.3us 16M:3.366ms 64M:13.35ms 256M:46.38ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.32us + bytes / 10.5 GB/s,
# misses by 23.1% RMS, so it is not used.
# Residual: 13.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.21us 64K:29.39us 2M:269.3us 16M:1.41ms 64M:5.676ms 256M:27.2ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.1 GB/s, misses by 42.6% RMS, so it is not used.
# Residual: 19.4% RMS relative over 20 repetitions.
host_read_ns = 64K:4.696us 2M:116.1us 16M:2.477ms 64M:10.82ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 26.8 GB/s, misses by
# 46.2% RMS, so it is not used.
# Residual: 11.5% RMS relative over 20 repetitions.
host_write_ns = 64K:1.095us 2M:56.9us 16M:1.468ms 64M:7.112ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 454.9ns +
# bytes / 8.74 GB/s, written at the measured sizes (the medians would give
# 4.7%).
# Residual: 5.5% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.95us 2M:240.3us 16M:1.919ms 64M:7.676ms

