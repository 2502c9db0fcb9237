# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-4.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T00:33:47Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T00:33:47Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.5% RMS relative over 5 repetitions.
launch_ns = 5.021us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.013us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.24us + bytes / 6.85e+03 GB/s, misses by 58.7% RMS,
# so it is not used.
# Residual: 24.6% RMS relative over 45 repetitions.
malloc_ns = 4K:3.242us 64K:3.276us 1M:3.119us 1536K:3.277us 2M:68.24us 8M:59.22us 64M:81.52us 256M:86.54us 1G:125.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.373us + bytes / 1.35e+03 GB/s, misses by 48.0% RMS, so it is
# not used.
# Residual: 18.4% RMS relative over 45 repetitions.
free_ns = 4K:2.826us 64K:2.775us 1M:2.798us 1536K:2.784us 2M:45.01us 8M:57.07us 64M:83.54us 256M:203.6us 1G:671.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.005us + bytes / 2.7e+03 GB/s, misses by 63.5% RMS, so it is not used.
# Residual: 38.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.894us 64K:3.472us 2M:26.52us 16M:41.01us 64M:83.92us 256M:81.4us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.92us + bytes / 4.5e+05 GB/s, written at the measured sizes (the
# medians would give 11.7%).
# Residual: 12.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.92us 64K:13.92us 2M:13.92us 16M:13.96us 64M:14.07us 256M:14.52us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.0%, 512K 13.7%, 1M 13.2%, 2M 12.5%, 4M 12.1%, 8M 12.1%, 16M
# 12.6%, 32M 13.8%.
# Residual: 20.8% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     97.66us     84.48us
# seq             2M          0         2         2     2097152           0     295.1us     337.5us
# seq            16M          0        16        16    16777216           0     2.028ms     2.324ms
# seq            64M          0        64        64    67108864           0     11.15ms     9.137ms
# seq           256M          0       256       256   268435456           0     44.74ms     36.39ms
# stride         64M        64K        16        32    67108864           0     7.791ms     8.287ms
# stride        256M         2M        64       128     8388608           0     3.332ms     3.606ms
# random         16M          0         9        23    16777216           0     2.592ms     2.402ms
# random         64M          0        35       230    67108864           0     11.52ms     11.82ms
# random        256M          0       128      1431   268435456           0     60.81ms     55.85ms
# fresh           2M          0         2         2           0     2097152     196.4us     228.1us
# fresh          16M          0        16        16           0    16777216     1.375ms     1.449ms
# fresh          64M          0        64        64           0    67108864     6.311ms     5.637ms
# fresh         256M          0       256       256           0   268435456     25.37ms     22.39ms
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
# prefetch at the driver's defaults). Result: 6.214us per batch, 17.25us per
# VA block, bytes / 8.85 GB/s moved, 53.62us per faulting kernel, bytes / 16.4
# GB/s zero-filled.
# Residual: 20.8% RMS relative over 70 repetitions.
fault_batch_ns = 6.214us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.8% RMS relative over 70 repetitions.
fault_block_ns = 17.25us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:462.8ns 64K:7.404us 512K:59.23us 1M:118.5us 2M:236.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.8% RMS relative over 70 repetitions.
fault_wake_ns = 53.62us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:249.1ns 64K:3.986us 512K:31.89us 1M:63.77us 2M:127.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 48.36us + bytes /
# 43.3 GB/s, misses by 19.6% RMS, so it is not used.
# Residual: 9.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:45.07us 2M:137.9us 16M:511.8us 64M:1.452ms 256M:5.69ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.56us + bytes / 11.2 GB/s, written at
# the measured sizes (the medians would give 7.2%).
# Residual: 13.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.38us 2M:205.1us 16M:1.511ms 64M:5.987ms 256M:23.89ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.52us + bytes / 7.87 GB/s, written at the
# measured sizes (the medians would give 9.6%).
# Residual: 9.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.84us 512K:85.12us 2M:284.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 17.32us + bytes / 3.18 GB/s, written at
# the measured sizes (the medians would give 11.4%).
# Residual: 12.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.93us 512K:182.3us 2M:677.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 396.1us + bytes / 2.13 GB/s, written at the measured
# sizes (the medians would give 3.4%).
# Residual: 13.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:426.8us 256K:519us 2M:1.379ms 16M:8.262ms 64M:31.86ms 256M:126.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.94us + bytes / 1.26e+03 GB/s, misses by 28.9% RMS,
# so it is not used.
# Residual: 23.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.79us 2M:2.749us 16M:19.28us 64M:55.97us 256M:222.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.11us + bytes / 64.4 GB/s, misses
# by 17.9% RMS, so it is not used.
# Residual: 8.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.28us 2M:39.36us 16M:288.6us 64M:1.141ms 256M:4.642ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 45.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 150.8us

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
# measured medians (15 points at 3 sizes): the best line, 8.047us + bytes /
# 212 GB/s, misses by 19.4% RMS, so it is not used.
# Residual: 19.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.03us 16M:85.1us 64M:332.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 25.16us + bytes / 164 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 16.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:37.71us 16M:131.4us 64M:425.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 689.8ns +
# bytes / 148 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.87us 16M:113.3us 64M:445.7us 256M:1.844ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.778us
# + bytes / 7.5 GB/s, misses by 30.9% RMS, so it is not used.
# Residual: 17.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.629us 64K:25.93us 2M:201.2us 16M:2.718ms 64M:11.4ms 256M:45.7ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.44us + bytes / 10.4 GB/s,
# misses by 22.3% RMS, so it is not used.
# Residual: 13.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.98us 64K:30.13us 2M:265.7us 16M:1.557ms 64M:6.255ms 256M:23.2ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.69 GB/s, misses by 26.7% RMS, so it is not used.
# Residual: 14.6% RMS relative over 20 repetitions.
host_read_ns = 64K:7.542us 2M:210.9us 16M:2.662ms 64M:12.72ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22.4 GB/s, misses by
# 44.3% RMS, so it is not used.
# Residual: 13.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.262us 2M:67.69us 16M:1.506ms 64M:8.152ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 8.4 GB/s, written at the measured sizes (the medians would give
# 7.1%).
# Residual: 7.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.68us 2M:249.5us 16M:1.997ms 64M:7.987ms

