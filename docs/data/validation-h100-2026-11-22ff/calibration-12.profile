# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:17:21Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:17:21Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.0% RMS relative over 5 repetitions.
launch_ns = 4.834us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.109us + bytes / 3.88e+03 GB/s, misses by 65.1% RMS,
# so it is not used.
# Residual: 34.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.87us 64K:2.975us 1M:3.355us 1536K:3.629us 2M:80.71us 8M:49.35us 64M:101.7us 256M:127.1us 1G:211.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.372us + bytes / 1.36e+03 GB/s, misses by 52.6% RMS, so it is
# not used.
# Residual: 22.1% RMS relative over 45 repetitions.
free_ns = 4K:3.653us 64K:3.696us 1M:2.103us 1536K:3.607us 2M:48.97us 8M:47.26us 64M:91.67us 256M:202.5us 1G:673.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.822us + bytes / 2.68e+03 GB/s, misses by 63.1% RMS, so it is not used.
# Residual: 38.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.884us 64K:3.266us 2M:28.56us 16M:49.48us 64M:72.68us 256M:81.78us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.97us + bytes / 1.07e+06 GB/s, written at the measured sizes (the
# medians would give 10.9%).
# Residual: 11.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.97us 64K:12.97us 2M:12.98us 16M:12.99us 64M:13.04us 256M:13.23us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.3%, 512K 15.0%, 1M 14.6%, 2M 14.1%, 4M 14.3%, 8M 14.4%, 16M
# 14.5%, 32M 15.3%.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     84.61us     70.67us
# seq             2M          0         2         2     2097152           0     247.8us     299.9us
# seq            16M          0        16        16    16777216           0     1.999ms     2.072ms
# seq            64M          0        64        64    67108864           0     9.835ms     8.146ms
# seq           256M          0       256       256   268435456           0      43.4ms     32.45ms
# stride         64M        64K        32        32    67108864           0     7.028ms     7.603ms
# stride        256M         2M       128       128     8388608           0     2.944ms     3.098ms
# random         16M          0         9        35    16777216           0     2.494ms     2.379ms
# random         64M          0        34       306    67108864           0     11.53ms      12.1ms
# random        256M          0       139      1560   268435456           0      55.2ms     53.76ms
# fresh           2M          0         2         2           0     2097152     177.9us     210.9us
# fresh          16M          0        16        16           0    16777216     1.248ms     1.359ms
# fresh          64M          0        64        64           0    67108864     6.041ms     5.297ms
# fresh         256M          0       256       256           0   268435456     26.25ms     21.05ms
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
# prefetch at the driver's defaults). Result: 594.3ns per batch, 16.4us per VA
# block, bytes / 9.57 GB/s moved, 46.84us per faulting kernel, bytes / 16.1
# GB/s zero-filled.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_batch_ns = 594.3ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_block_ns = 16.4us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:428ns 64K:6.848us 512K:54.78us 1M:109.6us 2M:219.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_wake_ns = 46.84us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:254.1ns 64K:4.065us 512K:32.52us 1M:65.04us 2M:130.1us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 42.7us + bytes /
# 45.4 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 3.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.04us 2M:128.6us 16M:462.5us 64M:1.394ms 256M:5.461ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 21.65us + bytes / 14.5 GB/s, written at
# the measured sizes (the medians would give 7.7%).
# Residual: 10.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.16us 2M:166.1us 16M:1.177ms 64M:4.644ms 256M:18.51ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.57us + bytes / 7.64 GB/s, written at the
# measured sizes (the medians would give 7.4%).
# Residual: 7.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.15us 512K:86.2us 2M:292.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 20.64us + bytes / 3.49 GB/s, misses by 18.6% RMS, so it is not used.
# Residual: 17.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.09us 512K:178.9us 2M:599.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 371.5us + bytes / 2.12
# GB/s, written at the measured sizes (the medians would give 8.5%).
# Residual: 14.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:402.5us 256K:495.4us 2M:1.363ms 16M:8.302ms 64M:32.09ms 256M:127.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.127us + bytes / 1.45e+03 GB/s, misses by 22.7% RMS,
# so it is not used.
# Residual: 15.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.863us 2M:2.832us 16M:15.33us 64M:49.91us 256M:190.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.98us + bytes / 93 GB/s, misses by
# 18.5% RMS, so it is not used.
# Residual: 12.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.05us 2M:27.18us 16M:214.2us 64M:774us 256M:3.051ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 27.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 102.8us

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
# measured medians (15 points at 3 sizes): the best line, 8.08us + bytes / 218
# GB/s, misses by 21.8% RMS, so it is not used.
# Residual: 22.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.82us 16M:82us 64M:327.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 14.33us +
# bytes / 156 GB/s, misses by 24.5% RMS, so it is not used.
# Residual: 24.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:28.64us 16M:112.9us 64M:450us 256M:1.814ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.809us
# + bytes / 8.94 GB/s, misses by 28.2% RMS, so it is not used.
# Residual: 16.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.465us 64K:26.17us 2M:182.7us 16M:2.217ms 64M:8.275ms 256M:33.72ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.82us + bytes / 11.2 GB/s,
# misses by 24.1% RMS, so it is not used.
# Residual: 13.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.42us 64K:30.39us 2M:266us 16M:1.344ms 64M:5.109ms 256M:26.9ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 11.8 GB/s, misses by 39.6% RMS, so it is not used.
# Residual: 21.4% RMS relative over 20 repetitions.
host_read_ns = 64K:4.558us 2M:130.6us 16M:2.083ms 64M:11.25ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.3 GB/s, misses by
# 44.2% RMS, so it is not used.
# Residual: 13.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.02us 2M:53.64us 16M:1.119ms 64M:6.728ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 808.5ns +
# bytes / 10.6 GB/s, written at the measured sizes (the medians would give
# 4.4%).
# Residual: 4.5% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.002us 2M:199us 16M:1.586ms 64M:6.343ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
