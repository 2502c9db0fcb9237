# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T07:44:53Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T07:44:53Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.9% RMS relative over 5 repetitions.
launch_ns = 2.99us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.175us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.539us + bytes / 1.06e+04 GB/s, misses by 57.3% RMS,
# so it is not used.
# Residual: 25.0% RMS relative over 45 repetitions.
malloc_ns = 4K:1.537us 64K:1.72us 1M:1.487us 1536K:1.532us 2M:41.6us 8M:32.43us 64M:41.07us 256M:38.22us 1G:81.36us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.081us + bytes / 2.94e+03 GB/s, misses by 50.9% RMS, so it is
# not used.
# Residual: 18.8% RMS relative over 45 repetitions.
free_ns = 4K:1.356us 64K:1.265us 1M:1.219us 1536K:1.315us 2M:29.69us 8M:30.3us 64M:46.94us 256M:102us 1G:297.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 2.44us
# + bytes / 5.74e+03 GB/s, misses by 67.4% RMS, so it is not used.
# Residual: 38.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.179us 64K:2.353us 2M:24.86us 16M:31.57us 64M:34.75us 256M:39.56us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.706us + bytes / 3.33e+05 GB/s, written at the measured sizes (the
# medians would give 8.3%).
# Residual: 9.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.706us 64K:7.706us 2M:7.712us 16M:7.756us 64M:7.907us 256M:8.512us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 22.4%, 512K 22.2%, 1M 21.9%, 2M 20.9%, 4M 19.4%, 8M 16.3%, 16M
# 15.7%, 32M 15.6%.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_window = 32M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     64.26us     56.03us
# seq             2M          0         2         2     2097152           0       190us     226.9us
# seq            16M          0        16        16    16777216           0     1.745ms     1.815ms
# seq            64M          0        64        64    67108864           0     8.506ms      7.26ms
# seq           256M          0       256       256   268435456           0     35.02ms     29.04ms
# stride         64M        64K         4        32    67108864           0     4.681ms     4.376ms
# stride        256M         2M         8       128     8388608           0     1.857ms     1.971ms
# random         16M          0        16        16    16777216           0     1.428ms     1.815ms
# random         64M          0        43        73    67108864           0     6.853ms      6.43ms
# random        256M          0       134       611   268435456           0     35.75ms      26.9ms
# fresh           2M          0         2         2           0     2097152       101us       113us
# fresh          16M          0        16        16           0    16777216       813us     903.8us
# fresh          64M          0        64        64           0    67108864     3.947ms     3.615ms
# fresh         256M          0       256       256           0   268435456     18.93ms     14.46ms
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
# prefetch at the driver's defaults). Result: 43.34us per batch, 8.865us per
# VA block, bytes / 17.1 GB/s moved, 0ns per faulting kernel, bytes / 245 GB/s
# zero-filled.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_batch_ns = 43.34us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_block_ns = 8.865us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:239.2ns 64K:3.827us 512K:30.62us 1M:61.24us 2M:122.5us

# One of the five coefficients of the fault model: see fault_batch_ns. This
# coefficient came out negative and is held at 0.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_wake_ns = 0ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:16.72ns 64K:267.6ns 512K:2.141us 1M:4.281us 2M:8.563us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 38.36us + bytes /
# 44.6 GB/s, misses by 19.9% RMS, so it is not used.
# Residual: 3.0% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:32.79us 256K:43.5us 1M:89.4us 2M:125us 4M:159.4us 16M:414.6us 64M:1.352ms 256M:5.399ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 15.09us + bytes / 15.6 GB/s, written at the
# measured sizes (the means would give 6.5%).
# Residual: 11.7% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:19.28us 256K:31.85us 1M:82.13us 2M:149.2us 4M:283.2us 16M:1.088ms 64M:4.306ms 256M:17.18ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.71us + bytes / 13.7 GB/s, written at the measured
# sizes (the means would give 7.3%).
# Residual: 7.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.5us 512K:53.08us 2M:168.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 20.16us + bytes / 4 GB/s, written at the
# measured sizes (the means would give 6.6%).
# Residual: 9.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.56us 512K:151.3us 2M:544.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 228.7us +
# bytes / 3.68 GB/s, misses by 20.0% RMS, so it is not used.
# Residual: 14.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:267.1us 256K:314us 2M:622.7us 16M:5.088ms 64M:20.46ms 256M:82.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 1.828us + bytes / 1.84e+03 GB/s, misses by 17.8% RMS,
# so it is not used.
# Residual: 10.4% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.28us 256K:2.289us 1M:2.292us 2M:2.269us 4M:4.263us 16M:11.55us 64M:40.3us 256M:155.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 9.074us +
# bytes / 112 GB/s, written at the measured sizes (the medians would give
# 5.5%).
# Residual: 14.3% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:9.656us 256K:11.41us 1M:18.4us 2M:27.73us 4M:46.38us 16M:158.3us 64M:606us 256M:2.397ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.8us

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
# sizes): 5.659us + bytes / 303 GB/s, written at the measured sizes (the
# medians would give 13.0%).
# Residual: 13.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.58us 16M:61us 64M:227us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 48.55us + bytes / 234 GB/s, written at the measured
# sizes (the medians would give 9.5%).
# Residual: 9.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:57.53us 16M:120.4us 64M:335.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.844us +
# bytes / 200 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.34us 16M:85.58us 64M:336.7us 256M:1.348ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.235us + bytes / 14.8 GB/s, misses by 26.8% RMS, so it is not used.
# Residual: 11.3% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:6.619us 8K:7.508us 16K:9.643us 32K:13.92us 64K:21.36us 128K:14.51us 256K:20.38us 512K:32.97us 1M:58.13us 2M:137.4us 4M:307.3us 8M:631.2us 16M:1.356ms 32M:2.983ms 64M:6.791ms 256M:32.47ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.5us + bytes / 12.7 GB/s,
# misses by 29.9% RMS, so it is not used.
# Residual: 10.2% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:13.58us 8K:9.768us 16K:11.14us 32K:21.65us 64K:26.69us 128K:39.27us 256K:60.41us 512K:98.92us 1M:159.8us 2M:226.9us 4M:350.9us 8M:630.1us 16M:1.177ms 32M:2.249ms 64M:4.427ms 256M:17.67ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 18.2 GB/s, misses by 35.7% RMS, so it is not used.
# Residual: 25.7% RMS relative over 35 repetitions.
host_read_ns = 64K:2.916us 256K:11.47us 1M:45.65us 2M:100.7us 4M:266.9us 16M:1.689ms 64M:8.328ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 38.1 GB/s, misses by
# 36.6% RMS, so it is not used.
# Residual: 12.4% RMS relative over 35 repetitions.
host_write_ns = 64K:869ns 256K:5.077us 1M:21.88us 2M:45.11us 4M:158.9us 16M:724.9us 64M:4.882ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 11.6 GB/s, written at the measured sizes (the medians would give
# 7.7%).
# Residual: 8.4% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:4.789us 256K:21.79us 1M:89.79us 2M:180.5us 4M:361.8us 16M:1.45ms 64M:5.802ms

