# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-4.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T13:45:52Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T13:45:52Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.2% RMS relative over 5 repetitions.
launch_ns = 4.556us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.161us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.625us + bytes / 4.3e+03 GB/s, misses by 57.7% RMS,
# so it is not used.
# Residual: 26.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.757us 64K:2.71us 1M:2.718us 1536K:2.701us 2M:109.4us 8M:65.32us 64M:88.19us 256M:79.45us 1G:203.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.043us + bytes / 1.5e+03 GB/s, misses by 51.0% RMS, so it is not
# used.
# Residual: 24.5% RMS relative over 45 repetitions.
free_ns = 4K:2.619us 64K:2.464us 1M:2.38us 1536K:2.433us 2M:78.03us 8M:76.06us 64M:83.35us 256M:175.9us 1G:641.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 12.36us + bytes / 5.16e+03 GB/s, misses by 56.7% RMS, so it is not used.
# Residual: 59.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:19.48us 64K:8.28us 2M:27.55us 16M:40.2us 64M:49.18us 256M:53.99us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.7us + bytes / 1.45e+05 GB/s, written at the measured sizes (the
# medians would give 10.4%).
# Residual: 11.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.7us 64K:12.7us 2M:12.72us 16M:12.82us 64M:13.17us 256M:14.56us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.5%, 512K 18.4%, 1M 18.3%, 2M 18.1%, 4M 18.2%, 8M 17.7%, 16M
# 17.5%, 32M 18.2%.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     68.83us     57.64us
# seq             2M          0         2         2     2097152           0     218.5us     232.7us
# seq            16M          0        16        16    16777216           0     1.375ms     1.809ms
# seq            64M          0        64        64    67108864           0     6.496ms     7.213ms
# seq           256M          0       256       256   268435456           0     34.71ms     28.83ms
# stride         64M        64K         4        32    67108864           0     5.132ms     4.834ms
# stride        256M         2M        16       128     8388608           0     2.508ms     2.792ms
# random         16M          0        16        16    16777216           0     2.035ms     1.809ms
# random         64M          0        39       104    67108864           0     9.318ms     6.944ms
# random        256M          0       127       907   268435456           0     39.34ms     33.46ms
# fresh           2M          0         2         2           0     2097152     101.6us       120us
# fresh          16M          0        16        16           0    16777216     811.6us     907.1us
# fresh          64M          0        64        64           0    67108864     4.343ms     3.606ms
# fresh         256M          0       256       256           0   268435456     19.35ms      14.4ms
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
# prefetch at the driver's defaults). Result: 32.44us per batch, 13.54us per
# VA block, bytes / 15.7 GB/s moved, 7.509us per faulting kernel, bytes / 102
# GB/s zero-filled.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_batch_ns = 32.44us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_block_ns = 13.54us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:260.2ns 64K:4.164us 512K:33.31us 1M:66.62us 2M:133.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_wake_ns = 7.509us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:40.05ns 64K:640.8ns 512K:5.126us 1M:10.25us 2M:20.51us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 68.67us + bytes /
# 49.1 GB/s, misses by 18.3% RMS, so it is not used.
# Residual: 14.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:65.38us 2M:128.3us 16M:427.2us 64M:1.373ms 256M:5.376ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.04us + bytes / 9.75 GB/s, written at
# the measured sizes (the medians would give 2.0%).
# Residual: 6.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.76us 2M:233.1us 16M:1.738ms 64M:6.899ms 256M:27.54ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.05us + bytes / 13.4 GB/s, written at the
# measured sizes (the medians would give 6.6%).
# Residual: 6.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.94us 512K:53.18us 2M:170.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 27.61us + bytes / 3.71 GB/s, misses by 19.1% RMS, so it is not used.
# Residual: 13.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.98us 512K:204.7us 2M:536.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 318us + bytes / 2.32 GB/s,
# written at the measured sizes (the medians would give 6.1%).
# Residual: 13.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:346.2us 256K:430.9us 2M:1.221ms 16M:7.542ms 64M:29.21ms 256M:115.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.882us + bytes / 924 GB/s, misses by 21.9% RMS, so
# it is not used.
# Residual: 13.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.905us 2M:4.064us 16M:22.38us 64M:79.53us 256M:310us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 11.45us +
# bytes / 99.5 GB/s, written at the measured sizes (the medians would give
# 6.9%).
# Residual: 13.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.11us 2M:32.52us 16M:180us 64M:685.8us 256M:2.709ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 36.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 123.5us

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
# sizes): 7.712us + bytes / 304 GB/s, written at the measured sizes (the
# medians would give 14.9%).
# Residual: 14.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.61us 16M:62.9us 64M:228.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 50.4us + bytes / 188 GB/s, written at the measured sizes
# (the medians would give 13.1%).
# Residual: 14.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:61.54us 16M:139.6us 64M:407.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.255us +
# bytes / 156 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:17.88us 16M:108.2us 64M:434.9us 256M:1.759ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.777us
# + bytes / 12.7 GB/s, misses by 23.1% RMS, so it is not used.
# Residual: 13.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.202us 64K:22.36us 2M:142.8us 16M:1.182ms 64M:6.12ms 256M:27.29ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.92us + bytes / 13.5 GB/s,
# misses by 24.3% RMS, so it is not used.
# Residual: 10.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.661us 64K:27.32us 2M:243.2us 16M:1.217ms 64M:4.581ms 256M:17.72ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14.9 GB/s, misses by 30.7% RMS, so it is not used.
# Residual: 24.6% RMS relative over 20 repetitions.
host_read_ns = 64K:4.338us 2M:132.2us 16M:984.7us 64M:7.04ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 26.9 GB/s, misses by
# 29.8% RMS, so it is not used.
# Residual: 15.5% RMS relative over 20 repetitions.
host_write_ns = 64K:947ns 2M:60.21us 16M:701.3us 64M:4.14ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 197ns +
# bytes / 11 GB/s, written at the measured sizes (the medians would give
# 5.8%).
# Residual: 5.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.13us 2M:190.1us 16M:1.519ms 64M:6.076ms

