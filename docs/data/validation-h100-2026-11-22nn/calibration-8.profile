# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-8.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T14:25:32Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T14:25:32Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.6% RMS relative over 5 repetitions.
launch_ns = 4.308us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.006us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.804us + bytes / 3.75e+03 GB/s, misses by 60.2% RMS,
# so it is not used.
# Residual: 31.1% RMS relative over 45 repetitions.
malloc_ns = 4K:3.764us 64K:3.837us 1M:3.673us 1536K:4.153us 2M:73.11us 8M:65.44us 64M:99.11us 256M:138.4us 1G:221.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.682us + bytes / 1.02e+03 GB/s, misses by 47.5% RMS, so it is
# not used.
# Residual: 17.9% RMS relative over 45 repetitions.
free_ns = 4K:3.194us 64K:3.34us 1M:3.181us 1536K:3.299us 2M:53.06us 8M:61.42us 64M:106.2us 256M:255.1us 1G:932.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 4.5us
# + bytes / 3.75e+03 GB/s, misses by 65.9% RMS, so it is not used.
# Residual: 41.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.596us 64K:5.104us 2M:33.46us 16M:53.45us 64M:62.6us 256M:61.79us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.31us + bytes / 2.3e+05 GB/s, written at the measured sizes (the
# medians would give 12.2%).
# Residual: 12.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.32us 64K:12.32us 2M:12.32us 16M:12.39us 64M:12.61us 256M:13.48us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.1%, 512K 19.8%, 1M 19.3%, 2M 18.4%, 4M 18.0%, 8M 16.9%, 16M
# 16.2%, 32M 16.6%.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     129.3us     93.39us
# seq             2M          0         2         2     2097152           0     253.5us     318.3us
# seq            16M          0        16        16    16777216           0     2.115ms     2.354ms
# seq            64M          0        64        64    67108864           0     9.577ms     9.333ms
# seq           256M          0       256       256   268435456           0     40.22ms     37.25ms
# stride         64M        64K         4        32    67108864           0     6.405ms     6.043ms
# stride        256M         2M        16       128     8388608           0     2.701ms     3.058ms
# random         16M          0        16        16    16777216           0      2.21ms     2.354ms
# random         64M          0        39       104    67108864           0      10.3ms     8.621ms
# random        256M          0       127       907   268435456           0        56ms     39.06ms
# fresh           2M          0         2         2           0     2097152     143.4us     164.8us
# fresh          16M          0        16        16           0    16777216     1.075ms     1.126ms
# fresh          64M          0        64        64           0    67108864     5.511ms      4.42ms
# fresh         256M          0       256       256           0   268435456      18.2ms      17.6ms
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
# prefetch at the driver's defaults). Result: 48.25us per batch, 12.34us per
# VA block, bytes / 12.4 GB/s moved, 27.5us per faulting kernel, bytes / 130
# GB/s zero-filled.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_batch_ns = 48.25us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_block_ns = 12.34us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:331.3ns 64K:5.301us 512K:42.41us 1M:84.81us 2M:169.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_wake_ns = 27.5us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:31.39ns 64K:502.3ns 512K:4.018us 1M:8.037us 2M:16.07us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.33us + bytes / 46
# GB/s, misses by 19.7% RMS, so it is not used.
# Residual: 6.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.25us 2M:136.9us 16M:424.3us 64M:1.373ms 256M:5.45ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.09us + bytes / 10.2 GB/s, written at
# the measured sizes (the medians would give 6.3%).
# Residual: 11.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.53us 2M:224.1us 16M:1.666ms 64M:6.61ms 256M:26.39ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.39us + bytes / 8.79 GB/s, written at the
# measured sizes (the medians would give 9.3%).
# Residual: 9.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.84us 512K:77.04us 2M:256us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 20.85us + bytes / 2.61 GB/s, written at
# the measured sizes (the medians would give 5.3%).
# Residual: 7.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.99us 512K:221.9us 2M:825.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 321.1us + bytes / 2.46 GB/s, misses by 16.7% RMS, so
# it is not used.
# Residual: 13.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:392.4us 256K:413.5us 2M:967.7us 16M:7.549ms 64M:29.56ms 256M:119.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.025us + bytes / 909 GB/s, misses by 24.8% RMS, so
# it is not used.
# Residual: 19.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.167us 2M:4.191us 16M:22.86us 64M:80.87us 256M:315.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.77us + bytes / 76.7 GB/s, misses
# by 23.0% RMS, so it is not used.
# Residual: 20.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.89us 2M:34.92us 16M:256.6us 64M:926.4us 256M:3.802ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.09us

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
# measured medians (15 points at 3 sizes): the best line, 6.775us + bytes /
# 218 GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 15.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.38us 16M:83.8us 64M:313.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.24us + bytes / 196 GB/s, written at the measured
# sizes (the medians would give 8.9%).
# Residual: 9.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.91us 16M:107.6us 64M:363.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.606us +
# bytes / 160 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:17.03us 16M:104.2us 64M:420.3us 256M:1.76ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.624us
# + bytes / 9.42 GB/s, misses by 29.0% RMS, so it is not used.
# Residual: 17.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.14us 64K:25.98us 2M:180.9us 16M:1.721ms 64M:8.203ms 256M:36.45ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.62us + bytes / 9.47 GB/s,
# misses by 20.9% RMS, so it is not used.
# Residual: 12.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.28us 64K:32.54us 2M:278.1us 16M:1.644ms 64M:6.659ms 256M:27.44ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 10.1 GB/s, misses by 21.8% RMS, so it is not used.
# Residual: 16.7% RMS relative over 20 repetitions.
host_read_ns = 64K:5.683us 2M:175us 16M:1.683ms 64M:8.956ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 23.7 GB/s, misses by
# 31.8% RMS, so it is not used.
# Residual: 14.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.141us 2M:67.86us 16M:799.3us 64M:5.114ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 148.2ns +
# bytes / 10.7 GB/s, written at the measured sizes (the medians would give
# 7.3%).
# Residual: 7.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.285us 2M:196.5us 16M:1.571ms 64M:6.284ms

