# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valC/gpu/calibration-8.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:36:25Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:36:25Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.8% RMS relative over 5 repetitions.
launch_ns = 3.387us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.4% RMS relative over 5 repetitions.
kernel_gap_ns = 2.188us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.805us + bytes / 4.83e+03 GB/s, misses by 57.8% RMS,
# so it is not used.
# Residual: 26.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.929us 64K:2.939us 1M:2.765us 1536K:2.795us 2M:52.62us 8M:49.45us 64M:57.44us 256M:61.88us 1G:186.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.157us + bytes / 1.45e+03 GB/s, misses by 48.4% RMS, so it is
# not used.
# Residual: 17.6% RMS relative over 45 repetitions.
free_ns = 4K:2.58us 64K:2.515us 1M:2.5us 1536K:2.592us 2M:41.73us 8M:46.53us 64M:97.34us 256M:186.3us 1G:623.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 2.68us
# + bytes / 7.44e+03 GB/s, misses by 64.4% RMS, so it is not used.
# Residual: 34.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.631us 64K:2.265us 2M:19.19us 16M:23.86us 64M:31.7us 256M:31.46us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.631us + bytes / 3.09e+05 GB/s, written at the measured sizes (the
# medians would give 7.3%).
# Residual: 7.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.631us 64K:9.631us 2M:9.638us 16M:9.685us 64M:9.848us 256M:10.5us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.3%, 512K 18.9%, 1M 18.3%, 2M 17.5%, 4M 18.1%, 8M 18.0%, 16M
# 16.9%, 32M 16.9%.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     97.38us     79.58us
# seq             2M          0         2         2     2097152           0     251.6us     282.7us
# seq            16M          0        16        16    16777216           0       1.9ms     2.102ms
# seq            64M          0        64        64    67108864           0     8.304ms     8.337ms
# seq           256M          0       256       256   268435456           0     31.34ms     33.28ms
# stride         64M        64K         4        32    67108864           0     5.309ms     5.454ms
# stride        256M         2M        16       128     8388608           0     2.097ms     2.376ms
# random         16M          0        16        16    16777216           0     2.016ms     2.102ms
# random         64M          0        39       104    67108864           0     10.22ms     7.564ms
# random        256M          0       127       907   268435456           0     52.99ms     32.86ms
# fresh           2M          0         2         2           0     2097152     151.3us     179.5us
# fresh          16M          0        16        16           0    16777216     1.173ms     1.276ms
# fresh          64M          0        64        64           0    67108864     6.003ms     5.034ms
# fresh         256M          0       256       256           0   268435456     24.68ms     20.07ms
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
# prefetch at the driver's defaults). Result: 43.78us per batch, 8.029us per
# VA block, bytes / 13.4 GB/s moved, 22.89us per faulting kernel, bytes / 39.6
# GB/s zero-filled.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_batch_ns = 43.78us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_block_ns = 8.029us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:305.1ns 64K:4.882us 512K:39.05us 1M:78.11us 2M:156.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_wake_ns = 22.89us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:103.5ns 64K:1.656us 512K:13.25us 1M:26.5us 2M:53us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 55.05us + bytes /
# 44.9 GB/s, misses by 21.5% RMS, so it is not used.
# Residual: 8.9% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:42.79us 256K:70.21us 1M:112.5us 2M:139.2us 4M:182.8us 16M:441.9us 64M:1.365ms 256M:5.418ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 17.28us + bytes / 9.58 GB/s, written at the
# measured sizes (the means would give 3.3%).
# Residual: 7.1% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:24.12us 256K:44.64us 1M:126.7us 2M:236.2us 4M:455us 16M:1.768ms 64M:7.021ms 256M:28.03ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 18.53us + bytes / 8.42 GB/s, written at the measured
# sizes (the means would give 7.1%).
# Residual: 7.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.31us 512K:80.76us 2M:267.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 22.48us + bytes / 2.78 GB/s, written at the
# measured sizes (the means would give 2.1%).
# Residual: 6.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.03us 512K:210.9us 2M:776.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 293.2us +
# bytes / 2.54 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 21.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:331.4us 256K:421.3us 2M:900.2us 16M:7.536ms 64M:29.28ms 256M:111.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.301us + bytes / 963 GB/s, misses by 19.1% RMS, so
# it is not used.
# Residual: 11.8% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.348us 256K:4.095us 1M:4.043us 2M:4.258us 4M:7.803us 16M:21.87us 64M:77.2us 256M:300.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 11.73us +
# bytes / 92.7 GB/s, written at the measured sizes (the medians would give
# 11.0%).
# Residual: 14.9% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:12.44us 256K:14.56us 1M:23.04us 2M:34.34us 4M:56.96us 16M:192.6us 64M:735.3us 256M:2.906ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 29.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.8us

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
# measured medians (15 points at 3 sizes): the best line, 10.88us + bytes /
# 278 GB/s, misses by 16.5% RMS, so it is not used.
# Residual: 16.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.17us 16M:76.98us 64M:239.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 48.76us + bytes / 229 GB/s, written at the measured
# sizes (the medians would give 11.8%).
# Residual: 11.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:57.92us 16M:122us 64M:341.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 76.16ns +
# bytes / 196 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.82us 16M:84.89us 64M:342.2us 256M:1.381ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.629us + bytes / 14.2 GB/s, misses by 26.8% RMS, so it is not used.
# Residual: 11.4% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.319us 8K:8.105us 16K:9.766us 32K:14.83us 64K:22.48us 128K:14.1us 256K:20.41us 512K:34.12us 1M:64.25us 2M:147.3us 4M:332.4us 8M:635.7us 16M:1.434ms 32M:3.155ms 64M:6.774ms 256M:30.77ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 15.17us + bytes / 9.68 GB/s,
# misses by 26.3% RMS, so it is not used.
# Residual: 13.5% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:17.95us 8K:13.31us 16K:13.34us 32K:18.4us 64K:30.66us 128K:42.74us 256K:71.06us 512K:119.1us 1M:191us 2M:254.7us 4M:458us 8M:820.2us 16M:1.56ms 32M:3.074ms 64M:6.002ms 256M:23.44ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 16.4 GB/s, misses by 33.9% RMS, so it is not used.
# Residual: 22.2% RMS relative over 35 repetitions.
host_read_ns = 64K:4.42us 256K:12.8us 1M:50.98us 2M:137.2us 4M:254.5us 16M:1.593ms 64M:8.238ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 31.3 GB/s, misses by
# 32.9% RMS, so it is not used.
# Residual: 10.1% RMS relative over 35 repetitions.
host_write_ns = 64K:981ns 256K:6.84us 1M:25.5us 2M:52.49us 4M:191.1us 16M:885.7us 64M:5.014ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 644.9ns +
# bytes / 11 GB/s, written at the measured sizes (the medians would give
# 4.0%).
# Residual: 4.9% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.626us 256K:24.57us 1M:96.35us 2M:192us 4M:383.5us 16M:1.532ms 64M:6.126ms

