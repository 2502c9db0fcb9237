# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T19:44:51Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:44:51Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.8% RMS relative over 5 repetitions.
launch_ns = 3.222us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.172us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.586us + bytes / 1.12e+04 GB/s, misses by 60.1% RMS,
# so it is not used.
# Residual: 24.2% RMS relative over 45 repetitions.
malloc_ns = 4K:1.589us 64K:1.74us 1M:1.541us 1536K:1.566us 2M:41.42us 8M:32.64us 64M:51.81us 256M:56.24us 1G:76.73us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.069us + bytes / 2.77e+03 GB/s, misses by 51.9% RMS, so it is
# not used.
# Residual: 19.2% RMS relative over 45 repetitions.
free_ns = 4K:1.354us 64K:1.336us 1M:1.217us 1536K:1.293us 2M:29.64us 8M:31.09us 64M:56.89us 256M:106.3us 1G:322.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.158us + bytes / 6.03e+03 GB/s, misses by 65.0% RMS, so it is not used.
# Residual: 36.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.147us 64K:2.649us 2M:20.89us 16M:30.5us 64M:48.73us 256M:39.13us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.238us + bytes / 3.47e+05 GB/s, written at the measured sizes (the
# medians would give 11.7%).
# Residual: 11.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.238us 64K:9.238us 2M:9.244us 16M:9.287us 64M:9.432us 256M:10.01us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 11.7%, 512K 11.4%, 1M 11.0%, 2M 10.1%, 4M 9.6%, 8M 9.3%, 16M
# 9.4%, 32M 10.1%.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     83.42us      78.4us
# seq             2M          0         2         2     2097152           0     302.5us     316.3us
# seq            16M          0        16        16    16777216           0     1.862ms     2.201ms
# seq            64M          0        64        64    67108864           0     9.892ms     8.661ms
# seq           256M          0       256       256   268435456           0     40.87ms      34.5ms
# stride         64M        64K         8        32    67108864           0     6.927ms     7.506ms
# stride        256M         2M        32       128     8388608           0     2.357ms      2.55ms
# random         16M          0        12        16    16777216           0     2.153ms     2.138ms
# random         64M          0        36       161    67108864           0     9.564ms     9.073ms
# random        256M          0       125      1211   268435456           0     46.74ms     40.82ms
# fresh           2M          0         2         2           0     2097152     166.3us     179.8us
# fresh          16M          0        16        16           0    16777216     1.154ms     1.109ms
# fresh          64M          0        64        64           0    67108864      4.27ms     4.293ms
# fresh         256M          0       256       256           0   268435456     17.67ms     17.03ms
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
# prefetch at the driver's defaults). Result: 15.63us per batch, 8.758us per
# VA block, bytes / 9.51 GB/s moved, 47.12us per faulting kernel, bytes / 25
# GB/s zero-filled.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_batch_ns = 15.63us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_block_ns = 8.758us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:430.5ns 64K:6.888us 512K:55.11us 1M:110.2us 2M:220.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_wake_ns = 47.12us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:163.9ns 64K:2.623us 512K:20.98us 1M:41.96us 2M:83.93us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 74.26us + bytes / 47.9 GB/s, written at the measured sizes (the
# medians would give 4.2%).
# Residual: 8.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:75.63us 2M:118.1us 16M:424.8us 64M:1.477ms 256M:5.684ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.22us + bytes / 9.61 GB/s, written at
# the measured sizes (the medians would give 3.3%).
# Residual: 6.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.04us 2M:235.5us 16M:1.764ms 64M:7.002ms 256M:27.96ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.94us + bytes / 8.85 GB/s, written at the
# measured sizes (the medians would give 7.1%).
# Residual: 7.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.34us 512K:77.2us 2M:255us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.61us + bytes / 3.03 GB/s, written at
# the measured sizes (the medians would give 6.3%).
# Residual: 7.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.26us 512K:195.8us 2M:715.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 308.4us + bytes / 2.88
# GB/s, written at the measured sizes (the medians would give 11.1%).
# Residual: 14.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:331.2us 256K:399.5us 2M:1.037ms 16M:6.136ms 64M:23.62ms 256M:93.54ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.039us + bytes / 880 GB/s, misses by 19.6% RMS, so
# it is not used.
# Residual: 11.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.418us 2M:5.162us 16M:24.54us 64M:83.12us 256M:320.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 11.68us +
# bytes / 103 GB/s, written at the measured sizes (the medians would give
# 6.3%).
# Residual: 14.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.32us 2M:32us 16M:174.2us 64M:661.9us 256M:2.612ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.61us

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
# sizes): 24.48us + bytes / 201 GB/s, written at the measured sizes (the
# medians would give 14.9%).
# Residual: 14.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:34.92us 16M:108us 64M:358.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 54.09us + bytes / 228 GB/s, written at the measured
# sizes (the medians would give 6.0%).
# Residual: 6.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:63.28us 16M:127.6us 64M:348.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.923us +
# bytes / 199 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.57us 16M:86.75us 64M:339.1us 256M:1.383ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.071us
# + bytes / 9.23 GB/s, misses by 29.7% RMS, so it is not used.
# Residual: 14.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.714us 64K:24.76us 2M:169.6us 16M:2.138ms 64M:8.396ms 256M:37.49ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.79us + bytes / 10 GB/s,
# misses by 22.1% RMS, so it is not used.
# Residual: 10.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.32us 64K:32.56us 2M:304.9us 16M:1.611ms 64M:6.164ms 256M:24.35ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14.4 GB/s, misses by 37.7% RMS, so it is not used.
# Residual: 19.9% RMS relative over 20 repetitions.
host_read_ns = 64K:4.331us 2M:106.3us 16M:1.94ms 64M:8.809ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 30.8 GB/s, misses by
# 41.5% RMS, so it is not used.
# Residual: 14.2% RMS relative over 20 repetitions.
host_write_ns = 64K:957ns 2M:49.03us 16M:969.3us 64M:5.274ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 530.1ns +
# bytes / 9.56 GB/s, written at the measured sizes (the medians would give
# 7.2%).
# Residual: 7.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.385us 2M:219.9us 16M:1.756ms 64M:7.02ms

