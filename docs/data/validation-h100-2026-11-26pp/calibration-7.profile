# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-7.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T17:56:32Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T17:56:32Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.8% RMS relative over 5 repetitions.
launch_ns = 3.347us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.166us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.743us + bytes / 9.33e+03 GB/s, misses by 57.7% RMS,
# so it is not used.
# Residual: 28.0% RMS relative over 45 repetitions.
malloc_ns = 4K:3.084us 64K:2.251us 1M:2.818us 1536K:2.894us 2M:41.14us 8M:37.76us 64M:41.37us 256M:54.34us 1G:90.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.393us + bytes / 2.7e+03 GB/s, misses by 53.9% RMS, so it is not
# used.
# Residual: 26.2% RMS relative over 45 repetitions.
free_ns = 4K:3.502us 64K:1.574us 1M:1.494us 1536K:1.561us 2M:33.08us 8M:35.04us 64M:54.77us 256M:105.2us 1G:333.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.719us + bytes / 8.06e+03 GB/s, misses by 64.6% RMS, so it is not used.
# Residual: 34.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.571us 64K:2.336us 2M:18.89us 16M:21.5us 64M:29.73us 256M:29.28us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.432us + bytes / 2.37e+05 GB/s, written at the measured sizes (the
# medians would give 6.2%).
# Residual: 6.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.432us 64K:9.432us 2M:9.441us 16M:9.503us 64M:9.715us 256M:10.57us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.0%, 512K 19.7%, 1M 19.1%, 2M 18.4%, 4M 17.6%, 8M 16.5%, 16M
# 16.3%, 32M 16.8%.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     107.4us     80.73us
# seq             2M          0         2         2     2097152           0     246.5us     301.8us
# seq            16M          0        16        16    16777216           0     1.941ms     2.278ms
# seq            64M          0        64        64    67108864           0     10.07ms     9.054ms
# seq           256M          0       256       256   268435456           0     40.29ms     36.16ms
# stride         64M        64K         4        32    67108864           0      6.72ms     6.072ms
# stride        256M         2M        16       128     8388608           0     2.752ms     3.082ms
# random         16M          0        16        16    16777216           0     2.049ms     2.278ms
# random         64M          0        39       104    67108864           0     10.08ms     8.519ms
# random        256M          0       127       907   268435456           0     50.77ms     39.29ms
# fresh           2M          0         2         2           0     2097152     148.7us     175.7us
# fresh          16M          0        16        16           0    16777216     1.167ms     1.269ms
# fresh          64M          0        64        64           0    67108864      6.03ms     5.018ms
# fresh         256M          0       256       256           0   268435456     24.29ms     20.01ms
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
# prefetch at the driver's defaults). Result: 42.63us per batch, 13.27us per
# VA block, bytes / 12.3 GB/s moved, 19.51us per faulting kernel, bytes / 47.2
# GB/s zero-filled.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_batch_ns = 42.63us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_block_ns = 13.27us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:333.1ns 64K:5.33us 512K:42.64us 1M:85.27us 2M:170.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_wake_ns = 19.51us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:86.73ns 64K:1.388us 512K:11.1us 1M:22.2us 2M:44.41us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 72.75us + bytes / 50.4 GB/s, written at the measured sizes (the
# medians would give 2.1%).
# Residual: 7.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:74.05us 2M:114.3us 16M:405.4us 64M:1.403ms 256M:5.396ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.96us + bytes / 15.8 GB/s, written at
# the measured sizes (the medians would give 1.7%).
# Residual: 8.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.11us 2M:147.9us 16M:1.078ms 64M:4.269ms 256M:17.03ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.85us + bytes / 12.4 GB/s, written at the
# measured sizes (the medians would give 13.3%).
# Residual: 13.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.12us 512K:56.02us 2M:182.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 24.08us + bytes / 4.54 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 12.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.72us 512K:158us 2M:452.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 264.5us + bytes / 3.25
# GB/s, written at the measured sizes (the medians would give 3.3%).
# Residual: 12.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:284.6us 256K:345us 2M:908.9us 16M:5.42ms 64M:20.89ms 256M:82.75ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.471us + bytes / 1.69e+03 GB/s, misses by 18.9% RMS,
# so it is not used.
# Residual: 14.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.934us 2M:3.166us 16M:13.33us 64M:42.94us 256M:161.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.84us + bytes / 85.4 GB/s, misses
# by 21.4% RMS, so it is not used.
# Residual: 9.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.78us 2M:26.82us 16M:220.8us 64M:948.4us 256M:3.54ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.1us

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
# measured medians (15 points at 3 sizes): the best line, 6.267us + bytes /
# 299 GB/s, misses by 19.3% RMS, so it is not used.
# Residual: 19.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.34us 16M:60.81us 64M:236.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 57.5us + bytes / 203 GB/s, written at the measured sizes
# (the medians would give 5.6%).
# Residual: 5.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:67.85us 16M:140.3us 64M:388.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 246.5ns +
# bytes / 192 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.15us 16M:87.26us 64M:350.2us 256M:1.393ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.115us
# + bytes / 12.2 GB/s, misses by 24.7% RMS, so it is not used.
# Residual: 12.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.545us 64K:23.07us 2M:138.4us 16M:1.38ms 64M:6.169ms 256M:28.78ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.47us + bytes / 13.2 GB/s,
# misses by 23.7% RMS, so it is not used.
# Residual: 9.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.16us 64K:27.57us 2M:243.7us 16M:1.233ms 64M:4.698ms 256M:18.36ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 10.5ns +
# bytes / 15.4 GB/s, misses by 32.4% RMS, so it is not used.
# Residual: 23.4% RMS relative over 20 repetitions.
host_read_ns = 64K:4.308us 2M:105us 16M:1.288ms 64M:7.22ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.6 GB/s, misses by
# 34.6% RMS, so it is not used.
# Residual: 11.1% RMS relative over 20 repetitions.
host_write_ns = 64K:945ns 2M:49.01us 16M:705.2us 64M:4.464ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 921.4ns +
# bytes / 12.4 GB/s, written at the measured sizes (the medians would give
# 2.8%).
# Residual: 3.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.206us 2M:170us 16M:1.354ms 64M:5.413ms

