# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-26yy/machine-refit.profile --base
# docs/data/validation-h100-2026-11-26yy/machine.profile --from
# docs/data/validation-h100-2026-11-26yy/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26yy/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26yy/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26yy/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26yy/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26yy/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26yy/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26yy/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26yy/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26yy/calibration-10.profile.measuremen` on
# 2026-11-26T23:02:46Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-26yy/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T23:02:46Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 75 repetitions.
# Residual: 13.7% RMS relative over 75 repetitions.
launch_ns = 4.791us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 75 repetitions.
# Residual: 3.5% RMS relative over 75 repetitions.
kernel_gap_ns = 2.051us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (675 points at 9
# sizes): the best line, 3.061us + bytes / 4.72e+03 GB/s, misses by 59.9% RMS,
# so it is not used.
# Residual: 31.4% RMS relative over 675 repetitions.
malloc_ns = 4K:3.201us 64K:3.124us 1M:3.075us 1536K:3.032us 2M:64.4us 8M:53.92us 64M:89.68us 256M:93.08us 1G:179.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (675 points at 9 sizes): the
# best line, 2.425us + bytes / 1.31e+03 GB/s, misses by 52.6% RMS, so it is
# not used.
# Residual: 27.3% RMS relative over 675 repetitions.
free_ns = 4K:3.444us 64K:2.857us 1M:2.79us 1536K:2.743us 2M:47.17us 8M:50.07us 64M:92.75us 256M:211.9us 1G:697us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (450 points at 6 sizes): the best line,
# 4.574us + bytes / 3.31e+03 GB/s, misses by 68.3% RMS, so it is not used.
# Residual: 45.9% RMS relative over 450 repetitions.
managed_malloc_ns = 4K:4.453us 64K:3.937us 2M:30.43us 16M:53.44us 64M:66.35us 256M:68.95us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (450 points at 6 sizes): the best line, 13.94us + bytes /
# 4.35e+05 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.2% RMS relative over 450 repetitions.
managed_free_ns = 4K:14.79us 64K:13.84us 2M:13.69us 16M:13.85us 64M:13.73us 256M:14.67us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-26yy/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.6%, 512K 15.2%, 1M 14.6%, 2M 13.7%, 4M 13.6%, 8M 13.5%, 16M
# 13.8%, 32M 14.7%.
# Residual: 24.2% RMS relative over 1050 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     100.4us     84.18us
# seq             2M          0         2         2     2097152           0     280.5us     327.9us
# seq            16M          0        16        16    16777216           0      2.09ms     2.336ms
# seq            64M          0        64        64    67108864           0     9.764ms     9.221ms
# seq           256M          0       256       256   268435456           0     40.72ms     36.76ms
# stride         64M        64K         8        32    67108864           0     7.103ms     7.534ms
# stride        256M         2M        32       128     8388608           0     3.029ms      3.47ms
# random         16M          0        12        16    16777216           0     2.429ms     2.249ms
# random         64M          0        36       161    67108864           0     11.42ms     10.03ms
# random        256M          0       125      1211   268435456           0     58.62ms     47.92ms
# fresh           2M          0         2         2           0     2097152     180.1us     208.4us
# fresh          16M          0        16        16           0    16777216     1.233ms     1.379ms
# fresh          64M          0        64        64           0    67108864      6.23ms     5.395ms
# fresh         256M          0       256       256           0   268435456     26.86ms     21.46ms
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
# prefetch at the driver's defaults). Result: 21.74us per batch, 14.67us per
# VA block, bytes / 9.8 GB/s moved, 41.09us per faulting kernel, bytes / 22.2
# GB/s zero-filled.
# Residual: 24.2% RMS relative over 1050 repetitions.
fault_batch_ns = 21.74us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.2% RMS relative over 1050 repetitions.
fault_block_ns = 14.67us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.2% RMS relative over 1050 repetitions.
fault_h2d_ns = 4K:418.1ns 64K:6.689us 512K:53.51us 1M:107us 2M:214us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.2% RMS relative over 1050 repetitions.
fault_wake_ns = 41.09us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.2% RMS relative over 1050 repetitions.
fault_zero_ns = 4K:184.6ns 64K:2.953us 512K:23.62us 1M:47.25us 2M:94.49us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (375 points at 5 sizes): the best line, 46.61us + bytes /
# 44.2 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 6.5% RMS relative over 375 repetitions.
prefetch_h2d_ns = 64K:43.67us 2M:133.2us 16M:469.8us 64M:1.431ms 256M:5.721ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (375 points at 5 sizes): the best line,
# 18.24us + bytes / 10.9 GB/s, misses by 19.6% RMS, so it is not used.
# Residual: 18.5% RMS relative over 375 repetitions.
prefetch_d2h_ns = 64K:23.97us 2M:239us 16M:1.498ms 64M:5.936ms 256M:24.26ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (7200 points at 3 sizes): the best line,
# 18.55us + bytes / 9.08 GB/s, misses by 20.8% RMS, so it is not used.
# Residual: 20.8% RMS relative over 7200 repetitions.
evict_d2h_ns = 64K:25.81us 512K:75.9us 2M:250.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (450 points at 3 sizes): the best
# line, 23.25us + bytes / 3.09 GB/s, misses by 19.3% RMS, so it is not used.
# Residual: 17.6% RMS relative over 450 repetitions.
cpu_fault_d2h_ns = 64K:43.73us 512K:217us 2M:653.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-26yy/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (450 points at 6 sizes): the best line, 378.4us +
# bytes / 2.11 GB/s, misses by 17.3% RMS, so it is not used.
# Residual: 12.8% RMS relative over 450 repetitions.
host_populate_ns = 64K:437.8us 256K:517.6us 2M:1.111ms 16M:8.683ms 64M:35.01ms 256M:141.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (750 points at 5
# sizes): the best line, 3.406us + bytes / 892 GB/s, misses by 40.2% RMS, so
# it is not used.
# Residual: 37.8% RMS relative over 750 repetitions.
prefetch_host_ns = 64K:4.625us 2M:4.587us 16M:23.12us 64M:79.39us 256M:337.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (375 points at 5 sizes): the best line, 16.82us + bytes / 65.1 GB/s, misses
# by 24.2% RMS, so it is not used.
# Residual: 18.5% RMS relative over 375 repetitions.
prefetch_call_ns = 64K:20.26us 2M:39.44us 16M:284.7us 64M:1.156ms 256M:4.524ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 225 repetitions.
# Residual: 30.3% RMS relative over 225 repetitions.
prefetch_defer_ns = 121.6us

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
# measured medians (225 points at 3 sizes): the best line, 8.301us + bytes /
# 206 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 22.7% RMS relative over 225 repetitions.
prefetch_zero_ns = 2M:18.52us 16M:88.87us 64M:337.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (225 points at 3 sizes): the best line,
# 26.78us + bytes / 169 GB/s, misses by 16.6% RMS, so it is not used.
# Residual: 16.6% RMS relative over 225 repetitions.
prefetch_zero_defer_ns = 2M:39us 16M:129.3us 64M:417.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (300 points at 4 sizes): the best line, 3.661us
# + bytes / 152 GB/s, misses by 25.7% RMS, so it is not used.
# Residual: 25.7% RMS relative over 300 repetitions.
managed_free_resident_ns = 2M:17.75us 16M:109.6us 64M:451.3us 256M:1.808ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (450 points at 6 sizes): the best line,
# 8.105us + bytes / 8.33 GB/s, misses by 33.0% RMS, so it is not used.
# Residual: 18.8% RMS relative over 450 repetitions.
memcpy_h2d_ns = 4K:7.83us 64K:25.75us 2M:182.1us 16M:2.395ms 64M:10.15ms 256M:42.68ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (450 points at 6 sizes): the best line, 16.56us + bytes / 9.79 GB/s,
# misses by 26.2% RMS, so it is not used.
# Residual: 17.5% RMS relative over 450 repetitions.
memcpy_d2h_ns = 4K:14.85us 64K:33.27us 2M:285us 16M:1.629ms 64M:6.472ms 256M:25.74ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (300 points at 4 sizes): the best line, 0ns +
# bytes / 7.23 GB/s, misses by 41.1% RMS, so it is not used.
# Residual: 29.0% RMS relative over 300 repetitions.
host_read_ns = 64K:6.918us 2M:223.8us 16M:2.941ms 64M:12.5ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (300 points at 4 sizes): the best line, 0ns + bytes / 17.5 GB/s, misses by
# 45.6% RMS, so it is not used.
# Residual: 20.2% RMS relative over 300 repetitions.
host_write_ns = 64K:1.38us 2M:86.09us 16M:1.639ms 64M:7.603ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (300 points at 4 sizes): the best line, 468.2ns + bytes / 8.41 GB/s, misses
# by 15.7% RMS, so it is not used.
# Residual: 15.6% RMS relative over 300 repetitions.
host_write_cold_ns = 64K:8.272us 2M:242.4us 16M:2.013ms 64M:8.172ms

