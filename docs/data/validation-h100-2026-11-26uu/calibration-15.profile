# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-15.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T21:31:12Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:31:12Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.2% RMS relative over 5 repetitions.
launch_ns = 4.865us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.183us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 4.261us + bytes / 3.68e+03 GB/s, misses by 57.0% RMS,
# so it is not used.
# Residual: 25.2% RMS relative over 45 repetitions.
malloc_ns = 4K:3.944us 64K:4.29us 1M:4.671us 1536K:4.364us 2M:103.5us 8M:70.73us 64M:106.6us 256M:125.3us 1G:227.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.135us + bytes / 909 GB/s, misses by 48.4% RMS, so it is not
# used.
# Residual: 19.1% RMS relative over 45 repetitions.
free_ns = 4K:3.782us 64K:3.672us 1M:3.654us 1536K:3.916us 2M:61.09us 8M:64.72us 64M:150.4us 256M:274.1us 1G:1.058ms

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.109us + bytes / 3.17e+03 GB/s, misses by 63.9% RMS, so it is not used.
# Residual: 39.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.811us 64K:3.259us 2M:26.82us 16M:53.99us 64M:67.48us 256M:71.12us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.94us + bytes / 1.59e+05 GB/s, written at the measured sizes (the
# medians would give 11.1%).
# Residual: 11.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.94us 64K:12.94us 2M:12.95us 16M:13.04us 64M:13.36us 256M:14.62us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 29.3%, 512K 29.2%, 1M 29.0%, 2M 27.9%, 4M 26.4%, 8M 23.3%, 16M
# 22.5%, 32M 22.5%.
# Residual: 26.0% RMS relative over 70 repetitions.
fault_window = 32M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     259.5us     152.1us
# seq             2M          0         2         2     2097152           0     571.5us       391us
# seq            16M          0        16        16    16777216           0     2.329ms     2.664ms
# seq            64M          0        64        64    67108864           0     11.15ms     10.46ms
# seq           256M          0       256       256   268435456           0     44.13ms     41.64ms
# stride         64M        64K         4        32    67108864           0     6.032ms     5.976ms
# stride        256M         2M         8       128     8388608           0     2.739ms     2.911ms
# random         16M          0        16        16    16777216           0     2.081ms     2.664ms
# random         64M          0        43        73    67108864           0     8.955ms      9.15ms
# random        256M          0       134       611   268435456           0     56.75ms     37.93ms
# fresh           2M          0         2         2           0     2097152     171.2us     227.7us
# fresh          16M          0        16        16           0    16777216     1.285ms     1.358ms
# fresh          64M          0        64        64           0    67108864     5.886ms     5.233ms
# fresh         256M          0       256       256           0   268435456     29.73ms     20.73ms
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
# prefetch at the driver's defaults). Result: 67.84us per batch, 12.88us per
# VA block, bytes / 12.8 GB/s moved, 66.23us per faulting kernel, bytes * 0
# ns/B zero-filled.
# Residual: 26.0% RMS relative over 70 repetitions.
fault_batch_ns = 67.84us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.0% RMS relative over 70 repetitions.
fault_block_ns = 12.88us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:319ns 64K:5.103us 512K:40.83us 1M:81.65us 2M:163.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.0% RMS relative over 70 repetitions.
fault_wake_ns = 66.23us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 26.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.03us + bytes /
# 36.8 GB/s, misses by 20.1% RMS, so it is not used.
# Residual: 9.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.69us 2M:134.7us 16M:541.5us 64M:1.845ms 256M:6.31ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 10.04us + bytes / 7.31 GB/s, misses by 18.4% RMS, so it is not used.
# Residual: 16.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.04us 2M:289.6us 16M:2.214ms 64M:10.97ms 256M:34.52ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.89us + bytes / 7.84 GB/s, written at the
# measured sizes (the medians would give 8.1%).
# Residual: 8.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.24us 512K:84.73us 2M:285.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22us + bytes / 2.75 GB/s, written at the
# measured sizes (the medians would give 6.8%).
# Residual: 10.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.8us 512K:212.4us 2M:783.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 327.5us +
# bytes / 1.78 GB/s, misses by 27.6% RMS, so it is not used.
# Residual: 26.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:366.2us 256K:511.1us 2M:1.247ms 16M:11.22ms 64M:45.24ms 256M:142.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 5.575us + bytes / 507 GB/s, misses by 20.9% RMS, so
# it is not used.
# Residual: 11.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:7.542us 2M:7.669us 16M:41.95us 64M:151.5us 256M:535.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.45us + bytes / 94.8 GB/s, misses
# by 19.7% RMS, so it is not used.
# Residual: 11.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.32us 2M:26.15us 16M:192.4us 64M:740.1us 256M:3.794ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 33.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 132us

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
# sizes): 6.85us + bytes / 280 GB/s, written at the measured sizes (the
# medians would give 14.7%).
# Residual: 14.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.33us 16M:66.72us 64M:246.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.32us + bytes / 185 GB/s, written at the measured
# sizes (the medians would give 6.6%).
# Residual: 7.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.67us 16M:112.2us 64M:384.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 8.294us +
# bytes / 152 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 23.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:22.56us 16M:112.2us 64M:457.5us 256M:1.825ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.108us
# + bytes / 9.5 GB/s, misses by 32.0% RMS, so it is not used.
# Residual: 18.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.694us 64K:27.56us 2M:165.7us 16M:1.864ms 64M:8.609ms 256M:40.31ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.18us + bytes / 9.15 GB/s,
# misses by 21.4% RMS, so it is not used.
# Residual: 10.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.93us 64K:31.8us 2M:311.7us 16M:1.703ms 64M:7.76ms 256M:25.11ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 12.8 GB/s, misses by 42.8% RMS, so it is not used.
# Residual: 28.4% RMS relative over 20 repetitions.
host_read_ns = 64K:4.849us 2M:122.3us 16M:2.09ms 64M:17.02ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 26.1 GB/s, misses by
# 44.7% RMS, so it is not used.
# Residual: 19.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.132us 2M:58.57us 16M:1.087ms 64M:8.039ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 686.7ns +
# bytes / 10.8 GB/s, written at the measured sizes (the medians would give
# 5.7%).
# Residual: 6.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.729us 2M:194us 16M:1.547ms 64M:6.188ms

