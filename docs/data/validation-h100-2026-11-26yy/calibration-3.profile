# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-3.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T23:03:53Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T23:03:53Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.5% RMS relative over 5 repetitions.
launch_ns = 4.559us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.165us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.22us + bytes / 3.44e+03 GB/s, misses by 57.2% RMS,
# so it is not used.
# Residual: 25.3% RMS relative over 45 repetitions.
malloc_ns = 4K:3.148us 64K:3.67us 1M:3.379us 1536K:3.184us 2M:77.02us 8M:56.73us 64M:108.3us 256M:114.3us 1G:245.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.389us + bytes / 1.14e+03 GB/s, misses by 48.6% RMS, so it is
# not used.
# Residual: 19.6% RMS relative over 45 repetitions.
free_ns = 4K:3.049us 64K:2.819us 1M:2.872us 1536K:2.903us 2M:48.83us 8M:52.71us 64M:105.7us 256M:237.9us 1G:806.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.534us + bytes / 2.84e+03 GB/s, misses by 65.2% RMS, so it is not used.
# Residual: 37.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.677us 64K:3.766us 2M:30.43us 16M:45.03us 64M:73.5us 256M:78.29us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.25us + bytes / 3.4e+05 GB/s, written at the measured sizes (the
# medians would give 11.1%).
# Residual: 13.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.25us 64K:14.25us 2M:14.25us 16M:14.3us 64M:14.44us 256M:15.04us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.7%, 512K 17.3%, 1M 16.5%, 2M 15.0%, 4M 14.7%, 8M 14.4%, 16M
# 14.5%, 32M 15.2%.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     88.03us     76.82us
# seq             2M          0         2         2     2097152           0     281.2us     300.6us
# seq            16M          0        16        16    16777216           0     2.295ms     2.155ms
# seq            64M          0        64        64    67108864           0     8.128ms     8.514ms
# seq           256M          0       256       256   268435456           0     34.87ms     33.95ms
# stride         64M        64K         8        32    67108864           0     6.111ms     6.833ms
# stride        256M         2M        32       128     8388608           0     2.628ms     3.062ms
# random         16M          0        12        16    16777216           0     2.043ms     2.062ms
# random         64M          0        36       161    67108864           0     10.34ms     8.998ms
# random        256M          0       125      1211   268435456           0     56.81ms     42.09ms
# fresh           2M          0         2         2           0     2097152       177us     211.5us
# fresh          16M          0        16        16           0    16777216     1.292ms     1.442ms
# fresh          64M          0        64        64           0    67108864     7.444ms     5.663ms
# fresh         256M          0       256       256           0   268435456     27.08ms     22.54ms
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
# prefetch at the driver's defaults). Result: 23.32us per batch, 11.73us per
# VA block, bytes / 10.8 GB/s moved, 35.68us per faulting kernel, bytes / 19.8
# GB/s zero-filled.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_batch_ns = 23.32us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_block_ns = 11.73us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:380.6ns 64K:6.089us 512K:48.71us 1M:97.43us 2M:194.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_wake_ns = 35.68us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:206.5ns 64K:3.305us 512K:26.44us 1M:52.87us 2M:105.7us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 47.19us + bytes /
# 43.9 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 3.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:43.86us 2M:144.6us 16M:476.9us 64M:1.439ms 256M:5.686ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 20.58us + bytes / 9.24 GB/s, written at
# the measured sizes (the medians would give 9.0%).
# Residual: 12.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:27.67us 2M:247.5us 16M:1.836ms 64M:7.281ms 256M:29.06ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.19us + bytes / 8.07 GB/s, written at the
# measured sizes (the medians would give 14.8%).
# Residual: 15.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.31us 512K:83.14us 2M:278us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 26.31us + bytes / 2.51 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 13.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:51.34us 512K:276.3us 2M:787.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 363.4us + bytes / 2.02 GB/s, written at the measured
# sizes (the medians would give 6.7%).
# Residual: 13.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:396us 256K:493.5us 2M:1.404ms 16M:8.685ms 64M:33.65ms 256M:133.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 6.429us + bytes / 749 GB/s, misses by 25.2% RMS, so
# it is not used.
# Residual: 19.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:8.822us 2M:7.44us 16M:30.79us 64M:104.2us 256M:356.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 22.48us + bytes / 65.6 GB/s, misses
# by 21.4% RMS, so it is not used.
# Residual: 8.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:29.94us 2M:41.35us 16M:313.9us 64M:1.155ms 256M:4.407ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 28.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 108us

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
# measured medians (15 points at 3 sizes): the best line, 7.12us + bytes / 201
# GB/s, misses by 20.3% RMS, so it is not used.
# Residual: 20.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.74us 16M:85.81us 64M:361.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 31.93us + bytes / 167 GB/s, misses by 18.3% RMS, so it is not used.
# Residual: 13.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:43.09us 16M:157.5us 64M:399us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.406us +
# bytes / 144 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 22.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:20.34us 16M:114.7us 64M:481us 256M:1.908ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.194us
# + bytes / 7.8 GB/s, misses by 30.8% RMS, so it is not used.
# Residual: 15.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.972us 64K:25.75us 2M:196us 16M:2.402ms 64M:10.99ms 256M:47.21ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.39us + bytes / 8.64 GB/s,
# misses by 18.0% RMS, so it is not used.
# Residual: 10.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.2us 64K:32.41us 2M:280us 16M:1.903ms 64M:7.397ms 256M:29.19ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 6.62 GB/s, misses by 25.5% RMS, so it is not used.
# Residual: 17.6% RMS relative over 20 repetitions.
host_read_ns = 64K:7.217us 2M:247.7us 16M:3.066ms 64M:13.59ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 13.5 GB/s, misses by
# 27.7% RMS, so it is not used.
# Residual: 10.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.838us 2M:115.3us 16M:1.609ms 64M:7.921ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 758.1ns +
# bytes / 8.62 GB/s, written at the measured sizes (the medians would give
# 5.4%).
# Residual: 5.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.357us 2M:243.9us 16M:1.946ms 64M:7.782ms

