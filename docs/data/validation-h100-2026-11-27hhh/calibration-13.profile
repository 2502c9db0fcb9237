# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T07:45:21Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T07:45:21Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.6% RMS relative over 5 repetitions.
launch_ns = 3.101us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.017us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.628us + bytes / 1.06e+04 GB/s, misses by 59.7% RMS,
# so it is not used.
# Residual: 24.5% RMS relative over 45 repetitions.
malloc_ns = 4K:1.539us 64K:1.734us 1M:1.714us 1536K:1.599us 2M:37.96us 8M:32.75us 64M:43.56us 256M:67.87us 1G:79.78us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.152us + bytes / 2.81e+03 GB/s, misses by 51.7% RMS, so it is
# not used.
# Residual: 20.6% RMS relative over 45 repetitions.
free_ns = 4K:1.475us 64K:1.392us 1M:1.431us 1536K:1.263us 2M:32.02us 8M:31.74us 64M:49.63us 256M:106.5us 1G:316.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.509us + bytes / 5.35e+03 GB/s, misses by 65.7% RMS, so it is not used.
# Residual: 37.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.675us 64K:2.09us 2M:21.89us 16M:29.36us 64M:48.44us 256M:42.58us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.643us + bytes / 4.22e+05 GB/s, written at the measured sizes (the
# medians would give 8.3%).
# Residual: 8.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.643us 64K:7.643us 2M:7.648us 16M:7.683us 64M:7.802us 256M:8.28us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 25.5%, 512K 25.4%, 1M 25.1%, 2M 24.1%, 4M 22.4%, 8M 19.1%, 16M
# 18.9%, 32M 18.9%.
# Residual: 22.4% RMS relative over 70 repetitions.
fault_window = 32M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     61.44us     54.78us
# seq             2M          0         2         2     2097152           0     219.4us     228.3us
# seq            16M          0        16        16    16777216           0     1.763ms     1.827ms
# seq            64M          0        64        64    67108864           0     9.227ms     7.307ms
# seq           256M          0       256       256   268435456           0     35.67ms     29.23ms
# stride         64M        64K         4        32    67108864           0     4.705ms     4.487ms
# stride        256M         2M         8       128     8388608           0     1.778ms     1.894ms
# random         16M          0        16        16    16777216           0     1.316ms     1.827ms
# random         64M          0        43        73    67108864           0     6.507ms     6.485ms
# random        256M          0       134       611   268435456           0     42.44ms     26.93ms
# fresh           2M          0         2         2           0     2097152     92.61us     111.5us
# fresh          16M          0        16        16           0    16777216     843.4us     891.6us
# fresh          64M          0        64        64           0    67108864     4.247ms     3.566ms
# fresh         256M          0       256       256           0   268435456     18.25ms     14.27ms
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
# prefetch at the driver's defaults). Result: 42.65us per batch, 8.173us per
# VA block, bytes / 16.6 GB/s moved, 0ns per faulting kernel, bytes / 214 GB/s
# zero-filled.
# Residual: 22.4% RMS relative over 70 repetitions.
fault_batch_ns = 42.65us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.4% RMS relative over 70 repetitions.
fault_block_ns = 8.173us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:247.5ns 64K:3.959us 512K:31.68us 1M:63.35us 2M:126.7us

# One of the five coefficients of the fault model: see fault_batch_ns. This
# coefficient came out negative and is held at 0.
# Residual: 22.4% RMS relative over 70 repetitions.
fault_wake_ns = 0ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:19.16ns 64K:306.5ns 512K:2.452us 1M:4.904us 2M:9.808us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 40 points at 8
# sizes): 62.49us + bytes / 48.3 GB/s, written at the measured sizes (the
# medians would give 2.6%).
# Residual: 9.7% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:63.85us 256K:67.92us 1M:84.19us 2M:105.9us 4M:149.3us 16M:409.7us 64M:1.452ms 256M:5.619ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 16.32us + bytes / 16.2 GB/s, written at the
# measured sizes (the means would give 3.2%).
# Residual: 8.8% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:20.36us 256K:32.5us 1M:81.03us 2M:145.7us 4M:275.2us 16M:1.052ms 64M:4.158ms 256M:16.58ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.39us + bytes / 13.7 GB/s, written at the measured
# sizes (the means would give 6.7%).
# Residual: 6.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.18us 512K:52.72us 2M:167.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 21.51us + bytes / 4.18 GB/s, written at the
# measured sizes (the means would give 5.4%).
# Residual: 9.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.2us 512K:147us 2M:523.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 254.5us +
# bytes / 3.39 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 7.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:293.2us 256K:353.2us 2M:680.6us 16M:5.603ms 64M:21.89ms 256M:89.54ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.95us + bytes / 1.71e+03 GB/s, misses by 19.9% RMS,
# so it is not used.
# Residual: 16.3% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:3.296us 256K:3.481us 1M:3.4us 2M:3.508us 4M:5.593us 16M:13.26us 64M:43.07us 256M:162us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 9.001us +
# bytes / 114 GB/s, written at the measured sizes (the medians would give
# 5.1%).
# Residual: 11.8% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:9.575us 256K:11.29us 1M:18.18us 2M:27.35us 4M:45.7us 16M:155.8us 64M:596.2us 256M:2.358ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.93us

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
# measured medians (15 points at 3 sizes): the best line, 5.742us + bytes /
# 322 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 15.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.27us 16M:57.25us 64M:215.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 45.1us + bytes / 278 GB/s, written at the measured sizes
# (the medians would give 11.3%).
# Residual: 11.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:52.65us 16M:105.5us 64M:286.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.911us +
# bytes / 195 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.87us 16M:84.73us 64M:338.8us 256M:1.465ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.197us + bytes / 15.1 GB/s, misses by 25.4% RMS, so it is not used.
# Residual: 9.8% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:6.716us 8K:7.474us 16K:9.026us 32K:13.15us 64K:20.54us 128K:14.32us 256K:20.45us 512K:33.28us 1M:60.15us 2M:127.8us 4M:297.5us 8M:580.2us 16M:1.339ms 32M:2.956ms 64M:6.643ms 256M:32.15ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.31us + bytes / 12.7 GB/s,
# misses by 29.7% RMS, so it is not used.
# Residual: 6.8% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:11.95us 8K:9.858us 16K:11.33us 32K:22.67us 64K:26.9us 128K:39.07us 256K:60.27us 512K:95.68us 1M:162.2us 2M:229.2us 4M:370.9us 8M:621.2us 16M:1.181ms 32M:2.258ms 64M:4.414ms 256M:17.5ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 745.7ns +
# bytes / 11.9 GB/s, misses by 28.5% RMS, so it is not used.
# Residual: 21.6% RMS relative over 35 repetitions.
host_read_ns = 64K:6.45us 256K:21.37us 1M:83.38us 2M:189.8us 4M:275.6us 16M:1.85ms 64M:9.364ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 28.1 GB/s, misses by
# 34.5% RMS, so it is not used.
# Residual: 14.9% RMS relative over 35 repetitions.
host_write_ns = 64K:1.133us 256K:7.032us 1M:27.32us 2M:69.94us 4M:170.2us 16M:1.096ms 64M:5.441ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 11.7 GB/s, written at the measured sizes (the medians would give
# 7.7%).
# Residual: 10.9% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:4.553us 256K:21.3us 1M:88.27us 2M:177.6us 4M:356.2us 16M:1.428ms 64M:5.714ms

