# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valC/gpu/calibration-2.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:33:30Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:33:30Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.9% RMS relative over 5 repetitions.
launch_ns = 4.345us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.18us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.657us + bytes / 4.56e+03 GB/s, misses by 60.4% RMS,
# so it is not used.
# Residual: 27.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.969us 64K:2.661us 1M:2.619us 1536K:2.693us 2M:52.05us 8M:49.46us 64M:80.01us 256M:83.2us 1G:186.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.104us + bytes / 1.48e+03 GB/s, misses by 49.9% RMS, so it is
# not used.
# Residual: 22.0% RMS relative over 45 repetitions.
free_ns = 4K:2.661us 64K:2.56us 1M:2.417us 1536K:2.449us 2M:40.79us 8M:46.11us 64M:78.54us 256M:188.5us 1G:611.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.221us + bytes / 5.18e+03 GB/s, misses by 63.8% RMS, so it is not used.
# Residual: 33.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.786us 64K:3.772us 2M:28.47us 16M:30.13us 64M:45.56us 256M:45.36us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.63us + bytes / 2.17e+05 GB/s, written at the measured sizes (the
# medians would give 12.9%).
# Residual: 13.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.63us 64K:12.63us 2M:12.64us 16M:12.71us 64M:12.94us 256M:13.87us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.3%, 512K 14.8%, 1M 13.9%, 2M 12.9%, 4M 12.5%, 8M 13.1%, 16M
# 14.4%, 32M 15.9%.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0        88us     76.05us
# seq             2M          0         2         2     2097152           0     287.1us     283.4us
# seq            16M          0        16        16    16777216           0     1.585ms      1.91ms
# seq            64M          0        64        64    67108864           0      8.83ms     7.489ms
# seq           256M          0       256       256   268435456           0     33.54ms      29.8ms
# stride         64M        64K        16        32    67108864           0     6.694ms     6.858ms
# stride        256M         2M        64       128     8388608           0     2.954ms     3.179ms
# random         16M          0         9        23    16777216           0      2.04ms     2.025ms
# random         64M          0        35       230    67108864           0     10.33ms     10.39ms
# random        256M          0       128      1431   268435456           0     54.37ms     50.41ms
# fresh           2M          0         2         2           0     2097152     167.9us     209.1us
# fresh          16M          0        16        16           0    16777216     1.275ms     1.317ms
# fresh          64M          0        64        64           0    67108864     6.085ms     5.113ms
# fresh         256M          0       256       256           0   268435456     24.03ms      20.3ms
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
# prefetch at the driver's defaults). Result: 1.348us per batch, 17.69us per
# VA block, bytes / 10.8 GB/s moved, 50.94us per faulting kernel, bytes / 17.5
# GB/s zero-filled.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_batch_ns = 1.348us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_block_ns = 17.69us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:379.6ns 64K:6.074us 512K:48.59us 1M:97.18us 2M:194.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_wake_ns = 50.94us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:234.6ns 64K:3.754us 512K:30.03us 1M:60.07us 2M:120.1us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 43.1us + bytes /
# 45.2 GB/s, misses by 18.4% RMS, so it is not used.
# Residual: 2.0% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:36.8us 256K:47.52us 1M:96.21us 2M:121.3us 4M:161us 16M:431.2us 64M:1.347ms 256M:5.314ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 20.75us + bytes / 14.3 GB/s, written at the
# measured sizes (the means would give 7.1%).
# Residual: 12.2% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:25.33us 256K:39.05us 1M:93.95us 2M:167.1us 4M:313.5us 16M:1.192ms 64M:4.705ms 256M:18.76ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 13.93us + bytes / 9.65 GB/s, written at the measured
# sizes (the means would give 14.5%).
# Residual: 14.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.72us 512K:68.24us 2M:231.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 19.88us + bytes / 3.53 GB/s, written at the
# measured sizes (the means would give 7.0%).
# Residual: 8.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.47us 512K:168.5us 2M:614.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 306.1us + bytes / 2.48 GB/s, written at the measured
# sizes (the medians would give 2.9%).
# Residual: 11.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:332.5us 256K:411.8us 2M:1.152ms 16M:7.071ms 64M:27.37ms 256M:108.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.114us + bytes / 1.55e+03 GB/s, misses by 19.7% RMS,
# so it is not used.
# Residual: 11.4% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.623us 256K:2.584us 1M:2.604us 2M:2.615us 4M:6.006us 16M:14.12us 64M:46.45us 256M:175.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 16.5us +
# bytes / 70 GB/s, written at the measured sizes (the medians would give
# 4.1%).
# Residual: 13.0% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:17.44us 256K:20.25us 1M:31.49us 2M:46.48us 4M:76.45us 16M:256.3us 64M:975.7us 256M:3.853ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.6us

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
# sizes): 7.46us + bytes / 190 GB/s, written at the measured sizes (the
# medians would give 14.3%).
# Residual: 14.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.47us 16M:95.53us 64M:359.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 24.16us + bytes / 176 GB/s, written at the measured
# sizes (the medians would give 11.5%).
# Residual: 11.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:36.07us 16M:119.5us 64M:405.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.398us +
# bytes / 159 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 22.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.71us 16M:106.6us 64M:420.8us 256M:1.73ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.551us + bytes / 12.9 GB/s, misses by 24.0% RMS, so it is not used.
# Residual: 12.3% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.2us 8K:7.681us 16K:9.578us 32K:15.25us 64K:22.9us 128K:15.7us 256K:22.53us 512K:38.07us 1M:70.8us 2M:181.8us 4M:357us 8M:625.1us 16M:1.425ms 32M:3.354ms 64M:6.813ms 256M:30.96ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.25us + bytes / 10.1 GB/s,
# misses by 27.4% RMS, so it is not used.
# Residual: 9.9% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:12.69us 8K:9.973us 16K:11.72us 32K:21.38us 64K:28.38us 128K:41.35us 256K:65.28us 512K:103.3us 1M:181.3us 2M:248.6us 4M:416.5us 8M:807.4us 16M:1.441ms 32M:2.781ms 64M:5.636ms 256M:23.2ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 7.12 GB/s, misses by 31.7% RMS, so it is not used.
# Residual: 29.1% RMS relative over 35 repetitions.
host_read_ns = 64K:9.405us 256K:35.75us 1M:125.7us 2M:250.8us 4M:604.6us 16M:3.08ms 64M:13.37ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 21.5 GB/s, misses by
# 47.4% RMS, so it is not used.
# Residual: 38.6% RMS relative over 35 repetitions.
host_write_ns = 64K:3.78us 256K:8.674us 1M:35.19us 2M:145.2us 4M:301.9us 16M:1.348ms 64M:6.55ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 592.8ns +
# bytes / 11 GB/s, written at the measured sizes (the medians would give
# 4.9%).
# Residual: 5.9% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.552us 256K:24.43us 1M:95.94us 2M:191.3us 4M:382us 16M:1.526ms 64M:6.103ms

