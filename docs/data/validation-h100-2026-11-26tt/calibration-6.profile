# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-6.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T21:03:54Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:03:54Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.8% RMS relative over 5 repetitions.
launch_ns = 4.38us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.007us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.414us + bytes / 4.18e+03 GB/s, misses by 59.0% RMS,
# so it is not used.
# Residual: 30.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.428us 64K:2.787us 1M:2.275us 1536K:2.684us 2M:69.52us 8M:52.96us 64M:60.03us 256M:66.3us 1G:221.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.044us + bytes / 1.52e+03 GB/s, misses by 54.0% RMS, so it is
# not used.
# Residual: 28.8% RMS relative over 45 repetitions.
free_ns = 4K:3.413us 64K:3.354us 1M:3.125us 1536K:3.622us 2M:44.13us 8M:49.84us 64M:89.65us 256M:177.6us 1G:581.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.314us + bytes / 3.57e+03 GB/s, misses by 65.1% RMS, so it is not used.
# Residual: 49.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:9.469us 64K:3.188us 2M:27.59us 16M:41.17us 64M:60.03us 256M:63.53us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.72us + bytes / 2.02e+05 GB/s, written at the measured sizes (the
# medians would give 13.6%).
# Residual: 14.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.72us 64K:12.72us 2M:12.73us 16M:12.8us 64M:13.05us 256M:14.05us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.0%, 512K 18.8%, 1M 18.2%, 2M 17.6%, 4M 16.8%, 8M 16.7%, 16M
# 17.3%, 32M 18.1%.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     83.87us     71.77us
# seq             2M          0         2         2     2097152           0     260.6us       273us
# seq            16M          0        16        16    16777216           0     1.443ms     1.866ms
# seq            64M          0        64        64    67108864           0      9.26ms     7.327ms
# seq           256M          0       256       256   268435456           0     38.08ms     29.17ms
# stride         64M        64K         8        32    67108864           0     6.604ms     6.486ms
# stride        256M         2M        32       128     8388608           0     2.417ms     2.673ms
# random         16M          0        12        16    16777216           0     1.796ms     1.835ms
# random         64M          0        36       161    67108864           0     8.102ms     8.349ms
# random        256M          0       125      1211   268435456           0     51.93ms     40.35ms
# fresh           2M          0         2         2           0     2097152     167.4us       203us
# fresh          16M          0        16        16           0    16777216     1.197ms     1.306ms
# fresh          64M          0        64        64           0    67108864     6.129ms     5.087ms
# fresh         256M          0       256       256           0   268435456     25.09ms     20.21ms
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
# prefetch at the driver's defaults). Result: 7.729us per batch, 12.77us per
# VA block, bytes / 11.2 GB/s moved, 45.45us per faulting kernel, bytes / 18
# GB/s zero-filled.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_batch_ns = 7.729us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_block_ns = 12.77us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:364.4ns 64K:5.83us 512K:46.64us 1M:93.28us 2M:186.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_wake_ns = 45.45us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:227.6ns 64K:3.642us 512K:29.14us 1M:58.27us 2M:116.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 35.14us + bytes /
# 47.2 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 1.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:33.42us 2M:116.4us 16M:414.2us 64M:1.347ms 256M:5.316ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.92us + bytes / 14.5 GB/s, written at
# the measured sizes (the medians would give 12.6%).
# Residual: 14.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.45us 2M:163.9us 16M:1.179ms 64M:4.659ms 256M:18.58ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.26us + bytes / 12.9 GB/s, written at the
# measured sizes (the medians would give 7.2%).
# Residual: 7.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.33us 512K:54.8us 2M:176.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 20.14us + bytes / 3.73 GB/s, misses by 17.5% RMS, so it is not used.
# Residual: 15.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.02us 512K:183.1us 2M:539.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 316.9us + bytes / 2.43 GB/s, written at the measured
# sizes (the medians would give 3.8%).
# Residual: 10.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:343.8us 256K:424.6us 2M:1.179ms 16M:7.214ms 64M:27.9ms 256M:110.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.138us + bytes / 1.63e+03 GB/s, misses by 19.9% RMS,
# so it is not used.
# Residual: 12.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.789us 2M:2.767us 16M:13.85us 64M:44.69us 256M:168.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 11.14us +
# bytes / 104 GB/s, written at the measured sizes (the medians would give
# 6.3%).
# Residual: 13.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.77us 2M:31.35us 16M:172.9us 64M:658.1us 256M:2.599ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.74us

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
# measured medians (15 points at 3 sizes): the best line, 6.691us + bytes /
# 299 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 15.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.76us 16M:61.63us 64M:235.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 24.85us + bytes / 205 GB/s, written at the measured
# sizes (the medians would give 5.1%).
# Residual: 5.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.06us 16M:106.5us 64M:351.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 793.1ns +
# bytes / 158 GB/s, misses by 23.4% RMS, so it is not used.
# Residual: 23.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.17us 16M:106.4us 64M:418.1us 256M:1.75ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.813us
# + bytes / 10 GB/s, misses by 28.4% RMS, so it is not used.
# Residual: 14.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.421us 64K:24.09us 2M:158.9us 16M:2.234ms 64M:7.287ms 256M:31.62ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.78us + bytes / 12.3 GB/s,
# misses by 23.9% RMS, so it is not used.
# Residual: 11.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.623us 64K:27.46us 2M:252.5us 16M:1.216ms 64M:5.59ms 256M:19.3ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14.4 GB/s, misses by 37.6% RMS, so it is not used.
# Residual: 19.5% RMS relative over 20 repetitions.
host_read_ns = 64K:4.464us 2M:106.3us 16M:1.918ms 64M:8.666ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.5 GB/s, misses by
# 39.2% RMS, so it is not used.
# Residual: 13.0% RMS relative over 20 repetitions.
host_write_ns = 64K:995ns 2M:51.31us 16M:924.7us 64M:5.12ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 490.8ns +
# bytes / 12.1 GB/s, written at the measured sizes (the medians would give
# 5.0%).
# Residual: 5.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.915us 2M:174.1us 16M:1.389ms 64M:5.555ms

