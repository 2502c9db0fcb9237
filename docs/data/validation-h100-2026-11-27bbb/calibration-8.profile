# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-8.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T01:43:14Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:43:14Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.4% RMS relative over 5 repetitions.
launch_ns = 4.482us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.188us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.915us + bytes / 7.52e+03 GB/s, misses by 58.8% RMS,
# so it is not used.
# Residual: 27.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.938us 64K:3.022us 1M:2.848us 1536K:2.835us 2M:64.24us 8M:49.6us 64M:81.43us 256M:82.73us 1G:114.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.232us + bytes / 1.34e+03 GB/s, misses by 44.8% RMS, so it is
# not used.
# Residual: 15.1% RMS relative over 45 repetitions.
free_ns = 4K:3.622us 64K:3.594us 1M:3.54us 1536K:3.65us 2M:44.58us 8M:45.33us 64M:81.18us 256M:195.5us 1G:683.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.655us + bytes / 3.23e+03 GB/s, misses by 63.3% RMS, so it is not used.
# Residual: 38.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.409us 64K:3.274us 2M:25.78us 16M:35.13us 64M:77.79us 256M:68.78us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.69us + bytes / 1.76e+05 GB/s, written at the measured sizes (the
# medians would give 14.2%).
# Residual: 14.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.69us 64K:13.69us 2M:13.7us 16M:13.78us 64M:14.07us 256M:15.22us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.7%, 512K 16.3%, 1M 16.0%, 2M 15.7%, 4M 16.9%, 8M 18.3%, 16M
# 18.8%, 32M 19.9%.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     76.67us     64.98us
# seq             2M          0         2         2     2097152           0       249us     251.1us
# seq            16M          0        16        16    16777216           0     1.527ms     1.727ms
# seq            64M          0        64        64    67108864           0     7.141ms     6.787ms
# seq           256M          0       256       256   268435456           0      35.7ms     27.03ms
# stride         64M        64K        32        32    67108864           0     5.361ms     6.168ms
# stride        256M         2M       128       128     8388608           0     2.826ms     3.208ms
# random         16M          0         9        35    16777216           0      2.45ms     2.095ms
# random         64M          0        34       306    67108864           0     11.45ms     11.47ms
# random        256M          0       139      1560   268435456           0     56.96ms     52.28ms
# fresh           2M          0         2         2           0     2097152     154.3us     199.2us
# fresh          16M          0        16        16           0    16777216     1.273ms     1.312ms
# fresh          64M          0        64        64           0    67108864     6.353ms     5.128ms
# fresh         256M          0       256       256           0   268435456     26.42ms     20.39ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 19.37us per VA
# block, bytes / 12.2 GB/s moved, 40.23us per faulting kernel, bytes / 17.4
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_block_ns = 19.37us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:336.2ns 64K:5.378us 512K:43.03us 1M:86.06us 2M:172.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_wake_ns = 40.23us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:234.9ns 64K:3.758us 512K:30.06us 1M:60.13us 2M:120.3us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.28us + bytes /
# 46.5 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 2.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.36us 2M:117.7us 16M:436.5us 64M:1.352ms 256M:5.389ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 17.34us + bytes / 12 GB/s, written at the measured
# sizes (the means would give 7.8%).
# Residual: 9.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.79us 2M:191.8us 16M:1.413ms 64M:5.6ms 256M:22.35ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 15.73us + bytes / 9.81 GB/s, written at the measured
# sizes (the means would give 9.4%).
# Residual: 9.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:22.41us 512K:69.17us 2M:229.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 22.01us + bytes / 3.46 GB/s, written at the
# measured sizes (the means would give 6.6%).
# Residual: 9.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:40.95us 512K:173.6us 2M:628.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 318.2us + bytes / 2.52 GB/s, written at the measured
# sizes (the medians would give 5.8%).
# Residual: 13.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:344.2us 256K:422.2us 2M:1.15ms 16M:6.973ms 64M:26.94ms 256M:106.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.538us + bytes / 1.15e+03 GB/s, misses by 20.0% RMS,
# so it is not used.
# Residual: 14.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.553us 2M:4.41us 16M:18.72us 64M:63.57us 256M:245us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.08us + bytes / 83 GB/s, misses by
# 16.2% RMS, so it is not used.
# Residual: 6.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.78us 2M:30.78us 16M:224.9us 64M:903.1us 256M:3.544ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.5us

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
# measured medians (15 points at 3 sizes): the best line, 7.623us + bytes /
# 266 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 15.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.54us 16M:70.14us 64M:262.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.49us + bytes / 210 GB/s, written at the measured
# sizes (the medians would give 11.3%).
# Residual: 11.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:33.48us 16M:103.4us 64M:343.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.562us +
# bytes / 162 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.62us 16M:102.8us 64M:417.3us 256M:1.677ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.573us
# + bytes / 10.1 GB/s, misses by 34.4% RMS, so it is not used.
# Residual: 19.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.143us 64K:23.89us 2M:149.4us 16M:1.998ms 64M:8.794ms 256M:37.25ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 17.53us + bytes / 10 GB/s,
# misses by 23.5% RMS, so it is not used.
# Residual: 15.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:16.03us 64K:30.19us 2M:296.4us 16M:1.622ms 64M:6.252ms 256M:25.03ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.58 GB/s, misses by 18.7% RMS, so it is not used.
# Residual: 14.6% RMS relative over 20 repetitions.
host_read_ns = 64K:7.295us 2M:197.1us 16M:2.355ms 64M:9.472ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.3 GB/s, misses by
# 40.8% RMS, so it is not used.
# Residual: 14.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.18us 2M:53.36us 16M:1.107ms 64M:5.539ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 491.9ns +
# bytes / 10.2 GB/s, written at the measured sizes (the medians would give
# 3.7%).
# Residual: 3.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.888us 2M:205.2us 16M:1.638ms 64M:6.55ms

