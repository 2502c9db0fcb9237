# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-2.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T16:54:56Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T16:54:56Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.8% RMS relative over 5 repetitions.
launch_ns = 4.726us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.189us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.153us + bytes / 4.59e+03 GB/s, misses by 61.2% RMS,
# so it is not used.
# Residual: 31.3% RMS relative over 45 repetitions.
malloc_ns = 4K:4.467us 64K:3.051us 1M:2.985us 1536K:3.004us 2M:55.57us 8M:51.53us 64M:80.86us 256M:80.5us 1G:188.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.378us + bytes / 1.36e+03 GB/s, misses by 48.1% RMS, so it is
# not used.
# Residual: 18.3% RMS relative over 45 repetitions.
free_ns = 4K:3.364us 64K:2.769us 1M:2.663us 1536K:2.743us 2M:43.19us 8M:48.66us 64M:83.2us 256M:218.7us 1G:649.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.908us + bytes / 3.97e+03 GB/s, misses by 62.7% RMS, so it is not used.
# Residual: 37.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.849us 64K:3.277us 2M:24.89us 16M:28.09us 64M:64.8us 256M:57.08us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.61us + bytes / 1.47e+05 GB/s, written at the measured sizes (the
# medians would give 7.4%).
# Residual: 8.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.61us 64K:13.61us 2M:13.63us 16M:13.73us 64M:14.07us 256M:15.44us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.3%, 512K 17.8%, 1M 16.9%, 2M 15.5%, 4M 14.5%, 8M 14.2%, 16M
# 15.0%, 32M 16.1%.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     111.8us     95.11us
# seq             2M          0         2         2     2097152           0     279.2us     329.4us
# seq            16M          0        16        16    16777216           0     2.118ms     2.271ms
# seq            64M          0        64        64    67108864           0     10.21ms     8.926ms
# seq           256M          0       256       256   268435456           0      42.7ms     35.55ms
# stride         64M        64K         8        32    67108864           0     7.028ms     7.243ms
# stride        256M         2M        32       128     8388608           0     3.103ms      3.52ms
# random         16M          0        12        16    16777216           0     1.994ms     2.186ms
# random         64M          0        36       161    67108864           0     10.86ms     9.825ms
# random        256M          0       125      1211   268435456           0     57.84ms     47.48ms
# fresh           2M          0         2         2           0     2097152     196.9us       215us
# fresh          16M          0        16        16           0    16777216     1.157ms     1.356ms
# fresh          64M          0        64        64           0    67108864     5.804ms     5.267ms
# fresh         256M          0       256       256           0   268435456     27.82ms     20.91ms
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
# prefetch at the driver's defaults). Result: 21.24us per batch, 15.41us per
# VA block, bytes / 10.3 GB/s moved, 52.08us per faulting kernel, bytes / 23.4
# GB/s zero-filled.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_batch_ns = 21.24us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_block_ns = 15.41us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:398.5ns 64K:6.375us 512K:51us 1M:102us 2M:204us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_wake_ns = 52.08us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:175.1ns 64K:2.802us 512K:22.41us 1M:44.83us 2M:89.66us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 53.68us + bytes /
# 46.1 GB/s, misses by 27.1% RMS, so it is not used.
# Residual: 13.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:48.82us 2M:199.4us 16M:459.2us 64M:1.38ms 256M:5.437ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 18.76us + bytes / 11.6 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 12.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.06us 2M:253.6us 16M:1.191ms 64M:6.31ms 256M:25.13ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.81us + bytes / 8.46 GB/s, written at the
# measured sizes (the medians would give 6.8%).
# Residual: 6.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.57us 512K:78.82us 2M:264.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.39us + bytes / 3.17 GB/s, written at
# the measured sizes (the medians would give 7.9%).
# Residual: 8.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.06us 512K:189.8us 2M:685.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 310.8us + bytes / 2.43
# GB/s, written at the measured sizes (the medians would give 4.6%).
# Residual: 11.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:337.8us 256K:418.8us 2M:1.175ms 16M:7.222ms 64M:27.96ms 256M:110.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.035us + bytes / 1.52e+03 GB/s, misses by 21.7% RMS,
# so it is not used.
# Residual: 14.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.755us 2M:2.705us 16M:14.69us 64M:48.09us 256M:181.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.51us + bytes / 70.6 GB/s, misses
# by 15.4% RMS, so it is not used.
# Residual: 4.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.93us 2M:35.89us 16M:264.5us 64M:1.049ms 256M:4.281ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 115.6us

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
# sizes): 7.136us + bytes / 208 GB/s, written at the measured sizes (the
# medians would give 14.7%).
# Residual: 14.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.23us 16M:87.86us 64M:330us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 36.06us + bytes / 162 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 15.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:48.36us 16M:146.9us 64M:434.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 896.3ns +
# bytes / 154 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.69us 16M:107.2us 64M:431.2us 256M:1.804ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.641us
# + bytes / 8.59 GB/s, misses by 28.4% RMS, so it is not used.
# Residual: 15.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.369us 64K:25.8us 2M:181.5us 16M:2.285ms 64M:9.429ms 256M:37.69ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.55us + bytes / 9.15 GB/s,
# misses by 19.6% RMS, so it is not used.
# Residual: 11.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.39us 64K:32.42us 2M:265.8us 16M:1.759ms 64M:6.939ms 256M:28.08ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.62 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 16.3% RMS relative over 20 repetitions.
host_read_ns = 64K:5.703us 2M:220us 16M:2.45ms 64M:12.06ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22 GB/s, misses by
# 38.1% RMS, so it is not used.
# Residual: 13.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.37us 2M:69.1us 16M:1.189ms 64M:6.79ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 922.9ns +
# bytes / 10.4 GB/s, written at the measured sizes (the medians would give
# 13.9%).
# Residual: 13.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.195us 2M:201.6us 16M:1.607ms 64M:6.424ms

