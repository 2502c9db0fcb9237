# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valA/gpu/calibration-4.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:18:52Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:18:52Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.2% RMS relative over 5 repetitions.
launch_ns = 4.389us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.166us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.801us + bytes / 6.38e+03 GB/s, misses by 58.5% RMS,
# so it is not used.
# Residual: 27.1% RMS relative over 45 repetitions.
malloc_ns = 4K:3.466us 64K:2.952us 1M:2.581us 1536K:2.617us 2M:56.93us 8M:49.28us 64M:79.52us 256M:86.86us 1G:134us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.928us + bytes / 1.45e+03 GB/s, misses by 49.0% RMS, so it is
# not used.
# Residual: 18.0% RMS relative over 45 repetitions.
free_ns = 4K:2.541us 64K:2.564us 1M:2.09us 1536K:2.424us 2M:43.12us 8M:48.04us 64M:79.03us 256M:187.5us 1G:644.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.448us + bytes / 3.27e+03 GB/s, misses by 64.1% RMS, so it is not used.
# Residual: 40.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.953us 64K:3.536us 2M:30.74us 16M:34.51us 64M:52.92us 256M:68us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.66us + bytes / 1.78e+05 GB/s, written at the measured sizes (the
# medians would give 10.9%).
# Residual: 11.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.66us 64K:13.66us 2M:13.67us 16M:13.76us 64M:14.04us 256M:15.17us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.6%, 512K 15.2%, 1M 14.6%, 2M 13.4%, 4M 13.2%, 8M 13.3%, 16M
# 13.4%, 32M 14.3%.
# Residual: 17.2% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     89.89us     80.68us
# seq             2M          0         2         2     2097152           0       221us       271us
# seq            16M          0        16        16    16777216           0     1.953ms     1.746ms
# seq            64M          0        64        64    67108864           0     7.965ms     6.801ms
# seq           256M          0       256       256   268435456           0      33.6ms     27.02ms
# stride         64M        64K        16        32    67108864           0      5.35ms     6.309ms
# stride        256M         2M        64       128     8388608           0     2.341ms      2.56ms
# random         16M          0         9        23    16777216           0     1.923ms     1.827ms
# random         64M          0        35       230    67108864           0     8.781ms     8.931ms
# random        256M          0       128      1431   268435456           0     47.64ms     42.22ms
# fresh           2M          0         2         2           0     2097152     200.2us     200.1us
# fresh          16M          0        16        16           0    16777216     1.003ms     1.178ms
# fresh          64M          0        64        64           0    67108864     5.033ms     4.531ms
# fresh         256M          0       256       256           0   268435456     20.41ms     17.94ms
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
# prefetch at the driver's defaults). Result: 1.526us per batch, 13.1us per VA
# block, bytes / 11.6 GB/s moved, 60.39us per faulting kernel, bytes / 19 GB/s
# zero-filled.
# Residual: 17.2% RMS relative over 70 repetitions.
fault_batch_ns = 1.526us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.2% RMS relative over 70 repetitions.
fault_block_ns = 13.1us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:354.3ns 64K:5.669us 512K:45.35us 1M:90.7us 2M:181.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.2% RMS relative over 70 repetitions.
fault_wake_ns = 60.39us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:215.7ns 64K:3.452us 512K:27.61us 1M:55.22us 2M:110.4us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 40.7us + bytes /
# 44.1 GB/s, misses by 17.6% RMS, so it is not used.
# Residual: 2.3% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:36.59us 256K:42.74us 1M:90.12us 2M:120.6us 4M:161.1us 16M:430.3us 64M:1.391ms 256M:5.434ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 18.34us + bytes / 9.09 GB/s, written at the
# measured sizes (the means would give 1.0%).
# Residual: 5.2% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:25.55us 256K:47.18us 1M:133.7us 2M:249us 4M:479.7us 16M:1.864ms 64M:7.401ms 256M:29.55ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 18.39us + bytes / 8.4 GB/s, written at the measured
# sizes (the means would give 7.6%).
# Residual: 7.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.19us 512K:80.77us 2M:267.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 22.68us + bytes / 2.65 GB/s, written at the
# measured sizes (the means would give 4.4%).
# Residual: 7.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:47.43us 512K:220.7us 2M:814.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 300.2us + bytes / 2.43 GB/s, written at the measured
# sizes (the medians would give 3.1%).
# Residual: 12.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:327.2us 256K:408.1us 2M:1.163ms 16M:7.205ms 64M:27.92ms 256M:110.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.337us + bytes / 879 GB/s, misses by 18.8% RMS, so
# it is not used.
# Residual: 10.6% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.359us 256K:4.232us 1M:4.256us 2M:4.328us 4M:8.298us 16M:23.96us 64M:85.76us 256M:328.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 15.26us +
# bytes / 69 GB/s, written at the measured sizes (the medians would give
# 5.4%).
# Residual: 13.4% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:16.21us 256K:19.05us 1M:30.45us 2M:45.64us 4M:76.01us 16M:258.3us 64M:987.4us 256M:3.904ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 29.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.92us

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
# sizes): 7.366us + bytes / 198 GB/s, written at the measured sizes (the
# medians would give 13.1%).
# Residual: 13.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.95us 16M:92.01us 64M:345.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 24.46us + bytes / 161 GB/s, written at the measured
# sizes (the medians would give 13.4%).
# Residual: 13.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:37.51us 16M:128.9us 64M:442.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 11.23us +
# bytes / 159 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 23.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:24.92us 16M:111.2us 64M:436.4us 256M:1.753ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.813us + bytes / 13.5 GB/s, misses by 26.5% RMS, so it is not used.
# Residual: 12.7% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.645us 8K:7.71us 16K:10.18us 32K:14.91us 64K:22.36us 128K:15.59us 256K:22.15us 512K:35.64us 1M:65.91us 2M:158.4us 4M:340us 8M:650.1us 16M:1.511ms 32M:3.282ms 64M:6.927ms 256M:35.53ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 14.27us + bytes / 9.35 GB/s,
# misses by 24.0% RMS, so it is not used.
# Residual: 10.0% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.37us 8K:11.56us 16K:15us 32K:19.73us 64K:30.21us 128K:42.04us 256K:68.48us 512K:106us 1M:186.5us 2M:259.7us 4M:436.3us 8M:848.1us 16M:1.624ms 32M:3.208ms 64M:6.218ms 256M:24.95ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 8.59 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 12.2% RMS relative over 35 repetitions.
host_read_ns = 64K:7.083us 256K:28.07us 1M:108.3us 2M:232.1us 4M:471us 16M:2.208ms 64M:9.853ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 27.2 GB/s, misses by
# 32.5% RMS, so it is not used.
# Residual: 9.3% RMS relative over 35 repetitions.
host_write_ns = 64K:1.322us 256K:6.795us 1M:27.68us 2M:80.21us 4M:209.9us 16M:967us 64M:5.14ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 10.1 GB/s, written at the measured sizes (the medians would give
# 7.5%).
# Residual: 7.7% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.914us 256K:25.32us 1M:102.9us 2M:206.4us 4M:413.4us 16M:1.655ms 64M:6.623ms

