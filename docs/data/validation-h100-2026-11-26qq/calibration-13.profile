# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T19:22:02Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:22:02Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.6% RMS relative over 5 repetitions.
launch_ns = 4.556us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.192us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.497us + bytes / 4.28e+03 GB/s, misses by 60.0% RMS,
# so it is not used.
# Residual: 25.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.621us 64K:2.943us 1M:2.809us 1536K:2.253us 2M:65.17us 8M:48.77us 64M:83.97us 256M:85.94us 1G:201.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.934us + bytes / 1.46e+03 GB/s, misses by 49.8% RMS, so it is
# not used.
# Residual: 17.5% RMS relative over 45 repetitions.
free_ns = 4K:2.509us 64K:2.482us 1M:2.438us 1536K:2.166us 2M:45.74us 8M:45.23us 64M:79.94us 256M:197.5us 1G:628.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.549us + bytes / 8.36e+03 GB/s, misses by 63.2% RMS, so it is not used.
# Residual: 40.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.184us 64K:2.397us 2M:15.54us 16M:18.73us 64M:37.8us 256M:28.45us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 8.906us + bytes / 1.24e+06 GB/s, written at the measured sizes (the
# medians would give 6.1%).
# Residual: 6.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:8.906us 64K:8.906us 2M:8.907us 16M:8.919us 64M:8.96us 256M:9.122us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.8%, 512K 14.7%, 1M 14.7%, 2M 14.9%, 4M 15.5%, 8M 16.4%, 16M
# 17.4%, 32M 18.5%.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     58.94us     60.78us
# seq             2M          0         2         2     2097152           0     185.2us     205.1us
# seq            16M          0        16        16    16777216           0     1.171ms     1.321ms
# seq            64M          0        64        64    67108864           0     5.942ms     5.145ms
# seq           256M          0       256       256   268435456           0     25.91ms     20.44ms
# stride         64M        64K        64        64    67108864           0     4.846ms     5.145ms
# stride        256M         2M       128       128     8388608           0     1.982ms     1.964ms
# random         16M          0        10        55    16777216           0     1.776ms     1.691ms
# random         64M          0        38       373    67108864           0     7.805ms     8.104ms
# random        256M          0       160      1651   268435456           0     34.16ms     33.82ms
# fresh           2M          0         2         2           0     2097152     332.4us     210.6us
# fresh          16M          0        16        16           0    16777216     1.629ms     1.364ms
# fresh          64M          0        64        64           0    67108864     4.884ms      5.32ms
# fresh         256M          0       256       256           0   268435456     17.86ms     21.14ms
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
# prefetch at the driver's defaults). Result: 1.013us per batch, 9.661us per
# VA block, bytes / 15.2 GB/s moved, 45.79us per faulting kernel, bytes / 14.6
# GB/s zero-filled.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_batch_ns = 1.013us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_block_ns = 9.661us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:269.5ns 64K:4.312us 512K:34.5us 1M:69us 2M:138us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_wake_ns = 45.79us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:280.2ns 64K:4.483us 512K:35.87us 1M:71.73us 2M:143.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.18us + bytes /
# 45.2 GB/s, misses by 19.9% RMS, so it is not used.
# Residual: 9.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.16us 2M:129.8us 16M:433.9us 64M:1.4ms 256M:5.541ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.14us + bytes / 11.2 GB/s, written at
# the measured sizes (the medians would give 6.3%).
# Residual: 8.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.98us 2M:203.8us 16M:1.511ms 64M:5.991ms 256M:23.91ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 15.87us + bytes / 8.68 GB/s, written at the
# measured sizes (the medians would give 9.9%).
# Residual: 10.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.43us 512K:76.31us 2M:257.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 26.49us + bytes / 3.38 GB/s, written at
# the measured sizes (the medians would give 8.0%).
# Residual: 12.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.87us 512K:181.6us 2M:646.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 245.6us + bytes / 3.18 GB/s, misses by 32.1% RMS, so
# it is not used.
# Residual: 29.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:286.4us 256K:353.9us 2M:686.5us 16M:5.732ms 64M:24.13ms 256M:104.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.007us + bytes / 843 GB/s, misses by 24.1% RMS, so
# it is not used.
# Residual: 15.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.319us 2M:4.266us 16M:22.77us 64M:94.71us 256M:343.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.462us + bytes / 113 GB/s, misses by
# 16.7% RMS, so it is not used.
# Residual: 8.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.34us 2M:22.7us 16M:162.5us 64M:614.4us 256M:2.895ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.38us

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
# measured medians (15 points at 3 sizes): the best line, 4.98us + bytes / 289
# GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 16.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.27us 16M:61.49us 64M:242us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line, 23.2us
# + bytes / 217 GB/s, misses by 21.6% RMS, so it is not used.
# Residual: 21.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.59us 16M:103.7us 64M:324.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 673.1ns +
# bytes / 200 GB/s, misses by 22.0% RMS, so it is not used.
# Residual: 22.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.2us 16M:83.71us 64M:335us 256M:1.358ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.584us
# + bytes / 12.5 GB/s, misses by 30.8% RMS, so it is not used.
# Residual: 19.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.037us 64K:22.72us 2M:144.6us 16M:1.178ms 64M:6.397ms 256M:27.71ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.6us + bytes / 14.3 GB/s,
# misses by 23.6% RMS, so it is not used.
# Residual: 10.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.374us 64K:26.08us 2M:221.7us 16M:1.08ms 64M:4.376ms 256M:17.64ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 10.3 GB/s, misses by 26.5% RMS, so it is not used.
# Residual: 25.3% RMS relative over 20 repetitions.
host_read_ns = 64K:5.522us 2M:175.2us 16M:1.748ms 64M:7.645ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 35.5 GB/s, misses by
# 36.8% RMS, so it is not used.
# Residual: 12.7% RMS relative over 20 repetitions.
host_write_ns = 64K:853ns 2M:43.03us 16M:687.3us 64M:4.035ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 12.7 GB/s, written at the measured sizes (the medians would give
# 4.9%).
# Residual: 4.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.712us 2M:164.3us 16M:1.317ms 64M:5.27ms

