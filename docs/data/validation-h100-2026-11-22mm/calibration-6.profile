# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-6.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T13:46:48Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T13:46:48Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.4% RMS relative over 5 repetitions.
launch_ns = 4.336us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.176us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.529us + bytes / 1.06e+04 GB/s, misses by 61.2% RMS,
# so it is not used.
# Residual: 25.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.658us 64K:2.354us 1M:2.601us 1536K:2.468us 2M:56.26us 8M:48.93us 64M:76.97us 256M:73.86us 1G:83.22us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.988us + bytes / 2.39e+03 GB/s, misses by 53.4% RMS, so it is
# not used.
# Residual: 20.8% RMS relative over 45 repetitions.
free_ns = 4K:2.06us 64K:2.097us 1M:2.362us 1536K:2.267us 2M:42.27us 8M:46.33us 64M:80.63us 256M:161.5us 1G:336.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.001us + bytes / 3.92e+03 GB/s, misses by 69.2% RMS, so it is not used.
# Residual: 51.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.595us 64K:3.154us 2M:33.07us 16M:69.87us 64M:65.95us 256M:58.87us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 10.27us + bytes /
# 5.78e+05 GB/s, misses by 19.9% RMS, so it is not used.
# Residual: 19.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.52us 64K:9.643us 2M:9.752us 16M:11.85us 64M:10.36us 256M:10.68us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 23.5%, 512K 23.2%, 1M 22.7%, 2M 21.7%, 4M 21.4%, 8M 20.2%, 16M
# 19.2%, 32M 19.3%.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     96.96us      67.8us
# seq             2M          0         2         2     2097152           0     196.8us     234.4us
# seq            16M          0        16        16    16777216           0     1.452ms     1.774ms
# seq            64M          0        64        64    67108864           0     7.043ms     7.051ms
# seq           256M          0       256       256   268435456           0     34.74ms     28.16ms
# stride         64M        64K         4        32    67108864           0     4.576ms     4.318ms
# stride        256M         2M        16       128     8388608           0     1.964ms     2.245ms
# random         16M          0        16        16    16777216           0     1.632ms     1.774ms
# random         64M          0        39       104    67108864           0     7.575ms     6.367ms
# random        256M          0       127       907   268435456           0     45.29ms     28.42ms
# fresh           2M          0         2         2           0     2097152       105us     125.4us
# fresh          16M          0        16        16           0    16777216     834.6us     901.9us
# fresh          64M          0        64        64           0    67108864     4.216ms     3.564ms
# fresh         256M          0       256       256           0   268435456      17.8ms     14.21ms
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
# prefetch at the driver's defaults). Result: 41us per batch, 8.521us per VA
# block, bytes / 17.4 GB/s moved, 14.5us per faulting kernel, bytes / 177 GB/s
# zero-filled.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_batch_ns = 41us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_block_ns = 8.521us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:236ns 64K:3.776us 512K:30.21us 1M:60.42us 2M:120.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_wake_ns = 14.5us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:23.2ns 64K:371.1ns 512K:2.969us 1M:5.938us 2M:11.88us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 40.4us + bytes /
# 46.8 GB/s, misses by 18.9% RMS, so it is not used.
# Residual: 6.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.91us 2M:125.3us 16M:443.4us 64M:1.35ms 256M:5.3ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.13us + bytes / 15.1 GB/s, written at
# the measured sizes (the medians would give 3.5%).
# Residual: 10.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.46us 2M:153.8us 16M:1.124ms 64M:4.452ms 256M:17.76ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.6us + bytes / 12.9 GB/s, written at the
# measured sizes (the medians would give 8.8%).
# Residual: 8.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.67us 512K:54.17us 2M:175.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 21.57us + bytes / 4.04 GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 13.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.2us 512K:166.7us 2M:508.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 231.1us + bytes / 3.11 GB/s, misses by 18.4% RMS, so
# it is not used.
# Residual: 12.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:268.4us 256K:334.7us 2M:701.9us 16M:6.026ms 64M:23.11ms 256M:105.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.116us + bytes / 1.62e+03 GB/s, misses by 19.4% RMS,
# so it is not used.
# Residual: 12.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.688us 2M:2.783us 16M:13.7us 64M:44.57us 256M:169.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.35us + bytes / 104 GB/s, misses by
# 16.2% RMS, so it is not used.
# Residual: 12.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.44us 2M:25.66us 16M:189.8us 64M:710.1us 256M:2.635ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.95us

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
# measured medians (15 points at 3 sizes): the best line, 7.092us + bytes /
# 300 GB/s, misses by 15.0% RMS, so it is not used.
# Residual: 15.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.13us 16M:61.93us 64M:234.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.46us + bytes / 187 GB/s, written at the measured
# sizes (the medians would give 8.1%).
# Residual: 8.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.69us 16M:111.2us 64M:380.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 185 GB/s, misses by 24.2% RMS, so it is not used.
# Residual: 23.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.76us 16M:83.79us 64M:348.8us 256M:1.625ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.961us
# + bytes / 11.5 GB/s, misses by 26.6% RMS, so it is not used.
# Residual: 14.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.426us 64K:23.63us 2M:149.9us 16M:1.432ms 64M:6.497ms 256M:28.7ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.2us + bytes / 12.2 GB/s,
# misses by 27.0% RMS, so it is not used.
# Residual: 14.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.967us 64K:28.45us 2M:261.7us 16M:1.348ms 64M:5.005ms 256M:19.66ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 584.5ns +
# bytes / 10.9 GB/s, misses by 25.4% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
host_read_ns = 64K:6.675us 2M:158.9us 16M:1.758ms 64M:7.589ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 23.2 GB/s, misses by
# 30.6% RMS, so it is not used.
# Residual: 14.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.372us 2M:68.36us 16M:893.5us 64M:4.645ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 372.2ns +
# bytes / 12 GB/s, written at the measured sizes (the medians would give
# 6.4%).
# Residual: 6.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.835us 2M:175.2us 16M:1.399ms 64M:5.594ms

