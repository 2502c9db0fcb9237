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
# 2026-11-27T02:58:28Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T02:58:28Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 75 repetitions.
# Residual: 22.5% RMS relative over 75 repetitions.
launch_ns = 3.8us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 75 repetitions.
# Residual: 10.0% RMS relative over 75 repetitions.
kernel_gap_ns = 2.11us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (675 points at 9
# sizes): the best line, 2.508us + bytes / 7.11e+03 GB/s, misses by 68.2% RMS,
# so it is not used.
# Residual: 46.6% RMS relative over 675 repetitions.
malloc_ns = 4K:2.765us 64K:2.436us 1M:2.533us 1536K:2.375us 2M:49.33us 8M:36.98us 64M:51.22us 256M:64.87us 1G:118.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (675 points at 9 sizes): the
# best line, 1.574us + bytes / 2.43e+03 GB/s, misses by 61.0% RMS, so it is
# not used.
# Residual: 43.0% RMS relative over 675 repetitions.
free_ns = 4K:2.351us 64K:1.71us 1M:2.06us 1536K:1.591us 2M:37.28us 8M:34.11us 64M:60.85us 256M:115.9us 1G:373us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (450 points at 6 sizes): the best line,
# 3.649us + bytes / 5.23e+03 GB/s, misses by 68.8% RMS, so it is not used.
# Residual: 46.4% RMS relative over 450 repetitions.
managed_malloc_ns = 4K:3.652us 64K:3.04us 2M:23.36us 16M:35.49us 64M:44.03us 256M:44.55us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (450 points at 6 sizes): the best line, 11.2us + bytes /
# 2.06e+05 GB/s, misses by 26.7% RMS, so it is not used.
# Residual: 26.7% RMS relative over 450 repetitions.
managed_free_ns = 4K:11.8us 64K:11.11us 2M:11.38us 16M:11.05us 64M:11.03us 256M:12.69us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.4%, 512K 17.0%, 1M 16.5%, 2M 15.9%, 4M 16.0%, 8M 16.1%, 16M
# 16.3%, 32M 17.1%.
# Residual: 25.7% RMS relative over 1050 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     75.94us     58.63us
# seq             2M          0         2         2     2097152           0     206.8us     237.5us
# seq            16M          0        16        16    16777216           0      1.53ms     1.623ms
# seq            64M          0        64        64    67108864           0      7.26ms     6.375ms
# seq           256M          0       256       256   268435456           0     32.58ms     25.38ms
# stride         64M        64K        32        32    67108864           0     5.601ms     5.933ms
# stride        256M         2M       128       128     8388608           0     2.343ms     2.489ms
# random         16M          0         9        35    16777216           0     1.893ms     1.876ms
# random         64M          0        34       306    67108864           0     9.143ms     9.618ms
# random        256M          0       139      1560   268435456           0      44.9ms     42.87ms
# fresh           2M          0         2         2           0     2097152     126.7us     161.8us
# fresh          16M          0        16        16           0    16777216       938us     1.018ms
# fresh          64M          0        64        64           0    67108864     4.928ms     3.954ms
# fresh         256M          0       256       256           0   268435456     21.74ms      15.7ms
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
# prefetch at the driver's defaults). Result: 363.6ns per batch, 13.45us per
# VA block, bytes / 12.3 GB/s moved, 39.5us per faulting kernel, bytes / 22.1
# GB/s zero-filled.
# Residual: 25.7% RMS relative over 1050 repetitions.
fault_batch_ns = 363.6ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.7% RMS relative over 1050 repetitions.
fault_block_ns = 13.45us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 25.7% RMS relative over 1050 repetitions.
fault_h2d_ns = 4K:332.7ns 64K:5.324us 512K:42.59us 1M:85.18us 2M:170.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.7% RMS relative over 1050 repetitions.
fault_wake_ns = 39.5us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 25.7% RMS relative over 1050 repetitions.
fault_zero_ns = 4K:185ns 64K:2.96us 512K:23.68us 1M:47.36us 2M:94.72us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (375 points at 5 sizes): the best line, 37.32us + bytes /
# 46.6 GB/s, misses by 20.1% RMS, so it is not used.
# Residual: 12.6% RMS relative over 375 repetitions.
prefetch_h2d_ns = 64K:35.39us 2M:118.2us 16M:429.8us 64M:1.36ms 256M:5.38ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (375 points at 5 sizes): the best line,
# 15.6us + bytes / 11.7 GB/s, misses by 25.2% RMS, so it is not used.
# Residual: 25.3% RMS relative over 375 repetitions.
prefetch_d2h_ns = 64K:21.08us 2M:208.4us 16M:1.368ms 64M:5.341ms 256M:25.42ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (7200 points at 3 sizes): the best line,
# 17.03us + bytes / 9.72 GB/s, misses by 28.9% RMS, so it is not used.
# Residual: 29.0% RMS relative over 7200 repetitions.
evict_d2h_ns = 64K:24.03us 512K:68.26us 2M:240.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (450 points at 3 sizes): the best
# line, 22.41us + bytes / 3.62 GB/s, misses by 22.0% RMS, so it is not used.
# Residual: 20.8% RMS relative over 450 repetitions.
cpu_fault_d2h_ns = 64K:39.66us 512K:192.4us 2M:553.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (450 points at 6 sizes): the best line, 282.7us +
# bytes / 2.75 GB/s, misses by 27.6% RMS, so it is not used.
# Residual: 24.8% RMS relative over 450 repetitions.
host_populate_ns = 64K:326.2us 256K:390.5us 2M:847.8us 16M:6.63ms 64M:27.02ms 256M:108.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (750 points at 5
# sizes): the best line, 2.626us + bytes / 1.19e+03 GB/s, misses by 36.6% RMS,
# so it is not used.
# Residual: 34.6% RMS relative over 750 repetitions.
prefetch_host_ns = 64K:3.534us 2M:3.463us 16M:19.3us 64M:66.18us 256M:215.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (375 points at 5 sizes): the best line, 11.4us + bytes / 109 GB/s, misses by
# 21.1% RMS, so it is not used.
# Residual: 17.6% RMS relative over 375 repetitions.
prefetch_call_ns = 64K:13.51us 2M:25.07us 16M:182.3us 64M:657.6us 256M:2.603ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 225 repetitions.
# Residual: 33.0% RMS relative over 225 repetitions.
prefetch_defer_ns = 94.24us

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
# measured medians (225 points at 3 sizes): the best line, 7.057us + bytes /
# 300 GB/s, misses by 18.7% RMS, so it is not used.
# Residual: 18.7% RMS relative over 225 repetitions.
prefetch_zero_ns = 2M:14.04us 16M:63.21us 64M:230.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (225 points at 3 sizes): the best line,
# 23.04us + bytes / 221 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 15.4% RMS relative over 225 repetitions.
prefetch_zero_defer_ns = 2M:32.44us 16M:100.3us 64M:324.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (300 points at 4 sizes): the best line, 2.479us
# + bytes / 168 GB/s, misses by 26.2% RMS, so it is not used.
# Residual: 26.2% RMS relative over 300 repetitions.
managed_free_resident_ns = 2M:15.03us 16M:100.5us 64M:400.7us 256M:1.619ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (450 points at 6 sizes): the best line,
# 7.341us + bytes / 10.3 GB/s, misses by 33.0% RMS, so it is not used.
# Residual: 21.9% RMS relative over 450 repetitions.
memcpy_h2d_ns = 4K:7.006us 64K:22.59us 2M:153.6us 16M:1.831ms 64M:8.196ms 256M:32.05ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (450 points at 6 sizes): the best line, 15.04us + bytes / 10.9 GB/s,
# misses by 27.4% RMS, so it is not used.
# Residual: 20.5% RMS relative over 450 repetitions.
memcpy_d2h_ns = 4K:13.57us 64K:29.06us 2M:247.6us 16M:1.461ms 64M:6.167ms 256M:22.59ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (300 points at 4 sizes): the best line, 0ns +
# bytes / 11.9 GB/s, misses by 43.1% RMS, so it is not used.
# Residual: 34.3% RMS relative over 300 repetitions.
host_read_ns = 64K:4.61us 2M:132.1us 16M:1.977ms 64M:8.132ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (300 points at 4 sizes): the best line, 0ns + bytes / 26.8 GB/s, misses by
# 43.7% RMS, so it is not used.
# Residual: 27.3% RMS relative over 300 repetitions.
host_write_ns = 64K:1.014us 2M:56.23us 16M:1.095ms 64M:4.85ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (300 points at 4 sizes): the best line, 142.6ns + bytes / 11.5 GB/s, misses
# by 24.7% RMS, so it is not used.
# Residual: 24.7% RMS relative over 300 repetitions.
host_write_cold_ns = 64K:5.855us 2M:177.8us 16M:1.461ms 64M:6.02ms

