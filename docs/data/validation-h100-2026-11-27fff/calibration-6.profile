# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-6.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T04:55:11Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T04:55:11Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.8% RMS relative over 5 repetitions.
launch_ns = 4.679us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.165us

# cudaMalloc, host time of the call, while a small allocation keeps the
# driver's first 2 MiB block mapped: from 2 MiB, calls of one size kept live,
# then freed, as a program makes them (case kept; files before it: case
# device, pairs); under 2 MiB, one cudaMalloc/cudaFree pair at a time, a
# request that fits in a mapped block (simrun charges the 2 MiB figure when
# one is mapped for it). The measured medians (420 points at 9 sizes): the
# best line, 2.824us + bytes / 6.37e+03 GB/s, misses by 73.5% RMS, so it is
# not used.
# Residual: 21.8% RMS relative over 420 repetitions.
malloc_ns = 4K:2.633us 64K:3.091us 1M:2.767us 1536K:2.913us 2M:54.23us 8M:54.03us 64M:81.47us 256M:90.37us 1G:133.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.346us + bytes / 1.26e+03 GB/s, misses by 46.3% RMS, so it is
# not used.
# Residual: 18.6% RMS relative over 45 repetitions.
free_ns = 4K:4.017us 64K:4.187us 1M:3.571us 1536K:3.587us 2M:44us 8M:49.38us 64M:85.25us 256M:199.7us 1G:768.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.698us + bytes / 3.35e+03 GB/s, misses by 63.2% RMS, so it is not used.
# Residual: 37.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.683us 64K:3.927us 2M:28.08us 16M:45.09us 64M:66.36us 256M:67.9us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 13.57us + bytes /
# 1.64e+05 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 16.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.28us 64K:14.49us 2M:13.33us 16M:13.11us 64M:14.46us 256M:15.12us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.6%, 512K 16.4%, 1M 16.2%, 2M 15.5%, 4M 15.0%, 8M 13.9%, 16M
# 13.4%, 32M 14.0%.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     97.34us     84.27us
# seq             2M          0         2         2     2097152           0     302.7us     333.4us
# seq            16M          0        16        16    16777216           0      2.04ms     2.548ms
# seq            64M          0        64        64    67108864           0      10.6ms     10.14ms
# seq           256M          0       256       256   268435456           0     43.62ms      40.5ms
# stride         64M        64K         4        32    67108864           0     7.064ms     6.888ms
# stride        256M         2M        16       128     8388608           0      3.11ms     3.436ms
# random         16M          0        16        16    16777216           0     2.581ms     2.548ms
# random         64M          0        39       104    67108864           0     11.47ms     9.577ms
# random        256M          0       127       907   268435456           0     54.72ms     44.21ms
# fresh           2M          0         2         2           0     2097152     154.7us     175.1us
# fresh          16M          0        16        16           0    16777216     1.155ms     1.281ms
# fresh          64M          0        64        64           0    67108864     5.742ms     5.074ms
# fresh         256M          0       256       256           0   268435456     24.92ms     20.25ms
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
# prefetch at the driver's defaults). Result: 46.26us per batch, 14.86us per
# VA block, bytes / 10.8 GB/s moved, 17.08us per faulting kernel, bytes / 58.6
# GB/s zero-filled.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_batch_ns = 46.26us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_block_ns = 14.86us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:379.1ns 64K:6.065us 512K:48.52us 1M:97.04us 2M:194.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_wake_ns = 17.08us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:69.92ns 64K:1.119us 512K:8.95us 1M:17.9us 2M:35.8us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 61.93us + bytes /
# 42.9 GB/s, misses by 26.6% RMS, so it is not used.
# Residual: 14.5% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:52.57us 256K:61.96us 1M:132.5us 2M:157.9us 4M:193.1us 16M:523.7us 64M:1.421ms 256M:5.513ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 19.74us + bytes / 8.72 GB/s, written at the
# measured sizes (the means would give 3.2%).
# Residual: 6.4% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:27.26us 256K:49.79us 1M:139.9us 2M:260.2us 4M:500.6us 16M:1.943ms 64M:7.713ms 256M:30.79ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 19.33us + bytes / 8.12 GB/s, written at the measured
# sizes (the means would give 9.7%).
# Residual: 9.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.4us 512K:83.89us 2M:277.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 23.68us + bytes / 2.96 GB/s, written at the
# measured sizes (the means would give 8.5%).
# Residual: 10.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.78us 512K:200.5us 2M:731.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 344.7us +
# bytes / 2.61 GB/s, misses by 17.3% RMS, so it is not used.
# Residual: 11.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:403us 256K:463us 2M:903us 16M:7.45ms 64M:28.42ms 256M:113ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.455us + bytes / 838 GB/s, misses by 20.0% RMS, so
# it is not used.
# Residual: 13.4% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.362us 256K:4.298us 1M:4.508us 2M:4.543us 4M:8.687us 16M:24.84us 64M:89.69us 256M:342.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 14.96us +
# bytes / 73.5 GB/s, written at the measured sizes (the medians would give
# 5.5%).
# Residual: 12.1% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:15.85us 256K:18.53us 1M:29.22us 2M:43.49us 4M:72.01us 16M:243.2us 64M:927.8us 256M:3.666ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 131.4us

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
# sizes): 6.162us + bytes / 212 GB/s, written at the measured sizes (the
# medians would give 14.4%).
# Residual: 14.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.07us 16M:85.4us 64M:323.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 29.13us + bytes / 171 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 15.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:40.91us 16M:134us 64M:407.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.603us +
# bytes / 152 GB/s, misses by 25.2% RMS, so it is not used.
# Residual: 25.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:17.88us 16M:105.4us 64M:455.6us 256M:1.834ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.521us + bytes / 11.1 GB/s, misses by 26.1% RMS, so it is not used.
# Residual: 12.2% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.167us 8K:8.002us 16K:9.559us 32K:15.19us 64K:22.3us 128K:18.6us 256K:23.86us 512K:41.38us 1M:79.46us 2M:188.5us 4M:408.4us 8M:831.6us 16M:1.861ms 32M:4.201ms 64M:9.006ms 256M:36.66ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.74us + bytes / 8.72 GB/s,
# misses by 24.8% RMS, so it is not used.
# Residual: 9.4% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:15.04us 8K:11.9us 16K:13.58us 32K:16.99us 64K:31.43us 128K:46.52us 256K:70.87us 512K:121.3us 1M:208.1us 2M:281.5us 4M:459us 8M:889.4us 16M:1.652ms 32M:3.295ms 64M:7.418ms 256M:26.82ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 35
# points at 7 sizes): 0ns + bytes / 5.51 GB/s, written at the measured sizes
# (the medians would give 11.5%).
# Residual: 12.8% RMS relative over 35 repetitions.
host_read_ns = 64K:11.45us 256K:47.1us 1M:189.7us 2M:379.8us 4M:760.1us 16M:3.042ms 64M:12.17ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 26.1 GB/s, misses by
# 34.8% RMS, so it is not used.
# Residual: 10.3% RMS relative over 35 repetitions.
host_write_ns = 64K:1.403us 256K:7.045us 1M:29.55us 2M:78.35us 4M:226.1us 16M:1.087ms 64M:5.868ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 89.63ns +
# bytes / 9.45 GB/s, written at the measured sizes (the medians would give
# 5.0%).
# Residual: 5.3% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:7.027us 256K:27.84us 1M:111.1us 2M:222.1us 4M:444.1us 16M:1.776ms 64M:7.104ms

