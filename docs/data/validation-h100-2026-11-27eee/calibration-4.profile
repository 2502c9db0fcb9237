# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-4.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T04:18:49Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T04:18:49Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.8% RMS relative over 5 repetitions.
launch_ns = 4.301us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.009us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.195us + bytes / 4.81e+03 GB/s, misses by 58.5% RMS,
# so it is not used.
# Residual: 28.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.957us 64K:2.91us 1M:3.967us 1536K:3.287us 2M:55.44us 8M:46.11us 64M:53.68us 256M:67.1us 1G:180.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.337us + bytes / 1.46e+03 GB/s, misses by 47.9% RMS, so it is
# not used.
# Residual: 20.9% RMS relative over 45 repetitions.
free_ns = 4K:2.5us 64K:2.497us 1M:2.876us 1536K:2.856us 2M:40.31us 8M:44.01us 64M:90.22us 256M:177.2us 1G:615.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.731us + bytes / 3.28e+03 GB/s, misses by 63.5% RMS, so it is not used.
# Residual: 36.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.695us 64K:3.174us 2M:27.35us 16M:29.88us 64M:59.88us 256M:66.92us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 15.51us + bytes / 4.7e+05 GB/s, written at the measured sizes (the
# medians would give 11.8%).
# Residual: 12.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:15.51us 64K:15.51us 2M:15.51us 16M:15.55us 64M:15.65us 256M:16.08us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 27.7%, 512K 27.5%, 1M 27.4%, 2M 26.4%, 4M 26.7%, 8M 25.1%, 16M
# 24.0%, 32M 24.6%.
# Residual: 29.0% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     78.91us     75.17us
# seq             2M          0         2         2     2097152           0     240.7us     282.1us
# seq            16M          0        16        16    16777216           0     1.794ms     2.257ms
# seq            64M          0        64        64    67108864           0     11.23ms     9.027ms
# seq           256M          0       256       256   268435456           0     39.01ms     36.11ms
# stride         64M        64K         4        32    67108864           0     4.804ms     5.231ms
# stride        256M         2M        16       128     8388608           0      3.06ms       3.5ms
# random         16M          0        16        16    16777216           0     2.547ms     2.257ms
# random         64M          0        39       104    67108864           0     11.53ms     8.305ms
# random        256M          0       127       907   268435456           0     57.09ms     39.55ms
# fresh           2M          0         2         2           0     2097152     142.5us       161us
# fresh          16M          0        16        16           0    16777216     1.044ms     1.288ms
# fresh          64M          0        64        64           0    67108864     11.79ms     5.153ms
# fresh         256M          0       256       256           0   268435456     27.63ms     20.61ms
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
# prefetch at the driver's defaults). Result: 54.66us per batch, 16.12us per
# VA block, bytes / 14.9 GB/s moved, 0ns per faulting kernel, bytes / 108 GB/s
# zero-filled.
# Residual: 29.0% RMS relative over 70 repetitions.
fault_batch_ns = 54.66us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 29.0% RMS relative over 70 repetitions.
fault_block_ns = 16.12us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 29.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:274.5ns 64K:4.392us 512K:35.13us 1M:70.27us 2M:140.5us

# One of the five coefficients of the fault model: see fault_batch_ns. This
# coefficient came out negative and is held at 0.
# Residual: 29.0% RMS relative over 70 repetitions.
fault_wake_ns = 0ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 29.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:38.08ns 64K:609.2ns 512K:4.874us 1M:9.747us 2M:19.49us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 40.69us + bytes /
# 44.2 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 3.0% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:35.18us 256K:46.99us 1M:87.05us 2M:115us 4M:149.1us 16M:412.3us 64M:1.38ms 256M:5.789ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 15.56us + bytes / 10.2 GB/s, written at the
# measured sizes (the means would give 6.2%).
# Residual: 10.7% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:22us 256K:41.32us 1M:118.6us 2M:221.6us 4M:427.6us 16M:1.664ms 64M:6.609ms 256M:26.39ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 20.08us + bytes / 9.35 GB/s, written at the measured
# sizes (the means would give 11.0%).
# Residual: 11.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.09us 512K:76.18us 2M:244.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (30 points at 3 sizes): the best
# line, 16.89us + bytes / 2.61 GB/s, misses by 26.2% RMS, so it is not used.
# Residual: 28.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.43us 512K:205.9us 2M:870.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 328.9us + bytes / 2.46 GB/s, written at the measured
# sizes (the medians would give 7.1%).
# Residual: 12.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:355.5us 256K:435.3us 2M:1.18ms 16M:7.136ms 64M:27.56ms 256M:109.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.089us + bytes / 1.01e+03 GB/s, misses by 20.6% RMS,
# so it is not used.
# Residual: 15.8% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.154us 256K:3.581us 1M:3.993us 2M:4.055us 4M:7.062us 16M:20.27us 64M:71.14us 256M:303.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 9.603us + bytes / 101 GB/s, misses by
# 17.9% RMS, so it is not used.
# Residual: 6.5% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:15.43us 256K:11.39us 1M:17.53us 2M:25.68us 4M:48.91us 16M:187.4us 64M:691.7us 256M:3.586ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.9us

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
# measured medians (15 points at 3 sizes): the best line, 7.182us + bytes /
# 285 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 15.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.59us 16M:64.5us 64M:247.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.3us + bytes / 194 GB/s, written at the measured sizes
# (the medians would give 7.7%).
# Residual: 7.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:34.1us 16M:109.6us 64M:368.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 130 GB/s, misses by 35.3% RMS, so it is not used.
# Residual: 29.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.98us 16M:113.3us 64M:449.2us 256M:3.554ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line, 7.18us
# + bytes / 14.7 GB/s, misses by 27.0% RMS, so it is not used.
# Residual: 12.1% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:6.576us 8K:7.352us 16K:9.158us 32K:14.33us 64K:21.22us 128K:14.9us 256K:20.9us 512K:34.01us 1M:60.5us 2M:128.9us 4M:294.2us 8M:576.3us 16M:1.487ms 32M:3.241ms 64M:7.154ms 256M:30.83ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 14.03us + bytes / 12.2 GB/s,
# misses by 33.1% RMS, so it is not used.
# Residual: 7.9% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:13.43us 8K:11.25us 16K:12.61us 32K:24.27us 64K:30.91us 128K:43.73us 256K:70.35us 512K:123us 1M:190.5us 2M:271.2us 4M:422.7us 8M:708.3us 16M:1.151ms 32M:2.281ms 64M:4.588ms 256M:17.62ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 250.9ns +
# bytes / 9.01 GB/s, misses by 24.6% RMS, so it is not used.
# Residual: 22.3% RMS relative over 35 repetitions.
host_read_ns = 64K:7.863us 256K:26.34us 1M:105.1us 2M:230.9us 4M:421.6us 16M:2.205ms 64M:10.22ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 30.1 GB/s, misses by
# 36.9% RMS, so it is not used.
# Residual: 15.1% RMS relative over 35 repetitions.
host_write_ns = 64K:1.028us 256K:7.165us 1M:26.92us 2M:54.35us 4M:186.1us 16M:1.101ms 64M:5.902ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 903.8ns +
# bytes / 11.2 GB/s, written at the measured sizes (the medians would give
# 4.0%).
# Residual: 5.0% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.729us 256K:24.21us 1M:94.11us 2M:187.3us 4M:373.7us 16M:1.492ms 64M:5.966ms

