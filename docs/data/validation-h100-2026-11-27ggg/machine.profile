# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/machine.profile
# --base scripts/../profiles/h100-pcie5.profile --from
# /tmp/val/gpu/calibration-1.profile.measurements.csv --from
# /tmp/val/gpu/calibration-2.profile.measurements.csv --from
# /tmp/val/gpu/calibration-3.profile.measurements.csv --from
# /tmp/val/gpu/calibration-4.profile.measurements.csv --from
# /tmp/val/gpu/calibration-5.profile.measurements.csv --from
# /tmp/val/gpu/calibration-6.profile.measurements.csv --from
# /tmp/val/gpu/calibration-7.profile.measurements.csv --from
# /tmp/val/gpu/calibration-8.profile.measurements.csv --from
# /tmp/val/gpu/calibration-9.profile.measurements.csv --from
# /tmp/val/gpu/calibration-10.profile.measurements.csv --from
# /tmp/val/gpu/calibration-11.profile.measurements.csv --from
# /tmp/val/gpu/calibration-12.profile.measurements.csv --from
# /tmp/val/gpu/calibration-13.profile.measurements.csv` on
# 2026-11-27T05:56:31Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T05:56:31Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 65 repetitions.
# Residual: 15.0% RMS relative over 65 repetitions.
launch_ns = 3.676us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 65 repetitions.
# Residual: 5.6% RMS relative over 65 repetitions.
kernel_gap_ns = 2.163us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (585 points at 9
# sizes): the best line, 2.464us + bytes / 5.8e+03 GB/s, misses by 63.0% RMS,
# so it is not used.
# Residual: 38.3% RMS relative over 585 repetitions.
malloc_ns = 4K:2.754us 64K:2.525us 1M:2.383us 1536K:2.435us 2M:59.08us 8M:47.54us 64M:57.47us 256M:66.33us 1G:147us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (585 points at 9 sizes): the
# best line, 1.763us + bytes / 1.68e+03 GB/s, misses by 59.7% RMS, so it is
# not used.
# Residual: 38.6% RMS relative over 585 repetitions.
free_ns = 4K:2.312us 64K:2.144us 1M:2.118us 1536K:2.027us 2M:42.23us 8M:44.57us 64M:76.68us 256M:162.3us 1G:554.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (390 points at 6 sizes): the best line,
# 3.473us + bytes / 5.61e+03 GB/s, misses by 70.9% RMS, so it is not used.
# Residual: 50.2% RMS relative over 390 repetitions.
managed_malloc_ns = 4K:3.046us 64K:3.242us 2M:24.28us 16M:31.91us 64M:41.29us 256M:41.62us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (390 points at 6 sizes): the best line, 9.332us + bytes /
# 3.34e+05 GB/s, misses by 21.2% RMS, so it is not used.
# Residual: 21.1% RMS relative over 390 repetitions.
managed_free_ns = 4K:9.651us 64K:9.174us 2M:9.329us 16M:9.376us 64M:9.371us 256M:10.19us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.6%, 512K 16.4%, 1M 15.9%, 2M 15.1%, 4M 14.1%, 8M 13.2%, 16M
# 13.4%, 32M 14.1%.
# Residual: 22.8% RMS relative over 910 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     71.71us     62.15us
# seq             2M          0         2         2     2097152           0     212.5us     234.6us
# seq            16M          0        16        16    16777216           0     1.436ms     1.678ms
# seq            64M          0        64        64    67108864           0     7.654ms     6.629ms
# seq           256M          0       256       256   268435456           0     29.41ms     26.43ms
# stride         64M        64K         8        32    67108864           0     5.175ms     5.215ms
# stride        256M         2M        32       128     8388608           0     2.186ms     2.425ms
# random         16M          0        12        16    16777216           0     1.593ms     1.598ms
# random         64M          0        36       161    67108864           0     7.147ms     6.949ms
# random        256M          0       125      1211   268435456           0      38.4ms     32.48ms
# fresh           2M          0         2         2           0     2097152       132us       151us
# fresh          16M          0        16        16           0    16777216     870.4us     1.009ms
# fresh          64M          0        64        64           0    67108864     4.871ms     3.952ms
# fresh         256M          0       256       256           0   268435456     19.75ms     15.72ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 910 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted to each case's median (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte +
# fault_wake_ns (once: the kernel's first fault) + bytes zero-filled *
# fault_zero_ns per byte, with batches, blocks and bytes those simrun's engine
# produces for the same access (fault_batch and fault_window as below, density
# prefetch at the driver's defaults). Result: 20.06us per batch, 9.089us per
# VA block, bytes / 14.2 GB/s moved, 28.38us per faulting kernel, bytes / 32.6
# GB/s zero-filled.
# Residual: 22.8% RMS relative over 910 repetitions.
fault_batch_ns = 20.06us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.8% RMS relative over 910 repetitions.
fault_block_ns = 9.089us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.8% RMS relative over 910 repetitions.
fault_h2d_ns = 4K:289ns 64K:4.624us 512K:36.99us 1M:73.99us 2M:148us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.8% RMS relative over 910 repetitions.
fault_wake_ns = 28.38us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.8% RMS relative over 910 repetitions.
fault_zero_ns = 4K:125.6ns 64K:2.01us 512K:16.08us 1M:32.16us 2M:64.33us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (520 points at 8 sizes): the best line, 40.8us + bytes /
# 45.3 GB/s, misses by 18.7% RMS, so it is not used.
# Residual: 5.7% RMS relative over 520 repetitions.
prefetch_h2d_ns = 64K:34.66us 256K:46.44us 1M:90.67us 2M:118.8us 4M:156.6us 16M:425.2us 64M:1.345ms 256M:5.308ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (520 points at 8 sizes): the best line,
# 16.48us + bytes / 14.4 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 13.2% RMS relative over 520 repetitions.
prefetch_d2h_ns = 64K:19.97us 256K:35.92us 1M:98.47us 2M:188.1us 4M:307.3us 16M:1.106ms 64M:4.365ms 256M:17.89ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 6240 points at 3 sizes): 15.3us + bytes / 12.3 GB/s, written at the measured
# sizes (the means would give 14.6%).
# Residual: 14.6% RMS relative over 6240 repetitions.
evict_d2h_ns = 64K:20.62us 512K:57.89us 2M:185.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (390 points at 3 sizes): the best
# line, 20.77us + bytes / 4.12 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 15.5% RMS relative over 390 repetitions.
cpu_fault_d2h_ns = 64K:36.09us 512K:164.1us 2M:497.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (390 points at 6 sizes): the best line, 282.1us +
# bytes / 2.95 GB/s, misses by 21.8% RMS, so it is not used.
# Residual: 18.2% RMS relative over 390 repetitions.
host_populate_ns = 64K:325.9us 256K:383.5us 2M:799.7us 16M:6.373ms 64M:24.89ms 256M:99.98ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (1040 points at
# 8 sizes): the best line, 2.224us + bytes / 1.71e+03 GB/s, misses by 26.5%
# RMS, so it is not used.
# Residual: 23.1% RMS relative over 1040 repetitions.
prefetch_host_ns = 64K:2.852us 256K:2.696us 1M:2.659us 2M:2.654us 4M:5.064us 16M:13.07us 64M:42.82us 256M:162.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (520 points at 8 sizes): the best line, 9.756us + bytes / 112 GB/s, misses
# by 17.4% RMS, so it is not used.
# Residual: 13.4% RMS relative over 520 repetitions.
prefetch_call_ns = 64K:13.34us 256K:11.53us 1M:17.39us 2M:24.32us 4M:46.02us 16M:175.2us 64M:659.2us 256M:2.565ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 195 repetitions.
# Residual: 25.0% RMS relative over 195 repetitions.
prefetch_defer_ns = 85.15us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Fit:
# the median of 65 repetitions.
# Residual: 0.0% RMS relative over 65 repetitions.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (195 points at 3 sizes): the best line, 7.277us + bytes /
# 305 GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 16.8% RMS relative over 195 repetitions.
prefetch_zero_ns = 2M:14.14us 16M:62.45us 64M:226.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of
# 195 points at 3 sizes): 21.33us + bytes / 233 GB/s, written at the measured
# sizes (the medians would give 13.4%).
# Residual: 13.3% RMS relative over 195 repetitions.
prefetch_zero_defer_ns = 2M:30.32us 16M:93.26us 64M:309us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (260 points at 4 sizes): the best line, 2.385us
# + bytes / 194 GB/s, misses by 25.6% RMS, so it is not used.
# Residual: 25.6% RMS relative over 260 repetitions.
managed_free_resident_ns = 2M:13.29us 16M:87.69us 64M:349.8us 256M:1.404ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (1040 points at 16 sizes): the best line,
# 7.343us + bytes / 14.6 GB/s, misses by 26.5% RMS, so it is not used.
# Residual: 13.2% RMS relative over 1040 repetitions.
memcpy_h2d_ns = 4K:6.991us 8K:7.573us 16K:9.263us 32K:13.95us 64K:20.86us 128K:14.64us 256K:20.28us 512K:33.35us 1M:62.35us 2M:142.5us 4M:309.2us 8M:629.4us 16M:1.374ms 32M:2.954ms 64M:6.543ms 256M:29.29ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (1040 points at 16 sizes): the best line, 13.49us + bytes / 11.3 GB/s,
# misses by 30.5% RMS, so it is not used.
# Residual: 13.8% RMS relative over 1040 repetitions.
memcpy_d2h_ns = 4K:12.66us 8K:11.63us 16K:12.17us 32K:21.82us 64K:28.34us 128K:40.59us 256K:61.98us 512K:103.3us 1M:175.7us 2M:243.7us 4M:393us 8M:728.1us 16M:1.334ms 32M:2.547ms 64M:5.128ms 256M:19.36ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (455 points at 7 sizes): the best line, 68.75ns +
# bytes / 9.69 GB/s, misses by 29.0% RMS, so it is not used.
# Residual: 28.3% RMS relative over 455 repetitions.
host_read_ns = 64K:7.104us 256K:24.7us 1M:97.36us 2M:197.8us 4M:443.8us 16M:1.992ms 64M:8.647ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (455 points at 7 sizes): the best line, 0ns + bytes / 33.8 GB/s, misses by
# 35.4% RMS, so it is not used.
# Residual: 15.4% RMS relative over 455 repetitions.
host_write_ns = 64K:926ns 256K:6.412us 1M:23.8us 2M:48.45us 4M:173.1us 16M:824.2us 64M:4.826ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 455 points at 7 sizes): 318.1ns
# + bytes / 12.1 GB/s, written at the measured sizes (the medians would give
# 10.6%).
# Residual: 10.7% RMS relative over 455 repetitions.
host_write_cold_ns = 64K:5.746us 256K:22.03us 1M:87.16us 2M:174us 4M:347.7us 16M:1.39ms 64M:5.558ms

