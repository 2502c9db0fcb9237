# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/valC/gpu/machine.profile
# --base scripts/../profiles/h100-pcie5.profile --from
# /tmp/valC/gpu/calibration-1.profile.measurements.csv --from
# /tmp/valC/gpu/calibration-2.profile.measurements.csv --from
# /tmp/valC/gpu/calibration-3.profile.measurements.csv --from
# /tmp/valC/gpu/calibration-4.profile.measurements.csv --from
# /tmp/valC/gpu/calibration-5.profile.measurements.csv --from
# /tmp/valC/gpu/calibration-6.profile.measurements.csv --from
# /tmp/valC/gpu/calibration-7.profile.measurements.csv --from
# /tmp/valC/gpu/calibration-8.profile.measurements.csv --from
# /tmp/valC/gpu/calibration-9.profile.measurements.csv --from
# /tmp/valC/gpu/calibration-10.profile.measurements.csv --from
# /tmp/valC/gpu/calibration-11.profile.measurements.csv --from
# /tmp/valC/gpu/calibration-12.profile.measurements.csv --from
# /tmp/valC/gpu/calibration-13.profile.measurements.csv` from measurements of
# 2026-11-27T09:33:00Z to 2026-11-27T09:38:53Z: NVIDIA H100 80GB HBM3, driver
# 580.159.04 (API 13000), CUDA runtime 13000. Every repetition is in the
# measurements file beside this one (its name + .measurements.csv); `gpurun
# --calibrate FILE --from THAT.csv` redoes the fit without a GPU. Each key
# says how it was measured and fitted and its RMS relative residual: the
# written value against every repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:33:00Z to 2026-11-27T09:38:53Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 65 repetitions.
# Residual: 14.5% RMS relative over 65 repetitions.
launch_ns = 4.315us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 65 repetitions.
# Residual: 4.4% RMS relative over 65 repetitions.
kernel_gap_ns = 2.153us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (585 points at 9
# sizes): the best line, 2.735us + bytes / 5.66e+03 GB/s, misses by 59.8% RMS,
# so it is not used.
# Residual: 29.8% RMS relative over 585 repetitions.
malloc_ns = 4K:2.873us 64K:2.749us 1M:2.737us 1536K:2.693us 2M:52.7us 8M:48.38us 64M:61.19us 256M:75.54us 1G:148.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (585 points at 9 sizes): the
# best line, 2.04us + bytes / 1.52e+03 GB/s, misses by 56.8% RMS, so it is not
# used.
# Residual: 32.6% RMS relative over 585 repetitions.
free_ns = 4K:2.52us 64K:2.36us 1M:2.317us 1536K:2.497us 2M:41.45us 8M:45.88us 64M:78.54us 256M:179.1us 1G:600.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (390 points at 6 sizes): the best line,
# 3.996us + bytes / 6.68e+03 GB/s, misses by 68.8% RMS, so it is not used.
# Residual: 43.8% RMS relative over 390 repetitions.
managed_malloc_ns = 4K:3.72us 64K:3.444us 2M:23.47us 16M:37.47us 64M:39.84us 256M:36.54us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (390 points at 6 sizes): the best line, 10.85us + bytes *
# -1.49e-06 ns/B, misses by 18.9% RMS, so it is not used.
# Residual: 19.1% RMS relative over 390 repetitions.
managed_free_ns = 4K:12.53us 64K:10.05us 2M:10.71us 16M:10.84us 64M:10.5us 256M:10.51us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.9%, 512K 16.4%, 1M 15.6%, 2M 14.4%, 4M 13.8%, 8M 13.4%, 16M
# 13.8%, 32M 14.6%.
# Residual: 24.7% RMS relative over 910 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     85.79us     71.96us
# seq             2M          0         2         2     2097152           0     242.8us     276.2us
# seq            16M          0        16        16    16777216           0     1.744ms     1.974ms
# seq            64M          0        64        64    67108864           0     8.586ms     7.794ms
# seq           256M          0       256       256   268435456           0     35.44ms     31.07ms
# stride         64M        64K         8        32    67108864           0     5.922ms     6.235ms
# stride        256M         2M        32       128     8388608           0     2.519ms     2.894ms
# random         16M          0        12        16    16777216           0     1.854ms     1.889ms
# random         64M          0        36       161    67108864           0     9.478ms     8.314ms
# random        256M          0       125      1211   268435456           0     48.69ms     39.27ms
# fresh           2M          0         2         2           0     2097152     155.7us     183.7us
# fresh          16M          0        16        16           0    16777216     1.138ms     1.234ms
# fresh          64M          0        64        64           0    67108864     5.631ms     4.833ms
# fresh         256M          0       256       256           0   268435456     23.16ms     19.23ms
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
# prefetch at the driver's defaults). Result: 21.26us per batch, 11.5us per VA
# block, bytes / 11.8 GB/s moved, 33.67us per faulting kernel, bytes / 24.8
# GB/s zero-filled.
# Residual: 24.7% RMS relative over 910 repetitions.
fault_batch_ns = 21.26us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.7% RMS relative over 910 repetitions.
fault_block_ns = 11.5us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.7% RMS relative over 910 repetitions.
fault_h2d_ns = 4K:345.7ns 64K:5.531us 512K:44.25us 1M:88.49us 2M:177us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.7% RMS relative over 910 repetitions.
fault_wake_ns = 33.67us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.7% RMS relative over 910 repetitions.
fault_zero_ns = 4K:165ns 64K:2.64us 512K:21.12us 1M:42.24us 2M:84.47us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (520 points at 8 sizes): the best line, 43.97us + bytes /
# 44.9 GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 7.9% RMS relative over 520 repetitions.
prefetch_h2d_ns = 64K:38.04us 256K:47.41us 1M:97.06us 2M:122.1us 4M:162.1us 16M:433.4us 64M:1.364ms 256M:5.355ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (520 points at 8 sizes): the best line,
# 17.87us + bytes / 11.7 GB/s, misses by 21.4% RMS, so it is not used.
# Residual: 20.0% RMS relative over 520 repetitions.
prefetch_d2h_ns = 64K:22.26us 256K:42.46us 1M:121.4us 2M:220.2us 4M:358us 16M:1.41ms 64M:5.588ms 256M:21.57ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (6240 points at 3 sizes): the best line,
# 16.42us + bytes / 10.5 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 17.0% RMS relative over 6240 repetitions.
evict_d2h_ns = 64K:22.66us 512K:66.69us 2M:216us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 390 points at 3 sizes): 22.36us + bytes / 3.33 GB/s, written at the
# measured sizes (the means would give 13.3%).
# Residual: 14.9% RMS relative over 390 repetitions.
cpu_fault_d2h_ns = 64K:42.04us 512K:179.8us 2M:652.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (390 points at 6 sizes): the best line, 295.4us +
# bytes / 2.63 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 19.6% RMS relative over 390 repetitions.
host_populate_ns = 64K:340.9us 256K:400.6us 2M:906.2us 16M:7.354ms 64M:27.48ms 256M:106.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (1040 points at
# 8 sizes): the best line, 3.174us + bytes / 1.44e+03 GB/s, misses by 31.2%
# RMS, so it is not used.
# Residual: 28.4% RMS relative over 1040 repetitions.
prefetch_host_ns = 64K:3.969us 256K:3.548us 1M:3.5us 2M:3.912us 4M:6.897us 16M:14.79us 64M:50.58us 256M:195.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (520 points at 8 sizes): the best line, 13.5us + bytes / 95.1 GB/s, misses
# by 20.7% RMS, so it is not used.
# Residual: 18.4% RMS relative over 520 repetitions.
prefetch_call_ns = 64K:19.26us 256K:13.95us 1M:24.85us 2M:32.8us 4M:57.41us 16M:199.1us 64M:737.8us 256M:2.869ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 195 repetitions.
# Residual: 25.4% RMS relative over 195 repetitions.
prefetch_defer_ns = 94.69us

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
# measured medians (195 points at 3 sizes): the best line, 8.589us + bytes /
# 234 GB/s, misses by 21.9% RMS, so it is not used.
# Residual: 21.8% RMS relative over 195 repetitions.
prefetch_zero_ns = 2M:17.54us 16M:80.82us 64M:294.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (195 points at 3 sizes): the best line,
# 24.41us + bytes / 195 GB/s, misses by 16.5% RMS, so it is not used.
# Residual: 16.2% RMS relative over 195 repetitions.
prefetch_zero_defer_ns = 2M:34.93us 16M:113.2us 64M:361.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (260 points at 4 sizes): the best line, 1.024us
# + bytes / 180 GB/s, misses by 25.8% RMS, so it is not used.
# Residual: 26.1% RMS relative over 260 repetitions.
managed_free_resident_ns = 2M:13.07us 16M:88.27us 64M:358.2us 256M:1.672ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (1040 points at 16 sizes): the best line,
# 7.599us + bytes / 13.6 GB/s, misses by 25.7% RMS, so it is not used.
# Residual: 13.2% RMS relative over 1040 repetitions.
memcpy_h2d_ns = 4K:7.386us 8K:7.932us 16K:9.546us 32K:14.5us 64K:21.74us 128K:15.25us 256K:20.85us 512K:35.14us 1M:66.66us 2M:159.3us 4M:345.7us 8M:686.5us 16M:1.502ms 32M:3.184ms 64M:6.771ms 256M:30.89ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (1040 points at 16 sizes): the best line, 13.37us + bytes / 10.3 GB/s,
# misses by 29.7% RMS, so it is not used.
# Residual: 14.2% RMS relative over 1040 repetitions.
memcpy_d2h_ns = 4K:13.34us 8K:10.86us 16K:12.92us 32K:20.98us 64K:29.97us 128K:42us 256K:65.29us 512K:107.5us 1M:183us 2M:262.2us 4M:423us 8M:776.4us 16M:1.433ms 32M:2.825ms 64M:5.514ms 256M:21.9ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (455 points at 7 sizes): the best line, 0ns +
# bytes / 10.9 GB/s, misses by 45.6% RMS, so it is not used.
# Residual: 40.9% RMS relative over 455 repetitions.
host_read_ns = 64K:5.262us 256K:22.31us 1M:87.56us 2M:177.9us 4M:345.7us 16M:1.832ms 64M:8.185ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (455 points at 7 sizes): the best line, 0ns + bytes / 31.4 GB/s, misses by
# 36.6% RMS, so it is not used.
# Residual: 20.7% RMS relative over 455 repetitions.
host_write_ns = 64K:1.212us 256K:6.828us 1M:25.67us 2M:52.91us 4M:193.6us 16M:951.3us 64M:4.845ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 455 points at 7 sizes): 661.1ns
# + bytes / 11.5 GB/s, written at the measured sizes (the medians would give
# 9.1%).
# Residual: 9.3% RMS relative over 455 repetitions.
host_write_cold_ns = 64K:6.367us 256K:23.48us 1M:91.96us 2M:183.3us 4M:365.8us 16M:1.461ms 64M:5.844ms

