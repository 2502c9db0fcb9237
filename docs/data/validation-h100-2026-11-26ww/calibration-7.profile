# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-7.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T22:09:28Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:09:28Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.5% RMS relative over 5 repetitions.
launch_ns = 3.877us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.19us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.068us + bytes / 6.86e+03 GB/s, misses by 58.4% RMS,
# so it is not used.
# Residual: 26.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.825us 64K:3.048us 1M:3.522us 1536K:2.957us 2M:58.12us 8M:50.01us 64M:79.75us 256M:63.18us 1G:126us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.095us + bytes / 1.3e+03 GB/s, misses by 47.8% RMS, so it is not
# used.
# Residual: 17.7% RMS relative over 45 repetitions.
free_ns = 4K:2.619us 64K:2.547us 1M:2.541us 1536K:2.52us 2M:43.96us 8M:48.65us 64M:82.86us 256M:201.6us 1G:738.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.338us + bytes / 6.06e+03 GB/s, misses by 62.3% RMS, so it is not used.
# Residual: 32.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.042us 64K:2.96us 2M:22.36us 16M:26.21us 64M:40.03us 256M:38.56us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 11.18us + bytes /
# 2.19e+05 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 16.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.41us 64K:11.45us 2M:10.69us 16M:11.19us 64M:11.7us 256M:12.36us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.2%, 512K 14.9%, 1M 14.4%, 2M 13.8%, 4M 13.6%, 8M 13.6%, 16M
# 13.5%, 32M 14.2%.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      75.3us     64.52us
# seq             2M          0         2         2     2097152           0     201.5us     256.2us
# seq            16M          0        16        16    16777216           0     1.638ms     1.896ms
# seq            64M          0        64        64    67108864           0     8.245ms     7.517ms
# seq           256M          0       256       256   268435456           0     35.46ms        30ms
# stride         64M        64K         4        32    67108864           0     5.683ms      5.55ms
# stride        256M         2M        16       128     8388608           0     2.172ms     2.404ms
# random         16M          0        16        16    16777216           0     1.882ms     1.896ms
# random         64M          0        39       104    67108864           0      8.49ms     7.242ms
# random        256M          0       127       907   268435456           0     43.51ms     33.13ms
# fresh           2M          0         2         2           0     2097152     179.1us     193.2us
# fresh          16M          0        16        16           0    16777216      1.35ms     1.392ms
# fresh          64M          0        64        64           0    67108864     6.026ms       5.5ms
# fresh         256M          0       256       256           0   268435456     22.56ms     21.93ms
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
# prefetch at the driver's defaults). Result: 27.34us per batch, 10.22us per
# VA block, bytes / 13.2 GB/s moved, 22us per faulting kernel, bytes / 21.8
# GB/s zero-filled.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_batch_ns = 27.34us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_block_ns = 10.22us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:310.8ns 64K:4.972us 512K:39.78us 1M:79.55us 2M:159.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_wake_ns = 22us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:187.7ns 64K:3.002us 512K:24.02us 1M:48.04us 2M:96.08us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 41.34us + bytes / 46.3 GB/s, written at the measured sizes (the
# medians would give 2.7%).
# Residual: 14.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:42.75us 2M:86.59us 16M:403.3us 64M:1.489ms 256M:5.833ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.29us + bytes / 9.69 GB/s, written at
# the measured sizes (the medians would give 4.8%).
# Residual: 6.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.05us 2M:231.7us 16M:1.746ms 64M:6.939ms 256M:27.71ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 15.35us + bytes / 9.35 GB/s, written at the
# measured sizes (the medians would give 6.7%).
# Residual: 6.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:22.36us 512K:71.43us 2M:239.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.29us + bytes / 3.27 GB/s, written at
# the measured sizes (the medians would give 6.5%).
# Residual: 8.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.34us 512K:182.7us 2M:663.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 334.9us +
# bytes / 2.73 GB/s, misses by 31.7% RMS, so it is not used.
# Residual: 29.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:390.5us 256K:441us 2M:888.9us 16M:6.794ms 64M:27.22ms 256M:107.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.542us + bytes / 1.05e+03 GB/s, misses by 21.0% RMS,
# so it is not used.
# Residual: 10.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.58us 2M:3.543us 16M:19.55us 64M:69.86us 256M:280.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.952us + bytes / 80.4 GB/s, misses
# by 18.1% RMS, so it is not used.
# Residual: 10.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.4us 2M:31.12us 16M:221.7us 64M:977.7us 256M:3.349ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.7us

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
# measured medians (15 points at 3 sizes): the best line, 7.407us + bytes /
# 295 GB/s, misses by 20.8% RMS, so it is not used.
# Residual: 20.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.44us 16M:66.63us 64M:229us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 20.5us + bytes / 196 GB/s, written at the measured sizes
# (the medians would give 6.0%).
# Residual: 6.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.18us 16M:106us 64M:362.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.754us +
# bytes / 171 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.27us 16M:97.26us 64M:397.2us 256M:1.625ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.181us
# + bytes / 11.9 GB/s, misses by 29.3% RMS, so it is not used.
# Residual: 15.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.753us 64K:22.82us 2M:135.8us 16M:1.461ms 64M:6.676ms 256M:30.74ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13us + bytes / 11.5 GB/s,
# misses by 23.1% RMS, so it is not used.
# Residual: 11.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.56us 64K:30.34us 2M:251.3us 16M:1.422ms 64M:5.436ms 256M:21.22ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 19.6 GB/s, misses by 35.7% RMS, so it is not used.
# Residual: 26.0% RMS relative over 20 repetitions.
host_read_ns = 64K:2.817us 2M:90.59us 16M:821us 64M:6.62ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 36.2 GB/s, misses by
# 35.3% RMS, so it is not used.
# Residual: 13.2% RMS relative over 20 repetitions.
host_write_ns = 64K:845ns 2M:42.83us 16M:617.1us 64M:4.156ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 404.2ns +
# bytes / 12.5 GB/s, written at the measured sizes (the medians would give
# 4.5%).
# Residual: 4.5% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.626us 2M:167.5us 16M:1.337ms 64M:5.348ms

