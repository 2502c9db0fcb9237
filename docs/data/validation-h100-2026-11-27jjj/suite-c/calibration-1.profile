# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valC/gpu/calibration-1.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:33:00Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:33:00Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.6% RMS relative over 5 repetitions.
launch_ns = 3.723us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.16us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.703us + bytes / 6.59e+03 GB/s, misses by 60.9% RMS,
# so it is not used.
# Residual: 31.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.702us 64K:2.805us 1M:2.473us 1536K:2.844us 2M:42.06us 8M:38.1us 64M:40.41us 256M:54.71us 1G:129.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.455us + bytes / 2.62e+03 GB/s, misses by 52.5% RMS, so it is
# not used.
# Residual: 26.3% RMS relative over 45 repetitions.
free_ns = 4K:1.528us 64K:1.554us 1M:2.622us 1536K:1.517us 2M:32.79us 8M:35.37us 64M:57.85us 256M:105.2us 1G:339.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.854us + bytes / 6.96e+03 GB/s, misses by 65.5% RMS, so it is not used.
# Residual: 37.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.823us 64K:2.421us 2M:18.4us 16M:37.47us 64M:38.06us 256M:34.2us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.917us + bytes / 5.37e+05 GB/s, written at the measured sizes (the
# medians would give 11.2%).
# Residual: 12.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.917us 64K:9.917us 2M:9.921us 16M:9.948us 64M:10.04us 256M:10.42us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 21.3%, 512K 21.1%, 1M 20.8%, 2M 19.7%, 4M 18.4%, 8M 16.4%, 16M
# 15.7%, 32M 16.3%.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     85.79us     70.82us
# seq             2M          0         2         2     2097152           0     242.8us       280us
# seq            16M          0        16        16    16777216           0     1.883ms     2.197ms
# seq            64M          0        64        64    67108864           0      10.5ms     8.768ms
# seq           256M          0       256       256   268435456           0      34.6ms     35.05ms
# stride         64M        64K         4        32    67108864           0     5.938ms     5.574ms
# stride        256M         2M        16       128     8388608           0     2.801ms     3.156ms
# random         16M          0        16        16    16777216           0      2.07ms     2.197ms
# random         64M          0        39       104    67108864           0     8.624ms     8.188ms
# random        256M          0       127       907   268435456           0     55.89ms     38.32ms
# fresh           2M          0         2         2           0     2097152     111.5us     125.8us
# fresh          16M          0        16        16           0    16777216     839.6us     962.9us
# fresh          64M          0        64        64           0    67108864     4.474ms     3.833ms
# fresh         256M          0       256       256           0   268435456     19.97ms     15.31ms
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
# prefetch at the driver's defaults). Result: 45.72us per batch, 14.07us per
# VA block, bytes / 13.6 GB/s moved, 6.207us per faulting kernel, bytes * 0
# ns/B zero-filled.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_batch_ns = 45.72us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_block_ns = 14.07us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:301.2ns 64K:4.819us 512K:38.55us 1M:77.1us 2M:154.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_wake_ns = 6.207us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 42.45us + bytes /
# 44.1 GB/s, misses by 17.7% RMS, so it is not used.
# Residual: 2.4% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:36.79us 256K:46.54us 1M:92.14us 2M:119us 4M:166.1us 16M:447.8us 64M:1.376ms 256M:5.399ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 14.9us + bytes / 8.96 GB/s, written at the
# measured sizes (the means would give 7.2%).
# Residual: 10.9% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:22.21us 256K:44.15us 1M:131.9us 2M:248.9us 4M:482.9us 16M:1.887ms 64M:7.502ms 256M:29.96ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 17.13us + bytes / 8.62 GB/s, written at the measured
# sizes (the means would give 5.9%).
# Residual: 5.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.73us 512K:77.94us 2M:260.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 22.52us + bytes / 2.79 GB/s, written at the
# measured sizes (the means would give 3.0%).
# Residual: 6.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.04us 512K:210.7us 2M:775.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 222.2us + bytes / 3.21 GB/s, written at the measured
# sizes (the medians would give 6.5%).
# Residual: 13.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:242.6us 256K:303.9us 2M:876.2us 16M:5.454ms 64M:21.15ms 256M:83.94ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.236us + bytes / 964 GB/s, misses by 17.8% RMS, so
# it is not used.
# Residual: 10.0% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.076us 256K:4.166us 1M:4.123us 2M:4.086us 4M:7.772us 16M:21.92us 64M:77.28us 256M:301us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 13.25us +
# bytes / 77.3 GB/s, written at the measured sizes (the medians would give
# 4.2%).
# Residual: 14.1% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:14.1us 256K:16.64us 1M:26.81us 2M:40.37us 4M:67.48us 16M:230.2us 64M:881us 256M:3.484ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 32.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.11us

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
# sizes): 6.401us + bytes / 224 GB/s, written at the measured sizes (the
# medians would give 13.9%).
# Residual: 14.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.76us 16M:81.25us 64M:305.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 23.94us + bytes / 221 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 13.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.59us 16M:112.6us 64M:305.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 157 GB/s, misses by 24.8% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.37us 16M:86.54us 64M:475.2us 256M:1.882ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.336us + bytes / 12.4 GB/s, misses by 25.6% RMS, so it is not used.
# Residual: 11.8% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:6.791us 8K:7.829us 16K:9.974us 32K:14.75us 64K:22.33us 128K:15.51us 256K:23.06us 512K:37.47us 1M:71.21us 2M:173.7us 4M:362us 8M:819.3us 16M:1.653ms 32M:3.378ms 64M:7.209ms 256M:33.86ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.69us + bytes / 8.59 GB/s,
# misses by 23.5% RMS, so it is not used.
# Residual: 8.8% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.61us 8K:11.98us 16K:13.38us 32K:17.66us 64K:33.38us 128K:43.29us 256K:69.49us 512K:115us 1M:201.8us 2M:291.1us 4M:484us 8M:928.1us 16M:1.717ms 32M:3.498ms 64M:6.772ms 256M:26.49ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 9.11 GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 14.4% RMS relative over 35 repetitions.
host_read_ns = 64K:6.423us 256K:25.36us 1M:101.4us 2M:225.5us 4M:432.7us 16M:2.205ms 64M:9.22ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 27 GB/s, misses by
# 32.4% RMS, so it is not used.
# Residual: 11.4% RMS relative over 35 repetitions.
host_write_ns = 64K:1.285us 256K:6.619us 1M:28.73us 2M:80.1us 4M:204.5us 16M:946.6us 64M:5.182ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 61.84ns +
# bytes / 10.9 GB/s, written at the measured sizes (the medians would give
# 4.1%).
# Residual: 4.3% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.098us 256K:24.21us 1M:96.64us 2M:193.2us 4M:386.4us 16M:1.545ms 64M:6.181ms

