# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-5.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T04:19:21Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T04:19:21Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.2% RMS relative over 5 repetitions.
launch_ns = 4.174us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.965us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.738us + bytes / 4.49e+03 GB/s, misses by 59.2% RMS,
# so it is not used.
# Residual: 27.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.757us 64K:2.881us 1M:2.831us 1536K:2.719us 2M:51.97us 8M:50.03us 64M:56.65us 256M:81.64us 1G:187us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.95us + bytes / 1.44e+03 GB/s, misses by 50.4% RMS, so it is not
# used.
# Residual: 22.5% RMS relative over 45 repetitions.
free_ns = 4K:2.458us 64K:2.36us 1M:2.363us 1536K:2.311us 2M:40.32us 8M:47.23us 64M:98.27us 256M:187.7us 1G:648.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.683us + bytes / 4.98e+03 GB/s, misses by 64.4% RMS, so it is not used.
# Residual: 35.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.631us 64K:3.111us 2M:26.84us 16M:31.29us 64M:49.43us 256M:46.54us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.86us + bytes / 2.48e+05 GB/s, written at the measured sizes (the
# medians would give 11.0%).
# Residual: 11.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.86us 64K:11.86us 2M:11.87us 16M:11.93us 64M:12.13us 256M:12.94us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.9%, 512K 15.6%, 1M 15.0%, 2M 14.8%, 4M 14.5%, 8M 14.7%, 16M
# 15.4%, 32M 16.4%.
# Residual: 20.4% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     105.1us     80.39us
# seq             2M          0         2         2     2097152           0       238us     289.8us
# seq            16M          0        16        16    16777216           0     1.639ms      1.92ms
# seq            64M          0        64        64    67108864           0     8.839ms     7.511ms
# seq           256M          0       256       256   268435456           0     37.03ms     29.87ms
# stride         64M        64K        16        32    67108864           0      7.65ms     6.888ms
# stride        256M         2M        64       128     8388608           0      2.64ms     2.805ms
# random         16M          0         9        23    16777216           0      1.99ms     1.983ms
# random         64M          0        35       230    67108864           0     9.627ms     9.577ms
# random        256M          0       128      1431   268435456           0      46.8ms     44.82ms
# fresh           2M          0         2         2           0     2097152     163.2us     196.3us
# fresh          16M          0        16        16           0    16777216      1.13ms     1.172ms
# fresh          64M          0        64        64           0    67108864     5.704ms     4.519ms
# fresh         256M          0       256       256           0   268435456     18.84ms      17.9ms
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
# prefetch at the driver's defaults). Result: 4.191us per batch, 13.18us per
# VA block, bytes / 10.6 GB/s moved, 56.83us per faulting kernel, bytes / 20
# GB/s zero-filled.
# Residual: 20.4% RMS relative over 70 repetitions.
fault_batch_ns = 4.191us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.4% RMS relative over 70 repetitions.
fault_block_ns = 13.18us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:387.1ns 64K:6.194us 512K:49.55us 1M:99.1us 2M:198.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.4% RMS relative over 70 repetitions.
fault_wake_ns = 56.83us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:204.5ns 64K:3.271us 512K:26.17us 1M:52.34us 2M:104.7us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 46.92us + bytes /
# 44.3 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 13.6% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:38.91us 256K:54.35us 1M:100.9us 2M:124.7us 4M:162.9us 16M:451.6us 64M:1.382ms 256M:5.431ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (40 points at 8 sizes): the best line,
# 22.77us + bytes / 9.68 GB/s, misses by 18.2% RMS, so it is not used.
# Residual: 19.6% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:26.23us 256K:62.4us 1M:190.6us 2M:250.4us 4M:425.9us 16M:1.635ms 64M:6.585ms 256M:26.28ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 17.42us + bytes / 8.95 GB/s, written at the measured
# sizes (the means would give 7.3%).
# Residual: 7.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.74us 512K:76us 2M:251.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 23.21us + bytes / 3.24 GB/s, written at the
# measured sizes (the means would give 5.9%).
# Residual: 8.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.44us 512K:185us 2M:670.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 332.8us +
# bytes / 2.48 GB/s, misses by 18.7% RMS, so it is not used.
# Residual: 14.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:397.3us 256K:435.6us 2M:961.2us 16M:7.547ms 64M:29.62ms 256M:118.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.027us + bytes / 974 GB/s, misses by 20.1% RMS, so
# it is not used.
# Residual: 12.2% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:3.841us 256K:3.826us 1M:3.837us 2M:3.845us 4M:8.645us 16M:21.98us 64M:74.18us 256M:289.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 9.883us + bytes / 106 GB/s, misses by
# 18.5% RMS, so it is not used.
# Residual: 8.4% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:14.32us 256K:12.22us 1M:17.89us 2M:23.58us 4M:46.54us 16M:192.4us 64M:767.3us 256M:2.857ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.21us

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
# sizes): 6.853us + bytes / 263 GB/s, written at the measured sizes (the
# medians would give 14.2%).
# Residual: 14.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.84us 16M:70.73us 64M:262.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 47.69us + bytes / 141 GB/s, written at the measured
# sizes (the medians would give 5.4%).
# Residual: 7.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:62.57us 16M:166.8us 64M:524us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 349.4ns +
# bytes / 161 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.46us 16M:103.7us 64M:421.4us 256M:1.675ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line, 10.6us
# + bytes / 8.84 GB/s, misses by 20.9% RMS, so it is not used.
# Residual: 12.4% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:9.26us 8K:10.25us 16K:13.65us 32K:21.77us 64K:34.09us 128K:23.66us 256K:39.46us 512K:70.64us 1M:135us 2M:270.4us 4M:545.6us 8M:938.8us 16M:1.73ms 32M:3.245ms 64M:7.518ms 256M:31.83ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 15us + bytes / 8.81 GB/s,
# misses by 29.3% RMS, so it is not used.
# Residual: 16.1% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:15.01us 8K:12.46us 16K:16.42us 32K:18.07us 64K:33.04us 128K:44.68us 256K:77.64us 512K:133us 1M:225.1us 2M:309.5us 4M:507.8us 8M:890.4us 16M:1.617ms 32M:3.067ms 64M:5.871ms 256M:34.84ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 592.8ns +
# bytes / 10.1 GB/s, misses by 34.2% RMS, so it is not used.
# Residual: 28.5% RMS relative over 35 repetitions.
host_read_ns = 64K:7.352us 256K:24.39us 1M:97.4us 2M:187.8us 4M:380.7us 16M:2.062ms 64M:9.216ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 32.7 GB/s, misses by
# 33.5% RMS, so it is not used.
# Residual: 12.1% RMS relative over 35 repetitions.
host_write_ns = 64K:964ns 256K:6.639us 1M:24.84us 2M:49.62us 4M:178.2us 16M:970.1us 64M:5.169ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (35 points at 7 sizes): the best line, 1.047us + bytes / 11.3 GB/s, misses
# by 16.6% RMS, so it is not used.
# Residual: 15.8% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.861us 256K:24.03us 1M:94.82us 2M:184.3us 4M:348.2us 16M:1.513ms 64M:6.329ms

