# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate /root/out/cl/cal.profile
# --base profiles/h100-pcie5.profile --reps 5` on 2026-11-22T11:33:47Z: NVIDIA
# H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000. Every
# repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T11:33:47Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.2% RMS relative over 5 repetitions.
launch_ns = 3.488us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.18us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.832us + bytes / 7.75e+03 GB/s, misses by 58.7% RMS,
# so it is not used.
# Residual: 28.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.841us 64K:2.797us 1M:2.792us 1536K:2.763us 2M:44.96us 8M:38.55us 64M:44.41us 256M:45.3us 1G:113.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.272us + bytes / 2.31e+03 GB/s, misses by 52.0% RMS, so it is
# not used.
# Residual: 24.0% RMS relative over 45 repetitions.
free_ns = 4K:1.541us 64K:1.485us 1M:1.57us 1536K:1.511us 2M:33.37us 8M:35.66us 64M:60.68us 256M:122.8us 1G:388.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.638us + bytes / 4.95e+03 GB/s, misses by 64.5% RMS, so it is not used.
# Residual: 40.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.692us 64K:2.218us 2M:19.58us 16M:24.61us 64M:60.8us 256M:45.83us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.961us + bytes / 3.41e+05 GB/s, written at the measured sizes (the
# medians would give 7.2%).
# Residual: 7.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.961us 64K:9.961us 2M:9.967us 16M:10.01us 64M:10.16us 256M:10.75us

# Model parameter (pages per batch), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 21.0%, 512K 20.5%, 1M 19.4%, 2M 18.4%, 4M 17.8%, 8M 18.0%, 16M
# 19.0%, 32M 20.1%.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     109.4us     79.07us
# seq             2M          0         2         2     2097152           0     227.9us       287us
# seq            16M          0        16        16    16777216           0     1.773ms     1.926ms
# seq            64M          0        64        64    67108864           0     9.455ms     7.547ms
# seq           256M          0       256       256   268435456           0     42.33ms     30.03ms
# stride         64M        64K        16        32    67108864           0     7.097ms     6.853ms
# stride        256M         2M        64       128     8388608           0     2.898ms     3.229ms
# random         16M          0         9        23    16777216           0     1.825ms     2.027ms
# random         64M          0        35       230    67108864           0     10.78ms     10.33ms
# random        256M          0       128      1431   268435456           0     56.11ms     49.96ms
# fresh           2M          0         2         2           0     2097152     173.6us     211.1us
# fresh          16M          0        16        16           0    16777216     1.205ms     1.319ms
# fresh          64M          0        64        64           0    67108864      6.04ms     5.119ms
# fresh         256M          0       256       256           0   268435456     25.92ms     20.32ms
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
# prefetch at the driver's defaults). Result: 2.946us per batch, 17.28us per
# VA block, bytes / 10.8 GB/s moved, 52.79us per faulting kernel, bytes / 17.8
# GB/s zero-filled.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_batch_ns = 2.946us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_block_ns = 17.28us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:378.4ns 64K:6.054us 512K:48.43us 1M:96.87us 2M:193.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_wake_ns = 52.79us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:230.2ns 64K:3.683us 512K:29.46us 1M:58.93us 2M:117.9us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 43.44us + bytes /
# 46.5 GB/s, misses by 20.6% RMS, so it is not used.
# Residual: 10.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.45us 2M:137.9us 16M:439.2us 64M:1.363ms 256M:5.408ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 13.08us + bytes / 9.93 GB/s, written at
# the measured sizes (the medians would give 7.4%).
# Residual: 10.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.69us 2M:224.3us 16M:1.703ms 64M:6.773ms 256M:27.05ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.02us + bytes / 8.5 GB/s, written at the
# measured sizes (the medians would give 7.1%).
# Residual: 7.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.73us 512K:79.73us 2M:264.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.69us + bytes / 3.02 GB/s, written at
# the measured sizes (the medians would give 5.4%).
# Residual: 9.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.37us 512K:197.2us 2M:717.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 385.9us + bytes / 2.52 GB/s, misses by 25.2% RMS, so
# it is not used.
# Residual: 20.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:476.6us 256K:518us 2M:891.8us 16M:8.197ms 64M:30.2ms 256M:123.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.085us + bytes / 854 GB/s, misses by 17.7% RMS, so
# it is not used.
# Residual: 9.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.298us 2M:5.341us 16M:24.44us 64M:84.94us 256M:337.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.29us + bytes / 75.8 GB/s, misses
# by 16.9% RMS, so it is not used.
# Residual: 6.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.31us 2M:33.49us 16M:252.4us 64M:996.3us 256M:3.794ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 30.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.2us

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
# measured medians (15 points at 3 sizes): the best line, 10.63us + bytes /
# 290 GB/s, misses by 21.2% RMS, so it is not used.
# Residual: 21.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.91us 16M:67.68us 64M:244.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 189 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.82us 16M:88.82us 64M:352.6us 256M:1.424ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.57us
# + bytes / 9.97 GB/s, misses by 30.4% RMS, so it is not used.
# Residual: 18.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.197us 64K:24.55us 2M:161.1us 16M:1.768ms 64M:8.009ms 256M:34.97ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.44us + bytes / 9.88 GB/s,
# misses by 20.0% RMS, so it is not used.
# Residual: 12.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:13.05us 64K:30.85us 2M:245.9us 16M:1.64ms 64M:6.496ms 256M:26.29ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.5 GB/s, misses by 37.4% RMS, so it is not used.
# Residual: 19.5% RMS relative over 20 repetitions.
host_read_ns = 64K:4.642us 2M:113.5us 16M:2.154ms 64M:8.828ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27.7 GB/s, misses by
# 41.0% RMS, so it is not used.
# Residual: 10.8% RMS relative over 20 repetitions.
host_write_ns = 64K:1.218us 2M:54.58us 16M:1.144ms 64M:5.515ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.207us +
# bytes / 11.4 GB/s, written at the measured sizes (the medians would give
# 4.8%).
# Residual: 6.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.975us 2M:185.8us 16M:1.478ms 64M:5.908ms

