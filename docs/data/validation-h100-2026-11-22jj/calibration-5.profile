# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-5.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:48:54Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:48:54Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.7% RMS relative over 5 repetitions.
launch_ns = 4.321us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.194us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.422us + bytes / 5.13e+03 GB/s, misses by 58.3% RMS,
# so it is not used.
# Residual: 26.9% RMS relative over 45 repetitions.
malloc_ns = 4K:3.556us 64K:3.542us 1M:3.382us 1536K:3.294us 2M:63.15us 8M:54.78us 64M:85.94us 256M:69.08us 1G:172.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.554us + bytes / 1.3e+03 GB/s, misses by 47.8% RMS, so it is not
# used.
# Residual: 17.7% RMS relative over 45 repetitions.
free_ns = 4K:3.002us 64K:3.053us 1M:3.088us 1536K:2.875us 2M:46.83us 8M:52.18us 64M:89.18us 256M:206.4us 1G:712.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.873us + bytes / 7.47e+03 GB/s, misses by 63.7% RMS, so it is not used.
# Residual: 33.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.417us 64K:2.8us 2M:18.96us 16M:25.01us 64M:29.23us 256M:31.46us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 8.877us + bytes / 2.51e+05 GB/s, written at the measured sizes (the
# medians would give 6.8%).
# Residual: 7.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:8.877us 64K:8.877us 2M:8.885us 16M:8.944us 64M:9.144us 256M:9.945us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.8%, 512K 17.4%, 1M 16.7%, 2M 16.3%, 4M 16.6%, 8M 17.4%, 16M
# 18.2%, 32M 19.2%.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      99.3us     77.62us
# seq             2M          0         2         2     2097152           0     284.5us       294us
# seq            16M          0        16        16    16777216           0     1.585ms     1.966ms
# seq            64M          0        64        64    67108864           0      9.02ms     7.701ms
# seq           256M          0       256       256   268435456           0      39.2ms     30.64ms
# stride         64M        64K        32        32    67108864           0     7.303ms     7.185ms
# stride        256M         2M       128       128     8388608           0     2.755ms     2.945ms
# random         16M          0         9        35    16777216           0     2.261ms     2.273ms
# random         64M          0        34       306    67108864           0      11.2ms      11.6ms
# random        256M          0       139      1560   268435456           0     56.08ms     51.66ms
# fresh           2M          0         2         2           0     2097152     155.1us     201.5us
# fresh          16M          0        16        16           0    16777216     1.173ms     1.226ms
# fresh          64M          0        64        64           0    67108864     5.707ms     4.741ms
# fresh         256M          0       256       256           0   268435456     25.17ms      18.8ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 16.12us per VA
# block, bytes / 10.1 GB/s moved, 55.04us per faulting kernel, bytes / 18.4
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_block_ns = 16.12us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:403.7ns 64K:6.459us 512K:51.67us 1M:103.3us 2M:206.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_wake_ns = 55.04us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:223ns 64K:3.568us 512K:28.55us 1M:57.09us 2M:114.2us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.38us + bytes /
# 41.8 GB/s, misses by 15.0% RMS, so it is not used.
# Residual: 4.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.1us 2M:118.9us 16M:451.6us 64M:1.536ms 256M:6.06ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 13.6us + bytes / 12.9 GB/s, written at the
# measured sizes (the medians would give 5.2%).
# Residual: 6.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.7us 2M:176.7us 16M:1.318ms 64M:5.233ms 256M:20.89ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 20.68us + bytes / 8.7 GB/s, written at the
# measured sizes (the medians would give 8.1%).
# Residual: 8.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:28.21us 512K:80.92us 2M:261.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.54us + bytes / 2.92 GB/s, written at
# the measured sizes (the medians would give 8.9%).
# Residual: 10.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.99us 512K:202.1us 2M:741us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 297.7us + bytes / 2.48 GB/s, misses by 16.9% RMS, so
# it is not used.
# Residual: 13.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:337.1us 256K:425.4us 2M:933.3us 16M:7.017ms 64M:30.5ms 256M:122.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.021us + bytes / 1.06e+03 GB/s, misses by 17.9% RMS,
# so it is not used.
# Residual: 12.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5us 2M:5.02us 16M:20.57us 64M:68.18us 256M:266.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 17.91us + bytes / 70.3 GB/s, misses
# by 16.6% RMS, so it is not used.
# Residual: 12.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:20.95us 2M:39.71us 16M:272.5us 64M:1.041ms 256M:3.98ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 35.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 140.3us

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
# measured medians (15 points at 3 sizes): the best line, 12.55us + bytes /
# 222 GB/s, misses by 20.3% RMS, so it is not used.
# Residual: 20.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:22.03us 16M:87.62us 64M:316.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.358us +
# bytes / 201 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.9us 16M:83.31us 64M:335.4us 256M:1.364ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.045us
# + bytes / 11.5 GB/s, misses by 31.4% RMS, so it is not used.
# Residual: 14.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.669us 64K:22.45us 2M:136.3us 16M:1.472ms 64M:7.698ms 256M:36ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.49us + bytes / 10.8 GB/s,
# misses by 22.3% RMS, so it is not used.
# Residual: 14.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.94us 64K:31.03us 2M:255us 16M:1.413ms 64M:5.944ms 256M:24.51ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.73 GB/s, misses by 17.4% RMS, so it is not used.
# Residual: 12.9% RMS relative over 20 repetitions.
host_read_ns = 64K:7.646us 2M:229.9us 16M:2.366ms 64M:10.22ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 24.6 GB/s, misses by
# 36.0% RMS, so it is not used.
# Residual: 13.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.195us 2M:61.64us 16M:1.089ms 64M:5.616ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.375us +
# bytes / 10.9 GB/s, written at the measured sizes (the medians would give
# 4.9%).
# Residual: 5.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.405us 2M:194.3us 16M:1.545ms 64M:6.176ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
