# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-1.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
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
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.7% RMS relative over 5 repetitions.
launch_ns = 2.987us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.166us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.511us + bytes / 1.11e+04 GB/s, misses by 57.7% RMS,
# so it is not used.
# Residual: 25.3% RMS relative over 45 repetitions.
malloc_ns = 4K:1.544us 64K:1.54us 1M:1.444us 1536K:1.578us 2M:35.66us 8M:30.84us 64M:36.02us 256M:39.31us 1G:76.23us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.063us + bytes / 3.06e+03 GB/s, misses by 51.1% RMS, so it is
# not used.
# Residual: 18.6% RMS relative over 45 repetitions.
free_ns = 4K:1.338us 64K:1.317us 1M:1.235us 1536K:1.214us 2M:28.46us 8M:29.93us 64M:47.24us 256M:90.31us 1G:302.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.181us + bytes / 1.02e+04 GB/s, misses by 63.8% RMS, so it is not used.
# Residual: 34.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.135us 64K:1.823us 2M:13.87us 16M:17.89us 64M:24.85us 256M:23.34us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.288us + bytes / 2.66e+05 GB/s, written at the measured sizes (the
# medians would give 13.4%).
# Residual: 13.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.288us 64K:7.289us 2M:7.296us 16M:7.351us 64M:7.541us 256M:8.298us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.0%, 512K 14.0%, 1M 14.0%, 2M 13.9%, 4M 12.8%, 8M 11.5%, 16M
# 10.8%, 32M 11.1%.
# Residual: 17.4% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     71.68us      61.2us
# seq             2M          0         2         2     2097152           0       211us     246.2us
# seq            16M          0        16        16    16777216           0     1.695ms     1.862ms
# seq            64M          0        64        64    67108864           0     8.342ms     7.402ms
# seq           256M          0       256       256   268435456           0     27.07ms     29.56ms
# stride         64M        64K         4        32    67108864           0     6.145ms     5.228ms
# stride        256M         2M        16       128     8388608           0     2.333ms     2.451ms
# random         16M          0        16        16    16777216           0     1.976ms     1.862ms
# random         64M          0        39       104    67108864           0     7.028ms      7.06ms
# random        256M          0       127       907   268435456           0     35.37ms     32.49ms
# fresh           2M          0         2         2           0     2097152     117.2us     133.7us
# fresh          16M          0        16        16           0    16777216       912us     961.9us
# fresh          64M          0        64        64           0    67108864     4.224ms     3.801ms
# fresh         256M          0       256       256           0   268435456     17.33ms     15.16ms
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
# prefetch at the driver's defaults). Result: 30.6us per batch, 10.56us per VA
# block, bytes / 14.1 GB/s moved, 15.4us per faulting kernel, bytes / 58.3
# GB/s zero-filled.
# Residual: 17.4% RMS relative over 70 repetitions.
fault_batch_ns = 30.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.4% RMS relative over 70 repetitions.
fault_block_ns = 10.56us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:290ns 64K:4.641us 512K:37.13us 1M:74.25us 2M:148.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.4% RMS relative over 70 repetitions.
fault_wake_ns = 15.4us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:70.28ns 64K:1.125us 512K:8.996us 1M:17.99us 2M:35.98us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 37.13us + bytes /
# 45.7 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 3.7% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:32us 256K:42.77us 1M:82.22us 2M:115.3us 4M:147.7us 16M:409.1us 64M:1.34ms 256M:5.297ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 14.77us + bytes / 16.4 GB/s, written at the
# measured sizes (the means would give 6.3%).
# Residual: 10.3% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:18.78us 256K:30.8us 1M:78.9us 2M:143us 4M:271.3us 16M:1.041ms 64M:4.119ms 256M:16.43ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (480 points at 3 sizes): the best line,
# 17.41us + bytes / 12.1 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 16.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:22.77us 512K:61.19us 2M:189.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 18.39us + bytes / 4.19 GB/s, written at the
# measured sizes (the means would give 13.3%).
# Residual: 14.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.04us 512K:143.6us 2M:519.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 277us +
# bytes / 3.62 GB/s, misses by 23.5% RMS, so it is not used.
# Residual: 18.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:318.7us 256K:382.7us 2M:652.1us 16M:5.187ms 64M:21.28ms 256M:84.58ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 1.767us + bytes / 1.89e+03 GB/s, misses by 16.9% RMS,
# so it is not used.
# Residual: 9.4% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.218us 256K:2.176us 1M:2.227us 2M:2.2us 4M:4.165us 16M:11.23us 64M:39.02us 256M:151.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 8.964us + bytes / 115 GB/s, misses by
# 17.0% RMS, so it is not used.
# Residual: 11.2% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:11.56us 256K:11.18us 1M:16.45us 2M:23.02us 4M:42.73us 16M:169.1us 64M:681.4us 256M:2.504ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 32.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 102.9us

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
# measured medians (15 points at 3 sizes): the best line, 5.734us + bytes /
# 294 GB/s, misses by 18.2% RMS, so it is not used.
# Residual: 18.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.69us 16M:69.1us 64M:219.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 19.59us + bytes / 239 GB/s, written at the measured
# sizes (the medians would give 13.2%).
# Residual: 14.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:28.36us 16M:89.74us 64M:300.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.903us +
# bytes / 207 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.12us 16M:81.39us 64M:329.2us 256M:1.315ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.057us + bytes / 16.2 GB/s, misses by 25.8% RMS, so it is not used.
# Residual: 11.2% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:6.444us 8K:7.149us 16K:9.021us 32K:13.49us 64K:21.39us 128K:13.95us 256K:19.75us 512K:31.49us 1M:55.31us 2M:123.6us 4M:279.5us 8M:542.5us 16M:1.195ms 32M:2.636ms 64M:5.819ms 256M:27.03ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.41us + bytes / 11.1 GB/s,
# misses by 29.2% RMS, so it is not used.
# Residual: 11.9% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:13.75us 8K:10.99us 16K:12.09us 32K:21.67us 64K:29.05us 128K:40.76us 256K:62.74us 512K:99.39us 1M:177.1us 2M:233.1us 4M:418.7us 8M:716.1us 16M:1.304ms 32M:2.941ms 64M:5.981ms 256M:17.21ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 10.8 GB/s, misses by 26.2% RMS, so it is not used.
# Residual: 23.4% RMS relative over 35 repetitions.
host_read_ns = 64K:5.551us 256K:21.94us 1M:87.64us 2M:176.1us 4M:362.6us 16M:1.818ms 64M:8.83ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 39.6 GB/s, misses by
# 36.6% RMS, so it is not used.
# Residual: 10.7% RMS relative over 35 repetitions.
host_write_ns = 64K:858ns 256K:4.898us 1M:21.09us 2M:43.29us 4M:155.9us 16M:747.3us 64M:5.163ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 11.8 GB/s, written at the measured sizes (the medians would give
# 6.0%).
# Residual: 6.6% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.508us 256K:22.24us 1M:89.17us 2M:178.4us 4M:356.9us 16M:1.428ms 64M:5.711ms

