# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T04:58:22Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T04:58:22Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.3% RMS relative over 5 repetitions.
launch_ns = 4.67us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.16us

# cudaMalloc, host time of the call, while a small allocation keeps the
# driver's first 2 MiB block mapped: from 2 MiB, calls of one size kept live,
# then freed, as a program makes them (case kept; files before it: case
# device, pairs); under 2 MiB, one cudaMalloc/cudaFree pair at a time, a
# request that fits in a mapped block (simrun charges the 2 MiB figure when
# one is mapped for it). The measured medians (420 points at 9 sizes): the
# best line, 2.638us + bytes / 6.41e+03 GB/s, misses by 73.5% RMS, so it is
# not used.
# Residual: 22.1% RMS relative over 420 repetitions.
malloc_ns = 4K:2.755us 64K:2.587us 1M:2.52us 1536K:2.793us 2M:53.08us 8M:52.92us 64M:76.68us 256M:89.25us 1G:132.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.902us + bytes / 1.3e+03 GB/s, misses by 48.0% RMS, so it is not
# used.
# Residual: 17.8% RMS relative over 45 repetitions.
free_ns = 4K:2.316us 64K:2.427us 1M:2.326us 1536K:2.382us 2M:47.37us 8M:47.41us 64M:82.02us 256M:218.4us 1G:705.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 5.319us + bytes / 2.91e+03 GB/s, misses by 65.7% RMS, so it is not used.
# Residual: 39.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:5.023us 64K:4.62us 2M:35.49us 16M:44.06us 64M:67.83us 256M:77.44us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.21us + bytes / 1.46e+05 GB/s, written at the measured sizes (the
# medians would give 7.9%).
# Residual: 8.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.21us 64K:13.21us 2M:13.22us 16M:13.32us 64M:13.67us 256M:15.05us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.0%, 512K 16.5%, 1M 15.9%, 2M 16.1%, 4M 17.0%, 8M 18.5%, 16M
# 20.1%, 32M 21.5%.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     74.66us     62.73us
# seq             2M          0         2         2     2097152           0     207.8us     250.4us
# seq            16M          0        16        16    16777216           0     1.488ms     1.735ms
# seq            64M          0        64        64    67108864           0     8.428ms     6.827ms
# seq           256M          0       256       256   268435456           0     40.73ms     27.19ms
# stride         64M        64K        64        64    67108864           0     7.135ms     6.827ms
# stride        256M         2M       128       128     8388608           0     3.015ms     3.172ms
# random         16M          0        10        55    16777216           0     2.369ms     2.447ms
# random         64M          0        38       373    67108864           0     11.66ms     12.48ms
# random        256M          0       160      1651   268435456           0     58.95ms     52.74ms
# fresh           2M          0         2         2           0     2097152     173.3us     203.2us
# fresh          16M          0        16        16           0    16777216      1.24ms     1.358ms
# fresh          64M          0        64        64           0    67108864     6.291ms     5.317ms
# fresh         256M          0       256       256           0   268435456     25.26ms     21.15ms
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
# prefetch at the driver's defaults). Result: 682.8ns per batch, 18.36us per
# VA block, bytes / 12 GB/s moved, 38.25us per faulting kernel, bytes / 16.5
# GB/s zero-filled.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_batch_ns = 682.8ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_block_ns = 18.36us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:339.9ns 64K:5.439us 512K:43.51us 1M:87.02us 2M:174us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_wake_ns = 38.25us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:247.8ns 64K:3.965us 512K:31.72us 1M:63.44us 2M:126.9us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 44.99us + bytes /
# 43.9 GB/s, misses by 17.8% RMS, so it is not used.
# Residual: 2.8% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:37.88us 256K:51.46us 1M:96.03us 2M:122.6us 4M:165us 16M:449us 64M:1.402ms 256M:5.445ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 19.13us + bytes / 9.26 GB/s, written at the
# measured sizes (the means would give 1.1%).
# Residual: 6.4% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:26.21us 256K:47.44us 1M:132.4us 2M:245.6us 4M:472.1us 16M:1.831ms 64M:7.266ms 256M:29.01ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 18.65us + bytes / 8.25 GB/s, written at the measured
# sizes (the means would give 9.7%).
# Residual: 9.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.6us 512K:82.24us 2M:273us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 23.76us + bytes / 3.05 GB/s, written at the
# measured sizes (the means would give 7.2%).
# Residual: 10.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.28us 512K:195.9us 2M:712.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 319.2us + bytes / 2.35 GB/s, written at the measured
# sizes (the medians would give 3.4%).
# Residual: 10.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:347.1us 256K:430.6us 2M:1.211ms 16M:7.45ms 64M:28.84ms 256M:114.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.575us + bytes / 879 GB/s, misses by 20.7% RMS, so
# it is not used.
# Residual: 14.3% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.573us 256K:4.476us 1M:4.521us 2M:4.529us 4M:8.787us 16M:23.22us 64M:85.92us 256M:330.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 12.07us +
# bytes / 75.9 GB/s, written at the measured sizes (the medians would give
# 7.1%).
# Residual: 12.8% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:12.94us 256K:15.53us 1M:25.89us 2M:39.7us 4M:67.33us 16M:233.1us 64M:896.2us 256M:3.548ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 27.9% RMS relative over 15 repetitions.
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
# measured medians (15 points at 3 sizes): the best line, 5.858us + bytes /
# 268 GB/s, misses by 18.1% RMS, so it is not used.
# Residual: 18.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.78us 16M:65.87us 64M:266.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 34.22us + bytes / 173 GB/s, written at the measured
# sizes (the medians would give 9.1%).
# Residual: 8.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:46.36us 16M:131.3us 64M:422.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 6.015us +
# bytes / 155 GB/s, misses by 24.8% RMS, so it is not used.
# Residual: 24.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:19.95us 16M:107.5us 64M:455.5us 256M:1.759ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.598us + bytes / 13.7 GB/s, misses by 27.9% RMS, so it is not used.
# Residual: 11.0% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.596us 8K:7.867us 16K:9.43us 32K:14.6us 64K:21.35us 128K:15us 256K:20.3us 512K:35.17us 1M:64.65us 2M:145.4us 4M:339.8us 8M:710.1us 16M:1.523ms 32M:3.27ms 64M:8.568ms 256M:37.82ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.74us + bytes / 8.59 GB/s,
# misses by 25.5% RMS, so it is not used.
# Residual: 8.7% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.87us 8K:12.25us 16K:13.33us 32K:16.86us 64K:32.11us 128K:45.8us 256K:77.88us 512K:118.8us 1M:218.8us 2M:283.7us 4M:485.5us 8M:942.7us 16M:1.832ms 32M:3.423ms 64M:7.084ms 256M:24.44ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 35
# points at 7 sizes): 0ns + bytes / 5.48 GB/s, written at the measured sizes
# (the medians would give 6.8%).
# Residual: 7.9% RMS relative over 35 repetitions.
host_read_ns = 64K:11.92us 256K:47.78us 1M:191.2us 2M:382.5us 4M:765us 16M:3.06ms 64M:12.24ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 28.5 GB/s, misses by
# 34.6% RMS, so it is not used.
# Residual: 10.2% RMS relative over 35 repetitions.
host_write_ns = 64K:1.248us 256K:6.851us 1M:27.94us 2M:63.9us 4M:199.2us 16M:1.063ms 64M:6.071ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 9.77 GB/s, written at the measured sizes (the medians would give
# 4.3%).
# Residual: 5.2% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.644us 256K:26.76us 1M:107.2us 2M:214.5us 4M:429.1us 16M:1.717ms 64M:6.867ms

