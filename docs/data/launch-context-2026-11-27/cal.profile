# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /root/out/lc/cal.profile` on
# 2026-11-27T06:16:38Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys): profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T06:16:38Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.7% RMS relative over 5 repetitions.
launch_ns = 4.202us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.163us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.78us + bytes / 4.57e+03 GB/s, misses by 57.9% RMS,
# so it is not used.
# Residual: 25.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.79us 64K:3.042us 1M:2.87us 1536K:2.695us 2M:63.91us 8M:46.4us 64M:54.72us 256M:83.84us 1G:182.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.224us + bytes / 1.45e+03 GB/s, misses by 46.6% RMS, so it is
# not used.
# Residual: 16.5% RMS relative over 45 repetitions.
free_ns = 4K:3.604us 64K:3.737us 1M:3.548us 1536K:3.436us 2M:42.14us 8M:44.74us 64M:94.6us 256M:192.7us 1G:605.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 6.416us + bytes / 3.93e+03 GB/s, misses by 63.6% RMS, so it is not used.
# Residual: 34.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:5.76us 64K:5.699us 2M:35.23us 16M:58.27us 64M:79.11us 256M:62.09us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.67us + bytes / 2.47e+05 GB/s, written at the measured sizes (the
# medians would give 6.4%).
# Residual: 6.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.67us 64K:12.67us 2M:12.68us 16M:12.74us 64M:12.94us 256M:13.76us

# Model parameter (pages per batch), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.4%, 512K 19.0%, 1M 18.1%, 2M 16.8%, 4M 16.4%, 8M 16.6%, 16M
# 17.2%, 32M 18.0%.
# Residual: 23.1% RMS relative over 42 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     137.9us     109.8us
# seq             2M          0         2         2     2097152           0     250.2us     294.7us
# seq            16M          0        16        16    16777216           0      1.63ms      1.72ms
# seq            64M          0        64        64    67108864           0     11.25ms     6.605ms
# seq           256M          0       256       256   268435456           0      30.7ms     26.15ms
# stride         64M        64K        16        32    67108864           0     5.501ms     6.185ms
# stride        256M         2M        64       128     8388608           0     2.243ms     2.479ms
# random         16M          0         9        23    16777216           0     1.698ms     1.811ms
# random         64M          0        35       230    67108864           0     8.545ms     8.781ms
# random        256M          0       128      1431   268435456           0      51.2ms     41.55ms
# fresh           2M          0         2         2           0     2097152     199.2us     224.5us
# fresh          16M          0        16        16           0    16777216     1.112ms     1.157ms
# fresh          64M          0        64        64           0    67108864     4.344ms     4.356ms
# fresh         256M          0       256       256           0   268435456     20.19ms     17.15ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 42 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted to each case's median (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte +
# fault_wake_ns (once: the kernel's first fault) + bytes zero-filled *
# fault_zero_ns per byte, with batches, blocks and bytes those simrun's engine
# produces for the same access (fault_batch and fault_window as below, density
# prefetch at the driver's defaults). Result: 0ns per batch, 13.11us per VA
# block, bytes / 11.8 GB/s moved, 91.17us per faulting kernel, bytes / 19.6
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 23.1% RMS relative over 42 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.1% RMS relative over 42 repetitions.
fault_block_ns = 13.11us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.1% RMS relative over 42 repetitions.
fault_h2d_ns = 4K:346.3ns 64K:5.542us 512K:44.33us 1M:88.66us 2M:177.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.1% RMS relative over 42 repetitions.
fault_wake_ns = 91.17us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.1% RMS relative over 42 repetitions.
fault_zero_ns = 4K:209.1ns 64K:3.346us 512K:26.77us 1M:53.53us 2M:107.1us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (24 points at 8 sizes): the best line, 44.24us + bytes /
# 44.3 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 9.1% RMS relative over 24 repetitions.
prefetch_h2d_ns = 64K:36.78us 256K:50.34us 1M:118.1us 2M:128us 4M:159.8us 16M:424.4us 64M:1.392ms 256M:5.459ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (24 points at 8 sizes): the best line,
# 22.84us + bytes / 9.89 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 23.8% RMS relative over 24 repetitions.
prefetch_d2h_ns = 64K:25.37us 256K:117.5us 1M:176.4us 2M:243.4us 4M:411.3us 16M:1.691ms 64M:6.252ms 256M:25.34ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 288 points at 3 sizes): 19.14us + bytes / 9.56 GB/s, written at the measured
# sizes (the means would give 9.7%).
# Residual: 9.7% RMS relative over 288 repetitions.
evict_d2h_ns = 64K:26us 512K:74us 2M:238.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (18 points at 3 sizes): the best
# line, 21.52us + bytes / 2.73 GB/s, misses by 35.2% RMS, so it is not used.
# Residual: 46.1% RMS relative over 18 repetitions.
cpu_fault_d2h_ns = 64K:43.77us 512K:411.2us 2M:670.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 18
# points at 6 sizes): 313.6us + bytes / 2.56 GB/s, written at the measured
# sizes (the medians would give 5.7%).
# Residual: 13.4% RMS relative over 18 repetitions.
host_populate_ns = 64K:339.2us 256K:416us 2M:1.133ms 16M:6.869ms 64M:26.54ms 256M:105.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (48 points at 8
# sizes): the best line, 2.915us + bytes / 1.04e+03 GB/s, misses by 22.4% RMS,
# so it is not used.
# Residual: 15.4% RMS relative over 48 repetitions.
prefetch_host_ns = 64K:4.291us 256K:3.701us 1M:3.424us 2M:3.852us 4M:6.925us 16M:20.77us 64M:71.35us 256M:278.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 24 points at 8 sizes): 14.12us +
# bytes / 74.8 GB/s, written at the measured sizes (the medians would give
# 6.2%).
# Residual: 11.8% RMS relative over 24 repetitions.
prefetch_call_ns = 64K:14.99us 256K:17.62us 1M:28.13us 2M:42.14us 4M:70.16us 16M:238.3us 64M:910.9us 256M:3.601ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 9 repetitions.
# Residual: 28.0% RMS relative over 9 repetitions.
prefetch_defer_ns = 102.8us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Fit:
# the median of 3 repetitions.
# Residual: 0.0% RMS relative over 3 repetitions.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (9 points at 3 sizes): the best line, 7.531us + bytes / 259
# GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 17.2% RMS relative over 9 repetitions.
prefetch_zero_ns = 2M:15.75us 16M:68.91us 64M:278.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 9
# points at 3 sizes): 31.18us + bytes / 222 GB/s, written at the measured
# sizes (the medians would give 10.7%).
# Residual: 10.6% RMS relative over 9 repetitions.
prefetch_zero_defer_ns = 2M:40.64us 16M:106.8us 64M:333.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (12 points at 4 sizes): the best line, 2.419us +
# bytes / 163 GB/s, misses by 28.8% RMS, so it is not used.
# Residual: 28.8% RMS relative over 12 repetitions.
managed_free_resident_ns = 2M:15.38us 16M:103.4us 64M:411.6us 256M:1.679ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 8.684us + bytes / 9.32 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 12.2% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:8.875us 8K:8.769us 16K:10.97us 32K:17.37us 64K:26.41us 128K:19.19us 256K:30.2us 512K:52.06us 1M:103.4us 2M:219.5us 4M:471.5us 8M:960.6us 16M:2.093ms 32M:4.273ms 64M:9.451ms 256M:38.77ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.25us + bytes / 8.76 GB/s,
# misses by 25.3% RMS, so it is not used.
# Residual: 12.6% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:13.88us 8K:11.16us 16K:12.53us 32K:23.78us 64K:30.28us 128K:42.11us 256K:72.08us 512K:116.5us 1M:187.7us 2M:253.7us 4M:437.3us 8M:788.7us 16M:1.886ms 32M:3.55ms 64M:6.693ms 256M:29.51ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (21 points at 7 sizes): the best line, 1.199us +
# bytes / 6.22 GB/s, misses by 17.8% RMS, so it is not used.
# Residual: 13.1% RMS relative over 21 repetitions.
host_read_ns = 64K:11.8us 256K:42.15us 1M:208.7us 2M:285.5us 4M:601.7us 16M:3.012ms 64M:12.76ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (21 points at 7 sizes): the best line, 0ns + bytes / 19 GB/s, misses by
# 31.5% RMS, so it is not used.
# Residual: 10.1% RMS relative over 21 repetitions.
host_write_ns = 64K:3.402us 256K:12.41us 1M:74.93us 2M:78.62us 4M:210.3us 16M:1.526ms 64M:7.052ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 21 points at 7 sizes): 755.4ns +
# bytes / 9.75 GB/s, written at the measured sizes (the medians would give
# 8.3%).
# Residual: 8.5% RMS relative over 21 repetitions.
host_write_cold_ns = 64K:7.477us 256K:27.64us 1M:108.3us 2M:215.8us 4M:430.9us 16M:1.721ms 64M:6.884ms

