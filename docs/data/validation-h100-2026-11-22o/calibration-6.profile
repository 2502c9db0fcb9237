# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-6.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:18:54Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:18:54Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 4.9% RMS relative over 5 repetitions.
launch_ns = 4.938us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.454us + bytes / 5.86e+03 GB/s, misses by 59.8% RMS,
# so it is not used.
# Residual: 25.8% RMS relative over 45 repetitions.
malloc_ns = 4K:3.828us 64K:3.462us 1M:3.286us 1536K:3.225us 2M:63.99us 8M:55.42us 64M:88.43us 256M:125.7us 1G:135.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.507us + bytes / 1.14e+03 GB/s, misses by 47.2% RMS, so it is
# not used.
# Residual: 17.7% RMS relative over 45 repetitions.
free_ns = 4K:3.145us 64K:2.892us 1M:2.902us 1536K:2.923us 2M:64.53us 8M:52.63us 64M:90.16us 256M:231.3us 1G:746.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 15.25us + bytes / 1.56e+06
# GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 15.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:17.32us 64K:14.49us 2M:14.58us 16M:14.76us 64M:15.14us 256M:15.21us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 15.68us + bytes /
# 3.86e+05 GB/s, misses by 17.6% RMS, so it is not used.
# Residual: 15.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:19.28us 64K:14.87us 2M:14.54us 16M:15.22us 64M:14.96us 256M:16.61us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     102.6us     91.48us
# seq             2M          0         2         2     2097152           0     260.9us     305.7us
# seq            16M          0        16        16    16777216           0     1.768ms     1.981ms
# seq            64M          0        64        64    67108864           0     10.31ms     7.724ms
# seq           256M          0       256       256   268435456           0     44.41ms      30.7ms
# stride         64M        64K        64        64    67108864           0     7.528ms     7.724ms
# stride        256M         2M       128       128     8388608           0     3.175ms     3.273ms
# random         16M          0        10        55    16777216           0     1.964ms     2.327ms
# random         64M          0        38       373    67108864           0      10.4ms     10.65ms
# random        256M          0       160      1651   268435456           0     64.08ms     44.09ms
# fresh           2M          0         2         2           0     2097152     272.4us     202.9us
# fresh          16M          0        16        16           0    16777216     906.9us     1.158ms
# fresh          64M          0        64        64           0    67108864     5.658ms     4.433ms
# fresh         256M          0       256       256           0   268435456     26.72ms     17.53ms
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
# defaults). Result: 8.559us per batch, 10.19us per VA block, bytes / 10.4
# GB/s moved, 66.42us per faulting kernel, bytes / 21.2 GB/s zero-filled.
# Residual: 28.8% RMS relative over 70 repetitions.
fault_batch_ns = 8.559us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.8% RMS relative over 70 repetitions.
fault_block_ns = 10.19us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 28.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:394.2ns 64K:6.307us 512K:50.45us 1M:100.9us 2M:201.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.8% RMS relative over 70 repetitions.
fault_wake_ns = 66.42us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 28.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:193.3ns 64K:3.092us 512K:24.74us 1M:49.48us 2M:98.95us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 44.85us + bytes /
# 43.1 GB/s, misses by 17.5% RMS, so it is not used.
# Residual: 5.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.72us 2M:139.2us 16M:470.6us 64M:1.479ms 256M:5.777ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 20.18us + bytes / 8.71 GB/s, written at the measured sizes (the
# medians would give 3.2%).
# Residual: 5.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:27.71us 2M:261.1us 16M:1.947ms 64M:7.729ms 256M:30.86ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 19.07us + bytes / 7.57 GB/s, written at the measured sizes (the
# medians would give 10.8%).
# Residual: 10.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.73us 512K:88.34us 2M:296.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 20.21us + bytes / 2.8 GB/s, written at the measured sizes (the
# medians would give 9.8%).
# Residual: 11.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.64us 512K:207.7us 2M:770us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 337.8us + bytes / 2.05 GB/s, written at the
# measured sizes (the medians would give 3.8%).
# Residual: 11.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:369.8us 256K:466us 2M:1.363ms 16M:8.541ms 64M:33.15ms 256M:131.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.35us + bytes / 815 GB/s, misses by 23.0% RMS, so it
# is not used.
# Residual: 15.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.728us 2M:4.583us 16M:25.58us 64M:91.35us 256M:352.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 18.31us + bytes / 63.8
# GB/s, written at the measured sizes (the medians would give 5.8%).
# Residual: 14.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.33us 2M:51.19us 16M:281.3us 64M:1.07ms 256M:4.227ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 113.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 803.3ns +
# bytes / 143 GB/s, misses by 26.0% RMS, so it is not used.
# Residual: 26.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.83us 16M:113.8us 64M:418.5us 256M:1.91ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.072us
# + bytes / 6.64 GB/s, misses by 21.9% RMS, so it is not used.
# Residual: 16.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.927us 64K:23.63us 2M:320.1us 16M:2.371ms 64M:10.06ms 256M:38.98ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.44us + bytes / 8.63 GB/s,
# misses by 18.5% RMS, so it is not used.
# Residual: 11.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.93us 64K:33.13us 2M:274.2us 16M:1.811ms 64M:7.665ms 256M:29.55ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 0ns + bytes / 5.08 GB/s, written at the measured sizes (the medians would
# give 10.1%).
# Residual: 10.7% RMS relative over 20 repetitions.
host_read_ns = 64K:12.26us 2M:411.9us 16M:3.3ms 64M:13.2ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 16 GB/s, misses by
# 35.8% RMS, so it is not used.
# Residual: 8.5% RMS relative over 20 repetitions.
host_write_ns = 64K:1.865us 2M:92.99us 16M:1.696ms 64M:7.717ms


# kernel_gap_ns: added 2026-11-22, when simrun began to charge each kernel the
# GPU's time between back-to-back kernels; these measurements have no
# kernel_gap_ns rows, so this is the value replay-bench measured on machine z
# (gpurun's replay kernel with nothing to do: docs/measurements.md section 15).
kernel_gap_ns = 2us

# prefetch_zero_ns: added 2026-11-22, when simrun began to charge a prefetch to the
# GPU of pages resident nowhere; the fit of the committed H100 profile (42
# calibrations of machines o, p, r, u and y, prefetch_h2d_ns case fresh).
prefetch_zero_ns = 2M:18.94us 16M:83.1us 64M:311.9us

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
