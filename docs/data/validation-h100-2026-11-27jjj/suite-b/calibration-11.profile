# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valB/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:30:09Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:30:09Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.2% RMS relative over 5 repetitions.
launch_ns = 4.589us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.176us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.594us + bytes / 4.7e+03 GB/s, misses by 57.3% RMS,
# so it is not used.
# Residual: 28.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.92us 64K:2.76us 1M:2.528us 1536K:2.549us 2M:61.03us 8M:50.47us 64M:53.58us 256M:61.1us 1G:195.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.292us + bytes / 1.7e+03 GB/s, misses by 47.0% RMS, so it is not
# used.
# Residual: 17.2% RMS relative over 45 repetitions.
free_ns = 4K:3.606us 64K:3.632us 1M:3.462us 1536K:3.553us 2M:44.02us 8M:45.47us 64M:86.95us 256M:154.3us 1G:534.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.266us + bytes / 4.29e+03 GB/s, misses by 64.3% RMS, so it is not used.
# Residual: 37.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.108us 64K:2.932us 2M:32.45us 16M:37.1us 64M:44.76us 256M:52.63us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 9.18us + bytes /
# 3.5e+05 GB/s, misses by 19.1% RMS, so it is not used.
# Residual: 18.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.526us 64K:9.023us 2M:9.634us 16M:8.835us 64M:9.152us 256M:10.04us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.6%, 512K 17.0%, 1M 16.0%, 2M 15.3%, 4M 15.2%, 8M 16.0%, 16M
# 17.1%, 32M 18.2%.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     72.19us     59.36us
# seq             2M          0         2         2     2097152           0       204us     271.1us
# seq            16M          0        16        16    16777216           0     2.034ms     1.925ms
# seq            64M          0        64        64    67108864           0      8.04ms     7.594ms
# seq           256M          0       256       256   268435456           0     41.88ms     30.27ms
# stride         64M        64K        16        32    67108864           0     7.127ms      7.01ms
# stride        256M         2M        64       128     8388608           0     2.848ms      3.17ms
# random         16M          0         9        23    16777216           0     2.067ms     2.053ms
# random         64M          0        35       230    67108864           0     10.97ms     10.62ms
# random        256M          0       128      1431   268435456           0     57.45ms     51.72ms
# fresh           2M          0         2         2           0     2097152     175.4us     199.9us
# fresh          16M          0        16        16           0    16777216     1.216ms     1.355ms
# fresh          64M          0        64        64           0    67108864     6.151ms     5.315ms
# fresh         256M          0       256       256           0   268435456      25.4ms     21.16ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 18.26us per VA
# block, bytes / 10.5 GB/s moved, 34.86us per faulting kernel, bytes / 16.3
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_block_ns = 18.26us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:390.1ns 64K:6.241us 512K:49.93us 1M:99.86us 2M:199.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_wake_ns = 34.86us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:251ns 64K:4.016us 512K:32.12us 1M:64.25us 2M:128.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 49.32us + bytes /
# 43.7 GB/s, misses by 18.1% RMS, so it is not used.
# Residual: 4.3% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:43.78us 256K:50.49us 1M:103.7us 2M:127.6us 4M:169us 16M:465.9us 64M:1.408ms 256M:5.491ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 14.07us + bytes / 8.58 GB/s, written at the
# measured sizes (the means would give 6.2%).
# Residual: 8.2% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:21.71us 256K:44.62us 1M:136.2us 2M:258.4us 4M:502.8us 16M:1.969ms 64M:7.833ms 256M:31.29ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 19.31us + bytes / 8.01 GB/s, written at the measured
# sizes (the means would give 7.4%).
# Residual: 7.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.49us 512K:84.76us 2M:281.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 23.11us + bytes / 2.62 GB/s, written at the
# measured sizes (the means would give 2.9%).
# Residual: 7.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:48.09us 512K:222.9us 2M:822.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 312.3us +
# bytes / 2.41 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 13.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:368.3us 256K:418.4us 2M:984us 16M:7.658ms 64M:31.02ms 256M:117.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.344us + bytes / 872 GB/s, misses by 19.6% RMS, so
# it is not used.
# Residual: 12.0% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.261us 256K:4.264us 1M:4.378us 2M:4.29us 4M:8.453us 16M:23.95us 64M:84.58us 256M:338.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 10.43us + bytes / 94.2 GB/s, misses
# by 17.6% RMS, so it is not used.
# Residual: 9.6% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:15.63us 256K:12.39us 1M:19.15us 2M:27.93us 4M:52.63us 16M:194us 64M:999.6us 256M:2.937ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 27.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.1us

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
# sizes): 8.431us + bytes / 292 GB/s, written at the measured sizes (the
# medians would give 14.5%).
# Residual: 14.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.61us 16M:65.85us 64M:238.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 27.77us + bytes / 181 GB/s, written at the measured
# sizes (the medians would give 9.4%).
# Residual: 10.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:39.35us 16M:120.5us 64M:398.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 802.8ns +
# bytes / 189 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.91us 16M:89.1us 64M:351.7us 256M:1.438ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.754us + bytes / 12.4 GB/s, misses by 25.4% RMS, so it is not used.
# Residual: 11.7% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.537us 8K:7.982us 16K:9.951us 32K:15.03us 64K:23.17us 128K:16.06us 256K:22.83us 512K:39.03us 1M:72.48us 2M:172.9us 4M:371.3us 8M:708us 16M:1.68ms 32M:3.449ms 64M:7.72ms 256M:35.44ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.96us + bytes / 9 GB/s,
# misses by 25.1% RMS, so it is not used.
# Residual: 7.8% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.92us 8K:12.21us 16K:13.47us 32K:17.13us 64K:34.35us 128K:44.38us 256K:72.74us 512K:119.6us 1M:217.5us 2M:279.7us 4M:452.5us 8M:865.7us 16M:1.663ms 32M:3.287ms 64M:6.458ms 256M:25.85ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 15.4 GB/s, misses by 30.4% RMS, so it is not used.
# Residual: 21.4% RMS relative over 35 repetitions.
host_read_ns = 64K:4.574us 256K:13.29us 1M:69.81us 2M:113.5us 4M:265.9us 16M:1.716ms 64M:7.663ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 30.4 GB/s, misses by
# 31.7% RMS, so it is not used.
# Residual: 11.0% RMS relative over 35 repetitions.
host_write_ns = 64K:1.04us 256K:7.054us 1M:26.63us 2M:53.72us 4M:185us 16M:937.4us 64M:4.727ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 570.4ns +
# bytes / 12.1 GB/s, written at the measured sizes (the medians would give
# 4.7%).
# Residual: 4.9% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.985us 256K:22.23us 1M:87.21us 2M:173.9us 4M:347.1us 16M:1.387ms 64M:5.546ms

