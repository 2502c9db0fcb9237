# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-22x/machine-refit.profile --base
# docs/data/validation-h100-2026-11-22x/machine.profile --from
# docs/data/validation-h100-2026-11-22x/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22x/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22x/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22x/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22x/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22x/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22x/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22x/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22x/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22x/calibration-10.profile.measurements.csv.gz`
# on 2026-11-22T03:02:43Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API
# 13000), CUDA runtime 13000. Every repetition is in the measurements file
# beside this one (its name + .measurements.csv); `gpurun --calibrate FILE
# --from THAT.csv` redoes the fit without a GPU. Each key says how it was
# measured and fitted and its RMS relative residual: the written value against
# every repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-22x/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T03:02:43Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 50 repetitions.
# Residual: 12.3% RMS relative over 50 repetitions.
launch_ns = 4.147us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Not in these measurements: kept from the
# base profile docs/data/validation-h100-2026-11-22x/machine.profile.
kernel_gap_ns = 2us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (450 points at 9
# sizes): the best line, 2.79us + bytes / 5.94e+03 GB/s, misses by 58.7% RMS,
# so it is not used.
# Residual: 29.3% RMS relative over 450 repetitions.
malloc_ns = 4K:2.88us 64K:2.796us 1M:2.768us 1536K:2.787us 2M:56.28us 8M:50.53us 64M:60.95us 256M:77.4us 1G:141.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (450 points at 9 sizes): the
# best line, 3.038us + bytes / 1.46e+03 GB/s, misses by 61.5% RMS, so it is
# not used.
# Residual: 41.6% RMS relative over 450 repetitions.
free_ns = 4K:3.478us 64K:3.328us 1M:3.349us 1536K:3.38us 2M:42.74us 8M:46.27us 64M:85.48us 256M:181.9us 1G:618.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (300 points at 6 sizes): the best line,
# 4.061us + bytes / 5.2e+03 GB/s, misses by 67.1% RMS, so it is not used.
# Residual: 43.0% RMS relative over 300 repetitions.
managed_malloc_ns = 4K:3.801us 64K:3.519us 2M:25us 16M:37.7us 64M:48.47us 256M:45.5us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (300 points at 6 sizes): the best line, 12.79us + bytes /
# 6.98e+05 GB/s, misses by 21.7% RMS, so it is not used.
# Residual: 21.7% RMS relative over 300 repetitions.
managed_free_ns = 4K:13.29us 64K:12.7us 2M:13.14us 16M:12.64us 64M:12.23us 256M:13.38us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-22x/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.2%, 512K 18.8%, 1M 17.9%, 2M 16.1%, 4M 14.2%, 8M 13.6%, 16M
# 15.1%, 32M 16.4%.
# Residual: 24.3% RMS relative over 700 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     74.59us     69.85us
# seq             2M          0         2         2     2097152           0       263us     259.7us
# seq            16M          0        16        16    16777216           0     1.666ms     1.853ms
# seq            64M          0        64        64    67108864           0     8.646ms     7.316ms
# seq           256M          0       256       256   268435456           0      38.9ms     29.17ms
# stride         64M        64K         8        32    67108864           0     5.767ms     5.833ms
# stride        256M         2M        32       128     8388608           0      2.81ms      3.12ms
# random         16M          0        12        16    16777216           0     1.423ms      1.78ms
# random         64M          0        36       161    67108864           0     9.018ms     8.214ms
# random        256M          0       125      1211   268435456           0     47.44ms     40.64ms
# fresh           2M          0         2         2           0     2097152     142.5us     153.9us
# fresh          16M          0        16        16           0    16777216     918.8us     1.007ms
# fresh          64M          0        64        64           0    67108864     4.012ms     3.931ms
# fresh         256M          0       256       256           0   268435456     19.18ms     15.63ms
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
# prefetch at the driver's defaults). Result: 18.2us per batch, 14.51us per VA
# block, bytes / 12.9 GB/s moved, 32.08us per faulting kernel, bytes / 37.2
# GB/s zero-filled.
# Residual: 24.3% RMS relative over 700 repetitions.
fault_batch_ns = 18.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.3% RMS relative over 700 repetitions.
fault_block_ns = 14.51us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.3% RMS relative over 700 repetitions.
fault_h2d_ns = 4K:316.8ns 64K:5.07us 512K:40.56us 1M:81.11us 2M:162.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.3% RMS relative over 700 repetitions.
fault_wake_ns = 32.08us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.3% RMS relative over 700 repetitions.
fault_zero_ns = 4K:110.2ns 64K:1.764us 512K:14.11us 1M:28.22us 2M:56.44us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (250 points at 5 sizes): the best line, 39.6us + bytes /
# 45.9 GB/s, misses by 17.1% RMS, so it is not used.
# Residual: 5.6% RMS relative over 250 repetitions.
prefetch_h2d_ns = 64K:37.32us 2M:125.1us 16M:442.2us 64M:1.38ms 256M:5.433ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (250 points at 5 sizes): the best line,
# 16.93us + bytes / 10.7 GB/s, misses by 25.3% RMS, so it is not used.
# Residual: 24.2% RMS relative over 250 repetitions.
prefetch_d2h_ns = 64K:22.8us 2M:242.2us 16M:1.543ms 64M:6.018ms 256M:24.54ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (4800 points at 3 sizes): the best line,
# 18.31us + bytes / 9.12 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 16.4% RMS relative over 4800 repetitions.
evict_d2h_ns = 64K:25.51us 512K:75.64us 2M:248.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (300 points at 3 sizes): the best
# line, 22.11us + bytes / 3.23 GB/s, misses by 17.1% RMS, so it is not used.
# Residual: 16.0% RMS relative over 300 repetitions.
cpu_fault_d2h_ns = 64K:41.8us 512K:202.4us 2M:631.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-22x/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (300 points at 6 sizes): the best line, 301.1us +
# bytes / 2.5 GB/s, misses by 21.7% RMS, so it is not used.
# Residual: 18.7% RMS relative over 300 repetitions.
host_populate_ns = 64K:347.6us 256K:420.8us 2M:919.3us 16M:7.459ms 64M:29.61ms 256M:118ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (500 points at 5
# sizes): the best line, 3.303us + bytes / 933 GB/s, misses by 43.7% RMS, so
# it is not used.
# Residual: 41.4% RMS relative over 500 repetitions.
prefetch_host_ns = 64K:4.527us 2M:4.391us 16M:22.94us 64M:79.05us 256M:300.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (250 points at 5 sizes): the best line, 14.98us + bytes / 84.7 GB/s, misses
# by 23.6% RMS, so it is not used.
# Residual: 20.7% RMS relative over 250 repetitions.
prefetch_call_ns = 64K:17.94us 2M:32.15us 16M:238.3us 64M:878.8us 256M:3.229ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 150 repetitions.
# Residual: 32.0% RMS relative over 150 repetitions.
prefetch_defer_ns = 102.9us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Not in
# these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22x/machine.profile.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (150 points at 3 sizes): the best line, 9.431us + bytes /
# 259 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 23.8% RMS relative over 150 repetitions.
prefetch_zero_ns = 2M:17.48us 16M:74.92us 64M:265.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22x/machine.profile.
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (200 points at 4 sizes): the best line, 1.797us
# + bytes / 158 GB/s, misses by 27.7% RMS, so it is not used.
# Residual: 27.7% RMS relative over 200 repetitions.
managed_free_resident_ns = 2M:15.13us 16M:107.2us 64M:424.6us 256M:1.721ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22x/machine.profile.
memcpy_h2d_ns = 4K:5.864us 64K:22.1us 2M:288.6us 16M:2.164ms 64M:8.995ms 256M:35.68ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (300 points at 6 sizes): the best line, 15.88us + bytes / 10.1 GB/s,
# misses by 24.9% RMS, so it is not used.
# Residual: 17.4% RMS relative over 300 repetitions.
memcpy_d2h_ns = 4K:14.36us 64K:30.62us 2M:265.6us 16M:1.551ms 64M:6.475ms 256M:24.97ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (200 points at 4 sizes): the best line, 0ns +
# bytes / 8.84 GB/s, misses by 43.9% RMS, so it is not used.
# Residual: 33.6% RMS relative over 200 repetitions.
host_read_ns = 64K:6.403us 2M:194.4us 16M:2.117ms 64M:9.49ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (200 points at 4 sizes): the best line, 0ns + bytes / 24.1 GB/s, misses by
# 39.4% RMS, so it is not used.
# Residual: 18.7% RMS relative over 200 repetitions.
host_write_ns = 64K:1.13us 2M:62.97us 16M:1.062ms 64M:5.394ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Not in these
# measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22x/machine.profile.
host_write_cold_ns = 64K:6.872us 2M:194.2us 16M:1.548ms 64M:6.188ms

