# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-22w/machine-refit.profile --base
# docs/data/validation-h100-2026-11-22w/machine.profile --from
# docs/data/validation-h100-2026-11-22w/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22w/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22w/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22w/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22w/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22w/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22w/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22w/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22w/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22w/calibration-10.profile.measurements.csv.gz`
# on 2026-11-22T02:24:59Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API
# 13000), CUDA runtime 13000. Every repetition is in the measurements file
# beside this one (its name + .measurements.csv); `gpurun --calibrate FILE
# --from THAT.csv` redoes the fit without a GPU. Each key says how it was
# measured and fitted and its RMS relative residual: the written value against
# every repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-22w/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T02:24:59Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 50 repetitions.
# Residual: 11.2% RMS relative over 50 repetitions.
launch_ns = 4.286us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Not in these measurements: kept from the
# base profile docs/data/validation-h100-2026-11-22w/machine.profile.
kernel_gap_ns = 2us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (450 points at 9
# sizes): the best line, 2.073us + bytes / 7.29e+03 GB/s, misses by 61.1% RMS,
# so it is not used.
# Residual: 32.7% RMS relative over 450 repetitions.
malloc_ns = 4K:2.498us 64K:1.884us 1M:2.208us 1536K:2.002us 2M:46.98us 8M:41.71us 64M:50.68us 256M:66.64us 1G:114.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (450 points at 9 sizes): the
# best line, 1.529us + bytes / 2.21e+03 GB/s, misses by 54.8% RMS, so it is
# not used.
# Residual: 30.1% RMS relative over 450 repetitions.
free_ns = 4K:2.122us 64K:1.716us 1M:1.906us 1536K:1.651us 2M:37.59us 8M:34.66us 64M:65.96us 256M:138.8us 1G:393.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (300 points at 6 sizes): the best line,
# 4.042us + bytes / 5.92e+03 GB/s, misses by 70.7% RMS, so it is not used.
# Residual: 49.7% RMS relative over 300 repetitions.
managed_malloc_ns = 4K:3.79us 64K:3.452us 2M:22.78us 16M:35.42us 64M:40.79us 256M:40.38us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (300 points at 6 sizes): the best line, 9.735us + bytes /
# 5.43e+05 GB/s, misses by 24.6% RMS, so it is not used.
# Residual: 25.0% RMS relative over 300 repetitions.
managed_free_ns = 4K:11.35us 64K:9.318us 2M:9.393us 16M:9.566us 64M:9.635us 256M:10.31us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-22w/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.1%, 512K 17.8%, 1M 17.2%, 2M 15.8%, 4M 14.0%, 8M 13.3%, 16M
# 14.7%, 32M 16.0%.
# Residual: 26.7% RMS relative over 700 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     68.94us     63.59us
# seq             2M          0         2         2     2097152           0     251.3us     243.3us
# seq            16M          0        16        16    16777216           0     1.636ms      1.72ms
# seq            64M          0        64        64    67108864           0     7.928ms     6.781ms
# seq           256M          0       256       256   268435456           0     33.58ms     27.03ms
# stride         64M        64K         8        32    67108864           0     5.908ms     5.606ms
# stride        256M         2M        32       128     8388608           0      2.45ms     2.686ms
# random         16M          0        12        16    16777216           0     1.263ms     1.664ms
# random         64M          0        36       161    67108864           0     8.014ms     7.582ms
# random        256M          0       125      1211   268435456           0     43.39ms     36.93ms
# fresh           2M          0         2         2           0     2097152     153.7us     176.8us
# fresh          16M          0        16        16           0    16777216     1.155ms     1.188ms
# fresh          64M          0        64        64           0    67108864     5.255ms     4.654ms
# fresh         256M          0       256       256           0   268435456     20.01ms     18.52ms
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
# prefetch at the driver's defaults). Result: 13.97us per batch, 12.29us per
# VA block, bytes / 13.2 GB/s moved, 32.38us per faulting kernel, bytes / 22.8
# GB/s zero-filled.
# Residual: 26.7% RMS relative over 700 repetitions.
fault_batch_ns = 13.97us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.7% RMS relative over 700 repetitions.
fault_block_ns = 12.29us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.7% RMS relative over 700 repetitions.
fault_h2d_ns = 4K:309.4ns 64K:4.95us 512K:39.6us 1M:79.2us 2M:158.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.7% RMS relative over 700 repetitions.
fault_wake_ns = 32.38us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 26.7% RMS relative over 700 repetitions.
fault_zero_ns = 4K:179.5ns 64K:2.872us 512K:22.98us 1M:45.96us 2M:91.91us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (250 points at 5 sizes): the best line, 39.35us + bytes /
# 46.8 GB/s, misses by 19.4% RMS, so it is not used.
# Residual: 12.3% RMS relative over 250 repetitions.
prefetch_h2d_ns = 64K:37.23us 2M:118.3us 16M:429.7us 64M:1.363ms 256M:5.368ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (250 points at 5 sizes): the best line,
# 15.71us + bytes / 11.9 GB/s, misses by 30.8% RMS, so it is not used.
# Residual: 31.2% RMS relative over 250 repetitions.
prefetch_d2h_ns = 64K:20.83us 2M:243.4us 16M:1.542ms 64M:5.16ms 256M:20.54ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (4800 points at 3 sizes): the best line,
# 18us + bytes / 10.5 GB/s, misses by 24.1% RMS, so it is not used.
# Residual: 24.2% RMS relative over 4800 repetitions.
evict_d2h_ns = 64K:24.4us 512K:66.01us 2M:221.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (300 points at 3 sizes): the best
# line, 21.11us + bytes / 3.69 GB/s, misses by 21.4% RMS, so it is not used.
# Residual: 20.2% RMS relative over 300 repetitions.
cpu_fault_d2h_ns = 64K:38.44us 512K:175.1us 2M:562.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-22w/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (300 points at 6 sizes): the best line, 286.8us +
# bytes / 2.99 GB/s, misses by 21.1% RMS, so it is not used.
# Residual: 17.6% RMS relative over 300 repetitions.
host_populate_ns = 64K:331.5us 256K:388.6us 2M:790.2us 16M:6.397ms 64M:24.91ms 256M:96.52ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (500 points at 5
# sizes): the best line, 2.095us + bytes / 1.58e+03 GB/s, misses by 38.9% RMS,
# so it is not used.
# Residual: 36.2% RMS relative over 500 repetitions.
prefetch_host_ns = 64K:3.412us 2M:2.615us 16M:14.25us 64M:46us 256M:179.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (250 points at 5 sizes): the best line, 12.52us + bytes / 104 GB/s, misses
# by 22.7% RMS, so it is not used.
# Residual: 19.7% RMS relative over 250 repetitions.
prefetch_call_ns = 64K:14.75us 2M:26.92us 16M:189.9us 64M:681.7us 256M:2.725ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 150 repetitions.
# Residual: 25.2% RMS relative over 150 repetitions.
prefetch_defer_ns = 90.98us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Not in
# these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22w/machine.profile.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (150 points at 3 sizes): the best line, 9us + bytes / 295
# GB/s, misses by 31.9% RMS, so it is not used.
# Residual: 31.8% RMS relative over 150 repetitions.
prefetch_zero_ns = 2M:16.16us 16M:64.46us 64M:240.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22w/machine.profile.
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (200 points at 4 sizes): the best line, 4.833us
# + bytes / 193 GB/s, misses by 27.2% RMS, so it is not used.
# Residual: 27.3% RMS relative over 200 repetitions.
managed_free_resident_ns = 2M:15.96us 16M:87.06us 64M:354.5us 256M:1.438ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22w/machine.profile.
memcpy_h2d_ns = 4K:5.299us 64K:20.45us 2M:250.2us 16M:1.884ms 64M:7.427ms 256M:29.92ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (300 points at 6 sizes): the best line, 14.27us + bytes / 11.5 GB/s,
# misses by 26.4% RMS, so it is not used.
# Residual: 17.4% RMS relative over 300 repetitions.
memcpy_d2h_ns = 4K:12.76us 64K:28.98us 2M:243.4us 16M:1.326ms 64M:5.565ms 256M:22.44ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (200 points at 4 sizes): the best line, 0ns +
# bytes / 14.3 GB/s, misses by 41.0% RMS, so it is not used.
# Residual: 31.1% RMS relative over 200 repetitions.
host_read_ns = 64K:4.221us 2M:108us 16M:1.855ms 64M:8.075ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (200 points at 4 sizes): the best line, 0ns + bytes / 31.8 GB/s, misses by
# 40.6% RMS, so it is not used.
# Residual: 18.6% RMS relative over 200 repetitions.
host_write_ns = 64K:924ns 2M:47.46us 16M:898.7us 64M:4.738ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Not in these
# measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22w/machine.profile.
host_write_cold_ns = 64K:6.872us 2M:194.2us 16M:1.548ms 64M:6.188ms

