# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T16:59:35Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T16:59:35Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.1% RMS relative over 5 repetitions.
launch_ns = 4.785us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.024us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.354us + bytes / 4.12e+03 GB/s, misses by 59.6% RMS,
# so it is not used.
# Residual: 28.1% RMS relative over 45 repetitions.
malloc_ns = 4K:3.879us 64K:3.36us 1M:3.281us 1536K:3.275us 2M:66.26us 8M:61.48us 64M:79.5us 256M:84.06us 1G:211.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.401us + bytes / 1.54e+03 GB/s, misses by 49.2% RMS, so it is
# not used.
# Residual: 20.1% RMS relative over 45 repetitions.
free_ns = 4K:3.395us 64K:2.696us 1M:2.564us 1536K:2.789us 2M:48.06us 8M:56.99us 64M:80.04us 256M:172.9us 1G:603.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 3.9us
# + bytes / 3e+03 GB/s, misses by 68.0% RMS, so it is not used.
# Residual: 44.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.252us 64K:3.248us 2M:37.02us 16M:50.25us 64M:92.27us 256M:75.56us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 13.22us + bytes /
# 1.79e+05 GB/s, misses by 23.3% RMS, so it is not used.
# Residual: 21.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:20.35us 64K:11us 2M:13.98us 16M:12.95us 64M:13.43us 256M:14.79us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.4%, 512K 18.1%, 1M 17.7%, 2M 17.2%, 4M 16.8%, 8M 16.3%, 16M
# 16.3%, 32M 16.9%.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      68.8us      53.2us
# seq             2M          0         2         2     2097152           0     204.3us     224.5us
# seq            16M          0        16        16    16777216           0     1.316ms     1.648ms
# seq            64M          0        64        64    67108864           0     7.134ms     6.527ms
# seq           256M          0       256       256   268435456           0      28.8ms     26.05ms
# stride         64M        64K         8        32    67108864           0      5.41ms      5.21ms
# stride        256M         2M        32       128     8388608           0     2.054ms     2.347ms
# random         16M          0        12        16    16777216           0     1.629ms     1.574ms
# random         64M          0        36       161    67108864           0     7.715ms     6.877ms
# random        256M          0       125      1211   268435456           0     38.54ms     32.16ms
# fresh           2M          0         2         2           0     2097152     99.78us     125.6us
# fresh          16M          0        16        16           0    16777216     802.7us       856us
# fresh          64M          0        64        64           0    67108864     4.171ms      3.36ms
# fresh         256M          0       256       256           0   268435456     17.67ms     13.38ms
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
# prefetch at the driver's defaults). Result: 18.42us per batch, 8.924us per
# VA block, bytes / 14.1 GB/s moved, 21.21us per faulting kernel, bytes / 42.2
# GB/s zero-filled.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_batch_ns = 18.42us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_block_ns = 8.924us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:290.3ns 64K:4.645us 512K:37.16us 1M:74.32us 2M:148.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_wake_ns = 21.21us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:97.01ns 64K:1.552us 512K:12.42us 1M:24.83us 2M:49.67us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.06us + bytes /
# 45.3 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 2.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.77us 2M:123.9us 16M:451.8us 64M:1.373ms 256M:5.637ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.07us + bytes / 9.24 GB/s, written at
# the measured sizes (the medians would give 2.2%).
# Residual: 5.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.16us 2M:244.9us 16M:1.833ms 64M:7.278ms 256M:29.06ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.15us + bytes / 8.17 GB/s, written at the
# measured sizes (the medians would give 6.1%).
# Residual: 6.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.17us 512K:81.29us 2M:273.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.62us + bytes / 2.73 GB/s, written at
# the measured sizes (the medians would give 4.3%).
# Residual: 8.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:47.65us 512K:215.8us 2M:792.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 306.4us + bytes / 2.47
# GB/s, written at the measured sizes (the medians would give 5.1%).
# Residual: 12.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:332.9us 256K:412.4us 2M:1.154ms 16M:7.088ms 64M:27.43ms 256M:108.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.306us + bytes / 813 GB/s, misses by 21.5% RMS, so
# it is not used.
# Residual: 11.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.601us 2M:4.606us 16M:25.34us 64M:90.76us 256M:354.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 11.4us +
# bytes / 102 GB/s, written at the measured sizes (the medians would give
# 6.0%).
# Residual: 13.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.05us 2M:32.06us 16M:176.7us 64M:672.6us 256M:2.656ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.4% RMS relative over 15 repetitions.
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
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). Fit
# (weighted least squares, relative errors, to the medians of 15 points at 3
# sizes): 7.153us + bytes / 299 GB/s, written at the measured sizes (the
# medians would give 14.6%).
# Residual: 14.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.17us 16M:63.31us 64M:231.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.94us + bytes / 185 GB/s, written at the measured
# sizes (the medians would give 7.9%).
# Residual: 8.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:34.25us 16M:113.4us 64M:384.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 127 GB/s, misses by 34.2% RMS, so it is not used.
# Residual: 30.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.96us 16M:107.2us 64M:495.9us 256M:3.278ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.951us
# + bytes / 10 GB/s, misses by 26.4% RMS, so it is not used.
# Residual: 15.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.54us 64K:23.99us 2M:162.1us 16M:1.795ms 64M:7.759ms 256M:33.96ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.47us + bytes / 9.98 GB/s,
# misses by 21.5% RMS, so it is not used.
# Residual: 12.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.09us 64K:31.69us 2M:284.2us 16M:1.555ms 64M:6.727ms 256M:24.07ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.8 GB/s, misses by 33.4% RMS, so it is not used.
# Residual: 23.9% RMS relative over 20 repetitions.
host_read_ns = 64K:4.303us 2M:111.6us 16M:1.949ms 64M:7.767ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 30.6 GB/s, misses by
# 37.4% RMS, so it is not used.
# Residual: 13.1% RMS relative over 20 repetitions.
host_write_ns = 64K:944ns 2M:49.33us 16M:908.2us 64M:4.6ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 11.7 GB/s, written at the measured sizes (the medians would give
# 8.4%).
# Residual: 9.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.397us 2M:179.3us 16M:1.436ms 64M:5.746ms

