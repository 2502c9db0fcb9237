# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-26rr/machine-refit.profile --base
# docs/data/validation-h100-2026-11-26rr/machine.profile --from
# docs/data/validation-h100-2026-11-26rr/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26rr/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26rr/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26rr/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26rr/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26rr/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26rr/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26rr/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26rr/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26rr/calibration-10.profile.measuremen` on
# 2026-11-26T19:39:17Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-26rr/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:39:17Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 75 repetitions.
# Residual: 16.4% RMS relative over 75 repetitions.
launch_ns = 4.53us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 75 repetitions.
# Residual: 4.0% RMS relative over 75 repetitions.
kernel_gap_ns = 2.147us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (675 points at 9
# sizes): the best line, 2.852us + bytes / 5.38e+03 GB/s, misses by 66.3% RMS,
# so it is not used.
# Residual: 43.0% RMS relative over 675 repetitions.
malloc_ns = 4K:2.98us 64K:2.924us 1M:2.812us 1536K:2.839us 2M:62.79us 8M:50.74us 64M:77.3us 256M:85.59us 1G:156.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (675 points at 9 sizes): the
# best line, 2.223us + bytes / 1.44e+03 GB/s, misses by 65.5% RMS, so it is
# not used.
# Residual: 46.9% RMS relative over 675 repetitions.
free_ns = 4K:2.938us 64K:2.707us 1M:2.62us 1536K:2.478us 2M:45.95us 8M:47.12us 64M:81.86us 256M:196.8us 1G:632.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (450 points at 6 sizes): the best line,
# 4.119us + bytes / 3.44e+03 GB/s, misses by 72.9% RMS, so it is not used.
# Residual: 53.9% RMS relative over 450 repetitions.
managed_malloc_ns = 4K:4.04us 64K:3.551us 2M:29.67us 16M:47.46us 64M:64.16us 256M:65.96us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (450 points at 6 sizes): the best line, 12.57us + bytes *
# -6.64e-07 ns/B, misses by 26.7% RMS, so it is not used.
# Residual: 26.4% RMS relative over 450 repetitions.
managed_free_ns = 4K:13.09us 64K:12.53us 2M:12.65us 16M:12.37us 64M:12.08us 256M:12.52us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-26rr/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.7%, 512K 16.3%, 1M 15.8%, 2M 14.9%, 4M 14.3%, 8M 13.8%, 16M
# 14.0%, 32M 14.8%.
# Residual: 27.2% RMS relative over 1050 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     87.23us     72.51us
# seq             2M          0         2         2     2097152           0     244.2us     296.2us
# seq            16M          0        16        16    16777216           0     1.935ms     2.166ms
# seq            64M          0        64        64    67108864           0     9.208ms     8.575ms
# seq           256M          0       256       256   268435456           0     40.55ms     34.21ms
# stride         64M        64K         8        32    67108864           0     6.731ms     6.794ms
# stride        256M         2M        32       128     8388608           0     2.836ms     3.225ms
# random         16M          0        12        16    16777216           0     2.128ms     2.068ms
# random         64M          0        36       161    67108864           0     10.06ms     9.135ms
# random        256M          0       125      1211   268435456           0     51.94ms     43.27ms
# fresh           2M          0         2         2           0     2097152     157.8us     180.4us
# fresh          16M          0        16        16           0    16777216     1.101ms     1.239ms
# fresh          64M          0        64        64           0    67108864     5.664ms     4.868ms
# fresh         256M          0       256       256           0   268435456     24.01ms     19.39ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 1050 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted to each case's median (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte +
# fault_wake_ns (once: the kernel's first fault) + bytes zero-filled *
# fault_zero_ns per byte, with batches, blocks and bytes those simrun's engine
# produces for the same access (fault_batch and fault_window as below, density
# prefetch at the driver's defaults). Result: 24.46us per batch, 12.84us per
# VA block, bytes / 10.9 GB/s moved, 29.19us per faulting kernel, bytes / 27.4
# GB/s zero-filled.
# Residual: 27.2% RMS relative over 1050 repetitions.
fault_batch_ns = 24.46us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.2% RMS relative over 1050 repetitions.
fault_block_ns = 12.84us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 27.2% RMS relative over 1050 repetitions.
fault_h2d_ns = 4K:375.9ns 64K:6.014us 512K:48.11us 1M:96.23us 2M:192.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.2% RMS relative over 1050 repetitions.
fault_wake_ns = 29.19us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 27.2% RMS relative over 1050 repetitions.
fault_zero_ns = 4K:149.7ns 64K:2.395us 512K:19.16us 1M:38.31us 2M:76.63us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (375 points at 5 sizes): the best line, 42.51us + bytes /
# 45.8 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 15.8% RMS relative over 375 repetitions.
prefetch_h2d_ns = 64K:39.96us 2M:126.4us 16M:444.7us 64M:1.384ms 256M:5.499ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (375 points at 5 sizes): the best line,
# 17.25us + bytes / 9.67 GB/s, misses by 34.6% RMS, so it is not used.
# Residual: 33.8% RMS relative over 375 repetitions.
prefetch_d2h_ns = 64K:23.76us 2M:271.3us 16M:1.679ms 64M:6.985ms 256M:26.21ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (7200 points at 3 sizes): the best line,
# 17.74us + bytes / 9.64 GB/s, misses by 21.0% RMS, so it is not used.
# Residual: 21.0% RMS relative over 7200 repetitions.
evict_d2h_ns = 64K:24.53us 512K:72.37us 2M:234.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (450 points at 3 sizes): the best
# line, 29.42us + bytes / 3.4 GB/s, misses by 26.2% RMS, so it is not used.
# Residual: 25.2% RMS relative over 450 repetitions.
cpu_fault_d2h_ns = 64K:48.11us 512K:196us 2M:618.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-26rr/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (450 points at 6 sizes): the best line, 334.8us +
# bytes / 2.36 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 18.9% RMS relative over 450 repetitions.
host_populate_ns = 64K:385us 256K:463.8us 2M:984us 16M:7.877ms 64M:31.1ms 256M:125.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (750 points at 5
# sizes): the best line, 3.306us + bytes / 992 GB/s, misses by 48.5% RMS, so
# it is not used.
# Residual: 46.7% RMS relative over 750 repetitions.
prefetch_host_ns = 64K:4.561us 2M:4.287us 16M:22.17us 64M:72.82us 256M:284.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (375 points at 5 sizes): the best line, 15us + bytes / 77.4 GB/s, misses by
# 31.1% RMS, so it is not used.
# Residual: 28.3% RMS relative over 375 repetitions.
prefetch_call_ns = 64K:18.04us 2M:34.07us 16M:236.6us 64M:962.8us 256M:3.866ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 225 repetitions.
# Residual: 33.1% RMS relative over 225 repetitions.
prefetch_defer_ns = 104.3us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Fit:
# the median of 75 repetitions.
# Residual: 0.0% RMS relative over 75 repetitions.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (225 points at 3 sizes): the best line, 11.05us + bytes /
# 228 GB/s, misses by 27.9% RMS, so it is not used.
# Residual: 28.1% RMS relative over 225 repetitions.
prefetch_zero_ns = 2M:20.34us 16M:83.03us 64M:311.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (225 points at 3 sizes): the best line,
# 26.7us + bytes / 178 GB/s, misses by 26.5% RMS, so it is not used.
# Residual: 26.5% RMS relative over 225 repetitions.
prefetch_zero_defer_ns = 2M:37.99us 16M:127.6us 64M:388.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (300 points at 4 sizes): the best line, 3.525us
# + bytes / 162 GB/s, misses by 27.5% RMS, so it is not used.
# Residual: 27.5% RMS relative over 300 repetitions.
managed_free_resident_ns = 2M:16.62us 16M:104.9us 64M:418.5us 256M:1.689ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (450 points at 6 sizes): the best line,
# 8.203us + bytes / 9.57 GB/s, misses by 31.8% RMS, so it is not used.
# Residual: 19.9% RMS relative over 450 repetitions.
memcpy_h2d_ns = 4K:7.807us 64K:24.66us 2M:163.9us 16M:1.991ms 64M:8.296ms 256M:37.06ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (450 points at 6 sizes): the best line, 15.79us + bytes / 10.7 GB/s,
# misses by 28.9% RMS, so it is not used.
# Residual: 21.3% RMS relative over 450 repetitions.
memcpy_d2h_ns = 4K:14.2us 64K:30.34us 2M:262.3us 16M:1.467ms 64M:6.026ms 256M:23.65ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (300 points at 4 sizes): the best line, 0ns +
# bytes / 7.99 GB/s, misses by 52.8% RMS, so it is not used.
# Residual: 42.5% RMS relative over 300 repetitions.
host_read_ns = 64K:6.282us 2M:208.6us 16M:2.514ms 64M:10.6ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (300 points at 4 sizes): the best line, 0ns + bytes / 22.6 GB/s, misses by
# 49.6% RMS, so it is not used.
# Residual: 30.9% RMS relative over 300 repetitions.
host_write_ns = 64K:1.302us 2M:66.74us 16M:1.316ms 64M:6.125ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 300 points at 4 sizes): 378ns +
# bytes / 9.64 GB/s, written at the measured sizes (the medians would give
# 11.1%).
# Residual: 11.0% RMS relative over 300 repetitions.
host_write_cold_ns = 64K:7.177us 2M:217.9us 16M:1.741ms 64M:6.962ms

