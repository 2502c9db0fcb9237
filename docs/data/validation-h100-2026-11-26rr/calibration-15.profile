# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-15.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T19:46:54Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:46:54Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.5% RMS relative over 5 repetitions.
launch_ns = 3.897us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.151us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.507us + bytes / 7.17e+03 GB/s, misses by 60.3% RMS,
# so it is not used.
# Residual: 26.5% RMS relative over 45 repetitions.
malloc_ns = 4K:1.445us 64K:1.733us 1M:1.514us 1536K:1.583us 2M:39.78us 8M:32.07us 64M:36.99us 256M:65.15us 1G:114us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.079us + bytes / 2.94e+03 GB/s, misses by 50.5% RMS, so it is
# not used.
# Residual: 18.8% RMS relative over 45 repetitions.
free_ns = 4K:1.339us 64K:1.3us 1M:1.259us 1536K:1.261us 2M:28.9us 8M:30.35us 64M:45.1us 256M:100us 1G:301.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.906us + bytes / 1.02e+04 GB/s, misses by 63.2% RMS, so it is not used.
# Residual: 32.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.636us 64K:2.51us 2M:17.12us 16M:19.1us 64M:26.61us 256M:24.16us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 7.487us + bytes /
# 6.28e+05 GB/s, misses by 16.6% RMS, so it is not used.
# Residual: 15.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:8.402us 64K:7.291us 2M:7.355us 16M:7.591us 64M:7.057us 256M:8.086us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.8%, 512K 20.1%, 1M 18.8%, 2M 18.1%, 4M 19.0%, 8M 20.0%, 16M
# 20.7%, 32M 21.8%.
# Residual: 23.8% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      83.3us     54.22us
# seq             2M          0         2         2     2097152           0     184.2us     204.1us
# seq            16M          0        16        16    16777216           0     1.326ms     1.404ms
# seq            64M          0        64        64    67108864           0     6.184ms     5.517ms
# seq           256M          0       256       256   268435456           0     25.67ms     21.97ms
# stride         64M        64K        32        32    67108864           0     4.613ms     4.967ms
# stride        256M         2M       128       128     8388608           0     2.409ms     2.782ms
# random         16M          0         9        35    16777216           0     1.692ms     1.731ms
# random         64M          0        34       306    67108864           0     10.95ms      9.68ms
# random        256M          0       139      1560   268435456           0     45.92ms      44.4ms
# fresh           2M          0         2         2           0     2097152     94.11us     125.2us
# fresh          16M          0        16        16           0    16777216     735.8us     772.1us
# fresh          64M          0        64        64           0    67108864     3.812ms      2.99ms
# fresh         256M          0       256       256           0   268435456     16.76ms     11.86ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 17.2us per VA
# block, bytes / 15.3 GB/s moved, 32.74us per faulting kernel, bytes / 36.1
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 23.8% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.8% RMS relative over 70 repetitions.
fault_block_ns = 17.2us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:267.6ns 64K:4.281us 512K:34.25us 1M:68.5us 2M:137us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.8% RMS relative over 70 repetitions.
fault_wake_ns = 32.74us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:113.3ns 64K:1.813us 512K:14.51us 1M:29.01us 2M:58.02us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 30.5us + bytes /
# 47.5 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 0.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:29.3us 2M:112.3us 16M:398us 64M:1.345ms 256M:5.279ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.55us + bytes / 17.2 GB/s, written at
# the measured sizes (the medians would give 0.8%).
# Residual: 8.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.35us 2M:136.2us 16M:987.5us 64M:3.907ms 256M:15.58ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.17us + bytes / 13.4 GB/s, written at the
# measured sizes (the medians would give 6.2%).
# Residual: 6.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.05us 512K:53.22us 2M:170.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 20.31us + bytes / 4.57 GB/s, written at
# the measured sizes (the medians would give 12.2%).
# Residual: 13.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.66us 512K:135.1us 2M:479.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 220.3us + bytes / 3.6 GB/s,
# written at the measured sizes (the medians would give 6.4%).
# Residual: 14.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:238.5us 256K:293.1us 2M:802.4us 16M:4.877ms 64M:18.85ms 256M:74.72ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.645us + bytes / 1.87e+03 GB/s, misses by 19.9% RMS,
# so it is not used.
# Residual: 11.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.217us 2M:2.203us 16M:11.37us 64M:39.28us 256M:150.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.276us + bytes / 110 GB/s, misses by
# 23.9% RMS, so it is not used.
# Residual: 16.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.34us 2M:22.22us 16M:186us 64M:737.3us 256M:2.418ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 67.33us

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
# measured medians (15 points at 3 sizes): the best line, 5.771us + bytes /
# 314 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 15.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.49us 16M:58.27us 64M:223us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.85us + bytes / 235 GB/s, written at the measured
# sizes (the medians would give 6.5%).
# Residual: 6.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:30.77us 16M:93.22us 64M:307.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 850.9ns +
# bytes / 202 GB/s, misses by 22.0% RMS, so it is not used.
# Residual: 22.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.21us 16M:83.66us 64M:332.5us 256M:1.326ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.885us
# + bytes / 9.69 GB/s, misses by 34.5% RMS, so it is not used.
# Residual: 23.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.387us 64K:25.98us 2M:162.4us 16M:3.393ms 64M:7.297ms 256M:32.22ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.58us + bytes / 14.6 GB/s,
# misses by 24.3% RMS, so it is not used.
# Residual: 12.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.351us 64K:25.68us 2M:212.5us 16M:1.105ms 64M:4.156ms 256M:17.18ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.6 GB/s, misses by 36.9% RMS, so it is not used.
# Residual: 19.8% RMS relative over 20 repetitions.
host_read_ns = 64K:4.454us 2M:113.5us 16M:1.859ms 64M:8.621ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.4 GB/s, misses by
# 39.9% RMS, so it is not used.
# Residual: 11.5% RMS relative over 20 repetitions.
host_write_ns = 64K:985ns 2M:51.36us 16M:1.033ms 64M:5.319ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 11.8 GB/s, written at the measured sizes (the medians would give
# 6.0%).
# Residual: 6.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.207us 2M:177us 16M:1.418ms 64M:5.674ms

