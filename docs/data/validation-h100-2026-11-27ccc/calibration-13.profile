# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T01:57:02Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:57:02Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 11.1% RMS relative over 5 repetitions.
launch_ns = 3.85us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.16us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.173us + bytes / 3.99e+03 GB/s, misses by 60.2% RMS,
# so it is not used.
# Residual: 27.6% RMS relative over 45 repetitions.
malloc_ns = 4K:2.561us 64K:2.153us 1M:2.276us 1536K:2.234us 2M:58.52us 8M:45.94us 64M:95.88us 256M:105us 1G:210.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.68us + bytes / 1.6e+03 GB/s, misses by 49.5% RMS, so it is not
# used.
# Residual: 18.9% RMS relative over 45 repetitions.
free_ns = 4K:1.958us 64K:2.072us 1M:2.074us 1536K:2.058us 2M:38.77us 8M:41.12us 64M:82.59us 256M:182.9us 1G:550.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.198us + bytes / 6.99e+03 GB/s, misses by 61.7% RMS, so it is not used.
# Residual: 33.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.12us 64K:1.891us 2M:14.78us 16M:21.03us 64M:27.82us 256M:32.32us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.556us + bytes / 3.07e+05 GB/s, written at the measured sizes (the
# medians would give 8.9%).
# Residual: 9.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.556us 64K:9.556us 2M:9.562us 16M:9.61us 64M:9.774us 256M:10.43us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.9%, 512K 18.5%, 1M 17.9%, 2M 16.7%, 4M 15.6%, 8M 14.6%, 16M
# 15.0%, 32M 15.8%.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     65.25us     56.44us
# seq             2M          0         2         2     2097152           0     210.2us       237us
# seq            16M          0        16        16    16777216           0     1.574ms     1.776ms
# seq            64M          0        64        64    67108864           0     7.438ms     7.054ms
# seq           256M          0       256       256   268435456           0     35.63ms     28.17ms
# stride         64M        64K         8        32    67108864           0     5.278ms     5.361ms
# stride        256M         2M        32       128     8388608           0     2.376ms     2.711ms
# random         16M          0        12        16    16777216           0     1.581ms     1.679ms
# random         64M          0        36       161    67108864           0     7.988ms     7.364ms
# random        256M          0       125      1211   268435456           0      42.6ms     34.75ms
# fresh           2M          0         2         2           0     2097152     141.5us     166.3us
# fresh          16M          0        16        16           0    16777216     1.094ms     1.211ms
# fresh          64M          0        64        64           0    67108864     5.371ms     4.791ms
# fresh         256M          0       256       256           0   268435456     26.89ms     19.11ms
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
# prefetch at the driver's defaults). Result: 24.39us per batch, 10.24us per
# VA block, bytes / 13.9 GB/s moved, 17.1us per faulting kernel, bytes / 26.2
# GB/s zero-filled.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_batch_ns = 24.39us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_block_ns = 10.24us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:294.3ns 64K:4.708us 512K:37.66us 1M:75.33us 2M:150.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_wake_ns = 17.1us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:156.1ns 64K:2.498us 512K:19.98us 1M:39.97us 2M:79.94us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 31.31us + bytes /
# 47.5 GB/s, misses by 16.5% RMS, so it is not used.
# Residual: 0.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:29.99us 2M:114.5us 16M:400.5us 64M:1.343ms 256M:5.283ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 14.2us + bytes / 16.1 GB/s, written at the
# measured sizes (the means would give 2.1%).
# Residual: 6.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.26us 2M:144.1us 16M:1.053ms 64M:4.171ms 256M:16.64ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (480 points at 3 sizes): the best line,
# 11.58us + bytes / 9.7 GB/s, misses by 26.0% RMS, so it is not used.
# Residual: 42.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.44us 512K:54.49us 2M:308.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 20.49us + bytes / 4.65 GB/s, written at the
# measured sizes (the means would give 11.7%).
# Residual: 14.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.59us 512K:133.2us 2M:471.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 204us +
# bytes / 3.82 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 11.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:228.1us 256K:293.9us 2M:607us 16M:4.842ms 64M:19.32ms 256M:77.27ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.664us + bytes / 1.88e+03 GB/s, misses by 19.1% RMS,
# so it is not used.
# Residual: 10.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.225us 2M:2.223us 16M:11.27us 64M:39.05us 256M:150.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.533us + bytes / 120 GB/s, misses by
# 15.5% RMS, so it is not used.
# Residual: 8.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.31us 2M:22.02us 16M:166.2us 64M:604.5us 256M:2.334ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 66.75us

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
# measured medians (15 points at 3 sizes): the best line, 6.032us + bytes /
# 272 GB/s, misses by 17.6% RMS, so it is not used.
# Residual: 17.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.76us 16M:67.43us 64M:253.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 39.21us + bytes / 211 GB/s, written at the measured
# sizes (the medians would give 11.2%).
# Residual: 11.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:49.17us 16M:118.9us 64M:358us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 187 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.6us 16M:87.54us 64M:361.9us 256M:1.432ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.681us
# + bytes / 13.4 GB/s, misses by 32.4% RMS, so it is not used.
# Residual: 17.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.254us 64K:21.34us 2M:122.4us 16M:1.2ms 64M:6.341ms 256M:28.92ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 13.29us + bytes / 12.4 GB/s,
# misses by 29.0% RMS, so it is not used.
# Residual: 25.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.93us 64K:25.92us 2M:230.6us 16M:1.354ms 64M:8.092ms 256M:16.33ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14.7 GB/s, misses by 33.8% RMS, so it is not used.
# Residual: 36.0% RMS relative over 20 repetitions.
host_read_ns = 64K:4.429us 2M:105.4us 16M:1.774ms 64M:7.166ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 30.8 GB/s, misses by
# 34.3% RMS, so it is not used.
# Residual: 15.1% RMS relative over 20 repetitions.
host_write_ns = 64K:981ns 2M:50.67us 16M:700.7us 64M:4.01ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 438.6ns +
# bytes / 12.9 GB/s, written at the measured sizes (the medians would give
# 4.5%).
# Residual: 6.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.506us 2M:162.6us 16M:1.298ms 64M:5.189ms

