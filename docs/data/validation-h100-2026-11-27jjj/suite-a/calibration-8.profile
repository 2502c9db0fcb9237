# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valA/gpu/calibration-8.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:20:53Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:20:53Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.5% RMS relative over 5 repetitions.
launch_ns = 4.259us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.186us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.655us + bytes / 4.47e+03 GB/s, misses by 60.8% RMS,
# so it is not used.
# Residual: 31.1% RMS relative over 45 repetitions.
malloc_ns = 4K:2.926us 64K:2.679us 1M:2.589us 1536K:2.724us 2M:52.35us 8M:47.45us 64M:58.82us 256M:77.52us 1G:190.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.127us + bytes / 1.51e+03 GB/s, misses by 49.1% RMS, so it is
# not used.
# Residual: 18.2% RMS relative over 45 repetitions.
free_ns = 4K:2.692us 64K:2.639us 1M:2.481us 1536K:2.392us 2M:40.67us 8M:45.8us 64M:82.65us 256M:179.6us 1G:611.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.806us + bytes / 6.09e+03 GB/s, misses by 63.8% RMS, so it is not used.
# Residual: 33.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.54us 64K:3.31us 2M:27us 16M:29.69us 64M:39.86us 256M:39.04us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.45us + bytes / 2.48e+05 GB/s, written at the measured sizes (the
# medians would give 9.5%).
# Residual: 10.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.45us 64K:12.45us 2M:12.46us 16M:12.52us 64M:12.72us 256M:13.53us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.8%, 512K 18.5%, 1M 18.0%, 2M 17.3%, 4M 16.9%, 8M 16.4%, 16M
# 16.3%, 32M 16.8%.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     89.73us     69.81us
# seq             2M          0         2         2     2097152           0     227.4us     272.9us
# seq            16M          0        16        16    16777216           0     1.763ms     2.068ms
# seq            64M          0        64        64    67108864           0     7.748ms     8.223ms
# seq           256M          0       256       256   268435456           0     38.86ms     32.84ms
# stride         64M        64K         4        32    67108864           0     6.182ms     5.673ms
# stride        256M         2M        16       128     8388608           0     2.536ms     2.856ms
# random         16M          0        16        16    16777216           0     1.999ms     2.068ms
# random         64M          0        39       104    67108864           0     9.471ms      7.84ms
# random        256M          0       127       907   268435456           0     48.84ms     36.53ms
# fresh           2M          0         2         2           0     2097152     136.8us     163.6us
# fresh          16M          0        16        16           0    16777216     1.114ms     1.194ms
# fresh          64M          0        64        64           0    67108864     5.551ms     4.726ms
# fresh         256M          0       256       256           0   268435456     23.58ms     18.86ms
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
# prefetch at the driver's defaults). Result: 35.71us per batch, 12.74us per
# VA block, bytes / 13.1 GB/s moved, 16.38us per faulting kernel, bytes / 41.7
# GB/s zero-filled.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_batch_ns = 35.71us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_block_ns = 12.74us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:311.7ns 64K:4.987us 512K:39.89us 1M:79.79us 2M:159.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_wake_ns = 16.38us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:98.2ns 64K:1.571us 512K:12.57us 1M:25.14us 2M:50.28us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 44.46us + bytes / 45
# GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 3.1% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:37.93us 256K:49.94us 1M:89.05us 2M:123.1us 4M:162.1us 16M:430.1us 64M:1.365ms 256M:5.38ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 18us + bytes / 9.65 GB/s, written at the measured
# sizes (the means would give 0.8%).
# Residual: 5.1% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:24.79us 256K:45.17us 1M:126.7us 2M:235.4us 4M:452.8us 16M:1.757ms 64M:6.975ms 256M:27.85ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 17.89us + bytes / 8.61 GB/s, written at the measured
# sizes (the means would give 6.7%).
# Residual: 6.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.5us 512K:78.78us 2M:261.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 23.59us + bytes / 2.88 GB/s, written at the
# measured sizes (the means would give 2.1%).
# Residual: 7.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.37us 512K:205.9us 2M:752.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 297.8us + bytes / 2.62 GB/s, written at the measured
# sizes (the medians would give 4.2%).
# Residual: 11.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:322.9us 256K:398us 2M:1.099ms 16M:6.709ms 64M:25.94ms 256M:102.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.363us + bytes / 933 GB/s, misses by 18.8% RMS, so
# it is not used.
# Residual: 11.4% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.428us 256K:4.135us 1M:4.288us 2M:4.277us 4M:7.899us 16M:22.71us 64M:80.21us 256M:310.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 10.16us +
# bytes / 109 GB/s, written at the measured sizes (the medians would give
# 9.8%).
# Residual: 14.9% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:10.76us 256K:12.56us 1M:19.77us 2M:29.37us 4M:48.58us 16M:163.8us 64M:624.8us 256M:2.469ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.58us

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
# measured medians (15 points at 3 sizes): the best line, 6.686us + bytes /
# 302 GB/s, misses by 17.7% RMS, so it is not used.
# Residual: 17.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.66us 16M:61.11us 64M:232us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.38us + bytes / 242 GB/s, written at the measured
# sizes (the medians would give 11.9%).
# Residual: 11.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.06us 16M:92.81us 64M:301.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.184us +
# bytes / 164 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14us 16M:102us 64M:410.3us 256M:1.646ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.664us + bytes / 15 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 10.2% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.585us 8K:7.892us 16K:9.208us 32K:13.99us 64K:21.22us 128K:14.39us 256K:19.79us 512K:33.22us 1M:62.47us 2M:143.3us 4M:295.2us 8M:598.6us 16M:1.272ms 32M:2.846ms 64M:6.593ms 256M:27.71ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.91us + bytes / 11.1 GB/s,
# misses by 30.0% RMS, so it is not used.
# Residual: 9.1% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.61us 8K:11.28us 16K:12.71us 32K:19.51us 64K:29.94us 128K:41.96us 256K:69.53us 512K:112.5us 1M:195.8us 2M:262.3us 4M:446.1us 8M:801.4us 16M:1.563ms 32M:2.553ms 64M:4.643ms 256M:18.43ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 628.8ns +
# bytes / 19.3 GB/s, misses by 28.8% RMS, so it is not used.
# Residual: 21.1% RMS relative over 35 repetitions.
host_read_ns = 64K:4.318us 256K:12.27us 1M:48.88us 2M:101.7us 4M:234.3us 16M:892.4us 64M:6.907ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 33.5 GB/s, misses by
# 28.3% RMS, so it is not used.
# Residual: 9.5% RMS relative over 35 repetitions.
host_write_ns = 64K:971ns 256K:6.61us 1M:24.6us 2M:48.83us 4M:171us 16M:666.3us 64M:4.145ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 593.5ns +
# bytes / 12.6 GB/s, written at the measured sizes (the medians would give
# 4.7%).
# Residual: 5.0% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.774us 256K:21.32us 1M:83.49us 2M:166.4us 4M:332.2us 16M:1.327ms 64M:5.306ms

