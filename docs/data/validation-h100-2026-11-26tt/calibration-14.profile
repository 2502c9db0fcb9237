# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-14.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T21:08:00Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:08:00Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.3% RMS relative over 5 repetitions.
launch_ns = 4.499us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.068us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.378us + bytes / 6.2e+03 GB/s, misses by 57.0% RMS,
# so it is not used.
# Residual: 30.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.24us 64K:2.764us 1M:2.432us 1536K:2.373us 2M:60.6us 8M:80.49us 64M:52.76us 256M:57.09us 1G:140us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.474us + bytes / 1.43e+03 GB/s, misses by 52.5% RMS, so it is
# not used.
# Residual: 28.0% RMS relative over 45 repetitions.
free_ns = 4K:3.319us 64K:3.224us 1M:3.145us 1536K:2.477us 2M:39.16us 8M:69.51us 64M:97.53us 256M:197.6us 1G:648.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.169us + bytes / 3.72e+03 GB/s, misses by 64.9% RMS, so it is not used.
# Residual: 36.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.083us 64K:3.538us 2M:27.17us 16M:38.41us 64M:57.24us 256M:60.86us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.49us + bytes / 6.26e+05 GB/s, written at the measured sizes (the
# medians would give 11.0%).
# Residual: 11.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.49us 64K:14.49us 2M:14.49us 16M:14.51us 64M:14.59us 256M:14.92us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 21.2%, 512K 20.9%, 1M 20.3%, 2M 19.6%, 4M 19.4%, 8M 18.9%, 16M
# 18.7%, 32M 19.2%.
# Residual: 24.5% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     117.2us     88.27us
# seq             2M          0         2         2     2097152           0     291.1us     332.9us
# seq            16M          0        16        16    16777216           0     1.978ms     2.529ms
# seq            64M          0        64        64    67108864           0     10.23ms     10.06ms
# seq           256M          0       256       256   268435456           0     45.57ms     40.18ms
# stride         64M        64K         4        32    67108864           0     7.211ms     6.706ms
# stride        256M         2M        16       128     8388608           0     3.115ms     3.544ms
# random         16M          0        16        16    16777216           0     2.433ms     2.529ms
# random         64M          0        39       104    67108864           0     12.33ms     9.501ms
# random        256M          0       127       907   268435456           0     60.61ms      44.3ms
# fresh           2M          0         2         2           0     2097152     144.4us     173.1us
# fresh          16M          0        16        16           0    16777216     1.108ms     1.251ms
# fresh          64M          0        64        64           0    67108864     6.195ms     4.945ms
# fresh         256M          0       256       256           0   268435456     26.77ms     19.72ms
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
# prefetch at the driver's defaults). Result: 47.47us per batch, 15.75us per
# VA block, bytes / 11.2 GB/s moved, 19.2us per faulting kernel, bytes / 76.3
# GB/s zero-filled.
# Residual: 24.5% RMS relative over 70 repetitions.
fault_batch_ns = 47.47us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.5% RMS relative over 70 repetitions.
fault_block_ns = 15.75us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:365.8ns 64K:5.852us 512K:46.82us 1M:93.64us 2M:187.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.5% RMS relative over 70 repetitions.
fault_wake_ns = 19.2us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:53.69ns 64K:859.1ns 512K:6.873us 1M:13.75us 2M:27.49us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 61.88us + bytes /
# 44.6 GB/s, misses by 21.8% RMS, so it is not used.
# Residual: 13.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:56.54us 2M:160.1us 16M:484.4us 64M:1.447ms 256M:5.644ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 19.55us + bytes / 10.1 GB/s, written at
# the measured sizes (the medians would give 4.1%).
# Residual: 6.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.05us 2M:227.5us 16M:1.683ms 64M:6.674ms 256M:26.64ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.49us + bytes / 8.05 GB/s, written at the
# measured sizes (the medians would give 12.1%).
# Residual: 12.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.63us 512K:83.6us 2M:278.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22us + bytes / 3.14 GB/s, written at the
# measured sizes (the medians would give 11.7%).
# Residual: 12.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.88us 512K:189us 2M:690.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 324.7us + bytes / 2.46 GB/s, written at the measured
# sizes (the medians would give 7.2%).
# Residual: 13.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:351.4us 256K:431.2us 2M:1.176ms 16M:7.137ms 64M:27.57ms 256M:109.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.884us + bytes / 1.08e+03 GB/s, misses by 23.4% RMS,
# so it is not used.
# Residual: 15.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.974us 2M:3.833us 16M:19.33us 64M:67.4us 256M:271.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 17.76us +
# bytes / 67.5 GB/s, written at the measured sizes (the medians would give
# 7.7%).
# Residual: 12.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.73us 2M:48.84us 16M:266.4us 64M:1.012ms 256M:3.996ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.3us

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
# measured medians (15 points at 3 sizes): the best line, 8.329us + bytes /
# 211 GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 15.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.11us 16M:92.64us 64M:313.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 34.02us + bytes / 165 GB/s, written at the measured
# sizes (the medians would give 9.8%).
# Residual: 11.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:46.73us 16M:135.7us 64M:440.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.325us +
# bytes / 167 GB/s, misses by 23.7% RMS, so it is not used.
# Residual: 23.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.46us 16M:95.6us 64M:397.9us 256M:1.752ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.37us
# + bytes / 8.49 GB/s, misses by 32.0% RMS, so it is not used.
# Residual: 16.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.062us 64K:25.54us 2M:178.4us 16M:2.405ms 64M:9.946ms 256M:42.1ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.02us + bytes / 8.51 GB/s,
# misses by 23.9% RMS, so it is not used.
# Residual: 15.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.84us 64K:33.66us 2M:313.2us 16M:1.751ms 64M:8.428ms 256M:28.39ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.73 GB/s, misses by 25.5% RMS, so it is not used.
# Residual: 18.8% RMS relative over 20 repetitions.
host_read_ns = 64K:4.781us 2M:215.4us 16M:2.514ms 64M:11.26ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 18.8 GB/s, misses by
# 33.7% RMS, so it is not used.
# Residual: 13.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.611us 2M:81.64us 16M:1.23ms 64M:6.643ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (20 points at 4 sizes): the best line, 63.7ns + bytes / 8.44 GB/s, misses by
# 21.9% RMS, so it is not used.
# Residual: 21.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.801us 2M:297.3us 16M:1.944ms 64M:7.237ms

