# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-22ff/machine-refit.profile --base
# docs/data/validation-h100-2026-11-22ff/machine.profile --from
# docs/data/validation-h100-2026-11-22ff/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ff/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ff/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ff/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ff/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ff/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ff/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ff/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ff/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ff/calibration-10.profile.measuremen` on
# 2026-11-22T08:11:25Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-22ff/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:11:25Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 75 repetitions.
# Residual: 11.6% RMS relative over 75 repetitions.
launch_ns = 4.691us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 75 repetitions.
# Residual: 4.8% RMS relative over 75 repetitions.
kernel_gap_ns = 2.174us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (675 points at 9
# sizes): the best line, 2.847us + bytes / 4.83e+03 GB/s, misses by 60.0% RMS,
# so it is not used.
# Residual: 31.1% RMS relative over 675 repetitions.
malloc_ns = 4K:2.841us 64K:2.929us 1M:2.979us 1536K:2.83us 2M:60.87us 8M:51.18us 64M:79.69us 256M:84.64us 1G:175us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (675 points at 9 sizes): the
# best line, 2.305us + bytes / 1.34e+03 GB/s, misses by 55.5% RMS, so it is
# not used.
# Residual: 31.0% RMS relative over 675 repetitions.
free_ns = 4K:2.995us 64K:2.722us 1M:2.685us 1536K:2.676us 2M:45.59us 8M:47.94us 64M:85.89us 256M:206us 1G:681.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (450 points at 6 sizes): the best line,
# 4.435us + bytes / 2.93e+03 GB/s, misses by 66.6% RMS, so it is not used.
# Residual: 42.9% RMS relative over 450 repetitions.
managed_malloc_ns = 4K:4.524us 64K:3.736us 2M:31.02us 16M:52.24us 64M:76.98us 256M:76.75us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (450 points at 6 sizes): the best line, 13.72us + bytes /
# 2.65e+05 GB/s, misses by 17.1% RMS, so it is not used.
# Residual: 16.9% RMS relative over 450 repetitions.
managed_free_ns = 4K:14.62us 64K:13.52us 2M:13.52us 16M:13.59us 64M:13.73us 256M:14.82us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-22ff/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.3%, 512K 16.0%, 1M 15.4%, 2M 14.6%, 4M 14.1%, 8M 13.6%, 16M
# 13.6%, 32M 14.4%.
# Residual: 24.0% RMS relative over 1050 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     93.92us     77.99us
# seq             2M          0         2         2     2097152           0     267.7us     318.3us
# seq            16M          0        16        16    16777216           0     2.052ms     2.328ms
# seq            64M          0        64        64    67108864           0     9.855ms     9.218ms
# seq           256M          0       256       256   268435456           0     42.58ms     36.78ms
# stride         64M        64K         8        32    67108864           0     7.049ms     7.286ms
# stride        256M         2M        32       128     8388608           0     3.006ms     3.448ms
# random         16M          0        12        16    16777216           0     2.346ms     2.221ms
# random         64M          0        36       161    67108864           0     10.94ms     9.784ms
# random        256M          0       125      1211   268435456           0     56.62ms     46.22ms
# fresh           2M          0         2         2           0     2097152     171.2us     200.1us
# fresh          16M          0        16        16           0    16777216     1.273ms     1.382ms
# fresh          64M          0        64        64           0    67108864      6.25ms     5.435ms
# fresh         256M          0       256       256           0   268435456     26.27ms     21.65ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 1050 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted to each case's median (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte +
# fault_wake_ns (once: the kernel's first fault) + bytes zero-filled *
# fault_zero_ns per byte, with batches, blocks and bytes those simrun's engine
# produces for the same access (fault_batch and fault_window as below, density
# prefetch at the driver's defaults). Result: 26.74us per batch, 13.56us per
# VA block, bytes / 10.2 GB/s moved, 31.24us per faulting kernel, bytes / 23.8
# GB/s zero-filled.
# Residual: 24.0% RMS relative over 1050 repetitions.
fault_batch_ns = 26.74us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.0% RMS relative over 1050 repetitions.
fault_block_ns = 13.56us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.0% RMS relative over 1050 repetitions.
fault_h2d_ns = 4K:403.3ns 64K:6.452us 512K:51.62us 1M:103.2us 2M:206.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.0% RMS relative over 1050 repetitions.
fault_wake_ns = 31.24us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.0% RMS relative over 1050 repetitions.
fault_zero_ns = 4K:172.4ns 64K:2.758us 512K:22.07us 1M:44.13us 2M:88.26us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (375 points at 5 sizes): the best line, 45.02us + bytes /
# 44.9 GB/s, misses by 20.5% RMS, so it is not used.
# Residual: 12.3% RMS relative over 375 repetitions.
prefetch_h2d_ns = 64K:42.15us 2M:131.1us 16M:469.4us 64M:1.407ms 256M:5.567ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (375 points at 5 sizes): the best line,
# 18.64us + bytes / 10.4 GB/s, misses by 21.3% RMS, so it is not used.
# Residual: 19.8% RMS relative over 375 repetitions.
prefetch_d2h_ns = 64K:24.61us 2M:256.1us 16M:1.6ms 64M:6.253ms 256M:24.5ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (7200 points at 3 sizes): the best line,
# 18.37us + bytes / 8.65 GB/s, misses by 20.1% RMS, so it is not used.
# Residual: 20.1% RMS relative over 7200 repetitions.
evict_d2h_ns = 64K:25.9us 512K:79.57us 2M:259.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (450 points at 3 sizes): the best
# line, 22.42us + bytes / 3.14 GB/s, misses by 18.2% RMS, so it is not used.
# Residual: 16.8% RMS relative over 450 repetitions.
cpu_fault_d2h_ns = 64K:42.63us 512K:209us 2M:646.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-22ff/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (450 points at 6 sizes): the best line, 341.3us +
# bytes / 2.21 GB/s, misses by 17.5% RMS, so it is not used.
# Residual: 13.1% RMS relative over 450 repetitions.
host_populate_ns = 64K:392.1us 256K:482.4us 2M:1.032ms 16M:8.371ms 64M:33.36ms 256M:136.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (750 points at 5
# sizes): the best line, 3.19us + bytes / 933 GB/s, misses by 42.7% RMS, so it
# is not used.
# Residual: 40.7% RMS relative over 750 repetitions.
prefetch_host_ns = 64K:4.463us 2M:4.257us 16M:23us 64M:84.46us 256M:286.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (375 points at 5 sizes): the best line, 16.32us + bytes / 71.4 GB/s, misses
# by 22.2% RMS, so it is not used.
# Residual: 17.6% RMS relative over 375 repetitions.
prefetch_call_ns = 64K:19.75us 2M:36.64us 16M:264.4us 64M:1.054ms 256M:4.063ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 225 repetitions.
# Residual: 31.1% RMS relative over 225 repetitions.
prefetch_defer_ns = 121.8us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Fit:
# the median of 75 repetitions.
# Residual: 0.0% RMS relative over 75 repetitions.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (225 points at 3 sizes): the best line, 10.14us + bytes /
# 224 GB/s, misses by 24.6% RMS, so it is not used.
# Residual: 24.6% RMS relative over 225 repetitions.
prefetch_zero_ns = 2M:19.58us 16M:83.86us 64M:314.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22ff/machine.profile.
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (300 points at 4 sizes): the best line, 3.446us
# + bytes / 152 GB/s, misses by 25.4% RMS, so it is not used.
# Residual: 25.4% RMS relative over 300 repetitions.
managed_free_resident_ns = 2M:17.42us 16M:111.2us 64M:444.2us 256M:1.808ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (450 points at 6 sizes): the best line,
# 8.243us + bytes / 8.77 GB/s, misses by 31.7% RMS, so it is not used.
# Residual: 18.3% RMS relative over 450 repetitions.
memcpy_h2d_ns = 4K:7.912us 64K:25.12us 2M:177.4us 16M:2.134ms 64M:9.577ms 256M:39.84ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (450 points at 6 sizes): the best line, 16.48us + bytes / 9.62 GB/s,
# misses by 24.7% RMS, so it is not used.
# Residual: 16.5% RMS relative over 450 repetitions.
memcpy_d2h_ns = 4K:14.82us 64K:32.64us 2M:307.8us 16M:1.655ms 64M:6.425ms 256M:26.34ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (300 points at 4 sizes): the best line, 0ns +
# bytes / 7.59 GB/s, misses by 36.5% RMS, so it is not used.
# Residual: 27.9% RMS relative over 300 repetitions.
host_read_ns = 64K:6.887us 2M:220.3us 16M:2.595ms 64M:11.38ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (300 points at 4 sizes): the best line, 0ns + bytes / 22.4 GB/s, misses by
# 41.9% RMS, so it is not used.
# Residual: 18.0% RMS relative over 300 repetitions.
host_write_ns = 64K:1.225us 2M:67.28us 16M:1.316ms 64M:6.483ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 300 points at 4 sizes): 327.9ns
# + bytes / 9.58 GB/s, written at the measured sizes (the medians would give
# 13.4%).
# Residual: 13.5% RMS relative over 300 repetitions.
host_write_cold_ns = 64K:7.172us 2M:219.4us 16M:1.753ms 64M:7.009ms

