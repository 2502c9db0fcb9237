# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate /root/out/cal-1.profile --base
# profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:58:25Z: NVIDIA H100
# 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000. Every
# repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:58:25Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.9% RMS relative over 5 repetitions.
launch_ns = 2.978us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.999us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.772us + bytes / 9.56e+03 GB/s, misses by 58.9% RMS,
# so it is not used.
# Residual: 24.3% RMS relative over 45 repetitions.
malloc_ns = 4K:1.768us 64K:1.869us 1M:1.716us 1536K:1.805us 2M:41.72us 8M:36.91us 64M:39.8us 256M:64.27us 1G:87.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.256us + bytes / 2.47e+03 GB/s, misses by 50.7% RMS, so it is
# not used.
# Residual: 19.7% RMS relative over 45 repetitions.
free_ns = 4K:1.544us 64K:1.426us 1M:1.48us 1536K:1.52us 2M:32.47us 8M:34.15us 64M:56.24us 256M:116.7us 1G:357.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.433us + bytes / 4.73e+03 GB/s, misses by 61.8% RMS, so it is not used.
# Residual: 36.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.256us 64K:2.151us 2M:15us 16M:18.36us 64M:28.52us 256M:45.8us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.291us + bytes / 5.98e+05 GB/s, written at the measured sizes (the
# medians would give 8.9%).
# Residual: 9.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.291us 64K:7.291us 2M:7.295us 16M:7.319us 64M:7.403us 256M:7.74us

# Model parameter (pages per batch), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 21.1%, 512K 21.0%, 1M 20.9%, 2M 20.5%, 4M 18.8%, 8M 17.1%, 16M
# 16.7%, 32M 17.0%.
# Residual: 21.6% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     89.02us     68.94us
# seq             2M          0         2         2     2097152           0     272.6us     266.1us
# seq            16M          0        16        16    16777216           0     1.992ms     2.045ms
# seq            64M          0        64        64    67108864           0     7.971ms     8.146ms
# seq           256M          0       256       256   268435456           0     27.47ms     32.55ms
# stride         64M        64K         4        32    67108864           0      6.38ms     5.398ms
# stride        256M         2M        16       128     8388608           0     2.828ms     3.025ms
# random         16M          0        16        16    16777216           0      2.01ms     2.045ms
# random         64M          0        39       104    67108864           0     7.606ms     7.752ms
# random        256M          0       127       907   268435456           0      41.8ms     36.78ms
# fresh           2M          0         2         2           0     2097152     94.37us     116.6us
# fresh          16M          0        16        16           0    16777216     766.6us     849.8us
# fresh          64M          0        64        64           0    67108864     3.882ms     3.364ms
# fresh         256M          0       256       256           0   268435456     23.06ms     13.42ms
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
# prefetch at the driver's defaults). Result: 38.29us per batch, 14.08us per
# VA block, bytes / 14 GB/s moved, 11.9us per faulting kernel, bytes * 0 ns/B
# zero-filled.
# Residual: 21.6% RMS relative over 70 repetitions.
fault_batch_ns = 38.29us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.6% RMS relative over 70 repetitions.
fault_block_ns = 14.08us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:291.9ns 64K:4.67us 512K:37.36us 1M:74.73us 2M:149.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.6% RMS relative over 70 repetitions.
fault_wake_ns = 11.9us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 21.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.1us + bytes /
# 47.4 GB/s, misses by 17.5% RMS, so it is not used.
# Residual: 5.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.78us 2M:126.7us 16M:410.7us 64M:1.347ms 256M:5.347ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.48us + bytes / 17 GB/s, written at the
# measured sizes (the medians would give 5.2%).
# Residual: 10.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.33us 2M:139.9us 16M:1.004ms 64M:3.967ms 256M:15.82ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 22.86us + bytes / 14.6 GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 14.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.93us 512K:55.85us 2M:173.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.36us + bytes / 3.37 GB/s, written at
# the measured sizes (the medians would give 12.6%).
# Residual: 12.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:40.83us 512K:177.1us 2M:644.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 280.3us + bytes / 3.31 GB/s, misses by 18.5% RMS, so
# it is not used.
# Residual: 10.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:327.2us 256K:390.4us 2M:689.7us 16M:5.639ms 64M:23.3ms 256M:96.06ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.696us + bytes / 1.9e+03 GB/s, misses by 22.9% RMS,
# so it is not used.
# Residual: 13.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.422us 2M:2.199us 16M:11.28us 64M:38.82us 256M:150.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.42us + bytes / 114 GB/s, misses by
# 18.0% RMS, so it is not used.
# Residual: 11.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.51us 2M:23.2us 16M:171.5us 64M:664.5us 256M:2.425ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 28.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.91us

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
# measured medians (15 points at 3 sizes): the best line, 5.979us + bytes /
# 320 GB/s, misses by 20.5% RMS, so it is not used.
# Residual: 20.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.55us 16M:58.06us 64M:217us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.37us +
# bytes / 204 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.69us 16M:82.72us 64M:329.5us 256M:1.331ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.836us
# + bytes / 12 GB/s, misses by 28.7% RMS, so it is not used.
# Residual: 13.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.359us 64K:23.06us 2M:127.6us 16M:1.758ms 64M:6.724ms 256M:30.82ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.05us + bytes / 12 GB/s,
# misses by 26.6% RMS, so it is not used.
# Residual: 14.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.71us 64K:29.45us 2M:229.4us 16M:1.624ms 64M:6.075ms 256M:17.28ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.3 GB/s, misses by 35.0% RMS, so it is not used.
# Residual: 17.1% RMS relative over 20 repetitions.
host_read_ns = 64K:4.453us 2M:116.2us 16M:1.942ms 64M:8.503ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.5 GB/s, misses by
# 40.8% RMS, so it is not used.
# Residual: 14.7% RMS relative over 20 repetitions.
host_write_ns = 64K:967ns 2M:51.15us 16M:975.9us 64M:5.085ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (20 points at 4 sizes): the best line, 4.31us + bytes / 6.91 GB/s, misses by
# 20.0% RMS, so it is not used.
# Residual: 6.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:13.66us 2M:438.8us 16M:2.784ms 64M:7.78ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
