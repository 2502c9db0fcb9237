# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valA/gpu/calibration-7.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:20:24Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:20:24Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.1% RMS relative over 5 repetitions.
launch_ns = 4.571us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.982us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.758us + bytes / 7.74e+03 GB/s, misses by 58.6% RMS,
# so it is not used.
# Residual: 25.6% RMS relative over 45 repetitions.
malloc_ns = 4K:3.62us 64K:3.616us 1M:3.87us 1536K:3.568us 2M:53.06us 8M:46.9us 64M:54.84us 256M:78.29us 1G:110.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.797us + bytes / 1.44e+03 GB/s, misses by 49.3% RMS, so it is
# not used.
# Residual: 20.3% RMS relative over 45 repetitions.
free_ns = 4K:3.044us 64K:3.257us 1M:3.343us 1536K:3.03us 2M:40.12us 8M:45.25us 64M:95.22us 256M:195.3us 1G:608.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.312us + bytes / 3.16e+03 GB/s, misses by 66.6% RMS, so it is not used.
# Residual: 41.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.872us 64K:3.515us 2M:41.44us 16M:51.61us 64M:70.49us 256M:71.8us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.01us + bytes / 9.31e+04 GB/s, written at the measured sizes (the
# medians would give 12.5%).
# Residual: 13.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.01us 64K:13.01us 2M:13.03us 16M:13.19us 64M:13.73us 256M:15.89us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.6%, 512K 18.4%, 1M 18.1%, 2M 17.3%, 4M 16.2%, 8M 14.8%, 16M
# 14.3%, 32M 14.7%.
# Residual: 17.9% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     82.91us     70.37us
# seq             2M          0         2         2     2097152           0     239.9us     288.3us
# seq            16M          0        16        16    16777216           0     2.008ms     2.201ms
# seq            64M          0        64        64    67108864           0     9.667ms      8.76ms
# seq           256M          0       256       256   268435456           0      39.5ms        35ms
# stride         64M        64K         4        32    67108864           0     6.525ms     6.069ms
# stride        256M         2M        16       128     8388608           0      2.47ms     2.724ms
# random         16M          0        16        16    16777216           0     1.992ms     2.201ms
# random         64M          0        39       104    67108864           0     8.274ms     8.219ms
# random        256M          0       127       907   268435456           0     52.01ms     37.03ms
# fresh           2M          0         2         2           0     2097152     152.8us     171.1us
# fresh          16M          0        16        16           0    16777216     1.123ms     1.264ms
# fresh          64M          0        64        64           0    67108864     5.661ms      5.01ms
# fresh         256M          0       256       256           0   268435456     25.03ms     19.99ms
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
# prefetch at the driver's defaults). Result: 39.05us per batch, 10.87us per
# VA block, bytes / 12.1 GB/s moved, 15.04us per faulting kernel, bytes / 37.3
# GB/s zero-filled.
# Residual: 17.9% RMS relative over 70 repetitions.
fault_batch_ns = 39.05us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.9% RMS relative over 70 repetitions.
fault_block_ns = 10.87us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:338.8ns 64K:5.42us 512K:43.36us 1M:86.73us 2M:173.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.9% RMS relative over 70 repetitions.
fault_wake_ns = 15.04us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:109.9ns 64K:1.758us 512K:14.06us 1M:28.12us 2M:56.25us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 40.91us + bytes /
# 43.8 GB/s, misses by 18.7% RMS, so it is not used.
# Residual: 2.2% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:35.44us 256K:45.01us 1M:91.09us 2M:120us 4M:171.2us 16M:443.3us 64M:1.387ms 256M:5.384ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 15.99us + bytes / 9.9 GB/s, written at the
# measured sizes (the means would give 6.3%).
# Residual: 9.5% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:22.61us 256K:42.48us 1M:122us 2M:227.9us 4M:439.8us 16M:1.711ms 64M:6.797ms 256M:27.14ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 20.66us + bytes / 12.1 GB/s, written at the measured
# sizes (the means would give 14.0%).
# Residual: 14.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.07us 512K:63.94us 2M:193.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 22.94us + bytes / 2.81 GB/s, written at the
# measured sizes (the means would give 3.2%).
# Residual: 7.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.29us 512K:209.7us 2M:770.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 289.7us + bytes / 2.51 GB/s, written at the measured
# sizes (the medians would give 2.9%).
# Residual: 12.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:315.8us 256K:394.1us 2M:1.125ms 16M:6.973ms 64M:27.02ms 256M:107.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.408us + bytes / 900 GB/s, misses by 22.5% RMS, so
# it is not used.
# Residual: 17.9% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.447us 256K:4.3us 1M:4.492us 2M:4.388us 4M:7.465us 16M:23.19us 64M:87.33us 256M:328.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 11.15us +
# bytes / 105 GB/s, written at the measured sizes (the medians would give
# 5.6%).
# Residual: 13.3% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:11.78us 256K:13.65us 1M:21.17us 2M:31.19us 4M:51.23us 16M:171.5us 64M:652.4us 256M:2.576ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.51us

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
# sizes): 7.632us + bytes / 282 GB/s, written at the measured sizes (the
# medians would give 12.5%).
# Residual: 12.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.06us 16M:67.05us 64M:245.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 24.65us + bytes / 231 GB/s, written at the measured
# sizes (the medians would give 7.4%).
# Residual: 7.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:33.74us 16M:97.37us 64M:315.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.59us +
# bytes / 153 GB/s, misses by 25.4% RMS, so it is not used.
# Residual: 25.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:19.87us 16M:106.6us 64M:459.4us 256M:1.819ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.991us + bytes / 14.3 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 10.9% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.832us 8K:8.237us 16K:9.631us 32K:15.26us 64K:22.81us 128K:14.55us 256K:21.68us 512K:35.19us 1M:64.88us 2M:139.7us 4M:328.3us 8M:693.3us 16M:1.292ms 32M:2.943ms 64M:6.328ms 256M:29.4ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.53us + bytes / 11 GB/s,
# misses by 29.7% RMS, so it is not used.
# Residual: 8.2% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:12.6us 8K:10.18us 16K:11.5us 32K:22.9us 64K:31.39us 128K:41.01us 256K:64.78us 512K:108.4us 1M:177.6us 2M:255.3us 4M:416.1us 8M:709.1us 16M:1.331ms 32M:2.714ms 64M:5.082ms 256M:19.86ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 247.4ns +
# bytes / 17.1 GB/s, misses by 29.6% RMS, so it is not used.
# Residual: 20.4% RMS relative over 35 repetitions.
host_read_ns = 64K:4.52us 256K:12.75us 1M:52.94us 2M:111.9us 4M:271.9us 16M:1.228ms 64M:7.29ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 31.8 GB/s, misses by
# 31.1% RMS, so it is not used.
# Residual: 9.0% RMS relative over 35 repetitions.
host_write_ns = 64K:992ns 256K:6.834us 1M:25.27us 2M:51.66us 4M:187.1us 16M:773.5us 64M:4.453ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 394.2ns +
# bytes / 11.7 GB/s, written at the measured sizes (the medians would give
# 6.1%).
# Residual: 7.6% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6us 256K:22.82us 1M:90.09us 2M:179.8us 4M:359.2us 16M:1.436ms 64M:5.741ms

