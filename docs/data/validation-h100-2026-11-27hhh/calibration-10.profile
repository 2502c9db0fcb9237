# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T07:44:00Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T07:44:00Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.2% RMS relative over 5 repetitions.
launch_ns = 3.254us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.182us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.679us + bytes / 4.54e+03 GB/s, misses by 60.6% RMS,
# so it is not used.
# Residual: 33.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.611us 64K:2.842us 1M:2.675us 1536K:2.773us 2M:45.23us 8M:35.99us 64M:44.4us 256M:61.6us 1G:199.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.031us + bytes / 2.04e+03 GB/s, misses by 52.1% RMS, so it is
# not used.
# Residual: 26.1% RMS relative over 45 repetitions.
free_ns = 4K:1.482us 64K:1.41us 1M:1.297us 1536K:1.305us 2M:32.89us 8M:32.69us 64M:47.92us 256M:115.7us 1G:615us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 2.41us
# + bytes / 8.79e+03 GB/s, misses by 64.1% RMS, so it is not used.
# Residual: 37.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.346us 64K:2.065us 2M:15.82us 16M:32.18us 64M:28.32us 256M:27.19us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.323us + bytes / 7.65e+05 GB/s, written at the measured sizes (the
# medians would give 9.4%).
# Residual: 9.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.323us 64K:7.323us 2M:7.326us 16M:7.345us 64M:7.411us 256M:7.674us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 21.3%, 512K 21.1%, 1M 20.8%, 2M 19.6%, 4M 18.2%, 8M 15.5%, 16M
# 14.6%, 32M 15.0%.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     123.3us     92.07us
# seq             2M          0         2         2     2097152           0     242.8us     259.6us
# seq            16M          0        16        16    16777216           0       1.7ms     1.871ms
# seq            64M          0        64        64    67108864           0     7.238ms     7.396ms
# seq           256M          0       256       256   268435456           0     28.08ms      29.5ms
# stride         64M        64K         4        32    67108864           0     4.333ms     4.184ms
# stride        256M         2M        16       128     8388608           0      2.51ms     2.787ms
# random         16M          0        16        16    16777216           0     1.752ms     1.871ms
# random         64M          0        39       104    67108864           0      8.24ms     6.707ms
# random        256M          0       127       907   268435456           0     37.06ms     31.35ms
# fresh           2M          0         2         2           0     2097152     127.8us     153.6us
# fresh          16M          0        16        16           0    16777216     923.4us     1.023ms
# fresh          64M          0        64        64           0    67108864     4.674ms     4.006ms
# fresh         256M          0       256       256           0   268435456      21.5ms     15.93ms
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
# prefetch at the driver's defaults). Result: 47.04us per batch, 12.17us per
# VA block, bytes / 18.8 GB/s moved, 29.37us per faulting kernel, bytes / 360
# GB/s zero-filled.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_batch_ns = 47.04us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_block_ns = 12.17us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:218.3ns 64K:3.493us 512K:27.95us 1M:55.89us 2M:111.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_wake_ns = 29.37us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:11.38ns 64K:182.2ns 512K:1.457us 1M:2.914us 2M:5.829us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 39.31us + bytes /
# 44.6 GB/s, misses by 20.0% RMS, so it is not used.
# Residual: 2.9% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:35.1us 256K:40.84us 1M:95.24us 2M:120.4us 4M:177.9us 16M:418.1us 64M:1.349ms 256M:5.355ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 15.73us + bytes / 16.1 GB/s, written at the
# measured sizes (the means would give 1.7%).
# Residual: 9.3% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:19.79us 256K:31.97us 1M:80.68us 2M:145.6us 4M:275.5us 16M:1.055ms 64M:4.173ms 256M:16.64ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 19.44us + bytes / 10 GB/s, written at the measured
# sizes (the means would give 11.0%).
# Residual: 11.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.98us 512K:71.74us 2M:228.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 21.37us + bytes / 3.95 GB/s, written at the
# measured sizes (the means would give 6.3%).
# Residual: 9.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.96us 512K:154.1us 2M:552.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 307.7us +
# bytes / 2.69 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 19.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:338.7us 256K:425us 2M:925.9us 16M:7.448ms 64M:26.85ms 256M:97.52ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.82us + bytes / 1.68e+03 GB/s, misses by 19.2% RMS,
# so it is not used.
# Residual: 16.6% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.816us 256K:3.45us 1M:3.463us 2M:3.477us 4M:5.66us 16M:13.23us 64M:43.24us 256M:162.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 9.381us +
# bytes / 109 GB/s, written at the measured sizes (the medians would give
# 5.5%).
# Residual: 13.2% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:9.981us 256K:11.78us 1M:18.97us 2M:28.56us 4M:47.73us 16M:162.8us 64M:623us 256M:2.464ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.68us

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
# measured medians (15 points at 3 sizes): the best line, 7.243us + bytes /
# 297 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 16.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.41us 16M:61.31us 64M:241.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.97us + bytes / 223 GB/s, written at the measured
# sizes (the medians would give 8.3%).
# Residual: 8.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.37us 16M:97.14us 64M:322.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.431us +
# bytes / 203 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 22.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.81us 16M:83.49us 64M:327.9us 256M:1.352ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.622us + bytes / 15.2 GB/s, misses by 26.0% RMS, so it is not used.
# Residual: 13.9% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.123us 8K:7.739us 16K:9.04us 32K:14.38us 64K:20.46us 128K:15.9us 256K:20.45us 512K:34.28us 1M:59.06us 2M:125.5us 4M:295.9us 8M:582.2us 16M:1.356ms 32M:2.719ms 64M:6.169ms 256M:31.93ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.18us + bytes / 12.6 GB/s,
# misses by 30.1% RMS, so it is not used.
# Residual: 8.4% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:12.16us 8K:9.682us 16K:11.11us 32K:23.7us 64K:27.02us 128K:38.13us 256K:57.75us 512K:100.2us 1M:158.4us 2M:241us 4M:359.6us 8M:626.2us 16M:1.179ms 32M:2.261ms 64M:4.453ms 256M:17.65ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 299.2ns +
# bytes / 18.6 GB/s, misses by 37.4% RMS, so it is not used.
# Residual: 23.4% RMS relative over 35 repetitions.
host_read_ns = 64K:4.209us 256K:11.93us 1M:47.4us 2M:103us 4M:230.6us 16M:1.81ms 64M:9.639ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 33.4 GB/s, misses by
# 35.4% RMS, so it is not used.
# Residual: 10.6% RMS relative over 35 repetitions.
host_write_ns = 64K:915ns 256K:6.463us 1M:23.87us 2M:50.25us 4M:166.5us 16M:846.4us 64M:5.591ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 10.9 GB/s, written at the measured sizes (the medians would give
# 7.0%).
# Residual: 10.0% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.811us 256K:23.89us 1M:96.2us 2M:192.6us 4M:385.4us 16M:1.542ms 64M:6.17ms

