# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-14.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T12:10:12Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:10:12Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 20.8% RMS relative over 5 repetitions.
launch_ns = 6.462us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 17.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.177us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 11.95us + bytes / 6.14e+03 GB/s, misses by 56.9% RMS,
# so it is not used.
# Residual: 25.8% RMS relative over 45 repetitions.
malloc_ns = 4K:10.47us 64K:12.75us 1M:12.16us 1536K:10.38us 2M:211.9us 8M:82.99us 64M:95.14us 256M:100.1us 1G:149.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 10.61us + bytes / 1.3e+03 GB/s, misses by 49.6% RMS, so it is not
# used.
# Residual: 19.9% RMS relative over 45 repetitions.
free_ns = 4K:10.28us 64K:11.15us 1M:10.9us 1536K:10.12us 2M:152.4us 8M:77.75us 64M:148.8us 256M:261.1us 1G:643us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.647us + bytes / 5.06e+03 GB/s, misses by 61.9% RMS, so it is not used.
# Residual: 35.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.973us 64K:2.901us 2M:24.51us 16M:28.47us 64M:37.86us 256M:45.27us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.899us + bytes / 5.44e+05 GB/s, written at the measured sizes (the
# medians would give 8.6%).
# Residual: 9.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.899us 64K:9.9us 2M:9.903us 16M:9.93us 64M:10.02us 256M:10.39us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.1%, 512K 17.8%, 1M 17.1%, 2M 16.4%, 4M 15.7%, 8M 15.1%, 16M
# 15.3%, 32M 15.7%.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     90.11us     70.16us
# seq             2M          0         2         2     2097152           0     253.1us     310.4us
# seq            16M          0        16        16    16777216           0     2.267ms     2.288ms
# seq            64M          0        64        64    67108864           0     9.361ms     9.067ms
# seq           256M          0       256       256   268435456           0     39.77ms     36.18ms
# stride         64M        64K         8        32    67108864           0      7.79ms     7.307ms
# stride        256M         2M        32       128     8388608           0     2.586ms     2.945ms
# random         16M          0        12        16    16777216           0     1.993ms     2.184ms
# random         64M          0        36       161    67108864           0     10.51ms     9.285ms
# random        256M          0       125      1211   268435456           0     51.13ms     42.07ms
# fresh           2M          0         2         2           0     2097152     157.7us     194.4us
# fresh          16M          0        16        16           0    16777216     1.282ms     1.359ms
# fresh          64M          0        64        64           0    67108864     6.537ms     5.353ms
# fresh         256M          0       256       256           0   268435456     26.69ms     21.33ms
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
# prefetch at the driver's defaults). Result: 25.88us per batch, 9.717us per
# VA block, bytes / 9.93 GB/s moved, 27.96us per faulting kernel, bytes / 22
# GB/s zero-filled.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_batch_ns = 25.88us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_block_ns = 9.717us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:412.7ns 64K:6.603us 512K:52.82us 1M:105.6us 2M:211.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_wake_ns = 27.96us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:186ns 64K:2.975us 512K:23.8us 1M:47.6us 2M:95.21us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 40.91us + bytes /
# 41.6 GB/s, misses by 26.4% RMS, so it is not used.
# Residual: 21.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.64us 2M:142.1us 16M:455.2us 64M:1.771ms 256M:5.514ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 21.17us + bytes / 10.9 GB/s, misses by 26.7% RMS, so it is not used.
# Residual: 26.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:27.16us 2M:213us 16M:1.536ms 64M:6.113ms 256M:25.05ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.92us + bytes / 11.4 GB/s, written at the
# measured sizes (the medians would give 12.1%).
# Residual: 14.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.68us 512K:64.97us 2M:203.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 27.63us + bytes / 4.31 GB/s, written at
# the measured sizes (the medians would give 12.2%).
# Residual: 14.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.84us 512K:149.3us 2M:514.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 257.7us + bytes / 3.03 GB/s, misses by 18.0% RMS, so
# it is not used.
# Residual: 12.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:305.2us 256K:357.2us 2M:736.8us 16M:6.018ms 64M:25.43ms 256M:103.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 5.772us + bytes / 871 GB/s, misses by 17.6% RMS, so
# it is not used.
# Residual: 16.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:6.671us 2M:7.329us 16M:23.38us 64M:82.96us 256M:350.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 20.09us + bytes / 95.3 GB/s, misses
# by 34.0% RMS, so it is not used.
# Residual: 31.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.89us 2M:66.07us 16M:190.5us 64M:720.4us 256M:2.631ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.8us

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
# sizes): 6.957us + bytes / 298 GB/s, written at the measured sizes (the
# medians would give 14.7%).
# Residual: 14.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.99us 16M:63.19us 64M:231.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 55.17us + bytes / 266 GB/s, written at the measured
# sizes (the medians would give 13.0%).
# Residual: 14.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:63.05us 16M:118.2us 64M:307.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 190 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:9.559us 16M:86.95us 64M:349.4us 256M:1.416ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.784us
# + bytes / 12.8 GB/s, misses by 29.1% RMS, so it is not used.
# Residual: 14.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.246us 64K:22.71us 2M:127.1us 16M:1.276ms 64M:6.741ms 256M:30.25ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.56us + bytes / 12.9 GB/s,
# misses by 23.1% RMS, so it is not used.
# Residual: 10.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.26us 64K:27.61us 2M:234us 16M:1.2ms 64M:4.6ms 256M:20.8ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 15 GB/s, misses by 38.8% RMS, so it is not used.
# Residual: 18.9% RMS relative over 20 repetitions.
host_read_ns = 64K:4.2us 2M:101.9us 16M:1.812ms 64M:8.371ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.7 GB/s, misses by
# 41.2% RMS, so it is not used.
# Residual: 13.6% RMS relative over 20 repetitions.
host_write_ns = 64K:918ns 2M:47.68us 16M:994us 64M:5.379ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 11.5 GB/s, written at the measured sizes (the medians would give
# 5.8%).
# Residual: 5.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.569us 2M:182us 16M:1.457ms 64M:5.827ms

