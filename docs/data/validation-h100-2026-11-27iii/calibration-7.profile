# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-7.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T08:49:19Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T08:49:19Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.8% RMS relative over 5 repetitions.
launch_ns = 4.755us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.003us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.375us + bytes / 4.49e+03 GB/s, misses by 59.7% RMS,
# so it is not used.
# Residual: 29.6% RMS relative over 45 repetitions.
malloc_ns = 4K:2.853us 64K:2.335us 1M:2.282us 1536K:2.508us 2M:75.79us 8M:42.94us 64M:47.86us 256M:89.08us 1G:182.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.817us + bytes / 1.63e+03 GB/s, misses by 49.2% RMS, so it is
# not used.
# Residual: 20.2% RMS relative over 45 repetitions.
free_ns = 4K:2.403us 64K:2.009us 1M:2.13us 1536K:2.215us 2M:38.74us 8M:42.09us 64M:71.15us 256M:166.5us 1G:559.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.603us + bytes / 8.97e+03 GB/s, misses by 65.7% RMS, so it is not used.
# Residual: 36.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.571us 64K:2.212us 2M:18.97us 16M:30.29us 64M:34.14us 256M:27.18us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.218us + bytes / 1.14e+06 GB/s, written at the measured sizes (the
# medians would give 8.9%).
# Residual: 9.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.218us 64K:7.218us 2M:7.22us 16M:7.232us 64M:7.277us 256M:7.453us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.2%, 512K 19.8%, 1M 19.3%, 2M 19.1%, 4M 19.2%, 8M 19.8%, 16M
# 20.5%, 32M 21.3%.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     115.1us     68.99us
# seq             2M          0         2         2     2097152           0     204.7us     232.6us
# seq            16M          0        16        16    16777216           0     1.357ms     1.502ms
# seq            64M          0        64        64    67108864           0     5.951ms     5.855ms
# seq           256M          0       256       256   268435456           0     29.02ms     23.26ms
# stride         64M        64K        32        32    67108864           0     5.827ms     5.441ms
# stride        256M         2M       128       128     8388608           0     2.201ms     2.326ms
# random         16M          0         9        35    16777216           0     1.758ms     1.747ms
# random         64M          0        34       306    67108864           0     8.336ms      8.98ms
# random        256M          0       139      1560   268435456           0     43.58ms     40.11ms
# fresh           2M          0         2         2           0     2097152     127.2us     171.4us
# fresh          16M          0        16        16           0    16777216     963.8us     1.013ms
# fresh          64M          0        64        64           0    67108864     5.023ms     3.897ms
# fresh         256M          0       256       256           0   268435456     21.91ms     15.44ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 12.91us per VA
# block, bytes / 13.5 GB/s moved, 51.22us per faulting kernel, bytes / 22.2
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_block_ns = 12.91us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:303.8ns 64K:4.86us 512K:38.88us 1M:77.76us 2M:155.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_wake_ns = 51.22us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:184.3ns 64K:2.949us 512K:23.59us 1M:47.18us 2M:94.36us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 38.51us + bytes /
# 45.6 GB/s, misses by 18.7% RMS, so it is not used.
# Residual: 3.8% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:32.1us 256K:46.75us 1M:88.44us 2M:113.1us 4M:150.1us 16M:414.3us 64M:1.339ms 256M:5.288ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (40 points at 8 sizes): the best line,
# 15.82us + bytes / 15.3 GB/s, misses by 23.1% RMS, so it is not used.
# Residual: 8.1% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:17.89us 256K:36.27us 1M:123.9us 2M:232.6us 4M:372.3us 16M:1.047ms 64M:3.676ms 256M:14.66ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 13.62us + bytes / 14.3 GB/s, written at the measured
# sizes (the means would give 6.0%).
# Residual: 6.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.21us 512K:50.35us 2M:160.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 18.72us + bytes / 3.77 GB/s, written at the
# measured sizes (the means would give 7.5%).
# Residual: 10.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.09us 512K:157.7us 2M:574.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 326us +
# bytes / 2.56 GB/s, misses by 25.1% RMS, so it is not used.
# Residual: 23.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:362.8us 256K:458.4us 2M:937.2us 16M:7.278ms 64M:28.24ms 256M:114.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 1.752us + bytes / 1.9e+03 GB/s, misses by 16.9% RMS,
# so it is not used.
# Residual: 9.1% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.201us 256K:2.186us 1M:2.199us 2M:2.185us 4M:4.123us 16M:11.17us 64M:39.24us 256M:151us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 8.255us +
# bytes / 109 GB/s, written at the measured sizes (the medians would give
# 5.3%).
# Residual: 13.9% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:8.857us 256K:10.66us 1M:17.89us 2M:27.53us 4M:46.81us 16M:162.5us 64M:625.1us 256M:2.476ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 112us

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
# sizes): 5.974us + bytes / 327 GB/s, written at the measured sizes (the
# medians would give 13.5%).
# Residual: 13.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.39us 16M:57.26us 64M:211.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.84us + bytes / 215 GB/s, written at the measured
# sizes (the medians would give 8.3%).
# Residual: 9.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.58us 16M:99.73us 64M:333.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.716us +
# bytes / 205 GB/s, misses by 22.0% RMS, so it is not used.
# Residual: 22.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12us 16M:82.41us 64M:326.5us 256M:1.335ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.374us + bytes / 15.4 GB/s, misses by 24.4% RMS, so it is not used.
# Residual: 8.7% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:6.863us 8K:7.527us 16K:9.028us 32K:14.34us 64K:20.52us 128K:14.63us 256K:20.45us 512K:33.15us 1M:58.46us 2M:124.5us 4M:290.5us 8M:593.5us 16M:1.289ms 32M:2.767ms 64M:6.211ms 256M:29.97ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.45us + bytes / 11.7 GB/s,
# misses by 30.6% RMS, so it is not used.
# Residual: 16.0% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:11.88us 8K:9.757us 16K:12.69us 32K:20.67us 64K:29.59us 128K:38.25us 256K:56.43us 512K:94.1us 1M:164.4us 2M:230.6us 4M:355.5us 8M:634.7us 16M:1.22ms 32M:2.275ms 64M:6.524ms 256M:19.34ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 19.7 GB/s, misses by 35.6% RMS, so it is not used.
# Residual: 24.5% RMS relative over 35 repetitions.
host_read_ns = 64K:2.843us 256K:11.05us 1M:43.98us 2M:93.1us 4M:214.7us 16M:1.618ms 64M:7.469ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 39.4 GB/s, misses by
# 35.0% RMS, so it is not used.
# Residual: 11.1% RMS relative over 35 repetitions.
host_write_ns = 64K:836ns 256K:4.918us 1M:21.08us 2M:43.1us 4M:152.4us 16M:787us 64M:4.309ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 13.2 GB/s, written at the measured sizes (the medians would give
# 3.8%).
# Residual: 4.2% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:4.75us 256K:19.66us 1M:79.31us 2M:158.8us 4M:317.9us 16M:1.272ms 64M:5.089ms

