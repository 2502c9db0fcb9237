# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-2.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T17:54:19Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T17:54:19Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.7% RMS relative over 5 repetitions.
launch_ns = 4.437us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.166us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.86us + bytes / 4e+03 GB/s, misses by 59.6% RMS, so
# it is not used.
# Residual: 25.9% RMS relative over 45 repetitions.
malloc_ns = 4K:3.02us 64K:2.984us 1M:2.882us 1536K:2.885us 2M:60.58us 8M:51.81us 64M:83.62us 256M:93.23us 1G:212us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.16us + bytes / 1.5e+03 GB/s, misses by 48.9% RMS, so it is not
# used.
# Residual: 19.4% RMS relative over 45 repetitions.
free_ns = 4K:2.531us 64K:2.508us 1M:2.583us 1536K:2.533us 2M:50.74us 8M:47.05us 64M:80.09us 256M:189.4us 1G:591us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.721us + bytes / 7.72e+03 GB/s, misses by 61.7% RMS, so it is not used.
# Residual: 32.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.695us 64K:2.249us 2M:16.69us 16M:21.47us 64M:27.17us 256M:30.25us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.313us + bytes / 3.76e+05 GB/s, written at the measured sizes (the
# medians would give 6.6%).
# Residual: 6.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.313us 64K:9.313us 2M:9.318us 16M:9.357us 64M:9.491us 256M:10.03us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.9%, 512K 17.6%, 1M 17.0%, 2M 16.4%, 4M 15.6%, 8M 15.4%, 16M
# 16.0%, 32M 17.0%.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     65.06us     54.61us
# seq             2M          0         2         2     2097152           0     186.4us     219.8us
# seq            16M          0        16        16    16777216           0     1.253ms     1.581ms
# seq            64M          0        64        64    67108864           0     8.359ms     6.248ms
# seq           256M          0       256       256   268435456           0     31.83ms     24.92ms
# stride         64M        64K         8        32    67108864           0     5.718ms     5.152ms
# stride        256M         2M        32       128     8388608           0     2.338ms     2.554ms
# random         16M          0        12        16    16777216           0     1.489ms      1.53ms
# random         64M          0        36       161    67108864           0     7.257ms     7.063ms
# random        256M          0       125      1211   268435456           0     38.98ms     34.77ms
# fresh           2M          0         2         2           0     2097152     131.5us     153.9us
# fresh          16M          0        16        16           0    16777216     1.014ms     1.054ms
# fresh          64M          0        64        64           0    67108864     4.881ms     4.141ms
# fresh         256M          0       256       256           0   268435456     18.05ms     16.49ms
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
# prefetch at the driver's defaults). Result: 12.68us per batch, 12.06us per
# VA block, bytes / 14.5 GB/s moved, 25.34us per faulting kernel, bytes / 26.5
# GB/s zero-filled.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_batch_ns = 12.68us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_block_ns = 12.06us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:283.2ns 64K:4.531us 512K:36.25us 1M:72.49us 2M:145us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_wake_ns = 25.34us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:154.6ns 64K:2.473us 512K:19.78us 1M:39.57us 2M:79.13us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 34.34us + bytes /
# 46.9 GB/s, misses by 21.6% RMS, so it is not used.
# Residual: 11.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:32.48us 2M:129.2us 16M:422.8us 64M:1.344ms 256M:5.287ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.37us + bytes / 16 GB/s, written at the
# measured sizes (the medians would give 4.7%).
# Residual: 10.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.47us 2M:145.7us 16M:1.065ms 64M:4.216ms 256M:16.82ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.52us + bytes / 13.5 GB/s, written at the
# measured sizes (the medians would give 6.0%).
# Residual: 6.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.38us 512K:52.35us 2M:168.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 18.68us + bytes / 3.96 GB/s, misses by 17.5% RMS, so it is not used.
# Residual: 16.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.98us 512K:157.7us 2M:531.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 302.8us + bytes / 2.56 GB/s, misses by 15.3% RMS, so
# it is not used.
# Residual: 10.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:347.9us 256K:415.3us 2M:926.8us 16M:7.224ms 64M:28.65ms 256M:113.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.716us + bytes / 1.64e+03 GB/s, misses by 18.5% RMS,
# so it is not used.
# Residual: 14.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.2us 2M:3.418us 16M:14.19us 64M:43.7us 256M:166.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 11.43us +
# bytes / 114 GB/s, written at the measured sizes (the medians would give
# 6.2%).
# Residual: 12.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.01us 2M:29.84us 16M:158.7us 64M:600.6us 256M:2.368ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.46us

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
# sizes): 7.076us + bytes / 306 GB/s, written at the measured sizes (the
# medians would give 12.9%).
# Residual: 12.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.92us 16M:61.86us 64M:226.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 20.89us + bytes / 200 GB/s, written at the measured
# sizes (the medians would give 7.5%).
# Residual: 7.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.39us 16M:104.9us 64M:356.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 200 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.33us 16M:82.16us 64M:330.4us 256M:1.374ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.639us
# + bytes / 12.4 GB/s, misses by 26.8% RMS, so it is not used.
# Residual: 14.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.15us 64K:21.82us 2M:131.6us 16M:1.421ms 64M:6.455ms 256M:28.9ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.77us + bytes / 13.2 GB/s,
# misses by 23.9% RMS, so it is not used.
# Residual: 11.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.568us 64K:26.78us 2M:232us 16M:1.247ms 64M:4.722ms 256M:17.95ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 15.7 GB/s, misses by 35.5% RMS, so it is not used.
# Residual: 34.5% RMS relative over 20 repetitions.
host_read_ns = 64K:2.915us 2M:97.94us 16M:1.599ms 64M:7.034ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 34.5 GB/s, misses by
# 37.0% RMS, so it is not used.
# Residual: 12.5% RMS relative over 20 repetitions.
host_write_ns = 64K:880ns 2M:44.59us 16M:669.5us 64M:4.298ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 478.2ns +
# bytes / 12.8 GB/s, written at the measured sizes (the medians would give
# 4.3%).
# Residual: 4.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.615us 2M:164.9us 16M:1.315ms 64M:5.26ms

