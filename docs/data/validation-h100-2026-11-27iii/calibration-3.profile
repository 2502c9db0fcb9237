# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-3.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T08:47:20Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T08:47:20Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.7% RMS relative over 5 repetitions.
launch_ns = 5us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.205us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.017us + bytes / 6.47e+03 GB/s, misses by 58.8% RMS,
# so it is not used.
# Residual: 30.6% RMS relative over 45 repetitions.
malloc_ns = 4K:4.646us 64K:3.135us 1M:2.663us 1536K:2.78us 2M:56.8us 8M:49.86us 64M:82.29us 256M:82.84us 1G:132.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.186us + bytes / 1.52e+03 GB/s, misses by 49.7% RMS, so it is
# not used.
# Residual: 19.9% RMS relative over 45 repetitions.
free_ns = 4K:2.742us 64K:3.096us 1M:2.232us 1536K:2.662us 2M:43.12us 8M:46.66us 64M:80.24us 256M:187.6us 1G:592us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 4.03us
# + bytes / 4.65e+03 GB/s, misses by 62.9% RMS, so it is not used.
# Residual: 35.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.082us 64K:3.33us 2M:29.85us 16M:29.72us 64M:48.53us 256M:49.56us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.42us + bytes / 1.88e+05 GB/s, written at the measured sizes (the
# medians would give 12.4%).
# Residual: 13.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.42us 64K:11.42us 2M:11.43us 16M:11.51us 64M:11.78us 256M:12.85us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 21.4%, 512K 21.2%, 1M 20.9%, 2M 20.3%, 4M 19.0%, 8M 16.2%, 16M
# 15.5%, 32M 15.6%.
# Residual: 18.9% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     70.53us     59.34us
# seq             2M          0         2         2     2097152           0       203us     254.1us
# seq            16M          0        16        16    16777216           0     1.793ms     2.033ms
# seq            64M          0        64        64    67108864           0     10.19ms     8.131ms
# seq           256M          0       256       256   268435456           0     35.51ms     32.52ms
# stride         64M        64K         4        32    67108864           0     5.549ms     5.112ms
# stride        256M         2M        16       128     8388608           0     2.335ms     2.541ms
# random         16M          0        16        16    16777216           0     1.798ms     2.033ms
# random         64M          0        39       104    67108864           0      9.34ms      7.39ms
# random        256M          0       127       907   268435456           0     37.28ms     33.01ms
# fresh           2M          0         2         2           0     2097152     97.38us     113.1us
# fresh          16M          0        16        16           0    16777216       830us     904.9us
# fresh          64M          0        64        64           0    67108864     4.286ms      3.62ms
# fresh         256M          0       256       256           0   268435456     17.91ms     14.48ms
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
# prefetch at the driver's defaults). Result: 45.13us per batch, 9.7us per VA
# block, bytes / 14.5 GB/s moved, 0ns per faulting kernel, bytes / 607 GB/s
# zero-filled.
# Residual: 18.9% RMS relative over 70 repetitions.
fault_batch_ns = 45.13us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.9% RMS relative over 70 repetitions.
fault_block_ns = 9.7us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:282.1ns 64K:4.513us 512K:36.1us 1M:72.21us 2M:144.4us

# One of the five coefficients of the fault model: see fault_batch_ns. This
# coefficient came out negative and is held at 0.
# Residual: 18.9% RMS relative over 70 repetitions.
fault_wake_ns = 0ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:6.752ns 64K:108ns 512K:864.2ns 1M:1.728us 2M:3.457us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 37.03us + bytes /
# 45.1 GB/s, misses by 18.5% RMS, so it is not used.
# Residual: 1.3% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:32.77us 256K:40.19us 1M:89.25us 2M:116.1us 4M:152.4us 16M:418.3us 64M:1.346ms 256M:5.305ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 17.35us + bytes / 16.2 GB/s, written at the
# measured sizes (the means would give 2.7%).
# Residual: 11.9% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:21.39us 256K:33.5us 1M:81.95us 2M:146.6us 4M:275.8us 16M:1.051ms 64M:4.152ms 256M:16.56ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 13.67us + bytes / 12.6 GB/s, written at the measured
# sizes (the means would give 8.6%).
# Residual: 9.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.88us 512K:55.33us 2M:180.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 22.19us + bytes / 4.21 GB/s, written at the
# measured sizes (the means would give 4.8%).
# Residual: 10.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.76us 512K:146.8us 2M:520.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 329.8us + bytes / 2.39 GB/s, written at the measured
# sizes (the medians would give 5.3%).
# Residual: 12.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:357.2us 256K:439.5us 2M:1.207ms 16M:7.351ms 64M:28.41ms 256M:112.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.414us + bytes / 1.61e+03 GB/s, misses by 18.9% RMS,
# so it is not used.
# Residual: 13.3% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.813us 256K:2.835us 1M:2.878us 2M:2.981us 4M:5.785us 16M:13.61us 64M:44.5us 256M:168.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 9.37us +
# bytes / 104 GB/s, written at the measured sizes (the medians would give
# 6.0%).
# Residual: 13.8% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:9.998us 256K:11.88us 1M:19.43us 2M:29.48us 4M:49.6us 16M:170.3us 64M:653us 256M:2.584ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.54us

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
# measured medians (15 points at 3 sizes): the best line, 6.934us + bytes /
# 294 GB/s, misses by 16.6% RMS, so it is not used.
# Residual: 16.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.05us 16M:64.3us 64M:234.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 24.15us + bytes / 252 GB/s, written at the measured
# sizes (the medians would give 6.5%).
# Residual: 6.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.47us 16M:90.75us 64M:290.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 826.7ns +
# bytes / 168 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.46us 16M:97.55us 64M:403.5us 256M:1.629ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.199us + bytes / 14.9 GB/s, misses by 23.9% RMS, so it is not used.
# Residual: 10.8% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:6.806us 8K:7.238us 16K:9.052us 32K:13.19us 64K:20.54us 128K:14.54us 256K:20.84us 512K:34.05us 1M:60.43us 2M:129.8us 4M:300.9us 8M:585.8us 16M:1.338ms 32M:2.811ms 64M:6.302ms 256M:29.56ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.53us + bytes / 12.6 GB/s,
# misses by 30.3% RMS, so it is not used.
# Residual: 10.2% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:11.45us 8K:9.421us 16K:13.96us 32K:23.47us 64K:25.88us 128K:37.11us 256K:53.03us 512K:95.44us 1M:172.1us 2M:251us 4M:353.4us 8M:622.1us 16M:1.177ms 32M:2.326ms 64M:4.469ms 256M:17.57ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 238.2ns +
# bytes / 17.1 GB/s, misses by 34.2% RMS, so it is not used.
# Residual: 20.1% RMS relative over 35 repetitions.
host_read_ns = 64K:4.521us 256K:12.75us 1M:50.74us 2M:112.5us 4M:259.8us 16M:1.703ms 64M:8.723ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 31.6 GB/s, misses by
# 33.8% RMS, so it is not used.
# Residual: 8.9% RMS relative over 35 repetitions.
host_write_ns = 64K:982ns 256K:6.828us 1M:25.64us 2M:51.9us 4M:180us 16M:887us 64M:5.369ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 839.1ns +
# bytes / 11.6 GB/s, written at the measured sizes (the medians would give
# 10.7%).
# Residual: 10.8% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.479us 256K:23.4us 1M:91.08us 2M:181.3us 4M:361.8us 16M:1.445ms 64M:5.776ms

