# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-3.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T19:40:27Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:40:27Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 12.1% RMS relative over 5 repetitions.
launch_ns = 4.325us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.19us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.994us + bytes / 3.63e+03 GB/s, misses by 56.0% RMS,
# so it is not used.
# Residual: 24.6% RMS relative over 45 repetitions.
malloc_ns = 4K:3.396us 64K:3.328us 1M:2.948us 1536K:2.889us 2M:75.22us 8M:52.35us 64M:85.1us 256M:97.75us 1G:236.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.17us + bytes / 1.38e+03 GB/s, misses by 49.3% RMS, so it is not
# used.
# Residual: 18.1% RMS relative over 45 repetitions.
free_ns = 4K:2.802us 64K:2.696us 1M:2.502us 1536K:2.542us 2M:49.29us 8M:47.9us 64M:85.63us 256M:202.9us 1G:660.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.688us + bytes / 3.33e+03 GB/s, misses by 65.6% RMS, so it is not used.
# Residual: 40.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.133us 64K:3.006us 2M:29.67us 16M:47.46us 64M:71.05us 256M:67.72us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 13.18us + bytes /
# 9.29e+05 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 15.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.29us 64K:13.25us 2M:13.98us 16M:12.94us 64M:11.72us 256M:14.04us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.4%, 512K 20.4%, 1M 20.3%, 2M 20.2%, 4M 19.2%, 8M 17.5%, 16M
# 16.7%, 32M 16.8%.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      99.2us     77.23us
# seq             2M          0         2         2     2097152           0     269.7us     343.9us
# seq            16M          0        16        16    16777216           0     2.502ms     2.751ms
# seq            64M          0        64        64    67108864           0     10.98ms     11.01ms
# seq           256M          0       256       256   268435456           0     45.86ms     44.02ms
# stride         64M        64K         4        32    67108864           0       8.8ms     7.121ms
# stride        256M         2M        16       128     8388608           0     3.136ms     3.426ms
# random         16M          0        16        16    16777216           0     2.732ms     2.751ms
# random         64M          0        39       104    67108864           0     11.04ms     10.09ms
# random        256M          0       127       907   268435456           0     53.16ms     45.21ms
# fresh           2M          0         2         2           0     2097152     125.4us     142.5us
# fresh          16M          0        16        16           0    16777216     982.5us      1.14ms
# fresh          64M          0        64        64           0    67108864     5.277ms      4.56ms
# fresh         256M          0       256       256           0   268435456      27.6ms     18.24ms
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
# prefetch at the driver's defaults). Result: 57.67us per batch, 13.25us per
# VA block, bytes / 10.4 GB/s moved, 0ns per faulting kernel, bytes / 3.08e+03
# GB/s zero-filled.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_batch_ns = 57.67us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_block_ns = 13.25us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:394.7ns 64K:6.315us 512K:50.52us 1M:101us 2M:202.1us

# One of the five coefficients of the fault model: see fault_batch_ns. This
# coefficient came out negative and is held at 0.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_wake_ns = 0ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:1.329ns 64K:21.26ns 512K:170.1ns 1M:340.2ns 2M:680.5ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 49.01us + bytes /
# 41.6 GB/s, misses by 21.7% RMS, so it is not used.
# Residual: 12.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:45.81us 2M:148.6us 16M:480.7us 64M:1.514ms 256M:6.184ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.41us + bytes / 10.1 GB/s, written at
# the measured sizes (the medians would give 5.5%).
# Residual: 6.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.87us 2M:225.1us 16M:1.672ms 64M:6.631ms 256M:26.47ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.22us + bytes / 8.85 GB/s, written at the
# measured sizes (the medians would give 11.9%).
# Residual: 13.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.62us 512K:77.45us 2M:255.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.54us + bytes / 2.91 GB/s, written at
# the measured sizes (the medians would give 10.5%).
# Residual: 11.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.08us 512K:201.9us 2M:742.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 343.6us + bytes / 2.46 GB/s, misses by 21.1% RMS, so
# it is not used.
# Residual: 19.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:388.3us 256K:463.8us 2M:999.7us 16M:8.103ms 64M:29.2ms 256M:111.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.397us + bytes / 1.08e+03 GB/s, misses by 23.7% RMS,
# so it is not used.
# Residual: 18.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.412us 2M:5.292us 16M:21.41us 64M:73.25us 256M:237.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 18.53us +
# bytes / 68.5 GB/s, written at the measured sizes (the medians would give
# 9.5%).
# Residual: 14.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.48us 2M:49.14us 16M:263.5us 64M:998.3us 256M:3.937ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 40.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 151us

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
# measured medians (15 points at 3 sizes): the best line, 6.761us + bytes /
# 221 GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 15.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.33us 16M:80.04us 64M:319.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 32.52us + bytes / 174 GB/s, written at the measured
# sizes (the medians would give 4.1%).
# Residual: 5.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:44.56us 16M:128.9us 64M:418.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.113us +
# bytes / 159 GB/s, misses by 23.2% RMS, so it is not used.
# Residual: 23.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.27us 16M:106.8us 64M:413.6us 256M:1.713ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.02us
# + bytes / 8.83 GB/s, misses by 30.4% RMS, so it is not used.
# Residual: 16.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.727us 64K:24.15us 2M:174.4us 16M:2.161ms 64M:9.482ms 256M:40.73ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.33us + bytes / 9.87 GB/s,
# misses by 22.2% RMS, so it is not used.
# Residual: 14.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12us 64K:31.41us 2M:272.1us 16M:1.635ms 64M:6.128ms 256M:26.47ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.63 GB/s, misses by 30.4% RMS, so it is not used.
# Residual: 26.1% RMS relative over 20 repetitions.
host_read_ns = 64K:5.268us 2M:214us 16M:2.675ms 64M:11.69ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 19.4 GB/s, misses by
# 38.6% RMS, so it is not used.
# Residual: 21.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.35us 2M:78.53us 16M:1.276ms 64M:6.657ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 617.7ns +
# bytes / 9.76 GB/s, written at the measured sizes (the medians would give
# 6.9%).
# Residual: 7.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.333us 2M:215.5us 16M:1.72ms 64M:6.878ms

