# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-6.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T05:10:31Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T05:10:31Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.5% RMS relative over 5 repetitions.
launch_ns = 3.928us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.187us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.238us + bytes / 5.74e+03 GB/s, misses by 57.5% RMS,
# so it is not used.
# Residual: 25.9% RMS relative over 45 repetitions.
malloc_ns = 4K:3.25us 64K:3.099us 1M:3.151us 1536K:3.146us 2M:72.36us 8M:63.47us 64M:82.59us 256M:65.76us 1G:142.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.66us + bytes / 1.27e+03 GB/s, misses by 46.6% RMS, so it is not
# used.
# Residual: 19.3% RMS relative over 45 repetitions.
free_ns = 4K:3.984us 64K:4.114us 1M:3.824us 1536K:3.985us 2M:50.9us 8M:50.2us 64M:84.11us 256M:191.5us 1G:728.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.132us + bytes / 7.98e+03 GB/s, misses by 66.2% RMS, so it is not used.
# Residual: 34.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.782us 64K:3.264us 2M:30.06us 16M:46us 64M:40.45us 256M:34.88us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 9.628us +
# bytes / 6.04e+06 GB/s, written at the measured sizes (the medians would give
# 12.8%).
# Residual: 12.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.628us 64K:9.628us 2M:9.628us 16M:9.63us 64M:9.639us 256M:9.672us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 23.1%, 512K
# 22.6%, 1M 21.8%, 2M 21.2%, 4M 21.7%, 8M 22.4%, 16M 22.9%, 32M 23.6%.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     84.29us     60.95us
# seq             2M          0         2         2     2097152           0     204.4us     239.1us
# seq            16M          0        16        16    16777216           0      1.44ms     1.636ms
# seq            64M          0        64        64    67108864           0      7.63ms     6.424ms
# seq           256M          0       256       256   268435456           0      35.5ms     25.58ms
# stride         64M        64K        32        32    67108864           0     5.691ms     5.906ms
# stride        256M         2M       128       128     8388608           0     2.448ms     2.778ms
# random         16M          0         9        35    16777216           0     1.868ms     1.943ms
# random         64M          0        34       306    67108864           0     11.03ms     10.34ms
# random        256M          0       139      1560   268435456           0     47.63ms     46.66ms
# fresh           2M          0         2         2           0     2097152     130.5us     179.3us
# fresh          16M          0        16        16           0    16777216     1.103ms     1.158ms
# fresh          64M          0        64        64           0    67108864     5.647ms     4.512ms
# fresh         256M          0       256       256           0   268435456     22.84ms     17.93ms
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
# defaults). Result: 0ns per batch, 16.17us per VA block, bytes / 12.5 GB/s
# moved, 39.56us per faulting kernel, bytes / 19.5 GB/s zero-filled. This
# coefficient came out negative and is held at 0.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_block_ns = 16.17us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:326.5ns 64K:5.224us 512K:41.79us 1M:83.59us 2M:167.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_wake_ns = 39.56us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:209.8ns 64K:3.357us 512K:26.85us 1M:53.71us 2M:107.4us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.95us + bytes / 41
# GB/s, misses by 25.7% RMS, so it is not used.
# Residual: 18.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.72us 2M:177.7us 16M:517.4us 64M:1.726ms 256M:5.433ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 17.42us + bytes / 14 GB/s, misses by 31.0% RMS, so it is not used.
# Residual: 33.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.18us 2M:393.7us 16M:1.676ms 64M:4.357ms 256M:17.11ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 15.72us + bytes / 12.8 GB/s, written at the measured sizes (the
# medians would give 13.7%).
# Residual: 13.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.86us 512K:56.78us 2M:179.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 20.92us + bytes / 3.75 GB/s, written at the measured sizes (the
# medians would give 5.1%).
# Residual: 8.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.37us 512K:160.6us 2M:579.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 277.9us + bytes / 2.87 GB/s, misses by 16.4% RMS, so
# it is not used.
# Residual: 11.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:303.2us 256K:394.3us 2M:813.7us 16M:6.432ms 64M:24.67ms 256M:106ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.477us + bytes / 1.56e+03 GB/s, misses by 23.3% RMS,
# so it is not used.
# Residual: 19.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.467us 2M:3.494us 16M:13.2us 64M:43.14us 256M:214.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.79us + bytes / 86.6 GB/s, misses
# by 26.2% RMS, so it is not used.
# Residual: 23.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.37us 2M:35.4us 16M:245.1us 64M:907.6us 256M:2.724ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 104.4us

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (15 points at 3 sizes): the best line, 7.294us + bytes /
# 303 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.44us 16M:65.07us 64M:225.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 192 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.89us 16M:86.85us 64M:343.4us 256M:1.384ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.685us
# + bytes / 10.1 GB/s, misses by 29.3% RMS, so it is not used.
# Residual: 21.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.433us 64K:24.02us 2M:158.1us 16M:2.011ms 64M:7.061ms 256M:35.65ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.24us + bytes / 11.9 GB/s,
# misses by 23.3% RMS, so it is not used.
# Residual: 14.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.893us 64K:27.73us 2M:238.3us 16M:1.262ms 64M:5.892ms 256M:21.76ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 16.2 GB/s, misses by 38.0% RMS, so it is not used.
# Residual: 35.2% RMS relative over 20 repetitions.
host_read_ns = 64K:2.911us 2M:94.7us 16M:1.702ms 64M:7.588ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 33.8 GB/s, misses by
# 38.6% RMS, so it is not used.
# Residual: 13.9% RMS relative over 20 repetitions.
host_write_ns = 64K:876ns 2M:44.67us 16M:671.2us 64M:4.467ms

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
