# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-6.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:49:27Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:49:27Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 11.4% RMS relative over 5 repetitions.
launch_ns = 5.776us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.97us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.275us + bytes / 3.48e+03 GB/s, misses by 60.1% RMS,
# so it is not used.
# Residual: 26.7% RMS relative over 45 repetitions.
malloc_ns = 4K:3.23us 64K:3.509us 1M:3.329us 1536K:3.381us 2M:65.73us 8M:57.13us 64M:92.49us 256M:113.9us 1G:240.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.507us + bytes / 1.18e+03 GB/s, misses by 47.3% RMS, so it is
# not used.
# Residual: 17.4% RMS relative over 45 repetitions.
free_ns = 4K:2.907us 64K:2.952us 1M:2.998us 1536K:3.046us 2M:49.49us 8M:54.49us 64M:94.69us 256M:232.3us 1G:761.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.129us + bytes / 2.69e+03 GB/s, misses by 70.2% RMS, so it is not used.
# Residual: 44.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.953us 64K:2.778us 2M:19.6us 16M:29.22us 64M:57.31us 256M:78.44us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.907us + bytes / 7.15e+04 GB/s, written at the measured sizes (the
# medians would give 8.9%).
# Residual: 13.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.907us 64K:9.908us 2M:9.936us 16M:10.14us 64M:10.85us 256M:13.66us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.5%, 512K 18.1%, 1M 17.2%, 2M 16.2%, 4M 15.6%, 8M 15.5%, 16M
# 16.2%, 32M 17.1%.
# Residual: 23.1% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     84.06us     69.84us
# seq             2M          0         2         2     2097152           0     252.2us     314.4us
# seq            16M          0        16        16    16777216           0     2.137ms     2.322ms
# seq            64M          0        64        64    67108864           0     10.15ms     9.205ms
# seq           256M          0       256       256   268435456           0     45.11ms     36.74ms
# stride         64M        64K         8        32    67108864           0     7.727ms     7.591ms
# stride        256M         2M        32       128     8388608           0     3.057ms     3.508ms
# random         16M          0        12        16    16777216           0     2.141ms     2.242ms
# random         64M          0        36       161    67108864           0     11.39ms     10.14ms
# random        256M          0       125      1211   268435456           0     60.61ms     48.87ms
# fresh           2M          0         2         2           0     2097152     182.8us     212.2us
# fresh          16M          0        16        16           0    16777216     1.331ms     1.504ms
# fresh          64M          0        64        64           0    67108864     6.949ms     5.934ms
# fresh         256M          0       256       256           0   268435456     31.22ms     23.65ms
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
# prefetch at the driver's defaults). Result: 20us per batch, 15.44us per VA
# block, bytes / 9.71 GB/s moved, 27.65us per faulting kernel, bytes / 18.4
# GB/s zero-filled.
# Residual: 23.1% RMS relative over 70 repetitions.
fault_batch_ns = 20us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.1% RMS relative over 70 repetitions.
fault_block_ns = 15.44us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:421.7ns 64K:6.747us 512K:53.97us 1M:107.9us 2M:215.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.1% RMS relative over 70 repetitions.
fault_wake_ns = 27.65us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:222ns 64K:3.553us 512K:28.42us 1M:56.84us 2M:113.7us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 60.64us + bytes /
# 44.3 GB/s, misses by 20.9% RMS, so it is not used.
# Residual: 10.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:55.5us 2M:158.1us 16M:494.9us 64M:1.42ms 256M:5.78ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 19.28us + bytes / 9.58 GB/s, written at
# the measured sizes (the medians would give 11.3%).
# Residual: 12.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.12us 2M:238.1us 16M:1.77ms 64M:7.022ms 256M:28.03ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.03us + bytes / 7.9 GB/s, written at the
# measured sizes (the medians would give 11.0%).
# Residual: 11.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.32us 512K:83.37us 2M:282.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.13us + bytes / 2.74 GB/s, written at
# the measured sizes (the medians would give 8.1%).
# Residual: 9.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:48.07us 512K:215.7us 2M:790.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 328.7us + bytes / 2.33
# GB/s, written at the measured sizes (the medians would give 5.6%).
# Residual: 11.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:356.8us 256K:441.2us 2M:1.229ms 16M:7.528ms 64M:29.13ms 256M:115.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.148us + bytes / 970 GB/s, misses by 21.7% RMS, so
# it is not used.
# Residual: 13.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.361us 2M:4.195us 16M:21.47us 64M:76.15us 256M:295.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 29.31us +
# bytes / 64 GB/s, written at the measured sizes (the medians would give
# 9.1%).
# Residual: 13.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:30.33us 2M:62.1us 16M:291.6us 64M:1.079ms 256M:4.226ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 37.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 122.7us

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
# measured medians (15 points at 3 sizes): the best line, 8.688us + bytes /
# 205 GB/s, misses by 21.3% RMS, so it is not used.
# Residual: 21.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.87us 16M:91.18us 64M:332.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 181 GB/s, misses by 24.3% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.72us 16M:82.18us 64M:354.1us 256M:1.767ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 9.583us
# + bytes / 6.5 GB/s, misses by 24.3% RMS, so it is not used.
# Residual: 16.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:9.207us 64K:32.37us 2M:313.1us 16M:2.301ms 64M:10.69ms 256M:44.08ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 15.28us + bytes / 7.71 GB/s,
# misses by 17.7% RMS, so it is not used.
# Residual: 16.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.22us 64K:32.27us 2M:270.4us 16M:1.931ms 64M:10.05ms 256M:36.11ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 6.35 GB/s, misses by 20.4% RMS, so it is not used.
# Residual: 19.7% RMS relative over 20 repetitions.
host_read_ns = 64K:5.638us 2M:319.5us 16M:2.442ms 64M:11.97ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 14.3 GB/s, misses by
# 17.1% RMS, so it is not used.
# Residual: 12.8% RMS relative over 20 repetitions.
host_write_ns = 64K:1.227us 2M:123.2us 16M:1.206ms 64M:5.857ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 82.34ns +
# bytes / 10.5 GB/s, written at the measured sizes (the medians would give
# 4.6%).
# Residual: 4.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.336us 2M:200.2us 16M:1.601ms 64M:6.404ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
