# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T21:06:57Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:06:57Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.8% RMS relative over 5 repetitions.
launch_ns = 4.721us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.01us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.694us + bytes / 1.08e+04 GB/s, misses by 62.3% RMS,
# so it is not used.
# Residual: 30.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.981us 64K:2.966us 1M:2.648us 1536K:2.348us 2M:66us 8M:51.43us 64M:101.8us 256M:79.26us 1G:83.46us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.416us + bytes / 2.3e+03 GB/s, misses by 51.9% RMS, so it is not
# used.
# Residual: 20.6% RMS relative over 45 repetitions.
free_ns = 4K:3.722us 64K:3.665us 1M:3.611us 1536K:3.368us 2M:42.12us 8M:45.94us 64M:94.09us 256M:119.5us 1G:393.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.796us + bytes / 5.72e+03 GB/s, misses by 66.3% RMS, so it is not used.
# Residual: 35.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.812us 64K:2.409us 2M:27.19us 16M:33.72us 64M:45.31us 256M:40.63us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 9.955us + bytes *
# -7.88e-07 ns/B, misses by 17.3% RMS, so it is not used.
# Residual: 17.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.709us 64K:9.671us 2M:10.21us 16M:10.86us 64M:9.422us 256M:9.826us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.9%, 512K 16.3%, 1M 15.1%, 2M 14.5%, 4M 14.9%, 8M 16.0%, 16M
# 17.2%, 32M 18.2%.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     96.29us     74.63us
# seq             2M          0         2         2     2097152           0     229.4us       264us
# seq            16M          0        16        16    16777216           0     1.569ms     1.725ms
# seq            64M          0        64        64    67108864           0     7.216ms     6.735ms
# seq           256M          0       256       256   268435456           0        35ms     26.77ms
# stride         64M        64K        32        32    67108864           0     6.289ms     6.295ms
# stride        256M         2M       128       128     8388608           0     2.305ms     2.542ms
# random         16M          0         9        35    16777216           0     1.864ms     1.987ms
# random         64M          0        34       306    67108864           0     10.41ms     10.07ms
# random        256M          0       139      1560   268435456           0     50.85ms     44.73ms
# fresh           2M          0         2         2           0     2097152     158.5us     197.3us
# fresh          16M          0        16        16           0    16777216     1.136ms     1.192ms
# fresh          64M          0        64        64           0    67108864     5.257ms     4.604ms
# fresh         256M          0       256       256           0   268435456     22.93ms     18.25ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 13.77us per VA
# block, bytes / 11.6 GB/s moved, 55.2us per faulting kernel, bytes / 18.3
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_block_ns = 13.77us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:353.9ns 64K:5.663us 512K:45.3us 1M:90.6us 2M:181.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_wake_ns = 55.2us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:223.8ns 64K:3.582us 512K:28.65us 1M:57.3us 2M:114.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.44us + bytes /
# 45.1 GB/s, misses by 20.4% RMS, so it is not used.
# Residual: 9.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.36us 2M:124.5us 16M:450.4us 64M:1.404ms 256M:5.489ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.12us + bytes / 9.79 GB/s, written at
# the measured sizes (the medians would give 11.3%).
# Residual: 13.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.81us 2M:231.3us 16M:1.731ms 64M:6.872ms 256M:27.44ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.02us + bytes / 9 GB/s, written at the measured
# sizes (the medians would give 8.9%).
# Residual: 8.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.3us 512K:75.26us 2M:250us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.92us + bytes / 3.43 GB/s, written at
# the measured sizes (the medians would give 10.1%).
# Residual: 12.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.03us 512K:177.8us 2M:636.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 260.8us +
# bytes / 3.06 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 11.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:292us 256K:397.1us 2M:711.6us 16M:6.743ms 64M:23.85ms 256M:99.14ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.061us + bytes / 1.08e+03 GB/s, misses by 19.1% RMS,
# so it is not used.
# Residual: 15.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.952us 2M:5.101us 16M:19.88us 64M:65.99us 256M:270.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.29us + bytes / 88.6 GB/s, misses
# by 19.2% RMS, so it is not used.
# Residual: 11.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.67us 2M:27.77us 16M:221.1us 64M:883us 256M:3.12ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 31.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.5us

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
# sizes): 5.249us + bytes / 261 GB/s, written at the measured sizes (the
# medians would give 14.4%).
# Residual: 14.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.3us 16M:69.63us 64M:262.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line, 27.4us
# + bytes / 208 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 15.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:36.37us 16M:125.2us 64M:324.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 181 GB/s, misses by 23.4% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.23us 16M:85.42us 64M:425.6us 256M:1.398ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 9.013us
# + bytes / 8.43 GB/s, misses by 27.0% RMS, so it is not used.
# Residual: 16.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.612us 64K:25.68us 2M:196.9us 16M:2.114ms 64M:9.271ms 256M:36.99ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.14us + bytes / 8.58 GB/s,
# misses by 19.7% RMS, so it is not used.
# Residual: 12.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.13us 64K:31.8us 2M:267.1us 16M:1.923ms 64M:7.586ms 256M:29.54ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.16 GB/s, misses by 17.8% RMS, so it is not used.
# Residual: 13.8% RMS relative over 20 repetitions.
host_read_ns = 64K:6.499us 2M:210.2us 16M:2.38ms 64M:9.835ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 19.4 GB/s, misses by
# 32.0% RMS, so it is not used.
# Residual: 14.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.254us 2M:82.25us 16M:1.026ms 64M:5.44ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 669.3ns +
# bytes / 11.1 GB/s, written at the measured sizes (the medians would give
# 5.8%).
# Residual: 5.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.562us 2M:189.2us 16M:1.509ms 64M:6.035ms

