# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T00:38:15Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T00:38:15Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.1% RMS relative over 5 repetitions.
launch_ns = 4.801us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.973us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.696us + bytes / 6.89e+03 GB/s, misses by 56.6% RMS,
# so it is not used.
# Residual: 29.3% RMS relative over 45 repetitions.
malloc_ns = 4K:3.179us 64K:2.456us 1M:2.819us 1536K:2.526us 2M:46.45us 8M:39.19us 64M:40.97us 256M:43.41us 1G:133.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.637us + bytes / 2e+03 GB/s, misses by 51.7% RMS, so it is not
# used.
# Residual: 31.7% RMS relative over 45 repetitions.
free_ns = 4K:1.764us 64K:1.757us 1M:1.621us 1536K:3.372us 2M:36.43us 8M:36.63us 64M:58.74us 256M:122.7us 1G:462.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.286us + bytes / 3.57e+03 GB/s, misses by 64.0% RMS, so it is not used.
# Residual: 35.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.504us 64K:3.486us 2M:26.24us 16M:38.74us 64M:67.73us 256M:63.65us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 15.14us + bytes / 5.73e+05 GB/s, written at the measured sizes (the
# medians would give 6.5%).
# Residual: 7.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:15.14us 64K:15.14us 2M:15.15us 16M:15.17us 64M:15.26us 256M:15.61us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.8%, 512K 17.6%, 1M 17.2%, 2M 16.2%, 4M 15.3%, 8M 14.1%, 16M
# 13.6%, 32M 14.3%.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     103.6us     90.15us
# seq             2M          0         2         2     2097152           0     284.8us     325.7us
# seq            16M          0        16        16    16777216           0     2.078ms     2.402ms
# seq            64M          0        64        64    67108864           0     9.546ms     9.523ms
# seq           256M          0       256       256   268435456           0     46.67ms        38ms
# stride         64M        64K         4        32    67108864           0     6.665ms     6.586ms
# stride        256M         2M        16       128     8388608           0     2.867ms     3.182ms
# random         16M          0        16        16    16777216           0     2.311ms     2.402ms
# random         64M          0        39       104    67108864           0     9.376ms     9.025ms
# random        256M          0       127       907   268435456           0     59.68ms     41.48ms
# fresh           2M          0         2         2           0     2097152     186.9us     206.8us
# fresh          16M          0        16        16           0    16777216     1.309ms     1.451ms
# fresh          64M          0        64        64           0    67108864     6.361ms     5.718ms
# fresh         256M          0       256       256           0   268435456     26.86ms     22.78ms
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
# prefetch at the driver's defaults). Result: 41.7us per batch, 13.61us per VA
# block, bytes / 11.3 GB/s moved, 29.03us per faulting kernel, bytes / 31.2
# GB/s zero-filled.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_batch_ns = 41.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_block_ns = 13.61us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:363.4ns 64K:5.815us 512K:46.52us 1M:93.04us 2M:186.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_wake_ns = 29.03us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:131.2ns 64K:2.099us 512K:16.79us 1M:33.58us 2M:67.17us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 51.9us + bytes /
# 45.8 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 5.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:48.01us 2M:141.5us 16M:458.8us 64M:1.392ms 256M:5.523ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.23us + bytes / 8.62 GB/s, written at
# the measured sizes (the medians would give 2.6%).
# Residual: 6.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.84us 2M:261.6us 16M:1.965ms 64M:7.806ms 256M:31.17ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.19us + bytes / 7.79 GB/s, written at the
# measured sizes (the medians would give 7.4%).
# Residual: 7.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.6us 512K:85.48us 2M:287.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.32us + bytes / 2.86 GB/s, written at
# the measured sizes (the medians would give 6.2%).
# Residual: 9.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.25us 512K:204.7us 2M:754.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 345.1us + bytes / 2.35 GB/s, written at the measured
# sizes (the medians would give 7.2%).
# Residual: 12.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:373us 256K:456.7us 2M:1.238ms 16M:7.491ms 64M:28.93ms 256M:114.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.338us + bytes / 783 GB/s, misses by 22.0% RMS, so
# it is not used.
# Residual: 11.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.697us 2M:4.671us 16M:27.07us 64M:93.49us 256M:365.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 16.26us +
# bytes / 66.1 GB/s, written at the measured sizes (the medians would give
# 6.5%).
# Residual: 13.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.25us 2M:47.98us 16M:270.1us 64M:1.031ms 256M:4.077ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 17.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 123.1us

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
# measured medians (15 points at 3 sizes): the best line, 6.94us + bytes / 215
# GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 16.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.73us 16M:83.09us 64M:324.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 36.11us + bytes / 170 GB/s, misses by 18.7% RMS, so it is not used.
# Residual: 18.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:48.21us 16M:137.5us 64M:425.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.378us +
# bytes / 157 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:19.04us 16M:108.4us 64M:432.8us 256M:1.765ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.207us
# + bytes / 8.42 GB/s, misses by 27.4% RMS, so it is not used.
# Residual: 15.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.885us 64K:25.39us 2M:195.7us 16M:2.127ms 64M:9.12ms 256M:37.65ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.85us + bytes / 9.15 GB/s,
# misses by 19.6% RMS, so it is not used.
# Residual: 9.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.51us 64K:32.53us 2M:293.8us 16M:1.763ms 64M:6.968ms 256M:26.92ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.48 GB/s, misses by 18.5% RMS, so it is not used.
# Residual: 14.0% RMS relative over 20 repetitions.
host_read_ns = 64K:5.743us 2M:237.2us 16M:2.43ms 64M:10.46ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 19.5 GB/s, misses by
# 35.9% RMS, so it is not used.
# Residual: 18.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.369us 2M:79.38us 16M:1.16ms 64M:5.695ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 316.9ns +
# bytes / 10.1 GB/s, written at the measured sizes (the medians would give
# 6.7%).
# Residual: 6.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.797us 2M:207.7us 16M:1.659ms 64M:6.636ms

