# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-4.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T08:47:50Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T08:47:50Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.4% RMS relative over 5 repetitions.
launch_ns = 4.273us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.998us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.554us + bytes / 4.61e+03 GB/s, misses by 54.1% RMS,
# so it is not used.
# Residual: 25.4% RMS relative over 45 repetitions.
malloc_ns = 4K:3.046us 64K:2.582us 1M:2.523us 1536K:2.474us 2M:47.84us 8M:41.33us 64M:48.64us 256M:66.41us 1G:191.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.111us + bytes / 1.91e+03 GB/s, misses by 49.1% RMS, so it is
# not used.
# Residual: 22.0% RMS relative over 45 repetitions.
free_ns = 4K:3.399us 64K:3.367us 1M:3.307us 1536K:3.268us 2M:36.44us 8M:39.69us 64M:72.43us 256M:135.6us 1G:477.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.981us + bytes / 3.77e+03 GB/s, misses by 66.1% RMS, so it is not used.
# Residual: 49.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.14us 64K:3.233us 2M:23.27us 16M:29.09us 64M:80.95us 256M:60.49us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.77us + bytes * -2.27e-06 ns/B, written at the measured sizes (the
# medians would give 7.4%).
# Residual: 7.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.77us 64K:12.77us 2M:12.77us 16M:12.74us 64M:12.62us 256M:12.17us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 30.8%, 512K 30.5%, 1M 30.1%, 2M 29.7%, 4M 29.6%, 8M 30.0%, 16M
# 30.7%, 32M 31.5%.
# Residual: 32.8% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     89.82us     88.99us
# seq             2M          0         2         2     2097152           0     247.8us     285.6us
# seq            16M          0        16        16    16777216           0     1.498ms     1.812ms
# seq            64M          0        64        64    67108864           0     9.126ms     7.046ms
# seq           256M          0       256       256   268435456           0     39.86ms     27.98ms
# stride         64M        64K        16        32    67108864           0     6.194ms     6.545ms
# stride        256M         2M        64       128     8388608           0     2.646ms     2.821ms
# random         16M          0         9        23    16777216           0     1.987ms     1.922ms
# random         64M          0        35       230    67108864           0      9.42ms     9.649ms
# random        256M          0       128      1431   268435456           0     53.55ms      46.4ms
# fresh           2M          0         2         2           0     2097152     1.506ms     328.6us
# fresh          16M          0        16        16           0    16777216     3.822ms     2.156ms
# fresh          64M          0        64        64           0    67108864     10.58ms     8.424ms
# fresh         256M          0       256       256           0   268435456     24.16ms     33.49ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 15.68us per VA
# block, bytes / 11.2 GB/s moved, 67.48us per faulting kernel, bytes / 9.13
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 32.8% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 32.8% RMS relative over 70 repetitions.
fault_block_ns = 15.68us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 32.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:364.7ns 64K:5.835us 512K:46.68us 1M:93.36us 2M:186.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 32.8% RMS relative over 70 repetitions.
fault_wake_ns = 67.48us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 32.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:448.8ns 64K:7.18us 512K:57.44us 1M:114.9us 2M:229.8us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 41.89us + bytes /
# 43.3 GB/s, misses by 18.4% RMS, so it is not used.
# Residual: 3.6% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:35.57us 256K:48.27us 1M:96.63us 2M:124.7us 4M:154.8us 16M:433.1us 64M:1.388ms 256M:5.773ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 17.83us + bytes / 10.5 GB/s, written at the
# measured sizes (the means would give 4.0%).
# Residual: 9.5% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:24.07us 256K:42.8us 1M:117.7us 2M:217.6us 4M:417.4us 16M:1.616ms 64M:6.41ms 256M:25.59ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 21.05us + bytes / 8.35 GB/s, written at the measured
# sizes (the means would give 10.6%).
# Residual: 10.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:28.9us 512K:83.84us 2M:272.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 23.35us + bytes / 3.1 GB/s, written at the
# measured sizes (the means would give 5.2%).
# Residual: 8.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.49us 512K:192.5us 2M:699.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 318.8us + bytes / 2.55 GB/s, written at the measured
# sizes (the medians would give 6.2%).
# Residual: 13.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:344.5us 256K:421.5us 2M:1.14ms 16M:6.892ms 64M:26.61ms 256M:105.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 4.636us + bytes / 1.04e+03 GB/s, misses by 15.9% RMS,
# so it is not used.
# Residual: 11.3% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:5.394us 256K:5.338us 1M:5.453us 2M:5.407us 4M:9.088us 16M:22.87us 64M:69.73us 256M:260.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 8.92us +
# bytes / 111 GB/s, written at the measured sizes (the medians would give
# 5.5%).
# Residual: 12.7% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:9.509us 256K:11.28us 1M:18.34us 2M:27.76us 4M:46.6us 16M:159.6us 64M:611.8us 256M:2.421ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 104us

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
# sizes): 6.63us + bytes / 294 GB/s, written at the measured sizes (the
# medians would give 13.5%).
# Residual: 13.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.77us 16M:63.72us 64M:235us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 26.77us + bytes / 248 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 14.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:36.39us 16M:85.94us 64M:324.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 102ns +
# bytes / 176 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.92us 16M:97.95us 64M:387.7us 256M:1.487ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.394us + bytes / 11.8 GB/s, misses by 28.5% RMS, so it is not used.
# Residual: 14.6% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.401us 8K:7.688us 16K:9.802us 32K:14.95us 64K:22.69us 128K:16.09us 256K:22.01us 512K:37.39us 1M:75.6us 2M:202.8us 4M:387.1us 8M:803.2us 16M:1.803ms 32M:3.917ms 64M:8.91ms 256M:37.22ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.18us + bytes / 8.81 GB/s,
# misses by 24.5% RMS, so it is not used.
# Residual: 11.7% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.01us 8K:11.21us 16K:12.42us 32K:21.64us 64K:30.27us 128K:41.94us 256K:68.67us 512K:110.4us 1M:206us 2M:248.7us 4M:435.2us 8M:893.5us 16M:1.697ms 32M:3.436ms 64M:7.256ms 256M:26.45ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 12.2 GB/s, misses by 32.8% RMS, so it is not used.
# Residual: 23.3% RMS relative over 35 repetitions.
host_read_ns = 64K:4.59us 256K:16.02us 1M:90.75us 2M:159.4us 4M:295.1us 16M:2.036ms 64M:10.43ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 30.3 GB/s, misses by
# 39.0% RMS, so it is not used.
# Residual: 14.9% RMS relative over 35 repetitions.
host_write_ns = 64K:1.065us 256K:5.776us 1M:25.3us 2M:74.65us 4M:191.5us 16M:1.044ms 64M:6.833ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 11.3 GB/s, written at the measured sizes (the medians would give
# 4.7%).
# Residual: 6.7% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.383us 256K:22.72us 1M:92.06us 2M:184.5us 4M:369.4us 16M:1.479ms 64M:5.917ms

