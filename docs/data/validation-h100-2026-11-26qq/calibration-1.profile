# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-1.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T19:16:06Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:16:06Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 11.2% RMS relative over 5 repetitions.
launch_ns = 4.882us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.941us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.18us + bytes / 3.94e+03 GB/s, misses by 56.8% RMS,
# so it is not used.
# Residual: 24.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.298us 64K:2.701us 1M:2.627us 1536K:1.959us 2M:67.18us 8M:46.51us 64M:72.03us 256M:74.44us 1G:231.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.554us + bytes / 1.54e+03 GB/s, misses by 51.8% RMS, so it is
# not used.
# Residual: 19.4% RMS relative over 45 repetitions.
free_ns = 4K:2.092us 64K:2.223us 1M:2.127us 1536K:1.744us 2M:43.89us 8M:42.52us 64M:75.69us 256M:193.4us 1G:609.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 3.82us
# + bytes / 3.94e+03 GB/s, misses by 66.3% RMS, so it is not used.
# Residual: 36.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.978us 64K:3.235us 2M:36.37us 16M:51.08us 64M:60.21us 256M:58.51us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.88us + bytes / 5.53e+05 GB/s, written at the measured sizes (the
# medians would give 9.2%).
# Residual: 9.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.88us 64K:11.88us 2M:11.89us 16M:11.91us 64M:12.01us 256M:12.37us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.0%, 512K 19.9%, 1M 19.6%, 2M 19.4%, 4M 19.0%, 8M 18.8%, 16M
# 18.7%, 32M 19.0%.
# Residual: 22.0% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     69.38us     51.73us
# seq             2M          0         2         2     2097152           0     179.5us     240.8us
# seq            16M          0        16        16    16777216           0     1.762ms     1.808ms
# seq            64M          0        64        64    67108864           0     7.247ms     7.181ms
# seq           256M          0       256       256   268435456           0     29.59ms     28.67ms
# stride         64M        64K         4        32    67108864           0     7.413ms     5.626ms
# stride        256M         2M        16       128     8388608           0      1.85ms     2.057ms
# random         16M          0        16        16    16777216           0     1.776ms     1.808ms
# random         64M          0        39       104    67108864           0     7.083ms     6.965ms
# random        256M          0       127       907   268435456           0     48.06ms     31.16ms
# fresh           2M          0         2         2           0     2097152     107.3us     126.3us
# fresh          16M          0        16        16           0    16777216       810us     891.9us
# fresh          64M          0        64        64           0    67108864     4.029ms     3.517ms
# fresh         256M          0       256       256           0   268435456     18.29ms     14.02ms
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
# prefetch at the driver's defaults). Result: 21.6us per batch, 8.099us per VA
# block, bytes / 12.8 GB/s moved, 16.89us per faulting kernel, bytes / 42 GB/s
# zero-filled.
# Residual: 22.0% RMS relative over 70 repetitions.
fault_batch_ns = 21.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.0% RMS relative over 70 repetitions.
fault_block_ns = 8.099us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:321.2ns 64K:5.14us 512K:41.12us 1M:82.24us 2M:164.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.0% RMS relative over 70 repetitions.
fault_wake_ns = 16.89us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:97.61ns 64K:1.562us 512K:12.49us 1M:24.99us 2M:49.98us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 40.83us + bytes /
# 46.8 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 3.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.42us 2M:123.1us 16M:436.8us 64M:1.341ms 256M:5.421ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 20.07us + bytes / 15.3 GB/s, misses by 17.7% RMS, so it is not used.
# Residual: 14.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.58us 2M:247.7us 16M:1.025ms 64M:4.03ms 256M:17.46ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 22.39us + bytes / 11.7 GB/s, written at the
# measured sizes (the medians would give 16.0%).
# Residual: 14.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.98us 512K:67.18us 2M:201.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 23.57us + bytes / 3.49 GB/s, misses by 18.4% RMS, so it is not used.
# Residual: 16.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:41.5us 512K:200us 2M:576.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 449.1us + bytes / 2.29 GB/s, misses by 20.4% RMS, so
# it is not used.
# Residual: 14.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:542.5us 256K:597.7us 2M:1.022ms 16M:8.262ms 64M:34.14ms 256M:136.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.807us + bytes / 1.11e+03 GB/s, misses by 28.9% RMS,
# so it is not used.
# Residual: 24.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.768us 2M:2.798us 16M:15.46us 64M:71.86us 256M:325.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 17.68us + bytes / 103 GB/s, misses by
# 18.6% RMS, so it is not used.
# Residual: 17.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.11us 2M:35.2us 16M:184.1us 64M:687.9us 256M:2.639ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.9us

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
# measured medians (15 points at 3 sizes): the best line, 8.77us + bytes / 217
# GB/s, misses by 17.8% RMS, so it is not used.
# Residual: 17.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.36us 16M:87.67us 64M:312.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 18.23us + bytes / 245 GB/s, written at the measured
# sizes (the medians would give 6.1%).
# Residual: 7.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:26.8us 16M:86.82us 64M:292.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.233us +
# bytes / 154 GB/s, misses by 25.4% RMS, so it is not used.
# Residual: 25.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18.15us 16M:108.8us 64M:439.9us 256M:1.814ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.254us
# + bytes / 9.67 GB/s, misses by 30.0% RMS, so it is not used.
# Residual: 17.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.831us 64K:25.51us 2M:162.7us 16M:1.933ms 64M:8.183ms 256M:37.69ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.97us + bytes / 12.3 GB/s,
# misses by 22.9% RMS, so it is not used.
# Residual: 11.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.782us 64K:28.08us 2M:243.5us 16M:1.289ms 64M:5.022ms 256M:20.33ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.26 GB/s, misses by 23.5% RMS, so it is not used.
# Residual: 21.8% RMS relative over 20 repetitions.
host_read_ns = 64K:7.827us 2M:214.6us 16M:2.231ms 64M:9.598ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.2 GB/s, misses by
# 36.5% RMS, so it is not used.
# Residual: 14.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.033us 2M:52.98us 16M:774.2us 64M:4.908ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 772.3ns +
# bytes / 11.2 GB/s, written at the measured sizes (the medians would give
# 3.3%).
# Residual: 3.5% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.631us 2M:188.3us 16M:1.501ms 64M:6ms

