# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-1.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T20:21:00Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T20:21:00Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 10.8% RMS relative over 5 repetitions.
launch_ns = 2.88us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.993us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.535us + bytes / 4.44e+03 GB/s, misses by 60.7% RMS,
# so it is not used.
# Residual: 29.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.484us 64K:2.774us 1M:2.669us 1536K:2.543us 2M:64.22us 8M:45.49us 64M:60.66us 256M:76.24us 1G:192.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.911us + bytes / 1.64e+03 GB/s, misses by 49.3% RMS, so it is
# not used.
# Residual: 18.2% RMS relative over 45 repetitions.
free_ns = 4K:2.073us 64K:2.369us 1M:2.341us 1536K:2.261us 2M:44.81us 8M:43.16us 64M:81.13us 256M:167.6us 1G:546.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.388us + bytes / 9.38e+03 GB/s, misses by 63.8% RMS, so it is not used.
# Residual: 34.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.219us 64K:2.085us 2M:17.02us 16M:19.36us 64M:25.02us 256M:25.23us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.474us + bytes / 5.53e+05 GB/s, written at the measured sizes (the
# medians would give 11.0%).
# Residual: 11.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.474us 64K:7.474us 2M:7.477us 16M:7.504us 64M:7.595us 256M:7.959us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.7%, 512K 18.3%, 1M 17.6%, 2M 16.6%, 4M 15.9%, 8M 16.1%, 16M
# 16.8%, 32M 17.7%.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     68.13us     54.53us
# seq             2M          0         2         2     2097152           0     177.8us     202.8us
# seq            16M          0        16        16    16777216           0     1.238ms     1.343ms
# seq            64M          0        64        64    67108864           0     5.791ms     5.253ms
# seq           256M          0       256       256   268435456           0     27.67ms     20.89ms
# stride         64M        64K        16        32    67108864           0     4.875ms     4.926ms
# stride        256M         2M        64       128     8388608           0     1.745ms     1.918ms
# random         16M          0         9        23    16777216           0     1.339ms     1.415ms
# random         64M          0        35       230    67108864           0     6.291ms      6.95ms
# random        256M          0       128      1431   268435456           0     45.21ms      32.9ms
# fresh           2M          0         2         2           0     2097152     130.8us     165.6us
# fresh          16M          0        16        16           0    16777216     1.048ms     1.046ms
# fresh          64M          0        64        64           0    67108864     5.034ms     4.064ms
# fresh         256M          0       256       256           0   268435456     18.17ms     16.14ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 10.22us per VA
# block, bytes / 14.7 GB/s moved, 39.85us per faulting kernel, bytes / 19.9
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_block_ns = 10.22us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:278.3ns 64K:4.452us 512K:35.62us 1M:71.23us 2M:142.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_wake_ns = 39.85us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:205.7ns 64K:3.291us 512K:26.33us 1M:52.65us 2M:105.3us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 31.9us + bytes /
# 47.4 GB/s, misses by 17.3% RMS, so it is not used.
# Residual: 2.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:30.46us 2M:117.6us 16M:407.7us 64M:1.336ms 256M:5.281ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.57us + bytes / 17.6 GB/s, written at
# the measured sizes (the medians would give 4.0%).
# Residual: 9.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.28us 2M:133.4us 16M:965.4us 64M:3.818ms 256M:15.23ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.5us + bytes / 14.5 GB/s, written at the
# measured sizes (the medians would give 8.7%).
# Residual: 8.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.02us 512K:49.65us 2M:158.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21us + bytes / 4.63 GB/s, written at the
# measured sizes (the medians would give 12.3%).
# Residual: 14.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.17us 512K:134.3us 2M:474.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 280.2us + bytes / 3.38 GB/s, misses by 18.4% RMS, so
# it is not used.
# Residual: 11.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:332.2us 256K:375.4us 2M:690.8us 16M:5.566ms 64M:23.08ms 256M:88.93ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.646us + bytes / 1.88e+03 GB/s, misses by 19.3% RMS,
# so it is not used.
# Residual: 10.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.183us 2M:2.212us 16M:11.22us 64M:38.77us 256M:150.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 9.819us +
# bytes / 117 GB/s, written at the measured sizes (the medians would give
# 4.4%).
# Residual: 13.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:10.38us 2M:27.7us 16M:152.9us 64M:582.1us 256M:2.299ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.14us

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
# sizes): 6.136us + bytes / 320 GB/s, written at the measured sizes (the
# medians would give 13.2%).
# Residual: 13.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.69us 16M:58.6us 64M:216us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 23.06us + bytes / 215 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 15.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.44us 16M:106.4us 64M:324.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.373us +
# bytes / 202 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.83us 16M:83.56us 64M:331.9us 256M:1.356ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.249us
# + bytes / 12 GB/s, misses by 26.9% RMS, so it is not used.
# Residual: 13.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.803us 64K:23.77us 2M:134.2us 16M:1.559ms 64M:6.406ms 256M:28.26ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.33us + bytes / 14.7 GB/s,
# misses by 24.4% RMS, so it is not used.
# Residual: 12.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.66us 64K:26.46us 2M:221.9us 16M:1.135ms 64M:4.221ms 256M:16.52ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 16.3 GB/s, misses by 37.3% RMS, so it is not used.
# Residual: 32.0% RMS relative over 20 repetitions.
host_read_ns = 64K:2.806us 2M:93.13us 16M:1.831ms 64M:7.041ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 35.1 GB/s, misses by
# 39.5% RMS, so it is not used.
# Residual: 14.8% RMS relative over 20 repetitions.
host_write_ns = 64K:848ns 2M:43.03us 16M:823.9us 64M:4.194ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 12.1 GB/s, written at the measured sizes (the medians would give
# 6.0%).
# Residual: 6.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.152us 2M:172.4us 16M:1.381ms 64M:5.523ms

