# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T23:07:53Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T23:07:53Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.7% RMS relative over 5 repetitions.
launch_ns = 4.969us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.03us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.293us + bytes / 6.02e+03 GB/s, misses by 62.0% RMS,
# so it is not used.
# Residual: 28.2% RMS relative over 45 repetitions.
malloc_ns = 4K:3.326us 64K:3.27us 1M:3.271us 1536K:3.331us 2M:79.48us 8M:59.33us 64M:110.4us 256M:84.05us 1G:143.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.574us + bytes / 1.74e+03 GB/s, misses by 52.5% RMS, so it is
# not used.
# Residual: 28.5% RMS relative over 45 repetitions.
free_ns = 4K:2.641us 64K:3.125us 1M:2.903us 1536K:2.909us 2M:49.98us 8M:54.61us 64M:102.6us 256M:123.9us 1G:688.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.922us + bytes / 2.23e+03 GB/s, misses by 68.0% RMS, so it is not used.
# Residual: 45.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:5.886us 64K:3.937us 2M:38.81us 16M:71.51us 64M:89.07us 256M:99.6us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.88us + bytes * -4.71e-06 ns/B, written at the measured sizes (the
# medians would give 14.5%).
# Residual: 14.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.88us 64K:14.88us 2M:14.87us 16M:14.8us 64M:14.56us 256M:13.61us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.6%, 512K 18.2%, 1M 17.5%, 2M 16.5%, 4M 16.1%, 8M 15.9%, 16M
# 16.2%, 32M 17.0%.
# Residual: 22.3% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     101.3us      81.3us
# seq             2M          0         2         2     2097152           0     284.5us     338.2us
# seq            16M          0        16        16    16777216           0     2.147ms     2.483ms
# seq            64M          0        64        64    67108864           0     10.64ms     9.836ms
# seq           256M          0       256       256   268435456           0      45.9ms     39.25ms
# stride         64M        64K         8        32    67108864           0     7.711ms     7.846ms
# stride        256M         2M        32       128     8388608           0     3.307ms     3.855ms
# random         16M          0        12        16    16777216           0     2.447ms     2.378ms
# random         64M          0        36       161    67108864           0     12.12ms      10.7ms
# random        256M          0       125      1211   268435456           0     65.89ms      51.5ms
# fresh           2M          0         2         2           0     2097152       171us     204.3us
# fresh          16M          0        16        16           0    16777216      1.26ms     1.411ms
# fresh          64M          0        64        64           0    67108864     6.906ms      5.55ms
# fresh         256M          0       256       256           0   268435456     28.27ms      22.1ms
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
# prefetch at the driver's defaults). Result: 26.16us per batch, 16.41us per
# VA block, bytes / 9.48 GB/s moved, 31.81us per faulting kernel, bytes / 24
# GB/s zero-filled.
# Residual: 22.3% RMS relative over 70 repetitions.
fault_batch_ns = 26.16us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.3% RMS relative over 70 repetitions.
fault_block_ns = 16.41us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:432.1ns 64K:6.914us 512K:55.31us 1M:110.6us 2M:221.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.3% RMS relative over 70 repetitions.
fault_wake_ns = 31.81us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:170.5ns 64K:2.728us 512K:21.83us 1M:43.65us 2M:87.3us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 54.56us + bytes /
# 42.7 GB/s, misses by 20.5% RMS, so it is not used.
# Residual: 12.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:50.68us 2M:144.5us 16M:508.4us 64M:1.475ms 256M:5.914ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.29us + bytes / 8.37 GB/s, written at
# the measured sizes (the medians would give 1.1%).
# Residual: 4.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.11us 2M:268.7us 16M:2.022ms 64M:8.032ms 256M:32.07ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.31us + bytes / 7.58 GB/s, written at the
# measured sizes (the medians would give 7.6%).
# Residual: 7.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.96us 512K:87.48us 2M:295us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.91us + bytes / 2.76 GB/s, written at
# the measured sizes (the medians would give 6.5%).
# Residual: 9.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.67us 512K:212us 2M:782.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 399.5us + bytes / 1.97 GB/s, written at the measured
# sizes (the medians would give 11.8%).
# Residual: 14.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:432.8us 256K:532.9us 2M:1.466ms 16M:8.935ms 64M:34.54ms 256M:137ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.641us + bytes / 786 GB/s, misses by 20.5% RMS, so
# it is not used.
# Residual: 14.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.834us 2M:6.059us 16M:26.73us 64M:92.22us 256M:362.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.67us + bytes / 85.3 GB/s, misses
# by 16.7% RMS, so it is not used.
# Residual: 9.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.83us 2M:29.55us 16M:224.9us 64M:852.1us 256M:3.373ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 31.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.6us

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
# measured medians (15 points at 3 sizes): the best line, 8.634us + bytes /
# 205 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 16.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:19.04us 16M:86.65us 64M:351.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 24.68us + bytes / 163 GB/s, written at the measured
# sizes (the medians would give 11.4%).
# Residual: 11.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:37.51us 16M:127.3us 64M:435.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.286us +
# bytes / 153 GB/s, misses by 23.1% RMS, so it is not used.
# Residual: 22.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:17.75us 16M:102.7us 64M:450.8us 256M:1.881ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.906us
# + bytes / 8.61 GB/s, misses by 33.4% RMS, so it is not used.
# Residual: 16.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.586us 64K:24.85us 2M:169.9us 16M:2.73ms 64M:10.99ms 256M:41.76ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.25us + bytes / 9.36 GB/s,
# misses by 23.2% RMS, so it is not used.
# Residual: 12.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.91us 64K:33.83us 2M:301.2us 16M:1.728ms 64M:6.499ms 256M:26.84ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.21 GB/s, misses by 22.0% RMS, so it is not used.
# Residual: 13.7% RMS relative over 20 repetitions.
host_read_ns = 64K:8.347us 2M:229.3us 16M:2.93ms 64M:11.69ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22.8 GB/s, misses by
# 44.1% RMS, so it is not used.
# Residual: 15.8% RMS relative over 20 repetitions.
host_write_ns = 64K:1.437us 2M:66.56us 16M:1.517ms 64M:7.579ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 9.07 GB/s, written at the measured sizes (the medians would give
# 5.4%).
# Residual: 5.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.971us 2M:230.9us 16M:1.849ms 64M:7.396ms

