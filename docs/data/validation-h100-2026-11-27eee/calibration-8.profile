# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-8.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T04:20:59Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T04:20:59Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.0% RMS relative over 5 repetitions.
launch_ns = 4.393us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.983us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 4.725us + bytes / 3.44e+03 GB/s, misses by 58.3% RMS,
# so it is not used.
# Residual: 30.0% RMS relative over 45 repetitions.
malloc_ns = 4K:4.877us 64K:5.02us 1M:4.544us 1536K:4.64us 2M:82.8us 8M:68.51us 64M:104us 256M:85.48us 1G:271.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.87us + bytes / 1.08e+03 GB/s, misses by 48.8% RMS, so it is not
# used.
# Residual: 19.0% RMS relative over 45 repetitions.
free_ns = 4K:3.771us 64K:3.402us 1M:3.437us 1536K:3.244us 2M:53.11us 8M:62.97us 64M:105.4us 256M:253.8us 1G:861.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.662us + bytes / 3.56e+03 GB/s, misses by 65.0% RMS, so it is not used.
# Residual: 37.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.558us 64K:3.158us 2M:23.98us 16M:38.43us 64M:64.98us 256M:62.95us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 19.29us + bytes /
# 1.45e+05 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 15.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:19.59us 64K:19.36us 2M:18.92us 16M:19.69us 64M:19.46us 256M:21.21us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.6%, 512K 18.8%, 1M 17.0%, 2M 15.6%, 4M 16.3%, 8M 18.1%, 16M
# 19.4%, 32M 20.5%.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     69.15us      59.6us
# seq             2M          0         2         2     2097152           0     195.1us     223.4us
# seq            16M          0        16        16    16777216           0     1.469ms     1.516ms
# seq            64M          0        64        64    67108864           0     7.104ms     5.947ms
# seq           256M          0       256       256   268435456           0     29.34ms     23.67ms
# stride         64M        64K        32        32    67108864           0     4.876ms     5.434ms
# stride        256M         2M       128       128     8388608           0     2.299ms     2.702ms
# random         16M          0         9        35    16777216           0     1.662ms     1.821ms
# random         64M          0        34       306    67108864           0     10.45ms     9.828ms
# random        256M          0       139      1560   268435456           0     64.44ms     44.59ms
# fresh           2M          0         2         2           0     2097152     161.8us     189.7us
# fresh          16M          0        16        16           0    16777216     1.147ms     1.246ms
# fresh          64M          0        64        64           0    67108864      5.54ms     4.869ms
# fresh         256M          0       256       256           0   268435456     23.56ms     19.36ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 16.04us per VA
# block, bytes / 13.7 GB/s moved, 38.8us per faulting kernel, bytes / 17.6
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_block_ns = 16.04us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:298ns 64K:4.767us 512K:38.14us 1M:76.28us 2M:152.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_wake_ns = 38.8us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:232.2ns 64K:3.714us 512K:29.72us 1M:59.43us 2M:118.9us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 41.74us + bytes /
# 40.8 GB/s, misses by 18.4% RMS, so it is not used.
# Residual: 4.2% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:36.75us 256K:45.67us 1M:99.99us 2M:127us 4M:168.2us 16M:446.6us 64M:1.566ms 256M:5.774ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 16.48us + bytes / 8.98 GB/s, written at the
# measured sizes (the means would give 6.1%).
# Residual: 9.0% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:23.78us 256K:45.68us 1M:133.3us 2M:250.1us 4M:483.6us 16M:1.885ms 64M:7.491ms 256M:29.91ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (480 points at 3 sizes): the best line,
# 71.24us + bytes / 12.1 GB/s, misses by 59.0% RMS, so it is not used.
# Residual: 61.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:79.17us 512K:108.4us 2M:251.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (30 points at 3 sizes): the best
# line, 17.25us + bytes / 2.58 GB/s, misses by 23.3% RMS, so it is not used.
# Residual: 26.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.1us 512K:205.5us 2M:890.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 312.7us +
# bytes / 2.54 GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 9.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:350.9us 256K:443.3us 2M:926.5us 16M:7.139ms 64M:29.1ms 256M:117.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.727us + bytes / 1.05e+03 GB/s, misses by 18.9% RMS,
# so it is not used.
# Residual: 10.2% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:3.55us 256K:3.489us 1M:3.561us 2M:3.537us 4M:6.872us 16M:19.61us 64M:70.94us 256M:288.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 12.73us + bytes / 78.3 GB/s, misses
# by 19.1% RMS, so it is not used.
# Residual: 14.6% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:16.3us 256K:16us 1M:24.04us 2M:33.14us 4M:62.28us 16M:250.9us 64M:982us 256M:3.739ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 16.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.8us

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
# measured medians (15 points at 3 sizes): the best line, 7.472us + bytes /
# 186 GB/s, misses by 18.7% RMS, so it is not used.
# Residual: 18.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.64us 16M:103.4us 64M:354.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 65.66us + bytes / 206 GB/s, written at the measured
# sizes (the medians would give 8.7%).
# Residual: 9.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:75.82us 16M:147us 64M:390.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 8.109us +
# bytes / 139 GB/s, misses by 24.1% RMS, so it is not used.
# Residual: 23.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:23.03us 16M:130.3us 64M:507.3us 256M:1.878ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.667us + bytes / 13.5 GB/s, misses by 27.0% RMS, so it is not used.
# Residual: 12.4% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.445us 8K:7.633us 16K:9.894us 32K:14.86us 64K:22.16us 128K:15.26us 256K:22.15us 512K:36.37us 1M:65.55us 2M:146us 4M:345.9us 8M:643.7us 16M:1.47ms 32M:3.354ms 64M:7.675ms 256M:35.62ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.06us + bytes / 9.63 GB/s,
# misses by 24.5% RMS, so it is not used.
# Residual: 8.8% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.14us 8K:11.29us 16K:12.65us 32K:16.07us 64K:32.86us 128K:41.63us 256K:65.89us 512K:105.8us 1M:188.8us 2M:266us 4M:431.9us 8M:812.5us 16M:1.54ms 32M:3.04ms 64M:6.06ms 256M:24.18ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 35
# points at 7 sizes): 724.9ns + bytes / 7.14 GB/s, written at the measured
# sizes (the medians would give 11.6%).
# Residual: 12.8% RMS relative over 35 repetitions.
host_read_ns = 64K:9.899us 256K:37.42us 1M:147.5us 2M:294.3us 4M:587.9us 16M:2.349ms 64M:9.395ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 31.7 GB/s, misses by
# 34.8% RMS, so it is not used.
# Residual: 9.7% RMS relative over 35 repetitions.
host_write_ns = 64K:1.13us 256K:5.814us 1M:25.16us 2M:61.16us 4M:173.7us 16M:987.2us 64M:5.512ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 10.3 GB/s, written at the measured sizes (the medians would give
# 3.4%).
# Residual: 4.5% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.274us 256K:25.41us 1M:102us 2M:204us 4M:408.2us 16M:1.633ms 64M:6.532ms

