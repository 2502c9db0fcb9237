# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-1.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T02:58:28Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T02:58:28Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 40.8% RMS relative over 5 repetitions.
launch_ns = 11us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.009us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.643us + bytes / 1.01e+04 GB/s, misses by 57.9% RMS,
# so it is not used.
# Residual: 26.6% RMS relative over 45 repetitions.
malloc_ns = 4K:1.71us 64K:1.719us 1M:1.63us 1536K:1.594us 2M:39.22us 8M:31.99us 64M:40.06us 256M:48.19us 1G:83.14us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.057us + bytes / 3.07e+03 GB/s, misses by 52.2% RMS, so it is
# not used.
# Residual: 20.5% RMS relative over 45 repetitions.
free_ns = 4K:1.426us 64K:1.284us 1M:1.226us 1536K:1.198us 2M:32.88us 8M:30.72us 64M:56.33us 256M:91.02us 1G:301.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.276us + bytes / 4.31e+03 GB/s, misses by 64.9% RMS, so it is not used.
# Residual: 36.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.952us 64K:3.755us 2M:27.07us 16M:35.77us 64M:60.51us 256M:53.86us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.28us + bytes / 3.27e+05 GB/s, written at the measured sizes (the
# medians would give 12.2%).
# Residual: 13.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.28us 64K:12.28us 2M:12.28us 16M:12.33us 64M:12.48us 256M:13.1us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.9%, 512K 16.7%, 1M 16.5%, 2M 16.0%, 4M 15.6%, 8M 15.3%, 16M
# 15.3%, 32M 16.3%.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     99.36us     79.78us
# seq             2M          0         2         2     2097152           0     241.6us     286.7us
# seq            16M          0        16        16    16777216           0     1.696ms      2.01ms
# seq            64M          0        64        64    67108864           0     8.538ms     7.919ms
# seq           256M          0       256       256   268435456           0     36.15ms     31.55ms
# stride         64M        64K         8        32    67108864           0     6.331ms     6.375ms
# stride        256M         2M        32       128     8388608           0     2.838ms     3.212ms
# random         16M          0        12        16    16777216           0     2.298ms     1.933ms
# random         64M          0        36       161    67108864           0     8.921ms     8.768ms
# random        256M          0       125      1211   268435456           0     52.95ms     42.72ms
# fresh           2M          0         2         2           0     2097152     158.6us     185.1us
# fresh          16M          0        16        16           0    16777216     1.052ms     1.197ms
# fresh          64M          0        64        64           0    67108864     5.717ms     4.668ms
# fresh         256M          0       256       256           0   268435456     22.98ms     18.55ms
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
# prefetch at the driver's defaults). Result: 19.37us per batch, 14.35us per
# VA block, bytes / 11.7 GB/s moved, 40.47us per faulting kernel, bytes / 27.2
# GB/s zero-filled.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_batch_ns = 19.37us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_block_ns = 14.35us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:349.1ns 64K:5.586us 512K:44.69us 1M:89.38us 2M:178.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_wake_ns = 40.47us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:150.7ns 64K:2.411us 512K:19.29us 1M:38.58us 2M:77.16us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.8us + bytes / 43
# GB/s, misses by 38.7% RMS, so it is not used.
# Residual: 28.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.35us 2M:129.3us 16M:1.117ms 64M:1.388ms 256M:5.521ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 14.27us + bytes / 10.1 GB/s, written at the
# measured sizes (the means would give 8.5%).
# Residual: 12.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.79us 2M:222.9us 16M:1.683ms 64M:6.691ms 256M:26.72ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (480 points at 3 sizes): the best line,
# 13.09us + bytes / 11.6 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 16.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.26us 512K:53.33us 2M:212.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (30 points at 3 sizes): the best
# line, 30.56us + bytes / 2.66 GB/s, misses by 32.7% RMS, so it is not used.
# Residual: 38.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:52.79us 512K:433.5us 2M:697.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 438.4us +
# bytes / 1.61 GB/s, misses by 65.8% RMS, so it is not used.
# Residual: 115.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:629.5us 256K:662.3us 2M:1.088ms 16M:30.63ms 64M:62.23ms 256M:428.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.852us + bytes / 797 GB/s, misses by 33.3% RMS, so
# it is not used.
# Residual: 27.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.524us 2M:4.153us 16M:22.65us 64M:104us 256M:392.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.83us + bytes / 75.1 GB/s, misses
# by 17.1% RMS, so it is not used.
# Residual: 13.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.32us 2M:34.26us 16M:249.9us 64M:986.1us 256M:3.811ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.1% RMS relative over 15 repetitions.
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
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). Fit
# (weighted least squares, relative errors, to the medians of 15 points at 3
# sizes): 6.002us + bytes / 221 GB/s, written at the measured sizes (the
# medians would give 15.0%).
# Residual: 15.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.51us 16M:82.08us 64M:310.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.04us + bytes / 236 GB/s, written at the measured
# sizes (the medians would give 11.9%).
# Residual: 11.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:29.94us 16M:92.21us 64M:305.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.745us +
# bytes / 162 GB/s, misses by 23.1% RMS, so it is not used.
# Residual: 23.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.58us 16M:107.4us 64M:406.6us 256M:1.662ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.782us
# + bytes / 8.29 GB/s, misses by 28.5% RMS, so it is not used.
# Residual: 16.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.519us 64K:25.35us 2M:195.2us 16M:2.259ms 64M:9.807ms 256M:35.94ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 13.7us + bytes / 9.22 GB/s,
# misses by 19.2% RMS, so it is not used.
# Residual: 12.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.64us 64K:28.38us 2M:242.1us 16M:1.812ms 64M:7.125ms 256M:28.29ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 9.51 GB/s, misses by 28.7% RMS, so it is not used.
# Residual: 16.1% RMS relative over 20 repetitions.
host_read_ns = 64K:5.965us 2M:168.1us 16M:2.312ms 64M:10.08ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 23 GB/s, misses by
# 38.6% RMS, so it is not used.
# Residual: 9.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.425us 2M:65.65us 16M:1.276ms 64M:6.284ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 616.2ns +
# bytes / 10.2 GB/s, written at the measured sizes (the medians would give
# 13.8%).
# Residual: 13.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.04us 2M:206.2us 16M:1.645ms 64M:6.578ms

