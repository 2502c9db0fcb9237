# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-9.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T19:43:48Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:43:48Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.6% RMS relative over 5 repetitions.
launch_ns = 3.997us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.174us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.59us + bytes / 9.93e+03 GB/s, misses by 58.7% RMS,
# so it is not used.
# Residual: 24.8% RMS relative over 45 repetitions.
malloc_ns = 4K:1.52us 64K:1.676us 1M:1.638us 1536K:1.604us 2M:37.96us 8M:32.3us 64M:37.93us 256M:56.44us 1G:84.02us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.079us + bytes / 2.69e+03 GB/s, misses by 51.1% RMS, so it is
# not used.
# Residual: 19.3% RMS relative over 45 repetitions.
free_ns = 4K:1.398us 64K:1.311us 1M:1.306us 1536K:1.259us 2M:30.65us 8M:31.39us 64M:50.81us 256M:114.6us 1G:328us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.928us + bytes / 3.27e+03 GB/s, misses by 67.7% RMS, so it is not used.
# Residual: 50.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.799us 64K:3.551us 2M:33.39us 16M:95.71us 64M:93.5us 256M:71.85us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 8.234us + bytes *
# -1.68e-06 ns/B, misses by 17.8% RMS, so it is not used.
# Residual: 11.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.69us 64K:10.12us 2M:7.404us 16M:7.477us 64M:7.233us 256M:8.125us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 22.6%, 512K 22.2%, 1M 22.5%, 2M 23.7%, 4M 23.5%, 8M 23.8%, 16M
# 23.7%, 32M 24.6%.
# Residual: 34.5% RMS relative over 70 repetitions.
fault_window = 512K

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     69.89us     50.26us
# seq             2M          0         3         3     2097152           0     200.7us     221.2us
# seq            16M          0        24        24    16777216           0     1.487ms     1.725ms
# seq            64M          0        96        96    67108864           0     6.966ms      6.88ms
# seq           256M          0       384       384   268435456           0     37.61ms      27.5ms
# stride         64M        64K        96        96    67108864           0     7.505ms      6.88ms
# stride        256M         2M       128       128     8388608           0      4.88ms     5.623ms
# random         16M          0        18        81    16777216           0     2.649ms     2.479ms
# random         64M          0        72       411    67108864           0      10.1ms     11.28ms
# random        256M          0       293      1701   268435456           0     50.45ms     46.12ms
# fresh           2M          0         3         3           0     2097152     108.6us     150.1us
# fresh          16M          0        24        24           0    16777216     1.236ms     1.156ms
# fresh          64M          0        96        96           0    67108864     6.277ms     4.604ms
# fresh         256M          0       384       384           0   268435456     35.23ms      18.4ms
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
# prefetch at the driver's defaults). Result: 25.14us per batch, 15.87us per
# VA block, bytes / 22.9 GB/s moved, 6.375us per faulting kernel, bytes / 102
# GB/s zero-filled.
# Residual: 34.5% RMS relative over 70 repetitions.
fault_batch_ns = 25.14us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 34.5% RMS relative over 70 repetitions.
fault_block_ns = 15.87us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 34.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:179.2ns 64K:2.868us 512K:22.94us 1M:45.88us 2M:91.77us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 34.5% RMS relative over 70 repetitions.
fault_wake_ns = 6.375us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 34.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:40.31ns 64K:644.9ns 512K:5.159us 1M:10.32us 2M:20.64us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.17us + bytes /
# 46.3 GB/s, misses by 17.1% RMS, so it is not used.
# Residual: 3.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.16us 2M:121.1us 16M:444.1us 64M:1.355ms 256M:5.375ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.01us + bytes / 15.8 GB/s, written at
# the measured sizes (the medians would give 4.3%).
# Residual: 10.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.16us 2M:148.1us 16M:1.08ms 64M:4.274ms 256M:17.05ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.12us + bytes / 11.6 GB/s, written at the
# measured sizes (the medians would give 7.7%).
# Residual: 8.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.79us 512K:58.43us 2M:194.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.11us + bytes / 4.24 GB/s, written at
# the measured sizes (the medians would give 12.2%).
# Residual: 14.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.57us 512K:144.7us 2M:515.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 353.6us + bytes / 2.07 GB/s, misses by 23.6% RMS, so
# it is not used.
# Residual: 21.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:402.2us 256K:508.2us 2M:1.094ms 16M:9.362ms 64M:35.16ms 256M:139.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.547us + bytes / 1.69e+03 GB/s, misses by 20.3% RMS,
# so it is not used.
# Residual: 14.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.091us 2M:3.197us 16M:13.23us 64M:43.05us 256M:163us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.04us + bytes / 91.5 GB/s, misses
# by 20.7% RMS, so it is not used.
# Residual: 7.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.75us 2M:25.07us 16M:194.3us 64M:936.1us 256M:3.38ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.1us

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
# sizes): 7.249us + bytes / 297 GB/s, written at the measured sizes (the
# medians would give 13.1%).
# Residual: 13.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.31us 16M:63.77us 64M:233.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.73us + bytes / 219 GB/s, written at the measured
# sizes (the medians would give 10.1%).
# Residual: 9.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.32us 16M:98.45us 64M:328.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.155us +
# bytes / 200 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.66us 16M:84.82us 64M:334.2us 256M:1.358ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.34us
# + bytes / 11.8 GB/s, misses by 31.3% RMS, so it is not used.
# Residual: 13.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.944us 64K:22.36us 2M:126.9us 16M:1.718ms 64M:7.875ms 256M:32.6ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.51us + bytes / 12.4 GB/s,
# misses by 26.3% RMS, so it is not used.
# Residual: 15.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.22us 64K:28.48us 2M:264.4us 16M:1.304ms 64M:4.938ms 256M:19.65ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 12.9 GB/s, misses by 49.7% RMS, so it is not used.
# Residual: 24.3% RMS relative over 20 repetitions.
host_read_ns = 64K:4.317us 2M:118.6us 16M:2.589ms 64M:13.65ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.4 GB/s, misses by
# 51.0% RMS, so it is not used.
# Residual: 20.2% RMS relative over 20 repetitions.
host_write_ns = 64K:928ns 2M:49.28us 16M:1.221ms 64M:8.289ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 9.01 GB/s, written at the measured sizes (the medians would give
# 5.9%).
# Residual: 6.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.073us 2M:232.5us 16M:1.861ms 64M:7.445ms

