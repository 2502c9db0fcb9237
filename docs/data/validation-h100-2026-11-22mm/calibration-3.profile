# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-3.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T13:45:23Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T13:45:23Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.9% RMS relative over 5 repetitions.
launch_ns = 4.353us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.943us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.471us + bytes / 7.69e+03 GB/s, misses by 58.5% RMS,
# so it is not used.
# Residual: 24.6% RMS relative over 45 repetitions.
malloc_ns = 4K:2.455us 64K:2.522us 1M:2.506us 1536K:2.398us 2M:47.76us 8M:42.82us 64M:50.95us 256M:75.83us 1G:109.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.998us + bytes / 1.5e+03 GB/s, misses by 46.6% RMS, so it is not
# used.
# Residual: 16.7% RMS relative over 45 repetitions.
free_ns = 4K:3.5us 64K:3.362us 1M:3.219us 1536K:3.302us 2M:40.37us 8M:41.55us 64M:85.45us 256M:167.8us 1G:624.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.532us + bytes / 3.81e+03 GB/s, misses by 62.9% RMS, so it is not used.
# Residual: 37.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.539us 64K:2.972us 2M:25.69us 16M:28.42us 64M:50.14us 256M:58.08us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 11.42us + bytes /
# 1.55e+05 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 15.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.95us 64K:11.46us 2M:11.44us 16M:10.9us 64M:11.98us 256M:13.17us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.2%, 512K 17.9%, 1M 17.3%, 2M 16.1%, 4M 15.4%, 8M 13.8%, 16M
# 13.3%, 32M 13.6%.
# Residual: 17.4% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     88.35us     76.56us
# seq             2M          0         2         2     2097152           0       247us     271.8us
# seq            16M          0        16        16    16777216           0     1.807ms     2.003ms
# seq            64M          0        64        64    67108864           0     8.825ms     7.939ms
# seq           256M          0       256       256   268435456           0     33.58ms     31.68ms
# stride         64M        64K         4        32    67108864           0     5.283ms     5.346ms
# stride        256M         2M        16       128     8388608           0     2.156ms     2.383ms
# random         16M          0        16        16    16777216           0     1.726ms     2.003ms
# random         64M          0        39       104    67108864           0     8.575ms      7.33ms
# random        256M          0       127       907   268435456           0     43.06ms     32.48ms
# fresh           2M          0         2         2           0     2097152     147.2us     165.8us
# fresh          16M          0        16        16           0    16777216     1.036ms     1.155ms
# fresh          64M          0        64        64           0    67108864     5.069ms     4.547ms
# fresh         256M          0       256       256           0   268435456     22.36ms     18.11ms
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
# prefetch at the driver's defaults). Result: 38.49us per batch, 8.848us per
# VA block, bytes / 13.7 GB/s moved, 24.45us per faulting kernel, bytes / 45
# GB/s zero-filled.
# Residual: 17.4% RMS relative over 70 repetitions.
fault_batch_ns = 38.49us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.4% RMS relative over 70 repetitions.
fault_block_ns = 8.848us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:298.1ns 64K:4.77us 512K:38.16us 1M:76.32us 2M:152.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.4% RMS relative over 70 repetitions.
fault_wake_ns = 24.45us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:91.07ns 64K:1.457us 512K:11.66us 1M:23.31us 2M:46.63us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 34.16us + bytes /
# 46.6 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 1.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:32.51us 2M:119.2us 16M:421.3us 64M:1.359ms 256M:5.35ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.53us + bytes / 10.4 GB/s, written at
# the measured sizes (the medians would give 1.7%).
# Residual: 6.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.84us 2M:218.5us 16M:1.632ms 64M:6.479ms 256M:25.86ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.52us + bytes / 9.17 GB/s, written at the
# measured sizes (the medians would give 9.0%).
# Residual: 9.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.66us 512K:73.66us 2M:245.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.37us + bytes / 3.4 GB/s, written at the
# measured sizes (the medians would give 8.2%).
# Residual: 10.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.66us 512K:178.7us 2M:641.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 288.3us + bytes / 2.68
# GB/s, written at the measured sizes (the medians would give 6.0%).
# Residual: 11.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:312.7us 256K:386us 2M:1.07ms 16M:6.541ms 64M:25.3ms 256M:100.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.85us + bytes / 1.01e+03 GB/s, misses by 16.8% RMS,
# so it is not used.
# Residual: 10.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.875us 2M:4.905us 16M:20.97us 64M:72.03us 256M:280.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 10.94us +
# bytes / 107 GB/s, written at the measured sizes (the medians would give
# 6.2%).
# Residual: 13.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.55us 2M:30.45us 16M:167us 64M:635.3us 256M:2.508ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.59us

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
# sizes): 7.036us + bytes / 291 GB/s, written at the measured sizes (the
# medians would give 12.6%).
# Residual: 12.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.24us 16M:64.65us 64M:237.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 21.04us + bytes / 240 GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 17.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:29.95us 16M:89.02us 64M:305.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.767us +
# bytes / 162 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 23.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:17.61us 16M:109.6us 64M:415us 256M:1.653ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.774us
# + bytes / 11 GB/s, misses by 28.1% RMS, so it is not used.
# Residual: 15.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.223us 64K:24.29us 2M:145.2us 16M:1.646ms 64M:7.385ms 256M:33.65ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.12us + bytes / 10.5 GB/s,
# misses by 22.0% RMS, so it is not used.
# Residual: 11.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.89us 64K:29.98us 2M:271.7us 16M:1.498ms 64M:6.047ms 256M:23.45ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 15.2 GB/s, misses by 34.7% RMS, so it is not used.
# Residual: 20.6% RMS relative over 20 repetitions.
host_read_ns = 64K:4.353us 2M:101.5us 16M:1.87ms 64M:7.28ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.1 GB/s, misses by
# 37.0% RMS, so it is not used.
# Residual: 12.0% RMS relative over 20 repetitions.
host_write_ns = 64K:951ns 2M:48.87us 16M:821.9us 64M:4.386ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 717.2ns +
# bytes / 12.5 GB/s, written at the measured sizes (the medians would give
# 4.7%).
# Residual: 4.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.963us 2M:168.6us 16M:1.344ms 64M:5.372ms

