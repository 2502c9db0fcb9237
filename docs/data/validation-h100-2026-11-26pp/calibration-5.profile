# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-5.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T17:55:38Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T17:55:38Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.2% RMS relative over 5 repetitions.
launch_ns = 4.341us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.149us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.929us + bytes / 5.73e+03 GB/s, misses by 57.5% RMS,
# so it is not used.
# Residual: 24.2% RMS relative over 45 repetitions.
malloc_ns = 4K:3.269us 64K:2.981us 1M:2.872us 1536K:2.79us 2M:65.2us 8M:48.69us 64M:87.49us 256M:86.94us 1G:148.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.052us + bytes / 1.41e+03 GB/s, misses by 48.1% RMS, so it is
# not used.
# Residual: 17.6% RMS relative over 45 repetitions.
free_ns = 4K:2.519us 64K:2.509us 1M:2.483us 1536K:2.412us 2M:44.27us 8M:45.74us 64M:81.15us 256M:189.1us 1G:668.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.461us + bytes / 3.49e+03 GB/s, misses by 63.7% RMS, so it is not used.
# Residual: 42.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.435us 64K:2.159us 2M:17.49us 16M:41.65us 64M:57.2us 256M:62.5us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.38us + bytes / 2.61e+05 GB/s, written at the measured sizes (the
# medians would give 12.2%).
# Residual: 13.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.38us 64K:12.38us 2M:12.39us 16M:12.45us 64M:12.64us 256M:13.41us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.1%, 512K 20.0%, 1M 19.8%, 2M 19.4%, 4M 18.0%, 8M 16.1%, 16M
# 16.0%, 32M 16.0%.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     79.17us     61.14us
# seq             2M          0         2         2     2097152           0     222.3us     254.8us
# seq            16M          0        16        16    16777216           0     1.783ms      1.96ms
# seq            64M          0        64        64    67108864           0     8.908ms     7.806ms
# seq           256M          0       256       256   268435456           0     34.61ms     31.19ms
# stride         64M        64K         4        32    67108864           0     6.391ms     5.297ms
# stride        256M         2M        16       128     8388608           0      1.98ms     2.154ms
# random         16M          0        16        16    16777216           0      1.58ms      1.96ms
# random         64M          0        39       104    67108864           0     7.253ms     7.145ms
# random        256M          0       127       907   268435456           0     39.02ms     30.99ms
# fresh           2M          0         2         2           0     2097152     102.9us       124us
# fresh          16M          0        16        16           0    16777216     865.9us     913.9us
# fresh          64M          0        64        64           0    67108864     4.147ms     3.622ms
# fresh         256M          0       256       256           0   268435456      18.6ms     14.46ms
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
# prefetch at the driver's defaults). Result: 37.98us per batch, 7.209us per
# VA block, bytes / 13.7 GB/s moved, 11.16us per faulting kernel, bytes / 93.3
# GB/s zero-filled.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_batch_ns = 37.98us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_block_ns = 7.209us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:299.3ns 64K:4.788us 512K:38.31us 1M:76.61us 2M:153.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_wake_ns = 11.16us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:43.88ns 64K:702.1ns 512K:5.617us 1M:11.23us 2M:22.47us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.01us + bytes /
# 45.8 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 2.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.01us 2M:120.4us 16M:443.4us 64M:1.376ms 256M:5.451ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.28us + bytes / 9.95 GB/s, written at
# the measured sizes (the medians would give 1.5%).
# Residual: 4.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.87us 2M:228.1us 16M:1.704ms 64M:6.765ms 256M:27.01ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.32us + bytes / 8.85 GB/s, written at the
# measured sizes (the medians would give 9.4%).
# Residual: 9.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.72us 512K:76.55us 2M:254.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.26us + bytes / 3.3 GB/s, written at the
# measured sizes (the medians would give 9.5%).
# Residual: 13.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.13us 512K:183.2us 2M:660.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 314.8us + bytes / 2.46
# GB/s, written at the measured sizes (the medians would give 4.8%).
# Residual: 12.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:341.4us 256K:421.4us 2M:1.168ms 16M:7.137ms 64M:27.6ms 256M:109.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.749us + bytes / 962 GB/s, misses by 25.5% RMS, so
# it is not used.
# Residual: 14.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.343us 2M:3.76us 16M:20.32us 64M:79.58us 256M:314us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.13us + bytes / 103 GB/s, misses by
# 21.5% RMS, so it is not used.
# Residual: 13.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12us 2M:24.67us 16M:237us 64M:665.8us 256M:2.648ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.7us

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
# sizes): 7.511us + bytes / 301 GB/s, written at the measured sizes (the
# medians would give 12.4%).
# Residual: 12.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.47us 16M:63.17us 64M:230.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.88us + bytes / 250 GB/s, written at the measured
# sizes (the medians would give 12.4%).
# Residual: 12.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:30.25us 16M:88.87us 64M:289.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.573us +
# bytes / 158 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 23.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:17.18us 16M:103.9us 64M:431.7us 256M:1.758ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.966us
# + bytes / 9.92 GB/s, misses by 31.7% RMS, so it is not used.
# Residual: 19.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.683us 64K:23.33us 2M:158.1us 16M:1.817ms 64M:8.652ms 256M:34.34ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.51us + bytes / 10.7 GB/s,
# misses by 21.7% RMS, so it is not used.
# Residual: 12.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.22us 64K:30.56us 2M:242.6us 16M:1.473ms 64M:6.066ms 256M:23.6ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 15.3 GB/s, misses by 36.3% RMS, so it is not used.
# Residual: 20.5% RMS relative over 20 repetitions.
host_read_ns = 64K:4.198us 2M:100.5us 16M:1.891ms 64M:7.653ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.8 GB/s, misses by
# 38.4% RMS, so it is not used.
# Residual: 12.3% RMS relative over 20 repetitions.
host_write_ns = 64K:903ns 2M:47.47us 16M:906.5us 64M:4.617ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.8 GB/s, written at the measured sizes (the medians would give
# 5.0%).
# Residual: 5.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.733us 2M:194.5us 16M:1.558ms 64M:6.234ms

