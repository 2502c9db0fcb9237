# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-7.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:43:25Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:43:25Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.1% RMS relative over 5 repetitions.
launch_ns = 3.83us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.97us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.488us + bytes / 1.02e+04 GB/s, misses by 58.9% RMS,
# so it is not used.
# Residual: 27.9% RMS relative over 45 repetitions.
malloc_ns = 4K:1.434us 64K:1.536us 1M:1.521us 1536K:1.542us 2M:35.8us 8M:31.41us 64M:35.87us 256M:40.2us 1G:83.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.007us + bytes / 3.08e+03 GB/s, misses by 51.1% RMS, so it is
# not used.
# Residual: 19.5% RMS relative over 45 repetitions.
free_ns = 4K:1.288us 64K:1.239us 1M:1.167us 1536K:1.176us 2M:28.58us 8M:30.07us 64M:44.75us 256M:92.26us 1G:295.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.802us + bytes / 5.52e+03 GB/s, misses by 63.1% RMS, so it is not used.
# Residual: 34.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.561us 64K:3.304us 2M:24.7us 16M:35.16us 64M:42.83us 256M:42.71us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.06us + bytes / 2.15e+05 GB/s, written at the measured sizes (the
# medians would give 6.9%).
# Residual: 7.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.06us 64K:14.06us 2M:14.07us 16M:14.14us 64M:14.37us 256M:15.31us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.5%, 512K 17.4%, 1M 17.4%, 2M 16.7%, 4M 15.5%, 8M 13.9%, 16M
# 13.2%, 32M 14.0%.
# Residual: 21.1% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      75.1us     62.11us
# seq             2M          0         2         2     2097152           0     195.2us     235.3us
# seq            16M          0        16        16    16777216           0     1.633ms     1.846ms
# seq            64M          0        64        64    67108864           0      7.56ms     7.368ms
# seq           256M          0       256       256   268435456           0     28.88ms     29.46ms
# stride         64M        64K         4        32    67108864           0     5.071ms     4.612ms
# stride        256M         2M        16       128     8388608           0     2.751ms     3.041ms
# random         16M          0        16        16    16777216           0     2.014ms     1.846ms
# random         64M          0        39       104    67108864           0     7.654ms     7.025ms
# random        256M          0       127       907   268435456           0     41.11ms      34.4ms
# fresh           2M          0         2         2           0     2097152     124.3us     141.7us
# fresh          16M          0        16        16           0    16777216     982.7us     1.097ms
# fresh          64M          0        64        64           0    67108864     5.159ms     4.373ms
# fresh         256M          0       256       256           0   268435456     21.61ms     17.48ms
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
# prefetch at the driver's defaults). Result: 37.88us per batch, 15.1us per VA
# block, bytes / 16.9 GB/s moved, 5.245us per faulting kernel, bytes / 68.7
# GB/s zero-filled.
# Residual: 21.1% RMS relative over 70 repetitions.
fault_batch_ns = 37.88us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.1% RMS relative over 70 repetitions.
fault_block_ns = 15.1us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:242.4ns 64K:3.879us 512K:31.03us 1M:62.06us 2M:124.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.1% RMS relative over 70 repetitions.
fault_wake_ns = 5.245us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:59.6ns 64K:953.6ns 512K:7.628us 1M:15.26us 2M:30.51us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 40.1us + bytes / 41.5 GB/s, written at the measured sizes (the
# medians would give 3.2%).
# Residual: 14.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.68us 2M:90.61us 16M:444.2us 64M:1.656ms 256M:6.505ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.62us + bytes / 8.5 GB/s, written at the
# measured sizes (the medians would give 6.9%).
# Residual: 9.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.33us 2M:263.2us 16M:1.989ms 64M:7.908ms 256M:31.58ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.85us + bytes / 8.56 GB/s, written at the
# measured sizes (the medians would give 7.3%).
# Residual: 7.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.51us 512K:80.12us 2M:263.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 20.77us + bytes / 2.9 GB/s, written at the
# measured sizes (the medians would give 10.0%).
# Residual: 11.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.33us 512K:201.3us 2M:742.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 298.1us + bytes / 2.68 GB/s, misses by 19.4% RMS, so
# it is not used.
# Residual: 13.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:350.8us 256K:407.8us 2M:856us 16M:6.814ms 64M:27.49ms 256M:118.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.896us + bytes / 950 GB/s, misses by 21.9% RMS, so
# it is not used.
# Residual: 12.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.977us 2M:4.02us 16M:21.58us 64M:78.22us 256M:302us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 17.71us +
# bytes / 108 GB/s, written at the measured sizes (the medians would give
# 7.9%).
# Residual: 12.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.32us 2M:37.21us 16M:173.7us 64M:641.7us 256M:2.514ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.67us

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
# measured medians (15 points at 3 sizes): the best line, 8.623us + bytes /
# 253 GB/s, misses by 20.5% RMS, so it is not used.
# Residual: 20.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.02us 16M:72.67us 64M:282.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.461us +
# bytes / 148 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.5us 16M:118.1us 64M:447.2us 256M:1.81ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.175us
# + bytes / 9.43 GB/s, misses by 26.2% RMS, so it is not used.
# Residual: 14.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.794us 64K:23.99us 2M:171.3us 16M:1.901ms 64M:8.536ms 256M:35.27ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.62us + bytes / 9.77 GB/s,
# misses by 19.0% RMS, so it is not used.
# Residual: 10.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.27us 64K:31.81us 2M:255.8us 16M:1.648ms 64M:6.985ms 256M:24.75ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 15.3 GB/s, misses by 37.6% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
host_read_ns = 64K:4.24us 2M:100us 16M:1.842ms 64M:7.804ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 32 GB/s, misses by
# 38.5% RMS, so it is not used.
# Residual: 12.6% RMS relative over 20 repetitions.
host_write_ns = 64K:901ns 2M:47.44us 16M:842.4us 64M:4.738ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 551.5ns +
# bytes / 11.4 GB/s, written at the measured sizes (the medians would give
# 4.0%).
# Residual: 4.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.32us 2M:185.1us 16M:1.477ms 64M:5.907ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
