# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-6.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T19:42:09Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:42:09Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.5% RMS relative over 5 repetitions.
launch_ns = 4.442us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.988us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.197us + bytes / 4.62e+03 GB/s, misses by 56.8% RMS,
# so it is not used.
# Residual: 23.2% RMS relative over 45 repetitions.
malloc_ns = 4K:3.235us 64K:3.262us 1M:3.284us 1536K:3.153us 2M:68.2us 8M:51.54us 64M:77.22us 256M:85.94us 1G:183.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 4.206us + bytes / 1.24e+03 GB/s, misses by 44.6% RMS, so it is
# not used.
# Residual: 16.0% RMS relative over 45 repetitions.
free_ns = 4K:4.375us 64K:4.538us 1M:4.552us 1536K:4.692us 2M:46.69us 8M:50.1us 64M:88.95us 256M:218us 1G:715.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.132us + bytes / 5.58e+03 GB/s, misses by 63.7% RMS, so it is not used.
# Residual: 35.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.949us 64K:3.525us 2M:25.72us 16M:41.76us 64M:40.49us 256M:42.73us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.81us + bytes / 5.89e+05 GB/s, written at the measured sizes (the
# medians would give 10.9%).
# Residual: 12.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.81us 64K:13.81us 2M:13.81us 16M:13.84us 64M:13.92us 256M:14.27us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.1%, 512K 20.1%, 1M 20.4%, 2M 20.0%, 4M 19.7%, 8M 18.2%, 16M
# 16.6%, 32M 16.8%.
# Residual: 23.3% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     95.81us     81.15us
# seq             2M          0         2         2     2097152           0     262.3us     325.5us
# seq            16M          0        16        16    16777216           0     2.098ms     2.598ms
# seq            64M          0        64        64    67108864           0     12.64ms     10.39ms
# seq           256M          0       256       256   268435456           0     40.64ms     41.56ms
# stride         64M        64K         4        32    67108864           0       6.5ms     6.276ms
# stride        256M         2M        16       128     8388608           0     3.051ms     3.414ms
# random         16M          0        16        16    16777216           0     3.143ms     2.598ms
# random         64M          0        39       104    67108864           0     10.75ms     9.398ms
# random        256M          0       127       907   268435456           0     56.83ms     42.46ms
# fresh           2M          0         2         2           0     2097152     150.3us     161.5us
# fresh          16M          0        16        16           0    16777216     1.102ms     1.287ms
# fresh          64M          0        64        64           0    67108864     6.049ms     5.144ms
# fresh         256M          0       256       256           0   268435456     25.12ms     20.57ms
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
# prefetch at the driver's defaults). Result: 61.36us per batch, 13.53us per
# VA block, bytes / 12 GB/s moved, 787.3ns per faulting kernel, bytes / 192
# GB/s zero-filled.
# Residual: 23.3% RMS relative over 70 repetitions.
fault_batch_ns = 61.36us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.3% RMS relative over 70 repetitions.
fault_block_ns = 13.53us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:341.6ns 64K:5.466us 512K:43.72us 1M:87.45us 2M:174.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.3% RMS relative over 70 repetitions.
fault_wake_ns = 787.3ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:21.34ns 64K:341.4ns 512K:2.731us 1M:5.463us 2M:10.93us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 48.82us + bytes /
# 42.8 GB/s, misses by 21.0% RMS, so it is not used.
# Residual: 12.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:45.79us 2M:144.8us 16M:453.6us 64M:1.357ms 256M:7.015ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 19.76us + bytes / 13.1 GB/s, misses by 23.9% RMS, so it is not used.
# Residual: 22.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.38us 2M:216.6us 16M:1.13ms 64M:4.521ms 256M:28.27ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.19us + bytes / 9.13 GB/s, written at the
# measured sizes (the medians would give 13.3%).
# Residual: 13.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.37us 512K:74.64us 2M:247us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 19.95us + bytes / 3.39 GB/s, misses by 17.4% RMS, so it is not used.
# Residual: 14.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.44us 512K:204.6us 2M:582.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 338.1us + bytes / 2.32
# GB/s, written at the measured sizes (the medians would give 9.0%).
# Residual: 14.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:366.3us 256K:451us 2M:1.242ms 16M:7.566ms 64M:29.25ms 256M:116ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.593us + bytes / 1.41e+03 GB/s, misses by 22.7% RMS,
# so it is not used.
# Residual: 16.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.415us 2M:3.289us 16M:15.88us 64M:52.63us 256M:192.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.48us + bytes / 69.3 GB/s, misses
# by 15.2% RMS, so it is not used.
# Residual: 9.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.24us 2M:37.68us 16M:268.1us 64M:1.077ms 256M:4.122ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 31.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 130.9us

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
# measured medians (15 points at 3 sizes): the best line, 6.441us + bytes /
# 215 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 16.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.21us 16M:84.66us 64M:318.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 58.78us + bytes / 177 GB/s, written at the measured
# sizes (the medians would give 12.8%).
# Residual: 13.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:70.62us 16M:153.5us 64M:437.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 500.4ns +
# bytes / 159 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.76us 16M:105.3us 64M:421us 256M:1.709ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.922us
# + bytes / 11.2 GB/s, misses by 29.4% RMS, so it is not used.
# Residual: 15.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.435us 64K:24.56us 2M:143.7us 16M:1.605ms 64M:7.063ms 256M:32.03ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.77us + bytes / 12.1 GB/s,
# misses by 23.6% RMS, so it is not used.
# Residual: 11.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.641us 64K:27.75us 2M:237.7us 16M:1.272ms 64M:5.016ms 256M:22.1ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.03 GB/s, misses by 29.6% RMS, so it is not used.
# Residual: 19.1% RMS relative over 20 repetitions.
host_read_ns = 64K:6.457us 2M:206.4us 16M:2.568ms 64M:10.53ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 20.1 GB/s, misses by
# 37.6% RMS, so it is not used.
# Residual: 12.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.527us 2M:75.33us 16M:1.355ms 64M:5.963ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.361us +
# bytes / 9.85 GB/s, written at the measured sizes (the medians would give
# 7.2%).
# Residual: 8.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.014us 2M:214.2us 16M:1.704ms 64M:6.814ms

