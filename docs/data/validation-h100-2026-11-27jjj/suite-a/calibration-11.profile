# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valA/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:22:24Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:22:24Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.1% RMS relative over 5 repetitions.
launch_ns = 3.432us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.005us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.993us + bytes / 6.61e+03 GB/s, misses by 60.4% RMS,
# so it is not used.
# Residual: 27.6% RMS relative over 45 repetitions.
malloc_ns = 4K:3.079us 64K:2.936us 1M:2.833us 1536K:3.035us 2M:42.07us 8M:39.67us 64M:60.86us 256M:60.54us 1G:129.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.341us + bytes / 2.62e+03 GB/s, misses by 53.5% RMS, so it is
# not used.
# Residual: 22.8% RMS relative over 45 repetitions.
free_ns = 4K:1.651us 64K:1.614us 1M:1.519us 1536K:1.534us 2M:34.34us 8M:35.41us 64M:72.92us 256M:114.2us 1G:337.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.742us + bytes / 5.17e+03 GB/s, misses by 64.6% RMS, so it is not used.
# Residual: 35.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.608us 64K:3.198us 2M:26.38us 16M:32.69us 64M:43.96us 256M:44.98us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.96us + bytes / 2.45e+05 GB/s, written at the measured sizes (the
# medians would give 8.8%).
# Residual: 9.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.96us 64K:13.96us 2M:13.97us 16M:14.03us 64M:14.23us 256M:15.06us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.2%, 512K 17.9%, 1M 17.6%, 2M 17.6%, 4M 18.4%, 8M 19.7%, 16M
# 20.6%, 32M 21.9%.
# Residual: 22.0% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     70.82us     59.74us
# seq             2M          0         2         2     2097152           0     197.7us     247.3us
# seq            16M          0        16        16    16777216           0     1.495ms     1.745ms
# seq            64M          0        64        64    67108864           0     9.068ms     6.882ms
# seq           256M          0       256       256   268435456           0     43.47ms     27.43ms
# stride         64M        64K        32        32    67108864           0     6.092ms     6.209ms
# stride        256M         2M       128       128     8388608           0     3.174ms     3.414ms
# random         16M          0         9        35    16777216           0     2.457ms     2.145ms
# random         64M          0        34       306    67108864           0     11.51ms     11.97ms
# random        256M          0       139      1560   268435456           0     56.24ms     54.87ms
# fresh           2M          0         2         2           0     2097152     179.8us       206us
# fresh          16M          0        16        16           0    16777216      1.25ms     1.415ms
# fresh          64M          0        64        64           0    67108864     6.788ms     5.558ms
# fresh         256M          0       256       256           0   268435456     26.52ms     22.13ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 21.04us per VA
# block, bytes / 12.2 GB/s moved, 33.33us per faulting kernel, bytes / 16.1
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 22.0% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.0% RMS relative over 70 repetitions.
fault_block_ns = 21.04us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:335.8ns 64K:5.373us 512K:42.98us 1M:85.97us 2M:171.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.0% RMS relative over 70 repetitions.
fault_wake_ns = 33.33us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:255ns 64K:4.08us 512K:32.64us 1M:65.28us 2M:130.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 47.74us + bytes /
# 44.5 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 2.1% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:42.98us 256K:48.11us 1M:99.59us 2M:123.7us 4M:170.9us 16M:453.5us 64M:1.383ms 256M:5.367ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 14.8us + bytes / 11.5 GB/s, written at the
# measured sizes (the means would give 6.8%).
# Residual: 8.9% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:20.51us 256K:37.61us 1M:106us 2M:197.2us 4M:379.6us 16M:1.474ms 64M:5.852ms 256M:23.36ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 16.5us + bytes / 11.2 GB/s, written at the measured
# sizes (the means would give 15.1%).
# Residual: 15.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:22.35us 512K:63.32us 2M:203.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 22.78us + bytes / 3.14 GB/s, written at the
# measured sizes (the means would give 6.0%).
# Residual: 8.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.62us 512K:189.5us 2M:689.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 248.7us +
# bytes / 3.19 GB/s, misses by 16.5% RMS, so it is not used.
# Residual: 9.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:290us 256K:344.6us 2M:714.3us 16M:5.872ms 64M:24.15ms 256M:92.11ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 4.194us + bytes / 1.14e+03 GB/s, misses by 39.2% RMS,
# so it is not used.
# Residual: 35.6% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:5.198us 256K:4.718us 1M:5.324us 2M:4.636us 4M:8.358us 16M:19.23us 64M:66.11us 256M:244.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 13.38us +
# bytes / 82.2 GB/s, written at the measured sizes (the medians would give
# 4.1%).
# Residual: 14.5% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:14.17us 256K:16.57us 1M:26.14us 2M:38.9us 4M:64.42us 16M:217.6us 64M:830.1us 256M:3.28ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.2us

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
# measured medians (15 points at 3 sizes): the best line, 4.091us + bytes /
# 217 GB/s, misses by 17.4% RMS, so it is not used.
# Residual: 17.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.81us 16M:80.06us 64M:319.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.01us + bytes / 183 GB/s, written at the measured
# sizes (the medians would give 11.1%).
# Residual: 11.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:34.46us 16M:114.6us 64M:389.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.799us +
# bytes / 157 GB/s, misses by 23.9% RMS, so it is not used.
# Residual: 23.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18.04us 16M:111.8us 64M:445.6us 256M:1.658ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.765us + bytes / 12.6 GB/s, misses by 27.4% RMS, so it is not used.
# Residual: 11.8% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.354us 8K:8.218us 16K:10.1us 32K:15.83us 64K:23.16us 128K:15.98us 256K:22.06us 512K:37.79us 1M:69.46us 2M:175.1us 4M:356.9us 8M:721us 16M:1.672ms 32M:3.62ms 64M:8.362ms 256M:36.14ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.54us + bytes / 10.6 GB/s,
# misses by 27.7% RMS, so it is not used.
# Residual: 8.7% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:12.34us 8K:10.13us 16K:12.19us 32K:22.97us 64K:28.37us 128K:40.31us 256K:60.88us 512K:102.4us 1M:170.8us 2M:233.1us 4M:443.1us 8M:735.6us 16M:1.26ms 32M:2.496ms 64M:5.833ms 256M:25.07ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 9.83 GB/s, misses by 28.8% RMS, so it is not used.
# Residual: 24.4% RMS relative over 35 repetitions.
host_read_ns = 64K:5.948us 256K:23.49us 1M:95.73us 2M:207.7us 4M:379us 16M:2.126ms 64M:9.305ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 29 GB/s, misses by
# 32.9% RMS, so it is not used.
# Residual: 12.4% RMS relative over 35 repetitions.
host_write_ns = 64K:1.235us 256K:6.642us 1M:28.07us 2M:61.5us 4M:200.6us 16M:894.4us 64M:5.368ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 10.4 GB/s, written at the measured sizes (the medians would give
# 7.1%).
# Residual: 8.2% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.25us 256K:25.07us 1M:100.3us 2M:200.7us 4M:401.4us 16M:1.606ms 64M:6.423ms

