# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-8.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T21:04:56Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:04:56Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.4% RMS relative over 5 repetitions.
launch_ns = 3.44us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.149us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.784us + bytes / 6.55e+03 GB/s, misses by 59.4% RMS,
# so it is not used.
# Residual: 28.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.713us 64K:2.785us 1M:2.755us 1536K:2.838us 2M:45.72us 8M:35.3us 64M:74.22us 256M:60.16us 1G:131.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.347us + bytes / 2.52e+03 GB/s, misses by 52.8% RMS, so it is
# not used.
# Residual: 21.4% RMS relative over 45 repetitions.
free_ns = 4K:1.651us 64K:1.597us 1M:1.54us 1536K:1.564us 2M:34.14us 8M:34.02us 64M:70.94us 256M:124.4us 1G:342us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.364us + bytes / 4.31e+03 GB/s, misses by 66.1% RMS, so it is not used.
# Residual: 40.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.603us 64K:4.127us 2M:21.43us 16M:32.84us 64M:61.41us 256M:52.85us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.648us + bytes / 4.89e+05 GB/s, written at the measured sizes (the
# medians would give 7.4%).
# Residual: 8.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.648us 64K:9.648us 2M:9.652us 16M:9.682us 64M:9.785us 256M:10.2us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.2%, 512K 16.7%, 1M 16.0%, 2M 14.7%, 4M 13.6%, 8M 13.3%, 16M
# 14.3%, 32M 15.8%.
# Residual: 18.0% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     81.82us     72.91us
# seq             2M          0         2         2     2097152           0     238.6us       259us
# seq            16M          0        16        16    16777216           0     1.555ms     1.799ms
# seq            64M          0        64        64    67108864           0     7.448ms     7.078ms
# seq           256M          0       256       256   268435456           0     34.69ms     28.19ms
# stride         64M        64K         8        32    67108864           0     5.754ms     5.864ms
# stride        256M         2M        32       128     8388608           0     2.875ms     3.204ms
# random         16M          0        12        16    16777216           0     1.759ms      1.75ms
# random         64M          0        36       161    67108864           0      8.35ms     8.347ms
# random        256M          0       125      1211   268435456           0     52.14ms     42.45ms
# fresh           2M          0         2         2           0     2097152     180.2us     204.3us
# fresh          16M          0        16        16           0    16777216     1.169ms     1.361ms
# fresh          64M          0        64        64           0    67108864     6.481ms     5.327ms
# fresh         256M          0       256       256           0   268435456      26.7ms     21.19ms
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
# prefetch at the driver's defaults). Result: 12.19us per batch, 16.6us per VA
# block, bytes / 12.9 GB/s moved, 39.04us per faulting kernel, bytes / 19.5
# GB/s zero-filled.
# Residual: 18.0% RMS relative over 70 repetitions.
fault_batch_ns = 12.19us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.0% RMS relative over 70 repetitions.
fault_block_ns = 16.6us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:317.1ns 64K:5.074us 512K:40.59us 1M:81.18us 2M:162.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.0% RMS relative over 70 repetitions.
fault_wake_ns = 39.04us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:210.3ns 64K:3.365us 512K:26.92us 1M:53.84us 2M:107.7us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.32us + bytes /
# 45.7 GB/s, misses by 17.7% RMS, so it is not used.
# Residual: 8.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.19us 2M:120.1us 16M:455.1us 64M:1.383ms 256M:5.421ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 12.99us + bytes / 10.3 GB/s, written at
# the measured sizes (the medians would give 14.2%).
# Residual: 14.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.36us 2M:216.9us 16M:1.644ms 64M:6.538ms 256M:26.11ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.48us + bytes / 8.36 GB/s, written at the
# measured sizes (the medians would give 6.8%).
# Residual: 6.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.32us 512K:79.19us 2M:267.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.03us + bytes / 3.09 GB/s, written at
# the measured sizes (the medians would give 6.7%).
# Residual: 9.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.25us 512K:193.8us 2M:703.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 251us + bytes / 3.06 GB/s, written at the measured sizes
# (the medians would give 7.4%).
# Residual: 14.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:272.4us 256K:336.7us 2M:936.1us 16M:5.731ms 64M:22.17ms 256M:87.94ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.048us + bytes / 885 GB/s, misses by 22.9% RMS, so
# it is not used.
# Residual: 13.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.303us 2M:4.22us 16M:23.48us 64M:83.48us 256M:325.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.93us + bytes / 100 GB/s, misses by
# 15.4% RMS, so it is not used.
# Residual: 7.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.96us 2M:25.98us 16M:191.8us 64M:707.6us 256M:2.92ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 34.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.9us

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
# sizes): 6.99us + bytes / 288 GB/s, written at the measured sizes (the
# medians would give 13.7%).
# Residual: 13.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.28us 16M:65.28us 64M:240.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 49.35us + bytes / 252 GB/s, written at the measured
# sizes (the medians would give 7.1%).
# Residual: 7.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:57.68us 16M:115.9us 64M:315.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.373us +
# bytes / 190 GB/s, misses by 23.2% RMS, so it is not used.
# Residual: 23.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.51us 16M:87.13us 64M:354.3us 256M:1.44ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.979us
# + bytes / 10.4 GB/s, misses by 31.0% RMS, so it is not used.
# Residual: 16.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.56us 64K:23.68us 2M:151.8us 16M:1.735ms 64M:8.097ms 256M:35.44ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.38us + bytes / 10.4 GB/s,
# misses by 20.9% RMS, so it is not used.
# Residual: 11.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.12us 64K:30.99us 2M:256.3us 16M:1.555ms 64M:6.027ms 256M:24.02ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 12.6 GB/s, misses by 40.3% RMS, so it is not used.
# Residual: 21.7% RMS relative over 20 repetitions.
host_read_ns = 64K:4.615us 2M:121.4us 16M:2.179ms 64M:9.334ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 30.2 GB/s, misses by
# 43.3% RMS, so it is not used.
# Residual: 13.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.024us 2M:50.13us 16M:1.173ms 64M:5.571ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 576.1ns +
# bytes / 12 GB/s, written at the measured sizes (the medians would give
# 5.2%).
# Residual: 5.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.032us 2M:175.2us 16M:1.397ms 64M:5.588ms

