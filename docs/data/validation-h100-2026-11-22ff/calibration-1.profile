# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-1.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:11:25Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:11:25Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.0% RMS relative over 5 repetitions.
launch_ns = 4.825us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.179us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.549us + bytes / 6.6e+03 GB/s, misses by 57.9% RMS,
# so it is not used.
# Residual: 27.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.422us 64K:2.674us 1M:2.544us 1536K:2.641us 2M:62.42us 8M:46.69us 64M:55.33us 256M:67.81us 1G:127.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.816us + bytes / 1.36e+03 GB/s, misses by 49.2% RMS, so it is
# not used.
# Residual: 19.4% RMS relative over 45 repetitions.
free_ns = 4K:2.231us 64K:2.345us 1M:2.227us 1536K:2.248us 2M:42.31us 8M:45.45us 64M:96.1us 256M:180.8us 1G:744.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.323us + bytes / 4.81e+03 GB/s, misses by 66.0% RMS, so it is not used.
# Residual: 37.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.036us 64K:2.969us 2M:23.34us 16M:25.68us 64M:43.66us 256M:46.99us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 10.49us + bytes * -2.42e-06 ns/B, written at the measured sizes (the
# medians would give 6.4%).
# Residual: 6.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.49us 64K:10.49us 2M:10.49us 16M:10.45us 64M:10.33us 256M:9.842us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.6%, 512K 19.2%, 1M 18.3%, 2M 17.2%, 4M 16.3%, 8M 16.0%, 16M
# 16.8%, 32M 17.6%.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     81.31us     67.06us
# seq             2M          0         2         2     2097152           0     222.7us       290us
# seq            16M          0        16        16    16777216           0     2.052ms     2.106ms
# seq            64M          0        64        64    67108864           0     9.989ms     8.331ms
# seq           256M          0       256       256   268435456           0     44.08ms     33.23ms
# stride         64M        64K         8        32    67108864           0     7.113ms     6.969ms
# stride        256M         2M        32       128     8388608           0     2.706ms      3.12ms
# random         16M          0        12        16    16777216           0     1.843ms      2.04ms
# random         64M          0        36       161    67108864           0     9.692ms     9.211ms
# random        256M          0       125      1211   268435456           0     61.44ms     44.27ms
# fresh           2M          0         2         2           0     2097152     192.8us     219.2us
# fresh          16M          0        16        16           0    16777216     1.515ms     1.539ms
# fresh          64M          0        64        64           0    67108864     6.651ms     6.064ms
# fresh         256M          0       256       256           0   268435456     26.12ms     24.16ms
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
# prefetch at the driver's defaults). Result: 16.42us per batch, 13.81us per
# VA block, bytes / 10.5 GB/s moved, 30.62us per faulting kernel, bytes / 16.4
# GB/s zero-filled.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_batch_ns = 16.42us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_block_ns = 13.81us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:388.5ns 64K:6.216us 512K:49.73us 1M:99.46us 2M:198.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_wake_ns = 30.62us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:250.1ns 64K:4.002us 512K:32.02us 1M:64.04us 2M:128.1us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 55.52us + bytes /
# 43.9 GB/s, misses by 28.6% RMS, so it is not used.
# Residual: 17.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:50.47us 2M:179.3us 16M:518.2us 64M:1.433ms 256M:5.607ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 19.76us + bytes / 8.97 GB/s, written at
# the measured sizes (the medians would give 9.4%).
# Residual: 11.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:27.06us 2M:253.5us 16M:1.89ms 64M:7.499ms 256M:29.94ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 21.03us + bytes / 10.6 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 13.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.11us 512K:86us 2M:200us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.16us + bytes / 2.87 GB/s, written at
# the measured sizes (the medians would give 6.9%).
# Residual: 10.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.02us 512K:206.1us 2M:754.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 522.9us + bytes / 1.98 GB/s, misses by 24.7% RMS, so
# it is not used.
# Residual: 23.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:605.9us 256K:687.4us 2M:1.245ms 16M:9.973ms 64M:36.05ms 256M:150.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.672us + bytes / 811 GB/s, misses by 33.3% RMS, so
# it is not used.
# Residual: 26.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:11.68us 2M:5.59us 16M:26.53us 64M:94.27us 256M:348.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.78us + bytes / 64 GB/s, misses by
# 15.3% RMS, so it is not used.
# Residual: 5.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:20.15us 2M:39.94us 16M:296.6us 64M:1.149ms 256M:4.587ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 131.8us

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
# measured medians (15 points at 3 sizes): the best line, 8.745us + bytes /
# 198 GB/s, misses by 21.2% RMS, so it is not used.
# Residual: 21.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:19.35us 16M:93.25us 64M:348.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 770ns +
# bytes / 186 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 22.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.03us 16M:91.25us 64M:360.2us 256M:1.444ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.895us
# + bytes / 9.29 GB/s, misses by 31.8% RMS, so it is not used.
# Residual: 16.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.576us 64K:24.37us 2M:162.2us 16M:2.118ms 64M:9.686ms 256M:39.42ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.48us + bytes / 9.12 GB/s,
# misses by 23.2% RMS, so it is not used.
# Residual: 15.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.17us 64K:33.63us 2M:277.7us 16M:1.852ms 64M:6.798ms 256M:27.26ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.53 GB/s, misses by 23.1% RMS, so it is not used.
# Residual: 15.1% RMS relative over 20 repetitions.
host_read_ns = 64K:7.16us 2M:217.4us 16M:2.722ms 64M:11.97ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 20.5 GB/s, misses by
# 37.0% RMS, so it is not used.
# Residual: 11.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.504us 2M:73.93us 16M:1.339ms 64M:6.647ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.311us +
# bytes / 8.9 GB/s, written at the measured sizes (the medians would give
# 6.8%).
# Residual: 7.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.674us 2M:236.9us 16M:1.886ms 64M:7.541ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
