# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-3.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T05:09:00Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T05:09:00Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 31.6% RMS relative over 5 repetitions.
launch_ns = 6.983us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.4% RMS relative over 5 repetitions.
kernel_gap_ns = 2.059us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.968us + bytes / 5.5e+03 GB/s, misses by 54.7% RMS,
# so it is not used.
# Residual: 26.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.752us 64K:3.011us 1M:1.874us 1536K:1.813us 2M:47.99us 8M:33.26us 64M:37.62us 256M:50.52us 1G:162.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.29us + bytes / 1.88e+03 GB/s, misses by 51.7% RMS, so it is not
# used.
# Residual: 21.0% RMS relative over 45 repetitions.
free_ns = 4K:2.34us 64K:2.135us 1M:1.455us 1536K:1.511us 2M:32.43us 8M:31.5us 64M:57.07us 256M:151.2us 1G:507.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.827us + bytes / 5.45e+03 GB/s, misses by 64.9% RMS, so it is not used.
# Residual: 39.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.752us 64K:2.483us 2M:21.54us 16M:45.98us 64M:45.84us 256M:42.42us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 10.67us +
# bytes / 2.57e+05 GB/s, written at the measured sizes (the medians would give
# 13.7%).
# Residual: 14.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.67us 64K:10.67us 2M:10.68us 16M:10.74us 64M:10.93us 256M:11.72us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 23.1%, 512K
# 22.6%, 1M 21.6%, 2M 19.9%, 4M 19.7%, 8M 19.7%, 16M 20.3%, 32M 21.1%.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     69.73us     66.48us
# seq             2M          0         2         2     2097152           0     217.8us     239.1us
# seq            16M          0        16        16    16777216           0     1.561ms     1.607ms
# seq            64M          0        64        64    67108864           0     8.623ms     6.299ms
# seq           256M          0       256       256   268435456           0     34.12ms     25.06ms
# stride         64M        64K        16        32    67108864           0     4.534ms     5.691ms
# stride        256M         2M        64       128     8388608           0     2.479ms     2.829ms
# random         16M          0         9        23    16777216           0     1.626ms     1.702ms
# random         64M          0        35       230    67108864           0     10.33ms     8.835ms
# random        256M          0       128      1431   268435456           0     51.74ms     43.19ms
# fresh           2M          0         2         2           0     2097152     207.1us       236us
# fresh          16M          0        16        16           0    16777216      1.57ms     1.583ms
# fresh          64M          0        64        64           0    67108864     7.482ms     6.201ms
# fresh         256M          0       256       256           0   268435456     24.01ms     24.67ms
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
# defaults). Result: 2.212us per batch, 15.67us per VA block, bytes / 13.1
# GB/s moved, 43.61us per faulting kernel, bytes / 13.4 GB/s zero-filled.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_batch_ns = 2.212us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_block_ns = 15.67us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:311.9ns 64K:4.991us 512K:39.93us 1M:79.86us 2M:159.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_wake_ns = 43.61us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:306ns 64K:4.895us 512K:39.16us 1M:78.33us 2M:156.7us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 43.51us + bytes /
# 46.4 GB/s, misses by 24.2% RMS, so it is not used.
# Residual: 17.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:43.59us 2M:130.4us 16M:458.8us 64M:1.359ms 256M:5.41ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 16.48us + bytes / 10.2 GB/s, misses by 21.7% RMS, so it is not used.
# Residual: 19.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.97us 2M:285.9us 16M:1.535ms 64M:6.453ms 256M:25.89ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 18.68us + bytes / 8.76 GB/s, written at the measured sizes (the
# medians would give 9.5%).
# Residual: 9.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.15us 512K:78.49us 2M:257.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 23.34us + bytes / 2.93 GB/s, written at the measured sizes (the
# medians would give 2.2%).
# Residual: 7.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.7us 512K:202.2us 2M:738.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 325.9us + bytes / 2.63 GB/s, written at the
# measured sizes (the medians would give 7.6%).
# Residual: 12.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:350.9us 256K:425.7us 2M:1.124ms 16M:6.713ms 64M:25.87ms 256M:102.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.067us + bytes / 928 GB/s, misses by 17.4% RMS, so
# it is not used.
# Residual: 11.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.173us 2M:5.202us 16M:22.69us 64M:77.91us 256M:305.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 17.58us + bytes / 75.3
# GB/s, written at the measured sizes (the medians would give 7.0%).
# Residual: 13.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.45us 2M:45.43us 16M:240.4us 64M:908.9us 256M:3.583ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.7us

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (15 points at 3 sizes): the best line, 7.862us + bytes /
# 241 GB/s, misses by 20.7% RMS, so it is not used.
# Residual: 20.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.86us 16M:75.48us 64M:288us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.692us +
# bytes / 175 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.39us 16M:95.59us 64M:389.4us 256M:1.507ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.967us
# + bytes / 9.37 GB/s, misses by 34.9% RMS, so it is not used.
# Residual: 22.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.331us 64K:24.52us 2M:158.7us 16M:2.044ms 64M:10.68ms 256M:34.89ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 16.37us + bytes / 8.82 GB/s,
# misses by 23.7% RMS, so it is not used.
# Residual: 13.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:13.74us 64K:36.47us 2M:337.4us 16M:2.024ms 64M:7.289ms 256M:25.28ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.16 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 15.5% RMS relative over 20 repetitions.
host_read_ns = 64K:6.603us 2M:196.4us 16M:2.411ms 64M:10.08ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 23.8 GB/s, misses by
# 36.5% RMS, so it is not used.
# Residual: 13.8% RMS relative over 20 repetitions.
host_write_ns = 64K:1.142us 2M:60.75us 16M:1.093ms 64M:5.138ms

# prefetch_queue: added 2026-11-22, when simrun began to model the driver's
# queue of deferred prefetch calls; these measurements have none: 56, as
# gpurun --calibrate and probe_queue.cu measure it on an H100 PCIe, driver
# 580.159.04 (docs/measurements.md section 16).
prefetch_queue = 56

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
