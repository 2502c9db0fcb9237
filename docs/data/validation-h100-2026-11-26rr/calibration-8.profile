# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-8.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T19:43:16Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:43:16Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.5% RMS relative over 5 repetitions.
launch_ns = 4.814us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.151us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.839us + bytes / 4.54e+03 GB/s, misses by 59.9% RMS,
# so it is not used.
# Residual: 26.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.98us 64K:2.986us 1M:2.812us 1536K:2.839us 2M:65.65us 8M:48.17us 64M:78.55us 256M:85.09us 1G:187.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.122us + bytes / 1.42e+03 GB/s, misses by 49.0% RMS, so it is
# not used.
# Residual: 18.9% RMS relative over 45 repetitions.
free_ns = 4K:2.676us 64K:2.749us 1M:2.282us 1536K:2.629us 2M:45.77us 8M:46.27us 64M:79.43us 256M:216.3us 1G:611.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 3.75us
# + bytes / 3.14e+03 GB/s, misses by 65.7% RMS, so it is not used.
# Residual: 38.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.075us 64K:3.098us 2M:30.93us 16M:47.08us 64M:67.38us 256M:71.13us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.91us + bytes / 9.84e+05 GB/s, written at the measured sizes (the
# medians would give 7.8%).
# Residual: 7.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.91us 64K:12.91us 2M:12.91us 16M:12.93us 64M:12.98us 256M:13.18us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 21.9%, 512K 21.5%, 1M 20.7%, 2M 19.8%, 4M 19.3%, 8M 18.8%, 16M
# 19.1%, 32M 20.0%.
# Residual: 24.5% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     74.91us     57.85us
# seq             2M          0         2         2     2097152           0     196.7us     260.2us
# seq            16M          0        16        16    16777216           0      1.95ms     2.012ms
# seq            64M          0        64        64    67108864           0     8.701ms     8.019ms
# seq           256M          0       256       256   268435456           0     36.46ms     32.05ms
# stride         64M        64K         8        32    67108864           0      6.23ms     5.983ms
# stride        256M         2M        32       128     8388608           0     2.925ms     3.478ms
# random         16M          0        12        16    16777216           0     1.931ms     1.901ms
# random         64M          0        36       161    67108864           0     10.17ms     8.697ms
# random        256M          0       125      1211   268435456           0     54.25ms     42.74ms
# fresh           2M          0         2         2           0     2097152     136.8us     160.3us
# fresh          16M          0        16        16           0    16777216     1.037ms     1.213ms
# fresh          64M          0        64        64           0    67108864     7.322ms     4.822ms
# fresh         256M          0       256       256           0   268435456     24.12ms     19.26ms
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
# prefetch at the driver's defaults). Result: 27.78us per batch, 15us per VA
# block, bytes / 12.7 GB/s moved, 9.917us per faulting kernel, bytes / 32.4
# GB/s zero-filled.
# Residual: 24.5% RMS relative over 70 repetitions.
fault_batch_ns = 27.78us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.5% RMS relative over 70 repetitions.
fault_block_ns = 15us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:321.7ns 64K:5.148us 512K:41.18us 1M:82.36us 2M:164.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.5% RMS relative over 70 repetitions.
fault_wake_ns = 9.917us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:126.6ns 64K:2.025us 512K:16.2us 1M:32.41us 2M:64.81us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.38us + bytes /
# 39.1 GB/s, misses by 30.1% RMS, so it is not used.
# Residual: 23.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.07us 2M:138.1us 16M:609.9us 64M:1.837ms 256M:5.51ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 16.17us + bytes / 7.74 GB/s, misses by 29.4% RMS, so it is not used.
# Residual: 29.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.49us 2M:299.6us 16M:3.368ms 64M:9.008ms 256M:27.99ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.28us + bytes / 8.61 GB/s, written at the
# measured sizes (the medians would give 9.3%).
# Residual: 9.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.89us 512K:78.19us 2M:260.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.18us + bytes / 3.15 GB/s, written at
# the measured sizes (the medians would give 6.9%).
# Residual: 10.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.99us 512K:190.7us 2M:690.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 310.5us + bytes / 2.45
# GB/s, written at the measured sizes (the medians would give 8.2%).
# Residual: 14.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:337.2us 256K:417.6us 2M:1.167ms 16M:7.166ms 64M:27.73ms 256M:110ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.027us + bytes / 933 GB/s, misses by 22.6% RMS, so
# it is not used.
# Residual: 13.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.295us 2M:4.112us 16M:22.67us 64M:76.97us 256M:314.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.37us + bytes / 95.5 GB/s, misses
# by 20.6% RMS, so it is not used.
# Residual: 9.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.8us 2M:25.06us 16M:216.8us 64M:922us 256M:2.71ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 39.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 170us

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
# measured medians (15 points at 3 sizes): the best line, 6.498us + bytes /
# 285 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 16.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.94us 16M:63.08us 64M:250us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.35us + bytes / 195 GB/s, written at the measured
# sizes (the medians would give 5.9%).
# Residual: 5.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:34.11us 16M:109.5us 64M:367.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.119us +
# bytes / 157 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.63us 16M:107us 64M:427.8us 256M:1.753ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 9.19us
# + bytes / 8.38 GB/s, misses by 27.0% RMS, so it is not used.
# Residual: 15.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.83us 64K:24.85us 2M:190.6us 16M:2.229ms 64M:9.388ms 256M:40.54ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.91us + bytes / 9.86 GB/s,
# misses by 20.7% RMS, so it is not used.
# Residual: 14.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:13.47us 64K:31us 2M:259.5us 16M:1.621ms 64M:6.299ms 256M:26.97ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.37 GB/s, misses by 19.6% RMS, so it is not used.
# Residual: 14.8% RMS relative over 20 repetitions.
host_read_ns = 64K:7.271us 2M:232.7us 16M:2.542ms 64M:11.37ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 20.3 GB/s, misses by
# 39.8% RMS, so it is not used.
# Residual: 13.8% RMS relative over 20 repetitions.
host_write_ns = 64K:1.374us 2M:74.27us 16M:1.385ms 64M:7.026ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 755ns +
# bytes / 8.93 GB/s, written at the measured sizes (the medians would give
# 4.5%).
# Residual: 4.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.094us 2M:235.6us 16M:1.88ms 64M:7.516ms

