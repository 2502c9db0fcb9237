# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-14.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T17:01:04Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T17:01:04Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.2% RMS relative over 5 repetitions.
launch_ns = 4.259us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.033us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.186us + bytes / 4.05e+03 GB/s, misses by 58.3% RMS,
# so it is not used.
# Residual: 26.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.365us 64K:2.361us 1M:2.234us 1536K:2.227us 2M:53.71us 8M:44.81us 64M:52.56us 256M:110.9us 1G:200us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.701us + bytes / 1.48e+03 GB/s, misses by 49.6% RMS, so it is
# not used.
# Residual: 18.3% RMS relative over 45 repetitions.
free_ns = 4K:2.187us 64K:2.131us 1M:2.099us 1536K:2.066us 2M:40.31us 8M:43.31us 64M:88.38us 256M:196.8us 1G:609.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 2.51us
# + bytes / 6.71e+03 GB/s, misses by 64.9% RMS, so it is not used.
# Residual: 35.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.233us 64K:2.304us 2M:17.23us 16M:20.42us 64M:36.29us 256M:34.13us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.533us + bytes / 2.38e+05 GB/s, written at the measured sizes (the
# medians would give 11.8%).
# Residual: 12.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.533us 64K:9.533us 2M:9.542us 16M:9.604us 64M:9.815us 256M:10.66us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.2%, 512K 14.8%, 1M 14.4%, 2M 14.1%, 4M 13.9%, 8M 13.8%, 16M
# 14.2%, 32M 15.3%.
# Residual: 20.5% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     79.87us     65.98us
# seq             2M          0         2         2     2097152           0     231.1us     288.6us
# seq            16M          0        16        16    16777216           0     1.821ms     2.149ms
# seq            64M          0        64        64    67108864           0     9.379ms     8.525ms
# seq           256M          0       256       256   268435456           0     39.96ms     34.03ms
# stride         64M        64K         8        32    67108864           0     7.204ms     6.829ms
# stride        256M         2M        32       128     8388608           0     3.123ms     3.494ms
# random         16M          0        12        16    16777216           0     2.285ms     2.064ms
# random         64M          0        36       161    67108864           0     10.86ms     9.464ms
# random        256M          0       125      1211   268435456           0     50.68ms     46.35ms
# fresh           2M          0         2         2           0     2097152     155.9us     180.5us
# fresh          16M          0        16        16           0    16777216     1.208ms     1.284ms
# fresh          64M          0        64        64           0    67108864     5.723ms     5.066ms
# fresh         256M          0       256       256           0   268435456     23.64ms      20.2ms
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
# prefetch at the driver's defaults). Result: 21.26us per batch, 15.82us per
# VA block, bytes / 10.9 GB/s moved, 22.92us per faulting kernel, bytes / 25.1
# GB/s zero-filled.
# Residual: 20.5% RMS relative over 70 repetitions.
fault_batch_ns = 21.26us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.5% RMS relative over 70 repetitions.
fault_block_ns = 15.82us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:374.1ns 64K:5.986us 512K:47.89us 1M:95.78us 2M:191.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.5% RMS relative over 70 repetitions.
fault_wake_ns = 22.92us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:163ns 64K:2.608us 512K:20.86us 1M:41.73us 2M:83.46us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.24us + bytes /
# 45.7 GB/s, misses by 16.6% RMS, so it is not used.
# Residual: 1.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.25us 2M:123.6us 16M:440us 64M:1.391ms 256M:5.418ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 17.33us + bytes / 9.9 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 14.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.74us 2M:255.6us 16M:1.657ms 64M:6.522ms 256M:26.97ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.41us + bytes / 12.6 GB/s, written at the
# measured sizes (the medians would give 10.6%).
# Residual: 10.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.61us 512K:55us 2M:179.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.28us + bytes / 3.9 GB/s, written at the
# measured sizes (the medians would give 5.4%).
# Residual: 8.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.08us 512K:155.7us 2M:558.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 283us + bytes / 2.65 GB/s, misses by 21.1% RMS, so it
# is not used.
# Residual: 17.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:322.9us 256K:399.3us 2M:872.3us 16M:7.011ms 64M:27.94ms 256M:109.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.216us + bytes / 1.62e+03 GB/s, misses by 21.4% RMS,
# so it is not used.
# Residual: 18.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.901us 2M:4.886us 16M:14.27us 64M:46.3us 256M:175.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 10.89us +
# bytes / 108 GB/s, written at the measured sizes (the medians would give
# 5.8%).
# Residual: 13.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.5us 2M:30.36us 16M:166.6us 64M:633.7us 256M:2.502ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.22us

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
# sizes): 5.68us + bytes / 300 GB/s, written at the measured sizes (the
# medians would give 8.6%).
# Residual: 8.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.67us 16M:61.58us 64M:229.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.09us + bytes / 212 GB/s, written at the measured
# sizes (the medians would give 4.8%).
# Residual: 5.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.98us 16M:101.2us 64M:338.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 195 GB/s, misses by 22.0% RMS, so it is not used.
# Residual: 22.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.31us 16M:83.64us 64M:345.5us 256M:1.389ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.807us
# + bytes / 9.81 GB/s, misses by 25.8% RMS, so it is not used.
# Residual: 18.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.357us 64K:23.07us 2M:168.3us 16M:1.999ms 64M:7.813ms 256M:30.5ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.91us + bytes / 11.1 GB/s,
# misses by 23.5% RMS, so it is not used.
# Residual: 14.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.68us 64K:28.25us 2M:276.3us 16M:1.48ms 64M:5.312ms 256M:22.66ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 15.3 GB/s, misses by 37.9% RMS, so it is not used.
# Residual: 22.9% RMS relative over 20 repetitions.
host_read_ns = 64K:4.217us 2M:100.5us 16M:1.889ms 64M:7.629ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.1 GB/s, misses by
# 37.0% RMS, so it is not used.
# Residual: 11.3% RMS relative over 20 repetitions.
host_write_ns = 64K:907ns 2M:52us 16M:922.3us 64M:4.615ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 871.8ns +
# bytes / 11.3 GB/s, written at the measured sizes (the medians would give
# 4.8%).
# Residual: 6.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.65us 2M:185.8us 16M:1.48ms 64M:5.917ms

