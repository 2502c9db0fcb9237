# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-7.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T01:07:30Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:07:30Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.3% RMS relative over 5 repetitions.
launch_ns = 3.343us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.149us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.878us + bytes / 1.03e+04 GB/s, misses by 57.4% RMS,
# so it is not used.
# Residual: 24.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.873us 64K:2.742us 1M:2.753us 1536K:2.853us 2M:41.34us 8M:35.63us 64M:40.7us 256M:55.12us 1G:83.11us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.197us + bytes / 2.81e+03 GB/s, misses by 52.1% RMS, so it is
# not used.
# Residual: 22.6% RMS relative over 45 repetitions.
free_ns = 4K:1.466us 64K:1.53us 1M:1.363us 1536K:1.363us 2M:31.29us 8M:33.02us 64M:50.62us 256M:116.9us 1G:305.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 2.96us
# + bytes / 4.72e+03 GB/s, misses by 65.5% RMS, so it is not used.
# Residual: 41.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.899us 64K:2.298us 2M:21.62us 16M:45.93us 64M:47.7us 256M:48.53us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.04us + bytes / 1.23e+05 GB/s, written at the measured sizes (the
# medians would give 7.2%).
# Residual: 14.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.04us 64K:11.04us 2M:11.06us 16M:11.17us 64M:11.58us 256M:13.22us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 36.6%, 512K 36.6%, 1M 36.7%, 2M 35.9%, 4M 34.7%, 8M 30.3%, 16M
# 28.9%, 32M 28.9%.
# Residual: 31.9% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     255.5us     90.96us
# seq             2M          0         2         2     2097152           0     655.4us       284us
# seq            16M          0        16        16    16777216           0     2.539ms     2.059ms
# seq            64M          0        64        64    67108864           0     7.665ms     8.145ms
# seq           256M          0       256       256   268435456           0     30.96ms     32.49ms
# stride         64M        64K         4        32    67108864           0     4.021ms     4.927ms
# stride        256M         2M        16       128     8388608           0     1.996ms     2.095ms
# random         16M          0        16        16    16777216           0     2.048ms     2.059ms
# random         64M          0        39       104    67108864           0     7.416ms     7.091ms
# random        256M          0       127       907   268435456           0     36.06ms     29.43ms
# fresh           2M          0         2         2           0     2097152       107us     142.7us
# fresh          16M          0        16        16           0    16777216     747.9us     928.7us
# fresh          64M          0        64        64           0    67108864     4.957ms     3.624ms
# fresh         256M          0       256       256           0   268435456      18.9ms      14.4ms
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
# prefetch at the driver's defaults). Result: 50.78us per batch, 5.368us per
# VA block, bytes / 14.8 GB/s moved, 30.4us per faulting kernel, bytes * 0
# ns/B zero-filled.
# Residual: 31.9% RMS relative over 70 repetitions.
fault_batch_ns = 50.78us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 31.9% RMS relative over 70 repetitions.
fault_block_ns = 5.368us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 31.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:276ns 64K:4.416us 512K:35.32us 1M:70.65us 2M:141.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 31.9% RMS relative over 70 repetitions.
fault_wake_ns = 30.4us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 31.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.76us + bytes /
# 46.8 GB/s, misses by 19.4% RMS, so it is not used.
# Residual: 10.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.76us 2M:122.3us 16M:424.9us 64M:1.354ms 256M:5.337ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 15.93us + bytes / 15.9 GB/s, misses by 19.6% RMS, so it is not used.
# Residual: 16.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.57us 2M:203.8us 16M:998.4us 64M:4.078ms 256M:16.1ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.79us + bytes / 14 GB/s, written at the
# measured sizes (the medians would give 12.2%).
# Residual: 12.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.47us 512K:51.23us 2M:163.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 20.95us + bytes / 3.96 GB/s, written at
# the measured sizes (the medians would give 11.6%).
# Residual: 13.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.49us 512K:153.3us 2M:550.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 236.9us +
# bytes / 3.25 GB/s, misses by 19.3% RMS, so it is not used.
# Residual: 14.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:272us 256K:331.7us 2M:709.3us 16M:5.781ms 64M:22.3ms 256M:92.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.587us + bytes / 1.68e+03 GB/s, misses by 24.9% RMS,
# so it is not used.
# Residual: 17.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.286us 2M:2.199us 16M:11.61us 64M:55.96us 256M:156.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.14us + bytes / 75.8 GB/s, misses
# by 23.9% RMS, so it is not used.
# Residual: 18.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.43us 2M:33.75us 16M:237.9us 64M:1.053ms 256M:3.674ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 27.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 76.99us

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
# sizes): 7.067us + bytes / 305 GB/s, written at the measured sizes (the
# medians would give 14.4%).
# Residual: 14.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.94us 16M:62.07us 64M:227.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.59us + bytes / 190 GB/s, written at the measured
# sizes (the medians would give 10.0%).
# Residual: 10.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:33.63us 16M:110.9us 64M:375.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.026us +
# bytes / 192 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.45us 16M:82.4us 64M:356.9us 256M:1.476ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.937us
# + bytes / 11.4 GB/s, misses by 35.2% RMS, so it is not used.
# Residual: 17.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.597us 64K:22.75us 2M:130.7us 16M:1.751ms 64M:7.874ms 256M:35.1ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.75us + bytes / 11.4 GB/s,
# misses by 21.7% RMS, so it is not used.
# Residual: 12.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.699us 64K:26.89us 2M:234.8us 16M:1.384ms 64M:5.36ms 256M:23.15ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 12.8 GB/s, misses by 42.3% RMS, so it is not used.
# Residual: 21.2% RMS relative over 20 repetitions.
host_read_ns = 64K:3.687us 2M:119.2us 16M:2.217ms 64M:9.719ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.7 GB/s, misses by
# 45.8% RMS, so it is not used.
# Residual: 9.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.144us 2M:48.17us 16M:1.176ms 64M:6.052ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.6 GB/s, written at the measured sizes (the medians would give
# 7.5%).
# Residual: 11.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.012us 2M:197.5us 16M:1.589ms 64M:6.359ms

