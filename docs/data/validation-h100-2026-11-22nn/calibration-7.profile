# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-7.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T14:25:00Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T14:25:00Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.7% RMS relative over 5 repetitions.
launch_ns = 4.208us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.159us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.664us + bytes / 4.55e+03 GB/s, misses by 57.2% RMS,
# so it is not used.
# Residual: 25.4% RMS relative over 45 repetitions.
malloc_ns = 4K:3.246us 64K:2.606us 1M:2.532us 1536K:2.715us 2M:52.18us 8M:45.02us 64M:53.06us 256M:86.08us 1G:182.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.959us + bytes / 1.49e+03 GB/s, misses by 48.8% RMS, so it is
# not used.
# Residual: 19.1% RMS relative over 45 repetitions.
free_ns = 4K:2.455us 64K:2.378us 1M:2.196us 1536K:2.432us 2M:38.79us 8M:43.56us 64M:93.02us 256M:186.3us 1G:607us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.308us + bytes / 3.48e+03 GB/s, misses by 66.2% RMS, so it is not used.
# Residual: 42.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.407us 64K:2.817us 2M:23.72us 16M:55.87us 64M:84.02us 256M:65.72us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.56us + bytes / 2.47e+05 GB/s, written at the measured sizes (the
# medians would give 9.0%).
# Residual: 10.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.56us 64K:11.56us 2M:11.57us 16M:11.63us 64M:11.83us 256M:12.65us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 23.1%, 512K 22.9%, 1M 22.4%, 2M 21.9%, 4M 21.0%, 8M 20.1%, 16M
# 20.1%, 32M 20.3%.
# Residual: 26.2% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     73.47us     57.19us
# seq             2M          0         2         2     2097152           0     189.5us     240.9us
# seq            16M          0        16        16    16777216           0     1.603ms     1.848ms
# seq            64M          0        64        64    67108864           0     8.925ms     7.359ms
# seq           256M          0       256       256   268435456           0     39.46ms      29.4ms
# stride         64M        64K         4        32    67108864           0     5.915ms     5.137ms
# stride        256M         2M        16       128     8388608           0     2.056ms     2.283ms
# random         16M          0        16        16    16777216           0      1.55ms     1.848ms
# random         64M          0        39       104    67108864           0     7.619ms      6.92ms
# random        256M          0       127       907   268435456           0     41.26ms      31.2ms
# fresh           2M          0         2         2           0     2097152     123.3us     142.2us
# fresh          16M          0        16        16           0    16777216     911.9us     1.058ms
# fresh          64M          0        64        64           0    67108864     4.898ms       4.2ms
# fresh         256M          0       256       256           0   268435456      25.5ms     16.76ms
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
# prefetch at the driver's defaults). Result: 32.17us per batch, 9.129us per
# VA block, bytes / 14.3 GB/s moved, 11.29us per faulting kernel, bytes / 43.4
# GB/s zero-filled.
# Residual: 26.2% RMS relative over 70 repetitions.
fault_batch_ns = 32.17us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.2% RMS relative over 70 repetitions.
fault_block_ns = 9.129us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:287.2ns 64K:4.595us 512K:36.76us 1M:73.51us 2M:147us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.2% RMS relative over 70 repetitions.
fault_wake_ns = 11.29us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 26.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:94.3ns 64K:1.509us 512K:12.07us 1M:24.14us 2M:48.28us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 40.42us + bytes /
# 46.9 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 3.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.1us 2M:122.6us 16M:422.4us 64M:1.364ms 256M:5.384ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 12.71us + bytes / 10.5 GB/s, written at
# the measured sizes (the medians would give 5.8%).
# Residual: 8.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.96us 2M:212.8us 16M:1.614ms 64M:6.416ms 256M:25.63ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 45.86us + bytes / 10.1 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 15.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:51.49us 512K:101.8us 2M:247us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.35us + bytes / 2.65 GB/s, written at
# the measured sizes (the medians would give 11.3%).
# Residual: 14.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:48.06us 512K:221us 2M:814.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 307us + bytes / 2.6 GB/s,
# written at the measured sizes (the medians would give 7.9%).
# Residual: 13.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:332.2us 256K:407.7us 2M:1.113ms 16M:6.752ms 64M:26.09ms 256M:103.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.685us + bytes / 1.04e+03 GB/s, misses by 18.3% RMS,
# so it is not used.
# Residual: 11.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.722us 2M:4.669us 16M:20.95us 64M:72.37us 256M:260.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.03us + bytes / 80.1 GB/s, misses
# by 19.9% RMS, so it is not used.
# Residual: 15.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.67us 2M:37.42us 16M:305.5us 64M:832.6us 256M:3.165ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 51.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.02us

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
# measured medians (15 points at 3 sizes): the best line, 8.019us + bytes /
# 240 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 15.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.67us 16M:80.94us 64M:280.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 19.84us + bytes / 238 GB/s, written at the measured
# sizes (the medians would give 6.6%).
# Residual: 7.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:28.65us 16M:90.28us 64M:301.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.167us +
# bytes / 165 GB/s, misses by 23.2% RMS, so it is not used.
# Residual: 23.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.21us 16M:97.63us 64M:425.8us 256M:1.658ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.21us
# + bytes / 9.63 GB/s, misses by 28.4% RMS, so it is not used.
# Residual: 14.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.822us 64K:23.66us 2M:165.1us 16M:2.062ms 64M:7.688ms 256M:36.02ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.76us + bytes / 10.6 GB/s,
# misses by 22.5% RMS, so it is not used.
# Residual: 12.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.59us 64K:29.49us 2M:258.9us 16M:1.382ms 64M:6.322ms 256M:24.53ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.72 GB/s, misses by 17.8% RMS, so it is not used.
# Residual: 12.4% RMS relative over 20 repetitions.
host_read_ns = 64K:6.891us 2M:200.7us 16M:2.188ms 64M:8.967ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 30.2 GB/s, misses by
# 41.2% RMS, so it is not used.
# Residual: 10.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.08us 2M:49.95us 16M:1.023ms 64M:4.962ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.9 GB/s, written at the measured sizes (the medians would give
# 6.9%).
# Residual: 7.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.799us 2M:192.8us 16M:1.544ms 64M:6.177ms

