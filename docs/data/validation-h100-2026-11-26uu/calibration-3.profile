# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-3.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T21:24:37Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:24:37Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.8% RMS relative over 5 repetitions.
launch_ns = 3.378us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.017us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.916us + bytes / 7.23e+03 GB/s, misses by 57.9% RMS,
# so it is not used.
# Residual: 29.4% RMS relative over 45 repetitions.
malloc_ns = 4K:3.029us 64K:2.917us 1M:2.757us 1536K:2.872us 2M:49.24us 8M:36.87us 64M:38.72us 256M:42.71us 1G:126us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.3us + bytes / 2.7e+03 GB/s, misses by 52.5% RMS, so it is not
# used.
# Residual: 22.3% RMS relative over 45 repetitions.
free_ns = 4K:1.56us 64K:1.484us 1M:1.562us 1536K:1.472us 2M:35.77us 8M:33.93us 64M:54.15us 256M:113.6us 1G:319.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.242us + bytes / 2.32e+03 GB/s, misses by 63.9% RMS, so it is not used.
# Residual: 49.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.181us 64K:2.061us 2M:19.84us 16M:51.96us 64M:77.89us 256M:91.01us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 8.755us + bytes / 2.31e+05 GB/s, written at the measured sizes (the
# medians would give 9.8%).
# Residual: 10.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:8.755us 64K:8.756us 2M:8.765us 16M:8.828us 64M:9.047us 256M:9.92us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.0%, 512K 17.7%, 1M 17.2%, 2M 16.6%, 4M 16.4%, 8M 16.7%, 16M
# 17.0%, 32M 17.8%.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     58.53us     50.53us
# seq             2M          0         2         2     2097152           0     195.1us     240.6us
# seq            16M          0        16        16    16777216           0     1.531ms     1.717ms
# seq            64M          0        64        64    67108864           0     9.495ms     6.781ms
# seq           256M          0       256       256   268435456           0     35.88ms     27.04ms
# stride         64M        64K        16        32    67108864           0     5.857ms     6.271ms
# stride        256M         2M        64       128     8388608           0     2.393ms     2.631ms
# random         16M          0         9        23    16777216           0     1.935ms     1.807ms
# random         64M          0        35       230    67108864           0     8.848ms     9.078ms
# random        256M          0       128      1431   268435456           0     48.77ms     43.39ms
# fresh           2M          0         2         2           0     2097152       147us     167.8us
# fresh          16M          0        16        16           0    16777216     985.2us     1.135ms
# fresh          64M          0        64        64           0    67108864     5.333ms     4.453ms
# fresh         256M          0       256       256           0   268435456     22.52ms     17.72ms
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
# prefetch at the driver's defaults). Result: 1.264us per batch, 14.06us per
# VA block, bytes / 11.6 GB/s moved, 29.57us per faulting kernel, bytes / 19.5
# GB/s zero-filled.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_batch_ns = 1.264us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_block_ns = 14.06us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:352.2ns 64K:5.636us 512K:45.09us 1M:90.17us 2M:180.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_wake_ns = 29.57us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:210.1ns 64K:3.362us 512K:26.9us 1M:53.8us 2M:107.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.94us + bytes /
# 46.6 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 3.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.61us 2M:123.5us 16M:439.3us 64M:1.362ms 256M:5.357ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 18.14us + bytes / 13.8 GB/s, misses by 18.3% RMS, so it is not used.
# Residual: 13.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.3us 2M:245.3us 16M:1.125ms 64M:4.426ms 256M:19.98ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 37.78us + bytes / 7.46 GB/s, misses by 29.2% RMS, so it is not used.
# Residual: 26.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:43.92us 512K:145.6us 2M:286.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 21.79us + bytes / 2.78 GB/s, misses by 25.0% RMS, so it is not used.
# Residual: 18.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.21us 512K:265.4us 2M:692.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 262.9us +
# bytes / 2.93 GB/s, misses by 21.2% RMS, so it is not used.
# Residual: 17.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:314.1us 256K:355.5us 2M:777.7us 16M:6.216ms 64M:25.7ms 256M:104ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.395us + bytes / 814 GB/s, misses by 24.7% RMS, so
# it is not used.
# Residual: 17.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.692us 2M:4.704us 16M:24.78us 64M:91.65us 256M:357us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.17us + bytes / 78.1 GB/s, misses
# by 24.8% RMS, so it is not used.
# Residual: 18.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.59us 2M:32.11us 16M:235.9us 64M:997.1us 256M:3.841ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 76.32us

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
# measured medians (15 points at 3 sizes): the best line, 7.72us + bytes / 206
# GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 15.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.9us 16M:90.04us 64M:332.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 27.01us + bytes / 191 GB/s, written at the measured
# sizes (the medians would give 5.8%).
# Residual: 6.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:38us 16M:114.9us 64M:378.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 199 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.33us 16M:82.94us 64M:334.9us 256M:1.364ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.579us
# + bytes / 10.5 GB/s, misses by 28.7% RMS, so it is not used.
# Residual: 17.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.158us 64K:23.93us 2M:161.6us 16M:1.731ms 64M:6.469ms 256M:33.93ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.67us + bytes / 8.86 GB/s,
# misses by 31.6% RMS, so it is not used.
# Residual: 20.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.55us 64K:32.59us 2M:245us 16M:3.209ms 64M:7.462ms 256M:24.59ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.57 GB/s, misses by 19.1% RMS, so it is not used.
# Residual: 13.2% RMS relative over 20 repetitions.
host_read_ns = 64K:7.014us 2M:202us 16M:2.169ms 64M:9.751ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 25.2 GB/s, misses by
# 34.3% RMS, so it is not used.
# Residual: 11.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.167us 2M:61.24us 16M:899.9us 64M:5.414ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 868.3ns +
# bytes / 10.4 GB/s, written at the measured sizes (the medians would give
# 4.6%).
# Residual: 4.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.16us 2M:202.2us 16M:1.611ms 64M:6.443ms

