# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-5.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T21:03:22Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:03:22Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 17.1% RMS relative over 5 repetitions.
launch_ns = 4.406us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.18us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.055us + bytes / 4.22e+03 GB/s, misses by 61.3% RMS,
# so it is not used.
# Residual: 29.0% RMS relative over 45 repetitions.
malloc_ns = 4K:4.069us 64K:3.075us 1M:2.879us 1536K:2.976us 2M:70.99us 8M:51.34us 64M:93.21us 256M:82.73us 1G:207.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.171us + bytes / 1.41e+03 GB/s, misses by 48.9% RMS, so it is
# not used.
# Residual: 18.3% RMS relative over 45 repetitions.
free_ns = 4K:2.6us 64K:2.59us 1M:2.577us 1536K:2.562us 2M:44.77us 8M:48.33us 64M:84.32us 256M:200.7us 1G:633.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.922us + bytes / 2.49e+03 GB/s, misses by 66.1% RMS, so it is not used.
# Residual: 41.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.982us 64K:3.387us 2M:36.64us 16M:45.22us 64M:80.14us 256M:87.49us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.98us + bytes * -2.52e-06 ns/B, written at the measured sizes (the
# medians would give 13.9%).
# Residual: 14.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.98us 64K:11.98us 2M:11.97us 16M:11.93us 64M:11.81us 256M:11.3us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.2%, 512K 14.8%, 1M 14.3%, 2M 14.0%, 4M 14.2%, 8M 15.2%, 16M
# 16.3%, 32M 17.7%.
# Residual: 17.3% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     70.24us     60.26us
# seq             2M          0         2         2     2097152           0     217.9us     259.2us
# seq            16M          0        16        16    16777216           0     1.584ms      1.82ms
# seq            64M          0        64        64    67108864           0     8.386ms     7.172ms
# seq           256M          0       256       256   268435456           0     38.52ms     28.58ms
# stride         64M        64K        32        32    67108864           0     6.787ms      6.59ms
# stride        256M         2M       128       128     8388608           0     2.985ms     3.112ms
# random         16M          0         9        35    16777216           0     2.274ms     2.149ms
# random         64M          0        34       306    67108864           0     10.46ms      11.4ms
# random        256M          0       139      1560   268435456           0     55.04ms      51.4ms
# fresh           2M          0         2         2           0     2097152     173.2us     204.8us
# fresh          16M          0        16        16           0    16777216     1.285ms     1.385ms
# fresh          64M          0        64        64           0    67108864     6.151ms     5.431ms
# fresh         256M          0       256       256           0   268435456     26.88ms     21.62ms
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
# prefetch at the driver's defaults). Result: 638.3ns per batch, 17.56us per
# VA block, bytes / 11.2 GB/s moved, 36.23us per faulting kernel, bytes / 15.9
# GB/s zero-filled.
# Residual: 17.3% RMS relative over 70 repetitions.
fault_batch_ns = 638.3ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.3% RMS relative over 70 repetitions.
fault_block_ns = 17.56us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:364.5ns 64K:5.832us 512K:46.65us 1M:93.31us 2M:186.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.3% RMS relative over 70 repetitions.
fault_wake_ns = 36.23us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:258.2ns 64K:4.131us 512K:33.05us 1M:66.1us 2M:132.2us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 46.12us + bytes /
# 45.8 GB/s, misses by 20.4% RMS, so it is not used.
# Residual: 13.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:42.9us 2M:139.2us 16M:444.1us 64M:1.396ms 256M:5.491ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.27us + bytes / 9.33 GB/s, written at
# the measured sizes (the medians would give 3.2%).
# Residual: 5.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.3us 2M:243.2us 16M:1.817ms 64M:7.215ms 256M:28.8ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.99us + bytes / 8.28 GB/s, written at the
# measured sizes (the medians would give 10.3%).
# Residual: 10.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.9us 512K:81.28us 2M:271.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 23.75us + bytes / 3.5 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 15.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.29us 512K:176.9us 2M:612.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 315.2us +
# bytes / 2.37 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 8.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:363.3us 256K:437.3us 2M:982us 16M:7.71ms 64M:31.42ms 256M:122.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.294us + bytes / 876 GB/s, misses by 21.9% RMS, so
# it is not used.
# Residual: 13.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.552us 2M:4.464us 16M:24.59us 64M:83.75us 256M:320.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.05us + bytes / 72.8 GB/s, misses
# by 15.6% RMS, so it is not used.
# Residual: 3.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.87us 2M:35.29us 16M:259.7us 64M:1.032ms 256M:4.108ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 26.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.4us

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
# sizes): 5.986us + bytes / 212 GB/s, written at the measured sizes (the
# medians would give 14.2%).
# Residual: 14.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.87us 16M:85.02us 64M:322.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 54.51us + bytes / 209 GB/s, written at the measured
# sizes (the medians would give 7.3%).
# Residual: 7.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:64.53us 16M:134.7us 64M:375.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.885us +
# bytes / 151 GB/s, misses by 23.3% RMS, so it is not used.
# Residual: 23.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18.94us 16M:112.5us 64M:453.7us 256M:1.802ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.815us
# + bytes / 11.5 GB/s, misses by 33.1% RMS, so it is not used.
# Residual: 16.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.346us 64K:24.73us 2M:134us 16M:1.733ms 64M:7.154ms 256M:32.25ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.91us + bytes / 12 GB/s,
# misses by 24.1% RMS, so it is not used.
# Residual: 12.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.746us 64K:28.39us 2M:249.5us 16M:1.301ms 64M:5.014ms 256M:21.51ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.7 GB/s, misses by 21.8% RMS, so it is not used.
# Residual: 17.4% RMS relative over 20 repetitions.
host_read_ns = 64K:6.478us 2M:225.6us 16M:2.412ms 64M:10.56ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22.8 GB/s, misses by
# 37.6% RMS, so it is not used.
# Residual: 9.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.398us 2M:66.19us 16M:1.235ms 64M:5.88ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 115.6ns +
# bytes / 10 GB/s, written at the measured sizes (the medians would give
# 5.2%).
# Residual: 6.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.641us 2M:208.9us 16M:1.671ms 64M:6.682ms

