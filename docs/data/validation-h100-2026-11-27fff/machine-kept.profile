# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/machine.profile
# --base scripts/../profiles/h100-pcie5.profile --from
# /tmp/val/gpu/calibration-1.profile.measurements.csv --from
# /tmp/val/gpu/calibration-2.profile.measurements.csv --from
# /tmp/val/gpu/calibration-3.profile.measurements.csv --from
# /tmp/val/gpu/calibration-4.profile.measurements.csv --from
# /tmp/val/gpu/calibration-5.profile.measurements.csv --from
# /tmp/val/gpu/calibration-6.profile.measurements.csv --from
# /tmp/val/gpu/calibration-7.profile.measurements.csv --from
# /tmp/val/gpu/calibration-8.profile.measurements.csv --from
# /tmp/val/gpu/calibration-9.profile.measurements.csv --from
# /tmp/val/gpu/calibration-10.profile.measurements.csv --from
# /tmp/val/gpu/calibration-11.profile.measurements.csv --from
# /tmp/val/gpu/calibration-12.profile.measurements.csv --from
# /tmp/val/gpu/calibration-13.profile.measurements.csv` on
# 2026-11-27T04:52:36Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T04:52:36Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 65 repetitions.
# Residual: 14.5% RMS relative over 65 repetitions.
launch_ns = 4.385us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 65 repetitions.
# Residual: 3.8% RMS relative over 65 repetitions.
kernel_gap_ns = 2.161us

# cudaMalloc, host time of the call, while a small allocation keeps the
# driver's first 2 MiB block mapped: from 2 MiB, calls of one size kept live,
# then freed, as a program makes them (case kept; files before it: case
# device, pairs); under 2 MiB, one cudaMalloc/cudaFree pair at a time, a
# request that fits in a mapped block (simrun charges the 2 MiB figure when
# one is mapped for it). The measured medians (5460 points at 9 sizes): the
# best line, 2.804us + bytes / 6.83e+03 GB/s, misses by 72.7% RMS, so it is
# not used.
# Residual: 27.6% RMS relative over 5460 repetitions.
malloc_ns = 4K:2.853us 64K:2.831us 1M:2.767us 1536K:2.745us 2M:48.89us 8M:48.49us 64M:56.64us 256M:72.95us 1G:123.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (585 points at 9 sizes): the
# best line, 2.034us + bytes / 1.45e+03 GB/s, misses by 59.6% RMS, so it is
# not used.
# Residual: 39.7% RMS relative over 585 repetitions.
free_ns = 4K:3.202us 64K:2.466us 1M:2.377us 1536K:2.303us 2M:42.87us 8M:45.07us 64M:78.65us 256M:184.8us 1G:662.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (390 points at 6 sizes): the best line,
# 4.553us + bytes / 3.99e+03 GB/s, misses by 66.1% RMS, so it is not used.
# Residual: 43.5% RMS relative over 390 repetitions.
managed_malloc_ns = 4K:4.63us 64K:3.754us 2M:27.88us 16M:44.38us 64M:56.56us 256M:58.1us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (390 points at 6 sizes): the best line, 12.69us + bytes /
# 1.66e+05 GB/s, misses by 21.4% RMS, so it is not used.
# Residual: 21.2% RMS relative over 390 repetitions.
managed_free_ns = 4K:13.19us 64K:12.56us 2M:12.56us 16M:12.8us 64M:12.84us 256M:14.39us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.5%, 512K 16.0%, 1M 15.3%, 2M 14.2%, 4M 13.9%, 8M 13.7%, 16M
# 14.0%, 32M 14.9%.
# Residual: 23.8% RMS relative over 910 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     94.11us     77.98us
# seq             2M          0         2         2     2097152           0     257.4us     303.8us
# seq            16M          0        16        16    16777216           0     1.927ms     2.181ms
# seq            64M          0        64        64    67108864           0     9.396ms     8.618ms
# seq           256M          0       256       256   268435456           0     39.42ms     34.36ms
# stride         64M        64K         8        32    67108864           0     6.625ms     6.921ms
# stride        256M         2M        32       128     8388608           0     2.872ms     3.305ms
# random         16M          0        12        16    16777216           0     2.152ms     2.092ms
# random         64M          0        36       161    67108864           0     10.69ms     9.332ms
# random        256M          0       125      1211   268435456           0     54.72ms     44.63ms
# fresh           2M          0         2         2           0     2097152     168.1us       196us
# fresh          16M          0        16        16           0    16777216     1.209ms     1.318ms
# fresh          64M          0        64        64           0    67108864     5.895ms     5.166ms
# fresh         256M          0       256       256           0   268435456     25.04ms     20.56ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 910 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted to each case's median (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte +
# fault_wake_ns (once: the kernel's first fault) + bytes zero-filled *
# fault_zero_ns per byte, with batches, blocks and bytes those simrun's engine
# produces for the same access (fault_batch and fault_window as below, density
# prefetch at the driver's defaults). Result: 22.39us per batch, 13.83us per
# VA block, bytes / 10.7 GB/s moved, 35.65us per faulting kernel, bytes / 23.9
# GB/s zero-filled.
# Residual: 23.8% RMS relative over 910 repetitions.
fault_batch_ns = 22.39us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.8% RMS relative over 910 repetitions.
fault_block_ns = 13.83us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.8% RMS relative over 910 repetitions.
fault_h2d_ns = 4K:382.3ns 64K:6.117us 512K:48.94us 1M:97.88us 2M:195.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.8% RMS relative over 910 repetitions.
fault_wake_ns = 35.65us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.8% RMS relative over 910 repetitions.
fault_zero_ns = 4K:171.7ns 64K:2.747us 512K:21.97us 1M:43.95us 2M:87.9us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (520 points at 8 sizes): the best line, 46.26us + bytes /
# 44 GB/s, misses by 23.4% RMS, so it is not used.
# Residual: 13.4% RMS relative over 520 repetitions.
prefetch_h2d_ns = 64K:39.69us 256K:49.94us 1M:101us 2M:126.5us 4M:169.8us 16M:449.9us 64M:1.387ms 256M:5.449ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (520 points at 8 sizes): the best line,
# 18.16us + bytes / 9.87 GB/s, misses by 21.0% RMS, so it is not used.
# Residual: 19.6% RMS relative over 520 repetitions.
prefetch_d2h_ns = 64K:23.76us 256K:46.43us 1M:139.6us 2M:256.6us 4M:423.3us 16M:1.647ms 64M:6.623ms 256M:25.83ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (6240 points at 3 sizes): the best line,
# 17.82us + bytes / 9.03 GB/s, misses by 18.0% RMS, so it is not used.
# Residual: 18.0% RMS relative over 6240 repetitions.
evict_d2h_ns = 64K:25.08us 512K:75.82us 2M:250.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (390 points at 3 sizes): the best
# line, 23.83us + bytes / 3.33 GB/s, misses by 18.7% RMS, so it is not used.
# Residual: 16.8% RMS relative over 390 repetitions.
cpu_fault_d2h_ns = 64K:42.78us 512K:203.9us 2M:609.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (390 points at 6 sizes): the best line, 312.4us +
# bytes / 2.48 GB/s, misses by 18.1% RMS, so it is not used.
# Residual: 14.0% RMS relative over 390 repetitions.
host_populate_ns = 64K:360.2us 256K:430.7us 2M:941.4us 16M:7.528ms 64M:29.94ms 256M:116.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (1040 points at
# 8 sizes): the best line, 3.518us + bytes / 894 GB/s, misses by 38.3% RMS, so
# it is not used.
# Residual: 35.7% RMS relative over 1040 repetitions.
prefetch_host_ns = 64K:4.439us 256K:4.439us 1M:4.474us 2M:4.447us 4M:8.531us 16M:23.55us 64M:83.43us 256M:322.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (520 points at 8 sizes): the best line, 14.15us + bytes / 74.6 GB/s, misses
# by 20.1% RMS, so it is not used.
# Residual: 16.4% RMS relative over 520 repetitions.
prefetch_call_ns = 64K:18.44us 256K:17.23us 1M:26.47us 2M:35.11us 4M:67us 16M:257.4us 64M:1.009ms 256M:4.005ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 195 repetitions.
# Residual: 27.0% RMS relative over 195 repetitions.
prefetch_defer_ns = 103.5us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Fit:
# the median of 65 repetitions.
# Residual: 0.0% RMS relative over 65 repetitions.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (195 points at 3 sizes): the best line, 7.159us + bytes /
# 222 GB/s, misses by 20.9% RMS, so it is not used.
# Residual: 20.9% RMS relative over 195 repetitions.
prefetch_zero_ns = 2M:16.62us 16M:82.92us 64M:309.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (195 points at 3 sizes): the best line,
# 27.32us + bytes / 188 GB/s, misses by 21.8% RMS, so it is not used.
# Residual: 21.8% RMS relative over 195 repetitions.
prefetch_zero_defer_ns = 2M:38.31us 16M:118.7us 64M:379.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (260 points at 4 sizes): the best line, 6.66us +
# bytes / 159 GB/s, misses by 27.7% RMS, so it is not used.
# Residual: 27.7% RMS relative over 260 repetitions.
managed_free_resident_ns = 2M:20.3us 16M:105.6us 64M:432.3us 256M:1.759ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (1040 points at 16 sizes): the best line,
# 7.646us + bytes / 12.5 GB/s, misses by 26.9% RMS, so it is not used.
# Residual: 13.5% RMS relative over 1040 repetitions.
memcpy_h2d_ns = 4K:7.389us 8K:7.914us 16K:9.937us 32K:15.12us 64K:22.76us 128K:15.98us 256K:22.28us 512K:37.3us 1M:73.67us 2M:171.1us 4M:354.5us 8M:724.4us 16M:1.64ms 32M:3.58ms 64M:7.943ms 256M:35.82ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (1040 points at 16 sizes): the best line, 14.54us + bytes / 9.29 GB/s,
# misses by 27.6% RMS, so it is not used.
# Residual: 13.3% RMS relative over 1040 repetitions.
memcpy_d2h_ns = 4K:14.86us 8K:12.04us 16K:14.8us 32K:18.76us 64K:31.08us 128K:44.54us 256K:72.79us 512K:118.5us 1M:204.7us 2M:272.3us 4M:456.3us 8M:841.6us 16M:1.609ms 32M:3.176ms 64M:6.248ms 256M:24.63ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (455 points at 7 sizes): the best line, 0ns +
# bytes / 6.14 GB/s, misses by 33.6% RMS, so it is not used.
# Residual: 32.5% RMS relative over 455 repetitions.
host_read_ns = 64K:9.668us 256K:40.99us 1M:162.7us 2M:330.9us 4M:656.6us 16M:2.843ms 64M:12.07ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (455 points at 7 sizes): the best line, 0ns + bytes / 28.7 GB/s, misses by
# 35.2% RMS, so it is not used.
# Residual: 15.0% RMS relative over 455 repetitions.
host_write_ns = 64K:1.236us 256K:6.717us 1M:26.86us 2M:67us 4M:196.5us 16M:1.013ms 64M:5.499ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 455 points at 7 sizes): 302.6ns
# + bytes / 10.6 GB/s, written at the measured sizes (the medians would give
# 14.8%).
# Residual: 14.8% RMS relative over 455 repetitions.
host_write_cold_ns = 64K:6.474us 256K:24.99us 1M:99.05us 2M:197.8us 4M:395.3us 16M:1.58ms 64M:6.32ms

