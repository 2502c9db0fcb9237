# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-8.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:25:13Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:25:13Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.0% RMS relative over 5 repetitions.
launch_ns = 3.655us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 1.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.995us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.768us + bytes / 8.58e+03 GB/s, misses by 57.4% RMS,
# so it is not used.
# Residual: 27.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.699us 64K:2.73us 1M:2.718us 1536K:2.793us 2M:60.94us 8M:38.15us 64M:41.58us 256M:42.88us 1G:102.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.209us + bytes / 2.57e+03 GB/s, misses by 53.0% RMS, so it is
# not used.
# Residual: 23.2% RMS relative over 45 repetitions.
free_ns = 4K:1.449us 64K:1.523us 1M:1.406us 1536K:1.429us 2M:35.85us 8M:35.06us 64M:53.47us 256M:120.2us 1G:339.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.818us + bytes / 4.88e+03 GB/s, misses by 66.4% RMS, so it is not used.
# Residual: 40.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.769us 64K:2.492us 2M:26.86us 16M:43.23us 64M:47.7us 256M:47.02us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 10.28us + bytes /
# 7.76e+05 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 12.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.22us 64K:9.996us 2M:9.591us 16M:9.93us 64M:9.991us 256M:10.78us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.7%, 512K 15.5%, 1M 15.1%, 2M 14.5%, 4M 13.8%, 8M 12.9%, 16M
# 12.8%, 32M 13.5%.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     79.14us     67.83us
# seq             2M          0         2         2     2097152           0     253.1us     291.7us
# seq            16M          0        16        16    16777216           0     1.969ms     2.259ms
# seq            64M          0        64        64    67108864           0     10.05ms     9.003ms
# seq           256M          0       256       256   268435456           0      33.5ms     35.98ms
# stride         64M        64K         4        32    67108864           0     6.752ms     6.319ms
# stride        256M         2M        16       128     8388608           0     2.895ms     3.205ms
# random         16M          0        16        16    16777216           0     2.273ms     2.259ms
# random         64M          0        39       104    67108864           0      9.98ms     8.674ms
# random        256M          0       127       907   268435456           0      50.9ms     40.86ms
# fresh           2M          0         2         2           0     2097152     145.9us     169.3us
# fresh          16M          0        16        16           0    16777216     1.195ms      1.28ms
# fresh          64M          0        64        64           0    67108864     5.822ms     5.086ms
# fresh         256M          0       256       256           0   268435456     24.39ms     20.31ms
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
# prefetch at the driver's defaults). Result: 36.84us per batch, 14.8us per VA
# block, bytes / 11.8 GB/s moved, 10.63us per faulting kernel, bytes / 37.9
# GB/s zero-filled.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_batch_ns = 36.84us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_block_ns = 14.8us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:347.2ns 64K:5.554us 512K:44.44us 1M:88.87us 2M:177.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_wake_ns = 10.63us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:108.1ns 64K:1.729us 512K:13.84us 1M:27.67us 2M:55.34us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.64us + bytes / 46
# GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 1.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.4us 2M:124.8us 16M:451.8us 64M:1.376ms 256M:5.339ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 16.18us + bytes / 12.1 GB/s, misses by 19.5% RMS, so it is not used.
# Residual: 12.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.1us 2M:256.7us 16M:1.634ms 64M:5.686ms 256M:17.72ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.03us + bytes / 12.8 GB/s, written at the
# measured sizes (the medians would give 13.4%).
# Residual: 13.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.13us 512K:58.86us 2M:181.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 26.59us + bytes / 3.5 GB/s, written at the
# measured sizes (the medians would give 11.9%).
# Residual: 12.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.32us 512K:176.4us 2M:626us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 227.1us + bytes / 3.22 GB/s, misses by 15.2% RMS, so
# it is not used.
# Residual: 9.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:264.4us 256K:315.8us 2M:711.8us 16M:5.588ms 64M:23.74ms 256M:91.15ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.955us + bytes / 1.55e+03 GB/s, misses by 22.7% RMS,
# so it is not used.
# Residual: 14.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.66us 2M:2.612us 16M:14.22us 64M:46.18us 256M:181.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 15.14us +
# bytes / 74.4 GB/s, written at the measured sizes (the medians would give
# 7.1%).
# Residual: 14.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.02us 2M:43.34us 16M:240.7us 64M:917.5us 256M:3.625ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 33.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.82us

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
# measured medians (15 points at 3 sizes): the best line, 7.152us + bytes /
# 216 GB/s, misses by 21.1% RMS, so it is not used.
# Residual: 20.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.98us 16M:81.92us 64M:329.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.6us +
# bytes / 183 GB/s, misses by 24.3% RMS, so it is not used.
# Residual: 23.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.61us 16M:107.5us 64M:361.7us 256M:1.395ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.571us
# + bytes / 8.75 GB/s, misses by 27.5% RMS, so it is not used.
# Residual: 15.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.276us 64K:25.53us 2M:187.4us 16M:2.124ms 64M:9.22ms 256M:33.29ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.27us + bytes / 11.2 GB/s,
# misses by 22.9% RMS, so it is not used.
# Residual: 12.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.09us 64K:30.04us 2M:257.1us 16M:1.402ms 64M:5.418ms 256M:23.09ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 12.4 GB/s, misses by 33.8% RMS, so it is not used.
# Residual: 18.6% RMS relative over 20 repetitions.
host_read_ns = 64K:4.481us 2M:126.7us 16M:1.83ms 64M:8.451ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29 GB/s, misses by
# 40.5% RMS, so it is not used.
# Residual: 11.3% RMS relative over 20 repetitions.
host_write_ns = 64K:982ns 2M:52.12us 16M:996.9us 64M:5.596ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 9.96 GB/s, written at the measured sizes (the medians would give
# 4.4%).
# Residual: 4.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.494us 2M:210.6us 16M:1.685ms 64M:6.741ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
