# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-9.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T22:10:27Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:10:27Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.0% RMS relative over 5 repetitions.
launch_ns = 4.35us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.141us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.705us + bytes / 4.48e+03 GB/s, misses by 59.7% RMS,
# so it is not used.
# Residual: 31.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.82us 64K:2.787us 1M:2.724us 1536K:2.784us 2M:66.14us 8M:58.79us 64M:85.62us 256M:82.55us 1G:191.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.939us + bytes / 1.35e+03 GB/s, misses by 51.7% RMS, so it is
# not used.
# Residual: 24.8% RMS relative over 45 repetitions.
free_ns = 4K:2.364us 64K:2.483us 1M:2.481us 1536K:2.276us 2M:44.88us 8M:49.45us 64M:94.22us 256M:207.7us 1G:683.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.172us + bytes / 4.61e+03 GB/s, misses by 63.6% RMS, so it is not used.
# Residual: 34.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.84us 64K:3.688us 2M:29.3us 16M:34.47us 64M:46.95us 256M:50.23us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.77us + bytes * -7.42e-07 ns/B, written at the measured sizes (the
# medians would give 12.6%).
# Residual: 13.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.77us 64K:12.77us 2M:12.77us 16M:12.76us 64M:12.72us 256M:12.57us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 22.3%, 512K 22.1%, 1M 21.9%, 2M 22.3%, 4M 22.7%, 8M 23.6%, 16M
# 24.6%, 32M 25.7%.
# Residual: 28.2% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0        68us     55.97us
# seq             2M          0         2         2     2097152           0     192.6us     247.9us
# seq            16M          0        16        16    16777216           0     1.502ms     1.766ms
# seq            64M          0        64        64    67108864           0     9.354ms     6.973ms
# seq           256M          0       256       256   268435456           0     41.72ms      27.8ms
# stride         64M        64K        64        64    67108864           0      7.98ms     6.973ms
# stride        256M         2M       128       128     8388608           0     3.042ms      3.23ms
# random         16M          0        10        55    16777216           0     2.506ms     2.406ms
# random         64M          0        38       373    67108864           0     10.78ms      12.1ms
# random        256M          0       160      1651   268435456           0     57.96ms     50.99ms
# fresh           2M          0         2         2           0     2097152     176.5us     206.3us
# fresh          16M          0        16        16           0    16777216     1.249ms     1.434ms
# fresh          64M          0        64        64           0    67108864     11.07ms     5.642ms
# fresh         256M          0       256       256           0   268435456     24.82ms     22.48ms
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
# prefetch at the driver's defaults). Result: 2.624us per batch, 16.81us per
# VA block, bytes / 11.8 GB/s moved, 30.98us per faulting kernel, bytes / 15.4
# GB/s zero-filled.
# Residual: 28.2% RMS relative over 70 repetitions.
fault_batch_ns = 2.624us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.2% RMS relative over 70 repetitions.
fault_block_ns = 16.81us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 28.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:347.8ns 64K:5.565us 512K:44.52us 1M:89.04us 2M:178.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.2% RMS relative over 70 repetitions.
fault_wake_ns = 30.98us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 28.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:266.6ns 64K:4.266us 512K:34.12us 1M:68.25us 2M:136.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 62.45us + bytes /
# 45.9 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 13.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:56.32us 2M:183.7us 16M:480.6us 64M:1.383ms 256M:5.515ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 21.26us + bytes / 9.61 GB/s, written at
# the measured sizes (the medians would give 4.8%).
# Residual: 9.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:28.08us 2M:239.5us 16M:1.767ms 64M:7.004ms 256M:27.95ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.68us + bytes / 8.81 GB/s, written at the
# measured sizes (the medians would give 10.9%).
# Residual: 10.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.12us 512K:77.21us 2M:255.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.93us + bytes / 3.01 GB/s, written at
# the measured sizes (the medians would give 8.5%).
# Residual: 10.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.73us 512K:198.3us 2M:721.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 268.5us +
# bytes / 2.59 GB/s, misses by 19.2% RMS, so it is not used.
# Residual: 13.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:327.1us 256K:360.3us 2M:885.8us 16M:6.991ms 64M:29.38ms 256M:113ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.163us + bytes / 816 GB/s, misses by 24.3% RMS, so
# it is not used.
# Residual: 14.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.832us 2M:4.366us 16M:25.62us 64M:90.89us 256M:357.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 19.64us +
# bytes / 66.6 GB/s, written at the measured sizes (the medians would give
# 9.1%).
# Residual: 12.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:20.63us 2M:51.14us 16M:271.6us 64M:1.027ms 256M:4.051ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 40.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 186.1us

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
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (15 points at 3 sizes): the best line, 7.954us + bytes /
# 227 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 15.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.26us 16M:79.79us 64M:310.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 30.37us + bytes / 172 GB/s, written at the measured
# sizes (the medians would give 9.5%).
# Residual: 9.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:42.58us 16M:128.1us 64M:421.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.727us +
# bytes / 157 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 22.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.17us 16M:107.7us 64M:428.3us 256M:1.735ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.654us
# + bytes / 8.76 GB/s, misses by 26.2% RMS, so it is not used.
# Residual: 17.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.359us 64K:24.54us 2M:190.4us 16M:1.966ms 64M:8.726ms 256M:36.61ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.72us + bytes / 8.92 GB/s,
# misses by 21.1% RMS, so it is not used.
# Residual: 13.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.46us 64K:31.77us 2M:297.3us 16M:1.749ms 64M:7.042ms 256M:29.11ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.85 GB/s, misses by 21.3% RMS, so it is not used.
# Residual: 16.4% RMS relative over 20 repetitions.
host_read_ns = 64K:5.676us 2M:220.3us 16M:2.387ms 64M:10.29ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 17.6 GB/s, misses by
# 29.7% RMS, so it is not used.
# Residual: 13.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.207us 2M:88.72us 16M:1.239ms 64M:5.823ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.4 GB/s, written at the measured sizes (the medians would give
# 5.0%).
# Residual: 5.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.841us 2M:202us 16M:1.619ms 64M:6.478ms

