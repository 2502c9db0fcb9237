# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-4.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T22:08:00Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:08:00Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.8% RMS relative over 5 repetitions.
launch_ns = 2.95us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.142us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.501us + bytes / 9.04e+03 GB/s, misses by 56.8% RMS,
# so it is not used.
# Residual: 24.5% RMS relative over 45 repetitions.
malloc_ns = 4K:1.527us 64K:1.609us 1M:1.494us 1536K:1.513us 2M:35.38us 8M:31.67us 64M:46.21us 256M:40.26us 1G:96.09us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.063us + bytes / 3.13e+03 GB/s, misses by 51.1% RMS, so it is
# not used.
# Residual: 18.9% RMS relative over 45 repetitions.
free_ns = 4K:1.333us 64K:1.277us 1M:1.268us 1536K:1.195us 2M:29.63us 8M:30.49us 64M:46.4us 256M:90.45us 1G:291us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.269us + bytes / 9.25e+03 GB/s, misses by 64.7% RMS, so it is not used.
# Residual: 37.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.171us 64K:1.96us 2M:15.43us 16M:25.47us 64M:26.35us 256M:25.67us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.172us + bytes / 3.46e+05 GB/s, written at the measured sizes (the
# medians would give 7.9%).
# Residual: 9.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.172us 64K:7.172us 2M:7.178us 16M:7.221us 64M:7.366us 256M:7.949us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 21.2%, 512K 20.9%, 1M 20.4%, 2M 20.0%, 4M 20.1%, 8M 20.1%, 16M
# 20.1%, 32M 20.6%.
# Residual: 24.5% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     65.47us     52.29us
# seq             2M          0         2         2     2097152           0     201.5us       252us
# seq            16M          0        16        16    16777216           0     1.807ms     1.792ms
# seq            64M          0        64        64    67108864           0     8.417ms     7.073ms
# seq           256M          0       256       256   268435456           0     37.16ms      28.2ms
# stride         64M        64K        32        32    67108864           0     6.379ms     6.613ms
# stride        256M         2M       128       128     8388608           0     2.478ms     2.637ms
# random         16M          0         9        35    16777216           0     2.054ms     2.061ms
# random         64M          0        34       306    67108864           0      10.1ms     10.51ms
# random        256M          0       139      1560   268435456           0     48.59ms     46.71ms
# fresh           2M          0         2         2           0     2097152       141us     175.7us
# fresh          16M          0        16        16           0    16777216     1.026ms     1.182ms
# fresh          64M          0        64        64           0    67108864     8.968ms     4.631ms
# fresh         256M          0       256       256           0   268435456     23.65ms     18.43ms
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
# prefetch at the driver's defaults). Result: 155ns per batch, 14.22us per VA
# block, bytes / 11 GB/s moved, 31.94us per faulting kernel, bytes / 18.2 GB/s
# zero-filled.
# Residual: 24.5% RMS relative over 70 repetitions.
fault_batch_ns = 155ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.5% RMS relative over 70 repetitions.
fault_block_ns = 14.22us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:373.6ns 64K:5.978us 512K:47.82us 1M:95.65us 2M:191.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.5% RMS relative over 70 repetitions.
fault_wake_ns = 31.94us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:224.6ns 64K:3.593us 512K:28.74us 1M:57.48us 2M:115us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.76us + bytes /
# 45.1 GB/s, misses by 19.8% RMS, so it is not used.
# Residual: 8.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.58us 2M:119.9us 16M:486.4us 64M:1.396ms 256M:5.388ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.06us + bytes / 9.73 GB/s, written at
# the measured sizes (the medians would give 4.9%).
# Residual: 8.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.79us 2M:230.5us 16M:1.739ms 64M:6.909ms 256M:27.59ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.4us + bytes / 8.9 GB/s, written at the
# measured sizes (the medians would give 9.3%).
# Residual: 9.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.77us 512K:77.34us 2M:254.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 25.32us + bytes / 3.22 GB/s, written at
# the measured sizes (the medians would give 6.8%).
# Residual: 8.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.68us 512K:188.2us 2M:677us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 233.2us + bytes / 3.34 GB/s, written at the measured
# sizes (the medians would give 10.2%).
# Residual: 14.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:252.8us 256K:311.7us 2M:861.1us 16M:5.257ms 64M:20.33ms 256M:80.62ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.459us + bytes / 989 GB/s, misses by 22.4% RMS, so
# it is not used.
# Residual: 11.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.459us 2M:3.539us 16M:21.2us 64M:74.05us 256M:291.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.12us + bytes / 82.3 GB/s, misses
# by 15.6% RMS, so it is not used.
# Residual: 7.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.66us 2M:31.31us 16M:228us 64M:888.1us 256M:3.593ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 32.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.27us

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
# sizes): 6.582us + bytes / 253 GB/s, written at the measured sizes (the
# medians would give 13.9%).
# Residual: 13.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.86us 16M:72.79us 64M:271.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.61us + bytes / 252 GB/s, written at the measured
# sizes (the medians would give 11.6%).
# Residual: 11.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:29.93us 16M:88.15us 64M:287.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.034us +
# bytes / 202 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.55us 16M:84.99us 64M:336.4us 256M:1.363ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.391us
# + bytes / 10.7 GB/s, misses by 29.2% RMS, so it is not used.
# Residual: 15.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.004us 64K:24.26us 2M:146.3us 16M:1.752ms 64M:7.582ms 256M:33.09ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.22us + bytes / 10.1 GB/s,
# misses by 21.7% RMS, so it is not used.
# Residual: 10.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.01us 64K:30.11us 2M:282.5us 16M:1.581ms 64M:6.101ms 256M:24.43ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.68 GB/s, misses by 17.5% RMS, so it is not used.
# Residual: 14.9% RMS relative over 20 repetitions.
host_read_ns = 64K:6.206us 2M:206.1us 16M:2.056ms 64M:9.168ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 32 GB/s, misses by
# 39.4% RMS, so it is not used.
# Residual: 16.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.003us 2M:47.23us 16M:940.6us 64M:4.858ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 444.8ns +
# bytes / 11.7 GB/s, written at the measured sizes (the medians would give
# 5.0%).
# Residual: 5.5% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.037us 2M:179.4us 16M:1.432ms 64M:5.727ms

