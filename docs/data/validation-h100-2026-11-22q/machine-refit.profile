# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-22q/machine-refit.profile --base
# docs/data/validation-h100-2026-11-22q/machine.profile --from
# docs/data/validation-h100-2026-11-22q/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22q/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22q/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22q/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22q/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22q/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22q/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22q/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22q/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22q/calibration-10.profile.measurements.csv.gz`
# on 2026-11-22T00:29:19Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API
# 13000), CUDA runtime 13000. Every repetition is in the measurements file
# beside this one (its name + .measurements.csv); `gpurun --calibrate FILE
# --from THAT.csv` redoes the fit without a GPU. Each key says how it was
# measured and fitted and its RMS relative residual: the written value against
# every repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-22q/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:29:19Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 50 repetitions.
# Residual: 15.9% RMS relative over 50 repetitions.
launch_ns = 4.47us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Not in these measurements: kept from the
# base profile docs/data/validation-h100-2026-11-22q/machine.profile.
kernel_gap_ns = 2us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (450 points at 9
# sizes): the best line, 2.814us + bytes / 5.62e+03 GB/s, misses by 59.4% RMS,
# so it is not used.
# Residual: 32.2% RMS relative over 450 repetitions.
malloc_ns = 4K:2.958us 64K:2.852us 1M:2.794us 1536K:2.766us 2M:54.5us 8M:49.27us 64M:68.86us 256M:74.49us 1G:151.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (450 points at 9 sizes): the
# best line, 2.776us + bytes / 1.42e+03 GB/s, misses by 61.9% RMS, so it is
# not used.
# Residual: 43.0% RMS relative over 450 repetitions.
free_ns = 4K:3.51us 64K:3.365us 1M:3.322us 1536K:2.824us 2M:41.92us 8M:46.52us 64M:81.73us 256M:192.8us 1G:646us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22q/machine.profile.
managed_malloc_ns = 4K:14.41us 64K:12.65us 2M:13.02us 16M:13.25us 64M:12.44us 256M:13.1us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (300 points at 6 sizes): the best line, 13.03us + bytes /
# 3.29e+05 GB/s, misses by 26.6% RMS, so it is not used.
# Residual: 26.3% RMS relative over 300 repetitions.
managed_free_ns = 4K:13.67us 64K:12.84us 2M:12.9us 16M:13.07us 64M:12.91us 256M:13.94us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-22q/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.6%, 512K 18.2%, 1M 17.4%, 2M 15.7%, 4M 14.0%, 8M 13.3%, 16M
# 14.6%, 32M 15.8%.
# Residual: 26.2% RMS relative over 700 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     78.85us     73.51us
# seq             2M          0         2         2     2097152           0       281us     284.9us
# seq            16M          0        16        16    16777216           0     1.862ms     2.047ms
# seq            64M          0        64        64    67108864           0     9.778ms     8.087ms
# seq           256M          0       256       256   268435456           0     41.05ms     32.25ms
# stride         64M        64K         8        32    67108864           0     6.322ms     6.476ms
# stride        256M         2M        32       128     8388608           0     2.857ms     3.183ms
# random         16M          0        12        16    16777216           0      1.59ms     1.963ms
# random         64M          0        36       161    67108864           0     9.585ms     8.825ms
# random        256M          0       125      1211   268435456           0     50.83ms     42.55ms
# fresh           2M          0         2         2           0     2097152     170.9us     185.9us
# fresh          16M          0        16        16           0    16777216     1.118ms     1.255ms
# fresh          64M          0        64        64           0    67108864     5.394ms      4.92ms
# fresh         256M          0       256       256           0   268435456     23.26ms     19.58ms
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
# prefetch at the driver's defaults). Result: 20.97us per batch, 13.66us per
# VA block, bytes / 11.5 GB/s moved, 33.17us per faulting kernel, bytes / 25.1
# GB/s zero-filled.
# Residual: 26.2% RMS relative over 700 repetitions.
fault_batch_ns = 20.97us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.2% RMS relative over 700 repetitions.
fault_block_ns = 13.66us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.2% RMS relative over 700 repetitions.
fault_h2d_ns = 4K:356.3ns 64K:5.701us 512K:45.61us 1M:91.21us 2M:182.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.2% RMS relative over 700 repetitions.
fault_wake_ns = 33.17us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 26.2% RMS relative over 700 repetitions.
fault_zero_ns = 4K:163ns 64K:2.608us 512K:20.86us 1M:41.73us 2M:83.45us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (250 points at 5 sizes): the best line, 44.49us + bytes /
# 46.1 GB/s, misses by 21.0% RMS, so it is not used.
# Residual: 12.6% RMS relative over 250 repetitions.
prefetch_h2d_ns = 64K:41.61us 2M:129.5us 16M:449.2us 64M:1.382ms 256M:5.417ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (250 points at 5 sizes): the best line,
# 16.83us + bytes / 10.5 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 22.8% RMS relative over 250 repetitions.
prefetch_d2h_ns = 64K:22.84us 2M:241.1us 16M:1.552ms 64M:6.327ms 256M:24.73ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (4800 points at 3 sizes): the best line,
# 17.38us + bytes / 9.6 GB/s, misses by 19.2% RMS, so it is not used.
# Residual: 19.2% RMS relative over 4800 repetitions.
evict_d2h_ns = 64K:24.28us 512K:71.25us 2M:237.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (300 points at 3 sizes): the best
# line, 23.09us + bytes / 3.34 GB/s, misses by 18.5% RMS, so it is not used.
# Residual: 16.5% RMS relative over 300 repetitions.
cpu_fault_d2h_ns = 64K:41.97us 512K:203.2us 2M:605.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-22q/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (300 points at 6 sizes): the best line, 314us +
# bytes / 2.5 GB/s, misses by 18.3% RMS, so it is not used.
# Residual: 14.1% RMS relative over 300 repetitions.
host_populate_ns = 64K:360.6us 256K:437.1us 2M:928.2us 16M:7.43ms 64M:29.54ms 256M:119ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (500 points at 5
# sizes): the best line, 3.151us + bytes / 933 GB/s, misses by 40.2% RMS, so
# it is not used.
# Residual: 37.1% RMS relative over 500 repetitions.
prefetch_host_ns = 64K:4.409us 2M:4.241us 16M:22.39us 64M:78.44us 256M:309.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (250 points at 5 sizes): the best line, 15.68us + bytes / 71 GB/s, misses by
# 20.2% RMS, so it is not used.
# Residual: 15.4% RMS relative over 250 repetitions.
prefetch_call_ns = 64K:18.79us 2M:36.57us 16M:263.3us 64M:1.039ms 256M:4.154ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 150 repetitions.
# Residual: 30.3% RMS relative over 150 repetitions.
prefetch_defer_ns = 112.4us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Not in
# these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22q/machine.profile.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (150 points at 3 sizes): the best line, 9.979us + bytes /
# 217 GB/s, misses by 24.3% RMS, so it is not used.
# Residual: 24.4% RMS relative over 150 repetitions.
prefetch_zero_ns = 2M:19.72us 16M:85.16us 64M:325.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22q/machine.profile.
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (200 points at 4 sizes): the best line, 697.6ns
# + bytes / 164 GB/s, misses by 29.6% RMS, so it is not used.
# Residual: 29.4% RMS relative over 200 repetitions.
managed_free_resident_ns = 2M:13.8us 16M:97.95us 64M:407.9us 256M:1.723ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22q/machine.profile.
memcpy_h2d_ns = 4K:5.982us 64K:23.12us 2M:295.5us 16M:2.208ms 64M:8.625ms 256M:34.84ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (300 points at 6 sizes): the best line, 16.29us + bytes / 10.3 GB/s,
# misses by 27.6% RMS, so it is not used.
# Residual: 19.4% RMS relative over 300 repetitions.
memcpy_d2h_ns = 4K:14.55us 64K:32.68us 2M:277us 16M:1.567ms 64M:6.107ms 256M:24.06ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (200 points at 4 sizes): the best line, 0ns +
# bytes / 5.88 GB/s, misses by 25.6% RMS, so it is not used.
# Residual: 25.0% RMS relative over 200 repetitions.
host_read_ns = 64K:10.82us 2M:333.9us 16M:3ms 64M:11.67ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (200 points at 4 sizes): the best line, 0ns + bytes / 21.9 GB/s, misses by
# 36.3% RMS, so it is not used.
# Residual: 15.8% RMS relative over 200 repetitions.
host_write_ns = 64K:1.238us 2M:69.68us 16M:1.126ms 64M:5.643ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Not in these
# measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22q/machine.profile.
host_write_cold_ns = 64K:6.872us 2M:194.2us 16M:1.548ms 64M:6.188ms

