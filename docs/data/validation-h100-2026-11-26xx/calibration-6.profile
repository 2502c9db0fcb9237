# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-6.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T22:21:34Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:21:34Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.9% RMS relative over 5 repetitions.
launch_ns = 4.898us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.967us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.304us + bytes / 3.82e+03 GB/s, misses by 57.3% RMS,
# so it is not used.
# Residual: 25.7% RMS relative over 45 repetitions.
malloc_ns = 4K:3.522us 64K:3.306us 1M:3.408us 1536K:3.272us 2M:69.8us 8M:54.31us 64M:86.65us 256M:94.79us 1G:223.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.698us + bytes / 1.22e+03 GB/s, misses by 45.6% RMS, so it is
# not used.
# Residual: 17.4% RMS relative over 45 repetitions.
free_ns = 4K:4.322us 64K:4.289us 1M:4.017us 1536K:3.955us 2M:47.45us 8M:52.25us 64M:88.51us 256M:223us 1G:744.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.831us + bytes / 2.02e+03 GB/s, misses by 66.9% RMS, so it is not used.
# Residual: 40.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.747us 64K:3.401us 2M:29.48us 16M:55.5us 64M:94.43us 256M:106.2us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 13.89us + bytes /
# 8.86e+05 GB/s, misses by 17.4% RMS, so it is not used.
# Residual: 15.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:15.82us 64K:13.54us 2M:15.01us 16M:12.85us 64M:12.92us 256M:14.61us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.2%, 512K 16.0%, 1M 15.8%, 2M 15.2%, 4M 15.0%, 8M 14.2%, 16M
# 13.8%, 32M 14.3%.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      89.6us     77.77us
# seq             2M          0         2         2     2097152           0       267us     323.1us
# seq            16M          0        16        16    16777216           0     2.089ms     2.486ms
# seq            64M          0        64        64    67108864           0     10.57ms     9.902ms
# seq           256M          0       256       256   268435456           0     43.36ms     39.57ms
# stride         64M        64K         4        32    67108864           0     7.041ms     6.835ms
# stride        256M         2M        16       128     8388608           0     2.963ms     3.274ms
# random         16M          0        16        16    16777216           0      2.55ms     2.486ms
# random         64M          0        39       104    67108864           0     11.24ms     9.368ms
# random        256M          0       127       907   268435456           0      53.7ms     43.02ms
# fresh           2M          0         2         2           0     2097152       171us     185.8us
# fresh          16M          0        16        16           0    16777216     1.207ms     1.388ms
# fresh          64M          0        64        64           0    67108864     6.494ms     5.508ms
# fresh         256M          0       256       256           0   268435456     25.93ms     21.99ms
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
# prefetch at the driver's defaults). Result: 43.67us per batch, 13.95us per
# VA block, bytes / 10.8 GB/s moved, 14.09us per faulting kernel, bytes / 37.2
# GB/s zero-filled.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_batch_ns = 43.67us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_block_ns = 13.95us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:378.4ns 64K:6.055us 512K:48.44us 1M:96.87us 2M:193.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_wake_ns = 14.09us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:110.2ns 64K:1.764us 512K:14.11us 1M:28.22us 2M:56.44us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.23us + bytes /
# 43.7 GB/s, misses by 23.5% RMS, so it is not used.
# Residual: 13.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.56us 2M:141.4us 16M:495.4us 64M:1.432ms 256M:5.563ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.87us + bytes / 8.8 GB/s, written at the
# measured sizes (the medians would give 1.7%).
# Residual: 5.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.32us 2M:257.2us 16M:1.925ms 64M:7.644ms 256M:30.52ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 20.76us + bytes / 9.53 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 12.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.89us 512K:85.54us 2M:225.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.14us + bytes / 2.92 GB/s, written at
# the measured sizes (the medians would give 8.8%).
# Residual: 11.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.61us 512K:202.9us 2M:742.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 390.9us + bytes / 2.11 GB/s, written at the measured
# sizes (the medians would give 4.9%).
# Residual: 13.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:422us 256K:515.3us 2M:1.386ms 16M:8.355ms 64M:32.25ms 256M:127.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.321us + bytes / 800 GB/s, misses by 21.7% RMS, so
# it is not used.
# Residual: 14.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.342us 2M:4.737us 16M:26.76us 64M:90.61us 256M:349.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 11.29us +
# bytes / 96.9 GB/s, written at the measured sizes (the medians would give
# 6.3%).
# Residual: 13.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.96us 2M:32.93us 16M:184.4us 64M:703.9us 256M:2.782ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 113us

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
# sizes): 7.461us + bytes / 287 GB/s, written at the measured sizes (the
# medians would give 13.2%).
# Residual: 13.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.78us 16M:65.99us 64M:241.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 27.28us + bytes / 173 GB/s, written at the measured
# sizes (the medians would give 7.6%).
# Residual: 7.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:39.41us 16M:124.3us 64M:415.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 141 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.82us 16M:110us 64M:497us 256M:1.943ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.759us
# + bytes / 9.24 GB/s, misses by 33.2% RMS, so it is not used.
# Residual: 17.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.353us 64K:25.39us 2M:162.9us 16M:2.246ms 64M:9.626ms 256M:38.61ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.96us + bytes / 8.77 GB/s,
# misses by 21.6% RMS, so it is not used.
# Residual: 12.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:13.48us 64K:35.17us 2M:294.5us 16M:1.909ms 64M:7.65ms 256M:26.66ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.4 GB/s, misses by 35.5% RMS, so it is not used.
# Residual: 25.1% RMS relative over 20 repetitions.
host_read_ns = 64K:4.716us 2M:114.4us 16M:2.087ms 64M:8.952ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27.3 GB/s, misses by
# 39.0% RMS, so it is not used.
# Residual: 14.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.058us 2M:55.18us 16M:1.114ms 64M:5.43ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 544.5ns +
# bytes / 11.4 GB/s, written at the measured sizes (the medians would give
# 5.0%).
# Residual: 5.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.317us 2M:185.3us 16M:1.478ms 64M:5.912ms

