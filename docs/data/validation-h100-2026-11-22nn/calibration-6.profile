# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-6.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T14:24:28Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T14:24:28Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.0% RMS relative over 5 repetitions.
launch_ns = 4.243us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.167us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.836us + bytes / 5.15e+03 GB/s, misses by 56.8% RMS,
# so it is not used.
# Residual: 25.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.86us 64K:3.268us 1M:2.801us 1536K:2.72us 2M:58.68us 8M:51.35us 64M:90.07us 256M:83.44us 1G:165.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.168us + bytes / 1.31e+03 GB/s, misses by 50.7% RMS, so it is
# not used.
# Residual: 23.7% RMS relative over 45 repetitions.
free_ns = 4K:3.653us 64K:2.869us 1M:2.535us 1536K:2.417us 2M:46.28us 8M:48.13us 64M:85.94us 256M:208.4us 1G:742.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.637us + bytes / 3.37e+03 GB/s, misses by 67.7% RMS, so it is not used.
# Residual: 38.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.121us 64K:2.963us 2M:29.64us 16M:47.33us 64M:100.1us 256M:68.39us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.7us + bytes / 2.4e+05 GB/s, written at the measured sizes (the
# medians would give 9.0%).
# Residual: 9.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.7us 64K:11.7us 2M:11.71us 16M:11.77us 64M:11.98us 256M:12.82us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 21.0%, 512K 20.8%, 1M 20.3%, 2M 19.1%, 4M 18.1%, 8M 15.6%, 16M
# 14.4%, 32M 14.4%.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     79.74us      67.7us
# seq             2M          0         2         2     2097152           0     224.6us     251.8us
# seq            16M          0        16        16    16777216           0     2.011ms     1.936ms
# seq            64M          0        64        64    67108864           0     7.643ms     7.712ms
# seq           256M          0       256       256   268435456           0     30.76ms     30.82ms
# stride         64M        64K         4        32    67108864           0     4.822ms     4.796ms
# stride        256M         2M        16       128     8388608           0     2.035ms     2.278ms
# random         16M          0        16        16    16777216           0     1.679ms     1.936ms
# random         64M          0        39       104    67108864           0     7.547ms     6.919ms
# random        256M          0       127       907   268435456           0     46.06ms     30.24ms
# fresh           2M          0         2         2           0     2097152     108.2us     121.2us
# fresh          16M          0        16        16           0    16777216     788.7us     891.7us
# fresh          64M          0        64        64           0    67108864     4.038ms     3.533ms
# fresh         256M          0       256       256           0   268435456     17.62ms      14.1ms
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
# prefetch at the driver's defaults). Result: 44.39us per batch, 7.905us per
# VA block, bytes / 15.4 GB/s moved, 11.15us per faulting kernel, bytes / 383
# GB/s zero-filled.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_batch_ns = 44.39us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_block_ns = 7.905us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:265.8ns 64K:4.252us 512K:34.02us 1M:68.03us 2M:136.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_wake_ns = 11.15us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:10.7ns 64K:171.2ns 512K:1.37us 1M:2.739us 2M:5.479us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 45us + bytes / 46.6 GB/s, written at the measured sizes (the medians
# would give 1.5%).
# Residual: 14.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:46.41us 2M:90.04us 16M:405.3us 64M:1.486ms 256M:5.81ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.9us + bytes / 10 GB/s, written at the
# measured sizes (the medians would give 2.3%).
# Residual: 5.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.46us 2M:226.7us 16M:1.695ms 64M:6.73ms 256M:26.87ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 16.39us + bytes / 8.6 GB/s, misses by 28.1% RMS, so it is not used.
# Residual: 28.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.9us 512K:78.85us 2M:256.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 17.31us + bytes / 2.28 GB/s, written at
# the measured sizes (the medians would give 11.2%).
# Residual: 11.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.05us 512K:247.2us 2M:936.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 321.5us + bytes / 2.22
# GB/s, written at the measured sizes (the medians would give 9.1%).
# Residual: 14.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:351us 256K:439.4us 2M:1.265ms 16M:7.871ms 64M:30.52ms 256M:121.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.601us + bytes / 996 GB/s, misses by 22.8% RMS, so
# it is not used.
# Residual: 13.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.691us 2M:3.669us 16M:19.81us 64M:73.97us 256M:304.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.44us + bytes / 73.7 GB/s, misses
# by 28.1% RMS, so it is not used.
# Residual: 26.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.68us 2M:32.67us 16M:237us 64M:1.789ms 256M:3.695ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 39.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.48us

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
# measured medians (15 points at 3 sizes): the best line, 7.774us + bytes /
# 248 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 16.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.27us 16M:74.35us 64M:281.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 26.11us + bytes / 225 GB/s, written at the measured
# sizes (the medians would give 7.4%).
# Residual: 7.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.45us 16M:100.8us 64M:324.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.618us +
# bytes / 159 GB/s, misses by 23.5% RMS, so it is not used.
# Residual: 23.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.98us 16M:106.7us 64M:423.5us 256M:1.737ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.433us
# + bytes / 9.09 GB/s, misses by 28.2% RMS, so it is not used.
# Residual: 15.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.155us 64K:23.88us 2M:175.5us 16M:2.054ms 64M:8.505ms 256M:36.68ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 16.21us + bytes / 9.76 GB/s,
# misses by 20.1% RMS, so it is not used.
# Residual: 14.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.81us 64K:30.39us 2M:245.8us 16M:1.733ms 64M:6.528ms 256M:26.46ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.57 GB/s, misses by 26.0% RMS, so it is not used.
# Residual: 19.4% RMS relative over 20 repetitions.
host_read_ns = 64K:6.204us 2M:193.9us 16M:2.344ms 64M:10.1ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 16.8 GB/s, misses by
# 26.9% RMS, so it is not used.
# Residual: 12.8% RMS relative over 20 repetitions.
host_write_ns = 64K:1.351us 2M:95.86us 16M:1.169ms 64M:5.961ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 401.1ns +
# bytes / 9.69 GB/s, written at the measured sizes (the medians would give
# 4.5%).
# Residual: 5.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.161us 2M:216.7us 16M:1.731ms 64M:6.923ms

