# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-14.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T14:28:35Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T14:28:35Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.6% RMS relative over 5 repetitions.
launch_ns = 4.047us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.942us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.473us + bytes / 4.5e+03 GB/s, misses by 56.9% RMS,
# so it is not used.
# Residual: 28.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.675us 64K:2.465us 1M:2.563us 1536K:2.52us 2M:64.27us 8M:46.98us 64M:53.91us 256M:57.42us 1G:216.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.883us + bytes / 1.58e+03 GB/s, misses by 49.3% RMS, so it is
# not used.
# Residual: 19.7% RMS relative over 45 repetitions.
free_ns = 4K:2.265us 64K:2.294us 1M:2.227us 1536K:2.238us 2M:40.76us 8M:42.92us 64M:92.67us 256M:171.4us 1G:578.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.585us + bytes / 3.81e+03 GB/s, misses by 66.8% RMS, so it is not used.
# Residual: 37.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.915us 64K:2.965us 2M:33.2us 16M:45.79us 64M:62.27us 256M:59.9us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.33us + bytes / 1.36e+05 GB/s, written at the measured sizes (the
# medians would give 13.0%).
# Residual: 13.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.33us 64K:12.33us 2M:12.35us 16M:12.45us 64M:12.82us 256M:14.3us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.2%, 512K 19.7%, 1M 19.1%, 2M 18.7%, 4M 19.8%, 8M 20.6%, 16M
# 20.1%, 32M 20.4%.
# Residual: 27.4% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     74.08us     57.77us
# seq             2M          0         2         2     2097152           0     190.5us     223.4us
# seq            16M          0        16        16    16777216           0     1.531ms     1.516ms
# seq            64M          0        64        64    67108864           0     6.886ms     5.948ms
# seq           256M          0       256       256   268435456           0     30.62ms     23.68ms
# stride         64M        64K        32        32    67108864           0     4.589ms     5.494ms
# stride        256M         2M       128       128     8388608           0     2.081ms     2.478ms
# random         16M          0         9        35    16777216           0     1.899ms     1.785ms
# random         64M          0        34       306    67108864           0     10.09ms     9.378ms
# random        256M          0       139      1560   268435456           0     51.42ms     42.16ms
# fresh           2M          0         2         2           0     2097152     143.1us     183.8us
# fresh          16M          0        16        16           0    16777216     1.127ms     1.199ms
# fresh          64M          0        64        64           0    67108864     5.539ms     4.682ms
# fresh         256M          0       256       256           0   268435456      28.3ms     18.61ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 14.17us per VA
# block, bytes / 13.4 GB/s moved, 38.71us per faulting kernel, bytes / 18 GB/s
# zero-filled. This coefficient came out negative and is held at 0.
# Residual: 27.4% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.4% RMS relative over 70 repetitions.
fault_block_ns = 14.17us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 27.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:305.3ns 64K:4.885us 512K:39.08us 1M:78.16us 2M:156.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.4% RMS relative over 70 repetitions.
fault_wake_ns = 38.71us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 27.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:228ns 64K:3.648us 512K:29.19us 1M:58.37us 2M:116.7us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.16us + bytes /
# 45.7 GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 3.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.41us 2M:119.3us 16M:415.7us 64M:1.381ms 256M:5.683ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.18us + bytes / 10.7 GB/s, written at
# the measured sizes (the medians would give 5.2%).
# Residual: 7.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.32us 2M:214.7us 16M:1.59ms 64M:6.306ms 256M:25.17ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 19.17us + bytes / 9.19 GB/s, written at the
# measured sizes (the medians would give 10.8%).
# Residual: 10.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.3us 512K:76.23us 2M:247.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.39us + bytes / 2.84 GB/s, written at
# the measured sizes (the medians would give 4.3%).
# Residual: 5.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.44us 512K:206.8us 2M:760us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 298us + bytes / 2.52 GB/s,
# written at the measured sizes (the medians would give 7.2%).
# Residual: 13.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:323.9us 256K:401.9us 2M:1.129ms 16M:6.949ms 64M:26.9ms 256M:106.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.94us + bytes / 1.04e+03 GB/s, misses by 21.5% RMS,
# so it is not used.
# Residual: 14.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.837us 2M:4.022us 16M:19.49us 64M:68.72us 256M:289us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 17.05us + bytes / 70.7 GB/s, misses
# by 18.4% RMS, so it is not used.
# Residual: 8.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:21.35us 2M:36.6us 16M:256.8us 64M:1.043ms 256M:4.587ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 67.39us

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
# measured medians (15 points at 3 sizes): the best line, 6.316us + bytes /
# 220 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 15.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.78us 16M:85.54us 64M:303.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 24.18us + bytes / 222 GB/s, written at the measured
# sizes (the medians would give 5.7%).
# Residual: 5.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:33.63us 16M:99.78us 64M:326.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.843us +
# bytes / 158 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 23.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:17.32us 16M:106.3us 64M:432.2us 256M:1.734ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.129us
# + bytes / 8.61 GB/s, misses by 36.7% RMS, so it is not used.
# Residual: 22.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.92us 64K:26.19us 2M:173.6us 16M:3.286ms 64M:9.17ms 256M:37.11ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.14us + bytes / 8.78 GB/s,
# misses by 22.1% RMS, so it is not used.
# Residual: 14.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.84us 64K:32.56us 2M:292.3us 16M:1.795ms 64M:7.053ms 256M:30.21ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.48 GB/s, misses by 28.7% RMS, so it is not used.
# Residual: 24.9% RMS relative over 20 repetitions.
host_read_ns = 64K:5.299us 2M:197.7us 16M:2.238ms 64M:10.55ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 19.3 GB/s, misses by
# 29.0% RMS, so it is not used.
# Residual: 15.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.315us 2M:82.63us 16M:1.031ms 64M:5.833ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.098us +
# bytes / 9.78 GB/s, written at the measured sizes (the medians would give
# 3.9%).
# Residual: 4.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.8us 2M:215.6us 16M:1.717ms 64M:6.864ms

