# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-9.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T08:50:21Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T08:50:21Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 100.3% RMS relative over 5 repetitions.
launch_ns = 16.33us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.186us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.559us + bytes / 4.33e+03 GB/s, misses by 58.1% RMS,
# so it is not used.
# Residual: 24.7% RMS relative over 45 repetitions.
malloc_ns = 4K:3.925us 64K:3.662us 1M:3.495us 1536K:3.428us 2M:72.83us 8M:64.73us 64M:106.9us 256M:112.9us 1G:195.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.793us + bytes / 1.38e+03 GB/s, misses by 51.1% RMS, so it is
# not used.
# Residual: 20.1% RMS relative over 45 repetitions.
free_ns = 4K:3.348us 64K:3.122us 1M:3.112us 1536K:3.214us 2M:53.23us 8M:58.98us 64M:122.9us 256M:252.7us 1G:597.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.239us + bytes / 5.24e+03 GB/s, misses by 67.2% RMS, so it is not used.
# Residual: 39.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.518us 64K:3.432us 2M:28.4us 16M:42.87us 64M:64.2us 256M:46.3us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.796us + bytes * -1.68e-06 ns/B, written at the measured sizes (the
# medians would give 7.7%).
# Residual: 8.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.796us 64K:9.796us 2M:9.793us 16M:9.768us 64M:9.683us 256M:9.344us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.0%, 512K 17.7%, 1M 17.2%, 2M 16.8%, 4M 17.3%, 8M 18.2%, 16M
# 18.9%, 32M 19.9%.
# Residual: 23.0% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     88.13us     73.75us
# seq             2M          0         2         2     2097152           0     236.3us     254.6us
# seq            16M          0        16        16    16777216           0     1.516ms     1.665ms
# seq            64M          0        64        64    67108864           0     6.476ms     6.501ms
# seq           256M          0       256       256   268435456           0     38.55ms     25.84ms
# stride         64M        64K        32        32    67108864           0     5.627ms     6.012ms
# stride        256M         2M       128       128     8388608           0     2.538ms     2.694ms
# random         16M          0         9        35    16777216           0     2.049ms     1.956ms
# random         64M          0        34       306    67108864           0     10.05ms      10.2ms
# random        256M          0       139      1560   268435456           0     47.01ms     45.78ms
# fresh           2M          0         2         2           0     2097152     148.6us     176.7us
# fresh          16M          0        16        16           0    16777216       862us     1.042ms
# fresh          64M          0        64        64           0    67108864     5.557ms     4.008ms
# fresh         256M          0       256       256           0   268435456     21.86ms     15.87ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 15.29us per VA
# block, bytes / 12.3 GB/s moved, 53.12us per faulting kernel, bytes / 22.5
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 23.0% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.0% RMS relative over 70 repetitions.
fault_block_ns = 15.29us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:333.8ns 64K:5.341us 512K:42.73us 1M:85.46us 2M:170.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.0% RMS relative over 70 repetitions.
fault_wake_ns = 53.12us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:181.7ns 64K:2.907us 512K:23.25us 1M:46.51us 2M:93.01us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 43.4us + bytes /
# 44.5 GB/s, misses by 28.3% RMS, so it is not used.
# Residual: 16.9% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:35.74us 256K:49.36us 1M:106.5us 2M:121.9us 4M:219.6us 16M:410.9us 64M:1.36ms 256M:5.338ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (40 points at 8 sizes): the best line,
# 18.04us + bytes / 14.8 GB/s, misses by 28.5% RMS, so it is not used.
# Residual: 35.4% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:18.68us 256K:84.67us 1M:123.9us 2M:218.4us 4M:490.9us 16M:989.3us 64M:3.727ms 256M:15.88ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.04us + bytes / 13.2 GB/s, written at the measured
# sizes (the means would give 7.4%).
# Residual: 7.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19us 512K:53.73us 2M:172.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 20.08us + bytes / 4.07 GB/s, written at the
# measured sizes (the means would give 5.1%).
# Residual: 8.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.18us 512K:148.9us 2M:535.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 338.9us +
# bytes / 2.39 GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 9.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:398.8us 256K:454.8us 2M:981.7us 16M:7.84ms 64M:30.92ms 256M:123.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.6us + bytes / 1.72e+03 GB/s, misses by 21.9% RMS,
# so it is not used.
# Residual: 16.1% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:3.133us 256K:3.479us 1M:3.308us 2M:2.734us 4M:5.622us 16M:13.28us 64M:42.96us 256M:163.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 15.77us + bytes / 74.7 GB/s, misses
# by 19.4% RMS, so it is not used.
# Residual: 17.0% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:19.53us 256K:17.77us 1M:28.49us 2M:38.75us 4M:90.07us 16M:238.9us 64M:917.7us 256M:3.63ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.84us

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
# measured medians (15 points at 3 sizes): the best line, 6.23us + bytes / 237
# GB/s, misses by 17.3% RMS, so it is not used.
# Residual: 17.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.19us 16M:73.8us 64M:301.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 19.53us + bytes / 227 GB/s, written at the measured
# sizes (the medians would give 5.0%).
# Residual: 4.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:28.75us 16M:93.33us 64M:314.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 249.1ns +
# bytes / 193 GB/s, misses by 24.8% RMS, so it is not used.
# Residual: 24.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.2us 16M:85.78us 64M:346.1us 256M:1.42ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.286us + bytes / 13.2 GB/s, misses by 27.7% RMS, so it is not used.
# Residual: 13.8% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:6.717us 8K:7.496us 16K:9.74us 32K:14.26us 64K:21.76us 128K:16.3us 256K:21.83us 512K:35.52us 1M:67.31us 2M:157.3us 4M:354us 8M:612.1us 16M:1.581ms 32M:3.622ms 64M:8.359ms 256M:35.62ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 11.82us + bytes / 11.6 GB/s,
# misses by 28.3% RMS, so it is not used.
# Residual: 8.8% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:11.71us 8K:9.633us 16K:11.12us 32K:21.53us 64K:26.68us 128K:36.72us 256K:55.66us 512K:92.48us 1M:176.2us 2M:231.8us 4M:394.3us 8M:662.8us 16M:1.228ms 32M:2.322ms 64M:4.591ms 256M:24.64ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 9.72 GB/s, misses by 23.7% RMS, so it is not used.
# Residual: 16.5% RMS relative over 35 repetitions.
host_read_ns = 64K:4.834us 256K:22.12us 1M:89.25us 2M:210.3us 4M:401.9us 16M:2.289ms 64M:10.56ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 29.1 GB/s, misses by
# 37.2% RMS, so it is not used.
# Residual: 10.4% RMS relative over 35 repetitions.
host_write_ns = 64K:1.124us 256K:6us 1M:26.79us 2M:73.97us 4M:195.6us 16M:1.153ms 64M:5.734ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 10.1 GB/s, written at the measured sizes (the medians would give
# 6.5%).
# Residual: 7.8% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.88us 256K:25.27us 1M:102.8us 2M:206.2us 4M:413us 16M:1.654ms 64M:6.617ms

