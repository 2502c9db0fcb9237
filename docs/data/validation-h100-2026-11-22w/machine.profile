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
# 2026-11-22T02:24:59Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T02:24:59Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches per repetition, the CPU writing 256
# KiB between two, the launch calls alone timed, divided by 1000); the value
# is the median. Fit: the median of 50 repetitions.
# Residual: 11.2% RMS relative over 50 repetitions.
launch_ns = 4.286us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (450 points at 9
# sizes): the best line, 1.878us + bytes / 8.37e+03 GB/s, misses by 60.3% RMS,
# so it is not used.
# Residual: 32.7% RMS relative over 450 repetitions.
malloc_ns = 4K:2.498us 64K:1.884us 1M:2.208us 1536K:2.002us 2M:46.98us 8M:41.71us 64M:50.68us 256M:66.64us 1G:114.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (450 points at 9 sizes): the
# best line, 1.34us + bytes / 2.28e+03 GB/s, misses by 54.3% RMS, so it is not
# used.
# Residual: 30.1% RMS relative over 450 repetitions.
free_ns = 4K:2.122us 64K:1.716us 1M:1.906us 1536K:1.651us 2M:37.59us 8M:34.66us 64M:65.96us 256M:138.8us 1G:393.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (300 points at 6 sizes): the best line,
# 3.031us + bytes / 7.15e+03 GB/s, misses by 67.4% RMS, so it is not used.
# Residual: 49.7% RMS relative over 300 repetitions.
managed_malloc_ns = 4K:3.79us 64K:3.452us 2M:22.78us 16M:35.42us 64M:40.79us 256M:40.38us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (300 points at 6 sizes): the best line, 9.382us + bytes /
# 5.15e+05 GB/s, misses by 24.3% RMS, so it is not used.
# Residual: 25.0% RMS relative over 300 repetitions.
managed_free_ns = 4K:11.35us 64K:9.318us 2M:9.393us 16M:9.566us 64M:9.635us 256M:10.31us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 27.5%, 512K
# 27.3%, 1M 26.9%, 2M 26.0%, 4M 25.0%, 8M 24.7%, 16M 25.4%, 32M 26.2%.
# Residual: 24.7% RMS relative over 700 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     68.94us     62.17us
# seq             2M          0         2         2     2097152           0     251.3us     234.1us
# seq            16M          0        16        16    16777216           0     1.636ms     1.642ms
# seq            64M          0        64        64    67108864           0     7.928ms     6.471ms
# seq           256M          0       256       256   268435456           0     33.58ms     25.78ms
# stride         64M        64K         8        32    67108864           0     5.908ms     5.373ms
# stride        256M         2M        32       128     8388608           0      2.45ms     2.526ms
# random         16M          0        12        16    16777216           0     1.263ms      1.59ms
# random         64M          0        36       161    67108864           0     8.014ms     7.216ms
# random        256M          0       125      1211   268435456           0     43.39ms     35.01ms
# fresh           2M          0         2         2           0     2097152     153.7us     153.8us
# fresh          16M          0        16        16           0    16777216     1.155ms         1ms
# fresh          64M          0        64        64           0    67108864     5.255ms     3.902ms
# fresh         256M          0       256       256           0   268435456     20.01ms     15.51ms
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
# defaults). Result: 13.06us per batch, 11.45us per VA block, bytes / 13.8
# GB/s moved, 32.9us per faulting kernel, bytes / 29.2 GB/s zero-filled.
# Residual: 24.7% RMS relative over 700 repetitions.
fault_batch_ns = 13.06us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.7% RMS relative over 700 repetitions.
fault_block_ns = 11.45us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.7% RMS relative over 700 repetitions.
fault_h2d_ns = 4K:297.2ns 64K:4.755us 512K:38.04us 1M:76.08us 2M:152.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.7% RMS relative over 700 repetitions.
fault_wake_ns = 32.9us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.7% RMS relative over 700 repetitions.
fault_zero_ns = 4K:140.4ns 64K:2.246us 512K:17.97us 1M:35.93us 2M:71.87us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (250 points at 5 sizes): the best line, 38.92us + bytes /
# 45.7 GB/s, misses by 19.3% RMS, so it is not used.
# Residual: 12.3% RMS relative over 250 repetitions.
prefetch_h2d_ns = 64K:37.23us 2M:118.3us 16M:429.7us 64M:1.363ms 256M:5.368ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (250 points at 5 sizes): the best
# line, 16.13us + bytes / 14.6 GB/s, misses by 24.3% RMS, so it is not used.
# Residual: 22.9% RMS relative over 250 repetitions.
prefetch_d2h_ns = 64K:19.92us 2M:196.3us 16M:1.098ms 64M:4.237ms 256M:16.87ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (4800 points at 3 sizes): the best line,
# 15.61us + bytes / 11.6 GB/s, misses by 20.9% RMS, so it is not used.
# Residual: 21.0% RMS relative over 4800 repetitions.
evict_d2h_ns = 64K:20.6us 512K:61.62us 2M:195.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (300 points at 3 sizes): the best
# line, 22.21us + bytes / 4.17 GB/s, misses by 19.3% RMS, so it is not used.
# Residual: 19.2% RMS relative over 300 repetitions.
cpu_fault_d2h_ns = 64K:37.99us 512K:175.6us 2M:536.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (300 points at 6
# sizes): the best line, 260.3us + bytes / 3.08 GB/s, misses by 20.3% RMS, so
# it is not used.
# Residual: 17.6% RMS relative over 300 repetitions.
host_populate_ns = 64K:331.5us 256K:388.6us 2M:790.2us 16M:6.397ms 64M:24.91ms 256M:96.52ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (500 points at 5
# sizes): the best line, 2.029us + bytes / 1.51e+03 GB/s, misses by 38.8% RMS,
# so it is not used.
# Residual: 36.2% RMS relative over 500 repetitions.
prefetch_host_ns = 64K:3.412us 2M:2.615us 16M:14.25us 64M:46us 256M:179.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (250 points at 5 sizes): the best line, 12.22us + bytes / 100 GB/s, misses
# by 22.5% RMS, so it is not used.
# Residual: 19.7% RMS relative over 250 repetitions.
prefetch_call_ns = 64K:14.75us 2M:26.92us 16M:189.9us 64M:681.7us 256M:2.725ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 150 repetitions.
# Residual: 25.2% RMS relative over 150 repetitions.
prefetch_defer_ns = 90.98us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (200 points at 4 sizes): the best line, 465.8ns
# + bytes / 182 GB/s, misses by 25.9% RMS, so it is not used.
# Residual: 27.3% RMS relative over 200 repetitions.
managed_free_resident_ns = 2M:15.96us 16M:87.06us 64M:354.5us 256M:1.438ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (300 points at 6 sizes): the best line, 5.053us
# + bytes / 8.54 GB/s, misses by 25.2% RMS, so it is not used.
# Residual: 20.2% RMS relative over 300 repetitions.
memcpy_h2d_ns = 4K:5.299us 64K:20.45us 2M:250.2us 16M:1.884ms 64M:7.427ms 256M:29.92ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (300 points at 6 sizes): the best line, 12.57us + bytes / 12.3 GB/s,
# misses by 25.0% RMS, so it is not used.
# Residual: 15.2% RMS relative over 300 repetitions.
memcpy_d2h_ns = 4K:11.02us 64K:28.32us 2M:240.5us 16M:1.303ms 64M:4.962ms 256M:20.46ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (200 points at 4 sizes): the best line, 0ns +
# bytes / 13.7 GB/s, misses by 40.5% RMS, so it is not used.
# Residual: 31.1% RMS relative over 200 repetitions.
host_read_ns = 64K:4.221us 2M:108us 16M:1.855ms 64M:8.075ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (200 points at 4 sizes): the best line, 0ns + bytes / 30.6 GB/s, misses by
# 40.4% RMS, so it is not used.
# Residual: 18.6% RMS relative over 200 repetitions.
host_write_ns = 64K:924ns 2M:47.46us 16M:898.7us 64M:4.738ms


# kernel_gap_ns: added 2026-11-22, when simrun began to charge each kernel the
# GPU's time between back-to-back kernels; these measurements have no
# kernel_gap_ns rows, so this is the value replay-bench measured on machine z
# (gpurun's replay kernel with nothing to do: docs/measurements.md section 15).
kernel_gap_ns = 2us

# prefetch_zero_ns: added 2026-11-22, when simrun began to charge a prefetch to the
# GPU of pages resident nowhere: the fit of this set's calibrations
# (prefetch_h2d_ns case fresh; gpurun --calibrate --from their measurements).
prefetch_zero_ns = 2M:16.16us 16M:64.46us 64M:240.2us

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
