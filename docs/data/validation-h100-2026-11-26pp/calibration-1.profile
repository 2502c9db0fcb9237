# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-1.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T17:53:52Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T17:53:52Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.7% RMS relative over 5 repetitions.
launch_ns = 3.416us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.984us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.658us + bytes / 1.13e+04 GB/s, misses by 59.4% RMS,
# so it is not used.
# Residual: 25.6% RMS relative over 45 repetitions.
malloc_ns = 4K:1.749us 64K:1.71us 1M:1.598us 1536K:1.617us 2M:35.09us 8M:31.86us 64M:37.25us 256M:65.69us 1G:75.21us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.159us + bytes / 2.89e+03 GB/s, misses by 50.8% RMS, so it is
# not used.
# Residual: 19.0% RMS relative over 45 repetitions.
free_ns = 4K:1.437us 64K:1.427us 1M:1.297us 1536K:1.352us 2M:29.27us 8M:30.68us 64M:46.34us 256M:103.6us 1G:303.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.375us + bytes / 6.08e+03 GB/s, misses by 63.1% RMS, so it is not used.
# Residual: 35.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.208us 64K:2.1us 2M:16.24us 16M:20.61us 64M:27.79us 256M:36.68us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.613us + bytes / 7.06e+05 GB/s, written at the measured sizes (the
# medians would give 8.1%).
# Residual: 8.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.613us 64K:7.613us 2M:7.616us 16M:7.637us 64M:7.708us 256M:7.993us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 21.3%, 512K 21.0%, 1M 20.4%, 2M 19.2%, 4M 18.8%, 8M 18.9%, 16M
# 19.1%, 32M 19.7%.
# Residual: 22.3% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     81.89us     70.74us
# seq             2M          0         2         2     2097152           0     263.5us       228us
# seq            16M          0        16        16    16777216           0      1.21ms     1.434ms
# seq            64M          0        64        64    67108864           0     7.101ms     5.569ms
# seq           256M          0       256       256   268435456           0      27.6ms     22.11ms
# stride         64M        64K        16        32    67108864           0     4.505ms     5.241ms
# stride        256M         2M        64       128     8388608           0     1.774ms     1.974ms
# random         16M          0         9        23    16777216           0     1.464ms     1.506ms
# random         64M          0        35       230    67108864           0     6.612ms     7.269ms
# random        256M          0       128      1431   268435456           0     50.41ms     34.14ms
# fresh           2M          0         2         2           0     2097152     152.6us     197.3us
# fresh          16M          0        16        16           0    16777216     1.119ms     1.188ms
# fresh          64M          0        64        64           0    67108864     5.898ms     4.585ms
# fresh         256M          0       256       256           0   268435456     22.89ms     18.17ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 10.24us per VA
# block, bytes / 13.8 GB/s moved, 55.76us per faulting kernel, bytes / 17.3
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 22.3% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.3% RMS relative over 70 repetitions.
fault_block_ns = 10.24us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:296.5ns 64K:4.744us 512K:37.95us 1M:75.9us 2M:151.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.3% RMS relative over 70 repetitions.
fault_wake_ns = 55.76us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:236.4ns 64K:3.783us 512K:30.26us 1M:60.53us 2M:121.1us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 68.35us + bytes / 49.1 GB/s, written at the measured sizes (the
# medians would give 2.7%).
# Residual: 10.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:69.69us 2M:111us 16M:409.8us 64M:1.434ms 256M:5.531ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.31us + bytes / 15.6 GB/s, written at
# the measured sizes (the medians would give 5.0%).
# Residual: 9.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.5us 2M:148.5us 16M:1.088ms 64M:4.309ms 256M:17.19ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.1us + bytes / 13.5 GB/s, written at the
# measured sizes (the medians would give 8.3%).
# Residual: 8.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.96us 512K:52.98us 2M:169.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 18.89us + bytes / 3.8 GB/s, misses by 20.5% RMS, so it is not used.
# Residual: 17.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.56us 512K:175.7us 2M:532.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 281.7us + bytes / 3.41 GB/s, misses by 18.7% RMS, so
# it is not used.
# Residual: 11.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:342.4us 256K:369.6us 2M:684.3us 16M:5.514ms 64M:22.58ms 256M:90.51ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.889us + bytes / 1.7e+03 GB/s, misses by 20.1% RMS,
# so it is not used.
# Residual: 15.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.506us 2M:3.502us 16M:13.23us 64M:43.07us 256M:163us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.67us + bytes / 110 GB/s, misses by
# 16.7% RMS, so it is not used.
# Residual: 9.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.49us 2M:23.36us 16M:171.7us 64M:683.8us 256M:2.564ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.9us

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
# sizes): 7.46us + bytes / 316 GB/s, written at the measured sizes (the
# medians would give 12.6%).
# Residual: 12.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.1us 16M:60.61us 64M:220.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 54.79us + bytes / 247 GB/s, written at the measured
# sizes (the medians would give 9.2%).
# Residual: 9.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:63.28us 16M:122.7us 64M:326.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.701us +
# bytes / 200 GB/s, misses by 22.0% RMS, so it is not used.
# Residual: 22.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.21us 16M:84.37us 64M:338.4us 256M:1.347ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.86us
# + bytes / 13.4 GB/s, misses by 28.8% RMS, so it is not used.
# Residual: 14.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.251us 64K:23.37us 2M:129.9us 16M:1.141ms 64M:5.928ms 256M:28.2ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 16.78us + bytes / 13.7 GB/s,
# misses by 36.5% RMS, so it is not used.
# Residual: 38.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.67us 64K:71.16us 2M:327.1us 16M:1.179ms 64M:4.453ms 256M:17.95ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 15.7 GB/s, misses by 33.9% RMS, so it is not used.
# Residual: 21.5% RMS relative over 20 repetitions.
host_read_ns = 64K:4.228us 2M:99.42us 16M:1.539ms 64M:7.21ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 32.3 GB/s, misses by
# 41.4% RMS, so it is not used.
# Residual: 22.8% RMS relative over 20 repetitions.
host_write_ns = 64K:951ns 2M:47.29us 16M:766.7us 64M:4.252ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 12.5 GB/s, written at the measured sizes (the medians would give
# 4.1%).
# Residual: 4.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.609us 2M:167.6us 16M:1.345ms 64M:5.384ms

