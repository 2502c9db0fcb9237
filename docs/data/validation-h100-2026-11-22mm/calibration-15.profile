# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-15.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T13:51:02Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T13:51:02Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.5% RMS relative over 5 repetitions.
launch_ns = 4.327us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.012us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.61us + bytes / 4.91e+03 GB/s, misses by 57.1% RMS,
# so it is not used.
# Residual: 25.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.603us 64K:2.64us 1M:2.623us 1536K:2.778us 2M:54.8us 8M:47.13us 64M:74.75us 256M:63.42us 1G:182.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.136us + bytes / 1.57e+03 GB/s, misses by 48.1% RMS, so it is
# not used.
# Residual: 18.1% RMS relative over 45 repetitions.
free_ns = 4K:2.503us 64K:2.451us 1M:2.532us 1536K:2.482us 2M:41.27us 8M:45us 64M:75.51us 256M:174.9us 1G:576.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.747us + bytes / 4.18e+03 GB/s, misses by 63.4% RMS, so it is not used.
# Residual: 36.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.078us 64K:3.017us 2M:25us 16M:36.63us 64M:52.02us 256M:54.5us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.46us + bytes / 3.7e+05 GB/s, written at the measured sizes (the
# medians would give 13.0%).
# Residual: 13.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.46us 64K:12.46us 2M:12.47us 16M:12.51us 64M:12.65us 256M:13.19us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.4%, 512K 18.0%, 1M 17.4%, 2M 16.7%, 4M 16.3%, 8M 15.8%, 16M
# 16.0%, 32M 16.8%.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      85.6us     66.96us
# seq             2M          0         2         2     2097152           0     250.9us     281.1us
# seq            16M          0        16        16    16777216           0     1.718ms      2.08ms
# seq            64M          0        64        64    67108864           0     8.494ms     8.248ms
# seq           256M          0       256       256   268435456           0     37.92ms     32.92ms
# stride         64M        64K         8        32    67108864           0     6.626ms     6.474ms
# stride        256M         2M        32       128     8388608           0     2.748ms      3.17ms
# random         16M          0        12        16    16777216           0      2.03ms     1.983ms
# random         64M          0        36       161    67108864           0     10.17ms     8.805ms
# random        256M          0       125      1211   268435456           0     50.28ms     41.93ms
# fresh           2M          0         2         2           0     2097152     134.5us     169.3us
# fresh          16M          0        16        16           0    16777216     1.134ms     1.186ms
# fresh          64M          0        64        64           0    67108864     5.787ms     4.672ms
# fresh         256M          0       256       256           0   268435456      23.9ms     18.61ms
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
# prefetch at the driver's defaults). Result: 24.36us per batch, 12.78us per
# VA block, bytes / 11.5 GB/s moved, 24.12us per faulting kernel, bytes / 29.6
# GB/s zero-filled.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_batch_ns = 24.36us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_block_ns = 12.78us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:356.8ns 64K:5.71us 512K:45.68us 1M:91.35us 2M:182.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_wake_ns = 24.12us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:138.6ns 64K:2.217us 512K:17.74us 1M:35.48us 2M:70.95us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 42.14us + bytes /
# 45.7 GB/s, misses by 18.7% RMS, so it is not used.
# Residual: 6.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.46us 2M:130.2us 16M:457.9us 64M:1.389ms 256M:5.392ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.69us + bytes / 10.3 GB/s, written at
# the measured sizes (the medians would give 1.7%).
# Residual: 5.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.08us 2M:222.2us 16M:1.654ms 64M:6.563ms 256M:26.2ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.11us + bytes / 8.89 GB/s, written at the
# measured sizes (the medians would give 7.7%).
# Residual: 7.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.48us 512K:76.1us 2M:253.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.76us + bytes / 3.11 GB/s, written at
# the measured sizes (the medians would give 9.8%).
# Residual: 11.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.83us 512K:191.3us 2M:697.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 462us + bytes / 2.05 GB/s, misses by 24.6% RMS, so it
# is not used.
# Residual: 21.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:512.5us 256K:601us 2M:1.31ms 16M:8.664ms 64M:34.56ms 256M:140.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.95us + bytes / 968 GB/s, misses by 23.0% RMS, so it
# is not used.
# Residual: 14.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.192us 2M:3.994us 16M:21.51us 64M:76.64us 256M:296.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.41us + bytes / 72.1 GB/s, misses
# by 17.9% RMS, so it is not used.
# Residual: 7.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.51us 2M:35.89us 16M:259.4us 64M:1.012ms 256M:4.142ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 42.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 149us

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
# sizes): 8.976us + bytes / 297 GB/s, written at the measured sizes (the
# medians would give 13.1%).
# Residual: 13.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.05us 16M:65.56us 64M:235.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line, 56.2us
# + bytes / 212 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 14.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:63.77us 16M:152.5us 64M:352us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 371.9ns +
# bytes / 160 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.6us 16M:102.8us 64M:423.7us 256M:1.695ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.107us
# + bytes / 9.8 GB/s, misses by 31.4% RMS, so it is not used.
# Residual: 16.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.734us 64K:24.37us 2M:152.1us 16M:2.128ms 64M:9.249ms 256M:37.76ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.17us + bytes / 13 GB/s,
# misses by 23.6% RMS, so it is not used.
# Residual: 11.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.903us 64K:27.91us 2M:240.8us 16M:1.246ms 64M:4.786ms 256M:18.57ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 11.6 GB/s, misses by 32.1% RMS, so it is not used.
# Residual: 20.6% RMS relative over 20 repetitions.
host_read_ns = 64K:4.439us 2M:138.6us 16M:1.801ms 64M:8.203ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.6 GB/s, misses by
# 37.2% RMS, so it is not used.
# Residual: 14.7% RMS relative over 20 repetitions.
host_write_ns = 64K:990ns 2M:51.64us 16M:812.8us 64M:4.819ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 877.6ns +
# bytes / 11.5 GB/s, written at the measured sizes (the medians would give
# 6.8%).
# Residual: 7.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.58us 2M:183.4us 16M:1.461ms 64M:5.84ms

