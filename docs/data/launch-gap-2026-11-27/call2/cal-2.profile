# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/lg/cal-2.profile --base
# profiles/h100-pcie5.profile --reps 5` on 2026-11-27T02:44:54Z: NVIDIA H100
# 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000. Every
# repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T02:44:54Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.6% RMS relative over 5 repetitions.
launch_ns = 4.025us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.034us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.585us + bytes / 6.44e+03 GB/s, misses by 58.7% RMS,
# so it is not used.
# Residual: 27.5% RMS relative over 45 repetitions.
malloc_ns = 4K:3.269us 64K:3.672us 1M:3.589us 1536K:3.76us 2M:71us 8M:61.15us 64M:84.37us 256M:66.5us 1G:134.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.71us + bytes / 1.33e+03 GB/s, misses by 48.5% RMS, so it is not
# used.
# Residual: 20.3% RMS relative over 45 repetitions.
free_ns = 4K:3.159us 64K:3.037us 1M:3.116us 1536K:3.165us 2M:50.51us 8M:52.7us 64M:89.86us 256M:202.6us 1G:681.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.722us + bytes / 2.53e+03 GB/s, misses by 65.4% RMS, so it is not used.
# Residual: 39.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.902us 64K:3.082us 2M:23.08us 16M:38.7us 64M:71.33us 256M:84.88us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.72us + bytes / 3.11e+08 GB/s, written at the measured sizes (the
# medians would give 7.4%).
# Residual: 7.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.72us 64K:13.72us 2M:13.72us 16M:13.72us 64M:13.72us 256M:13.72us

# Model parameter (pages per batch), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.3%, 512K 16.1%, 1M 15.9%, 2M 15.6%, 4M 15.2%, 8M 15.4%, 16M
# 16.1%, 32M 17.3%.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     73.66us     61.93us
# seq             2M          0         2         2     2097152           0     217.4us     237.3us
# seq            16M          0        16        16    16777216           0     1.314ms     1.596ms
# seq            64M          0        64        64    67108864           0     6.419ms     6.256ms
# seq           256M          0       256       256   268435456           0     37.02ms     24.89ms
# stride         64M        64K        16        32    67108864           0     6.036ms     5.819ms
# stride        256M         2M        64       128     8388608           0       2.3ms     2.435ms
# random         16M          0         9        23    16777216           0     1.911ms     1.689ms
# random         64M          0        35       230    67108864           0     7.433ms      8.47ms
# random        256M          0       128      1431   268435456           0     48.39ms     40.58ms
# fresh           2M          0         2         2           0     2097152     133.5us     163.3us
# fresh          16M          0        16        16           0    16777216     1.035ms     1.004ms
# fresh          64M          0        64        64           0    67108864     4.215ms     3.888ms
# fresh         256M          0       256       256           0   268435456     17.46ms     15.42ms
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
# prefetch at the driver's defaults). Result: 194.2ns per batch, 13.37us per
# VA block, bytes / 12.6 GB/s moved, 43.15us per faulting kernel, bytes / 22.5
# GB/s zero-filled.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_batch_ns = 194.2ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_block_ns = 13.37us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:326.2ns 64K:5.219us 512K:41.76us 1M:83.51us 2M:167us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_wake_ns = 43.15us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:181.7ns 64K:2.907us 512K:23.26us 1M:46.52us 2M:93.04us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.52us + bytes / 43
# GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 3.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.93us 2M:123.8us 16M:436.6us 64M:1.452ms 256M:6.134ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 16.08us + bytes / 10.7 GB/s, written at the
# measured sizes (the means would give 7.5%).
# Residual: 14.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.21us 2M:212.4us 16M:1.586ms 64M:6.298ms 256M:25.14ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.7us + bytes / 7.67 GB/s, written at the measured
# sizes (the means would give 14.4%).
# Residual: 14.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.23us 512K:83.01us 2M:288us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 18.64us + bytes / 4.12 GB/s, written at the
# measured sizes (the means would give 14.3%).
# Residual: 14.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.54us 512K:145.8us 2M:527.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 335.6us +
# bytes / 2.39 GB/s, misses by 20.9% RMS, so it is not used.
# Residual: 16.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:392.5us 256K:462us 2M:957.7us 16M:7.684ms 64M:32.86ms 256M:123.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.989us + bytes / 1.56e+03 GB/s, misses by 20.9% RMS,
# so it is not used.
# Residual: 12.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.629us 2M:2.658us 16M:14.36us 64M:46.48us 256M:175.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.564us + bytes / 111 GB/s, misses by
# 15.6% RMS, so it is not used.
# Residual: 5.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.65us 2M:22.53us 16M:174.8us 64M:673.2us 256M:2.61ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.73us

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
# measured medians (15 points at 3 sizes): the best line, 5.987us + bytes /
# 322 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 16.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.49us 16M:58.31us 64M:213.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 18.88us + bytes / 233 GB/s, written at the measured
# sizes (the medians would give 12.1%).
# Residual: 12.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:27.88us 16M:90.83us 64M:306.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.952us +
# bytes / 164 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 22.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.06us 16M:99.59us 64M:413.3us 256M:1.699ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.665us
# + bytes / 11 GB/s, misses by 29.9% RMS, so it is not used.
# Residual: 14.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.264us 64K:22.45us 2M:139.1us 16M:1.72ms 64M:7.963ms 256M:33.49ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 14.07us + bytes / 9.15 GB/s,
# misses by 40.5% RMS, so it is not used.
# Residual: 54.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:13.05us 64K:26.44us 2M:565.2us 16M:4.043ms 64M:8.645ms 256M:20.22ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14.9 GB/s, misses by 42.8% RMS, so it is not used.
# Residual: 21.0% RMS relative over 20 repetitions.
host_read_ns = 64K:4.262us 2M:102.6us 16M:2.162ms 64M:9.198ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.5 GB/s, misses by
# 45.3% RMS, so it is not used.
# Residual: 13.0% RMS relative over 20 repetitions.
host_write_ns = 64K:946ns 2M:48.18us 16M:1.247ms 64M:5.615ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 559.3ns +
# bytes / 8.23 GB/s, written at the measured sizes (the medians would give
# 7.9%).
# Residual: 13.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.522us 2M:255.4us 16M:2.039ms 64M:8.155ms

