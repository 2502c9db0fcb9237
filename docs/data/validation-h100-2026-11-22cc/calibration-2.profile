# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-2.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T06:09:50Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T06:09:50Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 11.8% RMS relative over 5 repetitions.
launch_ns = 5.215us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.174us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.224us + bytes / 6.15e+03 GB/s, misses by 55.9% RMS,
# so it is not used.
# Residual: 27.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.166us 64K:2.268us 1M:2.665us 1536K:2.137us 2M:46.54us 8M:40.88us 64M:47.81us 256M:52.3us 1G:183.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.606us + bytes / 1.52e+03 GB/s, misses by 48.5% RMS, so it is
# not used.
# Residual: 17.6% RMS relative over 45 repetitions.
free_ns = 4K:1.952us 64K:1.973us 1M:1.952us 1536K:1.943us 2M:35.71us 8M:39.74us 64M:84.63us 256M:175.4us 1G:605.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.568us + bytes / 5.87e+03 GB/s, misses by 64.3% RMS, so it is not used.
# Residual: 41.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.637us 64K:2.095us 2M:18.38us 16M:38.92us 64M:41.42us 256M:40.61us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 10.79us +
# bytes / 2.65e+05 GB/s, written at the measured sizes (the medians would give
# 5.8%).
# Residual: 6.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.79us 64K:10.79us 2M:10.8us 16M:10.86us 64M:11.05us 256M:11.8us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 28.0%, 512K
# 27.7%, 1M 27.2%, 2M 25.7%, 4M 24.7%, 8M 22.3%, 16M 21.7%, 32M 22.2%.
# Residual: 21.7% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     117.7us     100.1us
# seq             2M          0         2         2     2097152           0     329.5us       293us
# seq            16M          0        16        16    16777216           0     1.876ms     2.138ms
# seq            64M          0        64        64    67108864           0     8.313ms     8.462ms
# seq           256M          0       256       256   268435456           0     34.68ms     33.76ms
# stride         64M        64K         4        32    67108864           0     4.409ms     4.862ms
# stride        256M         2M        16       128     8388608           0     2.895ms     3.192ms
# random         16M          0        16        16    16777216           0     1.916ms     2.138ms
# random         64M          0        39       104    67108864           0     9.136ms     7.712ms
# random        256M          0       127       907   268435456           0     45.68ms     36.15ms
# fresh           2M          0         2         2           0     2097152     130.3us     162.6us
# fresh          16M          0        16        16           0    16777216     986.4us     1.094ms
# fresh          64M          0        64        64           0    67108864     5.115ms     4.289ms
# fresh         256M          0       256       256           0   268435456     21.63ms     17.07ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 70 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted (GSL weighted least squares, relative errors,
# coefficients >= 0) as batches * fault_batch_ns + VA blocks serviced *
# fault_block_ns + bytes moved * ns per byte + fault_wake_ns (once: the
# kernel's first fault) + bytes zero-filled * fault_zero_ns per byte, with
# batches, blocks and bytes those simrun's engine produces for the same access
# (fault_batch and fault_window as below, density prefetch at the driver's
# defaults). Result: 52.49us per batch, 14.07us per VA block, bytes / 16.1
# GB/s moved, 29.48us per faulting kernel, bytes * 0 ns/B zero-filled.
# Residual: 21.7% RMS relative over 70 repetitions.
fault_batch_ns = 52.49us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.7% RMS relative over 70 repetitions.
fault_block_ns = 14.07us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:254.7ns 64K:4.074us 512K:32.6us 1M:65.19us 2M:130.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.7% RMS relative over 70 repetitions.
fault_wake_ns = 29.48us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 21.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 74.05us + bytes /
# 47.7 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 16.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:67.51us 2M:182.5us 16M:425us 64M:1.387ms 256M:5.422ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 18.23us + bytes / 9.38 GB/s, misses by 27.9% RMS, so it is not used.
# Residual: 22.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.77us 2M:377.5us 16M:1.565ms 64M:6.364ms 256M:26.84ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 17.44us + bytes / 8.96 GB/s, written at the measured sizes (the
# medians would give 10.5%).
# Residual: 10.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.76us 512K:75.98us 2M:251.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 23.35us + bytes / 3.28 GB/s, written at the measured sizes (the
# medians would give 6.4%).
# Residual: 9.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.34us 512K:183.2us 2M:662.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 238.4us + bytes / 3.37 GB/s, misses by 16.3% RMS, so
# it is not used.
# Residual: 13.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:254us 256K:307us 2M:688.1us 16M:5.13ms 64M:21.2ms 256M:84.05ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.721us + bytes / 1.02e+03 GB/s, misses by 22.5% RMS,
# so it is not used.
# Residual: 14.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.896us 2M:3.937us 16M:20.01us 64M:68.25us 256M:297.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.12us + bytes / 102 GB/s, misses by
# 30.8% RMS, so it is not used.
# Residual: 27.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.6us 2M:23.97us 16M:247.9us 64M:837.5us 256M:2.688ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.63us

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
# measured medians (15 points at 3 sizes): the best line, 9.104us + bytes /
# 274 GB/s, misses by 21.1% RMS, so it is not used.
# Residual: 21.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.53us 16M:67.93us 64M:259.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 173 GB/s, misses by 23.9% RMS, so it is not used.
# Residual: 23.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.97us 16M:91.19us 64M:366.4us 256M:1.617ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.286us
# + bytes / 12.1 GB/s, misses by 29.9% RMS, so it is not used.
# Residual: 17.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.404us 64K:22.21us 2M:132.8us 16M:1.453ms 64M:6.432ms 256M:29.05ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.23us + bytes / 13.4 GB/s,
# misses by 23.1% RMS, so it is not used.
# Residual: 10.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.912us 64K:27.13us 2M:237.2us 16M:1.167ms 64M:4.476ms 256M:19.73ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 1.218us +
# bytes / 10.8 GB/s, misses by 27.4% RMS, so it is not used.
# Residual: 24.4% RMS relative over 20 repetitions.
host_read_ns = 64K:7.171us 2M:200.7us 16M:1.962ms 64M:8.023ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 30.4 GB/s, misses by
# 34.8% RMS, so it is not used.
# Residual: 12.5% RMS relative over 20 repetitions.
host_write_ns = 64K:920ns 2M:49.95us 16M:808us 64M:4.233ms


# host_write_cold_ns: added 2026-11-22, after this file was written, when
# simrun began to charge a device-memory HOST write's bytes of the host copy
# beyond those earlier HOST events touched out of the CPU's caches: the fit of
# the committed H100 profile (host_write_ns case cold, machine y's ten
# calibrations).
host_write_cold_ns = 64K:6.872us 2M:194.2us 16M:1.548ms 64M:6.188ms

# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
