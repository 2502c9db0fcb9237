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
# 2026-11-22T06:09:19Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T06:09:19Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 50 repetitions.
# Residual: 22.2% RMS relative over 50 repetitions.
launch_ns = 4.401us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 50 repetitions.
# Residual: 4.4% RMS relative over 50 repetitions.
kernel_gap_ns = 2.173us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (450 points at 9
# sizes): the best line, 2.433us + bytes / 7.67e+03 GB/s, misses by 62.8% RMS,
# so it is not used.
# Residual: 40.8% RMS relative over 450 repetitions.
malloc_ns = 4K:2.693us 64K:2.711us 1M:2.744us 1536K:2.635us 2M:51.56us 8M:45.67us 64M:57.6us 256M:61.09us 1G:126.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (450 points at 9 sizes): the
# best line, 1.556us + bytes / 2.12e+03 GB/s, misses by 60.6% RMS, so it is
# not used.
# Residual: 48.2% RMS relative over 450 repetitions.
free_ns = 4K:3.183us 64K:2.394us 1M:2.45us 1536K:2.115us 2M:40.96us 8M:42.39us 64M:75.86us 256M:166.4us 1G:527.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (300 points at 6 sizes): the best line,
# 3.277us + bytes / 6.42e+03 GB/s, misses by 67.2% RMS, so it is not used.
# Residual: 46.6% RMS relative over 300 repetitions.
managed_malloc_ns = 4K:3.7us 64K:3.251us 2M:26.1us 16M:39.77us 64M:45.34us 256M:44.51us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (300 points at 6 sizes): the best line, 10.7us + bytes /
# 7.58e+05 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 23.5% RMS relative over 300 repetitions.
managed_free_ns = 4K:12.54us 64K:11.28us 2M:11.31us 16M:10.9us 64M:10.81us 256M:11.75us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 27.3%, 512K
# 27.0%, 1M 26.6%, 2M 25.9%, 4M 25.7%, 8M 25.7%, 16M 25.8%, 32M 26.4%.
# Residual: 25.7% RMS relative over 700 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     78.66us     63.41us
# seq             2M          0         2         2     2097152           0     215.4us     252.9us
# seq            16M          0        16        16    16777216           0     1.705ms     1.842ms
# seq            64M          0        64        64    67108864           0     8.539ms     7.289ms
# seq           256M          0       256       256   268435456           0     37.28ms     29.08ms
# stride         64M        64K         8        32    67108864           0     5.995ms     5.784ms
# stride        256M         2M        32       128     8388608           0     2.657ms     2.961ms
# random         16M          0        12        16    16777216           0     2.025ms     1.764ms
# random         64M          0        36       161    67108864           0     9.558ms     8.007ms
# random        256M          0       125      1211   268435456           0     50.45ms     38.96ms
# fresh           2M          0         2         2           0     2097152     156.6us     169.4us
# fresh          16M          0        16        16           0    16777216     1.129ms     1.174ms
# fresh          64M          0        64        64           0    67108864     5.694ms     4.617ms
# fresh         256M          0       256       256           0   268435456     24.02ms     18.39ms
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
# defaults). Result: 19.43us per batch, 13.01us per VA block, bytes / 12.9
# GB/s moved, 25.91us per faulting kernel, bytes / 26.7 GB/s zero-filled.
# Residual: 25.7% RMS relative over 700 repetitions.
fault_batch_ns = 19.43us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.7% RMS relative over 700 repetitions.
fault_block_ns = 13.01us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 25.7% RMS relative over 700 repetitions.
fault_h2d_ns = 4K:316.6ns 64K:5.065us 512K:40.52us 1M:81.04us 2M:162.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.7% RMS relative over 700 repetitions.
fault_wake_ns = 25.91us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 25.7% RMS relative over 700 repetitions.
fault_zero_ns = 4K:153.5ns 64K:2.456us 512K:19.65us 1M:39.3us 2M:78.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (250 points at 5 sizes): the best line, 41.11us + bytes /
# 46 GB/s, misses by 20.9% RMS, so it is not used.
# Residual: 14.0% RMS relative over 250 repetitions.
prefetch_h2d_ns = 64K:37.22us 2M:121.1us 16M:432.1us 64M:1.372ms 256M:5.387ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (250 points at 5 sizes): the best
# line, 16.85us + bytes / 11.9 GB/s, misses by 24.8% RMS, so it is not used.
# Residual: 26.7% RMS relative over 250 repetitions.
prefetch_d2h_ns = 64K:23.33us 2M:242.8us 16M:1.563ms 64M:6.233ms 256M:25.42ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (4800 points at 3 sizes): the best line,
# 16.36us + bytes / 10.4 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 19.9% RMS relative over 4800 repetitions.
evict_d2h_ns = 64K:23.43us 512K:73.27us 2M:248.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (300 points at 3 sizes): the best
# line, 23.05us + bytes / 3.74 GB/s, misses by 17.4% RMS, so it is not used.
# Residual: 16.9% RMS relative over 300 repetitions.
cpu_fault_d2h_ns = 64K:41.51us 512K:192.1us 2M:578.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (300 points at 6
# sizes): the best line, 262.2us + bytes / 2.98 GB/s, misses by 22.5% RMS, so
# it is not used.
# Residual: 20.1% RMS relative over 300 repetitions.
host_populate_ns = 64K:316.9us 256K:383.4us 2M:816.2us 16M:6.569ms 64M:26.09ms 256M:104.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (500 points at 5
# sizes): the best line, 2.309us + bytes / 1.31e+03 GB/s, misses by 32.3% RMS,
# so it is not used.
# Residual: 34.7% RMS relative over 500 repetitions.
prefetch_host_ns = 64K:3.808us 2M:3.49us 16M:19.54us 64M:69.25us 256M:283.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (250 points at 5 sizes): the best line, 12.3us + bytes / 91.7 GB/s, misses
# by 23.2% RMS, so it is not used.
# Residual: 20.8% RMS relative over 250 repetitions.
prefetch_call_ns = 64K:16.08us 2M:31.45us 16M:235.2us 64M:910.1us 256M:3.157ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 150 repetitions.
# Residual: 23.9% RMS relative over 150 repetitions.
prefetch_defer_ns = 94.46us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Fit:
# the median of 50 repetitions.
# Residual: 0.0% RMS relative over 50 repetitions.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (150 points at 3 sizes): the best line, 8.423us + bytes /
# 244 GB/s, misses by 27.5% RMS, so it is not used.
# Residual: 27.5% RMS relative over 150 repetitions.
prefetch_zero_ns = 2M:16.64us 16M:77.33us 64M:296.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (200 points at 4 sizes): the best line, 1.73us +
# bytes / 175 GB/s, misses by 27.8% RMS, so it is not used.
# Residual: 28.2% RMS relative over 200 repetitions.
managed_free_resident_ns = 2M:16.19us 16M:101.6us 64M:381.9us 256M:1.531ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (300 points at 6 sizes): the best line,
# 7.996us + bytes / 10.6 GB/s, misses by 30.9% RMS, so it is not used.
# Residual: 20.7% RMS relative over 300 repetitions.
memcpy_h2d_ns = 4K:7.468us 64K:23.87us 2M:162.2us 16M:1.674ms 64M:7.413ms 256M:34.26ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (300 points at 6 sizes): the best line, 13.08us + bytes / 11.2 GB/s,
# misses by 29.2% RMS, so it is not used.
# Residual: 23.4% RMS relative over 300 repetitions.
memcpy_d2h_ns = 4K:12.08us 64K:28.73us 2M:255.8us 16M:1.541ms 64M:6.074ms 256M:24.73ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (200 points at 4 sizes): the best line, 0ns +
# bytes / 7.61 GB/s, misses by 31.6% RMS, so it is not used.
# Residual: 33.6% RMS relative over 200 repetitions.
host_read_ns = 64K:9.707us 2M:295.5us 16M:2.464ms 64M:10.22ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (200 points at 4 sizes): the best line, 0ns + bytes / 23.5 GB/s, misses by
# 38.5% RMS, so it is not used.
# Residual: 27.1% RMS relative over 200 repetitions.
host_write_ns = 64K:1.244us 2M:75.16us 16M:951.9us 64M:5.174ms


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
