# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-7.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T07:42:33Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T07:42:33Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.9% RMS relative over 5 repetitions.
launch_ns = 3.046us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.995us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.769us + bytes / 6.72e+03 GB/s, misses by 61.9% RMS,
# so it is not used.
# Residual: 31.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.677us 64K:2.791us 1M:2.768us 1536K:2.751us 2M:45.11us 8M:35.59us 64M:40.15us 256M:64.39us 1G:123.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.217us + bytes / 2.71e+03 GB/s, misses by 51.3% RMS, so it is
# not used.
# Residual: 20.2% RMS relative over 45 repetitions.
free_ns = 4K:1.42us 64K:1.384us 1M:1.571us 1536K:1.37us 2M:31.3us 8M:32.92us 64M:48.17us 256M:115.6us 1G:316.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.069us + bytes / 5.4e+03 GB/s, misses by 65.8% RMS, so it is not used.
# Residual: 36.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.501us 64K:3.224us 2M:27.15us 16M:36.08us 64M:51.96us 256M:44.22us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.368us + bytes / 5.45e+05 GB/s, written at the measured sizes (the
# medians would give 7.2%).
# Residual: 7.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.368us 64K:9.368us 2M:9.371us 16M:9.398us 64M:9.491us 256M:9.86us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 23.8%, 512K 23.3%, 1M 22.3%, 2M 20.8%, 4M 20.8%, 8M 20.2%, 16M
# 19.7%, 32M 20.1%.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     65.22us     52.51us
# seq             2M          0         2         2     2097152           0     186.3us     208.3us
# seq            16M          0        16        16    16777216           0     1.318ms     1.639ms
# seq            64M          0        64        64    67108864           0     6.573ms     6.545ms
# seq           256M          0       256       256   268435456           0     32.26ms     26.17ms
# stride         64M        64K         4        32    67108864           0     4.192ms     4.112ms
# stride        256M         2M        16       128     8388608           0     1.952ms     2.257ms
# random         16M          0        16        16    16777216           0     1.462ms     1.639ms
# random         64M          0        39       104    67108864           0     7.905ms     6.043ms
# random        256M          0       127       907   268435456           0     49.81ms     27.85ms
# fresh           2M          0         2         2           0     2097152     97.98us     117.5us
# fresh          16M          0        16        16           0    16777216     860.8us     912.5us
# fresh          64M          0        64        64           0    67108864     4.349ms     3.638ms
# fresh         256M          0       256       256           0   268435456     18.09ms     14.54ms
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
# prefetch at the driver's defaults). Result: 35.42us per batch, 9.6us per VA
# block, bytes / 18.3 GB/s moved, 3.92us per faulting kernel, bytes / 89.1
# GB/s zero-filled.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_batch_ns = 35.42us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_block_ns = 9.6us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:223.4ns 64K:3.574us 512K:28.59us 1M:57.18us 2M:114.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_wake_ns = 3.92us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:45.97ns 64K:735.6ns 512K:5.885us 1M:11.77us 2M:23.54us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 43.6us + bytes /
# 43.7 GB/s, misses by 23.9% RMS, so it is not used.
# Residual: 6.2% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:33.39us 256K:68.16us 1M:101.5us 2M:131.7us 4M:168.5us 16M:430.3us 64M:1.362ms 256M:5.561ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 15.7us + bytes / 16.1 GB/s, written at the
# measured sizes (the means would give 3.9%).
# Residual: 10.5% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:19.77us 256K:31.99us 1M:80.85us 2M:146us 4M:276.3us 16M:1.058ms 64M:4.186ms 256M:16.7ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 12.88us + bytes / 9.95 GB/s, written at the measured
# sizes (the means would give 12.7%).
# Residual: 12.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.47us 512K:65.57us 2M:223.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 18.6us + bytes / 3.74 GB/s, written at the
# measured sizes (the means would give 8.6%).
# Residual: 10.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.13us 512K:158.8us 2M:579.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 302.6us +
# bytes / 3.15 GB/s, misses by 20.1% RMS, so it is not used.
# Residual: 15.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:365.9us 256K:384.2us 2M:773.6us 16M:6.158ms 64M:22.79ms 256M:94.29ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 1.772us + bytes / 1.9e+03 GB/s, misses by 17.1% RMS,
# so it is not used.
# Residual: 9.7% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.2us 256K:2.184us 1M:2.244us 2M:2.199us 4M:4.149us 16M:11.23us 64M:38.91us 256M:149.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 8.592us + bytes / 110 GB/s, misses by
# 16.7% RMS, so it is not used.
# Residual: 11.1% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:11.48us 256K:10.66us 1M:16.67us 2M:23.09us 4M:44.23us 16M:180.2us 64M:704.9us 256M:2.667ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.46us

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
# measured medians (15 points at 3 sizes): the best line, 6.72us + bytes / 304
# GB/s, misses by 17.1% RMS, so it is not used.
# Residual: 17.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.65us 16M:61.21us 64M:229.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 47.93us + bytes / 237 GB/s, written at the measured
# sizes (the medians would give 12.7%).
# Residual: 12.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:56.76us 16M:118.6us 64M:330.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 463.1ns +
# bytes / 200 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.02us 16M:82.35us 64M:337us 256M:1.357ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.125us + bytes / 14.8 GB/s, misses by 27.1% RMS, so it is not used.
# Residual: 10.1% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:6.569us 8K:7.398us 16K:9.171us 32K:14.53us 64K:20.67us 128K:14.33us 256K:20.45us 512K:33.3us 1M:59.03us 2M:137us 4M:288.4us 8M:590.5us 16M:1.467ms 32M:3.204ms 64M:7.152ms 256M:32.7ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.16us + bytes / 12.3 GB/s,
# misses by 29.8% RMS, so it is not used.
# Residual: 8.3% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:11.87us 8K:9.793us 16K:11.29us 32K:21.87us 64K:26.99us 128K:39.22us 256K:60.33us 512K:99.8us 1M:159.8us 2M:235.8us 4M:370.8us 8M:643.9us 16M:1.189ms 32M:2.301ms 64M:4.924ms 256M:17.35ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 19.1 GB/s, misses by 40.1% RMS, so it is not used.
# Residual: 25.5% RMS relative over 35 repetitions.
host_read_ns = 64K:2.91us 256K:11.44us 1M:45.49us 2M:97.06us 4M:220.4us 16M:1.765ms 64M:9.708ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 38.2 GB/s, misses by
# 39.6% RMS, so it is not used.
# Residual: 14.7% RMS relative over 35 repetitions.
host_write_ns = 64K:873ns 256K:5.079us 1M:21.97us 2M:44.58us 4M:162.7us 16M:959.6us 64M:5.88ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 10.9 GB/s, written at the measured sizes (the medians would give
# 7.0%).
# Residual: 10.2% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.751us 256K:23.84us 1M:96.19us 2M:192.7us 4M:385.6us 16M:1.543ms 64M:6.174ms

