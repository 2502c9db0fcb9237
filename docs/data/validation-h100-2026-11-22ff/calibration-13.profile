# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:17:52Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:17:52Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.6% RMS relative over 5 repetitions.
launch_ns = 4.836us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.009us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.831us + bytes / 5.04e+03 GB/s, misses by 59.0% RMS,
# so it is not used.
# Residual: 29.3% RMS relative over 45 repetitions.
malloc_ns = 4K:1.755us 64K:2.683us 1M:1.868us 1536K:1.819us 2M:41.42us 8M:50.89us 64M:54.55us 256M:67.33us 1G:171us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.257us + bytes / 2.13e+03 GB/s, misses by 55.4% RMS, so it is
# not used.
# Residual: 23.5% RMS relative over 45 repetitions.
free_ns = 4K:1.636us 64K:2.637us 1M:1.425us 1536K:1.489us 2M:33.08us 8M:46.76us 64M:80.23us 256M:134.7us 1G:449.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.431us + bytes / 3.33e+03 GB/s, misses by 65.9% RMS, so it is not used.
# Residual: 38.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.699us 64K:3.671us 2M:33.47us 16M:57.59us 64M:69.39us 256M:68.87us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 14us + bytes /
# 8.89e+05 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 12.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:17.82us 64K:13.29us 2M:14.26us 16M:13.12us 64M:13.07us 256M:14.69us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 21.7%, 512K 21.6%, 1M 21.4%, 2M 20.2%, 4M 19.2%, 8M 16.1%, 16M
# 14.5%, 32M 15.0%.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     62.34us      60.3us
# seq             2M          0         2         2     2097152           0     203.7us     261.8us
# seq            16M          0        16        16    16777216           0      2.17ms     2.094ms
# seq            64M          0        64        64    67108864           0     9.855ms     8.377ms
# seq           256M          0       256       256   268435456           0     38.27ms     33.51ms
# stride         64M        64K         4        32    67108864           0     4.988ms     5.333ms
# stride        256M         2M        16       128     8388608           0     2.398ms     2.655ms
# random         16M          0        16        16    16777216           0     2.082ms     2.094ms
# random         64M          0        39       104    67108864           0     7.994ms     7.663ms
# random        256M          0       127       907   268435456           0     51.88ms     34.44ms
# fresh           2M          0         2         2           0     2097152     157.3us     179.3us
# fresh          16M          0        16        16           0    16777216     1.404ms     1.434ms
# fresh          64M          0        64        64           0    67108864     6.157ms     5.737ms
# fresh         256M          0       256       256           0   268435456     26.53ms     22.95ms
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
# prefetch at the driver's defaults). Result: 45.21us per batch, 10.38us per
# VA block, bytes / 13.9 GB/s moved, 0ns per faulting kernel, bytes / 30.8
# GB/s zero-filled.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_batch_ns = 45.21us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_block_ns = 10.38us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:294.2ns 64K:4.706us 512K:37.65us 1M:75.3us 2M:150.6us

# One of the five coefficients of the fault model: see fault_batch_ns. This
# coefficient came out negative and is held at 0.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_wake_ns = 0ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:133ns 64K:2.128us 512K:17.02us 1M:34.05us 2M:68.09us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 42.38us + bytes / 45
# GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 3.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.96us 2M:123.7us 16M:467.1us 64M:1.408ms 256M:5.52ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 19.98us + bytes / 11.3 GB/s, misses by 20.0% RMS, so it is not used.
# Residual: 8.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.21us 2M:260.1us 16M:1.721ms 64M:6.821ms 256M:18.48ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 14.33us + bytes / 11.8 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 15.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.91us 512K:58.87us 2M:192.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 21.2us + bytes / 3.54 GB/s, misses by 18.1% RMS, so it is not used.
# Residual: 15.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.92us 512K:196.1us 2M:564.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 293.9us + bytes / 2.71 GB/s, misses by 15.0% RMS, so
# it is not used.
# Residual: 10.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:341.9us 256K:395.5us 2M:879us 16M:6.558ms 64M:27.13ms 256M:111.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.048us + bytes / 1.51e+03 GB/s, misses by 21.5% RMS,
# so it is not used.
# Residual: 14.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.749us 2M:2.73us 16M:14.72us 64M:48.33us 256M:182.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.66us + bytes / 79 GB/s, misses by
# 16.9% RMS, so it is not used.
# Residual: 11.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.39us 2M:38.38us 16M:264.1us 64M:1.043ms 256M:2.989ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 28.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.9us

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
# measured medians (15 points at 3 sizes): the best line, 13.86us + bytes /
# 263 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 22.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:22.09us 16M:73.66us 64M:281.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.784us +
# bytes / 170 GB/s, misses by 25.9% RMS, so it is not used.
# Residual: 26.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.86us 16M:105.9us 64M:423.9us 256M:1.487ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.646us
# + bytes / 8.95 GB/s, misses by 32.4% RMS, so it is not used.
# Residual: 17.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.242us 64K:26.18us 2M:173.7us 16M:2.126ms 64M:9.288ms 256M:39.08ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.62us + bytes / 10.5 GB/s,
# misses by 20.7% RMS, so it is not used.
# Residual: 11.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.37us 64K:29.14us 2M:262.2us 16M:1.489ms 64M:6.434ms 256M:22.88ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.12 GB/s, misses by 19.5% RMS, so it is not used.
# Residual: 14.2% RMS relative over 20 repetitions.
host_read_ns = 64K:6.728us 2M:215.6us 16M:2.398ms 64M:9.351ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 16 GB/s, misses by
# 40.6% RMS, so it is not used.
# Residual: 25.8% RMS relative over 20 repetitions.
host_write_ns = 64K:1.083us 2M:104.1us 16M:1.185ms 64M:5.544ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 907.2ns +
# bytes / 8.54 GB/s, written at the measured sizes (the medians would give
# 11.2%).
# Residual: 14.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.579us 2M:246.4us 16M:1.965ms 64M:7.857ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
