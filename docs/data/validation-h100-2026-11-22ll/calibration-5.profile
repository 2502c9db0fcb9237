# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-5.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T12:44:15Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:44:15Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.6% RMS relative over 5 repetitions.
launch_ns = 4.195us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.944us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.643us + bytes / 5.29e+03 GB/s, misses by 57.7% RMS,
# so it is not used.
# Residual: 27.6% RMS relative over 45 repetitions.
malloc_ns = 4K:2.554us 64K:2.841us 1M:2.647us 1536K:2.694us 2M:48.87us 8M:45.62us 64M:51.18us 256M:55.92us 1G:171.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.078us + bytes / 1.58e+03 GB/s, misses by 48.1% RMS, so it is
# not used.
# Residual: 17.1% RMS relative over 45 repetitions.
free_ns = 4K:2.515us 64K:2.431us 1M:2.388us 1536K:2.442us 2M:39.1us 8M:43.45us 64M:89.91us 256M:169.8us 1G:579.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.333us + bytes / 7.33e+03 GB/s, misses by 62.7% RMS, so it is not used.
# Residual: 32.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.22us 64K:2.803us 2M:23.35us 16M:24.83us 64M:31.11us 256M:32.53us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 10.96us + bytes / 2.87e+05 GB/s, written at the measured sizes (the
# medians would give 7.4%).
# Residual: 7.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.96us 64K:10.96us 2M:10.97us 16M:11.02us 64M:11.2us 256M:11.9us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.6%, 512K 15.1%, 1M 14.3%, 2M 13.3%, 4M 13.2%, 8M 13.8%, 16M
# 14.7%, 32M 15.8%.
# Residual: 17.4% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     88.99us     74.31us
# seq             2M          0         2         2     2097152           0     250.3us     279.2us
# seq            16M          0        16        16    16777216           0     1.848ms     1.865ms
# seq            64M          0        64        64    67108864           0     6.982ms       7.3ms
# seq           256M          0       256       256   268435456           0     37.26ms     29.04ms
# stride         64M        64K        16        32    67108864           0     6.428ms     6.806ms
# stride        256M         2M        64       128     8388608           0      2.56ms     2.812ms
# random         16M          0         9        23    16777216           0      2.02ms     1.973ms
# random         64M          0        35       230    67108864           0       9.7ms     9.864ms
# random        256M          0       128      1431   268435456           0     54.11ms     47.19ms
# fresh           2M          0         2         2           0     2097152     167.5us     204.2us
# fresh          16M          0        16        16           0    16777216     1.163ms     1.265ms
# fresh          64M          0        64        64           0    67108864     5.752ms       4.9ms
# fresh         256M          0       256       256           0   268435456     24.55ms     19.44ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 15.44us per VA
# block, bytes / 10.7 GB/s moved, 52.75us per faulting kernel, bytes / 17.4
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 17.4% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.4% RMS relative over 70 repetitions.
fault_block_ns = 15.44us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:382ns 64K:6.112us 512K:48.9us 1M:97.8us 2M:195.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.4% RMS relative over 70 repetitions.
fault_wake_ns = 52.75us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:235.5ns 64K:3.769us 512K:30.15us 1M:60.3us 2M:120.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.9us + bytes / 47
# GB/s, misses by 15.0% RMS, so it is not used.
# Residual: 1.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.95us 2M:117.4us 16M:418.2us 64M:1.357ms 256M:5.379ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.84us + bytes / 10.5 GB/s, written at
# the measured sizes (the medians would give 1.2%).
# Residual: 6.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.09us 2M:216.8us 16M:1.617ms 64M:6.416ms 256M:25.61ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 15.82us + bytes / 9.58 GB/s, written at the
# measured sizes (the medians would give 7.1%).
# Residual: 7.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:22.66us 512K:70.54us 2M:234.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.65us + bytes / 3.12 GB/s, written at
# the measured sizes (the medians would give 1.0%).
# Residual: 6.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.66us 512K:191.7us 2M:695.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 294.5us + bytes / 2.64
# GB/s, written at the measured sizes (the medians would give 3.0%).
# Residual: 10.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:319.3us 256K:393.7us 2M:1.088ms 16M:6.639ms 64M:25.67ms 256M:101.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.748us + bytes / 1.06e+03 GB/s, misses by 20.0% RMS,
# so it is not used.
# Residual: 10.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.805us 2M:3.723us 16M:19.79us 64M:69.61us 256M:269.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.95us + bytes / 84 GB/s, misses by
# 15.3% RMS, so it is not used.
# Residual: 3.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.27us 2M:30.64us 16M:221.9us 64M:897.8us 256M:3.596ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 33.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.21us

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
# measured medians (15 points at 3 sizes): the best line, 5.975us + bytes /
# 223 GB/s, misses by 16.5% RMS, so it is not used.
# Residual: 15.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.18us 16M:90.36us 64M:286.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.9us + bytes / 201 GB/s, written at the measured sizes
# (the medians would give 10.9%).
# Residual: 10.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.34us 16M:105.4us 64M:355.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.621us +
# bytes / 172 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.93us 16M:97.63us 64M:388.4us 256M:1.602ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.53us
# + bytes / 11.4 GB/s, misses by 27.5% RMS, so it is not used.
# Residual: 14.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.061us 64K:22.57us 2M:152.6us 16M:1.324ms 64M:7.111ms 256M:31.12ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.81us + bytes / 10.7 GB/s,
# misses by 21.1% RMS, so it is not used.
# Residual: 11.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.62us 64K:29.39us 2M:257.8us 16M:1.466ms 64M:5.89ms 256M:23.46ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 20
# points at 4 sizes): 0ns + bytes / 6.93 GB/s, written at the measured sizes
# (the medians would give 6.6%).
# Residual: 8.5% RMS relative over 20 repetitions.
host_read_ns = 64K:8.654us 2M:301.9us 16M:2.42ms 64M:9.684ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 25.3 GB/s, misses by
# 31.1% RMS, so it is not used.
# Residual: 13.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.184us 2M:62.05us 16M:827.6us 64M:4.774ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 9.66 GB/s, misses by
# 15.3% RMS, so it is not used.
# Residual: 13.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.553us 2M:202.1us 16M:2.187ms 64M:6.433ms

