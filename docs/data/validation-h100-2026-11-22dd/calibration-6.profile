# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-6.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T06:59:17Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T06:59:17Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.2% RMS relative over 5 repetitions.
launch_ns = 3.925us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.176us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.486us + bytes / 7.19e+03 GB/s, misses by 57.9% RMS,
# so it is not used.
# Residual: 26.5% RMS relative over 45 repetitions.
malloc_ns = 4K:1.522us 64K:1.624us 1M:1.497us 1536K:1.525us 2M:39.82us 8M:31.92us 64M:38.09us 256M:49.23us 1G:118us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.083us + bytes / 2.98e+03 GB/s, misses by 50.7% RMS, so it is
# not used.
# Residual: 18.7% RMS relative over 45 repetitions.
free_ns = 4K:1.293us 64K:1.269us 1M:1.238us 1536K:1.318us 2M:29.93us 8M:31.32us 64M:47.87us 256M:93.61us 1G:301.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.153us + bytes / 4.25e+03 GB/s, misses by 68.9% RMS, so it is not used.
# Residual: 49.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.123us 64K:1.891us 2M:15.73us 16M:35.99us 64M:32.34us 256M:51.34us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.28us + bytes / 4.63e+05 GB/s, written at the measured sizes (the
# medians would give 7.8%).
# Residual: 10.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.28us 64K:11.28us 2M:11.29us 16M:11.32us 64M:11.43us 256M:11.86us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.6%, 512K 15.1%, 1M 14.2%, 2M 13.3%, 4M 13.6%, 8M 14.8%, 16M
# 16.3%, 32M 17.6%.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     88.67us     83.44us
# seq             2M          0         2         2     2097152           0     219.7us     277.4us
# seq            16M          0        16        16    16777216           0     1.884ms     1.779ms
# seq            64M          0        64        64    67108864           0     7.722ms     6.929ms
# seq           256M          0       256       256   268435456           0     35.26ms     27.53ms
# stride         64M        64K        32        32    67108864           0     6.021ms     6.455ms
# stride        256M         2M       128       128     8388608           0     2.509ms     2.699ms
# random         16M          0         9        35    16777216           0     2.088ms     2.061ms
# random         64M          0        34       306    67108864           0     9.679ms     10.52ms
# random        256M          0       139      1560   268435456           0     59.48ms     46.85ms
# fresh           2M          0         2         2           0     2097152     255.3us     216.1us
# fresh          16M          0        16        16           0    16777216     1.201ms     1.289ms
# fresh          64M          0        64        64           0    67108864       4.5ms     4.968ms
# fresh         256M          0       256       256           0   268435456     22.05ms     19.68ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 14.82us per VA
# block, bytes / 11.3 GB/s moved, 62.84us per faulting kernel, bytes / 17 GB/s
# zero-filled. This coefficient came out negative and is held at 0.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_block_ns = 14.82us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:361.2ns 64K:5.779us 512K:46.23us 1M:92.46us 2M:184.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_wake_ns = 62.84us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:241.5ns 64K:3.863us 512K:30.91us 1M:61.82us 2M:123.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 64.85us + bytes / 48.3 GB/s, written at the measured sizes (the
# medians would give 1.6%).
# Residual: 7.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:66.21us 2M:108.3us 16M:412.4us 64M:1.455ms 256M:5.626ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.82us + bytes / 9.97 GB/s, written at
# the measured sizes (the medians would give 6.2%).
# Residual: 8.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.4us 2M:227.3us 16M:1.7ms 64M:6.751ms 256M:26.95ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.05us + bytes / 9.02 GB/s, written at the
# measured sizes (the medians would give 9.4%).
# Residual: 9.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.32us 512K:75.16us 2M:249.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 24.66us + bytes / 2.92 GB/s, misses by 18.0% RMS, so it is not used.
# Residual: 9.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.77us 512K:258.7us 2M:661.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 224.1us + bytes / 3.45 GB/s, misses by 17.8% RMS, so
# it is not used.
# Residual: 14.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:260.2us 256K:304.8us 2M:684.9us 16M:5.31ms 64M:21.94ms 256M:83.05ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.545us + bytes / 936 GB/s, misses by 23.2% RMS, so
# it is not used.
# Residual: 15.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.373us 2M:3.772us 16M:22.68us 64M:75.05us 256M:312.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 16.51us +
# bytes / 96.6 GB/s, written at the measured sizes (the medians would give
# 6.6%).
# Residual: 12.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.19us 2M:38.22us 16M:190.2us 64M:711.1us 256M:2.795ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 67.07us

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
# measured medians (15 points at 3 sizes): the best line, 12.82us + bytes /
# 241 GB/s, misses by 22.0% RMS, so it is not used.
# Residual: 22.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:21.7us 16M:79.25us 64M:301.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.14us +
# bytes / 181 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.38us 16M:103us 64M:371.3us 256M:1.435ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.802us
# + bytes / 9.58 GB/s, misses by 28.4% RMS, so it is not used.
# Residual: 18.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.389us 64K:25.92us 2M:181.2us 16M:1.738ms 64M:7.53ms 256M:33.99ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.17us + bytes / 9.92 GB/s,
# misses by 20.3% RMS, so it is not used.
# Residual: 10.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.85us 64K:31.44us 2M:271.9us 16M:1.616ms 64M:5.972ms 256M:27.18ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 20
# points at 4 sizes): 0ns + bytes / 7.02 GB/s, written at the measured sizes
# (the medians would give 11.8%).
# Residual: 13.7% RMS relative over 20 repetitions.
host_read_ns = 64K:8.922us 2M:298.4us 16M:2.39ms 64M:9.56ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22.3 GB/s, misses by
# 29.0% RMS, so it is not used.
# Residual: 12.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.254us 2M:69.69us 16M:1.025ms 64M:4.639ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.9 GB/s, written at the measured sizes (the medians would give
# 4.3%).
# Residual: 4.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.824us 2M:191.5us 16M:1.533ms 64M:6.134ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
