# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-14.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T01:57:30Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:57:30Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.7% RMS relative over 5 repetitions.
launch_ns = 3.26us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.153us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.532us + bytes / 4.39e+03 GB/s, misses by 60.9% RMS,
# so it is not used.
# Residual: 27.1% RMS relative over 45 repetitions.
malloc_ns = 4K:2.612us 64K:2.803us 1M:2.459us 1536K:2.628us 2M:61.33us 8M:46.64us 64M:92.17us 256M:83.12us 1G:195.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.912us + bytes / 1.58e+03 GB/s, misses by 50.2% RMS, so it is
# not used.
# Residual: 22.1% RMS relative over 45 repetitions.
free_ns = 4K:2.343us 64K:2.248us 1M:2.209us 1536K:2.328us 2M:44.41us 8M:43.24us 64M:83.45us 256M:173.5us 1G:572.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.417us + bytes / 4.17e+03 GB/s, misses by 65.5% RMS, so it is not used.
# Residual: 39.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.199us 64K:2.238us 2M:17.43us 16M:26.54us 64M:34.06us 256M:51.94us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 10.06us + bytes * -1e-06 ns/B, written at the measured sizes (the
# medians would give 13.5%).
# Residual: 13.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.06us 64K:10.06us 2M:10.06us 16M:10.04us 64M:9.994us 256M:9.792us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 23.0%, 512K 22.9%, 1M 22.9%, 2M 22.7%, 4M 22.0%, 8M 21.0%, 16M
# 20.4%, 32M 20.9%.
# Residual: 23.8% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     119.3us     69.91us
# seq             2M          0         2         2     2097152           0     227.1us     264.5us
# seq            16M          0        16        16    16777216           0     1.542ms     2.013ms
# seq            64M          0        64        64    67108864           0     9.274ms     8.008ms
# seq           256M          0       256       256   268435456           0     30.74ms     31.99ms
# stride         64M        64K         4        32    67108864           0     6.206ms     5.367ms
# stride        256M         2M        16       128     8388608           0     2.641ms      2.98ms
# random         16M          0        16        16    16777216           0     2.263ms     2.013ms
# random         64M          0        39       104    67108864           0     8.364ms     7.651ms
# random        256M          0       127       907   268435456           0      49.3ms     36.34ms
# fresh           2M          0         2         2           0     2097152      93.5us     115.8us
# fresh          16M          0        16        16           0    16777216     766.9us     823.3us
# fresh          64M          0        64        64           0    67108864      3.73ms     3.249ms
# fresh         256M          0       256       256           0   268435456     17.51ms     12.95ms
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
# prefetch at the driver's defaults). Result: 36.59us per batch, 13.94us per
# VA block, bytes / 14.1 GB/s moved, 14.73us per faulting kernel, bytes * 0
# ns/B zero-filled.
# Residual: 23.8% RMS relative over 70 repetitions.
fault_batch_ns = 36.59us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.8% RMS relative over 70 repetitions.
fault_block_ns = 13.94us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:290.5ns 64K:4.648us 512K:37.18us 1M:74.36us 2M:148.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.8% RMS relative over 70 repetitions.
fault_wake_ns = 14.73us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 23.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.51us + bytes /
# 47.2 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 4.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.41us 2M:118.6us 16M:425.9us 64M:1.349ms 256M:5.317ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (25 points at 5 sizes): the best line,
# 20.43us + bytes / 16.2 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 13.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.05us 2M:174.9us 16M:980.1us 64M:4.085ms 256M:16.54ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.1us + bytes / 13.6 GB/s, written at the measured
# sizes (the means would give 7.8%).
# Residual: 7.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.93us 512K:52.77us 2M:168.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 22.76us + bytes / 4.18 GB/s, written at the
# measured sizes (the means would give 12.9%).
# Residual: 14.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.43us 512K:148.1us 2M:524us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 295.5us +
# bytes / 3.09 GB/s, misses by 17.6% RMS, so it is not used.
# Residual: 14.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:322.1us 256K:402.5us 2M:833.6us 16M:6.124ms 64M:22.83ms 256M:90.09ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.072us + bytes / 1.68e+03 GB/s, misses by 29.2% RMS,
# so it is not used.
# Residual: 17.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.864us 2M:3.432us 16M:13.27us 64M:42.84us 256M:180.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.61us + bytes / 113 GB/s, misses by
# 16.6% RMS, so it is not used.
# Residual: 8.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.84us 2M:23.37us 16M:179.9us 64M:638.7us 256M:2.542ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 16.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.5us

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
# sizes): 5.408us + bytes / 292 GB/s, written at the measured sizes (the
# medians would give 14.8%).
# Residual: 14.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.59us 16M:62.9us 64M:235.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 20.24us + bytes / 258 GB/s, written at the measured
# sizes (the medians would give 8.5%).
# Residual: 8.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:28.36us 16M:85.22us 64M:280.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 129 GB/s, misses by 52.2% RMS, so it is not used.
# Residual: 119.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.55us 16M:88.16us 64M:1.668ms 256M:6.174ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.083us
# + bytes / 11.5 GB/s, misses by 29.8% RMS, so it is not used.
# Residual: 17.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.672us 64K:23.25us 2M:145.3us 16M:1.44ms 64M:6.813ms 256M:30.55ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 15.02us + bytes / 12.4 GB/s,
# misses by 27.2% RMS, so it is not used.
# Residual: 11.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:13.17us 64K:31.88us 2M:268.7us 16M:1.491ms 64M:5.039ms 256M:18.06ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.65 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 18.7% RMS relative over 20 repetitions.
host_read_ns = 64K:8.446us 2M:257.1us 16M:2.445ms 64M:8.586ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 14.5 GB/s, misses by
# 15.0% RMS, so it is not used.
# Residual: 12.3% RMS relative over 20 repetitions.
host_write_ns = 64K:2.549us 2M:132us 16M:1.226ms 64M:4.782ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (20 points at 4 sizes): the best line, 399.1ns + bytes / 12 GB/s, misses by
# 15.2% RMS, so it is not used.
# Residual: 14.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.891us 2M:165.6us 16M:1.486ms 64M:5.672ms

