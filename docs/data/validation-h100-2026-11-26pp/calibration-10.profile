# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T17:57:56Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T17:57:56Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.4% RMS relative over 5 repetitions.
launch_ns = 4.184us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.016us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.745us + bytes / 4.39e+03 GB/s, misses by 61.2% RMS,
# so it is not used.
# Residual: 28.6% RMS relative over 45 repetitions.
malloc_ns = 4K:2.943us 64K:2.788us 1M:2.694us 1536K:2.843us 2M:57.15us 8M:48.58us 64M:89.53us 256M:88.22us 1G:193.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.293us + bytes / 1.52e+03 GB/s, misses by 46.7% RMS, so it is
# not used.
# Residual: 17.4% RMS relative over 45 repetitions.
free_ns = 4K:3.735us 64K:3.557us 1M:3.539us 1536K:3.6us 2M:44.19us 8M:43.65us 64M:82.64us 256M:176.6us 1G:588.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.972us + bytes / 5.1e+03 GB/s, misses by 63.0% RMS, so it is not used.
# Residual: 34.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.883us 64K:3.336us 2M:28.65us 16M:28.67us 64M:43.93us 256M:45.53us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.29us + bytes / 2.24e+06 GB/s, written at the measured sizes (the
# medians would give 10.6%).
# Residual: 11.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.29us 64K:13.29us 2M:13.29us 16M:13.3us 64M:13.32us 256M:13.41us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.6%, 512K 18.2%, 1M 17.5%, 2M 16.6%, 4M 16.2%, 8M 15.6%, 16M
# 15.4%, 32M 16.0%.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     104.4us     82.44us
# seq             2M          0         2         2     2097152           0     240.3us     301.9us
# seq            16M          0        16        16    16777216           0     2.021ms     2.245ms
# seq            64M          0        64        64    67108864           0     9.219ms     8.906ms
# seq           256M          0       256       256   268435456           0     40.44ms     35.55ms
# stride         64M        64K         4        32    67108864           0     6.377ms     6.104ms
# stride        256M         2M        16       128     8388608           0     2.652ms     2.988ms
# random         16M          0        16        16    16777216           0     2.083ms     2.245ms
# random         64M          0        39       104    67108864           0     10.23ms     8.421ms
# random        256M          0       127       907   268435456           0     53.71ms     38.73ms
# fresh           2M          0         2         2           0     2097152     162.3us       183us
# fresh          16M          0        16        16           0    16777216     1.179ms     1.293ms
# fresh          64M          0        64        64           0    67108864     5.679ms     5.098ms
# fresh         256M          0       256       256           0   268435456      24.3ms     20.32ms
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
# prefetch at the driver's defaults). Result: 39.87us per batch, 12.79us per
# VA block, bytes / 12.2 GB/s moved, 24.4us per faulting kernel, bytes / 39.4
# GB/s zero-filled.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_batch_ns = 39.87us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_block_ns = 12.79us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:336.4ns 64K:5.382us 512K:43.05us 1M:86.11us 2M:172.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_wake_ns = 24.4us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:104ns 64K:1.664us 512K:13.31us 1M:26.62us 2M:53.24us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 83.11us + bytes / 49.8 GB/s, written at the measured sizes (the
# medians would give 0.6%).
# Residual: 6.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:84.43us 2M:125.2us 16M:420us 64M:1.431ms 256M:5.474ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.51us + bytes / 10 GB/s, written at the
# measured sizes (the medians would give 0.9%).
# Residual: 5.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.04us 2M:226.6us 16M:1.69ms 64M:6.708ms 256M:26.78ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.16us + bytes / 8.97 GB/s, written at the
# measured sizes (the medians would give 8.4%).
# Residual: 8.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.47us 512K:75.64us 2M:251.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.73us + bytes / 3.33 GB/s, written at
# the measured sizes (the medians would give 7.9%).
# Residual: 11.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.43us 512K:182.3us 2M:655.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 283.8us + bytes / 2.58
# GB/s, written at the measured sizes (the medians would give 2.2%).
# Residual: 10.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:309.1us 256K:385.3us 2M:1.096ms 16M:6.779ms 64M:26.26ms 256M:104.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.122us + bytes / 1e+03 GB/s, misses by 24.0% RMS, so
# it is not used.
# Residual: 15.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.005us 2M:3.993us 16M:21.09us 64M:73.61us 256M:289.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 12.69us +
# bytes / 104 GB/s, written at the measured sizes (the medians would give
# 6.5%).
# Residual: 14.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.33us 2M:32.94us 16M:174.6us 64M:660.5us 256M:2.604ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.5us

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
# measured medians (15 points at 3 sizes): the best line, 26.54us + bytes /
# 296 GB/s, misses by 17.6% RMS, so it is not used.
# Residual: 17.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:33.47us 16M:84.44us 64M:250.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 68.05us + bytes / 188 GB/s, written at the measured
# sizes (the medians would give 8.9%).
# Residual: 8.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:79.19us 16M:157.1us 64M:424.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.207us +
# bytes / 155 GB/s, misses by 23.5% RMS, so it is not used.
# Residual: 23.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18us 16M:107.9us 64M:437.3us 256M:1.786ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.397us
# + bytes / 9.36 GB/s, misses by 24.0% RMS, so it is not used.
# Residual: 14.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.944us 64K:25.24us 2M:185.5us 16M:1.819ms 64M:7.639ms 256M:34.25ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.46us + bytes / 8.97 GB/s,
# misses by 19.0% RMS, so it is not used.
# Residual: 10.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.36us 64K:31.61us 2M:263.2us 16M:1.82ms 64M:7.147ms 256M:28.51ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 15.1 GB/s, misses by 30.9% RMS, so it is not used.
# Residual: 21.8% RMS relative over 20 repetitions.
host_read_ns = 64K:4.313us 2M:106.5us 16M:1.401ms 64M:6.779ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.2 GB/s, misses by
# 31.6% RMS, so it is not used.
# Residual: 10.9% RMS relative over 20 repetitions.
host_write_ns = 64K:931ns 2M:49.13us 16M:767.6us 64M:3.957ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 187.5ns +
# bytes / 10.9 GB/s, written at the measured sizes (the medians would give
# 7.0%).
# Residual: 7.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.175us 2M:191.8us 16M:1.533ms 64M:6.132ms

