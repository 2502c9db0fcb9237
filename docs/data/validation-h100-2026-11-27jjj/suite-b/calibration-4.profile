# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valB/gpu/calibration-4.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:26:34Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:26:34Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.3% RMS relative over 5 repetitions.
launch_ns = 4.479us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.997us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.905us + bytes / 4.29e+03 GB/s, misses by 59.3% RMS,
# so it is not used.
# Residual: 26.3% RMS relative over 45 repetitions.
malloc_ns = 4K:3.364us 64K:2.799us 1M:3.174us 1536K:2.734us 2M:58.75us 8M:51.16us 64M:82.06us 256M:88.11us 1G:198.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.288us + bytes / 1.42e+03 GB/s, misses by 47.8% RMS, so it is
# not used.
# Residual: 20.6% RMS relative over 45 repetitions.
free_ns = 4K:3.742us 64K:3.562us 1M:3.691us 1536K:3.554us 2M:44.39us 8M:46.89us 64M:80.38us 256M:197.1us 1G:620.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.216us + bytes / 3.75e+03 GB/s, misses by 65.7% RMS, so it is not used.
# Residual: 40.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.869us 64K:3.062us 2M:24.27us 16M:44.03us 64M:51.96us 256M:59.51us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 11.44us + bytes *
# -1.09e-05 ns/B, misses by 20.7% RMS, so it is not used.
# Residual: 10.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.43us 64K:13.88us 2M:13.83us 16M:9.533us 64M:8.57us 256M:9.236us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.0%, 512K 15.7%, 1M 15.3%, 2M 14.6%, 4M 14.7%, 8M 14.8%, 16M
# 14.8%, 32M 15.5%.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     89.86us      74.2us
# seq             2M          0         2         2     2097152           0     254.8us     300.3us
# seq            16M          0        16        16    16777216           0     1.932ms     2.044ms
# seq            64M          0        64        64    67108864           0     10.18ms     8.024ms
# seq           256M          0       256       256   268435456           0     41.72ms     31.94ms
# stride         64M        64K        32        32    67108864           0     6.825ms     7.504ms
# stride        256M         2M       128       128     8388608           0     2.844ms     2.997ms
# random         16M          0         9        35    16777216           0     2.439ms     2.349ms
# random         64M          0        34       306    67108864           0      11.1ms     11.91ms
# random        256M          0       139      1560   268435456           0     55.91ms     52.88ms
# fresh           2M          0         2         2           0     2097152     178.3us     215.8us
# fresh          16M          0        16        16           0    16777216      1.26ms     1.368ms
# fresh          64M          0        64        64           0    67108864     6.423ms     5.318ms
# fresh         256M          0       256       256           0   268435456      25.5ms     21.12ms
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
# prefetch at the driver's defaults). Result: 170.3ns per batch, 16.07us per
# VA block, bytes / 9.68 GB/s moved, 51.18us per faulting kernel, bytes / 15.9
# GB/s zero-filled.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_batch_ns = 170.3ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_block_ns = 16.07us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:423.2ns 64K:6.771us 512K:54.17us 1M:108.3us 2M:216.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_wake_ns = 51.18us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:258ns 64K:4.128us 512K:33.02us 1M:66.05us 2M:132.1us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 41.82us + bytes /
# 44.7 GB/s, misses by 19.8% RMS, so it is not used.
# Residual: 5.1% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:35.91us 256K:46us 1M:95.4us 2M:120.8us 4M:161.6us 16M:449.9us 64M:1.353ms 256M:5.292ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 15.79us + bytes / 14.7 GB/s, written at the
# measured sizes (the means would give 1.0%).
# Residual: 8.5% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:20.25us 256K:33.63us 1M:87.17us 2M:158.5us 4M:301.3us 16M:1.158ms 64M:4.584ms 256M:18.29ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 18.77us + bytes / 8.59 GB/s, written at the measured
# sizes (the means would give 11.4%).
# Residual: 11.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.4us 512K:79.81us 2M:263us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 21.38us + bytes / 3.77 GB/s, written at the
# measured sizes (the means would give 6.7%).
# Residual: 8.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.77us 512K:160.5us 2M:577.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 301.2us +
# bytes / 2.41 GB/s, misses by 19.6% RMS, so it is not used.
# Residual: 15.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:352us 256K:416us 2M:955.7us 16M:7.664ms 64M:30.73ms 256M:121ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.114us + bytes / 1.56e+03 GB/s, misses by 20.3% RMS,
# so it is not used.
# Residual: 13.1% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.625us 256K:2.587us 1M:2.616us 2M:2.6us 4M:5.971us 16M:14.16us 64M:46.48us 256M:174.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 10.36us + bytes / 102 GB/s, misses by
# 15.6% RMS, so it is not used.
# Residual: 7.9% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:14.85us 256K:11.97us 1M:19.1us 2M:26.54us 4M:49.73us 16M:190.5us 64M:719.5us 256M:2.876ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.34us

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
# measured medians (15 points at 3 sizes): the best line, 7.224us + bytes /
# 292 GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 15.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.45us 16M:63.6us 64M:240.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 63.82us + bytes / 188 GB/s, written at the measured
# sizes (the medians would give 4.5%).
# Residual: 4.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:74.99us 16M:153.2us 64M:421.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.077us +
# bytes / 165 GB/s, misses by 24.7% RMS, so it is not used.
# Residual: 24.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:17.66us 16M:108.5us 64M:415.2us 256M:1.603ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 8.275us + bytes / 12.3 GB/s, misses by 25.5% RMS, so it is not used.
# Residual: 12.1% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:8.366us 8K:8.809us 16K:10.14us 32K:14.81us 64K:23.92us 128K:16.28us 256K:22.17us 512K:38.72us 1M:78.32us 2M:174.8us 4M:366.6us 8M:735.3us 16M:1.714ms 32M:3.555ms 64M:7.721ms 256M:34.85ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.43us + bytes / 8.63 GB/s,
# misses by 23.6% RMS, so it is not used.
# Residual: 8.1% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.62us 8K:11.82us 16K:13.19us 32K:16.89us 64K:31.48us 128K:43.83us 256K:72.89us 512K:118us 1M:203.6us 2M:283.8us 4M:457.2us 8M:879.4us 16M:1.734ms 32M:3.576ms 64M:6.804ms 256M:27.44ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 10.2 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 14.3% RMS relative over 35 repetitions.
host_read_ns = 64K:5.58us 256K:23.73us 1M:91.12us 2M:197.5us 4M:387.4us 16M:1.801ms 64M:8.886ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 29.7 GB/s, misses by
# 32.9% RMS, so it is not used.
# Residual: 10.3% RMS relative over 35 repetitions.
host_write_ns = 64K:1.104us 256K:6.533us 1M:24.86us 2M:68.61us 4M:197.4us 16M:900.3us 64M:5ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 144.9ns +
# bytes / 11.8 GB/s, written at the measured sizes (the medians would give
# 3.6%).
# Residual: 6.1% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.694us 256K:22.34us 1M:88.94us 2M:177.7us 4M:355.3us 16M:1.421ms 64M:5.683ms

