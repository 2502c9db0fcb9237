# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-7.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T19:19:09Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:19:09Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.2% RMS relative over 5 repetitions.
launch_ns = 3.216us

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
# sizes): the best line, 2.759us + bytes / 6.81e+03 GB/s, misses by 57.7% RMS,
# so it is not used.
# Residual: 27.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.72us 64K:2.92us 1M:2.6us 1536K:2.756us 2M:43.86us 8M:35.78us 64M:38.51us 256M:51.17us 1G:126.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.153us + bytes / 2.66e+03 GB/s, misses by 51.4% RMS, so it is
# not used.
# Residual: 21.3% RMS relative over 45 repetitions.
free_ns = 4K:1.433us 64K:1.422us 1M:1.34us 1536K:1.364us 2M:33.03us 8M:32.98us 64M:51.91us 256M:99.3us 1G:357.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.023us + bytes / 9.83e+03 GB/s, misses by 62.0% RMS, so it is not used.
# Residual: 35.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.749us 64K:3.422us 2M:25.59us 16M:34.06us 64M:29.23us 256M:26.37us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.632us + bytes / 2.68e+05 GB/s, written at the measured sizes (the
# medians would give 8.6%).
# Residual: 8.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.632us 64K:7.633us 2M:7.64us 16M:7.695us 64M:7.883us 256M:8.634us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 22.7%, 512K 22.5%, 1M 22.1%, 2M 21.7%, 4M 21.7%, 8M 21.5%, 16M
# 21.3%, 32M 21.6%.
# Residual: 26.3% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     60.86us     47.77us
# seq             2M          0         2         2     2097152           0     186.5us     197.2us
# seq            16M          0        16        16    16777216           0     1.173ms     1.512ms
# seq            64M          0        64        64    67108864           0     5.764ms      6.02ms
# seq           256M          0       256       256   268435456           0     25.48ms     24.05ms
# stride         64M        64K         4        32    67108864           0      4.54ms     4.175ms
# stride        256M         2M        16       128     8388608           0     1.763ms      1.99ms
# random         16M          0        16        16    16777216           0     1.513ms     1.512ms
# random         64M          0        39       104    67108864           0     7.109ms     5.704ms
# random        256M          0       127       907   268435456           0     35.89ms      26.2ms
# fresh           2M          0         2         2           0     2097152     96.16us     122.8us
# fresh          16M          0        16        16           0    16777216     818.5us     917.4us
# fresh          64M          0        64        64           0    67108864     5.523ms     3.641ms
# fresh         256M          0       256       256           0   268435456     23.79ms     14.54ms
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
# prefetch at the driver's defaults). Result: 26.23us per batch, 8.497us per
# VA block, bytes / 17.7 GB/s moved, 9.348us per faulting kernel, bytes / 47.6
# GB/s zero-filled.
# Residual: 26.3% RMS relative over 70 repetitions.
fault_batch_ns = 26.23us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.3% RMS relative over 70 repetitions.
fault_block_ns = 8.497us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:231.2ns 64K:3.7us 512K:29.6us 1M:59.19us 2M:118.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.3% RMS relative over 70 repetitions.
fault_wake_ns = 9.348us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 26.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:86.04ns 64K:1.377us 512K:11.01us 1M:22.03us 2M:44.05us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 34.95us + bytes /
# 45.7 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 4.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:33.34us 2M:115.1us 16M:451.6us 64M:1.362ms 256M:5.455ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.21us + bytes / 17.2 GB/s, written at
# the measured sizes (the medians would give 8.2%).
# Residual: 13.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.03us 2M:137.4us 16M:992.7us 64M:3.925ms 256M:15.66ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.44us + bytes / 13.8 GB/s, written at the
# measured sizes (the medians would give 7.8%).
# Residual: 7.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.19us 512K:51.47us 2M:165.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 19.45us + bytes / 4.11 GB/s, written at
# the measured sizes (the medians would give 11.7%).
# Residual: 12.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.42us 512K:147.2us 2M:530.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 216.8us + bytes / 3.34 GB/s, misses by 17.3% RMS, so
# it is not used.
# Residual: 13.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:251us 256K:310.1us 2M:662.6us 16M:6.096ms 64M:21.66ms 256M:87.07ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.684us + bytes / 1.81e+03 GB/s, misses by 19.6% RMS,
# so it is not used.
# Residual: 11.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.264us 2M:2.266us 16M:11.69us 64M:40.57us 256M:156.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.537us + bytes / 109 GB/s, misses by
# 18.4% RMS, so it is not used.
# Residual: 8.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.89us 2M:22.43us 16M:165.3us 64M:765us 256M:2.728ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 78.24us

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
# measured medians (15 points at 3 sizes): the best line, 5.803us + bytes /
# 294 GB/s, misses by 16.5% RMS, so it is not used.
# Residual: 14.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.78us 16M:68.86us 64M:220.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 19.47us + bytes / 248 GB/s, written at the measured
# sizes (the medians would give 9.3%).
# Residual: 9.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:27.93us 16M:87.2us 64M:290.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 135.5ns +
# bytes / 175 GB/s, misses by 29.6% RMS, so it is not used.
# Residual: 33.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.26us 16M:87.85us 64M:589us 256M:1.358ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.002us
# + bytes / 11 GB/s, misses by 29.6% RMS, so it is not used.
# Residual: 16.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.518us 64K:23.71us 2M:149.4us 16M:1.806ms 64M:6.695ms 256M:28.76ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.47us + bytes / 11.9 GB/s,
# misses by 26.0% RMS, so it is not used.
# Residual: 17.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.24us 64K:28.31us 2M:242.1us 16M:1.288ms 64M:5.507ms 256M:20.56ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 9.37 GB/s, misses by 38.7% RMS, so it is not used.
# Residual: 33.2% RMS relative over 20 repetitions.
host_read_ns = 64K:5.702us 2M:190.8us 16M:2.005ms 64M:8ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 33.2 GB/s, misses by
# 37.8% RMS, so it is not used.
# Residual: 12.1% RMS relative over 20 repetitions.
host_write_ns = 64K:880ns 2M:45.95us 16M:742.9us 64M:4.209ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 13.3 GB/s, written at the measured sizes (the medians would give
# 4.5%).
# Residual: 4.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.578us 2M:157us 16M:1.258ms 64M:5.034ms

