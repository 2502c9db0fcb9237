# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-6.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T12:44:45Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:44:45Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.7% RMS relative over 5 repetitions.
launch_ns = 4.321us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.011us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.707us + bytes / 4.57e+03 GB/s, misses by 58.5% RMS,
# so it is not used.
# Residual: 25.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.721us 64K:2.919us 1M:2.717us 1536K:2.72us 2M:52.01us 8M:52.38us 64M:55.81us 256M:89.18us 1G:181.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.949us + bytes / 1.47e+03 GB/s, misses by 49.3% RMS, so it is
# not used.
# Residual: 17.9% RMS relative over 45 repetitions.
free_ns = 4K:2.414us 64K:2.579us 1M:2.285us 1536K:2.283us 2M:41.15us 8M:46.84us 64M:94.8us 256M:190us 1G:621.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.406us + bytes / 4.53e+03 GB/s, misses by 65.9% RMS, so it is not used.
# Residual: 38.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.53us 64K:2.829us 2M:25.85us 16M:34.91us 64M:43.1us 256M:50.11us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.05us + bytes / 2.06e+05 GB/s, written at the measured sizes (the
# medians would give 11.3%).
# Residual: 11.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.05us 64K:12.05us 2M:12.06us 16M:12.13us 64M:12.37us 256M:13.35us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.5%, 512K 19.2%, 1M 18.8%, 2M 17.6%, 4M 16.3%, 8M 14.8%, 16M
# 14.7%, 32M 15.4%.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0       116us     98.84us
# seq             2M          0         2         2     2097152           0     275.7us     312.5us
# seq            16M          0        16        16    16777216           0     1.966ms     2.228ms
# seq            64M          0        64        64    67108864           0     10.72ms     8.797ms
# seq           256M          0       256       256   268435456           0     36.71ms     35.07ms
# stride         64M        64K         4        32    67108864           0      5.97ms     5.906ms
# stride        256M         2M        16       128     8388608           0     2.873ms     3.178ms
# random         16M          0        16        16    16777216           0     1.999ms     2.228ms
# random         64M          0        39       104    67108864           0     9.028ms     8.357ms
# random        256M          0       127       907   268435456           0     51.06ms     39.18ms
# fresh           2M          0         2         2           0     2097152     167.3us     181.7us
# fresh          16M          0        16        16           0    16777216     1.006ms     1.182ms
# fresh          64M          0        64        64           0    67108864     4.977ms     4.611ms
# fresh         256M          0       256       256           0   268435456     25.81ms     18.33ms
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
# prefetch at the driver's defaults). Result: 40.53us per batch, 14.34us per
# VA block, bytes / 12.8 GB/s moved, 38.85us per faulting kernel, bytes / 63.2
# GB/s zero-filled.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_batch_ns = 40.53us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_block_ns = 14.34us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:320.2ns 64K:5.124us 512K:40.99us 1M:81.98us 2M:164us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_wake_ns = 38.85us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:64.76ns 64K:1.036us 512K:8.29us 1M:16.58us 2M:33.16us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 42.03us + bytes / 47 GB/s, written at the measured sizes (the
# medians would give 1.1%).
# Residual: 14.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:43.42us 2M:86.64us 16M:398.9us 64M:1.47ms 256M:5.752ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 19.47us + bytes / 14.3 GB/s, written at
# the measured sizes (the medians would give 11.0%).
# Residual: 11.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.04us 2M:165.7us 16M:1.189ms 64M:4.698ms 256M:18.73ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.72us + bytes / 12.1 GB/s, written at the
# measured sizes (the medians would give 11.6%).
# Residual: 11.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.14us 512K:58.09us 2M:188.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.24us + bytes / 3.46 GB/s, written at
# the measured sizes (the medians would give 6.9%).
# Residual: 8.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:41.17us 512K:173.7us 2M:627.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 298.9us + bytes / 2.57
# GB/s, written at the measured sizes (the medians would give 3.7%).
# Residual: 12.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:324.4us 256K:401us 2M:1.116ms 16M:6.834ms 64M:26.44ms 256M:104.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.221us + bytes / 1.66e+03 GB/s, misses by 28.7% RMS,
# so it is not used.
# Residual: 12.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.699us 2M:2.664us 16M:13.01us 64M:45.33us 256M:173.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.32us + bytes / 82.8 GB/s, misses
# by 21.6% RMS, so it is not used.
# Residual: 14.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.57us 2M:27.65us 16M:209.9us 64M:1.031ms 256M:3.969ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 46.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 131us

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
# sizes): 7.102us + bytes / 275 GB/s, written at the measured sizes (the
# medians would give 12.9%).
# Residual: 13.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.73us 16M:68.16us 64M:251.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 27.3us + bytes / 180 GB/s, written at the measured sizes
# (the medians would give 14.4%).
# Residual: 14.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:38.97us 16M:120.7us 64M:400.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 801.3ns +
# bytes / 164 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.67us 16M:101.2us 64M:404.8us 256M:1.676ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.789us
# + bytes / 9.42 GB/s, misses by 31.9% RMS, so it is not used.
# Residual: 19.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.439us 64K:25.44us 2M:164.7us 16M:2.051ms 64M:8.743ms 256M:36.42ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.25us + bytes / 10.9 GB/s,
# misses by 23.7% RMS, so it is not used.
# Residual: 14.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.13us 64K:28.61us 2M:255us 16M:1.415ms 64M:5.375ms 256M:26.02ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 2.31us +
# bytes / 5.48 GB/s, misses by 19.2% RMS, so it is not used.
# Residual: 18.8% RMS relative over 20 repetitions.
host_read_ns = 64K:14.25us 2M:397.3us 16M:2.897ms 64M:12.65ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 23.8 GB/s, misses by
# 40.5% RMS, so it is not used.
# Residual: 11.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.28us 2M:63.46us 16M:1.224ms 64M:5.935ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 44.84ns +
# bytes / 9.87 GB/s, written at the measured sizes (the medians would give
# 4.5%).
# Residual: 4.5% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.685us 2M:212.5us 16M:1.7ms 64M:6.8ms

