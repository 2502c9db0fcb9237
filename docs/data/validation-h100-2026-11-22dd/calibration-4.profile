# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-4.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T06:58:17Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T06:58:17Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 11.5% RMS relative over 5 repetitions.
launch_ns = 3.476us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.169us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.492us + bytes / 9.67e+03 GB/s, misses by 57.0% RMS,
# so it is not used.
# Residual: 24.7% RMS relative over 45 repetitions.
malloc_ns = 4K:1.556us 64K:1.568us 1M:1.572us 1536K:1.413us 2M:35.88us 8M:31.91us 64M:41.7us 256M:38.43us 1G:89.69us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.01us + bytes / 3e+03 GB/s, misses by 51.5% RMS, so it is not
# used.
# Residual: 19.6% RMS relative over 45 repetitions.
free_ns = 4K:1.286us 64K:1.216us 1M:1.235us 1536K:1.158us 2M:28.56us 8M:29.87us 64M:46.15us 256M:95.64us 1G:302.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.176us + bytes / 1.12e+04 GB/s, misses by 62.5% RMS, so it is not used.
# Residual: 32.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:1.942us 64K:1.951us 2M:13.22us 16M:18.23us 64M:24.72us 256M:21.51us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.171us + bytes / 4.77e+05 GB/s, written at the measured sizes (the
# medians would give 7.9%).
# Residual: 8.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.171us 64K:7.171us 2M:7.176us 16M:7.206us 64M:7.312us 256M:7.734us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.7%, 512K 18.1%, 1M 16.7%, 2M 15.7%, 4M 16.1%, 8M 16.9%, 16M
# 17.3%, 32M 17.9%.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     70.27us     54.97us
# seq             2M          0         2         2     2097152           0     208.3us     221.5us
# seq            16M          0        16        16    16777216           0     1.436ms     1.499ms
# seq            64M          0        64        64    67108864           0     6.817ms     5.878ms
# seq           256M          0       256       256   268435456           0     27.55ms     23.39ms
# stride         64M        64K        32        32    67108864           0         5ms      5.53ms
# stride        256M         2M       128       128     8388608           0      1.82ms     2.074ms
# random         16M          0         9        35    16777216           0       1.5ms     1.705ms
# random         64M          0        34       306    67108864           0     9.595ms     8.509ms
# random        256M          0       139      1560   268435456           0     44.31ms     37.57ms
# fresh           2M          0         2         2           0     2097152     109.5us     140.9us
# fresh          16M          0        16        16           0    16777216     821.6us     853.8us
# fresh          64M          0        64        64           0    67108864     3.844ms     3.298ms
# fresh         256M          0       256       256           0   268435456     17.36ms     13.08ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 10.87us per VA
# block, bytes / 13 GB/s moved, 39.07us per faulting kernel, bytes / 26.2 GB/s
# zero-filled. This coefficient came out negative and is held at 0.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_block_ns = 10.87us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:313.9ns 64K:5.022us 512K:40.18us 1M:80.35us 2M:160.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_wake_ns = 39.07us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:156.4ns 64K:2.503us 512K:20.02us 1M:40.05us 2M:80.1us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 35.32us + bytes / 47.9 GB/s, written at the measured sizes (the
# medians would give 2.5%).
# Residual: 14.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.69us 2M:79.1us 16M:385.6us 64M:1.436ms 256M:5.639ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.81us + bytes / 17.4 GB/s, written at
# the measured sizes (the medians would give 4.0%).
# Residual: 9.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.59us 2M:135.7us 16M:981.5us 64M:3.882ms 256M:15.48ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.64us + bytes / 14.2 GB/s, written at the
# measured sizes (the medians would give 7.1%).
# Residual: 7.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.25us 512K:50.56us 2M:161.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 24.49us + bytes / 4.53 GB/s, misses by 17.8% RMS, so it is not used.
# Residual: 13.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.91us 512K:166.6us 2M:445.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 231.7us + bytes / 3.69 GB/s, misses by 15.2% RMS, so
# it is not used.
# Residual: 8.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:260.6us 256K:335.4us 2M:620.5us 16M:5.01ms 64M:20.37ms 256M:84.54ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.964us + bytes / 1.57e+03 GB/s, misses by 19.9% RMS,
# so it is not used.
# Residual: 10.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.636us 2M:2.622us 16M:14.23us 64M:46.39us 256M:176.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.29us + bytes / 97.8 GB/s, misses
# by 15.0% RMS, so it is not used.
# Residual: 9.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.25us 2M:29.46us 16M:211.7us 64M:651.6us 256M:3.115ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.84us

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
# measured medians (15 points at 3 sizes): the best line, 7.296us + bytes /
# 256 GB/s, misses by 20.5% RMS, so it is not used.
# Residual: 20.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.52us 16M:72.25us 64M:271.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.201us +
# bytes / 204 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.49us 16M:83us 64M:330us 256M:1.322ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.711us
# + bytes / 12.3 GB/s, misses by 25.6% RMS, so it is not used.
# Residual: 14.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.191us 64K:23.39us 2M:133.1us 16M:1.533ms 64M:6.063ms 256M:26.86ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.43us + bytes / 13.3 GB/s,
# misses by 25.1% RMS, so it is not used.
# Residual: 11.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.09us 64K:28.37us 2M:244us 16M:1.274ms 64M:4.544ms 256M:17.77ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 622.1ns +
# bytes / 5.44 GB/s, misses by 20.5% RMS, so it is not used.
# Residual: 20.1% RMS relative over 20 repetitions.
host_read_ns = 64K:12.67us 2M:379us 16M:3.156ms 64M:12.29ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 25.3 GB/s, misses by
# 33.4% RMS, so it is not used.
# Residual: 14.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.469us 2M:60.02us 16M:1.079ms 64M:4.656ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 975.7ns +
# bytes / 12.1 GB/s, written at the measured sizes (the medians would give
# 4.1%).
# Residual: 4.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.375us 2M:173.8us 16M:1.383ms 64M:5.53ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
