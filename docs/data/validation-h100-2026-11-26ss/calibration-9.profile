# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-9.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T20:24:21Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T20:24:21Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.3% RMS relative over 5 repetitions.
launch_ns = 3.633us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.994us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.52us + bytes / 7.07e+03 GB/s, misses by 60.9% RMS,
# so it is not used.
# Residual: 27.2% RMS relative over 45 repetitions.
malloc_ns = 4K:1.512us 64K:1.656us 1M:1.541us 1536K:1.574us 2M:34.07us 8M:31.16us 64M:36.35us 256M:62.64us 1G:115.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.061us + bytes / 2.98e+03 GB/s, misses by 50.9% RMS, so it is
# not used.
# Residual: 18.8% RMS relative over 45 repetitions.
free_ns = 4K:1.336us 64K:1.305us 1M:1.211us 1536K:1.248us 2M:28.39us 8M:30.01us 64M:46.3us 256M:101us 1G:295.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.544us + bytes / 7.99e+03 GB/s, misses by 61.8% RMS, so it is not used.
# Residual: 70.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:7.39us 64K:1.849us 2M:13.52us 16M:15.85us 64M:23.45us 256M:28.77us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 10.15us + bytes *
# -1.01e-05 ns/B, misses by 16.3% RMS, so it is not used.
# Residual: 12.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.11us 64K:10.59us 2M:10.31us 16M:10.41us 64M:7.692us 256M:7.904us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.6%, 512K 18.4%, 1M 18.1%, 2M 17.5%, 4M 17.4%, 8M 16.9%, 16M
# 16.4%, 32M 16.8%.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     68.35us     55.42us
# seq             2M          0         2         2     2097152           0     171.1us     199.1us
# seq            16M          0        16        16    16777216           0     1.145ms     1.468ms
# seq            64M          0        64        64    67108864           0     6.219ms     5.821ms
# seq           256M          0       256       256   268435456           0     27.55ms     23.23ms
# stride         64M        64K         4        32    67108864           0     4.102ms     3.982ms
# stride        256M         2M        16       128     8388608           0     1.673ms     1.867ms
# random         16M          0        16        16    16777216           0     1.483ms     1.468ms
# random         64M          0        39       104    67108864           0     6.523ms      5.46ms
# random        256M          0       127       907   268435456           0     33.16ms     24.74ms
# fresh           2M          0         2         2           0     2097152     106.5us       123us
# fresh          16M          0        16        16           0    16777216     769.8us       860us
# fresh          64M          0        64        64           0    67108864     3.905ms     3.387ms
# fresh         256M          0       256       256           0   268435456     17.12ms     13.49ms
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
# prefetch at the driver's defaults). Result: 26.58us per batch, 7.595us per
# VA block, bytes / 18.6 GB/s moved, 17.71us per faulting kernel, bytes / 56.8
# GB/s zero-filled.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_batch_ns = 26.58us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_block_ns = 7.595us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:220.7ns 64K:3.531us 512K:28.25us 1M:56.49us 2M:113us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_wake_ns = 17.71us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:72.11ns 64K:1.154us 512K:9.23us 1M:18.46us 2M:36.92us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 66.58us + bytes / 50.3 GB/s, written at the measured sizes (the
# medians would give 1.4%).
# Residual: 8.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:67.88us 2M:108.2us 16M:400us 64M:1.4ms 256M:5.401ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.78us + bytes / 17.5 GB/s, written at
# the measured sizes (the medians would give 2.0%).
# Residual: 8.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.53us 2M:134.8us 16M:974.8us 64M:3.855ms 256M:15.38ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.64us + bytes / 14.5 GB/s, written at the
# measured sizes (the medians would give 6.3%).
# Residual: 6.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.16us 512K:49.77us 2M:158.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.88us + bytes / 4.65 GB/s, written at
# the measured sizes (the medians would give 11.8%).
# Residual: 15.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.97us 512K:134.7us 2M:473us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 207.6us + bytes / 3.87
# GB/s, written at the measured sizes (the medians would give 5.5%).
# Residual: 14.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:224.5us 256K:275.3us 2M:749.7us 16M:4.545ms 64M:17.56ms 256M:69.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.623us + bytes / 1.87e+03 GB/s, misses by 20.1% RMS,
# so it is not used.
# Residual: 11.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.177us 2M:2.189us 16M:11.29us 64M:39.25us 256M:151.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 9.426us +
# bytes / 120 GB/s, written at the measured sizes (the medians would give
# 5.4%).
# Residual: 13.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:9.971us 2M:26.85us 16M:148.8us 64M:567us 256M:2.24ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.1us

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
# measured medians (15 points at 3 sizes): the best line, 5.616us + bytes /
# 319 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 18.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.21us 16M:57.78us 64M:217.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 42.59us + bytes / 250 GB/s, written at the measured
# sizes (the medians would give 8.5%).
# Residual: 10.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:50.96us 16M:109.6us 64M:310.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.607us +
# bytes / 197 GB/s, misses by 24.4% RMS, so it is not used.
# Residual: 24.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.72us 16M:79.84us 64M:380.3us 256M:1.362ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.523us
# + bytes / 12.5 GB/s, misses by 28.3% RMS, so it is not used.
# Residual: 15.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.031us 64K:22.37us 2M:129.6us 16M:1.445ms 64M:6.153ms 256M:28.44ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.5us + bytes / 14.7 GB/s,
# misses by 22.9% RMS, so it is not used.
# Residual: 10.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.284us 64K:25.59us 2M:205.5us 16M:1.117ms 64M:4.036ms 256M:17.38ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 16.6 GB/s, misses by 39.3% RMS, so it is not used.
# Residual: 24.2% RMS relative over 20 repetitions.
host_read_ns = 64K:2.817us 2M:91.46us 16M:1.79ms 64M:7.575ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 35.2 GB/s, misses by
# 40.0% RMS, so it is not used.
# Residual: 12.9% RMS relative over 20 repetitions.
host_write_ns = 64K:843ns 2M:42.94us 16M:819.9us 64M:4.507ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 13.1 GB/s, written at the measured sizes (the medians would give
# 6.8%).
# Residual: 7.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.772us 2M:159.8us 16M:1.28ms 64M:5.119ms

