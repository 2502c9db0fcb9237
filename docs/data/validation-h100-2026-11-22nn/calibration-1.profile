# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-1.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T14:21:55Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T14:21:55Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 33.4% RMS relative over 5 repetitions.
launch_ns = 6.513us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.002us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.529us + bytes / 4.48e+03 GB/s, misses by 59.9% RMS,
# so it is not used.
# Residual: 26.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.524us 64K:2.659us 1M:2.581us 1536K:2.649us 2M:63.74us 8M:49.15us 64M:78.63us 256M:86us 1G:188.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.111us + bytes / 1.37e+03 GB/s, misses by 45.4% RMS, so it is
# not used.
# Residual: 14.8% RMS relative over 45 repetitions.
free_ns = 4K:3.513us 64K:3.488us 1M:3.521us 1536K:3.407us 2M:42.67us 8M:45.07us 64M:81.98us 256M:202.4us 1G:644.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.767us + bytes / 1.04e+04 GB/s, misses by 64.8% RMS, so it is not used.
# Residual: 34.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.362us 64K:2.607us 2M:17.8us 16M:22.28us 64M:31.51us 256M:23.94us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 8.89us + bytes / 1.05e+06 GB/s, written at the measured sizes (the
# medians would give 7.8%).
# Residual: 7.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:8.89us 64K:8.89us 2M:8.892us 16M:8.906us 64M:8.954us 256M:9.145us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 30.9%, 512K 30.5%, 1M 29.9%, 2M 28.3%, 4M 27.7%, 8M 24.9%, 16M
# 23.7%, 32M 23.9%.
# Residual: 26.4% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     128.5us     83.03us
# seq             2M          0         2         2     2097152           0     290.5us       264us
# seq            16M          0        16        16    16777216           0     2.277ms     2.051ms
# seq            64M          0        64        64    67108864           0     6.259ms     8.179ms
# seq           256M          0       256       256   268435456           0     33.34ms     32.69ms
# stride         64M        64K         4        32    67108864           0     4.322ms     4.254ms
# stride        256M         2M        16       128     8388608           0     2.477ms     2.876ms
# random         16M          0        16        16    16777216           0     1.734ms     2.051ms
# random         64M          0        39       104    67108864           0     9.489ms     7.153ms
# random        256M          0       127       907   268435456           0     50.28ms     32.48ms
# fresh           2M          0         2         2           0     2097152     112.5us     150.2us
# fresh          16M          0        16        16           0    16777216     1.142ms     1.141ms
# fresh          64M          0        64        64           0    67108864     5.711ms     4.537ms
# fresh         256M          0       256       256           0   268435456     29.62ms     18.12ms
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
# prefetch at the driver's defaults). Result: 59.31us per batch, 11.43us per
# VA block, bytes / 18.4 GB/s moved, 8.724us per faulting kernel, bytes * 0
# ns/B zero-filled.
# Residual: 26.4% RMS relative over 70 repetitions.
fault_batch_ns = 59.31us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.4% RMS relative over 70 repetitions.
fault_block_ns = 11.43us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:222.3ns 64K:3.557us 512K:28.45us 1M:56.91us 2M:113.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.4% RMS relative over 70 repetitions.
fault_wake_ns = 8.724us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 26.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.22us + bytes /
# 47.6 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 2.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.9us 2M:123.3us 16M:419.3us 64M:1.333ms 256M:5.298ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.44us + bytes / 16.7 GB/s, written at
# the measured sizes (the medians would give 4.3%).
# Residual: 12.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.36us 2M:142.1us 16M:1.022ms 64M:4.037ms 256M:16.1ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 11.63us + bytes / 10.7 GB/s, written at the
# measured sizes (the medians would give 8.2%).
# Residual: 13.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:17.75us 512K:60.56us 2M:207.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 31.71us + bytes / 4.13 GB/s, misses by 16.6% RMS, so it is not used.
# Residual: 15.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.94us 512K:169.1us 2M:517us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 296us + bytes / 3.07 GB/s, misses by 20.1% RMS, so it
# is not used.
# Residual: 16.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:342.7us 256K:399us 2M:772.6us 16M:6.212ms 64M:25.21ms 256M:92.67ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.788us + bytes / 1.73e+03 GB/s, misses by 19.1% RMS,
# so it is not used.
# Residual: 14.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.329us 2M:3.415us 16M:13.23us 64M:43.02us 256M:156.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.84us + bytes / 98.6 GB/s, misses
# by 16.4% RMS, so it is not used.
# Residual: 9.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.38us 2M:26.53us 16M:187.7us 64M:741.6us 256M:3.105ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.93us

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
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). Fit
# (weighted least squares, relative errors, to the medians of 15 points at 3
# sizes): 7.437us + bytes / 265 GB/s, written at the measured sizes (the
# medians would give 14.7%).
# Residual: 14.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.34us 16M:70.65us 64M:260.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 25.76us + bytes / 173 GB/s, written at the measured
# sizes (the medians would give 9.1%).
# Residual: 9.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:37.89us 16M:122.8us 64M:413.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 894.6ns +
# bytes / 187 GB/s, misses by 25.6% RMS, so it is not used.
# Residual: 24.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.75us 16M:102.4us 64M:358.6us 256M:1.347ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.451us
# + bytes / 13.2 GB/s, misses by 29.2% RMS, so it is not used.
# Residual: 15.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.9us 64K:22.53us 2M:133.4us 16M:1.136ms 64M:6.067ms 256M:27.64ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.45us + bytes / 12.6 GB/s,
# misses by 26.5% RMS, so it is not used.
# Residual: 13.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.99us 64K:29.86us 2M:242.2us 16M:1.494ms 64M:5.431ms 256M:16.76ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 12.4 GB/s, misses by 29.0% RMS, so it is not used.
# Residual: 30.1% RMS relative over 20 repetitions.
host_read_ns = 64K:5.157us 2M:127.2us 16M:1.973ms 64M:7.585ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 26.6 GB/s, misses by
# 30.8% RMS, so it is not used.
# Residual: 12.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.177us 2M:58.73us 16M:816.1us 64M:4.403ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 975.4ns +
# bytes / 11.9 GB/s, written at the measured sizes (the medians would give
# 3.5%).
# Residual: 3.5% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.482us 2M:177.2us 16M:1.411ms 64M:5.64ms

