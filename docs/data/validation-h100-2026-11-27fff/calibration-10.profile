# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T04:57:19Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T04:57:19Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.3% RMS relative over 5 repetitions.
launch_ns = 3.864us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.98us

# cudaMalloc, host time of the call, while a small allocation keeps the
# driver's first 2 MiB block mapped: from 2 MiB, calls of one size kept live,
# then freed, as a program makes them (case kept; files before it: case
# device, pairs); under 2 MiB, one cudaMalloc/cudaFree pair at a time, a
# request that fits in a mapped block (simrun charges the 2 MiB figure when
# one is mapped for it). The measured medians (420 points at 9 sizes): the
# best line, 2.959us + bytes / 7.75e+03 GB/s, misses by 71.0% RMS, so it is
# not used.
# Residual: 21.8% RMS relative over 420 repetitions.
malloc_ns = 4K:3.18us 64K:2.865us 1M:2.774us 1536K:2.873us 2M:37.24us 8M:37.42us 64M:51.23us 256M:64.7us 1G:109.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.269us + bytes / 2.37e+03 GB/s, misses by 51.7% RMS, so it is
# not used.
# Residual: 24.1% RMS relative over 45 repetitions.
free_ns = 4K:1.648us 64K:1.512us 1M:1.476us 1536K:1.509us 2M:32.55us 8M:34.26us 64M:50.35us 256M:105.8us 1G:420.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 4.43us
# + bytes / 3.01e+03 GB/s, misses by 66.9% RMS, so it is not used.
# Residual: 39.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:5.26us 64K:3.544us 2M:40.98us 16M:51.81us 64M:72.21us 256M:75.08us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 12.43us + bytes /
# 1.52e+05 GB/s, misses by 15.0% RMS, so it is not used.
# Residual: 14.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.11us 64K:12.06us 2M:12.45us 16M:12.26us 64M:12.09us 256M:14.51us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.4%, 512K 14.0%, 1M 13.4%, 2M 13.2%, 4M 13.3%, 8M 13.7%, 16M
# 14.5%, 32M 15.8%.
# Residual: 17.9% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     80.93us     65.12us
# seq             2M          0         2         2     2097152           0     208.3us     263.9us
# seq            16M          0        16        16    16777216           0     2.036ms     1.834ms
# seq            64M          0        64        64    67108864           0     7.892ms     7.216ms
# seq           256M          0       256       256   268435456           0     32.02ms     28.74ms
# stride         64M        64K        32        32    67108864           0     6.671ms     6.587ms
# stride        256M         2M       128       128     8388608           0     3.121ms     3.295ms
# random         16M          0         9        35    16777216           0     2.188ms     2.113ms
# random         64M          0        34       306    67108864           0     10.74ms     10.99ms
# random        256M          0       139      1560   268435456           0     49.56ms     49.24ms
# fresh           2M          0         2         2           0     2097152     157.2us       185us
# fresh          16M          0        16        16           0    16777216     1.086ms     1.202ms
# fresh          64M          0        64        64           0    67108864     5.446ms      4.69ms
# fresh         256M          0       256       256           0   268435456     23.33ms     18.64ms
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
# prefetch at the driver's defaults). Result: 3.607us per batch, 16.04us per
# VA block, bytes / 11.3 GB/s moved, 39.69us per faulting kernel, bytes / 19.8
# GB/s zero-filled.
# Residual: 17.9% RMS relative over 70 repetitions.
fault_batch_ns = 3.607us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.9% RMS relative over 70 repetitions.
fault_block_ns = 16.04us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:361.2ns 64K:5.78us 512K:46.24us 1M:92.48us 2M:185us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.9% RMS relative over 70 repetitions.
fault_wake_ns = 39.69us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:207.1ns 64K:3.313us 512K:26.51us 1M:53.01us 2M:106us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 43.39us + bytes /
# 44.7 GB/s, misses by 19.2% RMS, so it is not used.
# Residual: 3.1% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:36.88us 256K:47.9us 1M:101.4us 2M:123.9us 4M:162.6us 16M:434.9us 64M:1.355ms 256M:5.401ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (40 points at 8 sizes): the best line,
# 24.07us + bytes / 14.8 GB/s, misses by 18.7% RMS, so it is not used.
# Residual: 6.5% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:24.69us 256K:48.43us 1M:144.3us 2M:220.9us 4M:311.8us 16M:1.032ms 64M:4.089ms 256M:16.56ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (480 points at 3 sizes): the best line,
# 20.19us + bytes / 11.3 GB/s, misses by 17.1% RMS, so it is not used.
# Residual: 13.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.09us 512K:77.68us 2M:190.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 21.11us + bytes / 4.16 GB/s, written at the
# measured sizes (the means would give 12.8%).
# Residual: 14.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.88us 512K:147.2us 2M:525.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 317.2us + bytes / 2.38 GB/s, written at the measured
# sizes (the medians would give 3.6%).
# Residual: 11.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:344.8us 256K:427.5us 2M:1.2ms 16M:7.377ms 64M:28.56ms 256M:113.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.086us + bytes / 1.62e+03 GB/s, misses by 20.8% RMS,
# so it is not used.
# Residual: 13.2% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.716us 256K:2.54us 1M:2.532us 2M:2.541us 4M:5.558us 16M:13.95us 64M:44.75us 256M:168.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 15.91us +
# bytes / 73.6 GB/s, written at the measured sizes (the medians would give
# 4.2%).
# Residual: 10.8% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:16.8us 256K:19.48us 1M:30.16us 2M:44.41us 4M:72.9us 16M:243.9us 64M:927.8us 256M:3.663ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 104.4us

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
# measured medians (15 points at 3 sizes): the best line, 9.879us + bytes /
# 230 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 18.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:19.09us 16M:80.06us 64M:309.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 20.46us + bytes / 219 GB/s, written at the measured
# sizes (the medians would give 7.6%).
# Residual: 7.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:30.02us 16M:96.98us 64M:326.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 6.861us +
# bytes / 155 GB/s, misses by 24.8% RMS, so it is not used.
# Residual: 24.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:20.59us 16M:112.6us 64M:446.5us 256M:1.755ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.556us + bytes / 12.4 GB/s, misses by 27.1% RMS, so it is not used.
# Residual: 13.5% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.176us 8K:7.862us 16K:10.01us 32K:15.11us 64K:23.03us 128K:16.09us 256K:22.32us 512K:37.13us 1M:76.15us 2M:179.5us 4M:329.1us 8M:724.4us 16M:1.617ms 32M:3.677ms 64M:8.576ms 256M:36.77ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.41us + bytes / 9.54 GB/s,
# misses by 29.0% RMS, so it is not used.
# Residual: 9.5% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:12.82us 8K:10.32us 16K:11.6us 32K:23.35us 64K:29.01us 128K:43.8us 256K:79.84us 512K:116.1us 1M:204.3us 2M:260.3us 4M:421.6us 8M:817.3us 16M:1.649ms 32M:3.078ms 64M:5.926ms 256M:23.56ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 35
# points at 7 sizes): 0ns + bytes / 6.3 GB/s, written at the measured sizes
# (the medians would give 8.4%).
# Residual: 10.5% RMS relative over 35 repetitions.
host_read_ns = 64K:8.882us 256K:40.07us 1M:164.8us 2M:331.2us 4M:663.9us 16M:2.66ms 64M:10.65ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 29.1 GB/s, misses by
# 37.2% RMS, so it is not used.
# Residual: 11.5% RMS relative over 35 repetitions.
host_write_ns = 64K:1.139us 256K:5.948us 1M:26.78us 2M:75.3us 4M:197us 16M:1.168ms 64M:6.055ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 971.9ns +
# bytes / 10.1 GB/s, written at the measured sizes (the medians would give
# 7.0%).
# Residual: 7.4% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:7.472us 256K:26.97us 1M:105us 2M:209us 4M:417us 16M:1.665ms 64M:6.657ms

