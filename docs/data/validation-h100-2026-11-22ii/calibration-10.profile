# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:24:33Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:24:33Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.4% RMS relative over 5 repetitions.
launch_ns = 3.561us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.191us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.334us + bytes / 5.91e+03 GB/s, misses by 57.7% RMS,
# so it is not used.
# Residual: 33.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.737us 64K:2.635us 1M:2.345us 1536K:2.096us 2M:115.4us 8M:36.78us 64M:55.67us 256M:75.33us 1G:142.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.741us + bytes / 2.4e+03 GB/s, misses by 52.4% RMS, so it is not
# used.
# Residual: 25.3% RMS relative over 45 repetitions.
free_ns = 4K:2.182us 64K:2.171us 1M:1.856us 1536K:1.903us 2M:47.57us 8M:35.56us 64M:56.72us 256M:119.3us 1G:371.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.196us + bytes / 2.2e+03 GB/s, misses by 67.2% RMS, so it is not used.
# Residual: 43.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.906us 64K:2.997us 2M:20.63us 16M:41.12us 64M:108.5us 256M:97.07us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.1us + bytes * -2.13e-06 ns/B, written at the measured sizes (the
# medians would give 6.5%).
# Residual: 6.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.1us 64K:14.1us 2M:14.1us 16M:14.06us 64M:13.96us 256M:13.53us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.0%, 512K 18.4%, 1M 17.1%, 2M 14.9%, 4M 14.7%, 8M 14.5%, 16M
# 15.0%, 32M 16.0%.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     73.15us     67.86us
# seq             2M          0         2         2     2097152           0     269.9us     272.7us
# seq            16M          0        16        16    16777216           0      1.78ms     2.019ms
# seq            64M          0        64        64    67108864           0       8.8ms     8.004ms
# seq           256M          0       256       256   268435456           0     36.96ms     31.95ms
# stride         64M        64K         8        32    67108864           0     5.281ms     6.144ms
# stride        256M         2M        32       128     8388608           0     2.786ms     3.302ms
# random         16M          0        12        16    16777216           0     1.868ms     1.918ms
# random         64M          0        36       161    67108864           0     10.96ms     8.652ms
# random        256M          0       125      1211   268435456           0     55.62ms     41.97ms
# fresh           2M          0         2         2           0     2097152     172.8us     194.6us
# fresh          16M          0        16        16           0    16777216     1.246ms     1.394ms
# fresh          64M          0        64        64           0    67108864     6.347ms     5.506ms
# fresh         256M          0       256       256           0   268435456     26.48ms     21.95ms
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
# prefetch at the driver's defaults). Result: 25.25us per batch, 13.96us per
# VA block, bytes / 12.3 GB/s moved, 23.31us per faulting kernel, bytes / 22.6
# GB/s zero-filled.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_batch_ns = 25.25us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_block_ns = 13.96us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:334ns 64K:5.343us 512K:42.75us 1M:85.49us 2M:171us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_wake_ns = 23.31us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:181.5ns 64K:2.903us 512K:23.23us 1M:46.45us 2M:92.9us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 46.42us + bytes /
# 46.5 GB/s, misses by 17.3% RMS, so it is not used.
# Residual: 7.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:43.54us 2M:125us 16M:445.2us 64M:1.378ms 256M:5.428ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.51us + bytes / 14.1 GB/s, written at
# the measured sizes (the medians would give 7.1%).
# Residual: 9.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.15us 2M:164.2us 16M:1.205ms 64M:4.775ms 256M:19.05ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.34us + bytes / 12.1 GB/s, written at the
# measured sizes (the medians would give 11.4%).
# Residual: 11.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.75us 512K:57.61us 2M:187.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 20.78us + bytes / 3.28 GB/s, misses by 19.3% RMS, so it is not used.
# Residual: 15.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:40.02us 512K:206.6us 2M:609.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 279.4us + bytes / 2.84 GB/s, misses by 15.2% RMS, so
# it is not used.
# Residual: 6.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:327.9us 256K:390.5us 2M:786.4us 16M:6.568ms 64M:26.2ms 256M:111.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.049us + bytes / 1.52e+03 GB/s, misses by 21.9% RMS,
# so it is not used.
# Residual: 14.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.764us 2M:2.72us 16M:14.74us 64M:48.24us 256M:181us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 12.54us + bytes / 84.4 GB/s, misses
# by 18.0% RMS, so it is not used.
# Residual: 13.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.85us 2M:30.51us 16M:232.9us 64M:825.8us 256M:3.498ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 122us

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
# measured medians (15 points at 3 sizes): the best line, 8.22us + bytes / 288
# GB/s, misses by 20.9% RMS, so it is not used.
# Residual: 20.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.54us 16M:65.21us 64M:244.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.117us +
# bytes / 177 GB/s, misses by 24.0% RMS, so it is not used.
# Residual: 23.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.74us 16M:83.79us 64M:425.2us 256M:1.54ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.262us
# + bytes / 9.59 GB/s, misses by 33.4% RMS, so it is not used.
# Residual: 18.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.955us 64K:27.12us 2M:159us 16M:2.24ms 64M:8.374ms 256M:34.91ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 15.21us + bytes / 11.5 GB/s,
# misses by 23.5% RMS, so it is not used.
# Residual: 14.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:13.62us 64K:28.98us 2M:262.9us 16M:1.403ms 64M:5.404ms 256M:21.81ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.66 GB/s, misses by 23.7% RMS, so it is not used.
# Residual: 17.6% RMS relative over 20 repetitions.
host_read_ns = 64K:6.368us 2M:190.7us 16M:2.436ms 64M:9.707ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 23.5 GB/s, misses by
# 38.3% RMS, so it is not used.
# Residual: 10.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.188us 2M:64.03us 16M:1.263ms 64M:5.808ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 433.5ns +
# bytes / 10.8 GB/s, written at the measured sizes (the medians would give
# 4.0%).
# Residual: 5.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.504us 2M:194.7us 16M:1.554ms 64M:6.216ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
