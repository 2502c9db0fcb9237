# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valB/gpu/calibration-3.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:26:06Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:26:06Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.9% RMS relative over 5 repetitions.
launch_ns = 3.473us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.024us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.908us + bytes / 3.75e+03 GB/s, misses by 59.2% RMS,
# so it is not used.
# Residual: 24.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.943us 64K:3.015us 1M:3.141us 1536K:2.933us 2M:70.8us 8M:71.06us 64M:92.45us 256M:122.4us 1G:221.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.208us + bytes / 1.36e+03 GB/s, misses by 48.6% RMS, so it is
# not used.
# Residual: 18.3% RMS relative over 45 repetitions.
free_ns = 4K:2.79us 64K:2.504us 1M:2.628us 1536K:2.647us 2M:48.6us 8M:55.29us 64M:81.51us 256M:221us 1G:644.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.717us + bytes / 6.08e+03 GB/s, misses by 66.9% RMS, so it is not used.
# Residual: 36.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.732us 64K:2.343us 2M:23.37us 16M:39.98us 64M:47.85us 256M:38.81us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 10.16us + bytes / 2.24e+05 GB/s, written at the measured sizes (the
# medians would give 5.9%).
# Residual: 6.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.16us 64K:10.16us 2M:10.17us 16M:10.23us 64M:10.46us 256M:11.36us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.8%, 512K 16.7%, 1M 16.7%, 2M 16.9%, 4M 17.0%, 8M 17.5%, 16M
# 18.2%, 32M 19.4%.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     75.14us     58.93us
# seq             2M          0         2         2     2097152           0     230.7us       239us
# seq            16M          0        16        16    16777216           0     1.371ms     1.667ms
# seq            64M          0        64        64    67108864           0     7.383ms     6.563ms
# seq           256M          0       256       256   268435456           0     33.55ms     26.15ms
# stride         64M        64K        64        64    67108864           0     6.568ms     6.563ms
# stride        256M         2M       128       128     8388608           0     2.912ms     3.099ms
# random         16M          0        10        55    16777216           0     2.345ms     2.162ms
# random         64M          0        38       373    67108864           0     9.295ms      10.6ms
# random        256M          0       160      1651   268435456           0     50.56ms     44.47ms
# fresh           2M          0         2         2           0     2097152     115.5us     149.9us
# fresh          16M          0        16        16           0    16777216     914.8us     954.2us
# fresh          64M          0        64        64           0    67108864      4.57ms     3.712ms
# fresh         256M          0       256       256           0   268435456     19.76ms     14.74ms
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
# prefetch at the driver's defaults). Result: 5.237us per batch, 13.5us per VA
# block, bytes / 12.6 GB/s moved, 34.99us per faulting kernel, bytes / 27.1
# GB/s zero-filled.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_batch_ns = 5.237us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_block_ns = 13.5us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:325.3ns 64K:5.204us 512K:41.63us 1M:83.27us 2M:166.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_wake_ns = 34.99us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:151.2ns 64K:2.42us 512K:19.36us 1M:38.71us 2M:77.43us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 42.8us + bytes / 45
# GB/s, misses by 17.6% RMS, so it is not used.
# Residual: 2.6% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:36.54us 256K:47.76us 1M:92.4us 2M:122.4us 4M:158.8us 16M:434us 64M:1.353ms 256M:5.359ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 18.39us + bytes / 14.2 GB/s, written at the
# measured sizes (the means would give 4.1%).
# Residual: 8.6% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:22.99us 256K:36.8us 1M:92.04us 2M:165.7us 4M:313us 16M:1.197ms 64M:4.732ms 256M:18.87ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 15.36us + bytes / 12.5 GB/s, written at the measured
# sizes (the means would give 7.1%).
# Residual: 7.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.62us 512K:57.44us 2M:183.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 20.32us + bytes / 3.44 GB/s, written at the
# measured sizes (the means would give 8.6%).
# Residual: 11.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.39us 512K:172.9us 2M:630.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 222.5us +
# bytes / 2.96 GB/s, misses by 19.5% RMS, so it is not used.
# Residual: 15.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:251.1us 256K:346.4us 2M:721us 16M:5.982ms 64M:27.12ms 256M:104.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.217us + bytes / 1.49e+03 GB/s, misses by 21.0% RMS,
# so it is not used.
# Residual: 14.2% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.78us 256K:2.707us 1M:2.716us 2M:2.729us 4M:6.216us 16M:14.71us 64M:48.26us 256M:182.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 10.23us + bytes / 94.6 GB/s, misses
# by 17.9% RMS, so it is not used.
# Residual: 9.5% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:15.32us 256K:12.35us 1M:19.18us 2M:27.22us 4M:47.92us 16M:252.9us 64M:914.6us 256M:2.851ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.3us

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
# sizes): 7.659us + bytes / 275 GB/s, written at the measured sizes (the
# medians would give 13.0%).
# Residual: 13.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.28us 16M:68.66us 64M:251.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 28.58us + bytes / 190 GB/s, written at the measured
# sizes (the medians would give 12.3%).
# Residual: 12.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:39.61us 16M:116.9us 64M:381.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 28.46ns +
# bytes / 193 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 22.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.94us 16M:86.8us 64M:344us 256M:1.413ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line, 8.43us
# + bytes / 14.1 GB/s, misses by 24.9% RMS, so it is not used.
# Residual: 11.7% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:8.538us 8K:8.726us 16K:10.1us 32K:15.55us 64K:21.85us 128K:14.81us 256K:20.79us 512K:37.17us 1M:67.64us 2M:143.1us 4M:333.2us 8M:643.4us 16M:1.385ms 32M:2.92ms 64M:6.253ms 256M:31.5ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.27us + bytes / 11.9 GB/s,
# misses by 29.0% RMS, so it is not used.
# Residual: 7.5% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:12.16us 8K:9.892us 16K:11.36us 32K:21.99us 64K:27.15us 128K:41.21us 256K:59.26us 512K:101.6us 1M:167.4us 2M:235.4us 4M:379.3us 8M:662.6us 16M:1.243ms 32M:2.356ms 64M:4.572ms 256M:20.21ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 287.4ns +
# bytes / 16.8 GB/s, misses by 33.0% RMS, so it is not used.
# Residual: 25.8% RMS relative over 35 repetitions.
host_read_ns = 64K:4.579us 256K:13.26us 1M:52.84us 2M:110.5us 4M:259us 16M:1.605ms 64M:7.858ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 30.6 GB/s, misses by
# 31.4% RMS, so it is not used.
# Residual: 12.4% RMS relative over 35 repetitions.
host_write_ns = 64K:1.024us 256K:7.09us 1M:26.79us 2M:53.3us 4M:183.4us 16M:814.7us 64M:4.691ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 735.5ns +
# bytes / 11.8 GB/s, written at the measured sizes (the medians would give
# 7.6%).
# Residual: 7.6% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.277us 256K:22.9us 1M:89.4us 2M:178.1us 4M:355.4us 16M:1.419ms 64M:5.675ms

