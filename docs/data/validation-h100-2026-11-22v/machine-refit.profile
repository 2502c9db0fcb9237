# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-22v/machine-refit.profile --base
# docs/data/validation-h100-2026-11-22v/machine.profile --from
# docs/data/validation-h100-2026-11-22v/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22v/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22v/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22v/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22v/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22v/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22v/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22v/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22v/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22v/calibration-10.profile.measurements.csv.gz`
# on 2026-11-22T02:05:50Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API
# 13000), CUDA runtime 13000. Every repetition is in the measurements file
# beside this one (its name + .measurements.csv); `gpurun --calibrate FILE
# --from THAT.csv` redoes the fit without a GPU. Each key says how it was
# measured and fitted and its RMS relative residual: the written value against
# every repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-22v/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T02:05:50Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 50 repetitions.
# Residual: 14.4% RMS relative over 50 repetitions.
launch_ns = 4.635us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Not in these measurements: kept from the
# base profile docs/data/validation-h100-2026-11-22v/machine.profile.
kernel_gap_ns = 2us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (450 points at 9
# sizes): the best line, 2.908us + bytes / 5.05e+03 GB/s, misses by 58.6% RMS,
# so it is not used.
# Residual: 32.0% RMS relative over 450 repetitions.
malloc_ns = 4K:3.099us 64K:2.933us 1M:2.887us 1536K:2.888us 2M:59.69us 8M:52.05us 64M:74.33us 256M:82.13us 1G:167.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (450 points at 9 sizes): the
# best line, 2.333us + bytes / 1.42e+03 GB/s, misses by 59.5% RMS, so it is
# not used.
# Residual: 39.8% RMS relative over 450 repetitions.
free_ns = 4K:3.321us 64K:2.697us 1M:2.734us 1536K:2.581us 2M:46.68us 8M:47.93us 64M:82.41us 256M:198.2us 1G:643.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (300 points at 6 sizes): the best line,
# 4.496us + bytes / 5.23e+03 GB/s, misses by 67.7% RMS, so it is not used.
# Residual: 44.6% RMS relative over 300 repetitions.
managed_malloc_ns = 4K:4.226us 64K:3.873us 2M:26.88us 16M:45.19us 64M:46.91us 256M:45.88us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (300 points at 6 sizes): the best line, 13.51us + bytes /
# 4.56e+05 GB/s, misses by 26.8% RMS, so it is not used.
# Residual: 26.8% RMS relative over 300 repetitions.
managed_free_ns = 4K:13.91us 64K:13.76us 2M:13.32us 16M:13.53us 64M:13.18us 256M:14.25us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-22v/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.1%, 512K 16.8%, 1M 15.9%, 2M 14.5%, 4M 13.0%, 8M 12.2%, 16M
# 13.3%, 32M 14.4%.
# Residual: 24.1% RMS relative over 700 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     80.69us     72.67us
# seq             2M          0         2         2     2097152           0     290.9us       299us
# seq            16M          0        16        16    16777216           0     1.945ms     2.192ms
# seq            64M          0        64        64    67108864           0     9.818ms     8.684ms
# seq           256M          0       256       256   268435456           0     40.75ms     34.65ms
# stride         64M        64K         8        32    67108864           0     6.984ms     6.882ms
# stride        256M         2M        32       128     8388608           0     3.013ms      3.34ms
# random         16M          0        12        16    16777216           0     1.787ms     2.095ms
# random         64M          0        36       161    67108864           0     10.13ms     9.332ms
# random        256M          0       125      1211   268435456           0     51.41ms     44.55ms
# fresh           2M          0         2         2           0     2097152       158us     180.5us
# fresh          16M          0        16        16           0    16777216     1.128ms     1.244ms
# fresh          64M          0        64        64           0    67108864     5.426ms     4.892ms
# fresh         256M          0       256       256           0   268435456     24.33ms     19.48ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 700 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted to each case's median (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte +
# fault_wake_ns (once: the kernel's first fault) + bytes zero-filled *
# fault_zero_ns per byte, with batches, blocks and bytes those simrun's engine
# produces for the same access (fault_batch and fault_window as below, density
# prefetch at the driver's defaults). Result: 24.35us per batch, 13.71us per
# VA block, bytes / 10.8 GB/s moved, 28.54us per faulting kernel, bytes / 27.6
# GB/s zero-filled.
# Residual: 24.1% RMS relative over 700 repetitions.
fault_batch_ns = 24.35us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.1% RMS relative over 700 repetitions.
fault_block_ns = 13.71us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.1% RMS relative over 700 repetitions.
fault_h2d_ns = 4K:379.6ns 64K:6.074us 512K:48.59us 1M:97.19us 2M:194.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.1% RMS relative over 700 repetitions.
fault_wake_ns = 28.54us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.1% RMS relative over 700 repetitions.
fault_zero_ns = 4K:148.2ns 64K:2.371us 512K:18.97us 1M:37.94us 2M:75.87us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (250 points at 5 sizes): the best line, 44.68us + bytes /
# 45.9 GB/s, misses by 20.3% RMS, so it is not used.
# Residual: 11.8% RMS relative over 250 repetitions.
prefetch_h2d_ns = 64K:41.74us 2M:131.6us 16M:453us 64M:1.391ms 256M:5.426ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (250 points at 5 sizes): the best line,
# 17.71us + bytes / 10.3 GB/s, misses by 23.7% RMS, so it is not used.
# Residual: 22.2% RMS relative over 250 repetitions.
prefetch_d2h_ns = 64K:23.76us 2M:256.5us 16M:1.63ms 64M:6.455ms 256M:24.05ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (4800 points at 3 sizes): the best line,
# 19.06us + bytes / 8.76 GB/s, misses by 19.1% RMS, so it is not used.
# Residual: 19.1% RMS relative over 4800 repetitions.
evict_d2h_ns = 64K:26.52us 512K:79.06us 2M:257.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (300 points at 3 sizes): the best
# line, 22.44us + bytes / 3.26 GB/s, misses by 18.2% RMS, so it is not used.
# Residual: 16.2% RMS relative over 300 repetitions.
cpu_fault_d2h_ns = 64K:41.83us 512K:205.6us 2M:620.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-22v/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (300 points at 6 sizes): the best line, 319.5us +
# bytes / 2.4 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 13.8% RMS relative over 300 repetitions.
host_populate_ns = 64K:365.8us 256K:445.1us 2M:971.5us 16M:7.728ms 64M:30.45ms 256M:122.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (500 points at 5
# sizes): the best line, 3.339us + bytes / 925 GB/s, misses by 40.5% RMS, so
# it is not used.
# Residual: 37.6% RMS relative over 500 repetitions.
prefetch_host_ns = 64K:4.688us 2M:4.411us 16M:22.86us 64M:78.65us 256M:311.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (250 points at 5 sizes): the best line, 16.37us + bytes / 72.1 GB/s, misses
# by 21.8% RMS, so it is not used.
# Residual: 18.3% RMS relative over 250 repetitions.
prefetch_call_ns = 64K:19.4us 2M:37.28us 16M:261us 64M:1.027ms 256M:3.967ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 150 repetitions.
# Residual: 36.0% RMS relative over 150 repetitions.
prefetch_defer_ns = 112.8us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Not in
# these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22v/machine.profile.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (150 points at 3 sizes): the best line, 9.618us + bytes /
# 218 GB/s, misses by 23.7% RMS, so it is not used.
# Residual: 23.6% RMS relative over 150 repetitions.
prefetch_zero_ns = 2M:19.36us 16M:84.07us 64M:326.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22v/machine.profile.
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (200 points at 4 sizes): the best line, 1.943us
# + bytes / 154 GB/s, misses by 28.3% RMS, so it is not used.
# Residual: 28.3% RMS relative over 200 repetitions.
managed_free_resident_ns = 2M:15.71us 16M:107.3us 64M:434.9us 256M:1.788ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22v/machine.profile.
memcpy_h2d_ns = 4K:6.119us 64K:22.59us 2M:305.5us 16M:2.305ms 64M:9.221ms 256M:35.71ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (300 points at 6 sizes): the best line, 16.93us + bytes / 9.89 GB/s,
# misses by 26.6% RMS, so it is not used.
# Residual: 19.2% RMS relative over 300 repetitions.
memcpy_d2h_ns = 4K:15.27us 64K:32.1us 2M:276.1us 16M:1.753ms 64M:6.462ms 256M:24.01ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (200 points at 4 sizes): the best line, 0ns +
# bytes / 8.08 GB/s, misses by 32.8% RMS, so it is not used.
# Residual: 27.3% RMS relative over 200 repetitions.
host_read_ns = 64K:6.888us 2M:223.4us 16M:2.193ms 64M:9.72ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (200 points at 4 sizes): the best line, 0ns + bytes / 21.9 GB/s, misses by
# 37.3% RMS, so it is not used.
# Residual: 20.2% RMS relative over 200 repetitions.
host_write_ns = 64K:1.278us 2M:70.52us 16M:1.037ms 64M:5.404ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Not in these
# measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22v/machine.profile.
host_write_cold_ns = 64K:6.872us 2M:194.2us 16M:1.548ms 64M:6.188ms

