# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T22:02:56Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:02:56Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.5% RMS relative over 5 repetitions.
launch_ns = 4.815us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.164us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.082us + bytes / 6.12e+03 GB/s, misses by 56.8% RMS,
# so it is not used.
# Residual: 23.0% RMS relative over 45 repetitions.
malloc_ns = 4K:3.037us 64K:3.158us 1M:3.033us 1536K:3.133us 2M:69.37us 8M:54.4us 64M:82.85us 256M:66.44us 1G:141.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.286us + bytes / 1.34e+03 GB/s, misses by 48.1% RMS, so it is
# not used.
# Residual: 17.7% RMS relative over 45 repetitions.
free_ns = 4K:2.793us 64K:2.777us 1M:2.661us 1536K:2.709us 2M:52.19us 8M:49.58us 64M:84.34us 256M:195.1us 1G:708.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 7.153us + bytes / 3.01e+03 GB/s, misses by 74.2% RMS, so it is not used.
# Residual: 66.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:5.119us 64K:11.24us 2M:28.9us 16M:48.28us 64M:71.14us 256M:77.21us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.48us + bytes / 2.11e+05 GB/s, written at the measured sizes (the
# medians would give 6.1%).
# Residual: 6.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.48us 64K:14.48us 2M:14.49us 16M:14.56us 64M:14.8us 256M:15.75us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.7%, 512K 15.3%, 1M 14.8%, 2M 13.8%, 4M 13.3%, 8M 12.7%, 16M
# 12.6%, 32M 13.4%.
# Residual: 16.1% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     78.37us     70.58us
# seq             2M          0         2         2     2097152           0     274.7us     309.4us
# seq            16M          0        16        16    16777216           0     2.045ms     2.383ms
# seq            64M          0        64        64    67108864           0     10.09ms     9.494ms
# seq           256M          0       256       256   268435456           0     40.03ms     37.94ms
# stride         64M        64K         4        32    67108864           0      6.79ms     6.802ms
# stride        256M         2M        16       128     8388608           0     2.869ms     3.175ms
# random         16M          0        16        16    16777216           0     2.295ms     2.383ms
# random         64M          0        39       104    67108864           0     10.92ms     9.118ms
# random        256M          0       127       907   268435456           0     54.31ms     42.21ms
# fresh           2M          0         2         2           0     2097152     162.2us     178.3us
# fresh          16M          0        16        16           0    16777216     1.179ms     1.334ms
# fresh          64M          0        64        64           0    67108864     5.952ms     5.298ms
# fresh         256M          0       256       256           0   268435456     25.99ms     21.15ms
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
# prefetch at the driver's defaults). Result: 37.42us per batch, 13.98us per
# VA block, bytes / 10.8 GB/s moved, 13.14us per faulting kernel, bytes / 33.6
# GB/s zero-filled.
# Residual: 16.1% RMS relative over 70 repetitions.
fault_batch_ns = 37.42us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.1% RMS relative over 70 repetitions.
fault_block_ns = 13.98us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 16.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:377.9ns 64K:6.047us 512K:48.37us 1M:96.75us 2M:193.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.1% RMS relative over 70 repetitions.
fault_wake_ns = 13.14us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 16.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:121.8ns 64K:1.949us 512K:15.59us 1M:31.18us 2M:62.35us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 46.39us + bytes /
# 45.6 GB/s, misses by 15.0% RMS, so it is not used.
# Residual: 2.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:43.49us 2M:128us 16M:454.4us 64M:1.404ms 256M:5.518ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.22us + bytes / 9.01 GB/s, written at
# the measured sizes (the medians would give 9.5%).
# Residual: 10.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.5us 2M:251us 16M:1.881ms 64M:7.468ms 256M:29.82ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.89us + bytes / 8.05 GB/s, written at the
# measured sizes (the medians would give 9.3%).
# Residual: 9.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.03us 512K:83.05us 2M:278.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 25.24us + bytes / 3.02 GB/s, written at
# the measured sizes (the medians would give 7.2%).
# Residual: 10.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.94us 512K:198.8us 2M:719.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 337.9us + bytes / 2.36 GB/s, written at the measured
# sizes (the medians would give 7.1%).
# Residual: 14.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:365.7us 256K:449.1us 2M:1.228ms 16M:7.455ms 64M:28.81ms 256M:114.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.634us + bytes / 833 GB/s, misses by 18.5% RMS, so
# it is not used.
# Residual: 11.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.943us 2M:5.892us 16M:25.42us 64M:87.19us 256M:344us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.75us + bytes / 69.8 GB/s, misses
# by 16.4% RMS, so it is not used.
# Residual: 5.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:20.73us 2M:36.85us 16M:268.5us 64M:1.067ms 256M:4.363ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 28.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 121.6us

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
# sizes): 10.41us + bytes / 207 GB/s, written at the measured sizes (the
# medians would give 13.6%).
# Residual: 13.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:20.52us 16M:91.31us 64M:334us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 25.61us + bytes / 175 GB/s, written at the measured
# sizes (the medians would give 6.0%).
# Residual: 6.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:37.57us 16M:121.3us 64M:408.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.107us +
# bytes / 153 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.02us 16M:106.3us 64M:446.1us 256M:1.781ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.759us
# + bytes / 8.37 GB/s, misses by 28.9% RMS, so it is not used.
# Residual: 15.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.418us 64K:25.47us 2M:187.4us 16M:2.294ms 64M:10.07ms 256M:38.79ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.74us + bytes / 8.79 GB/s,
# misses by 18.4% RMS, so it is not used.
# Residual: 9.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.52us 64K:31.28us 2M:302.6us 16M:1.834ms 64M:7.119ms 256M:28.66ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.38 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 11.5% RMS relative over 20 repetitions.
host_read_ns = 64K:7.93us 2M:242.3us 16M:2.482ms 64M:10.47ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22.5 GB/s, misses by
# 34.6% RMS, so it is not used.
# Residual: 11.8% RMS relative over 20 repetitions.
host_write_ns = 64K:1.287us 2M:67.51us 16M:1.116ms 64M:5.848ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.535us +
# bytes / 10.4 GB/s, written at the measured sizes (the medians would give
# 13.6%).
# Residual: 13.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.864us 2M:204.1us 16M:1.622ms 64M:6.483ms

