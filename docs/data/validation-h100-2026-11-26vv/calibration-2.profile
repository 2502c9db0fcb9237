# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-2.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T21:57:04Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:57:04Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.4% RMS relative over 5 repetitions.
launch_ns = 4.656us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.2us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.349us + bytes / 4.13e+03 GB/s, misses by 58.2% RMS,
# so it is not used.
# Residual: 25.2% RMS relative over 45 repetitions.
malloc_ns = 4K:3.808us 64K:3.358us 1M:3.256us 1536K:3.317us 2M:77.23us 8M:57.41us 64M:83.06us 256M:110.3us 1G:202.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 4.013us + bytes / 1.25e+03 GB/s, misses by 45.3% RMS, so it is
# not used.
# Residual: 14.8% RMS relative over 45 repetitions.
free_ns = 4K:4.465us 64K:4.282us 1M:4.446us 1536K:4.347us 2M:56.56us 8M:52.4us 64M:91.26us 256M:211.8us 1G:717.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.983us + bytes / 2.99e+03 GB/s, misses by 64.2% RMS, so it is not used.
# Residual: 36.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.134us 64K:3.348us 2M:29.7us 16M:49.29us 64M:77.88us 256M:74.89us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.05us + bytes / 2.22e+05 GB/s, written at the measured sizes (the
# medians would give 13.1%).
# Residual: 13.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.05us 64K:14.05us 2M:14.05us 16M:14.12us 64M:14.35us 256M:15.25us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.3%, 512K 14.9%, 1M 14.5%, 2M 14.6%, 4M 15.2%, 8M 16.4%, 16M
# 17.9%, 32M 19.4%.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     97.34us     83.74us
# seq             2M          0         2         2     2097152           0     275.7us     296.2us
# seq            16M          0        16        16    16777216           0     1.566ms     1.967ms
# seq            64M          0        64        64    67108864           0     9.587ms     7.697ms
# seq           256M          0       256       256   268435456           0     44.98ms     30.62ms
# stride         64M        64K        64        64    67108864           0     7.783ms     7.697ms
# stride        256M         2M       128       128     8388608           0     3.298ms     3.424ms
# random         16M          0        10        55    16777216           0      2.63ms     2.648ms
# random         64M          0        38       373    67108864           0     12.15ms     13.14ms
# random        256M          0       160      1651   268435456           0      61.1ms     55.23ms
# fresh           2M          0         2         2           0     2097152     167.6us     196.2us
# fresh          16M          0        16        16           0    16777216     1.154ms     1.168ms
# fresh          64M          0        64        64           0    67108864     4.784ms     4.498ms
# fresh         256M          0       256       256           0   268435456     20.02ms     17.82ms
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
# prefetch at the driver's defaults). Result: 2.296us per batch, 17.8us per VA
# block, bytes / 10.6 GB/s moved, 57.44us per faulting kernel, bytes / 21.3
# GB/s zero-filled.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_batch_ns = 2.296us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_block_ns = 17.8us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:387.8ns 64K:6.204us 512K:49.64us 1M:99.27us 2M:198.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_wake_ns = 57.44us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:192.5ns 64K:3.08us 512K:24.64us 1M:49.29us 2M:98.57us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.42us + bytes /
# 45.1 GB/s, misses by 16.5% RMS, so it is not used.
# Residual: 1.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.18us 2M:127.4us 16M:450.9us 64M:1.407ms 256M:5.506ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 19.05us + bytes / 9.17 GB/s, written at
# the measured sizes (the medians would give 1.4%).
# Residual: 5.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.2us 2M:247.8us 16M:1.849ms 64M:7.34ms 256M:29.3ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.58us + bytes / 7.87 GB/s, written at the
# measured sizes (the medians would give 8.8%).
# Residual: 8.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.91us 512K:84.21us 2M:284.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.16us + bytes / 2.94 GB/s, written at
# the measured sizes (the medians would give 7.5%).
# Residual: 10.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.43us 512K:201.3us 2M:735.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 363.9us + bytes / 2.16 GB/s, written at the measured
# sizes (the medians would give 4.4%).
# Residual: 12.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:394.2us 256K:485.1us 2M:1.334ms 16M:8.122ms 64M:31.4ms 256M:124.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.086us + bytes / 902 GB/s, misses by 23.0% RMS, so
# it is not used.
# Residual: 14.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.311us 2M:4.25us 16M:22.43us 64M:80.73us 256M:330.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 18.33us +
# bytes / 66.2 GB/s, written at the measured sizes (the medians would give
# 6.5%).
# Residual: 12.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.32us 2M:50.01us 16M:271.7us 64M:1.032ms 256M:4.073ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 26.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 102.9us

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
# measured medians (15 points at 3 sizes): the best line, 10.17us + bytes /
# 205 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 17.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:20.42us 16M:91.48us 64M:339.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.38us + bytes / 181 GB/s, written at the measured
# sizes (the medians would give 7.1%).
# Residual: 6.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:33.99us 16M:115.3us 64M:393.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 967.5ns +
# bytes / 141 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 23.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.9us 16M:117.5us 64M:485.5us 256M:1.894ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.925us
# + bytes / 9.37 GB/s, misses by 31.9% RMS, so it is not used.
# Residual: 16.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.584us 64K:24.26us 2M:165.7us 16M:1.979ms 64M:9.497ms 256M:36.41ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.2us + bytes / 8.72 GB/s,
# misses by 20.5% RMS, so it is not used.
# Residual: 13.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.03us 64K:32.69us 2M:274.1us 16M:1.694ms 64M:8.014ms 256M:30.21ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.53 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 16.4% RMS relative over 20 repetitions.
host_read_ns = 64K:6.372us 2M:219.5us 16M:2.669ms 64M:11.64ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 13.2 GB/s, misses by
# 18.6% RMS, so it is not used.
# Residual: 8.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.413us 2M:127.3us 16M:1.41ms 64M:6.446ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.2 GB/s, written at the measured sizes (the medians would give
# 5.7%).
# Residual: 5.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.317us 2M:206.2us 16M:1.651ms 64M:6.603ms

