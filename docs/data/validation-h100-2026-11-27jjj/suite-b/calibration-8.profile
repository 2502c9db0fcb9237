# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valB/gpu/calibration-8.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:28:36Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:28:36Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.3% RMS relative over 5 repetitions.
launch_ns = 4.896us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.997us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.828us + bytes / 5.45e+03 GB/s, misses by 57.1% RMS,
# so it is not used.
# Residual: 23.1% RMS relative over 45 repetitions.
malloc_ns = 4K:2.87us 64K:2.926us 1M:2.661us 1536K:3.035us 2M:69.43us 8M:49.16us 64M:83.05us 256M:82.39us 1G:155.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.203us + bytes / 1.35e+03 GB/s, misses by 47.6% RMS, so it is
# not used.
# Residual: 18.8% RMS relative over 45 repetitions.
free_ns = 4K:2.662us 64K:2.672us 1M:2.608us 1536K:2.61us 2M:45.82us 8M:45.84us 64M:84.55us 256M:199.5us 1G:680.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.393us + bytes / 3.65e+03 GB/s, misses by 63.6% RMS, so it is not used.
# Residual: 39.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.098us 64K:3.098us 2M:23.41us 16M:37.1us 64M:49.11us 256M:60.69us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 10.33us + bytes / 3.43e+05 GB/s, written at the measured sizes (the
# medians would give 11.8%).
# Residual: 12.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.33us 64K:10.33us 2M:10.34us 16M:10.38us 64M:10.53us 256M:11.11us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.6%, 512K 18.1%, 1M 17.0%, 2M 15.9%, 4M 15.7%, 8M 16.2%, 16M
# 16.8%, 32M 17.4%.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     83.71us     67.33us
# seq             2M          0         2         2     2097152           0     246.3us       283us
# seq            16M          0        16        16    16777216           0     1.884ms     1.922ms
# seq            64M          0        64        64    67108864           0     9.967ms     7.541ms
# seq           256M          0       256       256   268435456           0     32.37ms     30.02ms
# stride         64M        64K        16        32    67108864           0     6.777ms     7.159ms
# stride        256M         2M        64       128     8388608           0     2.148ms     2.419ms
# random         16M          0         9        23    16777216           0     1.756ms     2.006ms
# random         64M          0        35       230    67108864           0     10.63ms     9.524ms
# random        256M          0       128      1431   268435456           0     52.27ms     44.05ms
# fresh           2M          0         2         2           0     2097152     163.3us       206us
# fresh          16M          0        16        16           0    16777216     1.237ms     1.307ms
# fresh          64M          0        64        64           0    67108864       6.2ms      5.08ms
# fresh         256M          0       256       256           0   268435456      25.4ms     20.17ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 11.94us per VA
# block, bytes / 9.97 GB/s moved, 48.82us per faulting kernel, bytes / 15.7
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_block_ns = 11.94us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:410.7ns 64K:6.571us 512K:52.56us 1M:105.1us 2M:210.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_wake_ns = 48.82us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:260.4ns 64K:4.167us 512K:33.34us 1M:66.67us 2M:133.3us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 44.83us + bytes /
# 44.4 GB/s, misses by 19.9% RMS, so it is not used.
# Residual: 2.8% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:37.93us 256K:49.03us 1M:103.1us 2M:125.2us 4M:174.9us 16M:445.7us 64M:1.359ms 256M:5.344ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 16.12us + bytes / 13.9 GB/s, written at the
# measured sizes (the means would give 2.8%).
# Residual: 7.2% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:20.82us 256K:34.93us 1M:91.33us 2M:166.5us 4M:317us 16M:1.219ms 64M:4.829ms 256M:19.27ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 16.02us + bytes / 11.8 GB/s, written at the measured
# sizes (the means would give 12.1%).
# Residual: 12.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.59us 512K:60.61us 2M:194.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 21.9us + bytes / 3.66 GB/s, written at the
# measured sizes (the means would give 6.3%).
# Residual: 10.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.81us 512K:165.2us 2M:595us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 269.3us +
# bytes / 2.99 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 13.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:301.6us 256K:392.3us 2M:764us 16M:6.188ms 64M:24.91ms 256M:102.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.388us + bytes / 1.39e+03 GB/s, misses by 20.4% RMS,
# so it is not used.
# Residual: 17.4% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.486us 256K:3.626us 1M:3.78us 2M:4.135us 4M:7.274us 16M:15.18us 64M:48.86us 256M:225.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 11.54us + bytes / 96.9 GB/s, misses
# by 20.8% RMS, so it is not used.
# Residual: 14.3% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:17.56us 256K:13.12us 1M:22.21us 2M:26.75us 4M:49.89us 16M:195.1us 64M:936.6us 256M:2.975ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.12us

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
# sizes): 7.732us + bytes / 281 GB/s, written at the measured sizes (the
# medians would give 12.1%).
# Residual: 12.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.19us 16M:67.36us 64M:246.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 33.68us + bytes / 174 GB/s, written at the measured
# sizes (the medians would give 9.8%).
# Residual: 9.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:45.73us 16M:130.1us 64M:419.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 174 GB/s, misses by 25.4% RMS, so it is not used.
# Residual: 24.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.99us 16M:86.34us 64M:348.4us 256M:2.015ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line, 8.32us
# + bytes / 11.7 GB/s, misses by 24.2% RMS, so it is not used.
# Residual: 14.8% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:8.095us 8K:8.377us 16K:10.57us 32K:15.23us 64K:24.93us 128K:16.77us 256K:25.89us 512K:42.49us 1M:81.23us 2M:198.5us 4M:360us 8M:747.9us 16M:1.619ms 32M:3.169ms 64M:6.928ms 256M:36.27ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.51us + bytes / 9.61 GB/s,
# misses by 30.1% RMS, so it is not used.
# Residual: 9.7% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:12.68us 8K:10.41us 16K:11.83us 32K:23.15us 64K:29.11us 128K:43.93us 256K:74.03us 512K:138.2us 1M:224.4us 2M:260.6us 4M:420.2us 8M:732.7us 16M:1.362ms 32M:3.224ms 64M:6.88ms 256M:25.9ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 1.084us +
# bytes / 15.9 GB/s, misses by 32.3% RMS, so it is not used.
# Residual: 22.7% RMS relative over 35 repetitions.
host_read_ns = 64K:6.168us 256K:13.26us 1M:62.18us 2M:130us 4M:262.3us 16M:1.303ms 64M:8.197ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 31.6 GB/s, misses by
# 33.4% RMS, so it is not used.
# Residual: 9.0% RMS relative over 35 repetitions.
host_write_ns = 64K:1.344us 256K:5.885us 1M:25.32us 2M:61.83us 4M:201.2us 16M:781.5us 64M:5.121ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 11.4 GB/s, written at the measured sizes (the medians would give
# 4.6%).
# Residual: 5.5% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.746us 256K:22.99us 1M:91.97us 2M:183.9us 4M:367.9us 16M:1.472ms 64M:5.886ms

