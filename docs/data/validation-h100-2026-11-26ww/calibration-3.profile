# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-3.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T22:07:32Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:07:32Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.9% RMS relative over 5 repetitions.
launch_ns = 3.511us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.154us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.901us + bytes / 5.43e+03 GB/s, misses by 62.4% RMS,
# so it is not used.
# Residual: 31.3% RMS relative over 45 repetitions.
malloc_ns = 4K:1.912us 64K:1.974us 1M:1.958us 1536K:2.005us 2M:44.87us 8M:36.2us 64M:43.08us 256M:65.27us 1G:154.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.278us + bytes / 1.72e+03 GB/s, misses by 48.9% RMS, so it is
# not used.
# Residual: 18.6% RMS relative over 45 repetitions.
free_ns = 4K:1.642us 64K:1.72us 1M:1.567us 1536K:1.652us 2M:32.51us 8M:36.18us 64M:62.59us 256M:166.2us 1G:545.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.426us + bytes / 6.61e+03 GB/s, misses by 64.1% RMS, so it is not used.
# Residual: 34.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.352us 64K:2.103us 2M:20.43us 16M:22.53us 64M:32.76us 256M:34.51us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.79us + bytes * -2.79e-09 ns/B, written at the measured sizes (the
# medians would give 13.6%).
# Residual: 13.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.79us 64K:12.79us 2M:12.79us 16M:12.79us 64M:12.79us 256M:12.78us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.7%, 512K 20.5%, 1M 20.0%, 2M 19.0%, 4M 18.2%, 8M 16.0%, 16M
# 15.1%, 32M 15.1%.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_window = 32M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     79.94us     68.45us
# seq             2M          0         2         2     2097152           0     239.9us     277.5us
# seq            16M          0        16        16    16777216           0     2.011ms     2.218ms
# seq            64M          0        64        64    67108864           0     10.61ms      8.87ms
# seq           256M          0       256       256   268435456           0     35.15ms     35.48ms
# stride         64M        64K         4        32    67108864           0     5.723ms     5.363ms
# stride        256M         2M         8       128     8388608           0     2.244ms     2.396ms
# random         16M          0        16        16    16777216           0      1.84ms     2.218ms
# random         64M          0        43        73    67108864           0     8.907ms      7.86ms
# random        256M          0       134       611   268435456           0     45.68ms     32.86ms
# fresh           2M          0         2         2           0     2097152     140.5us     158.7us
# fresh          16M          0        16        16           0    16777216     1.131ms     1.268ms
# fresh          64M          0        64        64           0    67108864     5.837ms      5.07ms
# fresh         256M          0       256       256           0   268435456     25.73ms     20.28ms
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
# prefetch at the driver's defaults). Result: 52.73us per batch, 10.73us per
# VA block, bytes / 14 GB/s moved, 303.3ns per faulting kernel, bytes / 66.6
# GB/s zero-filled.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_batch_ns = 52.73us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_block_ns = 10.73us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:293.5ns 64K:4.696us 512K:37.57us 1M:75.14us 2M:150.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_wake_ns = 303.3ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:61.54ns 64K:984.6ns 512K:7.877us 1M:15.75us 2M:31.51us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.83us + bytes / 47
# GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 2.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.79us 2M:121.9us 16M:432.4us 64M:1.342ms 256M:5.3ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.01us + bytes / 12.8 GB/s, written at
# the measured sizes (the medians would give 1.6%).
# Residual: 6.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.12us 2M:178.7us 16M:1.325ms 64M:5.253ms 256M:20.97ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.1us + bytes / 9.9 GB/s, written at the
# measured sizes (the medians would give 7.0%).
# Residual: 7.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.72us 512K:70.05us 2M:228.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 20.82us + bytes / 3.6 GB/s, written at the
# measured sizes (the medians would give 8.1%).
# Residual: 9.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.02us 512K:166.4us 2M:603us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 274us + bytes / 3.13 GB/s, written at the measured sizes
# (the medians would give 4.3%).
# Residual: 13.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:294.9us 256K:357.7us 2M:943.7us 16M:5.632ms 64M:21.71ms 256M:86ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.115us + bytes / 1.38e+03 GB/s, misses by 20.0% RMS,
# so it is not used.
# Residual: 10.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.909us 2M:2.871us 16M:15.11us 64M:53.65us 256M:207.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.31us + bytes / 97.2 GB/s, misses
# by 15.4% RMS, so it is not used.
# Residual: 11.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.02us 2M:32.31us 16M:227.6us 64M:766.1us 256M:2.523ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 31.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.26us

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
# sizes): 6.717us + bytes / 303 GB/s, written at the measured sizes (the
# medians would give 12.2%).
# Residual: 12.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.64us 16M:62.09us 64M:228.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 36.96us + bytes / 282 GB/s, misses by 21.8% RMS, so it is not used.
# Residual: 22.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:45.46us 16M:91.03us 64M:287.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.217us +
# bytes / 171 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 22.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.55us 16M:97.86us 64M:392us 256M:1.59ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.91us
# + bytes / 13 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 13.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.318us 64K:22.19us 2M:135.4us 16M:1.215ms 64M:5.866ms 256M:26.48ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.81us + bytes / 11.1 GB/s,
# misses by 23.6% RMS, so it is not used.
# Residual: 12.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.58us 64K:28.91us 2M:266.1us 16M:1.457ms 64M:5.589ms 256M:21.95ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 15.9 GB/s, misses by 34.3% RMS, so it is not used.
# Residual: 29.6% RMS relative over 20 repetitions.
host_read_ns = 64K:2.928us 2M:98.45us 16M:1.448ms 64M:6.793ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 34.8 GB/s, misses by
# 34.4% RMS, so it is not used.
# Residual: 12.1% RMS relative over 20 repetitions.
host_write_ns = 64K:886ns 2M:44.48us 16M:644.8us 64M:4.133ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 752ns +
# bytes / 12.5 GB/s, written at the measured sizes (the medians would give
# 5.0%).
# Residual: 4.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.975us 2M:167.9us 16M:1.338ms 64M:5.349ms

