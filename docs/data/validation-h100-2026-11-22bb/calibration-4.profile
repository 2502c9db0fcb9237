# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-4.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T05:09:32Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T05:09:32Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.6% RMS relative over 5 repetitions.
launch_ns = 4.317us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 34.6% RMS relative over 5 repetitions.
kernel_gap_ns = 2.163us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 5.904us + bytes / 3.92e+03 GB/s, misses by 59.4% RMS,
# so it is not used.
# Residual: 33.7% RMS relative over 45 repetitions.
malloc_ns = 4K:5.209us 64K:6.009us 1M:6.153us 1536K:5.913us 2M:104.9us 8M:85.39us 64M:142.8us 256M:106.4us 1G:317.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 4.685us + bytes / 887 GB/s, misses by 48.3% RMS, so it is not
# used.
# Residual: 17.5% RMS relative over 45 repetitions.
free_ns = 4K:5.216us 64K:5.12us 1M:5.109us 1536K:5.078us 2M:74.11us 8M:78.92us 64M:172us 256M:326.1us 1G:950.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.595us + bytes / 4.37e+03 GB/s, misses by 64.8% RMS, so it is not used.
# Residual: 35.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.552us 64K:3.638us 2M:31.98us 16M:40.38us 64M:64.56us 256M:56.19us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 14.1us +
# bytes / 2.73e+05 GB/s, written at the measured sizes (the medians would give
# 14.1%).
# Residual: 14.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.1us 64K:14.1us 2M:14.11us 16M:14.16us 64M:14.35us 256M:15.08us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 23.9%, 512K
# 23.7%, 1M 23.3%, 2M 23.2%, 4M 22.8%, 8M 22.7%, 16M 23.0%, 32M 23.6%.
# Residual: 22.7% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     81.73us     67.63us
# seq             2M          0         2         2     2097152           0     203.6us     256.9us
# seq            16M          0        16        16    16777216           0     1.806ms     1.835ms
# seq            64M          0        64        64    67108864           0      7.19ms     7.247ms
# seq           256M          0       256       256   268435456           0     38.48ms     28.89ms
# stride         64M        64K         8        32    67108864           0     6.826ms     5.851ms
# stride        256M         2M        32       128     8388608           0     3.048ms     3.057ms
# random         16M          0        12        16    16777216           0     1.828ms     1.768ms
# random         64M          0        36       161    67108864           0     8.571ms     8.171ms
# random        256M          0       125      1211   268435456           0     46.15ms     40.41ms
# fresh           2M          0         2         2           0     2097152     158.9us     182.3us
# fresh          16M          0        16        16           0    16777216     1.255ms     1.238ms
# fresh          64M          0        64        64           0    67108864      5.69ms     4.858ms
# fresh         256M          0       256       256           0   268435456     20.38ms     19.34ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 70 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted (GSL weighted least squares, relative errors,
# coefficients >= 0) as batches * fault_batch_ns + VA blocks serviced *
# fault_block_ns + bytes moved * ns per byte + fault_wake_ns (once: the
# kernel's first fault) + bytes zero-filled * fault_zero_ns per byte, with
# batches, blocks and bytes those simrun's engine produces for the same access
# (fault_batch and fault_window as below, density prefetch at the driver's
# defaults). Result: 16.72us per batch, 14.36us per VA block, bytes / 12.8
# GB/s moved, 31.45us per faulting kernel, bytes / 23.6 GB/s zero-filled.
# Residual: 22.7% RMS relative over 70 repetitions.
fault_batch_ns = 16.72us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.7% RMS relative over 70 repetitions.
fault_block_ns = 14.36us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:319ns 64K:5.104us 512K:40.83us 1M:81.67us 2M:163.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.7% RMS relative over 70 repetitions.
fault_wake_ns = 31.45us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:173.2ns 64K:2.771us 512K:22.17us 1M:44.34us 2M:88.68us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.6us + bytes /
# 43.6 GB/s, misses by 25.4% RMS, so it is not used.
# Residual: 15.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.46us 2M:146.3us 16M:481.6us 64M:1.387ms 256M:5.545ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 18.81us + bytes / 8.92 GB/s, misses by 28.0% RMS, so it is not used.
# Residual: 24.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.64us 2M:362.8us 16M:2.36ms 64M:6.164ms 256M:26.29ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 17.85us + bytes / 8.8 GB/s, written at the measured sizes (the
# medians would give 7.6%).
# Residual: 7.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.3us 512K:77.42us 2M:256.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 23.8us + bytes / 2.92 GB/s, written at the measured sizes (the
# medians would give 1.5%).
# Residual: 7.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.22us 512K:203.2us 2M:741.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 321.9us + bytes / 2.44 GB/s, written at the
# measured sizes (the medians would give 10.0%).
# Residual: 14.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:348.7us 256K:429.2us 2M:1.181ms 16M:7.193ms 64M:27.81ms 256M:110.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.033us + bytes / 887 GB/s, misses by 22.3% RMS, so
# it is not used.
# Residual: 12.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.33us 2M:4.175us 16M:23.27us 64M:83.07us 256M:323.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14us + bytes / 91.3 GB/s, misses by
# 21.8% RMS, so it is not used.
# Residual: 17.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.3us 2M:29.33us 16M:247.7us 64M:892us 256M:3.712ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 95.14us

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (15 points at 3 sizes): the best line, 6.593us + bytes /
# 290 GB/s, misses by 21.2% RMS, so it is not used.
# Residual: 20.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.04us 16M:61.13us 64M:246.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 869.6ns +
# bytes / 152 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.79us 16M:108.2us 64M:443.4us 256M:1.802ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.49us
# + bytes / 9.18 GB/s, misses by 30.1% RMS, so it is not used.
# Residual: 15.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.467us 64K:23.94us 2M:161.2us 16M:2.066ms 64M:9.151ms 256M:38.38ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.97us + bytes / 9.47 GB/s,
# misses by 18.8% RMS, so it is not used.
# Residual: 11.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.88us 64K:30.2us 2M:262.9us 16M:1.625ms 64M:6.575ms 256M:29.59ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 11.3 GB/s, misses by 28.4% RMS, so it is not used.
# Residual: 24.3% RMS relative over 20 repetitions.
host_read_ns = 64K:5.21us 2M:139.8us 16M:2.091ms 64M:8.76ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22 GB/s, misses by
# 30.9% RMS, so it is not used.
# Residual: 13.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.21us 2M:67.5us 16M:910.7us 64M:5.101ms

# prefetch_queue: added 2026-11-22, when simrun began to model the driver's
# queue of deferred prefetch calls; these measurements have none: 56, as
# gpurun --calibrate and probe_queue.cu measure it on an H100 PCIe, driver
# 580.159.04 (docs/measurements.md section 16).
prefetch_queue = 56

# host_write_cold_ns: added 2026-11-22, after this file was written, when
# simrun began to charge a device-memory HOST write's bytes of the host copy
# beyond those earlier HOST events touched out of the CPU's caches: the fit of
# the committed H100 profile (host_write_ns case cold, machine y's ten
# calibrations).
host_write_cold_ns = 64K:6.872us 2M:194.2us 16M:1.548ms 64M:6.188ms

# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
