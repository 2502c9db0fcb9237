# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-22dd/machine-refit.profile --base
# docs/data/validation-h100-2026-11-22dd/machine.profile --from
# docs/data/validation-h100-2026-11-22dd/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22dd/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22dd/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22dd/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22dd/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22dd/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22dd/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22dd/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22dd/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22dd/calibration-10.profile.measuremen` on
# 2026-11-22T06:56:47Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-22dd/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T06:56:47Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 50 repetitions.
# Residual: 13.4% RMS relative over 50 repetitions.
launch_ns = 4.086us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 50 repetitions.
# Residual: 15.4% RMS relative over 50 repetitions.
kernel_gap_ns = 2.16us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (450 points at 9
# sizes): the best line, 2.724us + bytes / 6.17e+03 GB/s, misses by 68.5% RMS,
# so it is not used.
# Residual: 48.6% RMS relative over 450 repetitions.
malloc_ns = 4K:2.8us 64K:2.784us 1M:2.696us 1536K:2.688us 2M:54.23us 8M:47.99us 64M:63.4us 256M:69.56us 1G:137.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (450 points at 9 sizes): the
# best line, 2.089us + bytes / 1.61e+03 GB/s, misses by 71.1% RMS, so it is
# not used.
# Residual: 58.4% RMS relative over 450 repetitions.
free_ns = 4K:3.287us 64K:2.517us 1M:2.369us 1536K:2.28us 2M:44.48us 8M:43.9us 64M:70.95us 256M:187.3us 1G:552.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (300 points at 6 sizes): the best line,
# 3.795us + bytes / 4.57e+03 GB/s, misses by 73.5% RMS, so it is not used.
# Residual: 57.0% RMS relative over 300 repetitions.
managed_malloc_ns = 4K:3.721us 64K:3.242us 2M:28.04us 16M:37.7us 64M:51.47us 256M:50.55us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (300 points at 6 sizes): the best line, 12.29us + bytes /
# 8.15e+05 GB/s, misses by 33.1% RMS, so it is not used.
# Residual: 33.0% RMS relative over 300 repetitions.
managed_free_ns = 4K:12.9us 64K:12.41us 2M:12.04us 16M:12.19us 64M:12us 256M:12.74us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-22dd/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.8%, 512K 14.4%, 1M 13.8%, 2M 13.1%, 4M 13.3%, 8M 14.0%, 16M
# 14.5%, 32M 15.3%.
# Residual: 28.3% RMS relative over 700 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     80.58us     68.73us
# seq             2M          0         2         2     2097152           0     223.5us     261.7us
# seq            16M          0        16        16    16777216           0     1.607ms     1.746ms
# seq            64M          0        64        64    67108864           0     8.587ms     6.835ms
# seq           256M          0       256       256   268435456           0     35.34ms     27.19ms
# stride         64M        64K        32        32    67108864           0     5.914ms     6.409ms
# stride        256M         2M       128       128     8388608           0     2.351ms     2.495ms
# random         16M          0         9        35    16777216           0     2.035ms     1.999ms
# random         64M          0        34       306    67108864           0     9.488ms     10.06ms
# random        256M          0       139      1560   268435456           0     48.82ms     44.55ms
# fresh           2M          0         2         2           0     2097152     165.8us     192.3us
# fresh          16M          0        16        16           0    16777216      1.11ms     1.191ms
# fresh          64M          0        64        64           0    67108864     5.029ms     4.614ms
# fresh         256M          0       256       256           0   268435456     21.89ms     18.31ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 13.31us per VA
# block, bytes / 11.3 GB/s moved, 49.63us per faulting kernel, bytes / 18.1
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 28.3% RMS relative over 700 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.3% RMS relative over 700 repetitions.
fault_block_ns = 13.31us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 28.3% RMS relative over 700 repetitions.
fault_h2d_ns = 4K:362.1ns 64K:5.794us 512K:46.35us 1M:92.7us 2M:185.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.3% RMS relative over 700 repetitions.
fault_wake_ns = 49.63us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 28.3% RMS relative over 700 repetitions.
fault_zero_ns = 4K:226.6ns 64K:3.625us 512K:29us 1M:58us 2M:116us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (250 points at 5 sizes): the best line, 41.15us + bytes /
# 45.7 GB/s, misses by 18.5% RMS, so it is not used.
# Residual: 11.0% RMS relative over 250 repetitions.
prefetch_h2d_ns = 64K:38.78us 2M:125us 16M:441.6us 64M:1.397ms 256M:5.475ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (250 points at 5 sizes): the best line,
# 17.22us + bytes / 9.66 GB/s, misses by 30.9% RMS, so it is not used.
# Residual: 31.2% RMS relative over 250 repetitions.
prefetch_d2h_ns = 64K:23.64us 2M:294.8us 16M:1.67ms 64M:6.511ms 256M:27.29ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (4800 points at 3 sizes): the best line,
# 16.53us + bytes / 8.52 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 23.6% RMS relative over 4800 repetitions.
evict_d2h_ns = 64K:24.74us 512K:72.34us 2M:282.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (300 points at 3 sizes): the best
# line, 21.73us + bytes / 3.12 GB/s, misses by 19.5% RMS, so it is not used.
# Residual: 17.5% RMS relative over 300 repetitions.
cpu_fault_d2h_ns = 64K:42.13us 512K:208us 2M:652.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-22dd/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (300 points at 6 sizes): the best line, 299.9us +
# bytes / 2.61 GB/s, misses by 26.9% RMS, so it is not used.
# Residual: 24.4% RMS relative over 300 repetitions.
host_populate_ns = 64K:346.5us 256K:407.1us 2M:914.3us 16M:6.908ms 64M:27.81ms 256M:114.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (500 points at 5
# sizes): the best line, 3.608us + bytes / 960 GB/s, misses by 39.7% RMS, so
# it is not used.
# Residual: 36.1% RMS relative over 500 repetitions.
prefetch_host_ns = 64K:4.816us 2M:4.665us 16M:22.14us 64M:75.3us 256M:299.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (250 points at 5 sizes): the best line, 12.47us + bytes / 93.8 GB/s, misses
# by 24.1% RMS, so it is not used.
# Residual: 20.7% RMS relative over 250 repetitions.
prefetch_call_ns = 64K:15.25us 2M:27.58us 16M:213.1us 64M:792.4us 256M:3.029ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 150 repetitions.
# Residual: 27.2% RMS relative over 150 repetitions.
prefetch_defer_ns = 86.93us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Fit:
# the median of 50 repetitions.
# Residual: 0.0% RMS relative over 50 repetitions.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (150 points at 3 sizes): the best line, 9.211us + bytes /
# 239 GB/s, misses by 24.0% RMS, so it is not used.
# Residual: 24.0% RMS relative over 150 repetitions.
prefetch_zero_ns = 2M:18.03us 16M:78.34us 64M:293.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22dd/machine.profile.
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (200 points at 4 sizes): the best line, 2.558us
# + bytes / 160 GB/s, misses by 28.0% RMS, so it is not used.
# Residual: 28.0% RMS relative over 200 repetitions.
managed_free_resident_ns = 2M:15.83us 16M:104.3us 64M:424.2us 256M:1.711ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (300 points at 6 sizes): the best line,
# 8.182us + bytes / 9.83 GB/s, misses by 29.4% RMS, so it is not used.
# Residual: 19.3% RMS relative over 300 repetitions.
memcpy_h2d_ns = 4K:7.736us 64K:24.79us 2M:169.6us 16M:1.78ms 64M:7.606ms 256M:33.91ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (300 points at 6 sizes): the best line, 17.51us + bytes / 9.93 GB/s,
# misses by 29.8% RMS, so it is not used.
# Residual: 22.6% RMS relative over 300 repetitions.
memcpy_d2h_ns = 4K:15.68us 64K:33.37us 2M:306.6us 16M:1.7ms 64M:6.069ms 256M:24.92ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (200 points at 4 sizes): the best line, 336.3ns +
# bytes / 6.52 GB/s, misses by 44.7% RMS, so it is not used.
# Residual: 43.0% RMS relative over 200 repetitions.
host_read_ns = 64K:10.42us 2M:296.1us 16M:2.74ms 64M:10.68ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (200 points at 4 sizes): the best line, 0ns + bytes / 21.3 GB/s, misses by
# 41.0% RMS, so it is not used.
# Residual: 26.8% RMS relative over 200 repetitions.
host_write_ns = 64K:1.238us 2M:73.48us 16M:1.042ms 64M:4.895ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 200 points at 4 sizes): 685.4ns
# + bytes / 11.1 GB/s, written at the measured sizes (the medians would give
# 14.6%).
# Residual: 14.6% RMS relative over 200 repetitions.
host_write_cold_ns = 64K:6.571us 2M:189us 16M:1.507ms 64M:6.027ms

