# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-14.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:18:23Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:18:23Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.1% RMS relative over 5 repetitions.
launch_ns = 4.318us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.179us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.861us + bytes / 4.15e+03 GB/s, misses by 58.2% RMS,
# so it is not used.
# Residual: 26.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.72us 64K:2.96us 1M:3.167us 1536K:2.901us 2M:59.02us 8M:51.1us 64M:79.48us 256M:87.96us 1G:204.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.374us + bytes / 1.36e+03 GB/s, misses by 46.2% RMS, so it is
# not used.
# Residual: 17.1% RMS relative over 45 repetitions.
free_ns = 4K:3.76us 64K:3.954us 1M:3.618us 1536K:3.687us 2M:44us 8M:48.72us 64M:80.08us 256M:206.9us 1G:645.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.582us + bytes / 3.56e+03 GB/s, misses by 64.3% RMS, so it is not used.
# Residual: 36.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.678us 64K:3.776us 2M:29.79us 16M:38.97us 64M:59.68us 256M:63.85us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.05us + bytes / 4.76e+05 GB/s, written at the measured sizes (the
# medians would give 11.3%).
# Residual: 12.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.05us 64K:14.05us 2M:14.06us 16M:14.09us 64M:14.19us 256M:14.62us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.2%, 512K 18.0%, 1M 17.8%, 2M 17.5%, 4M 17.0%, 8M 16.5%, 16M
# 16.2%, 32M 16.8%.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     132.6us     95.67us
# seq             2M          0         2         2     2097152           0     265.2us       341us
# seq            16M          0        16        16    16777216           0     2.097ms     2.498ms
# seq            64M          0        64        64    67108864           0     10.47ms     9.892ms
# seq           256M          0       256       256   268435456           0     44.43ms     39.47ms
# stride         64M        64K         4        32    67108864           0     7.831ms     6.924ms
# stride        256M         2M        16       128     8388608           0     3.079ms     3.436ms
# random         16M          0        16        16    16777216           0     2.562ms     2.498ms
# random         64M          0        39       104    67108864           0      10.7ms     9.473ms
# random        256M          0       127       907   268435456           0     57.08ms     44.12ms
# fresh           2M          0         2         2           0     2097152     171.2us     198.4us
# fresh          16M          0        16        16           0    16777216     1.284ms     1.356ms
# fresh          64M          0        64        64           0    67108864     6.476ms     5.327ms
# fresh         256M          0       256       256           0   268435456     22.84ms     21.21ms
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
# prefetch at the driver's defaults). Result: 41.28us per batch, 15.33us per
# VA block, bytes / 10.8 GB/s moved, 32.97us per faulting kernel, bytes / 40.2
# GB/s zero-filled.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_batch_ns = 41.28us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_block_ns = 15.33us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:380.6ns 64K:6.089us 512K:48.71us 1M:97.43us 2M:194.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_wake_ns = 32.97us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:101.9ns 64K:1.631us 512K:13.05us 1M:26.1us 2M:52.2us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 49.2us + bytes / 45.3 GB/s, written at the measured sizes (the
# medians would give 4.3%).
# Residual: 14.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:50.65us 2M:95.45us 16M:419.2us 64M:1.529ms 256M:5.969ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.87us + bytes / 9.02 GB/s, written at
# the measured sizes (the medians would give 2.5%).
# Residual: 5.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.13us 2M:251.3us 16M:1.878ms 64M:7.455ms 256M:29.76ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.97us + bytes / 7.91 GB/s, written at the
# measured sizes (the medians would give 9.1%).
# Residual: 9.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.26us 512K:84.28us 2M:283.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.18us + bytes / 2.8 GB/s, written at the
# measured sizes (the medians would give 6.1%).
# Residual: 9.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.59us 512K:210.5us 2M:772.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 307.5us + bytes / 2.46
# GB/s, written at the measured sizes (the medians would give 7.8%).
# Residual: 14.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:334.2us 256K:414us 2M:1.159ms 16M:7.119ms 64M:27.55ms 256M:109.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.428us + bytes / 796 GB/s, misses by 20.0% RMS, so
# it is not used.
# Residual: 12.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.739us 2M:5.755us 16M:26.7us 64M:91.72us 256M:354.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.65us + bytes / 70.1 GB/s, misses
# by 19.2% RMS, so it is not used.
# Residual: 7.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.64us 2M:35.33us 16M:264.4us 64M:1.089ms 256M:4.405ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 32.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.9us

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
# measured medians (15 points at 3 sizes): the best line, 9.742us + bytes /
# 193 GB/s, misses by 20.6% RMS, so it is not used.
# Residual: 20.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:20.66us 16M:94.42us 64M:363.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.259us +
# bytes / 148 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.15us 16M:120.8us 64M:446us 256M:1.781ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.844us
# + bytes / 8.75 GB/s, misses by 28.9% RMS, so it is not used.
# Residual: 17.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.444us 64K:25.49us 2M:182.6us 16M:2.064ms 64M:9.506ms 256M:38.11ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.98us + bytes / 9.58 GB/s,
# misses by 21.0% RMS, so it is not used.
# Residual: 9.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.59us 64K:31.59us 2M:310.1us 16M:1.645ms 64M:6.413ms 256M:26.43ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.56 GB/s, misses by 26.5% RMS, so it is not used.
# Residual: 19.8% RMS relative over 20 repetitions.
host_read_ns = 64K:4.708us 2M:220.3us 16M:2.569ms 64M:11.49ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 15.9 GB/s, misses by
# 34.9% RMS, so it is not used.
# Residual: 17.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.233us 2M:99.06us 16M:1.295ms 64M:6.685ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 2.391us +
# bytes / 8.23 GB/s, written at the measured sizes (the medians would give
# 8.4%).
# Residual: 8.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:10.36us 2M:257.3us 16M:2.042ms 64M:8.159ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
