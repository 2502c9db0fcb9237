# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-5.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T04:54:39Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T04:54:39Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.5% RMS relative over 5 repetitions.
launch_ns = 4.457us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.149us

# cudaMalloc, host time of the call, while a small allocation keeps the
# driver's first 2 MiB block mapped: from 2 MiB, calls of one size kept live,
# then freed, as a program makes them (case kept; files before it: case
# device, pairs); under 2 MiB, one cudaMalloc/cudaFree pair at a time, a
# request that fits in a mapped block (simrun charges the 2 MiB figure when
# one is mapped for it). The measured medians (420 points at 9 sizes): the
# best line, 2.856us + bytes / 6.87e+03 GB/s, misses by 72.8% RMS, so it is
# not used.
# Residual: 20.9% RMS relative over 420 repetitions.
malloc_ns = 4K:2.976us 64K:2.831us 1M:2.936us 1536K:2.707us 2M:50.63us 8M:52.39us 64M:74.66us 256M:81.42us 1G:124.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.987us + bytes / 1.38e+03 GB/s, misses by 50.3% RMS, so it is
# not used.
# Residual: 19.3% RMS relative over 45 repetitions.
free_ns = 4K:2.544us 64K:2.497us 1M:2.49us 1536K:2.283us 2M:43.61us 8M:49.43us 64M:85.14us 256M:200.5us 1G:673.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.087us + bytes / 5.41e+03 GB/s, misses by 64.3% RMS, so it is not used.
# Residual: 37.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.127us 64K:2.572us 2M:22.86us 16M:25.28us 64M:45.28us 256M:42.35us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 8.594us + bytes / 2.57e+05 GB/s, written at the measured sizes (the
# medians would give 8.6%).
# Residual: 9.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:8.594us 64K:8.594us 2M:8.602us 16M:8.659us 64M:8.855us 256M:9.639us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 21.8%, 512K 21.1%, 1M 19.6%, 2M 19.0%, 4M 19.6%, 8M 20.8%, 16M
# 22.0%, 32M 22.7%.
# Residual: 22.6% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     82.11us     63.68us
# seq             2M          0         2         2     2097152           0     186.9us     225.9us
# seq            16M          0        16        16    16777216           0     1.351ms     1.481ms
# seq            64M          0        64        64    67108864           0     6.813ms     5.784ms
# seq           256M          0       256       256   268435456           0      31.5ms        23ms
# stride         64M        64K        32        32    67108864           0      5.16ms     5.394ms
# stride        256M         2M       128       128     8388608           0     1.877ms     2.225ms
# random         16M          0         9        35    16777216           0     1.514ms     1.712ms
# random         64M          0        34       306    67108864           0     10.13ms     8.731ms
# random        256M          0       139      1560   268435456           0     57.72ms     38.87ms
# fresh           2M          0         2         2           0     2097152     168.1us     207.1us
# fresh          16M          0        16        16           0    16777216      1.24ms      1.33ms
# fresh          64M          0        64        64           0    67108864     6.192ms      5.18ms
# fresh         256M          0       256       256           0   268435456     25.78ms     20.58ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 12.18us per VA
# block, bytes / 13.5 GB/s moved, 46.66us per faulting kernel, bytes / 15.4
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 22.6% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.6% RMS relative over 70 repetitions.
fault_block_ns = 12.18us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:302.6ns 64K:4.842us 512K:38.73us 1M:77.46us 2M:154.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.6% RMS relative over 70 repetitions.
fault_wake_ns = 46.66us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:265.8ns 64K:4.252us 512K:34.02us 1M:68.03us 2M:136.1us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 42.29us + bytes /
# 44.5 GB/s, misses by 19.3% RMS, so it is not used.
# Residual: 4.9% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:35.88us 256K:47.35us 1M:96.92us 2M:121.7us 4M:164.4us 16M:435.6us 64M:1.361ms 256M:5.37ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 19.15us + bytes / 11 GB/s, written at the measured
# sizes (the means would give 3.7%).
# Residual: 8.5% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:25.12us 256K:43.04us 1M:114.7us 2M:210.3us 4M:401.5us 16M:1.549ms 64M:6.137ms 256M:24.49ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 18.48us + bytes / 9.62 GB/s, written at the measured
# sizes (the means would give 10.4%).
# Residual: 10.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.29us 512K:72.96us 2M:236.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 24.44us + bytes / 3.4 GB/s, written at the
# measured sizes (the means would give 10.4%).
# Residual: 12.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.7us 512K:178.5us 2M:640.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 312.8us +
# bytes / 2.41 GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 16.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:363.6us 256K:427us 2M:973.2us 16M:7.678ms 64M:30.18ms 256M:120.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 4.219us + bytes / 1.09e+03 GB/s, misses by 16.9% RMS,
# so it is not used.
# Residual: 11.3% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:5.147us 256K:5.127us 1M:4.982us 2M:4.878us 4M:8.16us 16M:20.18us 64M:65.78us 256M:273.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 13.59us +
# bytes / 75 GB/s, written at the measured sizes (the medians would give
# 4.2%).
# Residual: 12.6% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:14.46us 256K:17.08us 1M:27.57us 2M:41.54us 4M:69.5us 16M:237.2us 64M:908.1us 256M:3.592ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.3us

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
# sizes): 7.299us + bytes / 227 GB/s, written at the measured sizes (the
# medians would give 14.5%).
# Residual: 14.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.56us 16M:81.36us 64M:303.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 19.16us + bytes / 194 GB/s, written at the measured
# sizes (the medians would give 10.8%).
# Residual: 10.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:29.97us 16M:105.6us 64M:364.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.949us +
# bytes / 191 GB/s, misses by 24.1% RMS, so it is not used.
# Residual: 24.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.01us 16M:88.85us 64M:357.1us 256M:1.419ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 8.071us + bytes / 12.1 GB/s, misses by 25.8% RMS, so it is not used.
# Residual: 11.1% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:8.003us 8K:8.392us 16K:10.08us 32K:15.76us 64K:23.74us 128K:16.34us 256K:22.9us 512K:39.88us 1M:77.94us 2M:173.3us 4M:371.7us 8M:732us 16M:1.718ms 32M:3.707ms 64M:7.835ms 256M:36.83ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 14.71us + bytes / 8.43 GB/s,
# misses by 25.1% RMS, so it is not used.
# Residual: 10.5% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.74us 8K:12.09us 16K:16.31us 32K:19.09us 64K:32.34us 128K:45.67us 256K:74.66us 512K:124.8us 1M:221us 2M:282.2us 4M:488.9us 8M:905.5us 16M:1.729ms 32M:3.584ms 64M:7.024ms 256M:28.27ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 5.94 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 15.7% RMS relative over 35 repetitions.
host_read_ns = 64K:10.43us 256K:48.44us 1M:182.8us 2M:330.9us 4M:622.7us 16M:2.948ms 64M:12.35ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 30.4 GB/s, misses by
# 34.8% RMS, so it is not used.
# Residual: 9.5% RMS relative over 35 repetitions.
host_write_ns = 64K:1.175us 256K:6.069us 1M:25.13us 2M:69.41us 4M:178.5us 16M:955.3us 64M:5.424ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 183.7ns +
# bytes / 11.6 GB/s, written at the measured sizes (the medians would give
# 3.4%).
# Residual: 5.0% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.823us 256K:22.74us 1M:90.42us 2M:180.6us 4M:361.1us 16M:1.444ms 64M:5.775ms

