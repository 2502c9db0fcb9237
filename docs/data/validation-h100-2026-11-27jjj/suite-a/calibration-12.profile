# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valA/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:22:55Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:22:55Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 11.4% RMS relative over 5 repetitions.
launch_ns = 3.528us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.968us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.921us + bytes / 6.35e+03 GB/s, misses by 61.4% RMS,
# so it is not used.
# Residual: 28.9% RMS relative over 45 repetitions.
malloc_ns = 4K:3.083us 64K:2.891us 1M:2.815us 1536K:2.866us 2M:43.39us 8M:39.27us 64M:63.35us 256M:62.2us 1G:135.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.368us + bytes / 2.49e+03 GB/s, misses by 53.5% RMS, so it is
# not used.
# Residual: 24.4% RMS relative over 45 repetitions.
free_ns = 4K:1.564us 64K:1.642us 1M:1.621us 1536K:1.58us 2M:33.6us 8M:35.76us 64M:73.21us 256M:116.3us 1G:356.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.839us + bytes / 6.12e+03 GB/s, misses by 65.5% RMS, so it is not used.
# Residual: 36.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.909us 64K:2.36us 2M:21.93us 16M:26.94us 64M:31.59us 256M:37.45us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 10.05us + bytes / 2.23e+05 GB/s, written at the measured sizes (the
# medians would give 7.7%).
# Residual: 9.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.05us 64K:10.05us 2M:10.06us 16M:10.12us 64M:10.35us 256M:11.25us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.6%, 512K 14.0%, 1M 13.2%, 2M 11.7%, 4M 12.4%, 8M 13.8%, 16M
# 14.9%, 32M 16.4%.
# Residual: 16.9% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     69.22us     62.76us
# seq             2M          0         2         2     2097152           0     219.8us     242.1us
# seq            16M          0        16        16    16777216           0     1.644ms     1.665ms
# seq            64M          0        64        64    67108864           0     7.294ms     6.543ms
# seq           256M          0       256       256   268435456           0     32.67ms     26.06ms
# stride         64M        64K        32        32    67108864           0     5.228ms     5.944ms
# stride        256M         2M       128       128     8388608           0     2.888ms     3.096ms
# random         16M          0         9        35    16777216           0     2.116ms      2.02ms
# random         64M          0        34       306    67108864           0      10.5ms     11.07ms
# random        256M          0       139      1560   268435456           0     54.39ms     50.44ms
# fresh           2M          0         2         2           0     2097152       178us       203us
# fresh          16M          0        16        16           0    16777216     1.202ms     1.351ms
# fresh          64M          0        64        64           0    67108864     6.077ms     5.289ms
# fresh         256M          0       256       256           0   268435456     25.94ms     21.04ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 18.7us per VA
# block, bytes / 12.6 GB/s moved, 38.88us per faulting kernel, bytes / 16.6
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 16.9% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.9% RMS relative over 70 repetitions.
fault_block_ns = 18.7us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 16.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:323.9ns 64K:5.183us 512K:41.46us 1M:82.92us 2M:165.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.9% RMS relative over 70 repetitions.
fault_wake_ns = 38.88us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 16.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:247.4ns 64K:3.958us 512K:31.67us 1M:63.34us 2M:126.7us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 45.76us + bytes /
# 44.7 GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 2.5% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:38.65us 256K:50.54us 1M:100.3us 2M:125.2us 4M:167.4us 16M:447.9us 64M:1.36ms 256M:5.334ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 16.24us + bytes / 14.1 GB/s, written at the
# measured sizes (the means would give 2.9%).
# Residual: 7.6% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:20.9us 256K:34.88us 1M:90.82us 2M:165.4us 4M:314.6us 16M:1.21ms 64M:4.789ms 256M:19.11ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 15.2us + bytes / 12.1 GB/s, written at the measured
# sizes (the means would give 7.4%).
# Residual: 7.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.6us 512K:58.4us 2M:188us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 21.93us + bytes / 3.67 GB/s, written at the
# measured sizes (the means would give 5.8%).
# Residual: 9.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.78us 512K:164.7us 2M:592.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 252.3us +
# bytes / 3.12 GB/s, misses by 19.5% RMS, so it is not used.
# Residual: 16.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:296.1us 256K:355.9us 2M:712us 16M:5.637ms 64M:23.7ms 256M:115.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.196us + bytes / 1.5e+03 GB/s, misses by 20.2% RMS,
# so it is not used.
# Residual: 11.9% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.781us 256K:2.709us 1M:2.688us 2M:2.687us 4M:6.255us 16M:14.71us 64M:48.37us 256M:182us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 16.96us +
# bytes / 89.2 GB/s, written at the measured sizes (the medians would give
# 7.1%).
# Residual: 13.7% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:17.7us 256K:19.9us 1M:28.72us 2M:40.48us 4M:64us 16M:205.1us 64M:769.5us 256M:3.027ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.15us

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
# measured medians (15 points at 3 sizes): the best line, 7.36us + bytes / 277
# GB/s, misses by 15.5% RMS, so it is not used.
# Residual: 15.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.03us 16M:65.55us 64M:258us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 30.11us + bytes / 254 GB/s, written at the measured
# sizes (the medians would give 12.8%).
# Residual: 12.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:38.36us 16M:96.11us 64M:294.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 286.9ns +
# bytes / 193 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.26us 16M:85.56us 64M:350.9us 256M:1.409ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 8.098us + bytes / 13.3 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 10.9% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:8.05us 8K:8.323us 16K:9.662us 32K:15.26us 64K:22.53us 128K:14.6us 256K:26.2us 512K:35.94us 1M:67.83us 2M:162.3us 4M:343.3us 8M:679.7us 16M:1.444ms 32M:2.979ms 64M:7.267ms 256M:31.37ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.44us + bytes / 11 GB/s,
# misses by 30.2% RMS, so it is not used.
# Residual: 12.6% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:17.66us 8K:10.41us 16K:11.61us 32K:23.96us 64K:28.71us 128K:42.87us 256K:67.32us 512K:110.5us 1M:187.9us 2M:258.7us 4M:395.3us 8M:740.1us 16M:1.366ms 32M:2.622ms 64M:5.179ms 256M:20.3ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 9.02 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 12.1% RMS relative over 35 repetitions.
host_read_ns = 64K:6.716us 256K:26.09us 1M:102us 2M:225.6us 4M:431.7us 16M:2.256ms 64M:9.563ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 28.5 GB/s, misses by
# 33.8% RMS, so it is not used.
# Residual: 12.2% RMS relative over 35 repetitions.
host_write_ns = 64K:1.579us 256K:6.699us 1M:28.21us 2M:66.21us 4M:211.4us 16M:999.2us 64M:5.366ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 598ns +
# bytes / 12.1 GB/s, written at the measured sizes (the medians would give
# 4.7%).
# Residual: 4.8% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.993us 256K:22.18us 1M:86.91us 2M:173.2us 4M:345.9us 16M:1.382ms 64M:5.525ms

