# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-4.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T21:58:09Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:58:09Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.2% RMS relative over 5 repetitions.
launch_ns = 3.631us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.166us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.087us + bytes / 6.14e+03 GB/s, misses by 61.6% RMS,
# so it is not used.
# Residual: 27.6% RMS relative over 45 repetitions.
malloc_ns = 4K:3.202us 64K:2.451us 1M:1.871us 1536K:1.901us 2M:42.71us 8M:37.21us 64M:45.85us 256M:73.98us 1G:135.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.377us + bytes / 2.51e+03 GB/s, misses by 52.5% RMS, so it is
# not used.
# Residual: 23.5% RMS relative over 45 repetitions.
free_ns = 4K:1.752us 64K:1.675us 1M:1.506us 1536K:1.609us 2M:33.25us 8M:35.22us 64M:56.74us 256M:117.5us 1G:352us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.752us + bytes / 3.72e+03 GB/s, misses by 66.2% RMS, so it is not used.
# Residual: 39.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.667us 64K:2.438us 2M:20.78us 16M:39.18us 64M:56.7us 256M:59.41us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.89us + bytes / 8.23e+05 GB/s, written at the measured sizes (the
# medians would give 12.3%).
# Residual: 12.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.89us 64K:9.89us 2M:9.893us 16M:9.91us 64M:9.972us 256M:10.22us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 21.1%, 512K 20.8%, 1M 20.2%, 2M 19.5%, 4M 19.4%, 8M 19.9%, 16M
# 20.2%, 32M 20.8%.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     67.84us     57.03us
# seq             2M          0         2         2     2097152           0     202.4us     235.8us
# seq            16M          0        16        16    16777216           0     1.345ms     1.615ms
# seq            64M          0        64        64    67108864           0     8.397ms     6.344ms
# seq           256M          0       256       256   268435456           0      39.1ms     25.26ms
# stride         64M        64K        16        32    67108864           0     5.441ms     5.931ms
# stride        256M         2M        64       128     8388608           0     2.103ms     2.376ms
# random         16M          0         9        23    16777216           0     1.806ms     1.705ms
# random         64M          0        35       230    67108864           0     7.994ms     8.487ms
# random        256M          0       128      1431   268435456           0     55.39ms     40.43ms
# fresh           2M          0         2         2           0     2097152     168.1us     205.7us
# fresh          16M          0        16        16           0    16777216     1.256ms     1.374ms
# fresh          64M          0        64        64           0    67108864     6.723ms     5.381ms
# fresh         256M          0       256       256           0   268435456     27.01ms     21.41ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 12.91us per VA
# block, bytes / 12.2 GB/s moved, 38.78us per faulting kernel, bytes / 14.9
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_block_ns = 12.91us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:334.4ns 64K:5.351us 512K:42.81us 1M:85.61us 2M:171.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_wake_ns = 38.78us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:275.6ns 64K:4.41us 512K:35.28us 1M:70.56us 2M:141.1us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.98us + bytes / 45
# GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 1.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.46us 2M:128.1us 16M:462.8us 64M:1.412ms 256M:5.494ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.3us + bytes / 8.87 GB/s, written at the
# measured sizes (the medians would give 2.2%).
# Residual: 4.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.69us 2M:253.8us 16M:1.909ms 64M:7.585ms 256M:30.29ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.46us + bytes / 7.76 GB/s, written at the
# measured sizes (the medians would give 9.4%).
# Residual: 9.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.91us 512K:85.05us 2M:287.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.9us + bytes / 2.88 GB/s, written at the
# measured sizes (the medians would give 7.9%).
# Residual: 11.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.69us 512K:204.2us 2M:751.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 262.9us + bytes / 3.12 GB/s, written at the measured
# sizes (the medians would give 4.2%).
# Residual: 12.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:283.9us 256K:346.9us 2M:935us 16M:5.64ms 64M:21.77ms 256M:86.29ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.322us + bytes / 830 GB/s, misses by 19.5% RMS, so
# it is not used.
# Residual: 14.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.452us 2M:5.651us 16M:25.92us 64M:84.44us 256M:350us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 15.23us +
# bytes / 95.8 GB/s, written at the measured sizes (the medians would give
# 6.9%).
# Residual: 14.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.91us 2M:37.13us 16M:190.4us 64M:716us 256M:2.818ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.4us

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
# measured medians (15 points at 3 sizes): the best line, 6.645us + bytes /
# 218 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 15.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.28us 16M:82.83us 64M:316.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 29.44us + bytes / 164 GB/s, written at the measured
# sizes (the medians would give 7.9%).
# Residual: 8.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:42.21us 16M:131.6us 64M:437.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 346.8ns +
# bytes / 192 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.47us 16M:83.52us 64M:349.9us 256M:1.455ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.87us
# + bytes / 7.86 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 14.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.502us 64K:26.45us 2M:226.2us 16M:2.343ms 64M:10.24ms 256M:32.26ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.86us + bytes / 7.81 GB/s,
# misses by 18.0% RMS, so it is not used.
# Residual: 11.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.75us 64K:33.48us 2M:285us 16M:2.088ms 64M:8.373ms 256M:33.63ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.9 GB/s, misses by 37.5% RMS, so it is not used.
# Residual: 18.3% RMS relative over 20 repetitions.
host_read_ns = 64K:4.636us 2M:110.2us 16M:2.05ms 64M:9.094ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.4 GB/s, misses by
# 42.3% RMS, so it is not used.
# Residual: 13.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.012us 2M:53.35us 16M:1.063ms 64M:6.034ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.1 GB/s, written at the measured sizes (the medians would give
# 8.6%).
# Residual: 9.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.48us 2M:208.2us 16M:1.665ms 64M:6.662ms

