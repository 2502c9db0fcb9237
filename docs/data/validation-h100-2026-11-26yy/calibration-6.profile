# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-6.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T23:05:36Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T23:05:36Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.3% RMS relative over 5 repetitions.
launch_ns = 4.807us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.092us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.062us + bytes / 4.22e+03 GB/s, misses by 61.0% RMS,
# so it is not used.
# Residual: 27.3% RMS relative over 45 repetitions.
malloc_ns = 4K:3.038us 64K:3.507us 1M:3.024us 1536K:3.057us 2M:70.29us 8M:54.41us 64M:100.2us 256M:84.87us 1G:206.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.597us + bytes / 1.28e+03 GB/s, misses by 45.8% RMS, so it is
# not used.
# Residual: 17.3% RMS relative over 45 repetitions.
free_ns = 4K:3.863us 64K:4.058us 1M:3.973us 1536K:3.998us 2M:48.39us 8M:51.1us 64M:91.33us 256M:205.7us 1G:709.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.447us + bytes / 2.24e+03 GB/s, misses by 67.4% RMS, so it is not used.
# Residual: 41.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.223us 64K:4.045us 2M:40.69us 16M:57.7us 64M:98.76us 256M:98.25us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.41us + bytes * -1.12e-06 ns/B, written at the measured sizes (the
# medians would give 10.6%).
# Residual: 13.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.41us 64K:14.41us 2M:14.41us 16M:14.39us 64M:14.34us 256M:14.11us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.3%, 512K 16.9%, 1M 16.1%, 2M 14.9%, 4M 14.1%, 8M 13.3%, 16M
# 13.8%, 32M 14.7%.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     91.07us     77.48us
# seq             2M          0         2         2     2097152           0       293us     323.8us
# seq            16M          0        16        16    16777216           0     2.071ms     2.402ms
# seq            64M          0        64        64    67108864           0     10.24ms     9.529ms
# seq           256M          0       256       256   268435456           0     44.46ms     38.03ms
# stride         64M        64K         8        32    67108864           0     7.245ms     7.397ms
# stride        256M         2M        32       128     8388608           0     3.167ms      3.62ms
# random         16M          0        12        16    16777216           0      2.17ms     2.282ms
# random         64M          0        36       161    67108864           0      11.9ms     10.05ms
# random        256M          0       125      1211   268435456           0     55.66ms      47.5ms
# fresh           2M          0         2         2           0     2097152     154.2us     180.4us
# fresh          16M          0        16        16           0    16777216     1.142ms     1.255ms
# fresh          64M          0        64        64           0    67108864     5.804ms     4.941ms
# fresh         256M          0       256       256           0   268435456     24.12ms     19.68ms
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
# prefetch at the driver's defaults). Result: 30.04us per batch, 14.03us per
# VA block, bytes / 10 GB/s moved, 26.88us per faulting kernel, bytes / 32.1
# GB/s zero-filled.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_batch_ns = 30.04us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_block_ns = 14.03us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:407.8ns 64K:6.524us 512K:52.2us 1M:104.4us 2M:208.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_wake_ns = 26.88us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:127.7ns 64K:2.044us 512K:16.35us 1M:32.7us 2M:65.41us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 47.97us + bytes /
# 45.2 GB/s, misses by 17.7% RMS, so it is not used.
# Residual: 5.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:44.53us 2M:141.4us 16M:458.5us 64M:1.42ms 256M:5.53ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 20.78us + bytes / 12.9 GB/s, written at
# the measured sizes (the medians would give 12.1%).
# Residual: 14.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.86us 2M:183.4us 16M:1.322ms 64M:5.225ms 256M:20.84ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.83us + bytes / 11.5 GB/s, written at the
# measured sizes (the medians would give 8.3%).
# Residual: 8.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.54us 512K:60.54us 2M:197.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.17us + bytes / 3.58 GB/s, written at
# the measured sizes (the medians would give 13.5%).
# Residual: 14.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.5us 512K:167.8us 2M:607.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 366.5us + bytes / 2.18 GB/s, written at the measured
# sizes (the medians would give 4.9%).
# Residual: 12.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:396.6us 256K:486.8us 2M:1.329ms 16M:8.065ms 64M:31.16ms 256M:123.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.096us + bytes / 1.45e+03 GB/s, misses by 22.5% RMS,
# so it is not used.
# Residual: 15.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.815us 2M:2.808us 16M:15.3us 64M:50.21us 256M:189.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 16.21us +
# bytes / 63.7 GB/s, written at the measured sizes (the medians would give
# 6.8%).
# Residual: 14.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.24us 2M:49.15us 16M:279.7us 64M:1.07ms 256M:4.232ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 122.8us

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
# measured medians (15 points at 3 sizes): the best line, 5.467us + bytes /
# 191 GB/s, misses by 18.1% RMS, so it is not used.
# Residual: 18.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.54us 16M:89.22us 64M:371.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 25.96us + bytes / 220 GB/s, written at the measured
# sizes (the medians would give 9.5%).
# Residual: 9.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.5us 16M:102.3us 64M:331.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.823us +
# bytes / 145 GB/s, misses by 23.1% RMS, so it is not used.
# Residual: 23.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:17.54us 16M:115.1us 64M:471us 256M:1.891ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.222us
# + bytes / 9.89 GB/s, misses by 32.4% RMS, so it is not used.
# Residual: 16.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.83us 64K:24.14us 2M:152.6us 16M:1.941ms 64M:9.361ms 256M:38.91ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.39us + bytes / 11.1 GB/s,
# misses by 22.8% RMS, so it is not used.
# Residual: 9.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.67us 64K:35.44us 2M:275.4us 16M:1.455ms 64M:5.642ms 256M:21.72ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 6.83 GB/s, misses by 28.1% RMS, so it is not used.
# Residual: 17.2% RMS relative over 20 repetitions.
host_read_ns = 64K:7.332us 2M:242.5us 16M:2.942ms 64M:12.71ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 15.3 GB/s, misses by
# 36.8% RMS, so it is not used.
# Residual: 15.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.288us 2M:99.66us 16M:1.618ms 64M:7.223ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 362.6ns +
# bytes / 8.34 GB/s, written at the measured sizes (the medians would give
# 5.9%).
# Residual: 6.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.22us 2M:251.8us 16M:2.012ms 64M:8.046ms

