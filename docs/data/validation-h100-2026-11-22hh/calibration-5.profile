# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-5.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:42:23Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:42:23Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 9.2% RMS relative over 5 repetitions.
launch_ns = 3.474us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.16us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.309us + bytes / 5.32e+03 GB/s, misses by 55.9% RMS,
# so it is not used.
# Residual: 26.9% RMS relative over 45 repetitions.
malloc_ns = 4K:3.517us 64K:3.256us 1M:3.195us 1536K:3.271us 2M:67.74us 8M:41.29us 64M:47.51us 256M:72.59us 1G:158.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.841us + bytes / 2.08e+03 GB/s, misses by 47.7% RMS, so it is
# not used.
# Residual: 21.9% RMS relative over 45 repetitions.
free_ns = 4K:3.963us 64K:3.956us 1M:3.945us 1536K:4.059us 2M:48.17us 8M:39.67us 64M:75.75us 256M:145.6us 1G:405.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.206us + bytes / 6.33e+03 GB/s, misses by 68.9% RMS, so it is not used.
# Residual: 49.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.823us 64K:2.571us 2M:25.22us 16M:60.14us 64M:84.28us 256M:39.81us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.47us + bytes / 5.45e+05 GB/s, written at the measured sizes (the
# medians would give 10.6%).
# Residual: 10.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.47us 64K:12.47us 2M:12.47us 16M:12.5us 64M:12.59us 256M:12.96us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 27.0%, 512K 26.9%, 1M 26.5%, 2M 26.0%, 4M 24.5%, 8M 22.5%, 16M
# 22.7%, 32M 22.9%.
# Residual: 26.5% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     125.6us     62.99us
# seq             2M          0         2         2     2097152           0     214.2us     266.8us
# seq            16M          0        16        16    16777216           0     2.786ms     2.093ms
# seq            64M          0        64        64    67108864           0     8.165ms     8.356ms
# seq           256M          0       256       256   268435456           0     31.46ms      33.4ms
# stride         64M        64K         8        32    67108864           0     6.572ms     5.593ms
# stride        256M         2M        32       128     8388608           0     2.495ms     2.946ms
# random         16M          0        12        16    16777216           0     1.644ms     1.911ms
# random         64M          0        36       161    67108864           0     8.613ms     7.732ms
# random        256M          0       125      1211   268435456           0     42.83ms     33.85ms
# fresh           2M          0         2         2           0     2097152     88.83us     110.3us
# fresh          16M          0        16        16           0    16777216     767.5us     841.1us
# fresh          64M          0        64        64           0    67108864     4.474ms     3.347ms
# fresh         256M          0       256       256           0   268435456      18.1ms     13.37ms
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
# prefetch at the driver's defaults). Result: 45.49us per batch, 6.707us per
# VA block, bytes / 13.4 GB/s moved, 5.9us per faulting kernel, bytes * 0 ns/B
# zero-filled.
# Residual: 26.5% RMS relative over 70 repetitions.
fault_batch_ns = 45.49us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.5% RMS relative over 70 repetitions.
fault_block_ns = 6.707us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:305.7ns 64K:4.892us 512K:39.13us 1M:78.27us 2M:156.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.5% RMS relative over 70 repetitions.
fault_wake_ns = 5.9us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 26.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 42.36us + bytes /
# 46.8 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 6.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.94us 2M:121.4us 16M:423.7us 64M:1.379ms 256M:5.398ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.38us + bytes / 11.7 GB/s, written at
# the measured sizes (the medians would give 7.3%).
# Residual: 9.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21us 2M:195.3us 16M:1.455ms 64M:5.773ms 256M:23.05ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 12.38us + bytes / 10.6 GB/s, misses by 16.6% RMS, so it is not used.
# Residual: 16.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19us 512K:56.78us 2M:228.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.89us + bytes / 3.97 GB/s, written at
# the measured sizes (the medians would give 11.6%).
# Residual: 13.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.41us 512K:154us 2M:550.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 271.5us + bytes / 2.88 GB/s, misses by 16.7% RMS, so
# it is not used.
# Residual: 10.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:306.6us 256K:390.6us 2M:795.1us 16M:6.316ms 64M:25.9ms 256M:106.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.472us + bytes / 1.16e+03 GB/s, misses by 22.9% RMS,
# so it is not used.
# Residual: 14.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.41us 2M:3.357us 16M:18.6us 64M:63.44us 256M:240us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.5us + bytes / 96.9 GB/s, misses by
# 18.9% RMS, so it is not used.
# Residual: 12.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.84us 2M:32.22us 16M:283.9us 64M:695.8us 256M:2.531ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 113.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 232.9us

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
# measured medians (15 points at 3 sizes): the best line, 8.568us + bytes /
# 309 GB/s, misses by 19.8% RMS, so it is not used.
# Residual: 19.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.41us 16M:61.45us 64M:229.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.078us +
# bytes / 188 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 23.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.13us 16M:99.17us 64M:325.4us 256M:1.577ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 9.131us
# + bytes / 9.94 GB/s, misses by 32.3% RMS, so it is not used.
# Residual: 20.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.624us 64K:24.47us 2M:160.5us 16M:1.818ms 64M:7.754ms 256M:40.69ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.02us + bytes / 11.4 GB/s,
# misses by 24.6% RMS, so it is not used.
# Residual: 16.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.903us 64K:27.61us 2M:251.8us 16M:1.277ms 64M:6.283ms 256M:21.25ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.2 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 15.4% RMS relative over 20 repetitions.
host_read_ns = 64K:6.771us 2M:224.9us 16M:2.218ms 64M:8.892ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 23.2 GB/s, misses by
# 32.9% RMS, so it is not used.
# Residual: 9.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.29us 2M:65.73us 16M:1.053ms 64M:5.405ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 37.98ns +
# bytes / 12.4 GB/s, written at the measured sizes (the medians would give
# 5.2%).
# Residual: 5.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.313us 2M:168.8us 16M:1.351ms 64M:5.402ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
