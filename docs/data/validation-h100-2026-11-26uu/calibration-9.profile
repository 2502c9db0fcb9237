# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-9.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T21:27:58Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:27:58Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.3% RMS relative over 5 repetitions.
launch_ns = 4.329us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.018us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.559us + bytes / 5.14e+03 GB/s, misses by 58.0% RMS,
# so it is not used.
# Residual: 28.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.526us 64K:2.83us 1M:2.529us 1536K:2.6us 2M:54.09us 8M:47.82us 64M:49.87us 256M:53.28us 1G:183.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.114us + bytes / 1.47e+03 GB/s, misses by 45.7% RMS, so it is
# not used.
# Residual: 15.5% RMS relative over 45 repetitions.
free_ns = 4K:3.446us 64K:3.425us 1M:3.46us 1536K:3.414us 2M:38.54us 8M:43.37us 64M:93.95us 256M:181.2us 1G:602.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.366us + bytes / 6.05e+03 GB/s, misses by 63.2% RMS, so it is not used.
# Residual: 39.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.202us 64K:2.109us 2M:16.75us 16M:21.24us 64M:50.93us 256M:37.81us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.285us + bytes / 1.65e+06 GB/s, written at the measured sizes (the
# medians would give 7.4%).
# Residual: 8.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.285us 64K:9.285us 2M:9.286us 16M:9.295us 64M:9.326us 256M:9.448us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 24.1%, 512K 23.9%, 1M 23.5%, 2M 22.3%, 4M 21.6%, 8M 20.1%, 16M
# 19.7%, 32M 19.6%.
# Residual: 26.7% RMS relative over 70 repetitions.
fault_window = 32M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     107.1us     96.74us
# seq             2M          0         2         2     2097152           0     314.6us     316.6us
# seq            16M          0        16        16    16777216           0     2.533ms     2.298ms
# seq            64M          0        64        64    67108864           0     10.59ms     9.092ms
# seq           256M          0       256       256   268435456           0     34.31ms     36.27ms
# stride         64M        64K         4        32    67108864           0     5.762ms     5.856ms
# stride        256M         2M         8       128     8388608           0     2.074ms     2.204ms
# random         16M          0        16        16    16777216           0     1.752ms     2.298ms
# random         64M          0        43        73    67108864           0     8.518ms     8.134ms
# random        256M          0       134       611   268435456           0     61.42ms     33.32ms
# fresh           2M          0         2         2           0     2097152     155.6us     169.9us
# fresh          16M          0        16        16           0    16777216     945.5us     1.124ms
# fresh          64M          0        64        64           0    67108864     6.954ms     4.397ms
# fresh         256M          0       256       256           0   268435456     18.89ms     17.49ms
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
# prefetch at the driver's defaults). Result: 49.32us per batch, 8.65us per VA
# block, bytes / 12.5 GB/s moved, 33.54us per faulting kernel, bytes / 103
# GB/s zero-filled.
# Residual: 26.7% RMS relative over 70 repetitions.
fault_batch_ns = 49.32us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.7% RMS relative over 70 repetitions.
fault_block_ns = 8.65us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:326.4ns 64K:5.223us 512K:41.78us 1M:83.57us 2M:167.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.7% RMS relative over 70 repetitions.
fault_wake_ns = 33.54us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 26.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:39.89ns 64K:638.2ns 512K:5.106us 1M:10.21us 2M:20.42us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.73us + bytes / 46
# GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 1.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.28us 2M:123us 16M:454.5us 64M:1.376ms 256M:5.398ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 14.43us + bytes / 12.5 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 10.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.59us 2M:184.5us 16M:1.653ms 64M:6.445ms 256M:17.35ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.37us + bytes / 12.7 GB/s, written at the
# measured sizes (the medians would give 8.1%).
# Residual: 8.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.53us 512K:55.67us 2M:179.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 19.94us + bytes / 3.69 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 14.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.22us 512K:176.1us 2M:556.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 330.7us +
# bytes / 2.61 GB/s, misses by 27.3% RMS, so it is not used.
# Residual: 25.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:393.8us 256K:425.8us 2M:932.2us 16M:7.356ms 64M:28.35ms 256M:107.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.914us + bytes / 1.63e+03 GB/s, misses by 19.9% RMS,
# so it is not used.
# Residual: 11.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.529us 2M:2.554us 16M:13.78us 64M:44.53us 256M:167.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.96us + bytes / 72.1 GB/s, misses
# by 21.0% RMS, so it is not used.
# Residual: 17.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.58us 2M:35.66us 16M:258.5us 64M:1.147ms 256M:3.862ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 122.7us

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
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (15 points at 3 sizes): the best line, 6.852us + bytes /
# 220 GB/s, misses by 17.4% RMS, so it is not used.
# Residual: 17.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.43us 16M:82.29us 64M:315.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 25.34us + bytes / 198 GB/s, written at the measured
# sizes (the medians would give 10.6%).
# Residual: 11.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.94us 16M:110.1us 64M:364.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 6.065us +
# bytes / 193 GB/s, misses by 24.9% RMS, so it is not used.
# Residual: 24.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.72us 16M:97.32us 64M:343.3us 256M:1.393ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.288us
# + bytes / 10.1 GB/s, misses by 26.0% RMS, so it is not used.
# Residual: 16.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.821us 64K:23.62us 2M:167.8us 16M:1.692ms 64M:7.645ms 256M:30.77ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.77us + bytes / 13.3 GB/s,
# misses by 21.8% RMS, so it is not used.
# Residual: 9.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.44us 64K:27.22us 2M:218.2us 16M:1.182ms 64M:4.625ms 256M:19.62ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 5.497us +
# bytes / 5.9 GB/s, misses by 24.0% RMS, so it is not used.
# Residual: 15.7% RMS relative over 20 repetitions.
host_read_ns = 64K:16.45us 2M:505.3us 16M:3.043ms 64M:9.398ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 11.3 GB/s, written at the measured sizes (the medians would give
# 11.8%).
# Residual: 12.4% RMS relative over 20 repetitions.
host_write_ns = 64K:4.005us 2M:183.6us 16M:1.481ms 64M:5.93ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 732.2ns +
# bytes / 11.2 GB/s, written at the measured sizes (the medians would give
# 5.8%).
# Residual: 5.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.576us 2M:187.7us 16M:1.497ms 64M:5.985ms

