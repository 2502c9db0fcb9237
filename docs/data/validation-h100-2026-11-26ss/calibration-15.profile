# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-15.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T20:27:05Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T20:27:05Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.8% RMS relative over 5 repetitions.
launch_ns = 4.411us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.055us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.431us + bytes / 4.46e+03 GB/s, misses by 58.1% RMS,
# so it is not used.
# Residual: 27.1% RMS relative over 45 repetitions.
malloc_ns = 4K:3.447us 64K:3.562us 1M:3.4us 1536K:3.392us 2M:64.07us 8M:46.78us 64M:56.69us 256M:80.97us 1G:189.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.678us + bytes / 1.45e+03 GB/s, misses by 47.4% RMS, so it is
# not used.
# Residual: 17.2% RMS relative over 45 repetitions.
free_ns = 4K:3.086us 64K:3.099us 1M:2.98us 1536K:3.041us 2M:42.26us 8M:44.89us 64M:85.95us 256M:192.1us 1G:608.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.106us + bytes / 8.31e+03 GB/s, misses by 65.3% RMS, so it is not used.
# Residual: 35.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.69us 64K:2.883us 2M:18.12us 16M:29.95us 64M:33.56us 256M:29.35us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.182us + bytes / 2.36e+05 GB/s, written at the measured sizes (the
# medians would give 11.0%).
# Residual: 11.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.182us 64K:9.183us 2M:9.191us 16M:9.253us 64M:9.466us 256M:10.32us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.4%, 512K 15.1%, 1M 14.7%, 2M 14.5%, 4M 15.1%, 8M 16.2%, 16M
# 17.1%, 32M 18.3%.
# Residual: 17.4% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     87.65us     67.86us
# seq             2M          0         2         2     2097152           0     237.9us     262.3us
# seq            16M          0        16        16    16777216           0     1.795ms      1.78ms
# seq            64M          0        64        64    67108864           0     6.966ms     6.982ms
# seq           256M          0       256       256   268435456           0      28.6ms     27.79ms
# stride         64M        64K        32        32    67108864           0     6.473ms      6.45ms
# stride        256M         2M       128       128     8388608           0     2.688ms     2.906ms
# random         16M          0         9        35    16777216           0     2.299ms     2.095ms
# random         64M          0        34       306    67108864           0     10.26ms        11ms
# random        256M          0       139      1560   268435456           0     54.41ms     49.45ms
# fresh           2M          0         2         2           0     2097152     144.5us     189.9us
# fresh          16M          0        16        16           0    16777216     1.158ms       1.2ms
# fresh          64M          0        64        64           0    67108864     5.883ms     4.665ms
# fresh         256M          0       256       256           0   268435456     24.65ms     18.52ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 16.61us per VA
# block, bytes / 11.4 GB/s moved, 45.51us per faulting kernel, bytes / 18.9
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 17.4% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.4% RMS relative over 70 repetitions.
fault_block_ns = 16.61us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:358.5ns 64K:5.735us 512K:45.88us 1M:91.77us 2M:183.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.4% RMS relative over 70 repetitions.
fault_wake_ns = 45.51us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:217ns 64K:3.473us 512K:27.78us 1M:55.56us 2M:111.1us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 73.35us + bytes / 50.7 GB/s, written at the measured sizes (the
# medians would give 1.5%).
# Residual: 7.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:74.64us 2M:114.7us 16M:404.2us 64M:1.397ms 256M:5.367ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 14.98us + bytes / 15.5 GB/s, misses by 15.5% RMS, so it is not used.
# Residual: 5.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.73us 2M:224.5us 16M:1.034ms 64M:4.132ms 256M:16.27ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.24us + bytes / 13.1 GB/s, written at the
# measured sizes (the medians would give 8.4%).
# Residual: 8.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.26us 512K:54.4us 2M:174.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.07us + bytes / 4.27 GB/s, written at
# the measured sizes (the medians would give 12.7%).
# Residual: 15.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.4us 512K:143.7us 2M:511.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 294.1us + bytes / 2.63
# GB/s, written at the measured sizes (the medians would give 6.2%).
# Residual: 12.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:319us 256K:393.8us 2M:1.092ms 16M:6.676ms 64M:25.82ms 256M:102.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.667us + bytes / 1.67e+03 GB/s, misses by 16.2% RMS,
# so it is not used.
# Residual: 12.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.002us 2M:3.486us 16M:13.27us 64M:43.03us 256M:165.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.88us + bytes / 102 GB/s, misses by
# 18.2% RMS, so it is not used.
# Residual: 9.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.56us 2M:24.66us 16M:179.4us 64M:681.7us 256M:3.614ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.7% RMS relative over 15 repetitions.
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
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (15 points at 3 sizes): the best line, 7.06us + bytes / 286
# GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 14.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.63us 16M:60.64us 64M:264.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 46.84us + bytes / 192 GB/s, written at the measured
# sizes (the medians would give 7.5%).
# Residual: 7.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:57.74us 16M:134us 64M:395.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 194 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.6us 16M:86.22us 64M:347.4us 256M:1.386ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.198us
# + bytes / 11.7 GB/s, misses by 25.7% RMS, so it is not used.
# Residual: 14.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.656us 64K:22.94us 2M:142.1us 16M:1.559ms 64M:6.31ms 256M:28.47ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.05us + bytes / 13 GB/s,
# misses by 24.0% RMS, so it is not used.
# Residual: 10.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.813us 64K:27us 2M:243.3us 16M:1.27ms 64M:4.708ms 256M:18.43ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.41 GB/s, misses by 20.1% RMS, so it is not used.
# Residual: 19.3% RMS relative over 20 repetitions.
host_read_ns = 64K:7.022us 2M:214.2us 16M:2.194ms 64M:8.964ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27.6 GB/s, misses by
# 32.6% RMS, so it is not used.
# Residual: 15.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.204us 2M:57.1us 16M:747.9us 64M:4.751ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 974.7ns +
# bytes / 11.4 GB/s, written at the measured sizes (the medians would give
# 5.1%).
# Residual: 5.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.72us 2M:184.8us 16M:1.472ms 64M:5.884ms

