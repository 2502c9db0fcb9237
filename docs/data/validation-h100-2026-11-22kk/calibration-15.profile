# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-15.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T12:10:43Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:10:43Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.3% RMS relative over 5 repetitions.
launch_ns = 4.432us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.159us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.894us + bytes / 4.36e+03 GB/s, misses by 60.0% RMS,
# so it is not used.
# Residual: 27.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.88us 64K:2.977us 1M:3.031us 1536K:2.927us 2M:60.65us 8M:52.19us 64M:80.18us 256M:81.89us 1G:196.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.394us + bytes / 1.41e+03 GB/s, misses by 45.8% RMS, so it is
# not used.
# Residual: 16.3% RMS relative over 45 repetitions.
free_ns = 4K:3.629us 64K:3.759us 1M:3.731us 1536K:3.769us 2M:44.94us 8M:47.5us 64M:80.67us 256M:196.3us 1G:620.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.399us + bytes / 5.08e+03 GB/s, misses by 64.3% RMS, so it is not used.
# Residual: 34.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.295us 64K:3.676us 2M:27.11us 16M:36.4us 64M:50.12us 256M:46.75us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.14us + bytes / 4e+05 GB/s, written at the measured sizes (the
# medians would give 11.0%).
# Residual: 11.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.14us 64K:14.14us 2M:14.14us 16M:14.18us 64M:14.3us 256M:14.81us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.7%, 512K 19.6%, 1M 19.5%, 2M 19.5%, 4M 19.5%, 8M 19.3%, 16M
# 19.1%, 32M 19.6%.
# Residual: 26.2% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0       134us      88.1us
# seq             2M          0         2         2     2097152           0     255.1us     327.1us
# seq            16M          0        16        16    16777216           0      2.07ms     2.459ms
# seq            64M          0        64        64    67108864           0     8.881ms     9.767ms
# seq           256M          0       256       256   268435456           0     44.29ms        39ms
# stride         64M        64K         4        32    67108864           0     7.815ms     6.646ms
# stride        256M         2M        16       128     8388608           0     3.143ms     3.558ms
# random         16M          0        16        16    16777216           0     2.743ms     2.459ms
# random         64M          0        39       104    67108864           0      11.4ms     9.343ms
# random        256M          0       127       907   268435456           0     57.26ms     44.11ms
# fresh           2M          0         2         2           0     2097152     167.8us     207.1us
# fresh          16M          0        16        16           0    16777216     1.466ms     1.499ms
# fresh          64M          0        64        64           0    67108864     6.824ms     5.926ms
# fresh         256M          0       256       256           0   268435456     29.93ms     23.64ms
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
# prefetch at the driver's defaults). Result: 43.26us per batch, 16.42us per
# VA block, bytes / 11.3 GB/s moved, 22.63us per faulting kernel, bytes / 32.2
# GB/s zero-filled.
# Residual: 26.2% RMS relative over 70 repetitions.
fault_batch_ns = 43.26us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.2% RMS relative over 70 repetitions.
fault_block_ns = 16.42us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:361.6ns 64K:5.786us 512K:46.29us 1M:92.58us 2M:185.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.2% RMS relative over 70 repetitions.
fault_wake_ns = 22.63us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 26.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:127.2ns 64K:2.035us 512K:16.28us 1M:32.56us 2M:65.13us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 42.77us + bytes /
# 37.9 GB/s, misses by 27.2% RMS, so it is not used.
# Residual: 22.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.07us 2M:130.8us 16M:540.1us 64M:1.653ms 256M:6.601ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 18.4us + bytes / 8.41 GB/s, misses by 28.3% RMS, so it is not used.
# Residual: 27.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.04us 2M:284.3us 16M:2.188ms 64M:7.332ms 256M:31.26ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.16us + bytes / 8.16 GB/s, written at the
# measured sizes (the medians would give 9.3%).
# Residual: 9.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.19us 512K:82.38us 2M:275us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.48us + bytes / 3 GB/s, written at the
# measured sizes (the medians would give 7.6%).
# Residual: 10.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.35us 512K:198.4us 2M:723.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 304.1us + bytes / 2.4 GB/s, misses by 17.0% RMS, so
# it is not used.
# Residual: 13.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:349.5us 256K:424.8us 2M:969.7us 16M:7.57ms 64M:31.14ms 256M:120.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.783us + bytes / 912 GB/s, misses by 23.6% RMS, so
# it is not used.
# Residual: 14.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.936us 2M:3.958us 16M:21.61us 64M:83.2us 256M:322.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.09us + bytes / 69.3 GB/s, misses
# by 17.3% RMS, so it is not used.
# Residual: 9.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.22us 2M:36.3us 16M:263.8us 64M:1.259ms 256M:3.93ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.45us

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
# sizes): 6.953us + bytes / 219 GB/s, written at the measured sizes (the
# medians would give 13.8%).
# Residual: 13.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.52us 16M:83.47us 64M:313us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.62us + bytes / 215 GB/s, written at the measured
# sizes (the medians would give 8.3%).
# Residual: 11.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:33.36us 16M:101.6us 64M:335.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.284us +
# bytes / 159 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.64us 16M:105.3us 64M:424.1us 256M:1.726ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.459us
# + bytes / 9.63 GB/s, misses by 33.2% RMS, so it is not used.
# Residual: 21.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.148us 64K:23.62us 2M:161.5us 16M:1.928ms 64M:8.81ms 256M:36.03ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.51us + bytes / 9.52 GB/s,
# misses by 18.6% RMS, so it is not used.
# Residual: 9.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:13.15us 64K:30.81us 2M:266.4us 16M:1.741ms 64M:7.489ms 256M:24.19ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 4.543us +
# bytes / 6.3 GB/s, misses by 24.3% RMS, so it is not used.
# Residual: 19.3% RMS relative over 20 repetitions.
host_read_ns = 64K:14.87us 2M:412.5us 16M:2.348ms 64M:10.8ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 13.1 GB/s, misses by
# 27.4% RMS, so it is not used.
# Residual: 23.2% RMS relative over 20 repetitions.
host_write_ns = 64K:3.029us 2M:156.6us 16M:1.158ms 64M:5.917ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10 GB/s, written at the measured sizes (the medians would give
# 6.6%).
# Residual: 6.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.534us 2M:209.3us 16M:1.675ms 64M:6.699ms

