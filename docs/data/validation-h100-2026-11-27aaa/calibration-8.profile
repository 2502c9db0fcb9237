# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-8.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T01:08:01Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:08:01Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.9% RMS relative over 5 repetitions.
launch_ns = 4.083us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.941us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.233us + bytes / 4.93e+03 GB/s, misses by 57.9% RMS,
# so it is not used.
# Residual: 27.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.317us 64K:2.43us 1M:2.255us 1536K:2.243us 2M:54.9us 8M:41.66us 64M:52.81us 256M:63.52us 1G:178.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.821us + bytes / 1.53e+03 GB/s, misses by 48.0% RMS, so it is
# not used.
# Residual: 18.1% RMS relative over 45 repetitions.
free_ns = 4K:2.183us 64K:2.107us 1M:2.219us 1536K:2.245us 2M:41.73us 8M:40.17us 64M:83.14us 256M:173us 1G:601.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 8.47us
# + bytes / 5.61e+03 GB/s, misses by 59.2% RMS, so it is not used.
# Residual: 31.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:7.466us 64K:7.133us 2M:39.5us 16M:42.53us 64M:48.78us 256M:47.02us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.45us + bytes / 2.68e+05 GB/s, written at the measured sizes (the
# medians would give 11.9%).
# Residual: 12.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.45us 64K:11.45us 2M:11.46us 16M:11.52us 64M:11.7us 256M:12.45us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.6%, 512K 20.2%, 1M 19.4%, 2M 18.5%, 4M 18.1%, 8M 18.7%, 16M
# 19.6%, 32M 20.7%.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      73.6us     62.27us
# seq             2M          0         2         2     2097152           0     185.8us     245.7us
# seq            16M          0        16        16    16777216           0     1.562ms     1.684ms
# seq            64M          0        64        64    67108864           0     11.17ms     6.617ms
# seq           256M          0       256       256   268435456           0     35.08ms     26.35ms
# stride         64M        64K        16        32    67108864           0     5.995ms     6.083ms
# stride        256M         2M        64       128     8388608           0     2.597ms     2.867ms
# random         16M          0         9        23    16777216           0     1.797ms     1.801ms
# random         64M          0        35       230    67108864           0     9.058ms     9.391ms
# random        256M          0       128      1431   268435456           0     54.79ms     45.98ms
# fresh           2M          0         2         2           0     2097152     189.7us     196.2us
# fresh          16M          0        16        16           0    16777216     1.107ms     1.288ms
# fresh          64M          0        64        64           0    67108864     5.573ms     5.033ms
# fresh         256M          0       256       256           0   268435456     23.48ms     20.01ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 16.71us per VA
# block, bytes / 12.2 GB/s moved, 40.18us per faulting kernel, bytes / 17.1
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_block_ns = 16.71us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:336.2ns 64K:5.379us 512K:43.03us 1M:86.06us 2M:172.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_wake_ns = 40.18us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:239.4ns 64K:3.831us 512K:30.65us 1M:61.3us 2M:122.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 33.66us + bytes /
# 46.7 GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 2.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:32.04us 2M:120us 16M:418.5us 64M:1.359ms 256M:5.335ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.38us + bytes / 16.2 GB/s, written at
# the measured sizes (the medians would give 6.1%).
# Residual: 9.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.42us 2M:147.7us 16M:1.053ms 64M:4.158ms 256M:16.58ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.07us + bytes / 13.5 GB/s, written at the
# measured sizes (the medians would give 11.3%).
# Residual: 11.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.91us 512K:52.79us 2M:169us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 24.04us + bytes / 3.95 GB/s, misses by 18.4% RMS, so it is not used.
# Residual: 13.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.5us 512K:191.1us 2M:501.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 294.7us +
# bytes / 2.53 GB/s, misses by 25.1% RMS, so it is not used.
# Residual: 21.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:348.9us 256K:405.9us 2M:894.1us 16M:7.016ms 64M:30.21ms 256M:122.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.96us + bytes / 1.57e+03 GB/s, misses by 32.3% RMS,
# so it is not used.
# Residual: 22.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.96us 2M:3.404us 16M:13.22us 64M:43.48us 256M:227.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.78us + bytes / 86.3 GB/s, misses
# by 25.6% RMS, so it is not used.
# Residual: 16.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.84us 2M:30.16us 16M:252.3us 64M:705.3us 256M:4.427ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.23us

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
# measured medians (15 points at 3 sizes): the best line, 5.657us + bytes /
# 250 GB/s, misses by 17.6% RMS, so it is not used.
# Residual: 16.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.28us 16M:65.98us 64M:306.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.14us + bytes / 188 GB/s, written at the measured
# sizes (the medians would give 12.4%).
# Residual: 12.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:34.28us 16M:112.2us 64M:379.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 766.2ns +
# bytes / 168 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 22.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.37us 16M:98.46us 64M:399.3us 256M:1.631ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.866us
# + bytes / 11.8 GB/s, misses by 35.8% RMS, so it is not used.
# Residual: 15.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.514us 64K:23.06us 2M:126.6us 16M:1.709ms 64M:7.101ms 256M:46.2ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.58us + bytes / 11.9 GB/s,
# misses by 28.6% RMS, so it is not used.
# Residual: 18.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.31us 64K:28.51us 2M:255.6us 16M:1.389ms 64M:6.3ms 256M:17.82ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 15.4 GB/s, misses by 41.3% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
host_read_ns = 64K:2.91us 2M:98.31us 16M:1.995ms 64M:9ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 34 GB/s, misses by
# 43.6% RMS, so it is not used.
# Residual: 15.1% RMS relative over 20 repetitions.
host_write_ns = 64K:877ns 2M:44.69us 16M:929.7us 64M:5.439ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 609.7ns +
# bytes / 11 GB/s, written at the measured sizes (the medians would give
# 9.7%).
# Residual: 10.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.545us 2M:190.5us 16M:1.52ms 64M:6.079ms

