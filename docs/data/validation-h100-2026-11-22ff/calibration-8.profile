# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-8.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:15:13Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:15:13Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.0% RMS relative over 5 repetitions.
launch_ns = 4.616us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.174us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.691us + bytes / 3.41e+03 GB/s, misses by 56.9% RMS,
# so it is not used.
# Residual: 25.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.756us 64K:2.656us 1M:3.142us 1536K:2.72us 2M:60.34us 8M:49.34us 64M:83.27us 256M:93.91us 1G:252.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.204us + bytes / 1.27e+03 GB/s, misses by 48.2% RMS, so it is
# not used.
# Residual: 18.6% RMS relative over 45 repetitions.
free_ns = 4K:2.769us 64K:2.611us 1M:2.572us 1536K:2.726us 2M:47.19us 8M:48.78us 64M:85.22us 256M:209.5us 1G:736.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.629us + bytes / 2.76e+03 GB/s, misses by 63.5% RMS, so it is not used.
# Residual: 34.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.446us 64K:4.113us 2M:39.47us 16M:55.41us 64M:83.31us 256M:81.56us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.05us + bytes / 1.14e+05 GB/s, written at the measured sizes (the
# medians would give 14.6%).
# Residual: 14.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.05us 64K:13.05us 2M:13.07us 16M:13.2us 64M:13.64us 256M:15.41us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.4%, 512K 19.1%, 1M 18.6%, 2M 17.9%, 4M 17.7%, 8M 17.2%, 16M
# 16.8%, 32M 17.3%.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0       107us        82us
# seq             2M          0         2         2     2097152           0     252.6us     328.3us
# seq            16M          0        16        16    16777216           0     2.147ms     2.521ms
# seq            64M          0        64        64    67108864           0     11.99ms     10.04ms
# seq           256M          0       256       256   268435456           0     43.06ms     40.11ms
# stride         64M        64K         4        32    67108864           0     7.448ms     6.781ms
# stride        256M         2M        16       128     8388608           0     2.963ms     3.347ms
# random         16M          0        16        16    16777216           0     2.402ms     2.521ms
# random         64M          0        39       104    67108864           0     11.53ms     9.439ms
# random        256M          0       127       907   268435456           0     59.27ms     43.34ms
# fresh           2M          0         2         2           0     2097152     172.8us     199.3us
# fresh          16M          0        16        16           0    16777216      1.42ms     1.489ms
# fresh          64M          0        64        64           0    67108864     6.494ms     5.911ms
# fresh         256M          0       256       256           0   268435456     27.99ms      23.6ms
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
# prefetch at the driver's defaults). Result: 46.71us per batch, 14.21us per
# VA block, bytes / 11 GB/s moved, 15.1us per faulting kernel, bytes / 33.6
# GB/s zero-filled.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_batch_ns = 46.71us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_block_ns = 14.21us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:373.8ns 64K:5.981us 512K:47.85us 1M:95.7us 2M:191.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_wake_ns = 15.1us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:121.9ns 64K:1.95us 512K:15.6us 1M:31.2us 2M:62.4us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 67.12us + bytes /
# 43.9 GB/s, misses by 24.3% RMS, so it is not used.
# Residual: 12.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:60.13us 2M:192.9us 16M:558.3us 64M:1.429ms 256M:5.639ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 20.49us + bytes / 9.45 GB/s, written at
# the measured sizes (the medians would give 6.6%).
# Residual: 12.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:27.43us 2M:242.4us 16M:1.796ms 64M:7.123ms 256M:28.43ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.32us + bytes / 8.2 GB/s, written at the
# measured sizes (the medians would give 10.4%).
# Residual: 10.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.32us 512K:81.29us 2M:273.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.25us + bytes / 2.98 GB/s, written at
# the measured sizes (the medians would give 7.1%).
# Residual: 10.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.24us 512K:200.2us 2M:727.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 332.8us + bytes / 2.21
# GB/s, written at the measured sizes (the medians would give 3.0%).
# Residual: 12.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:362.4us 256K:451.4us 2M:1.282ms 16M:7.924ms 64M:30.7ms 256M:121.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.216us + bytes / 851 GB/s, misses by 18.6% RMS, so
# it is not used.
# Residual: 11.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.428us 2M:5.462us 16M:25.07us 64M:86.72us 256M:327.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.98us + bytes / 73 GB/s, misses by
# 15.9% RMS, so it is not used.
# Residual: 8.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.97us 2M:36.64us 16M:249.4us 64M:1.062ms 256M:3.896ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 104.8us

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
# measured medians (15 points at 3 sizes): the best line, 7.391us + bytes /
# 217 GB/s, misses by 21.0% RMS, so it is not used.
# Residual: 21.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.17us 16M:82.15us 64M:327.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.986us +
# bytes / 145 GB/s, misses by 23.1% RMS, so it is not used.
# Residual: 23.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18.69us 16M:114.3us 64M:477.7us 256M:1.874ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.723us
# + bytes / 9.68 GB/s, misses by 33.6% RMS, so it is not used.
# Residual: 17.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.322us 64K:24.18us 2M:153.3us 16M:2.064ms 64M:10.15ms 256M:41.67ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.98us + bytes / 9.18 GB/s,
# misses by 21.2% RMS, so it is not used.
# Residual: 10.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.63us 64K:32.1us 2M:298.2us 16M:1.66ms 64M:7.005ms 256M:28.02ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.75 GB/s, misses by 26.3% RMS, so it is not used.
# Residual: 15.8% RMS relative over 20 repetitions.
host_read_ns = 64K:5.84us 2M:211.8us 16M:2.557ms 64M:11.91ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 23.2 GB/s, misses by
# 41.1% RMS, so it is not used.
# Residual: 14.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.159us 2M:65.07us 16M:1.267ms 64M:6.734ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.089us +
# bytes / 9.39 GB/s, written at the measured sizes (the medians would give
# 8.2%).
# Residual: 8.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.071us 2M:224.5us 16M:1.789ms 64M:7.151ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
