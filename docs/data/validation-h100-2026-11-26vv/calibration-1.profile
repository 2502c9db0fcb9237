# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-1.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T21:56:31Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:56:31Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.9% RMS relative over 5 repetitions.
launch_ns = 5.011us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.07us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.877us + bytes / 3.46e+03 GB/s, misses by 57.9% RMS,
# so it is not used.
# Residual: 25.4% RMS relative over 45 repetitions.
malloc_ns = 4K:3.054us 64K:3.021us 1M:3.113us 1536K:2.825us 2M:79.35us 8M:53.96us 64M:91.33us 256M:99.56us 1G:248.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.133us + bytes / 1.33e+03 GB/s, misses by 49.1% RMS, so it is
# not used.
# Residual: 17.7% RMS relative over 45 repetitions.
free_ns = 4K:2.721us 64K:2.682us 1M:2.433us 1536K:2.609us 2M:55.49us 8M:49.33us 64M:89.11us 256M:214.9us 1G:680.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.367us + bytes / 1.93e+03 GB/s, misses by 69.6% RMS, so it is not used.
# Residual: 50.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.972us 64K:3.659us 2M:48.53us 16M:92.32us 64M:122.4us 256M:115.3us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 15.91us + bytes * -3.62e-06 ns/B, written at the measured sizes (the
# medians would give 11.0%).
# Residual: 11.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:15.91us 64K:15.91us 2M:15.9us 16M:15.85us 64M:15.66us 256M:14.94us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.0%, 512K 16.7%, 1M 16.3%, 2M 15.4%, 4M 14.7%, 8M 13.7%, 16M
# 13.4%, 32M 13.9%.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0       124us     101.6us
# seq             2M          0         2         2     2097152           0     288.4us       353us
# seq            16M          0        16        16    16777216           0      2.31ms     2.568ms
# seq            64M          0        64        64    67108864           0     10.57ms     10.16ms
# seq           256M          0       256       256   268435456           0     45.54ms     40.53ms
# stride         64M        64K         4        32    67108864           0     7.291ms     7.033ms
# stride        256M         2M        16       128     8388608           0     3.031ms     3.358ms
# random         16M          0        16        16    16777216           0     2.435ms     2.568ms
# random         64M          0        39       104    67108864           0     10.87ms     9.613ms
# random        256M          0       127       907   268435456           0     57.32ms        44ms
# fresh           2M          0         2         2           0     2097152     189.4us     208.3us
# fresh          16M          0        16        16           0    16777216     1.262ms      1.41ms
# fresh          64M          0        64        64           0    67108864     6.094ms     5.529ms
# fresh         256M          0       256       256           0   268435456     26.22ms     22.01ms
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
# prefetch at the driver's defaults). Result: 44.58us per batch, 14.16us per
# VA block, bytes / 10.5 GB/s moved, 36.66us per faulting kernel, bytes / 38.7
# GB/s zero-filled.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_batch_ns = 44.58us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_block_ns = 14.16us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:388.5ns 64K:6.216us 512K:49.73us 1M:99.46us 2M:198.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_wake_ns = 36.66us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:105.8ns 64K:1.693us 512K:13.54us 1M:27.09us 2M:54.17us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 46.23us + bytes /
# 45.5 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 4.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:43.38us 2M:129us 16M:441.8us 64M:1.419ms 256M:5.551ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.7us + bytes / 9.02 GB/s, written at the
# measured sizes (the medians would give 1.5%).
# Residual: 5.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.97us 2M:251.3us 16M:1.88ms 64M:7.463ms 256M:29.79ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 19.17us + bytes / 8.06 GB/s, written at the
# measured sizes (the medians would give 10.0%).
# Residual: 10.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.3us 512K:84.21us 2M:279.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.98us + bytes / 2.89 GB/s, written at
# the measured sizes (the medians would give 9.8%).
# Residual: 12.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.63us 512K:204.1us 2M:747.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 496.3us +
# bytes / 2 GB/s, misses by 20.4% RMS, so it is not used.
# Residual: 18.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:591.2us 256K:661.1us 2M:1.179ms 16M:9.499ms 64M:37.86ms 256M:156.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.031us + bytes / 899 GB/s, misses by 22.3% RMS, so
# it is not used.
# Residual: 14.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.064us 2M:4.276us 16M:22.04us 64M:80.25us 256M:336.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 17.18us +
# bytes / 91.4 GB/s, written at the measured sizes (the medians would give
# 12.0%).
# Residual: 14.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.9us 2M:40.12us 16M:200.7us 64M:751.4us 256M:2.954ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 121.8us

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
# measured medians (15 points at 3 sizes): the best line, 7.019us + bytes /
# 199 GB/s, misses by 19.9% RMS, so it is not used.
# Residual: 19.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.61us 16M:90.48us 64M:348.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 34.83us + bytes / 175 GB/s, written at the measured
# sizes (the medians would give 5.4%).
# Residual: 5.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:46.81us 16M:130.7us 64M:418.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.798us +
# bytes / 144 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 23.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:20.73us 16M:115.4us 64M:481.7us 256M:1.9ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.83us
# + bytes / 8.39 GB/s, misses by 26.6% RMS, so it is not used.
# Residual: 15.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.471us 64K:25.62us 2M:189.5us 16M:2.259ms 64M:9.512ms 256M:39.36ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.22us + bytes / 8.97 GB/s,
# misses by 21.4% RMS, so it is not used.
# Residual: 12.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.98us 64K:33.23us 2M:274.2us 16M:1.774ms 64M:7.209ms 256M:28.44ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.97 GB/s, misses by 19.9% RMS, so it is not used.
# Residual: 16.1% RMS relative over 20 repetitions.
host_read_ns = 64K:6.077us 2M:215.1us 16M:2.408ms 64M:10.15ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 18.5 GB/s, misses by
# 36.4% RMS, so it is not used.
# Residual: 15.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.303us 2M:82.32us 16M:1.33ms 64M:6.43ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.933us +
# bytes / 10.3 GB/s, written at the measured sizes (the medians would give
# 5.8%).
# Residual: 6.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.305us 2M:205.8us 16M:1.633ms 64M:6.527ms

