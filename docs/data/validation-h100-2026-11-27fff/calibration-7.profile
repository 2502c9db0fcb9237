# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-7.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T04:55:43Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T04:55:43Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.6% RMS relative over 5 repetitions.
launch_ns = 4.291us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.17us

# cudaMalloc, host time of the call, while a small allocation keeps the
# driver's first 2 MiB block mapped: from 2 MiB, calls of one size kept live,
# then freed, as a program makes them (case kept; files before it: case
# device, pairs); under 2 MiB, one cudaMalloc/cudaFree pair at a time, a
# request that fits in a mapped block (simrun charges the 2 MiB figure when
# one is mapped for it). The measured medians (420 points at 9 sizes): the
# best line, 2.33us + bytes / 6.98e+03 GB/s, misses by 72.3% RMS, so it is not
# used.
# Residual: 19.9% RMS relative over 420 repetitions.
malloc_ns = 4K:2.332us 64K:2.389us 1M:2.272us 1536K:2.399us 2M:45.14us 8M:46.13us 64M:55.37us 256M:76.5us 1G:119.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.105us + bytes / 1.37e+03 GB/s, misses by 50.8% RMS, so it is
# not used.
# Residual: 25.5% RMS relative over 45 repetitions.
free_ns = 4K:3.202us 64K:2.895us 1M:1.966us 1536K:3.183us 2M:39.57us 8M:42.08us 64M:75.01us 256M:192.5us 1G:696.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.041us + bytes / 4.59e+03 GB/s, misses by 64.2% RMS, so it is not used.
# Residual: 42.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.833us 64K:2.753us 2M:20.1us 16M:50.16us 64M:58.71us 256M:50.38us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.891us + bytes / 2.4e+05 GB/s, written at the measured sizes (the
# medians would give 12.4%).
# Residual: 13.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.891us 64K:9.891us 2M:9.9us 16M:9.961us 64M:10.17us 256M:11.01us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.3%, 512K 18.8%, 1M 17.9%, 2M 16.7%, 4M 16.0%, 8M 15.6%, 16M
# 16.1%, 32M 16.9%.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     96.99us     76.96us
# seq             2M          0         2         2     2097152           0     274.2us     310.4us
# seq            16M          0        16        16    16777216           0     1.967ms      2.25ms
# seq            64M          0        64        64    67108864           0     9.806ms     8.901ms
# seq           256M          0       256       256   268435456           0      41.5ms      35.5ms
# stride         64M        64K         8        32    67108864           0     7.079ms      7.12ms
# stride        256M         2M        32       128     8388608           0     2.816ms      3.27ms
# random         16M          0        12        16    16777216           0      1.96ms     2.152ms
# random         64M          0        36       161    67108864           0     11.16ms     9.462ms
# random        256M          0       125      1211   268435456           0      56.3ms     44.57ms
# fresh           2M          0         2         2           0     2097152     160.1us     198.4us
# fresh          16M          0        16        16           0    16777216       1.3ms     1.354ms
# fresh          64M          0        64        64           0    67108864     6.128ms     5.315ms
# fresh         256M          0       256       256           0   268435456      27.3ms     21.16ms
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
# prefetch at the driver's defaults). Result: 24.46us per batch, 12.85us per
# VA block, bytes / 10.4 GB/s moved, 33.33us per faulting kernel, bytes / 23.2
# GB/s zero-filled.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_batch_ns = 24.46us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_block_ns = 12.85us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:395.5ns 64K:6.328us 512K:50.63us 1M:101.3us 2M:202.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_wake_ns = 33.33us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:176.7ns 64K:2.827us 512K:22.61us 1M:45.23us 2M:90.45us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 45.88us + bytes / 44
# GB/s, misses by 19.5% RMS, so it is not used.
# Residual: 4.1% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:39.01us 256K:50.1us 1M:102.3us 2M:127.5us 4M:171us 16M:446.1us 64M:1.379ms 256M:5.467ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 18.57us + bytes / 9.28 GB/s, written at the
# measured sizes (the means would give 1.1%).
# Residual: 5.9% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:25.63us 256K:46.82us 1M:131.5us 2M:244.5us 4M:470.5us 16M:1.826ms 64M:7.249ms 256M:28.94ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 17.55us + bytes / 8.58 GB/s, written at the measured
# sizes (the means would give 8.1%).
# Residual: 8.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.19us 512K:78.65us 2M:261.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 24.02us + bytes / 3.12 GB/s, written at the
# measured sizes (the means would give 6.9%).
# Residual: 10.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45us 512K:191.8us 2M:695.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 314us +
# bytes / 2.61 GB/s, misses by 20.2% RMS, so it is not used.
# Residual: 16.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:347.6us 256K:437.9us 2M:939.7us 16M:7.293ms 64M:27.11ms 256M:108.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.913us + bytes / 982 GB/s, misses by 18.4% RMS, so
# it is not used.
# Residual: 15.6% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.413us 256K:4.553us 1M:4.816us 2M:5.141us 4M:8.453us 16M:19.68us 64M:75.7us 256M:302.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 15.41us +
# bytes / 74 GB/s, written at the measured sizes (the medians would give
# 4.9%).
# Residual: 13.3% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:16.3us 256K:18.96us 1M:29.59us 2M:43.77us 4M:72.13us 16M:242.3us 64M:922.9us 256M:3.645ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.73us

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
# measured medians (15 points at 3 sizes): the best line, 9.086us + bytes /
# 218 GB/s, misses by 19.9% RMS, so it is not used.
# Residual: 19.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.63us 16M:88.81us 64M:310.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line, 37.5us
# + bytes / 185 GB/s, misses by 25.0% RMS, so it is not used.
# Residual: 24.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:48.24us 16M:134us 64M:388.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 961.9ns +
# bytes / 186 GB/s, misses by 23.2% RMS, so it is not used.
# Residual: 23.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.23us 16M:91.4us 64M:361.1us 256M:1.443ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.584us + bytes / 12.5 GB/s, misses by 26.4% RMS, so it is not used.
# Residual: 11.5% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:6.961us 8K:7.948us 16K:9.945us 32K:15.12us 64K:23.57us 128K:16.69us 256K:22.81us 512K:38.51us 1M:72.25us 2M:174us 4M:323.1us 8M:678.1us 16M:1.698ms 32M:3.709ms 64M:7.999ms 256M:36.31ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 15.23us + bytes / 9.69 GB/s,
# misses by 26.9% RMS, so it is not used.
# Residual: 12.3% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.17us 8K:15.76us 16K:13.11us 32K:19.59us 64K:30.59us 128K:42.08us 256K:71.92us 512K:117.2us 1M:197.5us 2M:276.8us 4M:452.5us 8M:807us 16M:1.543ms 32M:2.955ms 64M:5.961ms 256M:24.04ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 35
# points at 7 sizes): 0ns + bytes / 5.68 GB/s, written at the measured sizes
# (the medians would give 10.8%).
# Residual: 11.3% RMS relative over 35 repetitions.
host_read_ns = 64K:11.16us 256K:45.77us 1M:184.2us 2M:368.8us 4M:738us 16M:2.953ms 64M:11.81ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 31.2 GB/s, misses by
# 34.6% RMS, so it is not used.
# Residual: 11.2% RMS relative over 35 repetitions.
host_write_ns = 64K:1.254us 256K:6.329us 1M:26.39us 2M:55.55us 4M:188.3us 16M:978us 64M:5.409ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 10.5 GB/s, misses by
# 18.0% RMS, so it is not used.
# Residual: 18.0% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.184us 256K:24.35us 1M:95.99us 2M:197us 4M:406.7us 16M:1.662ms 64M:6.57ms

