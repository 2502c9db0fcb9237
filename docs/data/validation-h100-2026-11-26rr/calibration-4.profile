# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-4.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T19:41:02Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:41:02Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.1% RMS relative over 5 repetitions.
launch_ns = 4.592us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.041us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.968us + bytes / 3.74e+03 GB/s, misses by 57.7% RMS,
# so it is not used.
# Residual: 24.1% RMS relative over 45 repetitions.
malloc_ns = 4K:2.911us 64K:3.141us 1M:3.129us 1536K:3.046us 2M:67.1us 8M:55.42us 64M:91.86us 256M:101.9us 1G:225.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.09us + bytes / 1.37e+03 GB/s, misses by 48.9% RMS, so it is not
# used.
# Residual: 18.1% RMS relative over 45 repetitions.
free_ns = 4K:2.608us 64K:2.586us 1M:2.403us 1536K:2.557us 2M:50.32us 8M:50.22us 64M:85.76us 256M:201.8us 1G:669.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.201us + bytes / 3.13e+03 GB/s, misses by 68.4% RMS, so it is not used.
# Residual: 43.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.04us 64K:3.772us 2M:39.62us 16M:60.6us 64M:74.13us 256M:72.7us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.77us + bytes / 4.99e+05 GB/s, written at the measured sizes (the
# medians would give 9.7%).
# Residual: 10.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.77us 64K:12.77us 2M:12.77us 16M:12.8us 64M:12.9us 256M:13.31us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.9%, 512K 18.8%, 1M 18.4%, 2M 17.5%, 4M 16.2%, 8M 15.3%, 16M
# 15.9%, 32M 16.4%.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     93.28us     78.28us
# seq             2M          0         2         2     2097152           0       264us     298.3us
# seq            16M          0        16        16    16777216           0     2.113ms     2.095ms
# seq            64M          0        64        64    67108864           0     9.091ms     8.257ms
# seq           256M          0       256       256   268435456           0     40.07ms      32.9ms
# stride         64M        64K         8        32    67108864           0     6.978ms     6.754ms
# stride        256M         2M        32       128     8388608           0     2.355ms     2.646ms
# random         16M          0        12        16    16777216           0     1.669ms     2.008ms
# random         64M          0        36       161    67108864           0     8.155ms     8.497ms
# random        256M          0       125      1211   268435456           0     55.76ms     38.43ms
# fresh           2M          0         2         2           0     2097152     172.2us       203us
# fresh          16M          0        16        16           0    16777216     1.221ms     1.333ms
# fresh          64M          0        64        64           0    67108864     6.088ms     5.206ms
# fresh         256M          0       256       256           0   268435456     24.94ms      20.7ms
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
# prefetch at the driver's defaults). Result: 21.82us per batch, 8.779us per
# VA block, bytes / 10.7 GB/s moved, 41.57us per faulting kernel, bytes / 20.9
# GB/s zero-filled.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_batch_ns = 21.82us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_block_ns = 8.779us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:381.9ns 64K:6.11us 512K:48.88us 1M:97.76us 2M:195.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_wake_ns = 41.57us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:195.7ns 64K:3.131us 512K:25.05us 1M:50.09us 2M:100.2us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.87us + bytes /
# 45.8 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 4.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.44us 2M:123.7us 16M:450.3us 64M:1.383ms 256M:5.481ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.43us + bytes / 9.77 GB/s, written at
# the measured sizes (the medians would give 9.1%).
# Residual: 10.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.14us 2M:232.1us 16M:1.735ms 64M:6.887ms 256M:27.5ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 22.28us + bytes / 8.07 GB/s, written at the
# measured sizes (the medians would give 8.0%).
# Residual: 9.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:30.4us 512K:87.22us 2M:282us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.75us + bytes / 3.11 GB/s, written at
# the measured sizes (the medians would give 8.4%).
# Residual: 10.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.81us 512K:191.2us 2M:696.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 340.8us + bytes / 2.25
# GB/s, written at the measured sizes (the medians would give 7.2%).
# Residual: 11.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:369.9us 256K:457.2us 2M:1.271ms 16M:7.785ms 64M:30.12ms 256M:119.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.105us + bytes / 995 GB/s, misses by 17.7% RMS, so
# it is not used.
# Residual: 11.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.162us 2M:5.141us 16M:22.51us 64M:72.55us 256M:279.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 20.76us + bytes / 64.6 GB/s, misses
# by 27.4% RMS, so it is not used.
# Residual: 31.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:20.14us 2M:79.21us 16M:279.4us 64M:974.7us 256M:4.037ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.0% RMS relative over 15 repetitions.
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
# sizes): 6.554us + bytes / 224 GB/s, written at the measured sizes (the
# medians would give 14.7%).
# Residual: 14.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.92us 16M:81.51us 64M:306.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 26.38us + bytes / 177 GB/s, written at the measured
# sizes (the medians would give 7.5%).
# Residual: 8.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:38.2us 16M:121us 64M:404.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.165us +
# bytes / 154 GB/s, misses by 23.5% RMS, so it is not used.
# Residual: 23.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18.96us 16M:111us 64M:448.8us 256M:1.757ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.073us
# + bytes / 9.35 GB/s, misses by 29.0% RMS, so it is not used.
# Residual: 16.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.798us 64K:24.84us 2M:170.7us 16M:1.926ms 64M:8.289ms 256M:37.06ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.41us + bytes / 10 GB/s,
# misses by 25.6% RMS, so it is not used.
# Residual: 18.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.05us 64K:31.35us 2M:263.2us 16M:1.491ms 64M:7.372ms 256M:23.95ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.58 GB/s, misses by 27.6% RMS, so it is not used.
# Residual: 16.8% RMS relative over 20 repetitions.
host_read_ns = 64K:6.095us 2M:186.5us 16M:2.514ms 64M:11.27ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 18.7 GB/s, misses by
# 39.2% RMS, so it is not used.
# Residual: 15.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.228us 2M:80.94us 16M:1.397ms 64M:6.646ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 458.3ns +
# bytes / 9.17 GB/s, written at the measured sizes (the medians would give
# 4.2%).
# Residual: 4.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.609us 2M:229.3us 16M:1.831ms 64M:7.322ms

