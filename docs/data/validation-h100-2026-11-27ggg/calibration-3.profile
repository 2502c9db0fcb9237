# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-3.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T05:57:25Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T05:57:25Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.1% RMS relative over 5 repetitions.
launch_ns = 3.71us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.015us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.016us + bytes / 6.83e+03 GB/s, misses by 58.0% RMS,
# so it is not used.
# Residual: 25.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.929us 64K:2.173us 1M:1.874us 1536K:1.863us 2M:57.69us 8M:39.63us 64M:57.47us 256M:59.21us 1G:125.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.304us + bytes / 1.72e+03 GB/s, misses by 51.4% RMS, so it is
# not used.
# Residual: 20.3% RMS relative over 45 repetitions.
free_ns = 4K:1.971us 64K:1.651us 1M:1.607us 1536K:1.629us 2M:34.32us 8M:37.34us 64M:76.23us 256M:157.8us 1G:563.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.404us + bytes / 5.23e+03 GB/s, misses by 63.6% RMS, so it is not used.
# Residual: 35.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.643us 64K:2.748us 2M:24.28us 16M:28.68us 64M:42.15us 256M:43.94us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.17us + bytes / 3.47e+05 GB/s, written at the measured sizes (the
# medians would give 13.2%).
# Residual: 13.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.17us 64K:11.17us 2M:11.18us 16M:11.22us 64M:11.37us 256M:11.95us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.8%, 512K 18.4%, 1M 17.8%, 2M 17.3%, 4M 16.4%, 8M 15.9%, 16M
# 16.3%, 32M 17.2%.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     63.58us     49.87us
# seq             2M          0         2         2     2097152           0     178.3us     203.8us
# seq            16M          0        16        16    16777216           0     1.239ms     1.512ms
# seq            64M          0        64        64    67108864           0     6.365ms     5.997ms
# seq           256M          0       256       256   268435456           0     28.15ms     23.94ms
# stride         64M        64K         8        32    67108864           0     5.158ms     4.637ms
# stride        256M         2M        32       128     8388608           0     2.211ms     2.486ms
# random         16M          0        12        16    16777216           0     1.432ms     1.439ms
# random         64M          0        36       161    67108864           0     7.091ms     6.527ms
# random        256M          0       125      1211   268435456           0     36.03ms     31.79ms
# fresh           2M          0         2         2           0     2097152     95.97us     117.3us
# fresh          16M          0        16        16           0    16777216     740.3us     819.9us
# fresh          64M          0        64        64           0    67108864     4.065ms     3.229ms
# fresh         256M          0       256       256           0   268435456     17.14ms     12.86ms
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
# prefetch at the driver's defaults). Result: 18.18us per batch, 10.71us per
# VA block, bytes / 16.2 GB/s moved, 16.95us per faulting kernel, bytes / 49.2
# GB/s zero-filled.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_batch_ns = 18.18us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_block_ns = 10.71us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:252.2ns 64K:4.034us 512K:32.28us 1M:64.55us 2M:129.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_wake_ns = 16.95us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:83.19ns 64K:1.331us 512K:10.65us 1M:21.3us 2M:42.59us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 39.44us + bytes / 45
# GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 2.8% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:33.41us 256K:45.24us 1M:91.11us 2M:120.1us 4M:156.8us 16M:428.6us 64M:1.345ms 256M:5.292ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 16.25us + bytes / 15.5 GB/s, written at the
# measured sizes (the means would give 7.2%).
# Residual: 10.6% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:20.48us 256K:33.17us 1M:83.94us 2M:151.6us 4M:287us 16M:1.099ms 64M:4.348ms 256M:17.34ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.78us + bytes / 14 GB/s, written at the measured
# sizes (the means would give 7.3%).
# Residual: 7.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.46us 512K:52.26us 2M:164.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 21.1us + bytes / 4.44 GB/s, written at the
# measured sizes (the means would give 12.2%).
# Residual: 14.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.86us 512K:139.2us 2M:493.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 297.7us + bytes / 2.55 GB/s, written at the measured
# sizes (the medians would give 5.1%).
# Residual: 13.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:323.3us 256K:400.4us 2M:1.119ms 16M:6.872ms 64M:26.6ms 256M:105.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 1.84us + bytes / 1.84e+03 GB/s, misses by 17.6% RMS,
# so it is not used.
# Residual: 10.0% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.329us 256K:2.295us 1M:2.284us 2M:2.287us 4M:4.27us 16M:11.66us 64M:40.4us 256M:155.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 11.11us +
# bytes / 89.6 GB/s, written at the measured sizes (the medians would give
# 5.7%).
# Residual: 14.1% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:11.84us 256K:14.04us 1M:22.81us 2M:34.51us 4M:57.91us 16M:198.3us 64M:759.9us 256M:3.006ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 16.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.65us

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
# measured medians (15 points at 3 sizes): the best line, 6.897us + bytes /
# 296 GB/s, misses by 17.1% RMS, so it is not used.
# Residual: 17.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.03us 16M:62.67us 64M:237.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 20.99us + bytes / 255 GB/s, written at the measured
# sizes (the medians would give 10.1%).
# Residual: 11.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:29.22us 16M:86.81us 64M:284.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.566us +
# bytes / 168 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.17us 16M:98.86us 64M:410.5us 256M:1.602ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.141us + bytes / 15.1 GB/s, misses by 24.9% RMS, so it is not used.
# Residual: 10.7% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:6.571us 8K:7.328us 16K:9.149us 32K:13.69us 64K:20.86us 128K:14.33us 256K:20.42us 512K:33.23us 1M:58.75us 2M:135.8us 4M:279.7us 8M:624.5us 16M:1.278ms 32M:2.871ms 64M:6.151ms 256M:27.05ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.88us + bytes / 12.9 GB/s,
# misses by 29.4% RMS, so it is not used.
# Residual: 9.7% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:11.63us 8K:9.765us 16K:14.21us 32K:21.54us 64K:26.25us 128K:39.91us 256K:57.24us 512K:94.64us 1M:154.4us 2M:224.4us 4M:347.1us 8M:633.6us 16M:1.168ms 32M:2.24ms 64M:4.287ms 256M:17.53ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 10.7 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 14.6% RMS relative over 35 repetitions.
host_read_ns = 64K:5.747us 256K:22.36us 1M:90.66us 2M:195.8us 4M:381.1us 16M:1.523ms 64M:8.493ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 37.5 GB/s, misses by
# 33.5% RMS, so it is not used.
# Residual: 9.4% RMS relative over 35 repetitions.
host_write_ns = 64K:940ns 256K:5.032us 1M:21.22us 2M:49.76us 4M:169.9us 16M:661.6us 64M:4.359ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 10.26ns +
# bytes / 12.1 GB/s, written at the measured sizes (the medians would give
# 7.2%).
# Residual: 7.2% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.441us 256K:21.73us 1M:86.9us 2M:173.8us 4M:347.6us 16M:1.39ms 64M:5.561ms

