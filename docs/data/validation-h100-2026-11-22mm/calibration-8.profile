# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-8.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T13:47:44Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T13:47:44Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.3% RMS relative over 5 repetitions.
launch_ns = 4.46us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.011us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.749us + bytes / 3.9e+03 GB/s, misses by 57.9% RMS,
# so it is not used.
# Residual: 25.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.889us 64K:2.757us 1M:2.91us 1536K:2.82us 2M:75.2us 8M:54.23us 64M:82.24us 256M:79.14us 1G:227.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.086us + bytes / 1.53e+03 GB/s, misses by 48.9% RMS, so it is
# not used.
# Residual: 18.4% RMS relative over 45 repetitions.
free_ns = 4K:2.582us 64K:2.498us 1M:2.293us 1536K:2.561us 2M:48.51us 8M:48.43us 64M:80.08us 256M:184.2us 1G:583.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.209us + bytes / 3.75e+03 GB/s, misses by 66.1% RMS, so it is not used.
# Residual: 41.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.794us 64K:3.804us 2M:26.56us 16M:36.2us 64M:61.75us 256M:60.59us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.71us + bytes / 1.68e+05 GB/s, written at the measured sizes (the
# medians would give 9.9%).
# Residual: 10.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.71us 64K:12.71us 2M:12.73us 16M:12.81us 64M:13.11us 256M:14.31us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.4%, 512K 20.2%, 1M 19.8%, 2M 19.4%, 4M 18.8%, 8M 18.1%, 16M
# 18.1%, 32M 18.4%.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     74.21us     58.93us
# seq             2M          0         2         2     2097152           0     246.5us     260.6us
# seq            16M          0        16        16    16777216           0     1.457ms     1.966ms
# seq            64M          0        64        64    67108864           0     8.943ms     7.813ms
# seq           256M          0       256       256   268435456           0     38.57ms      31.2ms
# stride         64M        64K         4        32    67108864           0     6.825ms      5.87ms
# stride        256M         2M        16       128     8388608           0     2.092ms     2.309ms
# random         16M          0        16        16    16777216           0     1.763ms     1.966ms
# random         64M          0        39       104    67108864           0     8.196ms     7.491ms
# random        256M          0       127       907   268435456           0     44.54ms     33.61ms
# fresh           2M          0         2         2           0     2097152     105.8us     130.9us
# fresh          16M          0        16        16           0    16777216     887.7us     928.9us
# fresh          64M          0        64        64           0    67108864     4.496ms     3.665ms
# fresh         256M          0       256       256           0   268435456     18.02ms     14.61ms
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
# prefetch at the driver's defaults). Result: 27.52us per batch, 9.145us per
# VA block, bytes / 12.3 GB/s moved, 16.94us per faulting kernel, bytes / 51.6
# GB/s zero-filled.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_batch_ns = 27.52us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_block_ns = 9.145us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:332.6ns 64K:5.322us 512K:42.58us 1M:85.15us 2M:170.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_wake_ns = 16.94us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:79.42ns 64K:1.271us 512K:10.17us 1M:20.33us 2M:40.66us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 40.62us + bytes /
# 45.7 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 2.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.23us 2M:125us 16M:456.7us 64M:1.385ms 256M:5.418ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.13us + bytes / 9.64 GB/s, written at
# the measured sizes (the medians would give 5.2%).
# Residual: 7.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.93us 2M:232.7us 16M:1.755ms 64M:6.976ms 256M:27.86ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 15.55us + bytes / 9.01 GB/s, written at the
# measured sizes (the medians would give 8.5%).
# Residual: 8.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:22.83us 512K:73.76us 2M:248.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.44us + bytes / 3.33 GB/s, written at
# the measured sizes (the medians would give 7.7%).
# Residual: 10.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.1us 512K:181.8us 2M:653.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 310.5us + bytes / 2.44
# GB/s, written at the measured sizes (the medians would give 6.4%).
# Residual: 12.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:337.3us 256K:417.9us 2M:1.17ms 16M:7.183ms 64M:27.8ms 256M:110.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.051us + bytes / 957 GB/s, misses by 19.6% RMS, so
# it is not used.
# Residual: 15.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.143us 2M:5.162us 16M:22.27us 64M:76.29us 256M:296.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.59us + bytes / 83.3 GB/s, misses
# by 16.0% RMS, so it is not used.
# Residual: 6.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.5us 2M:30.95us 16M:227.8us 64M:870.2us 256M:3.624ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 16.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 121.4us

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
# measured medians (15 points at 3 sizes): the best line, 6.14us + bytes / 233
# GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 16.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.16us 16M:77.71us 64M:296us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 24.04us + bytes / 188 GB/s, written at the measured
# sizes (the medians would give 5.7%).
# Residual: 5.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.21us 16M:113.4us 64M:381.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 515.3ns +
# bytes / 169 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.97us 16M:99.05us 64M:393.5us 256M:1.614ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.894us
# + bytes / 10.4 GB/s, misses by 29.6% RMS, so it is not used.
# Residual: 15.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.482us 64K:23.87us 2M:150.7us 16M:1.768ms 64M:8.018ms 256M:35.68ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.35us + bytes / 9.72 GB/s,
# misses by 22.5% RMS, so it is not used.
# Residual: 13.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.14us 64K:31.47us 2M:292.4us 16M:1.634ms 64M:6.305ms 256M:26.01ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.55 GB/s, misses by 20.3% RMS, so it is not used.
# Residual: 14.0% RMS relative over 20 repetitions.
host_read_ns = 64K:6.911us 2M:195.5us 16M:2.436ms 64M:9.569ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.4 GB/s, misses by
# 40.7% RMS, so it is not used.
# Residual: 15.8% RMS relative over 20 repetitions.
host_write_ns = 64K:1.226us 2M:53.15us 16M:1.189ms 64M:5.003ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 252ns +
# bytes / 9.98 GB/s, written at the measured sizes (the medians would give
# 4.2%).
# Residual: 4.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.822us 2M:210.5us 16M:1.682ms 64M:6.728ms

