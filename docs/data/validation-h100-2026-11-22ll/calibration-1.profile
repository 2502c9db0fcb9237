# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-1.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T12:42:15Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:42:15Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.5% RMS relative over 5 repetitions.
launch_ns = 4.568us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.187us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.039us + bytes / 3.84e+03 GB/s, misses by 56.4% RMS,
# so it is not used.
# Residual: 24.3% RMS relative over 45 repetitions.
malloc_ns = 4K:3.042us 64K:3.15us 1M:3.248us 1536K:3.022us 2M:61.64us 8M:50.77us 64M:78.48us 256M:85.89us 1G:225.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.503us + bytes / 1.31e+03 GB/s, misses by 45.2% RMS, so it is
# not used.
# Residual: 15.5% RMS relative over 45 repetitions.
free_ns = 4K:3.992us 64K:3.883us 1M:3.797us 1536K:3.862us 2M:48.02us 8M:47.87us 64M:81.03us 256M:221.7us 1G:661.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.798us + bytes / 4.89e+03 GB/s, misses by 62.4% RMS, so it is not used.
# Residual: 37.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.607us 64K:2.49us 2M:21.02us 16M:23.7us 64M:41.61us 256M:45.56us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 10.35us + bytes *
# -1.75e-06 ns/B, misses by 20.1% RMS, so it is not used.
# Residual: 13.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.46us 64K:10.17us 2M:14.55us 16M:8.989us 64M:9.036us 256M:10.37us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 13.8%, 512K 13.5%, 1M 13.3%, 2M 12.9%, 4M 13.4%, 8M 13.9%, 16M
# 14.4%, 32M 15.6%.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     69.41us     60.33us
# seq             2M          0         2         2     2097152           0     214.8us     243.3us
# seq            16M          0        16        16    16777216           0     1.628ms     1.682ms
# seq            64M          0        64        64    67108864           0     7.342ms     6.615ms
# seq           256M          0       256       256   268435456           0     31.71ms     26.35ms
# stride         64M        64K        32        32    67108864           0     5.518ms     6.063ms
# stride        256M         2M       128       128     8388608           0     2.792ms     2.929ms
# random         16M          0         9        35    16777216           0     2.167ms     1.957ms
# random         64M          0        34       306    67108864           0     10.25ms     10.24ms
# random        256M          0       139      1560   268435456           0      44.3ms     45.95ms
# fresh           2M          0         2         2           0     2097152     134.7us     155.2us
# fresh          16M          0        16        16           0    16777216     841.1us     977.1us
# fresh          64M          0        64        64           0    67108864     4.425ms     3.795ms
# fresh         256M          0       256       256           0   268435456     20.37ms     15.07ms
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
# prefetch at the driver's defaults). Result: 2.031us per batch, 15.22us per
# VA block, bytes / 12.3 GB/s moved, 37.73us per faulting kernel, bytes / 25.3
# GB/s zero-filled.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_batch_ns = 2.031us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_block_ns = 15.22us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:334.1ns 64K:5.345us 512K:42.76us 1M:85.53us 2M:171.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_wake_ns = 37.73us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:162ns 64K:2.592us 512K:20.73us 1M:41.47us 2M:82.93us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.76us + bytes /
# 46.6 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 2.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.62us 2M:119.9us 16M:423.7us 64M:1.372ms 256M:5.424ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.2us + bytes / 9.09 GB/s, written at the
# measured sizes (the medians would give 6.0%).
# Residual: 8.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.41us 2M:247.9us 16M:1.863ms 64M:7.399ms 256M:29.54ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.53us + bytes / 8.1 GB/s, written at the
# measured sizes (the medians would give 6.6%).
# Residual: 6.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.62us 512K:81.28us 2M:275.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.77us + bytes / 2.66 GB/s, written at
# the measured sizes (the medians would give 5.9%).
# Residual: 9.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:48.43us 512K:221us 2M:812.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 309.6us + bytes / 1.66 GB/s, misses by 45.3% RMS, so
# it is not used.
# Residual: 44.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:425.5us 256K:473.5us 2M:1.051ms 16M:15.05ms 64M:49.04ms 256M:255.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.035us + bytes / 854 GB/s, misses by 19.8% RMS, so
# it is not used.
# Residual: 11.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.25us 2M:5.279us 16M:24.7us 64M:85.63us 256M:332.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 15.14us +
# bytes / 73 GB/s, written at the measured sizes (the medians would give
# 5.5%).
# Residual: 13.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.04us 2M:43.85us 16M:244.8us 64M:933.9us 256M:3.69ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.83us

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
# sizes): 7.727us + bytes / 220 GB/s, written at the measured sizes (the
# medians would give 11.8%).
# Residual: 11.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.27us 16M:84.09us 64M:313.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 20.44us + bytes / 213 GB/s, written at the measured
# sizes (the medians would give 7.7%).
# Residual: 9.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:30.27us 16M:99.03us 64M:334.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 154 GB/s, misses by 27.9% RMS, so it is not used.
# Residual: 28.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:7.529us 16M:89.77us 64M:421.4us 256M:2.105ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.542us
# + bytes / 9.61 GB/s, misses by 30.6% RMS, so it is not used.
# Residual: 16.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.114us 64K:24.71us 2M:162.6us 16M:1.992ms 64M:8.646ms 256M:35.91ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.97us + bytes / 11 GB/s,
# misses by 22.4% RMS, so it is not used.
# Residual: 10.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.55us 64K:30.57us 2M:281.2us 16M:1.449ms 64M:5.568ms 256M:22.43ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 20
# points at 4 sizes): 760.6ns + bytes / 6.6 GB/s, written at the measured
# sizes (the medians would give 12.4%).
# Residual: 12.8% RMS relative over 20 repetitions.
host_read_ns = 64K:10.68us 2M:318.3us 16M:2.541ms 64M:10.16ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.3 GB/s, misses by
# 37.9% RMS, so it is not used.
# Residual: 11.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.158us 2M:52.19us 16M:834.2us 64M:4.905ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 615.2ns +
# bytes / 11.1 GB/s, written at the measured sizes (the medians would give
# 4.8%).
# Residual: 4.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.518us 2M:189.5us 16M:1.512ms 64M:6.045ms

