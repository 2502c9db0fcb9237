# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T22:10:59Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:10:59Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 12.2% RMS relative over 5 repetitions.
launch_ns = 3.448us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.193us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.763us + bytes / 5.4e+03 GB/s, misses by 55.1% RMS,
# so it is not used.
# Residual: 28.2% RMS relative over 45 repetitions.
malloc_ns = 4K:1.507us 64K:1.813us 1M:2.023us 1536K:2.12us 2M:37.69us 8M:31.15us 64M:38.79us 256M:58.52us 1G:155.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.374us + bytes / 1.82e+03 GB/s, misses by 45.6% RMS, so it is
# not used.
# Residual: 20.2% RMS relative over 45 repetitions.
free_ns = 4K:1.339us 64K:1.484us 1M:1.918us 1536K:1.982us 2M:28.89us 8M:30.23us 64M:45.03us 256M:151.9us 1G:490.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 8.551us + bytes / 1.24e+04 GB/s, misses by 58.5% RMS, so it is not used.
# Residual: 32.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:7.28us 64K:7.213us 2M:41.6us 16M:40.28us 64M:26.39us 256M:26.21us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.149us + bytes / 2.95e+05 GB/s, written at the measured sizes (the
# medians would give 8.1%).
# Residual: 8.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.149us 64K:7.149us 2M:7.156us 16M:7.206us 64M:7.376us 256M:8.058us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.4%, 512K 15.0%, 1M 14.5%, 2M 14.2%, 4M 14.3%, 8M 15.0%, 16M
# 15.6%, 32M 16.5%.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     58.59us     50.55us
# seq             2M          0         2         2     2097152           0     180.3us     241.5us
# seq            16M          0        16        16    16777216           0     1.725ms     1.711ms
# seq            64M          0        64        64    67108864           0     8.788ms     6.748ms
# seq           256M          0       256       256   268435456           0     36.23ms      26.9ms
# stride         64M        64K        32        32    67108864           0      6.39ms     6.326ms
# stride        256M         2M       128       128     8388608           0     2.336ms     2.453ms
# random         16M          0         9        35    16777216           0      2.02ms     1.961ms
# random         64M          0        34       306    67108864           0     9.165ms     9.937ms
# random        256M          0       139      1560   268435456           0     48.32ms     44.08ms
# fresh           2M          0         2         2           0     2097152     149.8us       161us
# fresh          16M          0        16        16           0    16777216     1.077ms     1.067ms
# fresh          64M          0        64        64           0    67108864     4.401ms     4.172ms
# fresh         256M          0       256       256           0   268435456      16.7ms     16.59ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 13.18us per VA
# block, bytes / 11.4 GB/s moved, 31.64us per faulting kernel, bytes / 20.4
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_block_ns = 13.18us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:358.4ns 64K:5.735us 512K:45.88us 1M:91.76us 2M:183.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_wake_ns = 31.64us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:201.2ns 64K:3.22us 512K:25.76us 1M:51.52us 2M:103us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 61.55us + bytes /
# 48.9 GB/s, misses by 25.3% RMS, so it is not used.
# Residual: 19.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:57.85us 2M:128.3us 16M:422.8us 64M:1.362ms 256M:5.341ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.82us + bytes / 11.3 GB/s, written at
# the measured sizes (the medians would give 7.0%).
# Residual: 9.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.64us 2M:203us 16M:1.506ms 64M:5.975ms 256M:23.85ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.37us + bytes / 9.63 GB/s, written at the
# measured sizes (the medians would give 12.1%).
# Residual: 12.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.17us 512K:70.79us 2M:234.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 25.55us + bytes / 3.2 GB/s, misses by 15.5% RMS, so it is not used.
# Residual: 9.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.92us 512K:227.6us 2M:618.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 218.1us +
# bytes / 3.75 GB/s, misses by 18.1% RMS, so it is not used.
# Residual: 14.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:245.1us 256K:307.9us 2M:627us 16M:4.922ms 64M:19.76ms 256M:78.74ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.669us + bytes / 1.08e+03 GB/s, misses by 21.8% RMS,
# so it is not used.
# Residual: 14.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.691us 2M:3.635us 16M:18.9us 64M:69.35us 256M:264.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 14.09us +
# bytes / 86.3 GB/s, written at the measured sizes (the medians would give
# 4.6%).
# Residual: 12.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.84us 2M:38.39us 16M:208.5us 64M:791.7us 256M:3.125ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 17.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.58us

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
# measured medians (15 points at 3 sizes): the best line, 7.552us + bytes /
# 247 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 15.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.04us 16M:76.15us 64M:278.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 54.65us + bytes / 281 GB/s, written at the measured
# sizes (the medians would give 6.5%).
# Residual: 7.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:62.12us 16M:114.4us 64M:293.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.897us +
# bytes / 204 GB/s, misses by 22.0% RMS, so it is not used.
# Residual: 22.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.21us 16M:83.18us 64M:329.2us 256M:1.332ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.474us
# + bytes / 10.9 GB/s, misses by 30.1% RMS, so it is not used.
# Residual: 19.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.024us 64K:23.48us 2M:163.8us 16M:1.335ms 64M:7.416ms 256M:33.35ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.36us + bytes / 9.68 GB/s,
# misses by 20.3% RMS, so it is not used.
# Residual: 10.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.18us 64K:30.63us 2M:272us 16M:1.684ms 64M:6.333ms 256M:26.22ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.8 GB/s, misses by 35.5% RMS, so it is not used.
# Residual: 25.9% RMS relative over 20 repetitions.
host_read_ns = 64K:4.416us 2M:182us 16M:2.215ms 64M:15.64ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22.2 GB/s, misses by
# 37.6% RMS, so it is not used.
# Residual: 21.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.023us 2M:69.19us 16M:1.044ms 64M:7.001ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 724.5ns +
# bytes / 12.4 GB/s, written at the measured sizes (the medians would give
# 7.0%).
# Residual: 7.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.99us 2M:169.2us 16M:1.349ms 64M:5.393ms

