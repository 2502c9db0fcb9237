# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-8.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:43:56Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:43:56Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.5% RMS relative over 5 repetitions.
launch_ns = 4.865us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.015us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.846us + bytes / 4.64e+03 GB/s, misses by 58.7% RMS,
# so it is not used.
# Residual: 26.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.793us 64K:3.135us 1M:2.774us 1536K:2.924us 2M:60.93us 8M:47.66us 64M:54.58us 256M:78.31us 1G:181.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.253us + bytes / 1.46e+03 GB/s, misses by 49.8% RMS, so it is
# not used.
# Residual: 17.0% RMS relative over 45 repetitions.
free_ns = 4K:3.667us 64K:2.616us 1M:2.507us 1536K:2.539us 2M:42.46us 8M:45.74us 64M:95.27us 256M:194.3us 1G:615.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.371us + bytes / 3.68e+03 GB/s, misses by 65.5% RMS, so it is not used.
# Residual: 46.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.244us 64K:3.724us 2M:25.26us 16M:49.04us 64M:60.31us 256M:62.26us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 8.788us + bytes * -1.17e-06 ns/B, written at the measured sizes (the
# medians would give 13.1%).
# Residual: 12.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:8.788us 64K:8.788us 2M:8.785us 16M:8.768us 64M:8.709us 256M:8.473us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.0%, 512K 14.8%, 1M 14.4%, 2M 13.7%, 4M 13.5%, 8M 13.2%, 16M
# 12.8%, 32M 13.1%.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     86.85us     76.68us
# seq             2M          0         2         2     2097152           0     281.5us     307.9us
# seq            16M          0        16        16    16777216           0      2.11ms     2.245ms
# seq            64M          0        64        64    67108864           0     8.876ms     8.887ms
# seq           256M          0       256       256   268435456           0     33.68ms     35.45ms
# stride         64M        64K         4        32    67108864           0     6.733ms     6.756ms
# stride        256M         2M        16       128     8388608           0     2.161ms     2.367ms
# random         16M          0        16        16    16777216           0     2.207ms     2.245ms
# random         64M          0        39       104    67108864           0     9.124ms     8.435ms
# random        256M          0       127       907   268435456           0     52.32ms     36.75ms
# fresh           2M          0         2         2           0     2097152     168.8us     193.6us
# fresh          16M          0        16        16           0    16777216     1.188ms     1.331ms
# fresh          64M          0        64        64           0    67108864     5.933ms     5.229ms
# fresh         256M          0       256       256           0   268435456     26.55ms     20.82ms
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
# prefetch at the driver's defaults). Result: 31.15us per batch, 8.166us per
# VA block, bytes / 10.6 GB/s moved, 31.17us per faulting kernel, bytes / 25
# GB/s zero-filled.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_batch_ns = 31.15us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_block_ns = 8.166us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:386.9ns 64K:6.191us 512K:49.53us 1M:99.05us 2M:198.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_wake_ns = 31.17us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:163.6ns 64K:2.618us 512K:20.95us 1M:41.89us 2M:83.78us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 43.57us + bytes /
# 45.6 GB/s, misses by 18.7% RMS, so it is not used.
# Residual: 14.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.36us 2M:118.6us 16M:442.3us 64M:1.368ms 256M:5.75ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 17us + bytes / 9.45 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 12.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.81us 2M:256.9us 16M:1.658ms 64M:6.674ms 256M:31.99ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 18.21us + bytes / 6.53 GB/s, misses by 34.5% RMS, so it is not used.
# Residual: 33.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.47us 512K:117us 2M:310.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.8us + bytes / 3.18 GB/s, written at the
# measured sizes (the medians would give 6.1%).
# Residual: 9.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.44us 512K:187.9us 2M:683.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 333.7us + bytes / 2.51 GB/s, misses by 19.6% RMS, so
# it is not used.
# Residual: 16.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:396.6us 256K:448.2us 2M:919.6us 16M:7.192ms 64M:31.33ms 256M:119.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 5.539us + bytes / 500 GB/s, misses by 24.0% RMS, so
# it is not used.
# Residual: 15.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:7.776us 2M:7.566us 16M:43.73us 64M:154.1us 256M:537.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.8us + bytes / 79.5 GB/s, misses by
# 22.1% RMS, so it is not used.
# Residual: 13.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14us 2M:27.61us 16M:232.7us 64M:1.161ms 256M:3.757ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 43.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.3us

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
# measured medians (15 points at 3 sizes): the best line, 11.26us + bytes /
# 268 GB/s, misses by 21.7% RMS, so it is not used.
# Residual: 21.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.86us 16M:79.36us 64M:250us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.851us +
# bytes / 190 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.84us 16M:91.53us 64M:346us 256M:1.433ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.648us
# + bytes / 10.3 GB/s, misses by 27.4% RMS, so it is not used.
# Residual: 15.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.257us 64K:22.88us 2M:161.5us 16M:1.805ms 64M:6.935ms 256M:32.82ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.36us + bytes / 11.9 GB/s,
# misses by 22.7% RMS, so it is not used.
# Residual: 13.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11us 64K:30.12us 2M:213.9us 16M:1.426ms 64M:5.721ms 256M:19.47ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 246.5ns +
# bytes / 6.32 GB/s, misses by 21.0% RMS, so it is not used.
# Residual: 14.6% RMS relative over 20 repetitions.
host_read_ns = 64K:10.54us 2M:482.3us 16M:2.725ms 64M:8.884ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 11.5 GB/s, misses by
# 15.4% RMS, so it is not used.
# Residual: 15.3% RMS relative over 20 repetitions.
host_write_ns = 64K:3.152us 2M:177.8us 16M:1.623ms 64M:5.465ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 987.7ns +
# bytes / 10.5 GB/s, written at the measured sizes (the medians would give
# 5.3%).
# Residual: 5.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.246us 2M:201.3us 16M:1.603ms 64M:6.41ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
