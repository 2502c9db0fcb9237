# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-8.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T22:09:57Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:09:57Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.4% RMS relative over 5 repetitions.
launch_ns = 4.078us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.988us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.494us + bytes / 4.98e+03 GB/s, misses by 59.5% RMS,
# so it is not used.
# Residual: 24.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.624us 64K:2.478us 1M:2.571us 1536K:2.531us 2M:52.7us 8M:44.8us 64M:86.01us 256M:78.22us 1G:171.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.872us + bytes / 1.67e+03 GB/s, misses by 49.4% RMS, so it is
# not used.
# Residual: 17.3% RMS relative over 45 repetitions.
free_ns = 4K:2.409us 64K:2.391us 1M:2.04us 1536K:2.243us 2M:39.18us 8M:42.51us 64M:78.36us 256M:172.4us 1G:537.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.409us + bytes / 6.97e+03 GB/s, misses by 64.2% RMS, so it is not used.
# Residual: 32.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.363us 64K:2.881us 2M:27.43us 16M:30.3us 64M:40.41us 256M:34.6us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 11.24us + bytes /
# 1.82e+05 GB/s, misses by 15.0% RMS, so it is not used.
# Residual: 14.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.91us 64K:10.85us 2M:11.23us 16M:11.29us 64M:11.46us 256M:12.77us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.0%, 512K 13.4%, 1M 12.2%, 2M 11.2%, 4M 11.2%, 8M 12.3%, 16M
# 14.0%, 32M 15.4%.
# Residual: 16.5% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     90.94us      73.9us
# seq             2M          0         2         2     2097152           0       206us     254.1us
# seq            16M          0        16        16    16777216           0     1.651ms     1.653ms
# seq            64M          0        64        64    67108864           0     6.638ms     6.448ms
# seq           256M          0       256       256   268435456           0     29.82ms     25.63ms
# stride         64M        64K        16        32    67108864           0      6.03ms     5.993ms
# stride        256M         2M        64       128     8388608           0     2.311ms     2.561ms
# random         16M          0         9        23    16777216           0      1.78ms     1.752ms
# random         64M          0        35       230    67108864           0     8.908ms      8.81ms
# random        256M          0       128      1431   268435456           0     49.57ms     42.35ms
# fresh           2M          0         2         2           0     2097152     156.7us     178.9us
# fresh          16M          0        16        16           0    16777216     1.025ms     1.051ms
# fresh          64M          0        64        64           0    67108864     4.437ms      4.04ms
# fresh         256M          0       256       256           0   268435456     17.02ms        16ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 14.23us per VA
# block, bytes / 12.2 GB/s moved, 54.32us per faulting kernel, bytes / 21.8
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 16.5% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.5% RMS relative over 70 repetitions.
fault_block_ns = 14.23us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 16.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:334.7ns 64K:5.355us 512K:42.84us 1M:85.67us 2M:171.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.5% RMS relative over 70 repetitions.
fault_wake_ns = 54.32us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 16.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:187.7ns 64K:3.003us 512K:24.02us 1M:48.05us 2M:96.09us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.25us + bytes /
# 47.4 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 3.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.13us 2M:120.2us 16M:420.9us 64M:1.341ms 256M:5.312ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.58us + bytes / 15.5 GB/s, written at
# the measured sizes (the medians would give 5.7%).
# Residual: 10.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.81us 2M:151.1us 16M:1.099ms 64M:4.351ms 256M:17.36ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.93us + bytes / 13.7 GB/s, written at the
# measured sizes (the medians would give 11.8%).
# Residual: 11.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.72us 512K:52.29us 2M:167.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 53.02us + bytes / 4.21 GB/s, misses by 43.8% RMS, so it is not used.
# Residual: 41.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:65.96us 512K:213.2us 2M:506.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 299us + bytes / 2.56 GB/s, written at the measured sizes
# (the medians would give 3.4%).
# Residual: 11.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:324.6us 256K:401.5us 2M:1.119ms 16M:6.862ms 64M:26.55ms 256M:105.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.265us + bytes / 1.62e+03 GB/s, misses by 18.9% RMS,
# so it is not used.
# Residual: 14.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.709us 2M:3.011us 16M:13.62us 64M:44.56us 256M:169.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.23us + bytes / 99.3 GB/s, misses
# by 20.4% RMS, so it is not used.
# Residual: 10.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.92us 2M:24.13us 16M:180.2us 64M:765.7us 256M:3.374ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 31.4% RMS relative over 15 repetitions.
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
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). Fit
# (weighted least squares, relative errors, to the medians of 15 points at 3
# sizes): 22.8us + bytes / 247 GB/s, written at the measured sizes (the
# medians would give 9.9%).
# Residual: 10.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:31.29us 16M:90.71us 64M:294.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.16us + bytes / 257 GB/s, written at the measured
# sizes (the medians would give 7.0%).
# Residual: 8.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:29.34us 16M:86.53us 64M:282.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.973us +
# bytes / 164 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 23.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:17.87us 16M:104.7us 64M:419.2us 256M:1.647ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.885us
# + bytes / 12.2 GB/s, misses by 29.3% RMS, so it is not used.
# Residual: 17.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.468us 64K:23.45us 2M:135.3us 16M:1.501ms 64M:5.89ms 256M:28.68ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.95us + bytes / 13 GB/s,
# misses by 24.0% RMS, so it is not used.
# Residual: 12.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.7us 64K:29.4us 2M:230.8us 16M:1.216ms 64M:4.692ms 256M:19.26ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 10.3 GB/s, misses by 29.4% RMS, so it is not used.
# Residual: 24.8% RMS relative over 20 repetitions.
host_read_ns = 64K:4.879us 2M:159.6us 16M:2.053ms 64M:8.235ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 23 GB/s, misses by
# 42.1% RMS, so it is not used.
# Residual: 31.9% RMS relative over 20 repetitions.
host_write_ns = 64K:919ns 2M:65.57us 16M:1.493ms 64M:4.599ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 457ns +
# bytes / 11.5 GB/s, written at the measured sizes (the medians would give
# 5.5%).
# Residual: 5.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.172us 2M:183.3us 16M:1.463ms 64M:5.852ms

