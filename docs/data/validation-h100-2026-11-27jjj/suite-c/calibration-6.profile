# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valC/gpu/calibration-6.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:35:27Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:35:27Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.9% RMS relative over 5 repetitions.
launch_ns = 4.368us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.048us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.883us + bytes / 6.34e+03 GB/s, misses by 59.9% RMS,
# so it is not used.
# Residual: 27.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.785us 64K:2.885us 1M:2.85us 1536K:2.93us 2M:43.26us 8M:40.56us 64M:43.36us 256M:65.95us 1G:131.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.343us + bytes / 2.32e+03 GB/s, misses by 52.1% RMS, so it is
# not used.
# Residual: 22.9% RMS relative over 45 repetitions.
free_ns = 4K:1.664us 64K:1.709us 1M:1.565us 1536K:1.548us 2M:33.73us 8M:36.55us 64M:56.92us 256M:118.7us 1G:398.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.578us + bytes / 6.58e+03 GB/s, misses by 65.5% RMS, so it is not used.
# Residual: 38.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.404us 64K:3.06us 2M:21.5us 16M:37.14us 64M:38.66us 256M:36.54us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 10.07us + bytes * -3.79e-06 ns/B, written at the measured sizes (the
# medians would give 11.0%).
# Residual: 12.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.07us 64K:10.07us 2M:10.06us 16M:10us 64M:9.812us 256M:9.049us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.7%, 512K 18.4%, 1M 17.8%, 2M 16.6%, 4M 15.0%, 8M 13.6%, 16M
# 14.2%, 32M 14.9%.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     81.15us     70.45us
# seq             2M          0         2         2     2097152           0     262.5us     288.9us
# seq            16M          0        16        16    16777216           0     2.057ms     2.147ms
# seq            64M          0        64        64    67108864           0     10.43ms     8.519ms
# seq           256M          0       256       256   268435456           0      36.4ms     34.01ms
# stride         64M        64K         8        32    67108864           0     6.426ms     6.437ms
# stride        256M         2M        32       128     8388608           0     2.642ms     2.999ms
# random         16M          0        12        16    16777216           0     1.726ms     2.021ms
# random         64M          0        36       161    67108864           0     8.969ms     8.564ms
# random        256M          0       125      1211   268435456           0     49.67ms     39.03ms
# fresh           2M          0         2         2           0     2097152     154.3us       179us
# fresh          16M          0        16        16           0    16777216     1.141ms     1.268ms
# fresh          64M          0        64        64           0    67108864     5.929ms     5.001ms
# fresh         256M          0       256       256           0   268435456     24.48ms     19.93ms
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
# prefetch at the driver's defaults). Result: 31.69us per batch, 9.61us per VA
# block, bytes / 11.5 GB/s moved, 23.43us per faulting kernel, bytes / 28.8
# GB/s zero-filled.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_batch_ns = 31.69us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_block_ns = 9.61us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:357.2ns 64K:5.715us 512K:45.72us 1M:91.44us 2M:182.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_wake_ns = 23.43us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:142.5ns 64K:2.279us 512K:18.24us 1M:36.47us 2M:72.94us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 46.71us + bytes /
# 45.2 GB/s, misses by 17.8% RMS, so it is not used.
# Residual: 4.2% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:42.01us 256K:47.29us 1M:100.5us 2M:122.3us 4M:163.3us 16M:428.2us 64M:1.367ms 256M:5.415ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 19us + bytes / 10 GB/s, written at the measured
# sizes (the means would give 5.1%).
# Residual: 9.1% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:25.53us 256K:45.12us 1M:123.5us 2M:228us 4M:437us 16M:1.691ms 64M:6.707ms 256M:26.77ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.82us + bytes / 11.5 GB/s, written at the measured
# sizes (the means would give 11.0%).
# Residual: 11.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.53us 512K:60.51us 2M:197.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 23.17us + bytes / 3.29 GB/s, written at the
# measured sizes (the means would give 5.0%).
# Residual: 9.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.06us 512K:182.3us 2M:659.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 237.4us + bytes / 3.27 GB/s, written at the measured
# sizes (the medians would give 4.2%).
# Residual: 12.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:257.5us 256K:317.6us 2M:878.8us 16M:5.368ms 64M:20.76ms 256M:82.33ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). Fit (weighted least squares, relative
# errors, to the medians of 80 points at 8 sizes): 5.024us + bytes / 1.19e+03
# GB/s, written at the measured sizes (the medians would give 12.2%).
# Residual: 14.1% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:5.079us 256K:5.244us 1M:5.906us 2M:6.789us 4M:8.554us 16M:19.14us 64M:61.51us 256M:231us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 10.79us + bytes / 99.4 GB/s, misses
# by 15.5% RMS, so it is not used.
# Residual: 6.3% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:16.04us 256K:12.34us 1M:20.32us 2M:26.29us 4M:51us 16M:202.6us 64M:740.3us 256M:2.953ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 113.1us

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
# measured medians (15 points at 3 sizes): the best line, 7.299us + bytes /
# 225 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 15.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.57us 16M:82.78us 64M:301.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 24.39us + bytes / 184 GB/s, written at the measured
# sizes (the medians would give 8.4%).
# Residual: 8.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.82us 16M:115.8us 64M:390.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 189 GB/s, misses by 22.0% RMS, so it is not used.
# Residual: 22.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:9.177us 16M:86.18us 64M:354.8us 256M:1.422ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.772us + bytes / 13.9 GB/s, misses by 24.6% RMS, so it is not used.
# Residual: 9.8% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.575us 8K:8.204us 16K:9.481us 32K:14.83us 64K:22.09us 128K:15.21us 256K:20.5us 512K:34.68us 1M:65.48us 2M:155.7us 4M:339.8us 8M:655.9us 16M:1.507ms 32M:3.198ms 64M:6.41ms 256M:29.34ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 14.05us + bytes / 10.6 GB/s,
# misses by 30.2% RMS, so it is not used.
# Residual: 9.8% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.26us 8K:11.6us 16K:13.02us 32K:19.58us 64K:31.22us 128K:44.49us 256K:72.01us 512K:123.6us 1M:209.4us 2M:300.3us 4M:418.5us 8M:724.2us 16M:1.377ms 32M:2.848ms 64M:5.288ms 256M:20.62ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 9.83 GB/s, misses by 19.7% RMS, so it is not used.
# Residual: 15.2% RMS relative over 35 repetitions.
host_read_ns = 64K:5.553us 256K:21.96us 1M:98.32us 2M:191.6us 4M:407.6us 16M:2.206ms 64M:9.325ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 28.4 GB/s, misses by
# 34.5% RMS, so it is not used.
# Residual: 10.3% RMS relative over 35 repetitions.
host_write_ns = 64K:1.277us 256K:6.357us 1M:26.76us 2M:76.4us 4M:204.6us 16M:1.169ms 64M:5.121ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 544ns +
# bytes / 11.3 GB/s, written at the measured sizes (the medians would give
# 3.6%).
# Residual: 5.9% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.349us 256K:23.77us 1M:93.43us 2M:186.3us 4M:372.1us 16M:1.487ms 64M:5.945ms

