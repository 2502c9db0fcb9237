# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-2.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T22:19:26Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:19:26Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.5% RMS relative over 5 repetitions.
launch_ns = 4.854us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.187us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.103us + bytes / 6.14e+03 GB/s, misses by 54.9% RMS,
# so it is not used.
# Residual: 26.0% RMS relative over 45 repetitions.
malloc_ns = 4K:3.125us 64K:3.089us 1M:3.597us 1536K:2.784us 2M:71.51us 8M:40.66us 64M:41.54us 256M:45.28us 1G:155.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.401us + bytes / 2.07e+03 GB/s, misses by 50.2% RMS, so it is
# not used.
# Residual: 23.7% RMS relative over 45 repetitions.
free_ns = 4K:3.809us 64K:3.843us 1M:3.337us 1536K:3.525us 2M:49.08us 8M:35.98us 64M:67.72us 256M:127.6us 1G:439.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.763us + bytes / 5.48e+03 GB/s, misses by 64.6% RMS, so it is not used.
# Residual: 36.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.682us 64K:2.407us 2M:19.99us 16M:37us 64M:41.13us 256M:41.94us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.375us + bytes * -1.98e-06 ns/B, written at the measured sizes (the
# medians would give 13.5%).
# Residual: 14.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.375us 64K:9.375us 2M:9.371us 16M:9.342us 64M:9.242us 256M:8.844us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.3%, 512K 15.9%, 1M 15.5%, 2M 15.7%, 4M 16.6%, 8M 18.3%, 16M
# 19.9%, 32M 21.6%.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     77.34us     66.21us
# seq             2M          0         2         2     2097152           0     223.5us     243.8us
# seq            16M          0        16        16    16777216           0     1.394ms     1.678ms
# seq            64M          0        64        64    67108864           0     8.006ms     6.594ms
# seq           256M          0       256       256   268435456           0     39.36ms     26.26ms
# stride         64M        64K        64        64    67108864           0     6.317ms     6.594ms
# stride        256M         2M       128       128     8388608           0     3.367ms     3.532ms
# random         16M          0        10        55    16777216           0     2.507ms     2.454ms
# random         64M          0        38       373    67108864           0     11.71ms     12.79ms
# random        256M          0       160      1651   268435456           0     59.66ms     54.28ms
# fresh           2M          0         2         2           0     2097152     171.5us     210.2us
# fresh          16M          0        16        16           0    16777216     1.354ms     1.409ms
# fresh          64M          0        64        64           0    67108864     6.489ms     5.521ms
# fresh         256M          0       256       256           0   268435456     26.47ms     21.97ms
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
# prefetch at the driver's defaults). Result: 2.054us per batch, 20.23us per
# VA block, bytes / 13.1 GB/s moved, 38.92us per faulting kernel, bytes / 16.5
# GB/s zero-filled.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_batch_ns = 2.054us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_block_ns = 20.23us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:313.1ns 64K:5.009us 512K:40.07us 1M:80.14us 2M:160.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_wake_ns = 38.92us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:247.6ns 64K:3.961us 512K:31.69us 1M:63.37us 2M:126.7us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 81.79us + bytes / 48.5 GB/s, written at the measured sizes (the
# medians would give 1.4%).
# Residual: 6.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:83.14us 2M:125us 16M:427.8us 64M:1.466ms 256M:5.618ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.46us + bytes / 9.29 GB/s, written at
# the measured sizes (the medians would give 6.9%).
# Residual: 8.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.51us 2M:243.2us 16M:1.824ms 64M:7.242ms 256M:28.91ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.82us + bytes / 8.6 GB/s, written at the
# measured sizes (the medians would give 9.7%).
# Residual: 9.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.44us 512K:78.81us 2M:261.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.72us + bytes / 3.05 GB/s, written at
# the measured sizes (the medians would give 8.6%).
# Residual: 11.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.21us 512K:195.7us 2M:711.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 272us +
# bytes / 2.9 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 10.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:329.6us 256K:353.2us 2M:821.9us 16M:6.447ms 64M:24.21ms 256M:105.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.088us + bytes / 897 GB/s, misses by 22.0% RMS, so
# it is not used.
# Residual: 13.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.285us 2M:4.252us 16M:23.39us 64M:82.71us 256M:315.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 17.34us +
# bytes / 67.9 GB/s, written at the measured sizes (the medians would give
# 4.9%).
# Residual: 11.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.3us 2M:48.23us 16M:264.4us 64M:1.006ms 256M:3.971ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.69us

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
# measured medians (15 points at 3 sizes): the best line, 7.33us + bytes / 206
# GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 15.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.56us 16M:86.99us 64M:338.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 56.85us + bytes / 162 GB/s, misses by 19.1% RMS, so it is not used.
# Residual: 19.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:69.13us 16M:165.1us 64M:462.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.056us +
# bytes / 188 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 22.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.74us 16M:85.11us 64M:357.1us 256M:1.566ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.215us
# + bytes / 8.77 GB/s, misses by 27.8% RMS, so it is not used.
# Residual: 16.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.859us 64K:25.83us 2M:182.5us 16M:2.113ms 64M:9.029ms 256M:37.22ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.14us + bytes / 8.73 GB/s,
# misses by 21.8% RMS, so it is not used.
# Residual: 11.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.8us 64K:33.33us 2M:313.7us 16M:1.88ms 64M:7.34ms 256M:27.46ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.74 GB/s, misses by 21.3% RMS, so it is not used.
# Residual: 14.2% RMS relative over 20 repetitions.
host_read_ns = 64K:7.831us 2M:219.8us 16M:2.537ms 64M:10.62ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 23 GB/s, misses by
# 43.3% RMS, so it is not used.
# Residual: 24.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.375us 2M:65.62us 16M:1.238ms 64M:5.961ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.307us +
# bytes / 9.72 GB/s, written at the measured sizes (the medians would give
# 5.8%).
# Residual: 6.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.052us 2M:217.2us 16M:1.728ms 64M:6.908ms

