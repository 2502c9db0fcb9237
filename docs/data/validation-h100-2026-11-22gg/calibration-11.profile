# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:26:46Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:26:46Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.2% RMS relative over 5 repetitions.
launch_ns = 4.845us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.942us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.873us + bytes / 4.13e+03 GB/s, misses by 57.5% RMS,
# so it is not used.
# Residual: 24.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.889us 64K:2.991us 1M:2.999us 1536K:2.892us 2M:60.99us 8M:51.04us 64M:81.48us 256M:91.75us 1G:204.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.202us + bytes / 1.39e+03 GB/s, misses by 48.1% RMS, so it is
# not used.
# Residual: 18.1% RMS relative over 45 repetitions.
free_ns = 4K:2.581us 64K:2.695us 1M:2.679us 1536K:2.551us 2M:44.41us 8M:49.53us 64M:81.35us 256M:204us 1G:650.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 3.92us
# + bytes / 3.97e+03 GB/s, misses by 65.3% RMS, so it is not used.
# Residual: 36.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.893us 64K:3.369us 2M:32.51us 16M:44.04us 64M:59.71us 256M:57.9us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.06us + bytes / 2.4e+05 GB/s, written at the measured sizes (the
# medians would give 7.2%).
# Residual: 7.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.06us 64K:13.06us 2M:13.07us 16M:13.13us 64M:13.34us 256M:14.18us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.6%, 512K 18.4%, 1M 17.9%, 2M 16.8%, 4M 15.4%, 8M 13.3%, 16M
# 13.1%, 32M 13.6%.
# Residual: 16.1% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     94.05us     79.88us
# seq             2M          0         2         2     2097152           0     281.8us     315.6us
# seq            16M          0        16        16    16777216           0     2.152ms     2.441ms
# seq            64M          0        64        64    67108864           0     10.25ms      9.73ms
# seq           256M          0       256       256   268435456           0     43.46ms     38.88ms
# stride         64M        64K         4        32    67108864           0     6.705ms     6.376ms
# stride        256M         2M        16       128     8388608           0     2.978ms     3.287ms
# random         16M          0        16        16    16777216           0     2.128ms     2.441ms
# random         64M          0        39       104    67108864           0     10.38ms     9.076ms
# random        256M          0       127       907   268435456           0      51.7ms     41.71ms
# fresh           2M          0         2         2           0     2097152       146us     166.9us
# fresh          16M          0        16        16           0    16777216     1.132ms     1.252ms
# fresh          64M          0        64        64           0    67108864     5.884ms     4.971ms
# fresh         256M          0       256       256           0   268435456     23.76ms     19.85ms
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
# prefetch at the driver's defaults). Result: 48.46us per batch, 13.94us per
# VA block, bytes / 11.7 GB/s moved, 11.89us per faulting kernel, bytes / 69.5
# GB/s zero-filled.
# Residual: 16.1% RMS relative over 70 repetitions.
fault_batch_ns = 48.46us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.1% RMS relative over 70 repetitions.
fault_block_ns = 13.94us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 16.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:349.4ns 64K:5.59us 512K:44.72us 1M:89.45us 2M:178.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.1% RMS relative over 70 repetitions.
fault_wake_ns = 11.89us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 16.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:58.94ns 64K:943.1ns 512K:7.545us 1M:15.09us 2M:30.18us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 45.78us + bytes / 46.3 GB/s, written at the measured sizes (the
# medians would give 1.8%).
# Residual: 13.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:47.2us 2M:91.06us 16M:408us 64M:1.495ms 256M:5.841ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.89us + bytes / 9.07 GB/s, written at
# the measured sizes (the medians would give 1.2%).
# Residual: 5.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.12us 2M:249us 16M:1.867ms 64M:7.414ms 256M:29.6ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.94us + bytes / 8.03 GB/s, written at the
# measured sizes (the medians would give 11.4%).
# Residual: 11.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.1us 512K:82.24us 2M:278.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.96us + bytes / 3 GB/s, written at the
# measured sizes (the medians would give 6.8%).
# Residual: 10.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.83us 512K:198.9us 2M:723.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 263us + bytes / 2.82 GB/s, misses by 16.8% RMS, so it
# is not used.
# Residual: 12.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:304.3us 256K:366.9us 2M:819.1us 16M:6.33ms 64M:25.41ms 256M:113.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.115us + bytes / 868 GB/s, misses by 21.6% RMS, so
# it is not used.
# Residual: 12.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.322us 2M:4.332us 16M:23.77us 64M:85.77us 256M:328.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.48us + bytes / 93.6 GB/s, misses
# by 16.8% RMS, so it is not used.
# Residual: 8.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.92us 2M:27us 16M:205.4us 64M:796.4us 256M:3.099ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 27.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 86.27us

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
# measured medians (15 points at 3 sizes): the best line, 8.018us + bytes /
# 296 GB/s, misses by 20.6% RMS, so it is not used.
# Residual: 20.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.15us 16M:63.65us 64M:238us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.153us +
# bytes / 156 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 22.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.86us 16M:106.2us 64M:423.8us 256M:1.814ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.725us
# + bytes / 9.09 GB/s, misses by 31.5% RMS, so it is not used.
# Residual: 16.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.298us 64K:26.83us 2M:168.6us 16M:2.21ms 64M:9.36ms 256M:37.94ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 16.83us + bytes / 8.98 GB/s,
# misses by 20.2% RMS, so it is not used.
# Residual: 13.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:15.34us 64K:32.08us 2M:303.4us 16M:1.783ms 64M:6.968ms 256M:28.58ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 10.3 GB/s, misses by 39.6% RMS, so it is not used.
# Residual: 21.3% RMS relative over 20 repetitions.
host_read_ns = 64K:5.977us 2M:150.7us 16M:2.548ms 64M:10.61ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 30.5 GB/s, misses by
# 57.2% RMS, so it is not used.
# Residual: 14.5% RMS relative over 20 repetitions.
host_write_ns = 64K:1.289us 2M:53.17us 16M:2.267ms 64M:10.66ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 375.1ns +
# bytes / 10.6 GB/s, written at the measured sizes (the medians would give
# 6.4%).
# Residual: 6.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.533us 2M:197.4us 16M:1.577ms 64M:6.307ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
