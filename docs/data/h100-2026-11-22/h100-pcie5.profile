# docs/data/h100-2026-11-22/h100-pcie5.profile: NVIDIA H100 80GB HBM3, the fit of 42 runs
# of gpurun --calibrate on 5 leases of 2026-11-22 (00:16 to 03:45 UTC), each made between
# the passes of a validation suite; the H100 profile shipped until 2026-11-27 and the base
# of profiles/h100-pcie5.profile (its fault_batch and remote_ns). Refitted with no GPU,
# from the repository root, by
#
#   gpurun --calibrate h100-pcie5.profile --base docs/data/h100-2026-11-21/h100-pcie5.profile \
#       --from docs/data/h100-2026-11-22/calibration.csv
#
# which writes the values below (README.md beside it). The point counts and residuals in
# the comments are those of the 58,502 repetitions themselves (in the repository's
# history: commit 59250d9a, docs/data/validation-h100-2026-11-22{o,p,r,u,y}/).
#
# Calibrated profile: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime
# 13000. Base profile (unmeasured keys): docs/data/h100-2026-11-21/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:16:14Z to 2026-11-22T03:45:35Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Added 2026-11-28, not measured: the kernel rooflines' rates (docs/simrun.md, "Kernel
# times"), for the fits that take this file as their base. NVIDIA H100 Tensor Core GPU
# datasheet, H100 SXM column (the device reports "NVIDIA H100 80GB HBM3", the SXM5
# part): FP32 67 TFLOPS, FP16 Tensor Core 1,979 TFLOPS with sparsity (989.4 dense),
# HBM3 3.35 TB/s.
fp32_flops = 67T
fp16_flops = 989.4T
mem_bw = 3.35T

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 150 repetitions.
# Residual: 21.4% RMS relative over 150 repetitions.
launch_ns = 4.56us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Not in these measurements: kept from the
# base profile docs/data/h100-2026-11-21/h100-pcie5.profile.
kernel_gap_ns = 2us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (1890 points at 9
# sizes): the best line, 3.017us + bytes / 5.23e+03 GB/s, misses by 61.3% RMS,
# so it is not used.
# Residual: 36.7% RMS relative over 1890 repetitions.
malloc_ns = 4K:3.241us 64K:3.038us 1M:3.039us 1536K:2.909us 2M:62.61us 8M:51.22us 64M:78.91us 256M:82.86us 1G:162.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (1890 points at 9 sizes): the
# best line, 2.533us + bytes / 1.39e+03 GB/s, misses by 60.9% RMS, so it is
# not used.
# Residual: 40.6% RMS relative over 1890 repetitions.
free_ns = 4K:3.416us 64K:3.005us 1M:3.005us 1536K:2.696us 2M:45.86us 8M:48.04us 64M:85.14us 256M:196.5us 1G:660us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (600 points at 6 sizes): the best line,
# 4.423us + bytes / 4.48e+03 GB/s, misses by 67.6% RMS, so it is not used.
# Residual: 44.3% RMS relative over 600 repetitions.
managed_malloc_ns = 4K:4.339us 64K:3.706us 2M:26.86us 16M:40.2us 64M:52.64us 256M:52.17us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (1260 points at 6 sizes): the best line, 13.61us + bytes /
# 1.98e+05 GB/s, misses by 24.4% RMS, so it is not used.
# Residual: 24.1% RMS relative over 1260 repetitions.
managed_free_ns = 4K:14.46us 64K:13.28us 2M:13.59us 16M:13.68us 64M:13.48us 256M:15.12us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/h100-2026-11-21/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.5%, 512K 17.2%, 1M 16.4%, 2M 14.8%, 4M 13.0%, 8M 12.2%, 16M
# 13.4%, 32M 14.6%.
# Residual: 27.5% RMS relative over 2940 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     79.52us     73.97us
# seq             2M          0         2         2     2097152           0     289.7us     289.1us
# seq            16M          0        16        16    16777216           0     1.906ms     2.083ms
# seq            64M          0        64        64    67108864           0     9.501ms     8.236ms
# seq           256M          0       256       256   268435456           0     41.39ms     32.84ms
# stride         64M        64K         8        32    67108864           0     6.567ms     6.575ms
# stride        256M         2M        32       128     8388608           0     2.906ms     3.207ms
# random         16M          0        12        16    16777216           0     1.623ms     1.996ms
# random         64M          0        36       161    67108864           0     9.327ms     8.934ms
# random        256M          0       125      1211   268435456           0     51.18ms     42.89ms
# fresh           2M          0         2         2           0     2097152     172.4us     191.4us
# fresh          16M          0        16        16           0    16777216     1.207ms     1.302ms
# fresh          64M          0        64        64           0    67108864     5.529ms     5.109ms
# fresh         256M          0       256       256           0   268435456     23.43ms     20.34ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 2940 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted to each case's median (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte +
# fault_wake_ns (once: the kernel's first fault) + bytes zero-filled *
# fault_zero_ns per byte, with batches, blocks and bytes those simrun's engine
# produces for the same access (fault_batch and fault_window as below, density
# prefetch at the driver's defaults). Result: 21.92us per batch, 13.53us per
# VA block, bytes / 11.3 GB/s moved, 32.73us per faulting kernel, bytes / 23.9
# GB/s zero-filled.
# Residual: 27.5% RMS relative over 2940 repetitions.
fault_batch_ns = 21.92us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.5% RMS relative over 2940 repetitions.
fault_block_ns = 13.53us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 27.5% RMS relative over 2940 repetitions.
fault_h2d_ns = 4K:362.2ns 64K:5.795us 512K:46.36us 1M:92.72us 2M:185.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.5% RMS relative over 2940 repetitions.
fault_wake_ns = 32.73us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 27.5% RMS relative over 2940 repetitions.
fault_zero_ns = 4K:171.4ns 64K:2.742us 512K:21.94us 1M:43.87us 2M:87.75us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (1050 points at 5 sizes): the best line, 45.77us + bytes /
# 45.9 GB/s, misses by 20.3% RMS, so it is not used.
# Residual: 12.7% RMS relative over 1050 repetitions.
prefetch_h2d_ns = 64K:42.88us 2M:128.4us 16M:447.8us 64M:1.392ms 256M:5.485ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (1050 points at 5 sizes): the best line,
# 19.87us + bytes / 9.99 GB/s, misses by 26.2% RMS, so it is not used.
# Residual: 25.4% RMS relative over 1050 repetitions.
prefetch_d2h_ns = 64K:26.09us 2M:267.5us 16M:1.632ms 64M:6.559ms 256M:25.95ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (20160 points at 3 sizes): the best line,
# 18.53us + bytes / 9.09 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 23.6% RMS relative over 20160 repetitions.
evict_d2h_ns = 64K:25.87us 512K:74.76us 2M:253.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (1260 points at 3 sizes): the best
# line, 23.12us + bytes / 3.13 GB/s, misses by 21.7% RMS, so it is not used.
# Residual: 20.4% RMS relative over 1260 repetitions.
cpu_fault_d2h_ns = 64K:43.5us 512K:207.2us 2M:655.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/h100-2026-11-21/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (1260 points at 6
# sizes): the best line, 329.8us + bytes / 2.33 GB/s, misses by 23.0% RMS, so
# it is not used.
# Residual: 19.8% RMS relative over 1260 repetitions.
host_populate_ns = 64K:379.4us 256K:460.5us 2M:991.5us 16M:7.903ms 64M:31.75ms 256M:128.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (2100 points at
# 5 sizes): the best line, 3.357us + bytes / 929 GB/s, misses by 43.2% RMS, so
# it is not used.
# Residual: 41.5% RMS relative over 2100 repetitions.
prefetch_host_ns = 64K:4.591us 2M:4.46us 16M:22.55us 64M:78.35us 256M:310.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (1050 points at 5 sizes): the best line, 15.59us + bytes / 74.7 GB/s, misses
# by 26.3% RMS, so it is not used.
# Residual: 23.4% RMS relative over 1050 repetitions.
prefetch_call_ns = 64K:18.72us 2M:35.27us 16M:254.8us 64M:993.2us 256M:3.863ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 630 repetitions.
# Residual: 35.9% RMS relative over 630 repetitions.
prefetch_defer_ns = 112.4us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Not in
# these measurements: kept from the base profile
# docs/data/h100-2026-11-21/h100-pcie5.profile.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (630 points at 3 sizes): the best line, 9.556us + bytes /
# 225 GB/s, misses by 26.5% RMS, so it is not used.
# Residual: 26.5% RMS relative over 630 repetitions.
prefetch_zero_ns = 2M:18.94us 16M:83.1us 64M:311.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (840 points at 4 sizes): the best line, 2.228us
# + bytes / 157 GB/s, misses by 28.7% RMS, so it is not used.
# Residual: 28.7% RMS relative over 840 repetitions.
managed_free_resident_ns = 2M:15.81us 16M:105.4us 64M:428.5us 256M:1.764ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (300 points at 6 sizes): the best line,
# 8.259us + bytes / 9.66 GB/s, misses by 34.2% RMS, so it is not used.
# Residual: 24.2% RMS relative over 300 repetitions.
memcpy_h2d_ns = 4K:7.845us 64K:24.17us 2M:167.3us 16M:1.884ms 64M:7.951ms 256M:35.68ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (1260 points at 6 sizes): the best line, 15.8us + bytes / 9.33 GB/s,
# misses by 29.9% RMS, so it is not used.
# Residual: 23.6% RMS relative over 1260 repetitions.
memcpy_d2h_ns = 4K:14.36us 64K:31.26us 2M:285.1us 16M:1.691ms 64M:6.792ms 256M:27.79ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (840 points at 4 sizes): the best line, 0ns +
# bytes / 7.08 GB/s, misses by 49.6% RMS, so it is not used.
# Residual: 45.1% RMS relative over 840 repetitions.
host_read_ns = 64K:8.594us 2M:258.7us 16M:2.496ms 64M:10.81ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (840 points at 4 sizes): the best line, 0ns + bytes / 20.8 GB/s, misses by
# 45.2% RMS, so it is not used.
# Residual: 29.9% RMS relative over 840 repetitions.
host_write_ns = 64K:1.381us 2M:73.21us 16M:1.234ms 64M:6.139ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 200 points at 4 sizes): 829.8ns
# + bytes / 10.8 GB/s, written at the measured sizes (the medians would give
# 14.4%).
# Residual: 14.5% RMS relative over 200 repetitions.
host_write_cold_ns = 64K:6.872us 2M:194.2us 16M:1.548ms 64M:6.188ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
