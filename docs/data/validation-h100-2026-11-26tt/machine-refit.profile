# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-26tt/machine-refit.profile --base
# docs/data/validation-h100-2026-11-26tt/machine.profile --from
# docs/data/validation-h100-2026-11-26tt/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26tt/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26tt/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26tt/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26tt/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26tt/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26tt/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26tt/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26tt/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26tt/calibration-10.profile.measuremen` on
# 2026-11-26T21:01:16Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-26tt/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:01:16Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 75 repetitions.
# Residual: 13.2% RMS relative over 75 repetitions.
launch_ns = 4.587us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 75 repetitions.
# Residual: 3.6% RMS relative over 75 repetitions.
kernel_gap_ns = 2.067us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (675 points at 9
# sizes): the best line, 2.894us + bytes / 5.14e+03 GB/s, misses by 60.1% RMS,
# so it is not used.
# Residual: 31.2% RMS relative over 675 repetitions.
malloc_ns = 4K:2.925us 64K:2.962us 1M:2.917us 1536K:2.915us 2M:63.38us 8M:51.43us 64M:80.14us 256M:80.81us 1G:165.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (675 points at 9 sizes): the
# best line, 2.461us + bytes / 1.44e+03 GB/s, misses by 55.1% RMS, so it is
# not used.
# Residual: 31.6% RMS relative over 675 repetitions.
free_ns = 4K:3.401us 64K:2.804us 1M:2.81us 1536K:2.719us 2M:44.89us 8M:47.51us 64M:82.12us 256M:190.1us 1G:635.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (450 points at 6 sizes): the best line,
# 4.026us + bytes / 3.58e+03 GB/s, misses by 66.6% RMS, so it is not used.
# Residual: 41.8% RMS relative over 450 repetitions.
managed_malloc_ns = 4K:4.083us 64K:3.387us 2M:27.94us 16M:45.96us 64M:60.03us 256M:63.31us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (450 points at 6 sizes): the best line, 13.33us + bytes /
# 3.87e+05 GB/s, misses by 19.1% RMS, so it is not used.
# Residual: 19.0% RMS relative over 450 repetitions.
managed_free_ns = 4K:13.96us 64K:13.4us 2M:13.2us 16M:13.39us 64M:12.88us 256M:14.22us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-26tt/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.4%, 512K 16.1%, 1M 15.5%, 2M 14.6%, 4M 14.3%, 8M 14.1%, 16M
# 14.4%, 32M 15.3%.
# Residual: 22.7% RMS relative over 1050 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     89.09us     73.72us
# seq             2M          0         2         2     2097152           0     249.9us     298.5us
# seq            16M          0        16        16    16777216           0     1.885ms     2.168ms
# seq            64M          0        64        64    67108864           0     9.371ms     8.579ms
# seq           256M          0       256       256   268435456           0     39.22ms     34.22ms
# stride         64M        64K         8        32    67108864           0      6.74ms     6.898ms
# stride        256M         2M        32       128     8388608           0     2.934ms     3.362ms
# random         16M          0        12        16    16777216           0     2.225ms     2.081ms
# random         64M          0        36       161    67108864           0     10.45ms     9.378ms
# random        256M          0       125      1211   268435456           0     55.04ms     45.23ms
# fresh           2M          0         2         2           0     2097152     163.9us     191.4us
# fresh          16M          0        16        16           0    16777216     1.187ms     1.311ms
# fresh          64M          0        64        64           0    67108864     6.015ms     5.151ms
# fresh         256M          0       256       256           0   268435456     25.32ms     20.51ms
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
# prefetch at the driver's defaults). Result: 21.72us per batch, 14.51us per
# VA block, bytes / 10.8 GB/s moved, 31.4us per faulting kernel, bytes / 24
# GB/s zero-filled.
# Residual: 22.7% RMS relative over 1050 repetitions.
fault_batch_ns = 21.72us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.7% RMS relative over 1050 repetitions.
fault_block_ns = 14.51us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.7% RMS relative over 1050 repetitions.
fault_h2d_ns = 4K:380.2ns 64K:6.083us 512K:48.66us 1M:97.33us 2M:194.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.7% RMS relative over 1050 repetitions.
fault_wake_ns = 31.4us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.7% RMS relative over 1050 repetitions.
fault_zero_ns = 4K:170.9ns 64K:2.735us 512K:21.88us 1M:43.76us 2M:87.51us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (375 points at 5 sizes): the best line, 42.78us + bytes /
# 45.4 GB/s, misses by 20.0% RMS, so it is not used.
# Residual: 11.4% RMS relative over 375 repetitions.
prefetch_h2d_ns = 64K:40.17us 2M:127.2us 16M:459us 64M:1.394ms 256M:5.481ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (375 points at 5 sizes): the best line,
# 17.11us + bytes / 10.3 GB/s, misses by 21.1% RMS, so it is not used.
# Residual: 20.4% RMS relative over 375 repetitions.
prefetch_d2h_ns = 64K:23.26us 2M:244.5us 16M:1.598ms 64M:6.38ms 256M:25.3ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (7200 points at 3 sizes): the best line,
# 18.58us + bytes / 9.09 GB/s, misses by 18.4% RMS, so it is not used.
# Residual: 18.4% RMS relative over 7200 repetitions.
evict_d2h_ns = 64K:25.73us 512K:76.86us 2M:247.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (450 points at 3 sizes): the best
# line, 22.53us + bytes / 3.3 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 15.8% RMS relative over 450 repetitions.
cpu_fault_d2h_ns = 64K:41.76us 512K:198.8us 2M:618.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-26tt/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (450 points at 6 sizes): the best line, 322.8us +
# bytes / 2.39 GB/s, misses by 19.4% RMS, so it is not used.
# Residual: 15.5% RMS relative over 450 repetitions.
host_populate_ns = 64K:371.8us 256K:443.9us 2M:983.8us 16M:7.686ms 64M:30.7ms 256M:122.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (750 points at 5
# sizes): the best line, 3.168us + bytes / 963 GB/s, misses by 34.8% RMS, so
# it is not used.
# Residual: 31.4% RMS relative over 750 repetitions.
prefetch_host_ns = 64K:4.428us 2M:4.21us 16M:21.85us 64M:75.31us 256M:301.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (375 points at 5 sizes): the best line, 15.32us + bytes / 79.1 GB/s, misses
# by 23.9% RMS, so it is not used.
# Residual: 19.9% RMS relative over 375 repetitions.
prefetch_call_ns = 64K:18.58us 2M:33.45us 16M:247.8us 64M:970.2us 256M:3.507ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 225 repetitions.
# Residual: 33.4% RMS relative over 225 repetitions.
prefetch_defer_ns = 103.9us

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
# measured medians (225 points at 3 sizes): the best line, 7.896us + bytes /
# 231 GB/s, misses by 19.8% RMS, so it is not used.
# Residual: 19.8% RMS relative over 225 repetitions.
prefetch_zero_ns = 2M:17us 16M:79.9us 64M:300.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (225 points at 3 sizes): the best line,
# 25.3us + bytes / 186 GB/s, misses by 18.1% RMS, so it is not used.
# Residual: 18.0% RMS relative over 225 repetitions.
prefetch_zero_defer_ns = 2M:36.37us 16M:118.7us 64M:379.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (300 points at 4 sizes): the best line, 1.527us
# + bytes / 156 GB/s, misses by 25.0% RMS, so it is not used.
# Residual: 25.0% RMS relative over 300 repetitions.
managed_free_resident_ns = 2M:15.14us 16M:104.8us 64M:433us 256M:1.757ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (450 points at 6 sizes): the best line,
# 7.871us + bytes / 9.05 GB/s, misses by 32.1% RMS, so it is not used.
# Residual: 19.3% RMS relative over 450 repetitions.
memcpy_h2d_ns = 4K:7.557us 64K:24.59us 2M:171.3us 16M:2.095ms 64M:9.198ms 256M:38.52ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (450 points at 6 sizes): the best line, 15.87us + bytes / 10 GB/s,
# misses by 25.2% RMS, so it is not used.
# Residual: 17.2% RMS relative over 450 repetitions.
memcpy_d2h_ns = 4K:14.32us 64K:30.9us 2M:277us 16M:1.588ms 64M:6.419ms 256M:24.75ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (300 points at 4 sizes): the best line, 0ns +
# bytes / 8.13 GB/s, misses by 40.3% RMS, so it is not used.
# Residual: 31.1% RMS relative over 300 repetitions.
host_read_ns = 64K:6.478us 2M:208.7us 16M:2.387ms 64M:10.26ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (300 points at 4 sizes): the best line, 0ns + bytes / 23.3 GB/s, misses by
# 41.4% RMS, so it is not used.
# Residual: 20.7% RMS relative over 300 repetitions.
host_write_ns = 64K:1.245us 2M:64.83us 16M:1.211ms 64M:5.88ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 300 points at 4 sizes): 552.7ns
# + bytes / 10.4 GB/s, written at the measured sizes (the medians would give
# 14.0%).
# Residual: 13.9% RMS relative over 300 repetitions.
host_write_cold_ns = 64K:6.853us 2M:202.2us 16M:1.613ms 64M:6.452ms

