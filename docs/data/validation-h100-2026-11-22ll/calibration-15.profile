# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-15.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T12:49:14Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:49:14Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.2% RMS relative over 5 repetitions.
launch_ns = 4.262us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.968us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.819us + bytes / 5.07e+03 GB/s, misses by 58.3% RMS,
# so it is not used.
# Residual: 29.7% RMS relative over 45 repetitions.
malloc_ns = 4K:3.719us 64K:2.91us 1M:2.559us 1536K:2.743us 2M:52.19us 8M:45.76us 64M:71.18us 256M:57.01us 1G:186.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2us + bytes / 1.44e+03 GB/s, misses by 48.7% RMS, so it is not
# used.
# Residual: 19.4% RMS relative over 45 repetitions.
free_ns = 4K:2.618us 64K:2.506us 1M:2.407us 1536K:2.309us 2M:55.31us 8M:43.99us 64M:77.69us 256M:190.2us 1G:654.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.347us + bytes / 5.48e+03 GB/s, misses by 63.1% RMS, so it is not used.
# Residual: 32.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.76us 64K:2.648us 2M:24.2us 16M:26.76us 64M:44.85us 256M:42.23us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12us + bytes / 3.26e+05 GB/s, written at the measured sizes (the
# medians would give 12.5%).
# Residual: 13.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:12us 64K:12us 2M:12.01us 16M:12.05us 64M:12.21us 256M:12.83us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 23.0%, 512K 22.6%, 1M 21.8%, 2M 21.0%, 4M 20.9%, 8M 20.7%, 16M
# 20.9%, 32M 21.2%.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     72.67us     53.07us
# seq             2M          0         2         2     2097152           0     193.7us     244.1us
# seq            16M          0        16        16    16777216           0     1.736ms     1.819ms
# seq            64M          0        64        64    67108864           0     7.519ms     7.218ms
# seq           256M          0       256       256   268435456           0     33.32ms     28.82ms
# stride         64M        64K         8        32    67108864           0     6.041ms     5.813ms
# stride        256M         2M        32       128     8388608           0     2.051ms     2.411ms
# random         16M          0        12        16    16777216           0     1.569ms     1.738ms
# random         64M          0        36       161    67108864           0     10.35ms     7.462ms
# random        256M          0       125      1211   268435456           0     42.33ms     34.15ms
# fresh           2M          0         2         2           0     2097152     111.7us     138.2us
# fresh          16M          0        16        16           0    16777216     843.8us     971.6us
# fresh          64M          0        64        64           0    67108864     5.199ms     3.829ms
# fresh         256M          0       256       256           0   268435456     23.85ms     15.26ms
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
# prefetch at the driver's defaults). Result: 20.3us per batch, 8.369us per VA
# block, bytes / 12.5 GB/s moved, 19.16us per faulting kernel, bytes / 34 GB/s
# zero-filled.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_batch_ns = 20.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_block_ns = 8.369us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:327.4ns 64K:5.238us 512K:41.91us 1M:83.81us 2M:167.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_wake_ns = 19.16us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:120.5ns 64K:1.929us 512K:15.43us 1M:30.86us 2M:61.71us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.89us + bytes /
# 46.4 GB/s, misses by 16.5% RMS, so it is not used.
# Residual: 3.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.84us 2M:120.7us 16M:436.7us 64M:1.358ms 256M:5.39ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.33us + bytes / 10.4 GB/s, written at
# the measured sizes (the medians would give 4.8%).
# Residual: 7.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.62us 2M:218.8us 16M:1.629ms 64M:6.466ms 256M:25.81ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.46us + bytes / 8.78 GB/s, written at the
# measured sizes (the medians would give 7.2%).
# Residual: 7.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.93us 512K:76.17us 2M:255.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.44us + bytes / 3.06 GB/s, written at
# the measured sizes (the medians would give 5.0%).
# Residual: 8.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.85us 512K:194.7us 2M:708.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 310us + bytes / 2.54 GB/s,
# written at the measured sizes (the medians would give 7.4%).
# Residual: 14.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:335.8us 256K:413.2us 2M:1.136ms 16M:6.916ms 64M:26.73ms 256M:106ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.699us + bytes / 1.06e+03 GB/s, misses by 22.5% RMS,
# so it is not used.
# Residual: 15.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.667us 2M:3.711us 16M:19.33us 64M:66.23us 256M:286.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 14.53us +
# bytes / 76.4 GB/s, written at the measured sizes (the medians would give
# 5.0%).
# Residual: 13.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.38us 2M:41.97us 16M:234us 64M:892.6us 256M:3.527ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.7us

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
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). Fit
# (weighted least squares, relative errors, to the medians of 15 points at 3
# sizes): 6.424us + bytes / 239 GB/s, written at the measured sizes (the
# medians would give 14.1%).
# Residual: 14.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.19us 16M:76.55us 64M:286.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.3us + bytes / 195 GB/s, written at the measured sizes
# (the medians would give 9.3%).
# Residual: 9.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:33.03us 16M:108.1us 64M:365.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 162 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.14us 16M:101.3us 64M:410.8us 256M:1.668ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 9.043us
# + bytes / 11 GB/s, misses by 27.0% RMS, so it is not used.
# Residual: 14.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.485us 64K:23.08us 2M:147.6us 16M:1.588ms 64M:7.37ms 256M:32.04ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.02us + bytes / 10 GB/s,
# misses by 25.3% RMS, so it is not used.
# Residual: 16.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.43us 64K:41.11us 2M:293.5us 16M:1.714ms 64M:5.957ms 256M:24.12ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 638.6ns +
# bytes / 5.47 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 17.7% RMS relative over 20 repetitions.
host_read_ns = 64K:12.65us 2M:365.2us 16M:3.157ms 64M:12.62ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27.1 GB/s, misses by
# 37.6% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.168us 2M:55.9us 16M:983.8us 64M:4.998ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.7 GB/s, written at the measured sizes (the medians would give
# 5.1%).
# Residual: 5.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.91us 2M:195.3us 16M:1.564ms 64M:6.256ms

