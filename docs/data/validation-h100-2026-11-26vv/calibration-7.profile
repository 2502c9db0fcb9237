# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-7.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T21:59:44Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:59:44Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.5% RMS relative over 5 repetitions.
launch_ns = 4.598us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.014us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.072us + bytes / 5.8e+03 GB/s, misses by 57.1% RMS,
# so it is not used.
# Residual: 24.7% RMS relative over 45 repetitions.
malloc_ns = 4K:3.313us 64K:3.083us 1M:3.056us 1536K:2.957us 2M:67.23us 8M:52.62us 64M:81.84us 256M:62.31us 1G:152.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.312us + bytes / 1.3e+03 GB/s, misses by 45.3% RMS, so it is not
# used.
# Residual: 16.6% RMS relative over 45 repetitions.
free_ns = 4K:3.73us 64K:3.729us 1M:3.652us 1536K:3.696us 2M:46.06us 8M:48.87us 64M:83.22us 256M:204.6us 1G:700.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.508us + bytes / 2.59e+03 GB/s, misses by 64.7% RMS, so it is not used.
# Residual: 38.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.4us 64K:3.93us 2M:30.2us 16M:66.34us 64M:80.52us 256M:86.23us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.85us + bytes * -3.58e-07 ns/B, written at the measured sizes (the
# medians would give 11.7%).
# Residual: 13.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.85us 64K:14.85us 2M:14.85us 16M:14.84us 64M:14.83us 256M:14.75us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.0%, 512K 19.7%, 1M 19.4%, 2M 18.2%, 4M 17.4%, 8M 15.0%, 16M
# 13.9%, 32M 14.7%.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     92.77us     74.46us
# seq             2M          0         2         2     2097152           0     252.1us     290.1us
# seq            16M          0        16        16    16777216           0     2.024ms     2.292ms
# seq            64M          0        64        64    67108864           0     9.528ms     9.157ms
# seq           256M          0       256       256   268435456           0     35.72ms     36.62ms
# stride         64M        64K         4        32    67108864           0     5.606ms     5.671ms
# stride        256M         2M        16       128     8388608           0     3.062ms     3.463ms
# random         16M          0        16        16    16777216           0     2.353ms     2.292ms
# random         64M          0        39       104    67108864           0     10.45ms     8.557ms
# random        256M          0       127       907   268435456           0     55.06ms     40.63ms
# fresh           2M          0         2         2           0     2097152     116.2us     135.2us
# fresh          16M          0        16        16           0    16777216     970.4us     1.053ms
# fresh          64M          0        64        64           0    67108864     4.849ms       4.2ms
# fresh         256M          0       256       256           0   268435456     19.27ms     16.79ms
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
# prefetch at the driver's defaults). Result: 49.58us per batch, 15.98us per
# VA block, bytes / 13.5 GB/s moved, 4.054us per faulting kernel, bytes * 0
# ns/B zero-filled.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_batch_ns = 49.58us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_block_ns = 15.98us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:302.6ns 64K:4.841us 512K:38.73us 1M:77.46us 2M:154.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_wake_ns = 4.054us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 47.55us + bytes /
# 46.2 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 1.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:44.39us 2M:130us 16M:452.1us 64M:1.379ms 256M:5.463ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.23us + bytes / 9.65 GB/s, written at
# the measured sizes (the medians would give 1.0%).
# Residual: 5.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.02us 2M:235.5us 16M:1.757ms 64M:6.972ms 256M:27.83ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.86us + bytes / 8.53 GB/s, written at the
# measured sizes (the medians would give 8.4%).
# Residual: 8.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.55us 512K:78.36us 2M:262.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.61us + bytes / 3.22 GB/s, written at
# the measured sizes (the medians would give 7.7%).
# Residual: 10.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.96us 512K:187.4us 2M:675.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 312.8us + bytes / 2.2 GB/s, written at the measured
# sizes (the medians would give 4.5%).
# Residual: 12.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:342.5us 256K:431.7us 2M:1.264ms 16M:7.922ms 64M:30.75ms 256M:122.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.135us + bytes / 922 GB/s, misses by 20.4% RMS, so
# it is not used.
# Residual: 15.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.333us 2M:5.282us 16M:22.54us 64M:77.55us 256M:321.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.42us + bytes / 92.6 GB/s, misses
# by 15.5% RMS, so it is not used.
# Residual: 7.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.55us 2M:27.74us 16M:209.5us 64M:799.7us 256M:3.03ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 121.3us

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
# sizes): 7.78us + bytes / 225 GB/s, written at the measured sizes (the
# medians would give 14.9%).
# Residual: 14.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.11us 16M:82.42us 64M:306.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line, 25.3us
# + bytes / 177 GB/s, misses by 16.6% RMS, so it is not used.
# Residual: 15.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:36.68us 16M:128.2us 64M:388.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 273.4ns +
# bytes / 143 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.07us 16M:113.2us 64M:481us 256M:1.875ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 10.15us
# + bytes / 8.38 GB/s, misses by 25.8% RMS, so it is not used.
# Residual: 14.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:9.65us 64K:26.48us 2M:198.3us 16M:2.103ms 64M:9.309ms 256M:38.95ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.86us + bytes / 8.84 GB/s,
# misses by 18.6% RMS, so it is not used.
# Residual: 10.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.61us 64K:32.09us 2M:276us 16M:1.869ms 64M:7.103ms 256M:28.98ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.76 GB/s, misses by 19.5% RMS, so it is not used.
# Residual: 12.7% RMS relative over 20 repetitions.
host_read_ns = 64K:7.687us 2M:221.4us 16M:2.435ms 64M:10.75ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 17.5 GB/s, misses by
# 28.8% RMS, so it is not used.
# Residual: 9.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.363us 2M:90.14us 16M:1.175ms 64M:6.51ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.52us +
# bytes / 9.97 GB/s, written at the measured sizes (the medians would give
# 4.3%).
# Residual: 4.5% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.094us 2M:211.9us 16M:1.684ms 64M:6.733ms

