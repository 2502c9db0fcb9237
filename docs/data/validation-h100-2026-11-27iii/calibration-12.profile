# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T08:51:54Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T08:51:54Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.1% RMS relative over 5 repetitions.
launch_ns = 4.645us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.197us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.743us + bytes / 4.45e+03 GB/s, misses by 56.6% RMS,
# so it is not used.
# Residual: 27.3% RMS relative over 45 repetitions.
malloc_ns = 4K:3us 64K:2.703us 1M:3.344us 1536K:2.471us 2M:52.08us 8M:47.47us 64M:55.12us 256M:62.97us 1G:207.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.413us + bytes / 1.42e+03 GB/s, misses by 48.2% RMS, so it is
# not used.
# Residual: 22.8% RMS relative over 45 repetitions.
free_ns = 4K:2.526us 64K:2.419us 1M:3.413us 1536K:2.878us 2M:40.16us 8M:45.84us 64M:79.55us 256M:193.1us 1G:610.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.192us + bytes / 2.77e+03 GB/s, misses by 64.2% RMS, so it is not used.
# Residual: 40.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.26us 64K:3.601us 2M:33.81us 16M:64.15us 64M:70.18us 256M:80.78us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.12us + bytes / 1.16e+05 GB/s, written at the measured sizes (the
# medians would give 10.3%).
# Residual: 11.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.12us 64K:12.12us 2M:12.14us 16M:12.27us 64M:12.7us 256M:14.44us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.5%, 512K 19.4%, 1M 19.3%, 2M 19.0%, 4M 17.8%, 8M 16.5%, 16M
# 16.0%, 32M 16.5%.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     77.41us     66.23us
# seq             2M          0         2         2     2097152           0     225.9us     284.7us
# seq            16M          0        16        16    16777216           0      1.94ms     2.214ms
# seq            64M          0        64        64    67108864           0     10.33ms     8.829ms
# seq           256M          0       256       256   268435456           0     40.97ms     35.29ms
# stride         64M        64K         4        32    67108864           0     7.068ms     6.117ms
# stride        256M         2M        16       128     8388608           0     2.845ms     3.104ms
# random         16M          0        16        16    16777216           0      2.24ms     2.214ms
# random         64M          0        39       104    67108864           0     7.795ms     8.451ms
# random        256M          0       127       907   268435456           0     53.25ms      39.6ms
# fresh           2M          0         2         2           0     2097152     159.7us     172.8us
# fresh          16M          0        16        16           0    16777216      1.12ms     1.319ms
# fresh          64M          0        64        64           0    67108864      6.02ms      5.25ms
# fresh         256M          0       256       256           0   268435456      27.5ms     20.97ms
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
# prefetch at the driver's defaults). Result: 37.69us per batch, 14.09us per
# VA block, bytes / 12.2 GB/s moved, 9.07us per faulting kernel, bytes / 34.8
# GB/s zero-filled.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_batch_ns = 37.69us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_block_ns = 14.09us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:336.1ns 64K:5.377us 512K:43.02us 1M:86.04us 2M:172.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_wake_ns = 9.07us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:117.6ns 64K:1.882us 512K:15.05us 1M:30.11us 2M:60.21us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 44.53us + bytes /
# 44.6 GB/s, misses by 21.6% RMS, so it is not used.
# Residual: 3.2% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:37.21us 256K:49.99us 1M:115.9us 2M:128.1us 4M:158.4us 16M:428us 64M:1.373ms 256M:5.426ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 19.52us + bytes / 10.3 GB/s, written at the
# measured sizes (the means would give 5.4%).
# Residual: 14.1% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:25.89us 256K:45us 1M:121.4us 2M:223.3us 4M:427.1us 16M:1.65ms 64M:6.541ms 256M:26.1ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 20.87us + bytes / 9.47 GB/s, written at the measured
# sizes (the means would give 12.2%).
# Residual: 12.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.79us 512K:76.23us 2M:242.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (30 points at 3 sizes): the best
# line, 18.2us + bytes / 2.32 GB/s, misses by 21.8% RMS, so it is not used.
# Residual: 20.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.15us 512K:254.2us 2M:892.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 323.2us +
# bytes / 2.31 GB/s, misses by 18.4% RMS, so it is not used.
# Residual: 15.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:372.1us 256K:442.6us 2M:1.033ms 16M:7.841ms 64M:31.67ms 256M:125.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 4.341us + bytes / 933 GB/s, misses by 21.3% RMS, so
# it is not used.
# Residual: 16.6% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:5.396us 256K:5.131us 1M:5.301us 2M:5.154us 4M:9.261us 16M:23.2us 64M:76.45us 256M:315.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 15us +
# bytes / 75.8 GB/s, written at the measured sizes (the medians would give
# 6.2%).
# Residual: 14.3% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:15.86us 256K:18.45us 1M:28.83us 2M:42.66us 4M:70.33us 16M:236.3us 64M:900.3us 256M:3.556ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.6us

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
# measured medians (15 points at 3 sizes): the best line, 6.326us + bytes /
# 221 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 16.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.74us 16M:85.86us 64M:301us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 24.1us + bytes / 167 GB/s, written at the measured sizes
# (the medians would give 6.0%).
# Residual: 6.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:36.64us 16M:124.5us 64M:425.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 6.26us +
# bytes / 156 GB/s, misses by 23.9% RMS, so it is not used.
# Residual: 23.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:19.95us 16M:109.4us 64M:454.1us 256M:1.723ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 8.197us + bytes / 12.5 GB/s, misses by 28.0% RMS, so it is not used.
# Residual: 14.1% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.714us 8K:8.752us 16K:11.25us 32K:15.46us 64K:23.09us 128K:16.01us 256K:22.13us 512K:37.81us 1M:75.06us 2M:167.4us 4M:369.3us 8M:720.9us 16M:1.652ms 32M:3.589ms 64M:8.468ms 256M:36.39ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.28us + bytes / 8.68 GB/s,
# misses by 24.4% RMS, so it is not used.
# Residual: 9.6% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:13.88us 8K:11.32us 16K:12.67us 32K:21.07us 64K:30.5us 128K:42.66us 256K:72.82us 512K:110.1us 1M:201.2us 2M:283.9us 4M:486.7us 8M:867.9us 16M:1.738ms 32M:3.415ms 64M:6.721ms 256M:26.63ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 165.1ns +
# bytes / 9.9 GB/s, misses by 24.2% RMS, so it is not used.
# Residual: 15.7% RMS relative over 35 repetitions.
host_read_ns = 64K:7.166us 256K:24.13us 1M:84.9us 2M:196.9us 4M:459.2us 16M:2.169ms 64M:10.05ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 27.2 GB/s, misses by
# 34.3% RMS, so it is not used.
# Residual: 9.9% RMS relative over 35 repetitions.
host_write_ns = 64K:1.194us 256K:7.276us 1M:26.38us 2M:80.1us 4M:196us 16M:1.07ms 64M:5.808ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 162ns +
# bytes / 10.2 GB/s, written at the measured sizes (the medians would give
# 4.9%).
# Residual: 6.0% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.569us 256K:25.79us 1M:102.7us 2M:205.2us 4M:410.2us 16M:1.64ms 64M:6.561ms

