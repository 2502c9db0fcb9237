# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-4.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T21:25:10Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:25:10Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.4% RMS relative over 5 repetitions.
launch_ns = 4.304us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.036us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.64us + bytes / 3.58e+03 GB/s, misses by 60.1% RMS,
# so it is not used.
# Residual: 30.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.955us 64K:2.629us 1M:2.724us 1536K:2.724us 2M:56.24us 8M:50.91us 64M:75.62us 256M:85.64us 1G:245.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.068us + bytes / 1.49e+03 GB/s, misses by 48.8% RMS, so it is
# not used.
# Residual: 18.2% RMS relative over 45 repetitions.
free_ns = 4K:2.42us 64K:2.57us 1M:2.425us 1536K:2.451us 2M:42.56us 8M:55.78us 64M:82.79us 256M:176.4us 1G:632.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.051us + bytes / 2.56e+03 GB/s, misses by 66.9% RMS, so it is not used.
# Residual: 39.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.781us 64K:3.764us 2M:42.39us 16M:51.18us 64M:82.16us 256M:86.37us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.64us + bytes / 3.34e+05 GB/s, written at the measured sizes (the
# medians would give 8.3%).
# Residual: 8.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.64us 64K:14.64us 2M:14.65us 16M:14.69us 64M:14.85us 256M:15.45us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 23.8%, 512K 23.4%, 1M 22.5%, 2M 21.2%, 4M 21.6%, 8M 19.5%, 16M
# 17.6%, 32M 17.1%.
# Residual: 22.4% RMS relative over 70 repetitions.
fault_window = 32M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     103.9us     94.57us
# seq             2M          0         2         2     2097152           0     309.4us     324.5us
# seq            16M          0        16        16    16777216           0     2.782ms     2.521ms
# seq            64M          0        64        64    67108864           0     10.26ms     10.05ms
# seq           256M          0       256       256   268435456           0        37ms     40.18ms
# stride         64M        64K         4        32    67108864           0     5.324ms     5.571ms
# stride        256M         2M         8       128     8388608           0     2.227ms     2.379ms
# random         16M          0        16        16    16777216           0     1.965ms     2.521ms
# random         64M          0        43        73    67108864           0     12.77ms     8.672ms
# random        256M          0       134       611   268435456           0     54.86ms     34.96ms
# fresh           2M          0         2         2           0     2097152     157.2us     169.5us
# fresh          16M          0        16        16           0    16777216     1.134ms     1.281ms
# fresh          64M          0        64        64           0    67108864     5.601ms     5.093ms
# fresh         256M          0       256       256           0   268435456     24.57ms     20.34ms
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
# prefetch at the driver's defaults). Result: 69.77us per batch, 9.273us per
# VA block, bytes / 13.5 GB/s moved, 10.66us per faulting kernel, bytes /
# 2.88e+03 GB/s zero-filled.
# Residual: 22.4% RMS relative over 70 repetitions.
fault_batch_ns = 69.77us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.4% RMS relative over 70 repetitions.
fault_block_ns = 9.273us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:304.2ns 64K:4.868us 512K:38.94us 1M:77.88us 2M:155.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.4% RMS relative over 70 repetitions.
fault_wake_ns = 10.66us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:1.422ns 64K:22.75ns 512K:182ns 1M:364ns 2M:728ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.43us + bytes /
# 46.2 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 3.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.01us 2M:124.4us 16M:438.5us 64M:1.374ms 256M:5.461ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.87us + bytes / 9.98 GB/s, written at
# the measured sizes (the medians would give 11.6%).
# Residual: 13.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.43us 2M:228us 16M:1.699ms 64M:6.741ms 256M:26.91ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 22.21us + bytes / 7.7 GB/s, written at the
# measured sizes (the medians would give 10.9%).
# Residual: 11.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:30.71us 512K:90.27us 2M:294.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.03us + bytes / 2.98 GB/s, written at
# the measured sizes (the medians would give 9.3%).
# Residual: 11.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45us 512K:198.8us 2M:726.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 341.3us + bytes / 2.38 GB/s, written at the measured
# sizes (the medians would give 7.0%).
# Residual: 12.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:368.8us 256K:451.4us 2M:1.222ms 16M:7.387ms 64M:28.52ms 256M:113.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.644us + bytes / 1.02e+03 GB/s, misses by 23.8% RMS,
# so it is not used.
# Residual: 13.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.9us 2M:3.659us 16M:18.45us 64M:76.92us 256M:298.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.76us + bytes / 80.6 GB/s, misses
# by 23.5% RMS, so it is not used.
# Residual: 16.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.24us 2M:29.84us 16M:223.2us 64M:896.8us 256M:5.094ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 26.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.06us

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
# measured medians (15 points at 3 sizes): the best line, 12.81us + bytes /
# 204 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 16.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:23.32us 16M:90.57us 64M:357.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.6us + bytes / 179 GB/s, written at the measured sizes
# (the medians would give 11.3%).
# Residual: 11.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.33us 16M:117.4us 64M:399us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 18.64us +
# bytes / 150 GB/s, misses by 26.5% RMS, so it is not used.
# Residual: 27.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:33.92us 16M:119.1us 64M:477.9us 256M:1.878ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.018us
# + bytes / 8.22 GB/s, misses by 31.3% RMS, so it is not used.
# Residual: 19.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.857us 64K:24.12us 2M:195.9us 16M:2.241ms 64M:9.295ms 256M:39.16ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.24us + bytes / 8.15 GB/s,
# misses by 30.2% RMS, so it is not used.
# Residual: 26.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.34us 64K:30.41us 2M:268.3us 16M:1.982ms 64M:9.303ms 256M:29.48ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.52 GB/s, misses by 28.2% RMS, so it is not used.
# Residual: 19.0% RMS relative over 20 repetitions.
host_read_ns = 64K:6.211us 2M:216.9us 16M:2.688ms 64M:12.33ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 14.8 GB/s, misses by
# 30.9% RMS, so it is not used.
# Residual: 15.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.658us 2M:107.3us 16M:1.363ms 64M:7.43ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 5.57 GB/s, written at the measured sizes (the medians would give
# 6.3%).
# Residual: 6.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:11.57us 2M:376.1us 16M:3.01ms 64M:12.04ms

