# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T04:22:07Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T04:22:07Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.7% RMS relative over 5 repetitions.
launch_ns = 4.976us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.986us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.078us + bytes / 3.88e+03 GB/s, misses by 59.9% RMS,
# so it is not used.
# Residual: 28.3% RMS relative over 45 repetitions.
malloc_ns = 4K:3.11us 64K:3.252us 1M:3.16us 1536K:3.094us 2M:69.92us 8M:51.84us 64M:84.18us 256M:113.9us 1G:213.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.293us + bytes / 1.31e+03 GB/s, misses by 48.7% RMS, so it is
# not used.
# Residual: 18.7% RMS relative over 45 repetitions.
free_ns = 4K:2.91us 64K:2.785us 1M:2.632us 1536K:2.717us 2M:44.58us 8M:48.37us 64M:105.2us 256M:211.8us 1G:688.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.013us + bytes / 2.58e+03 GB/s, misses by 66.5% RMS, so it is not used.
# Residual: 44.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.131us 64K:3.402us 2M:26.63us 16M:65.01us 64M:90.97us 256M:86.45us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.71us + bytes / 1.58e+05 GB/s, written at the measured sizes (the
# medians would give 8.3%).
# Residual: 9.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.71us 64K:13.72us 2M:13.73us 16M:13.82us 64M:14.14us 256M:15.41us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.6%, 512K 19.4%, 1M 18.9%, 2M 18.5%, 4M 18.1%, 8M 18.1%, 16M
# 18.3%, 32M 19.0%.
# Residual: 24.9% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     85.12us     67.71us
# seq             2M          0         2         2     2097152           0     247.6us     297.2us
# seq            16M          0        16        16    16777216           0     1.888ms     2.156ms
# seq            64M          0        64        64    67108864           0     8.865ms     8.528ms
# seq           256M          0       256       256   268435456           0     38.68ms     34.02ms
# stride         64M        64K         8        32    67108864           0     7.558ms     7.192ms
# stride        256M         2M        32       128     8388608           0     2.715ms     3.082ms
# random         16M          0        12        16    16777216           0      2.19ms     2.091ms
# random         64M          0        36       161    67108864           0     9.875ms     9.366ms
# random        256M          0       125      1211   268435456           0     55.77ms     44.62ms
# fresh           2M          0         2         2           0     2097152     160.3us     198.4us
# fresh          16M          0        16        16           0    16777216     1.243ms     1.365ms
# fresh          64M          0        64        64           0    67108864     9.564ms     5.366ms
# fresh         256M          0       256       256           0   268435456     24.39ms     21.37ms
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
# prefetch at the driver's defaults). Result: 16.23us per batch, 13.33us per
# VA block, bytes / 10.2 GB/s moved, 31.7us per faulting kernel, bytes / 19.5
# GB/s zero-filled.
# Residual: 24.9% RMS relative over 70 repetitions.
fault_batch_ns = 16.23us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.9% RMS relative over 70 repetitions.
fault_block_ns = 13.33us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:403.1ns 64K:6.449us 512K:51.6us 1M:103.2us 2M:206.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.9% RMS relative over 70 repetitions.
fault_wake_ns = 31.7us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:210.1ns 64K:3.362us 512K:26.9us 1M:53.79us 2M:107.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 44.41us + bytes /
# 42.6 GB/s, misses by 18.8% RMS, so it is not used.
# Residual: 5.5% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:35.99us 256K:56.83us 1M:92.96us 2M:123.8us 4M:173.7us 16M:459.2us 64M:1.425ms 256M:5.575ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (40 points at 8 sizes): the best line,
# 20.5us + bytes / 8.05 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 22.4% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:26.31us 256K:70.72us 1M:147us 2M:300.9us 4M:505.3us 16M:1.933ms 64M:7.312ms 256M:48.35ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 20.38us + bytes / 7.82 GB/s, written at the measured
# sizes (the means would give 8.8%).
# Residual: 8.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:28.76us 512K:87.41us 2M:288.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 22.58us + bytes / 2.8 GB/s, written at the
# measured sizes (the means would give 9.0%).
# Residual: 11.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.96us 512K:209.6us 2M:770.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 434.9us +
# bytes / 1.98 GB/s, misses by 17.6% RMS, so it is not used.
# Residual: 12.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:480.8us 256K:619.2us 2M:1.207ms 16M:9.011ms 64M:38.4ms 256M:149.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.196us + bytes / 853 GB/s, misses by 19.3% RMS, so
# it is not used.
# Residual: 10.2% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.216us 256K:4.117us 1M:4.194us 2M:4.223us 4M:8.18us 16M:24.01us 64M:89.09us 256M:350.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 20.71us +
# bytes / 70.8 GB/s, written at the measured sizes (the medians would give
# 6.1%).
# Residual: 12.2% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:21.64us 256K:24.42us 1M:35.52us 2M:50.33us 4M:79.95us 16M:257.7us 64M:968.5us 256M:3.812ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 76.22us

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
# measured medians (15 points at 3 sizes): the best line, 5.942us + bytes /
# 212 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 16.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.77us 16M:87.83us 64M:314.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.36us + bytes / 200 GB/s, written at the measured
# sizes (the medians would give 4.5%).
# Residual: 5.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.87us 16M:105.4us 64M:357.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.263us +
# bytes / 153 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:19us 16M:113.6us 64M:444.8us 256M:1.761ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.951us + bytes / 12.5 GB/s, misses by 28.9% RMS, so it is not used.
# Residual: 12.8% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.831us 8K:8.215us 16K:10.93us 32K:15.57us 64K:23.16us 128K:15.12us 256K:21.95us 512K:37.86us 1M:72.94us 2M:171.7us 4M:349.6us 8M:713.5us 16M:1.748ms 32M:3.826ms 64M:9.262ms 256M:41.72ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 15.36us + bytes / 8.39 GB/s,
# misses by 26.3% RMS, so it is not used.
# Residual: 9.5% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:16.72us 8K:13.22us 16K:14.83us 32K:18.86us 64K:33.7us 128K:51.28us 256K:80.37us 512K:138.3us 1M:231.7us 2M:293.2us 4M:494.5us 8M:957.7us 16M:1.948ms 32M:3.908ms 64M:6.969ms 256M:23.84ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 35
# points at 7 sizes): 0ns + bytes / 5.99 GB/s, written at the measured sizes
# (the medians would give 9.4%).
# Residual: 11.2% RMS relative over 35 repetitions.
host_read_ns = 64K:10.83us 256K:43.64us 1M:174.9us 2M:349.9us 4M:700us 16M:2.8ms 64M:11.2ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 23.1 GB/s, misses by
# 35.7% RMS, so it is not used.
# Residual: 9.3% RMS relative over 35 repetitions.
host_write_ns = 64K:1.807us 256K:8.064us 1M:33.42us 2M:93.25us 4M:227.8us 16M:1.369ms 64M:7.296ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 391ns +
# bytes / 9.71 GB/s, written at the measured sizes (the medians would give
# 4.1%).
# Residual: 4.8% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:7.143us 256K:27.4us 1M:108.4us 2M:216.4us 4M:432.5us 16M:1.729ms 64M:6.914ms

