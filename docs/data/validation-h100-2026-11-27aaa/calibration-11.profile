# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T01:09:32Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:09:32Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.5% RMS relative over 5 repetitions.
launch_ns = 3.361us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.158us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.385us + bytes / 5.44e+03 GB/s, misses by 61.5% RMS,
# so it is not used.
# Residual: 31.9% RMS relative over 45 repetitions.
malloc_ns = 4K:3.437us 64K:3.821us 1M:3.06us 1536K:3.447us 2M:215.1us 8M:41.82us 64M:49.43us 256M:67.81us 1G:157.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3us + bytes / 2.03e+03 GB/s, misses by 53.5% RMS, so it is not
# used.
# Residual: 30.2% RMS relative over 45 repetitions.
free_ns = 4K:3.207us 64K:3.77us 1M:2.888us 1536K:3.36us 2M:72.95us 8M:40.17us 64M:76.48us 256M:151.6us 1G:416.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.352us + bytes / 6.99e+03 GB/s, misses by 64.8% RMS, so it is not used.
# Residual: 37.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.124us 64K:2.15us 2M:17.57us 16M:19.75us 64M:43.41us 256M:33.15us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.149us + bytes / 6.84e+05 GB/s, written at the measured sizes (the
# medians would give 5.8%).
# Residual: 6.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.149us 64K:9.149us 2M:9.152us 16M:9.174us 64M:9.247us 256M:9.541us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.1%, 512K 17.7%, 1M 17.1%, 2M 16.6%, 4M 16.9%, 8M 17.7%, 16M
# 18.3%, 32M 19.1%.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     70.56us     59.21us
# seq             2M          0         2         2     2097152           0     194.1us       243us
# seq            16M          0        16        16    16777216           0     1.495ms     1.664ms
# seq            64M          0        64        64    67108864           0     8.784ms     6.538ms
# seq           256M          0       256       256   268435456           0     38.14ms     26.03ms
# stride         64M        64K        32        32    67108864           0     5.869ms     6.095ms
# stride        256M         2M       128       128     8388608           0     2.329ms     2.512ms
# random         16M          0         9        35    16777216           0     1.973ms     1.927ms
# random         64M          0        34       306    67108864           0     9.287ms     9.886ms
# random        256M          0       139      1560   268435456           0     50.17ms     44.07ms
# fresh           2M          0         2         2           0     2097152     169.4us     193.5us
# fresh          16M          0        16        16           0    16777216     1.129ms     1.269ms
# fresh          64M          0        64        64           0    67108864     6.265ms     4.956ms
# fresh         256M          0       256       256           0   268435456      22.2ms      19.7ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 13.83us per VA
# block, bytes / 12 GB/s moved, 39.89us per faulting kernel, bytes / 16.6 GB/s
# zero-filled. This coefficient came out negative and is held at 0.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_block_ns = 13.83us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:342.6ns 64K:5.481us 512K:43.85us 1M:87.7us 2M:175.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_wake_ns = 39.89us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:246ns 64K:3.936us 512K:31.49us 1M:62.98us 2M:126us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.21us + bytes /
# 44.5 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 2.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.4us 2M:125us 16M:448.9us 64M:1.423ms 256M:5.562ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 13.45us + bytes / 11.4 GB/s, written at
# the measured sizes (the medians would give 6.3%).
# Residual: 8.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.2us 2M:197.4us 16M:1.485ms 64M:5.899ms 256M:23.56ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.71us + bytes / 13.7 GB/s, written at the
# measured sizes (the medians would give 8.7%).
# Residual: 8.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.51us 512K:52.06us 2M:167.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 28.5us + bytes / 4.46 GB/s, misses by 18.2% RMS, so it is not used.
# Residual: 12.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:41.85us 512K:176.7us 2M:452.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 256.3us +
# bytes / 3.18 GB/s, misses by 18.7% RMS, so it is not used.
# Residual: 14.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:295.4us 256K:354.2us 2M:731.8us 16M:5.684ms 64M:23.41ms 256M:97.02ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.733us + bytes / 1.23e+03 GB/s, misses by 16.9% RMS,
# so it is not used.
# Residual: 11.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.654us 2M:4.558us 16M:18.11us 64M:59.84us 256M:227.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 11.63us +
# bytes / 102 GB/s, written at the measured sizes (the medians would give
# 6.5%).
# Residual: 12.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.27us 2M:32.11us 16M:175.5us 64M:667us 256M:2.633ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.02us

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
# sizes): 5.624us + bytes / 313 GB/s, written at the measured sizes (the
# medians would give 14.1%).
# Residual: 14.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.33us 16M:59.26us 64M:220.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.39us + bytes / 203 GB/s, written at the measured
# sizes (the medians would give 9.6%).
# Residual: 12.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:33.71us 16M:106us 64M:353.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 195 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.5us 16M:87.47us 64M:334.3us 256M:1.4ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.956us
# + bytes / 10.2 GB/s, misses by 30.7% RMS, so it is not used.
# Residual: 17.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.573us 64K:22.95us 2M:151.6us 16M:1.845ms 64M:8.22ms 256M:36.56ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.86us + bytes / 12.3 GB/s,
# misses by 28.1% RMS, so it is not used.
# Residual: 17.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.5us 64K:29.59us 2M:267.9us 16M:1.426ms 64M:5.117ms 256M:18.33ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14.4 GB/s, misses by 40.3% RMS, so it is not used.
# Residual: 41.2% RMS relative over 20 repetitions.
host_read_ns = 64K:2.803us 2M:105.6us 16M:1.934ms 64M:8.339ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 35.1 GB/s, misses by
# 41.6% RMS, so it is not used.
# Residual: 15.2% RMS relative over 20 repetitions.
host_write_ns = 64K:848ns 2M:43.93us 16M:681.1us 64M:5.101ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 11 GB/s, written at the measured sizes (the medians would give
# 7.4%).
# Residual: 8.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.436us 2M:190.7us 16M:1.529ms 64M:6.119ms

