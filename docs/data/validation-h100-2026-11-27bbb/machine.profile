# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/machine.profile
# --base scripts/../profiles/h100-pcie5.profile --from
# /tmp/val/gpu/calibration-1.profile.measurements.csv --from
# /tmp/val/gpu/calibration-2.profile.measurements.csv --from
# /tmp/val/gpu/calibration-3.profile.measurements.csv --from
# /tmp/val/gpu/calibration-4.profile.measurements.csv --from
# /tmp/val/gpu/calibration-5.profile.measurements.csv --from
# /tmp/val/gpu/calibration-6.profile.measurements.csv --from
# /tmp/val/gpu/calibration-7.profile.measurements.csv --from
# /tmp/val/gpu/calibration-8.profile.measurements.csv --from
# /tmp/val/gpu/calibration-9.profile.measurements.csv --from
# /tmp/val/gpu/calibration-10.profile.measurements.csv --from
# /tmp/val/gpu/calibration-11.profile.measurements.csv --from
# /tmp/val/gpu/calibration-12.profile.measurements.csv --from
# /tmp/val/gpu/calibration-13.profile.measurements.csv --from
# /tmp/val/gpu/calibration-14.profile.measurements.csv --from
# /tmp/val/gpu/calibration-15.profile.measurements.csv` on
# 2026-11-27T01:39:43Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:39:43Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 75 repetitions.
# Residual: 10.5% RMS relative over 75 repetitions.
launch_ns = 4.527us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 75 repetitions.
# Residual: 4.6% RMS relative over 75 repetitions.
kernel_gap_ns = 2.04us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (675 points at 9
# sizes): the best line, 2.721us + bytes / 5.18e+03 GB/s, misses by 59.3% RMS,
# so it is not used.
# Residual: 32.4% RMS relative over 675 repetitions.
malloc_ns = 4K:2.821us 64K:2.838us 1M:2.707us 1536K:2.716us 2M:63.61us 8M:50.51us 64M:77.49us 256M:84.64us 1G:162.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (675 points at 9 sizes): the
# best line, 2.114us + bytes / 1.49e+03 GB/s, misses by 54.5% RMS, so it is
# not used.
# Residual: 29.6% RMS relative over 675 repetitions.
free_ns = 4K:2.781us 64K:2.526us 1M:2.429us 1536K:2.442us 2M:43.88us 8M:46.04us 64M:81.89us 256M:179.8us 1G:624.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (450 points at 6 sizes): the best line,
# 3.855us + bytes / 3.77e+03 GB/s, misses by 70.7% RMS, so it is not used.
# Residual: 49.9% RMS relative over 450 repetitions.
managed_malloc_ns = 4K:3.593us 64K:3.446us 2M:26.63us 16M:44.11us 64M:61.82us 256M:60.45us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (450 points at 6 sizes): the best line, 12.75us + bytes /
# 3.05e+05 GB/s, misses by 25.0% RMS, so it is not used.
# Residual: 24.8% RMS relative over 450 repetitions.
managed_free_ns = 4K:13.68us 64K:12.68us 2M:12.47us 16M:12.6us 64M:12.63us 256M:13.74us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.1%, 512K 16.8%, 1M 16.3%, 2M 15.2%, 4M 14.9%, 8M 14.1%, 16M
# 13.7%, 32M 14.2%.
# Residual: 22.7% RMS relative over 1050 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     82.14us      70.8us
# seq             2M          0         2         2     2097152           0     242.2us     282.2us
# seq            16M          0        16        16    16777216           0     1.887ms     2.146ms
# seq            64M          0        64        64    67108864           0      8.89ms     8.535ms
# seq           256M          0       256       256   268435456           0     36.16ms     34.09ms
# stride         64M        64K         4        32    67108864           0     5.936ms     5.878ms
# stride        256M         2M        16       128     8388608           0     2.463ms      2.75ms
# random         16M          0        16        16    16777216           0     2.037ms     2.146ms
# random         64M          0        39       104    67108864           0     9.527ms     8.034ms
# random        256M          0       127       907   268435456           0     49.85ms     36.56ms
# fresh           2M          0         2         2           0     2097152     151.8us     170.3us
# fresh          16M          0        16        16           0    16777216     1.112ms     1.251ms
# fresh          64M          0        64        64           0    67108864     5.738ms     4.955ms
# fresh         256M          0       256       256           0   268435456     23.97ms     19.77ms
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
# prefetch at the driver's defaults). Result: 38.22us per batch, 11.36us per
# VA block, bytes / 12.6 GB/s moved, 15.99us per faulting kernel, bytes / 38
# GB/s zero-filled.
# Residual: 22.7% RMS relative over 1050 repetitions.
fault_batch_ns = 38.22us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.7% RMS relative over 1050 repetitions.
fault_block_ns = 11.36us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.7% RMS relative over 1050 repetitions.
fault_h2d_ns = 4K:326.3ns 64K:5.221us 512K:41.76us 1M:83.53us 2M:167.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.7% RMS relative over 1050 repetitions.
fault_wake_ns = 15.99us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.7% RMS relative over 1050 repetitions.
fault_zero_ns = 4K:107.8ns 64K:1.724us 512K:13.8us 1M:27.59us 2M:55.18us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (375 points at 5 sizes): the best line, 41.44us + bytes /
# 46.1 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 4.6% RMS relative over 375 repetitions.
prefetch_h2d_ns = 64K:38.96us 2M:125.2us 16M:448.5us 64M:1.37ms 256M:5.425ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (375 points at 5 sizes): the best line,
# 17.14us + bytes / 11.7 GB/s, misses by 20.7% RMS, so it is not used.
# Residual: 19.6% RMS relative over 375 repetitions.
prefetch_d2h_ns = 64K:22.49us 2M:222us 16M:1.395ms 64M:5.618ms 256M:22.39ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (7200 points at 3 sizes): the best line,
# 17.22us + bytes / 10 GB/s, misses by 18.4% RMS, so it is not used.
# Residual: 18.4% RMS relative over 7200 repetitions.
evict_d2h_ns = 64K:23.75us 512K:69.59us 2M:226.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (450 points at 3 sizes): the best
# line, 22.77us + bytes / 3.52 GB/s, misses by 17.4% RMS, so it is not used.
# Residual: 15.9% RMS relative over 450 repetitions.
cpu_fault_d2h_ns = 64K:40.72us 512K:190.2us 2M:579.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (450 points at 6 sizes): the best line, 333.2us +
# bytes / 2.38 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 12.3% RMS relative over 450 repetitions.
host_populate_ns = 64K:386.1us 256K:456.7us 2M:979.4us 16M:7.732ms 64M:31.34ms 256M:124.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (750 points at 5
# sizes): the best line, 3.296us + bytes / 1.09e+03 GB/s, misses by 34.5% RMS,
# so it is not used.
# Residual: 31.2% RMS relative over 750 repetitions.
prefetch_host_ns = 64K:4.45us 2M:4.205us 16M:19.3us 64M:66.19us 256M:268.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (375 points at 5 sizes): the best line, 12.33us + bytes / 87.8 GB/s, misses
# by 20.2% RMS, so it is not used.
# Residual: 15.2% RMS relative over 375 repetitions.
prefetch_call_ns = 64K:15.44us 2M:28.05us 16M:221.1us 64M:825.1us 256M:3.544ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 225 repetitions.
# Residual: 25.4% RMS relative over 225 repetitions.
prefetch_defer_ns = 103.1us

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
# measured medians (225 points at 3 sizes): the best line, 6.862us + bytes /
# 236 GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 19.0% RMS relative over 225 repetitions.
prefetch_zero_ns = 2M:15.74us 16M:77.84us 64M:290.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (225 points at 3 sizes): the best line,
# 23.34us + bytes / 197 GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 15.2% RMS relative over 225 repetitions.
prefetch_zero_defer_ns = 2M:34.18us 16M:106.7us 64M:370.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (300 points at 4 sizes): the best line, 2.172us
# + bytes / 161 GB/s, misses by 27.3% RMS, so it is not used.
# Residual: 27.3% RMS relative over 300 repetitions.
managed_free_resident_ns = 2M:15.32us 16M:103.9us 64M:417.9us 256M:1.701ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (450 points at 6 sizes): the best line,
# 7.962us + bytes / 9.86 GB/s, misses by 31.4% RMS, so it is not used.
# Residual: 19.4% RMS relative over 450 repetitions.
memcpy_h2d_ns = 4K:7.586us 64K:23.83us 2M:156.9us 16M:1.961ms 64M:8.357ms 256M:36.19ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (450 points at 6 sizes): the best line, 16.42us + bytes / 10.3 GB/s,
# misses by 28.3% RMS, so it is not used.
# Residual: 20.6% RMS relative over 450 repetitions.
memcpy_d2h_ns = 4K:14.8us 64K:31.08us 2M:269.9us 16M:1.593ms 64M:6.16ms 256M:24.02ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (300 points at 4 sizes): the best line, 0ns +
# bytes / 8.74 GB/s, misses by 39.0% RMS, so it is not used.
# Residual: 30.6% RMS relative over 300 repetitions.
host_read_ns = 64K:6.193us 2M:190us 16M:2.297ms 64M:9.966ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (300 points at 4 sizes): the best line, 0ns + bytes / 23.4 GB/s, misses by
# 41.4% RMS, so it is not used.
# Residual: 21.7% RMS relative over 300 repetitions.
host_write_ns = 64K:1.288us 2M:64.61us 16M:1.193ms 64M:5.739ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 300 points at 4 sizes): 521.1ns
# + bytes / 10.3 GB/s, written at the measured sizes (the medians would give
# 11.3%).
# Residual: 11.3% RMS relative over 300 repetitions.
host_write_cold_ns = 64K:6.86us 2M:203.4us 16M:1.623ms 64M:6.492ms

