# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T21:07:28Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:07:28Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.9% RMS relative over 5 repetitions.
launch_ns = 4.387us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.148us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.018us + bytes / 4.88e+03 GB/s, misses by 58.1% RMS,
# so it is not used.
# Residual: 29.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.985us 64K:3.023us 1M:3.188us 1536K:3.017us 2M:53.63us 8M:50.65us 64M:77.67us 256M:57.47us 1G:195.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.148us + bytes / 1.46e+03 GB/s, misses by 48.3% RMS, so it is
# not used.
# Residual: 18.0% RMS relative over 45 repetitions.
free_ns = 4K:2.774us 64K:2.619us 1M:2.457us 1536K:2.482us 2M:41.46us 8M:46.34us 64M:81.03us 256M:180.6us 1G:642.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.135us + bytes / 4.29e+03 GB/s, misses by 62.3% RMS, so it is not used.
# Residual: 35.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.158us 64K:3.415us 2M:25.37us 16M:33.97us 64M:55.55us 256M:53.68us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.66us + bytes / 1.51e+05 GB/s, written at the measured sizes (the
# medians would give 11.3%).
# Residual: 11.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.66us 64K:12.66us 2M:12.68us 16M:12.78us 64M:13.11us 256M:14.44us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.4%, 512K 18.1%, 1M 17.7%, 2M 17.6%, 4M 17.4%, 8M 17.6%, 16M
# 18.0%, 32M 18.9%.
# Residual: 23.5% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     88.03us     65.38us
# seq             2M          0         2         2     2097152           0     216.5us       291us
# seq            16M          0        16        16    16777216           0     1.962ms     2.058ms
# seq            64M          0        64        64    67108864           0     9.402ms     8.118ms
# seq           256M          0       256       256   268435456           0     40.84ms     32.36ms
# stride         64M        64K        16        32    67108864           0     8.137ms     7.425ms
# stride        256M         2M        64       128     8388608           0     2.999ms       3.3ms
# random         16M          0         9        23    16777216           0     2.367ms     2.161ms
# random         64M          0        35       230    67108864           0      10.4ms     10.93ms
# random        256M          0       128      1431   268435456           0     58.91ms      52.5ms
# fresh           2M          0         2         2           0     2097152     163.9us     198.6us
# fresh          16M          0        16        16           0    16777216     1.203ms      1.32ms
# fresh          64M          0        64        64           0    67108864     6.098ms     5.163ms
# fresh         256M          0       256       256           0   268435456     26.93ms     20.53ms
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
# prefetch at the driver's defaults). Result: 2.812us per batch, 17.45us per
# VA block, bytes / 9.89 GB/s moved, 38.49us per faulting kernel, bytes / 17.5
# GB/s zero-filled.
# Residual: 23.5% RMS relative over 70 repetitions.
fault_batch_ns = 2.812us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.5% RMS relative over 70 repetitions.
fault_block_ns = 17.45us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:414ns 64K:6.624us 512K:52.99us 1M:106us 2M:212us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.5% RMS relative over 70 repetitions.
fault_wake_ns = 38.49us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:233.6ns 64K:3.738us 512K:29.9us 1M:59.8us 2M:119.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 43.59us + bytes /
# 45.3 GB/s, misses by 18.3% RMS, so it is not used.
# Residual: 7.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.93us 2M:126.9us 16M:466.3us 64M:1.398ms 256M:5.498ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.02us + bytes / 9.2 GB/s, written at the
# measured sizes (the medians would give 10.0%).
# Residual: 8.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.14us 2M:241.9us 16M:1.837ms 64M:7.306ms 256M:29.18ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.6us + bytes / 8.52 GB/s, written at the
# measured sizes (the medians would give 10.1%).
# Residual: 10.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.29us 512K:79.15us 2M:263.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.63us + bytes / 3.18 GB/s, written at
# the measured sizes (the medians would give 10.6%).
# Residual: 11.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.23us 512K:189.4us 2M:683.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 310.8us + bytes / 2.43 GB/s, written at the measured
# sizes (the medians would give 7.9%).
# Residual: 13.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:337.7us 256K:418.5us 2M:1.173ms 16M:7.205ms 64M:27.89ms 256M:110.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.967us + bytes / 920 GB/s, misses by 23.1% RMS, so
# it is not used.
# Residual: 13.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.088us 2M:4.122us 16M:22.48us 64M:79.65us 256M:313.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 17.98us + bytes / 73.5 GB/s, misses
# by 20.9% RMS, so it is not used.
# Residual: 11.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:22.22us 2M:36.74us 16M:273.3us 64M:1.023ms 256M:3.813ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 54.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 185.8us

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
# sizes): 7.901us + bytes / 204 GB/s, written at the measured sizes (the
# medians would give 13.4%).
# Residual: 13.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.17us 16M:90.08us 64M:336.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 32us + bytes / 180 GB/s, written at the measured sizes
# (the medians would give 8.8%).
# Residual: 9.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:43.68us 16M:125.4us 64M:405.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.011us +
# bytes / 161 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.04us 16M:104.4us 64M:413.1us 256M:1.684ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.03us
# + bytes / 8.61 GB/s, misses by 28.7% RMS, so it is not used.
# Residual: 17.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.708us 64K:26.05us 2M:184us 16M:2.18ms 64M:9.714ms 256M:36.49ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.32us + bytes / 9.27 GB/s,
# misses by 22.4% RMS, so it is not used.
# Residual: 13.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.03us 64K:32.45us 2M:290.1us 16M:1.648ms 64M:6.784ms 256M:28.36ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.15 GB/s, misses by 28.0% RMS, so it is not used.
# Residual: 17.3% RMS relative over 20 repetitions.
host_read_ns = 64K:6.049us 2M:195.1us 16M:2.688ms 64M:12.05ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 18.1 GB/s, misses by
# 46.4% RMS, so it is not used.
# Residual: 26.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.445us 2M:83.71us 16M:1.483ms 64M:6.96ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (20 points at 4 sizes): the best line, 634.3ns + bytes / 8.91 GB/s, misses
# by 16.8% RMS, so it is not used.
# Residual: 16.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.977us 2M:251.1us 16M:1.959ms 64M:6.952ms

