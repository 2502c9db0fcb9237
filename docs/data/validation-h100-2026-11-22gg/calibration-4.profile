# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-4.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:23:09Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:23:09Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.6% RMS relative over 5 repetitions.
launch_ns = 4.513us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.151us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.569us + bytes / 5.53e+03 GB/s, misses by 56.7% RMS,
# so it is not used.
# Residual: 25.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.408us 64K:2.707us 1M:2.503us 1536K:2.883us 2M:58.33us 8M:48.84us 64M:72us 256M:66.98us 1G:155.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.073us + bytes / 1.34e+03 GB/s, misses by 46.9% RMS, so it is
# not used.
# Residual: 18.3% RMS relative over 45 repetitions.
free_ns = 4K:3.511us 64K:3.259us 1M:3.398us 1536K:3.589us 2M:41.74us 8M:47.78us 64M:109.4us 256M:215.9us 1G:635.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.331us + bytes / 3.58e+03 GB/s, misses by 63.3% RMS, so it is not used.
# Residual: 38.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.037us 64K:3.845us 2M:27.55us 16M:50.1us 64M:68.14us 256M:64.12us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.38us + bytes / 4.07e+05 GB/s, written at the measured sizes (the
# medians would give 10.2%).
# Residual: 11.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.38us 64K:13.38us 2M:13.38us 16M:13.42us 64M:13.54us 256M:14.03us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.6%, 512K 15.4%, 1M 15.3%, 2M 15.0%, 4M 14.9%, 8M 14.4%, 16M
# 13.9%, 32M 14.3%.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0       126us     96.61us
# seq             2M          0         2         2     2097152           0     275.6us     337.6us
# seq            16M          0        16        16    16777216           0     2.124ms     2.452ms
# seq            64M          0        64        64    67108864           0     9.314ms       9.7ms
# seq           256M          0       256       256   268435456           0     41.31ms     38.69ms
# stride         64M        64K         4        32    67108864           0     7.278ms     6.761ms
# stride        256M         2M        16       128     8388608           0      2.85ms     3.147ms
# random         16M          0        16        16    16777216           0     2.579ms     2.452ms
# random         64M          0        39       104    67108864           0     11.16ms     9.172ms
# random        256M          0       127       907   268435456           0     51.03ms     41.77ms
# fresh           2M          0         2         2           0     2097152     178.6us     209.8us
# fresh          16M          0        16        16           0    16777216     1.404ms      1.43ms
# fresh          64M          0        64        64           0    67108864     6.209ms     5.613ms
# fresh         256M          0       256       256           0   268435456     25.27ms     22.34ms
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
# prefetch at the driver's defaults). Result: 42.02us per batch, 13.06us per
# VA block, bytes / 10.9 GB/s moved, 35.54us per faulting kernel, bytes / 32.7
# GB/s zero-filled.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_batch_ns = 42.02us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_block_ns = 13.06us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:374.8ns 64K:5.996us 512K:47.97us 1M:95.94us 2M:191.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_wake_ns = 35.54us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:125.3ns 64K:2.004us 512K:16.03us 1M:32.07us 2M:64.13us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 49.67us + bytes /
# 44.5 GB/s, misses by 23.4% RMS, so it is not used.
# Residual: 13.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:45.73us 2M:157.9us 16M:477.1us 64M:1.43ms 256M:5.574ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.87us + bytes / 10.1 GB/s, written at
# the measured sizes (the medians would give 5.0%).
# Residual: 8.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.37us 2M:226.9us 16M:1.683ms 64M:6.676ms 256M:26.65ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 19.12us + bytes / 7.77 GB/s, written at the
# measured sizes (the medians would give 8.8%).
# Residual: 8.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.55us 512K:86.58us 2M:289us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.57us + bytes / 2.93 GB/s, written at
# the measured sizes (the medians would give 7.3%).
# Residual: 10.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.95us 512K:202.7us 2M:739.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 328.4us + bytes / 2.24
# GB/s, written at the measured sizes (the medians would give 2.8%).
# Residual: 12.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:357.7us 256K:445.6us 2M:1.265ms 16M:7.824ms 64M:30.31ms 256M:120.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.326us + bytes / 788 GB/s, misses by 23.8% RMS, so
# it is not used.
# Residual: 13.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.886us 2M:4.601us 16M:26.56us 64M:93.99us 256M:366.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 16.86us +
# bytes / 67 GB/s, written at the measured sizes (the medians would give
# 5.4%).
# Residual: 14.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.84us 2M:48.17us 16M:267.3us 64M:1.019ms 256M:4.024ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 16.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.9us

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
# measured medians (15 points at 3 sizes): the best line, 8.763us + bytes /
# 215 GB/s, misses by 21.6% RMS, so it is not used.
# Residual: 21.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.48us 16M:87.91us 64M:317.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 375.4ns +
# bytes / 155 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 22.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.06us 16M:104.6us 64M:438.1us 256M:1.756ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.675us
# + bytes / 8.12 GB/s, misses by 32.8% RMS, so it is not used.
# Residual: 16.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.491us 64K:24.85us 2M:180.8us 16M:2.587ms 64M:11.14ms 256M:46.87ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.12us + bytes / 9.69 GB/s,
# misses by 20.0% RMS, so it is not used.
# Residual: 11.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.83us 64K:31.94us 2M:259.9us 16M:1.673ms 64M:6.579ms 256M:25.98ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.12 GB/s, misses by 27.4% RMS, so it is not used.
# Residual: 17.0% RMS relative over 20 repetitions.
host_read_ns = 64K:5.748us 2M:198us 16M:2.624ms 64M:11.5ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 18.3 GB/s, misses by
# 35.8% RMS, so it is not used.
# Residual: 12.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.412us 2M:82.38us 16M:1.565ms 64M:6.692ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 9.46 GB/s, written at the measured sizes (the medians would give
# 7.2%).
# Residual: 7.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.771us 2M:221.5us 16M:1.773ms 64M:7.091ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
