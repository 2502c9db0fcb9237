# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-22ii/machine-refit.profile --base
# docs/data/validation-h100-2026-11-22ii/machine.profile --from
# docs/data/validation-h100-2026-11-22ii/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ii/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ii/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ii/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ii/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ii/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ii/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ii/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ii/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ii/calibration-10.profile.measuremen` on
# 2026-11-22T10:19:50Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-22ii/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:19:50Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 75 repetitions.
# Residual: 14.0% RMS relative over 75 repetitions.
launch_ns = 4.607us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 75 repetitions.
# Residual: 5.6% RMS relative over 75 repetitions.
kernel_gap_ns = 1.989us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (675 points at 9
# sizes): the best line, 2.793us + bytes / 4.43e+03 GB/s, misses by 59.4% RMS,
# so it is not used.
# Residual: 30.1% RMS relative over 675 repetitions.
malloc_ns = 4K:2.844us 64K:2.874us 1M:2.873us 1536K:2.829us 2M:63.92us 8M:49.23us 64M:76.65us 256M:82.44us 1G:192.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (675 points at 9 sizes): the
# best line, 2.283us + bytes / 1.4e+03 GB/s, misses by 52.7% RMS, so it is not
# used.
# Residual: 28.4% RMS relative over 675 repetitions.
free_ns = 4K:3.355us 64K:2.582us 1M:2.641us 1536K:2.601us 2M:45.67us 8M:46.82us 64M:84.62us 256M:196.5us 1G:655.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (450 points at 6 sizes): the best line,
# 4.052us + bytes / 3.08e+03 GB/s, misses by 70.4% RMS, so it is not used.
# Residual: 47.5% RMS relative over 450 repetitions.
managed_malloc_ns = 4K:4.023us 64K:3.48us 2M:28.11us 16M:52.37us 64M:69.26us 256M:72.93us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (450 points at 6 sizes): the best line, 13.15us + bytes /
# 3.02e+05 GB/s, misses by 18.6% RMS, so it is not used.
# Residual: 18.4% RMS relative over 450 repetitions.
managed_free_ns = 4K:13.99us 64K:12.8us 2M:12.98us 16M:13.21us 64M:13.15us 256M:14.11us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-22ii/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.9%, 512K 15.5%, 1M 14.8%, 2M 13.8%, 4M 13.5%, 8M 13.2%, 16M
# 13.4%, 32M 14.3%.
# Residual: 23.5% RMS relative over 1050 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     82.94us      71.1us
# seq             2M          0         2         2     2097152           0     265.3us     302.9us
# seq            16M          0        16        16    16777216           0     1.959ms     2.237ms
# seq            64M          0        64        64    67108864           0     9.393ms     8.869ms
# seq           256M          0       256       256   268435456           0     39.78ms      35.4ms
# stride         64M        64K         8        32    67108864           0     6.686ms      7.06ms
# stride        256M         2M        32       128     8388608           0     2.942ms     3.385ms
# random         16M          0        12        16    16777216           0     2.262ms      2.14ms
# random         64M          0        36       161    67108864           0     10.96ms     9.536ms
# random        256M          0       125      1211   268435456           0     55.54ms     45.49ms
# fresh           2M          0         2         2           0     2097152     162.7us     190.9us
# fresh          16M          0        16        16           0    16777216     1.238ms     1.341ms
# fresh          64M          0        64        64           0    67108864      6.04ms     5.284ms
# fresh         256M          0       256       256           0   268435456     26.03ms     21.05ms
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
# prefetch at the driver's defaults). Result: 24.34us per batch, 13.91us per
# VA block, bytes / 10.5 GB/s moved, 26.6us per faulting kernel, bytes / 23.9
# GB/s zero-filled.
# Residual: 23.5% RMS relative over 1050 repetitions.
fault_batch_ns = 24.34us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.5% RMS relative over 1050 repetitions.
fault_block_ns = 13.91us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.5% RMS relative over 1050 repetitions.
fault_h2d_ns = 4K:390.2ns 64K:6.244us 512K:49.95us 1M:99.9us 2M:199.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.5% RMS relative over 1050 repetitions.
fault_wake_ns = 26.6us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.5% RMS relative over 1050 repetitions.
fault_zero_ns = 4K:171.4ns 64K:2.743us 512K:21.94us 1M:43.88us 2M:87.77us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (375 points at 5 sizes): the best line, 44.79us + bytes /
# 45.5 GB/s, misses by 18.9% RMS, so it is not used.
# Residual: 9.7% RMS relative over 375 repetitions.
prefetch_h2d_ns = 64K:41.92us 2M:130us 16M:460.1us 64M:1.391ms 256M:5.499ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (375 points at 5 sizes): the best line,
# 18.31us + bytes / 10.1 GB/s, misses by 19.6% RMS, so it is not used.
# Residual: 18.1% RMS relative over 375 repetitions.
prefetch_d2h_ns = 64K:24.46us 2M:260.8us 16M:1.658ms 64M:6.288ms 256M:25.48ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (7200 points at 3 sizes): the best line,
# 18.29us + bytes / 9.2 GB/s, misses by 19.6% RMS, so it is not used.
# Residual: 19.5% RMS relative over 7200 repetitions.
evict_d2h_ns = 64K:25.47us 512K:74.65us 2M:247.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (450 points at 3 sizes): the best
# line, 23.48us + bytes / 3.28 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 15.2% RMS relative over 450 repetitions.
cpu_fault_d2h_ns = 64K:42.73us 512K:205.3us 2M:618.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-22ii/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (450 points at 6 sizes): the best line, 334.1us +
# bytes / 2.37 GB/s, misses by 20.5% RMS, so it is not used.
# Residual: 16.9% RMS relative over 450 repetitions.
host_populate_ns = 64K:379.3us 256K:464.2us 2M:997.3us 16M:7.753ms 64M:31.03ms 256M:123.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (750 points at 5
# sizes): the best line, 3.083us + bytes / 913 GB/s, misses by 41.5% RMS, so
# it is not used.
# Residual: 39.1% RMS relative over 750 repetitions.
prefetch_host_ns = 64K:4.286us 2M:4.228us 16M:22.5us 64M:80.88us 256M:317us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (375 points at 5 sizes): the best line, 16.39us + bytes / 72.1 GB/s, misses
# by 21.1% RMS, so it is not used.
# Residual: 16.5% RMS relative over 375 repetitions.
prefetch_call_ns = 64K:19.81us 2M:36.54us 16M:263.6us 64M:1.03ms 256M:4.045ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 225 repetitions.
# Residual: 37.9% RMS relative over 225 repetitions.
prefetch_defer_ns = 122.3us

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
# measured medians (225 points at 3 sizes): the best line, 8.678us + bytes /
# 217 GB/s, misses by 24.5% RMS, so it is not used.
# Residual: 24.3% RMS relative over 225 repetitions.
prefetch_zero_ns = 2M:18.41us 16M:83.48us 64M:325.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22ii/machine.profile.
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (300 points at 4 sizes): the best line, 4.103us
# + bytes / 157 GB/s, misses by 26.6% RMS, so it is not used.
# Residual: 26.6% RMS relative over 300 repetitions.
managed_free_resident_ns = 2M:17.55us 16M:108.8us 64M:425.8us 256M:1.748ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (450 points at 6 sizes): the best line,
# 8.532us + bytes / 9.04 GB/s, misses by 31.1% RMS, so it is not used.
# Residual: 19.6% RMS relative over 450 repetitions.
memcpy_h2d_ns = 4K:8.151us 64K:25.1us 2M:171.9us 16M:2.127ms 64M:9.217ms 256M:38.23ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (450 points at 6 sizes): the best line, 16.35us + bytes / 9.77 GB/s,
# misses by 25.9% RMS, so it is not used.
# Residual: 18.3% RMS relative over 450 repetitions.
memcpy_d2h_ns = 4K:14.81us 64K:31.14us 2M:278.6us 16M:1.655ms 64M:6.481ms 256M:25.82ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (300 points at 4 sizes): the best line, 0ns +
# bytes / 8.02 GB/s, misses by 40.8% RMS, so it is not used.
# Residual: 30.8% RMS relative over 300 repetitions.
host_read_ns = 64K:6.653us 2M:206.5us 16M:2.539ms 64M:10.79ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (300 points at 4 sizes): the best line, 0ns + bytes / 23 GB/s, misses by
# 43.4% RMS, so it is not used.
# Residual: 22.2% RMS relative over 300 repetitions.
host_write_ns = 64K:1.196us 2M:65.46us 16M:1.321ms 64M:6.325ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 300 points at 4 sizes): 615.2ns
# + bytes / 10 GB/s, written at the measured sizes (the medians would give
# 11.9%).
# Residual: 11.9% RMS relative over 300 repetitions.
host_write_cold_ns = 64K:7.169us 2M:210.3us 16M:1.678ms 64M:6.712ms

