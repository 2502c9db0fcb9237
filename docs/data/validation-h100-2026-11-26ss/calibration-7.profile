# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-7.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T20:23:31Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T20:23:31Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.9% RMS relative over 5 repetitions.
launch_ns = 2.799us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.15us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.511us + bytes / 7.15e+03 GB/s, misses by 57.4% RMS,
# so it is not used.
# Residual: 27.8% RMS relative over 45 repetitions.
malloc_ns = 4K:1.539us 64K:1.69us 1M:1.503us 1536K:1.553us 2M:35.94us 8M:31.56us 64M:43.9us 256M:37.69us 1G:134.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.049us + bytes / 2.89e+03 GB/s, misses by 50.7% RMS, so it is
# not used.
# Residual: 19.8% RMS relative over 45 repetitions.
free_ns = 4K:1.233us 64K:1.309us 1M:1.193us 1536K:1.295us 2M:28.53us 8M:30.2us 64M:47.73us 256M:90.77us 1G:325.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.293us + bytes / 9.71e+03 GB/s, misses by 61.4% RMS, so it is not used.
# Residual: 33.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.26us 64K:1.902us 2M:14.3us 16M:18.63us 64M:21.44us 256M:24.24us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.286us + bytes / 4.49e+05 GB/s, written at the measured sizes (the
# medians would give 9.6%).
# Residual: 10.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.286us 64K:7.286us 2M:7.291us 16M:7.323us 64M:7.436us 256M:7.884us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 21.3%, 512K 21.1%, 1M 20.7%, 2M 19.6%, 4M 18.4%, 8M 15.4%, 16M
# 14.3%, 32M 14.2%.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_window = 32M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      62.4us     53.66us
# seq             2M          0         2         2     2097152           0     181.2us     204.9us
# seq            16M          0        16        16    16777216           0     1.626ms     1.629ms
# seq            64M          0        64        64    67108864           0     7.254ms      6.51ms
# seq           256M          0       256       256   268435456           0     25.24ms     26.03ms
# stride         64M        64K         4        32    67108864           0     4.006ms     3.795ms
# stride        256M         2M         8       128     8388608           0     1.631ms     1.739ms
# random         16M          0        16        16    16777216           0     1.322ms     1.629ms
# random         64M          0        43        73    67108864           0     6.222ms     5.715ms
# random        256M          0       134       611   268435456           0     33.09ms     23.75ms
# fresh           2M          0         2         2           0     2097152     95.39us     106.6us
# fresh          16M          0        16        16           0    16777216     746.6us     842.2us
# fresh          64M          0        64        64           0    67108864     3.919ms     3.364ms
# fresh         256M          0       256       256           0   268435456     16.56ms     13.45ms
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
# prefetch at the driver's defaults). Result: 41.14us per batch, 7.696us per
# VA block, bytes / 19.8 GB/s moved, 1.513us per faulting kernel, bytes / 283
# GB/s zero-filled.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_batch_ns = 41.14us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_block_ns = 7.696us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:206.4ns 64K:3.303us 512K:26.42us 1M:52.85us 2M:105.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_wake_ns = 1.513us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:14.47ns 64K:231.5ns 512K:1.852us 1M:3.705us 2M:7.409us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 32.53us + bytes /
# 47.6 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 1.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:31.16us 2M:110.6us 16M:405.9us 64M:1.337ms 256M:5.286ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.39us + bytes / 17.5 GB/s, written at
# the measured sizes (the medians would give 2.5%).
# Residual: 8.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.14us 2M:134.2us 16M:973.1us 64M:3.849ms 256M:15.35ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 13.57us + bytes / 12.2 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 15.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.23us 512K:70.52us 2M:168us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 24.42us + bytes / 4.45 GB/s, misses by 16.5% RMS, so it is not used.
# Residual: 14.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.53us 512K:154.6us 2M:469.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 203us + bytes / 3.94 GB/s,
# written at the measured sizes (the medians would give 3.1%).
# Residual: 12.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:219.7us 256K:269.5us 2M:735us 16M:4.459ms 64M:17.23ms 256M:68.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.622us + bytes / 1.87e+03 GB/s, misses by 20.9% RMS,
# so it is not used.
# Residual: 12.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.195us 2M:2.18us 16M:11.23us 64M:39.42us 256M:151.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 9.906us +
# bytes / 122 GB/s, written at the measured sizes (the medians would give
# 4.1%).
# Residual: 12.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:10.44us 2M:27.06us 16M:147.1us 64M:558.8us 256M:2.205ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.46us

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
# measured medians (15 points at 3 sizes): the best line, 5.12us + bytes / 309
# GB/s, misses by 17.4% RMS, so it is not used.
# Residual: 17.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:11.88us 16M:60.88us 64M:218.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 18.76us + bytes / 246 GB/s, written at the measured
# sizes (the medians would give 8.4%).
# Residual: 8.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:27.27us 16M:86.84us 64M:291.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.866us +
# bytes / 206 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.09us 16M:82.35us 64M:326us 256M:1.323ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.659us
# + bytes / 14.4 GB/s, misses by 27.1% RMS, so it is not used.
# Residual: 14.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.192us 64K:21.3us 2M:117.3us 16M:1.135ms 64M:5.524ms 256M:25.04ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.45us + bytes / 15.6 GB/s,
# misses by 26.1% RMS, so it is not used.
# Residual: 11.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.176us 64K:26.26us 2M:212.8us 16M:1.05ms 64M:3.934ms 256M:15.37ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 18.8 GB/s, misses by 32.5% RMS, so it is not used.
# Residual: 24.7% RMS relative over 20 repetitions.
host_read_ns = 64K:2.804us 2M:97.01us 16M:830.2us 64M:6.267ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 34.1 GB/s, misses by
# 30.8% RMS, so it is not used.
# Residual: 11.4% RMS relative over 20 repetitions.
host_write_ns = 64K:833ns 2M:45.9us 16M:619us 64M:3.369ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 14.1 GB/s, written at the measured sizes (the medians would give
# 4.8%).
# Residual: 4.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.173us 2M:148.6us 16M:1.192ms 64M:4.771ms

