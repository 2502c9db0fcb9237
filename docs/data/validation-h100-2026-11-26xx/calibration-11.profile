# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T22:24:13Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:24:13Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.3% RMS relative over 5 repetitions.
launch_ns = 4.832us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.159us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.4us + bytes / 5.04e+03 GB/s, misses by 59.0% RMS,
# so it is not used.
# Residual: 24.5% RMS relative over 45 repetitions.
malloc_ns = 4K:3.474us 64K:3.725us 1M:3.355us 1536K:3.242us 2M:78.48us 8M:59.43us 64M:98.41us 256M:113us 1G:168.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.529us + bytes / 1.19e+03 GB/s, misses by 49.6% RMS, so it is
# not used.
# Residual: 21.5% RMS relative over 45 repetitions.
free_ns = 4K:2.939us 64K:3.037us 1M:2.937us 1536K:3.103us 2M:52.19us 8M:54.09us 64M:103.6us 256M:258us 1G:721.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.009us + bytes / 2.12e+03 GB/s, misses by 66.7% RMS, so it is not used.
# Residual: 43.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.339us 64K:3.335us 2M:32.53us 16M:46.65us 64M:86.38us 256M:101us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.39us + bytes / 2.4e+05 GB/s, written at the measured sizes (the
# medians would give 8.7%).
# Residual: 9.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.39us 64K:9.391us 2M:9.399us 16M:9.46us 64M:9.67us 256M:10.51us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.1%, 512K 13.9%, 1M 13.8%, 2M 13.3%, 4M 12.8%, 8M 12.3%, 16M
# 12.2%, 32M 12.9%.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      88.1us     80.54us
# seq             2M          0         2         2     2097152           0     286.1us     326.8us
# seq            16M          0        16        16    16777216           0     1.941ms     2.419ms
# seq            64M          0        64        64    67108864           0     11.25ms     9.594ms
# seq           256M          0       256       256   268435456           0     43.14ms     38.29ms
# stride         64M        64K         4        32    67108864           0     7.442ms     7.244ms
# stride        256M         2M        16       128     8388608           0     3.093ms     3.292ms
# random         16M          0        16        16    16777216           0     2.488ms     2.419ms
# random         64M          0        39       104    67108864           0     10.76ms     9.423ms
# random        256M          0       127       907   268435456           0     48.62ms     44.15ms
# fresh           2M          0         2         2           0     2097152     153.7us     159.1us
# fresh          16M          0        16        16           0    16777216     927.3us     1.078ms
# fresh          64M          0        64        64           0    67108864     4.874ms     4.229ms
# fresh         256M          0       256       256           0   268435456     18.98ms     16.83ms
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
# prefetch at the driver's defaults). Result: 31.08us per batch, 15.16us per
# VA block, bytes / 10.2 GB/s moved, 27.85us per faulting kernel, bytes / 54.1
# GB/s zero-filled.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_batch_ns = 31.08us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_block_ns = 15.16us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:403.2ns 64K:6.451us 512K:51.61us 1M:103.2us 2M:206.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_wake_ns = 27.85us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:75.77ns 64K:1.212us 512K:9.698us 1M:19.4us 2M:38.79us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 43.64us + bytes /
# 45.3 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 3.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.82us 2M:131.3us 16M:466.1us 64M:1.394ms 256M:5.483ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.5us + bytes / 9.28 GB/s, written at the
# measured sizes (the medians would give 6.3%).
# Residual: 8.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.57us 2M:243.6us 16M:1.826ms 64M:7.252ms 256M:28.95ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.84us + bytes / 7.9 GB/s, written at the
# measured sizes (the medians would give 11.0%).
# Residual: 11.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.14us 512K:84.22us 2M:283.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.35us + bytes / 2.87 GB/s, written at
# the measured sizes (the medians would give 6.0%).
# Residual: 8.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.18us 512K:204.9us 2M:752.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 336.6us + bytes / 2.16 GB/s, written at the measured
# sizes (the medians would give 5.4%).
# Residual: 13.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:367us 256K:458.1us 2M:1.309ms 16M:8.113ms 64M:31.44ms 256M:124.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.925us + bytes / 911 GB/s, misses by 18.2% RMS, so
# it is not used.
# Residual: 10.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.098us 2M:5.082us 16M:23.11us 64M:80.48us 256M:311.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 17.37us + bytes / 69.8 GB/s, misses
# by 15.1% RMS, so it is not used.
# Residual: 9.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:20.93us 2M:38.27us 16M:267.7us 64M:1.077ms 256M:4.162ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 37.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 113.5us

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
# measured medians (15 points at 3 sizes): the best line, 27.5us + bytes / 255
# GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 14.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:36.23us 16M:89.23us 64M:300.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 22.75us + bytes / 144 GB/s, misses by 19.8% RMS, so it is not used.
# Residual: 18.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:36.96us 16M:146.7us 64M:471.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 13.85us +
# bytes / 159 GB/s, misses by 28.5% RMS, so it is not used.
# Residual: 28.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:28.86us 16M:101.7us 64M:444.9us 256M:1.947ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.482us
# + bytes / 7.8 GB/s, misses by 25.1% RMS, so it is not used.
# Residual: 17.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.185us 64K:25.8us 2M:221.7us 16M:2.086ms 64M:9.982ms 256M:39.66ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.97us + bytes / 8.34 GB/s,
# misses by 19.1% RMS, so it is not used.
# Residual: 11.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.86us 64K:33.02us 2M:290.7us 16M:1.936ms 64M:7.633ms 256M:30.65ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.73 GB/s, misses by 28.5% RMS, so it is not used.
# Residual: 19.5% RMS relative over 20 repetitions.
host_read_ns = 64K:4.546us 2M:187.5us 16M:2.309ms 64M:10.29ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 18.2 GB/s, misses by
# 29.3% RMS, so it is not used.
# Residual: 11.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.11us 2M:85.15us 16M:1.251ms 64M:5.994ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 274.9ns +
# bytes / 9.27 GB/s, written at the measured sizes (the medians would give
# 5.2%).
# Residual: 5.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.344us 2M:226.5us 16M:1.81ms 64M:7.24ms

