# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-4.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T19:17:40Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:17:40Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 31.9% RMS relative over 5 repetitions.
launch_ns = 11.29us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.986us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.645us + bytes / 7.67e+03 GB/s, misses by 58.6% RMS,
# so it is not used.
# Residual: 28.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.603us 64K:2.593us 1M:2.66us 1536K:2.678us 2M:54.97us 8M:46.7us 64M:49.27us 256M:73.44us 1G:109.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.269us + bytes / 1.59e+03 GB/s, misses by 45.0% RMS, so it is
# not used.
# Residual: 15.0% RMS relative over 45 repetitions.
free_ns = 4K:3.539us 64K:3.506us 1M:3.61us 1536K:3.532us 2M:39.28us 8M:43.49us 64M:73.95us 256M:168.5us 1G:563.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 4.17us
# + bytes / 4.43e+03 GB/s, misses by 62.8% RMS, so it is not used.
# Residual: 33.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.178us 64K:3.531us 2M:37.06us 16M:38.79us 64M:46.6us 256M:52.21us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.68us + bytes / 2.12e+05 GB/s, written at the measured sizes (the
# medians would give 6.7%).
# Residual: 6.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.68us 64K:11.68us 2M:11.69us 16M:11.76us 64M:12us 256M:12.95us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 21.8%, 512K 21.4%, 1M 20.8%, 2M 20.0%, 4M 19.7%, 8M 19.5%, 16M
# 19.6%, 32M 20.3%.
# Residual: 25.7% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     71.07us     59.74us
# seq             2M          0         2         2     2097152           0     213.2us     262.2us
# seq            16M          0        16        16    16777216           0      1.66ms     1.962ms
# seq            64M          0        64        64    67108864           0     10.69ms      7.79ms
# seq           256M          0       256       256   268435456           0     36.08ms      31.1ms
# stride         64M        64K         8        32    67108864           0     5.903ms     6.132ms
# stride        256M         2M        32       128     8388608           0     2.601ms     3.026ms
# random         16M          0        12        16    16777216           0     1.908ms     1.872ms
# random         64M          0        36       161    67108864           0     9.672ms      8.37ms
# random        256M          0       125      1211   268435456           0     50.38ms     40.06ms
# fresh           2M          0         2         2           0     2097152     149.5us     169.7us
# fresh          16M          0        16        16           0    16777216     1.019ms     1.222ms
# fresh          64M          0        64        64           0    67108864      7.96ms     4.829ms
# fresh         256M          0       256       256           0   268435456     22.85ms     19.26ms
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
# prefetch at the driver's defaults). Result: 22.49us per batch, 12.47us per
# VA block, bytes / 12.1 GB/s moved, 19.38us per faulting kernel, bytes / 26.1
# GB/s zero-filled.
# Residual: 25.7% RMS relative over 70 repetitions.
fault_batch_ns = 22.49us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.7% RMS relative over 70 repetitions.
fault_block_ns = 12.47us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 25.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:337.8ns 64K:5.404us 512K:43.23us 1M:86.47us 2M:172.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.7% RMS relative over 70 repetitions.
fault_wake_ns = 19.38us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 25.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:157ns 64K:2.512us 512K:20.09us 1M:40.19us 2M:80.38us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.17us + bytes /
# 45.5 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 2.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.22us 2M:122.5us 16M:446.8us 64M:1.38ms 256M:5.479ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.39us + bytes / 9.78 GB/s, written at
# the measured sizes (the medians would give 3.4%).
# Residual: 6.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.09us 2M:232.7us 16M:1.733ms 64M:6.877ms 256M:27.45ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.28us + bytes / 8.95 GB/s, written at the
# measured sizes (the medians would give 7.8%).
# Residual: 7.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.6us 512K:75.85us 2M:251.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 21.86us + bytes / 3.03 GB/s, misses by 18.0% RMS, so it is not used.
# Residual: 17.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.22us 512K:202us 2M:694.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 285.3us + bytes / 2.75
# GB/s, written at the measured sizes (the medians would give 2.7%).
# Residual: 12.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:309.2us 256K:380.8us 2M:1.049ms 16M:6.397ms 64M:24.73ms 256M:98.07ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.002us + bytes / 909 GB/s, misses by 21.3% RMS, so
# it is not used.
# Residual: 12.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.122us 2M:4.176us 16M:22.69us 64M:82.07us 256M:312.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.1us + bytes / 79 GB/s, misses by
# 19.2% RMS, so it is not used.
# Residual: 10.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.49us 2M:31.83us 16M:235.1us 64M:1.069ms 256M:3.56ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 79.33us

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
# sizes): 7.255us + bytes / 241 GB/s, written at the measured sizes (the
# medians would give 14.3%).
# Residual: 14.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.96us 16M:76.87us 64M:285.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 20.17us + bytes / 190 GB/s, written at the measured
# sizes (the medians would give 5.7%).
# Residual: 5.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.22us 16M:108.6us 64M:373.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.141us +
# bytes / 162 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.17us 16M:101.7us 64M:421.9us 256M:1.66ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.281us
# + bytes / 9.67 GB/s, misses by 28.0% RMS, so it is not used.
# Residual: 16.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.953us 64K:24.77us 2M:168.9us 16M:1.763ms 64M:8.139ms 256M:35.79ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.37us + bytes / 10.1 GB/s,
# misses by 22.0% RMS, so it is not used.
# Residual: 11.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.13us 64K:30.22us 2M:288.9us 16M:1.568ms 64M:6.137ms 256M:24.65ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 20
# points at 4 sizes): 0ns + bytes / 6.51 GB/s, written at the measured sizes
# (the medians would give 7.9%).
# Residual: 11.7% RMS relative over 20 repetitions.
host_read_ns = 64K:8.948us 2M:320.8us 16M:2.574ms 64M:10.3ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.8 GB/s, misses by
# 38.5% RMS, so it is not used.
# Residual: 11.5% RMS relative over 20 repetitions.
host_write_ns = 64K:1.041us 2M:52.69us 16M:932.4us 64M:5.115ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 11.4 GB/s, written at the measured sizes (the medians would give
# 4.7%).
# Residual: 4.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.698us 2M:183.7us 16M:1.47ms 64M:5.878ms

