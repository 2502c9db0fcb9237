# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-15.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T17:01:32Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T17:01:32Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 10.0% RMS relative over 5 repetitions.
launch_ns = 2.958us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.17us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.819us + bytes / 6.9e+03 GB/s, misses by 59.2% RMS,
# so it is not used.
# Residual: 25.8% RMS relative over 45 repetitions.
malloc_ns = 4K:3.048us 64K:3.009us 1M:2.615us 1536K:2.718us 2M:63.04us 8M:50.1us 64M:49.98us 256M:79.33us 1G:121.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.371us + bytes / 2.01e+03 GB/s, misses by 49.6% RMS, so it is
# not used.
# Residual: 17.0% RMS relative over 45 repetitions.
free_ns = 4K:3.683us 64K:3.53us 1M:3.436us 1536K:3.616us 2M:42.49us 8M:44.92us 64M:75.32us 256M:180.4us 1G:401.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.711us + bytes / 4.69e+03 GB/s, misses by 69.7% RMS, so it is not used.
# Residual: 48.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:8.905us 64K:2.794us 2M:29.26us 16M:51.38us 64M:56.58us 256M:50.18us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 9.733us + bytes /
# 5.59e+04 GB/s, misses by 28.9% RMS, so it is not used.
# Residual: 29.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.997us 64K:8.024us 2M:16.15us 16M:18.61us 64M:12.16us 256M:13.81us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.7%, 512K 19.5%, 1M 19.2%, 2M 18.1%, 4M 16.5%, 8M 14.2%, 16M
# 13.8%, 32M 14.2%.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     78.66us     67.49us
# seq             2M          0         2         2     2097152           0     247.9us     240.8us
# seq            16M          0        16        16    16777216           0     1.775ms     1.797ms
# seq            64M          0        64        64    67108864           0     7.799ms      7.13ms
# seq           256M          0       256       256   268435456           0     25.69ms     28.47ms
# stride         64M        64K         4        32    67108864           0     4.853ms     4.695ms
# stride        256M         2M        16       128     8388608           0     2.062ms     2.261ms
# random         16M          0        16        16    16777216           0     1.531ms     1.797ms
# random         64M          0        39       104    67108864           0     6.857ms      6.59ms
# random        256M          0       127       907   268435456           0     38.53ms     29.63ms
# fresh           2M          0         2         2           0     2097152     102.7us       120us
# fresh          16M          0        16        16           0    16777216     729.2us     829.9us
# fresh          64M          0        64        64           0    67108864     3.938ms     3.264ms
# fresh         256M          0       256       256           0   268435456     16.99ms        13ms
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
# prefetch at the driver's defaults). Result: 35.85us per batch, 8.891us per
# VA block, bytes / 15.8 GB/s moved, 18.6us per faulting kernel, bytes / 176
# GB/s zero-filled.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_batch_ns = 35.85us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_block_ns = 8.891us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:259.3ns 64K:4.149us 512K:33.19us 1M:66.38us 2M:132.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_wake_ns = 18.6us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:23.31ns 64K:373ns 512K:2.984us 1M:5.968us 2M:11.94us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 58.61us + bytes / 48
# GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 16.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:55.31us 2M:125.5us 16M:427us 64M:1.38ms 256M:5.439ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 21.91us + bytes / 10.6 GB/s, written at
# the measured sizes (the medians would give 2.7%).
# Residual: 7.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:28.08us 2M:219.2us 16M:1.6ms 64M:6.334ms 256M:25.27ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.59us + bytes / 13.4 GB/s, written at the
# measured sizes (the medians would give 7.7%).
# Residual: 7.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.48us 512K:53.7us 2M:171us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 24.32us + bytes / 2.87 GB/s, misses by 20.2% RMS, so it is not used.
# Residual: 14.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.18us 512K:239.7us 2M:692.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 265us + bytes / 3.13 GB/s, misses by 21.3% RMS, so it
# is not used.
# Residual: 15.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:309.6us 256K:365.4us 2M:732.4us 16M:5.608ms 64M:24.48ms 256M:103.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.528us + bytes / 879 GB/s, misses by 21.9% RMS, so
# it is not used.
# Residual: 15.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.498us 2M:4.789us 16M:25.7us 64M:79.88us 256M:316.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 9.77us +
# bytes / 114 GB/s, written at the measured sizes (the medians would give
# 7.4%).
# Residual: 14.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:10.34us 2M:28.13us 16M:156.7us 64M:597.3us 256M:2.36ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.3us

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
# sizes): 6.874us + bytes / 309 GB/s, written at the measured sizes (the
# medians would give 14.9%).
# Residual: 14.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.67us 16M:61.23us 64M:224.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 25.57us + bytes / 220 GB/s, written at the measured
# sizes (the medians would give 7.4%).
# Residual: 7.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.08us 16M:101.7us 64M:330.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 157 GB/s, misses by 28.8% RMS, so it is not used.
# Residual: 23.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:8.111us 16M:74.59us 64M:529.8us 256M:2.008ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.621us
# + bytes / 11.8 GB/s, misses by 29.0% RMS, so it is not used.
# Residual: 14.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.165us 64K:23.51us 2M:130.7us 16M:1.692ms 64M:6.897ms 256M:30.91ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 17.49us + bytes / 13 GB/s,
# misses by 24.8% RMS, so it is not used.
# Residual: 13.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:15.49us 64K:30.18us 2M:278.6us 16M:1.246ms 64M:4.705ms 256M:19.06ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 16.6 GB/s, misses by 39.0% RMS, so it is not used.
# Residual: 32.8% RMS relative over 20 repetitions.
host_read_ns = 64K:2.813us 2M:91.28us 16M:1.932ms 64M:7.15ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 35.3 GB/s, misses by
# 40.5% RMS, so it is not used.
# Residual: 16.4% RMS relative over 20 repetitions.
host_write_ns = 64K:845ns 2M:43.17us 16M:721.4us 64M:4.32ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 11.8 GB/s, written at the measured sizes (the medians would give
# 6.5%).
# Residual: 6.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.42us 2M:178.2us 16M:1.427ms 64M:5.707ms

