# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-3.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T01:52:30Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:52:30Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.8% RMS relative over 5 repetitions.
launch_ns = 3.11us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.987us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.387us + bytes / 7.31e+03 GB/s, misses by 58.0% RMS,
# so it is not used.
# Residual: 26.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.299us 64K:2.568us 1M:2.351us 1536K:2.437us 2M:58.88us 8M:45.04us 64M:84.24us 256M:71.68us 1G:117.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.938us + bytes / 2.61e+03 GB/s, misses by 53.4% RMS, so it is
# not used.
# Residual: 19.7% RMS relative over 45 repetitions.
free_ns = 4K:2.103us 64K:2.148us 1M:2.105us 1536K:2.18us 2M:41.99us 8M:42.24us 64M:76.64us 256M:161.2us 1G:308.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.251us + bytes / 6.09e+03 GB/s, misses by 66.3% RMS, so it is not used.
# Residual: 38.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.122us 64K:1.958us 2M:13.95us 16M:19.25us 64M:27.36us 256M:36.35us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.03us + bytes / 2.27e+05 GB/s, written at the measured sizes (the
# medians would give 10.4%).
# Residual: 10.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.03us 64K:11.03us 2M:11.04us 16M:11.1us 64M:11.32us 256M:12.21us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.7%, 512K 19.1%, 1M 17.7%, 2M 17.1%, 4M 17.2%, 8M 18.2%, 16M
# 19.6%, 32M 20.7%.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     60.26us     49.72us
# seq             2M          0         2         2     2097152           0     181.5us     203.8us
# seq            16M          0        16        16    16777216           0     1.146ms     1.385ms
# seq            64M          0        64        64    67108864           0     6.838ms     5.437ms
# seq           256M          0       256       256   268435456           0     25.58ms     21.64ms
# stride         64M        64K        32        32    67108864           0     5.767ms     5.116ms
# stride        256M         2M       128       128     8388608           0      1.71ms     1.913ms
# random         16M          0         9        35    16777216           0     1.362ms     1.576ms
# random         64M          0        34       306    67108864           0     8.378ms     7.862ms
# random        256M          0       139      1560   268435456           0     44.99ms     34.71ms
# fresh           2M          0         2         2           0     2097152     112.3us     135.1us
# fresh          16M          0        16        16           0    16777216     737.7us     835.3us
# fresh          64M          0        64        64           0    67108864     3.951ms     3.236ms
# fresh         256M          0       256       256           0   268435456     16.71ms     12.84ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 10.02us per VA
# block, bytes / 14.1 GB/s moved, 35.05us per faulting kernel, bytes / 26.2
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_block_ns = 10.02us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:290.5ns 64K:4.649us 512K:37.19us 1M:74.38us 2M:148.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_wake_ns = 35.05us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:156.2ns 64K:2.5us 512K:20us 1M:40us 2M:79.99us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 34.17us + bytes /
# 47.4 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 4.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:32.61us 2M:112.2us 16M:418.2us 64M:1.339ms 256M:5.279ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 14.51us + bytes / 17.3 GB/s, written at the
# measured sizes (the means would give 5.5%).
# Residual: 10.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.3us 2M:135.6us 16M:983.5us 64M:3.89ms 256M:15.52ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 13.59us + bytes / 14.4 GB/s, written at the measured
# sizes (the means would give 5.5%).
# Residual: 5.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.15us 512K:50.08us 2M:159.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 20.47us + bytes / 4.72 GB/s, written at the
# measured sizes (the means would give 11.8%).
# Residual: 14.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.37us 512K:131.7us 2M:465.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 227.2us +
# bytes / 3.49 GB/s, misses by 21.9% RMS, so it is not used.
# Residual: 17.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:270.6us 256K:303.6us 2M:667.1us 16M:5.226ms 64M:20.1ms 256M:93.68ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.635us + bytes / 1.88e+03 GB/s, misses by 20.4% RMS,
# so it is not used.
# Residual: 12.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.211us 2M:2.189us 16M:11.25us 64M:39.18us 256M:150.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 9.811us +
# bytes / 122 GB/s, written at the measured sizes (the medians would give
# 4.3%).
# Residual: 12.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:10.35us 2M:26.96us 16M:147us 64M:558.5us 256M:2.205ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.71us

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
# sizes): 5.45us + bytes / 325 GB/s, written at the measured sizes (the
# medians would give 14.5%).
# Residual: 14.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:11.91us 16M:57.12us 64M:212.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.95us + bytes / 243 GB/s, written at the measured
# sizes (the medians would give 8.9%).
# Residual: 9.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.58us 16M:92.99us 64M:300.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 205 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:7.516us 16M:79.33us 64M:322us 256M:1.309ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.859us
# + bytes / 12.3 GB/s, misses by 28.8% RMS, so it is not used.
# Residual: 16.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.23us 64K:23.2us 2M:133.7us 16M:1.502ms 64M:6.298ms 256M:27.83ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 15.13us + bytes / 14.5 GB/s,
# misses by 27.0% RMS, so it is not used.
# Residual: 16.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:13.42us 64K:26.75us 2M:215us 16M:1.13ms 64M:4.412ms 256M:16.62ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 16.7 GB/s, misses by 38.0% RMS, so it is not used.
# Residual: 36.3% RMS relative over 20 repetitions.
host_read_ns = 64K:2.809us 2M:91.4us 16M:1.644ms 64M:7.616ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 35.9 GB/s, misses by
# 38.0% RMS, so it is not used.
# Residual: 14.7% RMS relative over 20 repetitions.
host_write_ns = 64K:967ns 2M:42.99us 16M:646.2us 64M:4.199ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 13.3 GB/s, written at the measured sizes (the medians would give
# 5.5%).
# Residual: 5.5% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.423us 2M:156.6us 16M:1.257ms 64M:5.028ms

