# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:53:27Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:53:27Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.6% RMS relative over 5 repetitions.
launch_ns = 4.226us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.175us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.515us + bytes / 4.92e+03 GB/s, misses by 58.6% RMS,
# so it is not used.
# Residual: 27.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.418us 64K:2.549us 1M:2.705us 1536K:2.609us 2M:51.95us 8M:48.74us 64M:50.99us 256M:61.17us 1G:180.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.922us + bytes / 1.46e+03 GB/s, misses by 48.9% RMS, so it is
# not used.
# Residual: 17.9% RMS relative over 45 repetitions.
free_ns = 4K:2.319us 64K:2.262us 1M:2.321us 1536K:2.35us 2M:39.1us 8M:46.64us 64M:95.73us 256M:187.2us 1G:623.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.439us + bytes / 5.91e+03 GB/s, misses by 68.6% RMS, so it is not used.
# Residual: 171.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.817us 64K:2.963us 2M:162.4us 16M:68.47us 64M:44.57us 256M:41.09us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.26us + bytes / 3.22e+06 GB/s, written at the measured sizes (the
# medians would give 7.4%).
# Residual: 7.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.26us 64K:12.26us 2M:12.26us 16M:12.26us 64M:12.28us 256M:12.34us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 21.0%, 512K 20.6%, 1M 19.8%, 2M 18.5%, 4M 18.4%, 8M 18.1%, 16M
# 18.0%, 32M 18.2%.
# Residual: 25.2% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     91.14us      85.1us
# seq             2M          0         2         2     2097152           0     270.5us     324.6us
# seq            16M          0        16        16    16777216           0     2.286ms      2.37ms
# seq            64M          0        64        64    67108864           0     12.24ms     9.383ms
# seq           256M          0       256       256   268435456           0     45.01ms     37.44ms
# stride         64M        64K         4        32    67108864           0     6.262ms      6.84ms
# stride        256M         2M        16       128     8388608           0     2.309ms     2.554ms
# random         16M          0        16        16    16777216           0     1.939ms      2.37ms
# random         64M          0        39       104    67108864           0     11.27ms     8.791ms
# random        256M          0       127       907   268435456           0     54.82ms     38.27ms
# fresh           2M          0         2         2           0     2097152     177.9us     166.4us
# fresh          16M          0        16        16           0    16777216     921.8us     1.105ms
# fresh          64M          0        64        64           0    67108864     4.258ms     4.321ms
# fresh         256M          0       256       256           0   268435456     23.55ms     17.19ms
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
# prefetch at the driver's defaults). Result: 37.72us per batch, 8.757us per
# VA block, bytes / 10.5 GB/s moved, 32.4us per faulting kernel, bytes / 51.1
# GB/s zero-filled.
# Residual: 25.2% RMS relative over 70 repetitions.
fault_batch_ns = 37.72us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.2% RMS relative over 70 repetitions.
fault_block_ns = 8.757us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 25.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:389.2ns 64K:6.227us 512K:49.82us 1M:99.63us 2M:199.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.2% RMS relative over 70 repetitions.
fault_wake_ns = 32.4us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 25.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:80.21ns 64K:1.283us 512K:10.27us 1M:20.53us 2M:41.07us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 49.23us + bytes /
# 44.4 GB/s, misses by 20.2% RMS, so it is not used.
# Residual: 9.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:45.59us 2M:140.8us 16M:510.4us 64M:1.404ms 256M:5.56ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.92us + bytes / 9.79 GB/s, written at
# the measured sizes (the medians would give 10.9%).
# Residual: 13.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.61us 2M:232.1us 16M:1.732ms 64M:6.873ms 256M:27.44ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 10.43us + bytes / 6.37 GB/s, misses by 41.0% RMS, so it is not used.
# Residual: 56.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.91us 512K:225.3us 2M:289.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 25.79us + bytes / 3.1 GB/s, misses by 20.0% RMS, so it is not used.
# Residual: 15.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.6us 512K:243.1us 2M:629us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 293.7us + bytes / 2.55
# GB/s, written at the measured sizes (the medians would give 5.7%).
# Residual: 13.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:319.4us 256K:396.5us 2M:1.116ms 16M:6.87ms 64M:26.6ms 256M:105.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.969us + bytes / 1.57e+03 GB/s, misses by 21.6% RMS,
# so it is not used.
# Residual: 14.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.606us 2M:2.64us 16M:14.13us 64M:46.4us 256M:176.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 18.73us + bytes / 71.5 GB/s, misses
# by 19.0% RMS, so it is not used.
# Residual: 15.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:21.64us 2M:40.67us 16M:263.9us 64M:1.014ms 256M:3.941ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 35.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.9us

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
# measured medians (15 points at 3 sizes): the best line, 7.228us + bytes /
# 279 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.65us 16M:69.58us 64M:241.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.452us +
# bytes / 166 GB/s, misses by 23.4% RMS, so it is not used.
# Residual: 23.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.16us 16M:102.5us 64M:393.4us 256M:1.679ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.937us
# + bytes / 11.4 GB/s, misses by 32.7% RMS, so it is not used.
# Residual: 16.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.594us 64K:22.52us 2M:131.4us 16M:1.734ms 64M:8.009ms 256M:32.55ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.65us + bytes / 11.2 GB/s,
# misses by 21.3% RMS, so it is not used.
# Residual: 12.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.31us 64K:28.88us 2M:259us 16M:1.537ms 64M:5.292ms 256M:22.04ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 12.1 GB/s, misses by 34.6% RMS, so it is not used.
# Residual: 19.0% RMS relative over 20 repetitions.
host_read_ns = 64K:4.486us 2M:131.2us 16M:1.763ms 64M:9.078ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.1 GB/s, misses by
# 37.3% RMS, so it is not used.
# Residual: 14.1% RMS relative over 20 repetitions.
host_write_ns = 64K:980ns 2M:51.9us 16M:959.6us 64M:5.148ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.616us +
# bytes / 10.7 GB/s, written at the measured sizes (the medians would give
# 5.9%).
# Residual: 6.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.716us 2M:196.8us 16M:1.563ms 64M:6.248ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
