# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-8.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T22:00:16Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:00:16Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.7% RMS relative over 5 repetitions.
launch_ns = 4.657us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.171us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.878us + bytes / 3.4e+03 GB/s, misses by 59.0% RMS,
# so it is not used.
# Residual: 27.5% RMS relative over 45 repetitions.
malloc_ns = 4K:3.317us 64K:3.124us 1M:2.772us 1536K:2.931us 2M:78.45us 8M:51.94us 64M:89.17us 256M:101.3us 1G:252.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.458us + bytes / 1.28e+03 GB/s, misses by 45.8% RMS, so it is
# not used.
# Residual: 17.8% RMS relative over 45 repetitions.
free_ns = 4K:3.867us 64K:3.777us 1M:3.895us 1536K:3.808us 2M:49.27us 8M:44.82us 64M:89.35us 256M:210.2us 1G:691us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.821us + bytes / 3.64e+03 GB/s, misses by 65.2% RMS, so it is not used.
# Residual: 47.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.707us 64K:3.334us 2M:24.54us 16M:65.35us 64M:56.45us 256M:62.78us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.19us + bytes / 1.85e+05 GB/s, written at the measured sizes (the
# medians would give 11.8%).
# Residual: 12.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.19us 64K:13.19us 2M:13.2us 16M:13.28us 64M:13.55us 256M:14.64us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 13.7%, 512K 13.2%, 1M 12.3%, 2M 11.0%, 4M 10.7%, 8M 11.0%, 16M
# 11.8%, 32M 13.1%.
# Residual: 15.5% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      80.8us        71us
# seq             2M          0         2         2     2097152           0     264.8us     303.6us
# seq            16M          0        16        16    16777216           0     2.106ms     2.128ms
# seq            64M          0        64        64    67108864           0     9.884ms     8.383ms
# seq           256M          0       256       256   268435456           0     36.71ms      33.4ms
# stride         64M        64K        16        32    67108864           0      6.93ms     7.646ms
# stride        256M         2M        64       128     8388608           0     3.094ms     3.401ms
# random         16M          0         9        23    16777216           0     2.318ms     2.226ms
# random         64M          0        35       230    67108864           0     11.27ms      11.2ms
# random        256M          0       128      1431   268435456           0     58.76ms     53.62ms
# fresh           2M          0         2         2           0     2097152     179.6us     208.8us
# fresh          16M          0        16        16           0    16777216      1.28ms      1.37ms
# fresh          64M          0        64        64           0    67108864     6.095ms     5.351ms
# fresh         256M          0       256       256           0   268435456      24.6ms     21.27ms
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
# prefetch at the driver's defaults). Result: 3.625us per batch, 17.6us per VA
# block, bytes / 9.61 GB/s moved, 42.95us per faulting kernel, bytes / 17 GB/s
# zero-filled.
# Residual: 15.5% RMS relative over 70 repetitions.
fault_batch_ns = 3.625us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 15.5% RMS relative over 70 repetitions.
fault_block_ns = 17.6us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 15.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:426.1ns 64K:6.818us 512K:54.55us 1M:109.1us 2M:218.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 15.5% RMS relative over 70 repetitions.
fault_wake_ns = 42.95us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 15.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:241ns 64K:3.857us 512K:30.85us 1M:61.7us 2M:123.4us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.6us + bytes /
# 44.9 GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 1.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.32us 2M:126.7us 16M:469.9us 64M:1.396ms 256M:5.504ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.39us + bytes / 9.17 GB/s, written at
# the measured sizes (the medians would give 4.1%).
# Residual: 7.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.54us 2M:247.2us 16M:1.849ms 64M:7.34ms 256M:29.3ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.98us + bytes / 8.21 GB/s, written at the
# measured sizes (the medians would give 11.0%).
# Residual: 11.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.96us 512K:82.83us 2M:274.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.64us + bytes / 2.86 GB/s, written at
# the measured sizes (the medians would give 7.1%).
# Residual: 10.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.52us 512K:205.7us 2M:755us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 309us + bytes / 2.27 GB/s, written at the measured sizes
# (the medians would give 5.0%).
# Residual: 12.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:337.8us 256K:424.4us 2M:1.232ms 16M:7.693ms 64M:29.84ms 256M:118.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.913us + bytes / 1.19e+03 GB/s, misses by 20.2% RMS,
# so it is not used.
# Residual: 17.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.667us 2M:4.872us 16M:18.41us 64M:61.45us 256M:234.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 17.8us +
# bytes / 68.1 GB/s, written at the measured sizes (the medians would give
# 7.9%).
# Residual: 13.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.76us 2M:48.6us 16M:264.2us 64M:1.003ms 256M:3.96ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.24us

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
# measured medians (15 points at 3 sizes): the best line, 7.859us + bytes /
# 202 GB/s, misses by 17.6% RMS, so it is not used.
# Residual: 17.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.26us 16M:90.14us 64M:342.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.28us + bytes / 202 GB/s, written at the measured
# sizes (the medians would give 10.6%).
# Residual: 10.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.67us 16M:105.4us 64M:354.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.13us +
# bytes / 157 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.55us 16M:106.6us 64M:426us 256M:1.734ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 9.297us
# + bytes / 7.63 GB/s, misses by 26.3% RMS, so it is not used.
# Residual: 15.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.887us 64K:29.39us 2M:218us 16M:2.716ms 64M:9.597ms 256M:37.15ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.18us + bytes / 9.65 GB/s,
# misses by 21.7% RMS, so it is not used.
# Residual: 12.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.9us 64K:31.07us 2M:280.8us 16M:1.554ms 64M:6.11ms 256M:30.97ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.27 GB/s, misses by 20.8% RMS, so it is not used.
# Residual: 14.4% RMS relative over 20 repetitions.
host_read_ns = 64K:7.69us 2M:237.8us 16M:2.593ms 64M:11.21ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 14 GB/s, misses by
# 25.2% RMS, so it is not used.
# Residual: 12.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.403us 2M:116.3us 16M:1.395ms 64M:6.492ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 570.5ns +
# bytes / 10.7 GB/s, written at the measured sizes (the medians would give
# 5.1%).
# Residual: 5.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.707us 2M:196.9us 16M:1.572ms 64M:6.285ms

