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
# 2026-11-27T01:51:37Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:51:37Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 75 repetitions.
# Residual: 12.7% RMS relative over 75 repetitions.
launch_ns = 3.555us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 75 repetitions.
# Residual: 5.9% RMS relative over 75 repetitions.
kernel_gap_ns = 2.05us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (675 points at 9
# sizes): the best line, 2.373us + bytes / 7.06e+03 GB/s, misses by 65.8% RMS,
# so it is not used.
# Residual: 43.3% RMS relative over 675 repetitions.
malloc_ns = 4K:2.496us 64K:2.377us 1M:2.377us 1536K:2.315us 2M:51.06us 8M:40.41us 64M:54.65us 256M:68.29us 1G:119us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (675 points at 9 sizes): the
# best line, 1.661us + bytes / 1.77e+03 GB/s, misses by 62.1% RMS, so it is
# not used.
# Residual: 42.1% RMS relative over 675 repetitions.
free_ns = 4K:2.047us 64K:2.029us 1M:2.051us 1536K:1.91us 2M:38.04us 8M:38.3us 64M:68.41us 256M:156.7us 1G:520us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (450 points at 6 sizes): the best line,
# 2.571us + bytes / 7.54e+03 GB/s, misses by 65.4% RMS, so it is not used.
# Residual: 39.6% RMS relative over 450 repetitions.
managed_malloc_ns = 4K:2.387us 64K:2.238us 2M:15.79us 16M:22.11us 64M:28.39us 256M:30.76us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (450 points at 6 sizes): the best line, 7.964us + bytes /
# 5.71e+05 GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 19.0% RMS relative over 450 repetitions.
managed_free_ns = 4K:9.151us 64K:7.534us 2M:7.653us 16M:7.946us 64M:8.035us 256M:8.454us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.9%, 512K 17.4%, 1M 16.4%, 2M 15.0%, 4M 15.1%, 8M 15.3%, 16M
# 15.4%, 32M 16.1%.
# Residual: 26.4% RMS relative over 1050 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     71.52us     59.99us
# seq             2M          0         2         2     2097152           0     196.4us       215us
# seq            16M          0        16        16    16777216           0     1.404ms     1.412ms
# seq            64M          0        64        64    67108864           0     7.194ms     5.518ms
# seq           256M          0       256       256   268435456           0     27.28ms     21.94ms
# stride         64M        64K        32        32    67108864           0     4.397ms     5.153ms
# stride        256M         2M       128       128     8388608           0     1.923ms     2.097ms
# random         16M          0         9        35    16777216           0     1.531ms     1.629ms
# random         64M          0        34       306    67108864           0      7.99ms     8.278ms
# random        256M          0       139      1560   268435456           0      42.6ms     36.81ms
# fresh           2M          0         2         2           0     2097152     128.7us       155us
# fresh          16M          0        16        16           0    16777216     835.1us     932.1us
# fresh          64M          0        64        64           0    67108864     4.337ms     3.597ms
# fresh         256M          0       256       256           0   268435456     17.84ms     14.26ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 11.4us per VA
# block, bytes / 14.1 GB/s moved, 43.96us per faulting kernel, bytes / 23.8
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 26.4% RMS relative over 1050 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.4% RMS relative over 1050 repetitions.
fault_block_ns = 11.4us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.4% RMS relative over 1050 repetitions.
fault_h2d_ns = 4K:289.5ns 64K:4.633us 512K:37.06us 1M:74.12us 2M:148.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.4% RMS relative over 1050 repetitions.
fault_wake_ns = 43.96us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 26.4% RMS relative over 1050 repetitions.
fault_zero_ns = 4K:172.3ns 64K:2.757us 512K:22.05us 1M:44.11us 2M:88.22us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (375 points at 5 sizes): the best line, 35.23us + bytes /
# 47.2 GB/s, misses by 19.6% RMS, so it is not used.
# Residual: 10.9% RMS relative over 375 repetitions.
prefetch_h2d_ns = 64K:33.46us 2M:117.4us 16M:417.8us 64M:1.343ms 256M:5.301ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (375 points at 5 sizes): the best line,
# 15.7us + bytes / 13.2 GB/s, misses by 28.3% RMS, so it is not used.
# Residual: 27.6% RMS relative over 375 repetitions.
prefetch_d2h_ns = 64K:20.31us 2M:211us 16M:1.255ms 64M:5.312ms 256M:17.96ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 7200 points at 3 sizes): 14.46us + bytes / 12.7 GB/s, written at the
# measured sizes (the means would give 14.0%).
# Residual: 13.9% RMS relative over 7200 repetitions.
evict_d2h_ns = 64K:19.63us 512K:55.85us 2M:180us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (450 points at 3 sizes): the best
# line, 22.18us + bytes / 4.11 GB/s, misses by 21.8% RMS, so it is not used.
# Residual: 20.0% RMS relative over 450 repetitions.
cpu_fault_d2h_ns = 64K:37.61us 512K:161.7us 2M:505.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (450 points at 6 sizes): the best line, 223.9us +
# bytes / 3.63 GB/s, misses by 18.8% RMS, so it is not used.
# Residual: 14.7% RMS relative over 450 repetitions.
host_populate_ns = 64K:261.8us 256K:305.6us 2M:636.2us 16M:5.155ms 64M:20.18ms 256M:83.72ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (750 points at 5
# sizes): the best line, 1.842us + bytes / 1.85e+03 GB/s, misses by 27.1% RMS,
# so it is not used.
# Residual: 22.4% RMS relative over 750 repetitions.
prefetch_host_ns = 64K:2.503us 2M:2.376us 16M:11.55us 64M:39.64us 256M:152.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (375 points at 5 sizes): the best line, 10.39us + bytes / 117 GB/s, misses
# by 19.8% RMS, so it is not used.
# Residual: 15.8% RMS relative over 375 repetitions.
prefetch_call_ns = 64K:12.38us 2M:23.13us 16M:164.1us 64M:622.7us 256M:2.477ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 225 repetitions.
# Residual: 25.6% RMS relative over 225 repetitions.
prefetch_defer_ns = 84.8us

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
# measured medians (225 points at 3 sizes): the best line, 6.982us + bytes /
# 308 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.4% RMS relative over 225 repetitions.
prefetch_zero_ns = 2M:13.76us 16M:62.27us 64M:222.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (225 points at 3 sizes): the best line,
# 22.1us + bytes / 239 GB/s, misses by 17.3% RMS, so it is not used.
# Residual: 17.2% RMS relative over 225 repetitions.
prefetch_zero_defer_ns = 2M:30.98us 16M:91.39us 64M:306us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (300 points at 4 sizes): the best line, 1.819us
# + bytes / 203 GB/s, misses by 26.8% RMS, so it is not used.
# Residual: 26.8% RMS relative over 300 repetitions.
managed_free_resident_ns = 2M:12.23us 16M:83.29us 64M:332.6us 256M:1.343ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (450 points at 6 sizes): the best line,
# 7.005us + bytes / 12.3 GB/s, misses by 30.9% RMS, so it is not used.
# Residual: 20.0% RMS relative over 450 repetitions.
memcpy_h2d_ns = 4K:6.575us 64K:22us 2M:135.3us 16M:1.39ms 64M:6.287ms 256M:28.05ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (450 points at 6 sizes): the best line, 14.24us + bytes / 13.4 GB/s,
# misses by 26.9% RMS, so it is not used.
# Residual: 17.0% RMS relative over 450 repetitions.
memcpy_d2h_ns = 4K:12.63us 64K:27.27us 2M:228.7us 16M:1.213ms 64M:4.771ms 256M:17.91ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (300 points at 4 sizes): the best line, 0ns +
# bytes / 12 GB/s, misses by 43.5% RMS, so it is not used.
# Residual: 38.1% RMS relative over 300 repetitions.
host_read_ns = 64K:4.429us 2M:133.7us 16M:1.793ms 64M:7.751ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (300 points at 4 sizes): the best line, 0ns + bytes / 30 GB/s, misses by
# 39.6% RMS, so it is not used.
# Residual: 23.1% RMS relative over 300 repetitions.
host_write_ns = 64K:1.022us 2M:50.67us 16M:870.6us 64M:4.397ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 300 points at 4 sizes): 278.9ns
# + bytes / 12.3 GB/s, written at the measured sizes (the medians would give
# 12.3%).
# Residual: 12.4% RMS relative over 300 repetitions.
host_write_cold_ns = 64K:5.622us 2M:171.3us 16M:1.368ms 64M:5.472ms

