# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-15.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:27:11Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:27:11Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.7% RMS relative over 5 repetitions.
launch_ns = 4.672us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.969us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.866us + bytes / 3.32e+03 GB/s, misses by 57.6% RMS,
# so it is not used.
# Residual: 26.3% RMS relative over 45 repetitions.
malloc_ns = 4K:3.346us 64K:2.94us 1M:2.879us 1536K:2.928us 2M:76.72us 8M:58.95us 64M:100.3us 256M:91.76us 1G:270.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.392us + bytes / 1.35e+03 GB/s, misses by 46.3% RMS, so it is
# not used.
# Residual: 16.6% RMS relative over 45 repetitions.
free_ns = 4K:3.988us 64K:3.7us 1M:3.689us 1536K:3.733us 2M:48.92us 8M:51.98us 64M:88.41us 256M:200.1us 1G:663.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.973us + bytes / 3.29e+03 GB/s, misses by 67.1% RMS, so it is not used.
# Residual: 40.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.211us 64K:2.49us 2M:25.15us 16M:47.91us 64M:46.52us 256M:66.77us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.54us + bytes / 8.79e+05 GB/s, written at the measured sizes (the
# medians would give 8.8%).
# Residual: 10.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.54us 64K:12.54us 2M:12.55us 16M:12.56us 64M:12.62us 256M:12.85us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.1%, 512K 14.8%, 1M 14.6%, 2M 14.5%, 4M 15.0%, 8M 15.9%, 16M
# 16.4%, 32M 17.3%.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     82.43us     66.75us
# seq             2M          0         2         2     2097152           0     244.6us     283.4us
# seq            16M          0        16        16    16777216           0     1.773ms     1.962ms
# seq            64M          0        64        64    67108864           0     9.522ms     7.718ms
# seq           256M          0       256       256   268435456           0     33.87ms     30.74ms
# stride         64M        64K        32        32    67108864           0     7.013ms     7.183ms
# stride        256M         2M       128       128     8388608           0     2.798ms     3.007ms
# random         16M          0         9        35    16777216           0     2.523ms     2.279ms
# random         64M          0        34       306    67108864           0     11.19ms     11.76ms
# random        256M          0       139      1560   268435456           0     55.62ms     52.52ms
# fresh           2M          0         2         2           0     2097152     161.4us     203.6us
# fresh          16M          0        16        16           0    16777216      1.25ms     1.324ms
# fresh          64M          0        64        64           0    67108864     6.263ms     5.163ms
# fresh         256M          0       256       256           0   268435456     26.56ms     20.52ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 16.7us per VA
# block, bytes / 10.2 GB/s moved, 43.59us per faulting kernel, bytes / 16.6
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_block_ns = 16.7us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:403.1ns 64K:6.45us 512K:51.6us 1M:103.2us 2M:206.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_wake_ns = 43.59us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:247.2ns 64K:3.956us 512K:31.65us 1M:63.29us 2M:126.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 44.3us + bytes /
# 45.8 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 3.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.52us 2M:128us 16M:453.3us 64M:1.383ms 256M:5.49ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.73us + bytes / 9.29 GB/s, written at
# the measured sizes (the medians would give 0.8%).
# Residual: 5.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.78us 2M:244.4us 16M:1.824ms 64M:7.241ms 256M:28.91ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.12us + bytes / 8.29 GB/s, written at the
# measured sizes (the medians would give 8.3%).
# Residual: 8.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.03us 512K:81.39us 2M:271.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.58us + bytes / 3.01 GB/s, written at
# the measured sizes (the medians would give 7.1%).
# Residual: 10.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.34us 512K:197.6us 2M:719.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 343us + bytes / 2.25 GB/s,
# written at the measured sizes (the medians would give 5.8%).
# Residual: 11.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:372.1us 256K:459.5us 2M:1.275ms 16M:7.799ms 64M:30.17ms 256M:119.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.238us + bytes / 841 GB/s, misses by 21.7% RMS, so
# it is not used.
# Residual: 13.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.412us 2M:4.524us 16M:24.38us 64M:87.63us 256M:342.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 17.51us + bytes / 72.6 GB/s, misses
# by 19.8% RMS, so it is not used.
# Residual: 7.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:22.98us 2M:35.18us 16M:270.2us 64M:1.054ms 256M:4.154ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 27.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.7us

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
# measured medians (15 points at 3 sizes): the best line, 9.044us + bytes /
# 231 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 21.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.41us 16M:75.74us 64M:325us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 172 GB/s, misses by 24.7% RMS, so it is not used.
# Residual: 24.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.53us 16M:100.4us 64M:405.5us 256M:1.461ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 9.147us
# + bytes / 9.04 GB/s, misses by 28.9% RMS, so it is not used.
# Residual: 15.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.697us 64K:26.13us 2M:170.8us 16M:2.207ms 64M:9.399ms 256M:37.54ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.65us + bytes / 9.08 GB/s,
# misses by 21.8% RMS, so it is not used.
# Residual: 11.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.47us 64K:31.61us 2M:319.2us 16M:1.783ms 64M:6.952ms 256M:26.37ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.75 GB/s, misses by 26.0% RMS, so it is not used.
# Residual: 16.1% RMS relative over 20 repetitions.
host_read_ns = 64K:6.247us 2M:206.5us 16M:2.854ms 64M:11.82ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 23 GB/s, misses by
# 43.5% RMS, so it is not used.
# Residual: 14.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.196us 2M:65.46us 16M:1.566ms 64M:6.891ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.26us +
# bytes / 9.57 GB/s, written at the measured sizes (the medians would give
# 5.4%).
# Residual: 5.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.109us 2M:220.4us 16M:1.755ms 64M:7.015ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
