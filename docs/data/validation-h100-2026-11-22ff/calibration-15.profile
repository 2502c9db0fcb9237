# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-15.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:18:56Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:18:56Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.2% RMS relative over 5 repetitions.
launch_ns = 4.731us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.184us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.885us + bytes / 4.15e+03 GB/s, misses by 57.9% RMS,
# so it is not used.
# Residual: 24.6% RMS relative over 45 repetitions.
malloc_ns = 4K:3.191us 64K:3.138us 1M:2.849us 1536K:2.808us 2M:77.92us 8M:55.45us 64M:85us 256M:88.72us 1G:206.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.997us + bytes / 1.29e+03 GB/s, misses by 50.3% RMS, so it is
# not used.
# Residual: 19.7% RMS relative over 45 repetitions.
free_ns = 4K:2.596us 64K:2.487us 1M:2.31us 1536K:2.543us 2M:50.54us 8M:51.73us 64M:88.64us 256M:213.9us 1G:722.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.004us + bytes / 2.65e+03 GB/s, misses by 66.0% RMS, so it is not used.
# Residual: 36.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.821us 64K:3.59us 2M:31.39us 16M:54.44us 64M:80.41us 256M:83.5us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.48us + bytes / 6.17e+05 GB/s, written at the measured sizes (the
# medians would give 8.2%).
# Residual: 9.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.48us 64K:13.48us 2M:13.49us 16M:13.51us 64M:13.59us 256M:13.92us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.2%, 512K 20.0%, 1M 19.8%, 2M 19.1%, 4M 17.9%, 8M 15.4%, 16M
# 14.9%, 32M 15.5%.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     119.2us     84.21us
# seq             2M          0         2         2     2097152           0     279.6us     324.8us
# seq            16M          0        16        16    16777216           0     2.171ms     2.455ms
# seq            64M          0        64        64    67108864           0     9.768ms     9.756ms
# seq           256M          0       256       256   268435456           0     44.31ms     38.96ms
# stride         64M        64K         4        32    67108864           0     6.511ms     6.717ms
# stride        256M         2M        16       128     8388608           0     3.143ms     3.414ms
# random         16M          0        16        16    16777216           0     2.492ms     2.455ms
# random         64M          0        39       104    67108864           0     11.18ms     9.306ms
# random        256M          0       127       907   268435456           0     50.85ms     43.45ms
# fresh           2M          0         2         2           0     2097152     114.1us     136.1us
# fresh          16M          0        16        16           0    16777216     825.8us     945.2us
# fresh          64M          0        64        64           0    67108864     4.295ms     3.719ms
# fresh         256M          0       256       256           0   268435456     18.04ms     14.82ms
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
# prefetch at the driver's defaults). Result: 42.49us per batch, 15.3us per VA
# block, bytes / 11.1 GB/s moved, 20.53us per faulting kernel, bytes * 0 ns/B
# zero-filled.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_batch_ns = 42.49us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_block_ns = 15.3us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:368.5ns 64K:5.896us 512K:47.17us 1M:94.33us 2M:188.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_wake_ns = 20.53us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 42.74us + bytes /
# 45.2 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 4.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.15us 2M:127.8us 16M:458.6us 64M:1.42ms 256M:5.445ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 15.51us + bytes / 12.9 GB/s, misses by 15.0% RMS, so it is not used.
# Residual: 12.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.16us 2M:241.4us 16M:1.282ms 64M:5.323ms 256M:18.2ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.07us + bytes / 7.76 GB/s, written at the
# measured sizes (the medians would give 6.9%).
# Residual: 6.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.51us 512K:84.62us 2M:287.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 18.62us + bytes / 3.46 GB/s, misses by 16.6% RMS, so it is not used.
# Residual: 15.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.03us 512K:187.7us 2M:585.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 347.1us + bytes / 2.14
# GB/s, written at the measured sizes (the medians would give 4.0%).
# Residual: 12.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:377.7us 256K:469.6us 2M:1.327ms 16M:8.186ms 64M:31.7ms 256M:125.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.026us + bytes / 1.49e+03 GB/s, misses by 22.1% RMS,
# so it is not used.
# Residual: 14.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.768us 2M:2.711us 16M:14.69us 64M:48.24us 256M:189.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.83us + bytes / 72.9 GB/s, misses
# by 15.7% RMS, so it is not used.
# Residual: 9.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.25us 2M:34.13us 16M:285us 64M:987.6us 256M:3.971ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 33.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 133.3us

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
# measured medians (15 points at 3 sizes): the best line, 7.398us + bytes /
# 234 GB/s, misses by 20.9% RMS, so it is not used.
# Residual: 20.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.42us 16M:77.12us 64M:300.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.594us +
# bytes / 151 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.66us 16M:111.8us 64M:437.5us 256M:1.853ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.283us
# + bytes / 8.77 GB/s, misses by 28.4% RMS, so it is not used.
# Residual: 17.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.904us 64K:25.39us 2M:194.7us 16M:1.767ms 64M:9.258ms 256M:39.84ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.87us + bytes / 9.62 GB/s,
# misses by 22.1% RMS, so it is not used.
# Residual: 11.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.6us 64K:31.66us 2M:284.7us 16M:1.737ms 64M:6.025ms 256M:27.26ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.24 GB/s, misses by 27.0% RMS, so it is not used.
# Residual: 15.7% RMS relative over 20 repetitions.
host_read_ns = 64K:5.445us 2M:194.5us 16M:2.732ms 64M:10.79ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22.5 GB/s, misses by
# 40.7% RMS, so it is not used.
# Residual: 13.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.13us 2M:66.7us 16M:1.52ms 64M:6.17ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 931.8ns +
# bytes / 9.18 GB/s, written at the measured sizes (the medians would give
# 10.0%).
# Residual: 10.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.069us 2M:229.3us 16M:1.828ms 64M:7.31ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
