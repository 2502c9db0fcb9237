# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-7.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T01:42:43Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:42:43Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.1% RMS relative over 5 repetitions.
launch_ns = 4.667us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.971us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.835us + bytes / 3.93e+03 GB/s, misses by 58.1% RMS,
# so it is not used.
# Residual: 24.6% RMS relative over 45 repetitions.
malloc_ns = 4K:2.983us 64K:2.953us 1M:2.888us 1536K:2.89us 2M:77.17us 8M:55.97us 64M:90.67us 256M:104.9us 1G:213.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.133us + bytes / 1.39e+03 GB/s, misses by 49.1% RMS, so it is
# not used.
# Residual: 17.7% RMS relative over 45 repetitions.
free_ns = 4K:2.623us 64K:2.511us 1M:2.619us 1536K:2.491us 2M:49.55us 8M:51.94us 64M:83.78us 256M:200.5us 1G:653us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.666us + bytes / 3.11e+03 GB/s, misses by 66.7% RMS, so it is not used.
# Residual: 39.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.863us 64K:3.125us 2M:42.38us 16M:45.06us 64M:71.97us 256M:71.91us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.42us + bytes / 2.18e+05 GB/s, written at the measured sizes (the
# medians would give 8.9%).
# Residual: 9.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.42us 64K:13.42us 2M:13.43us 16M:13.5us 64M:13.73us 256M:14.65us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 21.6%, 512K 21.4%, 1M 21.1%, 2M 20.2%, 4M 19.0%, 8M 16.2%, 16M
# 15.3%, 32M 15.2%.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_window = 32M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     72.86us     64.16us
# seq             2M          0         2         2     2097152           0     242.2us       268us
# seq            16M          0        16        16    16777216           0     2.012ms     2.144ms
# seq            64M          0        64        64    67108864           0     9.318ms     8.575ms
# seq           256M          0       256       256   268435456           0     36.95ms      34.3ms
# stride         64M        64K         4        32    67108864           0     5.586ms     5.262ms
# stride        256M         2M         8       128     8388608           0     2.054ms     2.177ms
# random         16M          0        16        16    16777216           0     1.728ms     2.144ms
# random         64M          0        43        73    67108864           0     8.035ms     7.601ms
# random        256M          0       134       611   268435456           0      43.3ms     31.43ms
# fresh           2M          0         2         2           0     2097152     108.9us     120.6us
# fresh          16M          0        16        16           0    16777216     830.5us     964.6us
# fresh          64M          0        64        64           0    67108864     4.331ms     3.859ms
# fresh         256M          0       256       256           0   268435456     21.99ms     15.43ms
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
# prefetch at the driver's defaults). Result: 50.3us per batch, 9.211us per VA
# block, bytes / 14.1 GB/s moved, 0ns per faulting kernel, bytes / 1.34e+03
# GB/s zero-filled.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_batch_ns = 50.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_block_ns = 9.211us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:290.9ns 64K:4.654us 512K:37.24us 1M:74.47us 2M:148.9us

# One of the five coefficients of the fault model: see fault_batch_ns. This
# coefficient came out negative and is held at 0.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_wake_ns = 0ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:3.059ns 64K:48.95ns 512K:391.6ns 1M:783.2ns 2M:1.566us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.42us + bytes /
# 45.7 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 2.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.14us 2M:130.4us 16M:450.9us 64M:1.369ms 256M:5.441ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 18.25us + bytes / 10.8 GB/s, written at the
# measured sizes (the means would give 2.4%).
# Residual: 6.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.31us 2M:212.1us 16M:1.569ms 64M:6.223ms 256M:24.84ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 17.41us + bytes / 9.47 GB/s, written at the measured
# sizes (the means would give 9.4%).
# Residual: 9.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.33us 512K:72.75us 2M:238.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 23.23us + bytes / 3.32 GB/s, written at the
# measured sizes (the means would give 7.0%).
# Residual: 10.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.99us 512K:181.3us 2M:655.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 316.6us + bytes / 2.4 GB/s, written at the measured
# sizes (the medians would give 3.3%).
# Residual: 12.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:343.9us 256K:425.9us 2M:1.191ms 16M:7.314ms 64M:28.31ms 256M:112.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.402us + bytes / 1.15e+03 GB/s, misses by 22.3% RMS,
# so it is not used.
# Residual: 13.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.345us 2M:3.311us 16M:17.84us 64M:62.03us 256M:258.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.78us + bytes / 81.9 GB/s, misses
# by 15.0% RMS, so it is not used.
# Residual: 4.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.08us 2M:30.87us 16M:230.4us 64M:897.8us 256M:3.765ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.4us

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
# measured medians (15 points at 3 sizes): the best line, 6.976us + bytes /
# 258 GB/s, misses by 18.8% RMS, so it is not used.
# Residual: 18.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.1us 16M:71.98us 64M:266.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.86us + bytes / 251 GB/s, written at the measured
# sizes (the medians would give 11.8%).
# Residual: 11.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.2us 16M:90.59us 64M:290.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.951us +
# bytes / 155 GB/s, misses by 23.5% RMS, so it is not used.
# Residual: 23.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:17.75us 16M:107.5us 64M:438.2us 256M:1.782ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.493us
# + bytes / 9.96 GB/s, misses by 31.0% RMS, so it is not used.
# Residual: 16.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.142us 64K:24.34us 2M:156.9us 16M:1.857ms 64M:8.17ms 256M:36.1ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 15.36us + bytes / 9.83 GB/s,
# misses by 21.1% RMS, so it is not used.
# Residual: 12.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:13.9us 64K:30.94us 2M:257.8us 16M:1.702ms 64M:6.436ms 256M:25.6ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.52 GB/s, misses by 19.6% RMS, so it is not used.
# Residual: 18.8% RMS relative over 20 repetitions.
host_read_ns = 64K:5.699us 2M:213.4us 16M:2.157ms 64M:8.653ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 21.4 GB/s, misses by
# 31.6% RMS, so it is not used.
# Residual: 19.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.294us 2M:75.16us 16M:913us 64M:4.866ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 11.2 GB/s, written at the measured sizes (the medians would give
# 3.8%).
# Residual: 3.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.742us 2M:187.6us 16M:1.502ms 64M:6.007ms

