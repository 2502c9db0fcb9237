# profiles/h100-pcie5.profile: NVIDIA H100 80GB HBM3 (PCIe gen 5 x16, driver 580.159.04,
# CUDA 13.0), the fit of 564 runs of gpurun --calibrate on 43 leases of 2026-11-22 to
# 2026-11-27, each made between the passes of a validation suite (docs/validation.md).
# Refitted with no GPU, from the repository root, by
#
#   gpurun --calibrate h100-pcie5.profile --base docs/data/h100-2026-11-22/h100-pcie5.profile \
#       --from docs/data/h100-2026-11-27/calibration.csv
#
# which writes the values below (docs/data/h100-2026-11-27/README.md). calibration.csv
# holds the points the fit uses, reduced from the 830,194 repetitions; the point counts and
# residuals in the comments below are those of the repetitions themselves, as the fit of
# all of them wrote them (calibration.csv reproduces the values, not these counts). The keys
# no calibration measures, fault_batch and remote_ns, are the base profile's.
#
# Calibrated profile: NVIDIA H100 80GB HBM3, from measurements of 2026-11-22T00:29:19Z to
# 2026-11-27T06:02:02Z: driver 580.159.04 (API 13000), CUDA runtime 13000. Each key says
# how it was measured and fitted and its RMS relative residual: the written value against
# every repetition. Base profile (unmeasured keys): docs/data/h100-2026-11-22/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:29:19Z to 2026-11-27T06:02:02Z)

# The device's name as the measurements record it.
gpu_name = NVIDIA H100 80GB HBM3

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Vendor peak, not measured by gpurun --calibrate. Kept from the base profile
# docs/data/h100-2026-11-22/h100-pcie5.profile, which cites the datasheet: NVIDIA H100
# Tensor Core GPU, H100 SXM column (the device reports "NVIDIA H100 80GB HBM3", the SXM5
# part): FP32 67 TFLOPS, FP16 Tensor Core 989.4 TFLOPS dense, HBM3 3.35 TB/s.
fp32_flops = 67T

# Vendor peak, not measured by gpurun --calibrate. Kept from the base profile
# docs/data/h100-2026-11-22/h100-pcie5.profile.
fp16_flops = 989.4T

# Vendor peak, not measured by gpurun --calibrate. Kept from the base profile
# docs/data/h100-2026-11-22/h100-pcie5.profile.
mem_bw = 3.35T

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 2820 repetitions.
# Residual: 20.1% RMS relative over 2820 repetitions.
launch_ns = 4.355us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 2320 repetitions.
# Residual: 6.9% RMS relative over 2320 repetitions.
kernel_gap_ns = 2.144us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (25380 points at 9
# sizes): the best line, 2.795us + bytes / 5.64e+03 GB/s, misses by 63.5% RMS,
# so it is not used.
# Residual: 39.7% RMS relative over 25380 repetitions.
malloc_ns = 4K:2.903us 64K:2.834us 1M:2.8us 1536K:2.756us 2M:58.66us 8M:48.65us 64M:68.43us 256M:76.57us 1G:149.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (25380 points at 9 sizes):
# the best line, 2.235us + bytes / 1.5e+03 GB/s, misses by 62.9% RMS, so it is
# not used.
# Residual: 44.2% RMS relative over 25380 repetitions.
free_ns = 4K:3.167us 64K:2.591us 1M:2.595us 1536K:2.47us 2M:43.88us 8M:45.18us 64M:81.03us 256M:182us 1G:613us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (15720 points at 6 sizes): the best line,
# 4.06us + bytes / 4.62e+03 GB/s, misses by 71.8% RMS, so it is not used.
# Residual: 52.6% RMS relative over 15720 repetitions.
managed_malloc_ns = 4K:3.926us 64K:3.459us 2M:25.98us 16M:39.24us 64M:50.06us 256M:50.38us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (16920 points at 6 sizes): the best line, 12.3us + bytes /
# 4.14e+05 GB/s, misses by 30.1% RMS, so it is not used.
# Residual: 30.0% RMS relative over 16920 repetitions.
managed_free_ns = 4K:13.05us 64K:12.06us 2M:12.23us 16M:12.28us 64M:12.13us 256M:13.06us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/h100-2026-11-22/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.3%, 512K 15.9%, 1M 15.3%, 2M 14.2%, 4M 13.7%, 8M 13.3%, 16M
# 13.6%, 32M 14.5%.
# Residual: 28.1% RMS relative over 39480 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     85.12us      71.3us
# seq             2M          0         2         2     2097152           0     240.8us     282.3us
# seq            16M          0        16        16    16777216           0     1.806ms     2.039ms
# seq            64M          0        64        64    67108864           0     8.701ms     8.061ms
# seq           256M          0       256       256   268435456           0     37.19ms     32.15ms
# stride         64M        64K         8        32    67108864           0     6.213ms     6.443ms
# stride        256M         2M        32       128     8388608           0     2.665ms     3.049ms
# random         16M          0        12        16    16777216           0     1.994ms     1.952ms
# random         64M          0        36       161    67108864           0     9.687ms     8.657ms
# random        256M          0       125      1211   268435456           0     50.31ms     41.16ms
# fresh           2M          0         2         2           0     2097152     156.6us     182.2us
# fresh          16M          0        16        16           0    16777216     1.131ms     1.238ms
# fresh          64M          0        64        64           0    67108864     5.574ms     4.858ms
# fresh         256M          0       256       256           0   268435456     23.56ms     19.34ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 39480 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted to each case's median (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte +
# fault_wake_ns (once: the kernel's first fault) + bytes zero-filled *
# fault_zero_ns per byte, with batches, blocks and bytes those simrun's engine
# produces for the same access (fault_batch and fault_window as below, density
# prefetch at the driver's defaults). Result: 21.79us per batch, 12.43us per
# VA block, bytes / 11.5 GB/s moved, 31.38us per faulting kernel, bytes / 25.5
# GB/s zero-filled.
# Residual: 28.1% RMS relative over 39480 repetitions.
fault_batch_ns = 21.79us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.1% RMS relative over 39480 repetitions.
fault_block_ns = 12.43us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 28.1% RMS relative over 39480 repetitions.
fault_h2d_ns = 4K:356.4ns 64K:5.703us 512K:45.62us 1M:91.25us 2M:182.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.1% RMS relative over 39480 repetitions.
fault_wake_ns = 31.38us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 28.1% RMS relative over 39480 repetitions.
fault_zero_ns = 4K:160.9ns 64K:2.574us 512K:20.59us 1M:41.19us 2M:82.38us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (14685 points at 8 sizes): the best line, 45.14us + bytes /
# 44.3 GB/s, misses by 20.7% RMS, so it is not used.
# Residual: 12.2% RMS relative over 14685 repetitions.
prefetch_h2d_ns = 64K:39us 256K:48.72us 1M:97.11us 2M:125.3us 4M:164.8us 16M:442.7us 64M:1.378ms 256M:5.436ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (14685 points at 8 sizes): the best
# line, 18.51us + bytes / 10.8 GB/s, misses by 28.0% RMS, so it is not used.
# Residual: 26.4% RMS relative over 14685 repetitions.
prefetch_d2h_ns = 64K:23.18us 256K:46.21us 1M:128us 2M:238.7us 4M:382.6us 16M:1.508ms 64M:5.994ms 256M:24.08ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (270720 points at 3 sizes): the best line,
# 18.06us + bytes / 9.48 GB/s, misses by 24.4% RMS, so it is not used.
# Residual: 24.4% RMS relative over 270720 repetitions.
evict_d2h_ns = 64K:24.99us 512K:73.15us 2M:239.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (16920 points at 3 sizes): the best
# line, 22.9us + bytes / 3.33 GB/s, misses by 22.0% RMS, so it is not used.
# Residual: 20.5% RMS relative over 16920 repetitions.
cpu_fault_d2h_ns = 64K:41.86us 512K:200.7us 2M:608.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/h100-2026-11-22/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (16920 points at 6 sizes): the best line, 307.8us
# + bytes / 2.51 GB/s, misses by 25.2% RMS, so it is not used.
# Residual: 22.3% RMS relative over 16920 repetitions.
host_populate_ns = 64K:356.7us 256K:424.3us 2M:922.9us 16M:7.36ms 64M:29.42ms 256M:117.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (29370 points at
# 8 sizes): the best line, 3.195us + bytes / 1.05e+03 GB/s, misses by 43.2%
# RMS, so it is not used.
# Residual: 40.0% RMS relative over 29370 repetitions.
prefetch_host_ns = 64K:4.174us 256K:4.013us 1M:4.029us 2M:3.901us 4M:7.312us 16M:20.14us 64M:70.61us 256M:278us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (14685 points at 8 sizes): the best line, 13us + bytes / 83.4 GB/s, misses
# by 26.1% RMS, so it is not used.
# Residual: 24.4% RMS relative over 14685 repetitions.
prefetch_call_ns = 64K:17.5us 256K:15.73us 1M:23.18us 2M:31.93us 4M:61.85us 16M:233us 64M:898us 256M:3.522ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 8460 repetitions.
# Residual: 32.3% RMS relative over 8460 repetitions.
prefetch_defer_ns = 102.9us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Fit:
# the median of 2220 repetitions.
# Residual: 0.0% RMS relative over 2220 repetitions.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (8460 points at 3 sizes): the best line, 8.593us + bytes /
# 243 GB/s, misses by 25.3% RMS, so it is not used.
# Residual: 25.3% RMS relative over 8460 repetitions.
prefetch_zero_ns = 2M:17.2us 16M:77.74us 64M:283.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (5085 points at 3 sizes): the best line,
# 24.81us + bytes / 196 GB/s, misses by 21.3% RMS, so it is not used.
# Residual: 21.3% RMS relative over 5085 repetitions.
prefetch_zero_defer_ns = 2M:35.31us 16M:113.2us 64M:361.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (11280 points at 4 sizes): the best line,
# 2.962us + bytes / 164 GB/s, misses by 28.6% RMS, so it is not used.
# Residual: 28.6% RMS relative over 11280 repetitions.
managed_free_resident_ns = 2M:15.93us 16M:102.1us 64M:411.8us 256M:1.679ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (16470 points at 16 sizes): the best line,
# 7.659us + bytes / 12.9 GB/s, misses by 34.7% RMS, so it is not used.
# Residual: 21.8% RMS relative over 16470 repetitions.
memcpy_h2d_ns = 4K:7.557us 8K:7.927us 16K:9.748us 32K:14.86us 64K:23.87us 128K:15.48us 256K:21.81us 512K:36.29us 1M:68.17us 2M:162.5us 4M:352.3us 8M:721.7us 16M:1.829ms 32M:3.514ms 64M:7.955ms 256M:34.58ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (18870 points at 16 sizes): the best line, 14.24us + bytes / 9.5 GB/s,
# misses by 30.8% RMS, so it is not used.
# Residual: 21.2% RMS relative over 18870 repetitions.
memcpy_d2h_ns = 4K:14.22us 8K:11.85us 16K:13.84us 32K:20.45us 64K:30.71us 128K:44.34us 256K:71.02us 512K:115.7us 1M:196.9us 2M:268.8us 4M:449.6us 8M:828.5us 16M:1.57ms 32M:3.037ms 64M:6.088ms 256M:24.22ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (11865 points at 7 sizes): the best line, 0ns +
# bytes / 7.99 GB/s, misses by 53.1% RMS, so it is not used.
# Residual: 44.9% RMS relative over 11865 repetitions.
host_read_ns = 64K:6.84us 256K:35.26us 1M:140.1us 2M:208.7us 4M:516.4us 16M:2.256ms 64M:9.718ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (11865 points at 7 sizes): the best line, 0ns + bytes / 30.1 GB/s, misses by
# 43.2% RMS, so it is not used.
# Residual: 26.4% RMS relative over 11865 repetitions.
host_write_ns = 64K:1.202us 256K:6.606us 1M:25.6us 2M:61.71us 4M:189.3us 16M:1.109ms 64M:5.435ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (10265 points at 7 sizes): the best line, 525.3ns + bytes / 10.9 GB/s,
# misses by 16.3% RMS, so it is not used.
# Residual: 16.4% RMS relative over 10265 repetitions.
host_write_cold_ns = 64K:6.605us 256K:23.59us 1M:94.24us 2M:194.3us 4M:382us 16M:1.571ms 64M:6.327ms

