# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-7.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T22:22:05Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:22:05Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.9% RMS relative over 5 repetitions.
launch_ns = 3.347us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.985us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.763us + bytes / 7.99e+03 GB/s, misses by 57.1% RMS,
# so it is not used.
# Residual: 28.6% RMS relative over 45 repetitions.
malloc_ns = 4K:2.264us 64K:2.73us 1M:3.988us 1536K:2.776us 2M:57.24us 8M:35.37us 64M:52.87us 256M:43.3us 1G:111us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.726us + bytes / 2.6e+03 GB/s, misses by 61.2% RMS, so it is not
# used.
# Residual: 25.2% RMS relative over 45 repetitions.
free_ns = 4K:4.151us 64K:3.535us 1M:7.691us 1536K:1.431us 2M:33.66us 8M:33.37us 64M:53.79us 256M:117.2us 1G:353.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.991us + bytes / 6.23e+03 GB/s, misses by 64.1% RMS, so it is not used.
# Residual: 36.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.176us 64K:2.437us 2M:19.94us 16M:33.67us 64M:40.24us 256M:37.66us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 8.409us + bytes / 3.03e+05 GB/s, written at the measured sizes (the
# medians would give 9.3%).
# Residual: 9.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:8.409us 64K:8.409us 2M:8.416us 16M:8.464us 64M:8.631us 256M:9.296us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.6%, 512K 15.2%, 1M 14.6%, 2M 13.8%, 4M 13.6%, 8M 13.5%, 16M
# 13.7%, 32M 14.6%.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     85.06us     71.34us
# seq             2M          0         2         2     2097152           0     252.7us     297.1us
# seq            16M          0        16        16    16777216           0     1.991ms     2.163ms
# seq            64M          0        64        64    67108864           0     8.217ms     8.559ms
# seq           256M          0       256       256   268435456           0     40.64ms     34.14ms
# stride         64M        64K         8        32    67108864           0     6.736ms      6.94ms
# stride        256M         2M        32       128     8388608           0     2.819ms     3.212ms
# random         16M          0        12        16    16777216           0       2.2ms     2.078ms
# random         64M          0        36       161    67108864           0     10.72ms     9.261ms
# random        256M          0       125      1211   268435456           0     52.05ms     44.13ms
# fresh           2M          0         2         2           0     2097152     158.2us     185.4us
# fresh          16M          0        16        16           0    16777216     1.159ms      1.27ms
# fresh          64M          0        64        64           0    67108864     5.674ms     4.987ms
# fresh         256M          0       256       256           0   268435456     25.12ms     19.86ms
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
# prefetch at the driver's defaults). Result: 21.26us per batch, 13.38us per
# VA block, bytes / 10.6 GB/s moved, 30.54us per faulting kernel, bytes / 24.5
# GB/s zero-filled.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_batch_ns = 21.26us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_block_ns = 13.38us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:385.2ns 64K:6.164us 512K:49.31us 1M:98.62us 2M:197.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_wake_ns = 30.54us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:167.2ns 64K:2.676us 512K:21.4us 1M:42.81us 2M:85.62us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.24us + bytes /
# 45.7 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 1.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.26us 2M:122.5us 16M:446.8us 64M:1.36ms 256M:5.501ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 14.45us + bytes / 13.9 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 13.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.03us 2M:182us 16M:1.082ms 64M:4.282ms 256M:28.88ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.44us + bytes / 12.6 GB/s, written at the
# measured sizes (the medians would give 7.1%).
# Residual: 7.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.65us 512K:56.12us 2M:181.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 27.63us + bytes / 4.08 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 13.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.52us 512K:185.3us 2M:495.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 231.8us + bytes / 3.19 GB/s, written at the measured
# sizes (the medians would give 5.9%).
# Residual: 14.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:252.3us 256K:313.9us 2M:888.7us 16M:5.487ms 64M:21.25ms 256M:84.31ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.051us + bytes / 1.56e+03 GB/s, misses by 20.7% RMS,
# so it is not used.
# Residual: 13.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.709us 2M:2.715us 16M:14.29us 64M:46.43us 256M:175.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 11.18us +
# bytes / 100 GB/s, written at the measured sizes (the medians would give
# 6.5%).
# Residual: 13.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.83us 2M:32.08us 16M:178.4us 64M:680.1us 256M:2.687ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 27.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.08us

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
# measured medians (15 points at 3 sizes): the best line, 11.77us + bytes /
# 301 GB/s, misses by 17.5% RMS, so it is not used.
# Residual: 17.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.92us 16M:64.94us 64M:243.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 19.32us + bytes / 207 GB/s, written at the measured
# sizes (the medians would give 9.0%).
# Residual: 10.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:29.44us 16M:100.3us 64M:343.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.887us +
# bytes / 189 GB/s, misses by 24.0% RMS, so it is not used.
# Residual: 23.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:17.46us 16M:88.74us 64M:351.4us 256M:1.567ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.856us
# + bytes / 10.6 GB/s, misses by 30.7% RMS, so it is not used.
# Residual: 15.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.408us 64K:25.63us 2M:150.9us 16M:1.725ms 64M:7.531ms 256M:33.44ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.75us + bytes / 12.7 GB/s,
# misses by 25.0% RMS, so it is not used.
# Residual: 11.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.21us 64K:31.35us 2M:259.9us 16M:1.249ms 64M:4.675ms 256M:20.29ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 1.169us +
# bytes / 14.5 GB/s, misses by 44.4% RMS, so it is not used.
# Residual: 23.3% RMS relative over 20 repetitions.
host_read_ns = 64K:5.79us 2M:105.7us 16M:2.35ms 64M:9.743ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.5 GB/s, misses by
# 46.0% RMS, so it is not used.
# Residual: 14.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.172us 2M:51.68us 16M:1.193ms 64M:6.782ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.934us +
# bytes / 11 GB/s, written at the measured sizes (the medians would give
# 8.2%).
# Residual: 8.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.882us 2M:192.3us 16M:1.525ms 64M:6.093ms

