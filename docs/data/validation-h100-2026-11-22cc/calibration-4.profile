# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-4.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T06:10:51Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T06:10:51Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 31.9% RMS relative over 5 repetitions.
launch_ns = 5.425us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.174us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.593us + bytes / 7.12e+03 GB/s, misses by 57.5% RMS,
# so it is not used.
# Residual: 25.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.502us 64K:2.57us 1M:2.535us 1536K:2.505us 2M:55.29us 8M:48.03us 64M:57.9us 256M:56.33us 1G:110.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.206us + bytes / 1.63e+03 GB/s, misses by 47.9% RMS, so it is
# not used.
# Residual: 19.4% RMS relative over 45 repetitions.
free_ns = 4K:3.447us 64K:3.386us 1M:3.498us 1536K:3.33us 2M:40.92us 8M:44.04us 64M:86.66us 256M:180.1us 1G:533.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.817us + bytes / 4.75e+03 GB/s, misses by 63.0% RMS, so it is not used.
# Residual: 33.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.707us 64K:3.068us 2M:25.7us 16M:41.66us 64M:45.05us 256M:51.33us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 12.06us +
# bytes / 1.84e+05 GB/s, written at the measured sizes (the medians would give
# 7.1%).
# Residual: 8.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.06us 64K:12.06us 2M:12.07us 16M:12.15us 64M:12.42us 256M:13.51us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 23.2%, 512K
# 22.8%, 1M 22.2%, 2M 22.1%, 4M 22.7%, 8M 23.6%, 16M 24.5%, 32M 25.4%.
# Residual: 22.1% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     68.48us     56.82us
# seq             2M          0         2         2     2097152           0     195.9us     248.9us
# seq            16M          0        16        16    16777216           0     1.915ms     1.758ms
# seq            64M          0        64        64    67108864           0     7.202ms     6.934ms
# seq           256M          0       256       256   268435456           0     37.99ms     27.64ms
# stride         64M        64K        32        32    67108864           0     6.614ms     6.361ms
# stride        256M         2M       128       128     8388608           0     2.823ms     3.045ms
# random         16M          0         9        35    16777216           0       2.1ms     2.099ms
# random         64M          0        34       306    67108864           0     10.43ms     11.27ms
# random        256M          0       139      1560   268435456           0     52.43ms     50.99ms
# fresh           2M          0         2         2           0     2097152     157.2us     183.6us
# fresh          16M          0        16        16           0    16777216      1.18ms     1.235ms
# fresh          64M          0        64        64           0    67108864     5.893ms     4.842ms
# fresh         256M          0       256       256           0   268435456     20.27ms     19.27ms
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
# defaults). Result: 0ns per batch, 17.91us per VA block, bytes / 11.7 GB/s
# moved, 33.29us per faulting kernel, bytes / 18.3 GB/s zero-filled. This
# coefficient came out negative and is held at 0.
# Residual: 22.1% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.1% RMS relative over 70 repetitions.
fault_block_ns = 17.91us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:351.2ns 64K:5.62us 512K:44.96us 1M:89.91us 2M:179.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.1% RMS relative over 70 repetitions.
fault_wake_ns = 33.29us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:223.5ns 64K:3.577us 512K:28.61us 1M:57.22us 2M:114.4us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 43.47us + bytes / 44
# GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 13.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.67us 2M:121.1us 16M:418.3us 64M:1.568ms 256M:5.406ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 19.32us + bytes / 9.28 GB/s, misses by 26.0% RMS, so it is not used.
# Residual: 26.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.01us 2M:240.3us 16M:2.503ms 64M:8.179ms 256M:26.24ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 14.03us + bytes / 12.8 GB/s, written at the measured sizes (the
# medians would give 7.5%).
# Residual: 7.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.15us 512K:54.98us 2M:177.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 30.33us + bytes / 4.54 GB/s, misses by 17.5% RMS, so it is not used.
# Residual: 14.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.95us 512K:192.7us 2M:469.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 236.8us + bytes / 3.26 GB/s, misses by 16.3% RMS, so
# it is not used.
# Residual: 12.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:252.4us 256K:336.6us 2M:736.8us 16M:5.396ms 64M:22.13ms 256M:89.54ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.972us + bytes / 933 GB/s, misses by 24.5% RMS, so
# it is not used.
# Residual: 17.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.122us 2M:3.984us 16M:22.63us 64M:78.58us 256M:310.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.11us + bytes / 92.7 GB/s, misses
# by 19.5% RMS, so it is not used.
# Residual: 14.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.41us 2M:31.64us 16M:236.8us 64M:909us 256M:2.55ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.96us

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
# measured medians (15 points at 3 sizes): the best line, 8.878us + bytes /
# 222 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.67us 16M:81.97us 64M:316.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.376us +
# bytes / 165 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 23.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:17.93us 16M:101.9us 64M:413.2us 256M:1.642ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.045us
# + bytes / 10.8 GB/s, misses by 29.4% RMS, so it is not used.
# Residual: 20.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.516us 64K:23.52us 2M:154.3us 16M:1.588ms 64M:6.473ms 256M:30.72ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.06us + bytes / 12.5 GB/s,
# misses by 24.7% RMS, so it is not used.
# Residual: 13.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.632us 64K:27.88us 2M:244.3us 16M:1.28ms 64M:4.79ms 256M:20.83ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 2.085us + bytes / 6.44 GB/s, written at the measured sizes (the medians
# would give 9.4%).
# Residual: 9.4% RMS relative over 20 repetitions.
host_read_ns = 64K:12.27us 2M:327.9us 16M:2.608ms 64M:10.43ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 17.7 GB/s, misses by
# 19.5% RMS, so it is not used.
# Residual: 12.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.476us 2M:97.12us 16M:1.05ms 64M:4.845ms


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
