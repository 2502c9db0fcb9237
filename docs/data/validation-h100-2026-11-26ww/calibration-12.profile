# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T22:11:58Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:11:58Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.2% RMS relative over 5 repetitions.
launch_ns = 3.093us

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
# sizes): the best line, 2.092us + bytes / 7.05e+03 GB/s, misses by 59.7% RMS,
# so it is not used.
# Residual: 26.8% RMS relative over 45 repetitions.
malloc_ns = 4K:1.898us 64K:2.173us 1M:2.278us 1536K:2.176us 2M:56.13us 8M:40.4us 64M:38.96us 256M:61.57us 1G:117.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.628us + bytes / 2.81e+03 GB/s, misses by 50.5% RMS, so it is
# not used.
# Residual: 19.6% RMS relative over 45 repetitions.
free_ns = 4K:1.917us 64K:1.75us 1M:1.753us 1536K:1.876us 2M:37.81us 8M:38.22us 64M:49.22us 256M:112.5us 1G:299.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.238us + bytes / 4.54e+03 GB/s, misses by 67.8% RMS, so it is not used.
# Residual: 38.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.469us 64K:2.672us 2M:28.76us 16M:33.85us 64M:43.26us 256M:49.81us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.325us + bytes / 1.48e+06 GB/s, written at the measured sizes (the
# medians would give 8.2%).
# Residual: 8.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.325us 64K:7.325us 2M:7.327us 16M:7.337us 64M:7.371us 256M:7.507us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.0%, 512K 16.7%, 1M 16.3%, 2M 15.8%, 4M 15.9%, 8M 15.6%, 16M
# 15.2%, 32M 15.6%.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     69.25us     58.37us
# seq             2M          0         2         2     2097152           0     213.2us     260.2us
# seq            16M          0        16        16    16777216           0     1.713ms     2.015ms
# seq            64M          0        64        64    67108864           0     8.341ms     8.029ms
# seq           256M          0       256       256   268435456           0     34.27ms     32.09ms
# stride         64M        64K         4        32    67108864           0     6.011ms     5.692ms
# stride        256M         2M        16       128     8388608           0     2.237ms      2.49ms
# random         16M          0        16        16    16777216           0      2.01ms     2.015ms
# random         64M          0        39       104    67108864           0     9.469ms     7.593ms
# random        256M          0       127       907   268435456           0     44.68ms     34.32ms
# fresh           2M          0         2         2           0     2097152     133.3us     151.6us
# fresh          16M          0        16        16           0    16777216     1.011ms     1.146ms
# fresh          64M          0        64        64           0    67108864     5.296ms     4.553ms
# fresh         256M          0       256       256           0   268435456     23.47ms     18.18ms
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
# prefetch at the driver's defaults). Result: 33.58us per batch, 10.08us per
# VA block, bytes / 12.8 GB/s moved, 9.614us per faulting kernel, bytes / 38.4
# GB/s zero-filled.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_batch_ns = 33.58us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_block_ns = 10.08us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:319ns 64K:5.103us 512K:40.83us 1M:81.65us 2M:163.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_wake_ns = 9.614us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:106.8ns 64K:1.709us 512K:13.67us 1M:27.34us 2M:54.68us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 64.79us + bytes / 48.7 GB/s, written at the measured sizes (the
# medians would give 3.9%).
# Residual: 11.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:66.13us 2M:107.9us 16M:409.6us 64M:1.444ms 256M:5.581ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.82us + bytes / 9.97 GB/s, written at
# the measured sizes (the medians would give 4.6%).
# Residual: 11.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.39us 2M:226.3us 16M:1.699ms 64M:6.75ms 256M:26.95ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.63us + bytes / 14.4 GB/s, written at the
# measured sizes (the medians would give 7.9%).
# Residual: 7.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.18us 512K:50.07us 2M:159.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 28us + bytes / 4.42 GB/s, misses by 17.8% RMS, so it is not used.
# Residual: 13.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:41.4us 512K:182.3us 2M:452.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 223.3us +
# bytes / 3.47 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 18.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:268.5us 256K:301.4us 2M:650.6us 16M:5.693ms 64M:20.93ms 256M:85.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.553us + bytes / 1.06e+03 GB/s, misses by 20.5% RMS,
# so it is not used.
# Residual: 10.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.516us 2M:3.554us 16M:19.35us 64M:69.17us 256M:270.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 10.62us +
# bytes / 119 GB/s, written at the measured sizes (the medians would give
# 6.3%).
# Residual: 10.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.18us 2M:28.25us 16M:151.7us 64M:574.8us 256M:2.267ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.34us

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
# sizes): 6.745us + bytes / 306 GB/s, written at the measured sizes (the
# medians would give 14.0%).
# Residual: 14.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.6us 16M:61.56us 64M:226us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 49.24us + bytes / 209 GB/s, written at the measured
# sizes (the medians would give 5.5%).
# Residual: 5.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:59.27us 16M:129.4us 64M:370us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 947.2ns +
# bytes / 205 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.17us 16M:82.42us 64M:326.6us 256M:1.315ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.743us
# + bytes / 11.9 GB/s, misses by 28.2% RMS, so it is not used.
# Residual: 16.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.344us 64K:23.06us 2M:144.3us 16M:1.506ms 64M:5.977ms 256M:26.31ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.49us + bytes / 12.9 GB/s,
# misses by 25.3% RMS, so it is not used.
# Residual: 13.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.347us 64K:26.86us 2M:235.5us 16M:1.214ms 64M:4.657ms 256M:20ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 49.26ns +
# bytes / 15.5 GB/s, misses by 31.5% RMS, so it is not used.
# Residual: 16.6% RMS relative over 20 repetitions.
host_read_ns = 64K:4.324us 2M:101.4us 16M:1.439ms 64M:7.231ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.2 GB/s, misses by
# 34.4% RMS, so it is not used.
# Residual: 11.0% RMS relative over 20 repetitions.
host_write_ns = 64K:944ns 2M:48.92us 16M:794.5us 64M:4.221ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 12.9 GB/s, written at the measured sizes (the medians would give
# 4.4%).
# Residual: 5.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.736us 2M:161.7us 16M:1.296ms 64M:5.185ms

