# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-7.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T07:35:16Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T07:35:16Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.7% RMS relative over 5 repetitions.
launch_ns = 4.231us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.2us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.138us + bytes / 3.9e+03 GB/s, misses by 58.1% RMS,
# so it is not used.
# Residual: 24.3% RMS relative over 45 repetitions.
malloc_ns = 4K:3.575us 64K:3.274us 1M:3.103us 1536K:3.049us 2M:74.81us 8M:52.34us 64M:100.9us 256M:98.43us 1G:219.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.493us + bytes / 1.35e+03 GB/s, misses by 50.3% RMS, so it is
# not used.
# Residual: 19.4% RMS relative over 45 repetitions.
free_ns = 4K:4.588us 64K:2.748us 1M:2.748us 1536K:2.861us 2M:46.53us 8M:49.47us 64M:90.16us 256M:199.2us 1G:689.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 4.56us
# + bytes / 3.8e+03 GB/s, misses by 70.5% RMS, so it is not used.
# Residual: 41.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.595us 64K:3.967us 2M:43.62us 16M:82.1us 64M:78.13us 256M:62.84us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 9.654us + bytes *
# -1.28e-06 ns/B, misses by 16.9% RMS, so it is not used.
# Residual: 16.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.695us 64K:10.08us 2M:9.453us 16M:9.392us 64M:9.587us 256M:9.323us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.0%, 512K 19.9%, 1M 19.9%, 2M 19.0%, 4M 17.5%, 8M 14.2%, 16M
# 13.1%, 32M 13.4%.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     83.17us      66.4us
# seq             2M          0         2         2     2097152           0     246.5us     276.6us
# seq            16M          0        16        16    16777216           0     1.835ms     2.213ms
# seq            64M          0        64        64    67108864           0     10.16ms     8.852ms
# seq           256M          0       256       256   268435456           0     37.83ms     35.41ms
# stride         64M        64K         4        32    67108864           0     5.476ms     5.488ms
# stride        256M         2M        16       128     8388608           0     2.727ms     2.932ms
# random         16M          0        16        16    16777216           0     2.165ms     2.213ms
# random         64M          0        39       104    67108864           0     9.867ms     8.085ms
# random        256M          0       127       907   268435456           0     40.82ms     36.74ms
# fresh           2M          0         2         2           0     2097152     108.8us     123.2us
# fresh          16M          0        16        16           0    16777216       867us     985.8us
# fresh          64M          0        64        64           0    67108864     4.429ms     3.943ms
# fresh         256M          0       256       256           0   268435456     18.57ms     15.77ms
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
# prefetch at the driver's defaults). Result: 49.71us per batch, 11.9us per VA
# block, bytes / 13.7 GB/s moved, 0ns per faulting kernel, bytes * 0 ns/B
# zero-filled.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_batch_ns = 49.71us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_block_ns = 11.9us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:299.6ns 64K:4.794us 512K:38.35us 1M:76.7us 2M:153.4us

# One of the five coefficients of the fault model: see fault_batch_ns. This
# coefficient came out negative and is held at 0.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_wake_ns = 0ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 45us + bytes / 46.8 GB/s, written at the measured sizes (the medians
# would give 1.7%).
# Residual: 13.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:46.4us 2M:89.81us 16M:403.4us 64M:1.479ms 256M:5.78ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.55us + bytes / 12.2 GB/s, written at
# the measured sizes (the medians would give 12.7%).
# Residual: 12.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.93us 2M:186.7us 16M:1.392ms 64M:5.523ms 256M:22.05ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.24us + bytes / 8.63 GB/s, written at the
# measured sizes (the medians would give 10.3%).
# Residual: 10.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.84us 512K:78.02us 2M:260.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.33us + bytes / 3.05 GB/s, written at
# the measured sizes (the medians would give 9.3%).
# Residual: 12.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.82us 512K:195.3us 2M:711us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 339.7us + bytes / 2.37
# GB/s, written at the measured sizes (the medians would give 6.2%).
# Residual: 13.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:367.4us 256K:450.6us 2M:1.226ms 16M:7.433ms 64M:28.71ms 256M:113.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.81us + bytes / 975 GB/s, misses by 27.4% RMS, so it
# is not used.
# Residual: 17.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.683us 2M:2.947us 16M:20.14us 64M:79.57us 256M:311.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.8us + bytes / 97.7 GB/s, misses by
# 15.3% RMS, so it is not used.
# Residual: 8.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.19us 2M:26.85us 16M:190.1us 64M:787.7us 256M:2.937ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.3us

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
# measured medians (15 points at 3 sizes): the best line, 7.455us + bytes /
# 269 GB/s, misses by 21.1% RMS, so it is not used.
# Residual: 21.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.27us 16M:69.19us 64M:258.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 614ns +
# bytes / 189 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.65us 16M:91.09us 64M:349us 256M:1.426ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.21us
# + bytes / 8.8 GB/s, misses by 28.3% RMS, so it is not used.
# Residual: 20.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.963us 64K:24.83us 2M:182.9us 16M:2.202ms 64M:8.164ms 256M:37.99ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.45us + bytes / 9.06 GB/s,
# misses by 22.8% RMS, so it is not used.
# Residual: 16.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.34us 64K:31.15us 2M:266us 16M:1.752ms 64M:7.173ms 256M:28.27ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14.4 GB/s, misses by 35.5% RMS, so it is not used.
# Residual: 20.1% RMS relative over 20 repetitions.
host_read_ns = 64K:4.422us 2M:106.6us 16M:1.867ms 64M:7.859ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.5 GB/s, misses by
# 39.3% RMS, so it is not used.
# Residual: 14.2% RMS relative over 20 repetitions.
host_write_ns = 64K:984ns 2M:47.8us 16M:1.021ms 64M:4.575ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (20 points at 4 sizes): the best line, 1.228us + bytes / 11.3 GB/s, misses
# by 16.7% RMS, so it is not used.
# Residual: 16.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.042us 2M:186.6us 16M:1.475ms 64M:6.036ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
