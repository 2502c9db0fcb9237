# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-14.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T12:48:44Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:48:44Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 15.9% RMS relative over 5 repetitions.
launch_ns = 5.378us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.021us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.81us + bytes / 8.12e+03 GB/s, misses by 59.7% RMS,
# so it is not used.
# Residual: 23.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.657us 64K:2.932us 1M:2.771us 1536K:2.845us 2M:57.08us 8M:47.01us 64M:91.82us 256M:74.78us 1G:106.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.61us + bytes / 1.49e+03 GB/s, misses by 50.3% RMS, so it is not
# used.
# Residual: 18.1% RMS relative over 45 repetitions.
free_ns = 4K:3.697us 64K:3.533us 1M:3.5us 1536K:2.434us 2M:45.21us 8M:45.05us 64M:86.02us 256M:182.6us 1G:637.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.387us + bytes / 6.72e+03 GB/s, misses by 65.9% RMS, so it is not used.
# Residual: 35.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.623us 64K:1.973us 2M:24.03us 16M:32.6us 64M:35.81us 256M:34.6us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.82us + bytes / 1.8e+06 GB/s, written at the measured sizes (the
# medians would give 6.6%).
# Residual: 6.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.82us 64K:12.82us 2M:12.83us 16M:12.83us 64M:12.86us 256M:12.97us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.1%, 512K 18.8%, 1M 18.4%, 2M 17.8%, 4M 18.0%, 8M 18.0%, 16M
# 18.0%, 32M 18.7%.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     74.56us     58.84us
# seq             2M          0         2         2     2097152           0     194.1us     246.5us
# seq            16M          0        16        16    16777216           0     1.628ms     1.712ms
# seq            64M          0        64        64    67108864           0      9.59ms     6.737ms
# seq           256M          0       256       256   268435456           0     39.59ms     26.84ms
# stride         64M        64K        32        32    67108864           0     5.757ms     6.218ms
# stride        256M         2M       128       128     8388608           0     2.643ms     2.821ms
# random         16M          0         9        35    16777216           0      2.12ms     2.015ms
# random         64M          0        34       306    67108864           0     9.785ms     10.61ms
# random        256M          0       139      1560   268435456           0     50.85ms      47.7ms
# fresh           2M          0         2         2           0     2097152     146.2us     175.7us
# fresh          16M          0        16        16           0    16777216     1.055ms     1.146ms
# fresh          64M          0        64        64           0    67108864     5.226ms     4.471ms
# fresh         256M          0       256       256           0   268435456     22.17ms     17.77ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 70 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted to each case's median (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte +
# fault_wake_ns (once: the kernel's first fault) + bytes zero-filled *
# fault_zero_ns per byte, with batches, blocks and bytes those simrun's engine
# produces for the same access (fault_batch and fault_window as below, density
# prefetch at the driver's defaults). Result: 200ns per batch, 16.02us per VA
# block, bytes / 11.9 GB/s moved, 37.1us per faulting kernel, bytes / 19.8
# GB/s zero-filled.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_batch_ns = 200ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_block_ns = 16.02us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:345.6ns 64K:5.529us 512K:44.23us 1M:88.47us 2M:176.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_wake_ns = 37.1us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:207.3ns 64K:3.317us 512K:26.53us 1M:53.07us 2M:106.1us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 72us + bytes / 49.7 GB/s, written at the measured sizes (the medians
# would give 2.1%).
# Residual: 8.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:73.32us 2M:114.2us 16M:409.8us 64M:1.423ms 256M:5.476ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.1us + bytes / 14.9 GB/s, written at the
# measured sizes (the medians would give 7.8%).
# Residual: 10.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.48us 2M:157.5us 16M:1.14ms 64M:4.509ms 256M:17.99ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.17us + bytes / 12.9 GB/s, written at the
# measured sizes (the medians would give 11.1%).
# Residual: 11.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.23us 512K:54.69us 2M:176.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 20.25us + bytes / 3.59 GB/s, written at
# the measured sizes (the medians would give 8.0%).
# Residual: 14.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.53us 512K:166.5us 2M:605.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 279.7us + bytes / 3.15 GB/s, misses by 19.8% RMS, so
# it is not used.
# Residual: 15.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:310.4us 256K:411.1us 2M:729.1us 16M:6.199ms 64M:24.83ms 256M:90.65ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.986us + bytes / 1.57e+03 GB/s, misses by 20.0% RMS,
# so it is not used.
# Residual: 11.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.652us 2M:2.642us 16M:14.21us 64M:46.23us 256M:175us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.62us + bytes / 75.9 GB/s, misses
# by 15.1% RMS, so it is not used.
# Residual: 9.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.72us 2M:35.03us 16M:251.8us 64M:974.5us 256M:3.791ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.54us

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
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). Fit
# (weighted least squares, relative errors, to the medians of 15 points at 3
# sizes): 8.67us + bytes / 219 GB/s, written at the measured sizes (the
# medians would give 11.8%).
# Residual: 11.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.23us 16M:85.13us 64M:314.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 50.35us + bytes / 210 GB/s, written at the measured
# sizes (the medians would give 8.2%).
# Residual: 10.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:60.34us 16M:130.2us 64M:369.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 433.1ns +
# bytes / 196 GB/s, misses by 24.2% RMS, so it is not used.
# Residual: 24.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.16us 16M:85.13us 64M:339.4us 256M:1.387ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.628us
# + bytes / 11 GB/s, misses by 28.0% RMS, so it is not used.
# Residual: 15.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.175us 64K:23.6us 2M:151.7us 16M:1.586ms 64M:6.941ms 256M:29.45ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.2us + bytes / 12 GB/s,
# misses by 25.8% RMS, so it is not used.
# Residual: 13.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.983us 64K:29.12us 2M:255.2us 16M:1.291ms 64M:4.888ms 256M:22.79ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 20
# points at 4 sizes): 180.4ns + bytes / 6.81 GB/s, written at the measured
# sizes (the medians would give 10.0%).
# Residual: 10.5% RMS relative over 20 repetitions.
host_read_ns = 64K:9.809us 2M:308.3us 16M:2.465ms 64M:9.859ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 26.7 GB/s, misses by
# 33.6% RMS, so it is not used.
# Residual: 12.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.311us 2M:59.11us 16M:774.1us 64M:4.837ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 792.5ns +
# bytes / 11.2 GB/s, written at the measured sizes (the medians would give
# 4.1%).
# Residual: 4.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.64us 2M:187.9us 16M:1.498ms 64M:5.989ms

