# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-3.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T01:05:20Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:05:20Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 13.5% RMS relative over 5 repetitions.
launch_ns = 3.558us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.137us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.725us + bytes / 6.88e+03 GB/s, misses by 58.5% RMS,
# so it is not used.
# Residual: 29.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.649us 64K:2.769us 1M:2.707us 1536K:2.713us 2M:48.07us 8M:35.78us 64M:42.14us 256M:50.99us 1G:125.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.225us + bytes / 2.9e+03 GB/s, misses by 51.5% RMS, so it is not
# used.
# Residual: 21.2% RMS relative over 45 repetitions.
free_ns = 4K:1.495us 64K:1.4us 1M:1.423us 1536K:1.405us 2M:31.73us 8M:33.42us 64M:48.58us 256M:96.4us 1G:310.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.625us + bytes / 3.52e+03 GB/s, misses by 66.1% RMS, so it is not used.
# Residual: 37.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.509us 64K:2.337us 2M:19.24us 16M:30.68us 64M:49.68us 256M:61.16us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.394us + bytes / 2.6e+06 GB/s, written at the measured sizes (the
# medians would give 12.2%).
# Residual: 13.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.394us 64K:9.394us 2M:9.395us 16M:9.4us 64M:9.42us 256M:9.497us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.0%, 512K 19.7%, 1M 19.3%, 2M 18.3%, 4M 17.8%, 8M 15.0%, 16M
# 13.4%, 32M 13.3%.
# Residual: 22.3% RMS relative over 70 repetitions.
fault_window = 32M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     87.52us      74.6us
# seq             2M          0         2         2     2097152           0     245.4us     277.8us
# seq            16M          0        16        16    16777216           0     2.139ms     2.162ms
# seq            64M          0        64        64    67108864           0     8.626ms     8.623ms
# seq           256M          0       256       256   268435456           0     33.33ms     34.47ms
# stride         64M        64K         4        32    67108864           0     5.129ms     5.238ms
# stride        256M         2M         8       128     8388608           0     2.242ms     2.377ms
# random         16M          0        16        16    16777216           0     1.905ms     2.162ms
# random         64M          0        43        73    67108864           0     10.07ms     7.656ms
# random        256M          0       134       611   268435456           0     41.59ms     32.11ms
# fresh           2M          0         2         2           0     2097152     118.3us     131.5us
# fresh          16M          0        16        16           0    16777216       862us     991.6us
# fresh          64M          0        64        64           0    67108864     4.691ms     3.941ms
# fresh         256M          0       256       256           0   268435456     18.05ms     15.74ms
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
# prefetch at the driver's defaults). Result: 50.67us per batch, 10.76us per
# VA block, bytes / 14.3 GB/s moved, 8.589us per faulting kernel, bytes * 0
# ns/B zero-filled.
# Residual: 22.3% RMS relative over 70 repetitions.
fault_batch_ns = 50.67us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.3% RMS relative over 70 repetitions.
fault_block_ns = 10.76us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:285.8ns 64K:4.573us 512K:36.58us 1M:73.16us 2M:146.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.3% RMS relative over 70 repetitions.
fault_wake_ns = 8.589us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 22.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.56us + bytes /
# 46.3 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 1.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.13us 2M:124.8us 16M:430.6us 64M:1.38ms 256M:5.446ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.52us + bytes / 10 GB/s, written at the
# measured sizes (the medians would give 1.6%).
# Residual: 5.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.05us 2M:226.6us 16M:1.69ms 64M:6.709ms 256M:26.78ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 14.52us + bytes / 6.87 GB/s, misses by 29.0% RMS, so it is not used.
# Residual: 29.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.08us 512K:78.1us 2M:392.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 20.85us + bytes / 2.71 GB/s, written at
# the measured sizes (the medians would give 10.4%).
# Residual: 13.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.02us 512K:214.2us 2M:794.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 258.8us +
# bytes / 2.92 GB/s, misses by 33.8% RMS, so it is not used.
# Residual: 32.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:296us 256K:345.6us 2M:867us 16M:5.91ms 64M:23.4ms 256M:105ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.019us + bytes / 945 GB/s, misses by 26.4% RMS, so
# it is not used.
# Residual: 14.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.958us 2M:3.968us 16M:22.64us 64M:78.07us 256M:307.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.06us + bytes / 75.3 GB/s, misses
# by 23.1% RMS, so it is not used.
# Residual: 16.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.06us 2M:32.95us 16M:271.9us 64M:979.2us 256M:3.909ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 99.3us

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
# measured medians (15 points at 3 sizes): the best line, 6.375us + bytes /
# 211 GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 15.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.43us 16M:82.94us 64M:336.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.04us + bytes / 171 GB/s, written at the measured
# sizes (the medians would give 7.1%).
# Residual: 8.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:33.33us 16M:119.4us 64M:414.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.579us +
# bytes / 196 GB/s, misses by 23.4% RMS, so it is not used.
# Residual: 23.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.48us 16M:83.89us 64M:345.1us 256M:1.42ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.596us
# + bytes / 9.72 GB/s, misses by 30.4% RMS, so it is not used.
# Residual: 15.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.249us 64K:24.34us 2M:162.1us 16M:1.878ms 64M:8.511ms 256M:35.44ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.94us + bytes / 10.7 GB/s,
# misses by 24.0% RMS, so it is not used.
# Residual: 14.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.54us 64K:31.41us 2M:288.2us 16M:1.429ms 64M:5.695ms 256M:24.24ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.17 GB/s, misses by 26.3% RMS, so it is not used.
# Residual: 18.3% RMS relative over 20 repetitions.
host_read_ns = 64K:5.924us 2M:200.6us 16M:2.369ms 64M:12.1ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27.5 GB/s, misses by
# 43.5% RMS, so it is not used.
# Residual: 16.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.627us 2M:55.87us 16M:1.023ms 64M:7.421ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.7 GB/s, written at the measured sizes (the medians would give
# 10.2%).
# Residual: 11.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.031us 2M:196.6us 16M:1.574ms 64M:6.295ms

