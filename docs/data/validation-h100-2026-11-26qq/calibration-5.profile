# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-5.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T19:18:11Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:18:11Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 11.4% RMS relative over 5 repetitions.
launch_ns = 4.807us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.941us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.353us + bytes / 4.31e+03 GB/s, misses by 57.2% RMS,
# so it is not used.
# Residual: 28.6% RMS relative over 45 repetitions.
malloc_ns = 4K:2.482us 64K:2.301us 1M:2.703us 1536K:2.333us 2M:57.75us 8M:41.88us 64M:68.28us 256M:64.45us 1G:215.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.713us + bytes / 1.63e+03 GB/s, misses by 50.7% RMS, so it is
# not used.
# Residual: 23.2% RMS relative over 45 repetitions.
free_ns = 4K:2.11us 64K:2.064us 1M:2.193us 1536K:1.981us 2M:37.96us 8M:40.02us 64M:76.42us 256M:173.4us 1G:558.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.536us + bytes / 3.36e+03 GB/s, misses by 63.9% RMS, so it is not used.
# Residual: 37.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.434us 64K:2.261us 2M:15.83us 16M:45.53us 64M:59.59us 256M:65us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 11.18us + bytes /
# 1.15e+05 GB/s, misses by 18.6% RMS, so it is not used.
# Residual: 18.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.71us 64K:10.97us 2M:11.15us 16M:11.38us 64M:11.39us 256M:13.64us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 12.6%, 512K 12.2%, 1M 12.1%, 2M 11.1%, 4M 12.5%, 8M 14.6%, 16M
# 16.1%, 32M 18.1%.
# Residual: 16.5% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      73.5us     66.41us
# seq             2M          0         2         2     2097152           0     183.7us     213.9us
# seq            16M          0        16        16    16777216           0     1.418ms     1.414ms
# seq            64M          0        64        64    67108864           0     6.055ms      5.53ms
# seq           256M          0       256       256   268435456           0     27.52ms     21.99ms
# stride         64M        64K        32        32    67108864           0     4.335ms     4.893ms
# stride        256M         2M       128       128     8388608           0     2.922ms     3.116ms
# random         16M          0         9        35    16777216           0     2.193ms     1.792ms
# random         64M          0        34       306    67108864           0     9.516ms     10.35ms
# random        256M          0       139      1560   268435456           0     50.22ms     47.94ms
# fresh           2M          0         2         2           0     2097152     150.5us     159.4us
# fresh          16M          0        16        16           0    16777216     911.3us     978.5us
# fresh          64M          0        64        64           0    67108864     3.836ms     3.787ms
# fresh         256M          0       256       256           0   268435456     17.18ms     15.02ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 19.9us per VA
# block, bytes / 15.9 GB/s moved, 42.4us per faulting kernel, bytes / 27.2
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 16.5% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.5% RMS relative over 70 repetitions.
fault_block_ns = 19.9us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 16.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:257.2ns 64K:4.116us 512K:32.92us 1M:65.85us 2M:131.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.5% RMS relative over 70 repetitions.
fault_wake_ns = 42.4us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 16.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:150.8ns 64K:2.413us 512K:19.31us 1M:38.61us 2M:77.22us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 32.71us + bytes /
# 43.4 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 3.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:31.61us 2M:118us 16M:427.8us 64M:1.406ms 256M:6.18ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 12.75us + bytes / 11.8 GB/s, written at
# the measured sizes (the medians would give 10.5%).
# Residual: 12.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.3us 2M:190.1us 16M:1.432ms 64M:5.689ms 256M:22.72ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 15.08us + bytes / 9.32 GB/s, written at the
# measured sizes (the medians would give 9.0%).
# Residual: 9.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:22.12us 512K:71.34us 2M:240.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.03us + bytes / 3.58 GB/s, written at
# the measured sizes (the medians would give 7.7%).
# Residual: 9.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:40.32us 512K:168.4us 2M:607.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 319.6us + bytes / 2.39 GB/s, misses by 18.8% RMS, so
# it is not used.
# Residual: 14.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:371us 256K:438.7us 2M:974.6us 16M:7.734ms 64M:30.61ms 256M:123.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.754us + bytes / 1.25e+03 GB/s, misses by 26.2% RMS,
# so it is not used.
# Residual: 20.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.376us 2M:5.473us 16M:24.13us 64M:75.45us 256M:181.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.41us + bytes / 77.1 GB/s, misses
# by 17.2% RMS, so it is not used.
# Residual: 9.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.15us 2M:33.66us 16M:269.2us 64M:962.1us 256M:3.494ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.53us

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
# measured medians (15 points at 3 sizes): the best line, 8.382us + bytes /
# 304 GB/s, misses by 17.4% RMS, so it is not used.
# Residual: 16.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.11us 16M:68.41us 64M:218.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.37us + bytes / 245 GB/s, written at the measured
# sizes (the medians would give 8.1%).
# Residual: 8.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:30.93us 16M:90.82us 64M:296.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.921us +
# bytes / 163 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.04us 16M:100.5us 64M:419.6us 256M:1.693ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.59us
# + bytes / 13.1 GB/s, misses by 27.7% RMS, so it is not used.
# Residual: 13.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.058us 64K:22.26us 2M:125.9us 16M:1.27ms 64M:6.171ms 256M:28.07ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12us + bytes / 11.5 GB/s,
# misses by 26.5% RMS, so it is not used.
# Residual: 17.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.73us 64K:28.14us 2M:261.4us 16M:1.482ms 64M:5.709ms 256M:19.71ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 20
# points at 4 sizes): 57.16ns + bytes / 6.05 GB/s, written at the measured
# sizes (the medians would give 8.1%).
# Residual: 8.9% RMS relative over 20 repetitions.
host_read_ns = 64K:10.9us 2M:347us 16M:2.775ms 64M:11.1ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.8 GB/s, misses by
# 38.2% RMS, so it is not used.
# Residual: 15.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.02us 2M:52.28us 16M:1.023ms 64M:5.057ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 11.9 GB/s, written at the measured sizes (the medians would give
# 4.6%).
# Residual: 4.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.244us 2M:176.1us 16M:1.411ms 64M:5.644ms

