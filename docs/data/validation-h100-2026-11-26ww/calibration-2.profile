# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-2.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T22:07:02Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:07:02Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.1% RMS relative over 5 repetitions.
launch_ns = 4.372us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.196us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.6us + bytes / 4.21e+03 GB/s, misses by 59.4% RMS,
# so it is not used.
# Residual: 27.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.575us 64K:2.789us 1M:2.844us 1536K:2.555us 2M:55.7us 8M:47.92us 64M:79.22us 256M:81.99us 1G:204.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.046us + bytes / 1.53e+03 GB/s, misses by 48.4% RMS, so it is
# not used.
# Residual: 17.7% RMS relative over 45 repetitions.
free_ns = 4K:2.396us 64K:2.629us 1M:2.424us 1536K:2.345us 2M:41.05us 8M:45.22us 64M:79.51us 256M:179.2us 1G:597.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.309us + bytes / 4.67e+03 GB/s, misses by 65.2% RMS, so it is not used.
# Residual: 35.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.56us 64K:3.536us 2M:35.27us 16M:44.65us 64M:51.65us 256M:50.56us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.78us + bytes / 1.86e+05 GB/s, written at the measured sizes (the
# medians would give 8.7%).
# Residual: 9.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.78us 64K:11.78us 2M:11.79us 16M:11.87us 64M:12.14us 256M:13.22us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 12.6%, 512K 12.2%, 1M 11.8%, 2M 12.3%, 4M 13.5%, 8M 15.0%, 16M
# 16.2%, 32M 17.4%.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      87.1us     71.21us
# seq             2M          0         2         2     2097152           0     216.8us     258.1us
# seq            16M          0        16        16    16777216           0     1.588ms     1.712ms
# seq            64M          0        64        64    67108864           0     7.575ms     6.697ms
# seq           256M          0       256       256   268435456           0      34.1ms     26.64ms
# stride         64M        64K        64        64    67108864           0     6.639ms     6.697ms
# stride        256M         2M       128       128     8388608           0     2.592ms     2.712ms
# random         16M          0        10        55    16777216           0     2.303ms     2.307ms
# random         64M          0        38       373    67108864           0     11.26ms     11.41ms
# random        256M          0       160      1651   268435456           0     48.88ms     47.91ms
# fresh           2M          0         2         2           0     2097152     154.8us     183.3us
# fresh          16M          0        16        16           0    16777216     1.125ms     1.113ms
# fresh          64M          0        64        64           0    67108864     4.423ms     4.302ms
# fresh         256M          0       256       256           0   268435456      19.9ms     17.06ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 15.25us per VA
# block, bytes / 11.8 GB/s moved, 50.42us per faulting kernel, bytes / 20.5
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_block_ns = 15.25us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:346.1ns 64K:5.537us 512K:44.3us 1M:88.59us 2M:177.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_wake_ns = 50.42us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:199.9ns 64K:3.198us 512K:25.59us 1M:51.17us 2M:102.3us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 40.68us + bytes /
# 46.8 GB/s, misses by 26.5% RMS, so it is not used.
# Residual: 20.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.12us 2M:128.1us 16M:441.1us 64M:1.349ms 256M:5.33ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.12us + bytes / 12.6 GB/s, written at
# the measured sizes (the medians would give 3.0%).
# Residual: 6.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.33us 2M:184.8us 16M:1.352ms 64M:5.353ms 256M:21.36ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.8us + bytes / 10.9 GB/s, written at the
# measured sizes (the medians would give 6.9%).
# Residual: 6.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.8us 512K:62.81us 2M:206.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 19.98us + bytes / 3.37 GB/s, written at
# the measured sizes (the medians would give 8.9%).
# Residual: 10.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.45us 512K:175.8us 2M:643.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 315us + bytes / 2.5 GB/s, written at the measured sizes
# (the medians would give 5.5%).
# Residual: 12.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:341.2us 256K:419.9us 2M:1.154ms 16M:7.025ms 64M:27.16ms 256M:107.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.914us + bytes / 1.3e+03 GB/s, misses by 23.0% RMS,
# so it is not used.
# Residual: 14.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.22us 2M:3.567us 16M:16.87us 64M:56.55us 256M:216.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 16.83us +
# bytes / 75.7 GB/s, written at the measured sizes (the medians would give
# 6.7%).
# Residual: 12.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.69us 2M:44.54us 16M:238.5us 64M:903.7us 256M:3.564ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 40.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.7us

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
# sizes): 6.179us + bytes / 260 GB/s, written at the measured sizes (the
# medians would give 14.2%).
# Residual: 14.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.25us 16M:70.76us 64M:264.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 18.49us + bytes / 250 GB/s, written at the measured
# sizes (the medians would give 7.0%).
# Residual: 7.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:26.88us 16M:85.56us 64M:286.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.287us +
# bytes / 161 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 22.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.46us 16M:103.7us 64M:420us 256M:1.7ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.934us
# + bytes / 11.7 GB/s, misses by 32.8% RMS, so it is not used.
# Residual: 18.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.54us 64K:22.51us 2M:141.9us 16M:1.35ms 64M:7.258ms 256M:32.39ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.85us + bytes / 9.79 GB/s,
# misses by 22.9% RMS, so it is not used.
# Residual: 14.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.46us 64K:31.16us 2M:292.8us 16M:1.684ms 64M:6.292ms 256M:25.03ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 9.77 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 18.3% RMS relative over 20 repetitions.
host_read_ns = 64K:6.737us 2M:193us 16M:1.605ms 64M:9.404ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.3 GB/s, misses by
# 36.3% RMS, so it is not used.
# Residual: 13.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.257us 2M:54.4us 16M:822.2us 64M:5.237ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 443.9ns +
# bytes / 12 GB/s, written at the measured sizes (the medians would give
# 4.1%).
# Residual: 4.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.898us 2M:175us 16M:1.397ms 64M:5.586ms

