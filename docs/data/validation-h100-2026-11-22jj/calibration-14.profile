# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-14.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:54:01Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:54:01Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 11.2% RMS relative over 5 repetitions.
launch_ns = 4.249us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.153us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.502us + bytes / 7.1e+03 GB/s, misses by 60.2% RMS,
# so it is not used.
# Residual: 27.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.543us 64K:2.5us 1M:2.62us 1536K:2.398us 2M:51.45us 8M:45.09us 64M:50.83us 256M:57.94us 1G:119.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.939us + bytes / 2.44e+03 GB/s, misses by 53.0% RMS, so it is
# not used.
# Residual: 18.6% RMS relative over 45 repetitions.
free_ns = 4K:2.135us 64K:2.311us 1M:2.198us 1536K:2.056us 2M:38.53us 8M:42.9us 64M:86.73us 256M:159.3us 1G:335.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.808us + bytes / 2.94e+03 GB/s, misses by 62.9% RMS, so it is not used.
# Residual: 41.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.69us 64K:3.261us 2M:23.15us 16M:30.64us 64M:68.24us 256M:73.8us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 15.51us + bytes / 1.26e+05 GB/s, written at the measured sizes (the
# medians would give 13.0%).
# Residual: 13.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:15.51us 64K:15.51us 2M:15.53us 16M:15.65us 64M:16.05us 256M:17.65us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.1%, 512K 15.6%, 1M 14.9%, 2M 14.6%, 4M 15.7%, 8M 17.1%, 16M
# 17.9%, 32M 19.0%.
# Residual: 20.2% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     69.41us      58.9us
# seq             2M          0         2         2     2097152           0     199.7us     264.4us
# seq            16M          0        16        16    16777216           0     1.889ms     1.888ms
# seq            64M          0        64        64    67108864           0     9.221ms     7.457ms
# seq           256M          0       256       256   268435456           0     42.24ms     29.73ms
# stride         64M        64K        32        32    67108864           0     6.449ms     6.799ms
# stride        256M         2M       128       128     8388608           0     3.073ms     3.428ms
# random         16M          0         9        35    16777216           0     2.468ms     2.279ms
# random         64M          0        34       306    67108864           0     12.56ms     12.43ms
# random        256M          0       139      1560   268435456           0     60.54ms     56.55ms
# fresh           2M          0         2         2           0     2097152     203.2us       228us
# fresh          16M          0        16        16           0    16777216     1.639ms     1.598ms
# fresh          64M          0        64        64           0    67108864     6.743ms     6.293ms
# fresh         256M          0       256       256           0   268435456     25.91ms     25.07ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 20.56us per VA
# block, bytes / 11 GB/s moved, 32.37us per faulting kernel, bytes / 13.6 GB/s
# zero-filled. This coefficient came out negative and is held at 0.
# Residual: 20.2% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.2% RMS relative over 70 repetitions.
fault_block_ns = 20.56us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:372.8ns 64K:5.965us 512K:47.72us 1M:95.44us 2M:190.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.2% RMS relative over 70 repetitions.
fault_wake_ns = 32.37us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:301.8ns 64K:4.829us 512K:38.63us 1M:77.26us 2M:154.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 44.07us + bytes /
# 45.8 GB/s, misses by 19.6% RMS, so it is not used.
# Residual: 9.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.34us 2M:127.6us 16M:448.2us 64M:1.39ms 256M:5.477ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.74us + bytes / 11 GB/s, written at the
# measured sizes (the medians would give 9.8%).
# Residual: 13.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.72us 2M:208.1us 16M:1.547ms 64M:6.139ms 256M:24.51ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 15.47us + bytes / 9.07 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 15.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.06us 512K:69.09us 2M:260.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 20.78us + bytes / 2.92 GB/s, written at
# the measured sizes (the medians would give 12.9%).
# Residual: 12.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.22us 512K:200.3us 2M:738.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 298.2us + bytes / 2.63 GB/s, misses by 19.3% RMS, so
# it is not used.
# Residual: 15.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:331.8us 256K:421.5us 2M:910.8us 16M:7.066ms 64M:29.54ms 256M:102.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.787us + bytes / 984 GB/s, misses by 26.0% RMS, so
# it is not used.
# Residual: 19.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.053us 2M:3.815us 16M:20.38us 64M:80.09us 256M:287.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.93us + bytes / 69.4 GB/s, misses
# by 15.1% RMS, so it is not used.
# Residual: 7.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.74us 2M:38.16us 16M:260.6us 64M:1.177ms 256M:3.94ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 28.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 125.8us

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
# measured medians (15 points at 3 sizes): the best line, 9.664us + bytes /
# 172 GB/s, misses by 20.8% RMS, so it is not used.
# Residual: 19.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:22.17us 16M:99.97us 64M:432.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 179 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:8.538us 16M:91.22us 64M:373.5us 256M:1.488ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.395us
# + bytes / 11.3 GB/s, misses by 30.8% RMS, so it is not used.
# Residual: 17.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.972us 64K:23.89us 2M:141.8us 16M:1.634ms 64M:6.819ms 256M:32.37ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 15.28us + bytes / 10.3 GB/s,
# misses by 22.1% RMS, so it is not used.
# Residual: 12.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:13.68us 64K:31.45us 2M:280.9us 16M:1.583ms 64M:6.62ms 256M:22.55ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.65 GB/s, misses by 18.6% RMS, so it is not used.
# Residual: 17.9% RMS relative over 20 repetitions.
host_read_ns = 64K:6.975us 2M:204.2us 16M:2.254ms 64M:8.64ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 24.1 GB/s, misses by
# 32.0% RMS, so it is not used.
# Residual: 15.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.3us 2M:63.4us 16M:1.015ms 64M:4.897ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 695.3ns +
# bytes / 9.37 GB/s, written at the measured sizes (the medians would give
# 5.3%).
# Residual: 5.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.692us 2M:224.6us 16M:1.792ms 64M:7.166ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
