# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valA/gpu/calibration-5.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:19:23Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:19:23Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.9% RMS relative over 5 repetitions.
launch_ns = 4.876us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.979us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.284us + bytes / 7.3e+03 GB/s, misses by 57.7% RMS,
# so it is not used.
# Residual: 23.4% RMS relative over 45 repetitions.
malloc_ns = 4K:3.208us 64K:3.469us 1M:3.201us 1536K:3.168us 2M:56.64us 8M:52.49us 64M:83.02us 256M:71.37us 1G:118.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.334us + bytes / 1.3e+03 GB/s, misses by 47.5% RMS, so it is not
# used.
# Residual: 16.9% RMS relative over 45 repetitions.
free_ns = 4K:2.796us 64K:2.865us 1M:2.764us 1536K:2.738us 2M:48.04us 8M:49.98us 64M:84.67us 256M:200.3us 1G:730.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.309us + bytes / 5.67e+03 GB/s, misses by 63.2% RMS, so it is not used.
# Residual: 33.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.012us 64K:3.698us 2M:27.25us 16M:31.32us 64M:43.53us 256M:42.14us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.7us + bytes / 2.1e+05 GB/s, written at the measured sizes (the
# medians would give 6.6%).
# Residual: 6.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.7us 64K:13.7us 2M:13.71us 16M:13.78us 64M:14.02us 256M:14.98us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.8%, 512K 16.5%, 1M 16.0%, 2M 15.7%, 4M 16.0%, 8M 16.3%, 16M
# 16.1%, 32M 16.4%.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      76.7us     61.55us
# seq             2M          0         2         2     2097152           0     225.9us     285.3us
# seq            16M          0        16        16    16777216           0     1.908ms     1.983ms
# seq            64M          0        64        64    67108864           0     9.405ms     7.802ms
# seq           256M          0       256       256   268435456           0     43.16ms     31.08ms
# stride         64M        64K        32        32    67108864           0     7.138ms      7.42ms
# stride        256M         2M       128       128     8388608           0     2.259ms     2.445ms
# random         16M          0         9        35    16777216           0     2.196ms     2.209ms
# random         64M          0        34       306    67108864           0     10.71ms     10.69ms
# random        256M          0       139      1560   268435456           0      50.1ms     46.65ms
# fresh           2M          0         2         2           0     2097152     167.6us     205.8us
# fresh          16M          0        16        16           0    16777216      1.27ms     1.347ms
# fresh          64M          0        64        64           0    67108864     6.295ms     5.259ms
# fresh         256M          0       256       256           0   268435456     25.48ms     20.91ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 11.94us per VA
# block, bytes / 9.59 GB/s moved, 42.78us per faulting kernel, bytes / 15.1
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_block_ns = 11.94us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:427ns 64K:6.831us 512K:54.65us 1M:109.3us 2M:218.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_wake_ns = 42.78us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:271.7ns 64K:4.348us 512K:34.78us 1M:69.56us 2M:139.1us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 48.62us + bytes /
# 44.9 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 2.0% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:44.52us 256K:48.36us 1M:98.43us 2M:123.6us 4M:164.7us 16M:438.8us 64M:1.385ms 256M:5.437ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 19.64us + bytes / 8.58 GB/s, written at the
# measured sizes (the means would give 0.7%).
# Residual: 5.0% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:27.28us 256K:50.19us 1M:141.8us 2M:264.1us 4M:508.5us 16M:1.975ms 64M:7.841ms 256M:31.31ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 19.21us + bytes / 7.8 GB/s, written at the measured
# sizes (the means would give 6.4%).
# Residual: 6.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.61us 512K:86.4us 2M:288us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 19.55us + bytes / 2.58 GB/s, written at the
# measured sizes (the means would give 2.8%).
# Residual: 7.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.99us 512K:223us 2M:833.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 285us + bytes / 2.49 GB/s, written at the measured sizes
# (the medians would give 2.4%).
# Residual: 9.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:311.3us 256K:390.2us 2M:1.127ms 16M:7.018ms 64M:27.22ms 256M:108ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.829us + bytes / 768 GB/s, misses by 18.4% RMS, so
# it is not used.
# Residual: 9.2% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.936us 256K:4.885us 1M:4.946us 2M:4.941us 4M:9.453us 16M:27.23us 64M:97.28us 256M:382.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 16.53us +
# bytes / 72 GB/s, written at the measured sizes (the medians would give
# 3.3%).
# Residual: 13.2% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:17.44us 256K:20.17us 1M:31.09us 2M:45.64us 4M:74.76us 16M:249.5us 64M:948.3us 256M:3.743ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.41us

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
# measured medians (15 points at 3 sizes): the best line, 6.532us + bytes /
# 190 GB/s, misses by 18.9% RMS, so it is not used.
# Residual: 18.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.54us 16M:96.5us 64M:355us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 24.87us + bytes / 190 GB/s, written at the measured
# sizes (the medians would give 6.3%).
# Residual: 6.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.93us 16M:113.4us 64M:378.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 422.4ns +
# bytes / 152 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.36us 16M:108.1us 64M:444.5us 256M:1.792ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.973us + bytes / 12.2 GB/s, misses by 25.5% RMS, so it is not used.
# Residual: 11.0% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.772us 8K:8.224us 16K:10.18us 32K:15.05us 64K:25.38us 128K:16.28us 256K:23.04us 512K:39.71us 1M:73.98us 2M:178.3us 4M:377.6us 8M:707.3us 16M:1.651ms 32M:3.45ms 64M:7.766ms 256M:34.71ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 14.36us + bytes / 9.57 GB/s,
# misses by 26.6% RMS, so it is not used.
# Residual: 7.2% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:15.04us 8K:12.39us 16K:13.73us 32K:17.41us 64K:32.65us 128K:44.2us 256K:74.47us 512K:125.7us 1M:206.9us 2M:297.4us 4M:456us 8M:833.1us 16M:1.55ms 32M:3.011ms 64M:6.005ms 256M:23.2ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 35
# points at 7 sizes): 0ns + bytes / 8.48 GB/s, written at the measured sizes
# (the medians would give 10.9%).
# Residual: 14.1% RMS relative over 35 repetitions.
host_read_ns = 64K:6.837us 256K:30.02us 1M:122.8us 2M:246.4us 4M:493.8us 16M:1.978ms 64M:7.914ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 28.4 GB/s, misses by
# 32.8% RMS, so it is not used.
# Residual: 9.0% RMS relative over 35 repetitions.
host_write_ns = 64K:1.472us 256K:7.104us 1M:28.46us 2M:61.87us 4M:209.8us 16M:1.04ms 64M:5.213ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 9.9 GB/s, written at the measured sizes (the medians would give
# 6.8%).
# Residual: 6.8% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.286us 256K:26.15us 1M:105.6us 2M:211.6us 4M:423.4us 16M:1.695ms 64M:6.78ms

