# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-22y/machine-refit.profile --base
# docs/data/validation-h100-2026-11-22y/machine.profile --from
# docs/data/validation-h100-2026-11-22y/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22y/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22y/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22y/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22y/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22y/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22y/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22y/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22y/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22y/calibration-10.profile.measurements.csv.gz`
# on 2026-11-22T03:40:56Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API
# 13000), CUDA runtime 13000. Every repetition is in the measurements file
# beside this one (its name + .measurements.csv); `gpurun --calibrate FILE
# --from THAT.csv` redoes the fit without a GPU. Each key says how it was
# measured and fitted and its RMS relative residual: the written value against
# every repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-22y/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T03:40:56Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 50 repetitions.
# Residual: 28.3% RMS relative over 50 repetitions.
launch_ns = 4.472us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Not in these measurements: kept from the
# base profile docs/data/validation-h100-2026-11-22y/machine.profile.
kernel_gap_ns = 2us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (450 points at 9
# sizes): the best line, 2.883us + bytes / 5.27e+03 GB/s, misses by 61.4% RMS,
# so it is not used.
# Residual: 36.2% RMS relative over 450 repetitions.
malloc_ns = 4K:3.089us 64K:2.932us 1M:2.873us 1536K:2.8us 2M:60.81us 8M:49.25us 64M:64.08us 256M:84.11us 1G:158.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (450 points at 9 sizes): the
# best line, 2.526us + bytes / 1.54e+03 GB/s, misses by 63.7% RMS, so it is
# not used.
# Residual: 44.3% RMS relative over 450 repetitions.
free_ns = 4K:3.432us 64K:2.973us 1M:3.148us 1536K:2.53us 2M:45.61us 8M:46.14us 64M:83.65us 256M:185.1us 1G:586.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (300 points at 6 sizes): the best line,
# 4.367us + bytes / 4.6e+03 GB/s, misses by 67.4% RMS, so it is not used.
# Residual: 43.3% RMS relative over 300 repetitions.
managed_malloc_ns = 4K:4.338us 64K:3.631us 2M:27.47us 16M:38.62us 64M:49.66us 256M:50.78us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (300 points at 6 sizes): the best line, 12.18us + bytes /
# 1.67e+05 GB/s, misses by 19.5% RMS, so it is not used.
# Residual: 19.4% RMS relative over 300 repetitions.
managed_free_ns = 4K:13.08us 64K:11.64us 2M:11.9us 16M:12.38us 64M:12.62us 256M:13.78us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-22y/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.5%, 512K 17.1%, 1M 16.3%, 2M 14.7%, 4M 12.8%, 8M 12.0%, 16M
# 13.4%, 32M 14.7%.
# Residual: 24.1% RMS relative over 700 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     79.18us     71.76us
# seq             2M          0         2         2     2097152           0     261.2us     264.2us
# seq            16M          0        16        16    16777216           0     1.728ms     1.874ms
# seq            64M          0        64        64    67108864           0     8.159ms     7.393ms
# seq           256M          0       256       256   268435456           0      37.5ms     29.47ms
# stride         64M        64K         8        32    67108864           0     6.102ms     5.905ms
# stride        256M         2M        32       128     8388608           0     2.747ms      3.03ms
# random         16M          0        12        16    16777216           0     1.457ms     1.799ms
# random         64M          0        36       161    67108864           0     8.512ms     8.178ms
# random        256M          0       125      1211   268435456           0     47.17ms     39.93ms
# fresh           2M          0         2         2           0     2097152     160.8us     184.7us
# fresh          16M          0        16        16           0    16777216      1.21ms     1.238ms
# fresh          64M          0        64        64           0    67108864     5.244ms     4.849ms
# fresh         256M          0       256       256           0   268435456     21.53ms     19.29ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 700 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted to each case's median (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte +
# fault_wake_ns (once: the kernel's first fault) + bytes zero-filled *
# fault_zero_ns per byte, with batches, blocks and bytes those simrun's engine
# produces for the same access (fault_batch and fault_window as below, density
# prefetch at the driver's defaults). Result: 18.84us per batch, 13.53us per
# VA block, bytes / 12.7 GB/s moved, 34.23us per faulting kernel, bytes / 24.5
# GB/s zero-filled.
# Residual: 24.1% RMS relative over 700 repetitions.
fault_batch_ns = 18.84us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.1% RMS relative over 700 repetitions.
fault_block_ns = 13.53us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.1% RMS relative over 700 repetitions.
fault_h2d_ns = 4K:322.7ns 64K:5.163us 512K:41.3us 1M:82.61us 2M:165.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.1% RMS relative over 700 repetitions.
fault_wake_ns = 34.23us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.1% RMS relative over 700 repetitions.
fault_zero_ns = 4K:167.4ns 64K:2.679us 512K:21.43us 1M:42.86us 2M:85.73us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (250 points at 5 sizes): the best line, 42.68us + bytes /
# 46.5 GB/s, misses by 20.5% RMS, so it is not used.
# Residual: 14.0% RMS relative over 250 repetitions.
prefetch_h2d_ns = 64K:40.16us 2M:124us 16M:432.1us 64M:1.376ms 256M:5.442ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (250 points at 5 sizes): the best line,
# 18.85us + bytes / 10.8 GB/s, misses by 20.6% RMS, so it is not used.
# Residual: 19.6% RMS relative over 250 repetitions.
prefetch_d2h_ns = 64K:24.61us 2M:244.1us 16M:1.499ms 64M:5.937ms 256M:24.83ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (4800 points at 3 sizes): the best line,
# 17.7us + bytes / 9.96 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 22.8% RMS relative over 4800 repetitions.
evict_d2h_ns = 64K:24.36us 512K:69.55us 2M:230.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (300 points at 3 sizes): the best
# line, 24.12us + bytes / 3.21 GB/s, misses by 20.7% RMS, so it is not used.
# Residual: 19.6% RMS relative over 300 repetitions.
cpu_fault_d2h_ns = 64K:44.09us 512K:198.2us 2M:650.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-22y/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (300 points at 6 sizes): the best line, 300.8us +
# bytes / 2.52 GB/s, misses by 24.2% RMS, so it is not used.
# Residual: 21.0% RMS relative over 300 repetitions.
host_populate_ns = 64K:344.3us 256K:422us 2M:920.4us 16M:7.317ms 64M:29.3ms 256M:117.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (500 points at 5
# sizes): the best line, 3.113us + bytes / 944 GB/s, misses by 42.9% RMS, so
# it is not used.
# Residual: 42.8% RMS relative over 500 repetitions.
prefetch_host_ns = 64K:4.591us 2M:4.128us 16M:22.57us 64M:77.21us 256M:306.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (250 points at 5 sizes): the best line, 14.62us + bytes / 84.2 GB/s, misses
# by 25.8% RMS, so it is not used.
# Residual: 23.7% RMS relative over 250 repetitions.
prefetch_call_ns = 64K:17.49us 2M:32.05us 16M:230.5us 64M:892.2us 256M:3.314ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 150 repetitions.
# Residual: 28.6% RMS relative over 150 repetitions.
prefetch_defer_ns = 94.05us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Not in
# these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22y/machine.profile.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (150 points at 3 sizes): the best line, 10.23us + bytes /
# 253 GB/s, misses by 25.0% RMS, so it is not used.
# Residual: 25.0% RMS relative over 150 repetitions.
prefetch_zero_ns = 2M:18.51us 16M:76.65us 64M:274.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22y/machine.profile.
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (200 points at 4 sizes): the best line, 3.849us
# + bytes / 160 GB/s, misses by 26.1% RMS, so it is not used.
# Residual: 26.2% RMS relative over 200 repetitions.
managed_free_resident_ns = 2M:17.15us 16M:105.6us 64M:425.8us 256M:1.715ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (300 points at 6 sizes): the best line,
# 8.259us + bytes / 9.66 GB/s, misses by 34.2% RMS, so it is not used.
# Residual: 24.2% RMS relative over 300 repetitions.
memcpy_h2d_ns = 4K:7.845us 64K:24.17us 2M:167.3us 16M:1.884ms 64M:7.951ms 256M:35.68ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (300 points at 6 sizes): the best line, 14.94us + bytes / 9.19 GB/s,
# misses by 35.1% RMS, so it is not used.
# Residual: 29.7% RMS relative over 300 repetitions.
memcpy_d2h_ns = 4K:13.65us 64K:30.27us 2M:278.2us 16M:1.633ms 64M:7.118ms 256M:29.46ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (200 points at 4 sizes): the best line, 0ns +
# bytes / 8.21 GB/s, misses by 52.9% RMS, so it is not used.
# Residual: 47.5% RMS relative over 200 repetitions.
host_read_ns = 64K:7.423us 2M:216.4us 16M:2.235ms 64M:9.567ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (200 points at 4 sizes): the best line, 0ns + bytes / 22.1 GB/s, misses by
# 43.2% RMS, so it is not used.
# Residual: 29.2% RMS relative over 200 repetitions.
host_write_ns = 64K:1.232us 2M:69.42us 16M:1.076ms 64M:5.261ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 200 points at 4 sizes): 829.8ns
# + bytes / 10.8 GB/s, written at the measured sizes (the medians would give
# 14.4%).
# Residual: 14.5% RMS relative over 200 repetitions.
host_write_cold_ns = 64K:6.872us 2M:194.2us 16M:1.548ms 64M:6.188ms

