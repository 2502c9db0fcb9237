# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-6.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T17:56:05Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T17:56:05Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.3% RMS relative over 5 repetitions.
launch_ns = 3.964us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.966us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.595us + bytes / 1.08e+04 GB/s, misses by 57.9% RMS,
# so it is not used.
# Residual: 26.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.127us 64K:1.613us 1M:1.464us 1536K:1.522us 2M:40.74us 8M:31.47us 64M:38.47us 256M:49.78us 1G:78.64us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.059us + bytes / 3.07e+03 GB/s, misses by 50.7% RMS, so it is
# not used.
# Residual: 19.1% RMS relative over 45 repetitions.
free_ns = 4K:1.326us 64K:1.297us 1M:1.202us 1536K:1.242us 2M:28.92us 8M:30.4us 64M:44.94us 256M:91.9us 1G:296us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.355us + bytes / 9.5e+03 GB/s, misses by 63.1% RMS, so it is not used.
# Residual: 34.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.235us 64K:2.002us 2M:15.39us 16M:17.38us 64M:23.92us 256M:24.79us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.249us + bytes / 3.57e+05 GB/s, written at the measured sizes (the
# medians would give 7.9%).
# Residual: 8.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.249us 64K:7.249us 2M:7.255us 16M:7.296us 64M:7.437us 256M:8us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.3%, 512K 19.3%, 1M 19.5%, 2M 19.4%, 4M 19.5%, 8M 18.9%, 16M
# 18.4%, 32M 19.0%.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     59.68us     49.67us
# seq             2M          0         2         2     2097152           0     178.9us     201.1us
# seq            16M          0        16        16    16777216           0     1.159ms     1.594ms
# seq            64M          0        64        64    67108864           0     7.905ms     6.371ms
# seq           256M          0       256       256   268435456           0     25.08ms     25.48ms
# stride         64M        64K         4        32    67108864           0     4.306ms     4.051ms
# stride        256M         2M        16       128     8388608           0     2.219ms     2.476ms
# random         16M          0        16        16    16777216           0     1.876ms     1.594ms
# random         64M          0        39       104    67108864           0     8.505ms     6.035ms
# random        256M          0       127       907   268435456           0     33.73ms        29ms
# fresh           2M          0         2         2           0     2097152      91.3us     106.4us
# fresh          16M          0        16        16           0    16777216     758.8us     837.3us
# fresh          64M          0        64        64           0    67108864     4.063ms     3.343ms
# fresh         256M          0       256       256           0   268435456     16.62ms     13.37ms
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
# prefetch at the driver's defaults). Result: 32.37us per batch, 11.83us per
# VA block, bytes / 19 GB/s moved, 2.017us per faulting kernel, bytes / 131
# GB/s zero-filled.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_batch_ns = 32.37us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_block_ns = 11.83us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:216.1ns 64K:3.458us 512K:27.66us 1M:55.32us 2M:110.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_wake_ns = 2.017us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:31.27ns 64K:500.3ns 512K:4.002us 1M:8.005us 2M:16.01us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 31.51us + bytes / 47
# GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 1.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:30.17us 2M:113.6us 16M:421.2us 64M:1.339ms 256M:5.277ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.67us + bytes / 17.4 GB/s, written at
# the measured sizes (the medians would give 1.1%).
# Residual: 9.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.44us 2M:135.4us 16M:980.8us 64M:3.879ms 256M:15.47ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.91us + bytes / 14.4 GB/s, written at the
# measured sizes (the medians would give 6.1%).
# Residual: 6.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.46us 512K:50.27us 2M:159.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.34us + bytes / 4.71 GB/s, written at
# the measured sizes (the medians would give 11.8%).
# Residual: 14.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.26us 512K:132.7us 2M:466.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 226.5us + bytes / 3.4 GB/s, misses by 23.7% RMS, so
# it is not used.
# Residual: 20.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:276.1us 256K:308.1us 2M:651.5us 16M:5.178ms 64M:21.75ms 256M:106.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.615us + bytes / 1.88e+03 GB/s, misses by 20.2% RMS,
# so it is not used.
# Residual: 11.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.196us 2M:2.166us 16M:11.28us 64M:38.96us 256M:150.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 9.697us +
# bytes / 117 GB/s, written at the measured sizes (the medians would give
# 7.7%).
# Residual: 14.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:10.26us 2M:27.59us 16M:152.8us 64M:582.3us 256M:2.3ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.02us

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
# measured medians (15 points at 3 sizes): the best line, 5.456us + bytes /
# 306 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 15.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.36us 16M:58.46us 64M:230.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 15.98us + bytes / 190 GB/s, written at the measured
# sizes (the medians would give 6.8%).
# Residual: 7.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:26.99us 16M:104.1us 64M:368.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.743us +
# bytes / 204 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.08us 16M:82.06us 64M:328.8us 256M:1.341ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.912us
# + bytes / 12.8 GB/s, misses by 27.4% RMS, so it is not used.
# Residual: 11.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.46us 64K:22.7us 2M:131.8us 16M:1.277ms 64M:6.113ms 256M:26.94ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.47us + bytes / 14 GB/s,
# misses by 23.3% RMS, so it is not used.
# Residual: 10.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.286us 64K:25.72us 2M:222.9us 16M:1.151ms 64M:4.556ms 256M:17.05ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 16.9 GB/s, misses by 36.4% RMS, so it is not used.
# Residual: 24.1% RMS relative over 20 repetitions.
host_read_ns = 64K:2.813us 2M:90.75us 16M:1.572ms 64M:6.959ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 35.5 GB/s, misses by
# 35.9% RMS, so it is not used.
# Residual: 13.0% RMS relative over 20 repetitions.
host_write_ns = 64K:831ns 2M:42.96us 16M:695us 64M:3.824ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.7 GB/s, written at the measured sizes (the medians would give
# 7.9%).
# Residual: 7.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.634us 2M:194.5us 16M:1.567ms 64M:6.27ms

