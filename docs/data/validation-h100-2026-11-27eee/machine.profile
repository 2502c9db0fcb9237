# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/machine.profile
# --base scripts/../profiles/h100-pcie5.profile --from
# /tmp/val/gpu/calibration-1.profile.measurements.csv --from
# /tmp/val/gpu/calibration-2.profile.measurements.csv --from
# /tmp/val/gpu/calibration-3.profile.measurements.csv --from
# /tmp/val/gpu/calibration-4.profile.measurements.csv --from
# /tmp/val/gpu/calibration-5.profile.measurements.csv --from
# /tmp/val/gpu/calibration-6.profile.measurements.csv --from
# /tmp/val/gpu/calibration-7.profile.measurements.csv --from
# /tmp/val/gpu/calibration-8.profile.measurements.csv --from
# /tmp/val/gpu/calibration-9.profile.measurements.csv --from
# /tmp/val/gpu/calibration-10.profile.measurements.csv --from
# /tmp/val/gpu/calibration-11.profile.measurements.csv --from
# /tmp/val/gpu/calibration-12.profile.measurements.csv --from
# /tmp/val/gpu/calibration-13.profile.measurements.csv` on
# 2026-11-27T04:17:06Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T04:17:06Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 65 repetitions.
# Residual: 16.1% RMS relative over 65 repetitions.
launch_ns = 4.816us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 65 repetitions.
# Residual: 9.1% RMS relative over 65 repetitions.
kernel_gap_ns = 2.017us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (585 points at 9
# sizes): the best line, 3.233us + bytes / 4.51e+03 GB/s, misses by 60.7% RMS,
# so it is not used.
# Residual: 33.9% RMS relative over 585 repetitions.
malloc_ns = 4K:3.454us 64K:3.12us 1M:3.496us 1536K:3.094us 2M:64.71us 8M:51.19us 64M:86.68us 256M:86.39us 1G:189us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (585 points at 9 sizes): the
# best line, 2.731us + bytes / 1.34e+03 GB/s, misses by 51.3% RMS, so it is
# not used.
# Residual: 27.6% RMS relative over 585 repetitions.
free_ns = 4K:3.537us 64K:2.831us 1M:3.226us 1536K:3.1us 2M:45.57us 8M:48.33us 64M:86.66us 256M:202.3us 1G:670.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (390 points at 6 sizes): the best line,
# 4.01us + bytes / 3.51e+03 GB/s, misses by 65.8% RMS, so it is not used.
# Residual: 42.5% RMS relative over 390 repetitions.
managed_malloc_ns = 4K:4.013us 64K:3.402us 2M:26.63us 16M:48.98us 64M:63.02us 256M:64.58us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (390 points at 6 sizes): the best line, 14us + bytes /
# 3.33e+05 GB/s, misses by 21.0% RMS, so it is not used.
# Residual: 21.0% RMS relative over 390 repetitions.
managed_free_ns = 4K:15.46us 64K:13.66us 2M:13.68us 16M:13.58us 64M:14.18us 256M:14.86us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.9%, 512K 16.6%, 1M 16.0%, 2M 15.2%, 4M 14.8%, 8M 14.4%, 16M
# 14.4%, 32M 15.1%.
# Residual: 26.1% RMS relative over 910 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     94.91us     76.31us
# seq             2M          0         2         2     2097152           0     246.7us     301.6us
# seq            16M          0        16        16    16777216           0     1.906ms     2.174ms
# seq            64M          0        64        64    67108864           0     9.568ms     8.593ms
# seq           256M          0       256       256   268435456           0     40.31ms     34.27ms
# stride         64M        64K         8        32    67108864           0     6.763ms     6.867ms
# stride        256M         2M        32       128     8388608           0     2.742ms     3.137ms
# random         16M          0        12        16    16777216           0     2.148ms     2.078ms
# random         64M          0        36       161    67108864           0     10.19ms     9.106ms
# random        256M          0       125      1211   268435456           0      52.1ms     42.77ms
# fresh           2M          0         2         2           0     2097152     160.3us     186.6us
# fresh          16M          0        16        16           0    16777216     1.149ms     1.254ms
# fresh          64M          0        64        64           0    67108864     5.562ms     4.912ms
# fresh         256M          0       256       256           0   268435456     23.98ms     19.55ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 910 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted to each case's median (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte +
# fault_wake_ns (once: the kernel's first fault) + bytes zero-filled *
# fault_zero_ns per byte, with batches, blocks and bytes those simrun's engine
# produces for the same access (fault_batch and fault_window as below, density
# prefetch at the driver's defaults). Result: 23.85us per batch, 12.17us per
# VA block, bytes / 10.7 GB/s moved, 34.18us per faulting kernel, bytes / 26.1
# GB/s zero-filled.
# Residual: 26.1% RMS relative over 910 repetitions.
fault_batch_ns = 23.85us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.1% RMS relative over 910 repetitions.
fault_block_ns = 12.17us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.1% RMS relative over 910 repetitions.
fault_h2d_ns = 4K:381.7ns 64K:6.106us 512K:48.85us 1M:97.7us 2M:195.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.1% RMS relative over 910 repetitions.
fault_wake_ns = 34.18us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 26.1% RMS relative over 910 repetitions.
fault_zero_ns = 4K:157ns 64K:2.512us 512K:20.09us 1M:40.19us 2M:80.38us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (520 points at 8 sizes): the best line, 47.38us + bytes /
# 44.1 GB/s, misses by 22.0% RMS, so it is not used.
# Residual: 13.6% RMS relative over 520 repetitions.
prefetch_h2d_ns = 64K:40.53us 256K:51.5us 1M:100.5us 2M:126.7us 4M:168.9us 16M:444.6us 64M:1.388ms 256M:5.513ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (520 points at 8 sizes): the best line,
# 20.05us + bytes / 9.68 GB/s, misses by 24.0% RMS, so it is not used.
# Residual: 23.8% RMS relative over 520 repetitions.
prefetch_d2h_ns = 64K:24.58us 256K:56.28us 1M:145.9us 2M:253.9us 4M:417.1us 16M:1.596ms 64M:6.512ms 256M:29.95ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (6240 points at 3 sizes): the best line,
# 24.65us + bytes / 9.5 GB/s, misses by 27.0% RMS, so it is not used.
# Residual: 27.0% RMS relative over 6240 repetitions.
evict_d2h_ns = 64K:31.57us 512K:79.58us 2M:245.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (390 points at 3 sizes): the best
# line, 20.88us + bytes / 2.95 GB/s, misses by 19.9% RMS, so it is not used.
# Residual: 18.8% RMS relative over 390 repetitions.
cpu_fault_d2h_ns = 64K:42.84us 512K:207.9us 2M:709.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (390 points at 6 sizes): the best line, 338us +
# bytes / 2.3 GB/s, misses by 18.8% RMS, so it is not used.
# Residual: 14.5% RMS relative over 390 repetitions.
host_populate_ns = 64K:391.3us 256K:465.2us 2M:1.014ms 16M:8.025ms 64M:32.18ms 256M:129.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (1040 points at
# 8 sizes): the best line, 3.36us + bytes / 956 GB/s, misses by 29.8% RMS, so
# it is not used.
# Residual: 26.5% RMS relative over 1040 repetitions.
prefetch_host_ns = 64K:4.408us 256K:4.168us 1M:4.178us 2M:4.21us 4M:8.227us 16M:22.39us 64M:76.25us 256M:302.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (520 points at 8 sizes): the best line, 13.44us + bytes / 78.3 GB/s, misses
# by 25.2% RMS, so it is not used.
# Residual: 21.6% RMS relative over 520 repetitions.
prefetch_call_ns = 64K:18.18us 256K:16.47us 1M:24.24us 2M:33.43us 4M:64.25us 16M:246.7us 64M:982us 256M:3.795ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 195 repetitions.
# Residual: 25.2% RMS relative over 195 repetitions.
prefetch_defer_ns = 94.34us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Fit:
# the median of 65 repetitions.
# Residual: 0.0% RMS relative over 65 repetitions.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (195 points at 3 sizes): the best line, 8.481us + bytes /
# 221 GB/s, misses by 29.5% RMS, so it is not used.
# Residual: 29.5% RMS relative over 195 repetitions.
prefetch_zero_ns = 2M:17.99us 16M:84.14us 64M:313.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (195 points at 3 sizes): the best line,
# 26.85us + bytes / 185 GB/s, misses by 29.8% RMS, so it is not used.
# Residual: 29.8% RMS relative over 195 repetitions.
prefetch_zero_defer_ns = 2M:37.85us 16M:122.1us 64M:379.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (260 points at 4 sizes): the best line, 5.108us
# + bytes / 151 GB/s, misses by 27.6% RMS, so it is not used.
# Residual: 27.5% RMS relative over 260 repetitions.
managed_free_resident_ns = 2M:19.09us 16M:113.6us 64M:449.7us 256M:1.797ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (1040 points at 16 sizes): the best line,
# 8.15us + bytes / 11.8 GB/s, misses by 31.4% RMS, so it is not used.
# Residual: 21.4% RMS relative over 1040 repetitions.
memcpy_h2d_ns = 4K:8.352us 8K:8.488us 16K:10.16us 32K:15.57us 64K:23.31us 128K:16.83us 256K:22.52us 512K:39.4us 1M:75.1us 2M:185.1us 4M:390.4us 8M:853.6us 16M:1.776ms 32M:3.879ms 64M:8.802ms 256M:37.37ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (1040 points at 16 sizes): the best line, 14.51us + bytes / 8.52 GB/s,
# misses by 33.3% RMS, so it is not used.
# Residual: 21.5% RMS relative over 1040 repetitions.
memcpy_d2h_ns = 4K:15.17us 8K:11.89us 16K:14.55us 32K:20.77us 64K:32.42us 128K:47.89us 256K:78.29us 512K:125.4us 1M:210.2us 2M:294.8us 4M:499.6us 8M:915.9us 16M:1.718ms 32M:3.387ms 64M:6.599ms 256M:28.61ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (455 points at 7 sizes): the best line, 675.4ns +
# bytes / 6.88 GB/s, misses by 42.6% RMS, so it is not used.
# Residual: 41.4% RMS relative over 455 repetitions.
host_read_ns = 64K:10.19us 256K:39.5us 1M:155.4us 2M:295.6us 4M:537.9us 16M:2.519ms 64M:11.51ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (455 points at 7 sizes): the best line, 0ns + bytes / 29.3 GB/s, misses by
# 39.2% RMS, so it is not used.
# Residual: 20.5% RMS relative over 455 repetitions.
host_write_ns = 64K:1.28us 256K:6.803us 1M:27.07us 2M:61.62us 4M:199.3us 16M:1.111ms 64M:6.109ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 455 points at 7 sizes): 567.8ns
# + bytes / 10.5 GB/s, written at the measured sizes (the medians would give
# 11.7%).
# Residual: 11.9% RMS relative over 455 repetitions.
host_write_cold_ns = 64K:6.785us 256K:25.44us 1M:100us 2M:199.5us 4M:398.5us 16M:1.592ms 64M:6.367ms

