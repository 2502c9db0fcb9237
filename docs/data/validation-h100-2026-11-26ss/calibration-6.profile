# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-6.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T20:23:06Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T20:23:06Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.3% RMS relative over 5 repetitions.
launch_ns = 2.848us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.182us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.527us + bytes / 7.25e+03 GB/s, misses by 60.0% RMS,
# so it is not used.
# Residual: 26.5% RMS relative over 45 repetitions.
malloc_ns = 4K:1.478us 64K:1.732us 1M:1.527us 1536K:1.593us 2M:34.07us 8M:31.41us 64M:37.58us 256M:63.24us 1G:113.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.087us + bytes / 2.93e+03 GB/s, misses by 50.4% RMS, so it is
# not used.
# Residual: 20.1% RMS relative over 45 repetitions.
free_ns = 4K:1.388us 64K:1.346us 1M:1.212us 1536K:1.291us 2M:28.44us 8M:29.86us 64M:44.35us 256M:100.3us 1G:303.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.188us + bytes / 1.07e+04 GB/s, misses by 63.0% RMS, so it is not used.
# Residual: 34.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.217us 64K:1.801us 2M:16.39us 16M:17.07us 64M:22.65us 256M:22.26us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.197us + bytes / 4.06e+05 GB/s, written at the measured sizes (the
# medians would give 8.4%).
# Residual: 8.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.197us 64K:7.197us 2M:7.202us 16M:7.238us 64M:7.362us 256M:7.859us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 22.5%, 512K 22.5%, 1M 22.5%, 2M 22.2%, 4M 22.0%, 8M 20.5%, 16M
# 18.6%, 32M 18.5%.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_window = 32M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     63.55us     51.46us
# seq             2M          0         2         2     2097152           0     173.2us     205.9us
# seq            16M          0        16        16    16777216           0     1.279ms     1.648ms
# seq            64M          0        64        64    67108864           0     5.926ms      6.59ms
# seq           256M          0       256       256   268435456           0     34.36ms     26.36ms
# stride         64M        64K         4        32    67108864           0     4.366ms     3.913ms
# stride        256M         2M         8       128     8388608           0     1.585ms     1.701ms
# random         16M          0        16        16    16777216           0     1.819ms     1.648ms
# random         64M          0        43        73    67108864           0      6.18ms     5.801ms
# random        256M          0       134       611   268435456           0     37.62ms     23.99ms
# fresh           2M          0         2         2           0     2097152     88.67us     106.3us
# fresh          16M          0        16        16           0    16777216     820.4us     850.1us
# fresh          64M          0        64        64           0    67108864      4.02ms       3.4ms
# fresh         256M          0       256       256           0   268435456     16.49ms      13.6ms
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
# prefetch at the driver's defaults). Result: 40.71us per batch, 7.309us per
# VA block, bytes / 19.1 GB/s moved, 0ns per faulting kernel, bytes / 205 GB/s
# zero-filled.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_batch_ns = 40.71us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_block_ns = 7.309us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:214.6ns 64K:3.434us 512K:27.47us 1M:54.95us 2M:109.9us

# One of the five coefficients of the fault model: see fault_batch_ns. This
# coefficient came out negative and is held at 0.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_wake_ns = 0ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:19.94ns 64K:319.1ns 512K:2.553us 1M:5.105us 2M:10.21us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 31.5us + bytes /
# 47.3 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 1.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:30.22us 2M:110.5us 16M:411us 64M:1.337ms 256M:5.282ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.68us + bytes / 17.6 GB/s, written at
# the measured sizes (the medians would give 4.1%).
# Residual: 9.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.41us 2M:134us 16M:969.3us 64M:3.833ms 256M:15.29ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 14.09us + bytes / 9.52 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 15.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.93us 512K:69.85us 2M:232.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 20.28us + bytes / 4.53 GB/s, written at
# the measured sizes (the medians would give 11.6%).
# Residual: 14.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.75us 512K:136us 2M:483.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 214.5us + bytes / 3.78 GB/s, misses by 22.3% RMS, so
# it is not used.
# Residual: 19.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:246.7us 256K:299.4us 2M:608.2us 16M:5.009ms 64M:19.75ms 256M:78.62ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.628us + bytes / 1.83e+03 GB/s, misses by 22.1% RMS,
# so it is not used.
# Residual: 13.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.198us 2M:2.191us 16M:12.38us 64M:39.21us 256M:151.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 9.681us +
# bytes / 118 GB/s, written at the measured sizes (the medians would give
# 7.9%).
# Residual: 14.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:10.24us 2M:27.52us 16M:152.4us 64M:580.4us 256M:2.293ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.3us

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
# sizes): 5.84us + bytes / 320 GB/s, written at the measured sizes (the
# medians would give 13.5%).
# Residual: 13.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.39us 16M:58.2us 64M:215.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 25.95us + bytes / 227 GB/s, written at the measured
# sizes (the medians would give 14.5%).
# Residual: 15.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.21us 16M:100us 64M:322.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.627us +
# bytes / 197 GB/s, misses by 23.3% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.86us 16M:102.7us 64M:333.3us 256M:1.329ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.796us
# + bytes / 12.9 GB/s, misses by 28.3% RMS, so it is not used.
# Residual: 15.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.36us 64K:21.43us 2M:131.3us 16M:1.325ms 64M:5.663ms 256M:26.69ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.3us + bytes / 15.6 GB/s,
# misses by 24.5% RMS, so it is not used.
# Residual: 10.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.897us 64K:26.33us 2M:214.4us 16M:1.048ms 64M:3.919ms 256M:15.63ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 17.4 GB/s, misses by 35.2% RMS, so it is not used.
# Residual: 26.9% RMS relative over 20 repetitions.
host_read_ns = 64K:2.846us 2M:90.6us 16M:1.214ms 64M:6.614ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 36 GB/s, misses by
# 35.5% RMS, so it is not used.
# Residual: 13.4% RMS relative over 20 repetitions.
host_write_ns = 64K:835ns 2M:42.94us 16M:617us 64M:3.719ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 13.6 GB/s, written at the measured sizes (the medians would give
# 5.3%).
# Residual: 6.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.163us 2M:153.2us 16M:1.23ms 64M:4.922ms

