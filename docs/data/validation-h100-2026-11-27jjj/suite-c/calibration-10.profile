# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valC/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:37:24Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:37:24Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 9.8% RMS relative over 5 repetitions.
launch_ns = 3.557us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.989us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.905us + bytes / 5.59e+03 GB/s, misses by 58.9% RMS,
# so it is not used.
# Residual: 24.8% RMS relative over 45 repetitions.
malloc_ns = 4K:3.247us 64K:3.188us 1M:2.84us 1536K:2.67us 2M:61.59us 8M:52.42us 64M:94.73us 256M:84.35us 1G:153.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.055us + bytes / 1.44e+03 GB/s, misses by 49.9% RMS, so it is
# not used.
# Residual: 20.4% RMS relative over 45 repetitions.
free_ns = 4K:2.841us 64K:2.903us 1M:2.133us 1536K:2.552us 2M:48.51us 8M:47.7us 64M:83.75us 256M:191.4us 1G:644.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.493us + bytes / 3.41e+03 GB/s, misses by 65.5% RMS, so it is not used.
# Residual: 37.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.369us 64K:3.929us 2M:39.27us 16M:49.61us 64M:68.88us 256M:67.3us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.45us + bytes / 2.49e+05 GB/s, written at the measured sizes (the
# medians would give 7.1%).
# Residual: 8.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.45us 64K:13.45us 2M:13.46us 16M:13.52us 64M:13.72us 256M:14.53us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.9%, 512K 16.6%, 1M 16.0%, 2M 14.9%, 4M 13.9%, 8M 13.3%, 16M
# 13.8%, 32M 14.4%.
# Residual: 17.0% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0        76us     67.17us
# seq             2M          0         2         2     2097152           0       239us     271.7us
# seq            16M          0        16        16    16777216           0     1.879ms     1.911ms
# seq            64M          0        64        64    67108864           0     7.966ms     7.531ms
# seq           256M          0       256       256   268435456           0     39.39ms     30.01ms
# stride         64M        64K         8        32    67108864           0     6.179ms     6.401ms
# stride        256M         2M        32       128     8388608           0     2.109ms     2.364ms
# random         16M          0        12        16    16777216           0     1.623ms      1.85ms
# random         64M          0        36       161    67108864           0     7.925ms     7.929ms
# random        256M          0       125      1211   268435456           0     49.97ms     36.15ms
# fresh           2M          0         2         2           0     2097152     183.7us     211.3us
# fresh          16M          0        16        16           0    16777216     1.396ms     1.428ms
# fresh          64M          0        64        64           0    67108864     5.905ms     5.598ms
# fresh         256M          0       256       256           0   268435456     25.71ms     22.28ms
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
# prefetch at the driver's defaults). Result: 15.3us per batch, 8.524us per VA
# block, bytes / 11.2 GB/s moved, 37.52us per faulting kernel, bytes / 16.6
# GB/s zero-filled.
# Residual: 17.0% RMS relative over 70 repetitions.
fault_batch_ns = 15.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.0% RMS relative over 70 repetitions.
fault_block_ns = 8.524us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:364.3ns 64K:5.829us 512K:46.63us 1M:93.26us 2M:186.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.0% RMS relative over 70 repetitions.
fault_wake_ns = 37.52us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:246.3ns 64K:3.941us 512K:31.53us 1M:63.06us 2M:126.1us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 42.84us + bytes /
# 43.7 GB/s, misses by 19.5% RMS, so it is not used.
# Residual: 2.3% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:36.22us 256K:48.19us 1M:100.6us 2M:125us 4M:165.8us 16M:448.6us 64M:1.392ms 256M:5.43ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 19.34us + bytes / 9.15 GB/s, written at the
# measured sizes (the means would give 2.2%).
# Residual: 6.4% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:26.5us 256K:47.99us 1M:133.9us 2M:248.5us 4M:477.7us 16M:1.853ms 64M:7.353ms 256M:29.36ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 18.13us + bytes / 8.52 GB/s, written at the measured
# sizes (the means would give 10.3%).
# Residual: 10.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.82us 512K:79.65us 2M:264.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 24.08us + bytes / 2.75 GB/s, written at the
# measured sizes (the means would give 2.5%).
# Residual: 8.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:47.94us 512K:214.9us 2M:787.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 333.4us +
# bytes / 2.37 GB/s, misses by 23.5% RMS, so it is not used.
# Residual: 20.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:383us 256K:464.5us 2M:977.8us 16M:7.823ms 64M:31.05ms 256M:127.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.441us + bytes / 876 GB/s, misses by 19.9% RMS, so
# it is not used.
# Residual: 11.7% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.417us 256K:4.362us 1M:4.388us 2M:4.401us 4M:8.556us 16M:24.45us 64M:84.78us 256M:327.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 10.57us +
# bytes / 105 GB/s, written at the measured sizes (the medians would give
# 5.5%).
# Residual: 13.6% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:11.2us 256K:13.07us 1M:20.56us 2M:30.55us 4M:50.53us 16M:170.4us 64M:649.9us 256M:2.568ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.63us

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
# sizes): 20.98us + bytes / 283 GB/s, written at the measured sizes (the
# medians would give 9.7%).
# Residual: 9.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:28.4us 16M:80.36us 64M:258.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 22.93us + bytes / 232 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 14.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:30.98us 16M:112.6us 64M:287.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 7.189us +
# bytes / 151 GB/s, misses by 23.7% RMS, so it is not used.
# Residual: 23.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:21.29us 16M:115.4us 64M:454.8us 256M:1.81ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 8.451us + bytes / 14.1 GB/s, misses by 26.0% RMS, so it is not used.
# Residual: 16.1% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:12.1us 8K:7.903us 16K:9.365us 32K:14.17us 64K:21.49us 128K:15.43us 256K:20.61us 512K:35.14us 1M:65.66us 2M:145.3us 4M:325.7us 8M:663.4us 16M:1.502ms 32M:3.184ms 64M:7.271ms 256M:29.92ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.41us + bytes / 8.84 GB/s,
# misses by 25.0% RMS, so it is not used.
# Residual: 10.1% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.21us 8K:11.51us 16K:13.08us 32K:18.09us 64K:33.05us 128K:43.09us 256K:69.93us 512K:114us 1M:203.2us 2M:275.4us 4M:462.9us 8M:880us 16M:1.706ms 32M:3.313ms 64M:6.645ms 256M:26.36ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 27.98ns +
# bytes / 11.5 GB/s, misses by 24.9% RMS, so it is not used.
# Residual: 17.3% RMS relative over 35 repetitions.
host_read_ns = 64K:5.755us 256K:22.61us 1M:92.83us 2M:209us 4M:267.3us 16M:1.877ms 64M:8.105ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 22.9 GB/s, misses by
# 26.7% RMS, so it is not used.
# Residual: 14.8% RMS relative over 35 repetitions.
host_write_ns = 64K:1.308us 256K:8.003us 1M:36.39us 2M:92.37us 4M:184.7us 16M:1.139ms 64M:4.553ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 1.325us +
# bytes / 12.5 GB/s, written at the measured sizes (the medians would give
# 3.4%).
# Residual: 4.3% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.572us 256K:22.31us 1M:85.28us 2M:169.2us 4M:337.1us 16M:1.345ms 64M:5.374ms

