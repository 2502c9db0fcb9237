# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-2.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T08:46:49Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T08:46:49Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.3% RMS relative over 5 repetitions.
launch_ns = 4.464us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.18us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.247us + bytes / 4.33e+03 GB/s, misses by 59.3% RMS,
# so it is not used.
# Residual: 28.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.771us 64K:2.152us 1M:2.245us 1536K:2.348us 2M:51us 8M:45.32us 64M:58.14us 256M:88.8us 1G:191.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.696us + bytes / 1.71e+03 GB/s, misses by 50.9% RMS, so it is
# not used.
# Residual: 20.2% RMS relative over 45 repetitions.
free_ns = 4K:2.202us 64K:1.83us 1M:2.104us 1536K:2.05us 2M:39.98us 8M:42.48us 64M:81.78us 256M:171.7us 1G:511.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.998us + bytes / 2.64e+03 GB/s, misses by 67.9% RMS, so it is not used.
# Residual: 44.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.651us 64K:3.229us 2M:33.92us 16M:51.13us 64M:67.86us 256M:83.31us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 15us + bytes / 1.26e+06 GB/s, written at the measured sizes (the
# medians would give 9.9%).
# Residual: 12.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:15us 64K:15us 2M:15us 16M:15.02us 64M:15.05us 256M:15.21us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.0%, 512K 17.7%, 1M 17.2%, 2M 16.5%, 4M 16.4%, 8M 15.8%, 16M
# 15.5%, 32M 15.8%.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     76.67us     63.58us
# seq             2M          0         2         2     2097152           0     199.1us     237.7us
# seq            16M          0        16        16    16777216           0     1.442ms     1.758ms
# seq            64M          0        64        64    67108864           0     9.692ms      6.97ms
# seq           256M          0       256       256   268435456           0     28.64ms     27.82ms
# stride         64M        64K         4        32    67108864           0     5.016ms     4.887ms
# stride        256M         2M        16       128     8388608           0     1.943ms     2.148ms
# random         16M          0        16        16    16777216           0     1.627ms     1.758ms
# random         64M          0        39       104    67108864           0     8.282ms     6.554ms
# random        256M          0       127       907   268435456           0     37.05ms     29.44ms
# fresh           2M          0         2         2           0     2097152     131.6us     150.2us
# fresh          16M          0        16        16           0    16777216     1.058ms     1.058ms
# fresh          64M          0        64        64           0    67108864     4.291ms      4.17ms
# fresh         256M          0       256       256           0   268435456     19.09ms     16.62ms
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
# prefetch at the driver's defaults). Result: 30.2us per batch, 8.478us per VA
# block, bytes / 15 GB/s moved, 20.53us per faulting kernel, bytes / 40.1 GB/s
# zero-filled.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_batch_ns = 30.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_block_ns = 8.478us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:273.1ns 64K:4.369us 512K:34.96us 1M:69.91us 2M:139.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_wake_ns = 20.53us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:102.2ns 64K:1.635us 512K:13.08us 1M:26.16us 2M:52.32us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 44.35us + bytes /
# 44.8 GB/s, misses by 21.2% RMS, so it is not used.
# Residual: 9.7% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:37.12us 256K:50.19us 1M:115.7us 2M:120.5us 4M:156.9us 16M:423.1us 64M:1.38ms 256M:5.419ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (40 points at 8 sizes): the best line,
# 17.72us + bytes / 10.6 GB/s, misses by 19.9% RMS, so it is not used.
# Residual: 25.3% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:20.82us 256K:61.09us 1M:181.7us 2M:233.9us 4M:391.3us 16M:1.454ms 64M:5.805ms 256M:23.59ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 16.73us + bytes / 7.81 GB/s, written at the measured
# sizes (the means would give 9.9%).
# Residual: 10.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.12us 512K:83.84us 2M:285.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 24.48us + bytes / 3.15 GB/s, written at the
# measured sizes (the means would give 4.2%).
# Residual: 8.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.3us 512K:191us 2M:690.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 353.1us + bytes / 2.36 GB/s, written at the measured
# sizes (the medians would give 8.4%).
# Residual: 14.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:380.9us 256K:464.3us 2M:1.243ms 16M:7.471ms 64M:28.82ms 256M:114.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.015us + bytes / 1.1e+03 GB/s, misses by 22.0% RMS,
# so it is not used.
# Residual: 15.0% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:3.978us 256K:3.873us 1M:3.714us 2M:3.688us 4M:7.318us 16M:18.42us 64M:65.47us 256M:284.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 12.16us + bytes / 79.6 GB/s, misses
# by 17.0% RMS, so it is not used.
# Residual: 7.7% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:16.69us 256K:15.41us 1M:22.82us 2M:32.47us 4M:54.42us 16M:283.8us 64M:994.5us 256M:3.886ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.02us

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
# measured medians (15 points at 3 sizes): the best line, 8.847us + bytes /
# 242 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 17.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.68us 16M:73.84us 64M:301.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 29.45us + bytes / 217 GB/s, written at the measured
# sizes (the medians would give 10.2%).
# Residual: 10.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:39.13us 16M:106.9us 64M:339.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 143 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 23.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.72us 16M:108.8us 64M:487.4us 256M:1.915ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.307us + bytes / 13.9 GB/s, misses by 28.4% RMS, so it is not used.
# Residual: 14.3% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:6.738us 8K:7.594us 16K:9.362us 32K:15.4us 64K:21.23us 128K:15.47us 256K:21.32us 512K:34.72us 1M:61.54us 2M:150.6us 4M:316.7us 8M:660.3us 16M:1.554ms 32M:3.145ms 64M:7.13ms 256M:36.56ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.89us + bytes / 8.73 GB/s,
# misses by 25.0% RMS, so it is not used.
# Residual: 11.2% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:13.82us 8K:11.12us 16K:12.3us 32K:19.03us 64K:30.26us 128K:43.89us 256K:69.57us 512K:114.3us 1M:188.5us 2M:274.7us 4M:484.9us 8M:892.3us 16M:1.704ms 32M:3.384ms 64M:6.815ms 256M:26.01ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 8.63 GB/s, misses by 25.1% RMS, so it is not used.
# Residual: 17.7% RMS relative over 35 repetitions.
host_read_ns = 64K:7.141us 256K:33.68us 1M:100.6us 2M:226.9us 4M:414.6us 16M:2.806ms 64M:11.19ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 22.9 GB/s, misses by
# 37.2% RMS, so it is not used.
# Residual: 13.5% RMS relative over 35 repetitions.
host_write_ns = 64K:1.966us 256K:9.172us 1M:32.59us 2M:84.5us 4M:251.6us 16M:1.549ms 64M:6.78ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 10.2 GB/s, written at the measured sizes (the medians would give
# 6.9%).
# Residual: 8.5% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.555us 256K:24.77us 1M:101.6us 2M:204.1us 4M:409us 16M:1.639ms 64M:6.557ms

