# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-1.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T21:23:33Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:23:33Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 3.3% RMS relative over 5 repetitions.
launch_ns = 6.141us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.957us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.062us + bytes / 4.79e+03 GB/s, misses by 62.5% RMS,
# so it is not used.
# Residual: 32.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.478us 64K:3.23us 1M:4.204us 1536K:3.275us 2M:73.19us 8M:58.91us 64M:105.2us 256M:135.9us 1G:174.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.276us + bytes / 1.19e+03 GB/s, misses by 48.8% RMS, so it is
# not used.
# Residual: 22.2% RMS relative over 45 repetitions.
free_ns = 4K:2.533us 64K:3.028us 1M:2.759us 1536K:2.8us 2M:51.98us 8M:51.79us 64M:91.46us 256M:236.1us 1G:757.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.075us + bytes / 4.54e+03 GB/s, misses by 63.2% RMS, so it is not used.
# Residual: 32.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.98us 64K:2.655us 2M:22.18us 16M:28.03us 64M:51.99us 256M:49.61us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.19us + bytes / 3.67e+05 GB/s, written at the measured sizes (the
# medians would give 11.4%).
# Residual: 11.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.19us 64K:13.19us 2M:13.19us 16M:13.23us 64M:13.37us 256M:13.92us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 33.1%, 512K 33.1%, 1M 33.2%, 2M 32.7%, 4M 31.1%, 8M 28.4%, 16M
# 28.0%, 32M 28.0%.
# Residual: 27.8% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     129.9us     77.01us
# seq             2M          0         2         2     2097152           0      1.86ms     307.3us
# seq            16M          0        16        16    16777216           0      2.59ms     2.343ms
# seq            64M          0        64        64    67108864           0     7.898ms     9.321ms
# seq           256M          0       256       256   268435456           0     36.94ms     37.23ms
# stride         64M        64K         4        32    67108864           0     5.985ms     6.266ms
# stride        256M         2M        16       128     8388608           0     2.501ms     2.558ms
# random         16M          0        16        16    16777216           0     2.311ms     2.343ms
# random         64M          0        39       104    67108864           0     8.657ms     8.495ms
# random        256M          0       127       907   268435456           0     38.84ms     36.71ms
# fresh           2M          0         2         2           0     2097152     94.53us     126.2us
# fresh          16M          0        16        16           0    16777216     836.4us     893.8us
# fresh          64M          0        64        64           0    67108864     4.115ms     3.526ms
# fresh         256M          0       256       256           0   268435456     17.89ms     14.05ms
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
# prefetch at the driver's defaults). Result: 46.44us per batch, 8.393us per
# VA block, bytes / 11.6 GB/s moved, 16.52us per faulting kernel, bytes * 0
# ns/B zero-filled.
# Residual: 27.8% RMS relative over 70 repetitions.
fault_batch_ns = 46.44us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.8% RMS relative over 70 repetitions.
fault_block_ns = 8.393us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 27.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:353.7ns 64K:5.659us 512K:45.27us 1M:90.55us 2M:181.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.8% RMS relative over 70 repetitions.
fault_wake_ns = 16.52us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 27.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.68us + bytes /
# 38.7 GB/s, misses by 25.1% RMS, so it is not used.
# Residual: 18.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.12us 2M:135.6us 16M:488.3us 64M:2.214ms 256M:5.579ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 16.07us + bytes / 11.4 GB/s, misses by 32.2% RMS, so it is not used.
# Residual: 18.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.44us 2M:249.1us 16M:1.65ms 64M:10.89ms 256M:17.49ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.84us + bytes / 12.5 GB/s, written at the
# measured sizes (the medians would give 7.7%).
# Residual: 7.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.08us 512K:55.76us 2M:181.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 24.4us + bytes / 4.29 GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 13.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.97us 512K:162.9us 2M:481.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 487.9us +
# bytes / 2.03 GB/s, misses by 26.8% RMS, so it is not used.
# Residual: 26.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:554.6us 256K:683.6us 2M:1.163ms 16M:9.311ms 64M:37.64ms 256M:150ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.936us + bytes / 1.54e+03 GB/s, misses by 24.1% RMS,
# so it is not used.
# Residual: 18.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.632us 2M:2.612us 16M:13.75us 64M:46.88us 256M:185.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 27.93us + bytes / 87.3 GB/s, misses
# by 27.6% RMS, so it is not used.
# Residual: 27.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:26.04us 2M:80.61us 16M:196.2us 64M:894.6us 256M:2.891ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 30.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.6us

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
# measured medians (15 points at 3 sizes): the best line, 5.879us + bytes /
# 265 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 18.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.51us 16M:84.15us 64M:233.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 43.25us + bytes / 218 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 17.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:53.64us 16M:115.6us 64M:361.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 102.2ns +
# bytes / 162 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.15us 16M:101.2us 64M:412us 256M:1.69ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.136us
# + bytes / 10.2 GB/s, misses by 30.8% RMS, so it is not used.
# Residual: 14.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.817us 64K:24.06us 2M:149.4us 16M:1.884ms 64M:8.222ms 256M:35.62ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.14us + bytes / 11.8 GB/s,
# misses by 23.2% RMS, so it is not used.
# Residual: 12.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.975us 64K:27.73us 2M:241.9us 16M:1.264ms 64M:5.117ms 256M:23.72ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14.2 GB/s, misses by 36.4% RMS, so it is not used.
# Residual: 18.7% RMS relative over 20 repetitions.
host_read_ns = 64K:4.534us 2M:108.6us 16M:1.88ms 64M:8.634ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.5 GB/s, misses by
# 37.9% RMS, so it is not used.
# Residual: 11.8% RMS relative over 20 repetitions.
host_write_ns = 64K:985ns 2M:51.34us 16M:941us 64M:5.125ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 17.19ns +
# bytes / 8.91 GB/s, written at the measured sizes (the medians would give
# 5.0%).
# Residual: 6.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.374us 2M:235.4us 16M:1.883ms 64M:7.533ms

