# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-4.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T01:05:53Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:05:53Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.2% RMS relative over 5 repetitions.
launch_ns = 4.207us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.193us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.468us + bytes / 3.46e+03 GB/s, misses by 61.4% RMS,
# so it is not used.
# Residual: 28.4% RMS relative over 45 repetitions.
malloc_ns = 4K:4.284us 64K:3.806us 1M:3.334us 1536K:3.23us 2M:66.68us 8M:56.99us 64M:86.11us 256M:102.7us 1G:248us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.465us + bytes / 1.17e+03 GB/s, misses by 49.5% RMS, so it is
# not used.
# Residual: 18.1% RMS relative over 45 repetitions.
free_ns = 4K:4.326us 64K:3.068us 1M:2.801us 1536K:2.826us 2M:51.55us 8M:53.66us 64M:91.06us 256M:229.4us 1G:827.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.561us + bytes / 3.32e+03 GB/s, misses by 66.2% RMS, so it is not used.
# Residual: 109.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:20us 64K:2.769us 2M:23.11us 16M:30.74us 64M:56.45us 256M:65.87us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.51us + bytes / 1.27e+06 GB/s, written at the measured sizes (the
# medians would give 9.3%).
# Residual: 9.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.51us 64K:13.51us 2M:13.51us 16M:13.52us 64M:13.56us 256M:13.72us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.7%, 512K 16.5%, 1M 16.3%, 2M 15.8%, 4M 14.6%, 8M 13.6%, 16M
# 13.8%, 32M 14.2%.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     74.72us     64.85us
# seq             2M          0         2         2     2097152           0     213.2us       266us
# seq            16M          0        16        16    16777216           0     1.835ms     1.951ms
# seq            64M          0        64        64    67108864           0     8.945ms     7.727ms
# seq           256M          0       256       256   268435456           0     41.24ms     30.83ms
# stride         64M        64K         8        32    67108864           0     6.616ms     6.004ms
# stride        256M         2M        32       128     8388608           0     2.376ms     2.569ms
# random         16M          0        12        16    16777216           0     1.698ms     1.846ms
# random         64M          0        36       161    67108864           0     7.271ms     7.761ms
# random        256M          0       125      1211   268435456           0     41.95ms     34.96ms
# fresh           2M          0         2         2           0     2097152     172.4us     185.8us
# fresh          16M          0        16        16           0    16777216     1.188ms     1.309ms
# fresh          64M          0        64        64           0    67108864     5.674ms     5.162ms
# fresh         256M          0       256       256           0   268435456     23.23ms     20.57ms
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
# prefetch at the driver's defaults). Result: 26.24us per batch, 7.924us per
# VA block, bytes / 12.2 GB/s moved, 25.29us per faulting kernel, bytes / 22.8
# GB/s zero-filled.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_batch_ns = 26.24us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_block_ns = 7.924us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:336.6ns 64K:5.386us 512K:43.09us 1M:86.17us 2M:172.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_wake_ns = 25.29us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:180ns 64K:2.881us 512K:23.05us 1M:46.09us 2M:92.18us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 47.22us + bytes /
# 44.2 GB/s, misses by 18.8% RMS, so it is not used.
# Residual: 12.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:44.56us 2M:127.9us 16M:455.3us 64M:1.421ms 256M:5.922ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.95us + bytes / 9.65 GB/s, written at
# the measured sizes (the medians would give 8.6%).
# Residual: 10.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.74us 2M:235.2us 16M:1.756ms 64M:6.971ms 256M:27.83ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.88us + bytes / 8.28 GB/s, written at the
# measured sizes (the medians would give 6.9%).
# Residual: 6.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.8us 512K:81.19us 2M:271.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.78us + bytes / 2.65 GB/s, written at
# the measured sizes (the medians would give 10.8%).
# Residual: 11.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.49us 512K:219.4us 2M:812.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 310.4us +
# bytes / 2.25 GB/s, misses by 24.8% RMS, so it is not used.
# Residual: 19.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:365.5us 256K:444.7us 2M:963.4us 16M:8.821ms 64M:29.77ms 256M:153.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.56us + bytes / 858 GB/s, misses by 22.8% RMS, so it
# is not used.
# Residual: 14.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.785us 2M:4.838us 16M:22.48us 64M:86.34us 256M:354.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.02us + bytes / 72.7 GB/s, misses
# by 19.5% RMS, so it is not used.
# Residual: 11.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17us 2M:33.89us 16M:297.1us 64M:981.9us 256M:3.87ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 86.24us

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
# measured medians (15 points at 3 sizes): the best line, 6.294us + bytes /
# 246 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 15.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.83us 16M:73.77us 64M:280.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.34us + bytes / 197 GB/s, written at the measured
# sizes (the medians would give 7.2%).
# Residual: 7.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:33.98us 16M:108.4us 64M:363.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 164 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 22.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.34us 16M:97.88us 64M:410us 256M:1.684ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.709us
# + bytes / 9.27 GB/s, misses by 36.4% RMS, so it is not used.
# Residual: 23.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.362us 64K:23.77us 2M:159.6us 16M:2.124ms 64M:11.83ms 256M:42.3ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.79us + bytes / 10.5 GB/s,
# misses by 21.3% RMS, so it is not used.
# Residual: 12.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.49us 64K:29.81us 2M:260.1us 16M:1.531ms 64M:5.914ms 256M:24.2ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 6.23 GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 14.5% RMS relative over 20 repetitions.
host_read_ns = 64K:7.076us 2M:291.6us 16M:2.8ms 64M:12.55ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 14.5 GB/s, misses by
# 28.7% RMS, so it is not used.
# Residual: 12.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.904us 2M:110.6us 16M:1.36ms 64M:7.664ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 269.5ns +
# bytes / 9.83 GB/s, written at the measured sizes (the medians would give
# 11.5%).
# Residual: 12.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.94us 2M:213.7us 16M:1.708ms 64M:6.83ms

