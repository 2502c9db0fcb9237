# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/machine.profile --base
# scripts/../profiles/h100-pcie5.profile --from
# /root/out/w/val/gpu/calibration-1.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-2.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-3.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-4.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-5.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-6.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-7.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-8.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-9.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-10.profile.measurements.csv` on
# 2026-11-22T05:08:00Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T05:08:00Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 50 repetitions.
# Residual: 17.4% RMS relative over 50 repetitions.
launch_ns = 4.24us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 50 repetitions.
# Residual: 18.2% RMS relative over 50 repetitions.
kernel_gap_ns = 2.061us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (450 points at 9
# sizes): the best line, 2.331us + bytes / 6.55e+03 GB/s, misses by 68.1% RMS,
# so it is not used.
# Residual: 57.7% RMS relative over 450 repetitions.
malloc_ns = 4K:4.019us 64K:3.106us 1M:3.07us 1536K:2.931us 2M:72.56us 8M:50.75us 64M:76.37us 256M:76.42us 1G:170.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (450 points at 9 sizes): the
# best line, 1.623us + bytes / 1.9e+03 GB/s, misses by 65.5% RMS, so it is not
# used.
# Residual: 69.1% RMS relative over 450 repetitions.
free_ns = 4K:4.147us 64K:3.63us 1M:3.523us 1536K:3.189us 2M:49.03us 8M:45.78us 64M:83.15us 256M:183.8us 1G:644.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (300 points at 6 sizes): the best line,
# 3.341us + bytes / 5.29e+03 GB/s, misses by 65.8% RMS, so it is not used.
# Residual: 45.1% RMS relative over 300 repetitions.
managed_malloc_ns = 4K:3.873us 64K:3.473us 2M:26.89us 16M:39.74us 64M:48.51us 256M:50.01us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (300 points at 6 sizes): the best line, 12.43us + bytes /
# 2.49e+06 GB/s, misses by 20.4% RMS, so it is not used.
# Residual: 21.7% RMS relative over 300 repetitions.
managed_free_ns = 4K:13.98us 64K:13.18us 2M:13.32us 16M:13.48us 64M:12.93us 256M:13.77us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 27.9%, 512K
# 27.7%, 1M 27.3%, 2M 26.7%, 4M 26.2%, 8M 25.5%, 16M 25.4%, 32M 25.8%.
# Residual: 25.4% RMS relative over 700 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     82.14us     64.12us
# seq             2M          0         2         2     2097152           0     212.4us     250.1us
# seq            16M          0        16        16    16777216           0     1.771ms     1.907ms
# seq            64M          0        64        64    67108864           0     8.362ms     7.587ms
# seq           256M          0       256       256   268435456           0     35.37ms     30.31ms
# stride         64M        64K         4        32    67108864           0     5.925ms     5.143ms
# stride        256M         2M        16       128     8388608           0     2.481ms     2.628ms
# random         16M          0        16        16    16777216           0     1.724ms     1.907ms
# random         64M          0        39       104    67108864           0     8.994ms     7.187ms
# random        256M          0       127       907   268435456           0     47.37ms      33.4ms
# fresh           2M          0         2         2           0     2097152     138.3us     143.8us
# fresh          16M          0        16        16           0    16777216     1.093ms     1.056ms
# fresh          64M          0        64        64           0    67108864      5.48ms     4.185ms
# fresh         256M          0       256       256           0   268435456     23.48ms      16.7ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 700 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted (GSL weighted least squares, relative errors,
# coefficients >= 0) as batches * fault_batch_ns + VA blocks serviced *
# fault_block_ns + bytes moved * ns per byte + fault_wake_ns (once: the
# kernel's first fault) + bytes zero-filled * fault_zero_ns per byte, with
# batches, blocks and bytes those simrun's engine produces for the same access
# (fault_batch and fault_window as below, density prefetch at the driver's
# defaults). Result: 34.55us per batch, 11.59us per VA block, bytes / 14.5
# GB/s moved, 13.47us per faulting kernel, bytes / 55.1 GB/s zero-filled.
# Residual: 25.4% RMS relative over 700 repetitions.
fault_batch_ns = 34.55us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.4% RMS relative over 700 repetitions.
fault_block_ns = 11.59us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 25.4% RMS relative over 700 repetitions.
fault_h2d_ns = 4K:282ns 64K:4.512us 512K:36.09us 1M:72.19us 2M:144.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.4% RMS relative over 700 repetitions.
fault_wake_ns = 13.47us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 25.4% RMS relative over 700 repetitions.
fault_zero_ns = 4K:74.34ns 64K:1.189us 512K:9.515us 1M:19.03us 2M:38.06us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (250 points at 5 sizes): the best line, 38.81us + bytes /
# 44.2 GB/s, misses by 21.7% RMS, so it is not used.
# Residual: 14.2% RMS relative over 250 repetitions.
prefetch_h2d_ns = 64K:36.1us 2M:124.8us 16M:445us 64M:1.386ms 256M:5.416ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (250 points at 5 sizes): the best
# line, 17.15us + bytes / 11.5 GB/s, misses by 26.1% RMS, so it is not used.
# Residual: 27.4% RMS relative over 250 repetitions.
prefetch_d2h_ns = 64K:23.21us 2M:251.4us 16M:1.62ms 64M:6.3ms 256M:25.07ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (4800 points at 3 sizes): the best line,
# 16.86us + bytes / 10.9 GB/s, misses by 21.2% RMS, so it is not used.
# Residual: 24.1% RMS relative over 4800 repetitions.
evict_d2h_ns = 64K:23.9us 512K:74.69us 2M:238.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 300
# points at 3 sizes): 23.21us + bytes / 3.43 GB/s, written at the measured
# sizes (the medians would give 13.8%).
# Residual: 14.5% RMS relative over 300 repetitions.
cpu_fault_d2h_ns = 64K:42.32us 512K:176.1us 2M:634.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (300 points at 6
# sizes): the best line, 299.2us + bytes / 2.66 GB/s, misses by 20.4% RMS, so
# it is not used.
# Residual: 17.1% RMS relative over 300 repetitions.
host_populate_ns = 64K:356.3us 256K:423us 2M:912.6us 16M:7.174ms 64M:28.43ms 256M:112.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (500 points at 5
# sizes): the best line, 2.372us + bytes / 1.2e+03 GB/s, misses by 32.5% RMS,
# so it is not used.
# Residual: 33.9% RMS relative over 500 repetitions.
prefetch_host_ns = 64K:4.095us 2M:3.838us 16M:20.47us 64M:74.41us 256M:294.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (250 points at 5 sizes): the best line, 13.77us + bytes / 94.4 GB/s, misses
# by 23.1% RMS, so it is not used.
# Residual: 21.6% RMS relative over 250 repetitions.
prefetch_call_ns = 64K:17.39us 2M:32.48us 16M:235us 64M:841.9us 256M:3.02ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 150 repetitions.
# Residual: 33.2% RMS relative over 150 repetitions.
prefetch_defer_ns = 95.5us

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (150 points at 3 sizes): the best line, 8.185us + bytes /
# 271 GB/s, misses by 25.3% RMS, so it is not used.
# Residual: 25.5% RMS relative over 150 repetitions.
prefetch_zero_ns = 2M:16.18us 16M:73.09us 64M:265.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (200 points at 4 sizes): the best line, 0ns +
# bytes / 163 GB/s, misses by 24.8% RMS, so it is not used.
# Residual: 25.3% RMS relative over 200 repetitions.
managed_free_resident_ns = 2M:15.14us 16M:104.5us 64M:427.4us 256M:1.738ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (300 points at 6 sizes): the best line,
# 8.248us + bytes / 10.2 GB/s, misses by 30.5% RMS, so it is not used.
# Residual: 20.9% RMS relative over 300 repetitions.
memcpy_h2d_ns = 4K:7.829us 64K:24.38us 2M:161.9us 16M:1.833ms 64M:7.984ms 256M:33.95ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (300 points at 6 sizes): the best line, 13.42us + bytes / 11 GB/s,
# misses by 27.0% RMS, so it is not used.
# Residual: 20.8% RMS relative over 300 repetitions.
memcpy_d2h_ns = 4K:12.79us 64K:29.41us 2M:258.5us 16M:1.552ms 64M:6.221ms 256M:23.89ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (200 points at 4 sizes): the best line, 0ns +
# bytes / 12.3 GB/s, misses by 42.6% RMS, so it is not used.
# Residual: 55.3% RMS relative over 200 repetitions.
host_read_ns = 64K:6.844us 2M:196.9us 16M:1.969ms 64M:8.82ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (200 points at 4 sizes): the best line, 0ns + bytes / 28.2 GB/s, misses by
# 41.1% RMS, so it is not used.
# Residual: 24.1% RMS relative over 200 repetitions.
host_write_ns = 64K:1.205us 2M:59.08us 16M:928.6us 64M:5.091ms

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
