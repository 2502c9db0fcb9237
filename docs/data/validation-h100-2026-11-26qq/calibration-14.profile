# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-14.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T19:22:32Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:22:32Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.9% RMS relative over 5 repetitions.
launch_ns = 3.922us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.981us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.652us + bytes / 5.49e+03 GB/s, misses by 56.1% RMS,
# so it is not used.
# Residual: 25.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.717us 64K:2.715us 1M:2.552us 1536K:2.772us 2M:53.98us 8M:44.76us 64M:52.99us 256M:53.38us 1G:167us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.709us + bytes / 1.69e+03 GB/s, misses by 49.1% RMS, so it is
# not used.
# Residual: 15.6% RMS relative over 45 repetitions.
free_ns = 4K:3.579us 64K:3.354us 1M:3.544us 1536K:2.487us 2M:38.98us 8M:42.12us 64M:85.74us 256M:162.4us 1G:545.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.515us + bytes / 6.5e+03 GB/s, misses by 65.1% RMS, so it is not used.
# Residual: 37.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.463us 64K:2.162us 2M:18.6us 16M:25.37us 64M:46.45us 256M:35.85us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.358us + bytes / 2.37e+05 GB/s, written at the measured sizes (the
# medians would give 6.8%).
# Residual: 7.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.358us 64K:9.358us 2M:9.367us 16M:9.429us 64M:9.641us 256M:10.49us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 23.7%, 512K 23.8%, 1M 24.0%, 2M 23.9%, 4M 23.3%, 8M 22.0%, 16M
# 21.1%, 32M 21.4%.
# Residual: 28.7% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     138.7us     86.67us
# seq             2M          0         2         2     2097152           0     319.3us     316.5us
# seq            16M          0        16        16    16777216           0      1.82ms     2.366ms
# seq            64M          0        64        64    67108864           0     7.951ms     9.392ms
# seq           256M          0       256       256   268435456           0     41.95ms      37.5ms
# stride         64M        64K         4        32    67108864           0     7.239ms      6.32ms
# stride        256M         2M        16       128     8388608           0     2.875ms     3.144ms
# random         16M          0        16        16    16777216           0     3.016ms     2.366ms
# random         64M          0        39       104    67108864           0     9.177ms     8.822ms
# random        256M          0       127       907   268435456           0     49.54ms     40.47ms
# fresh           2M          0         2         2           0     2097152     108.6us     138.5us
# fresh          16M          0        16        16           0    16777216     846.8us     942.1us
# fresh          64M          0        64        64           0    67108864     4.544ms     3.697ms
# fresh         256M          0       256       256           0   268435456     22.49ms     14.72ms
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
# prefetch at the driver's defaults). Result: 44.1us per batch, 13.31us per VA
# block, bytes / 11.8 GB/s moved, 23.71us per faulting kernel, bytes * 0 ns/B
# zero-filled.
# Residual: 28.7% RMS relative over 70 repetitions.
fault_batch_ns = 44.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.7% RMS relative over 70 repetitions.
fault_block_ns = 13.31us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 28.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:347.6ns 64K:5.561us 512K:44.49us 1M:88.98us 2M:178us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.7% RMS relative over 70 repetitions.
fault_wake_ns = 23.71us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 28.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.52us + bytes /
# 45.6 GB/s, misses by 20.7% RMS, so it is not used.
# Residual: 15.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.22us 2M:121.3us 16M:446.4us 64M:1.442ms 256M:5.352ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 16.31us + bytes / 12.5 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 16.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.33us 2M:202.6us 16M:1.449ms 64M:5.315ms 256M:19.46ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 18.51us + bytes / 12 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 15.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.05us 512K:74.39us 2M:177.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.01us + bytes / 3.69 GB/s, written at
# the measured sizes (the medians would give 12.7%).
# Residual: 14.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:40.76us 512K:165us 2M:590.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 258.2us + bytes / 2.94
# GB/s, written at the measured sizes (the medians would give 9.7%).
# Residual: 14.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:280.5us 256K:347.4us 2M:971.2us 16M:5.962ms 64M:23.07ms 256M:91.52ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.588us + bytes / 676 GB/s, misses by 24.3% RMS, so
# it is not used.
# Residual: 21.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:6.184us 2M:6.181us 16M:29.11us 64M:108.2us 256M:446.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 18.94us +
# bytes / 86.9 GB/s, written at the measured sizes (the medians would give
# 7.3%).
# Residual: 12.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.7us 2M:43.08us 16M:212us 64M:791.4us 256M:3.109ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.79us

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
# sizes): 6.854us + bytes / 288 GB/s, written at the measured sizes (the
# medians would give 12.4%).
# Residual: 12.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.13us 16M:65.04us 64M:239.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.78us + bytes / 202 GB/s, written at the measured
# sizes (the medians would give 11.6%).
# Residual: 13.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.17us 16M:104.9us 64M:354.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 615.4ns +
# bytes / 195 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.4us 16M:85.04us 64M:346.6us 256M:1.382ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.66us
# + bytes / 9.63 GB/s, misses by 26.4% RMS, so it is not used.
# Residual: 16.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.186us 64K:24.18us 2M:178.7us 16M:1.727ms 64M:7.605ms 256M:35.48ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.98us + bytes / 11 GB/s,
# misses by 22.4% RMS, so it is not used.
# Residual: 12.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.919us 64K:27.79us 2M:239.5us 16M:1.335ms 64M:5.452ms 256M:27.62ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 20
# points at 4 sizes): 242.8ns + bytes / 5.42 GB/s, written at the measured
# sizes (the medians would give 5.5%).
# Residual: 5.1% RMS relative over 20 repetitions.
host_read_ns = 64K:12.34us 2M:387.4us 16M:3.097ms 64M:12.39ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 21.3 GB/s, misses by
# 30.8% RMS, so it is not used.
# Residual: 10.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.485us 2M:73.05us 16M:1.038ms 64M:5.19ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.342us +
# bytes / 11.4 GB/s, written at the measured sizes (the medians would give
# 6.5%).
# Residual: 7.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.074us 2M:184.8us 16M:1.469ms 64M:5.871ms

