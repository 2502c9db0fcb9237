# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-22jj/machine-refit.profile --base
# docs/data/validation-h100-2026-11-22jj/machine.profile --from
# docs/data/validation-h100-2026-11-22jj/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22jj/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22jj/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22jj/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22jj/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22jj/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22jj/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22jj/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22jj/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22jj/calibration-10.profile.measuremen` on
# 2026-11-22T10:46:45Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-22jj/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:46:45Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 75 repetitions.
# Residual: 17.2% RMS relative over 75 repetitions.
launch_ns = 4.51us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 75 repetitions.
# Residual: 8.3% RMS relative over 75 repetitions.
kernel_gap_ns = 2.05us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (675 points at 9
# sizes): the best line, 3.128us + bytes / 4.6e+03 GB/s, misses by 61.9% RMS,
# so it is not used.
# Residual: 34.9% RMS relative over 675 repetitions.
malloc_ns = 4K:3.299us 64K:3.107us 1M:3.274us 1536K:3.039us 2M:64.94us 8M:54.08us 64M:84.36us 256M:83.28us 1G:186.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (675 points at 9 sizes): the
# best line, 2.463us + bytes / 1.35e+03 GB/s, misses by 54.1% RMS, so it is
# not used.
# Residual: 28.5% RMS relative over 675 repetitions.
free_ns = 4K:3.024us 64K:2.892us 1M:2.94us 1536K:2.774us 2M:49.49us 8M:51.45us 64M:90.22us 256M:206.4us 1G:668.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (450 points at 6 sizes): the best line,
# 3.908us + bytes / 3.72e+03 GB/s, misses by 69.9% RMS, so it is not used.
# Residual: 48.4% RMS relative over 450 repetitions.
managed_malloc_ns = 4K:3.897us 64K:3.3us 2M:26.12us 16M:39.19us 64M:59.27us 256M:60.79us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (450 points at 6 sizes): the best line, 13.24us + bytes /
# 2.96e+05 GB/s, misses by 29.7% RMS, so it is not used.
# Residual: 29.7% RMS relative over 450 repetitions.
managed_free_ns = 4K:14.84us 64K:13.17us 2M:12.7us 16M:13.21us 64M:12.81us 256M:14.37us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-22jj/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.5%, 512K 16.1%, 1M 15.4%, 2M 14.5%, 4M 14.4%, 8M 14.3%, 16M
# 14.6%, 32M 15.4%.
# Residual: 28.1% RMS relative over 1050 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     105.6us     85.61us
# seq             2M          0         2         2     2097152           0     272.9us     326.8us
# seq            16M          0        16        16    16777216           0     2.002ms     2.311ms
# seq            64M          0        64        64    67108864           0     10.02ms     9.116ms
# seq           256M          0       256       256   268435456           0     43.04ms     36.33ms
# stride         64M        64K         8        32    67108864           0     7.172ms     7.459ms
# stride        256M         2M        32       128     8388608           0     2.969ms     3.407ms
# random         16M          0        12        16    16777216           0     2.326ms     2.226ms
# random         64M          0        36       161    67108864           0     11.34ms     9.903ms
# random        256M          0       125      1211   268435456           0     57.71ms     47.18ms
# fresh           2M          0         2         2           0     2097152     178.9us     209.1us
# fresh          16M          0        16        16           0    16777216     1.262ms      1.37ms
# fresh          64M          0        64        64           0    67108864     6.014ms      5.35ms
# fresh         256M          0       256       256           0   268435456     26.02ms     21.27ms
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
# prefetch at the driver's defaults). Result: 21.42us per batch, 14.29us per
# VA block, bytes / 9.89 GB/s moved, 43.27us per faulting kernel, bytes / 22.2
# GB/s zero-filled.
# Residual: 28.1% RMS relative over 1050 repetitions.
fault_batch_ns = 21.42us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.1% RMS relative over 1050 repetitions.
fault_block_ns = 14.29us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 28.1% RMS relative over 1050 repetitions.
fault_h2d_ns = 4K:414.3ns 64K:6.628us 512K:53.02us 1M:106us 2M:212.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.1% RMS relative over 1050 repetitions.
fault_wake_ns = 43.27us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 28.1% RMS relative over 1050 repetitions.
fault_zero_ns = 4K:184.4ns 64K:2.95us 512K:23.6us 1M:47.2us 2M:94.41us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (375 points at 5 sizes): the best line, 47.45us + bytes /
# 45 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 14.7% RMS relative over 375 repetitions.
prefetch_h2d_ns = 64K:44.02us 2M:143.4us 16M:464.9us 64M:1.412ms 256M:5.56ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (375 points at 5 sizes): the best line,
# 18.76us + bytes / 9.49 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 22.2% RMS relative over 375 repetitions.
prefetch_d2h_ns = 64K:25.55us 2M:251.9us 16M:1.72ms 64M:6.858ms 256M:29.29ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (7200 points at 3 sizes): the best line,
# 17.38us + bytes / 6.86 GB/s, misses by 25.4% RMS, so it is not used.
# Residual: 27.4% RMS relative over 7200 repetitions.
evict_d2h_ns = 64K:26.41us 512K:104.2us 2M:303.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (450 points at 3 sizes): the best
# line, 21.14us + bytes / 2.8 GB/s, misses by 18.4% RMS, so it is not used.
# Residual: 17.0% RMS relative over 450 repetitions.
cpu_fault_d2h_ns = 64K:44.08us 512K:223.9us 2M:732.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-22jj/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (450 points at 6 sizes): the best line, 313us +
# bytes / 2.39 GB/s, misses by 23.1% RMS, so it is not used.
# Residual: 20.2% RMS relative over 450 repetitions.
host_populate_ns = 64K:363us 256K:432.3us 2M:973us 16M:7.629ms 64M:30.64ms 256M:125.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (750 points at 5
# sizes): the best line, 3.525us + bytes / 941 GB/s, misses by 31.9% RMS, so
# it is not used.
# Residual: 28.3% RMS relative over 750 repetitions.
prefetch_host_ns = 64K:4.961us 2M:4.553us 16M:22.18us 64M:77.97us 256M:307.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (375 points at 5 sizes): the best line, 16.09us + bytes / 72.8 GB/s, misses
# by 27.3% RMS, so it is not used.
# Residual: 23.8% RMS relative over 375 repetitions.
prefetch_call_ns = 64K:19.15us 2M:36.6us 16M:262.6us 64M:1.019ms 256M:3.904ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 225 repetitions.
# Residual: 34.6% RMS relative over 225 repetitions.
prefetch_defer_ns = 113.7us

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
# measured medians (225 points at 3 sizes): the best line, 9.811us + bytes /
# 217 GB/s, misses by 26.9% RMS, so it is not used.
# Residual: 26.8% RMS relative over 225 repetitions.
prefetch_zero_ns = 2M:19.49us 16M:86.73us 64M:320.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22jj/machine.profile.
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (300 points at 4 sizes): the best line, 3.388us
# + bytes / 161 GB/s, misses by 31.2% RMS, so it is not used.
# Residual: 31.2% RMS relative over 300 repetitions.
managed_free_resident_ns = 2M:16.53us 16M:106.6us 64M:414.3us 256M:1.715ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (450 points at 6 sizes): the best line,
# 8.271us + bytes / 9.43 GB/s, misses by 32.5% RMS, so it is not used.
# Residual: 21.7% RMS relative over 450 repetitions.
memcpy_h2d_ns = 4K:7.869us 64K:24.68us 2M:170.5us 16M:1.925ms 64M:8.316ms 256M:36.52ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (450 points at 6 sizes): the best line, 17.04us + bytes / 9.45 GB/s,
# misses by 25.5% RMS, so it is not used.
# Residual: 18.9% RMS relative over 450 repetitions.
memcpy_d2h_ns = 4K:15.46us 64K:32.28us 2M:278.9us 16M:1.706ms 64M:6.63ms 256M:27.49ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (300 points at 4 sizes): the best line, 0ns +
# bytes / 7.74 GB/s, misses by 41.3% RMS, so it is not used.
# Residual: 35.6% RMS relative over 300 repetitions.
host_read_ns = 64K:7.646us 2M:231.9us 16M:2.332ms 64M:10.08ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (300 points at 4 sizes): the best line, 0ns + bytes / 21.5 GB/s, misses by
# 39.4% RMS, so it is not used.
# Residual: 22.3% RMS relative over 300 repetitions.
host_write_ns = 64K:1.242us 2M:71.36us 16M:1.092ms 64M:5.469ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 300 points at 4 sizes): 833.6ns
# + bytes / 10.3 GB/s, written at the measured sizes (the medians would give
# 12.2%).
# Residual: 12.2% RMS relative over 300 repetitions.
host_write_cold_ns = 64K:7.205us 2M:204.7us 16M:1.632ms 64M:6.525ms

