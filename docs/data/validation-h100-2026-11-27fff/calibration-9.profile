# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-9.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T04:56:48Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T04:56:48Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.9% RMS relative over 5 repetitions.
launch_ns = 3.321us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.175us

# cudaMalloc, host time of the call, while a small allocation keeps the
# driver's first 2 MiB block mapped: from 2 MiB, calls of one size kept live,
# then freed, as a program makes them (case kept; files before it: case
# device, pairs); under 2 MiB, one cudaMalloc/cudaFree pair at a time, a
# request that fits in a mapped block (simrun charges the 2 MiB figure when
# one is mapped for it). The measured medians (420 points at 9 sizes): the
# best line, 2.421us + bytes / 6.65e+03 GB/s, misses by 69.9% RMS, so it is
# not used.
# Residual: 23.2% RMS relative over 420 repetitions.
malloc_ns = 4K:2.421us 64K:2.65us 1M:2.216us 1536K:2.536us 2M:49.56us 8M:40.68us 64M:39.83us 256M:70.59us 1G:124.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.802us + bytes / 1.99e+03 GB/s, misses by 51.3% RMS, so it is
# not used.
# Residual: 20.6% RMS relative over 45 repetitions.
free_ns = 4K:2.25us 64K:2.302us 1M:1.929us 1536K:2.094us 2M:44us 8M:46.29us 64M:69.62us 256M:110.6us 1G:606.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.637us + bytes / 3.05e+03 GB/s, misses by 66.0% RMS, so it is not used.
# Residual: 38.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:5.212us 64K:3.754us 2M:36.58us 16M:57.73us 64M:73.92us 256M:74.75us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.84us + bytes / 1.47e+05 GB/s, written at the measured sizes (the
# medians would give 9.7%).
# Residual: 10.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.84us 64K:12.84us 2M:12.86us 16M:12.96us 64M:13.3us 256M:14.67us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.0%, 512K 17.5%, 1M 16.8%, 2M 16.2%, 4M 16.4%, 8M 17.3%, 16M
# 18.3%, 32M 19.6%.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     110.9us     82.22us
# seq             2M          0         2         2     2097152           0     215.1us     270.9us
# seq            16M          0        16        16    16777216           0     1.614ms     1.761ms
# seq            64M          0        64        64    67108864           0     9.915ms     6.869ms
# seq           256M          0       256       256   268435456           0     32.85ms      27.3ms
# stride         64M        64K        32        32    67108864           0     6.321ms      6.27ms
# stride        256M         2M       128       128     8388608           0     2.993ms     3.156ms
# random         16M          0         9        35    16777216           0     2.125ms     2.112ms
# random         64M          0        34       306    67108864           0     10.63ms     11.36ms
# random        256M          0       139      1560   268435456           0     55.05ms     51.49ms
# fresh           2M          0         2         2           0     2097152     190.5us       229us
# fresh          16M          0        16        16           0    16777216     1.333ms     1.426ms
# fresh          64M          0        64        64           0    67108864     6.553ms     5.529ms
# fresh         256M          0       256       256           0   268435456     25.63ms     21.94ms
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
# prefetch at the driver's defaults). Result: 155.7ns per batch, 18.57us per
# VA block, bytes / 12 GB/s moved, 58.02us per faulting kernel, bytes / 15.7
# GB/s zero-filled.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_batch_ns = 155.7ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_block_ns = 18.57us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:342.6ns 64K:5.481us 512K:43.85us 1M:87.7us 2M:175.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_wake_ns = 58.02us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:260.8ns 64K:4.173us 512K:33.38us 1M:66.77us 2M:133.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 42.43us + bytes /
# 43.8 GB/s, misses by 18.9% RMS, so it is not used.
# Residual: 4.1% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:37.3us 256K:45.25us 1M:95.26us 2M:124us 4M:164us 16M:444.2us 64M:1.39ms 256M:5.456ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 11.9us + bytes / 8.66 GB/s, written at the
# measured sizes (the means would give 4.9%).
# Residual: 9.0% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:19.46us 256K:42.16us 1M:132.9us 2M:254us 4M:496.1us 16M:1.949ms 64M:7.759ms 256M:31ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 17.81us + bytes / 7.71 GB/s, written at the measured
# sizes (the means would give 8.6%).
# Residual: 8.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.31us 512K:85.84us 2M:289.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 22.58us + bytes / 2.82 GB/s, written at the
# measured sizes (the means would give 7.8%).
# Residual: 10.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.81us 512K:208.5us 2M:766.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 317.3us + bytes / 2.27 GB/s, written at the measured
# sizes (the medians would give 4.9%).
# Residual: 12.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:346.1us 256K:432.8us 2M:1.241ms 16M:7.711ms 64M:29.89ms 256M:118.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.566us + bytes / 818 GB/s, misses by 18.7% RMS, so
# it is not used.
# Residual: 9.8% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.553us 256K:4.59us 1M:4.715us 2M:4.54us 4M:8.904us 16M:25.57us 64M:92.81us 256M:355.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 14.37us +
# bytes / 73.5 GB/s, written at the measured sizes (the medians would give
# 5.6%).
# Residual: 13.2% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:15.26us 256K:17.94us 1M:28.64us 2M:42.9us 4M:71.44us 16M:242.6us 64M:927.4us 256M:3.667ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 121.5us

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
# sizes): 21.7us + bytes / 212 GB/s, written at the measured sizes (the
# medians would give 10.6%).
# Residual: 10.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:31.59us 16M:100.8us 64M:338.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 19.87us + bytes / 191 GB/s, written at the measured
# sizes (the medians would give 8.5%).
# Residual: 9.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:30.85us 16M:107.8us 64M:371.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 12.61us +
# bytes / 155 GB/s, misses by 24.9% RMS, so it is not used.
# Residual: 24.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:26.66us 16M:115.6us 64M:450us 256M:1.797ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.949us + bytes / 12.2 GB/s, misses by 27.7% RMS, so it is not used.
# Residual: 13.8% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.119us 8K:8.58us 16K:11.38us 32K:17.03us 64K:23.46us 128K:16.06us 256K:23.06us 512K:38.42us 1M:75.27us 2M:186.1us 4M:364.6us 8M:678.1us 16M:1.716ms 32M:3.582ms 64M:7.997ms 256M:36ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 14.8us + bytes / 8.92 GB/s,
# misses by 25.1% RMS, so it is not used.
# Residual: 11.0% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.95us 8K:12.16us 16K:17.08us 32K:17.39us 64K:31.71us 128K:44.32us 256K:75.14us 512K:125.5us 1M:204.6us 2M:261.4us 4M:499.6us 8M:888.6us 16M:1.671ms 32M:3.271ms 64M:6.603ms 256M:25.73ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 35
# points at 7 sizes): 0ns + bytes / 6.06 GB/s, written at the measured sizes
# (the medians would give 10.3%).
# Residual: 10.8% RMS relative over 35 repetitions.
host_read_ns = 64K:7.774us 256K:40.21us 1M:170us 2M:343us 4M:688.9us 16M:2.765ms 64M:11.07ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 29.3 GB/s, misses by
# 32.6% RMS, so it is not used.
# Residual: 9.1% RMS relative over 35 repetitions.
host_write_ns = 64K:1.471us 256K:6.509us 1M:27.34us 2M:65.82us 4M:189.3us 16M:1.006ms 64M:5.299ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 11 GB/s, written at the measured sizes (the medians would give
# 5.7%).
# Residual: 5.8% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.593us 256K:23.42us 1M:94.74us 2M:189.8us 4M:380us 16M:1.521ms 64M:6.086ms

