# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-7.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T19:42:43Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:42:43Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.0% RMS relative over 5 repetitions.
launch_ns = 4.482us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.161us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.016us + bytes / 4.5e+03 GB/s, misses by 59.2% RMS,
# so it is not used.
# Residual: 24.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.981us 64K:3.167us 1M:3.039us 1536K:3.108us 2M:75.06us 8M:55.57us 64M:95.93us 256M:123.5us 1G:185.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.413us + bytes / 1.21e+03 GB/s, misses by 48.7% RMS, so it is
# not used.
# Residual: 18.8% RMS relative over 45 repetitions.
free_ns = 4K:2.885us 64K:2.935us 1M:2.823us 1536K:2.936us 2M:54.54us 8M:51.54us 64M:94.7us 256M:230.9us 1G:746.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.275us + bytes / 3.26e+03 GB/s, misses by 66.4% RMS, so it is not used.
# Residual: 37.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.166us 64K:3.743us 2M:38.86us 16M:45.41us 64M:64.95us 256M:69.15us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 14.25us + bytes /
# 1.23e+05 GB/s, misses by 17.3% RMS, so it is not used.
# Residual: 17.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:15.09us 64K:13.59us 2M:13.87us 16M:14.41us 64M:15.39us 256M:16.27us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.3%, 512K 13.8%, 1M 13.1%, 2M 12.9%, 4M 13.5%, 8M 14.6%, 16M
# 15.7%, 32M 16.8%.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     77.95us     67.05us
# seq             2M          0         2         2     2097152           0     228.7us     273.8us
# seq            16M          0        16        16    16777216           0     1.955ms     1.873ms
# seq            64M          0        64        64    67108864           0     6.814ms     7.358ms
# seq           256M          0       256       256   268435456           0      41.3ms     29.29ms
# stride         64M        64K        32        32    67108864           0     6.969ms     6.858ms
# stride        256M         2M       128       128     8388608           0     2.699ms     2.835ms
# random         16M          0         9        35    16777216           0       2.2ms      2.17ms
# random         64M          0        34       306    67108864           0     11.32ms     11.14ms
# random        256M          0       139      1560   268435456           0     49.97ms     49.67ms
# fresh           2M          0         2         2           0     2097152       161us     183.1us
# fresh          16M          0        16        16           0    16777216     1.023ms     1.148ms
# fresh          64M          0        64        64           0    67108864     5.058ms     4.458ms
# fresh         256M          0       256       256           0   268435456     21.52ms      17.7ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 15.63us per VA
# block, bytes / 10.6 GB/s moved, 45.26us per faulting kernel, bytes / 19.7
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_block_ns = 15.63us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:385.3ns 64K:6.164us 512K:49.31us 1M:98.63us 2M:197.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_wake_ns = 45.26us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:208.3ns 64K:3.332us 512K:26.66us 1M:53.32us 2M:106.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.89us + bytes /
# 46.3 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 1.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.89us 2M:121.1us 16M:426.8us 64M:1.37ms 256M:5.448ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 19.02us + bytes / 10.5 GB/s, written at
# the measured sizes (the medians would give 2.5%).
# Residual: 8.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.29us 2M:219.5us 16M:1.623ms 64M:6.435ms 256M:25.68ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.28us + bytes / 8.39 GB/s, written at the
# measured sizes (the medians would give 7.1%).
# Residual: 7.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.09us 512K:80.77us 2M:268.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.04us + bytes / 3.08 GB/s, written at
# the measured sizes (the medians would give 8.9%).
# Residual: 9.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.33us 512K:192.4us 2M:703.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 335us + bytes / 2.19 GB/s,
# written at the measured sizes (the medians would give 3.4%).
# Residual: 12.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:364.9us 256K:454.8us 2M:1.293ms 16M:7.999ms 64M:30.99ms 256M:123ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.336us + bytes / 897 GB/s, misses by 21.0% RMS, so
# it is not used.
# Residual: 13.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.461us 2M:4.535us 16M:23.27us 64M:77.81us 256M:335.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.52us + bytes / 70.3 GB/s, misses
# by 16.1% RMS, so it is not used.
# Residual: 9.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.72us 2M:37.52us 16M:284us 64M:1.014ms 256M:4.076ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.11us

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
# sizes): 12.08us + bytes / 230 GB/s, written at the measured sizes (the
# medians would give 13.7%).
# Residual: 13.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:21.19us 16M:84.99us 64M:303.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 20.61us + bytes / 164 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 17.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.9us 16M:134.1us 64M:407.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 7.965us +
# bytes / 149 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 23.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:22.14us 16M:120us 64M:460.9us 256M:1.821ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.923us
# + bytes / 8.91 GB/s, misses by 29.7% RMS, so it is not used.
# Residual: 17.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.589us 64K:25.36us 2M:179.9us 16M:2.125ms 64M:8.821ms 256M:35.72ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.91us + bytes / 10.4 GB/s,
# misses by 20.3% RMS, so it is not used.
# Residual: 11.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.59us 64K:31.04us 2M:252.2us 16M:1.533ms 64M:6.138ms 256M:24.18ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.16 GB/s, misses by 27.5% RMS, so it is not used.
# Residual: 20.4% RMS relative over 20 repetitions.
host_read_ns = 64K:5.965us 2M:203.1us 16M:2.423ms 64M:10.84ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 21.9 GB/s, misses by
# 35.9% RMS, so it is not used.
# Residual: 13.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.143us 2M:69.08us 16M:1.212ms 64M:6.08ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 383.2ns +
# bytes / 9.54 GB/s, written at the measured sizes (the medians would give
# 5.5%).
# Residual: 5.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.256us 2M:220.3us 16M:1.76ms 64M:7.038ms

