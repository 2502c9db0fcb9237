# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-1.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T07:39:49Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T07:39:49Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.8% RMS relative over 5 repetitions.
launch_ns = 3.1us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.218us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.576us + bytes / 1.12e+04 GB/s, misses by 61.0% RMS,
# so it is not used.
# Residual: 29.2% RMS relative over 45 repetitions.
malloc_ns = 4K:1.574us 64K:1.739us 1M:1.515us 1536K:1.56us 2M:36.41us 8M:33.3us 64M:40.17us 256M:55.26us 1G:75.61us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.076us + bytes / 2.85e+03 GB/s, misses by 53.1% RMS, so it is
# not used.
# Residual: 24.8% RMS relative over 45 repetitions.
free_ns = 4K:1.3us 64K:1.468us 1M:1.222us 1536K:1.265us 2M:28.61us 8M:30.42us 64M:45.72us 256M:103us 1G:314.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.486us + bytes / 9.43e+03 GB/s, misses by 64.4% RMS, so it is not used.
# Residual: 40.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.125us 64K:2.395us 2M:15.26us 16M:31.54us 64M:26.61us 256M:25.61us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.238us + bytes / 9.47e+04 GB/s, written at the measured sizes (the
# medians would give 12.1%).
# Residual: 12.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.238us 64K:7.239us 2M:7.26us 16M:7.415us 64M:7.947us 256M:10.07us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 22.1%, 512K 21.9%, 1M 21.5%, 2M 20.6%, 4M 19.4%, 8M 16.8%, 16M
# 15.7%, 32M 15.7%.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     69.73us     53.65us
# seq             2M          0         2         2     2097152           0     179.2us     204.5us
# seq            16M          0        16        16    16777216           0     1.421ms      1.61ms
# seq            64M          0        64        64    67108864           0     6.575ms     6.428ms
# seq           256M          0       256       256   268435456           0     27.81ms      25.7ms
# stride         64M        64K         4        32    67108864           0     4.182ms     3.835ms
# stride        256M         2M        16       128     8388608           0     1.769ms     1.979ms
# random         16M          0        16        16    16777216           0     1.397ms      1.61ms
# random         64M          0        39       104    67108864           0     6.373ms     5.728ms
# random        256M          0       127       907   268435456           0     34.05ms     25.26ms
# fresh           2M          0         2         2           0     2097152     89.38us     107.4us
# fresh          16M          0        16        16           0    16777216     772.7us     832.9us
# fresh          64M          0        64        64           0    67108864     4.107ms      3.32ms
# fresh         256M          0       256       256           0   268435456     16.69ms     13.27ms
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
# prefetch at the driver's defaults). Result: 39.4us per batch, 7.139us per VA
# block, bytes / 19.5 GB/s moved, 3.749us per faulting kernel, bytes / 198
# GB/s zero-filled.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_batch_ns = 39.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_block_ns = 7.139us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:210.3ns 64K:3.365us 512K:26.92us 1M:53.83us 2M:107.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_wake_ns = 3.749us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:20.65ns 64K:330.4ns 512K:2.643us 1M:5.286us 2M:10.57us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 38.63us + bytes /
# 45.6 GB/s, misses by 19.2% RMS, so it is not used.
# Residual: 4.3% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:32.13us 256K:46.46us 1M:90.73us 2M:117.8us 4M:151.8us 16M:405.5us 64M:1.345ms 256M:5.29ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 15.73us + bytes / 16 GB/s, written at the measured
# sizes (the means would give 4.1%).
# Residual: 11.3% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:19.84us 256K:32.15us 1M:81.38us 2M:147us 4M:278.3us 16M:1.066ms 64M:4.217ms 256M:16.82ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (480 points at 3 sizes): the best line,
# 17.1us + bytes / 12.3 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 15.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.99us 512K:65us 2M:179.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 21.55us + bytes / 4.05 GB/s, written at the
# measured sizes (the means would give 5.9%).
# Residual: 9.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.72us 512K:150.9us 2M:539us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 288.9us +
# bytes / 3.27 GB/s, misses by 21.2% RMS, so it is not used.
# Residual: 14.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:338.1us 256K:390.2us 2M:716.9us 16M:5.876ms 64M:23.03ms 256M:91.75ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 1.763us + bytes / 1.68e+03 GB/s, misses by 23.1% RMS,
# so it is not used.
# Residual: 14.2% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.321us 256K:2.276us 1M:2.26us 2M:2.265us 4M:4.289us 16M:11.6us 64M:63.94us 256M:158.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 14.3us +
# bytes / 114 GB/s, written at the measured sizes (the medians would give
# 8.6%).
# Residual: 12.0% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:14.88us 256K:16.61us 1M:23.52us 2M:32.74us 4M:51.18us 16M:161.8us 64M:604.3us 256M:2.374ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.7us

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
# measured medians (15 points at 3 sizes): the best line, 6.444us + bytes /
# 268 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 16.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.27us 16M:68.79us 64M:257.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.74us + bytes / 262 GB/s, written at the measured
# sizes (the medians would give 7.6%).
# Residual: 9.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.75us 16M:87.82us 64M:280.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.822us +
# bytes / 210 GB/s, misses by 24.0% RMS, so it is not used.
# Residual: 23.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15us 16M:81.09us 64M:325.7us 256M:1.317ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.704us + bytes / 15.5 GB/s, misses by 24.2% RMS, so it is not used.
# Residual: 11.0% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.288us 8K:7.795us 16K:9.151us 32K:14.24us 64K:20.77us 128K:15.24us 256K:20.64us 512K:32.47us 1M:59.86us 2M:128.5us 4M:287.7us 8M:599.6us 16M:1.174ms 32M:2.749ms 64M:6.093ms 256M:27.89ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.98us + bytes / 12.7 GB/s,
# misses by 30.4% RMS, so it is not used.
# Residual: 12.2% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:13.06us 8K:9.716us 16K:12.71us 32K:25.09us 64K:26.79us 128K:39.05us 256K:55.72us 512K:94.87us 1M:157us 2M:225.4us 4M:349.6us 8M:616.9us 16M:1.2ms 32M:2.284ms 64M:4.433ms 256M:17.33ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 20 GB/s, misses by 30.3% RMS, so it is not used.
# Residual: 23.9% RMS relative over 35 repetitions.
host_read_ns = 64K:2.84us 256K:11.1us 1M:44.19us 2M:105.8us 4M:213.9us 16M:858.9us 64M:6.539ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 39.2 GB/s, misses by
# 31.8% RMS, so it is not used.
# Residual: 8.3% RMS relative over 35 repetitions.
host_write_ns = 64K:834ns 256K:4.887us 1M:21.08us 2M:44.14us 4M:161.4us 16M:626.9us 64M:3.735ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 13.6 GB/s, written at the measured sizes (the medians would give
# 9.8%).
# Residual: 9.9% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:4.356us 256K:18.81us 1M:76.65us 2M:153.8us 4M:308us 16M:1.233ms 64M:4.935ms

