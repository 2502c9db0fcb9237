# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-3.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T07:33:16Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T07:33:16Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.3% RMS relative over 5 repetitions.
launch_ns = 8.284us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.165us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.903us + bytes / 4.11e+03 GB/s, misses by 58.0% RMS,
# so it is not used.
# Residual: 25.9% RMS relative over 45 repetitions.
malloc_ns = 4K:5.348us 64K:3.844us 1M:3.74us 1536K:3.652us 2M:90.33us 8M:77.48us 64M:98.25us 256M:93.4us 1G:211.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 4.803us + bytes / 1.48e+03 GB/s, misses by 48.8% RMS, so it is
# not used.
# Residual: 19.7% RMS relative over 45 repetitions.
free_ns = 4K:5.74us 64K:4.376us 1M:4.863us 1536K:5.643us 2M:67.77us 8M:65.02us 64M:93.26us 256M:178.8us 1G:605.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.613us + bytes / 5.23e+03 GB/s, misses by 65.9% RMS, so it is not used.
# Residual: 38.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.718us 64K:2.202us 2M:19.09us 16M:41.6us 64M:52.41us 256M:44.21us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.266us + bytes / 3.26e+05 GB/s, written at the measured sizes (the
# medians would give 12.7%).
# Residual: 13.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.266us 64K:9.266us 2M:9.273us 16M:9.318us 64M:9.472us 256M:10.09us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 13.9%, 512K 13.5%, 1M 13.0%, 2M 11.9%, 4M 12.0%, 8M 12.0%, 16M
# 11.9%, 32M 12.9%.
# Residual: 16.5% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      71.3us        61us
# seq             2M          0         2         2     2097152           0     223.8us     246.5us
# seq            16M          0        16        16    16777216           0     1.704ms     1.681ms
# seq            64M          0        64        64    67108864           0     7.805ms     6.601ms
# seq           256M          0       256       256   268435456           0     30.76ms     26.28ms
# stride         64M        64K        32        32    67108864           0     5.385ms     6.155ms
# stride        256M         2M       128       128     8388608           0     2.404ms     2.536ms
# random         16M          0         9        35    16777216           0     1.995ms     1.939ms
# random         64M          0        34       306    67108864           0     9.328ms     9.903ms
# random        256M          0       139      1560   268435456           0     46.25ms     44.08ms
# fresh           2M          0         2         2           0     2097152     148.3us       184us
# fresh          16M          0        16        16           0    16777216     1.252ms     1.182ms
# fresh          64M          0        64        64           0    67108864      4.82ms     4.602ms
# fresh         256M          0       256       256           0   268435456      21.9ms     18.28ms
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
# prefetch at the driver's defaults). Result: 274.1ns per batch, 13.68us per
# VA block, bytes / 11.8 GB/s moved, 41.51us per faulting kernel, bytes / 18.3
# GB/s zero-filled.
# Residual: 16.5% RMS relative over 70 repetitions.
fault_batch_ns = 274.1ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.5% RMS relative over 70 repetitions.
fault_block_ns = 13.68us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 16.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:345.9ns 64K:5.534us 512K:44.27us 1M:88.54us 2M:177.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.5% RMS relative over 70 repetitions.
fault_wake_ns = 41.51us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 16.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:223.9ns 64K:3.582us 512K:28.66us 1M:57.31us 2M:114.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 68.61us + bytes / 49.4 GB/s, written at the measured sizes (the
# medians would give 2.4%).
# Residual: 8.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:69.94us 2M:111us 16M:408us 64M:1.426ms 256M:5.499ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.85us + bytes / 15.4 GB/s, written at
# the measured sizes (the medians would give 2.1%).
# Residual: 7.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.1us 2M:150.7us 16M:1.101ms 64M:4.361ms 256M:17.4ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.45us + bytes / 13.8 GB/s, written at the
# measured sizes (the medians would give 14.3%).
# Residual: 14.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:22.21us 512K:55.52us 2M:169.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 22.75us + bytes / 4.05 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 13.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.25us 512K:169.8us 2M:505.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 427.9us + bytes / 2.12 GB/s, misses by 21.7% RMS, so
# it is not used.
# Residual: 17.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:508.8us 256K:576.2us 2M:1.085ms 16M:9.036ms 64M:34.96ms 256M:146.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.093us + bytes / 1.63e+03 GB/s, misses by 19.0% RMS,
# so it is not used.
# Residual: 11.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.675us 2M:2.751us 16M:13.65us 64M:44.42us 256M:168.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.61us + bytes / 93.4 GB/s, misses
# by 16.6% RMS, so it is not used.
# Residual: 11.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.71us 2M:28.15us 16M:189.2us 64M:770.1us 256M:3.374ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 51.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.3us

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
# measured medians (15 points at 3 sizes): the best line, 12.93us + bytes /
# 244 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 22.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:21.46us 16M:82.99us 64M:284.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 188.3ns +
# bytes / 188 GB/s, misses by 26.2% RMS, so it is not used.
# Residual: 26.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.38us 16M:87.99us 64M:364us 256M:1.419ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.658us
# + bytes / 10.6 GB/s, misses by 27.2% RMS, so it is not used.
# Residual: 16.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.118us 64K:23.98us 2M:160.4us 16M:1.516ms 64M:7.191ms 256M:36.99ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.74us + bytes / 12.6 GB/s,
# misses by 23.0% RMS, so it is not used.
# Residual: 13.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.593us 64K:27.06us 2M:225.8us 16M:1.248ms 64M:4.91ms 256M:20.36ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.46 GB/s, misses by 21.3% RMS, so it is not used.
# Residual: 18.3% RMS relative over 20 repetitions.
host_read_ns = 64K:6.129us 2M:234.3us 16M:2.553ms 64M:10.33ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 14.1 GB/s, misses by
# 35.5% RMS, so it is not used.
# Residual: 12.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.184us 2M:107us 16M:1.932ms 64M:9.094ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (20 points at 4 sizes): the best line, 1.213us + bytes / 6.49 GB/s, misses
# by 23.4% RMS, so it is not used.
# Residual: 23.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:11.35us 2M:299.7us 16M:2.739ms 64M:10.72ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
