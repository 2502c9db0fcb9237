# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-6.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T05:58:46Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T05:58:46Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.8% RMS relative over 5 repetitions.
launch_ns = 4.055us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.007us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.792us + bytes / 4.96e+03 GB/s, misses by 55.2% RMS,
# so it is not used.
# Residual: 26.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.933us 64K:2.837us 1M:2.782us 1536K:2.772us 2M:50.07us 8M:48.56us 64M:39.1us 256M:60.68us 1G:178.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.07us + bytes / 1.78e+03 GB/s, misses by 52.5% RMS, so it is not
# used.
# Residual: 24.8% RMS relative over 45 repetitions.
free_ns = 4K:1.509us 64K:1.489us 1M:1.37us 1536K:1.425us 2M:35.32us 8M:45.47us 64M:55.63us 256M:152.7us 1G:593.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.854us + bytes / 3.26e+03 GB/s, misses by 70.9% RMS, so it is not used.
# Residual: 42.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.638us 64K:3.48us 2M:34.21us 16M:45.55us 64M:64.45us 256M:68.76us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 9.955us + bytes /
# 5.58e+04 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 10.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:8.386us 64K:9.095us 2M:11.84us 16M:12.84us 64M:12.12us 256M:14.21us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.8%, 512K 18.5%, 1M 17.8%, 2M 16.7%, 4M 16.1%, 8M 15.2%, 16M
# 15.1%, 32M 15.6%.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      59.9us     53.63us
# seq             2M          0         2         2     2097152           0     251.1us     213.7us
# seq            16M          0        16        16    16777216           0     1.293ms     1.599ms
# seq            64M          0        64        64    67108864           0      6.47ms     6.348ms
# seq           256M          0       256       256   268435456           0     26.74ms     25.34ms
# stride         64M        64K         4        32    67108864           0     4.454ms     4.548ms
# stride        256M         2M        16       128     8388608           0     1.791ms     1.985ms
# random         16M          0        16        16    16777216           0      1.42ms     1.599ms
# random         64M          0        39       104    67108864           0     7.079ms      6.03ms
# random        256M          0       127       907   268435456           0     37.09ms     27.31ms
# fresh           2M          0         2         2           0     2097152     100.4us     120.5us
# fresh          16M          0        16        16           0    16777216     793.9us     853.5us
# fresh          64M          0        64        64           0    67108864     4.031ms     3.367ms
# fresh         256M          0       256       256           0   268435456     16.49ms     13.42ms
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
# prefetch at the driver's defaults). Result: 25.67us per batch, 8.102us per
# VA block, bytes / 16.1 GB/s moved, 15.78us per faulting kernel, bytes / 56.4
# GB/s zero-filled.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_batch_ns = 25.67us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_block_ns = 8.102us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:254.6ns 64K:4.073us 512K:32.58us 1M:65.17us 2M:130.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_wake_ns = 15.78us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:72.59ns 64K:1.161us 512K:9.292us 1M:18.58us 2M:37.17us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 41.56us + bytes /
# 45.4 GB/s, misses by 19.2% RMS, so it is not used.
# Residual: 4.6% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:34.25us 256K:50.59us 1M:89.22us 2M:118.1us 4M:159us 16M:419.5us 64M:1.347ms 256M:5.294ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 19.79us + bytes / 15.9 GB/s, written at the
# measured sizes (the means would give 3.5%).
# Residual: 8.8% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:23.91us 256K:36.27us 1M:85.72us 2M:151.7us 4M:283.5us 16M:1.075ms 64M:4.239ms 256M:16.9ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 13.92us + bytes / 13.2 GB/s, written at the measured
# sizes (the means would give 7.6%).
# Residual: 7.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.87us 512K:53.51us 2M:172.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 21.84us + bytes / 4.55 GB/s, written at the
# measured sizes (the means would give 11.7%).
# Residual: 14.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.24us 512K:137us 2M:482.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 293us +
# bytes / 2.92 GB/s, misses by 18.6% RMS, so it is not used.
# Residual: 14.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:364.7us 256K:371.2us 2M:816.2us 16M:6.219ms 64M:25.68ms 256M:104.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.753us + bytes / 1.69e+03 GB/s, misses by 17.2% RMS,
# so it is not used.
# Residual: 13.3% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.976us 256K:3.36us 1M:3.221us 2M:3.317us 4M:5.644us 16M:13.24us 64M:43.22us 256M:162.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 12.56us + bytes / 108 GB/s, misses by
# 17.8% RMS, so it is not used.
# Residual: 10.2% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:16.75us 256K:15.85us 1M:16.92us 2M:31.08us 4M:61.1us 16M:185.9us 64M:640.1us 256M:2.448ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.94us

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
# measured medians (15 points at 3 sizes): the best line, 8.144us + bytes /
# 327 GB/s, misses by 18.8% RMS, so it is not used.
# Residual: 18.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.63us 16M:57.78us 64M:218.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 16.62us + bytes / 229 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 15.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:25.69us 16M:91.05us 64M:306.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.465us +
# bytes / 182 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 23.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.94us 16M:101.1us 64M:337.9us 256M:1.627ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.445us + bytes / 14.9 GB/s, misses by 25.1% RMS, so it is not used.
# Residual: 10.7% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.064us 8K:7.677us 16K:9.312us 32K:13.89us 64K:21.93us 128K:14.81us 256K:19.84us 512K:32.81us 1M:60.53us 2M:144.5us 4M:304.5us 8M:589.4us 16M:1.363ms 32M:2.932ms 64M:6.246ms 256M:28.3ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.79us + bytes / 11.2 GB/s,
# misses by 30.3% RMS, so it is not used.
# Residual: 14.1% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:12.05us 8K:14.21us 16K:11.49us 32K:22.38us 64K:28.21us 128K:39.85us 256K:61.98us 512K:103.1us 1M:171.8us 2M:257.3us 4M:379.3us 8M:940.8us 16M:1.426ms 32M:2.419ms 64M:4.811ms 256M:19.17ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 9.4 GB/s, misses by 39.2% RMS, so it is not used.
# Residual: 33.7% RMS relative over 35 repetitions.
host_read_ns = 64K:5.708us 256K:26.28us 1M:119.4us 2M:186.5us 4M:378.9us 16M:2.432ms 64M:9.109ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 35.7 GB/s, misses by
# 35.9% RMS, so it is not used.
# Residual: 10.5% RMS relative over 35 repetitions.
host_write_ns = 64K:886ns 256K:5.4us 1M:25.23us 2M:44.71us 4M:166.1us 16M:934us 64M:5.142ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 11.3 GB/s, written at the measured sizes (the medians would give
# 5.7%).
# Residual: 8.0% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.762us 256K:23.15us 1M:92.7us 2M:185.4us 4M:370.9us 16M:1.484ms 64M:5.935ms

