# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-3.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T04:18:14Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T04:18:14Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.3% RMS relative over 5 repetitions.
launch_ns = 5.155us

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
# sizes): the best line, 3.144us + bytes / 3.68e+03 GB/s, misses by 58.6% RMS,
# so it is not used.
# Residual: 31.4% RMS relative over 45 repetitions.
malloc_ns = 4K:4.801us 64K:3.18us 1M:3.075us 1536K:2.933us 2M:73.39us 8M:53.67us 64M:91.14us 256M:82.05us 1G:248.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.54us + bytes / 1.31e+03 GB/s, misses by 46.3% RMS, so it is not
# used.
# Residual: 17.9% RMS relative over 45 repetitions.
free_ns = 4K:4.303us 64K:3.978us 1M:3.775us 1536K:3.796us 2M:45.58us 8M:49.83us 64M:86.18us 256M:206us 1G:688.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.638us + bytes / 3.96e+03 GB/s, misses by 65.1% RMS, so it is not used.
# Residual: 37.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.862us 64K:3.015us 2M:25.45us 16M:54.54us 64M:63us 256M:58.22us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.39us + bytes / 3.12e+05 GB/s, written at the measured sizes (the
# medians would give 5.7%).
# Residual: 5.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.39us 64K:13.39us 2M:13.4us 16M:13.45us 64M:13.61us 256M:14.25us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.2%, 512K 18.8%, 1M 18.0%, 2M 16.9%, 4M 16.5%, 8M 16.6%, 16M
# 17.0%, 32M 17.9%.
# Residual: 25.4% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     93.57us     75.84us
# seq             2M          0         2         2     2097152           0       242us     309.9us
# seq            16M          0        16        16    16777216           0     2.163ms     2.151ms
# seq            64M          0        64        64    67108864           0     11.71ms     8.464ms
# seq           256M          0       256       256   268435456           0     42.52ms     33.71ms
# stride         64M        64K        16        32    67108864           0     7.018ms     7.712ms
# stride        256M         2M        64       128     8388608           0     3.179ms     3.588ms
# random         16M          0         9        23    16777216           0     2.317ms     2.269ms
# random         64M          0        35       230    67108864           0     11.35ms     11.62ms
# random        256M          0       128      1431   268435456           0     66.98ms     56.29ms
# fresh           2M          0         2         2           0     2097152     176.3us     199.9us
# fresh          16M          0        16        16           0    16777216     1.126ms     1.271ms
# fresh          64M          0        64        64           0    67108864     5.428ms     4.944ms
# fresh         256M          0       256       256           0   268435456      25.5ms     19.64ms
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
# prefetch at the driver's defaults). Result: 2.663us per batch, 19.5us per VA
# block, bytes / 9.59 GB/s moved, 46.84us per faulting kernel, bytes / 19.3
# GB/s zero-filled.
# Residual: 25.4% RMS relative over 70 repetitions.
fault_batch_ns = 2.663us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.4% RMS relative over 70 repetitions.
fault_block_ns = 19.5us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 25.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:427.1ns 64K:6.834us 512K:54.67us 1M:109.3us 2M:218.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.4% RMS relative over 70 repetitions.
fault_wake_ns = 46.84us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 25.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:212.3ns 64K:3.397us 512K:27.18us 1M:54.36us 2M:108.7us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 90.4us + bytes /
# 47.9 GB/s, misses by 17.3% RMS, so it is not used.
# Residual: 12.3% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:78.75us 256K:95.05us 1M:131.7us 2M:152.1us 4M:187.9us 16M:456.2us 64M:1.394ms 256M:5.513ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 20.99us + bytes / 8.84 GB/s, written at the
# measured sizes (the means would give 16.2%).
# Residual: 14.3% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:28.4us 256K:50.63us 1M:139.6us 2M:258.2us 4M:495.3us 16M:1.918ms 64M:7.61ms 256M:30.38ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 21.14us + bytes / 8.77 GB/s, written at the measured
# sizes (the means would give 11.3%).
# Residual: 11.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:28.61us 512K:80.93us 2M:260.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 20.67us + bytes / 2.74 GB/s, written at the
# measured sizes (the means would give 9.7%).
# Residual: 10.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.62us 512K:212.3us 2M:787.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 346.7us + bytes / 2.29 GB/s, written at the measured
# sizes (the medians would give 7.8%).
# Residual: 14.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:375.3us 256K:461.1us 2M:1.262ms 16M:7.672ms 64M:29.65ms 256M:117.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 4.687us + bytes / 804 GB/s, misses by 16.6% RMS, so
# it is not used.
# Residual: 9.5% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:5.623us 256K:5.646us 1M:5.764us 2M:5.779us 4M:10.27us 16M:26.63us 64M:88.58us 256M:363.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 13.89us + bytes / 72.2 GB/s, misses
# by 17.3% RMS, so it is not used.
# Residual: 8.1% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:18.51us 256K:17.84us 1M:25.5us 2M:34.28us 4M:69.48us 16M:275.4us 64M:1.08ms 256M:4.187ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 16.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.4us

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
# measured medians (15 points at 3 sizes): the best line, 7.918us + bytes /
# 200 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 15.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.54us 16M:88.75us 64M:356us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 75.03us + bytes / 175 GB/s, written at the measured
# sizes (the medians would give 3.9%).
# Residual: 4.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:86.99us 16M:170.7us 64M:457.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 162 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.04us 16M:100.3us 64M:417us 256M:1.657ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 8.209us + bytes / 13.2 GB/s, misses by 31.1% RMS, so it is not used.
# Residual: 12.8% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:8.485us 8K:8.837us 16K:10.16us 32K:15.02us 64K:22.69us 128K:14.91us 256K:21.47us 512K:34.47us 1M:66.64us 2M:152.1us 4M:355.1us 8M:803.9us 16M:1.911ms 32M:4.261ms 64M:8.822ms 256M:39.33ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 14.19us + bytes / 8.8 GB/s,
# misses by 24.8% RMS, so it is not used.
# Residual: 14.2% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.63us 8K:11.61us 16K:16.18us 32K:17.85us 64K:30.1us 128K:41.92us 256K:71.39us 512K:112.1us 1M:189.8us 2M:238us 4M:443.2us 8M:833.1us 16M:1.686ms 32M:3.516ms 64M:7.184ms 256M:30.62ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 35
# points at 7 sizes): 0ns + bytes / 5.42 GB/s, written at the measured sizes
# (the medians would give 8.5%).
# Residual: 9.3% RMS relative over 35 repetitions.
host_read_ns = 64K:11.92us 256K:48.16us 1M:193.1us 2M:386.4us 4M:773us 16M:3.092ms 64M:12.37ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 24.5 GB/s, misses by
# 34.4% RMS, so it is not used.
# Residual: 17.6% RMS relative over 35 repetitions.
host_write_ns = 64K:1.366us 256K:8.053us 1M:30.11us 2M:90.67us 4M:192.2us 16M:1.254ms 64M:6.153ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 1.146us +
# bytes / 10.2 GB/s, written at the measured sizes (the medians would give
# 4.9%).
# Residual: 5.9% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:7.543us 256K:26.74us 1M:103.5us 2M:205.9us 4M:410.6us 16M:1.639ms 64M:6.552ms

