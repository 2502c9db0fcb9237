# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate /root/out/cal-2.profile --base
# profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:58:34Z: NVIDIA H100
# 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000. Every
# repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:58:34Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.4% RMS relative over 5 repetitions.
launch_ns = 4.693us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 104.3% RMS relative over 5 repetitions.
kernel_gap_ns = 5.186us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 30.36us + bytes / 1.07e+03 GB/s, misses by 63.2% RMS,
# so it is not used.
# Residual: 49.3% RMS relative over 45 repetitions.
malloc_ns = 4K:27.75us 64K:31.57us 1M:29.39us 1536K:29.4us 2M:434.1us 8M:241.4us 64M:266.1us 256M:237.3us 1G:1.052ms

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 26.65us + bytes / 395 GB/s, misses by 49.4% RMS, so it is not
# used.
# Residual: 21.2% RMS relative over 45 repetitions.
free_ns = 4K:25.94us 64K:28.89us 1M:26.21us 1536K:26.32us 2M:204.8us 8M:193.4us 64M:474.4us 256M:895.4us 1G:2.059ms

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.037us + bytes / 2.36e+03 GB/s, misses by 64.3% RMS, so it is not used.
# Residual: 40.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.3us 64K:2.522us 2M:20.53us 16M:43.97us 64M:77.13us 256M:89.96us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.88us + bytes / 6.66e+05 GB/s, written at the measured sizes (the
# medians would give 11.2%).
# Residual: 11.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.88us 64K:11.88us 2M:11.89us 16M:11.91us 64M:11.98us 256M:12.29us

# Model parameter (pages per batch), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.0%, 512K 18.8%, 1M 18.5%, 2M 18.1%, 4M 18.2%, 8M 17.5%, 16M
# 16.6%, 32M 16.5%.
# Residual: 23.9% RMS relative over 70 repetitions.
fault_window = 32M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     88.96us     73.13us
# seq             2M          0         2         2     2097152           0     242.1us     308.1us
# seq            16M          0        16        16    16777216           0     1.976ms     2.415ms
# seq            64M          0        64        64    67108864           0     12.22ms     9.639ms
# seq           256M          0       256       256   268435456           0     40.54ms     38.54ms
# stride         64M        64K         4        32    67108864           0     6.966ms     6.272ms
# stride        256M         2M         8       128     8388608           0     2.184ms     2.319ms
# random         16M          0        16        16    16777216           0     2.205ms     2.415ms
# random         64M          0        43        73    67108864           0     10.85ms     8.647ms
# random        256M          0       134       611   268435456           0     46.75ms     35.57ms
# fresh           2M          0         2         2           0     2097152     159.3us     177.2us
# fresh          16M          0        16        16           0    16777216     1.274ms     1.368ms
# fresh          64M          0        64        64           0    67108864     5.715ms      5.45ms
# fresh         256M          0       256       256           0   268435456     26.92ms     21.78ms
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
# prefetch at the driver's defaults). Result: 51.2us per batch, 9.232us per VA
# block, bytes / 11.6 GB/s moved, 7.063us per faulting kernel, bytes / 42.6
# GB/s zero-filled.
# Residual: 23.9% RMS relative over 70 repetitions.
fault_batch_ns = 51.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.9% RMS relative over 70 repetitions.
fault_block_ns = 9.232us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:351.8ns 64K:5.629us 512K:45.03us 1M:90.07us 2M:180.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.9% RMS relative over 70 repetitions.
fault_wake_ns = 7.063us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:96.13ns 64K:1.538us 512K:12.31us 1M:24.61us 2M:49.22us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 46.1us + bytes /
# 46.5 GB/s, misses by 17.7% RMS, so it is not used.
# Residual: 3.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:42.79us 2M:138.4us 16M:446.1us 64M:1.358ms 256M:5.421ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 19.47us + bytes / 13.9 GB/s, written at
# the measured sizes (the medians would give 8.0%).
# Residual: 14.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.17us 2M:169.9us 16M:1.223ms 64M:4.835ms 256M:19.28ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.31us + bytes / 11.4 GB/s, written at the
# measured sizes (the medians would give 9.8%).
# Residual: 10.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.06us 512K:59.3us 2M:197.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 21.19us + bytes / 3.16 GB/s, misses by 21.1% RMS, so it is not used.
# Residual: 20.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:41.51us 512K:200.8us 2M:653.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 292.6us + bytes / 2.53 GB/s, misses by 20.4% RMS, so
# it is not used.
# Residual: 18.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:336.8us 256K:396.9us 2M:960.9us 16M:7.098ms 64M:28.24ms 256M:114.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.121us + bytes / 1.4e+03 GB/s, misses by 22.4% RMS,
# so it is not used.
# Residual: 15.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.894us 2M:2.863us 16M:15.47us 64M:50.02us 256M:210.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 9.544us +
# bytes / 116 GB/s, written at the measured sizes (the medians would give
# 7.3%).
# Residual: 12.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:10.11us 2M:27.58us 16M:153.8us 64M:586.6us 256M:2.318ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 17.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.76us

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
# measured medians (15 points at 3 sizes): the best line, 5.061us + bytes /
# 291 GB/s, misses by 21.5% RMS, so it is not used.
# Residual: 21.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.2us 16M:65.37us 64M:228.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.703us +
# bytes / 176 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.88us 16M:93.97us 64M:379.4us 256M:1.602ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.506us
# + bytes / 10.6 GB/s, misses by 33.5% RMS, so it is not used.
# Residual: 14.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.053us 64K:23.39us 2M:142.8us 16M:1.766ms 64M:8.662ms 256M:39.86ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 16.05us + bytes / 10.7 GB/s,
# misses by 34.8% RMS, so it is not used.
# Residual: 18.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.03us 64K:38.12us 2M:396.5us 16M:1.824ms 64M:5.9ms 256M:19.8ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 15 GB/s, misses by 42.8% RMS, so it is not used.
# Residual: 21.8% RMS relative over 20 repetitions.
host_read_ns = 64K:3.007us 2M:101us 16M:2.003ms 64M:9.67ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 32.9 GB/s, misses by
# 46.9% RMS, so it is not used.
# Residual: 13.4% RMS relative over 20 repetitions.
host_write_ns = 64K:900ns 2M:46.36us 16M:1.077ms 64M:6.249ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 713.4ns +
# bytes / 11.8 GB/s, written at the measured sizes (the medians would give
# 4.5%).
# Residual: 4.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.26us 2M:178.2us 16M:1.421ms 64M:5.681ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
