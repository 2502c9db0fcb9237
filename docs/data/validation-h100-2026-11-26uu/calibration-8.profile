# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-8.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T21:27:26Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:27:26Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 3.9% RMS relative over 5 repetitions.
launch_ns = 4.956us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.163us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.381us + bytes / 4.75e+03 GB/s, misses by 59.7% RMS,
# so it is not used.
# Residual: 26.6% RMS relative over 45 repetitions.
malloc_ns = 4K:3.219us 64K:3.678us 1M:3.501us 1536K:3.348us 2M:87.44us 8M:68.13us 64M:94.22us 256M:151.8us 1G:178.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.52us + bytes / 1.21e+03 GB/s, misses by 50.3% RMS, so it is not
# used.
# Residual: 21.3% RMS relative over 45 repetitions.
free_ns = 4K:3.124us 64K:3.174us 1M:2.935us 1536K:2.944us 2M:57.87us 8M:78.01us 64M:101.1us 256M:238.5us 1G:744.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 3.83us
# + bytes / 2.79e+03 GB/s, misses by 66.0% RMS, so it is not used.
# Residual: 39.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.739us 64K:2.991us 2M:26.64us 16M:37.19us 64M:62.8us 256M:77.93us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.309us + bytes / 3.05e+06 GB/s, written at the measured sizes (the
# medians would give 11.1%).
# Residual: 11.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.309us 64K:9.309us 2M:9.31us 16M:9.315us 64M:9.331us 256M:9.397us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.4%, 512K 16.4%, 1M 16.6%, 2M 16.3%, 4M 16.1%, 8M 15.8%, 16M
# 15.6%, 32M 16.6%.
# Residual: 23.0% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      79.2us     71.25us
# seq             2M          0         2         2     2097152           0     248.9us       303us
# seq            16M          0        16        16    16777216           0     1.943ms     2.372ms
# seq            64M          0        64        64    67108864           0     9.858ms     9.465ms
# seq           256M          0       256       256   268435456           0     41.84ms     37.84ms
# stride         64M        64K         4        32    67108864           0     6.786ms     6.561ms
# stride        256M         2M        16       128     8388608           0     3.626ms     3.999ms
# random         16M          0        16        16    16777216           0     2.953ms     2.372ms
# random         64M          0        39       104    67108864           0      10.7ms     9.371ms
# random        256M          0       127       907   268435456           0     55.76ms     46.66ms
# fresh           2M          0         2         2           0     2097152     189.9us       197us
# fresh          16M          0        16        16           0    16777216     1.252ms     1.523ms
# fresh          64M          0        64        64           0    67108864     6.906ms     6.071ms
# fresh         256M          0       256       256           0   268435456     32.85ms     24.26ms
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
# prefetch at the driver's defaults). Result: 37.25us per batch, 20.93us per
# VA block, bytes / 11.7 GB/s moved, 7.47us per faulting kernel, bytes / 28.7
# GB/s zero-filled.
# Residual: 23.0% RMS relative over 70 repetitions.
fault_batch_ns = 37.25us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.0% RMS relative over 70 repetitions.
fault_block_ns = 20.93us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:350ns 64K:5.6us 512K:44.8us 1M:89.6us 2M:179.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.0% RMS relative over 70 repetitions.
fault_wake_ns = 7.47us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:142.8ns 64K:2.285us 512K:18.28us 1M:36.56us 2M:73.13us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 46.75us + bytes /
# 43.7 GB/s, misses by 26.2% RMS, so it is not used.
# Residual: 20.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:43.69us 2M:146.3us 16M:448.9us 64M:1.373ms 256M:6.349ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 18.16us + bytes / 11.8 GB/s, misses by 29.8% RMS, so it is not used.
# Residual: 27.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.2us 2M:265.8us 16M:1.509ms 64M:5.056ms 256M:21.54ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.84us + bytes / 12 GB/s, written at the
# measured sizes (the medians would give 11.9%).
# Residual: 12.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.28us 512K:58.39us 2M:189us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 36.44us + bytes / 3.51 GB/s, misses by 18.6% RMS, so it is not used.
# Residual: 18.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:54.34us 512K:199.2us 2M:606.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 355.8us +
# bytes / 2.13 GB/s, misses by 20.1% RMS, so it is not used.
# Residual: 18.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:414.7us 256K:473.1us 2M:1.146ms 16M:8.894ms 64M:32.82ms 256M:133.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.105us + bytes / 903 GB/s, misses by 22.7% RMS, so
# it is not used.
# Residual: 14.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.247us 2M:4.291us 16M:22.46us 64M:82.03us 256M:320.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.47us + bytes / 95 GB/s, misses by
# 17.3% RMS, so it is not used.
# Residual: 10.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.16us 2M:26.16us 16M:222.5us 64M:778.1us 256M:2.955ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.3% RMS relative over 15 repetitions.
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
# measured medians (15 points at 3 sizes): the best line, 8.646us + bytes /
# 285 GB/s, misses by 17.5% RMS, so it is not used.
# Residual: 17.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.11us 16M:65.61us 64M:251.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 29.27us + bytes / 166 GB/s, written at the measured
# sizes (the medians would give 5.2%).
# Residual: 5.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:41.93us 16M:130.6us 64M:434.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 662.8ns +
# bytes / 198 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.29us 16M:85.13us 64M:338.3us 256M:1.369ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.487us
# + bytes / 8.58 GB/s, misses by 26.3% RMS, so it is not used.
# Residual: 16.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.08us 64K:26.92us 2M:198.5us 16M:2.058ms 64M:9.188ms 256M:33.52ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.86us + bytes / 11.6 GB/s,
# misses by 25.2% RMS, so it is not used.
# Residual: 14.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.731us 64K:27.94us 2M:267us 16M:1.406ms 64M:5.337ms 256M:20.53ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 1.777us +
# bytes / 14.9 GB/s, misses by 41.7% RMS, so it is not used.
# Residual: 21.3% RMS relative over 20 repetitions.
host_read_ns = 64K:6.323us 2M:103.8us 16M:2.104ms 64M:9.04ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.6 GB/s, misses by
# 44.9% RMS, so it is not used.
# Residual: 11.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.164us 2M:48.08us 16M:1.142ms 64M:5.752ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 692.2ns +
# bytes / 10.2 GB/s, written at the measured sizes (the medians would give
# 4.5%).
# Residual: 4.5% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.091us 2M:205.5us 16M:1.639ms 64M:6.553ms

