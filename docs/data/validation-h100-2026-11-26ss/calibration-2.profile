# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-2.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T20:21:26Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T20:21:26Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.5% RMS relative over 5 repetitions.
launch_ns = 4.73us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.171us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.68us + bytes / 4.6e+03 GB/s, misses by 57.3% RMS,
# so it is not used.
# Residual: 25.9% RMS relative over 45 repetitions.
malloc_ns = 4K:3.031us 64K:2.522us 1M:2.729us 1536K:2.773us 2M:63.9us 8M:55.21us 64M:60.74us 256M:93.58us 1G:179.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.325us + bytes / 1.94e+03 GB/s, misses by 50.2% RMS, so it is
# not used.
# Residual: 18.9% RMS relative over 45 repetitions.
free_ns = 4K:2.846us 64K:2.377us 1M:2.501us 1536K:2.727us 2M:42.33us 8M:48.94us 64M:81.26us 256M:155.9us 1G:437.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.129us + bytes / 1.02e+04 GB/s, misses by 62.6% RMS, so it is not used.
# Residual: 33.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.031us 64K:1.826us 2M:15.54us 16M:17.2us 64M:24.28us 256M:23.09us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.122us + bytes / 8.79e+05 GB/s, written at the measured sizes (the
# medians would give 7.9%).
# Residual: 8.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.122us 64K:7.122us 2M:7.125us 16M:7.141us 64M:7.198us 256M:7.427us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.6%, 512K 18.3%, 1M 17.7%, 2M 16.8%, 4M 16.4%, 8M 15.6%, 16M
# 15.4%, 32M 15.9%.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     66.46us     53.94us
# seq             2M          0         2         2     2097152           0     177.3us     199.6us
# seq            16M          0        16        16    16777216           0     1.228ms     1.472ms
# seq            64M          0        64        64    67108864           0     6.119ms     5.835ms
# seq           256M          0       256       256   268435456           0     25.69ms     23.29ms
# stride         64M        64K         4        32    67108864           0     4.276ms     4.106ms
# stride        256M         2M        16       128     8388608           0     1.678ms      1.87ms
# random         16M          0        16        16    16777216           0     1.351ms     1.472ms
# random         64M          0        39       104    67108864           0     6.527ms     5.527ms
# random        256M          0       127       907   268435456           0     33.58ms     25.13ms
# fresh           2M          0         2         2           0     2097152     100.2us     117.9us
# fresh          16M          0        16        16           0    16777216     730.8us     818.5us
# fresh          64M          0        64        64           0    67108864     3.837ms      3.22ms
# fresh         256M          0       256       256           0   268435456     16.57ms     12.83ms
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
# prefetch at the driver's defaults). Result: 24.7us per batch, 7.727us per VA
# block, bytes / 17.9 GB/s moved, 17.85us per faulting kernel, bytes / 59.5
# GB/s zero-filled.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_batch_ns = 24.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_block_ns = 7.727us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:228.4ns 64K:3.654us 512K:29.23us 1M:58.46us 2M:116.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_wake_ns = 17.85us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:68.78ns 64K:1.101us 512K:8.804us 1M:17.61us 2M:35.22us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 57.04us + bytes /
# 49.4 GB/s, misses by 27.0% RMS, so it is not used.
# Residual: 20.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:53.51us 2M:126.3us 16M:405.9us 64M:1.349ms 256M:5.288ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.7us + bytes / 17.3 GB/s, written at the
# measured sizes (the medians would give 5.0%).
# Residual: 10.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.5us 2M:136.2us 16M:986.9us 64M:3.903ms 256M:15.57ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.62us + bytes / 14.9 GB/s, written at the
# measured sizes (the medians would give 13.6%).
# Residual: 13.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.02us 512K:51.78us 2M:157.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 20.5us + bytes / 4.63 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 13.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.03us 512K:148.8us 2M:442.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 205.9us + bytes / 3.78 GB/s, misses by 16.9% RMS, so
# it is not used.
# Residual: 11.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:235.3us 256K:296.3us 2M:593.9us 16M:4.906ms 64M:19.77ms 256M:81.89ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.656us + bytes / 1.87e+03 GB/s, misses by 20.5% RMS,
# so it is not used.
# Residual: 12.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.206us 2M:2.223us 16M:11.24us 64M:39.05us 256M:151.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 9.565us +
# bytes / 120 GB/s, written at the measured sizes (the medians would give
# 5.1%).
# Residual: 12.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:10.11us 2M:27us 16M:149us 64M:567.5us 256M:2.241ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.96us

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
# measured medians (15 points at 3 sizes): the best line, 5.425us + bytes /
# 312 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 16.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.08us 16M:61.44us 64M:214.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 48.96us + bytes / 280 GB/s, written at the measured
# sizes (the medians would give 12.7%).
# Residual: 14.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:56.45us 16M:108.9us 64M:288.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.447us +
# bytes / 201 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.88us 16M:85.42us 64M:334.6us 256M:1.339ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.738us
# + bytes / 13.7 GB/s, misses by 31.1% RMS, so it is not used.
# Residual: 15.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.317us 64K:21.2us 2M:113.2us 16M:1.346ms 64M:6.438ms 256M:26.76ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.73us + bytes / 14.2 GB/s,
# misses by 25.2% RMS, so it is not used.
# Residual: 14.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.495us 64K:26.1us 2M:214.6us 16M:1.155ms 64M:4.686ms 256M:16.15ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 19.3 GB/s, misses by 33.9% RMS, so it is not used.
# Residual: 25.4% RMS relative over 20 repetitions.
host_read_ns = 64K:2.819us 2M:91.78us 16M:831.7us 64M:6.371ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 36.1 GB/s, misses by
# 34.6% RMS, so it is not used.
# Residual: 11.0% RMS relative over 20 repetitions.
host_write_ns = 64K:847ns 2M:42.92us 16M:611.2us 64M:3.902ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 14 GB/s, written at the measured sizes (the medians would give
# 5.5%).
# Residual: 5.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.531us 2M:149.7us 16M:1.199ms 64M:4.795ms

